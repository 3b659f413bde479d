// The study's model: the PGN tree of `parsePgn`/`writePgn` (www/lib/pgn.ts) edited as plain data.
// Every function here is pure: it returns a new tree and leaves the one given untouched (the
// study's undo keeps the trees it replaced). A node is addressed by its path, the UCI moves from the
// start (as lichess addresses its tree by move ids): the moves of one position are different moves,
// so a path names one node; `[]` is the start.
//
// The trees are kept in one shape: a variation's first move holds no variations of its own (the
// alternatives to a move are all in that move's `variations`). `normalize` brings a read tree to it
// (`1. e4 (1. d4 (1. c4))` becomes `1. e4 (1. d4) (1. c4)`: the same moves).
import type { PgnGame, PgnNode, PgnShape } from '../../lib/types.js';

export type Path = readonly string[];

/** A move's NAGs of the move itself ($1..$6: ! ? !! ?? !? ?!), of which a move has one. */
export const MOVE_NAGS = [1, 2, 3, 4, 5, 6] as const;
/** The position's assessment ($10 = .. $19 −+, with $13 unclear), of which a move has one. */
export const POSITION_NAGS = [10, 13, 14, 15, 16, 17, 18, 19] as const;

/** Where a path's node stands: `line[index]` (index -1: the start, before `line[0]`). */
interface Place {
  line: PgnNode[];
  index: number;
}

const clone = (game: PgnGame): PgnGame => structuredClone(game);

/** The alternatives to `node` flattened into its own `variations` (see the top). */
function normalizeLine(line: PgnNode[]): void {
  for (const node of line) {
    const flat: PgnNode[][] = [];
    const take = (variations: PgnNode[][]): void => {
      for (const v of variations) {
        if (v.length === 0) continue;
        const nested = v[0].variations;
        v[0].variations = [];
        flat.push(v);
        take(nested);
      }
    };
    take(node.variations);
    node.variations = flat;
    for (const v of flat) normalizeLine(v);
  }
}

/** The tree in the study's shape: the same moves, comments and NAGs. */
export function normalize(game: PgnGame): PgnGame {
  const next = clone(game);
  normalizeLine(next.moves);
  return next;
}

/** Finds a path's node in a tree (mutable: the tree given), or null. */
function locate(game: PgnGame, path: Path): Place | null {
  let place: Place = { line: game.moves, index: -1 };
  for (const uci of path) {
    const next = place.line[place.index + 1];
    if (!next) return null;
    if (next.uci === uci) {
      place = { line: place.line, index: place.index + 1 };
      continue;
    }
    const v = next.variations.find((x) => x[0]?.uci === uci);
    if (!v) return null;
    place = { line: v, index: 0 };
  }
  return place;
}

/** The node at `path` (null for the start or a path not in the tree). */
export function nodeAt(game: PgnGame, path: Path): PgnNode | null {
  const place = locate(game, path);
  return place && place.index >= 0 ? place.line[place.index] : null;
}

/** Whether a path names a position of the tree (the start included). */
export function hasPath(game: PgnGame, path: Path): boolean {
  return locate(game, path) !== null;
}

/** The moves played from a path's position, the main one first. */
export function children(game: PgnGame, path: Path): PgnNode[] {
  const place = locate(game, path);
  const next = place?.line[place.index + 1];
  return next ? [next, ...next.variations.map((v) => v[0])] : [];
}

/** The path of the main continuation from `path` to the end of its line. */
export function lineEnd(game: PgnGame, path: Path): string[] {
  const place = locate(game, path);
  if (!place) return [...path];
  return [...path, ...place.line.slice(place.index + 1).map((n) => n.uci)];
}

/** Whether a path's node is on the main line (the start is). */
export function isMainLine(game: PgnGame, path: Path): boolean {
  const place = locate(game, path);
  return place !== null && place.line === game.moves;
}

/** The node a move makes, before it is added: what `addMove` needs of it. */
export type NewNode = Pick<PgnNode, 'uci' | 'san' | 'fen'>;

/**
 * Plays a move from `path`'s position: an existing move of that position is only gone to; at the
 * end of a line the move continues it; elsewhere it starts a variation (after the others). Returns
 * the tree and the new node's path.
 */
