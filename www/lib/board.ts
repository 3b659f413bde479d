/**
 * The embeddable board: the `SittuyinBoard` class and the `<sittuyin-board>` element
 * (`defineSittuyinBoard()`, `SittuyinBoardElement`).
 * @module sittuyin/board
 */
// The embeddable board (`sittuyin/board`): a canvas board with reserve trays over a Game, for
// pages that show or play Sittuyin. Two ways in:
//   const board = await SittuyinBoard.create(element, { fen, rules, orientation, movable, onMove });
//   defineSittuyinBoard(); then <sittuyin-board fen="..." movable="none" arrows="a2a7"></sittuyin-board>
// It renders into a shadow root, so the host page's CSS and the board's never meet.
import { init, Game } from './game.js';
import { SittuyinError } from './errors.js';
import type { Color, Move, RulesName } from './types.js';
import { BoardBinding, type BoardShape, type Movable } from './binding.js';
import type { Brush } from '../board/state.ts';
import { adoptBoardStyles } from '../board/tray.ts';
import { hasStrings, loadStrings, stringsFor } from '../i18n/index.ts';
import { PIECE_SETS, type PieceSetName } from '../board/pieces/index.ts';
import { useMyanmarFont } from '../board/font.ts';
import { boardPng, type Theme } from '../board/render.ts';
import type { ThemeMode } from '../board/board.ts';
import { countText, statusText } from './status.js';
import { COMMON, defineElement, SittuyinElement, type ElementSpec, type Reflected } from './element/base.js';
import type { DiagramArrow, DiagramMark, DiagramOptions } from './diagram.js';

export type { BoardShape, Movable, PieceSetName } from './binding.js';
export type { ThemeMode } from '../board/board.ts';
export { BoardBinding, PIECE_SETS, boardPosition } from './binding.js';
export { LANGS, LANGUAGE_NAMES, loadStrings, pickLanguage } from '../i18n/index.ts';
export type { Lang, Strings } from '../i18n/index.ts';
import { pickLanguage, type Lang } from '../i18n/index.ts';

export interface SittuyinBoardOptions {
  /** Show this game (the board plays on it; it is not freed by destroy()). */
  game?: Game;
  /** Otherwise a new game from `fen` (default: the start) under `rules`, then `moves` (UCI or SAN). */
  fen?: string;
  rules?: RulesName;
  moves?: string[];
  orientation?: Color;
  /** Default 'both'. */
  movable?: Movable;
  /** Show the reserve trays above and below the board (default true). */
  trays?: boolean;
  shapes?: (BoardShape | string)[];
  /** Language of the board's labels and messages: 'en', 'fr', 'es', 'tr', 'my' (default: the
   * page's `lang`, else English). */
  lang?: Lang;
  /** Piece set: 'letters' (default), 'figurines' or 'burmese' (loaded on first use). */
  pieces?: PieceSetName;
  /** Move sounds, generated (default off). */
  sound?: boolean;
  /** Colour scheme: 'light', 'dark' or 'auto' (default: follows prefers-color-scheme). */
  theme?: ThemeMode;
  /** Files a-h and ranks 1-8 along the edges (default true). */
  coordinates?: boolean;
  /** A status line under the board: whose turn, placement, check, the result, the count (default false). */
  status?: boolean;
  /** Before a move made on the board by the user is played (not play() calls): return false to
   * refuse it (the board stays as it was). */
  onBeforeMove?(move: Move, board: SittuyinBoard): boolean | void;
  /** After every move made on the board (not after play() calls). */
  onMove?(move: Move, board: SittuyinBoard): void;
  /** After every change: a move from the board or the API, load, undo. */
  onChange?(board: SittuyinBoard): void;
  /** The text for the hovered square (a piece's name, or why a drop is refused there). */
  onHover?(text: string | null, board: SittuyinBoard): void;
}

const FRAME_CSS = `:host { display: block; } [hidden] { display: none !important; }
.status { margin: .3em 0 0; font: 14px/1.4 "Sittuyin Myanmar", system-ui, sans-serif; color: var(--sittuyin-text, inherit); }
.status .count { display: block; font-size: 13px; color: var(--sittuyin-muted, #6d6356); }
.frame { display: flex; flex-direction: column; }
.frame[data-orientation="black"] { flex-direction: column-reverse; }
.attr-error { margin: .25em 0 0; padding: .2em .45em; font: 12px/1.35 "Sittuyin Myanmar", system-ui, sans-serif; color: #8a1020; background: #fdecee; border-left: 3px solid #c0203a; }`;

