//! Training data for the evaluation network, from this engine's own games.
//!
//! ```text
//! datagen gen [--out target/nnue/data.bin] [--games 1000] [--nodes 5000] [--seed 1]
//!             [--threads 1] [--tablebases target/tablebases]
//! datagen features [--data target/nnue/data.bin] [--out target/nnue/features.bin] [--mirror]
//! datagen stats [--data target/nnue/data.bin]
//! ```
//!
//! `gen` plays the engine against itself at a fixed node count and appends one 32-byte record
//! per searched quiet position (not in check, best move neither a capture nor a promotion, no
//! mate score): the position, the search's score and the game's result (`Record`, layout in
//! `train/README.md`). Openings, by game number: every pair of traditional set-ups in turn
//! followed by 0-3 random moves; a whole random placement followed by 0-2 random moves; a
//! few random drops then the engine's own placement. The first 16 plies the engine plays get a
//! random bonus of up to 30 cp per root move. Games end by the rules (claimable draws taken),
//! by the endgame tables (4 pieces or fewer, no pawns, nothing in hand: the table's result),
//! by score (both sides' searches agree on ±1500 cp for 8 plies: a win; |score| <= 15 for 24
//! plies after ply 160: a draw) or at 400 plies (a draw). Resumable: records are appended
//! whole, game by game (a partial record left by a killed run is cut off on the next start),
//! and every game's openings and noise follow from `--seed` and its number, so a new seed
//! adds new games. Throughput (positions/s, games/s) and the load average go to stderr.
//!
//! `features` writes, per record, the active features of the side to move's perspective then
//! the other's (32 u16 each, padded with 800), the score from the side to move's view (i16)
//! and the result for the side to move (u8: 0 loss, 1 draw, 2 win) and a zero byte: 132 bytes,
//! what `train/train.py` reads, so the feature indexing lives only in the crate.

use sittuyin::search::nnue::{read_records, Record, INPUTS, MAX_ACTIVE, RECORD_SIZE};
use sittuyin::search::{setup_fen, Engine, Limits, NoClock, Rng, Score, SETUPS};
use sittuyin::tablebase::Wdl;
use sittuyin::tools::{number, option, white_cp};
use sittuyin::{Color, Game, Rules};
use std::fs::{self, OpenOptions};
use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::time::Instant;

/// Plays `n` random legal moves (fewer if the game ends).
fn random_moves(game: &mut Game, rng: &mut Rng, n: usize) {
    for _ in 0..n {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.status().outcome.is_some() {
            return;
        }
        let m = moves.as_slice()[rng.index(moves.len())];
        let _ = game.play_move(m);
    }
}

/// The opening of game `g`: traditional set-up pairs in turn (every pair once per
/// `SETUPS.len()²` games of this kind), random placements, or a few random drops.
fn opening(g: u64, rng: &mut Rng) -> Game {
    let rules = &Rules::CHESSPLAYX;
    let n = SETUPS.len() as u64;
    match g % 3 {
        0 => {
            let pair = (g / 3) % (n * n);
            let fen = setup_fen((pair / n) as usize, (pair % n) as usize);
            let mut game = Game::from_fen(&fen, rules).unwrap_or_else(|_| Game::new(rules));
            let extra = rng.index(4);
            random_moves(&mut game, rng, extra);
            game
        }
        1 => {
            let mut game = Game::new(rules);
            while game.position().is_placement() && game.status().outcome.is_none() {
                random_moves(&mut game, rng, 1);
            }
            let extra = rng.index(3);
            random_moves(&mut game, rng, extra);
            game
        }
        _ => {
            let mut game = Game::new(rules);
            let drops = 2 + rng.index(6);
            random_moves(&mut game, rng, drops);
            game
        }
    }
}

struct GameData {
    records: Vec<[u8; RECORD_SIZE]>,
    /// 0 Black won, 1 draw, 2 White won.
    result: u8,
    how: &'static str,
}

