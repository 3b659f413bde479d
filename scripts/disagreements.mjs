// Where our evaluation and Fairy-Stockfish's disagree: reads the JSON lines of
// `npm run match -- --log FILE` (scripts/match.mjs) and lists
// - disagreements: a move of ours with our score (our side) >= --ours-min (50) cp while the
//   opponent's score on its reply (its side, negated) says we stand at <= --theirs-max (-150) cp;
// - late drops: our score falls by >= --drop (200) cp within --window (6) plies (we saw the loss
//   too late);
// one entry per episode (consecutive flagged moves of a game count once, at the first), each with
// tags computed from the FENs that follow (what material changed hands in the next --after (12)
// plies, promotions, placement or play, the game's result), the tag counts, and with --boards the
// board of every entry. --tsv OUT writes the positions where OUR engine moved (in play, scored) as
// `fen<TAB>result for White<TAB>our score for White` (the `tune fit` data format). Fairy-Stockfish
// is an oracle and a benchmark opponent only: its scores serve diagnosis (the lists and
// --values below), never as training labels; label with the game result (`tune fit --lambda 1`)
// and/or our own engine's score. --values
// fits each engine's scored play positions (|score| < 1500, no bound) by least squares on the
// material differences (general, elephant, horse, chariot, pawn, and a side term) and prints the
// implied piece values, in its centipawns and in pawns: what each engine's search pays for a piece.
//
//   node scripts/disagreements.mjs LOG [--ours-min 50] [--theirs-max -150] [--drop 200]
//        [--window 6] [--after 12] [--boards] [--tsv OUT] [--json] [--values]
import { readFileSync, writeFileSync } from 'node:fs';
import { option } from './common.mjs';

const args = process.argv.slice(2);
const FILE = args.find((a, i) => !a.startsWith('--') && (i === 0 || !args[i - 1].startsWith('--')));
if (!FILE) {
  console.error('usage: node scripts/disagreements.mjs LOG [--ours-min 50] [--theirs-max -150] [--drop 200] [--boards] [--tsv OUT]');
  process.exit(2);
}
const OURS_MIN = Number(option('ours-min', 50));
const THEIRS_MAX = Number(option('theirs-max', -150));
const DROP = Number(option('drop', 200));
const WINDOW = Number(option('window', 6));
const AFTER = Number(option('after', 12));
const BOARDS = args.includes('--boards');
const TSV = option('tsv', null);
const JSON_OUT = args.includes('--json');

/** A mate score as a large centipawn value (nearer mates larger), so scores compare. */
function centipawns(score) {
  if (!score) return null;
  if (score.cp !== undefined) return score.cp;
  if (score.mate !== undefined) return score.mate > 0 ? 20000 - score.mate : -20000 - score.mate;
  return null;
}

// Pawn units by FEN letter (king 0): the hand-set values of eval.rs, rounded.
const UNITS = { k: 0, f: 1.6, s: 3, n: 3.2, r: 6.5, p: 1 };
const NAMES = { f: 'general', s: 'elephant', n: 'horse', r: 'chariot', p: 'pawn' };

/** Piece counts by colour and letter (board and hand), the king squares, whether placing. */
function parseFen(fen) {
  const [boardAndHand, side] = fen.split(' ');
  const open = boardAndHand.indexOf('[');
  const board = open >= 0 ? boardAndHand.slice(0, open) : boardAndHand;
  const hand = open >= 0 ? boardAndHand.slice(open + 1, boardAndHand.indexOf(']')) : '';
  const count = { w: {}, b: {} };
  const inHand = { w: 0, b: 0 };
  const squares = [];
  const rows = board.split('/');
  rows.forEach((row, r) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) {
        file += Number(ch);
        continue;
      }
      if (ch === '~') continue;
      const color = ch === ch.toUpperCase() ? 'w' : 'b';
      const letter = ch.toLowerCase();
      count[color][letter] = (count[color][letter] ?? 0) + 1;
      squares.push({ color, letter, file, rank: 7 - r });
      file++;
    }
  });
  for (const ch of hand) {
    const color = ch === ch.toUpperCase() ? 'w' : 'b';
    const letter = ch.toLowerCase();
    count[color][letter] = (count[color][letter] ?? 0) + 1;
    inHand[color]++;
  }
  const material = (c) => Object.entries(count[c]).reduce((s, [l, n]) => s + (UNITS[l] ?? 0) * n, 0);
  return { side, rows, count, inHand, squares, placing: inHand.w + inHand.b > 0, material: { w: material('w'), b: material('b') } };
}

/** The board as text, White at the bottom, with both hands. */
function boardText(fen) {
  const { rows } = parseFen(fen);
  const lines = rows.map((row, r) => {
    let line = '';
    for (const ch of row) {
      if (ch === '~') continue;
      line += /\d/.test(ch) ? '. '.repeat(Number(ch)) : `${ch} `;
    }
    return `  ${8 - r} ${line.trimEnd()}`;
  });
  lines.push('    a b c d e f g h');
  const open = fen.indexOf('[');
  if (open >= 0) lines.push(`    hand [${fen.slice(open + 1, fen.indexOf(']'))}]  ${fen.split(' ')[1]} to move`);
  return lines.join('\n');
}

