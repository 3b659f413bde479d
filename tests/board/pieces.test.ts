import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LETTERS, PIECE_SETS, ROLES, loadPieceSet, outlineWidth, pieceSvg, vectorSet, type Paint, type VectorSetData } from '../../www/board/pieces/index.ts';
import { FIGURINES } from '../../www/board/pieces/figurines.ts';
import { BURMESE } from '../../www/board/pieces/burmese.ts';
import figurinesSource from '../../www/board/pieces/figurines.ts?raw';
import burmeseSource from '../../www/board/pieces/burmese.ts?raw';
import type { Color, Role } from '../../www/board/state.ts';

const SETS: readonly VectorSetData[] = [FIGURINES, BURMESE];
const COLORS: readonly Color[] = ['white', 'black'];
const BOARD = { light: '#e9dcc0', dark: '#4a4236' } as const;

// ---------------------------------------------------------------- SVG path parsing

type Pt = [number, number];
const ARGS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, Z: 0 };

/** Tokenizes a path; throws on anything but M L H V C S Q T Z (absolute or relative) with whole argument groups. */
function tokenize(d: string): { cmd: string; args: number[] }[] {
  const re = /\s*([A-Za-z])|\s*,?\s*(-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/y;
  const out: { cmd: string; args: number[] }[] = [];
  let m: RegExpExecArray | null;
  while (re.lastIndex < d.length && (m = re.exec(d))) {
    if (m[1]) {
      const cmd = m[1];
      if (!(cmd.toUpperCase() in ARGS)) throw new Error(`unsupported command ${cmd}`);
      if (out.length === 0 && cmd.toUpperCase() !== 'M') throw new Error('a path starts with M');
      out.push({ cmd, args: [] });
    } else {
      const last = out[out.length - 1];
      if (!last) throw new Error('a number before any command');
      last.args.push(Number(m[2]));
    }
  }
  if (re.lastIndex < d.trimEnd().length) throw new Error(`cannot parse at ${re.lastIndex}: ${d.slice(re.lastIndex, re.lastIndex + 12)}`);
  for (const { cmd, args } of out) {
    const n = ARGS[cmd.toUpperCase()];
    if (n === 0 ? args.length !== 0 : args.length === 0 || args.length % n !== 0) throw new Error(`${cmd} with ${args.length} numbers`);
    if (args.some((a) => !Number.isFinite(a))) throw new Error('not a number');
  }
  return out;
}

/** The path as closed polygons (curves sampled), one per subpath. */
function flatten(d: string): Pt[][] {
  const polys: Pt[][] = [];
  let cur: Pt[] = [];
  let p: Pt = [0, 0];
  let start: Pt = [0, 0];
  let lastCtrl: Pt | null = null;
  let lastQ: Pt | null = null;
  const cubic = (a: Pt, b: Pt, c: Pt, e: Pt): void => {
    for (let i = 1; i <= 16; i++) {
      const t = i / 16;
      const u = 1 - t;
      cur.push([u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * e[0], u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * e[1]]);
    }
  };
  const quad = (a: Pt, b: Pt, e: Pt): void => {
    for (let i = 1; i <= 12; i++) {
      const t = i / 12;
      const u = 1 - t;
      cur.push([u * u * a[0] + 2 * u * t * b[0] + t * t * e[0], u * u * a[1] + 2 * u * t * b[1] + t * t * e[1]]);
    }
  };
  for (const { cmd, args } of tokenize(d)) {
    const C = cmd.toUpperCase();
    const rel = cmd !== C;
    const n = ARGS[C] || 1;
    for (let i = 0; i < Math.max(1, args.length / n); i++) {
      const a = args.slice(i * n, i * n + n);
      const abs = (k: number): Pt => (rel ? [p[0] + a[k], p[1] + a[k + 1]] : [a[k], a[k + 1]]);
      let ctrl: Pt | null = null;
      let q: Pt | null = null;
      if (C === 'M') {
        const e = abs(0);
        if (i === 0) {
          if (cur.length > 1) polys.push(cur);
          cur = [e];
          start = e;
        } else cur.push(e);
        p = e;
      } else if (C === 'L') {
        p = abs(0);
        cur.push(p);
      } else if (C === 'H') {
        p = [rel ? p[0] + a[0] : a[0], p[1]];
        cur.push(p);
      } else if (C === 'V') {
        p = [p[0], rel ? p[1] + a[0] : a[0]];
        cur.push(p);
      } else if (C === 'C') {
        const c1 = abs(0);
        const c2 = abs(2);
        const e = abs(4);
        cubic(p, c1, c2, e);
        ctrl = c2;
        p = e;
      } else if (C === 'S') {
        const c1: Pt = lastCtrl ? [2 * p[0] - lastCtrl[0], 2 * p[1] - lastCtrl[1]] : p;
        const c2 = abs(0);
        const e = abs(2);
        cubic(p, c1, c2, e);
        ctrl = c2;
        p = e;
      } else if (C === 'Q') {
        const c = abs(0);
        const e = abs(2);
        quad(p, c, e);
        q = c;
        p = e;
      } else if (C === 'T') {
        const c: Pt = lastQ ? [2 * p[0] - lastQ[0], 2 * p[1] - lastQ[1]] : p;
        const e = abs(0);
        quad(p, c, e);
        q = c;
        p = e;
      } else if (C === 'Z') {
        if (cur.length > 1) polys.push(cur);
        cur = [start];
        p = start;
      }
      lastCtrl = ctrl;
      lastQ = q;
    }
  }
  if (cur.length > 1) polys.push(cur);
  return polys;
}

/** Nonzero winding of a point against a set of closed polygons (canvas' default fill rule). */
function inside(polys: Pt[][], x: number, y: number): boolean {
  let w = 0;
  for (const poly of polys) {
    for (let i = 0; i < poly.length; i++) {
      const [x0, y0] = poly[i];
      const [x1, y1] = poly[(i + 1) % poly.length];
      if (y0 <= y) {
        if (y1 > y && (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0) > 0) w++;
      } else if (y1 <= y && (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0) < 0) w--;
    }
  }
  return w !== 0;
}

const GRID = 50;
/** The filled silhouette of a piece (body and accent layers) on a GRID×GRID raster of the square. */
function silhouette(data: VectorSetData, role: Role): boolean[] {
  const layers = data.glyphs[role].filter(([k]) => k === 'body' || k === 'accent').map(([, d]) => flatten(d));
  const cells: boolean[] = [];
  for (let j = 0; j < GRID; j++) {
    for (let i = 0; i < GRID; i++) {
      const x = ((i + 0.5) * 100) / GRID;
      const y = ((j + 0.5) * 100) / GRID;
      cells.push(layers.some((l) => inside(l, x, y)));
    }
  }
  return cells;
}

function iou(a: boolean[], b: boolean[]): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) both++;
    if (a[i] || b[i]) either++;
  }
  return both / either;
}

