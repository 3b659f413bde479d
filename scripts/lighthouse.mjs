// Lighthouse on the built app and its rules page, mobile and desktop: CLS, LCP, TBT and the four
// category scores. The section `npm run bench:app` ends with; alone: `node scripts/lighthouse.mjs`
// (after `npm run build`). Lighthouse is not a dependency (it is large): it runs through
// `npx --yes lighthouse@12.8.2` (downloaded from the npm registry on first use, then cached), with
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). The app is served on loopback with
// compression and cache headers, as a real host would.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { serve } from './serve-static.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';

/** Serves `dir` on 127.0.0.1 with brotli or gzip (as the browser asks) and long caching of the
 * hashed assets (serve-static.mjs's server; `warm()` compresses every file first). */
export function serveCompressed(dir) {
  return serve(dir, 0, { compress: true, cacheControl: (file) => (/\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache') });
}

export function runLighthouse(url, desktop) {
  const args = ['--yes', LIGHTHOUSE, url, '--output=json', '--output-path=stdout', '--quiet',
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ...(desktop ? ['--preset=desktop'] : [])];
  return new Promise((ok, fail) => {
    const child = spawn('npx', args, { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { err += d; });
    child.on('close', (code) => {
      if (code !== 0) { fail(new Error(`lighthouse exited ${code}: ${err.slice(-2000)}`)); return; }
      try { ok(JSON.parse(out)); } catch (e) { fail(e); }
    });
  });
}

/** Runs Lighthouse on the app and the rules page (mobile, desktop) and prints one line each. */
export async function lighthouseSection(dist, { runs = 1, pages = ['app', 'rules'] } = {}) {
  const { server, url, warm } = await serveCompressed(dist);
  await warm();
  console.log(`Lighthouse (${LIGHTHOUSE} via npx, Chromium ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}; mobile = simulated slow 4G and 4x CPU; served with compression on loopback):`);
  try {
    for (const [name, path] of [['app', ''], ['rules', 'rules/']].filter(([n]) => pages.includes(n))) {
      for (const desktop of [false, true]) {
        for (let run = 0; run < runs; run++) {
          const lhr = await runLighthouse(url + path, desktop);
          const a = (id) => lhr.audits[id]?.numericValue ?? NaN;
          const c = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
          console.log(`  ${name.padEnd(5)} ${desktop ? 'desktop' : 'mobile '}: CLS ${a('cumulative-layout-shift').toFixed(3)}, LCP ${(a('largest-contentful-paint') / 1000).toFixed(2)} s, TBT ${a('total-blocking-time').toFixed(0)} ms; performance ${c('performance')}, accessibility ${c('accessibility')}, best practices ${c('best-practices')}, SEO ${c('seo')}`);
          const failing = Object.values(lhr.audits).filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode !== 'informative' && x.scoreDisplayMode !== 'manual' && x.scoreDisplayMode !== 'notApplicable');
          if (process.env.LIGHTHOUSE_VERBOSE) for (const x of failing) console.log(`      ${x.id}: ${x.score} ${x.displayValue ?? ''}`);
        }
      }
    }
  } finally {
    server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // node scripts/lighthouse.mjs [runs] [app|rules]: several runs each, or one page only.
  await lighthouseSection(new URL('../dist/app/', import.meta.url).pathname, { runs: Number(process.argv[2] ?? 1), ...(process.argv[3] ? { pages: [process.argv[3]] } : {}) });
}
