// Endgame conversion benchmark: can the engine mate a bare king within the count?
//   node scripts/endgames.mjs [--games 20] [--movetime 100] [--engine target/release/sittuyin]
//        [--attacker sittuyin|fairy-stockfish] [--defender fairy-stockfish|sittuyin]
//        [--tablebases DIR | --no-tablebases] [--won] [--tables [ENDING ...]]
// The engine uses its endgame tables, cached in DIR (default target/tablebases); each line also
// says how many of the start positions the tables win within the count ("won"), which bounds
// what any attacker can mate against perfect defence. --won draws only positions the tables win
// for White (White to move, the count running), so the score is the conversion rate. --tables instead prints the generation
// time and size of each table, native (sittuyin tablebase) and wasm (the built package).
// From seeded random placements of K+X vs a bare K (X = R, S, S+F, N+F, R+F), the stronger side
// is the native engine over UCI (or, for comparison, Fairy-Stockfish); the defender is
// Fairy-Stockfish's wasm build at full strength (default) or the engine itself. The game runs under the chessplayx rules (count expiry and
// insufficient material end it automatically). Prints, per material, mates / games and the mean
// number of moves the mates took, against the count limit.
import { execFileSync } from 'node:child_process';
import { init, Game } from '../dist/lib/index.js';
// The raw bindings of the engine's module (init({ engine: true }) loads it as the rules module too).
import { WasmGame, tablebaseGenerateEnding, tablebaseTrainingFen } from '../dist/pkg/sittuyin_engine.js';
import { performance } from 'node:perf_hooks';
import { fairyStockfish } from './fairy-stockfish.mjs';
import { uciEngine } from './uci-client.mjs';
import { mulberry32 as rng, option } from './common.mjs';

const args = process.argv.slice(2);
const GAMES = Number(option('games', 20));
const MOVETIME = Number(option('movetime', 100));
const ENGINE = option('engine', 'target/release/sittuyin');
const ATTACKER = option('attacker', 'sittuyin');
const DEFENDER = option('defender', 'fairy-stockfish');
const NO_TABLES = args.includes('--no-tablebases');
const WON = args.includes('--won');
const ENDING = { R: 'KRK', S: 'KSK', 'S+F': 'KFSK', 'N+F': 'KFNK', 'R+F': 'KFRK' };
const TB_DIR = option('tablebases', 'target/tablebases');


const MATERIAL = { R: 'R', S: 'S', 'S+F': 'SF', 'N+F': 'NF', 'R+F': 'RF' };

/** A legal position: White K + pieces vs the bare Black king, Black to move (the count starts). */
function randomPosition(letters, next) {
  for (;;) {
    const squares = new Set();
    const pick = () => {
      for (;;) {
        const s = Math.floor(next() * 64);
        if (!squares.has(s)) {
          squares.add(s);
          return s;
        }
      }
    };
    const board = Array(64).fill(null);
    board[pick()] = 'K';
    board[pick()] = 'k';
    for (const l of letters) board[pick()] = l;
    let fen = '';
    for (let rank = 7; rank >= 0; rank--) {
      let empty = 0;
      for (let file = 0; file < 8; file++) {
        const p = board[rank * 8 + file];
        if (p) {
          if (empty) fen += empty;
          empty = 0;
          fen += p;
        } else empty++;
      }
      if (empty) fen += empty;
      if (rank) fen += '/';
    }
    fen += '[] b - - 0 1';
    try {
      const g = new Game({ fen });
      const ok = !g.isCheck() && !g.status().over && g.legalMoves().length > 0;
      g.free();
      if (ok) return fen;
    } catch {
      // kings adjacent, the side not to move in check: draw again
    }
  }
}

/** Generation time and size of each table, native and wasm. */
function tables(endings) {
  console.log('endgame tables: generation time and size (each with its smaller tables already made)');
  console.log(`${'ending'.padEnd(7)} ${'native ms'.padStart(10)} ${'wasm ms'.padStart(9)} ${'bytes'.padStart(10)} ${'longest'.padStart(8)}`);
  const list = endings.length ? endings : ['all'];
  const native = execFileSync(ENGINE, ['tablebase', ...list], { encoding: 'utf8' }).trim().split('\n').slice(1);
  for (const line of native) {
    const [ending, ms, bytes, longest] = line.trim().split(/\s+/);
    // Smaller tables first, so the timing is this table's alone.
    for (const sub of subEndings(ending)) tablebaseGenerateEnding(sub);
    const t0 = performance.now();
    tablebaseGenerateEnding(ending);
    const wasmMs = performance.now() - t0;
    console.log(`${ending.padEnd(7)} ${ms.padStart(10)} ${wasmMs.toFixed(0).padStart(9)} ${bytes.padStart(10)} ${longest.padStart(8)} plies`);
  }
}

