import { describe, expect, it } from 'vitest';
import { cellToSquare, rotateSquare, squareAt, squareCenter, squareOrigin, squareToCell, stepSquare } from '../../www/board/geometry.ts';
import { clickAction, destinations, inPlacePromotion, initialState, moveShape, pickDrop, promotionTargets, setPosition, setShapes, toggleUserShape, apply, type BoardMove, type BoardPiece } from '../../www/board/state.ts';
import { pointerDown, pointerMove, pointerUp } from '../../www/board/gesture.ts';
import type { SquareName } from '../../www/lib/types.ts';

describe('geometry', () => {
  it('maps a1 to bottom-left for White and top-right for Black', () => {
    expect(squareToCell('a1', 'white')).toEqual({ col: 0, row: 7 });
    expect(squareToCell('a1', 'black')).toEqual({ col: 7, row: 0 });
    expect(squareToCell('h8', 'white')).toEqual({ col: 7, row: 0 });
    expect(cellToSquare(0, 0, 'white')).toBe('a8');
    expect(cellToSquare(0, 0, 'black')).toBe('h1');
  });
  it('round-trips every square through pixels in both orientations', () => {
    for (const o of ['white', 'black'] as const) {
      for (const f of 'abcdefgh') for (const r of '12345678') {
        const sq = f + r;
        const c = squareCenter(sq, 480, o);
        expect(squareAt(c.x, c.y, 480, o)).toBe(sq);
        const p = squareOrigin(sq, 480, o);
        expect(squareAt(p.x, p.y, 480, o)).toBe(sq);
        expect(squareAt(p.x + 59.9, p.y + 59.9, 480, o)).toBe(sq);
      }
    }
  });
  it('pixel corners and outside', () => {
    expect(squareAt(0, 479, 480, 'white')).toBe('a1');
    expect(squareAt(479, 0, 480, 'white')).toBe('h8');
    expect(squareAt(0, 479, 480, 'black')).toBe('h8');
    expect(squareAt(-1, 10, 480, 'white')).toBeNull();
    expect(squareAt(480, 10, 480, 'white')).toBeNull();
    expect(squareCenter('a1', 400, 'white')).toEqual({ x: 25, y: 375 });
  });
  it('keyboard steps follow the screen and clamp', () => {
    expect(stepSquare('e2', 0, -1, 'white')).toBe('e3');
    expect(stepSquare('e2', 0, -1, 'black')).toBe('e1');
    expect(stepSquare('a1', -1, 1, 'white')).toBe('a1');
    expect(rotateSquare('a1')).toBe('h8');
    expect(rotateSquare('e3')).toBe('d6');
  });
});

const P = (square: string, color: 'white' | 'black', role: BoardPiece['role']): BoardPiece => ({ square, color, role });
const M = (uci: string, kind: BoardMove['kind'], role: BoardMove['role']): BoardMove => {
  const square = (s: string): SquareName => s as SquareName;
  if (uci.includes('@')) return { uci, kind, role, to: square(uci.slice(2, 4)) };
  return { uci, kind, role, from: square(uci.slice(0, 2)), to: square(uci.slice(2, 4)) };
};

describe('board state: click-click', () => {
  const pieces = [P('e1', 'white', 'king'), P('a2', 'white', 'chariot'), P('e8', 'black', 'king'), P('b3', 'white', 'pawn')];
  const moves = [M('a2a7', 'move', 'chariot'), M('a2a3', 'move', 'chariot'), M('e1d1', 'move', 'king'), M('b3b4', 'move', 'pawn'), M('b3b3f', 'promotion', 'pawn'), M('b3c2f', 'promotion', 'pawn')];
  const s0 = setPosition(initialState(), { pieces, moves, turn: 'white' });

  it('selects an own movable piece, shows its destinations, then moves', () => {
    const a = clickAction(s0, 'a2');
    expect(a).toEqual({ type: 'select', square: 'a2' });
    const s1 = apply(s0, a);
    expect(destinations(s1).sort()).toEqual(['a3', 'a7']);
    expect(clickAction(s1, 'a7')).toEqual({ type: 'move', uci: 'a2a7' });
    const s2 = apply(s1, { type: 'move', uci: 'a2a7' });
    expect(s2.busy).toBe(true);
    expect(clickAction(s2, 'e1')).toEqual({ type: 'none' }); // never sends twice
    const s3 = setPosition(s2, { pieces, moves, turn: 'white' });
    expect(s3.busy).toBe(false);
    expect(s3.selected).toBeNull();
  });
  it('switches selection to another own piece and deselects on empty squares, enemies, same square', () => {
    const s1 = apply(s0, clickAction(s0, 'a2'));
    expect(clickAction(s1, 'e1')).toEqual({ type: 'select', square: 'e1' });
    expect(clickAction(s1, 'h5')).toEqual({ type: 'deselect' });
    expect(clickAction(s1, 'e8')).toEqual({ type: 'deselect' });
    expect(clickAction(s1, 'a2')).toEqual({ type: 'deselect' });
    expect(clickAction(s0, 'e8')).toEqual({ type: 'deselect' });
  });
  it('promotion: ring for in-place, ghosts on diagonal targets; a second click only deselects', () => {
    const s1 = apply(s0, clickAction(s0, 'b3'));
    expect(inPlacePromotion(s1)?.uci).toBe('b3b3f');
    expect(promotionTargets(s1)).toEqual(['c2']);
    expect(destinations(s1).sort()).toEqual(['b4', 'c2']);
    expect(clickAction(s1, 'b3')).toEqual({ type: 'deselect' });
    expect(clickAction(s1, 'c2')).toEqual({ type: 'move', uci: 'b3c2f' });
  });
  it('non-interactive boards ignore input', () => {
    const s = setPosition(initialState(), { pieces, moves, turn: 'white', interactive: false });
    expect(clickAction(s, 'a2')).toEqual({ type: 'none' });
    expect(pickDrop(s, 'chariot').dropRole).toBeNull();
    expect(moveShape(s, 'a2a7')).toEqual({ from: 'a2', to: 'a7' });
  });
});

