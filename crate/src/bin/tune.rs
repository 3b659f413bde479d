//! Texel tuning of the evaluation from data the engine makes itself.
//!
//! ```text
//! tune selfplay [--games 600] [--nodes 3000] [--seed 1] [--out target/tune/positions.tsv]
//! tune fit [--data target/tune/positions.tsv] [--passes 8] [--lambda 0.5] [--freeze a,b]
//!          [--out crate/src/search/weights.rs] [--quiet] [--start hand|tuned]
//! ```
//!
//! `selfplay` plays the engine against itself from the traditional set-ups and random
//! placements (a small random bonus varies the first moves) and writes one quiet position in
//! three with the game's result and the search's score. `fit` labels each position with
//! `lambda * result + (1 - lambda) * sigmoid(search score)`, fits the sigmoid's scale to the
//! current weights, then adjusts every weight in turn (up or down one step while the mean
//! squared error falls) and writes the weights as data (`crate/src/search/weights.rs`).
//! `--quiet` skips positions where the side to move is in check or has a winning capture (data
//! not made by `selfplay`, e.g. `scripts/disagreements.mjs --tsv` from a match log: positions of
//! games against Fairy-Stockfish with the game's result and OUR engine's score, never the
//! opponent's, which is an oracle and a benchmark, not a teacher); `--start tuned` starts from the
//! weights in use instead of the hand-set ones.

use sittuyin::search::{
    default_weights, evaluate_with, see, setup_fen, Engine, Limits, NoClock, Rng, Weights, SETUPS,
    TUNED, WEIGHT_COUNT, WEIGHT_NAMES,
};
use sittuyin::tools::{number, option, white_cp};
use sittuyin::{Color, Game, Position, Rules};
use std::fmt::Write as _;
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Whether the side to move has nothing to win by a capture (the evaluation is meaningful).
fn is_quiet(pos: &Position) -> bool {
    !pos.is_check()
        && pos
            .legal_moves()
            .iter()
            .all(|&m| !m.is_capture() || see(pos, m) <= 0)
}

fn selfplay(args: &[String]) -> ExitCode {
    let games: usize = number(args, "--games", 600);
    let nodes: u64 = number(args, "--nodes", 3000);
    let seed: u64 = number(args, "--seed", 1);
    let out = option(args, "--out", "target/tune/positions.tsv");
    if let Some(dir) = Path::new(out).parent() {
        let _ = fs::create_dir_all(dir);
    }
    let Ok(mut file) = fs::File::create(out) else {
        eprintln!("tune: cannot write {out}");
        return ExitCode::from(2);
    };
    let rules = &Rules::CHESSPLAYX;
    let mut rng = Rng::new(seed);
    let mut engine = Engine::new(16);
    let start = Instant::now();
    let mut written = 0;
    let mut results = [0usize; 3];
    for g in 0..games {
        // Half the games from two traditional set-ups, half from random placement drops.
        let mut game = if g % 2 == 0 {
            let fen = setup_fen(rng.index(SETUPS.len()), rng.index(SETUPS.len()));
            Game::from_fen(&fen, rules).unwrap_or_else(|_| Game::new(rules))
        } else {
            let mut game = Game::new(rules);
            for _ in 0..rng.below(8) {
                let moves = game.position().legal_moves();
                let m = moves.as_slice()[rng.index(moves.len())];
                let _ = game.play_move(m);
            }
            game
        };
        engine.clear();
        let mut rows: Vec<(String, i32)> = Vec::new();
        let result = loop {
            let status = game.status();
            if let Some(outcome) = status.outcome {
                break match outcome.winner {
                    Some(Color::White) => 1.0,
                    Some(Color::Black) => 0.0,
                    None => 0.5,
                };
            }
            if !status.claimable.is_empty() || game.ply() >= 400 {
                break 0.5;
            }
            let pos = *game.position();
            // Some variety in the first moves of each game.
            let noise = if game.ply() < 24 { 40 } else { 0 };
            engine.set_randomness(noise, rng.next_u64());
            let result = engine.search(
                &pos,
                &game.history_hashes(),
                &Limits::nodes(nodes),
                &NoClock,
                &AtomicBool::new(false),
                &mut |_| {},
            );
            let Some(best) = result.best else {
                break 0.5;
            };
            if game.ply() % 3 == 0 && is_quiet(&pos) {
                rows.push((pos.fen(), white_cp(result.score, pos.turn())));
            }
            if game.play_move(best).is_err() {
                break 0.5;
            }
        };
        results[(result * 2.0) as usize] += 1;
        for (fen, cp) in rows {
            let _ = writeln!(file, "{fen}\t{result}\t{cp}");
            written += 1;
        }
        if (g + 1) % 50 == 0 {
            eprintln!(
                "{} games, {written} positions, white {} draw {} black {}, {:.0} s",
                g + 1,
                results[2],
                results[1],
                results[0],
                start.elapsed().as_secs_f64()
            );
        }
    }
    println!("{games} games, {written} positions written to {out}");
    ExitCode::SUCCESS
}

