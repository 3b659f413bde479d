// A flag through the package: Game.timeout(color) ends the game (a loss, or a draw when the
// other side cannot mate), status().reason 'timeout', the PGN's [Termination "time forfeit"].
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game, SittuyinError } from '../../dist/lib/index.js';

await init();

test('a flag loses when the other side can mate', () => {
  const g = new Game({ rules: 'chessplayx', moves: ['K@e2', 'K@d7'] });
  assert.equal(g.winsOnTime('black'), true);
  assert.equal(g.timeout('white'), 'black');
  const st = g.status();
  assert.equal(st.over, true);
  assert.equal(st.reason, 'timeout');
  assert.equal(st.winner, 'black');
  assert.equal(st.result, '0-1');
  assert.match(g.pgn(), /\[Termination "time forfeit"\]/);
  assert.throws(() => g.play('F@d2'), (e) => e instanceof SittuyinError && e.code === 'ERR_GAME_OVER');
  assert.throws(() => g.timeout('black'), (e) => e.code === 'ERR_GAME_OVER');
  const back = Game.fromPgn(g.pgn());
  assert.deepEqual(back.status(), st);
  g.undo();
  assert.equal(g.status().over, false);
  g.free();
  back.free();
});

test('a flag draws when the other side cannot mate', () => {
  const g = new Game({ fen: '6k1/8/8/8/8/8/8/R5K1[] w - - 0 40' });
  assert.equal(g.winsOnTime('black'), false);
  assert.equal(g.winsOnTime('white'), true);
  assert.equal(g.timeout('white'), null);
  assert.deepEqual([g.status().result, g.status().reason, g.status().winner], ['1/2-1/2', 'timeout', null]);
  g.free();
});

test('a bad colour is refused and changes nothing', () => {
  const g = new Game();
  assert.throws(() => g.timeout('red'), (e) => e.code === 'ERR_ARGUMENT');
  assert.throws(() => g.winsOnTime(''), (e) => e.code === 'ERR_ARGUMENT');
  assert.equal(g.status().over, false);
  g.free();
});
