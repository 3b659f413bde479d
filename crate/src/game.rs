//! A game: history with undo/redo, repetition, counting, claims and results.

use crate::draws::Draw;
use crate::drops::DropRefusal;
use crate::errors::ErrorCode;
use crate::fen::FenError;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;
use crate::square::Square;
use crate::types::{Color, Role};
use crate::uci::MoveError;
use std::fmt;

/// Why a game ended, or what a player may claim.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Reason {
    Checkmate,
    Stalemate,
    InsufficientMaterial,
    Counting,
    FiftyMoves,
    Repetition,
    PromotionOnly,
    Resignation,
    Agreement,
    /// A player's time ran out: a loss, or a draw when the other side cannot mate.
    Timeout,
}

impl Reason {
    pub const ALL: [Reason; 10] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::InsufficientMaterial,
        Reason::Counting,
        Reason::FiftyMoves,
        Reason::Repetition,
        Reason::PromotionOnly,
        Reason::Resignation,
        Reason::Agreement,
        Reason::Timeout,
    ];

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::Counting => "counting",
            Reason::FiftyMoves => "fifty-moves",
            Reason::Repetition => "repetition",
            Reason::PromotionOnly => "promotion-only",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Timeout => "timeout",
        }
    }

    /// The PGN `Termination` tag's value: `time forfeit` for a flag (the standard value), the
    /// reason's name otherwise.
    #[must_use]
    pub const fn termination(self) -> &'static str {
        match self {
            Reason::Timeout => "time forfeit",
            other => other.name(),
        }
    }

    /// The reason a PGN `Termination` tag names (`time forfeit` or a reason's name).
    #[must_use]
    pub fn from_termination(value: &str) -> Option<Reason> {
        if value.trim().eq_ignore_ascii_case("time forfeit") {
            return Some(Reason::Timeout);
        }
        Reason::from_name(value.trim())
    }

    #[must_use]
    pub fn from_name(name: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.name() == name)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl From<Draw> for Reason {
    fn from(draw: Draw) -> Reason {
        match draw {
            Draw::FiftyMoves => Reason::FiftyMoves,
            Draw::Repetition => Reason::Repetition,
            Draw::Counting => Reason::Counting,
            Draw::PromotionOnly => Reason::PromotionOnly,
            Draw::InsufficientMaterial => Reason::InsufficientMaterial,
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Color>,
    pub reason: Reason,
}

impl Outcome {
    /// `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// A running count (bare king, no pawns): the attacker must mate in time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Counting {
    /// The bare king's side.
    pub side: Color,
    /// Plies counted so far.
    pub ply: u32,
    /// Limit in plies.
    pub limit: u32,
}

impl Counting {
    /// Moves the attacker has made since the count started.
    #[must_use]
    pub fn moves(&self) -> u32 {
        self.ply / 2
    }

    /// The limit in the attacker's moves.
    #[must_use]
    pub fn limit_moves(&self) -> u32 {
        self.limit / 2
    }
}

/// The state of play.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Status {
    pub outcome: Option<Outcome>,
    /// Draws the side to move may claim now.
    pub claimable: Vec<Reason>,
    pub counting: Option<Counting>,
    /// Neither side can mate any more (Fairy-Stockfish's `has_insufficient_material` for both),
    /// whether or not the rules end the game for it: `fairy` only reports it.
    pub dead_position: bool,
}

/// Why a game action was refused. Each variant has a stable code.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GameError {
    Move(MoveError),
    Fen(FenError),
    /// The game is over; no more moves.
    GameOver,
    /// No such draw can be claimed now.
    NoDraw(String),
    /// Unknown rules name.
    Rules(String),
    Pgn(String),
}

impl GameError {
    #[must_use]
    pub fn code(&self) -> ErrorCode {
        match self {
            GameError::Move(e) => e.code(),
            GameError::Fen(e) => e.code(),
            GameError::GameOver => ErrorCode::GameOver,
            GameError::NoDraw(_) => ErrorCode::NoDraw,
            GameError::Rules(_) => ErrorCode::Rules,
            GameError::Pgn(_) => ErrorCode::Pgn,
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Move(e) => e.fmt(f),
            GameError::Fen(e) => e.fmt(f),
            GameError::GameOver => f.write_str("the game is over"),
            GameError::NoDraw(s) => write!(f, "no draw to claim: {s}"),
            GameError::Rules(s) => {
                write!(
                    f,
                    "unknown rules {} (expected one of: ",
                    crate::uci::quoted(s)
                )?;
                for (i, r) in Rules::PRESETS.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    f.write_str(r.name)?;
                }
                f.write_str(")")
            }
            GameError::Pgn(s) => write!(f, "invalid PGN: {s}"),
        }
    }
}

impl std::error::Error for GameError {}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> Self {
        GameError::Move(e)
    }
}

