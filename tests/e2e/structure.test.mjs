// The app's structure (issue 19 part 6): the play mode loads beside the rules core, other modes
// (the trainer) only when first used; a replaced game (the trainer's) goes through the one
// replace and comes back from the toast's Undo, at desktop and phone sizes.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fen, openApp, setUp, shot } from './helpers.mjs';

const app = setUp();

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  describe(`modes on demand (${name})`, () => {
    test('the trainer mode is fetched on first use, its game replaces the game and Undo brings it back', async () => {
      // Service workers blocked: the offline cache's fetch of every file is not the page loading a mode.
      const ctx = await app.browser.newContext({ viewport, deviceScaleFactor: 1, serviceWorkers: 'block' });
      const requested = [];
      // What the page asks for (the service worker's precache of every file, which may start
      // before the check, is not the page loading a mode).
      ctx.on('request', (r) => { if (!r.serviceWorker()) requested.push(new URL(r.url()).pathname); });
      const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
      assert.ok(requested.some((p) => /\/assets\/play-[\w-]+\.js$/.test(p)), 'the play mode is loaded at start');
      assert.ok(!requested.some((p) => /\/assets\/trainer-[\w-]+\.js$/.test(p)), 'the trainer mode is not loaded at start');
      // The start is the rules core; the engine's module (and the editor, review, library
      // chunks) wait for their first use.
      await page.waitForLoadState('networkidle');
      assert.ok(requested.some((p) => /\/assets\/sittuyin_bg-[\w-]+\.wasm$/.test(p)), 'the rules core is loaded at start');
      for (const chunk of ['sittuyin_engine_bg-[\\w-]+\\.wasm', 'editor-[\\w-]+\\.js', 'review-[\\w-]+\\.js', 'library-[\\w-]+\\.js']) {
        assert.ok(!requested.some((p) => new RegExp(`/assets/${chunk}$`).test(p)), `${chunk} is not loaded at start: ${requested.join(', ')}`);
      }
      // A game under way, to be replaced by the trainer's.
      await page.getByTestId('move-input').fill('K@d2');
      await page.getByTestId('move-input').press('Enter');
      const before = await fen(page);
      await page.locator('#trainer > summary').click();
      await page.selectOption('#trainer-ending', 'KRK');
      await page.getByTestId('trainer-start').click();
      await page.waitForFunction(() => /mates in/.test(document.querySelector('[data-testid=trainer-text]').textContent), null, { timeout: 30000 });
      assert.ok(requested.some((p) => /\/assets\/trainer-[\w-]+\.js$/.test(p)), 'the trainer mode is loaded on first use');
      assert.equal(await page.locator('#opponent').inputValue(), 'black');
      assert.notEqual(await fen(page), before);
      await shot(page, `structure-trainer-${name}`);
      await page.getByTestId('toast-undo').click();
      await page.waitForFunction((f) => document.querySelector('[data-testid=fen]').textContent === f, before);
      assert.equal(await page.locator('#opponent').inputValue(), 'none');
      assert.equal(await page.getByTestId('trainer-text').textContent(), '');
      assert.deepEqual(errors, []);
      await ctx.close();
    });
  });
}
