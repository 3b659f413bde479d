// The embeddable board (`sittuyin/board`): a canvas board with reserve trays over a Game, for
// pages that show or play Sittuyin. Two ways in:
//   const board = await SittuyinBoard.create(element, { fen, rules, orientation, movable, onMove });
//   defineSittuyinBoard(); then <sittuyin-board fen="..." movable="none" arrows="a2a7"></sittuyin-board>
// It renders into a shadow root, so the host page's CSS and the board's never meet.
import { init, Game, SittuyinError } from './index.js';
import type { Color, Move, RulesName } from './types.js';
import { Board } from '../board/board.ts';
import { moveShape, type Brush, type Position, type Shape } from '../board/state.ts';
import { BOARD_CSS, TrayInput, renderTray, syncTray } from '../board/tray.ts';
import { attachPointer } from '../input/pointer.ts';
import { attachKeyboard } from '../input/keyboard.ts';

/** Which side the user may move: both (two players at one board), one colour, or none (a diagram). */
export type Movable = 'both' | Color | 'none';

/** An arrow or a square mark drawn on the board. A move string (`a2a7`, `R@a1`) also works. */
export interface BoardShape {
  from?: string;
  to: string;
  /** 'hint' green, 'analysis' blue, 'user' orange (default 'analysis'). */
  brush?: Brush;
}

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
  /** After every move made on the board (not after play() calls). */
  onMove?(move: Move, board: SittuyinBoard): void;
  /** After every change: a move from the board or the API, load, undo. */
  onChange?(board: SittuyinBoard): void;
}

/** Last move squares of a UCI string. */
function squaresOf(uci: string): { from?: string; to: string } {
  return uci.includes('@') ? { to: uci.slice(2, 4) } : { from: uci.slice(0, 2), to: uci.slice(2, 4) };
}

/** What the board widget shows of a game: pieces, the legal moves when `interactive`, last move, check. */
export function boardPosition(game: Game, interactive: boolean): Position {
  const hist = game.history();
  const pieces = game.pieces();
  const check = game.isCheck() ? (pieces.find((p) => p.role === 'king' && p.color === game.turn)?.square ?? null) : null;
  return {
    pieces,
    moves: interactive ? game.moves() : [],
    turn: game.turn,
    lastMove: hist.length ? squaresOf(hist[hist.length - 1]) : null,
    check,
    interactive,
  };
}

export class SittuyinBoard {
  /** The element the board lives in (its shadow root holds the canvas and trays). */
  readonly element: HTMLElement;
  readonly canvas: HTMLCanvasElement;
  #game: Game;
  #ownsGame: boolean;
  #board: Board;
  #trays: Record<Color, HTMLElement>;
  #trayInput: TrayInput;
  #wrap: HTMLElement;
  #opts: SittuyinBoardOptions;
  #movable: Movable;
  #orientation: Color;
  #showTrays: boolean;
  #destroyed = false;

  /** Loads the wasm core if needed, then builds the board in `container`. */
  static async create(container: HTMLElement | ShadowRoot, options: SittuyinBoardOptions = {}): Promise<SittuyinBoard> {
    await init();
    return new SittuyinBoard(container, options);
  }

