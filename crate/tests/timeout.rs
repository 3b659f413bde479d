//! A flag (`Game::timeout`): the other side wins, or the game is drawn when that side can never
//! mate (the per-side question of the dead-position rule); the PGN says `time forfeit`.

use sittuyin::{Color, Game, Reason, Rules};

#[test]
fn a_flag_loses_when_the_other_side_can_mate() {
    // White has a chariot: Black's flag gives White the game.
    let mut game = Game::from_fen("6k1/8/8/8/8/8/8/R5K1[] b - - 0 40", &Rules::CHESSPLAYX).unwrap();
    let outcome = game.timeout(Color::Black).unwrap();
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, Reason::Timeout);
    assert_eq!(game.outcome(), Some(outcome));
    assert_eq!(game.status().outcome.unwrap().result(), "1-0");
    assert_eq!(game.play("g8f8").unwrap_err().code(), "ERR_GAME_OVER");
    assert_eq!(
        game.timeout(Color::White).unwrap_err().code(),
        "ERR_GAME_OVER"
    );
}

#[test]
fn a_flag_draws_when_the_other_side_cannot_mate() {
    // White's flag falls, but Black has a bare king: a draw.
    let mut game = Game::from_fen("6k1/8/8/8/8/8/8/R5K1[] w - - 0 40", &Rules::CHESSPLAYX).unwrap();
    let outcome = game.timeout(Color::White).unwrap();
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.reason, Reason::Timeout);
    assert_eq!(outcome.result(), "1/2-1/2");
    // A lone horse cannot mate (under `fairy` the dead position does not end the game by
    // itself); a horse with a pawn can, and so can a horse beside any other piece, the
    // opponent's too (Fairy-Stockfish's rule, per side: a piece may block its own king).
    let lone_horse = "6k1/8/8/8/8/8/5n2/6K1[] w - - 0 40";
    let mut g = Game::from_fen(lone_horse, &Rules::FAIRY).unwrap();
    assert_eq!(g.timeout(Color::White).unwrap().winner, None);
    let beside_chariot = "6k1/8/8/8/8/8/5n2/R5K1[] w - - 0 40";
    let mut g = Game::from_fen(beside_chariot, &Rules::CHESSPLAYX).unwrap();
    assert_eq!(g.timeout(Color::White).unwrap().winner, Some(Color::Black));
    let horse_pawn = "6k1/8/8/8/8/8/1p3n2/6K1[] w - - 0 40";
    let mut g = Game::from_fen(horse_pawn, &Rules::CHESSPLAYX).unwrap();
    assert_eq!(g.timeout(Color::White).unwrap().winner, Some(Color::Black));
}

#[test]
fn the_same_question_as_the_dead_position_rule_in_every_preset() {
    for rules in Rules::PRESETS {
        for fen in [
            "6k1/8/8/8/8/8/8/R5K1[] w - - 0 40",
            "6k1/8/8/8/8/8/5n2/R5K1[] b - - 0 40",
            "6k1/8/8/3f4/8/8/8/R5K1[] w - - 0 40",
            "6k1/8/8/3f4/3F4/8/8/6K1[] w - - 0 40",
            "6k1/8/8/3f4/4F3/8/8/6K1[] w - - 0 40",
            "6k1/8/8/3n4/4F3/8/8/6K1[] b - - 0 40",
            "6k1/8/8/8/8/8/8/6K1[Nn] w - - 0 40",
        ] {
            let game = Game::from_fen(fen, rules).unwrap();
            if game.outcome().is_some() {
                // A dead position ends the game by itself under this preset: no clock runs.
                assert!(game.position().is_insufficient_material());
                continue;
            }
            for color in Color::ALL {
                let mut g = game.clone();
                let pos = *g.position();
                let outcome = g.timeout(color.other()).unwrap();
                assert_eq!(
                    outcome.winner.is_some(),
                    !pos.has_insufficient_material(color),
                    "{} {fen} {color:?}",
                    rules.name
                );
            }
        }
    }
}

#[test]
fn a_flag_during_placement_loses() {
    // Pieces in hand can always mate.
    let mut game = Game::new(&Rules::FEDERATION);
    game.play("K@e2").unwrap();
    let outcome = game.timeout(Color::White).unwrap();
    assert_eq!(outcome.winner, Some(Color::Black));
}

#[test]
fn undo_takes_a_flag_back() {
    let mut game = Game::new(&Rules::CHESSPLAYX);
    game.play("K@e2").unwrap();
    game.timeout(Color::Black).unwrap();
    assert!(game.outcome().is_some());
    game.undo();
    assert!(game.outcome().is_none());
    assert_eq!(game.ply(), 0);
}

#[test]
fn the_pgn_says_time_forfeit_and_reads_back() {
    let mut game = Game::new(&Rules::CHESSPLAYX);
    game.play("K@e2").unwrap();
    game.play("K@d7").unwrap();
    game.timeout(Color::White).unwrap();
    let pgn = game.pgn();
    assert!(pgn.contains("[Termination \"time forfeit\"]"), "{pgn}");
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
    let back = Game::from_pgn(&pgn, None).unwrap();
    let outcome = back.outcome().unwrap();
    assert_eq!(outcome.reason, Reason::Timeout);
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(back.pgn(), pgn);

    // A drawn flag reads back as a drawn flag.
    let mut game = Game::from_fen("6k1/8/8/8/8/8/8/R5K1[] w - - 0 40", &Rules::FAIRY).unwrap();
    game.timeout(Color::White).unwrap();
    let pgn = game.pgn();
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
    let back = Game::from_pgn(&pgn, None).unwrap();
    assert_eq!(back.outcome(), game.outcome());
    // Any case of the standard value is read; a decisive result without it stays a resignation.
    let other = pgn
        .replace("time forfeit", "Time forfeit")
        .replace("1/2-1/2", "1-0");
    assert_eq!(
        Game::from_pgn(&other, None)
            .unwrap()
            .outcome()
            .unwrap()
            .reason,
        Reason::Timeout
    );
    let resigned = pgn
        .replace("[Termination \"time forfeit\"]\n", "")
        .replace("1/2-1/2", "1-0");
    assert_eq!(
        Game::from_pgn(&resigned, None)
            .unwrap()
            .outcome()
            .unwrap()
            .reason,
        Reason::Resignation
    );
}

#[test]
fn a_timeout_is_never_claimable() {
    let mut game = Game::new(&Rules::CHESSPLAYX);
    assert_eq!(
        game.claim_draw(Some(Reason::Timeout)).unwrap_err().code(),
        "ERR_NO_DRAW"
    );
    assert_eq!(Reason::from_name("timeout"), Some(Reason::Timeout));
    assert_eq!(
        Reason::from_termination("time forfeit"),
        Some(Reason::Timeout)
    );
}
