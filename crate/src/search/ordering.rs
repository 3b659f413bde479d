//! Move ordering: the transposition-table move, winning and equal captures (MVV-LVA),
//! promotions, killers, then quiet moves and drops by history and continuation history (drops
//! also by how often the traditional set-ups use the square), losing captures last.

use super::eval::value;
use super::placement;
use super::see::see;
use super::MAX_PLY;
use crate::moves::{Move, MoveList, MAX_MOVES};
use crate::position::Position;
use crate::types::{Color, Role};

const TT_MOVE: i32 = 4_000_000;
const GOOD_CAPTURE: i32 = 3_000_000;
const PROMOTION: i32 = 2_900_000;
const KILLER: i32 = 2_800_000;
const COUNTER: i32 = 2_700_000;
const BAD_CAPTURE: i32 = -1_000_000;
const HISTORY_MAX: i32 = 1_000_000;

/// Rows of the continuation history: one per kind of earlier move, `(mover, role + 6 for drops,
/// to)`.
pub const CONT_KEYS: usize = 2 * 12 * 64;

/// The continuation-history row of a move `m` played by `color`: the dropped role and square for
/// a drop, the moving piece and its destination otherwise.
#[inline]
#[must_use]
pub fn cont_key(color: Color, m: Move) -> usize {
    (color.index() * 12 + kind(m)) * 64 + m.to().index()
}

#[inline]
fn kind(m: Move) -> usize {
    m.role().index() + if m.is_drop() { 6 } else { 0 }
}

/// Gravity update: the closer to the bound, the smaller the step.
#[inline]
fn update(h: &mut i32, delta: i32) {
    let decay = i64::from(*h) * i64::from(delta.abs()) / i64::from(HISTORY_MAX);
    *h = (*h + delta - decay as i32).clamp(-HISTORY_MAX, HISTORY_MAX);
}

/// Killer moves per ply and the history table, kept between iterations.
pub struct Heuristics {
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// `[colour][role + 6 for drops][to]`
    history: Box<[[[i32; 64]; 12]; 2]>,
    /// The quiet move that last refuted a move, by `[colour to move][kind of that move][its to]`.
    counters: Box<[[[Option<Move>; 64]; 12]; 2]>,
    /// Continuation history: how well a quiet move did after an earlier move,
    /// `[cont_key(earlier)][kind of this move][its to]`. Searches read the move one ply back
    /// (the reply) and two plies back (the follow-up).
    cont: Vec<[[i32; 64]; 12]>,
}

impl Default for Heuristics {
    fn default() -> Self {
        Heuristics::new()
    }
}

impl Heuristics {
    #[must_use]
    pub fn new() -> Heuristics {
        Heuristics {
            killers: [[None; 2]; MAX_PLY],
            history: Box::new([[[0; 64]; 12]; 2]),
            counters: Box::new([[[None; 64]; 12]; 2]),
            cont: vec![[[0; 64]; 12]; CONT_KEYS],
        }
    }

    pub fn clear(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        *self.history = [[[0; 64]; 12]; 2];
        *self.counters = [[[None; 64]; 12]; 2];
        self.cont.fill([[0; 64]; 12]);
    }

    /// Ages the history between searches so old knowledge fades.
    pub fn age(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for side in self.history.iter_mut() {
            for row in side.iter_mut() {
                for h in row.iter_mut() {
                    *h /= 8;
                }
            }
        }
    }

    fn slot(&mut self, color: Color, m: Move) -> &mut i32 {
        let kind = m.role().index() + if m.is_drop() { 6 } else { 0 };
        &mut self.history[color.index()][kind][m.to().index()]
    }

    /// The move that last refuted `previous` (the move that led here), for `color` to move.
    #[must_use]
    pub fn counter(&self, color: Color, previous: Option<Move>) -> Option<Move> {
        let p = previous?;
        let kind = p.role().index() + if p.is_drop() { 6 } else { 0 };
        self.counters[color.index()][kind][p.to().index()]
    }

    /// Remembers `m` as the refutation of `previous`.
    pub fn set_counter(&mut self, color: Color, previous: Option<Move>, m: Move) {
        if let Some(p) = previous {
            let kind = p.role().index() + if p.is_drop() { 6 } else { 0 };
            self.counters[color.index()][kind][p.to().index()] = Some(m);
        }
    }

