/**
 * The puzzle element `<sittuyin-puzzle>` (`defineSittuyinPuzzle()`, `SittuyinPuzzleElement`): a position
 * and its solution; the reader plays the solver's side, the element answers.
 * @module sittuyin/puzzle
 */
// `sittuyin/puzzle`: a position and its solution (the format of www/rules/puzzles.json: `fen`,
// `rules`, `solution` in UCI, the solver's moves and the replies in turn, `mate` for the task line).
// The reader plays the solver's side on a <sittuyin-board>; the element answers with the
// solution's replies. A move other than the solution's counts when the engine proves it as good:
//   - it mates at once, or
//   - the engine's verdict after it is no worse than after the solution's move. The verdict is,
//     in this order: the game's end (mate, draw); a mate found by the search (`searchBestMove` at a
//     depth that sees the rest of the solution's mate, with a time limit); the endgame table's
//     result (pawnless endings of up to four pieces, `probeTablebase`; not asked when the
//     solution's move mates, since then only a mate as short can be as good); else the search's
//     evaluation. "No worse": a mate no longer (in the solver's moves), a table win no longer to
//     its goal, a draw held, or an evaluation at least as high.
// After such a move the line is left: the replies, and the verdict each later move must match,
// come from the engine's own best move in each position. Checks run in the engine's worker, so
// the page never blocks; a failed check takes the move back and says so (never a stuck board).
import { init, Game } from './game.js';
import type { Color, Move, RulesName, UciMove } from './types.js';
import { defineSittuyinBoard, type SittuyinBoard, type SittuyinBoardElement } from './board.js';
import { adoptBoardStyles } from '../board/tray.ts';
import type { Strings } from '../i18n/index.ts';
import { COMMON, defineElement, SittuyinElement, type ElementSpec, type Reflected } from './element/base.js';

/** A puzzle as in `www/rules/puzzles.json`. */
export interface PuzzleData {
  /** The position; its side to move is the solver. */
  fen: string;
  rules?: RulesName;
  /** The main line in UCI: the solver's move, the reply, the solver's move, ... (ends with the solver's). */
  solution: UciMove[];
  /** Mate in this many of the solver's moves (for the task line); absent: "find the best move". */
  mate?: number;
}

/** Where the puzzle stands: `loading` (the board is being built), `playing` (the reader's move),
 * `checking` (the engine judges a move), `reply` (the opponent answers), `wrong` (a move that is
 * not as good, about to be taken back), `solved`, `error` (a bad puzzle: said in the element). */
export type PuzzleState = 'loading' | 'playing' | 'checking' | 'reply' | 'wrong' | 'solved' | 'error';

/** The events of `<sittuyin-puzzle>`; all bubble and are composed. */
export interface SittuyinPuzzleEventMap {
  /** The puzzle is solved: `detail.moves` are every move played from the puzzle's position (UCI),
   * `detail.solution` is false when the reader found another move as good. */
  'sittuyin-solve': CustomEvent<{ moves: UciMove[]; solution: boolean; hints: number }>;
  /** A move that is not as good as the solution's (it is taken back): `detail.move` (UCI). */
  'sittuyin-fail': CustomEvent<{ move: UciMove; ply: number }>;
  /** A puzzle that cannot be shown (a bad FEN or solution; said in the element). */
  'sittuyin-error': CustomEvent<unknown>;
}

const STATES = ['loading', 'playing', 'checking', 'reply', 'wrong', 'solved', 'error'] as const satisfies readonly PuzzleState[];

