/**
 * Board pictures without a DOM: `renderSvg()` draws a position as a self-contained SVG string
 * (print, RSS, e-mail, pages without JavaScript), in Node at build time or in a browser.
 * @module sittuyin/diagram
 */
// The same board as the canvas (www/board/render.ts): its colours, grid and the two long diagonals,
// the coordinates along the left and bottom edges, the piece sets drawn from the same data
// (www/board/pieces/), the pieces in hand in trays above and below the board as the embeddable
// board shows them. The FEN is read by the engine (a Game), so a diagram accepts exactly the FENs
// the Game does and a bad one throws its SittuyinError (ERR_FEN_*), never a broken picture.
import { COLORS, Game, ROLES, limits } from './game.js';
import { SittuyinError, describe, requireObject, requireOneOf, requireSquare, requireString } from './errors.js';
import type { Color, RulesName, Role, SquareName, UciStep } from './types.js';
import type { Brush } from '../board/state.ts';
import { DARK, LIGHT, type Theme } from '../board/render.ts';
import { arrowGeometry, squareOrigin, FILES, type Orientation } from '../board/geometry.ts';
import { pieceSvgOf, type PieceSetName, type VectorSetData } from '../board/pieces/index.ts';
import { FIGURINES } from '../board/pieces/figurines.ts';
import { BURMESE } from '../board/pieces/burmese.ts';

export { init } from './game.js';
export type { PieceSetName } from '../board/pieces/index.ts';

/** A brush name (the board's colours for hints, analysis and the user's own shapes) or a CSS
 * colour as `#hex`, `rgb()` or `rgba()`. (From JavaScript a CSS colour name such as `'purple'` is
 * accepted too; TypeScript takes the three forms it can check.) */
export type DiagramColor = Brush | `#${string}` | `rgb(${string})` | `rgba(${string})`;

/** An arrow from square to square: `'e2e4'`, `'e2-e4'` or an object with its own colour. */
export type DiagramArrow = UciStep | `${SquareName}-${SquareName}` | { from: SquareName; to: SquareName; color?: DiagramColor };
/** A ring on a square: `'d4'` or an object with its own colour. */
export type DiagramMark = SquareName | { square: SquareName; color?: DiagramColor };

export interface DiagramOptions {
  /** The position (default: the start of the placement phase). Read by the engine: call
   * `await init()` first. */
  fen?: string;
  /** Rules the FEN is read under (default 'chessplayx', as a Game). */
  rules?: RulesName;
  /** The side at the bottom (default 'white'). */
  orientation?: Color;
  /** Piece set: 'letters' (default), 'figurines' or 'burmese'. */
  pieces?: PieceSetName;
  /** Arrows (default colour: the analysis brush). */
  arrows?: readonly DiagramArrow[];
  /** Ringed squares (default colour: the hint brush). */
  marks?: readonly DiagramMark[];
  /** Files and ranks along the bottom and left edges (default true). */
  coordinates?: boolean;
  /** A line of text under the board; also the picture's title. */
  caption?: string;
  /** The picture's accessible title (default: the caption, else "Sittuyin position" and the FEN). */
  title?: string;
  /** Board colours: 'light' (default) or 'dark'. */
  theme?: 'light' | 'dark';
  /** Width of the picture in pixels (the height follows), default 400. */
  size?: number;
  /** Prefix of the ids inside the picture, to inline several pictures in one page (default 'sittuyin'). */
  idPrefix?: string;
}

/** What renderSvg reads from the FEN. */
interface Position {
  pieces: { square: string; color: Color; role: Role }[];
  hand: Record<Color, Record<Role, number>>;
  fen: string;
}

const SETS: Record<PieceSetName, VectorSetData | null> = { letters: null, figurines: FIGURINES, burmese: BURMESE };
const PIECE_SETS: readonly PieceSetName[] = ['letters', 'figurines', 'burmese'];

// Layout in picture units: one square is 100.
const Q = 100;
const BOARD = 8 * Q;
const PAD = 8;
const COORDS = 34;
const TRAY = 84;
const TRAY_PIECE = 70;
const CAPTION = 56;

