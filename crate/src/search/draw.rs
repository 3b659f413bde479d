//! Draws inside the search: repetition against the game history and the search path, the
//! 50-move rule, count expiry, the promotion-only draw, insufficient material; and what a draw
//! is worth (the contempt).

use super::{Search, MATE};
use crate::position::Position;
use crate::rules::DrawRule;

impl Search<'_> {
    /// Whether the current position repeats: once within the search, or twice in all.
    pub(super) fn is_repetition(&self, pos: &Position, ply: usize) -> bool {
        let hash = pos.hash();
        let len = self.stack.len();
        let span = (pos.rule50() as usize).min(len);
        let mut count = 0;
        let mut d = 4;
        while d <= span {
            if self.stack[len - d] == hash {
                if d <= ply {
                    return true;
                }
                count += 1;
                if count >= 2 {
                    return true;
                }
            }
            d += 2;
        }
        false
    }

    /// The score of a position that is drawn (or mated under a drawing counter), if it is.
    pub(super) fn draw_score(&self, pos: &Position, ply: usize, in_check: bool) -> Option<i32> {
        let rules = pos.rules();
        if pos.is_insufficient_material() {
            return Some(self.draw_value(pos));
        }
        if rules.repetition != DrawRule::Off && self.is_repetition(pos, ply) {
            return Some(self.draw_value(pos));
        }
        let fifty = rules.fifty_moves != DrawRule::Off
            && pos.rule50() >= 100
            && (rules.fifty_moves_during_count || pos.counting_limit() == 0);
        let count_expired = rules.count_expired != DrawRule::Off
            && pos.counting_limit() > 0
            && pos.counting_ply() > pos.counting_limit();
        if fifty || count_expired {
            // A mate delivered on the last move still wins.
            if in_check && !pos.has_legal_moves() {
                return Some(-MATE + ply as i32);
            }
            return Some(self.draw_value(pos));
        }
        if rules.promotion_only != DrawRule::Off
            && pos.board().by_color(pos.turn()).count() == 2
            && pos.is_promotion_only()
        {
            return Some(self.draw_value(pos));
        }
        None
    }

    /// What a draw is worth to the side to move: minus the contempt for the side the search is
    /// for, plus it for the opponent (a positive contempt plays on rather than settling).
    pub(super) fn draw_value(&self, pos: &Position) -> i32 {
        if pos.turn() == self.root_color {
            -self.contempt
        } else {
            self.contempt
        }
    }
}
