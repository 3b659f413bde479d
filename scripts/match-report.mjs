// Why games were drawn: reads what `npm run match -- --verbose` wrote (stdout: one line per game
// and its final FEN; stderr, optional: the UCI traffic) and tabulates the end reasons of our
// engine's games with the material at the end and, from the UCI traffic, the scores our engine
// reported (the best it saw, and its last).
//
//   npm run match -- --skill 10 --nodes 50000 --verbose > out.log 2> uci.log
//   node scripts/match-report.mjs out.log [uci.log] [--games]
//
// --games lists every drawn game (reason, plies, material, scores, final FEN).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith('--'));
const LIST = args.includes('--games');
if (files.length === 0) {
  console.error('usage: node scripts/match-report.mjs MATCH_STDOUT [MATCH_STDERR] [--games]');
  process.exit(2);
}

const VALUE = { k: 0, f: 160, s: 300, n: 320, r: 650, p: 100 };
const ORDER = 'krsnfp';

/** Material of both colours in a FEN (board and hand): { w: {cp, pieces}, b: {...} }. */
function material(fen) {
  const [board] = fen.split(' ');
  const out = { w: { cp: 0, pieces: '' }, b: { cp: 0, pieces: '' } };
  for (const ch of board.replace(/[[\]/~0-9+-]/g, '')) {
    const lower = ch.toLowerCase();
    if (!(lower in VALUE)) continue;
    const side = ch === lower ? out.b : out.w;
    side.cp += VALUE[lower];
    side.pieces += lower;
  }
  for (const s of [out.w, out.b]) {
    s.pieces = [...s.pieces]
      .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
      .join('')
      .toUpperCase();
  }
  return out;
}

/** The games in a match's stdout. */
function games(text) {
  const list = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(/^game\s+(\d+): (.+?) vs (.+?) \[(.+?)\] (1-0|0-1|1\/2-1\/2) (.+), (\d+) plies/);
    if (!m) continue;
    const [, n, white, , opening, result, reason, plies] = m;
    const fenLine = lines[i + 1]?.match(/^\s+final (.+)$/);
    const oursWhite = white.startsWith('sittuyin');
    const ours = result === '1/2-1/2' ? 'D' : (result === '1-0') === oursWhite ? 'W' : 'L';
    list.push({ n: Number(n), opening, result, ours, reason, plies: Number(plies), oursWhite, fen: fenLine?.[1] ?? null });
  }
  return list;
}

/** Our engine's scores per game (last `info ... score` before each `bestmove`), from stderr. */
function scores(text) {
  const perGame = [];
  let current = null;
  let last = null;
  for (const line of text.split('\n')) {
    if (!line.startsWith('sittuyin')) continue;
    if (/ < ucinewgame$/.test(line)) {
      current = [];
      perGame.push(current);
      continue;
    }
    const info = line.match(/ > info .*score (cp|mate) (-?\d+)/);
    if (info) {
      const v = Number(info[2]);
      last = info[1] === 'mate' ? (v > 0 ? 30000 - v : -30000 - v) : v;
      continue;
    }
    if (/ > bestmove /.test(line) && current) {
      current.push(last ?? 0);
      last = null;
    }
  }
  return perGame;
}

const list = games(readFileSync(files[0], 'utf8'));
const evals = files[1] ? scores(readFileSync(files[1], 'utf8')) : [];
const count = { W: 0, D: 0, L: 0 };
const reasons = new Map();
const rows = [];
for (const g of list) {
  count[g.ours]++;
  if (g.ours !== 'D') continue;
  const mat = g.fen ? material(g.fen) : null;
  const us = mat ? (g.oursWhite ? mat.w : mat.b) : null;
  const them = mat ? (g.oursWhite ? mat.b : mat.w) : null;
  const balance = us ? us.cp - them.cp : null;
  const s = evals[g.n - 1] ?? [];
  const best = s.length ? Math.max(...s) : null;
  const ahead = s.filter((v) => v >= 300).length;
  const reason = g.reason.replace(/ \(claimed\)$/, ' (claimed)');
  const key = reason;
  const r = reasons.get(key) ?? { games: 0, ahead: 0, behind: 0, level: 0, wonEval: 0 };
  r.games++;
  if (balance !== null) {
    if (balance >= 150) r.ahead++;
    else if (balance <= -150) r.behind++;
    else r.level++;
  }
  if (best !== null && best >= 300) r.wonEval++;
  reasons.set(key, r);
  rows.push({ g, us, them, balance, best, last: s.at(-1) ?? null, ahead, moves: s.length });
}
const total = count.W + count.D + count.L;
console.log(
  `${total} games: W ${count.W} D ${count.D} L ${count.L}, score ${((100 * (count.W + count.D / 2)) / Math.max(total, 1)).toFixed(1)}%`,
);
console.log('draws by reason (material at the end from our side: ahead >= +150 cp, behind <= -150; ' +
  'eval>=300: our engine reported +300 cp or more at some move):');
console.log('  reason                          games  ahead  level  behind  eval>=300');
for (const [k, r] of [...reasons].sort((a, b) => b[1].games - a[1].games)) {
  console.log(
    `  ${k.padEnd(30)} ${String(r.games).padStart(6)} ${String(r.ahead).padStart(6)} ${String(r.level).padStart(6)} ` +
      `${String(r.behind).padStart(7)} ${String(r.wonEval).padStart(10)}`,
  );
}
if (LIST) {
  console.log('drawn games:');
  for (const { g, us, them, balance, best, last, ahead, moves } of rows) {
    console.log(
      `  game ${String(g.n).padStart(3)} ${g.reason}, ${g.plies} plies, ours ${us?.pieces ?? '?'} vs ${them?.pieces ?? '?'} ` +
        `(${balance >= 0 ? '+' : ''}${balance}), our best ${best} last ${last}, ${ahead}/${moves} moves >= +300` +
        `\n      ${g.fen}`,
    );
  }
}
