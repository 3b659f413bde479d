// Piece sets. The letter discs are always bundled; the drawn sets (figurines, burmese) are data
// modules (SVG path strings in a 0..100 box = one square) loaded with import() only when chosen, and
// drawn here as cached Path2D objects scaled to the square: vector, crisp at any size and
// devicePixelRatio, synchronous, and without data: URLs or styles (strict CSP).
import type { Color, Role } from '../state.ts';
import { en } from '../../i18n/en.ts';

export type PieceSetName = 'letters' | 'figurines' | 'burmese';
export const PIECE_SETS: readonly PieceSetName[] = ['letters', 'figurines', 'burmese'];
export { ROLES } from '../../lib/generated/boundary.ts';

export interface PieceSet {
  name: PieceSetName;
  /** Draws one piece centred at (cx, cy); `size` = the square's edge in CSS px (the ctx already has the DPR transform); `dark` = dark board theme; `alpha` for ghosts. */
  draw(ctx: CanvasRenderingContext2D, color: Color, role: Role, cx: number, cy: number, size: number, dark: boolean, alpha?: number): void;
}

/** A 2D context of a canvas or of an OffscreenCanvas (both draw the same). */
type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

// ---------------------------------------------------------------- data of a drawn set

/**
 * One layer of a drawn piece, in a 0..100 box (the square): `body` is filled with the piece colour
 * and outlined, `accent` filled with the accent colour and outlined, `line` stroked thin in the
 * detail colour, `mark` filled in the detail colour. Layers are drawn in order.
 */
export type LayerKind = 'body' | 'accent' | 'line' | 'mark';
export type Layer = readonly [LayerKind, string];

export interface Paint {
  /** Body fill: one colour, or a top-left → bottom-right gradient. */
  fill: string | readonly [string, string];
  outline: string;
  detail: string;
  accent: string;
}

export interface VectorSetData {
  name: 'figurines' | 'burmese';
  /** Outline and detail stroke widths in box units (the box is 100 units = one square). */
  outline: number;
  detail: number;
  /** Paint by board theme, then by side. */
  paints: { light: Record<Color, Paint>; dark: Record<Color, Paint> };
  glyphs: Record<Role, readonly Layer[]>;
}

// ---------------------------------------------------------------- letters (always bundled)

const DISC = {
  whiteFill: '#fbf8f0', whiteText: '#1a1a1a', whiteLine: '#1a1a1a',
  blackFill: '#262422', blackText: '#f5f1e6', blackLine: '#e8e2d0',
};