/** The `<sittuyin-puzzle>` element's table: its attributes and events (www/lib/README.md "A puzzle"). */
export const PUZZLE_SPEC = {
  tag: 'sittuyin-puzzle',
  className: 'SittuyinPuzzleElement',
  module: 'puzzle',
  eventMap: 'SittuyinPuzzleEventMap',
  attributes: {
    fen: COMMON.fen,
    rules: COMMON.rules,
    solution: { kind: 'string', doc: 'Space separated UCI: the solver\'s moves and the replies in turn, ending with the solver\'s.' },
    mate: { kind: 'number', doc: 'The task line says "mate in N" (else "find the best move").' },
    lang: COMMON.lang,
    pieces: COMMON.pieces,
    theme: COMMON.theme,
    coordinates: COMMON.coordinates,
    state: { kind: STATES, default: 'loading', property: false, output: true, doc: 'Where the puzzle stands (written by the element).' },
  },
  events: {
    'sittuyin-solve': { doc: 'Solved. `detail`: { moves, solution, hints } (`solution` false when another move as good was found).' },
    'sittuyin-fail': { doc: 'A move that is not as good (it is taken back). `detail`: { move, ply }.' },
    'sittuyin-error': { doc: 'A puzzle that cannot be shown (a bad FEN or solution; said in the element). `detail`: the SittuyinError.' },
  },
} as const satisfies ElementSpec;

/** The engine's judgement of a position from the solver's side. */
type Verdict =
  | { kind: 'mate'; moves: number } // the solver mates in `moves` more of its moves (0: mated now)
  | { kind: 'win'; plies: number } // an endgame-table win `plies` to its goal
  | { kind: 'draw' }
  | { kind: 'eval'; cp: number }
  | { kind: 'lost' };

/** True when `v` is no worse than `ref` for the solver. */
function noWorse(v: Verdict, ref: Verdict): boolean {
  switch (ref.kind) {
    case 'lost':
      return true;
    case 'mate':
      return v.kind === 'mate' && v.moves <= ref.moves;
    case 'win':
      return v.kind === 'mate' || (v.kind === 'win' && v.plies <= ref.plies);
    case 'draw':
      return v.kind === 'mate' || v.kind === 'win' || v.kind === 'draw';
    case 'eval':
      return v.kind === 'mate' || v.kind === 'win' || (v.kind === 'eval' && v.cp >= ref.cp);
  }
}

/** How long the "good move" and "try again" lines show before the reply or the take-back. */
const REPLY_MS = 450;
const TAKE_BACK_MS = 900;
/** The time limit of a check's search (with its depth: whichever comes first). */
const SEARCH_MS = 3000;

const CSS = `:host { display: block; max-width: min(100%, var(--sittuyin-size, 480px)); font: 15px/1.45 "Sittuyin Myanmar", system-ui, sans-serif; }
[hidden] { display: none !important; }
.task { margin: 0 0 .4em; font-weight: 600; }
sittuyin-board { max-width: none; width: 100%; }
.feedback { min-height: 1.45em; margin: .4em 0 0; padding-left: .5em; border-left: 3px solid transparent; }
:host([state="solved"]) .feedback { border-left-color: #2e7d32; font-weight: 600; }
:host([state="wrong"]) .feedback, :host([state="error"]) .feedback { border-left-color: #c0203a; }
.actions { display: flex; flex-wrap: wrap; gap: .5em; margin-top: .4em; }
button { font: inherit; min-height: 44px; min-width: 44px; padding: .35em 1em; border-radius: 6px; cursor: pointer;
  color: inherit; background: transparent; border: 1px solid currentColor; }
button:focus-visible { outline: 3px solid var(--sittuyin-accent, #1565c0); outline-offset: 2px; }
button:disabled { cursor: default; opacity: .6; }
:host(:lang(my)) { line-height: 1.8; }`;

/** The `<sittuyin-puzzle>` element (register it with defineSittuyinPuzzle()): attributes `fen`, `rules`,
 * `solution` (space separated UCI: the solver's moves and the replies in turn), `mate` (the task
 * line says "mate in N"), and for its board `lang`, `pieces`, `theme`, `coordinates`. The `puzzle`
 * property sets them all from a puzzles.json entry. The reader plays the side to move; the element
 * answers from the solution; any move the engine proves as good counts (see the module). Buttons:
 * Hint (first the piece to move, then the move) and Start again (also `retry()`). The `state`
 * attribute and property say where it stands (PuzzleState). Events: `sittuyin-solve`, `sittuyin-fail`, `sittuyin-error` (they bubble
 * and are composed). Parts: `task`, `board` (the <sittuyin-board>), `feedback`, `actions`,
 * `button`. Size as the board: at most 480 px wide (`--sittuyin-size`). */