/** The element's hooks into a board: take its game away before destroying it (a parked element
 * keeps its game), and give a rebuilt board ownership of that game. */
let releaseGame: (board: SittuyinBoard) => Game = () => { throw new Error('unreachable'); };
let ownGame: (board: SittuyinBoard) => void = () => {};

export class SittuyinBoard {
  /** The element the board lives in (its shadow root holds the canvas and trays). */
  readonly element: HTMLElement;
  readonly canvas: HTMLCanvasElement;
  #game: Game;
  #ownsGame: boolean;
  #binding: BoardBinding;
  #opts: SittuyinBoardOptions;
  #frame: HTMLElement;
  #destroyed = false;
  /** The language asked for last (its labels show once loaded). */
  #lang: Lang = 'en';
  /** The status line under the board (null when off). */
  #status: HTMLElement | null = null;

  static {
    releaseGame = (board) => {
      board.#ownsGame = false;
      return board.#game;
    };
    ownGame = (board) => { board.#ownsGame = true; };
  }

  /** Loads the wasm core if needed, then builds the board in `container`. */
  static async create(container: HTMLElement | ShadowRoot, options: SittuyinBoardOptions = {}): Promise<SittuyinBoard> {
    // The labels' language loads beside the core, so the board is drawn in it at once.
    await Promise.all([init(), loadStrings(pickLanguage([options.lang ?? document.documentElement.lang])).catch(() => null)]);
    return new SittuyinBoard(container, options);
  }

  /** Builds the board in `container` (an element, which gets a child with a shadow root, or a
   * shadow root). The wasm core must be loaded (`await init()`), else ERR_INIT. */
  constructor(container: HTMLElement | ShadowRoot, options: SittuyinBoardOptions = {}) {
    this.#opts = options;
    if (options.game) {
      this.#game = options.game;
      this.#ownsGame = false;
    } else {
      this.#game = new Game({ fen: options.fen, rules: options.rules, moves: options.moves });
      this.#ownsGame = true;
    }
    let root: ShadowRoot;
    if (container instanceof ShadowRoot) {
      root = container;
      this.element = container.host as HTMLElement;
    } else {
      this.element = document.createElement('div');
      this.element.className = 'sittuyin';
      container.append(this.element);
      root = this.element.attachShadow({ mode: 'open' });
    }
    adoptBoardStyles(root, FRAME_CSS);
    const frame = document.createElement('div');
    this.#frame = frame;
    frame.className = 'frame';
    frame.part.add('frame');
    const tray = (color: Color): HTMLElement => {
      const t = document.createElement('div');
      t.className = 'tray';
      t.part.add('tray');
      t.dataset.testid = `reserve-${color}`;
      return t;
    };
    const trays = { white: tray('white'), black: tray('black') };
    const wrap = document.createElement('div');
    wrap.className = 'board-wrap';
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'sittuyin-board';
    this.canvas.part.add('board');
    this.canvas.dataset.testid = 'board';
    wrap.append(this.canvas);
    frame.append(trays.black, wrap, trays.white);
    root.replaceChildren(frame);
    this.#binding = new BoardBinding({ canvas: this.canvas, trays, frame }, {
      game: this.#game,
      orientation: options.orientation,
      movable: options.movable,
      trays: options.trays,
      strings: stringsFor(this.#language(options.lang ?? document.documentElement.lang)),
      pieces: options.pieces,
      sound: options.sound,
      theme: options.theme,
      coordinates: options.coordinates,
      colors: () => this.#colors(),
      onBeforeMove: (move) => this.#opts.onBeforeMove?.(move, this) !== false,
      onMove: (move) => {
        this.#showStatus();
        this.#opts.onMove?.(move, this);
        this.#opts.onChange?.(this);
      },
      onHover: (text) => this.#opts.onHover?.(text, this),
    });
    if (options.shapes) this.setShapes(options.shapes);
    if (options.status) this.setStatus(true);
    // Drawn in English until the asked-for language arrives (create() and the element wait for it).
    if (!hasStrings(this.#lang)) this.#showLanguage(this.#lang).catch(() => {});
  }

  /** The game on the board (read it freely; change it through this board to keep the two in step,
   * or call refresh() after changing it directly). */
  get game(): Game {
    this.#alive();
    return this.#game;
  }

  get orientation(): Color {
    return this.#binding.orientation;
  }

  get movable(): Movable {
    return this.#binding.movable;
  }

  /** The ply on view (see view()), or null for the live position. */
  get viewPly(): number | null {
    return this.#binding.viewPly;
  }

  #alive(): void {
    if (this.#destroyed) throw new SittuyinError('ERR_FREED', 'this board was destroyed');
  }

  #changed(animate = true): void {
    this.#binding.render(animate);
    this.#showStatus();
    this.#opts.onChange?.(this);
  }

  /** Plays a move (UCI or SAN) as if made on the board, without calling onMove. */
  play(move: string): Move {
    this.#alive();
    const m = this.#game.play(move);
    this.#changed();
    return m;
  }

  undo(): Move | undefined {
    this.#alive();
    const m = this.#game.undo();
    this.#changed(false);
    return m;
  }

  redo(): Move | undefined {
    this.#alive();
    const m = this.#game.redo();
    this.#changed();
    return m;
  }

  /** Shows a new game: from `fen` (default the start) under `rules` (default: the current), then `moves`.
   * On bad input it throws (ERR_FEN_*, ERR_ILLEGAL_MOVE, ...) and the board keeps its game. */
  load(options: { fen?: string; rules?: RulesName; moves?: string[] } = {}): void {
    this.#alive();
    const g = new Game({ fen: options.fen, rules: options.rules ?? this.#game.rules, moves: options.moves });
    if (this.#ownsGame) this.#game.free();
    this.#game = g;
    this.#ownsGame = true;
    this.#binding.setGame(g);
    this.#showStatus();
    this.#opts.onChange?.(this);
  }

  /** Shows the position after `ply` plies, read only (move list navigation); null: the live game. */
  view(ply: number | null): void {
    this.#alive();
    this.#binding.view(ply);
  }

  setOrientation(color: Color): void {
    this.#alive();
    this.#binding.setOrientation(color);
    this.#showStatus();
  }

  flip(): void {
    this.setOrientation(this.orientation === 'white' ? 'black' : 'white');
  }

  setMovable(movable: Movable): void {
    this.#alive();
    this.#binding.setMovable(movable);
  }

  /** Shows the board's labels and messages in another language ('en', 'fr', 'es', 'tr', 'my').
   * A language other than English loads on first use (its own chunk): until it arrives the board
   * keeps its labels; the promise resolves once they are shown. */
  setLanguage(lang: Lang): Promise<void> {
    this.#alive();
    return this.#showLanguage(this.#language(lang));
  }

  /** The table's code for `lang` ('fr-CA' -> 'fr'), marked on the frame (the Burmese font follows it). */
  #language(lang: string): Lang {
    const code = pickLanguage([lang ?? '']);
    this.#frame.lang = code;
    this.#lang = code;
    if (code === 'my') useMyanmarFont();
    return code;
  }

  /** Shows `code`'s labels once its table is loaded, unless another language was asked for since. */
  async #showLanguage(code: Lang): Promise<void> {
    const table = await loadStrings(code);
    if (this.#destroyed || this.#lang !== code) return;
    this.#binding.setStrings(table);
    this.#showStatus();
  }

  /** The colours the element's CSS custom properties set (--sittuyin-board, --sittuyin-line,
   * --sittuyin-diagonal), read from the host at each paint. */
  #colors(): Partial<Theme> {
    if (!this.element.isConnected) return {};
    const css = getComputedStyle(this.element);
    const out: Partial<Theme> = {};
    const board = css.getPropertyValue('--sittuyin-board').trim();
    const line = css.getPropertyValue('--sittuyin-line').trim();
    const diagonal = css.getPropertyValue('--sittuyin-diagonal').trim();
    if (board) out.square = board;
    if (line) out.line = line;
    if (diagonal) out.diagonal = diagonal;
    return out;
  }

  /** The colour scheme: 'light', 'dark' or 'auto' (follows prefers-color-scheme). */
  setTheme(mode: ThemeMode): void {
    this.#alive();
    if (mode !== 'light' && mode !== 'dark' && mode !== 'auto') throw new SittuyinError('ERR_ARGUMENT', 'theme must be light, dark or auto');
    this.#binding.setTheme(mode);
    this.#frame.dataset.theme = mode;
  }

  /** Shows or hides the files and ranks along the edges. */
  setCoordinates(show: boolean): void {
    this.#alive();
    this.#binding.setCoordinates(show);
  }

  /** Shows or hides the status line under the board (role="status", `::part(status)`). */
  setStatus(show: boolean): void {
    this.#alive();
    if (!show) {
      this.#status?.remove();
      this.#status = null;
      return;
    }
    if (!this.#status) {
      const p = document.createElement('p');
      p.className = 'status';
      p.part.add('status');
      p.setAttribute('role', 'status');
      p.dataset.testid = 'board-status';
      this.#status = p;
      this.#frame.after(p);
    }
    this.#showStatus();
  }

  /** The status line's text (whose turn, placement, check, result; the count while it runs), or
   * null when the line is off. */
  get statusText(): string | null {
    return this.#status?.textContent ?? null;
  }

  /** Writes the status line from the live game, in the board's language. */
  #showStatus(): void {
    const el = this.#status;
    if (!el || this.#destroyed) return;
    const t = stringsFor(this.#lang);
    const g = this.#game;
    const st = g.status();
    const line = statusText(t, g, st, this.orientation);
    const count = countText(t, st);
    const head = document.createElement('span');
    head.className = 'line';
    head.textContent = line;
    const parts: HTMLElement[] = [head];
    if (count) {
      const c = document.createElement('span');
      c.className = 'count';
      c.dataset.testid = 'board-count';
      c.textContent = count;
      parts.push(c);
    }
    if (el.textContent !== line + (count ?? '')) el.replaceChildren(...parts);
  }

  /** Draws the pieces with another set; resolves once it is shown. */
  setPieceSet(name: PieceSetName): Promise<void> {
    this.#alive();
    if (!PIECE_SETS.includes(name)) throw new SittuyinError('ERR_ARGUMENT', `pieces must be one of ${PIECE_SETS.join(', ')}`);
    return this.#binding.setPieceSet(name);
  }

  setSound(on: boolean): void {
    this.#alive();
    this.#binding.setSound(on);
  }

  /** Shows or hides the reserve trays. */
  setTrays(show: boolean): void {
    this.#alive();
    this.#binding.setTrays(show);
  }

  /** Draws arrows and marks. A string is a move of the current position (`a2a7`, `R@a1`: ghost
   * piece, `d5c6f`), a square (`e4`: a ring) or two squares. Without `brush` the shapes replace
   * the hint and analysis shapes drawn before (objects keep their own brush); with it, only that
   * brush's shapes are replaced. */
  setShapes(shapes: (BoardShape | string)[], options: { brush?: Brush } = {}): void {
    this.#alive();
    if (!Array.isArray(shapes)) throw new SittuyinError('ERR_ARGUMENT', 'shapes must be an array');
    if (options.brush) {
      this.#binding.setShapes(options.brush, shapes);
      return;
    }
    const byBrush = new Map<Brush, (BoardShape | string)[]>([['hint', []], ['analysis', []]]);
    for (const s of shapes) {
      const brush = typeof s === 'object' && s?.brush ? s.brush : 'analysis';
      if (!byBrush.has(brush)) byBrush.set(brush, []);
      byBrush.get(brush)?.push(s);
    }
    for (const [brush, list] of byBrush) this.#binding.setShapes(brush, list);
  }

  /** The position on view as an SVG picture (`sittuyin/diagram`'s renderSvg, loaded on first
   * use): this board's orientation, piece set, theme, arrows and marks; `options` override them
   * (e.g. `{ caption, coordinates: false, size }`). */
  async toSVG(options: Omit<DiagramOptions, 'fen' | 'rules'> = {}): Promise<string> {
    this.#alive();
    const { renderSvg } = await import('./diagram.js');
    const widget = this.#binding.widget;
    const arrows: DiagramArrow[] = [];
    const marks: DiagramMark[] = [];
    for (const s of widget.state.shapes) {
      if (s.from && s.from !== s.to) arrows.push({ from: s.from, to: s.to, color: s.brush });
      else marks.push({ square: s.to, color: s.brush });
    }
    return renderSvg({
      orientation: this.orientation, pieces: widget.pieceSet.name, theme: widget.dark ? 'dark' : 'light', arrows, marks,
      ...options, fen: this.#shownFen(), rules: this.#game.rules,
    });
  }

  /** The board as a PNG `size` pixels square (default 800), drawn by the board's canvas renderer
   * as it is on screen (pieces, last move, check, arrows; no selection or trays); with
   * `coordinates`, files and ranks in a margin around it. */
  toPNG(size = 800, options: { coordinates?: boolean } = {}): Promise<Blob> {
    this.#alive();
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 16 || size > 8192) {
      throw new SittuyinError('ERR_ARGUMENT', `size must be a whole number of pixels from 16 to 8192, got ${String(size)}`);
    }
    const widget = this.#binding.widget;
    const set = widget.pieceSet;
    const state = { ...widget.state, selected: null, dropRole: null, cursor: null, hover: null, refused: null, moves: [] };
    return boardPng(size, state, widget.theme(), (c, color, role, cx, cy, q, dark, alpha) => set.draw(c, color, role, cx, cy, q, dark, alpha), options.coordinates)
      .catch((e: unknown) => { throw new SittuyinError('ERR_INTERNAL', e instanceof Error ? e.message : String(e)); });
  }

  /** The FEN of the position on view (see view()). */
  #shownFen(): string {
    const ply = this.#binding.viewPly;
    if (ply === null) return this.#game.fen();
    const g = new Game({ fen: this.#game.startFen(), rules: this.#game.rules, moves: this.#game.history().slice(0, ply) });
    try {
      return g.fen();
    } finally {
      g.free();
    }
  }

  /** Redraws from the game (after changing `game` directly). */
  refresh(): void {
    this.#alive();
    this.#binding.render(false);
    this.#showStatus();
  }

  /** Removes the board from the page and frees the game it created (not one passed in). */
  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#binding.destroy();
    if (this.#ownsGame) this.#game.free();
    if (this.element.shadowRoot && this.element.className === 'sittuyin') this.element.remove();
    else this.element.shadowRoot?.replaceChildren();
  }
}


/** The `<sittuyin-board>` element's table: its attributes and events (docs/elements.md "The embeddable board"). */
export const BOARD_SPEC = {
  tag: 'sittuyin-board',
  className: 'SittuyinBoardElement',
  module: 'board',
  eventMap: 'SittuyinBoardEventMap',
  attributes: {
    fen: COMMON.fen,
    rules: COMMON.rules,
    moves: { kind: 'string', doc: 'Moves played from the position, space separated, UCI or SAN.' },
    orientation: COMMON.orientation,
    movable: { kind: ['both', 'white', 'black', 'none'], default: 'both', doc: 'Which side the user may move.' },
    trays: { kind: 'boolean', default: true, doc: '"false" hides the trays of pieces in hand.' },
    arrows: { kind: 'string', doc: 'Arrows and rings: moves or squares, space separated.' },
    lang: COMMON.lang,
    pieces: COMMON.pieces,
    sound: { kind: 'boolean', default: false, doc: '"true" plays move sounds.' },
    theme: COMMON.theme,
    coordinates: COMMON.coordinates,
    status: { kind: 'boolean', default: false, doc: 'A status line under the board: whose turn, placement, check, the result, the count.' },
  },
  events: {
    'sittuyin-beforemove': { cancelable: true, doc: 'Before a move made on the board by the user is played; `preventDefault()` refuses it. `detail`: the Move.' },
    'sittuyin-move': { doc: 'A move made on the board by the user (not play() calls). `detail`: the Move.' },
    'sittuyin-change': { doc: 'Any change of the game: a move from the board or the API, load, undo.' },
    'sittuyin-error': { doc: 'A bad attribute on a live board, or a piece set or language that failed to load. `detail`: the SittuyinError.' },
  },
} as const satisfies ElementSpec;

/** The element's own default size: at most 480 px wide (or --sittuyin-size), never wider than its
 * container. The page's CSS on the element (width, max-width) wins over it. */
const ELEMENT_CSS = ':host { display: block; max-width: min(100%, var(--sittuyin-size, 480px)); }';

/** The events of `<sittuyin-board>`; all bubble and are composed. In React 19 write them as
 * written here, `onsittuyin-move={(e) => e.detail.san}`: React 19 listens for the event named
 * after `on`, case kept. */
export interface SittuyinBoardEventMap {
  /** A move made on the board by the user (not play() calls); `detail` is the Move. */
  'sittuyin-move': CustomEvent<Move>;
  /** Before a move made on the board by the user is played (cancelable; `detail` is the Move):
   * `preventDefault()` refuses it and the board stays as it was. */
  'sittuyin-beforemove': CustomEvent<Move>;
  /** Any change: a move from the board or the API, load, undo. */
  'sittuyin-change': CustomEvent<null>;
  /** A bad attribute set after the board was built, or a piece set or language that failed to
   * load; `detail` is the SittuyinError. */
  'sittuyin-error': CustomEvent<unknown>;
}

/** The `<sittuyin-board>` element (register it with defineSittuyinBoard()): the attributes of
 * BOARD_SPEC, each also a property (`el.orientation = 'black'`). Size: at most 480 px wide
 * (`--sittuyin-size`), never wider than its container; colours: `--sittuyin-board`,
 * `--sittuyin-line`, `--sittuyin-diagonal`. Events (SittuyinBoardEventMap): `sittuyin-beforemove`
 * (cancelable), `sittuyin-move`, `sittuyin-change`, `sittuyin-error`. A bad attribute on a live
 * board keeps the last good position, is said in a notice under the board (`::part(error)`) and
 * fires `sittuyin-error`. Moving the element elsewhere in the page keeps its game. The element's
 * `board` property is its SittuyinBoard once `ready` resolves. */
export class SittuyinBoardElement extends SittuyinElement<typeof BOARD_SPEC.attributes, SittuyinBoardEventMap, SittuyinBoard> {
  static spec: ElementSpec = BOARD_SPEC;
  board: SittuyinBoard | null = null;
  /** The game of a board taken down while the element was out of the page (kept for a reconnect). */
  #parked: Game | null = null;
  /** A notice under the board: the last attribute that could not be applied. */
  #notice: HTMLElement | null = null;
  /** The attribute each current error came from (cleared when it is applied well). */
  #errors = new Map<string, string>();
  /** Counts piece-set requests: only the last one's outcome is reported. */
  #piecesRequest = 0;
  /** Redraws when the element's own style or class changes (its colour custom properties). */
  #styleObserver: MutationObserver | null = null;

  #moves(): string[] | undefined {
    return this.attr('moves')?.split(/\s+/).filter(Boolean);
  }

  protected build(): void {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const parked = this.#parked;
    this.#parked = null;
    const board = new SittuyinBoard(root, {
      lang: this.language(),
      pieces: this.attr('pieces'),
      sound: this.attr('sound'),
      // The rules' name as written: an unknown preset is the core's to refuse (ERR_RULES).
      ...(parked ? { game: parked } : { fen: this.attr('fen') ?? undefined, rules: (this.getAttribute('rules') ?? undefined) as RulesName | undefined, moves: this.#moves() }),
      orientation: this.attr('orientation'),
      movable: this.attr('movable'),
      trays: this.attr('trays'),
      theme: this.attr('theme'),
      coordinates: this.attr('coordinates'),
      status: this.attr('status'),
      onBeforeMove: (move) => this.emit('sittuyin-beforemove', move),
      onMove: (move) => this.emit('sittuyin-move', move),
      onChange: () => this.emit('sittuyin-change', null),
    });
    if (parked) ownGame(board);
    adoptBoardStyles(root, ELEMENT_CSS);
    this.#styleObserver ??= new MutationObserver(() => this.board?.refresh());
    this.#styleObserver.observe(this, { attributes: true, attributeFilter: ['style', 'class'] });
    this.board = board;
    this.#notice = null;
    // Bad arrows never cost the board: they are left out, said and reported.
    const arrows = this.attr('arrows');
    if (arrows) this.#apply('arrows', () => board.setShapes(arrows.split(/\s+/).filter(Boolean)));
    this.#showErrors();
    this.resolveReady(board);
  }

  protected park(): void {
    // The game is kept for a reconnect (a Game not freed is released when collected).
    this.#styleObserver?.disconnect();
    const board = this.board;
    this.board = null;
    if (!board) return;
    this.#parked = releaseGame(board);
    board.destroy();
  }

  protected changedUnbuilt(name: string): void {
    if (this.#parked && (name === 'fen' || name === 'rules' || name === 'moves')) {
      // Out of the page, another position was asked for: the reconnect shows it, not the old game.
      this.#parked.free();
      this.#parked = null;
    }
  }

  /** Runs an attribute's change; a failure keeps what is shown, is said under the board and
   * fires `sittuyin-error` (detail: the SittuyinError, with its code). */
  #apply(name: string, f: () => void): void {
    try {
      f();
      this.#errors.delete(name);
    } catch (e) {
      this.#errors.set(name, e instanceof Error ? e.message : String(e));
      this.report(e);
    }
  }

  /** The notice under the board: the attributes that could not be applied, or nothing. */
  #showErrors(): void {
    const root = this.shadowRoot;
    if (!root) return;
    if (this.#errors.size === 0) {
      this.#notice?.remove();
      this.#notice = null;
      return;
    }
    if (!this.#notice) {
      this.#notice = document.createElement('p');
      this.#notice.className = 'attr-error';
      this.#notice.part.add('error');
      this.#notice.setAttribute('role', 'status');
      this.#notice.dataset.testid = 'board-error';
    }
    const t = this.strings();
    this.#notice.textContent = [...this.#errors].map(([name, message]) => t.board.error(`${name}: ${message}`)).join(' ');
    if (!this.#notice.isConnected) root.append(this.#notice);
  }

  protected update(name: keyof typeof BOARD_SPEC.attributes, value: string | null): void {
    const b = this.board;
    if (!b) return;
    if (name === 'orientation') this.#apply(name, () => b.setOrientation(this.attr('orientation')));
    else if (name === 'movable') this.#apply(name, () => b.setMovable(this.attr('movable')));
    else if (name === 'arrows') this.#apply(name, () => b.setShapes(value?.split(/\s+/).filter(Boolean) ?? []));
    else if (name === 'lang') b.setLanguage(this.language()).catch((e: unknown) => this.report(e));
    else if (name === 'sound') this.#apply(name, () => b.setSound(this.attr('sound')));
    else if (name === 'trays') this.#apply(name, () => b.setTrays(this.attr('trays')));
    else if (name === 'theme') this.#apply(name, () => b.setTheme(this.attr('theme')));
    else if (name === 'coordinates') this.#apply(name, () => b.setCoordinates(this.attr('coordinates')));
    else if (name === 'status') this.#apply(name, () => b.setStatus(this.attr('status')));
    else if (name === 'pieces') {
      const mine = ++this.#piecesRequest;
      b.setPieceSet(this.attr('pieces')).then(
        () => {
          if (mine !== this.#piecesRequest) return;
          this.#errors.delete(name);
          this.#showErrors();
        },
        (e: unknown) => {
          if (mine !== this.#piecesRequest) return;
          this.#errors.set(name, e instanceof Error ? e.message : String(e));
          this.#showErrors();
          this.report(e);
        },
      );
    } else if (name === 'fen' || name === 'rules' || name === 'moves') {
      // One error for the position, whichever of the three attributes made it.
      this.#errors.delete('fen');
      this.#errors.delete('rules');
      this.#errors.delete('moves');
      this.#apply(name, () => b.load({ fen: this.attr('fen') ?? undefined, rules: (this.getAttribute('rules') ?? undefined) as RulesName | undefined, moves: this.#moves() }));
      const arrows = this.attr('arrows');
      if (arrows && !this.#errors.has(name)) this.#apply('arrows', () => b.setShapes(arrows.split(/\s+/).filter(Boolean)));
    }
    this.#showErrors();
  }
}

/** The attributes as typed properties: `el.orientation` is 'white' | 'black'. */
export interface SittuyinBoardElement extends Reflected<typeof BOARD_SPEC.attributes> {}

/** Registers `<sittuyin-board>` (or another tag name) as SittuyinBoardElement (another tag name
 * gets a subclass of it: a class is defined once). Calling it again does nothing. */
export function defineSittuyinBoard(tagName = 'sittuyin-board'): void {
  defineElement(tagName, BOARD_SPEC.tag, SittuyinBoardElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'sittuyin-board': SittuyinBoardElement;
  }
}
