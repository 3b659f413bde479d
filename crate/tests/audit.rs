//! The rules audit of issue 9: each finding as a test that failed before its fix.

use sittuyin::{Game, Position, Reason, Rules};

fn play_all(game: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        game.play(m)
            .unwrap_or_else(|e| panic!("{m}: {e} in {}", game.position().fen()));
    }
}

/// The running count in the attacker's moves.
fn count(game: &Game) -> u32 {
    game.counting()
        .unwrap_or_else(|| panic!("no count in {}", game.position().fen()))
        .moves()
}

#[test]
fn a_promotion_never_restarts_a_running_count() {
    // Black is a bare king, White has a chariot and a pawn: `federation` and `pritchard` count
    // with pawns on the board.
    for (rules, promotion) in [(&Rules::FEDERATION, "d5d5f"), (&Rules::PRITCHARD, "d5c6f")] {
        let mut game = Game::from_fen("4k3/8/8/3P4/8/8/R7/4K3[] w - - 0 1", rules).unwrap();
        play_all(&mut game, "a2b2 e8f8 b2b3 f8e8 b3b2 e8f8");
        let before = game.counting().unwrap();
        assert_eq!((before.ply, before.limit), (5, 32), "{rules}");
        game.play(promotion).unwrap();
        let after = game.counting().unwrap();
        assert_eq!((after.ply, after.limit), (6, 32), "{rules}");
        assert_eq!(count(&game), 3);
    }
}

#[test]
fn a_promotion_may_start_a_count() {
    // `federation`: horse and pawn against a bare king is no count (a horse needs a General);
    // the promotion that makes the General starts the 64-move count.
    let mut game =
        Game::from_fen("4k3/8/8/3P4/8/8/8/N3K3[] w - - 0 1", &Rules::FEDERATION).unwrap();
    play_all(&mut game, "a1b3 e8f8");
    assert!(game.counting().is_none());
    game.play("d5d5f").unwrap();
    let started = game.counting().unwrap();
    assert_eq!((started.ply, started.limit), (0, 128));
}

#[test]
fn fairy_keeps_the_fairy_stockfish_restart_after_a_promotion() {
    // pyffish: get_fen('sittuyin', '4k3/8/8/3P4/8/8/R7/4K3[] w - 32 3 1', ['a2b2', 'e8f8',
    // 'd5d5f']) == '5k2/8/8/3F4/8/8/1R6/4K3[] b - 32 0 2'.
    let mut game = Game::from_fen("4k3/8/8/3P4/8/8/R7/4K3[] w - 32 3 1", &Rules::FAIRY).unwrap();
    play_all(&mut game, "a2b2 e8f8 d5d5f");
    assert_eq!(
        game.position().fen(),
        "5k2/8/8/3F4/8/8/1R6/4K3[] b - 32 0 2"
    );
    // The same moves under `chessplayx` keep counting.
    let mut game =
        Game::from_fen("4k3/8/8/3P4/8/8/R7/4K3[] w - 32 3 1", &Rules::CHESSPLAYX).unwrap();
    play_all(&mut game, "a2b2 e8f8 d5d5f");
    assert_eq!(
        game.position().fen(),
        "5k2/8/8/3F4/8/8/1R6/4K3[] b - 32 6 2"
    );
}

#[test]
fn the_readme_presets_table_is_one_table_with_every_preset() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("README.md");
    let section = readme
        .split("\n## Rules presets")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("a Rules presets section");
    // The table: from its header row to the first line that is not a row. A blank line inside
    // it would end it early and leave the later rows as plain text.
    let lines: Vec<&str> = section.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("| preset |"))
        .expect("the presets table");
    let rows: Vec<&str> = lines[start..]
        .iter()
        .take_while(|l| l.starts_with('|'))
        .copied()
        .collect();
    for rules in Rules::PRESETS {
        let cell = format!("| `{}`", rules.name);
        assert!(
            rows.iter().any(|r| r.starts_with(&cell)),
            "{} is not a row of the presets table",
            rules.name
        );
    }
}

