// The endgame tables through the package: probe, generation, the trainer's positions, and the
// worker protocol's table requests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game, trainingPosition, SittuyinError } from '../../dist/lib/index.js';
import { EngineSession } from '../../dist/lib/protocol.js';

await init();

test('a K+R vs K position: no verdict until its table exists, then a win whose best move keeps it', () => {
  const g = new Game({ fen: '4k3/8/8/8/8/8/R7/4K3[] w - - 0 1' });
  assert.equal(g.tablebaseStatus().ending, 'KRK');
  const status = g.generateTablebase();
  assert.equal(status.generated, true);
  const p = g.tablebase();
  assert.equal(p.result, 'win');
  assert.equal(p.metric, 'mate');
  assert.ok(p.plies % 2 === 1 && p.plies <= 31, String(p.plies));
  assert.ok(g.legalMoves().includes(p.bestMove));
  g.play(p.bestMove);
  const reply = g.tablebase();
  assert.equal(reply.result, 'loss');
  assert.equal(reply.plies, p.plies - 1);
  assert.equal(new Game({ fen: '8/8/8/8/8/8/8/R3K2k[] w - - 0 1' }).tablebaseStatus().ending, 'KRK');
  assert.equal(new Game().tablebaseStatus().ending, null);
  assert.equal(new Game().tablebase(), null);
});

test('the trainer gets won positions, White to move, the count running', () => {
  for (const seed of [1, 2, 3]) {
    const fen = trainingPosition('KRK', seed);
    const g = new Game({ fen });
    assert.equal(g.turn, 'white');
    assert.ok(g.status().counting !== null || /\[\] w - \d+ /.test(fen), fen);
    const p = g.tablebase();
    assert.equal(p.result, 'win', fen);
    assert.ok(p.plies > 1, 'not a mate in one');
  }
  assert.notEqual(trainingPosition('KRK', 1), trainingPosition('KRK', 2));
  assert.throws(() => trainingPosition('KQK', 1), (e) => e instanceof SittuyinError && e.code !== 'ERR_INTERNAL');
  assert.throws(() => trainingPosition(42, 1), (e) => e instanceof SittuyinError && e.code === 'ERR_ARGUMENT');
});

test('the worker protocol answers table requests and training requests', () => {
  const session = new EngineSession();
  const ask = (request) => {
    const out = [];
    session.handle(request, (m) => out.push(m));
    return out.at(-1);
  };
  const r = ask({ type: 'tablebase', id: 1, fen: '4k3/8/8/8/8/8/R7/4K3[] w - - 0 1', moves: ['a2a7'] });
  assert.equal(r.type, 'tablebase');
  assert.equal(r.result.result, 'loss');
  assert.equal(ask({ type: 'tablebase', id: 2, moves: [] }).result, null);
  const t = ask({ type: 'training', id: 3, ending: 'KRK', seed: 5 });
  assert.equal(t.type, 'training');
  assert.equal(new Game({ fen: t.fen }).tablebase().result, 'win');
  assert.equal(ask({ type: 'training', id: 4, ending: 'nope', seed: 5 }).type, 'error');
  session.close();
});
