// The app's start: the language, the rules core, the saved game, then the app (app.ts: the state
// store and everything drawn from it), the page's controls (chrome.ts) and the play mode
// (modes/: one mode per screen, each loaded on demand).
import { init } from '../lib/game.js';
import { setWorkerFactory } from '../lib/engine.js';
import { adoptBoardStyles, useMyanmarFont } from '../lib/binding.js';
import { loadStrings, pickLanguage, stringsFor, type Strings } from '../i18n/index.ts';
import { AppState } from './state.ts';
import { KEY, loadSettings, storageAvailable } from './storage.ts';
import { registerServiceWorker } from './update.ts';
import { loadPieceSet } from '../board/pieces/index.ts';
import { $, errorText, localize } from './view.ts';
import { readLink } from './link.ts';
import { App, download } from './app.ts';
import { Chrome } from './chrome.ts';
import { MODES } from './modes/index.ts';
import { correspondencePayload } from './correspondence/fragment.ts';
import { isFirstVisit, offerStart } from './start.ts';

/** The preset's description in the user's language before the rules core loads (it is the
 * largest text of the first screen). */
function describeSavedRules(t: Strings): void {
  let savedRules = 'chessplayx';
  try {
    const r = (JSON.parse(localStorage.getItem(KEY) ?? 'null') as { rules?: unknown } | null)?.rules;
    if (typeof r === 'string' && t.presets[r]) savedRules = r;
  } catch { /* unreadable or no storage: the default preset */ }
  if ($('rules-desc').textContent !== t.presets[savedRules].description) $('rules-desc').textContent = t.presets[savedRules].description;
}

/** What the start found wrong with the storage, said once. */
function reportStorage(app: App, t: Strings, corrupt: boolean, lost: string | null): void {
  // An unreadable saved game is set aside; one too large to copy in the storage is offered as a
  // download instead, and the message says so (never "set aside" when it was not).
  if (lost !== null) app.notice(t.messages.corruptTooBig, [{ label: t.ui.download, testid: 'download-corrupt', run: () => download('sittuyin-unreadable-game.txt', lost, 'text/plain') }]);
  else if (corrupt) app.notice(t.messages.corrupt);
  if (!storageAvailable()) app.notice(t.messages.storageOff);
}

function offerUpdates(app: App): void {
  if (!import.meta.env.PROD) return;
  registerServiceWorker({
    offer: (accept) => {
      $('update-text').textContent = app.t.messages.updateReady;
      $('update').hidden = false;
      $('update-reload').onclick = accept;
    },
  });
}

async function main(): Promise<void> {
  // Which deployment this is (set at build time; the update test builds two).
  document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? '';
  // The play mode's chunk loads beside the strings and the rules core.
  const play = MODES.play();
  const settings = loadSettings();
  settings.lang ??= pickLanguage(navigator.languages ?? [navigator.language]);
  const t = await loadStrings(settings.lang).catch(() => stringsFor(settings.lang));
  document.documentElement.lang = settings.lang;
  if (settings.lang === 'my') useMyanmarFont();
  localize(t);
  describeSavedRules(t);
  adoptBoardStyles(document);
  // The drawn piece set loads beside the rules core, so the board is first drawn with it.
  if (settings.pieces !== 'letters') void loadPieceSet(settings.pieces).catch(() => { /* the board reports it */ });
  setWorkerFactory(() => new Worker(new URL('../lib/worker.ts', import.meta.url), { type: 'module' }));
  try {
    await Promise.all([init(), play]);
  } catch (e) {
    const notice = $('notice');
    notice.hidden = false;
    notice.textContent = t.messages.engineFailed(errorText(t, e));
    return;
  }
  const { state, corrupt, lost } = AppState.restore();
  const app = new App(state, settings);
  const chrome = new Chrome(app);
  chrome.wire();
  await app.modes.open('play');
  if (settings.pieces !== 'letters') chrome.choosePieces(settings.pieces, false);
  reportStorage(app, t, corrupt, lost);
  // A link (docs/app.md "Links") shows its game in place of the saved one, which is kept.
  const link = readLink(location.hash);
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  // (Any other fragment, a link another mode reads, opens what it links to, not the choice.)
  const ownLink = link ? app.links.isPartOf(link, state.game) : location.hash.length <= 1;
  if (link) chrome.openLink(link, nav?.type === 'reload' || nav?.type === 'back_forward');
  // A first visit chooses how to play (start.ts); another's link, or a game under way, is shown at
  // once (the address holds the game in play's own link after a visit to the rules pages).
  if (ownLink && isFirstVisit(app)) offerStart(app);
  app.refresh(false);
  // A correspondence link (`#corr=…`, modes/correspondence.ts): its game on a screen of its own,
  // at start and when such a link is opened in this tab.
  const correspondence = (): void => {
    const payload = correspondencePayload(location.hash);
    if (payload === null) return;
    app.modes.open('correspondence').then((m) => m.receive(payload)).catch((e: unknown) => app.notice(errorText(app.t, e)));
  };
  correspondence();
  window.addEventListener('hashchange', correspondence);
  // `#learn` opens the course (modes/course.ts).
  if (location.hash === '#learn') void app.modes.open('learn').catch((e: unknown) => app.notice(errorText(app.t, e)));
  offerUpdates(app);
  // Clocks, side names and hidden placement (modes/clock.ts): loaded when Settings opens, or at
  // start when options were chosen before.
  const clocks = (): void => { void app.modes.open('clock').catch(() => { /* offline without the chunk: no clock */ }); };
  $('settings').addEventListener('toggle', clocks, { once: true });
  if (storageAvailable() && localStorage.getItem('sittuyin.clock-options')) clocks();
  app.librarySoon();
}

void main();
