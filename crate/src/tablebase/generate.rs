//! Retrograde analysis of one table. Every legal position gets the distance, in plies, to the
//! end of the game with best play: mate in bare-king endings; mate or a winning capture in
//! K+X vs K+Y, whose captures lead into bare-king endings valued with the count that then starts.
//!
//! 1. Terminal positions: mates and stalemates.
//! 2. Every other position counts its quiet moves; its captures are valued at once from the
//!    smaller tables (a winning capture is a win now, a drawing one a way out).
//! 3. Ply by ply from the mates: a position with a move into a lost position is won one ply
//!    later; a position whose last quiet move turns out to lead into a won position is lost.
//!    Predecessors come from un-moves (no un-captures: captures are step 2).

use super::index::{Board, Material, Placement};
use crate::attacks;
use crate::bitboard::Bitboard;
use crate::square::Square;
use crate::types::{Color, Role};

/// A drawn position (or not resolved within [`MAX_DISTANCE`]).
pub const DRAW: u8 = 0;
/// A placement that is not a legal position.
pub const ILLEGAL: u8 = 255;
/// A stalemate (a draw; under `pritchard` no move may lead to it).
pub const STALEMATE: u8 = 254;
/// Longest distance stored, in plies. Every budget of the rules is shorter (a count of at most
/// 64 moves, or the 50-move rule), so a longer win is a draw in every preset.
pub const MAX_DISTANCE: u32 = 252;

/// The byte for a decided position `plies` from its end (odd: the side to move wins, even: it
/// loses).
#[inline]
#[must_use]
pub const fn encode(plies: u32) -> u8 {
    (plies + 1) as u8
}

/// Plies to the end and whether the side to move wins, for a decided byte.
#[inline]
#[must_use]
pub const fn decode(v: u8) -> Option<(u32, bool)> {
    if v == DRAW || v == ILLEGAL || v == STALEMATE {
        None
    } else {
        let plies = v as u32 - 1;
        Some((plies, plies % 2 == 1))
    }
}

/// The value of a capture's result, from the side to move there, in this table's metric.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Child {
    Win(u32),
    Loss(u32),
    Draw,
    Stalemate,
}

/// The position after a capture: one piece (or none) besides the kings.
#[derive(Clone, Copy, Debug)]
pub struct Reduced {
    pub turn: Color,
    pub kings: [Square; 2],
    pub piece: Option<(Color, Role, Square)>,
}

/// A legal move's result.
pub enum Step {
    Quiet(Placement),
    Capture(Reduced),
}

/// What the generator needs from outside: the rules that change the game tree, and the values
/// of the positions after captures.
pub struct Context<'a> {
    /// `pritchard`: a move may not stalemate.
    pub stalemate_illegal: bool,
    pub child: &'a dyn Fn(&Reduced) -> Child,
}

/// Calls `f` with every legal move of `b`; stops early when `f` returns false.
pub fn for_each_move(b: &Board, mut f: impl FnMut(Step) -> bool) {
    let us = b.p.turn;
    let them = us.other();
    let occ = b.occupied();
    let own = b.by_color(us);
    let king = b.p.kings[us.index()];
    let enemy_king = b.p.kings[them.index()];
    let pieces = b.material.pieces();
    let victim =
        |to: Square| (0..pieces.len()).find(|&j| pieces[j].0 == them && b.p.squares[j] == to);
    let capture_step = |mover: Option<usize>, to: Square, j: usize| {
        let mut kings = b.p.kings;
        let mut piece = None;
        for (i, &(c, r)) in pieces.iter().enumerate() {
            if i == j {
                continue;
            }
            let sq = if Some(i) == mover { to } else { b.p.squares[i] };
            piece = Some((c, r, sq));
        }
        if mover.is_none() {
            kings[us.index()] = to;
        }
        Step::Capture(Reduced {
            turn: them,
            kings,
            piece,
        })
    };
    for to in attacks::king_attacks(king) & !own {
        let captured = victim(to);
        let gone = captured.map_or(0, |j| 1u8 << j);
        let occ2 = occ.without(king).with(to);
        if b.attacks(them, to, occ2, gone) {
            continue;
        }
        let step = match captured {
            Some(j) => capture_step(None, to, j),
            None => {
                let mut p = b.p;
                p.kings[us.index()] = to;
                p.turn = them;
                Step::Quiet(p)
            }
        };
        if !f(step) {
            return;
        }
    }
    for (i, &(c, role)) in pieces.iter().enumerate() {
        if c != us {
            continue;
        }
        let from = b.p.squares[i];
        let targets =
            attacks::attacks(us, role, from, occ) & !own & !Bitboard::from_square(enemy_king);
        for to in targets {
            let captured = victim(to);
            let gone = captured.map_or(0, |j| 1u8 << j);
            let occ2 = occ.without(from).with(to);
            if b.attacks(them, king, occ2, gone) {
                continue;
            }
            let step = match captured {
                Some(j) => capture_step(Some(i), to, j),
                None => {
                    let mut p = b.p;
                    p.squares[i] = to;
                    p.turn = them;
                    Step::Quiet(p)
                }
            };
            if !f(step) {
                return;
            }
        }
    }
}

