//! Game-level behaviour: history, claims, automatic ends per preset, counting, PGN.

use sittuyin::{Color, Game, Position, Reason, Rules};

fn play_all(game: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        game.play(m)
            .unwrap_or_else(|e| panic!("{m}: {e} in {}", game.position().fen()));
    }
}

#[test]
fn placement_alternates_and_ends_after_sixteen_drops() {
    let mut game = Game::new(&Rules::CHESSPLAYX);
    assert!(game.position().is_placement());
    play_all(
        &mut game,
        "R@a1 r@a8 R@h1 r@h8 K@e2 k@d7 F@d2 f@e7 S@c2 s@f7 S@f2 s@c7 N@b2 n@g7 N@g2 n@b7",
    );
    assert!(!game.position().is_placement());
    assert_eq!(game.position().turn(), Color::White);
    assert_eq!(game.position().fullmove(), 9);
    assert!(game.position().legal_moves().iter().all(|m| !m.is_drop()));
}

#[test]
fn checkmate_ends_the_game() {
    // Two chariots mate on the back rank.
    let mut game =
        Game::from_fen("6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1", &Rules::CHESSPLAYX).unwrap();
    play_all(&mut game, "a2a7 g8f8");
    let m = game.play("b1b8").unwrap();
    assert_eq!(game.positions()[game.ply() - 1].san(m), "Rb8#");
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, Reason::Checkmate);
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.result(), "1-0");
    assert_eq!(game.play("f8e8").unwrap_err().code(), "ERR_GAME_OVER");
}

#[test]
fn stalemate_is_a_draw() {
    let game = Game::from_fen("k7/2R5/1R6/8/8/8/8/4K3[] b - - 0 1", &Rules::CHESSPLAYX).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, Reason::Stalemate);
    assert_eq!(outcome.winner, None);
}

#[test]
fn threefold_repetition_is_claimable() {
    let fen = "7r/4k3/8/8/8/8/R7/4K3[] w - - 0 1";
    for rules in [&Rules::CHESSPLAYX, &Rules::FAIRY] {
        let mut game = Game::from_fen(fen, rules).unwrap();
        play_all(&mut game, "a2a3 h8h7 a3a2 h7h8 a2a3 h8h7 a3a2");
        assert!(!game.status().claimable.contains(&Reason::Repetition));
        game.play("h7h8").unwrap();
        assert!(game.is_threefold());
        assert_eq!(game.status().claimable, vec![Reason::Repetition]);
        assert!(game.outcome().is_none());
        assert_eq!(
            game.claim_draw(Some(Reason::FiftyMoves))
                .unwrap_err()
                .code(),
            "ERR_NO_DRAW"
        );
        assert_eq!(game.claim_draw(None).unwrap(), Reason::Repetition);
        assert_eq!(game.outcome().unwrap().result(), "1/2-1/2");
        // Undo takes the claim back.
        game.undo();
        assert!(game.outcome().is_none());
    }
}

#[test]
fn fifty_move_rule_is_claimable() {
    let game = Game::from_fen("7r/4k3/8/8/8/8/R7/4K3[] w - - 100 80", &Rules::CHESSPLAYX).unwrap();
    assert_eq!(game.status().claimable, vec![Reason::FiftyMoves]);
    let game = Game::from_fen("7r/4k3/8/8/8/8/R7/4K3[] w - - 99 80", &Rules::CHESSPLAYX).unwrap();
    assert!(game.status().claimable.is_empty());
}

#[test]
fn counting_runs_and_expires() {
    // K+R vs K: 16 moves for the chariot side (32 plies).
    let fen = "4k3/8/8/8/8/8/R7/4K3[] b - 32 30 1";
    let mut game = Game::from_fen(fen, &Rules::FAIRY).unwrap();
    let count = game.counting().unwrap();
    assert_eq!((count.side, count.ply, count.limit), (Color::Black, 30, 32));
    assert_eq!(count.limit_moves(), 16);
    play_all(&mut game, "e8d8 a2a3");
    assert_eq!(game.position().counting_ply(), 32);
    assert!(game.status().claimable.is_empty());
    game.play("d8e8").unwrap();
    assert_eq!(game.position().counting_ply(), 33);
    assert_eq!(game.status().claimable, vec![Reason::Counting]);
    assert!(game.outcome().is_none());
    // chessplayx ends the game by itself.
    let mut game = Game::from_fen(fen, &Rules::CHESSPLAYX).unwrap();
    play_all(&mut game, "e8d8 a2a3 d8e8");
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, Reason::Counting);
    assert_eq!(outcome.winner, None);
}

