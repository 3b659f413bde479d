// history(from) and plies(from): the tail of a game without copying all of it (a move list or a
// save extends itself by the new plies), and takebacks, which says when the moves only grew.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game, SittuyinError } from '../../dist/lib/index.js';

await init();

test('history(from) and plies(from) are the tails of history() and plies()', () => {
  const g = new Game();
  while (g.phase === 'placement') g.play(g.legalMoves()[0]);
  for (const m of ['g1g2', 'b8c8', 'g2g1']) g.play(m);
  const all = g.history();
  const plies = g.plies();
  for (const from of [0, 1, 15, 16, 18, g.ply - 1, g.ply, g.ply + 5]) {
    assert.deepEqual(g.history(from), all.slice(from), `history(${from})`);
    assert.deepEqual(g.plies(from), plies.slice(from), `plies(${from})`);
  }
  assert.deepEqual(g.history(-3), all);
  assert.throws(() => g.history(1.5), (e) => e instanceof SittuyinError && e.code === 'ERR_ARGUMENT');
  assert.throws(() => g.plies('2'), (e) => e instanceof SittuyinError && e.code === 'ERR_ARGUMENT');
  g.free();
});

test('the numbering of a tail is the numbering in the whole list (a Black-to-move start)', () => {
  const g = new Game({ fen: '4k3/8/8/8/8/8/R7/4K3[] b - - 0 30', moves: ['e8d8', 'a2a3', 'd8e8'] });
  assert.deepEqual(g.plies(1), g.plies().slice(1));
  assert.equal(g.plies(0)[0].number, '30...');
  assert.equal(g.plies(1)[0].number, '31.');
  assert.equal(g.plies(2)[0].number, null);
  g.free();
});

test('takebacks counts undo() calls', () => {
  const g = new Game();
  assert.equal(g.takebacks, 0);
  g.play('K@e2');
  g.play('K@d7');
  g.undo();
  assert.equal(g.takebacks, 1);
  g.redo();
  assert.equal(g.takebacks, 1);
  g.undo();
  g.undo();
  g.undo(); // nothing left: still counted
  assert.equal(g.takebacks, 4);
  g.free();
});
