//! The values that cross the WebAssembly boundary, as plain serde types: what the bindings
//! (`wasm.rs`, `wasm_clock.rs`, `wasm_engine.rs`) give JavaScript and read from it. They are
//! written into JS objects by one configured serde-wasm-bindgen serializer (`wasm::to_js`), and
//! their TypeScript declarations are generated from these definitions by tsify-next (the
//! committed copy is `www/lib/generated/boundary.ts`; `crate/tests/generated_types.rs` fails
//! when it differs: `UPDATE_GENERATED=1 cargo test --test generated_types` writes it again).
//!
//! The names and shapes are the package's documented ones (docs/api.md): camelCase
//! fields, `null` for a missing value (`missing_as_null`), an optional field (`from`, `capture`)
//! absent rather than null. The closed lists of names (colours, roles, presets, set-ups, reasons,
//! drop refusals, phases, results, shape colours, error codes) are generated here too, from the
//! crate's own lists ([`name_lists`]), and named in the structs with `#[tsify(type = ...)]`;
//! only the structural names (squares and UCI moves, template types over files and ranks, and
//! `PgnTag`) are written by hand, in `www/lib/types.ts`.
//!
//! Native code builds them too: the crate's tests read them, and `pgn_write` turns a
//! [`PgnGameInput`] into PGN text on every target.

use crate::game::{Game, Status as GameStatus};
use crate::limits;
use crate::moves::Move as RulesMove;
use crate::pgn_tree::{PgnGame as TreeGame, PgnNode as TreeNode, Shape};
use crate::position::Position;
use crate::rules::Rules;
use crate::search::{pv_san, Info, Score as SearchScore, SearchResult};
use crate::setups::TRADITIONAL_SETUPS;
use crate::tablebase::{Material, Metric, Probe};
use crate::types::{Color, Role};
use serde::{Deserialize, Serialize};
use tsify_next::Tsify;

/// A piece placed from the hand during the placement phase: no `from`, never a capture.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
pub struct DropMove {
    #[tsify(type = "UciDrop")]
    pub uci: String,
    pub san: String,
    #[tsify(type = "'drop'")]
    pub kind: &'static str,
    #[tsify(type = "Role")]
    pub role: &'static str,
    #[tsify(type = "Color")]
    pub color: &'static str,
    /// Always absent (typed so that `m.from` reads on any Move).
    #[tsify(type = "never")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<()>,
    #[tsify(type = "SquareName")]
    pub to: String,
    /// Always absent.
    #[tsify(type = "never")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub capture: Option<()>,
    pub check: bool,
}

/// A piece moving on the board.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
pub struct BoardMove {
    #[tsify(type = "UciStep")]
    pub uci: String,
    pub san: String,
    #[tsify(type = "'move'")]
    pub kind: &'static str,
    #[tsify(type = "Role")]
    pub role: &'static str,
    #[tsify(type = "Color")]
    pub color: &'static str,
    #[tsify(type = "SquareName")]
    pub from: String,
    #[tsify(type = "SquareName")]
    pub to: String,
    #[tsify(type = "Role")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub capture: Option<&'static str>,
    pub check: bool,
}

/// A pawn promoted to a general, in place or by a diagonal step (`role` is `pawn`).
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
pub struct PromotionMove {
    #[tsify(type = "UciPromotion")]
    pub uci: String,
    pub san: String,
    #[tsify(type = "'promotion'")]
    pub kind: &'static str,
    #[tsify(type = "Role")]
    pub role: &'static str,
    #[tsify(type = "Color")]
    pub color: &'static str,
    #[tsify(type = "SquareName")]
    pub from: String,
    #[tsify(type = "SquareName")]
    pub to: String,
    #[tsify(type = "Role")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub capture: Option<&'static str>,
    pub check: bool,
}

/// A move, told apart by `kind`: where `m.kind` is not `drop`, `m.from` is a SquareName.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
#[serde(untagged)]
pub enum Move {
    Drop(DropMove),
    Board(BoardMove),
    Promotion(PromotionMove),
}

