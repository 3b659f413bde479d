// The endgame tables in the app: analysis says "mates in N / draw (count)", and the trainer
// gives a won bare-king ending that the user mates against the computer's best defence.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fen, loadFen, openApp, setUp, shot } from './helpers.mjs';
import { init, Game } from '../../dist/lib/index.js';

before(() => init());
const app = setUp();

const open = () => openApp(app.browser, app.url, { contextOptions: { viewport: { width: 1280, height: 900 } } });

describe('endgame tables in the app', () => {
  test('analysis of a table ending gives the table\'s verdict, with the count', async () => {
    const { ctx, page, errors } = await open();
    await loadFen(page, '4k3/8/8/8/8/8/R7/4K3[] w - - 0 1');
    await page.getByTestId('analyse').check();
    await page.waitForFunction(() => /^Table: Red mates in \d+ moves$/.test(document.querySelector('[data-testid=tablebase]').textContent), null, { timeout: 30000 });
    const g = new Game({ fen: '4k3/8/8/8/8/8/R7/4K3[] w - - 0 1' });
    g.generateTablebase();
    assert.equal(await page.getByTestId('tablebase').textContent(), `Table: Red mates in ${Math.ceil(g.tablebase().plies / 2)} moves`);
    // The count almost run out: the same ending is a draw
    await loadFen(page, '4k3/8/8/8/8/8/R7/4K3[] w - 32 30 1');
    await page.waitForFunction(() => /count runs out/.test(document.querySelector('[data-testid=tablebase]').textContent), null, { timeout: 30000 });
    await shot(page, 'tablebase-analysis');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the trainer: a won chariot ending, mated move by move against the table\'s defence', async () => {
    const { ctx, page, errors } = await open();
    await page.evaluate(() => { document.querySelector('#trainer').open = true; });
    await page.selectOption('#trainer-ending', 'KRK');
    await page.getByTestId('trainer-start').click();
    await page.waitForFunction(() => /mates in/.test(document.querySelector('[data-testid=trainer-text]').textContent), null, { timeout: 30000 });
    assert.equal(await page.locator('#opponent').inputValue(), 'black');
    for (let i = 0; i < 40; i++) {
      const now = await fen(page);
      const g = new Game({ fen: now });
      if (g.status().over) break;
      g.generateTablebase();
      const best = g.tablebase().bestMove;
      await page.getByTestId('move-input').fill(best);
      await page.getByTestId('move-input').press('Enter');
      await page.waitForFunction((f) => {
        const cur = document.querySelector('[data-testid=fen]').textContent;
        return cur !== f && (/ w /.test(cur) || /checkmate/i.test(document.querySelector('[data-testid=status]').textContent));
      }, now, { timeout: 30000 });
    }
    await page.waitForFunction(() => /Well done/.test(document.querySelector('[data-testid=trainer-text]').textContent), null, { timeout: 10000 });
    await shot(page, 'trainer-solved');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