const other = (c) => (c === 'w' ? 'b' : 'w');

/** What changed between two FENs for `us`: pieces lost by each side, promotions. */
function changes(before, after, us) {
  const a = parseFen(before);
  const b = parseFen(after);
  const lost = { us: [], them: [] };
  for (const [who, c] of [['us', us], ['them', other(us)]]) {
    for (const letter of Object.keys(UNITS)) {
      const d = (a.count[c][letter] ?? 0) - (b.count[c][letter] ?? 0);
      for (let i = 0; i < d; i++) lost[who].push(letter);
    }
  }
  // A pawn gone and a general more is a promotion.
  const promoted = (c) => Math.min(
    Math.max(0, (a.count[c].p ?? 0) - (b.count[c].p ?? 0)),
    Math.max(0, (b.count[c].f ?? 0) - (a.count[c].f ?? 0)),
  );
  return {
    lost,
    promotedUs: promoted(us),
    promotedThem: promoted(other(us)),
    balance: b.material[us] - b.material[other(us)] - (a.material[us] - a.material[other(us)]),
  };
}

/** Tags of an episode at record index `at` of game `g`. */
function tags(g, at) {
  const rec = g.moves[at];
  const us = rec.side;
  const pos = parseFen(rec.fen);
  const out = [];
  if (pos.placing) out.push('placement');
  const later = g.moves.filter((m) => m.ply > rec.ply && m.ply <= rec.ply + AFTER);
  const last = later.length ? later[later.length - 1] : null;
  const endFen = last ? last.fen : rec.fen;
  const ch = changes(rec.fen, endFen, us);
  const promotedThem = ch.promotedThem;
  const promotedUs = ch.promotedUs;
  // Net pieces lost (promotions not counted as a lost pawn).
  const net = (arr, promoted) => {
    const list = [...arr];
    for (let i = 0; i < promoted; i++) {
      const k = list.indexOf('p');
      if (k >= 0) list.splice(k, 1);
    }
    return list;
  };
  const lostUs = net(ch.lost.us, promotedUs);
  const lostThem = net(ch.lost.them, promotedThem);
  if (ch.balance <= -0.9) {
    // The most valuable piece lost in the balance.
    const worst = lostUs.sort((x, y) => UNITS[y] - UNITS[x])[0];
    out.push(`material lost within ${AFTER} plies (${lostUs.join('')} for ${lostThem.join('') || '-'}${worst ? `, ${NAMES[worst]}` : ''})`);
  } else if (lostUs.length || lostThem.length) {
    out.push('exchanges');
  } else {
    out.push('no material change');
  }
  if (promotedThem) out.push('their promotion');
  if (promotedUs) out.push('our promotion');
  const pieces = (c) => Object.entries(pos.count[c]).reduce((s, [l, n]) => s + (l === 'k' ? 0 : n), 0);
  if (!pos.placing && pieces('w') + pieces('b') <= 6) out.push('ending (few pieces)');
  const ourMate = g.moves.slice(at).some((m) => m.ours && m.score?.mate !== undefined && m.score.mate < 0);
  if (ourMate) out.push('we saw a mate against us later');
  out.push(`game ${g.result ?? '?'} ${g.reason ?? ''}`.trim());
  return out;
}

