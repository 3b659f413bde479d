// The editor's puzzle solution (www/editor/solution.ts): SAN or UCI read move by move from the
// position and written as UCI, a bad one refused with its reason (the move it stops at), and the
// engine's confirmation of a mate or of the best move (here with a stand-in search; the editor's
// e2e uses the engine's worker); the snippet carries `mate`, `theme` and `pieces`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from '../../dist/lib/index.js';
import { confirmSolution, readSolution, solutionMoves } from '../../dist/editor/solution.js';
import { snippet, viewerSnippet } from '../../dist/editor/snippets.js';

await init();
const MATE1 = '7k/8/6K1/8/8/8/8/R7[] w - - 0 1';

test('a solution is read as SAN or UCI, move numbers skipped, and written as UCI', () => {
  assert.deepEqual(readSolution(MATE1, 'chessplayx', 'Ra8', 1), { ok: true, uci: ['a1a8'] });
  assert.deepEqual(readSolution(MATE1, 'chessplayx', 'a1a8'), { ok: true, uci: ['a1a8'] });
  assert.deepEqual(readSolution(MATE1, 'chessplayx', '1. Ra7 Kg8 2. Ra8'), { ok: true, uci: ['a1a7', 'h8g8', 'a7a8'] });
  assert.deepEqual(solutionMoves('1.Ra7 1... Kg8, Ra8'), ['Ra7', 'Kg8', 'Ra8']);
});

test('a bad solution is refused with the move it stops at', () => {
  const problem = (text, mate = null) => readSolution(MATE1, 'chessplayx', text, mate).problem;
  assert.deepEqual(problem('c7c5 hello'), { kind: 'illegal', index: 1, move: 'c7c5' });
  assert.deepEqual(problem('a1a7 hello'), { kind: 'syntax', index: 2, move: 'hello' });
  assert.deepEqual(problem('   '), { kind: 'empty' });
  assert.deepEqual(problem('Ra8 Kh7'), { kind: 'after-end', index: 2, move: 'Kh7' });
  assert.deepEqual(problem('Ra7 Kg8'), { kind: 'ends-with-reply' });
  assert.deepEqual(problem('Ra7', 1), { kind: 'not-mate', mate: 1 });
  assert.deepEqual(problem('Ra8', 2), { kind: 'not-mate', mate: 2 });
});

test('the engine confirms a mate in N, or a first move as good as its best', async () => {
  const calls = [];
  const search = (score, uci = 'a1a8', san = 'Ra8#') => async (fen, moves, limits) => {
    calls.push({ moves, limits });
    return { uci, san, score: typeof score === 'function' ? score(moves) : score, depth: 1, nodes: 1, pv: [], pvSan: [] };
  };
  assert.equal(await confirmSolution(MATE1, 'chessplayx', ['a1a8'], 1, search({ mate: 1 })), null);
  assert.ok(calls[0].limits.movetime > 0, 'the search has a time limit');
  assert.deepEqual(await confirmSolution(MATE1, 'chessplayx', ['a1a8'], 1, search({ mate: 3 })), { kind: 'engine-no-mate', mate: 1 });
  assert.deepEqual(await confirmSolution(MATE1, 'chessplayx', ['a1a8'], 1, search({ cp: 900 })), { kind: 'engine-no-mate', mate: 1 });
  // Best move: the engine's own, or one whose score after it is within the margin.
  assert.equal(await confirmSolution(MATE1, 'chessplayx', ['a1a8'], null, search({ cp: 50 })), null);
  const other = (after) => search((moves) => (moves.length === 0 ? { cp: 300 } : after), 'a1a7', 'Ra7');
  assert.equal(await confirmSolution(MATE1, 'chessplayx', ['a1b1'], null, other({ cp: -290 })), null);
  assert.deepEqual(await confirmSolution(MATE1, 'chessplayx', ['a1b1'], null, other({ cp: -100 })), { kind: 'engine-better', san: 'Ra7' });
  // Against a mate: a mate as short counts, a longer one (or none) does not.
  const mating = (after) => search((moves) => (moves.length === 0 ? { mate: 2 } : after), 'a1a7', 'Ra7');
  assert.equal(await confirmSolution(MATE1, 'chessplayx', ['a1b1'], null, mating({ mate: -1 })), null);
  assert.deepEqual(await confirmSolution(MATE1, 'chessplayx', ['a1b1'], null, mating({ mate: -2 })), { kind: 'engine-better', san: 'Ra7' });
  assert.deepEqual(await confirmSolution(MATE1, 'chessplayx', ['a1b1'], null, mating({ cp: -2000 })), { kind: 'engine-better', san: 'Ra7' });
});

test('snippets carry the mate, the solution in UCI, the theme and the pieces; the study\'s viewer too', () => {
  const html = snippet('puzzle', { fen: MATE1, rules: 'chessplayx', orientation: 'white', placement: false, pieces: 'burmese', theme: 'dark', solution: 'a1a8', mate: 1 });
  assert.equal(html, `<sittuyin-puzzle fen="${MATE1}" pieces="burmese" theme="dark" solution="a1a8" mate="1"></sittuyin-puzzle>`);
  assert.ok(!snippet('diagram', { fen: MATE1, rules: 'chessplayx', orientation: 'white', placement: false, theme: 'auto' }).includes('theme'));
  assert.equal(viewerSnippet('1. Ra8# { "mate" <b> } 1-0\n', { orientation: 'black', pieces: 'figurines', theme: 'light' }),
    '<sittuyin-viewer pgn="1. Ra8# { &quot;mate&quot; &lt;b&gt; } 1-0" orientation="black" pieces="figurines" theme="light"></sittuyin-viewer>');
});