    #[must_use]
    pub fn history_of(&self, color: Color, m: Move) -> i32 {
        let kind = m.role().index() + if m.is_drop() { 6 } else { 0 };
        self.history[color.index()][kind][m.to().index()]
    }

    /// The continuation history of `m` after the earlier moves `prev` (rows from [`cont_key`]).
    #[inline]
    #[must_use]
    pub fn cont_of(&self, prev: [Option<usize>; 2], m: Move) -> i32 {
        let (k, to) = (kind(m), m.to().index());
        prev.iter().flatten().map(|&p| self.cont[p][k][to]).sum()
    }

    /// A quiet move `m` caused a cut-off after the earlier moves `prev`: reward it in the
    /// continuation history, and punish the quiet moves tried before it.
    pub fn reward_cont(
        &mut self,
        prev: [Option<usize>; 2],
        m: Move,
        depth: i32,
        tried: &[Option<Move>],
    ) {
        let bonus = (depth * depth).min(400) * 32;
        for &p in prev.iter().flatten() {
            update(&mut self.cont[p][kind(m)][m.to().index()], bonus);
            for &q in tried.iter().flatten() {
                if q != m {
                    update(&mut self.cont[p][kind(q)][q.to().index()], -bonus);
                }
            }
        }
    }

    #[must_use]
    pub fn is_killer(&self, ply: usize, m: Move) -> bool {
        self.killers[ply].contains(&Some(m))
    }

    /// A quiet move caused a cut-off: remember it, and punish the quiet moves tried before.
    pub fn reward(
        &mut self,
        color: Color,
        ply: usize,
        m: Move,
        depth: i32,
        tried: &[Option<Move>],
    ) {
        if self.killers[ply][0] != Some(m) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(m);
        }
        let bonus = (depth * depth).min(400);
        update(self.slot(color, m), bonus * 32);
        for &q in tried.iter().flatten() {
            if q != m {
                update(self.slot(color, q), -bonus * 32);
            }
        }
    }
}

/// Whether a capture loses material by static exchange (a capture of a piece worth at least
/// the capturer never does).
#[must_use]
pub fn is_bad_capture(pos: &Position, m: Move) -> bool {
    match m {
        Move::Normal {
            role,
            capture: Some(victim),
            ..
        } => value(role) > value(victim) && see(pos, m) < 0,
        _ => false,
    }
}

/// Scores `list` for ordering into `scores`. `prev` are the continuation-history rows of the
/// moves one and two plies back (`None` for none, or when continuation history is off).
#[allow(clippy::too_many_arguments)]
pub fn score_moves(
    pos: &Position,
    list: &MoveList,
    tt_move: Option<Move>,
    heur: &Heuristics,
    ply: usize,
    counter: Option<Move>,
    prev: [Option<usize>; 2],
    scores: &mut [i32; MAX_MOVES],
) {
    let us = pos.turn();
    for (i, &m) in list.iter().enumerate() {
        scores[i] = if Some(m) == tt_move {
            TT_MOVE
        } else {
            match m {
                Move::Normal {
                    role,
                    capture: Some(victim),
                    ..
                } => {
                    let mvv_lva = 16 * value(victim) - value(role) / 16;
                    if is_bad_capture(pos, m) {
                        BAD_CAPTURE + mvv_lva
                    } else {
                        GOOD_CAPTURE + mvv_lva
                    }
                }
                Move::Promotion { .. } => PROMOTION,
                _ if heur.is_killer(ply, m) => KILLER,
                _ if Some(m) == counter => COUNTER,
                Move::Drop { role, to } => {
                    (heur.history_of(us, m) + heur.cont_of(prev, m)) / 4
                        + 20_000 * placement::popularity(us, role, to)
                        + if role == Role::Pawn { 0 } else { 1 }
                }
                _ => heur.history_of(us, m) + heur.cont_of(prev, m),
            }
        };
    }
}

/// Moves the best-scored remaining move to index `i` and returns it.
#[inline]
pub fn pick(list: &mut MoveList, scores: &mut [i32; MAX_MOVES], i: usize) -> Move {
    let moves = list.as_mut_slice();
    let mut best = i;
    for j in i + 1..moves.len() {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    scores.swap(i, best);
    moves[i]
}
