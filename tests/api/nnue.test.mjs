// The evaluation network in the engine's wasm module (issue 20 part 3, issue 31): its SIMD loops
// against the scalar ones, its evaluations against the native build's
// (crate/tests/data/nnue/random-evals.tsv, written and checked by crate/tests/nnue.rs), the network
// built into the module (crate/nets/, used by default from level 4), loading network bytes (a bad
// file is ERR_NETWORK, never a trap), and the search with it: on the page's thread, through the
// worker protocol, and in a worker (setEngineNetwork + searchBestMove's `nnue` option), a
// replacement worker included. The loaded networks are Network::random(seed) of the crate: the
// right size, random weights.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init, Game, loadNetwork, SittuyinError } from '../../dist/lib/index.js';
import { searchBestMove, setEngineNetwork, stopEngine } from '../../dist/lib/engine.js';
import { handleRequest } from '../../dist/lib/protocol.js';

await init();
// In Node the engine's module loads on the first engine call: make one, then use its bindings
// (the same module instance the package uses) for the calls only tests need.
loadNetwork(null);
const glue = await import('../../dist/pkg/sittuyin_engine.js');

const FEN = 'r1s1k3/1n2f3/p1pp1pp1/4p2p/P3P3/1PP2PPP/3N1S2/R2FK2R[] w - - 0 20';

function expectCode(f, code) {
  assert.throws(f, (e) => e instanceof SittuyinError && e.code === code, code);
}

test("the engine's module evaluates with SIMD, and its SIMD loops equal the scalar ones", () => {
  assert.equal(glue.nnueSimd(), true);
  const wasm = readFileSync(new URL('../../dist/pkg/sittuyin_engine_bg.wasm', import.meta.url));
  assert.ok(WebAssembly.validate(wasm));
  // Random lanes over the whole i16 range, then random games under every preset, incremental
  // accumulators and outputs compared position by position (throws on the first difference).
  for (const seed of [1, 2, 3]) assert.ok(glue.nnueSelfTest(seed, 8) > 600);
});

test('the wasm engine evaluates every position of the fixture as the native build does', () => {
  const rows = readFileSync(new URL('../../crate/tests/data/nnue/random-evals.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t'));
  assert.ok(rows.length > 80);
  const seed = Number(/Network::random\((\d+)\)/.exec(readFileSync(new URL('../../crate/tests/data/nnue/random-evals.tsv', import.meta.url), 'utf8'))[1]);
  loadNetwork(glue.randomNetwork(seed));
  try {
    for (const [rules, fen, value] of rows) assert.equal(glue.networkEvaluate(fen, rules), Number(value), `${rules} ${fen}`);
  } finally {
    loadNetwork(null);
  }
  assert.equal(glue.networkLoaded(), false);
});

test('the module evaluates with the built-in network, the file crate/nets/gen4-17m-128b4.nnue, until another is loaded', () => {
  const file = new Uint8Array(readFileSync(new URL('../../crate/nets/gen4-17m-128b4.nnue', import.meta.url)));
  assert.equal(file.length, 207_140);
  assert.equal(new TextDecoder().decode(file.subarray(0, 4)), 'SNN2');
  const fens = [
    FEN,
    'r1s1k3/1n2f3/p1pp1pp1/4p2p/P3P3/1PP2PPP/3N1S2/R2FK3[] w - - 0 20', // White's h1 chariot gone
    'r1s1k3/1n2f3/p1pp1pp1/4p2p/P3P3/1PP2PPP/3N1S2/R2FK3[] b - - 0 20',
    '2s1k3/1n2f3/p1pp1pp1/4p2p/P3P3/1PP2PPP/3N1S2/R2FK2R[] w - - 0 20', // Black's a8 chariot gone
  ];
  const builtIn = fens.map((f) => glue.networkEvaluate(f));
  assert.equal(glue.networkLoaded(), false);
  // White is well ahead in FEN; a chariot more or less moves the evaluation by several pawns,
  // and with Black to move it is seen from Black's side (negated, give or take the move).
  assert.ok(builtIn[0] > 300, String(builtIn[0]));
  assert.ok(builtIn[1] < builtIn[0] - 300, `${builtIn[1]} vs ${builtIn[0]}`);
  assert.ok(Math.abs(builtIn[2] + builtIn[1]) < 200, `${builtIn[2]} vs ${builtIn[1]}`);
  assert.ok(builtIn[3] > builtIn[0] + 300, `${builtIn[3]} vs ${builtIn[0]}`);
  loadNetwork(glue.randomNetwork(5));
  try {
    assert.equal(glue.networkLoaded(), true);
    assert.notDeepEqual(fens.map((f) => glue.networkEvaluate(f)), builtIn);
    // The file's bytes, loaded, evaluate as the built-in network does.
    loadNetwork(file);
    assert.deepEqual(fens.map((f) => glue.networkEvaluate(f)), builtIn);
  } finally {
    loadNetwork(null);
  }
  assert.deepEqual(fens.map((f) => glue.networkEvaluate(f)), builtIn);
});

