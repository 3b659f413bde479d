// The app's layout and accessibility at desktop (1280x900) and phone (390x844) sizes: nothing runs
// off the screen or makes the page scroll sideways, the move list follows the game, the toast
// covers nothing of the game, nothing moves when the script starts, and axe-core finds no
// violation on the app (placement and play) and the rules pages, light and dark.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, loadFen, openApp, place, setUp, shot, status } from './helpers.mjs';
import { init, Game } from '../../dist/lib/index.js';
import { en } from '../../dist/i18n/en.js';
import { fr } from '../../dist/i18n/fr.js';
import { es } from '../../dist/i18n/es.js';
import { tr } from '../../dist/i18n/tr.js';
import { my } from '../../dist/i18n/my.js';

const TABLES = { en, fr, es, tr, my };

const SIZES = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

before(() => init());
const app = setUp();

const open = (size, more = {}) => openApp(app.browser, app.url, { contextOptions: { ...SIZES[size], deviceScaleFactor: 1, ...more } });

/** The page's width beyond the window's, in CSS pixels (0: no sideways scrolling). */
const overflow = (page) => page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);

const rect = (page, selector) => page.locator(selector).evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
});
/** The box in page coordinates (independent of scrolling). */
const pageRect = (page, selector) => page.locator(selector).evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { left: r.left + window.scrollX, right: r.right + window.scrollX, top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
});
const intersects = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A game of `plies` random legal plies (seeded), as PGN. */
function randomGamePgn(plies, seed = 7) {
  for (;; seed++) {
    const g = new Game();
    let s = seed;
    let ok = true;
    for (let i = 0; i < plies; i++) {
      const moves = g.legalMoves();
      if (g.status().over || moves.length === 0) { ok = false; break; }
      s = (s * 1103515245 + 12345) % 2147483648;
      g.play(moves[s % moves.length]);
    }
    const pgn = g.pgn();
    g.free();
    if (ok) return pgn;
  }
}