const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Numbers rounded to 0.01 (short and stable output). */
const n = (v: number): string => String(Math.round(v * 100) / 100);

/** A colour as an SVG paint and opacity (rgba() is split: SVG 1.1 readers do not know it). */
function paint(color: string): { color: string; opacity: number } {
  const m = /^rgba\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*([\d.]+)\s*\)$/.exec(color);
  if (m) return { color: `rgb(${m[1]}, ${m[2]}, ${m[3]})`, opacity: Number(m[4]) };
  return { color, opacity: 1 };
}

function colorOf(value: unknown, fallback: keyof Theme['brushes'], theme: Theme): { color: string; opacity: number } {
  if (value === undefined) return paint(theme.brushes[fallback]);
  if (value === 'hint' || value === 'analysis' || value === 'user') return paint(theme.brushes[value]);
  if (typeof value === 'string' && /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20}|rgba?\([\d\s.,%]+\))$/.test(value)) return paint(value);
  throw new SittuyinError('ERR_ARGUMENT', `a colour must be 'hint', 'analysis', 'user' or a CSS colour (#hex, rgb(), a name), got ${describe(value)}`);
}

function arrowOf(a: unknown): { from: string; to: string; color?: unknown } {
  if (typeof a === 'string') {
    const m = /^([a-h][1-8])-?([a-h][1-8])$/.exec(a);
    if (!m) throw new SittuyinError('ERR_ARGUMENT', `an arrow must be two squares ('e2e4' or 'e2-e4'), got ${describe(a)}`);
    return { from: m[1], to: m[2] };
  }
  const o = requireObject(a, 'an arrow');
  return { from: requireSquare(o.from, 'arrow.from'), to: requireSquare(o.to, 'arrow.to'), color: o.color };
}

function markOf(m: unknown): { square: string; color?: unknown } {
  if (typeof m === 'string') return { square: requireSquare(m, 'a mark') };
  const o = requireObject(m, 'a mark');
  return { square: requireSquare(o.square, 'mark.square'), color: o.color };
}

function list(value: unknown, what: string): readonly unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new SittuyinError('ERR_ARGUMENT', `${what} must be an array, got ${describe(value)}`);
  return value;
}

/** Reads the position with the engine: the same FENs as a Game, the same errors. */
function readPosition(fen: string | undefined, rules: RulesName | undefined): Position {
  const game = new Game({ fen, rules });
  try {
    return {
      pieces: game.pieces(),
      hand: { white: game.hand('white'), black: game.hand('black') },
      fen: game.fen(),
    };
  } finally {
    game.free();
  }
}

/** The arrow as the canvas draws it (the same arrowGeometry): a round-capped shaft and a head,
 * from square centre to square centre. */
function arrowSvg(ax: number, ay: number, bx: number, by: number, c: { color: string; opacity: number }, from: string, to: string): string {
  const g = arrowGeometry(ax, ay, bx, by, Q);
  return `<g class="arrow" data-from="${from}" data-to="${to}" opacity="${n(c.opacity)}">`
    + `<line x1="${n(g.startX)}" y1="${n(g.startY)}" x2="${n(g.baseX)}" y2="${n(g.baseY)}" stroke="${escapeXml(c.color)}" stroke-width="${n(g.width)}" stroke-linecap="round"/>`
    + `<polygon points="${n(g.tipX)},${n(g.tipY)} ${n(g.leftX)},${n(g.leftY)} ${n(g.rightX)},${n(g.rightY)}" fill="${escapeXml(c.color)}"/>`
    + '</g>';
}

/**
 * Draws a position as a self-contained SVG string: no scripts, no external references, a
 * `<title>`, a viewBox and a width and height. The FEN is read by the engine, so call
 * `await init()` first (else ERR_INIT); a bad FEN throws its SittuyinError (ERR_FEN_*), bad
 * options ERR_ARGUMENT. Pieces in hand are drawn in trays above and below the board (the side at
 * the bottom has its tray below), each role once with its count.
 */
