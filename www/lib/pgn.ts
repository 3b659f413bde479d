// PGN files as trees: every game with its tags, comments, NAGs and variations (the crate's
// pgn_tree module reads and checks them; the trees cross as JS objects written by
// serde-wasm-bindgen in the crate). The writer of trees is below, over the core's Game.
import { SittuyinError, guard, requireObject, requireString } from './errors.js';
import { Game, isInitialized, limits, parsePgnTrees } from './game.js';
import { RULES_NAMES } from './generated/boundary.js';
import type { PgnGame, PgnGameInput, PgnNode, PgnOptions, PgnTag, RulesName, UciMove } from './types.js';

/** The trees `writePgn` takes: declared once, with the crate's types (generated/boundary.ts). */
export type { PgnGameInput, PgnNodeInput } from './types.js';

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

/**
 * Writes game trees (as `parsePgn` gives them, with comments, NAGs and variations edited or added)
 * as PGN text that `parsePgn` reads back to the same trees. Every move is replayed from the start
 * the tags describe (`[FEN]`, `[Rules]`); a tree that does not fit throws a SittuyinError
 * ('ERR_PGN', or the rules or FEN code).
 */
export function writePgn(games: PgnGameInput | readonly PgnGameInput[]): string {
  if (!isInitialized()) throw new SittuyinError('ERR_INIT', 'call `await init()` before using sittuyin');
  // No tree at all is the caller's mistake; anything else is read by the writer below, which
  // says what does not fit a tree (ERR_PGN). Fields other than a tree's are ignored; a tree nested past
  // limits().variationDepth (or cyclic) is refused.
  if (games === undefined || typeof games === 'function' || typeof games === 'symbol') {
    throw new SittuyinError('ERR_ARGUMENT', 'games must be a game tree or an array of them');
  }
  return guard(() => writePgnTrees(games));
}

// --- The PGN writer (writePgn) ---
//
// Written here in TypeScript over the rules core's `Game` (SAN, FEN, move numbers) rather than in
// the wasm module: the Rust writer with its reader of JS trees was about 11.5 KB of the rules
// core's 76 KB gzipped, and the aim for the core is 60 KB (docs/architecture.md "Two wasm modules"). It is the
// same writer as the crate's `pgn_write::write_pgn` / `write_pgn_trees` (which the CLI
// and native code keep): the same checks, the same canonical text, byte for byte
// (tests/api/write-pgn-diff.test.mjs compares the two on every fixture of crate/tests/data/pgn
// and on the trees of crate/tests/data/written_pgn.json.gz, which a crate test writes with the
// Rust writer). The text is read back by the core's reader and must give the same trees.

const LINE_WIDTH = 80;

/** Rust's `str::trim` (Unicode White_Space), which the reader applies to comments. */
const TRIM = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;
const trim = (s: string): string => s.replace(TRIM, '');
const chars = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
/** The crate's `quoted` (uci.rs): text in double quotes for a message. */
const quoted = (s: string): string =>
  `"${s.replace(/[\\"\t\r\n\0]|[\u0000-\u001f\u007f-\u009f]/g, (c) => {
    const named: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\t': '\\t', '\r': '\\r', '\n': '\\n', '\0': '\\0' };
    return named[c] ?? `\\u{${c.charCodeAt(0).toString(16)}}`;
  })}"`;
/** The crate's `truncate` (pgn_tree.rs): the first 24 characters. */
const truncate = (s: string): string => [...s].slice(0, 24).join('');

function bad(message: string): SittuyinError {
  return new SittuyinError('ERR_PGN', `invalid PGN: the tree to write: ${message}`);
}

function kind(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'boolean') return 'a boolean';
  if (typeof v === 'number') return 'a number';
  if (typeof v === 'string') return 'a string';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return 'another value';
}

/** A field of a tree: null and undefined are none; else it must be of its kind. */
function field<T>(v: unknown, expected: string, ok: (v: unknown) => boolean): T | undefined {
  if (v === null || v === undefined) return undefined;
  if (!ok(v)) throw bad(`${kind(v)} where ${expected} was expected`);
  return v as T;
}
const isString = (v: unknown): boolean => typeof v === 'string';

