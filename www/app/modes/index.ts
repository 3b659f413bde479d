// The app's modes, one per screen, each loaded on demand (its own chunk).
//
// HOW TO ADD A MODE (one registry entry + one file):
//   1. Write `www/app/modes/NAME.ts` (or a folder of your own, e.g. `www/app/review/index.ts`)
//      exporting
//        export function mount(ctx: AppContext): void | Promise<void>  // wire your controls
//        export function unmount(): void                                // undo what mount did
//        export function update(): void                                 // optional: after every redraw
//      plus anything else callers need (e.g. trainer's `start(ending)`). Add the listeners with
//      `{ signal }` of an AbortController made in mount and aborted in unmount.
//   2. Add `NAME: () => import('./NAME.ts')` to MODES below. Nothing else in www/app/ changes:
//      open it with `ctx.modes.open('NAME')` (loads the chunk once, mounts once, returns the
//      module), from a button wired in your own code or in another mode.
//
// The contract:
// - State: `ctx.state` (state.ts) is the one store. Change it inside `ctx.act(fn)`; afterwards
//   `ctx.refresh()` redraws the board, status, move list and header, saves, lets the computer
//   act, and calls `update()` of every mounted mode.
// - A new game in play (a loaded, imported, restored or reviewed game) goes through
//   `ctx.replace(next)` (or `ctx.replaceUndoable(next, message)`): the ONE function that
//   replaces the game. Never call `state.replaceGame` or `binding.setGame` yourself.
// - Screens: play is the base screen, always mounted. A mode that takes the screen over calls
//   `ctx.modes.show('NAME')`, which sets `<body data-mode="NAME">` (style your panel and hide
//   play's parts with `body[data-mode="NAME"] …` in your own CSS), and `ctx.modes.show('play')`
//   when it closes. Only one screen shows at a time; `ctx.modes.screen` says which.
// - Text: `ctx.t` (the strings of the language in use); add your group to every www/i18n table.
// - A chunk that cannot load (offline without the service worker) rejects `open`: say it.
import type { AppContext } from '../context.ts';

/** What a mode module exports. */
export interface Mode {
  mount(ctx: AppContext): void | Promise<void>;
  unmount(): void;
  update?(): void;
}

/** The registry: every mode, loaded on demand. */
export const MODES = {
  play: () => import('./play.ts'),
  trainer: () => import('./trainer.ts'),
  editor: () => import('./editor.ts'),
  clock: () => import('./clock.ts'),
  hidden: () => import('./hidden.ts'),
  library: () => import('./library.ts'),
  review: () => import('../review/index.ts'),
  correspondence: () => import('./correspondence.ts'),
  learn: () => import('./course.ts'),
  study: () => import('./study.ts'),
} satisfies Record<string, () => Promise<Mode>>;

export type ModeName = keyof typeof MODES;
type ModuleOf<N extends ModeName> = Awaited<ReturnType<(typeof MODES)[N]>>;

/** Whether the registry has a mode by that name (e.g. `review`, added by its own helper). */
export function hasMode(name: string): name is ModeName {
  return Object.prototype.hasOwnProperty.call(MODES, name);
}

/** The modes of one page: loaded once, mounted once, updated after every redraw. */
export class Modes {
  #ctx: AppContext;
  #loading = new Map<ModeName, Promise<Mode>>();
  #mounted = new Map<ModeName, Mode>();
  #screen: ModeName = 'play';

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  /** Loads a mode's chunk (once) without mounting it: a preload. */
  load<N extends ModeName>(name: N): Promise<ModuleOf<N>> {
    let p = this.#loading.get(name);
    if (!p) {
      p = MODES[name]();
      // A failed load is tried again next time (the network may be back).
      p.catch(() => this.#loading.delete(name));
      this.#loading.set(name, p);
    }
    return p as Promise<ModuleOf<N>>;
  }

  /** Loads and mounts a mode (once); returns its module. */
  async open<N extends ModeName>(name: N): Promise<ModuleOf<N>> {
    const mod = await this.load(name);
    if (!this.#mounted.has(name)) {
      this.#mounted.set(name, mod);
      await mod.mount(this.#ctx);
    }
    return mod;
  }

  /** Unmounts a mode (play stays). */
  close(name: ModeName): void {
    const mod = this.#mounted.get(name);
    if (!mod || name === 'play') return;
    this.#mounted.delete(name);
    if (this.#screen === name) this.show('play');
    mod.unmount();
  }

  /** A mounted mode's module, or null (not loaded or not mounted). */
  mounted<N extends ModeName>(name: N): ModuleOf<N> | null {
    return (this.#mounted.get(name) as ModuleOf<N> | undefined) ?? null;
  }

  isOpen(name: ModeName): boolean {
    return this.#mounted.has(name);
  }

  /** The screen shown. */
  get screen(): ModeName {
    return this.#screen;
  }

  /** Shows a mode's screen (`<body data-mode>`). */
  show(name: ModeName): void {
    this.#screen = name;
    if (name === 'play') delete document.body.dataset.mode;
    else document.body.dataset.mode = name;
  }

  /** After every redraw: each mounted mode's update. */
  update(): void {
    for (const mod of this.#mounted.values()) mod.update?.();
  }
}