export class SittuyinPuzzleElement extends SittuyinElement<typeof PUZZLE_SPEC.attributes, SittuyinPuzzleEventMap, SittuyinBoard> {
  static spec: ElementSpec = PUZZLE_SPEC;
  #root: ShadowRoot | null = null;
  #boardEl: SittuyinBoardElement | null = null;
  #task: HTMLElement | null = null;
  #feedback: HTMLElement | null = null;
  #hintButton: HTMLButtonElement | null = null;
  #retryButton: HTMLButtonElement | null = null;
  #state: PuzzleState = 'loading';
  /** Counts restarts: a pending reply or check of an older attempt does nothing. */
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Still on the solution's line (false once the reader found another good move). */
  #onLine = true;
  /** The reader's accepted moves so far. */
  #solverMoves = 0;
  /** Hint presses on this move (0: none, 1: the piece shown, 2: the move shown). */
  #hintLevel = 0;
  #hints = 0;
  /** The engine's best move in the current position off the line (found for a hint or a check). */
  #best: { ply: number; uci: UciMove; san: string } | null = null;
  /** The SittuyinBoard (null until `ready`). */
  get board(): SittuyinBoard | null {
    return this.#boardEl?.board ?? null;
  }

  get state(): PuzzleState {
    return this.#state;
  }

  /** The puzzle as data (from the attributes). */
  get puzzle(): PuzzleData {
    const mate = this.attr('mate');
    return {
      fen: this.attr('fen') ?? '',
      rules: (this.getAttribute('rules') ?? undefined) as RulesName | undefined,
      solution: (this.attr('solution') ?? '').split(/\s+/).filter(Boolean) as UciMove[],
      ...(mate !== null && Number.isInteger(mate) && mate > 0 ? { mate } : {}),
    };
  }

  /** Sets `fen`, `rules`, `solution` and `mate` from a puzzles.json entry (and starts it afresh). */
  set puzzle(p: PuzzleData) {
    this.setAttribute('fen', p.fen);
    if (p.rules) this.setAttribute('rules', p.rules);
    else this.removeAttribute('rules');
    if (p.mate) this.setAttribute('mate', String(p.mate));
    else this.removeAttribute('mate');
    this.setAttribute('solution', p.solution.join(' '));
  }

  /** The side the reader plays: the side to move of `fen`. */
  get side(): Color {
    return this.puzzle.fen.trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
  }

