//! What the crate exports for user interfaces and tools, so that nothing is written twice: the
//! start FEN, the presets with their descriptions, the traditional set-ups.

use sittuyin::{
    DropRefusal, Move, Position, Role, Rules, TraditionalSetup, START_FEN, TRADITIONAL_SETUPS,
};

#[test]
fn the_start_fen_is_what_the_start_position_writes() {
    for rules in Rules::PRESETS {
        assert_eq!(Position::start(rules).fen(), START_FEN);
        assert_eq!(
            Position::from_fen(START_FEN, rules).unwrap(),
            Position::start(rules)
        );
    }
}

#[test]
fn every_preset_has_a_name_and_a_one_line_description() {
    let names: Vec<&str> = Rules::PRESETS.iter().map(|r| r.name).collect();
    assert_eq!(names, ["chessplayx", "fairy", "federation", "pritchard"]);
    for rules in Rules::PRESETS {
        assert!(!rules.description.is_empty() && !rules.description.contains('\n'));
        assert!(rules.description.ends_with('.'), "{}", rules.description);
    }
}

/// The old way of building a set-up FEN: Black's half is White's text turned by reversing the
/// rank order and each rank.
fn turned_text(white: &str, black: &str) -> String {
    let turned: Vec<String> = black
        .split('/')
        .rev()
        .map(|rank| rank.chars().rev().collect::<String>().to_ascii_lowercase())
        .collect();
    format!("{}/{}[] w - - 0 9", turned.join("/"), white)
}

#[test]
fn set_ups_place_eight_pieces_each_and_black_is_white_turned() {
    assert_eq!(TRADITIONAL_SETUPS.len(), 8);
    for white in &TRADITIONAL_SETUPS {
        let drops = white.drops(sittuyin::Color::White);
        let roles: Vec<Role> = drops.iter().map(|m| m.role()).collect();
        use Role::*;
        assert_eq!(
            roles,
            [King, General, Elephant, Elephant, Horse, Horse, Chariot, Chariot],
            "{}",
            white.name
        );
        for (w, b) in drops.iter().zip(white.drops(sittuyin::Color::Black)) {
            assert_eq!(w.to().rotate(), b.to());
        }
        assert_eq!(TraditionalSetup::by_name(white.name), Some(white));
        for black in &TRADITIONAL_SETUPS {
            let pos = TraditionalSetup::position(white, black, &Rules::CHESSPLAYX).unwrap();
            assert_eq!(pos.fen(), turned_text(white.white, black.white));
            // Sequential placement reaches the same board at move 16.
            let fed = TraditionalSetup::position(white, black, &Rules::FEDERATION).unwrap();
            assert_eq!(fed.board(), pos.board());
            assert!(fed.fen().ends_with(" w - - 0 16"), "{}", fed.fen());
        }
    }
}

#[test]
fn pritchard_refuses_set_ups_that_break_its_chariot_files() {
    // kHide's chariots stand on f1 and g1 and its king on c2: turned for Black, a chariot on c8
    // meets the White king's file.
    let k_hide = TraditionalSetup::by_name("kHide").unwrap();
    let refused = TraditionalSetup::position(k_hide, k_hide, &Rules::PRITCHARD).unwrap_err();
    assert_eq!(refused.1, DropRefusal::ChariotFile);
    assert!(matches!(
        refused.0,
        Move::Drop {
            role: Role::Chariot,
            ..
        }
    ));
}

#[test]
fn the_search_book_uses_the_same_set_ups() {
    assert_eq!(
        sittuyin::search::setup_fen(5, 4),
        TraditionalSetup::position(
            &TRADITIONAL_SETUPS[5],
            &TRADITIONAL_SETUPS[4],
            &Rules::CHESSPLAYX
        )
        .unwrap()
        .fen()
    );
}

#[test]
fn presets_and_set_ups_as_the_bindings_give_them() {
    let presets = serde_json::to_string(&sittuyin::boundary::Preset::all()).unwrap();
    assert!(presets.starts_with("[{\"name\":\"chessplayx\",\"description\":\"The ChessPlayX"));
    assert_eq!(presets.matches("\"name\":").count(), 4);
    let setups = serde_json::to_string(&sittuyin::boundary::TraditionalSetup::all()).unwrap();
    assert!(setups.starts_with("[{\"name\":\"kHide\",\"white\":\"4PPPP/PPPPFN2/1SKSN3/5RR1\"}"));
    assert_eq!(setups.matches("\"white\":").count(), 8);
}

#[test]
fn the_limits_table_the_bindings_export_is_limits_rs() {
    assert_eq!(
        serde_json::to_string(&sittuyin::boundary::LIMITS).unwrap(),
        "{\"fen\":256,\"move\":16,\"pgn\":1048576,\"variationDepth\":64,\"name\":64,\"tag\":200,\"label\":500}"
    );
}