test('bad network bytes are ERR_NETWORK (or ERR_ARGUMENT for no bytes at all) and keep the network loaded before', () => {
  const good = glue.randomNetwork(7);
  assert.equal(good.length, 205_588);
  loadNetwork(good);
  const before = glue.networkEvaluate(FEN);
  assert.equal(typeof before, 'number');
  const wrongMagic = good.slice();
  wrongMagic[0] = 0x58;
  const wrongShape = good.slice();
  wrongShape[8] = 64; // 64 hidden units
  for (const bad of [new Uint8Array(10), good.subarray(0, good.length - 1), new Uint8Array([...good, 0]), wrongMagic, wrongShape, new Uint8Array(0), new Uint8Array(2 << 20)]) {
    expectCode(() => loadNetwork(bad), 'ERR_NETWORK');
    assert.equal(glue.networkLoaded(), true);
    assert.equal(glue.networkEvaluate(FEN), before);
  }
  for (const bad of ['SNN1', [1, 2, 3], good.buffer, undefined, 42]) expectCode(() => loadNetwork(bad), 'ERR_ARGUMENT');
  loadNetwork(null);
  assert.equal(glue.networkLoaded(), false);
});

test('a network with material buckets (SNN2) loads, and the bucket of the position chooses its output layer', () => {
  // SNN2 bytes written here from an SNN1 file (train/README.md): the bucket count after the
  // header, then four copies of the output layer and of its bias.
  const one = glue.randomNetwork(9);
  const outAt = 16 + 2 * (800 * 128 + 128);
  const snn2 = (flip) => {
    const b = new Uint8Array(outAt + 4 + 4 * (512 + 4));
    b.set(one.subarray(0, 16), 0);
    b.set(new TextEncoder().encode('SNN2'), 0);
    b.set(one.subarray(16, outAt), 20);
    new DataView(b.buffer).setUint32(16, 4, true);
    const w = new Int16Array(one.buffer.slice(one.byteOffset + outAt, one.byteOffset + outAt + 512));
    const bias = new DataView(one.buffer, one.byteOffset + outAt + 512, 4).getInt32(0, true);
    const view = new DataView(b.buffer);
    for (let k = 0; k < 4; k++) {
      const sign = k === flip ? -1 : 1;
      for (let i = 0; i < 256; i++) view.setInt16(outAt + 4 + k * 512 + 2 * i, sign * w[i], true);
      view.setInt32(outAt + 4 + 4 * 512 + 4 * k, sign * bias, true);
    }
    return b;
  };
  assert.equal(snn2(-1).length, 207_140);
  loadNetwork(one);
  const single = glue.networkEvaluate(FEN);
  assert.notEqual(single, 0);
  try {
    // Four equal buckets: the same evaluation as the one-layer file.
    loadNetwork(snn2(-1));
    assert.equal(glue.networkEvaluate(FEN), single);
    // FEN has 25 pieces: bucket 2 of four ((25 - 2) * 4 / 31). Only that layer counts.
    loadNetwork(snn2(2));
    assert.equal(glue.networkEvaluate(FEN), -single);
    loadNetwork(snn2(3));
    assert.equal(glue.networkEvaluate(FEN), single);
    // A bucket count out of range is refused.
    const wrong = snn2(-1);
    new DataView(wrong.buffer).setUint32(16, 9, true);
    expectCode(() => loadNetwork(wrong), 'ERR_NETWORK');
  } finally {
    loadNetwork(null);
  }
});

test('a loaded network changes the search, which still answers legal moves; levels 1-3 and `off` keep the hand-tuned evaluation', () => {
  const search = (network, limits = { nodes: 3000 }) => {
    const g = new Game({ fen: FEN });
    const used = g.useNetwork(network, limits.level);
    const r = g.bestMove(limits);
    assert.ok(g.legalMoves().includes(r.uci), r.uci);
    g.free();
    return { used, r };
  };
  loadNetwork(glue.randomNetwork(3));
  try {
    const hand = search(false);
    const net = search(true);
    assert.equal(hand.used, false);
    assert.equal(net.used, true);
    assert.notDeepEqual([net.r.score, net.r.nodes], [hand.r.score, hand.r.nodes]);
    assert.deepEqual(search(true).r, net.r);
    assert.equal(search(true, { level: 2 }).used, false);
    assert.equal(search(true, { level: 4, nodes: 2000 }).used, true);
  } finally {
    loadNetwork(null);
  }
  // The built-in network, used by default: a search without useNetwork is the same as one with
  // useNetwork(true), and another than the hand-tuned evaluation's.
  const fresh = (limits, on) => {
    const g = new Game({ fen: FEN });
    const used = on === undefined ? undefined : g.useNetwork(on, limits.level);
    const r = g.bestMove(limits);
    g.free();
    return { used, r };
  };
  const byDefault = fresh({ nodes: 3000 });
  const on = fresh({ nodes: 3000 }, true);
  const off = fresh({ nodes: 3000 }, false);
  assert.equal(on.used, true);
  assert.equal(off.used, false);
  assert.deepEqual(byDefault.r, on.r);
  assert.notDeepEqual([off.r.score, off.r.nodes], [on.r.score, on.r.nodes]);
  // Levels 1-3 keep the hand-tuned evaluation by default too.
  assert.deepEqual(fresh({ level: 3, seed: 4 }).r, fresh({ level: 3, seed: 4 }, false).r);
  assert.equal(fresh({ level: 3, seed: 4 }, true).used, false);
});

