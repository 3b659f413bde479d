// The course: thirteen stages, 47 levels, from each piece's moves to the endgame mates the tables
// prove. Each level's solution is played to three stars by tests/api/learn.test.mjs, which also
// checks by a search that no "stars" level has a shorter way than its par (so no level is
// misjudged). The piece lessons use 'fairy', where a lone piece against a bare king plays on
// (under 'chessplayx' such a position is a dead one and ends at once); every other stage plays
// the default rules.
import type { Level, Stage, StageId } from './model.js';

const piece = (id: string, role: Level['goal']['role'], fen: string, targets: Level['targets'], par: number, solution: Level['solution'], capture = false): Level => ({
  id,
  goal: { key: capture ? 'capture' : 'stars', role },
  fen,
  rules: 'fairy',
  targets,
  success: { kind: 'stars' },
  only: role ? [role] : undefined,
  par,
  solution,
});

export const COURSE: readonly Stage[] = [
  {
    id: 'king',
    icon: 'king',
    levels: [
      piece('king-1', 'king', 'k7/8/8/8/8/8/8/4K3[] w - - 0 1', ['e2', 'f3', 'f4'], 3, ['e1e2', 'e2f3', 'f3f4']),
      piece('king-2', 'king', 'k7/8/8/8/4K3/8/8/8[] w - - 0 1', ['d5', 'e6', 'f5', 'f4'], 4, ['e4d5', 'd5e6', 'e6f5', 'f5f4']),
      piece('king-3', 'king', '7k/8/8/8/3p4/2p5/8/3K4[] w - - 0 1', ['c3', 'd4'], 4, ['d1c2', 'c2d3', 'd3d4', 'd4c3'], true),
    ],
  },
  {
    id: 'chariot',
    icon: 'chariot',
    levels: [
      piece('chariot-1', 'chariot', '7k/8/8/8/8/8/8/R6K[] w - - 0 1', ['a5', 'e5'], 2, ['a1a5', 'a5e5']),
      piece('chariot-2', 'chariot', '7k/8/8/8/8/8/8/1R5K[] w - - 0 1', ['b7', 'f7', 'f2', 'c2'], 4, ['b1b7', 'b7f7', 'f7f2', 'f2c2']),
      piece('chariot-3', 'chariot', 'k7/8/2p5/8/8/2p2p2/8/2R4K[] w - - 0 1', ['c3', 'f3', 'c6'], 4, ['c1f1', 'f1f3', 'f3c3', 'c3c6'], true),
      piece('chariot-4', 'chariot', 'k7/8/8/8/3P4/8/3R3P/7K[] w - - 0 1', ['g6', 'd6', 'h4'], 5, ['d2g2', 'g2g6', 'g6d6', 'd6h6', 'h6h4']),
      piece('chariot-5', 'chariot', '7k/1p6/8/4n3/8/1s6/8/R6K[] w - - 0 1', ['b7', 'e5', 'b3'], 5, ['a1b1', 'b1b3', 'b3b7', 'b7b5', 'b5e5'], true),
    ],
  },
  {
    id: 'elephant',
    icon: 'elephant',
    levels: [
      piece('elephant-1', 'elephant', 'k7/8/8/8/8/8/4S3/7K[] w - - 0 1', ['e3', 'e4', 'f5'], 3, ['e2e3', 'e3e4', 'e4f5']),
      piece('elephant-2', 'elephant', 'k7/8/8/8/8/3S4/8/7K[] w - - 0 1', ['c2', 'd1', 'e2'], 3, ['d3c2', 'c2d1', 'd1e2']),
      piece('elephant-3', 'elephant', 'k7/8/8/4p3/3p4/2S5/8/7K[] w - - 0 1', ['d4', 'e5'], 2, ['c3d4', 'd4e5'], true),
      piece('elephant-4', 'elephant', 'k7/8/8/8/8/8/3S4/7K[] w - - 0 1', ['c2', 'e2'], 4, ['d2c1', 'c1c2', 'c2d1', 'd1e2']),
    ],
  },
  {
    id: 'general',
    icon: 'general',
    levels: [
      piece('general-1', 'general', 'k7/8/8/8/8/8/3F4/7K[] w - - 0 1', ['e3', 'd4', 'f6'], 4, ['d2e3', 'e3d4', 'd4e5', 'e5f6']),
      piece('general-2', 'general', 'k7/8/8/8/2p1p3/8/2F5/7K[] w - - 0 1', ['c4', 'e4'], 4, ['c2b3', 'b3c4', 'c4d3', 'd3e4'], true),
      piece('general-3', 'general', 'k7/8/8/3p4/8/1p3p2/8/3F3K[] w - - 0 1', ['b3', 'd5', 'f3'], 6, ['d1c2', 'c2b3', 'b3c4', 'c4d5', 'd5e4', 'e4f3'], true),
    ],
  },
  {
    id: 'horse',
    icon: 'horse',
    levels: [
      piece('horse-1', 'horse', 'k7/8/8/8/8/8/8/1N5K[] w - - 0 1', ['c3', 'e4'], 2, ['b1c3', 'c3e4']),
      piece('horse-2', 'horse', 'k7/8/8/8/3N4/8/8/7K[] w - - 0 1', ['f5', 'd6', 'b5'], 3, ['d4b5', 'b5d6', 'd6f5']),
      piece('horse-3', 'horse', 'k7/8/8/2p5/8/8/2pN4/7K[] w - - 0 1', ['c2', 'c5'], 5, ['d2b3', 'b3c5', 'c5b3', 'b3a1', 'a1c2'], true),
      piece('horse-4', 'horse', 'k7/8/8/8/8/8/8/6NK[] w - - 0 1', ['g3', 'e4', 'e6'], 5, ['g1e2', 'e2g3', 'g3e4', 'e4c5', 'c5e6']),
      piece('horse-5', 'horse', '7k/8/1p6/8/2s5/8/8/N6K[] w - - 0 1', ['c4', 'b6'], 4, ['a1c2', 'c2a3', 'a3c4', 'c4b6'], true),
    ],
  },
  {
    id: 'pawn',
    icon: 'pawn',
    levels: [
      piece('pawn-1', 'pawn', 'k7/8/8/8/8/1P6/8/7K[] w - - 0 1', ['b4', 'b5', 'b6'], 3, ['b3b4', 'b4b5', 'b5b6']),
      piece('pawn-2', 'pawn', 'k7/8/8/4s3/3p4/2P5/8/7K[] w - - 0 1', ['d4', 'e5'], 2, ['c3d4', 'd4e5'], true),
      piece('pawn-3', 'pawn', 'k7/8/8/8/5sp1/5P2/8/7K[] w - - 0 1', ['g4', 'g5'], 2, ['f3g4', 'g4g5']),
    ],
  },
  {
    id: 'placement',
    icon: 'king',
    levels: [
      { id: 'placement-1', goal: { key: 'placeOn', role: 'king' }, fen: '8/8/8/8/8/8/8/8[Kk] w - - 0 1', targets: ['e2'], success: { kind: 'place' }, par: 1, solution: ['K@e2'] },
      { id: 'placement-2', goal: { key: 'placeChariots' }, fen: '8/8/8/8/8/8/8/4K3[RRk] w - - 0 1', success: { kind: 'place' }, par: 2, solution: ['R@a1', 'R@b1'] },
      { id: 'placement-3', goal: { key: 'placeKingSafe' }, fen: '3r1r2/8/8/8/8/8/8/8[Kk] w - - 0 1', success: { kind: 'place' }, par: 1, solution: ['K@a1'] },
      { id: 'placement-4', goal: { key: 'placeAll' }, fen: '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNk] w - - 0 1', success: { kind: 'place' }, par: 8, solution: ['K@f2', 'F@e3', 'S@d2', 'S@f3', 'N@c2', 'N@g3', 'R@a1', 'R@h1'] },
    ],
  },
  {
    id: 'promotion',
    icon: 'general',
    levels: [
      { id: 'promotion-1', goal: { key: 'walkPromote' }, fen: '7k/8/8/8/8/3P4/7P/K7[] w - - 0 1', rules: 'fairy', targets: ['d5'], success: { kind: 'promote' }, par: 3, solution: ['d3d4', 'd4d5', 'd5d5f'] },
      { id: 'promotion-2', goal: { key: 'promoteWhich' }, fen: '7k/4s3/2P2P1p/4p3/8/8/8/K7[] w - - 0 1', rules: 'fairy', success: { kind: 'promote' }, par: 1, solution: ['c6c6f'] },
      { id: 'promotion-3', goal: { key: 'lastPawn' }, fen: '7k/8/8/8/8/1P6/8/K7[] w - - 0 1', rules: 'fairy', success: { kind: 'promote' }, par: 1, solution: ['b3b3f'] },
      { id: 'promotion-4', goal: { key: 'promoteDiagonal' }, fen: '7k/8/2P5/8/8/8/7P/K7[] w - - 0 1', rules: 'fairy', targets: ['b7'], success: { kind: 'promote' }, par: 1, solution: ['c6b7f'] },
    ],
  },
  {
    id: 'check',
    icon: 'chariot',
    levels: [
      { id: 'check-1', goal: { key: 'check' }, fen: '4k3/7p/8/8/8/8/P7/R5K1[] w - - 0 1', success: { kind: 'check' }, par: 1, solution: ['a1e1'] },
      { id: 'check-2', goal: { key: 'escape' }, fen: '4r2k/7p/8/8/8/8/P7/R3K3[] w - - 0 1', success: { kind: 'escape' }, par: 1, solution: ['e1d2'] },
      { id: 'check-3', goal: { key: 'escapeCapture' }, fen: '7k/7p/8/8/8/8/P3r3/R3K3[] w - - 0 1', success: { kind: 'escape', capture: true }, par: 1, solution: ['e1e2'] },
    ],
  },
  {
    id: 'mate',
    icon: 'king',
    levels: [
      { id: 'mate-1', goal: { key: 'mate', n: 1 }, fen: '6k1/5ppp/8/8/8/8/7P/R5K1[] w - - 0 1', success: { kind: 'mate', moves: 1 }, par: 1, solution: ['a1a8'] },
      { id: 'mate-2', goal: { key: 'mate', n: 1 }, fen: '7k/8/5S1K/8/8/8/8/8[] w - - 0 1', success: { kind: 'mate', moves: 1 }, par: 1, solution: ['f6g7'] },
      { id: 'mate-3', goal: { key: 'mate', n: 1 }, fen: '6rk/6pp/8/6N1/8/8/P7/K7[] w - - 0 1', success: { kind: 'mate', moves: 1 }, par: 1, solution: ['g5f7'] },
      { id: 'mate-4', goal: { key: 'mate', n: 2 }, fen: '7k/8/8/8/8/8/R7/1R4K1[] w - - 0 1', success: { kind: 'mate', moves: 2 }, par: 2, solution: ['a2a7', 'h8g8', 'b1b8'] },
    ],
  },
  {
    id: 'draws',
    icon: 'king',
    levels: [
      { id: 'draws-1', goal: { key: 'mateNotStalemate' }, fen: 'k7/8/K7/8/8/8/8/2R5[] w - - 0 1', success: { kind: 'mate', moves: 1 }, par: 1, solution: ['c1c8'] },
      { id: 'draws-2', goal: { key: 'stalemate' }, fen: 'k7/8/K7/8/8/8/8/2R5[] w - - 0 1', success: { kind: 'draw', reasons: ['stalemate'] }, par: 1, solution: ['c1b1'] },
      { id: 'draws-3', goal: { key: 'drawMaterial' }, fen: '8/8/8/4k3/4P3/8/8/K6F[] b - - 0 1', success: { kind: 'draw', reasons: ['insufficient-material'] }, par: 1, solution: ['e5e4'] },
    ],
  },
  {
    id: 'count',
    icon: 'chariot',
    levels: [
      { id: 'count-1', goal: { key: 'countMate', n: 1 }, fen: 'k7/8/1K6/8/8/8/8/7R[] w - 32 32 40', success: { kind: 'mate', moves: 1 }, par: 1, solution: ['h1h8'] },
      { id: 'count-2', goal: { key: 'countMate', n: 2 }, fen: 'k7/8/2K5/8/8/8/8/7R[] w - 32 30 40', success: { kind: 'mate', moves: 2 }, par: 2, solution: ['c6b6', 'a8b8', 'h1h8'] },
      { id: 'count-3', goal: { key: 'survive' }, fen: '8/8/8/8/8/K7/4R3/1k6[] b - 32 31 40', success: { kind: 'draw', reasons: ['counting'] }, par: 1, solution: ['b1c1', 'a3b3'] },
    ],
  },
  {
    id: 'endgames',
    icon: 'chariot',
    // Lines of the endgame tables (the best defence, the fastest mate); off them the tables answer.
    levels: [
      { id: 'endgames-1', goal: { key: 'endgame', ending: 'KRK' }, fen: '8/8/3R4/8/1K6/8/1k6/8[] w - 32 5 3', success: { kind: 'mate', moves: 13 }, opponent: 'table', par: 4, solution: ['d6c6', 'b2a1', 'b4a3', 'a1b1', 'a3b3', 'b1a1', 'c6c1'] },
      { id: 'endgames-2', goal: { key: 'endgame', ending: 'KFRK' }, fen: '8/8/8/8/8/8/4R3/1k2KF2[] w - 32 11 6', success: { kind: 'mate', moves: 10 }, opponent: 'table', par: 4, solution: ['e1d1', 'b1a1', 'd1c2', 'a1a2', 'e2e3', 'a2a1', 'e3a3'] },
      { id: 'endgames-3', goal: { key: 'endgame', ending: 'KSK' }, fen: 'k2S4/8/8/2K5/8/8/8/8[] w - 88 1 1', success: { kind: 'mate', moves: 40 }, opponent: 'table', par: 4, solution: ['c5b6', 'a8b8', 'd8c7', 'b8a8', 'c7c8', 'a8b8', 'c8b7'] },
    ],
  },
];

/** The stage of `id`, or undefined. */
export function stageOf(id: string): Stage | undefined {
  return COURSE.find((s) => s.id === (id as StageId));
}

/** Every level, in course order. */
export function allLevels(): Level[] {
  return COURSE.flatMap((s) => s.levels);
}
