//! `datagen`, the training-data generator (crate/src/bin/datagen): the file it writes does not
//! depend on the thread count, holds no position twice, keeps drawn games under their cap, adds
//! nothing when run again with the same seed, and `datagen eval` prints the engine's network
//! evaluation of each record.

use sittuyin::search::nnue::{position_key, read_records, Network, RECORD_SIZE};
use sittuyin::{Bitboard, Position, Rules, Setup};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn datagen(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_datagen"))
        .args(args)
        .output()
        .expect("datagen runs");
    assert!(
        out.status.success(),
        "datagen {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sittuyin-datagen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let p = dir.join(name);
    let _ = std::fs::remove_file(&p);
    p
}

/// `gen` with a small, fast recipe: depth-1 labels, no tables.
fn generate(out: &Path, threads: &str, cap: &str) {
    datagen(&[
        "gen",
        "--out",
        out.to_str().expect("path"),
        "--games",
        "10",
        "--depth",
        "1",
        "--seed",
        "4",
        "--threads",
        threads,
        "--draw-cap",
        cap,
        "--tablebases",
        "none",
    ]);
}

#[test]
fn the_data_is_the_same_with_any_thread_count_and_has_no_duplicates() {
    let (one, two) = (scratch("one.bin"), scratch("two.bin"));
    generate(&one, "1", "0.5");
    generate(&two, "3", "0.5");
    let bytes = std::fs::read(&one).expect("data");
    assert!(
        bytes == std::fs::read(&two).expect("data"),
        "threads changed the data"
    );
    let records = read_records(&bytes).expect("valid records");
    assert!(records.len() > 100, "{} records", records.len());
    let keys: HashSet<u64> = bytes
        .chunks_exact(RECORD_SIZE)
        .map(|c| position_key(c.try_into().expect("record")))
        .collect();
    assert_eq!(keys.len(), records.len(), "a position written twice");
    let drawn = records.iter().filter(|r| r.result == 1).count();
    assert!(
        drawn * 2 <= records.len(),
        "{drawn} of {} drawn",
        records.len()
    );
    assert!(records.iter().any(|r| r.result != 1));
    // The same seed again: every position is known, nothing is added.
    generate(&one, "2", "0.5");
    assert_eq!(std::fs::read(&one).expect("data").len(), bytes.len());
}

#[test]
fn the_draw_cap_bounds_the_drawn_share() {
    let (open, capped) = (scratch("open.bin"), scratch("capped.bin"));
    generate(&open, "2", "1");
    generate(&capped, "2", "0.1");
    let share = |p: &Path| {
        let r = read_records(&std::fs::read(p).expect("data")).expect("records");
        (r.iter().filter(|r| r.result == 1).count(), r.len())
    };
    let (d_open, n_open) = share(&open);
    let (d_capped, n_capped) = share(&capped);
    assert!(
        d_open * 10 > n_open,
        "too few draws to test: {d_open} of {n_open}"
    );
    assert!(d_capped * 10 <= n_capped, "{d_capped} of {n_capped} drawn");
}

#[test]
fn eval_prints_the_network_evaluation_of_each_record() {
    let data = scratch("eval.bin");
    generate(&data, "2", "1");
    let net = Network::random(3);
    let net_path = scratch("net.nnue");
    std::fs::write(&net_path, net.to_bytes()).expect("net");
    let records = read_records(&std::fs::read(&data).expect("data")).expect("records");
    let out = datagen(&[
        "eval",
        "--net",
        net_path.to_str().expect("path"),
        "--data",
        data.to_str().expect("path"),
        "--skip",
        "5",
        "--count",
        "40",
    ]);
    let printed: Vec<i32> = out.lines().map(|l| l.parse().expect("a number")).collect();
    // The evaluation of the record's position as the search sees it.
    let expected: Vec<i32> = records[5..45]
        .iter()
        .map(|r| {
            let setup = Setup {
                board: r.board,
                hands: r.hands,
                promoted: Bitboard::EMPTY,
                turn: r.turn,
                counting_limit: 0,
                halfmove: 0,
                fullmove: 20,
            };
            let pos = Position::from_setup(&setup, &Rules::CHESSPLAYX).expect("legal position");
            net.evaluate(&pos)
        })
        .collect();
    assert_eq!(printed, expected);
    assert!(expected.iter().any(|&v| v != expected[0]));
}

/// Generation 2: `--net built-in` labels with the built-in network's search (the same bytes as
/// `--net FILE` with that network's file), which differs from the hand-tuned evaluation's; a
/// network file that cannot be read stops `gen` before it writes anything.
#[test]
fn gen_labels_with_a_network_when_given_one() {
    let run = |out: &Path, net: Option<&str>| {
        let mut args = vec![
            "gen",
            "--out",
            out.to_str().expect("path"),
            "--games",
            "4",
            "--depth",
            "1",
            "--seed",
            "6",
            "--tablebases",
            "none",
        ];
        if let Some(net) = net {
            args.extend(["--net", net]);
        }
        datagen(&args);
        std::fs::read(out).expect("data")
    };
    let file = scratch("built-in.nnue");
    std::fs::write(&file, sittuyin::search::nnue::BUILT_IN).expect("net");
    let hand = run(&scratch("hand.bin"), None);
    let built_in = run(&scratch("net.bin"), Some("built-in"));
    let from_file = run(&scratch("file.bin"), file.to_str());
    assert!(read_records(&built_in).expect("records").len() > 20);
    assert!(built_in == from_file, "built-in and its file differ");
    assert!(built_in != hand, "the network changed nothing");
    let bad = scratch("bad.bin");
    let out = Command::new(env!("CARGO_BIN_EXE_datagen"))
        .args(["gen", "--out", bad.to_str().expect("path"), "--games", "1"])
        .args(["--net", scratch("missing.nnue").to_str().expect("path")])
        .output()
        .expect("datagen runs");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--net"));
    assert_eq!(std::fs::metadata(&bad).map_or(0, |m| m.len()), 0);
}
