// The Review mode (registered in modes/index.ts, loaded on demand when Review is pressed): the
// review panel (panel.ts) of the game in play, at the top of the side column. The game must not
// change under it: when it does (a move, a new game), the review closes.
import type { AppContext } from '../context.ts';
import { announce } from '../view.ts';
import { ReviewPanel } from './panel.ts';
import { reviewId } from './runner.ts';
import './review.css';

let panel: ReviewPanel | null = null;
let context: AppContext | null = null;
let reviewed = '';

const idOf = (ctx: AppContext): string => {
  const g = ctx.state.game;
  return reviewId({ rules: g.rules, startFen: g.startFen(), moves: g.history() });
};

export function mount(ctx: AppContext): void {
  context = ctx;
}

export function unmount(): void {
  panel?.close();
  panel = null;
  context = null;
}

/** Opens the review of the game in play (again: a new panel, resuming the saved analysis). */
export function start(): ReviewPanel | null {
  const ctx = context;
  if (!ctx) return null;
  panel?.close();
  reviewed = idOf(ctx);
  const p = new ReviewPanel({
    game: () => ctx.state.game,
    strings: () => ctx.t,
    view: (ply) => ctx.view(ply),
    arrows: (shapes) => ctx.binding.setShapes('hint', shapes),
    announce,
    pgn: () => ctx.pgn(),
    // Against the computer, the user's own side; in a game of two players, both.
    player: () => (ctx.state.opponent === 'none' ? 'both' : ctx.state.opponent === 'white' ? 'black' : 'white'),
    pieces: () => ctx.binding.pieceSet,
    closed: () => {
      if (panel === p) panel = null;
      ctx.modes.close('review');
    },
  });
  panel = p;
  document.querySelector('.side')?.prepend(p.element);
  void p.start();
  p.element.querySelector<HTMLElement>('h2')?.focus();
  return p;
}

export function update(): void {
  if (panel && context && idOf(context) !== reviewed) panel.close();
  else {
    panel?.viewed(context?.binding.viewPly ?? null);
    panel?.update();
  }
}
