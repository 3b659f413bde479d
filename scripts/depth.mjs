// Depth a search reaches at a fixed node count: `node scripts/depth.mjs [ENGINE] [NODES]`
// (default target/release/sittuyin, 100000). Sends `go nodes NODES` on seven positions (the
// middlegames and endings of `sittuyin bench` and three more) after `ucinewgame`, and prints the
// last completed depth, the wall time, the move and the FEN of each, then the mean depth. For
// comparing search changes: more depth at the same nodes is what pruning buys; the time per node
// is what it costs (compare two builds in one run, one after the other).
import { uciEngine } from './uci-client.mjs';
const [, , path = 'target/release/sittuyin', nodes = '100000'] = process.argv;
const fens = [
  'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9',
  '1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13',
  '6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40',
  '8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72',
  'r2k3r/2nsfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9',
  '2r2k2/1s1n1s2/p1fp1pp1/1p2p2p/1P2P2P/P1FP1PP1/1S1N1S2/2R2K2[] w - - 0 20',
  'r3k2r/2s1fs2/1n2pppn/pppp4/4PPPP/PPPPN3/2S1FS1N/R3K2R[] b - - 3 11',
];
const e = await uciEngine(path);
let tot = 0, totd = 0;
for (const fen of fens) {
  e.post('ucinewgame');
  e.post(`position fen ${fen}`);
  let depth = 0;
  const t0 = Date.now();
  const fn = (l) => { const m = /^info depth (\d+)/.exec(l); if (m) depth = +m[1]; };
  e.addListener(fn);
  const best = await e.ask(`go nodes ${nodes}`, (l) => l.startsWith('bestmove'));
  e.removeListener(fn);
  const ms = Date.now() - t0;
  tot += ms; totd += depth;
  console.log(depth, ms, best, fen);
}
console.log('mean depth', (totd / fens.length).toFixed(2), 'total ms', tot);
e.quit();
