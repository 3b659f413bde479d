// Two wasm modules (issue 17 part 2): the rules core, which boards, diagrams and viewers load, has
// no search and no endgame tables; the engine's module has both (and the rules). In Node the
// engine's module loads on the first engine call; a Game of the core searches through a copy of
// itself in the engine's module, kept up to date with its moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init, isEngineLoaded, Game, generateEndingTable, parsePgn } from '../../dist/lib/index.js';

const ENGINE_EXPORTS = /tablebase|bestmove|search|training|engine/i;

/** The exports of a compiled module, read from the .wasm itself. */
function wasmExports(name) {
  const bytes = readFileSync(new URL(`../../dist/pkg/${name}`, import.meta.url));
  return WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map((e) => e.name);
}

test("the rules core's module exports no search or endgame-table function; the engine's does", async () => {
  const core = wasmExports('sittuyin_bg.wasm');
  const engine = wasmExports('sittuyin_engine_bg.wasm');
  assert.deepEqual(core.filter((n) => ENGINE_EXPORTS.test(n)), []);
  for (const n of ['wasmgame_bestMove', 'wasmgame_tablebaseProbe', 'wasmgame_tablebaseStatus', 'wasmgame_tablebaseGenerate', 'tablebaseWork', 'tablebaseGenerateEnding', 'tablebaseTrainingFen']) {
    assert.ok(engine.includes(n), n);
  }
  // The engine's module holds every export of the core (the worker loads it alone).
  assert.deepEqual(core.filter((n) => !engine.includes(n)), []);
  // The JavaScript bindings say the same.
  const glue = await import('../../dist/pkg/sittuyin.js');
  assert.deepEqual(Object.keys(glue).filter((n) => ENGINE_EXPORTS.test(n)), []);
  assert.equal('bestMove' in glue.WasmGame.prototype, false);
  assert.equal('tablebaseProbe' in glue.WasmGame.prototype, false);
  const engineGlue = await import('../../dist/pkg/sittuyin_engine.js');
  assert.equal(typeof engineGlue.WasmGame.prototype.bestMove, 'function');
});

test('in Node the engine loads on the first engine call; a Game of the core searches with its moves', async () => {
  await init();
  assert.equal(isEngineLoaded(), false);
  const g = new Game({ fen: '6k1/8/8/8/8/8/8/R5K1[] w - - 0 1', rules: 'fairy' });
  g.play('Kf2');
  assert.equal(isEngineLoaded(), false);
  // Rules calls never load the engine.
  g.legalMoves(); g.moves(); g.status(); g.pgn();
  parsePgn(g.pgn());
  assert.equal(isEngineLoaded(), false);
  const best = g.bestMove({ depth: 3 });
  assert.equal(isEngineLoaded(), true);
  assert.ok(g.legalMoves().includes(best.uci), best.uci);
  // Black to move after Kf2: the search sees the moves played on the core's game.
  assert.equal(best.uci[0] >= 'f' && best.uci[1] === '8', true, best.uci);
  g.play(best.uci);
  const next = g.bestMove({ depth: 3 });
  assert.ok(g.legalMoves().includes(next.uci), `${next.uci} after ${best.uci}`);
  // Taken back and played otherwise: the engine's copy follows.
  g.undo();
  g.undo();
  const again = g.bestMove({ depth: 3 });
  assert.ok(g.legalMoves().includes(again.uci), again.uci);
  // The tables are the engine module's, shared by every game: a search by depth made this one.
  assert.equal(g.tablebase().result, 'win');
  const k = new Game({ fen: '6k1/8/8/8/8/8/8/R5K1[] w - - 0 1' });
  k.generateTablebase();
  assert.equal(k.tablebase().result, 'win');
  assert.ok(generateEndingTable('KRK') > 0);
  const status = k.tablebaseStatus();
  assert.equal(status.generated, true);
  // A freed game's engine copy goes with it.
  k.free();
  assert.throws(() => k.tablebase(), (e) => e.code === 'ERR_FREED');
  g.free();
});
