// The Myanmar script font (Noto Sans Myanmar, SIL Open Font License, www/fonts/OFL.txt): a fresh
// machine may have no font for Burmese at all. Registered on the document (fonts declared inside
// a shadow root are ignored), loaded by the browser only when Burmese text is shown
// (unicode-range), and usable as the family 'Sittuyin Myanmar'.
export const MYANMAR_FAMILY = 'Sittuyin Myanmar';
const RANGE = 'U+1000-109F, U+A9E0-A9FF, U+AA60-AA7F';

let added = false;

export function useMyanmarFont(): void {
  if (added || typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  added = true;
  const faces: [string, URL][] = [
    ['400', new URL('../fonts/noto-sans-myanmar-400.woff2', import.meta.url)],
    ['700', new URL('../fonts/noto-sans-myanmar-700.woff2', import.meta.url)],
  ];
  for (const [weight, url] of faces) {
    document.fonts.add(new FontFace(MYANMAR_FAMILY, `url("${url.href}") format("woff2")`, { weight, unicodeRange: RANGE, display: 'swap' }));
  }
}
