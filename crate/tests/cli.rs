//! The `sittuyin` command line: perft output contract and errors.

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_sittuyin"))
        .args(args)
        .output()
        .expect("run sittuyin");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn perft_prints_the_count_on_the_last_line() {
    let (code, out, _) = run(&["perft", "2"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("7744"));
    let (code, out, _) = run(&[
        "perft",
        "3",
        "--fen",
        "4k3/8/8/8/8/8/R7/4K3[] b - 32 0 1",
        "--rules",
        "fairy",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "578");
}

#[test]
fn divide_lists_root_moves() {
    let (code, out, _) = run(&["perft", "2", "--divide"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 89);
    assert_eq!(lines[88], "7744");
    let sum: u64 = lines[..88]
        .iter()
        .map(|l| l.rsplit_once(": ").unwrap().1.parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 7744);
    assert!(lines.iter().any(|l| l.starts_with("R@a1: ")));
}

#[test]
fn bad_arguments_exit_with_status_2_and_one_line() {
    for args in [
        vec![],
        vec!["perft"],
        vec!["perft", "x"],
        vec!["perft", "2", "--fen"],
        vec!["perft", "2", "--fen", "not a fen"],
        vec!["perft", "2", "--rules", "nope"],
        vec!["frobnicate"],
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
}
