// Canvas renderer: draws a BoardState. Pure drawing, no state of its own. Pieces are drawn by a
// piece set (pieces/), coordinates are DOM around the canvas (overlay.ts).
import { arrowGeometry, squareOrigin } from './geometry.ts';
import type { BoardState, Brush, Color, Role, Shape } from './state.ts';
import { destinations, inPlacePromotion, promotionTargets } from './state.ts';

export interface Theme {
  dark: boolean;
  square: string;
  line: string;
  diagonal: string;
  last: string;
  check: string;
  selected: string;
  dest: string;
  drop: string;
  cursor: string;
  ring: string;
  brushes: Record<Brush, string>;
}

export const LIGHT: Theme = {
  dark: false,
  square: '#e9dcc0', line: '#7a6a4f', diagonal: '#5b4a30',
  last: 'rgba(214, 168, 40, 0.38)', check: 'rgba(220, 30, 30, 0.55)', selected: 'rgba(40, 110, 220, 0.35)',
  dest: 'rgba(20, 60, 140, 0.55)', drop: 'rgba(40, 140, 90, 0.35)', cursor: '#1e50c8', ring: '#c0392b',
  brushes: { hint: 'rgba(21, 120, 27, 0.8)', analysis: 'rgba(0, 72, 170, 0.75)', user: 'rgba(200, 90, 0, 0.8)' },
};

export const DARK: Theme = {
  ...LIGHT,
  dark: true,
  square: '#4a4236', line: '#1e1a14', diagonal: '#b8a888',
  last: 'rgba(230, 190, 60, 0.35)', dest: 'rgba(190, 215, 255, 0.6)', drop: 'rgba(90, 200, 140, 0.35)',
  cursor: '#8fb4ff', selected: 'rgba(90, 150, 255, 0.4)',
  brushes: { hint: 'rgba(60, 200, 80, 0.85)', analysis: 'rgba(110, 170, 255, 0.85)', user: 'rgba(255, 150, 40, 0.85)' },
};

/** Draws one piece centred at (cx, cy) on a square `size` CSS pixels wide (a piece set's draw). */
export type DrawPiece = (ctx: CanvasRenderingContext2D, color: Color, role: Role, cx: number, cy: number, size: number, dark: boolean, alpha?: number) => void;

export interface DragInfo {
  from: string;
  x: number;
  y: number;
}

/** A piece sliding to `to`: from the square `from`, or for a drop (from null) in from the edge of
 * the board nearest the mover's tray. */
export interface Anim {
  from: string | null;
  to: string;
  t: number; // 0..1
}

