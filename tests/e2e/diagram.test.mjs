// Pictures of the embeddable board in Chromium: SittuyinBoard.toSVG() gives the same SVG as
// renderSvg() in Node for the same position and looks; toPNG() decodes (in the page) to the board
// with its pieces on the right squares; the SVG rendered by the browser shows them too.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, setUp, SHOTS, startServed } from './helpers.mjs';
import { init } from '../../dist/lib/index.js';
import { renderSvg } from '../../dist/lib/diagram.js';

before(() => init());
// The package as built (dist/lib, dist/board, dist/pkg), loaded as ES modules by a blank page.
const site = setUp(() => startServed(join(ROOT, 'dist')));

async function blankPage() {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(`${site.url}diagram.html`, (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><body style="margin:0"><div id="host" style="width:480px"></div></body></html>' }));
  await page.goto(`${site.url}diagram.html`);
  return { page, errors };
}

const SQUARE = [0xe9, 0xdc, 0xc0];
const WHITE_DISC = [0xfb, 0xf8, 0xf0];
const BLACK_DISC = [0x26, 0x24, 0x22];

/** Builds a board in the page, returns its toSVG() and, for a few squares, what toPNG() shows
 * there: the colour left of the square's centre (on a letter disc, off the letter) and the share of
 * the square's inner pixels that differ from the empty square's colour. */
async function pictures(page, options, squares, size = 400) {
  return page.evaluate(async ({ options, squares, size }) => {
    const { SittuyinBoard } = await import('/lib/board.js');
    const host = document.querySelector('#host');
    host.replaceChildren();
    const board = await SittuyinBoard.create(host, { movable: 'none', ...options });
    if (options.pieces) await board.setPieceSet(options.pieces);
    const svg = await board.toSVG();
    const blob = await board.toPNG(size);
    const bmp = await createImageBitmap(blob);
    const c = new OffscreenCanvas(bmp.width, bmp.height);
    const ctx = c.getContext('2d');
    ctx.drawImage(bmp, 0, 0);
    const data = ctx.getImageData(0, 0, bmp.width, bmp.height).data;
    const q = size / 8;
    const px = (x, y) => { const i = (Math.round(y) * bmp.width + Math.round(x)) * 4; return [data[i], data[i + 1], data[i + 2]]; };
    const out = {};
    for (const sq of squares) {
      const f = sq.charCodeAt(0) - 97;
      const r = Number(sq[1]) - 1;
      const col = options.orientation === 'black' ? 7 - f : f;
      const row = options.orientation === 'black' ? r : 7 - r;
      let differ = 0;
      let total = 0;
      for (let y = row * q + q * 0.15; y < row * q + q * 0.85; y += 2) {
        for (let x = col * q + q * 0.15; x < col * q + q * 0.85; x += 2) {
          const [R, G, B] = px(x, y);
          total++;
          if (Math.abs(R - 0xe9) + Math.abs(G - 0xdc) + Math.abs(B - 0xc0) > 60) differ++;
        }
      }
      out[sq] = { left: px(col * q + q * 0.2, row * q + q * 0.5), differ: differ / total };
    }
    board.destroy();
    return { svg, type: blob.type, width: bmp.width, height: bmp.height, squares: out };
  }, { options, squares, size });
}

const near = (a, b, tol = 12) => a.every((v, i) => Math.abs(v - b[i]) <= tol);

const FEN = '8/3k4/2s1f3/p1p1pnp1/1P2P1Pp/P1S1FN2/3K4/8 w - - 0 20';
// occupied off the diagonals, empty off the diagonals
const WHITE_ON = ['b4', 'e4', 'd2', 'f3'];
const BLACK_ON = ['d7', 'a5', 'c5', 'g5'];
const EMPTY = ['b1', 'a2', 'h3', 'g8', 'c7', 'e2'];

test('toSVG() in the browser is renderSvg() in Node for the same position, orientation, pieces and arrows', async () => {
  const { page, errors } = await blankPage();
  for (const orientation of ['white', 'black']) {
    for (const pieces of ['letters', 'burmese']) {
      const { svg } = await pictures(page, { fen: FEN, orientation, pieces, shapes: ['e4e5', { to: 'd4', brush: 'hint' }] }, []);
      const expected = renderSvg({ fen: FEN, orientation, pieces, theme: 'light', arrows: [{ from: 'e4', to: 'e5', color: 'analysis' }], marks: [{ square: 'd4', color: 'hint' }] });
      assert.equal(svg, expected, `${orientation} ${pieces}`);
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('toPNG() is the board drawn by its canvas renderer: pieces on their squares, in both orientations', async () => {
  const { page, errors } = await blankPage();
  for (const orientation of ['white', 'black']) {
    const r = await pictures(page, { fen: FEN, orientation }, [...WHITE_ON, ...BLACK_ON, ...EMPTY], 400);
    assert.equal(r.type, 'image/png');
    assert.deepEqual([r.width, r.height], [400, 400]);
    for (const sq of WHITE_ON) assert.ok(near(r.squares[sq].left, WHITE_DISC), `${orientation} ${sq} ${r.squares[sq].left}`);
    for (const sq of BLACK_ON) assert.ok(near(r.squares[sq].left, BLACK_DISC), `${orientation} ${sq} ${r.squares[sq].left}`);
    for (const sq of EMPTY) {
      assert.ok(near(r.squares[sq].left, SQUARE), `${orientation} ${sq} ${r.squares[sq].left}`);
      assert.ok(r.squares[sq].differ < 0.02, `${orientation} ${sq} empty`);
    }
    for (const sq of [...WHITE_ON, ...BLACK_ON]) assert.ok(r.squares[sq].differ > 0.3, `${orientation} ${sq} occupied: ${r.squares[sq].differ}`);
  }
  // a drawn set: occupied squares are covered, empty ones are not
  const r = await pictures(page, { fen: FEN, pieces: 'figurines' }, [...WHITE_ON, ...BLACK_ON, ...EMPTY], 320);
  assert.deepEqual([r.width, r.height], [320, 320]);
  for (const sq of [...WHITE_ON, ...BLACK_ON]) assert.ok(r.squares[sq].differ > 0.15, `figurines ${sq} occupied: ${r.squares[sq].differ}`);
  for (const sq of EMPTY) assert.ok(r.squares[sq].differ < 0.02, `figurines ${sq} empty`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the SVG rendered by Chromium shows the same pieces on the same squares as the PNG', async () => {
  const { page, errors } = await blankPage();
  for (const [name, options] of [['diagram-letters', { fen: FEN, coordinates: false }], ['diagram-black-burmese', { fen: FEN, orientation: 'black', pieces: 'burmese', coordinates: false }]]) {
    // no coordinates, no trays: the board fills the picture but for an 8-unit margin of 816
    const svg = renderSvg({ ...options, size: 816 });
    await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
    const buf = await page.locator('svg').first().screenshot();
    writeFileSync(join(SHOTS, `${name}.png`), buf);
    const cells = await page.evaluate(async ({ squares, orientation }) => {
      const svgText = new XMLSerializer().serializeToString(document.querySelector('svg'));
      const img = new Image();
      img.src = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
      await img.decode();
      const c = new OffscreenCanvas(816, 816);
      const ctx = c.getContext('2d');
      ctx.drawImage(img, 0, 0, 816, 816);
      const out = {};
      for (const sq of squares) {
        const f = sq.charCodeAt(0) - 97;
        const r = Number(sq[1]) - 1;
        const col = orientation === 'black' ? 7 - f : f;
        const row = orientation === 'black' ? r : 7 - r;
        const d = ctx.getImageData(8 + col * 100 + 15, 8 + row * 100 + 15, 70, 70).data;
        let differ = 0;
        for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 0xe9) + Math.abs(d[i + 1] - 0xdc) + Math.abs(d[i + 2] - 0xc0) > 60) differ++;
        out[sq] = differ / (d.length / 4);
      }
      return out;
    }, { squares: [...WHITE_ON, ...BLACK_ON, ...EMPTY], orientation: options.orientation ?? 'white' });
    for (const sq of [...WHITE_ON, ...BLACK_ON]) assert.ok(cells[sq] > 0.15, `${name} ${sq} occupied: ${cells[sq]}`);
    for (const sq of EMPTY) assert.ok(cells[sq] < 0.02, `${name} ${sq} empty: ${cells[sq]}`);
  }
  // the board's own canvas next to its PNG, to compare the looks by eye
  await page.goto(`${site.url}diagram.html`);
  const png = await page.evaluate(async (fen) => {
    const { SittuyinBoard } = await import('/lib/board.js');
    const board = await SittuyinBoard.create(document.querySelector('#host'), { fen, movable: 'none', shapes: ['e4e5'] });
    const blob = await board.toPNG(480);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    return btoa(s);
  }, FEN);
  writeFileSync(join(SHOTS, 'diagram-topng.png'), Buffer.from(png, 'base64'));
  await page.locator('#host').screenshot({ path: join(SHOTS, 'diagram-canvas-board.png') });
  assert.deepEqual(errors, []);
  await page.close();
});
