// What the editor gives to paste: the HTML of a diagram (`<sittuyin-board>`), a viewer
// (`<sittuyin-viewer>`) or a puzzle (`<sittuyin-puzzle>`) of a position, and its share link.
// Plain text: attribute values are escaped, so any FEN or move text stays inside its quotes.
import { encodeLink } from '../lib/link.ts';

export type SnippetKind = 'diagram' | 'viewer' | 'puzzle';
export const SNIPPET_KINDS: readonly SnippetKind[] = ['diagram', 'viewer', 'puzzle'];

export interface SnippetInput {
  fen: string;
  rules: string;
  orientation: 'white' | 'black';
  /** Pieces are in hand (the diagram then keeps its trays). */
  placement: boolean;
  pieces?: string | null;
  /** The colour scheme (`light`, `dark`; `auto` or none is left out). */
  theme?: string | null;
  /** The puzzle's solution, UCI moves separated by spaces. */
  solution?: string;
  /** The puzzle's task line: mate in this many moves. */
  mate?: number | null;
}

/** An attribute value between double quotes. */
export const escapeAttribute = (v: string): string => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function snippet(kind: SnippetKind, input: SnippetInput): string {
  const attrs: [string, string][] = [['fen', input.fen]];
  if (input.rules && input.rules !== 'chessplayx') attrs.push(['rules', input.rules]);
  if (input.orientation === 'black') attrs.push(['orientation', 'black']);
  attrs.push(...looks(input));
  if (kind === 'diagram') {
    attrs.push(['movable', 'none']);
    if (!input.placement) attrs.push(['trays', 'false']);
  }
  if (kind === 'puzzle') {
    const solution = (input.solution ?? '').trim().split(/[\s,]+/).filter(Boolean).join(' ');
    if (solution) attrs.push(['solution', solution]);
    if (input.mate) attrs.push(['mate', String(input.mate)]);
  }
  return element(`sittuyin-${kind === 'diagram' ? 'board' : kind}`, attrs);
}

/** The piece set and colour scheme as attributes, when they are not the elements' defaults. */
function looks(input: { pieces?: string | null; theme?: string | null }): [string, string][] {
  const attrs: [string, string][] = [];
  if (input.pieces && input.pieces !== 'letters') attrs.push(['pieces', input.pieces]);
  if (input.theme && input.theme !== 'auto') attrs.push(['theme', input.theme]);
  return attrs;
}

const element = (tag: string, attrs: [string, string][]): string => `<${tag} ${attrs.map(([k, v]) => `${k}="${escapeAttribute(v)}"`).join(' ')}></${tag}>`;

/** A `<sittuyin-viewer>` of a PGN (a study: its comments, NAGs, shapes and variations). */
export function viewerSnippet(pgn: string, input: { orientation?: 'white' | 'black'; pieces?: string | null; theme?: string | null } = {}): string {
  const attrs: [string, string][] = [['pgn', pgn.trim()]];
  if (input.orientation === 'black') attrs.push(['orientation', 'black']);
  attrs.push(...looks(input));
  return element('sittuyin-viewer', attrs);
}

/** The app's address for the position: `base` (the app's URL; its own fragment is dropped) with
 * the link fragment `#fen=…&rules=…&moves=`. */
export function shareLink(base: string, fen: string, rules: string): string {
  return `${base.replace(/#.*$/, '')}${encodeLink({ fen, rules, moves: [] })}`;
}
