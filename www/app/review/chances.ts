// The maths of a game review (pure functions, no DOM): an engine score as winning chances, the
// loss of chances of each move, its mark (inaccuracy, mistake, blunder) and each side's accuracy.
//
// The curve: chances (the expected score, in %, a draw counting half) of the side to move are
//   chances(cp) = 50 + 50 · (2 / (1 + e^(−0.00368208 · cp)) − 1)
// (the logistic curve lichess.org publishes), the score clamped to ±1000 centipawns first, a mate
// for the side to move 100, against it 0, and the endgame tables' verdict overriding the engine in
// the pawnless endings they know (a win 100, a draw 50, a loss 0).
// A move's loss is the mover's chances before it minus after it (0 when they rose).
// Marks: a loss of at least 10 is an inaccuracy (NAG $6, ?!), 20 a mistake ($2, ?), 30 a blunder
// ($4, ??), as lichess; the best move itself is never marked.
// Why not flatter for Sittuyin's many draws: the texel tuning's fit of the same curve's scale
// on this engine's self-play (crate/src/search/weights.rs: k 0.5, i.e. 0.00125 per cp) is three
// times flatter, but it was fitted to fast 3000-node games, where won material is converted far
// less often than between players, and on targets half made of the engine's own scores; with it
// hanging a chariot in a level position would only be a "mistake". The draws Sittuyin is rich in
// reach the review through the engine's draw scores (bare king, counting) and the tables' verdicts,
// which put those positions at 50 whatever the material.
// Accuracy of a move: 100 · e^(−0.045 · loss) (no loss 100, an inaccuracy of 10 about 64, a
// blunder of 30 about 26); a side's accuracy is the mean over its moves after the placement.
import type { Color, Score, TablebaseProbe } from '../../lib/types.js';

export const CURVE = 0.00368208;
export const CLAMP_CP = 1000;
export const THRESHOLDS = { inaccuracy: 10, mistake: 20, blunder: 30 } as const;
export type Mark = keyof typeof THRESHOLDS;
/** The NAG each mark is written with in PGN. */
export const MARK_NAG: Record<Mark, number> = { inaccuracy: 6, mistake: 2, blunder: 4 };
export const MARK_GLYPH: Record<Mark, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };
const ACCURACY_DECAY = 0.045;

/** What the review knows of one position (index = plies played): the engine's view, from the side
 * to move, or the game's end. */
export interface PositionEval {
  /** The engine's score for the side to move (null at the game's end). */
  score: Score | null;
  /** The engine's best move here (UCI, SAN), null when there is none. */
  best: string | null;
  bestSan: string | null;
  depth: number;
  /** The game is over here: its result. */
  final?: '1-0' | '0-1' | '1/2-1/2';
  /** The tables' verdict (pawnless endings of at most four pieces), from the side to move. */
  table?: TablebaseProbe | null;
}

/** Chances (0..100) of the side to move for an engine score. */
export function chances(score: Score): number {
  if ('mate' in score) return score.mate > 0 ? 100 : 0; // mate 0: mated now
  const cp = Math.max(-CLAMP_CP, Math.min(CLAMP_CP, score.cp));
  return 50 + 50 * (2 / (1 + Math.exp(-CURVE * cp)) - 1);
}

/** White's chances (0..100) in a position, `turn` the side to move there. */
export function whiteChances(e: PositionEval, turn: Color): number {
  if (e.final) return e.final === '1-0' ? 100 : e.final === '0-1' ? 0 : 50;
  let own: number;
  if (e.table) own = e.table.result === 'win' ? 100 : e.table.result === 'loss' ? 0 : 50;
  else if (e.score) own = chances(e.score);
  else own = 50;
  return turn === 'white' ? own : 100 - own;
}

