// The Game API of the built package (dist/lib), in Node: every method and error code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { init, isInitialized, wasmMemoryBytes, Game, presets, SittuyinError, startFen, perft, ERROR_CODES } from '../../dist/lib/index.js';

await init();
const START_FEN = startFen();
const RULES = presets().map((p) => p.name);

const PLACEMENT =
  'R@a1 r@a8 R@h1 r@h8 K@e2 k@d7 F@d2 f@e7 S@c2 s@f7 S@f2 s@c7 N@b2 n@g7 N@g2 n@b7'.split(' ');

function expectCode(fn, code) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof SittuyinError, `expected SittuyinError, got ${e}`);
    assert.ok(e instanceof Error);
    assert.equal(e.code, code, e.message);
    assert.ok(e.message.length > 0);
    return true;
  });
}

/** Counts the .wasm files read from disk and the WebAssembly compilations and instantiations `fn` starts. */
async function countWasmLoads(fn) {
  const names = ['Module', 'Instance', 'compile', 'compileStreaming', 'instantiate', 'instantiateStreaming'];
  const saved = Object.fromEntries(names.map((n) => [n, WebAssembly[n]]));
  const readFileSync = fs.readFileSync;
  let loads = 0;
  for (const n of names) {
    WebAssembly[n] = new Proxy(saved[n], {
      construct(target, args) { loads++; return Reflect.construct(target, args); },
      apply(target, self, args) { loads++; return Reflect.apply(target, self, args); },
    });
  }
  fs.readFileSync = (path, ...rest) => {
    if (String(path).endsWith('.wasm')) loads++;
    return readFileSync(path, ...rest);
  };
  syncBuiltinESMExports(); // `import('node:fs')` sees the counting readFileSync too
  try {
    await fn();
  } finally {
    Object.assign(WebAssembly, saved);
    fs.readFileSync = readFileSync;
    syncBuiltinESMExports();
  }
  return loads;
}

test('init is idempotent: later calls load nothing, ignore their options and keep every Game', async () => {
  const g = new Game();
  g.play('K@e2');
  const fen = g.fen();
  const bytes = wasmMemoryBytes();
  const loads = await countWasmLoads(async () => {
    await init();
    // Bytes that are no wasm module at all: a call that loaded them would fail with ERR_INIT.
    await init({ module: new Uint8Array([0, 1, 2, 3]) });
    await init({ url: 'file:///nowhere/sittuyin_bg.wasm' });
    await Promise.all([init(), init()]);
  });
  assert.equal(loads, 0, 'no .wasm read, compiled or instantiated again');
  assert.equal(isInitialized(), true);
  assert.equal(wasmMemoryBytes(), bytes, 'the same memory');
  // The Game made before still points at live wasm memory: same position, still playable.
  assert.equal(g.fen(), fen);
  g.play('k@d7');
  assert.deepEqual(g.history(), ['K@e2', 'K@d7']);
  g.free();
});

test('init: calls made while the first is loading share its one load', async () => {
  // A second instance of the module (a fresh URL), not yet initialised.
  const fresh = await import('../../dist/lib/game.js?concurrent-init');
  assert.equal(fresh.isInitialized(), false);
  assert.throws(() => new fresh.Game(), (e) => e.code === 'ERR_INIT');
  const first = fresh.init();
  assert.equal(fresh.init(), first, 'the pending load is returned, not a second one');
  await first;
  assert.equal(fresh.isInitialized(), true);
  assert.equal(new fresh.Game().fen(), START_FEN);
});

test('start position', () => {
  const g = new Game();
  assert.equal(g.fen(), '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1');
  assert.equal(new Game({ fen: START_FEN }).fen(), g.fen());
  assert.equal(g.legalMoves().length, 88);
  assert.equal(g.turn, 'white');
  assert.equal(g.phase, 'placement');
  assert.equal(g.ply, 0);
  assert.equal(g.rules, 'chessplayx');
  assert.deepEqual(g.hand('white'), { king: 1, general: 1, elephant: 2, horse: 2, chariot: 2, pawn: 0 });
  assert.equal(g.pieces().length, 16);
  assert.deepEqual(g.pieces()[0], { square: 'a3', color: 'white', role: 'pawn' });
  assert.equal(g.isCheck(), false);
  assert.deepEqual(g.status(), {
    over: false, result: '*', winner: null, reason: null, claimable: [], counting: null, deadPosition: false,
  });
  assert.equal(g.perft(2), 7744);
  assert.equal(perft(START_FEN, 3), 580096);
  g.free();
});

