//! The `pritchard` preset (historical rules, Pritchard's Encyclopedia of Chess Variants): every
//! toggle where it differs from `chessplayx`, on hand-made positions.

use sittuyin::{Color, Game, Move, Position, Reason, Role, Rules};

const PR: &Rules = &Rules::PRITCHARD;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, PR).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn ucis(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_uci()).collect();
    v.sort();
    v
}

fn has(p: &Position, uci: &str) -> bool {
    p.legal_moves().iter().any(|m| m.to_uci() == uci)
}

#[test]
fn placement_is_sequential_anywhere_in_the_region_and_on_own_pawns() {
    let start = Position::start(PR);
    // 5 roles x (20 empty squares of the region + 8 own pawns): chariots are not bound to rank 1;
    // only the king may not go to e4, attacked by the d5 pawn.
    assert_eq!(start.legal_moves().len(), 5 * 28 - 1);
    assert!(!has(&start, "K@e4") && has(&start, "K@f4"));
    assert!(has(&start, "R@c2"));
    assert!(has(&start, "N@e4")); // on the e4 pawn, outside the region
    assert!(!has(&start, "N@e5"));
    let chessplayx = Position::start(&Rules::CHESSPLAYX);
    assert!(!chessplayx
        .legal_moves()
        .iter()
        .any(|m| m.to_uci() == "R@c2"));

    let mut game = Game::new(PR);
    game.play("N@e4").unwrap();
    let p = game.position();
    assert_eq!(p.turn(), Color::White);
    assert_eq!(p.hand(Color::White).count(Role::Pawn), 1);
    assert_eq!(p.hand(Color::White).count(Role::Horse), 1);
    assert_eq!(
        p.board().role_at(sittuyin::Square::parse("e4").unwrap()),
        Some(Role::Horse)
    );
    assert!(
        p.fen()
            .starts_with("8/8/4pppp/pppp4/4NPPP/PPPP4/8/8[KSSFRRNPkssfrrnn] w"),
        "{}",
        p.fen()
    );
    // The pawn goes back to any empty square of the region, rank 1 included.
    let pawn_drops: Vec<String> = ucis(p)
        .into_iter()
        .filter(|u| u.starts_with("P@"))
        .collect();
    assert_eq!(pawn_drops.len(), 20, "{pawn_drops:?}");
    assert!(pawn_drops.iter().all(|u| u.ends_with(['1', '2', '3'])));
    // White's nine drops (eight pieces and the pawn), then Black's.
    for m in [
        "P@e3", "K@e2", "F@d2", "S@c2", "S@f2", "N@b2", "R@a1", "R@h1",
    ] {
        assert_eq!(game.position().turn(), Color::White, "{m}");
        game.play(m).unwrap();
    }
    assert_eq!(game.position().turn(), Color::Black);
    assert_eq!(game.position().fullmove(), 9);
}

#[test]
fn blacks_chariots_avoid_each_others_file_and_the_white_kings_file() {
    // White has placed everything, the White king on e2; Black places.
    let p = pos("8/8/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[kssfrrnn] b - - 0 8");
    let chariot: Vec<String> = ucis(&p)
        .into_iter()
        .filter(|u| u.starts_with("R@"))
        .collect();
    assert!(
        !chariot.iter().any(|u| u.as_bytes()[2] == b'e'),
        "{chariot:?}"
    );
    assert!(chariot.contains(&"R@a8".to_string()));
    let after = p.after(p.parse_uci("R@a8").unwrap());
    assert_eq!(after.turn(), Color::Black);
    let second: Vec<String> = ucis(&after)
        .into_iter()
        .filter(|u| u.starts_with("R@"))
        .collect();
    assert!(
        !second
            .iter()
            .any(|u| matches!(u.as_bytes()[2], b'a' | b'e')),
        "{second:?}"
    );
    assert!(second.contains(&"R@h8".to_string()));
    // Not a restriction on White, nor under the other presets.
    let cpx = Position::from_fen(&after.fen(), &Rules::CHESSPLAYX).unwrap();
    assert!(has(&cpx, "R@e8"));
}

