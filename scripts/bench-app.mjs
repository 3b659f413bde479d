// npm run bench:app — the app in Chromium (production build): time from navigation to an
// interactive board, from pointer-up to the new position painted (animation on), the rules page
// to interactive; what the app downloads to start (gzipped) beside what it loads only on demand;
// Lighthouse on the app and the rules page, mobile and desktop (scripts/lighthouse.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../tests/browser.mjs';
import { serve } from './serve-static.mjs';
import { lighthouseSection } from './lighthouse.mjs';

const DIST = new URL('../dist/app/', import.meta.url).pathname;
const { server, url } = await serve(DIST, 0);
const browser = await launchChromium();
// `node scripts/bench-app.mjs --long-game`: that section alone.
if (process.argv.includes('--long-game')) {
  for (const line of await benchLongGame(browser, url)) console.log(line);
  await browser.close();
  server.close();
  process.exit(0);
}

const loads = [];
const latencies = [];
const work = [];
for (let run = 0; run < 5; run++) {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  // A returning visitor: the board, not the start screen of a first visit (www/app/start.ts).
  await ctx.addInitScript(() => localStorage.setItem('sittuyin.start', '1'));
  const page = await ctx.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]');
  loads.push(await page.evaluate(() => performance.getEntriesByName('sittuyin:interactive')[0]?.startTime ?? NaN));
  // For each pointer event on the board that makes a move (a click-click move happens on the
  // second press, a drag on the release): its handling time, and the time to the first paint
  // after it. Timed from when the page receives the event (its timeStamp also counts how long
  // CDP takes to deliver synthetic input to headless Chromium, which is not the app's).
  await page.evaluate(() => {
    const w = window;
    w.__lat = [];
    w.__work = [];
    let start = 0;
    let before = '';
    let pending = null;
    const fen = () => document.querySelector('[data-testid="fen"]').textContent;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (pending !== null && e.name === 'sittuyin:paint' && e.startTime >= pending) {
          w.__lat.push(e.startTime + e.duration - pending);
          pending = null;
        }
      }
    }).observe({ type: 'mark' });
    for (const type of ['pointerdown', 'pointerup']) {
      window.addEventListener(type, () => { start = performance.now(); before = fen(); }, { capture: true });
      window.addEventListener(type, () => {
        if (fen() === before) return;
        w.__work.push(performance.now() - start);
        pending = start;
      });
    }
  });
  const box = await page.getByTestId('board').boundingBox();
  const at = (sq) => ({ x: box.x + ((sq.charCodeAt(0) - 97 + 0.5) * box.width) / 8, y: box.y + ((8 - Number(sq[1]) + 0.5) * box.height) / 8 });
  // Placement by tray + board clicks, then board moves by click-click.
  const drops = [['white', 'king', 'e2'], ['black', 'king', 'd7'], ['white', 'chariot', 'a1'], ['black', 'chariot', 'h8']];
  for (const [color, role, sq] of drops) {
    await page.locator(`[data-testid="reserve-${color}"] [data-role="${role}"]`).click();
    const p = at(sq);
    await page.mouse.click(p.x, p.y);
    await page.waitForTimeout(60);
  }
  latencies.push(...(await page.evaluate(() => window.__lat)));
  work.push(...(await page.evaluate(() => window.__work)));
  await ctx.close();
}
// The rules page: navigation to every diagram ready.
const rulesLoads = [];
for (let run = 0; run < 3; run++) {
  for (const lang of ['', 'my/']) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${url}rules/${lang}`);
    await page.waitForFunction(() => performance.getEntriesByName('rules:interactive').length > 0, null, { timeout: 30000 });
    rulesLoads.push(await page.evaluate(() => performance.getEntriesByName('rules:interactive')[0].startTime));
    await ctx.close();
  }
}
const longGame = await benchLongGame(browser, url);
await browser.close();
server.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`load to interactive board: median ${median(loads).toFixed(0)} ms (runs: ${loads.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`pointer (press or release that moves) to new position painted (animation on): median ${median(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms over ${latencies.length} moves (budget < 16 ms median)`);
console.log(`  of which the move's own work (to the end of its handlers): median ${median(work).toFixed(1)} ms, max ${Math.max(...work).toFixed(1)} ms; the rest is waiting for the next frame`);
console.log(`rules page to interactive: median ${median(rulesLoads).toFixed(0)} ms (runs, en and my: ${rulesLoads.map((x) => x.toFixed(0)).join(', ')}) (budget < 1000 ms)`);

for (const line of longGame) console.log(line);

// What the app needs to start: the page, the files it links, the wasm core.
const gz = (f) => gzipSync(readFileSync(join(DIST, f)), { level: 9 }).length;
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const linked = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
// The rules core only: the engine's module (sittuyin_engine_bg) is fetched by the worker when the
// computer, a hint, analysis or review is first asked for.
const wasm = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.wasm') && !f.includes('engine')).map((f) => `assets/${f}`);
const start = ['index.html', ...linked, ...wasm];
const startGz = start.reduce((n, f) => n + gz(f), 0);
console.log(`the app's start (html + linked js/css + wasm): ${startGz} bytes gzipped (budget < 153600): ${start.join(', ')}`);
const onDemand = readdirSync(join(DIST, 'assets')).map((f) => `assets/${f}`).filter((f) => !start.includes(f) && /\.(js|css|woff2|wasm)$/.test(f));
for (const f of onDemand.sort()) console.log(`  on demand: ${f} ${statSync(join(DIST, f)).size} bytes raw, ${gz(f)} gzipped`);

// Lighthouse (scripts/lighthouse.mjs): CLS, LCP, TBT and the four scores, app and rules page.
await lighthouseSection(DIST);
process.exit(0);

/**
 * A long saved game (issue 21): the app opened on a stored game of 100 and of 20,000 plies, then
 * moves typed in the move box. Reports the longest task while loading, and per move the work of
 * its handlers and the longest task until the move is stored (the save runs after the paint).
 * Per-move work should not grow with the game's length.
 */
async function benchLongGame(browser, url) {
  const { init, Game } = await import('../dist/lib/index.js');
  await init();
  // Placement by the first legal drop, then chariots shuffling (g1g2 b8c8 g2g1 c8b8 ...): a
  // legal game that never ends by itself (repetition and the 50 moves are claimed in chessplayx).
  const CYCLE = ['g1g2', 'b8c8', 'g2g1', 'c8b8'];
  const gameOf = (plies) => {
    const g = new Game();
    while (g.phase === 'placement') g.play(g.legalMoves()[0]);
    while (g.ply < plies) g.play(CYCLE[(g.ply - 16) % 4]);
    const saved = { rules: g.rules, startFen: g.startFen(), moves: g.history(), orientation: 'white', opponent: 'none', level: 3, id: `bench-${plies}`, rev: 1, savedAt: Date.now() };
    g.free();
    return saved;
  };
  const lines = [];
  for (const plies of [100, 20_000]) {
    const saved = gameOf(plies);
    const ctx = await browser.newContext({ viewport: { width: 1000, height: 800 }, serviceWorkers: 'block' });
    await ctx.addInitScript((text) => {
      if (!sessionStorage.getItem('bench-seeded')) {
        sessionStorage.setItem('bench-seeded', '1');
        localStorage.setItem('sittuyin.game', text);
      }
      window.__tasks = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
    }, JSON.stringify(saved));
    const page = await ctx.newPage();
    await page.goto(url);
    await page.waitForSelector('body[data-ready="1"]');
    await page.waitForTimeout(500);
    const loadTasks = await page.evaluate(() => window.__tasks.map(([, d]) => d));
    const shown = await page.evaluate(() => document.querySelector('[data-testid=fen]').textContent);
    const handler = [];
    const longest = [];
    for (let i = 0; i < 8; i++) {
      const ply = plies + i;
      const move = CYCLE[(ply - 16) % 4];
      await page.fill('#move-input', move);
      const t0 = await page.evaluate(() => { window.__tasks = []; return performance.now(); });
      const work = await page.evaluate(() => new Promise((resolve) => {
        const input = document.querySelector('#move-input');
        const start = performance.now();
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        resolve(performance.now() - start);
      }));
      await page.waitForFunction((n) => JSON.parse(localStorage.getItem('sittuyin.game') ?? '{}').moves?.length === n, ply + 1, { timeout: 60_000 });
      await page.waitForTimeout(100);
      handler.push(work);
      longest.push(Math.max(0, ...(await page.evaluate((t) => window.__tasks.filter(([s]) => s >= t).map(([, d]) => d), t0))));
    }
    await ctx.close();
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    lines.push(`long game, ${plies} plies: load's long tasks ${loadTasks.length ? loadTasks.map((d) => d.toFixed(0)).join(' + ') : 'none'} ms (position shown: ${shown.split(' ')[0] === '' ? '?' : 'yes'}); per move: handlers median ${median(handler).toFixed(1)} ms, max ${Math.max(...handler).toFixed(1)} ms; longest task until stored median ${median(longest).toFixed(0)} ms (0: none over 50 ms)`);
  }
  return lines;
}
