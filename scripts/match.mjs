// npm run match: plays `sittuyin uci` against Fairy-Stockfish's wasm build at a fixed time per
// move, colours alternating, from varied set-ups; adjudicates by the rules (this package's Game,
// claimable draws taken); prints W/D/L and the Elo difference with a 95% margin.
// Fairy-Stockfish is a benchmark opponent only (devDependency), never bundled.
//
//   node --no-experimental-fetch scripts/match.mjs [--games 40] [--movetime 100] [--skill 0..20|full]
//        [--engine target/release/sittuyin] [--level 1..8] [--max-plies 1000] [--seed 1] [--verbose]
//        [--opponent other/sittuyin] [--nodes N] [--tc SECONDS+INC] [--tablebases DIR]
//        [--options Name=value,...] [--opponent-options Name=value,...]
//        [--sprt elo0=0,elo1=10,alpha=0.05,beta=0.05[,model=penta|tri]] [--sprt-min-pairs 10]
//        [--openings drops] [--book FILE] [--opponent-nodes N] [--log FILE]
// --max-plies calls a game still running after that many plies (past the opening) drawn, as 'move
// cap'. The default, 1000, lets the rules end the games (a claim or a count): at 300, the old
// default, a third of the games against full Fairy-Stockfish ended at the cap.
// --opponent plays another sittuyin build instead of Fairy-Stockfish (A/B tests of the search);
// --nodes searches a fixed node count per move instead of a fixed time (repeatable on a busy machine).
// --opponent-nodes gives the opponent (Fairy-Stockfish or the other build) its own fixed node count
// per move (`go nodes N`), so the two budgets can differ; without it the opponent gets --nodes (or
// --movetime) like ours.
// --log FILE writes one JSON line per move: {game, ply, fen (before the move), side (w|b), engine,
// ours (whether it is the engine under test), move, score ({cp} or {mate}, from the mover's side, the
// engine's last `info ... score` line; bound: 'lower'|'upper' when that line was one), depth}, and
// at each game's end {game, result ('1-0'|'0-1'|'1/2-1/2'), reason, plies, ourColor, opening, fen
// (the final position)}.
// `node scripts/disagreements.mjs FILE` reads it (see there).
// --tc plays with a clock instead (`--tc 10+0.1`: 10 s each and 0.1 s per move, sent as
// `go wtime btime winc binc`; the runner measures each reply's wall time and a flag loses), so the
// engines' time management is what is tested.
// --book FILE plays the openings of a book (scripts/book.mjs: unbalanced openings, fewer draws in
// self-play tests) in a seeded order instead of the set-ups and drops, each with both colours.
// --tablebases gives the engines the endgame-table cache DIR (see `sittuyin tablebase --dir DIR all`),
// so tables the game can reach are loaded rather than generated during a move.
// --options / --opponent-options send UCI options to our engine / the other sittuyin build, e.g.
// `--opponent target/release/sittuyin --options EvalFile=net.nnue --opponent-options UseNNUE=false`
// plays the same binary with and without the evaluation network.
// --sprt stops as soon as a GSPRT (scripts/sprt.mjs) accepts H0 (elo <= elo0) or H1 (elo >= elo1),
// checked after every game pair once --sprt-min-pairs pairs (default 10) are complete; --games is
// then the most it plays (default 2000). It prints the LLR (pentanomial over game pairs by
// default, the trinomial one beside it) and its bounds.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { init, Game, setupFen, startFen, traditionalSetups } from '../dist/lib/index.js';
import { fairyStockfish } from './fairy-stockfish.mjs';
import { parseInfoScore, uciEngine } from './uci-client.mjs';
import { mulberry32, option, uciOptions } from './common.mjs';
import { parseBook, sampleBook } from './book.mjs';
import { MIN_PAIRS, parseSprt, sprt } from './sprt.mjs';

