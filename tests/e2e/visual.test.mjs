// Visual regression: the board in each piece set and theme, the elements (viewer, puzzle, editor)
// at desktop and phone sizes, and renderSvg's diagram, each screenshot cropped to its element and
// compared with a committed reference image (tests/visual/*.png) pixel by pixel. A pixel differs
// when its colour moves more than MAX_DISTANCE; a case fails when more than MAX_PIXELS differ, and
// writes the actual picture and a diff (differing pixels red over a faded reference) under
// tests/screenshots/visual/. UPDATE_SCREENSHOTS=1 rewrites the references (`npm run
// test:visual:update`; see docs/testing.md). Pages: the drop-in script on a static site under the
// strict CSP, as an author uses it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { init } from '../../dist/lib/index.js';
import { renderSvg } from '../../dist/lib/diagram.js';
import { ROOT, SHOTS, startSite } from './cdn-site.mjs';
import { collectErrors, setUp } from './helpers.mjs';
import { comparePngs, MAX_DISTANCE, MAX_PIXELS } from './png-diff.mjs';

await init();

const REFERENCES = join(ROOT, 'tests/visual');
const OUT = join(SHOTS, 'visual');
const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';

/** Every role of both sides. */
const POSITION = 'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9';
const PGN = `[FEN "6k1/8/8/8/8/8/4P3/R5K1[] w - - 0 1"]
[SetUp "1"]

1. Ra8+ { [%cal Ga8g8] check } 1... Kh7 (1... Kf7 2. Ra7+) 2. e3 Kg6 *`;
const SETS = ['letters', 'figurines', 'burmese'];
const THEMES = ['light', 'dark'];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const htmlPage = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="page.css">
<script type="module" src="sittuyin/sittuyin.js"></script></head>
<body><main>${body}</main></body></html>`;

const boards = () => customElements.get('sittuyin-board') && Promise.all([...document.querySelectorAll('sittuyin-board')].map((b) => b.ready));

/** renderSvg's diagrams (the package's picture, as Node writes it), shown by Chromium as images. */
const DIAGRAMS = {
  'diagram-letters-light': { pieces: 'letters', theme: 'light', caption: 'White to play', arrows: [{ from: 'e2', to: 'e3', color: 'green' }], marks: [{ square: 'd7', color: 'red' }] },
  'diagram-figurines-dark': { pieces: 'figurines', theme: 'dark', orientation: 'black' },
  'diagram-burmese-light': { pieces: 'burmese', theme: 'light', coordinates: false },
};

/** Each page is opened once; each of its `shots` (an element, by id) is one reference image. */
const SCREENS = [
  { // the board in every piece set and theme, with a last-move arrow and a mark
    page: 'boards', viewport: DESKTOP, colorScheme: 'light', scale: 1, ready: boards,
    body: SETS.flatMap((set) => THEMES.map((theme) => `<sittuyin-board id="board-${set}-${theme}" fen="${POSITION}" movable="none" pieces="${set}" theme="${theme}" arrows="a3a4 e2"></sittuyin-board>`)).join('\n'),
    shots: SETS.flatMap((set) => THEMES.map((theme) => ({ name: `board-${set}-${theme}` }))),
  },
  { // a phone's screen: twice the pixels per CSS pixel; the theme from the page's colour scheme
    page: 'board-phone', viewport: PHONE, colorScheme: 'dark', scale: 2, ready: boards,
    body: `<sittuyin-board id="board-figurines-dark-phone" fen="${POSITION}" movable="none" pieces="figurines" status></sittuyin-board>`,
    shots: [{ name: 'board-figurines-dark-phone' }],
  },
  {
    page: 'diagrams', viewport: DESKTOP, colorScheme: 'light', scale: 1,
    ready: () => [...document.images].every((i) => i.complete && i.naturalWidth > 0),
    body: Object.keys(DIAGRAMS).map((name) => `<img id="${name}" src="${name}.svg" alt="diagram">`).join('\n'),
    shots: Object.keys(DIAGRAMS).map((name) => ({ name })),
  },
  {
    page: 'viewer-desktop', viewport: DESKTOP, colorScheme: 'light', scale: 1, ready: () => document.querySelector('sittuyin-viewer')?.board,
    body: `<sittuyin-viewer id="viewer-desktop-light" ply="2" pieces="burmese">${PGN}</sittuyin-viewer>`,
    shots: [{ name: 'viewer-desktop-light' }],
  },
  {
    page: 'viewer-phone', viewport: PHONE, colorScheme: 'dark', scale: 1, ready: () => document.querySelector('sittuyin-viewer')?.board,
    body: `<sittuyin-viewer id="viewer-phone-dark" ply="end">${PGN}</sittuyin-viewer>`,
    shots: [{ name: 'viewer-phone-dark' }],
  },
  {
    page: 'puzzle-desktop', viewport: DESKTOP, colorScheme: 'dark', scale: 1, ready: () => document.querySelector('sittuyin-puzzle')?.state === 'playing',
    body: '<sittuyin-puzzle id="puzzle-desktop-dark" fen="7k/8/6K1/8/8/8/8/RR6[] w - - 0 1" solution="a1a8" mate="1" pieces="figurines"></sittuyin-puzzle>',
    shots: [{ name: 'puzzle-desktop-dark' }],
  },
  {
    page: 'editor-phone', viewport: PHONE, colorScheme: 'light', scale: 1, ready: () => document.querySelector('sittuyin-editor')?.ready,
    body: '<sittuyin-editor id="editor-phone-light" fen="4k3/8/1n6/8/8/8/4R3/R5K1[] b - - 0 30"></sittuyin-editor>',
    // the share link holds the test server's port: masked
    shots: [{ name: 'editor-phone-light', mask: ['editor-link'] }],
  },
];

const PAGES = {
  'page.css': 'body { margin: 8px; font-family: sans-serif; } @media (prefers-color-scheme: dark) { body { background: #1b1915; color: #eee; } }'
    + ' sittuyin-board { --sittuyin-size: 256px; margin: 4px; } img { margin: 4px; }',
  ...Object.fromEntries(SCREENS.map((s) => [`${s.page}.html`, htmlPage(s.page, s.body)])),
  ...Object.fromEntries(Object.entries(DIAGRAMS).map(([name, options]) => [`${name}.svg`, renderSvg({ fen: POSITION, size: 256, ...options })])),
};

const site = setUp(() => startSite(PAGES));

/** A blank page that decodes and compares the PNGs (comparePngs runs there). */
let decoder;

/** Compares a screenshot with its reference (or writes the reference): null when it matches, else what differs. */
async function check(t, name, actual) {
  const file = join(REFERENCES, `${name}.png`);
  if (UPDATE || !existsSync(file)) {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(file, actual);
    return UPDATE ? null : `${name}: no reference image; written now from this run to tests/visual/${name}.png: look at it, then commit it`;
  }
  decoder ??= await site.browser.newPage();
  const r = await decoder.evaluate(comparePngs, { actual: actual.toString('base64'), expected: readFileSync(file).toString('base64'), maxDistance: MAX_DISTANCE });
  t.diagnostic(`${name}: ${r.count} px over ${MAX_DISTANCE}, largest distance ${r.max.toFixed(1)}`);
  if (!r.size && r.count <= MAX_PIXELS) return null;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `${name}-actual.png`), actual);
  if (r.size) return `${name}: the picture is ${r.size.actual} px, the reference ${r.size.expected} px (tests/screenshots/visual/${name}-actual.png)`;
  writeFileSync(join(OUT, `${name}-diff.png`), Buffer.from(r.diff, 'base64'));
  return `${name}: ${r.count} pixels differ from the reference by more than ${MAX_DISTANCE} (at most ${MAX_PIXELS} may), in the box ${r.box} (see tests/screenshots/visual/${name}-diff.png)`;
}

describe('visual regression (UPDATE_SCREENSHOTS=1 to accept a change)', () => {
  for (const screen of SCREENS) {
    test(`${screen.page}: ${screen.shots.map((s) => s.name).join(', ')}`, async (t) => {
      const ctx = await site.browser.newContext({ viewport: screen.viewport, deviceScaleFactor: screen.scale, colorScheme: screen.colorScheme, serviceWorkers: 'block' });
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      page.on('response', (r) => { if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) errors.push(`${r.status()} ${r.url()}`); });
      await page.goto(`${site.url}${screen.page}.html`);
      await page.waitForFunction(screen.ready, null, { timeout: 20000 });
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
      });
      const failures = [];
      for (const { name, mask = [] } of screen.shots) {
        const actual = await page.locator(`#${name}`).screenshot({ animations: 'disabled', caret: 'hide', mask: mask.map((id) => page.getByTestId(id)), maskColor: '#808080' });
        const failure = await check(t, name, actual);
        if (failure) failures.push(failure);
      }
      await ctx.close();
      assert.deepEqual(errors, []);
      assert.deepEqual(failures, []);
    });
  }
});
