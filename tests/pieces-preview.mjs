// Renders tests/pieces-preview.html (every piece set at 24, 40, 64 and 128 px, light and dark board,
// ghosts) at devicePixelRatio 1 and 2 into tests/screenshots/pieces-<set>-<size>px-dpr<n>.png (the small
// sizes also enlarged 4x, -zoom4.png), and the SVG elements of pieceSvgElement into pieces-<set>-svg.png.
// Usage: node tests/pieces-preview.mjs [--sizes 256,...] [set...]   (bundles the page with Vite into a temporary
// directory, serves it on 127.0.0.1 and drives Debian's Chromium; leaves nothing running).
import { createServer } from 'node:http';
import { mkdtemp, mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launchChromium } from './browser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const shots = join(root, 'tests', 'screenshots');
const argv = process.argv.slice(2);
const at = argv.indexOf('--sizes');
const SIZES = at >= 0 ? argv.splice(at, 2)[1].split(',').map(Number) : [24, 40, 64, 128];
const only = argv;

const out = await mkdtemp(join(tmpdir(), 'sittuyin-pieces-'));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };
let server;
let browser;
try {
  const result = await build({
    configFile: false,
    root,
    base: './',
    publicDir: false,
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true, target: 'es2022', rollupOptions: { input: join(root, 'tests', 'pieces-preview.html') } },
  });
  for (const o of [result].flat()) {
    for (const f of o.output ?? []) if (f.type === 'chunk') console.log(`chunk ${f.fileName}: ${f.code.length} bytes${f.isDynamicEntry ? ' (dynamic)' : ''}`);
  }
  server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^([/\\])+/, '');
    try {
      const body = await readFile(join(out, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      if (path !== 'favicon.ico') console.error(`404 ${path}`);
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const port = server.address().port;
  await mkdir(shots, { recursive: true });
  browser = await launchChromium();
  for (const dpr of [1, 2]) {
    const page = await browser.newPage({ deviceScaleFactor: dpr, viewport: { width: 1400, height: 1000 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('requestfailed', (r) => errors.push(`${r.url()}: ${r.failure()?.errorText}`));
    await page.goto(`http://127.0.0.1:${port}/tests/pieces-preview.html?sizes=${SIZES.join(',')}`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('404 (Not Found)')));
    if (errors.length) throw new Error(errors.join('\n'));
    for (const set of ['letters', 'figurines', 'burmese']) {
      if (only.length && !only.includes(set)) continue;
      if (dpr === 1) {
        const svg = join(shots, `pieces-${set}-svg.png`);
        await page.locator(`#${set}-svg`).screenshot({ path: svg });
        console.log(svg);
      }
      for (const size of SIZES) {
        const file = join(shots, `pieces-${set}-${size}px-dpr${dpr}.png`);
        await page.locator(`#${set}-${size}`).screenshot({ path: file });
        console.log(file);
        if (size <= 40 && dpr === 1) {
          const zoom = join(shots, `pieces-${set}-${size}px-dpr${dpr}-zoom4.png`);
          await page.locator(`#${set}-${size}-zoom`).screenshot({ path: zoom });
          console.log(zoom);
        }
      }
    }
    await page.close();
  }
} finally {
  await browser?.close();
  server?.close();
  await rm(out, { recursive: true, force: true });
}
