//! Every drawing rule in one home: when each holds in a position, and what it does under the
//! rules (off, a claim, or an automatic end). The game (status, claims) and the search ask these
//! same functions; only repetition needs a history, which each caller keeps its own way.

use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::rules::{DrawRule, Rules};
use crate::types::{Color, Role};

/// Dark squares (a1 is dark).
const DARK_SQUARES: Bitboard = Bitboard(0xAA55_AA55_AA55_AA55);

/// A drawing rule.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Draw {
    /// 100 plies without capture, pawn move, drop or promotion.
    FiftyMoves,
    /// The same position for the third time.
    Repetition,
    /// The count against a bare king ran out.
    Counting,
    /// King and one pawn, not in check, and every legal move a promotion.
    PromotionOnly,
    /// Neither side can ever mate (a dead position).
    InsufficientMaterial,
}

impl Draw {
    /// Every drawing rule, in the order the game reports them.
    pub const ALL: [Draw; 5] = [
        Draw::FiftyMoves,
        Draw::Repetition,
        Draw::Counting,
        Draw::PromotionOnly,
        Draw::InsufficientMaterial,
    ];

    /// What this rule does under `rules`.
    #[must_use]
    pub const fn rule(self, rules: &Rules) -> DrawRule {
        match self {
            Draw::FiftyMoves => rules.fifty_moves,
            Draw::Repetition => rules.repetition,
            Draw::Counting => rules.count_expired,
            Draw::PromotionOnly => rules.promotion_only,
            Draw::InsufficientMaterial => rules.insufficient_material,
        }
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The drawing rules that hold in a position, whatever the rules make of them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Draws(u8);

impl Draws {
    #[must_use]
    pub const fn contains(self, draw: Draw) -> bool {
        self.0 & draw.bit() != 0
    }

    #[must_use]
    pub const fn with(self, draw: Draw) -> Draws {
        Draws(self.0 | draw.bit())
    }

    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The draws held, in the order of `Draw::ALL`.
    pub fn iter(self) -> impl Iterator<Item = Draw> {
        Draw::ALL.into_iter().filter(move |&d| self.contains(d))
    }

    /// The first draw that ends the game by itself under `rules`.
    #[must_use]
    pub fn automatic(self, rules: &Rules) -> Option<Draw> {
        self.iter().find(|d| d.rule(rules) == DrawRule::Automatic)
    }

    /// The draws the player to move may claim under `rules`.
    pub fn claimable(self, rules: &Rules) -> impl Iterator<Item = Draw> + '_ {
        self.iter().filter(|d| d.rule(rules) == DrawRule::Claim)
    }

    /// Whether a search scores the position as a draw: a draw ends the game or may be claimed
    /// (the side that would lose claims it), or nobody can mate any more, which is a draw in
    /// value even where the rules only report it.
    #[must_use]
    pub fn is_draw_for_search(self, rules: &Rules) -> bool {
        self.contains(Draw::InsufficientMaterial)
            || self.iter().any(|d| d.rule(rules) != DrawRule::Off)
    }
}

impl Position {
    /// The drawing rules that hold here. `repeated` is the caller's repetition verdict (a
    /// game's threefold, or a repetition on a search path). A mate comes first: the 50-move
    /// and count draws hold even when the side to move is mated, so the caller asks for draws
    /// once it knows there is a legal move, or scores the mate before them.
    #[must_use]
    pub fn draws(&self, repeated: bool) -> Draws {
        let mut draws = Draws::default();
        if self.is_fifty_moves() {
            draws = draws.with(Draw::FiftyMoves);
        }
        if repeated {
            draws = draws.with(Draw::Repetition);
        }
        if self.is_count_expired() {
            draws = draws.with(Draw::Counting);
        }
        if self.is_promotion_only() {
            draws = draws.with(Draw::PromotionOnly);
        }
        if self.is_insufficient_material() {
            draws = draws.with(Draw::InsufficientMaterial);
        }
        draws
    }

    /// The plies the 50-move rule sees: the halfmove clock, which runs on hidden during a count
    /// where the rules keep it (`fairy`, as Fairy-Stockfish), and reads 0 while a count runs
    /// where they suspend it (the count gives the attacker its own, longer time).
    #[must_use]
    pub fn fifty_move_plies(&self) -> u32 {
        if self.rules().fifty_moves_during_count || self.counting_limit() == 0 {
            self.rule50()
        } else {
            0
        }
    }

    /// Whether 100 plies passed without capture, pawn move, drop or promotion, as the rules
    /// count them.
    #[must_use]
    pub fn is_fifty_moves(&self) -> bool {
        self.fifty_move_plies() >= 100
    }

    /// Whether the running count is over: the attacker's last counted move did not mate.
    #[must_use]
    pub fn is_count_expired(&self) -> bool {
        self.counting_limit() > 0 && self.counting_ply() > self.counting_limit()
    }

    /// Whether `color` can never mate, as Fairy-Stockfish's `has_insufficient_material` decides:
    /// pieces in hand, a chariot or an elephant can mate; horses and pawns need another non-king
    /// piece on the board; generals need generals on both square colours or some other non-king
    /// piece (of either side) on the board.
    #[must_use]
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let b = self.board();
        if !self.hand(color).is_empty() {
            return false;
        }
        if (b.by_piece(color, Role::Chariot) | b.by_piece(color, Role::Elephant)).any() {
            return false;
        }
        let non_kings = b.occupied() & !b.by_role(Role::King);
        let horses_pawns = b.by_role(Role::Horse) | b.by_role(Role::Pawn);
        if (b.by_color(color) & horses_pawns).any() && non_kings.more_than_one() {
            return false;
        }
        let generals = b.by_role(Role::General);
        let unbound = non_kings & !generals;
        if b.by_piece(color, Role::General).any()
            && (((generals & DARK_SQUARES).any() && (generals & !DARK_SQUARES).any())
                || unbound.any())
        {
            return false;
        }
        true
    }

    /// Whether `color` wins when its opponent's time runs out: it could still mate by some
    /// series of legal moves with what it has (not [`Position::has_insufficient_material`]);
    /// otherwise the flag draws. This is the per-side question of the dead-position rule, as
    /// lichess and FIDE 6.9 answer a flag against a side that cannot mate; during placement
    /// the pieces in hand can always mate.
    #[must_use]
    pub fn wins_on_time(&self, color: Color) -> bool {
        !self.has_insufficient_material(color)
    }

    /// Whether neither side can ever mate (a dead position).
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        self.has_insufficient_material(Color::White) && self.has_insufficient_material(Color::Black)
    }

    /// Rule 3.9 c.7 of the Myanmar federation book: the side to move has exactly king and one
    /// pawn, is not in check, and every legal move is a promotion.
    #[must_use]
    pub fn is_promotion_only(&self) -> bool {
        let us = self.turn();
        if self.board().by_color(us).count() != 2
            || self.board().by_piece(us, Role::Pawn).count() != 1
        {
            return false;
        }
        if self.is_check() {
            return false;
        }
        self.legal_moves().iter().all(|m| m.is_promotion())
    }
}
