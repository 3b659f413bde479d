// embed.html's views (docs/embed.md): the default diagram with `pieces` and `theme`, a live
// viewer (`view=viewer`), a puzzle (`view=puzzle`), a game against the computer (`view=play`) and
// a lesson (`view=lesson`), each from the fragment alone, under the page's strict CSP; axe-core clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, collectErrors, setUp, shot, watchCsp } from './helpers.mjs';

const app = setUp();

const FEN = '6k1/8/4K3/8/8/8/7R/8[] w - - 0 1';
const enc = (s) => encodeURIComponent(s).replace(/%2F/g, '/').replace(/%40/g, '@').replace(/%2C/g, ',');

/** Opens embed.html with `fragment` in a 480x560 frame-sized page; waits for the element's `ready`. */
async function open(fragment, options = {}) {
  const ctx = await app.browser.newContext({ viewport: { width: 480, height: 560 }, deviceScaleFactor: 1, serviceWorkers: 'block', ...options });
  await watchCsp(ctx);
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  await page.goto(`${app.url}embed.html#${fragment}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="embedded"]')?.ready);
  await page.evaluate(() => document.querySelector('[data-testid="embedded"]').ready);
  return { ctx, page, errors };
}

/** axe-core's findings on embed.html with `fragment` (its CSP bypassed, to inject axe). The page
 * is a frame's content, part of its host page's outline: it has no <h1> of its own, so axe's
 * page-has-heading-one (a rule for whole pages) is left out. */
async function axeOn(fragment, options = {}) {
  const { ctx, page } = await open(fragment, { ...options, bypassCSP: true });
  const found = (await axeViolations(page)).filter((v) => !v.startsWith('page-has-heading-one:'));
  await ctx.close();
  return found;
}

const looks = (page) => page.evaluate(() => {
  const el = document.querySelector('[data-testid="embedded"]');
  const canvas = el.board?.canvas;
  return { tag: el.localName, pieces: canvas?.dataset.pieces, theme: canvas?.dataset.theme };
});

test('the diagram takes pieces and theme from the fragment', async () => {
  const { ctx, page, errors } = await open(`fen=${enc(FEN)}&pieces=figurines&theme=dark`);
  await page.waitForFunction(() => document.querySelector('sittuyin-board').board.canvas.dataset.pieces === 'figurines');
  assert.deepEqual(await looks(page), { tag: 'sittuyin-board', pieces: 'figurines', theme: 'dark' });
  assert.equal(await page.evaluate(() => document.querySelector('sittuyin-board').board.movable), 'none');
  assert.deepEqual(await page.evaluate(() => window.__csp), []);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('view=viewer: the moves replayed from ply, live (next), with the looks asked for', async () => {
  const { ctx, page, errors } = await open(`view=viewer&fen=${enc(FEN)}&moves=e6f6,g8f8,h2h8&ply=1&pieces=burmese&theme=light`);
  await page.waitForFunction(() => document.querySelector('sittuyin-viewer').board.canvas.dataset.pieces === 'burmese');
  assert.deepEqual(await looks(page), { tag: 'sittuyin-viewer', pieces: 'burmese', theme: 'light' });
  assert.equal(await page.evaluate(() => document.querySelector('sittuyin-viewer').current.ply), 1);
  await page.getByTestId('viewer-next').click();
  assert.equal(await page.evaluate(() => document.querySelector('sittuyin-viewer').current.ply), 2);
  await shot(page, 'embed-page-viewer');
  assert.deepEqual(await page.evaluate(() => window.__csp), []);
  assert.deepEqual(errors, []);
  await ctx.close();
  assert.deepEqual(await axeOn(`view=viewer&fen=${enc(FEN)}&moves=e6f6,g8f8,h2h8`), []);
});

test('view=puzzle and view=play: a puzzle to solve and a position to play out, from the fragment', async () => {
  const puzzle = await open(`view=puzzle&fen=${enc(FEN)}&solution=e6f6,g8f8,h2h8&mate=2`);
  assert.equal(await puzzle.page.evaluate(() => document.querySelector('sittuyin-puzzle').state), 'playing');
  assert.match(await puzzle.page.getByTestId('task').textContent(), /mate in 2/);
  await shot(puzzle.page, 'embed-page-puzzle');
  assert.deepEqual(puzzle.errors, []);
  await puzzle.ctx.close();
  const play = await open(`view=play&fen=${enc(FEN)}&computer=black&level=2&theme=dark`, { colorScheme: 'dark' });
  assert.deepEqual(await play.page.evaluate(() => { const p = document.querySelector('sittuyin-playout'); return [p.side, p.level, p.board.movable]; }), ['white', 2, 'white']);
  await shot(play.page, 'embed-page-play');
  assert.deepEqual(await play.page.evaluate(() => window.__csp), []);
  assert.deepEqual(play.errors, []);
  await play.ctx.close();
  assert.deepEqual(await axeOn(`view=puzzle&fen=${enc(FEN)}&solution=e6f6,g8f8,h2h8&mate=2`), []);
  assert.deepEqual(await axeOn(`view=play&fen=${enc(FEN)}&computer=black&level=2`, { colorScheme: 'dark' }), []);
});

test('view=lesson: a level of the course from stage and level, played by clicks; a bad stage said in the frame', async () => {
  const { ctx, page, errors } = await open('view=lesson&stage=horse&level=1&pieces=figurines&theme=light');
  // A drawn piece set loads on first use: the board says its set once it is drawn with it.
  await page.waitForFunction(() => document.querySelector('sittuyin-lesson')?.shadowRoot?.querySelector('canvas')?.dataset.pieces === 'figurines', null, { timeout: 10_000 }).catch(() => {});
  const lesson = await page.evaluate(() => {
    const el = document.querySelector('sittuyin-lesson');
    return { level: el.view.runner.level.id, pieces: el.shadowRoot.querySelector('canvas')?.dataset.pieces, view: document.body.dataset.view };
  });
  assert.deepEqual(lesson, { level: 'horse-1', pieces: 'figurines', view: 'lesson' });
  // The Horse b1-c3: a star reached (a click on each square of the lesson's board).
  const box = await page.getByTestId('board').boundingBox();
  const at = (sq) => ({ x: box.x + ((sq.charCodeAt(0) - 96.5) * box.width) / 8, y: box.y + ((8.5 - Number(sq[1])) * box.height) / 8 });
  for (const sq of ['b1', 'c3']) await page.mouse.click(at(sq).x, at(sq).y);
  await page.getByTestId('learn-feedback').filter({ hasText: 'Star reached' }).waitFor();
  const { width, height } = page.viewportSize();
  const goal = await page.getByTestId('learn-goal').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= width && goal.y + goal.height <= height, `board and goal in the frame: ${JSON.stringify({ box, goal })}`);
  await shot(page, 'embed-page-lesson');
  assert.deepEqual(await page.evaluate(() => window.__csp), []);
  assert.deepEqual(errors, []);
  // Another fragment: a stage that does not exist is said in the frame.
  await page.evaluate(() => { location.hash = 'view=lesson&stage=nonsense'; });
  await page.locator('sittuyin-lesson [role=alert]').filter({ hasText: /no stage "nonsense"/ }).waitFor();
  await ctx.close();
  assert.deepEqual(await axeOn('view=lesson&stage=horse&level=1'), []);
});
