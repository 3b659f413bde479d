// npm run bench:app — the app in Chromium (production build): time from navigation to an
// interactive board, and from pointer-up to the new position painted; bundle size.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../tests/browser.mjs';
import { serve } from './serve-static.mjs';

const DIST = new URL('../dist/app/', import.meta.url).pathname;
const { server, url } = await serve(DIST, 0);
const browser = await launchChromium();

const loads = [];
const latencies = [];
for (let run = 0; run < 5; run++) {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await ctx.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]');
  loads.push(await page.evaluate(() => performance.getEntriesByName('sittuyin:interactive')[0]?.startTime ?? NaN));
  // Record, for each pointer-up on the board, the first paint after it.
  await page.evaluate(() => {
    const w = window;
    w.__lat = [];
    let pending = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (pending !== null && e.name === 'sittuyin:paint' && e.startTime >= pending) {
          w.__lat.push(e.startTime + e.duration - pending);
          pending = null;
        }
      }
    }).observe({ type: 'mark' });
    document.querySelector('[data-testid="board"]').addEventListener('pointerup', (e) => { pending = e.timeStamp; }, { capture: true });
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
  await ctx.close();
}
await browser.close();
server.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`load to interactive board: median ${median(loads).toFixed(0)} ms (runs: ${loads.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`pointer-up to new position painted: median ${median(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms over ${latencies.length} moves`);
let raw = 0;
let gz = 0;
for (const f of readdirSync(join(DIST, 'assets'))) {
  if (!/\.(js|wasm|css)$/.test(f)) continue;
  const buf = readFileSync(join(DIST, 'assets', f));
  raw += statSync(join(DIST, 'assets', f)).size;
  gz += gzipSync(buf, { level: 9 }).length;
}
console.log(`production bundle (js + css + wasm, incl. the engine worker): ${raw} bytes raw, ${gz} bytes gzipped`);
process.exit(0);
