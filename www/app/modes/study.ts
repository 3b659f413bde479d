// Studies (the mode `study`): an annotated game made by playing. A move played from a position
// that is not the end of its line starts a variation (as lichess's analysis board does); comments,
// NAGs, arrows and marks (right-drag, or the marking tool by touch), promote and delete, and an
// undo of every edit. The model is the PGN tree of parsePgn/writePgn, edited by the pure functions
// of ../study/tree.ts; the move list is the viewer's (lib/viewer-moves.ts), so what the exported
// `<sittuyin-viewer>` shows is what is shown here. Kept in localStorage (../study/store.ts).
import '../study/study.css';
import type { AppContext } from '../context.ts';
import { Game } from '../../lib/game.js';
import { writePgn } from '../../lib/pgn.js';
import { BoardBinding } from '../../lib/binding.js';
import { moveList, nagText, SHAPE_BRUSH, treeNodes, type ViewerNode } from '../../lib/viewer-moves.js';
import { fileName } from '../../lib/element/download.js';
import { viewerSnippet } from '../../editor/snippets.ts';
import type { Move, PgnGame, PgnShape, SquareName } from '../../lib/types.js';
import type { Strings } from '../../i18n/index.ts';
import { errorText } from '../view.ts';
import * as tree from '../study/tree.ts';
import { loadStudy, saveStudy, studyOfPgn } from '../study/store.ts';

interface Study {
  game: PgnGame;
  path: string[];
}

/** What an undo brings back, and what made it (typing in one comment is one edit). */
interface Edit {
  before: Study;
  kind: string;
}

const UNDO_MAX = 200;
const COLORS: PgnShape['color'][] = ['green', 'red', 'blue'];

let ctx: AppContext | null = null;
let controller: AbortController | null = null;
let root: HTMLElement | null = null;
let binding: BoardBinding | null = null;
let study: Study | null = null;
let undoStack: Edit[] = [];
let drawing = false;
let color: PgnShape['color'] = 'green';
/** The list's nodes (the viewer's) and the path of each. */
let nodes: ViewerNode[] = [];
let strings: Strings | null = null;
const els: Record<string, HTMLElement> = {};

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { testid?: string } = {}, ...kids: (Node | string)[]): HTMLElementTagNameMap[K] {
  const { testid, ...rest } = props;
  const e = Object.assign(document.createElement(tag), rest);
  if (testid) e.dataset.testid = testid;
  e.append(...kids);
  return e;
}

function button(testid: string, run: () => void): HTMLButtonElement {
  const b = el('button', { type: 'button', testid });
  b.addEventListener('click', run, { signal: controller?.signal });
  return b;
}

export function mount(c: AppContext): void {
  ctx = c;
  controller = new AbortController();
  const { signal } = controller;
  const canvas = el('canvas', { className: 'sittuyin-board', testid: 'study-board' });
  const wrap = el('div', { className: 'study-board-wrap' }, canvas);
  const trays = { black: el('div', { className: 'tray', testid: 'study-reserve-black' }), white: el('div', { className: 'tray', testid: 'study-reserve-white' }) };
  const frame = el('div', { className: 'study-board' }, trays.black, wrap, trays.white);
  els.title = el('h2', { tabIndex: -1 });
  els.intro = el('p', { className: 'hint' });
  const head = el('div', { className: 'study-head' }, els.title, button('study-close', close));
  const side = buildSide(signal);
  // The marking tool under the board, within reach of the thumb that uses it.
  els.flip = button('study-flip', () => {
    binding?.setOrientation(binding.orientation === 'white' ? 'black' : 'white');
    render();
  });
  frame.append(el('div', { className: 'row study-tools' }, els.draw, els.colorLabel, els.flip));
  root = el('section', { className: 'study-screen', testid: 'study-screen' }, head, els.intro, el('div', { className: 'study-body' }, frame, side));
  // The page's main landmark while it takes the place of the game (whose <main> is hidden).
  root.setAttribute('role', 'main');
  root.id = 'study';
  document.querySelector('main')?.after(root);
  const stored = loadStudy();
  study = stored ?? fromGameInPlay() ?? { game: tree.normalize({ tags: [], comments: [], shapes: [], moves: [], result: '*', rules: c.state.rules, startFen: c.state.game.startFen() }), path: [] };
  binding = new BoardBinding({ canvas, trays, frame }, {
    game: gameAt(study),
    orientation: c.state.orientation,
    strings: c.t,
    pieces: c.settings.pieces,
    onMove: (move) => played(move),
  });
  wireShapes(wrap, signal);
  // A move of the list: that position.
  els.list.addEventListener('click', (e) => {
    const b = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-id]');
    const node = b ? nodes[Number(b.dataset.id)] : undefined;
    if (node) goTo(node.path);
  }, { signal });
  wireKeys(signal);
  c.modes.show('study');
  relabel();
  render();
  (els.title as HTMLElement).focus();
}

