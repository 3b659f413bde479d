// One level being played: the state machine over the package's Game. The learner's move is checked
// (the engine's legality, then the level's own rules), played, judged against the level's goal,
// and answered (nobody: the learner's side moves again; the script; or, off the script, a one-ply
// defence here or the endgame tables through the host). No DOM, no timers: the view and the tests
// drive it alike.
import { Game } from '../lib/game.js';
import type { Color, Move, Reason, Role, SquareName, UciMove } from '../lib/types.js';
import { explainMove, explainPromotion, type Refusal } from './explain.js';
import { opponentOf, sideOf, starsFor, type Level, type Opponent } from './model.js';

/** `playing`: the learner's move; `waiting`: the host must give the opponent's reply (`reply`);
 * `won` and `failed`: the level is over (`restart` plays it again). */
export type RunState = 'playing' | 'waiting' | 'won' | 'failed';

/** Why a level was lost: more moves than the goal allows, a stalemate (a draw, not a win), the
 * learner mated, another draw, or the game ended otherwise. */
export type Failure = 'moves' | 'stalemate' | 'mated' | 'draw';

export interface Step {
  /** The move was not played: why. */
  refused?: Refusal;
  move?: Move;
  /** The opponent's answer, when it came at once (scripted or the runner's own defence). */
  reply?: Move;
  /** Targets reached by this move. */
  collected?: string[];
}

const ROLE_OF_LETTER: Record<string, Role> = { K: 'king', F: 'general', S: 'elephant', N: 'horse', R: 'chariot', P: 'pawn' };

/** The FEN with `side` to move and fresh counters (a lesson's position made again, lichess-style). */
function withSide(fen: string, side: Color): string {
  const f = fen.trim().split(/\s+/);
  return [f[0], side === 'white' ? 'w' : 'b', '-', '-', '0', f[5] ?? '1'].join(' ');
}

export class LevelRunner {
  readonly level: Level;
  /** The learner's side (the side to move at the start). */
  readonly side: Color;
  readonly opponent: Opponent;
  #game: Game;
  #moves = 0;
  /** Every move since the start, the learner's and the replies (to follow the script). */
  #line: UciMove[] = [];
  #left: Set<string>;
  #state: RunState = 'playing';
  #failure: Failure | null = null;

  constructor(level: Level) {
    this.level = level;
    this.side = sideOf(level.fen);
    this.opponent = opponentOf(level);
    this.#game = new Game({ fen: level.fen, rules: level.rules ?? 'chessplayx' });
    this.#left = new Set(level.targets ?? []);
  }

  /** The game on view (a new Game after each move of a level without replies: do not keep it). */
  get game(): Game {
    return this.#game;
  }

  get state(): RunState {
    return this.#state;
  }

  get failure(): Failure | null {
    return this.#failure;
  }

  /** The learner's moves so far. */
  get moves(): number {
    return this.#moves;
  }

  /** Every move since the start, the learner's and the replies (UCI). */
  get line(): readonly UciMove[] {
    return this.#line;
  }

