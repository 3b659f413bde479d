// Clocks in the app (issue 19 part 3), at desktop and phone sizes: a time control starts a new
// game with clocks; a flag ends the game through the rules core (a short custom control: the
// only waits are hang guards); a reload keeps the clocks; the computer plays on its own clock;
// Red / Black names; axe-core finds nothing to fix.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { openApp, setUp, shot, status } from './helpers.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const app = setUp();

async function openSettings(page) {
  // The clock's controls load when Settings first opens.
  await page.evaluate(() => { document.querySelector('#settings').open = true; });
  await page.waitForSelector('#time-control', { state: 'attached' });
}

async function chooseControl(page, value) {
  await openSettings(page);
  if (/^(none|3\+2|5\+3|10\+5|15\+10)$/.test(value)) {
    await page.selectOption('#time-control', value);
  } else {
    await page.selectOption('#time-control', 'custom');
    await page.fill('#time-custom', value);
    await page.press('#time-custom', 'Enter');
    await page.locator('#time-custom').blur();
  }
  await page.evaluate(() => { document.querySelector('#settings').open = false; });
}

async function play(page, move) {
  await page.getByTestId('move-input').fill(move);
  await page.getByTestId('move-input').press('Enter');
}

const ms = (page, color) => page.getByTestId(`clock-${color}`).getAttribute('data-ms').then(Number);

