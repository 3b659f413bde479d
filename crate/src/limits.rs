//! Every input limit of the API, declared once. The crate enforces them where it reads the input
//! (`fen.rs`, `uci.rs`/`san.rs`, `pgn.rs`, `pgn_tree.rs`); the wasm bindings export the table
//! (`limitsJson`) and the TypeScript package checks its arguments against it before they cross,
//! so the first layer that sees an input refuses it, with the same number everywhere.

/// Longest FEN, in bytes (the longest legal one is well under 100).
pub const FEN: usize = 256;
/// Longest move text, UCI or SAN (`d5c6f`, `Nxc6+`, `R@a1`).
pub const MOVE: usize = 16;
/// Largest PGN text (1 MiB).
pub const PGN: usize = 1 << 20;
/// Deepest nesting of PGN variations.
pub const VARIATION_DEPTH: usize = 64;
/// Longest name: a rules preset, a set-up, a draw reason, an ending (`KFSK`).
pub const NAME: usize = 64;
/// Longest value of a descriptive PGN tag given to `pgn()` (White, Black, Event, Site, Date).
pub const TAG: usize = 200;
/// Longest caption or title of a diagram (`renderSvg`).
pub const LABEL: usize = 500;

/// The table, as the wasm bindings export it (`limitsJson`: `{ "fen": 256, ... }`).
pub const LIMITS: [(&str, usize); 7] = [
    ("fen", FEN),
    ("move", MOVE),
    ("pgn", PGN),
    ("variationDepth", VARIATION_DEPTH),
    ("name", NAME),
    ("tag", TAG),
    ("label", LABEL),
];

/// The table as JSON.
#[must_use]
pub fn limits_json() -> String {
    let fields: Vec<String> = LIMITS.iter().map(|(k, v)| format!("\"{k}\":{v}")).collect();
    format!("{{{}}}", fields.join(","))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_table_is_json_of_every_limit() {
        assert_eq!(
            super::limits_json(),
            "{\"fen\":256,\"move\":16,\"pgn\":1048576,\"variationDepth\":64,\"name\":64,\"tag\":200,\"label\":500}"
        );
    }
}