/** A field of a tree object: its own enumerable property (as the crate read them), else none. */
function read(o: Record<string, unknown>, key: string): unknown {
  if (!Object.prototype.propertyIsEnumerable.call(o, key)) return undefined;
  try {
    return o[key];
  } catch {
    throw bad('a field could not be read');
  }
}
const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

function strings(v: unknown): string[] {
  const list = field<unknown[]>(v, 'a sequence', Array.isArray) ?? [];
  return list.map((s) => {
    if (typeof s !== 'string') throw bad(`${kind(s)} where a string was expected`);
    return s;
  });
}

/** Comments as the writer can write them: `{ text }` holds no `}`; a text with a `}` is written
 * as a `;` comment, which must then be one line. */
function comments(v: unknown, what: string): string[] {
  return strings(v).map((raw) => {
    const s = trim(raw);
    if (s.includes('}') && /[\n\r]/.test(s)) throw bad(`${what}: a comment holding '}' must be one line`);
    if (s.includes('{') && s.includes('}')) throw bad(`${what}: a comment cannot hold both '{' and '}'`);
    return s;
  });
}

function nags(v: unknown): number[] {
  const list = field<unknown[]>(v, 'a sequence', Array.isArray) ?? [];
  return list.map((n) => {
    if (typeof n !== 'number') throw bad(`${kind(n)} where u8 was expected`);
    if (!(Number.isInteger(n) && n >= 0 && n <= 255)) throw bad('a number that is not a NAG (0-255)');
    return n;
  });
}

/**
 * A move of the tree, replayed: what the reader gives back for it (a `PgnNode` without its shapes, with its
 * variations replayed too), and where it stands.
 */
interface Built extends Omit<PgnNode, 'variations' | 'shapes'> {
  variations: Built[][];
  /** The side to move and the move number before the move. */
  white: boolean;
  fullmove: number;
}

const UCI_SHAPE = /^(?:[KkFfSsNnRrPp]@[a-h][1-8]|[a-h][1-8][a-h][1-8][fFmq]?)$/;

/** Replays a line from the game's position; the game is left after the line's last move. */
function line(game: Game, moves: unknown, depth: number): Built[] {
  if (depth > limits().variationDepth) throw bad('variations nested too deeply');
  const list = field<unknown[]>(moves, 'a sequence', Array.isArray) ?? [];
  const nodes: Built[] = [];
  list.forEach((value, i) => {
    if (!isObject(value)) throw bad(`${kind(value)} where struct PgnNodeInput was expected`);
    const m = value as Record<string, unknown>;
    const [mUci, mSan, mComments, mStarting, mNags, mVariations] = ['uci', 'san', 'comments', 'startingComments', 'nags', 'variations'].map((k) => read(m, k));
    const variations: Built[][] = [];
    for (const v of field<unknown[]>(mVariations, 'a sequence', Array.isArray) ?? []) {
      if (!Array.isArray(v)) throw bad(`${kind(v)} where a sequence was expected`);
      const built = line(game, v, depth + 1);
      for (let k = 0; k < built.length; k++) game.undo();
      variations.push(built);
    }
    const uci = field<string>(mUci, 'a string', isString);
    const san = field<string>(mSan, 'a string', isString);
    const text = uci ?? san;
    if (text === undefined) throw bad(`move ${i + 1} has neither uci nor san`);
    const fen = game.fen().split(' ');
    let written: string;
    try {
      if (uci !== undefined && !(uci.length <= 16 && UCI_SHAPE.test(uci))) {
        throw new SittuyinError('ERR_MOVE_SYNTAX', `not a move: ${quoted(uci)}`);
      }
      if (text.length > 16) throw new SittuyinError('ERR_MOVE_SYNTAX', `not a move: ${quoted(text)}`);
      written = game.san(text);
    } catch (e) {
      throw bad(`move ${i + 1} ${quoted(text)}: ${(e as Error).message}`);
    }
    const after = comments(mComments, 'comments');
    const starting = comments(mStarting, 'startingComments');
    const ns = nags(mNags);
    let played: UciMove;
    try {
      played = game.play(written).uci;
    } catch (e) {
      throw bad(`move ${i + 1} ${quoted(written)}: ${(e as Error).message}`);
    }
    nodes.push({
      san: written,
      uci: played,
      fen: game.fen(),
      startingComments: starting,
      comments: after,
      nags: ns,
      variations,
      white: fen[1] === 'w',
      fullmove: Number(fen[fen.length - 1]),
    });
  });
  return nodes;
}

