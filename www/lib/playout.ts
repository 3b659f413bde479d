/**
 * Play a position out against the computer: `<sittuyin-playout>` (`defineSittuyinPlayout()`,
 * `SittuyinPlayoutElement`).
 * @module sittuyin/playout
 */
// A position to play out against the computer, for rules and lesson pages: a <sittuyin-board>
// where the reader moves one side and the engine (`searchBestMove`, in its worker, at `level`)
// the other, with Restart, Undo (the computer's reply and your move), Hint (the engine's best
// move for you, an arrow) and the result in words. A separate element rather than attributes of
// <sittuyin-board>: the board is every page's diagram and stays small; the buttons, the result
// line and the engine client live in this chunk only. The engine module (engine.js, its worker
// and sittuyin_engine_bg.wasm) is imported on the first computer move or hint, from this same
// package copy, once for the page.
import type { Color, Move, RulesName, Status, UciMove } from './types.js';
import { defineSittuyinBoard, type SittuyinBoard, type SittuyinBoardElement } from './board.js';
import { adoptBoardStyles } from '../board/tray.ts';
import type { Strings } from '../i18n/index.ts';
import { statusText } from './status.js';
import { COLORS, COMMON, defineElement, SittuyinElement, type ElementSpec, type Reflected } from './element/base.js';

/** The `sittuyin-over` event's detail: how the game ended, from the reader's side. */
export interface PlayoutResult {
  /** `won`, `lost` or `draw`, for the reader. */
  outcome: 'won' | 'lost' | 'draw';
  /** The game's status (result, winner, reason). */
  status: Status;
  /** Every move from the position (UCI). */
  moves: UciMove[];
}

/** The events of `<sittuyin-playout>`; all bubble and are composed. */
export interface SittuyinPlayoutEventMap {
  /** The game is over; `detail` says how (PlayoutResult). */
  'sittuyin-over': CustomEvent<PlayoutResult>;
  /** The reader's move on the board (from its <sittuyin-board>); `detail` is the Move. */
  'sittuyin-move': CustomEvent<Move>;
  /** Any change of the game on the board (its <sittuyin-board>'s event). */
  'sittuyin-change': CustomEvent<null>;
  /** A position that cannot be played, or an engine that failed; `detail` is the error. */
  'sittuyin-error': CustomEvent<unknown>;
}

/** The `<sittuyin-playout>` element's table (www/lib/README.md "Play a position out against the computer"). */
export const PLAYOUT_SPEC = {
  tag: 'sittuyin-playout',
  className: 'SittuyinPlayoutElement',
  module: 'playout',
  eventMap: 'SittuyinPlayoutEventMap',
  attributes: {
    fen: COMMON.fen,
    rules: COMMON.rules,
    computer: { kind: COLORS, default: 'black', doc: 'The side the computer plays; the reader plays the other.' },
    level: { kind: 'number', default: 4, doc: 'The computer\'s level, 1 (beginner) to 8 (full strength).' },
    lang: COMMON.lang,
    pieces: COMMON.pieces,
    theme: COMMON.theme,
    coordinates: COMMON.coordinates,
  },
  events: {
    'sittuyin-over': { doc: 'The game is over. `detail`: { outcome: won | lost | draw, status, moves }.' },
    'sittuyin-move': { doc: 'The reader\'s move (from its board). `detail`: the Move.' },
    'sittuyin-change': { doc: 'Any change of the game on the board (from its board).' },
    'sittuyin-error': { doc: 'A position that cannot be played, or an engine that failed. `detail`: the error.' },
  },
} as const satisfies ElementSpec;