describe('board state: drops', () => {
  const pieces = [P('a3', 'white', 'pawn'), P('b1', 'white', 'king')];
  const moves = [M('R@a1', 'drop', 'chariot'), M('R@c1', 'drop', 'chariot'), M('N@a2', 'drop', 'horse')];
  const s0 = setPosition(initialState(), { pieces, moves, turn: 'white' });
  it('picking a tray role shades its drop squares and a click drops', () => {
    const s1 = pickDrop(s0, 'chariot');
    expect(destinations(s1)).toEqual(['a1', 'c1']);
    expect(clickAction(s1, 'c1')).toEqual({ type: 'move', uci: 'R@c1' });
    // a refused square keeps the pick
    expect(clickAction(s1, 'a2')).toEqual({ type: 'none' });
    expect(clickAction(s1, 'h7')).toEqual({ type: 'none' });
    expect(pickDrop(s1, 'chariot').dropRole).toBeNull();
  });
  it('a new position keeps the tray pick only while that role can still drop', () => {
    const s1 = pickDrop(s0, 'chariot');
    expect(setPosition(s1, { pieces, moves, turn: 'white' }).dropRole).toBe('chariot');
    expect(setPosition(s1, { pieces, moves: [moves[2]], turn: 'white' }).dropRole).toBeNull();
  });
});

describe('board state: arrows and marks', () => {
  const pieces = [P('e1', 'white', 'king'), P('a2', 'white', 'chariot'), P('e8', 'black', 'king'), P('b7', 'white', 'pawn')];
  const moves = [M('a2a7', 'move', 'chariot'), M('b7b7f', 'promotion', 'pawn'), M('b7c8f', 'promotion', 'pawn'), M('N@a3', 'drop', 'horse')];
  const s0 = setPosition(initialState(), { pieces, moves, turn: 'white' });
  it('shows a board move as an arrow, a drop and an in-place promotion as a ghost piece, a diagonal promotion as an arrow with a ghost', () => {
    expect(moveShape(s0, 'a2a7')).toEqual({ from: 'a2', to: 'a7' });
    expect(moveShape(s0, 'N@a3')).toEqual({ to: 'a3', role: 'horse', color: 'white' });
    expect(moveShape(s0, 'b7b7f')).toEqual({ from: undefined, to: 'b7', role: 'general', color: 'white' });
    expect(moveShape(s0, 'b7c8f')).toEqual({ from: 'b7', to: 'c8', role: 'general', color: 'white' });
    expect(moveShape(s0, 'a2a8')).toBeNull(); // not a legal move here
  });
  it('each brush is replaced on its own; shapes survive a redraw of the same position and go with a new one', () => {
    let s = setShapes(s0, 'hint', [{ from: 'a2', to: 'a7' }]);
    s = setShapes(s, 'analysis', [{ from: 'e1', to: 'd1' }]);
    s = setShapes(s, 'hint', [{ to: 'a3', role: 'horse' }]);
    expect(s.shapes).toEqual([{ brush: 'analysis', from: 'e1', to: 'd1' }, { brush: 'hint', to: 'a3', role: 'horse' }]);
    const same = setPosition(s, { pieces, moves, turn: 'white' });
    expect(same.shapes).toHaveLength(2);
    const moved = setPosition(s, { pieces: [...pieces.slice(0, 1), P('a7', 'white', 'chariot'), ...pieces.slice(2)], moves: [], turn: 'black' });
    expect(moved.shapes).toEqual([]);
    expect(setPosition(s, { pieces, moves, turn: 'black' }).shapes).toEqual([]); // same pieces, other side to move
  });
  it('a user arrow toggles, and a press-release on one square marks it', () => {
    let s = toggleUserShape(s0, 'a2', 'a7');
    s = toggleUserShape(s, 'e8', 'e8');
    expect(s.shapes).toEqual([{ brush: 'user', from: 'a2', to: 'a7' }, { brush: 'user', from: undefined, to: 'e8' }]);
    s = toggleUserShape(s, 'a2', 'a7');
    expect(s.shapes).toEqual([{ brush: 'user', from: undefined, to: 'e8' }]);
    expect(toggleUserShape(s, 'e8', 'e8').shapes).toEqual([]);
  });
});

describe('gestures', () => {
  const pieces = [P('a2', 'white', 'chariot'), P('e1', 'white', 'king')];
  const moves = [M('a2a7', 'move', 'chariot'), M('e1e2', 'move', 'king')];
  const s0 = setPosition(initialState(), { pieces, moves, turn: 'white' });
  it('drag and drop sends the move on release over a destination', () => {
    const d = pointerDown(s0, 'a2', 10, 10);
    expect(d.action).toEqual({ type: 'select', square: 'a2' });
    const s1 = apply(s0, d.action);
    const g = pointerMove(d.gesture, 10, 200);
    expect(g.dragging).toBe(true);
    expect(pointerUp(s1, g, 'a7')).toEqual({ type: 'move', uci: 'a2a7' });
    expect(pointerUp(s1, g, 'b7')).toEqual({ type: 'none' });
  });
  it('a click on the selected square deselects on release', () => {
    const s1 = apply(s0, { type: 'select', square: 'a2' });
    const d = pointerDown(s1, 'a2', 5, 5);
    expect(d.action.type).toBe('none');
    expect(pointerUp(s1, pointerMove(d.gesture, 6, 6), 'a2')).toEqual({ type: 'deselect' });
  });
});
