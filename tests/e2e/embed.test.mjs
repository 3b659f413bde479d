// What embedders expect of <sittuyin-board> (issue 18 part 8): a sensible default size, colours
// as CSS custom properties and a theme attribute, coordinates on and off, a status line, and a
// cancelable `beforemove` event (and SittuyinBoard.create's onBeforeMove).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { clickSq, setUp, shot } from './helpers.mjs';

const app = setUp();

const KINGS = '7k/8/8/8/8/8/8/K5R1[] w - - 0 1';

/** A bare page with the element registered: the rules page (it defines <sittuyin-board>) emptied
 * of its content and its styles. */
async function barePage({ width = 1280, height = 720, colorScheme = 'light' } = {}) {
  const ctx = await app.browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, colorScheme, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${app.url}rules/`);
  await page.waitForFunction(() => customElements.get('sittuyin-board'));
  await page.evaluate(() => {
    for (const s of document.querySelectorAll('link[rel=stylesheet], style')) s.remove();
    document.body.replaceChildren();
    document.body.style.margin = '8px';
  });
  return { ctx, page, errors };
}

/** Adds a <sittuyin-board> with `attrs` to the page and waits for its board (and a paint). */
async function addBoard(page, attrs = {}) {
  await page.evaluate(async (attrs) => {
    const el = document.createElement('sittuyin-board');
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.body.append(el);
    await el.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, attrs);
}

/** The canvas pixel at the centre of `square` (White at the bottom), as [r, g, b]. */
const pixel = (page, square) => page.evaluate(async (sq) => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const canvas = document.querySelector('sittuyin-board').shadowRoot.querySelector('canvas');
  const q = canvas.width / 8;
  const col = sq.charCodeAt(0) - 97;
  const row = 8 - Number(sq[1]);
  const d = canvas.getContext('2d').getImageData(Math.floor((col + 0.5) * q), Math.floor((row + 0.5) * q), 1, 1).data;
  return [d[0], d[1], d[2]];
}, square);

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const LIGHT_SQUARE = hex('#e9dcc0');
const DARK_SQUARE = hex('#4a4236');

describe('size', () => {
  test('a bare element on a 1280x720 page is at most 480 px wide; --sittuyin-size and the page CSS change it', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await barePage();
    await addBoard(page, { fen: KINGS });
    const size = () => page.evaluate(() => {
      const el = document.querySelector('sittuyin-board');
      const c = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
      return { host: el.getBoundingClientRect().width, canvas: c.width, canvasH: c.height, bottom: el.getBoundingClientRect().bottom };
    });
    const def = await size();
    assert.equal(def.host, 480);
    assert.ok(def.canvas > 400 && def.canvas <= 480, JSON.stringify(def));
    assert.equal(def.canvas, def.canvasH);
    assert.ok(def.bottom <= 720, `the whole board fits the window: ${def.bottom}`);
    await shot(page, 'embed-default-size');
    await page.evaluate(() => document.querySelector('sittuyin-board').style.setProperty('--sittuyin-size', '300px'));
    assert.equal((await size()).host, 300);
    await page.evaluate(() => { document.querySelector('sittuyin-board').style.cssText = 'max-width: none; width: 600px'; });
    assert.equal((await size()).host, 600);
    // Never wider than its container.
    await page.evaluate(() => {
      const el = document.querySelector('sittuyin-board');
      el.style.cssText = '';
      const box = document.createElement('div');
      box.style.width = '320px';
      document.body.append(box);
      box.append(el);
    });
    await page.waitForFunction(() => document.querySelector('sittuyin-board').board);
    assert.equal((await size()).host, 320);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
  test('on a phone (390x844) a bare element takes the page\'s width, the board and its status line in view', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await barePage({ width: 390, height: 844 });
    await addBoard(page, { status: '' });
    const r = await page.evaluate(() => {
      const el = document.querySelector('sittuyin-board');
      const status = el.shadowRoot.querySelector('[data-testid=board-status]').getBoundingClientRect();
      return { host: el.getBoundingClientRect().width, scroll: document.documentElement.scrollWidth, statusBottom: status.bottom };
    });
    assert.equal(r.host, 390 - 16);
    assert.equal(r.scroll, 390, 'no sideways scrolling');
    assert.ok(r.statusBottom <= 844, JSON.stringify(r));
    await shot(page, 'embed-phone');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('colours and theme', () => {
  test('--sittuyin-board changes a square\'s pixels; theme="dark" draws the dark palette; auto follows the scheme', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await barePage();
    await addBoard(page, { fen: KINGS });
    // b5: an empty square on no diagonal.
    assert.deepEqual(await pixel(page, 'b5'), LIGHT_SQUARE);
    await page.evaluate(() => document.querySelector('sittuyin-board').style.setProperty('--sittuyin-board', 'rgb(0, 128, 255)'));
    assert.deepEqual(await pixel(page, 'b5'), [0, 128, 255]);
    // A stylesheet rule: read at the next paint (refresh() asks for one).
    await page.evaluate(() => {
      const el = document.querySelector('sittuyin-board');
      el.style.removeProperty('--sittuyin-board');
      // (a constructed sheet: the page's Content-Security-Policy refuses <style> elements)
      const s = new CSSStyleSheet();
      s.replaceSync('sittuyin-board { --sittuyin-board: #102030; --sittuyin-line: #ff0000; }');
      document.adoptedStyleSheets = [s];
      el.board.refresh();
    });
    assert.deepEqual(await pixel(page, 'b5'), [16, 32, 48]);
    await shot(page, 'embed-custom-colours');
    await page.evaluate(() => { document.adoptedStyleSheets = []; document.querySelector('sittuyin-board').board.refresh(); });
    assert.deepEqual(await pixel(page, 'b5'), LIGHT_SQUARE);
    await page.evaluate(() => document.querySelector('sittuyin-board').setAttribute('theme', 'dark'));
    assert.deepEqual(await pixel(page, 'b5'), DARK_SQUARE);
    assert.equal(await page.evaluate(() => document.querySelector('sittuyin-board').shadowRoot.querySelector('canvas').dataset.theme), 'dark');
    await shot(page, 'embed-theme-dark');
    await page.evaluate(() => document.querySelector('sittuyin-board').setAttribute('theme', 'light'));
    assert.deepEqual(await pixel(page, 'b5'), LIGHT_SQUARE);
    // auto (the default) follows prefers-color-scheme.
    await page.evaluate(() => document.querySelector('sittuyin-board').setAttribute('theme', 'auto'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.querySelector('sittuyin-board').shadowRoot.querySelector('canvas').dataset.theme === 'dark');
    assert.deepEqual(await pixel(page, 'b5'), DARK_SQUARE);
    await page.evaluate(() => document.querySelector('sittuyin-board').setAttribute('theme', 'light'));
    assert.deepEqual(await pixel(page, 'b5'), LIGHT_SQUARE);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('coordinates', () => {
  test('on by default, off with coordinates="false" (the canvas takes the room), following the orientation', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await barePage();
    await addBoard(page, { fen: KINGS });
    const coords = () => page.evaluate(() => {
      const root = document.querySelector('sittuyin-board').shadowRoot;
      const visible = (el) => el.getBoundingClientRect().width > 0;
      return {
        flag: root.querySelector('canvas').dataset.coordinates,
        ranks: visible(root.querySelector('.coords.ranks')) ? root.querySelector('.coords.ranks').textContent : null,
        files: visible(root.querySelector('.coords.files')) ? root.querySelector('.coords.files').textContent : null,
        canvas: root.querySelector('canvas').getBoundingClientRect().width,
      };
    });
    const on = await coords();
    assert.deepEqual({ ...on, canvas: 0 }, { flag: 'on', ranks: '87654321', files: 'abcdefgh', canvas: 0 });
    await page.evaluate(() => document.querySelector('sittuyin-board').setAttribute('coordinates', 'false'));
    const off = await coords();
    assert.deepEqual({ ...off, canvas: 0 }, { flag: 'off', ranks: null, files: null, canvas: 0 });
    assert.equal(off.canvas, 480);
    assert.ok(on.canvas < off.canvas);
    await shot(page, 'embed-coordinates-off');
    await page.evaluate(() => {
      const el = document.querySelector('sittuyin-board');
      el.setAttribute('coordinates', 'true');
      el.setAttribute('orientation', 'black');
    });
    const black = await coords();
    assert.deepEqual({ ...black, canvas: 0 }, { flag: 'on', ranks: '12345678', files: 'hgfedcba', canvas: 0 });
    // Set before the board is built.
    await addBoard(page, { fen: KINGS, coordinates: 'off' });
    assert.equal(await page.evaluate(() => [...document.querySelectorAll('sittuyin-board')].at(-1).shadowRoot.querySelector('canvas').dataset.coordinates), 'off');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('status line', () => {
  test('status shows whose turn, placement, check, the result and the count; updated on every change', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await barePage();
    await addBoard(page, { status: '' });
    const text = () => page.evaluate(() => {
      const p = document.querySelector('sittuyin-board').shadowRoot.querySelector('[data-testid=board-status]');
      return p && { text: p.textContent, line: p.querySelector('.line').textContent, role: p.getAttribute('role'), visible: p.getBoundingClientRect().height > 0, count: p.querySelector('[data-testid=board-count]')?.textContent ?? null };
    });
    const start = await text();
    assert.equal(start.role, 'status');
    assert.ok(start.visible);
    assert.match(start.text, /^White: place your pieces/);
    await page.evaluate(() => document.querySelector('sittuyin-board').board.play('K@e2'));
    assert.match((await text()).text, /^Black: place your pieces — pick one above the board/);
    // A move made on the board by the user updates it too.
    await page.evaluate((f) => document.querySelector('sittuyin-board').setAttribute('fen', f), KINGS);
    assert.equal((await text()).text, 'White to move');
    await clickSq(page, 'g1');
    await clickSq(page, 'g8');
    assert.equal((await text()).line, 'Black to move · check');
    // The count, while it runs: a capture leaves Black's king bare, White must mate within the limit.
    await page.evaluate(() => document.querySelector('sittuyin-board').setAttribute('fen', '7k/6p1/8/8/8/8/8/K5R1[] w - - 0 1'));
    assert.equal((await text()).count, null);
    await clickSq(page, 'g1');
    await clickSq(page, 'g7');
    const counting = await page.evaluate(() => document.querySelector('sittuyin-board').board.game.status().counting);
    assert.ok(counting, 'the position counts');
    const c = await text();
    assert.equal(c.count, `White must mate within ${counting.limit} moves: ${counting.count} played`);
    assert.equal(c.text, `Black to move${c.count}`);
    await shot(page, 'embed-status-count');
    // The result.
    await page.evaluate(() => document.querySelector('sittuyin-board').setAttribute('fen', 'R6k/8/7K/8/8/8/8/8[] b - - 0 1'));
    assert.match((await text()).text, /^Checkmate — White wins \(1-0\)$/);
    // In the board's language; off again.
    await page.evaluate(async () => {
      const el = document.querySelector('sittuyin-board');
      el.setAttribute('lang', 'fr');
      await el.board.setLanguage('fr');
    });
    assert.match((await text()).text, /Blancs/);
    await page.evaluate(() => document.querySelector('sittuyin-board').setAttribute('status', 'false'));
    assert.equal(await text(), null);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('beforemove', () => {
  test('preventDefault() keeps the position; a move not prevented is played; both events bubble and are composed', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await barePage();
    await addBoard(page, { fen: KINGS });
    await page.evaluate(() => {
      window.__log = [];
      window.__refuse = true;
      const el = document.querySelector('sittuyin-board');
      document.body.addEventListener('sittuyin-beforemove', (e) => {
        window.__log.push({ type: e.type, uci: e.detail.uci, san: e.detail.san, cancelable: e.cancelable, composed: e.composed, ply: el.board.game.ply });
        if (window.__refuse) e.preventDefault();
      });
      document.body.addEventListener('sittuyin-move', (e) => window.__log.push({ type: e.type, uci: e.detail.uci }));
    });
    const before = await page.evaluate(() => document.querySelector('sittuyin-board').board.game.fen());
    await clickSq(page, 'g1');
    await clickSq(page, 'g7');
    const refused = await page.evaluate(() => ({ fen: document.querySelector('sittuyin-board').board.game.fen(), log: window.__log.splice(0) }));
    assert.equal(refused.fen, before);
    assert.deepEqual(refused.log, [{ type: 'sittuyin-beforemove', uci: 'g1g7', san: 'Rg7', cancelable: true, composed: true, ply: 0 }]);
    await shot(page, 'embed-beforemove-refused');
    // The board still takes moves: the same one, allowed, is played.
    await page.evaluate(() => { window.__refuse = false; });
    await clickSq(page, 'g1');
    await clickSq(page, 'g7');
    const played = await page.evaluate(() => ({ ply: document.querySelector('sittuyin-board').board.game.ply, log: window.__log.splice(0) }));
    assert.equal(played.ply, 1);
    assert.deepEqual(played.log, [
      { type: 'sittuyin-beforemove', uci: 'g1g7', san: 'Rg7', cancelable: true, composed: true, ply: 0 },
      { type: 'sittuyin-move', uci: 'g1g7' },
    ]);
    // play() calls are not the user's: no beforemove.
    await page.evaluate(() => document.querySelector('sittuyin-board').board.play('h8g7'));
    assert.deepEqual(await page.evaluate(() => window.__log), []);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('SittuyinBoard.create({ onBeforeMove }) returning false refuses the move', { timeout: 60_000 }, async () => {
    const { ctx, page, errors } = await barePage();
    await addBoard(page, { fen: KINGS });
    await page.evaluate(async (fen) => {
      const el = document.querySelector('sittuyin-board');
      const SittuyinBoard = el.board.constructor;
      el.remove();
      const box = document.createElement('div');
      box.style.width = '400px';
      document.body.append(box);
      window.__seen = [];
      window.__allow = false;
      window.__board = await SittuyinBoard.create(box, {
        fen,
        onBeforeMove: (move, board) => { window.__seen.push([move.uci, board.game.ply]); return window.__allow; },
      });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }, KINGS);
    await clickSq(page, 'a1');
    await clickSq(page, 'a2');
    assert.deepEqual(await page.evaluate(() => ({ ply: window.__board.game.ply, seen: window.__seen.splice(0) })), { ply: 0, seen: [['a1a2', 0]] });
    await page.evaluate(() => { window.__allow = true; });
    await clickSq(page, 'a1');
    await clickSq(page, 'a2');
    assert.deepEqual(await page.evaluate(() => ({ ply: window.__board.game.ply, seen: window.__seen })), { ply: 1, seen: [['a1a2', 0]] });
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
