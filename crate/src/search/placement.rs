//! Placement knowledge learnt from the traditional set-ups (`crate::setups`): how often each
//! role stands on each square of White's half in those patterns. Black uses the same table
//! turned 180 degrees, as the patterns are.

use crate::square::Square;
use crate::types::{Color, Role};

pub use crate::setups::TRADITIONAL_SETUPS as SETUPS;

/// `COUNTS[role][square]`: in how many of the set-ups White has `role` on `square`.
const fn build_counts() -> [[u8; 64]; 6] {
    let mut counts = [[0u8; 64]; 6];
    let mut s = 0;
    while s < SETUPS.len() {
        let board = SETUPS[s].white_board();
        let mut sq = 0;
        while sq < 64 {
            if let Some(role) = board[sq] {
                counts[role.index()][sq] += 1;
            }
            sq += 1;
        }
        s += 1;
    }
    counts
}

const COUNTS: [[u8; 64]; 6] = build_counts();

/// The square as White sees it (Black's patterns are White's turned 180 degrees).
#[inline]
#[must_use]
pub const fn relative(color: Color, sq: Square) -> Square {
    match color {
        Color::White => sq,
        Color::Black => sq.rotate(),
    }
}

/// How many traditional set-ups put `role` of `color` on `sq` (0..=8).
#[inline]
#[must_use]
pub fn popularity(color: Color, role: Role, sq: Square) -> i32 {
    i32::from(COUNTS[role.index()][relative(color, sq).index()])
}

/// The position after White placed set-up `white` and Black set-up `black` (indices into
/// `SETUPS`), as a FEN (`chessplayx`: alternating placement, move 9).
#[must_use]
pub fn setup_fen(white: usize, black: usize) -> String {
    let pick = |i: usize| &SETUPS[i % SETUPS.len()];
    crate::setups::TraditionalSetup::position(
        pick(white),
        pick(black),
        &crate::rules::Rules::CHESSPLAYX,
    )
    .map(|pos| pos.fen())
    .unwrap_or_default()
}
