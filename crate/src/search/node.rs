//! One node of the principal-variation search, in stages: [`Search::probe`] (draws, tables,
//! mate distance, the transposition table, the static evaluation), [`Search::prune`] (reverse
//! futility, the null move and its verification), [`Search::singular`] (the singular extension
//! and multi-cut), the move loop ([`Search::search_moves`], with [`Search::skip`] for the pruned
//! moves and [`Search::search_move`] for the principal-variation search of one move with its
//! late-move reduction), and [`Search::store`].

use super::tt::{Bound, Entry};
use super::{
    has_pieces, ordering, reduction_of, score_from_tt, score_to_tt, see, tt_key, Search, INFINITY,
    MATE, MATE_BOUND, MAX_PLY, NULL_VERIFY_DEPTH, QUIETS_TRACKED, SINGULAR_DEPTH,
};
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::types::Color;

/// What [`Search::probe`] learnt about a node, for the stages after it.
struct Node {
    key: u64,
    entry: Option<Entry>,
    tt_move: Option<Move>,
    in_check: bool,
    pv_node: bool,
    /// The move a singular-extension search at this node leaves out.
    excluded: Option<Move>,
    placement: bool,
    static_eval: i32,
    /// Better than two plies ago (the same side's last node), so cut less.
    improving: bool,
    /// Neither bound of the window is a mate score.
    not_mate_bound: bool,
    /// The transposition-table move is singular (searched one ply deeper).
    singular: bool,
}

/// A move of the loop, with what the pruning and reduction rules ask of it.
struct Candidate {
    m: Move,
    index: usize,
    child: Position,
    gives_check: bool,
    quiet: bool,
    /// The node's counter-move (the reply that last refuted the opponent's move).
    counter: Option<Move>,
}

impl Candidate {
    fn new(pos: &Position, m: Move, index: usize, counter: Option<Move>) -> Candidate {
        let child = pos.after(m);
        Candidate {
            m,
            index,
            gives_check: child.is_check(),
            quiet: !m.is_capture() && !m.is_promotion(),
            child,
            counter,
        }
    }
}

