//! Small helpers shared by the crate's development tools (the `tune` and `datagen` bins and the
//! tests that check them): command-line options, a seeded generator, scores from White's side.
//! Not part of the rules API.

use crate::search::Score;
use crate::types::Color;

/// The text after `name` on the command line, else `fallback`.
#[must_use]
pub fn option<'a>(args: &'a [String], name: &str, fallback: &'a str) -> &'a str {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map_or(fallback, String::as_str)
}

/// The number after `name` on the command line, else `fallback` (also when it does not parse).
#[must_use]
pub fn number<T: std::str::FromStr>(args: &[String], name: &str, fallback: T) -> T {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(fallback)
}

/// SplitMix64: seeded, for openings, random games and seeds.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A search score from White's point of view, in centipawns; mates (and table wins) as ±3000.
#[must_use]
pub fn white_cp(score: Score, turn: Color) -> i32 {
    let cp = match score {
        Score::Cp(v) => v.clamp(-3000, 3000),
        Score::Mate(n) if n > 0 => 3000,
        Score::Mate(_) => -3000,
    };
    if turn == Color::White {
        cp
    } else {
        -cp
    }
}
