// Time from a dead engine to the app's notice (issue 30 part 2), at levels 1, 4 and 8, and with
// the engine's wasm blocked: `node scripts/measure-dead-engine.mjs [dist dir]` (default dist/app,
// built first with `npx vite build`). Each engine worker the page makes is terminated as soon as
// it is loaded and has a search (a worker that dies silently); the time runs from the first search
// sent to the "stopped answering" notice with its Try again button. The wasm case blocks
// sittuyin_engine_bg*.wasm and times from the first worker made.
import { serve } from './serve-static.mjs';
import { launchChromium } from '../tests/browser.mjs';

const dir = process.argv[2] ?? new URL('../dist/app', import.meta.url).pathname;
const POSITION = '4r1r1/2knns2/2sfpppp/pppp4/4PPPP/PPPPFN2/1SKSN3/5RR1[] w - - 0 9';

/** Every Worker the page makes, killed as soon as it is loaded and has a search (or kept). */
const KILL = (kill) => {
  const Real = window.Worker;
  window.__t0 = null;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      if (!kill) window.__t0 ??= performance.now();
      this.addEventListener('message', (e) => {
        if (e.data?.type === 'ready') this.mark('ready');
      });
    }
    mark(what) {
      this[what] = true;
      if (kill && this.ready && this.search && !this.doomed) { this.doomed = true; this.terminate(); }
    }
    postMessage(msg, ...rest) {
      if (msg?.type === 'search') {
        if (kill) window.__t0 ??= performance.now();
        this.mark('search');
      }
      return super.postMessage(msg, ...rest);
    }
  };
};

async function measure(browser, url, { level, blockWasm }) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  await ctx.addInitScript(KILL, !blockWasm);
  if (blockWasm) await ctx.route(/sittuyin_engine_bg[^/]*\.wasm/, (route) => route.abort('blockedbyclient'));
  const page = await ctx.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]');
  await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
  await page.fill('#import-text', POSITION);
  await page.getByTestId('load-fen').click();
  await page.selectOption('#level', String(level));
  await page.selectOption('#opponent', 'white');
  const handle = await page.waitForFunction(() => {
    const n = document.querySelector('#notice');
    return n && !n.hidden && n.querySelector('[data-testid=engine-retry]') && window.__t0 !== null ? performance.now() - window.__t0 : null;
  }, null, { timeout: 600_000, polling: 100 });
  const ms = await handle.jsonValue();
  const status = await page.getByTestId('status').textContent();
  await ctx.close();
  return { ms, status };
}

const { server, url } = await serve(dir, 0);
const browser = await launchChromium();
try {
  const cases = [{ level: 1 }, { level: 4 }, { level: 8 }, { level: 4, blockWasm: true }];
  const results = await Promise.all(cases.map((c) => measure(browser, url, c)));
  for (const [i, c] of cases.entries()) {
    const r = results[i];
    console.log(`${c.blockWasm ? 'engine wasm blocked' : 'worker killed'}, level ${c.level}: notice after ${(r.ms / 1000).toFixed(1)} s; status "${r.status}"`);
  }
} finally {
  await browser.close();
  server.close();
}
