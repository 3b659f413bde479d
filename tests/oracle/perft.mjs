// Perft counts from Fairy-Stockfish's wasm build (oracle only, never bundled), for
// crate/tests/data/perft.txt. Usage: node --no-experimental-fetch tests/oracle/perft.mjs IN OUT [MAX_NODES]
// IN: lines "<FEN>" or "# comment"; OUT: "<FEN>;<d1>;<d2>;..." up to MAX_NODES (default 3M) per line.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';

const [input, output, maxArg] = process.argv.slice(2);
const maxNodes = Number(maxArg ?? 3_000_000);
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
const ask = (cmd, match) => new Promise((resolve) => { waiting = { match, resolve }; sf.postMessage(cmd); });
await ask('uci', (l) => l === 'uciok');
sf.postMessage('setoption name UCI_Variant value sittuyin');
await ask('isready', (l) => l === 'readyok');

const out = [];
for (const line of readFileSync(input, 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  if (line.startsWith('#')) {
    out.push(line);
    continue;
  }
  const fen = line.trim();
  const counts = [];
  for (let depth = 1; depth <= 8; depth++) {
    sf.postMessage(`position fen ${fen}`);
    const r = await ask(`go perft ${depth}`, (l) => l.startsWith('Nodes searched'));
    const n = Number(r.split(':')[1]);
    counts.push(n);
    if (n === 0 || n * 30 > maxNodes) break;
  }
  out.push([fen, ...counts].join(';'));
  console.log(out.at(-1));
}
writeFileSync(output, out.join('\n') + '\n');
sf.postMessage('quit');
process.exit(0);