for (const size of Object.keys(SIZES)) {
  describe(`layout (${size})`, () => {
    test('the settings panel stays inside the screen', async () => {
      const { ctx, page } = await open(size);
      await page.locator('#settings summary').click();
      const width = await page.evaluate(() => window.innerWidth);
      for (const sel of ['.settings-body', '#lang', '#pieces', '#sound', '#rules-link']) {
        const r = await rect(page, sel);
        assert.ok(r.left >= 0 && r.right <= width, `${sel} spans ${r.left}..${r.right} of ${width}`);
      }
      assert.equal(await overflow(page), 0);
      await shot(page, `layout-settings-${size}`);
      await ctx.close();
    });

    test('FEN / PGN with recent games open: the page never scrolls sideways', async () => {
      const { ctx, page } = await open(size);
      // Two games, so the recent list holds one that is not this game, with a long label.
      await place(page, 'white', 'K@c2');
      await page.getByTestId('new-game').click();
      await place(page, 'white', 'K@d2');
      await page.waitForFunction(() => (JSON.parse(localStorage.getItem('sittuyin.recent') ?? '[]')).length >= 2);
      await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
      await page.waitForSelector('#recent-row:not([hidden])');
      assert.equal(await overflow(page), 0);
      const width = await page.evaluate(() => window.innerWidth);
      const r = await rect(page, '#recent-row');
      assert.ok(r.right <= width, `the recent games row ends at ${r.right} of ${width}`);
      await page.locator('#recent-row').scrollIntoViewIfNeeded();
      await shot(page, `layout-recent-${size}`);
      await ctx.close();
    });

    test('the move list keeps the current move in view', async () => {
      const { ctx, page } = await open(size);
      await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
      await page.fill('#import-text', randomGamePgn(32 + 56));
      await page.getByTestId('load-pgn').click();
      const inView = (ply) => page.waitForFunction((p) => {
        const list = document.querySelector('#moves');
        const b = list.querySelector(`[data-ply="${p}"]`);
        if (!b || b.getAttribute('aria-current') !== 'true') return false;
        const l = list.getBoundingClientRect();
        const r = b.getBoundingClientRect();
        return r.top >= l.top && r.bottom <= l.bottom;
      }, ply, { timeout: 5000 }).then(() => true, () => false);
      assert.ok(await page.evaluate(() => document.querySelector('#moves').scrollHeight > document.querySelector('#moves').clientHeight), 'the list scrolls');
      assert.ok(await inView(88), 'the last move is in view');
      await page.locator('#moves').scrollIntoViewIfNeeded();
      await shot(page, `layout-moves-${size}`);
      // Back to the start with Home, then forward: the list follows.
      await page.locator('body').click({ position: { x: 2, y: 2 } });
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      assert.ok(await inView(1), 'the first move is in view');
      await page.keyboard.press('End');
      assert.ok(await inView(88), 'the last move is in view again');
      await ctx.close();
    });

    test('a tap on the board or a tray never flashes the browser’s tap highlight', async () => {
      const { ctx, page } = await open(size);
      const colors = await page.evaluate(() => [
        getComputedStyle(document.querySelector('#board')).webkitTapHighlightColor,
        getComputedStyle(document.querySelector('#reserve-white button')).webkitTapHighlightColor,
        getComputedStyle(document.querySelector('#play')).webkitTapHighlightColor,
      ]);
      assert.deepEqual(colors, ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
      await ctx.close();
    });

    test('the opponent menu shows its whole choice in every language', async () => {
      const { ctx, page } = await open(size);
      for (const [code, t] of Object.entries(TABLES)) {
        await page.evaluate((c) => {
          const sel = document.querySelector('#lang');
          sel.value = c;
          sel.dispatchEvent(new Event('change'));
        }, code);
        await page.waitForFunction((c) => document.documentElement.lang === c, code);
        if (code === 'my') await page.evaluate(() => document.fonts.ready);
        // Each option's text, measured in the select's font, fits inside the select (less its
        // padding and the arrow).
        const fits = await page.evaluate(() => {
          const sel = document.querySelector('#opponent');
          const cs = getComputedStyle(sel);
          const probe = document.createElement('span');
          probe.style.font = cs.font;
          probe.style.position = 'absolute';
          probe.style.whiteSpace = 'pre';
          document.body.append(probe);
          const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 16;
          const out = [...sel.options].map((o) => {
            probe.textContent = o.text;
            return { text: o.text, width: probe.getBoundingClientRect().width, room };
          });
          probe.remove();
          return out;
        });
        for (const f of fits) assert.ok(f.width <= f.room, `${code}: "${f.text}" needs ${f.width.toFixed(0)} px, has ${f.room.toFixed(0)}`);
        assert.equal(await page.evaluate(() => document.title), t.ui.pageTitle);
        assert.equal(await overflow(page), 0, code);
      }
      await shot(page, `layout-opponent-my-${size}`);
      await ctx.close();
    });

    test('the toast covers nothing of the game, and says what is in play now', async () => {
      const { ctx, page } = await open(size);
      const game = ['#board', '#reserve-white', '#reserve-black', '#status-row', '#hint'];
      const assertClear = async (also = []) => {
        const toast = await rect(page, '#toast');
        for (const sel of [...game, ...also]) {
          assert.ok(!intersects(toast, await rect(page, sel)), `the toast covers ${sel}`);
        }
      };
      await place(page, 'white', 'K@c2');
      const before = await page.getByTestId('fen').textContent();
      await page.selectOption('#rules', 'federation');
      await page.getByTestId('toast').waitFor();
      assert.match(await page.getByTestId('toast').textContent(), /Myanmar federation/);
      await assertClear();
      // Another preset at once: the toast says it, and its Undo still brings back the first game.
      await page.selectOption('#rules', 'pritchard');
      assert.match(await page.locator('#toast-text').textContent(), /Pritchard/);
      await shot(page, `layout-toast-${size}`);
      await page.getByTestId('toast-undo').click();
      assert.equal(await page.getByTestId('fen').textContent(), before);
      assert.equal(await page.locator('#rules').inputValue(), 'chessplayx');
      // Resigning (asked twice) shows the result box and a toast beside, not over it.
      await page.getByTestId('resign').click();
      await page.getByTestId('resign').click();
      await page.getByTestId('result').waitFor();
      await page.getByTestId('toast').waitFor();
      await assertClear(['#result']);
      await shot(page, `layout-toast-resign-${size}`);
      // The result is said once: in the box, the status line is hidden.
      assert.equal(await page.locator('#status-row').isVisible(), false);
      assert.match(await page.locator('#result-text').textContent(), /Resignation — Red wins/);
      await ctx.close();
    });

    test('nothing moves while the page starts: the board is in place before the script runs, layout shifts < 0.1', async () => {
      const ctx = await app.browser.newContext({ ...SIZES[size], deviceScaleFactor: 1 });
      const page = await ctx.newPage();
      // The page is painted while the app's script is held back (as on a slow network).
      let release;
      const gate = new Promise((ok) => { release = ok; });
      await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto(app.url, { waitUntil: 'commit' });
      await page.waitForSelector('#board');
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      const boxes = () => Promise.all(['header', '#reserve-black', '#board', '#reserve-white'].map((s) => pageRect(page, s)));
      const before = await boxes();
      release();
      await page.waitForSelector('body[data-ready="1"]');
      assert.deepEqual(await boxes(), before, 'header, trays and board where they were before the script ran');
      const shifts = await page.evaluate(() => new Promise((ok) => {
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const entries = [];
          new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => ok(entries.filter((e) => !e.hadRecentInput).map((e) => ({
            value: e.value,
            sources: (e.sources ?? []).map((s) => `${s.node?.nodeName ?? '?'}#${s.node?.id ?? ''}.${s.node?.className ?? ''}`),
          }))), 300);
        }));
      }));
      const total = shifts.reduce((n, s) => n + s.value, 0);
      assert.ok(total < 0.1, `layout shift ${total.toFixed(3)}: ${JSON.stringify(shifts)}`);
      await ctx.close();
    });

    test('the board stays where it is when placement ends', async () => {
      const { ctx, page } = await open(size);
      await loadFen(page, 'r6r/1nskfs2/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[n] b - - 0 8');
      const before = await pageRect(page, '#board');
      await place(page, 'black', 'N@g7');
      assert.match(await status(page), /Red to move/);
      const after = await pageRect(page, '#board');
      assert.deepEqual(after, before);
      await ctx.close();
    });

    test('the status says when the computer is placing; a claim moves no button; Copy FEN says Copied', async () => {
      const { ctx, page } = await open(size);
      await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
      // The computer plays White: it places first, and the status says so (not "place your pieces").
      await page.getByTestId('reserve-white').locator('[data-role="chariot"]').waitFor();
      await page.route(/worker/, (route) => route.abort());
      await page.selectOption('#opponent', 'white');
      assert.match(await status(page), /^The computer is placing Red's pieces…$/);
      await page.selectOption('#opponent', 'none');
      await page.unroute(/worker/);
      // A hint asked for on the player's own turn: the message line says the search is on.
      await page.getByTestId('hint-button').click();
      await page.waitForFunction(() => /thinking|Hint:/.test(document.querySelector('[data-testid=hint]').textContent));
      // A position where the 50-move draw can be claimed: Undo stays where it was.
      await loadFen(page, '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 80');
      const undo = await pageRect(page, '#undo');
      await loadFen(page, '6k1/8/8/8/8/8/R7/1R4K1[] w - - 100 80');
      await page.locator('[data-testid="claim-fifty-moves"]').waitFor();
      assert.deepEqual(await pageRect(page, '#undo'), undo);
      await page.getByTestId('undo').scrollIntoViewIfNeeded();
      await shot(page, `layout-claim-${size}`);
      await page.locator('#copy-fen').click();
      await page.waitForFunction(() => document.querySelector('[data-testid=copied]').textContent.includes('Copied'));
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.getByTestId('fen').textContent());
      await ctx.close();
    });

    test('a new player gets the Burmese carved pieces; a saved choice is kept', async () => {
      const fresh = await open(size);
      await fresh.page.waitForFunction(() => document.querySelector('[data-testid=board]').dataset.pieces === 'burmese');
      assert.equal(await fresh.page.locator('#pieces').inputValue(), 'burmese');
      assert.equal(await fresh.page.getByTestId('reserve-white').locator('svg').count(), 5);
      await shot(fresh.page, `layout-burmese-default-${size}`);
      await fresh.ctx.close();
      const ctx = await app.browser.newContext({ ...SIZES[size], deviceScaleFactor: 1 });
      await ctx.addInitScript(() => localStorage.setItem('sittuyin.settings', JSON.stringify({ lang: 'en', pieces: 'letters', sound: false })));
      const { page } = await openApp(app.browser, app.url, { context: ctx });
      assert.equal(await page.locator('#pieces').inputValue(), 'letters');
      assert.equal(await page.getByTestId('reserve-white').locator('svg').count(), 0);
      await ctx.close();
    });

    for (const scheme of ['light', 'dark']) {
      test(`axe-core: no violation on the app, placement and play (${scheme})`, async () => {
        const { ctx, page } = await open(size, { colorScheme: scheme, bypassCSP: true });
        assert.deepEqual(await axeViolations(page), [], 'placement');
        await shot(page, `layout-axe-placement-${size}-${scheme}`);
        await loadFen(page, 'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9');
        await page.waitForFunction(() => document.querySelector('[data-testid=status]').textContent.includes('to move'));
        assert.deepEqual(await axeViolations(page), [], 'play');
        await ctx.close();
      });

      for (const lang of ['', 'fr/', 'my/']) {
        test(`axe-core: no violation on the rules page ${lang || 'en/'} (${scheme})`, async () => {
          const ctx = await app.browser.newContext({ ...SIZES[size], deviceScaleFactor: 1, colorScheme: scheme, bypassCSP: true });
          const page = await ctx.newPage();
          await page.goto(`${app.url}rules/${lang}`);
          await page.waitForFunction(() => performance.getEntriesByName('rules:interactive').length > 0, null, { timeout: 30000 });
          // Every board and puzzle started (they start as they near the viewport): scroll to each.
          for (;;) {
            const left = await page.evaluate(() => { const s = document.querySelector('.board-slot'); s?.scrollIntoView({ block: 'center' }); return !!s; });
            if (!left) break;
            await page.waitForFunction(() => !document.querySelector('.board-slot') || document.querySelector('.board-slot').getBoundingClientRect().top > innerHeight);
          }
          await page.waitForFunction(() => [...document.querySelectorAll('sittuyin-board, sittuyin-puzzle')].every((b) => b.board));
          assert.equal(await page.locator('sittuyin-puzzle').count(), 6);
          assert.deepEqual(await axeViolations(page), []);
          await ctx.close();
        });
      }
    }
  });
}