/// Calls `f` with every placement from which the side that just moved reached `b` by a quiet
/// move (legality of the placement is the caller's check).
fn for_each_unmove(b: &Board, mut f: impl FnMut(Placement)) {
    let mover = b.p.turn.other();
    let occ = b.occupied();
    let empty = !occ;
    for from in attacks::king_attacks(b.p.kings[mover.index()]) & empty {
        let mut p = b.p;
        p.kings[mover.index()] = from;
        p.turn = mover;
        f(p);
    }
    for (i, &(c, role)) in b.material.pieces().iter().enumerate() {
        if c != mover {
            continue;
        }
        let to = b.p.squares[i];
        // An elephant steps forward: it came from behind, i.e. from where the other colour's
        // elephant would step to.
        let sources = match role {
            Role::Elephant => attacks::elephant_attacks(mover.other(), to),
            _ => attacks::attacks(mover, role, to, occ),
        };
        for from in sources & empty {
            let mut p = b.p;
            p.squares[i] = from;
            p.turn = mover;
            f(p);
        }
    }
}

/// Best and worst of a position's captures.
#[derive(Default)]
struct Captures {
    /// Fewest plies to a win through a capture.
    win: Option<u32>,
    draw: bool,
    /// Most plies to a loss through a capture.
    loss: Option<u32>,
}

impl Captures {
    fn add(&mut self, child: Child, stalemate_illegal: bool) {
        match child {
            Child::Loss(d) => self.win = Some(self.win.map_or(d + 1, |w| w.min(d + 1))),
            Child::Win(d) => self.loss = Some(self.loss.map_or(d + 1, |l| l.max(d + 1))),
            Child::Draw => self.draw = true,
            Child::Stalemate => self.draw |= !stalemate_illegal,
        }
    }
}

fn captures(b: &Board, ctx: &Context) -> Captures {
    let mut out = Captures::default();
    for_each_move(b, |step| {
        if let Step::Capture(r) = step {
            out.add((ctx.child)(&r), ctx.stalemate_illegal);
        }
        true
    });
    out
}

/// The table of `material`: one byte per index (see [`encode`]).
#[must_use]
pub fn generate(material: &Material, ctx: &Context) -> Vec<u8> {
    let mut g = Generator::new(*material);
    while !g.run(ctx, &mut || false) {}
    g.finish()
}

/// How far a [`Generator`] has got.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Stage {
    /// 1. Legality and terminal positions.
    Terminal,
    /// 2. Quiet moves counted, captures valued.
    Count,
    /// 3. Ply by ply, at this distance.
    Ply(u32),
    Done,
}

/// Positions handled between two looks at the caller's deadline.
const SLICE: usize = 4096;

/// A table being generated, in slices: [`Generator::run`] does the work until the caller's
/// `should_pause` says stop (asked every few thousand positions, so one slice lasts a few
/// milliseconds), and resumes where it stopped. The slices visit the positions in the same
/// order as one uninterrupted run, so the table is the same either way.
#[derive(Clone)]
pub struct Generator {
    material: Material,
    val: Vec<u8>,
    count: Vec<u8>,
    furthest: u32,
    stage: Stage,
    /// Next index to visit in the current stage.
    next: usize,
}

impl Generator {
    #[must_use]
    pub fn new(material: Material) -> Generator {
        let size = material.size();
        Generator {
            material,
            val: vec![DRAW; size],
            count: Vec::new(),
            furthest: 0,
            stage: Stage::Terminal,
            next: 0,
        }
    }

    #[must_use]
    pub fn material(&self) -> Material {
        self.material
    }

    /// The finished table (call once [`Generator::run`] returned true).
    #[must_use]
    pub fn finish(self) -> Vec<u8> {
        self.val
    }