test('moves() describe every legal move', () => {
  const g = new Game();
  const moves = g.moves();
  assert.deepEqual(moves.map((m) => m.uci).sort(), g.legalMoves().sort());
  const rook = moves.find((m) => m.uci === 'R@a1');
  assert.deepEqual(rook, { uci: 'R@a1', san: 'R@a1', kind: 'drop', role: 'chariot', color: 'white', to: 'a1', check: false });
  assert.ok(!moves.some((m) => m.uci === 'R@a2'), 'chariots start on the back rank');
});

test('play, placement and board moves, SAN and UCI', () => {
  const g = new Game();
  for (const m of PLACEMENT) g.play(m);
  assert.equal(g.phase, 'play');
  assert.equal(g.turn, 'white');
  const m = g.play('e5');
  assert.deepEqual(m, { uci: 'e4e5', san: 'e5', kind: 'move', role: 'pawn', color: 'white', from: 'e4', to: 'e5', check: false });
  const capture = g.play('fxe5');
  assert.equal(capture.capture, 'pawn');
  assert.equal(capture.uci, 'f6e5');
  assert.equal(g.history().length, 18);
  assert.equal(g.sanHistory()[17], 'fxe5');
  assert.equal(g.san('d3d4'), 'd4');
  assert.equal(g.isLegal('d4'), true);
  assert.equal(g.isLegal('d5'), false);
});

test('errors carry stable codes and leave the game unchanged', () => {
  const g = new Game();
  g.play('K@e2');
  const fen = g.fen();
  expectCode(() => g.play('K@e3'), 'ERR_ILLEGAL_MOVE');
  expectCode(() => g.play('e4e5'), 'ERR_ILLEGAL_MOVE');
  expectCode(() => g.play('hello'), 'ERR_MOVE_SYNTAX');
  expectCode(() => g.play(''), 'ERR_MOVE_SYNTAX');
  expectCode(() => g.play('x'.repeat(100_000)), 'ERR_ARGUMENT');
  expectCode(() => g.play('K@é2'), 'ERR_MOVE_SYNTAX');
  expectCode(() => g.play(null), 'ERR_ARGUMENT');
  expectCode(() => g.play(42), 'ERR_ARGUMENT');
  expectCode(() => g.play({ toString: () => 'k@d7' }), 'ERR_ARGUMENT');
  expectCode(() => g.san('K@a4'), 'ERR_ILLEGAL_MOVE');
  expectCode(() => g.hand('red'), 'ERR_ARGUMENT');
  expectCode(() => g.claimDraw(), 'ERR_NO_DRAW');
  expectCode(() => g.claimDraw('repetition'), 'ERR_NO_DRAW');
  expectCode(() => g.claimDraw('bogus'), 'ERR_ARGUMENT');
  expectCode(() => g.perft(1.5), 'ERR_ARGUMENT');
  expectCode(() => g.perft(99), 'ERR_ARGUMENT');
  assert.equal(g.isLegal(null), false);
  assert.equal(g.isLegal(undefined), false);
  assert.equal(g.isLegal('x'.repeat(1_000_000)), false);
  assert.equal(g.fen(), fen);
  assert.equal(g.play('k@d7').san, 'K@d7');
});

test('constructor errors', () => {
  expectCode(() => new Game({ fen: 'nonsense' }), 'ERR_FEN_BOARD');
  expectCode(() => new Game({ fen: '' }), 'ERR_FEN_SYNTAX');
  expectCode(() => new Game({ fen: 'x'.repeat(5000) }), 'ERR_ARGUMENT');
  expectCode(() => new Game({ fen: '4k3/8/8/8/8/8/8/3KK3[] w - - 0 1' }), 'ERR_POSITION');
  expectCode(() => new Game({ fen: '4k3/8/8/8/8/8/R7/4K3[] b - 999 0 1' }), 'ERR_FEN_COUNTERS');
  expectCode(() => new Game({ fen: 42 }), 'ERR_ARGUMENT');
  expectCode(() => new Game({ rules: 'nope' }), 'ERR_RULES');
  expectCode(() => new Game('fen'), 'ERR_ARGUMENT');
  assert.equal(new Game({ rules: 'fairy' }).rules, 'fairy');
  assert.equal(new Game(null).rules, 'chessplayx');
});

