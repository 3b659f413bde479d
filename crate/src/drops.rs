//! Drops (placing a piece from the hand): the generator, and the reason a drop is refused,
//! built from the same restrictions so that the two never disagree.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveList};
use crate::position::{back_rank, pawn_drop_region, placement_region, Position};
use crate::square::Square;
use crate::types::{Color, Role};
use std::fmt;

/// Why a piece may not be placed on a square. Each variant has a stable kebab-case code, for
/// user interfaces to translate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DropRefusal {
    /// The game is over (only `Game::drop_refusal` says this).
    GameOver,
    /// The side to move holds no such piece.
    NoPieceInHand,
    /// Another piece stands there (under `pritchard` an own pawn gives way, not another piece).
    Occupied,
    /// Outside the side's placement region (ranks 1-3 for White, 6-8 for Black).
    OutsideRegion,
    /// A pawn in hand keeps off the back rank (all presets but `pritchard`).
    PawnBackRank,
    /// Chariots are placed on the back rank only (all presets but `pritchard`).
    ChariotBackRank,
    /// `pritchard`: Black's chariots never share a file, nor stand on the White king's file.
    ChariotFile,
    /// A king may not be placed where it would stand in check.
    KingAttacked,
    /// The side to move is in check and the drop does not block it.
    LeavesKingInCheck,
    /// `pritchard`: the drop would stalemate the opponent while another move would not.
    MustNotStalemate,
}

impl DropRefusal {
    pub const ALL: [DropRefusal; 10] = [
        DropRefusal::GameOver,
        DropRefusal::NoPieceInHand,
        DropRefusal::Occupied,
        DropRefusal::OutsideRegion,
        DropRefusal::PawnBackRank,
        DropRefusal::ChariotBackRank,
        DropRefusal::ChariotFile,
        DropRefusal::KingAttacked,
        DropRefusal::LeavesKingInCheck,
        DropRefusal::MustNotStalemate,
    ];

    /// The stable code, e.g. `chariot-back-rank`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            DropRefusal::GameOver => "game-over",
            DropRefusal::NoPieceInHand => "no-piece-in-hand",
            DropRefusal::Occupied => "occupied",
            DropRefusal::OutsideRegion => "outside-region",
            DropRefusal::PawnBackRank => "pawn-back-rank",
            DropRefusal::ChariotBackRank => "chariot-back-rank",
            DropRefusal::ChariotFile => "chariot-file",
            DropRefusal::KingAttacked => "king-attacked",
            DropRefusal::LeavesKingInCheck => "leaves-king-in-check",
            DropRefusal::MustNotStalemate => "must-not-stalemate",
        }
    }

    #[must_use]
    pub fn from_code(code: &str) -> Option<DropRefusal> {
        DropRefusal::ALL.into_iter().find(|r| r.code() == code)
    }
}

impl fmt::Display for DropRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl Position {
    /// Why the side to move may not place `role` on `square` now, or `None` when the drop is
    /// legal (exactly when `legal_moves` holds it).
    #[must_use]
    pub fn drop_refusal(&self, role: Role, square: Square) -> Option<DropRefusal> {
        if self.hand(self.turn()).count(role) == 0 {
            return Some(DropRefusal::NoPieceInHand);
        }
        let sq = Bitboard::from_square(square);
        let refusal = if (self.drop_area(role) & sq).is_empty() {
            if self.board().occupied().contains(square) {
                DropRefusal::Occupied
            } else {
                DropRefusal::OutsideRegion
            }
        } else if (self.role_area(role) & sq).is_empty() {
            match role {
                Role::Pawn => DropRefusal::PawnBackRank,
                _ => DropRefusal::ChariotBackRank,
            }
        } else if self.forbidden_files(role).contains(square) {
            DropRefusal::ChariotFile
        } else if !self.king_may_stand(role, square) {
            DropRefusal::KingAttacked
        } else if (self.evasion_area(self.checkers()) & sq).is_empty() {
            DropRefusal::LeavesKingInCheck
        } else if !self
            .legal_moves()
            .contains(&Move::Drop { role, to: square })
        {
            // Every restriction of the generator passed; only the stalemate rule is left.
            DropRefusal::MustNotStalemate
        } else {
            return None;
        };
        Some(refusal)
    }

    /// Squares where `role` may be dropped from the hand of the side to move, ignoring must-drop,
    /// the king's safety on its own square, and whether the hand holds the piece.
    #[must_use]
    pub fn drop_squares(&self, role: Role) -> Bitboard {
        self.drop_targets(role, self.checkers())
    }

    /// The empty squares of the region, and (`pritchard`) the own pawns a piece may replace.
    fn drop_area(&self, role: Role) -> Bitboard {
        let us = self.turn();
        let mut area = placement_region(us) & !self.board().occupied();
        if self.rules().drop_on_own_pawn && role != Role::Pawn {
            area |= self.board().by_piece(us, Role::Pawn);
        }
        area
    }

    /// The squares the role's own rule allows: chariots on the back rank, pawns off it.
    fn role_area(&self, role: Role) -> Bitboard {
        let us = self.turn();
        match role {
            Role::Chariot if self.rules().chariots_back_rank => back_rank(us),
            Role::Pawn => pawn_drop_region(self.rules(), us),
            _ => Bitboard::ALL,
        }
    }

    /// `pritchard`: the files a Black chariot may not be placed on (its other chariot's, the
    /// White king's).
    fn forbidden_files(&self, role: Role) -> Bitboard {
        let mut files = Bitboard::EMPTY;
        if self.rules().black_chariot_files && role == Role::Chariot && self.turn() == Color::Black
        {
            let mut anchors = self.board().by_piece(Color::Black, Role::Chariot);
            if let Some(king) = self.board().king_of(Color::White) {
                anchors = anchors.with(king);
            }
            for sq in anchors {
                files |= Bitboard::file(sq.file());
            }
        }
        files
    }

    /// In check, the squares a drop may take: between the king and a single chariot checker.
    fn evasion_area(&self, checkers: Bitboard) -> Bitboard {
        if checkers.is_empty() {
            return Bitboard::ALL;
        }
        if checkers.more_than_one() {
            return Bitboard::EMPTY;
        }
        match (self.board().king_of(self.turn()), checkers.single()) {
            (Some(king), Some(checker)) => attacks::between(king, checker),
            _ => Bitboard::EMPTY,
        }
    }

    /// Whether a piece of `role` placed on `to` may stand there: a king never where it would
    /// be in check.
    fn king_may_stand(&self, role: Role, to: Square) -> bool {
        role != Role::King
            || self
                .attackers_to(to, self.turn().other(), self.board().occupied())
                .is_empty()
    }

    fn drop_targets(&self, role: Role, checkers: Bitboard) -> Bitboard {
        self.drop_area(role)
            & self.role_area(role)
            & !self.forbidden_files(role)
            & self.evasion_area(checkers)
    }

    pub(crate) fn generate_drops(&self, list: &mut MoveList, checkers: Bitboard) {
        let hand = *self.hand(self.turn());
        for role in hand.roles() {
            for to in self.drop_targets(role, checkers) {
                if self.king_may_stand(role, to) {
                    list.push(Move::Drop { role, to });
                }
            }
        }
    }
}
