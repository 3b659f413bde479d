//! Attack tables, built at compile time.

use crate::bitboard::Bitboard;
use crate::square::Square;
use crate::types::{Color, Role};

const KING_STEPS: [(i8, i8); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];
const DIAGONAL_STEPS: [(i8, i8); 4] = [(-1, -1), (1, -1), (-1, 1), (1, 1)];
const HORSE_STEPS: [(i8, i8); 8] = [
    (-2, -1),
    (-2, 1),
    (2, -1),
    (2, 1),
    (-1, -2),
    (1, -2),
    (-1, 2),
    (1, 2),
];
/// Rook directions: north, east, south, west.
const ROOK_DIRECTIONS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

const fn step_table(steps: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < steps.len() {
            if let Some(to) = Square::new(sq as u8).offset(steps[i].0, steps[i].1) {
                table[sq] |= 1 << to.index();
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const fn with_forward(mut table: [u64; 64], dr: i8) -> [u64; 64] {
    let mut sq = 0;
    while sq < 64 {
        if let Some(to) = Square::new(sq as u8).offset(0, dr) {
            table[sq] |= 1 << to.index();
        }
        sq += 1;
    }
    table
}

const fn ray_table() -> [[u64; 64]; 4] {
    let mut table = [[0u64; 64]; 4];
    let mut d = 0;
    while d < 4 {
        let mut sq = 0;
        while sq < 64 {
            let mut cur = Square::new(sq as u8);
            while let Some(next) = cur.offset(ROOK_DIRECTIONS[d].0, ROOK_DIRECTIONS[d].1) {
                table[d][sq] |= 1 << next.index();
                cur = next;
            }
            sq += 1;
        }
        d += 1;
    }
    table
}

static KING: [u64; 64] = step_table(&KING_STEPS);
static GENERAL: [u64; 64] = step_table(&DIAGONAL_STEPS);
static HORSE: [u64; 64] = step_table(&HORSE_STEPS);
static ELEPHANT: [[u64; 64]; 2] = [
    with_forward(step_table(&DIAGONAL_STEPS), 1),
    with_forward(step_table(&DIAGONAL_STEPS), -1),
];
static PAWN: [[u64; 64]; 2] = [
    step_table(&[(-1, 1), (1, 1)]),
    step_table(&[(-1, -1), (1, -1)]),
];
static RAYS: [[u64; 64]; 4] = ray_table();

#[inline(always)]
#[must_use]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

#[inline(always)]
#[must_use]
pub fn general_attacks(sq: Square) -> Bitboard {
    Bitboard(GENERAL[sq.index()])
}

#[inline(always)]
#[must_use]
pub fn elephant_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(ELEPHANT[color.index()][sq.index()])
}

#[inline(always)]
#[must_use]
pub fn horse_attacks(sq: Square) -> Bitboard {
    Bitboard(HORSE[sq.index()])
}

/// The squares a pawn of `color` on `sq` captures on.
#[inline(always)]
#[must_use]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

/// Chariot (rook) attacks given the occupied squares.
#[inline]
#[must_use]
pub fn chariot_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sq.index();
    let occ = occupied.0;
    let mut result = 0;
    // North and east rays grow towards higher indices: the first blocker is the lowest bit.
    for rays in &RAYS[0..2] {
        let ray = rays[s];
        let blockers = ray & occ;
        result |= if blockers == 0 {
            ray
        } else {
            ray ^ rays[blockers.trailing_zeros() as usize]
        };
    }
    // South and west rays grow towards lower indices: the first blocker is the highest bit.
    for rays in &RAYS[2..4] {
        let ray = rays[s];
        let blockers = ray & occ;
        result |= if blockers == 0 {
            ray
        } else {
            ray ^ rays[63 - blockers.leading_zeros() as usize]
        };
    }
    Bitboard(result)
}

/// Attacks of a piece of `color` and `role` on `sq`.
#[inline(always)]
#[must_use]
pub fn attacks(color: Color, role: Role, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::King => king_attacks(sq),
        Role::General => general_attacks(sq),
        Role::Elephant => elephant_attacks(color, sq),
        Role::Horse => horse_attacks(sq),
        Role::Chariot => chariot_attacks(sq, occupied),
        Role::Pawn => pawn_attacks(color, sq),
    }
}

/// The squares strictly between `a` and `b` when they share a rank or file, else empty.
#[must_use]
pub fn between(a: Square, b: Square) -> Bitboard {
    if a == b || (a.file() != b.file() && a.rank() != b.rank()) {
        return Bitboard::EMPTY;
    }
    chariot_attacks(a, Bitboard::from_square(b)) & chariot_attacks(b, Bitboard::from_square(a))
}

/// The full rank or file through `a` and `b` (both included), or empty when they share neither.
#[must_use]
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    if a == b {
        Bitboard::EMPTY
    } else if a.rank() == b.rank() {
        Bitboard::rank(a.rank())
    } else if a.file() == b.file() {
        Bitboard::file(a.file())
    } else {
        Bitboard::EMPTY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Slow reference: walk each ray square by square.
    fn slow_chariot(sq: Square, occ: Bitboard) -> Bitboard {
        let mut result = Bitboard::EMPTY;
        for (df, dr) in ROOK_DIRECTIONS {
            let mut cur = sq;
            while let Some(next) = cur.offset(df, dr) {
                result = result.with(next);
                if occ.contains(next) {
                    break;
                }
                cur = next;
            }
        }
        result
    }

    #[test]
    fn chariot_attacks_match_slow_reference() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for sq in Square::all() {
            for _ in 0..200 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let occ = Bitboard(seed & seed.rotate_left(17));
                assert_eq!(chariot_attacks(sq, occ), slow_chariot(sq, occ), "{sq}");
            }
        }
    }

    #[test]
    fn step_tables_match_offsets() {
        for sq in Square::all() {
            let count = |steps: &[(i8, i8)]| {
                steps
                    .iter()
                    .filter_map(|&(f, r)| sq.offset(f, r))
                    .fold(Bitboard::EMPTY, Bitboard::with)
            };
            assert_eq!(king_attacks(sq), count(&KING_STEPS));
            assert_eq!(horse_attacks(sq), count(&HORSE_STEPS));
            assert_eq!(general_attacks(sq), count(&DIAGONAL_STEPS));
            let mut white = DIAGONAL_STEPS.to_vec();
            white.push((0, 1));
            assert_eq!(elephant_attacks(Color::White, sq), count(&white));
            let mut black = DIAGONAL_STEPS.to_vec();
            black.push((0, -1));
            assert_eq!(elephant_attacks(Color::Black, sq), count(&black));
            assert_eq!(pawn_attacks(Color::White, sq), count(&[(-1, 1), (1, 1)]));
        }
        assert_eq!(king_attacks(Square::new(0)).count(), 3);
        assert_eq!(horse_attacks(Square::new(27)).count(), 8);
    }

    #[test]
    fn between_and_line() {
        let a1 = Square::parse("a1").unwrap();
        let a4 = Square::parse("a4").unwrap();
        let d4 = Square::parse("d4").unwrap();
        assert_eq!(between(a1, a4).count(), 2);
        assert_eq!(between(a1, d4), Bitboard::EMPTY);
        assert_eq!(line(a4, d4), Bitboard::rank(3));
    }
}
