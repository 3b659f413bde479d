// The positions of the rules page, once for every language. Rings come from the engine (`reach`),
// never from a hand-written square list, so they cannot disagree with the rules.
import type { DiagramSpec } from './types.ts';

const START = '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1';

export const D = {
  /** The start: pawns placed, pieces in hand; promotion squares ringed. */
  start: {
    id: 'start',
    fen: START,
    trays: true,
    size: 'large',
    arrows: ['a8', 'b7', 'c6', 'd5', 'e5', 'f6', 'g7', 'h8', 'a1', 'b2', 'c3', 'd4', 'e4', 'f3', 'g2', 'h1'],
  },
  /** Where White may place a piece: its three ranks minus the pawns. */
  area: { id: 'area', fen: START, reach: { drop: 'K' } },
  /** Where White may place a chariot: the back rank. */
  chariots: { id: 'chariots', fen: START, reach: { drop: 'R' } },
  /** The reader places the pieces of both sides. */
  place: { id: 'place', fen: START, trays: true, movable: 'both', reset: true, status: true, size: 'large' },
  /** A finished placement (Chesmayne ISP-01, RULES.md). */
  setup: { id: 'setup', fen: '4r1r1/2knsn2/2sfpppp/pppp4/4PPPP/PPPPFNS1/3S1NK1/2R1R3[] w - - 0 1' },

  king: { id: 'king', fen: '7k/8/8/p7/3K3P/8/8/8[] w - - 0 1', reach: { from: 'd4' }, size: 'small' },
  general: { id: 'general', fen: '7k/8/8/p7/3F3P/8/8/K7[] w - - 0 1', reach: { from: 'd4' }, size: 'small' },
  elephant: { id: 'elephant', fen: '7k/8/8/p7/3S3P/8/8/K7[] w - - 0 1', reach: { from: 'd4' }, size: 'small' },
  horse: { id: 'horse', fen: '7k/8/8/p7/3N3P/8/8/K7[] w - - 0 1', reach: { from: 'd4' }, size: 'small' },
  chariot: { id: 'chariot', fen: '7k/8/8/p2p4/3R3P/8/8/K7[] w - - 0 1', reach: { from: 'd4' }, size: 'small' },
  pawn: { id: 'pawn', fen: '7k/8/8/p2p4/4P2P/8/8/K7[] w - - 0 1', reach: { from: 'e4' }, size: 'small' },

  /** A pawn on a promotion square, no White General: every promotion, and the reader may try. */
  promote: { id: 'promote', fen: '4k3/8/8/3P4/8/P7/8/4K3[] w - - 0 1', reach: { from: 'd5', promotions: true }, movable: 'white', reset: true },
  /** The General may not attack: no promotion to c6 (it would attack b7). */
  noAttack: { id: 'no-attack', fen: '8/1r6/8/3P4/8/P7/8/4K2k[] w - - 0 1', reach: { from: 'd5', promotions: true } },
  /** The last pawn promotes from any square. */
  lastPawn: { id: 'last-pawn', fen: 'r3k3/8/8/8/1P6/8/8/4K3[] w - - 0 1', reach: { from: 'b4', promotions: true } },

  /** A count running: Black's king is bare, 10 of White's 16 moves are gone. */
  counting: { id: 'counting', fen: '4k3/8/8/8/8/8/R7/4K3[] b - 32 20 1', movable: 'both', status: true, reset: true },
  /** Black to move, no legal move, not in check. */
  stalemate: { id: 'stalemate', fen: 'k1K5/1R6/8/8/8/8/8/8[] b - - 0 1', status: true },
} satisfies Record<string, DiagramSpec>;
