// The app as a newcomer meets it, on a 390×844 touch phone and a 1280×900 desktop: what broke
// (scrolling, draw offers, accidental promotions, presets, the icon) and what confused.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { clickSq, fen, loadFen, openApp, place, point, setUp, shot, status, tapSq } from './helpers.mjs';

const app = setUp();

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 };
const open = (contextOptions = DESKTOP) => openApp(app.browser, app.url, { contextOptions });
/** Waits until the page's live region says something matching `re` (it is written on the next frame). */
const said = (page, re) => page.waitForFunction((src) => new RegExp(src).test(document.querySelector('[data-testid=live]').textContent), re.source);
const boardLive = (page) => page.getByTestId('board-live').textContent();

/** Whether the element is wholly inside the window. */
const inView = (page, selector) => page.locator(selector).evaluate((el) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
});

describe('newcomer on a phone', () => {
  test('a first visit chooses: play the computer (then the first drop), a friend, or learn; a returning visit goes to its game', async () => {
    const { ctx, page, errors } = await open({ ...PHONE, firstVisit: true });
    await page.getByTestId('start').waitFor();
    for (const id of ['start-computer', 'start-friend', 'start-link', 'start-learn']) assert.ok(await inView(page, `[data-testid=${id}]`), `${id} in view`);
    assert.match(await page.getByTestId('start-computer').textContent(), /Play the computer.*You play Red/);
    assert.equal(await page.locator('#play').evaluate((el) => el.inert), true, 'the board beneath takes no input');
    await shot(page, 'start-phone');
    await page.getByTestId('start-computer').tap();
    assert.equal(await page.getByTestId('start').isVisible(), false);
    assert.equal(await page.locator('#opponent').inputValue(), 'black');
    // The first drop, and the computer answers with its own.
    await page.getByTestId('reserve-white').locator('[data-role="king"]').tap();
    await tapSq(page, 'c2');
    await page.waitForFunction(() => /\/2K5\//.test(document.querySelector('[data-testid=fen]').textContent));
    const firstMove = await page.evaluate(() => performance.now());
    console.log(`# time to first move (open, play the computer, first drop, scripted): ${firstMove.toFixed(0)} ms`);
    await page.waitForFunction(() => / w /.test(document.querySelector('[data-testid=fen]').textContent), null, { timeout: 30000 });
    assert.match(await fen(page), /\[[^\]]*\] w /);
    // A returning visit: straight to the game.
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await page.getByTestId('start').isVisible(), false);
    assert.match(await fen(page), /\/2K5\//);
    assert.deepEqual(errors, []);
    await ctx.close();
    // Learn: the app's Learn course (its stage list); closed, the board is there. A new visitor who
    // chooses "Play a friend" gets a game of two players; "by link", the correspondence screen.
    const second = await open({ ...PHONE, firstVisit: true });
    await second.page.getByTestId('start-learn').tap();
    await second.page.getByTestId('learn-screen').getByTestId('learn-stage').first().waitFor();
    assert.equal(await second.page.evaluate(() => document.body.dataset.mode), 'learn');
    assert.equal(await second.page.getByTestId('start').isVisible(), false);
    await second.ctx.close();
    const byLink = await open({ ...PHONE, firstVisit: true });
    await byLink.page.getByTestId('start-link').tap();
    await byLink.page.waitForFunction(() => document.body.dataset.mode === 'correspondence');
    assert.equal(await byLink.page.getByTestId('start').isVisible(), false);
    await byLink.ctx.close();
    const friend = await open({ ...PHONE, firstVisit: true });
    await friend.page.getByTestId('start-friend').tap();
    assert.equal(await friend.page.getByTestId('start').isVisible(), false);
    assert.equal(await friend.page.locator('#opponent').inputValue(), 'none');
    assert.match(await status(friend.page), /^Red: place your pieces/);
    await friend.ctx.close();
    // A first visit by a link to a game: the game, no choice over it.
    const third = await app.browser.newContext({ ...PHONE, firstVisit: true });
    const linked = await third.newPage();
    await linked.goto(`${app.url}#fen=${encodeURIComponent('7r/6k1/8/8/8/8/8/R5K1[] b - - 0 30')}&rules=chessplayx`);
    await linked.waitForSelector('body[data-ready="1"]');
    assert.equal(await linked.getByTestId('start').isVisible(), false);
    assert.match(await fen(linked), /^7r\/6k1\//);
    await third.close();
  });

  test('the page never scrolls while playing, the board stays put and taps land where aimed', async () => {
    const { ctx, page, errors } = await open(PHONE);
    const top0 = (await page.getByTestId('board').boundingBox()).y;
    const drops = [['white', 'K@c2'], ['black', 'K@f7'], ['white', 'F@e3'], ['black', 'F@d6'], ['white', 'S@b2'], ['black', 'S@g7'], ['white', 'S@d2']];
    for (const [color, uci] of drops) {
      await page.getByTestId(`reserve-${color}`).locator(`[data-role="${{ K: 'king', F: 'general', S: 'elephant' }[uci[0]]}"]`).tap();
      await tapSq(page, uci.slice(2));
      assert.equal(await page.evaluate(() => window.scrollY), 0, `scrolled after ${uci}`);
      assert.equal((await page.getByTestId('board').boundingBox()).y, top0, `board moved after ${uci}`);
    }
    assert.match(await fen(page), /^8\/5ks1\/3fpppp\/pppp4\/4PPPP\/PPPPF3\/1SKS4\/8\[/);
    assert.equal(await page.getByTestId('moves').locator('button').count(), 7);
    await shot(page, 'phone-after-moves');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('a tap where the picked piece may not go says why, and the reason stays until the next tap', async () => {
    const { ctx, page } = await open(PHONE);
    await page.getByTestId('reserve-white').locator('[data-role="chariot"]').tap();
    await tapSq(page, 'a2');
    // The finger has lifted: the reason is still there (a frame later too).
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    assert.match(await page.getByTestId('hint').textContent(), /Chariots start on the back rank/);
    assert.equal(await page.getByTestId('reserve-white').locator('[data-role="chariot"]').getAttribute('aria-pressed'), 'true');
    await tapSq(page, 'a1');
    assert.match(await fen(page), /\/R7\[/);
    assert.equal(await page.getByTestId('hint').textContent(), '');
    await ctx.close();
  });

  test('tray buttons are at least 44 px on touch, the trays fit the board, coordinates sit outside the squares', async () => {
    const { ctx, page } = await open(PHONE);
    const board = await page.getByTestId('board').boundingBox();
    for (const b of await page.getByTestId('reserve-white').locator('button').all()) {
      const box = await b.boundingBox();
      assert.ok(box.width >= 44 && box.height >= 44, `tray button ${box.width}×${box.height}`);
    }
    const tray = await page.getByTestId('reserve-white').boundingBox();
    assert.ok(tray.x + tray.width <= 390 + 0.5, 'tray inside the screen');
    assert.equal(await page.locator('.coords.files').textContent(), 'abcdefgh');
    assert.equal(await page.locator('.coords.ranks').textContent(), '87654321');
    const files = await page.locator('.coords.files').boundingBox();
    assert.ok(files.y >= board.y + board.height - 0.5, 'file letters below the board');
    const ranks = await page.locator('.coords.ranks').boundingBox();
    assert.ok(ranks.x + ranks.width <= board.x + 0.5, 'rank numbers left of the board');
    await ctx.close();
  });
});

describe('newcomer on a desktop', () => {
  test('two players agree a draw: the offer outlives the offerer\'s move; the other side accepts or declines', async () => {
    const { ctx, page, errors } = await open();
    await page.getByTestId('draw').click();
    await said(page, /Red offers a draw/);
    await place(page, 'white', 'K@c2');
    assert.equal(await page.getByTestId('offer').isVisible(), true);
    assert.match(await page.getByTestId('offer').textContent(), /Red offers a draw/);
    await shot(page, 'draw-offer');
    await page.getByTestId('decline-draw').click();
    assert.equal(await page.getByTestId('offer').isVisible(), false);
    assert.match(await status(page), /^Black: place your pieces/);
    // again, and this time Black accepts
    await place(page, 'black', 'K@f7');
    await page.getByTestId('draw').click();
    await place(page, 'white', 'F@e3');
    await page.getByTestId('accept-draw').click();
    assert.match(await status(page), /Agreement — Draw \(1\/2-1\/2\)/);
    // a move by the side that was offered the draw also declines it
    await page.getByTestId('result-new').click();
    await page.getByTestId('draw').click();
    await place(page, 'white', 'K@c2');
    await place(page, 'black', 'K@f7');
    assert.equal(await page.getByTestId('offer').isVisible(), false);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the sides are named as the preset\'s sources say (Red / Black), unless the user chose', async () => {
    const { ctx, page } = await open();
    assert.match(await status(page), /^Red: place your pieces/);
    assert.equal(await page.getByTestId('reserve-white').getAttribute('aria-label'), 'Red reserve');
    assert.equal(await page.locator('#opponent option[value="white"]').textContent(), 'Computer plays Red');
    // Fairy-Stockfish / pychess notation says White.
    await page.selectOption('#rules', 'fairy');
    assert.match(await status(page), /^White: place your pieces/);
    await page.selectOption('#rules', 'federation');
    assert.match(await status(page), /^Red: place your pieces/);
    // The user's choice holds under every preset, and after a reload.
    await page.locator('#settings > summary').click();
    assert.equal(await page.getByTestId('side-names').inputValue(), 'auto');
    await page.selectOption('[data-testid=side-names]', 'white');
    assert.match(await status(page), /^White: place your pieces/);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.match(await status(page), /^White: place your pieces/);
    assert.equal(await page.getByTestId('side-names').inputValue(), 'white');
    await page.locator('#settings > summary').click();
    await page.selectOption('[data-testid=side-names]', 'red');
    await page.selectOption('#rules', 'fairy');
    assert.match(await status(page), /^Red: place your pieces/);
    await ctx.close();
  });

  test('changing the preset starts a new game under it, said in a toast that can undo it', async () => {
    const { ctx, page, errors } = await open();
    await page.selectOption('#rules', 'fairy');
    await loadFen(page, '4k3/8/8/8/8/1P6/8/4K3[] w - - 0 1');
    await clickSq(page, 'e1');
    await clickSq(page, 'd1');
    assert.match(await fen(page), /^4k3\/8\/8\/8\/8\/1P6\/8\/3K4/);
    await page.selectOption('#rules', 'chessplayx');
    assert.equal(await page.getByTestId('toast').isVisible(), true);
    assert.match(await page.getByTestId('toast').textContent(), /New game: ChessPlayX rules/);
    assert.ok((await fen(page)).startsWith('8/8/4pppp/pppp4/4PPPP/PPPP4/8/8['));
    assert.match(await page.getByTestId('rules-desc').textContent(), /Alternate placement/);
    await shot(page, 'preset-toast');
    await page.getByTestId('toast-undo').click();
    assert.match(await fen(page), /^4k3\/8\/8\/8\/8\/1P6\/8\/3K4/);
    assert.equal(await page.locator('#rules').inputValue(), 'fairy');
    assert.match(await page.getByTestId('rules-desc').textContent(), /Fairy-Stockfish/);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('New game and Resign during a game can be undone from the toast', async () => {
    const { ctx, page } = await open();
    await place(page, 'white', 'K@c2');
    const before = await fen(page);
    await page.getByTestId('new-game').click();
    assert.ok((await fen(page)).includes('[KSSFRRNNkssfrrnn]'));
    await page.getByTestId('toast-undo').click();
    assert.equal(await fen(page), before);
    // Resign asks first: the first press only changes the button.
    await page.getByTestId('resign').click();
    assert.equal(await page.getByTestId('resign').textContent(), 'Resign? Press again');
    assert.doesNotMatch(await status(page), /Resignation/);
    await page.getByTestId('resign').click();
    assert.match(await status(page), /Resignation — Red wins/);
    assert.equal(await page.getByTestId('result').isVisible(), true);
    await page.getByTestId('toast-undo').click();
    assert.match(await status(page), /^Black: place your pieces/);
    await ctx.close();
  });

  test('no missing files: the icon is declared and served', async () => {
    const { ctx, page, missing } = await open();
    await page.waitForTimeout(300);
    assert.deepEqual(missing, []);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const res = await page.request.get(new URL(icon, page.url()).href);
    assert.equal(res.status(), 200);
    await ctx.close();
  });

  test('placement guidance in words; a refused square keeps the picked piece and says why', async () => {
    const { ctx, page } = await open();
    assert.equal(await status(page), 'Red: place your pieces — pick one below the board, then a green square');
    await page.getByTestId('reserve-white').locator('[data-role="chariot"]').click();
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'board', 'focus on the board after the pick');
    await clickSq(page, 'a2');
    assert.match(await page.getByTestId('hint').textContent(), /Chariots start on the back rank/);
    assert.equal(await page.getByTestId('reserve-white').locator('[data-role="chariot"]').getAttribute('aria-pressed'), 'true');
    await clickSq(page, 'a1');
    assert.match(await fen(page), /\/R7\[/);
    await ctx.close();
  });

  test('a traditional set-up places only the side to place, shown with a preview, announced once', async () => {
    const { ctx, page, errors } = await open();
    const card = page.getByTestId('setups').locator('[data-setup="kHide"]');
    assert.equal(await card.locator('.preview span').count(), 32);
    // The pictures' letters, and the moves' (N@e2), said in words where they are shown.
    assert.match(await page.getByTestId('setups-letters').textContent(), /ranks 4 to 1.*K = King \(Min-gyi\) · F = General \(Sit-ke\) · S = Elephant \(Sin\) · N = Horse \(Myin\) · R = Chariot \(Yahhta\) · P = Pawn \(Ne\)/);
    await page.getByTestId('letters-help').locator('summary').click();
    assert.match(await page.getByTestId('letters-help').textContent(), /N = Horse \(Myin\)[^]*R@a1 places a Chariot on a1/);
    assert.ok(await page.getByTestId('letters-help').locator('#letters-text').isVisible());
    await card.click();
    // White's first piece at once; Black places by hand between White's turns
    assert.match(await status(page), /^Black: place your pieces/);
    await said(page, /King in hiding chosen for Red/);
    for (const uci of ['K@f7', 'F@d6', 'S@g7', 'S@e7', 'N@d7', 'N@c6', 'R@c8', 'R@b8']) await place(page, 'black', uci);
    assert.equal(await fen(page), '1rr5/3nsks1/2nfpppp/pppp4/4PPPP/PPPPFN2/1SKSN3/5RR1[] w - - 0 9');
    assert.equal(await page.getByTestId('setups').isVisible(), false);
    await said(page, /Black R@b8/);
    await shot(page, 'setup-applied');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('against the computer, a set-up places the user\'s side only and the computer places its own', async () => {
    const { ctx, page } = await open();
    await page.selectOption('#opponent', 'black');
    await page.selectOption('#level', '1');
    await page.getByTestId('setups').locator('[data-setup="eSide"]').click();
    await page.waitForFunction(() => /\[\] w /.test(document.querySelector('[data-testid=fen]').textContent), null, { timeout: 30000 });
    const f = await fen(page);
    assert.match(f, /\/3N1NK1\/3R1R2\[\]/, f);
    await ctx.close();
  });

  test('the count is spelled out; the result panel offers rematch, new game and analysis', async () => {
    const { ctx, page } = await open();
    await loadFen(page, '7k/8/8/8/8/8/R7/4K3[] b - - 0 1');
    await clickSq(page, 'h8');
    await clickSq(page, 'g8');
    assert.equal(await page.getByTestId('count').isVisible(), false);
    await clickSq(page, 'a2');
    await clickSq(page, 'a7');
    assert.equal(await page.getByTestId('count').textContent(), 'Red must mate within 16 moves: 0 played');
    await clickSq(page, 'g8');
    await clickSq(page, 'f8');
    await clickSq(page, 'e1');
    await clickSq(page, 'e2');
    assert.equal(await page.getByTestId('count').textContent(), 'Red must mate within 16 moves: 1 played');
    await loadFen(page, '5k2/R7/8/8/8/8/8/1R4K1[] w - - 0 1');
    await clickSq(page, 'b1');
    await clickSq(page, 'b8');
    assert.equal(await page.getByTestId('result').isVisible(), true);
    assert.match(await page.getByTestId('result').textContent(), /Checkmate — Red wins \(1-0\)/);
    const board = await page.getByTestId('board').boundingBox();
    const result = await page.getByTestId('result').boundingBox();
    assert.ok(result.y >= board.y + board.height, 'the result is below the board, not over the pieces');
    await shot(page, 'result-panel');
    await page.getByTestId('result-analyse').click();
    assert.equal(await page.getByTestId('analyse').isChecked(), true);
    await page.waitForFunction(() => /depth \d+/.test(document.querySelector('[data-testid=pv]').textContent), null, { timeout: 20000 });
    await page.waitForFunction(() => /analysis:/.test(document.querySelector('[data-testid=board]').dataset.shapes));
    // The downloaded PGN names the players and the date, and carries the result.
    await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download-pgn').click()]);
    const text = readFileSync(await download.path(), 'utf8');
    assert.match(text, /\[White "Red"\]/);
    assert.match(text, /\[Date "\d{4}\.\d{2}\.\d{2}"\]/);
    assert.match(text, /\[Result "1-0"\]/);
    await page.getByTestId('rematch').click();
    assert.ok((await fen(page)).startsWith('8/8/4pppp/'));
    await ctx.close();
  });

  test('screen readers: the cursor says square and piece, a selection is said, a pick is said', async () => {
    const { ctx, page } = await open();
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => /^e\d, /.test(document.querySelector('[data-testid=board-live]').textContent));
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => document.querySelector('[data-testid=board-live]').textContent === 'e4, Red Pawn');
    await page.getByTestId('reserve-white').locator('[data-role="king"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /Red King picked: \d+ squares/.test(document.querySelector('[data-testid=board-live]').textContent));
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'board');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /\[KSSFRRNNkssfrrnn\]|\[SSFRRNNkssfrrnn\]/.test(document.querySelector('[data-testid=fen]').textContent));
    assert.match(await fen(page), /\[SSFRRNNkssfrrnn\]/);
    await loadFen(page, '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1');
    await clickSq(page, 'a2');
    await page.waitForFunction(() => /Red Chariot on a2 selected, \d+ moves/.test(document.querySelector('[data-testid=board-live]').textContent));
    assert.match(await boardLive(page), /selected/);
    await ctx.close();
  });

  test('dragging a piece from the tray shows it under the pointer; empty trays keep their place after placement', async () => {
    const { ctx, page } = await open();
    const tray = await page.locator('[data-testid="reserve-white"] [data-role="chariot"]').boundingBox();
    const to = await point(page, 'c1');
    await page.mouse.move(tray.x + tray.width / 2, tray.y + tray.height / 2);
    await page.mouse.down();
    await page.mouse.move((tray.x + to.x) / 2, (tray.y + to.y) / 2, { steps: 4 });
    assert.equal(await page.locator('canvas.float').count(), 1);
    await shot(page, 'tray-drag');
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    assert.equal(await page.locator('canvas.float').count(), 0);
    assert.match(await fen(page), /\/2R5\[/);
    await loadFen(page, '1rr5/3nsks1/2nfpppp/pppp4/4PPPP/PPPPFN2/1SKSN3/5RR1[] w - - 0 9');
    // Only the side's name is left: the board does not move when placement ends.
    for (const color of ['white', 'black']) {
      assert.equal(await page.getByTestId(`reserve-${color}`).isVisible(), true);
      assert.equal(await page.getByTestId(`reserve-${color}`).locator('button:visible').count(), 0);
    }
    await ctx.close();
  });

  test('a bad FEN says what is wrong once, without repeating itself', async () => {
    const { ctx, page } = await open();
    await loadFen(page, 'not a fen at all');
    const text = await page.getByTestId('import-error').textContent();
    assert.equal(text, 'Invalid FEN (board) (expected 8 ranks, found 1)');
    assert.equal((text.match(/invalid fen/gi) ?? []).length, 1);
    await ctx.close();
  });
});
