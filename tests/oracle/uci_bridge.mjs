// Line bridge to Fairy-Stockfish's wasm UCI build (oracle only). Reads requests on stdin, one per
// line: "<FEN>\t<moves space-separated>"; answers one line: "<FEN after the moves>\t<legal moves>".
// Used by gen_games.py --wasm to get FENs and legal moves fast; every 9th answer is cross-checked
// there against pyffish. Package resolved from $FSW_DIR (default /tmp/fsw).
import { createRequire } from 'node:module';
import readline from 'node:readline';

const dir = process.env.FSW_DIR ?? '/tmp/fsw';
const require = createRequire(dir.replace(/\/?$/, '/'));
const sf = await require('fairy-stockfish-nnue.wasm/stockfish.js')();
let sink = null;
sf.addMessageListener((line) => sink && sink(line));
const collect = (cmd, done) => new Promise((resolve) => {
  const lines = [];
  sink = (l) => { lines.push(l); if (done(l)) { sink = null; resolve(lines); } };
  sf.postMessage(cmd);
});
await collect('uci', (l) => l === 'uciok');
sf.postMessage('setoption name UCI_Variant value sittuyin');
await collect('isready', (l) => l === 'readyok');
const rl = readline.createInterface({ input: process.stdin });
for await (const req of rl) {
  const [fen, moves] = req.split('\t');
  sf.postMessage(`position fen ${fen}${moves ? ' moves ' + moves : ''}`);
  const d = await collect('d', (l) => l.startsWith('Checkers'));
  const fenLine = d.find((l) => l.startsWith('Fen: ')).slice(5);
  const p = await collect('go perft 1', (l) => l.startsWith('Nodes searched'));
  const legal = p.filter((l) => /^\S+: 1$/.test(l)).map((l) => l.split(':')[0]);
  process.stdout.write(`${fenLine}\t${legal.join(' ')}\n`);
}
process.exit(0);
