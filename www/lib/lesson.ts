/**
 * The lesson element `<sittuyin-lesson>` (`defineSittuyinLesson()`, `SittuyinLessonElement`): the
 * course "Learn Sittuyin", one stage or one level of it, for a rules page.
 * @module sittuyin/lesson
 */
// `sittuyin/lesson`: a thin shell over the course's view (www/learn/view.ts), which the app's Learn
// mode shows too, on the element foundation (element/base.ts). `stage` picks a stage (its levels,
// Next between them), `level` one level of it; neither: the whole course with its stage list.
// Progress is kept on the device (localStorage, www/learn/progress.ts), shared by every lesson of
// the site, so a lesson parked (taken out of the page) and back starts afresh on it.
import { SittuyinError } from './errors.js';
import type { Strings } from '../i18n/index.ts';
import { courseStrings, learnStringsFor, loadLearnStrings, type CourseStrings } from '../i18n/learn/index.ts';
import { COMMON, defineElement, SittuyinElement, type ElementSpec, type Reflected } from './element/base.js';
import { COURSE } from '../learn/course.js';
import { LessonView, type CompleteDetail, type RefuseDetail } from '../learn/view.js';
import { STAGE_IDS, type Stage } from '../learn/model.js';

export type { CompleteDetail, RefuseDetail } from '../learn/view.js';
export type { StageId } from '../learn/model.js';
export { COURSE } from '../learn/course.js';

/** The events of `<sittuyin-lesson>`; all bubble and are composed. */
export interface SittuyinLessonEventMap {
  /** A level won: `{ stage, level, id, stars, moves }` (stars 1 to 3). */
  'sittuyin-complete': CustomEvent<CompleteDetail>;
  /** A move refused: `{ move, code, reason }` (the reason in the lesson's language). */
  'sittuyin-refuse': CustomEvent<RefuseDetail>;
  /** A bad `stage` or `level` (said in the element too); `detail` is the error. */
  'sittuyin-error': CustomEvent<unknown>;
}

/** The `<sittuyin-lesson>` element's table (www/lib/README.md "A lesson"). */
export const LESSON_SPEC = {
  tag: 'sittuyin-lesson',
  className: 'SittuyinLessonElement',
  module: 'lesson',
  eventMap: 'SittuyinLessonEventMap',
  attributes: {
    stage: { kind: STAGE_IDS, doc: 'One stage of the course, with its level buttons and Next; absent: the whole course and its stage list.' },
    level: { kind: 'number', doc: 'With `stage`: that level alone (1-based).' },
    lang: COMMON.lang,
    pieces: COMMON.pieces,
    theme: COMMON.theme,
  },
  events: {
    'sittuyin-complete': { doc: 'A level won. `detail`: { stage, level, id, stars (1 to 3), moves }.' },
    'sittuyin-refuse': { doc: 'A move refused. `detail`: { move, code, reason } (the reason in the lesson\'s language).' },
    'sittuyin-error': { doc: 'A bad `stage` or `level` (said in the element too). `detail`: the error.' },
  },
} as const satisfies ElementSpec;

/** `<sittuyin-lesson>` (register it with defineSittuyinLesson(), or let the drop-in script do it):
 * the attributes of LESSON_SPEC, each also a property (`el.stage`, `el.level`). Events
 * `sittuyin-complete` and `sittuyin-refuse`. `ready` resolves with the view once built (rejects
 * with ERR_ARGUMENT for a bad `stage` or `level`, said in the element); `retry()`, `next()`. */
export class SittuyinLessonElement extends SittuyinElement<typeof LESSON_SPEC.attributes, SittuyinLessonEventMap, LessonView> {
  static spec: ElementSpec = LESSON_SPEC;
  #view: LessonView | null = null;

  /** The view (null until `ready`). */
  get view(): LessonView | null {
    return this.#view;
  }

  /** The element's language: its main table and the course's (www/i18n/learn, loaded only here
   * and in the app's Learn mode, not with every element). */
  protected async loadLanguage(): Promise<Strings> {
    const [t] = await Promise.all([super.loadLanguage(), loadLearnStrings(this.language())]);
    return t;
  }

  /** The main table of the element's language joined to the course's (loaded by loadLanguage). */
  #strings(): CourseStrings {
    return courseStrings(this.strings(), learnStringsFor(this.language()));
  }

  protected failText(_t: Strings, message: string): string {
    return this.#strings().learn.error(message);
  }

  protected build(): void {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const { stage, level } = this.#where();
    const t = this.#strings();
    this.setAttribute('role', 'group');
    this.setAttribute('aria-label', t.learn.label);
    const view = new LessonView(root, {
      stage: stage?.id,
      level,
      strings: t,
      pieces: this.attr('pieces'),
      theme: this.attr('theme'),
      onComplete: (detail) => this.emit('sittuyin-complete', detail),
      onRefuse: (detail) => this.emit('sittuyin-refuse', detail),
    });
    view.root.lang = this.language();
    this.#view = view;
    this.resolveReady(view);
  }

  protected park(): void {
    this.#view?.destroy();
    this.#view = null;
  }

  protected update(name: keyof typeof LESSON_SPEC.attributes): void {
    const view = this.#view;
    if (!view) return;
    if (name === 'pieces') view.setPieces(this.attr('pieces')).catch((e: unknown) => this.report(e));
    else if (name === 'theme') view.setTheme(this.attr('theme'));
    else if (name === 'lang') {
      const lang = this.language();
      this.loadLanguage().then(() => {
        if (this.#view !== view || this.language() !== lang) return;
        const t = this.#strings();
        view.setStrings(t);
        view.root.lang = lang;
        this.setAttribute('aria-label', t.learn.label);
      }, (e: unknown) => this.report(e));
    } else {
      // Another stage or level: the lesson afresh (a bad one is said in the element).
      this.park();
      this.renewReady();
      try {
        this.build();
      } catch (e) {
        this.fail(e);
      }
    }
  }

  /** The stage and level of the attributes. Throws ERR_ARGUMENT for an unknown stage or a level
   * outside it (read from the text: a typo is said, not taken for "absent"). */
  #where(): { stage?: Stage; level?: number } {
    const stageText = this.getAttribute('stage');
    const levelText = this.getAttribute('level');
    const stage = stageText === null ? undefined : COURSE.find((s) => s.id === stageText.trim());
    if (stageText !== null && !stage) {
      throw new SittuyinError('ERR_ARGUMENT', `no stage "${stageText.slice(0, 40)}" (stages: ${STAGE_IDS.join(', ')})`);
    }
    if (levelText === null) return { stage };
    const level = Number(levelText);
    if (!stage) throw new SittuyinError('ERR_ARGUMENT', 'level needs a stage');
    if (levelText.trim() === '' || !Number.isInteger(level) || level < 1 || level > stage.levels.length) {
      throw new SittuyinError('ERR_ARGUMENT', `level must be 1 to ${stage.levels.length}, got "${levelText.slice(0, 20)}"`);
    }
    return { stage, level };
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

/** The attributes as typed properties: `el.stage` is a stage id (or null), `el.level` a number. */
export interface SittuyinLessonElement extends Reflected<typeof LESSON_SPEC.attributes> {}

/** Registers `<sittuyin-lesson>` (or another tag name). Calling it again does nothing. */
export function defineSittuyinLesson(tagName = 'sittuyin-lesson'): void {
  defineElement(tagName, LESSON_SPEC.tag, SittuyinLessonElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'sittuyin-lesson': SittuyinLessonElement;
  }
}
