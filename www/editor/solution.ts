// The editor's puzzle solution (www/lib/editor.ts): typed as SAN or UCI, read move by move from the
// position (each legal in turn), written as UCI in the `<sittuyin-puzzle>` snippet; then the engine
// confirms it: with `mate` N, that the side to move mates in N at most (and the line given mates);
// without, that its first move is the engine's best or as good (within MARGIN_CP).
import { Game } from '../lib/game.js';
import { SittuyinError } from '../lib/errors.js';
import type { BestMove, RulesName, SearchLimits } from '../lib/types.js';

/** Why a solution is refused, with the move it stops at (1-based) where there is one. */
export type SolutionProblem =
  | { kind: 'empty' }
  | { kind: 'syntax'; index: number; move: string }
  | { kind: 'illegal'; index: number; move: string }
  | { kind: 'after-end'; index: number; move: string }
  /** The solver's move must come last (the solution is the solver's moves and the replies in turn). */
  | { kind: 'ends-with-reply' }
  /** `mate` N: the line is not N moves of the solver ending in mate. */
  | { kind: 'not-mate'; mate: number }
  /** The engine finds no mate in N from the position. */
  | { kind: 'engine-no-mate'; mate: number }
  /** The engine finds a better first move. */
  | { kind: 'engine-better'; san: string };

export type SolutionRead = { ok: true; uci: string[] } | { ok: false; problem: SolutionProblem };

/** How much worse than the engine's best (centipawns) a first move may be and still count. */
export const MARGIN_CP = 30;
/** The engine's time limit for a check. */
export const CHECK_MS = 4000;

/** The moves of a solution's text (spaces or commas between them; move numbers such as `1.` or
 * `1...` are skipped). */
export function solutionMoves(text: string): string[] {
  return text.trim().split(/[\s,]+/).filter((m) => m && !/^\d+\.+$/.test(m)).map((m) => m.replace(/^\d+\.+/, ''));
}

/** Reads a solution (SAN or UCI) from the position: each move legal in turn, the solver's last;
 * with `mate`, N moves of the solver ending in mate. */
export function readSolution(fen: string, rules: RulesName, text: string, mate: number | null = null): SolutionRead {
  const moves = solutionMoves(text);
  if (moves.length === 0) return { ok: false, problem: { kind: 'empty' } };
  const game = new Game({ fen, rules });
  try {
    const uci: string[] = [];
    for (const [i, move] of moves.entries()) {
      if (game.status().over) return { ok: false, problem: { kind: 'after-end', index: i + 1, move } };
      try {
        uci.push(game.play(move).uci);
      } catch (e) {
        const kind = e instanceof SittuyinError && e.code === 'ERR_MOVE_SYNTAX' ? 'syntax' : 'illegal';
        return { ok: false, problem: { kind, index: i + 1, move } };
      }
    }
    if (uci.length % 2 === 0) return { ok: false, problem: { kind: 'ends-with-reply' } };
    if (mate !== null) {
      const status = game.status();
      if ((uci.length + 1) / 2 !== mate || !status.over || status.reason !== 'checkmate') return { ok: false, problem: { kind: 'not-mate', mate } };
    }
    return { ok: true, uci };
  } finally {
    game.free();
  }
}

/** The engine's search, as `searchBestMove` of www/lib/engine.ts (in its worker). */
export type Search = (fen: string, moves: readonly string[], limits: SearchLimits, options: { rules: RulesName; signal?: AbortSignal }) => Promise<BestMove>;

/** Whether the score after the solution's first move (the opponent to move) is as good for the
 * solver as the engine's best from the position: a mate no longer, else within MARGIN_CP. */
function asGood(best: BestMove['score'], after: BestMove['score']): boolean {
  // The solver's mate in moves (including the first), or null.
  const mateAfter = 'mate' in after && after.mate <= 0 ? 1 - after.mate : null;
  if ('mate' in best) return best.mate > 0 ? mateAfter !== null && mateAfter <= best.mate : true;
  if (mateAfter !== null) return true;
  if ('mate' in after) return false;
  return -after.cp >= best.cp - MARGIN_CP;
}

/** The engine's word on a solution read by `readSolution`: null when it confirms it. */
export async function confirmSolution(fen: string, rules: RulesName, uci: readonly string[], mate: number | null, search: Search, signal?: AbortSignal): Promise<SolutionProblem | null> {
  if (mate !== null) {
    const best = await search(fen, [], { depth: Math.min(12, 2 * mate + 1), movetime: CHECK_MS }, { rules, signal });
    const s = best.score;
    return 'mate' in s && s.mate > 0 && s.mate <= mate ? null : { kind: 'engine-no-mate', mate };
  }
  const limits = { depth: 10, movetime: CHECK_MS };
  const best = await search(fen, [], limits, { rules, signal });
  if (best.uci === null || best.uci === uci[0]) return null;
  // The solution's first move, searched as deep: as good as the best (from the solver's side)?
  const after = await search(fen, [uci[0]], limits, { rules, signal });
  return asGood(best.score, after.score) ? null : { kind: 'engine-better', san: best.san ?? best.uci };
}
