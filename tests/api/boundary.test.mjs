// The values that cross the wasm boundary (issue 17): serde types in the crate
// (crate/src/boundary.rs) written into JS objects by one serializer, with generated TypeScript
// declarations. Game.moves() and Game.pieces() take a faster compact path (crate/src/wasm.rs
// movesText/piecesText, decoded in www/lib/game.ts): they must give exactly the objects of the
// serializer's path, key order included, in every kind of position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game } from '../../dist/lib/index.js';
import { WasmGame } from '../../dist/pkg/sittuyin.js';

await init();

const FENS = [
  undefined, // the start: drops only
  'r6r/3k4/4pppp/pppp4/4PPPP/PPPP4/4K3/R6R[SSFNNssfnn] w - - 0 4',
  'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9',
  '1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13',
  '6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40', // promotions, in place and diagonal
  '8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72', // captures, Black to move
  '6k1/8/6K1/8/8/8/8/R7[] w - - 0 1', // a mate to give (checks)
  '7k/5K2/6R1/8/8/8/8/8[] b - - 0 1', // stalemate: the game is over, no moves
];

test('moves() and pieces() give the serializer\'s objects, keys in the same order', () => {
  let captures = 0;
  let promotions = 0;
  let checks = 0;
  for (const fen of FENS) {
    const g = new Game(fen ? { fen, rules: 'fairy' } : {});
    const raw = new WasmGame(fen, 'fairy');
    const fast = g.moves();
    const serde = raw.moves();
    assert.deepEqual(fast, serde, fen);
    assert.equal(JSON.stringify(fast), JSON.stringify(serde), fen);
    assert.equal(JSON.stringify(g.pieces()), JSON.stringify(raw.pieces()), fen);
    captures += fast.filter((m) => 'capture' in m).length;
    promotions += fast.filter((m) => m.kind === 'promotion').length;
    checks += fast.filter((m) => m.check).length;
    for (const m of fast) {
      if (m.kind === 'drop') assert.ok(!('from' in m) && !('capture' in m), m.uci);
    }
    g.free();
    raw.free();
  }
  assert.ok(captures > 0 && promotions > 0 && checks > 0, `${captures} ${promotions} ${checks}`);
});

test('missing values are null as the types say, optional fields are absent', () => {
  const g = new Game();
  const s = g.status();
  assert.deepEqual(s, { over: false, result: '*', winner: null, reason: null, claimable: [], counting: null, deadPosition: false });
  const drop = g.play('K@e2');
  assert.deepEqual(drop, { uci: 'K@e2', san: 'K@e2', kind: 'drop', role: 'king', color: 'white', to: 'e2', check: false });
  assert.deepEqual(g.undo(), drop);
  assert.deepEqual(g.redo(), drop);
  assert.equal(new Game().undo(), undefined);
  assert.equal(g.redo(), undefined);
  // play/undo/redo take the compact path too: the serializer's objects, in every kind of move.
  for (const fen of FENS.slice(1)) {
    const raw = new WasmGame(fen, 'fairy');
    const h = new Game({ fen, rules: 'fairy' });
    for (const m of raw.moves()) {
      assert.equal(JSON.stringify(h.play(m.uci)), JSON.stringify(m));
      assert.equal(JSON.stringify(h.undo()), JSON.stringify(m));
      assert.equal(JSON.stringify(h.redo()), JSON.stringify(m));
      h.undo();
      assert.equal(JSON.stringify(raw.play(m.uci)), JSON.stringify(m));
      assert.equal(JSON.stringify(raw.undo()), JSON.stringify(m));
    }
    h.free();
    raw.free();
  }
  assert.deepEqual(g.plies(), [{ uci: 'K@e2', san: 'K@e2', color: 'white', fullmove: 1, number: '1.' }]);
  assert.deepEqual(g.hand('white'), { king: 0, general: 1, elephant: 2, horse: 2, chariot: 2, pawn: 0 });
  const c = new Game({ fen: '4k3/8/8/8/8/8/R7/4K3[] b - 32 0 1' }).status().counting;
  assert.deepEqual(c, { side: 'black', count: 0, limit: 16, ply: 0, limitPlies: 32 });
  g.free();
});

test('writePgn reads JS objects: what does not fit a tree is ERR_PGN naming the kind of value', async () => {
  const { writePgn, SittuyinError } = await import('../../dist/lib/index.js');
  const refused = (tree, pattern) => {
    assert.throws(() => writePgn(tree), (e) => e instanceof SittuyinError && e.code === 'ERR_PGN' && pattern.test(e.message), String(pattern));
  };
  refused({ moves: [{ uci: 'K@e2', nags: ['x'] }] }, /a string where u8 was expected/);
  refused({ moves: [{ uci: 'K@e2', nags: [2.5] }] }, /a number that is not a NAG/);
  refused({ moves: [{ uci: 'K@e2', nags: [256] }] }, /a number that is not a NAG/);
  refused({ comments: [1] }, /a number where a string was expected/);
  refused({ tags: [['Event']] }, /tag|length/);
  refused({ tags: [['Event', 'x', 'y']] }, /length/);
  refused({ moves: 'K@e2' }, /a string where a sequence was expected/);
  refused({ get moves() { throw new Error('no'); } }, /could not be read/);
  // null and undefined are absent; unknown fields are not read.
  assert.match(writePgn({ tags: null, comments: undefined, moves: [{ uci: 'K@e2', nags: null, variations: null, extra: () => 1 }] }), /1\. K@e2 \*/);
});
