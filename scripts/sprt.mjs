// The SPRT stopping rule of `npm run match -- --sprt ...`: a generalised sequential probability
// ratio test (GSPRT) on the Elo difference, H0: elo = elo0 against H1: elo = elo1 (logistic Elo),
// with the normal approximation of the log-likelihood ratio (M. Van den Bergh, "A practical
// introduction to the GSPRT", 2017; written here from the formulas, no code copied):
//
//   LLR = N / (2 σ²) · (s1 − s0) · (2 x̄ − s0 − s1)
//
// where x̄ and σ² are the sample mean and variance of the score per unit (one game for the
// trinomial model W/D/L; one game pair, same opening with colours swapped, scored 0, ¼, ½, ¾, 1,
// for the pentanomial model), N the number of units, s = 1 / (1 + 10^(−elo/400)). The test stops
// when LLR ≤ A = ln(β / (1 − α)) (H0 accepted) or LLR ≥ B = ln((1 − β) / α) (H1 accepted).
//
// The variance that the running test uses is estimated with a prior of PRIOR pseudo-units in
// every outcome (the mean stays the sample's). Sittuyin's self-play is mostly drawn: with 24
// drawn pairs and one won, the sample variance is nearly zero and that one pair alone pushed the
// LLR to the upper bound (a measured false 'H1'). The prior keeps the variance honest while the
// sample is small and fades as it grows.

/** Expected score of a logistic Elo difference. */
export function eloToScore(elo) {
  return 1 / (1 + 10 ** (-elo / 400));
}

/** The lower and upper LLR bounds for error rates alpha and beta. */
export function bounds(alpha, beta) {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

/** Pseudo-units per outcome in the running test's variance estimate (see the header). */
export const PRIOR = 0.5;

/**
 * LLR of H1 against H0 for outcomes counted by score: `counts[i]` units scored `scores[i]`.
 * The variance is estimated from the counts plus `prior` pseudo-units in every outcome (0: the
 * plain sample variance). 0 when there are no units or no spread (every unit scored the same).
 */
export function llr(counts, scores, elo0, elo1, prior = 0) {
  const n = counts.reduce((a, b) => a + b, 0);
  if (n === 0) return 0;
  const mean = counts.reduce((a, c, i) => a + c * scores[i], 0) / n;
  const padded = counts.map((c) => c + prior);
  const pn = padded.reduce((a, b) => a + b, 0);
  const pmean = padded.reduce((a, c, i) => a + c * scores[i], 0) / pn;
  const variance = padded.reduce((a, c, i) => a + c * (scores[i] - pmean) ** 2, 0) / pn;
  if (variance <= 0) return 0;
  const s0 = eloToScore(elo0);
  const s1 = eloToScore(elo1);
  return (n / (2 * variance)) * (s1 - s0) * (2 * mean - s0 - s1);
}

/** Trinomial LLR from wins, draws and losses. */
export function llrTrinomial({ w, d, l }, elo0, elo1, prior = 0) {
  return llr([l, d, w], [0, 0.5, 1], elo0, elo1, prior);
}

/** Pentanomial LLR from game-pair totals: `pairs[k]` pairs scored k/2 points of 2 (k = 0..4). */
export function llrPentanomial(pairs, elo0, elo1, prior = 0) {
  return llr(pairs, [0, 0.25, 0.5, 0.75, 1], elo0, elo1, prior);
}

/** Game pairs a test plays before it may stop, unless told otherwise (`--sprt-min-pairs`). */
export const MIN_PAIRS = 10;

/** Parses `elo0=0,elo1=10,alpha=0.05,beta=0.05[,model=penta|tri]` (defaults as shown, penta). */
export function parseSprt(text) {
  const out = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05, model: 'penta' };
  for (const part of String(text).split(',').filter(Boolean)) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key === 'model') {
      if (value !== 'penta' && value !== 'tri') throw new Error(`--sprt model must be penta or tri, not ${value}`);
      out.model = value;
    } else if (key in out) {
      const v = Number(value);
      if (!Number.isFinite(v)) throw new Error(`--sprt ${key} must be a number, not ${value}`);
      out[key] = v;
    } else {
      throw new Error(`--sprt: unknown parameter ${key} (elo0, elo1, alpha, beta, model)`);
    }
  }
  if (!(out.elo1 > out.elo0)) throw new Error('--sprt needs elo1 > elo0');
  for (const k of ['alpha', 'beta']) {
    if (!(out[k] > 0 && out[k] < 0.5)) throw new Error(`--sprt ${k} must be in (0, 0.5)`);
  }
  return out;
}

/**
 * Running SPRT over games (scores 1, 0.5, 0 for the tested engine) played in pairs:
 * `add(score, pairIndex)`; `state()` gives the LLR of the chosen model, both models' LLR, the
 * bounds and the decision ('H1', 'H0' or null). The pentanomial model counts whole pairs only.
 * The variance has PRIOR pseudo-units per outcome. No decision is taken before `minPairs` complete pairs (a few lucky pairs at the start cross a
 * bound by chance far more often than alpha/beta say).
 */
export function sprt(params, minPairs = MIN_PAIRS) {
  if (!(Number.isInteger(minPairs) && minPairs >= 0)) {
    throw new Error(`--sprt-min-pairs must be a whole number >= 0, not ${minPairs}`);
  }
  const { lower, upper } = bounds(params.alpha, params.beta);
  const wdl = { w: 0, d: 0, l: 0 };
  const pairs = [0, 0, 0, 0, 0];
  const open = new Map();
  return {
    add(score, pair) {
      if (score === 1) wdl.w++;
      else if (score === 0) wdl.l++;
      else wdl.d++;
      if (open.has(pair)) {
        pairs[Math.round((open.get(pair) + score) * 2)]++;
        open.delete(pair);
      } else {
        open.set(pair, score);
      }
    },
    state() {
      const tri = llrTrinomial(wdl, params.elo0, params.elo1, PRIOR);
      const penta = llrPentanomial(pairs, params.elo0, params.elo1, PRIOR);
      const value = params.model === 'tri' ? tri : penta;
      const complete = pairs.reduce((a, b) => a + b, 0);
      const decision = complete < minPairs ? null : value >= upper ? 'H1' : value <= lower ? 'H0' : null;
      return { llr: value, tri, penta, lower, upper, decision, pairs: [...pairs], minPairs, ...wdl };
    },
  };
}
