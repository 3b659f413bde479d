// Shared helpers for the integration tests.
#![allow(dead_code)]

use std::io::Cursor;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

pub fn data_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("data")
        .join(name)
}

/// Lines of a data file without comments and blank lines.
pub fn data_lines(name: &str) -> Vec<String> {
    let text = std::fs::read_to_string(data_path(name))
        .unwrap_or_else(|e| panic!("cannot read test data {name}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// A small deterministic PRNG (xorshift64*) for seeded playouts.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// Everything the UCI loop writes for `script` (its commands, one per line), as text.
pub fn uci(script: &str) -> String {
    let out = Arc::new(Mutex::new(Vec::<u8>::new()));
    sittuyin::engine_uci::run(Cursor::new(script.to_string()), Arc::clone(&out));
    let bytes = out.lock().unwrap().clone();
    String::from_utf8(bytes).unwrap()
}