const args = process.argv.slice(2);
const SPRT = option('sprt', null) === null ? null : parseSprt(option('sprt', ''));
const GAMES = Number(option('games', SPRT ? 2000 : 40));
const MOVETIME = Number(option('movetime', 100));
const SKILL = option('skill', 'full');
const ENGINE = option('engine', 'target/release/sittuyin');
const LEVEL = option('level', null);
const MAX_PLIES = Number(option('max-plies', 1000));
const SEED = Number(option('seed', 1));
const VERBOSE = args.includes('--verbose');
const OPPONENT = option('opponent', null);
const NODES = option('nodes', null);
const TB_PATH = option('tablebases', null);
const OPTIONS = uciOptions(option('options', null));
const OPPONENT_OPTIONS = uciOptions(option('opponent-options', null));
const TC = option('tc', null);
const [TC_BASE, TC_INC] = TC === null ? [0, 0] : TC.split('+').map((x) => Math.round(Number(x) * 1000));
if (TC !== null && !(TC_BASE > 0 && TC_INC >= 0)) throw new Error(`--tc needs SECONDS+INC, not ${TC}`);
const GO = NODES ? `go nodes ${NODES}` : `go movetime ${MOVETIME}`;
const OPPONENT_NODES = option('opponent-nodes', null);
if (OPPONENT_NODES !== null && !(Number(OPPONENT_NODES) > 0)) throw new Error(`--opponent-nodes needs a count, not ${OPPONENT_NODES}`);
const OPPONENT_GO = OPPONENT_NODES ? `go nodes ${OPPONENT_NODES}` : GO;
const LOG = option('log', null);
if (LOG) writeFileSync(LOG, '');
/** Appends one JSON line to the --log file. */
function log(entry) {
  if (LOG) appendFileSync(LOG, `${JSON.stringify(entry)}\n`);
}




/** Openings: full traditional set-ups for both sides, and the start with a few random drops. */
function openings(count, random) {
  // The traditional set-ups (the crate's list, README "Rules presets"), both sides placed.
  const names = traditionalSetups().map((s) => s.name);
  const list = [];
  const pairs = [];
  for (const w of names) for (const b of names) pairs.push([w, b]);
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j], pairs[i]];
  }
  // --openings drops: only the start with random drops (placement still to play).
  const full = option('openings', null) === 'drops' ? 0 : Math.ceil((count * 3) / 5);
  for (const [w, b] of pairs.slice(0, full)) {
    list.push({ name: `${w}/${b}`, fen: setupFen(w, b), moves: [] });
  }
  while (list.length < count) {
    const g = new Game();
    const moves = [];
    for (let i = 0; i < 4; i++) {
      const legal = g.legalMoves();
      const m = legal[Math.floor(random() * legal.length)];
      g.play(m);
      moves.push(m);
    }
    g.free();
    list.push({ name: `drops ${moves.join(' ')}`, fen: startFen(), moves });
  }
  return list;
}

async function fairyStockfishClient() {
  const name = `Fairy-Stockfish (skill ${SKILL})`;
  const sf = await fairyStockfish({
    options: SKILL !== 'full' ? { 'Skill Level': SKILL } : {},
    log: VERBOSE ? (dir, line) => console.error(`${name} ${dir} ${line}`) : null,
  });
  return { ...sf, name };
}

function ours(path = ENGINE, name = `sittuyin${LEVEL ? ` level ${LEVEL}` : ''}`, extra = OPTIONS) {
  return uciEngine(path, {
    name,
    options: {
      ...(LEVEL && path === ENGINE ? { Level: LEVEL } : {}),
      ...(TB_PATH ? { TablebasePath: TB_PATH } : {}),
      ...extra,
    },
    log: VERBOSE ? (dir, line) => console.error(`${name} ${dir} ${line}`) : null,
  });
}

