// The play screen (the base mode, always mounted): the game's buttons (undo, redo, flip, resign,
// draw offers, hint, analysis, set-ups), the result box, the move box and the arrow keys, and the
// FEN / PGN panel (copy, share, download, load, recent games).
import { Game, presets } from '../../lib/game.js';
import type { RulesName } from '../../lib/types.js';
import type { AppContext } from '../context.ts';
import { endingOf, other } from '../state.ts';
import { loadRecent } from '../storage.ts';
import { $, announce, errorText, statusText } from '../view.ts';

let controller: AbortController | null = null;

export function mount(ctx: AppContext): void {
  controller = new AbortController();
  const on = (id: string, type: string, fn: (e: Event) => void): void => $(id).addEventListener(type, fn, { signal: controller?.signal });
  wireResult(ctx, on);
  wireGame(ctx, on);
  wireResign(ctx, on);
  wireDraw(ctx, on);
  wireMoveInput(ctx, on, controller.signal);
  wireImport(ctx, on);
  wireExport(ctx, on);
}

export function unmount(): void {
  controller?.abort();
  controller = null;
}

type On = (id: string, type: string, fn: (e: Event) => void) => void;

function newGame(ctx: AppContext): void {
  ctx.replaceUndoable({ rules: ctx.state.rules }, ctx.t.messages.newGame, ctx.t.messages.newGame);
}

function wireResult(ctx: AppContext, on: On): void {
  const { state } = ctx;
  on('result-new', 'click', () => newGame(ctx));
  on('rematch', 'click', () => {
    // Against the computer the colours change sides.
    if (state.opponent !== 'none') {
      state.opponent = other(state.opponent);
      state.orientation = other(state.opponent);
    }
    newGame(ctx);
  });
  on('result-analyse', 'click', () => {
    $<HTMLInputElement>('analyse').checked = true;
    ctx.view(Math.max(0, state.game.ply - 1));
  });
}

function wireGame(ctx: AppContext, on: On): void {
  const { state } = ctx;
  on('undo', 'click', () => ctx.act(() => {
    const game = state.game;
    ctx.binding.view(null);
    state.drawOffer = null;
    ctx.plans.clear();
    game.undo();
    // against the computer, take back its reply too
    if (state.opponent !== 'none' && game.turn === state.opponent && game.ply > 0) game.undo();
    announce(ctx.t.messages.takenBack);
  }));
  on('redo', 'click', () => ctx.act(() => {
    ctx.binding.view(null);
    state.game.redo();
  }));
  on('flip', 'click', () => ctx.act(() => { state.orientation = other(state.orientation); }));
  // From an earlier position back to the game (the End key's work, for a touch screen).
  on('back-to-game', 'click', () => ctx.view(null));
  on('hint-button', 'click', () => ctx.computer.hint());
  on('analyse', 'change', () => ctx.computer.update());
  on('random-setup', 'click', () => ctx.plans.choose(null));
  // The review is a mode of its own (www/app/review/), loaded on the first press.
  on('review-open', 'click', () => {
    ctx.modes.open('review').then((m) => m.start()).catch((e: unknown) => {
      $('move-error').textContent = errorText(ctx.t, e);
    });
  });
  // The trainer is a mode of its own, loaded when the panel opens (or at the latest on Start).
  on('trainer', 'toggle', () => { void ctx.modes.load('trainer').catch(() => { /* said on Start */ }); });
  // A game by link with a friend far away: a mode of its own (modes/correspondence.ts).
  on('correspondence-open', 'click', () => { ctx.modes.open('correspondence').then((m) => m.start()).catch((e: unknown) => ctx.notice(errorText(ctx.t, e))); });
  // The board editor is a mode of its own (its chunk loads on the first click).
  on('edit-position', 'click', () => { ctx.modes.open('editor').then((m) => m.show()).catch((e: unknown) => ctx.notice(errorText(ctx.t, e))); });
  on('study-open', 'click', () => { ctx.modes.open('study').catch((e: unknown) => ctx.notice(errorText(ctx.t, e))); });
  on('trainer-start', 'click', () => {
    const ending = $<HTMLSelectElement>('trainer-ending').value;
    ctx.modes.open('trainer').then((m) => m.start(ending)).catch((e: unknown) => {
      $('trainer-text').textContent = errorText(ctx.t, e);
    });
  });
}

/** Resigning takes a second press within a few seconds (the button asks first). */
function wireResign(ctx: AppContext, on: On): void {
  const { state } = ctx;
  let confirmTimer = 0;
  const resignButton = $<HTMLButtonElement>('resign');
  const unconfirm = (): void => {
    clearTimeout(confirmTimer);
    resignButton.classList.remove('confirm');
    resignButton.textContent = ctx.t.ui.resign;
  };
  on('resign', 'blur', unconfirm);
  on('resign', 'click', () => {
    if (!resignButton.classList.contains('confirm')) {
      resignButton.classList.add('confirm');
      resignButton.textContent = ctx.t.ui.confirmResign;
      confirmTimer = window.setTimeout(unconfirm, 4000);
      return;
    }
    unconfirm();
    const game = state.game;
    const who = state.opponent !== 'none' ? other(state.opponent) : game.turn;
    const before = ctx.snapshot();
    ctx.act(() => {
      game.resign(who);
      announce(statusText(ctx.t, game, game.status()));
    });
    ctx.toast(ctx.t.messages.resigned(ctx.t.colors[who]), () => ctx.act(() => ctx.replace(before)));
  });
}