  #t(): Strings['puzzle'] {
    return this.strings().puzzle;
  }

  protected build(): void {
    // Back after a removal: it starts afresh (a move within a task leaves it as it was).
    if (this.#root) {
      this.#restart();
      return;
    }
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    this.#root = root;
    adoptBoardStyles(root, CSS);
    defineSittuyinBoard();
    const task = document.createElement('p');
    task.className = 'task';
    task.part.add('task');
    task.dataset.testid = 'task';
    const board = document.createElement('sittuyin-board');
    board.part.add('board');
    // Set before it is connected: the board is built with them (a shadow root hides the page's lang).
    board.setAttribute('lang', this.language());
    board.setAttribute('movable', 'none');
    board.setAttribute('trays', 'false');
    board.setAttribute('orientation', this.side);
    const fen = this.getAttribute('fen');
    if (fen) board.setAttribute('fen', fen);
    const rules = this.getAttribute('rules');
    if (rules) board.setAttribute('rules', rules);
    for (const name of ['pieces', 'theme', 'coordinates']) {
      const v = this.getAttribute(name);
      if (v !== null) board.setAttribute(name, v);
    }
    const feedback = document.createElement('p');
    feedback.className = 'feedback';
    feedback.part.add('feedback');
    feedback.setAttribute('role', 'status');
    feedback.dataset.testid = 'feedback';
    const actions = document.createElement('div');
    actions.className = 'actions';
    actions.part.add('actions');
    const button = (testid: string, onClick: () => void): HTMLButtonElement => {
      const b = document.createElement('button');
      b.type = 'button';
      b.part.add('button');
      b.dataset.testid = testid;
      b.addEventListener('click', onClick);
      return b;
    };
    this.#hintButton = button('hint', () => void this.hint());
    this.#retryButton = button('retry', () => this.retry());
    actions.append(this.#hintButton, this.#retryButton);
    this.#task = task;
    this.#feedback = feedback;
    this.#boardEl = board;
    board.addEventListener('sittuyin-move', (e) => this.#onMove(e.detail));
    root.append(task, board, feedback, actions);
    this.#restart();
  }

  protected park(): void {
    // Its pending reply or check is dropped.
    this.#attempt += 1;
    clearTimeout(this.#timer);
  }

  protected update(name: keyof typeof PUZZLE_SPEC.attributes, value: string | null): void {
    if (!this.#root) return;
    if (name === 'pieces' || name === 'theme' || name === 'coordinates') {
      if (value === null) this.#boardEl?.removeAttribute(name);
      else this.#boardEl?.setAttribute(name, value);
      return;
    }
    if (name === 'lang') {
      void this.#showTexts();
      return;
    }
    this.#restart();
  }

  /** Starts the puzzle afresh from its position. */
  retry(): void {
    this.#restart();
  }

  /** Writes the labels in the element's language (loading its table first). */
  async #showTexts(): Promise<void> {
    const lang = this.language();
    await this.loadLanguage();
    if (this.language() !== lang) return;
    const t = this.#t();
    this.setAttribute('aria-label', t.label);
    this.setAttribute('role', 'group');
    if (this.#hintButton) this.#hintButton.textContent = t.hint;
    if (this.#retryButton) this.#retryButton.textContent = t.retry;
    if (this.#task) {
      const color = this.strings().colors[this.side];
      const mate = this.puzzle.mate;
      this.#task.textContent = mate ? t.taskMate(color, mate) : t.task(color);
    }
    this.#boardEl?.setAttribute('lang', lang);
  }

  #setState(state: PuzzleState, text: string): void {
    this.#state = state;
    this.setAttribute('state', state);
    if (this.#feedback) this.#feedback.textContent = text;
    if (this.#hintButton) this.#hintButton.disabled = state !== 'playing';
  }

  #restart(): void {
    const attempt = ++this.#attempt;
    clearTimeout(this.#timer);
    this.#onLine = true;
    this.#solverMoves = 0;
    this.#hintLevel = 0;
    this.#hints = 0;
    this.#best = null;
    const el = this.#boardEl;
    if (!el) return;
    const p = this.puzzle;
    const side = this.side;
    this.#setState('loading', '');
    Promise.all([init(), this.#showTexts()])
      .then(() => {
        if (attempt !== this.#attempt) return undefined;
        // The position is checked by the rules core before the board shows it.
        const g = new Game({ fen: p.fen, rules: p.rules });
        try {
          for (const m of p.solution) g.play(m);
        } finally {
          g.free();
        }
        const hand = /\[([^\]]*)\]/.exec(p.fen)?.[1] ?? '';
        el.setAttribute('orientation', side);
        el.setAttribute('trays', hand ? 'true' : 'false');
        for (const name of ['pieces', 'theme', 'coordinates']) {
          const v = this.getAttribute(name);
          if (v !== null) el.setAttribute(name, v);
        }
        if (!el.board) {
          el.setAttribute('movable', 'none');
          el.setAttribute('fen', p.fen);
          if (p.rules) el.setAttribute('rules', p.rules);
        }
        return el.ready.then((board) => {
          if (attempt !== this.#attempt) return;
          board.load({ fen: p.fen, rules: p.rules });
          board.setShapes([]);
          board.setMovable(side);
          this.#setState('playing', '');
          this.resolveReady(board);
        });
      })
      .catch((e: unknown) => {
        if (attempt !== this.#attempt) return;
        el.setAttribute('movable', 'none');
        this.#setState('error', this.#t().error(e instanceof Error ? e.message : String(e)));
        this.report(e);
      });
  }

  /** The engine module, loaded on first use (the searches run in its worker). */
  #engine(): Promise<typeof import('./engine.js')> {
    return import('./engine.js');
  }

  /** The engine's verdict after `moves` from the puzzle's position, from the solver's side: the
   * game's end; else the search (`depth`, with a time limit, so it never waits for a table to be
   * made) when it finds a mate; else, with `tables`, the endgame table's result (made in the
   * worker when missing: seconds for four pieces); else the search's evaluation. */
  async #verdict(moves: string[], depth: number, tables: boolean): Promise<Verdict> {
    const p = this.puzzle;
    const g = new Game({ fen: p.fen, rules: p.rules, moves });
    const solverToMove = g.turn === this.side;
    let status;
    try {
      status = g.status();
    } finally {
      g.free();
    }
    if (status.over) {
      if (status.winner === this.side) return { kind: 'mate', moves: 0 };
      return status.winner ? { kind: 'lost' } : { kind: 'draw' };
    }
    const engine = await this.#engine();
    const best = await engine.searchBestMove(p.fen, moves, { depth, movetime: SEARCH_MS }, { rules: p.rules });
    const s = best.score;
    if ('mate' in s) {
      const solverMates = solverToMove ? s.mate > 0 : s.mate < 0;
      return solverMates ? { kind: 'mate', moves: Math.abs(s.mate) } : { kind: 'lost' };
    }
    const table = tables ? await engine.probeTablebase(p.fen, moves, { rules: p.rules }) : null;
    if (table) {
      const solverResult = solverToMove ? table.result : table.result === 'win' ? 'loss' : table.result === 'loss' ? 'win' : 'draw';
      if (solverResult === 'draw') return { kind: 'draw' };
      if (solverResult === 'loss') return { kind: 'lost' };
      const plies = table.plies ?? 0;
      return table.metric === 'mate' ? { kind: 'mate', moves: Math.ceil(plies / 2) } : { kind: 'win', plies };
    }
    return { kind: 'eval', cp: solverToMove ? s.cp : -s.cp };
  }

  /** The depth of a check: enough to see the rest of the solution's mate (or its line). */
  #depth(): number {
    const p = this.puzzle;
    const left = Math.max(1, (p.mate ?? Math.ceil(p.solution.length / 2)) - this.#solverMoves);
    return Math.min(12, 2 * left + 2);
  }

  /** The engine's best move in the current position (off the solution's line). */
  async #bestMove(history: string[]): Promise<{ uci: UciMove; san: string } | null> {
    const ply = history.length;
    if (this.#best?.ply === ply) return this.#best;
    const p = this.puzzle;
    const engine = await this.#engine();
    const best = await engine.searchBestMove(p.fen, history, { depth: this.#depth(), movetime: SEARCH_MS }, { rules: p.rules });
    if (!best.uci) return null;
    this.#best = { ply, uci: best.uci, san: best.san ?? best.uci };
    return this.#best;
  }

  #onMove(move: Move): void {
    const board = this.board;
    if (!board || this.#state !== 'playing') return;
    const attempt = this.#attempt;
    const p = this.puzzle;
    const history = board.game.history();
    const ply = history.length - 1;
    board.setMovable('none');
    board.setShapes([], { brush: 'hint' });
    this.#hintLevel = 0;
    const expected = this.#onLine ? p.solution[ply] : undefined;
    const status = board.game.status();
    const mates = status.over && status.reason === 'checkmate' && status.winner === this.side;
    if (move.uci === expected || mates) {
      this.#accept(board, history, move.uci === expected);
      return;
    }
    // Another move: the engine judges it against the solution's move (or its own best, off the line).
    this.#setState('checking', this.#t().checking);
    const depth = this.#depth();
    const before = history.slice(0, -1);
    const judge = async (): Promise<[Verdict, Verdict]> => {
      const best = expected ?? (await this.#bestMove(before))?.uci;
      const ref: Verdict = best ? await this.#verdict([...before, best], depth, true) : { kind: 'lost' };
      // Against a mate, only a mate as short counts: no table is needed to say so.
      return [await this.#verdict(history, depth, ref.kind !== 'mate'), ref];
    };
    judge()
      .then(([mine, ref]) => {
        if (attempt !== this.#attempt) return;
        if (noWorse(mine, ref)) this.#accept(board, history, false);
        else this.#reject(board, move.uci, ply, this.#t().wrong);
      })
      .catch(() => {
        if (attempt !== this.#attempt) return;
        this.#takeBack(board, this.#t().engineFailed);
      });
  }

  /** A good move: solved, or the opponent's reply (the solution's, or the engine's off the line). */
  #accept(board: SittuyinBoard, history: string[], onSolution: boolean): void {
    const t = this.#t();
    const attempt = this.#attempt;
    const p = this.puzzle;
    if (!onSolution) this.#onLine = false;
    this.#solverMoves += 1;
    this.#best = null;
    const status = board.game.status();
    const needed = Math.ceil(p.solution.length / 2);
    if (status.over || this.#solverMoves >= needed) {
      const mate = status.over && status.reason === 'checkmate';
      const text = `${mate ? t.solvedMate : t.solved}${this.#onLine ? '' : ` ${t.another}`}`;
      this.#setState('solved', text);
      this.emit('sittuyin-solve', { moves: board.game.history(), solution: this.#onLine, hints: this.#hints });
      return;
    }
    this.#setState('reply', this.#onLine ? t.good : `${t.another} ${t.good}`);
    const started = Date.now();
    const reply = this.#onLine ? Promise.resolve(p.solution[history.length]) : this.#bestMove(history).then((b) => b?.uci);
    reply
      .then((uci) => {
        if (attempt !== this.#attempt) return;
        const wait = Math.max(0, REPLY_MS - (Date.now() - started));
        this.#timer = setTimeout(() => {
          if (attempt !== this.#attempt || !uci) return;
          const m = board.play(uci);
          this.#best = null;
          board.setMovable(this.side);
          this.#setState('playing', t.replied(m.san));
        }, wait);
      })
      .catch(() => {
        if (attempt !== this.#attempt) return;
        this.#solverMoves -= 1;
        this.#takeBack(board, t.engineFailed);
      });
  }

  #reject(board: SittuyinBoard, uci: UciMove, ply: number, text: string): void {
    this.#setState('wrong', text);
    this.emit('sittuyin-fail', { move: uci, ply });
    const attempt = this.#attempt;
    this.#timer = setTimeout(() => {
      if (attempt !== this.#attempt) return;
      board.undo();
      board.setMovable(this.side);
      this.#setState('playing', text);
    }, TAKE_BACK_MS);
  }

  /** The engine could not judge: the move is taken back at once and the reader may play again. */
  #takeBack(board: SittuyinBoard, text: string): void {
    board.undo();
    board.setMovable(this.side);
    this.#setState('playing', text);
  }

  /** Shows a hint: first the piece to move (a ring on its square; for a drop, the square), then the
   * move itself (an arrow, or a ghost piece for a drop). */
  async hint(): Promise<void> {
    const board = this.board;
    if (!board || this.#state !== 'playing') return;
    const attempt = this.#attempt;
    const history = board.game.history();
    const uci = this.#onLine ? this.puzzle.solution[history.length] : (await this.#bestMove(history).catch(() => null))?.uci;
    if (!uci || attempt !== this.#attempt || board.game.history().length !== history.length) return;
    const t = this.#t();
    this.#hints += 1;
    const drop = uci.includes('@');
    if (this.#hintLevel === 0) {
      this.#hintLevel = 1;
      const square = uci.slice(drop ? 2 : 0, drop ? 4 : 2);
      board.setShapes([square], { brush: 'hint' });
      if (this.#feedback) this.#feedback.textContent = drop ? t.hintDrop(square) : t.hintPiece(square);
      return;
    }
    this.#hintLevel = 2;
    board.setShapes([uci], { brush: 'hint' });
    if (this.#feedback) this.#feedback.textContent = t.hintMove(board.game.san(uci));
  }
}

/** The attributes as typed properties: `puzzle.mate` is a number or null. */
export interface SittuyinPuzzleElement extends Reflected<typeof PUZZLE_SPEC.attributes> {}

/** Registers `<sittuyin-puzzle>` (or another tag name) and `<sittuyin-board>`, which it uses.
 * Calling it again does nothing. */
export function defineSittuyinPuzzle(tagName = 'sittuyin-puzzle'): void {
  defineSittuyinBoard();
  defineElement(tagName, PUZZLE_SPEC.tag, SittuyinPuzzleElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'sittuyin-puzzle': SittuyinPuzzleElement;
  }
}
