// How web developers meet the package: `npm pack`, install the tarball into a fresh project, then
// use it from plain Node and from a Vite build loaded in Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync, readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../browser.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
let project;

before(() => {
  project = mkdtempSync(join(tmpdir(), 'sittuyin-consumer-'));
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', project], { cwd: root }).toString();
  const tarball = join(project, out.trim().split('\n').pop());
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', tarball], { cwd: project, stdio: 'pipe' });
});

after(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

test('the tarball ships only the package files', () => {
  const files = execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: root }).toString();
  const names = JSON.parse(files)[0].files.map((f) => f.path);
  assert.ok(names.includes('dist/pkg/sittuyin_bg.wasm'));
  assert.ok(names.includes('dist/lib/index.js'));
  assert.ok(names.includes('dist/lib/index.d.ts'));
  assert.ok(names.includes('dist/lib/board.js') && names.includes('dist/lib/board.d.ts'));
  assert.ok(names.includes('dist/board/render.js') && names.includes('dist/board/pointer.js'));
  assert.ok(!names.some((n) => n.startsWith('crate/') || n.startsWith('www/') || n.startsWith('tests/')), names.join(','));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  assert.equal(Object.keys(pkg.exports['.'])[0], 'types');
  assert.equal(Object.keys(pkg.exports['./board'])[0], 'types');
  assert.equal(pkg.scripts.install, undefined);
  assert.equal(pkg.scripts.postinstall, undefined);
});

test('plain Node', () => {
  writeFileSync(
    join(project, 'node.mjs'),
    `import { init, Game } from 'sittuyin';
await init();
const g = new Game({ rules: 'fairy' });
g.play('K@e2');
console.log(JSON.stringify({ fen: g.fen(), n: g.legalMoves().length }));`,
  );
  const out = JSON.parse(execFileSync('node', ['node.mjs'], { cwd: project }).toString());
  assert.equal(out.fen, '8/8/4pppp/pppp4/4PPPP/PPPP4/4K3/8[SSFRRNNkssfrrnn] b - - 0 1');
  assert.equal(out.n, 88);
});

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

/** Serves a built project on loopback with the strict CSP a careful host page would send. */
function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = existsSync(path) && !path.endsWith('/') ? path : join(path, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'content-security-policy': CSP });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

test('a Vite build in Chromium', async () => {
  writeFileSync(join(project, 'index.html'), '<!doctype html><pre id="out">loading</pre><script type="module" src="./main.js"></script>');
  writeFileSync(
    join(project, 'main.js'),
    `import { init, Game } from 'sittuyin';
await init();
const g = new Game();
g.play('R@a1');
document.getElementById('out').textContent = JSON.stringify({ fen: g.fen(), n: g.legalMoves().length });`,
  );
  writeFileSync(join(project, 'vite.config.js'), "export default { base: './', logLevel: 'error' };");
  execFileSync('node', [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: project, stdio: 'pipe' });
  const server = await serve(join(project, 'dist'));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => document.getElementById('out').textContent.startsWith('{'), null, { timeout: 15000 });
    const out = JSON.parse(await page.textContent('#out'));
    assert.deepEqual(errors, []);
    assert.equal(out.fen, '8/8/4pppp/pppp4/4PPPP/PPPP4/8/R7[KSSFRNNkssfrrnn] b - - 0 1');
    assert.equal(out.n, 88);
  } finally {
    await browser.close();
    server.close();
  }
});

