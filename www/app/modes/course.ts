// "Learn Sittuyin" as a screen of the app (the mode `learn`): the course's view (www/learn/view.ts, the same as the
// <sittuyin-lesson> element), the whole course with its stage list. Open it with
// `ctx.modes.open('learn')`, or the address `#learn`.
import '../learn/learn.css';
import type { AppContext } from '../context.ts';
import { LessonView } from '../../learn/view.js';

let ctx: AppContext | null = null;
let root: HTMLElement | null = null;
let view: LessonView | null = null;
let pieces = '';

export function mount(c: AppContext): void {
  ctx = c;
  root = document.createElement('section');
  root.id = 'learn';
  root.className = 'learn-screen';
  root.dataset.testid = 'learn-screen';
  // The page's main landmark while it takes the place of the game (whose <main> is hidden).
  root.setAttribute('role', 'main');
  root.setAttribute('aria-label', c.t.learn.title);
  document.querySelector('main')?.after(root);
  view = new LessonView(root, {
    strings: c.t,
    pieces: c.settings.pieces,
    theme: 'auto',
    onClose: () => c.modes.close('learn'),
  });
  view.root.lang = document.documentElement.lang;
  pieces = c.settings.pieces;
  c.modes.show('learn');
  view.root.querySelector<HTMLElement>('#learn-title')?.focus();
}

export function unmount(): void {
  view?.destroy();
  view = null;
  root?.remove();
  root = null;
  ctx = null;
}

/** After every redraw of the app: the language or the piece set may have changed. */
export function update(): void {
  if (!ctx || !view) return;
  if (view.strings !== ctx.t) {
    view.setStrings(ctx.t);
    view.root.lang = document.documentElement.lang;
    root?.setAttribute('aria-label', ctx.t.learn.title);
  }
  if (pieces !== ctx.settings.pieces) {
    pieces = ctx.settings.pieces;
    void view.setPieces(ctx.settings.pieces).catch(() => {});
  }
}
