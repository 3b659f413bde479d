// The game review's maths (www/app/review/chances.ts): the score→chances curve, the marks by the
// loss of chances, accuracy, and the [%eval] text.
import { describe, expect, it } from 'vitest';
import { accuracy, chances, evalComment, judge, loss, markCounts, markFor, moveAccuracy, whiteChances, type PositionEval, type PlyInfo } from '../../www/app/review/chances.ts';

const ev = (cp: number, best: string | null = 'a1a2'): PositionEval => ({ score: { cp }, best, bestSan: best, depth: 8 });

describe('chances', () => {
  it('is 50 at 0, symmetric, rising, and bounded by the clamp', () => {
    expect(chances({ cp: 0 })).toBeCloseTo(50, 10);
    for (const cp of [30, 100, 250, 600]) {
      expect(chances({ cp }) + chances({ cp: -cp })).toBeCloseTo(100, 10);
      expect(chances({ cp })).toBeGreaterThan(chances({ cp: cp - 10 }));
    }
    expect(chances({ cp: 5000 })).toBe(chances({ cp: 1000 }));
    expect(chances({ cp: 1000 })).toBeLessThan(100);
  });
  it('follows the logistic 50 + 50·(2/(1+e^(−0.00368208·cp)) − 1)', () => {
    expect(chances({ cp: 100 })).toBeCloseTo(59.1, 1);
    expect(chances({ cp: 300 })).toBeCloseTo(75.1, 1);
  });
  it('takes a mate as certain, and being mated (mate 0 or less) as lost', () => {
    expect(chances({ mate: 3 })).toBe(100);
    expect(chances({ mate: -2 })).toBe(0);
    expect(chances({ mate: 0 })).toBe(0);
  });
  it('turns to White\'s view, and the tables and the result override the score', () => {
    expect(whiteChances(ev(300), 'black')).toBeCloseTo(100 - chances({ cp: 300 }), 10);
    const table = { ending: 'KFK', result: 'draw' as const, reason: null, plies: null, metric: 'mate' as const, bestMove: null, bestMoveSan: null };
    expect(whiteChances({ ...ev(400), table }, 'white')).toBe(50);
    expect(whiteChances({ ...ev(400), table: { ...table, result: 'loss' } }, 'white')).toBe(0);
    expect(whiteChances({ score: null, best: null, bestSan: null, depth: 0, final: '0-1' }, 'white')).toBe(0);
  });
});

describe('marks', () => {
  it('has the thresholds 10, 20 and 30', () => {
    expect(markFor(9.99)).toBeNull();
    expect(markFor(10)).toBe('inaccuracy');
    expect(markFor(19.9)).toBe('inaccuracy');
    expect(markFor(20)).toBe('mistake');
    expect(markFor(30)).toBe('blunder');
    expect(markFor(80)).toBe('blunder');
  });
  it('measures the loss from the mover\'s side, never negative', () => {
    expect(loss(60, 40, 'white')).toBe(20);
    expect(loss(60, 40, 'black')).toBe(0);
    expect(loss(40, 70, 'black')).toBe(30);
  });
  it('judges a hung chariot as a blunder with the better move, not the best move played, nor a drop', () => {
    // White at +0.2 plays a move after which Black (to move) is +9.0: a blunder.
    const evals = [ev(20, 'e4e5'), ev(900, 'd5e4'), ev(-880, 'a1a2')];
    const plies: PlyInfo[] = [{ uci: 'e4d5', color: 'white', placement: false }, { uci: 'd5e4', color: 'black', placement: false }];
    const j = judge(evals, plies);
    expect(j).toHaveLength(2);
    expect(j[0].mark).toBe('blunder');
    expect(j[0].best).toBe('e4e5');
    expect(j[1].mark).toBeNull();
    expect(j[1].best).toBeNull();
    expect(markCounts(j).white.blunder).toBe(1);
    // The same move as the engine's choice: no mark whatever the numbers.
    expect(judge([ev(20, 'e4d5'), ev(900)], plies.slice(0, 1))[0].mark).toBeNull();
    // A drop: no mark and not counted in accuracy.
    const drop = judge([ev(20, 'K@e2'), ev(900)], [{ uci: 'K@d2', color: 'white', placement: true }]);
    expect(drop[0].mark).toBeNull();
    expect(accuracy(drop).white).toBeNull();
  });
  it('stops at the last evaluated position (a partial review)', () => {
    const plies: PlyInfo[] = [{ uci: 'a', color: 'white', placement: false }, { uci: 'b', color: 'black', placement: false }];
    expect(judge([ev(0)], plies)).toHaveLength(0);
    expect(judge([ev(0), ev(0)], plies)).toHaveLength(1);
  });
});

describe('accuracy', () => {
  it('is 100 without loss and falls with it', () => {
    expect(moveAccuracy(0)).toBe(100);
    expect(moveAccuracy(10)).toBeCloseTo(63.8, 1);
    expect(moveAccuracy(30)).toBeLessThan(30);
    const evals = [ev(0, 'x'), ev(0, 'x'), ev(600, 'x')];
    const plies: PlyInfo[] = [{ uci: 'a', color: 'white', placement: false }, { uci: 'b', color: 'black', placement: false }];
    const acc = accuracy(judge(evals, plies));
    expect(acc.white).toBe(100);
    expect(acc.black).toBeLessThan(20);
  });
});

describe('[%eval]', () => {
  it('writes White\'s view in pawns, mates as #n', () => {
    expect(evalComment(ev(35), 'white')).toBe('[%eval 0.35]');
    expect(evalComment(ev(35), 'black')).toBe('[%eval -0.35]');
    expect(evalComment({ ...ev(0), score: { mate: 2 } }, 'black')).toBe('[%eval #-2]');
    expect(evalComment({ score: null, best: null, bestSan: null, depth: 0, final: '1-0' }, 'white')).toBeNull();
  });
});
