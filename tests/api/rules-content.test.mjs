// The rules page's puzzles (www/rules/puzzles.json), checked by the engine of the built package:
// each is a forced mate in the stated number of moves, its `accept` list is exactly the set of
// first moves that force it (so the page never calls a right move wrong or a wrong move right),
// and its solution line is legal and ends in checkmate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init, Game } from '../../dist/lib/index.js';

await init();

const PUZZLES = JSON.parse(readFileSync(new URL('../../www/rules/puzzles.json', import.meta.url), 'utf8'));

const isMate = (g) => {
  const s = g.status();
  return s.over && s.reason === 'checkmate';
};

/** Whether the side to move can mate at once. */
function hasMateIn1(g) {
  if (g.status().over) return false;
  for (const m of g.legalMoves()) {
    g.play(m);
    const mate = isMate(g);
    g.undo();
    if (mate) return true;
  }
  return false;
}

/** The first moves that mate at once. */
function matesIn1(g) {
  const out = [];
  for (const m of g.legalMoves()) {
    g.play(m);
    if (isMate(g)) out.push(m);
    g.undo();
  }
  return out;
}

/** The first moves after which the game goes on and every legal reply allows a mate in 1. */
function matesIn2(g) {
  const out = [];
  for (const m of g.legalMoves()) {
    g.play(m);
    if (!g.status().over) {
      const replies = g.legalMoves();
      let forced = replies.length > 0;
      for (const r of replies) {
        g.play(r);
        const ok = hasMateIn1(g);
        g.undo();
        if (!ok) {
          forced = false;
          break;
        }
      }
      if (forced) out.push(m);
    }
    g.undo();
  }
  return out;
}

test('puzzles.json is well formed', () => {
  assert.ok(PUZZLES.length >= 4 && PUZZLES.length <= 6, `${PUZZLES.length} puzzles`);
  const ids = new Set();
  for (const p of PUZZLES) {
    assert.match(p.id, /^[a-z0-9-]+$/);
    assert.ok(!ids.has(p.id), `duplicate id ${p.id}`);
    ids.add(p.id);
    assert.ok(p.mate === 1 || p.mate === 2, `${p.id}: mate must be 1 or 2`);
    assert.equal(p.solution.length, 2 * p.mate - 1, `${p.id}: the solution line has the reader's moves and the replies`);
    assert.ok(p.accept.includes(p.solution[0]), `${p.id}: the solution's first move is accepted`);
  }
  assert.ok(PUZZLES.some((p) => p.mate === 1) && PUZZLES.some((p) => p.mate === 2));
  assert.ok(PUZZLES.some((p) => p.fen.includes(' b ')), 'one puzzle has Black to move');
});

for (const p of PUZZLES) {
  test(`puzzle ${p.id}: a forced mate in ${p.mate}, checked by the engine`, () => {
    const g = new Game({ fen: p.fen, rules: p.rules });
    try {
      assert.equal(g.rules, p.rules ?? 'chessplayx');
      assert.equal(g.phase, 'play');
      assert.equal(g.status().over, false);
      assert.equal(g.isCheck(), false, 'the puzzle does not start in check');
      // The search finds the mate at the stated distance, with a first move the page accepts.
      const best = g.bestMove({ depth: 6 });
      assert.deepEqual(best.score, { mate: p.mate }, `${p.id}: ${JSON.stringify(best)}`);
      assert.ok(p.accept.includes(best.uci), `${p.id}: the engine's first move ${best.uci} is accepted`);
      // Brute force over every line: the accepted first moves are exactly the solving ones.
      if (p.mate === 1) {
        assert.deepEqual(matesIn1(g).sort(), [...p.accept].sort());
      } else {
        assert.deepEqual(matesIn1(g), [], `${p.id}: no mate in 1, so the puzzle is a real mate in 2`);
        assert.deepEqual(matesIn2(g).sort(), [...p.accept].sort());
      }
      // The solution line is legal and mates on its last move; only then.
      p.solution.forEach((m, i) => {
        assert.equal(g.status().over, false);
        g.play(m);
        assert.equal(isMate(g), i === p.solution.length - 1, `${p.id}: after ${p.solution.slice(0, i + 1).join(' ')}`);
      });
      // The page's defence (bestMove at depth 4) leaves a mate in 1 after each accepted first move.
      if (p.mate === 2) {
        for (const first of p.accept) {
          const h = new Game({ fen: p.fen, rules: p.rules });
          h.play(first);
          const reply = h.bestMove({ depth: 4 });
          assert.ok(reply.uci, `${p.id}: a reply exists after ${first}`);
          h.play(reply.uci);
          assert.ok(hasMateIn1(h), `${p.id}: mate in 1 after ${first} ${reply.uci}`);
          h.free();
        }
      }
    } finally {
      g.free();
    }
  });
}
