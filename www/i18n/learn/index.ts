// The course's strings ("Learn Sittuyin": www/learn/, the app's Learn mode and <sittuyin-lesson>),
// apart from the main tables: every element bundles the main English table (www/i18n/index.ts),
// and the course's words are a quarter of a table, so they come only with the course. As with the
// main tables, English is bundled (here: in the lesson element's chunk and the app's Learn mode,
// the only importers of this module) and each other language is a chunk of its own. A course's
// view takes one table for both: a language's main table with the course's as its `learn` group
// (courseStrings()).
import type { Strings } from '../index.ts';
import { tables } from '../tables.ts';
import { en, type LearnStrings } from './en.ts';

export type { LearnStrings };

/** A language's main table with the course's words as its `learn` group (what www/learn/ reads). */
export type CourseStrings = Strings & { readonly learn: LearnStrings };

const COURSE = tables<LearnStrings>(en, {
  fr: () => import('./fr.ts').then((m) => m.fr),
  es: () => import('./es.ts').then((m) => m.es),
  tr: () => import('./tr.ts').then((m) => m.tr),
  my: () => import('./my.ts').then((m) => m.my),
});

/** Loads the course's table of `lang` (a chunk; once), then resolves with it. Unknown codes, and
 * a language whose chunk fails to load (tried again next time), resolve with English. */
export function loadLearnStrings(lang: string | null | undefined): Promise<LearnStrings> {
  return COURSE.load(lang).catch(() => en);
}

/** The course's table of `lang` once loaded (see loadLearnStrings); English until then. */
export function learnStringsFor(lang: string | null | undefined): LearnStrings {
  return COURSE.get(lang);
}

const joined = new WeakMap<Strings, WeakMap<LearnStrings, CourseStrings>>();

/** `t` with `learn` as its course group; the same object for the same two tables (so a host can
 * tell by identity whether its language changed). */
export function courseStrings(t: Strings, learn: LearnStrings): CourseStrings {
  let byLearn = joined.get(t);
  if (!byLearn) joined.set(t, (byLearn = new WeakMap()));
  let out = byLearn.get(learn);
  if (!out) byLearn.set(learn, (out = { ...t, learn }));
  return out;
}

/** Loads the course's table of `lang` and joins it to `t` (the main table of that language). */
export async function loadCourseStrings(t: Strings, lang: string | null | undefined): Promise<CourseStrings> {
  return courseStrings(t, await loadLearnStrings(lang));
}
