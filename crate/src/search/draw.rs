//! Draws inside the search: repetition against the game history and the search path, every
//! other drawing rule asked from `crate::draws` (the game's own), and what a draw is worth (the
//! contempt).

use super::{Search, MATE};
use crate::draws::Draw;
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

    /// The score of a position that is drawn (or mated under a drawing counter), if it is. The
    /// drawing rules are the game's (`Position::draws`); only the repetition test is the
    /// search's own (once on the search path counts).
    pub(super) fn draw_score(&self, pos: &Position, ply: usize, in_check: bool) -> Option<i32> {
        let rules = pos.rules();
        let repeated =
            Draw::Repetition.rule(rules) != DrawRule::Off && self.is_repetition(pos, ply);
        if !pos.draws(repeated).is_draw_for_search(rules) {
            return None;
        }
        // A mate delivered on the last move still wins.
        if in_check && !pos.has_legal_moves() {
            return Some(-MATE + ply as i32);
        }
        Some(self.draw_value(pos))
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
