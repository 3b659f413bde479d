// The review's analysis: the engine (through the package's worker API) over every position of a
// game, one after another, with progress; cancelable (an AbortSignal); the evaluations done so far
// are kept in localStorage after each position, so a review cut by a reload (or a cancel) goes on
// from where it stopped. Positions of pawnless endings of three pieces also get the tables' verdict.
import { Game } from '../../lib/game.js';
import { probeTablebase, searchBestMove } from '../../lib/engine.js';
import type { BestMove, RulesName, SearchLimits, TablebaseProbe } from '../../lib/types.js';
import type { PositionEval } from './chances.ts';

/** The limits per position: depth 12 cut at 200 ms, so a 100-ply game takes about 20 s of search
 * (measured: see README, "Review"). */
export const DEFAULT_LIMITS: SearchLimits = { depth: 12, movetime: 200 };
export const PARTIAL_KEY = 'sittuyin.review';
/** The largest endings whose tables the review consults. */
export const TABLE_PIECES = 3;

export interface ReviewGame {
  rules: RulesName;
  startFen: string;
  moves: readonly string[];
}

interface Partial {
  id: string;
  limits: SearchLimits;
  evals: PositionEval[];
}

/** Which game and limits a saved review belongs to. */
export function reviewId(game: ReviewGame): string {
  return `${game.rules}|${game.startFen}|${game.moves.join(' ')}`;
}

/** The evaluations saved for this game (any prefix of its positions), [] when none. */
export function loadPartial(game: ReviewGame, storage: Storage | null = safeStorage()): PositionEval[] {
  try {
    const raw = storage?.getItem(PARTIAL_KEY);
    if (!raw) return [];
    const p = JSON.parse(raw) as Partial;
    if (p.id !== reviewId(game) || !Array.isArray(p.evals)) return [];
    return p.evals.slice(0, game.moves.length + 1).filter((e) => e && typeof e === 'object');
  } catch {
    return [];
  }
}

export function savePartial(game: ReviewGame, evals: readonly PositionEval[], limits: SearchLimits, storage: Storage | null = safeStorage()): void {
  try {
    storage?.setItem(PARTIAL_KEY, JSON.stringify({ id: reviewId(game), limits, evals }));
  } catch {
    /* full or off: the review still runs, it just cannot be resumed */
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface RunOptions {
  limits?: SearchLimits;
  signal?: AbortSignal;
  /** After each position: how many are done of how many, and the evaluations so far. */
  onProgress?: (done: number, total: number, evals: readonly PositionEval[]) => void;
  storage?: Storage | null;
  /** The engine calls (the worker API by default; tests may pass others). */
  search?: typeof searchBestMove;
  probe?: typeof probeTablebase;
}

/** Evaluates every position of `game` (index = plies played), resuming a saved partial review.
 * Rejects with ERR_ABORTED when cancelled (what was done stays saved). */
export async function runReview(game: ReviewGame, options: RunOptions = {}): Promise<PositionEval[]> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const storage = options.storage === undefined ? safeStorage() : options.storage;
  const search = options.search ?? searchBestMove;
  const probe = options.probe ?? probeTablebase;
  const total = game.moves.length + 1;
  const evals = loadPartial(game, storage);
  options.onProgress?.(evals.length, total, evals);
  const g = new Game({ fen: game.startFen, rules: game.rules, moves: game.moves.slice(0, evals.length) });
  try {
    for (let i = evals.length; i < total; i++) {
      if (i > 0 && g.ply < i) g.play(game.moves[i - 1]);
      const e = await evaluate(g, game, i, limits, options.signal, search, probe);
      evals.push(e);
      savePartial(game, evals, limits, storage);
      options.onProgress?.(evals.length, total, evals);
    }
  } finally {
    g.free();
  }
  return evals;
}

async function evaluate(
  g: Game, game: ReviewGame, i: number, limits: SearchLimits, signal: AbortSignal | undefined,
  search: typeof searchBestMove, probe: typeof probeTablebase,
): Promise<PositionEval> {
  const status = g.status();
  const history = game.moves.slice(0, i);
  if (status.over && status.result !== '*') return { score: null, best: null, bestSan: null, depth: 0, final: status.result };
  let table: TablebaseProbe | null = null;
  // Three pieces: the table is made in milliseconds. A four-piece table takes up to a minute to
  // make on a phone (KRKR: 59 s measured here), far longer than the whole review: not probed.
  // The worker's probe answers null for material the tables do not cover (the page's thread has
  // only the rules core: no tablebaseStatus() here).
  if (g.phase === 'play' && g.pieces().length <= TABLE_PIECES) {
    table = await probe(game.startFen, history, { rules: game.rules, signal });
  }
  const best: BestMove = await search(game.startFen, history, limits, { rules: game.rules, signal });
  const e: PositionEval = { score: best.score, best: best.uci, bestSan: best.san, depth: best.depth };
  if (table) {
    e.table = table;
    // The tables' move is the best one where they know the position.
    if (table.bestMove) {
      e.best = table.bestMove;
      e.bestSan = table.bestMoveSan;
    }
  }
  return e;
}
