// The endgame trainer: a bare-king ending the tables say is won, the computer defending with the
// slowest loss, and after every move the table's word: still winning (mate in N), solved, or lost.
import { probeTablebase, trainingPositionInWorker } from '../lib/engine.js';
import type { Strings } from '../i18n/index.ts';
import type { AppState } from './state.ts';
import type { TrainingEnding } from '../lib/types.js';
import { $, errorText, tablebaseText } from './view.ts';

export interface TrainerHost {
  state: AppState;
  strings(): Strings;
  /** Starts the training game from `fen` (the computer plays Black at full strength). */
  startGame(fen: string): void;
}

export class Trainer {
  #host: TrainerHost;
  /** The trainer's game (its id) and the moves last judged. */
  #current: { id: string; key: string | null } | null = null;

  constructor(host: TrainerHost) {
    this.#host = host;
  }

  async start(ending: string): Promise<void> {
    const t = this.#host.strings();
    $('trainer-text').textContent = t.tablebase.preparing;
    $<HTMLButtonElement>('trainer-start').disabled = true;
    try {
      const fen = await trainingPositionInWorker(ending as TrainingEnding, Math.floor(Math.random() * 2 ** 31), { rules: 'chessplayx' });
      this.#host.startGame(fen);
      this.#current = { id: this.#host.state.id, key: null };
      this.update();
      // The Start button is below the board on a phone: the game is brought into view.
      $('play').scrollIntoView({ block: 'nearest' });
    } catch (e) {
      // A failed engine is said in words (the table could not be made), never left "preparing".
      $('trainer-text').textContent = (e as { code?: unknown })?.code === 'ERR_ENGINE' ? t.messages.engineStopped : errorText(t, e);
    } finally {
      $<HTMLButtonElement>('trainer-start').disabled = false;
    }
  }

  /** After every change: the table's word on the training game (nothing once another game is on). */
  update(): void {
    const current = this.#current;
    if (!current) return;
    const { state } = this.#host;
    const game = state.game;
    if (current.id !== state.id) {
      this.#current = null;
      $('trainer-text').textContent = '';
      return;
    }
    const key = game.history().join(' ');
    if (current.key === key) return;
    current.key = key;
    const t = this.#host.strings();
    const st = game.status();
    if (st.over) {
      $('trainer-text').textContent = st.winner === 'white' ? t.trainer.solved : t.trainer.lost;
      return;
    }
    const turn = game.turn;
    probeTablebase(game.startFen(), game.history(), { rules: game.rules })
      .then((probe) => {
        if (this.#current !== current || current.key !== key || !probe) return;
        const s = this.#host.strings();
        const text = tablebaseText(s, probe, turn);
        $('trainer-text').textContent = probe.result === 'draw' ? `${s.trainer.lost} (${text})` : text;
      })
      .catch(() => { /* replaced by a newer position */ });
  }
}
