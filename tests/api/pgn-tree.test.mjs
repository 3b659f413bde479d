// PGN as a tree through the package (issue 18): parsePgn returns every game of a file with its
// tags, comments, NAGs and variations; Game.fromPgn keeps the tags and pgn() writes them back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init, Game, SittuyinError, parsePgn } from '../../dist/lib/index.js';

await init();
const corpus = (name) => readFileSync(new URL(`../../crate/tests/data/pgn/${name}`, import.meta.url), 'utf8');

function expectCode(fn, code) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof SittuyinError, `expected SittuyinError, got ${e}`);
    assert.equal(e.code, code, e.message);
    return true;
  });
}

test('parsePgn returns every game as a typed tree', () => {
  const games = parsePgn(corpus('several.pgn'));
  assert.equal(games.length, 3);
  assert.deepEqual(games.map((g) => g.result), ['*', '1/2-1/2', '0-1']);
  assert.deepEqual(games.map((g) => g.rules), ['chessplayx', 'fairy', 'chessplayx']);
  assert.deepEqual(games[0].tags.slice(0, 2), [['Event', 'Rated game'], ['White', 'Aung']]);
  assert.equal(games[1].moves.length, 36);
  const first = games[0].moves[0];
  assert.deepEqual(Object.keys(first).sort(), ['comments', 'fen', 'nags', 'san', 'shapes', 'startingComments', 'uci', 'variations']);
  assert.equal(first.san, 'N@e2');
  assert.equal(first.uci, 'N@e2');
  assert.equal(new Game({ fen: games[0].startFen, moves: games[0].moves.map((m) => m.uci) }).fen(), games[0].moves.at(-1).fen);
});

test('comments, commands, shapes, NAGs and nested variations', () => {
  const [lichess] = parsePgn(corpus('lichess.pgn'));
  assert.deepEqual(lichess.comments, ['[%csl Gd4,Re5][%cal Ge2e4,Rb8b1]']);
  assert.deepEqual(lichess.shapes[2], { from: 'e2', to: 'e4', color: 'green' });
  assert.deepEqual(lichess.moves[0].comments, ['[%eval 0.21] [%clk 0:05:00]']);
  const e5 = lichess.moves[16];
  assert.equal(e5.san, 'e5');
  assert.deepEqual(e5.nags, [1]);
  assert.deepEqual(e5.shapes.map((s) => `${s.from ?? ''}${s.to}:${s.color}`), ['e5:green', 'f6e5:red', 'f3e5:green']);
  assert.deepEqual(lichess.moves[19].variations[0].map((n) => n.san), ['Nxe5', 'fxe5']);
  const [commented] = parsePgn(corpus('commented.pgn'));
  const line = commented.moves[3].variations[0];
  assert.deepEqual(line.map((n) => n.san), ['K@a6', 'K@a1']);
  assert.deepEqual(line[0].variations[0][0].comments, ['Also possible.']);
  const [glyphs] = parsePgn(corpus('glyphs.pgn'));
  assert.deepEqual(glyphs.moves[2].nags, [5]);
  assert.deepEqual(glyphs.moves[18].nags, [4]);
});

test('pychess notation: FEN with hands, drops, in-place promotion as d5d5f or d5=F', () => {
  const games = parsePgn(corpus('pychess.pgn'));
  assert.equal(games.length, 4);
  assert.equal(games[1].moves[0].san, 'd5=F');
  assert.equal(games[2].moves[0].uci, 'd5d5f');
  assert.equal(games[3].moves.at(-1).san, 'N@c2');
  // `rules` overrides [Rules].
  assert.ok(parsePgn(corpus('several.pgn'), { rules: 'fairy' }).every((g) => g.rules === 'fairy'));
  expectCode(() => parsePgn(corpus('several.pgn'), { rules: 'federation' }), 'ERR_PGN');
});

test('Game.fromPgn keeps the tags; pgn() writes them back', () => {
  const g = Game.fromPgn(corpus('lichess.pgn'));
  const tags = g.tags();
  assert.equal(tags.length, 14);
  assert.deepEqual(tags[3], ['White', 'Myo']);
  assert.equal(Object.fromEntries(tags).TimeControl, '300+3');
  const pgn = g.pgn();
  assert.match(pgn, /^\[White "Myo"\]$/m);
  assert.match(pgn, /^\[WhiteElo "1500"\]$/m);
  assert.match(g.pgn({ white: 'Zaw' }), /^\[White "Zaw"\]$/m);
  const back = Game.fromPgn(pgn);
  assert.equal(back.pgn(), pgn);
  assert.deepEqual(new Game().tags(), []);
  // '[White "Alice"]' no longer comes back as '?'.
  assert.match(Game.fromPgn('[White "Alice"]\n\n1. K@e2 *').pgn(), /\[White "Alice"\]/);
});

test('several games: fromPgn needs options.game; a standalone glyph is read', () => {
  const text = corpus('several.pgn');
  expectCode(() => Game.fromPgn(text), 'ERR_PGN');
  const g = Game.fromPgn(text, { game: 2 });
  assert.equal(g.status().result, '0-1');
  expectCode(() => Game.fromPgn(text, { game: 3 }), 'ERR_PGN');
  expectCode(() => Game.fromPgn(text, { game: -1 }), 'ERR_ARGUMENT');
  expectCode(() => Game.fromPgn(text, { game: 1.5 }), 'ERR_ARGUMENT');
  assert.equal(Game.fromPgn('1. K@e2 !? K@d7 *').ply, 2);
});

test('bad PGN text throws SittuyinError with a code', () => {
  expectCode(() => parsePgn('1. K@e2 { never closed'), 'ERR_PGN');
  expectCode(() => parsePgn('1. K@e2 (1. K@e5) *'), 'ERR_PGN');
  expectCode(() => parsePgn('1. K@e2 $300 *'), 'ERR_PGN');
  expectCode(() => parsePgn(`1. K@e2 ${'(1. K@d2 '.repeat(100)}`), 'ERR_PGN');
  expectCode(() => parsePgn('[Rules "nope"]\n\n*'), 'ERR_RULES');
  expectCode(() => parsePgn('*', { rules: 'nope' }), 'ERR_RULES');
  expectCode(() => parsePgn(42), 'ERR_ARGUMENT');
  expectCode(() => parsePgn('x'.repeat((1 << 20) + 1)), 'ERR_ARGUMENT');
  assert.deepEqual(parsePgn(''), []);
});
