// Pointer Events (mouse, pen, touch): click-click and drag-drop on the board canvas.
import type { Board } from '../board/board.ts';
import { idleGesture, pointerDown, pointerMove, pointerUp, type Gesture } from './gesture.ts';

export function attachPointer(board: Board): void {
  const canvas = board.canvas;
  let g: Gesture = idleGesture();
  let active: number | null = null;
  const local = (e: PointerEvent): { x: number; y: number } => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  // Right button (or Ctrl/Alt/Shift + left button): draw an arrow from the press square to the release square, or mark one square.
  let arrowFrom: { id: number; square: string } | null = null;
  canvas.addEventListener('contextmenu', (e) => e.preventDefault());
  canvas.addEventListener('pointerdown', (e) => {
    if (e.pointerType === 'mouse' && (e.button === 2 || (e.button === 0 && (e.ctrlKey || e.altKey || e.shiftKey))) && active === null) {
      e.preventDefault();
      const sq = board.squareFromClient(e.clientX, e.clientY);
      if (sq) {
        arrowFrom = { id: e.pointerId, square: sq };
        canvas.setPointerCapture(e.pointerId);
      }
      return;
    }
    if (e.button !== 0 || active !== null) return;
    e.preventDefault();
    // A plain press clears the user's arrows, as on lichess.
    board.setShapes('user', []);
    const sq = board.squareFromClient(e.clientX, e.clientY);
    const { x, y } = local(e);
    const res = pointerDown(board.state, sq, x, y);
    g = res.gesture;
    board.setCursor(null);
    board.dispatch(res.action);
    if (g.dragFrom) {
      active = e.pointerId;
      canvas.setPointerCapture(e.pointerId);
    }
  });
  canvas.addEventListener('pointermove', (e) => {
    const { x, y } = local(e);
    if (active === e.pointerId) {
      g = pointerMove(g, x, y);
      if (g.dragging && g.dragFrom) {
        board.drag = { from: g.dragFrom, x, y };
        board.redraw();
      }
    }
    if (e.pointerType === 'mouse') board.setHover(board.squareFromClient(e.clientX, e.clientY));
  });
  const finish = (e: PointerEvent, cancel: boolean): void => {
    if (arrowFrom && arrowFrom.id === e.pointerId) {
      const to = cancel ? null : board.squareFromClient(e.clientX, e.clientY);
      if (to) board.toggleUserShape(arrowFrom.square, to);
      arrowFrom = null;
      return;
    }
    if (active !== e.pointerId) return;
    active = null;
    const sq = cancel ? null : board.squareFromClient(e.clientX, e.clientY);
    const action = pointerUp(board.state, g, sq);
    g = idleGesture();
    if (action.type !== 'move') {
      board.drag = null;
      board.redraw();
    }
    board.dispatch(action);
    if (action.type !== 'move') board.drag = null;
  };
  canvas.addEventListener('pointerup', (e) => finish(e, false));
  canvas.addEventListener('pointercancel', (e) => finish(e, true));
  canvas.addEventListener('pointerleave', () => board.setHover(null));
  canvas.style.touchAction = 'none';
}
