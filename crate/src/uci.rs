//! UCI move strings: `e4d5`, `R@a1`, `d5d5f` (promotion in place), `d5c6f`.

use crate::errors::ErrorCode;
use crate::limits;
use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;
use crate::types::Role;
use std::fmt;

/// A move string that cannot be played. Each variant has a stable code.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError {
    /// Not a move in any notation.
    Syntax(String),
    /// Well-formed but not legal here.
    Illegal(String),
}

impl MoveError {
    #[must_use]
    pub fn code(&self) -> ErrorCode {
        match self {
            MoveError::Syntax(_) => ErrorCode::MoveSyntax,
            MoveError::Illegal(_) => ErrorCode::IllegalMove,
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(s) => write!(f, "not a move: {s}"),
            MoveError::Illegal(s) => write!(f, "illegal move: {s}"),
        }
    }
}

impl std::error::Error for MoveError {}

/// `text[range]`, or `""` where the range is outside `text` or splits a character. The readers
/// slice text through this instead of `&text[range]`, whose panic message (the character it
/// splits, as `{:?}`) links Unicode's tables of printable characters into the rules core's wasm
/// module (about 3 KB gzipped; docs/architecture.md "Two wasm modules"). Every caller's range is within the
/// text at character boundaries, so this never changes a result.
pub(crate) fn sub<R: std::slice::SliceIndex<str, Output = str>>(text: &str, range: R) -> &str {
    text.get(range).unwrap_or("")
}

/// Shortens user text for an error message.
pub(crate) fn quote(text: &str) -> String {
    let short: String = text.chars().take(limits::MOVE).collect();
    let mut out = quoted(&short);
    if short.len() < text.len() {
        out.push_str("...");
    }
    out
}

/// `text` in double quotes for an error message, as `{:?}` writes it for the usual text: `\`,
/// `"`, tab, CR and LF escaped with a backslash, other control characters as `\u{..}`. Why
/// not `{:?}`: its escaping of all Unicode links the tables of printable characters and the
/// debug formatter into the rules core's wasm module (about 4 KB; docs/architecture.md "Two wasm modules").
#[must_use]
pub fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        escape_into(&mut out, c, '"');
    }
    out.push('"');
    out
}

/// `c` in single quotes, as [`quoted`] escapes (`'x'`, `'\''`).
#[must_use]
pub fn quoted_char(c: char) -> String {
    let mut out = String::with_capacity(4);
    out.push('\'');
    escape_into(&mut out, c, '\'');
    out.push('\'');
    out
}

fn escape_into(out: &mut String, c: char, quote: char) {
    match c {
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        '\n' => out.push_str("\\n"),
        '\0' => out.push_str("\\0"),
        '\\' => out.push_str("\\\\"),
        c if c == quote => {
            out.push('\\');
            out.push(c);
        }
        c if c.is_control() => {
            out.push_str("\\u{");
            let n = c as u32;
            let digits = (32 - n.leading_zeros()).div_ceil(4).max(1);
            for i in (0..digits).rev() {
                let d = (n >> (4 * i)) & 0xf;
                out.push(char::from_digit(d, 16).unwrap_or('0'));
            }
            out.push('}');
        }
        c => out.push(c),
    }
}

impl Move {
    /// The UCI string of the move.
    #[must_use]
    pub fn to_uci(self) -> String {
        let mut out = String::with_capacity(5);
        self.write_uci(&mut out);
        out
    }

    /// Appends the UCI string of the move.
    pub fn write_uci(self, out: &mut String) {
        let square = |out: &mut String, sq: Square| {
            out.push(sq.file_char());
            out.push(sq.rank_char());
        };
        match self {
            Move::Drop { role, to } => {
                out.push(role.char());
                out.push('@');
                square(out, to);
            }
            Move::Normal { from, to, .. } => {
                square(out, from);
                square(out, to);
            }
            Move::Promotion { from, to, .. } => {
                square(out, from);
                square(out, to);
                out.push('f');
            }
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_uci())
    }
}

/// The unchecked shape of a UCI string.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum UciMove {
    Drop { role: Role, to: Square },
    Normal { from: Square, to: Square },
    Promotion { from: Square, to: Square },
}

impl UciMove {
    /// Parses a UCI string without a position.
    pub fn parse(text: &str) -> Result<UciMove, MoveError> {
        if text.len() > limits::MOVE || !text.is_ascii() {
            return Err(MoveError::Syntax(quote(text)));
        }
        let bad = || MoveError::Syntax(quote(text));
        let b = text.as_bytes();
        if b.len() == 4 && b[1] == b'@' {
            let role = Role::from_char(b[0] as char).ok_or_else(bad)?;
            let to = Square::parse(sub(text, 2..4)).ok_or_else(bad)?;
            return Ok(UciMove::Drop { role, to });
        }
        if b.len() == 4 || b.len() == 5 {
            let from = Square::parse(sub(text, 0..2)).ok_or_else(bad)?;
            let to = Square::parse(sub(text, 2..4)).ok_or_else(bad)?;
            return match b.get(4) {
                None => Ok(UciMove::Normal { from, to }),
                Some(b'f' | b'F' | b'm' | b'q') => Ok(UciMove::Promotion { from, to }),
                Some(_) => Err(bad()),
            };
        }
        Err(bad())
    }

    /// The UCI shape of a move.
    #[must_use]
    pub const fn from_move(m: Move) -> UciMove {
        match m {
            Move::Drop { role, to } => UciMove::Drop { role, to },
            Move::Normal { from, to, .. } => UciMove::Normal { from, to },
            Move::Promotion { from, to, .. } => UciMove::Promotion { from, to },
        }
    }

    /// The legal move of `pos` this names.
    pub fn to_move(self, pos: &Position) -> Result<Move, MoveError> {
        pos.legal_moves()
            .iter()
            .copied()
            .find(|&m| self.matches(m))
            .ok_or_else(|| MoveError::Illegal(quote(&self.to_string())))
    }

    fn matches(self, m: Move) -> bool {
        match (self, m) {
            (UciMove::Drop { role, to }, Move::Drop { role: r, to: t }) => role == r && to == t,
            (UciMove::Normal { from, to }, Move::Normal { from: f, to: t, .. }) => {
                from == f && to == t
            }
            (UciMove::Promotion { from, to }, Move::Promotion { from: f, to: t, .. }) => {
                from == f && to == t
            }
            _ => false,
        }
    }
}

impl fmt::Display for UciMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            UciMove::Drop { role, to } => write!(f, "{}@{to}", role.char()),
            UciMove::Normal { from, to } => write!(f, "{from}{to}"),
            UciMove::Promotion { from, to } => write!(f, "{from}{to}f"),
        }
    }
}

impl std::str::FromStr for UciMove {
    type Err = MoveError;

    fn from_str(text: &str) -> Result<UciMove, MoveError> {
        UciMove::parse(text)
    }
}

impl Position {
    /// The legal move a UCI string names.
    pub fn parse_uci(&self, text: &str) -> Result<Move, MoveError> {
        let uci = UciMove::parse(text)?;
        self.legal_moves()
            .iter()
            .copied()
            .find(|&m| uci.matches(m))
            .ok_or_else(|| MoveError::Illegal(quote(text)))
    }
}
