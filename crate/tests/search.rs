//! The computer opponent: legal best moves, mates found and verified by the rules core, draws
//! scored as draws, determinism, levels, and the UCI loop over in-memory input.

mod common;
use common::uci;
use sittuyin::search::{level_limits, search, Engine, Info, Limits, NoClock, Rng, Score};
use sittuyin::{Move, Position, Rules};
use std::sync::atomic::AtomicBool;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, &Rules::CHESSPLAYX).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn run(p: &Position, history: &[u64], limits: Limits) -> sittuyin::search::SearchResult {
    search(
        p,
        history,
        &limits,
        &NoClock,
        &AtomicBool::new(false),
        &mut |_| {},
    )
}

fn is_mate(p: &Position) -> bool {
    p.is_check() && p.legal_moves().is_empty()
}

/// Whether playing `m` forces mate within `n` moves (brute force, the rules core as oracle).
fn forces_mate(p: &Position, m: Move, n: u32) -> bool {
    let next = p.after(m);
    if is_mate(&next) {
        return true;
    }
    if n <= 1 {
        return false;
    }
    let replies = next.legal_moves();
    !replies.is_empty()
        && replies.iter().all(|&r| {
            let after = next.after(r);
            after
                .legal_moves()
                .iter()
                .any(|&m2| forces_mate(&after, m2, n - 1))
        })
}

#[test]
fn best_move_is_legal_in_random_positions() {
    let mut rng = Rng::new(7);
    for game in 0..12 {
        let mut p = Position::start(&Rules::CHESSPLAYX);
        let plies = 4 + game * 7;
        for _ in 0..plies {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves.as_slice()[rng.below(moves.len() as u32) as usize];
            p.play_unchecked(m);
        }
        let legal = p.legal_moves();
        let limits = if game % 2 == 0 {
            Limits::depth(3)
        } else {
            Limits::nodes(3_000)
        };
        let result = run(&p, &[], limits);
        match result.best {
            Some(m) => assert!(legal.contains(&m), "{} not legal in {}", m, p.fen()),
            None => assert!(legal.is_empty(), "no move found in {}", p.fen()),
        }
        // The PV replays legally.
        let mut q = p;
        for &m in &result.pv {
            assert!(q.is_legal(m), "pv move {} illegal in {}", m, q.fen());
            q.play_unchecked(m);
        }
    }
}

#[test]
fn tiny_node_budget_still_returns_a_legal_move() {
    let p = Position::start(&Rules::CHESSPLAYX);
    let result = run(&p, &[], Limits::nodes(1));
    assert!(p.legal_moves().contains(&result.best.unwrap()));
}

#[test]
fn chariot_mate_in_one() {
    let p = pos("6k1/8/6K1/8/8/8/8/R7[] w - - 0 1");
    let result = run(&p, &[], Limits::depth(4));
    let best = result.best.unwrap();
    assert!(is_mate(&p.after(best)), "{best} does not mate");
    assert_eq!(result.score, Score::Mate(1));
}

#[test]
fn drop_mate_in_one() {
    // Placement is not over for White: dropping the chariot on the back rank mates.
    let p = pos("8/8/8/8/8/5N2/5K2/7k[R] w - - 0 1");
    let result = run(&p, &[], Limits::depth(3));
    let best = result.best.unwrap();
    assert!(best.is_drop());
    assert!(is_mate(&p.after(best)), "{best} does not mate");
    assert_eq!(result.score, Score::Mate(1));
}

#[test]
fn mate_in_two_is_found_and_forced() {
    for fen in [
        // Two chariots: a ladder.
        "7k/8/8/8/8/8/R7/1R4K1[] w - - 0 1",
        // King and chariot against a cornered king.
        "k7/8/2K5/8/8/8/8/7R[] w - - 0 1",
    ] {
        let p = pos(fen);
        let result = run(&p, &[], Limits::depth(6));
        let best = result.best.unwrap();
        assert!(
            matches!(result.score, Score::Mate(n) if n <= 2),
            "{fen}: {:?}",
            result.score
        );
        assert!(
            forces_mate(&p, best, 2),
            "{fen}: {best} does not force mate in 2"
        );
    }
}

#[test]
fn mate_in_three_is_found_and_forced() {
    for fen in [
        "k7/8/8/3K4/8/8/8/7R[] w - - 0 1",
        "1k6/8/8/3K4/8/8/8/7R[] w - - 0 1",
    ] {
        let p = pos(fen);
        let result = run(&p, &[], Limits::depth(8));
        let best = result.best.unwrap();
        assert_eq!(result.score, Score::Mate(3), "{fen}");
        assert!(
            forces_mate(&p, best, 3),
            "{fen}: {best} does not force mate in 3"
        );
    }
}