/** The controls beside the board: the edits, the move list, NAGs, the comment, the export. */
function buildSide(signal: AbortSignal): HTMLElement {
  els.list = el('div', { className: 'study-moves', testid: 'study-moves' });
  els.nags = el('div', { className: 'study-nags', role: 'group' });
  for (const nag of [...tree.MOVE_NAGS, ...tree.POSITION_NAGS]) {
    const b = button(`study-nag-${nag}`, () => edit('nag', (s) => ({ ...s, game: tree.toggleNag(s.game, s.path, nag) })));
    b.dataset.nag = String(nag);
    els.nags.append(b);
  }
  els.comment = el('textarea', { rows: 3, testid: 'study-comment', spellcheck: true });
  els.comment.addEventListener('input', () => {
    const text = (els.comment as HTMLTextAreaElement).value;
    edit(`comment ${study?.path.join(' ')}`, (s) => ({ ...s, game: tree.setComment(s.game, s.path, text) }), false);
  }, { signal });
  els.commentLabel = el('label', {}, el('span'), els.comment);
  els.draw = button('study-draw', () => { drawing = !drawing; render(); });
  els.color = el('select', { testid: 'study-color' });
  els.color.addEventListener('change', () => { color = (els.color as HTMLSelectElement).value as PgnShape['color']; }, { signal });
  els.colorLabel = el('label', {}, el('span'), els.color);
  els.drawHint = el('p', { className: 'hint' });
  els.undo = button('study-undo', undo);
  els.promote = button('study-promote', () => edit('promote', (s) => ({ ...s, game: tree.promote(s.game, s.path) })));
  els.mainLine = button('study-main-line', () => edit('main line', (s) => ({ ...s, game: tree.makeMainLine(s.game, s.path) })));
  els.delete = button('study-delete', () => edit('delete', (s) => tree.deleteNode(s.game, s.path)));
  els.error = el('p', { className: 'error', role: 'status', testid: 'study-error' });
  return el('div', { className: 'study-side' },
    el('div', { className: 'row' }, els.undo, els.promote, els.mainLine, els.delete),
    els.list, els.nags, els.commentLabel, els.drawHint, els.error, buildExport(signal));
}

/** Copy and download the PGN, the viewer's snippet and its colours, a new study. */
function buildExport(signal: AbortSignal): HTMLElement {
  els.fresh = button('study-new', () => {
    const next = fromGameInPlay();
    if (next) edit('new', () => next);
  });
  els.copyPgn = button('study-copy-pgn', () => void copy(exportPgn()));
  els.downloadPgn = button('study-download-pgn', () => {
    const pgn = exportPgn();
    const tag = (name: string): string | null => study?.game.tags.find(([k]) => k === name)?.[1] ?? null;
    if (pgn) ctx?.download(fileName(['sittuyin-study', tag('White'), tag('Black'), tag('Event')], 'pgn'), pgn);
  });
  els.copySnippet = button('study-copy-snippet', () => void copy((els.snippet as HTMLTextAreaElement).value));
  els.theme = el('select', { testid: 'study-theme' });
  els.theme.addEventListener('change', () => render(), { signal });
  els.themeLabel = el('label', {}, el('span'), els.theme);
  els.snippet = el('textarea', { readOnly: true, rows: 4, testid: 'study-snippet' });
  els.snippetLabel = el('label', { className: 'study-snippet' }, el('span'), els.snippet);
  els.copied = el('span', { className: 'copied', role: 'status', testid: 'study-copied' });
  els.exportTitle = el('h3');
  return el('section', { className: 'study-export' }, els.exportTitle,
    el('div', { className: 'row' }, els.copyPgn, els.downloadPgn, els.copySnippet, els.copied),
    els.themeLabel, els.snippetLabel, el('div', { className: 'row' }, els.fresh));
}

