// The app: wires the state (state.ts), the board (through the package's binding), the view
// (view.ts) and the computer (computer.ts) to the page's controls.
import { init, Game, RULES } from '../lib/game.js';
import { SittuyinError } from '../lib/errors.js';
import { setWorkerFactory } from '../lib/engine.js';
import { BoardBinding, adoptBoardStyles } from '../lib/binding.js';
import type { Color, Move, Reason, Role, RulesName } from '../lib/types.js';
import { stringsFor, type Strings } from '../i18n/index.ts';
import { SETUPS, setupDrops } from './setups.ts';
import { AppState, endingOf, other, type Opponent } from './state.ts';
import { Computer, scoreText, whiteShare } from './computer.ts';
import { $, announce, drawButtonText, localize, renderClaims, renderMoves, statusText } from './view.ts';

function errText(e: unknown): string {
  return e instanceof SittuyinError || e instanceof Error ? e.message : String(e);
}

const LETTER_ROLE: Record<string, Role> = { K: 'king', F: 'general', S: 'elephant', N: 'horse', R: 'chariot' };

class App {
  readonly state: AppState;
  readonly binding: BoardBinding;
  readonly computer: Computer;
  t: Strings = stringsFor('en');
  /** Input is ignored while a change is being applied. */
  #applying = false;

  constructor(state: AppState) {
    this.state = state;
    this.binding = new BoardBinding(
      { canvas: $<HTMLCanvasElement>('board'), trays: { white: $('reserve-white'), black: $('reserve-black') }, frame: $('play') },
      {
        game: state.game,
        orientation: state.orientation,
        movable: state.movable,
        strings: this.t,
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
      say: (text) => { $('hint').textContent = text; },
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
    });
  }

