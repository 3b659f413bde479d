// The string tables and the choice of language. English is bundled (the reference table and the
// fallback); every other table is its own chunk, loaded with loadStrings() when a page asks for it,
// so a board in one language never downloads the other four.
import { en, type Strings } from './en.ts';
import { tables } from './tables.ts';

export type { Strings };
export type Lang = 'en' | 'fr' | 'es' | 'tr' | 'my';

/** Each language's name in itself, English first (the order of a language menu). A test checks
 * them against the tables' own `name`. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { en: 'English', fr: 'Français', es: 'Español', tr: 'Türkçe', my: 'မြန်မာ' };

/** Every language code, English first. */
export const LANGS = Object.keys(LANGUAGE_NAMES) as readonly Lang[];

const MAIN = tables<Strings>(en, {
  fr: () => import('./fr.ts').then((m) => m.fr),
  es: () => import('./es.ts').then((m) => m.es),
  tr: () => import('./tr.ts').then((m) => m.tr),
  my: () => import('./my.ts').then((m) => m.my),
});

const isLang = (code: string): code is Lang => Object.hasOwn(LANGUAGE_NAMES, code);

/** The first of the user's preferred languages that has a table, else English. */
export function pickLanguage(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** The table of `lang` once loaded (see loadStrings); English until then, and for unknown codes. */
export function stringsFor(lang: string | null | undefined): Strings {
  return MAIN.get(lang);
}

/** Loads the table of `lang` (a chunk of its own; once), then resolves with it. Unknown codes
 * resolve with English; a failed load rejects and can be tried again. */
export function loadStrings(lang: string | null | undefined): Promise<Strings> {
  return MAIN.load(lang);
}

/** Whether `lang`'s table is loaded (stringsFor gives it). */
export function hasStrings(lang: Lang): boolean {
  return MAIN.has(lang);
}

/** The board's share of a table. */
export type BoardStrings = Pick<Strings, 'roles' | 'colors' | 'board' | 'refusals'>;
