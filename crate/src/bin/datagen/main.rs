//! Training data for the evaluation network, from this engine's own games.
//!
//! ```text
//! datagen gen [--out target/nnue/data.bin] [--games 1000] [--seconds S] [--seed 1] [--threads 1]
//!             [--depth D | --nodes N] [--random-moves 8] [--random-max-ply 24] [--multipv 4]
//!             [--multipv-diff 100] [--multipv-depth 1] [--write-min-ply 5] [--adjudicate 1500]
//!             [--draw-cap 0.6] [--hash 2] [--tablebases target/tablebases|none]
//!             [--net built-in|FILE]
//! datagen features [--data target/nnue/data.bin] [--out target/nnue/features.bin] [--mirror]
//! datagen stats [--data target/nnue/data.bin]
//! datagen eval --net FILE [--data FILE] [--skip N] [--count N]
//! ```
//!
//! `gen` plays the engine against itself and appends one 32-byte record per labelled quiet
//! position (not in check, best move neither a capture nor a promotion, no mate score): the
//! position, the search's score and the game's result (`Record`, layout in `train/README.md`).
//! The recipe (`play.rs`): an opening by game number (a pair of traditional set-ups in turn, a
//! whole random placement, or a few random drops), then `--random-moves` plies among the
//! first `--random-max-ply` played at random among the best `--multipv` moves within
//! `--multipv-diff` cp; every other ply plays the labelling search's best move (`--depth D` or
//! `--nodes N`, default depth 3). Games end by the rules (claimable draws taken), the endgame
//! tables (4 pieces or fewer, nothing in hand), the score (`--adjudicate` cp for 8 plies in a
//! row: a win; |score| <= 15 for 24 plies after ply 160: a draw) or at 400 plies. The writer
//! (`writer.rs`) keeps game order whatever the threads, drops positions already in the file
//! or written before (dedup), and leaves out drawn games beyond `--draw-cap` of the positions.
//! Every game follows from `--seed` and its number: the same command writes the same file, a
//! new seed adds new games. `--seconds` stops starting games after that long (for a time box).
//! `--net` labels with the search of an evaluation network (`built-in`: the engine's own,
//! `nnue::BUILT_IN`; or a network file): generation 2 and later. Without it the hand-tuned
//! evaluation labels (generation 1).
//! Throughput goes to stderr: positions per second and per CPU-second of the process.
//!
//! `features` writes, per record, the active features of the side to move's perspective then
//! the other's (32 u16 each, padded with 800), the score from the side to move's view (i16)
//! and the result for the side to move (u8: 0 loss, 1 draw, 2 win) and a zero byte: 132 bytes.
//!
//! `eval` prints, per record of `--data` (from `--skip`, at most `--count`), the network's
//! evaluation from the side to move's view in centipawns (the engine's integer inference), one a
//! line: what `train/train.py` compares its float network with after quantising.

mod play;
mod writer;

use play::{play_game, GameData, Recipe};
use sittuyin::search::nnue::{Network, Record, RecordReader, INPUTS, MAX_ACTIVE, RECORD_SIZE};
use sittuyin::search::{Engine, Limits};
use sittuyin::tools::{number, option};
use sittuyin::Color;
use std::fs::{self, File, OpenOptions};
use std::io::{BufReader, BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Instant;
use writer::Writer;

/// CPU seconds (user + system) this process has used so far, from `/proc/self/stat` (0 where
/// there is none).
fn cpu_seconds() -> f64 {
    let Ok(stat) = fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // Fields after the command name (which may hold spaces, inside parentheses).
    let rest = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| f.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name and state.
    (ticks(11) + ticks(12)) / 100.0
}

fn load_average() -> String {
    fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().map(str::to_owned))
        .unwrap_or_else(|| "?".into())
}

/// The recipe from the command line.
fn recipe(args: &[String]) -> Recipe {
    let label = if args.iter().any(|a| a == "--nodes") {
        Limits::nodes(number(args, "--nodes", 300))
    } else {
        Limits::depth(number(args, "--depth", 3))
    };
    Recipe {
        label,
        random_moves: number(args, "--random-moves", 8),
        random_max_ply: number(args, "--random-max-ply", 24),
        multipv: number(args, "--multipv", 4),
        multipv_diff: number(args, "--multipv-diff", 100),
        multipv_depth: number(args, "--multipv-depth", 1),
        write_min_ply: number(args, "--write-min-ply", 5),
        adjudicate: number(args, "--adjudicate", 1500),
        max_ply: 400,
        tables: option(args, "--tablebases", "") != "none",
    }
}

