// The public types of the `sittuyin` package: one place, shared by the Game
// wrapper, the board and the app. Names are a contract (see README).

// The closed lists of names (colours, roles, presets, set-ups, reasons, drop refusals, phases,
// results, shape colours, error codes) are generated from the crate's own lists, with the values
// below (./generated/boundary.ts); only the structural names (squares, UCI moves) are written here.
export type { Color, Role, RulesName, SetupName, Reason, DropRefusal, Phase, GameResult, ShapeColor, ErrorCode } from './generated/boundary.js';
import type { Move, RulesName } from './generated/boundary.js';
export type MoveKind = Move['kind'];
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
/** The letter of a piece in SAN: King, general (F), elephant (S), horse (N), chariot (R); none for a pawn. */
export type SanPiece = DropLetter;
/** A move in SAN as the rules core reads it (`e4`, `exd5`, `Nxc6+`, `Rab1`, `d5=F`, `R@a1`): the
 * shape only (a piece letter or none, any hints, the target square, `=F`, `+` or `#`); whether it is
 * a move of the position is the core's to say. */
export type San = `${SanPiece | ''}${string}${SquareName}${'' | '=F'}${'' | '+' | '#'}` | never;
/** A move's text: UCI or SAN. */
export type MoveText = UciMove | San;
/** What a move parameter takes: a literal must be a move's text (`play('z9')` does not compile), a
 * `string` known only at run time is taken as it is and checked by the rules core. */
export type MoveInput<M extends string> = string extends M ? M : M extends MoveText ? M : MoveText;
/** What a square parameter takes: a literal must be a square (`'z3'` does not compile), a `string`
 * known only at run time is checked when the call runs (ERR_ARGUMENT). */
export type SquareInput<S extends string> = string extends S ? S : S extends SquareName ? S : SquareName;

// The values the rules core and the engine give (moves, plies, pieces, hands, status, presets,
// set-ups, PGN trees, search results, table verdicts, limits): their declarations are generated
// from the Rust types that cross the wasm boundary (crate/src/boundary.rs) and committed in
// ./generated/boundary.ts; a cargo test fails when they differ.
export type {
  DropMove, BoardMove, PromotionMove, Move, Ply, Piece, Hand, Hands, FenSetup, Counting, Status, Preset, TraditionalSetup, Limits,
  PgnShape, PgnNode, PgnGame, PgnNodeInput, PgnGameInput, Score, BestMove, SearchInfo, TablebaseProbe, TablebaseStatus,
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


/** Endings the trainer offers: mates of a bare king. */
export type TrainingEnding = 'KRK' | 'KSK' | 'KFSK' | 'KFNK' | 'KFRK';

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

// Names the package's declarations borrow from the DOM lib (a Worker in `WorkerFactory`, a compiled
// module in `InitOptions.module`), declared empty so that a Node-only TypeScript project (lib
// ES2022 and @types/node, no DOM) compiles the core entry's types; with the DOM lib they merge with
// the real ones and change nothing. @types/node declares the web types it names the same way.
declare global {
  interface Worker {}
  namespace WebAssembly {
    interface Module {}
  }
}

/** Options of `parsePgn` and `Game.fromPgn`. */
export interface PgnOptions {
  /** Overrides the [Rules] tag of every game. */
  rules?: RulesName;
}