/** Where each element is against the window: its box and whether it is wholly in view. */
const placed = (page, selectors) => page.evaluate((list) => Object.fromEntries(list.map((sel) => {
  const el = document.querySelector(sel);
  const r = el?.getBoundingClientRect();
  const shown = !!r && r.width > 0 && r.height > 0;
  return [sel, { shown, top: Math.round(r?.top ?? 0), bottom: Math.round(r?.bottom ?? 0), inView: shown && r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5 }];
})), selectors);

const assertInView = async (page, selectors, when) => {
  const boxes = await placed(page, selectors);
  const height = await page.evaluate(() => innerHeight);
  for (const [sel, b] of Object.entries(boxes)) assert.ok(b.inView, `${when}: ${sel} at ${b.top}..${b.bottom} of ${height}${b.shown ? '' : ' (not shown)'}`);
};

const VIEWS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  landscape: { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
};

for (const [size, options] of Object.entries(VIEWS)) {
  test(`every screen's board and controls in view (${size} ${options.viewport.width}x${options.viewport.height})`, async () => {
    const { ctx, page } = await openApp(app.browser, app.url, { contextOptions: { ...options, deviceScaleFactor: 1, bypassCSP: true } });
    const game = ['#board-wrap', '#reserve-white', '#status-row'];
    await shot(page, `inview-placement-${size}`);
    await assertInView(page, game, 'placement');
    // A game on the clock: the player's own clock (White's, at the bottom) and the status too.
    await page.locator('#settings > summary').click();
    await page.selectOption('[data-testid=time-control]', '3+2');
    await page.locator('#settings > summary').click();
    await page.getByTestId('clock-white').waitFor();
    await shot(page, `inview-clock-${size}`);
    await assertInView(page, [...game, '#clock-white', '#clock-black'], 'clock');
    // The result, on the clock.
    await loadFen(page, '5k2/R7/8/8/8/8/8/1R4K1[] w - - 0 1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.fill('#move-input', 'Rb8');
    await page.press('#move-input', 'Enter');
    await page.getByTestId('result').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `inview-result-${size}`);
    await assertInView(page, ['#board-wrap', '#result', '#clock-white'], 'result');
    // The trainer's Start (the panel is far down on a phone): the board and its verdict.
    await page.locator('#trainer > summary').click();
    await page.getByTestId('trainer-start').click();
    await page.waitForFunction(() => /mates in/.test(document.querySelector('[data-testid=trainer-text]').textContent), null, { timeout: 60000 });
    await shot(page, `inview-trainer-${size}`);
    await assertInView(page, ['#board-wrap', '#status-row', '#trainer-text'], 'trainer');
    assert.deepEqual(await axeViolations(page), [], 'a training game on the clock');
    // The editor's "Play from here": back on the board.
    await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
    await page.getByTestId('edit-position').click();
    await page.getByTestId('editor-screen').waitFor();
    await page.locator('sittuyin-editor').getByTestId('editor-play').click();
    await page.getByTestId('editor-screen').waitFor({ state: 'hidden' });
    await shot(page, `inview-play-from-here-${size}`);
    await assertInView(page, ['#board-wrap', '#status-row'], 'play from here');
    await ctx.close();
  });
}