impl Move {
    /// The legal move `m` of `pos`; `legal` is every legal move of `pos` (for the SAN
    /// disambiguation).
    #[must_use]
    pub fn new(pos: &Position, m: RulesMove, legal: &[RulesMove]) -> Move {
        let uci = m.to_uci();
        let san = pos.san_in(m, legal);
        let role = m.role().name();
        let color = pos.turn().name();
        let to = m.to().to_string();
        let check = pos.after(m).is_check();
        let capture = m.capture().map(Role::name);
        let from = m.from().map(|s| s.to_string()).unwrap_or_default();
        match m {
            RulesMove::Drop { .. } => Move::Drop(DropMove {
                kind: "drop",
                uci,
                san,
                role,
                color,
                from: None,
                to,
                capture: None,
                check,
            }),
            RulesMove::Normal { .. } => Move::Board(BoardMove {
                kind: "move",
                uci,
                san,
                role,
                color,
                from,
                to,
                capture,
                check,
            }),
            RulesMove::Promotion { .. } => Move::Promotion(PromotionMove {
                kind: "promotion",
                uci,
                san,
                role,
                color,
                from,
                to,
                capture,
                check,
            }),
        }
    }

    /// A legal move of `pos`.
    #[must_use]
    pub fn of(pos: &Position, m: RulesMove) -> Move {
        Move::new(pos, m, pos.legal_moves().as_slice())
    }

    /// Every legal move of `pos`.
    #[must_use]
    pub fn all(pos: &Position) -> Vec<Move> {
        let legal = pos.legal_moves();
        legal
            .iter()
            .map(|&m| Move::new(pos, m, legal.as_slice()))
            .collect()
    }
}

/// A move played: UCI, SAN, who played it and its move number.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
pub struct Ply {
    #[tsify(type = "UciMove")]
    pub uci: String,
    pub san: String,
    #[tsify(type = "Color")]
    pub color: &'static str,
    pub fullmove: u32,
    /// The move number that opens a row of the move list (`12.`, `12...`), or null when the move
    /// continues the row of White (decided once in the crate, as the PGN writes it).
    pub number: Option<String>,
}

impl Ply {
    /// Every move of `game` from ply `start` on, with its mover and move number (numbers follow
    /// the FEN: under sequential placement White drops 1-8 and Black 8...-15...).
    #[must_use]
    pub fn list(game: &Game, start: usize) -> Vec<Ply> {
        let start = start.min(game.moves().len());
        game.moves()
            .iter()
            .zip(game.positions())
            .enumerate()
            .skip(start)
            .map(|(i, (&m, pos))| Ply {
                uci: m.to_uci(),
                san: pos.san(m),
                color: pos.turn().name(),
                fullmove: pos.fullmove(),
                number: game.move_number(i),
            })
            .collect()
    }
}

/// A piece on the board.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
pub struct Piece {
    #[tsify(type = "SquareName")]
    pub square: String,
    #[tsify(type = "Color")]
    pub color: &'static str,
    #[tsify(type = "Role")]
    pub role: &'static str,
}

impl Piece {
    /// The pieces on the board of `pos`, a1 first.
    #[must_use]
    pub fn all(pos: &Position) -> Vec<Piece> {
        pos.board()
            .pieces()
            .map(|(sq, p)| Piece {
                square: sq.to_string(),
                color: p.color.name(),
                role: p.role.name(),
            })
            .collect()
    }
}

/// Pieces a side still holds in hand, by role.
#[derive(Serialize, Tsify, Debug, Clone, Copy, PartialEq)]
#[tsify(missing_as_null)]
pub struct Hand {
    pub king: u32,
    pub general: u32,
    pub elephant: u32,
    pub horse: u32,
    pub chariot: u32,
    pub pawn: u32,
}

impl Hand {
    #[must_use]
    pub fn of(pos: &Position, color: Color) -> Hand {
        Hand::from(pos.hand(color))
    }
}

impl From<&crate::board::Hand> for Hand {
    fn from(hand: &crate::board::Hand) -> Hand {
        let n = |role| u32::from(hand.count(role));
        Hand {
            king: n(Role::King),
            general: n(Role::General),
            elephant: n(Role::Elephant),
            horse: n(Role::Horse),
            chariot: n(Role::Chariot),
            pawn: n(Role::Pawn),
        }
    }
}

/// The hands of both sides.
#[derive(Serialize, Tsify, Debug, Clone, Copy, PartialEq)]
#[tsify(missing_as_null)]
pub struct Hands {
    pub white: Hand,
    pub black: Hand,
}

