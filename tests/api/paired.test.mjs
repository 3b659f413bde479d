// The paired-gauntlet report (scripts/paired.mjs): game-by-game comparison of two match logs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compare, endingOf, ourPoints, readGames, signTest, summary } from '../../scripts/paired.mjs';

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
  assert.deepEqual(games.get(1), { points: 0.5, reason: 'move cap', plies: 80, lastScore: 220, peakScore: 350, ending: null });
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
  assert.deepEqual(s.unconverted, { unknown: 1 }, 'a log without positions: the ending is unknown');
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

test('the ending a game ends in: our side and theirs, pawns aside', () => {
  // White: K R P P; Black: K N S F.
  const fen = '8/3k4/2nsf3/8/8/2P1P3/4R3/4K3[] w - - 10 80';
  assert.deepEqual(endingOf(fen, 'w'), { ours: 'RPP', theirs: 'NSF', kind: 'our Chariot against minor pieces' });
  assert.deepEqual(endingOf(fen, 'b'), { ours: 'NSF', theirs: 'RPP', kind: 'other' });
  assert.equal(endingOf('8/3k4/2r5/8/8/8/4R3/4K3[] b - - 0 70', 'w').kind, 'Chariots on both sides');
  assert.equal(endingOf('8/3k4/2n5/8/8/8/4S3/4K3[] b - - 0 70', 'b').kind, 'minor pieces only');
  assert.equal(endingOf(undefined, 'w'), null);
});

test('a drawn game we led is counted by the material it ended in (the end record, else the last move)', () => {
  const moveAt = (game, fen, score) => JSON.stringify({ game, ply: 0, fen, side: 'w', engine: 'x', ours: true, move: 'a1a2', score, depth: 5 });
  const text = [
    moveAt(1, '8/3k4/2nsf3/8/8/8/4R3/4K3[] w - - 0 60', { cp: 450 }),
    end(1, '1/2-1/2', 'w', 'fifty-moves (claimed)'),
    moveAt(2, '8/3k4/2r5/8/8/8/4R3/4K3[] w - - 0 60', { cp: 320 }),
    JSON.stringify({ game: 2, result: '1/2-1/2', reason: 'fifty-moves (claimed)', plies: 90, ourColor: 'w', opening: 'o', fen: '8/3k4/2n5/8/8/8/4S3/4K3[] w - - 99 90' }),
    moveAt(3, '8/3k4/2nsf3/8/8/8/4R3/4K3[] w - - 0 60', { cp: 100 }),
    end(3, '1/2-1/2', 'w', 'fifty-moves (claimed)'),
  ].join('\n');
  const games = readGames(text);
  assert.equal(games.get(1).ending.kind, 'our Chariot against minor pieces');
  assert.equal(games.get(2).ending.kind, 'minor pieces only', "the end record's position, not the last move's");
  // Game 3 never reached +300: not counted.
  assert.deepEqual(summary(games).unconverted, { 'our Chariot against minor pieces': 1, 'minor pieces only': 1 });
});