function tags(v: unknown): PgnTag[] {
  const list = field<unknown[]>(v, 'a sequence', Array.isArray) ?? [];
  return list.map((t) => {
    if (!Array.isArray(t)) throw bad(`${kind(t)} where a tuple of size 2 was expected`);
    if (t.length !== 2) throw bad(`invalid length ${t.length}, expected a tuple of size 2`);
    const [name, value] = t as unknown[];
    if (typeof name !== 'string' || typeof value !== 'string') {
      throw bad(`${kind(typeof name !== 'string' ? name : value)} where a string was expected`);
    }
    if (name === '' || !/^[A-Za-z0-9_]+$/.test(name)) throw bad(`the tag name ${quoted(name)} is not a PGN symbol`);
    if (/[\n\r]/.test(value)) throw bad(`the tag ${name}'s value holds a newline`);
    return [name, value];
  });
}

function unknownRules(name: string): SittuyinError {
  return new SittuyinError('ERR_RULES', `unknown rules ${quoted(name)} (expected one of: ${RULES_NAMES.join(', ')})`);
}

/** The tag's value, the first of that name in any case (pgn_tree.rs `tag`). */
function tag(list: PgnTag[], name: string): string | undefined {
  return list.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
}

/** The game the tags describe, before its moves (pgn_tree.rs `start_game`). */
function startGame(list: PgnTag[]): Game {
  const variant = tag(list, 'Variant');
  if (variant !== undefined && variant.toLowerCase() !== 'sittuyin') {
    throw new SittuyinError('ERR_PGN', `invalid PGN: variant ${quoted(truncate(variant))} is not Sittuyin`);
  }
  const rules = tag(list, 'Rules');
  if (rules !== undefined && !(RULES_NAMES as readonly string[]).includes(rules)) throw unknownRules(truncate(rules));
  const fen = tag(list, 'FEN');
  if (fen !== undefined && fen.length > limits().fen) {
    throw new SittuyinError('ERR_FEN_SYNTAX', `invalid FEN: longer than ${limits().fen} characters`);
  }
  return new Game({ fen, rules: rules as RulesName | undefined });
}

interface BuiltGame {
  tags: PgnTag[];
  comments: string[];
  moves: Built[];
  result: string;
  rules: string;
  startFen: string;
}

function gameTree(value: unknown): BuiltGame {
  if (!isObject(value)) throw bad(`${kind(value)} where struct PgnGameInput was expected`);
  const g = value as Record<string, unknown>;
  const [gTags, gRules, gStartFen, gResult, gMoves, gComments] = ['tags', 'rules', 'startFen', 'result', 'moves', 'comments'].map((k) => read(g, k));
  // Every field's kind is checked before anything is replayed (as the crate's reader did).
  strings(gComments);
  const list = tags(gTags);
  const rules = field<string>(gRules, 'a string', isString);
  if (rules !== undefined && !(RULES_NAMES as readonly string[]).includes(rules)) throw unknownRules(rules);
  const startFen = field<string>(gStartFen, 'a string', isString);
  const result = field<string>(gResult, 'a string', isString) ?? '*';
  const game = startGame(list);
  try {
    const named = game.rules;
    if (rules !== undefined && rules !== named) {
      throw bad(`rules ${quoted(rules)}, but the tags say ${quoted(named)} (add a [Rules] tag)`);
    }
    const start = game.startFen();
    if (startFen !== undefined && startFen !== '' && startFen !== start) {
      throw bad('the tags do not describe the start position (add [FEN] and [SetUp])');
    }
    const moves = line(game, gMoves, 0);
    if (!['1-0', '0-1', '1/2-1/2', '*'].includes(result)) {
      throw bad(`the result ${quoted(result)} is not 1-0, 0-1, 1/2-1/2 or *`);
    }
    return { tags: list, comments: comments(gComments, 'comments'), moves, result, rules: named, startFen: start };
  } finally {
    game.free();
  }
}

