// Hidden placement for two players on one device (issue 19 part 5), at desktop and phone sizes:
// White places on a private board, a curtain hands the device over, Black places without ever
// seeing White's pieces (neither on a board nor in a tray), a last curtain reveals both, and
// the game records the drops in the preset's order; a reload shows a curtain, never a board.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { fen, openApp, ROLES, setUp, shot } from './helpers.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const START = '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1';
const WHITE = ['K@c2', 'F@e3', 'S@b2', 'S@d2', 'N@f3', 'N@e2', 'R@f1', 'R@g1'];
const BLACK = ['K@f7', 'F@d6', 'S@g7', 'S@e7', 'N@c6', 'N@d7', 'R@c8', 'R@b8'];

const app = setUp();

/** Clicks a piece in the private board's tray, then its square. */
async function placePrivate(page, color, uci) {
  await page.locator(`#hidden-board [data-testid=reserve-${color}] [data-role="${ROLES[uci[0]]}"]`).click();
  const box = await page.locator('#hidden-board [data-testid=board]').boundingBox();
  const file = uci.charCodeAt(2) - 97;
  const rank = Number(uci[3]) - 1;
  const col = color === 'white' ? file : 7 - file;
  const row = color === 'white' ? 7 - rank : rank;
  await page.mouse.click(box.x + ((col + 0.5) * box.width) / 8, box.y + ((row + 0.5) * box.height) / 8);
}

/** The counts of a tray of the private board, by role. */
const trayCounts = (page, color) => page.locator(`#hidden-board [data-testid=reserve-${color}] [data-role]`).evaluateAll(
  (buttons) => Object.fromEntries(buttons.map((b) => [b.dataset.role, Number(b.dataset.count)])),
);