export function addMove(game: PgnGame, path: Path, move: NewNode): { game: PgnGame; path: string[] } {
  const to = [...path, move.uci];
  if (children(game, path).some((n) => n.uci === move.uci)) return { game, path: to };
  const next = clone(game);
  const place = locate(next, path);
  if (!place) throw new RangeError(`no such position in the study: ${path.join(' ')}`);
  const node: PgnNode = { uci: move.uci, san: move.san, fen: move.fen, startingComments: [], comments: [], nags: [], shapes: [], variations: [] };
  const after = place.line[place.index + 1];
  if (after) after.variations.push([node]);
  else place.line.push(node);
  return { game: next, path: to };
}

/** Where a path's variation hangs: the line it branches from and the index of the move it replaces. */
function branchOf(game: PgnGame, path: Path): { host: PgnNode[]; at: number; variation: number } | null {
  // Walk the path keeping the last line left for a variation.
  let line = game.moves;
  let index = -1;
  let found: { host: PgnNode[]; at: number; variation: number } | null = null;
  for (const uci of path) {
    const next = line[index + 1];
    if (!next) return null;
    if (next.uci === uci) {
      index++;
      continue;
    }
    const k = next.variations.findIndex((x) => x[0]?.uci === uci);
    if (k < 0) return null;
    found = { host: line, at: index + 1, variation: k };
    line = next.variations[k];
    index = 0;
  }
  return found;
}

/**
 * Promotes the variation holding `path`'s node one level: it becomes the main continuation of the
 * line it branches from, and that line's moves from there become its first variation. On the main
 * line already: the tree unchanged.
 */
export function promote(game: PgnGame, path: Path): PgnGame {
  const next = clone(game);
  const branch = branchOf(next, path);
  if (!branch) return game;
  const { host, at, variation } = branch;
  const old = host[at];
  const promoted = old.variations[variation];
  const others = old.variations.filter((_, i) => i !== variation);
  old.variations = [];
  const demoted = host.splice(at);
  promoted[0].variations = [demoted, ...others];
  host.push(...promoted);
  return next;
}

/** Promotes `path`'s variation until it is on the main line. */
export function makeMainLine(game: PgnGame, path: Path): PgnGame {
  let g = game;
  while (!isMainLine(g, path)) {
    const next = promote(g, path);
    if (next === g) break;
    g = next;
  }
  return g;
}

/**
 * Deletes `path`'s node and the moves after it. Its first alternative, if any, takes its place.
 * Returns the tree and the path to show (the position before the deleted move). The start cannot
 * be deleted: the tree unchanged.
 */
export function deleteNode(game: PgnGame, path: Path): { game: PgnGame; path: string[] } {
  const parent = path.slice(0, -1);
  if (path.length === 0 || !nodeAt(game, path)) return { game, path: [...path] };
  const next = clone(game);
  const branch = branchOf(next, path);
  const place = locate(next, path) as Place;
  if (place.index === 0 && branch && place.line === branch.host[branch.at].variations[branch.variation]) {
    // The first move of a variation: the variation goes.
    branch.host[branch.at].variations.splice(branch.variation, 1);
  } else {
    const removed = place.line.splice(place.index);
    const [first, ...rest] = removed[0].variations;
    if (first) {
      first[0].variations = rest;
      place.line.push(...first);
    }
  }
  return { game: next, path: parent };
}

/** A tree with one node (or the start, `[]`) changed by `edit` (on a copy). */
function editNode(game: PgnGame, path: Path, edit: (comments: { comments: string[]; shapes: PgnShape[]; nags?: number[] }) => void): PgnGame {
  const next = clone(game);
  if (path.length === 0) {
    edit(next);
    return next;
  }
  const node = nodeAt(next, path);
  if (!node) throw new RangeError(`no such move in the study: ${path.join(' ')}`);
  edit(node);
  return next;
}

/** The `[%...]` commands of comments (evaluations, clocks, shapes), in order. */
const commands = (comments: readonly string[]): string[] => comments.flatMap((c) => c.match(/\[%[^\]]*\]/g) ?? []);
/** A comment's words, without its commands. */
const words = (comment: string): string => comment.replace(/\[%[^\]]*\]/g, ' ').replace(/\s+/g, ' ').trim();

/** The words of a node's comments (or the game's, at `[]`), without their `[%...]` commands. */
export function commentOf(game: PgnGame, path: Path): string {
  const comments = path.length === 0 ? game.comments : (nodeAt(game, path)?.comments ?? []);
  return comments.map(words).filter(Boolean).join(' ');
}

