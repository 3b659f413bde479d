// Keeping the game: saved right after each paint (at once when the page hides), the storage's
// failures said once, another tab's saves followed or kept apart, and the recent games listed.
import type { Strings } from '../i18n/index.ts';
import type { AppState } from './state.ts';
import { fullMoves, loadRecent, remember, validate, type Saved, type SaveResult } from './storage.ts';
import { $ } from './view.ts';

export interface PersistenceHost {
  state: AppState;
  strings(): Strings;
  notice(text: string): void;
  /** Shows another tab's version of the game in place of this one (the app's one replace);
   * throws, keeping the game, when it cannot be read. */
  replace(saved: Saved): void;
}

export class Persistence {
  #host: PersistenceHost;
  #saving = false;
  #said: SaveResult = 'ok';
  #otherGameSeen = '';

  constructor(host: PersistenceHost) {
    this.#host = host;
  }

  /** Saves the game right after the next frame is painted (a move shows first, then is stored). */
  saveSoon(): void {
    if (this.#saving) return;
    this.#saving = true;
    requestAnimationFrame(() => setTimeout(() => this.saveNow(), 0));
  }

  /** Saves now; `final` (the page hides, the list is opened) also brings the recent games up to date. */
  saveNow(final = false): void {
    this.#saving = false;
    const result = this.#host.state.persist(final);
    // Said once when the storage stops taking the game (full, or off), again after it recovers.
    if (result === this.#said) return;
    this.#said = result;
    if (result === 'ok') return;
    const t = this.#host.strings();
    this.#host.notice(result === 'full' ? t.messages.storageFull : t.messages.storageOff);
  }

  /** Another tab saved a game: the same game further on is shown here; another game is left there. */
  otherTab(raw: string): void {
    let saved: Saved;
    try {
      saved = validate(JSON.parse(raw));
    } catch {
      return;
    }
    const { state } = this.#host;
    const t = this.#host.strings();
    remember(saved);
    if (saved.id === state.id) {
      if ((saved.rev ?? 0) <= state.rev) return;
      try {
        this.#host.replace(saved);
      } catch {
        return;
      }
      this.#host.notice(t.messages.otherTab);
    } else if (saved.id && saved.id !== this.#otherGameSeen) {
      this.#otherGameSeen = saved.id;
      this.#host.notice(t.messages.otherGame);
    }
  }

  /** The recent games list (FEN/PGN panel), newest first. */
  renderRecent(): void {
    const t = this.#host.strings();
    const select = $<HTMLSelectElement>('recent');
    this.saveNow(true);
    const games = loadRecent();
    select.replaceChildren(...games.map((g) => {
      const when = g.savedAt ? new Date(g.savedAt).toLocaleString(document.documentElement.lang || undefined) : '';
      const label = `${when} · ${t.presets[g.rules]?.name ?? g.rules} · ${t.library.moves(fullMoves(g.moves.length))}${g.id === this.#host.state.id ? ` (${t.ui.current})` : ''}`;
      return new Option(label, g.id ?? '');
    }));
    $('recent-row').hidden = games.length === 0;
  }
}