async function axe(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  for (const rules of ['chessplayx', 'federation']) {
    describe(`hidden placement (${name}, ${rules})`, () => {
      test("the second side never sees the first's pieces; the game records the preset's order", async () => {
        const ctx = await app.browser.newContext({ viewport, deviceScaleFactor: 1 });
        const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
        if (rules !== 'chessplayx') {
          await page.selectOption('#rules', rules);
          await page.waitForFunction((r) => document.querySelector('#rules').value === r, rules);
        }
        await page.evaluate(() => { document.querySelector('#settings').open = true; });
        await page.waitForSelector('#hidden-placement', { state: 'attached' });
        await page.locator('#hidden-placement').check();
        await page.evaluate(() => { document.querySelector('#settings').open = false; });
        await page.waitForSelector('#hidden-board [data-testid=board]');
        assert.match(await page.getByTestId('hidden-status').textContent(), /^Red places unseen — Black, look away/);
        for (const d of WHITE) await placePrivate(page, 'white', d);
        // The hand-over: a curtain, no board anywhere with White's pieces.
        await page.waitForSelector('[data-testid=hidden-curtain]:not([hidden])');
        assert.equal(await page.locator('#hidden-board [data-testid=board]').count(), 0);
        assert.match(await page.getByTestId('hidden-go').textContent(), /I am Black/);
        assert.equal(await fen(page), START, 'the game in play has no drop yet');
        if (rules === 'chessplayx') await shot(page, `hidden-handover-${name}`);
        await page.getByTestId('hidden-go').click();
        await page.waitForSelector('#hidden-board [data-testid=board]');
        // Black's board: White's pieces all still in hand, none on the board.
        assert.deepEqual(await trayCounts(page, 'white'), { king: 1, general: 1, elephant: 2, horse: 2, chariot: 2 });
        assert.equal(await fen(page), START);
        assert.match(await page.getByTestId('hidden-status').textContent(), /^Black places unseen — Red, look away/);
        if (rules === 'chessplayx') {
          await shot(page, `hidden-black-${name}`);
          assert.deepEqual(await axe(page), []);
        }
        for (const d of BLACK.slice(0, 3)) await placePrivate(page, 'black', d);
        // A reload in the middle shows a curtain first, then Black's board as it was.
        await page.reload();
        await page.waitForSelector('body[data-ready="1"]');
        await page.waitForSelector('[data-testid=hidden-curtain]:not([hidden])');
        assert.equal(await page.locator('#hidden-board [data-testid=board]').count(), 0);
        await page.getByTestId('hidden-go').click();
        await page.waitForSelector('#hidden-board [data-testid=board]');
        assert.deepEqual(await trayCounts(page, 'black'), { king: 0, general: 0, elephant: 1, horse: 2, chariot: 2 });
        for (const d of BLACK.slice(3)) await placePrivate(page, 'black', d);
        await page.waitForSelector('[data-testid=hidden-curtain]:not([hidden])');
        assert.match(await page.getByTestId('hidden-go').textContent(), /Reveal/);
        await page.getByTestId('hidden-go').click();
        await page.waitForSelector('[data-testid=hidden-panel]', { state: 'detached' });
        // The game in play: every drop, in the preset's order (alternating, or White's eight then Black's).
        const expected = rules === 'federation' ? [...WHITE, ...BLACK] : WHITE.flatMap((w, i) => [w, BLACK[i]]);
        const sans = await page.locator('[data-testid=moves] button').allTextContents();
        assert.deepEqual(sans.map((s) => s.replace(/[+#]$/, '')), expected);
        assert.match(await fen(page), rules === 'federation' ? / w - - 0 16$/ : / w - - 0 9$/);
        assert.equal(await page.evaluate(() => document.body.dataset.mode ?? null), null);
        // The PGN numbers the drops as the preset places them.
        await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
        const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download-pgn').click()]);
        const pgn = (await readFile(await download.path(), 'utf8')).replace(/\s+/g, ' ');
        assert.ok(pgn.includes(rules === 'federation' ? '1. K@c2 2. F@e3' : '1. K@c2 K@f7 2. F@e3 F@d6'), pgn);
        if (rules === 'federation') assert.ok(pgn.includes('8. R@g1 K@f7 9... F@d6'), pgn);
        await page.evaluate(() => { document.querySelector('#fen-pgn').open = false; });
        if (rules === 'chessplayx') await shot(page, `hidden-revealed-${name}`);
        assert.deepEqual(errors, []);
        await ctx.close();
      });
    });
  }
}

describe('hidden placement: nothing readable, nothing lost', () => {
  test('the drops are kept sealed (no square in the storage) yet a reload restores them; turning the option off asks nothing but Undo brings them back', async () => {
    for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
      const ctx = await app.browser.newContext({ viewport, deviceScaleFactor: 1 });
      const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
      const option = async (on) => {
        await page.evaluate(() => { document.querySelector('#settings').open = true; });
        await page.waitForSelector('#hidden-placement', { state: 'attached' });
        await page.locator('#hidden-placement').setChecked(on);
        await page.evaluate(() => { document.querySelector('#settings').open = false; });
      };
      await option(true);
      await page.waitForSelector('#hidden-board [data-testid=board]');
      for (const d of WHITE.slice(0, 3)) await placePrivate(page, 'white', d);
      await page.waitForFunction(() => localStorage.getItem('sittuyin.hidden')?.includes('"sealed":1'));
      const stored = await page.evaluate(() => localStorage.getItem('sittuyin.hidden'));
      // Sealed: base64 alone, no drop (K@c2), no field of the placement.
      assert.doesNotMatch(stored, /@|"white"|"stage"|"black"/);
      assert.match(stored, /^\{"sealed":1,"iv":"[A-Za-z0-9+/=]+","data":"[A-Za-z0-9+/=]+"\}$/);
      // A reload: a curtain, then the three drops as they were.
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      await page.waitForSelector('[data-testid=hidden-curtain]:not([hidden])');
      await page.getByTestId('hidden-go').click();
      await page.waitForSelector('#hidden-board [data-testid=board]');
      assert.deepEqual(await trayCounts(page, 'white'), { king: 0, general: 0, elephant: 1, horse: 2, chariot: 2 });
      // Turned off: the drops are discarded with an Undo, which brings them back behind a curtain.
      await option(false);
      await page.waitForSelector('[data-testid=hidden-panel]', { state: 'detached' });
      await page.waitForSelector('#toast:not([hidden])');
      assert.equal(await page.locator('#toast-text').textContent(), 'Hidden placement off: 3 unseen drops discarded.');
      await shot(page, `hidden-discarded-${name}`);
      await page.getByTestId('toast-undo').click();
      await page.waitForSelector('[data-testid=hidden-curtain]:not([hidden])');
      assert.equal(await page.locator('#hidden-placement').isChecked(), true);
      await page.getByTestId('hidden-go').click();
      await page.waitForSelector('#hidden-board [data-testid=board]');
      assert.deepEqual(await trayCounts(page, 'white'), { king: 0, general: 0, elephant: 1, horse: 2, chariot: 2 });
      assert.equal(await fen(page), START);
      assert.deepEqual(errors, []);
      await ctx.close();
    }
  });
});
