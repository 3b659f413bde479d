// Traditional set-ups in the app: the panel of patterns (with previews) for the side the user
// places, and the plan that places that side's pieces on each of its turns, announced once.
import { setupDrops, traditionalSetups } from '../lib/game.js';
import type { BoardBinding } from '../lib/binding.js';
import type { Color, Move, Role, SetupName } from '../lib/types.js';
import type { Strings } from '../i18n/index.ts';
import type { AppState } from './state.ts';
import { $, announce, setupPreview } from './view.ts';

const LETTER_ROLE: Record<string, Role> = { K: 'king', F: 'general', S: 'elephant', N: 'horse', R: 'chariot' };

/** A set-up chosen for one side: its drops, played on that side's turns while it places. */
interface Plan {
  name: string;
  drops: string[];
  /** Whether the choice was announced already (a set-up is announced once). */
  announced: boolean;
}

export interface PlacementHost {
  state: AppState;
  binding: BoardBinding;
  strings(): Strings;
  /** Plays a move in the live game (silently: the set-up is announced as a whole). */
  playMove(uci: string, speak: boolean): Move;
  /** Runs a change and redraws (which calls autoPlace). */
  act(fn: () => void): void;
}

export class SetupPlans {
  #host: PlacementHost;
  #plans: Partial<Record<Color, Plan>> = {};

  constructor(host: PlacementHost) {
    this.#host = host;
  }

  /** Forgets every chosen set-up (a new game, an undo, another tab's game). */
  clear(): void {
    this.#plans = {};
  }

  /** Plays the drops of a chosen set-up for the side to place, as long as it has one; says
   * whether it played any. */
  autoPlace(): boolean {
    const { state, binding } = this.#host;
    const game = state.game;
    let placed: Plan | null = null;
    let mover: Color | null = null;
    let played = false;
    for (let i = 0; i < 16 && game.phase === 'placement' && !game.status().over && binding.viewPly === null; i++) {
      const side = game.turn;
      const plan = this.#plans[side];
      if (!plan || state.opponent === side) break;
      const hand = game.hand(side);
      let uci = plan.drops.find((d) => (hand[LETTER_ROLE[d[0]]] ?? 0) > 0 && game.isLegal(d));
      if (uci) plan.drops.splice(plan.drops.indexOf(uci), 1);
      else {
        const drops = game.moves().filter((m) => m.kind === 'drop');
        if (!drops.length) break;
        uci = drops[Math.floor(Math.random() * drops.length)].uci;
      }
      this.#host.playMove(uci, false);
      played = true;
      if (!Object.values(game.hand(side)).some((n) => n > 0)) {
        delete this.#plans[side];
        placed = plan;
        mover = side;
      }
    }
    // One announcement for a whole set-up, not one per piece.
    const t = this.#host.strings();
    if (placed && mover && !placed.announced) announce(t.messages.setupPlaced(placed.name, t.colors[mover]));
    return played;
  }

  /** The set-up panel during placement: the patterns for the side the user places. */
  render(): void {
    const { state, binding } = this.#host;
    const t = this.#host.strings();
    const game = state.game;
    const side = game.turn;
    const visible = game.phase === 'placement' && !game.status().over && binding.viewPly === null
      && state.opponent !== side && !this.#plans[side] && Object.values(game.hand(side)).some((n) => n > 0);
    $('setups').hidden = !visible;
    this.#renderPending(side);
    if (!visible) return;
    const color = t.colors[side];
    $('setups-title').textContent = t.ui.setupFor(color);
    const list = $('setup-list');
    // Each side's pictures as its pieces will stand on the board as it is turned.
    const view = `${side} ${state.orientation}`;
    if (list.dataset.view !== view || list.childElementCount === 0) {
      list.dataset.side = side;
      list.dataset.view = view;
      list.replaceChildren(...traditionalSetups().map(({ name, white: pattern }) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.setup = name;
        b.append(setupPreview(pattern, side !== state.orientation), name);
        b.addEventListener('click', () => this.choose(name));
        return b;
      }));
    }
    $('random-setup').textContent = t.ui.randomSetupFor(color);
  }

  /** While the other side's chosen set-up waits for its turns (the sides place in turn), says so. */
  #renderPending(side: Color): void {
    const { state } = this.#host;
    const t = this.#host.strings();
    const waiting: Color = side === 'white' ? 'black' : 'white';
    const plan = this.#plans[waiting];
    const pending = plan && state.game.phase === 'placement' && !state.game.status().over && state.opponent !== waiting;
    $('setups-pending').hidden = !pending;
    $('setups-pending').textContent = pending ? t.ui.setupPending(plan.name, t.colors[waiting]) : '';
  }

  /** Places the side to move's pieces in a traditional pattern (or at random with null): now, or
   * on each of its turns while the other side places in between. */
  choose(name: string | null): void {
    const side = this.#host.state.game.turn;
    const t = this.#host.strings();
    const label = name ?? t.ui.randomSetupFor(t.colors[side]);
    const plan: Plan = { name: label, drops: name ? setupDrops(name as SetupName, side) : [], announced: false };
    this.#plans[side] = plan;
    this.#host.act(() => {});
    if (this.#plans[side] === plan) {
      plan.announced = true;
      announce(t.messages.setupChosen(label, t.colors[side]));
    }
  }
}
