// The viewer's move list (www/lib/viewer.ts): the start, the main line with its comments and
// NAGs, each variation inline after the move it replaces, nested as deep as the file goes; every
// move a button (its node's id in data-id). Pure DOM building: no HTML from strings.
import type { PgnGame, PgnNode, PgnShape } from './types.js';
import type { BoardShape } from './binding.js';
import type { Strings } from '../i18n/index.ts';

/** One position of the replayed tree: the start (no move) or the position after a move. */
export interface ViewerNode {
  /** Index in the viewer's list of nodes (0: the start). */
  id: number;
  /** The move that led here (null at the start). */
  move: PgnNode | null;
  /** The position before the move (null at the start). */
  parent: ViewerNode | null;
  /** The next move of the same line (the main line's next move for a main line node). */
  next: ViewerNode | null;
  /** The moves from the start position, UCI. */
  path: string[];
  /** Plies from the start. */
  ply: number;
  /** Whether the node is on the main line. */
  main: boolean;
  /** The FEN of the position. */
  fen: string;
}

/** The board's brush of each colour of a PGN shape (`[%csl]`/`[%cal]`): green and blue have their
 * own, red and yellow are the user's (orange). */
export const SHAPE_BRUSH: Readonly<Record<PgnShape['color'], NonNullable<BoardShape['brush']>>> = { green: 'hint', blue: 'analysis', red: 'user', yellow: 'user' };

/** The positions of a tree: the start, then each line depth first (the main line first). */
export function treeNodes(game: PgnGame): ViewerNode[] {
  const nodes: ViewerNode[] = [];
  const root: ViewerNode = { id: 0, move: null, parent: null, next: null, path: [], ply: 0, main: true, fen: game.startFen };
  nodes.push(root);
  const line = (from: ViewerNode, moves: PgnNode[], main: boolean): void => {
    let prev = from;
    for (const m of moves) {
      const node: ViewerNode = { id: nodes.length, move: m, parent: prev, next: null, path: [...prev.path, m.uci], ply: prev.ply + 1, main, fen: m.fen };
      nodes.push(node);
      // A variation's first move is not its parent's next move (the main line's is).
      if (prev !== from || from.next === null) prev.next = node;
      for (const v of m.variations) line(prev, v, false);
      prev = node;
    }
  };
  line(root, game.moves, true);
  return nodes;
}

/** The NAGs ($n of PGN) as lichess and printed books show them: the move's own marks, the
 * position's assessment, and observations. "Slightly better" is `+=`/`=+` (lichess's ⩲/⩱ are in
 * few fonts: boxes on most machines). NAGs 42/43 (insufficient compensation) have no usual sign
 * and are said in words; any other NAG is shown as written, `$n`. */
export const NAG_GLYPHS: Readonly<Record<number, string>> = {
  1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!', 7: '□', 22: '⨀', 23: '⨀',
  10: '=', 13: '∞', 14: '+=', 15: '=+', 16: '±', 17: '∓', 18: '+−', 19: '−+',
  32: '↑↑', 33: '↑↑', 36: '↑', 37: '↑', 38: '↑', 39: '↑', 40: '→', 41: '→', 44: '=/∞', 45: '=/∞',
  132: '⇆', 133: '⇆', 134: '⇆', 135: '⇆', 136: '⇆', 137: '⇆', 138: '⊕', 139: '⊕',
  140: '∆', 141: '∇', 142: '⌓', 143: '≤', 144: '=', 145: 'RR', 146: 'N',
};

/** The marks of the move itself (written right after it: `Ra8!`). */
const isMoveNag = (nag: number): boolean => (nag >= 1 && nag <= 7) || nag === 22 || nag === 23;

/** How NAG `nag` is shown. */
export function nagText(nag: number, strings: Strings): string {
  if (nag === 42 || nag === 43) return strings.viewer.noCompensation;
  return NAG_GLYPHS[nag] ?? `$${nag}`;
}