// Read the log into games.
const games = new Map();
for (const line of readFileSync(FILE, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const e = JSON.parse(line);
  const g = games.get(e.game) ?? { game: e.game, moves: [] };
  games.set(e.game, g);
  if (e.result !== undefined) Object.assign(g, e);
  else g.moves.push(e);
}

const disagreements = [];
const drops = [];
const tsv = [];
for (const g of games.values()) {
  g.moves.sort((a, b) => a.ply - b.ply);
  const byPly = new Map(g.moves.map((m, i) => [m.ply, i]));
  const whiteResult = g.result === '1-0' ? 1 : g.result === '0-1' ? 0 : 0.5;
  let inDisagreement = false;
  let inDrop = false;
  for (let i = 0; i < g.moves.length; i++) {
    const m = g.moves[i];
    const cp = centipawns(m.score);
    if (!m.ours) continue;
    if (cp === null) continue;
    // Training data: our own engine's score and the game's result, never the opponent's score.
    if (TSV && m.score.cp !== undefined && !m.score.bound && !parseFen(m.fen).placing && Math.abs(cp) < 3000) {
      tsv.push(`${m.fen}\t${whiteResult}\t${m.side === 'w' ? cp : -cp}`);
    }
    // The opponent's reply: its score from its side, negated = its view of our standing.
    const reply = g.moves[byPly.get(m.ply + 1)];
    const theirs = reply ? centipawns(reply.score) : null;
    const flagged = theirs !== null && cp >= OURS_MIN && -theirs <= THEIRS_MAX;
    if (flagged && !inDisagreement) {
      disagreements.push({ g, at: i, ours: cp, theirs: -theirs, reply: reply.move });
    }
    inDisagreement = flagged;
    // Our own later scores within the window.
    let low = null;
    for (let j = i + 1; j < g.moves.length && g.moves[j].ply <= m.ply + WINDOW; j++) {
      const later = g.moves[j];
      const c = later.ours ? centipawns(later.score) : null;
      if (c !== null && (low === null || c < low.cp)) low = { cp: c, ply: later.ply };
    }
    const dropped = low !== null && cp - low.cp >= DROP && cp > -1000;
    if (dropped && !inDrop) drops.push({ g, at: i, ours: cp, low });
    inDrop = dropped;
  }
}

const counts = new Map();
function report(title, list, describe) {
  console.log(`\n== ${title}: ${list.length}`);
  for (const item of list) {
    const rec = item.g.moves[item.at];
    const t = tags(item.g, item.at);
    for (const tag of t) {
      const key = `${title.split(' ')[0]}: ${tag.replace(/ \(.*\)/, '').replace(/^game .*/, '')}`;
      if (key.endsWith(': ')) continue;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    console.log(`game ${item.g.game} ply ${rec.ply} (${rec.side}) ${rec.move}: ${describe(item)} | ${t.join('; ')}`);
    console.log(`  ${rec.fen}`);
    if (BOARDS) console.log(boardText(rec.fen));
  }
}

const results = [...games.values()].map((g) => {
  const s = g.result === '1-0' ? 1 : g.result === '0-1' ? 0 : 0.5;
  return g.ourColor === 'w' ? s : 1 - s;
});
console.log(
  `${FILE}: ${games.size} games, ours W ${results.filter((x) => x === 1).length} ` +
    `D ${results.filter((x) => x === 0.5).length} L ${results.filter((x) => x === 0).length}`,
);
if (JSON_OUT) {
  const plain = (list) => list.map(({ g, at, ...rest }) => ({ game: g.game, ...g.moves[at], ...rest, tags: tags(g, at) }));
  console.log(JSON.stringify({ disagreements: plain(disagreements), drops: plain(drops) }));
} else {
  report('disagreements (ours >= ' + OURS_MIN + ', theirs <= ' + THEIRS_MAX + ')', disagreements, (d) => `ours ${d.ours}, theirs ${d.theirs} (reply ${d.reply})`);
  report(`late drops (>= ${DROP} cp within ${WINDOW} plies)`, drops, (d) => `ours ${d.ours} -> ${d.low.cp} at ply ${d.low.ply}`);
  console.log('\n== tag counts');
  for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${String(v).padStart(4)}  ${k}`);
}
if (args.includes('--values')) {
  for (const ours of [true, false]) {
    const rows = [];
    for (const g of games.values()) {
      for (const m of g.moves) {
        if (m.ours !== ours || m.score?.cp === undefined || m.score.bound) continue;
        const pos = parseFen(m.fen);
        if (pos.placing || Math.abs(m.score.cp) >= 1500) continue;
        const x = ['f', 's', 'n', 'r', 'p'].map((l) => (pos.count.w[l] ?? 0) - (pos.count.b[l] ?? 0));
        rows.push({ x: [...x, m.side === 'w' ? 1 : -1], y: m.side === 'w' ? m.score.cp : -m.score.cp });
      }
    }
    // Normal equations, solved by Gauss-Jordan elimination with partial pivoting.
    const n = 6;
    const a = Array.from({ length: n }, (_, i) => [
      ...Array.from({ length: n }, (_, j) => rows.reduce((s, r) => s + r.x[i] * r.x[j], 0)),
      rows.reduce((s, r) => s + r.x[i] * r.y, 0),
    ]);
    for (let i = 0; i < n; i++) {
      let p = i;
      for (let k = i + 1; k < n; k++) if (Math.abs(a[k][i]) > Math.abs(a[p][i])) p = k;
      [a[i], a[p]] = [a[p], a[i]];
      if (Math.abs(a[i][i]) < 1e-9) continue;
      for (let k = 0; k < n; k++) {
        if (k === i) continue;
        const f = a[k][i] / a[i][i];
        a[k] = a[k].map((v, j) => v - f * a[i][j]);
      }
    }
    const c = a.map((row, i) => (Math.abs(row[i]) < 1e-9 ? NaN : row[n] / row[i]));
    const names = ['general', 'elephant', 'horse', 'chariot', 'pawn'];
    console.log(
      `${ours ? 'ours' : 'opponent'} (${rows.length} positions): ` +
        names.map((name, i) => `${name} ${c[i].toFixed(0)} (${(c[i] / c[4]).toFixed(2)})`).join(', ') +
        `, side ${c[5].toFixed(0)}`,
    );
  }
}
if (TSV) {
  writeFileSync(TSV, `${tsv.join('\n')}\n`);
  console.log(`${tsv.length} positions written to ${TSV}`);
}
