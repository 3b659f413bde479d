// Generated from the elements' tables by scripts/element-types.mjs: do not edit.
// React 19 JSX typings (typings only): `import type {} from 'sittuyin/react'` once in a project.
// tests/api/element-types.test.mjs fails while this file differs from what the tables give.
/**
 * React 19 JSX typings for the package's elements (typings only): `import type {} from 'sittuyin/react'`.
 * @module sittuyin/react
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SittuyinBoardElement, SittuyinBoardEventMap } from './board.js';
import type { SittuyinViewerElement, SittuyinViewerEventMap } from './viewer.js';
import type { SittuyinEditorElement, SittuyinEditorEventMap } from './editor.js';
import type { SittuyinPuzzleElement, SittuyinPuzzleEventMap } from './puzzle.js';
import type { SittuyinPlayoutElement, SittuyinPlayoutEventMap } from './playout.js';
import type { SittuyinLessonElement, SittuyinLessonEventMap } from './lesson.js';

/** The props of `<sittuyin-board>` in React 19 JSX: its attributes (text, as in HTML), its events as
 * `on` + the event's name (React 19 listens for the event named after `on`, case kept), and
 * React's own (`ref`, `key`, `className`, ...). */
export interface SittuyinBoardProps extends DetailedHTMLProps<HTMLAttributes<SittuyinBoardElement>, SittuyinBoardElement> {
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
  trays?: '' | 'true' | 'false';
  /** Arrows and rings: moves or squares, space separated. */
  arrows?: string;
  /** Language of the labels; default: the nearest `lang` of the page, else English. */
  lang?: 'en' | 'fr' | 'es' | 'tr' | 'my';
  /** Piece set (a drawn one loads on first use). Default: "letters". */
  pieces?: 'letters' | 'figurines' | 'burmese';
  /** "true" plays move sounds. Default: false. */
  sound?: '' | 'true' | 'false';
  /** Colour scheme; `auto` follows prefers-color-scheme. Default: "auto". */
  theme?: 'light' | 'dark' | 'auto';
  /** "false" hides the files a-h and ranks 1-8. Default: true. */
  coordinates?: '' | 'true' | 'false';
  /** A status line under the board: whose turn, placement, check, the result, the count. Default: false. */
  status?: '' | 'true' | 'false';
  /** Before a move made on the board by the user is played; `preventDefault()` refuses it. `detail`: the Move. */
  'onsittuyin-beforemove'?: (event: SittuyinBoardEventMap['sittuyin-beforemove']) => void;
  /** A move made on the board by the user (not play() calls). `detail`: the Move. */
  'onsittuyin-move'?: (event: SittuyinBoardEventMap['sittuyin-move']) => void;
  /** Any change of the game: a move from the board or the API, load, undo. */
  'onsittuyin-change'?: (event: SittuyinBoardEventMap['sittuyin-change']) => void;
  /** A bad attribute on a live board, or a piece set or language that failed to load. `detail`: the SittuyinError. */
  'onsittuyin-error'?: (event: SittuyinBoardEventMap['sittuyin-error']) => void;
}

/** The props of `<sittuyin-viewer>` in React 19 JSX: its attributes (text, as in HTML), its events as
 * `on` + the event's name (React 19 listens for the event named after `on`, case kept), and
 * React's own (`ref`, `key`, `className`, ...). */
export interface SittuyinViewerProps extends DetailedHTMLProps<HTMLAttributes<SittuyinViewerElement>, SittuyinViewerElement> {
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
  coordinates?: '' | 'true' | 'false';
  /** "false" hides the status and count line. Default: true. */
  status?: '' | 'true' | 'false';
  /** "false" hides the trays of pieces in hand. Default: true. */
  trays?: '' | 'true' | 'false';
  /** Seconds per move of the autoplay. Default: 1. */
  speed?: number | `${number}`;
  /** Starts the autoplay. Default: false. */
  autoplay?: '' | 'true' | 'false';
  /** The address of the Sittuyin app: shows "open in the app" and "copy link". */
  app?: string;
  /** Another position is shown. `detail`: { ply, fen, san, moves, mainLine }. */
  'onsittuyin-change'?: (event: SittuyinViewerEventMap['sittuyin-change']) => void;
  /** The game could not be read (the element says why; `ready` rejects). `detail`: the SittuyinError. */
  'onsittuyin-error'?: (event: SittuyinViewerEventMap['sittuyin-error']) => void;
}