impl Search<'_> {
    pub(super) fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        allow_null: bool,
    ) -> i32 {
        self.pv_len[ply] = ply;
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        self.nodes += 1;
        if self.check_limits() {
            return 0;
        }
        let mut node = match self.probe(pos, depth, &mut alpha, &mut beta, ply) {
            Ok(node) => node,
            Err(v) => return v,
        };
        if let Some(v) = self.prune(pos, depth, beta, ply, allow_null, &node) {
            return v;
        }
        let mut list = pos.legal_moves();
        if list.is_empty() {
            // Checkmate, or stalemate (a draw in every preset here).
            return if node.in_check {
                -MATE + ply as i32
            } else {
                self.draw_value(pos)
            };
        }
        // Internal iterative reduction: without a move from an earlier search, a shallower look
        // costs little and this node is probably not important.
        let depth = if node.tt_move.is_none() && depth >= 5 && !node.in_check {
            depth - 1
        } else {
            depth
        };
        node.singular = match self.singular(pos, depth, beta, ply, &node) {
            Ok(s) => s,
            Err(v) => return v,
        };
        let original_alpha = alpha;
        let Some((best, best_move)) =
            self.search_moves(pos, &mut list, depth, alpha, beta, ply, &node)
        else {
            return 0;
        };
        if best == -INFINITY {
            // Every move was pruned: the position is hopeless at this depth.
            return alpha;
        }
        self.store(&node, ply, depth, best, best_move, original_alpha, beta);
        best
    }

    /// Ends the node early where the position or the table decides it (`Err` with its value,
    /// after narrowing the window by the mate distance), else evaluates it.
    fn probe(
        &mut self,
        pos: &Position,
        depth: i32,
        alpha: &mut i32,
        beta: &mut i32,
        ply: usize,
    ) -> Result<Node, i32> {
        let in_check = pos.is_check();
        if ply > 0 {
            if let Some(v) = self.draw_score(pos, ply, in_check) {
                return Err(v);
            }
            if let Some(v) = self.tablebase_value(pos, ply) {
                return Err(v);
            }
            // Mate distance pruning.
            *alpha = (*alpha).max(-MATE + ply as i32);
            *beta = (*beta).min(MATE - ply as i32 - 1);
            if *alpha >= *beta {
                return Err(*alpha);
            }
        }
        if ply >= MAX_PLY - 2 {
            return Err(self.evaluate(pos, ply));
        }
        let pv_node = *beta - *alpha > 1;
        let excluded = self.excluded[ply];
        let key = tt_key(pos);
        let entry = self.tt.probe(key);
        if let Some(e) = entry {
            if !pv_node && ply > 0 && excluded.is_none() && i32::from(e.depth) >= depth {
                let s = score_from_tt(i32::from(e.score), ply);
                match e.bound {
                    Bound::Exact => return Err(s),
                    Bound::Lower if s >= *beta => return Err(s),
                    Bound::Upper if s <= *alpha => return Err(s),
                    _ => {}
                }
            }
        }
        let static_eval = if in_check {
            -INFINITY
        } else {
            self.evaluate(pos, ply)
        };
        self.evals[ply] = static_eval;
        Ok(Node {
            key,
            entry,
            tt_move: entry.and_then(|e| e.best),
            in_check,
            pv_node,
            excluded,
            placement: pos.is_placement(),
            static_eval,
            improving: !in_check && (ply < 2 || static_eval > self.evals[ply - 2]),
            not_mate_bound: beta.abs() < MATE_BOUND && alpha.abs() < MATE_BOUND,
            singular: false,
        })
    }

    /// Reverse futility and the null move: the node's value when it is cut before its moves.
    fn prune(
        &mut self,
        pos: &Position,
        depth: i32,
        beta: i32,
        ply: usize,
        allow_null: bool,
        node: &Node,
    ) -> Option<i32> {
        if node.pv_node || node.in_check || !node.not_mate_bound || node.excluded.is_some() {
            return None;
        }
        let eval = node.static_eval;
        // Reverse futility: far above beta at low depth.
        if depth <= 3 && eval - 120 * depth >= beta {
            return Some(eval);
        }
        // Null move: never while placing (must-drop) nor in pawn endings (zugzwang); deep, verified.
        if allow_null
            && depth >= 3
            && ply >= self.null_min_ply
            && !node.placement
            && eval >= beta
            && has_pieces(pos)
        {
            let r = 3 + depth / 6;
            let child = pos.null_move();
            self.enter(ply, pos, &child);
            self.moves[ply + 1] = None;
            self.cont_keys[ply + 1] = None;
            self.stack.push(pos.hash());
            let s = -self.negamax(&child, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
            self.stack.pop();
            if self.stopped {
                return Some(0);
            }
            if s >= beta {
                let s = if s >= MATE_BOUND { beta } else { s };
                if depth < NULL_VERIFY_DEPTH || self.null_min_ply != 0 {
                    return Some(s);
                }
                // Verification: the node itself at the reduced depth, with no null move for the
                // next three quarters of it, must also reach beta (else a zugzwang is likely).
                self.null_min_ply = ply + (3 * (depth - 1 - r) / 4) as usize;
                let v = self.negamax(pos, depth - 1 - r, beta - 1, beta, ply, false);
                self.null_min_ply = 0;
                if self.stopped {
                    return Some(0);
                }
                if v >= beta {
                    return Some(s);
                }
            }
        }
        None
    }

    /// Singular extension: when every other move fails low well below the stored score of the
    /// transposition-table move at a reduced depth, that move is the only good one and is
    /// searched one ply deeper (`Ok(true)`). When even the others reach beta, several moves
    /// refute the opponent's last one: the node is cut (multi-cut, `Err` with its value).
    fn singular(
        &mut self,
        pos: &Position,
        depth: i32,
        beta: i32,
        ply: usize,
        node: &Node,
    ) -> Result<bool, i32> {
        if ply == 0 || node.excluded.is_some() || depth < SINGULAR_DEPTH {
            return Ok(false);
        }
        let (Some(e), Some(m)) = (node.entry, node.tt_move) else {
            return Ok(false);
        };
        let tt_score = score_from_tt(i32::from(e.score), ply);
        if i32::from(e.depth) < depth - 3 || e.bound == Bound::Upper || tt_score.abs() >= MATE_BOUND
        {
            return Ok(false);
        }
        let singular_beta = tt_score - 2 * depth;
        self.excluded[ply] = Some(m);
        let s = self.negamax(
            pos,
            (depth - 1) / 2,
            singular_beta - 1,
            singular_beta,
            ply,
            false,
        );
        self.excluded[ply] = None;
        if self.stopped {
            return Err(0);
        }
        if s < singular_beta {
            Ok(true)
        } else if singular_beta >= beta {
            Err(singular_beta)
        } else {
            Ok(false)
        }
    }

    /// The move loop: orders the moves, searches each that is not pruned, and rewards the quiet
    /// move that cuts. The best score and move, or `None` when the search was stopped.
    #[allow(clippy::too_many_arguments)]
    fn search_moves(
        &mut self,
        pos: &Position,
        list: &mut MoveList,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        node: &Node,
    ) -> Option<(i32, Option<Move>)> {
        let us = pos.turn();
        let counter = self.heur.counter(us, self.moves[ply]);
        let prev = [
            self.cont_keys[ply],
            ply.checked_sub(1).and_then(|p| self.cont_keys[p]),
        ];
        ordering::score_moves(
            pos,
            list,
            node.tt_move,
            self.heur,
            ply,
            counter,
            prev,
            &mut self.scores[ply],
        );
        let (mut best, mut best_move) = (-INFINITY, None);
        let mut quiets_tried = [None; QUIETS_TRACKED];
        let mut quiet_count: usize = 0;
        for i in 0..list.len() {
            let m = ordering::pick(list, &mut self.scores[ply], i);
            if Some(m) == node.excluded {
                continue;
            }
            let c = Candidate::new(pos, m, i, counter);
            if self.skip(pos, &c, depth, alpha, ply, node, quiet_count) {
                continue;
            }
            let score = self.search_move(pos, &c, depth, alpha, beta, ply, node);
            if self.stopped {
                return None;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    self.update_pv(ply, m);
                    if ply == 0 {
                        self.root_score = score;
                    }
                    if score >= beta {
                        if c.quiet {
                            let tried = &quiets_tried[..quiet_count.min(QUIETS_TRACKED)];
                            self.heur.reward(us, ply, m, depth, tried);
                            self.heur.set_counter(us, self.moves[ply], m);
                            self.heur.reward_cont(prev, m, depth, tried);
                        }
                        break;
                    }
                }
            }
            if c.quiet {
                if quiet_count < QUIETS_TRACKED {
                    quiets_tried[quiet_count] = Some(m);
                }
                quiet_count += 1;
            }
        }
        Some((best, best_move))
    }

    /// Whether the move loop passes over `c` unsearched: futility, late-move pruning and SEE
    /// pruning near the leaves.
    #[allow(clippy::too_many_arguments)]
    fn skip(
        &self,
        pos: &Position,
        c: &Candidate,
        depth: i32,
        alpha: i32,
        ply: usize,
        node: &Node,
        quiet_count: usize,
    ) -> bool {
        let prunable = c.quiet
            && !node.in_check
            && !c.gives_check
            && c.index > 0
            && node.not_mate_bound
            && ply > 0;
        // Futility: a quiet move at the frontier cannot lift a hopeless score.
        if prunable && depth <= 2 && node.static_eval + 100 + 120 * depth <= alpha {
            return true;
        }
        // Late-move pruning: near the leaves, the quiet moves ordered last rarely matter.
        // Never while placing: every drop is quiet there and the set-up decides the game.
        if prunable
            && !node.pv_node
            && !node.placement
            && depth <= 3
            && quiet_count as i32 >= 4 + 3 * depth * depth
        {
            return true;
        }
        // SEE pruning: near the leaves, a capture that loses material in the exchange.
        c.m.is_capture()
            && !node.pv_node
            && !node.in_check
            && !c.gives_check
            && c.index > 0
            && depth <= 4
            && node.not_mate_bound
            && see::see(pos, c.m) < -90 * depth
    }

    /// Searches one move a ply less deep (not less for a check or the singular move): the first
    /// with the whole window, the others with a null window, reduced when late and quiet, and
    /// searched again when they beat alpha. Returns its score (with the root's random bonus).
    #[allow(clippy::too_many_arguments)]
    fn search_move(
        &mut self,
        pos: &Position,
        c: &Candidate,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        node: &Node,
    ) -> i32 {
        let us = pos.turn();
        let singular = node.singular && Some(c.m) == node.tt_move;
        let new_depth = depth - 1 + i32::from((c.gives_check || singular) && ply < MAX_PLY / 2);
        let bonus = if ply == 0 { self.bonus(c.m) } else { 0 };
        self.enter(ply, pos, &c.child);
        self.moves[ply + 1] = Some(c.m);
        self.cont_keys[ply + 1] = Some(ordering::cont_key(us, c.m));
        self.stack.push(pos.hash());
        let (a, b) = (alpha - bonus, beta - bonus);
        let score = if c.index == 0 {
            self.child(us, &c.child, new_depth, a, b, ply)
        } else {
            let reduction = self.reduction(c, depth, new_depth, ply, node, us);
            let mut s = self.child(us, &c.child, new_depth - reduction, a, a + 1, ply);
            if s > a && reduction > 0 && !self.stopped {
                s = self.child(us, &c.child, new_depth, a, a + 1, ply);
            }
            if s > a && s < b && !self.stopped {
                s = self.child(us, &c.child, new_depth, a, b, ply);
            }
            s
        } + bonus;
        self.stack.pop();
        score
    }

    /// Late-move reduction of a move after the first: from the table of depth and move number,
    /// less at principal-variation nodes and for killers, counter-moves and good history, more
    /// when not improving; none for captures, checks, in check and while placing (drops all
    /// look quiet).
    fn reduction(
        &self,
        c: &Candidate,
        depth: i32,
        new_depth: i32,
        ply: usize,
        node: &Node,
        us: Color,
    ) -> i32 {
        if depth < 3 || c.index < 2 || !c.quiet || node.in_check || c.gives_check || node.placement
        {
            return 0;
        }
        let mut reduction = reduction_of(depth, c.index);
        if node.pv_node {
            reduction -= 1;
        }
        if self.heur.is_killer(ply, c.m) || Some(c.m) == c.counter {
            reduction -= 1;
        }
        if !node.improving {
            reduction += 1;
        }
        reduction -= self.heur.history_of(us, c.m) / 400_000;
        reduction.clamp(0, new_depth - 1)
    }

    /// Stores the node's result in the transposition table (not for a singular-extension
    /// search, nor at a root with random bonuses).
    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        node: &Node,
        ply: usize,
        depth: i32,
        best: i32,
        best_move: Option<Move>,
        original_alpha: i32,
        beta: i32,
    ) {
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if node.excluded.is_none() && (ply > 0 || self.root_bonus.is_empty()) {
            self.tt
                .store(node.key, best_move, score_to_tt(best, ply), depth, bound);
        }
    }
}
