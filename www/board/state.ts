// Pure board state and its transitions. No DOM, no Game: the host passes pieces and legal moves in.
import type { Orientation } from './geometry.ts';

// The sides and the roles are the package's (generated from the crate's lists): data only, no engine.
export type { Color, Role } from '../lib/generated/boundary.ts';
import type { SquareName } from '../lib/types.ts';
import type { Color, Role } from '../lib/generated/boundary.ts';

export interface BoardPiece {
  square: string;
  color: Color;
  role: Role;
}

/** An arrow (from -> to), or a mark on one square when `from` is absent or equal to `to`; `role` draws a ghost piece there (drops, promotions). */
export type Brush = 'hint' | 'analysis' | 'user';
export interface Shape {
  brush: Brush;
  from?: SquareName;
  to: SquareName;
  role?: Role;
  color?: Color;
}

/** The subset of a legal move the board needs. */
export interface BoardMove {
  uci: string;
  kind: 'drop' | 'move' | 'promotion';
  role: Role;
  from?: SquareName;
  to: SquareName;
}

/** Whether `s` names a square ('a1'..'h8'). */
export const isSquareName = (s: string): s is SquareName => /^[a-h][1-8]$/.test(s);

export interface BoardState {
  pieces: Map<string, { color: Color; role: Role }>;
  moves: BoardMove[];
  turn: Color;
  orientation: Orientation;
  interactive: boolean;
  /** Input is ignored between sending a move and receiving the new position. */
  busy: boolean;
  selected: string | null;
  dropRole: Role | null;
  lastMove: { from?: string; to: string } | null;
  check: string | null;
  cursor: string | null;
  hover: string | null;
  /** The hovered square when the picked tray piece may not be placed there (drawn with a cross). */
  refused: string | null;
  /** Arrows and marks; cleared when a different position arrives. */
  shapes: Shape[];
  /** Identity of the shown position (pieces and turn), to know when shapes go stale. */
  key: string;
}

export function initialState(): BoardState {
  return {
    pieces: new Map(),
    moves: [],
    turn: 'white',
    orientation: 'white',
    interactive: true,
    busy: false,
    selected: null,
    dropRole: null,
    lastMove: null,
    check: null,
    cursor: null,
    hover: null,
    refused: null,
    shapes: [],
    key: '',
  };
}

export interface Position {
  pieces: BoardPiece[];
  moves: BoardMove[];
  turn: Color;
  lastMove?: { from?: string; to: string } | null;
  check?: string | null;
  interactive?: boolean;
}

/** A new position from the host: clears selection and the busy flag. */
export function setPosition(s: BoardState, p: Position): BoardState {
  const pieces = new Map<string, { color: Color; role: Role }>();
  for (const pc of p.pieces) pieces.set(pc.square, { color: pc.color, role: pc.role });
  // The legal moves stay known on a read-only board (arrows of moves can be drawn); input is off.
  const moves = p.moves;
  let key = p.turn;
  for (const pc of p.pieces) key += `${pc.square}${pc.color[0]}${pc.role[0]}${pc.role[1]}`;
  const dropRole = s.dropRole && p.turn === s.turn && moves.some((m) => m.kind === 'drop' && m.role === s.dropRole) ? s.dropRole : null;
  return {
    ...s,
    pieces,
    moves,
    turn: p.turn,
    lastMove: p.lastMove ?? null,
    check: p.check ?? null,
    interactive: p.interactive !== false,
    busy: false,
    selected: null,
    dropRole,
    shapes: key === s.key ? s.shapes : [],
    key,
  };
}

/** Replaces the shapes of one brush. */
export function setShapes(s: BoardState, brush: Brush, shapes: Omit<Shape, 'brush'>[]): BoardState {
  return { ...s, shapes: [...s.shapes.filter((x) => x.brush !== brush), ...shapes.map((x) => ({ ...x, brush }))] };
}

/** A user's arrow (or square mark when from === to): drawn, or removed when it is already there. */
export function toggleUserShape(s: BoardState, from: SquareName, to: SquareName): BoardState {
  const f = from === to ? undefined : from;
  const i = s.shapes.findIndex((x) => x.brush === 'user' && x.to === to && x.from === f);
  if (i >= 0) return { ...s, shapes: s.shapes.filter((_, j) => j !== i) };
  return { ...s, shapes: [...s.shapes, { brush: 'user', from: f, to }] };
}

