// The foundation of every custom element of the package (<sittuyin-board>, -viewer, -editor,
// -puzzle): what they share lives here once, each element file keeps only what is its own.
//
//   - one declarative table per element (ElementSpec): its attributes (kind, default, doc) and its
//     events (doc, cancelable). The table gives `observedAttributes`, the typed reading of an
//     attribute (`this.attr('orientation')` is 'white' | 'black'), the reflected properties
//     (`el.orientation = 'black'` sets the attribute; installed by defineElement), and the React,
//     Vue and Svelte typings (scripts/element-types.mjs writes www/lib/{react,vue,svelte}.ts from
//     the tables; tests/api/element-types.test.mjs fails while they are stale).
//   - events named `sittuyin-<name>`: a name no DOM event has, so an element's error never
//     reaches `window.onerror` or an error tracker's window listener, nor its change a <form>'s
//     change handler. They bubble and are composed (a page or a framework may listen higher up).
//   - init: the rules core and the element's language load side by side before build();
//   - parking: an element moved elsewhere in the page (out and back in within a task) is left as
//     it is; one still out after the task's microtasks is parked: park() takes down what holds
//     it to the page (the board's colour-scheme listener, observers, timers), so a removed element
//     is garbage-collected, and keeps what the user made for a reconnect (build(kept = true));
//   - SSR: importing an element module where HTMLElement is undefined (Node, server rendering)
//     never throws (ElementBase is a stand-in class there);
//   - a fallback: a build that throws is said in the element (role=alert) instead of an empty box;
//     `ready` rejects, `sittuyin-error` fires, and the next attribute change tries again.
//
// Adopting it for a new element (e.g. <sittuyin-lesson>):
//   1. `export const LESSON_SPEC = { tag: 'sittuyin-lesson', className: 'SittuyinLessonElement',
//      module: 'lesson', eventMap: 'SittuyinLessonEventMap', attributes: { … }, events: { … } }
//      as const satisfies ElementSpec;` and an event map interface whose keys are the events'.
//   2. `class SittuyinLessonElement extends SittuyinElement<typeof LESSON_SPEC.attributes,
//      SittuyinLessonEventMap, Ready>` with `static spec = LESSON_SPEC`, and build(kept),
//      park(), update(name, value) (a change of an attribute once built).
//   3. `interface SittuyinLessonElement extends Reflected<typeof LESSON_SPEC.attributes> {}` for
//      the typed properties; register with `defineElement(tag, LESSON_SPEC.tag, Class)`.
//   4. add the spec to scripts/element-types.mjs and run it (the typings), document the
//      attributes in the package README (a test compares them with the table).
import { init } from '../game.js';
import { RULES_NAMES } from '../generated/boundary.js';
import { LANGS, loadStrings, pickLanguage, stringsFor, type Lang, type Strings } from '../../i18n/index.ts';
import { useMyanmarFont } from '../../board/font.ts';
import { PIECE_SETS } from '../../board/pieces/index.ts';

/** HTMLElement in browsers; a stand-in where there is none (Node, server rendering), so importing
 * an element's module never throws there. */
export const ElementBase: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/** What an attribute holds: free text, a whole or decimal number, a switch ("false", "off" and
 * "no" are off, any other value or the bare attribute on), or one of a list of words. */
export type AttributeKind = 'string' | 'number' | 'boolean' | readonly string[];

export interface AttributeSpec {
  readonly kind: AttributeKind;
  /** What it does, for the typings' doc comments. */
  readonly doc: string;
  /** The value when absent (or not one of the words). */
  readonly default?: string | number | boolean;
  /** false: no reflected property (the element has its own of that name). */
  readonly property?: false;
  /** Written by the element to say its state (for CSS), never read: not observed, not typed as input. */
  readonly output?: true;
}

export interface EventSpec {
  readonly doc: string;
  /** `preventDefault()` refuses what the event announces. */
  readonly cancelable?: boolean;
}

/** One element's table: its tag, the names its typings use, its attributes and its events. */
export interface ElementSpec {
  readonly tag: string;
  /** The element's class, exported by `sittuyin/<module>`. */
  readonly className: string;
  readonly module: string;
  /** The interface of its events, exported beside the class. */
  readonly eventMap: string;
  readonly attributes: Readonly<Record<string, AttributeSpec>>;
  readonly events: Readonly<Record<string, EventSpec>>;
}

/** The rules presets' names, for the `rules` attributes (generated from the crate). */
export { RULES_NAMES };
export const THEMES = ['light', 'dark', 'auto'] as const;
export const COLORS = ['white', 'black'] as const;

/** The attributes every element shares, one entry each (an element's table spreads them). */
export const COMMON = {
  lang: { kind: LANGS, doc: 'Language of the labels; default: the nearest `lang` of the page, else English.' },
  pieces: { kind: PIECE_SETS, default: 'letters', doc: 'Piece set (a drawn one loads on first use).' },
  theme: { kind: THEMES, default: 'auto', doc: 'Colour scheme; `auto` follows prefers-color-scheme.' },
  coordinates: { kind: 'boolean', default: true, doc: '"false" hides the files a-h and ranks 1-8.' },
  orientation: { kind: COLORS, default: 'white', doc: 'The side at the bottom.' },
  rules: { kind: RULES_NAMES, default: 'chessplayx', doc: 'The rules preset.' },
  fen: { kind: 'string', doc: 'The position (FEN with the hands in brackets); default: the start.' },
} as const satisfies Record<string, AttributeSpec>;

