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
  assert.ok(!names.some((n) => n.startsWith('crate/') || n.startsWith('www/') || n.startsWith('tests/')), names.join(','));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  assert.equal(Object.keys(pkg.exports['.'])[0], 'types');
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

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = existsSync(path) && !path.endsWith('/') ? path : join(path, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
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
