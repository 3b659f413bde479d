// "Learn Sittuyin" as a screen of the app (the mode `learn`): the course's view (www/learn/view.ts, the same as the
// <sittuyin-lesson> element), the whole course with its stage list. Open it with
// `ctx.modes.open('learn')`, or the address `#learn`.
import '../learn/learn.css';
import type { AppContext } from '../context.ts';
import { LessonView } from '../../learn/view.js';
import { courseStrings, learnStringsFor, loadLearnStrings } from '../../i18n/learn/index.ts';

let ctx: AppContext | null = null;
let root: HTMLElement | null = null;
let view: LessonView | null = null;
let pieces = '';
/** The language whose course table was asked for last. */
let learnLang: string | null | undefined;

/** Shows the course; its strings (not in the app's tables) load first, in the app's language. */
export async function mount(c: AppContext): Promise<void> {
  learnLang = c.settings.lang;
  const learn = await loadLearnStrings(learnLang);
  ctx = c;
  root = document.createElement('section');
  root.id = 'learn';
  root.className = 'learn-screen';
  root.dataset.testid = 'learn-screen';
  // The page's main landmark while it takes the place of the game (whose <main> is hidden).
  root.setAttribute('role', 'main');
  root.setAttribute('aria-label', learn.title);
  document.querySelector('main')?.after(root);
  view = new LessonView(root, {
    strings: courseStrings(c.t, learn),
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
  const lang = ctx.settings.lang;
  if (lang !== learnLang) {
    // Another language: its course table first (a chunk; English if it fails), then again.
    learnLang = lang;
    void loadLearnStrings(lang).then(() => update(), () => {});
    return;
  }
  const learn = learnStringsFor(lang);
  const t = courseStrings(ctx.t, learn);
  if (view.strings !== t) {
    view.setStrings(t);
    view.root.lang = document.documentElement.lang;
    root?.setAttribute('aria-label', learn.title);
  }
  if (pieces !== ctx.settings.pieces) {
    pieces = ctx.settings.pieces;
    void view.setPieces(ctx.settings.pieces).catch(() => {});
  }
}
