// The move list, windowed: the rows of every ply are kept as data (a "Placement" heading, rows of
// drops, a "Moves" heading, numbered rows of moves as the crate numbers them), and only the rows
// in the list's view, and a margin around it, are in the page; an empty item above them and one
// below stand for the rest, so the list scrolls as if it held them all. Its cost does not grow
// with the game: a new move adds its row (or its button to the last row), a take-back drops the
// rows after the moves kept, and a 2,000-ply game lays out a few dozen rows. Every row has the same height (set
// in style.css), so where a ply stands is known without measuring. The current ply is marked and
// scrolled into the list's view after the paint (no layout is read in the middle of a move).
import type { Game } from '../lib/game.js';
import type { Ply } from '../lib/types.js';
import type { Strings } from '../i18n/index.ts';

/** Rows kept in the page above and below those in view. */
const MARGIN = 12;
/** Drops in a row of the placement block. */
const DROPS_PER_ROW = 4;
/** The rows laid out before the list was ever measured. */
const FIRST_ROWS = 40;

type Row =
  | { kind: 'heading'; block: 'placement' | 'moves' }
  | { kind: 'drops' | 'moves'; first: number; count: number; number: string };

export class MoveList {
  #list: HTMLElement;
  #onPick: (ply: number) => void;
  #game: Game | null = null;
  #strings: Strings | null = null;
  #takebacks = 0;
  #plies: Ply[] = [];
  #rows: Row[] = [];
  /** The row of each ply (index: ply - 1). */
  #rowOf: number[] = [];
  #current = 0;
  /** The rows in the page: [#from, #to). */
  #from = 0;
  #to = 0;
  /** The list's height, its rows' height and its scroll position when last measured. */
  #viewHeight = 0;
  #rowHeight = 0;
  #scrollTop = 0;
  /** A row to bring into view after the paint. */
  #scrollTo: number | null = null;
  #framePending = false;

  /** The room of the rows above and below those in the page (not list items for screen readers). */
  #above = MoveList.#spacer();
  #below = MoveList.#spacer();