test('the move list of a 2,000-ply game lays out only the rows in view; keys, clicks and new moves find their ply', async () => {
  const CYCLE = ['g1g2', 'b8c8', 'g2g1', 'c8b8'];
  const g = new Game();
  while (g.phase === 'placement') g.play(g.legalMoves()[0]);
  while (g.ply < 2000) g.play(CYCLE[(g.ply - 16) % 4]);
  const pgn = g.pgn();
  g.free();
  const { ctx, page, errors } = await open('desktop');
  await page.evaluate(() => { document.querySelector('#fen-pgn').open = true; });
  await page.fill('#import-text', pgn);
  await page.getByTestId('load-pgn').click();
  const inList = (ply) => page.waitForFunction((p) => {
    const list = document.querySelector('#moves');
    const b = list.querySelector(`[data-ply="${p}"]`);
    if (!b || b.getAttribute('aria-current') !== 'true') return false;
    const l = list.getBoundingClientRect();
    const r = b.getBoundingClientRect();
    return r.top >= l.top && r.bottom <= l.bottom;
  }, ply, { timeout: 5000 }).then(() => true, () => false);
  const nodes = () => page.evaluate(() => document.querySelectorAll('#moves *').length);
  assert.ok(await inList(2000), 'the last move is in view');
  const count = await nodes();
  console.log(`# move list at 2,000 plies: ${count} elements`);
  assert.ok(count < 300, `${count} elements in the move list`);
  // Screen readers hear each row's place among all of them.
  const rows = await page.evaluate(() => [...document.querySelectorAll('#moves li[aria-posinset]')].map((li) => [li.getAttribute('aria-posinset'), li.getAttribute('aria-setsize')]));
  assert.equal(rows.at(-1)[0], rows.at(-1)[1], 'the last row is the last of all');
  assert.ok(Number(rows[0][0]) > 100, 'the first rows are not in the page');
  // The keys go through the game; the list follows.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  assert.ok(await inList(1), 'the first move is in view');
  assert.ok(await nodes() < 300);
  await page.keyboard.press('End');
  assert.ok(await inList(2000), 'the last move is in view again');
  // Scrolled to the middle by hand: the rows there are laid out, and a click shows that ply.
  await page.evaluate(() => { const l = document.querySelector('#moves'); l.scrollTop = l.scrollHeight / 2; });
  await page.waitForFunction(() => {
    const l = document.querySelector('#moves');
    const b = [...l.querySelectorAll('button[data-ply]')].find((x) => { const r = x.getBoundingClientRect(); const box = l.getBoundingClientRect(); return r.top >= box.top && r.bottom <= box.bottom; });
    return b && Number(b.dataset.ply) > 900 && Number(b.dataset.ply) < 1100;
  });
  const picked = await page.evaluate(() => {
    const l = document.querySelector('#moves');
    const box = l.getBoundingClientRect();
    return [...l.querySelectorAll('button[data-ply]')].find((x) => { const r = x.getBoundingClientRect(); return r.top >= box.top && r.bottom <= box.bottom; }).dataset.ply;
  });
  await page.locator(`#moves button[data-ply="${picked}"]`).click();
  assert.equal(await page.getByTestId('hint').textContent(), `Viewing move ${picked} of 2000 (End returns to the game)`);
  assert.ok(await inList(Number(picked)));
  assert.ok(await nodes() < 300);
  // A move played at the end: listed and in view, the list still bounded.
  await page.keyboard.press('End');
  await page.fill('#move-input', 'g1g2');
  await page.press('#move-input', 'Enter');
  assert.ok(await inList(2001), 'the new move is in view');
  assert.ok(await nodes() < 300);
  assert.deepEqual(errors, []);
  await ctx.close();
});

