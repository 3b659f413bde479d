// The reserve trays (pieces in hand) beside the board: buttons with counts; pressing one picks the
// piece (its legal squares light up), releasing over the board places it, a click on a square too.
// Shared by the app and the embeddable board; the host passes the hand in, the Board gets the picks.
import type { Board } from './board.ts';
import { clickAction, destinations, type Color, type Role } from './state.ts';
import type { BoardStrings } from '../i18n/index.ts';
import { pieceSvgElement, type PieceSet } from './pieces/index.ts';
import { ROLES } from '../lib/generated/boundary.ts';

export interface TrayContent {
  color: Color;
  hand: Partial<Record<Role, number>>;
  /** Whether a piece of `role` may be placed now (the side to move, a legal drop exists). */
  enabled(role: Role): boolean;
}

/** Press-to-pick and drag-to-place for one Board's trays. */
export class TrayInput {
  #board: Board;
  #pressedAt = -Infinity;

  constructor(board: Board) {
    this.#board = board;
  }

  /** Pointer press on a tray piece: pick it; dragged, it follows the pointer and is placed where
   * the pointer is released (a refused square says why and keeps the pick). */
  press(e: PointerEvent, role: Role, color: Color): void {
    if (e.button !== 0) return;
    const board = this.#board;
    if (board.state.dropRole !== role) {
      board.pickDrop(role);
      this.#pressedAt = performance.now();
    }
    if (board.state.dropRole !== role) return;
    let dragging = false;
    const move = (ev: PointerEvent): void => {
      if (ev.pointerId !== e.pointerId) return;
      if (!dragging && Math.hypot(ev.clientX - e.clientX, ev.clientY - e.clientY) < 4) return;
      dragging = true;
      board.floatPiece({ color, role, clientX: ev.clientX, clientY: ev.clientY });
      board.setHover(board.squareFromClient(ev.clientX, ev.clientY));
    };
    const release = (up: PointerEvent): void => {
      if (up.pointerId !== e.pointerId) return;
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      window.removeEventListener('pointermove', move, true);
      const sq = up.type === 'pointerup' ? board.squareFromClient(up.clientX, up.clientY) : null;
      if (sq) {
        const action = clickAction(board.state, sq);
        if (action.type === 'none' && board.state.dropRole) board.explain(sq);
        board.dispatch(action);
      }
      board.floatPiece(null);
    };
    window.addEventListener('pointermove', move, true);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  }

