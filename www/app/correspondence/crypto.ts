// The cryptography of correspondence play, all WebCrypto (browsers, and Node ≥ 20's
// globalThis.crypto): ECDSA P-256 keys whose private half never leaves the device (not
// extractable), a signature per link, and SHA-256 commitments to a hidden placement.
import type { Color } from '../../lib/types.js';
import { CorrespondenceError } from './errors.ts';

const KEY = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;
/** Domain separation: a signature or commitment made here means nothing anywhere else. */
const SIGN_DOMAIN = 'sittuyin-correspondence-link-1';
const COMMIT_DOMAIN = 'sittuyin-correspondence-commit-1';
/** The sizes in a link: a public key (uncompressed point), a signature (r ‖ s), a hash. */
export const PUBLIC_KEY_BYTES = 65;
export const SIGNATURE_BYTES = 64;
export const HASH_BYTES = 32;
export const SALT_BYTES = 16;
export const GAME_ID_BYTES = 8;

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new CorrespondenceError('ERR_CORR_UNSUPPORTED', 'WebCrypto is not available (the page must be served over https)');
  return s;
}

export function randomBytes(n: number): Uint8Array {
  if (!globalThis.crypto?.getRandomValues) throw new CorrespondenceError('ERR_CORR_UNSUPPORTED', 'no random source');
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A new key pair for one game: the private key cannot be exported, only used to sign. */
export function newKeyPair(): Promise<CryptoKeyPair> {
  return subtle().generateKey(KEY, false, ['sign', 'verify']);
}

/** A public key as a link carries it (65 bytes). */
export async function publicKeyBytes(key: CryptoKey): Promise<Uint8Array> {
  return new Uint8Array(await subtle().exportKey('raw', key));
}

async function importPublicKey(raw: Uint8Array): Promise<CryptoKey> {
  try {
    return await subtle().importKey('raw', concat(raw), KEY, false, ['verify']);
  } catch {
    throw new CorrespondenceError('ERR_CORR_DAMAGED', 'the public key is not a point of P-256');
  }
}

export async function sign(privateKey: CryptoKey, data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign(SIGN, privateKey, concat(text(SIGN_DOMAIN), data)));
}

/** Whether `signature` is `publicKey`'s over `data`. */
export async function verify(publicKey: Uint8Array, signature: Uint8Array, data: Uint8Array): Promise<boolean> {
  const key = await importPublicKey(publicKey);
  return subtle().verify(SIGN, key, concat(signature), concat(text(SIGN_DOMAIN), data));
}

export async function sha256(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest('SHA-256', concat(data)));
}

/** The commitment to a side's hidden placement: SHA-256 over the game, the side, its drops and a
 * random salt (so the few possible placements cannot be tried one by one against the hash). */
export function commitment(game: Uint8Array, color: Color, drops: readonly string[], salt: Uint8Array): Promise<Uint8Array> {
  return sha256(concat(text(COMMIT_DOMAIN), game, text(`|${color}|${drops.join(' ')}|`), salt));
}
