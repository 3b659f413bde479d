// End-to-end tests of the built app in real Chromium (playwright-core), served from dist/app.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { clickSq, drag, fen, loadFen, openApp, point, setUp, shot, status } from './helpers.mjs';

const app = setUp();

const open = (context) => openApp(app.browser, app.url, { context });
const browser = { newContext: (o) => app.browser.newContext(o) };

describe('sittuyin app', () => {
  test('whole placement by tray buttons and canvas clicks, with reasons for illegal squares', async () => {
    const { ctx, page, errors } = await open();
    const plan = {
      white: ['K@c2', 'F@e3', 'S@b2', 'S@d2', 'N@e2', 'N@f3', 'R@f1', 'R@g1'],
      black: ['K@f7', 'F@d6', 'S@g7', 'S@e7', 'N@d7', 'N@c6', 'R@c8', 'R@b8'],
    };
    const roles = { K: 'king', F: 'general', S: 'elephant', N: 'horse', R: 'chariot' };
    for (let i = 0; i < 16; i++) {
      const color = i % 2 === 0 ? 'white' : 'black';
      const uci = plan[color][i >> 1];
      await page.getByTestId(`reserve-${color}`).locator(`[data-role="${roles[uci[0]]}"]`).click();
      if (i === 12) {
        // a chariot off the back rank: the hover explains why
        const p = await point(page, 'a2');
        await page.mouse.move(p.x, p.y);
        assert.match(await page.locator('#hint').textContent(), /Chariots start on the back rank/);
        assert.equal(await page.getByTestId('board').getAttribute('title'), 'Chariots start on the back rank');
        const q = await point(page, 'a4');
        await page.mouse.move(q.x, q.y);
        assert.match(await page.locator('#hint').textContent(), /Outside your placement area/);
        await shot(page, 'placement-reason');
      }
      await clickSq(page, uci.slice(2));
    }
    assert.equal(await fen(page), '1rr5/3nsks1/2nfpppp/pppp4/4PPPP/PPPPFN2/1SKSN3/5RR1[] w - - 0 9');
    assert.equal(await status(page), 'Red to move');
    assert.equal(await page.getByTestId('moves').locator('button').count(), 16);
    await shot(page, 'placement-done');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('federation preset: White places all eight pieces, then Black; kept across a reload', async () => {
    const { ctx, page, errors } = await open();
    await page.selectOption('#rules', 'federation');
    await page.getByTestId('new-game').click();
    const roles = { K: 'king', F: 'general', S: 'elephant', N: 'horse', R: 'chariot' };
    const white = ['K@c2', 'F@e3', 'S@b2', 'S@d2', 'N@e2', 'N@f3', 'R@f1', 'R@g1'];
    for (const uci of white) {
      assert.match(await status(page), /^Red: place your pieces/);
      await page.getByTestId('reserve-white').locator(`[data-role="${roles[uci[0]]}"]`).click();
      await clickSq(page, uci.slice(2));
    }
    assert.match(await status(page), /^Black: place your pieces/);
    assert.equal(await fen(page), '8/8/4pppp/pppp4/4PPPP/PPPPFN2/1SKSN3/5RR1[kssfrrnn] b - - 0 8');
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await page.locator('#rules').inputValue(), 'federation');
    assert.match(await status(page), /^Black: place your pieces/);
    await page.getByTestId('reserve-black').locator('[data-role="chariot"]').click();
    await clickSq(page, 'a8');
    assert.match(await status(page), /^Black: place your pieces/);
    assert.equal(await fen(page), 'r7/8/4pppp/pppp4/4PPPP/PPPPFN2/1SKSN3/5RR1[kssfrnn] b - - 0 9');
    await shot(page, 'federation-placement');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('pritchard preset: a horse placed on an own pawn sends the pawn to the tray, and it is placed again', async () => {
    const { ctx, page, errors } = await open();
    await page.selectOption('#rules', 'pritchard');
    await page.getByTestId('new-game').click();
    await page.getByTestId('reserve-white').locator('[data-role="horse"]').click();
    await clickSq(page, 'e4');
    await page.waitForFunction(() => document.querySelector('[data-testid=fen]').textContent.startsWith('8/8/4pppp/pppp4/4NPPP/'));
    const pawn = page.getByTestId('reserve-white').locator('[data-role="pawn"]');
    assert.equal(await pawn.getAttribute('data-count'), '1');
    assert.match(await status(page), /^Red: place your pieces/);
    await pawn.click();
    await clickSq(page, 'e3');
    assert.match(await fen(page), /^8\/8\/4pppp\/pppp4\/4NPPP\/PPPPP3\/8\/8\[KSSFRRNkssfrrnn\] w /);
    assert.equal(await page.getByTestId('reserve-white').locator('[data-role="pawn"]').count(), 0);
    await shot(page, 'pritchard-placement');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('checkmate by clicks and a drag', async () => {
    const { ctx, page } = await open();
    await loadFen(page, '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1');
    await clickSq(page, 'a2');
    await clickSq(page, 'a7');
    await page.waitForFunction(() => document.querySelector('[data-testid=fen]').textContent.startsWith('6k1/R7/'));
    await clickSq(page, 'g8');
    await clickSq(page, 'f8');
    await page.waitForFunction(() => document.querySelector('[data-testid=fen]').textContent.startsWith('5k2/'));
    await drag(page, 'b1', 'b8');
    await page.waitForFunction(() => /checkmate/i.test(document.querySelector('[data-testid=status]').textContent));
    assert.match(await status(page), /Checkmate — Red wins \(1-0\)/);
    assert.match(await page.getByTestId('moves').textContent(), /Rb8#/);
    await page.waitForFunction(() => /Rb8#/.test(document.querySelector('[data-testid=live]').textContent));
    await shot(page, 'checkmate');
    await ctx.close();
  });

  test('in-place and diagonal promotion', async () => {
    const { ctx, page } = await open();
    const start = '4k3/8/8/8/8/1P6/8/4K3[] w - - 0 1';
    await page.selectOption('#rules', 'fairy'); // K+P v K is an automatic draw under chessplayx
    await loadFen(page, start);
    await clickSq(page, 'b3');
    await shot(page, 'promotion-choices');
    // a second click on the pawn only deselects; the promotion button promotes in place
    await clickSq(page, 'b3');
    assert.equal(await page.getByTestId('promote').isVisible(), false);
    assert.match(await fen(page), /\/1P6\//);
    await clickSq(page, 'b3');
    await page.getByTestId('promote').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=fen]').textContent.includes('/1F6/'));
    assert.match(await page.getByTestId('moves').textContent(), /b3=F/);
    await loadFen(page, start);
    await clickSq(page, 'b3');
    await clickSq(page, 'a4');
    await page.waitForFunction(() => document.querySelector('[data-testid=fen]').textContent.startsWith('4k3/8/8/8/F7/8/8/4K3'));
    assert.match(await page.getByTestId('moves').textContent(), /b3a4=F/);
    await ctx.close();
  });

  test('a double tap on a pawn never promotes it; the P key does, once; a tray piece can be dragged onto the board', async () => {
    const { ctx, page } = await open();
    await page.selectOption('#rules', 'fairy');
    await loadFen(page, '4k3/8/8/8/8/1P6/8/4K3[] w - - 0 1');
    const p = await point(page, 'b3');
    await page.mouse.dblclick(p.x, p.y);
    await page.waitForTimeout(200);
    assert.match(await fen(page), /\/1P6\//);
    await clickSq(page, 'b3');
    await page.keyboard.press('p');
    await page.keyboard.press('p');
    await page.waitForFunction(() => document.querySelector('[data-testid=fen]').textContent.includes('/1F6/'));
    assert.equal((await page.getByTestId('moves').textContent()).match(/=F/g).length, 1, 'sent once');
    await page.getByTestId('new-game').click();
    const tray = await page.locator('[data-testid="reserve-white"] [data-role="chariot"]').boundingBox();
    const to = await point(page, 'c1');
    await page.mouse.move(tray.x + tray.width / 2, tray.y + tray.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelector('[data-testid=fen]').textContent.startsWith('8/8/4pppp/pppp4/4PPPP/PPPP4/8/2R5'));
    await ctx.close();
  });

  test('analysis shows an evaluation and the best line; hint names a move', async () => {
    const { ctx, page, errors } = await open();
    await loadFen(page, '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1');
    await page.getByTestId('analyse').check();
    await page.waitForFunction(() => document.querySelector('[data-testid=eval]').textContent.startsWith('#'), null, { timeout: 20000 });
    assert.match(await page.getByTestId('pv').textContent(), /depth \d+: 1\. R/);
    await page.getByTestId('hint-button').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=hint]').textContent.startsWith('Hint: R'), null, { timeout: 20000 });
    // The hint and the analysis line are drawn as arrows on the canvas.
    await page.waitForFunction(() => /hint:[a-h][1-8]-[a-h][1-8]/.test(document.querySelector('[data-testid=board]').dataset.shapes));
    const shapes = await page.getByTestId('board').getAttribute('data-shapes');
    assert.match(shapes, /analysis:[a-h][1-8]-[a-h][1-8]/);
    const [, from, to] = shapes.match(/hint:([a-h][1-8])-([a-h][1-8])/);
    const a = await point(page, from);
    const b = await point(page, to);
    const box = await page.getByTestId('board').boundingBox();
    // sample the shaft a third of the way along (clear of both squares' discs), in canvas pixels
    const px = await page.evaluate(({ x, y }) => {
      const c = document.querySelector('[data-testid=board]');
      const k = c.width / c.getBoundingClientRect().width;
      return Array.from(c.getContext('2d').getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data);
    }, { x: a.x + (b.x - a.x) * 0.4 - box.x, y: a.y + (b.y - a.y) * 0.4 - box.y });
    assert.ok(px[1] > px[0] + 30 || px[2] > px[0] + 30, `arrow colour expected on the shaft, got rgba(${px.join(',')})`);
    await shot(page, 'analysis');
    // the arrows go with the position: after the hinted move is played they are gone
    await page.mouse.click(a.x, a.y);
    await page.mouse.click(b.x, b.y);
    await page.waitForFunction(() => !/hint:/.test(document.querySelector('[data-testid=board]').dataset.shapes ?? ''));
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('right-button drag draws an arrow, on one square a mark; a plain click clears them', async () => {
    const { ctx, page, errors } = await open();
    await loadFen(page, '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1');
    const shapes = () => page.getByTestId('board').getAttribute('data-shapes');
    const a = await point(page, 'a2');
    const b = await point(page, 'a7');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(b.x, b.y, { steps: 4 });
    await page.mouse.up({ button: 'right' });
    assert.equal(await shapes(), 'user:a2-a7');
    const g = await point(page, 'g8');
    await page.mouse.click(g.x, g.y, { button: 'right' });
    assert.equal(await shapes(), 'user:a2-a7 user:g8');
    assert.match(await page.getByTestId('fen').textContent(), /^6k1\/8\/8\/8\/8\/8\/R7\/1R4K1/); // nothing moved
    await shot(page, 'user-arrows');
    await page.mouse.click(b.x, b.y);
    assert.equal(await shapes(), '');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('claimable draw shows a button; claiming ends the game', async () => {
    const { ctx, page } = await open();
    await loadFen(page, '1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1');
    const claim = page.locator('#claims button');
    assert.equal(await claim.count(), 1);
    assert.match(await claim.textContent(), /only promotions/);
    await claim.click();
    assert.match(await status(page), /Draw \(1\/2-1\/2\)/);
    await shot(page, 'claimed-draw');
    await ctx.close();
  });

  test('undo and redo, move input, reload restores the game and the orientation', async () => {
    const { ctx, page } = await open();
    const fen0 = await fen(page);
    await page.getByTestId('move-input').fill('R@a1');
    await page.getByTestId('move-input').press('Enter');
    await page.getByTestId('move-input').fill('K@e7');
    await page.getByTestId('move-input').press('Enter');
    const fen2 = await fen(page);
    assert.notEqual(fen2, fen0);
    await page.getByTestId('move-input').fill('R@a5');
    await page.getByTestId('move-input').press('Enter');
    assert.notEqual(await page.locator('#move-error').textContent(), '');
    assert.equal(await fen(page), fen2);
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    assert.equal(await fen(page), fen0);
    await page.getByTestId('redo').click();
    await page.getByTestId('redo').click();
    assert.equal(await fen(page), fen2);
    await page.getByTestId('flip').click();
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await fen(page), fen2);
    assert.equal(await page.getByTestId('moves').locator('button').count(), 2);
    // flipped: a1 is top-right now
    const box = await page.getByTestId('board').boundingBox();
    await page.getByTestId('reserve-white').locator('[data-role="chariot"]').click();
    await page.mouse.click(box.x + box.width * (3.5 / 8), box.y + box.height * (0.5 / 8)); // e1 when flipped
    assert.match(await fen(page), /\/R3R3\[/);
    await shot(page, 'flipped-restored');
    await ctx.close();
  });

  test('bad FEN import is refused and changes nothing; corrupt storage is set aside', async () => {
    const { ctx, page, errors } = await open();
    const before = await fen(page);
    await loadFen(page, 'not a fen at all');
    assert.match(await page.getByTestId('import-error').textContent(), /Invalid FEN/);
    assert.equal(await fen(page), before);
    await page.evaluate(() => localStorage.setItem('sittuyin.game', '{"rules": "chessplayx", "moves": 7'));
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await page.locator('#notice').isVisible(), true);
    assert.equal(await page.evaluate(() => localStorage.getItem('sittuyin.corrupt')), '{"rules": "chessplayx", "moves": 7');
    assert.ok((await fen(page)).startsWith('8/8/4pppp'));
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('offline reload still shows the board', async () => {
    const { ctx, page } = await open();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await ctx.setOffline(true);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.ok((await fen(page)).length > 10);
    await shot(page, 'offline');
    await ctx.close();
  });

  test('phone width: the board fits at 320 px', async () => {
    const ctx = await browser.newContext({ viewport: { width: 320, height: 640 }, deviceScaleFactor: 2 });
    const { page } = await open(ctx);
    const box = await page.getByTestId('board').boundingBox();
    assert.ok(box.width <= 320 && box.width > 250, `board width ${box.width}`);
    const w = await page.evaluate(() => document.querySelector('canvas').width);
    assert.equal(w, Math.round(box.width * 2));
    await shot(page, 'phone');
    await ctx.close();
  });
});
