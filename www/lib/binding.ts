// The one binding of a Game to the board widget and its reserve trays. The embeddable board
// (board.ts) and the app both show games through it: it turns the game into what the widget
// draws, plays the moves made on the widget, and asks the engine why a drop is refused.
import { Game } from './game.js';
import { SittuyinError } from './errors.js';
import type { Color, Move, Role } from './types.js';
import { Board, type ThemeMode } from '../board/board.ts';
import type { Theme } from '../board/render.ts';
import { isSquareName, moveShape, type Brush, type Position, type Shape } from '../board/state.ts';
import { TrayInput, renderTray, syncTray } from '../board/tray.ts';
import { playSound, soundOf } from '../board/sound.ts';

export { adoptBoardStyles } from '../board/tray.ts';
export { useMyanmarFont } from '../board/font.ts';
import { en } from '../i18n/en.ts';
import type { BoardStrings } from '../i18n/index.ts';
import type { PieceSetName } from '../board/pieces/index.ts';

export { PIECE_SETS, type PieceSetName } from '../board/pieces/index.ts';

/** Which side the user may move: both (two players at one board), one colour, or none (a diagram). */
export type Movable = 'both' | Color | 'none';

/** An arrow or a square mark drawn on the board. A move string (`a2a7`, `R@a1`) also works. */
export interface BoardShape {
  from?: string;
  to: string;
  /** 'hint' green, 'analysis' blue, 'user' orange (default 'analysis'). */
  brush?: Brush;
}

export const BRUSHES: readonly Brush[] = ['hint', 'analysis', 'user'];

/** Last move squares of a UCI string. */
function squaresOf(uci: string): { from?: string; to: string } {
  return uci.includes('@') ? { to: uci.slice(2, 4) } : { from: uci.slice(0, 2), to: uci.slice(2, 4) };
}

/** What the board widget shows of a game: pieces, the legal moves (played only when `interactive`), last move, check. */
export function boardPosition(game: Game, interactive: boolean): Position {
  // The last move only: the cost does not grow with the game's length.
  const hist = game.history(game.ply - 1);
  const pieces = game.pieces();
  const check = game.isCheck() ? (pieces.find((p) => p.role === 'king' && p.color === game.turn)?.square ?? null) : null;
  return {
    pieces,
    moves: game.moves(),
    turn: game.turn,
    lastMove: hist.length ? squaresOf(hist[hist.length - 1]) : null,
    check,
    interactive,
  };
}

/** Squares or square pairs written as text (`e4`, `a2a7`) when they are not a legal move. */
function shapeOfText(s: string): Omit<Shape, 'brush'> | null {
  const [from, to] = [s.slice(0, 2), s.slice(2)];
  if (s.length === 2 && isSquareName(from)) return { to: from };
  return s.length === 4 && isSquareName(from) && isSquareName(to) ? { from, to } : null;
}

export interface BindingElements {
  canvas: HTMLCanvasElement;
  /** The reserve trays; without them the hands are not shown (drops can still be made by keyboard or API). */
  trays?: Record<Color, HTMLElement>;
  /** Gets `data-orientation` so a layout can put the bottom side's tray below the board. */
  frame?: HTMLElement;
}

export interface BindingOptions {
  game: Game;
  orientation?: Color;
  /** Default 'both'. */
  movable?: Movable;
  /** Show the trays (default true). */
  trays?: boolean;
  strings?: BoardStrings;
  /** The piece set (default 'letters'; the drawn sets load on first use). */
  pieces?: PieceSetName;
  /** Move sounds (default off). */
  sound?: boolean;
  /** Before a move made on the board is played: false refuses it (the board stays as it was). */
  onBeforeMove?(move: Move): boolean;
  /** After a move made on the board (the game has played it). */
  onMove?(move: Move): void;
  /** Colours over the theme's, read at each paint (the element reads its CSS custom properties). */
  colors?(dark: boolean): Partial<Theme>;
  /** 'light', 'dark' or 'auto' (default: follows prefers-color-scheme). */
  theme?: ThemeMode;
  /** Show the coordinates along the edges (default true). */
  coordinates?: boolean;
  /** The text for the hovered square: a piece's name, or why the picked piece may not go there. */
  onHover?(text: string | null): void;
}