/// Plays game `g` of seed `seed` and returns its records.
fn play_game(engine: &mut Engine, g: u64, seed: u64, nodes: u64) -> GameData {
    let mut rng = Rng::new(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ g.wrapping_mul(0x9E37_79B9));
    let mut game = opening(g, &mut rng);
    engine.clear();
    let mut rows: Vec<(sittuyin::Position, i16)> = Vec::new();
    let (mut winning_streak, mut drawn_streak) = (0i32, 0u32);
    let mut searched = 0u32;
    let (result, how) = loop {
        let status = game.status();
        if let Some(outcome) = status.outcome {
            break match outcome.winner {
                Some(Color::White) => (2, "rules"),
                Some(Color::Black) => (0, "rules"),
                None => (1, "rules"),
            };
        }
        if !status.claimable.is_empty() {
            break (1, "claim");
        }
        if game.ply() >= 400 {
            break (1, "ply cap");
        }
        let pos = *game.position();
        // Endgame tables: a pawnless ending of up to 4 pieces, nothing in hand.
        if pos.board().occupied().count() <= 4 && !pos.is_placement() {
            engine.prepare_tablebases(&pos, false);
            if let Some(probe) = engine.tablebases.probe(&pos) {
                let white_wins = (probe.wdl == Wdl::Win) == (pos.turn() == Color::White);
                break match probe.wdl {
                    Wdl::Draw => (1, "table"),
                    _ if white_wins => (2, "table"),
                    _ => (0, "table"),
                };
            }
        }
        let noise = if searched < 16 { 30 } else { 0 };
        engine.set_randomness(noise, rng.next_u64());
        let result = engine.search(
            &pos,
            &game.history_hashes(),
            &Limits::nodes(nodes),
            &NoClock,
            &AtomicBool::new(false),
            &mut |_| {},
        );
        searched += 1;
        let Some(best) = result.best else {
            break (1, "no move");
        };
        let cp = white_cp(result.score, pos.turn());
        let mate = matches!(result.score, Score::Mate(_));
        if !pos.is_check() && !best.is_capture() && !best.is_promotion() && !mate {
            rows.push((pos, cp as i16));
        }
        // Adjudication by score.
        winning_streak = if cp >= 1500 {
            winning_streak.max(0) + 1
        } else if cp <= -1500 {
            winning_streak.min(0) - 1
        } else {
            0
        };
        if winning_streak.abs() >= 8 {
            break (if winning_streak > 0 { 2 } else { 0 }, "score");
        }
        drawn_streak = if cp.abs() <= 15 { drawn_streak + 1 } else { 0 };
        if game.ply() >= 160 && drawn_streak >= 24 {
            break (1, "score");
        }
        if game.play_move(best).is_err() {
            break (1, "illegal");
        }
    };
    GameData {
        records: rows
            .iter()
            .map(|(pos, cp)| Record::new(pos, *cp, result).to_bytes())
            .collect(),
        result,
        how,
    }
}

fn load_average() -> String {
    fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().map(str::to_owned))
        .unwrap_or_else(|| "?".into())
}

