// The engine worker protocol, driven in Node without a worker, and the info callback.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game } from '../../dist/lib/index.js';
import { handleRequest } from '../../dist/lib/protocol.js';

await init();

function run(request) {
  const out = [];
  handleRequest(request, (m) => out.push(m));
  return out;
}

test('a search request answers with info lines, then the best move', () => {
  const out = run({ type: 'search', id: 7, fen: '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1', moves: ['a2a7', 'g8f8'], limits: { depth: 3 } });
  const last = out.at(-1);
  assert.equal(last.type, 'bestmove');
  assert.equal(last.id, 7);
  assert.equal(last.result.uci, 'b1b8');
  assert.deepEqual(last.result.score, { mate: 1 });
  const infos = out.filter((m) => m.type === 'info');
  assert.ok(infos.length >= 1);
  assert.ok(infos.every((m) => m.id === 7 && m.info.depth >= 1 && Array.isArray(m.info.pvSan)));
});

test('the search from the start follows the moves', () => {
  const out = run({ type: 'search', id: 1, moves: ['K@e2'], limits: { nodes: 500 } });
  const best = out.at(-1).result.uci;
  const g = new Game();
  g.play('K@e2');
  assert.ok(g.legalMoves().includes(best), best);
});

test('bad requests answer with an error code', () => {
  assert.deepEqual(run({ type: 'search', id: 2, moves: ['e9e9'], limits: {} }).map((m) => [m.type, m.code]), [['error', 'ERR_MOVE_SYNTAX']]);
  assert.equal(run({ type: 'search', id: 3, fen: 'bad', moves: [], limits: {} })[0].code, 'ERR_FEN_BOARD');
  assert.equal(run({ type: 'search', id: 4, moves: [], limits: { depth: -3 } })[0].code, 'ERR_ARGUMENT');
  assert.equal(run({ type: 'nonsense' })[0].code, 'ERR_ARGUMENT');
  assert.equal(run(null)[0].type, 'error');
});

test('bestMove reports progress through onInfo', () => {
  const g = new Game();
  const seen = [];
  const r = g.bestMove({ depth: 3 }, (info) => seen.push(info.depth));
  assert.deepEqual(seen, [...seen].sort((a, b) => a - b));
  assert.equal(seen.at(-1), r.depth);
});

test('a session keeps its game between searches: later requests follow undos, new moves and new games', async () => {
  const { EngineSession } = await import('../../dist/lib/protocol.js');
  const session = new EngineSession();
  const ask = (request) => {
    const out = [];
    session.handle(request, (m) => out.push(m));
    return out.at(-1);
  };
  const fen = '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1';
  assert.equal(ask({ type: 'search', id: 1, fen, moves: [], limits: { depth: 3 } }).result.uci !== null, true);
  assert.equal(ask({ type: 'search', id: 2, fen, moves: ['a2a7', 'g8f8'], limits: { depth: 3 } }).result.uci, 'b1b8');
  // back to an earlier position, then along another line
  const r3 = ask({ type: 'search', id: 3, fen, moves: ['a2a7'], limits: { depth: 2 } }).result;
  const black = new Game({ fen });
  black.play('a2a7');
  assert.ok(black.legalMoves().includes(r3.uci), r3.uci);
  // a bad move answers an error, and the session still works afterwards
  assert.equal(ask({ type: 'search', id: 4, fen, moves: ['a2a7', 'a7a1'], limits: { depth: 2 } }).code, 'ERR_ILLEGAL_MOVE');
  assert.equal(ask({ type: 'search', id: 5, fen, moves: ['a2a7', 'g8f8'], limits: { depth: 3 } }).result.uci, 'b1b8');
  // another start position and preset
  const r6 = ask({ type: 'search', id: 6, moves: ['K@e2'], rules: 'fairy', limits: { nodes: 300 } }).result;
  const start = new Game({ rules: 'fairy' });
  start.play('K@e2');
  assert.ok(start.legalMoves().includes(r6.uci), r6.uci);
  session.close();
});
