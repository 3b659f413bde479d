// Links: a game and the position shown, in a URL fragment `#fen=…&moves=…&rules=…&ply=…`
// (docs/app.md "Links"), read and written as plain text (the rules core judges the game). Used by the
// app (www/app/link.ts writes the fragment of the game in play), embed.html, the viewer's "open in the app" and "copy link", and the editor.

/** A game as a link gives it: `fen` absent is the rules' start position, `rules` absent the
 * app's default preset, `ply` absent the end of the moves. */
export interface Link {
  fen?: string;
  moves: string[];
  rules?: string;
  ply?: number;
}

const KEYS = ['fen', 'moves', 'rules', 'ply'];

/** The link in a fragment (`#…` or the text after it); null when it names no game (no `fen`,
 * `moves` or `rules`). An unreadable `ply` is left out (the end is shown). */
export function readLink(hash: string): Link | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!text) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return null;
  }
  if (!['fen', 'moves', 'rules'].some((k) => params.has(k))) return null;
  const link: Link = { moves: (params.get('moves') ?? '').split(/[\s,]+/).filter(Boolean) };
  const fen = params.get('fen')?.trim();
  if (fen) link.fen = fen;
  const rules = params.get('rules')?.trim();
  if (rules) link.rules = rules;
  const ply = params.get('ply')?.trim();
  if (ply && /^\d{1,9}$/.test(ply)) link.ply = Number(ply);
  return link;
}

/** Whether a fragment holds any of the link's keys (and so is the app's to rewrite). */
export function isLinkFragment(hash: string): boolean {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  return text === '' || KEYS.some((k) => new RegExp(`(^|&)${k}=`).test(text));
}

/** A value as written in the fragment: percent-encoded, but with the characters a fragment
 * may hold as they are (FEN's slashes, drops' @, the moves' commas). */
export const encodeValue = (s: string): string =>
  encodeURIComponent(s).replace(/%2F/g, '/').replace(/%40/g, '@').replace(/%2C/g, ',').replace(/%5B/g, '[').replace(/%5D/g, ']');

/** The fragment (with its `#`) of a link: `fen` and `ply` only when given, `rules` and `moves`
 * always (so the fragment is a link even for the start position). */
export function encodeLink(link: Partial<Link>): string {
  const parts: string[] = [];
  if (link.fen) parts.push(`fen=${encodeValue(link.fen)}`);
  parts.push(`rules=${encodeValue(link.rules ?? 'chessplayx')}`);
  parts.push(`moves=${(link.moves ?? []).map(encodeValue).join(',')}`);
  if (link.ply !== undefined) parts.push(`ply=${link.ply}`);
  return `#${parts.join('&')}`;
}

/** The link in a fragment (readLink under the name that pairs with encodeLink). */
export const decodeLink = (hash: string): Link | null => readLink(hash);

/** encodeLink under the name the viewer uses. */
export const linkFragment = encodeLink;
