//! Every input limit of the API, declared once. The crate enforces them where it reads the input
//! (`fen.rs`, `uci.rs`/`san.rs`, `pgn.rs`, `pgn_tree.rs`); the wasm bindings export the table
//! (`limits()`, the serde value `boundary::LIMITS`) and the TypeScript package checks its
//! arguments against it before they cross, so the first layer that sees an input refuses it,
//! with the same number everywhere.

/// Longest FEN, in bytes (the longest legal one is well under 100).
pub const FEN: usize = 256;
/// Longest move text, UCI or SAN (`d5c6f`, `Nxc6+`, `R@a1`).
pub const MOVE: usize = 16;
/// Largest PGN text (1 MiB).
pub const PGN: usize = 1 << 20;
/// Deepest nesting of PGN variations.
pub const VARIATION_DEPTH: usize = 64;
/// Longest name: a rules preset, a set-up, a draw reason, an ending (`KFSK`).
pub const NAME: usize = 64;
/// Longest value of a descriptive PGN tag given to `pgn()` (White, Black, Event, Site, Date).
pub const TAG: usize = 200;
/// Longest caption or title of a diagram (`renderSvg`).
pub const LABEL: usize = 500;
