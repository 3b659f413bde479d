// Text kept in localStorage that DevTools must not show in clear (a hidden placement's drops while
// the other side places): AES-GCM under a key made on this device with WebCrypto, not
// extractable, kept in IndexedDB (a CryptoKey is stored as itself: its bytes are never exposed to
// script, nor shown in DevTools). A reload in the same browser profile can unseal it.
//
// What this protects against: reading the storage (DevTools' Application panel, the profile's
// files on disk, a copy of localStorage) shows no squares. What it does not: anyone who can run
// script in this page (the DevTools console included) can ask the same key to decrypt, and a
// debugger can read the placement from the page's memory while it is shown. It keeps an honest
// glance out, not a determined opponent with the device.
import { openDB } from 'idb';

const DB = 'sittuyin-keys';
const NAME = 'sealed-v1';

let keyPromise: Promise<CryptoKey> | null = null;

/** This device's sealing key: read from IndexedDB, or made and kept there (once, even with two
 * tabs making one at the same moment: the first kept wins, the other reads it). */
function sealingKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const db = await openDB(DB, 1, { upgrade: (d) => { d.createObjectStore('keys'); } });
    try {
      const found = (await db.get('keys', NAME)) as CryptoKey | undefined;
      if (found) return found;
      const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      try {
        await db.add('keys', made, NAME);
        return made;
      } catch {
        const kept = (await db.get('keys', NAME)) as CryptoKey | undefined;
        if (!kept) throw new Error('no sealing key');
        return kept;
      }
    } finally {
      db.close();
    }
  })();
  keyPromise.catch(() => { keyPromise = null; });
  return keyPromise;
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** `text` sealed: `{"sealed":1,"iv":…,"data":…}`. Rejects where WebCrypto or IndexedDB cannot be
 * used (the caller then keeps nothing rather than keep it in clear). */
export async function seal(text: string): Promise<string> {
  const key = await sealingKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text)));
  return JSON.stringify({ sealed: 1, iv: toBase64(iv), data: toBase64(data) });
}

/** The text `seal` sealed, or null when it is not sealed text or does not open with this
 * device's key (altered, or sealed elsewhere). */
export async function unseal(stored: string): Promise<string | null> {
  try {
    const v = JSON.parse(stored) as { sealed?: unknown; iv?: unknown; data?: unknown };
    if (v.sealed !== 1 || typeof v.iv !== 'string' || typeof v.data !== 'string') return null;
    const key = await sealingKey();
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(v.iv) }, key, fromBase64(v.data));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
