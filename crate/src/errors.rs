//! The stable error codes of the library and its JavaScript package: one list. The Rust errors
//! return these from their `code()`; the TypeScript package's `ERROR_CODES` is the same list
//! (tests/api checks it against `errorCodes()` of the wasm module).

/// Every code, in the package's order. `ERR_FREED`, `ERR_INIT`, `ERR_ABORTED`, `ERR_BUSY`,
/// `ERR_ENGINE` and `ERR_INTERNAL` are raised by the JavaScript wrapper only (a freed Game,
/// loading the module, a cancelled search, a call from inside a search, an engine worker that
/// died, failed to load or fell silent twice, a bug).
pub const ERROR_CODES: &[&str] = &[
    "ERR_ILLEGAL_MOVE",
    "ERR_MOVE_SYNTAX",
    "ERR_FEN_SYNTAX",
    "ERR_FEN_BOARD",
    "ERR_FEN_HAND",
    "ERR_FEN_TURN",
    "ERR_FEN_COUNTERS",
    "ERR_POSITION",
    "ERR_RULES",
    "ERR_PGN",
    "ERR_ARGUMENT",
    "ERR_FREED",
    "ERR_INIT",
    "ERR_ABORTED",
    "ERR_NO_DRAW",
    "ERR_GAME_OVER",
    "ERR_BUSY",
    "ERR_ENGINE",
    "ERR_INTERNAL",
    "ERR_NETWORK",
];
