// The rules page (dist/app/rules/, one page per language) in Chromium: boards start only as they
// near the viewport (those far below have not started when the page says it is ready; scrolled
// to, each becomes a ready board), the piece diagrams ring exactly the engine's legal moves, a
// puzzle (<sittuyin-puzzle>) is solved by mouse, a wrong move is answered and taken back, the
// page runs under its strict CSP, the text says "tap or click" (never "click" alone) and the
// Burmese text has no Latin "chess", "app" or "engine", and its time to interactive
// (performance.mark('rules:interactive')) is printed, never asserted.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, setUp, SHOTS } from './helpers.mjs';

const PUZZLES = JSON.parse(readFileSync(join(ROOT, 'www/rules/puzzles.json'), 'utf8'));

/** Per language: the path, the first section heading (proof the text is in that language), the
 * puzzle feedback words. */
const LANGS = {
  en: { path: 'rules/', heading: 'The board and the pieces', tryAgain: /try again/i, solved: /Solved/ },
  fr: { path: 'rules/fr/', heading: 'L’échiquier et les pièces', tryAgain: /réessayez/i, solved: /Résolu/ },
  es: { path: 'rules/es/', heading: 'El tablero y las piezas', tryAgain: /inténtalo de nuevo/i, solved: /Resuelto/ },
  tr: { path: 'rules/tr/', heading: 'Tahta ve taşlar', tryAgain: /tekrar dene/i, solved: /Çözüldü/ },
  my: { path: 'rules/my/', heading: 'စစ်တုရင်ခုံ နှင့် အရုပ်များ', tryAgain: /ထပ်ကြိုးစား/, solved: /ဖြေရှင်းပြီး/ },
};

const app = setUp();

