// The paired-gauntlet report (scripts/paired.mjs): game-by-game comparison of two match logs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compare, ourPoints, readGames, signTest, summary } from '../../scripts/paired.mjs';

const move = (game, ours, score) => JSON.stringify({ game, ply: 0, fen: '', side: 'w', engine: 'x', ours, move: 'a1a2', score, depth: 5 });
const end = (game, result, ourColor, reason = 'checkmate') =>
  JSON.stringify({ game, result, reason, plies: 80, ourColor, opening: 'o' });

test('our points follow the result and our colour', () => {
  assert.equal(ourPoints({ result: '1-0', ourColor: 'w' }), 1);
  assert.equal(ourPoints({ result: '1-0', ourColor: 'b' }), 0);
  assert.equal(ourPoints({ result: '0-1', ourColor: 'b' }), 1);
  assert.equal(ourPoints({ result: '1/2-1/2', ourColor: 'b' }), 0.5);
});

test('a log reads as games with our last and highest score', () => {
  const text = [
    move(1, true, { cp: 40 }),
    move(1, false, { cp: -30 }),
    move(1, true, { cp: 350 }),
    move(1, true, { cp: 220 }),
    move(1, false, { cp: 900 }), // the opponent's score is not ours
    end(1, '1/2-1/2', 'w', 'move cap'),
    move(2, true, { mate: -3 }),
    end(2, '1-0', 'b'),
    end(3, '1-0', 'w'),
    '',
  ].join('\n');
  const games = readGames(text);
  assert.equal(games.size, 3);
  assert.deepEqual(games.get(1), { points: 0.5, reason: 'move cap', plies: 80, lastScore: 220, peakScore: 350 });
  assert.equal(games.get(2).points, 0);
  assert.equal(games.get(2).lastScore, -100000);
  assert.equal(games.get(2).peakScore, -100000);
  assert.equal(games.get(3).lastScore, null);
  assert.equal(games.get(3).peakScore, null);
  const s = summary(games);
  assert.deepEqual([s.w, s.d, s.l], [1, 1, 1]);
  assert.equal(s.score, 0.5);
  // The draw counts as one we were ahead in by its peak (+350), not its last score (+220).
  assert.deepEqual(s.draws, { 'move cap': { count: 1, ahead: 1 } });
  assert.deepEqual(summary(games, 351).draws, { 'move cap': { count: 1, ahead: 0 } });
});

test('the comparison pairs games by number', () => {
  const base = new Map([
    [1, { points: 0 }],
    [2, { points: 0.5 }],
    [3, { points: 1 }],
    [4, { points: 0.5 }],
  ]);
  const cand = new Map([
    [1, { points: 0.5 }],
    [2, { points: 0.5 }],
    [3, { points: 0 }],
    [4, { points: 1 }],
    [5, { points: 1 }], // not in the base run: not compared
  ]);
  const c = compare(base, cand);
  assert.deepEqual([c.better, c.worse, c.same], [2, 1, 1]);
  assert.equal(c.p, 1);
});

test('the sign test matches the binomial tail', () => {
  // 35 better, 14 worse: P(X <= 14 | n 49, 1/2) doubled, 0.0038 (sum of C(49, i), i <= 14, over 2^48).
  const p = signTest(35, 14);
  assert.ok(p > 0.0035 && p < 0.0045, String(p));
  // 5 vs 0: 2 / 32.
  assert.ok(Math.abs(signTest(5, 0) - 0.0625) < 1e-12);
  assert.equal(signTest(3, 3), 1);
  assert.equal(signTest(0, 0), 1);
});
