// The app's view: the page's text in the chosen language, the status line, claims, the move
// list and the buttons, drawn from the state. DOM only: no rules, no storage.
import type { Color, Reason, TablebaseProbe } from '../lib/types.js';
import { ROLES } from '../lib/generated/boundary.js';
// The status and count lines are shared with the embeddable board (one copy, in the package: lib/status.ts).
export { countText, statusText } from '../lib/status.js';
import type { Strings } from '../i18n/index.ts';

export const $ = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
};

type Lookup = Record<string, unknown>;

function lookup(t: Strings, key: string): string | null {
  let v: unknown = t;
  for (const part of key.split('.')) v = v && typeof v === 'object' ? (v as Lookup)[part] : undefined;
  return typeof v === 'string' ? v : null;
}

/** Fills the page's fixed text from the table: data-i18n (text), data-i18n-label (aria-label),
 * data-i18n-title, data-i18n-placeholder hold keys such as "ui.newGame". */
export function localize(t: Strings, root: ParentNode = document): void {
  const attrs: [string, (el: HTMLElement, v: string) => void][] = [
    // Unchanged text is left alone (written again, it would be painted again).
    ['data-i18n', (el, v) => { if (el.textContent !== v) el.textContent = v; }],
    ['data-i18n-label', (el, v) => el.setAttribute('aria-label', v)],
    ['data-i18n-title', (el, v) => { el.title = v; }],
    ['data-i18n-placeholder', (el, v) => el.setAttribute('placeholder', v)],
  ];
  for (const [attr, set] of attrs) {
    for (const el of root.querySelectorAll<HTMLElement>(`[${attr}]`)) {
      const v = lookup(t, el.getAttribute(attr) ?? '');
      if (v !== null) set(el, v);
    }
  }
  if (root === document) document.title = t.ui.pageTitle;
}

/** The game's message for an error: the translated kind, then the engine's detail. */
export function errorText(t: Strings, e: unknown): string {
  const code = (e as { code?: unknown })?.code;
  const message = e instanceof Error ? e.message : String(e);
  const kind = typeof code === 'string' ? t.errors[code] : undefined;
  if (!kind) return message;
  // The engine's English message repeats the kind ("invalid FEN: ..."): keep only its detail.
  const detail = message
    .replace(/^(invalid (FEN|PGN)|illegal (move|position)|not a move)[^:]*:\s*/i, '')
    .replace(/^unknown rules\s+/i, '');
  return detail && detail !== message.toLowerCase() ? `${kind} (${detail})` : kind;
}

/** A principal variation with move numbers, from the side to move and the FEN's move number. */
export function numberedLine(sans: readonly string[], turn: Color, fullmove: number): string {
  const out: string[] = [];
  let n = fullmove;
  let side = turn;
  sans.forEach((san, i) => {
    if (side === 'white') out.push(`${n}. ${san}`);
    else out.push(i === 0 ? `${n}… ${san}` : san);
    if (side === 'black') n++;
    side = side === 'white' ? 'black' : 'white';
  });
  return out.join(' ');
}

/** A small picture of a set-up pattern (ranks 4 to 1 of White's half, pawns faint); `turned`:
 * turned half round, as Black's set-up shows on a board seen from White's side. */
export function setupPreview(pattern: string, turned = false): HTMLElement {
  const grid = document.createElement('span');
  grid.className = 'preview';
  grid.setAttribute('aria-hidden', 'true');
  const rows = pattern.split('/').map((row) => [...row].flatMap((ch) => (/\d/.test(ch) ? Array<string>(Number(ch)).fill('') : [ch])));
  const cells = turned ? rows.reverse().flatMap((r) => r.reverse()) : rows.flat();
  for (const ch of cells) {
    const cell = document.createElement('span');
    cell.textContent = ch;
    if (ch === 'P') cell.className = 'p';
    grid.append(cell);
  }
  return grid;
}

/** The pieces' letters in words, as the set-up pictures, the letters piece set and the moves
 * write them: "K = King (Min-gyi) · F = General (Sit-ke) · …". */
export function letterLegend(t: Strings): string {
  return ROLES
    .map((role) => t.ui.letter(t.roles[role].letter, t.roles[role].name, t.roles[role].burmese))
    .join(' · ');
}

/** The line shown while an earlier position is viewed: with the End key where there is a
 * keyboard, without it on a touch screen (the "Back to the game" button returns there). */
export function viewingText(t: Strings, ply: number, total: number): string {
  const touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  return touch ? t.status.viewingTouch(ply, total) : t.status.viewing(ply, total);
}

/** The claim buttons of the claimable draws. */
export function renderClaims(el: HTMLElement, claimable: readonly Reason[], t: Strings, onClaim: (reason: Reason) => void): void {
  el.replaceChildren();
  for (const reason of claimable) {
    const b = document.createElement('button');
    b.dataset.reason = reason;
    b.dataset.testid = `claim-${reason}`;
    b.textContent = t.ui.claim(t.reasons[reason] ?? reason);
    b.addEventListener('click', () => onClaim(reason));
    el.append(b);
  }
}

/** The draw button's text: offer, offered, or accept for the side to answer. */
export function drawButtonText(t: Strings, offer: Color | null, turn: Color): string {
  if (offer && offer !== turn) return t.ui.acceptDraw(t.colors[turn]);
  return offer ? t.ui.drawOffered : t.ui.offerDraw;
}

/** Says `text` in the polite live region (cleared first so a repeat is announced again). */
export function announce(text: string): void {
  const live = $('live');
  live.textContent = '';
  requestAnimationFrame(() => { live.textContent = text; });
}

/** The endgame table's verdict in words, for the side to move `turn` ('White mates in 7 moves',
 * 'a draw: the count runs out before the mate'). */
export function tablebaseText(t: Strings, probe: TablebaseProbe, turn: Color): string {
  if (probe.result === 'draw') {
    if (probe.reason === 'count') return t.tablebase.drawCount;
    if (probe.reason === 'fifty-moves') return t.tablebase.drawFifty;
    return t.tablebase.draw;
  }
  const winner = probe.result === 'win' ? turn : turn === 'white' ? 'black' : 'white';
  const moves = Math.ceil((probe.plies ?? 0) / 2);
  return probe.metric === 'mate' ? t.tablebase.win(t.colors[winner], moves) : t.tablebase.conversion(t.colors[winner], moves);
}

/** Puts the (shown) toast where it covers nothing of the game: at the bottom over the side column
 * when that stands beside the board (wide screens); else at the bottom of the screen if the game
 * ends above it, at the top if it starts below, at the bottom otherwise. */
export function placeToast(toast: HTMLElement, play: HTMLElement, side: HTMLElement): void {
  const p = play.getBoundingClientRect();
  const s = side.getBoundingClientRect();
  const beside = s.left >= p.right - 1;
  const room = toast.offsetHeight + 24;
  const top = !beside && window.innerHeight - p.bottom < room && p.top >= room;
  toast.dataset.place = beside ? 'side' : top ? 'top' : 'bottom';
  toast.style.left = beside ? `${s.left}px` : '';
  toast.style.maxWidth = beside ? `${Math.max(0, Math.min(s.width, window.innerWidth - s.left - 8))}px` : '';
}
