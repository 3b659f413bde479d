// Confusing items of issue 19, resolved: a draw offer is said from the moment it is made and
// never leaves a dead "Accept draw" button; a PGN pasted into Load FEN is recognised and offered
// as a PGN; the trainer's "Computer plays Black, level 8" lasts for its game only, and a setting
// changed after it stays.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fen, openApp, place, setUp, shot, status } from './helpers.mjs';
import { init, Game, setupDrops } from '../../dist/lib/index.js';

const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
before(() => init());
const app = setUp();

const open = (size) => openApp(app.browser, app.url, { contextOptions: { viewport: SIZES[size], deviceScaleFactor: 1, serviceWorkers: 'block' } });

for (const size of Object.keys(SIZES)) {
  describe(`confusing no more (${size})`, () => {
    test('a draw offer is said at once; after the move the other side answers, with no dead button', async () => {
      const { ctx, page, errors } = await open(size);
      await page.getByTestId('draw').click();
      // Before the offering side moves: the offer is said beside the buttons, nothing to answer yet.
      assert.equal(await page.getByTestId('offer').isVisible(), true);
      assert.match(await page.getByTestId('offer').textContent(), /Red offers a draw/);
      assert.equal(await page.getByTestId('accept-draw').isVisible(), false);
      await place(page, 'white', 'K@c2');
      // Black to answer: Accept and Decline in the offer, and no greyed "Accept draw (Black)".
      assert.equal(await page.getByTestId('accept-draw').isVisible(), true);
      assert.equal(await page.getByTestId('decline-draw').isVisible(), true);
      assert.equal(await page.getByTestId('draw').isVisible(), false);
      await shot(page, `draw-offer-answer-${size}`);
      await page.getByTestId('decline-draw').click();
      assert.equal(await page.getByTestId('offer').isVisible(), false);
      assert.equal(await page.getByTestId('draw').isVisible(), true);
      assert.equal(await page.getByTestId('draw').isDisabled(), false);
      assert.deepEqual(errors, []);
      await ctx.close();
    });

    test('a PGN pasted into Load FEN is recognised and loads as a PGN from the message', async () => {
      const { ctx, page, errors } = await open(size);
      const g = new Game();
      while (g.ply < 20) g.play(g.legalMoves()[0]);
      const pgn = g.pgn({ white: 'Ma Ma', black: 'Ko Ko' });
      await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
      await page.fill('#import-text', pgn);
      await page.getByTestId('load-fen').click();
      assert.match(await page.getByTestId('import-error').textContent(), /This is a game \(PGN\), not a position \(FEN\)/);
      assert.doesNotMatch(await page.getByTestId('import-error').textContent(), /fields/);
      await shot(page, `fen-box-pgn-${size}`);
      await page.getByTestId('load-as-pgn').click();
      assert.equal(await fen(page), g.fen());
      assert.equal(await page.getByTestId('import-error').textContent(), '');
      // A bad FEN that is no PGN keeps the rules core's reason.
      await page.fill('#import-text', 'not a fen');
      await page.getByTestId('load-fen').click();
      assert.equal(await page.getByTestId('load-as-pgn').count(), 0);
      assert.notEqual(await page.getByTestId('import-error').textContent(), '');
      assert.deepEqual(errors, []);
      await ctx.close();
    });
  });
}