/// Weights `fit` leaves alone unless told otherwise (`--freeze ""`): what self-play cannot
/// judge. Both sides share the evaluation, so a placement off the traditional patterns is never
/// punished by a stronger opponent (the king's rank while placing is not tuned either, see
/// `eval.rs`); and bare-king endings are played from the endgame tables. The king's rank in
/// play is frozen too: self-play rewards a king on the third rank and beyond, which the leaf
/// after the last drop then prefers to the back two ranks every set-up uses.
const FROZEN: &str = "placement_popularity,mop_up_base,mop_up_rim,mop_up_kings_close,\
                      king_rank_1,king_rank_2,king_rank_3,king_rank_higher";

struct Sample {
    pos: Position,
    target: f64,
}

fn sigmoid(cp: f64, k: f64) -> f64 {
    1.0 / (1.0 + (-k * cp / 400.0).exp())
}

/// Mean squared error of the weights over the samples, on two threads.
fn error(samples: &[Sample], w: &Weights, k: f64) -> f64 {
    let half = samples.len() / 2;
    let part = |chunk: &[Sample]| -> f64 {
        chunk
            .iter()
            .map(|s| {
                let e = evaluate_with(w, &s.pos);
                let white = if s.pos.turn() == Color::White { e } else { -e };
                let d = s.target - sigmoid(f64::from(white), k);
                d * d
            })
            .sum()
    };
    let (a, b) = samples.split_at(half);
    let total = std::thread::scope(|scope| {
        let h = scope.spawn(|| part(a));
        part(b) + h.join().unwrap_or(0.0)
    });
    total / samples.len().max(1) as f64
}

/// Writes the weights as the data file the engine compiles in.
fn write_weights(path: &str, w: &Weights, note: &str) -> std::io::Result<()> {
    let mut text = String::from(
        "//! Evaluation weights in use: data written by `tune fit` (texel tuning on positions of\n\
         //! this engine's self-play games, see `crate/src/bin/tune.rs`), indexed as\n\
         //! `eval::WEIGHT_NAMES`.\n",
    );
    let _ = writeln!(text, "//! {note}\n");
    text.push_str("use super::eval::{Weights, WEIGHT_COUNT};\n\n");
    text.push_str("#[rustfmt::skip]\npub const TUNED: Weights = [\n");
    for (i, v) in w.iter().enumerate() {
        let _ = writeln!(text, "    // {}\n    {v},", WEIGHT_NAMES[i].0);
    }
    text.push_str("];\n\nconst _: () = assert!(TUNED.len() == WEIGHT_COUNT);\n");
    fs::write(path, text)
}

