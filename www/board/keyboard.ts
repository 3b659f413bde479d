// Keyboard path over the board: arrows move a cursor, Enter/Space picks or places, P promotes in place, Esc cancels.
import type { Board } from './board.ts';
import { stepSquare } from './geometry.ts';
import { clickAction, inPlacePromotion } from './state.ts';

/** Binds the keyboard path to the board's canvas; returns the function that unbinds it. */
export function attachKeyboard(board: Board): () => void {
  const canvas = board.canvas;
  canvas.tabIndex = 0;
  const keydown = (e: KeyboardEvent): void => {
    const s = board.state;
    const cur = s.cursor ?? s.selected ?? (s.orientation === 'white' ? 'e2' : 'd7');
    const dirs: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const d = dirs[e.key];
    if (d) {
      e.preventDefault();
      e.stopPropagation();
      board.setCursor(s.cursor ? stepSquare(cur, d[0], d[1], s.orientation) : cur);
      board.setHover(board.state.cursor);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      if (!s.cursor) board.setCursor(cur);
      else board.dispatch(clickAction(s, s.cursor));
    } else if (e.key === 'p' || e.key === 'P' || e.key === '=') {
      const m = inPlacePromotion(s);
      if (m) board.dispatch({ type: 'move', uci: m.uci });
    } else if (e.key === 'Escape') {
      board.dispatch({ type: 'deselect' });
      board.setCursor(null);
    }
  };
  const blur = (): void => board.setCursor(null);
  canvas.addEventListener('keydown', keydown);
  canvas.addEventListener('blur', blur);
  return () => {
    canvas.removeEventListener('keydown', keydown);
    canvas.removeEventListener('blur', blur);
  };
}
