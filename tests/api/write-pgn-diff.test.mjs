// writePgn is written in TypeScript over the rules core's Game (www/lib/pgn.ts: the Rust writer
// with its reader of JS trees was too large for the core's wasm module). It must give the Rust
// writer's bytes: crate/tests/write_pgn_fixture.rs writes the Rust writer's output on every PGN
// fixture (crate/tests/data/pgn) and on generated trees of every preset (variations, comments,
// shapes, NAGs, escaped tags, set-up FENs, moves by UCI or SAN, every result) into
// crate/tests/data/written_pgn.json.gz, with the codes of the trees it refuses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { init, SittuyinError, parsePgn, writePgn } from '../../dist/lib/index.js';

await init();
const cases = JSON.parse(gunzipSync(readFileSync(new URL('../../crate/tests/data/written_pgn.json.gz', import.meta.url))).toString('utf8'));

test('the fixture has PGN files, written trees of every preset and refused trees', () => {
  assert.ok(cases.filter((c) => c.pgn !== undefined).length >= 5);
  for (const rules of ['chessplayx', 'fairy', 'federation', 'pritchard']) {
    assert.ok(cases.filter((c) => c.tree?.rules === rules && c.output !== undefined).length >= 4, rules);
  }
  assert.ok(cases.filter((c) => c.code !== undefined).length >= 15);
});

test('every PGN fixture: writePgn(parsePgn(text)) is byte for byte what the Rust writer writes', () => {
  for (const c of cases.filter((c) => c.pgn !== undefined)) {
    assert.equal(writePgn(parsePgn(c.pgn)), c.output, c.name);
  }
});

test('every generated tree: the same text as the Rust writer, or the same error code', () => {
  let written = 0;
  for (const c of cases.filter((c) => c.tree !== undefined)) {
    if (c.output !== undefined) {
      assert.equal(writePgn(c.tree), c.output, c.name);
      // And what it writes reads back to a tree that writes the same text again.
      assert.equal(writePgn(parsePgn(c.output)), c.output, c.name);
      written++;
    } else {
      assert.throws(() => writePgn(c.tree), (e) => e instanceof SittuyinError && e.code === c.code, `${c.name}: ${c.code}`);
    }
  }
  assert.ok(written >= 20);
});

test('several trees at once are written as one file, a blank line between games', () => {
  const trees = cases.filter((c) => c.tree !== undefined && c.output !== undefined).slice(0, 5);
  assert.equal(writePgn(trees.map((c) => c.tree)), trees.map((c) => c.output).join('\n'));
});
