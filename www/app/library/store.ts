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
import { load, loadRecent, type Saved } from '../storage.ts';
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

/** Every game, newest first. */
export async function allGames(): Promise<LibraryGame[]> {
  const games = await (await db()).getAllFromIndex('games', 'savedAt');
  return games.reverse();
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

export async function deleteGame(id: string): Promise<void> {
  await (await db()).delete('games', id);
}
