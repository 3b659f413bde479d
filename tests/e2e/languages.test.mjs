// The app in each of its languages: chosen from the browser's language at the first visit,
// switchable, every label from the table; Burmese with its own font on a machine that has none.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, place, setUp, shot, status } from './helpers.mjs';
import { en } from '../../dist/i18n/en.js';
import { fr } from '../../dist/i18n/fr.js';
import { es } from '../../dist/i18n/es.js';
import { tr } from '../../dist/i18n/tr.js';
import { my } from '../../dist/i18n/my.js';

const TABLES = { en, fr, es, tr, my };

const app = setUp();

describe('languages', () => {
  for (const [code, t] of Object.entries(TABLES)) {
    test(`${t.name}: chosen from the browser's language, every visible label from its table`, async () => {
      const locale = { en: 'en-GB', fr: 'fr-FR', es: 'es-ES', tr: 'tr-TR', my: 'my-MM' }[code];
      const { ctx, page, errors } = await openApp(app.browser, app.url, { contextOptions: { locale, viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 } });
      assert.equal(await page.evaluate(() => document.documentElement.lang), code);
      assert.equal(await page.getByTestId('new-game').textContent(), t.ui.newGame);
      assert.equal(await page.getByTestId('undo').textContent(), t.ui.undo);
      // The default preset's sides are Red and Black (names.ts), in the language's words.
      assert.equal(await status(page), t.status.place(t.clock.red, 'below'));
      assert.equal(await page.getByTestId('reserve-white').locator('.label').textContent(), t.clock.red);
      assert.equal(await page.getByTestId('board').getAttribute('aria-label'), t.board.label);
      assert.equal(await page.locator('#rules option[value="federation"]').textContent(), t.presets.federation.name);
      // a refusal reason in the language
      await page.getByTestId('reserve-white').locator('[data-role="chariot"]').click();
      const box = await page.getByTestId('board').boundingBox();
      await page.mouse.move(box.x + box.width / 16, box.y + (box.height * 13) / 16); // a2
      assert.equal(await page.getByTestId('hint').textContent(), t.refusals['chariot-back-rank']);
      await place(page, 'white', 'R@a1');
      assert.equal(await status(page), t.status.place(t.colors.black, 'above'));
      if (code === 'my') {
        // The page's own Myanmar font is used (the machine has none): loaded and rendering.
        await page.evaluate(() => document.fonts.ready);
        await page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes('Sittuyin Myanmar') && f.status === 'loaded'));
        // Glyphs, not empty boxes: a Burmese word and the same number of box characters differ in width.
        const widths = await page.evaluate(() => {
          const c = document.createElement('canvas').getContext('2d');
          c.font = '32px "Sittuyin Myanmar"';
          return [c.measureText('မင်းကြီး').width, c.measureText('\u25a1\u25a1\u25a1\u25a1\u25a1').width];
        });
        assert.notEqual(Math.round(widths[0]), Math.round(widths[1]), `widths ${widths}`);
      }
      await shot(page, `lang-${code}`);
      assert.deepEqual(errors, []);
      await ctx.close();
    });
  }

  test('switching the language in the settings relabels everything and is kept across a reload', async () => {
    const { ctx, page } = await openApp(app.browser, app.url, { contextOptions: { locale: 'en-US', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true } });
    await page.locator('#settings summary').click();
    await page.selectOption('#lang', 'my');
    // A language other than English loads on first use (a chunk of its own): wait for its labels.
    await page.getByTestId('new-game').getByText(my.ui.newGame, { exact: true }).waitFor();
    await page.locator('#settings summary').click();
    assert.equal(await page.getByTestId('new-game').textContent(), my.ui.newGame);
    assert.equal(await status(page), my.status.place(my.clock.red, 'below'));
    await page.evaluate(() => document.fonts.ready);
    await shot(page, 'lang-my-phone');
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'my');
    await page.locator('#settings summary').click();
    await page.selectOption('#lang', 'fr');
    await page.getByTestId('undo').getByText(fr.ui.undo, { exact: true }).waitFor();
    assert.equal(await page.getByTestId('undo').textContent(), fr.ui.undo);
    assert.notEqual(fr.ui.undo, en.ui.undo);
    await ctx.close();
  });
});
