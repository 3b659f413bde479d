// <sittuyin-viewer> (issue 18 part 2) on a plain static page with the strict CSP, loaded by the
// drop-in script (no bundler, no inline script): a commented PGN with a variation and shapes,
// move list clicks (a variation's move too), the buttons and keys, autoplay, flip, the status line,
// "open in the app" and "copy link", a FEN + moves game, another language, a bad PGN, the GIF,
// the phone layout, and axe-core at desktop and phone sizes, light and dark.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import omggif from 'omggif';
import { init, Game } from '../../dist/lib/index.js';
import { readLink } from '../../dist/lib/link.js';
import { axeViolations, openPage, SHOTS, startSite } from './cdn-site.mjs';
import { setUp } from './helpers.mjs';

await init();

const START = '6k1/8/8/8/8/8/4P3/R5K1[] w - - 0 1';
export const PGN = `[Event "Demo"]
[White "Aung"]
[Black "Hla"]
[FEN "${START}"]
[SetUp "1"]

{ A chariot against a bare king. } 1. Ra8+ { [%cal Ga8g8] check from the back rank } 1... Kh7 (1... Kf7 2. Ra7+ { [%csl Rf7] } 2... Ke6) 2. e3 $1 Kg6 3. Kg2 { the king comes up } *`;

const fenAfter = (moves) => {
  const g = new Game({ fen: START, moves });
  try { return g.fen(); } finally { g.free(); }
};

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const page = (body, lang = 'en') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>Viewer</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="page.css">
<script type="module" src="sittuyin/sittuyin.js"></script></head>
<body><main><h1>A game</h1>${body}</main></body></html>`;

const PAGES = {
  'page.css': 'body { margin: 8px; font-family: system-ui, sans-serif; } @media (prefers-color-scheme: dark) { body { background: #1b1915; color: #eee; } }',
  'viewer.html': page(`<sittuyin-viewer app="https://example.org/app/" ply="1" speed="0.05">${escape(PGN)}</sittuyin-viewer>`),
  'moves.html': page(`<sittuyin-viewer fen="${START}" moves="a1a8 g8h7 e2e3" ply="end" orientation="black"></sittuyin-viewer>`),
  'fr.html': page(`<sittuyin-viewer app="https://example.org/app/">${escape(PGN)}</sittuyin-viewer>`, 'fr'),
  'auto.html': page('<sittuyin-viewer moves="K@e2 K@e7 F@d2" autoplay speed="0.05"></sittuyin-viewer>'),
  'bad.html': page('<sittuyin-viewer>1. Ra8 Kh9 *</sittuyin-viewer>'),
  // NAGs of every kind, and a Burmese comment on an English page.
  'nags.html': page(`<sittuyin-viewer>${escape(`[FEN "${START}"]\n\n1. Ra8+ $1 $10 { ရထားက ချက်ပေးသည် } 1... Kh7 $6 $14 $146 2. e3 $7 $22 $36 $42 $200 *`)}</sittuyin-viewer>`),
  // A page that styles nothing for dark mode, with a viewer in each theme.
  'plain.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain</title><script type="module" src="sittuyin/sittuyin.js"></script></head>
<body><main><h1>Three viewers</h1><sittuyin-viewer app="https://example.org/app/">${escape(PGN)}</sittuyin-viewer><sittuyin-viewer theme="dark" app="https://example.org/app/">${escape(PGN)}</sittuyin-viewer><sittuyin-viewer theme="light">${escape(PGN)}</sittuyin-viewer></main></body></html>`,
};

const site = setUp(() => startSite(PAGES));

/** Opens a page and waits for its viewer. */
async function open(path, options) {
  const o = await openPage(site, path, options);
  await o.page.waitForFunction(() => document.querySelector('sittuyin-viewer')?.board);
  return o;
}

const state = (page) => page.evaluate(() => {
  const v = document.querySelector('sittuyin-viewer');
  const cur = v.shadowRoot.querySelector('[aria-current]');
  return { fen: v.board.game.fen(), ply: v.current.ply, path: v.current.path, current: cur?.textContent ?? null, orientation: v.board.orientation, status: v.board.statusText, playing: v.playing };
});

const move = (page, text) => page.locator('sittuyin-viewer').getByTestId('viewer-move').filter({ hasText: new RegExp(`^${text.replace(/[+$]/g, '\\$&')}$`) });

/** The canvas pixel at the centre of `square` (White at the bottom), [r, g, b]. */
const pixel = (page, square) => page.evaluate(async (sq) => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const host = document.querySelector('sittuyin-viewer').shadowRoot.querySelector('.board-host > div');
  const canvas = host.shadowRoot.querySelector('canvas');
  const q = canvas.width / 8;
  const d = canvas.getContext('2d').getImageData(Math.floor((sq.charCodeAt(0) - 97 + 0.5) * q), Math.floor((8 - Number(sq[1]) + 0.5) * q), 1, 1).data;
  return [d[0], d[1], d[2]];
}, square);

