//! Standard algebraic notation, Fairy-Stockfish style: `K@e2`, `N@c2+`, `Rab1`, `Sxd5`, `exd5`,
//! `d5=F` (in place), `d5c6=F` (diagonal), `+`/`#`. Reading is tolerant: UCI, LAN (`d5-c6=F`),
//! `=M`/`=Q`, a missing check mark, and `c6=F` for a diagonal promotion when unambiguous.

use crate::limits;
use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;
use crate::types::Role;
use crate::uci::{quote, sub, MoveError, UciMove};
use std::fmt;
use std::str::FromStr;

impl Position {
    /// SAN of a legal move, with `+` or `#`.
    #[must_use]
    pub fn san(&self, m: Move) -> String {
        self.san_in(m, self.legal_moves().as_slice())
    }

    /// SAN of a legal move, given all legal moves of the position (saves regenerating them).
    #[must_use]
    pub fn san_in(&self, m: Move, legal: &[Move]) -> String {
        let mut san = self.san_without_suffix_in(m, legal);
        let next = self.after(m);
        if next.is_check() {
            san.push(if next.has_legal_moves() { '+' } else { '#' });
        }
        san
    }

    /// SAN of a legal move without the check mark.
    #[must_use]
    pub fn san_without_suffix(&self, m: Move) -> String {
        self.san_without_suffix_in(m, self.legal_moves().as_slice())
    }

    fn san_without_suffix_in(&self, m: Move, legal: &[Move]) -> String {
        San::from_move_in(m, legal).to_string()
    }

    /// Reads a move in SAN (tolerantly) or UCI and returns the legal move it names.
    pub fn parse_san(&self, text: &str) -> Result<Move, MoveError> {
        if text.len() > limits::MOVE || !text.is_ascii() {
            return Err(MoveError::Syntax(quote(text)));
        }
        let trimmed = text
            .trim()
            .trim_end_matches(['+', '#', '!', '?'])
            .to_string();
        if trimmed.is_empty() {
            return Err(MoveError::Syntax(quote(text)));
        }
        if let Ok(uci) = UciMove::parse(&trimmed) {
            if let Ok(m) = self.parse_uci(&trimmed) {
                return Ok(m);
            }
            if !matches!(uci, UciMove::Drop { .. }) {
                return Err(MoveError::Illegal(quote(text)));
            }
        }
        let san: San = trimmed
            .parse()
            .map_err(|_| MoveError::Syntax(quote(text)))?;
        san.resolve(self, text)
    }
}

/// File if it tells the movers apart, else rank, else the whole square.
fn disambiguation(
    legal: &[Move],
    role: Role,
    from: Square,
    to: Square,
) -> (Option<u8>, Option<u8>) {
    let others: Vec<Square> = legal
        .iter()
        .filter_map(|m| match *m {
            Move::Normal {
                role: r,
                from: f,
                to: t,
                ..
            } if r == role && t == to && f != from => Some(f),
            _ => None,
        })
        .collect();
    if others.is_empty() {
        (None, None)
    } else if others.iter().all(|o| o.file() != from.file()) {
        (Some(from.file()), None)
    } else if others.iter().all(|o| o.rank() != from.rank()) {
        (None, Some(from.rank()))
    } else {
        (Some(from.file()), Some(from.rank()))
    }
}

/// A move in SAN without its check mark, read without a position or written for one. It
/// names a legal move only against a position (`to_move`). Reading is tolerant: LAN
/// (`d5-c6=F`), `=M`/`=Q`, `P` before a pawn's promotion, a capture mark or none.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum San {
    /// `K@e2`.
    Drop { role: Role, to: Square },
    /// `d5=F` in place (`from` none), `d5c6=F` or `d5xc6=F` on a diagonal step.
    Promotion {
        from: Option<Square>,
        to: Square,
        capture: bool,
    },
    /// `Rab1`, `Sxd5`, `exd5`, `a4`: the role, what tells movers apart, the target.
    Normal {
        role: Role,
        file: Option<u8>,
        rank: Option<u8>,
        capture: bool,
        to: Square,
    },
}

impl San {
    /// The SAN of a legal move of `pos` (without `+`/`#`).
    #[must_use]
    pub fn from_move(pos: &Position, m: Move) -> San {
        San::from_move_in(m, pos.legal_moves().as_slice())
    }

    /// The SAN of `m`, given every legal move of its position (for disambiguation).
    #[must_use]
    pub fn from_move_in(m: Move, legal: &[Move]) -> San {
        match m {
            Move::Drop { role, to } => San::Drop { role, to },
            Move::Promotion { from, to, capture } => San::Promotion {
                from: (from != to).then_some(from),
                to,
                capture: capture.is_some(),
            },
            Move::Normal {
                role: Role::Pawn,
                from,
                to,
                capture,
            } => San::Normal {
                role: Role::Pawn,
                file: capture.is_some().then_some(from.file()),
                rank: None,
                capture: capture.is_some(),
                to,
            },
            Move::Normal {
                role,
                from,
                to,
                capture,
            } => {
                let (file, rank) = disambiguation(legal, role, from, to);
                San::Normal {
                    role,
                    file,
                    rank,
                    capture: capture.is_some(),
                    to,
                }
            }
        }
    }

