// npm run bench: perft speed of this package's wasm vs Fairy-Stockfish's wasm build, side by side
// in one run; the search: time per move of every level and nodes/second, wasm and native, beside
// Fairy-Stockfish's wasm search speed; the cost of legalMoves() + status(); and the package size.
// `npm run bench -- --search` runs only the search part.
// Fairy-Stockfish is used only as a benchmark opponent (devDependency), never bundled.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { init, Game, perft } from '../dist/lib/index.js';
import { fairyStockfish } from './fairy-stockfish.mjs';
import { uciEngine } from './uci-client.mjs';

const POSITIONS = [
  ['start (placement)', '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1', 4],
  ['placement half', 'r6r/3k4/4pppp/pppp4/4PPPP/PPPP4/4K3/R6R[SSFNNssfnn] w - - 0 4', 4],
  ['first board move', 'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9', 4],
  ['middlegame', '1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13', 4],
  ['promotions', '6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40', 5],
  ['endgame', '8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72', 4],
  ['endgame 2', '2r5/6k1/6p1/3s2P1/3npR2/8/p2N2F1/3K4[] w - - 1 50', 4],
  ['endgame 3', '8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50', 4],
  ['last pawn', '1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1', 5],
  ['counting', '4k3/8/8/8/8/8/R7/4K3[] b - 32 0 1', 5],
];

async function fairyStockfishBench() {
  const sf = await fairyStockfish();
  return {
    async perft(fen, depth) {
      sf.post(`position fen ${fen}`);
      const t0 = performance.now();
      const line = await sf.ask(`go perft ${depth}`, (l) => l.startsWith('Nodes searched'));
      return { nodes: Number(line.split(':')[1]), ms: performance.now() - t0 };
    },
    /** A fixed-time search; the nodes/second of its last info line. */
    async search(fen, ms) {
      let last = '';
      const listen = (l) => { if (l.startsWith('info') && / nps /.test(l)) last = l; };
      sf.addListener(listen);
      sf.post('ucinewgame');
      sf.post(`position fen ${fen}`);
      await sf.ask(`go movetime ${ms}`, (l) => l.startsWith('bestmove'));
      sf.removeListener(listen);
      return { nps: Number(last.match(/ nps (\d+)/)?.[1] ?? 0), depth: Number(last.match(/ depth (\d+)/)?.[1] ?? 0) };
    },
    quit: sf.quit,
  };
}

/** The native engine over UCI (target/release/sittuyin uci): one `go` per call, timed here. */
async function nativeUci(path) {
  const engine = await uciEngine(path);
  let last = '';
  engine.addListener((l) => {
    if (l.startsWith('info')) last = l;
  });
  return {
    async go(fen, level) {
      engine.post(`setoption name Level value ${level}`);
      engine.post('ucinewgame');
      engine.post(`position fen ${fen}`);
      await engine.ask('isready', (l) => l === 'readyok');
      last = '';
      const t0 = performance.now();
      await engine.ask(level === 8 ? 'go movetime 2000' : 'go', (l) => l.startsWith('bestmove'));
      const ms = performance.now() - t0;
      return { ms, nodes: Number(last.match(/ nodes (\d+)/)?.[1] ?? 0), depth: Number(last.match(/ depth (\d+)/)?.[1] ?? 0) };
    },
    quit: engine.quit,
  };
}

const SEARCH_POSITIONS = [
  ['start (placement)', '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1'],
  ['first board move', 'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9'],
  ['middlegame', '1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13'],
  ['endgame', '8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72'],
];