/** A comment without its `[%...]` commands (shown as text: eval, clock and shapes are not). */
export const commentText = (c: string): string => c.replace(/\[%[^\]]*\]/g, ' ').replace(/\s+/g, ' ').trim();

/** The move list of `game` over its `nodes` (ViewerNode ids), in `strings`' language, and the
 * button of each node. */
export function moveList(game: PgnGame, nodes: readonly ViewerNode[], strings: Strings): { root: HTMLElement; buttons: Map<number, HTMLButtonElement> } {
  const t = strings.viewer;
  const buttons = new Map<number, HTMLButtonElement>();
  const startBlack = / b /.test(game.startFen);
  const startMove = Number(/ (\d+)$/.exec(game.startFen.trim())?.[1] ?? 1);
  /** Move number and side of the move reaching `ply`. */
  const numberOf = (ply: number): { n: number; black: boolean } => {
    const k = ply - 1 + (startBlack ? 1 : 0);
    return { n: startMove + Math.floor(k / 2), black: k % 2 === 1 };
  };
  const nodeOf = new Map<PgnNode, ViewerNode>();
  for (const n of nodes) if (n.move) nodeOf.set(n.move, n);
  const comment = (text: string, block: boolean): HTMLElement | null => {
    const c = commentText(text);
    if (!c) return null;
    const s = document.createElement('span');
    s.className = block ? 'comment block' : 'comment';
    s.textContent = c;
    return s;
  };
  const writeLine = (moves: PgnNode[], container: HTMLElement): void => {
    let needNumber = true;
    for (const m of moves) {
      const node = nodeOf.get(m);
      if (!node) continue;
      for (const c of m.startingComments) {
        const s = comment(c, false);
        if (s) container.append(s);
      }
      const { n, black } = numberOf(node.ply);
      // The move number and its move never part at a line's end.
      const ply = document.createElement('span');
      ply.className = 'ply';
      if (!black || needNumber) {
        const num = document.createElement('span');
        num.className = 'num';
        num.textContent = black ? `${n}…` : `${n}.`;
        ply.append(num);
      }
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'move';
      b.dataset.id = String(node.id);
      b.dataset.testid = 'viewer-move';
      b.dataset.uci = m.uci;
      // A move's own mark (!, ?, □, ...) is part of it; a position's (±, ∞, ...) follows it.
      b.textContent = m.san + m.nags.filter(isMoveNag).map((g) => nagText(g, strings)).join('');
      buttons.set(node.id, b);
      ply.append(b);
      container.append(ply);
      // Beside the move, not inside its unbreakable span: words may wrap.
      const marks = m.nags.filter((g) => !isMoveNag(g));
      if (marks.length) {
        const nag = document.createElement('span');
        nag.className = 'nag';
        nag.textContent = marks.map((g) => nagText(g, strings)).join(' ');
        container.append(nag);
      }
      needNumber = false;
      for (const c of m.comments) {
        const s = comment(c, false);
        if (s) {
          container.append(s);
          needNumber = true;
        }
      }
      for (const v of m.variations) {
        const span = document.createElement('span');
        span.className = 'line var';
        span.setAttribute('aria-label', t.variation);
        writeLine(v, span);
        container.append(span);
        needNumber = true;
      }
    }
  };
  const main = document.createElement('div');
  main.className = 'line main';
  const start = document.createElement('button');
  start.type = 'button';
  start.className = 'move start';
  start.dataset.id = '0';
  start.dataset.testid = 'viewer-move';
  start.textContent = t.start;
  buttons.set(0, start);
  main.append(start);
  for (const c of game.comments) {
    const s = comment(c, true);
    if (s) main.append(s);
  }
  writeLine(game.moves, main);
  if (game.result !== '*' || game.moves.length === 0) {
    const r = document.createElement('span');
    r.className = 'result';
    r.textContent = game.result;
    main.append(r);
  }
  return { root: main, buttons };
}