#[test]
fn capturing_into_a_bare_king_starts_a_count() {
    let mut game = Game::from_fen("4k3/8/8/8/8/r7/R7/4K3[] w - - 0 1", &Rules::FAIRY).unwrap();
    assert!(game.counting().is_none());
    game.play("Rxa3").unwrap();
    let count = game.counting().unwrap();
    assert_eq!((count.side, count.ply, count.limit), (Color::Black, 0, 32));
    assert_eq!(game.position().fen(), "4k3/8/8/8/8/R7/8/4K3[] b - 32 0 1");
}

#[test]
fn insufficient_material_per_preset() {
    let fen = "4k3/8/8/8/8/8/8/3FK3[] w - - 0 1";
    let game = Game::from_fen(fen, &Rules::CHESSPLAYX).unwrap();
    assert_eq!(game.outcome().unwrap().reason, Reason::InsufficientMaterial);
    let game = Game::from_fen(fen, &Rules::FAIRY).unwrap();
    assert!(game.outcome().is_none());
    for (fen, dead) in [
        ("4k3/8/8/8/8/8/8/4K3[] w - - 0 1", true),
        ("4k3/8/8/8/8/8/8/3NK3[] w - - 0 1", true),
        ("4k3/8/8/8/8/8/3P4/4K3[] w - - 0 1", true),
        ("4k3/8/8/8/8/8/8/3SK3[] w - - 0 1", false),
        ("4k3/8/8/8/8/8/8/3RK3[] w - - 0 1", false),
        ("4k3/8/8/8/8/8/8/2NNK3[] w - - 0 1", false),
    ] {
        let pos = Position::from_fen(fen, &Rules::CHESSPLAYX).unwrap();
        assert_eq!(pos.is_insufficient_material(), dead, "{fen}");
    }
}

#[test]
fn resignation_and_agreement() {
    let mut game = Game::new(&Rules::CHESSPLAYX);
    game.play("K@e2").unwrap();
    game.resign(Color::Black).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(
        (outcome.reason, outcome.winner),
        (Reason::Resignation, Some(Color::White))
    );
    assert_eq!(
        game.resign(Color::White).unwrap_err().code(),
        "ERR_GAME_OVER"
    );
    game.undo();
    game.agree_draw().unwrap();
    assert_eq!(game.outcome().unwrap().reason, Reason::Agreement);
}

#[test]
fn undo_redo_and_branching() {
    let mut game = Game::new(&Rules::CHESSPLAYX);
    play_all(&mut game, "K@e2 k@d7 R@a1");
    assert_eq!(game.undo().unwrap().to_uci(), "R@a1");
    assert_eq!(
        game.undo().unwrap().to_uci(),
        "k@d7".to_uppercase().replace("K@D7", "K@d7")
    );
    assert!(game.can_redo());
    assert_eq!(game.redo().unwrap().to_uci(), "K@d7");
    game.play("R@h1").unwrap();
    assert!(!game.can_redo());
    assert_eq!(game.san_history(), ["K@e2", "K@d7", "R@h1"]);
    while game.undo().is_some() {}
    assert_eq!(game.ply(), 0);
    assert!(game.undo().is_none());
}

#[test]
fn pgn_round_trip() {
    let mut game = Game::new(&Rules::FAIRY);
    play_all(
        &mut game,
        "R@a1 r@a8 R@h1 r@h8 K@e2 k@d7 F@d2 f@e7 S@c2 s@f7 S@f2 s@c7 N@b2 n@g7 N@g2 n@b7 e4e5 f6e5",
    );
    let pgn = game.pgn();
    assert!(pgn.contains("[Variant \"Sittuyin\"]"));
    assert!(pgn.contains("[Rules \"fairy\"]"));
    assert!(!pgn.contains("[FEN"));
    assert!(pgn.contains("1. R@a1 R@a8 2. R@h1"));
    let back = Game::from_pgn(&pgn, None).unwrap();
    assert_eq!(back.moves(), game.moves());
    assert_eq!(back.rules().name, "fairy");
    assert_eq!(back.position().fen(), game.position().fen());

    let fen = "6k1/8/8/8/8/8/R7/1R4K1[] b - - 3 30";
    let mut game = Game::from_fen(fen, &Rules::CHESSPLAYX).unwrap();
    play_all(&mut game, "g8f8 a2a7 f8e8");
    game.resign(Color::Black).unwrap();
    let pgn = game.pgn();
    assert!(pgn.contains("[FEN \"6k1/8/8/8/8/8/R7/1R4K1[] b - - 3 30\"]"));
    assert!(pgn.contains("30... Kf8 31. Ra7 Ke8 1-0"), "{pgn}");
    let back = Game::from_pgn(&pgn, None).unwrap();
    assert_eq!(back.outcome().unwrap().reason, Reason::Resignation);
    assert_eq!(back.position().fen(), game.position().fen());
}

