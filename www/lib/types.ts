// The public types of the `sittuyin` package: one place, shared by the Game
// wrapper, the board and the app. Names are a contract (see README).

export type Color = 'white' | 'black';
export type Role = 'king' | 'general' | 'elephant' | 'horse' | 'chariot' | 'pawn';
export type RulesName = 'chessplayx' | 'fairy' | 'federation' | 'pritchard';
export type Reason =
  | 'checkmate'
  | 'stalemate'
  | 'insufficient-material'
  | 'counting'
  | 'fifty-moves'
  | 'repetition'
  | 'promotion-only'
  | 'resignation'
  | 'agreement'
  | 'timeout';
export type Phase = 'placement' | 'play';
export type MoveKind = 'drop' | 'move' | 'promotion';
export type FileName = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';
export type RankName = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';
/** Square name, 'a1'..'h8'. */
// `| never` changes no type: it keeps the alias's name where TypeScript and TypeDoc would
// otherwise spell out every member (64 squares, 4,096 steps).
export type SquareName = `${FileName}${RankName}` | never;
/** The letter of a piece placed from the hand in UCI: King, general (F, ferz), elephant (S),
 * horse (N), chariot (R). Pawns start on the board. */
export type DropLetter = 'K' | 'F' | 'S' | 'N' | 'R';
/** A placement in UCI: 'R@a1'. */
export type UciDrop = `${DropLetter}@${SquareName}` | never;
/** A move of a piece on the board in UCI, from and to: 'e4d5'. */
export type UciStep = `${SquareName}${SquareName}` | never;
/** A promotion in UCI: 'd5d5f' (in place), 'd5c6f' (diagonal). */
export type UciPromotion = `${SquareName}${SquareName}f` | never;
/** A move on the board in UCI: a step or a promotion. */
export type UciBoardMove = UciStep | UciPromotion;
/** A move in UCI, as legalMoves() and Move.uci give it. */
export type UciMove = UciDrop | UciBoardMove;

/** Why a drop is refused (Game.dropRefusal), a closed list written once in the crate. */
export type DropRefusal =
  | 'game-over'
  | 'no-piece-in-hand'
  | 'occupied'
  | 'outside-region'
  | 'pawn-back-rank'
  | 'chariot-back-rank'
  | 'chariot-file'
  | 'king-attacked'
  | 'leaves-king-in-check'
  | 'must-not-stalemate';

/** The result of a game: '*' while it goes on. */
export type GameResult = '1-0' | '0-1' | '1/2-1/2' | '*';

// The values the rules core and the engine give (moves, plies, pieces, hands, status, presets,
// set-ups, PGN trees, search results, table verdicts, limits): their declarations are generated
// from the Rust types that cross the wasm boundary (crate/src/boundary.rs) and committed in
// ./generated/boundary.ts; a cargo test fails when they differ.
export type {
  DropMove, BoardMove, PromotionMove, Move, Ply, Piece, Hand, Counting, Status, Preset, TraditionalSetup, Limits,
  PgnShape, PgnNode, PgnGame, Score, BestMove, SearchInfo, TablebaseProbe, TablebaseStatus,
} from './generated/boundary.js';

export interface GameOptions {
  fen?: string;
  rules?: RulesName;
  /** Moves (UCI or SAN) played from the start position; a bad one throws and nothing is kept. */
  moves?: readonly string[];
}

export interface SearchLimits {
  /** Deepest iteration in plies (1..64). */
  depth?: number;
  /** Node budget: deterministic. */
  nodes?: number;
  /** Milliseconds. */
  movetime?: number;
  /** Playing level 1 (beginner) .. 8 (full strength): its limits (unless given) and randomness. */
  level?: number;
  /** Seed of the low levels' randomness. */
  seed?: number;
}

export type { ErrorCode } from './errors.js';

/** Endings the trainer offers: mates of a bare king. */
export type TrainingEnding = 'KRK' | 'KSK' | 'KFSK' | 'KFNK' | 'KFRK';

/** The traditional set-ups' names (traditionalSetups()). */
export type SetupName = 'kHide' | 'nConnected' | 'nSide' | 'nCross' | 'nSandwich' | 'nBattery' | 'eSide' | 'gInside';

/** Descriptive PGN tags a caller fills in. */
export interface PgnTags {
  event?: string;
  site?: string;
  /** 'YYYY.MM.DD' */
  date?: string;
  white?: string;
  black?: string;
}

/** A PGN tag pair, `[name, value]`, in the file's order (`Object.fromEntries` makes a record). */
export type PgnTag = [name: string, value: string];

/** Options of `parsePgn` and `Game.fromPgn`. */
export interface PgnOptions {
  /** Overrides the [Rules] tag of every game. */
  rules?: RulesName;
}
