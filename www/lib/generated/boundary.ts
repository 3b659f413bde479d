// Generated from crate/src/boundary.rs by tsify-next: do not edit. Written by
// `UPDATE_GENERATED=1 cargo test -p sittuyin --test generated_types`, which fails while this file
// differs from what the Rust types generate (it runs in `npm test`).
import type { Color, GameResult, PgnTag, Reason, Role, RulesName, SetupName, SquareName, UciDrop, UciMove, UciPromotion, UciStep } from '../types.js';

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
 * The count of a bare king (see README \"Counting\").
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
    color: 'green' | 'red' | 'yellow' | 'blue';
}

/**
 * One move of a PGN tree, replayed and checked by the rules core.
 */
export interface PgnNode {
    /**
     * SAN as the engine writes it (`K@e2`, `Rxg4+`, `d5=F`), whatever notation the file used.
     */
    san: string;
    uci: string;
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
    result?: string | null;
    rules?: string | null;
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
