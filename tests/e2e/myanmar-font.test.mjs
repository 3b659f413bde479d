// Burmese text in the elements is drawn with the package's Myanmar font ("Sittuyin Myanmar", its
// woff2 beside the drop-in script), so a machine without a Myanmar font shows no tofu (issue 29
// part 5). Proved by pixels: the same Burmese text is shot twice, once as the page loads it and
// once with the font's request blocked (Playwright's route), and two different Burmese strings of
// the same length are shot each time. With the font the two strings differ (letters, not one box
// repeated) and each differs from its blocked rendering (the package's font draws it, not the
// machine's). This machine has no Myanmar font at all (`fc-list :lang=my` is empty): blocked,
// Chromium draws the same box for every letter, so the two strings come out identical (reported,
// not asserted: a machine with a Myanmar font of its own draws letters there).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPage, startSite, SHOTS } from './cdn-site.mjs';
import { setUp } from './helpers.mjs';
import { comparePngs, MAX_DISTANCE } from './png-diff.mjs';

const PGN = '[FEN "6k1/8/8/8/8/8/8/R5K1[] w - - 0 1"]\n\n1. Ra8+ { ရထားက ချက်ပေးသည် } *';
const PAGES = {
  'font.html': `<!doctype html><html lang="my"><head><meta charset="utf-8"><title>မြန်မာ</title>
<script type="module" src="sittuyin/sittuyin.js"></script></head><body>
<sittuyin-lesson stage="horse" level="1"></sittuyin-lesson>
<sittuyin-viewer ply="1">${PGN}</sittuyin-viewer>
<sittuyin-board fen="6k1/8/8/8/8/8/8/R5K1[] w - - 0 1" status></sittuyin-board>
<sittuyin-puzzle fen="6k1/8/4K3/8/8/8/7R/8[] w - - 0 1" solution="h2h8"></sittuyin-puzzle>
<sittuyin-editor></sittuyin-editor>
<sittuyin-playout fen="6k1/8/4K3/8/8/8/7R/8[] w - - 0 1"></sittuyin-playout>
</body></html>`,
};
/** Two Burmese strings of five letters each, none shared. */
const STRINGS = ['ကခဂဃင', 'စဆဇဈည'];
/** Where each shot element writes Burmese text of its own (a selector in its shadow root). */
const TARGETS = { 'sittuyin-lesson': '#learn-title', 'sittuyin-viewer': '.comment' };
const TAGS = ['sittuyin-lesson', 'sittuyin-viewer', 'sittuyin-board', 'sittuyin-puzzle', 'sittuyin-editor', 'sittuyin-playout'];

const site = setUp(() => startSite(PAGES));

/** Opens the page (the font blocked or not); shoots each target with each string, same clip each. */
async function shots(blocked) {
  const { ctx, page } = await openPage(site, 'font.html');
  const aborted = [];
  if (blocked) {
    await ctx.route('**/*.woff2', (route) => {
      aborted.push(route.request().url());
      return route.abort();
    });
    await page.reload();
  }
  await page.evaluate((tags) => Promise.all(tags.map((t) => customElements.whenDefined(t).then(() => document.querySelector(t).ready))), TAGS);
  const out = {};
  for (const [tag, selector] of Object.entries(TARGETS)) {
    out[tag] = [];
    for (const text of STRINGS) {
      const box = await page.evaluate(async ({ tag, selector, text }) => {
        const el = document.querySelector(tag).shadowRoot.querySelector(selector);
        el.textContent = text;
        el.scrollIntoView({ block: 'center' });
        // The face is fetched when the text is laid out (its unicode-range), then drawn.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const b = el.getBoundingClientRect();
        return { x: b.x, y: b.y, height: b.height };
      }, { tag, selector, text });
      const clip = { x: Math.floor(box.x), y: Math.floor(box.y), width: 200, height: Math.ceil(box.height) };
      out[tag].push((await page.screenshot({ clip })).toString('base64'));
    }
  }
  const fonts = await page.evaluate((tags) => ({
    families: tags.map((t) => {
      const root = document.querySelector(t).shadowRoot;
      const text = [...root.querySelectorAll('*')].find((e) => e.childNodes.length && [...e.childNodes].some((n) => n.nodeType === 3 && /[\u1000-\u109f]/.test(n.textContent)));
      return [t, text ? getComputedStyle(text).fontFamily : null];
    }),
    loaded: [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Sittuyin Myanmar').map((f) => f.status),
  }), TAGS);
  return { ctx, page, out, aborted, fonts };
}

test('Burmese in the elements is drawn with the package font: letters that differ, not boxes; blocked, the machine draws something else', async (t) => {
  const font = await shots(false);
  await font.page.screenshot({ path: join(SHOTS, 'myanmar-font-page.png'), fullPage: true });
  const blocked = await shots(true);
  const compare = (actual, expected) => font.page.evaluate(comparePngs, { actual, expected, maxDistance: MAX_DISTANCE });
  // Every element writes its Burmese labels in the package's family first.
  for (const [tag, family] of font.fonts.families) assert.match(family ?? '', /^"Sittuyin Myanmar"/, `${tag}: ${family}`);
  assert.ok(font.fonts.loaded.includes('loaded'), `the face loaded: ${font.fonts.loaded}`);
  assert.ok(blocked.aborted.length > 0, 'the font request was blocked');
  assert.ok(!blocked.fonts.loaded.includes('loaded'));
  for (const tag of Object.keys(TARGETS)) {
    const [a, b] = font.out[tag];
    const [blockedA, blockedB] = blocked.out[tag];
    const name = tag.slice('sittuyin-'.length);
    STRINGS.forEach((_, i) => {
      writeFileSync(join(SHOTS, `myanmar-font-${name}-${i}.png`), Buffer.from(font.out[tag][i], 'base64'));
      writeFileSync(join(SHOTS, `myanmar-font-${name}-${i}-blocked.png`), Buffer.from(blocked.out[tag][i], 'base64'));
    });
    // Two strings, two drawings: letters (tofu would draw one box five times, for both).
    const letters = await compare(a, b);
    assert.ok(letters.count > 100, `${tag}: the two strings look alike with the font (${letters.count} pixels differ)`);
    // The package's font draws them, not the machine's fallback.
    for (const [withFont, without] of [[a, blockedA], [b, blockedB]]) {
      const d = await compare(withFont, without);
      assert.ok(d.count > 100, `${tag}: the same with the font blocked (${d.count} pixels differ)`);
    }
    const fallback = await compare(blockedA, blockedB);
    t.diagnostic(`${tag}: blocked, the two strings differ in ${fallback.count} pixels (0: the same boxes, no Myanmar font on this machine)`);
  }
  await font.ctx.close();
  await blocked.ctx.close();
});
