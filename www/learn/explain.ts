// Why a move the learner tried is not played, in a code the view turns into words. Legality is
// always the engine's (a move is refused exactly when the Game has no such legal move); this file
// only names the reason: the engine's own for a drop (`Game.dropRefusal`), else the first of
// "not how this piece moves", "something is in the way", "your own piece is there", "place your
// pieces first", "your king would be in check". The piece geometry below serves the words only.
import type { Game } from '../lib/game.js';
import type { Color, DropRefusal, Role, SquareName } from '../lib/types.js';

export type Refusal =
  /** The engine's refusal of a drop (its code; `null`: no code, "not a legal placement now"). */
  | { code: 'drop'; drop: DropRefusal | null; role: Role; to: string }
  /** The piece does not move that way / something stands in its way. */
  | { code: 'pattern' | 'blocked'; role: Role; from: string; to: string }
  | { code: 'own-piece' | 'pawn-forward' | 'pawn-capture' | 'place-first' | 'king-in-check' | 'into-check'; from: string; to: string }
  /** The level's own rules: only this piece moves; leave the king alone (a lesson without replies). */
  | { code: 'only'; role: Role; from: string; to: string }
  | { code: 'no-check' | 'must-capture'; from: string; to: string }
  /** Why the pawn on `from` may not promote now. */
  | { code: 'has-general' | 'not-promotion-square' | 'promotion-attacks' | 'promotion-other'; from: string; to: string }
  | { code: 'game-over' };

const file = (sq: string): number => sq.charCodeAt(0) - 97;
const rank = (sq: string): number => sq.charCodeAt(1) - 49;
const name = (f: number, r: number): SquareName => `${String.fromCharCode(97 + f)}${r + 1}` as SquareName;

/** The promotion squares of a side (README "What every preset shares"). */
export const PROMOTION_SQUARES: Readonly<Record<Color, readonly string[]>> = {
  white: ['a8', 'b7', 'c6', 'd5', 'e5', 'f6', 'g7', 'h8'],
  black: ['a1', 'b2', 'c3', 'd4', 'e4', 'f3', 'g2', 'h1'],
};

/** Whether a `role` of `color` on `from` reaches `to` by its pattern (ignoring what is in between
 * and what stands on `to`, except for the pawn, whose step and capture differ). */
function inPattern(role: Role, color: Color, from: string, to: string, capture: boolean): boolean {
  const df = file(to) - file(from);
  const dr = rank(to) - rank(from);
  const forward = color === 'white' ? 1 : -1;
  const adf = Math.abs(df);
  const adr = Math.abs(dr);
  switch (role) {
    case 'king':
      return Math.max(adf, adr) === 1;
    case 'general':
      return adf === 1 && adr === 1;
    case 'elephant':
      return (adf === 1 && adr === 1) || (df === 0 && dr === forward);
    case 'horse':
      return (adf === 1 && adr === 2) || (adf === 2 && adr === 1);
    case 'chariot':
      return (df === 0) !== (dr === 0);
    case 'pawn':
      return capture ? adf === 1 && dr === forward : df === 0 && dr === forward;
  }
}

/** Whether a chariot's path from `from` to `to` (exclusive) is free. */
function pathFree(game: Game, from: string, to: string): boolean {
  const occupied = new Set(game.pieces().map((p) => p.square));
  const sf = Math.sign(file(to) - file(from));
  const sr = Math.sign(rank(to) - rank(from));
  for (let f = file(from) + sf, r = rank(from) + sr; f !== file(to) || r !== rank(to); f += sf, r += sr) {
    if (occupied.has(name(f, r))) return false;
  }
  return true;
}

/** Why the board move `from`-`to` is not legal in `game` (call it only for a move the game does not
 * have). */
export function explainMove(game: Game, from: string, to: string): Refusal {
  if (game.status().over) return { code: 'game-over' };
  const pieces = game.pieces();
  const mover = pieces.find((p) => p.square === from);
  const target = pieces.find((p) => p.square === to);
  if (!mover) return { code: 'place-first', from, to };
  if (target && target.color === mover.color) return { code: 'own-piece', from, to };
  if (mover.role === 'pawn') {
    if (file(to) === file(from) && rank(to) - rank(from) === (mover.color === 'white' ? 1 : -1) && target) return { code: 'pawn-forward', from, to };
    if (inPattern('pawn', mover.color, from, to, true) && !target) return { code: 'pawn-capture', from, to };
  }
  if (!inPattern(mover.role, mover.color, from, to, !!target)) return { code: 'pattern', role: mover.role, from, to };
  if (mover.role === 'chariot' && !pathFree(game, from, to)) return { code: 'blocked', role: mover.role, from, to };
  const hand = game.hand(mover.color);
  if (Object.values(hand).some((n) => n > 0)) return { code: 'place-first', from, to };
  return { code: mover.role === 'king' ? 'into-check' : 'king-in-check', from, to };
}

/** Why the pawn on `square` may not promote now (call it when the game has no promotion from it). */
export function explainPromotion(game: Game, square: string): Refusal {
  const pieces = game.pieces();
  const pawn = pieces.find((p) => p.square === square);
  if (!pawn || pawn.role !== 'pawn') return { code: 'promotion-other', from: square, to: square };
  const own = pieces.filter((p) => p.color === pawn.color);
  // A General in hand blocks promotion too, except under 'fairy' (README "Rules presets").
  const generalInHand = game.rules !== 'fairy' && game.hand(pawn.color).general > 0;
  if (own.some((p) => p.role === 'general') || generalInHand) return { code: 'has-general', from: square, to: square };
  const lastPawn = own.filter((p) => p.role === 'pawn').length === 1;
  if (!lastPawn && !PROMOTION_SQUARES[pawn.color].includes(square)) return { code: 'not-promotion-square', from: square, to: square };
  // On its square with no General: a General there would attack an enemy piece (or give check).
  const attacks = pieces.some((p) => p.color !== pawn.color && Math.abs(file(p.square) - file(square)) === 1 && Math.abs(rank(p.square) - rank(square)) === 1);
  return { code: attacks ? 'promotion-attacks' : 'promotion-other', from: square, to: square };
}