const CSS = `:host { display: block; max-width: min(100%, var(--sittuyin-size, 480px)); font: 15px/1.45 "Sittuyin Myanmar", system-ui, sans-serif; }
[hidden] { display: none !important; }
.sides { margin: 0 0 .4em; }
sittuyin-board { max-width: none; width: 100%; }
.result { min-height: 1.45em; margin: .4em 0 0; padding-left: .5em; border-left: 3px solid transparent; }
:host([outcome="won"]) .result { border-left-color: #2e7d32; font-weight: 600; }
:host([outcome="lost"]) .result, :host([outcome="draw"]) .result { border-left-color: #8a6d1f; font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; gap: .5em; margin-top: .4em; }
button { font: inherit; min-height: 44px; min-width: 44px; padding: .35em 1em; border-radius: 6px; cursor: pointer;
  color: inherit; background: transparent; border: 1px solid currentColor; }
button:focus-visible { outline: 3px solid var(--sittuyin-accent, #1565c0); outline-offset: 2px; }
button:disabled { cursor: default; opacity: .6; }
:host(:lang(my)) { line-height: 1.8; }`;

/** How long the engine may think for a hint. */
const HINT_LIMITS = { depth: 12, movetime: 1000 } as const;

/** The `<sittuyin-playout>` element (register it with defineSittuyinPlayout(), or let the drop-in
 * script do it): the attributes of PLAYOUT_SPEC, each also a property. The reader plays the side
 * `computer` does not; the computer answers at `level`. Buttons (parts `button`): Restart, Undo,
 * Hint; the result in words under the board (part `result`, role=status), and the `outcome`
 * attribute once the game is over (`won`, `lost`, `draw`). Parts: `sides`, `board`, `result`,
 * `actions`, `button`. Methods: `restart()`, `undo()`, `hint()`. */
export class SittuyinPlayoutElement extends SittuyinElement<typeof PLAYOUT_SPEC.attributes, SittuyinPlayoutEventMap, SittuyinBoard> {
  static spec: ElementSpec = PLAYOUT_SPEC;
  #boardEl: SittuyinBoardElement | null = null;
  #els: { sides: HTMLElement; result: HTMLElement; restart: HTMLButtonElement; undo: HTMLButtonElement; hint: HTMLButtonElement } | null = null;
  /** The computer's search (or a hint's) in progress: aborted by Restart, Undo, a park. */
  #search: AbortController | null = null;
  /** Counts restarts and undos: an answer for an older position does nothing. */
  #epoch = 0;

  /** The SittuyinBoard (null until `ready`). */
  get board(): SittuyinBoard | null {
    return this.#boardEl?.board ?? null;
  }

  /** The side the reader plays. */
  get side(): Color {
    return this.attr('computer') === 'white' ? 'black' : 'white';
  }

