// npm run bench: perft speed of this package's wasm vs Fairy-Stockfish's wasm build, side by side
// in one run; the cost of legalMoves() + status(); and the package size.
// Fairy-Stockfish is used only as a benchmark opponent (devDependency), never bundled.
import { createRequire } from 'node:module';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { init, Game, perft } from '../dist/lib/index.js';

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

async function fairyStockfish() {
  const require = createRequire(import.meta.url);
  const sf = await require('fairy-stockfish-nnue.wasm/stockfish.js')();
  let waiting = null;
  sf.addMessageListener((line) => {
    if (waiting && waiting.match(line)) {
      const w = waiting;
      waiting = null;
      w.resolve(line);
    }
  });
  const ask = (cmd, match) =>
    new Promise((resolve) => {
      waiting = { match, resolve };
      sf.postMessage(cmd);
    });
  await ask('uci', (l) => l === 'uciok');
  sf.postMessage('setoption name UCI_Variant value sittuyin');
  await ask('isready', (l) => l === 'readyok');
  return {
    async perft(fen, depth) {
      sf.postMessage(`position fen ${fen}`);
      const t0 = performance.now();
      const line = await ask(`go perft ${depth}`, (l) => l.startsWith('Nodes searched'));
      return { nodes: Number(line.split(':')[1]), ms: performance.now() - t0 };
    },
    quit() {
      sf.postMessage('quit');
    },
  };
}

function fmt(n, width) {
  return String(n).padStart(width);
}

await init();
const sf = await fairyStockfish();
const NATIVE = 'target/release/sittuyin';
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
sf.quit();
const geo = Math.exp(ratios.reduce((s, r) => s + Math.log(r), 0) / ratios.length);
console.log(`ratio: min ${Math.min(...ratios).toFixed(2)}, geometric mean ${geo.toFixed(2)}`);

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

const sizes = [
  ['dist/pkg/sittuyin_bg.wasm', 'wasm'],
  ['dist/pkg/sittuyin.js', 'glue'],
  ['dist/lib/index.js', 'wrapper'],
];
for (const [file, what] of sizes) {
  const raw = statSync(file).size;
  const gz = gzipSync(readFileSync(file), { level: 9 }).length;
  console.log(`size ${what.padEnd(8)} ${file}: ${raw} bytes raw, ${gz} bytes gzipped`);
}
process.exit(0);