const realErrors = (errors) => errors.filter((e) => !/favicon|status of 404/.test(e));

test('every NAG shown: the move\'s own marks on it, the position\'s after it, unknown ones as $n; Burmese in the package font', async () => {
  const { ctx, page, errors } = await open('nags.html');
  const list = page.locator('sittuyin-viewer').getByTestId('viewer-moves');
  assert.deepEqual(await page.locator('sittuyin-viewer').getByTestId('viewer-move').allTextContents(), ['Start', 'Ra8+!', 'Kh7?!', 'e3□⨀']);
  assert.deepEqual(await list.locator('.nag').allTextContents(), ['=', '+= N', '↑ without enough compensation $200']);
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    const comment = document.querySelector('sittuyin-viewer').shadowRoot.querySelector('.comment');
    const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Sittuyin Myanmar');
    return { family: getComputedStyle(comment).fontFamily, loaded: faces.some((f) => f.status === 'loaded'), text: comment.textContent };
  });
  assert.match(font.family, /^"Sittuyin Myanmar"/);
  assert.equal(font.text, 'ရထားက ချက်ပေးသည်');
  assert.ok(font.loaded, 'the Myanmar face was fetched for the Burmese comment');
  await page.screenshot({ path: `${SHOTS}/viewer-nags.png` });
  assert.deepEqual(realErrors(errors), []);
  await ctx.close();
});