/// Opens `out` for appending, its whole records kept (a partial one left by a killed run is cut).
fn open_output(out: &str) -> Result<(File, u64), String> {
    if let Some(dir) = Path::new(out).parent() {
        let _ = fs::create_dir_all(dir);
    }
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(out)
        .map_err(|e| format!("cannot write {out}: {e}"))?;
    let len = file.metadata().map_or(0, |m| m.len());
    let whole = len - len % RECORD_SIZE as u64;
    if whole != len {
        file.set_len(whole)
            .map_err(|e| format!("cannot truncate {out}: {e}"))?;
    }
    Ok((file, whole / RECORD_SIZE as u64))
}

fn generate(args: &[String]) -> ExitCode {
    let out = option(args, "--out", "target/nnue/data.bin").to_owned();
    let games: u64 = number(args, "--games", 1000);
    let seconds: f64 = number(args, "--seconds", f64::INFINITY);
    let seed: u64 = number(args, "--seed", 1);
    let threads: u64 = number(args, "--threads", 1u64).clamp(1, 256);
    let hash: usize = number(args, "--hash", 2);
    let draw_cap: f64 = number(args, "--draw-cap", 0.6);
    let tables = option(args, "--tablebases", "target/tablebases").to_owned();
    let recipe = recipe(args);
    let net = match option(args, "--net", "") {
        "" => None,
        "built-in" => Some(sittuyin::search::nnue::built_in()),
        path => match fs::read(path)
            .map_err(|e| e.to_string())
            .and_then(|b| Network::from_bytes(&b).map_err(|e| e.to_string()))
        {
            Ok(n) => Some(Arc::new(n)),
            Err(e) => {
                eprintln!("datagen: --net {path}: {e}");
                return ExitCode::from(2);
            }
        },
    };
    if recipe.tables {
        let _ = fs::create_dir_all(&tables);
    }
    let (file, before) = match open_output(&out) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("datagen: {e}");
            return ExitCode::from(2);
        }
    };
    let existing = (before > 0).then(|| File::open(&out).ok()).flatten();
    let mut writer = Writer::new(file, existing, 0, draw_cap);
    eprintln!(
        "datagen: appending to {out} ({before} records, {} distinct), {games} games, seed {seed}, {threads} threads, {recipe:?}, labels by {}",
        writer.known(),
        if net.is_some() { "a network" } else { "the hand-tuned evaluation" }
    );
    let (tx, rx) = mpsc::channel::<(u64, GameData)>();
    let start = Instant::now();
    let enough = Arc::new(AtomicBool::new(false));
    let mut handles = Vec::new();
    for t in 0..threads {
        let (tx, tables, enough) = (tx.clone(), tables.clone(), Arc::clone(&enough));
        let net = net.clone();
        handles.push(std::thread::spawn(move || {
            let mut engine = Engine::new(hash);
            engine.set_network(net);
            if recipe.tables {
                engine.tablebases.set_dir(Some(tables.into()));
            } else {
                engine.set_use_tablebases(false);
            }
            let mut g = t;
            while g < games && !enough.load(Ordering::Relaxed) {
                if tx
                    .send((g, play_game(&mut engine, g, seed, &recipe)))
                    .is_err()
                {
                    return;
                }
                g += threads;
            }
        }));
    }
    drop(tx);
    let report = |w: &Writer, done: bool| {
        let (s, cpu) = (start.elapsed().as_secs_f64(), cpu_seconds());
        eprintln!(
            "{}{} games, {} positions ({} drawn, {} duplicates dropped, {} drawn games over the cap), {:.0} positions/s, {:.0} per CPU-second, white {} draw {} black {}, ends {:?}, {s:.0} s, {cpu:.0} CPU s, load {}",
            if done { "done: " } else { "" },
            w.games,
            w.written,
            w.drawn_written,
            w.duplicates,
            w.capped_games,
            w.written as f64 / s.max(1e-9),
            w.written as f64 / cpu.max(1e-9),
            w.results[2],
            w.results[1],
            w.results[0],
            w.ends,
            load_average()
        );
    };
    for (g, data) in rx {
        let before = writer.games;
        if writer.take(g, data).is_err() {
            eprintln!("datagen: write failed");
            return ExitCode::from(2);
        }
        if start.elapsed().as_secs_f64() >= seconds {
            enough.store(true, Ordering::Relaxed);
        }
        if writer.games / 50 != before / 50 {
            report(&writer, false);
        }
    }
    for h in handles {
        let _ = h.join();
    }
    report(&writer, true);
    ExitCode::SUCCESS
}

/// Calls `f` with every record of the data file at `path`, read as a stream.
fn each_record(path: &str, mut f: impl FnMut(Record)) -> Result<(), ExitCode> {
    let Ok(file) = File::open(path) else {
        eprintln!("datagen: cannot read {path}");
        return Err(ExitCode::from(2));
    };
    for (i, r) in RecordReader::new(BufReader::new(file)).enumerate() {
        match r {
            Ok(r) => f(r),
            Err(e) => {
                eprintln!("datagen: {path}: record {i}: {e:?}");
                return Err(ExitCode::from(2));
            }
        }
    }
    Ok(())
}

