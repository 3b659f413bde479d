// The game library's storage: every game, finished or not, in IndexedDB (through idb: promises
// over IndexedDB's requests, with typed stores and upgrades, in about 1 KB).
//
// The game in play stays in localStorage (storage.ts): it is written synchronously after every
// move and when the page hides, which IndexedDB cannot promise. localStorage's recent games list
// is the library's inbox: `sync()` copies the game in play and the recent games into the library
// (at start when the page is idle, when a game is replaced, when the library opens). The first
// sync is the migration of what earlier releases kept (the game and the recent games).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { buildGame } from '../state.ts';
import { load, loadRecent, validate, type Saved } from '../storage.ts';
import type { CorrespondenceRecord } from '../correspondence/records.ts';

/** A game in the library: a saved game, with what its list shows worked out once. */
export interface LibraryGame extends Saved {
  id: string;
  savedAt: number;
  /** The result: '1-0', '0-1', '1/2-1/2', or '*' (unfinished). */
  result: string;
  plies: number;
  /** Names and event of an imported game (a played game's come from its opponent and level). */
  white?: string;
  black?: string;
  event?: string;
  /** 'YYYY.MM.DD' of an imported game. */
  date?: string;
  /** A game played by links (modes/correspondence.ts): what continues it on this device. */
  correspondence?: CorrespondenceRecord;
}

interface Schema extends DBSchema {
  games: { key: string; value: LibraryGame; indexes: { savedAt: number } };
}

const DB = 'sittuyin-library';

let opening: Promise<IDBPDatabase<Schema>> | null = null;

/** The library's database (opened once); rejects when IndexedDB cannot be used. */
export function db(): Promise<IDBPDatabase<Schema>> {
  opening ??= openDB<Schema>(DB, 1, {
    upgrade(database) {
      const store = database.createObjectStore('games', { keyPath: 'id' });
      store.createIndex('savedAt', 'savedAt');
    },
  });
  opening.catch(() => { opening = null; });
  return opening;
}

/** A saved game as the library keeps it; null when its moves cannot be replayed. */
export function toLibrary(s: Saved, extra: Partial<LibraryGame> = {}): LibraryGame | null {
  if (!s.id) return null;
  try {
    const g = buildGame(s.startFen, s.rules, s.moves, s.ending ?? null);
    try {
      const st = g.status();
      const result = !st.over ? '*' : st.winner === 'white' ? '1-0' : st.winner === 'black' ? '0-1' : '1/2-1/2';
      return { ...s, id: s.id, savedAt: s.savedAt ?? Date.now(), result, plies: g.ply, ...extra };
    } finally {
      g.free();
    }
  } catch {
    return null;
  }
}

/** Copies the game in play and localStorage's recent games into the library (a newer save of a
 * game replaces an older one; nothing else is touched). Says how many records were written. */
export async function sync(): Promise<number> {
  const database = await db();
  const found: Saved[] = [...loadRecent()];
  const current = load().saved;
  if (current) found.push(current);
  const tx = database.transaction('games', 'readwrite');
  let written = 0;
  for (const s of found) {
    if (!s.id) continue;
    const old = await tx.store.get(s.id);
    if (old && (old.savedAt > (s.savedAt ?? 0) || (old.savedAt === s.savedAt && (old.rev ?? 0) >= (s.rev ?? 0)))) continue;
    // (A game by link keeps its record: modes/correspondence.ts continues it from there.)
    const kept = old?.correspondence ? { correspondence: old.correspondence } : {};
    const rec = toLibrary(s, old ? { white: old.white, black: old.black, event: old.event, date: old.date, ...kept } : {});
    if (!rec) continue;
    await tx.store.put(rec);
    written++;
  }
  await tx.done;
  return written;
}

/** A stored record read back, or null when it is not a sound game (written by hand, by an old
 * release or cut short): it is then left out of the list, and said. */
export function readRecord(x: unknown): LibraryGame | null {
  let s: Saved;
  try {
    s = validate(x);
  } catch {
    return null;
  }
  const o = x as Partial<LibraryGame>;
  if (typeof o.id !== 'string' || typeof o.savedAt !== 'number' || !Number.isFinite(o.savedAt)) return null;
  const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  return {
    ...s,
    id: o.id,
    savedAt: o.savedAt,
    result: typeof o.result === 'string' && ['1-0', '0-1', '1/2-1/2', '*'].includes(o.result) ? o.result : '*',
    plies: typeof o.plies === 'number' && Number.isInteger(o.plies) && o.plies >= 0 ? o.plies : s.moves.length,
    white: text(o.white),
    black: text(o.black),
    event: text(o.event),
    date: text(o.date),
    // A game by link keeps what continues it (modes/correspondence.ts checks it when it opens).
    ...(o.correspondence !== null && typeof o.correspondence === 'object' ? { correspondence: o.correspondence } : {}),
  };
}

/** Every sound game, newest first, and how many records could not be read. */
export async function allGames(): Promise<{ games: LibraryGame[]; unreadable: number }> {
  const records: unknown[] = await (await db()).getAllFromIndex('games', 'savedAt');
  const games = records.reverse().map(readRecord);
  return { games: games.filter((g): g is LibraryGame => g !== null), unreadable: games.filter((g) => g === null).length };
}

/** What tells two games apart in the library: the same moves from the same start under the same
 * rules with the same result are one game (an export imported again adds nothing). */
export function sameGameKey(g: Pick<LibraryGame, 'rules' | 'startFen' | 'moves' | 'result'>): string {
  return `${g.rules}|${g.startFen}|${g.moves.join(' ')}|${g.result}`;
}

/** One game by its id (undefined when the library has none). */
export async function getGame(id: string): Promise<LibraryGame | undefined> {
  return (await db()).get('games', id);
}

export async function putGames(games: LibraryGame[]): Promise<void> {
  const tx = (await db()).transaction('games', 'readwrite');
  for (const g of games) await tx.store.put(g);
  await tx.done;
}

/** Whether a storage error is the browser's quota (the disk or the site's share is full). */
export function isQuotaError(e: unknown): boolean {
  const name = (e as { name?: unknown })?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

export async function deleteGame(id: string): Promise<void> {
  await (await db()).delete('games', id);
}
