// The app's core: the state store (state.ts) and everything drawn from it (the board through the
// package's binding, the view, the computer, set-ups, persistence, the address's link), and the
// functions every mode changes it through (context.ts). The controls are wired by chrome.ts (the
// header, the page) and the modes (modes/).
import { Game } from '../lib/game.js';
import { BoardBinding } from '../lib/binding.js';
import type { Move, Reason, RulesName } from '../lib/types.js';
import { stringsFor, type Strings } from '../i18n/index.ts';
import { AppState, endingOf } from './state.ts';
import type { Settings } from './storage.ts';
import { Computer, scoreText, whiteShare } from './computer.ts';
import { SetupPlans } from './placement.ts';
import { Persistence } from './persistence.ts';
import { $, announce, countText, drawButtonText, errorText, placeToast, renderClaims, statusText, viewingText } from './view.ts';
import { MoveList } from './movelist.ts';
import { LinkWriter, isLinkFragment } from './link.ts';
import { Modes } from './modes/index.ts';
import { sideNames, withSideNames } from './names.ts';
import type { AppContext, NextGame, NoticeAction } from './context.ts';

/** The length of an address from which it is written when the page is idle (about 800 plies). */
const LONG_LINK = 4096;

/** The settings around a game that a game of its own (the trainer's) may set for itself only. */
type GameSettings = Required<Pick<NextGame, 'opponent' | 'level' | 'orientation'>>;

export function download(name: string, text: string, type = 'application/x-chess-pgn'): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

export class App implements AppContext {
  readonly state: AppState;
  readonly settings: Settings;
  /** The language's table; `t` is it with the sides' names in use (names.ts). */
  #strings: Strings;
  readonly binding: BoardBinding;
  readonly computer: Computer;
  readonly plans: SetupPlans;
  readonly persistence: Persistence;
  readonly modes: Modes;
  /** Input is ignored while a change is being applied. */
  #applying = false;
  /** The move list, extended move by move. */
  readonly moves = new MoveList($('moves'), (ply) => this.view(ply));
  #toastTimer = 0;
  toastUndo: (() => void) | null = null;
  #copiedTimer = 0;
  /** The address's fragment kept in step with the game (after the paint, like the save). */
  readonly links = new LinkWriter((rules) => {
    const g = new Game({ rules: rules as RulesName });
    try {
      return g.startFen();
    } finally {
      g.free();
    }
  });
  #linkPending = false;
  /** The fragment this page wrote last (a hashchange to it is not a new link). */
  linkWritten = '';
  readonly download = download;

  constructor(state: AppState, settings: Settings) {
    this.state = state;
    this.settings = settings;
    this.#strings = stringsFor(settings.lang);
    this.binding = this.#makeBinding();
    this.computer = this.#makeComputer();
    this.plans = new SetupPlans({
      state,
      binding: this.binding,
      strings: () => this.t,
      playMove: (uci, speak) => this.playMove(uci, speak),
      act: (fn) => this.act(fn),
    });
    this.persistence = new Persistence({
      state,
      strings: () => this.t,
      notice: (text) => this.notice(text),
      replace: (saved) => {
        this.replace({ saved });
        this.refresh(false);
      },
    });
    this.modes = new Modes(this);
  }

  /** The strings in use: the language's, with the sides named as the preset or the user says. */
  get t(): Strings {
    return withSideNames(this.#strings, sideNames(this.state.rules));
  }

  /** Another language's table. */
  set t(table: Strings) {
    this.#strings = table;
  }

  /** Called at the start of every redraw (chrome.ts relabels the page when the strings changed:
   * another language, or other side names under another preset). */
  beforeRefresh: (() => void) | null = null;

  #makeBinding(): BoardBinding {
    const { state } = this;
    return new BoardBinding(
      { canvas: $<HTMLCanvasElement>('board'), trays: { white: $('reserve-white'), black: $('reserve-black') }, frame: $('play') },
      {
        game: state.game,
        orientation: state.orientation,
        movable: state.movable,
        strings: this.t,
        sound: this.settings.sound,
        onMove: (move) => this.#moved(move),
        onHover: (text) => {
          if (this.binding.viewPly === null) $('hint').textContent = text ?? '';
        },
      },
    );
  }

