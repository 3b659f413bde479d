//! Small helpers shared by the crate's development tools (the `tune` and `datagen` bins and the
//! tests that check them): command-line options and scores from White's side. Their seeded
//! generator is the search's [`crate::search::Rng`]. Not part of the rules API.

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
