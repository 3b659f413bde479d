// The board editor's model without a browser: its FEN reader and writer agree with the rules
// core's on positions of real games, its reading errors carry the core's codes, every refusal of
// the core is said with its own sentence in every language, and snippets keep any text inside
// their quotes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game } from '../../dist/lib/index.js';
import { parseFen, writeFen, inPlacement, FenTextError } from '../../dist/editor/model.js';
import { explainError } from '../../dist/editor/explain.js';
import { snippet, shareLink } from '../../dist/editor/snippets.js';
import { decodeLink } from '../../dist/lib/link.js';
import { LANGS, loadStrings } from '../../dist/i18n/index.js';

await init();

test('writeFen(parseFen(fen)) is the core\'s FEN for positions of games under every preset', () => {
  let seed = 7;
  let checked = 0;
  for (const rules of ['chessplayx', 'fairy', 'federation', 'pritchard']) {
    for (let n = 0; n < 12; n++) {
      const g = new Game({ rules });
      for (let ply = 0; ply < 80 && !g.status().over; ply++) {
        const fen = g.fen();
        assert.equal(writeFen(parseFen(fen)), fen, `${rules}: ${fen}`);
        assert.equal(inPlacement(parseFen(fen)), g.phase === 'placement');
        checked++;
        const moves = g.legalMoves();
        seed = (seed * 1103515245 + 12345) % 2147483648;
        g.play(moves[seed % moves.length]);
      }
      g.free();
    }
  }
  assert.ok(checked > 1000, `${checked} positions`);
  // Marks, counters and a short FEN (the missing fields take the core's defaults).
  for (const fen of ['8/8/4k3/8/8/2P~5/8/4K3[] w - 12 3 50', 'k7/8/8/8/8/8/8/K7[] b - 64 10 80', '4k3/8/8/8/3F~4/8/8/4K3[] w - - 0 1']) {
    assert.equal(writeFen(parseFen(fen)), fen);
  }
  assert.equal(writeFen(parseFen('4k3/8/8/8/8/8/8/4K3')), '4k3/8/8/8/8/8/8/4K3[] w - - 0 1');
  assert.equal(writeFen(parseFen('4k3/8/8/8/8/8/8/4K3[] b')), new Game({ fen: '4k3/8/8/8/8/8/8/4K3[] b' }).fen());
});

test('an unreadable FEN gives the code the core gives it', () => {
  for (const fen of ['', '8/8/8 w', '8/8/8/8/8/8/8/9[] w', '8/8/8/8/8/8/8/7x[] w', '4k3/8/8/8/8/8/8/4K3[Q] w', '4k3/8/8/8/8/8/8/4K3[] x', '4k3/8/8/8/8/8/8/4K3[] w - z 0 1', '4k3/8/8/8/8/8/8/4K3[] w - - 0 1 7', '4k3/8/8/8/8/8/8/4K3[KK w', '4k3/8/8/8/8/8/8/3~K3[] w']) {
    let core = null;
    try { new Game({ fen }).free(); } catch (e) { core = e.code; }
    let mine = null;
    try { parseFen(fen); } catch (e) { assert.ok(e instanceof FenTextError); mine = e.code; }
    assert.equal(mine, core, JSON.stringify(fen));
  }
});

const REFUSED = {
  missingKing: '8/8/8/8/8/8/8/4K3[] w - - 0 1',
  tooManyKings: '4k3/8/8/8/8/8/8/3KK3[] w - - 0 1',
  tooManyPieces: '4k3/8/8/8/8/8/8/RRR1K3[] w - - 0 1',
  handTooLarge: '4k3/8/8/8/8/8/8/4K3[SSFRRNNPP] w - - 0 1',
  pawnBackRank: '4k3/8/8/8/8/8/8/P3K3[] w - - 0 1',
  oppositeCheck: '4k3/8/8/8/8/8/4R3/4K3[] w - - 0 1',
  counters: '4k3/8/8/8/8/8/8/4K3[] w - 200 0 1',
};

test('every refusal of the core has its own sentence, in every language', async () => {
  for (const lang of LANGS) {
    const t = await loadStrings(lang);
    for (const [key, fen] of Object.entries(REFUSED)) {
      let err;
      try { new Game({ fen }).free(); } catch (e) { err = e; }
      assert.ok(err, fen);
      const turn = fen.includes(' b ') ? 'black' : 'white';
      const said = explainError(err, t, turn);
      assert.equal(said.code, err.code);
      const expected = key === 'counters' ? t.editor.problems.counters
        : key === 'oppositeCheck' ? t.editor.problems.oppositeCheck(t.colors.black)
        : key === 'tooManyPieces' ? t.editor.problems.tooManyPieces(t.colors.white, t.roles.chariot.name)
        : t.editor.problems[key](t.colors[key === 'missingKing' ? 'black' : 'white']);
      assert.equal(said.text, expected, `${lang} ${key}`);
      assert.notEqual(said.text, t.editor.problems.other);
    }
  }
  // missingKing above: White has a king, Black has none.
  let e;
  try { new Game({ fen: REFUSED.missingKing }); } catch (x) { e = x; }
  assert.match(e.message, /black has no king/);
});

test('snippets and links: attribute values stay inside their quotes; the link reads back', () => {
  const fen = '4k3/8/8/8/8/8/4R3/4K3[] b - - 0 1';
  assert.equal(snippet('diagram', { fen, rules: 'chessplayx', orientation: 'white', placement: false }), `<sittuyin-board fen="${fen}" movable="none" trays="false"></sittuyin-board>`);
  assert.equal(snippet('viewer', { fen, rules: 'fairy', orientation: 'black', placement: true, pieces: 'burmese' }), `<sittuyin-viewer fen="${fen}" rules="fairy" orientation="black" pieces="burmese"></sittuyin-viewer>`);
  assert.equal(snippet('puzzle', { fen, rules: 'chessplayx', orientation: 'white', placement: false, solution: ' e2e8, e8d7 ' }), `<sittuyin-puzzle fen="${fen}" solution="e2e8 e8d7"></sittuyin-puzzle>`);
  assert.equal(snippet('puzzle', { fen, rules: 'chessplayx', orientation: 'white', placement: false, solution: '"><script>' }), `<sittuyin-puzzle fen="${fen}" solution="&quot;&gt;&lt;script&gt;"></sittuyin-puzzle>`);
  const link = shareLink('https://example.org/app/index.html#old', fen, 'fairy');
  assert.equal(link, 'https://example.org/app/index.html#fen=4k3/8/8/8/8/8/4R3/4K3[]%20b%20-%20-%200%201&rules=fairy&moves=');
  assert.deepEqual(decodeLink(new URL(link).hash), { fen, rules: 'fairy', moves: [] });
});