impl From<FenError> for GameError {
    fn from(e: FenError) -> Self {
        GameError::Fen(e)
    }
}

/// A game from a start position, with its moves, an undo/redo stack and a result.
#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[0]` is the initial position; `positions[i]` follows `moves[i - 1]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// Undone moves, the next to redo last.
    redo_stack: Vec<Move>,
    /// An end set by the players: resignation, agreement, or a claimed draw.
    declared: Option<Outcome>,
    /// Whether the game started from a FEN other than the start position.
    custom_start: bool,
    /// The tags of the PGN the game was read from, in order (empty otherwise).
    tags: Vec<(String, String)>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new(&Rules::CHESSPLAYX)
    }
}

impl Game {
    /// A game from the start position.
    #[must_use]
    pub fn new(rules: &'static Rules) -> Game {
        Game::from_position(Position::start(rules), false)
    }

    /// A game from a FEN.
    pub fn from_fen(fen: &str, rules: &'static Rules) -> Result<Game, GameError> {
        let pos = Position::from_fen(fen, rules)?;
        let custom = pos.fen() != Position::start(rules).fen();
        Ok(Game::from_position(pos, custom))
    }

    #[must_use]
    pub fn from_position(pos: Position, custom_start: bool) -> Game {
        Game {
            positions: vec![pos],
            moves: Vec::new(),
            redo_stack: Vec::new(),
            declared: None,
            custom_start,
            tags: Vec::new(),
        }
    }

    /// The tags of the PGN the game was read from (all, in the file's order), or none.
    #[must_use]
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// Sets the tags `pgn()` writes back (the descriptive ones, and any others it does not
    /// compute itself).
    pub fn set_tags(&mut self, tags: Vec<(String, String)>) {
        self.tags = tags;
    }

    /// Forgets the undone moves (a game read from a PGN starts with none to redo).
    pub(crate) fn clear_redo(&mut self) {
        self.redo_stack.clear();
    }

