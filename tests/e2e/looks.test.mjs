// How the board looks and sounds: the piece sets (chosen in the settings, kept across reloads),
// move animation and prefers-reduced-motion, generated move sounds, the dark theme.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { clickSq, loadFen, openApp, place, setUp, shot } from './helpers.mjs';
import { NON_TEXT_CONTRAST, keepBarePixels, measurePieces } from './pixels.mjs';

const app = setUp();

const open = (contextOptions = {}) => openApp(app.browser, app.url, { contextOptions: { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, ...contextOptions } });

/** Every role of both sides; BARE: two kings on squares POSITION leaves empty. */
const POSITION = 'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9';
const BARE = '8/k7/8/8/8/8/7K/8[] w - - 0 1';
/** Least share of a piece's square whose pixels reach NON_TEXT_CONTRAST (3:1, WCAG 1.4.11) against
 * the board under them: 1% is about 225 device pixels of a 150-pixel square, a line 1.5 pixels wide
 * around the piece, the least that keeps a shape to follow. A piece in the board's colour, or
 * outlined only in it, reaches almost none. Measured (dark board, 1280x900 at 2x): letters 39.6% /
 * 12.2% (least white / least black), figurines 13.0% / 7.7%, burmese 1.3% / 6.9% (the Burmese white
 * pieces' red body and dark outline stay under 3:1 against the dark square: only their gold
 * details reach it). */
const MIN_LEGIBLE = 0.01;

/** The squares of a FEN's pieces, with their side. */
function piecesOf(fenText) {
  const out = {};
  fenText.split(/[[ ]/)[0].split('/').forEach((row, r) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) { file += Number(ch); continue; }
      out[`${'abcdefgh'[file]}${8 - r}`] = ch === ch.toUpperCase() ? 'white' : 'black';
      file++;
    }
  });
  return out;
}

async function chooseSettings(page, f) {
  await page.locator('#settings summary').click();
  await f();
  await page.locator('#settings summary').click();
}

/** Records every value the canvas's data-anim takes, from now on. */
async function watchAnimation(page) {
  await page.evaluate(() => {
    const canvas = document.querySelector('[data-testid=board]');
    window.animSeen = [];
    new MutationObserver(() => window.animSeen.push(canvas.dataset.anim ?? '')).observe(canvas, { attributes: true, attributeFilter: ['data-anim'] });
  });
}

describe('looks', () => {
  for (const set of ['figurines', 'burmese', 'letters']) {
    test(`the ${set} piece set draws the board and the trays, and is kept across a reload`, async () => {
      const { ctx, page, errors } = await open({ deviceScaleFactor: 2 });
      await chooseSettings(page, () => page.selectOption('#pieces', set));
      await page.waitForFunction((s) => document.querySelector('[data-testid=board]').dataset.pieces === s, set);
      const svgs = await page.getByTestId('reserve-white').locator('svg').count();
      assert.equal(svgs, set === 'letters' ? 0 : 5);
      await loadFen(page, 'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9');
      // the square of the white king is drawn in the set's colours, not the board's
      const px = await page.evaluate(async () => {
        await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
        const c = document.querySelector('[data-testid=board]');
        const q = c.width / 8;
        const d = c.getContext('2d').getImageData(Math.round(4.5 * q), Math.round(6.55 * q), 1, 1).data;
        return Array.from(d);
      });
      assert.notDeepEqual(px.slice(0, 3), [0xe9, 0xdc, 0xc0], `a piece on e2, got ${px}`);
      await shot(page, `pieces-${set}-app`);
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      await page.waitForFunction((s) => document.querySelector('[data-testid=board]').dataset.pieces === s, set);
      assert.equal(await page.locator('#pieces').inputValue(), set);
      assert.deepEqual(errors, []);
      await ctx.close();
    });
  }

  test('pieces slide when moved and placed; prefers-reduced-motion makes them jump', async () => {
    for (const reducedMotion of ['no-preference', 'reduce']) {
      const { ctx, page } = await open({ reducedMotion });
      await watchAnimation(page);
      await place(page, 'white', 'R@a1');
      await loadFen(page, '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1');
      await clickSq(page, 'a2');
      await clickSq(page, 'a7');
      await page.waitForFunction(() => document.querySelector('[data-testid=fen]').textContent.startsWith('6k1/R7/'));
      await page.waitForTimeout(250);
      const seen = await page.evaluate(() => window.animSeen);
      if (reducedMotion === 'reduce') assert.deepEqual(seen, [], 'no slide under reduced motion');
      else assert.ok(seen.filter((v) => v === '1').length >= 2, `a slide for the drop and the move: ${seen}`);
      await ctx.close();
    }
  });

  test('move sounds are off by default; turned on, each move has its sound', async () => {
    const { ctx, page } = await open();
    const sound = () => page.getByTestId('board').getAttribute('data-sound');
    await place(page, 'white', 'R@a1');
    assert.equal(await sound(), null);
    await chooseSettings(page, () => page.getByTestId('sound').check());
    await place(page, 'black', 'R@a8');
    assert.equal(await sound(), 'drop');
    await loadFen(page, '6k1/8/8/8/8/8/r7/1R4K1[] w - - 0 1');
    await clickSq(page, 'b1');
    await clickSq(page, 'b2');
    assert.equal(await sound(), 'move');
    await clickSq(page, 'a2');
    await clickSq(page, 'b2');
    assert.equal(await sound(), 'capture');
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await page.getByTestId('sound').isChecked(), true);
    await ctx.close();
  });

  test('dark theme: the pieces of both sides stand out from the dark board, in every set', async (t) => {
    const { ctx, page } = await open({ colorScheme: 'dark', deviceScaleFactor: 2 });
    for (const set of ['letters', 'figurines', 'burmese']) {
      await chooseSettings(page, () => page.selectOption('#pieces', set));
      await page.waitForFunction((s) => document.querySelector('[data-testid=board]').dataset.pieces === s, set);
      // the board with two kings on squares that are empty in POSITION, then POSITION
      await loadFen(page, BARE);
      await page.waitForFunction(() => document.querySelector('[data-testid=fen]').textContent.startsWith('8/k7/'));
      await page.evaluate(keepBarePixels);
      await loadFen(page, POSITION);
      await page.waitForFunction(() => document.querySelector('[data-testid=fen]').textContent.startsWith('r6r/'));
      await shot(page, `dark-${set}`);
      const squares = piecesOf(POSITION);
      const legible = await page.evaluate(measurePieces, { squares: Object.keys(squares), ratio: NON_TEXT_CONTRAST });
      const least = (color) => Math.min(...Object.keys(squares).filter((sq) => squares[sq] === color).map((sq) => legible[sq]));
      t.diagnostic(`${set}: least legible share of a square, white ${least('white').toFixed(3)}, black ${least('black').toFixed(3)}`);
      for (const [sq, color] of Object.entries(squares)) {
        assert.ok(legible[sq] >= MIN_LEGIBLE, `${set}: the ${color} piece on ${sq} reaches ${NON_TEXT_CONTRAST}:1 against the board on ${(legible[sq] * 100).toFixed(2)}% of its square, under ${MIN_LEGIBLE * 100}%`);
      }
    }
    await ctx.close();
  });
});
