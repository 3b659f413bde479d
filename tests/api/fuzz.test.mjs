// The JS API under random input: seeded random byte strings and mutations of valid FENs, moves and
// PGNs, through every method that takes text. No call may trap in wasm (which would surface as
// ERR_INTERNAL) or throw anything but a SittuyinError, and a failed call changes nothing: fen(),
// history and status are what they were. The numbers are printed as diagnostics.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game, SittuyinError, startFen, presets } from '../../dist/lib/index.js';
import { WasmGame, setupFen, setupDrops } from '../../dist/pkg/sittuyin.js';
import { mulberry32 as prng } from '../../scripts/common.mjs';

await init();
const START_FEN = startFen();
const RULES = presets().map((p) => p.name);


const SEEDS = {
  fen: [
    START_FEN,
    'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9',
    '6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40',
    '4k3/8/8/8/8/8/R7/4K3[] b - 32 0 1',
    '7k/8/2n1f3/3P~4/8/8/8/K7[] w - - 0 1',
  ],
  move: ['R@a1', 'K@e2', 'e4d5', 'd5d5f', 'd5c6f', 'exd5', 'Rab1', 'd5xc6=F', 'N@c2+', 'Sxd5', 'a4'],
  word: ['white', 'black', 'king', 'chariot', 'pawn', 'repetition', 'fifty-moves', 'e2', 'a9', ''],
};

/** A random string: raw code units, or a valid seed with a few characters changed, cut or doubled. */
function randomText(rand, kind) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const r = rand();
  if (r < 0.25) {
    const n = Math.floor(rand() * 24);
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(rand() < 0.8 ? 32 + Math.floor(rand() * 95) : Math.floor(rand() * 0xffff));
    return s;
  }
  let s = pick(SEEDS[kind]);
  const edits = Math.floor(rand() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(rand() * (s.length + 1));
    const e = rand();
    if (e < 0.4) s = s.slice(0, at) + String.fromCharCode(32 + Math.floor(rand() * 95)) + s.slice(at + 1);
    else if (e < 0.6) s = s.slice(0, at);
    else if (e < 0.8) s = s.slice(0, at) + s.slice(at, at + 3) + s.slice(at);
    else s = s.slice(0, at) + pick(['/', '[', ']', ' ', '~', '@', '=', '-', '9', '0', '\u0000', '\u00e9']) + s.slice(at);
  }
  return s;
}

function snapshot(g) {
  return JSON.stringify([g.fen(), g.history(), g.status(), g.ply, g.canRedo()]);
}

/** Runs `f`; a thrown error must be a SittuyinError other than ERR_INTERNAL. */
function attempt(f, counts) {
  counts.calls++;
  try {
    const value = f();
    counts.ok++;
    return { ok: true, value };
  } catch (e) {
    assert.ok(e instanceof SittuyinError, `not a SittuyinError: ${e}`);
    assert.notEqual(e.code, 'ERR_INTERNAL', e.message);
    assert.ok(typeof e.code === 'string' && e.code.startsWith('ERR_'), e.code);
    counts.errors++;
    return { ok: false, error: e };
  }
}

