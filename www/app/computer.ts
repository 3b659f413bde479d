// The computer's moves, the analysis line and the hint, searched in the engine worker. At most
// one search of each kind runs, always for the position on the board; a change cancels it.
import { SittuyinError } from '../lib/errors.js';
import { probeTablebase, searchBestMove } from '../lib/engine.js';
import type { Color, Score, SearchInfo } from '../lib/types.js';
import type { BoardBinding } from '../lib/binding.js';
import type { Strings } from '../i18n/index.ts';
import type { AppState } from './state.ts';
import { Game } from '../lib/game.js';
import { numberedLine, tablebaseText } from './view.ts';

/** The computer's time for a move from its clock (modes/clock.ts), or null: its level decides. */
let clockBudget: (() => number | null) | null = null;

/** Sets (or clears, with null) where the computer's move time comes from. */
export function setClockBudget(budget: (() => number | null) | null): void {
  clockBudget = budget;
}

/** Score text from White's point of view. */
export function scoreText(score: Score, turn: Color): string {
  const sign = turn === 'white' ? 1 : -1;
  if ('mate' in score) return `#${score.mate * sign}`;
  const cp = (score.cp * sign) / 100;
  return `${cp > 0 ? '+' : ''}${cp.toFixed(2)}`;
}

/** White's share of the evaluation bar, 0..1. */
export function whiteShare(score: Score, turn: Color): number {
  const sign = turn === 'white' ? 1 : -1;
  if ('mate' in score) return score.mate * sign > 0 ? 1 : 0;
  return 1 / (1 + Math.exp((-score.cp * sign) / 250));
}

export interface ComputerHost {
  state: AppState;
  binding: BoardBinding;
  strings(): Strings;
  /** Plays the computer's move in the live game. */
  play(uci: string): void;
  /** The line under the board: thinking, the hint. */
  say(text: string): void;
  error(text: string): void;
  announce(text: string): void;
  /** The analysis panel: whether it is on, and what it shows. */
  analysisOn(): boolean;
  showAnalysis(visible: boolean, info?: { score: Score; turn: Color; line: string }): void;
  /** The endgame table's verdict on the analysed position (null: none). */
  showTablebase(text: string | null): void;
  /** The engine failed twice (ERR_ENGINE): say so, with a way to try again or play on. */
  engineFailed(retry: () => void): void;
}

const engineDown = (e: unknown): boolean => e instanceof SittuyinError && e.code === 'ERR_ENGINE';

interface Running {
  key: string;
  control: AbortController;
}

export class Computer {
  #host: ComputerHost;
  #move: Running | null = null;
  #analysis: Running | null = null;
  /** The position whose move search failed (ERR_ENGINE): not searched again until retry() or
   * another position. */
  #failedKey = '';
  #hint: AbortController | null = null;

  constructor(host: ComputerHost) {
    this.#host = host;
  }