#[test]
fn mate_in_three_counts_only_within_the_count() {
    // The mating move lands on count ply 32 (limit 32) from ply 27, on 33 from 28: a mate on
    // the ply past the limit still wins. From ply 29 the count expires first, with White to
    // move after Black's second reply.
    for (ply, mates) in [(27, true), (28, true), (29, false)] {
        let p = pos(&format!("k7/8/8/3K4/8/8/8/7R[] w - 32 {ply} 1"));
        let result = run(&p, &[], Limits::depth(8));
        if mates {
            assert_eq!(result.score, Score::Mate(3), "count ply {ply}");
        } else {
            assert_eq!(result.score, Score::Cp(0), "count ply {ply}");
        }
    }
}

#[test]
fn contempt_prices_a_draw_for_the_side_searched() {
    // Bare kings against a general: insufficient material, a dead draw worth minus the contempt.
    let p = pos("8/8/3k4/8/8/3KF3/8/8[] w - - 0 60");
    let mut engine = Engine::new(1);
    engine.set_contempt(30);
    let stop = AtomicBool::new(false);
    let result = engine.search(&p, &[], &Limits::depth(3), &NoClock, &stop, &mut |_| {});
    assert_eq!(result.score, Score::Cp(-30));
}

#[test]
fn mated_side_sees_it() {
    // Black to move is mated next move whatever it does.
    let p = pos("k7/8/1K6/8/8/8/8/7R[] b - - 0 1");
    let result = run(&p, &[], Limits::depth(4));
    assert_eq!(result.score, Score::Mate(-1));
}

#[test]
fn promotion_is_played_when_it_wins() {
    // White's last pawn may promote anywhere, and a General is worth more than a pawn: with
    // nothing else to do, the search promotes.
    let p = pos("7k/8/8/8/8/8/3P4/K7[] w - - 0 1");
    let result = run(&p, &[], Limits::depth(4));
    assert!(result.best.unwrap().is_promotion(), "{:?}", result.best);
}

#[test]
fn counting_expiry_is_a_draw() {
    // Mate in 2 without a count ...
    let free = pos("k7/8/2K5/8/8/8/8/7R[] w - - 0 1");
    assert!(matches!(
        run(&free, &[], Limits::depth(6)).score,
        Score::Mate(_)
    ));
    // ... but with one ply left on a chariot count (32 plies) the count expires before it.
    let counted = pos("k7/8/2K5/8/8/8/8/7R[] w - 32 31 1");
    assert_eq!(counted.counting_limit(), 32);
    let result = run(&counted, &[], Limits::depth(6));
    assert_eq!(result.score, Score::Cp(0));
    // A mate on the last counted move still wins.
    let last = pos("k7/8/1K6/8/8/8/8/7R[] w - 32 31 1");
    let result = run(&last, &[], Limits::depth(4));
    assert_eq!(result.score, Score::Mate(1));
    assert!(is_mate(&last.after(result.best.unwrap())));
}

#[test]
fn fifty_move_rule_is_a_draw() {
    // White is a chariot up, but any move reaches 100 plies without capture or pawn move.
    let p = pos("4k2r/8/8/8/8/8/8/RR2K3[] w - - 99 80");
    let result = run(&p, &[], Limits::depth(4));
    assert_eq!(result.score, Score::Cp(0));
    let fresh = pos("4k2r/8/8/8/8/8/8/RR2K3[] w - - 0 80");
    assert!(matches!(run(&fresh, &[], Limits::depth(4)).score, Score::Cp(v) if v > 300));
}

#[test]
fn insufficient_material_is_a_draw() {
    let p = pos("8/8/3k4/8/8/3KF3/8/8[] w - - 0 60");
    assert_eq!(run(&p, &[], Limits::depth(5)).score, Score::Cp(0));
}

#[test]
fn repetition_is_a_draw() {
    // Black is a chariot down and can only shuffle the king. With the game history showing the
    // position after g8f8 twice already, Black takes the threefold repetition.
    let start = pos("6kr/6pp/8/8/8/8/PP6/RR4K1[] w - - 0 40");
    let cycle = ["b1c1", "g8f8", "c1b1", "f8g8"];
    let mut p = start;
    let mut history = Vec::new();
    for text in cycle.iter().chain(cycle.iter()).chain(cycle[..1].iter()) {
        history.push(p.hash());
        let m = p.parse_uci(text).unwrap();
        p.play_unchecked(m);
    }
    let without = run(&p, &[], Limits::depth(5));
    assert!(
        matches!(without.score, Score::Cp(v) if v < -300),
        "{:?}",
        without.score
    );
    let with = run(&p, &history, Limits::depth(5));
    assert_eq!(with.score, Score::Cp(0));
    assert_eq!(with.best.unwrap().to_uci(), "g8f8");
}

