// A whole game against the computer at level 1 (the engine runs in a Web Worker): the human side
// is played through the move box by a small search in Node, claims are taken, until the result.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game } from '../../dist/lib/index.js';
import { collectErrors, setUp, shot } from './helpers.mjs';

before(() => init());
const app = setUp();

test('a full game against the computer at level 1 reaches a result', { timeout: 240_000 }, async () => {
  const page = await app.browser.newPage({ viewport: { width: 1000, height: 800 } });
  const errors = collectErrors(page);
  await page.goto(app.url);
  await page.waitForSelector('body[data-ready="1"]');
  await page.selectOption('#opponent', 'black');
  await page.selectOption('#level', '1');
  await page.getByTestId('new-game').click();
  const fenOf = () => page.getByTestId('fen').textContent();
  let plies = 0;
  for (let turn = 0; turn < 400; turn++) {
    const status = await page.getByTestId('status').textContent();
    if (/checkmate|stalemate|draw|wins|counting|insufficient|repetition|fifty/i.test(status) && !/to move/i.test(status)) break;
    const claim = page.locator('[data-testid^="claim-"]').first();
    if (await claim.count()) {
      await claim.click();
      continue;
    }
    const fen = await fenOf();
    const mine = new Game({ fen });
    if (mine.turn !== 'white') {
      // The computer is thinking in its worker; the page must stay responsive meanwhile.
      await page.waitForFunction((f) => document.querySelector('[data-testid="fen"]').textContent !== f, fen, { timeout: 30_000 });
      plies++;
      mine.free();
      continue;
    }
    // The human side: a depth-2 search with the hand-tuned evaluation (with the built-in
    // network it mates level 1 in a few moves, and the test wants a long game of the app).
    mine.useNetwork(false);
    const { uci } = mine.bestMove({ depth: 2 });
    mine.free();
    await page.getByTestId('move-input').fill(uci);
    await page.getByTestId('move-input').press('Enter');
    await page.waitForFunction((f) => document.querySelector('[data-testid="fen"]').textContent !== f, fen);
    plies++;
  }
  await shot(page, 'computer-game');
  const final = await page.getByTestId('status').textContent();
  const check = new Game({ fen: await fenOf() });
  assert.ok(plies > 16, `only ${plies} plies`);
  assert.match(final, /checkmate|stalemate|draw|wins|counting|insufficient|repetition|fifty|agreement/i, final);
  assert.ok(check.phase === 'play');
  assert.deepEqual(errors, []);
});
