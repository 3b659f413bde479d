// Links (docs/app.md "Links"): the game and the position shown in the address's fragment, opened in
// place of the saved game (which goes to the recent games), kept up to date while playing, shared
// by the Share button; bad links refused with the rules core's reason.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, fen, openApp, place, setUp, shot } from './helpers.mjs';

const app = setUp();

// A position after the placement (tests/e2e/app.test.mjs) and three pawn moves from it.
const FEN = '1rr5/3nsks1/2nfpppp/pppp4/4PPPP/PPPPFN2/1SKSN3/5RR1[] w - - 0 9';
const MOVES = ['e4e5', 'f6f5', 'g4g5'];
const AFTER = '1rr5/3nsks1/2nfp1pp/ppppPpP1/5P1P/PPPPFN2/1SKSN3/5RR1[] b - - 0 10';
const link = (params) => `#${new URLSearchParams(params).toString()}`;
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

/** A page with a saved game in progress (White's king placed). */
async function withSavedGame(size = SIZES.desktop) {
  const ctx = await app.browser.newContext({ viewport: size, deviceScaleFactor: 1, serviceWorkers: 'block' });
  const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
  await place(page, 'white', 'K@c2');
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('sittuyin.game') ?? '{}').moves?.length === 1);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('sittuyin.game')).id);
  return { ctx, page, errors, saved };
}

/** A new tab on `hash` in the same browser profile (the saved game's storage), the first one closed:
 * the link is read at load, not by a hashchange. */
async function reopen(ctx, page, hash) {
  await page.close();
  const fresh = await ctx.newPage();
  const errors = [];
  fresh.on('pageerror', (e) => errors.push(e.message));
  await fresh.goto(`${app.url}${hash}`);
  await fresh.waitForSelector('body[data-ready="1"]');
  return { page: fresh, errors };
}

const hashParams = (page) => page.evaluate(() => Object.fromEntries(new URLSearchParams(location.hash.slice(1))));
const current = (page) => page.getByTestId('moves').locator('button[aria-current="true"]').getAttribute('data-ply');

