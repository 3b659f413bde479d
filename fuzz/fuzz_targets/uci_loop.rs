//! The UCI loop (`sittuyin uci`) over arbitrary lines: never a panic, always at the end of the
//! input. Searches are bounded (every `go` gets `nodes 200 depth 3` appended, which win over
//! earlier limits) and the hash table stays small, so a run is quick; everything else is the
//! fuzzer's.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::io::Cursor;
use std::sync::{Arc, Mutex};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut script = String::new();
    for line in text.lines().take(64) {
        let lower = line.to_ascii_lowercase();
        if lower.contains("hash") {
            script.push_str("setoption name Hash value 1\n");
        } else if line.trim_start().starts_with("go") {
            script.push_str(line);
            script.push_str(" nodes 200 depth 3\n");
        } else {
            script.push_str(line);
            script.push('\n');
        }
    }
    let out = Arc::new(Mutex::new(Vec::<u8>::new()));
    sittuyin::engine_uci::run(Cursor::new(script.into_bytes()), Arc::clone(&out));
    let written = out.lock().map(|o| o.len()).unwrap_or(0);
    assert!(written < 1 << 24);
});
