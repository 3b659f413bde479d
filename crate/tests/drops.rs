//! Why a drop is refused (`drop_refusal`): every code on a position that shows it, under the
//! presets where it applies; the agreement with the drop generator is a property test
//! (properties.rs).

use sittuyin::{DropRefusal, Game, Position, Role, Rules, Square};

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn refusal(fen: &str, rules: &'static Rules, role: Role, square: &str) -> Option<&'static str> {
    Position::from_fen(fen, rules)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
        .drop_refusal(role, sq(square))
        .map(DropRefusal::code)
}

const START: &str = sittuyin::START_FEN;

#[test]
fn placement_region_occupancy_and_hand() {
    let cpx = &Rules::CHESSPLAYX;
    assert_eq!(refusal(START, cpx, Role::King, "e2"), None);
    assert_eq!(
        refusal(START, cpx, Role::Pawn, "e2"),
        Some("no-piece-in-hand")
    );
    assert_eq!(refusal(START, cpx, Role::King, "a3"), Some("occupied"));
    assert_eq!(refusal(START, cpx, Role::King, "b5"), Some("occupied"));
    assert_eq!(
        refusal(START, cpx, Role::King, "e5"),
        Some("outside-region")
    );
    assert_eq!(
        refusal(START, cpx, Role::Horse, "h8"),
        Some("outside-region")
    );
    // `pritchard`: an own pawn gives way (and goes to the hand), even outside the region.
    let pr = &Rules::PRITCHARD;
    assert_eq!(refusal(START, pr, Role::Horse, "a3"), None);
    assert_eq!(refusal(START, pr, Role::Horse, "e4"), None);
    assert_eq!(refusal(START, pr, Role::Horse, "b5"), Some("occupied"));
    // Black places after White in sequential placement: not before.
    assert_eq!(
        Game::new(pr).drop_refusal(Role::King, sq("e7")),
        Some(DropRefusal::OutsideRegion)
    );
}

#[test]
fn chariots_and_pawns_have_their_own_ranks() {
    let cpx = &Rules::CHESSPLAYX;
    assert_eq!(
        refusal(START, cpx, Role::Chariot, "c2"),
        Some("chariot-back-rank")
    );
    assert_eq!(refusal(START, cpx, Role::Chariot, "c1"), None);
    assert_eq!(refusal(START, &Rules::PRITCHARD, Role::Chariot, "c2"), None);
    // A pawn in hand (hand-made FEN) keeps off the back rank, but under `pritchard`.
    let fen = "4k3/8/8/8/8/8/8/K7[P] w - - 0 1";
    assert_eq!(refusal(fen, cpx, Role::Pawn, "e1"), Some("pawn-back-rank"));
    assert_eq!(refusal(fen, cpx, Role::Pawn, "e2"), None);
    assert_eq!(refusal(fen, &Rules::PRITCHARD, Role::Pawn, "e1"), None);
    // `pritchard`: Black's chariots avoid each other's file and the White king's file.
    let fen = "r7/8/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[kssfrnn] b - - 0 9";
    let pr = &Rules::PRITCHARD;
    assert_eq!(refusal(fen, pr, Role::Chariot, "e8"), Some("chariot-file"));
    assert_eq!(refusal(fen, pr, Role::Chariot, "a7"), Some("chariot-file"));
    assert_eq!(refusal(fen, pr, Role::Chariot, "h7"), None);
    assert_eq!(refusal(fen, cpx, Role::Chariot, "e8"), None);
}

#[test]
fn the_king_and_checks() {
    let cpx = &Rules::CHESSPLAYX;
    // The White king in hand may not go where the a1 chariot attacks.
    let fen = "4k3/8/8/8/8/8/8/r7[K] w - - 0 1";
    assert_eq!(refusal(fen, cpx, Role::King, "b1"), Some("king-attacked"));
    assert_eq!(refusal(fen, cpx, Role::King, "b2"), None);
    // In check from e8: only a drop between king and chariot, inside the region.
    let fen = "4r2k/8/8/8/8/8/8/4K3[N] w - - 0 1";
    assert_eq!(
        refusal(fen, cpx, Role::Horse, "d1"),
        Some("leaves-king-in-check")
    );
    assert_eq!(refusal(fen, cpx, Role::Horse, "e2"), None);
    assert_eq!(refusal(fen, cpx, Role::Horse, "e5"), Some("outside-region"));
}

#[test]
fn pritchard_refuses_a_stalemating_drop() {
    // N@c2 or N@b1 would take a3, the a4 king's last square, without check.
    let fen = "8/8/8/8/kPK5/8/8/8[N] w - - 0 1";
    let pr = &Rules::PRITCHARD;
    assert_eq!(
        refusal(fen, pr, Role::Horse, "c2"),
        Some("must-not-stalemate")
    );
    assert_eq!(
        refusal(fen, pr, Role::Horse, "b1"),
        Some("must-not-stalemate")
    );
    assert_eq!(refusal(fen, pr, Role::Horse, "h1"), None);
    assert_eq!(refusal(fen, &Rules::CHESSPLAYX, Role::Horse, "c2"), None);
}

#[test]
fn a_finished_game_refuses_every_drop() {
    let game = Game::from_fen("k7/2R5/1R6/8/8/8/8/4K3[] b - - 0 1", &Rules::CHESSPLAYX).unwrap();
    assert_eq!(
        game.drop_refusal(Role::King, sq("e7")),
        Some(DropRefusal::GameOver)
    );
}

#[test]
fn codes_are_stable_and_distinct() {
    let codes: Vec<&str> = DropRefusal::ALL.iter().map(|r| r.code()).collect();
    assert_eq!(
        codes,
        [
            "game-over",
            "no-piece-in-hand",
            "occupied",
            "outside-region",
            "pawn-back-rank",
            "chariot-back-rank",
            "chariot-file",
            "king-attacked",
            "leaves-king-in-check",
            "must-not-stalemate",
        ]
    );
    for r in DropRefusal::ALL {
        assert_eq!(DropRefusal::from_code(r.code()), Some(r));
    }
}
