// PGN files as trees: every game with its tags, comments, NAGs and variations (the crate's
// pgn_tree module reads and checks them; the tree crosses as JSON).
import { SittuyinError, guard, requireObject, requireString } from './errors.js';
import { isInitialized, limits, parsePgnJson } from './game.js';
import type { PgnGame, PgnOptions } from './types.js';

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
  return JSON.parse(guard(() => parsePgnJson(pgn, name))) as PgnGame[];
}
