// Trustworthy in anyone's page: a strict Content-Security-Policy, no HTML injection from any
// input, service-worker updates across two deployments, and storage that is full, off, or shared
// with another tab.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectErrors, CSP, fen, loadFen, place, ROOT, setUp, shot, status, watchCsp } from './helpers.mjs';
import { serve } from '../../scripts/serve-static.mjs';

const app = setUp();

async function ready(page, url) {
  const errors = collectErrors(page);
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]');
  return errors;
}

const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=1</script>',
  "<svg onload=window.__pwned=1></svg>",
  '[Event "<img src=x onerror=window.__pwned=1>"]\n\n1. K@e2 <b>bold</b> *',
];

async function notInjected(page) {
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal(await page.locator('img[src="x"], b:text("bold"), svg[onload]').count(), 0);
}

describe('trust', () => {
  test('the app works under a strict CSP: placement, moves, the computer in its worker, a drawn piece set', async () => {
    const { server, url } = await serve(join(ROOT, 'dist/app'), 0, { headers: { 'content-security-policy': CSP } });
    const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await watchCsp(ctx);
    const page = await ctx.newPage();
    try {
      const errors = await ready(page, url);
      await place(page, 'white', 'R@a1');
      assert.match(await fen(page), /\/R7\[/);
      await page.locator('#settings summary').click();
      await page.selectOption('#pieces', 'burmese');
      await page.waitForFunction(() => document.querySelector('[data-testid=board]').dataset.pieces === 'burmese');
      await page.locator('#settings summary').click();
      await page.selectOption('#opponent', 'black');
      await page.selectOption('#level', '1');
      await page.waitForFunction(() => /\[[^\]]*\] w /.test(document.querySelector('[data-testid=fen]').textContent), null, { timeout: 20000 });
      await loadFen(page, '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1');
      await page.getByTestId('analyse').check();
      await page.waitForFunction(() => document.querySelector('[data-testid=eval]').textContent.length > 0, null, { timeout: 20000 });
      await shot(page, 'csp');
      assert.deepEqual(await page.evaluate(() => window.__csp), []);
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
      server.close();
    }
  });

  test('script and HTML in every input box and in stored data are shown as text, never run', async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await ready(page, app.url);
    for (const payload of PAYLOADS) {
      await loadFen(page, payload);
      assert.notEqual(await page.getByTestId('import-error').textContent(), '');
      await page.fill('#import-text', payload);
      await page.getByTestId('load-pgn').click();
      await page.getByTestId('move-input').fill(payload);
      await page.getByTestId('move-input').press('Enter');
      await notInjected(page);
    }
    // A PGN whose tags carry markup loads, and the markup stays text in the export.
    await page.fill('#import-text', '[Event "<b>bold</b>"]\n[White "<img src=x onerror=window.__pwned=1>"]\n\n1. K@e2 k@d7 *');
    await page.getByTestId('load-pgn').click();
    assert.equal(await page.getByTestId('moves').locator('button').count(), 2);
    await notInjected(page);
    // Stored data written by someone else.
    await page.evaluate((p) => {
      localStorage.setItem('sittuyin.game', JSON.stringify({ rules: 'chessplayx', startFen: p, moves: [p], orientation: 'white' }));
      localStorage.setItem('sittuyin.settings', JSON.stringify({ lang: p, pieces: p, sound: p }));
      localStorage.setItem('sittuyin.recent', JSON.stringify([{ rules: 'chessplayx', startFen: p, moves: [], orientation: 'white', id: p, savedAt: 1 }]));
    }, PAYLOADS[0]);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
    await notInjected(page);
    assert.equal(await page.locator('#notice').isVisible(), true);
    await ctx.close();
  });

  test('a new deployment: the old version keeps working, the page offers the new one, reloads into it, offline after', async () => {
    const dirs = ['A', 'B'].map((id) => {
      const dir = mkdtempSync(join(tmpdir(), `sittuyin-build-${id}-`));
      execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], { cwd: ROOT, env: { ...process.env, VITE_BUILD_ID: id }, stdio: 'inherit' });
      return dir;
    });
    const { server, url, setRoot } = await serve(dirs[0], 0);
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await ctx.newPage();
    try {
      await ready(page, url);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.build), 'A');
      await place(page, 'white', 'K@c2');
      // deploy B
      setRoot(dirs[1]);
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      // still A (the old worker serves its own version, whole), and the game is there
      assert.equal(await page.evaluate(() => document.documentElement.dataset.build), 'A');
      assert.match(await fen(page), /\/2K5\/8\[/);
      await page.waitForSelector('[data-testid=update]:not([hidden])', { timeout: 20000 });
      assert.match(await page.getByTestId('update').textContent(), /new version/i);
      await shot(page, 'update-offer');
      await Promise.all([page.waitForEvent('load'), page.getByTestId('update-reload').click()]);
      await page.waitForSelector('body[data-ready="1"]');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.build), 'B');
      assert.match(await fen(page), /\/2K5\/8\[/);
      // one cache left, B's, and it works offline
      await page.waitForFunction(async () => (await caches.keys()).filter((k) => k.startsWith('sittuyin-')).length === 1);
      await ctx.setOffline(true);
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.build), 'B');
      await place(page, 'black', 'K@f7');
      assert.match(await fen(page), /5k2/);
    } finally {
      await ctx.close();
      server.close();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }
  });

  test('full storage: the game goes on, the page says so, and the game is not lost', async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await ctx.newPage();
    await ready(page, app.url);
    await page.evaluate(() => {
      const real = Storage.prototype.setItem;
      window.__fill = true;
      Storage.prototype.setItem = function (k, v) {
        if (window.__fill) throw new DOMException('full', 'QuotaExceededError');
        return real.call(this, k, v);
      };
    });
    await place(page, 'white', 'R@a1');
    // the save follows the paint: wait for its notice
    await page.waitForFunction(() => /storage is full/.test(document.querySelector('#notice').textContent), null, { timeout: 10000 });
    assert.match(await page.locator('#notice').textContent(), /storage is full/);
    await place(page, 'black', 'R@a8');
    assert.match(await fen(page), /^r7\//);
    // space again: the next move saves everything
    await page.evaluate(() => { window.__fill = false; });
    await place(page, 'white', 'R@h1');
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await page.getByTestId('moves').locator('button').count(), 3);
    await ctx.close();
  });

  test('storage disabled (private mode): the app plays and says games are not kept', async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    await ctx.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
    });
    const page = await ctx.newPage();
    const errors = await ready(page, app.url);
    assert.match(await page.locator('#notice').textContent(), /does not let the page keep games/);
    // Nothing kept, so every visit is a first one: the choice of how to play is offered.
    await page.getByTestId('start-friend').click();
    await place(page, 'white', 'K@c2');
    assert.match(await status(page), /^Black: place your pieces/);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('two tabs: the same game continued in one shows up in the other; a different game is never lost', async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    const a = await ctx.newPage();
    await ready(a, app.url);
    await place(a, 'white', 'K@c2');
    const b = await ctx.newPage();
    await ready(b, app.url);
    assert.match(await fen(b), /\/2K5\/8\[/);
    // B continues the game: A shows it
    await place(b, 'black', 'K@f7');
    await a.waitForFunction(() => /5k2/.test(document.querySelector('[data-testid=fen]').textContent));
    assert.match(await a.locator('#notice').textContent(), /continued in another tab/);
    // A starts another game: B keeps its game and says so; both are among the recent games
    await a.getByTestId('new-game').click();
    await place(a, 'white', 'R@a1');
    await b.waitForFunction(() => /different game/.test(document.querySelector('#notice').textContent));
    assert.match(await fen(b), /5k2/);
    await place(b, 'white', 'F@e3');
    await b.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
    // Both games are kept (the tabs write the list in turn; it settles with both in it).
    await b.waitForFunction(() => {
      const games = JSON.parse(localStorage.getItem('sittuyin.recent') ?? '[]').map((g) => g.moves.join(' '));
      return games.includes('R@a1') && games.includes('K@c2 K@f7 F@e3');
    }, null, { timeout: 10000 });
    await b.evaluate(() => { document.querySelector('#fen-pgn').open = false; document.querySelector('#fen-pgn').open = true; });
    await b.waitForFunction(() => document.querySelectorAll('#recent option').length >= 2);
    // open A's game from the list in B
    const value = await b.evaluate(() => [...document.querySelectorAll('#recent option')].find((o) => !o.textContent.includes('this game')).value);
    await b.selectOption('#recent', value);
    await b.getByTestId('open-recent').click();
    assert.match(await fen(b), /\/R7\[/);
    await ctx.close();
  });
});