fn generate(args: &[String]) -> ExitCode {
    let out = option(args, "--out", "target/nnue/data.bin").to_owned();
    let games: u64 = number(args, "--games", 1000);
    let nodes: u64 = number(args, "--nodes", 5000);
    let seed: u64 = number(args, "--seed", 1);
    let threads: u64 = number(args, "--threads", 1u64).clamp(1, 64);
    let tables = option(args, "--tablebases", "target/tablebases").to_owned();
    if let Some(dir) = Path::new(&out).parent() {
        let _ = fs::create_dir_all(dir);
    }
    let _ = fs::create_dir_all(&tables);
    let Ok(mut file) = OpenOptions::new()
        .create(true)
        .append(true)
        .read(true)
        .open(&out)
    else {
        eprintln!("datagen: cannot write {out}");
        return ExitCode::from(2);
    };
    // Resume: cut a partial record left by a killed run.
    let len = file.metadata().map_or(0, |m| m.len());
    let whole = len - len % RECORD_SIZE as u64;
    if whole != len && file.set_len(whole).is_err() {
        eprintln!("datagen: cannot truncate {out}");
        return ExitCode::from(2);
    }
    eprintln!(
        "datagen: appending to {out} ({} records already), {games} games, {nodes} nodes/move, seed {seed}, {threads} threads",
        whole / RECORD_SIZE as u64
    );
    let (tx, rx) = mpsc::channel::<GameData>();
    let mut handles = Vec::new();
    for t in 0..threads {
        let tx = tx.clone();
        let tables = tables.clone();
        handles.push(std::thread::spawn(move || {
            let mut engine = Engine::new(16);
            engine.tablebases.set_dir(Some(tables.into()));
            let mut g = t;
            while g < games {
                if tx.send(play_game(&mut engine, g, seed, nodes)).is_err() {
                    return;
                }
                g += threads;
            }
        }));
    }
    drop(tx);
    let start = Instant::now();
    let (mut done, mut written) = (0u64, 0u64);
    let mut results = [0u64; 3];
    let mut hows: Vec<(&'static str, u64)> = Vec::new();
    for data in rx {
        let bytes: Vec<u8> = data.records.concat();
        if file.write_all(&bytes).is_err() {
            eprintln!("datagen: write failed");
            return ExitCode::from(2);
        }
        done += 1;
        written += data.records.len() as u64;
        results[usize::from(data.result)] += 1;
        match hows.iter_mut().find(|(h, _)| *h == data.how) {
            Some((_, n)) => *n += 1,
            None => hows.push((data.how, 1)),
        }
        if done % 20 == 0 || done == games {
            let s = start.elapsed().as_secs_f64();
            eprintln!(
                "{done} games, {written} positions, {:.0} positions/s, {:.2} games/s, white {} draw {} black {}, ends {:?}, {s:.0} s, load {}",
                written as f64 / s,
                done as f64 / s,
                results[2],
                results[1],
                results[0],
                hows,
                load_average()
            );
        }
    }
    for h in handles {
        let _ = h.join();
    }
    let s = start.elapsed().as_secs_f64();
    println!(
        "{done} games, {written} positions in {s:.0} s ({:.0} positions/s, load {}), appended to {out}",
        written as f64 / s.max(1e-9),
        load_average()
    );
    ExitCode::SUCCESS
}

fn read_data(path: &str) -> Option<Vec<Record>> {
    let mut bytes = Vec::new();
    if fs::File::open(path)
        .and_then(|mut f| f.read_to_end(&mut bytes))
        .is_err()
    {
        eprintln!("datagen: cannot read {path}");
        return None;
    }
    match read_records(&bytes) {
        Ok(r) => Some(r),
        Err(e) => {
            eprintln!("datagen: {path}: invalid record ({e:?})");
            None
        }
    }
}

/// Bytes per row of the features file.
const FEATURE_ROW: usize = 4 * MAX_ACTIVE + 4;

fn features(args: &[String]) -> ExitCode {
    let data = option(args, "--data", "target/nnue/data.bin");
    let out = option(args, "--out", "target/nnue/features.bin");
    let Some(records) = read_data(data) else {
        return ExitCode::from(2);
    };
    let mirror = args.iter().any(|a| a == "--mirror");
    let mut bytes = Vec::with_capacity(records.len() * FEATURE_ROW * (1 + usize::from(mirror)));
    let mirrored: Vec<Record> = if mirror {
        records.iter().map(mirror_files).collect()
    } else {
        Vec::new()
    };
    for r in records.iter().chain(&mirrored) {
        for perspective in [r.turn, r.turn.other()] {
            let f = r.features(perspective);
            for i in 0..MAX_ACTIVE {
                let v = f.get(i).map_or(INPUTS as u16, |&x| x as u16);
                bytes.extend_from_slice(&v.to_le_bytes());
            }
        }
        let (score, result) = if r.turn == Color::White {
            (r.score, r.result)
        } else {
            (-r.score, 2 - r.result)
        };
        bytes.extend_from_slice(&score.to_le_bytes());
        bytes.push(result);
        bytes.push(0);
    }
    if fs::write(out, &bytes).is_err() {
        eprintln!("datagen: cannot write {out}");
        return ExitCode::from(2);
    }
    println!(
        "{} records{} -> {out} ({} bytes)",
        records.len(),
        if mirror {
            " and their mirror images"
        } else {
            ""
        },
        bytes.len()
    );
    ExitCode::SUCCESS
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
    let Some(records) = read_data(data) else {
        return ExitCode::from(2);
    };
    let mut results = [0usize; 3];
    let mut placement = 0;
    for r in &records {
        results[usize::from(r.result)] += 1;
        placement += usize::from(!r.hands[0].is_empty() || !r.hands[1].is_empty());
    }
    println!(
        "{} records: white won {}, drawn {}, black won {}; {} during placement",
        records.len(),
        results[2],
        results[1],
        results[0],
        placement
    );
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("gen") => generate(&args[1..]),
        Some("features") => features(&args[1..]),
        Some("stats") => stats(&args[1..]),
        _ => {
            eprintln!("usage: datagen gen [--out FILE] [--games N] [--nodes N] [--seed N] [--threads N] [--tablebases DIR] | datagen features [--data FILE] [--out FILE] | datagen stats [--data FILE]");
            ExitCode::from(2)
        }
    }
}
