// <sittuyin-puzzle> (issue 18 part 3) on a plain static page: the package as built (dist/), served
// with the strict Content-Security-Policy header, no bundler, no inline script (the page's one
// script is a module file). A wrong move is said and taken back, then the right one solves it; a
// move other than the solution's that the engine proves as good counts; the hint shows the piece,
// then the move; Start again restores the puzzle; the replies of a mate in 2 come from the
// solution; events bubble out of the element; five languages; axe-core at desktop and phone sizes.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AXE, collectErrors, CSP, ROOT, setUp, SHOTS, startServed, watchCsp } from './helpers.mjs';

/** Two chariots: a1a8 (the solution) and b1b8 both mate at once. */
const TWO_MATES = { fen: '7k/8/6K1/8/8/8/8/RR6[] w - - 0 1', solution: ['a1a8'], mate: 1 };
/** puzzles.json's "king-helps": Kf6 (only), Kf8, Rh8#. */
const KING_HELPS = { fen: '6k1/8/4K3/8/8/8/7R/8[] w - - 0 1', solution: ['e6f6', 'g8f8', 'h2h8'], mate: 2 };
/** puzzles.json's "elephant-mate": Black to move, so the board is turned. */
const ELEPHANT = { fen: '8/8/8/8/8/4ks2/8/3SK3[] b - - 0 1', solution: ['f3f2'], mate: 1 };

const site = setUp(() => startServed(join(ROOT, 'dist'), { headers: { 'content-security-policy': CSP } }));

/** The page's module script: registers the element, nothing else. */
const SCRIPT = "import { defineSittuyinPuzzle } from '../lib/puzzle.js';\ndefineSittuyinPuzzle();\n";

const attrs = (p) => `fen="${p.fen}" solution="${p.solution.join(' ')}"${p.mate ? ` mate="${p.mate}"` : ''}`;

/** A static page (served with the CSP header) holding `body` and the module script. */
async function openPage(body, { lang = 'en', width = 1280, height = 900, colorScheme = 'light', bypassCSP = false } = {}) {
  const ctx = await site.browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, colorScheme, bypassCSP, hasTouch: width < 500 });
  const page = await ctx.newPage();
  const errors = collectErrors(page, { console: true });
  await watchCsp(ctx);
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP };
  await page.route(`${site.url}puzzle-test/index.html`, (r) => r.fulfill({ headers, body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Puzzle</title></head><body><main>${body}</main><script type="module" src="./page.js"></script></body></html>` }));
  await page.route(`${site.url}puzzle-test/page.js`, (r) => r.fulfill({ headers: { ...headers, 'content-type': 'text/javascript' }, body: SCRIPT }));
  await page.goto(`${site.url}puzzle-test/index.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('sittuyin-puzzle')].every((p) => p.state === 'playing'), null, { timeout: 20000 });
  // Events seen by the document (they bubble and are composed).
  await page.evaluate(() => {
    window.__events = [];
    for (const type of ['sittuyin-solve', 'sittuyin-fail']) document.addEventListener(type, (e) => window.__events.push({ type, id: e.target.id, detail: e.detail, bubbles: e.bubbles, composed: e.composed }));
  });
  return { ctx, page, errors };
}

/** The centre of `sq` on the canvas of the puzzle `id`. */
async function squarePoint(page, id, sq) {
  const canvas = page.locator(`#${id}`).locator('canvas[data-testid="board"]');
  const box = await canvas.boundingBox();
  const orientation = await page.evaluate((id) => document.getElementById(id).board.orientation, id);
  const file = sq.charCodeAt(0) - 97;
  const rank = Number(sq[1]) - 1;
  const col = orientation === 'white' ? file : 7 - file;
  const row = orientation === 'white' ? 7 - rank : rank;
  return { x: box.x + ((col + 0.5) * box.width) / 8, y: box.y + ((row + 0.5) * box.height) / 8 };
}

async function clickMove(page, id, uci) {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  for (const sq of [uci.slice(0, 2), uci.slice(2, 4)]) {
    const p = await squarePoint(page, id, sq);
    await page.mouse.click(p.x, p.y);
  }
}

const state = (page, id) => page.evaluate((id) => document.getElementById(id).getAttribute('state'), id);
const waitState = (page, id, s) => page.waitForFunction(([id, s]) => document.getElementById(id).getAttribute('state') === s, [id, s], { timeout: 30000 });
const feedback = (page, id) => page.locator(`#${id}`).getByTestId('feedback').textContent();
const history = (page, id) => page.evaluate((id) => document.getElementById(id).board.game.history(), id);
const shapes = (page, id) => page.evaluate((id) => document.getElementById(id).board.canvas.dataset.shapes ?? '', id);
const events = (page) => page.evaluate(() => window.__events);

