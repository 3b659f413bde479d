// Perft counts from Fairy-Stockfish's wasm UCI build (oracle only, never bundled), for
// crate/tests/data/perft*.txt. Usage:
//   node --no-experimental-fetch tests/oracle/perft.mjs IN OUT [MAX_NODES] [--depth D]
// IN: lines "# comment" or "<FEN>" (optionally "<FEN>;<max depth>"); OUT: "<FEN>;<d1>;<d2>;...".
// Depths grow while the next count is predicted (from the last branching factor) to stay under
// MAX_NODES (default 1.5M); a line still under 100k may go one deeper if the prediction is < 5M.
// "<FEN>;=D" or --depth D computes exactly depths 1..D (perft_deep.txt, RULES.md vectors).
// The package is resolved from $FSW_DIR (default /tmp/fsw: `npm i fairy-stockfish-nnue.wasm@1.1.12`).
import { fairyStockfish } from '../../scripts/fairy-stockfish.mjs';
import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
let fixedDepth = 0;
const di = args.indexOf('--depth');
if (di >= 0) { fixedDepth = Number(args[di + 1]); args.splice(di, 2); }
const [input, output, maxArg] = args;
const maxNodes = Number(maxArg ?? 1_500_000);
const dir = process.env.FSW_DIR ?? '/tmp/fsw';
const sf = await fairyStockfish({ from: dir.replace(/\/?$/, '/') });

const out = [];
let total = 0;
for (const raw of readFileSync(input, 'utf8').split('\n')) {
  const line = raw.trim();
  if (line === '') continue;
  if (line.startsWith('#')) { out.push(line); continue; }
  const [fen, capArg] = line.split(';');
  // "<FEN>;=D": exactly depths 1..D; "<FEN>;D": at most D
  const exact = fixedDepth || (capArg?.startsWith('=') ? Number(capArg.slice(1)) : 0);
  const cap = exact || Number(capArg || 12);
  const counts = [];
  for (let depth = 1; depth <= cap; depth++) {
    sf.post(`position fen ${fen}`);
    const r = await sf.ask(`go perft ${depth}`, (l) => l.startsWith('Nodes searched'));
    const n = Number(r.split(':')[1]);
    counts.push(n);
    if (n === 0) break;
    if (exact) continue;
    const prev = counts.length > 1 ? counts.at(-2) : 1;
    const next = n * Math.max(n / Math.max(prev, 1), 1);
    if (next > maxNodes && !(n < 100_000 && next < 5_000_000)) break;
  }
  total += counts.at(-1);
  out.push([fen, ...counts].join(';'));
  console.log(out.at(-1));
}
writeFileSync(output, out.join('\n') + '\n');
console.log(`total at max depth: ${total}`);
sf.quit();
process.exit(0);
