// How web developers meet the package: `npm pack`, install the tarball into a fresh project, then
// use it from plain Node (ESM and require), TypeScript (strict; bundler and node16 resolution),
// a Vite build and a static page in Chromium, React 19; run every code block of the package's
// README; lint the tarball with publint and attw.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync, readFileSync, readdirSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../browser.mjs';
import { codeBlocks, expectedOutput } from './snippets.mjs';
import { everything, wrongWords } from './frameworks.mjs';
import { specs } from '../../scripts/element-types.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
let project;
let tarball;
// The package's own dependencies, packed (see before()).
let packed = [];

/** Packs the package in `dir` into the consumer project; returns the tarball's path. */
function pack(dir) {
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', project], { cwd: dir }).toString();
  return join(project, out.trim().split('\n').pop());
}

/** Installs the package's tarball, with its packed dependencies, into `dir`, offline. */
function installPackage(dir, extra = []) {
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', tarball, ...packed, ...extra], { cwd: dir, stdio: 'pipe' });
}

before(() => {
  project = mkdtempSync(join(tmpdir(), 'sittuyin-consumer-'));
  tarball = pack(root);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // The package's own dependencies come packed from this repository's node_modules (installed by
  // `npm ci`), beside its tarball: offline, npm would otherwise need their registry metadata,
  // which `npm ci` does not cache in the form `npm install` asks for (ENOTCACHED on a fresh machine).
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  packed = Object.keys(dependencies).map((name) => pack(join(root, 'node_modules', name)));
  // @types/node (and its dependency) for the Node-only TypeScript project, packed the same way;
  // the other TypeScript projects name their types (`types: []`), so it is not in their way.
  installPackage(project, ['@types/node', 'undici-types'].map((name) => pack(join(root, 'node_modules', name))));
});

after(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

test('the tarball ships only the package files', () => {
  const files = execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: root }).toString();
  const names = JSON.parse(files)[0].files.map((f) => f.path);
  assert.ok(names.includes('dist/pkg/sittuyin_bg.wasm'));
  // The engine's module (search, endgame tables) and its bindings, loaded by the worker.
  assert.ok(names.includes('dist/pkg/sittuyin_engine_bg.wasm') && names.includes('dist/pkg/sittuyin_engine.js'));
  assert.ok(names.includes('dist/lib/index.js'));
  assert.ok(names.includes('dist/lib/index.d.ts'));
  assert.ok(names.includes('dist/lib/board.js') && names.includes('dist/lib/board.d.ts'));
  assert.ok(names.includes('dist/board/render.js') && names.includes('dist/board/pointer.js'));
  assert.ok(!names.some((n) => n.startsWith('crate/') || n.startsWith('www/') || n.startsWith('tests/')), names.join(','));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  assert.equal(Object.keys(pkg.exports['.'])[0], 'types');
  assert.equal(Object.keys(pkg.exports['./board'])[0], 'types');
  assert.equal(Object.keys(pkg.exports['./diagram'])[0], 'types');
  assert.equal(Object.keys(pkg.exports['./puzzle'])[0], 'types');
  assert.ok(names.includes('dist/lib/puzzle.js') && names.includes('dist/lib/puzzle.d.ts'));
  assert.ok(names.includes(pkg.bin['sittuyin-diagram']), 'the CLI is in the tarball');
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

test('the sittuyin-diagram command of the installed package writes an SVG; --png without @resvg/resvg-js says what to install', () => {
  const bin = join(project, 'node_modules/.bin/sittuyin-diagram');
  const svg = execFileSync(bin, ['8/8/4k3/8/3K4/8/5R2/8 w - - 0 60', '--caption', 'Rook ending', '--arrows', 'f2f6'], { cwd: project }).toString();
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(svg, /<title id="sittuyin-title">Rook ending<\/title>/);
  assert.equal(svg.match(/class="piece"/g).length, 3);
  let err;
  try {
    execFileSync(bin, ['--png'], { cwd: project, stdio: 'pipe' });
  } catch (e) {
    err = e;
  }
  assert.equal(err?.status, 2);
  assert.match(err.stderr.toString(), /@resvg\/resvg-js/);
});

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

/** Serves a built project on loopback with the strict CSP a careful host page would send (or
 * none: `csp: null`). */
function serve(dir, { csp = CSP } = {}) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = existsSync(path) && !path.endsWith('/') ? path : join(path, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream' };
    if (csp) headers['content-security-policy'] = csp;
    res.writeHead(200, headers);
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
    const chunks = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname.split('/').pop()));
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
    // Only the languages on the page were loaded: French (its own chunk); English is in the board's.
    assert.ok(chunks.some((c) => /^fr-.*\.js$/.test(c)), chunks.join(' '));
    assert.deepEqual(chunks.filter((c) => /^(es|tr|my)-.*\.js$/.test(c)), []);
    assert.deepEqual(await page.evaluate(() => window.__csp), [], 'no CSP violation');
    await page.screenshot({ path: join(root, 'tests/screenshots/embed.png'), fullPage: true });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