export function unmount(): void {
  controller?.abort();
  controller = null;
  binding?.game.free();
  binding?.destroy();
  binding = null;
  root?.remove();
  root = null;
  study = null;
  undoStack = [];
  strings = null;
  ctx = null;
}

/** After every redraw of the app: the language or the piece set may have changed. */
export function update(): void {
  if (!ctx || !binding) return;
  if (strings !== ctx.t) {
    relabel();
    render();
  }
  if (binding.pieceSet !== ctx.settings.pieces) void binding.setPieceSet(ctx.settings.pieces).catch(() => {});
}

/** Opens a PGN's whole tree (Load PGN of an annotated game): its comments, NAGs, shapes and
 * variations. Returns false (and shows nothing) for a plain game. */
export function openPgn(pgn: string): boolean {
  if (!ctx) return false;
  const game = studyOfPgn(pgn);
  if (!tree.isAnnotated(game)) {
    ctx.modes.close('study');
    return false;
  }
  edit('open', () => ({ game, path: [] }));
  return true;
}

function close(): void {
  ctx?.modes.close('study');
  document.getElementById('study-open')?.focus();
}

/** The game in play as a new study (its tags, moves and comments), or null when it cannot be read. */
function fromGameInPlay(): Study | null {
  if (!ctx) return null;
  try {
    const game = studyOfPgn(ctx.pgn());
    return { game, path: tree.lineEnd(game, []) };
  } catch (e) {
    if (els.error) els.error.textContent = errorText(ctx.t, e);
    return null;
  }
}

/** The position of a path, replayed from the start (the SAN and counts are the file's). */
function gameAt(s: Study): Game {
  return new Game({ fen: s.game.startFen, rules: s.game.rules, moves: s.path });
}

/** A move made on the board: it continues the line, goes to the move the position has, or branches. */
function played(move: Move): void {
  if (!binding || !study) return;
  const fen = binding.game.fen();
  edit('move', (s) => tree.addMove(s.game, s.path, { uci: move.uci, san: move.san, fen }), true, false);
}

/** Applies an edit (undoable; `merge`: typing in one comment is one edit) and shows the result. */
function edit(kind: string, change: (s: Study) => Study, merge = true, reload = true): void {
  if (!study || !ctx) return;
  let next: Study;
  try {
    next = change(study);
  } catch (e) {
    els.error.textContent = errorText(ctx.t, e);
    return;
  }
  els.error.textContent = '';
  if (next.game !== study.game) {
    const last = undoStack[undoStack.length - 1];
    if (!(merge && kind.startsWith('comment') && last?.kind === kind)) undoStack.push({ before: study, kind });
    if (undoStack.length > UNDO_MAX) undoStack.shift();
  }
  go(next, reload);
}

function undo(): void {
  const last = undoStack.pop();
  if (last) go(last.before, true);
}

/** Shows a study at its path; `reload`: the board's game is made again (else it played the move). */
function go(next: Study, reload: boolean): void {
  if (!binding || !study) return;
  const moved = next.path.join(' ') !== study.path.join(' ');
  study = next;
  saveStudy(study);
  if (reload || moved) {
    const old = binding.game;
    const fresh = !reload && binding.game.history().join(' ') === study.path.join(' ');
    if (!fresh) {
      binding.setGame(gameAt(study));
      old.free();
    }
  }
  render();
}

