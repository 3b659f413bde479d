//! A validated position: board, hands, side to move, counters; copy-make with Zobrist hashing.

use crate::bitboard::Bitboard;
use crate::board::{Board, Hand};
use crate::moves::Move;
use crate::rules::{CountingLimits, CountingTrigger, PlacementOrder, Rules};
use crate::setup::{PositionError, Setup, MAX_FULLMOVE, MAX_HALFMOVE};
use crate::square::Square;
use crate::types::{Color, Piece, Role};
use crate::zobrist;

/// White ranks 1-3 / Black ranks 6-8: where each side places its pieces.
#[must_use]
pub const fn placement_region(color: Color) -> Bitboard {
    match color {
        Color::White => Bitboard(0x0000_0000_00ff_ffff),
        Color::Black => Bitboard(0xffff_ff00_0000_0000),
    }
}

/// The squares of the long diagonals on the opponent's half: White a8 b7 c6 d5 e5 f6 g7 h8,
/// Black a1 b2 c3 d4 e4 f3 g2 h1.
#[must_use]
#[inline(always)]
pub const fn promotion_squares(color: Color) -> Bitboard {
    match color {
        // a8 b7 c6 d5 | e5 f6 g7 h8
        Color::White => Bitboard(
            (1 << 56)
                | (1 << 49)
                | (1 << 42)
                | (1 << 35)
                | (1 << 36)
                | (1 << 45)
                | (1 << 54)
                | (1 << 63),
        ),
        // a1 b2 c3 d4 | e4 f3 g2 h1
        Color::Black => Bitboard(
            1 | (1 << 9) | (1 << 18) | (1 << 27) | (1 << 28) | (1 << 21) | (1 << 14) | (1 << 7),
        ),
    }
}

/// Where a pawn in hand of `color` may be placed, before occupancy: the region, minus the back
/// rank unless the rules allow it there (no promotion square lies in a region).
#[must_use]
pub const fn pawn_drop_region(rules: &Rules, color: Color) -> Bitboard {
    if rules.pawn_drops_on_back_rank {
        placement_region(color)
    } else {
        Bitboard(placement_region(color).0 & !back_rank(color).0)
    }
}

/// The rank a side starts on (rank 1 for White, rank 8 for Black), as a mask.
#[must_use]
pub const fn back_rank(color: Color) -> Bitboard {
    match color {
        Color::White => Bitboard::rank(0),
        Color::Black => Bitboard::rank(7),
    }
}

/// A legal position under a set of rules.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    board: Board,
    hands: [Hand; 2],
    promoted: Bitboard,
    /// Pawns that left a promotion square without promoting (`pritchard` only; else empty).
    spent: Bitboard,
    turn: Color,
    /// Plies since the last capture or pawn move; runs on, hidden, during a count.
    rule50: u32,
    /// Counting limit in plies, 0 when no count runs.
    counting_limit: u32,
    /// Plies counted since the count started.
    counting_ply: u32,
    /// Plies since the start of the game (derived from the fullmove number).
    game_ply: u32,
    hash: u64,
    rules: &'static Rules,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.hands == other.hands
            && self.spent == other.spent
            && self.turn == other.turn
            && self.rule50 == other.rule50
            && self.counting_limit == other.counting_limit
            && self.counting_ply == other.counting_ply
            && self.game_ply == other.game_ply
            && self.rules == other.rules
    }
}

impl Eq for Position {}

impl Position {
    /// The start position: pawns fixed, every other piece in hand.
    #[must_use]
    pub fn start(rules: &'static Rules) -> Position {
        let mut board = Board::empty();
        for name in ["a3", "b3", "c3", "d3", "e4", "f4", "g4", "h4"] {
            board.put(
                Square::parse(name).unwrap_or(Square::new(0)),
                Piece::new(Color::White, Role::Pawn),
            );
        }
        for name in ["a5", "b5", "c5", "d5", "e6", "f6", "g6", "h6"] {
            board.put(
                Square::parse(name).unwrap_or(Square::new(0)),
                Piece::new(Color::Black, Role::Pawn),
            );
        }
        let mut pos = Position {
            board,
            hands: [Hand::START, Hand::START],
            promoted: Bitboard::EMPTY,
            spent: Bitboard::EMPTY,
            turn: Color::White,
            rule50: 0,
            counting_limit: 0,
            counting_ply: 0,
            game_ply: 0,
            hash: 0,
            rules,
        };
        pos.hash = pos.compute_hash();
        pos
    }

