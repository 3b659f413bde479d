// Links: the game and the position shown, in the URL fragment
// `#fen=…&moves=…&rules=…&ply=…` (README "Links"). Reading is plain parsing (the rules core
// judges the game); writing keeps the moves' text move by move, so a move's update of the
// address copies only the new moves out of the rules core. No DOM but `location`'s text.
import type { Game } from '../lib/game.js';

/** A game as a link gives it: `fen` absent is the rules' start position, `rules` absent the
 * app's default preset, `ply` absent the end of the moves. */
export interface Link {
  fen?: string;
  moves: string[];
  rules?: string;
  ply?: number;
}

const KEYS = ['fen', 'moves', 'rules', 'ply'];

/** The link in a fragment (`#…` or the text after it); null when it names no game (no `fen`,
 * `moves` or `rules`). An unreadable `ply` is left out (the end is shown). */
export function readLink(hash: string): Link | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!text) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return null;
  }
  if (!['fen', 'moves', 'rules'].some((k) => params.has(k))) return null;
  const link: Link = { moves: (params.get('moves') ?? '').split(/[\s,]+/).filter(Boolean) };
  const fen = params.get('fen')?.trim();
  if (fen) link.fen = fen;
  const rules = params.get('rules')?.trim();
  if (rules) link.rules = rules;
  const ply = params.get('ply')?.trim();
  if (ply && /^\d{1,9}$/.test(ply)) link.ply = Number(ply);
  return link;
}

/** Whether a fragment holds any of the link's keys (and so is the app's to rewrite). */
export function isLinkFragment(hash: string): boolean {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  return text === '' || KEYS.some((k) => new RegExp(`(^|&)${k}=`).test(text));
}

/** A value as written in the fragment: percent-encoded, but with the characters a fragment
 * may hold as they are (FEN's slashes, drops' @, the moves' commas). */
export const encodeValue = (s: string): string =>
  encodeURIComponent(s).replace(/%2F/g, '/').replace(/%40/g, '@').replace(/%2C/g, ',').replace(/%5B/g, '[').replace(/%5D/g, ']');

/** Writes the fragment of a game, keeping the moves' text from one call to the next while the
 * game only grows (the same Game, no takeback): per move, only the new moves are encoded. */
export class LinkWriter {
  #game: Game | null = null;
  #takebacks = -1;
  #count = 0;
  #moves = '';
  /** The start position of each rules preset (the fen left out of links), found once. */
  #starts = new Map<string, string>();
  readonly #startOf: (rules: string) => string;

  constructor(startOf: (rules: string) => string) {
    this.#startOf = startOf;
  }

  /** The start position of a preset (`rules` a preset's name). */
  start(rules: string): string {
    let start = this.#starts.get(rules);
    if (start === undefined) {
      start = this.#startOf(rules);
      this.#starts.set(rules, start);
    }
    return start;
  }

  /** Whether `link` is `game` or an earlier position of it (the same start and rules, its moves
   * the first of the game's), found without replaying the link's moves. */
  isPartOf(link: Link, game: Game): boolean {
    const rules = link.rules ?? 'chessplayx';
    if (rules !== game.rules || link.moves.length > game.ply) return false;
    if ((link.fen ?? this.start(rules)) !== game.startFen()) return false;
    const played = game.history();
    return link.moves.every((m, i) => m === played[i]);
  }

  /** The fragment (with its `#`) of `game` shown at `ply` (null: at its end). */
  fragment(game: Game, ply: number | null): string {
    if (this.#game !== game || this.#takebacks !== game.takebacks || game.ply < this.#count) {
      this.#game = game;
      this.#takebacks = game.takebacks;
      this.#count = 0;
      this.#moves = '';
    }
    if (game.ply > this.#count) {
      const added = game.history(this.#count).map(encodeValue).join(',');
      this.#moves = this.#moves ? `${this.#moves},${added}` : added;
      this.#count = game.ply;
    }
    const rules = game.rules;
    const start = this.start(rules);
    const startFen = game.startFen();
    const fen = startFen === start ? '' : `fen=${encodeValue(startFen)}&`;
    const at = ply !== null && ply < game.ply ? `&ply=${ply}` : '';
    return `#${fen}rules=${encodeValue(rules)}&moves=${this.#moves}${at}`;
  }
}
