// What the wasm core exports for the app and tools (the TypeScript wrapper wires them): the start
// FEN, the presets, the traditional set-ups, and why a drop is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game } from '../../dist/lib/index.js';
import {
  WasmGame, startFen, presets, traditionalSetups, setupDrops, setupFen,
} from '../../dist/pkg/sittuyin.js';

await init();

test('start FEN, presets and set-ups come from the crate', () => {
  assert.equal(startFen(), new Game().fen());
  const list = presets();
  assert.deepEqual(list.map((p) => p.name), ['chessplayx', 'fairy', 'federation', 'pritchard']);
  assert.ok(list.every((p) => p.description.length > 10));
  const setups = traditionalSetups();
  assert.equal(setups.length, 8);
  assert.deepEqual(setups[0], { name: 'kHide', white: '4PPPP/PPPPFN2/1SKSN3/5RR1' });
  assert.equal(setupDrops('kHide', 'white'), 'K@c2 F@e3 S@b2 S@d2 N@f3 N@e2 R@f1 R@g1');
  assert.equal(setupDrops('kHide', 'black'), 'K@f7 F@d6 S@g7 S@e7 N@c6 N@d7 R@c8 R@b8');
  assert.equal(setupFen('nBattery', 'nSandwich'), '4r1r1/2knsn2/2sfpppp/pppp4/4PPPP/PPPPFNS1/3S1NK1/2R1R3[] w - - 0 9');
  assert.match(setupFen('nBattery', 'nSandwich', 'federation'), / w - - 0 16$/);
  assert.throws(() => setupFen('kHide', 'kHide', 'pritchard'), (e) => e.code === 'ERR_ILLEGAL_MOVE' && /chariot-file/.test(e.message));
  assert.throws(() => setupDrops('nope', 'white'), (e) => e.code === 'ERR_ARGUMENT');
});

test('dropRefusal names why a drop is refused, nothing when it is legal', () => {
  const g = new WasmGame(undefined, undefined);
  assert.equal(g.dropRefusal('king', 'e2'), undefined);
  assert.equal(g.dropRefusal('chariot', 'c2'), 'chariot-back-rank');
  assert.equal(g.dropRefusal('king', 'e5'), 'outside-region');
  assert.equal(g.dropRefusal('king', 'a3'), 'occupied');
  assert.equal(g.dropRefusal('pawn', 'e2'), 'no-piece-in-hand');
  assert.throws(() => g.dropRefusal('queen', 'e2'), (e) => e.code === 'ERR_ARGUMENT');
  assert.throws(() => g.dropRefusal('king', 'e9'), (e) => e.code === 'ERR_ARGUMENT');
  g.free();
});
