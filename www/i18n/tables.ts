// One language's tables loaded once each: English given (bundled by the importer), every other
// language a chunk of its own, loaded on first use. The main tables (index.ts) and the course's
// (learn/index.ts) are two sets of them.
import type { Lang } from './index.ts';

export interface Tables<T> {
  /** The table of `lang` once loaded; English until then, and for unknown codes. */
  get(lang: string | null | undefined): T;
  /** Loads the table of `lang` (once), then resolves with it. Unknown codes resolve with English;
   * a failed load rejects and can be tried again. */
  load(lang: string | null | undefined): Promise<T>;
  /** Whether the table of `lang` is loaded. */
  has(lang: Lang): boolean;
}

export function tables<T>(english: T, loaders: Readonly<Record<Exclude<Lang, 'en'>, () => Promise<T>>>): Tables<T> {
  const loaded = new Map<string, T>([['en', english]]);
  const loading = new Map<string, Promise<T>>();
  const isOther = (code: string): code is Exclude<Lang, 'en'> => Object.hasOwn(loaders, code);
  return {
    get: (lang) => (lang && loaded.get(lang)) || english,
    has: (lang) => loaded.has(lang),
    load(lang) {
      if (!lang || !isOther(lang)) return Promise.resolve(english);
      const have = loaded.get(lang);
      if (have) return Promise.resolve(have);
      let pending = loading.get(lang);
      if (!pending) {
        const code = lang;
        pending = loaders[code]().then(
          (table) => {
            loaded.set(code, table);
            loading.delete(code);
            return table;
          },
          (e: unknown) => {
            loading.delete(code);
            throw e;
          },
        );
        loading.set(code, pending);
      }
      return pending;
    },
  };
}
