// Generated from the elements' tables by scripts/element-types.mjs: do not edit.
// Vue 3 typings (typings only): `import type {} from 'sittuyin/vue'` once; Vue needs `isCustomElement` (README).
// tests/api/element-types.test.mjs fails while this file differs from what the tables give.
/**
 * Vue 3 typings for the package's elements in templates (typings only): `import type {} from 'sittuyin/vue'`.
 * @module sittuyin/vue
 */
import type { HTMLAttributes } from 'vue';
import type { SittuyinBoardElement, SittuyinBoardEventMap } from './board.js';
import type { SittuyinViewerElement, SittuyinViewerEventMap } from './viewer.js';
import type { SittuyinEditorElement, SittuyinEditorEventMap } from './editor.js';
import type { SittuyinPuzzleElement, SittuyinPuzzleEventMap } from './puzzle.js';
import type { SittuyinPlayoutElement, SittuyinPlayoutEventMap } from './playout.js';
import type { SittuyinLessonElement, SittuyinLessonEventMap } from './lesson.js';

/** A custom element as Vue's type checker sees a component: the element, and the props its tag takes. */
export type VueElement<E extends HTMLElement, P> = new () => E & { $props: HTMLAttributes & P };

/** The props of `<sittuyin-board>` in a Vue 3 template: its attributes and its events, `@sittuyin-beforemove`
 * (Vue's listener prop `onSittuyinBeforemove`). */
export interface SittuyinBoardVueProps {
  /** The position (FEN with the hands in brackets); default: the start. */
  fen?: string;
  /** The rules preset. Default: "chessplayx". */
  rules?: 'chessplayx' | 'fairy' | 'federation' | 'pritchard';
  /** Moves played from the position, space separated, UCI or SAN. */
  moves?: string;
  /** The side at the bottom. Default: "white". */
  orientation?: 'white' | 'black';
  /** Which side the user may move. Default: "both". */
  movable?: 'both' | 'white' | 'black' | 'none';
  /** "false" hides the trays of pieces in hand. Default: true. */
  trays?: '' | 'true' | 'false' | boolean;
  /** Arrows and rings: moves or squares, space separated. */
  arrows?: string;
  /** Language of the labels; default: the nearest `lang` of the page, else English. */
  lang?: 'en' | 'fr' | 'es' | 'tr' | 'my';
  /** Piece set (a drawn one loads on first use). Default: "letters". */
  pieces?: 'letters' | 'figurines' | 'burmese';
  /** "true" plays move sounds. Default: false. */
  sound?: '' | 'true' | 'false' | boolean;
  /** Colour scheme; `auto` follows prefers-color-scheme. Default: "auto". */
  theme?: 'light' | 'dark' | 'auto';
  /** "false" hides the files a-h and ranks 1-8. Default: true. */
  coordinates?: '' | 'true' | 'false' | boolean;
  /** A status line under the board: whose turn, placement, check, the result, the count. Default: false. */
  status?: '' | 'true' | 'false' | boolean;
  /** Before a move made on the board by the user is played; `preventDefault()` refuses it. `detail`: the Move. */
  onSittuyinBeforemove?: (event: SittuyinBoardEventMap['sittuyin-beforemove']) => void;
  /** A move made on the board by the user (not play() calls). `detail`: the Move. */
  onSittuyinMove?: (event: SittuyinBoardEventMap['sittuyin-move']) => void;
  /** Any change of the game: a move from the board or the API, load, undo. */
  onSittuyinChange?: (event: SittuyinBoardEventMap['sittuyin-change']) => void;
  /** A bad attribute on a live board, or a piece set or language that failed to load. `detail`: the SittuyinError. */
  onSittuyinError?: (event: SittuyinBoardEventMap['sittuyin-error']) => void;
}

/** The props of `<sittuyin-viewer>` in a Vue 3 template: its attributes and its events, `@sittuyin-change`
 * (Vue's listener prop `onSittuyinChange`). */