/** Goes to a position of the tree (a move of the list, a key). */
function goTo(path: string[]): void {
  if (study && tree.hasPath(study.game, path)) go({ ...study, path }, true);
}

function render(): void {
  if (!ctx || !study || !binding || !root) return;
  const t = ctx.t;
  const { game, path } = study;
  nodes = treeNodes(game);
  const list = moveList(game, nodes, t);
  const here = path.join(' ');
  for (const n of nodes) {
    const b = list.buttons.get(n.id);
    if (!b) continue;
    b.dataset.testid = 'study-move';
    if (n.path.join(' ') === here) b.setAttribute('aria-current', 'step');
  }
  els.list.replaceChildren(list.root);
  els.list.querySelector('[aria-current]')?.scrollIntoView({ block: 'nearest' });
  const node = tree.nodeAt(game, path);
  const shapes = node ? node.shapes : game.shapes;
  for (const brush of ['hint', 'analysis', 'user'] as const) {
    binding.setShapes(brush, shapes.filter((s) => SHAPE_BRUSH[s.color] === brush).map((s) => ({ from: s.from, to: s.to })));
  }
  for (const b of els.nags.querySelectorAll('button')) {
    const on = node?.nags.includes(Number(b.dataset.nag)) ?? false;
    b.setAttribute('aria-pressed', String(on));
    b.disabled = !node;
  }
  const comment = els.comment as HTMLTextAreaElement;
  const words = tree.commentOf(game, path);
  if (document.activeElement !== comment || comment.dataset.path !== here) comment.value = words;
  comment.dataset.path = here;
  (els.commentLabel.firstChild as HTMLElement).textContent = node ? t.study.comment(node.san) : t.study.gameComment;
  els.draw.setAttribute('aria-pressed', String(drawing));
  root.dataset.drawing = String(drawing);
  (els.undo as HTMLButtonElement).disabled = undoStack.length === 0;
  (els.promote as HTMLButtonElement).disabled = tree.isMainLine(game, path);
  (els.mainLine as HTMLButtonElement).disabled = tree.isMainLine(game, path);
  (els.delete as HTMLButtonElement).disabled = !node;
  const pgn = exportPgn();
  const theme = (els.theme as HTMLSelectElement).value;
  (els.snippet as HTMLTextAreaElement).value = pgn ? viewerSnippet(pgn, { orientation: binding.orientation, pieces: ctx.settings.pieces, theme }) : '';
}

/** The study as PGN text (null, said, when the writer refuses it: never expected). */
function exportPgn(): string | null {
  if (!study || !ctx) return null;
  try {
    return writePgn(study.game);
  } catch (e) {
    els.error.textContent = errorText(ctx.t, e);
    return null;
  }
}

async function copy(text: string | null): Promise<void> {
  if (!text || !ctx) return;
  try {
    await navigator.clipboard.writeText(text);
    els.copied.textContent = `✓ ${ctx.t.messages.copied}`;
    window.setTimeout(() => { els.copied.textContent = ''; }, 2500);
  } catch {
    // No clipboard (an insecure page, a refusal): the text is selected to copy by hand.
    const box = els.snippet as HTMLTextAreaElement;
    box.value = text;
    box.select();
  }
}

