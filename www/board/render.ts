// Canvas renderer: draws a BoardState. Pure drawing, no state of its own.
import { ALL_SQUARES, FILES, squareOrigin, squareToCell } from './geometry.ts';
import type { BoardState, Brush, Color, Role, Shape } from './state.ts';
import { destinations, inPlacePromotion, promotionTargets } from './state.ts';
import { en } from '../i18n/en.ts';

export interface Theme {
  square: string;
  line: string;
  diagonal: string;
  coord: string;
  last: string;
  check: string;
  selected: string;
  dest: string;
  drop: string;
  cursor: string;
  whiteFill: string;
  whiteText: string;
  blackFill: string;
  blackText: string;
  ring: string;
  brushes: Record<Brush, string>;
}

export const LIGHT: Theme = {
  square: '#e9dcc0', line: '#7a6a4f', diagonal: '#5b4a30', coord: '#6b5a3e',
  last: 'rgba(214, 168, 40, 0.38)', check: 'rgba(220, 30, 30, 0.55)', selected: 'rgba(40, 110, 220, 0.35)',
  dest: 'rgba(20, 60, 140, 0.55)', drop: 'rgba(40, 140, 90, 0.35)', cursor: '#1e50c8',
  whiteFill: '#fbf8f0', whiteText: '#1a1a1a', blackFill: '#262422', blackText: '#f5f1e6', ring: '#c0392b',
  brushes: { hint: 'rgba(21, 120, 27, 0.78)', analysis: 'rgba(0, 72, 170, 0.72)', user: 'rgba(200, 90, 0, 0.78)' },
};

export const DARK: Theme = {
  ...LIGHT,
  square: '#4a4236', line: '#1e1a14', diagonal: '#b8a888', coord: '#cbbd9e',
  last: 'rgba(230, 190, 60, 0.35)', dest: 'rgba(190, 215, 255, 0.6)', drop: 'rgba(90, 200, 140, 0.35)',
  cursor: '#8fb4ff', selected: 'rgba(90, 150, 255, 0.4)',
  brushes: { hint: 'rgba(60, 200, 80, 0.8)', analysis: 'rgba(110, 170, 255, 0.8)', user: 'rgba(255, 150, 40, 0.8)' },
};

export interface DragInfo {
  from: string;
  x: number;
  y: number;
}

export interface Anim {
  from: string;
  to: string;
  t: number; // 0..1
}

