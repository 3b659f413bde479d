// Generated from crate/src/boundary.rs by tsify-next: do not edit. Written by
// `UPDATE_GENERATED=1 cargo test -p sittuyin --test generated_types`, which fails while this file
// differs from what the Rust types generate (it runs in `npm test`).
import type { PgnTag, SquareName, UciDrop, UciMove, UciPromotion, UciStep } from '../types.js';

/**
 * A side: White moves first (`Color::ALL`).
 */
export const COLORS = ['white', 'black'] as const;

/**
 * A side: White moves first (`Color::ALL`).
 */
export type Color = (typeof COLORS)[number];

/**
 * The roles, in the order of the crate's `Role::index()`: the compact fast paths of the
 * bindings (`movesText`, `playText`, `piecesText`) write a role as the digit of that index,
 * and `www/lib/game.ts` reads it back with this list.
 */
export const ROLES = ['king', 'general', 'elephant', 'horse', 'chariot', 'pawn'] as const;

/**
 * The roles, in the order of the crate's `Role::index()`: the compact fast paths of the
 * bindings (`movesText`, `playText`, `piecesText`) write a role as the digit of that index,
 * and `www/lib/game.ts` reads it back with this list.
 */
export type Role = (typeof ROLES)[number];

/**
 * The rules presets' names, the default first (`Rules::PRESETS`).
 */
export const RULES_NAMES = ['chessplayx', 'fairy', 'federation', 'pritchard'] as const;

/**
 * The rules presets' names, the default first (`Rules::PRESETS`).
 */
export type RulesName = (typeof RULES_NAMES)[number];

/**
 * The traditional set-ups' names (`TRADITIONAL_SETUPS`, `traditionalSetups()`).
 */
export type SetupName =
    | 'kHide'
    | 'nConnected'
    | 'nSide'
    | 'nCross'
    | 'nSandwich'
    | 'nBattery'
    | 'eSide'
    | 'gInside';

/**
 * Why a game ended, or a draw that may be claimed (`Reason::ALL`).
 */
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

/**
 * Why a drop is refused (`Game.dropRefusal`; `DropRefusal::ALL`).
 */
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

/**
 * `placement` while either side holds pieces in hand, then `play`.
 */
export type Phase = 'placement' | 'play';

/**
 * The result of a game: `*` while it goes on.
 */
export type GameResult = '1-0' | '0-1' | '1/2-1/2' | '*';

/**
 * The colour of a `[%csl]`/`[%cal]` shape of a PGN comment (the letters G, R, Y, B).
 */
export type ShapeColor = 'green' | 'red' | 'yellow' | 'blue';

/**
 * Every code a SittuyinError carries (`ErrorCode::ALL`).
 */
export const ERROR_CODES = ['ERR_ILLEGAL_MOVE', 'ERR_MOVE_SYNTAX', 'ERR_FEN_SYNTAX', 'ERR_FEN_BOARD', 'ERR_FEN_HAND', 'ERR_FEN_TURN', 'ERR_FEN_COUNTERS', 'ERR_POSITION', 'ERR_RULES', 'ERR_PGN', 'ERR_ARGUMENT', 'ERR_FREED', 'ERR_INIT', 'ERR_ABORTED', 'ERR_NO_DRAW', 'ERR_GAME_OVER', 'ERR_BUSY', 'ERR_ENGINE', 'ERR_INTERNAL', 'ERR_NETWORK'] as const;

/**
 * Every code a SittuyinError carries (`ErrorCode::ALL`).
 */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A piece placed from the hand during the placement phase: no `from`, never a capture.
 */
export interface DropMove {
    uci: UciDrop;
    san: string;
    kind: 'drop';
    role: Role;
    color: Color;
    /**
     * Always absent (typed so that `m.from` reads on any Move).
     */
    from?: never;
    to: SquareName;
    /**
     * Always absent.
     */
    capture?: never;
    check: boolean;
}

/**
 * A piece moving on the board.
 */
export interface BoardMove {
    uci: UciStep;
    san: string;
    kind: 'move';
    role: Role;
    color: Color;
    from: SquareName;
    to: SquareName;
    capture?: Role;
    check: boolean;
}

/**
 * A pawn promoted to a general, in place or by a diagonal step (`role` is `pawn`).
 */
