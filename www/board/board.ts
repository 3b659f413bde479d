// The board widget: a canvas, its state, its input (pointer, keyboard), rAF-batched drawing,
// resize and DPR handling. It never sees the Game: the host passes positions in and receives
// onMove(uci); the host also says why a drop is refused (the rules live in the engine).
import { squareAt, squareCenter, type Orientation } from './geometry.ts';
import { apply, initialState, isSquareName, pickDrop, setPosition, setShapes, toggleUserShape, type Action, type BoardState, type Brush, type Color, type Position, type Role, type Shape } from './state.ts';
import { draw, DARK, LIGHT, type Anim, type DragInfo, type DrawPiece, type Theme } from './render.ts';
import { LETTERS, loadPieceSet, type PieceSet, type PieceSetName } from './pieces/index.ts';
import { attachPointer } from './pointer.ts';
import { attachKeyboard } from './keyboard.ts';
import { Overlay } from './overlay.ts';
import { destinations, inPlacePromotion, movesFrom } from './state.ts';
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
  /** The element around the canvas that gets the coordinates and the promotion button (default: the canvas's parent). */
  wrap?: HTMLElement;
  /** Colours that override the theme's (read at each paint, e.g. from CSS custom properties). */
  colors?(dark: boolean): Partial<Theme>;
}

