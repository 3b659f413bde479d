// Languages on demand: English is bundled, every other table loads with loadStrings() (a chunk of
// its own); until then stringsFor() falls back to English.
import { describe, expect, it } from 'vitest';
import { LANGS, LANGUAGE_NAMES, hasStrings, loadStrings, pickLanguage, stringsFor } from '../../www/i18n/index.ts';
import { en } from '../../www/i18n/en.ts';

describe('loadStrings', () => {
  it('gives English at once and for unknown codes', async () => {
    expect(stringsFor('en')).toBe(en);
    expect(stringsFor('xx')).toBe(en);
    expect(stringsFor(null)).toBe(en);
    expect(await loadStrings('xx')).toBe(en);
  });

  it('loads each other language once; stringsFor gives English until then', async () => {
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      expect(hasStrings(lang)).toBe(false);
      expect(stringsFor(lang)).toBe(en);
      const [a, b] = await Promise.all([loadStrings(lang), loadStrings(lang)]);
      expect(a).toBe(b);
      expect(a).not.toBe(en);
      expect(hasStrings(lang)).toBe(true);
      expect(stringsFor(lang)).toBe(a);
    }
  });

  it('names each language as its table does, English first', async () => {
    expect(LANGS[0]).toBe('en');
    for (const lang of LANGS) expect((await loadStrings(lang)).name).toBe(LANGUAGE_NAMES[lang]);
  });

  it('picks the first preferred language with a table', () => {
    expect(pickLanguage(['de-DE', 'fr-CA', 'es'])).toBe('fr');
    expect(pickLanguage(['de'])).toBe('en');
    expect(pickLanguage(['constructor', '__proto__'])).toBe('en');
  });
});