export function renderSvg(options: DiagramOptions = {}): string {
  const o = requireObject(options, 'options') as DiagramOptions;
  const fen = o.fen === undefined ? undefined : requireString(o.fen, 'fen', limits().fen);
  const rules = o.rules === undefined ? undefined : (requireString(o.rules, 'rules', limits().name) as RulesName);
  const orientation: Orientation = o.orientation === undefined ? 'white' : requireOneOf(o.orientation, 'orientation', COLORS);
  const setName = o.pieces === undefined ? 'letters' : requireOneOf(o.pieces, 'pieces', PIECE_SETS);
  const themeName = o.theme === undefined ? 'light' : requireOneOf(o.theme, 'theme', ['light', 'dark'] as const);
  const theme = themeName === 'dark' ? DARK : LIGHT;
  const dark = theme.dark;
  if (o.coordinates !== undefined && typeof o.coordinates !== 'boolean') throw new SittuyinError('ERR_ARGUMENT', `coordinates must be a boolean, got ${describe(o.coordinates)}`);
  const coordinates = o.coordinates ?? true;
  const caption = o.caption === undefined ? '' : requireString(o.caption, 'caption', limits().label);
  const size = o.size === undefined ? 400 : o.size;
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 16 || size > 16384) throw new SittuyinError('ERR_ARGUMENT', `size must be a number of pixels from 16 to 16384, got ${describe(size)}`);
  const prefix = o.idPrefix === undefined ? 'sittuyin' : requireString(o.idPrefix, 'idPrefix', limits().name);
  if (!/^[A-Za-z_][\w-]*$/.test(prefix)) throw new SittuyinError('ERR_ARGUMENT', `idPrefix must be a name (letters, digits, _ and -), got ${describe(prefix)}`);
  const arrows = list(o.arrows, 'arrows').map(arrowOf);
  const marks = list(o.marks, 'marks').map(markOf);
  const arrowPaints = arrows.map((a) => colorOf(a.color, 'analysis', theme));
  const markPaints = marks.map((m) => colorOf(m.color, 'hint', theme));

  const pos = readPosition(fen, rules);
  const title = o.title === undefined ? (caption || `Sittuyin position ${pos.fen}`) : requireString(o.title, 'title', limits().label);
  const data = SETS[setName];
  const held = (c: Color): boolean => ROLES.some((r) => pos.hand[c][r] > 0);
  const bottom: Color = orientation;
  const top: Color = orientation === 'white' ? 'black' : 'white';
  const topTray = held(top);
  const bottomTray = held(bottom);

  const left = PAD + (coordinates ? COORDS : 0);
  const boardY = PAD + (topTray ? TRAY : 0);
  let y = boardY + BOARD + (coordinates ? COORDS : 0);
  const bottomTrayY = y;
  if (bottomTray) y += TRAY;
  const captionY = y;
  if (caption) y += CAPTION;
  const W = left + BOARD + PAD;
  const H = y + PAD;
  const background = dark ? '#1f1c18' : '#ffffff';
  const muted = dark ? '#b3a794' : '#6d6356';
  const out: string[] = [];
  const titleId = `${prefix}-title`;
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${n(size)}" height="${n((size * H) / W)}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${titleId}">`);
  out.push(`<title id="${titleId}">${escapeXml(title)}</title>`);
  out.push(`<desc>${escapeXml(pos.fen)}</desc>`);
  out.push(`<rect class="background" width="${W}" height="${H}" fill="${background}"/>`);

  // the board: squares, grid, the two long diagonals (render.ts: line width size/400 and size/220)
  out.push(`<g class="board" transform="translate(${left} ${boardY})">`);
  out.push(`<rect class="squares" width="${BOARD}" height="${BOARD}" fill="${theme.square}"/>`);
  const grid: string[] = [];
  for (let i = 0; i <= 8; i++) grid.push(`M${i * Q} 0V${BOARD}M0 ${i * Q}H${BOARD}`);
  out.push(`<path class="grid" d="${grid.join('')}" fill="none" stroke="${theme.line}" stroke-width="${n(BOARD / 400)}"/>`);
  out.push(`<path class="diagonals" d="M0 0L${BOARD} ${BOARD}M${BOARD} 0L0 ${BOARD}" fill="none" stroke="${theme.diagonal}" stroke-width="${n(BOARD / 220)}"/>`);
  for (const p of pos.pieces) {
    const at = squareOrigin(p.square, BOARD, orientation);
    out.push(pieceSvgOf(data, p.color, p.role, dark, {
      class: 'piece', 'data-square': p.square, 'data-piece': `${p.color} ${p.role}`,
      x: n(at.x), y: n(at.y), width: String(Q), height: String(Q),
    }, `${prefix}-${p.square}`));
  }
  marks.forEach((m, i) => {
    const at = squareOrigin(m.square, BOARD, orientation);
    const c = markPaints[i];
    out.push(`<circle class="mark" data-square="${m.square}" cx="${n(at.x + Q / 2)}" cy="${n(at.y + Q / 2)}" r="${n(Q * 0.45)}" fill="none" stroke="${escapeXml(c.color)}" stroke-opacity="${n(c.opacity)}" stroke-width="${n(Q * 0.08)}"/>`);
  });
  arrows.forEach((a, i) => {
    const A = squareOrigin(a.from, BOARD, orientation);
    const B = squareOrigin(a.to, BOARD, orientation);
    if (a.from === a.to) {
      const c = arrowPaints[i];
      out.push(`<circle class="mark" data-square="${a.to}" cx="${n(B.x + Q / 2)}" cy="${n(B.y + Q / 2)}" r="${n(Q * 0.45)}" fill="none" stroke="${escapeXml(c.color)}" stroke-opacity="${n(c.opacity)}" stroke-width="${n(Q * 0.08)}"/>`);
      return;
    }
    out.push(arrowSvg(A.x + Q / 2, A.y + Q / 2, B.x + Q / 2, B.y + Q / 2, arrowPaints[i], a.from, a.to));
  });
  out.push('</g>');

  const text = (x: number, ty: number, label: string, cls: string, fontSize: number, fill = muted, weight = 600): string =>
    `<text class="${cls}" x="${n(x)}" y="${n(ty)}" text-anchor="middle" dominant-baseline="central" font-family="system-ui, sans-serif" font-weight="${weight}" font-size="${fontSize}" fill="${fill}">${escapeXml(label)}</text>`;
  if (coordinates) {
    const ranks = '87654321'.split('');
    const files = FILES.split('');
    if (orientation === 'black') {
      ranks.reverse();
      files.reverse();
    }
    out.push('<g class="coords">');
    ranks.forEach((r, i) => out.push(text(PAD + COORDS / 2, boardY + i * Q + Q / 2, r, 'rank', 26)));
    files.forEach((f, i) => out.push(text(left + i * Q + Q / 2, boardY + BOARD + COORDS / 2, f, 'file', 26)));
    out.push('</g>');
  }

  // the trays: each role in hand once, with its count in a badge (tray.ts)
  const tray = (color: Color, ty: number): void => {
    out.push(`<g class="tray" data-color="${color}">`);
    let x = left;
    for (const role of ROLES) {
      const count = pos.hand[color][role];
      if (!(count > 0)) continue;
      const py = ty + (TRAY - TRAY_PIECE) / 2;
      out.push(pieceSvgOf(data, color, role, dark, {
        class: 'hand', 'data-piece': `${color} ${role}`, 'data-count': String(count),
        x: n(x), y: n(py), width: String(TRAY_PIECE), height: String(TRAY_PIECE),
      }, `${prefix}-hand-${color}-${role}`));
      const bx = x + TRAY_PIECE - 4;
      const by = py + TRAY_PIECE - 8;
      const bw = count > 9 ? 34 : 24;
      out.push(`<rect x="${n(bx - bw / 2)}" y="${n(by - 12)}" width="${bw}" height="24" rx="12" fill="#7a5c2e"/>`);
      out.push(text(bx, by, String(count), 'count', 18, '#ffffff'));
      x += TRAY_PIECE + 16;
    }
    out.push('</g>');
  };
  if (topTray) tray(top, PAD);
  if (bottomTray) tray(bottom, bottomTrayY);
  if (caption) out.push(text(left + BOARD / 2, captionY + CAPTION / 2, caption, 'caption', 32, dark ? '#ece6d6' : '#1a1a1a', 400));
  out.push('</svg>');
  return out.join('');
}

