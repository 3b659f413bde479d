//! The clock is kept whatever tables are missing (issue 20): a search with a time limit never
//! waits for an endgame table; the missing table is made on another thread and a later search
//! uses it. The time bounds here are hang guards (a channel read with a timeout), far above the
//! search's own limit and far below the seconds a table takes to make.

use sittuyin::search::{Engine, Limits, NoClock};
use sittuyin::{Position, Rules};
use std::io::{BufRead, Read, Write};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// K+R vs K+S under `fairy`: a table of four pieces, not on disk (no TablebasePath).
const FEN: &str = "4k3/4s3/8/8/8/8/8/R3K3[] w - - 0 40";

/// Input for the UCI loop fed line by line from the test.
struct Lines {
    rx: Receiver<String>,
    buf: Vec<u8>,
    at: usize,
}

impl Read for Lines {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = self.fill_buf()?.len().min(out.len());
        out[..n].copy_from_slice(&self.buf[self.at..self.at + n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Lines {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at >= self.buf.len() {
            match self.rx.recv() {
                Ok(line) => {
                    self.buf = format!("{line}\n").into_bytes();
                    self.at = 0;
                }
                Err(_) => return Ok(&[]),
            }
        }
        Ok(&self.buf[self.at..])
    }

    fn consume(&mut self, n: usize) {
        self.at += n;
    }
}

/// Output of the UCI loop, line by line to the test.
struct Out {
    tx: Sender<String>,
    partial: Vec<u8>,
}

impl Write for Out {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        self.partial.extend_from_slice(data);
        while let Some(i) = self.partial.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.partial.drain(..=i).collect();
            let _ = self
                .tx
                .send(String::from_utf8_lossy(&line).trim_end().to_string());
        }
        Ok(data.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

struct Uci {
    to: Sender<String>,
    from: Receiver<String>,
}

impl Uci {
    fn start() -> Uci {
        let (to, rx) = channel();
        let (tx, from) = channel();
        let out = Arc::new(Mutex::new(Out {
            tx,
            partial: Vec::new(),
        }));
        std::thread::spawn(move || {
            sittuyin::engine_uci::run(
                Lines {
                    rx,
                    buf: Vec::new(),
                    at: 0,
                },
                out,
            );
        });
        Uci { to, from }
    }

    fn send(&self, line: &str) {
        self.to.send(line.to_string()).unwrap();
    }

    /// The lines up to and including the `bestmove`, or a panic when it has not come by
    /// `guard` (the hang guard).
    fn until_bestmove(&self, guard: Duration) -> Vec<String> {
        let start = Instant::now();
        let mut lines = Vec::new();
        loop {
            let left = guard.saturating_sub(start.elapsed());
            match self.from.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with("bestmove ");
                    lines.push(line);
                    if done {
                        return lines;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no bestmove within {guard:?}; so far: {lines:?}")
                }
                Err(RecvTimeoutError::Disconnected) => panic!("engine gone: {lines:?}"),
            }
        }
    }
}

/// Hang guard for `go movetime 100`: the table takes seconds (5.4 s here before the change),
/// the search 100 ms; the margin allows for a loaded test machine.
const ANSWER_GUARD: Duration = Duration::from_millis(1000);
/// Hang guard for the searches while the table is being made (two busy threads then).
const LATER_GUARD: Duration = Duration::from_secs(10);
/// Hang guard for the table to be made in the background.
const TABLE_GUARD: Duration = Duration::from_secs(600);

#[test]
fn uci_movetime_answers_without_waiting_for_a_missing_table_then_uses_it() {
    let uci = Uci::start();
    uci.send("setoption name Rules value fairy");
    uci.send(&format!("position fen {FEN}"));
    uci.send("go movetime 100");
    let first = uci.until_bestmove(ANSWER_GUARD);
    assert!(
        first
            .iter()
            .any(|l| l == "info string endgame tables generating in the background"),
        "{first:?}"
    );
    assert!(!first
        .iter()
        .any(|l| l == "info string endgame tables ready"));
    // Searched on the evaluation meanwhile: more than the one node of a table answer.
    assert!(
        first
            .iter()
            .any(|l| l.starts_with("info depth ") && !l.contains(" nodes 1 ")),
        "{first:?}"
    );
    // Later searches, each within the clock, until the table has arrived.
    let start = Instant::now();
    let ready = loop {
        assert!(
            start.elapsed() < TABLE_GUARD,
            "the table was not made in the background"
        );
        std::thread::sleep(Duration::from_millis(200));
        uci.send("go movetime 50");
        let lines = uci.until_bestmove(LATER_GUARD);
        if lines
            .iter()
            .any(|l| l == "info string endgame tables ready")
        {
            break lines;
        }
    };
    // The search that has it answers from the table: one node, and its move is the table's.
    let table_line = ready
        .iter()
        .find(|l| l.starts_with("info depth "))
        .expect("an info line");
    assert!(table_line.contains(" nodes 1 "), "{ready:?}");
    let best = ready.last().unwrap().strip_prefix("bestmove ").unwrap();
    let p = Position::from_fen(FEN, &Rules::FAIRY).unwrap();
    let mut engine = Engine::new(1);
    engine.prepare_tablebases(&p, false);
    let (m, _) = engine.tablebases.best_move(&p).expect("a table move");
    assert_eq!(best, m.to_uci());
    uci.send("quit");
}

#[test]
fn engine_request_never_generates_and_the_background_table_equals_the_direct_one() {
    let p = Position::from_fen(FEN, &Rules::FAIRY).unwrap();
    let mut engine = Engine::new(1);
    let news = engine.request_tablebases(&p, false);
    assert!(news.asked && !news.arrived);
    assert!(!engine.tablebases.has_table_for(&p));
    // Asking again does not queue it twice.
    assert!(!engine.request_tablebases(&p, false).asked);
    let start = Instant::now();
    while engine.tablebases_pending() > 0 {
        assert!(start.elapsed() < TABLE_GUARD, "background generation hung");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(engine.request_tablebases(&p, false).arrived);
    assert!(engine.tablebases.has_table_for(&p));
    let mut direct = Engine::new(1);
    direct.prepare_tablebases(&p, false);
    assert_eq!(
        engine.tablebases.probe(&p),
        direct.tablebases.probe(&p),
        "background and direct tables differ"
    );
    let a = engine.search(
        &p,
        &[],
        &Limits::depth(1),
        &NoClock,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    let b = direct.search(
        &p,
        &[],
        &Limits::depth(1),
        &NoClock,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    assert_eq!(a, b);
}