#[test]
fn pgn_reading_is_tolerant_and_strict_where_it_matters() {
    let pgn = "[Event \"x\"]\n[Variant \"Sittuyin\"]\n\n1. K@e2 {a comment} K@d7 (1... K@e7) 2. R@a1 $1 ; rest\n*\n";
    let game = Game::from_pgn(pgn, None).unwrap();
    assert_eq!(game.ply(), 3);
    assert_eq!(
        Game::from_pgn("[Variant \"Makruk\"]\n\n1. e4 *", None)
            .unwrap_err()
            .code(),
        "ERR_PGN"
    );
    assert_eq!(
        Game::from_pgn("1. K@e5 *", None).unwrap_err().code(),
        "ERR_PGN"
    );
    assert_eq!(
        Game::from_pgn("[Rules \"nope\"]\n\n*", None)
            .unwrap_err()
            .code(),
        "ERR_RULES"
    );
}

#[test]
fn a_king_is_never_dropped_into_check() {
    // The white pawn on e5 attacks d6 and f6.
    let pos = Position::from_fen(
        "8/8/f3pppp/ppppP3/5PPP/PPPPFNS1/3S1NK1/2R1R3[kssrrnn] b - - 0 9",
        &Rules::FAIRY,
    )
    .unwrap();
    let drops: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.role() == sittuyin::Role::King)
        .map(|m| m.to_uci())
        .collect();
    assert!(!drops.contains(&"K@d6".to_string()), "{drops:?}");
    assert!(drops.contains(&"K@d7".to_string()), "{drops:?}");
}

#[test]
fn move_numbers_open_rows_as_the_pgn_numbers_them() {
    let mut game = Game::new(&Rules::CHESSPLAYX);
    play_all(&mut game, "R@a1 r@a8 R@h1");
    let numbers = game.move_numbers();
    assert_eq!(
        numbers,
        [Some("1.".to_string()), None, Some("2.".to_string())]
    );
    // Sequential placement: Black's first drop answers White's eighth on its row (both are
    // move 8); the next ones answer no White move of their number.
    let mut game = Game::new(&Rules::FEDERATION);
    play_all(
        &mut game,
        "R@a1 R@h1 K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 r@a8 r@h8",
    );
    let numbers: Vec<String> = game
        .move_numbers()
        .into_iter()
        .map(|n| n.unwrap_or_default())
        .collect();
    assert_eq!(numbers[7..], ["8.", "", "9..."]);
    assert!(
        game.pgn().contains("8. N@g2 R@a8 9... R@h8"),
        "{}",
        game.pgn()
    );
    // From a Black-to-move FEN the first move opens its own row.
    let mut game = Game::from_fen("4k3/8/8/8/8/8/R7/4K3[] b - - 0 30", &Rules::CHESSPLAYX).unwrap();
    play_all(&mut game, "e8d8 a2a3");
    assert_eq!(
        game.move_numbers(),
        [Some("30...".to_string()), Some("31.".to_string())]
    );
    let plies_json =
        |start| serde_json::to_string(&sittuyin::boundary::Ply::list(&game, start)).unwrap();
    let plies = plies_json(0);
    assert!(
        plies.contains("\"fullmove\":30,\"number\":\"30...\""),
        "{plies}"
    );
    // From a later ply: only those plies, numbered as in the whole list.
    let tail = plies_json(1);
    assert!(tail.starts_with("[{\"uci\":\"a2a3\""), "{tail}");
    assert!(tail.contains("\"number\":\"31.\""), "{tail}");
    assert_eq!(plies_json(9), "[]");
}

#[test]
fn pgn_descriptive_tags_are_filled_in_and_kept_to_one_line() {
    let mut g = sittuyin::Game::new(&sittuyin::Rules::CHESSPLAYX);
    g.play("K@e2").unwrap();
    let pgn = g.pgn_with(&[
        ("White", "Ma Ma"),
        ("Black", "Computer (level 3)\n[Result \"1-0\"]"),
        ("Date", "2026.12.03"),
        ("Result", "1-0"),
        ("FEN", "x"),
    ]);
    assert!(pgn.contains("[White \"Ma Ma\"]"), "{pgn}");
    assert!(
        pgn.contains("[Black \"Computer (level 3)[Result \\\"1-0\\\"]\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("[Date \"2026.12.03\"]"), "{pgn}");
    assert!(
        pgn.contains("[Result \"*\"]"),
        "the result is the game's: {pgn}"
    );
    assert!(!pgn.contains("[FEN"), "{pgn}");
    let back = sittuyin::Game::from_pgn(&pgn, None).unwrap();
    assert_eq!(back.moves(), g.moves());
}
