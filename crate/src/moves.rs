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
    #[inline(always)]
    pub const fn to(self) -> Square {
        match self {
            Move::Drop { to, .. } | Move::Normal { to, .. } | Move::Promotion { to, .. } => to,
        }
    }

    #[must_use]
    #[inline(always)]
    pub const fn from(self) -> Option<Square> {
        match self {
            Move::Drop { .. } => None,
            Move::Normal { from, .. } | Move::Promotion { from, .. } => Some(from),
        }
    }

    /// The role of the piece that moves (a pawn for promotions).
    #[must_use]
    #[inline(always)]
    pub const fn role(self) -> Role {
        match self {
            Move::Drop { role, .. } | Move::Normal { role, .. } => role,
            Move::Promotion { .. } => Role::Pawn,
        }
    }

    #[must_use]
    #[inline(always)]
    pub const fn capture(self) -> Option<Role> {
        match self {
            Move::Normal { capture, .. } | Move::Promotion { capture, .. } => capture,
            Move::Drop { .. } => None,
        }
    }

    #[must_use]
    #[inline(always)]
    pub const fn is_capture(self) -> bool {
        self.capture().is_some()
    }

    #[must_use]
    #[inline(always)]
    pub const fn is_drop(self) -> bool {
        matches!(self, Move::Drop { .. })
    }

    #[must_use]
    #[inline(always)]
    pub const fn is_promotion(self) -> bool {
        matches!(self, Move::Promotion { .. })
    }

    /// Whether the move resets the 50-move counter: a capture, a pawn move, a drop or a
    /// promotion (Fairy-Stockfish writes a halfmove clock of 0 after every placement drop).
    #[must_use]
    #[inline(always)]
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
        // A copy of a constant: one bulk memory copy. Built in place, the 256 placeholders
        // are a loop of 256 stores at the rules core's size-first opt-level (a fifth of
        // perft's time there).
        const EMPTY: MoveList = MoveList {
            // A placeholder whose bytes are all zero (today's layout), so that the constant
            // costs no bytes in the module.
            moves: [Move::Normal {
                role: Role::King,
                from: Square::new(0),
                to: Square::new(0),
                capture: Some(Role::King),
            }; MAX_MOVES],
            len: 0,
        };
        EMPTY
    }

    #[inline(always)]
    pub fn push(&mut self, m: Move) {
        if self.len < MAX_MOVES {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }

    #[inline(always)]
    #[must_use]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline(always)]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline(always)]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }

    #[must_use]
    #[inline(always)]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }

    #[inline(always)]
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
    #[inline(always)]
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
