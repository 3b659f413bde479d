// The board widget: a canvas, its state, its input (pointer, keyboard), rAF-batched drawing,
// resize and DPR handling. It never sees the Game: the host passes positions in and receives
// onMove(uci); the host also says why a drop is refused (the rules live in the engine).
import { squareAt, squareCenter, type Orientation } from './geometry.ts';
import { apply, initialState, pickDrop, setPosition, setShapes, toggleUserShape, type Action, type BoardState, type Brush, type Position, type Role, type Shape } from './state.ts';
import { draw, DARK, LIGHT, type Anim, type DragInfo } from './render.ts';
import { attachPointer } from './pointer.ts';
import { attachKeyboard } from './keyboard.ts';
import { en } from '../i18n/en.ts';
import type { BoardStrings } from '../i18n/index.ts';

export interface BoardOptions {
  onMove(uci: string): void;
  onChange?(state: BoardState): void;
  /** The text for the square under the pointer or keyboard cursor (a piece's name, or why the picked piece may not go there). */
  onHover?(text: string | null): void;
  /** Why `role` may not be placed on `square` now (null when it may). */
  describeDrop?(role: Role, square: string): string | null;
  strings?: BoardStrings;
}

export class Board {
  state: BoardState = initialState();
  readonly canvas: HTMLCanvasElement;
  #opts: BoardOptions;
  #strings: BoardStrings;
  #ctx: CanvasRenderingContext2D;
  #size = 0;
  #frame = 0;
  #drag: DragInfo | null = null;
  #anim: (Anim & { start: number }) | null = null;
  #dark: MediaQueryList;
  #reduced: MediaQueryList;
  #resizeObserver: ResizeObserver;
  #detach: () => void;
  #onScheme = (): void => this.redraw();

  constructor(canvas: HTMLCanvasElement, opts: BoardOptions) {
    this.canvas = canvas;
    this.#opts = opts;
    this.#strings = opts.strings ?? en;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas 2d context unavailable');
    this.#ctx = ctx;
    this.#dark = matchMedia('(prefers-color-scheme: dark)');
    this.#reduced = matchMedia('(prefers-reduced-motion: reduce)');
    this.#dark.addEventListener('change', this.#onScheme);
    this.#resizeObserver = new ResizeObserver(() => this.resize());
    this.#resizeObserver.observe(canvas);
    canvas.setAttribute('role', 'application');
    canvas.setAttribute('aria-label', this.#strings.board.label);
    const detachPointer = attachPointer(this);
    const detachKeyboard = attachKeyboard(this);
    this.#detach = () => {
      detachPointer();
      detachKeyboard();
    };
    this.resize();
  }

  /** CSS pixel size of the board. */
  get size(): number {
    return this.#size;
  }

  /** The piece being dragged and where the pointer is (canvas pixels), or null. */
  get drag(): DragInfo | null {
    return this.#drag;
  }

  setDrag(drag: DragInfo | null): void {
    this.#drag = drag;
    this.redraw();
  }

  setStrings(strings: BoardStrings): void {
    this.#strings = strings;
    this.canvas.setAttribute('aria-label', strings.board.label);
    this.#hoverChanged();
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
    const dragged = this.state.busy && this.#drag !== null;
    this.#drag = null;
    this.state = setPosition(this.state, p);
    const lm = this.state.lastMove;
    if (animate && !dragged && lm?.from && lm.from !== lm.to && !this.#reduced.matches &&
        (!prev || prev.from !== lm.from || prev.to !== lm.to)) {
      this.#anim = { from: lm.from, to: lm.to, t: 0, start: performance.now() };
    } else {
      this.#anim = null;
    }
    this.#hoverChanged();
  }

  setOrientation(o: Orientation): void {
    this.state = { ...this.state, orientation: o };
    this.#changed();
  }

  pickDrop(role: Role | null): void {
    this.state = pickDrop(this.state, role);
    this.#hoverChanged();
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
    this.#hoverChanged();
  }

  /** Recomputes the hover text and the refused square, then redraws. */
  #hoverChanged(): void {
    const sq = this.state.hover;
    const t = this.#strings;
    let text: string | null = null;
    let refused: string | null = null;
    if (sq) {
      if (this.state.dropRole) {
        const legal = this.state.moves.some((m) => m.kind === 'drop' && m.role === this.state.dropRole && m.to === sq);
        if (!legal) {
          text = this.#opts.describeDrop?.(this.state.dropRole, sq) ?? t.refusals.other;
          refused = sq;
        }
      } else {
        const pc = this.state.pieces.get(sq);
        if (pc) text = t.board.piece(t.colors[pc.color], t.roles[pc.role].name, t.roles[pc.role].burmese);
      }
    }
    if (refused !== this.state.refused) this.state = { ...this.state, refused };
    const title = text ?? '';
    if (this.canvas.title !== title) {
      this.canvas.title = title;
      this.#opts.onHover?.(text);
    }
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
    draw(this.#ctx, this.#size, this.state, this.#dark.matches ? DARK : LIGHT, this.#drag, anim);
    // One mark, replaced each frame: benchmarks observe it (scripts/bench-app.mjs).
    performance.clearMarks('sittuyin:paint');
    performance.mark('sittuyin:paint');
    if (this.#anim) this.redraw();
  }

  /** Stops listening (input, resize, colour scheme) and drawing. */
  destroy(): void {
    this.#detach();
    this.#resizeObserver.disconnect();
    this.#dark.removeEventListener('change', this.#onScheme);
    if (this.#frame) cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }
}
