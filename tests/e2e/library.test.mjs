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
      // Reload once the list shows the delete (IndexedDB has it): a reload before the
      // transaction commits would race it.
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=library-list] li').length === n, recent.length - 1);
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
      assert.equal(await page.getByTestId('library-message').textContent(), `${recent.length} games exported.`);
      // The same file imported: every game is there already, none is added twice.
      await page.getByTestId('library-file').setInputFiles({ name: 'games.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(pgn) });
      await page.waitForFunction(() => /imported/.test(document.querySelector('[data-testid=library-message]').textContent));
      assert.equal(await page.getByTestId('library-message').textContent(), `0 games imported. ${recent.length} already in the library, not added again.`);
      assert.equal(await items(page).count(), recent.length);
      // A file of new games is added, with their players and results.
      const other = '[White "Aung"]\n[Black "Thiha"]\n[Result "0-1"]\n\n1. K@d2 K@e7 0-1\n';
      await page.getByTestId('library-file').setInputFiles({ name: 'new.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(other) });
      await page.waitForFunction(() => document.querySelector('[data-testid=library-message]').textContent === '1 game imported.');
      assert.equal(await items(page).count(), recent.length + 1);
      await page.selectOption('#library-result', '0-1');
      assert.equal(await items(page).count(), 2);
      // A file that is not PGN is refused in words; nothing is added.
      await page.getByTestId('library-file').setInputFiles({ name: 'bad.pgn', mimeType: 'text/plain', buffer: Buffer.from('1. Zz9 *') });
      await page.waitForFunction(() => /could not be imported: Invalid PGN/.test(document.querySelector('[data-testid=library-message]').textContent));
      // An empty file says why too.
      await page.getByTestId('library-file').setInputFiles({ name: 'empty.pgn', mimeType: 'text/plain', buffer: Buffer.from('') });
      await page.waitForFunction(() => /could not be imported: no game found in the file/.test(document.querySelector('[data-testid=library-message]').textContent));
      await page.selectOption('#library-result', '');
      assert.equal(await items(page).count(), recent.length + 1);
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
  // Two plies are one move (a move of each side).
  assert.match(await page.getByTestId('library-list').textContent(), /· 1 move(?!s)/);
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

/** Records written into the library's IndexedDB as they stand (the store's own shape). */
const seedRecords = (page, records) => page.evaluate((list) => new Promise((resolve, reject) => {
  const open = indexedDB.open('sittuyin-library', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('games', { keyPath: 'id' }).createIndex('savedAt', 'savedAt');
  open.onsuccess = () => {
    const tx = open.result.transaction('games', 'readwrite');
    for (const r of list) tx.objectStore('games').put(r);
    tx.oncomplete = () => { open.result.close(); resolve(); };
    tx.onerror = () => reject(tx.error);
  };
}), records);

describe('the library at its edges', () => {
  test('bad records: an oversized one is left out of Export and named, an unreadable one is not listed and said, empty games are not exported; one date format; moves not plies', async () => {
    for (const size of Object.keys(SIZES)) {
      const { ctx, page, errors } = await openRelease(size);
      const { recent } = release();
      const base = { rules: 'chessplayx', startFen: '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1', orientation: 'white', opponent: 'none', level: 3, rev: 1, result: '*' };
      await seedRecords(page, [
        { ...base, id: 'long-white', moves: ['K@d2'], plies: 1, savedAt: 1_700_000_000_000, white: 'W'.repeat(300), black: 'Min', date: '2024.03.09' },
        { ...base, id: 'empty', moves: [], plies: 0, savedAt: 1_700_000_100_000 },
        { id: 'broken', savedAt: 1_700_000_200_000, rules: 'chessplayx' },
      ]);
      await openLibrary(page);
      const list = await page.getByTestId('library-list').textContent();
      assert.doesNotMatch(list, /undefined/);
      assert.equal(await items(page).count(), recent.length + 2);
      assert.match(await page.getByTestId('library-count').textContent(), /1 unreadable record is not listed\./);
      // 24 plies are 12 moves; the imported date and the played dates in one format.
      assert.match(list, /· 12 moves/);
      assert.doesNotMatch(list, /24 moves|2024\.03\.09/);
      assert.match(list, new RegExp(new Date(2024, 2, 9).toLocaleDateString('en').replace(/[/.]/g, '\\$&')));
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('library-export').click()]);
      const games = parsePgn(readFileSync(await download.path(), 'utf8'));
      assert.equal(games.length, recent.length, 'the sound games with moves, and only those');
      const message = await page.getByTestId('library-message').textContent();
      assert.match(message, new RegExp(`^${recent.length} games exported\\. Left out, unreadable: W{39}… – Min, .*white is too long`));
      await shot(page, `library-export-skipped-${size}`);
      assert.deepEqual(errors, []);
      await ctx.close();
    }
  });

  test('a full IndexedDB is said as full, not as blocked; the games kept are still listed', async () => {
    for (const size of Object.keys(SIZES)) {
      const { ctx, page, errors } = await openRelease(size);
      const { recent } = release();
      await openLibrary(page);
      await page.getByTestId('library-close').click();
      // From now on the quota refuses every write.
      await page.evaluate(() => {
        IDBObjectStore.prototype.put = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
      });
      await page.getByTestId('new-game').click();
      await page.getByTestId('move-input').fill('K@d2');
      await page.getByTestId('move-input').press('Enter');
      await openLibrary(page);
      const message = await page.getByTestId('library-message').textContent();
      assert.match(message, /^The game library is full/);
      assert.doesNotMatch(message, /private mode/);
      assert.equal(await items(page).count(), recent.length);
      await page.getByTestId('library-file').setInputFiles({ name: 'new.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from('1. K@d2 K@e7 *\n') });
      await page.waitForFunction(() => /could not be imported: The game library is full/.test(document.querySelector('[data-testid=library-message]').textContent));
      await shot(page, `library-full-${size}`);
      assert.deepEqual(errors, []);
      await ctx.close();
    }
  });

  test('the recent games list follows a language switch', async () => {
    const { ctx, page, errors } = await openRelease('desktop');
    await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
    await page.waitForFunction(() => document.querySelectorAll('#recent option').length > 0);
    assert.match(await page.locator('#recent').textContent(), /12 moves/);
    await page.evaluate(() => { document.querySelector('#settings').open = true; });
    await page.selectOption('#lang', 'fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.waitForFunction(() => /12 coups/.test(document.querySelector('#recent').textContent));
    assert.doesNotMatch(await page.locator('#recent').textContent(), /moves|ChessPlayX rules/);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