#[test]
fn pritchard_allows_a_stalemating_move_when_it_is_the_only_move() {
    // Black is in check from b7; the only escape, Kb8, leaves White without a move (the g1
    // General is pinned, the king boxed in by the h3 elephant, the pawns blocked).
    let fen = "k7/pP6/P7/8/8/7s/8/r5FK[] b - - 0 1";
    let mut game = Game::from_fen(fen, &Rules::PRITCHARD).unwrap();
    let legal: Vec<String> = game
        .position()
        .legal_moves()
        .iter()
        .map(|m| m.to_uci())
        .collect();
    assert_eq!(legal, vec!["a8b8"]);
    assert!(game.outcome().is_none(), "not a checkmate");
    game.play("Kb8").unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!((outcome.winner, outcome.reason), (None, Reason::Stalemate));
    // The check that forces it is legal too: the rule asks whether the opponent has a reply
    // before the rule, and Kb8 is one. (Before the fix b6b7 was scored as a mate.)
    let mut game =
        Game::from_fen("k7/p7/PP6/8/8/7s/8/r5FK[] w - - 0 1", &Rules::PRITCHARD).unwrap();
    play_all(&mut game, "b6b7 a8b8");
    assert_eq!(game.outcome().unwrap().reason, Reason::Stalemate);
}

#[test]
fn pritchard_places_a_displaced_pawn_anywhere_in_the_region_rank_1_included() {
    let mut game = Game::new(&Rules::PRITCHARD);
    play_all(&mut game, "N@e4 P@e1");
    let fen = game.position().fen();
    assert!(
        fen.starts_with("8/8/4pppp/pppp4/4NPPP/PPPP4/8/4P3["),
        "{fen}"
    );
    // The FEN reads back under `pritchard`; elsewhere a pawn on its back rank is refused.
    assert_eq!(
        Position::from_fen(&fen, &Rules::PRITCHARD).unwrap(),
        *game.position()
    );
    let refused = Position::from_fen(&fen, &Rules::CHESSPLAYX).unwrap_err();
    assert_eq!(refused.code(), "ERR_POSITION");
    // Other presets keep a pawn in hand off the back rank (Fairy-Stockfish).
    let hand = Position::from_fen("4k3/8/8/8/8/8/8/K7[P] w - - 0 1", &Rules::FAIRY).unwrap();
    assert!(!hand.legal_moves().iter().any(|m| m.to_uci() == "P@e1"));
    assert!(hand.legal_moves().iter().any(|m| m.to_uci() == "P@e2"));
    // The pawn on e1 walks on like any other.
    let after = Position::from_fen("k7/8/8/8/8/8/8/K3P3[] w - - 0 1", &Rules::PRITCHARD).unwrap();
    assert!(after.legal_moves().iter().any(|m| m.to_uci() == "e1e2"));
}

#[test]
fn a_general_in_hand_blocks_promotion_like_one_on_the_board() {
    // White is in check along the a-file, far from the region, so the General in hand cannot
    // block it by a drop; b7a6f would block it, but White still has a General.
    let fen = "r6k/1P6/8/K7/8/8/8/8[F] w - - 0 1";
    for rules in [&Rules::CHESSPLAYX, &Rules::FEDERATION, &Rules::PRITCHARD] {
        let pos = Position::from_fen(fen, rules).unwrap();
        assert!(
            !pos.legal_moves().iter().any(|m| m.is_promotion()),
            "{rules}: {:?}",
            pos.legal_moves()
                .iter()
                .map(|m| m.to_uci())
                .collect::<Vec<_>>()
        );
        assert_eq!(pos.promotion_candidates(), sittuyin::Bitboard::EMPTY);
    }
    // Without it the same promotion blocks the check; `fairy` looks at the board only, as
    // Fairy-Stockfish does (pyffish legal_moves: b7a6f b7a8 a5b6 a5b4 a5b5 in both positions).
    for fen in [fen, "r6k/1P6/8/K7/8/8/8/8[] w - - 0 1"] {
        let pos = Position::from_fen(fen, &Rules::FAIRY).unwrap();
        let mut legal: Vec<String> = pos.legal_moves().iter().map(|m| m.to_uci()).collect();
        legal.sort();
        assert_eq!(legal, ["a5b4", "a5b5", "a5b6", "b7a6f", "b7a8"]);
    }
    let pos = Position::from_fen("r6k/1P6/8/K7/8/8/8/8[] w - - 0 1", &Rules::CHESSPLAYX).unwrap();
    assert!(pos.legal_moves().iter().any(|m| m.to_uci() == "b7a6f"));
}