    #[must_use]
    pub fn rules(&self) -> &'static Rules {
        self.initial().rules()
    }

    #[must_use]
    pub fn initial(&self) -> &Position {
        &self.positions[0]
    }

    #[must_use]
    pub fn has_custom_start(&self) -> bool {
        self.custom_start
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Positions from the initial one to the current one.
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Hashes of the positions before the current one, oldest first (for the search).
    #[must_use]
    pub fn history_hashes(&self) -> Vec<u64> {
        self.positions[..self.positions.len() - 1]
            .iter()
            .map(Position::hash)
            .collect()
    }

    #[must_use]
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// SAN of every move played.
    #[must_use]
    pub fn san_history(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(&m, pos)| pos.san(m))
            .collect()
    }

    /// How a move list numbers each ply played, decided here once for the PGN and for user
    /// interfaces: `Some("12.")` opens a row with a White move; a Black move continues the row
    /// of the White move of the same number (`None`), or opens its own, `Some("12...")`, when it
    /// answers none (the first move from a Black-to-move FEN, Black's drops in sequential
    /// placement, which are numbered 8... to 15...).
    #[must_use]
    pub fn move_numbers(&self) -> Vec<Option<String>> {
        (0..self.moves.len()).map(|i| self.move_number(i)).collect()
    }

    /// The number of ply `i` (0-based) as `move_numbers` gives it; it depends on this ply's
    /// position and the one before only, so a move list can be extended one ply at a time.
    #[must_use]
    pub fn move_number(&self, i: usize) -> Option<String> {
        let pos = &self.positions[i];
        let fullmove = pos.fullmove();
        let previous = i
            .checked_sub(1)
            .map(|j| (self.positions[j].turn(), self.positions[j].fullmove()));
        match pos.turn() {
            Color::White => Some(format!("{fullmove}.")),
            Color::Black if previous == Some((Color::White, fullmove)) => None,
            Color::Black => Some(format!("{fullmove}...")),
        }
    }

    /// Plays a move given in UCI or SAN.
    pub fn play(&mut self, text: &str) -> Result<Move, GameError> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        let m = self.position().parse_san(text)?;
        self.push(m);
        Ok(m)
    }

    /// Plays a move from `legal_moves` of the current position.
    pub fn play_move(&mut self, m: Move) -> Result<(), GameError> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        if !self.position().is_legal(m) {
            return Err(GameError::Move(MoveError::Illegal(m.to_uci())));
        }
        self.push(m);
        Ok(())
    }

    fn push(&mut self, m: Move) {
        let next = self.position().after(m);
        self.positions.push(next);
        self.moves.push(m);
        if self.redo_stack.last() == Some(&m) {
            self.redo_stack.pop();
        } else {
            self.redo_stack.clear();
        }
    }

    /// Takes back the last move (and any declared end).
    pub fn undo(&mut self) -> Option<Move> {
        self.declared = None;
        let m = self.moves.pop()?;
        self.positions.pop();
        self.redo_stack.push(m);
        Some(m)
    }

    /// Replays the last undone move.
    pub fn redo(&mut self) -> Option<Move> {
        let m = *self.redo_stack.last()?;
        if self.outcome().is_some() {
            return None;
        }
        self.push(m);
        Some(m)
    }

    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.redo_stack.is_empty()
    }

    /// Why the side to move may not place `role` on `square` now (`None`: the drop is legal).
    #[must_use]
    pub fn drop_refusal(&self, role: Role, square: Square) -> Option<DropRefusal> {
        if self.outcome().is_some() {
            return Some(DropRefusal::GameOver);
        }
        self.position().drop_refusal(role, square)
    }

    /// Whether the current position occurred twice before (threefold), within the span
    /// Fairy-Stockfish looks at: since the last capture or pawn move.
    #[must_use]
    pub fn is_threefold(&self) -> bool {
        let current = self.position();
        let end = (current.rule50() as usize).min(self.moves.len());
        let n = self.positions.len() - 1;
        let mut count = 0;
        let mut i = 4;
        while i <= end {
            if self.positions[n - i].hash() == current.hash() {
                count += 1;
                if count >= 2 {
                    return true;
                }
            }
            i += 2;
        }
        false
    }

    /// The running count, if any.
    #[must_use]
    pub fn counting(&self) -> Option<Counting> {
        let pos = self.position();
        if pos.counting_limit() == 0 {
            return None;
        }
        let side = Color::ALL
            .into_iter()
            .find(|&c| !pos.board().by_color(c).more_than_one())?;
        Some(Counting {
            side,
            ply: pos.counting_ply(),
            limit: pos.counting_limit(),
        })
    }

    /// The state of play: result, claimable draws, count.
    #[must_use]
    pub fn status(&self) -> Status {
        let pos = self.position();
        let counting = self.counting();
        let dead_position = pos.is_insufficient_material();
        let end = |outcome: Outcome| Status {
            outcome: Some(outcome),
            claimable: Vec::new(),
            counting,
            dead_position,
        };
        if let Some(outcome) = self.declared {
            return end(outcome);
        }
        if !pos.has_legal_moves() {
            return end(if pos.is_check() {
                Outcome {
                    winner: Some(pos.turn().other()),
                    reason: Reason::Checkmate,
                }
            } else {
                Outcome {
                    winner: None,
                    reason: Reason::Stalemate,
                }
            });
        }
        // The side to move has a move, so no draw below can hide a mate.
        let rules = self.rules();
        let draws = pos.draws(self.is_threefold());
        if let Some(draw) = draws.automatic(rules) {
            return end(Outcome {
                winner: None,
                reason: draw.into(),
            });
        }
        Status {
            outcome: None,
            claimable: draws.claimable(rules).map(Reason::from).collect(),
            counting,
            dead_position,
        }
    }

    /// The end of the game, if it is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.status().outcome
    }

    /// Claims a draw: the given reason, or the first claimable one.
    pub fn claim_draw(&mut self, reason: Option<Reason>) -> Result<Reason, GameError> {
        let status = self.status();
        if status.outcome.is_some() {
            return Err(GameError::GameOver);
        }
        let reason = match reason {
            Some(r) if status.claimable.contains(&r) => r,
            Some(r) => return Err(GameError::NoDraw(format!("{r} cannot be claimed now"))),
            None => *status
                .claimable
                .first()
                .ok_or_else(|| GameError::NoDraw("nothing to claim".to_string()))?,
        };
        self.declared = Some(Outcome {
            winner: None,
            reason,
        });
        Ok(reason)
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        self.declared = Some(Outcome {
            winner: Some(color.other()),
            reason: Reason::Resignation,
        });
        Ok(())
    }

    /// `color`'s time ran out (its flag fell). The other side wins, unless it can never mate
    /// with what it has ([`Position::wins_on_time`]): then the game is drawn. Either way the
    /// reason is [`Reason::Timeout`]; `undo` takes it back like any declared end.
    pub fn timeout(&mut self, color: Color) -> Result<Outcome, GameError> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        let opponent = color.other();
        let outcome = Outcome {
            winner: self.position().wins_on_time(opponent).then_some(opponent),
            reason: Reason::Timeout,
        };
        self.declared = Some(outcome);
        Ok(outcome)
    }

    /// The players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        self.declared = Some(Outcome {
            winner: None,
            reason: Reason::Agreement,
        });
        Ok(())
    }

    /// Restores an end recorded elsewhere (e.g. a PGN result of a resigned game).
    pub(crate) fn declare(&mut self, outcome: Outcome) {
        self.declared = Some(outcome);
    }
}