#[test]
fn fixed_depth_and_nodes_are_deterministic() {
    for fen in [
        sittuyin::START_FEN,
        "r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9",
        "1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13",
    ] {
        let p = pos(fen);
        for limits in [Limits::depth(5), Limits::nodes(20_000)] {
            let mut infos_a: Vec<Info> = Vec::new();
            let mut infos_b: Vec<Info> = Vec::new();
            let stop = AtomicBool::new(false);
            let a = search(&p, &[], &limits, &NoClock, &stop, &mut |i| {
                infos_a.push(i.clone())
            });
            let b = search(&p, &[], &limits, &NoClock, &stop, &mut |i| {
                infos_b.push(i.clone())
            });
            assert_eq!(a, b, "{fen}");
            assert_eq!(infos_a, infos_b, "{fen}");
            if let Some(n) = limits.nodes {
                assert!(a.nodes <= n, "{fen}: {} nodes for a budget of {n}", a.nodes);
            }
        }
    }
}

#[test]
fn levels_vary_at_the_bottom_and_stay_legal() {
    let p = Position::start(&Rules::CHESSPLAYX);
    let legal = p.legal_moves();
    let (limits, randomness) = level_limits(1);
    assert!(randomness > 0);
    let mut seen = std::collections::HashSet::new();
    for seed in 0..12 {
        let mut engine = Engine::new(1);
        engine.set_randomness(randomness, seed);
        let r = engine.search(
            &p,
            &[],
            &limits,
            &NoClock,
            &AtomicBool::new(false),
            &mut |_| {},
        );
        let m = r.best.unwrap();
        assert!(legal.contains(&m));
        seen.insert(m);
    }
    assert!(seen.len() >= 3, "level 1 always plays {seen:?}");
    // Same seed, same move.
    let pick = |seed| {
        let mut engine = Engine::new(1);
        engine.set_randomness(randomness, seed);
        engine
            .search(
                &p,
                &[],
                &limits,
                &NoClock,
                &AtomicBool::new(false),
                &mut |_| {},
            )
            .best
    };
    assert_eq!(pick(5), pick(5));
    let (top, noise) = level_limits(8);
    assert_eq!(noise, 0);
    assert!(top.movetime_ms.is_some());
}

#[test]
fn placement_follows_sensible_patterns() {
    // Play the whole placement phase engine against engine: every drop legal, the king ends
    // on the back two ranks, the chariots on the back rank (the rules force that).
    // Alternating (chessplayx) and sequential (federation: the same side drops again, so the
    // search must not negate its own score).
    for rules in [&Rules::CHESSPLAYX, &Rules::FEDERATION, &Rules::PRITCHARD] {
        let mut p = Position::start(rules);
        let mut history = Vec::new();
        while p.is_placement() {
            let r = run(&p, &history, Limits::depth(2));
            let m = r.best.unwrap();
            assert!(p.is_legal(m) && m.is_drop(), "{m} in {}", p.fen());
            history.push(p.hash());
            p.play_unchecked(m);
        }
        let b = p.board();
        let white_king = b.king_of(sittuyin::Color::White).unwrap();
        let black_king = b.king_of(sittuyin::Color::Black).unwrap();
        assert!(white_king.rank() <= 1, "{}: {}", rules.name, p.fen());
        assert!(black_king.rank() >= 6, "{}: {}", rules.name, p.fen());
    }
}

#[test]
fn uci_handshake_and_search() {
    let out = uci("uci\nsetoption name UCI_Variant value sittuyin\nisready\nucinewgame\nposition startpos moves R@a1 R@h8\ngo depth 3\n");
    assert!(out.contains("id name Sittuyin"));
    assert!(out.contains("option name UCI_Variant type combo default sittuyin var sittuyin"));
    assert!(out.contains("uciok"));
    assert!(out.contains("readyok"));
    assert!(out.contains("info depth 3 "));
    let best = out
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("a bestmove line");
    let mut p = Position::start(&Rules::CHESSPLAYX);
    for m in ["R@a1", "R@h8"] {
        p = p.after(p.parse_uci(m).unwrap());
    }
    assert!(p.parse_uci(best).is_ok(), "bestmove {best} not legal");
}