  #makeComputer(): Computer {
    const { state } = this;
    return new Computer({
      state,
      binding: this.binding,
      strings: () => this.t,
      play: (uci) => this.act(() => this.playMove(uci)),
      // On the computer's turn the status line says that it is thinking; the message line keeps
      // the rest (a hint being searched, the hint).
      say: (text) => { $('hint').textContent = text === this.t.status.thinking && state.computerToMove ? '' : text; },
      error: (text) => { $('move-error').textContent = text; },
      announce,
      analysisOn: () => $<HTMLInputElement>('analyse').checked,
      showAnalysis: (visible, info) => {
        $('analysis').hidden = !visible;
        if (!info) return;
        $('eval-text').textContent = scoreText(info.score, info.turn);
        $('eval-fill').style.width = `${(whiteShare(info.score, info.turn) * 100).toFixed(1)}%`;
        $('pv-text').textContent = info.line;
      },
      showTablebase: (text) => {
        $('tb-text').hidden = text === null;
        $('tb-text').textContent = text ?? '';
      },
      engineFailed: (retry) => {
        // Said once while it stands (the notice is an alert: not announced again on every redraw).
        if (!$('notice').hidden && $('notice').querySelector('[data-testid="engine-retry"]')) return;
        this.#renderStatus();
        this.notice(this.t.messages.engineStopped, [
          { label: this.t.ui.retry, testid: 'engine-retry', run: () => { retry(); this.#renderStatus(); } },
          { label: this.t.ui.playOnTwo, testid: 'engine-two-players', run: () => this.act(() => { this.computer.reset(); this.state.opponent = 'none'; this.syncControls(); }) },
        ]);
      },
    });
  }

  /** After a move made on the board. */
  #moved(move: Move): void {
    this.#afterMove(move, true);
    // The binding has drawn the move already; the board is drawn again only if a set-up moved on.
    const placed = this.plans.autoPlace();
    this.refresh(true, !placed);
  }

