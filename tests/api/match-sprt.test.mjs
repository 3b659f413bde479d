// The SPRT maths of `npm run match -- --sprt` (scripts/sprt.mjs) against values worked out by
// hand from the formulas in that file's header.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MIN_PAIRS,
  PRIOR,
  bounds,
  eloToScore,
  llrPentanomial,
  llrTrinomial,
  parseSprt,
  sprt,
} from '../../scripts/sprt.mjs';

const close = (a, b, eps = 1e-6) => assert.ok(Math.abs(a - b) < eps, `${a} != ${b}`);

test('bounds for alpha = beta = 0.05 are ln(1/19) and ln(19)', () => {
  const { lower, upper } = bounds(0.05, 0.05);
  close(lower, -2.944438979);
  close(upper, 2.944438979);
  // Asymmetric: alpha 0.05, beta 0.1: ln(0.1/0.95) = -2.2512918, ln(0.9/0.05) = ln 18 = 2.8903718.
  close(bounds(0.05, 0.1).lower, -2.2512918);
  close(bounds(0.05, 0.1).upper, 2.8903718);
});

test('logistic Elo to score', () => {
  close(eloToScore(0), 0.5);
  // 1 / (1 + 10^-0.025) = 1 / 1.9440609 = 0.5143872
  close(eloToScore(10), 0.5143872, 1e-7);
  close(eloToScore(-400), 1 / 11);
});

test('trinomial LLR: W 10 D 20 L 5, elo0 0, elo1 10', () => {
  // N = 35, mean = (10 + 10) / 35 = 4/7 = 0.5714286
  // variance = (10 (3/7)² + 20 (1/14)² + 5 (4/7)²) / 35 = (90/49 + 5/49 + 80/49) / 35 = 5/49 = 0.1020408
  // LLR = 35 / (2 · 5/49) · (0.5143872 − 0.5) · (8/7 − 1.0143872) = 171.5 · 0.0143872 · 0.1284699 = 0.316987
  close(llrTrinomial({ w: 10, d: 20, l: 5 }, 0, 10), 0.316987, 1e-5);
});

test('pentanomial LLR: pairs 1, 2, 5, 6, 3 (scores 0, 1/4, 1/2, 3/4, 1)', () => {
  // N = 17, mean = (0.5 + 2.5 + 4.5 + 3) / 17 = 10.5/17 = 0.6176471
  // variance = Σ c (s − mean)² / 17 = 0.0743945
  // LLR = 17 / (2 · 0.0743945) · 0.0143872 · (1.2352941 − 1.0143872) = 0.363131
  close(llrPentanomial([1, 2, 5, 6, 3], 0, 10), 0.363131, 1e-5);
});

test('no spread or no games gives LLR 0; a losing record gives a negative LLR', () => {
  assert.equal(llrTrinomial({ w: 0, d: 30, l: 0 }, 0, 10), 0);
  assert.equal(llrTrinomial({ w: 0, d: 0, l: 0 }, 0, 10), 0);
  assert.ok(llrTrinomial({ w: 5, d: 20, l: 10 }, 0, 10) < 0);
});

test('the running test pairs games and decides at the bounds', () => {
  const t = sprt(parseSprt('elo0=0,elo1=10'));
  // Pair 0: win + draw = 1.5 of 2 (score 0.75); pair 1: loss + draw (0.25).
  t.add(1, 0);
  t.add(0.5, 0);
  t.add(0, 1);
  t.add(0.5, 1);
  let s = t.state();
  assert.deepEqual(s.pairs, [0, 1, 0, 1, 0]);
  assert.equal(s.w + s.d + s.l, 4);
  assert.equal(s.decision, null);
  // A long run of won pairs crosses the upper bound.
  for (let i = 2; i < 400 && !t.state().decision; i++) {
    t.add(1, i);
    t.add(i % 3 === 0 ? 0.5 : 1, i);
  }
  s = t.state();
  assert.equal(s.decision, 'H1');
  assert.ok(s.llr >= s.upper);
  // And losing ones the lower bound.
  const u = sprt(parseSprt('elo0=0,elo1=10,model=tri'));
  for (let i = 0; i < 400 && !u.state().decision; i++) {
    u.add(0, i);
    u.add(i % 3 === 0 ? 0.5 : 0, i);
  }
  assert.equal(u.state().decision, 'H0');
});