  /** Targets not reached yet. */
  get targetsLeft(): SquareName[] {
    return (this.level.targets ?? []).filter((t) => this.#left.has(t));
  }

  /** Stars earned (0 until won). */
  get stars(): 0 | 1 | 2 | 3 {
    return this.#state === 'won' ? starsFor(this.#moves, this.level.par) : 0;
  }

  /** Whether the learner is still on the level's scripted line. */
  get onScript(): boolean {
    const sol = this.level.solution;
    return this.#line.every((m, i) => sol[i] === m);
  }

  /** Why the learner may not play `uci` (UCI) now, or null when the move is legal and allowed. */
  refusal(uci: string): Refusal | null {
    const g = this.#game;
    if (this.#state !== 'playing') return { code: 'game-over' };
    const legal = g.moves().find((m) => m.uci === uci);
    if (!legal) {
      if (uci[1] === '@') {
        const role = ROLE_OF_LETTER[uci[0]] ?? 'pawn';
        const to = uci.slice(2, 4);
        return { code: 'drop', drop: /^[a-h][1-8]$/.test(to) ? g.dropRefusal(role, to) : null, role, to };
      }
      const from = uci.slice(0, 2);
      const to = uci.slice(2, 4);
      if (uci.length === 5) return explainPromotion(g, from);
      return explainMove(g, from, to);
    }
    const from = legal.from ?? legal.to;
    const only = this.level.only;
    if (only && !only.includes(legal.role)) return { code: 'only', role: only[0], from, to: legal.to };
    const goal = this.level.success;
    if (this.opponent === 'none' && goal.kind !== 'check' && legal.check) return { code: 'no-check', from, to: legal.to };
    if (goal.kind === 'escape' && goal.capture && !legal.capture) return { code: 'must-capture', from, to: legal.to };
    return null;
  }

  /** Plays the learner's move (UCI) when allowed; judges it, and answers it when the answer is at
   * hand (else `state` is `waiting`: the host gives the tables' reply with `reply`). */
  play(uci: string): Step {
    const refused = this.refusal(uci);
    if (refused) return { refused };
    return this.played(this.#game.play(uci));
  }

  /** Judges a learner's move already played on `game` (a board binding plays it itself, after
   * `refusal` said null). With `answer` false the opponent waits (`state` is `waiting`) until the
   * host calls `answer()`, e.g. after a pause that lets the learner see the move. */
  played(move: Move, answer = true): Step {
    this.#moves++;
    this.#line.push(move.uci);
    const collected: string[] = [];
    if (this.#left.delete(move.to)) collected.push(move.to);
    if (this.#judgeLearner(move)) return { move, collected };
    if (this.opponent === 'none') {
      this.#again();
      return { move, collected };
    }
    this.#state = 'waiting';
    const reply = answer ? this.answer() : null;
    return reply ? { move, collected, reply } : { move, collected };
  }

  /** The opponent's answer when it is at hand: the script's while the learner follows it, else the
   * runner's own defence. Null when the tables must answer (opponent 'table' off the script: the
   * host asks them and calls `reply`), or when it is not the opponent's turn. */
  answer(): Move | null {
    if (this.#state !== 'waiting') return null;
    const scripted = this.onScript ? this.level.solution[this.#line.length] : undefined;
    if (scripted && this.#game.isLegal(scripted)) return this.reply(scripted);
    if (this.opponent === 'table') return null;
    return this.reply(this.defence());
  }

  /** Plays the opponent's reply (UCI): from the host when `state` is `waiting`. */
  reply(uci: string): Move {
    const move = this.#game.play(uci);
    this.#line.push(move.uci);
    this.#state = 'playing';
    this.#judgeReply();
    return move;
  }

  /** The runner's own reply off the script: mate if it can; else a move after which the learner has
   * no mate in one; captures first; the first in UCI order (deterministic). */
  defence(): UciMove {
    const g = this.#game;
    let best: UciMove | null = null;
    let bestScore = -Infinity;
    for (const m of [...g.moves()].sort((a, b) => (a.uci < b.uci ? -1 : 1))) {
      g.play(m.uci);
      const st = g.status();
      let score = m.capture ? 10 : 0;
      if (st.over) score += st.reason === 'checkmate' ? 1000 : -50;
      else if (g.legalMoves().some((r) => this.#mates(g, r))) score -= 100;
      g.undo();
      if (score > bestScore) {
        bestScore = score;
        best = m.uci;
      }
    }
    if (!best) throw new Error('the opponent has no move');
    return best;
  }

  #mates(g: Game, uci: string): boolean {
    g.play(uci);
    const mate = g.status().reason === 'checkmate';
    g.undo();
    return mate;
  }

  /** Judges the learner's move; true when the level ended. */
  #judgeLearner(move: Move): boolean {
    const goal = this.level.success;
    const g = this.#game;
    const st = g.status();
    let won = false;
    switch (goal.kind) {
      case 'stars':
        won = this.#left.size === 0;
        break;
      case 'place':
        won = Object.values(g.hand(this.side)).every((n) => n === 0) && this.#targetsHeld();
        break;
      case 'promote':
        won = move.kind === 'promotion' && this.#left.size === 0;
        break;
      case 'check':
        won = move.check;
        break;
      case 'escape':
        won = true;
        break;
      case 'mate':
        won = st.reason === 'checkmate' && st.winner === this.side;
        break;
      case 'draw':
        won = st.over && st.winner === null && goal.reasons.includes(st.reason as Reason);
        break;
    }
    if (won) return this.#end('won');
    if (this.opponent === 'none') return false;
    if (st.over) return this.#end(st.reason === 'stalemate' ? 'stalemate' : 'draw');
    if (goal.kind === 'mate' && this.#moves >= goal.moves) return this.#end('moves');
    return false;
  }

  #judgeReply(): void {
    const goal = this.level.success;
    const st = this.#game.status();
    if (!st.over) return;
    if (goal.kind === 'draw' && st.winner === null && goal.reasons.includes(st.reason as Reason)) {
      this.#end('won');
      return;
    }
    this.#end(st.winner && st.winner !== this.side ? 'mated' : st.reason === 'stalemate' ? 'stalemate' : 'draw');
  }

  #targetsHeld(): boolean {
    const mine = new Set(this.#game.pieces().filter((p) => p.color === this.side).map((p) => p.square));
    return (this.level.targets ?? []).every((t) => mine.has(t));
  }

  #end(how: 'won' | Failure): true {
    if (how === 'won') this.#state = 'won';
    else {
      this.#state = 'failed';
      this.#failure = how;
    }
    return true;
  }

  /** A level without replies: the learner's side moves again (the position made again). */
  #again(): void {
    const g = this.#game;
    if (g.turn === this.side) return;
    const next = new Game({ fen: withSide(g.fen(), this.side), rules: g.rules });
    g.free();
    this.#game = next;
  }

  /** Starts the level again. */
  restart(): void {
    this.#game.free();
    this.#game = new Game({ fen: this.level.fen, rules: this.level.rules ?? 'chessplayx' });
    this.#moves = 0;
    this.#line = [];
    this.#left = new Set(this.level.targets ?? []);
    this.#state = 'playing';
    this.#failure = null;
  }

  free(): void {
    this.#game.free();
  }
}
