// The shape of the rules page's text, the same in every language (content/en.ts, fr.ts, ...).
// The positions themselves live once in diagrams.ts; a language file spreads them and adds its
// caption: `{ ...D.king, caption: '...' }`. Paragraph text may use **bold** and `code`.
import type { Color, RulesName } from '../../lib/types.ts';
import type { Movable } from '../../lib/binding.ts';

export type Lang = 'en' | 'fr' | 'es' | 'tr' | 'my';

/** Rings computed at run time from the engine's legal moves (never typed by hand). */
export interface Reach {
  /** The board moves of the piece on this square: rings on their destinations. */
  from?: string;
  /** With `from`: only its promotions, drawn as ghost Generals. */
  promotions?: boolean;
  /** The drops of this piece letter: rings on the squares where it may be placed. */
  drop?: 'K' | 'F' | 'S' | 'N' | 'R';
}

/** A position as shown by one `<sittuyin-board>` (the attributes it gets), without its text. */
export interface DiagramSpec {
  /** Stable across languages (tests and anchors use it). */
  id: string;
  fen: string;
  rules?: RulesName;
  moves?: string[];
  /** Static arrows and rings: moves (`a2a7`, `R@a1`, `d5c6f`) or squares (`e4`). */
  arrows?: string[];
  /** Default 'none' (a diagram); a side or 'both' lets the reader play. */
  movable?: Movable;
  orientation?: Color;
  /** Default false: the reserve trays are shown only where pieces are placed. */
  trays?: boolean;
  reach?: Reach;
  /** A line under the board with the engine's status: who moves, the count, the result. */
  status?: boolean;
  /** A "Start again" button (for boards the reader plays on). */
  reset?: boolean;
  /** 'small' for the piece diagrams shown side by side. */
  size?: 'small' | 'large';
}

export interface Diagram extends DiagramSpec {
  caption: string;
}

/** One puzzle of puzzles.json, by id, with its text. */
export interface PuzzleBlock {
  puzzle: string;
  title: string;
  /** A hint shown under the board (the element's Hint button shows the piece, then the move). */
  hint: string;
}

export type Block = { p: string } | { list: string[] } | { diagram: Diagram } | { row: Diagram[] } | PuzzleBlock;

export type SectionId = 'board' | 'placement' | 'moves' | 'promotion' | 'counting' | 'draws' | 'notation' | 'puzzles';

export interface Section {
  id: SectionId;
  heading: string;
  blocks: Block[];
}

export interface Ui {
  /** Label of the table of contents. */
  contents: string;
  /** Label of the piece-set menu and its choices. */
  pieces: string;
  pieceSets: { letters: string; figurines: string; burmese: string };
  startAgain: string;
  /** Status lines. */
  toMove(color: Color): string;
  count(count: number, limit: number): string;
  checkmate(winner: Color): string;
  draw(reason: string): string;
  /** Names of the draw reasons of Status.reason. */
  reasons: Record<'stalemate' | 'insufficient-material' | 'counting' | 'fifty-moves' | 'repetition' | 'promotion-only' | 'agreement', string>;
}

export interface Content {
  lang: Lang;
  /** The page's <h1> (also written in the HTML shell). */
  title: string;
  intro: string;
  ui: Ui;
  sections: Section[];
}
