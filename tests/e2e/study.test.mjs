// Studies in the app (www/app/modes/study.ts): a study made by clicking (moves, a variation, a
// comment, a NAG, an arrow by right-drag and a mark by the touch tool), kept across a reload,
// exported as PGN and as a <sittuyin-viewer> snippet which, pasted into a static page with only the
// drop-in script under the strict CSP, shows the same move list, comments, variation and shapes;
// Load PGN of a commented game with variations opens the whole tree. Desktop, phone and phone held
// sideways, light and dark, axe-core clean. One browser, one app server, one static site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations, collectErrors, CSP, loadFen, ROOT, setUp, SHOTS, startApp } from './helpers.mjs';
import { buildCdn } from './cdn-site.mjs';
import { serve } from '../../scripts/serve-static.mjs';

const START = '6k1/8/8/8/8/8/8/R5K1[] w - - 0 1';
const ANNOTATED = `[Event "Lesson"]\n[FEN "${START}"]\n\n{ The chariot alone } 1. Ra7 $1 { cuts the king off [%cal Ga7h7] } ( 1. Rb1 Kh7 ) 1... Kh8 $6 2. Kg2 *`;

const app = setUp(async () => {
  const served = await startApp();
  buildCdn();
  const dir = mkdtempSync(join(tmpdir(), 'sittuyin-study-'));
  cpSync(join(ROOT, 'dist/cdn'), join(dir, 'sittuyin'), { recursive: true });
  // The browser asks every site for its icon: this one has one (an empty file), so no request fails.
  writeFileSync(join(dir, 'favicon.ico'), '');
  const site = await serve(dir, 0, { headers: { 'content-security-policy': CSP } });
  return { ...served, dir, siteUrl: site.url, close: async () => { await served.close(); site.server.close(); rmSync(dir, { recursive: true, force: true }); } };
});

async function open(viewport, colorScheme, options = {}) {
  const ctx = await app.browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme, ...options });
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  await page.goto(app.url);
  await page.waitForSelector('body[data-ready="1"]');
  return { ctx, page, errors };
}

/** The centre of a square of the study's board (White at the bottom). */
async function point(page, sq) {
  const box = await page.getByTestId('study-board').boundingBox();
  return { x: box.x + ((sq.charCodeAt(0) - 97 + 0.5) * box.width) / 8, y: box.y + ((8 - Number(sq[1]) + 0.5) * box.height) / 8 };
}
async function playMove(page, from, to) {
  for (const sq of [from, to]) {
    const p = await point(page, sq);
    await page.mouse.click(p.x, p.y);
  }
}
const studyMove = (page, san) => page.getByTestId('study-move').filter({ hasText: new RegExp(`^${san.replace(/[+$?!]/g, '\\$&')}$`) });
const listText = (page) => page.getByTestId('study-moves').textContent();
/** The snippet, its lines joined (the PGN writer wraps at 80 characters). */
const snippet = async (page) => (await page.getByTestId('study-snippet').inputValue()).replace(/\s+/g, ' ');
const shapes = (page) => page.getByTestId('study-board').getAttribute('data-shapes');

/** The study's screen: in view where it must be, axe-clean, screenshot taken. */
async function look(page, name) {
  const box = await page.getByTestId('study-board').boundingBox();
  const vp = page.viewportSize();
  assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width + 1 && box.y + box.height <= vp.height + 1, `${name}: the whole board is in view (${JSON.stringify(box)})`);
  assert.ok(box.width >= Math.min(260, vp.width - 40, vp.height - 160), `${name}: the board is not squeezed (${box.width} px)`);
  assert.deepEqual(await axeViolations(page), [], name);
  await page.screenshot({ path: join(SHOTS, `study-${name}.png`), fullPage: true });
}

