// The reserve trays (pieces in hand) beside the board: buttons with counts; pressing one picks the
// piece (its legal squares light up), releasing over the board places it, a click on a square too.
// Shared by the app and the embeddable board; the host passes the hand in, the Board gets the picks.
import type { Board } from './board.ts';
import { clickAction, type Color, type Role } from './state.ts';
import type { BoardStrings } from '../i18n/index.ts';

export const TRAY_ROLES: readonly Role[] = ['king', 'general', 'elephant', 'horse', 'chariot', 'pawn'];

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

  /** Pointer press on a tray piece: pick it, and place it where the pointer is released. */
  press(e: PointerEvent, role: Role): void {
    if (e.button !== 0) return;
    const board = this.#board;
    if (board.state.dropRole !== role) {
      board.pickDrop(role);
      this.#pressedAt = performance.now();
    }
    const release = (up: PointerEvent): void => {
      if (up.pointerId !== e.pointerId) return;
      window.removeEventListener('pointerup', release, true);
      const sq = board.squareFromClient(up.clientX, up.clientY);
      if (sq) board.dispatch(clickAction(board.state, sq));
    };
    window.addEventListener('pointerup', release, true);
  }

  /** Click (also keyboard Enter/Space) on a tray piece: toggles the pick, unless the press just made it. */
  click(role: Role): void {
    const board = this.#board;
    if (performance.now() - this.#pressedAt < 600 && board.state.dropRole === role) return;
    board.pickDrop(role);
  }
}

/** Renders one tray into `el`: a label and one button per role in hand (pawns only when held). */
export function renderTray(el: HTMLElement, content: TrayContent, input: TrayInput, t: BoardStrings): void {
  const { color, hand } = content;
  el.dataset.color = color;
  el.dataset.empty = String(Object.values(hand).every((n) => !n));
  el.replaceChildren();
  const label = document.createElement('span');
  label.className = 'label';
  label.textContent = t.colors[color];
  el.setAttribute('aria-label', t.board.reserve(t.colors[color]));
  el.append(label);
  for (const role of TRAY_ROLES) {
    const n = hand[role] ?? 0;
    if (role === 'pawn' && n === 0) continue;
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.role = role;
    b.dataset.count = String(n);
    const r = t.roles[role];
    b.title = `${r.name} (${r.burmese}) × ${n}`;
    b.setAttribute('aria-label', t.board.inHand(t.colors[color], r.name, n));
    const count = document.createElement('span');
    count.className = 'n';
    count.textContent = String(n);
    b.append(r.letter, count);
    b.disabled = n === 0 || !content.enabled(role);
    b.addEventListener('click', () => input.click(role));
    b.addEventListener('pointerdown', (e) => input.press(e, role));
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
.tray { display: flex; gap: .35rem; flex-wrap: wrap; min-height: 2.6rem; align-items: center; padding: .3rem 0; }
.tray[data-empty="true"] button { opacity: .25; }
.tray button { position: relative; touch-action: none; width: 2.4rem; height: 2.4rem; border-radius: 50%; font: 600 1.05rem system-ui, sans-serif; border: 2px solid #1a1a1a; padding: 0; cursor: pointer; }
.tray[data-color="white"] button { background: #fbf8f0; color: #1a1a1a; }
.tray[data-color="black"] button { background: #262422; color: #f5f1e6; border-color: #e8e2d0; }
.tray button[aria-pressed="true"] { outline: 3px solid #2e8b57; outline-offset: 2px; }
.tray button:disabled { opacity: .35; cursor: default; }
.tray .n { position: absolute; right: -.35rem; bottom: -.3rem; font-size: .7rem; background: var(--sittuyin-accent, #7a5c2e); color: #fff; border-radius: .6rem; padding: 0 .3rem; }
.tray .label { font-size: .8rem; color: var(--sittuyin-muted, #6d6356); margin-right: .3rem; }
.board-wrap { position: relative; width: 100%; }
canvas.sittuyin-board { display: block; width: 100%; aspect-ratio: 1 / 1; touch-action: none; border-radius: 4px; box-shadow: 0 1px 4px rgba(0,0,0,.25); cursor: pointer; }
canvas.sittuyin-board:focus-visible { outline: 3px solid var(--sittuyin-accent, #7a5c2e); outline-offset: 2px; }
@media (max-width: 400px) { .tray button { width: 2.1rem; height: 2.1rem; } }
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
