// The drop-in script's cost (issue 18 part 7; a report, not a test): bytes transferred, gzip-compressed
// as a static server would send them, for a page with one diagram, a viewer page, a page with one lesson level
// (<sittuyin-lesson stage="horse" level="1">) and a play-it-out
// page (<sittuyin-playout>, measured once the computer has moved: the engine's module, worker and
// wasm included), and the time from navigation to the element ready (for the play-it-out page: to
// the computer's first move; loopback, no throttling; median of 5 cold loads).
//   node scripts/bench-cdn.mjs        (builds dist/cdn when stale)
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPage, startSite } from '../tests/e2e/cdn-site.mjs';

const head = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title><script type="module" src="sittuyin/sittuyin.js"></script></head><body>';
const pages = {
  'diagram.html': `${head}<sittuyin-board fen="7k/8/8/p7/3N3P/8/8/K7[] w - - 0 1" movable="none" trays="false"></sittuyin-board></body></html>`,
  'viewer.html': `${head}<sittuyin-viewer>[FEN "6k1/8/8/8/8/8/4P3/R5K1[] w - - 0 1"]\n\n1. Ra8+ { check } 1... Kh7 (1... Kf7 2. Ra7+) 2. e3 *</sittuyin-viewer></body></html>`,
  'lesson.html': `${head}<sittuyin-lesson stage="horse" level="1"></sittuyin-lesson></body></html>`,
  // Black (the computer) to move first: the engine loads at once.
  'playout.html': `${head}<sittuyin-playout fen="6k1/8/4K3/8/8/8/7R/8[] b - - 0 1" computer="black" level="1"></sittuyin-playout></body></html>`,
};
const site = await startSite(pages);
try {
  for (const [name, tag] of [['diagram.html', 'sittuyin-board'], ['viewer.html', 'sittuyin-viewer'], ['lesson.html', 'sittuyin-lesson'], ['playout.html', 'sittuyin-playout']]) {
    const times = [];
    let files = [];
    for (let i = 0; i < 5; i++) {
      const requests = [];
      const { ctx, page } = await openPage(site, name, { requests });
      const t = await page.evaluate(async (tag) => {
        await customElements.whenDefined(tag);
        const el = document.querySelector(tag);
        const board = await el.ready;
        if (tag === 'sittuyin-playout') {
          while (board.game.history().length === 0) await new Promise((r) => setTimeout(r, 5));
        }
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return performance.now();
      }, tag);
      times.push(t);
      files = [...new Set(requests)];
      await ctx.close();
    }
    let raw = 0;
    let gz = 0;
    const rows = [];
    for (const f of files) {
      const body = readFileSync(join(site.dir, f === '/' ? 'index.html' : f));
      const z = gzipSync(body, { level: 6 }).length;
      raw += body.length;
      gz += z;
      rows.push(`  ${f.padEnd(48)} ${String(body.length).padStart(8)} ${String(z).padStart(8)}`);
    }
    times.sort((a, b) => a - b);
    console.log(`${name}: ${files.length} requests, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip; first ${tag} painted at ${times[2].toFixed(0)} ms (median of 5, loopback)`);
    console.log(rows.join('\n'));
  }
} finally {
  await site.close();
}