const node = (args, cwd) => execFileSync(process.execPath, args, { cwd, stdio: 'pipe' }).toString();
const tsc = (args, cwd) => {
  try {
    return node([join(root, 'node_modules/typescript/bin/tsc'), ...args], cwd);
  } catch (e) {
    throw new Error(`tsc ${args.join(' ')} failed:\n${e.stdout}${e.stderr}`);
  }
};
const packageReadme = () => readFileSync(join(project, 'node_modules/sittuyin/README.md'), 'utf8');
/** The code blocks of the package page (as packed), of the repository's README and of its
 * reference pages in docs/ (the API in full, the elements). */
const readmeBlocks = () => [
  ...codeBlocks(packageReadme()).map((b) => ({ ...b, page: 'package README' })),
  ...['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)].flatMap((page) =>
    codeBlocks(readFileSync(join(root, page), 'utf8')).map((b) => ({ ...b, page })),
  ),
];

test('the tarball holds the package page, the licence and the changelog', () => {
  const readme = packageReadme();
  assert.equal(readme, readFileSync(join(root, 'www/lib/README.md'), 'utf8'));
  assert.match(readme, /npm install sittuyin/);
  assert.doesNotMatch(readme, /npm start|cargo |www\//, 'the repository page is not the package page');
  assert.match(readFileSync(join(project, 'node_modules/sittuyin/LICENSE'), 'utf8'), /^MIT License\n\nCopyright \(c\) 2026 the sittuyin authors\n/);
  assert.match(readFileSync(join(project, 'node_modules/sittuyin/CHANGELOG.md'), 'utf8'), /^# Changelog/);
  // Packing swapped the repository's README back.
  assert.match(readFileSync(join(root, 'README.md'), 'utf8'), /## The two commands/);
});

test('publint --strict and are-the-types-wrong (ESM-only profile) pass on the tarball', () => {
  // publint on the files as packed (installed from the tarball).
  const lint = node([join(root, 'node_modules/publint/src/cli.js'), '--strict', '--pack', 'false', join(project, 'node_modules/sittuyin')], project);
  assert.match(lint, /All good/, lint);
  // attw as `npx attw --pack` runs it in the repository: with its .attw.json (the ESM-only
  // profile, the .wasm assets left out; the package README says why).
  const config = JSON.parse(readFileSync(join(root, '.attw.json'), 'utf8'));
  assert.equal(config.profile, 'esm-only');
  let attw;
  try {
    attw = node([join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js'), tarball, '--format', 'ascii'], root);
  } catch (e) {
    assert.fail(`attw failed:\n${e.stdout}${e.stderr}`);
  }
  assert.match(attw, /node10: \(ignored\)/, 'the profile was read from .attw.json');
  // Exit status 0 (checked by node()): no problem under the profile; every entry point was read.
  for (const entry of ['"sittuyin"', '"sittuyin/board"', '"sittuyin/react"', '"sittuyin/vue"', '"sittuyin/svelte"', '"sittuyin/playout"', '"sittuyin/lesson"', '"sittuyin/diagram"', '"sittuyin/viewer"', '"sittuyin/gif"', '"sittuyin/puzzle"', '"sittuyin/editor"']) assert.ok(attw.includes(entry), attw);
});

test('every Node code block of the package README and of README.md runs and prints what it says', () => {
  const blocks = readmeBlocks().filter((b) => b.lang === 'js' || b.lang === 'cjs');
  assert.ok(blocks.length >= 4, 'the quick start, a game, CommonJS, the API');
  assert.ok(blocks.some((b) => b.lang === 'cjs'));
  blocks.forEach((block, i) => {
    const file = join(project, `readme-${i}.${block.lang === 'cjs' ? 'cjs' : 'mjs'}`);
    writeFileSync(file, block.code);
    const want = expectedOutput(block.code);
    assert.ok(want.length > 0, `block ${i} says what it prints`);
    let out;
    try {
      out = node([file], project);
    } catch (e) {
      assert.fail(`${block.page} block ${i} failed:\n${block.code}\n${e.stderr}`);
    }
    assert.deepEqual(out.trim().split('\n'), want, `${block.page} block ${i}:\n${block.code}`);
  });
});

test('TypeScript strict, bundler and node16 resolution, without React: typed usage compiles, wrong uses are refused', () => {
  const dir = join(project, 'ts');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'ts-consumer', private: true, type: 'module' }));
  writeFileSync(
    join(dir, 'typed.ts'),
    `import { init, Game, SittuyinError, ERROR_CODES, setupDrops, trainingPosition, type Move, type SquareName, type UciMove, type DropRefusal, type ErrorCode } from 'sittuyin';
import { SittuyinBoard, SittuyinBoardElement, defineSittuyinBoard, type SittuyinBoardEventMap, type Lang } from 'sittuyin/board';
import { renderSvg, type DiagramOptions } from 'sittuyin/diagram';
import { SittuyinViewerElement, defineSittuyinViewer, type SittuyinViewerEventMap } from 'sittuyin/viewer';
import { renderGif, type GifOptions } from 'sittuyin/gif';

export function viewer(el: HTMLElement): Promise<Uint8Array> {
  defineSittuyinViewer();
  const v: SittuyinViewerElement = document.createElement('sittuyin-viewer');
  v.addEventListener('sittuyin-change', (e: SittuyinViewerEventMap['sittuyin-change']) => console.log(e.detail.ply, e.detail.mainLine, e.detail.san));
  // @ts-expect-error: the events are named sittuyin-*; 'change' is the DOM's (an Event, no detail)
  v.addEventListener('change', (e: SittuyinViewerEventMap['sittuyin-change']) => e.detail);
  const speed: number = v.speed;
  // @ts-expect-error: not an orientation
  v.orientation = 'north';
  el.append(v);
  void v.ready.then(() => { v.next(); v.goTo(0); });
  const o: GifOptions = { fen: '6k1/8/8/8/8/8/4P3/R5K1[] w - - 0 1', moves: ['a1a8'], size: 200, orientation: 'black' };
  // @ts-expect-error: not a piece set
  void renderGif({ pieces: 'wooden' });
  return renderGif(o);
}

export async function main(): Promise<string[]> {
  await init();
  const g = new Game({ rules: 'fairy' });
  const moves: UciMove[] = g.legalMoves();
  const refusal: DropRefusal | null = g.dropRefusal('chariot', 'a2');
  const m: Move = g.play('K@e2');
  // A drop has no from; a move has one once narrowed by kind.
  const from: SquareName | undefined = m.kind === 'drop' ? undefined : m.from;
  const sq: SquareName = m.to;
  const code: ErrorCode = ERROR_CODES[0];
  const drops = setupDrops('kHide', 'white');
  const lang: Lang = 'my';
  // @ts-expect-error: 'i9' is not a square
  const bad: SquareName = 'i9';
  // @ts-expect-error: a drop has no from
  if (m.kind === 'drop') m.from.toUpperCase();
  // @ts-expect-error: not a refusal code
  const wrong: DropRefusal = 'nope';
  // @ts-expect-error: not a set-up
  setupDrops('kHidden', 'white');
  // @ts-expect-error: not a training ending
  trainingPosition('KQK', 1);
  // @ts-expect-error: not a language
  const fr: Lang = 'de';
  // @ts-expect-error: not a UCI move
  const u: UciMove = 'e4';
  // Parameters are exact for literals (a string known only at run time is checked there).
  g.isLegal('Nxe4+');
  g.play(String(moves[0]));
  // @ts-expect-error: not a move, UCI nor SAN
  g.play('z9');
  // @ts-expect-error: not a move
  g.isLegal('hello');
  // @ts-expect-error: not a square
  g.dropRefusal('chariot', 'z3');
  // @ts-expect-error: not a role
  g.dropRefusal('queen', 'a1');
  // @ts-expect-error: not a colour
  g.hand('red');
  // @ts-expect-error: not a draw reason
  g.claimDraw('boredom');
  try {
    g.play('e4e5');
  } catch (e) {
    if (e instanceof SittuyinError) moves.push(e.code as never);
  }
  return [String(refusal), String(from), sq, code, drops[0] ?? '', lang, String(bad), wrong, fr, u, moves[0] ?? ''];
}

export function board(el: HTMLElement): void {
  defineSittuyinBoard();
  const tag: SittuyinBoardElement = document.createElement('sittuyin-board');
  tag.addEventListener('sittuyin-move', (e) => console.log(e.detail.san, e.detail.to));
  tag.addEventListener('sittuyin-change', (e: SittuyinBoardEventMap['sittuyin-change']) => console.log(e.bubbles));
  tag.orientation = 'black';
  const trays: boolean = tag.trays;
  console.log(trays);
  el.append(tag);
  void tag.ready.then((b: SittuyinBoard) => b.flip());
  void SittuyinBoard.create(el, { lang: 'fr', onMove: (mv) => console.log(mv.san) });
  // @ts-expect-error: not a language
  void SittuyinBoard.create(el, { lang: 'xx' });
}

export function picture(b: SittuyinBoard): Promise<string> {
  const o: DiagramOptions = { fen: '8/8/4k3/8/3K4/8/5R2/8 w - - 0 60', orientation: 'black', pieces: 'burmese', arrows: ['e2e4', { from: 'a1', to: 'a2', color: 'hint' }], marks: ['d4', { square: 'e5' }] };
  // @ts-expect-error: not a piece set
  renderSvg({ pieces: 'wooden' });
  // @ts-expect-error: not a square
  renderSvg({ arrows: [{ from: 'z3', to: 'a1' }] });
  // @ts-expect-error: not a brush nor a CSS colour it can check (#hex, rgb(), rgba())
  renderSvg({ arrows: [{ from: 'a1', to: 'a3', color: 'purple' }], marks: [{ square: 'a1', color: '#c00' }] });
  // @ts-expect-error: not an arrow
  renderSvg({ arrows: ['e2e9'] });
  void b.toPNG(400).then((blob: Blob) => blob.size);
  return b.toSVG({ caption: renderSvg(o).slice(0, 10), coordinates: false });
}
`,
  );
  for (const [moduleResolution, module] of [['bundler', 'ES2022'], ['node16', 'node16']]) {
    const config = {
      compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module, moduleResolution, types: [] },
      files: ['typed.ts'],
    };
    writeFileSync(join(dir, `tsconfig.${moduleResolution}.json`), JSON.stringify(config));
    tsc(['-p', `tsconfig.${moduleResolution}.json`], dir);
  }
  // No React anywhere in reach: the package's typings do not need it.
  assert.equal(existsSync(join(dir, 'node_modules')), false);
  assert.throws(() => execFileSync(process.execPath, ['-e', "require.resolve('@types/react/package.json')"], { cwd: dir, stdio: 'pipe' }));
});

test('a Node-only TypeScript project (lib ES2022, @types/node, no DOM, skipLibCheck false) compiles the core entry and runs', () => {
  const dir = join(project, 'ts-node');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'ts-node-consumer', private: true, type: 'module' }));
  // The package and @types/node are installed in the project around it (before()).
  writeFileSync(
    join(dir, 'main.ts'),
    `import { init, Game, ERROR_CODES, ROLES, SittuyinError, parsePgn, writePgn, searchBestMove, type ErrorCode, type InitOptions, type Move, type Role, type WorkerFactory } from 'sittuyin';
import { readFileSync } from 'node:fs';

const options: InitOptions = { module: readFileSync(new URL(import.meta.resolve('sittuyin/sittuyin_bg.wasm'))) };
await init(options);
const g = new Game({ rules: 'fairy' });
const m: Move = g.play('K@e2');
const dynamic: string = process.argv[2] ?? 'K@d7';
const legal: boolean = g.isLegal(dynamic);
const role: Role = ROLES[4];
const code: ErrorCode = ERROR_CODES[0];
const factory: WorkerFactory | null = null;
// Refused by the compiler (never called).
export function refused(game: Game): void {
  // @ts-expect-error: not a move
  game.play('z9');
  // @ts-expect-error: not a square
  game.dropRefusal('chariot', 'z3');
}
try {
  g.play(dynamic + 'x');
} catch (e) {
  if (e instanceof SittuyinError) console.log(e.code);
}
const pgn = writePgn(parsePgn('1. K@e2 *'));
console.log(JSON.stringify({ san: m.san, legal, role, code, refusal: g.dropRefusal(role, 'a2'), pgn: pgn.trim().split('\\n').pop(), worker: factory === null, search: typeof searchBestMove }));
`,
  );
  const config = {
    compilerOptions: { strict: true, skipLibCheck: false, target: 'ES2022', lib: ['ES2022'], types: ['node'], module: 'node16', moduleResolution: 'node16', outDir: 'out' },
    files: ['main.ts'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
  tsc(['-p', 'tsconfig.json'], dir);
  const out = node(['out/main.js'], dir).trim().split('\n');
  assert.equal(out[0], 'ERR_MOVE_SYNTAX');
  assert.deepEqual(JSON.parse(out[1]), { san: 'K@e2', legal: true, role: 'chariot', code: 'ERR_ILLEGAL_MOVE', refusal: 'outside-region', pgn: '1. K@e2 *', worker: true, search: 'function' });
});

