// embed.html: the position of a link's fragment (README "Links": #fen=…&moves=…&rules=…&ply=…)
// as a <sittuyin-board> diagram that cannot be moved, for any site to show in an <iframe>.
// A bad link is said by the element under the board (its `error` notice).
import { defineSittuyinBoard } from '../lib/board.ts';
import { pickLanguage } from '../i18n/index.ts';
import { readLink } from '../app/link.ts';

defineSittuyinBoard();

function show(): void {
  const link = readLink(location.hash) ?? { moves: [] };
  const moves = link.ply === undefined ? link.moves : link.moves.slice(0, link.ply);
  const board = document.createElement('sittuyin-board');
  board.setAttribute('lang', pickLanguage(navigator.languages ?? [navigator.language]));
  board.setAttribute('movable', 'none');
  if (link.fen) board.setAttribute('fen', link.fen);
  if (link.rules) board.setAttribute('rules', link.rules);
  if (moves.length) board.setAttribute('moves', moves.join(' '));
  board.dataset.testid = 'board';
  document.getElementById('diagram')?.replaceChildren(board);
  // Fitted when built and again whenever its height changes (trays, a notice).
  new ResizeObserver(() => {
    if (board.getBoundingClientRect().height > innerHeight + 0.5) fit(board);
  }).observe(board);
  void (board as HTMLElement & { ready: Promise<unknown> }).ready.then(() => fit(board)).catch(() => {});
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

show();
window.addEventListener('hashchange', show);
window.addEventListener('resize', () => {
  const board = document.querySelector<HTMLElement>('sittuyin-board');
  if (board) fit(board);
});
