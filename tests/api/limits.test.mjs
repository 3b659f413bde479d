// Every input limit is declared once, in the crate (crate/src/limits.rs), and enforced by the first
// layer that sees the input: the package refuses a longer argument before it crosses into wasm, and
// the raw bindings and the crate use the same numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, limits, Game, parsePgn, setupFen } from '../../dist/lib/index.js';
import * as core from '../../dist/pkg/sittuyin.js';
import { renderSvg } from '../../dist/lib/diagram.js';

await init();

const code = (f) => {
  try {
    f();
  } catch (e) {
    return [e.code, e.message];
  }
  return ['no error', ''];
};

test('limits() is the crate\'s table', () => {
  assert.deepEqual({ ...limits() }, core.limits());
  assert.deepEqual({ ...limits() }, { fen: 256, move: 16, pgn: 1 << 20, variationDepth: 64, name: 64, tag: 200, label: 500 });
  assert.ok(Object.isFrozen(limits()));
});

test('an argument one past its limit is refused by the package with ERR_ARGUMENT; at the limit it reaches the rules', () => {
  const L = limits();
  const g = new Game();
  // FEN: one past is the package's refusal; at the limit, the crate's own reading (a bad FEN).
  assert.deepEqual(code(() => new Game({ fen: 'x'.repeat(L.fen + 1) })), ['ERR_ARGUMENT', `fen is too long (${L.fen + 1} characters)`]);
  assert.match(code(() => new Game({ fen: 'x'.repeat(L.fen) }))[0], /^ERR_FEN_/);
  // Moves.
  assert.deepEqual(code(() => g.play('x'.repeat(L.move + 1))), ['ERR_ARGUMENT', `move is too long (${L.move + 1} characters)`]);
  assert.equal(code(() => g.play('x'.repeat(L.move)))[0], 'ERR_MOVE_SYNTAX');
  assert.equal(code(() => g.san('x'.repeat(L.move + 1)))[0], 'ERR_ARGUMENT');
  assert.equal(g.isLegal('K@e2' + ' '.repeat(L.move)), false);
  // Names.
  assert.equal(code(() => new Game({ rules: 'x'.repeat(L.name + 1) }))[0], 'ERR_ARGUMENT');
  assert.equal(code(() => new Game({ rules: 'x'.repeat(L.name) }))[0], 'ERR_RULES');
  assert.equal(code(() => setupFen('x'.repeat(L.name + 1), 'kHide'))[0], 'ERR_ARGUMENT');
  // PGN and tags.
  assert.equal(code(() => parsePgn('x'.repeat(L.pgn + 1)))[0], 'ERR_ARGUMENT');
  assert.equal(code(() => Game.fromPgn('x'.repeat(L.pgn + 1)))[0], 'ERR_ARGUMENT');
  assert.equal(code(() => g.pgn({ white: 'x'.repeat(L.tag + 1) }))[0], 'ERR_ARGUMENT');
  assert.match(g.pgn({ white: 'x'.repeat(L.tag) }), new RegExp(`\\[White "x{${L.tag}}"\\]`));
  // Diagrams.
  assert.equal(code(() => renderSvg({ caption: 'x'.repeat(L.label + 1) }))[0], 'ERR_ARGUMENT');
  assert.equal(code(() => renderSvg({ fen: 'x'.repeat(L.fen + 1) }))[0], 'ERR_ARGUMENT');
  g.free();
});

test('the raw bindings refuse at the same lengths', () => {
  const L = limits();
  assert.equal(code(() => new core.WasmGame('x'.repeat(L.fen + 1)))[0], 'ERR_ARGUMENT');
  assert.match(code(() => new core.WasmGame('x'.repeat(L.fen)))[0], /^ERR_FEN_/);
  const raw = new core.WasmGame();
  assert.equal(code(() => raw.play('x'.repeat(L.move + 1)))[0], 'ERR_ARGUMENT');
  assert.equal(code(() => raw.play('x'.repeat(L.move)))[0], 'ERR_MOVE_SYNTAX');
  assert.equal(raw.isLegal('K@e2' + ' '.repeat(L.move)), false);
  assert.equal(code(() => core.parsePgn('x'.repeat(L.pgn + 1)))[0], 'ERR_ARGUMENT');
  raw.free();
});

test('both modules export the panic hook that init() installs', async () => {
  const engine = await import('../../dist/pkg/sittuyin_engine.js');
  assert.equal(typeof core.installPanicHook, 'function');
  assert.equal(typeof engine.installPanicHook, 'function');
});