test('require() from CommonJS (Node 20.19+ / 22.12+ load ESM without top-level await)', () => {
  const out = node(['-e', "const { init, Game } = require('sittuyin'); const { SittuyinBoardElement } = require('sittuyin/board'); init().then(() => console.log(new Game().turn, typeof SittuyinBoardElement))"], project);
  assert.equal(out.trim(), 'white function');
});

/** Builds `dir` with the repository's Vite (pages: its HTML files) and opens each page in Chromium. */
async function buildAndOpen(dir, pages, check, { build = true, csp = CSP } = {}) {
  if (build) {
    writeFileSync(join(dir, 'vite.config.js'), `export default { base: './', logLevel: 'error', build: { rollupOptions: { input: ${JSON.stringify(pages)} } } };`);
    execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: dir, stdio: 'pipe' });
  }
  const server = await serve(build ? join(dir, 'dist') : dir, { csp });
  const browser = await launchChromium();
  try {
    for (const p of pages) {
      const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
      const errors = [];
      const logs = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => logs.push(m.text()));
      await page.goto(`http://127.0.0.1:${server.address().port}/${p}`);
      try {
        await check(page, p, logs);
      } catch (e) {
        throw new Error(`${p}: ${e.message}\npage errors: ${errors.join('\n')}\nconsole: ${logs.join('\n')}`);
      }
      assert.deepEqual(errors, [], p);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

/** Every board on the page built, every <output> written. */
async function pageSettled(page) {
  await page.waitForFunction(
    () => [...document.querySelectorAll('sittuyin-board')].every((b) => b.board?.canvas) &&
      [...document.querySelectorAll('output')].every((o) => o.textContent.trim() !== ''),
    null,
    { timeout: 20000 },
  );
}

test('every browser code block of the package README and of README.md runs in Chromium (built with Vite, or as a static page)', async () => {
  // `html host`: markup for another site's page (embed.html's <iframe>), framing an address this
  // test cannot serve.
  const blocks = readmeBlocks().filter((b) => b.lang === 'html' && b.flag !== 'host');
  assert.ok(blocks.length >= 6, 'the board, the worker, the static page; the diagram, the board API, the worker');
  const dir = join(project, 'readme-pages');
  mkdirSync(dir, { recursive: true });
  const built = [];
  const statics = [];
  blocks.forEach((b, i) => {
    const name = `readme-${i}.html`;
    // A page as a developer writes it around the snippet.
    const html = `<!doctype html><meta charset="utf-8"><title>snippet ${i}</title><body>\n${b.code}</body>`;
    if (b.flag === 'static') {
      writeFileSync(join(project, name), html);
      statics.push(name);
    } else {
      writeFileSync(join(dir, name), html);
      built.push(name);
    }
  });
  const check = async (page, name) => {
    await pageSettled(page);
    assert.ok((await page.locator('sittuyin-board, output').count()) > 0, name);
  };
  await buildAndOpen(dir, built, check);
  // The static page imports from ./node_modules and runs an inline module: no CSP header.
  await buildAndOpen(project, statics, async (page, name) => {
    await check(page, name);
    // The page's own board (a <sittuyin-playout> in the drop-in snippet has one in its shadow root).
    assert.equal(await page.locator('body > sittuyin-board canvas.sittuyin-board').getAttribute('data-shapes'), 'analysis:b1-b8');
  }, { build: false, csp: null });
});

test('a static page under the strict CSP, no bundler: the board and its events, bubbling and composed', async () => {
  writeFileSync(
    join(project, 'static.html'),
    `<!doctype html><meta charset="utf-8"><div id="wrap"><sittuyin-board rules="fairy"></sittuyin-board></div><pre id="out"></pre><script type="module" src="./static.js"></script>`,
  );
  writeFileSync(
    join(project, 'static.js'),
    `import { defineSittuyinBoard, SittuyinBoardElement } from './node_modules/sittuyin/dist/lib/board.js';
defineSittuyinBoard();
const seen = [];
document.getElementById('wrap').addEventListener('sittuyin-move', (e) => {
  seen.push({ san: e.detail.san, bubbles: e.bubbles, composed: e.composed, element: e.target instanceof SittuyinBoardElement });
  document.getElementById('out').textContent = JSON.stringify(seen);
});
await document.querySelector('sittuyin-board').ready;
document.getElementById('out').dataset.ready = 'yes';`,
  );
  await buildAndOpen(project, ['static.html'], async (page) => {
    await page.waitForFunction(() => document.getElementById('out').dataset.ready === 'yes', null, { timeout: 20000 });
    // English is bundled with the board; another language loads when asked for, and the board's
    // labels follow when it arrives.
    assert.match(await page.locator('sittuyin-board canvas.sittuyin-board').getAttribute('aria-label'), /^Sittuyin board\./);
    await page.evaluate(() => document.querySelector('sittuyin-board').board.setLanguage('tr'));
    assert.match(await page.locator('sittuyin-board canvas.sittuyin-board').getAttribute('aria-label'), /^Sittuyin tahtası\./);
    const tables = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/dist/i18n/')).map((n) => n.split('/dist/i18n/')[1]));
    assert.deepEqual(tables.sort(), ['en.js', 'index.js', 'tables.js', 'tr.js'], 'only the language in use is loaded (and no course strings)');
    const board = page.locator('sittuyin-board');
    await board.locator('[data-testid="reserve-white"] [data-role="chariot"]').click();
    const box = await board.locator('canvas.sittuyin-board').boundingBox();
    await page.mouse.click(box.x + box.width / 16, box.y + (box.height * 15) / 16); // a1
    await page.waitForFunction(() => document.getElementById('out').textContent !== '');
    assert.deepEqual(JSON.parse(await page.textContent('#out')), [{ san: 'R@a1', bubbles: true, composed: true, element: true }]);
  }, { build: false });
});

test('React 19 + TypeScript: the README example and every attribute and event type-check, and onsittuyin-move reaches its handler in Chromium', async () => {
  const dir = join(project, 'react');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'react-consumer', private: true, type: 'module' }));
  // The package beside React, as in a React project.
  installPackage(dir);
  mkdirSync(join(dir, 'node_modules/@types'), { recursive: true });
  // React from the repository's pinned devDependencies (installed once by npm ci), linked in.
  for (const m of ['react', 'react-dom', '@types/react', '@types/react-dom']) {
    symlinkSync(join(root, 'node_modules', m), join(dir, 'node_modules', m), 'dir');
  }
  const example = codeBlocks(packageReadme()).find((b) => b.lang === 'tsx');
  assert.ok(example, 'the README has a React example');
  writeFileSync(join(dir, 'main.tsx'), example.code);
  writeFileSync(
    join(dir, 'wrong.tsx'),
    `import type {} from 'sittuyin/react';
export const a = <sittuyin-board
  // @ts-expect-error: React 19 would listen for an event "Move", which never comes
  onMove={() => {}} />;
// @ts-expect-error: attributes are strings, as in HTML (React 19 drops the attribute for false)
export const b = <sittuyin-board trays={false} />;
// @ts-expect-error: not an orientation
export const c = <sittuyin-board orientation="north" />;
export const d = <sittuyin-board fen="8/8/8/8/8/8/8/8[] w - - 0 1" movable="none" pieces="burmese" onsittuyin-change={(e) => e.bubbles} onsittuyin-error={(e) => e.detail} />;
export const e = <sittuyin-puzzle fen="7k/8/6K1/8/8/8/8/R7[] w - - 0 1" solution="a1a8" mate="1" onsittuyin-solve={(e) => e.detail.moves} onsittuyin-fail={(e) => e.detail.move} />;
// @ts-expect-error: React 19 would listen for an event "Solve", which never comes
export const f = <sittuyin-puzzle onSolve={() => {}} />;
export const g = <sittuyin-puzzle
  // @ts-expect-error: the detail of sittuyin-solve has no "san"
  onsittuyin-solve={(e) => e.detail.san} />;
export const all = <>
  ${everything(await specs(), 'react')}
</>;
${wrongWords(await specs()).map((w) => `// @ts-expect-error: ${w.name} of ${w.tag}\nexport const wrong_${w.tag.slice(9)}_${w.name} = ${w.markup} />;`).join('\n')}
`,
  );
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', types: [] },
    files: ['main.tsx', 'wrong.tsx'],
  }));
  tsc(['-p', 'tsconfig.json'], dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><meta charset="utf-8"><div id="root"></div><script type="module" src="./parent.js"></script><script type="module" src="./main.tsx"></script>');
  // A parent outside React sees the event bubble out of the element.
  writeFileSync(join(dir, 'parent.js'), "window.bubbled = []; document.getElementById('root').addEventListener('sittuyin-move', (e) => window.bubbled.push(e.detail.san));");
  await buildAndOpen(dir, ['index.html'], async (page) => {
    await pageSettled(page);
    const board = page.locator('sittuyin-board');
    await board.locator('[data-testid="reserve-white"] [data-role="king"]').click();
    const box = await board.locator('canvas.sittuyin-board').boundingBox();
    await page.mouse.click(box.x + (box.width * 4.5) / 8, box.y + (box.height * 6.5) / 8); // e2
    await page.waitForFunction(() => document.querySelectorAll('li').length === 1, null, { timeout: 10000 });
    assert.deepEqual(await page.locator('li').allTextContents(), ['K@e2']);
    assert.deepEqual(await page.evaluate(() => window.bubbled), ['K@e2']);
    await page.screenshot({ path: join(root, 'tests/screenshots/react.png') });
  });
});

/** One project for the Vue and the Svelte checks (one offline install of the package), with the
 * repository's pinned frameworks linked in (the registry is never asked). Each check has its own
 * folder in it. */
let frameworks = null;
function frameworkProject(name) {
  if (!frameworks) {
    frameworks = join(project, 'frameworks');
    mkdirSync(frameworks, { recursive: true });
    writeFileSync(join(frameworks, 'package.json'), JSON.stringify({ name: 'frameworks-consumer', private: true, type: 'module' }));
    installPackage(frameworks);
    for (const m of ['vue', 'svelte']) symlinkSync(join(root, 'node_modules', m), join(frameworks, 'node_modules', m), 'dir');
  }
  const dir = join(frameworks, name);
  mkdirSync(dir, { recursive: true });
  const compilerOptions = { strict: true, noEmit: true, skipLibCheck: false, target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'bundler', types: [] };
  return { dir, compilerOptions };
}

test('Vue 3: vue-tsc checks every attribute and event of every element in a template, and refuses wrong words', async () => {
  const { dir, compilerOptions } = frameworkProject('vue');
  const list = await specs();
  writeFileSync(join(dir, 'App.vue'), `<script setup lang="ts">
import type {} from 'sittuyin/vue';
import type { Move } from 'sittuyin';
import { defineSittuyinBoard } from 'sittuyin/board';
defineSittuyinBoard();
const onMove = (e: CustomEvent<Move>) => console.log(e.detail.san);
</script>
<template>
  <sittuyin-board orientation="black" :trays="false" @sittuyin-move="onMove" />
  ${everything(list, 'vue')}
</template>
`);
  writeFileSync(join(dir, 'Wrong.vue'), `<script setup lang="ts">
import type {} from 'sittuyin/vue';
</script>
<template>
  <!-- @vue-expect-error: the detail of sittuyin-move is a Move -->
  <sittuyin-board @sittuyin-move="(e) => e.detail.nope" />
  ${wrongWords(list).map((w) => `<!-- @vue-expect-error: ${w.name} of ${w.tag} -->\n  ${w.markup} />`).join('\n  ')}
</template>
`);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.vue'] }));
  try {
    node([join(root, 'node_modules/vue-tsc/bin/vue-tsc.js'), '-p', 'tsconfig.json'], dir);
  } catch (e) {
    assert.fail(`vue-tsc failed:\n${e.stdout}${e.stderr}`);
  }
});

test('Svelte 5: svelte-check checks every attribute and event of every element in markup, and refuses wrong words', async () => {
  const { dir, compilerOptions } = frameworkProject('svelte');
  const list = await specs();
  writeFileSync(join(dir, 'App.svelte'), `<script lang="ts">
  import type {} from 'sittuyin/svelte';
  import { defineSittuyinBoard } from 'sittuyin/board';
  defineSittuyinBoard();
</script>

<sittuyin-board orientation="black" trays={false} onsittuyin-move={(e) => e.detail.san}></sittuyin-board>
${everything(list, 'svelte')}
`);
  const wrong = ['<sittuyin-board onsittuyin-move={(e) => e.detail.nope}></sittuyin-board>', ...wrongWords(list).map((w) => `${w.markup}></${w.tag}>`)];
  writeFileSync(join(dir, 'Wrong.svelte'), `<script lang="ts">\n  import type {} from 'sittuyin/svelte';\n</script>\n${wrong.join('\n')}\n`);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.svelte'] }));
  // Its own (empty) Svelte config: svelte-check would otherwise read the Vite config above it.
  writeFileSync(join(dir, 'svelte.config.js'), 'export default {};\n');
  let out;
  try {
    out = node([join(root, 'node_modules/svelte-check/bin/svelte-check'), '--tsconfig', './tsconfig.json', '--output', 'machine'], dir);
  } catch (e) {
    out = `${e.stdout}`;
  }
  const errors = out.split('\n').filter((l) => / ERROR /.test(l));
  assert.deepEqual(errors.filter((l) => l.includes('"App.svelte"')), [], out);
  // One error on each wrong line (the file's lines 4 on), none elsewhere.
  const lines = errors.filter((l) => l.includes('"Wrong.svelte"')).map((l) => Number(/ (\d+):\d+ /.exec(l)[1]));
  assert.deepEqual([...new Set(lines)].sort((a, b) => a - b), wrong.map((_, i) => i + 4), out);
});
