//! The stable error codes of the library and its JavaScript package: one enum. The Rust errors
//! return one from their `code()`, the wasm bindings throw JS `Error`s carrying its name, and the
//! TypeScript package's `ERROR_CODES` and `ErrorCode` are generated from [`ErrorCode::ALL`]
//! (`www/lib/generated/boundary.ts`, checked by `crate/tests/generated_types.rs`).

use std::fmt;

/// Every error code. `Freed`, `Init`, `Aborted`, `Busy`, `Engine` and `Internal` are raised by
/// the JavaScript wrapper only (a freed Game, loading the module, a cancelled search, a call from
/// inside a search, an engine worker that died, failed to load or fell silent twice, a bug),
/// and `Internal` also by the bindings when a value cannot cross.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ErrorCode {
    IllegalMove,
    MoveSyntax,
    FenSyntax,
    FenBoard,
    FenHand,
    FenTurn,
    FenCounters,
    Position,
    Rules,
    Pgn,
    Argument,
    Freed,
    Init,
    Aborted,
    NoDraw,
    GameOver,
    Busy,
    Engine,
    Internal,
    Network,
}

impl ErrorCode {
    /// Every code, in the package's order (`ERROR_CODES`).
    pub const ALL: [ErrorCode; 20] = [
        ErrorCode::IllegalMove,
        ErrorCode::MoveSyntax,
        ErrorCode::FenSyntax,
        ErrorCode::FenBoard,
        ErrorCode::FenHand,
        ErrorCode::FenTurn,
        ErrorCode::FenCounters,
        ErrorCode::Position,
        ErrorCode::Rules,
        ErrorCode::Pgn,
        ErrorCode::Argument,
        ErrorCode::Freed,
        ErrorCode::Init,
        ErrorCode::Aborted,
        ErrorCode::NoDraw,
        ErrorCode::GameOver,
        ErrorCode::Busy,
        ErrorCode::Engine,
        ErrorCode::Internal,
        ErrorCode::Network,
    ];

    /// The code's name, e.g. `ERR_ILLEGAL_MOVE`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::IllegalMove => "ERR_ILLEGAL_MOVE",
            ErrorCode::MoveSyntax => "ERR_MOVE_SYNTAX",
            ErrorCode::FenSyntax => "ERR_FEN_SYNTAX",
            ErrorCode::FenBoard => "ERR_FEN_BOARD",
            ErrorCode::FenHand => "ERR_FEN_HAND",
            ErrorCode::FenTurn => "ERR_FEN_TURN",
            ErrorCode::FenCounters => "ERR_FEN_COUNTERS",
            ErrorCode::Position => "ERR_POSITION",
            ErrorCode::Rules => "ERR_RULES",
            ErrorCode::Pgn => "ERR_PGN",
            ErrorCode::Argument => "ERR_ARGUMENT",
            ErrorCode::Freed => "ERR_FREED",
            ErrorCode::Init => "ERR_INIT",
            ErrorCode::Aborted => "ERR_ABORTED",
            ErrorCode::NoDraw => "ERR_NO_DRAW",
            ErrorCode::GameOver => "ERR_GAME_OVER",
            ErrorCode::Busy => "ERR_BUSY",
            ErrorCode::Engine => "ERR_ENGINE",
            ErrorCode::Internal => "ERR_INTERNAL",
            ErrorCode::Network => "ERR_NETWORK",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq<&str> for ErrorCode {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<ErrorCode> for &str {
    fn eq(&self, other: &ErrorCode) -> bool {
        *self == other.as_str()
    }
}

/// Every code's name, in the order of [`ErrorCode::ALL`].
pub const ERROR_CODES: [&str; ErrorCode::ALL.len()] = {
    let mut out = [""; ErrorCode::ALL.len()];
    let mut i = 0;
    while i < out.len() {
        out[i] = ErrorCode::ALL[i].as_str();
        i += 1;
    }
    out
};