export class BoardBinding {
  readonly canvas: HTMLCanvasElement;
  #game: Game;
  #board: Board;
  #trays: Record<Color, HTMLElement> | null;
  #trayInput: TrayInput;
  #frame: HTMLElement | null;
  #movable: Movable;
  #orientation: Color;
  #showTrays: boolean;
  #strings: BoardStrings;
  #onMove?: (move: Move) => void;
  #onBeforeMove?: (move: Move) => boolean;
  /** The ply shown instead of the live position (move list navigation), or null. */
  #viewPly: number | null = null;
  #destroyed = false;
  #sound: boolean;
  /** The live game's ply at the last render: one more means a new move (its sound plays). */
  #renderedPly = -1;

  constructor(elements: BindingElements, options: BindingOptions) {
    this.canvas = elements.canvas;
    this.#game = options.game;
    this.#trays = elements.trays ?? null;
    this.#frame = elements.frame ?? null;
    this.#movable = options.movable ?? 'both';
    this.#orientation = options.orientation ?? 'white';
    this.#showTrays = options.trays !== false;
    this.#strings = options.strings ?? en;
    this.#onMove = options.onMove;
    this.#onBeforeMove = options.onBeforeMove;
    this.#sound = options.sound === true;
    this.#board = new Board(this.canvas, {
      onMove: (uci) => this.#userMove(uci),
      onChange: () => this.#syncTrays(),
      onHover: options.onHover,
      describeDrop: (role, square) => this.#describeDrop(role, square),
      strings: this.#strings,
      colors: options.colors,
    });
    if (options.theme) this.#board.setTheme(options.theme);
    this.#board.setCoordinates(options.coordinates !== false);
    this.#trayInput = new TrayInput(this.#board);
    this.render(false);
    // A set that cannot load (offline) leaves the letters; setPieceSet() tells a caller that asks.
    if (options.pieces && options.pieces !== 'letters') this.setPieceSet(options.pieces).catch(() => {});
  }

  /** Draws the pieces (board and trays) with another set; resolves once it is loaded and shown. */
  async setPieceSet(name: PieceSetName): Promise<void> {
    await this.#board.setPieceSet(name);
    if (!this.#destroyed) this.render(false);
  }

  get pieceSet(): PieceSetName {
    return this.#board.pieceSet.name;
  }

  /** The board widget (its state, piece set and theme), for pictures of what it shows. */
  get widget(): Board {
    return this.#board;
  }

  /** Turns move sounds on or off. */
  setSound(on: boolean): void {
    this.#sound = on;
  }

  get sound(): boolean {
    return this.#sound;
  }

  get game(): Game {
    return this.#game;
  }

  /** Shows another game (the caller owns both: nothing is freed here). */
  setGame(game: Game): void {
    this.#game = game;
    this.#viewPly = null;
    this.#board.pickDrop(null);
    this.render(false);
  }

  get orientation(): Color {
    return this.#orientation;
  }

  get movable(): Movable {
    return this.#movable;
  }

  /** The ply on view (0 = the start), or null for the live position. */
  get viewPly(): number | null {
    return this.#viewPly;
  }

  setOrientation(color: Color): void {
    if (color === this.#orientation) return;
    this.#orientation = color;
    this.render(false);
  }

  setMovable(movable: Movable): void {
    if (movable === this.#movable) return;
    this.#movable = movable;
    this.render(false);
  }

  setTrays(show: boolean): void {
    this.#showTrays = show;
    this.render(false);
  }

  setStrings(strings: BoardStrings): void {
    this.#strings = strings;
    this.#board.setStrings(strings);
    this.render(false);
  }

  /** Shows the position after `ply` plies (read only), or the live game again with null. */
  view(ply: number | null): void {
    const n = this.#game.ply;
    this.#viewPly = ply === null || ply >= n ? null : Math.max(0, Math.floor(ply));
    this.render(false);
  }

  #interactive(): boolean {
    const g = this.#game;
    if (this.#viewPly !== null || this.#movable === 'none' || g.status().over) return false;
    return this.#movable === 'both' || this.#movable === g.turn;
  }

  /** The game on view: the live one, or a replay up to the viewed ply (freed by the caller). */
  #shown(): { game: Game; temporary: boolean } {
    if (this.#viewPly === null) return { game: this.#game, temporary: false };
    const live = this.#game;
    const replay = new Game({ fen: live.startFen(), rules: live.rules, moves: live.history().slice(0, this.#viewPly) });
    return { game: replay, temporary: true };
  }

  /** Redraws from the game (after it changed other than by a move on the board). */
  render(animate = true): void {
    if (this.#destroyed) throw new SittuyinError('ERR_FREED', 'this board was destroyed');
    const { game, temporary } = this.#shown();
    try {
      if (!temporary) this.#moveSound(game, animate);
      const interactive = !temporary && this.#interactive();
      this.#board.setPosition(boardPosition(game, interactive), animate);
      if (this.#board.state.orientation !== this.#orientation) this.#board.setOrientation(this.#orientation);
      if (this.#frame) this.#frame.dataset.orientation = this.#orientation;
      if (!this.#trays) return;
      const moves = interactive ? this.#board.state.moves : [];
      for (const color of ['white', 'black'] as Color[]) {
        const tray = this.#trays[color];
        tray.hidden = !this.#showTrays;
        renderTray(tray, {
          color,
          hand: game.hand(color),
          enabled: (role) => game.turn === color && moves.some((m) => m.kind === 'drop' && m.role === role),
        }, this.#trayInput, this.#strings, this.#board.pieceSet, this.#board.dark);
        syncTray(tray, this.#board);
      }
    } finally {
      if (temporary) game.free();
    }
  }

  /** The sound of a move just played (one ply more than at the last render). */
  #moveSound(game: Game, animate: boolean): void {
    const ply = game.ply;
    const fresh = ply === this.#renderedPly + 1;
    this.#renderedPly = ply;
    if (!fresh || !animate || !this.#sound) return;
    const last = game.plies(ply - 1)[0];
    const kind = soundOf(last?.san ?? '', last?.uci ?? '', game.status().over);
    // The last sound, readable by tests (audio itself cannot be observed headless).
    this.canvas.dataset.sound = kind;
    playSound(kind);
  }

  #syncTrays(): void {
    if (!this.#trays) return;
    syncTray(this.#trays.white, this.#board);
    syncTray(this.#trays.black, this.#board);
  }

  /** Light, dark or 'auto' (follows prefers-color-scheme); the trays follow. */
  setTheme(mode: ThemeMode): void {
    this.#board.setTheme(mode);
    this.render(false);
  }

  setCoordinates(show: boolean): void {
    this.#board.setCoordinates(show);
  }

  #userMove(uci: string): void {
    if (this.#onBeforeMove) {
      const planned = this.#game.moves().find((m) => m.uci === uci);
      let ok = true;
      try {
        ok = !planned || this.#onBeforeMove(planned) !== false;
      } catch (e) {
        // A hook that throws refuses the move; the error is reported, not swallowed.
        ok = false;
        reportError(e);
      }
      if (!ok) {
        this.render(false);
        return;
      }
    }
    let move: Move;
    try {
      move = this.#game.play(uci);
    } catch {
      this.render(false);
      return;
    }
    this.render();
    this.#onMove?.(move);
  }

  /** The engine's reason why `role` may not be placed on `square`, in the board's language. */
  #describeDrop(role: Role, square: string): string {
    const code = this.#game.dropRefusal(role, square);
    return (code && this.#strings.refusals[code]) || this.#strings.refusals.other;
  }

  /** The shape that shows a legal move of the shown position (arrow, ghost piece), or null. */
  shapeOfMove(uci: string): Omit<Shape, 'brush'> | null {
    return moveShape(this.#board.state, uci);
  }

  /** Replaces the shapes of one brush with `shapes`: moves of the current position (`a2a7`, `R@a1`:
   * ghost piece, `d5c6f`), squares (`e4`: a ring), square pairs, or objects. */
  setShapes(brush: Brush, shapes: readonly (BoardShape | string)[]): void {
    this.#board.setShapes(brush, shapes.map((s) => this.#shapeOf(s)));
  }

  #shapeOf(s: BoardShape | string): Omit<Shape, 'brush'> {
    if (typeof s === 'string') {
      const shape = moveShape(this.#board.state, s) ?? shapeOfText(s);
      if (!shape) throw new SittuyinError('ERR_ARGUMENT', `not a move or square here: ${JSON.stringify(s.slice(0, 20))}`);
      return shape;
    }
    const { from, to } = s ?? {};
    if (typeof to !== 'string' || !isSquareName(to) || (from !== undefined && (typeof from !== 'string' || !isSquareName(from)))) {
      throw new SittuyinError('ERR_ARGUMENT', 'a shape needs squares: { from?: "a1", to: "a8" }');
    }
    return { from, to };
  }

  /** Stops input and drawing; the game is left to its owner. */
  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#board.destroy();
  }
}