test('every preset in RULES builds; federation places sequentially', () => {
  for (const rules of RULES) assert.equal(new Game({ rules }).rules, rules);
  assert.deepEqual([...RULES], ['chessplayx', 'fairy', 'federation', 'pritchard']);
  const g = new Game({ rules: 'federation' });
  const white = PLACEMENT.filter((_, i) => i % 2 === 0);
  const black = PLACEMENT.filter((_, i) => i % 2 === 1);
  for (const m of white) {
    assert.equal(g.turn, 'white');
    g.play(m);
  }
  assert.equal(g.turn, 'black');
  assert.ok(g.legalMoves().every((m) => m.includes('@')));
  for (const m of black) g.play(m);
  assert.equal(g.turn, 'white');
  assert.equal(g.phase, 'play');
  assert.match(g.fen(), / w - - 0 16$/);
  // Move numbers as the FEN counts them: White's drops 1-8, Black's 8...-15....
  const plies = g.plies();
  assert.equal(plies.length, 16);
  assert.deepEqual(plies[0], { uci: 'R@a1', san: 'R@a1', color: 'white', fullmove: 1, number: '1.' });
  assert.deepEqual(plies.map((p) => p.number).slice(6, 10), ['7.', '8.', null, '9...']);
  assert.deepEqual(plies.map((p) => p.fullmove), [1, 2, 3, 4, 5, 6, 7, 8, 8, 9, 10, 11, 12, 13, 14, 15]);
  assert.deepEqual(new Set(plies.slice(8).map((p) => p.color)), new Set(['black']));
  const alternating = new Game();
  for (const m of PLACEMENT.slice(0, 4)) alternating.play(m);
  assert.deepEqual(alternating.plies().map((p) => [p.color, p.fullmove, p.number]), [['white', 1, '1.'], ['black', 1, null], ['white', 2, '2.'], ['black', 2, null]]);
  const best = g.bestMove({ depth: 3 });
  assert.ok(g.legalMoves().includes(best.uci));
  const back = Game.fromPgn(g.pgn());
  assert.equal(back.rules, 'federation');
  assert.equal(back.fen(), g.fen());
});

test('pritchard: a piece placed on an own pawn sends it to the hand; promotions capture', () => {
  const g = new Game({ rules: 'pritchard' });
  const n = g.play('N@e4');
  assert.equal(n.san, 'N@e4');
  assert.equal(g.turn, 'white');
  assert.equal(g.hand('white').pawn, 1);
  assert.ok(g.legalMoves().includes('P@e3'));
  assert.ok(g.legalMoves().includes('P@e1'), 'rank 1 is in the region');
  const p = new Game({ rules: 'pritchard', fen: '7k/8/2n1f3/3P4/8/8/8/K7[] w - - 0 1' });
  const promo = p.moves().find((m) => m.uci === 'd5c6f');
  assert.equal(promo.kind, 'promotion');
  assert.equal(promo.capture, 'horse');
  assert.equal(promo.san, 'd5xc6=F');
  assert.ok(!p.legalMoves().includes('d5d5f'));
  assert.ok(p.legalMoves().includes(p.bestMove({ depth: 3 }).uci));
});

test('undo and redo', () => {
  const g = new Game();
  g.play('K@e2');
  g.play('k@d7');
  assert.equal(g.canRedo(), false);
  assert.equal(g.undo().uci, 'K@d7');
  assert.equal(g.canRedo(), true);
  assert.equal(g.ply, 1);
  assert.equal(g.redo().uci, 'K@d7');
  assert.equal(g.redo(), undefined);
  g.undo();
  g.undo();
  assert.equal(g.undo(), undefined);
  assert.equal(g.fen(), new Game().fen());
});

