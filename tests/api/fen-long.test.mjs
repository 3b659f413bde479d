// Every FEN the engine writes reads back through the JS API (issue 21): after 20,000 quiet plies
// the halfmove clock is 20,000, and `new Game({ fen })` accepts it under every preset.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game, presets } from '../../dist/lib/index.js';

await init();
const RULES = presets().map((p) => p.name);

test('the FEN after 20,000 reversible plies reads back under every preset', () => {
  for (const rules of RULES) {
    const g = new Game({ fen: '3rk3/8/8/8/8/8/8/3RK3[] w - - 0 1', rules });
    const cycle = ['d1c1', 'd8c8', 'c1d1', 'c8d8'];
    for (let i = 0; i < 20000; i++) g.play(cycle[i % 4]);
    const fen = g.fen();
    assert.equal(fen, '3rk3/8/8/8/8/8/8/3RK3[] w - - 20000 10001');
    const back = new Game({ fen, rules });
    assert.equal(back.fen(), fen, rules);
    assert.deepEqual(back.legalMoves(), g.legalMoves(), rules);
    back.play('d1c1');
    assert.equal(back.fen(), '3rk3/8/8/8/8/8/8/2R1K3[] b - - 20001 10001');
    back.free();
    g.free();
  }
});

test('large counters up to the engine’s own limits are accepted, beyond them refused with a code', () => {
  const g = new Game({ fen: '4k3/8/8/8/8/8/R7/4K3[] b - 32 1999999999 999999999', rules: 'fairy' });
  g.play(g.legalMoves()[0]);
  assert.equal(g.fen().split(' ').slice(4).join(' '), '2000000000 1000000000');
  assert.equal(new Game({ fen: g.fen(), rules: 'fairy' }).fen(), g.fen());
  assert.throws(
    () => new Game({ fen: '4k3/8/8/8/8/8/R7/4K3[] b - 32 0 1000000001' }),
    (e) => e.code === 'ERR_FEN_COUNTERS',
  );
  assert.throws(
    () => new Game({ fen: '4k3/8/8/8/8/8/R7/4K3[] w - - 99999999999 1' }),
    (e) => e.code === 'ERR_FEN_COUNTERS',
  );
});
