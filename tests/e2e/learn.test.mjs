// "Learn Sittuyin" (issue 29 part 2) in Chromium. The element: a plain static page served with the
// strict CSP, only the drop-in script and <sittuyin-lesson> (no bundler, no inline script): a
// level played to three stars by clicking, a wrong move refused with its reason (a piece's move
// and a placement the engine refuses), the progress kept across a reload, a move by keyboard, the
// layout at 1280x900, 390x844 and 844x390 with the board, the goal and the buttons in view,
// axe-core clean, light and dark; off its script, an endgame level answered by the tables. The
// app: its Learn mode (`#learn`) opened and a level played.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { init, Game } from '../../dist/lib/index.js';
import { en as learnEn } from '../../dist/i18n/learn/en.js';
import { fr as learnFr } from '../../dist/i18n/learn/fr.js';
import { my as learnMy } from '../../dist/i18n/learn/my.js';
import { fr } from '../../dist/i18n/fr.js';
import { openPage, startSite, SHOTS } from './cdn-site.mjs';
import { axeViolations, openApp, setUp, startApp } from './helpers.mjs';

const head = (title) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<link rel="stylesheet" href="page.css"><script type="module" src="sittuyin/sittuyin.js"></script></head>`;
const PAGES = {
  'page.css': `body { margin: 0; padding: 8px; font-family: system-ui, sans-serif; background: #fff; color: #1d1a16; }
h1 { font-size: 1.1rem; margin: 0 0 .4rem; }
@media (prefers-color-scheme: dark) { body { background: #161412; color: #eee6d6; } }`,
  'horse.html': `${head('The horse')}<body><main><h1>The horse</h1>
<sittuyin-lesson stage="horse"></sittuyin-lesson></main></body></html>`,
  'placement.html': `${head('Placement')}<body><main><h1>Placement</h1>
<sittuyin-lesson stage="placement" level="2"></sittuyin-lesson></main></body></html>`,
  'endgame.html': `${head('Endgames')}<body><main><h1>Chariot mate</h1>
<sittuyin-lesson stage="endgames" level="1"></sittuyin-lesson></main></body></html>`,
  'diagram.html': `${head('A diagram')}<body><main><h1>A diagram</h1>
<sittuyin-board fen="7k/8/8/8/8/8/8/R5K1[] w - - 0 1" movable="none"></sittuyin-board></main></body></html>`,
};

await init();

const site = setUp(() => startSite(PAGES));

/** The centre of `sq` on the board inside `scope` (a locator). */
async function point(scope, sq, orientation = 'white') {
  const box = await scope.getByTestId('board').boundingBox();
  const file = sq.charCodeAt(0) - 97;
  const rank = Number(sq[1]) - 1;
  const col = orientation === 'white' ? file : 7 - file;
  const row = orientation === 'white' ? 7 - rank : rank;
  return { x: box.x + ((col + 0.5) * box.width) / 8, y: box.y + ((row + 0.5) * box.height) / 8 };
}

async function click(page, scope, sq) {
  const p = await point(scope, sq);
  await page.mouse.click(p.x, p.y);
}

/** Plays a board move by two clicks, then waits until the learner may move again (or the end). */
async function move(page, scope, uci) {
  await click(page, scope, uci.slice(0, 2));
  await click(page, scope, uci.slice(2, 4));
  await page.waitForFunction(() => ['playing', 'won', 'failed'].includes(document.querySelector('sittuyin-lesson')?.view?.root.dataset.state));
}

/** The feedback line once it says `text` (a refusal is judged a task after the click). */
async function feedback(scope, text) {
  const line = scope.getByTestId('learn-feedback');
  await line.filter({ hasText: text }).waitFor();
  return line.textContent();
}

const refused = (errors) => errors.filter((e) => /Content Security Policy|Refused/i.test(e));

/** Asserts that each locator's box lies inside the viewport. */
async function inView(page, locators) {
  const { width, height } = page.viewportSize();
  for (const [name, loc] of Object.entries(locators)) {
    const b = await loc.boundingBox();
    assert.ok(b, `${name} is shown`);
    assert.ok(b.x >= -1 && b.y >= -1 && b.x + b.width <= width + 1 && b.y + b.height <= height + 1, `${name} in view at ${width}x${height}: ${JSON.stringify(b)}`);
  }
}

test('a lesson level played to three stars by clicking; a wrong move refused with its reason; progress kept across a reload (strict CSP, desktop light)', async () => {
  const { ctx, page, errors, missing } = await openPage(site, 'horse.html', { width: 1280, height: 900 });
  await page.evaluate(() => customElements.whenDefined('sittuyin-lesson').then(() => document.querySelector('sittuyin-lesson').ready));
  const lesson = page.locator('sittuyin-lesson');
  assert.equal(await lesson.getByTestId('learn').getAttribute('data-level'), 'horse-1');
  assert.match(await lesson.getByTestId('learn-goal').textContent(), /Move the Horse to every star/);
  assert.equal(await lesson.getByTestId('learn-marks').getAttribute('data-stars'), 'c3 e4');
  // A lesson about a piece says nothing of the count (its bare black King has one).
  assert.equal(await lesson.getByTestId('learn-count').isHidden(), true);
  await page.evaluate(() => {
    window.events = [];
    const el = document.querySelector('sittuyin-lesson');
    // The old names (DOM-like, before the element foundation) are not sent.
    for (const type of ['sittuyin-complete', 'sittuyin-refuse', 'complete', 'refuse']) document.addEventListener(type, (e) => window.events.push([type, e.detail]));
  });
  // A move the Horse does not make: refused, said, and marked on its square.
  await click(page, lesson, 'b1');
  await click(page, lesson, 'b3');
  assert.equal(await feedback(lesson, 'The Horse does not move that way.'), 'The Horse does not move that way.');
  assert.equal(await lesson.getByTestId('learn-feedback').getAttribute('role'), 'status');
  assert.equal(await lesson.locator('.marks .refused').getAttribute('data-square'), 'b3');
  await page.screenshot({ path: join(SHOTS, 'learn-element-refused.png') });
  // The level, by clicks: two moves, par two, three stars.
  await move(page, lesson, 'b1c3');
  assert.equal(await feedback(lesson, 'Star reached'), 'Star reached — 1 to go.');
  assert.equal(await lesson.getByTestId('learn-marks').getAttribute('data-stars'), 'e4');
  await move(page, lesson, 'c3e4');
  assert.equal(await lesson.getByTestId('learn').getAttribute('data-state'), 'won');
  assert.equal(await lesson.getByTestId('learn-stars').getAttribute('aria-label'), '3 of 3 stars');
  assert.equal(await feedback(lesson, 'Level complete'), 'Level complete: 3 of 3 stars!');
  const events = await page.evaluate(() => window.events);
  assert.deepEqual(events.map(([type]) => type), ['sittuyin-refuse', 'sittuyin-complete']);
  assert.deepEqual(events[0][1], { move: 'b1b3', code: 'pattern', reason: 'The Horse does not move that way.' });
  assert.deepEqual(events[1][1], { stage: 'horse', level: 1, id: 'horse-1', stars: 3, moves: 2 });
  await page.screenshot({ path: join(SHOTS, 'learn-element-1280x900-light.png') });
  // Kept on the device: after a reload the stage opens on its next level, level 1 shows its stars.
  await page.reload();
  await page.evaluate(() => customElements.whenDefined('sittuyin-lesson').then(() => document.querySelector('sittuyin-lesson').ready));
  assert.equal(await lesson.getByTestId('learn').getAttribute('data-level'), 'horse-2');
  assert.equal(await lesson.getByTestId('learn-level').first().getAttribute('aria-label'), 'Level 1 of 5, 3 of 3 stars');
  // By keyboard (the board's cursor, announced; the goal describes the board): the Horse d4-b5.
  const board = lesson.getByTestId('board');
  assert.equal(await board.getAttribute('aria-describedby'), 'learn-goal');
  await board.focus();
  for (const key of ['Enter', 'ArrowLeft', 'ArrowUp', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  // The board's own announcement (written on the next frame).
  await lesson.getByTestId('board-live').filter({ hasText: /White Horse on d4 selected/ }).waitFor();
  for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  assert.equal(await feedback(lesson, 'Star reached'), 'Star reached — 2 to go.');
  assert.equal(await lesson.getByTestId('learn-marks').getAttribute('data-stars'), 'f5 d6');
  // The attributes are typed properties; a bad stage is said in the element (sittuyin-error), a
  // good one builds again.
  const bad = await page.evaluate(async () => {
    const el = document.querySelector('sittuyin-lesson');
    const seen = [];
    el.addEventListener('sittuyin-error', (e) => seen.push(e.detail.code));
    const before = [el.stage, el.level, el.theme, el.pieces];
    el.stage = 'nonsense';
    const code = await el.ready.then(() => 'built', (e) => e.code);
    const alert = el.shadowRoot.querySelector('[role=alert]')?.textContent;
    el.level = 2;
    el.stage = 'mate';
    const view = await el.ready;
    return { before, code, alert, seen, level: view.runner.level.id, after: [el.stage, el.level] };
  });
  assert.deepEqual(bad, { before: ['horse', null, 'auto', 'letters'], code: 'ERR_ARGUMENT', alert: bad.alert, seen: ['ERR_ARGUMENT'], level: 'mate-2', after: ['mate', 2] });
  assert.match(bad.alert, /^Sittuyin lesson: no stage "nonsense"/);
  assert.deepEqual(refused(errors), []);
  assert.deepEqual(errors.filter((e) => !/favicon|status of 404/.test(e)), []);
  assert.deepEqual(missing.filter((m) => !m.includes('favicon')), []);
  await ctx.close();
});

test('the course\'s strings load with a lesson only: a diagram page gets none of them; a French lesson gets the French ones', async () => {
  /** A page with its element ready; `has(text)`: whether a script it fetched so far holds `text`. */
  const fetched = async (path, tag) => {
    const requests = [];
    const { ctx, page, errors } = await openPage(site, path, { requests });
    await page.evaluate((tag) => customElements.whenDefined(tag).then(() => document.querySelector(tag).ready), tag);
    const bodies = () => [...new Set(requests)].filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(site.dir, f), 'utf8'));
    return { page, ctx, errors, has: (text) => bodies().some((b) => b.includes(text)) };
  };
  const diagram = await fetched('diagram.html', 'sittuyin-board');
  assert.equal(diagram.has(learnEn.intro), false, 'the English course strings are not in a diagram page\'s chunks');
  assert.equal(diagram.has('Sittuyin board'), true, 'the main English table is (the check can see strings)');
  assert.deepEqual(diagram.errors.filter((e) => !/favicon|status of 404/.test(e)), []);
  await diagram.ctx.close();
  const lesson = await fetched('horse.html', 'sittuyin-lesson');
  assert.equal(lesson.has(learnEn.intro), true);
  assert.equal(lesson.has(learnFr.title), false, 'another language\'s course strings load only when asked for');
  await lesson.page.evaluate(() => { document.querySelector('sittuyin-lesson').lang = 'fr'; });
  // The French tables are chunks: the goal is said in French once both are in.
  await lesson.page.locator('sittuyin-lesson').getByTestId('learn-goal').filter({ hasText: learnFr.goals.stars(fr.roles.horse.name) }).waitFor();
  assert.equal(lesson.has(learnFr.title), true, 'fetched on the change of language');
  assert.equal(await lesson.page.locator('sittuyin-lesson').getAttribute('aria-label'), learnFr.label);
  await lesson.ctx.close();
});

for (const [name, size, scheme] of [['phone', { width: 390, height: 844 }, 'dark'], ['landscape', { width: 844, height: 390 }, 'light'], ['phone', { width: 390, height: 844 }, 'light'], ['desktop', { width: 1280, height: 900 }, 'dark']]) {
  test(`placement refused with the engine's reason, the board, goal and buttons in view (${name} ${size.width}x${size.height}, ${scheme}), axe-core clean`, async () => {
    // bypassCSP lets axe-core's script in (the first test runs under the CSP).
    const { ctx, page } = await openPage(site, 'placement.html', { ...size, colorScheme: scheme, bypassCSP: true });
    await page.evaluate(() => customElements.whenDefined('sittuyin-lesson').then(() => document.querySelector('sittuyin-lesson').ready));
    const lesson = page.locator('sittuyin-lesson');
    await lesson.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await inView(page, { board: lesson.getByTestId('board'), goal: lesson.getByTestId('learn-goal'), retry: lesson.getByTestId('learn-retry'), tray: lesson.getByTestId('reserve-white') });
    // A chariot off the back rank: the engine's refusal (chariot-back-rank), in words and on the board.
    await lesson.getByTestId('reserve-white').locator('[data-role="chariot"]').click();
    await click(page, lesson, 'c2');
    assert.equal(await feedback(lesson, 'Chariots'), 'Chariots start on the back rank');
    assert.equal(await lesson.locator('.marks .refused').getAttribute('data-square'), 'c2');
    await click(page, lesson, 'a1');
    await lesson.getByTestId('reserve-white').locator('[data-role="chariot"]').click();
    await click(page, lesson, 'h1');
    await page.waitForFunction(() => document.querySelector('sittuyin-lesson').view.root.dataset.state === 'won');
    assert.equal(await lesson.getByTestId('learn-stars').getAttribute('aria-label'), '3 of 3 stars');
    await page.screenshot({ path: join(SHOTS, `learn-element-${size.width}x${size.height}-${scheme}.png`) });
    assert.deepEqual(await axeViolations(page), []);
    await ctx.close();
  });
}

test('off its script, an endgame level is answered by the endgame tables (the engine worker of the drop-in script)', async () => {
  const { ctx, page, errors } = await openPage(site, 'endgame.html', { width: 1280, height: 900 });
  await page.evaluate(() => customElements.whenDefined('sittuyin-lesson').then(() => document.querySelector('sittuyin-lesson').ready));
  const lesson = page.locator('sittuyin-lesson');
  // The script's first move is Rc6; Rd5 leaves it.
  await move(page, lesson, 'd6d5');
  const line = await page.evaluate(() => document.querySelector('sittuyin-lesson').view.runner.line);
  // The tables' best defence (the runner's own one-move defence would play b2a1 here).
  const probe = new Game({ fen: '8/8/3R4/8/1K6/8/1k6/8[] w - 32 5 3', moves: ['d6d5'] });
  probe.generateTablebase();
  assert.deepEqual(line, ['d6d5', probe.tablebase().bestMove]);
  probe.free();
  assert.match(await feedback(lesson, 'The opponent played'), /^The opponent played K\w\d\. Your move\.$/);
  // The endgames count: who must mate, within how many moves.
  assert.match(await lesson.getByTestId('learn-count').textContent(), /^White must mate within \d+ moves/);
  assert.deepEqual(refused(errors), []);
  await ctx.close();
});

test('the app: the Learn mode (#learn) opens on the stage list; a level played to three stars', async () => {
  const app = await startApp();
  try {
    const { ctx, page, errors } = await openApp(app.browser, `${app.url}#learn`, { contextOptions: { viewport: { width: 390, height: 844 } } });
    const screen = page.getByTestId('learn-screen');
    await screen.getByTestId('learn-stage').first().waitFor();
    assert.equal(await page.evaluate(() => document.body.dataset.mode), 'learn');
    assert.equal(await screen.getByTestId('learn-stage').count(), 13);
    await page.screenshot({ path: join(SHOTS, 'learn-app-course-390x844.png') });
    await screen.locator('[data-stage="king"]').click();
    assert.equal(await screen.getByTestId('learn').getAttribute('data-level'), 'king-1');
    for (const m of ['e1e2', 'e2f3', 'f3f4']) {
      await click(page, screen, m.slice(0, 2));
      await click(page, screen, m.slice(2, 4));
    }
    assert.equal(await screen.getByTestId('learn').getAttribute('data-state'), 'won');
    assert.equal(await screen.getByTestId('learn-stars').getAttribute('aria-label'), '3 of 3 stars');
    await inView(page, { board: screen.getByTestId('board'), goal: screen.getByTestId('learn-goal'), next: screen.getByTestId('learn-next') });
    await page.screenshot({ path: join(SHOTS, 'learn-app-level-390x844.png') });
    assert.deepEqual(await axeViolations(page), []);
    // Another language: the course's own table (a chunk of the mode) follows the app's.
    await page.evaluate(() => {
      const select = document.getElementById('lang');
      select.value = 'my';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await screen.locator('#learn-title').filter({ hasText: learnMy.stageText.king.title }).waitFor();
    assert.equal(await screen.getByTestId('learn-stars').getAttribute('aria-label'), learnMy.starsLabel(3));
    await screen.getByTestId('learn-close').click();
    assert.equal(await page.evaluate(() => document.body.dataset.mode ?? null), null);
    assert.deepEqual(errors, []);
    await ctx.close();
  } finally {
    await app.close();
  }
});