/// What a FEN's text holds, read by the crate's FEN reader without judging the position
/// (`readFen`: the board editor edits positions that are not legal yet; `new Game({ fen })` says
/// whether one is).
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct FenSetup {
    /// The pieces on the board, a1 first.
    pub pieces: Vec<Piece>,
    /// The squares of the pieces marked `~`: a promoted General, or (`pritchard`) a pawn that may
    /// no longer promote.
    #[tsify(type = "SquareName[]")]
    pub promoted: Vec<String>,
    pub hands: Hands,
    #[tsify(type = "Color")]
    pub turn: &'static str,
    /// The counting limit in plies (0: no count running).
    pub counting_limit: u32,
    /// The halfmove clock, or the counting ply while a count runs.
    pub halfmove: u32,
    /// The move number (from 1).
    pub fullmove: u32,
}

impl FenSetup {
    #[must_use]
    pub fn of(setup: &crate::setup::Setup) -> FenSetup {
        FenSetup {
            pieces: setup
                .board
                .pieces()
                .map(|(sq, p)| Piece {
                    square: sq.to_string(),
                    color: p.color.name(),
                    role: p.role.name(),
                })
                .collect(),
            promoted: setup
                .board
                .pieces()
                .filter(|(sq, _)| setup.promoted.contains(*sq))
                .map(|(sq, _)| sq.to_string())
                .collect(),
            hands: Hands {
                white: Hand::from(&setup.hands[Color::White.index()]),
                black: Hand::from(&setup.hands[Color::Black.index()]),
            },
            turn: setup.turn.name(),
            counting_limit: setup.counting_limit,
            halfmove: setup.halfmove,
            fullmove: setup.fullmove,
        }
    }
}

/// The count of a bare king (see README "What every preset shares").
#[derive(Serialize, Tsify, Debug, Clone, Copy, PartialEq)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct Counting {
    /// The side of the bare king, whose opponent must mate in time.
    #[tsify(type = "Color")]
    pub side: &'static str,
    /// Moves the stronger side has made since the count started.
    pub count: u32,
    /// The move limit of the stronger side: 16 (chariot), 44 (elephant) or 64 (horse).
    pub limit: u32,
    /// Plies counted so far (the counting ply of Fairy-Stockfish).
    pub ply: u32,
    /// The limit in plies (32, 88 or 128), as written in the FEN.
    pub limit_plies: u32,
}

/// Result, claimable draws and the running count.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct Status {
    pub over: bool,
    #[tsify(type = "GameResult")]
    pub result: &'static str,
    #[tsify(type = "Color | null")]
    pub winner: Option<&'static str>,
    #[tsify(type = "Reason | null")]
    pub reason: Option<&'static str>,
    #[tsify(type = "Reason[]")]
    pub claimable: Vec<&'static str>,
    pub counting: Option<Counting>,
    /// Neither side can mate any more (ends the game, except under `fairy`, where it is reported).
    pub dead_position: bool,
}

impl Status {
    #[must_use]
    pub fn of(status: &GameStatus) -> Status {
        Status {
            over: status.outcome.is_some(),
            result: status.outcome.map_or("*", |o| o.result()),
            winner: status.outcome.and_then(|o| o.winner).map(Color::name),
            reason: status.outcome.map(|o| o.reason.name()),
            claimable: status.claimable.iter().map(|r| r.name()).collect(),
            counting: status.counting.map(|c| Counting {
                side: c.side.name(),
                count: c.moves(),
                limit: c.limit_moves(),
                ply: c.ply,
                limit_plies: c.limit,
            }),
            dead_position: status.dead_position,
        }
    }
}

/// A rules preset and its one-line description.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
pub struct Preset {
    #[tsify(type = "RulesName")]
    pub name: &'static str,
    pub description: &'static str,
}

impl Preset {
    /// The presets, the default first.
    #[must_use]
    pub fn all() -> Vec<Preset> {
        Rules::PRESETS
            .iter()
            .map(|r| Preset {
                name: r.name,
                description: r.description,
            })
            .collect()
    }
}

/// A traditional set-up: its name and the pattern of White.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
pub struct TraditionalSetup {
    #[tsify(type = "SetupName")]
    pub name: &'static str,
    /// The pattern of White, ranks 4/3/2/1 of its half, e.g. `4PPPP/PPPPFN2/1SKSN3/5RR1`.
    pub white: &'static str,
}