export interface SittuyinViewerVueProps {
  /** The game as PGN (else the element's text). */
  pgn?: string;
  /** Which game of a PGN file of several, from 0. Default: 0. */
  game?: number | `${number}`;
  /** The position (FEN with the hands in brackets); default: the start. */
  fen?: string;
  /** Without a PGN: moves from `fen`, space separated, UCI or SAN. */
  moves?: string;
  /** The rules preset. Default: "chessplayx". */
  rules?: 'chessplayx' | 'fairy' | 'federation' | 'pritchard';
  /** The main line's ply shown first (a number, or `end`); default the start. */
  ply?: string;
  /** The side at the bottom. Default: "white". */
  orientation?: 'white' | 'black';
  /** Language of the labels; default: the nearest `lang` of the page, else English. */
  lang?: 'en' | 'fr' | 'es' | 'tr' | 'my';
  /** Piece set (a drawn one loads on first use). Default: "letters". */
  pieces?: 'letters' | 'figurines' | 'burmese';
  /** Colour scheme; `auto` follows prefers-color-scheme. Default: "auto". */
  theme?: 'light' | 'dark' | 'auto';
  /** "false" hides the files a-h and ranks 1-8. Default: true. */
  coordinates?: '' | 'true' | 'false' | boolean;
  /** "false" hides the status and count line. Default: true. */
  status?: '' | 'true' | 'false' | boolean;
  /** "false" hides the trays of pieces in hand. Default: true. */
  trays?: '' | 'true' | 'false' | boolean;
  /** Seconds per move of the autoplay. Default: 1. */
  speed?: number | `${number}`;
  /** Starts the autoplay. Default: false. */
  autoplay?: '' | 'true' | 'false' | boolean;
  /** The address of the Sittuyin app: shows "open in the app" and "copy link". */
  app?: string;
  /** Another position is shown. `detail`: { ply, fen, san, moves, mainLine }. */
  onSittuyinChange?: (event: SittuyinViewerEventMap['sittuyin-change']) => void;
  /** The game could not be read (the element says why; `ready` rejects). `detail`: the SittuyinError. */
  onSittuyinError?: (event: SittuyinViewerEventMap['sittuyin-error']) => void;
}

/** The props of `<sittuyin-editor>` in a Vue 3 template: its attributes and its events, `@sittuyin-change`
 * (Vue's listener prop `onSittuyinChange`). */
export interface SittuyinEditorVueProps {
  /** The position (FEN with the hands in brackets); default: the start. */
  fen?: string;
  /** The rules preset. Default: "chessplayx". */
  rules?: 'chessplayx' | 'fairy' | 'federation' | 'pritchard';
  /** Language of the labels; default: the nearest `lang` of the page, else English. */
  lang?: 'en' | 'fr' | 'es' | 'tr' | 'my';
  /** Piece set (a drawn one loads on first use). Default: "letters". */
  pieces?: 'letters' | 'figurines' | 'burmese';
  /** Colour scheme; `auto` follows prefers-color-scheme. Default: "auto". */
  theme?: 'light' | 'dark' | 'auto';
  /** The side at the bottom. Default: "white". */
  orientation?: 'white' | 'black';
  /** The app's address for the share link and "Play from here" (default: this page). */
  app?: string;
  /** Any change of the position. `detail`: { fen, rules, legal, problem }. */
  onSittuyinChange?: (event: SittuyinEditorEventMap['sittuyin-change']) => void;
  /** "Play from here" (shown with `app`); without `preventDefault()` the page goes to the share link. `detail`: { fen, rules }. */
  onSittuyinPlay?: (event: SittuyinEditorEventMap['sittuyin-play']) => void;
  /** The editor could not be built. `detail`: the error. */
  onSittuyinError?: (event: SittuyinEditorEventMap['sittuyin-error']) => void;
}

/** The props of `<sittuyin-puzzle>` in a Vue 3 template: its attributes and its events, `@sittuyin-solve`
 * (Vue's listener prop `onSittuyinSolve`). */
export interface SittuyinPuzzleVueProps {
  /** The position (FEN with the hands in brackets); default: the start. */
  fen?: string;
  /** The rules preset. Default: "chessplayx". */
  rules?: 'chessplayx' | 'fairy' | 'federation' | 'pritchard';
  /** Space separated UCI: the solver's moves and the replies in turn, ending with the solver's. */
  solution?: string;
  /** The task line says "mate in N" (else "find the best move"). */
  mate?: number | `${number}`;
  /** Language of the labels; default: the nearest `lang` of the page, else English. */
  lang?: 'en' | 'fr' | 'es' | 'tr' | 'my';
  /** Piece set (a drawn one loads on first use). Default: "letters". */
  pieces?: 'letters' | 'figurines' | 'burmese';
  /** Colour scheme; `auto` follows prefers-color-scheme. Default: "auto". */
  theme?: 'light' | 'dark' | 'auto';
  /** "false" hides the files a-h and ranks 1-8. Default: true. */
  coordinates?: '' | 'true' | 'false' | boolean;
  /** Solved. `detail`: { moves, solution, hints } (`solution` false when another move as good was found). */
  onSittuyinSolve?: (event: SittuyinPuzzleEventMap['sittuyin-solve']) => void;
  /** A move that is not as good (it is taken back). `detail`: { move, ply }. */
  onSittuyinFail?: (event: SittuyinPuzzleEventMap['sittuyin-fail']) => void;
  /** A puzzle that cannot be shown (a bad FEN or solution; said in the element). `detail`: the SittuyinError. */
  onSittuyinError?: (event: SittuyinPuzzleEventMap['sittuyin-error']) => void;
}