test('checkmate, resignation and agreement', () => {
  const g = new Game({ fen: '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1' });
  g.play('Ra7');
  g.play('Kf8');
  const mate = g.play('Rb8');
  assert.equal(mate.san, 'Rb8#');
  assert.equal(mate.check, true);
  const { counting, ...status } = g.status();
  assert.deepEqual(status, { over: true, result: '1-0', winner: 'white', reason: 'checkmate', claimable: [], deadPosition: false });
  assert.equal(counting.side, 'black', 'K+R+R vs K: the count runs');
  assert.deepEqual(g.legalMoves(), []);
  expectCode(() => g.play('Ke8'), 'ERR_GAME_OVER');
  expectCode(() => g.resign('black'), 'ERR_GAME_OVER');
  const h = new Game();
  h.resign('white');
  assert.equal(h.status().result, '0-1');
  assert.equal(h.status().reason, 'resignation');
  h.undo();
  h.agreeDraw();
  assert.equal(h.status().reason, 'agreement');
});

test('claimable draws: repetition, promotion-only; counting', () => {
  const g = new Game({ fen: '7r/4k3/8/8/8/8/R7/4K3[] w - - 0 1', rules: 'fairy' });
  for (const m of 'a2a3 h8h7 a3a2 h7h8 a2a3 h8h7 a3a2 h7h8'.split(' ')) g.play(m);
  assert.deepEqual(g.status().claimable, ['repetition']);
  g.claimDraw('repetition');
  assert.equal(g.status().over, true);
  assert.equal(g.status().result, '1/2-1/2');

  const p = new Game({ fen: '1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1' });
  assert.deepEqual(p.status().claimable, ['promotion-only']);
  assert.ok(p.moves().every((m) => m.kind === 'promotion'));

  const c = new Game({ fen: '4k3/8/8/8/8/8/R7/4K3[] b - 32 30 1' });
  assert.deepEqual(c.status().counting, { side: 'black', count: 15, limit: 16, ply: 30, limitPlies: 32 });
  c.play('Kd8');
  c.play('Ra3');
  c.play('Ke8');
  assert.equal(c.status().over, true);
  assert.equal(c.status().reason, 'counting');
});

test('promotion moves', () => {
  const g = new Game({ fen: '8/8/4r1r1/6fk/1R2P3/4N3/2N5/2KS4 w - - 0 1' });
  const promos = g.moves().filter((m) => m.kind === 'promotion').map((m) => m.uci).sort();
  assert.deepEqual(promos, ['e4d3f', 'e4e4f', 'e4f3f']);
  const m = g.play('e4=F');
  assert.equal(m.kind, 'promotion');
  assert.equal(m.san, 'e4=F');
  assert.equal(g.pieces().find((p) => p.square === 'e4').role, 'general');
});

test('PGN round trip', () => {
  const g = new Game({ rules: 'fairy' });
  for (const m of PLACEMENT) g.play(m);
  g.play('e5');
  const pgn = g.pgn();
  assert.match(pgn, /\[Variant "Sittuyin"\]/);
  assert.match(pgn, /\[Rules "fairy"\]/);
  const back = Game.fromPgn(pgn);
  assert.equal(back.fen(), g.fen());
  assert.deepEqual(back.history(), g.history());
  assert.equal(back.rules, 'fairy');
  assert.equal(Game.fromPgn(pgn, { rules: 'chessplayx' }).rules, 'chessplayx');
  expectCode(() => Game.fromPgn('1. K@e5 *'), 'ERR_PGN');
  expectCode(() => Game.fromPgn(7), 'ERR_ARGUMENT');
});

test('calls after free() throw ERR_FREED; free twice is harmless', () => {
  const g = new Game();
  g.free();
  g.free();
  assert.equal(g.freed, true);
  expectCode(() => g.fen(), 'ERR_FREED');
  expectCode(() => g.play('K@e2'), 'ERR_FREED');
  expectCode(() => g.status(), 'ERR_FREED');
  assert.equal(g.isLegal('K@e2'), false);
  // Other games keep working.
  assert.equal(new Game().legalMoves().length, 88);
});

