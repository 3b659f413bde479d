// The board editor's position: what a FEN holds (board, hands, side to move, counting limit,
// halfmove clock or counting ply, move number), edited freely, legal or not. The text is read by
// the rules core's FEN reader (`readFen`, crate/src/fen.rs) and written here in the same dialect;
// whether a position is legal is the rules core's to say (`new Game({ fen, rules })`, see
// validate()). No DOM.
import type { Color, Role } from '../board/state.ts';
import { COLORS, ROLES, readFen } from '../lib/game.ts';
import { SittuyinError } from '../lib/errors.ts';
import type { ErrorCode, FenSetup } from '../lib/types.ts';

export { COLORS };
/** Palette order: the King first, the Pawn last (the roles' own order; the crate's hand order is K S F R N P). */
export const EDIT_ROLES = ROLES;
const HAND_ORDER: readonly Role[] = ['king', 'elephant', 'general', 'chariot', 'horse', 'pawn'];

const LETTER: Record<Role, string> = { king: 'k', general: 'f', elephant: 's', horse: 'n', chariot: 'r', pawn: 'p' };

/** The largest counting limit the core takes, in plies (crate/src/setup.rs MAX_COUNTING_LIMIT). */
export const MAX_COUNTING_LIMIT = 128;

export interface EditPiece {
  color: Color;
  role: Role;
  /** `~` after the letter: a promoted General, or (`pritchard`) a pawn that may no longer promote. */
  promoted?: boolean;
}

export type Hands = Record<Color, Record<Role, number>>;

export interface EditPosition {
  pieces: Map<string, EditPiece>;
  hands: Hands;
  turn: Color;
  /** The counting limit in plies (0: no count running). */
  countingLimit: number;
  /** The halfmove clock, or the counting ply while a count runs. */
  halfmove: number;
  /** The move number (from 1). */
  fullmove: number;
}

export const emptyHand = (): Record<Role, number> => ({ king: 0, general: 0, elephant: 0, horse: 0, chariot: 0, pawn: 0 });

export function emptyPosition(): EditPosition {
  return { pieces: new Map(), hands: { white: emptyHand(), black: emptyHand() }, turn: 'white', countingLimit: 0, halfmove: 0, fullmove: 1 };
}

export function clonePosition(p: EditPosition): EditPosition {
  return {
    pieces: new Map([...p.pieces].map(([sq, pc]) => [sq, { ...pc }])),
    hands: { white: { ...p.hands.white }, black: { ...p.hands.black } },
    turn: p.turn,
    countingLimit: p.countingLimit,
    halfmove: p.halfmove,
    fullmove: p.fullmove,
  };
}

/** The codes of an unreadable FEN (ERR_FEN_SYNTAX, ERR_FEN_BOARD, ...). */
type FenCode = Extract<ErrorCode, `ERR_FEN_${string}`>;
const isFenCode = (code: ErrorCode): code is FenCode => code.startsWith('ERR_FEN_');

/** Why a FEN's text cannot be read, with the code the rules core gives it. */
export class FenTextError extends Error {
  readonly code: FenCode;
  constructor(code: FenTextError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

const letterOf = (color: Color, role: Role): string => (color === 'white' ? LETTER[role].toUpperCase() : LETTER[role]);
const square = (file: number, rank: number): string => 'abcdefgh'[file] + String(rank + 1);

/** Reads a FEN's text (not its legality) into an editable position, with the rules core's FEN
 * reader (`readFen`: the same limits and codes as `new Game({ fen })`); FenTextError when
 * unreadable. Needs `init()` first. */
export function parseFen(fen: string): EditPosition {
  let setup: FenSetup;
  try {
    setup = readFen(fen);
  } catch (e) {
    if (e instanceof SittuyinError && isFenCode(e.code)) throw new FenTextError(e.code, e.message.replace(/^invalid FEN: /, ''));
    throw e;
  }
  const pieces = new Map<string, EditPiece>();
  const promoted = new Set<string>(setup.promoted);
  for (const { square, color, role } of setup.pieces) pieces.set(square, promoted.has(square) ? { color, role, promoted: true } : { color, role });
  return {
    pieces,
    hands: { white: { ...setup.hands.white }, black: { ...setup.hands.black } },
    turn: setup.turn,
    countingLimit: setup.countingLimit,
    halfmove: setup.halfmove,
    fullmove: setup.fullmove,
  };
}

/** Writes a position as the rules core writes a FEN: hands in the crate's order, `~` marks kept. */
export function writeFen(p: EditPosition): string {
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const pc = p.pieces.get(square(file, rank));
      if (!pc) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += letterOf(pc.color, pc.role) + (pc.promoted && (pc.role === 'general' || pc.role === 'pawn') ? '~' : '');
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  let hand = '';
  for (const color of COLORS) for (const role of HAND_ORDER) hand += letterOf(color, role).repeat(Math.max(0, p.hands[color][role] | 0));
  const limit = p.countingLimit > 0 ? String(p.countingLimit) : '-';
  return `${rows.join('/')}[${hand}] ${p.turn === 'white' ? 'w' : 'b'} - ${limit} ${Math.max(0, p.halfmove | 0)} ${Math.max(1, p.fullmove | 0)}`;
}

/** Whether any piece is still in a hand (the position is in the placement phase). */
export const inPlacement = (p: EditPosition): boolean => COLORS.some((c) => EDIT_ROLES.some((r) => p.hands[c][r] > 0));

/** The most of a role a side may have on the board and in hand together (the rules core's
 * check, crate/src/setup.rs): used to bound the hand fields, not to refuse anything. */
export const MAX_OF: Record<Role, number> = { king: 1, general: 9, elephant: 2, horse: 2, chariot: 2, pawn: 8 };
