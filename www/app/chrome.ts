// The page around the modes: the header (rules, opponent, level, New game, Settings), the toast,
// the language and piece set, links in the address, and the page's lifecycle (save on hide,
// another tab's saves). Play's own controls are wired by modes/play.ts.
import { Game, presets } from '../lib/game.js';
import { PIECE_SETS, useMyanmarFont } from '../lib/binding.js';
import type { RulesName } from '../lib/types.js';
import { LANGS, LANGUAGE_NAMES, loadStrings, stringsFor, type Strings } from '../i18n/index.ts';
import { chooseSideNames, sideNamesChoice, type SideNamesChoice } from './names.ts';
import { other, type Opponent } from './state.ts';
import { KEY, saveSettings, type Settings } from './storage.ts';
import { $, announce, errorText, letterLegend, localize } from './view.ts';
import { readLink, type Link } from './link.ts';
import { labelStart, rulesPage } from './start.ts';
import type { App } from './app.ts';

export class Chrome {
  #app: App;
  /** Counts piece-set choices: the last one wins, and only its failure is said. */
  #piecesRequest = 0;
  /** The set the menu shows: the last asked for, or the one shown after a failure. */
  #piecesWanted: Settings['pieces'] | null = null;
  /** The strings the page's labels were last written in. */
  #labelled: Strings | null = null;

  constructor(app: App) {
    this.#app = app;
  }

  /** Starts a new game under `rules` with the current controls (undoable from the toast). */
  newGame(rules: RulesName, message: string): void {
    this.#app.replaceUndoable({ rules }, message, message);
  }

  /** Opens a link's game in place of the game in play (which goes to the recent games, and comes
   * back from the toast's Undo); a link to the game in play only moves to its ply. A bad link is
   * refused with the rules core's reason, and the game in play stays. */
  openLink(link: Link, reloaded = false): void {
    const app = this.#app;
    const { state, t } = app;
    // The game in play or an earlier position of it: only the ply shown changes, and no move is
    // lost or replayed. A reload whose address was written before the last moves (reloaded at
    // once after a move) shows the game at its end, as it was.
    if (app.links.isPartOf(link, state.game)) {
      const lagging = reloaded && link.moves.length < state.game.ply;
      const ply = lagging ? state.game.ply : Math.min(link.ply ?? link.moves.length, link.moves.length);
      app.view(ply < state.game.ply ? ply : null);
      return;
    }
    let g: Game;
    try {
      // The rules core refuses unknown rules (ERR_RULES, naming the presets) as it refuses a FEN.
      g = new Game({ fen: link.fen, rules: (link.rules ?? 'chessplayx') as RulesName, moves: link.moves });
    } catch (e) {
      app.notice(t.messages.linkRefused(errorText(t, e)));
      // The address shows the game kept from now on.
      app.linkWritten = '';
      app.refresh(false);
      return;
    }
    const fen = g.startFen();
    const rules = g.rules;
    g.free();
    const view = link.ply !== undefined && link.ply < link.moves.length ? link.ply : null;
    // A shared game is looked at and played on by both sides here, not by the computer.
    app.replaceUndoable({ fen, rules, moves: link.moves, opponent: 'none', view }, t.messages.linkOpened, t.messages.linkOpened);
  }

