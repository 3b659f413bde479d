//! An unchecked position as read from text, and the errors of validating it.

use crate::bitboard::Bitboard;
use crate::board::{Board, Hand};
use crate::errors::ErrorCode;
use crate::types::{Color, Role};
use std::fmt;

/// Everything a FEN describes, not yet checked against the rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Setup {
    pub board: Board,
    pub hands: [Hand; 2],
    /// Generals marked `~` (promoted pawns).
    pub promoted: Bitboard,
    pub turn: Color,
    /// Counting limit in plies (FEN field 4), 0 for none.
    pub counting_limit: u32,
    /// Halfmove clock, or the counting ply when a counting limit is set (FEN field 5).
    pub halfmove: u32,
    pub fullmove: u32,
}

/// Largest counting limit in plies (a horse count: 64 moves).
pub const MAX_COUNTING_LIMIT: u32 = 128;
/// Largest halfmove clock or counting ply: a position's counters stop there, so every FEN the
/// engine writes reads back (a game of 20,000 quiet plies writes a halfmove clock of 20,000).
pub const MAX_HALFMOVE: u32 = 2_000_000_000;
/// Largest fullmove number: a position's move number stops there (the game ply, twice this,
/// stays inside `u32`).
pub const MAX_FULLMOVE: u32 = 1_000_000_000;

/// Why a setup is not a legal position. Each variant has a stable code.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PositionError {
    /// A side has no king, on the board or in hand.
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color),
    /// A side has more pieces of a role than a game can produce.
    TooManyPieces(Color, Role),
    /// More than 8 pieces in one hand.
    HandTooLarge(Color),
    /// A pawn stands on its own back rank, which it can never reach.
    PawnOnBackRank(Color),
    /// The side not to move is in check.
    OppositeCheck,
    /// A counter is out of range.
    Counters(String),
}

impl PositionError {
    /// Stable error code.
    #[must_use]
    pub fn code(&self) -> ErrorCode {
        match self {
            PositionError::Counters(_) => ErrorCode::FenCounters,
            _ => ErrorCode::Position,
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingKing(c) => write!(f, "{} has no king", c.name()),
            PositionError::TooManyKings(c) => write!(f, "{} has more than one king", c.name()),
            PositionError::TooManyPieces(c, r) => {
                write!(f, "{} has too many pieces of type {}", c.name(), r.name())
            }
            PositionError::HandTooLarge(c) => {
                write!(f, "{} holds more than 8 pieces in hand", c.name())
            }
            PositionError::PawnOnBackRank(c) => {
                write!(f, "a {} pawn stands on its own back rank", c.name())
            }
            PositionError::OppositeCheck => f.write_str("the side not to move is in check"),
            PositionError::Counters(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for PositionError {}

impl Setup {
    /// Plies since the start implied by the fullmove number and side to move.
    #[must_use]
    pub fn game_ply(&self) -> u32 {
        2 * self.fullmove.max(1).saturating_sub(1) + u32::from(self.turn == Color::Black)
    }

    /// Every material and counter check that needs neither the rules nor move generation
    /// (`Position::from_setup` adds those that depend on the rules). Reports the first broken
    /// rule.
    pub fn validate(&self) -> Result<(), PositionError> {
        for color in Color::ALL {
            let hand = &self.hands[color.index()];
            let count =
                |role: Role| self.board.by_piece(color, role).count() + u32::from(hand.count(role));
            match count(Role::King) {
                0 => return Err(PositionError::MissingKing(color)),
                1 => {}
                _ => return Err(PositionError::TooManyKings(color)),
            }
            for role in [Role::Chariot, Role::Elephant, Role::Horse] {
                if count(role) > 2 {
                    return Err(PositionError::TooManyPieces(color, role));
                }
            }
            if count(Role::Pawn) > 8 {
                return Err(PositionError::TooManyPieces(color, Role::Pawn));
            }
            if count(Role::General) + count(Role::Pawn) > 9 {
                return Err(PositionError::TooManyPieces(color, Role::General));
            }
            if hand.total() > 8 {
                return Err(PositionError::HandTooLarge(color));
            }
        }
        if self.counting_limit > MAX_COUNTING_LIMIT {
            return Err(PositionError::Counters(format!(
                "counting limit {} exceeds {MAX_COUNTING_LIMIT} plies",
                self.counting_limit
            )));
        }
        if self.halfmove > MAX_HALFMOVE {
            return Err(PositionError::Counters(format!(
                "halfmove clock {} exceeds {MAX_HALFMOVE}",
                self.halfmove
            )));
        }
        if self.fullmove > MAX_FULLMOVE {
            return Err(PositionError::Counters(format!(
                "fullmove number {} exceeds {MAX_FULLMOVE}",
                self.fullmove
            )));
        }
        Ok(())
    }
}
