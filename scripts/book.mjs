// An unbalanced opening book for self-play tests (npm run match -- --book FILE): traditional
// set-ups for both sides, then a few random moves, kept only where our own engine scores the side
// to move between --min and --max centipawns ahead or behind. Between two near-identical engines
// most games from balanced openings are drawn (88-91% here), so an SPRT needs a thousand games to
// see 10 Elo; the field's "unbalanced openings" books (built here from our own engine's scores)
// aim to have the better engine convert or hold a lead more often, so that fewer games decide.
// Each opening is played twice in a match, colours swapped, so its lead is fair. Measured on
// generation 5 against generation 4 at 5,000 nodes (docs/engine-network.md, section 4), a book
// cut the draws from 75% to 56-68% but not the games an SPRT needs: the default openings stay the
// default, and this is an option for tests where draws are nearer 90%.
//
//   node scripts/book.mjs --out target/books/ub.jsonl [--count 500] [--seed 1] [--nodes 20000]
//        [--min 80] [--max 200] [--plies 6 (5-7 random moves)] [--engine target/release/sittuyin]
//        [--options Name=value,...] [--tablebases DIR]
//
// One JSON line per opening: {"name", "fen", "moves" (the random moves, UCI), "cp" (our engine's
// score for the side to move after them)}. The engine's labels only: Fairy-Stockfish is not asked.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { mulberry32, option, uciOptions } from './common.mjs';

/** Parses a book's text: one opening per non-empty line. Throws, naming the line, on a bad one. */
export function parseBook(text) {
  const list = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    let o;
    try {
      o = JSON.parse(line);
    } catch {
      throw new Error(`book line ${i + 1}: not JSON`);
    }
    if (typeof o?.fen !== 'string' || !Array.isArray(o.moves) || !o.moves.every((m) => typeof m === 'string')) {
      throw new Error(`book line ${i + 1}: needs "fen" (text) and "moves" (a list of UCI moves)`);
    }
    list.push({ name: typeof o.name === 'string' ? o.name : `book ${i + 1}`, fen: o.fen, moves: o.moves });
  });
  if (list.length === 0) throw new Error('the book has no openings');
  return list;
}

/** `count` openings from `book` in a seeded order (a different seed, another sample), cycling
 * through the book again when it is shorter. */
export function sampleBook(book, count, random) {
  const order = book.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return Array.from({ length: count }, (_, i) => book[order[i % order.length]]);
}

/** Whether a score (centipawns for the side to move) is unbalanced enough, but not lost. */
export function unbalanced(cp, min, max) {
  const a = Math.abs(cp);
  return Number.isFinite(a) && a >= min && a <= max;
}

async function main() {
  const { init, Game, setupFen, traditionalSetups } = await import('../dist/lib/index.js');
  const { parseInfoScore, uciEngine } = await import('./uci-client.mjs');
  const out = option('out', null);
  if (!out) throw new Error('--out FILE is needed');
  const count = Number(option('count', 500));
  const nodes = Number(option('nodes', 20000));
  const min = Number(option('min', 80));
  const max = Number(option('max', 200));
  const plies = Number(option('plies', 6));
  for (const [name, v] of Object.entries({ count, nodes, plies, min, max })) {
    if (!Number.isInteger(v) || v < (name === 'min' || name === 'max' ? 0 : 1)) throw new Error(`--${name} needs a whole number, not ${option(name, '')}`);
  }
  if (min > max) throw new Error(`--min ${min} is above --max ${max}`);
  const random = mulberry32(Number(option('seed', 1)));
  const options = uciOptions(option('options', null));
  const tables = option('tablebases', null);
  if (tables) options.TablebasePath = tables;
  await init();
  const engine = await uciEngine(option('engine', 'target/release/sittuyin'), { options });
  const names = traditionalSetups().map((s) => s.name);
  const seen = new Set();
  const lines = [];
  let tried = 0;
  const started = Date.now();
  while (lines.length < count && tried < count * 50) {
    tried++;
    const [w, b] = [names[Math.floor(random() * names.length)], names[Math.floor(random() * names.length)]];
    const fen = setupFen(w, b);
    const game = new Game({ fen });
    const moves = [];
    // plies - 1 .. plies + 1 random moves (an even spread of both sides to move), stopping at an end.
    const n = plies - 1 + Math.floor(random() * 3);
    for (let i = 0; i < n && !game.status().over; i++) {
      const legal = game.legalMoves();
      const m = legal[Math.floor(random() * legal.length)];
      game.play(m);
      moves.push(m);
    }
    const key = game.fen().split(' ').slice(0, 2).join(' ');
    const over = game.status().over;
    game.free();
    if (over || seen.has(key)) continue;
    seen.add(key);
    engine.post('ucinewgame');
    engine.post(`position fen ${fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
    let cp = null;
    const listener = (l) => {
      const score = parseInfoScore(l);
      if (score) cp = 'cp' in score ? score.cp : Infinity;
    };
    engine.addListener(listener);
    await engine.ask(`go nodes ${nodes}`, (l) => l.startsWith('bestmove'));
    engine.removeListener(listener);
    if (cp === null || !unbalanced(cp, min, max)) continue;
    lines.push(JSON.stringify({ name: `${w}/${b} ${moves.join(' ')}`, fen, moves, cp }));
  }
  engine.quit();
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`${lines.length} openings of ${tried} tried (|score| ${min}..${max} cp at ${nodes} nodes) in ${((Date.now() - started) / 1000).toFixed(0)} s: ${out}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(`book: ${e.message}`);
    process.exit(2);
  });
}