test('random garbage never traps the wasm module', () => {
  const g = new Game();
  const alphabet = 'KFSNRPkfsnrp12345678/[]~- wb@=x+#abcdefgh0é\u0000\uffff';
  let seed = 12345;
  const rand = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let i = 0; i < 3000; i++) {
    const len = rand(80);
    let s = '';
    for (let j = 0; j < len; j++) s += alphabet[rand(alphabet.length)];
    for (const f of [() => g.play(s), () => new Game({ fen: s }), () => Game.fromPgn(s), () => g.san(s)]) {
      try {
        f();
      } catch (e) {
        assert.ok(e instanceof SittuyinError, String(e));
        assert.notEqual(e.code, 'ERR_INTERNAL', e.message);
      }
    }
    g.isLegal(s);
  }
  assert.ok(g.fen().length > 0);
});

test('bestMove: legal, mates, levels, bad limits', () => {
  const mate = new Game({ fen: '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1' });
  const r = mate.bestMove({ depth: 4 });
  assert.ok(mate.legalMoves().includes(r.uci));
  assert.deepEqual(r.score, { mate: 2 });
  assert.equal(r.pv[0], r.uci);
  assert.equal(r.pvSan.at(-1).endsWith('#'), true);
  const g = new Game();
  const a = g.bestMove({ level: 2, seed: 7 });
  assert.ok(g.legalMoves().includes(a.uci));
  assert.deepEqual(new Game().bestMove({ nodes: 2000 }), new Game().bestMove({ nodes: 2000 }), 'deterministic under a node limit');
  expectCode(() => g.bestMove({ depth: 0 }), 'ERR_ARGUMENT');
  expectCode(() => g.bestMove({ depth: 'deep' }), 'ERR_ARGUMENT');
  expectCode(() => g.bestMove({ level: 9 }), 'ERR_ARGUMENT');
  expectCode(() => g.bestMove(null), 'ERR_ARGUMENT');
  const over = new Game({ fen: 'k7/2R5/1R6/8/8/8/8/4K3[] b - - 0 1' });
  assert.equal(over.bestMove({ depth: 2 }).uci, null);
});

test('startFen: the position the game began from, kept through moves and PGN', () => {
  const g = new Game();
  const start = g.fen();
  assert.equal(g.startFen(), start);
  g.play('K@e2');
  assert.equal(g.startFen(), start);
  const fen = '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1';
  const h = new Game({ fen, rules: 'fairy' });
  h.play('a2a7');
  const back = Game.fromPgn(h.pgn());
  assert.equal(back.startFen(), fen);
  assert.deepEqual(back.history(), ['a2a7']);
});

test('dropRefusal names why a drop is refused, and is null exactly for legal drops', () => {
  const g = new Game();
  assert.equal(g.dropRefusal('chariot', 'a2'), 'chariot-back-rank');
  assert.equal(g.dropRefusal('king', 'a3'), 'occupied');
  assert.equal(g.dropRefusal('horse', 'e5'), 'outside-region');
  assert.equal(g.dropRefusal('horse', 'a5'), 'occupied');
  assert.equal(g.dropRefusal('horse', 'a2'), null);
  for (const m of g.moves()) assert.equal(g.dropRefusal(m.role, m.to), null, m.uci);
  for (const role of ['king', 'general', 'elephant', 'horse', 'chariot']) {
    const legal = new Set(g.moves().filter((m) => m.role === role).map((m) => m.to));
    for (const f of 'abcdefgh') for (const r of '12345678') {
      const sq = f + r;
      assert.equal(g.dropRefusal(role, sq) === null, legal.has(sq), `${role} ${sq}`);
    }
  }
  expectCode(() => g.dropRefusal('queen', 'a1'), 'ERR_ARGUMENT');
  expectCode(() => g.dropRefusal('king', 'z9x'), 'ERR_ARGUMENT');
});

test('a Game is not usable from inside its own search: ERR_BUSY, and the game is intact after', () => {
  const g = new Game({ fen: '5k2/R7/8/8/8/8/8/1R4K1[] w - - 0 1' });
  const fen = g.fen();
  const seen = [];
  const r = g.bestMove({ depth: 3 }, () => {
    for (const f of [() => g.fen(), () => g.play('b1b8'), () => g.undo(), () => g.free(), () => g.bestMove({ depth: 1 })]) {
      try {
        f();
        seen.push('ok');
      } catch (e) {
        seen.push(e.code);
      }
    }
    assert.equal(g.isLegal('b1b8'), false);
  });
  assert.ok(seen.length >= 5 && seen.every((c) => c === 'ERR_BUSY'), seen.join(','));
  assert.equal(g.fen(), fen);
  assert.equal(r.uci, 'b1b8');
  g.play(r.uci);
  assert.equal(g.status().reason, 'checkmate');
  g.free();
});