function wireDraw(ctx: AppContext, on: On): void {
  const { state } = ctx;
  on('draw', 'click', () => ctx.act(() => {
    const t = ctx.t;
    if (state.opponent !== 'none') {
      announce(t.messages.computerDeclines);
      ctx.toast(t.messages.computerDeclines, null);
    } else {
      state.drawOffer = state.game.turn;
      announce(t.status.drawOffer(t.colors[state.game.turn]));
    }
  }));
  on('accept-draw', 'click', () => ctx.act(() => {
    state.game.agreeDraw();
    state.drawOffer = null;
    announce(statusText(ctx.t, state.game, state.game.status()));
  }));
  on('decline-draw', 'click', () => ctx.act(() => {
    state.drawOffer = null;
    announce(ctx.t.messages.drawDeclined);
  }));
}

/** The move box (Enter plays the move typed) and the arrow keys (through the game). */
function wireMoveInput(ctx: AppContext, on: On, signal: AbortSignal): void {
  const { state } = ctx;
  const input = $<HTMLInputElement>('move-input');
  on('move-input', 'keydown', (e) => {
    if ((e as KeyboardEvent).key !== 'Enter') return;
    const text = input.value.trim();
    if (!text) return;
    ctx.act(() => {
      ctx.binding.view(null);
      if (state.opponent === state.game.turn) throw new Error(ctx.t.messages.computersTurn);
      ctx.playMove(text);
      input.value = '';
    });
  });
  document.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    const cur = ctx.binding.viewPly ?? state.game.ply;
    const keys: Record<string, number | null> = { ArrowLeft: cur - 1, ArrowRight: cur + 1, Home: 0, End: null };
    if (!(e.key in keys)) return;
    e.preventDefault();
    ctx.view(keys[e.key]);
  }, { signal });
}

/** Whether a text is a PGN game: tag pairs, or numbered moves. */
function looksLikePgn(text: string): boolean {
  return /^\s*\[\w+\s+"/.test(text) || /(^|\s)1\.\s*\S/.test(text);
}

/** Load FEN, Load PGN, and the recent games. */
function wireImport(ctx: AppContext, on: On): void {
  const { state } = ctx;
  const importText = $<HTMLTextAreaElement>('import-text');
  const load = (next: () => Parameters<AppContext['replace']>[0], said: () => string, after?: () => void): void => {
    try {
      ctx.replace(next());
      $('import-error').textContent = '';
      announce(said());
      after?.();
    } catch (e) {
      $('import-error').textContent = errorText(ctx.t, e);
    }
    ctx.refresh(false);
  };
  const loadPgn = (): void => load(() => {
    const g = Game.fromPgn(importText.value);
    try {
      const rules: RulesName = presets().some((p) => p.name === g.rules) ? g.rules : 'chessplayx';
      // The PGN's start position, moves and result (a resignation, a claim) as they are.
      return { fen: g.startFen(), rules, moves: g.history(), ending: endingOf(g) };
    } finally {
      g.free();
    }
  }, () => ctx.t.messages.gameLoaded, () => {
    const text = importText.value;
    // Comments, NAGs or variations: the whole tree opens in the study (modes/study.ts).
    if (/[{;($!?]/.test(text.replace(/^\s*\[.*\]\s*$/gm, ''))) void ctx.modes.open('study').then((s) => s.openPgn(text)).catch((e: unknown) => ctx.notice(errorText(ctx.t, e)));
    // A PGN played on the clock (TimeControl and [%clk]) brings its clocks (modes/clock.ts).
    if (!/\[TimeControl\s/.test(text) || !text.includes('[%clk')) return;
    void ctx.modes.open('clock').then((clock) => clock.restoreFromPgn(text)).catch(() => { /* offline: no clock */ });
  });
  on('load-pgn', 'click', loadPgn);
  on('load-fen', 'click', () => {
    load(() => ({ fen: importText.value.trim(), rules: state.rules }), () => ctx.t.messages.positionLoaded);
    if (!$('import-error').textContent || !looksLikePgn(importText.value)) return;
    // A game pasted into the FEN box: said in words, with the button that loads it.
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = ctx.t.ui.loadPgn;
    b.dataset.testid = 'load-as-pgn';
    b.addEventListener('click', loadPgn);
    $('import-error').replaceChildren(`${ctx.t.messages.looksLikePgn} `, b);
  });
  on('fen-pgn', 'toggle', () => ctx.persistence.renderRecent());
  on('open-recent', 'click', () => {
    const id = $<HTMLSelectElement>('recent').value;
    const saved = loadRecent().find((g) => g.id === id);
    if (!saved || id === state.id) return;
    ctx.replaceUndoable({ saved }, ctx.t.messages.gameLoaded);
    ctx.persistence.renderRecent();
  });
}

function wireExport(ctx: AppContext, on: On): void {
  on('copy-fen', 'click', () => void ctx.copy(ctx.state.game.fen()));
  on('copy-pgn', 'click', () => void ctx.copy(ctx.pgn()));
  on('share', 'click', () => void ctx.share());
  on('download-pgn', 'click', () => ctx.download('sittuyin.pgn', ctx.pgn()));
  on('download-gif', 'click', () => void downloadGif(ctx));
}

/** The game as an animated GIF (sittuyin/gif, loaded on first use), with the board's orientation
 * and piece set; a failure is said under the FEN / PGN panel. */
async function downloadGif(ctx: AppContext): Promise<void> {
  const button = $<HTMLButtonElement>('download-gif');
  button.disabled = true;
  try {
    const { renderGif } = await import('../../lib/gif.ts');
    const g = ctx.state.game;
    const bytes = await renderGif({ fen: g.startFen(), rules: g.rules, moves: g.history(), orientation: ctx.state.orientation, pieces: ctx.settings.pieces });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' }));
    a.download = 'sittuyin.gif';
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  } catch (e) {
    $('import-error').textContent = errorText(ctx.t, e);
  } finally {
    button.disabled = false;
  }
}
