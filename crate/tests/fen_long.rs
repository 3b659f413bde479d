//! Every FEN the engine writes reads back (issue 21): after long quiet games the counters grow
//! past any small limit, and `fen()` must still be accepted by `Position::from_fen` and
//! `Game::from_fen` under every preset.

mod common;

use common::Rng;
use sittuyin::{Game, Move, Position, Rules};

/// `pos.fen()` reads back to the same position: same FEN, hash, legal moves.
fn assert_reads_back(pos: &Position) {
    let text = pos.fen();
    let back = Position::from_fen(&text, pos.rules())
        .unwrap_or_else(|e| panic!("{} refuses its own FEN {text:?}: {e}", pos.rules().name));
    assert_eq!(back.fen(), text);
    assert_eq!(back.hash(), pos.hash(), "{text}");
    let moves = |p: &Position| {
        p.legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(moves(&back), moves(pos), "{text}");
}

#[test]
fn long_random_games_write_fens_that_read_back_under_every_preset() {
    let mut rng = Rng(0x1551_e021_f0f0_0001);
    for rules in Rules::PRESETS {
        let mut longest_clock = 0u32;
        for game in 0..3 {
            let mut pos = Position::start(rules);
            let mut checked = 0;
            for ply in 0..6_000 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                // Mostly quiet moves, so that the clocks run far; now and then a capture, so
                // that counts start and run past their limit (no automatic end here).
                let quiet: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| !m.is_capture() && !m.is_promotion())
                    .collect();
                let m = if !quiet.is_empty() && rng.below(50) > 0 {
                    quiet[rng.below(quiet.len())]
                } else {
                    moves.as_slice()[rng.below(moves.len())]
                };
                pos.play_unchecked(m);
                if ply % 7 == game || ply > 5_990 {
                    assert_reads_back(&pos);
                    longest_clock = longest_clock.max(pos.rule50().max(pos.counting_ply()));
                    checked += 1;
                }
            }
            assert!(checked > 10, "{}: game {game} too short", rules.name);
        }
        assert!(
            longest_clock > 1_000,
            "{}: clocks reached only {longest_clock}",
            rules.name
        );
    }
}

#[test]
fn twenty_thousand_quiet_plies_read_back() {
    for rules in Rules::PRESETS {
        let mut game = Game::from_fen("3rk3/8/8/8/8/8/8/3RK3[] w - - 0 1", rules).unwrap();
        let cycle = ["d1c1", "d8c8", "c1d1", "c8d8"];
        for i in 0..20_000 {
            game.play(cycle[i % 4]).unwrap();
        }
        let fen = game.position().fen();
        assert_eq!(fen, "3rk3/8/8/8/8/8/8/3RK3[] w - - 20000 10001");
        let back = Game::from_fen(&fen, rules)
            .unwrap_or_else(|e| panic!("{}: {fen} refused: {e} ({})", rules.name, e.code()));
        assert_eq!(back.position().fen(), fen);
        assert_eq!(back.position(), game.position());
    }
}

#[test]
fn counters_stop_at_their_largest_value_and_still_read_back() {
    use sittuyin::setup::{MAX_FULLMOVE, MAX_HALFMOVE};
    for rules in Rules::PRESETS {
        let start = format!(
            "3rk3/8/8/8/8/8/8/3RK3[] w - - {} {MAX_FULLMOVE}",
            MAX_HALFMOVE - 1
        );
        let mut pos = Position::from_fen(&start, rules).unwrap();
        for uci in ["d1c1", "d8c8", "c1d1", "c8d8"] {
            let m = pos
                .legal_moves()
                .iter()
                .copied()
                .find(|m| m.to_string() == uci)
                .unwrap();
            pos.play_unchecked(m);
            assert_reads_back(&pos);
            assert_eq!(pos.fullmove(), MAX_FULLMOVE);
            assert!(pos.rule50() <= MAX_HALFMOVE);
        }
        assert_eq!(
            pos.fen(),
            format!("3rk3/8/8/8/8/8/8/3RK3[] w - - {MAX_HALFMOVE} {MAX_FULLMOVE}")
        );
        // A count that is never claimed (`fairy`) runs on as far.
        let counting = format!("4k3/8/8/8/8/8/R7/4K3[] b - 32 {} 7", MAX_HALFMOVE - 1);
        let mut pos = Position::from_fen(&counting, rules).unwrap();
        let m = pos.legal_moves().as_slice()[0];
        pos.play_unchecked(m);
        assert_eq!(pos.counting_ply(), MAX_HALFMOVE);
        assert_reads_back(&pos);
    }
}