describe('<sittuyin-puzzle>', () => {
  test('under the strict CSP: a wrong move is taken back, then the solution solves it; another mate counts too', async () => {
    const { ctx, page, errors } = await openPage(`<sittuyin-puzzle id="a" ${attrs(TWO_MATES)}></sittuyin-puzzle><sittuyin-puzzle id="b" ${attrs(TWO_MATES)}></sittuyin-puzzle>`);
    try {
      assert.match(await page.locator('#a').getByTestId('task').textContent(), /White to move and mate in 1/);
      // A wrong move: "try again", a `fail` event, and the board back where it was.
      await clickMove(page, 'a', 'a1a7');
      await waitState(page, 'a', 'wrong');
      assert.match(await feedback(page, 'a'), /try again/i);
      await waitState(page, 'a', 'playing');
      assert.deepEqual(await history(page, 'a'), []);
      assert.deepEqual((await events(page)).map((e) => [e.type, e.id, e.detail.move, e.bubbles, e.composed]), [['sittuyin-fail', 'a', 'a1a7', true, true]]);
      // The solution's move.
      await clickMove(page, 'a', 'a1a8');
      await waitState(page, 'a', 'solved');
      assert.match(await feedback(page, 'a'), /Solved! Checkmate/);
      const solved = (await events(page)).at(-1);
      assert.deepEqual([solved.type, solved.id, solved.detail.moves, solved.detail.solution, solved.bubbles, solved.composed], ['sittuyin-solve', 'a', ['a1a8'], true, true, true]);
      assert.equal(await page.evaluate(() => document.getElementById('a').board.movable), 'none');
      // The other chariot mates as well: it counts, and the reader is told it differs from the book.
      await clickMove(page, 'b', 'b1b8');
      await waitState(page, 'b', 'solved');
      assert.match(await feedback(page, 'b'), /just as good/);
      const other = (await events(page)).at(-1);
      assert.deepEqual([other.type, other.id, other.detail.moves, other.detail.solution], ['sittuyin-solve', 'b', ['b1b8'], false]);
      assert.deepEqual(await page.evaluate(() => window.__csp), []);
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });

  test('a mate in 2: the reply comes from the solution; a non-mating move the engine proves as good counts; a slower one does not', async () => {
    const { ctx, page, errors } = await openPage(`<sittuyin-puzzle id="a" ${attrs(KING_HELPS)}></sittuyin-puzzle>`);
    try {
      // Ke7 wins too, but slower than Kf6's mate in 2 (the tables: mate in 6): not as good.
      await clickMove(page, 'a', 'e6e7');
      await waitState(page, 'a', 'wrong');
      await waitState(page, 'a', 'playing');
      assert.deepEqual(await history(page, 'a'), []);
      // The solution: Kf6, the solution's reply Kf8, then Rh8#.
      await clickMove(page, 'a', 'e6f6');
      await page.waitForFunction(() => document.getElementById('a').board.game.ply === 2);
      assert.deepEqual(await history(page, 'a'), ['e6f6', 'g8f8']);
      assert.equal(await state(page, 'a'), 'playing');
      assert.match(await feedback(page, 'a'), /opponent played Kf8/);
      await clickMove(page, 'a', 'h2h8');
      await waitState(page, 'a', 'solved');
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });

  test('another first move as good as the solution (judged by the engine) counts, and the engine replies off the line', async () => {
    // Mate in 2 with a choice: find, in the page's own engine, a first move other than the
    // solution's that still mates in 2 (every move the tables call mate in 2), then play it.
    const P = { fen: '7k/8/6K1/8/8/8/8/5R2[] w - - 0 1', solution: [], mate: 2 };
    const { ctx: probe, page: pp } = await openPage('');
    const moves = await pp.evaluate(async (fen) => {
      const { init, Game, probeTablebase } = await import('/lib/index.js');
      await init();
      const g = new Game({ fen });
      const out = [];
      for (const m of g.legalMoves()) {
        const v = await probeTablebase(fen, [m]);
        if (v && v.result === 'loss' && v.plies === 2) out.push(m);
      }
      g.free();
      return out;
    }, P.fen);
    await probe.close();
    assert.ok(moves.length >= 2, `at least two ways to mate in 2: ${moves}`);
    const [main, other] = moves;
    // The solution: main, the tables' best defence, then the mate (found from a Game).
    P.solution = [main];
    const { ctx, page, errors } = await openPage('');
    try {
      const solution = await page.evaluate(async ({ fen, main }) => {
        const { init, Game, probeTablebase } = await import('/lib/index.js');
        await init();
        const reply = (await probeTablebase(fen, [main])).bestMove;
        const g = new Game({ fen, moves: [main, reply] });
        const mate = g.legalMoves().find((m) => { g.play(m); const s = g.status(); g.undo(); return s.reason === 'checkmate'; });
        g.free();
        return [main, reply, mate];
      }, { fen: P.fen, main });
      await page.evaluate(({ fen, solution }) => {
        const el = document.createElement('sittuyin-puzzle');
        el.id = 'a';
        el.puzzle = { fen, solution, mate: 2 };
        document.querySelector('main').append(el);
      }, { fen: P.fen, solution });
      await waitState(page, 'a', 'playing');
      await clickMove(page, 'a', other);
      await page.waitForFunction(() => document.getElementById('a').board.game.ply === 2, null, { timeout: 30000 });
      assert.equal(await state(page, 'a'), 'playing');
      assert.match(await feedback(page, 'a'), /opponent played/);
      // Now the mate, whichever it is (the engine's reply was not the solution's line).
      const mate = await page.evaluate(() => {
        const g = document.getElementById('a').board.game;
        return g.legalMoves().find((m) => { g.play(m); const s = g.status(); g.undo(); return s.reason === 'checkmate'; });
      });
      assert.ok(mate);
      await clickMove(page, 'a', mate);
      await waitState(page, 'a', 'solved');
      const solved = (await events(page)).at(-1);
      assert.equal(solved.detail.solution, false);
      assert.equal(solved.detail.moves[0], other);
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });

  test('hint: first the piece, then the move; Start again restores the puzzle', async () => {
    const { ctx, page, errors } = await openPage(`<sittuyin-puzzle id="a" ${attrs(KING_HELPS)}></sittuyin-puzzle>`);
    try {
      const p = page.locator('#a');
      await p.getByTestId('hint').click();
      assert.equal(await shapes(page, 'a'), 'hint:e6');
      assert.match(await feedback(page, 'a'), /piece on e6/);
      await p.getByTestId('hint').click();
      assert.equal(await shapes(page, 'a'), 'hint:e6-f6');
      assert.match(await feedback(page, 'a'), /Kf6/);
      await clickMove(page, 'a', 'e6f6');
      await page.waitForFunction(() => document.getElementById('a').board.game.ply === 2);
      assert.equal(await shapes(page, 'a'), '', 'the hint is gone after the move');
      // Moved elsewhere in the page: the puzzle goes on where it was.
      await page.evaluate(() => document.body.prepend(document.getElementById('a')));
      await page.waitForFunction(() => document.getElementById('a').board?.game.ply === 2);
      assert.equal(await state(page, 'a'), 'playing');
      await p.getByTestId('retry').click();
      await waitState(page, 'a', 'playing');
      assert.deepEqual(await history(page, 'a'), []);
      assert.equal(await page.evaluate(() => document.getElementById('a').board.game.fen()), KING_HELPS.fen);
      assert.equal(await feedback(page, 'a'), '');
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });

  test('five languages; Black to move is shown from Black’s side; a bad puzzle is said, not thrown', async () => {
    const want = { en: /Black to move and mate in 1/, fr: /Les Noirs jouent et font mat en 1/, es: /Juegan las negras y dan mate en 1/, tr: /Siyah oynar ve 1 hamlede mat eder/, my: /အမည်း ရွှေ့ရန်/ };
    for (const [lang, task] of Object.entries(want)) {
      const { ctx, page, errors } = await openPage(`<sittuyin-puzzle id="a" ${attrs(ELEPHANT)}></sittuyin-puzzle>`, { lang });
      try {
        assert.match(await page.locator('#a').getByTestId('task').textContent(), task);
        assert.notEqual(await page.locator('#a').getByTestId('hint').textContent(), '');
        assert.equal(await page.evaluate(() => document.getElementById('a').board.orientation), 'black');
        if (lang === 'my') {
          await clickMove(page, 'a', 'f3f2');
          await waitState(page, 'a', 'solved');
          assert.match(await feedback(page, 'a'), /ဖြေရှင်းပြီး/);
        }
        assert.deepEqual(errors, []);
      } finally {
        await ctx.close();
      }
    }
    const { ctx, page } = await openPage(`<sittuyin-puzzle id="a" ${attrs(TWO_MATES)}></sittuyin-puzzle>`);
    await page.evaluate(() => document.getElementById('a').setAttribute('solution', 'a1a9'));
    await waitState(page, 'a', 'error');
    assert.match(await feedback(page, 'a'), /cannot be shown/);
    await ctx.close();
  });

  for (const [size, viewport] of Object.entries({ desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } })) {
    for (const colorScheme of ['light', 'dark']) {
      test(`${size} ${colorScheme}: fits the screen, buttons large enough to tap, axe-core clean`, async () => {
        const { ctx, page, errors } = await openPage(`<h1>Puzzle</h1><sittuyin-puzzle id="a" ${attrs(KING_HELPS)}></sittuyin-puzzle>`, { ...viewport, colorScheme, bypassCSP: true });
        try {
          const box = await page.locator('#a').boundingBox();
          assert.ok(box.width <= viewport.width && box.width > 250, JSON.stringify(box));
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), viewport.width);
          for (const b of [page.locator('#a').getByTestId('hint'), page.locator('#a').getByTestId('retry')]) assert.ok((await b.boundingBox()).height >= 44);
          await page.locator('#a').getByTestId('hint').click();
          await clickMove(page, 'a', 'e6e7');
          await waitState(page, 'a', 'wrong');
          await page.screenshot({ path: join(SHOTS, `puzzle-${size}-${colorScheme}.png`) });
          await page.addScriptTag({ path: AXE });
          const violations = await page.evaluate(async () => (await window.axe.run(document)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`));
          assert.deepEqual(violations, []);
          assert.deepEqual(errors, []);
        } finally {
          await ctx.close();
        }
      });
    }
  }
});
