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
    /// With `soft_time`, the time the search aims at (`movetime_ms` is then the hard limit): no
    /// new iteration starts past a share of it that grows when the best move changes between
    /// iterations and shrinks while it stays (with the time manager on, see `Features`).
    pub optimum_ms: Option<u64>,
}

impl Limits {
    #[must_use]
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            nodes: None,
            movetime_ms: None,
            soft_time: false,
            optimum_ms: None,
        }
    }

    #[must_use]
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            depth: None,
            nodes: Some(nodes),
            movetime_ms: None,
            soft_time: false,
            optimum_ms: None,
        }
    }

    #[must_use]
    pub const fn movetime(ms: u64) -> Limits {
        Limits {
            depth: None,
            nodes: None,
            movetime_ms: Some(ms),
            soft_time: false,
            optimum_ms: None,
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

/// The generator that varies the play of the low levels: the crate's one (`crate::rng`).
pub use crate::rng::SplitMix64 as Rng;

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
                optimum_ms: None,
            },
            0,
        ),
        _ => (Limits::movetime(2_000), 0),
    }
}

/// How a search runs: its limits, the random bonus per root move, and whether the endgame
/// tables may decide (the beginner levels play endgames by search alone, so they can go wrong).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Plan {
    pub limits: Limits,
    pub randomness: u32,
    pub use_tablebase: bool,
    /// Placement drops come from the placement book (`search::book_move`): level 8, which
    /// would otherwise spend its whole time on each drop.
    pub use_book: bool,
}

/// The one place a level turns into search limits (UCI and wasm both call it). Without a level
/// the requested limits run as given. With one, a request without limits gets the level's; a
/// request with limits keeps them, capped by the level's depth and node budget; the level's
/// randomness applies either way. Levels 1-3 do not use the endgame tables.
#[must_use]
pub fn plan(requested: Limits, level: Option<u8>) -> Plan {
    let Some(level) = level else {
        return Plan {
            limits: requested,
            randomness: 0,
            use_tablebase: true,
            use_book: false,
        };
    };
    let (own, randomness) = level_limits(level);
    let limits = if requested.is_infinite() {
        own
    } else {
        let min = |a: Option<u64>, b: Option<u64>| match (a, b) {
            (Some(x), Some(y)) => Some(x.min(y)),
            (x, y) => x.or(y),
        };
        Limits {
            depth: min(requested.depth.map(u64::from), own.depth.map(u64::from)).map(|d| d as u32),
            nodes: min(requested.nodes, own.nodes),
            ..requested
        }
    };
    Plan {
        limits,
        randomness,
        use_tablebase: level > 3,
        use_book: level >= MAX_LEVEL,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_fills_in_missing_limits_and_caps_given_ones() {
        assert_eq!(
            plan(Limits::default(), Some(3)).limits,
            Limits::nodes(3_000)
        );
        assert_eq!(
            plan(Limits::default(), Some(8)).limits,
            Limits::movetime(2_000)
        );
        let capped = plan(Limits::movetime(100), Some(4)).limits;
        assert_eq!(capped.nodes, Some(12_000));
        assert_eq!(capped.movetime_ms, Some(100));
        assert_eq!(plan(Limits::depth(9), Some(1)).limits.depth, Some(1));
        assert_eq!(plan(Limits::nodes(500), Some(6)).limits.nodes, Some(500));
    }

    #[test]
    fn without_a_level_the_request_runs_as_given() {
        let p = plan(Limits::default(), None);
        assert!(p.limits.is_infinite());
        assert_eq!(p.randomness, 0);
        assert!(p.use_tablebase);
        assert!(!plan(Limits::default(), Some(2)).use_tablebase);
        assert_eq!(plan(Limits::default(), Some(1)).randomness, 400);
        assert!(plan(Limits::default(), Some(8)).use_book);
        assert!(!plan(Limits::default(), Some(7)).use_book);
        assert!(!p.use_book);
    }
}
