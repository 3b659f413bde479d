//! Quiescence search: captures and promotions until the position is quiet (every move when in
//! check), with stand-pat, delta pruning and losing captures skipped.

use super::eval::value;
use super::tt::Bound;
use super::{
    captures, ordering, score_from_tt, score_to_tt, tt_key, Search, INFINITY, MATE, MAX_PLY,
};
use crate::moves::MoveList;
use crate::position::Position;
use crate::types::Role;

impl Search<'_> {
    pub(super) fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv_len[ply] = ply;
        self.nodes += 1;
        if self.check_limits() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        let in_check = pos.is_check();
        if let Some(v) = self.draw_score(pos, ply, in_check) {
            return v;
        }
        if let Some(v) = self.tablebase_value(pos, ply) {
            return v;
        }
        if ply >= MAX_PLY - 2 {
            return self.evaluate(pos, ply);
        }
        // Any stored result is at least as deep as this one: use it outside the PV.
        let key = tt_key(pos);
        let entry = self.tt.probe(key);
        if let Some(e) = entry {
            if beta - alpha == 1 {
                let s = score_from_tt(i32::from(e.score), ply);
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let tt_move = entry.and_then(|e| e.best);
        let original_alpha = alpha;
        let mut best_move = None;
        let stand_pat = if in_check {
            -INFINITY
        } else {
            self.evaluate(pos, ply)
        };
        if stand_pat >= beta {
            return stand_pat;
        }
        // Created only past the stand-pat cut-off: filling a move list is not free.
        let mut list = MoveList::new();
        let mut best = -INFINITY;
        if in_check {
            pos.generate_legal(&mut list);
            if list.is_empty() {
                return -MATE + ply as i32;
            }
        } else {
            if !captures::generate_captures(pos, &mut list) {
                pos.generate_legal(&mut list);
                if list.is_empty() {
                    // Stalemate: a draw.
                    return self.draw_value(pos);
                }
                list.retain(|&m| m.is_capture() || m.is_promotion());
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
            // Losing captures are not worth a look here.
            list.retain(|&m| !ordering::is_bad_capture(pos, m));
        }
        ordering::score_moves(
            pos,
            &list,
            tt_move,
            self.heur,
            ply,
            None,
            [None; 2],
            &mut self.scores[ply],
        );
        for i in 0..list.len() {
            let m = ordering::pick(&mut list, &mut self.scores[ply], i);
            if !in_check {
                let gain = m
                    .capture()
                    .map_or(value(Role::General) - value(Role::Pawn), value);
                // Delta pruning: even winning this much cannot reach alpha.
                if stand_pat + gain + 150 <= alpha {
                    continue;
                }
            }
            let child = pos.after(m);
            self.enter(ply, pos, &child);
            self.stack.push(pos.hash());
            // A drop that keeps the turn (sequential placement, evading a check) is not negated.
            let score = if child.turn() == pos.turn() {
                self.quiesce(&child, alpha, beta, ply + 1)
            } else {
                -self.quiesce(&child, -beta, -alpha, ply + 1)
            };
            self.stack.pop();
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    self.update_pv(ply, m);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, best_move, score_to_tt(best, ply), 0, bound);
        best
    }
}
