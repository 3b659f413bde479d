//! The `federation` preset (Myanmar Chess Federation book): sequential placement, counting
//! against any bare king, the 50-move rule suspended during a count, no repetition rule,
//! automatic draw on insufficient material.

mod common;

use common::Rng;
use sittuyin::{Color, Game, Position, Reason, Rules};

const FED: &Rules = &Rules::FEDERATION;

fn play_all(game: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        game.play(m)
            .unwrap_or_else(|e| panic!("{m}: {e} in {}", game.position().fen()));
    }
}

const WHITE_SETUP: &str = "R@a1 R@h1 K@e2 F@d2 S@c2 S@f2 N@b2 N@g2";
const BLACK_SETUP: &str = "r@a8 r@h8 k@d7 f@e7 s@c7 s@f7 n@b7 n@g7";

#[test]
fn white_places_all_eight_then_black_then_white_moves() {
    let mut game = Game::new(FED);
    for (i, m) in WHITE_SETUP.split_whitespace().enumerate() {
        assert_eq!(
            game.position().turn(),
            Color::White,
            "before White's drop {}",
            i + 1
        );
        assert_eq!(game.position().fullmove() as usize, i + 1);
        game.play(m).unwrap();
    }
    assert_eq!(game.position().turn(), Color::Black);
    assert_eq!(game.position().fullmove(), 8);
    // Black cannot move a pawn or drop out of turn order: only drops are legal now.
    assert!(game.position().legal_moves().iter().all(|m| m.is_drop()));
    for (i, m) in BLACK_SETUP.split_whitespace().enumerate() {
        assert_eq!(
            game.position().turn(),
            Color::Black,
            "before Black's drop {}",
            i + 1
        );
        assert_eq!(game.position().fullmove() as usize, 8 + i);
        game.play(m).unwrap();
    }
    assert!(!game.position().is_placement());
    assert_eq!(game.position().turn(), Color::White);
    assert_eq!(game.position().fullmove(), 16);
    assert!(game.position().legal_moves().iter().all(|m| !m.is_drop()));
    game.play("e4e5").unwrap();
    assert_eq!(game.position().turn(), Color::Black);
    assert_eq!(game.position().fullmove(), 16);
    game.play("e6e5").unwrap_err(); // blocked: the pawns face each other
    game.play("d5d4").unwrap();
    assert_eq!(game.position().fullmove(), 17);
}

#[test]
fn the_alternating_presets_are_unchanged() {
    let mut game = Game::new(&Rules::CHESSPLAYX);
    game.play("R@a1").unwrap();
    assert_eq!(game.position().turn(), Color::Black);
    assert!(game.play("R@h1").is_err());
}

/// Move generation does not depend on the placement order: at every position of random
/// sequential games, the legal moves are those of the Fairy-Stockfish-verified `fairy` preset on
/// the same FEN; FENs round-trip under `federation` (side to move and fullmove number included).
#[test]
fn sequential_games_have_the_fairy_moves_of_each_position() {
    let mut rng = Rng(0x5eed_f00d);
    let mut positions = 0;
    for _ in 0..60 {
        let mut pos = Position::start(FED);
        for _ply in 0..120 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let fen = pos.fen();
            let again = Position::from_fen(&fen, FED).unwrap();
            assert_eq!(again, pos, "{fen}");
            let fairy = Position::from_fen(&fen, &Rules::FAIRY).unwrap();
            let mut ours: Vec<String> = moves.iter().map(|m| m.to_uci()).collect();
            let mut theirs: Vec<String> = fairy.legal_moves().iter().map(|m| m.to_uci()).collect();
            ours.sort();
            theirs.sort();
            assert_eq!(ours, theirs, "{fen}");
            let m = moves.iter().copied().nth(rng.below(moves.len())).unwrap();
            let next = pos.after(m);
            // Who moves next: the dropper again while its hand is not empty.
            let expected = if m.is_drop() && !next.hand(pos.turn()).is_empty() {
                pos.turn()
            } else {
                pos.turn().other()
            };
            assert_eq!(next.turn(), expected, "after {} in {fen}", m.to_uci());
            pos = next;
            positions += 1;
        }
    }
    assert!(positions > 5_000, "only {positions} positions visited");
}

#[test]
fn perft_counts_white_drops_twice_in_a_row() {
    let start = Position::start(FED);
    // 4 roles on 20 free squares, chariots on the 8 back-rank squares.
    assert_eq!(sittuyin::perft(&start, 1), 88);
    // Depth 2 = White's second drop after each first drop, computed independently from the
    // fairy preset with White to move again.
    let mut expected = 0;
    for m in start.legal_moves().iter() {
        let child = start.after(*m);
        assert_eq!(child.turn(), Color::White);
        let fen = child.fen();
        let fairy = Position::from_fen(&fen, &Rules::FAIRY).unwrap();
        expected += fairy.legal_moves().len() as u64;
    }
    assert_eq!(sittuyin::perft(&start, 2), expected);
    assert_ne!(
        expected,
        sittuyin::perft(&Position::start(&Rules::FAIRY), 2)
    );
}

#[test]
fn pgn_numbers_sequential_drops_and_reads_them_back() {
    let mut game = Game::new(FED);
    play_all(&mut game, &format!("{WHITE_SETUP} {BLACK_SETUP} e4e5 d5d4"));
    let pgn = game.pgn();
    assert!(pgn.contains("[Rules \"federation\"]"), "{pgn}");
    assert!(pgn.contains("1. R@a1 2. R@h1"), "{pgn}");
    assert!(pgn.contains("8. N@g2 R@a8 9... R@h8"), "{pgn}");
    assert!(pgn.contains("15... N@g7 16. e5 d4"), "{pgn}");
    let back = Game::from_pgn(&pgn, None).unwrap();
    assert_eq!(back.rules().name, "federation");
    assert_eq!(back.position(), game.position());
    assert_eq!(back.position().fen(), game.position().fen());
}

