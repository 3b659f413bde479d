// Why a correspondence link is refused: a stable code (the screen says it in words, from
// `t.correspondence.refused[code]`) and an English detail for developers.

export const CORRESPONDENCE_CODES = [
  /** Not a link of this app's format (cut, a character changed into something unreadable). */
  'ERR_CORR_DAMAGED',
  /** The signature does not match the link's content: changed after it was signed. */
  'ERR_CORR_SIGNATURE',
  /** Signed with another key than the one this device pinned for that side. */
  'ERR_CORR_KEY',
  /** An earlier state of the game than the one on this device (a link opened again). */
  'ERR_CORR_OLD',
  /** Its history differs from the one on this device. */
  'ERR_CORR_ALTERED',
  /** A revealed placement that does not match its side's commitment. */
  'ERR_CORR_COMMITMENT',
  /** It adds what is not the sender's to add (a move for the other side, two turns). */
  'ERR_CORR_TURN',
  /** A game this device has no part in, already under way. */
  'ERR_CORR_UNKNOWN',
  /** This browser has no WebCrypto (a page not served over https) or no IndexedDB. */
  'ERR_CORR_UNSUPPORTED',
] as const;

export type CorrespondenceCode = (typeof CORRESPONDENCE_CODES)[number];

export class CorrespondenceError extends Error {
  readonly code: CorrespondenceCode;
  constructor(code: CorrespondenceCode, message: string) {
    super(message);
    this.name = 'CorrespondenceError';
    this.code = code;
  }
}
