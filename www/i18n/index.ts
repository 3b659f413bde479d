// The string tables and the choice of language.
import { en, type Strings } from './en.ts';

export type { Strings };
export type Lang = 'en';
export const LANGUAGES: Record<Lang, Strings> = { en };

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
