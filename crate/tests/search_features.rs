//! The search technique that can be switched off for A/B tests (`Features`: the time manager;
//! continuation history and singular extensions were decided and are always on): both ways
//! still find mates and play legal moves deterministically, the UCI option switches it, and the
//! time manager's stopping rule spends more when the best move changes.

mod common;
use common::uci;
use sittuyin::search::{soft_limit_reached, Engine, Features, Limits, NoClock, Rng, SearchResult};
use sittuyin::{Position, Rules};
use std::sync::atomic::AtomicBool;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, &Rules::CHESSPLAYX).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn run(p: &Position, features: Features, limits: Limits) -> SearchResult {
    let mut engine = Engine::new(4);
    engine.features = features;
    engine.set_use_tablebases(false);
    engine.search(
        p,
        &[],
        &limits,
        &NoClock,
        &AtomicBool::new(false),
        &mut |_| {},
    )
}

fn all_combinations() -> Vec<Features> {
    let mut out = Vec::new();
    for time_manager in [false, true] {
        out.push(Features { time_manager });
    }
    out
}

/// A middlegame from a traditional set-up pair, a few moves in.
fn middlegame() -> Position {
    let mut p = pos("5rr1/2kns3/1nsfpppp/pppp4/4PPPP/PPPPFN2/1SKSN3/5RR1[] w - - 0 9");
    for m in ["g4g5", "h6g5", "h4g5"] {
        p = p.after(p.parse_uci(m).unwrap());
    }
    p
}

#[test]
fn the_time_manager_is_off_by_default() {
    assert_eq!(
        Features::default(),
        Features {
            time_manager: false
        }
    );
    assert_eq!(Engine::new(1).features, Features::default());
}

#[test]
fn every_combination_finds_mates_and_is_deterministic() {
    let mates = [
        ("6k1/8/6K1/8/8/8/8/R7[] w - - 0 1", "a1a8"),
        ("k7/8/1K6/8/8/8/8/7R[] w - - 0 1", "h1h8"),
    ];
    let p = middlegame();
    for f in all_combinations() {
        for (fen, best) in mates {
            let r = run(&pos(fen), f, Limits::depth(4));
            assert_eq!(
                r.best.map(|m| m.to_uci()),
                Some(best.to_string()),
                "{f:?} {fen}"
            );
        }
        let a = run(&p, f, Limits::nodes(20_000));
        let b = run(&p, f, Limits::nodes(20_000));
        assert_eq!(a, b, "{f:?} not deterministic");
        assert!(p.is_legal(a.best.unwrap()), "{f:?}");
    }
}

#[test]
fn legal_moves_with_every_combination_along_random_games() {
    let mut rng = Rng::new(11);
    for f in all_combinations() {
        let mut p = Position::start(&Rules::CHESSPLAYX);
        for _ in 0..(24 + rng.below(40)) {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p = p.after(moves.as_slice()[rng.below(moves.len() as u32) as usize]);
        }
        if p.legal_moves().is_empty() {
            continue;
        }
        let r = run(&p, f, Limits::depth(8));
        assert!(p.is_legal(r.best.unwrap()), "{f:?} {}", p.fen());
    }
}

#[test]
fn the_time_manager_spends_more_while_the_best_move_changes() {
    // Optimum 1000 ms: a stable best move stops new iterations at 42% of it, one that just
    // changed at 90%, one that keeps changing up to 132% (the hard limit stops it in any case).
    assert!(!soft_limit_reached(419, 1000, 0));
    assert!(soft_limit_reached(420, 1000, 0));
    assert!(!soft_limit_reached(600, 1000, 4));
    assert!(soft_limit_reached(900, 1000, 4));
    assert!(!soft_limit_reached(1200, 1000, 100));
    assert!(soft_limit_reached(1320, 1000, 100));
    // Monotonic: more instability never stops earlier.
    for elapsed in (0..2000).step_by(50) {
        for inst in 0..12 {
            assert!(
                !soft_limit_reached(elapsed, 1000, inst + 1)
                    || soft_limit_reached(elapsed, 1000, inst),
                "{elapsed} {inst}"
            );
        }
    }
}

#[test]
fn uci_announces_and_switches_the_features() {
    let out = uci("uci\n");
    assert!(
        out.contains("option name TimeManager type check default false"),
        "{out}"
    );
    let fen = "5rr1/2kns3/1nsfpppp/pppp4/4PPPP/PPPPFN2/1SKSN3/5RR1[] w - - 0 9";
    let nodes = |options: &str| {
        let out = uci(&format!("{options}position fen {fen}\ngo depth 8\n"));
        assert!(!out.contains("unknown option"), "{out}");
        out.lines()
            .filter(|l| l.starts_with("info depth 8 "))
            .find_map(|l| {
                l.split(" nodes ")
                    .nth(1)?
                    .split(' ')
                    .next()?
                    .parse::<u64>()
                    .ok()
            })
            .expect("depth 8 reached")
    };
    let on = nodes("");
    // The time manager plays no part at a fixed depth.
    assert_eq!(on, nodes("setoption name TimeManager value true\n"));
    // With a clock, both ways give a move.
    for tm in ["true", "false"] {
        let out = uci(&format!(
            "setoption name TimeManager value {tm}\nposition startpos\ngo wtime 500 btime 500 winc 5 binc 5\n"
        ));
        assert!(out.contains("bestmove "), "{out}");
    }
}