test('ERROR_CODES lists every code, and errors only ever carry one of them', async () => {
  assert.equal(new Set(ERROR_CODES).size, ERROR_CODES.length);
  // One list: generated from the crate's enum of codes (crate/src/errors.rs `ErrorCode`;
  // crate/tests/generated_types.rs checks the committed copy).
  assert.ok(ERROR_CODES.includes('ERR_ENGINE') && ERROR_CODES.includes('ERR_NETWORK'));
  const g = new Game();
  const failing = [
    () => g.play('e9e9'), () => g.play('K@e5'), () => new Game({ fen: 'x' }), () => new Game({ fen: '8/8/8/8/8/8/8/8[] w - - 0 1' }),
    () => new Game({ rules: 'nope' }), () => Game.fromPgn('1. zz'), () => g.claimDraw(), () => g.hand('red'),
    () => new Game({ fen: '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] x - - 0 1' }),
  ];
  const codes = new Set();
  for (const f of failing) {
    try {
      f();
      assert.fail('expected a throw');
    } catch (e) {
      assert.ok(e instanceof SittuyinError);
      codes.add(e.code);
    }
  }
  assert.ok(codes.size >= 6, [...codes].join(','));
  for (const c of codes) assert.ok(ERROR_CODES.includes(c), c);
});

test('new Game({ moves }) plays the moves, and on a bad one throws and keeps nothing', () => {
  const g = new Game({ rules: 'fairy', moves: ['K@e2', 'K@d7', 'R@a1'] });
  assert.equal(g.ply, 3);
  assert.deepEqual(g.history(), ['K@e2', 'K@d7', 'R@a1']);
  expectCode(() => new Game({ moves: ['K@e2', 'K@e3'] }), 'ERR_ILLEGAL_MOVE');
  expectCode(() => new Game({ moves: 'K@e2' }), 'ERR_ARGUMENT');
  expectCode(() => new Game({ moves: [42] }), 'ERR_ARGUMENT');
});

test('every drop refusal the engine gives has its text in the string table', async () => {
  const { en } = await import('../../dist/i18n/en.js');
  const seen = new Set();
  const positions = [
    ...presets().map((p) => new Game({ rules: p.name })),
    new Game({ rules: 'pritchard', moves: ['K@e2', 'R@a1'] }),
    new Game({ fen: '4k3/8/8/8/8/8/8/r3K3[SSN] w - - 0 1' }),
    new Game({ fen: '4k3/8/8/8/8/8/8/4K3[P] w - - 0 1' }),
    new Game({ fen: '5k2/R7/8/8/8/8/8/1R4K1[] w - - 0 1', moves: ['b1b8'] }),
  ];
  for (const g of positions) {
    for (const role of ['king', 'general', 'elephant', 'horse', 'chariot', 'pawn']) {
      for (const f of 'abcdefgh') for (const r of '12345678') {
        const code = g.dropRefusal(role, f + r);
        if (code) seen.add(code);
      }
    }
  }
  for (const code of ['occupied', 'outside-region', 'chariot-back-rank', 'no-piece-in-hand', 'game-over']) assert.ok(seen.has(code), code);
  for (const code of seen) assert.ok(code in en.refusals, `no text for ${code}`);
});

test('pgn(tags) fills in who played and when; the result and moves stay those of the game', () => {
  const g = new Game({ moves: ['K@e2', 'K@d7'] });
  g.resign('black');
  const pgn = g.pgn({ white: 'You', black: 'Computer (level 3)', date: '2026.12.03', event: 'Sittuyin' });
  assert.match(pgn, /\[White "You"\]/);
  assert.match(pgn, /\[Black "Computer \(level 3\)"\]/);
  assert.match(pgn, /\[Date "2026\.12\.03"\]/);
  assert.match(pgn, /\[Result "1-0"\]/);
  assert.deepEqual(Game.fromPgn(pgn).history(), ['K@e2', 'K@d7']);
  assert.equal(g.pgn(), g.pgn({}));
  expectCode(() => g.pgn({ white: 7 }), 'ERR_ARGUMENT');
});