export interface PromotionMove {
    uci: UciPromotion;
    san: string;
    kind: 'promotion';
    role: Role;
    color: Color;
    from: SquareName;
    to: SquareName;
    capture?: Role;
    check: boolean;
}

/**
 * A move, told apart by `kind`: where `m.kind` is not `drop`, `m.from` is a SquareName.
 */
export type Move = DropMove | BoardMove | PromotionMove;

/**
 * A move played: UCI, SAN, who played it and its move number.
 */
export interface Ply {
    uci: UciMove;
    san: string;
    color: Color;
    fullmove: number;
    /**
     * The move number that opens a row of the move list (`12.`, `12...`), or null when the move
     * continues the row of White (decided once in the crate, as the PGN writes it).
     */
    number: string | null;
}

/**
 * A piece on the board.
 */
export interface Piece {
    square: SquareName;
    color: Color;
    role: Role;
}

/**
 * Pieces a side still holds in hand, by role.
 */
export interface Hand {
    king: number;
    general: number;
    elephant: number;
    horse: number;
    chariot: number;
    pawn: number;
}

/**
 * The hands of both sides.
 */
export interface Hands {
    white: Hand;
    black: Hand;
}

/**
 * What a FEN\'s text holds, read by the crate\'s FEN reader without judging the position
 * (`readFen`: the board editor edits positions that are not legal yet; `new Game({ fen })` says
 * whether one is).
 */
export interface FenSetup {
    /**
     * The pieces on the board, a1 first.
     */
    pieces: Piece[];
    /**
     * The squares of the pieces marked `~`: a promoted General, or (`pritchard`) a pawn that may
     * no longer promote.
     */
    promoted: SquareName[];
    hands: Hands;
    turn: Color;
    /**
     * The counting limit in plies (0: no count running).
     */
    countingLimit: number;
    /**
     * The halfmove clock, or the counting ply while a count runs.
     */
    halfmove: number;
    /**
     * The move number (from 1).
     */
    fullmove: number;
}

/**
 * The count of a bare king (see README \"What every preset shares\").
 */
export interface Counting {
    /**
     * The side of the bare king, whose opponent must mate in time.
     */
    side: Color;
    /**
     * Moves the stronger side has made since the count started.
     */
    count: number;
    /**
     * The move limit of the stronger side: 16 (chariot), 44 (elephant) or 64 (horse).
     */
    limit: number;
    /**
     * Plies counted so far (the counting ply of Fairy-Stockfish).
     */
    ply: number;
    /**
     * The limit in plies (32, 88 or 128), as written in the FEN.
     */
    limitPlies: number;
}

/**
 * Result, claimable draws and the running count.
 */
export interface Status {
    over: boolean;
    result: GameResult;
    winner: Color | null;
    reason: Reason | null;
    claimable: Reason[];
    counting: Counting | null;
    /**
     * Neither side can mate any more (ends the game, except under `fairy`, where it is reported).
     */
    deadPosition: boolean;
}

/**
 * A rules preset and its one-line description.
 */
export interface Preset {
    name: RulesName;
    description: string;
}

/**
 * A traditional set-up: its name and the pattern of White.
 */
export interface TraditionalSetup {
    name: SetupName;
    /**
     * The pattern of White, ranks 4/3/2/1 of its half, e.g. `4PPPP/PPPPFN2/1SKSN3/5RR1`.
     */
    white: string;
}

/**
 * Every input limit, declared once in the crate (`crate/src/limits.rs`) and read from it by
 * `limits()`: the package refuses a longer argument with ERR_ARGUMENT before it crosses.
 */
export interface Limits {
    /**
     * Longest FEN.
     */
    fen: number;
    /**
     * Longest move text, UCI or SAN.
     */
    move: number;
    /**
     * Largest PGN text.
     */
    pgn: number;
    /**
     * Deepest nesting of PGN variations.
     */
    variationDepth: number;
    /**
     * Longest name: rules preset, set-up, draw reason, ending.
     */
    name: number;
    /**
     * Longest descriptive tag value given to `pgn()`.
     */
    tag: number;
    /**
     * Longest diagram caption or title.
     */
    label: number;
}

/**
 * A coloured square (no `from`) or arrow of a `[%csl]` / `[%cal]` comment command.
 */
