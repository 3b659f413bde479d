// The string tables and the choice of language.
import { en, type Strings } from './en.ts';
import { fr } from './fr.ts';
import { es } from './es.ts';
import { tr } from './tr.ts';
import { my } from './my.ts';

export type { Strings };
export type Lang = 'en' | 'fr' | 'es' | 'tr' | 'my';
/** Every language, English first (the reference table). */
export const LANGUAGES: Record<Lang, Strings> = { en, fr, es, tr, my };

/** The first of the user's preferred languages that has a table, else English. */
export function pickLanguage(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base in LANGUAGES) return base as Lang;
  }
  return 'en';
}

export function stringsFor(lang: string | null | undefined): Strings {
  return (lang && (LANGUAGES as Record<string, Strings>)[lang]) || en;
}

/** The board's share of a table. */
export type BoardStrings = Pick<Strings, 'roles' | 'colors' | 'board' | 'refusals'>;
