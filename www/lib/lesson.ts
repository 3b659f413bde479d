/**
 * The lesson element `<sittuyin-lesson>` (`defineSittuyinLesson()`, `SittuyinLessonElement`): the
 * course "Learn Sittuyin", one stage or one level of it, for a rules page.
 * @module sittuyin/lesson
 */
// `sittuyin/lesson`: a thin shell over the course's view (www/learn/view.ts), which the app's Learn
// mode shows too. `stage` picks a stage (its levels, Next between them), `level` one level of it;
// neither: the whole course with its stage list. Progress is kept on the device (localStorage,
// www/learn/progress.ts), shared by every lesson of the site.
import { init } from './game.js';
import { SittuyinError } from './errors.js';
import { loadStrings, pickLanguage, stringsFor, type Lang } from '../i18n/index.ts';
import { useMyanmarFont } from '../board/font.ts';
import { PIECE_SETS, type PieceSetName } from '../board/pieces/index.ts';
import type { ThemeMode } from '../board/board.ts';
import { defineElement } from './define.js';
import { COURSE } from '../learn/course.js';
import { LessonView, type CompleteDetail, type RefuseDetail } from '../learn/view.js';
import type { StageId } from '../learn/model.js';

export type { CompleteDetail, RefuseDetail } from '../learn/view.js';
export type { StageId } from '../learn/model.js';
export { COURSE } from '../learn/course.js';

/** The events of `<sittuyin-lesson>`; both bubble and are composed. */
export interface SittuyinLessonEventMap {
  /** A level won: `{ stage, level, id, stars, moves }` (stars 1 to 3). */
  complete: CustomEvent<CompleteDetail>;
  /** A move refused: `{ move, code, reason }` (the reason in the lesson's language). */
  refuse: CustomEvent<RefuseDetail>;
}

const ElementBase: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;
const ATTRIBUTES = ['stage', 'level', 'lang', 'pieces', 'theme'] as const;
const THEMES: readonly ThemeMode[] = ['light', 'dark', 'auto'];
const BUBBLES = { bubbles: true, composed: true } as const;

/** `<sittuyin-lesson>` (register it with defineSittuyinLesson()): attributes `stage` (a stage id:
 * `king`, `chariot`, `elephant`, `general`, `horse`, `pawn`, `placement`, `promotion`, `check`,
 * `mate`, `draws`, `count`, `endgames`), `level` (1-based, with `stage`: that level only), `lang`
 * (default: the page's), `pieces` (`letters` | `figurines` | `burmese`), `theme` (`light` | `dark`
 * | `auto`). Events `complete` and `refuse` (bubbling, composed). `ready` resolves with the view
 * once built; `retry()`, `next()`. */
export class SittuyinLessonElement extends ElementBase {
  static observedAttributes = [...ATTRIBUTES];
  #root: ShadowRoot | null = null;
  #view: LessonView | null = null;
  /** Counts builds: a build overtaken by a newer one (or a removal) does nothing. */
  #build = 0;
  #ready: Promise<LessonView>;
  #resolve: (v: LessonView) => void = () => {};
  #reject: (e: unknown) => void = () => {};

  constructor() {
    super();
    this.#ready = this.#newReady();
  }

