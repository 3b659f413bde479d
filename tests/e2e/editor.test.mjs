// The board editor (<sittuyin-editor>) on a plain static page served with the strict CSP header,
// no bundler, no inline script: a position built by click, by drag (from the palette and on the
// board), by a touch tap and by keyboard; a bad position explained in words; the diagram snippet
// copied and pasted into another static page, which shows the same position; axe-core; desktop
// and phone layouts (the palette below the board on a phone).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AXE, collectErrors, CSP, ROOT, setUp, SHOTS, shot, startServed, watchCsp } from './helpers.mjs';

let dir;

const page1 = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Position editor</title><script type="module" src="./editor-page.js"></script></head>
<body><main><h1>Make a diagram</h1><sittuyin-editor></sittuyin-editor></main></body></html>`;

const pasteJs = "import { defineSittuyinBoard } from './lib/board.js';\ndefineSittuyinBoard();\n";

const site = setUp(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sittuyin-editor-'));
  // The package as built, beside the author's own files: a site that copied dist/ next to its pages.
  for (const d of ['lib', 'board', 'editor', 'i18n', 'pkg', 'fonts']) symlinkSync(join(ROOT, 'dist', d), join(dir, d));
  writeFileSync(join(dir, 'editor.html'), page1);
  writeFileSync(join(dir, 'editor-page.js'), "import { defineSittuyinEditor } from './lib/editor.js';\ndefineSittuyinEditor();\n");
  writeFileSync(join(dir, 'paste.js'), pasteJs);
  const served = await startServed(dir, { headers: { 'content-security-policy': CSP } });
  return { ...served, close: async () => { await served.close(); rmSync(dir, { recursive: true, force: true }); } };
});

async function open(viewport = { width: 1280, height: 900 }, options = {}) {
  const ctx = await site.browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: true, ...options });
  await watchCsp(ctx);
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  await page.goto(`${site.url}editor.html`);
  await page.evaluate(() => customElements.whenDefined('sittuyin-editor').then(() => document.querySelector('sittuyin-editor').ready));
  return { ctx, page, errors };
}

const editorFen = (page) => page.evaluate(() => document.querySelector('sittuyin-editor').fen);
const verdict = (page) => page.getByTestId('editor-verdict');

/** The centre of a square of the editor's board in page coordinates. */
async function point(page, sq, orientation = 'white') {
  const box = await page.getByTestId('editor-board').boundingBox();
  const file = sq.charCodeAt(0) - 97;
  const rank = Number(sq[1]) - 1;
  const col = orientation === 'white' ? file : 7 - file;
  const row = orientation === 'white' ? 7 - rank : rank;
  return { x: box.x + ((col + 0.5) * box.width) / 8, y: box.y + ((row + 0.5) * box.height) / 8 };
}

async function dragFromTo(page, a, b) {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up();
}

async function centre(locator) {
  const box = await locator.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('board editor', () => {
  test('build a position by click, drag, touch and keyboard; a bad one is explained; the diagram snippet pasted elsewhere shows it', async () => {
    const { ctx, page, errors } = await open();
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
    try {
      // The start position, legal, in the placement phase.
      assert.match(await verdict(page).textContent(), /Legal position: White to move\. Pieces are in hand/);
      await page.getByTestId('editor-clear').click();
      assert.equal(await editorFen(page), '8/8/8/8/8/8/8/8[] w - - 0 1');
      // An empty board: the rules core refuses it, said in words with its code.
      assert.equal(await verdict(page).getAttribute('data-code'), 'ERR_POSITION');
      assert.match(await verdict(page).textContent(), /White has no King\. Each side needs exactly one King/);
      assert.equal(await page.getByTestId('copy-snippet').isDisabled(), true);

      // Click: the white King from the palette, then e1.
      await page.getByTestId('tool-white-king').click();
      assert.equal(await page.getByTestId('tool-white-king').getAttribute('aria-pressed'), 'true');
      const e1 = await point(page, 'e1');
      await page.mouse.click(e1.x, e1.y);
      assert.match(await editorFen(page), /^8\/8\/8\/8\/8\/8\/8\/4K3\[\] w/);
      assert.match(await verdict(page).textContent(), /Black has no King/);

      // Drag from the palette: the black King onto e8.
      await dragFromTo(page, await centre(page.getByTestId('tool-black-king')), await point(page, 'e8'));
      assert.match(await editorFen(page), /^4k3\/8\/8\/8\/8\/8\/8\/4K3\[\] w/);
      assert.match(await verdict(page).textContent(), /^Legal position: White to move\.$/);

      // A touch tap: the white Chariot on a1.
      await page.getByTestId('tool-white-chariot').tap();
      const a1 = await point(page, 'a1');
      await page.touchscreen.tap(a1.x, a1.y);
      assert.match(await editorFen(page), /^4k3\/8\/8\/8\/8\/8\/8\/R3K3\[\] w/);

      // A drag on the board moves a piece: the King from e1 to g1.
      await dragFromTo(page, await point(page, 'e1'), await point(page, 'g1'));
      assert.match(await editorFen(page), /^4k3\/8\/8\/8\/8\/8\/8\/R5K1\[\] w/);

      // A bad position: a white Pawn on its own back rank, explained, then erased.
      await page.getByTestId('tool-white-pawn').click();
      const c1 = await point(page, 'c1');
      await page.mouse.click(c1.x, c1.y);
      assert.equal(await verdict(page).getAttribute('data-code'), 'ERR_POSITION');
      assert.match(await verdict(page).textContent(), /A White Pawn stands on its own back rank, which a Pawn can never reach/);
      await shot(page, 'editor-bad-1280');
      await page.getByTestId('tool-eraser').click();
      await page.mouse.click(c1.x, c1.y);
      assert.match(await editorFen(page), /^4k3\/8\/8\/8\/8\/8\/8\/R5K1\[\] w/);

      // A Chariot on e2 checks the black King: legal with Black to move, not with White to move.
      await page.getByTestId('tool-white-chariot').click();
      const e2 = await point(page, 'e2');
      await page.mouse.click(e2.x, e2.y);
      await page.getByTestId('editor-turn').selectOption('white');
      assert.match(await verdict(page).textContent(), /Black is in check, but it is not Black's turn/);
      await page.getByTestId('editor-turn').selectOption('black');
      assert.match(await verdict(page).textContent(), /^Legal position: Black to move\.$/);

      // Keyboard: a black Horse from the palette, placed with the arrow keys and Enter.
      await page.getByTestId('tool-black-horse').focus();
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.querySelector('sittuyin-editor').shadowRoot.activeElement?.dataset.testid), 'editor-board');
      await page.keyboard.press('ArrowUp'); // shows the cursor on a1
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp'); // a6
      await page.keyboard.press('ArrowRight'); // b6
      await page.keyboard.press('Enter');
      assert.match(await editorFen(page), /^4k3\/8\/1n6\/8\/8\/8\/4R3\/R5K1\[\] b/);
      // The count fields of the FEN.
      await page.getByTestId('editor-fullmove').fill('30');
      await page.getByTestId('editor-fullmove').press('Enter');
      await page.getByTestId('editor-fullmove').blur();
      const fen = await editorFen(page);
      assert.equal(fen, '4k3/8/1n6/8/8/8/4R3/R5K1[] b - - 0 30');
      await shot(page, 'editor-1280');

      // Copy the diagram snippet; paste it into another static page: the same position.
      await page.getByTestId('copy-snippet').click();
      const snippet = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(snippet, `<sittuyin-board fen="${fen}" movable="none" trays="false"></sittuyin-board>`);
      assert.match(await page.getByTestId('editor-link').inputValue(), /editor\.html#fen=4k3\/8\/1n6\/8\/8\/8\/4R3\/R5K1\[\]%20b%20-%20-%200%2030&rules=chessplayx&moves=$/);
      writeFileSync(join(dir, 'paste.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pasted</title>
<script type="module" src="./paste.js"></script></head><body><main>
${snippet}
</main></body></html>`);
      const other = await ctx.newPage();
      other.on('pageerror', (e) => errors.push(e.message));
      await other.goto(`${site.url}paste.html`);
      const shown = await other.evaluate(async () => {
        const el = document.querySelector('sittuyin-board');
        await customElements.whenDefined('sittuyin-board');
        const board = await el.ready;
        return board.game.fen();
      });
      assert.equal(shown, fen);
      // The same pieces on the same squares, as pixels: the pasted board's PNG against the editor's.
      const pictures = async (p, expr) => p.evaluate(async (expr) => {
        const blob = await (expr === 'board' ? (await document.querySelector('sittuyin-board').ready).toPNG(400) : document.querySelector('sittuyin-editor').toPNG(400));
        const bmp = await createImageBitmap(blob);
        const c = new OffscreenCanvas(400, 400);
        const g = c.getContext('2d');
        g.drawImage(bmp, 0, 0);
        const d = g.getImageData(0, 0, 400, 400).data;
        // The share of non-background pixels in each square.
        const out = [];
        for (let row = 0; row < 8; row++) for (let col = 0; col < 8; col++) {
          let n = 0;
          let t = 0;
          for (let y = row * 50 + 10; y < row * 50 + 40; y += 2) for (let x = col * 50 + 10; x < col * 50 + 40; x += 2) {
            const i = (y * 400 + x) * 4;
            t++;
            if (Math.abs(d[i] - 0xe9) + Math.abs(d[i + 1] - 0xdc) + Math.abs(d[i + 2] - 0xc0) > 60) n++;
          }
          out.push(n / t > 0.3 ? 1 : 0);
        }
        return out.join('');
      }, expr);
      const editorPixels = await pictures(page, 'editor');
      assert.equal(await pictures(other, 'board'), editorPixels);
      // e8, b6, e2, a1, g1 occupied (rows from the top, White at the bottom).
      const occupied = [...editorPixels].flatMap((v, i) => (v === '1' ? ['abcdefgh'[i % 8] + String(8 - Math.floor(i / 8))] : []));
      assert.deepEqual(occupied.sort(), ['a1', 'b6', 'e2', 'e8', 'g1']);
      await shot(other, 'editor-pasted-1280');

      assert.deepEqual(await page.evaluate(() => window.__csp), []);
      assert.deepEqual(await other.evaluate(() => window.__csp), []);
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });

  test('the change event carries the FEN; a viewer and a puzzle snippet; fen, rules and lang attributes', async () => {
    const { ctx, page, errors } = await open();
    try {
      const detail = await page.evaluate(async () => {
        const el = document.querySelector('sittuyin-editor');
        const seen = new Promise((ok) => document.body.addEventListener('sittuyin-change', (e) => ok({ ...e.detail, composed: e.composed, problem: e.detail.problem?.code ?? null }), { once: true }));
        el.setAttribute('fen', '7k/8/6K1/8/8/8/8/R7[] w - - 0 1');
        return seen;
      });
      assert.deepEqual(detail, { fen: '7k/8/6K1/8/8/8/8/R7[] w - - 0 1', rules: 'chessplayx', legal: true, problem: null, composed: true });
      await page.getByTestId('kind-viewer').check();
      assert.equal(await page.getByTestId('editor-snippet').inputValue(), '<sittuyin-viewer fen="7k/8/6K1/8/8/8/8/R7[] w - - 0 1"></sittuyin-viewer>');
      await page.getByTestId('kind-puzzle').check();
      const check = page.getByTestId('editor-solution-check');
      const snippetText = page.getByTestId('editor-snippet');
      // A bad solution is refused in words (the move it stops at), and no puzzle is written.
      await page.getByTestId('editor-solution').fill('c7c5 hello');
      assert.equal(await check.textContent(), 'Move 1 of the solution, c7c5, is not legal in that position.');
      assert.equal(await page.getByTestId('copy-snippet').isDisabled(), true);
      await page.getByTestId('editor-solution').fill('a1a7 hello');
      assert.match(await check.textContent(), /^Move 2 of the solution, “hello”, is not a move/);
      // A legal first move that the engine finds worse than its own: refused, naming the better one.
      await page.getByTestId('editor-solution').fill('Rb1');
      await check.filter({ hasText: 'The engine finds a better first move: Ra8' }).waitFor();
      // SAN, and "mate in 1": read, confirmed by the engine, written in UCI with the mate.
      await page.getByTestId('editor-solution').fill('Ra8');
      await page.getByTestId('editor-mate').fill('1');
      await check.filter({ hasText: 'The engine confirms the solution.' }).waitFor();
      assert.equal(await snippetText.inputValue(), '<sittuyin-puzzle fen="7k/8/6K1/8/8/8/8/R7[] w - - 0 1" solution="a1a8" mate="1"></sittuyin-puzzle>');
      await page.getByTestId('editor-mate').fill('2');
      assert.equal(await check.textContent(), 'With “mate in 2”, the solution must be 2 moves of the solver ending in checkmate.');
      await page.getByTestId('editor-mate').fill('1');
      // The snippet carries the theme and the rules (checked again under the new rules).
      await page.evaluate(() => { const el = document.querySelector('sittuyin-editor'); el.setAttribute('theme', 'dark'); el.setAttribute('rules', 'fairy'); });
      await page.waitForFunction(() => / rules="fairy" theme="dark" solution="a1a8" mate="1"/.test(document.querySelector('sittuyin-editor').shadowRoot.querySelector('[data-testid="editor-snippet"]').value));
      // An unreadable FEN typed in: said, and the position kept.
      await page.getByTestId('editor-fen').fill('8/8/8 w');
      await page.getByTestId('editor-load').click();
      assert.equal(await verdict(page).getAttribute('data-code'), 'ERR_FEN_BOARD');
      assert.match(await verdict(page).textContent(), /The board part of the FEN cannot be read/);
      assert.equal(await editorFen(page), '7k/8/6K1/8/8/8/8/R7[] w - - 0 1');
      // Counting limit out of range: the core's ERR_FEN_COUNTERS, in French after a change of lang.
      await page.evaluate(() => document.querySelector('sittuyin-editor').setAttribute('lang', 'fr'));
      await page.getByRole('group', { name: 'Éditeur de position' }).getByTestId('editor-clear').filter({ hasText: 'Vider l’échiquier' }).waitFor();
      await page.evaluate(() => document.querySelector('sittuyin-editor').load('7k/8/6K1/8/8/8/8/R7[] w - 200 0 1'));
      assert.equal(await verdict(page).getAttribute('data-code'), 'ERR_FEN_COUNTERS');
      assert.match(await verdict(page).textContent(), /Un compteur est hors limites/);
      // "Play from here" needs an app: hidden without the `app` attribute, shown with it.
      assert.equal(await page.getByTestId('editor-play').isVisible(), false);
      await page.evaluate(() => document.querySelector('sittuyin-editor').setAttribute('app', 'https://example.org/sittuyin/'));
      assert.equal(await page.getByTestId('editor-play').isVisible(), true);
      // Taken out of the page and put back: the edited position is kept.
      const kept = await page.evaluate(async () => {
        const el = document.querySelector('sittuyin-editor');
        el.load('4k3/8/8/8/8/8/8/4K3[] w - - 0 1');
        el.remove();
        await new Promise((ok) => setTimeout(ok, 50));
        document.querySelector('main').append(el);
        await el.ready;
        return el.fen;
      });
      assert.equal(kept, '4k3/8/8/8/8/8/8/4K3[] w - - 0 1');
      // An unreadable FEN from script throws its code.
      const code = await page.evaluate(() => { try { document.querySelector('sittuyin-editor').load('xx'); return null; } catch (e) { return e.code; } });
      assert.equal(code, 'ERR_FEN_BOARD');
      // A new element with an unreadable `fen`: the start position, and why the FEN was not shown.
      const said = await page.evaluate(async () => {
        const el = document.createElement('sittuyin-editor');
        el.setAttribute('fen', '8/8/8/8/8/8/8/8/8[] w - - 0 1');
        el.setAttribute('lang', 'en');
        document.querySelector('main').append(el);
        await el.ready;
        const v = el.shadowRoot.querySelector('[data-testid="editor-verdict"]');
        return { code: v.dataset.code, text: v.textContent, fen: el.fen, legal: el.legal };
      });
      assert.equal(said.code, 'ERR_FEN_BOARD');
      assert.match(said.text, /^The board part of the FEN cannot be read/);
      assert.equal(said.fen, '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1');
      assert.equal(said.legal, false);
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });

  test('the PNG and SVG downloads are named after the position; the PNG has files and ranks around the board', async () => {
    const { ctx, page, errors } = await open(undefined, { acceptDownloads: true });
    try {
      const fen = await editorFen(page);
      const [board, turn] = fen.split(' ');
      const stem = `sittuyin-${board.replace(/\[.*$/, '').replace(/\//g, '-')}-${turn}`;
      for (const [id, ext] of [['editor-png', 'png'], ['editor-svg', 'svg']]) {
        const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(id).click()]);
        assert.equal(file.suggestedFilename(), `${stem}.${ext}`);
      }
      const looks = await page.evaluate(async () => {
        const editor = document.querySelector('sittuyin-editor');
        const read = async (blob) => {
          const c = new OffscreenCanvas(400, 400);
          const g = c.getContext('2d');
          g.drawImage(await createImageBitmap(blob), 0, 0);
          return g.getImageData(0, 0, 400, 400).data;
        };
        const plain = await read(await editor.toPNG(400));
        const framed = await read(await editor.toPNG(400, { coordinates: true }));
        const at = (d, x, y) => [...d.slice((y * 400 + x) * 4, (y * 400 + x) * 4 + 3)].join(',');
        // Label pixels in the bottom margin (20 px): the letters a-h.
        let ink = 0;
        for (let y = 382; y < 398; y++) for (let x = 0; x < 400; x++) if (at(framed, x, y) !== at(framed, 1, 399)) ink++;
        return { corner: [at(plain, 3, 3), at(framed, 3, 3)], ink };
      });
      assert.notEqual(looks.corner[0], looks.corner[1], 'the framed board starts inside a margin');
      assert.equal(looks.corner[1], '251,247,238', 'the margin colour');
      assert.ok(looks.ink > 100, `the files are written under the board (${looks.ink} px)`);
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });

  test('touch: a piece dragged from the palette with a finger, and one dragged off the board', async () => {
    const { ctx, page, errors } = await open({ width: 390, height: 844 });
    try {
      const cdp = await ctx.newCDPSession(page);
      const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
      const swipe = async (a, b) => {
        await touch('touchStart', a);
        for (let i = 1; i <= 8; i++) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 8, y: a.y + ((b.y - a.y) * i) / 8 });
        await touch('touchEnd');
      };
      await page.evaluate(() => document.querySelector('sittuyin-editor').load('4k3/8/8/8/8/8/8/4K3[] w - - 0 1'));
      await page.getByTestId('tool-white-horse').scrollIntoViewIfNeeded();
      await swipe(await centre(page.getByTestId('tool-white-horse')), await point(page, 'c3'));
      assert.equal(await editorFen(page), '4k3/8/8/8/8/2N5/8/4K3[] w - - 0 1');
      // The horse dragged off the board (below it) is removed.
      const c3 = await point(page, 'c3');
      const box = await page.getByTestId('editor-board').boundingBox();
      await swipe(c3, { x: c3.x, y: box.y + box.height + 30 });
      assert.equal(await editorFen(page), '4k3/8/8/8/8/8/8/4K3[] w - - 0 1');
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });

  for (const [name, viewport] of [['1280', { width: 1280, height: 900 }], ['390', { width: 390, height: 844 }]]) {
    test(`layout and accessibility at ${name} px (${name === '390' ? 'dark' : 'light'}): the palette ${name === '390' ? 'below' : 'beside'} the board, no axe-core violation`, async () => {
      // axe-core is injected as a script: this context bypasses the CSP for it.
      const { ctx, page, errors } = await open(viewport, { bypassCSP: true, colorScheme: name === '390' ? 'dark' : 'light' });
      try {
        const board = await page.getByTestId('editor-board').boundingBox();
        const palette = await page.getByTestId('palette').boundingBox();
        assert.ok(board.width >= (name === '390' ? 300 : 400), `board ${board.width} px wide`);
        assert.ok(board.x + board.width <= viewport.width && palette.x + palette.width <= viewport.width + 0.5, 'inside the screen');
        if (name === '390') assert.ok(palette.y >= board.y + board.height, 'the palette is below the board');
        else assert.ok(palette.x >= board.x + board.width, 'the palette is beside the board');
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scrollWidth <= viewport.width, `no sideways scroll (${scrollWidth})`);
        await page.getByTestId('tool-white-general').click();
        await shot(page, `editor-layout-${name}`);
        await page.screenshot({ path: join(SHOTS, `editor-layout-${name}-full.png`), fullPage: true });
        await page.addScriptTag({ path: AXE });
        const violations = await page.evaluate(async () => (await window.axe.run(document)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`));
        assert.deepEqual(violations, []);
        assert.deepEqual(errors, []);
      } finally {
        await ctx.close();
      }
    });
  }
});

describe('the app\'s Edit position mode', () => {
  test('opens on the position in play (its chunk on first use), edits it, and "Play from here" starts a game from it', async () => {
    const { startApp, openApp, fen: appFen } = await import('./helpers.mjs');
    const app = await startApp();
    try {
      for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
        const { ctx, page, errors } = await openApp(app.browser, app.url, { contextOptions: { viewport, hasTouch: true } });
        const chunks = [];
        page.on('request', (r) => { if (/editor/.test(r.url())) chunks.push(r.url()); });
        await page.locator('#fen-pgn > summary').click();
        assert.deepEqual(chunks, [], 'the editor is not loaded before it is asked for');
        await page.getByTestId('edit-position').click();
        await page.getByTestId('editor-screen').waitFor();
        assert.ok(chunks.length > 0, 'the editor chunk loads on demand');
        await page.evaluate(() => document.querySelector('sittuyin-editor').ready);
        assert.equal(await page.evaluate(() => document.body.dataset.mode), 'editor');
        assert.equal(await page.getByTestId('board').isVisible(), false, 'the play screen is hidden');
        assert.equal(await editorFen(page), '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1');
        // A mate-in-one set-up: click the pieces on.
        await page.getByTestId('editor-clear').click();
        for (const [tool, sq] of [['tool-black-king', 'h8'], ['tool-white-king', 'g6'], ['tool-white-chariot', 'a1']]) {
          await page.getByTestId(tool).click();
          const p = await point(page, sq);
          await page.mouse.click(p.x, p.y);
        }
        assert.match(await verdict(page).textContent(), /^Legal position: White to move\.$/);
        await shot(page, `editor-app-${viewport.width}`);
        const link = await page.getByTestId('editor-link').inputValue();
        await page.getByTestId('editor-play').click();
        await page.getByTestId('board').waitFor();
        assert.equal(await page.evaluate(() => document.body.dataset.mode), undefined);
        assert.equal(await appFen(page), '7k/8/6K1/8/8/8/8/R7[] w - - 0 1');
        assert.match(page.url(), /#fen=7k\/8\/6K1\/8\/8\/8\/8\/R7/);
        // Back in the editor, an edit left unplayed, out with the close button: the game stays,
        // and the editor opens on the position in play next time.
        await page.getByTestId('edit-position').click();
        assert.equal(await editorFen(page), '7k/8/6K1/8/8/8/8/R7[] w - - 0 1');
        await page.getByTestId('editor-clear').click();
        await page.getByTestId('editor-close').click();
        assert.equal(await page.getByTestId('board').isVisible(), true);
        assert.equal(await appFen(page), '7k/8/6K1/8/8/8/8/R7[] w - - 0 1');
        await page.getByTestId('edit-position').click();
        assert.equal(await editorFen(page), '7k/8/6K1/8/8/8/8/R7[] w - - 0 1');
        await page.getByTestId('editor-close').click();
        assert.equal(await appFen(page), '7k/8/6K1/8/8/8/8/R7[] w - - 0 1');
        // The editor's share link opens the app on the same position.
        const other = await ctx.newPage();
        await other.goto(link);
        await other.waitForSelector('body[data-ready="1"]');
        assert.equal(await appFen(other), '7k/8/6K1/8/8/8/8/R7[] w - - 0 1');
        assert.deepEqual(errors, []);
        await ctx.close();
      }
    } finally {
      await app.close();
    }
  });
});
