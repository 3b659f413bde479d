// The move list kept up to date at a cost that does not grow with the game: a new move appends
// its button (the same structure renderMoves() in view.ts builds: a placement block, then
// numbered rows), the current ply's mark moves from one button to another, and the list is built
// again only for another game, a language change, or a take-back (Game.takebacks). A game longer
// than LONG plies shows its last WINDOW plies under a button that shows all of them (also shown
// all when an earlier ply is viewed), so opening a very long game does not lay out thousands of
// buttons.
import type { Game } from '../lib/game.js';
import type { Ply } from '../lib/types.js';
import type { Strings } from '../i18n/index.ts';
import { keepInView, renderMoves } from './view.ts';

const LONG = 1000;
const WINDOW = 400;

export class MoveList {
  #list: HTMLElement;
  #onPick: (ply: number) => void;
  #game: Game | null = null;
  #strings: Strings | null = null;
  #takebacks = 0;
  /** The plies listed, from ply #offset on. */
  #offset = 0;
  #plies: Ply[] = [];
  #buttons: HTMLButtonElement[] = [];
  #current: HTMLButtonElement | null = null;
  #scrollQueued = false;
  /** The game whose whole list was asked for. */
  #expanded: Game | null = null;
  #last: { game: Game; current: number; t: Strings } | null = null;

  constructor(list: HTMLElement, onPick: (ply: number) => void) {
    this.#list = list;
    this.#onPick = onPick;
  }

  /** Shows `game`'s moves with `current` (a ply number, 0: none) marked. */
  update(game: Game, current: number, t: Strings): void {
    this.#last = { game, current, t };
    const known = this.#offset + this.#plies.length;
    const hidden = this.#game === game && current > 0 && current <= this.#offset;
    if (hidden) this.#expanded = game;
    const same = this.#game === game && this.#strings === t && this.#takebacks === game.takebacks && game.ply >= known && !hidden;
    if (same) {
      if (game.ply > known) this.#append(game.plies(known), t);
    } else {
      this.#game = game;
      this.#strings = t;
      this.#takebacks = game.takebacks;
      this.#buttons = [];
      this.#current = null;
      if (game.ply > LONG && this.#expanded !== game) {
        // The last plies only, under a button that shows them all.
        this.#offset = game.ply - WINDOW;
        this.#plies = [];
        const li = document.createElement('li');
        li.className = 'block earlier';
        const more = document.createElement('button');
        more.dataset.testid = 'earlier-moves';
        more.textContent = t.ui.earlierMoves(this.#offset);
        more.addEventListener('click', () => {
          this.#expanded = game;
          this.#game = null;
          const last = this.#last;
          if (last) this.update(last.game, last.current, last.t);
        });
        li.append(more);
        this.#list.replaceChildren(li);
        this.#append(game.plies(this.#offset), t);
      } else {
        this.#offset = 0;
        this.#plies = game.plies();
        renderMoves(this.#list, this.#plies, 0, t, this.#onPick);
        this.#buttons = [...this.#list.querySelectorAll<HTMLButtonElement>('button[data-ply]')];
      }
    }
    this.#mark(current);
  }

  #button(i: number, ply: Ply): HTMLButtonElement {
    const b = document.createElement('button');
    b.textContent = ply.san;
    b.dataset.ply = String(i + 1);
    b.addEventListener('click', () => this.#onPick(i + 1));
    return b;
  }

  #append(plies: readonly Ply[], t: Strings): void {
    const list = this.#list;
    for (const ply of plies) {
      const i = this.#offset + this.#plies.length;
      this.#plies.push(ply);
      const last = list.lastElementChild as HTMLElement | null;
      const kind = last?.classList.contains('placement') ? 'drop' : last && !last.classList.contains('block') ? 'move' : '';
      const heading = (text: string): void => {
        const head = document.createElement('li');
        head.className = 'block';
        head.textContent = text;
        list.append(head);
      };
      let block = last;
      if (ply.uci.includes('@')) {
        if (kind !== 'drop') {
          heading(t.ui.placementBlock);
          block = document.createElement('li');
          block.className = 'placement';
          list.append(block);
        }
      } else if (kind !== 'move' || ply.number !== null) {
        if (kind !== 'move') heading(t.ui.movesBlock);
        block = document.createElement('li');
        const n = document.createElement('span');
        n.className = 'num';
        n.textContent = (ply.number ?? `${ply.fullmove}...`).replace('...', '…');
        block.append(n);
        list.append(block);
      }
      const b = this.#button(i, ply);
      this.#buttons.push(b);
      block?.append(b, ' ');
    }
  }

  /** Marks the current ply's button and scrolls it into the list's view (after the paint). */
  #mark(current: number): void {
    const b = current > this.#offset ? this.#buttons[current - 1 - this.#offset] ?? null : null;
    if (b === this.#current) return;
    this.#current?.removeAttribute('aria-current');
    b?.setAttribute('aria-current', 'true');
    this.#current = b;
    if (!b || this.#scrollQueued) return;
    this.#scrollQueued = true;
    const list = this.#list;
    requestAnimationFrame(() => setTimeout(() => {
      this.#scrollQueued = false;
      const currentButton = this.#current;
      if (!currentButton) return;
      keepInView(list, currentButton);
    }, 0));
  }
}