    /// Works until done (true) or until `should_pause` returns true (false: call again).
    pub fn run(&mut self, ctx: &Context, should_pause: &mut dyn FnMut() -> bool) -> bool {
        let material = self.material;
        let material = &material;
        let n = material.len();
        let size = material.size();
        loop {
            if self.stage == Stage::Done {
                return true;
            }
            let end = (self.next + SLICE).min(size);
            match self.stage {
                Stage::Terminal => {
                    for i in self.next..end {
                        let b = Board {
                            material,
                            p: Placement::from_index(i, n),
                        };
                        if !b.is_valid() {
                            self.val[i] = ILLEGAL;
                            continue;
                        }
                        let mut any = false;
                        for_each_move(&b, |_| {
                            any = true;
                            false
                        });
                        if !any {
                            self.val[i] = if b.is_check() { encode(0) } else { STALEMATE };
                        }
                    }
                }
                Stage::Count => {
                    if self.count.is_empty() {
                        self.count = vec![0u8; size];
                    }
                    for i in self.next..end {
                        self.count_one(i, ctx);
                    }
                }
                Stage::Ply(d) => {
                    for i in self.next..end {
                        self.retro_one(i, d, ctx);
                    }
                }
                Stage::Done => unreachable!(),
            }
            self.next = end;
            if self.next >= size {
                self.next = 0;
                self.stage = match self.stage {
                    Stage::Terminal => Stage::Count,
                    Stage::Count | Stage::Ply(_) => {
                        let d = match self.stage {
                            Stage::Ply(d) => d + 1,
                            _ => 0,
                        };
                        if d <= self.furthest && d < MAX_DISTANCE {
                            Stage::Ply(d)
                        } else {
                            Stage::Done
                        }
                    }
                    Stage::Done => Stage::Done,
                };
            }
            if self.stage != Stage::Done && should_pause() {
                return false;
            }
        }
    }

    /// Step 2 for one position.
    fn count_one(&mut self, i: usize, ctx: &Context) {
        let val = &mut self.val;
        if val[i] != DRAW {
            return;
        }
        let material = &self.material;
        let n = material.len();
        let b = Board {
            material,
            p: Placement::from_index(i, n),
        };
        let mut quiet = 0u8;
        let mut caps = Captures::default();
        for_each_move(&b, |step| {
            match step {
                Step::Quiet(p) => {
                    if !(ctx.stalemate_illegal && val[p.index(n)] == STALEMATE) {
                        quiet += 1;
                    }
                }
                Step::Capture(r) => caps.add((ctx.child)(&r), ctx.stalemate_illegal),
            }
            true
        });
        let decided = if let Some(w) = caps.win {
            Some(w)
        } else if quiet == 0 && !caps.draw {
            match caps.loss {
                Some(l) => Some(l),
                // Every move would stalemate (`pritchard`): no legal move at all.
                None => b.is_check().then_some(0),
            }
        } else {
            None
        };
        match decided {
            Some(d) if d <= MAX_DISTANCE => {
                val[i] = encode(d);
                self.furthest = self.furthest.max(d);
            }
            _ => self.count[i] = quiet,
        }
    }

    /// Step 3 at distance `d` for one position.
    fn retro_one(&mut self, i: usize, d: u32, ctx: &Context) {
        let code = encode(d);
        if self.val[i] != code {
            return;
        }
        let material = &self.material;
        let n = material.len();
        let (val, count, furthest) = (&mut self.val, &mut self.count, &mut self.furthest);
        let p = Placement::from_index(i, n);
        for q in [p, p.mirrored()] {
            for_each_unmove(&Board { material, p: q }, |pred| {
                if pred.kings[0].file() >= 4 {
                    return;
                }
                let pi = pred.raw_index(n);
                let v = val[pi];
                if d.is_multiple_of(2) {
                    // A move into a lost position wins; a capture's win may be slower.
                    let slower = decode(v).is_some_and(|(w, win)| win && w > d + 1);
                    if (v == DRAW && count[pi] > 0) || slower {
                        val[pi] = encode(d + 1);
                        *furthest = (*furthest).max(d + 1);
                    }
                } else if v == DRAW && count[pi] > 0 {
                    count[pi] -= 1;
                    if count[pi] == 0 {
                        let b = Board { material, p: pred };
                        let caps = captures(&b, ctx);
                        if !caps.draw {
                            let l = caps.loss.map_or(d + 1, |l| l.max(d + 1));
                            if l <= MAX_DISTANCE {
                                val[pi] = encode(l);
                                *furthest = (*furthest).max(l);
                            }
                        }
                    }
                }
            });
        }
    }
}
