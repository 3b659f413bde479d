//! Moves and fixed-capacity move lists.

use crate::square::Square;
use crate::types::Role;

/// A move: a drop from the hand, a board move, or a promotion to General.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// Places `role` from the hand on the empty square `to`.
    Drop { role: Role, to: Square },
    /// Moves a piece, capturing what stands on `to`, if anything.
    Normal {
        role: Role,
        from: Square,
        to: Square,
        capture: Option<Role>,
    },
    /// Turns the pawn on `from` into a General on `to` (`from` itself or a diagonal neighbour),
    /// capturing what stands there (only under `pritchard`).
    Promotion {
        from: Square,
        to: Square,
        capture: Option<Role>,
    },
}

impl Move {
    #[must_use]
    pub const fn to(self) -> Square {
        match self {
            Move::Drop { to, .. } | Move::Normal { to, .. } | Move::Promotion { to, .. } => to,
        }
    }

    #[must_use]
    pub const fn from(self) -> Option<Square> {
        match self {
            Move::Drop { .. } => None,
            Move::Normal { from, .. } | Move::Promotion { from, .. } => Some(from),
        }
    }

    /// The role of the piece that moves (a pawn for promotions).
    #[must_use]
    pub const fn role(self) -> Role {
        match self {
            Move::Drop { role, .. } | Move::Normal { role, .. } => role,
            Move::Promotion { .. } => Role::Pawn,
        }
    }

    #[must_use]
    pub const fn capture(self) -> Option<Role> {
        match self {
            Move::Normal { capture, .. } | Move::Promotion { capture, .. } => capture,
            Move::Drop { .. } => None,
        }
    }

    #[must_use]
    pub const fn is_capture(self) -> bool {
        self.capture().is_some()
    }

    #[must_use]
    pub const fn is_drop(self) -> bool {
        matches!(self, Move::Drop { .. })
    }

    #[must_use]
    pub const fn is_promotion(self) -> bool {
        matches!(self, Move::Promotion { .. })
    }

    /// Whether the move resets the 50-move counter: a capture, a pawn move, a drop or a
    /// promotion (Fairy-Stockfish writes a halfmove clock of 0 after every placement drop).
    #[must_use]
    pub const fn is_zeroing(self) -> bool {
        self.is_capture() || self.is_drop() || matches!(self.role(), Role::Pawn)
    }
}

/// Upper bound on legal moves in any position (placement: 20 squares x 5 roles).
pub const MAX_MOVES: usize = 256;

/// A move list on the stack.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl MoveList {
    #[must_use]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::Promotion {
                from: Square::new(0),
                to: Square::new(0),
                capture: None,
            }; MAX_MOVES],
            len: 0,
        }
    }

    #[inline]
    pub fn push(&mut self, m: Move) {
        if self.len < MAX_MOVES {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }

    #[inline]
    #[must_use]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }

    #[must_use]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            if keep(&self.moves[i]) {
                self.moves[j] = self.moves[i];
                j += 1;
            }
        }
        self.len = j;
    }

    #[must_use]
    pub fn contains(&self, m: &Move) -> bool {
        self.as_slice().contains(m)
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
