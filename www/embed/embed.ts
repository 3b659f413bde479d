// embed.html: the position of a link's fragment (docs/app.md "Links": #fen=…&moves=…&rules=…&ply=…)
// for any site to show in an <iframe> (docs/embed.md). By default a <sittuyin-board> diagram that
// cannot be moved, fitted to the frame; `view=viewer` replays the moves in a <sittuyin-viewer>,
// `view=puzzle` (with `solution`, `mate`) is a <sittuyin-puzzle>, `view=play` (with `computer`,
// `level`) a <sittuyin-playout> against the computer, `view=lesson` (with `stage`, `level`) a
// <sittuyin-lesson> of the course. `pieces`, `theme`, `orientation` and
// `coordinates` go to the element as they are; a bad value is the element's to say. Each view's
// element is loaded only when asked for.
import { defineSittuyinBoard } from '../lib/board.ts';
import { pickLanguage } from '../i18n/index.ts';
import { readLink } from '../app/link.ts';

/** The fragment's keys each view passes on to its element as attributes. */
const LOOKS = ['pieces', 'theme', 'orientation', 'coordinates'] as const;
const VIEWS: Record<string, { tag: string; define: () => Promise<void>; keys: readonly string[] }> = {
  board: { tag: 'sittuyin-board', define: async () => defineSittuyinBoard(), keys: ['arrows'] },
  viewer: { tag: 'sittuyin-viewer', define: () => import('../lib/viewer.ts').then((m) => m.defineSittuyinViewer()), keys: [] },
  puzzle: { tag: 'sittuyin-puzzle', define: () => import('../lib/puzzle.ts').then((m) => m.defineSittuyinPuzzle()), keys: ['solution', 'mate'] },
  play: { tag: 'sittuyin-playout', define: () => import('../lib/playout.ts').then((m) => m.defineSittuyinPlayout()), keys: ['computer', 'level'] },
  lesson: { tag: 'sittuyin-lesson', define: () => import('../lib/lesson.ts').then((m) => m.defineSittuyinLesson()), keys: ['stage', 'level'] },
};

let resize: ResizeObserver | null = null;

async function show(): Promise<void> {
  const params = new URLSearchParams(location.hash.slice(1));
  const link = readLink(location.hash) ?? { moves: [] };
  const name = params.get('view') ?? 'board';
  const view = VIEWS[name] ?? VIEWS.board;
  await view.define();
  const el = document.createElement(view.tag);
  el.setAttribute('lang', pickLanguage(navigator.languages ?? [navigator.language]));
  if (link.fen) el.setAttribute('fen', link.fen);
  if (link.rules) el.setAttribute('rules', link.rules);
  if (view.tag === 'sittuyin-viewer') {
    // The whole game, shown first at `ply`.
    if (link.moves.length) el.setAttribute('moves', link.moves.join(' '));
    if (link.ply !== undefined) el.setAttribute('ply', String(link.ply));
  } else if (view.tag === 'sittuyin-board') {
    const moves = link.ply === undefined ? link.moves : link.moves.slice(0, link.ply);
    el.setAttribute('movable', 'none');
    if (moves.length) el.setAttribute('moves', moves.join(' '));
  }
  // A puzzle or a game to play starts from its FEN: the solution follows it.
  const solution = params.get('solution');
  for (const key of [...LOOKS, ...view.keys]) {
    const value = key === 'solution' ? solution?.split(/[\s,]+/).join(' ') : params.get(key);
    if (value) el.setAttribute(key, value);
  }
  el.dataset.testid = 'embedded';
  document.body.dataset.view = view === VIEWS.board ? 'board' : name;
  document.getElementById('diagram')?.replaceChildren(el);
  resize?.disconnect();
  resize = null;
  if (view !== VIEWS.board) return;
  // The diagram fitted when built and again whenever its height changes (trays, a notice).
  resize = new ResizeObserver(() => {
    if (el.getBoundingClientRect().height > innerHeight + 0.5) fit(el);
  });
  resize.observe(el);
  void (el as HTMLElement & { ready: Promise<unknown> }).ready.then(() => fit(el)).catch(() => {});
}

/** The board as large as the frame allows, its coordinates and trays inside it too. */
function fit(board: HTMLElement): void {
  let width = Math.min(innerWidth, innerHeight);
  // The height grows at least as fast as the width: taking the excess off the width converges.
  for (let i = 0; i < 8 && width > 40; i++) {
    board.style.width = `${Math.floor(width)}px`;
    const { height } = board.getBoundingClientRect();
    if (height <= innerHeight + 0.5) break;
    width -= height - innerHeight + 1;
  }
}

void show();
window.addEventListener('hashchange', () => void show());
window.addEventListener('resize', () => {
  const board = document.querySelector<HTMLElement>('body[data-view="board"] sittuyin-board');
  if (board) fit(board);
});