/** Arrows from square centre to square centre; marks (no `from`) as a ring, with a ghost piece when `role` is set. */
function drawShape(ctx: CanvasRenderingContext2D, size: number, s: BoardState, shape: Shape, theme: Theme, piece: DrawPiece): void {
  const q = size / 8;
  const o = s.orientation;
  const color = theme.brushes[shape.brush];
  const b = squareOrigin(shape.to, size, o);
  const bx = b.x + q / 2;
  const by = b.y + q / 2;
  ctx.save();
  if (shape.role) piece(ctx, shape.color ?? s.turn, shape.role, bx, by, q, theme.dark, 0.55);
  if (!shape.from || shape.from === shape.to) {
    ctx.beginPath();
    ctx.lineWidth = q * 0.08;
    ctx.strokeStyle = color;
    ctx.arc(bx, by, q * 0.45, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
    return;
  }
  const a = squareOrigin(shape.from, size, o);
  const ax = a.x + q / 2;
  const ay = a.y + q / 2;
  const g = arrowGeometry(ax, ay, bx, by, q);
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = g.width;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(g.startX, g.startY);
  ctx.lineTo(g.baseX, g.baseY);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(g.tipX, g.tipY);
  ctx.lineTo(g.leftX, g.leftY);
  ctx.lineTo(g.rightX, g.rightY);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

export function draw(ctx: CanvasRenderingContext2D, size: number, s: BoardState, theme: Theme, drag: DragInfo | null, anim: Anim | null, piece: DrawPiece): void {
  const q = size / 8;
  const o = s.orientation;
  ctx.clearRect(0, 0, size, size);
  ctx.fillStyle = theme.square;
  ctx.fillRect(0, 0, size, size);

  const tint = (sq: string, color: string): void => {
    const p = squareOrigin(sq, size, o);
    ctx.fillStyle = color;
    ctx.fillRect(p.x, p.y, q, q);
  };
  if (s.lastMove) {
    if (s.lastMove.from) tint(s.lastMove.from, theme.last);
    tint(s.lastMove.to, theme.last);
  }
  if (s.selected) tint(s.selected, theme.selected);
  if (s.dropRole) for (const sq of destinations(s)) tint(sq, theme.drop);
  if (s.check) {
    const p = squareOrigin(s.check, size, o);
    const g = ctx.createRadialGradient(p.x + q / 2, p.y + q / 2, q * 0.1, p.x + q / 2, p.y + q / 2, q * 0.7);
    g.addColorStop(0, theme.check);
    g.addColorStop(1, 'rgba(220,30,30,0)');
    ctx.fillStyle = g;
    ctx.fillRect(p.x, p.y, q, q);
  }

  // grid and the two long diagonals, corner to corner
  ctx.strokeStyle = theme.line;
  ctx.lineWidth = Math.max(1, size / 400);
  ctx.beginPath();
  for (let i = 0; i <= 8; i++) {
    const v = Math.round(i * q) + (i === 8 ? -0.5 : 0.5);
    ctx.moveTo(v, 0); ctx.lineTo(v, size);
    ctx.moveTo(0, v); ctx.lineTo(size, v);
  }
  ctx.stroke();
  ctx.strokeStyle = theme.diagonal;
  ctx.lineWidth = Math.max(1.5, size / 220);
  ctx.beginPath();
  ctx.moveTo(0, 0); ctx.lineTo(size, size);
  ctx.moveTo(size, 0); ctx.lineTo(0, size);
  ctx.stroke();

  // pieces
  for (const [sq, pc] of s.pieces) {
    if (drag && drag.from === sq) continue;
    if (anim && anim.to === sq) continue;
    const p = squareOrigin(sq, size, o);
    piece(ctx, pc.color, pc.role, p.x + q / 2, p.y + q / 2, q, theme.dark);
  }
  if (anim) {
    const pc = s.pieces.get(anim.to);
    if (pc) {
      const b = squareOrigin(anim.to, size, o);
      // a drop comes in from the edge of the mover's tray (below the board for the bottom side)
      const a = anim.from ? squareOrigin(anim.from, size, o) : { x: b.x, y: pc.color === o ? size : -q };
      const t = 1 - (1 - anim.t) * (1 - anim.t);
      piece(ctx, pc.color, pc.role, a.x + (b.x - a.x) * t + q / 2, a.y + (b.y - a.y) * t + q / 2, q, theme.dark);
    }
  }

  // destinations, promotion ghosts and ring
  const ghosts = new Set(promotionTargets(s));
  if (!s.dropRole) {
    for (const sq of destinations(s)) {
      const p = squareOrigin(sq, size, o);
      if (ghosts.has(sq)) {
        piece(ctx, s.turn, 'general', p.x + q / 2, p.y + q / 2, q, theme.dark, 0.45);
        continue;
      }
      ctx.beginPath();
      if (s.pieces.has(sq)) {
        ctx.lineWidth = q * 0.07;
        ctx.strokeStyle = theme.dest;
        ctx.arc(p.x + q / 2, p.y + q / 2, q * 0.45, 0, Math.PI * 2);
        ctx.stroke();
      } else {
        ctx.fillStyle = theme.dest;
        ctx.arc(p.x + q / 2, p.y + q / 2, q * 0.13, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }
  if (inPlacePromotion(s) && s.selected) {
    const p = squareOrigin(s.selected, size, o);
    ctx.beginPath();
    ctx.lineWidth = q * 0.08;
    ctx.strokeStyle = theme.ring;
    ctx.setLineDash([q * 0.12, q * 0.07]);
    ctx.arc(p.x + q / 2, p.y + q / 2, q * 0.46, 0, Math.PI * 2);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  // a square where the picked tray piece may not go (hovered or tapped): a small cross
  if (s.dropRole && s.refused) {
    const p = squareOrigin(s.refused, size, o);
    ctx.strokeStyle = theme.check;
    ctx.lineWidth = q * 0.05;
    ctx.beginPath();
    ctx.moveTo(p.x + q * 0.3, p.y + q * 0.3); ctx.lineTo(p.x + q * 0.7, p.y + q * 0.7);
    ctx.moveTo(p.x + q * 0.7, p.y + q * 0.3); ctx.lineTo(p.x + q * 0.3, p.y + q * 0.7);
    ctx.stroke();
  }
  for (const shape of s.shapes) drawShape(ctx, size, s, shape, theme, piece);
  if (s.cursor) {
    const p = squareOrigin(s.cursor, size, o);
    ctx.strokeStyle = theme.cursor;
    ctx.lineWidth = Math.max(2, q * 0.05);
    ctx.strokeRect(p.x + ctx.lineWidth / 2, p.y + ctx.lineWidth / 2, q - ctx.lineWidth, q - ctx.lineWidth);
  }
  if (drag) {
    const pc = s.pieces.get(drag.from);
    if (pc) piece(ctx, pc.color, pc.role, drag.x, drag.y, q * 1.1, theme.dark);
  }
}

/** The board as a PNG `size` pixels square, drawn by draw() (what a download saves). With
 * `coordinates`, files a-h and ranks 1-8 in a margin around it, in the theme's colours. */
export function boardPng(size: number, s: BoardState, theme: Theme, piece: DrawPiece, coordinates = false): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('canvas 2d context unavailable'));
  const margin = coordinates ? Math.round(size * 0.05) : 0;
  const inner = size - 2 * margin;
  if (coordinates) {
    ctx.fillStyle = theme.dark ? '#24201a' : '#fbf7ee';
    ctx.fillRect(0, 0, size, size);
  }
  ctx.save();
  ctx.translate(margin, margin);
  draw(ctx, inner, s, theme, null, null, piece);
  ctx.restore();
  if (coordinates) {
    const q = inner / 8;
    ctx.fillStyle = theme.dark ? '#d8ccb6' : '#5e5446';
    ctx.font = `600 ${Math.round(margin * 0.6)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const white = s.orientation === 'white';
    for (let i = 0; i < 8; i++) {
      const file = String.fromCharCode(97 + (white ? i : 7 - i));
      const rank = String(white ? 8 - i : i + 1);
      const along = margin + (i + 0.5) * q;
      ctx.fillText(file, along, size - margin / 2);
      ctx.fillText(file, along, margin / 2);
      ctx.fillText(rank, margin / 2, along);
      ctx.fillText(rank, size - margin / 2, along);
    }
  }
  return new Promise((ok, fail) => canvas.toBlob((blob) => (blob ? ok(blob) : fail(new Error('the canvas gave no PNG'))), 'image/png'));
}
