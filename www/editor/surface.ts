// The editor's board: the canvas board's renderer (board/render.ts draw(), its colours, piece
// sets, coordinates and live region from board/overlay.ts) under editing input instead of moves.
// Pointer (mouse, pen, touch): a click or tap on a square applies the chosen tool (a piece, or the
// eraser); with no tool, click a piece then a square to move it; a drag moves a piece, released
// off the board it is removed. A piece dragged from the palette is shown as a ghost on the square
// under the pointer and put there on release. Keyboard: arrows move a cursor, Enter applies the
// tool (or picks and moves a piece), Delete empties the square.
import { squareAt, stepSquare, type Orientation } from '../board/geometry.ts';
import { boardPng, draw, DARK, LIGHT, type DragInfo, type Theme } from '../board/render.ts';
import { initialState, isSquareName, type BoardState, type Color, type Role, type Shape } from '../board/state.ts';
import { LETTERS, loadPieceSet, type PieceSet, type PieceSetName } from '../board/pieces/index.ts';
import { Overlay } from '../board/overlay.ts';
import type { EditPiece } from './model.ts';

/** What a click puts: a piece, or the eraser; null: click-click moves pieces. */
export type Tool = { color: Color; role: Role } | 'eraser' | null;

export interface SurfaceOptions {
  /** Puts `tool` on `square` (a piece), or empties it (eraser). */
  apply(square: string, tool: Exclude<Tool, null>): void;
  /** Moves the piece on `from` to `to` (taking what stood there), or off the board (to null). */
  move(from: string, to: string | null): void;
  /** The tool in use. */
  tool(): Tool;
  /** The words for a square under the keyboard cursor. */
  describe(square: string): string;
}

export class EditorSurface {
  readonly canvas: HTMLCanvasElement;
  readonly overlay: Overlay;
  state: BoardState = { ...initialState(), interactive: true };
  #opts: SurfaceOptions;
  #ctx: CanvasRenderingContext2D;
  #size = 0;
  #frame = 0;
  #drag: DragInfo | null = null;
  #set: PieceSet = LETTERS;
  #setRequest = 0;
  #dark: MediaQueryList;
  #theme: 'light' | 'dark' | 'auto' = 'auto';
  #resize: ResizeObserver;
  #listeners: [EventTarget, string, EventListener][] = [];
  #colors: () => Partial<Theme>;