function drawDisc(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, color: Color, role: Role, theme: Theme, alpha = 1): void {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = color === 'white' ? theme.whiteFill : theme.blackFill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.08);
  ctx.strokeStyle = color === 'white' ? '#1a1a1a' : '#e8e2d0';
  ctx.stroke();
  ctx.fillStyle = color === 'white' ? theme.whiteText : theme.blackText;
  ctx.font = `600 ${Math.round(r * 1.05)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(en.roles[role].letter, cx, cy + r * 0.04);
  ctx.restore();
}

/** Arrows from square centre to square centre; marks (no `from`) as a ring, with a ghost piece when `role` is set. */
function drawShape(ctx: CanvasRenderingContext2D, size: number, s: BoardState, shape: Shape, theme: Theme): void {
  const q = size / 8;
  const o = s.orientation;
  const color = theme.brushes[shape.brush];
  const b = squareOrigin(shape.to, size, o);
  const bx = b.x + q / 2;
  const by = b.y + q / 2;
  ctx.save();
  if (shape.role) drawDisc(ctx, bx, by, q * 0.4, shape.color ?? s.turn, shape.role, theme, 0.55);
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
  const len = Math.hypot(bx - ax, by - ay);
  const ux = (bx - ax) / len;
  const uy = (by - ay) / len;
  const head = q * 0.42;
  const width = q * 0.16;
  // stop the shaft under the head, end the head a little before the centre
  const tipX = bx - ux * q * 0.12;
  const tipY = by - uy * q * 0.12;
  const baseX = tipX - ux * head;
  const baseY = tipY - uy * head;
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.beginPath();
  // start at the edge of the moving piece's disc so its letter stays readable
  ctx.moveTo(ax + ux * q * 0.34, ay + uy * q * 0.34);
  ctx.lineTo(baseX, baseY);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(tipX, tipY);
  ctx.lineTo(baseX - uy * head * 0.55, baseY + ux * head * 0.55);
  ctx.lineTo(baseX + uy * head * 0.55, baseY - ux * head * 0.55);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

export function draw(ctx: CanvasRenderingContext2D, size: number, s: BoardState, theme: Theme, drag: DragInfo | null, anim: Anim | null): void {
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

  // coordinates inside the squares
  ctx.fillStyle = theme.coord;
  ctx.font = `${Math.max(8, Math.round(q * 0.18))}px system-ui, sans-serif`;
  for (const sq of ALL_SQUARES) {
    const { col, row } = squareToCell(sq, o);
    const p = squareOrigin(sq, size, o);
    // corners away from the long diagonals, which run through the board's corners
    if (row === 7) {
      const right = col !== 7;
      ctx.textAlign = right ? 'right' : 'left'; ctx.textBaseline = 'bottom';
      ctx.fillText(sq[0], right ? p.x + q - q * 0.06 : p.x + q * 0.06, p.y + q - q * 0.04);
    }
    if (col === 0) {
      const top = row !== 0;
      ctx.textAlign = 'left'; ctx.textBaseline = top ? 'top' : 'bottom';
      ctx.fillText(sq[1], p.x + q * 0.06, top ? p.y + q * 0.05 : p.y + q - q * 0.04);
    }
  }
  void FILES;

  // pieces
  const r = q * 0.4;
  for (const [sq, pc] of s.pieces) {
    if (drag && drag.from === sq) continue;
    if (anim && anim.to === sq) continue;
    const p = squareOrigin(sq, size, o);
    drawDisc(ctx, p.x + q / 2, p.y + q / 2, r, pc.color, pc.role, theme);
  }
  if (anim) {
    const pc = s.pieces.get(anim.to);
    if (pc) {
      const a = squareOrigin(anim.from, size, o);
      const b = squareOrigin(anim.to, size, o);
      const t = 1 - (1 - anim.t) * (1 - anim.t);
      drawDisc(ctx, a.x + (b.x - a.x) * t + q / 2, a.y + (b.y - a.y) * t + q / 2, r, pc.color, pc.role, theme);
    }
  }

  // destinations, promotion ghosts and ring
  const ghosts = new Set(promotionTargets(s));
  if (!s.dropRole) {
    for (const sq of destinations(s)) {
      const p = squareOrigin(sq, size, o);
      if (ghosts.has(sq)) {
        drawDisc(ctx, p.x + q / 2, p.y + q / 2, r, s.turn, 'general', theme, 0.45);
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
  // hover over an illegal drop square: a small cross
  if (s.dropRole && s.refused) {
    const p = squareOrigin(s.refused, size, o);
    ctx.strokeStyle = theme.check;
    ctx.lineWidth = q * 0.05;
    ctx.beginPath();
    ctx.moveTo(p.x + q * 0.3, p.y + q * 0.3); ctx.lineTo(p.x + q * 0.7, p.y + q * 0.7);
    ctx.moveTo(p.x + q * 0.7, p.y + q * 0.3); ctx.lineTo(p.x + q * 0.3, p.y + q * 0.7);
    ctx.stroke();
  }
  for (const shape of s.shapes) drawShape(ctx, size, s, shape, theme);
  if (s.cursor) {
    const p = squareOrigin(s.cursor, size, o);
    ctx.strokeStyle = theme.cursor;
    ctx.lineWidth = Math.max(2, q * 0.05);
    ctx.strokeRect(p.x + ctx.lineWidth / 2, p.y + ctx.lineWidth / 2, q - ctx.lineWidth, q - ctx.lineWidth);
  }
  if (drag) {
    const pc = s.pieces.get(drag.from);
    if (pc) drawDisc(ctx, drag.x, drag.y, r * 1.1, pc.color, pc.role, theme);
  }
}
