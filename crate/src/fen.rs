//! FEN in the Fairy-Stockfish dialect:
//! `<board>[<hand>] <side> - <counting limit | -> <halfmove | counting ply> <fullmove>`.

use crate::bitboard::Bitboard;
use crate::board::{Board, Hand};
use crate::errors::ErrorCode;
use crate::limits;
use crate::position::Position;
use crate::rules::Rules;
use crate::setup::{PositionError, Setup};
use crate::square::Square;
use crate::types::{Color, Piece, Role};
use crate::uci::{quoted, quoted_char};
use std::fmt;

/// The start position, as `Position::fen` writes it: the fixed pawns on the board, K, F, R, R, S,
/// S, N, N in each hand (written in Fairy-Stockfish's hand order), White to move.
pub const START_FEN: &str = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1";

/// A FEN that cannot be read. Each variant has a stable code.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseFenError {
    /// Empty, too long, not ASCII, or wrong number of fields.
    Syntax(String),
    Board(String),
    Hand(String),
    Turn(String),
    Counters(String),
}

impl ParseFenError {
    #[must_use]
    pub fn code(&self) -> ErrorCode {
        match self {
            ParseFenError::Syntax(_) => ErrorCode::FenSyntax,
            ParseFenError::Board(_) => ErrorCode::FenBoard,
            ParseFenError::Hand(_) => ErrorCode::FenHand,
            ParseFenError::Turn(_) => ErrorCode::FenTurn,
            ParseFenError::Counters(_) => ErrorCode::FenCounters,
        }
    }
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseFenError::Syntax(s)
            | ParseFenError::Board(s)
            | ParseFenError::Hand(s)
            | ParseFenError::Turn(s)
            | ParseFenError::Counters(s) => write!(f, "invalid FEN: {s}"),
        }
    }
}

impl std::error::Error for ParseFenError {}

/// A FEN that is unreadable or describes an illegal position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    Parse(ParseFenError),
    Position(PositionError),
}

impl FenError {
    #[must_use]
    pub fn code(&self) -> ErrorCode {
        match self {
            FenError::Parse(e) => e.code(),
            FenError::Position(e) => e.code(),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => e.fmt(f),
            FenError::Position(e) => write!(f, "illegal position: {e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> Self {
        FenError::Parse(e)
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> Self {
        FenError::Position(e)
    }
}

fn parse_board(text: &str) -> Result<(Board, Bitboard), ParseFenError> {
    let mut board = Board::empty();
    let mut promoted = Bitboard::EMPTY;
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(ParseFenError::Board(format!(
            "expected 8 ranks, found {}",
            ranks.len()
        )));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file: u8 = 0;
        let mut last: Option<Square> = None;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || file as u32 + d > 8 {
                    return Err(ParseFenError::Board(format!(
                        "rank {} is too long",
                        rank + 1
                    )));
                }
                file += d as u8;
                last = None;
            } else if c == '~' {
                match last {
                    // A promoted General, or (`pritchard`) a pawn that may no longer promote.
                    Some(sq) if matches!(board.role_at(sq), Some(Role::General | Role::Pawn)) => {
                        promoted = promoted.with(sq)
                    }
                    _ => {
                        return Err(ParseFenError::Board(
                            "'~' must follow a General or a pawn".to_string(),
                        ))
                    }
                }
            } else if let Some(piece) = Piece::from_char(c) {
                if file >= 8 {
                    return Err(ParseFenError::Board(format!(
                        "rank {} is too long",
                        rank + 1
                    )));
                }
                let sq = Square::from_coords(file, rank);
                board.put(sq, piece);
                last = Some(sq);
                file += 1;
            } else {
                return Err(ParseFenError::Board(format!(
                    "unexpected character {}",
                    quoted_char(c)
                )));
            }
        }
        if file != 8 {
            return Err(ParseFenError::Board(format!(
                "rank {} has {file} squares, expected 8",
                rank + 1
            )));
        }
    }
    Ok((board, promoted))
}

fn parse_hand(text: &str) -> Result<[Hand; 2], ParseFenError> {
    let mut hands = [Hand::default(); 2];
    if text == "-" {
        return Ok(hands);
    }
    for c in text.chars() {
        match Piece::from_char(c) {
            Some(p) => {
                if hands[p.color.index()].total() >= 16 {
                    return Err(ParseFenError::Hand("too many pieces in hand".to_string()));
                }
                hands[p.color.index()].add(p.role)
            }
            None => {
                return Err(ParseFenError::Hand(format!(
                    "unexpected character {}",
                    quoted_char(c)
                )))
            }
        }
    }
    Ok(hands)
}

fn parse_number(text: &str, what: &str) -> Result<u32, ParseFenError> {
    // Up to ten digits: the counters the engine writes go up to `MAX_HALFMOVE` and
    // `MAX_FULLMOVE` (checked by `Setup::validate`); more than `u32` holds is refused here.
    if text.is_empty() || text.len() > 10 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseFenError::Counters(format!(
            "bad {what} {}",
            quoted(text)
        )));
    }
    text.parse()
        .map_err(|_| ParseFenError::Counters(format!("bad {what} {}", quoted(text))))
}

