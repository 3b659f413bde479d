// The start screen of a first visit: "Play the computer", "Play a friend" (on this device, or far
// away by link) or "Learn", over the
// play screen (which is drawn and ready beneath it, so the choice costs no wait). Shown when no
// game is under way and no choice was ever made (`sittuyin.start`); a returning user, or a link,
// goes straight to the game.
import type { AppContext } from './context.ts';
import { hasMode, type Mode } from './modes/index.ts';
import { $, announce, errorText } from './view.ts';

const SEEN_KEY = 'sittuyin.start';

/** Whether this is a first visit: no choice made before, and no game under way (none saved, or
 * one without a move: a visit that went to the rules pages and came back). */
export function isFirstVisit(ctx: AppContext): boolean {
  const game = ctx.state.game;
  if (game.ply > 0 || game.status().over) return false;
  try {
    return localStorage.getItem(SEEN_KEY) === null;
  } catch {
    // No storage at all: every visit looks like the first, and the choice is offered each time.
    return true;
  }
}

function remember(): void {
  try {
    localStorage.setItem(SEEN_KEY, '1');
  } catch { /* storage off: offered again next time */ }
}

/** The rules page in the user's language (each language but English has its own folder). */
export function rulesPage(lang: string | null | undefined): string {
  return !lang || lang === 'en' ? './rules/' : `./rules/${lang}/`;
}

/** The screen's words in the language in use (again after a language change). */
export function labelStart(ctx: AppContext): void {
  const t = ctx.t;
  $('start-computer-hint').textContent = t.ui.playComputerHint(t.colors.white);
}

/** Chooses the opponent as the header's menu does. */
function chooseOpponent(value: 'none' | 'black'): void {
  const menu = $<HTMLSelectElement>('opponent');
  menu.value = value;
  menu.dispatchEvent(new Event('change'));
}

/** Shows the start screen; the play screen beneath is inert until a choice is made. */
export function offerStart(ctx: AppContext): void {
  const start = $('start');
  const under = [$('play'), document.querySelector<HTMLElement>('main > .side')];
  const close = (): void => {
    remember();
    start.hidden = true;
    for (const el of under) if (el) el.inert = false;
  };
  labelStart(ctx);
  start.hidden = false;
  for (const el of under) if (el) el.inert = true;
  $('start-computer').addEventListener('click', () => {
    close();
    // The user plays the side that moves first, at the bottom; the computer answers (as chosen in
    // the header, which shows it).
    chooseOpponent('black');
    announce(ctx.t.ui.computerPlays(ctx.t.colors.black));
    $('board').focus({ preventScroll: true });
  }, { once: true });
  $('start-friend').addEventListener('click', () => {
    close();
    chooseOpponent('none');
    $('board').focus({ preventScroll: true });
  }, { once: true });
  $('start-link').addEventListener('click', () => {
    // A friend far away: a game by link (modes/correspondence.ts), on its own screen.
    close();
    ctx.modes.open('correspondence').then((m) => m.start()).catch((e: unknown) => ctx.notice(errorText(ctx.t, e)));
  }, { once: true });
  $('start-learn').addEventListener('click', () => {
    // The Learn course where the app has one (a mode named `learn`), else the rules pages.
    const name: string = 'learn';
    if (hasMode(name)) {
      close();
      ctx.modes.open(name).then((mod) => (mod as Mode & { show?: () => void }).show?.()).catch(() => location.assign(rulesPage(ctx.settings.lang)));
    } else {
      location.assign(rulesPage(ctx.settings.lang));
    }
  });
  $('start-computer').focus({ preventScroll: true });
}
