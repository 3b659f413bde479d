// Keeping the game: saved right after each paint (at once when the page hides), the storage's
// failures said once, another tab's saves followed or kept apart, and the recent games listed.
import type { Strings } from '../i18n/index.ts';
import type { AppState } from './state.ts';
import { fullMoves, loadRecent, remember, validate, type Saved, type SaveResult } from './storage.ts';
import { $ } from './view.ts';

/** A short name of a line of moves (FNV-1a), so a line kept apart gets the same id in both tabs. */
function lineHash(moves: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const ch of moves.join(' ')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h.toString(36);
}

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

  /** Another tab saved a game. Another game is left there (both are in the recent games). The
   * same game: the same moves update the count of saves only; moves that go on from this tab's
   * (or take back, saved later) are shown here; moves that part from this tab's line (both tabs
   * moved at the same moment) are a conflict: both tabs pick the same line to go on with (the
   * later save, then the greater moves), the other line is kept in the library as a game of its
   * own, and each tab says so. */
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
    if (saved.id !== state.id) {
      if (saved.id && saved.id !== this.#otherGameSeen) {
        this.#otherGameSeen = saved.id;
        this.#host.notice(t.messages.otherGame);
      }
      return;
    }
    // This tab's own move not yet written is part of its line: written first.
    this.saveNow();
    const mine = state.saved();
    mine.rev = state.rev;
    const theirs = saved.moves;
    const theirRev = saved.rev ?? 0;
    const prefix = (a: readonly string[], b: readonly string[]): boolean => a.length <= b.length && a.every((m, i) => m === b[i]);
    const sameEnd = JSON.stringify(saved.ending ?? null) === JSON.stringify(mine.ending ?? null);
    if (prefix(theirs, mine.moves) && prefix(mine.moves, theirs) && sameEnd) {
      state.rev = Math.max(state.rev, theirRev);
      return;
    }
    if (prefix(mine.moves, theirs) || prefix(theirs, mine.moves)) {
      // Further on, or taken back (or ended) there after this tab's last save.
      if (theirs.length > mine.moves.length || theirRev > state.rev) this.#follow(saved, t.messages.otherTab);
      return;
    }
    const theirsWin = theirRev !== state.rev ? theirRev > state.rev : theirs.join(' ') > mine.moves.join(' ');
    const loser = theirsWin ? mine : saved;
    remember({ ...loser, id: `${loser.id}~${lineHash(loser.moves)}`, savedAt: Date.now() });
    if (theirsWin) {
      this.#follow(saved, t.messages.conflictFollowed);
    } else {
      // This tab's line goes on: written again, over the other tab's.
      state.rewrite();
      this.#host.notice(t.messages.conflictKept);
    }
  }

  #follow(saved: Saved, message: string): void {
    try {
      this.#host.replace(saved);
    } catch {
      return;
    }
    this.#host.notice(message);
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
