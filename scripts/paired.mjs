// The paired gauntlet: two `npm run match -- --log FILE` runs on the same openings (same --seed
// and --games, e.g. the built-in net and a candidate `--options EvalFile=NET`, played side by
// side), compared game by game. Game n of both logs has the same opening and colours, so the
// comparison removes the openings' share of the noise: it prints each run's W/D/L and score,
// how many games the candidate (the second log) scored more, less and the same in, a two-sided
// sign test on the games that differ, and for each run its draws by end reason with how many of
// them our engine had once scored at >= --ahead (300) cp (wins it did not convert; its last
// score says little, as a claimable draw scores 0), and those by the material they ended in.
//
//   node scripts/paired.mjs BASE.jsonl CANDIDATE.jsonl [--ahead 300] [--json]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { option } from './common.mjs';

/** Our points (1, 0.5, 0) from a game's end record. */
export function ourPoints(end) {
  if (end.result === '1/2-1/2') return 0.5;
  const whiteWon = end.result === '1-0';
  return whiteWon === (end.ourColor === 'w') ? 1 : 0;
}

/**
 * The games of a `--log` file's lines (JSON text): Map game number -> { points, reason, plies,
 * lastScore, peakScore, ending } where lastScore is our engine's last reported centipawn score (our
 * side; a mate counts as +/-100000) and peakScore its highest of the game, both null when it
 * reported none, and ending the material at the end (`endingOf`; the end record's `fen`, or in an
 * older log the position before the last move), null when the log has no position.
 */
export function readGames(text) {
  const games = new Map();
  const last = new Map();
  const peak = new Map();
  const lastFen = new Map();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const rec = JSON.parse(line);
    if ('result' in rec) {
      games.set(rec.game, {
        points: ourPoints(rec),
        reason: rec.reason ?? 'unknown',
        plies: rec.plies ?? null,
        lastScore: last.has(rec.game) ? last.get(rec.game) : null,
        peakScore: peak.has(rec.game) ? peak.get(rec.game) : null,
        ending: endingOf(rec.fen ?? lastFen.get(rec.game), rec.ourColor),
      });
      continue;
    }
    if (typeof rec.fen === 'string' && rec.fen) lastFen.set(rec.game, rec.fen);
    if (rec.ours && rec.score) {
      const s = rec.score;
      const cp = 'mate' in s ? Math.sign(s.mate) * 100000 : s.cp;
      if (Number.isFinite(cp)) {
        last.set(rec.game, cp);
        peak.set(rec.game, Math.max(cp, peak.get(rec.game) ?? -Infinity));
      }
    }
  }
  return games;
}

/**
 * The material of a FEN's board (kings left out, pieces in the order R N S F P) for our side and
 * theirs, and the ending's class, pawns aside: our lone Chariot against minor pieces, Chariots on
 * both sides, minor pieces only, or other. Null without a position.
 */
export function endingOf(fen, ourColor) {
  if (typeof fen !== 'string' || !fen) return null;
  const board = fen.split(/[ [\]]/)[0];
  const side = (white) =>
    [...board]
      .filter((c) => /[a-z]/i.test(c) && (c === c.toUpperCase()) === white && c.toUpperCase() !== 'K')
      .map((c) => c.toUpperCase())
      .sort((a, b) => 'RNSFP'.indexOf(a) - 'RNSFP'.indexOf(b))
      .join('');
  const ours = side(ourColor === 'w');
  const theirs = side(ourColor !== 'w');
  const [o, t] = [ours, theirs].map((m) => m.replace(/P/g, ''));
  let kind = 'other';
  if (o === 'R' && t && !t.includes('R')) kind = 'our Chariot against minor pieces';
  else if (o.includes('R') && t.includes('R')) kind = 'Chariots on both sides';
  else if (!o.includes('R') && !t.includes('R')) kind = 'minor pieces only';
  return { ours, theirs, kind };
}

/** Two-sided exact sign test: P(at least this lopsided) for `better` vs `worse`, p = 1/2. */
export function signTest(better, worse) {
  const n = better + worse;
  if (n === 0) return 1;
  const k = Math.min(better, worse);
  // log C(n, i) summed in floating point: exact enough for the few hundred games of a gauntlet.
  let logC = 0;
  let tail = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logC += Math.log((n - i + 1) / i);
    tail += Math.exp(logC - n * Math.LN2);
  }
  return Math.min(1, 2 * tail);
}

/** W/D/L, score and draws by reason (with those in which we once scored >= ahead) of a game map. */
export function summary(games, ahead = 300) {
  const out = { games: games.size, w: 0, d: 0, l: 0, score: 0, draws: {}, unconverted: {} };
  for (const g of games.values()) {
    if (g.points === 1) out.w++;
    else if (g.points === 0) out.l++;
    else {
      out.d++;
      const r = (out.draws[g.reason] ??= { count: 0, ahead: 0 });
      r.count++;
      if (g.peakScore != null && g.peakScore >= ahead) {
        r.ahead++;
        const kind = g.ending?.kind ?? 'unknown';
        out.unconverted[kind] = (out.unconverted[kind] ?? 0) + 1;
      }
    }
  }
  out.score = out.games ? (out.w + out.d / 2) / out.games : 0;
  return out;
}

/** The game-by-game comparison of the games both maps hold. */
export function compare(base, candidate) {
  let better = 0;
  let worse = 0;
  let same = 0;
  for (const [n, g] of candidate) {
    const b = base.get(n);
    if (!b) continue;
    if (g.points > b.points) better++;
    else if (g.points < b.points) worse++;
    else same++;
  }
  return { better, worse, same, p: signTest(better, worse) };
}

function main() {
  const args = process.argv.slice(2);
  const files = args.filter((a, i) => !a.startsWith('--') && (i === 0 || args[i - 1] !== '--ahead'));
  if (files.length !== 2) {
    console.error('usage: node scripts/paired.mjs BASE.jsonl CANDIDATE.jsonl [--ahead 300] [--json]');
    process.exit(2);
  }
  const ahead = Number(option('ahead', 300));
  const [base, cand] = files.map((f) => readGames(readFileSync(f, 'utf8')));
  const result = {
    base: summary(base, ahead),
    candidate: summary(cand, ahead),
    paired: compare(base, cand),
  };
  if (args.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  for (const [name, s] of [['base', result.base], ['candidate', result.candidate]]) {
    console.log(`${name.padEnd(9)} ${s.games} games: W ${s.w} D ${s.d} L ${s.l}, ${pct(s.score)}`);
    for (const [reason, r] of Object.entries(s.draws).sort((a, b) => b[1].count - a[1].count)) {
      console.log(`  drawn by ${reason}: ${r.count} (${r.ahead} in which we once scored >= +${ahead})`);
    }
    const kinds = Object.entries(s.unconverted).sort((a, b) => b[1] - a[1]);
    if (kinds.length) console.log(`  those ${kinds.reduce((n, [, c]) => n + c, 0)} by the ending (pawns aside): ${kinds.map(([k, c]) => `${k} ${c}`).join(', ')}`);
  }
  const p = result.paired;
  console.log(
    `game by game (candidate vs base): better ${p.better}, worse ${p.worse}, same ${p.same}; ` +
      `sign test p = ${p.p.toPrecision(2)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
