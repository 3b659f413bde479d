// The evaluation graph: White's chances position by position as an SVG area (White's share from
// the bottom), the marked moves as dots, the shown position as a line. Clicking a point jumps to
// it; the graph is a keyboard slider (left/right, Home/End, PageUp/PageDown) whose value text says
// the position, the move and the chances; the marks list next to it is the text alternative.
import type { Mark } from './chances.ts';

const SVG = 'http://www.w3.org/2000/svg';
const W = 600;
const H = 120;

export interface GraphPoint {
  /** White's chances 0..100 (null: not analysed yet). */
  white: number | null;
  /** The mark of the move that led here. */
  mark: Mark | null;
}

export class EvalGraph {
  readonly element: SVGSVGElement;
  #points: GraphPoint[] = [];
  #total = 1;
  #current = 0;
  #area: SVGPathElement;
  #cursor: SVGLineElement;
  #dots: SVGGElement;
  #describe: (index: number) => string;

  constructor(label: string, describe: (index: number) => string, onJump: (index: number) => void) {
    this.#describe = describe;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('class', 'review-graph');
    svg.setAttribute('data-testid', 'review-graph');
    svg.setAttribute('role', 'slider');
    svg.setAttribute('tabindex', '0');
    svg.setAttribute('aria-label', label);
    svg.setAttribute('aria-valuemin', '0');
    const bg = document.createElementNS(SVG, 'rect');
    bg.setAttribute('width', String(W));
    bg.setAttribute('height', String(H));
    bg.setAttribute('class', 'review-graph-bg');
    const mid = document.createElementNS(SVG, 'line');
    mid.setAttribute('x1', '0');
    mid.setAttribute('x2', String(W));
    mid.setAttribute('y1', String(H / 2));
    mid.setAttribute('y2', String(H / 2));
    mid.setAttribute('class', 'review-graph-mid');
    this.#area = document.createElementNS(SVG, 'path');
    this.#area.setAttribute('class', 'review-graph-area');
    this.#cursor = document.createElementNS(SVG, 'line');
    this.#cursor.setAttribute('class', 'review-graph-cursor');
    this.#cursor.setAttribute('y1', '0');
    this.#cursor.setAttribute('y2', String(H));
    this.#dots = document.createElementNS(SVG, 'g');
    svg.append(bg, this.#area, mid, this.#dots, this.#cursor);
    this.element = svg;
    svg.addEventListener('click', (e) => {
      const box = svg.getBoundingClientRect();
      if (box.width <= 0) return;
      const index = Math.round(((e.clientX - box.left) / box.width) * Math.max(1, this.#total - 1));
      this.#go(Math.max(0, Math.min(this.#total - 1, index)), onJump);
    });
    svg.addEventListener('keydown', (e) => {
      const step: Record<string, number> = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -10, PageUp: 10 };
      let index: number;
      if (e.key in step) index = this.#current + step[e.key];
      else if (e.key === 'Home') index = 0;
      else if (e.key === 'End') index = this.#total - 1;
      else return;
      e.preventDefault();
      this.#go(Math.max(0, Math.min(this.#total - 1, index)), onJump);
    });
  }

  #go(index: number, onJump: (index: number) => void): void {
    this.setCurrent(index);
    onJump(index);
  }

  #x(i: number): number {
    return (i / Math.max(1, this.#total - 1)) * W;
  }

  /** Draws `points` (one per position; `total` positions in the game). */
  update(points: readonly GraphPoint[], total: number): void {
    this.#points = [...points];
    this.#total = Math.max(1, total);
    this.element.setAttribute('aria-valuemax', String(this.#total - 1));
    const known = this.#points.map((p, i) => ({ i, p })).filter(({ p }) => p.white !== null);
    if (known.length) {
      const y = (w: number): number => H - (w / 100) * H;
      let d = `M${this.#x(known[0].i).toFixed(1)},${H}`;
      for (const { i, p } of known) d += `L${this.#x(i).toFixed(1)},${y(p.white as number).toFixed(1)}`;
      d += `L${this.#x(known[known.length - 1].i).toFixed(1)},${H}Z`;
      this.#area.setAttribute('d', d);
      this.#dots.replaceChildren(
        ...known.filter(({ p }) => p.mark).map(({ i, p }) => {
          const c = document.createElementNS(SVG, 'circle');
          c.setAttribute('cx', this.#x(i).toFixed(1));
          c.setAttribute('cy', y(p.white as number).toFixed(1));
          c.setAttribute('r', '4');
          c.setAttribute('class', `review-dot review-${p.mark}`);
          return c;
        }),
      );
    } else {
      this.#area.removeAttribute('d');
      this.#dots.replaceChildren();
    }
    this.setCurrent(Math.min(this.#current, this.#total - 1));
  }

  /** Moves the cursor (without jumping). */
  setCurrent(index: number): void {
    this.#current = index;
    const x = this.#x(index).toFixed(1);
    this.#cursor.setAttribute('x1', x);
    this.#cursor.setAttribute('x2', x);
    this.element.setAttribute('aria-valuenow', String(index));
    this.element.setAttribute('aria-valuetext', this.#describe(index));
  }

  get current(): number {
    return this.#current;
  }
}
