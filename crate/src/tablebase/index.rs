//! Materials and the table index. Pawnless endings of both kings and one or two more pieces.
//! Elephants step forward, so the board may be mirrored left-right but not top-bottom (and
//! colours swap only together with a top-bottom flip): the white king stands on files a-d, and
//! a table holds `2 (side to move) x 32 (white king) x 64 (black king) x 64 per piece` bytes.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::square::Square;
use crate::types::{Color, Role};
use std::fmt;

/// Non-king pieces of an ending, in table order: White's (by role), then Black's. White is the
/// stronger side: it has at least as many pieces, and with one each, the lower role index.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Material {
    pieces: [(Color, Role); 2],
    len: u8,
}

impl Material {
    /// The canonical material of `pieces` (any order, any colours) and whether the colours had
    /// to be swapped to get it. `None` for more than two pieces, kings or pawns.
    #[must_use]
    pub fn of(pieces: &[(Color, Role)]) -> Option<(Material, bool)> {
        if pieces.len() > 2
            || pieces
                .iter()
                .any(|&(_, r)| matches!(r, Role::King | Role::Pawn))
        {
            return None;
        }
        let count = |c: Color| pieces.iter().filter(|&&(pc, _)| pc == c).count();
        let swap = match (count(Color::White), count(Color::Black)) {
            (w, b) if w != b => b > w,
            (1, 1) => {
                let role = |c: Color| pieces.iter().find(|&&(pc, _)| pc == c).map(|p| p.1);
                role(Color::Black) < role(Color::White)
            }
            _ => false,
        };
        // Fixed-size, no allocation: this runs for every capture while generating.
        let mut list = [(Color::White, Role::General); 2];
        for (slot, &(c, r)) in list.iter_mut().zip(pieces) {
            *slot = (if swap { c.other() } else { c }, r);
        }
        let key = |(c, r): (Color, Role)| (c.index(), r.index());
        if pieces.len() == 2 && key(list[1]) < key(list[0]) {
            list.swap(0, 1);
        }
        Some((
            Material {
                pieces: list,
                len: pieces.len() as u8,
            },
            swap,
        ))
    }

    /// Parses `KRK`, `KRFK`, `KRKS`: White's king and pieces, then Black's.
    #[must_use]
    pub fn parse(text: &str) -> Option<Material> {
        let upper = text.to_ascii_uppercase();
        let rest = upper.strip_prefix('K')?;
        let split = rest.find('K')?;
        let mut pieces = Vec::new();
        for (color, part) in [
            (Color::White, &rest[..split]),
            (Color::Black, &rest[split + 1..]),
        ] {
            for c in part.chars() {
                pieces.push((color, Role::from_char(c)?));
            }
        }
        Material::of(&pieces).map(|(m, _)| m)
    }

    #[must_use]
    pub fn pieces(&self) -> &[(Color, Role)] {
        &self.pieces[..self.len as usize]
    }

    #[must_use]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether Black has only its king (a count can run), as opposed to a piece each.
    #[must_use]
    pub fn is_bare_king(&self) -> bool {
        self.pieces().iter().all(|&(c, _)| c == Color::White)
    }

    /// Entries of the table.
    #[must_use]
    pub fn size(&self) -> usize {
        (2 * 32 * 64) << (6 * self.len())
    }

    /// The materials left after one capture, each with the colour of the capturer.
    #[must_use]
    pub fn after_captures(&self) -> Vec<Material> {
        let mut out = Vec::new();
        for i in 0..self.len() {
            let rest: Vec<(Color, Role)> = self
                .pieces()
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &p)| p)
                .collect();
            if let Some((m, _)) = Material::of(&rest) {
                if !m.is_empty() && !out.contains(&m) {
                    out.push(m);
                }
            }
        }
        out
    }

    /// Every ending the tables cover: K+X vs K, K+X+Y vs K (not two Generals: a side never has
    /// two) and K+X vs K+Y, X and Y among General, Elephant, Horse, Chariot.
    #[must_use]
    pub fn all() -> Vec<Material> {
        let roles = [Role::General, Role::Elephant, Role::Horse, Role::Chariot];
        let mut out = Vec::new();
        for &x in &roles {
            out.push(Material::of(&[(Color::White, x)]).map(|m| m.0));
        }
        for (i, &x) in roles.iter().enumerate() {
            for &y in &roles[i..] {
                if !(x == Role::General && y == Role::General) {
                    out.push(Material::of(&[(Color::White, x), (Color::White, y)]).map(|m| m.0));
                }
                out.push(Material::of(&[(Color::White, x), (Color::Black, y)]).map(|m| m.0));
            }
        }
        out.into_iter().flatten().collect()
    }
}

impl fmt::Display for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("K")?;
        for &(c, r) in self.pieces() {
            if c == Color::White {
                write!(f, "{}", r.char())?;
            }
        }
        f.write_str("K")?;
        for &(c, r) in self.pieces() {
            if c == Color::Black {
                write!(f, "{}", r.char())?;
            }
        }
        Ok(())
    }
}