// ---------------------------------------------------------------- colours

function luminance(hex: string): number {
  const v = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}
/** "Redmean" weighted RGB distance (0..~765). */
function colourDistance(a: string, b: string): number {
  const [r1, g1, b1] = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const [r2, g2, b2] = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  const r = (r1 + r2) / 2;
  return Math.sqrt((2 + r / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - r) / 256) * (b1 - b2) ** 2);
}
const fills = (p: Paint): string[] => (typeof p.fill === 'string' ? [p.fill] : [...p.fill]);

// ---------------------------------------------------------------- a recording 2D context

class Recorder {
  calls: string[] = [];
  fillStyle: unknown = '';
  strokeStyle: unknown = '';
  lineWidth = 1;
  lineJoin = '';
  lineCap = '';
  font = '';
  textAlign = '';
  textBaseline = '';
  globalAlpha = 1;
  private stack: number[] = [];
  save(): void { this.stack.push(this.globalAlpha); this.calls.push('save'); }
  restore(): void { this.globalAlpha = this.stack.pop() ?? 1; this.calls.push('restore'); }
  translate(x: number, y: number): void { this.calls.push(`translate ${x} ${y}`); }
  scale(x: number, y: number): void { this.calls.push(`scale ${x} ${y}`); }
  beginPath(): void { this.calls.push('beginPath'); }
  arc(x: number, y: number, r: number): void { this.calls.push(`arc ${x} ${y} ${r}`); }
  fill(p?: FakePath): void { this.calls.push(`fill ${String(this.fillStyle)} ${this.globalAlpha}${p ? ` ${p.d.slice(0, 12)}` : ''}`); }
  stroke(p?: FakePath): void { this.calls.push(`stroke ${String(this.strokeStyle)} ${this.lineWidth}${p ? ` ${p.d.slice(0, 12)}` : ''}`); }
  fillText(t: string, x: number, y: number): void { this.calls.push(`text ${t} ${x} ${y} ${String(this.fillStyle)}`); }
  createLinearGradient(): { addColorStop: (o: number, c: string) => void; stops: string[]; toString: () => string } {
    const stops: string[] = [];
    return { stops, addColorStop: (_o, c) => { stops.push(c); }, toString: () => `gradient(${stops.join(',')})` };
  }
  getTransform(): { a: number; b: number } { return { a: 2, b: 0 }; }
  get ctx(): CanvasRenderingContext2D { return this as unknown as CanvasRenderingContext2D; }
}

