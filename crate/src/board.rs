//! Piece placement and hands, with no rules attached.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::square::Square;
use crate::types::{Color, Piece, Role};

/// Pieces on the board as bitboards by colour and by role.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Board {
    by_color: [Bitboard; 2],
    by_role: [Bitboard; 6],
}

impl Board {
    #[must_use]
    pub const fn empty() -> Board {
        Board {
            by_color: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; 6],
        }
    }

    #[inline(always)]
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    #[inline(always)]
    #[must_use]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline(always)]
    #[must_use]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    #[inline(always)]
    #[must_use]
    pub fn by_piece(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color.index()] & self.by_role[role.index()]
    }

    #[must_use]
    #[inline(always)]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(color, Role::King).first()
    }

    #[inline(always)]
    #[must_use]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    #[inline]
    #[must_use]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            return None;
        }
        // A plain loop: the array iterator is not inlined at the rules core's opt-level.
        let mut i = 0;
        while i < Role::ALL.len() {
            if self.by_role[i].contains(sq) {
                return Some(Role::ALL[i]);
            }
            i += 1;
        }
        None
    }

    #[inline]
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = self.color_at(sq)?;
        let role = self.role_at(sq)?;
        Some(Piece { color, role })
    }

    /// Puts a piece on an empty square.
    #[inline(always)]
    pub fn put(&mut self, sq: Square, piece: Piece) {
        let bb = Bitboard::from_square(sq);
        self.by_color[piece.color.index()] |= bb;
        self.by_role[piece.role.index()] |= bb;
    }

    /// Removes the piece on a square known to hold `piece`.
    #[inline(always)]
    pub fn remove(&mut self, sq: Square, piece: Piece) {
        let bb = !Bitboard::from_square(sq);
        self.by_color[piece.color.index()] &= bb;
        self.by_role[piece.role.index()] &= bb;
    }

    /// Removes whatever stands on `sq` and returns it.
    pub fn take(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.remove(sq, piece);
        Some(piece)
    }

    /// Pieces of `color` attacking `sq`, with `occupied` as the blockers for chariots.
    #[inline]
    #[must_use]
    pub fn attackers_to(&self, sq: Square, color: Color, occupied: Bitboard) -> Bitboard {
        ((attacks::king_attacks(sq) & self.by_role(Role::King))
            | (attacks::general_attacks(sq) & self.by_role(Role::General))
            | (attacks::elephant_attacks(color.other(), sq) & self.by_role(Role::Elephant))
            | (attacks::horse_attacks(sq) & self.by_role(Role::Horse))
            | (attacks::pawn_attacks(color.other(), sq) & self.by_role(Role::Pawn))
            | (attacks::chariot_attacks(sq, occupied) & self.by_role(Role::Chariot)))
            & self.by_color(color)
            & occupied
    }

    /// Whether `color`'s king is attacked.
    #[must_use]
    pub fn is_king_attacked(&self, color: Color) -> bool {
        self.king_of(color).is_some_and(|king| {
            self.attackers_to(king, color.other(), self.occupied())
                .any()
        })
    }

    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }
}

/// The pieces a side holds in hand, counted by role.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Hand {
    counts: [u8; 6],
}

impl Hand {
    /// K, F, R, R, S, S, N, N: what each side places at the start.
    pub const START: Hand = Hand {
        counts: [1, 1, 2, 2, 2, 0],
    };

    #[inline(always)]
    #[must_use]
    pub const fn count(&self, role: Role) -> u8 {
        self.counts[role.index()]
    }

    #[must_use]
    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum()
    }

    #[inline(always)]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.counts == [0; 6]
    }

    #[inline(always)]
    pub fn add(&mut self, role: Role) {
        self.counts[role.index()] = self.counts[role.index()].saturating_add(1);
    }

    #[inline(always)]
    pub fn remove(&mut self, role: Role) {
        self.counts[role.index()] = self.counts[role.index()].saturating_sub(1);
    }

    /// Roles present in the hand, in the given order.
    pub fn roles(&self) -> impl Iterator<Item = Role> + '_ {
        Role::ALL.into_iter().filter(|&r| self.count(r) > 0)
    }
}
