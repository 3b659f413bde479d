//! The UCI loop under abuse: thousands of random, malformed and hostile lines (unknown commands
//! and options, `go` with absurd values, very long lines, invalid UTF-8, `stop` at any moment).
//! It must never panic and never hang: each script runs in its own thread with a generous
//! deadline (a hang guard, not a speed test), and the lines and answers are counted.

use std::io::{Cursor, Write};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A small deterministic generator (xorshift), so a failure replays.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "3",
    "-1",
    "-9223372036854775808",
    "9223372036854775807",
    "18446744073709551616",
    "1e30",
    "NaN",
    "abc",
    "",
    "99999999999999999999999999",
];

fn random_line(rng: &mut Rng) -> Vec<u8> {
    let line = match rng.below(16) {
        0 => "uci".to_string(),
        1 => "isready".to_string(),
        2 => "ucinewgame".to_string(),
        3 => "stop".to_string(),
        4 => format!(
            "go {} {} {} {}",
            rng.pick(&[
                "depth",
                "nodes",
                "movetime",
                "wtime",
                "btime",
                "winc",
                "movestogo",
                "infinite",
                "ponder",
                "mate"
            ]),
            // Small limits mostly, so the scripts stay quick; absurd ones too.
            if rng.below(6) == 0 {
                rng.pick(NUMBERS).to_string()
            } else {
                (rng.below(3) + 1).to_string()
            },
            rng.pick(&["depth", "nodes", "btime", "binc", ""]),
            rng.pick(&["1", "2", "-5", "x"]),
        ),
        5 => format!("go nodes {}", rng.below(2000) + 1),
        6 => format!(
            "position {} {}",
            rng.pick(&["startpos", "fen", "nonsense", ""]),
            rng.pick(&[
                "moves R@a1 r@a8 K@e2",
                "moves e9e9",
                "6k1/8/6K1/8/8/8/8/R7[] w - - 0 1 moves a1a8",
                "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1",
                "moves",
                "x y z",
            ])
        ),
        7 => format!(
            "setoption name {} value {}",
            rng.pick(&[
                "Hash",
                "Level",
                "Seed",
                "Contempt",
                "Tablebases",
                "Rules",
                "UCI_Variant",
                "Nonsense",
                ""
            ]),
            rng.pick(&[
                "1",
                "8",
                "0",
                "-3",
                "false",
                "fairy",
                "pritchard",
                "sittuyin",
                "chess",
                "18446744073709551616",
                ""
            ]),
        ),
        8 => format!(
            "setoption {}",
            rng.pick(&["value 3", "name", "", "name Hash", "value"])
        ),
        9 => "d".to_string(),
        10 => {
            // a very long line: thousands of moves, or of one character
            if rng.below(2) == 0 {
                format!("position startpos moves {}", "R@a1 r@a8 ".repeat(5000))
            } else {
                "x".repeat(100_000)
            }
        }
        11 => {
            let n = rng.below(40);
            return (0..n)
                .map(|_| (rng.next() & 0xff) as u8)
                .filter(|&b| b != b'\n')
                .collect();
        }
        12 => "quit".to_string(),
        13 => format!(
            "{} {}",
            rng.pick(&["go", "position", "setoption"]),
            rng.pick(NUMBERS)
        ),
        14 => "   \t  ".to_string(),
        _ => format!("debug {}", rng.pick(&["on", "off"])),
    };
    line.into_bytes()
}

/// Runs a script to its end in a thread; None when it did not finish in time (a hang).
fn run(script: Vec<u8>) -> Option<String> {
    let (done, result) = mpsc::channel();
    std::thread::spawn(move || {
        let out = Arc::new(Mutex::new(Vec::<u8>::new()));
        sittuyin::engine_uci::run(Cursor::new(script), Arc::clone(&out));
        let text = String::from_utf8_lossy(&out.lock().unwrap()).into_owned();
        let _ = done.send(text);
    });
    result.recv_timeout(Duration::from_secs(120)).ok()
}

#[test]
fn thousands_of_random_lines_never_panic_or_hang() {
    let mut rng = Rng(0x5eed_2026_1203);
    let (mut lines, mut answers, mut bestmoves, mut scripts) = (0usize, 0usize, 0usize, 0usize);
    while lines < 3000 {
        let mut script = Vec::new();
        let n = 1 + rng.below(12);
        for _ in 0..n {
            script.extend(random_line(&mut rng));
            script.push(b'\n');
            lines += 1;
        }
        // A search without limits ends at the end of the input; one more `go` must still answer.
        writeln!(script, "isready").unwrap();
        let replay = script.clone();
        let Some(out) = run(script) else {
            panic!(
                "the UCI loop hung on:\n{}",
                String::from_utf8_lossy(&replay)
            );
        };
        scripts += 1;
        answers += out.lines().count();
        bestmoves += out.matches("bestmove").count();
        let quit = String::from_utf8_lossy(&replay)
            .lines()
            .any(|l| l.trim() == "quit");
        assert!(
            quit || out.contains("readyok"),
            "no readyok after:\n{}\n---\n{out}",
            String::from_utf8_lossy(&replay)
        );
    }
    println!("uci robustness: {lines} random lines in {scripts} scripts, {answers} lines answered, {bestmoves} bestmoves");
    assert!(bestmoves > 50, "the scripts searched: {bestmoves}");
}

#[test]
fn stop_at_any_moment_answers_one_bestmove_per_go() {
    for delay_lines in 0..30 {
        let mut script = String::from("position startpos\ngo infinite\n");
        script.push_str(&"isready\n".repeat(delay_lines));
        script.push_str("stop\nposition startpos moves R@a1\ngo depth 2\nstop\nisready\n");
        let out = run(script.into_bytes()).expect("no hang");
        assert_eq!(out.matches("bestmove").count(), 2, "{out}");
    }
}

#[test]
fn commands_while_searching_do_not_block_the_loop() {
    // A search without limits is stopped by the next position, go or end of input.
    let out = run(b"go infinite\nposition startpos moves K@e2\ngo infinite\ngo depth 1\nucinewgame\ngo infinite\n".to_vec())
        .expect("no hang");
    assert_eq!(out.matches("bestmove").count(), 4, "{out}");
    // Absurd limits are capped, and `setoption name Hash` stays within its announced range.
    let out = run(
        b"setoption name Hash value 18446744073709551615\ngo depth 99999999999\nstop\nisready\n"
            .to_vec(),
    )
    .expect("no hang");
    assert!(out.contains("readyok") && out.contains("bestmove"), "{out}");
}
