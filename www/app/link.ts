// Links: the game and the position shown, in the URL fragment
// `#fen=…&moves=…&rules=…&ply=…` (docs/app.md "Links"). Reading is plain parsing (the rules core
// judges the game); writing keeps the moves' text move by move, so a move's update of the
// address copies only the new moves out of the rules core. No DOM but `location`'s text.
import type { Game } from '../lib/game.js';
export { decodeLink, encodeLink, encodeValue, isLinkFragment, readLink } from '../lib/link.ts';
export type { Link } from '../lib/link.ts';
import { encodeValue, type Link } from '../lib/link.ts';

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