impl TraditionalSetup {
    #[must_use]
    pub fn all() -> Vec<TraditionalSetup> {
        TRADITIONAL_SETUPS
            .iter()
            .map(|s| TraditionalSetup {
                name: s.name,
                white: s.white,
            })
            .collect()
    }
}

/// Every input limit, declared once in the crate (`crate/src/limits.rs`) and read from it by
/// `limits()`: the package refuses a longer argument with ERR_ARGUMENT before it crosses.
#[derive(Serialize, Tsify, Debug, Clone, Copy, PartialEq)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    /// Longest FEN.
    pub fen: u32,
    /// Longest move text, UCI or SAN.
    #[serde(rename = "move")]
    pub move_: u32,
    /// Largest PGN text.
    pub pgn: u32,
    /// Deepest nesting of PGN variations.
    pub variation_depth: u32,
    /// Longest name: rules preset, set-up, draw reason, ending.
    pub name: u32,
    /// Longest descriptive tag value given to `pgn()`.
    pub tag: u32,
    /// Longest diagram caption or title.
    pub label: u32,
}

/// The table of `limits.rs`.
pub const LIMITS: Limits = Limits {
    fen: limits::FEN as u32,
    move_: limits::MOVE as u32,
    pgn: limits::PGN as u32,
    variation_depth: limits::VARIATION_DEPTH as u32,
    name: limits::NAME as u32,
    tag: limits::TAG as u32,
    label: limits::LABEL as u32,
};

// --- PGN trees (parsePgn, writePgn) ---

/// A coloured square (no `from`) or arrow of a `[%csl]` / `[%cal]` comment command.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
pub struct PgnShape<'a> {
    #[tsify(type = "SquareName")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<&'a str>,
    #[tsify(type = "SquareName")]
    pub to: &'a str,
    #[tsify(type = "ShapeColor")]
    pub color: &'static str,
}

fn shapes(shapes: &[Shape]) -> Vec<PgnShape<'_>> {
    shapes
        .iter()
        .map(|s| PgnShape {
            from: s.from.as_deref(),
            to: &s.to,
            color: s.color,
        })
        .collect()
}

/// One move of a PGN tree, replayed and checked by the rules core.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct PgnNode<'a> {
    /// SAN as the engine writes it (`K@e2`, `Rxg4+`, `d5=F`), whatever notation the file used.
    pub san: &'a str,
    #[tsify(type = "UciMove")]
    pub uci: &'a str,
    /// The position after the move.
    pub fen: &'a str,
    /// Comments before the move (at the start of a variation).
    pub starting_comments: &'a [String],
    /// Comments after the move, verbatim (with any `[%eval ...]`, `[%clk ...]` commands).
    pub comments: &'a [String],
    /// NAGs (`$n`; the glyphs ! ? !! ?? !? ?! are 1 to 6).
    pub nags: &'a [u8],
    /// The `[%csl]`/`[%cal]` shapes of `comments`, for the position after the move.
    pub shapes: Vec<PgnShape<'a>>,
    /// Alternatives to this move, each a line from the position before it.
    pub variations: Vec<Vec<PgnNode<'a>>>,
}

fn line(nodes: &[TreeNode]) -> Vec<PgnNode<'_>> {
    nodes
        .iter()
        .map(|n| PgnNode {
            san: &n.san,
            uci: &n.uci,
            fen: &n.fen,
            starting_comments: &n.starting_comments,
            comments: &n.comments,
            nags: &n.nags,
            shapes: shapes(&n.shapes),
            variations: n.variations.iter().map(|v| line(v)).collect(),
        })
        .collect()
}

/// One game of a PGN file as a tree (`parsePgn`).
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct PgnGame<'a> {
    #[tsify(type = "PgnTag[]")]
    pub tags: &'a [(String, String)],
    /// Comments before the first move.
    pub comments: &'a [String],
    /// Shapes of those comments, for the start position.
    pub shapes: Vec<PgnShape<'a>>,
    /// The main line.
    pub moves: Vec<PgnNode<'a>>,
    /// The result after the moves (`*` when the file writes none).
    #[tsify(type = "GameResult")]
    pub result: &'a str,
    /// The preset the moves were checked under ([Rules], or the `rules` option).
    #[tsify(type = "RulesName")]
    pub rules: &'a str,
    /// The position the game starts from ([FEN], or the start position).
    pub start_fen: &'a str,
}

