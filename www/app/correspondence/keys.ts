// Each game's key pair on this device, in IndexedDB (a database of its own, beside the game
// library's): the private key is not extractable, so no script, export or backup can copy it out;
// it can only sign on this device.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { CorrespondenceError } from './errors.ts';

interface Schema extends DBSchema {
  keys: { key: string; value: { game: string; pair: CryptoKeyPair } };
}

let opening: Promise<IDBPDatabase<Schema>> | null = null;

function db(): Promise<IDBPDatabase<Schema>> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new CorrespondenceError('ERR_CORR_UNSUPPORTED', 'no IndexedDB'));
  opening ??= openDB<Schema>('sittuyin-correspondence', 1, {
    upgrade(database) {
      database.createObjectStore('keys', { keyPath: 'game' });
    },
  });
  opening.catch(() => { opening = null; });
  return opening;
}

export async function saveKeys(game: string, pair: CryptoKeyPair): Promise<void> {
  await (await db()).put('keys', { game, pair });
}

export async function loadKeys(game: string): Promise<CryptoKeyPair | null> {
  return (await (await db()).get('keys', game))?.pair ?? null;
}
