// An update that changes only unhashed files (issue 30 part 2): the HTML page and the manifest
// change, no hashed asset does; the service worker's version comes from every precached file's
// bytes (scripts/sw-version.mjs), so the installed app offers the update and reloads into it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, setUp, startApp } from './helpers.mjs';
import { serve } from '../../scripts/serve-static.mjs';
import { stampServiceWorker } from '../../scripts/sw-version.mjs';

// startApp builds dist/app when it is stale; its own server is not used.
const app = setUp(startApp);

test('a new deployment that changes only the HTML page and the manifest reaches an installed app', { timeout: 90_000 }, async () => {
  const root = mkdtempSync(join(tmpdir(), 'sittuyin-unhashed-'));
  const [a, b] = ['A', 'B'].map((id) => {
    const dir = join(root, id);
    cpSync(DIST, dir, { recursive: true });
    return dir;
  });
  // B: the same build, its page and manifest edited (no file name changes), the version stamped again.
  writeFileSync(join(b, 'index.html'), readFileSync(join(b, 'index.html'), 'utf8').replace('</head>', '<meta name="deployment" content="B">\n</head>'));
  writeFileSync(join(b, 'manifest.webmanifest'), readFileSync(join(b, 'manifest.webmanifest'), 'utf8').replace('"name": "', '"name": "New '));
  const versions = [stampServiceWorker(a), stampServiceWorker(b)];
  assert.notEqual(versions[0], versions[1]);
  const { server, url, setRoot } = await serve(a, 0);
  const ctx = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await ctx.newPage();
  const deployment = () => page.evaluate(() => document.querySelector('meta[name=deployment]')?.content ?? 'A');
  try {
    await page.goto(url);
    await page.waitForSelector('body[data-ready="1"]');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    setRoot(b);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await deployment(), 'A', 'the installed version serves its own page until the update is taken');
    await page.waitForSelector('[data-testid=update]:not([hidden])', { timeout: 20_000 });
    await Promise.all([page.waitForEvent('load'), page.getByTestId('update-reload').click()]);
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await deployment(), 'B');
    const manifest = await page.evaluate(async () => (await fetch('./manifest.webmanifest')).text());
    assert.match(manifest, /"name": "New /);
  } finally {
    await ctx.close();
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
});
