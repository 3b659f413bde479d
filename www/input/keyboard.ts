// Keyboard path over the board: arrows move a cursor, Enter/Space picks or places, P promotes in place, Esc cancels.
import type { Board } from '../board/board.ts';
import { stepSquare } from '../board/geometry.ts';
import { clickAction, inPlacePromotion } from '../board/state.ts';

export function attachKeyboard(board: Board): void {
  const canvas = board.canvas;
  canvas.tabIndex = 0;
  canvas.addEventListener('keydown', (e) => {
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
  });
  canvas.addEventListener('blur', () => board.setCursor(null));
}