  /** After a move made on the board. */
  #moved(move: Move): void {
    this.#afterMove(move);
    this.refresh();
  }

  #afterMove(move: Move): void {
    const { game } = this.state;
    this.state.drawOffer = null;
    $('move-error').textContent = '';
    const st = game.status();
    announce(`${this.t.colors[move.color]} ${move.san}${st.over ? `. ${statusText(this.t, game, st)}` : ''}`);
  }

  /** Plays a move (UCI or SAN) in the live game. */
  playMove(text: string): Move {
    const m = this.state.game.play(text);
    this.#afterMove(m);
    return m;
  }

  /** Runs a change once (input is ignored meanwhile), shows its error, then redraws. */
  act(fn: () => void): void {
    if (this.#applying) return;
    this.#applying = true;
    try {
      fn();
    } catch (e) {
      $('move-error').textContent = errText(e);
    } finally {
      this.#applying = false;
    }
    this.refresh();
  }

  /** Draws everything from the state, saves it, and lets the computer act. */
  refresh(animate = true): void {
    const { state, binding, t } = this;
    const game = state.game;
    binding.setMovable(state.movable);
    binding.setOrientation(state.orientation);
    binding.render(animate);
    const viewPly = binding.viewPly;
    const st = game.status();
    $('status').textContent = statusText(t, game, st);
    const chip = $('count');
    chip.hidden = !st.counting || st.over;
    if (st.counting) chip.textContent = t.status.count(st.counting.count, st.counting.limit);
    renderClaims($('claims'), viewPly === null && !st.over ? st.claimable : [], t, (reason) => this.claim(reason));
    const banner = $('banner');
    banner.hidden = !st.over;
    banner.textContent = st.over ? statusText(t, game, st) : '';
    $('hint').textContent = viewPly !== null ? t.status.viewing(viewPly, game.ply) : '';
    $<HTMLButtonElement>('undo').disabled = game.ply === 0 && !st.over;
    $<HTMLButtonElement>('redo').disabled = !game.canRedo();
    $<HTMLButtonElement>('resign').disabled = st.over;
    const draw = $<HTMLButtonElement>('draw');
    draw.disabled = st.over;
    draw.textContent = drawButtonText(t, state.drawOffer, game.turn);
    $('setup-row').hidden = game.phase !== 'placement' || st.over;
    $('fen').textContent = game.fen();
    renderMoves($('moves'), game.plies(), viewPly ?? game.ply, t, (ply) => this.view(ply));
    state.persist();
    this.computer.update();
    if (document.body.dataset.ready !== '1') performance.mark('sittuyin:interactive');
    document.body.dataset.ready = '1';
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

  /** Replaces the game; on bad input throws and keeps the current one. */
  replaceGame(fen: string | undefined, rules: RulesName, moves: readonly string[] = []): void {
    this.state.replaceGame(fen, rules, moves);
    this.binding.setGame(this.state.game);
  }

  /** Plays drops for the side(s) to place: from `plan` while they fit, else random legal ones. */
  #placeAll(plan: Record<Color, string[]> | null): void {
    this.act(() => {
      const game = this.state.game;
      for (let i = 0; i < 64 && game.phase === 'placement' && !game.status().over; i++) {
        const list = plan?.[game.turn] ?? [];
        const hand = game.hand(game.turn);
        let uci = list.find((d) => (hand[LETTER_ROLE[d[0]]] ?? 0) > 0 && game.isLegal(d));
        if (uci) list.splice(list.indexOf(uci), 1);
        else {
          const drops = game.moves().filter((m) => m.kind === 'drop');
          if (!drops.length) break;
          uci = drops[Math.floor(Math.random() * drops.length)].uci;
        }
        this.playMove(uci);
      }
    });
  }

  wire(): void {
    const { state, t } = this;
    const opponentSel = $<HTMLSelectElement>('opponent');
    opponentSel.options[1].text = t.ui.computerPlays(t.colors.white);
    opponentSel.options[2].text = t.ui.computerPlays(t.colors.black);
    const levelSel = $<HTMLSelectElement>('level');
    for (let l = 1; l <= 8; l++) levelSel.add(new Option(t.ui.levelN(l), String(l)));
    const setupSel = $<HTMLSelectElement>('setup');
    for (const name of Object.keys(SETUPS)) setupSel.add(new Option(name, name));
    setupSel.addEventListener('change', () => {
      const pattern = SETUPS[setupSel.value];
      setupSel.value = '';
      if (pattern) this.#placeAll({ white: setupDrops(pattern, 'white'), black: setupDrops(pattern, 'black') });
    });
    $('random-setup').addEventListener('click', () => this.#placeAll(null));

    $('new-game').addEventListener('click', () => this.act(() => {
      state.opponent = opponentSel.value as Opponent;
      state.level = Number(levelSel.value) || 3;
      if (state.opponent !== 'none') state.orientation = other(state.opponent);
      this.replaceGame(undefined, $<HTMLSelectElement>('rules').value as RulesName);
      announce(t.messages.newGame);
    }));
    $('undo').addEventListener('click', () => this.act(() => {
      const game = state.game;
      this.binding.view(null);
      state.drawOffer = null;
      game.undo();
      // against the computer, take back its reply too
      if (state.opponent !== 'none' && game.turn === state.opponent && game.ply > 0) game.undo();
      announce(t.messages.takenBack);
    }));
    $('redo').addEventListener('click', () => this.act(() => {
      this.binding.view(null);
      state.game.redo();
    }));
    $('flip').addEventListener('click', () => this.act(() => { state.orientation = other(state.orientation); }));
    $('hint-button').addEventListener('click', () => this.computer.hint());
    $('analyse').addEventListener('change', () => this.computer.update());
    $('resign').addEventListener('click', () => this.act(() => {
      const game = state.game;
      game.resign(state.opponent !== 'none' ? other(state.opponent) : game.turn);
      announce(statusText(t, game, game.status()));
    }));
    $('draw').addEventListener('click', () => this.act(() => {
      const game = state.game;
      if (state.opponent !== 'none') {
        announce(t.messages.computerDeclines);
      } else if (state.drawOffer && state.drawOffer !== game.turn) {
        game.agreeDraw();
        state.drawOffer = null;
        announce(statusText(t, game, game.status()));
      } else {
        state.drawOffer = game.turn;
        announce(t.messages.offersDraw(t.colors[game.turn]));
      }
    }));

    const input = $<HTMLInputElement>('move-input');
    input.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      const text = input.value.trim();
      if (!text) return;
      this.act(() => {
        this.binding.view(null);
        if (state.opponent === state.game.turn) throw new Error(t.messages.computersTurn);
        this.playMove(text);
        input.value = '';
      });
    });

    const importText = $<HTMLTextAreaElement>('import-text');
    $('load-fen').addEventListener('click', () => {
      try {
        this.replaceGame(importText.value.trim(), $<HTMLSelectElement>('rules').value as RulesName);
        $('import-error').textContent = '';
        announce(t.messages.positionLoaded);
      } catch (e) {
        $('import-error').textContent = t.messages.badFen(errText(e));
      }
      this.refresh(false);
    });
    $('load-pgn').addEventListener('click', () => {
      try {
        const g = Game.fromPgn(importText.value);
        try {
          const rules: RulesName = RULES.includes(g.rules) ? g.rules : 'chessplayx';
          this.state.replaceGame(g.startFen(), rules, g.history(), endingOf(g));
          this.binding.setGame(this.state.game);
        } finally {
          g.free();
        }
        $('import-error').textContent = '';
        announce(t.messages.gameLoaded);
      } catch (e) {
        $('import-error').textContent = t.messages.badPgn(errText(e));
      }
      this.refresh(false);
    });
    $('copy-fen').addEventListener('click', () => void this.copy(state.game.fen()));
    $('copy-pgn').addEventListener('click', () => void this.copy(state.game.pgn()));
    $('download-pgn').addEventListener('click', () => download('sittuyin.pgn', state.game.pgn()));

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

  async copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      announce(this.t.messages.copied);
    } catch {
      const box = $<HTMLTextAreaElement>('import-text');
      box.value = text;
      box.select();
    }
  }
}

function download(name: string, text: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function main(): Promise<void> {
  const t = stringsFor('en');
  localize(t);
  adoptBoardStyles(document);
  setWorkerFactory(() => new Worker(new URL('../lib/worker.ts', import.meta.url), { type: 'module' }));
  try {
    await init();
  } catch (e) {
    const notice = $('notice');
    notice.hidden = false;
    notice.textContent = t.messages.engineFailed(errText(e));
    return;
  }
  const { state, corrupt } = AppState.restore();
  const app = new App(state);
  app.wire();
  if (corrupt) {
    const notice = $('notice');
    notice.hidden = false;
    notice.textContent = t.messages.corrupt;
  }
  $<HTMLSelectElement>('rules').value = state.rules;
  $<HTMLSelectElement>('opponent').value = state.opponent;
  $<HTMLSelectElement>('level').value = String(state.level);
  app.refresh(false);
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('./sw.js').catch(() => { /* offline support unavailable */ });
  }
}

void main();