  /** Draws the pieces with `name`. A set that cannot load (offline without the service worker)
   * leaves the menu on the set shown and says why; a choice made here also goes back in the
   * settings, while the saved preference read at start is kept for the next visit. */
  choosePieces(name: Settings['pieces'], chosen: boolean): void {
    const app = this.#app;
    const mine = ++this.#piecesRequest;
    this.#piecesWanted = name;
    if (chosen) {
      app.settings.pieces = name;
      saveSettings(app.settings);
    }
    app.binding.setPieceSet(name).catch(() => {
      if (mine !== this.#piecesRequest) return;
      const shown = app.binding.pieceSet;
      this.#piecesWanted = shown;
      $<HTMLSelectElement>('pieces').value = shown;
      if (chosen) {
        app.settings.pieces = shown;
        saveSettings(app.settings);
      }
      app.notice(app.t.messages.piecesFailed(app.t.ui.pieceSets[name] ?? name));
    });
  }

  /** Writes every label in the current language (at start and after a language change). */
  relabel(): void {
    const app = this.#app;
    const { t } = app;
    document.documentElement.lang = app.settings.lang ?? 'en';
    if (app.settings.lang === 'my') useMyanmarFont();
    localize(t);
    this.#labelled = t;
    $<HTMLSelectElement>('rules').replaceChildren(...presets().map(({ name, description }) => {
      const o = new Option(t.presets[name]?.name ?? name, name);
      o.title = t.presets[name]?.description ?? description;
      return o;
    }));
    const opponentSel = $<HTMLSelectElement>('opponent');
    opponentSel.options[1].text = t.ui.computerPlays(t.colors.white);
    opponentSel.options[2].text = t.ui.computerPlays(t.colors.black);
    $<HTMLSelectElement>('level').replaceChildren(...Array.from({ length: 8 }, (_, i) => new Option(t.ui.levelN(i + 1), String(i + 1))));
    $<HTMLSelectElement>('trainer-ending').replaceChildren(...['KRK', 'KFRK', 'KFSK', 'KFNK', 'KSK'].map((e) => new Option(t.trainer.endings[e] ?? e, e)));
    $<HTMLSelectElement>('pieces').replaceChildren(...PIECE_SETS.map((name) => new Option(t.ui.pieceSets[name] ?? name, name)));
    $<HTMLSelectElement>('lang').replaceChildren(...LANGS.map((code) => new Option(LANGUAGE_NAMES[code], code)));
    $<HTMLSelectElement>('lang').value = app.settings.lang ?? 'en';
    $<HTMLSelectElement>('pieces').value = this.#piecesWanted ?? app.settings.pieces;
    $<HTMLInputElement>('sound').checked = app.settings.sound;
    const names = $<HTMLSelectElement>('side-names');
    names.replaceChildren(
      new Option(t.ui.sideNamesAuto(`${t.colors.white} / ${t.colors.black}`), 'auto'),
      new Option(t.clock.whiteBlack, 'white'),
      new Option(t.clock.redBlack, 'red'),
    );
    names.value = sideNamesChoice();
    $('setup-list').replaceChildren();
    // The recent games' entries are written in words too.
    if ($<HTMLDetailsElement>('fen-pgn').open) app.persistence.renderRecent();
    $('letters-text').textContent = letterLegend(t);
    $<HTMLAnchorElement>('rules-link').href = rulesPage(app.settings.lang);
    if (!$('start').hidden) labelStart(app);
    app.binding.setStrings(t);
    app.syncControls();
  }

  /** The header's controls, the toast and the page's events. */
  wire(): void {
    this.relabel();
    // Other side names (another preset, or the user's choice) relabel the page before it is drawn.
    this.#app.beforeRefresh = () => {
      if (this.#app.t !== this.#labelled) this.relabel();
    };
    this.#wireSettings();
    this.#wireGameControls();
    this.#wirePage();
  }

  #wireSettings(): void {
    const app = this.#app;
    $('lang').addEventListener('change', async () => {
      const lang = $<HTMLSelectElement>('lang').value;
      app.settings.lang = lang;
      saveSettings(app.settings);
      // Each language but English is a chunk of its own, loaded on first use.
      const table = await loadStrings(lang).catch(() => stringsFor(lang));
      if (app.settings.lang !== lang) return; // another language was chosen meanwhile
      app.t = table;
      this.relabel();
      app.refresh(false);
    });
    $('pieces').addEventListener('change', () => this.choosePieces($<HTMLSelectElement>('pieces').value as Settings['pieces'], true));
    $('side-names').addEventListener('change', () => {
      chooseSideNames($<HTMLSelectElement>('side-names').value as SideNamesChoice);
      app.refresh(false);
    });
    $('sound').addEventListener('change', () => {
      app.settings.sound = $<HTMLInputElement>('sound').checked;
      saveSettings(app.settings);
      app.binding.setSound(app.settings.sound);
    });
  }

  #wireGameControls(): void {
    const app = this.#app;
    const { state } = app;
    const rulesSel = $<HTMLSelectElement>('rules');
    const opponentSel = $<HTMLSelectElement>('opponent');
    const levelSel = $<HTMLSelectElement>('level');
    // Another preset is another game: start it at once (undoable), never keep the old rules in play.
    rulesSel.addEventListener('change', () => {
      const rules = rulesSel.value as RulesName;
      this.newGame(rules, app.t.messages.newGameRules(app.t.presets[rules]?.name ?? rules));
    });
    // The opponent and level apply at once: the computer takes over a side from here.
    opponentSel.addEventListener('change', () => app.act(() => {
      state.opponent = opponentSel.value as Opponent;
      if (state.opponent !== 'none') state.orientation = other(state.opponent);
    }));
    levelSel.addEventListener('change', () => app.act(() => { state.level = Number(levelSel.value) || 3; }));
    $('new-game').addEventListener('click', () => this.newGame(state.rules, app.t.messages.newGame));
    // The game library is a screen of its own (modes/library.ts), loaded when first opened.
    $('library-open').addEventListener('click', () => {
      if (app.modes.isOpen('library')) return;
      app.modes.open('library').catch((e: unknown) => app.notice(errorText(app.t, e)));
    });
    $('toast-undo').addEventListener('click', () => {
      const undo = app.toastUndo;
      app.hideToast();
      if (undo) {
        undo();
        announce(app.t.messages.restored);
      }
    });
  }

  #wirePage(): void {
    const app = this.#app;
    window.addEventListener('pagehide', () => { app.persistence.saveNow(true); app.writeLink(); });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'hidden') return;
      app.persistence.saveNow(true);
      app.writeLink();
    });
    window.addEventListener('storage', (e) => {
      if (e.key === KEY && e.newValue !== null) app.persistence.otherTab(e.newValue);
    });
    // A link opened in this tab (the address's fragment changed by the user, not by this page).
    window.addEventListener('hashchange', () => {
      if (location.hash === app.linkWritten) return;
      const link = readLink(location.hash);
      if (link) this.openLink(link);
    });
  }
}