/** Opens a rules page; collects page errors, failed requests and CSP refusals. */
async function openRules(path, contextOptions = {}) {
  const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, ...contextOptions });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
  await page.goto(`${app.url}${path}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  const tti = await page.evaluate(() => performance.getEntriesByName('rules:interactive')[0]?.startTime ?? null);
  return { ctx, page, errors, tti };
}

/** The centre of `sq` on the canvas of the board inside `scope` (a locator). */
async function squarePoint(scope, sq, orientation = 'white') {
  const box = await scope.locator('canvas[data-testid="board"]').boundingBox();
  const file = sq.charCodeAt(0) - 97;
  const rank = Number(sq[1]) - 1;
  const col = orientation === 'white' ? file : 7 - file;
  const row = orientation === 'white' ? 7 - rank : rank;
  return { x: box.x + ((col + 0.5) * box.width) / 8, y: box.y + ((row + 0.5) * box.height) / 8 };
}

async function clickSquare(page, scope, sq, orientation) {
  const p = await squarePoint(scope, sq, orientation);
  await page.mouse.click(p.x, p.y);
}

/** Plays a board move by two clicks (from, to). */
async function clickMove(page, scope, uci, orientation) {
  await clickSquare(page, scope, uci.slice(0, 2), orientation);
  await clickSquare(page, scope, uci.slice(2, 4), orientation);
}

const puzzleFen = (page, id) => page.evaluate((id) => document.querySelector(`[data-puzzle="${id}"] sittuyin-puzzle`).board.game.fen(), id);
const puzzleState = (page, id) => page.evaluate((id) => document.querySelector(`[data-puzzle="${id}"] sittuyin-puzzle`).getAttribute('state'), id);
const waitPuzzle = (page, id, state) => page.waitForFunction(([id, state]) => document.querySelector(`[data-puzzle="${id}"] sittuyin-puzzle`)?.getAttribute('state') === state, [id, state]);

/** Scrolls every board slot into view, in page order, until each has become a ready board. */
async function startAll(page) {
  for (;;) {
    // Found and scrolled to in one step (a slot may turn into its board at any moment).
    const left = await page.evaluate(() => {
      const slot = document.querySelector('.board-slot');
      slot?.scrollIntoView({ block: 'center' });
      return !!slot;
    });
    if (!left) break;
    await page.waitForFunction(() => !document.querySelector('.board-slot') || document.querySelector('.board-slot').getBoundingClientRect().top > innerHeight);
  }
  await page.waitForFunction(() => [...document.querySelectorAll('sittuyin-board, sittuyin-puzzle')].every((b) => b.board));
  await page.evaluate(() => window.scrollTo(0, 0));
}

const times = {};

describe('rules page', () => {
  for (const [lang, want] of Object.entries(LANGS)) {
    test(`${lang}: loads under its CSP, every board ready, text in ${lang}, rings from the engine, a puzzle solved by mouse`, async () => {
      const { ctx, page, errors, tti } = await openRules(want.path);
      try {
        times[`${lang} desktop`] = tti;
        assert.equal(await page.getAttribute('html', 'lang'), lang);
        assert.equal((await page.locator('section h2').first().textContent()).trim(), want.heading);
        // The language switcher links the other four and marks this one; a link back to the app.
        const langs = await page.locator('nav.langs a').evaluateAll((as) => as.map((a) => [a.hreflang, a.getAttribute('aria-current'), new URL(a.href).pathname]));
        assert.equal(langs.length, 5);
        for (const [code, current, path] of langs) {
          assert.equal(current === 'page', code === lang);
          assert.ok(path.endsWith(LANGS[code].path), `${code}: ${path}`);
        }
        assert.equal(new URL(await page.locator('a.back').evaluate((a) => a.href)).pathname, '/');

        // Far below the first screen, nothing has started yet: the puzzles and the last diagrams
        // are slots of their size.
        const early = await page.evaluate(() => ({
          slots: document.querySelectorAll('.board-slot').length,
          puzzles: document.querySelectorAll('sittuyin-puzzle').length,
          stalemate: !!document.querySelector('[data-diagram="stalemate"] sittuyin-board'),
          first: !!document.querySelector('[data-diagram="start"] sittuyin-board')?.board,
        }));
        assert.ok(early.slots >= 10, JSON.stringify(early));
        assert.deepEqual([early.puzzles, early.stalemate, early.first], [0, false, true]);
        // The slots keep the boards' places: starting them all moves nothing above them.
        await startAll(page);
        // Every <sittuyin-board> has its canvas in its shadow root and its SittuyinBoard.
        const boards = await page.evaluate(() => [...document.querySelectorAll('sittuyin-board')].map((b) => ({
          ready: !!b.board && !!b.shadowRoot?.querySelector('canvas[data-testid="board"]'),
          width: b.shadowRoot?.querySelector('canvas')?.getBoundingClientRect().width ?? 0,
        })));
        assert.ok(boards.length >= 16, `${boards.length} boards`);
        assert.equal(await page.locator('sittuyin-puzzle').count(), PUZZLES.length);
        assert.ok(boards.every((b) => b.ready && b.width > 100), JSON.stringify(boards));
        // Same structure in every language: the sections, the diagrams and the puzzles, in order.
        assert.deepEqual(await page.locator('main section').evaluateAll((ss) => ss.map((x) => x.id)), ['board', 'placement', 'moves', 'promotion', 'counting', 'draws', 'notation', 'puzzles']);
        const ids = await page.locator('[data-diagram]').evaluateAll((fs) => fs.map((f) => f.dataset.diagram));
        assert.deepEqual(ids, ['start', 'area', 'chariots', 'place', 'setup', 'king', 'general', 'elephant', 'horse', 'chariot', 'pawn', 'promote', 'no-attack', 'last-pawn', 'counting', 'stalemate']);
        assert.deepEqual(await page.locator('[data-puzzle]').evaluateAll((as) => as.map((a) => a.dataset.puzzle)), PUZZLES.map((p) => p.id));

        // The rings of each piece diagram are the engine's legal moves from its square.
        for (const [id, from] of [['king', 'd4'], ['general', 'd4'], ['elephant', 'd4'], ['horse', 'd4'], ['chariot', 'd4'], ['pawn', 'e4']]) {
          const { drawn, legal } = await page.evaluate(([id, from]) => {
            const b = document.querySelector(`[data-diagram="${id}"] sittuyin-board`);
            const canvas = b.shadowRoot.querySelector('canvas');
            const drawn = (canvas.dataset.shapes ?? '').split(' ').filter(Boolean).map((s) => s.replace(/^analysis:/, '')).sort();
            const legal = [...new Set(b.board.game.legalMoves().filter((m) => m.slice(0, 2) === from).map((m) => m.slice(2, 4)))].sort();
            return { drawn, legal };
          }, [id, from]);
          assert.ok(legal.length > 0, id);
          assert.deepEqual(drawn, legal, `${id}: rings = legal moves from ${from}`);
        }
        const elephant = await page.evaluate(() => document.querySelector('[data-diagram="elephant"] sittuyin-board').shadowRoot.querySelector('canvas').dataset.shapes);
        assert.equal(elephant.split(' ').length, 5, 'the elephant: four diagonals and one step forward');
        // The promotion diagrams: ghost Generals for exactly the legal promotions.
        const promo = await page.evaluate(() => [...document.querySelectorAll('[data-diagram="promote"], [data-diagram="no-attack"]')].map((f) => {
          const b = f.querySelector('sittuyin-board');
          return { shapes: b.shadowRoot.querySelector('canvas').dataset.shapes, promotions: b.board.game.legalMoves().filter((m) => m.endsWith('f')).length };
        }));
        assert.equal(promo[0].promotions, 5);
        assert.equal(promo[1].promotions, 4, 'no d5c6f: the General would attack b7');
        for (const p of promo) assert.equal(p.shapes.split(' ').length, p.promotions);
        // Counting and stalemate status lines come from the engine.
        const counting = await page.locator('[data-diagram="counting"] [data-testid="status"]').textContent();
        assert.match(counting, /10/);
        assert.match(counting, /16/);

        // A mate in 1 by mouse clicks on the canvas: the horse's smothered mate.
        const horse = page.locator('[data-puzzle="horse-mate"]');
        await horse.scrollIntoViewIfNeeded();
        await clickMove(page, horse, 'e5f7', 'white');
        await waitPuzzle(page, 'horse-mate', 'solved');
        assert.match(await horse.getByTestId('feedback').textContent(), want.solved);
        assert.equal((await page.evaluate(() => document.querySelector('[data-puzzle="horse-mate"] sittuyin-puzzle').board.game.status())).reason, 'checkmate');

        // A wrong move is answered ("try again") and taken back.
        const chariot = page.locator('[data-puzzle="chariot-mate"]');
        const start = await puzzleFen(page, 'chariot-mate');
        await chariot.scrollIntoViewIfNeeded();
        await clickMove(page, chariot, 'a1a7', 'white');
        await waitPuzzle(page, 'chariot-mate', 'wrong');
        assert.match(await chariot.getByTestId('feedback').textContent(), want.tryAgain);
        await waitPuzzle(page, 'chariot-mate', 'playing');
        assert.equal(await puzzleFen(page, 'chariot-mate'), start);

        // Device-neutral words: "click" only beside "tap" (a phone has no mouse); the Burmese
        // text writes chess, app and engine in Burmese.
        const text = await page.locator('main').innerText();
        if (lang === 'en') assert.equal((text.match(/click/gi) ?? []).length, (text.match(/tap or click/gi) ?? []).length, 'every "click" is "tap or click"');
        if (lang === 'my') assert.doesNotMatch(text, /\b(chess|app|engine)\b/i);

        assert.deepEqual(errors, []);
        await page.screenshot({ path: join(SHOTS, `rules-${lang}.png`), fullPage: true });
      } finally {
        await ctx.close();
      }
    });
  }

  test('a mate in 2 by mouse: the engine defends, the reader mates; Black to move is shown from Black’s side', async () => {
    const { ctx, page, errors } = await openRules('rules/');
    try {
      await startAll(page);
      const p = page.locator('[data-puzzle="promotion-mate"]');
      await p.scrollIntoViewIfNeeded();
      // c6d7=F: the pawn, then the ghost General on d7; the solution's reply follows.
      await clickMove(page, p, 'c6d7', 'white');
      await page.waitForFunction(() => document.querySelector('[data-puzzle="promotion-mate"] sittuyin-puzzle').board.game.ply === 2);
      assert.equal(await puzzleState(page, 'promotion-mate'), 'playing');
      const history = await page.evaluate(() => document.querySelector('[data-puzzle="promotion-mate"] sittuyin-puzzle').board.game.history());
      assert.deepEqual(history, PUZZLES.find((x) => x.id === 'promotion-mate').solution.slice(0, 2));
      // Hint twice: the piece, then the mating move as an arrow (hint brush).
      await p.getByTestId('hint').click();
      await p.getByTestId('hint').click();
      const hint = await page.evaluate(() => document.querySelector('[data-puzzle="promotion-mate"] sittuyin-puzzle').board.canvas.dataset.shapes);
      const [, from, to] = /^hint:([a-h][1-8])-([a-h][1-8])$/.exec(hint) ?? [];
      assert.ok(from && to, hint);
      await clickMove(page, p, from + to, 'white');
      await waitPuzzle(page, 'promotion-mate', 'solved');
      // Start again restores the puzzle.
      await p.getByTestId('retry').click();
      await waitPuzzle(page, 'promotion-mate', 'playing');
      assert.equal(await puzzleFen(page, 'promotion-mate'), PUZZLES.find((x) => x.id === 'promotion-mate').fen);

      // Black to move: the board is turned; a click mate from Black's side.
      const e = page.locator('[data-puzzle="elephant-mate"]');
      assert.equal(await page.evaluate(() => document.querySelector('[data-puzzle="elephant-mate"] sittuyin-puzzle').board.orientation), 'black');
      await e.scrollIntoViewIfNeeded();
      await clickMove(page, e, 'f3f2', 'black');
      await waitPuzzle(page, 'elephant-mate', 'solved');

      // The piece-set menu redraws every board (the drawn sets load on first use).
      await page.getByTestId('pieces').selectOption('burmese');
      await page.waitForFunction(() => [...document.querySelectorAll('sittuyin-board')].every((b) => b.shadowRoot.querySelector('canvas').dataset.pieces === 'burmese'));
      await page.getByTestId('pieces').selectOption('letters');

      // The placement board: a drop from the tray, then Start again.
      const place = page.locator('[data-diagram="place"]');
      await place.scrollIntoViewIfNeeded();
      await place.locator('[data-testid="reserve-white"] [data-role="chariot"]').click();
      await clickSquare(page, place, 'a1', 'white');
      await page.waitForFunction(() => document.querySelector('[data-diagram="place"] sittuyin-board').board.game.ply === 1);
      await place.getByTestId('reset').click();
      assert.equal(await page.evaluate(() => document.querySelector('[data-diagram="place"] sittuyin-board').board.game.ply), 0);
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });

  test('two wasm modules: the diagrams load the rules core only; the engine\'s module comes with the first search', async () => {
    const { readFileSync: read } = await import('node:fs');
    // The app's service worker precaches both (the app plays offline against the computer).
    const sw = read(join(ROOT, 'dist/app/sw.js'), 'utf8');
    assert.match(sw, /assets\/sittuyin_bg-[\w-]+\.wasm/);
    assert.match(sw, /assets\/sittuyin_engine_bg-[\w-]+\.wasm/);
    for (const path of ['rules/', 'embed.html#rules=chessplayx&moves=K@c2,K@f7']) {
      const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await ctx.newPage();
      const wasm = [];
      page.on('request', (r) => { if (/\.wasm$/.test(new URL(r.url()).pathname)) wasm.push(new URL(r.url()).pathname.split('/').pop()); });
      try {
        await page.goto(`${app.url}${path}`);
        if (path === 'rules/') {
          await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
        } else {
          await page.waitForFunction(() => document.querySelector('sittuyin-board')?.board?.game?.ply === 2, null, { timeout: 15000 });
        }
        await page.waitForLoadState('networkidle');
        assert.ok(wasm.some((f) => f.startsWith('sittuyin_bg-')), `${path}: ${wasm.join(', ')}`);
        assert.deepEqual(wasm.filter((f) => f.includes('engine')), [], path);
        if (path !== 'rules/') continue;
        // The puzzle starts as it nears the viewport; on the page's thread without
        // init({ engine: true }) a search is refused with ERR_INIT (nothing fetched), never a trap.
        const p = page.locator('[data-puzzle="promotion-mate"]');
        await p.scrollIntoViewIfNeeded();
        await waitPuzzle(page, 'promotion-mate', 'playing');
        const refused = await page.evaluate(() => {
          try {
            document.querySelector('[data-puzzle="promotion-mate"] sittuyin-puzzle').board.game.bestMove({ depth: 1 });
            return 'no error';
          } catch (e) {
            return e.code;
          }
        });
        assert.equal(refused, 'ERR_INIT');
        assert.deepEqual(wasm.filter((f) => f.includes('engine')), []);
        // A move off the solution is judged by the engine (in its worker): its module comes then, once.
        await clickMove(page, p, 'c3c4', 'white');
        await page.waitForFunction(() => ['wrong', 'solved', 'reply'].includes(document.querySelector('[data-puzzle="promotion-mate"] sittuyin-puzzle').getAttribute('state')), null, { timeout: 60000 });
        assert.equal(wasm.filter((f) => f.startsWith('sittuyin_engine_bg-')).length, 1, wasm.join(', '));
      } finally {
        await ctx.close();
      }
    }
  });

  test('offline: after a visit to the app, the rules pages load from its service worker', async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(app.url);
    await page.waitForSelector('body[data-ready="1"]');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const precache = await (await ctx.request.get(`${app.url}sw.js`)).text();
    for (const path of Object.values(LANGS).map((l) => l.path)) assert.ok(precache.includes(`"./${path}"`), `${path} is precached`);
    await ctx.setOffline(true);
    for (const lang of ['en', 'fr', 'my']) {
      await page.goto(`${app.url}${LANGS[lang].path}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
      assert.equal(await page.getAttribute('html', 'lang'), lang);
    }
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('phone (390 px): diagrams fit the screen; time to interactive printed', async () => {
    for (const lang of ['en', 'my']) {
      const { ctx, page, errors, tti } = await openRules(LANGS[lang].path, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      try {
        times[`${lang} phone`] = tti;
        await startAll(page);
        const widths = await page.evaluate(() => [...document.querySelectorAll('sittuyin-board')].map((b) => b.getBoundingClientRect().width));
        assert.ok(widths.every((w) => w > 250 && w <= 390), widths.join(','));
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
        assert.deepEqual(errors, []);
        await page.screenshot({ path: join(SHOTS, `rules-${lang}-phone.png`), fullPage: true });
      } finally {
        await ctx.close();
      }
    }
    // Information only (the budget is < 1 s; no timed assertion on a shared machine).
    console.log('rules page time to interactive (ms):', JSON.stringify(Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Math.round(v)]))));
  });
});
