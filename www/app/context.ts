// What a mode (www/app/modes/) gets from the app: the one state store, the board, the computer,
// and the few functions through which every change goes. Implemented by App (app.ts).
import type { BoardBinding } from '../lib/binding.js';
import type { Color, Move, Reason, RulesName } from '../lib/types.js';
import type { Strings } from '../i18n/index.ts';
import type { AppState, Opponent } from './state.ts';
import type { Computer } from './computer.ts';
import type { SetupPlans } from './placement.ts';
import type { Persistence } from './persistence.ts';
import type { Ending, Saved, Settings } from './storage.ts';
import type { Modes } from './modes/index.ts';

/** The game that replaces the game in play (AppContext.replace): a stored game (`saved`, its id
 * and revision kept), or a start position with moves and an ending; with the settings around it
 * that change (those left out stay as they are). */
export interface NextGame {
  saved?: Saved;
  fen?: string;
  rules?: RulesName;
  moves?: readonly string[];
  ending?: Ending;
  opponent?: Opponent;
  level?: number;
  orientation?: Color;
  /** The ply shown in the move list (null or absent: the end). */
  view?: number | null;
}

/** A button in a notice. */
export interface NoticeAction {
  label: string;
  testid: string;
  run: () => void;
}

export interface AppContext {
  /** The one state store: the game in play and the settings around it (state.ts). Change it only
   * inside `act` (or `replace`), so that everything shown follows. */
  readonly state: AppState;
  readonly settings: Settings;
  readonly binding: BoardBinding;
  readonly computer: Computer;
  readonly plans: SetupPlans;
  readonly persistence: Persistence;
  readonly modes: Modes;
  /** The strings of the language in use (changes with the language). */
  readonly t: Strings;
  /** Runs a change once (input is ignored meanwhile), shows its error, then redraws. */
  act(fn: () => void): void;
  /** Draws everything from the state, saves it, lets the computer act, updates mounted modes. */
  refresh(animate?: boolean, boardDrawn?: boolean): void;
  /** Shows ply `ply` of the game (null: its end). */
  view(ply: number | null): void;
  /** THE one function that replaces the game in play: the computer, the set-ups, the board and
   * the header's controls follow. Throws (and keeps the game in play) on bad input. */
  replace(next: NextGame): void;
  /** `replace` as a user's action (inside `act`): `spoken` announced, and when a game was under
   * way a toast saying `message` whose Undo brings that game back. */
  replaceUndoable(next: NextGame, message: string, spoken?: string): void;
  /** Everything needed to bring the game in play back (give it to `replace`). */
  snapshot(): NextGame;
  /** Plays a move (UCI or SAN) in the live game. */
  playMove(text: string, speak?: boolean): Move;
  claim(reason: Reason): void;
  /** A message at the bottom of the page, with an Undo button for a few seconds. */
  toast(text: string, undo: (() => void) | null): void;
  /** A message above the board; `actions` are buttons in it (each also closes the message). */
  notice(text: string, actions?: NoticeAction[]): void;
  /** The game's PGN with who played, the date and the rules. */
  pgn(): string;
  copy(text: string): Promise<void>;
  share(): Promise<void>;
  /** Saves a text as a file. */
  download(name: string, text: string, type?: string): void;
}
