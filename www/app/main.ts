// The app: wires the state (state.ts), the board (through the package's binding), the view
// (view.ts), the computer (computer.ts), set-ups (placement.ts), the trainer (trainer.ts) and
// persistence (persistence.ts) to the page's controls.
import { init, Game, presets } from '../lib/game.js';
import { setWorkerFactory } from '../lib/engine.js';
import { BoardBinding, PIECE_SETS, adoptBoardStyles, useMyanmarFont } from '../lib/binding.js';
import type { Color, Move, Reason, RulesName } from '../lib/types.js';
import { LANGS, LANGUAGE_NAMES, loadStrings, pickLanguage, stringsFor, type Strings } from '../i18n/index.ts';
import { AppState, endingOf, other, type Opponent } from './state.ts';
import { KEY, loadRecent, loadSettings, saveSettings, storageAvailable, type Ending, type Settings } from './storage.ts';
import { Computer, scoreText, whiteShare } from './computer.ts';
import { SetupPlans } from './placement.ts';
import { Trainer } from './trainer.ts';
import { Persistence } from './persistence.ts';
import { registerServiceWorker } from './update.ts';
import { loadPieceSet } from '../board/pieces/index.ts';
import { $, announce, countText, drawButtonText, errorText, localize, placeToast, renderClaims, statusText } from './view.ts';
import { MoveList } from './movelist.ts';
import { LinkWriter, isLinkFragment, readLink, type Link } from './link.ts';


/** Everything needed to bring a game back (the undo of a toast). */
interface Snapshot {
  rules: RulesName;
  startFen: string;
  moves: string[];
  ending: Ending;
  opponent: Opponent;
  level: number;
  orientation: Color;
}

/** The length of an address from which it is written when the page is idle (about 800 plies). */
const LONG_LINK = 4096;

class App {
  readonly state: AppState;
  readonly binding: BoardBinding;
  readonly computer: Computer;
  readonly settings: Settings;
  t: Strings;
  /** Input is ignored while a change is being applied. */
  #applying = false;
  readonly plans: SetupPlans;
  readonly trainer: Trainer;
  readonly persistence: Persistence;
  /** The move list, extended move by move. */
  readonly moves = new MoveList($('moves'), (ply) => this.view(ply));
  #toastTimer = 0;
  #toastUndo: (() => void) | null = null;
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
  #linkWritten = '';