/** The board's colour scheme: 'auto' follows prefers-color-scheme. */
export type ThemeMode = 'light' | 'dark' | 'auto';

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
  #overlay: Overlay | null;
  /** A tray piece is being dragged (its drop is not animated again). */
  #floating = false;
  #set: PieceSet = LETTERS;
  /** Counts setPieceSet() calls: a set that loads after a later call was made is not shown. */
  #setRequest = 0;
  #piece: DrawPiece = (ctx, color, role, cx, cy, size, dark, alpha) => this.#set.draw(ctx, color, role, cx, cy, size, dark, alpha);
  #onScheme = (): void => this.redraw();
  #themeMode: ThemeMode = 'auto';

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
    canvas.dataset.pieces = this.#set.name;
    canvas.setAttribute('role', 'application');
    canvas.setAttribute('aria-label', this.#strings.board.label);
    const wrap = opts.wrap ?? canvas.parentElement;
    this.#overlay = wrap ? new Overlay(canvas, wrap, () => this.promoteInPlace()) : null;
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
    this.#overlay?.strings(strings);
    this.#hoverChanged();
  }

  /** The piece set in use. */
  get pieceSet(): PieceSet {
    return this.#set;
  }

  /** Whether the board is drawn in the dark theme. */
  get dark(): boolean {
    return this.#themeMode === 'auto' ? this.#dark.matches : this.#themeMode === 'dark';
  }

  get themeMode(): ThemeMode {
    return this.#themeMode;
  }

  /** Light, dark, or 'auto' (follows prefers-color-scheme); redraws. */
  setTheme(mode: ThemeMode): void {
    this.#themeMode = mode;
    this.canvas.dataset.theme = this.dark ? 'dark' : 'light';
    this.redraw();
  }

  /** The colours of the next paint: the light or dark palette, with the host's overrides. */
  theme(): Theme {
    const base = this.dark ? DARK : LIGHT;
    const over = this.#opts.colors?.(base.dark);
    return over ? { ...base, ...over } : base;
  }

  /** Draws the pieces with another set (the drawn sets are loaded on first use). */
  async setPieceSet(name: PieceSetName): Promise<void> {
    // Requests in a hurry: the last one wins, whichever set loads first.
    const mine = ++this.#setRequest;
    let set: PieceSet;
    try {
      set = await loadPieceSet(name);
    } catch (e) {
      // A set that failed to load (offline) after a later request was made is not this board's news.
      if (mine !== this.#setRequest) return;
      throw e;
    }
    if (mine !== this.#setRequest || set === this.#set) return;
    this.#set = set;
    this.canvas.dataset.pieces = set.name;
    this.#changed();
  }

  /** Promotes the selected pawn on its own square, when it may. */
  promoteInPlace(): void {
    const m = inPlacePromotion(this.state);
    if (m) this.dispatch({ type: 'move', uci: m.uci });
  }

  /** A piece that follows the pointer while it is dragged from a tray (null ends it). */
  floatPiece(piece: { color: Color; role: Role; clientX: number; clientY: number } | null): void {
    this.#floating = piece !== null;
    this.#overlay?.float(piece && { ...piece, size: this.#size / 8 }, (ctx, color, role, cx, cy, size) => this.#piece(ctx, color, role, cx, cy, size, this.dark));
  }

  /** Shows why the picked tray piece may not go to `square` (a tap on a refused square). */
  explain(square: string): void {
    this.state = { ...this.state, hover: null };
    this.setHover(square);
    if (this.canvas.title) this.#overlay?.say(this.canvas.title);
  }

  resize(): void {
    const rect = this.canvas.getBoundingClientRect();
    const size = Math.max(1, rect.width);
    const dpr = window.devicePixelRatio || 1;
    // The backing store matches the device pixels exactly (crisp at any DPR and fractional width).
    const px = Math.max(1, Math.round(size * dpr));
    if (px !== this.canvas.width || size !== this.#size) {
      this.canvas.width = px;
      this.canvas.height = px;
      this.#size = size;
    }
    this.#updateOverlay();
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
    const dragged = this.state.busy && (this.#drag !== null || this.#floating);
    this.#drag = null;
    this.state = setPosition(this.state, p);
    const lm = this.state.lastMove;
    // Moves slide from their square, drops in from the mover's side; an in-place promotion does not move.
    if (animate && !dragged && lm && lm.from !== lm.to && !this.#reduced.matches &&
        (!prev || prev.from !== lm.from || prev.to !== lm.to)) {
      this.#anim = { from: lm.from ?? null, to: lm.to, t: 0, start: performance.now() };
      // Readable by tests: a slide is running (never under prefers-reduced-motion).
      this.canvas.dataset.anim = '1';
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
    if (!isSquareName(from) || !isSquareName(to)) return;
    this.state = toggleUserShape(this.state, from, to);
    this.#changed();
  }

  /** Moves the keyboard cursor (null hides it) and says where it is, unless `silent`. */
  setCursor(sq: string | null, silent = false): void {
    if (sq === this.state.cursor) return;
    this.state = { ...this.state, cursor: sq };
    if (sq && !silent) {
      const t = this.#strings;
      const pc = this.state.pieces.get(sq);
      const what = pc ? t.board.sidePiece(t.colors[pc.color], t.roles[pc.role].name) : t.board.empty;
      this.#overlay?.say(t.board.cursor(sq, what));
    }
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
    if (a.type === 'select') {
      const t = this.#strings;
      const pc = this.state.pieces.get(a.square);
      const n = movesFrom(this.state, a.square).length;
      if (pc) this.#overlay?.say(t.board.selected(t.board.sidePiece(t.colors[pc.color], t.roles[pc.role].name), a.square, n));
    }
    this.#changed();
  }

  /** Says which tray piece was picked and how many squares it may go to. */
  announcePick(): void {
    const role = this.state.dropRole;
    if (!role) return;
    const t = this.#strings;
    this.#overlay?.say(t.board.picked(t.board.sidePiece(t.colors[this.state.turn], t.roles[role].name), destinations(this.state).length));
  }

  /** Shows or hides the coordinates along the edges (files a-h, ranks 1-8). */
  setCoordinates(show: boolean): void {
    this.#overlay?.show(show);
    this.canvas.dataset.coordinates = show ? 'on' : 'off';
  }

  #changed(): void {
    // The drawn arrows and marks, readable by tests and assistive tooling: "brush:from-to" or "brush:to".
    const shapes = this.state.shapes.map((x) => `${x.brush}:${x.from ? `${x.from}-` : ''}${x.to}`).join(' ');
    if (this.canvas.dataset.shapes !== shapes) this.canvas.dataset.shapes = shapes;
    this.#opts.onChange?.(this.state);
    this.#updateOverlay();
    this.redraw();
  }

  #updateOverlay(): void {
    if (!this.#overlay) return;
    const st = this.state;
    this.#overlay.coordinates(st.orientation);
    const promo = inPlacePromotion(st) && st.selected && !st.busy ? st.selected : null;
    this.#overlay.promotion(promo, this.#strings.board.promoteHere, st.turn, st.orientation, this.#size,
      (ctx, color, role, cx, cy, size) => this.#piece(ctx, color, role, cx, cy, size, this.dark));
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
      if (t >= 1) {
        this.#anim = null;
        delete this.canvas.dataset.anim;
      } else anim = { ...this.#anim, t: Math.max(0, t) };
    }
    const theme = this.theme();
    if (this.canvas.dataset.theme !== (theme.dark ? 'dark' : 'light')) this.canvas.dataset.theme = theme.dark ? 'dark' : 'light';
    draw(this.#ctx, this.#size, this.state, theme, this.#drag, anim, this.#piece);
    // One mark, replaced each frame: benchmarks observe it (scripts/bench-app.mjs).
    performance.clearMarks('sittuyin:paint');
    performance.mark('sittuyin:paint');
    if (this.#anim) this.redraw();
  }

  /** Stops listening (input, resize, colour scheme) and drawing. */
  destroy(): void {
    this.#detach();
    this.#resizeObserver.disconnect();
    this.#overlay?.destroy();
    this.#overlay?.float(null, () => {});
    this.#dark.removeEventListener('change', this.#onScheme);
    if (this.#frame) cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }
}
