// Pointer Events (mouse, pen, touch): click-click and drag-drop on the board canvas.
import type { Board } from './board.ts';
import { idleGesture, pointerDown, pointerMove, pointerUp, type Gesture } from './gesture.ts';

/** Binds pointer input to the board's canvas; returns the function that unbinds it. */
export function attachPointer(board: Board): () => void {
  const canvas = board.canvas;
  let g: Gesture = idleGesture();
  let active: number | null = null;
  const local = (e: PointerEvent): { x: number; y: number } => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  // Right button (or Ctrl/Alt/Shift + left button): draw an arrow from the press square to the release square, or mark one square.
  let arrowFrom: { id: number; square: string } | null = null;
  const listeners: [string, (e: PointerEvent) => void][] = [];
  const on = (type: string, f: (e: PointerEvent) => void): void => {
    listeners.push([type, f]);
    canvas.addEventListener(type, f as EventListener);
  };
  on('contextmenu', (e) => e.preventDefault());
  on('pointerdown', (e) => {
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
    // Keyboard shortcuts (P to promote in place) follow the pointer's board.
    canvas.focus({ preventScroll: true });
    // A plain press clears the user's arrows, as on lichess.
    board.setShapes('user', []);
    const sq = board.squareFromClient(e.clientX, e.clientY);
    const { x, y } = local(e);
    const res = pointerDown(board.state, sq, x, y);
    g = res.gesture;
    board.setCursor(null);
    // A tap on a square where the picked tray piece may not go: say why (touch has no hover). The
    // reason stays until the next tap (a finger lifting is no hover leaving the square).
    if (res.action.type === 'none' && board.state.dropRole && sq) board.explain(sq);
    else if (e.pointerType !== 'mouse') board.setHover(null);
    board.dispatch(res.action);
    if (g.dragFrom) {
      active = e.pointerId;
      canvas.setPointerCapture(e.pointerId);
    }
  });
  on('pointermove', (e) => {
    const { x, y } = local(e);
    if (active === e.pointerId) {
      g = pointerMove(g, x, y);
      if (g.dragging && g.dragFrom) {
        board.setDrag({ from: g.dragFrom, x, y });
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
    if (action.type !== 'move') board.setDrag(null);
    board.dispatch(action);
  };
  on('pointerup', (e) => finish(e, false));
  on('pointercancel', (e) => finish(e, true));
  on('pointerleave', (e) => { if (e.pointerType === 'mouse') board.setHover(null); });
  return () => {
    for (const [type, f] of listeners) canvas.removeEventListener(type, f as EventListener);
  };
}