test('a set-up chosen in alternate placement says that its pieces follow on its side\'s turns', async () => {
  const { ctx, page, errors } = await open('phone');
  await page.getByTestId('random-setup').click();
  // One white piece down, Black to place: the page says where the rest of White's are.
  assert.match(await status(page), /^Black: place/);
  assert.equal(await page.getByTestId('setups-pending').isVisible(), true);
  assert.equal(await page.getByTestId('setups-pending').textContent(), 'Random set-up for Red: the rest of Red\'s pieces go down one on each of Red\'s turns (the sides place in turn).');
  await page.getByTestId('setups-pending').scrollIntoViewIfNeeded();
  await shot(page, 'setup-pending-phone');
  await page.getByTestId('random-setup').click();
  await page.waitForFunction(() => /\[\] w /.test(document.querySelector('[data-testid=fen]').textContent));
  assert.equal(await page.getByTestId('setups-pending').isVisible(), false);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('set-up pictures: Black\'s show its pieces as they will stand on the board as it is turned', async () => {
  const { ctx, page, errors } = await open('desktop');
  const kingAt = (name) => page.locator(`[data-setup="${name}"] .preview span`).evaluateAll((cells) => cells.findIndex((c) => c.textContent === 'K'));
  // kHide puts White's king on c2: row 3 of the picture (ranks 4 to 1), column 3.
  assert.equal(await kingAt('kHide'), 2 * 8 + 2);
  await page.locator('[data-setup="kHide"]').click();
  await page.waitForFunction(() => document.querySelector('#setups-title').textContent.includes('Black'));
  // Black's king goes to f7: seen from White's side, row 2 of Black's half (ranks 8 to 5), column 6.
  assert.equal(await kingAt('kHide'), 1 * 8 + 5);
  await shot(page, 'setup-pictures-black');
  await page.getByTestId('flip').click();
  assert.equal(await kingAt('kHide'), 2 * 8 + 2);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('set-ups: named in words, and only those that fit the pieces already placed are offered; the result is the picture', async () => {
  const { ctx, page, errors } = await open('desktop');
  const offered = () => page.locator('#setup-list [data-setup]').evaluateAll((bs) => bs.map((b) => b.dataset.setup));
  assert.equal((await offered()).length, 8);
  assert.match(await page.locator('[data-setup="kHide"]').textContent(), /King in hiding/);
  assert.match(await page.locator('[data-setup="nConnected"]').textContent(), /Connected horses/);
  // White's king by hand on g2: only the patterns with the king on g2 are offered to White.
  await place(page, 'white', 'K@g2');
  await place(page, 'black', 'K@f7');
  const fitting = ['nCross', 'nBattery', 'eSide'];
  assert.deepEqual((await offered()).sort(), [...fitting].sort());
  await page.locator('[data-setup="eSide"]').click();
  await page.getByTestId('random-setup').click();
  await page.waitForFunction(() => /\[\] w /.test(document.querySelector('[data-testid=fen]').textContent), null, { timeout: 30000 });
  // White's half is the eSide picture, the king by hand included.
  const g = new Game({ fen: await fen(page) });
  const white = g.pieces().filter((p) => p.color === 'white' && p.role !== 'pawn').map((p) => `${'KFSNR'['king general elephant horse chariot'.split(' ').indexOf(p.role)]}@${p.square}`).sort();
  assert.deepEqual(white, [...setupDrops('eSide', 'white')].sort());
  // A king where no pattern has it: none offered, and the title says so.
  await page.getByTestId('new-game').click();
  await place(page, 'white', 'K@a1');
  await place(page, 'black', 'K@f7');
  assert.deepEqual(await offered(), []);
  assert.match(await page.locator('#setups-title').textContent(), /No traditional pattern fits the pieces Red has placed/);
  await shot(page, 'setups-none-fit');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the trainer\'s computer settings last for its game only', async () => {
  const { ctx, page, errors } = await open('desktop');
  await page.selectOption('#opponent', 'white');
  await page.selectOption('#level', '2');
  await page.locator('#trainer > summary').click();
  await page.selectOption('#trainer-ending', 'KRK');
  await page.getByTestId('trainer-start').click();
  await page.waitForFunction(() => /mates in/.test(document.querySelector('[data-testid=trainer-text]').textContent), null, { timeout: 60000 });
  assert.equal(await page.locator('#opponent').inputValue(), 'black');
  assert.equal(await page.locator('#level').inputValue(), '8');
  await page.getByTestId('new-game').click();
  assert.equal(await page.locator('#opponent').inputValue(), 'white');
  assert.equal(await page.locator('#level').inputValue(), '2');
  assert.match(await status(page), /place/i);
  // Another training game, then "Two players" and a clock: a game of two players on the clock
  // (the choice made after the training game is the user's, not undone by the settings before it).
  await page.getByTestId('trainer-start').click();
  await page.waitForFunction(() => /mates in/.test(document.querySelector('[data-testid=trainer-text]').textContent), null, { timeout: 60000 });
  await page.selectOption('#opponent', 'none');
  await page.locator('#settings > summary').click();
  await page.selectOption('[data-testid=time-control]', '3+2');
  await page.getByTestId('clock-white').waitFor();
  assert.equal(await page.locator('#opponent').inputValue(), 'none');
  assert.equal(await page.locator('#level').inputValue(), '2', 'the level the trainer set was for its game only');
  assert.match(await status(page), /^\S+: place your pieces/);
  assert.deepEqual(errors, []);
  await ctx.close();
});