    /// Validates a setup under `rules`.
    pub fn from_setup(setup: &Setup, rules: &'static Rules) -> Result<Position, PositionError> {
        setup.validate()?;
        for color in Color::ALL {
            // A pawn on its own back rank can only have been placed there.
            let pawns = setup.board.by_piece(color, Role::Pawn);
            if (pawns & back_rank(color) & !pawn_drop_region(rules, color)).any() {
                return Err(PositionError::PawnOnBackRank(color));
            }
        }
        let mut pos = Position {
            board: setup.board,
            hands: setup.hands,
            promoted: setup.promoted & setup.board.by_role(Role::General),
            spent: if rules.promotion_lost_on_leaving {
                setup.promoted & setup.board.by_role(Role::Pawn)
            } else {
                Bitboard::EMPTY
            },
            turn: setup.turn,
            rule50: setup.halfmove,
            counting_limit: setup.counting_limit,
            counting_ply: 0,
            game_ply: setup.game_ply(),
            hash: 0,
            rules,
        };
        // Fairy-Stockfish: with a counting limit, the fifth field is the counting ply.
        if pos.counting_limit > 0 {
            pos.counting_ply = pos.rule50;
            pos.rule50 = 0;
        }
        pos.hash = pos.compute_hash();
        // The side not to move may not be in check, as the side to move would take its king;
        // except in sequential placement, where a drop may give check and keep the turn: the
        // placing side drops again (never a board move while it holds pieces, see movegen).
        let places_again = rules.placement == PlacementOrder::Sequential
            && !pos.hands[pos.turn.index()].is_empty();
        if pos.is_king_attacked(pos.turn.other()) && !places_again {
            return Err(PositionError::OppositeCheck);
        }
        Ok(pos)
    }