/// Bytes per row of the features file.
const FEATURE_ROW: usize = 4 * MAX_ACTIVE + 4;

fn feature_row(r: &Record) -> [u8; FEATURE_ROW] {
    let mut row = [0u8; FEATURE_ROW];
    let mut at = 0;
    for perspective in [r.turn, r.turn.other()] {
        let f = r.features(perspective);
        for i in 0..MAX_ACTIVE {
            let v = f.get(i).map_or(INPUTS as u16, |&x| x as u16);
            row[at..at + 2].copy_from_slice(&v.to_le_bytes());
            at += 2;
        }
    }
    let (score, result) = if r.turn == Color::White {
        (r.score, r.result)
    } else {
        (-r.score, 2 - r.result)
    };
    row[at..at + 2].copy_from_slice(&score.to_le_bytes());
    row[at + 2] = result;
    row
}

fn features(args: &[String]) -> ExitCode {
    let data = option(args, "--data", "target/nnue/data.bin");
    let out = option(args, "--out", "target/nnue/features.bin");
    let mirror = args.iter().any(|a| a == "--mirror");
    let Ok(file) = File::create(out) else {
        eprintln!("datagen: cannot write {out}");
        return ExitCode::from(2);
    };
    let mut w = BufWriter::new(file);
    let (mut n, mut failed) = (0u64, false);
    let res = each_record(data, |r| {
        n += 1;
        for rec in [Some(r), mirror.then(|| mirror_files(&r))]
            .into_iter()
            .flatten()
        {
            failed |= w.write_all(&feature_row(&rec)).is_err();
        }
    });
    if let Err(code) = res {
        return code;
    }
    if failed || w.flush().is_err() {
        eprintln!("datagen: cannot write {out}");
        return ExitCode::from(2);
    }
    println!(
        "{n} records{} -> {out}",
        if mirror {
            " and their mirror images"
        } else {
            ""
        }
    );
    ExitCode::SUCCESS
}

/// Prints the network's evaluation of records `--skip..--skip + --count` of `--data`.
fn eval(args: &[String]) -> ExitCode {
    let data = option(args, "--data", "target/nnue/data.bin");
    let path = option(args, "--net", "");
    let skip: u64 = number(args, "--skip", 0);
    let count: u64 = number(args, "--count", u64::MAX);
    let net = match fs::read(path)
        .map_err(|e| e.to_string())
        .and_then(|b| Network::from_bytes(&b).map_err(|e| e.to_string()))
    {
        Ok(n) => n,
        Err(e) => {
            eprintln!("datagen: --net {path}: {e}");
            return ExitCode::from(2);
        }
    };
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut i = 0u64;
    let res = each_record(data, |r| {
        if i >= skip && i - skip < count {
            let _ = writeln!(out, "{}", net.evaluate_board(&r.board, &r.hands, r.turn));
        }
        i += 1;
    });
    match res {
        Ok(()) => ExitCode::SUCCESS,
        Err(code) => code,
    }
}

/// The record with files a..h swapped (h..a): the same position for Sittuyin's rules (every
/// piece moves alike both ways, the promotion diagonals swap, the placement regions are whole
/// ranks), so a free second sample for training.
fn mirror_files(r: &Record) -> Record {
    let mut board = sittuyin::Board::empty();
    for (sq, piece) in r.board.pieces() {
        board.put(
            sittuyin::Square::from_coords(7 - sq.file(), sq.rank()),
            piece,
        );
    }
    Record { board, ..*r }
}

fn stats(args: &[String]) -> ExitCode {
    let data = option(args, "--data", "target/nnue/data.bin");
    let mut results = [0usize; 3];
    let (mut n, mut placement) = (0, 0);
    if let Err(code) = each_record(data, |r| {
        n += 1;
        results[usize::from(r.result)] += 1;
        placement += usize::from(!r.hands[0].is_empty() || !r.hands[1].is_empty());
    }) {
        return code;
    }
    println!(
        "{n} records: white won {}, drawn {}, black won {}; {placement} during placement",
        results[2], results[1], results[0]
    );
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("gen") => generate(&args[1..]),
        Some("features") => features(&args[1..]),
        Some("stats") => stats(&args[1..]),
        Some("eval") => eval(&args[1..]),
        _ => {
            eprintln!("usage: datagen gen [--out FILE] [--games N] [--nodes N] [--seed N] [--threads N] [--tablebases DIR] | datagen features [--data FILE] [--out FILE] | datagen stats [--data FILE] | datagen eval --net FILE [--data FILE] [--skip N] [--count N] (gen options: see the file's header)");
            ExitCode::from(2)
        }
    }
}