/// Reads a FEN into an unchecked setup.
pub fn parse(fen: &str) -> Result<Setup, ParseFenError> {
    if fen.len() > limits::FEN {
        return Err(ParseFenError::Syntax(format!(
            "longer than {} characters",
            limits::FEN
        )));
    }
    if !fen.is_ascii() {
        return Err(ParseFenError::Syntax("not ASCII".to_string()));
    }
    let fields: Vec<&str> = fen.split_ascii_whitespace().collect();
    if fields.is_empty() {
        return Err(ParseFenError::Syntax("empty".to_string()));
    }
    if fields.len() > 6 {
        return Err(ParseFenError::Syntax(format!(
            "expected at most 6 fields, found {}",
            fields.len()
        )));
    }
    let placement = fields[0];
    let (board_text, hand_text) = match placement.find('[') {
        Some(open) => {
            if !placement.ends_with(']') {
                return Err(ParseFenError::Hand("missing ']'".to_string()));
            }
            (
                crate::uci::sub(placement, ..open),
                crate::uci::sub(placement, open + 1..placement.len() - 1),
            )
        }
        None => (placement, ""),
    };
    if hand_text.contains('[') || hand_text.contains(']') {
        return Err(ParseFenError::Hand("unbalanced brackets".to_string()));
    }
    let (board, promoted) = parse_board(board_text)?;
    let hands = parse_hand(hand_text)?;
    let turn = match fields.get(1) {
        None => Color::White,
        Some(&"w") => Color::White,
        Some(&"b") => Color::Black,
        Some(other) => {
            return Err(ParseFenError::Turn(format!(
                "side to move must be 'w' or 'b', found {}",
                quoted(other)
            )))
        }
    };
    // Field 3 (castling) is ignored; field 4 is the counting limit in plies or '-'.
    let counting_limit = match fields.get(3) {
        None | Some(&"-") => 0,
        Some(text) => parse_number(text, "counting limit")?,
    };
    let halfmove = match fields.get(4) {
        None => 0,
        Some(text) => parse_number(text, "halfmove clock")?,
    };
    let fullmove = match fields.get(5) {
        None => 1,
        Some(text) => parse_number(text, "fullmove number")?,
    };
    Ok(Setup {
        board,
        hands,
        promoted,
        turn,
        counting_limit,
        halfmove,
        fullmove: fullmove.max(1),
    })
}

/// Writes a setup exactly as Fairy-Stockfish does (`~` marks of Generals omitted); a pawn that
/// may no longer promote (`pritchard` only) is written `P~`.
#[must_use]
pub fn write(setup: &Setup) -> String {
    let mut out = String::with_capacity(80);
    for rank in (0..8u8).rev() {
        let mut empty = 0;
        for file in 0..8u8 {
            match setup.board.piece_at(Square::from_coords(file, rank)) {
                Some(p) => {
                    if empty > 0 {
                        out.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    out.push(p.char());
                    if p.role == Role::Pawn
                        && setup.promoted.contains(Square::from_coords(file, rank))
                    {
                        out.push('~');
                    }
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push((b'0' + empty) as char);
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push('[');
    for color in Color::ALL {
        for role in Role::HAND_ORDER {
            for _ in 0..setup.hands[color.index()].count(role) {
                out.push(Piece::new(color, role).char());
            }
        }
    }
    out.push(']');
    out.push(' ');
    out.push(setup.turn.fen_char());
    out.push_str(" - ");
    if setup.counting_limit > 0 {
        out.push_str(&setup.counting_limit.to_string());
    } else {
        out.push('-');
    }
    out.push_str(&format!(" {} {}", setup.halfmove, setup.fullmove));
    out
}

/// A FEN as a value: read into an unchecked `Setup` (`FromStr`), written back (`Display`), and
/// validated into a `Position` under a set of rules.
///
/// ```
/// use sittuyin::{Fen, Rules, START_FEN};
/// let fen: Fen = START_FEN.parse().unwrap();
/// assert_eq!(fen.to_string(), START_FEN);
/// let pos = fen.into_position(&Rules::CHESSPLAYX).unwrap();
/// assert_eq!(pos.legal_moves().len(), 88);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Fen(pub Setup);

impl Fen {
    /// The FEN of a position, holding what its text holds: promoted Generals are not marked
    /// (as Fairy-Stockfish writes them), `pritchard`'s spent pawns are.
    #[must_use]
    pub fn from_position(pos: &Position) -> Fen {
        let mut setup = pos.to_setup();
        setup.promoted &= setup.board.by_role(Role::Pawn);
        Fen(setup)
    }

    #[must_use]
    pub fn as_setup(&self) -> &Setup {
        &self.0
    }

    #[must_use]
    pub fn into_setup(self) -> Setup {
        self.0
    }

    /// Validates the setup under `rules`.
    pub fn into_position(self, rules: &'static Rules) -> Result<Position, PositionError> {
        Position::from_setup(&self.0, rules)
    }
}

impl std::str::FromStr for Fen {
    type Err = ParseFenError;

    fn from_str(text: &str) -> Result<Fen, ParseFenError> {
        parse(text).map(Fen)
    }
}

impl fmt::Display for Fen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write(&self.0))
    }
}

impl Position {
    /// Reads and validates a FEN.
    pub fn from_fen(fen: &str, rules: &'static Rules) -> Result<Position, FenError> {
        let fen: Fen = fen.parse()?;
        Ok(fen.into_position(rules)?)
    }

    /// The FEN, as Fairy-Stockfish writes it.
    #[must_use]
    pub fn fen(&self) -> String {
        Fen::from_position(self).to_string()
    }
}
