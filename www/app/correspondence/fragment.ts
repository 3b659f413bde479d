// The address of a correspondence link: `#corr=<payload>` (URL-safe base64; docs/app.md "Links" has
// the `#fen=…&moves=…` links of any game, a key this one never uses). Tiny on purpose: the page's
// start reads it before the correspondence screen's chunk loads.

export const FRAGMENT_KEY = 'corr';

/** The payload of a correspondence link's fragment, or null when the fragment is not one. */
export function correspondencePayload(hash: string): string | null {
  const m = /^#?corr=([A-Za-z0-9_-]*)$/.exec(hash);
  return m ? m[1] : null;
}

/** The fragment (with its `#`) of a payload. */
export const correspondenceFragment = (payload: string): string => `#${FRAGMENT_KEY}=${payload}`;
