// Persistence of the game in localStorage: {rules, startFen, moves, orientation, ending}.
import { RULES } from '../lib/game.js';
import type { RulesName } from '../lib/types.ts';
export const KEY = 'sittuyin.game';
export const CORRUPT_KEY = 'sittuyin.corrupt';

export type Ending = { type: 'resign'; color: 'white' | 'black' } | { type: 'agree' } | { type: 'claim'; reason: string } | null;

export interface Saved {
  rules: RulesName;
  startFen: string;
  moves: string[];
  orientation: 'white' | 'black';
  ending?: Ending;
  opponent?: string;
  level?: number;
}

export function validate(x: unknown): Saved {
  if (!x || typeof x !== 'object') throw new Error('not an object');
  const o = x as Record<string, unknown>;
  if (typeof o.rules !== 'string' || !(RULES as readonly string[]).includes(o.rules)) throw new Error('bad rules');
  if (typeof o.startFen !== 'string') throw new Error('bad startFen');
  if (!Array.isArray(o.moves) || !o.moves.every((m) => typeof m === 'string')) throw new Error('bad moves');
  if (o.orientation !== 'white' && o.orientation !== 'black') throw new Error('bad orientation');
  return o as unknown as Saved;
}

export function load(): { saved: Saved | null; corrupt: boolean } {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return { saved: null, corrupt: false };
  }
  if (raw === null) return { saved: null, corrupt: false };
  try {
    return { saved: validate(JSON.parse(raw)), corrupt: false };
  } catch {
    setAside(raw);
    return { saved: null, corrupt: true };
  }
}

export function setAside(raw: string | null): void {
  try {
    if (raw !== null) localStorage.setItem(CORRUPT_KEY, raw);
    localStorage.removeItem(KEY);
  } catch { /* storage unavailable */ }
}

export function save(s: Saved): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch { /* quota or private mode: keep playing */ }
}

export const SETTINGS_KEY = 'sittuyin.settings';

/** The user's preferences, kept apart from the game: language, piece set, sounds. */
export interface Settings {
  lang: string | null;
  pieces: 'letters' | 'figurines' | 'burmese';
  sound: boolean;
}

export function loadSettings(): Settings {
  const fallback: Settings = { lang: null, pieces: 'letters', sound: false };
  try {
    const o = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as Partial<Settings> | null;
    if (!o || typeof o !== 'object') return fallback;
    return {
      lang: typeof o.lang === 'string' ? o.lang : null,
      pieces: o.pieces === 'figurines' || o.pieces === 'burmese' ? o.pieces : 'letters',
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
