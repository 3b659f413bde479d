// Pure pointer-gesture logic (click-click and drag-drop) over the board state. No DOM.
import type { Action, BoardState } from './state.ts';
import { clickAction, moveTo } from './state.ts';

export interface Gesture {
  /** Square where the pointer went down on a piece that may be dragged. */
  dragFrom: string | null;
  /** The pointer went down on the already-selected square: a click there on release. */
  sameSquare: boolean;
  dragging: boolean;
  startX: number;
  startY: number;
}

export const DRAG_THRESHOLD = 4;

export function idleGesture(): Gesture {
  return { dragFrom: null, sameSquare: false, dragging: false, startX: 0, startY: 0 };
}

/** Pointer down on `square` (null: off the board). */
export function pointerDown(s: BoardState, square: string | null, x: number, y: number): { action: Action; gesture: Gesture } {
  const g: Gesture = { ...idleGesture(), startX: x, startY: y };
  if (square === null) return { action: { type: 'none' }, gesture: g };
  if (s.selected && !s.dropRole && square === s.selected) {
    return { action: { type: 'none' }, gesture: { ...g, dragFrom: square, sameSquare: true } };
  }
  const action = clickAction(s, square);
  if (action.type === 'select') g.dragFrom = action.square;
  return { action, gesture: g };
}

export function pointerMove(g: Gesture, x: number, y: number): Gesture {
  if (!g.dragFrom || g.dragging) return g;
  if (Math.hypot(x - g.startX, y - g.startY) >= DRAG_THRESHOLD) return { ...g, dragging: true };
  return g;
}

/** Pointer up over `square`: the resulting action. */
export function pointerUp(s: BoardState, g: Gesture, square: string | null): Action {
  if (g.dragging && g.dragFrom) {
    if (square && square !== g.dragFrom) {
      const m = moveTo(s, g.dragFrom, square);
      if (m && s.interactive && !s.busy) return { type: 'move', uci: m.uci };
    }
    return { type: 'none' };
  }
  if (g.sameSquare && square === g.dragFrom && square !== null) return clickAction(s, square);
  return { type: 'none' };
}