test('no decision before the minimum number of pairs, however far the LLR goes', () => {
  // Pairs scored 1 and 0.75 in turn against elo1 = 100: the LLR passes the upper bound
  // (ln 19 = 2.94) at the sixth pair already.
  const feed = (t, pair) => {
    t.add(1, pair);
    t.add(pair % 2 === 0 ? 1 : 0.5, pair);
  };
  const early = sprt(parseSprt('elo0=0,elo1=100'), 0);
  for (let pair = 0; pair < 6; pair++) feed(early, pair);
  assert.ok(early.state().llr > early.state().upper);
  assert.equal(early.state().decision, 'H1');

  assert.equal(MIN_PAIRS, 10);
  const t = sprt(parseSprt('elo0=0,elo1=100'));
  for (let pair = 0; pair < MIN_PAIRS - 1; pair++) {
    feed(t, pair);
    const s = t.state();
    assert.ok(s.llr > s.upper || pair < 5, `pair ${pair}: LLR ${s.llr}`);
    assert.equal(s.decision, null, `decided after ${pair + 1} pairs`);
  }
  // An odd game (half a pair) does not count either.
  t.add(1, MIN_PAIRS - 1);
  assert.equal(t.state().decision, null);
  t.add(1, MIN_PAIRS - 1);
  assert.equal(t.state().decision, 'H1');
  assert.equal(t.state().minPairs, MIN_PAIRS);

  const later = sprt(parseSprt('elo0=0,elo1=100'), 7);
  for (let pair = 0; pair < 6; pair++) feed(later, pair);
  assert.equal(later.state().decision, null);
  feed(later, 6);
  assert.equal(later.state().decision, 'H1');
  assert.throws(() => sprt(parseSprt(''), -1), /sprt-min-pairs/);
  assert.throws(() => sprt(parseSprt(''), Number('x')), /sprt-min-pairs/);
});

test('one won pair among drawn ones does not decide (the variance prior)', () => {
  // The measured case: 24 drawn pairs and one pair won 1.5-0.5 (W1 D49 L0). The plain sample
  // variance is (24 · 0.01² + 0.24²) / 25 = 0.0024, which puts the LLR for elo0 = −10,
  // elo1 = 10 (s1 − s0 = 0.0287744, s0 + s1 = 1, 2 · mean = 1.02) at the upper bound:
  // 25 / 0.0048 · 0.0287744 · 0.02 = 2.997.
  const pairs = [0, 0, 24, 1, 0];
  close(llrPentanomial(pairs, -10, 10), 2.997, 1e-3);
  assert.ok(llrPentanomial(pairs, -10, 10) >= bounds(0.05, 0.05).upper);
  // With PRIOR pseudo-pairs in each outcome the variance is 0.3734 / 27.5 = 0.013579 and the LLR
  // 25 / 0.027157 · 0.0287744 · 0.02 = 0.5298: far from either bound.
  assert.equal(PRIOR, 0.5);
  close(llrPentanomial(pairs, -10, 10, PRIOR), 0.5298, 1e-3);
  const t = sprt(parseSprt('elo0=-10,elo1=10'));
  for (let pair = 0; pair < 25; pair++) {
    t.add(pair === 12 ? 1 : 0.5, pair);
    t.add(0.5, pair);
  }
  const s = t.state();
  assert.deepEqual(s.pairs, pairs);
  assert.equal(s.decision, null);
  close(s.llr, llrPentanomial(pairs, -10, 10, PRIOR));
  // The prior fades: on a large sample the LLR is within 1% of the plain one, and it decides.
  const big = [20, 150, 500, 250, 80];
  const plain = llrPentanomial(big, 0, 10);
  assert.ok(Math.abs(llrPentanomial(big, 0, 10, PRIOR) - plain) < 0.01 * Math.abs(plain));
  assert.ok(plain > bounds(0.05, 0.05).upper);
});

test('bad --sprt text is refused with a reason', () => {
  assert.throws(() => parseSprt('elo0=5,elo1=0'), /elo1 > elo0/);
  assert.throws(() => parseSprt('alpha=0.7'), /alpha/);
  assert.throws(() => parseSprt('gamma=1'), /unknown parameter gamma/);
  assert.throws(() => parseSprt('model=hexa'), /penta or tri/);
  assert.deepEqual(parseSprt(''), { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05, model: 'penta' });
});
