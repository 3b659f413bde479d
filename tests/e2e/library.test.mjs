// The game library (issue 19 part 4): every game kept in IndexedDB, listed, filtered, opened to
// continue or replay, deleted with an undo, exported as one PGN file and imported from one; the
// localStorage an earlier release wrote (fixtures/release-storage.json, captured from that
// release's build by fixtures/capture-release-storage.mjs) is migrated; with IndexedDB blocked the
// library says so and the game in play is still kept. Desktop and phone, axe-core light and dark.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { axeViolations, fen, openApp, setUp, shot } from './helpers.mjs';
import { init, Game, parsePgn } from '../../dist/lib/index.js';

const RELEASE = JSON.parse(readFileSync(new URL('./fixtures/release-storage.json', import.meta.url), 'utf8'));
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
before(() => init());
const app = setUp();

/** The app with the release's localStorage in place before its first start (and only then). */
async function openRelease(size, options = {}) {
  const ctx = await app.browser.newContext({ viewport: SIZES[size], deviceScaleFactor: 1, acceptDownloads: true, ...options });
  await ctx.addInitScript((storage) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
  }, RELEASE.storage);
  return { ...(await openApp(app.browser, app.url, { context: ctx })), ctx };
}

async function openLibrary(page) {
  await page.getByTestId('library-open').click();
  await page.waitForFunction(() => (document.querySelector('[data-testid=library-count]')?.textContent ?? '') !== '');
}

const items = (page) => page.getByTestId('library-list').locator('li');
const release = () => {
  const recent = JSON.parse(RELEASE.storage['sittuyin.recent']);
  const current = JSON.parse(RELEASE.storage['sittuyin.game']);
  return { recent, current, resigned: recent.find((g) => g.ending?.type === 'resign') };
};