  #key(moves: readonly string[] = this.#host.state.game.history()): string {
    const g = this.#host.state.game;
    return `${g.rules}|${g.startFen()}|${moves.join(' ')}`;
  }

  /** Starts or cancels searches to fit the position now on the board. */
  update(): void {
    this.#updateAnalysis();
    const { state, binding } = this.#host;
    const wanted = binding.viewPly === null && state.computerToMove;
    const key = wanted ? this.#key() : '';
    if (this.#move?.key === key) {
      if (wanted) this.#host.say(this.#host.strings().status.thinking);
      return;
    }
    // Undo, new game or any other change cancels a search that no longer fits the position.
    this.#move?.control.abort();
    this.#move = null;
    if (!wanted) return;
    if (key === this.#failedKey) {
      // Never silent while the computer is to move: the failure stays said, with its retry.
      this.#host.engineFailed(() => this.retry());
      return;
    }
    this.#failedKey = '';
    const control = new AbortController();
    const search = { key, control };
    this.#move = search;
    const t = this.#host.strings();
    this.#host.say(t.status.thinking);
    const g = state.game;
    const seed = Math.floor(Math.random() * 2 ** 31);
    const movetime = clockBudget?.() ?? null;
    searchBestMove(g.startFen(), g.history(), { level: state.level, seed, ...(movetime === null ? {} : { movetime }) }, { rules: g.rules, signal: control.signal })
      .then((best) => {
        if (this.#move !== search) return;
        this.#move = null;
        this.#host.say('');
        if (best.uci && state.computerToMove) this.#host.play(best.uci);
      })
      .catch((e: unknown) => {
        if (this.#move !== search) return;
        this.#move = null;
        // Never a permanent "thinking": the line is cleared and the failure said.
        this.#host.say('');
        if (e instanceof SittuyinError && e.code === 'ERR_ABORTED') {
          // Stopped by another search's cancellation (they share the worker), not by a change
          // here: search again.
          if (!control.signal.aborted) queueMicrotask(() => this.update());
          return;
        }
        if (engineDown(e)) {
          this.#failedKey = key;
          this.#host.engineFailed(() => this.retry());
          return;
        }
        this.#host.error(e instanceof Error ? e.message : String(e));
      });
  }

  /** Whether the computer's move search failed (ERR_ENGINE) in the position on the board. */
  get failed(): boolean {
    return this.#failedKey !== '' && this.#failedKey === this.#key();
  }

  /** Searches again after a failure (the notice's Try again). */
  retry(): void {
    this.#failedKey = '';
    this.#analysis?.control.abort();
    this.#analysis = null;
    this.update();
  }

  /** Forgets every search and failure (a new game). */
  reset(): void {
    this.#move?.control.abort();
    this.#move = null;
    this.#analysis?.control.abort();
    this.#analysis = null;
    this.#hint?.abort();
    this.#hint = null;
    this.#failedKey = '';
  }

  /** Analysis of the position on the board: the live one, or the one viewed in the move list
   * (also after the game has ended). */
  #updateAnalysis(): void {
    const { state, binding } = this.#host;
    const on = this.#host.analysisOn();
    const g = state.game;
    const viewPly = binding.viewPly;
    const live = viewPly === null;
    const wanted = on && !(live && (g.status().over || state.computerToMove));
    // The moves only when analysing (they grow with the game; a move must not).
    const moves = !wanted ? [] : viewPly === null ? g.history() : g.history().slice(0, viewPly);
    const key = wanted ? this.#key(moves) : '';
    if (!on) this.#host.showAnalysis(false);
    if (this.#analysis?.key === key) return;
    this.#host.showTablebase(null);
    this.#analysis?.control.abort();
    this.#analysis = null;
    if (!wanted) {
      binding.setShapes('analysis', []);
      return;
    }
    const control = new AbortController();
    const mine = { key, control };
    this.#analysis = mine;
    const shown = new Game({ fen: g.startFen(), rules: g.rules, moves });
    let turn: Color;
    let fullmove: number;
    try {
      turn = shown.turn;
      fullmove = Number(shown.fen().split(' ').at(-1)) || 1;
    } finally {
      shown.free();
    }
    const show = (info: { score: Score; pv: string[]; pvSan: string[]; depth: number }): void => {
      if (this.#analysis !== mine) return;
      const shape = info.pv[0] ? binding.shapeOfMove(info.pv[0]) : null;
      binding.setShapes('analysis', shape ? [shape] : []);
      const line = this.#host.strings().messages.depth(info.depth, numberedLine(info.pvSan.slice(0, 8), turn, fullmove));
      this.#host.showAnalysis(true, { score: info.score, turn, line });
    };
    this.#host.showAnalysis(true);
    // The table's verdict first (generated in the worker when needed), then the search.
    probeTablebase(g.startFen(), moves, { rules: g.rules, signal: control.signal })
      .then((probe) => {
        if (this.#analysis === mine) this.#host.showTablebase(probe ? tablebaseText(this.#host.strings(), probe, turn) : null);
      })
      .catch(() => { /* cancelled, or the search below says the engine failed */ });
    searchBestMove(g.startFen(), moves, { movetime: 2000 }, { rules: g.rules, signal: control.signal, onInfo: (i: SearchInfo) => show(i) })
      .then((best) => show(best))
      .catch((e: unknown) => {
        // Cancelled by a newer position, or the engine failed: then said, with a retry.
        if (this.#analysis === mine && engineDown(e)) this.#host.engineFailed(() => this.retry());
      });
  }

  /** Searches a hint for the side to move: a green arrow and its SAN. */
  hint(): void {
    const { state, binding } = this.#host;
    const g = state.game;
    if (g.status().over) return;
    const t = this.#host.strings();
    this.#host.say(t.status.thinking);
    const fenBefore = g.fen();
    const turn = g.turn;
    this.#hint?.abort();
    const control = new AbortController();
    this.#hint = control;
    searchBestMove(g.startFen(), g.history(), { movetime: 800 }, { rules: g.rules, signal: control.signal })
      .then((best) => {
        if (this.#hint === control) this.#hint = null;
        if (state.game.fen() !== fenBefore || !best.san || !best.uci) return;
        const shape = binding.shapeOfMove(best.uci);
        binding.setShapes('hint', shape ? [shape] : []);
        this.#host.say(t.messages.hint(best.san, scoreText(best.score, turn)));
        this.#host.announce(t.messages.hintSpoken(best.san));
      })
      .catch((e: unknown) => {
        if (this.#hint !== control) return;
        this.#hint = null;
        this.#host.say('');
        if (engineDown(e)) this.#host.engineFailed(() => this.hint());
      });
  }
}
