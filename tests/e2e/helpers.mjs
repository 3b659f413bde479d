// Shared set-up of the browser tests: the built app served on loopback, Chromium, and the moves
// a user makes on the canvas board (squares computed from the canvas's box and orientation).
import { after, before } from 'node:test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { launchChromium } from '../browser.mjs';
import { serve } from '../../scripts/serve-static.mjs';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const DIST = join(ROOT, 'dist/app');
export const SHOTS = join(ROOT, 'tests/screenshots');
/** The strict policy of docs/elements.md "Content-Security-Policy". */
export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
/** The two sizes layouts are checked at. */
export const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

/** The newest modification time below `dir` (`skip`: names not looked into). */
export function newest(dir, skip = (name) => name.startsWith('.')) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (skip(e.name)) continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p, skip) : statSync(p).mtimeMs);
  }
  return t;
}

/** Every context the suites open is a returning visitor's, who has answered the start screen of a
 * first visit (www/app/start.ts), unless it is made with `firstVisit: true` (the tests of that
 * screen). */
function returningVisitors(browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async ({ firstVisit = false, ...options } = {}) => {
    const ctx = await newContext(options);
    if (!firstVisit) {
      await ctx.addInitScript(() => {
        try {
          localStorage.setItem('sittuyin.start', '1');
        } catch { /* a page without storage */ }
      });
    }
    return ctx;
  };
  return browser;
}

/** Serves `dir` on loopback (`headers`: added to every response, e.g. the CSP) and starts
 * Chromium; the screenshots' folder is made. `close()` ends both. */
export async function startServed(dir, { headers } = {}) {
  mkdirSync(SHOTS, { recursive: true });
  const { server, url, setRoot } = await serve(dir, 0, headers ? { headers } : undefined);
  const browser = returningVisitors(await launchChromium());
  return { browser, url, server, setRoot, close: async () => { await browser.close(); server.close(); } };
}

/** Builds the app when its sources are newer than dist/app, serves it, starts Chromium. */
export async function startApp() {
  const index = join(DIST, 'index.html');
  const sources = newest(join(ROOT, 'www'), (name) => name === 'lib' || name === 'pkg' || name.startsWith('.'));
  const stale = !existsSync(index) || statSync(index).mtimeMs < Math.max(sources, statSync(join(ROOT, 'www/pkg/sittuyin_bg.wasm')).mtimeMs, statSync(join(ROOT, 'www/pkg/sittuyin_engine_bg.wasm')).mtimeMs);
  if (stale) execFileSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
  return startServed(DIST);
}

/** The suite's shared set-up: `start()` (startApp by default) runs before its first test and the
 * handle it returns is closed after its last. Returns that handle, filled in by the first test. */
export function setUp(start = startApp) {
  const handle = {};
  before(async () => {
    Object.assign(handle, await start());
  });
  after(async () => {
    await handle.close?.();
  });
  return handle;
}

/** Collects the CSP violations of every page of `ctx` from its start, in `window.__csp`. */
export async function watchCsp(ctx) {
  await ctx.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/** The page's uncaught errors (and console errors when `console`), as they come. */
export function collectErrors(page, { console = false } = {}) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (console) page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return errors;
}

/** A new page on the app, ready; page errors and failed requests are collected. */
export async function openApp(browser, url, options = {}) {
  const ctx = options.context ?? (await browser.newContext({ viewport: { width: 1000, height: 800 }, deviceScaleFactor: 1, ...options.contextOptions }));
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  const missing = [];
  page.on('response', (r) => { if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`); });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]');
  return { ctx, page, errors, missing };
}

/** The centre of a square in page coordinates. */
export async function point(page, sq, orientation = 'white') {
  const box = await page.getByTestId('board').boundingBox();
  const file = sq.charCodeAt(0) - 97;
  const rank = Number(sq[1]) - 1;
  const col = orientation === 'white' ? file : 7 - file;
  const row = orientation === 'white' ? 7 - rank : rank;
  return { x: box.x + ((col + 0.5) * box.width) / 8, y: box.y + ((row + 0.5) * box.height) / 8 };
}

export async function clickSq(page, sq, orientation = 'white') {
  const p = await point(page, sq, orientation);
  await page.mouse.click(p.x, p.y);
}

export async function tapSq(page, sq, orientation = 'white') {
  const p = await point(page, sq, orientation);
  await page.touchscreen.tap(p.x, p.y);
}

export async function drag(page, from, to) {
  const a = await point(page, from);
  const b = await point(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

export const fen = (page) => page.getByTestId('fen').textContent();
export const status = (page) => page.getByTestId('status').textContent();

export async function loadFen(page, text) {
  await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
  await page.fill('#import-text', text);
  await page.getByTestId('load-fen').click();
}

export const shot = (page, name) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

export const ROLES = { K: 'king', F: 'general', S: 'elephant', N: 'horse', R: 'chariot', P: 'pawn' };

/** Places a piece from the tray by clicks: 'R@a1'. */
export async function place(page, color, uci, orientation = 'white') {
  await page.getByTestId(`reserve-${color}`).locator(`[data-role="${ROLES[uci[0]]}"]`).click();
  await clickSq(page, uci.slice(2), orientation);
}

export const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations on the page, one line each (id, count, the first targets). */
export async function axeViolations(page) {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const result = await window.axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`);
  });
}
