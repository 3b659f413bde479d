// Faults and extremes (issue 21): a dead engine worker, piece sets chosen in a hurry or offline,
// a board element moved in the page, bad attributes on a live board, a very long saved game, a
// corrupt saved game too large to set aside, and a bad stored language.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fen, loadFen, openApp, setUp, shot, SIZES, status } from './helpers.mjs';

const app = setUp();

/** Records every Worker the page makes (window.__workers), so a test can kill one. */
const RECORD_WORKERS = () => {
  const Real = window.Worker;
  window.__workers = [];
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      window.__workers.push(this);
    }
  };
};

const hintText = (page) => page.getByTestId('hint').textContent();

describe('a dead engine worker', () => {
  test('a worker that cannot load: the app says so, Try again and New game recover', { timeout: 120_000 }, async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    let broken = true;
    await ctx.route(/worker[^/]*\.js/, (route) => (broken ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
    const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
    const before = await fen(page);
    await page.selectOption('#level', '8');
    await page.selectOption('#opponent', 'white');
    // The failure is said in words, with a way on; "thinking" does not stay.
    await page.getByTestId('engine-retry').waitFor({ timeout: 60_000 });
    assert.match(await page.locator('#notice').textContent(), /stopped answering/);
    assert.doesNotMatch(await hintText(page), /thinking/i);
    await shot(page, 'faults-engine-failed');
    // Try again, with the worker back: the computer plays.
    broken = false;
    await page.getByTestId('engine-retry').click();
    await page.waitForFunction((f) => document.querySelector('[data-testid=fen]').textContent !== f, before, { timeout: 60_000 });
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('New game starts the computer afresh after a failure; Play on as two players hands the move back', { timeout: 120_000 }, async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    let broken = true;
    await ctx.route(/worker[^/]*\.js/, (route) => (broken ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
    const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
    await page.selectOption('#opponent', 'white');
    await page.getByTestId('engine-two-players').waitFor({ timeout: 60_000 });
    await page.getByTestId('engine-two-players').click();
    assert.equal(await page.locator('#opponent').inputValue(), 'none');
    assert.doesNotMatch(await hintText(page), /thinking/i);
    // Against the computer again, still broken: said again; then New game with the worker back.
    await page.selectOption('#opponent', 'white');
    await page.getByTestId('engine-retry').waitFor({ timeout: 60_000 });
    broken = false;
    const start = await fen(page);
    await page.getByTestId('new-game').click();
    await page.waitForFunction((f) => document.querySelector('[data-testid=fen]').textContent !== f, start, { timeout: 60_000 });
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the hint with a broken worker says so instead of thinking for ever', { timeout: 120_000 }, async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    await ctx.route(/worker[^/]*\.js/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
    await page.getByTestId('hint-button').click();
    await page.getByTestId('engine-retry').waitFor({ timeout: 60_000 });
    assert.doesNotMatch(await hintText(page), /thinking/i);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('a worker terminated 150 ms into a level-8 search is replaced and the computer moves', { timeout: 150_000 }, async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    await ctx.addInitScript(RECORD_WORKERS);
    const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
    // A position in play (level 8 answers placement drops from its book at once, with no search
    // to kill): traditional set-ups kHide against nSide, White to move.
    await loadFen(page, '4r1r1/2knns2/2sfpppp/pppp4/4PPPP/PPPPFN2/1SKSN3/5RR1[] w - - 0 9');
    await page.waitForFunction(() => document.querySelector('[data-testid=fen]').textContent.startsWith('4r1r1/2knns2/'));
    const start = await fen(page);
    await page.selectOption('#level', '8');
    await page.selectOption('#opponent', 'white');
    await page.waitForFunction(() => window.__workers.length > 0);
    await page.waitForTimeout(150);
    await page.evaluate(() => window.__workers.at(-1).terminate());
    // The watchdog (the level's 2 s plus its margin) replaces the worker; the move comes.
    await page.waitForFunction((f) => document.querySelector('[data-testid=fen]').textContent !== f, start, { timeout: 90_000 });
    assert.ok(await page.evaluate(() => window.__workers.length) >= 2);
    assert.doesNotMatch(await hintText(page), /thinking/i);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

/** Every Worker the page makes is terminated as soon as it is loaded and has a search
 * (a worker that dies silently mid-search); window.__t0: when the first search was sent. */
const KILL_SEARCHES = () => {
  const Real = window.Worker;
  window.__t0 = null;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        if (e.data?.type === 'ready') this.kill('ready');
      });
    }
    kill(what) {
      this[what] = true;
      if (this.ready && this.search && !this.doomed && window.__kill !== false) { this.doomed = true; this.terminate(); }
    }
    postMessage(msg, ...rest) {
      if (msg?.type === 'search') {
        window.__t0 ??= performance.now();
        this.kill('search');
      }
      return super.postMessage(msg, ...rest);
    }
  };
};

/** The engine notice with its Try again, and the ms since window.__t0 when it was seen. */
const engineNotice = (page) => page.waitForFunction(() => {
  const n = document.querySelector('#notice');
  return n && !n.hidden && n.querySelector('[data-testid=engine-retry]') ? performance.now() - (window.__t0 ?? 0) : null;
}, null, { timeout: 40_000, polling: 50 }).then((h) => h.jsonValue());

describe('failures said in seconds', () => {
  test('the engine\'s wasm blocked: the worker says so at once; one notice in words, the status no longer "thinking"', { timeout: 90_000 }, async (t) => {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const ctx = await app.browser.newContext({ viewport, serviceWorkers: 'block' });
      await ctx.addInitScript(() => {
        const Real = window.Worker;
        window.__t0 = null;
        window.Worker = class extends Real {
          constructor(...args) {
            super(...args);
            window.__t0 ??= performance.now();
          }
        };
      });
      await ctx.route(/sittuyin_engine_bg[^/]*\.wasm/, (route) => route.abort('blockedbyclient'));
      const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
      await page.selectOption('#level', '4');
      await page.selectOption('#opponent', 'white');
      const ms = await engineNotice(page);
      t.diagnostic(`${size}: notice ${Math.round(ms)} ms after the worker was made`);
      assert.match(await page.locator('#notice').textContent(), /stopped answering/);
      assert.equal(await status(page), 'Red to move · the computer stopped answering');
      assert.doesNotMatch(await hintText(page), /thinking/i);
      assert.equal(await page.locator('#notice').isVisible(), true);
      await shot(page, `faults-engine-blocked-${size}`);
      assert.deepEqual(errors, []);
      await ctx.close();
    }
  });

  test('a worker dying silently mid-search, at levels 1, 4 and 8: noticed within seconds of the expected reply', { timeout: 120_000 }, async (t) => {
    const one = async (level) => {
      const ctx = await app.browser.newContext({ viewport: SIZES.desktop, serviceWorkers: 'block' });
      await ctx.addInitScript(KILL_SEARCHES);
      const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
      await loadFen(page, '4r1r1/2knns2/2sfpppp/pppp4/4PPPP/PPPPFN2/1SKSN3/5RR1[] w - - 0 9');
      await page.waitForFunction(() => document.querySelector('[data-testid=fen]').textContent.startsWith('4r1r1/2knns2/'));
      await page.selectOption('#level', String(level));
      await page.selectOption('#opponent', 'white');
      const ms = await engineNotice(page);
      t.diagnostic(`level ${level}: notice ${(ms / 1000).toFixed(1)} s after the first search was sent`);
      assert.doesNotMatch(await status(page), /thinking/i);
      // Play on as two players: the move is the user's again.
      await page.getByTestId('engine-two-players').click();
      assert.equal(await page.locator('#opponent').inputValue(), 'none');
      assert.deepEqual(errors, []);
      await ctx.close();
    };
    await Promise.all([1, 4, 8].map(one));
  });

  test('the review with a dead engine pauses and says why in words; Resume goes on once the engine works', { timeout: 120_000 }, async (t) => {
    const FEN = '7r/6k1/8/8/8/8/8/R5K1[] b - - 0 30';
    const hash = `#fen=${encodeURIComponent(FEN)}&moves=h8a8,a1a8,g7f7,g1g2&rules=chessplayx`;
    for (const [size, viewport] of Object.entries(SIZES)) {
      const ctx = await app.browser.newContext({ viewport, serviceWorkers: 'block' });
      await ctx.addInitScript(KILL_SEARCHES);
      const page = await ctx.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${app.url}${hash}`);
      await page.waitForSelector('body[data-ready="1"]');
      await page.getByTestId('review-open').click();
      const ms = await page.waitForFunction(() => /stopped answering/.test(document.querySelector('[data-testid=review-state]')?.textContent ?? '') && performance.now() - window.__t0, null, { timeout: 40_000 }).then((h) => h.jsonValue());
      t.diagnostic(`${size}: review paused ${(ms / 1000).toFixed(1)} s after its first search`);
      const state = await page.getByTestId('review-state').textContent();
      assert.match(state, /^The engine stopped answering: the review paused at position \d+ of 5\. Press Resume to go on\.$/);
      assert.ok(await page.getByTestId('review-resume').isVisible());
      await page.getByTestId('review').scrollIntoViewIfNeeded();
      await shot(page, `faults-review-stopped-${size}`);
      await page.evaluate(() => { window.__kill = false; });
      await page.getByTestId('review-resume').click();
      await page.waitForFunction(() => document.querySelector('[data-testid=review-state]')?.textContent === 'Review complete', null, { timeout: 60_000 });
      assert.deepEqual(errors, []);
      await ctx.close();
    }
  });
});

/** A new context without service workers (so routes see every request), and its page on `path`. */
async function freshPage(path = '', { init, routes = [] } = {}) {
  const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 }, serviceWorkers: 'block' });
  if (init) await ctx.addInitScript(init.fn, init.arg);
  for (const [pattern, handler] of routes) await ctx.route(pattern, handler);
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${app.url}${path}`);
  return { ctx, page, errors };
}

const slow = (ms) => async (route) => { await new Promise((r) => setTimeout(r, ms)); await route.continue(); };

describe('piece sets chosen in a hurry, or offline', () => {
  test('the app: Burmese then Letters at once ends on Letters (menu, board, setting)', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await freshPage('', { routes: [[/burmese-[^/]*\.js/, slow(600)]] });
    await page.waitForSelector('body[data-ready="1"]');
    const loaded = page.waitForResponse(/burmese-[^/]*\.js/);
    await page.evaluate(() => {
      const sel = document.querySelector('#pieces');
      for (const v of ['burmese', 'letters']) {
        sel.value = v;
        sel.dispatchEvent(new Event('change'));
      }
    });
    await loaded;
    await page.waitForTimeout(200);
    assert.equal(await page.getByTestId('board').getAttribute('data-pieces'), 'letters');
    assert.equal(await page.locator('#pieces').inputValue(), 'letters');
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('sittuyin.settings')).pieces), 'letters');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the element: pieces="burmese" then "letters" at once, and setPieceSet likewise, end on Letters', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await freshPage('rules/', { routes: [[/burmese-[^/]*\.js/, slow(600)]] });
    await page.waitForFunction(() => customElements.get('sittuyin-board'));
    const loaded = page.waitForResponse(/burmese-[^/]*\.js/);
    const result = await page.evaluate(async () => {
      const el = document.createElement('sittuyin-board');
      document.body.append(el);
      const board = await el.ready;
      el.setAttribute('pieces', 'burmese');
      el.setAttribute('pieces', 'letters');
      const a = board.setPieceSet('burmese');
      const b = board.setPieceSet('letters');
      await Promise.all([a, b]);
      return el.shadowRoot.querySelector('canvas').dataset.pieces;
    });
    await loaded;
    await page.waitForTimeout(200);
    assert.equal(result, 'letters');
    assert.equal(await page.evaluate(() => [...document.querySelectorAll('body > sittuyin-board')].at(-1).shadowRoot.querySelector('canvas').dataset.pieces), 'letters');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('offline without the service worker: Burmese fails to load, the menu and setting go back, a notice says why', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await freshPage('', { routes: [[/burmese-[^/]*\.js/, (route) => route.abort('internetdisconnected')]] });
    await page.waitForSelector('body[data-ready="1"]');
    await page.evaluate(() => {
      const sel = document.querySelector('#pieces');
      sel.value = 'burmese';
      sel.dispatchEvent(new Event('change'));
    });
    await page.waitForFunction(() => !document.querySelector('#notice').hidden);
    assert.match(await page.locator('#notice').textContent(), /Burmese pieces could not be loaded/);
    assert.equal(await page.locator('#pieces').inputValue(), 'letters');
    assert.equal(await page.getByTestId('board').getAttribute('data-pieces'), 'letters');
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('sittuyin.settings')).pieces), 'letters');
    await shot(page, 'faults-pieces-offline');
    // Saved as Burmese from an earlier visit, opened offline: letters shown and said, no uncaught error.
    await page.evaluate(() => localStorage.setItem('sittuyin.settings', JSON.stringify({ lang: 'en', pieces: 'burmese', sound: false })));
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    await page.waitForFunction(() => !document.querySelector('#notice').hidden);
    assert.equal(await page.locator('#pieces').inputValue(), 'letters');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('the <sittuyin-board> element', () => {
  test('moving the element keeps its game and board; only a removal for good frees it', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await freshPage('rules/');
    await page.waitForFunction(() => customElements.get('sittuyin-board'));
    const r = await page.evaluate(async () => {
      const el = document.createElement('sittuyin-board');
      const a = document.createElement('div');
      const b = document.createElement('div');
      document.body.append(a, b);
      a.append(el);
      const board = await el.ready;
      board.play('K@a1');
      b.append(el); // a move in one task
      await new Promise((r) => setTimeout(r, 50));
      const sameTask = { ply: el.board.game.ply, same: el.board === board, ready: (await el.ready).game.ply };
      el.remove(); // out, and back in later
      await new Promise((r) => setTimeout(r, 50));
      a.append(el);
      const later = { ply: (await el.ready).game.ply, board: el.board?.game.ply, canvas: !!el.shadowRoot.querySelector('canvas') };
      el.remove(); // for good
      await new Promise((r) => setTimeout(r, 50));
      return { sameTask, later, gone: el.board === null };
    });
    assert.deepEqual(r.sameTask, { ply: 1, same: true, ready: 1 });
    assert.deepEqual(r.later, { ply: 1, board: 1, canvas: true });
    assert.equal(r.gone, true);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('bad attributes on a live board: the last good position stays, a notice shows, error fires; bad arrows never cost the board', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await freshPage('rules/');
    await page.waitForFunction(() => customElements.get('sittuyin-board'));
    const r = await page.evaluate(async () => {
      const el = document.createElement('sittuyin-board');
      el.setAttribute('fen', '7k/8/8/8/8/8/8/K5R1[] w - - 0 1');
      document.body.append(el);
      const board = await el.ready;
      const codes = [];
      el.addEventListener('sittuyin-error', (e) => codes.push(e.detail?.code));
      const notice = () => el.shadowRoot.querySelector('[data-testid=board-error]');
      el.setAttribute('fen', 'not a fen');
      const afterFen = { fen: el.board.game.fen(), notice: notice()?.textContent ?? null, role: notice()?.getAttribute('role'), visible: !!notice()?.getBoundingClientRect().height };
      el.setAttribute('rules', 'nonsense');
      const afterRules = el.board.game.fen();
      el.setAttribute('rules', 'chessplayx');
      el.setAttribute('fen', '7k/8/8/8/8/8/8/K4R2[] w - - 0 1');
      const fixed = { fen: el.board.game.fen(), notice: notice() };
      el.setAttribute('arrows', 'z9 a1a2a3');
      const afterArrows = { canvas: !!el.shadowRoot.querySelector('canvas'), board: el.board === board, notice: !!notice() };
      el.setAttribute('arrows', 'a1 h1');
      const arrowsFixed = { notice: notice(), shapes: el.shadowRoot.querySelector('canvas').dataset.shapes };
      // Bad arrows from the start: the board is built, the arrows left out.
      const el2 = document.createElement('sittuyin-board');
      el2.setAttribute('arrows', 'q0');
      const codes2 = [];
      el2.addEventListener('sittuyin-error', (e) => codes2.push(e.detail?.code));
      document.body.append(el2);
      const b2 = await el2.ready;
      return { codes, afterFen, afterRules, fixed, afterArrows, arrowsFixed, built: !!b2 && !!el2.shadowRoot.querySelector('canvas'), codes2 };
    });
    assert.equal(r.afterFen.fen, '7k/8/8/8/8/8/8/K5R1[] w - - 0 1');
    assert.match(r.afterFen.notice, /fen/);
    assert.equal(r.afterFen.role, 'status');
    assert.ok(r.afterFen.visible);
    assert.equal(r.afterRules, '7k/8/8/8/8/8/8/K5R1[] w - - 0 1');
    assert.equal(r.fixed.fen, '7k/8/8/8/8/8/8/K4R2[] w - - 0 1');
    assert.equal(r.fixed.notice, null);
    assert.deepEqual(r.afterArrows, { canvas: true, board: true, notice: true });
    assert.equal(r.arrowsFixed.notice, null);
    assert.match(r.codes[0], /^ERR_FEN/);
    assert.ok(r.codes.includes('ERR_RULES') || r.codes.includes('ERR_ARGUMENT'), r.codes.join());
    assert.ok(r.codes.at(-1).startsWith('ERR_'));
    assert.equal(r.built, true);
    assert.equal(r.codes2.length, 1);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('storage at its edges', () => {
  test('a corrupt saved game filling the storage is set aside when it fits, else offered as a download and said so', { timeout: 120_000 }, async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 }, serviceWorkers: 'block', acceptDownloads: true });
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(app.url);
    await page.waitForSelector('body[data-ready="1"]');
    // 3 MB of unreadable text: set aside (the copy fits once the original makes room).
    const big = await page.evaluate(() => {
      localStorage.clear();
      const text = `{"rules": ${'x'.repeat(3_000_000)}`;
      localStorage.setItem('sittuyin.game', text);
      return text.length;
    });
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.match(await page.locator('#notice').textContent(), /set aside/);
    assert.equal(await page.evaluate(() => localStorage.getItem('sittuyin.corrupt')?.length), big);
    // The storage filled to the brim by the unreadable game: the copy cannot fit; the page says so
    // and offers the text as a download.
    const size = await page.evaluate(() => {
      localStorage.clear();
      let lo = 0;
      let hi = 20_000_000;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        try {
          localStorage.setItem('sittuyin.game', `{${'y'.repeat(mid - 1)}`);
          lo = mid;
        } catch {
          hi = mid;
        }
      }
      localStorage.setItem('sittuyin.game', `{${'y'.repeat(lo - 1)}`);
      return lo;
    });
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    const notice = await page.locator('#notice').textContent();
    assert.match(notice, /too large/);
    assert.doesNotMatch(notice, /set aside \(/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-corrupt').click()]);
    assert.equal(download.suggestedFilename(), 'sittuyin-unreadable-game.txt');
    const { readFileSync } = await import('node:fs');
    assert.equal(readFileSync(await download.path(), 'utf8').length, size);
    // The new game is saved in the room the old text left.
    await page.waitForFunction(() => localStorage.getItem('sittuyin.game')?.startsWith('{"rules"'));
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('two tabs moving at the same moment: the conflict is said in both, both follow one line, the other line is kept in the library', { timeout: 90_000 }, async () => {
    const ctx = await app.browser.newContext({ viewport: SIZES.desktop, serviceWorkers: 'block' });
    // Each tab's storage events are held back while both move, then delivered: the moves are
    // made at the same moment, as far as either tab can tell.
    await ctx.addInitScript(() => {
      window.__held = [];
      window.__hold = false;
      window.addEventListener('storage', (e) => {
        if (!window.__hold) return;
        e.stopImmediatePropagation();
        window.__held.push([e.key, e.newValue]);
      }, { capture: true });
    });
    const open = async () => {
      const page = await ctx.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(app.url);
      await page.waitForSelector('body[data-ready="1"]');
      return { page, errors };
    };
    const type = async (page, m) => { await page.fill('#move-input', m); await page.press('#move-input', 'Enter'); };
    const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('sittuyin.game')));
    const a = await open();
    for (const m of ['K@d2', 'K@e7']) await type(a.page, m);
    await a.page.waitForFunction(() => JSON.parse(localStorage.getItem('sittuyin.game')).moves.length === 2);
    const b = await open();
    assert.equal((await stored(b.page)).id, (await stored(a.page)).id);
    await Promise.all([a, b].map(({ page }) => page.evaluate(() => { window.__hold = true; })));
    await type(a.page, 'R@g1');
    await type(b.page, 'R@h1');
    // Each tab saved its move (the other tab's event waits in its queue).
    await a.page.waitForFunction(() => window.__held.length > 0);
    await b.page.waitForFunction(() => window.__held.length > 0);
    await Promise.all([a, b].map(({ page }) => page.evaluate(() => {
      window.__hold = false;
      for (const [key, newValue] of window.__held.splice(0)) window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    })));
    const notices = await Promise.all([a, b].map(({ page }) => page.waitForFunction(() => {
      const n = document.querySelector('#notice');
      return !n.hidden && /same moment/.test(n.textContent) ? n.textContent : null;
    }).then((h) => h.jsonValue())));
    // One tab keeps its line, the other follows it; both say so.
    assert.deepEqual(notices.map((n) => /This game goes on here/.test(n)).sort(), [false, true]);
    assert.ok(notices.some((n) => /This tab now shows that game; your line is kept in your games/.test(n)), notices.join(' | '));
    const winner = 'R@h1' > 'R@g1' ? 'R@h1' : 'R@g1';
    const loser = winner === 'R@h1' ? 'R@g1' : 'R@h1';
    for (const { page } of [a, b]) {
      await page.waitForFunction((w) => [...document.querySelectorAll('#moves button[data-ply]')].map((x) => x.textContent).at(-1) === w, winner);
    }
    const game = await stored(a.page);
    assert.deepEqual(game.moves, ['K@d2', 'K@e7', winner]);
    // The other line is a game of its own among the recent games, and so in the library.
    const recent = await a.page.evaluate(() => JSON.parse(localStorage.getItem('sittuyin.recent')));
    const kept = recent.filter((r) => r.id !== game.id && r.moves.join() === ['K@d2', 'K@e7', loser].join());
    assert.equal(kept.length, 1, JSON.stringify(recent.map((r) => [r.id, r.moves])));
    await a.page.getByTestId('library-open').click();
    await a.page.waitForFunction((id) => document.querySelector(`[data-testid=library-list] li[data-id="${id}"]`), kept[0].id);
    await a.page.getByTestId('library-close').click();
    for (const [i, { page }] of [a, b].entries()) {
      await shot(page, `faults-two-tabs-${i === 0 ? 'a' : 'b'}`);
      await page.setViewportSize(SIZES.phone);
      await page.evaluate(() => document.querySelector('#notice').scrollIntoView());
      await shot(page, `faults-two-tabs-${i === 0 ? 'a' : 'b'}-phone`);
    }
    assert.deepEqual([...a.errors, ...b.errors], []);
    await ctx.close();
  });

  test('a stored language the app does not have never reaches <html lang>', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await freshPage('');
    await page.waitForSelector('body[data-ready="1"]');
    await page.evaluate(() => localStorage.setItem('sittuyin.settings', JSON.stringify({ lang: 'x"><script>', pieces: 'letters', sound: false })));
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await page.locator('#lang').inputValue(), 'en');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('a long game in the app', () => {
  test('a saved 20,000-ply game loads with its last move listed; moves play, are listed and stored; undo and the list stay right', { timeout: 180_000 }, async () => {
    const { init, Game } = await import('../../dist/lib/index.js');
    await init();
    const CYCLE = ['g1g2', 'b8c8', 'g2g1', 'c8b8'];
    const g = new Game();
    while (g.phase === 'placement') g.play(g.legalMoves()[0]);
    while (g.ply < 20_000) g.play(CYCLE[(g.ply - 16) % 4]);
    const saved = { rules: g.rules, startFen: g.startFen(), moves: g.history(), orientation: 'white', opponent: 'none', level: 3, id: 'long-game', rev: 1, savedAt: Date.now() };
    const lastSan = g.plies(g.ply - 1)[0].san;
    const firstSan = g.plies()[0].san;
    g.free();
    const { ctx, page, errors } = await freshPage('', {
      init: { fn: (text) => { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('sittuyin.game', text); } }, arg: JSON.stringify(saved) },
    });
    await page.waitForSelector('body[data-ready="1"]');
    const listed = () => page.evaluate(() => {
      const buttons = document.querySelectorAll('#moves button[data-ply]');
      const current = document.querySelector('#moves [aria-current="true"]');
      return { count: buttons.length, last: buttons[buttons.length - 1]?.textContent, lastPly: buttons[buttons.length - 1]?.dataset.ply, current: current?.dataset.ply };
    });
    // The rows in view are laid out (not 20,000 buttons), the last move among them, marked.
    await page.waitForFunction(() => document.querySelector('#moves [aria-current="true"]')?.dataset.ply === '20000');
    const first = await listed();
    assert.deepEqual({ ...first, count: undefined }, { count: undefined, last: lastSan, lastPly: '20000', current: '20000' });
    assert.ok(first.count >= 10 && first.count < 300, String(first.count));
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('sittuyin.game')).moves);
    for (let i = 0; i < 3; i++) {
      const move = CYCLE[(20_000 + i - 16) % 4];
      await page.fill('#move-input', move);
      await page.press('#move-input', 'Enter');
      await page.waitForFunction((n) => JSON.parse(localStorage.getItem('sittuyin.game')).moves.length === n, 20_001 + i);
      const moves = await stored();
      assert.equal(moves.at(-1), move);
      assert.deepEqual(moves.slice(0, 20_000), saved.moves);
    }
    assert.ok((await listed()).count < 300);
    assert.equal((await listed()).current, '20003');
    // Take back two, play another move: the list and the stored game follow.
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    await page.fill('#move-input', 'b8d8');
    await page.press('#move-input', 'Enter');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('sittuyin.game')).moves.at(-1) === 'b8d8');
    const moves = await stored();
    assert.equal(moves.length, 20_002);
    assert.deepEqual(moves.slice(0, 20_001), [...saved.moves, CYCLE[(20_000 - 16) % 4]]);
    const after = await listed();
    assert.equal(after.lastPly, '20002');
    assert.equal(after.current, '20002');
    assert.match(after.last, /d8/);
    // Every move is there to scroll to, the numbering unchanged: the first ones at the top.
    await page.evaluate(() => { document.querySelector('#moves').scrollTop = 0; });
    await page.waitForFunction(() => document.querySelector('#moves button[data-ply="1"]'));
    assert.equal(await page.evaluate(() => document.querySelector('#moves button[data-ply="1"]').textContent), firstSan);
    assert.ok((await listed()).count < 300);
    // The recent games list has the game as it is now.
    await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('sittuyin.recent') ?? '[]').some((r) => r.id === 'long-game' && r.moves.length === 20_002));
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the move list after take-backs and moves in quick succession matches the game', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await freshPage('');
    await page.waitForSelector('body[data-ready="1"]');
    const type = async (m) => { await page.fill('#move-input', m); await page.press('#move-input', 'Enter'); };
    for (const m of ['K@e2', 'K@d7', 'R@a1', 'R@h8']) await type(m);
    await page.getByTestId('undo').click();
    await type('R@g8');
    const r = await page.evaluate(() => [...document.querySelectorAll('#moves button[data-ply]')].map((b) => b.textContent));
    assert.deepEqual(r, ['K@e2', 'K@d7', 'R@a1', 'R@g8']);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