impl PgnGame<'_> {
    #[must_use]
    pub fn of(game: &TreeGame) -> PgnGame<'_> {
        PgnGame {
            tags: &game.tags,
            comments: &game.comments,
            shapes: shapes(&game.shapes),
            moves: line(&game.moves),
            result: &game.result,
            rules: &game.rules,
            start_fen: &game.start_fen,
        }
    }
}

thread_local! {
    /// Lines being read, nested (a bound: a tree from JavaScript may even be cyclic).
    static LINE_DEPTH: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// A line of moves to write: at most `VARIATION_DEPTH + 1` nested while it is read, so a cyclic
/// or absurdly deep tree is refused instead of overflowing the stack.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LineInput(pub Vec<PgnNodeInput>);

impl<'de> Deserialize<'de> for LineInput {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Leave;
        impl Drop for Leave {
            fn drop(&mut self) {
                LINE_DEPTH.with(|c| c.set(c.get() - 1));
            }
        }
        let depth = LINE_DEPTH.with(|c| {
            c.set(c.get() + 1);
            c.get()
        });
        let _leave = Leave;
        if depth > limits::VARIATION_DEPTH + 1 {
            return Err(serde::de::Error::custom("variations nested too deeply"));
        }
        Vec::deserialize(d).map(LineInput)
    }
}

/// A move of a tree to write (`writePgn`): `uci` or `san` names it; `fen` and `shapes` are made
/// again (and any other field is ignored).
#[derive(Deserialize, Tsify, Debug, Clone, Default, PartialEq)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase", default)]
pub struct PgnNodeInput {
    pub uci: Option<String>,
    pub san: Option<String>,
    pub starting_comments: Option<Vec<String>>,
    pub comments: Option<Vec<String>>,
    pub nags: Option<Vec<u8>>,
    #[tsify(type = "PgnNodeInput[][] | null")]
    pub variations: Option<Vec<LineInput>>,
}

/// A game tree to write (`writePgn`), as `parsePgn` gives it; its `shapes` and the `fen` of every
/// move are made again.
#[derive(Deserialize, Tsify, Debug, Clone, Default, PartialEq)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase", default)]
pub struct PgnGameInput {
    #[tsify(type = "PgnTag[] | null")]
    pub tags: Option<Vec<(String, String)>>,
    pub comments: Option<Vec<String>>,
    #[tsify(type = "PgnNodeInput[] | null")]
    pub moves: Option<LineInput>,
    #[tsify(type = "GameResult | null")]
    pub result: Option<String>,
    #[tsify(type = "RulesName | null")]
    pub rules: Option<String>,
    pub start_fen: Option<String>,
}

// --- The engine's values (search, endgame tables) ---

/// From the point of view of the side to move: centipawns, or mate in n moves (n > 0: the side
/// to move mates).
#[derive(Serialize, Tsify, Debug, Clone, Copy, PartialEq)]
#[tsify(missing_as_null)]
#[serde(untagged)]
pub enum Score {
    Cp { cp: i32 },
    Mate { mate: i32 },
}

impl From<SearchScore> for Score {
    fn from(s: SearchScore) -> Score {
        match s {
            SearchScore::Cp(cp) => Score::Cp { cp },
            SearchScore::Mate(mate) => Score::Mate { mate },
        }
    }
}

fn uci_list(pv: &[RulesMove]) -> Vec<String> {
    pv.iter().map(|m| m.to_uci()).collect()
}

/// The answer of a search.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct BestMove {
    /// UCI of the best move, null when there is no legal move.
    #[tsify(type = "UciMove | null")]
    pub uci: Option<String>,
    pub san: Option<String>,
    /// From the point of view of the side to move; mate > 0: the side to move mates.
    pub score: Score,
    pub depth: u32,
    pub nodes: u64,
    /// Principal variation, UCI and SAN.
    #[tsify(type = "UciMove[]")]
    pub pv: Vec<String>,
    pub pv_san: Vec<String>,
}