#[test]
fn uci_reports_mate_and_handles_fen() {
    let out = uci("position fen 6k1/8/6K1/8/8/8/8/R7[] w - - 0 1\ngo depth 4\n");
    assert!(out.contains("score mate 1"), "{out}");
    assert!(out.contains("bestmove a1a8"), "{out}");
    let out = uci("position fen k7/8/1K6/8/8/8/8/7R[] b - - 0 1 moves a8b8\ngo nodes 5000\n");
    assert!(out.contains("bestmove h1h8"), "{out}");
}

#[test]
fn uci_infinite_stops_on_stop_and_bad_input_is_reported() {
    let out =
        uci("position startpos\ngo infinite\nstop\nposition fen nonsense\nfoo\ngo depth 1\nquit\n");
    assert!(out.contains("bestmove"), "{out}");
    assert!(out.contains("info string bad fen"), "{out}");
    assert!(out.contains("info string unknown command"), "{out}");
    assert_eq!(out.matches("bestmove").count(), 2, "{out}");
}

#[test]
fn uci_clock_time_is_respected_in_structure() {
    // wtime/btime give a move; the exact time is not asserted (no timed assertions).
    let out = uci("position startpos\ngo wtime 1000 btime 1000 winc 10 binc 10\n");
    assert!(out.contains("bestmove "), "{out}");
}

#[test]
fn engine_plays_table_endings_from_the_table() {
    // K+R vs K with the count at 1: the table's mate, reported as a mate score.
    let p = pos("8/8/8/4k3/8/8/8/R3K3[] w - 32 1 1");
    let mut engine = Engine::new(1);
    assert!(engine.prepare_tablebases(&p, false));
    let result = engine.search(
        &p,
        &[],
        &Limits::depth(1),
        &NoClock,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    let Score::Mate(n) = result.score else {
        panic!("expected a mate score, got {:?}", result.score);
    };
    assert!((1..=16).contains(&n), "mate in {n}");
    // The line replays to a mate.
    let mut q = p;
    for &m in &result.pv {
        assert!(q.is_legal(m));
        q.play_unchecked(m);
    }
    assert!(q.is_check() && q.legal_moves().is_empty(), "{}", q.fen());
}

#[test]
fn table_draws_by_count_are_scored_as_draws() {
    // Mate in 27 plies with 3 plies of the count left: a draw, which the search sees through the
    // tables below the root.
    let p = pos("8/8/8/4k3/8/8/8/R3K3[] w - 32 30 1");
    let mut engine = Engine::new(1);
    engine.prepare_tablebases(&p, false);
    let result = engine.search(
        &p,
        &[],
        &Limits::depth(3),
        &NoClock,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    assert_eq!(result.score, Score::Cp(0), "{:?}", result);
}

#[test]
fn uci_plays_table_endings_and_the_tables_can_be_switched_off() {
    let fen = "8/8/8/4k3/8/8/8/R3K3[] w - 32 1 1";
    let out = uci(&format!("position fen {fen}\ngo depth 2\n"));
    assert!(out.contains("info string endgame tables ready"), "{out}");
    assert!(out.contains("score mate 14"), "{out}");
    let out = uci(&format!(
        "setoption name Tablebases value false\nposition fen {fen}\ngo depth 2\n"
    ));
    assert!(!out.contains("endgame tables"), "{out}");
    assert!(out.contains("bestmove "), "{out}");
}

#[test]
fn uci_setoption_with_value_first_is_reported_not_a_panic() {
    // Found by the uci_loop fuzz target: `setoption value ...` sliced args[1..0].
    let out = uci("setoption value 3\nsetoption\nsetoption name\nisready\n");
    assert_eq!(
        out.matches("info string unknown option").count(),
        3,
        "{out}"
    );
    assert!(out.contains("readyok"), "{out}");
}

#[test]
fn a_table_line_that_ends_in_mate_is_a_mate_score() {
    // K+S vs K+S: the table counts to a conversion, but the line is a mate in 1.
    let p = pos("8/8/8/8/8/4ks2/8/3SK3[] b - - 0 1");
    let mut engine = Engine::new(1);
    assert!(engine.prepare_tablebases(&p, false));
    let result = engine.search(
        &p,
        &[],
        &Limits::depth(2),
        &NoClock,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    assert_eq!(result.score, Score::Mate(1), "{result:?}");
    assert_eq!(result.best.map(|m| m.to_uci()), Some("f3f2".to_string()));
}
