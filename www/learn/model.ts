// The course's data model ("Learn Sittuyin"): stages of levels, in the spirit of lichess's /learn
// (a goal, stars on squares, a par, one to three stars), with Sittuyin's own subjects: placement,
// promotion, the count. Pure data and two pure functions; no DOM, no engine.
import type { Color, Reason, Role, RulesName, SquareName, TrainingEnding, UciMove } from '../lib/types.js';

/** What wins a level (its success predicate; the failures follow from it, see runner.ts). */
export type Goal =
  /** Reach every target square with the learner's pieces (moving onto it, or capturing there). */
  | { kind: 'stars' }
  /** Place every piece of the hand (each drop checked by the engine: `dropRefusal`); targets, when
   * given, must each hold one of the learner's pieces at the end. */
  | { kind: 'place' }
  /** Promote a pawn (a legal promotion move); targets first, when given. */
  | { kind: 'promote' }
  /** A move that gives check. */
  | { kind: 'check' }
  /** The learner starts in check: one legal move out of it (`capture`: it must capture the checker). */
  | { kind: 'escape'; capture?: boolean }
  /** Checkmate within `moves` of the learner's moves (more, or any other end, fails). */
  | { kind: 'mate'; moves: number }
  /** The game ends drawn for one of `reasons` (being mated fails). */
  | { kind: 'draw'; reasons: readonly Reason[] };

/** Who answers the learner's moves. `none`: nobody; the learner's side moves again (the position is
 * made again with the learner to move, as lichess's learn does). `script`: the replies of the
 * level's solution while the learner follows it, else the runner's own one-ply defence. `table`:
 * the same, but off the script the host asks the endgame tables (probeTablebase) for the reply. */
export type Opponent = 'none' | 'script' | 'table';

/** The words of a goal: a key of the `learn.goals` strings and its arguments. */
export interface GoalText {
  key: GoalKey;
  role?: Role;
  n?: number;
  /** An ending's name (`KRK`, ...: the trainer's names of the endings). */
  ending?: TrainingEnding;
}

export type GoalKey =
  | 'stars' | 'capture'
  | 'placeOn' | 'placeChariots' | 'placeKingSafe' | 'placeAll'
  | 'walkPromote' | 'promoteWhich' | 'promoteDiagonal' | 'lastPawn'
  | 'check' | 'escape' | 'escapeCapture'
  | 'mate' | 'mateNotStalemate' | 'stalemate' | 'countMate' | 'survive' | 'drawMaterial' | 'endgame';

export interface Level {
  /** Stable id (progress is kept under it): `<stage>-<n>`. */
  id: string;
  goal: GoalText;
  /** The start position (board, hands, side to move: the learner's side). */
  fen: string;
  /** Default 'chessplayx'. The piece lessons use 'fairy', where a lone piece against a bare king
   * is not ended at once as a dead position (the game goes on while the learner collects stars). */
  rules?: RulesName;
  targets?: readonly SquareName[];
  success: Goal;
  /** Default: 'none' for stars, place and promote levels, 'script' otherwise. */
  opponent?: Opponent;
  /** Only pieces of these roles may move (a level's own rule, said in words). */
  only?: readonly Role[];
  /** The learner's moves for three stars. */
  par: number;
  /** A winning line: the learner's moves, with the replies in between when there is an opponent
   * (the scripted replies). The tests play it and expect three stars. */
  solution: readonly UciMove[];
}

export interface Stage {
  /** Stable id; its strings are `learn.stages[id]`. */
  id: StageId;
  /** The piece drawn on the stage's card. */
  icon: Role;
  levels: readonly Level[];
}

/** The stages' ids, in the course's order (the `stage` attribute of <sittuyin-lesson> takes them). */
export const STAGE_IDS = ['king', 'chariot', 'elephant', 'general', 'horse', 'pawn', 'placement', 'promotion', 'check', 'mate', 'draws', 'count', 'endgames'] as const;
export type StageId = (typeof STAGE_IDS)[number];

/** 1 to 3 stars for a level won in `moves` of the learner's moves against its `par`: par or fewer
 * earns three; up to a quarter more (at least one move) two; more, one. */
export function starsFor(moves: number, par: number): 1 | 2 | 3 {
  if (moves <= par) return 3;
  if (moves <= par + Math.max(1, Math.ceil(par / 4))) return 2;
  return 1;
}

/** The side to move in a FEN (the learner's side at a level's start). */
export function sideOf(fen: string): Color {
  return fen.trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
}

/** The opponent of a level (its default by goal). */
export function opponentOf(level: Level): Opponent {
  if (level.opponent) return level.opponent;
  const k = level.success.kind;
  return k === 'stars' || k === 'place' || k === 'promote' || k === 'check' || k === 'escape' ? 'none' : 'script';
}