type ValueOfKind<K> = K extends 'string' ? string : K extends 'number' ? number : K extends 'boolean' ? boolean : K extends readonly (infer U)[] ? U : never;
/** The value an attribute reads as: its kind's, or null when absent without a default. */
export type AttributeValue<S> = S extends { kind: infer K; default: unknown } ? ValueOfKind<K> : S extends { kind: 'boolean' } ? boolean : S extends { kind: infer K } ? ValueOfKind<K> | null : never;
/** The reflected properties of a table: one per attribute (less `lang`, HTMLElement's own, and
 * those marked `property: false`). */
export type Reflected<T> = { -readonly [N in keyof T as N extends 'lang' ? never : T[N] extends { property: false } ? never : N]: AttributeValue<T[N]> };

const OFF = ['false', 'off', 'no'];

/** A switch attribute: absent gives `fallback`; "false", "off" and "no" are off. */
export const flag = (v: string | null | undefined, fallback: boolean): boolean => (v === null || v === undefined ? fallback : !OFF.includes(v.trim().toLowerCase()));

/** An attribute's text as its spec reads it. */
export function readAttribute(spec: AttributeSpec, raw: string | null): string | number | boolean | null {
  const fallback = spec.default ?? null;
  if (spec.kind === 'boolean') return flag(raw, fallback === true);
  if (raw === null) return fallback;
  if (spec.kind === 'number') {
    const n = Number(raw);
    return raw.trim() !== '' && Number.isFinite(n) ? n : fallback;
  }
  if (spec.kind === 'string') return raw;
  return spec.kind.includes(raw.trim()) ? raw.trim() : fallback;
}

/** Every event of an element can say `sittuyin-error` (a build or a change that failed). */
export interface ErrorEvents {
  'sittuyin-error': CustomEvent<unknown>;
}

type DetailOf<E> = E extends CustomEvent<infer D> ? D : never;
type State = 'idle' | 'building' | 'built' | 'failed';

/** The base class of the package's elements: see the top of this file. `A` is the attribute
 * table, `M` the event map, `R` what `ready` resolves with. */
export abstract class SittuyinElement<A extends Readonly<Record<string, AttributeSpec>>, M extends ErrorEvents, R> extends ElementBase {
  /** The element's table (each element class sets its own). */
  static spec: ElementSpec;

  static get observedAttributes(): string[] {
    return Object.entries(this.spec.attributes).filter(([, a]) => !a.output).map(([name]) => name);
  }

  #state: State = 'idle';
  /** Parked after a removal: build() gets what the user made back. */
  #kept = false;
  #ready!: Promise<R>;
  #resolve: (value: R) => void = () => {};
  #reject: (e: unknown) => void = () => {};

  constructor() {
    super();
    this.renewReady();
    // A property set on the element before its class was defined hides the reflected one: apply it.
    for (const name of Object.keys(this.#spec().attributes)) {
      if (!Object.hasOwn(this, name)) continue;
      const value: unknown = (this as Record<string, unknown>)[name];
      delete (this as Record<string, unknown>)[name];
      (this as Record<string, unknown>)[name] = value;
    }
  }

  #spec(): ElementSpec {
    return (this.constructor as typeof SittuyinElement).spec;
  }

  /** Resolves once the element is built (again after a reconnect). */
  get ready(): Promise<R> {
    return this.#ready;
  }

  /** Whether build() ran for the current connection (false while loading, parked or failed). */
  protected get built(): boolean {
    return this.#state === 'built';
  }

