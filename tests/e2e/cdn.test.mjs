// The drop-in script (issue 18 part 7): a plain HTML page served as static files with the strict
// CSP header, no bundler, no inline script, only <script type="module" src="sittuyin/sittuyin.js">
// and the elements: a diagram board and a viewer replaying a commented game with a variation (a
// variation's move clicked, the board checked); each element's chunk fetched only when its tag is
// in the page (also one added later); only the page's language fetched; no CSP violation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game } from '../../dist/lib/index.js';
import { openPage, SHOTS, startSite } from './cdn-site.mjs';
import { setUp } from './helpers.mjs';

await init();

const START = '6k1/8/8/8/8/8/4P3/R5K1[] w - - 0 1';
const DIAGRAM = '7k/8/8/p7/3N3P/8/8/K7[] w - - 0 1';
const PGN = `[Event "Demo"]
[FEN "${START}"]
[SetUp "1"]

1. Ra8+ { check from the back rank } 1... Kh7 (1... Kf7 { the other way } 2. Ra7+ Ke6) 2. e3 *`;

const head = (lang) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>Rules</title>
<script type="module" src="sittuyin/sittuyin.js"></script></head>`;
const PAGES = {
  'index.html': `${head('en')}<body><h1>The horse</h1>
<sittuyin-board fen="${DIAGRAM}" movable="none" trays="false" arrows="c2 e2 b3 f3 b5 f5 c6 e6"></sittuyin-board>
<h2>An example game</h2>
<sittuyin-viewer>${PGN}</sittuyin-viewer>
</body></html>`,
  'board.html': `${head('fr')}<body><sittuyin-board fen="${DIAGRAM}" movable="none" status></sittuyin-board>
<button id="add" type="button">add</button><script type="module" src="add.js"></script></body></html>`,
  // A page's own script adds a viewer later (the MutationObserver defines it).
  'add.js': `document.getElementById('add').addEventListener('click', () => {
  const v = document.createElement('sittuyin-viewer');
  v.setAttribute('moves', 'K@e2 K@e7');
  document.body.append(v);
});`,
};

const site = setUp(() => startSite(PAGES));

const fenAfter = (moves) => {
  const g = new Game({ fen: START, moves });
  try { return g.fen(); } finally { g.free(); }
};

/** Opens `path` recording every request's path. */
async function open(path, options) {
  const requests = [];
  const o = await openPage(site, path, { ...options, requests });
  return { ...o, requests };
}

const refused = (errors) => errors.filter((e) => /Content Security Policy|Refused/i.test(e));

test('a diagram and a viewer with one script tag under the strict CSP; a variation move clicked shows it on the board', async () => {
  const { ctx, page, errors, missing, requests } = await open('index.html');
  await page.waitForFunction(() => document.querySelector('sittuyin-board')?.board && document.querySelector('sittuyin-viewer')?.board);
  assert.equal(await page.evaluate(() => document.querySelector('sittuyin-board').board.game.fen()), new Game({ fen: DIAGRAM }).fen());
  const viewer = page.locator('sittuyin-viewer');
  assert.match(await viewer.getByTestId('viewer-moves').innerText(), /check from the back rank[\s\S]*the other way/);
  await viewer.getByTestId('viewer-move').filter({ hasText: /^Ra7\+$/ }).click();
  const fen = await page.evaluate(() => document.querySelector('sittuyin-viewer').board.game.fen());
  assert.equal(fen, fenAfter(['a1a8', 'g8f7', 'a8a7']));
  await viewer.getByTestId('viewer-next').click();
  assert.equal(await page.evaluate(() => document.querySelector('sittuyin-viewer').board.game.fen()), fenAfter(['a1a8', 'g8f7', 'a8a7', 'f7e6']));
  await page.screenshot({ path: `${SHOTS}/cdn-page.png`, fullPage: true });
  assert.deepEqual(refused(errors), []);
  assert.deepEqual(errors.filter((e) => !/favicon|status of 404/.test(e)), []);
  assert.deepEqual(missing.filter((m) => !m.includes('favicon')), []);
  // The wasm next to the script, once; no language chunk on an English page.
  assert.equal(requests.filter((r) => r.endsWith('.wasm')).length, 1, requests.join('\n'));
  assert.deepEqual(requests.filter((r) => /\/chunks\/(fr|es|tr|my)-/.test(r)), []);
  await ctx.close();
});

test('on demand: a board-only page fetches no viewer chunk and only its own language; a viewer added later is defined', async () => {
  const { ctx, page, errors, requests } = await open('board.html');
  await page.waitForFunction(() => document.querySelector('sittuyin-board')?.board?.statusText);
  assert.match(await page.evaluate(() => document.querySelector('sittuyin-board').board.statusText), /Trait aux Blancs/);
  assert.deepEqual(requests.filter((r) => /\/chunks\/(es|tr|my)-/.test(r)), [], 'only French');
  assert.equal(requests.filter((r) => /\/chunks\/fr-/.test(r)).length, 1, requests.join('\n'));
  assert.deepEqual(requests.filter((r) => /\/chunks\/viewer-/.test(r)), [], 'no viewer on this page yet');
  await page.click('#add');
  await page.waitForFunction(() => document.querySelector('sittuyin-viewer')?.board);
  assert.equal(requests.filter((r) => /\/chunks\/viewer-/.test(r)).length, 1);
  assert.equal(await page.evaluate(() => document.querySelector('sittuyin-viewer').current.ply), 0);
  assert.deepEqual(refused(errors), []);
  await ctx.close();
});