/** Time per move of each level (one move from each position), wasm (Game.bestMove) and native (UCI). */
async function searchBench(sf) {
  const native = existsSync(NATIVE) ? await nativeUci(NATIVE) : null;
  console.log('\nsearch: time per move by level (one move from each of 4 positions: placement start, first board move, middlegame, endgame)');
  console.log(`${'level'.padEnd(6)} ${'limit'.padEnd(18)} ${'wasm ms (min-max)'.padStart(20)} ${'wasm knps'.padStart(10)} ${'native ms (min-max)'.padStart(20)} ${'native knps'.padStart(12)} ${'depth'.padStart(6)}`);
  const LIMIT = ['depth 1', 'depth 2', '3k nodes', '12k nodes', '50k nodes', '200k nodes', '1M nodes or 500 ms', '2 s'];
  for (let level = 1; level <= 8; level++) {
    const w = [];
    const n = [];
    let wn = 0;
    let wt = 0;
    let nn = 0;
    let nt = 0;
    const depths = [];
    for (const [, fen] of SEARCH_POSITIONS) {
      const g = new Game({ fen });
      const t0 = performance.now();
      const best = g.bestMove({ level, seed: 1 });
      const ms = performance.now() - t0;
      g.free();
      w.push(ms); wn += best.nodes; wt += ms;
      depths.push(best.depth);
      if (native) {
        const r = await native.go(fen, level);
        n.push(r.ms); nn += r.nodes; nt += r.ms;
      }
    }
    const range = (a) => (a.length ? `${Math.round(Math.min(...a))}-${Math.round(Math.max(...a))}` : 'n/a');
    const knps = (nodes, ms) => (ms > 20 ? (nodes / ms).toFixed(0) : '-');
    console.log(`${String(level).padEnd(6)} ${LIMIT[level - 1].padEnd(18)} ${range(w).padStart(20)} ${knps(wn, wt).padStart(10)} ${range(n).padStart(20)} ${(native ? knps(nn, nt) : 'n/a').padStart(12)} ${depths.join('/').padStart(6)}`);
  }
  native?.quit();
  placementBench();
  const fs = [];
  for (const [, fen] of SEARCH_POSITIONS) fs.push(await sf.search(fen, 2000));
  const mean = fs.reduce((a, r) => a + r.nps, 0) / fs.length / 1e3;
  console.log(`Fairy-Stockfish wasm, go movetime 2000 on the same positions: ${mean.toFixed(0)} knps (depths ${fs.map((r) => r.depth).join('/')}); its nodes and ours are counted differently (NNUE evaluation, different pruning), so compare strength with npm run match, not node counts`);
}

/** Level 8 through a whole placement (both sides, chessplayx): ms per drop in wasm. Level 8
 * answers placement drops from its book (issue 20); every other level searches them. */
function placementBench() {
  for (const level of [7, 8]) {
    const g = new Game();
    const times = [];
    while (g.phase === 'placement') {
      const t0 = performance.now();
      const best = g.bestMove({ level, seed: 1 });
      times.push(performance.now() - t0);
      g.play(best.uci);
    }
    g.free();
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(`level ${level} placement, ${times.length} drops (wasm): ${mean.toFixed(1)} ms per drop on average, ${Math.max(...times).toFixed(1)} ms at most`);
  }
}

function fmt(n, width) {
  return String(n).padStart(width);
}

