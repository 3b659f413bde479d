// The board editor's mode: a screen of its own holding `<sittuyin-editor>` (www/lib/editor.ts,
// in this chunk only), opened on the position in play; "Play from here" replaces the game in play
// with the edited position (undoable from the toast) and goes back to the play screen.
import type { AppContext } from '../context.ts';
import { defineSittuyinEditor, type SittuyinEditorElement } from '../../lib/editor.js';
import type { RulesName } from '../../lib/types.js';

let controller: AbortController | null = null;
let screen: HTMLElement | null = null;
let editor: SittuyinEditorElement | null = null;
let sheet: CSSStyleSheet | null = null;
let app: AppContext | null = null;

/** The screen's own styles (a constructable sheet: allowed under the strict CSP). */
const CSS = `body[data-mode="editor"] main > section.play, body[data-mode="editor"] main > section.side { display: none; }
.editor-screen { grid-column: 1 / -1; width: 100%; max-width: 1000px; margin: 0 auto; display: flex; flex-direction: column; gap: .6rem; }
.editor-screen[hidden] { display: none; }
.editor-screen .editor-head { display: flex; gap: .8rem; align-items: center; justify-content: space-between; flex-wrap: wrap; }
.editor-screen h2 { margin: 0; font-size: 1.15rem; }
.editor-screen sittuyin-editor { max-width: none; }`;

export function mount(ctx: AppContext): void {
  app = ctx;
  defineSittuyinEditor();
  controller = new AbortController();
  sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  screen = document.createElement('section');
  screen.className = 'editor-screen';
  screen.dataset.testid = 'editor-screen';
  screen.hidden = true;
  const head = document.createElement('div');
  head.className = 'editor-head';
  const title = document.createElement('h2');
  title.tabIndex = -1;
  const back = document.createElement('button');
  back.type = 'button';
  back.dataset.testid = 'editor-close';
  back.addEventListener('click', () => close(), { signal: controller.signal });
  head.append(title, back);
  editor = document.createElement('sittuyin-editor');
  editor.addEventListener('sittuyin-play', (e) => {
    e.preventDefault();
    const { fen, rules } = e.detail;
    ctx.replaceUndoable({ fen, rules: rules as RulesName, moves: [] }, ctx.t.messages.positionLoaded, ctx.t.messages.positionLoaded);
    close(true);
  }, { signal: controller.signal });
  screen.append(head, editor);
  (document.querySelector('main') ?? document.body).append(screen);
  update();
}

export function unmount(): void {
  controller?.abort();
  controller = null;
  screen?.remove();
  screen = null;
  editor = null;
  if (sheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  sheet = null;
  app = null;
}

/** After every redraw: the labels follow the app's language and piece set. */
export function update(): void {
  if (!app || !screen || !editor) return;
  const t = app.t;
  const [title, back] = [screen.querySelector('h2'), screen.querySelector('button')];
  if (title && title.textContent !== t.editor.title) title.textContent = t.editor.title;
  if (back && back.textContent !== t.editor.close) back.textContent = t.editor.close;
  const lang = document.documentElement.lang || 'en';
  if (editor.getAttribute('lang') !== lang) editor.setAttribute('lang', lang);
  if (editor.getAttribute('pieces') !== app.settings.pieces) editor.setAttribute('pieces', app.settings.pieces);
}

/** Shows the editor on the position in play. */
export function show(): void {
  if (!app || !screen || !editor) return;
  editor.setAttribute('app', location.href.replace(/#.*$/, ''));
  editor.setAttribute('rules', app.state.rules);
  editor.setAttribute('orientation', app.state.orientation);
  const fen = app.state.game.fen();
  editor.setAttribute('fen', fen);
  // The same attribute as last time (edited since): the position in play all the same.
  if (editor.fen !== fen) editor.load(fen);
  app.modes.show('editor');
  screen.hidden = false;
  screen.querySelector('h2')?.focus();
}

/** Back to the play screen (the editor keeps its position for the next visit): to the button
 * that opened it, or with `toBoard` (Play from here) to the board, brought into view. */
export function close(toBoard = false): void {
  if (!app || !screen) return;
  screen.hidden = true;
  app.modes.show('play');
  if (!toBoard) {
    document.getElementById('edit-position')?.focus();
    return;
  }
  document.getElementById('board')?.focus({ preventScroll: true });
  document.getElementById('play')?.scrollIntoView({ block: 'nearest' });
}
