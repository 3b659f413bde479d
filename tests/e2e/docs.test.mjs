// The API reference (TypeDoc from the package's TSDoc comments), built into the app at docs/ and
// precached by the service worker like the rest of the app.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, setUp, SHOTS } from './helpers.mjs';

const app = setUp();

test('the API reference is at docs/, documents the public API, and is precached for offline use', async () => {
  for (const page of ['docs/index.html', 'docs/classes/sittuyin.Game.html', 'docs/classes/sittuyin_board.SittuyinBoardElement.html', 'docs/interfaces/sittuyin_react.SittuyinBoardProps.html', 'docs/types/sittuyin.Move.html', 'docs/functions/sittuyin.setWorkerFactory.html']) {
    assert.ok(existsSync(join(DIST, page)), page);
  }
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  for (const entry of ['"./docs/"', '"./docs/index.html"', '"./docs/classes/sittuyin.Game.html"', '"./docs/assets/search.js"']) assert.ok(sw.includes(entry), entry);
  const page = await app.browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${app.url}docs/`);
  // The package page is the reference's front page; Game's page lists its methods with their comments.
  assert.match(await page.locator('h1, h2').first().textContent(), /sittuyin/);
  await page.goto(`${app.url}docs/classes/sittuyin.Game.html`);
  const text = await page.locator('body').textContent();
  assert.match(text, /dropRefusal/);
  assert.match(text, /Why a piece of role may not be placed/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SHOTS, 'docs-game.png') });
  assert.deepEqual(errors, []);
  await page.close();
});