for (const size of Object.keys(SIZES)) {
  describe(`game library (${size})`, () => {
    test('the release\'s games are migrated, listed, filtered, continued, replayed', async () => {
      const { ctx, page, errors } = await openRelease(size);
      const { recent, current, resigned } = release();
      await openLibrary(page);
      assert.equal(await items(page).count(), recent.length, await page.getByTestId('library').textContent());
      assert.equal(await page.locator('main').isVisible(), false, 'the library takes the place of the game');
      const text = await page.getByTestId('library-list').textContent();
      assert.match(text, /0–1 · Black won/);
      assert.match(text, /You – Computer \(level 1\)/);
      assert.match(text, /in play/);
      assert.equal(await page.locator(`li[data-id="${current.id}"] [data-testid=library-delete]`).isDisabled(), true);
      await shot(page, `library-migrated-${size}`);
      // Filters: the result, the preset, the text.
      await page.selectOption('#library-result', '0-1');
      assert.equal(await items(page).count(), 1);
      await page.selectOption('#library-result', '');
      await page.selectOption('#library-preset', 'pritchard');
      assert.equal(await items(page).count(), recent.filter((g) => g.rules === 'pritchard').length);
      await page.selectOption('#library-preset', '');
      await page.getByTestId('library-search').fill('computer');
      assert.equal(await items(page).count(), 1);
      await page.getByTestId('library-search').fill('');
      // Continue the resigned game: the game in play is replaced (and comes back from the toast).
      await page.locator(`li[data-id="${resigned.id}"] [data-testid=library-continue]`).click();
      await page.waitForSelector('main', { state: 'visible' });
      const g = new Game({ fen: resigned.startFen, rules: resigned.rules, moves: resigned.moves });
      assert.equal(await fen(page), g.fen());
      assert.match(await page.locator('#result-text').textContent(), /Resignation — Black wins/);
      await page.getByTestId('toast-undo').click();
      const c = new Game({ fen: current.startFen, rules: current.rules, moves: current.moves });
      assert.equal(await fen(page), c.fen());
      // Replay: the game from its start, its moves stepped through.
      await openLibrary(page);
      await page.locator(`li[data-id="${resigned.id}"] [data-testid=library-replay]`).click();
      await page.waitForFunction(() => /Viewing move 0/i.test(document.querySelector('[data-testid=hint]').textContent));
      assert.deepEqual(errors, []);
      await ctx.close();
    });

    test('delete with undo, and a deleted game stays deleted after a reload', async () => {
      const { ctx, page, errors } = await openRelease(size);
      const { recent } = release();
      await openLibrary(page);
      const unfinished = recent.find((g) => g.rules === 'pritchard' && g.moves.length < 10);
      await page.locator(`li[data-id="${unfinished.id}"] [data-testid=library-delete]`).click();
      // The list is drawn again once IndexedDB has the change (a task or more later).
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=library-list] li').length === n, recent.length - 1);
      assert.equal(await items(page).count(), recent.length - 1);
      await page.getByTestId('toast-undo').click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=library-list] li').length === n, recent.length);
      await page.locator(`li[data-id="${unfinished.id}"] [data-testid=library-delete]`).click();
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      await openLibrary(page);
      assert.equal(await items(page).count(), recent.length - 1);
      assert.equal(await page.locator(`li[data-id="${unfinished.id}"]`).count(), 0);
      assert.deepEqual(errors, []);
      await ctx.close();
    });

    test('export all as one PGN file, import a PGN file of several games', async () => {
      const { ctx, page, errors } = await openRelease(size);
      const { recent } = release();
      await openLibrary(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('library-export').click()]);
      assert.equal(download.suggestedFilename(), 'sittuyin-games.pgn');
      const pgn = readFileSync(await download.path(), 'utf8');
      const games = parsePgn(pgn);
      assert.equal(games.length, recent.length);
      assert.deepEqual(games.map((g) => g.result).sort(), ['*', '*', '0-1']);
      // The same file imported: as many games again, with their players and results.
      await page.getByTestId('library-file').setInputFiles({ name: 'games.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(pgn) });
      await page.waitForFunction(() => /imported/.test(document.querySelector('[data-testid=library-message]').textContent));
      assert.equal(await page.getByTestId('library-message').textContent(), `${recent.length} games imported.`);
      assert.equal(await items(page).count(), recent.length * 2);
      await page.selectOption('#library-result', '0-1');
      assert.equal(await items(page).count(), 2);
      // A file that is not PGN is refused in words; nothing is added.
      await page.getByTestId('library-file').setInputFiles({ name: 'bad.pgn', mimeType: 'text/plain', buffer: Buffer.from('1. Zz9 *') });
      await page.waitForFunction(() => /could not be imported/.test(document.querySelector('[data-testid=library-message]').textContent));
      await page.selectOption('#library-result', '');
      assert.equal(await items(page).count(), recent.length * 2);
      await shot(page, `library-imported-${size}`);
      await page.getByTestId('library-close').click();
      assert.equal(await page.locator('main').isVisible(), true);
      assert.deepEqual(errors, []);
      await ctx.close();
    });

    for (const scheme of ['light', 'dark']) {
      test(`axe-core: no violation on the library (${scheme})`, async () => {
        const { ctx, page } = await openRelease(size, { colorScheme: scheme, bypassCSP: true });
        await openLibrary(page);
        assert.deepEqual(await axeViolations(page), []);
        await shot(page, `library-axe-${size}-${scheme}`);
        await ctx.close();
      });
    }
  });
}

test('a game replaced in play goes into the library', async () => {
  const ctx = await app.browser.newContext({ viewport: SIZES.desktop });
  const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
  for (const m of ['K@d2', 'K@e7']) {
    await page.getByTestId('move-input').fill(m);
    await page.getByTestId('move-input').press('Enter');
  }
  await page.getByTestId('new-game').click();
  await openLibrary(page);
  assert.equal(await items(page).count(), 2);
  assert.match(await page.getByTestId('library-list').textContent(), /2 moves/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('IndexedDB blocked: the library says so, the game in play is still kept', async () => {
  const ctx = await app.browser.newContext({ viewport: SIZES.phone });
  await ctx.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { get() { throw new DOMException('blocked', 'SecurityError'); } });
  });
  const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
  await page.getByTestId('move-input').fill('K@d2');
  await page.getByTestId('move-input').press('Enter');
  await page.getByTestId('library-open').click();
  await page.waitForFunction(() => /cannot be used/.test(document.querySelector('[data-testid=library-message]')?.textContent ?? ''));
  await shot(page, 'library-blocked-phone');
  await page.getByTestId('library-close').click();
  const before = await fen(page);
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]');
  assert.equal(await fen(page), before);
  assert.deepEqual(errors, []);
  await ctx.close();
});
