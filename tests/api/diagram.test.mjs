// sittuyin/diagram in Node: renderSvg() output parsed as XML and checked against the position (each
// piece on its square in both orientations, the trays, arrows from centre to centre, marks,
// coordinates on and off, the caption), the piece drawings taken from the same data as the canvas,
// bad input refused with its code, and the sittuyin-diagram CLI (SVG and PNG).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { DOMParser } from '@xmldom/xmldom';
import { init, Game, SittuyinError } from '../../dist/lib/index.js';
import { renderSvg } from '../../dist/lib/diagram.js';
import { FIGURINES } from '../../dist/board/pieces/figurines.js';
import { BURMESE } from '../../dist/board/pieces/burmese.js';

await init();

const ROOT = new URL('../../', import.meta.url).pathname;
const CLI = new URL('../../dist/lib/diagram-cli.js', import.meta.url).pathname;
const LETTER = { k: 'king', f: 'general', s: 'elephant', n: 'horse', r: 'chariot', p: 'pawn' };

/** Parses the SVG strictly: any XML error or warning fails the test. */
function parse(svg) {
  const doc = new DOMParser({ onError: (level, msg) => { throw new Error(`XML ${level}: ${msg}`); } }).parseFromString(svg, 'image/svg+xml');
  return doc.documentElement;
}

const all = (el, tag) => Array.from(el.getElementsByTagName(tag));
const byClass = (el, tag, cls) => all(el, tag).filter((e) => (e.getAttribute('class') ?? '').split(' ').includes(cls));

/** The board part of a FEN read here, independently of the engine: square -> "color role". */
function boardOf(fen) {
  const out = new Map();
  fen.split(/[ []/)[0].split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else {
        out.set(`${'abcdefgh'[file]}${8 - i}`, `${ch === ch.toUpperCase() ? 'white' : 'black'} ${LETTER[ch.toLowerCase()]}`);
        file++;
      }
    }
  });
  return out;
}

/** Top-left of a square's cell in board units (100 a square), as a reader of the picture sees it. */
function cell(sq, orientation) {
  const f = sq.charCodeAt(0) - 97;
  const r = Number(sq[1]) - 1;
  return orientation === 'white' ? { x: f * 100, y: (7 - r) * 100 } : { x: (7 - f) * 100, y: r * 100 };
}

const FENS = [
  // mid-game, pieces on both diagonals
  '8/3k4/2s1f3/p1p1pnp1/1P2P1Pp/P1S1FN2/3K4/8 w - - 0 20',
  // placement: hands on both sides
  '8/8/4pppp/pppp4/4PPPP/PPPP4/4K3/8[SSFRRNNkssfrrnn] b - - 0 1',
  // a bare ending
  '8/8/4k3/8/3K4/8/5R2/8 w - - 0 60',
];

test('every piece is drawn on its square, in both orientations and all piece sets', () => {
  for (const fen of FENS) {
    for (const orientation of ['white', 'black']) {
      for (const pieces of ['letters', 'figurines', 'burmese']) {
        const svg = parse(renderSvg({ fen, orientation, pieces }));
        const board = byClass(svg, 'g', 'board')[0];
        const drawn = byClass(board, 'svg', 'piece');
        const expected = boardOf(fen);
        assert.equal(drawn.length, expected.size, `${fen} ${orientation}`);
        for (const p of drawn) {
          const sq = p.getAttribute('data-square');
          assert.equal(p.getAttribute('data-piece'), expected.get(sq), `${fen} ${sq}`);
          const at = cell(sq, orientation);
          assert.equal(Number(p.getAttribute('x')), at.x, `${fen} ${orientation} ${sq} x`);
          assert.equal(Number(p.getAttribute('y')), at.y, `${fen} ${orientation} ${sq} y`);
          assert.equal(p.getAttribute('width'), '100');
          assert.equal(p.getAttribute('viewBox'), '0 0 100 100');
        }
      }
    }
  }
});

