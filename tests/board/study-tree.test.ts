// The study's tree editing (www/app/study/tree.ts): moves branch into variations, promote, delete,
// comments, NAGs and shapes, each a pure function addressed by a path of UCI moves.
import { describe, expect, it } from 'vitest';
import type { PgnGame, PgnNode, UciMove } from '../../www/lib/types.ts';
import {
  addMove, children, commentOf, deleteNode, hasPath, isAnnotated, isMainLine, lineEnd, makeMainLine, nodeAt, normalize, promote, setComment,
  setShapes, toggleNag, toggleShape,
} from '../../www/app/study/tree.ts';

const empty = (): PgnGame => ({ tags: [], comments: [], shapes: [], moves: [], result: '*', rules: 'chessplayx', startFen: 'start' });
/** A move named by a letter: the tree functions only compare UCI strings, so names stand in for moves. */
const mv = (uci: string) => ({ uci: uci as UciMove, san: uci.toUpperCase(), fen: `after ${uci}` });
/** The tree as text: the main line, variations in parentheses. */
const text = (line: PgnNode[]): string => line.map((n) => [n.uci, ...n.variations.map((v) => `(${text(v)})`)].join(' ')).join(' ');
/** A tree made by playing lines from the start (each a list of moves). */
function play(...lines: string[][]): PgnGame {
  let g = empty();
  for (const l of lines) {
    let path: string[] = [];
    for (const uci of l) ({ game: g, path } = addMove(g, path, mv(uci)));
  }
  return g;
}

describe('addMove', () => {
  it('continues a line at its end and branches elsewhere, after the other variations', () => {
    const g = play(['a', 'b', 'c'], ['a', 'x'], ['a', 'y', 'z'], ['q']);
    expect(text(g.moves)).toBe('a (q) b (x) (y z) c');
    expect(children(g, ['a']).map((n) => n.uci)).toEqual(['b', 'x', 'y']);
    expect(lineEnd(g, ['a', 'y'])).toEqual(['a', 'y', 'z']);
    expect(isMainLine(g, ['a', 'b'])).toBe(true);
    expect(isMainLine(g, ['a', 'y', 'z'])).toBe(false);
    expect(nodeAt(g, ['a', 'y', 'z'])?.fen).toBe('after z');
    expect(hasPath(g, ['a', 'nope'])).toBe(false);
  });
  it('only goes to a move the position has already, and never changes the tree given', () => {
    const g = play(['a', 'b']);
    const before = JSON.stringify(g);
    const r = addMove(g, ['a'], mv('b'));
    expect(r.game).toBe(g);
    expect(r.path).toEqual(['a', 'b']);
    const r2 = addMove(g, ['a'], mv('c'));
    expect(JSON.stringify(g)).toBe(before);
    expect(text(r2.game.moves)).toBe('a b (c)');
    expect(() => addMove(g, ['zz'], mv('c'))).toThrow(RangeError);
  });
});

describe('promote and makeMainLine', () => {
  it('swaps a variation with the line it branches from, keeping every move', () => {
    const g = play(['a', 'b', 'c'], ['a', 'x', 'w'], ['a', 'y']);
    const p = promote(g, ['a', 'x', 'w']);
    expect(text(p.moves)).toBe('a x (b c) (y) w');
    expect(isMainLine(p, ['a', 'x', 'w'])).toBe(true);
    expect(promote(p, ['a', 'x'])).toBe(p);
  });
  it('brings a nested variation up to the main line', () => {
    const g = play(['a', 'b', 'c'], ['a', 'x', 'w'], ['a', 'x', 'v', 'u']);
    expect(text(g.moves)).toBe('a b (x w (v u)) c');
    const once = promote(g, ['a', 'x', 'v', 'u']);
    expect(text(once.moves)).toBe('a b (x v (w) u) c');
    const main = makeMainLine(g, ['a', 'x', 'v', 'u']);
    expect(text(main.moves)).toBe('a x (b c) v (w) u');
  });
});

describe('deleteNode', () => {
  it('removes a variation, or a line\'s moves from there with the first alternative taking their place', () => {
    const g = play(['a', 'b', 'c'], ['a', 'x', 'w'], ['a', 'y']);
    const v = deleteNode(g, ['a', 'x']);
    expect(text(v.game.moves)).toBe('a b (y) c');
    expect(v.path).toEqual(['a']);
    const m = deleteNode(g, ['a', 'b']);
    expect(text(m.game.moves)).toBe('a x (y) w');
    expect(deleteNode(g, ['a', 'b', 'c']).game.moves.map((n) => n.uci)).toEqual(['a', 'b']);
    expect(deleteNode(g, []).game).toBe(g);
    expect(text(deleteNode(play(['a']), ['a']).game.moves)).toBe('');
  });
});