/** The mover's loss of chances (>= 0) from the position before a move to the one after it. */
export function loss(whiteBefore: number, whiteAfter: number, mover: Color): number {
  const drop = mover === 'white' ? whiteBefore - whiteAfter : whiteAfter - whiteBefore;
  return Math.max(0, drop);
}

/** The mark of a move losing `lost` chances, null under every threshold. */
export function markFor(lost: number): Mark | null {
  if (lost >= THRESHOLDS.blunder) return 'blunder';
  if (lost >= THRESHOLDS.mistake) return 'mistake';
  if (lost >= THRESHOLDS.inaccuracy) return 'inaccuracy';
  return null;
}

/** Accuracy (0..100) of one move losing `lost` chances. */
export function moveAccuracy(lost: number): number {
  return 100 * Math.exp(-ACCURACY_DECAY * Math.max(0, lost));
}

/** One move as the review judges it. */
export interface MoveJudgement {
  /** The ply index of the move (0: the first move of the game). */
  ply: number;
  color: Color;
  uci: string;
  /** The move is a placement drop (graphed, neither marked nor counted in accuracy). */
  placement: boolean;
  whiteBefore: number;
  whiteAfter: number;
  loss: number;
  mark: Mark | null;
  /** The engine's better move when the move is marked. */
  best: string | null;
  bestSan: string | null;
}

export interface PlyInfo {
  uci: string;
  color: Color;
  placement: boolean;
}

/**
 * Judges every move of which both positions are evaluated: `evals[i]` is the position after i
 * plies, `plies[i]` the move from it. Placement drops are graphed but not marked nor counted in
 * accuracy: at review depth the engine's view of a drop is too coarse to call one a mistake.
 */
export function judge(evals: readonly PositionEval[], plies: readonly PlyInfo[]): MoveJudgement[] {
  const out: MoveJudgement[] = [];
  for (let i = 0; i < plies.length && i + 1 < evals.length; i++) {
    const p = plies[i];
    const before = whiteChances(evals[i], p.color);
    const after = whiteChances(evals[i + 1], p.color === 'white' ? 'black' : 'white');
    const lost = loss(before, after, p.color);
    const best = evals[i].best;
    const mark = p.placement || best === null || best === p.uci ? null : markFor(lost);
    out.push({
      ply: i, color: p.color, uci: p.uci, placement: p.placement, whiteBefore: before, whiteAfter: after,
      loss: lost, mark, best: mark ? best : null, bestSan: mark ? evals[i].bestSan : null,
    });
  }
  return out;
}

/** Each side's accuracy (mean over its judged moves after the placement), null with no move. */
export function accuracy(judged: readonly MoveJudgement[]): Record<Color, number | null> {
  const result: Record<Color, number | null> = { white: null, black: null };
  for (const color of ['white', 'black'] as const) {
    const mine = judged.filter((j) => j.color === color && !j.placement);
    if (mine.length) result[color] = mine.reduce((s, j) => s + moveAccuracy(j.loss), 0) / mine.length;
  }
  return result;
}

/** Counts of each mark by side. */
export function markCounts(judged: readonly MoveJudgement[]): Record<Color, Record<Mark, number>> {
  const zero = (): Record<Mark, number> => ({ inaccuracy: 0, mistake: 0, blunder: 0 });
  const out = { white: zero(), black: zero() };
  for (const j of judged) if (j.mark) out[j.color][j.mark]++;
  return out;
}

/** `[%eval]` text of a position's score, White's point of view (pawns with two decimals, `#n`
 * for a mate, `#-n` when Black mates), null when unknown. */
export function evalComment(e: PositionEval, turn: Color): string | null {
  const sign = turn === 'white' ? 1 : -1;
  if (e.final) return null;
  if (e.table?.result === 'draw') return '[%eval 0.00]';
  if (!e.score) return null;
  if ('mate' in e.score) return `[%eval #${e.score.mate * sign}]`;
  return `[%eval ${((e.score.cp * sign) / 100).toFixed(2)}]`;
}
