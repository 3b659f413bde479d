//! The UCI protocol loop (`sittuyin uci`), over any input and output so tests can drive it.
//!
//! Commands: `uci`, `isready`,
//! `setoption name <Hash|Level|UCI_Variant|Seed|Contempt|Rules|Tablebases|TablebasePath|EvalFile|UseNNUE|Book|TimeManager> value <v>`,
//! `ucinewgame`, `position startpos|fen <fen> [moves ...]`,
//! `go [depth N] [nodes N] [movetime MS] [wtime MS btime MS winc MS binc MS movestogo N] [infinite]`,
//! `stop`, `quit`. The search runs in its own thread so `stop` and `isready` answer at once.

use crate::position::Position;
use crate::rules::Rules;
use crate::search::nnue::{
    self, file_size, Network, NetworkError, MAX_BUCKETS, MIN_LEVEL as NNUE_MIN_LEVEL,
};
use crate::search::{plan, Clock, Engine, Features, Info, Limits, DEFAULT_HASH_MB, MAX_LEVEL};

/// How long a limited search may go on once another command needs the engine.
const GRACE: Duration = Duration::from_secs(2);

/// The `EvalFile` value of the network built into the engine (the default; `<empty>` evaluates by
/// hand, a path loads that file).
const BUILT_IN_NAME: &str = "<built-in>";

/// The largest hash table `setoption name Hash` gives (MiB).
const MAX_HASH_MB: usize = 1024;
use crate::types::Color;
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

const NAME: &str = "Sittuyin";
const AUTHOR: &str = "the sittuyin authors";

/// Wall clock from the start of a search.
struct Stopwatch(Instant);

impl Clock for Stopwatch {
    fn elapsed_ms(&self) -> u64 {
        self.0.elapsed().as_millis() as u64
    }
}

/// Writes one line and flushes; a closed output is not an error worth dying for.
fn send<W: Write>(out: &Mutex<W>, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

fn info_line(info: &Info) -> String {
    let nps = (info.nodes * 1000).checked_div(info.time_ms).unwrap_or(0);
    let pv: Vec<String> = info.pv.iter().map(|m| m.to_uci()).collect();
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.score.to_uci(),
        info.nodes,
        nps,
        info.time_ms,
        pv.join(" ")
    )
}

/// The position and the hashes of the positions before it.
fn parse_position(args: &[&str], rules: &'static Rules) -> Result<(Position, Vec<u64>), String> {
    let (mut pos, rest) = match args.first() {
        Some(&"startpos") => (Position::start(rules), &args[1..]),
        Some(&"fen") => {
            let end = args
                .iter()
                .position(|&a| a == "moves")
                .unwrap_or(args.len());
            let fen = args[1..end].join(" ");
            let pos = Position::from_fen(&fen, rules).map_err(|e| format!("bad fen: {e}"))?;
            (pos, &args[end..])
        }
        _ => return Err("position needs startpos or fen".to_string()),
    };
    let mut history = Vec::new();
    if rest.first() == Some(&"moves") {
        for text in &rest[1..] {
            let m = pos
                .parse_uci(text)
                .map_err(|e| format!("{e} in {}", pos.fen()))?;
            history.push(pos.hash());
            pos.play_unchecked(m);
        }
    }
    Ok((pos, history))
}