async function axe(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  describe(`clocks (${name})`, () => {
    test('a time control shows both clocks; the first move starts the other side\'s; a reload keeps them', async () => {
      const ctx = await app.browser.newContext({ viewport, deviceScaleFactor: 1 });
      const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
      await chooseControl(page, '5+3');
      await page.getByTestId('clock-white').waitFor();
      assert.equal(await page.getByTestId('clock-white').textContent(), '5:00');
      assert.equal(await page.getByTestId('clock-black').textContent(), '5:00');
      // Nothing runs before the first move.
      assert.equal(await page.locator('.clock.running').count(), 0);
      await play(page, 'K@d2');
      await page.waitForSelector('[data-testid=clock-black].running');
      // White's first move is not timed: its full time, no increment yet.
      assert.equal(await ms(page, 'white'), 300_000);
      await page.waitForFunction(() => Number(document.querySelector('[data-testid=clock-black]').dataset.ms) < 300_000);
      const before = await ms(page, 'black');
      await play(page, 'K@e7');
      await page.waitForSelector('[data-testid=clock-white].running');
      // Black was charged its time and given the increment.
      const blackAfter = await ms(page, 'black');
      assert.ok(blackAfter > before && blackAfter <= 303_000, `${before} → ${blackAfter}`);
      // The clocks are large on the phone, each beside its side's tray (no row of its own: the
      // status stays in view, tests/e2e/layout.test.mjs).
      const box = await page.getByTestId('clock-white').boundingBox();
      const tray = await page.getByTestId('reserve-white').boundingBox();
      if (name === 'phone') assert.ok(box.height >= 40 && box.width >= 100 && box.x >= tray.x + tray.width && box.y < tray.y + tray.height, JSON.stringify({ box, tray }));
      assert.deepEqual(await axe(page), []);
      await shot(page, `clock-running-${name}`);
      // A reload keeps both times and the running side (time kept running meanwhile).
      const kept = await ms(page, 'white');
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      await page.waitForSelector('[data-testid=clock-white].running');
      assert.ok((await ms(page, 'white')) <= kept);
      assert.equal(await ms(page, 'black'), blackAfter);
      assert.equal(await page.locator('#time-control').inputValue(), '5+3');
      assert.deepEqual(errors, []);
      await ctx.close();
    });

    test('a flag loses the game; the PGN says time forfeit; Red / Black names', async () => {
      const ctx = await app.browser.newContext({ viewport, deviceScaleFactor: 1 });
      const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
      await openSettings(page);
      await page.selectOption('#side-names', 'red');
      await chooseControl(page, '0.05+0');
      await page.getByTestId('clock-white').waitFor();
      assert.equal(await page.getByTestId('clock-white').textContent(), '3.0');
      assert.equal(await page.getByTestId('clock-white').getAttribute('aria-label'), "Red's clock");
      assert.match(await status(page), /^Red: place your pieces/);
      // The header's opponent menu says Red too.
      assert.equal(await page.locator('#opponent option[value=white]').textContent(), 'Computer plays Red');
      assert.equal(await page.locator('#opponent option[value=black]').textContent(), 'Computer plays Black');
      await play(page, 'K@d2');
      // Black's three seconds run out (hang guard: 20 s).
      await page.waitForSelector('[data-testid=result]:not([hidden])', { timeout: 20_000 });
      assert.match(await page.locator('#result-text').textContent(), /^Time out — Red wins \(1-0\)/);
      assert.match(await page.locator('#live').textContent(), /Black's time ran out/);
      assert.equal(await ms(page, 'black'), 0);
      assert.equal(await page.locator('.clock.running').count(), 0);
      await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download-pgn').click()]);
      const pgn = await readFile(await download.path(), 'utf8');
      assert.match(pgn, /\[White "Red"\]/);
      assert.match(pgn, /\[Result "1-0"\]/);
      assert.match(pgn, /\[Termination "time forfeit"\]/);
      // The clocks in the PGN, as lichess and pychess read them.
      assert.match(pgn, /\[TimeControl "3\+0"\]/);
      assert.match(pgn, /1\. K@d2 \{\[%clk 0:00:03\]\}/);
      // The flagged game is kept across a reload, still over.
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      assert.match(await page.locator('#result-text').textContent(), /^Time out — Red wins/);
      await shot(page, `clock-flag-${name}`);
      assert.deepEqual(await axe(page), []);
      assert.deepEqual(errors, []);
      await ctx.close();
    });
  });
}

test('a flag taken back gives the flagged side the time it had at that move, not a second flag', async () => {
  const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
  await chooseControl(page, '10+5');
  await page.getByTestId('clock-white').waitFor();
  await play(page, 'K@d2');
  await page.waitForSelector('[data-testid=clock-black].running');
  // Black's stored time is cut to 50 ms (its record of the times at each ply kept): after a
  // reload it flags at once.
  await page.evaluate(() => {
    const rec = JSON.parse(localStorage.getItem('sittuyin.clock'));
    rec.clock.black = 50;
    rec.clock.since = Date.now();
    localStorage.setItem('sittuyin.clock', JSON.stringify(rec));
  });
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]');
  await page.waitForSelector('[data-testid=result]:not([hidden])', { timeout: 20_000 });
  assert.match(await page.locator('#result-text').textContent(), /^Time out/);
  assert.equal(await ms(page, 'black'), 0);
  // Undo takes back the move and its result: the clocks show the times of that position again
  // (nothing runs before the first move), so the game goes on instead of flagging again.
  await page.getByTestId('undo').click();
  await page.waitForSelector('[data-testid=result][hidden]', { state: 'attached' });
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=clock-black]').dataset.ms) > 0);
  assert.equal(await page.locator('.clock.running').count(), 0);
  assert.equal(await ms(page, 'black'), 600_000);
  assert.equal(await ms(page, 'white'), 600_000);
  await play(page, 'K@d2');
  await page.waitForSelector('[data-testid=clock-black].running');
  assert.ok((await ms(page, 'black')) > 590_000);
  assert.equal(await page.getByTestId('result').isHidden(), true);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a loaded PGN with a TimeControl and [%clk] brings its clocks; without them, no clock', async () => {
  const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
  await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
  await page.fill('#import-text', '[Event "x"]\n[TimeControl "300+3"]\n\n1. K@d2 {[%clk 0:05:00]} K@e7 {[%clk 0:04:41]} *\n');
  await page.getByTestId('load-pgn').click();
  // White to move: its clock runs from its recorded time; Black's shows what the PGN says.
  await page.waitForSelector('[data-testid=clock-white].running');
  assert.equal(await ms(page, 'black'), 281_000);
  assert.ok((await ms(page, 'white')) <= 300_000);
  // Its PGN writes the same clocks back.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download-pgn').click()]);
  const pgn = await readFile(await download.path(), 'utf8');
  assert.match(pgn, /\[TimeControl "300\+3"\]/);
  assert.match(pgn, /K@d2 \{\[%clk 0:05:00\]\} K@e7 \{\[%clk 0:04:41\]\}/);
  // A PGN without clocks: the game gets the chosen time control's fresh clock (none here).
  await page.fill('#import-text', '1. K@d2 K@e7 *\n');
  await page.getByTestId('load-pgn').click();
  await page.waitForSelector('[data-testid=clock-white]', { state: 'hidden' });
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the computer plays on its own clock', async () => {
  const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
  await page.selectOption('#opponent', 'black');
  await page.selectOption('#level', '8');
  await chooseControl(page, '3+2');
  await page.getByTestId('clock-black').waitFor();
  await play(page, 'K@d2');
  // The computer answers (its book, or a search within its budget) and is charged for it.
  await page.waitForSelector('[data-testid=clock-white].running', { timeout: 30_000 });
  const black = await ms(page, 'black');
  assert.ok(black <= 182_000 && black > 0, String(black));
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a running clock keeps running when the device\'s time goes back an hour (monotonic time)', async () => {
  const ctx = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
  await chooseControl(page, '0.05+0');
  await page.getByTestId('clock-white').waitFor();
  await play(page, 'K@d2');
  await page.waitForSelector('[data-testid=clock-black].running');
  // The device's time is set back by an hour while Black's three seconds run.
  await page.evaluate(() => {
    const real = Date.now.bind(Date);
    Date.now = () => real() - 3_600_000;
  });
  const before = await ms(page, 'black');
  await page.waitForFunction((b) => Number(document.querySelector('[data-testid=clock-black]').dataset.ms) < b, before, { timeout: 10_000 });
  // And the flag still falls (hang guard: 20 s).
  await page.waitForSelector('[data-testid=result]:not([hidden])', { timeout: 20_000 });
  assert.match(await page.locator('#result-text').textContent(), /^Time out — Red wins \(1-0\)/);
  assert.deepEqual(errors, []);
  await ctx.close();
});
