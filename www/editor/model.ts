// The board editor's position: what a FEN holds (board, hands, side to move, counting limit,
// halfmove clock or counting ply, move number), edited freely, legal or not. Reading and writing
// the text is plain parsing in the crate's FEN dialect (crate/src/fen.rs); whether a position is
// legal is the rules core's to say (`new Game({ fen, rules })`, see validate()). No DOM.
import type { Color, Role } from '../board/state.ts';

export const COLORS: readonly Color[] = ['white', 'black'];
/** Palette order: the King first, the Pawn last (the crate's hand order is K S F R N P). */
export const EDIT_ROLES: readonly Role[] = ['king', 'general', 'elephant', 'horse', 'chariot', 'pawn'];
const HAND_ORDER: readonly Role[] = ['king', 'elephant', 'general', 'chariot', 'horse', 'pawn'];

const LETTER: Record<Role, string> = { king: 'k', general: 'f', elephant: 's', horse: 'n', chariot: 'r', pawn: 'p' };
const ROLE_OF: Record<string, Role> = { k: 'king', f: 'general', s: 'elephant', n: 'horse', r: 'chariot', p: 'pawn' };

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

/** Why a FEN's text cannot be read, with the code the rules core gives the same fault. */
export class FenTextError extends Error {
  readonly code: 'ERR_FEN_SYNTAX' | 'ERR_FEN_BOARD' | 'ERR_FEN_HAND' | 'ERR_FEN_TURN' | 'ERR_FEN_COUNTERS';
  constructor(code: FenTextError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

const letterOf = (color: Color, role: Role): string => (color === 'white' ? LETTER[role].toUpperCase() : LETTER[role]);
const square = (file: number, rank: number): string => 'abcdefgh'[file] + String(rank + 1);

/** Reads a FEN's text (not its legality) into an editable position; FenTextError when unreadable. */
export function parseFen(fen: string): EditPosition {
  const text = fen.trim();
  if (!text) throw new FenTextError('ERR_FEN_SYNTAX', 'empty');
  if (text.length > 256) throw new FenTextError('ERR_FEN_SYNTAX', 'longer than 256 characters');
  const fields = text.split(/\s+/);
  if (fields.length > 6) throw new FenTextError('ERR_FEN_SYNTAX', `expected at most 6 fields, found ${fields.length}`);
  const p = emptyPosition();
  let placement = fields[0];
  const open = placement.indexOf('[');
  if (open >= 0) {
    if (!placement.endsWith(']')) throw new FenTextError('ERR_FEN_HAND', "missing ']'");
    const hand = placement.slice(open + 1, -1);
    placement = placement.slice(0, open);
    if (hand !== '-') {
      for (const c of hand) {
        const role = ROLE_OF[c.toLowerCase()];
        if (!role) throw new FenTextError('ERR_FEN_HAND', `unexpected character "${c}"`);
        p.hands[c === c.toUpperCase() ? 'white' : 'black'][role]++;
      }
    }
  }
  const ranks = placement.split('/');
  if (ranks.length !== 8) throw new FenTextError('ERR_FEN_BOARD', `expected 8 ranks, found ${ranks.length}`);
  ranks.forEach((row, i) => {
    const rank = 7 - i;
    let file = 0;
    let last: string | null = null;
    for (const c of row) {
      if (/[1-8]/.test(c)) {
        file += Number(c);
        last = null;
        if (file > 8) throw new FenTextError('ERR_FEN_BOARD', `rank ${rank + 1} is too long`);
      } else if (c === '~') {
        const pc = last ? p.pieces.get(last) : undefined;
        if (!pc || (pc.role !== 'general' && pc.role !== 'pawn')) throw new FenTextError('ERR_FEN_BOARD', "'~' must follow a General or a pawn");
        pc.promoted = true;
      } else {
        const role = ROLE_OF[c.toLowerCase()];
        if (!role) throw new FenTextError('ERR_FEN_BOARD', `unexpected character "${c}"`);
        if (file >= 8) throw new FenTextError('ERR_FEN_BOARD', `rank ${rank + 1} is too long`);
        last = square(file, rank);
        p.pieces.set(last, { color: c === c.toUpperCase() ? 'white' : 'black', role });
        file++;
      }
    }
    if (file !== 8) throw new FenTextError('ERR_FEN_BOARD', `rank ${rank + 1} has ${file} squares, expected 8`);
  });
  const turn = fields[1];
  if (turn !== undefined && turn !== 'w' && turn !== 'b') throw new FenTextError('ERR_FEN_TURN', `side to move must be 'w' or 'b', found "${turn}"`);
  p.turn = turn === 'b' ? 'black' : 'white';
  const num = (t: string | undefined, what: string, fallback: number): number => {
    if (t === undefined) return fallback;
    if (!/^\d{1,10}$/.test(t)) throw new FenTextError('ERR_FEN_COUNTERS', `bad ${what} "${t}"`);
    return Number(t);
  };
  p.countingLimit = fields[3] === '-' ? 0 : num(fields[3], 'counting limit', 0);
  p.halfmove = num(fields[4], 'halfmove clock', 0);
  p.fullmove = Math.max(1, num(fields[5], 'fullmove number', 1));
  return p;
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