/// Search limits from the arguments of `go`, for the side to move. Out of a clock, the budget is
/// the limit; with `time_manager`, it is the optimum and the hard limit is up to twice the budget
/// (a quarter of the clock at most).
fn parse_go(args: &[&str], turn: Color, time_manager: bool) -> Limits {
    let mut limits = Limits::default();
    let mut clock = [None, None];
    let mut increment = [0u64, 0];
    let mut moves_to_go = None;
    let mut i = 0;
    while i < args.len() {
        let number = args.get(i + 1).and_then(|v| v.parse::<i64>().ok());
        let n = number.unwrap_or(0).max(0) as u64;
        match args[i] {
            // An absurd depth is the deepest search there is, not a wrapped-around number.
            "depth" => limits.depth = Some(n.min(crate::search::MAX_PLY as u64) as u32),
            "nodes" => limits.nodes = Some(n),
            "movetime" => limits.movetime_ms = Some(n),
            "wtime" => clock[0] = Some(n),
            "btime" => clock[1] = Some(n),
            "winc" => increment[0] = n,
            "binc" => increment[1] = n,
            "movestogo" => moves_to_go = Some(n.max(1)),
            "infinite" => {
                i += 1;
                continue;
            }
            _ => {
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    if let Some(time) = clock[turn.index()] {
        let inc = increment[turn.index()];
        let divider = moves_to_go.unwrap_or(30).min(30);
        let budget = time / divider + inc * 3 / 4;
        // Keep a safety margin for the transport, never use more than a third of the clock.
        let optimum = budget.min(time / 3).saturating_sub(20).max(5);
        let hard = if time_manager {
            (budget * 2).min(time / 4).saturating_sub(20).max(optimum)
        } else {
            optimum
        };
        if limits.movetime_ms.is_none_or(|m| m > hard) {
            limits.movetime_ms = Some(hard);
            limits.soft_time = true;
            limits.optimum_ms = time_manager.then_some(optimum);
        }
    }
    limits
}

struct State {
    rules: &'static Rules,
    position: Position,
    history: Vec<u64>,
    level: u8,
    seed: u64,
    engine: Arc<Mutex<Engine>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    /// The running search has no limit: it ends only on `stop`.
    infinite: bool,
    /// Whether the endgame tables are used, and where they are cached.
    tablebases: bool,
    tablebase_path: Option<String>,
    /// Whether the evaluation network (the built-in one, or `EvalFile`'s) is used (levels 4 and up).
    use_nnue: bool,
    /// Whether level 8 answers placement drops from its book (the app's level 8 does; here it
    /// is off unless asked for, so UCI searches every drop as before).
    book: bool,
    /// Search techniques on or off (`TimeManager`; for A/B tests).
    features: Features,
}

impl State {
    fn wait(&mut self) {
        if let Some(handle) = self.thread.take() {
            let _ = handle.join();
        }
        self.infinite = false;
    }

    /// Before a command that changes the position or the engine, and at the end of the input: a
    /// search without limits is stopped (it would never end by itself); a limited one may finish
    /// within [`GRACE`] (a script gets its `bestmove`), then it is stopped. The loop never waits
    /// for ever, whatever `go` asked (a GUI sends `stop` first anyway).
    fn settle(&mut self) {
        if self.infinite {
            self.stop.store(true, Ordering::SeqCst);
        }
        let waited = Instant::now();
        while self.thread.as_ref().is_some_and(|t| !t.is_finished()) {
            if waited.elapsed() >= GRACE {
                self.stop.store(true, Ordering::SeqCst);
                break;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        self.wait();
    }

    fn go<W: Write + Send + 'static>(&mut self, args: &[&str], out: &Arc<Mutex<W>>) {
        self.settle();
        // Level 8 (the default) is full strength: `go` alone searches until `stop`.
        let level = (self.level < MAX_LEVEL).then_some(self.level);
        let time_manager = self.features.time_manager;
        let plan = plan(parse_go(args, self.position.turn(), time_manager), level);
        let (limits, randomness) = (plan.limits, plan.randomness);
        self.infinite = limits.is_infinite();
        let use_tables = plan.use_tablebase && self.tablebases;
        let use_book = self.book && (plan.use_book || self.level == MAX_LEVEL);
        // The low levels keep the hand-tuned evaluation (see docs/engine.md).
        let use_nnue = self.use_nnue && self.level >= NNUE_MIN_LEVEL;
        // A search with a clock (or until `stop`) never waits for a table to be made; one
        // limited by depth or nodes alone makes them first, so it plays the same every time.
        let background = limits.movetime_ms.is_some() || limits.is_infinite();
        let reachable = self.tablebase_path.is_some();
        self.seed = self.seed.wrapping_add(1);
        let seed = self.seed;
        self.stop.store(false, Ordering::SeqCst);
        let features = self.features;
        let (pos, history) = (self.position, self.history.clone());
        let (engine, stop, out) = (
            Arc::clone(&self.engine),
            Arc::clone(&self.stop),
            Arc::clone(out),
        );
        self.thread = Some(std::thread::spawn(move || {
            let clock = Stopwatch(Instant::now());
            let Ok(mut engine) = engine.lock() else {
                return;
            };
            engine.set_randomness(randomness, seed);
            engine.set_use_tablebases(use_tables);
            engine.set_use_book(use_book);
            engine.set_use_network(use_nnue);
            engine.features = features;
            if background {
                // The clock runs: missing tables are made on another thread, this search plays
                // on its evaluation and a later one uses them.
                let news = engine.request_tablebases(&pos, reachable);
                if news.asked {
                    send(
                        &out,
                        "info string endgame tables generating in the background",
                    );
                }
                if news.arrived {
                    send(&out, "info string endgame tables ready");
                }
            } else if engine.prepare_tablebases(&pos, reachable) {
                send(&out, "info string endgame tables ready");
            }
            let result = engine.search(&pos, &history, &limits, &clock, &stop, &mut |info| {
                send(&out, &info_line(info));
            });
            match result.best {
                Some(m) => send(&out, &format!("bestmove {}", m.to_uci())),
                None => send(&out, "bestmove (none)"),
            }
        }));
    }

    fn set_option(&mut self, args: &[&str]) -> Result<(), String> {
        // `setoption name <name words> value <value words>`; either part may be missing.
        let value_at = args.iter().position(|&a| a == "value");
        let name_words = &args[..value_at.unwrap_or(args.len())];
        let name = name_words.get(1..).unwrap_or_default().join(" ");
        let value = value_at.map_or(String::new(), |v| args[v + 1..].join(" "));
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" if value == "sittuyin" => Ok(()),
            "uci_variant" => Err(format!("unsupported variant {value:?}")),
            "hash" => {
                let mb = value.parse::<usize>().map_err(|_| "Hash needs a number")?;
                // Within the range the `uci` answer announces, whatever was asked.
                let mb = mb.clamp(1, MAX_HASH_MB);
                self.settle();
                if let Ok(mut e) = self.engine.lock() {
                    e.set_hash_mb(mb);
                }
                Ok(())
            }
            "level" => {
                let level = value.parse::<u8>().map_err(|_| "Level needs a number")?;
                self.level = level.clamp(1, MAX_LEVEL);
                Ok(())
            }
            "contempt" => {
                let cp = value
                    .parse::<i32>()
                    .map_err(|_| "Contempt needs a number")?;
                self.settle();
                if let Ok(mut e) = self.engine.lock() {
                    e.set_contempt(cp);
                }
                Ok(())
            }
            "tablebases" => {
                self.tablebases = value != "false";
                Ok(())
            }
            "tablebasepath" => {
                self.settle();
                let path = (!value.is_empty() && value != "<empty>").then_some(value);
                if let Ok(mut e) = self.engine.lock() {
                    e.collect_tablebases();
                    e.tablebases.set_dir(path.as_ref().map(Into::into));
                }
                self.tablebase_path = path;
                Ok(())
            }
            "book" => {
                self.book = value == "true";
                Ok(())
            }
            "timemanager" => {
                self.features.time_manager = value != "false";
                Ok(())
            }
            "usennue" => {
                self.use_nnue = value != "false";
                Ok(())
            }
            "evalfile" => {
                self.settle();
                let network = if value.is_empty() || value == "<empty>" {
                    None
                } else if value == BUILT_IN_NAME {
                    Some(nnue::built_in())
                } else {
                    // Only a regular file of a network's size is read (never a device
                    // or a huge file named by mistake).
                    let meta = std::fs::metadata(&value)
                        .map_err(|e| format!("EvalFile {value:?}: {e}"))?;
                    let sized = (1..=MAX_BUCKETS).any(|b| file_size(b) as u64 == meta.len());
                    if !meta.is_file() || !sized {
                        return Err(format!("EvalFile {value:?}: {}", NetworkError::Size));
                    }
                    let bytes =
                        std::fs::read(&value).map_err(|e| format!("EvalFile {value:?}: {e}"))?;
                    let net = Network::from_bytes(&bytes)
                        .map_err(|e| format!("EvalFile {value:?}: {e}"))?;
                    Some(Arc::new(net))
                };
                if let Ok(mut e) = self.engine.lock() {
                    e.set_network(network);
                }
                Ok(())
            }
            "seed" => {
                self.seed = value.parse::<u64>().map_err(|_| "Seed needs a number")?;
                Ok(())
            }
            "rules" => {
                self.rules = Rules::by_name(&value).ok_or("unknown rules")?;
                self.position = Position::start(self.rules);
                self.history.clear();
                Ok(())
            }
            _ => Err(format!("unknown option {name:?}")),
        }
    }
}

/// Runs the UCI loop until `quit` or the end of the input. At the end of the input a limited
/// search may finish within [`GRACE`] (so a script of commands gets its `bestmove`).
pub fn run<R: BufRead, W: Write + Send + 'static>(input: R, out: Arc<Mutex<W>>) {
    let rules = &Rules::CHESSPLAYX;
    let mut state = State {
        rules,
        position: Position::start(rules),
        history: Vec::new(),
        level: MAX_LEVEL,
        seed: 0,
        engine: Arc::new(Mutex::new({
            let mut engine = Engine::new(DEFAULT_HASH_MB);
            engine.set_network(Some(nnue::built_in()));
            engine
        })),
        stop: Arc::new(AtomicBool::new(false)),
        thread: None,
        infinite: false,
        tablebases: true,
        tablebase_path: None,
        use_nnue: true,
        book: false,
        features: Features::default(),
    };
    let mut input = input;
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        // Lines of any bytes: invalid UTF-8 is read as replacement characters, never the end.
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let line = String::from_utf8_lossy(&bytes);
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            continue;
        };
        match command {
            "uci" => {
                send(
                    &out,
                    &format!("id name {NAME} {}", env!("CARGO_PKG_VERSION")),
                );
                send(&out, &format!("id author {AUTHOR}"));
                send(
                    &out,
                    "option name UCI_Variant type combo default sittuyin var sittuyin",
                );
                send(
                    &out,
                    &format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"),
                );
                send(
                    &out,
                    &format!(
                        "option name Level type spin default {MAX_LEVEL} min 1 max {MAX_LEVEL}"
                    ),
                );
                send(
                    &out,
                    "option name Seed type spin default 0 min 0 max 1000000000",
                );
                send(
                    &out,
                    "option name Contempt type spin default 0 min -500 max 500",
                );
                send(&out, "option name Tablebases type check default true");
                send(
                    &out,
                    "option name TablebasePath type string default <empty>",
                );
                send(
                    &out,
                    &format!("option name EvalFile type string default {BUILT_IN_NAME}"),
                );
                send(&out, "option name UseNNUE type check default true");
                send(&out, "option name Book type check default false");
                send(
                    &out,
                    &format!(
                        "option name TimeManager type check default {}",
                        Features::default().time_manager
                    ),
                );
                send(
                    &out,
                    "option name Rules type combo default chessplayx var chessplayx var fairy var federation var pritchard",
                );
                send(&out, "uciok");
            }
            "isready" => send(&out, "readyok"),
            "setoption" => {
                if let Err(e) = state.set_option(args) {
                    send(&out, &format!("info string {e}"));
                }
            }
            "ucinewgame" => {
                state.settle();
                if let Ok(mut e) = state.engine.lock() {
                    e.clear();
                }
            }
            "position" => {
                state.settle();
                match parse_position(args, state.rules) {
                    Ok((pos, history)) => {
                        state.position = pos;
                        state.history = history;
                    }
                    Err(e) => send(&out, &format!("info string {e}")),
                }
            }
            "go" => state.go(args, &out),
            "stop" => {
                state.stop.store(true, Ordering::SeqCst);
                state.wait();
            }
            "quit" => {
                state.stop.store(true, Ordering::SeqCst);
                break;
            }
            "d" => send(&out, &state.position.fen()),
            _ => send(&out, &format!("info string unknown command {command:?}")),
        }
    }
    state.settle();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn movetime_stays_a_fixed_time_with_or_without_the_time_manager() {
        for tm in [true, false] {
            let l = parse_go(&["movetime", "100"], Color::White, tm);
            assert_eq!(l.movetime_ms, Some(100));
            assert!(!l.soft_time);
            assert_eq!(l.optimum_ms, None);
        }
    }

    #[test]
    fn a_clock_gives_an_optimum_and_a_hard_limit_within_the_clock() {
        let args = [
            "wtime", "10000", "btime", "4000", "winc", "100", "binc", "50",
        ];
        // Black: 4000 / 30 + 50 * 3 / 4 = 170; optimum 150, hard 170 * 2 - 20 = 320.
        let l = parse_go(&args, Color::Black, true);
        assert!(l.soft_time);
        assert_eq!(l.optimum_ms, Some(150));
        assert_eq!(l.movetime_ms, Some(320));
        // Without the time manager the budget is the limit, as before.
        let l = parse_go(&args, Color::Black, false);
        assert_eq!((l.movetime_ms, l.optimum_ms), (Some(150), None));
        // Short of time the hard limit stays within a quarter of the clock, never below the
        // optimum.
        for time in [30u64, 100, 300, 1000, 60_000] {
            let t = time.to_string();
            let l = parse_go(&["wtime", &t, "winc", "2000"], Color::White, true);
            let (hard, optimum) = (l.movetime_ms.unwrap(), l.optimum_ms.unwrap());
            assert!(optimum <= hard, "{time}: {optimum} > {hard}");
            assert!(hard <= (time / 4).max(optimum), "{time}: hard {hard}");
        }
    }
}
