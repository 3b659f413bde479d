// The status line and the count line of a game, in a language's words: shared by the app's
// status bar and the embeddable board's `status` line (pure: a table, a game, its status).
import type { Game } from './game.js';
import type { Color, Status } from './types.js';
import type { Strings } from '../i18n/index.ts';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The status line in plain words: the result, where to place, or who moves. `bottom` is the
 * side whose tray is below the board, `computer` the side the computer plays (its turn says that
 * it is placing or thinking, not what the user should do). */
export function statusText(t: Strings, game: Game, st: Status, bottom: Color = 'white', computer: Color | null = null): string {
  if (st.over) {
    const reason = st.reason ? t.reasons[st.reason] ?? st.reason : '';
    const head = st.winner ? t.status.wins(t.colors[st.winner]) : t.status.draw;
    return `${cap(reason)} — ${head} (${st.result})`;
  }
  const color = t.colors[game.turn];
  const computerTurn = computer === game.turn;
  if (game.phase === 'placement' && Object.values(game.hand(game.turn)).some((n) => n > 0)) {
    return computerTurn ? t.status.computerPlaces(color) : t.status.place(color, game.turn === bottom ? 'below' : 'above');
  }
  const parts = [t.status.toMove(color)];
  if (game.isCheck()) parts.push(t.status.check);
  if (computerTurn) parts.push(t.status.thinking);
  return parts.join(' · ');
}

/** The count spelled out: who must mate, within how many moves, how many played. */
export function countText(t: Strings, st: Status): string | null {
  if (!st.counting || st.over) return null;
  const attacker = st.counting.side === 'white' ? 'black' : 'white';
  return t.status.count(t.colors[attacker], st.counting.count, st.counting.limit);
}
