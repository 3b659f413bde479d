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

/** A piece placed from the hand during the placement phase: no `from`, never a capture. */
export interface DropMove {
  kind: 'drop';
  uci: UciDrop;
  san: string;
  role: Role;
  color: Color;
  from?: never;
  to: SquareName;
  capture?: never;
  check: boolean;
}

/** A piece moving on the board. */
export interface BoardMove {
  kind: 'move';
  uci: UciStep;
  san: string;
  role: Role;
  color: Color;
  from: SquareName;
  to: SquareName;
  capture?: Role;
  check: boolean;
}

/** A pawn promoted to a general, in place or by a diagonal step (`role` is 'pawn'). */
export interface PromotionMove {
  kind: 'promotion';
  uci: UciPromotion;
  san: string;
  role: Role;
  color: Color;
  from: SquareName;
  to: SquareName;
  capture?: Role;
  check: boolean;
}

/** A move, told apart by `kind`: `if (m.kind !== 'drop') m.from` is a SquareName. */
export type Move = DropMove | BoardMove | PromotionMove;

/** A move played: UCI, SAN, who played it and its move number. */
export interface Ply {
  uci: UciMove;
  san: string;
  color: Color;
  fullmove: number;
  /** The move number that opens a row of the move list ('12.', '12...'), or null when the move
   * continues White's row (decided once in the crate, as the PGN writes it). */
  number: string | null;
}

export interface Piece {
  square: SquareName;
  color: Color;
  role: Role;
}

export interface Counting {
  /** The bare king's side, whose opponent must mate in time. */
  side: Color;
  /** Moves the stronger side has made since the count started. */
  count: number;
  /** The stronger side's move limit: 16 (chariot), 44 (elephant) or 64 (horse). */
  limit: number;
  /** Plies counted so far (Fairy-Stockfish's counting ply). */
  ply: number;
  /** The limit in plies (32, 88 or 128), as written in the FEN. */
  limitPlies: number;
}

export interface Status {
  over: boolean;
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  winner: Color | null;
  reason: Reason | null;
  claimable: Reason[];
  counting: Counting | null;
  /** Neither side can mate any more (ends the game, except under 'fairy', where it is reported). */
  deadPosition: boolean;
}

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

export type Score = { cp: number } | { mate: number };

export interface BestMove {
  /** UCI of the best move, null when there is no legal move. */
  uci: UciMove | null;
  san: string | null;
  /** From the side to move's point of view; mate > 0: the side to move mates. */
  score: Score;
  depth: number;
  nodes: number;
  /** Principal variation, UCI and SAN. */
  pv: UciMove[];
  pvSan: string[];
}

export type { ErrorCode } from './errors.js';

/** Progress of a search, after each completed iteration. */
export interface SearchInfo {
  depth: number;
  score: Score;
  nodes: number;
  /** Milliseconds since the search started. */
  time: number;
  pv: UciMove[];
  pvSan: string[];
}

/** An endgame table's verdict on a position (pawnless, at most four pieces), with its counters:
 * the side to move wins or loses in `plies` (by mate, or by the capture that converts), or it is
 * a draw, because of the count or the 50-move rule where the distance exceeds what is left. */
export interface TablebaseProbe {
  /** The material, e.g. 'KFSK' (White's pieces, then Black's). */
  ending: string;
  result: 'win' | 'draw' | 'loss';
  reason: 'count' | 'fifty-moves' | null;
  plies: number | null;
  metric: 'mate' | 'conversion';
  bestMove: UciMove | null;
  bestMoveSan: string | null;
}

export interface TablebaseStatus {
  /** The position's table ending, null when it has none. */
  ending: string | null;
  generated: boolean;
  /** Bytes all generated tables hold. */
  bytes: number;
}

/** Endings the trainer offers: mates of a bare king. */
export type TrainingEnding = 'KRK' | 'KSK' | 'KFSK' | 'KFNK' | 'KFRK';

export interface Preset {
  name: RulesName;
  description: string;
}

/** The traditional set-ups' names (traditionalSetups()). */
export type SetupName = 'kHide' | 'nConnected' | 'nSide' | 'nCross' | 'nSandwich' | 'nBattery' | 'eSide' | 'gInside';

export interface TraditionalSetup {
  name: SetupName;
  /** White's pattern, ranks 4/3/2/1 of its half, e.g. '4PPPP/PPPPFN2/1SKSN3/5RR1'. */
  white: string;
}

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

/** A coloured square (no `from`) or arrow of a `[%csl]` / `[%cal]` comment command. */
export interface PgnShape {
  from?: string;
  to: string;
  color: 'green' | 'red' | 'yellow' | 'blue';
}

/** One move of a PGN tree, replayed and checked by the rules core. */
export interface PgnNode {
  /** SAN as the engine writes it ('K@e2', 'Rxg4+', 'd5=F'), whatever notation the file used. */
  san: string;
  uci: string;
  /** The position after the move. */
  fen: string;
  /** Comments before the move (at the start of a variation). */
  startingComments: string[];
  /** Comments after the move, verbatim (with any `[%eval ...]`, `[%clk ...]` commands). */
  comments: string[];
  /** NAGs (`$n`; the glyphs ! ? !! ?? !? ?! are 1 to 6). */
  nags: number[];
  /** The `[%csl]`/`[%cal]` shapes of `comments`, for the position after the move. */
  shapes: PgnShape[];
  /** Alternatives to this move, each a line from the position before it. */
  variations: PgnNode[][];
}

/** One game of a PGN file as a tree (`parsePgn`). */
export interface PgnGame {
  tags: PgnTag[];
  /** Comments before the first move. */
  comments: string[];
  /** Shapes of those comments, for the start position. */
  shapes: PgnShape[];
  /** The main line. */
  moves: PgnNode[];
  /** The result after the moves ('*' when the file writes none). */
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  /** The preset the moves were checked under ([Rules], or the `rules` option). */
  rules: RulesName;
  /** The position the game starts from ([FEN], or the start position). */
  startFen: string;
}

/** Options of `parsePgn` and `Game.fromPgn`. */
export interface PgnOptions {
  /** Overrides the [Rules] tag of every game. */
  rules?: RulesName;
}

/** Every input limit, declared once in the crate (`crate/src/limits.rs`) and read from it by
 * `limits()`: the package refuses a longer argument with ERR_ARGUMENT before it crosses. */
export interface Limits {
  /** Longest FEN. */
  fen: number;
  /** Longest move text, UCI or SAN. */
  move: number;
  /** Largest PGN text. */
  pgn: number;
  /** Deepest nesting of PGN variations. */
  variationDepth: number;
  /** Longest name: rules preset, set-up, draw reason, ending. */
  name: number;
  /** Longest descriptive tag value given to `pgn()`. */
  tag: number;
  /** Longest diagram caption or title. */
  label: number;
}