export interface PgnShape {
    from?: SquareName;
    to: SquareName;
    color: ShapeColor;
}

/**
 * One move of a PGN tree, replayed and checked by the rules core.
 */
export interface PgnNode {
    /**
     * SAN as the engine writes it (`K@e2`, `Rxg4+`, `d5=F`), whatever notation the file used.
     */
    san: string;
    uci: UciMove;
    /**
     * The position after the move.
     */
    fen: string;
    /**
     * Comments before the move (at the start of a variation).
     */
    startingComments: string[];
    /**
     * Comments after the move, verbatim (with any `[%eval ...]`, `[%clk ...]` commands).
     */
    comments: string[];
    /**
     * NAGs (`$n`; the glyphs ! ? !! ?? !? ?! are 1 to 6).
     */
    nags: number[];
    /**
     * The `[%csl]`/`[%cal]` shapes of `comments`, for the position after the move.
     */
    shapes: PgnShape[];
    /**
     * Alternatives to this move, each a line from the position before it.
     */
    variations: PgnNode[][];
}

/**
 * One game of a PGN file as a tree (`parsePgn`).
 */
export interface PgnGame {
    tags: PgnTag[];
    /**
     * Comments before the first move.
     */
    comments: string[];
    /**
     * Shapes of those comments, for the start position.
     */
    shapes: PgnShape[];
    /**
     * The main line.
     */
    moves: PgnNode[];
    /**
     * The result after the moves (`*` when the file writes none).
     */
    result: GameResult;
    /**
     * The preset the moves were checked under ([Rules], or the `rules` option).
     */
    rules: RulesName;
    /**
     * The position the game starts from ([FEN], or the start position).
     */
    startFen: string;
}

/**
 * A move of a tree to write (`writePgn`): `uci` or `san` names it; `fen` and `shapes` are made
 * again (and any other field is ignored).
 */
export interface PgnNodeInput {
    uci?: string | null;
    san?: string | null;
    startingComments?: string[] | null;
    comments?: string[] | null;
    nags?: number[] | null;
    variations?: PgnNodeInput[][] | null;
}

/**
 * A game tree to write (`writePgn`), as `parsePgn` gives it; its `shapes` and the `fen` of every
 * move are made again.
 */
export interface PgnGameInput {
    tags?: PgnTag[] | null;
    comments?: string[] | null;
    moves?: PgnNodeInput[] | null;
    result?: GameResult | null;
    rules?: RulesName | null;
    startFen?: string | null;
}

/**
 * From the point of view of the side to move: centipawns, or mate in n moves (n > 0: the side
 * to move mates).
 */
export type Score = { cp: number } | { mate: number };

/**
 * The answer of a search.
 */
export interface BestMove {
    /**
     * UCI of the best move, null when there is no legal move.
     */
    uci: UciMove | null;
    san: string | null;
    /**
     * From the point of view of the side to move; mate > 0: the side to move mates.
     */
    score: Score;
    depth: number;
    nodes: number;
    /**
     * Principal variation, UCI and SAN.
     */
    pv: UciMove[];
    pvSan: string[];
}

/**
 * Progress of a search, after each completed iteration.
 */
export interface SearchInfo {
    depth: number;
    score: Score;
    nodes: number;
    /**
     * Milliseconds since the search started.
     */
    time: number;
    pv: UciMove[];
    pvSan: string[];
}

/**
 * The verdict of an endgame table on a position (pawnless, at most four pieces), with its
 * counters: the side to move wins or loses in `plies` (by mate, or by the capture that
 * converts), or it is a draw, because of the count or the 50-move rule where the distance
 * exceeds what is left.
 */
export interface TablebaseProbe {
    /**
     * The material, e.g. `KFSK` (the pieces of White, then those of Black).
     */
    ending: string;
    result: 'win' | 'draw' | 'loss';
    reason: 'count' | 'fifty-moves' | null;
    plies: number | null;
    metric: 'mate' | 'conversion';
    bestMove: UciMove | null;
    bestMoveSan: string | null;
}

/**
 * Which table a position needs and whether it is ready.
 */
export interface TablebaseStatus {
    /**
     * The table ending of the position, null when it has none.
     */
    ending: string | null;
    generated: boolean;
    /**
     * Bytes all generated tables hold.
     */
    bytes: number;
}
