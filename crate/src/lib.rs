//! Sittuyin (Burmese chess): the complete rules, notation and game record.
//!
//! ```
//! use sittuyin::{Position, Rules, perft};
//! let pos = Position::start(&Rules::CHESSPLAYX);
//! assert_eq!(perft(&pos, 1), 88);
//! ```

pub mod attacks;
pub mod bitboard;
pub mod board;
pub mod boundary;
pub mod draws;
pub mod drops;
#[cfg(not(target_arch = "wasm32"))]
pub mod engine_uci;
pub mod errors;
pub mod fen;
pub mod game;
pub mod limits;
pub mod movegen;
pub mod moves;
pub mod pgn;
pub mod pgn_tree;
pub mod pgn_write;
pub mod position;
pub mod rng;
pub mod rules;
pub mod san;
pub mod search;
pub mod setup;
pub mod setups;
pub mod square;
pub mod tablebase;
#[doc(hidden)]
pub mod tools;
pub mod types;
pub mod uci;
// The WebAssembly modules (scripts/build-wasm.sh builds two from this crate). This is the one
// place that says which exports go where: a module under `cfg(target_arch = "wasm32")` alone is
// in both, the rules core (`sittuyin_bg.wasm`, for boards, diagrams and viewers) and the engine
// (`sittuyin_engine_bg.wasm`, loaded by the engine worker); one that also needs
// `feature = "wasm-engine"` is in the engine's module only (the search, the endgame tables).
#[cfg(target_arch = "wasm32")]
pub mod wasm;
#[cfg(target_arch = "wasm32")]
pub mod wasm_clock;
#[cfg(all(target_arch = "wasm32", feature = "wasm-engine"))]
pub mod wasm_engine;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use board::{Board, Hand};
pub use draws::{Draw, Draws};
pub use drops::DropRefusal;
pub use errors::{ErrorCode, ERROR_CODES};
pub use fen::{Fen, FenError, ParseFenError, START_FEN};
pub use game::{Counting, Game, GameError, Outcome, Reason, Status};
pub use movegen::{divide, perft};
pub use moves::{Move, MoveList};
pub use pgn_tree::{read_pgn, PgnGame, PgnNode, Shape};
pub use pgn_write::write_pgn;
pub use position::Position;
pub use rules::Rules;
pub use san::San;
pub use setup::{PositionError, Setup};
pub use setups::{TraditionalSetup, TRADITIONAL_SETUPS};
pub use square::Square;
pub use types::{Color, Piece, Role};
pub use uci::{MoveError, UciMove};