/** Plays one game; returns 1, 0.5 or 0 for White and the reason. */
async function play(opening, white, black, number) {
  const game = new Game({ fen: opening.fen });
  for (const m of opening.moves) game.play(m);
  for (const e of [white, black]) {
    e.post('ucinewgame');
    await e.ask('isready', (l) => l === 'readyok');
  }
  const moves = [...opening.moves];
  const clock = { w: TC_BASE, b: TC_BASE };
  let result = null;
  while (!result) {
    const status = game.status();
    if (status.over) {
      result = { score: status.winner === 'white' ? 1 : status.winner === 'black' ? 0 : 0.5, reason: status.reason };
      break;
    }
    if (status.claimable.length > 0) {
      result = { score: 0.5, reason: `${status.claimable[0]} (claimed)` };
      break;
    }
    if (moves.length - opening.moves.length >= MAX_PLIES) {
      result = { score: 0.5, reason: 'move cap' };
      break;
    }
    const side = game.fen().split(' ')[1];
    const engine = side === 'w' ? white : black;
    const position = `position fen ${opening.fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`;
    engine.post(position);
    const go = TC ? `go wtime ${clock.w} btime ${clock.b} winc ${TC_INC} binc ${TC_INC}` : engine === me ? GO : OPPONENT_GO;
    lastScores.set(engine, null);
    const fenBefore = LOG ? game.fen() : null;
    const asked = performance.now();
    const line = await engine.ask(go, (l) => l.startsWith('bestmove'));
    if (TC) {
      clock[side] -= Math.round(performance.now() - asked);
      if (clock[side] < 0) {
        result = { score: engine === white ? 0 : 1, reason: `${engine.name} lost on time` };
        break;
      }
      clock[side] += TC_INC;
    }
    const move = line.split(/\s+/)[1];
    if (LOG) {
      const lastScore = lastScores.get(engine);
      const { depth = null, ...score } = lastScore ?? {};
      log({
        game: number,
        ply: moves.length,
        fen: fenBefore,
        side,
        engine: engine.name,
        ours: engine === me,
        move,
        score: lastScore ? score : null,
        depth,
      });
    }
    try {
      game.play(move);
    } catch (e) {
      result = {
        score: engine === white ? 0 : 1,
        reason: `illegal move ${move} by ${engine.name} in ${game.fen()}`,
      };
      break;
    }
    moves.push(move);
  }
  const fen = game.fen();
  game.free();
  return { ...result, plies: moves.length, fen };
}

/** Elo difference and 95% margin from a score fraction and per-game deviation. */
function elo(w, d, l) {
  const n = w + d + l;
  const p = (w + d / 2) / n;
  // A perfect score has no finite estimate: report the bound of half a game less.
  const clampP = (x) => Math.min(Math.max(x, 0.5 / n), 1 - 0.5 / n);
  const toElo = (x) => -400 * Math.log10(1 / clampP(x) - 1);
  const variance = (w * (1 - p) ** 2 + d * (0.5 - p) ** 2 + l * p ** 2) / n;
  const margin = 1.96 * Math.sqrt(variance / n);
  return { p, elo: toElo(p), low: toElo(p - margin), high: toElo(p + margin) };
}

await init();
const random = mulberry32(SEED);
const BOOK = option('book', null);
const book = BOOK
  ? sampleBook(parseBook(readFileSync(BOOK, 'utf8')), Math.ceil(GAMES / 2), random)
  : openings(Math.ceil(GAMES / 2), random);
