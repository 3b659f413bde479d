//! Placement knowledge learnt from the traditional set-ups (RULES.md, "Traditional set-ups"):
//! how often each role stands on each square of White's half in those patterns. Black uses the
//! same table turned 180 degrees, as the patterns are.

use crate::square::Square;
use crate::types::{Color, Role};

/// The community set-ups, White's ranks 4/3/2/1 (pawns fixed). The published two-sided set-up
/// ISP-01 is nBattery for White and nSandwich (turned) for Black, so it adds nothing new.
pub const SETUPS: [(&str, &str); 8] = [
    ("kHide", "4PPPP/PPPPFN2/1SKSN3/5RR1"),
    ("nConnected", "4PPPP/PPPPFSN1/3SNK2/1RR5"),
    ("nSide", "4PPPP/PPPPFS2/2SNNK2/1R1R4"),
    ("nCross", "4PPPP/PPPPFNS1/3SN1K1/2R2R2"),
    ("nSandwich", "4PPPP/PPPPFS2/2NSNK2/1R1R4"),
    ("nBattery", "4PPPP/PPPPFNS1/3S1NK1/2R1R3"),
    ("eSide", "4PPPP/PPPPFSS1/3N1NK1/3R1R2"),
    ("gInside", "4PPPP/PPPPNF2/1S2NS2/2RR1K2"),
];

const fn role_index(c: u8) -> usize {
    match c {
        b'K' => 0,
        b'F' => 1,
        b'S' => 2,
        b'N' => 3,
        b'R' => 4,
        _ => 5,
    }
}

/// `COUNTS[role][square]`: in how many of the set-ups White has `role` on `square`.
const fn build_counts() -> [[u8; 64]; 6] {
    let mut counts = [[0u8; 64]; 6];
    let mut s = 0;
    while s < SETUPS.len() {
        let text = SETUPS[s].1.as_bytes();
        let mut rank = 3usize;
        let mut file = 0usize;
        let mut i = 0;
        while i < text.len() {
            let c = text[i];
            if c == b'/' {
                rank = rank.saturating_sub(1);
                file = 0;
            } else if c.is_ascii_digit() {
                file += (c - b'0') as usize;
            } else {
                if file < 8 {
                    counts[role_index(c)][rank * 8 + file] += 1;
                }
                file += 1;
            }
            i += 1;
        }
        s += 1;
    }
    counts
}

const COUNTS: [[u8; 64]; 6] = build_counts();

/// The square as White sees it (Black's patterns are White's turned 180 degrees).
#[inline]
#[must_use]
pub const fn relative(color: Color, sq: Square) -> Square {
    match color {
        Color::White => sq,
        Color::Black => sq.rotate(),
    }
}

/// How many traditional set-ups put `role` of `color` on `sq` (0..=8).
#[inline]
#[must_use]
pub fn popularity(color: Color, role: Role, sq: Square) -> i32 {
    i32::from(COUNTS[role.index()][relative(color, sq).index()])
}

/// The White half (ranks 1-4) of set-up `index` as a FEN board fragment, and Black's, turned.
#[must_use]
pub fn setup_fen(white: usize, black: usize) -> String {
    let w = SETUPS[white % SETUPS.len()].1;
    let b = SETUPS[black % SETUPS.len()].1;
    // Turning a half by 180 degrees: reverse the rank order and each rank, lower-case it.
    let turned: Vec<String> = b
        .split('/')
        .rev()
        .map(|rank| rank.chars().rev().collect::<String>().to_ascii_lowercase())
        .collect();
    format!("{}/{}[] w - - 0 9", turned.join("/"), w)
}
