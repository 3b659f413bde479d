// Persistence in localStorage: the game in progress (KEY), the recent games (RECENT_KEY, so a
// game replaced in another tab is never lost) and the settings. Storage may be full or disabled:
// every write says whether it worked, and the app plays on either way.
import { presets } from '../lib/game.js';
import type { RulesName } from '../lib/types.ts';
import { LANGUAGE_NAMES } from '../i18n/index.ts';
export const KEY = 'sittuyin.game';
export const CORRUPT_KEY = 'sittuyin.corrupt';
export const RECENT_KEY = 'sittuyin.recent';
const RECENT_MAX = 12;

export type Ending = { type: 'resign'; color: 'white' | 'black' } | { type: 'agree' } | { type: 'claim'; reason: string } | { type: 'timeout'; color: 'white' | 'black' } | null;

export interface Saved {
  rules: RulesName;
  startFen: string;
  moves: string[];
  orientation: 'white' | 'black';
  ending?: Ending;
  opponent?: string;
  level?: number;
  /** Which game this is (a new game gets a new id) and how many times it was saved. */
  id?: string;
  rev?: number;
  savedAt?: number;
}

/** Moves as players count them (a move of each side is one move), from plies. */
export function fullMoves(plies: number): number {
  return Math.ceil(plies / 2);
}

/** What a write did: stored, refused for lack of space, or storage is off. */
export type SaveResult = 'ok' | 'full' | 'off';

export function validate(x: unknown): Saved {
  if (!x || typeof x !== 'object') throw new Error('not an object');
  const o = x as Record<string, unknown>;
  if (typeof o.rules !== 'string' || !presets().some((p) => p.name === o.rules)) throw new Error('bad rules');
  if (typeof o.startFen !== 'string') throw new Error('bad startFen');
  if (!Array.isArray(o.moves) || !o.moves.every((m) => typeof m === 'string')) throw new Error('bad moves');
  if (o.orientation !== 'white' && o.orientation !== 'black') throw new Error('bad orientation');
  return o as unknown as Saved;
}

/** Whether localStorage can be read at all (not in some private modes or with cookies blocked). */
export function storageAvailable(): boolean {
  try {
    localStorage.getItem(KEY);
    return true;
  } catch {
    return false;
  }
}

/** What reading the stored game found: the game, or an unreadable text that was set aside
 * (`lost` holds it when the storage could not take the copy: the app offers it as a download). */
export interface Loaded {
  saved: Saved | null;
  corrupt: boolean;
  lost: string | null;
}

export function load(): Loaded {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return { saved: null, corrupt: false, lost: null };
  }
  if (raw === null) return { saved: null, corrupt: false, lost: null };
  return parse(raw);
}

/** A stored game text, validated; unreadable text is set aside. */
export function parse(raw: string): Loaded {
  try {
    return { saved: validate(JSON.parse(raw)), corrupt: false, lost: null };
  } catch {
    return { saved: null, corrupt: true, lost: setAside(raw) === 'ok' ? null : raw };
  }
}

/** Moves an unreadable game text out of the way (to CORRUPT_KEY). Says whether the copy was
 * kept: a text too large for the storage's quota is not ('full'); the key is freed either way,
 * so the new game can be saved. */
export function setAside(raw: string | null): SaveResult {
  let kept: SaveResult = 'ok';
  if (raw !== null) {
    // The old text is still under KEY: the copy needs room for a second one. Drop it first when
    // there is no room, then try again.
    kept = write(CORRUPT_KEY, raw);
    if (kept === 'full') {
      try {
        localStorage.removeItem(KEY);
      } catch { /* storage unavailable */ }
      kept = write(CORRUPT_KEY, raw);
    }
  }
  try {
    localStorage.removeItem(KEY);
  } catch {
    return 'off';
  }
  return kept;
}

function write(key: string, value: string): SaveResult {
  try {
    localStorage.setItem(key, value);
    return 'ok';
  } catch (e) {
    const name = (e as { name?: string })?.name ?? '';
    return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' ? 'full' : 'off';
  }
}

/** Saves the game in progress (`text`: `s` as JSON, when the caller has it already), and keeps it
 * among the recent games when `keep`. */
export function save(s: Saved, text = JSON.stringify(s), keep = true): SaveResult {
  const result = write(KEY, text);
  if (result === 'ok' && keep) remember(s);
  return result;
}

/** Keeps a game among the recent ones (newest first). Tabs write the list in turn, so each tab
 * also remembers the games other tabs save (from their storage events): a game one tab's write
 * left out comes back with the other's next one. */
export function remember(s: Saved): void {
  if (!s.id) return;
  const recent = loadRecent().filter((r) => r.id !== s.id);
  recent.unshift(s);
  recent.sort((a, b) => (b.savedAt ?? 0) - (a.savedAt ?? 0));
  // Old games make room when the storage is full; the game in progress is already saved.
  for (let n = Math.min(recent.length, RECENT_MAX); n > 0; n--) {
    if (write(RECENT_KEY, JSON.stringify(recent.slice(0, n))) === 'ok') break;
  }
}

/** The recent games, newest first (at most RECENT_MAX). */
export function loadRecent(): Saved[] {
  try {
    const list = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    const out: Saved[] = [];
    for (const x of list) {
      try {
        out.push(validate(x));
      } catch { /* skip an unreadable entry */ }
    }
    return out;
  } catch {
    return [];
  }
}

export const SETTINGS_KEY = 'sittuyin.settings';

/** The user's preferences, kept apart from the game: language, piece set, sounds. */
export interface Settings {
  lang: string | null;
  pieces: 'letters' | 'figurines' | 'burmese';
  sound: boolean;
}

export function loadSettings(): Settings {
  // New users get the Burmese carved set (the product's look); a saved choice is kept.
  const fallback: Settings = { lang: null, pieces: 'burmese', sound: false };
  try {
    const o = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as Partial<Settings> | null;
    if (!o || typeof o !== 'object') return fallback;
    return {
      // Only a language the app has (it goes into <html lang>).
      lang: typeof o.lang === 'string' && Object.hasOwn(LANGUAGE_NAMES, o.lang) ? o.lang : null,
      pieces: o.pieces === 'figurines' || o.pieces === 'letters' ? o.pieces : 'burmese',
      sound: o.sound === true,
    };
  } catch {
    return fallback;
  }
}

export function saveSettings(s: Settings): void {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(s));
  } catch { /* quota or private mode: the settings last this visit */ }
}

/** Takes a game out of the recent games (deleted from the library: not copied back). */
export function forget(id: string): void {
  const recent = loadRecent();
  const kept = recent.filter((r) => r.id !== id);
  if (kept.length !== recent.length) write(RECENT_KEY, JSON.stringify(kept));
}
