// Memory and long inputs: Games dropped without free() are released (a FinalizationRegistry
// frees their wasm memory when JavaScript collects them), long games keep working, and a
// 100,000-move PGN is read whole, in bounded memory.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';
import { init, Game, limits, wasmMemoryBytes, SittuyinError } from '../../dist/lib/index.js';

await init();
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

async function collect() {
  for (let i = 0; i < 6; i++) {
    gc();
    await new Promise((ok) => setTimeout(ok, 10));
  }
}

function dropMany(n) {
  for (let i = 0; i < n; i++) {
    const g = new Game();
    g.play('K@e2');
    g.play('k@d7');
    g.legalMoves();
  }
}

test('thousands of Games dropped without free() do not grow the wasm memory without bound', async () => {
  dropMany(3000);
  await collect();
  const afterFirst = wasmMemoryBytes();
  for (let round = 0; round < 4; round++) {
    dropMany(3000);
    await collect();
  }
  const afterMany = wasmMemoryBytes();
  // 15,000 games were made; the memory of the first 3,000 is what the core keeps reusing.
  assert.ok(afterMany <= afterFirst * 1.5 + (1 << 20), `wasm memory ${afterFirst} -> ${afterMany} bytes`);
});

test('a 10,000-ply shuffling game keeps answering, with its draws claimable', () => {
  const g = new Game({ fen: '4k3/8/8/8/8/8/8/R3K3[] w - - 0 1', rules: 'fairy' });
  const cycle = ['e1d1', 'e8d8', 'd1e1', 'd8e8'];
  for (let i = 0; i < 10000; i++) g.play(cycle[i % 4]);
  assert.equal(g.ply, 10000);
  assert.equal(g.history().length, 10000);
  const st = g.status();
  assert.equal(st.over, false);
  assert.ok(st.claimable.includes('repetition') && st.claimable.includes('fifty-moves'), st.claimable.join(','));
  assert.equal(g.legalMoves().length > 0, true);
  g.undo();
  assert.equal(g.ply, 9999);
  const back = Game.fromPgn(g.pgn());
  assert.equal(back.ply, 9999);
  assert.equal(back.fen(), g.fen());
});

test('a 100,000-move PGN (under the 1 MiB limit) is read whole, in bounded memory', () => {
  const cycle = ['Kd1', 'Kd8', 'Ke1', 'Ke8'];
  const parts = ['[FEN "4k3/8/8/8/8/8/8/R3K3[] w - - 0 1"]', '[SetUp "1"]', '[Rules "fairy"]', ''];
  let text = '';
  for (let i = 0; i < 100000; i++) text += `${i % 2 === 0 ? `${i / 2 + 1}. ` : ''}${cycle[i % 4]} `;
  const pgn = `${parts.join('\n')}\n${text}*`;
  assert.ok(pgn.length <= limits().pgn, `the text (${pgn.length} bytes) fits the PGN limit`);
  const before = wasmMemoryBytes();
  const g = Game.fromPgn(pgn);
  // Every move is kept: 25,000 shuffles bring the kings back where they started, white to move.
  assert.equal(g.ply, 100000);
  assert.equal(g.history().length, 100000);
  assert.deepEqual(g.history(g.ply - 4), ['e1d1', 'e8d8', 'd1e1', 'd8e8']);
  assert.equal(g.fen().split(' ').slice(0, 2).join(' '), '4k3/8/8/8/8/8/8/R3K3[] w');
  assert.ok(g.status().claimable.includes('repetition'));
  g.free();
  assert.ok(wasmMemoryBytes() - before < 256 << 20, 'bounded memory');
});

test('a PGN one byte over the limit is refused with ERR_ARGUMENT before it is read', () => {
  assert.throws(() => Game.fromPgn(`${'x'.repeat(limits().pgn)}*`), (e) => {
    assert.ok(e instanceof SittuyinError, String(e));
    assert.equal(e.code, 'ERR_ARGUMENT', e.message);
    return true;
  });
});