await init();
const sf = await fairyStockfishBench();
const NATIVE = 'target/release/sittuyin';
if (process.argv.includes('--search')) {
  await searchBench(sf);
  sf.quit();
  process.exit(0);
}
const hasNative = existsSync(NATIVE);
function nativeMs(fen, depth) {
  // The CLI's own startup is about a millisecond; best of 2.
  let best = Infinity;
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    execFileSync(NATIVE, ['perft', String(depth), '--fen', fen, '--rules', 'fairy']);
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}
console.log('perft (leaf nodes/second, bulk-counted leaves; best of 2 runs each)');
console.log(`${'position'.padEnd(18)} depth ${'nodes'.padStart(11)} ${'sittuyin Mn/s'.padStart(14)} ${'FS wasm Mn/s'.padStart(13)} ${'ratio'.padStart(6)} ${'native Mn/s'.padStart(12)}`);
const ratios = [];
for (const [name, fen, depth] of POSITIONS) {
  let ours = Infinity;
  let nodes = 0;
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    nodes = perft(fen, depth, 'fairy');
    ours = Math.min(ours, performance.now() - t0);
  }
  let theirs = Infinity;
  let theirNodes = 0;
  for (let i = 0; i < 2; i++) {
    const r = await sf.perft(fen, depth);
    theirs = Math.min(theirs, r.ms);
    theirNodes = r.nodes;
  }
  if (theirNodes !== nodes) console.log(`  MISMATCH: Fairy-Stockfish counts ${theirNodes}`);
  const a = nodes / ours / 1e3;
  const b = theirNodes / theirs / 1e3;
  ratios.push(a / b);
  const native = hasNative ? (nodes / nativeMs(fen, depth) / 1e3).toFixed(1) : 'n/a';
  console.log(`${name.padEnd(18)} ${fmt(depth, 5)} ${fmt(nodes, 11)} ${fmt(a.toFixed(1), 14)} ${fmt(b.toFixed(1), 13)} ${fmt((a / b).toFixed(2), 6)} ${fmt(native, 12)}`);
}
const geo = Math.exp(ratios.reduce((s, r) => s + Math.log(r), 0) / ratios.length);
console.log(`ratio: min ${Math.min(...ratios).toFixed(2)}, geometric mean ${geo.toFixed(2)}`);
await searchBench(sf);
sf.quit();

const g = new Game({ fen: '1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13' });
const N = 10_000;
for (let i = 0; i < 1000; i++) {
  g.legalMoves();
  g.status();
}
let t0 = performance.now();
for (let i = 0; i < N; i++) {
  g.legalMoves();
  g.status();
}
const perCall = ((performance.now() - t0) / N) * 1e3;
// The same after every change (the status cache is cleared): undo + redo + the pair, minus
// undo + redo alone.
g.play('Rb1');
t0 = performance.now();
for (let i = 0; i < N; i++) {
  g.undo();
  g.redo();
}
const changeOnly = performance.now() - t0;
t0 = performance.now();
for (let i = 0; i < N; i++) {
  g.undo();
  g.redo();
  g.legalMoves();
  g.status();
}
const afterChange = ((performance.now() - t0 - changeOnly) / N) * 1e3;
t0 = performance.now();
for (let i = 0; i < N; i++) g.moves();
const movesCall = ((performance.now() - t0) / N) * 1e3;
console.log(`legalMoves() + status() on a middlegame: ${perCall.toFixed(2)} µs per pair (${N} calls, status cached), ${afterChange.toFixed(2)} µs right after a move; moves(): ${movesCall.toFixed(2)} µs`);
const each = (f) => {
  for (let i = 0; i < 500; i++) f();
  const t = performance.now();
  for (let i = 0; i < N; i++) f();
  return ((performance.now() - t) / N) * 1e3;
};
g.undo();
const legalOnly = each(() => g.legalMoves());
const statusOnly = each(() => g.status());
const played = each(() => { g.play('Rb1'); g.undo(); });
console.log(`each alone: legalMoves() ${legalOnly.toFixed(2)} µs, status() ${statusOnly.toFixed(2)} µs (cached), a played move (play + undo) ${played.toFixed(2)} µs`);

const sizes = [
  ['dist/pkg/sittuyin_bg.wasm', 'wasm'],
  ['dist/pkg/sittuyin.js', 'glue'],
  ['dist/pkg/sittuyin_engine_bg.wasm', 'engine'],
  ['dist/pkg/sittuyin_engine.js', 'eng glue'],
  ['dist/lib/index.js', 'wrapper'],
];
for (const [file, what] of sizes) {
  const raw = statSync(file).size;
  const gz = gzipSync(readFileSync(file), { level: 9 }).length;
  console.log(`size ${what.padEnd(8)} ${file}: ${raw} bytes raw, ${gz} bytes gzipped`);
}
process.exit(0);
