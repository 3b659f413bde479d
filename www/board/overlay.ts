// What the board shows around and over its canvas, as DOM: coordinates along the left and bottom
// edges (never under a piece), the in-place promotion button, the piece that follows the pointer
// when dragged from a tray, and a polite live region for screen readers.
import { FILES, squareOrigin, type Orientation } from './geometry.ts';
import type { BoardStrings } from '../i18n/index.ts';
import type { Color, Role } from './state.ts';

/** Draws one piece into a 2D context centred at (cx, cy) on a square of `size` CSS pixels. */
export type PieceDrawer = (ctx: CanvasRenderingContext2D, color: Color, role: Role, cx: number, cy: number, size: number, alpha?: number) => void;

export class Overlay {
  readonly wrap: HTMLElement;
  #canvas: HTMLCanvasElement;
  #ranks: HTMLElement;
  #files: HTMLElement;
  #promote: HTMLButtonElement;
  #promoteIcon: HTMLCanvasElement;
  #live: HTMLElement;
  #float: HTMLCanvasElement | null = null;
  #orientation: Orientation | null = null;

  constructor(canvas: HTMLCanvasElement, wrap: HTMLElement, onPromote: () => void) {
    this.#canvas = canvas;
    this.wrap = wrap;
    wrap.classList.add('board-wrap');
    const make = (tag: string, cls: string): HTMLElement => {
      const el = document.createElement(tag);
      el.className = cls;
      return el;
    };
    this.#ranks = make('div', 'coords ranks');
    this.#files = make('div', 'coords files');
    this.#ranks.setAttribute('aria-hidden', 'true');
    this.#files.setAttribute('aria-hidden', 'true');
    this.#promote = make('button', 'promote') as HTMLButtonElement;
    this.#promote.type = 'button';
    this.#promote.hidden = true;
    this.#promote.dataset.testid = 'promote';
    this.#promoteIcon = document.createElement('canvas');
    this.#promote.append(this.#promoteIcon);
    this.#promote.addEventListener('click', (e) => {
      e.stopPropagation();
      onPromote();
    });
    this.#live = make('div', 'sr-only');
    this.#live.setAttribute('aria-live', 'polite');
    this.#live.dataset.testid = 'board-live';
    wrap.append(this.#ranks, this.#files, this.#promote, this.#live);
  }

  /** Writes the coordinates for an orientation (a1 bottom-left for White). */
  coordinates(orientation: Orientation): void {
    if (this.#orientation === orientation) return;
    this.#orientation = orientation;
    const ranks = '87654321'.split('');
    const files = FILES.split('');
    if (orientation === 'black') {
      ranks.reverse();
      files.reverse();
    }
    const spans = (labels: string[]): HTMLElement[] => labels.map((l) => {
      const s = document.createElement('span');
      s.textContent = l;
      return s;
    });
    this.#ranks.replaceChildren(...spans(ranks));
    this.#files.replaceChildren(...spans(files));
  }

  /** Shows or hides the coordinates (hidden, they take no room: the canvas fills the width). */
  show(coordinates: boolean): void {
    for (const el of [this.#ranks, this.#files]) el.style.display = coordinates ? '' : 'none';
  }

  /** Shows the promotion button on the corner of `square` (null hides it). */
  promotion(square: string | null, label: string, color: Color, orientation: Orientation, size: number, draw: PieceDrawer): void {
    const b = this.#promote;
    if (!square || size <= 0) {
      b.hidden = true;
      return;
    }
    const q = size / 8;
    const o = squareOrigin(square, size, orientation);
    const d = Math.max(30, Math.round(q * 0.62));
    // Top-right corner of the square, inside the board.
    const x = Math.min(size - d, o.x + q - d * 0.55);
    const y = Math.max(0, o.y - d * 0.45);
    b.style.width = `${d}px`;
    b.style.height = `${d}px`;
    b.style.left = `${this.#canvas.offsetLeft + x}px`;
    b.style.top = `${this.#canvas.offsetTop + y}px`;
    b.setAttribute('aria-label', label);
    b.title = label;
    const dpr = window.devicePixelRatio || 1;
    const icon = this.#promoteIcon;
    icon.width = Math.round(d * dpr);
    icon.height = Math.round(d * dpr);
    const ctx = icon.getContext('2d');
    if (ctx) {
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, d, d);
      draw(ctx, color, 'general', d / 2, d / 2, d * 0.95);
    }
    b.hidden = false;
  }

  /** A piece following the pointer (drag from a tray), or nothing with null. */
  float(piece: { color: Color; role: Role; clientX: number; clientY: number; size: number } | null, draw: PieceDrawer): void {
    if (!piece) {
      this.#float?.remove();
      this.#float = null;
      return;
    }
    const d = Math.max(24, Math.round(piece.size));
    if (!this.#float) {
      const c = document.createElement('canvas');
      c.className = 'float';
      c.setAttribute('aria-hidden', 'true');
      this.wrap.append(c);
      this.#float = c;
      const dpr = window.devicePixelRatio || 1;
      c.width = Math.round(d * dpr);
      c.height = Math.round(d * dpr);
      c.style.width = `${d}px`;
      c.style.height = `${d}px`;
      const ctx = c.getContext('2d');
      if (ctx) {
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
        draw(ctx, piece.color, piece.role, d / 2, d / 2, d);
      }
    }
    const rect = this.wrap.getBoundingClientRect();
    this.#float.style.left = `${piece.clientX - rect.left - d / 2}px`;
    this.#float.style.top = `${piece.clientY - rect.top - d / 2}px`;
  }

  /** Says `text` to screen readers (cleared first so a repeat is spoken again). */
  say(text: string): void {
    this.#live.textContent = '';
    requestAnimationFrame(() => { this.#live.textContent = text; });
  }

  strings(t: BoardStrings): void {
    this.#promote.setAttribute('aria-label', t.board.promoteHere);
  }

  destroy(): void {
    for (const el of [this.#ranks, this.#files, this.#promote, this.#live, this.#float]) el?.remove();
  }
}
