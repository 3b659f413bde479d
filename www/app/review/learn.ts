// "Learn from your mistakes": each of the user's marked moves in turn, on a small board of its own
// (in the app's piece set), until the player finds a good move there: the engine's best move, or
// any move that loses less than an inaccuracy's worth of chances (the position after it is
// searched with the review's limits).
// "Show the answer" draws the better move; "Next mistake" goes on.
import { SittuyinBoard } from '../../lib/board.js';
import { searchBestMove } from '../../lib/engine.js';
import type { Strings } from '../../i18n/index.ts';
import type { Color, Move } from '../../lib/types.js';
import type { PieceSetName } from '../../lib/binding.js';
import { THRESHOLDS, loss, whiteChances, type MoveJudgement } from './chances.ts';
import { DEFAULT_LIMITS, type ReviewGame } from './runner.ts';
import { arrowOf } from './arrow.ts';

export interface LearnHost {
  review: ReviewGame;
  positions: MoveJudgement[];
  sans: string[];
  strings(): Strings;
  /** Shows the marked position on the main board too. */
  show(j: MoveJudgement): void;
  announce(text: string): void;
  /** The app's piece set (the drill's board looks like the game's). */
  pieces?: PieceSetName;
  /** Whether the positions are the user's own moves against the computer ("You played…"). */
  you?: boolean;
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

export class Learn {
  readonly #box: HTMLElement;
  readonly #host: LearnHost;
  #index = -1;
  #board: SittuyinBoard | null = null;
  #boardHost: HTMLElement;
  #text: HTMLElement;
  #show: HTMLButtonElement;
  #next: HTMLButtonElement;
  #checking = false;
  #abort = new AbortController();

  constructor(box: HTMLElement, host: LearnHost) {
    this.#box = box;
    this.#host = host;
    const t = host.strings().review;
    this.#text = document.createElement('p');
    this.#text.dataset.testid = 'learn-text';
    this.#text.setAttribute('role', 'status');
    this.#boardHost = document.createElement('div');
    this.#boardHost.className = 'review-learn-board';
    this.#boardHost.dataset.testid = 'learn-board';
    this.#show = document.createElement('button');
    this.#show.type = 'button';
    this.#show.textContent = t.learnShow;
    this.#show.dataset.testid = 'learn-show';
    this.#show.addEventListener('click', () => this.#reveal());
    this.#next = document.createElement('button');
    this.#next.type = 'button';
    this.#next.textContent = t.learnNext;
    this.#next.dataset.testid = 'learn-next';
    this.#next.addEventListener('click', () => void this.next());
    const row = document.createElement('div');
    row.className = 'review-controls';
    row.append(this.#show, this.#next);
    box.replaceChildren(this.#text, this.#boardHost, row);
  }

  get #current(): MoveJudgement {
    return this.#host.positions[this.#index];
  }

  /** Goes to the next marked position (the first one at the start). */
  async next(): Promise<void> {
    const t = this.#host.strings().review;
    this.#index++;
    if (this.#index >= this.#host.positions.length) {
      this.#text.textContent = t.learnDone;
      this.#host.announce(t.learnDone);
      this.#board?.destroy();
      this.#board = null;
      this.#boardHost.replaceChildren();
      this.#show.hidden = true;
      this.#next.hidden = true;
      return;
    }
    const j = this.#current;
    this.#host.show(j);
    const moves = this.#host.review.moves.slice(0, j.ply) as string[];
    const options = { fen: this.#host.review.startFen, rules: this.#host.review.rules, moves };
    if (this.#board) {
      this.#board.load(options);
      this.#board.setMovable(j.color);
      this.#board.setOrientation(j.color);
      this.#board.setShapes([]);
    } else {
      this.#board = await SittuyinBoard.create(this.#boardHost, {
        ...options,
        movable: j.color,
        orientation: j.color,
        coordinates: true,
        ...(this.#host.pieces ? { pieces: this.#host.pieces } : {}),
        onBeforeMove: (move) => {
          void this.#try(move);
          return false;
        },
      });
    }
    const move = this.#host.sans[j.ply];
    const text = this.#host.you ? t.learnPromptYou(move) : t.learnPrompt(this.#host.strings().colors[j.color], move);
    this.#text.textContent = text;
    this.#host.announce(text);
    this.#show.hidden = false;
    this.#next.hidden = false;
    // Below the game on a phone: the drill is brought into view.
    this.#box.scrollIntoView({ block: 'nearest' });
  }

  /** Judges a move tried on the small board: kept on the board when good, refused otherwise. */
  async #try(move: Move): Promise<void> {
    if (this.#checking || !this.#board) return;
    const j = this.#current;
    const t = this.#host.strings().review;
    let good = move.uci === j.best;
    if (!good) {
      this.#checking = true;
      this.#text.textContent = t.learnChecking;
      try {
        const after = [...this.#host.review.moves.slice(0, j.ply), move.uci];
        const r = await searchBestMove(this.#host.review.startFen, after, DEFAULT_LIMITS, { rules: this.#host.review.rules, signal: this.#abort.signal });
        const whiteAfter = whiteChances({ score: r.score, best: r.uci, bestSan: r.san, depth: r.depth }, other(j.color));
        good = loss(j.whiteBefore, whiteAfter, j.color) < THRESHOLDS.inaccuracy;
      } catch {
        this.#checking = false;
        return;
      }
      this.#checking = false;
    }
    if (good) {
      this.#board.setMovable('none');
      this.#board.play(move.uci);
      const text = t.learnGood(move.san);
      this.#text.textContent = text;
      this.#host.announce(text);
    } else {
      const text = t.learnBad(move.san);
      this.#text.textContent = text;
      this.#host.announce(text);
    }
  }

  #reveal(): void {
    const j = this.#current;
    if (!j?.best || !this.#board) return;
    this.#board.setShapes([arrowOf(j.best)]);
    if (j.bestSan) this.#text.textContent = this.#host.strings().review.bestWas(j.bestSan);
  }

  destroy(): void {
    this.#abort.abort();
    this.#board?.destroy();
    this.#board = null;
    this.#box.replaceChildren();
    this.#box.hidden = true;
  }
}
