// The unbalanced opening book (scripts/book.mjs) that `npm run match -- --book FILE` plays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseBook, sampleBook, unbalanced } from '../../scripts/book.mjs';
import { mulberry32 } from '../../scripts/common.mjs';

const FEN = '2k1rr2/2sn2s1/2fnpppp/pppp4/4PPPP/PPPPFNS1/3S1NK1/2R1R3[] w - - 0 9';

test('a book reads as openings: a FEN and the moves after it, named', () => {
  const text = [
    JSON.stringify({ name: 'a', fen: FEN, moves: ['h4h5', 'c7b6'], cp: 120 }),
    '',
    JSON.stringify({ fen: FEN, moves: [] }),
  ].join('\n');
  const book = parseBook(text);
  assert.equal(book.length, 2);
  assert.deepEqual(book[0], { name: 'a', fen: FEN, moves: ['h4h5', 'c7b6'] });
  assert.equal(book[1].name, 'book 3');
  assert.deepEqual(book[1].moves, []);
});

test('a bad book line is refused, naming the line', () => {
  assert.throws(() => parseBook(`${JSON.stringify({ fen: FEN, moves: [] })}\n{oops`), /book line 2: not JSON/);
  assert.throws(() => parseBook(JSON.stringify({ moves: [] })), /book line 1: needs "fen"/);
  assert.throws(() => parseBook(JSON.stringify({ fen: FEN, moves: 'e2e4' })), /book line 1: needs "fen"/);
  assert.throws(() => parseBook(JSON.stringify({ fen: FEN, moves: [1] })), /book line 1/);
  assert.throws(() => parseBook('\n\n'), /no openings/);
});

test('a sample of the book is the same for a seed, another for another seed, and cycles when short', () => {
  const book = Array.from({ length: 40 }, (_, i) => ({ name: `o${i}`, fen: FEN, moves: [] }));
  const a = sampleBook(book, 30, mulberry32(1)).map((o) => o.name);
  const again = sampleBook(book, 30, mulberry32(1)).map((o) => o.name);
  const b = sampleBook(book, 30, mulberry32(2)).map((o) => o.name);
  assert.deepEqual(a, again);
  assert.notDeepEqual(a, b);
  assert.equal(new Set(a).size, 30, 'no opening twice while the book lasts');
  const long = sampleBook(book.slice(0, 3), 7, mulberry32(1)).map((o) => o.name);
  assert.equal(long.length, 7);
  assert.deepEqual(long.slice(3, 6), long.slice(0, 3), 'then the same order again');
  assert.equal(new Set(long).size, 3);
});

test('an opening is kept when either side leads by min to max centipawns', () => {
  assert.equal(unbalanced(80, 80, 200), true);
  assert.equal(unbalanced(-200, 80, 200), true);
  assert.equal(unbalanced(79, 80, 200), false);
  assert.equal(unbalanced(-201, 80, 200), false);
  assert.equal(unbalanced(Infinity, 80, 200), false, 'a mate is not an opening');
});
