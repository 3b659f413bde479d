// The learner's progress, kept on the device: the best stars of each level, in localStorage under a
// versioned key. Anything unreadable (another version, broken JSON, odd values, a storage that
// throws: private modes, a full quota) is ignored and the course starts from nothing; never an error.

/** The key, with the format's version: a later format takes a new key and leaves this one alone. */
export const PROGRESS_KEY = 'sittuyin.learn.v1';

export type Stars = 1 | 2 | 3;

export interface Progress {
  /** Best stars by level id. */
  stars: Record<string, Stars>;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const isStars = (v: unknown): v is Stars => v === 1 || v === 2 || v === 3;

/** Reads the progress (empty when there is none or it cannot be read). */
export function loadProgress(store: StorageLike | null = storage()): Progress {
  const out: Progress = { stars: {} };
  let text: string | null = null;
  try {
    text = store?.getItem(PROGRESS_KEY) ?? null;
  } catch {
    return out;
  }
  if (!text) return out;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return out;
  }
  const stars = (data as { stars?: unknown } | null)?.stars;
  if (!stars || typeof stars !== 'object' || Array.isArray(stars)) return out;
  for (const [id, n] of Object.entries(stars as Record<string, unknown>)) {
    if (id.length <= 40 && isStars(n)) out.stars[id] = n;
  }
  return out;
}

/** Records `stars` for a level (the best result is kept) and returns the progress. A storage that
 * refuses the write keeps the result for this page only. */
export function recordStars(id: string, stars: Stars, store: StorageLike | null = storage()): Progress {
  const progress = loadProgress(store);
  if ((progress.stars[id] ?? 0) >= stars) return progress;
  progress.stars[id] = stars;
  try {
    store?.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Full or forbidden: the stars show until the page closes.
  }
  return progress;
}