  #afterMove(move: Move, speak: boolean): void {
    const { game } = this.state;
    // A draw offer stands until the side it was offered to moves (and so declines it).
    if (this.state.drawOffer && move.color !== this.state.drawOffer) this.state.drawOffer = null;
    $('move-error').textContent = '';
    const st = game.status();
    if (speak) announce(`${this.t.colors[move.color]} ${move.san}${st.over ? `. ${statusText(this.t, game, st)}` : ''}`);
  }

  playMove(text: string, speak = true): Move {
    const m = this.state.game.play(text);
    this.#afterMove(m, speak);
    return m;
  }

  act(fn: () => void): void {
    if (this.#applying) return;
    this.#applying = true;
    try {
      fn();
      this.plans.autoPlace();
    } catch (e) {
      $('move-error').textContent = errorText(this.t, e);
    } finally {
      this.#applying = false;
    }
    this.refresh();
  }

  refresh(animate = true, boardDrawn = false): void {
    this.beforeRefresh?.();
    const { state, binding } = this;
    const changed = binding.movable !== state.movable || binding.orientation !== state.orientation;
    binding.setMovable(state.movable);
    binding.setOrientation(state.orientation);
    if (!boardDrawn && !changed) binding.render(animate);
    this.#renderStatus();
    this.plans.render();
    $('fen').textContent = state.game.fen();
    this.moves.update(state.game, binding.viewPly ?? state.game.ply, this.t);
    this.persistence.saveSoon();
    this.#linkSoon();
    this.computer.update();
    this.modes.update();
    if (document.body.dataset.ready !== '1') performance.mark('sittuyin:interactive');
    document.body.dataset.ready = '1';
  }

  /** The status line, the count, claims, the result box and the buttons that depend on them. */
  #renderStatus(): void {
    const { state, t } = this;
    const game = state.game;
    const viewPly = this.binding.viewPly;
    const st = game.status();
    // A computer whose engine failed is not "thinking" (nor asks the user to place its pieces).
    $('status').textContent = state.opponent !== 'none' && this.computer.failed && !st.over
      ? `${t.status.toMove(t.colors[game.turn])} · ${t.messages.computerStopped}`
      : statusText(t, game, st, state.orientation, state.opponent === 'none' ? null : state.opponent);
    // Once the game is over the result box says it (with its buttons), once.
    $('status-row').hidden = st.over;
    const count = countText(t, st);
    $('count').hidden = count === null;
    $('count').textContent = count ?? '';
    renderClaims($('claims'), viewPly === null && !st.over ? st.claimable : [], t, (reason) => this.claim(reason));
    $('result').hidden = !st.over;
    $('result-text').textContent = st.over ? statusText(t, game, st) : '';
    $('hint').textContent = viewPly !== null ? viewingText(t, viewPly, game.ply) : '';
    $('back-to-game').hidden = viewPly === null;
    $<HTMLButtonElement>('undo').disabled = game.ply === 0 && !st.over;
    $<HTMLButtonElement>('redo').disabled = !game.canRedo();
    $<HTMLButtonElement>('resign').disabled = st.over;
    this.#renderDrawOffer(st.over);
  }

  /** A draw offer (two players) is said beside the buttons from the moment it is made; once the
   * offering side has moved, the other side gets Accept and Decline there, and the Offer draw
   * button, which has nothing to do then, is hidden. */
  #renderDrawOffer(over: boolean): void {
    const { state, t } = this;
    const offer = over || state.opponent !== 'none' ? null : state.drawOffer;
    const answering = offer !== null && offer !== state.game.turn;
    const draw = $<HTMLButtonElement>('draw');
    draw.disabled = over || state.drawOffer !== null;
    draw.textContent = drawButtonText(t, state.drawOffer, state.game.turn);
    draw.hidden = answering;
    $('offer').hidden = offer === null;
    $('accept-draw').hidden = !answering;
    $('decline-draw').hidden = !answering;
    if (offer) $('offer-text').textContent = t.status.drawOffer(t.colors[offer]);
  }

  /** Writes the game into the address's fragment after the next paint (no history entry). */
  #linkSoon(): void {
    if (this.#linkPending) return;
    this.#linkPending = true;
    // A long game's address (tens of kilobytes) costs the browser milliseconds to take: it is
    // written when the page is idle, once for a burst of moves (and at once when the page hides).
    if (this.linkWritten.length > LONG_LINK && typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => this.writeLink(), { timeout: 1000 });
    } else {
      requestAnimationFrame(() => setTimeout(() => this.writeLink(), 0));
    }
  }

  writeLink(): void {
    if (!this.#linkPending) return;
    this.#linkPending = false;
    // A fragment that is not a link (an anchor someone wrote) is left alone.
    if (!isLinkFragment(location.hash)) return;
    const fragment = this.links.fragment(this.state.game, this.binding.viewPly);
    if (fragment === this.linkWritten && location.hash === fragment) return;
    this.linkWritten = fragment;
    history.replaceState(history.state, '', fragment);
  }

  /** The link to the game and the position shown. */
  linkUrl(): string {
    return `${location.href.split('#')[0]}${this.links.fragment(this.state.game, this.binding.viewPly)}`;
  }

  async share(): Promise<void> {
    const url = this.linkUrl();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title: this.t.ui.pageTitle });
        return;
      } catch (e) {
        // Closed by the user: nothing to do; refused (no share target): the clipboard.
        if ((e as Error)?.name === 'AbortError') return;
      }
    }
    await this.copy(url);
  }

  notice(text: string, actions: NoticeAction[] = []): void {
    const n = $('notice');
    n.textContent = text;
    for (const a of actions) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = a.label;
      b.dataset.testid = a.testid;
      b.style.marginInlineStart = '.6rem';
      b.addEventListener('click', () => {
        n.hidden = true;
        n.replaceChildren();
        a.run();
      });
      n.append(' ', b);
    }
    n.hidden = false;
  }

  view(ply: number | null): void {
    this.binding.view(ply);
    this.refresh(false);
  }

  claim(reason: Reason): void {
    this.act(() => {
      this.state.game.claimDraw(reason);
      announce(statusText(this.t, this.state.game, this.state.game.status()));
    });
  }

  snapshot(): NextGame {
    const { state } = this;
    const g = state.game;
    return { fen: g.startFen(), rules: g.rules, moves: g.history(), ending: endingOf(g), opponent: state.opponent, level: state.level, orientation: state.orientation };
  }

  /** The opponent, level and orientation before a game that set its own for itself only, and
   * those it set (a setting the user changed since is the user's, and stays). */
  #settingsBefore: { before: GameSettings; set: GameSettings } | null = null;

  replace(next: NextGame): void {
    const { state } = this;
    // A new game starts the computer afresh: no search, failure or hint of the old one is kept.
    this.computer.reset();
    if (next.saved) state.adopt(next.saved);
    else state.replaceGame(next.fen, next.rules ?? state.rules, next.moves ?? [], next.ending ?? null);
    const kept = this.#settingsBefore;
    const now: GameSettings = { opponent: state.opponent, level: state.level, orientation: state.orientation };
    // The settings from before a game of its own come back, but not one the user changed since
    // (after a training game, "Two players" then a clock is a game of two players).
    const before: GameSettings | null = kept && {
      opponent: now.opponent === kept.set.opponent ? kept.before.opponent : now.opponent,
      level: now.level === kept.set.level ? kept.before.level : now.level,
      orientation: now.orientation === kept.set.orientation ? kept.before.orientation : now.orientation,
    };
    const settings = before && !next.saved ? { ...before, ...next } : next;
    if (settings.opponent !== undefined) state.opponent = settings.opponent;
    if (settings.level !== undefined) state.level = settings.level;
    if (settings.orientation !== undefined) state.orientation = settings.orientation;
    // (A training game after another keeps the settings from before the first.)
    this.#settingsBefore = next.thisGameOnly
      ? { before: before ?? now, set: { opponent: state.opponent, level: state.level, orientation: state.orientation } }
      : null;
    this.plans.clear();
    this.binding.setGame(state.game);
    if (next.view !== undefined && next.view !== null) this.binding.view(next.view);
    this.syncControls();
    this.librarySoon();
  }

  /** Copies the kept games (the game in play, the recent games) into the game library when the
   * page is idle (the replaced game is among the recent games after the next save). */
  librarySoon(): void {
    const run = (): void => {
      void import('./library/store.ts').then((m) => m.sync()).catch(() => { /* no IndexedDB: the library says so when opened */ });
    };
    setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : run()), 1000);
  }

  replaceUndoable(next: NextGame, message: string, spoken?: string): void {
    const before = this.snapshot();
    const started = this.state.game.ply > 0 || this.state.game.status().over;
    let replaced = false;
    this.act(() => {
      this.replace(next);
      replaced = true;
      if (spoken) announce(spoken);
    });
    if (!replaced) return;
    if (started) this.toast(message, () => this.act(() => this.replace(before)));
    // A toast still up (another preset a moment ago) says what is now in play; its Undo still
    // brings back the game before.
    else if (!$('toast').hidden) this.toast(message, this.toastUndo);
  }

  toast(text: string, undo: (() => void) | null): void {
    $('toast-text').textContent = text;
    $('toast-undo').hidden = undo === null;
    this.toastUndo = undo;
    $('toast').hidden = false;
    placeToast($('toast'), $('play'), document.querySelector<HTMLElement>('main > .side') ?? $('play'));
    clearTimeout(this.#toastTimer);
    this.#toastTimer = window.setTimeout(() => this.hideToast(), 8000);
  }

  hideToast(): void {
    $('toast').hidden = true;
    this.toastUndo = null;
  }

  /** The header's controls show the state (after a restore or a rematch). */
  syncControls(): void {
    const { state, t } = this;
    $<HTMLSelectElement>('rules').value = state.rules;
    $<HTMLSelectElement>('opponent').value = state.opponent;
    $<HTMLSelectElement>('level').value = String(state.level);
    // Written only when it changes (the same text written again would be painted again).
    const desc = t.presets[state.rules]?.description ?? '';
    if ($('rules-desc').textContent !== desc) $('rules-desc').textContent = desc;
  }

  pgn(): string {
    const { state, t } = this;
    const player = (color: 'white' | 'black'): string => (state.opponent === color ? t.ui.computer(state.level) : t.ui.you);
    const d = new Date();
    const date = `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
    const pgn = state.game.pgn({
      event: `Sittuyin — ${t.presets[state.rules]?.name ?? state.rules}`,
      site: location.host || 'Sittuyin',
      date,
      white: state.opponent === 'none' ? t.colors.white : player('white'),
      black: state.opponent === 'none' ? t.colors.black : player('black'),
    });
    // A game played on the clock: its TimeControl tag and [%clk] comments (modes/clock.ts).
    return this.modes.mounted('clock')?.withClocks(pgn) ?? pgn;
  }

  async copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      // role="status": said by screen readers, and seen beside the buttons for a moment.
      const copied = $('copied');
      copied.textContent = `✓ ${this.t.messages.copied}`;
      clearTimeout(this.#copiedTimer);
      this.#copiedTimer = window.setTimeout(() => { copied.textContent = ''; }, 2500);
    } catch {
      const box = $<HTMLTextAreaElement>('import-text');
      box.value = text;
      box.select();
    }
  }
}
