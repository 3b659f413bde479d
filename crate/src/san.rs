//! Standard algebraic notation, Fairy-Stockfish style: `K@e2`, `N@c2+`, `Rab1`, `Sxd5`, `exd5`,
//! `d5=F` (in place), `d5c6=F` (diagonal), `+`/`#`. Reading is tolerant: UCI, LAN (`d5-c6=F`),
//! `=M`/`=Q`, a missing check mark, and `c6=F` for a diagonal promotion when unambiguous.

use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;
use crate::types::Role;
use crate::uci::{quote, MoveError, UciMove, MAX_MOVE_LEN};

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
        match m {
            Move::Drop { role, to } => format!("{}@{}", role.char(), to),
            Move::Promotion { from, to, .. } if from == to => format!("{to}=F"),
            Move::Promotion {
                from,
                to,
                capture: Some(_),
            } => format!("{from}x{to}=F"),
            Move::Promotion { from, to, .. } => format!("{from}{to}=F"),
            Move::Normal {
                role: Role::Pawn,
                from,
                to,
                capture,
            } => match capture {
                Some(_) => format!("{}x{}", from.file_char(), to),
                None => to.to_string(),
            },
            Move::Normal {
                role,
                from,
                to,
                capture,
            } => {
                let mut san = String::with_capacity(6);
                san.push(role.char());
                san.push_str(&disambiguation(legal, role, from, to));
                if capture.is_some() {
                    san.push('x');
                }
                san.push_str(&to.to_string());
                san
            }
        }
    }

    /// Reads a move in SAN (tolerantly) or UCI and returns the legal move it names.
    pub fn parse_san(&self, text: &str) -> Result<Move, MoveError> {
        if text.len() > MAX_MOVE_LEN || !text.is_ascii() {
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
        let legal = self.legal_moves();
        let candidates: Vec<Move> = match parse_shape(&trimmed) {
            Some(Shape::Drop { role, to }) => legal
                .iter()
                .copied()
                .filter(|&m| m == Move::Drop { role, to })
                .collect(),
            Some(Shape::Promotion { from, to }) => {
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
            Some(Shape::Normal {
                role,
                file,
                rank,
                to,
            }) => legal
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
            None => return Err(MoveError::Syntax(quote(text))),
        };
        match candidates.as_slice() {
            [m] => Ok(*m),
            [] => Err(MoveError::Illegal(quote(text))),
            _ => Err(MoveError::Illegal(format!("{} is ambiguous", quote(text)))),
        }
    }
}

/// File if it tells the movers apart, else rank, else the whole square.
fn disambiguation(legal: &[Move], role: Role, from: Square, to: Square) -> String {
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
        String::new()
    } else if others.iter().all(|o| o.file() != from.file()) {
        from.file_char().to_string()
    } else if others.iter().all(|o| o.rank() != from.rank()) {
        from.rank_char().to_string()
    } else {
        from.to_string()
    }
}

enum Shape {
    Drop {
        role: Role,
        to: Square,
    },
    Promotion {
        from: Option<Square>,
        to: Square,
    },
    Normal {
        role: Role,
        file: Option<u8>,
        rank: Option<u8>,
        to: Square,
    },
}

fn parse_shape(text: &str) -> Option<Shape> {
    if let Some((role, to)) = text.split_once('@') {
        let mut chars = role.chars();
        let role = Role::from_char(chars.next()?)?;
        if chars.next().is_some() {
            return None;
        }
        return Some(Shape::Drop {
            role,
            to: Square::parse(to)?,
        });
    }
    if let Some((squares, promoted)) = text.split_once('=') {
        if !matches!(promoted, "F" | "f" | "M" | "m" | "Q" | "q") {
            return None;
        }
        let squares: String = squares.chars().filter(|&c| c != '-' && c != 'x').collect();
        let squares = squares.strip_prefix('P').unwrap_or(&squares);
        return match squares.len() {
            2 => Some(Shape::Promotion {
                from: None,
                to: Square::parse(squares)?,
            }),
            4 => Some(Shape::Promotion {
                from: Some(Square::parse(&squares[..2])?),
                to: Square::parse(&squares[2..])?,
            }),
            _ => None,
        };
    }
    if text.len() < 2 {
        return None;
    }
    let (prefix, target) = text.split_at(text.len() - 2);
    let to = Square::parse(target)?;
    let prefix = prefix.trim_end_matches(['x', '-', ':']);
    let (role, rest) = match prefix.chars().next() {
        Some(c) if c.is_ascii_uppercase() => (Role::from_char(c)?, &prefix[1..]),
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
    Some(Shape::Normal {
        role,
        file,
        rank,
        to,
    })
}