describe('a commented game with a variation (1280x900)', () => {
  test('the list, the comments without their commands, the variation inline; ply="1" shown first with its arrow and the status line', async () => {
    const { ctx, page, errors, missing } = await open('viewer.html');
    const s = await state(page);
    assert.equal(s.ply, 1);
    assert.equal(s.current, 'Ra8+');
    assert.equal(s.fen, fenAfter(['a1a8']));
    assert.match(s.status, /Black to move · check/);
    const list = await page.locator('sittuyin-viewer').getByTestId('viewer-moves').innerText();
    assert.match(list, /A chariot against a bare king\./);
    assert.match(list, /check from the back rank/);
    assert.doesNotMatch(list, /%cal|%csl/);
    assert.match(list, /e3!/, 'the NAG $1 as a glyph');
    assert.equal(await page.locator('sittuyin-viewer').locator('.line.var').count(), 1);
    // The [%cal Ga8g8] arrow: green across the eighth rank (e8 is empty).
    const [r, g, b] = await pixel(page, 'e8');
    assert.ok(g > r + 30 && g > b + 30, `green arrow on e8: ${r},${g},${b}`);
    await page.screenshot({ path: `${SHOTS}/viewer-1280.png` });
    assert.deepEqual(realErrors(errors), []);
    assert.deepEqual(missing, []);
    await ctx.close();
  });

  test('a click on a variation move shows it; next follows the variation; buttons and keys; the change event', async () => {
    const { ctx, page, errors } = await open('viewer.html');
    await page.evaluate(() => {
      window.changes = [];
      document.addEventListener('sittuyin-change', (e) => { if (e.target.localName === 'sittuyin-viewer') window.changes.push(e.detail); });
    });
    await move(page, 'Ra7+').click();
    let s = await state(page);
    assert.deepEqual(s.path, ['a1a8', 'g8f7', 'a8a7']);
    assert.equal(s.fen, fenAfter(['a1a8', 'g8f7', 'a8a7']));
    assert.equal(s.current, 'Ra7+');
    const last = await page.evaluate(() => window.changes.at(-1));
    assert.equal(last.mainLine, false);
    assert.equal(last.san, 'Ra7+');
    // The [%csl Rf7] ring: the user brush (orange) around the king, not the board's colour.
    await page.keyboard.press('ArrowRight');
    s = await state(page);
    assert.equal(s.current, 'Ke6');
    assert.equal(s.fen, fenAfter(['a1a8', 'g8f7', 'a8a7', 'f7e6']));
    assert.ok(await page.locator('sittuyin-viewer').getByTestId('viewer-next').isDisabled(), 'the end of the variation');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual((await state(page)).path, ['a1a8', 'g8f7']);
    await page.keyboard.press('Home');
    s = await state(page);
    assert.equal(s.ply, 0);
    assert.equal(s.fen, new Game({ fen: START }).fen());
    await page.keyboard.press('End');
    s = await state(page);
    assert.deepEqual(s.path, ['a1a8', 'g8h7', 'e2e3', 'h7g6', 'g1g2'], 'End: the main line\'s end');
    await page.locator('sittuyin-viewer').getByTestId('viewer-first').click();
    assert.equal((await state(page)).ply, 0);
    await page.locator('sittuyin-viewer').getByTestId('viewer-next').click();
    await page.locator('sittuyin-viewer').getByTestId('viewer-next').click();
    s = await state(page);
    assert.deepEqual(s.path, ['a1a8', 'g8h7'], 'next from the start follows the main line');
    await page.locator('sittuyin-viewer').getByTestId('viewer-prev').click();
    await page.locator('sittuyin-viewer').getByTestId('viewer-last').click();
    assert.equal((await state(page)).ply, 5);
    const events = await page.evaluate(() => window.changes.length);
    assert.ok(events >= 8, `a change event per position shown: ${events}`);
    assert.deepEqual(realErrors(errors), []);
    await ctx.close();
  });

  test('autoplay from the start to the end of the main line, then it stops; flip', async () => {
    const { ctx, page } = await open('viewer.html');
    await page.locator('sittuyin-viewer').getByTestId('viewer-first').click();
    await page.locator('sittuyin-viewer').getByTestId('viewer-play').click();
    assert.equal(await page.locator('sittuyin-viewer').getByTestId('viewer-play').getAttribute('aria-pressed'), 'true');
    await page.waitForFunction(() => { const v = document.querySelector('sittuyin-viewer'); return v.current.ply === 5 && !v.playing; }, null, { timeout: 20_000 });
    assert.equal((await state(page)).fen, fenAfter(['a1a8', 'g8h7', 'e2e3', 'h7g6', 'g1g2']));
    assert.equal(await page.locator('sittuyin-viewer').getByTestId('viewer-play').getAttribute('aria-pressed'), 'false');
    await page.locator('sittuyin-viewer').getByTestId('viewer-flip').click();
    assert.equal((await state(page)).orientation, 'black');
    await ctx.close();
  });

  test('"open in the app" and "copy link": the app\'s link fragment of the position shown', async () => {
    const { ctx, page } = await open('viewer.html');
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
    await move(page, 'Ra7+').click();
    const href = await page.locator('sittuyin-viewer').getByTestId('viewer-open').getAttribute('href');
    assert.ok(href.startsWith('https://example.org/app/#'), href);
    const link = readLink(new URL(href).hash);
    assert.deepEqual(link, { fen: START, rules: 'chessplayx', moves: ['a1a8', 'g8f7', 'a8a7'] });
    await page.locator('sittuyin-viewer').getByTestId('viewer-copy').click();
    await page.waitForFunction(() => document.querySelector('sittuyin-viewer').shadowRoot.querySelector('[data-testid=viewer-copy]').textContent.includes('✓'));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), href);
    await ctx.close();
  });

  test('toGIF(): the line on view as an animated GIF drawn by the board renderer', async () => {
    const { ctx, page } = await open('viewer.html', { acceptDownloads: true });
    const bytes = await page.evaluate(async () => {
      const blob = await document.querySelector('sittuyin-viewer').toGIF({ size: 160 });
      return { type: blob.type, data: [...new Uint8Array(await blob.arrayBuffer())] };
    });
    assert.equal(bytes.type, 'image/gif');
    const gif = new omggif.GifReader(Buffer.from(bytes.data));
    assert.equal(gif.numFrames(), 6, 'the start and five moves');
    const rgba = (i) => { const a = new Uint8Array(160 * 160 * 4); gif.decodeAndBlitFrameRGBA(i, a); return a; };
    const at = (a, sq) => { const q = 20; const i = (Math.floor((8 - Number(sq[1])) * q + q / 2) * 160 + Math.floor((sq.charCodeAt(0) - 97) * q + q / 2)) * 4; return [a[i], a[i + 1], a[i + 2]]; };
    const light = [0xe9, 0xdc, 0xc0];
    const near = (p, c) => p.every((v, i) => Math.abs(v - c[i]) < 24);
    assert.ok(!near(at(rgba(0), 'a1'), light) && near(at(rgba(0), 'c5'), light), 'first frame: the chariot on a1');
    assert.ok(!near(at(rgba(5), 'g6'), light) && !near(at(rgba(5), 'g2'), light), 'last frame: the kings on g6 and g2');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('sittuyin-viewer').getByTestId('viewer-gif').click()]);
    assert.equal(download.suggestedFilename(), 'Aung-Hla-Demo.gif', 'named after the game');
    await ctx.close();
  });

  test('axe-core: no violation (light and dark)', async () => {
    for (const colorScheme of ['light', 'dark']) {
      const { ctx, page } = await open('viewer.html', { bypassCSP: true, colorScheme });
      assert.deepEqual(await axeViolations(page), [], colorScheme);
      if (colorScheme === 'dark') await page.screenshot({ path: `${SHOTS}/viewer-1280-dark.png` });
      await ctx.close();
    }
  });
});

