// The wasm boundary's cost, two builds side by side in one process (issue 17): the time of
// legalMoves(), moves(), status() (computed and cached), plies(), pieces(), a played move
// (play + undo), perft, and each module's size raw and gzip -9.
//   node scripts/bench-boundary.mjs [before-dir] [after-dir]
// Each dir holds lib/ and pkg/ as dist/ does (default: the "after" is dist/; build main's into a
// temp dir for the "before": `git worktree`-free, e.g. copy dist/lib and dist/pkg there first).
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dirs = process.argv.slice(2);
if (dirs.length === 0) dirs.push('dist');
const builds = [];
for (const dir of dirs) {
  const api = await import(pathToFileURL(resolve(dir, 'lib/index.js')).href);
  await api.init();
  builds.push({ dir, api });
}

const FEN = '1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13';
const N = 20_000;
function each(f, n = N) {
  for (let i = 0; i < n / 10; i++) f();
  const t = performance.now();
  for (let i = 0; i < n; i++) f();
  return ((performance.now() - t) / n) * 1e3;
}

const rows = {};
const add = (name, i, v) => ((rows[name] ??= [])[i] = v);
// Three rounds, best of each, alternating builds (fair to JIT warm-up and noise).
for (let round = 0; round < 3; round++) {
  builds.forEach(({ api }, i) => {
    const { Game, perft } = api;
    const g = new Game({ fen: FEN });
    const start = new Game();
    const best = (name, v) => add(name, i, Math.min(rows[name]?.[i] ?? Infinity, v));
    best('legalMoves() middlegame', each(() => g.legalMoves()));
    best('moves() middlegame', each(() => g.moves()));
    best('moves() placement start', each(() => start.moves()));
    best('status() cached', each(() => g.status()));
    g.play('Rb1');
    best('status() after a change (undo+redo+status, minus undo+redo)', each(() => { g.undo(); g.redo(); g.status(); }) - each(() => { g.undo(); g.redo(); }));
    g.undo();
    best('play + undo', each(() => { g.play('Rb1'); g.undo(); }));
    best('pieces()', each(() => g.pieces()));
    best('hand()', each(() => start.hand('white')));
    const long = new Game({ moves: ['K@e2', 'K@d7', 'F@d2', 'F@e7', 'S@c2', 'S@f7', 'S@f2', 'S@c7'] });
    best('plies() of 8', each(() => long.plies()));
    long.free();
    const t = performance.now();
    const nodes = perft(FEN, 4, 'fairy');
    best("perft 4 middlegame (ms)", performance.now() - t);
    add('perft nodes', i, nodes);
    g.free();
    start.free();
  });
}
const label = (d) => d.replace(/^.*\//, '') || d;
console.log(`${'µs per call (best of 3 rounds)'.padEnd(62)} ${builds.map((b) => label(b.dir).padStart(16)).join(' ')}`);
for (const [name, values] of Object.entries(rows)) {
  console.log(`${name.padEnd(62)} ${values.map((v) => (Number.isInteger(v) ? String(v) : v.toFixed(2)).padStart(16)).join(' ')}`);
}
for (const file of ['pkg/sittuyin_bg.wasm', 'pkg/sittuyin_engine_bg.wasm', 'pkg/sittuyin.js', 'lib/game.js']) {
  const cells = builds.map(({ dir }) => {
    const bytes = readFileSync(resolve(dir, file));
    return `${statSync(resolve(dir, file)).size}/${gzipSync(bytes, { level: 9 }).length}`.padStart(16);
  });
  console.log(`${`size ${file} (raw/gzip -9)`.padEnd(62)} ${cells.join(' ')}`);
}
process.exit(0);
