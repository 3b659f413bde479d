//! Converting won games (docs/engine.md "Converting won games"): pawnless endings that a small lead
//! does not win are scored as nearly drawn, so the side ahead keeps the pawns and pieces that
//! can still win instead of trading into them; leads that do win keep their value.

use sittuyin::search::{evaluate, Engine, Limits, NoClock, Score};
use sittuyin::{Position, Rules};
use std::sync::atomic::AtomicBool;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, &Rules::CHESSPLAYX).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// White's evaluation (the side to move is White in every position here).
fn white_eval(fen: &str) -> i32 {
    let p = pos(fen);
    assert_eq!(p.turn(), sittuyin::Color::White, "{fen}");
    evaluate(&p)
}

/// A search of `fen` without the endgame tables (the endings here are searched, not looked up).
fn search(fen: &str, limits: &Limits) -> sittuyin::search::SearchResult {
    let mut engine = Engine::new(4);
    engine.set_use_tablebases(false);
    engine.search(
        &pos(fen),
        &[],
        limits,
        &NoClock,
        &AtomicBool::new(false),
        &mut |_| {},
    )
}

/// The move a search of `fen` to `depth` plays, in UCI.
fn best_move(fen: &str, depth: u32) -> Option<String> {
    search(fen, &Limits::depth(depth)).best.map(|m| m.to_uci())
}

fn search_score(fen: &str, nodes: u64) -> i32 {
    let result = search(fen, &Limits::nodes(nodes));
    match result.score {
        Score::Cp(v) => v,
        Score::Mate(n) => panic!("{fen}: mate {n}"),
    }
}

/// Endings drawn by the 50-move rule against Fairy-Stockfish Skill 10 although the engine had
/// scored them +300 and more (final positions of those games, with either side ahead).
const DRAWISH: [&str; 5] = [
    // K+R+N vs K+R
    "8/8/8/6k1/5r2/4N3/R3K3/8[] w - - 10 124",
    // K+R vs K+S+N
    "6N1/8/2k3K1/8/8/5S2/5r2/8[] w - - 10 117",
    // K+R vs K+N+F
    "8/3k4/8/4F3/2K5/7N/7r/8[] w - - 10 100",
    // K+N+F vs K+F
    "8/5K2/1n6/4f1k1/8/5F2/8/8[] w - - 10 106",
    // K+R vs K+N
    "8/3k4/8/4n3/2K5/8/8/7R[] w - - 10 100",
];

#[test]
fn a_small_pawnless_lead_is_scored_as_nearly_drawn() {
    for fen in DRAWISH {
        let score = evaluate(&pos(fen));
        assert!(
            score.abs() < 160,
            "{fen}: {score} (a drawish ending should score near 0)"
        );
    }
}

#[test]
fn a_lead_that_wins_keeps_its_value() {
    // K+R vs K+F and K+R vs K+S: the tables win them.
    assert!(white_eval("8/3k4/8/4f3/2K5/8/8/7R[] w - - 10 100") > 300);
    assert!(white_eval("8/3k4/8/4s3/2K5/8/8/7R[] w - - 10 100") > 250);
    // A whole chariot ahead: K+R+R vs K+R.
    assert!(white_eval("8/3k4/8/4r3/2K5/8/8/R6R[] w - - 10 100") > 500);
    // The same K+R+N vs K+R with a White pawn left: the pawn can still win, no scaling.
    assert!(white_eval("8/8/8/6k1/5r2/4N3/R2PK3/8[] w - - 10 124") > 300);
}

#[test]
fn the_search_sees_a_drawish_ending_near_zero_and_keeps_the_last_pawn() {
    // K+R+N vs K+R: no longer worth a piece to the search either.
    let s = search_score(DRAWISH[0], 20_000);
    assert!(s.abs() < 150, "K+R+N vs K+R searched at {s}");
    // K+R+N+P vs K+R+S, the pawn attacked by the Elephant and defended by the Horse: taking the
    // Elephant with the last pawn (dxe5 Rxe5) leaves K+R+N vs K+R. Scored by material alone it
    // wins a piece (+460 at depth 9 before this knowledge); now it is not played.
    let best = best_move("4r1k1/8/8/4s3/3P4/2K1N3/8/R7[] w - - 0 40", 9);
    assert_ne!(best.as_deref(), Some("d4e5"));
}

/// Black's evaluation of a position with Black to move.
fn black_eval(fen: &str) -> i32 {
    let p = pos(fen);
    assert_eq!(p.turn(), sittuyin::Color::Black, "{fen}");
    evaluate(&p)
}

#[test]
fn material_that_cannot_force_mate_against_a_bare_king_is_scored_as_nearly_drawn() {
    // Final positions of games against Fairy-Stockfish at 100 ms that ran to the move cap (the
    // pawn never promotes while its side has a General; K+P+P: the first one becomes it).
    for fen in [
        // K+F+P vs K
        "8/8/8/7p/5Kf1/8/3k4/8[] b - - 0 89",
        "8/8/8/8/2f5/8/K1k4p/8[] b - - 61 152",
        // K+P+P vs K
        "8/8/6p1/8/3kp3/8/4K3/8[] b - - 1 81",
        // K+N+P+P vs K (a Horse and a General do not force mate either)
        "8/8/3k4/7p/6p1/8/4n3/4K3[] b - - 1 45",
        // K+S vs K with White to move, K+F+P vs K with the pawn on the last rank
        "8/8/8/3k4/8/2S5/8/6K1[] w - - 0 60",
    ] {
        let p = pos(fen);
        let score = evaluate(&p);
        assert!(
            score.abs() < 80,
            "{fen}: {score} (cannot force mate: near 0)"
        );
    }
    assert!(white_eval("6P1/8/8/2F5/8/2K5/k7/8[] w - - 0 152").abs() < 80);
}

#[test]
fn material_that_forces_mate_against_a_bare_king_keeps_its_value() {
    // K+S+P vs K: the pawn becomes the General, and K+S+F mates.
    assert!(black_eval("8/8/8/3k4/8/2s4p/8/6K1[] b - - 0 60") > 300);
    // K+R+P, K+S+S and K+S+F+P vs K.
    assert!(black_eval("8/8/8/3k4/8/2r4p/8/6K1[] b - - 0 60") > 500);
    assert!(black_eval("8/8/8/3k4/4s3/2s5/8/6K1[] b - - 0 60") > 300);
    assert!(white_eval("8/3F4/P7/8/1S6/8/k1K5/8[] w - - 0 60") > 300);
}

#[test]
fn the_search_keeps_the_piece_that_can_still_mate() {
    // K+S+P+P vs K+F, Black to move: ...Sxb3 Kxb3 leaves K+P+P vs K, which the engine scored
    // +620 and then drew at the move cap; keeping the Elephant lets a pawn promote and mate.
    // K+N+P+P vs K+S+F: ...Nxd4 Fxd4 Kxd4 was the same trade (+617, drawn).
    for (fen, trade) in [
        ("8/8/8/6pp/1Ksk4/1F6/8/8[] b - - 11 62", "c4b3"),
        ("8/8/6p1/4kn2/3Sp3/4F3/4K3/8[] b - - 7 79", "f5d4"),
    ] {
        assert_ne!(best_move(fen, 10).as_deref(), Some(trade), "{fen}");
    }
}
