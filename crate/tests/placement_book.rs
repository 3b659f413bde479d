//! Level 8's placement book (issue 20): its drops are legal under every preset whatever the
//! opponent drops, it builds a traditional set-up, and level 8 plays from it in placement
//! (deterministically, without a search) while the other levels search.

use sittuyin::search::{book_move, plan, Engine, Limits, NoClock, SETUPS};
use sittuyin::setups::TraditionalSetup;
use sittuyin::types::Color;
use sittuyin::{Position, Rules};
use std::sync::atomic::AtomicBool;

mod common;

/// Plays a whole placement: `book_side` from the book (the search's stand-in, a random drop,
/// when the book has none), the other side random legal drops. Returns the position after
/// placement and how many drops the book gave.
fn placement(rules: &'static Rules, book_side: Color, seed: u64) -> (Position, usize) {
    let mut rng = common::Rng(seed.wrapping_mul(0x9E37_79B9) + 1);
    let mut pos = Position::start(rules);
    let mut from_book = 0;
    while pos.is_placement() {
        let moves = pos.legal_moves();
        let random = moves.as_slice()[rng.below(moves.len())];
        let m = if pos.turn() == book_side {
            match book_move(&pos) {
                Some(m) => {
                    assert!(
                        pos.is_legal(m),
                        "{}: book drop {m:?} illegal in {}",
                        rules.name,
                        pos.fen()
                    );
                    from_book += 1;
                    m
                }
                None => random,
            }
        } else {
            random
        };
        pos.play_unchecked(m);
    }
    (pos, from_book)
}

#[test]
fn book_drops_are_legal_under_every_preset_against_any_placement() {
    for rules in Rules::PRESETS {
        for side in [Color::White, Color::Black] {
            for seed in 0..12 {
                let (pos, from_book) = placement(rules, side, seed);
                assert!(!pos.is_placement());
                if rules.name == "chessplayx" || rules.name == "fairy" {
                    // Nothing in these rules refuses a set-up's drop: the book places all
                    // eight pieces, as one of the traditional set-ups.
                    assert_eq!(from_book, 8, "{} {side:?} seed {seed}", rules.name);
                    let built = SETUPS.iter().any(|s: &TraditionalSetup| {
                        s.drops(side).iter().all(|&d| match d {
                            sittuyin::moves::Move::Drop { role, to } => pos
                                .board()
                                .piece_at(to)
                                .is_some_and(|p| p.role == role && p.color == side),
                            _ => false,
                        })
                    });
                    assert!(built, "{} {side:?} seed {seed}: {}", rules.name, pos.fen());
                }
            }
        }
    }
}

#[test]
fn book_is_only_for_placement() {
    let p = Position::from_fen(
        "r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9",
        &Rules::CHESSPLAYX,
    )
    .unwrap();
    assert_eq!(book_move(&p), None);
}

#[test]
fn level_8_plays_placement_from_the_book_and_the_search_otherwise() {
    assert!(plan(Limits::default(), Some(8)).use_book);
    for level in 1..8 {
        assert!(
            !plan(Limits::default(), Some(level)).use_book,
            "level {level}"
        );
    }
    let start = Position::start(&Rules::CHESSPLAYX);
    let answer = |book: bool, pos: &Position| {
        let mut engine = Engine::new(1);
        engine.set_use_book(book);
        engine.search(
            pos,
            &[],
            &Limits::depth(2),
            &NoClock,
            &AtomicBool::new(false),
            &mut |_| {},
        )
    };
    let with_book = answer(true, &start);
    assert_eq!(with_book.best, book_move(&start));
    assert_eq!(with_book.nodes, 0, "answered without a search");
    // The same drop every time: no randomness in the book.
    assert_eq!(answer(true, &start).best, with_book.best);
    // Without the book it searches.
    assert!(answer(false, &start).nodes > 0);
    // After placement the book is silent and level 8 searches.
    let played = Position::from_fen(
        "r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9",
        &Rules::CHESSPLAYX,
    )
    .unwrap();
    assert!(answer(true, &played).nodes > 0);
}
