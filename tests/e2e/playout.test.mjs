// <sittuyin-playout> (issue 29 part 3) on a static page with only the drop-in script, under the
// strict CSP: a mate in 2 (White: Ke6, Rh2; Black: Kg8) won against level 1 by clicks on the
// board, with Undo (the computer's reply and your move taken back) and Restart used and a Hint
// shown first; the engine's wasm fetched once, and only once the computer first moves; the result
// in words. Then the page at desktop and phone sizes, light and dark: in view, axe-core clean.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game, searchBestMove, stopEngine } from '../../dist/lib/index.js';
import { axeViolations, openPage, SHOTS, startSite } from './cdn-site.mjs';
import { clickSq, setUp } from './helpers.mjs';

await init();
after(() => stopEngine());

const FEN = '6k1/8/4K3/8/8/8/7R/8[] w - - 0 1';
const PAGES = {
  'index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Play it out</title>
<script type="module" src="sittuyin/sittuyin.js"></script></head><body><main>
<h1>The chariot mates</h1><p>White to move wins: play it out.</p>
<sittuyin-playout fen="${FEN}" computer="black" level="1"></sittuyin-playout>
</main></body></html>`,
};

const site = setUp(() => startSite(PAGES));

const engineWasm = (requests) => requests.filter((r) => r.includes('sittuyin_engine_bg')).length;
const history = (page) => page.evaluate(() => document.querySelector('sittuyin-playout').board.game.history());
/** Waits until it is the reader's turn (the computer has answered) or the game is over. */
const readerTurn = (page) => page.waitForFunction(() => {
  const g = document.querySelector('sittuyin-playout').board.game;
  return g.turn === 'white' || g.status().over;
}, null, { timeout: 30000 });

/** Plays `uci` (a board move) by two clicks on the canvas, then waits for the computer. */
async function play(page, uci) {
  const played = (await history(page)).length + 1;
  await clickSq(page, uci.slice(0, 2));
  await clickSq(page, uci.slice(2, 4));
  await page.waitForFunction((n) => document.querySelector('sittuyin-playout').board.game.history().length >= n, played);
  await readerTurn(page);
}

test('a mate in 2 won against level 1 with Undo and Restart, one engine wasm, the result in words', async () => {
  const requests = [];
  const { ctx, page, errors, missing } = await openPage(site, 'index.html', { requests });
  await page.waitForFunction(() => document.querySelector('sittuyin-playout')?.board);
  await page.evaluate(() => {
    window.__over = [];
    document.addEventListener('sittuyin-over', (e) => window.__over.push(e.detail.outcome));
  });
  assert.equal(await page.getByTestId('playout-result').textContent(), 'Your move.');
  assert.equal(engineWasm(requests), 0, 'no engine before the computer moves');
  assert.equal(await page.getByTestId('playout-undo').isDisabled(), true);

  // A move that lets the king out; the computer answers; Undo takes back both.
  await play(page, 'h2h1');
  assert.equal((await history(page)).length, 2);
  assert.equal(engineWasm(requests), 1);
  await page.getByTestId('playout-undo').click();
  assert.deepEqual(await history(page), []);
  assert.equal(await page.evaluate(() => document.querySelector('sittuyin-playout').board.game.fen()), new Game({ fen: FEN }).fen());

  // The right move, the forced reply; Restart puts the position back.
  await play(page, 'e6f6');
  assert.deepEqual(await history(page), ['e6f6', 'g8f8']);
  await page.getByTestId('playout-restart').click();
  assert.deepEqual(await history(page), []);

  // A hint: the engine's move as an arrow, and in words.
  await page.getByTestId('playout-hint').click();
  await page.waitForFunction(() => /hint:/.test(document.querySelector('sittuyin-playout').board.canvas.dataset.shapes ?? ''));
  const shapes = await page.evaluate(() => document.querySelector('sittuyin-playout').board.canvas.dataset.shapes);
  const hinted = /hint:([a-h][1-8])-([a-h][1-8])/.exec(shapes);
  assert.ok(hinted, shapes);
  assert.match(await page.getByTestId('playout-result').textContent(), /^Hint: K?f6\.|^Hint: /);

  // Played out: each of White's moves is the engine's best (a mate), found here in Node.
  for (let i = 0; i < 4; i++) {
    const moves = await history(page);
    const g = new Game({ fen: FEN, moves });
    const over = g.status().over;
    g.free();
    if (over) break;
    const best = await searchBestMove(FEN, moves, { depth: 6 });
    assert.ok('mate' in best.score && best.score.mate > 0, `White mates after ${moves.join(' ')}`);
    await play(page, best.uci);
  }
  const result = await page.getByTestId('playout-result').textContent();
  assert.match(result, /^You won! Checkmate — White wins \(1-0\)$/);
  assert.equal(await page.locator('sittuyin-playout').getAttribute('outcome'), 'won');
  assert.deepEqual(await page.evaluate(() => window.__over), ['won']);
  assert.equal(await page.getByTestId('playout-hint').isDisabled(), true);
  assert.equal(engineWasm(requests), 1, `the engine wasm once:\n${requests.join('\n')}`);
  assert.equal(requests.filter((r) => /\/sittuyin_bg-[^/]*\.wasm$/.test(r)).length, 1, 'the rules core once');
  assert.deepEqual(missing.filter((m) => !m.endsWith('/favicon.ico')), []);
  assert.deepEqual(errors.filter((e) => !/status of 404/.test(e)), []);
  await page.screenshot({ path: `${SHOTS}/playout-won.png`, fullPage: true });
  await ctx.close();
});

for (const [size, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]]) {
  for (const colorScheme of ['light', 'dark']) {
    test(`${size} ${colorScheme}: the board, the buttons and the result line in view; axe-core clean`, async () => {
      const { ctx, page, errors } = await openPage(site, 'index.html', { width, height, colorScheme, bypassCSP: true });
      await page.waitForFunction(() => document.querySelector('sittuyin-playout')?.board);
      for (const id of ['board', 'playout-restart', 'playout-undo', 'playout-hint', 'playout-result']) {
        const box = await page.getByTestId(id).boundingBox();
        assert.ok(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height, `${id} in view: ${JSON.stringify(box)}`);
      }
      const theme = await page.evaluate(() => document.querySelector('sittuyin-playout').board.canvas.dataset.theme);
      assert.equal(theme, colorScheme);
      assert.deepEqual(await axeViolations(page), []);
      await page.screenshot({ path: `${SHOTS}/playout-${size}-${colorScheme}.png` });
      assert.deepEqual(errors.filter((e) => !/status of 404/.test(e)), []);
      await ctx.close();
    });
  }
}