  protected build(): void {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (this.#els && this.#boardEl) {
      // Back after a removal: the board element kept its game; the computer answers if it must.
      this.#boardEl.ready.then((board) => this.#resume(board)).catch((e: unknown) => this.#failed(e));
      return;
    }
    adoptBoardStyles(root, CSS);
    defineSittuyinBoard();
    const t = this.#t();
    const part = <K extends keyof HTMLElementTagNameMap>(tag: K, name: string): HTMLElementTagNameMap[K] => {
      const e = document.createElement(tag);
      e.className = name;
      e.part.add(name);
      return e;
    };
    const sides = part('p', 'sides');
    const board = document.createElement('sittuyin-board');
    board.part.add('board');
    // Set before it is connected: the board is built with them (a shadow root hides the page's lang).
    board.setAttribute('lang', this.language());
    board.setAttribute('movable', 'none');
    board.setAttribute('orientation', this.side);
    const fen = this.attr('fen');
    if (fen) board.setAttribute('fen', fen);
    const rules = this.getAttribute('rules');
    if (rules) board.setAttribute('rules', rules);
    this.#copyLooks(board);
    const result = part('p', 'result');
    result.setAttribute('role', 'status');
    result.dataset.testid = 'playout-result';
    const actions = part('div', 'actions');
    const button = (testid: string, label: string, onClick: () => void): HTMLButtonElement => {
      const b = document.createElement('button');
      b.type = 'button';
      b.part.add('button');
      b.dataset.testid = testid;
      b.textContent = label;
      b.addEventListener('click', onClick);
      return b;
    };
    const restart = button('playout-restart', t.restart, () => this.restart());
    const undo = button('playout-undo', t.undo, () => this.undo());
    const hint = button('playout-hint', t.hint, () => void this.hint());
    actions.append(restart, undo, hint);
    this.#els = { sides, result, restart, undo, hint };
    this.#boardEl = board;
    board.addEventListener('sittuyin-move', () => this.#afterReaderMove());
    root.replaceChildren(sides, board, result, actions);
    this.#showTexts();
    board.ready.then((b) => this.#resume(b)).catch((e: unknown) => this.#failed(e));
  }

  protected park(): void {
    this.#stop();
  }

  protected update(name: keyof typeof PLAYOUT_SPEC.attributes): void {
    const board = this.#boardEl;
    if (!board) return;
    if (name === 'pieces' || name === 'theme' || name === 'coordinates') this.#copyLooks(board);
    else if (name === 'lang') {
      board.setAttribute('lang', this.language());
      void this.loadLanguage().then(() => this.#showTexts());
    } else if (name === 'level') this.#showTexts();
    else this.restart();
  }

  #t(): Strings['playout'] {
    return this.strings().playout;
  }

  #copyLooks(board: HTMLElement): void {
    for (const name of ['pieces', 'theme', 'coordinates'] as const) {
      const v = this.getAttribute(name);
      if (v === null) board.removeAttribute(name);
      else board.setAttribute(name, v);
    }
  }

  #showTexts(): void {
    const els = this.#els;
    if (!els) return;
    const s = this.strings();
    const t = s.playout;
    this.setAttribute('role', 'group');
    this.setAttribute('aria-label', t.label);
    els.sides.textContent = t.sides(s.colors[this.side], s.colors[this.attr('computer')], this.#level());
    els.restart.textContent = t.restart;
    els.undo.textContent = t.undo;
    els.hint.textContent = t.hint;
    const board = this.board;
    if (board) this.#say(board);
  }

  #level(): number {
    const level = Math.round(this.attr('level'));
    return Math.min(8, Math.max(1, Number.isFinite(level) ? level : 4));
  }

