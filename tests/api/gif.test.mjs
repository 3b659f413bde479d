// sittuyin/gif in Node: renderGif() decoded with omggif (frames, size, delays) and pixel-checked at
// a few squares of the first and the last frame (the board's colour where a square is empty, a
// piece where one stands, both orientations; a PGN's main line); bad input refused with its code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import omggif from 'omggif';
import { init, SittuyinError } from '../../dist/lib/index.js';
import { renderGif } from '../../dist/lib/gif.js';

await init();

const SIZE = 160;
const LIGHT_SQUARE = [0xe9, 0xdc, 0xc0];
const DARK_SQUARE = [0x4a, 0x42, 0x36];

/** Every frame of a GIF as RGBA, with its delay (ms). */
function decode(bytes) {
  const r = new omggif.GifReader(Buffer.from(bytes));
  const frames = [];
  for (let i = 0; i < r.numFrames(); i++) {
    const rgba = new Uint8Array(r.width * r.height * 4);
    r.decodeAndBlitFrameRGBA(i, rgba);
    frames.push({ rgba, delay: r.frameInfo(i).delay * 10 });
  }
  return { width: r.width, height: r.height, loop: r.loopCount(), frames };
}

/** The pixel near the top-left corner of `sq` (inside the square, clear of a piece's disc, the grid
 * and the diagonals) and at its centre, White at the bottom unless `black`. */
function at(frame, sq, { black = false, where = 'centre' } = {}) {
  const q = SIZE / 8;
  const file = sq.charCodeAt(0) - 97;
  const rank = Number(sq[1]) - 1;
  const col = black ? 7 - file : file;
  const row = black ? rank : 7 - rank;
  const dx = where === 'centre' ? q / 2 : q * 0.5;
  const dy = where === 'centre' ? q / 2 : q * 0.12;
  const i = (Math.floor(row * q + dy) * SIZE + Math.floor(col * q + dx)) * 4;
  return [...frame.rgba.slice(i, i + 3)];
}

const near = (a, b, tol = 24) => a.every((v, i) => Math.abs(v - b[i]) <= tol);

test('a game as an animated GIF: one frame per position, the delays, looping; pieces where they stand in the first and the last frame', async () => {
  const bytes = await renderGif({ fen: '6k1/8/8/8/8/8/4P3/R5K1[] w - - 0 1', moves: ['a1a8', 'g8h7', 'e2e3'], size: SIZE, delay: 500, lastDelay: 2000 });
  assert.ok(bytes instanceof Uint8Array);
  assert.equal(String.fromCharCode(...bytes.slice(0, 6)), 'GIF89a');
  const gif = decode(bytes);
  assert.equal(gif.width, SIZE);
  assert.equal(gif.height, SIZE);
  assert.equal(gif.loop, 0, 'loops for ever');
  assert.equal(gif.frames.length, 4);
  assert.deepEqual(gif.frames.map((f) => f.delay), [500, 500, 500, 2000]);
  const first = gif.frames[0];
  const last = gif.frames[3];
  // Empty squares show the board's colour (top of the square: away from the grid and diagonals).
  for (const sq of ['a8', 'e3', 'h7', 'c5']) assert.ok(near(at(first, sq, { where: 'top' }), LIGHT_SQUARE), `${sq} empty at the start: ${at(first, sq, { where: 'top' })}`);
  for (const sq of ['a1', 'e2', 'g8', 'c5']) assert.ok(near(at(last, sq, { where: 'top' }), LIGHT_SQUARE), `${sq} empty at the end: ${at(last, sq, { where: 'top' })}`);
  // Occupied squares show a piece at their centre (not the board's colour).
  for (const sq of ['a1', 'e2', 'g8', 'g1']) assert.ok(!near(at(first, sq), LIGHT_SQUARE), `a piece on ${sq} at the start`);
  for (const sq of ['a8', 'e3', 'h7', 'g1']) assert.ok(!near(at(last, sq), LIGHT_SQUARE), `a piece on ${sq} at the end`);
  for (const sq of ['c5', 'b5']) assert.ok(near(at(first, sq), LIGHT_SQUARE), `${sq} empty at the start (centre, off the diagonals)`);
});

test('Black at the bottom, the dark theme, a PGN main line (its variations left out)', async () => {
  const pgn = '[Event "t"]\n[FEN "6k1/8/8/8/8/8/4P3/R5K1[] w - - 0 1"]\n[SetUp "1"]\n\n1. Ra8+ {check} (1. Rb1 Kh7) 1... Kh7 2. e3 *';
  const gif = decode(await renderGif({ pgn, size: SIZE, orientation: 'black', theme: 'dark', pieces: 'figurines' }));
  assert.equal(gif.frames.length, 4);
  const first = gif.frames[0];
  const last = gif.frames[3];
  assert.ok(near(at(first, 'a8', { black: true, where: 'top' }), DARK_SQUARE), 'a8 empty at the start');
  assert.ok(!near(at(first, 'a1', { black: true }), DARK_SQUARE), 'the chariot on a1 (top right, Black below)');
  assert.ok(!near(at(last, 'a8', { black: true }), DARK_SQUARE), 'the chariot on a8 at the end');
  assert.ok(near(at(last, 'b1', { black: true, where: 'top' }), DARK_SQUARE), 'the variation 1. Rb1 is not played');
});

test('bad input is refused with its code', async () => {
  const code = async (o) => {
    try {
      await renderGif(o);
      return 'none';
    } catch (e) {
      assert.ok(e instanceof SittuyinError, String(e));
      return e.code;
    }
  };
  assert.equal(await code({ size: 10 }), 'ERR_ARGUMENT');
  assert.equal(await code({ delay: 'fast' }), 'ERR_ARGUMENT');
  assert.equal(await code({ pieces: 'wood' }), 'ERR_ARGUMENT');
  assert.equal(await code({ fen: 'nonsense' }), 'ERR_FEN_BOARD');
  assert.equal(await code({ moves: ['e2e5'] }), 'ERR_ILLEGAL_MOVE');
  assert.equal(await code({ pgn: '1. e9 *' }), 'ERR_PGN');
  assert.equal(await code(null), 'ERR_ARGUMENT');
});