  #newReady(): Promise<LessonView> {
    const p = new Promise<LessonView>((ok, fail) => {
      this.#resolve = ok;
      this.#reject = fail;
    });
    p.catch(() => {});
    return p;
  }

  /** The lesson's view once built (rejects with a SittuyinError for a bad `stage` or `level`). */
  get ready(): Promise<LessonView> {
    return this.#ready;
  }

  /** The view (null until `ready`). */
  get view(): LessonView | null {
    return this.#view;
  }

  #lang(): Lang {
    return pickLanguage([this.getAttribute('lang') ?? (this.closest('[lang]') as HTMLElement | null)?.lang ?? '']);
  }

  #pieces(): PieceSetName | undefined {
    const v = this.getAttribute('pieces');
    return v && (PIECE_SETS as readonly string[]).includes(v) ? (v as PieceSetName) : undefined;
  }

  #theme(): ThemeMode {
    const v = this.getAttribute('theme');
    return v && (THEMES as readonly string[]).includes(v) ? (v as ThemeMode) : 'auto';
  }

  connectedCallback(): void {
    // Moved within the page (out and back in within a task): the lesson goes on.
    if (this.#view) return;
    this.#root ??= this.attachShadow({ mode: 'open' });
    void this.#start();
  }

  disconnectedCallback(): void {
    queueMicrotask(() => {
      if (this.isConnected) return;
      // Out of the page: the board and the game go; a reconnect builds the lesson again.
      this.#build++;
      if (this.#view) this.#ready = this.#newReady();
      this.#view?.destroy();
      this.#view = null;
    });
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (!this.#root || old === value) return;
    const view = this.#view;
    if (name === 'pieces' && view) {
      void view.setPieces(this.#pieces() ?? 'letters').catch(() => {});
      return;
    }
    if (name === 'theme' && view) {
      view.setTheme(this.#theme());
      return;
    }
    if (name === 'lang' && view) {
      const lang = this.#lang();
      if (lang === 'my') useMyanmarFont();
      void loadStrings(lang).then((t) => {
        if (this.#view === view && this.#lang() === lang) view.setStrings(t);
      }, () => {});
      return;
    }
    if (this.isConnected) {
      this.#view?.destroy();
      this.#view = null;
      this.#ready = this.#newReady();
      void this.#start();
    }
  }

  async #start(): Promise<void> {
    const build = ++this.#build;
    const root = this.#root!;
    const lang = this.#lang();
    if (lang === 'my') useMyanmarFont();
    try {
      await Promise.all([init(), loadStrings(lang).catch(() => null)]);
      if (build !== this.#build || !this.isConnected) return;
      const stageAttr = this.getAttribute('stage');
      const levelAttr = this.getAttribute('level');
      const stage = stageAttr === null ? undefined : COURSE.find((s) => s.id === stageAttr);
      if (stageAttr !== null && !stage) {
        throw new SittuyinError('ERR_ARGUMENT', `no stage "${stageAttr.slice(0, 40)}" (stages: ${COURSE.map((s) => s.id).join(', ')})`);
      }
      const level = levelAttr === null ? undefined : Number(levelAttr);
      if (level !== undefined && (!stage || !Number.isInteger(level) || level < 1 || level > stage.levels.length)) {
        throw new SittuyinError('ERR_ARGUMENT', stage ? `level must be 1 to ${stage.levels.length}, got "${levelAttr!.slice(0, 20)}"` : 'level needs a stage');
      }
      const t = stringsFor(lang);
      this.setAttribute('role', 'group');
      this.setAttribute('aria-label', t.learn.label);
      const view = new LessonView(root, {
        stage: stage?.id as StageId | undefined,
        level,
        strings: t,
        pieces: this.#pieces(),
        theme: this.#theme(),
        onComplete: (detail) => this.dispatchEvent(new CustomEvent('complete', { ...BUBBLES, detail })),
        onRefuse: (detail) => this.dispatchEvent(new CustomEvent('refuse', { ...BUBBLES, detail })),
      });
      view.root.lang = lang;
      this.#view = view;
      this.#resolve(view);
    } catch (e) {
      if (build !== this.#build) return;
      const p = document.createElement('p');
      p.setAttribute('role', 'alert');
      p.dataset.testid = 'lesson-error';
      p.textContent = `Sittuyin lesson: ${e instanceof Error ? e.message : String(e)}`;
      root.replaceChildren(p);
      this.#reject(e);
    }
  }

  /** Plays the level on screen again. */
  retry(): void {
    this.#view?.retry();
  }

  /** Goes to the next level. */
  next(): void {
    this.#view?.next();
  }
}

/** Typed listeners: `element.addEventListener('complete', (e) => e.detail.stars)`. */
export interface SittuyinLessonElement {
  addEventListener<K extends keyof SittuyinLessonEventMap>(type: K, listener: (this: SittuyinLessonElement, ev: SittuyinLessonEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SittuyinLessonElement, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SittuyinLessonEventMap>(type: K, listener: (this: SittuyinLessonElement, ev: SittuyinLessonEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SittuyinLessonElement, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Registers `<sittuyin-lesson>` (or another tag name). Calling it again does nothing. */
export function defineSittuyinLesson(tagName = 'sittuyin-lesson'): void {
  defineElement(tagName, 'sittuyin-lesson', SittuyinLessonElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'sittuyin-lesson': SittuyinLessonElement;
  }
}
