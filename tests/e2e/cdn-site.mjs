// A plain static site for the drop-in script's tests (tests/e2e/viewer.test.mjs, cdn.test.mjs):
// dist/cdn (built when its sources are newer) copied under sittuyin/, beside HTML pages written
// here, served with the strict Content-Security-Policy. No bundler, no inline script.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectErrors, CSP, newest, ROOT, startServed } from './helpers.mjs';

export { AXE, axeViolations, CSP, ROOT, SHOTS } from './helpers.mjs';

/** Builds dist/cdn when www/ (or the wasm) is newer than it. */
export function buildCdn() {
  const entry = join(ROOT, 'dist/cdn/sittuyin.js');
  const sources = Math.max(...['www/lib', 'www/learn', 'www/board', 'www/i18n', 'www/cdn', 'www/pkg'].map((d) => newest(join(ROOT, d))));
  if (!existsSync(entry) || statSync(entry).mtimeMs < sources) {
    execFileSync('npx', ['vite', 'build', '-c', 'scripts/vite.cdn.config.js'], { cwd: ROOT, stdio: 'inherit' });
  }
}

/** Serves `pages` ({ 'name.html': html }) and the drop-in script (at sittuyin/sittuyin.js) with the
 * strict CSP, and starts Chromium. */
export async function startSite(pages) {
  buildCdn();
  const dir = mkdtempSync(join(tmpdir(), 'sittuyin-site-'));
  cpSync(join(ROOT, 'dist/cdn'), join(dir, 'sittuyin'), { recursive: true });
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, name), html);
  const { browser, url, close } = await startServed(dir, { headers: { 'content-security-policy': CSP } });
  return {
    browser, url, dir,
    close: async () => {
      await close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new page at `path` of the site, page errors (CSP violations too) and failed requests collected;
 * the path of every request pushed to `requests` when given. */
export async function openPage(site, path, { width = 1280, height = 900, colorScheme = 'light', bypassCSP = false, requests = null, acceptDownloads = false } = {}) {
  const ctx = await site.browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, colorScheme, bypassCSP, acceptDownloads, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const errors = collectErrors(page, { console: true });
  const missing = [];
  page.on('response', (r) => { if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`); });
  if (requests) page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${site.url}${path}`);
  return { ctx, page, errors, missing };
}