/** The props of `<sittuyin-editor>` in React 19 JSX: its attributes (text, as in HTML), its events as
 * `on` + the event's name (React 19 listens for the event named after `on`, case kept), and
 * React's own (`ref`, `key`, `className`, ...). */
export interface SittuyinEditorProps extends DetailedHTMLProps<HTMLAttributes<SittuyinEditorElement>, SittuyinEditorElement> {
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
  'onsittuyin-change'?: (event: SittuyinEditorEventMap['sittuyin-change']) => void;
  /** "Play from here" (shown with `app`); without `preventDefault()` the page goes to the share link. `detail`: { fen, rules }. */
  'onsittuyin-play'?: (event: SittuyinEditorEventMap['sittuyin-play']) => void;
  /** The editor could not be built. `detail`: the error. */
  'onsittuyin-error'?: (event: SittuyinEditorEventMap['sittuyin-error']) => void;
}

/** The props of `<sittuyin-puzzle>` in React 19 JSX: its attributes (text, as in HTML), its events as
 * `on` + the event's name (React 19 listens for the event named after `on`, case kept), and
 * React's own (`ref`, `key`, `className`, ...). */
export interface SittuyinPuzzleProps extends DetailedHTMLProps<HTMLAttributes<SittuyinPuzzleElement>, SittuyinPuzzleElement> {
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
  coordinates?: '' | 'true' | 'false';
  /** Solved. `detail`: { moves, solution, hints } (`solution` false when another move as good was found). */
  'onsittuyin-solve'?: (event: SittuyinPuzzleEventMap['sittuyin-solve']) => void;
  /** A move that is not as good (it is taken back). `detail`: { move, ply }. */
  'onsittuyin-fail'?: (event: SittuyinPuzzleEventMap['sittuyin-fail']) => void;
  /** A puzzle that cannot be shown (a bad FEN or solution; said in the element). `detail`: the SittuyinError. */
  'onsittuyin-error'?: (event: SittuyinPuzzleEventMap['sittuyin-error']) => void;
}

/** The props of `<sittuyin-playout>` in React 19 JSX: its attributes (text, as in HTML), its events as
 * `on` + the event's name (React 19 listens for the event named after `on`, case kept), and
 * React's own (`ref`, `key`, `className`, ...). */
export interface SittuyinPlayoutProps extends DetailedHTMLProps<HTMLAttributes<SittuyinPlayoutElement>, SittuyinPlayoutElement> {
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
  coordinates?: '' | 'true' | 'false';
  /** The game is over. `detail`: { outcome: won | lost | draw, status, moves }. */
  'onsittuyin-over'?: (event: SittuyinPlayoutEventMap['sittuyin-over']) => void;
  /** The reader's move (from its board). `detail`: the Move. */
  'onsittuyin-move'?: (event: SittuyinPlayoutEventMap['sittuyin-move']) => void;
  /** Any change of the game on the board (from its board). */
  'onsittuyin-change'?: (event: SittuyinPlayoutEventMap['sittuyin-change']) => void;
  /** A position that cannot be played, or an engine that failed. `detail`: the error. */
  'onsittuyin-error'?: (event: SittuyinPlayoutEventMap['sittuyin-error']) => void;
}

/** The props of `<sittuyin-lesson>` in React 19 JSX: its attributes (text, as in HTML), its events as
 * `on` + the event's name (React 19 listens for the event named after `on`, case kept), and
 * React's own (`ref`, `key`, `className`, ...). */
export interface SittuyinLessonProps extends DetailedHTMLProps<HTMLAttributes<SittuyinLessonElement>, SittuyinLessonElement> {
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
  'onsittuyin-complete'?: (event: SittuyinLessonEventMap['sittuyin-complete']) => void;
  /** A move refused. `detail`: { move, code, reason } (the reason in the lesson's language). */
  'onsittuyin-refuse'?: (event: SittuyinLessonEventMap['sittuyin-refuse']) => void;
  /** A bad `stage` or `level` (said in the element too). `detail`: the error. */
  'onsittuyin-error'?: (event: SittuyinLessonEventMap['sittuyin-error']) => void;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sittuyin-board': SittuyinBoardProps;
      'sittuyin-viewer': SittuyinViewerProps;
      'sittuyin-editor': SittuyinEditorProps;
      'sittuyin-puzzle': SittuyinPuzzleProps;
      'sittuyin-playout': SittuyinPlayoutProps;
      'sittuyin-lesson': SittuyinLessonProps;
    }
  }
}