impl BestMove {
    #[must_use]
    pub fn of(pos: &Position, r: &SearchResult) -> BestMove {
        BestMove {
            uci: r.best.map(|m| m.to_uci()),
            san: r.best.map(|m| pos.san(m)),
            score: r.score.into(),
            depth: r.depth,
            nodes: r.nodes,
            pv: uci_list(&r.pv),
            pv_san: pv_san(pos, &r.pv),
        }
    }
}

/// Progress of a search, after each completed iteration.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct SearchInfo {
    pub depth: u32,
    pub score: Score,
    pub nodes: u64,
    /// Milliseconds since the search started.
    pub time: u64,
    #[tsify(type = "UciMove[]")]
    pub pv: Vec<String>,
    pub pv_san: Vec<String>,
}

impl SearchInfo {
    #[must_use]
    pub fn of(pos: &Position, info: &Info) -> SearchInfo {
        SearchInfo {
            depth: info.depth,
            score: info.score.into(),
            nodes: info.nodes,
            time: info.time_ms,
            pv: uci_list(&info.pv),
            pv_san: pv_san(pos, &info.pv),
        }
    }
}

/// The verdict of an endgame table on a position (pawnless, at most four pieces), with its
/// counters: the side to move wins or loses in `plies` (by mate, or by the capture that
/// converts), or it is a draw, because of the count or the 50-move rule where the distance
/// exceeds what is left.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct TablebaseProbe {
    /// The material, e.g. `KFSK` (the pieces of White, then those of Black).
    pub ending: String,
    #[tsify(type = "'win' | 'draw' | 'loss'")]
    pub result: &'static str,
    #[tsify(type = "'count' | 'fifty-moves' | null")]
    pub reason: Option<&'static str>,
    pub plies: Option<u32>,
    #[tsify(type = "'mate' | 'conversion'")]
    pub metric: &'static str,
    #[tsify(type = "UciMove | null")]
    pub best_move: Option<String>,
    pub best_move_san: Option<String>,
}

impl TablebaseProbe {
    #[must_use]
    pub fn of(
        pos: &Position,
        ending: &Material,
        probe: &Probe,
        best: Option<RulesMove>,
    ) -> TablebaseProbe {
        TablebaseProbe {
            ending: ending.to_string(),
            result: probe.wdl.name(),
            reason: probe.reason.map(|r| r.name()),
            plies: probe.plies,
            metric: match probe.metric {
                Metric::Mate => "mate",
                Metric::Conversion => "conversion",
            },
            best_move: best.map(|m| m.to_uci()),
            best_move_san: best.map(|m| pos.san(m)),
        }
    }
}

/// Which table a position needs and whether it is ready.
#[derive(Serialize, Tsify, Debug, Clone, PartialEq)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct TablebaseStatus {
    /// The table ending of the position, null when it has none.
    pub ending: Option<String>,
    pub generated: bool,
    /// Bytes all generated tables hold.
    pub bytes: u64,
}

/// Whether the game is in its placement phase (either side holds pieces in hand) or in play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    Placement,
    Play,
}

impl Phase {
    pub const ALL: [Phase; 2] = [Phase::Placement, Phase::Play];

    #[must_use]
    pub fn of(pos: &Position) -> Phase {
        if pos.is_placement() {
            Phase::Placement
        } else {
            Phase::Play
        }
    }

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Placement => "placement",
            Phase::Play => "play",
        }
    }
}

/// The result of a game as PGN writes it, `*` while it goes on (`Outcome::result` gives the
/// other three).
pub const GAME_RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// A closed list of names crossing the boundary: its TypeScript type, the const array that holds
/// it at run time (where TypeScript needs the values), what it is, and its names in order.
pub struct NameList {
    pub type_name: &'static str,
    pub const_name: Option<&'static str>,
    pub doc: &'static str,
    pub names: Vec<&'static str>,
}

impl NameList {
    /// The TypeScript declaration: `export const ROLES = [...] as const;` and `export type Role =
    /// (typeof ROLES)[number];`, or the union alone.
    #[must_use]
    pub fn declaration(&self) -> String {
        let quoted: Vec<String> = self.names.iter().map(|n| format!("'{n}'")).collect();
        let doc = format!("/**\n * {}\n */\n", self.doc.replace('\n', "\n * "));
        match self.const_name {
            Some(list) => format!(
                "{doc}export const {list} = [{}] as const;\n\n{doc}export type {} = (typeof {list})[number];",
                quoted.join(", "),
                self.type_name
            ),
            None if quoted.len() > 4 => format!(
                "{doc}export type {} =\n    | {};",
                self.type_name,
                quoted.join("\n    | ")
            ),
            None => format!("{doc}export type {} = {};", self.type_name, quoted.join(" | ")),
        }
    }
}

