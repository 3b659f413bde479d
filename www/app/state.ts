// The app's state: the game on the board and the settings around it (rules, orientation, the
// computer), kept in localStorage so a reload restores the game in progress. No DOM.
import { Game } from '../lib/game.js';
import type { Color, Reason, RulesName } from '../lib/types.js';
import { load, remember, save, setAside, type Ending, type Saved, type SaveResult } from './storage.ts';

export type Opponent = 'none' | Color;

export const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

function applyEnding(g: Game, e: Ending): void {
  if (!e) return;
  if (e.type === 'resign') g.resign(e.color);
  else if (e.type === 'agree') g.agreeDraw();
  else if (e.type === 'timeout') g.timeout(e.color);
  else g.claimDraw(e.reason as Reason);
}

/** A game from `fen` under `rules` with `moves` played and the ending on top; throws on bad input. */
export function buildGame(fen: string | undefined, rules: RulesName, moves: readonly string[], ending: Ending = null): Game {
  const g = new Game({ fen, rules, moves });
  try {
    applyEnding(g, ending);
  } catch (e) {
    g.free();
    throw e;
  }
  return g;
}

/** The ending (resignation, agreement, claim) on top of a game's moves, found by replaying without it. */
export function endingOf(game: Game): Ending {
  const st = game.status();
  if (!st.over) return null;
  if (st.reason === 'resignation') return { type: 'resign', color: st.winner === 'white' ? 'black' : 'white' };
  if (st.reason === 'agreement') return { type: 'agree' };
  // A flag: the side whose time ran out (a drawn flag is the side to move's: no other clock runs).
  if (st.reason === 'timeout') return { type: 'timeout', color: st.winner ? other(st.winner) : game.turn };
  const bare = buildGame(game.startFen(), game.rules, game.history());
  const bareOver = bare.status().over;
  bare.free();
  return bareOver || !st.reason ? null : { type: 'claim', reason: st.reason };
}

/** A fresh id for a new game. */
export function newGameId(): string {
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 2 ** 32).toString(36)}`;
}

export class AppState {
  game: Game;
  /** This game's id in storage, and how many times this tab saved it. */
  id = newGameId();
  rev = 0;
  orientation: Color = 'white';
  opponent: Opponent = 'none';
  level = 3;
  /** The side that offered a draw, until the other side answers or someone moves. */
  drawOffer: Color | null = null;

  constructor(game: Game) {
    this.game = game;
  }

  get rules(): RulesName {
    return this.game.rules;
  }

  /** The side the user plays (both in two-player mode). */
  get movable(): 'both' | Color {
    return this.opponent === 'none' ? 'both' : other(this.opponent);
  }

  /** Whether it is the computer's move in the live game. */
  get computerToMove(): boolean {
    return this.opponent !== 'none' && this.game.turn === this.opponent && !this.game.status().over;
  }

  /** Replaces the game (the old one is freed); throws and keeps the current game on bad input. */
  replaceGame(fen: string | undefined, rules: RulesName, moves: readonly string[] = [], ending: Ending = null): void {
    const g = buildGame(fen, rules, moves, ending);
    this.game.free();
    this.game = g;
    this.drawOffer = null;
    this.id = newGameId();
    this.rev = 0;
  }

  /** Shows a stored game (from another tab, or the recent games) as this tab's game. */
  adopt(saved: Saved): void {
    this.replaceGame(saved.startFen, saved.rules, saved.moves, saved.ending ?? null);
    this.orientation = saved.orientation;
    this.opponent = saved.opponent === 'white' || saved.opponent === 'black' ? saved.opponent : 'none';
    this.level = typeof saved.level === 'number' && saved.level >= 1 && saved.level <= 8 ? saved.level : 3;
    if (saved.id) this.id = saved.id;
    this.rev = saved.rev ?? 0;
    // Already stored as it is: no save (and no echo to the tab it came from) until it changes.
    this.#lastSaved = JSON.stringify({ ...this.saved(), rev: undefined, savedAt: undefined });
    this.#lastResult = 'ok';
    this.#written = { ...saved };
    this.#remembered = false;
  }

  /** The saved game, or a new game when there is none or it cannot be read. */
  static restore(): { state: AppState; corrupt: boolean; lost: string | null } {
    const { saved, corrupt, lost } = load();
    if (saved) {
      try {
        const state = new AppState(new Game());
        state.adopt(saved);
        return { state, corrupt, lost };
      } catch {
        const text = JSON.stringify(saved);
        return { state: new AppState(new Game()), corrupt: true, lost: setAside(text) === 'ok' ? null : text };
      }
    }
    return { state: new AppState(new Game()), corrupt, lost };
  }

  /** The game as stored. */
  saved(): Saved {
    const g = this.game;
    return {
      rules: g.rules,
      startFen: g.startFen(),
      moves: this.#moves(g),
      orientation: this.orientation,
      ending: endingOf(g),
      opponent: this.opponent,
      level: this.level,
      id: this.id,
      rev: this.rev,
      savedAt: Date.now(),
    };
  }

  /** Saves the game when it changed since the last save; says whether the storage took it.
   * The recent games list (every saved game, parsed and written whole) is brought up to date
   * when a game is replaced and when `final` (the page hides, the list is opened), not on every
   * move: a move's cost must not grow with the length of the games kept. */
  persist(final = false): SaveResult {
    const s = this.saved();
    // One serialization: the text compared is the text written, with rev and savedAt appended.
    const body = JSON.stringify({ ...s, rev: undefined, savedAt: undefined });
    if (body !== this.#lastSaved) {
      this.rev++;
      const record: Saved = { ...s, rev: this.rev };
      const replaced = this.#written !== null && this.#written.id !== record.id;
      if (replaced && this.#written) remember(this.#written);
      const first = this.#written === null || replaced;
      this.#lastResult = save(record, `${body.slice(0, -1)}${body.length > 2 ? ',' : ''}"rev":${record.rev},"savedAt":${record.savedAt}}`, first);
      this.#lastSaved = body;
      this.#written = record;
      this.#remembered = first && this.#lastResult === 'ok';
    }
    if (final && !this.#remembered && this.#written && this.#lastResult === 'ok') {
      remember(this.#written);
      this.#remembered = true;
    }
    return this.#lastResult;
  }

  /** Writes the game again even though it did not change here (another tab wrote over it). */
  rewrite(): SaveResult {
    this.#lastSaved = '';
    return this.persist();
  }

  /** The moves of the game, kept in step move by move (the same Game, longer, with its last
   * listed move still played): a save copies only the new moves out of the rules core. */
  #moves(g: Game): string[] {
    const c = this.#movesCache;
    if (c && c.game === g && c.takebacks === g.takebacks && g.ply >= c.moves.length) {
      if (g.ply > c.moves.length) c.moves.push(...g.history(c.moves.length));
      return c.moves.slice();
    }
    const moves = g.history();
    this.#movesCache = { game: g, takebacks: g.takebacks, moves };
    return moves.slice();
  }

  #movesCache: { game: Game; takebacks: number; moves: string[] } | null = null;
  #lastSaved = '';
  #lastResult: SaveResult = 'ok';
  /** The record last written (to remember when its game is replaced), and whether the recent
   * games list has it as it is. */
  #written: Saved | null = null;
  #remembered = false;
}