  constructor(canvas: HTMLCanvasElement, wrap: HTMLElement, opts: SurfaceOptions, colors: () => Partial<Theme> = () => ({})) {
    this.canvas = canvas;
    this.#opts = opts;
    this.#colors = colors;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas 2d context unavailable');
    this.#ctx = ctx;
    this.overlay = new Overlay(canvas, wrap, () => {});
    this.#dark = matchMedia('(prefers-color-scheme: dark)');
    this.#on(this.#dark, 'change', () => this.redraw());
    this.#resize = new ResizeObserver(() => this.resize());
    this.#resize.observe(canvas);
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'application');
    this.#pointer();
    this.#keyboard();
    this.resize();
  }

  #on(target: EventTarget, type: string, f: (e: never) => void): void {
    this.#listeners.push([target, type, f as EventListener]);
    target.addEventListener(type, f as EventListener);
  }

  get pieceSet(): PieceSet {
    return this.#set;
  }

  get dark(): boolean {
    return this.#theme === 'dark' || (this.#theme === 'auto' && this.#dark.matches);
  }

  /** The colour scheme: 'auto' follows prefers-color-scheme. */
  setTheme(mode: 'light' | 'dark' | 'auto'): void {
    if (mode === this.#theme) return;
    this.#theme = mode;
    this.redraw();
  }

  theme(): Theme {
    const base = this.dark ? DARK : LIGHT;
    return { ...base, ...this.#colors() };
  }

  async setPieceSet(name: PieceSetName): Promise<void> {
    const mine = ++this.#setRequest;
    const set = await loadPieceSet(name);
    if (mine !== this.#setRequest) return;
    this.#set = set;
    this.canvas.dataset.pieces = set.name;
    this.redraw();
  }

  setPieces(pieces: Map<string, EditPiece>, turn: Color): void {
    this.state = { ...this.state, pieces: new Map([...pieces].map(([sq, p]) => [sq, { color: p.color, role: p.role }])), turn };
    this.redraw();
  }

  setOrientation(o: Orientation): void {
    this.state = { ...this.state, orientation: o };
    this.overlay.coordinates(o);
    this.redraw();
  }

  setSelected(sq: string | null): void {
    this.state = { ...this.state, selected: sq };
    this.redraw();
  }

  /** A ghost of the piece dragged from the palette over `square` (null: none). */
  setGhost(square: string | null, piece: { color: Color; role: Role } | null): void {
    const shapes: Shape[] = square && isSquareName(square) && piece ? [{ brush: 'hint', to: square, role: piece.role, color: piece.color }] : [];
    this.state = { ...this.state, shapes };
    this.redraw();
  }

  squareFromClient(clientX: number, clientY: number): string | null {
    const r = this.canvas.getBoundingClientRect();
    return squareAt(clientX - r.left, clientY - r.top, r.width, this.state.orientation);
  }

  resize(): void {
    const rect = this.canvas.getBoundingClientRect();
    const size = Math.max(1, rect.width);
    const px = Math.max(1, Math.round(size * (window.devicePixelRatio || 1)));
    if (px !== this.canvas.width || size !== this.#size) {
      this.canvas.width = px;
      this.canvas.height = px;
      this.#size = size;
    }
    this.overlay.coordinates(this.state.orientation);
    this.redraw();
  }

  redraw(): void {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.paint();
    });
  }

  paint(): void {
    const dpr = this.canvas.width / Math.max(1, this.#size);
    this.#ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const theme = this.theme();
    this.canvas.dataset.theme = theme.dark ? 'dark' : 'light';
    draw(this.#ctx, this.#size, this.state, theme, this.#drag, null, (c, color, role, cx, cy, q, dark, alpha) => this.#set.draw(c, color, role, cx, cy, q, dark, alpha));
  }

  /** The board alone as a PNG `size` pixels square, drawn by the same renderer. */
  toPNG(size: number, options: { coordinates?: boolean } = {}): Promise<Blob> {
    const state: BoardState = { ...this.state, selected: null, cursor: null, hover: null, shapes: [] };
    return boardPng(size, state, this.theme(), (c, color, role, cx, cy, q, dark, alpha) => this.#set.draw(c, color, role, cx, cy, q, dark, alpha), options.coordinates);
  }

  /** A click, tap, Enter or Space on `sq`: the tool, or with none the click-click move. */
  #click(sq: string): void {
    const tool = this.#opts.tool();
    if (tool) {
      this.setSelected(null);
      this.#opts.apply(sq, tool);
      return;
    }
    const from = this.state.selected;
    if (from && from !== sq) {
      this.setSelected(null);
      this.#opts.move(from, sq);
    } else if (from === sq) this.setSelected(null);
    else if (this.state.pieces.has(sq)) this.setSelected(sq);
  }

  #pointer(): void {
    const canvas = this.canvas;
    let press: { id: number; sq: string | null; x: number; y: number; dragging: boolean } | null = null;
    const local = (e: PointerEvent): { x: number; y: number } => {
      const r = canvas.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    this.#on(canvas, 'contextmenu', (e: Event) => e.preventDefault());
    this.#on(canvas, 'pointerdown', (e: PointerEvent) => {
      if (e.button !== 0 || press) return;
      e.preventDefault();
      canvas.focus({ preventScroll: true });
      this.state = { ...this.state, cursor: null };
      press = { id: e.pointerId, sq: this.squareFromClient(e.clientX, e.clientY), x: e.clientX, y: e.clientY, dragging: false };
      canvas.setPointerCapture(e.pointerId);
    });
    this.#on(canvas, 'pointermove', (e: PointerEvent) => {
      if (!press || press.id !== e.pointerId) return;
      if (!press.dragging && press.sq && this.state.pieces.has(press.sq) && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 5) press.dragging = true;
      if (press.dragging && press.sq) {
        const { x, y } = local(e);
        this.#drag = { from: press.sq, x, y };
        this.redraw();
      }
    });
    const finish = (e: PointerEvent, cancel: boolean): void => {
      if (!press || press.id !== e.pointerId) return;
      const p = press;
      press = null;
      this.#drag = null;
      const sq = cancel ? null : this.squareFromClient(e.clientX, e.clientY);
      if (p.dragging && p.sq) {
        this.setSelected(null);
        if (!cancel && sq !== p.sq) this.#opts.move(p.sq, sq);
        else this.redraw();
      } else if (!cancel && sq && sq === p.sq) this.#click(sq);
      else this.redraw();
    };
    this.#on(canvas, 'pointerup', (e: PointerEvent) => finish(e, false));
    this.#on(canvas, 'pointercancel', (e: PointerEvent) => finish(e, true));
  }

  #keyboard(): void {
    const canvas = this.canvas;
    const dirs: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const setCursor = (sq: string): void => {
      this.state = { ...this.state, cursor: sq };
      this.overlay.say(this.#opts.describe(sq));
      this.redraw();
    };
    this.#on(canvas, 'keydown', (e: KeyboardEvent) => {
      const s = this.state;
      const cur = s.cursor ?? s.selected ?? (s.orientation === 'white' ? 'a1' : 'h8');
      const d = dirs[e.key];
      if (d) {
        e.preventDefault();
        setCursor(s.cursor ? stepSquare(cur, d[0], d[1], s.orientation) : cur);
      } else if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        if (!s.cursor) setCursor(cur);
        else {
          this.#click(s.cursor);
          this.overlay.say(this.#opts.describe(s.cursor));
        }
      } else if (e.key === 'Delete' || e.key === 'Backspace') {
        e.preventDefault();
        if (s.cursor) {
          this.#opts.apply(s.cursor, 'eraser');
          this.overlay.say(this.#opts.describe(s.cursor));
        }
      } else if (e.key === 'Escape') {
        this.state = { ...this.state, selected: null, cursor: null };
        this.redraw();
      }
    });
    this.#on(canvas, 'blur', () => {
      this.state = { ...this.state, cursor: null };
      this.redraw();
    });
  }

  destroy(): void {
    for (const [t, type, f] of this.#listeners) t.removeEventListener(type, f);
    this.#resize.disconnect();
    this.overlay.destroy();
    if (this.#frame) cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }
}
