//! Squares a1..h8, numbered 0..63 (a1 = 0, b1 = 1, ..., h8 = 63).

use std::fmt;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Square from an index 0..63.
    #[must_use]
    #[inline(always)]
    pub const fn new(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index & 63)
    }

    #[must_use]
    #[inline(always)]
    pub const fn from_coords(file: u8, rank: u8) -> Square {
        Square::new(rank * 8 + file)
    }

    #[must_use]
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0 (a) ..= 7 (h).
    #[must_use]
    #[inline(always)]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// Rank 0 (rank 1) ..= 7 (rank 8).
    #[must_use]
    #[inline(always)]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The square with the board turned 180 degrees.
    #[must_use]
    pub const fn rotate(self) -> Square {
        Square(63 - self.0)
    }

    /// The square mirrored top to bottom (a1 <-> a8).
    #[must_use]
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// The square `df` files and `dr` ranks away, if on the board.
    #[must_use]
    #[inline(always)]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square::from_coords(f as u8, r as u8))
        } else {
            None
        }
    }

    /// Parses `a1`..`h8`.
    #[must_use]
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let (f, r) = (b[0], b[1]);
        if (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r) {
            Some(Square::from_coords(f - b'a', r - b'1'))
        } else {
            None
        }
    }

    #[must_use]
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    #[must_use]
    pub const fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }

    /// Whether the square is dark (a1 is dark), used for the colour of generals.
    #[must_use]
    pub const fn is_dark(self) -> bool {
        (self.file() + self.rank()).is_multiple_of(2)
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..64u8).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}
