//! What the caller allows a search: depth, nodes, time through an injected clock; levels 1-8;
//! a small seeded random generator for the low levels.

/// Limits of one search. `None` everywhere means "until stopped".
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Node budget; the search is deterministic under it.
    pub nodes: Option<u64>,
    /// Wall time in milliseconds, measured by the caller's [`Clock`].
    pub movetime_ms: Option<u64>,
    /// The time is a budget out of a clock (UCI wtime/btime): no new iteration starts after 60%
    /// of it. Otherwise (a fixed time per move) the search uses all of it.
    pub soft_time: bool,
}

impl Limits {
    #[must_use]
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            nodes: None,
            movetime_ms: None,
            soft_time: false,
        }
    }

    #[must_use]
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            depth: None,
            nodes: Some(nodes),
            movetime_ms: None,
            soft_time: false,
        }
    }

    #[must_use]
    pub const fn movetime(ms: u64) -> Limits {
        Limits {
            depth: None,
            nodes: None,
            movetime_ms: Some(ms),
            soft_time: false,
        }
    }

    /// Whether nothing but a stop request ends the search.
    #[must_use]
    pub const fn is_infinite(&self) -> bool {
        self.depth.is_none() && self.nodes.is_none() && self.movetime_ms.is_none()
    }
}

/// Milliseconds since the search started. The core has no clock of its own
/// (`std::time::Instant` panics on wasm32-unknown-unknown): the caller passes one in.
pub trait Clock {
    fn elapsed_ms(&self) -> u64;
}

/// A clock that never advances, for searches limited by depth or nodes.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn elapsed_ms(&self) -> u64 {
        0
    }
}

/// SplitMix64: tiny, seedable, good enough to vary the play of the low levels.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rng(u64);

impl Rng {
    #[must_use]
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 {
            0
        } else {
            (((self.next_u64() >> 32) * u64::from(n)) >> 32) as u32
        }
    }
}

/// Lowest and highest playing level.
pub const MIN_LEVEL: u8 = 1;
pub const MAX_LEVEL: u8 = 8;

/// The limits of a playing level (1 = beginner ... 8 = full strength) and its randomness: the
/// largest random bonus, in centipawns, each root move receives before the best is chosen
/// (0 = always the best move found). Levels 1-6 are node-bounded, so they play the same on a
/// fast or a slow machine; 7 and 8 use the clock.
#[must_use]
pub const fn level_limits(level: u8) -> (Limits, u32) {
    let level = if level < MIN_LEVEL {
        MIN_LEVEL
    } else if level > MAX_LEVEL {
        MAX_LEVEL
    } else {
        level
    };
    match level {
        1 => (Limits::depth(1), 400),
        2 => (Limits::depth(2), 220),
        3 => (Limits::nodes(3_000), 120),
        4 => (Limits::nodes(12_000), 60),
        5 => (Limits::nodes(50_000), 30),
        6 => (Limits::nodes(200_000), 10),
        7 => (
            Limits {
                depth: None,
                nodes: Some(1_000_000),
                movetime_ms: Some(500),
                soft_time: false,
            },
            0,
        ),
        _ => (Limits::movetime(2_000), 0),
    }
}