describe('comments, NAGs and shapes', () => {
  it('sets a comment\'s words and keeps its commands; braces cannot end it', () => {
    let g = play(['a', 'b']);
    g = setComment(g, ['a'], 'first {note}');
    expect(nodeAt(g, ['a'])?.comments).toEqual(['first (note)']);
    g = setShapes(g, ['a'], [{ from: 'e2', to: 'e4', color: 'green' }, { to: 'd5', color: 'red' }]);
    expect(nodeAt(g, ['a'])?.comments).toEqual(['first (note) [%csl Rd5] [%cal Ge2e4]']);
    g = setComment(g, ['a'], 'changed');
    expect(nodeAt(g, ['a'])?.comments).toEqual(['changed [%csl Rd5] [%cal Ge2e4]']);
    expect(commentOf(g, ['a'])).toBe('changed');
    g = setComment(g, [], 'the game');
    expect(g.comments).toEqual(['the game']);
    g = setComment(setShapes(g, ['a'], []), ['a'], '  ');
    expect(nodeAt(g, ['a'])?.comments).toEqual([]);
  });
  it('keeps one mark of a move and one assessment of the position; a second press takes it off', () => {
    let g = play(['a']);
    g = toggleNag(toggleNag(toggleNag(g, ['a'], 2), ['a'], 16), ['a'], 1);
    expect(nodeAt(g, ['a'])?.nags).toEqual([1, 16]);
    g = toggleNag(toggleNag(g, ['a'], 1), ['a'], 13);
    expect(nodeAt(g, ['a'])?.nags).toEqual([13]);
    expect(toggleNag(g, [], 1)).toBe(g);
  });
  it('toggles arrows and marks, recolours one drawn in another colour', () => {
    let g = play(['a']);
    g = toggleShape(g, ['a'], { from: 'e2', to: 'e4', color: 'green' });
    g = toggleShape(g, ['a'], { from: 'd4', to: 'd4', color: 'red' });
    expect(nodeAt(g, ['a'])?.shapes).toEqual([{ from: 'e2', to: 'e4', color: 'green' }, { to: 'd4', color: 'red' }]);
    g = toggleShape(g, ['a'], { from: 'e2', to: 'e4', color: 'blue' });
    expect(nodeAt(g, ['a'])?.shapes).toEqual([{ to: 'd4', color: 'red' }, { from: 'e2', to: 'e4', color: 'blue' }]);
    g = toggleShape(g, ['a'], { to: 'd4', color: 'red' });
    expect(nodeAt(g, ['a'])?.comments).toEqual(['[%cal Be2e4]']);
    g = toggleShape(g, [], { to: 'a1', color: 'yellow' });
    expect(g.comments).toEqual(['[%csl Ya1]']);
  });
  it('says whether a tree is more than a plain game', () => {
    expect(isAnnotated(play(['a', 'b']))).toBe(false);
    expect(isAnnotated(play(['a', 'b'], ['c']))).toBe(true);
    expect(isAnnotated(toggleNag(play(['a']), ['a'], 1))).toBe(true);
    const clocks = play(['a', 'b']);
    clocks.moves[0].comments = ['[%clk 0:05:00]'];
    expect(isAnnotated(clocks)).toBe(false);
    expect(isAnnotated(setComment(clocks, ['a'], 'a note'))).toBe(true);
    expect(isAnnotated(setShapes(clocks, ['a', 'b'], [{ to: 'a1', color: 'red' }]))).toBe(true);
    expect(isAnnotated(setComment(clocks, [], 'about the game'))).toBe(true);
  });
});

describe('normalize', () => {
  it('flattens the alternatives nested in a variation\'s first move', () => {
    const n = (uci: string, variations: PgnNode[][] = []): PgnNode => ({ ...mv(uci), startingComments: [], comments: [], nags: [], shapes: [], variations });
    const g: PgnGame = { ...empty(), moves: [n('e', [[n('d', [[n('c')]]), n('x', [[n('y')]])]]), n('f')] };
    expect(text(normalize(g).moves)).toBe('e (d x (y)) (c) f');
    expect(text(g.moves)).toBe('e (d (c) x (y)) f');
  });
});