#[test]
fn promotion_is_a_diagonal_step_that_may_capture_and_attack_but_not_check() {
    // White pawn on d5 (a promotion square), no White General. Black knight on c6, Black General
    // on e6, Black king far away.
    let p = pos("7k/8/2n1f3/3P4/8/8/8/K7[] w - - 0 1");
    let promotions: Vec<String> = ucis(&p).into_iter().filter(|u| u.ends_with('f')).collect();
    // Not in place; c6 (capture of the horse) and the two backward steps c4, e4; never e6 (the
    // enemy General).
    assert_eq!(
        promotions,
        vec!["d5c4f", "d5c6f", "d5e4f"],
        "{promotions:?}"
    );
    let m = p.parse_san("d5xc6=F").unwrap();
    assert_eq!(m.capture(), Some(Role::Horse));
    assert_eq!(p.san(m), "d5xc6=F");
    let after = p.after(m);
    assert_eq!(
        after
            .board()
            .role_at(sittuyin::Square::parse("c6").unwrap()),
        Some(Role::General)
    );
    assert_eq!(after.board().by_color(Color::Black).count(), 2);
    // chessplayx: only in place or an empty step, never next to an enemy piece.
    let cpx =
        Position::from_fen("7k/8/2n1f3/3P4/8/8/8/K7[] w - - 0 1", &Rules::CHESSPLAYX).unwrap();
    let cpx_promotions: Vec<String> = ucis(&cpx)
        .into_iter()
        .filter(|u| u.ends_with('f'))
        .collect();
    assert_eq!(cpx_promotions, vec!["d5c4f", "d5e4f"]);
    // A promotion may not give check: a General on c6 or c4 would attack the king on b5.
    let p = pos("8/8/8/1k1P4/8/8/8/K7[] w - - 0 1");
    assert!(!has(&p, "d5c6f") && !has(&p, "d5c4f"));
    assert!(has(&p, "d5e6f") && has(&p, "d5e4f"));
}

#[test]
fn a_pawn_leaving_its_promotion_square_never_promotes() {
    // d5 is a promotion square; the pawn walks on to d6, then to e7 by a capture: no promotion.
    let mut game = Game::from_fen("7k/4r3/8/3P4/8/8/8/K7[] w - - 0 1", PR).unwrap();
    assert!(game
        .position()
        .legal_moves()
        .iter()
        .any(|m| m.is_promotion()));
    game.play("d6").unwrap();
    assert!(game
        .position()
        .is_spent(sittuyin::Square::parse("d6").unwrap()));
    assert!(
        game.position().fen().starts_with("7k/4r3/3P~4/"),
        "{}",
        game.position().fen()
    );
    game.play("Rb7").unwrap();
    game.play("Ka2").unwrap();
    game.play("Rb8").unwrap();
    // From a hand-made FEN the mark is read back.
    let back = Position::from_fen(&game.position().fen(), PR).unwrap();
    assert_eq!(back.hash(), game.position().hash());
    assert!(back.is_spent(sittuyin::Square::parse("d6").unwrap()));
    // c5 -> c6 arrives on a promotion square: that pawn may promote next turn; a spent pawn
    // arriving on one by capture (d5xc6) may not.
    let fresh = pos("7k/8/8/2P5/8/8/8/K7[] w - - 0 1").after(Move::Normal {
        role: Role::Pawn,
        from: sittuyin::Square::parse("c5").unwrap(),
        to: sittuyin::Square::parse("c6").unwrap(),
        capture: None,
    });
    let fresh = fresh.after(fresh.parse_uci("h8g8").unwrap());
    assert!(fresh.legal_moves().iter().any(|m| m.is_promotion()));
    let p = pos("7k/8/2n5/3P4/8/8/8/K7[] w - - 0 1");
    let p = p.after(p.parse_san("dxc6").unwrap());
    let p = p.after(p.parse_uci("h8g8").unwrap());
    assert!(p.is_spent(sittuyin::Square::parse("c6").unwrap()));
    assert!(
        !p.legal_moves().iter().any(|m| m.is_promotion()),
        "{}",
        p.fen()
    );
    // Other presets keep no such mark.
    let cpx = Position::from_fen("7k/8/3P~4/8/8/8/8/K7[] w - - 0 1", &Rules::CHESSPLAYX).unwrap();
    assert!(!cpx.is_spent(sittuyin::Square::parse("d6").unwrap()));
}

