// Traditional set-ups in the app: the panel of patterns (with previews) for the side the user
// places, and the plan that places that side's pieces on each of its turns, announced once.
import { setupDrops, traditionalSetups } from '../lib/game.js';
import type { BoardBinding } from '../lib/binding.js';
import type { Color, Move, Role, SetupName } from '../lib/types.js';
import type { Strings } from '../i18n/index.ts';
import type { AppState } from './state.ts';
import { $, announce, letterLegend, setupPreview } from './view.ts';

const LETTER_ROLE: Record<string, Role> = { K: 'king', F: 'general', S: 'elephant', N: 'horse', R: 'chariot' };
const ROLE_LETTER = Object.fromEntries(Object.entries(LETTER_ROLE).map(([l, r]) => [r, l])) as Partial<Record<Role, string>>;

/** The set-ups whose picture still holds every piece `side` has placed (a set-up is offered only
 * while choosing it gives the position its picture shows). */
export function fittingSetups(placed: readonly { square: string; role: Role }[], side: Color): SetupName[] {
  const drops = placed.filter((p) => p.role !== 'pawn').map((p) => `${ROLE_LETTER[p.role]}@${p.square}`);
  return traditionalSetups().map((s) => s.name).filter((name) => {
    const plan: readonly string[] = setupDrops(name, side);
    return drops.every((d) => plan.includes(d));
  });
}

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
    const placed = game.pieces().filter((p) => p.color === side);
    const fitting = fittingSetups(placed, side);
    $('setups-title').textContent = fitting.length ? t.ui.setupFor(color) : t.ui.setupsNoneFit(color);
    const list = $('setup-list');
    // Each side's pictures as its pieces will stand on the board as it is turned; only the
    // set-ups that still fit what the side has placed, named in words (the code in data-setup).
    const view = `${side} ${state.orientation} ${fitting.join(',')} ${t.ui.setups}`;
    if (list.dataset.view !== view || (fitting.length > 0 && list.childElementCount === 0)) {
      list.dataset.side = side;
      list.dataset.view = view;
      const patterns = new Map(traditionalSetups().map((s) => [s.name, s.white]));
      list.replaceChildren(...fitting.map((name) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.setup = name;
        b.append(setupPreview(patterns.get(name) ?? '', side !== state.orientation), t.ui.setupNames[name]);
        b.addEventListener('click', () => this.choose(name));
        return b;
      }));
    }
    $('random-setup').textContent = t.ui.randomSetupFor(color);
    // The pictures' letters in words.
    const letters = `${t.ui.setupPictures} ${letterLegend(t)}`;
    if ($('setups-letters').textContent !== letters) $('setups-letters').textContent = letters;
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
  choose(name: SetupName | null): void {
    const side = this.#host.state.game.turn;
    const t = this.#host.strings();
    const label = name ? t.ui.setupNames[name] : t.ui.randomSetupFor(t.colors[side]);
    const plan: Plan = { name: label, drops: name ? setupDrops(name, side) : [], announced: false };
    this.#plans[side] = plan;
    this.#host.act(() => {});
    if (this.#plans[side] === plan) {
      plan.announced = true;
      announce(t.messages.setupChosen(label, t.colors[side]));
    }
  }
}
