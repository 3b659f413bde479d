//! Position-level drawing rules: insufficient material and the promotion-only draw.

use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::types::{Color, Role};

/// Dark squares (a1 is dark).
const DARK_SQUARES: Bitboard = Bitboard(0xAA55_AA55_AA55_AA55);

impl Position {
    /// Whether `color` can never mate, as Fairy-Stockfish's `has_insufficient_material` decides:
    /// pieces in hand, a chariot or an elephant can mate; horses and pawns need another non-king
    /// piece on the board; generals need generals on both square colours or some other non-king
    /// piece (of either side) on the board.
    #[must_use]
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let b = &self.board;
        if !self.hands[color.index()].is_empty() {
            return false;
        }
        if (b.by_piece(color, Role::Chariot) | b.by_piece(color, Role::Elephant)).any() {
            return false;
        }
        let non_kings = b.occupied() & !b.by_role(Role::King);
        let horses_pawns = b.by_role(Role::Horse) | b.by_role(Role::Pawn);
        if (b.by_color(color) & horses_pawns).any() && non_kings.more_than_one() {
            return false;
        }
        let generals = b.by_role(Role::General);
        let unbound = non_kings & !generals;
        if b.by_piece(color, Role::General).any()
            && (((generals & DARK_SQUARES).any() && (generals & !DARK_SQUARES).any())
                || unbound.any())
        {
            return false;
        }
        true
    }

    /// Whether neither side can ever mate.
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        self.has_insufficient_material(Color::White) && self.has_insufficient_material(Color::Black)
    }

    /// Rule 3.9 c.7 of the Myanmar federation book: the side to move has exactly king and one
    /// pawn, is not in check, and every legal move is a promotion.
    #[must_use]
    pub fn is_promotion_only(&self) -> bool {
        let us = self.board.by_color(self.turn);
        if us.count() != 2 || self.board.by_piece(self.turn, Role::Pawn).count() != 1 {
            return false;
        }
        if self.is_check() {
            return false;
        }
        self.legal_moves().iter().all(|m| m.is_promotion())
    }
}