  /** Stops the search in progress (its answer, if it comes, is dropped). */
  #stop(): void {
    this.#epoch += 1;
    this.#search?.abort();
    this.#search = null;
  }

  /** Whether the reader has a move to take back (the computer's opening move is not one). */
  #readerMoved(board: SittuyinBoard): boolean {
    const game = board.game;
    const readerFirst = (game.startFen().split(' ')[1] === 'b' ? 'black' : 'white') === this.side;
    return game.history().length > (readerFirst ? 0 : 1);
  }

  /** The board is ready (built, or back after a move of the element): the computer plays if it is its turn. */
  #resume(board: SittuyinBoard): void {
    this.resolveReady(board);
    this.#next(board);
  }

  /** After any move: the result, the computer's turn, or the reader's. */
  #next(board: SittuyinBoard): void {
    const status = board.game.status();
    if (status.over) {
      board.setMovable('none');
      this.#say(board);
      const outcome = !status.winner ? 'draw' : status.winner === this.side ? 'won' : 'lost';
      this.emit('sittuyin-over', { outcome, status, moves: board.game.history() });
      return;
    }
    if (board.game.turn === this.side) {
      board.setMovable(this.side);
      this.#say(board);
      return;
    }
    board.setMovable('none');
    this.#say(board);
    void this.#computerMove(board);
  }

  async #computerMove(board: SittuyinBoard): Promise<void> {
    const epoch = this.#epoch;
    const search = new AbortController();
    this.#search = search;
    try {
      // The engine module, its worker and wasm: loaded on the first computer move, once.
      const { searchBestMove } = await import('./engine.js');
      const game = board.game;
      const best = await searchBestMove(game.startFen(), game.history(), { level: this.#level() }, { rules: game.rules, signal: search.signal });
      if (epoch !== this.#epoch || !best.uci) return;
      this.#search = null;
      board.play(best.uci);
      this.#next(board);
    } catch (e) {
      if (epoch !== this.#epoch) return;
      this.#search = null;
      if (this.#els) this.#els.result.textContent = this.#t().engineFailed;
      this.report(e);
    }
  }

  /** The line under the board: the result in words, whose move it is, or that the computer thinks. */
  #say(board: SittuyinBoard): void {
    const els = this.#els;
    if (!els) return;
    const s = this.strings();
    const t = s.playout;
    const game = board.game;
    const status = game.status();
    els.undo.disabled = !this.#readerMoved(board);
    els.hint.disabled = status.over || game.turn !== this.side;
    if (status.over) {
      const outcome = !status.winner ? 'draw' : status.winner === this.side ? 'won' : 'lost';
      this.setAttribute('outcome', outcome);
      els.result.textContent = `${t[outcome]} ${statusText(s, game, status)}`;
      return;
    }
    this.removeAttribute('outcome');
    els.result.textContent = game.turn !== this.side ? t.thinking : game.isCheck() ? t.inCheck : t.yourMove;
  }

  #afterReaderMove(): void {
    const board = this.board;
    if (!board) return;
    board.setShapes([], { brush: 'hint' });
    this.#next(board);
  }

  #failed(e: unknown): void {
    if (this.#els) this.#els.result.textContent = this.strings().board.error(e instanceof Error ? e.message : String(e));
    this.report(e);
  }

  /** The position again, from the start. */
  restart(): void {
    const board = this.board;
    if (!board) return;
    this.#stop();
    try {
      board.load({ fen: this.attr('fen') ?? undefined, rules: (this.getAttribute('rules') ?? undefined) as RulesName | undefined });
    } catch (e) {
      this.#failed(e);
      return;
    }
    board.setOrientation(this.side);
    board.setShapes([], { brush: 'hint' });
    this.#next(board);
  }

  /** Takes back the computer's reply and your move (or only your move while the computer thinks,
   * or after your move ended the game): the reader's turn again. */
  undo(): void {
    const board = this.board;
    if (!board) return;
    this.#stop();
    const game = board.game;
    if (!this.#readerMoved(board)) return;
    do {
      if (!board.undo()) break;
    } while (game.history().length > 0 && game.turn !== this.side);
    board.setShapes([], { brush: 'hint' });
    this.#next(board);
  }

  /** Shows the engine's best move for the reader as an arrow (and in words); resolves with it. */
  async hint(): Promise<UciMove | null> {
    const board = this.board;
    if (!board || board.game.turn !== this.side || board.game.status().over) return null;
    const epoch = this.#epoch;
    const game = board.game;
    const ply = game.history().length;
    const { searchBestMove } = await import('./engine.js');
    const best = await searchBestMove(game.startFen(), game.history(), HINT_LIMITS, { rules: game.rules }).catch((e: unknown) => {
      this.report(e);
      return null;
    });
    if (!best?.uci || epoch !== this.#epoch || game.history().length !== ply) return null;
    board.setShapes([best.uci], { brush: 'hint' });
    if (this.#els) this.#els.result.textContent = this.#t().hintMove(best.san ?? best.uci);
    return best.uci;
  }
}

/** The attributes as typed properties: `el.level` is a number, `el.computer` 'white' | 'black'. */
export interface SittuyinPlayoutElement extends Reflected<typeof PLAYOUT_SPEC.attributes> {}

/** Registers `<sittuyin-playout>` (or another tag name) and `<sittuyin-board>`, which it uses.
 * Calling it again does nothing. */
export function defineSittuyinPlayout(tagName = 'sittuyin-playout'): void {
  defineSittuyinBoard();
  defineElement(tagName, PLAYOUT_SPEC.tag, SittuyinPlayoutElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'sittuyin-playout': SittuyinPlayoutElement;
  }
}