test('the picture is self-contained: title, viewBox, size, no script and no outside reference', () => {
  for (const fen of FENS) {
    const text = renderSvg({ fen, pieces: 'burmese', arrows: ['a3b4'], marks: ['d4'], caption: 'A & B <c>' });
    const svg = parse(text);
    assert.equal(svg.tagName, 'svg');
    assert.equal(svg.getAttribute('xmlns'), 'http://www.w3.org/2000/svg');
    assert.match(svg.getAttribute('viewBox'), /^0 0 \d+ \d+$/);
    const [, , w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
    assert.equal(Number(svg.getAttribute('width')), 400);
    assert.ok(Math.abs(Number(svg.getAttribute('height')) - (400 * h) / w) < 0.01);
    assert.equal(all(svg, 'title')[0].textContent, 'A & B <c>');
    assert.equal(all(svg, 'script').length, 0);
    assert.equal(all(svg, 'image').length + all(svg, 'foreignObject').length + all(svg, 'use').length, 0);
    assert.doesNotMatch(text, /href|<style|@import|url\((?!#)/);
    // every url(#id) names an element of the picture, and ids are unique
    const ids = all(svg, '*').map((e) => e.getAttribute('id')).filter(Boolean);
    assert.equal(new Set(ids).size, ids.length);
    for (const [, id] of text.matchAll(/url\(#([^)]+)\)/g)) assert.ok(ids.includes(id), id);
  }
  // without a caption the title names the position
  const svg = parse(renderSvg({ fen: FENS[0] }));
  const g = new Game({ fen: FENS[0] });
  assert.equal(all(svg, 'title')[0].textContent, `Sittuyin position ${g.fen()}`);
  g.free();
  assert.equal(byClass(svg, 'text', 'caption').length, 0);
});

test('the drawn sets come from the same data as the canvas (no second copy of the drawings)', () => {
  for (const [name, data] of [['figurines', FIGURINES], ['burmese', BURMESE]]) {
    const svg = parse(renderSvg({ fen: FENS[0], pieces: name }));
    for (const p of byClass(svg, 'svg', 'piece')) {
      const role = p.getAttribute('data-piece').split(' ')[1];
      assert.deepEqual(all(p, 'path').map((e) => e.getAttribute('d')), data.glyphs[role].map(([, d]) => d), `${name} ${role}`);
    }
  }
  const letters = parse(renderSvg({ fen: FENS[0] }));
  const k = byClass(letters, 'svg', 'piece').find((p) => p.getAttribute('data-square') === 'd7');
  assert.equal(all(k, 'text')[0].textContent, 'K');
});

test('pieces in hand are drawn in trays, the side at the bottom below the board', () => {
  const fen = FENS[1];
  const g = new Game({ fen });
  const hands = { white: g.hand('white'), black: g.hand('black') };
  g.free();
  for (const orientation of ['white', 'black']) {
    const svg = parse(renderSvg({ fen, orientation }));
    const boardY = Number(/translate\(\d+ (\d+)\)/.exec(byClass(svg, 'g', 'board')[0].getAttribute('transform'))[1]);
    for (const color of ['white', 'black']) {
      const tray = byClass(svg, 'g', 'tray').find((t) => t.getAttribute('data-color') === color);
      const drawn = Object.fromEntries(byClass(tray, 'svg', 'hand').map((p) => [p.getAttribute('data-piece').split(' ')[1], Number(p.getAttribute('data-count'))]));
      const held = Object.fromEntries(Object.entries(hands[color]).filter(([, n]) => n > 0));
      assert.deepEqual(drawn, held, `${orientation} ${color}`);
      const y = Number(byClass(tray, 'svg', 'hand')[0].getAttribute('y'));
      assert.equal(y > boardY, color === orientation, `${color}'s tray is ${color === orientation ? 'below' : 'above'} the board`);
    }
  }
  // no hands, no trays
  assert.equal(byClass(parse(renderSvg({ fen: FENS[0] })), 'g', 'tray').length, 0);
});

test('arrows run from square centre to square centre; marks ring their square', () => {
  for (const orientation of ['white', 'black']) {
    const arrows = ['e2e4', 'a1-h8', 'b1c3', 'g7g6'];
    const svg = parse(renderSvg({ fen: FENS[0], orientation, arrows: [...arrows, { from: 'h1', to: 'a2', color: '#ff0000' }], marks: ['d4', { square: 'f6', color: 'user' }] }));
    const drawn = byClass(svg, 'g', 'arrow');
    assert.equal(drawn.length, 5);
    for (const a of drawn) {
      const from = a.getAttribute('data-from');
      const to = a.getAttribute('data-to');
      const A = cell(from, orientation);
      const B = cell(to, orientation);
      const ax = A.x + 50, ay = A.y + 50, bx = B.x + 50, by = B.y + 50;
      const len = Math.hypot(bx - ax, by - ay);
      const line = all(a, 'line')[0];
      const tip = all(a, 'polygon')[0].getAttribute('points').split(' ')[0].split(',').map(Number);
      const pts = [[+line.getAttribute('x1'), +line.getAttribute('y1')], [+line.getAttribute('x2'), +line.getAttribute('y2')], tip];
      for (const [x, y] of pts) {
        // on the segment between the two centres (distance to the line ~0, projection inside)
        const cross = ((bx - ax) * (y - ay) - (by - ay) * (x - ax)) / len;
        const t = ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / (len * len);
        assert.ok(Math.abs(cross) < 0.05 && t > 0 && t < 1, `${orientation} ${from}-${to}: (${x}, ${y})`);
      }
      // the tip is at the target square's centre (a little short of it, as on the canvas)
      assert.ok(Math.hypot(tip[0] - bx, tip[1] - by) <= 12.01, `${from}-${to} tip`);
      // the shaft starts near the origin square's centre, inside that square
      assert.ok(Math.abs(pts[0][0] - ax) < 50 && Math.abs(pts[0][1] - ay) < 50);
    }
    const red = drawn.find((a) => a.getAttribute('data-from') === 'h1');
    assert.equal(all(red, 'line')[0].getAttribute('stroke'), '#ff0000');
    const marks = byClass(svg, 'circle', 'mark');
    assert.deepEqual(marks.map((m) => m.getAttribute('data-square')), ['d4', 'f6']);
    for (const m of marks) {
      const c = cell(m.getAttribute('data-square'), orientation);
      assert.equal(Number(m.getAttribute('cx')), c.x + 50);
      assert.equal(Number(m.getAttribute('cy')), c.y + 50);
    }
  }
});

test('coordinates on and off, in the orientation of the board', () => {
  for (const orientation of ['white', 'black']) {
    const svg = parse(renderSvg({ fen: FENS[0], orientation }));
    const files = byClass(svg, 'text', 'file').map((t) => t.textContent).join('');
    const ranks = byClass(svg, 'text', 'rank').map((t) => t.textContent).join('');
    assert.equal(files, orientation === 'white' ? 'abcdefgh' : 'hgfedcba');
    assert.equal(ranks, orientation === 'white' ? '87654321' : '12345678');
    const off = parse(renderSvg({ fen: FENS[0], orientation, coordinates: false }));
    assert.equal(byClass(off, 'g', 'coords').length, 0);
    assert.equal(byClass(off, 'text', 'file').length + byClass(off, 'text', 'rank').length, 0);
  }
});

test('the board is the canvas board: its square colour, grid and the two long diagonals', () => {
  const svg = parse(renderSvg({ fen: FENS[0] }));
  assert.equal(byClass(svg, 'rect', 'squares')[0].getAttribute('fill'), '#e9dcc0');
  assert.equal(byClass(svg, 'path', 'diagonals')[0].getAttribute('d'), 'M0 0L800 800M800 0L0 800');
  const dark = parse(renderSvg({ fen: FENS[0], theme: 'dark' }));
  assert.equal(byClass(dark, 'rect', 'squares')[0].getAttribute('fill'), '#4a4236');
});

test('a bad FEN is refused with the engine\'s code, never a broken picture', () => {
  const cases = [
    ['8/8/8', 'ERR_FEN_BOARD'],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', 'ERR_FEN_BOARD'],
    ['8/8/4k3/8/3K4/8/5R2/8 x - - 0 60', 'ERR_FEN_TURN'],
    ['', 'ERR_FEN_SYNTAX'],
  ];
  for (const [fen, code] of cases) {
    let engine;
    try {
      new Game({ fen }).free();
    } catch (e) {
      engine = e.code;
    }
    assert.throws(() => renderSvg({ fen }), (e) => e instanceof SittuyinError && e.code === engine && /^ERR_FEN_/.test(e.code), fen);
    assert.equal(engine, code, `${fen} is refused by the Game with ${code}`);
  }
  for (const bad of [{ orientation: 'up' }, { pieces: 'wooden' }, { arrows: ['e2'] }, { arrows: 'e2e4' }, { marks: ['z9'] }, { size: -1 }, { coordinates: 'yes' }, { arrows: [{ from: 'e2', to: 'e4', color: '"/><script>' }] }, { idPrefix: 'a b' }]) {
    assert.throws(() => renderSvg({ fen: FENS[0], ...bad }), (e) => e instanceof SittuyinError && e.code === 'ERR_ARGUMENT', JSON.stringify(bad));
  }
});

test('before init() renderSvg says ERR_INIT', () => {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', `
    import { renderSvg } from './dist/lib/diagram.js';
    try { renderSvg(); } catch (e) { console.log(e.code); }`], { cwd: ROOT });
  assert.equal(r.stdout.toString().trim(), 'ERR_INIT');
});

test('the CLI writes an SVG that parses, with its options', () => {
  const out = execFileSync(process.execPath, [CLI, '8/3k4/2s1f3/p1p1pnp1/1P2P1Pp/P1S1FN2/3K4/8', 'w', '-', '-', '0', '20',
    '--orientation', 'black', '--pieces', 'figurines', '--arrows', 'e4e5,c3d4', '--marks', 'd4', '--caption', 'Diagram 1', '--size', '300', '--coordinates', 'off']).toString();
  const svg = parse(out);
  assert.equal(svg.getAttribute('width'), '300');
  assert.equal(all(svg, 'title')[0].textContent, 'Diagram 1');
  assert.equal(byClass(svg, 'g', 'arrow').length, 2);
  assert.equal(byClass(svg, 'circle', 'mark').length, 1);
  assert.equal(byClass(svg, 'g', 'coords').length, 0);
  const e4 = byClass(svg, 'svg', 'piece').find((p) => p.getAttribute('data-square') === 'e4');
  assert.deepEqual([Number(e4.getAttribute('x')), Number(e4.getAttribute('y'))], [300, 300]);
  assert.equal(all(e4, 'path').length, FIGURINES.glyphs.pawn.length);
  // the default: the start of the placement phase, which parses too
  assert.ok(byClass(parse(execFileSync(process.execPath, [CLI]).toString()), 'g', 'tray').length === 2);
});

test('the CLI refuses a bad FEN or option with a message and a non-zero exit', () => {
  const bad = spawnSync(process.execPath, [CLI, '8/8/8 w - - 0 1']);
  assert.equal(bad.status, 1);
  assert.equal(bad.stdout.length, 0);
  assert.match(bad.stderr.toString(), /ERR_FEN_BOARD/);
  const opt = spawnSync(process.execPath, [CLI, '--frobnicate']);
  assert.equal(opt.status, 2);
  assert.match(opt.stderr.toString(), /unknown option --frobnicate/);
});

test('the CLI writes a PNG with --png (via @resvg/resvg-js) of the asked width', () => {
  const png = execFileSync(process.execPath, [CLI, FENS[0], '--png', '--size', '320']);
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(png.toString('latin1', 12, 16), 'IHDR');
  assert.equal(png.readUInt32BE(16), 320);
  const svg = parse(renderSvg({ fen: FENS[0], size: 320 }));
  assert.equal(png.readUInt32BE(20), Math.round(Number(svg.getAttribute('height'))));
});
