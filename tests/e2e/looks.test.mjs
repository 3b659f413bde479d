// How the board looks and sounds: the piece sets (chosen in the settings, kept across reloads),
// move animation and prefers-reduced-motion, generated move sounds, the dark theme.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { clickSq, fen, loadFen, openApp, place, setUp, shot } from './helpers.mjs';

const app = setUp();

const open = (contextOptions = {}) => openApp(app.browser, app.url, { contextOptions: { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, ...contextOptions } });

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

  test('dark theme: both sides readable on the dark board', async () => {
    const { ctx, page } = await open({ colorScheme: 'dark', deviceScaleFactor: 2 });
    await loadFen(page, 'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9');
    assert.ok((await fen(page)).startsWith('r6r/'));
    await shot(page, 'dark-letters');
    await chooseSettings(page, () => page.selectOption('#pieces', 'figurines'));
    await page.waitForFunction(() => document.querySelector('[data-testid=board]').dataset.pieces === 'figurines');
    await shot(page, 'dark-figurines');
    await ctx.close();
  });
});