  /** A new `ready` (a rebuild or a reconnect waits for it). */
  protected renewReady(): void {
    this.#ready = new Promise<R>((ok, fail) => {
      this.#resolve = ok;
      this.#reject = fail;
    });
    this.#ready.catch(() => {});
  }

  protected resolveReady(value: R): void {
    this.#resolve(value);
  }

  /** The attribute `name` as its table reads it. */
  protected attr<N extends keyof A & string>(name: N): AttributeValue<A[N]> {
    return readAttribute(this.#spec().attributes[name], this.getAttribute(name)) as AttributeValue<A[N]>;
  }

  /** The element's language: its `lang`, else the page's around it. */
  protected language(): Lang {
    return pickLanguage([(this.closest('[lang]') as HTMLElement | null)?.lang ?? '']);
  }

  protected strings(): Strings {
    return stringsFor(this.language());
  }

  /** Loads the element's language; resolves with its table. The package's Myanmar font
   * ('Sittuyin Myanmar', first in every element's font stack) is registered for any language:
   * its unicode-range makes the browser fetch it only when Burmese text is shown (a label, or a
   * Burmese comment on an English page), so no machine shows boxes for want of a Myanmar font. */
  protected async loadLanguage(): Promise<Strings> {
    useMyanmarFont();
    return loadStrings(this.language()).catch(() => stringsFor('en'));
  }

  /** Dispatches `type` (bubbling, composed); false when a listener refused a cancelable one. */
  protected emit<K extends keyof M & string>(type: K, detail: DetailOf<M[K]>): boolean {
    const cancelable = this.#spec().events[type]?.cancelable === true;
    return this.dispatchEvent(new CustomEvent(type, { detail, cancelable, bubbles: true, composed: true }));
  }

  /** Reports an error that costs nothing shown (a failed copy, a piece set that did not load). */
  protected report(e: unknown): void {
    this.emit('sittuyin-error', e as DetailOf<M['sittuyin-error']>);
  }

  /** Builds the element's content (the core and its language are loaded). `kept`: a reconnect
   * after a park, with what the user made still held. May throw: fail() says it. */
  protected abstract build(kept: boolean): void;

  /** Taken out of the page for good (for now): release what ties the element to the page. */
  protected abstract park(): void;

  /** An attribute changed once built. */
  protected abstract update(name: keyof A & string, value: string | null, old: string | null): void;

  /** An attribute changed while not built (loading or parked): e.g. drop a kept game. */
  protected changedUnbuilt(_name: keyof A & string): void {}

  /** The text of the fallback message. */
  protected failText(t: Strings, message: string): string {
    return t.board.error(message);
  }

  /** A build that failed: said in the element (role=alert), `ready` rejects, `sittuyin-error`. */
  protected fail(e: unknown): void {
    this.#state = 'failed';
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.className = 'error';
    p.part.add('error');
    p.textContent = this.failText(this.strings(), e instanceof Error ? e.message : String(e));
    root.replaceChildren(p);
    this.#reject(e);
    this.report(e);
  }

  connectedCallback(): void {
    if (this.#state === 'building' || this.#state === 'built') return;
    this.#state = 'building';
    Promise.all([init(), this.loadLanguage()])
      .then(() => {
        if (!this.isConnected) {
          this.#state = 'idle';
          return;
        }
        this.#state = 'built';
        const kept = this.#kept;
        this.#kept = false;
        this.build(kept);
      })
      .catch((e: unknown) => this.fail(e));
  }

  disconnectedCallback(): void {
    // Moved elsewhere in the page (out and back in within this task): nothing to do.
    queueMicrotask(() => {
      if (this.isConnected) return;
      if (this.#state === 'failed') this.#state = 'idle';
      if (this.#state !== 'built') return;
      this.#state = 'idle';
      this.#kept = true;
      this.park();
      this.renewReady();
    });
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (old === value) return;
    const key = name as keyof A & string;
    if (this.#state === 'failed' && this.isConnected) {
      // Another value may build: try again.
      this.#state = 'idle';
      this.renewReady();
      this.connectedCallback();
      return;
    }
    if (this.#state !== 'built') this.changedUnbuilt(key);
    else this.update(key, value, old);
  }

  // Typed listeners: `el.addEventListener('sittuyin-move', (e) => e.detail.san)`.
  addEventListener<K extends keyof M>(type: K, listener: (this: this, ev: M[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: this, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: ((this: this, ev: never) => unknown) | EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void {
    super.addEventListener(type, listener as EventListenerOrEventListenerObject, options);
  }

  removeEventListener<K extends keyof M>(type: K, listener: (this: this, ev: M[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: this, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: ((this: this, ev: never) => unknown) | EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void {
    super.removeEventListener(type, listener as EventListenerOrEventListenerObject, options);
  }
}

/** Puts the reflected properties of `spec` on `proto` (once): `el.fen` reads the attribute as its
 * table does, `el.fen = v` writes it (null or undefined removes it). Skips `property: false` and
 * names the prototype already has (`lang`, an element's own getter). */
function reflect(proto: object, spec: ElementSpec): void {
  for (const [name, a] of Object.entries(spec.attributes)) {
    if (a.property === false || name in proto) continue;
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return readAttribute(a, this.getAttribute(name));
      },
      set(this: HTMLElement, v: unknown) {
        if (v === null || v === undefined) this.removeAttribute(name);
        else this.setAttribute(name, a.kind === 'boolean' ? String(v !== false && v !== 'false') : String(v));
      },
    });
  }
}

const reflected = new WeakSet<object>();

/** Registers `element` as `tagName`: the class itself under its own tag `ownTag`, a subclass of
 * it under another (a class can be defined under one name only), with its reflected properties.
 * Calling it again for a defined tag does nothing. */
export function defineElement(tagName: string, ownTag: string, element: CustomElementConstructor & { spec?: ElementSpec }): void {
  if (typeof customElements === 'undefined' || customElements.get(tagName)) return;
  if (element.spec && !reflected.has(element.prototype as object)) {
    reflected.add(element.prototype as object);
    reflect(element.prototype as object, element.spec);
  }
  customElements.define(tagName, tagName === ownTag ? element : class extends element {});
}
