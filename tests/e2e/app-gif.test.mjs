// The app's GIF button (FEN / PGN panel): the game in play downloaded as an animated GIF, one frame
// per position, decoded and pixel-checked (the placed king on its square in the last frame).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import omggif from 'omggif';
import { openApp, place, setUp } from './helpers.mjs';

const app = setUp();

test('GIF: the game in play as an animated GIF download', { timeout: 120_000 }, async () => {
  const { ctx, page, errors } = await openApp(app.browser, app.url, { contextOptions: { acceptDownloads: true } });
  await place(page, 'white', 'K@a1');
  await page.waitForFunction(() => document.querySelectorAll('#moves button[data-ply]').length >= 1);
  const plies = await page.evaluate(() => document.querySelectorAll('#moves button[data-ply]').length);
  await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-gif').click()]);
  assert.equal(download.suggestedFilename(), 'sittuyin.gif');
  const bytes = readFileSync(await download.path());
  const gif = new omggif.GifReader(bytes);
  assert.ok(gif.numFrames() >= 2, `frames: ${gif.numFrames()}`);
  const w = gif.width;
  const rgba = (i) => { const a = new Uint8Array(w * w * 4); gif.decodeAndBlitFrameRGBA(i, a); return a; };
  const q = w / 8;
  const at = (a, sq) => { const i = (Math.floor((8 - Number(sq[1])) * q + q / 2) * w + Math.floor((sq.charCodeAt(0) - 97) * q + q / 2)) * 4; return [a[i], a[i + 1], a[i + 2]]; };
  const first = at(rgba(0), 'a1');
  const last = at(rgba(gif.numFrames() - 1), 'a1');
  assert.notDeepEqual(first, last, 'a1 empty at the start, the king on it at the end');
  assert.ok(plies >= 1);
  assert.ok(gif.numFrames() >= plies, `a frame per position: ${gif.numFrames()} frames, ${plies} moves in the list`);
  assert.deepEqual(errors, []);
  await ctx.close();
});