const opponentName = `opponent ${OPPONENT}${Object.keys(OPPONENT_OPTIONS).length ? ` (${option('opponent-options', '')})` : ''}`;
const sf = OPPONENT ? await ours(OPPONENT, opponentName, OPPONENT_OPTIONS) : await fairyStockfishClient();
const me = await ours(ENGINE, `sittuyin${LEVEL ? ` level ${LEVEL}` : ''}${Object.keys(OPTIONS).length ? ` (${option('options', '')})` : ''}`);
// The last `info ... score` line of each engine's current search (for --log); one listener each.
const lastScores = new Map();
if (LOG) {
  for (const engine of [me, sf]) {
    engine.addListener((l) => {
      const score = parseInfoScore(l);
      if (score) lastScores.set(engine, score);
    });
  }
}
let [w, d, l] = [0, 0, 0];
const test = SPRT ? sprt(SPRT, Number(option('sprt-min-pairs', MIN_PAIRS))) : null;
let played = 0;
const started = Date.now();
for (let i = 0; i < GAMES; i++) {
  const opening = book[Math.floor(i / 2)];
  const weAreWhite = i % 2 === 0;
  const [white, black] = weAreWhite ? [me, sf] : [sf, me];
  const r = await play(opening, white, black, i + 1);
  log({
    game: i + 1,
    result: r.score === 1 ? '1-0' : r.score === 0 ? '0-1' : '1/2-1/2',
    reason: r.reason,
    plies: r.plies,
    ourColor: weAreWhite ? 'w' : 'b',
    opening: opening.name,
    fen: r.fen,
  });
  const ourScore = weAreWhite ? r.score : 1 - r.score;
  if (ourScore === 1) w++;
  else if (ourScore === 0) l++;
  else d++;
  played++;
  test?.add(ourScore, Math.floor(i / 2));
  console.log(
    `game ${String(i + 1).padStart(3)}: ${white.name} vs ${black.name} [${opening.name}] ` +
      `${r.score === 1 ? '1-0' : r.score === 0 ? '0-1' : '1/2-1/2'} ${r.reason}, ${r.plies} plies  (W ${w} D ${d} L ${l})` +
      (VERBOSE ? `\n    final ${r.fen}` : ''),
  );
  if (test && i % 2 === 1) {
    const s = test.state();
    if (s.decision || (i + 1) % 20 === 0) {
      console.log(
        `  SPRT: LLR ${s.llr.toFixed(2)} (${SPRT.model}; trinomial ${s.tri.toFixed(2)}), ` +
          `bounds ${s.lower.toFixed(2)} .. ${s.upper.toFixed(2)}, pairs ${s.pairs.join(' ')}`,
      );
    }
    if (s.decision) break;
  }
}
sf.quit();
me.quit();
const e = elo(w, d, l);
const fmt = (x) => (Number.isFinite(x) ? (x >= 0 ? '+' : '') + x.toFixed(0) : String(x));
console.log(
  `sittuyin${LEVEL ? ` level ${LEVEL}` : ''} vs ${OPPONENT ?? `Fairy-Stockfish skill ${SKILL}`}, ` +
    `${TC ? `clock ${TC}` : NODES ? `${NODES} nodes/move` : `${MOVETIME} ms/move`}` +
    `${OPPONENT_NODES && !TC ? ` (opponent ${OPPONENT_NODES} nodes/move)` : ''}, ${played} games ` +
    `in ${((Date.now() - started) / 60000).toFixed(1)} min`,
);
const bound = e.p === 1 ? '>= ' : e.p === 0 ? '<= ' : '';
console.log(
  `W ${w} D ${d} L ${l}  score ${(100 * e.p).toFixed(1)}%  Elo ${bound}${fmt(e.elo)}` +
    (bound ? '' : ` (95%: ${fmt(e.low)} .. ${fmt(e.high)})`),
);
if (test) {
  const s = test.state();
  console.log(
    `SPRT elo0=${SPRT.elo0} elo1=${SPRT.elo1} alpha=${SPRT.alpha} beta=${SPRT.beta} (${SPRT.model}): ` +
      `LLR ${s.llr.toFixed(2)} (trinomial ${s.tri.toFixed(2)}), bounds ${s.lower.toFixed(2)} .. ${s.upper.toFixed(2)}, ` +
      `${played} games, ${s.pairs.reduce((a, b) => a + b, 0)} pairs (${s.pairs.join(' ')}): ` +
      (s.decision === 'H1' ? `H1 accepted (elo >= ${SPRT.elo1})` : s.decision === 'H0' ? `H0 accepted (elo <= ${SPRT.elo0})` : 'no decision'),
  );
}
process.exit(0);