/** Every label in the language in use. */
function relabel(): void {
  if (!ctx || !root) return;
  const t = ctx.t;
  strings = t;
  const s = t.study;
  root.setAttribute('aria-label', s.title);
  root.lang = document.documentElement.lang;
  els.title.textContent = s.title;
  els.intro.textContent = s.intro;
  root.querySelector('[data-testid="study-close"]')!.textContent = s.close;
  els.list.setAttribute('aria-label', s.moves);
  els.nags.setAttribute('aria-label', s.nags);
  for (const b of els.nags.querySelectorAll<HTMLButtonElement>('button')) {
    const nag = Number(b.dataset.nag);
    b.textContent = nagText(nag, t);
    b.title = s.nagNames[nag] ?? '';
    b.setAttribute('aria-label', s.nagNames[nag] ?? b.textContent);
  }
  els.draw.textContent = s.draw;
  els.flip.textContent = t.viewer.flip;
  (els.colorLabel.firstChild as HTMLElement).textContent = s.color;
  (els.color as HTMLSelectElement).replaceChildren(...COLORS.map((k) => new Option(s.colors[k], k, false, k === color)));
  els.drawHint.textContent = s.drawHint;
  els.undo.textContent = s.undo;
  els.promote.textContent = s.promote;
  els.mainLine.textContent = s.mainLine;
  els.delete.textContent = s.delete;
  els.exportTitle.textContent = s.export;
  els.copyPgn.textContent = t.ui.copyPgn;
  els.downloadPgn.textContent = t.ui.downloadPgn;
  els.copySnippet.textContent = s.copySnippet;
  (els.themeLabel.firstChild as HTMLElement).textContent = s.theme;
  const theme = els.theme as HTMLSelectElement;
  const chosen = theme.value || 'auto';
  theme.replaceChildren(...(['auto', 'light', 'dark'] as const).map((k) => new Option(s.themes[k], k, false, k === chosen)));
  (els.snippetLabel.firstChild as HTMLElement).textContent = s.snippet;
  els.fresh.textContent = s.fromGame;
  binding?.setStrings(t);
}

/** Arrows and marks: a right-drag (or Ctrl/Alt/Shift and a drag) with a mouse, or any drag or tap
 * while the marking tool is on. Taken before the board sees the press (the board's own arrows are
 * not the study's: these are kept in the tree, as `[%cal]`/`[%csl]`). */
function wireShapes(wrap: HTMLElement, signal: AbortSignal): void {
  let from: { id: number; square: string } | null = null;
  wrap.addEventListener('pointerdown', (e) => {
    if (!binding) return;
    const mouseShape = e.pointerType === 'mouse' && (e.button === 2 || (e.button === 0 && (e.ctrlKey || e.altKey || e.shiftKey)));
    if (!mouseShape && !(drawing && e.button === 0)) return;
    const square = binding.widget.squareFromClient(e.clientX, e.clientY);
    if (!square) return;
    e.stopPropagation();
    e.preventDefault();
    from = { id: e.pointerId, square };
  }, { signal, capture: true });
  window.addEventListener('pointerup', (e) => {
    if (!from || from.id !== e.pointerId || !binding) return;
    const to = binding.widget.squareFromClient(e.clientX, e.clientY);
    const start = from.square;
    from = null;
    if (to) edit('shape', (s) => ({ ...s, game: tree.toggleShape(s.game, s.path, { from: start as SquareName, to: to as SquareName, color }) }));
  }, { signal });
  wrap.addEventListener('contextmenu', (e) => e.preventDefault(), { signal });
  // A plain press on the board clears the board's own arrows: the study's are drawn again.
  wrap.addEventListener('pointerdown', () => queueMicrotask(render), { signal });
}

/** ← → Home End through the tree while the study is shown (not while typing a comment). */
function wireKeys(signal: AbortSignal): void {
  window.addEventListener('keydown', (e) => {
    if (!study || !ctx || ctx.modes.screen !== 'study') return;
    // Typing, and the board's own keys (its cursor) when it has the focus, are left alone.
    if ((e.target as HTMLElement).closest('input, textarea, select, canvas')) return;
    const { game, path } = study;
    let next: string[] | null = null;
    if ((e.ctrlKey || e.metaKey) && e.key === 'z') {
      e.preventDefault();
      undo();
      return;
    }
    if (e.key === 'ArrowLeft') next = path.slice(0, -1);
    else if (e.key === 'ArrowRight') {
      const [main] = tree.children(game, path);
      next = main ? [...path, main.uci] : null;
    } else if (e.key === 'Home') next = [];
    else if (e.key === 'End') next = tree.lineEnd(game, path);
    if (!next) return;
    e.preventDefault();
    // The play screen's own keys (its move list) are not for the study.
    e.stopPropagation();
    goTo(next);
  }, { signal, capture: true });
}
