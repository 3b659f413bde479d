// A whole game against the computer at level 1 (the engine runs in a Web Worker): the human side
// is played through the move box by a small search in Node, claims are taken, until the result.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../browser.mjs';
import { serve } from '../../scripts/serve-static.mjs';
import { init, Game } from '../../dist/lib/index.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const DIST = join(ROOT, 'dist/app');
let browser;
let server;
let url;

before(async () => {
  await init();
  if (!existsSync(join(DIST, 'index.html'))) execFileSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
  mkdirSync(join(ROOT, 'tests/screenshots'), { recursive: true });
  ({ server, url } = await serve(DIST, 0));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  server?.close();
});

test('a full game against the computer at level 1 reaches a result', { timeout: 240_000 }, async () => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
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
    const { uci } = mine.bestMove({ depth: 2 });
    mine.free();
    await page.getByTestId('move-input').fill(uci);
    await page.getByTestId('move-input').press('Enter');
    await page.waitForFunction((f) => document.querySelector('[data-testid="fen"]').textContent !== f, fen);
    plies++;
  }
  await page.screenshot({ path: join(ROOT, 'tests/screenshots/computer-game.png') });
  const final = await page.getByTestId('status').textContent();
  const check = new Game({ fen: await fenOf() });
  assert.ok(plies > 16, `only ${plies} plies`);
  assert.match(final, /checkmate|stalemate|draw|wins|counting|insufficient|repetition|fifty|agreement/i, final);
  assert.ok(check.phase === 'play');
  assert.deepEqual(errors, []);
});