/// Plays `plies` quiet moves (no capture, no move that leaves the opponent without a move),
/// seeded.
fn shuffle(game: &mut Game, plies: usize, mut seed: u64) {
    for _ in 0..plies {
        let pos = *game.position();
        let quiet: Vec<_> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| !m.is_capture() && pos.after(*m).has_legal_moves())
            .collect();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        game.play_move(quiet[(seed >> 33) as usize % quiet.len()])
            .unwrap();
    }
}

#[test]
fn chessplayx_suspends_the_fifty_move_rule_during_a_count_and_fairy_does_not() {
    // Two horses against a bare king: a 64-move count (128 plies) runs; after 110 quiet plies
    // the hidden 50-move counter has passed 100.
    let fen = "4k3/8/8/8/8/8/8/1NN1K3[] b - - 0 1";
    let mut games: Vec<Game> = [&Rules::CHESSPLAYX, &Rules::FAIRY]
        .into_iter()
        .map(|rules| Game::from_fen(fen, rules).unwrap())
        .collect();
    shuffle(&mut games[0], 110, 5);
    let moves = games[0].moves().to_vec();
    for m in moves {
        games[1].play_move(m).unwrap();
    }
    for game in &games {
        let count = game.counting().unwrap();
        assert_eq!((count.ply, count.limit), (108, 128));
        assert!(game.position().rule50() >= 100);
    }
    assert!(games[0].status().claimable.is_empty());
    assert!(!games[0].position().is_fifty_moves());
    assert_eq!(games[1].status().claimable, vec![Reason::FiftyMoves]);
}

#[test]
fn fairy_reports_a_dead_position_without_ending_the_game() {
    let fen = "4k3/8/8/8/8/8/8/3FK3[] w - - 0 1";
    let fairy = Game::from_fen(fen, &Rules::FAIRY).unwrap();
    let status = fairy.status();
    assert!(status.outcome.is_none() && status.claimable.is_empty());
    assert!(status.dead_position);
    let view = serde_json::to_string(&sittuyin::boundary::Status::of(&status)).unwrap();
    assert!(view.ends_with(",\"deadPosition\":true}"), "{view}");
    // The other presets end the game for it, and say so too.
    let cpx = Game::from_fen(fen, &Rules::CHESSPLAYX).unwrap().status();
    assert_eq!(cpx.outcome.unwrap().reason, Reason::InsufficientMaterial);
    assert!(cpx.dead_position);
    let live = Game::from_fen("4k3/8/8/8/8/8/8/3SK3[] w - - 0 1", &Rules::FAIRY).unwrap();
    assert!(!live.status().dead_position);
}

#[test]
fn in_sequential_placement_a_checking_drop_keeps_the_turn_and_the_fen_reads_back() {
    // Found by the `play` fuzz target. `pritchard`: White's king stands on c3 (its pawn went to
    // the hand); Black's horse replaces the b5 pawn and checks it, and Black places on.
    let mut game = Game::new(&Rules::PRITCHARD);
    play_all(
        &mut game,
        "K@c3 P@c2 F@d2 S@e2 S@f2 N@g2 N@b2 R@a1 R@h1 N@b5",
    );
    let pos = *game.position();
    assert_eq!(pos.turn(), sittuyin::Color::Black);
    assert!(pos.is_king_attacked(sittuyin::Color::White));
    let fen = pos.fen();
    assert_eq!(Position::from_fen(&fen, &Rules::PRITCHARD).unwrap(), pos);
    // Elsewhere the side not to move may not stand in check.
    assert_eq!(
        Position::from_fen(&fen, &Rules::CHESSPLAYX)
            .unwrap_err()
            .code(),
        "ERR_POSITION"
    );
    // Black's drops go on; then White must answer the check, and here cannot: the c4, b4 and
    // d4 squares are the pawns' and the horse's, the rest White's own.
    play_all(&mut game, "K@h8 P@a7 F@e7 S@c7 S@f7 N@g7 R@a8 R@h7");
    assert_eq!(game.position().turn(), sittuyin::Color::White);
    assert!(game.position().is_check());
    let outcome = game.outcome().unwrap();
    assert_eq!(
        (outcome.reason, outcome.winner),
        (Reason::Checkmate, Some(sittuyin::Color::Black))
    );
}
