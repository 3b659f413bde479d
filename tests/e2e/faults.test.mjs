// Faults and extremes (issue 21): a dead engine worker, piece sets chosen in a hurry or offline,
// a board element moved in the page, bad attributes on a live board, a very long saved game, a
// corrupt saved game too large to set aside, and a bad stored language.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, shot, startApp, fen } from './helpers.mjs';

let app;
before(async () => { app = await startApp(); });
after(async () => { await app?.close(); });

/** Records every Worker the page makes (window.__workers), so a test can kill one. */
const RECORD_WORKERS = () => {
  const Real = window.Worker;
  window.__workers = [];
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      window.__workers.push(this);
    }
  };
};

const hintText = (page) => page.getByTestId('hint').textContent();

describe('a dead engine worker', () => {
  test('a worker that cannot load: the app says so, Try again and New game recover', { timeout: 120_000 }, async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    let broken = true;
    await ctx.route(/worker[^/]*\.js/, (route) => (broken ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
    const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
    const before = await fen(page);
    await page.selectOption('#level', '8');
    await page.selectOption('#opponent', 'white');
    // The failure is said in words, with a way on; "thinking" does not stay.
    await page.getByTestId('engine-retry').waitFor({ timeout: 60_000 });
    assert.match(await page.locator('#notice').textContent(), /stopped answering/);
    assert.doesNotMatch(await hintText(page), /thinking/i);
    await shot(page, 'faults-engine-failed');
    // Try again, with the worker back: the computer plays.
    broken = false;
    await page.getByTestId('engine-retry').click();
    await page.waitForFunction((f) => document.querySelector('[data-testid=fen]').textContent !== f, before, { timeout: 60_000 });
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('New game starts the computer afresh after a failure; Play on as two players hands the move back', { timeout: 120_000 }, async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    let broken = true;
    await ctx.route(/worker[^/]*\.js/, (route) => (broken ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
    const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
    await page.selectOption('#opponent', 'white');
    await page.getByTestId('engine-two-players').waitFor({ timeout: 60_000 });
    await page.getByTestId('engine-two-players').click();
    assert.equal(await page.locator('#opponent').inputValue(), 'none');
    assert.doesNotMatch(await hintText(page), /thinking/i);
    // Against the computer again, still broken: said again; then New game with the worker back.
    await page.selectOption('#opponent', 'white');
    await page.getByTestId('engine-retry').waitFor({ timeout: 60_000 });
    broken = false;
    const start = await fen(page);
    await page.getByTestId('new-game').click();
    await page.waitForFunction((f) => document.querySelector('[data-testid=fen]').textContent !== f, start, { timeout: 60_000 });
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the hint with a broken worker says so instead of thinking for ever', { timeout: 120_000 }, async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    await ctx.route(/worker[^/]*\.js/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
    await page.getByTestId('hint-button').click();
    await page.getByTestId('engine-retry').waitFor({ timeout: 60_000 });
    assert.doesNotMatch(await hintText(page), /thinking/i);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('a worker terminated 150 ms into a level-8 search is replaced and the computer moves', { timeout: 150_000 }, async () => {
    const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    await ctx.addInitScript(RECORD_WORKERS);
    const { page, errors } = await openApp(app.browser, app.url, { context: ctx });
    const start = await fen(page);
    await page.selectOption('#level', '8');
    await page.selectOption('#opponent', 'white');
    await page.waitForFunction(() => window.__workers.length > 0);
    await page.waitForTimeout(150);
    await page.evaluate(() => window.__workers.at(-1).terminate());
    // The watchdog (the level's 2 s plus its margin) replaces the worker; the move comes.
    await page.waitForFunction((f) => document.querySelector('[data-testid=fen]').textContent !== f, start, { timeout: 90_000 });
    assert.ok(await page.evaluate(() => window.__workers.length) >= 2);
    assert.doesNotMatch(await hintText(page), /thinking/i);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