class FakePath {
  static made = 0;
  constructor(readonly d: string) { FakePath.made++; }
}

// ---------------------------------------------------------------- tests

describe('piece sets', () => {
  it('lists the three sets and loads each by name, once', async () => {
    expect([...PIECE_SETS]).toEqual(['letters', 'figurines', 'burmese']);
    for (const name of PIECE_SETS) {
      const set = await loadPieceSet(name);
      expect(set.name).toBe(name);
      expect(await loadPieceSet(name)).toBe(set);
    }
    expect(await loadPieceSet('letters')).toBe(LETTERS);
  });

  it('have every role for both sides, with a filled body', () => {
    for (const data of SETS) {
      expect(Object.keys(data.glyphs).sort()).toEqual([...ROLES].sort());
      for (const role of ROLES) {
        const layers = data.glyphs[role];
        expect(layers.length, `${data.name} ${role}`).toBeGreaterThan(0);
        expect(layers[0][0] === 'body' || layers.some(([k]) => k === 'body'), `${data.name} ${role}`).toBe(true);
      }
      for (const theme of ['light', 'dark'] as const) for (const c of COLORS) expect(data.paints[theme][c]).toBeDefined();
    }
  });

  it('every path parses (and the tokenizer refuses bad ones)', () => {
    for (const data of SETS) for (const role of ROLES) for (const [, d] of data.glyphs[role]) expect(() => tokenize(d), `${data.name} ${role}: ${d}`).not.toThrow();
    expect(() => tokenize('M1 2L3')).toThrow();
    expect(() => tokenize('L1 2')).toThrow();
    expect(() => tokenize('M1 2A1 1 0 0 1 3 3')).toThrow();
    expect(() => tokenize('M1 2C1 2 3 4 5 6Zx')).toThrow();
    expect(flatten('M0 0H10V10H0Z')).toEqual([[[0, 0], [10, 0], [10, 10], [0, 10]]]);
  });

  it('stays inside the square with a margin, outline included', () => {
    for (const data of SETS) {
      for (const role of ROLES) {
        let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
        for (const [, d] of data.glyphs[role]) {
          for (const poly of flatten(d)) for (const [x, y] of poly) {
            minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
          }
        }
        const half = outlineWidth(data, 24) / 2;
        const where = `${data.name} ${role}: ${minX} ${minY} ${maxX} ${maxY}`;
        expect(minX - half, where).toBeGreaterThanOrEqual(3);
        expect(minY - half, where).toBeGreaterThanOrEqual(3);
        expect(maxX + half, where).toBeLessThanOrEqual(97);
        expect(maxY + half, where).toBeLessThanOrEqual(97);
        // and fills a good part of it (not a speck): at least 55 units tall or wide
        expect(Math.max(maxX - minX, maxY - minY), where).toBeGreaterThan(55);
      }
    }
  });

  it('every role has its own silhouette; the General is neither a King nor an Elephant', () => {
    for (const data of SETS) {
      const sil = new Map(ROLES.map((r) => [r, silhouette(data, r)] as const));
      for (const a of ROLES) {
        const filled = sil.get(a)?.filter(Boolean).length ?? 0;
        expect(filled, `${data.name} ${a}`).toBeGreaterThan(GRID * GRID * 0.1);
        for (const b of ROLES) {
          if (a >= b) continue;
          const sa = sil.get(a) ?? [];
          const sb = sil.get(b) ?? [];
          const where = `${data.name}: ${a} vs ${b}`;
          expect(iou(sa, sb), where).toBeLessThan(0.8);
          if (a === 'general' || b === 'general') expect(iou(sa, sb), where).toBeLessThan(0.7);
          if ((a === 'general' || b === 'general') && (a === 'king' || b === 'king' || a === 'elephant' || b === 'elephant')) {
            // above the body, where the pieces differ, the General shares less than half its shape with them
            const top = (x: boolean[]): boolean[] => x.map((v, i) => v && i < (GRID * GRID) / 2);
            expect(iou(top(sa), top(sb)), `${where}, upper half`).toBeLessThan(0.5);
          }
        }
        // and its own path data
        for (const b of ROLES) if (a !== b) expect(data.glyphs[a].map(([, d]) => d).join()).not.toBe(data.glyphs[b].map(([, d]) => d).join());
      }
    }
  });

  it('the two sets are different drawings', () => {
    for (const role of ROLES) expect(iou(silhouette(FIGURINES, role), silhouette(BURMESE, role)), role).toBeLessThan(0.9);
  });

  it('both sides read on both boards', () => {
    for (const data of SETS) {
      for (const theme of ['light', 'dark'] as const) {
        const w = data.paints[theme].white;
        const b = data.paints[theme].black;
        for (const p of [w, b]) {
          for (const c of [...fills(p), p.outline, p.detail, p.accent]) expect(c).toMatch(/^#[0-9a-f]{6}$/);
          // the outline shows on the piece, and the piece (fill or outline) shows on the board
          expect(Math.max(...fills(p).map((f) => contrast(f, p.outline))), `${data.name} ${theme}`).toBeGreaterThan(2.5);
          const best = Math.max(...fills(p).map((f) => contrast(f, BOARD[theme])), contrast(p.outline, BOARD[theme]));
          expect(best, `${data.name} ${theme}`).toBeGreaterThan(3);
        }
        // the sides differ clearly, in lightness (white/black) or in colour (red/black)
        const [wf, bf] = [fills(w)[0], fills(b)[0]];
        expect(contrast(wf, bf) > 2.5 || colourDistance(wf, bf) > 150, `${data.name} ${theme}: ${wf} ${bf}`).toBe(true);
      }
    }
  });

  it('modules stay small', () => {
    for (const [f, source] of [['figurines', figurinesSource], ['burmese', burmeseSource]]) {
      expect(source, f).toContain('export const');
      expect(new TextEncoder().encode(source).length, f).toBeLessThan(9000);
    }
  });
});

describe('drawing', () => {
  const g = globalThis as { Path2D?: unknown };
  let saved: unknown;
  beforeAll(() => { saved = g.Path2D; });
  afterEach(() => { g.Path2D = saved; });

  it('letters: a disc with the FEN letter, the sides in their colours, ghosts translucent', () => {
    const r = new Recorder();
    LETTERS.draw(r.ctx, 'white', 'elephant', 30, 40, 50, false);
    expect(r.calls).toContain('arc 30 40 20');
    expect(r.calls.some((c) => c.startsWith('text S 30 '))).toBe(true);
    expect(r.calls.filter((c) => c === 'save').length).toBe(r.calls.filter((c) => c === 'restore').length);
    const b = new Recorder();
    LETTERS.draw(b.ctx, 'black', 'general', 30, 40, 50, false, 0.5);
    expect(b.calls.some((c) => c.startsWith('text F '))).toBe(true);
    expect(b.calls.find((c) => c.startsWith('fill'))).toMatch(/ 0\.5$/);
    expect(b.calls.find((c) => c.startsWith('fill'))).not.toBe(r.calls.find((c) => c.startsWith('fill')));
    expect(b.globalAlpha).toBe(1);
  });

  it('drawn sets: every layer scaled to the square, Path2D made once per path, alpha restored', () => {
    g.Path2D = FakePath;
    const set = vectorSet(FIGURINES);
    const r = new Recorder();
    set.draw(r.ctx, 'white', 'general', 100, 60, 40, false);
    expect(r.calls).toContain('translate 80 40');
    expect(r.calls).toContain('scale 0.4 0.4');
    const layers = FIGURINES.glyphs.general;
    const fillsDrawn = r.calls.filter((c) => c.startsWith('fill')).length;
    const strokes = r.calls.filter((c) => c.startsWith('stroke')).length;
    expect(fillsDrawn).toBe(layers.filter(([k]) => k !== 'line').length);
    expect(strokes).toBe(layers.filter(([k]) => k === 'body' || k === 'accent' || k === 'line').length);
    // the body in the side's colour, the outline at least 0.9 CSS px
    expect(r.calls).toContain(`fill ${FIGURINES.paints.light.white.fill as string} 1 ${layers[0][1].slice(0, 12)}`);
    expect(r.calls.some((c) => c.startsWith(`stroke ${FIGURINES.paints.light.white.outline} ${Math.max(FIGURINES.outline, 90 / 40)}`))).toBe(true);
    const made = FakePath.made;
    set.draw(r.ctx, 'black', 'general', 10, 10, 64, true, 0.4); // no OffscreenCanvas in Node: plain globalAlpha
    expect(FakePath.made).toBe(made);
    expect(r.calls.filter((c) => c.startsWith(`fill ${FIGURINES.paints.dark.black.fill as string}`)).every((c) => c.includes(' 0.4 '))).toBe(true);
    expect(r.globalAlpha).toBe(1);
    expect(r.calls.filter((c) => c === 'save').length).toBe(r.calls.filter((c) => c === 'restore').length);
  });

  it('drawn sets: a gradient fill where the set has one, and no detail lines at tiny sizes', () => {
    g.Path2D = FakePath;
    const set = vectorSet(BURMESE);
    const r = new Recorder();
    set.draw(r.ctx, 'white', 'king', 50, 50, 80, false);
    const grad = BURMESE.paints.light.white.fill;
    expect(typeof grad).not.toBe('string');
    expect(r.calls.some((c) => c.startsWith(`fill gradient(${fills(BURMESE.paints.light.white).join(',')})`))).toBe(true);
    expect(r.calls.some((c) => c.startsWith(`stroke ${BURMESE.paints.light.white.detail}`))).toBe(true);
    const small = new Recorder();
    set.draw(small.ctx, 'white', 'king', 50, 50, 20, false);
    expect(small.calls.some((c) => c.startsWith(`stroke ${BURMESE.paints.light.white.detail}`))).toBe(false);
  });

  it('SVG markup: one path per layer, presentation attributes only', async () => {
    const figurines = await loadPieceSet('figurines');
    for (const role of ROLES) {
      const svg = pieceSvg(figurines, 'black', role);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">')).toBe(true);
      expect(svg.match(/<path /g)?.length).toBe(FIGURINES.glyphs[role].length);
      expect(svg).not.toMatch(/style|data:|<script/);
    }
    const burmese = await loadPieceSet('burmese');
    expect(pieceSvg(burmese, 'white', 'king')).toContain('<linearGradient');
    expect(pieceSvg(LETTERS, 'white', 'horse')).toContain('>N</text>');
  });
});