  /** Builds the board in `container` (an element, which gets a child with a shadow root, or a
   * shadow root). The wasm core must be loaded (`await init()`), else ERR_NOT_INITIALIZED. */
  constructor(container: HTMLElement | ShadowRoot, options: SittuyinBoardOptions = {}) {
    this.#opts = options;
    this.#movable = options.movable ?? 'both';
    this.#orientation = options.orientation ?? 'white';
    this.#showTrays = options.trays !== false;
    if (options.game) {
      this.#game = options.game;
      this.#ownsGame = false;
    } else {
      this.#game = SittuyinBoard.#newGame(options.fen, options.rules, options.moves);
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
    const style = document.createElement('style');
    style.textContent = `:host { display: block; } [hidden] { display: none !important; } .frame { display: flex; flex-direction: column; } .frame[data-orientation="black"] { flex-direction: column-reverse; } ${BOARD_CSS}`;
    const frame = document.createElement('div');
    frame.className = 'frame';
    frame.part.add('frame');
    const tray = (color: Color): HTMLElement => {
      const t = document.createElement('div');
      t.className = 'tray';
      t.part.add('tray');
      t.setAttribute('aria-label', `${color === 'white' ? 'White' : 'Black'} reserve`);
      t.dataset.testid = `reserve-${color}`;
      return t;
    };
    this.#trays = { white: tray('white'), black: tray('black') };
    this.#wrap = document.createElement('div');
    this.#wrap.className = 'board-wrap';
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'sittuyin-board';
    this.canvas.part.add('board');
    this.canvas.setAttribute('role', 'application');
    this.canvas.setAttribute('aria-label', 'Sittuyin board. Arrow keys move the cursor, Enter picks and places, P promotes in place.');
    this.#wrap.append(this.canvas);
    frame.append(this.#trays.black, this.#wrap, this.#trays.white);
    root.append(style, frame);
    this.#board = new Board(this.canvas, {
      onMove: (uci) => this.#userMove(uci),
      onChange: () => {
        syncTray(this.#trays.white, this.#board);
        syncTray(this.#trays.black, this.#board);
      },
    });
    this.#trayInput = new TrayInput(this.#board);
    attachPointer(this.#board);
    attachKeyboard(this.#board);
    this.#render(false);
    if (options.shapes) this.setShapes(options.shapes);
  }

  static #newGame(fen?: string, rules?: RulesName, moves: string[] = []): Game {
    const g = new Game({ fen, rules });
    try {
      for (const m of moves) g.play(m);
    } catch (e) {
      g.free();
      throw e;
    }
    return g;
  }

  /** The game on the board (read it freely; change it through this board to keep the two in step,
   * or call refresh() after changing it directly). */
  get game(): Game {
    this.#alive();
    return this.#game;
  }

  get orientation(): Color {
    return this.#orientation;
  }

  get movable(): Movable {
    return this.#movable;
  }

  #alive(): void {
    if (this.#destroyed) throw new SittuyinError('ERR_FREED', 'this board was destroyed');
  }

  #interactive(): boolean {
    const g = this.#game;
    if (g.status().over || this.#movable === 'none') return false;
    return this.#movable === 'both' || this.#movable === g.turn;
  }

  #render(animate = true): void {
    const g = this.#game;
    const interactive = this.#interactive();
    this.#board.setPosition(boardPosition(g, interactive), animate);
    if (this.#board.state.orientation !== this.#orientation) this.#board.setOrientation(this.#orientation);
    (this.#wrap.parentElement as HTMLElement).dataset.orientation = this.#orientation;
    const moves = interactive ? this.#board.state.moves : [];
    for (const color of ['white', 'black'] as Color[]) {
      this.#trays[color].hidden = !this.#showTrays;
      renderTray(this.#trays[color], {
        color,
        hand: g.hand(color),
        enabled: (role) => g.turn === color && moves.some((m) => m.kind === 'drop' && m.role === role),
      }, this.#trayInput);
      syncTray(this.#trays[color], this.#board);
    }
  }

  #userMove(uci: string): void {
    let move: Move;
    try {
      move = this.#game.play(uci);
    } catch {
      this.#render(false);
      return;
    }
    this.#render();
    this.#opts.onMove?.(move, this);
    this.#opts.onChange?.(this);
  }

  #changed(animate = true): void {
    this.#render(animate);
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
    const g = SittuyinBoard.#newGame(options.fen, options.rules ?? this.#game.rules, options.moves);
    if (this.#ownsGame) this.#game.free();
    this.#game = g;
    this.#ownsGame = true;
    this.#changed(false);
  }

  setOrientation(color: Color): void {
    this.#alive();
    this.#orientation = color;
    this.#render(false);
  }

  flip(): void {
    this.setOrientation(this.#orientation === 'white' ? 'black' : 'white');
  }

  setMovable(movable: Movable): void {
    this.#alive();
    this.#movable = movable;
    this.#render(false);
  }

  /** Draws arrows and marks (replacing those drawn before by this call). A string is a move of
   * the current position (`a2a7`, `R@a1`: ghost piece, `d5c6f`) or a square (`e4`: a ring). */
  setShapes(shapes: (BoardShape | string)[]): void {
    this.#alive();
    const byBrush = new Map<Brush, Omit<Shape, 'brush'>[]>([['hint', []], ['analysis', []]]);
    for (const s of shapes) {
      if (typeof s === 'string') {
        const fromMove = moveShape(this.#board.state, s) ?? SittuyinBoard.#shapeOfText(s);
        if (!fromMove) throw new SittuyinError('ERR_ARGUMENT', `not a move or square here: ${JSON.stringify(s)}`);
        byBrush.get('analysis')?.push(fromMove);
        continue;
      }
      if (!s || typeof s.to !== 'string' || !/^[a-h][1-8]$/.test(s.to) || (s.from !== undefined && !/^[a-h][1-8]$/.test(s.from))) {
        throw new SittuyinError('ERR_ARGUMENT', `a shape needs squares: ${JSON.stringify(s)}`);
      }
      const brush = s.brush ?? 'analysis';
      if (!byBrush.has(brush)) byBrush.set(brush, []);
      byBrush.get(brush)?.push({ from: s.from, to: s.to });
    }
    for (const [brush, list] of byBrush) this.#board.setShapes(brush, list);
  }

  /** Squares or square pairs written as text (`e4`, `a2a7`) when they are not a legal move. */
  static #shapeOfText(s: string): Omit<Shape, 'brush'> | null {
    const m = /^([a-h][1-8])([a-h][1-8])?$/.exec(s);
    if (!m) return null;
    return m[2] ? { from: m[1], to: m[2] } : { to: m[1] };
  }

  /** Redraws from the game (after changing `game` directly). */
  refresh(): void {
    this.#alive();
    this.#render(false);
  }

  /** Removes the board from the page and frees the game it created (not one passed in). */
  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    if (this.#ownsGame) this.#game.free();
    if (this.element.shadowRoot && this.element.className === 'sittuyin') this.element.remove();
    else this.element.shadowRoot?.replaceChildren();
  }
}

const ATTRIBUTES = ['fen', 'rules', 'moves', 'orientation', 'movable', 'trays', 'arrows'] as const;

/** Registers `<sittuyin-board>` (or another tag name): attributes `fen`, `rules`, `moves` (space
 * separated, UCI or SAN), `orientation`, `movable` (both|white|black|none), `trays` ("false" hides
 * them), `arrows` (space separated moves or squares). Events: `move` (detail: the Move) and
 * `change`. The element's `board` property is its SittuyinBoard once `ready` resolves. */
export function defineSittuyinBoard(tagName = 'sittuyin-board'): void {
  if (customElements.get(tagName)) return;
  class SittuyinBoardElement extends HTMLElement {
    static observedAttributes = [...ATTRIBUTES];
    board: SittuyinBoard | null = null;
    readonly ready: Promise<SittuyinBoard>;
    #resolve: (b: SittuyinBoard) => void = () => {};
    #reject: (e: unknown) => void = () => {};

    constructor() {
      super();
      this.ready = new Promise((ok, fail) => {
        this.#resolve = ok;
        this.#reject = fail;
      });
      this.ready.catch(() => {});
    }

    connectedCallback(): void {
      if (this.board) return;
      init()
        .then(() => {
          if (this.board || !this.isConnected) return;
          const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
          const a = (n: string): string | undefined => this.getAttribute(n) ?? undefined;
          const movable = a('movable');
          this.board = new SittuyinBoard(root, {
            fen: a('fen'),
            rules: a('rules') as RulesName | undefined,
            moves: a('moves')?.split(/\s+/).filter(Boolean),
            orientation: a('orientation') === 'black' ? 'black' : 'white',
            movable: movable === 'none' || movable === 'white' || movable === 'black' ? movable : 'both',
            trays: a('trays') !== 'false',
            shapes: a('arrows')?.split(/\s+/).filter(Boolean),
            onMove: (move) => this.dispatchEvent(new CustomEvent('move', { detail: move })),
            onChange: () => this.dispatchEvent(new CustomEvent('change')),
          });
          this.#resolve(this.board);
        })
        .catch((e: unknown) => {
          // Bad attributes: say so in the element instead of an empty box.
          const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
          const p = document.createElement('p');
          p.setAttribute('role', 'alert');
          p.textContent = `Sittuyin board: ${e instanceof Error ? e.message : String(e)}`;
          root.replaceChildren(p);
          this.#reject(e);
        });
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const b = this.board;
      if (!b || old === value) return;
      const a = (n: string): string | undefined => this.getAttribute(n) ?? undefined;
      try {
        if (name === 'orientation') b.setOrientation(value === 'black' ? 'black' : 'white');
        else if (name === 'movable') b.setMovable(value === 'none' || value === 'white' || value === 'black' ? value : 'both');
        else if (name === 'arrows') b.setShapes(value?.split(/\s+/).filter(Boolean) ?? []);
        else if (name === 'fen' || name === 'rules' || name === 'moves') {
          b.load({ fen: a('fen'), rules: a('rules') as RulesName | undefined, moves: a('moves')?.split(/\s+/).filter(Boolean) });
          const arrows = a('arrows');
          if (arrows) b.setShapes(arrows.split(/\s+/).filter(Boolean));
        }
      } catch (e) {
        this.dispatchEvent(new CustomEvent('error', { detail: e }));
      }
    }

    disconnectedCallback(): void {
      this.board?.destroy();
      this.board = null;
    }
  }
  customElements.define(tagName, SittuyinBoardElement);
}