test('random text through the Game API never traps and a failed call changes nothing', (t) => {
  const rand = prng(20261203);
  const counts = { calls: 0, ok: 0, errors: 0, moves: 0, games: 0 };
  let game = new Game();
  for (let i = 0; i < 6000; i++) {
    const op = Math.floor(rand() * 10);
    const before = snapshot(game);
    if (op === 0) {
      const rules = rand() < 0.8 ? RULES[Math.floor(rand() * RULES.length)] : randomText(rand, 'word');
      const made = attempt(() => new Game({ fen: randomText(rand, 'fen'), rules }), counts);
      if (made.ok) {
        game.free();
        game = made.value;
        counts.games++;
        // Whatever was accepted writes a FEN that reads back.
        assert.equal(new Game({ fen: game.fen(), rules: game.rules }).fen(), game.fen());
      }
      continue;
    }
    if (op <= 3) {
      const text = rand() < 0.3 && game.legalMoves().length > 0
        ? game.legalMoves()[Math.floor(rand() * game.legalMoves().length)]
        : randomText(rand, 'move');
      const played = attempt(() => game.play(text), counts);
      if (played.ok) {
        counts.moves++;
        assert.equal(game.history().length, JSON.parse(before)[1].length + 1);
      } else {
        assert.equal(snapshot(game), before, `play(${JSON.stringify(text)})`);
      }
      continue;
    }
    const text = randomText(rand, op === 4 ? 'move' : 'word');
    const calls = [
      () => game.isLegal(text),
      () => game.san(text),
      () => game.claimDraw(text),
      () => game.hand(text),
      () => game.resign(text),
      () => Game.fromPgn(randomText(rand, 'move') + game.pgn().slice(0, Math.floor(rand() * 400))),
    ];
    const call = calls[op - 4];
    const result = attempt(call, counts);
    if (!result.ok) assert.equal(snapshot(game), before, `call ${op} with ${JSON.stringify(text)}`);
    if (result.ok && result.value instanceof Game) result.value.free();
    if (op === 8 && result.ok) game.undo(); // a resignation: take it back and play on
    if (op === 6 && result.ok) game.undo();
    if (rand() < 0.05) game.undo();
    if (rand() < 0.03) game.redo();
    // The game is intact: its status is whole and its FEN reads back.
    const status = game.status();
    assert.equal(typeof status.over, 'boolean');
    assert.equal(typeof status.deadPosition, 'boolean');
  }
  game.free();
  t.diagnostic(`${counts.calls} calls: ${counts.ok} accepted, ${counts.errors} refused with a code, 0 traps; ${counts.moves} moves played, ${counts.games} games from random FENs`);
  assert.ok(counts.moves > 100 && counts.errors > 1000 && counts.games > 10, JSON.stringify(counts));
});

test('random roles and squares through dropRefusal and the set-up functions', (t) => {
  const rand = prng(99);
  const counts = { calls: 0, ok: 0, errors: 0, legal: 0 };
  const raw = new WasmGame(undefined, 'pritchard');
  const roles = ['king', 'general', 'elephant', 'horse', 'chariot', 'pawn'];
  for (let i = 0; i < 3000; i++) {
    const role = rand() < 0.8 ? roles[Math.floor(rand() * roles.length)] : randomText(rand, 'word');
    const square = rand() < 0.8 ? 'abcdefgh'[Math.floor(rand() * 8)] + String(1 + Math.floor(rand() * 8)) : randomText(rand, 'word');
    const fen = raw.fen();
    counts.calls++;
    let refusal;
    try {
      refusal = raw.dropRefusal(role, square);
    } catch (e) {
      assert.equal(e.code, 'ERR_ARGUMENT', e.message);
      assert.equal(raw.fen(), fen);
      counts.errors++;
      continue;
    }
    counts.ok++;
    const letter = { king: 'K', general: 'F', elephant: 'S', horse: 'N', chariot: 'R', pawn: 'P' }[role];
    const drop = `${letter}@${square}`;
    assert.equal(refusal === undefined, raw.legalMoves().split(' ').includes(drop), `${drop}: ${refusal}`);
    if (refusal === undefined) {
      counts.legal++;
      if (rand() < 0.3) raw.play(drop);
    }
    if (raw.legalMoves() === '' || rand() < 0.01) while (raw.undo() !== undefined);
  }
  raw.free();
  for (let i = 0; i < 300; i++) {
    counts.calls++;
    try {
      setupFen(randomText(rand, 'word'), randomText(rand, 'word'), 'chessplayx');
      counts.ok++;
    } catch (e) {
      assert.ok(['ERR_ARGUMENT', 'ERR_ILLEGAL_MOVE', 'ERR_RULES'].includes(e.code), e.message);
      counts.errors++;
    }
    counts.calls++;
    try {
      setupDrops(randomText(rand, 'word'), randomText(rand, 'word'));
      counts.ok++;
    } catch (e) {
      assert.equal(e.code, 'ERR_ARGUMENT', e.message);
      counts.errors++;
    }
  }
  t.diagnostic(`${counts.calls} calls: ${counts.ok} answered (${counts.legal} legal drops), ${counts.errors} refused with a code, 0 traps`);
  assert.ok(counts.legal > 50 && counts.errors > 100, JSON.stringify(counts));
});
