//! Perft suites (data files under tests/data) against Fairy-Stockfish counts, and colour-flip
//! symmetry of perft.

mod common;

use sittuyin::{perft, Position, Rules};

/// Runs every line of a perft file up to `max_nodes` per count.
fn run_suite(name: &str, max_nodes: u64) -> usize {
    let mut checked = 0;
    for line in common::data_lines(name) {
        let mut fields = line.split(';');
        let fen = fields.next().expect("FEN").trim();
        for rules in [&Rules::FAIRY, &Rules::CHESSPLAYX] {
            let pos = Position::from_fen(fen, rules).unwrap_or_else(|e| panic!("{fen}: {e}"));
            for (i, expected) in fields.clone().enumerate() {
                let expected: u64 = expected.trim().parse().expect("count");
                if expected > max_nodes {
                    break;
                }
                let depth = i as u32 + 1;
                assert_eq!(
                    perft(&pos, depth),
                    expected,
                    "perft {depth} of {fen} under {}",
                    rules.name
                );
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn rules_md_vectors() {
    assert!(run_suite("perft_rules.txt", 6_000_000) >= 40);
}

#[test]
fn fairy_stockfish_suite() {
    let path = common::data_path("perft.txt");
    if !path.exists() {
        panic!("missing tests/data/perft.txt");
    }
    assert!(run_suite("perft.txt", 6_000_000) >= 80);
}

#[test]
#[ignore = "deep: run with --ignored"]
fn fairy_stockfish_deep_suite() {
    run_suite("perft_rules.txt", u64::MAX);
    if common::data_path("perft_deep.txt").exists() {
        run_suite("perft_deep.txt", u64::MAX);
    }
}

#[test]
fn perft_is_symmetric_under_colour_flip() {
    let mut files = vec!["perft_rules.txt"];
    if common::data_path("perft.txt").exists() {
        files.push("perft.txt");
    }
    for file in files {
        for line in common::data_lines(file) {
            let fen = line.split(';').next().unwrap().trim();
            let pos = Position::from_fen(fen, &Rules::FAIRY).unwrap();
            let flipped = pos.flip_colors();
            for depth in 1..=3 {
                let n = perft(&pos, depth);
                if n > 200_000 {
                    break;
                }
                assert_eq!(perft(&flipped, depth), n, "flip of {fen} at depth {depth}");
            }
        }
    }
}
