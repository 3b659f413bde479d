//! Small vocabulary types: colours, roles, pieces.

use std::fmt;

/// A side. White (Red in Burmese sources) moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    #[must_use]
    #[inline(always)]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    #[must_use]
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    #[must_use]
    pub const fn fen_char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    #[must_use]
    pub fn from_name(name: &str) -> Option<Color> {
        match name {
            "white" | "w" => Some(Color::White),
            "black" | "b" => Some(Color::Black),
            _ => None,
        }
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    #[inline(always)]
    fn not(self) -> Color {
        self.other()
    }
}

/// A kind of piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Role {
    /// Min-gyi: one step in any direction.
    King = 0,
    /// Sit-ke (ferz, "met"): one step diagonally.
    General = 1,
    /// Sin (silver): one step diagonally or straight forward.
    Elephant = 2,
    /// Myin: knight's leap.
    Horse = 3,
    /// Yahhta (rook): any distance orthogonally.
    Chariot = 4,
    /// Ne: one step forward, captures diagonally forward.
    Pawn = 5,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::King,
        Role::General,
        Role::Elephant,
        Role::Horse,
        Role::Chariot,
        Role::Pawn,
    ];

    /// The order Fairy-Stockfish writes a hand in: K S F R N P.
    pub const HAND_ORDER: [Role; 6] = [
        Role::King,
        Role::Elephant,
        Role::General,
        Role::Chariot,
        Role::Horse,
        Role::Pawn,
    ];

    #[must_use]
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Upper-case FEN letter.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Role::King => 'K',
            Role::General => 'F',
            Role::Elephant => 'S',
            Role::Horse => 'N',
            Role::Chariot => 'R',
            Role::Pawn => 'P',
        }
    }

    /// Role from a FEN letter of either case.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_uppercase() {
            'K' => Some(Role::King),
            'F' => Some(Role::General),
            'S' => Some(Role::Elephant),
            'N' => Some(Role::Horse),
            'R' => Some(Role::Chariot),
            'P' => Some(Role::Pawn),
            _ => None,
        }
    }

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Role::King => "king",
            Role::General => "general",
            Role::Elephant => "elephant",
            Role::Horse => "horse",
            Role::Chariot => "chariot",
            Role::Pawn => "pawn",
        }
    }

    #[must_use]
    pub fn from_name(name: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.name() == name)
    }
}

/// A coloured piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    #[must_use]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// FEN letter: upper case for White, lower case for Black.
    #[must_use]
    pub const fn char(self) -> char {
        let c = self.role.char();
        match self.color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    #[must_use]
    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}