    /// The unchecked setup of this position.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let (limit, halfmove) = if self.counting_limit > 0 {
            (self.counting_limit, self.counting_ply)
        } else {
            (0, self.rule50)
        };
        Setup {
            board: self.board,
            hands: self.hands,
            promoted: self.promoted | self.spent,
            turn: self.turn,
            counting_limit: limit,
            halfmove,
            fullmove: 1 + (self.game_ply - u32::from(self.turn == Color::Black)) / 2,
        }
    }

    #[inline(always)]
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    #[inline(always)]
    #[must_use]
    pub fn hand(&self, color: Color) -> &Hand {
        &self.hands[color.index()]
    }

    #[inline(always)]
    #[must_use]
    pub fn turn(&self) -> Color {
        self.turn
    }

    #[inline(always)]
    #[must_use]
    pub fn rules(&self) -> &'static Rules {
        self.rules
    }

    /// Zobrist hash of board, hands and side to move (what repetition compares).
    #[inline(always)]
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Plies since the last capture or pawn move (hidden during a count).
    #[must_use]
    pub fn rule50(&self) -> u32 {
        self.rule50
    }

    /// Counting limit in plies, or 0.
    #[must_use]
    pub fn counting_limit(&self) -> u32 {
        self.counting_limit
    }

    /// Plies counted since the count started.
    #[must_use]
    pub fn counting_ply(&self) -> u32 {
        self.counting_ply
    }

    #[must_use]
    pub fn game_ply(&self) -> u32 {
        self.game_ply
    }

    #[must_use]
    pub fn fullmove(&self) -> u32 {
        self.to_setup().fullmove
    }

    /// Whether the piece on `sq` is a promoted General.
    #[must_use]
    pub fn is_promoted(&self, sq: Square) -> bool {
        self.promoted.contains(sq)
    }

    /// Whether either side still holds pieces to place.
    #[must_use]
    pub fn is_placement(&self) -> bool {
        !self.hands[0].is_empty() || !self.hands[1].is_empty()
    }

    #[must_use]
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (sq, p) in self.board.pieces() {
            h ^= zobrist::piece(p.color, p.role, sq);
        }
        for color in Color::ALL {
            for role in Role::ALL {
                h ^= zobrist::hand(color, role, self.hands[color.index()].count(role));
            }
        }
        if self.turn == Color::Black {
            h ^= zobrist::black_to_move();
        }
        for sq in self.spent {
            h ^= zobrist::spent(sq);
        }
        h
    }

    /// Pawns that left a promotion square without promoting (`pritchard`; else empty).
    #[must_use]
    pub fn spent_pawns(&self) -> Bitboard {
        self.spent
    }

    /// Whether the pawn on `sq` has lost the right to promote (`pritchard`).
    #[must_use]
    pub fn is_spent(&self, sq: Square) -> bool {
        self.spent.contains(sq)
    }

    /// Pieces of `color` attacking `sq`, with `occupied` as the blockers for chariots.
    #[inline]
    #[must_use]
    pub fn attackers_to(&self, sq: Square, color: Color, occupied: Bitboard) -> Bitboard {
        self.board.attackers_to(sq, color, occupied)
    }

    /// Enemy pieces giving check to the side to move.
    #[inline]
    #[must_use]
    pub fn checkers(&self) -> Bitboard {
        match self.board.king_of(self.turn) {
            Some(king) => self.attackers_to(king, self.turn.other(), self.board.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    #[must_use]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Whether `color`'s king is attacked.
    #[must_use]
    pub fn is_king_attacked(&self, color: Color) -> bool {
        self.board.is_king_attacked(color)
    }

    /// Count limit in moves of the stronger side when `color` is a bare king, per the rules'
    /// trigger and limits (ASEAN: any chariot 16, else any elephant 44, else any horse 64, with no
    /// pawn on the board), or 0 when no count applies.
    #[must_use]
    pub fn count_limit(&self, color: Color) -> u32 {
        let b = &self.board;
        if b.by_color(color).more_than_one() {
            return 0;
        }
        if self.rules.counting_trigger == CountingTrigger::BareKingNoPawns
            && b.by_role(Role::Pawn).any()
        {
            return 0;
        }
        let them = color.other();
        let has = |role: Role| b.by_piece(them, role).any();
        match self.rules.counting_limits {
            CountingLimits::Asean => {
                if has(Role::Chariot) {
                    16
                } else if has(Role::Elephant) {
                    44
                } else if has(Role::Horse) {
                    64
                } else {
                    0
                }
            }
            CountingLimits::Pritchard => {
                let centre = ["d4", "e4", "d5", "e5"];
                let king_in_centre = b
                    .king_of(color)
                    .is_some_and(|k| centre.iter().any(|c| Square::parse(c) == Some(k)));
                match (has(Role::Chariot), king_in_centre) {
                    (true, true) => 21,
                    (true, false) => 16,
                    _ => 0,
                }
            }
            CountingLimits::Federation => {
                if has(Role::Chariot) {
                    16
                } else if has(Role::Elephant) && has(Role::General) {
                    44
                } else if has(Role::Horse) && has(Role::General) {
                    64
                } else {
                    0
                }
            }
        }
    }

    /// Who places next after `color` dropped a piece (sequential placement keeps the turn).
    fn next_turn(&self, mover: Color, was_drop: bool) -> Color {
        if was_drop
            && self.rules.placement == PlacementOrder::Sequential
            && !self.hands[mover.index()].is_empty()
        {
            mover
        } else {
            mover.other()
        }
    }

    /// Plays a move known to be legal (from `legal_moves`).
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let them = us.other();
        self.tick_counters();
        let mut captured = false;
        match m {
            Move::Drop { role, to } => {
                // `pritchard`: placed on an own pawn, which goes to the hand.
                if self.board.piece_at(to) == Some(Piece::new(us, Role::Pawn)) {
                    self.board.remove(to, Piece::new(us, Role::Pawn));
                    self.hash ^= zobrist::piece(us, Role::Pawn, to);
                    if self.spent.contains(to) {
                        self.spent = self.spent.without(to);
                        self.hash ^= zobrist::spent(to);
                    }
                    let hand = &mut self.hands[us.index()];
                    self.hash ^= zobrist::hand(us, Role::Pawn, hand.count(Role::Pawn));
                    hand.add(Role::Pawn);
                    self.hash ^= zobrist::hand(us, Role::Pawn, hand.count(Role::Pawn));
                }
                let hand = &mut self.hands[us.index()];
                self.hash ^= zobrist::hand(us, role, hand.count(role));
                hand.remove(role);
                self.hash ^= zobrist::hand(us, role, hand.count(role));
                self.board.put(to, Piece::new(us, role));
                self.hash ^= zobrist::piece(us, role, to);
            }
            Move::Normal {
                role,
                from,
                to,
                capture,
            } => {
                if let Some(victim) = capture {
                    self.capture_on(to, them, victim);
                    captured = true;
                }
                self.board.remove(from, Piece::new(us, role));
                self.board.put(to, Piece::new(us, role));
                self.hash ^= zobrist::piece(us, role, from) ^ zobrist::piece(us, role, to);
                if self.promoted.contains(from) {
                    self.promoted = self.promoted.without(from).with(to);
                }
                if role == Role::Pawn && self.rules.promotion_lost_on_leaving {
                    // A spent pawn stays spent; one leaving a promotion square becomes spent.
                    let was_spent = self.spent.contains(from);
                    if was_spent {
                        self.spent = self.spent.without(from);
                        self.hash ^= zobrist::spent(from);
                    }
                    if was_spent || promotion_squares(us).contains(from) {
                        self.spent = self.spent.with(to);
                        self.hash ^= zobrist::spent(to);
                    }
                }
            }
            Move::Promotion { from, to, capture } => {
                if let Some(victim) = capture {
                    self.capture_on(to, them, victim);
                    captured = true;
                }
                self.board.remove(from, Piece::new(us, Role::Pawn));
                self.board.put(to, Piece::new(us, Role::General));
                self.hash ^=
                    zobrist::piece(us, Role::Pawn, from) ^ zobrist::piece(us, Role::General, to);
                self.promoted = self.promoted.with(to);
            }
        }
        if m.is_zeroing() {
            self.rule50 = 0;
        }
        let next = self.next_turn(us, m.is_drop());
        if next != us {
            self.hash ^= zobrist::black_to_move();
        }
        self.turn = next;
        // game_ply = 2 * (fullmove - 1) + (Black to move). The fullmove number grows after
        // Black's move and, in sequential placement, after each drop that keeps White's turn
        // (White's drops are moves 1..8, Black's follow as 8... to 15..., play starts at 16).
        self.advance_game_ply(us, next);
        // A count starts on the first ply where the side to move is a bare king facing enough
        // material (after a capture, a promotion or any other move), and restarts after a
        // capture against a bare king. A running count never restarts because the attacker
        // promoted, except under `fairy` (Fairy-Stockfish restarts it).
        let stm = self.turn;
        let restart = (captured || (m.is_promotion() && self.rules.promotion_restarts_count))
            && !self.board.by_color(stm).more_than_one();
        if self.counting_limit == 0 || restart {
            let limit = self.count_limit(stm);
            if limit > 0 {
                self.counting_limit = 2 * limit;
                self.counting_ply = 0;
            }
        }
    }

    /// Removes the enemy piece captured on `sq`, with its marks.
    fn capture_on(&mut self, sq: Square, them: Color, victim: Role) {
        self.board.remove(sq, Piece::new(them, victim));
        self.hash ^= zobrist::piece(them, victim, sq);
        self.promoted = self.promoted.without(sq);
        if self.spent.contains(sq) {
            self.spent = self.spent.without(sq);
            self.hash ^= zobrist::spent(sq);
        }
    }

    /// The position after a legal move.
    #[must_use]
    pub fn after(&self, m: Move) -> Position {
        let mut next = *self;
        next.play_unchecked(m);
        next
    }

    /// The same position with the other side to move: not a move of the game, only the search's
    /// null-move pruning asks for it (the counters run on as after a quiet move).
    #[must_use]
    pub fn null_move(&self) -> Position {
        let mut next = *self;
        next.turn = self.turn.other();
        next.hash ^= zobrist::black_to_move();
        next.tick_counters();
        next.advance_game_ply(self.turn, next.turn);
        next
    }

    /// One more ply on the 50-move clock and the running count; both stop at `MAX_HALFMOVE`,
    /// so that the FEN of any position reached reads back.
    fn tick_counters(&mut self) {
        self.rule50 = (self.rule50 + 1).min(MAX_HALFMOVE);
        if self.counting_limit > 0 {
            self.counting_ply = (self.counting_ply + 1).min(MAX_HALFMOVE);
        }
    }

    /// The game ply after `us` moved and `next` is to move: game_ply = 2 * (fullmove - 1) +
    /// (Black to move); the fullmove number stops at `MAX_FULLMOVE`.
    fn advance_game_ply(&mut self, us: Color, next: Color) {
        let full =
            (self.game_ply / 2 + u32::from(us == Color::Black || next == us)).min(MAX_FULLMOVE - 1);
        self.game_ply = 2 * full + u32::from(next == Color::Black);
    }

    /// The same position with colours swapped and the board turned upside down.
    #[must_use]
    pub fn flip_colors(&self) -> Position {
        let mut board = Board::empty();
        for (sq, p) in self.board.pieces() {
            board.put(sq.flip_vertical(), Piece::new(p.color.other(), p.role));
        }
        let mut pos = *self;
        pos.board = board;
        pos.hands = [self.hands[1], self.hands[0]];
        pos.promoted = self.promoted.flip_vertical();
        pos.spent = self.spent.flip_vertical();
        pos.turn = self.turn.other();
        pos.game_ply = self.game_ply ^ 1;
        pos.hash = pos.compute_hash();
        pos
    }
}