    /// The legal move of `pos` this SAN names (`Illegal` when none or several do).
    pub fn to_move(self, pos: &Position) -> Result<Move, MoveError> {
        self.resolve(pos, &self.to_string())
    }

    /// `to_move`, quoting `text` (what the user wrote) in the error.
    fn resolve(self, pos: &Position, text: &str) -> Result<Move, MoveError> {
        let legal = pos.legal_moves();
        let candidates: Vec<Move> = match self {
            San::Drop { role, to } => legal
                .iter()
                .copied()
                .filter(|&m| m == Move::Drop { role, to })
                .collect(),
            San::Promotion { from, to, .. } => {
                let promotions = legal.iter().copied().filter(|m| m.is_promotion());
                match from {
                    Some(from) => promotions
                        .filter(|&m| m.from() == Some(from) && m.to() == to)
                        .collect(),
                    None => {
                        let in_place = Move::Promotion {
                            from: to,
                            to,
                            capture: None,
                        };
                        if legal.contains(&in_place) {
                            vec![in_place]
                        } else {
                            promotions.filter(|m| m.to() == to).collect()
                        }
                    }
                }
            }
            San::Normal {
                role,
                file,
                rank,
                to,
                ..
            } => legal
                .iter()
                .copied()
                .filter(|&m| match m {
                    Move::Normal {
                        role: r,
                        from,
                        to: t,
                        ..
                    } => {
                        r == role
                            && t == to
                            && file.is_none_or(|f| from.file() == f)
                            && rank.is_none_or(|rk| from.rank() == rk)
                    }
                    _ => false,
                })
                .collect(),
        };
        match candidates.as_slice() {
            [m] => Ok(*m),
            [] => Err(MoveError::Illegal(quote(text))),
            _ => Err(MoveError::Illegal(format!("{} is ambiguous", quote(text)))),
        }
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            San::Drop { role, to } => write!(f, "{}@{to}", role.char()),
            San::Promotion { from, to, capture } => {
                if let Some(from) = from {
                    write!(f, "{from}")?;
                    if capture {
                        f.write_str("x")?;
                    }
                }
                write!(f, "{to}=F")
            }
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
            } => {
                if role != Role::Pawn {
                    write!(f, "{}", role.char())?;
                }
                if let Some(file) = file {
                    write!(f, "{}", char::from(b'a' + file))?;
                }
                if let Some(rank) = rank {
                    write!(f, "{}", char::from(b'1' + rank))?;
                }
                if capture {
                    f.write_str("x")?;
                }
                write!(f, "{to}")
            }
        }
    }
}

impl FromStr for San {
    type Err = MoveError;

    /// Reads SAN without a position; check marks and annotations (`+#!?`) may follow.
    fn from_str(text: &str) -> Result<San, MoveError> {
        if text.len() > limits::MOVE || !text.is_ascii() {
            return Err(MoveError::Syntax(quote(text)));
        }
        let trimmed = text.trim().trim_end_matches(['+', '#', '!', '?']);
        parse_shape(trimmed).ok_or_else(|| MoveError::Syntax(quote(text)))
    }
}

fn parse_shape(text: &str) -> Option<San> {
    if let Some((role, to)) = text.split_once('@') {
        let mut chars = role.chars();
        let role = Role::from_char(chars.next()?)?;
        if chars.next().is_some() {
            return None;
        }
        return Some(San::Drop {
            role,
            to: Square::parse(to)?,
        });
    }
    if let Some((squares, promoted)) = text.split_once('=') {
        if !matches!(promoted, "F" | "f" | "M" | "m" | "Q" | "q") {
            return None;
        }
        let capture = squares.contains(['x', ':']);
        let squares: String = squares
            .chars()
            .filter(|&c| !matches!(c, '-' | 'x' | ':'))
            .collect();
        let squares = squares.strip_prefix('P').unwrap_or(&squares);
        return match squares.len() {
            // In place: a promotion there never captures, whatever the text says.
            2 => Some(San::Promotion {
                from: None,
                to: Square::parse(squares)?,
                capture: false,
            }),
            4 => Some(San::Promotion {
                from: Some(Square::parse(sub(squares, ..2))?),
                to: Square::parse(sub(squares, 2..))?,
                capture,
            }),
            _ => None,
        };
    }
    if text.len() < 2 {
        return None;
    }
    let (prefix, target) = text.split_at_checked(text.len() - 2)?;
    let to = Square::parse(target)?;
    let capture = prefix.contains(['x', ':']);
    let prefix = prefix.trim_end_matches(['x', '-', ':']);
    let (role, rest) = match prefix.chars().next() {
        Some(c) if c.is_ascii_uppercase() => (Role::from_char(c)?, sub(prefix, 1..)),
        _ => (Role::Pawn, prefix),
    };
    let rest = rest.trim_end_matches(['x', '-', ':']);
    let (mut file, mut rank) = (None, None);
    for c in rest.chars() {
        match c {
            'a'..='h' if file.is_none() => file = Some(c as u8 - b'a'),
            '1'..='8' if rank.is_none() => rank = Some(c as u8 - b'1'),
            _ => return None,
        }
    }
    Some(San::Normal {
        role,
        file,
        rank,
        capture,
        to,
    })
}
