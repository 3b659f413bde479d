//! Promotion rules (README, "Rules presets") and the promotion-only draw.

use sittuyin::{Game, Position, Reason, Rules};

fn promotions(fen: &str) -> Vec<String> {
    let pos = Position::from_fen(fen, &Rules::CHESSPLAYX).unwrap();
    let mut list: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_promotion())
        .map(|m| m.to_uci())
        .collect();
    list.sort();
    list
}

#[test]
fn promotion_may_not_attack_an_enemy_piece() {
    // e4f5f would attack two chariots.
    assert_eq!(
        promotions("8/8/4r1r1/6fk/1R2P3/4N3/2N5/2KS4 w - - 0 1"),
        ["e4d3f", "e4e4f", "e4f3f"]
    );
}

#[test]
fn promotion_may_not_uncover_check() {
    assert_eq!(promotions("8/8/R2P1k2/8/8/8/8/4K3 w - - 0 9"), ["d6d6f"]);
}

#[test]
fn diagonal_promotion_attacking_a_chariot_is_illegal() {
    let list = promotions("8/1r6/8/3P4/8/P7/8/4K2k[] w - - 0 1");
    assert!(!list.contains(&"d5c6f".to_string()), "{list:?}");
    assert!(list.contains(&"d5d5f".to_string()), "{list:?}");
}

#[test]
fn no_promotion_while_a_general_is_on_the_board() {
    assert!(promotions("8/1r6/8/3P4/8/P7/5F2/4K2k[] w - - 0 1").is_empty());
}

#[test]
fn last_pawn_promotes_from_any_square() {
    // The only white pawn stands on b3, far from the promotion squares.
    let list = promotions("4k3/8/8/8/8/1P6/8/4K3[] w - - 0 1");
    assert!(list.contains(&"b3b3f".to_string()), "{list:?}");
    assert!(list.contains(&"b3a4f".to_string()), "{list:?}");
    // With two pawns, neither on a promotion square, there is none.
    assert!(promotions("4k3/8/8/8/8/1P6/6P1/4K3[] w - - 0 1").is_empty());
}

#[test]
fn only_promotions_make_a_claimable_draw() {
    let fen = "1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1";
    let pos = Position::from_fen(fen, &Rules::CHESSPLAYX).unwrap();
    assert!(pos.legal_moves().iter().all(|m| m.is_promotion()));
    assert!(pos.is_promotion_only());
    let mut game = Game::from_fen(fen, &Rules::CHESSPLAYX).unwrap();
    let status = game.status();
    assert!(status.outcome.is_none());
    assert_eq!(status.claimable, vec![Reason::PromotionOnly]);
    game.claim_draw(Some(Reason::PromotionOnly)).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, Reason::PromotionOnly);
    assert_eq!(outcome.result(), "1/2-1/2");
}

#[test]
fn promotion_san_and_uci() {
    let pos =
        Position::from_fen("8/1r6/8/3P4/8/P7/8/4K2k[] w - - 0 1", &Rules::CHESSPLAYX).unwrap();
    let m = pos.parse_uci("d5d5f").unwrap();
    assert_eq!(pos.san(m), "d5=F");
    assert_eq!(pos.parse_san("d5=F").unwrap(), m);
    assert_eq!(pos.parse_san("d5=M").unwrap(), m);
    let pos = Position::from_fen("8/8/R2P1k2/8/8/8/8/4K3 w - - 0 9", &Rules::CHESSPLAYX).unwrap();
    assert!(pos.parse_san("d6c7=F").is_err());
    let pos = Position::from_fen("4k3/8/8/8/8/1P6/8/4K3[] w - - 0 1", &Rules::CHESSPLAYX).unwrap();
    let diagonal = pos.parse_uci("b3a4f").unwrap();
    assert_eq!(pos.san(diagonal), "b3a4=F");
    assert_eq!(pos.parse_san("b3-a4=F").unwrap(), diagonal);
    assert_eq!(pos.parse_san("a4=F").unwrap(), diagonal);
}