/** The letter discs: a disc with the piece's FEN letter (K F S N R P). */
export const LETTERS: PieceSet = {
  name: 'letters',
  draw(ctx, color, role, cx, cy, size, _dark, alpha = 1) {
    const r = size * 0.4;
    const white = color === 'white';
    ctx.save();
    ctx.globalAlpha *= alpha;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = white ? DISC.whiteFill : DISC.blackFill;
    ctx.fill();
    ctx.lineWidth = Math.max(1, r * 0.08);
    ctx.strokeStyle = white ? DISC.whiteLine : DISC.blackLine;
    ctx.stroke();
    ctx.fillStyle = white ? DISC.whiteText : DISC.blackText;
    ctx.font = `600 ${Math.round(r * 1.05)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(en.roles[role].letter, cx, cy + r * 0.04);
    ctx.restore();
  },
};

// ---------------------------------------------------------------- drawn sets

const paths = new Map<string, Path2D>();
function path2d(d: string): Path2D {
  let p = paths.get(d);
  if (!p) {
    p = new Path2D(d);
    paths.set(d, p);
  }
  return p;
}

const gradients = new WeakMap<object, Map<string, CanvasGradient>>();
function fillStyle(ctx: Ctx2D, fill: Paint['fill']): string | CanvasGradient {
  if (typeof fill === 'string') return fill;
  let byKey = gradients.get(ctx);
  if (!byKey) {
    byKey = new Map();
    gradients.set(ctx, byKey);
  }
  const key = fill.join();
  let g = byKey.get(key);
  if (!g) {
    // in box units: the gradient follows the transform in force when the layer is filled
    g = ctx.createLinearGradient(25, 10, 75, 90);
    g.addColorStop(0, fill[0]);
    g.addColorStop(1, fill[1]);
    byKey.set(key, g);
  }
  return g;
}

/** Outline width in box units: the set's width, but never thinner than 0.9 CSS px. */
export function outlineWidth(data: VectorSetData, size: number): number {
  return Math.max(data.outline, (0.9 * 100) / size);
}

/** Below this square size (CSS px) the inner detail lines are left out: they would only blur the silhouette. */
const MIN_DETAIL_SIZE = 26;

function drawSolid(ctx: Ctx2D, data: VectorSetData, color: Color, role: Role, cx: number, cy: number, size: number, dark: boolean): void {
  const paint = data.paints[dark ? 'dark' : 'light'][color];
  const k = size / 100;
  const outline = outlineWidth(data, size);
  const detail = Math.max(data.detail, (0.6 * 100) / size);
  ctx.save();
  ctx.translate(cx - size / 2, cy - size / 2);
  ctx.scale(k, k);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  for (const [kind, d] of data.glyphs[role]) {
    const p = path2d(d);
    if (kind === 'line') {
      if (size < MIN_DETAIL_SIZE) continue;
      ctx.strokeStyle = paint.detail;
      ctx.lineWidth = detail;
      ctx.stroke(p);
    } else if (kind === 'mark') {
      ctx.fillStyle = paint.detail;
      ctx.fill(p);
    } else {
      ctx.fillStyle = kind === 'body' ? fillStyle(ctx, paint.fill) : paint.accent;
      ctx.fill(p);
      ctx.strokeStyle = paint.outline;
      ctx.lineWidth = outline;
      ctx.stroke(p);
    }
  }
  ctx.restore();
}

let scratch: OffscreenCanvas | null = null;

/**
 * A translucent piece (ghost): drawn opaque on a scratch canvas, then copied with the alpha, so the
 * overlapping layers do not show through each other.
 */
function drawGhost(ctx: CanvasRenderingContext2D, data: VectorSetData, color: Color, role: Role, cx: number, cy: number, size: number, dark: boolean, alpha: number): boolean {
  if (typeof OffscreenCanvas === 'undefined') return false;
  const m = ctx.getTransform();
  const scale = Math.hypot(m.a, m.b) || 1;
  const px = Math.max(1, Math.ceil(size * scale));
  if (!scratch || scratch.width < px || scratch.height < px) scratch = new OffscreenCanvas(px, px);
  const s = scratch.getContext('2d');
  if (!s) return false;
  s.setTransform(1, 0, 0, 1, 0, 0);
  s.clearRect(0, 0, px, px);
  s.setTransform(px / size, 0, 0, px / size, 0, 0);
  drawSolid(s, data, color, role, size / 2, size / 2, size, dark);
  ctx.save();
  ctx.globalAlpha *= alpha;
  ctx.drawImage(scratch, 0, 0, px, px, cx - size / 2, cy - size / 2, size, size);
  ctx.restore();
  return true;
}

/** A PieceSet that draws a drawn set's data. */
export function vectorSet(data: VectorSetData): PieceSet {
  return {
    name: data.name,
    draw(ctx, color, role, cx, cy, size, dark, alpha = 1) {
      if (alpha < 1 && drawGhost(ctx, data, color, role, cx, cy, size, dark, alpha)) return;
      ctx.save();
      ctx.globalAlpha *= alpha;
      drawSolid(ctx, data, color, role, cx, cy, size, dark);
      ctx.restore();
    },
  };
}

const loaded = new Map<PieceSetName, Promise<PieceSet>>([['letters', Promise.resolve(LETTERS)]]);
const dataOf = new WeakMap<PieceSet, VectorSetData>();

/** The set by name; the drawn sets are fetched once, as their own chunks. */
export function loadPieceSet(name: PieceSetName): Promise<PieceSet> {
  let p = loaded.get(name);
  if (!p) {
    const data = name === 'figurines'
      ? import('./figurines.ts').then((m) => m.FIGURINES)
      : import('./burmese.ts').then((m) => m.BURMESE);
    p = data.then((d) => {
      const set = vectorSet(d);
      dataOf.set(set, d);
      return set;
    });
    p.catch(() => loaded.delete(name));
    loaded.set(name, p);
  }
  return p;
}

// ---------------------------------------------------------------- SVG (tray buttons, previews)

const SVG_NS = 'http://www.w3.org/2000/svg';

interface SvgNode {
  tag: string;
  attrs: Record<string, string>;
  children?: SvgNode[];
  text?: string;
}

let gradientIds = 0;

function svgTree(set: PieceSet, color: Color, role: Role, dark: boolean): SvgNode {
  return svgTreeOf(dataOf.get(set) ?? null, color, role, dark, {}, `sittuyin-piece-${++gradientIds}`);
}

/** The piece's tree from a drawn set's data (null: the letter discs); `attrs` are added to the
 * <svg> (position and size when nested in a larger picture), `gradientId` names its body gradient. */
function svgTreeOf(data: VectorSetData | null, color: Color, role: Role, dark: boolean, attrs: Record<string, string>, gradientId: string): SvgNode {
  const root = (children: SvgNode[]): SvgNode => ({ tag: 'svg', attrs: { xmlns: SVG_NS, ...attrs, viewBox: '0 0 100 100' }, children });
  if (!data) {
    const white = color === 'white';
    return root([
      { tag: 'circle', attrs: { cx: '50', cy: '50', r: '40', fill: white ? DISC.whiteFill : DISC.blackFill, stroke: white ? DISC.whiteLine : DISC.blackLine, 'stroke-width': '3.2' } },
      { tag: 'text', attrs: { x: '50', y: '52', 'text-anchor': 'middle', 'dominant-baseline': 'middle', 'font-family': 'system-ui, sans-serif', 'font-weight': '600', 'font-size': '42', fill: white ? DISC.whiteText : DISC.blackText }, text: en.roles[role].letter },
    ]);
  }
  const paint = data.paints[dark ? 'dark' : 'light'][color];
  const children: SvgNode[] = [];
  let body = typeof paint.fill === 'string' ? paint.fill : '';
  if (typeof paint.fill !== 'string') {
    const id = gradientId;
    body = `url(#${id})`;
    children.push({ tag: 'defs', attrs: {}, children: [{
      tag: 'linearGradient', attrs: { id, gradientUnits: 'userSpaceOnUse', x1: '25', y1: '10', x2: '75', y2: '90' },
      children: [
        { tag: 'stop', attrs: { offset: '0', 'stop-color': paint.fill[0] } },
        { tag: 'stop', attrs: { offset: '1', 'stop-color': paint.fill[1] } },
      ],
    }] });
  }
  const g: SvgNode = { tag: 'g', attrs: { 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }, children: [] };
  for (const [kind, d] of data.glyphs[role]) {
    const attrs: Record<string, string> = { d };
    if (kind === 'line') Object.assign(attrs, { fill: 'none', stroke: paint.detail, 'stroke-width': String(data.detail) });
    else if (kind === 'mark') attrs.fill = paint.detail;
    else Object.assign(attrs, { fill: kind === 'body' ? body : paint.accent, stroke: paint.outline, 'stroke-width': String(data.outline) });
    g.children?.push({ tag: 'path', attrs });
  }
  children.push(g);
  return root(children);
}

const escapeXml = (s: string): string => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function serialize(n: SvgNode): string {
  const attrs = Object.entries(n.attrs).map(([k, v]) => ` ${k}="${escapeXml(v)}"`).join('');
  const inner = n.text !== undefined ? escapeXml(n.text) : (n.children ?? []).map(serialize).join('');
  return `<${n.tag}${attrs}>${inner}</${n.tag}>`;
}

/** The piece as SVG markup (viewBox 0 0 100 100, presentation attributes only, no styles). */
export function pieceSvg(set: PieceSet, color: Color, role: Role, dark = false): string {
  return serialize(svgTree(set, color, role, dark));
}

/**
 * The piece as SVG markup straight from a drawn set's data (null: the letter discs), the same
 * layers the canvas draws: for whole-board pictures (`sittuyin/diagram`), without a loaded set.
 * `attrs` go on the <svg> (x, y, width, height to nest it); `gradientId` must be unique in the
 * document that holds it.
 */
export function pieceSvgOf(data: VectorSetData | null, color: Color, role: Role, dark: boolean, attrs: Record<string, string>, gradientId: string): string {
  return serialize(svgTreeOf(data, color, role, dark, attrs, gradientId));
}

/** The piece as an <svg> element, built without innerHTML (for tray buttons). */
export function pieceSvgElement(set: PieceSet, color: Color, role: Role, dark = false, doc: Document = document): SVGSVGElement {
  const build = (n: SvgNode): Element => {
    const el = doc.createElementNS(SVG_NS, n.tag);
    for (const [k, v] of Object.entries(n.attrs)) if (k !== 'xmlns') el.setAttribute(k, v);
    if (n.text !== undefined) el.textContent = n.text;
    for (const c of n.children ?? []) el.appendChild(build(c));
    return el;
  };
  return build(svgTree(set, color, role, dark)) as SVGSVGElement;
}