/// A table position: kings, the pieces' squares in material order, side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placement {
    pub turn: Color,
    pub kings: [Square; 2],
    pub squares: [Square; 2],
}

impl Placement {
    /// Left-right mirror image.
    #[must_use]
    pub fn mirrored(&self) -> Placement {
        let m = |s: Square| Square::new(s.index() as u8 ^ 7);
        Placement {
            turn: self.turn,
            kings: [m(self.kings[0]), m(self.kings[1])],
            squares: [m(self.squares[0]), m(self.squares[1])],
        }
    }

    /// The index of this placement, mirrored first when the white king is on files e-h.
    #[must_use]
    pub fn index(&self, len: usize) -> usize {
        let p = if self.kings[0].file() >= 4 {
            self.mirrored()
        } else {
            *self
        };
        p.raw_index(len)
    }

    /// The index of a placement whose white king is on files a-d.
    #[inline]
    #[must_use]
    pub fn raw_index(&self, len: usize) -> usize {
        let wk = self.kings[0];
        let mut i = self.turn.index() * 32 + wk.rank() as usize * 4 + wk.file() as usize;
        i = i * 64 + self.kings[1].index();
        for s in &self.squares[..len] {
            i = i * 64 + s.index();
        }
        i
    }

    #[must_use]
    pub fn from_index(mut i: usize, len: usize) -> Placement {
        let mut squares = [Square::new(0); 2];
        for k in (0..len).rev() {
            squares[k] = Square::new((i % 64) as u8);
            i /= 64;
        }
        let bk = Square::new((i % 64) as u8);
        i /= 64;
        let wk = i % 32;
        let turn = if i / 32 == 0 {
            Color::White
        } else {
            Color::Black
        };
        Placement {
            turn,
            kings: [Square::from_coords((wk % 4) as u8, (wk / 4) as u8), bk],
            squares,
        }
    }
}

/// A placement with its material: attacks and occupancy.
#[derive(Clone, Copy, Debug)]
pub struct Board<'a> {
    pub material: &'a Material,
    pub p: Placement,
}

impl Board<'_> {
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        let mut occ = Bitboard::from_square(self.p.kings[0]).with(self.p.kings[1]);
        for &s in &self.p.squares[..self.material.len()] {
            occ = occ.with(s);
        }
        occ
    }

    /// Squares of `color`'s pieces (king included).
    #[must_use]
    pub fn by_color(&self, color: Color) -> Bitboard {
        let mut set = Bitboard::from_square(self.p.kings[color.index()]);
        for (i, &(c, _)) in self.material.pieces().iter().enumerate() {
            if c == color {
                set = set.with(self.p.squares[i]);
            }
        }
        set
    }

    /// Whether `color` attacks `target`, with the pieces in `gone` (a bit per piece) captured.
    #[must_use]
    pub fn attacks(&self, color: Color, target: Square, occupied: Bitboard, gone: u8) -> bool {
        if attacks::king_attacks(self.p.kings[color.index()]).contains(target) {
            return true;
        }
        self.material
            .pieces()
            .iter()
            .enumerate()
            .any(|(i, &(c, role))| {
                c == color
                    && gone & (1 << i) == 0
                    && attacks::attacks(c, role, self.p.squares[i], occupied).contains(target)
            })
    }

    /// Whether the placement is a legal position: distinct squares, kings apart, the side not
    /// to move not in check.
    #[must_use]
    pub fn is_valid(&self) -> bool {
        let n = self.material.len();
        if self.occupied().count() as usize != n + 2 {
            return false;
        }
        let waiting = self.p.turn.other();
        !self.attacks(
            self.p.turn,
            self.p.kings[waiting.index()],
            self.occupied(),
            0,
        )
    }

    #[must_use]
    pub fn is_check(&self) -> bool {
        self.attacks(
            self.p.turn.other(),
            self.p.kings[self.p.turn.index()],
            self.occupied(),
            0,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn materials_are_canonical() {
        let m = Material::parse("KRKS").unwrap();
        assert_eq!(m.to_string(), "KSKR");
        assert_eq!(Material::parse("KKR").unwrap().to_string(), "KRK");
        assert_eq!(Material::parse("KPK"), None);
        let (m, swapped) = Material::of(&[(Color::Black, Role::Chariot)]).unwrap();
        assert!(swapped);
        assert_eq!(m.to_string(), "KRK");
        assert_eq!(Material::parse("KRFK").unwrap().to_string(), "KFRK");
        assert_eq!(Material::all().len(), 4 + 9 + 10);
    }

    #[test]
    fn index_round_trips() {
        let m = Material::parse("KRSK").unwrap();
        for i in [0, 1, 12_345, 7_654_321, m.size() - 1] {
            assert_eq!(Placement::from_index(i, m.len()).raw_index(m.len()), i);
        }
    }
}