test('a study made by clicking, kept across a reload, exported, and shown the same by the viewer under the strict CSP', async () => {
  const { ctx, page, errors } = await open({ width: 1280, height: 900 }, 'light', { permissions: ['clipboard-read', 'clipboard-write'] });
  await loadFen(page, START);
  await page.getByTestId('study-open').click();
  await page.getByTestId('study-screen').waitFor();
  // Moves: 1. Ra7 Kh8; then from the start 1. Rb1 (a variation), and after Ra7, 1... Kf8 (another).
  await playMove(page, 'a1', 'a7');
  await playMove(page, 'g8', 'h8');
  await studyMove(page, 'Start').click();
  await playMove(page, 'a1', 'b1');
  await studyMove(page, 'Ra7').click();
  await playMove(page, 'g8', 'f8');
  assert.equal(await listText(page), 'Start1.Ra71.Rb11…Kh81…Kf8');
  // Promote the second variation, then undo it: the main line is as played.
  await page.getByTestId('study-promote').click();
  assert.equal(await listText(page), 'Start1.Ra71.Rb11…Kf81…Kh8');
  await page.getByTestId('study-undo').click();
  assert.equal(await listText(page), 'Start1.Ra71.Rb11…Kh81…Kf8');
  // A variation inside the variation (1... Kf8 2. Rb7, and 2. Rc7 instead): "Make main line" on
  // Rc7 lifts it through both levels at once; three undos take back it and the two moves.
  assert.equal(await page.getByTestId('study-main-line').isDisabled(), false);
  await playMove(page, 'a7', 'b7');
  await studyMove(page, 'Kf8').click();
  await playMove(page, 'a7', 'c7');
  assert.equal(await listText(page), 'Start1.Ra71.Rb11…Kh81…Kf82.Rb72.Rc7');
  await page.getByTestId('study-main-line').click();
  assert.equal(await listText(page), 'Start1.Ra71.Rb11…Kf81…Kh82.Rc72.Rb7');
  assert.equal(await page.getByTestId('study-main-line').isDisabled(), true, 'on the main line already');
  for (let i = 0; i < 3; i++) await page.getByTestId('study-undo').click();
  assert.equal(await listText(page), 'Start1.Ra71.Rb11…Kh81…Kf8');
  // On Ra7: a comment, a NAG, an arrow drawn with the right button.
  await studyMove(page, 'Ra7').click();
  await page.getByTestId('study-comment').fill('cuts the king off');
  await page.getByTestId('study-nag-1').click();
  assert.equal(await page.getByTestId('study-nag-1').getAttribute('aria-pressed'), 'true');
  const [a, b] = [await point(page, 'a7'), await point(page, 'h7')];
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 3 });
  await page.mouse.up({ button: 'right' });
  assert.equal(await shapes(page), 'hint:a7-h7');
  // A plain press on the board does not wipe the study's arrow.
  const e4 = await point(page, 'e4');
  await page.mouse.click(e4.x, e4.y);
  assert.equal(await shapes(page), 'hint:a7-h7');
  assert.equal(await listText(page), 'Start1.Ra7!cuts the king off1.Rb11…Kh81…Kf8');
  // Flipped, the snippet shows the board from Black's side; flipped back, from White's.
  await page.getByTestId('study-flip').click();
  assert.match(await snippet(page), / orientation="black" /);
  await page.getByTestId('study-flip').click();
  assert.doesNotMatch(await snippet(page), /orientation=/);
  const raw = await page.getByTestId('study-snippet').inputValue();
  const html = await snippet(page);
  assert.match(html, /^<sittuyin-viewer pgn="\[Event &quot;Sittuyin/);
  assert.ok(html.includes('1. Ra7 $1 { cuts the king off [%cal Ga7h7] } ( 1. Rb1 ) 1... Kh8 ( 1... Kf8 )'), html);
  // Copy PGN: the PGN on the clipboard; Download PGN: the same text, named after the study.
  await page.getByTestId('study-copy-pgn').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(copied.startsWith('[Event "Sittuyin') && copied.replace(/\s+/g, ' ').includes('{ cuts the king off [%cal Ga7h7] }'), copied);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('study-download-pgn').click()]);
  assert.match(download.suggestedFilename(), /^sittuyin-study.*\.pgn$/);
  await look(page, 'desktop-light');
  // Kept across a reload: the same tree, at the same move.
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]');
  await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
  await page.getByTestId('study-open').click();
  assert.equal(await listText(page), 'Start1.Ra7!cuts the king off1.Rb11…Kh81…Kf8');
  assert.equal(await page.getByTestId('study-move').filter({ hasText: 'Ra7!' }).getAttribute('aria-current'), 'step');
  assert.equal(await page.getByTestId('study-comment').inputValue(), 'cuts the king off');
  // The snippet pasted into a static page with only the drop-in script, under the strict CSP.
  writeFileSync(join(app.dir, 'study.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A study</title>
<script type="module" src="sittuyin/sittuyin.js"></script></head><body><main><h1>A study</h1>${raw}</main></body></html>`);
  const site = await ctx.newPage();
  const siteErrors = collectErrors(site, { console: true });
  const missing = [];
  site.on('response', (r) => { if (r.status() >= 400) missing.push(new URL(r.url()).pathname); });
  await site.goto(`${app.siteUrl}study.html`);
  await site.waitForFunction(() => document.querySelector('sittuyin-viewer')?.board);
  const viewerList = await site.locator('sittuyin-viewer').getByTestId('viewer-moves').locator('.line.main').textContent();
  assert.equal(viewerList, await page.getByTestId('study-moves').locator('.line.main').textContent());
  await site.locator('sittuyin-viewer').getByTestId('viewer-move').filter({ hasText: /^Ra7!$/ }).click();
  const viewerShapes = await site.evaluate(() => {
    const host = document.querySelector('sittuyin-viewer').shadowRoot.querySelector('.board-host > div');
    return host.shadowRoot.querySelector('canvas').dataset.shapes;
  });
  assert.equal(viewerShapes, await shapes(page));
  assert.deepEqual(missing, []);
  assert.deepEqual(siteErrors, []);
  // The keyboard goes through the tree: End to the line's end, ← back, Home to the start.
  await page.getByTestId('study-screen').locator('h2').focus();
  const current = () => page.locator('[data-testid="study-move"][aria-current="step"]').textContent();
  await page.keyboard.press('End');
  assert.equal(await current(), 'Kh8');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await current(), 'Ra7!');
  await page.keyboard.press('Home');
  assert.equal(await current(), 'Start');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Load PGN of a game with comments and variations opens its whole tree in the study', async () => {
  const { ctx, page, errors } = await open({ width: 1280, height: 900 }, 'dark');
  // A stored study that cannot be read is set aside (not lost), and never stops the study.
  await page.evaluate(() => localStorage.setItem('sittuyin.study.v1', '{"pgn": "1. Zz9 *"'));
  await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
  await page.fill('#import-text', ANNOTATED);
  await page.getByTestId('load-pgn').click();
  await page.getByTestId('study-screen').waitFor();
  assert.equal(await listText(page), 'StartThe chariot alone1.Ra7!cuts the king off1.Rb1Kh71…Kh8?!2.Kg2');
  await studyMove(page, 'Ra7!').click();
  assert.equal(await shapes(page), 'hint:a7-h7');
  assert.equal(await page.evaluate(() => localStorage.getItem('sittuyin.study.unreadable')), '{"pgn": "1. Zz9 *"');
  assert.ok((await snippet(page)).includes('{ The chariot alone } 1. Ra7 $1 { cuts the king off [%cal Ga7h7] } ( 1. Rb1 Kh7 ) 1... Kh8 $6 2. Kg2 *'));
  // Delete the variation (undoable), and back to the game: its main line is in play.
  await studyMove(page, 'Rb1').click();
  await page.getByTestId('study-delete').click();
  assert.equal(await listText(page), 'StartThe chariot alone1.Ra7!cuts the king off1…Kh8?!2.Kg2');
  await look(page, 'desktop-dark');
  await page.getByTestId('study-close').click();
  assert.deepEqual(await page.getByTestId('moves').locator('button').allTextContents(), ['Ra7', 'Kh8', 'Kg2']);
  assert.deepEqual(errors, []);
  await ctx.close();
});

for (const [name, viewport, scheme] of [['phone-dark', { width: 390, height: 844 }, 'dark'], ['phone-light', { width: 390, height: 844 }, 'light'], ['landscape-light', { width: 844, height: 390 }, 'light'], ['landscape-dark', { width: 844, height: 390 }, 'dark']]) {
  test(`by touch at ${viewport.width}x${viewport.height} (${scheme}): a move, a mark with the marking tool; in view and axe-clean`, async () => {
    const { ctx, page, errors } = await open(viewport, scheme, { hasTouch: true, isMobile: true });
    await loadFen(page, START);
    await page.getByTestId('study-open').click();
    await page.getByTestId('study-screen').waitFor();
    for (const sq of ['a1', 'a7']) {
      const p = await point(page, sq);
      await page.touchscreen.tap(p.x, p.y);
    }
    assert.equal(await listText(page), 'Start1.Ra7');
    await page.getByTestId('study-draw').tap();
    await page.getByTestId('study-color').selectOption('red');
    await page.getByTestId('study-board').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const p = await point(page, 'g7');
    await page.touchscreen.tap(p.x, p.y);
    assert.equal(await shapes(page), 'user:g7');
    assert.ok((await snippet(page)).includes('1. Ra7 { [%csl Rg7] }'));
    // With the tool on, a tap is a mark, not a move.
    assert.equal(await listText(page), 'Start1.Ra7');
    await look(page, name);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}
