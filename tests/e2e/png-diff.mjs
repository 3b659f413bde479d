// Pixel comparison of two PNG pictures, decoded by Chromium (the browser the e2e tests already
// run, so no PNG library): comparePngs runs in a page (page.evaluate sends its source, so it is
// self-contained) and returns how many pixels differ and a diff picture.

/** A pixel differs when its colour moved more than this: the Euclidean distance of (R, G, B, A),
 * 0..510. Run-to-run noise is 0 here (every pixel equal over 8 runs, docs/testing.md); 10 leaves
 * room for off-by-a-few rounding in another build of Chromium's rasteriser while a colour constant
 * moved by a few per cent is caught: the white figurine body #fbf8f0 -> #f4f0e8 (13.3) changes 1,911
 * pixels of the light figurine board. */
export const MAX_DISTANCE = 10;
/** A case fails when more pixels than this differ: room for a few anti-aliased edge pixels, far
 * under what a piece, a diagonal (about 410 pixels of a 256-pixel board) or a colour covers. */
export const MAX_PIXELS = 24;

/**
 * In a page: decodes `actual` and `expected` (base64 PNGs) and compares them pixel by pixel.
 * Returns `size` ({ actual, expected } as "WxH") when the sizes differ; else `count`, the pixels
 * whose colour distance exceeds `maxDistance`, `max`, the largest distance, `box`, the box
 * "x0,y0..x1,y1" of the differing pixels, and `diff` (base64 PNG, when any differ): the reference
 * faded, the differing pixels red.
 */
export async function comparePngs({ actual, expected, maxDistance }) {
  const decode = async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
    const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
    const canvas = new OffscreenCanvas(bmp.width, bmp.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(bmp, 0, 0);
    return { width: bmp.width, height: bmp.height, data: ctx.getImageData(0, 0, bmp.width, bmp.height).data };
  };
  const a = await decode(actual);
  const e = await decode(expected);
  if (a.width !== e.width || a.height !== e.height) {
    return { size: { actual: `${a.width}x${a.height}`, expected: `${e.width}x${e.height}` }, count: a.width * a.height, max: 510 };
  }
  const out = new ImageData(a.width, a.height);
  let count = 0;
  let max = 0;
  let x0 = Infinity; let y0 = Infinity; let x1 = -1; let y1 = -1;
  for (let o = 0; o < a.data.length; o += 4) {
    const dr = a.data[o] - e.data[o];
    const dg = a.data[o + 1] - e.data[o + 1];
    const db = a.data[o + 2] - e.data[o + 2];
    const da = a.data[o + 3] - e.data[o + 3];
    const d = Math.sqrt(dr * dr + dg * dg + db * db + da * da);
    max = Math.max(max, d);
    if (d > maxDistance) {
      count++;
      const x = (o / 4) % a.width;
      const y = Math.floor(o / 4 / a.width);
      x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
      out.data.set([255, 0, 0, 255], o);
    } else {
      const grey = 255 - (255 - (e.data[o] + e.data[o + 1] + e.data[o + 2]) / 3) * 0.25;
      out.data.set([grey, grey, grey, 255], o);
    }
  }
  let diff = null;
  if (count > 0) {
    const canvas = new OffscreenCanvas(a.width, a.height);
    canvas.getContext('2d').putImageData(out, 0, 0);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    diff = btoa(text);
  }
  return { count, max, box: count ? `${x0},${y0}..${x1},${y1}` : null, diff };
}