  static #spacer(): HTMLElement {
    const li = document.createElement('li');
    li.className = 'spacer';
    li.setAttribute('role', 'none');
    li.setAttribute('aria-hidden', 'true');
    return li;
  }

  constructor(list: HTMLElement, onPick: (ply: number) => void) {
    this.#list = list;
    this.#onPick = onPick;
    list.addEventListener('scroll', () => {
      this.#scrollTop = list.scrollTop;
      this.#afterPaint();
    }, { passive: true });
    list.addEventListener('click', (e) => {
      const ply = Number((e.target as HTMLElement).closest<HTMLElement>('button[data-ply]')?.dataset.ply);
      if (ply > 0) this.#onPick(ply);
    });
  }

  /** Shows `game`'s moves with `current` (a ply number, 0: none) marked. */
  update(game: Game, current: number, t: Strings): void {
    const known = this.#plies.length;
    if (this.#game !== game) {
      this.#game = game;
      this.#takebacks = game.takebacks;
      this.#plies = game.plies();
      this.#rebuild();
    } else if (this.#takebacks !== game.takebacks || game.ply < known) {
      // Taken back (and maybe played on): the moves kept are those the game still begins with.
      this.#takebacks = game.takebacks;
      const history = game.history();
      let kept = 0;
      while (kept < known && kept < history.length && history[kept] === this.#plies[kept].uci) kept++;
      this.#plies = [...this.#plies.slice(0, kept), ...game.plies(kept)];
      this.#rebuild();
    } else if (game.ply > known) {
      const added = game.plies(known);
      for (const ply of added) this.#add(ply);
    }
    const relabelled = this.#strings !== t;
    const moved = this.#current !== current || this.#plies.length !== known;
    this.#strings = t;
    this.#current = current;
    const row = current > 0 ? this.#rowOf[current - 1] : undefined;
    if (row !== undefined && !this.#isInView(row)) this.#scrollTo = row;
    this.#render(relabelled);
    if (moved || relabelled || this.#scrollTo !== null || !this.#rowHeight) this.#afterPaint();
  }

  #rebuild(): void {
    this.#rows = [];
    this.#rowOf = [];
    const plies = this.#plies;
    this.#plies = [];
    for (const ply of plies) this.#add(ply);
    this.#from = 0;
    this.#to = 0;
  }

  /** Adds a ply's row, or its place in the last row. */
  #add(ply: Ply): void {
    const i = this.#plies.length;
    this.#plies.push(ply);
    const rows = this.#rows;
    const last = rows[rows.length - 1];
    const drop = ply.uci.includes('@');
    const block = drop ? 'drops' : 'moves';
    if (last?.kind === block && (drop ? last.count < DROPS_PER_ROW : ply.number === null)) {
      last.count++;
    } else {
      if (last?.kind !== block) rows.push({ kind: 'heading', block: drop ? 'placement' : 'moves' });
      // The crate decides the rows of moves: a move with a number opens one.
      const number = drop ? '' : (ply.number ?? `${ply.fullmove}...`).replace('...', '…');
      rows.push({ kind: block, first: i, count: 1, number });
    }
    this.#rowOf.push(rows.length - 1);
  }

  /** Whether the row is wholly in the list's view (as last measured). */
  #isInView(row: number): boolean {
    if (!this.#rowHeight || !this.#viewHeight) return row >= this.#from && row < Math.min(this.#to, FIRST_ROWS);
    const top = row * this.#rowHeight;
    return top >= this.#scrollTop && top + this.#rowHeight <= this.#scrollTop + this.#viewHeight;
  }

  /** The rows that should be in the page: those in view, or around the row to scroll to, and the
   * margin. */
  #range(): [number, number] {
    const total = this.#rows.length;
    if (!this.#rowHeight || !this.#viewHeight) {
      const end = Math.max(FIRST_ROWS, (this.#scrollTo ?? 0) + MARGIN);
      return [Math.max(0, end - FIRST_ROWS - MARGIN), Math.min(total, end)];
    }
    const shown = Math.ceil(this.#viewHeight / this.#rowHeight);
    const top = this.#scrollTo !== null ? this.#scrollTo - Math.floor(shown / 2) : Math.floor(this.#scrollTop / this.#rowHeight);
    return [Math.max(0, Math.min(top, total - shown) - MARGIN), Math.min(total, Math.max(top, 0) + shown + MARGIN)];
  }

  /** Lays out the rows of the range (again when `all`, e.g. another language); marks the current ply. */
  #render(all = false): void {
    const [from, to] = this.#range();
    const list = this.#list;
    if (all || from !== this.#from || to !== this.#to || this.#changedInRange()) {
      const items: HTMLElement[] = [this.#above];
      for (let r = from; r < to; r++) items.push(this.#item(r));
      items.push(this.#below);
      list.replaceChildren(...items);
      this.#from = from;
      this.#to = to;
      this.#drawn = this.#signature(from, to);
    }
    const h = this.#rowHeight || 0;
    const above = `${from * h}px`;
    const below = `${(this.#rows.length - to) * h}px`;
    if (this.#above.style.height !== above) this.#above.style.height = above;
    if (this.#below.style.height !== below) this.#below.style.height = below;
    this.#mark();
  }

  /** What the rows in the page hold (a row that grew is laid out again). */
  #drawn = '';

  #signature(from: number, to: number): string {
    const last = this.#rows[to - 1];
    return `${from}:${to}:${this.#rows.length}:${last && last.kind !== 'heading' ? last.count : 0}`;
  }

  #changedInRange(): boolean {
    return this.#drawn !== this.#signature(this.#from, this.#to);
  }

  #item(r: number): HTMLElement {
    const row = this.#rows[r];
    const t = this.#strings;
    const li = document.createElement('li');
    // Said by screen readers as "item r of n", though only some rows are in the page.
    li.setAttribute('aria-setsize', String(this.#rows.length));
    li.setAttribute('aria-posinset', String(r + 1));
    if (row.kind === 'heading') {
      li.className = 'block';
      li.textContent = row.block === 'placement' ? t?.ui.placementBlock ?? '' : t?.ui.movesBlock ?? '';
      return li;
    }
    if (row.kind === 'drops') li.className = 'placement';
    else {
      const n = document.createElement('span');
      n.className = 'num';
      n.textContent = row.number;
      li.append(n);
    }
    for (let i = row.first; i < row.first + row.count; i++) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = this.#plies[i].san;
      b.dataset.ply = String(i + 1);
      li.append(b, ' ');
    }
    return li;
  }

  #mark(): void {
    const list = this.#list;
    const was = list.querySelector('[aria-current="true"]');
    const now = this.#current > 0 ? list.querySelector(`button[data-ply="${this.#current}"]`) : null;
    if (was === now) return;
    was?.removeAttribute('aria-current');
    now?.setAttribute('aria-current', 'true');
  }

  /** After the paint: measures the list (its rows' height, its own), scrolls the current ply into
   * view when asked, and lays out the rows now in view. */
  #afterPaint(): void {
    if (this.#framePending) return;
    this.#framePending = true;
    requestAnimationFrame(() => setTimeout(() => {
      this.#framePending = false;
      const list = this.#list;
      const sample = list.querySelector('li:not(.spacer)');
      if (!sample || !list.isConnected) return;
      this.#rowHeight = sample.getBoundingClientRect().height || this.#rowHeight;
      this.#viewHeight = list.clientHeight;
      const target = this.#scrollTo;
      if (target !== null && this.#rowHeight) {
        // The rows around it first (the room above them makes the room to scroll to).
        this.#render();
        const top = target * this.#rowHeight;
        if (top < list.scrollTop || top + this.#rowHeight > list.scrollTop + this.#viewHeight) {
          list.scrollTop = Math.max(0, top - (this.#viewHeight - this.#rowHeight) / 2);
        }
      }
      this.#scrollTo = null;
      this.#scrollTop = list.scrollTop;
      this.#render();
    }, 0));
  }
}