for (const [size, options] of Object.entries(VIEWS)) {
  test(`axe-core: no violation on the start screen, and on a game against the computer with the letters explained (${size}, light and dark)`, async () => {
    const { ctx, page } = await openApp(app.browser, app.url, { contextOptions: { ...options, deviceScaleFactor: 1, bypassCSP: true, firstVisit: true } });
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByTestId('start').waitFor();
      await shot(page, `start-${size}-${scheme}`);
      // Every choice is in view as the screen opens, without scrolling.
      for (const choice of await page.getByTestId('start').locator('.start-choice').all()) {
        const box = await choice.boundingBox();
        assert.ok(box && box.y >= 0 && box.y + box.height <= options.viewport.height + 0.5, `${size}: ${await choice.textContent()} is in view (${JSON.stringify(box)})`);
      }
      assert.deepEqual(await axeViolations(page), [], `start screen, ${scheme}`);
    }
    await page.getByTestId('start-computer').click();
    await page.getByTestId('setups').waitFor();
    await page.getByTestId('letters-help').locator('summary').click();
    for (const scheme of ['dark', 'light']) {
      await page.emulateMedia({ colorScheme: scheme });
      await shot(page, `letters-${size}-${scheme}`);
      assert.deepEqual(await axeViolations(page), [], `against the computer, ${scheme}`);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `computer-${size}-light`);
    await ctx.close();
  });
}
