// npm run bench:worker: the wasm worker's level-8 time per move (issue 20), as the app asks it:
// searchBestMove (the package's worker, a worker_threads Worker in Node) at level 8, wall time
// per request from the caller's side (message round trip included). Three parts of each game:
// the placement drops (level 8 answers them from its book), the board moves after it, and moves
// from a middlegame position (bench.mjs's).
//   node scripts/bench-worker.mjs [--games N] [--moves N] [--rules NAME]
// Games differ by the level's seed (its randomness among equal book set-ups and close moves).
import { performance } from 'node:perf_hooks';
import { init, Game } from '../dist/lib/index.js';
import { searchBestMove, stopEngine } from '../dist/lib/engine.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const GAMES = Number(arg('games', 2));
const MOVES = Number(arg('moves', 10));
const RULES = arg('rules', 'chessplayx');

await init();

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const line = (what, a) =>
  `${what.padEnd(28)} ${String(a.length).padStart(5)} ${median(a).toFixed(1).padStart(10)} ${Math.max(...a).toFixed(1).padStart(10)} ${(a.reduce((x, y) => x + y, 0) / a.length).toFixed(1).padStart(10)}`;

// The worker started and its module loaded before anything is timed.
await searchBestMove(undefined, [], { depth: 1 }, { rules: RULES });

const MIDDLEGAME = '1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13';

/** Plays level 8 against itself from `fen` (default: the start) through the placement and then
 * `MOVES` board moves; the times go to `drops` and `moves`, the depths to `depths`. */
async function play(fen, seed, drops, moves, depths) {
  const g = new Game({ fen, rules: RULES });
  let played = 0;
  while (!g.status().over && (g.phase === 'placement' || played < MOVES)) {
    const placing = g.phase === 'placement';
    const t0 = performance.now();
    const best = await searchBestMove(g.startFen(), g.history(), { level: 8, seed }, { rules: RULES });
    const ms = performance.now() - t0;
    if (placing) drops.push(ms);
    else {
      moves.push(ms);
      depths.push(best.depth);
      played++;
    }
    g.play(best.uci);
  }
  g.free();
}

const drops = [];
const opening = [];
const middlegame = [];
const depths = [];
for (let game = 1; game <= GAMES; game++) {
  await play(undefined, game, drops, opening, depths);
  await play(MIDDLEGAME, game, drops, middlegame, depths);
}
stopEngine();

console.log(`level 8 through the package's worker (searchBestMove), ${RULES}, ${GAMES} game(s), ${MOVES} board moves each`);
console.log(`${'part'.padEnd(28)} ${'count'.padStart(5)} ${'median ms'.padStart(10)} ${'max ms'.padStart(10)} ${'mean ms'.padStart(10)}`);
console.log(line('placement drops (book)', drops));
if (opening.length) console.log(line('board moves after placement', opening));
if (middlegame.length) console.log(line('middlegame moves', middlegame));
const moves = [...opening, ...middlegame];
if (moves.length) console.log(line('all board moves', moves));
if (depths.length) console.log(`board moves' depths: median ${median(depths)}, ${Math.min(...depths)}-${Math.max(...depths)}`);