/** The shape showing a legal move: an arrow, a ghost piece for a drop, a ring and ghost for an in-place promotion. */
export function moveShape(s: BoardState, uci: string): Omit<Shape, 'brush'> | null {
  const m = s.moves.find((x) => x.uci === uci);
  if (!m) return null;
  if (m.kind === 'drop') return { to: m.to, role: m.role, color: s.turn };
  if (m.kind === 'promotion') return { from: m.from === m.to ? undefined : m.from, to: m.to, role: 'general', color: s.turn };
  return { from: m.from, to: m.to };
}

export function movesFrom(s: BoardState, from: string): BoardMove[] {
  return s.moves.filter((m) => m.kind !== 'drop' && m.from === from);
}

export function dropsOf(s: BoardState, role: Role): BoardMove[] {
  return s.moves.filter((m) => m.kind === 'drop' && m.role === role);
}

/** Destinations highlighted for the current selection (board moves or drops). */
export function destinations(s: BoardState): string[] {
  if (s.dropRole) return dropsOf(s, s.dropRole).map((m) => m.to);
  if (s.selected) return movesFrom(s, s.selected).filter((m) => m.to !== m.from).map((m) => m.to);
  return [];
}

/** Squares where a ghost General marks a diagonal promotion of the selected pawn. */
export function promotionTargets(s: BoardState): string[] {
  if (!s.selected) return [];
  return movesFrom(s, s.selected)
    .filter((m) => m.kind === 'promotion' && m.to !== m.from)
    .map((m) => m.to);
}

/** Whether the selected pawn may promote in place (ring on its square). */
export function inPlacePromotion(s: BoardState): BoardMove | null {
  if (!s.selected) return null;
  return movesFrom(s, s.selected).find((m) => m.kind === 'promotion' && m.to === m.from) ?? null;
}

export type Action =
  | { type: 'none' }
  | { type: 'select'; square: string }
  | { type: 'deselect' }
  | { type: 'move'; uci: string };

function canAct(s: BoardState): boolean {
  return s.interactive && !s.busy;
}

/** What a click (or tap, or Enter) on `square` means. */
export function clickAction(s: BoardState, square: string): Action {
  if (!canAct(s)) return { type: 'none' };
  if (s.dropRole) {
    const m = dropsOf(s, s.dropRole).find((d) => d.to === square);
    if (m) return { type: 'move', uci: m.uci };
    // A refused square keeps the picked piece (the host says why); an own piece is selected instead.
    return selectableAction(s, square) ?? { type: 'none' };
  }
  if (s.selected) {
    // Clicking the selected piece again only deselects: an in-place promotion is its own choice
    // (the promotion button or the P key), never an accident of a second click.
    if (square === s.selected) return { type: 'deselect' };
    const m = moveTo(s, s.selected, square);
    if (m) return { type: 'move', uci: m.uci };
  }
  return selectableAction(s, square) ?? { type: 'deselect' };
}

function selectableAction(s: BoardState, square: string): Action | null {
  const pc = s.pieces.get(square);
  if (pc && pc.color === s.turn && movesFrom(s, square).length > 0) return { type: 'select', square };
  return null;
}

/** The move from `from` to `to` (a board move or a diagonal promotion). */
export function moveTo(s: BoardState, from: string, to: string): BoardMove | null {
  if (from === to) return null;
  return movesFrom(s, from).find((m) => m.to === to) ?? null;
}

/** Applies an action to the state; a move makes the board busy until the next position. */
export function apply(s: BoardState, a: Action): BoardState {
  switch (a.type) {
    case 'select':
      return { ...s, selected: a.square, dropRole: null };
    case 'deselect':
      return { ...s, selected: null, dropRole: null };
    case 'move':
      return { ...s, busy: true, selected: null };
    default:
      return s;
  }
}

export function pickDrop(s: BoardState, role: Role | null): BoardState {
  if (!canAct(s)) return s;
  if (role === null || s.dropRole === role) return { ...s, dropRole: null };
  return { ...s, dropRole: role, selected: null };
}