#[test]
fn no_last_pawn_rule_and_no_promotion_only_draw() {
    // The last pawn, off the promotion squares: it may not promote here.
    let p = pos("7k/8/8/8/8/3P4/8/K7[] w - - 0 1");
    assert!(!p.legal_moves().iter().any(|m| m.is_promotion()));
    let cpx = Position::from_fen("7k/8/8/8/8/3P4/8/K7[] w - - 0 1", &Rules::CHESSPLAYX).unwrap();
    assert!(cpx.legal_moves().iter().any(|m| m.is_promotion()));
    // K+P where every legal move is a promotion: chessplayx offers a claim, pritchard does not.
    let fen = "1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1";
    let cpx = Game::from_fen(fen, &Rules::CHESSPLAYX).unwrap();
    assert!(cpx.status().claimable.contains(&Reason::PromotionOnly));
    let pr = Game::from_fen(fen, PR).unwrap();
    assert!(!pr.status().claimable.contains(&Reason::PromotionOnly));
}

#[test]
fn a_stalemating_move_is_illegal() {
    // Nd7 or Nc6 would leave the Black king on a8 without a move (its c5 and h5 pawns are blocked) and
    // not in check (two pawns, so no last-pawn promotion).
    let fen = "k7/8/1K6/2p1N2p/2P4P/8/8/8[] w - - 0 1";
    let p = pos(fen);
    let cpx = Position::from_fen(fen, &Rules::CHESSPLAYX).unwrap();
    let stalemating: Vec<String> = ucis(&cpx)
        .into_iter()
        .filter(|u| {
            let next = cpx.after(cpx.parse_uci(u).unwrap());
            !next.is_check() && !next.has_legal_moves()
        })
        .collect();
    assert_eq!(stalemating, vec!["e5c6", "e5d7"]);
    let allowed: Vec<String> = ucis(&cpx)
        .into_iter()
        .filter(|u| !stalemating.contains(u))
        .collect();
    assert_eq!(ucis(&p), allowed);
    let mut game = Game::from_fen(fen, PR).unwrap();
    assert_eq!(game.play("Nd7").unwrap_err().code(), "ERR_ILLEGAL_MOVE");
    game.play("Nf7").unwrap();
    assert!(game.outcome().is_none());
}

#[test]
fn counting_is_for_chariots_16_or_21_from_the_centre_and_ends_by_itself() {
    let limit = |fen: &str| pos(fen).count_limit(Color::Black);
    assert_eq!(limit("k7/8/8/8/8/8/8/R3K3[] b - - 0 1"), 16);
    assert_eq!(limit("8/8/8/3k4/8/8/8/R3K3[] b - - 0 1"), 21);
    assert_eq!(limit("8/8/8/8/4k3/8/8/R3K3[] b - - 0 1"), 21);
    assert_eq!(limit("8/8/8/8/4k3/8/P7/R3K3[] b - - 0 1"), 21); // pawns allowed
    assert_eq!(limit("k7/8/8/8/8/8/8/SN2K3[] b - - 0 1"), 0);
    let mut game = Game::from_fen("8/8/8/3k4/8/8/7R/4K3[] w - - 0 1", PR).unwrap();
    game.play("Rh3").unwrap();
    let count = game.counting().unwrap();
    assert_eq!((count.side, count.limit), (Color::Black, 42));
    // Count expiry ends the game by itself.
    let over = Game::from_fen("4k3/8/8/8/8/8/R7/4K3[] b - 32 33 40", PR).unwrap();
    assert_eq!(over.outcome().unwrap().reason, Reason::Counting);
}

#[test]
fn the_preset_is_named_and_round_trips_through_pgn() {
    assert_eq!(Rules::by_name("pritchard"), Some(&Rules::PRITCHARD));
    let mut game = Game::new(PR);
    for m in "N@e4 P@e3 K@e2 F@d2 S@c2 S@f2 N@b2 R@a1 R@h1".split_whitespace() {
        game.play(m).unwrap();
    }
    for m in "R@a8 R@h8 K@d7 F@e7 S@c7 S@f7 N@b7 N@g7".split_whitespace() {
        game.play(m).unwrap();
    }
    assert!(!game.position().is_placement());
    game.play("Nf6")
        .unwrap_or_else(|e| panic!("{e}: {}", game.position().fen()));
    let pgn = game.pgn();
    assert!(pgn.contains("[Rules \"pritchard\"]"), "{pgn}");
    let back = Game::from_pgn(&pgn, None).unwrap();
    assert_eq!(back.position().fen(), game.position().fen());
    assert_eq!(back.position().hash(), game.position().hash());
}
