//! Placement knowledge learnt from the traditional set-ups (`crate::setups`): how often each
//! role stands on each square of White's half in those patterns. Black uses the same table
//! turned 180 degrees, as the patterns are.

use crate::board::Hand;
use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;
use crate::types::{Color, Piece, Role};

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

/// Level 8's placement book: a drop of one of the traditional set-ups, answered without a
/// search. The set-ups still open are those that agree with every piece the side to move has
/// placed and whose next drop (`TraditionalSetup::drops` order: king first, chariots last) is
/// legal here. Among them, the one whose finished pattern the evaluation likes best against
/// the opponent's pieces on the board (all of them under sequential placement, those dropped
/// so far when alternating); ties go to the earlier set-up in the list, so the choice is
/// deterministic. `None` outside placement, or when no set-up fits (a position reached by other
/// drops): the search decides then.
#[must_use]
pub fn book_move(pos: &Position) -> Option<Move> {
    if !pos.is_placement() {
        return None;
    }
    let us = pos.turn();
    let board = pos.board();
    let mut best: Option<(i32, Move)> = None;
    for setup in &SETUPS {
        let drops = setup.drops(us);
        let placed = |sq: Square, role: Role| {
            drops
                .iter()
                .any(|&d| matches!(d, Move::Drop { role: r, to } if to == sq && r == role))
        };
        let agrees = board
            .pieces()
            .filter(|(_, p)| p.color == us && p.role != Role::Pawn)
            .all(|(sq, p)| placed(sq, p.role));
        if !agrees {
            continue;
        }
        let Some(&next) = drops.iter().find(|&&d| match d {
            Move::Drop { to, .. } => board.piece_at(to).is_none(),
            _ => false,
        }) else {
            continue;
        };
        if !pos.is_legal(next) {
            continue;
        }
        let score = finished_score(pos, &drops);
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, next));
        }
    }
    best.map(|(_, m)| m)
}

/// The evaluation, for the side to move, of its set-up finished (`drops` all on the board, its
/// hand empty) with the opponent as it stands.
fn finished_score(pos: &Position, drops: &[Move]) -> i32 {
    let us = pos.turn();
    let mut setup = pos.to_setup();
    for &d in drops {
        if let Move::Drop { role, to } = d {
            if setup.board.piece_at(to).is_none() {
                setup.board.put(to, Piece::new(us, role));
            }
        }
    }
    setup.hands[us.index()] = Hand::default();
    setup.turn = us.other();
    Position::from_setup(&setup, pos.rules()).map_or(0, |p| -super::evaluate(&p))
}