test('the worker protocol loads a network and searches with it when asked', () => {
  const run = (request) => {
    const out = [];
    handleRequest(request, (m) => out.push(m));
    return out.at(-1);
  };
  assert.deepEqual(run({ type: 'network', id: 1, bytes: new Uint8Array(9) }).code, 'ERR_NETWORK');
  assert.deepEqual(run({ type: 'network', id: 2, bytes: glue.randomNetwork(3) }), { type: 'network', id: 2, loaded: true });
  try {
    // A new start each time: the session's game (and its hash table) is new for every search.
    const fens = [FEN, FEN.replace(' 0 20', ' 0 21'), FEN.replace(' 0 20', ' 0 22')];
    const withNet = run({ type: 'search', id: 3, fen: fens[0], moves: [], limits: { nodes: 3000 }, nnue: true });
    const hand = run({ type: 'search', id: 4, fen: fens[1], moves: [], limits: { nodes: 3000 }, nnue: false });
    const again = run({ type: 'search', id: 5, fen: fens[2], moves: [], limits: { nodes: 3000 }, nnue: true });
    assert.equal(withNet.type, 'bestmove');
    assert.ok(new Game({ fen: FEN }).legalMoves().includes(withNet.result.uci));
    assert.deepEqual([again.result.score, again.result.nodes], [withNet.result.score, withNet.result.nodes]);
    assert.notDeepEqual([hand.result.score, hand.result.nodes], [withNet.result.score, withNet.result.nodes]);
    // The network is on unless a request says `nnue: false`.
    const unsaid = run({ type: 'search', id: 6, fen: fens[0].replace(' 0 20', ' 0 23'), moves: [], limits: { nodes: 3000 } });
    assert.deepEqual([unsaid.result.score, unsaid.result.nodes], [withNet.result.score, withNet.result.nodes]);
  } finally {
    assert.deepEqual(run({ type: 'network', id: 7, bytes: null }), { type: 'network', id: 7, loaded: false });
  }
});

test('in a worker: setEngineNetwork, searchBestMove with nnue, and a replacement worker gets the network again', { timeout: 120_000 }, async () => {
  await assert.rejects(setEngineNetwork(new Uint8Array(12)), (e) => e instanceof SittuyinError && e.code === 'ERR_NETWORK');
  await assert.rejects(setEngineNetwork('net'), (e) => e instanceof SittuyinError && e.code === 'ERR_ARGUMENT');
  const legal = new Game({ fen: FEN }).legalMoves();
  const hand = await searchBestMove(FEN, [], { nodes: 3000 }, { nnue: false });
  await setEngineNetwork(glue.randomNetwork(3).buffer);
  // Another start than `hand`'s (the same position), so the worker's session starts a new game
  // with a new engine: every search here starts from an empty hash table.
  const fen2 = FEN.replace(' 0 20', ' 0 21');
  const first = await searchBestMove(fen2, [], { nodes: 3000 }, { nnue: true });
  assert.ok(legal.includes(first.uci), first.uci);
  assert.notDeepEqual([first.score, first.nodes], [hand.score, hand.nodes]);
  // The worker is replaced (as after a cancelled search): the new one has the network too.
  stopEngine();
  const second = await searchBestMove(fen2, [], { nodes: 3000 }, { nnue: true });
  assert.deepEqual([second.uci, second.score, second.nodes], [first.uci, first.score, first.nodes]);
  // `nnue: false` is the hand-tuned evaluation in the new worker too.
  stopEngine();
  const off = await searchBestMove(FEN, [], { nodes: 3000 }, { nnue: false });
  assert.deepEqual([off.uci, off.score, off.nodes], [hand.uci, hand.score, hand.nodes]);
  // null restores the built-in network, which searches by default (another search than the
  // random network's and the hand-tuned evaluation's), in this worker and a replacement.
  await setEngineNetwork(null);
  stopEngine();
  const builtIn = await searchBestMove(fen2, [], { nodes: 3000 });
  assert.ok(legal.includes(builtIn.uci), builtIn.uci);
  assert.notDeepEqual([builtIn.score, builtIn.nodes], [first.score, first.nodes]);
  assert.notDeepEqual([builtIn.score, builtIn.nodes], [hand.score, hand.nodes]);
  stopEngine();
  const builtInAgain = await searchBestMove(fen2, [], { nodes: 3000 }, { nnue: true });
  assert.deepEqual([builtInAgain.uci, builtInAgain.score, builtInAgain.nodes], [builtIn.uci, builtIn.score, builtIn.nodes]);
  stopEngine();
});