/** Movetext tokens joined with spaces, wrapped before LINE_WIDTH; a `;` comment ends its line. */
class Wrapper {
  out = '';
  column = 0;
  breakNext = false;

  push(token: string): void {
    const width = chars(token.split('\n')[0]);
    if (this.breakNext || (this.column > 0 && this.column + 1 + width > LINE_WIDTH)) {
      this.out += '\n';
      this.column = 0;
    } else if (this.column > 0) {
      this.out += ' ';
      this.column += 1;
    }
    this.breakNext = false;
    this.out += token;
    const at = token.lastIndexOf('\n');
    if (at >= 0) this.column = chars(token.slice(at + 1));
    else this.column += width;
  }

  comment(text: string): void {
    if (text.includes('}')) {
      this.push(`; ${text}`);
      this.breakNext = true;
    } else if (text === '') {
      this.push('{ }');
    } else {
      this.push(`{ ${text} }`);
    }
  }
}

function writeLine(w: Wrapper, nodes: Built[], forceFirstNumber: boolean): void {
  let force = forceFirstNumber;
  let previous: string | null = null;
  for (const node of nodes) {
    for (const c of node.startingComments) {
      w.comment(c);
      force = true;
    }
    if (node.white) w.push(`${node.fullmove}.`);
    else if (force || previous !== `w${node.fullmove}`) w.push(`${node.fullmove}...`);
    previous = `${node.white ? 'w' : 'b'}${node.fullmove}`;
    force = false;
    w.push(node.san);
    for (const nag of node.nags) w.push(`$${nag}`);
    for (const c of node.comments) {
      w.comment(c);
      force = true;
    }
    for (const variation of node.variations) {
      w.push('(');
      writeLine(w, variation, true);
      w.push(')');
      force = true;
    }
  }
}

function writeGame(game: BuiltGame): string {
  let out = '';
  for (const [name, value] of game.tags) out += `[${name} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]\n`;
  if (game.tags.length > 0) out += '\n';
  const w = new Wrapper();
  w.out = out;
  for (const c of game.comments) w.comment(c);
  writeLine(w, game.moves, game.comments.length > 0);
  w.push(game.result);
  return `${w.out}\n`;
}

/** Whether the reader's tree is the one written (shapes follow from the comments). */
function sameLine(read: PgnNode[], built: Built[]): boolean {
  return (
    read.length === built.length &&
    read.every((r, i) => {
      const b = built[i];
      return (
        r.san === b.san &&
        r.uci === b.uci &&
        r.fen === b.fen &&
        sameStrings(r.startingComments, b.startingComments) &&
        sameStrings(r.comments, b.comments) &&
        sameStrings(r.nags, b.nags) &&
        r.variations.length === b.variations.length &&
        r.variations.every((v, k) => sameLine(v, b.variations[k]))
      );
    })
  );
}
function sameStrings<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Writes PGN trees as PGN text, the writer's canonical form (pgn_write.rs `write_pgn_trees`). */
function writePgnTrees(games: unknown): string {
  const list = Array.isArray(games) ? games : [games];
  if (!Array.isArray(games) && !isObject(games)) throw bad('expected a game or an array of games');
  const built = list.map(gameTree);
  const written = built.map(writeGame).join('\n');
  const back = parsePgnTrees(written, undefined);
  const same =
    back.length === built.length &&
    back.every(
      (r, i) =>
        r.tags.length === built[i].tags.length &&
        r.tags.every(([k, v], j) => k === built[i].tags[j][0] && v === built[i].tags[j][1]) &&
        sameStrings(r.comments, built[i].comments) &&
        r.result === built[i].result &&
        r.rules === built[i].rules &&
        r.startFen === built[i].startFen &&
        sameLine(r.moves, built[i].moves),
    );
  if (!same) throw bad('the written text does not read back to the same tree');
  return written;
}