test('the embeddable board in a Vite build: a class and a custom element, played by mouse', async () => {
  writeFileSync(
    join(project, 'board.html'),
    `<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="./board-page.css">
<h1>Rules page</h1><p>Play the placement:</p><div id="play"></div><pre id="out">loading</pre>
<p>A diagram: the chariot mates.</p>
<sittuyin-board id="diagram" fen="6k1/R7/8/8/8/8/8/1R4K1[] w - - 0 1" movable="none" trays="false" arrows="b1b8 g8"></sittuyin-board>
<sittuyin-board id="broken" fen="not a fen"></sittuyin-board>
<sittuyin-board id="evil" fen="&lt;img src=x onerror=window.__pwned=1&gt;" arrows="&lt;b&gt;x&lt;/b&gt;" rules="&lt;script&gt;window.__pwned=1&lt;/script&gt;"></sittuyin-board>
<div lang="fr"><sittuyin-board id="french" pieces="burmese" movable="none"></sittuyin-board></div>
<script type="module" src="./board.js"></script>`,
  );
  writeFileSync(join(project, 'board-page.css'), 'body { font-family: sans-serif; } #play, sittuyin-board { display: block; width: 360px; }');
  writeFileSync(
    join(project, 'board.js'),
    `import { SittuyinBoard, defineSittuyinBoard } from 'sittuyin/board';
defineSittuyinBoard();
const out = document.getElementById('out');
const moves = [];
const board = await SittuyinBoard.create(document.getElementById('play'), {
  onMove: (m) => { moves.push(m.san); out.textContent = JSON.stringify({ fen: board.game.fen(), moves }); },
});
window.board = board;
out.textContent = JSON.stringify({ fen: board.game.fen(), moves });`,
  );
  writeFileSync(join(project, 'vite.config.js'), "export default { base: './', logLevel: 'error', build: { rollupOptions: { input: ['index.html', 'board.html'] } } };");
  execFileSync('node', [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: project, stdio: 'pipe' });
  const server = await serve(join(project, 'dist'));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
    await page.addInitScript(() => {
      window.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/board.html`);
    await page.waitForFunction(() => document.getElementById('out').textContent.startsWith('{'), null, { timeout: 15000 });
    // The tray and the canvas live in the board's shadow root; Playwright's CSS locators pierce it.
    const play = page.locator('#play');
    await play.locator('[data-testid="reserve-white"] [data-role="chariot"]').click();
    const box = await play.locator('canvas.sittuyin-board').boundingBox();
    const q = box.width / 8;
    await page.mouse.click(box.x + q * 0.5, box.y + q * 7.5); // a1
    await page.waitForFunction(() => JSON.parse(document.getElementById('out').textContent).moves.length === 1);
    const out = JSON.parse(await page.textContent('#out'));
    assert.deepEqual(out.moves, ['R@a1']);
    assert.equal(out.fen, '8/8/4pppp/pppp4/4PPPP/PPPP4/8/R7[KSSFRNNkssfrrnn] b - - 0 1');
    // The chariot left White's tray; Black's turn: White's tray is disabled, Black's enabled.
    assert.equal(await play.locator('[data-testid="reserve-white"] [data-role="chariot"]').getAttribute('data-count'), '1');
    assert.equal(await play.locator('[data-testid="reserve-white"] [data-role="king"]').isDisabled(), true);
    assert.equal(await play.locator('[data-testid="reserve-black"] [data-role="king"]').isDisabled(), false);
    // The API and the board stay in step.
    await page.evaluate(() => { window.board.play('R@a8'); window.board.flip(); });
    assert.equal(await page.evaluate(() => window.board.orientation), 'black');
    assert.match(await page.evaluate(() => window.board.game.fen()), /^r7\//);
    // The diagram: no moves, no trays, the arrows drawn.
    const diagram = page.locator('#diagram');
    await page.waitForFunction(() => document.getElementById('diagram').board !== null && document.getElementById('diagram').board !== undefined);
    assert.equal(await diagram.locator('canvas.sittuyin-board').getAttribute('data-shapes'), 'analysis:b1-b8 analysis:g8');
    assert.equal(await diagram.locator('.tray').first().isHidden(), true);
    const d = await diagram.locator('canvas.sittuyin-board').boundingBox();
    await page.mouse.click(d.x + d.width / 16, d.y + (d.height * 15) / 16);
    assert.equal(await page.evaluate(() => document.getElementById('diagram').board.game.ply), 0);
    // Attributes drive it later on.
    await page.evaluate(() => document.getElementById('diagram').setAttribute('fen', '6k1/8/8/8/8/8/8/R5K1[] w - - 0 1'));
    assert.equal(await page.evaluate(() => document.getElementById('diagram').board.game.fen()), '6k1/8/8/8/8/8/8/R5K1[] w - - 0 1');
    // A bad attribute says what is wrong inside the element, and nothing throws on the page.
    await page.waitForFunction(() => document.getElementById('broken').shadowRoot?.querySelector('[role=alert]'));
    assert.match(await page.locator('#broken [role=alert]').textContent(), /Sittuyin board: .*FEN|board/i);
    // Markup in attributes is shown as text, never run.
    await page.waitForFunction(() => document.getElementById('evil').shadowRoot?.querySelector('[role=alert]'));
    assert.match(await page.locator('#evil [role=alert]').textContent(), /<img src=x|<script>window/);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    assert.equal(await page.locator('#evil img, #evil b, #evil script').count(), 0);
    // Language from the page around it, a drawn piece set by attribute.
    await page.waitForFunction(() => document.getElementById('french').board?.canvas.dataset.pieces === 'burmese');
    assert.match(await page.locator('#french canvas.sittuyin-board').getAttribute('aria-label'), /^Échiquier de sittuyin/);
    await page.evaluate(() => document.getElementById('french').setAttribute('pieces', 'figurines'));
    await page.waitForFunction(() => document.getElementById('french').board?.canvas.dataset.pieces === 'figurines');
    assert.deepEqual(await page.evaluate(() => window.__csp), [], 'no CSP violation');
    await page.screenshot({ path: join(root, 'tests/screenshots/embed.png'), fullPage: true });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
