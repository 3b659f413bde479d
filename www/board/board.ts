// The board widget: a canvas, its state, rAF-batched drawing, resize and DPR handling.
// It never sees the Game: the host passes positions in and receives onMove(uci).
import { squareAt, squareCenter, type Orientation } from './geometry.ts';
import { apply, dropReason, initialState, pickDrop, setPosition, setShapes, toggleUserShape, type Action, type BoardState, type Brush, type Position, type Role, type Shape } from './state.ts';
import { draw, DARK, LIGHT, type Anim, type DragInfo } from './render.ts';
import { en } from '../i18n/en.ts';

export interface BoardOptions {
  onMove(uci: string): void;
  onChange?(state: BoardState): void;
  onHover?(text: string | null): void;
}

export class Board {
  state: BoardState = initialState();
  readonly canvas: HTMLCanvasElement;
  #opts: BoardOptions;
  #ctx: CanvasRenderingContext2D;
  #size = 0;
  #frame = 0;
  drag: DragInfo | null = null;
  #anim: (Anim & { start: number }) | null = null;
  #dark: MediaQueryList;
  #reduced: MediaQueryList;

  constructor(canvas: HTMLCanvasElement, opts: BoardOptions) {
    this.canvas = canvas;
    this.#opts = opts;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas 2d context unavailable');
    this.#ctx = ctx;
    this.#dark = matchMedia('(prefers-color-scheme: dark)');
    this.#reduced = matchMedia('(prefers-reduced-motion: reduce)');
    this.#dark.addEventListener('change', () => this.redraw());
    new ResizeObserver(() => this.resize()).observe(canvas);
    this.resize();
  }

  /** CSS pixel size of the board. */
  get size(): number {
    return this.#size;
  }

  resize(): void {
    const rect = this.canvas.getBoundingClientRect();
    const size = Math.max(1, Math.round(rect.width));
    const dpr = window.devicePixelRatio || 1;
    const px = Math.round(size * dpr);
    if (px !== this.canvas.width || size !== this.#size) {
      this.canvas.width = px;
      this.canvas.height = px;
      this.#size = size;
    }
    this.redraw();
  }

  squareFromClient(clientX: number, clientY: number): string | null {
    const rect = this.canvas.getBoundingClientRect();
    return squareAt(clientX - rect.left, clientY - rect.top, rect.width, this.state.orientation);
  }

  center(square: string): { x: number; y: number } {
    return squareCenter(square, this.#size, this.state.orientation);
  }

  setPosition(p: Position, animate = true): void {
    const prev = this.state.lastMove;
    const dragged = this.state.busy && this.drag !== null;
    this.drag = null;
    this.state = setPosition(this.state, p);
    const lm = this.state.lastMove;
    if (animate && !dragged && lm?.from && lm.from !== lm.to && !this.#reduced.matches &&
        (!prev || prev.from !== lm.from || prev.to !== lm.to)) {
      this.#anim = { from: lm.from, to: lm.to, t: 0, start: performance.now() };
    } else {
      this.#anim = null;
    }
    this.#changed();
  }

  setOrientation(o: Orientation): void {
    this.state = { ...this.state, orientation: o };
    this.#changed();
  }

  pickDrop(role: Role | null): void {
    this.state = pickDrop(this.state, role);
    this.#changed();
  }

  /** Replaces the arrows/marks of one brush (hint, analysis or the user's own). */
  setShapes(brush: Brush, shapes: Omit<Shape, 'brush'>[]): void {
    const cur = this.state.shapes.filter((x) => x.brush === brush);
    if (cur.length === 0 && shapes.length === 0) return;
    this.state = setShapes(this.state, brush, shapes);
    this.#changed();
  }

  toggleUserShape(from: string, to: string): void {
    this.state = toggleUserShape(this.state, from, to);
    this.#changed();
  }

  setCursor(sq: string | null): void {
    this.state = { ...this.state, cursor: sq };
    this.#changed();
  }

  setHover(sq: string | null): void {
    if (sq === this.state.hover) return;
    this.state = { ...this.state, hover: sq };
    let text: string | null = null;
    if (sq) {
      if (this.state.dropRole) text = dropReason(this.state, this.state.dropRole, sq);
      else {
        const pc = this.state.pieces.get(sq);
        if (pc) text = `${en.colors[pc.color]} ${en.roles[pc.role].name} (${en.roles[pc.role].burmese})`;
      }
    }
    this.canvas.title = text ?? '';
    this.#opts.onHover?.(text);
    this.#changed();
  }

  /** Applies an action; a move is sent once and input is ignored until the next position. */
  dispatch(a: Action): void {
    if (a.type === 'none') return;
    if (a.type === 'move') {
      if (this.state.busy || !this.state.interactive) return;
      this.state = apply(this.state, a);
      this.#changed();
      this.#opts.onMove(a.uci);
      return;
    }
    this.state = apply(this.state, a);
    this.#changed();
  }

  #changed(): void {
    // The drawn arrows and marks, readable by tests and assistive tooling: "brush:from-to" or "brush:to".
    const shapes = this.state.shapes.map((x) => `${x.brush}:${x.from ? `${x.from}-` : ''}${x.to}`).join(' ');
    if (this.canvas.dataset.shapes !== shapes) this.canvas.dataset.shapes = shapes;
    this.#opts.onChange?.(this.state);
    this.redraw();
  }

  /** Schedules one draw on the next animation frame (many changes, one paint). */
  redraw(): void {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame((now) => {
      this.#frame = 0;
      this.paint(now);
    });
  }

  paint(now = performance.now()): void {
    const dpr = this.canvas.width / Math.max(1, this.#size);
    this.#ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    let anim: Anim | null = null;
    if (this.#anim) {
      const t = (now - this.#anim.start) / 140;
      if (t >= 1) this.#anim = null;
      else anim = { ...this.#anim, t: Math.max(0, t) };
    }
    draw(this.#ctx, this.#size, this.state, this.#dark.matches ? DARK : LIGHT, this.drag, anim);
    // One mark, replaced each frame: benchmarks observe it (scripts/bench-app.mjs).
    performance.clearMarks('sittuyin:paint');
    performance.mark('sittuyin:paint');
    if (this.#anim) this.redraw();
  }
}