/** One comment of words then commands (none when both are empty). */
function writeComments(text: string, kept: readonly string[]): string[] {
  // A comment holds no braces (PGN ends it at `}`): they become parentheses.
  const clean = text.replace(/\{/g, '(').replace(/\}/g, ')').trim();
  const all = [clean, ...kept].filter(Boolean).join(' ');
  return all ? [all] : [];
}

/** Sets the words of a node's comment (the game's at `[]`); its `[%...]` commands stay. */
export function setComment(game: PgnGame, path: Path, text: string): PgnGame {
  return editNode(game, path, (n) => {
    n.comments = writeComments(text, commands(n.comments));
  });
}

/** Toggles a NAG: on, replacing another of its group (a move's mark, a position's assessment), or off. */
export function toggleNag(game: PgnGame, path: Path, nag: number): PgnGame {
  if (path.length === 0) return game;
  const group: readonly number[] | null = (MOVE_NAGS as readonly number[]).includes(nag) ? MOVE_NAGS : (POSITION_NAGS as readonly number[]).includes(nag) ? POSITION_NAGS : null;
  return editNode(game, path, (n) => {
    const nags = n.nags ?? [];
    if (nags.includes(nag)) n.nags = nags.filter((x) => x !== nag);
    else {
      const kept = group ? nags.filter((x) => !group.includes(x)) : nags;
      // The move's mark first, as the file writes it.
      n.nags = [...kept, nag].sort((a, b) => Number(!(MOVE_NAGS as readonly number[]).includes(a)) - Number(!(MOVE_NAGS as readonly number[]).includes(b)));
    }
  });
}

const LETTER: Record<PgnShape['color'], string> = { green: 'G', red: 'R', yellow: 'Y', blue: 'B' };

/** The `[%csl]` and `[%cal]` commands of shapes (none for none). */
export function shapeCommands(shapes: readonly PgnShape[]): string[] {
  const marks = shapes.filter((s) => !s.from || s.from === s.to).map((s) => `${LETTER[s.color]}${s.to}`);
  const arrows = shapes.filter((s) => s.from && s.from !== s.to).map((s) => `${LETTER[s.color]}${s.from}${s.to}`);
  return [...(marks.length ? [`[%csl ${marks.join(',')}]`] : []), ...(arrows.length ? [`[%cal ${arrows.join(',')}]`] : [])];
}

/** Replaces a node's shapes (the game's at `[]`): its `shapes` and its comment's `[%csl]`/`[%cal]`. */
export function setShapes(game: PgnGame, path: Path, shapes: readonly PgnShape[]): PgnGame {
  return editNode(game, path, (n) => {
    const kept = commands(n.comments).filter((c) => !/^\[%(csl|cal)\b/.test(c));
    const text = n.comments.map(words).filter(Boolean).join(' ');
    n.comments = writeComments(text, [...kept, ...shapeCommands(shapes)]);
    n.shapes = shapes.map((s) => (s.from && s.from !== s.to ? { from: s.from, to: s.to, color: s.color } : { to: s.to, color: s.color }));
  });
}

/** Toggles an arrow (`from` to `to`) or a square's mark (`from` absent or `to`): drawn in `color`;
 * drawn already in that colour, removed; in another, recoloured (as lichess does). */
export function toggleShape(game: PgnGame, path: Path, shape: PgnShape): PgnGame {
  const current = path.length === 0 ? game.shapes : (nodeAt(game, path)?.shapes ?? []);
  const from = shape.from && shape.from !== shape.to ? shape.from : undefined;
  const same = (s: PgnShape): boolean => (s.from && s.from !== s.to ? s.from : undefined) === from && s.to === shape.to;
  const old = current.find(same);
  const rest = current.filter((s) => !same(s));
  const next = old && old.color === shape.color ? rest : [...rest, { ...(from ? { from } : {}), to: shape.to, color: shape.color }];
  return setShapes(game, path, next);
}

/** Whether a tree holds anything a plain game does not: comments in words, shapes, NAGs or
 * variations (a game's clock times, `[%clk]`, and evaluations alone are not annotations). */
export function isAnnotated(game: PgnGame): boolean {
  const noted = (comments: readonly string[]): boolean => comments.some((c) => words(c) !== '' || /\[%(csl|cal)\b/.test(c));
  const annotated = (line: PgnNode[]): boolean => line.some((n) => noted(n.comments) || noted(n.startingComments) || n.nags.length > 0 || n.variations.length > 0);
  return noted(game.comments) || annotated(game.moves);
}