test('the viewer brings its own colours: readable on a page that styles nothing, light or dark, in each theme (axe-core)', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { ctx, page } = await openPage(site, 'plain.html', { bypassCSP: true, colorScheme });
    await page.waitForFunction(() => [...document.querySelectorAll('sittuyin-viewer')].every((v) => v.board));
    assert.deepEqual(await axeViolations(page), [], colorScheme);
    const bg = await page.evaluate(() => [...document.querySelectorAll('sittuyin-viewer')].map((v) => getComputedStyle(v.shadowRoot.querySelector('.moves')).backgroundColor));
    assert.equal(bg[1], 'rgb(34, 31, 26)', 'theme="dark": a dark move list');
    assert.equal(bg[2], 'rgb(255, 253, 248)', 'theme="light": a light move list');
    assert.equal(bg[0], colorScheme === 'dark' ? bg[1] : bg[2], 'no theme: the colour scheme');
    if (colorScheme === 'dark') await page.screenshot({ path: `${SHOTS}/viewer-plain-dark.png`, fullPage: true });
    await ctx.close();
  }
});

describe('phone (390x844)', () => {
  test('the move list below the board, nothing wider than the screen; axe-core', async () => {
    const { ctx, page } = await open('viewer.html', { width: 390, height: 844 });
    const box = await page.evaluate(() => {
      const v = document.querySelector('sittuyin-viewer');
      const r = (el) => el.getBoundingClientRect();
      return { board: r(v.shadowRoot.querySelector('.board-host')), list: r(v.shadowRoot.querySelector('.moves')), scroll: document.documentElement.scrollWidth };
    });
    assert.ok(box.list.top >= box.board.bottom, JSON.stringify(box));
    assert.ok(box.board.width > 300, `the board takes the width: ${box.board.width}`);
    assert.ok(box.scroll <= 390, `no sideways scrolling: ${box.scroll}`);
    await page.screenshot({ path: `${SHOTS}/viewer-390.png`, fullPage: true });
    await ctx.close();
    const a = await open('viewer.html', { width: 390, height: 844, bypassCSP: true });
    assert.deepEqual(await axeViolations(a.page), []);
    await a.ctx.close();
  });
});

describe('other sources', () => {
  test('fen + moves, ply="end", orientation="black"', async () => {
    const { ctx, page } = await open('moves.html');
    const s = await state(page);
    assert.equal(s.ply, 3);
    assert.equal(s.fen, fenAfter(['a1a8', 'g8h7', 'e2e3']));
    assert.equal(s.orientation, 'black');
    assert.equal(await page.locator('sittuyin-viewer').getByTestId('viewer-open').isHidden(), true, 'no app: no link');
    await ctx.close();
  });

  test('autoplay starts by itself with the autoplay attribute and stops at the end; the speed menu shows the speed', async () => {
    const { ctx, page } = await open('auto.html');
    await page.waitForFunction(() => { const v = document.querySelector('sittuyin-viewer'); return v.current.ply === 3 && !v.playing; }, null, { timeout: 20_000 });
    assert.equal(await page.locator('sittuyin-viewer').getByTestId('viewer-speed').inputValue(), '0.05');
    await page.locator('sittuyin-viewer').getByTestId('viewer-speed').selectOption('2');
    assert.equal(await page.evaluate(() => document.querySelector('sittuyin-viewer').getAttribute('speed')), '2');
    await ctx.close();
  });

  test('the page\'s language: French labels and status', async () => {
    const { ctx, page } = await open('fr.html');
    assert.equal(await page.locator('sittuyin-viewer').getByTestId('viewer-copy').textContent(), 'Copier le lien');
    assert.equal(await page.locator('sittuyin-viewer').getByTestId('viewer-next').getAttribute('aria-label'), 'Coup suivant (→)');
    assert.match((await state(page)).status, /Trait aux Blancs/);
    await ctx.close();
  });

  test('a bad PGN is said in the element (role=alert) with its code, ready rejects', async () => {
    const { ctx, page } = await openPage(site, 'bad.html');
    const out = await page.evaluate(async () => {
      await customElements.whenDefined('sittuyin-viewer');
      const v = document.querySelector('sittuyin-viewer');
      const code = await v.ready.then(() => 'none', (e) => e.code);
      return { code, text: v.shadowRoot.querySelector('[role=alert]')?.textContent };
    });
    assert.equal(out.code, 'ERR_PGN');
    assert.match(out.text, /^Sittuyin viewer: /);
    await ctx.close();
  });
});