  /** Click (also keyboard Enter/Space) on a tray piece: toggles the pick, unless the press just
   * made it. Focus goes to the board, where the arrow keys and Enter place the piece. */
  click(role: Role, fromKeyboard: boolean): void {
    const board = this.#board;
    if (!(performance.now() - this.#pressedAt < 600 && board.state.dropRole === role)) board.pickDrop(role);
    if (board.state.dropRole !== role) return;
    board.canvas.focus({ preventScroll: true });
    if (fromKeyboard) board.setCursor(destinations(board.state)[0] ?? null, true);
    board.announcePick();
  }
}

/** Renders one tray into `el`: a label and one button per role in hand (pawns only when held),
 * each showing the piece in `set` (letters as text). */
export function renderTray(el: HTMLElement, content: TrayContent, input: TrayInput, t: BoardStrings, set: PieceSet | null = null, dark = false): void {
  const { color, hand } = content;
  el.dataset.color = color;
  el.dataset.empty = String(Object.values(hand).every((n) => !n));
  el.replaceChildren();
  const label = document.createElement('span');
  label.className = 'label';
  label.textContent = t.colors[color];
  el.setAttribute('aria-label', t.board.reserve(t.colors[color]));
  el.append(label);
  for (const role of ROLES) {
    const n = hand[role] ?? 0;
    if (role === 'pawn' && n === 0) continue;
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.role = role;
    b.dataset.count = String(n);
    const r = t.roles[role];
    b.title = `${r.name} (${r.burmese}) × ${n}`;
    // The name is said in words (a hidden text, not an aria-label that would differ from what is
    // shown); the drawn piece or its letter and the count badge are pictures of the same.
    const name = document.createElement('span');
    name.className = 'sr-only';
    name.textContent = t.board.inHand(t.colors[color], r.name, n);
    const count = document.createElement('span');
    count.className = 'n';
    count.textContent = String(n);
    count.setAttribute('aria-hidden', 'true');
    if (set && set.name !== 'letters') {
      b.classList.add('drawn');
      const svg = pieceSvgElement(set, color, role, dark);
      svg.setAttribute('aria-hidden', 'true');
      b.append(svg, count, name);
    } else {
      const letter = document.createElement('span');
      letter.textContent = r.letter;
      letter.setAttribute('aria-hidden', 'true');
      b.append(letter, count, name);
    }
    b.disabled = n === 0 || !content.enabled(role);
    b.addEventListener('click', (e) => input.click(role, e.detail === 0));
    b.addEventListener('pointerdown', (e) => input.press(e, role, color));
    el.append(b);
  }
}

/** Marks the picked tray piece (aria-pressed) after any change of the board's state. */
export function syncTray(el: HTMLElement, board: Board): void {
  const color = el.dataset.color;
  for (const b of el.querySelectorAll<HTMLButtonElement>('button')) {
    b.setAttribute('aria-pressed', String(board.state.turn === color && board.state.dropRole === b.dataset.role));
  }
}

/** Styles of the board and trays (the app and the embeddable board's shadow root both use them).
 * Custom properties: --sittuyin-accent, --sittuyin-muted. */
export const BOARD_CSS = `
.tray { display: flex; gap: .3rem; flex-wrap: wrap; align-items: center; padding: .3rem 0; min-height: calc(clamp(1.9rem, 10cqi, 2.8rem) + .6rem); }
.tray[data-empty="true"] { display: none; }
.tray button { position: relative; touch-action: none; -webkit-tap-highlight-color: transparent; width: clamp(1.9rem, 10cqi, 2.8rem); height: clamp(1.9rem, 10cqi, 2.8rem); border-radius: 50%; font: 600 clamp(.85rem, 4.4cqi, 1.2rem) system-ui, sans-serif; border: 2px solid #1a1a1a; padding: 0; cursor: pointer; }
.tray[data-color="white"] button { background: #fbf8f0; color: #1a1a1a; }
.tray[data-color="black"] button { background: #262422; color: #f5f1e6; border-color: #e8e2d0; }
.tray button[aria-pressed="true"] { outline: 3px solid #2e8b57; outline-offset: 2px; }
.tray button:disabled { opacity: .35; cursor: default; }
.tray button.drawn { background: transparent; border-color: transparent; }
.tray button.drawn svg { display: block; width: 112%; height: 112%; margin: -6%; }
.tray button.drawn[aria-pressed="true"] { background: rgba(46, 139, 87, .18); }
.tray .n { position: absolute; right: -.35rem; bottom: -.3rem; font-size: .7rem; background: var(--sittuyin-accent, #7a5c2e); color: var(--sittuyin-badge, #fff); border-radius: .6rem; padding: 0 .3rem; }
.tray .label { font-size: .8rem; color: var(--sittuyin-muted, #6d6356); margin-right: .3rem; }
@media (pointer: coarse) { .tray button { width: max(44px, clamp(1.9rem, 10cqi, 2.8rem)); height: max(44px, clamp(1.9rem, 10cqi, 2.8rem)); } }
@container (max-width: 360px) { .tray .label { display: none; } }
.board-wrap { position: relative; width: 100%; display: grid; grid-template-columns: auto minmax(0, 1fr); grid-template-rows: auto auto; }
.board-wrap > canvas.sittuyin-board { grid-area: 1 / 2; }
canvas.sittuyin-board { display: block; width: 100%; aspect-ratio: 1 / 1; touch-action: none; -webkit-tap-highlight-color: transparent; border-radius: 4px; box-shadow: 0 1px 4px rgba(0,0,0,.25); cursor: pointer; }
canvas.sittuyin-board:focus-visible { outline: 3px solid var(--sittuyin-accent, #7a5c2e); outline-offset: 2px; }
.coords { display: flex; color: var(--sittuyin-muted, #6d6356); font: 600 clamp(10px, 2.4cqi, 14px)/1 system-ui, sans-serif; user-select: none; -webkit-user-select: none; }
.coords.ranks { grid-area: 1 / 1; flex-direction: column; padding-right: .3em; }
.coords.files { grid-area: 2 / 2; padding-top: .25em; }
.coords span { flex: 1; display: flex; align-items: center; justify-content: center; }
.promote { position: absolute; z-index: 2; padding: 0; border-radius: 50%; border: 2px solid #c0392b; background: rgba(255, 250, 240, .94); box-shadow: 0 1px 6px rgba(0,0,0,.35); cursor: pointer; }
.promote canvas { display: block; width: 100%; height: 100%; }
.promote:focus-visible { outline: 3px solid var(--sittuyin-accent, #7a5c2e); }
.float { position: absolute; z-index: 3; pointer-events: none; }
:lang(my) { font-family: 'Sittuyin Myanmar', system-ui, sans-serif; line-height: 1.6; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

let sheet: CSSStyleSheet | null = null;

/** Adds the board's styles to a document or shadow root as a constructable stylesheet (allowed
 * under a strict Content-Security-Policy, unlike a <style> element). */
export function adoptBoardStyles(root: Document | ShadowRoot, extra = ''): void {
  sheet ??= (() => {
    const s = new CSSStyleSheet();
    s.replaceSync(BOARD_CSS);
    return s;
  })();
  const sheets = [sheet];
  if (extra) {
    const e = new CSSStyleSheet();
    e.replaceSync(extra);
    sheets.push(e);
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((x) => x !== sheet), ...sheets];
}
