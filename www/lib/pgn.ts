// PGN files as trees: every game with its tags, comments, NAGs and variations (the crate's
// pgn_tree module reads and checks them; the trees cross as JS objects, written and read by
// serde-wasm-bindgen in the crate).
import { SittuyinError, guard, requireObject, requireString } from './errors.js';
import { isInitialized, limits, parsePgnTrees, writePgnTrees } from './game.js';
import type { PgnGame, PgnNode, PgnOptions } from './types.js';

/**
 * Reads every game of a PGN text into a tree: ordered tags, comments (with `[%eval]`, `[%clk]`,
 * `[%csl]`, `[%cal]` kept verbatim, shapes also read), NAGs, nested variations and the result.
 * Every move is checked against the rules (from the game's [FEN], under its [Rules] or
 * `options.rules`). Bad text throws a SittuyinError ('ERR_PGN', or the FEN or rules code).
 */
export function parsePgn(text: string, options: PgnOptions = {}): PgnGame[] {
  if (!isInitialized()) throw new SittuyinError('ERR_INIT', 'call `await init()` before using sittuyin');
  const pgn = requireString(text, 'pgn', limits().pgn);
  const { rules } = requireObject(options, 'options') as PgnOptions;
  const name = rules === undefined ? undefined : requireString(rules, 'rules', limits().name);
  return guard(() => parsePgnTrees(pgn, name));
}

/** A move of a tree to write: `uci` or `san` names it; `fen` and `shapes` are made again. */
export type PgnNodeInput = Partial<Omit<PgnNode, 'variations'>> & ({ uci: string } | { san: string }) & { variations?: PgnNodeInput[][] };
/** A game tree to write, as `parsePgn` gives it (its `shapes` are made again from the comments). */
export type PgnGameInput = Partial<Omit<PgnGame, 'moves'>> & { moves: PgnNodeInput[] };

/**
 * Writes game trees (as `parsePgn` gives them, with comments, NAGs and variations edited or added)
 * as PGN text that `parsePgn` reads back to the same trees. Every move is replayed from the start
 * the tags describe (`[FEN]`, `[Rules]`); a tree that does not fit throws a SittuyinError
 * ('ERR_PGN', or the rules or FEN code).
 */
export function writePgn(games: PgnGameInput | readonly PgnGameInput[]): string {
  if (!isInitialized()) throw new SittuyinError('ERR_INIT', 'call `await init()` before using sittuyin');
  // No tree at all is the caller's mistake; anything else is read by the crate, which says what
  // does not fit a tree (ERR_PGN). Fields other than a tree's are ignored; a tree nested past
  // limits().variationDepth (or cyclic) is refused.
  if (games === undefined || typeof games === 'function' || typeof games === 'symbol') {
    throw new SittuyinError('ERR_ARGUMENT', 'games must be a game tree or an array of them');
  }
  return guard(() => writePgnTrees(games));
}