/** The endings one capture away (KSFK -> KFK, KSK). */
function subEndings(ending) {
  const [white, black] = ending.slice(1).split('K');
  const out = [];
  const pieces = [...[...white].map((c) => ['w', c]), ...[...black].map((c) => ['b', c])];
  for (let i = 0; i < pieces.length; i++) {
    const rest = pieces.filter((_, j) => j !== i);
    if (!rest.length) continue;
    const w = rest.filter(([c]) => c === 'w').map(([, p]) => p).join('');
    const b = rest.filter(([c]) => c === 'b').map(([, p]) => p).join('');
    out.push(w.length >= b.length ? `K${w}K${b}` : `K${b}K${w}`);
  }
  return out;
}

/** Whether the tables win the start position for White within the count (valued as if the count
 * started now; in the game it starts after White's first move, one move later). */
function tableWins(fen, countPlies) {
  const g = new WasmGame(fen);
  g.tablebaseGenerate();
  g.free();
  const h = new WasmGame(fen.replace(/ - - 0 1$/, ` - ${countPlies} 0 1`));
  const probe = h.tablebaseProbe();
  h.free();
  return probe ? JSON.parse(probe).result === 'loss' : false;
}

const COUNT_PLIES = { R: 32, S: 88, 'S+F': 88, 'N+F': 128, 'R+F': 32 };

await init({ engine: true });
if (args.includes('--tables')) {
  const endings = args.slice(args.indexOf('--tables') + 1).filter((a) => !a.startsWith('--'));
  tables(endings);
  process.exit(0);
}
const ours = await uciEngine(ENGINE, {
  options: NO_TABLES ? { Tablebases: 'false' } : { TablebasePath: TB_DIR },
});
const fs = ATTACKER === 'fairy-stockfish' || DEFENDER === 'fairy-stockfish' ? await fairyStockfish() : null;
const attacker = ATTACKER === 'fairy-stockfish' ? fs : ours;
const defender = DEFENDER === 'fairy-stockfish' ? fs : ours;
const next = rng(12345);
console.log(`mating a bare king${WON ? ' from table-won positions' : ''}: ${ATTACKER === 'sittuyin' ? `sittuyin (${ENGINE}${NO_TABLES ? ', no tables' : ', tables'})` : ATTACKER} attacks, ${DEFENDER} defends, ${MOVETIME} ms/move, ${GAMES} games each`);
for (const [name, letters] of Object.entries(MATERIAL)) {
  let mates = 0;
  let mateMoves = 0;
  let limit = 0;
  let won = 0;
  const other = {};
  for (let i = 0; i < GAMES; i++) {
    const fen = WON ? tablebaseTrainingFen(ENDING[name], 1000 + i) : randomPosition(letters, next);
    if (WON || tableWins(fen, COUNT_PLIES[name])) won++;
    const g = new Game({ fen });
    attacker.post('ucinewgame');
    if (defender !== attacker) defender.post('ucinewgame');
    while (!g.status().over) {
      const position = `position fen ${fen}${g.ply ? ` moves ${g.history().join(' ')}` : ''}`;
      const engine = g.turn === 'black' ? defender : attacker;
      engine.post(position);
      const line = await engine.ask(`go movetime ${MOVETIME}`, (l) => l.startsWith('bestmove'));
      g.play(line.split(' ')[1]);
      if (g.status().counting) limit = g.status().counting.limit;
    }
    const st = g.status();
    if (st.reason === 'checkmate' && st.winner === 'white') {
      mates++;
      mateMoves += Math.ceil(g.ply / 2);
    } else {
      other[st.reason] = (other[st.reason] ?? 0) + 1;
    }
    g.free();
  }
  const rest = Object.entries(other).map(([k, v]) => `${k} ${v}`).join(', ');
  console.log(`K+${name.padEnd(4)} vs K: mates ${String(mates).padStart(2)}/${GAMES}${mates ? `, mean ${(mateMoves / mates).toFixed(1)} moves` : ''} (count limit ${limit || '-'} moves; table-won starts ${won}/${GAMES})${rest ? `; ${rest}` : ''}`);
}
ours.quit();
fs?.quit();
process.exit(0);
