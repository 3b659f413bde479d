// writePgn (the review's export): game trees, as parsePgn gives them and edited, written as PGN
// that parsePgn reads back to the same trees; the corpus (pychess's and lichess's exports among
// them) round-trips; bad trees throw SittuyinErrors with codes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init, Game, SittuyinError, parsePgn, writePgn } from '../../dist/lib/index.js';

await init();
const corpus = (name) => readFileSync(new URL(`../../crate/tests/data/pgn/${name}`, import.meta.url), 'utf8');

test('every corpus file (pychess, lichess, comments, glyphs, several games) reads back identically', () => {
  for (const name of ['pychess.pgn', 'lichess.pgn', 'commented.pgn', 'glyphs.pgn', 'several.pgn']) {
    const games = parsePgn(corpus(name));
    const text = writePgn(games);
    assert.deepEqual(parsePgn(text), games, name);
    assert.equal(writePgn(parsePgn(text)), text, name);
  }
});

test('an annotated game: NAGs, [%eval] comments, a "best was" variation, added to a game from Game.pgn()', () => {
  const g = new Game({ moves: ['K@e2', 'K@d7', 'F@d2'] });
  const [tree] = parsePgn(g.pgn({ white: 'Aung', black: 'Hla' }));
  tree.moves[1].nags.push(4);
  tree.moves[1].comments.push('[%eval 1.25]', 'Blunder. Best was K@e7.');
  tree.moves[1].variations.push([{ uci: 'k@e7' }]);
  tree.comments.push('Reviewed');
  const text = writePgn(tree);
  assert.match(text, /\[White "Aung"\]/);
  assert.match(text, /1\. K@e2 K@d7 \$4 \{ \[%eval 1\.25\] \} \{ Blunder\. Best was K@e7\. \} \( 1\.\.\.\s+K@e7 \)/);
  const [back] = parsePgn(text);
  assert.deepEqual(back.moves.map((m) => m.uci), g.history());
  assert.deepEqual(back.moves[1].nags, [4]);
  assert.equal(back.moves[1].variations[0][0].san, 'K@e7');
  g.free();
});

test('bad trees throw SittuyinErrors with codes; nothing else', () => {
  const cases = [
    [{ moves: [{ uci: 'e2e4' }] }, 'ERR_PGN'],
    [{ moves: [{ uci: 'K@e2', nags: [999] }] }, 'ERR_PGN'],
    [{ rules: 'nope', moves: [] }, 'ERR_RULES'],
    [{ tags: [['FEN', 'x']], moves: [] }, 'ERR_FEN_BOARD'],
    [42, 'ERR_PGN'],
    [undefined, 'ERR_ARGUMENT'],
  ];
  for (const [tree, code] of cases) {
    assert.throws(() => writePgn(tree), (e) => e instanceof SittuyinError && e.code === code, JSON.stringify(tree));
  }
  // The tree crosses as objects (no JSON text): a cycle through its moves is refused once it
  // nests past limits().variationDepth; other fields, cyclic or not, are not part of a tree.
  const cyclic = { moves: [{ uci: 'K@e2' }] };
  cyclic.moves[0].variations = [cyclic.moves];
  assert.throws(() => writePgn(cyclic), (e) => e instanceof SittuyinError && e.code === 'ERR_PGN' && /nested too deeply/.test(e.message));
  const extra = { moves: [{ uci: 'K@e2' }] };
  extra.self = extra;
  assert.match(writePgn(extra), /1\. K@e2 \*/);
});