describe('links', () => {
  test('a link with fen, moves and ply shows that game at that ply; the saved game goes to the recent games', async () => {
    const first = await withSavedGame();
    const { ctx, saved } = first;
    const { page, errors } = await reopen(ctx, first.page, link({ fen: FEN, moves: MOVES.join(' '), rules: 'chessplayx', ply: '2' }));
    assert.equal(await fen(page), AFTER);
    assert.equal(await page.getByTestId('moves').locator('button').count(), 3);
    assert.equal(await current(page), '2');
    assert.match(await page.locator('#hint').textContent(), /Viewing move 2 of 3/);
    // The game it replaced is kept: in the recent games, and back from the toast's Undo.
    await page.waitForFunction((id) => (JSON.parse(localStorage.getItem('sittuyin.recent') ?? '[]')).some((g) => g.id === id && g.moves.length === 1), saved);
    assert.equal(await page.locator('#toast').isVisible(), true);
    await shot(page, 'links-opened');
    await page.locator('#toast-undo').click();
    assert.match(await fen(page), /\/2K5\/8\[/);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('playing keeps the fragment up to date (no new history entry); comma-separated moves read too', async () => {
    const first = await withSavedGame();
    const { ctx } = first;
    const { page, errors } = await reopen(ctx, first.page, `#fen=${encodeURIComponent(FEN)}&moves=${MOVES.slice(0, 2).join(',')}`);
    const length = await page.evaluate(() => history.length);
    await page.fill('#move-input', 'g4g5');
    await page.press('#move-input', 'Enter');
    assert.equal(await fen(page), AFTER);
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('moves') === 'e4e5,f6f5,g4g5');
    const params = await hashParams(page);
    assert.equal(params.fen, FEN);
    assert.equal(params.rules, 'chessplayx');
    assert.equal(params.ply, undefined);
    // Looking back writes the ply shown.
    await page.getByTestId('moves').locator('button[data-ply="1"]').click();
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('ply') === '1');
    assert.equal(await page.evaluate(() => history.length), length);
    // A game from the start position leaves the fen out.
    await page.getByTestId('new-game').click();
    await place(page, 'white', 'K@c2');
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('moves') === 'K@c2');
    assert.equal((await hashParams(page)).fen, undefined);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('a reload, or a link to an earlier position of the game in play, keeps that game and loses no move', async () => {
    const first = await withSavedGame();
    const { ctx } = first;
    await place(first.page, 'black', 'K@f7');
    await first.page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('moves') === 'K@c2,K@f7');
    await first.page.waitForFunction(() => JSON.parse(localStorage.getItem('sittuyin.game')).moves.length === 2);
    const live = await fen(first.page);
    await first.page.reload();
    await first.page.waitForSelector('body[data-ready="1"]');
    assert.equal(await fen(first.page), live);
    assert.equal(await first.page.locator('#toast').isVisible(), false);
    assert.equal(await first.page.locator('#hint').textContent(), '');
    // Reloaded at once after a move (the address not yet written): the game at its end.
    await first.page.evaluate(() => history.replaceState(null, '', '#rules=chessplayx&moves=K@c2'));
    await first.page.reload();
    await first.page.waitForSelector('body[data-ready="1"]');
    assert.equal(await fen(first.page), live);
    assert.equal(await first.page.locator('#hint').textContent(), '');
    assert.equal(await current(first.page), '2');
    // A link written before the last move (the address follows the game after the paint).
    const { page, errors } = await reopen(ctx, first.page, link({ rules: 'chessplayx', moves: 'K@c2' }));
    assert.equal(await fen(page), live);
    assert.equal(await page.getByTestId('moves').locator('button').count(), 2);
    assert.equal(await current(page), '1');
    assert.equal(await page.locator('#toast').isVisible(), false);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('a bad link is refused with the reason, and the saved game stays', async () => {
    const first = await withSavedGame();
    const { ctx } = first;
    let { page } = first;
    const errors = [];
    const cases = [
      [{ fen: 'not a fen' }, /Invalid FEN/],
      [{ fen: FEN, moves: 'e4e5 e5e6' }, /Illegal move/],
      [{ rules: 'nonsense' }, /Unknown rules/],
    ];
    for (const [params, reason] of cases) {
      const opened = await reopen(ctx, page, link(params));
      page = opened.page;
      errors.push(...opened.errors);
      const notice = await page.locator('#notice').textContent();
      assert.match(notice, reason);
      assert.match(notice, /cannot be opened.*Your game is kept/);
      assert.match(await fen(page), /\/2K5\/8\[/);
      if (params.rules) await shot(page, 'links-refused');
    }
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('a link opened in the same tab (hashchange) loads its game', async () => {
    const { ctx, page, errors } = await withSavedGame();
    await page.evaluate((h) => { location.hash = h; }, link({ fen: FEN, moves: MOVES.join(' ') }));
    await page.waitForFunction((f) => document.querySelector('[data-testid=fen]').textContent === f, AFTER);
    assert.equal(await page.getByTestId('moves').locator('button').count(), 3);
    // And a bad one keeps the game shown.
    await page.evaluate(() => { location.hash = '#moves=e2e9'; });
    await page.waitForFunction(() => /cannot be opened/.test(document.querySelector('#notice').textContent));
    assert.equal(await fen(page), AFTER);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  for (const [name, size] of Object.entries(SIZES)) {
    test(`Share copies the link to the game and position; opened elsewhere it shows the same (${name})`, async () => {
      const { ctx, page, errors } = await withSavedGame(size);
      await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
      await place(page, 'black', 'K@f7');
      await page.getByTestId('moves').locator('button[data-ply="1"]').click();
      await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
      await page.getByTestId('share').scrollIntoViewIfNeeded();
      await page.getByTestId('share').click();
      await page.waitForFunction(() => document.querySelector('[data-testid=copied]').textContent.includes('Copied'));
      await shot(page, `links-share-${name}`);
      assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth));
      const url = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(url, /#rules=chessplayx&moves=K@c2,K@f7&ply=1$/);
      const live = await fen(page);
      const other = await app.browser.newContext({ viewport: size, serviceWorkers: 'block' });
      const second = await other.newPage();
      await second.goto(url);
      await second.waitForSelector('body[data-ready="1"]');
      assert.equal(await fen(second), live);
      assert.equal(await current(second), '1');
      await other.close();
      assert.deepEqual(errors, []);
      await ctx.close();
    });
  }

  test('on a phone with a share sheet, Share hands it the link', async () => {
    const ctx = await app.browser.newContext({ viewport: SIZES.phone, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    await ctx.addInitScript(() => {
      window.__shared = [];
      navigator.share = async (data) => { window.__shared.push(data); };
    });
    const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
    await page.waitForFunction(() => location.hash.startsWith('#rules=chessplayx'));
    await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
    await page.getByTestId('share').click();
    const shared = await page.evaluate(() => window.__shared);
    assert.equal(shared.length, 1);
    assert.equal(shared[0].url, await page.evaluate(() => location.href));
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('embed.html shows the link\'s position as a board that cannot be moved, in an iframe, under the strict CSP', async () => {
    const ctx = await app.browser.newContext({ viewport: SIZES.desktop, deviceScaleFactor: 1, serviceWorkers: 'block' });
    await ctx.addInitScript(() => {
      window.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const hash = link({ fen: FEN, moves: MOVES.join(' '), ply: '2' });
    // Any site: a page of its own with only an <iframe>.
    await page.route(`${app.url}host.html`, (r) => r.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><body><p>A game:</p><iframe title="Sittuyin" width="360" height="360" src="embed.html${hash}"></iframe></body></html>` }));
    await page.goto(`${app.url}host.html`);
    const frame = page.frameLocator('iframe');
    await frame.locator('sittuyin-board').waitFor();
    const inner = page.frames().find((f) => f.url().includes('embed.html'));
    const shown = await inner.evaluate(async () => {
      const b = await document.querySelector('sittuyin-board').ready;
      const box = document.querySelector('sittuyin-board').getBoundingClientRect();
      return { fen: b.game.fen(), movable: b.movable, csp: window.__csp, scripts: [...document.scripts].map((s) => s.src !== ''), fits: box.bottom <= innerHeight + 0.5 && box.right <= innerWidth + 0.5 };
    });
    assert.equal(shown.fen, '1rr5/3nsks1/2nfp1pp/ppppPp2/5PPP/PPPPFN2/1SKSN3/5RR1[] w - - 0 10');
    assert.equal(shown.movable, 'none');
    assert.ok(shown.fits, 'the whole board in the frame');
    assert.deepEqual(shown.csp, []);
    assert.ok(shown.scripts.every(Boolean), 'no inline script');
    await page.waitForTimeout(300);
    await shot(page, 'links-embed');
    // Another fragment (the iframe's address changed): the diagram follows.
    await inner.evaluate(() => { location.hash = '#moves=K@c2'; });
    await inner.waitForFunction(async () => (await document.querySelector('sittuyin-board').ready).game.ply === 1);
    await page.waitForTimeout(300);
    await shot(page, 'links-embed-placement');
    const fit = await inner.evaluate(() => { const r = document.querySelector('sittuyin-board').getBoundingClientRect(); return { bottom: r.bottom, top: r.top, width: r.width, h: innerHeight, w: innerWidth }; });
    assert.ok(fit.bottom <= fit.h + 0.5, `the board and its trays in the frame: ${JSON.stringify(fit)}`);
    // Offline too: the service worker precaches the page.
    assert.match(readFileSync(join(DIST, 'sw.js'), 'utf8'), /"\.\/embed\.html"/);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