#[test]
fn counting_starts_against_a_bare_king_even_with_pawns() {
    // Black is a bare king; White has a chariot and pawns. Federation counts (16 moves);
    // chessplayx does not (pawns on the board).
    let fen = "4k3/8/8/8/8/2P5/R7/4K3[] w - - 0 1";
    let mut fed = Game::from_fen(fen, FED).unwrap();
    let mut cpx = Game::from_fen(fen, &Rules::CHESSPLAYX).unwrap();
    fed.play("a2b2").unwrap();
    cpx.play("a2b2").unwrap();
    let count = fed
        .counting()
        .expect("federation counts with pawns on the board");
    assert_eq!(count.side, Color::Black);
    assert_eq!(count.limit, 32);
    assert!(cpx.counting().is_none());
}

#[test]
fn federation_limits_need_the_general_beside_an_elephant_or_horse() {
    let limit = |fen: &str| {
        Position::from_fen(fen, FED)
            .unwrap()
            .count_limit(Color::Black)
    };
    assert_eq!(limit("4k3/8/8/8/8/8/8/R3K3[] b - - 0 1"), 16);
    assert_eq!(limit("4k3/8/8/8/8/8/8/SF2K3[] b - - 0 1"), 44);
    assert_eq!(limit("4k3/8/8/8/8/8/8/NF2K3[] b - - 0 1"), 64);
    assert_eq!(limit("4k3/8/8/8/8/8/8/S3K3[] b - - 0 1"), 0);
    assert_eq!(limit("4k3/8/8/8/8/8/8/NN2K3[] b - - 0 1"), 0);
    assert_eq!(limit("4k3/8/8/8/8/8/P7/SF2K3[] b - - 0 1"), 44);
    let asean = |fen: &str| {
        Position::from_fen(fen, &Rules::CHESSPLAYX)
            .unwrap()
            .count_limit(Color::Black)
    };
    assert_eq!(asean("4k3/8/8/8/8/8/8/S3K3[] b - - 0 1"), 44);
    assert_eq!(asean("4k3/8/8/8/8/8/P7/SF2K3[] b - - 0 1"), 0);
}

/// Plays quiet (non-capturing, non-mating) moves, seeded, for `plies` plies.
fn shuffle(game: &mut Game, plies: usize, seed: u64) {
    let mut rng = Rng(seed);
    for _ in 0..plies {
        let pos = *game.position();
        let quiet: Vec<_> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| !m.is_capture() && pos.after(*m).has_legal_moves())
            .collect();
        assert!(!quiet.is_empty(), "no quiet move in {}", pos.fen());
        game.play_move(quiet[rng.below(quiet.len())]).unwrap();
    }
}

#[test]
fn the_fifty_move_rule_is_suspended_during_a_count() {
    // K+N+F vs K: a 64-move count (128 plies), longer than the 50-move rule (which `fairy`
    // keeps running, hidden).
    let fen = "4k3/8/8/8/8/8/8/2NFK3[] b - - 0 1";
    let mut fed = Game::from_fen(fen, FED).unwrap();
    let mut fairy = Game::from_fen(fen, &Rules::FAIRY).unwrap();
    shuffle(&mut fed, 1, 7);
    let first = fed.moves()[0];
    fairy.play_move(first).unwrap();
    // Start the count with a move in both games, then shuffle the same moves.
    shuffle(&mut fed, 110, 11);
    for &m in &fed.moves()[1..] {
        fairy.play_move(m).unwrap();
    }
    assert!(fed.counting().is_some() && fairy.counting().is_some());
    assert!(fed.position().rule50() >= 100);
    assert!(fairy.status().claimable.contains(&Reason::FiftyMoves));
    assert!(!fed.status().claimable.contains(&Reason::FiftyMoves));
    assert!(fed.outcome().is_none());
}

#[test]
fn repetition_is_no_draw_but_fifty_moves_is_claimable() {
    let fen = "7r/4k3/8/8/8/8/R7/4K3[] w - - 0 1";
    let mut game = Game::from_fen(fen, FED).unwrap();
    play_all(&mut game, "a2a3 h8h7 a3a2 h7h8 a2a3 h8h7 a3a2 h7h8");
    assert!(game.is_threefold());
    assert!(game.status().claimable.is_empty());
    assert!(game.claim_draw(Some(Reason::Repetition)).is_err());
    let mut game = Game::from_fen("7r/4k3/8/8/8/8/R7/4K3[] w - - 99 60", FED).unwrap();
    game.play("a2a3").unwrap();
    assert_eq!(game.status().claimable, vec![Reason::FiftyMoves]);
}

#[test]
fn count_expiry_is_claimed_and_dead_positions_end_the_game() {
    // The count has run out (ply 33 of 32): claimable, not automatic.
    let game = Game::from_fen("4k3/8/8/8/8/8/R7/4K3[] b - 32 33 40", FED).unwrap();
    assert_eq!(game.status().claimable, vec![Reason::Counting]);
    assert!(game.outcome().is_none());
    let dead = Game::from_fen("4k3/8/8/8/8/8/8/3FK3[] w - - 0 1", FED).unwrap();
    assert_eq!(dead.outcome().unwrap().reason, Reason::InsufficientMaterial);
}

#[test]
fn presets_are_named() {
    assert_eq!(Rules::by_name("federation"), Some(&Rules::FEDERATION));
    let game = Game::from_fen(
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1",
        FED,
    )
    .unwrap();
    assert_eq!(game.rules().name, "federation");
}
