// The differential fixtures of the rules core (random games played by Fairy-Stockfish), replayed
// through the JS API under 'fairy': legal moves, FEN, SAN, check, claimable draws and dead positions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { init, Game } from '../../dist/lib/index.js';

await init();

function rows() {
  const text = gunzipSync(readFileSync(new URL('../../crate/tests/data/games.tsv.gz', import.meta.url))).toString();
  let header = [];
  const out = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      header = line.slice(1).trim().split('\t');
      continue;
    }
    const cols = line.split('\t');
    out.push(Object.fromEntries(header.map((h, i) => [h, cols[i] ?? ''])));
  }
  return out;
}

test('Fairy-Stockfish games replay exactly through the JS API', () => {
  let game = null;
  let id = null;
  let games = 0;
  let plies = 0;
  let dead = 0;
  for (const row of rows()) {
    if (row.game_id !== id) {
      game?.free();
      game = new Game({ fen: row.fen, rules: 'fairy' });
      id = row.game_id;
      games++;
    }
    const where = `game ${id} ply ${row.ply}`;
    assert.equal(game.fen(), row.fen, where);
    assert.equal([...game.legalMoves()].sort().join(' '), row.legal, where);
    const status = game.status();
    assert.equal(status.claimable.length > 0 ? '1' : '0', row.optional, `${where}: ${status.claimable}`);
    assert.equal(status.deadPosition, row.insufficient === '1,1', `${where}: dead position`);
    if (status.deadPosition) dead++;
    if (row.move === '-') continue;
    assert.equal(game.san(row.move), row.san, where);
    const played = game.play(row.move);
    assert.equal(played.san, row.san, where);
    assert.equal(played.check ? '1' : '0', row.check, where);
    plies++;
  }
  assert.ok(games >= 200, `${games} games`);
  assert.ok(plies > 10_000, `${plies} plies`);
  assert.ok(dead > 0, 'no dead position in the fixtures');
});
