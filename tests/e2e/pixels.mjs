// How far the pieces on the app's canvas board stand out from the board under them, measured from
// the canvas's pixels. The measures run in the page (page.evaluate): each function here is
// self-contained, as Playwright sends its source.

/** WCAG 2.1 SC 1.4.11 (non-text contrast): the parts of a graphic needed to understand it reach 3:1
 * against the colours next to them. */
export const NON_TEXT_CONTRAST = 3;

/** In the page: keeps the board canvas's pixels as they are now (the board without the pieces to
 * measure), after the next two frames are drawn. */
export async function keepBarePixels() {
  await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
  const c = document.querySelector('[data-testid=board]');
  window.__barePixels = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
}

/**
 * In the page: for each square of `squares` (white at the bottom), compared with the pixels kept by
 * keepBarePixels (the same board without those pieces): the share of the square's
 * pixels that changed to a colour at least `ratio`:1 in WCAG contrast from the board's pixel under
 * it: the piece's shape as a reader can tell it from the board.
 */
export async function measurePieces({ squares, ratio }) {
  await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
  const lin = (c) => (c <= 10.31475 ? c / 3294.6 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const lum = (d, o) => 0.2126 * lin(d[o]) + 0.7152 * lin(d[o + 1]) + 0.0722 * lin(d[o + 2]);
  const c = document.querySelector('[data-testid=board]');
  const now = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  const bare = window.__barePixels;
  const q = c.width / 8;
  const out = {};
  for (const sq of squares) {
    const x0 = Math.round((sq.charCodeAt(0) - 97) * q);
    const y0 = Math.round((8 - Number(sq[1])) * q);
    const n = Math.floor(q);
    let legible = 0;
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++) {
        const o = ((y0 + j) * c.width + x0 + i) * 4;
        if (now[o] === bare[o] && now[o + 1] === bare[o + 1] && now[o + 2] === bare[o + 2]) continue;
        const lp = lum(now, o);
        const lb = lum(bare, o);
        if ((Math.max(lp, lb) + 0.05) / (Math.min(lp, lb) + 0.05) >= ratio) legible++;
      }
    }
    out[sq] = legible / (n * n);
  }
  return out;
}