  constructor(state: AppState, settings: Settings) {
    this.state = state;
    this.settings = settings;
    this.t = stringsFor(settings.lang);
    this.binding = new BoardBinding(
      { canvas: $<HTMLCanvasElement>('board'), trays: { white: $('reserve-white'), black: $('reserve-black') }, frame: $('play') },
      {
        game: state.game,
        orientation: state.orientation,
        movable: state.movable,
        strings: this.t,
        sound: settings.sound,
        onMove: (move) => this.#moved(move),
        onHover: (text) => {
          if (this.binding.viewPly === null) $('hint').textContent = text ?? '';
        },
      },
    );
    this.computer = new Computer({
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
        this.notice(this.t.messages.engineStopped, [
          { label: this.t.ui.retry, testid: 'engine-retry', run: retry },
          { label: this.t.ui.playOnTwo, testid: 'engine-two-players', run: () => this.act(() => { this.computer.reset(); this.state.opponent = 'none'; this.#syncControls(); }) },
        ]);
      },
    });
    this.plans = new SetupPlans({
      state,
      binding: this.binding,
      strings: () => this.t,
      playMove: (uci, speak) => this.playMove(uci, speak),
      act: (fn) => this.act(fn),
    });
    this.trainer = new Trainer({ state, strings: () => this.t, startGame: (fen) => this.#startTraining(fen) });
    this.persistence = new Persistence({
      state,
      strings: () => this.t,
      notice: (text) => this.notice(text),
      adopted: () => {
        this.plans.clear();
        this.binding.setGame(this.state.game);
        this.#syncControls();
        this.refresh(false);
      },
    });
  }

  /** The trainer's game: from `fen`, the computer defending Black at full strength (undoable). */
  #startTraining(fen: string): void {
    const before = this.#snapshot();
    const started = this.state.game.ply > 0;
    this.act(() => {
      this.state.replaceGame(fen, 'chessplayx');
      this.state.opponent = 'black';
      this.state.level = 8;
      this.state.orientation = 'white';
      this.plans.clear();
      this.binding.setGame(this.state.game);
      this.#syncControls();
    });
    if (started) this.toast(this.t.trainer.title, () => this.act(() => this.#restore(before)));
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

  /** Plays a move (UCI or SAN) in the live game. */
  playMove(text: string, speak = true): Move {
    const m = this.state.game.play(text);
    this.#afterMove(m, speak);
    return m;
  }

  /** Runs a change once (input is ignored meanwhile), shows its error, then redraws. */
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

  /** Draws everything from the state, saves it, and lets the computer act. */
  refresh(animate = true, boardDrawn = false): void {
    const { state, binding, t } = this;
    const game = state.game;
    const changed = binding.movable !== state.movable || binding.orientation !== state.orientation;
    binding.setMovable(state.movable);
    binding.setOrientation(state.orientation);
    if (!boardDrawn && !changed) binding.render(animate);
    const viewPly = binding.viewPly;
    const st = game.status();
    $('status').textContent = statusText(t, game, st, state.orientation, state.opponent === 'none' ? null : state.opponent);
    // Once the game is over the result box says it (with its buttons), once.
    $('status-row').hidden = st.over;
    const count = countText(t, st);
    $('count').hidden = count === null;
    $('count').textContent = count ?? '';
    renderClaims($('claims'), viewPly === null && !st.over ? st.claimable : [], t, (reason) => this.claim(reason));
    $('result').hidden = !st.over;
    $('result-text').textContent = st.over ? statusText(t, game, st) : '';
    $('hint').textContent = viewPly !== null ? t.status.viewing(viewPly, game.ply) : '';
    $<HTMLButtonElement>('undo').disabled = game.ply === 0 && !st.over;
    $<HTMLButtonElement>('redo').disabled = !game.canRedo();
    $<HTMLButtonElement>('resign').disabled = st.over;
    const draw = $<HTMLButtonElement>('draw');
    draw.disabled = st.over || state.drawOffer !== null;
    draw.textContent = drawButtonText(t, state.drawOffer, game.turn);
    const offered = state.drawOffer !== null && state.drawOffer !== game.turn && !st.over && state.opponent === 'none';
    $('offer').hidden = !offered;
    if (offered && state.drawOffer) $('offer-text').textContent = t.status.drawOffer(t.colors[state.drawOffer]);
    this.plans.render();
    $('fen').textContent = game.fen();
    this.moves.update(game, viewPly ?? game.ply, t);
    this.persistence.saveSoon();
    this.#linkSoon();
    this.computer.update();
    this.trainer.update();
    if (document.body.dataset.ready !== '1') performance.mark('sittuyin:interactive');
    document.body.dataset.ready = '1';
  }

  /** Writes the game into the address's fragment after the next paint (no history entry). */
  #linkSoon(): void {
    if (this.#linkPending) return;
    this.#linkPending = true;
    // A long game's address (tens of kilobytes) costs the browser milliseconds to take: it is
    // written when the page is idle, once for a burst of moves (and at once when the page hides).
    if (this.#linkWritten.length > LONG_LINK && typeof requestIdleCallback === 'function') {
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
    if (fragment === this.#linkWritten && location.hash === fragment) return;
    this.#linkWritten = fragment;
    history.replaceState(history.state, '', fragment);
  }

  /** The link to the game and the position shown. */
  linkUrl(): string {
    return `${location.href.split('#')[0]}${this.links.fragment(this.state.game, this.binding.viewPly)}`;
  }

  /** Opens a link's game in place of the game in play (which goes to the recent games, and comes
   * back from the toast's Undo); a link to the game in play only moves to its ply. A bad link is
   * refused with the rules core's reason, and the game in play stays. */
  openLink(link: Link, reloaded = false): void {
    const { state, t } = this;
    // The game in play or an earlier position of it: only the ply shown changes, and no move is
    // lost or replayed. A reload whose address was written before the last moves (reloaded at
    // once after a move) shows the game at its end, as it was.
    if (this.links.isPartOf(link, state.game)) {
      const lagging = reloaded && link.moves.length < state.game.ply;
      const ply = lagging ? state.game.ply : Math.min(link.ply ?? link.moves.length, link.moves.length);
      this.view(ply < state.game.ply ? ply : null);
      return;
    }
    let g: Game;
    try {
      // The rules core refuses unknown rules (ERR_RULES, naming the presets) as it refuses a FEN.
      g = new Game({ fen: link.fen, rules: (link.rules ?? 'chessplayx') as RulesName, moves: link.moves });
    } catch (e) {
      this.notice(t.messages.linkRefused(errorText(t, e)));
      // The address shows the game kept from now on.
      this.#linkWritten = '';
      this.refresh(false);
      return;
    }
    const fen = g.startFen();
    const rules = g.rules;
    g.free();
    const view = link.ply !== undefined && link.ply < link.moves.length ? link.ply : null;
    const before = this.#snapshot();
    const started = state.game.ply > 0 || state.game.status().over;
    this.act(() => {
      this.computer.reset();
      state.replaceGame(fen, rules, link.moves);
      // A shared game is looked at and played on by both sides here, not by the computer.
      state.opponent = 'none';
      this.plans.clear();
      this.binding.setGame(state.game);
      this.binding.view(view);
      this.#syncControls();
      announce(t.messages.linkOpened);
    });
    if (started) this.toast(t.messages.linkOpened, () => this.act(() => this.#restore(before)));
  }

  /** Shares the link: the phone's share sheet where there is one, else the clipboard. */
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

  /** A message above the board; `actions` are buttons in it (each also closes the message). */
  notice(text: string, actions: { label: string; testid: string; run: () => void }[] = []): void {
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

  #snapshot(): Snapshot {
    const { state } = this;
    const g = state.game;
    return { rules: g.rules, startFen: g.startFen(), moves: g.history(), ending: endingOf(g), opponent: state.opponent, level: state.level, orientation: state.orientation };
  }

  #restore(s: Snapshot): void {
    const { state } = this;
    this.computer.reset();
    state.replaceGame(s.startFen, s.rules, s.moves, s.ending);
    state.opponent = s.opponent;
    state.level = s.level;
    state.orientation = s.orientation;
    this.plans.clear();
    this.binding.setGame(state.game);
    this.#syncControls();
  }

  /** Starts a new game with the current controls; the old one can be brought back from the toast. */
  newGame(rules: RulesName, message: string): void {
    const before = this.#snapshot();
    const started = this.state.game.ply > 0 || this.state.game.status().over;
    this.act(() => {
      // A new game starts the computer afresh: no search, failure or hint of the old one is kept.
      this.computer.reset();
      this.state.replaceGame(undefined, rules);
      this.plans.clear();
      this.binding.setGame(this.state.game);
      this.#syncControls();
      announce(message);
    });
    if (started) this.toast(message, () => this.act(() => this.#restore(before)));
    // A toast still up (another preset a moment ago) says what is now in play; its Undo still
    // brings back the game before.
    else if (!$('toast').hidden) this.toast(message, this.#toastUndo);
  }

  /** A message at the bottom of the page, with an Undo button for a few seconds. */
  toast(text: string, undo: (() => void) | null): void {
    $('toast-text').textContent = text;
    $('toast-undo').hidden = undo === null;
    this.#toastUndo = undo;
    $('toast').hidden = false;
    placeToast($('toast'), $('play'), document.querySelector<HTMLElement>('main > .side') ?? $('play'));
    clearTimeout(this.#toastTimer);
    this.#toastTimer = window.setTimeout(() => this.#hideToast(), 8000);
  }

  #hideToast(): void {
    $('toast').hidden = true;
    this.#toastUndo = null;
  }

  /** The header's controls show the state (after a restore or a rematch). */
  #syncControls(): void {
    const { state, t } = this;
    $<HTMLSelectElement>('rules').value = state.rules;
    $<HTMLSelectElement>('opponent').value = state.opponent;
    $<HTMLSelectElement>('level').value = String(state.level);
    // Written only when it changes (the same text written again would be painted again).
    const desc = t.presets[state.rules]?.description ?? '';
    if ($('rules-desc').textContent !== desc) $('rules-desc').textContent = desc;
  }

  /** Counts piece-set choices: the last one wins, and only its failure is said. */
  #piecesRequest = 0;
  /** The set the menu shows: the last asked for, or the one shown after a failure. */
  #piecesWanted: Settings['pieces'] | null = null;

  /** Draws the pieces with `name`. A set that cannot load (offline without the service worker)
   * leaves the menu on the set shown and says why; a choice made here also goes back in the
   * settings, while the saved preference read at start is kept for the next visit. */
  choosePieces(name: Settings['pieces'], chosen: boolean): void {
    const mine = ++this.#piecesRequest;
    this.#piecesWanted = name;
    if (chosen) {
      this.settings.pieces = name;
      saveSettings(this.settings);
    }
    this.binding.setPieceSet(name).catch(() => {
      if (mine !== this.#piecesRequest) return;
      const shown = this.binding.pieceSet;
      this.#piecesWanted = shown;
      $<HTMLSelectElement>('pieces').value = shown;
      if (chosen) {
        this.settings.pieces = shown;
        saveSettings(this.settings);
      }
      this.notice(this.t.messages.piecesFailed(this.t.ui.pieceSets[name] ?? name));
    });
  }

  /** Writes every label in the current language (at start and after a language change). */
  relabel(): void {
    const { t } = this;
    document.documentElement.lang = this.settings.lang ?? 'en';
    if (this.settings.lang === 'my') useMyanmarFont();
    localize(t);
    const rulesSel = $<HTMLSelectElement>('rules');
    rulesSel.replaceChildren(...presets().map(({ name, description }) => {
      const o = new Option(t.presets[name]?.name ?? name, name);
      o.title = t.presets[name]?.description ?? description;
      return o;
    }));
    const opponentSel = $<HTMLSelectElement>('opponent');
    opponentSel.options[1].text = t.ui.computerPlays(t.colors.white);
    opponentSel.options[2].text = t.ui.computerPlays(t.colors.black);
    const levelSel = $<HTMLSelectElement>('level');
    levelSel.replaceChildren(...Array.from({ length: 8 }, (_, i) => new Option(t.ui.levelN(i + 1), String(i + 1))));
    $<HTMLSelectElement>('trainer-ending').replaceChildren(...['KRK', 'KFRK', 'KFSK', 'KFNK', 'KSK'].map((e) => new Option(t.trainer.endings[e] ?? e, e)));
    $<HTMLSelectElement>('pieces').replaceChildren(...PIECE_SETS.map((name) => new Option(t.ui.pieceSets[name] ?? name, name)));
    $<HTMLSelectElement>('lang').replaceChildren(...LANGS.map((code) => new Option(LANGUAGE_NAMES[code], code)));
    $<HTMLSelectElement>('lang').value = this.settings.lang ?? 'en';
    $<HTMLSelectElement>('pieces').value = this.#piecesWanted ?? this.settings.pieces;
    $<HTMLInputElement>('sound').checked = this.settings.sound;
    $('setup-list').replaceChildren();
    this.binding.setStrings(t);
    this.#syncControls();
  }

  wire(): void {
    const { state } = this;
    const t = (): Strings => this.t;
    const rulesSel = $<HTMLSelectElement>('rules');
    const opponentSel = $<HTMLSelectElement>('opponent');
    const levelSel = $<HTMLSelectElement>('level');
    this.relabel();

    $('lang').addEventListener('change', async () => {
      const lang = $<HTMLSelectElement>('lang').value;
      this.settings.lang = lang;
      saveSettings(this.settings);
      // Each language but English is a chunk of its own, loaded on first use.
      const table = await loadStrings(lang).catch(() => stringsFor(lang));
      if (this.settings.lang !== lang) return; // another language was chosen meanwhile
      this.t = table;
      this.relabel();
      this.refresh(false);
    });
    $('pieces').addEventListener('change', () => this.choosePieces($<HTMLSelectElement>('pieces').value as Settings['pieces'], true));
    $('sound').addEventListener('change', () => {
      this.settings.sound = $<HTMLInputElement>('sound').checked;
      saveSettings(this.settings);
      this.binding.setSound(this.settings.sound);
    });

    // Another preset is another game: start it at once (undoable), never keep the old rules in play.
    rulesSel.addEventListener('change', () => {
      const rules = rulesSel.value as RulesName;
      this.newGame(rules, t().messages.newGameRules(t().presets[rules]?.name ?? rules));
    });
    // The opponent and level apply at once: the computer takes over a side from here.
    opponentSel.addEventListener('change', () => this.act(() => {
      state.opponent = opponentSel.value as Opponent;
      if (state.opponent !== 'none') state.orientation = other(state.opponent);
    }));
    levelSel.addEventListener('change', () => this.act(() => { state.level = Number(levelSel.value) || 3; }));
    $('new-game').addEventListener('click', () => this.newGame(state.rules, t().messages.newGame));
    $('result-new').addEventListener('click', () => this.newGame(state.rules, t().messages.newGame));
    $('rematch').addEventListener('click', () => {
      // Against the computer the colours change sides.
      if (state.opponent !== 'none') {
        state.opponent = other(state.opponent);
        state.orientation = other(state.opponent);
      }
      this.newGame(state.rules, t().messages.newGame);
    });
    $('result-analyse').addEventListener('click', () => {
      $<HTMLInputElement>('analyse').checked = true;
      this.view(Math.max(0, state.game.ply - 1));
    });
    $('toast-undo').addEventListener('click', () => {
      const undo = this.#toastUndo;
      this.#hideToast();
      if (undo) {
        undo();
        announce(t().messages.restored);
      }
    });
    $('undo').addEventListener('click', () => this.act(() => {
      const game = state.game;
      this.binding.view(null);
      state.drawOffer = null;
      this.plans.clear();
      game.undo();
      // against the computer, take back its reply too
      if (state.opponent !== 'none' && game.turn === state.opponent && game.ply > 0) game.undo();
      announce(t().messages.takenBack);
    }));
    $('redo').addEventListener('click', () => this.act(() => {
      this.binding.view(null);
      state.game.redo();
    }));
    $('flip').addEventListener('click', () => this.act(() => { state.orientation = other(state.orientation); }));
    $('hint-button').addEventListener('click', () => this.computer.hint());
    $('analyse').addEventListener('change', () => this.computer.update());
    // Resigning takes a second press within a few seconds (the button asks first).
    let confirmTimer = 0;
    const resignButton = $<HTMLButtonElement>('resign');
    const unconfirm = (): void => {
      clearTimeout(confirmTimer);
      resignButton.classList.remove('confirm');
      resignButton.textContent = t().ui.resign;
    };
    resignButton.addEventListener('blur', unconfirm);
    resignButton.addEventListener('click', () => {
      if (!resignButton.classList.contains('confirm')) {
        resignButton.classList.add('confirm');
        resignButton.textContent = t().ui.confirmResign;
        confirmTimer = window.setTimeout(unconfirm, 4000);
        return;
      }
      unconfirm();
      const game = state.game;
      const who = state.opponent !== 'none' ? other(state.opponent) : game.turn;
      const before = this.#snapshot();
      this.act(() => {
        game.resign(who);
        announce(statusText(t(), game, game.status()));
      });
      this.toast(t().messages.resigned(t().colors[who]), () => this.act(() => this.#restore(before)));
    });
    $('draw').addEventListener('click', () => this.act(() => {
      const game = state.game;
      if (state.opponent !== 'none') {
        announce(t().messages.computerDeclines);
        this.toast(t().messages.computerDeclines, null);
      } else {
        state.drawOffer = game.turn;
        announce(t().status.drawOffer(t().colors[game.turn]));
      }
    }));
    $('accept-draw').addEventListener('click', () => this.act(() => {
      state.game.agreeDraw();
      state.drawOffer = null;
      announce(statusText(t(), state.game, state.game.status()));
    }));
    $('decline-draw').addEventListener('click', () => this.act(() => {
      state.drawOffer = null;
      announce(t().messages.drawDeclined);
    }));
    $('random-setup').addEventListener('click', () => this.plans.choose(null));
    $('trainer-start').addEventListener('click', () => void this.trainer.start($<HTMLSelectElement>('trainer-ending').value));

    const input = $<HTMLInputElement>('move-input');
    input.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      const text = input.value.trim();
      if (!text) return;
      this.act(() => {
        this.binding.view(null);
        if (state.opponent === state.game.turn) throw new Error(t().messages.computersTurn);
        this.playMove(text);
        input.value = '';
      });
    });

    const importText = $<HTMLTextAreaElement>('import-text');
    $('load-fen').addEventListener('click', () => {
      try {
        this.state.replaceGame(importText.value.trim(), state.rules);
        this.plans.clear();
        this.binding.setGame(this.state.game);
        $('import-error').textContent = '';
        announce(t().messages.positionLoaded);
      } catch (e) {
        $('import-error').textContent = errorText(t(), e);
      }
      this.refresh(false);
    });
    $('load-pgn').addEventListener('click', () => {
      try {
        const g = Game.fromPgn(importText.value);
        try {
          const rules: RulesName = presets().some((p) => p.name === g.rules) ? g.rules : 'chessplayx';
          // The PGN's start position, moves and result (a resignation, a claim) as they are.
          this.state.replaceGame(g.startFen(), rules, g.history(), endingOf(g));
          this.plans.clear();
          this.binding.setGame(this.state.game);
          this.#syncControls();
        } finally {
          g.free();
        }
        $('import-error').textContent = '';
        announce(t().messages.gameLoaded);
      } catch (e) {
        $('import-error').textContent = errorText(t(), e);
      }
      this.refresh(false);
    });
    window.addEventListener('pagehide', () => { this.persistence.saveNow(true); this.writeLink(); });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'hidden') return;
      this.persistence.saveNow(true);
      this.writeLink();
    });
    window.addEventListener('storage', (e) => {
      if (e.key === KEY && e.newValue !== null) this.persistence.otherTab(e.newValue);
    });
    $('fen-pgn').addEventListener('toggle', () => this.persistence.renderRecent());
    $('open-recent').addEventListener('click', () => {
      const id = $<HTMLSelectElement>('recent').value;
      const saved = loadRecent().find((g) => g.id === id);
      if (!saved || id === state.id) return;
      const before = this.#snapshot();
      this.act(() => {
        state.adopt(saved);
        this.plans.clear();
        this.binding.setGame(state.game);
        this.#syncControls();
      });
      this.toast(t().messages.gameLoaded, () => this.act(() => this.#restore(before)));
      this.persistence.renderRecent();
    });
    $('copy-fen').addEventListener('click', () => void this.copy(state.game.fen()));
    $('copy-pgn').addEventListener('click', () => void this.copy(this.pgn()));
    $('share').addEventListener('click', () => void this.share());
    // A link opened in this tab (the address's fragment changed by the user, not by this page).
    window.addEventListener('hashchange', () => {
      if (location.hash === this.#linkWritten) return;
      const link = readLink(location.hash);
      if (link) this.openLink(link);
    });
    $('download-pgn').addEventListener('click', () => download('sittuyin.pgn', this.pgn()));

    document.addEventListener('keydown', (e) => {
      const target = e.target as HTMLElement;
      if (target.closest('input, textarea, select')) return;
      const cur = this.binding.viewPly ?? state.game.ply;
      const keys: Record<string, number | null> = { ArrowLeft: cur - 1, ArrowRight: cur + 1, Home: 0, End: null };
      if (!(e.key in keys)) return;
      e.preventDefault();
      this.view(keys[e.key]);
    });
  }

  /** The game's PGN with who played (the computer named with its level), the date and the rules. */
  pgn(): string {
    const { state, t } = this;
    const player = (color: Color): string => (state.opponent === color ? t.ui.computer(state.level) : t.ui.you);
    const d = new Date();
    const date = `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
    return state.game.pgn({
      event: `Sittuyin — ${t.presets[state.rules]?.name ?? state.rules}`,
      site: location.host || 'Sittuyin',
      date,
      white: state.opponent === 'none' ? t.colors.white : player('white'),
      black: state.opponent === 'none' ? t.colors.black : player('black'),
    });
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

function download(name: string, text: string, type = 'application/x-chess-pgn'): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function main(): Promise<void> {
  // Which deployment this is (set at build time; the update test builds two).
  document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? '';
  const settings = loadSettings();
  settings.lang ??= pickLanguage(navigator.languages ?? [navigator.language]);
  const t = await loadStrings(settings.lang).catch(() => stringsFor(settings.lang));
  document.documentElement.lang = settings.lang;
  if (settings.lang === 'my') useMyanmarFont();
  localize(t);
  // The preset's description in the user's language before the rules core loads (it is the
  // largest text of the first screen).
  let savedRules = 'chessplayx';
  try {
    const r = (JSON.parse(localStorage.getItem(KEY) ?? 'null') as { rules?: unknown } | null)?.rules;
    if (typeof r === 'string' && t.presets[r]) savedRules = r;
  } catch { /* unreadable or no storage: the default preset */ }
  if ($('rules-desc').textContent !== t.presets[savedRules].description) $('rules-desc').textContent = t.presets[savedRules].description;
  adoptBoardStyles(document);
  // The drawn piece set loads beside the rules core, so the board is first drawn with it.
  if (settings.pieces !== 'letters') void loadPieceSet(settings.pieces).catch(() => { /* the board reports it */ });
  setWorkerFactory(() => new Worker(new URL('../lib/worker.ts', import.meta.url), { type: 'module' }));
  try {
    await init();
  } catch (e) {
    const notice = $('notice');
    notice.hidden = false;
    notice.textContent = t.messages.engineFailed(errorText(t, e));
    return;
  }
  const { state, corrupt, lost } = AppState.restore();
  const app = new App(state, settings);
  app.wire();
  if (settings.pieces !== 'letters') app.choosePieces(settings.pieces, false);
  // An unreadable saved game is set aside; one too large to copy in the storage is offered as a
  // download instead, and the message says so (never "set aside" when it was not).
  if (lost !== null) app.notice(t.messages.corruptTooBig, [{ label: t.ui.download, testid: 'download-corrupt', run: () => download('sittuyin-unreadable-game.txt', lost, 'text/plain') }]);
  else if (corrupt) app.notice(t.messages.corrupt);
  if (!storageAvailable()) app.notice(t.messages.storageOff);
  // A link (README "Links") shows its game in place of the saved one, which is kept.
  const link = readLink(location.hash);
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (link) app.openLink(link, nav?.type === 'reload' || nav?.type === 'back_forward');
  app.refresh(false);
  if (import.meta.env.PROD) {
    registerServiceWorker({
      offer: (accept) => {
        $('update-text').textContent = app.t.messages.updateReady;
        $('update').hidden = false;
        $('update-reload').onclick = accept;
      },
    });
  }
}

void main();