/// Every closed list of names, from the crate's own lists.
#[must_use]
pub fn name_lists() -> Vec<NameList> {
    use crate::drops::DropRefusal;
    use crate::errors::ErrorCode;
    use crate::game::Reason;
    vec![
        NameList {
            type_name: "Color",
            const_name: Some("COLORS"),
            doc: "A side: White moves first (`Color::ALL`).",
            names: Color::ALL.map(Color::name).to_vec(),
        },
        NameList {
            type_name: "Role",
            const_name: Some("ROLES"),
            doc: "The roles, in the order of the crate's `Role::index()`: the compact fast paths of the\n\
                  bindings (`movesText`, `playText`, `piecesText`) write a role as the digit of that index,\n\
                  and `www/lib/game.ts` reads it back with this list.",
            names: Role::ALL.map(Role::name).to_vec(),
        },
        NameList {
            type_name: "RulesName",
            const_name: Some("RULES_NAMES"),
            doc: "The rules presets' names, the default first (`Rules::PRESETS`).",
            names: Rules::PRESETS.iter().map(|r| r.name).collect(),
        },
        NameList {
            type_name: "SetupName",
            const_name: None,
            doc: "The traditional set-ups' names (`TRADITIONAL_SETUPS`, `traditionalSetups()`).",
            names: TRADITIONAL_SETUPS.iter().map(|s| s.name).collect(),
        },
        NameList {
            type_name: "Reason",
            const_name: None,
            doc: "Why a game ended, or a draw that may be claimed (`Reason::ALL`).",
            names: Reason::ALL.map(Reason::name).to_vec(),
        },
        NameList {
            type_name: "DropRefusal",
            const_name: None,
            doc: "Why a drop is refused (`Game.dropRefusal`; `DropRefusal::ALL`).",
            names: DropRefusal::ALL.map(DropRefusal::code).to_vec(),
        },
        NameList {
            type_name: "Phase",
            const_name: None,
            doc: "`placement` while either side holds pieces in hand, then `play`.",
            names: Phase::ALL.map(Phase::name).to_vec(),
        },
        NameList {
            type_name: "GameResult",
            const_name: None,
            doc: "The result of a game: `*` while it goes on.",
            names: GAME_RESULTS.to_vec(),
        },
        NameList {
            type_name: "ShapeColor",
            const_name: None,
            doc: "The colour of a `[%csl]`/`[%cal]` shape of a PGN comment (the letters G, R, Y, B).",
            names: crate::pgn_tree::SHAPE_COLORS.map(|(_, name)| name).to_vec(),
        },
        NameList {
            type_name: "ErrorCode",
            const_name: Some("ERROR_CODES"),
            doc: "Every code a SittuyinError carries (`ErrorCode::ALL`).",
            names: ErrorCode::ALL.map(ErrorCode::as_str).to_vec(),
        },
    ]
}

/// Every generated declaration, in the order of `www/lib/generated/boundary.ts`: the lists of
/// names, then the structured values.
#[must_use]
pub fn typescript_declarations() -> Vec<String> {
    let values = [
        DropMove::DECL,
        BoardMove::DECL,
        PromotionMove::DECL,
        Move::DECL,
        Ply::DECL,
        Piece::DECL,
        Hand::DECL,
        Hands::DECL,
        FenSetup::DECL,
        Counting::DECL,
        Status::DECL,
        Preset::DECL,
        TraditionalSetup::DECL,
        Limits::DECL,
        PgnShape::DECL,
        PgnNode::DECL,
        PgnGame::DECL,
        PgnNodeInput::DECL,
        PgnGameInput::DECL,
        Score::DECL,
        BestMove::DECL,
        SearchInfo::DECL,
        TablebaseProbe::DECL,
        TablebaseStatus::DECL,
    ];
    name_lists()
        .iter()
        .map(NameList::declaration)
        .chain(values.iter().map(|d| (*d).to_string()))
        .collect()
}
