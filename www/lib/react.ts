/**
 * React 19 JSX typings for `<sittuyin-board>`, `<sittuyin-viewer>`, `<sittuyin-puzzle>` and `<sittuyin-editor>` (typings only): `import type {} from 'sittuyin/react'`.
 * @module sittuyin/react
 */
// `sittuyin/react`: typings only (its JavaScript is empty), for React 19 users. React 19 renders
// custom elements itself: string props become attributes, and an `on<name>` prop whose value is a
// function becomes a listener for the event `<name>`, case kept. This file tells TypeScript what
// `<sittuyin-board>` takes, so a typo such as `onMove` (which React would attach to an event
// "Move" that never comes) fails to compile. Only React users import it:
//   import type {} from 'sittuyin/react';   // once, anywhere in the project
// so the package's other typings never need React installed.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SittuyinBoardElement, SittuyinBoardEventMap } from './board.js';
import type { SittuyinViewerElement, SittuyinViewerEventMap } from './viewer.js';
import type { SittuyinPuzzleElement, SittuyinPuzzleEventMap } from './puzzle.js';
import type { Color, RulesName } from './types.js';
import type { Movable, PieceSetName } from './binding.js';
import type { SittuyinEditorElement, SittuyinEditorEventMap } from './editor.js';

/** The props of `<sittuyin-board>` in React 19 JSX: its attributes (strings, as in HTML), its
 * events in lower case (`onmove`, `onchange`, `onerror`), and React's own (`ref`, `key`,
 * `className`, `style`, ...). `ref` gives the element; its `board` property is the
 * SittuyinBoard once `ready` resolves. */
export interface SittuyinBoardProps extends DetailedHTMLProps<HTMLAttributes<SittuyinBoardElement>, SittuyinBoardElement> {
  fen?: string;
  rules?: RulesName;
  /** Space separated, UCI or SAN. */
  moves?: string;
  orientation?: Color;
  movable?: Movable;
  /** 'false' hides the trays. A string: React 19 removes the attribute for `false`. */
  trays?: 'true' | 'false';
  /** Space separated moves or squares. */
  arrows?: string;
  pieces?: PieceSetName;
  /** 'true' plays move sounds. */
  sound?: 'true' | 'false';
  /** A move made on the board: `event.detail` is the Move. */
  onmove?: (event: SittuyinBoardEventMap['move']) => void;
  /** Any change of the board's game. */
  onchange?: (event: SittuyinBoardEventMap['change']) => void;
  /** A bad attribute set later on: `event.detail` is the SittuyinError. */
  onerror?: (event: SittuyinBoardEventMap['error']) => void;
}

/** The props of `<sittuyin-viewer>` in React 19 JSX: its attributes (strings, as in HTML; the PGN
 * as `pgn` or as the element's text), its events in lower case (`onchange`, `onerror`). */
export interface SittuyinViewerProps extends DetailedHTMLProps<HTMLAttributes<SittuyinViewerElement>, SittuyinViewerElement> {
  pgn?: string;
  /** Which game of a PGN file of several, from 0. */
  game?: string;
  fen?: string;
  /** Space separated, UCI or SAN. */
  moves?: string;
  rules?: RulesName;
  /** The main line's ply shown first, or 'end'. */
  ply?: string;
  orientation?: Color;
  pieces?: PieceSetName;
  theme?: 'light' | 'dark' | 'auto';
  coordinates?: 'true' | 'false';
  status?: 'true' | 'false';
  trays?: 'true' | 'false';
  /** Autoplay's seconds per move. */
  speed?: string;
  autoplay?: 'true' | 'false';
  /** The app's address: shows "open in the app" and "copy link". */
  app?: string;
  /** Another position is shown: `event.detail` is { ply, fen, san, moves, mainLine }. */
  onchange?: (event: SittuyinViewerEventMap['change']) => void;
  /** The game could not be read: `event.detail` is the SittuyinError. */
  onerror?: (event: SittuyinViewerEventMap['error']) => void;
}

/** The props of `<sittuyin-editor>` in React 19 JSX: its attributes and its events in lower case
 * (`onchange`: the FEN, rules, legal and the problem in words; `onplay`: "Play from here"). */
export interface SittuyinEditorProps extends DetailedHTMLProps<HTMLAttributes<SittuyinEditorElement>, SittuyinEditorElement> {
  fen?: string;
  rules?: RulesName;
  orientation?: Color;
  pieces?: PieceSetName;
  /** The app's address for the share link and "Play from here" (default: this page). */
  app?: string;
  /** Any change of the position: `event.detail` is `{ fen, rules, legal, problem }`. */
  onchange?: (event: SittuyinEditorEventMap['change']) => void;
  /** "Play from here" (cancelable): `event.detail` is `{ fen, rules }`. */
  onplay?: (event: SittuyinEditorEventMap['play']) => void;
}

/** The props of `<sittuyin-puzzle>` in React 19 JSX: its attributes and its events in lower case
 * (`onsolve`, `onfail`). `ref` gives the element (`retry()`, `hint()`, `state`, `board`). */
export interface SittuyinPuzzleProps extends DetailedHTMLProps<HTMLAttributes<SittuyinPuzzleElement>, SittuyinPuzzleElement> {
  fen?: string;
  rules?: RulesName;
  /** Space separated UCI: the solver's moves and the replies in turn. */
  solution?: string;
  /** The task line says "mate in N". */
  mate?: number | string;
  pieces?: PieceSetName;
  theme?: 'light' | 'dark' | 'auto';
  coordinates?: 'true' | 'false';
  /** Solved: `event.detail` is `{ moves, solution, hints }`. */
  onsolve?: (event: SittuyinPuzzleEventMap['solve']) => void;
  /** A move that is not as good (taken back): `event.detail` is `{ move, ply }`. */
  onfail?: (event: SittuyinPuzzleEventMap['fail']) => void;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sittuyin-board': SittuyinBoardProps;
      'sittuyin-viewer': SittuyinViewerProps;
      'sittuyin-editor': SittuyinEditorProps;
      'sittuyin-puzzle': SittuyinPuzzleProps;
    }
  }
}