fn fit(args: &[String]) -> ExitCode {
    let data = option(args, "--data", "target/tune/positions.tsv");
    let out = option(args, "--out", "crate/src/search/weights.rs");
    let passes: usize = number(args, "--passes", 8);
    let lambda: f64 = number(args, "--lambda", 0.5);
    let frozen: Vec<&str> = option(args, "--freeze", FROZEN).split(',').collect();
    let quiet_only = args.iter().any(|a| a == "--quiet");
    let start = option(args, "--start", "hand");
    if start != "hand" && start != "tuned" {
        eprintln!("tune: --start is hand or tuned, not {start}");
        return ExitCode::from(2);
    }
    let Ok(file) = fs::File::open(data) else {
        eprintln!("tune: cannot read {data} (run `tune selfplay` first)");
        return ExitCode::from(2);
    };
    let mut samples = Vec::new();
    for line in BufReader::new(file).lines().map_while(Result::ok) {
        let mut fields = line.split('\t');
        let (Some(fen), Some(result), Some(cp)) = (fields.next(), fields.next(), fields.next())
        else {
            continue;
        };
        let (Ok(pos), Ok(result), Ok(cp)) = (
            Position::from_fen(fen, &Rules::CHESSPLAYX),
            result.parse::<f64>(),
            cp.parse::<f64>(),
        ) else {
            continue;
        };
        if quiet_only && !is_quiet(&pos) {
            continue;
        }
        let target = lambda * result + (1.0 - lambda) * sigmoid(cp, 1.0);
        samples.push(Sample { pos, target });
    }
    eprintln!("{} positions", samples.len());
    // From the hand-set weights, so a refit does not drift from the last one (unless asked).
    let mut w = if start == "tuned" {
        TUNED
    } else {
        default_weights()
    };
    // The scale of the sigmoid that fits the hand-set weights best.
    let mut k = 1.0;
    let mut best_k = error(&samples, &w, k);
    for candidate in (5..=30).map(|i| f64::from(i) / 10.0) {
        let e = error(&samples, &w, candidate);
        if e < best_k {
            best_k = e;
            k = candidate;
        }
    }
    let start_error = best_k;
    eprintln!("k {k:.1}, error {start_error:.6}");
    let mut best = start_error;
    for pass in 0..passes {
        let mut improved = false;
        for i in 0..WEIGHT_COUNT {
            if frozen.contains(&WEIGHT_NAMES[i].0) {
                continue;
            }
            let step = if i < 5 { 5 } else { 1 };
            for direction in [1, -1] {
                loop {
                    let mut trial = w;
                    trial[i] += direction * step;
                    let e = error(&samples, &trial, k);
                    if e < best {
                        best = e;
                        w = trial;
                        improved = true;
                    } else {
                        break;
                    }
                }
            }
        }
        eprintln!("pass {}: error {best:.6}", pass + 1);
        if !improved {
            break;
        }
    }
    let note = format!(
        "{} positions, lambda {lambda}, k {k:.1}: mean squared error {start_error:.6} -> {best:.6}.",
        samples.len()
    );
    if let Err(e) = write_weights(out, &w, &note) {
        eprintln!("tune: cannot write {out}: {e}");
        return ExitCode::from(2);
    }
    let _ = std::io::stdout().flush();
    println!("{note}");
    let before = if start == "tuned" {
        TUNED
    } else {
        default_weights()
    };
    for (i, (name, _)) in WEIGHT_NAMES.iter().enumerate() {
        if w[i] != before[i] {
            println!("  {name}: {} -> {}", before[i], w[i]);
        }
    }
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("selfplay") => selfplay(&args[1..]),
        Some("fit") => fit(&args[1..]),
        _ => {
            eprintln!("usage: tune selfplay [--games N] [--nodes N] [--seed N] [--out FILE] | tune fit [--data FILE] [--passes N] [--lambda X] [--out FILE] [--quiet] [--start hand|tuned]");
            ExitCode::from(2)
        }
    }
}