/** The props of `<sittuyin-playout>` in a Vue 3 template: its attributes and its events, `@sittuyin-over`
 * (Vue's listener prop `onSittuyinOver`). */
export interface SittuyinPlayoutVueProps {
  /** The position (FEN with the hands in brackets); default: the start. */
  fen?: string;
  /** The rules preset. Default: "chessplayx". */
  rules?: 'chessplayx' | 'fairy' | 'federation' | 'pritchard';
  /** The side the computer plays; the reader plays the other. Default: "black". */
  computer?: 'white' | 'black';
  /** The computer's level, 1 (beginner) to 8 (full strength). Default: 4. */
  level?: number | `${number}`;
  /** Language of the labels; default: the nearest `lang` of the page, else English. */
  lang?: 'en' | 'fr' | 'es' | 'tr' | 'my';
  /** Piece set (a drawn one loads on first use). Default: "letters". */
  pieces?: 'letters' | 'figurines' | 'burmese';
  /** Colour scheme; `auto` follows prefers-color-scheme. Default: "auto". */
  theme?: 'light' | 'dark' | 'auto';
  /** "false" hides the files a-h and ranks 1-8. Default: true. */
  coordinates?: '' | 'true' | 'false' | boolean;
  /** The game is over. `detail`: { outcome: won | lost | draw, status, moves }. */
  onSittuyinOver?: (event: SittuyinPlayoutEventMap['sittuyin-over']) => void;
  /** The reader's move (from its board). `detail`: the Move. */
  onSittuyinMove?: (event: SittuyinPlayoutEventMap['sittuyin-move']) => void;
  /** Any change of the game on the board (from its board). */
  onSittuyinChange?: (event: SittuyinPlayoutEventMap['sittuyin-change']) => void;
  /** A position that cannot be played, or an engine that failed. `detail`: the error. */
  onSittuyinError?: (event: SittuyinPlayoutEventMap['sittuyin-error']) => void;
}

/** The props of `<sittuyin-lesson>` in a Vue 3 template: its attributes and its events, `@sittuyin-complete`
 * (Vue's listener prop `onSittuyinComplete`). */
export interface SittuyinLessonVueProps {
  /** One stage of the course, with its level buttons and Next; absent: the whole course and its stage list. */
  stage?: 'king' | 'chariot' | 'elephant' | 'general' | 'horse' | 'pawn' | 'placement' | 'promotion' | 'check' | 'mate' | 'draws' | 'count' | 'endgames';
  /** With `stage`: that level alone (1-based). */
  level?: number | `${number}`;
  /** Language of the labels; default: the nearest `lang` of the page, else English. */
  lang?: 'en' | 'fr' | 'es' | 'tr' | 'my';
  /** Piece set (a drawn one loads on first use). Default: "letters". */
  pieces?: 'letters' | 'figurines' | 'burmese';
  /** Colour scheme; `auto` follows prefers-color-scheme. Default: "auto". */
  theme?: 'light' | 'dark' | 'auto';
  /** A level won. `detail`: { stage, level, id, stars (1 to 3), moves }. */
  onSittuyinComplete?: (event: SittuyinLessonEventMap['sittuyin-complete']) => void;
  /** A move refused. `detail`: { move, code, reason } (the reason in the lesson's language). */
  onSittuyinRefuse?: (event: SittuyinLessonEventMap['sittuyin-refuse']) => void;
  /** A bad `stage` or `level` (said in the element too). `detail`: the error. */
  onSittuyinError?: (event: SittuyinLessonEventMap['sittuyin-error']) => void;
}

declare module 'vue' {
  interface GlobalComponents {
    'sittuyin-board': VueElement<SittuyinBoardElement, SittuyinBoardVueProps>;
    'sittuyin-viewer': VueElement<SittuyinViewerElement, SittuyinViewerVueProps>;
    'sittuyin-editor': VueElement<SittuyinEditorElement, SittuyinEditorVueProps>;
    'sittuyin-puzzle': VueElement<SittuyinPuzzleElement, SittuyinPuzzleVueProps>;
    'sittuyin-playout': VueElement<SittuyinPlayoutElement, SittuyinPlayoutVueProps>;
    'sittuyin-lesson': VueElement<SittuyinLessonElement, SittuyinLessonVueProps>;
  }
}
