//! The computer opponent: iterative deepening principal-variation search with a transposition
//! table, quiescence search (captures and promotions), check and singular extensions, null-move
//! pruning and late-move reductions, quiet moves ordered by history and continuation history, a
//! time manager that spends more while the best move changes, and Sittuyin's draws scored as
//! draws (repetition, 50 moves, count expiry, the promotion-only draw, insufficient material,
//! stalemate).
//!
//! The search has no clock and no randomness of its own: the caller passes a [`Clock`], a stop
//! flag and, for the low levels, a seed. At a fixed depth or node count it is deterministic.
//!
//! ```
//! use sittuyin::search::{search, Limits, NoClock};
//! use sittuyin::{Position, Rules};
//! use std::sync::atomic::AtomicBool;
//! let pos = Position::from_fen("6k1/8/6K1/8/8/8/8/R7[] w - - 0 1", &Rules::CHESSPLAYX).unwrap();
//! let result = search(&pos, &[], &Limits::depth(4), &NoClock, &AtomicBool::new(false), &mut |_| {});
//! assert_eq!(result.best.unwrap().to_uci(), "a1a8");
//! ```

mod captures;
mod draw;
mod endgame;
mod eval;
mod limits;
pub mod nnue;
mod node;
mod ordering;
mod placement;
mod quiesce;
mod see;
mod tt;
mod weights;

pub use eval::{
    default_weights, evaluate, evaluate_network, evaluate_with, is_bare_king, value, Weights,
    TUNED, VALUES, WEIGHT_COUNT, WEIGHT_NAMES,
};
pub use limits::{level_limits, plan, Clock, Limits, NoClock, Plan, Rng, MAX_LEVEL, MIN_LEVEL};
pub use placement::{book_move, setup_fen, SETUPS};
pub use see::see;

use crate::moves::{Move, MoveList, MAX_MOVES};
use crate::position::Position;
use crate::tablebase::{self, Metric, Probe, Tablebases, Wdl, MAX_DISTANCE};
use crate::types::{Color, Role};
use nnue::{Accumulator, Network};
use ordering::Heuristics;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tt::Table;

/// Deepest ply the search reaches (extensions and quiescence included).
pub const MAX_PLY: usize = 100;
/// Score of mate at the root; mate in `n` plies scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Scores at least this far from zero are mates.
pub const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
const INFINITY: i32 = 31_000;
/// Default size of the transposition table, in MB.
pub const DEFAULT_HASH_MB: usize = 16;

/// A search score, from the side to move's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

impl Score {
    #[must_use]
    pub const fn from_internal(v: i32) -> Score {
        if v >= MATE_BOUND {
            Score::Mate((MATE - v + 1) / 2)
        } else if v <= -MATE_BOUND {
            Score::Mate(-(MATE + v) / 2)
        } else {
            Score::Cp(v)
        }
    }

    /// `cp N` or `mate N`, as UCI writes it.
    #[must_use]
    pub fn to_uci(self) -> String {
        match self {
            Score::Cp(v) => format!("cp {v}"),
            Score::Mate(n) => format!("mate {n}"),
        }
    }
}

/// Progress report after each completed iteration.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Info {
    pub depth: u32,
    pub seldepth: u32,
    pub score: Score,
    pub nodes: u64,
    pub time_ms: u64,
    pub pv: Vec<Move>,
}

/// What a search found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SearchResult {
    /// The move to play; `None` only when there is no legal move.
    pub best: Option<Move>,
    pub score: Score,
    pub pv: Vec<Move>,
    /// Deepest completed iteration.
    pub depth: u32,
    pub nodes: u64,
}

/// What [`Engine::request_tablebases`] did.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct TablebaseNews {
    /// A missing table was newly asked for.
    pub asked: bool,
    /// Tables made in the background arrived, and with them every table this search needs.
    pub arrived: bool,
}

/// Search techniques that can be turned off (UCI option `TimeManager`), so a build can play
/// against itself without one of them (A/B tests, see docs/engine.md). The time manager is off
/// (in self-play under a clock on this loaded machine it lost more games on time than the flat
/// rule: docs/engine.md "Search changes"). Continuation history and singular extensions, decided by
/// those tests, are always on.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Features {
    /// Out of a clock (`Limits::optimum_ms`), spend more when the best move changes between
    /// iterations and less when it is stable. Off: stop starting iterations at 60% of the budget.
    pub time_manager: bool,
}

/// A search engine that keeps its transposition table and history between searches.
pub struct Engine {
    tt: Table,
    heuristics: Heuristics,
    /// Largest random bonus per root move (centipawns) and its generator; 0 = none.
    randomness: u32,
    rng: Rng,
    /// Centipawns a draw costs the side searched for (0 = a draw is worth exactly 0).
    contempt: i32,
    /// Endgame tables the search probes (generated or loaded by the caller, see
    /// [`Engine::prepare_tablebases`]), and whether this search may use them.
    pub tablebases: Tablebases,
    use_tablebases: bool,
    /// The thread that makes missing tables while searches go on (native only).
    #[cfg(not(target_arch = "wasm32"))]
    background: tablebase::Background,
    /// Whether level 8's placement book answers placement drops.
    use_book: bool,
    /// The evaluation network, when one is loaded and in use (else the hand-tuned evaluation).
    network: Option<Arc<Network>>,
    use_network: bool,
    /// Which search techniques are on.
    pub features: Features,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new(DEFAULT_HASH_MB)
    }
}

impl Engine {
    /// An engine with a transposition table of about `hash_mb` MB.
    #[must_use]
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            tt: Table::new(hash_mb),
            heuristics: Heuristics::new(),
            randomness: 0,
            rng: Rng::new(0),
            contempt: 0,
            tablebases: Tablebases::new(),
            use_tablebases: true,
            #[cfg(not(target_arch = "wasm32"))]
            background: tablebase::Background::new(),
            use_book: false,
            network: None,
            use_network: true,
            features: Features::default(),
        }
    }

    /// Loads (or with `None` drops) the evaluation network the search uses instead of the
    /// hand-tuned evaluation while [`Engine::set_use_network`] allows it.
    pub fn set_network(&mut self, network: Option<Arc<Network>>) {
        self.network = network;
    }

    /// The network loaded, if any.
    #[must_use]
    pub fn network(&self) -> Option<&Arc<Network>> {
        self.network.as_ref()
    }

    /// Whether searches use the loaded network (the levels that keep the hand-tuned evaluation
    /// turn this off). Without a network this changes nothing.
    pub fn set_use_network(&mut self, on: bool) {
        self.use_network = on;
    }

    /// Whether placement drops come from the placement book ([`book_move`]) when it has one.
    pub fn set_use_book(&mut self, on: bool) {
        self.use_book = on;
    }

    /// Whether searches probe the endgame tables (the levels that play by search alone turn
    /// this off).
    pub fn set_use_tablebases(&mut self, on: bool) {
        self.use_tablebases = on;
    }

    /// Makes the tables this search can reach ready: the root's own ending when it is one (and
    /// with `reachable`, every ending of up to four pieces its captures can lead to, for a
    /// pawnless root without hands). Generates what is missing (or loads it from the disk
    /// cache) before returning, so it may take seconds: for searches without a clock. Returns
    /// whether anything had to be made.
    pub fn prepare_tablebases(&mut self, pos: &Position, reachable: bool) -> bool {
        if !self.use_tablebases {
            return false;
        }
        #[cfg(not(target_arch = "wasm32"))]
        self.background.collect(&mut self.tablebases);
        let mut made = false;
        for m in tablebase::reachable_endings(pos, reachable) {
            made |= !self.tablebases.ensure(&m, pos.rules());
        }
        made
    }

    /// The same tables as [`Engine::prepare_tablebases`], without waiting for any: what is
    /// missing is asked for and the search plays on its evaluation meanwhile. Natively another
    /// thread makes them and a later call picks them up; on wasm (one thread) they are only
    /// queued in [`Engine::tablebases`], for the caller to make with `Tablebases::work` while
    /// idle. Returns whether a table was newly asked for, and whether this search has the
    /// tables it needs thanks to ones that arrived since the last call.
    pub fn request_tablebases(&mut self, pos: &Position, reachable: bool) -> TablebaseNews {
        let mut news = TablebaseNews::default();
        if !self.use_tablebases {
            return news;
        }
        let needed = tablebase::reachable_endings(pos, reachable);
        #[cfg(not(target_arch = "wasm32"))]
        {
            let arrived = self.background.collect(&mut self.tablebases) > 0;
            for m in &needed {
                news.asked |= self.background.request(m, pos.rules(), &self.tablebases);
            }
            news.arrived = arrived;
        }
        #[cfg(target_arch = "wasm32")]
        for m in &needed {
            if !self.tablebases.contains(m, pos.rules()) {
                news.asked |= !self.tablebases.has_work();
                self.tablebases.request(m, pos.rules());
            }
        }
        news.arrived &= !needed.is_empty()
            && needed
                .iter()
                .all(|m| self.tablebases.contains(m, pos.rules()));
        news
    }

    /// Tables asked for with [`Engine::request_tablebases`] and not ready yet (native: requests
    /// the generating thread has not finished; wasm: whether work is queued).
    #[must_use]
    pub fn tablebases_pending(&self) -> usize {
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.background.pending()
        }
        #[cfg(target_arch = "wasm32")]
        {
            usize::from(self.tablebases.has_work())
        }
    }

    /// Takes the tables the generating thread finished (native; never blocks).
    pub fn collect_tablebases(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        self.background.collect(&mut self.tablebases);
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.heuristics.clear();
    }

    /// Resizes the transposition table (clearing it).
    pub fn set_hash_mb(&mut self, hash_mb: usize) {
        self.tt = Table::new(hash_mb);
    }

    /// Adds a random bonus in `0..amplitude` centipawns to every root move before choosing,
    /// drawn from a generator seeded with `seed`: the low levels vary their play this way.
    /// How many centipawns the engine's side loses by a draw: positive plays on for a win
    /// against a weaker opponent, negative settles against a stronger one.
    pub fn set_contempt(&mut self, centipawns: i32) {
        self.contempt = centipawns.clamp(-500, 500);
    }

    pub fn set_randomness(&mut self, amplitude: u32, seed: u64) {
        self.randomness = amplitude;
        self.rng = Rng::new(seed);
    }

    /// Searches `pos`. `history` holds the hashes of the game's earlier positions, oldest first
    /// (`Game::history_hashes`), for repetitions; `info` is called after each iteration.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        clock: &dyn Clock,
        stop: &AtomicBool,
        info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        if self.use_book {
            if let Some(m) = book_move(pos) {
                return book_result(m, clock, info);
            }
        }
        if self.use_tablebases {
            if let Some(result) = self.tablebase_root(pos, clock, info) {
                return result;
            }
        }
        self.tt.new_search();
        self.heuristics.age();
        let mut root_moves = pos.legal_moves();
        let root_bonus: Vec<(Move, i32)> = if self.randomness > 0 {
            root_moves
                .iter()
                .map(|&m| (m, self.rng.below(self.randomness) as i32))
                .collect()
        } else {
            Vec::new()
        };
        let mut search = Search {
            tt: &mut self.tt,
            heur: &mut self.heuristics,
            stack: history.to_vec(),
            limits: *limits,
            clock,
            stop,
            nodes: 0,
            stopped: false,
            can_stop: false,
            seldepth: 0,
            pv: vec![[None; MAX_PLY]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            moves: [None; MAX_PLY + 1],
            evals: [-INFINITY; MAX_PLY + 1],
            root_bonus,
            root_color: pos.turn(),
            contempt: self.contempt,
            root_score: -INFINITY,
            scores: vec![[0; MAX_MOVES]; MAX_PLY + 1],
            tablebases: self.use_tablebases.then_some(&self.tablebases),
            net: if self.use_network {
                self.network.as_deref()
            } else {
                None
            },
            acc: Vec::new(),
            features: self.features,
            cont_keys: [None; MAX_PLY + 2],
            excluded: [None; MAX_PLY + 1],
            null_min_ply: 0,
        };
        if let Some(net) = search.net {
            search.acc = vec![Accumulator::default(); MAX_PLY + 2];
            search.acc[0].refresh(net, pos);
        }
        search.iterate(pos, &mut root_moves, info)
    }

    /// A won or lost table position is played from the table: the fastest win, the slowest
    /// loss, with the line that follows. Draws are left to the search (which probes the tables
    /// below the root), so it can still try for a mistake.
    fn tablebase_root(
        &self,
        pos: &Position,
        clock: &dyn Clock,
        info: &mut dyn FnMut(&Info),
    ) -> Option<SearchResult> {
        let (best, probe) = self.tablebases.best_move(pos)?;
        if probe.wdl == Wdl::Draw {
            return None;
        }
        let mut pv = vec![best];
        let mut p = pos.after(best);
        while pv.len() < 40 {
            match self.tablebases.best_move(&p) {
                Some((m, q)) if q.wdl != Wdl::Draw => {
                    pv.push(m);
                    p.play_unchecked(m);
                }
                _ => break,
            }
        }
        // A line that ends in mate is a mate score, also where the table counts to a conversion
        // (K+X vs K+Y: a mate can come before any capture).
        let mated = p.is_check() && p.legal_moves().is_empty();
        let score = if mated {
            let plies = pv.len() as i32;
            Score::from_internal(if probe.wdl == Wdl::Win {
                MATE - plies
            } else {
                plies - MATE
            })
        } else {
            Score::from_internal(tablebase_score(&probe, 0).unwrap_or(0))
        };
        let result = SearchResult {
            best: Some(best),
            score,
            pv: pv.clone(),
            depth: 1,
            nodes: 1,
        };
        info(&Info {
            depth: 1,
            seldepth: pv.len() as u32,
            score,
            nodes: 1,
            time_ms: clock.elapsed_ms(),
            pv,
        });
        Some(result)
    }
}

/// A placement drop from the book, reported as a depth-0 line scored 0 (no search behind it).
fn book_result(m: Move, clock: &dyn Clock, info: &mut dyn FnMut(&Info)) -> SearchResult {
    let result = SearchResult {
        best: Some(m),
        score: Score::Cp(0),
        pv: vec![m],
        depth: 0,
        nodes: 0,
    };
    info(&Info {
        depth: 0,
        seldepth: 0,
        score: result.score,
        nodes: 0,
        time_ms: clock.elapsed_ms(),
        pv: result.pv.clone(),
    });
    result
}

/// Scores above this (and below [`MATE_BOUND`]) are table wins that are not counted in mates:
/// K+X vs K+Y won by the capture that leaves a bare king.
pub const TABLEBASE_WIN: i32 = MATE_BOUND - 1 - MAX_DISTANCE as i32 - MAX_PLY as i32;

/// The search score of a decided table probe `ply` plies from the root, `None` for a draw.
fn tablebase_score(probe: &Probe, ply: usize) -> Option<i32> {
    let plies = probe.plies? as i32 + ply as i32;
    let win = match probe.metric {
        Metric::Mate => MATE - plies,
        Metric::Conversion => TABLEBASE_WIN + MAX_DISTANCE as i32 - plies,
    };
    match probe.wdl {
        Wdl::Win => Some(win),
        Wdl::Loss => Some(-win),
        Wdl::Draw => None,
    }
}

/// Searches with a fresh engine (deterministic under depth or node limits).
pub fn search(
    pos: &Position,
    history: &[u64],
    limits: &Limits,
    clock: &dyn Clock,
    stop: &AtomicBool,
    info: &mut dyn FnMut(&Info),
) -> SearchResult {
    Engine::new(4).search(pos, history, limits, clock, stop, info)
}

/// The best move under `limits`, never stopped from outside: `search` without the stop flag
/// and the progress callback.
pub fn best_move(
    pos: &Position,
    history: &[u64],
    limits: &Limits,
    clock: &dyn Clock,
) -> SearchResult {
    search(
        pos,
        history,
        limits,
        clock,
        &AtomicBool::new(false),
        &mut |_| {},
    )
}

/// The PV as SAN, move by move from `pos` (for analysis displays).
#[must_use]
pub fn pv_san(pos: &Position, pv: &[Move]) -> Vec<String> {
    let mut p = *pos;
    let mut out = Vec::with_capacity(pv.len());
    for &m in pv {
        if !p.is_legal(m) {
            break;
        }
        out.push(p.san(m));
        p.play_unchecked(m);
    }
    out
}

/// Transposition key: the position hash, plus the count, which changes what a position is
/// worth (a count about to expire is a draw).
fn tt_key(pos: &Position) -> u64 {
    if pos.counting_limit() > 0 {
        pos.hash() ^ (u64::from(pos.counting_ply()) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    } else {
        pos.hash()
    }
}

fn score_to_tt(v: i32, ply: usize) -> i32 {
    if v >= MATE_BOUND {
        v + ply as i32
    } else if v <= -MATE_BOUND {
        v - ply as i32
    } else {
        v
    }
}

fn score_from_tt(v: i32, ply: usize) -> i32 {
    if v >= MATE_BOUND {
        v - ply as i32
    } else if v <= -MATE_BOUND {
        v + ply as i32
    } else {
        v
    }
}

/// Whether a search out of a clock should start no new iteration: past 60% of the optimum time
/// scaled by 0.7 while the best move stays (`instability` 0) up to 2.2 while it keeps changing
/// (`instability`, in quarters, halves every iteration and gains 4 when the best move changed):
/// from 42% to 132% of the optimum. The hard limit (`Limits::movetime_ms`) stops it in any case.
#[must_use]
pub fn soft_limit_reached(elapsed_ms: u64, optimum_ms: u64, instability: u64) -> bool {
    let scale = (70 + 20 * instability).min(220);
    elapsed_ms * 100 * 100 >= optimum_ms * 60 * scale
}

/// Shallowest depth a singular extension is tried at (our searches reach depth 8-12 in the
/// times played, so the usual 8 would rarely fire).
const SINGULAR_DEPTH: i32 = 6;
/// The depth from which a null move that fails high is verified by a search of the node itself
/// (without null moves near it) before the node is cut: a zugzwang guard. Kept after a
/// non-regression SPRT at 20,000 nodes (50.0% over 728 games, docs/engine-network.md section 4).
const NULL_VERIFY_DEPTH: i32 = 6;

/// Quiet moves remembered per node for the history malus.
const QUIETS_TRACKED: usize = 64;

/// Late-move reduction for the `index`-th move at `depth`: about ln(depth) * ln(index) / 2.
fn reduction_of(depth: i32, index: usize) -> i32 {
    let d = f64::from(depth.max(1)).ln();
    let i = (index.max(1) as f64).ln();
    (0.5 + d * i / 2.0) as i32
}

/// Whether the side to move has a piece other than king and pawns (null move is unsafe in
/// pawn endings, where zugzwang is the rule).
fn has_pieces(pos: &Position) -> bool {
    let b = pos.board();
    let us = b.by_color(pos.turn());
    (us & !b.by_role(Role::King) & !b.by_role(Role::Pawn)).any()
}

struct Search<'a> {
    tt: &'a mut Table,
    heur: &'a mut Heuristics,
    /// Hashes of the positions before the current node: game history, then the search path.
    stack: Vec<u64>,
    limits: Limits,
    clock: &'a dyn Clock,
    stop: &'a AtomicBool,
    nodes: u64,
    stopped: bool,
    /// False during the first iteration, so there is always a move to play.
    can_stop: bool,
    seldepth: usize,
    pv: Vec<[Option<Move>; MAX_PLY]>,
    pv_len: [usize; MAX_PLY + 1],
    root_bonus: Vec<(Move, i32)>,
    /// The side the search is for, and what a draw costs it.
    root_color: Color,
    contempt: i32,
    /// Score of the best root move so far in the current iteration.
    root_score: i32,
    /// Move-ordering scores, one buffer per ply (no zeroing per node).
    scores: Vec<[i32; MAX_MOVES]>,
    /// Endgame tables to probe, if this search uses them.
    tablebases: Option<&'a Tablebases>,
    /// The move that led to each ply (None after a null move or at the root).
    moves: [Option<Move>; MAX_PLY + 1],
    /// The static evaluation at each ply on the path (`-INFINITY` when in check).
    evals: [i32; MAX_PLY + 1],
    /// The evaluation network, and its accumulator at each ply of the path.
    net: Option<&'a Network>,
    acc: Vec<Accumulator>,
    features: Features,
    /// The continuation-history row of the move that led to each ply (None after a null move, at
    /// the root, or with continuation history off).
    cont_keys: [Option<usize>; MAX_PLY + 2],
    /// The move a singular-extension search at this ply leaves out.
    excluded: [Option<Move>; MAX_PLY + 1],
    /// While a null move's verification search runs, the first ply at which a null move may be
    /// tried again (0 otherwise).
    null_min_ply: usize,
}

impl Search<'_> {
    /// The static evaluation of `pos`, the node at `ply`, from the side to move's view.
    #[inline]
    pub(super) fn evaluate(&self, pos: &Position, ply: usize) -> i32 {
        match self.net {
            Some(net) => evaluate_network(net, &self.acc[ply], pos),
            None => evaluate(pos),
        }
    }

    /// Brings the accumulator of `ply + 1` to `child`, a child of `parent` at `ply`.
    #[inline]
    pub(super) fn enter(&mut self, ply: usize, parent: &Position, child: &Position) {
        if let Some(net) = self.net {
            let (done, rest) = self.acc.split_at_mut(ply + 1);
            rest[0] = done[ply];
            rest[0].update(net, parent, child);
        }
    }

    /// The table's value of a position of at most four pieces, if a table holds it.
    pub(super) fn tablebase_value(&self, pos: &Position, ply: usize) -> Option<i32> {
        let tables = self.tablebases?;
        if pos.board().occupied().count() > 4 {
            return None;
        }
        let probe = tables.probe(pos)?;
        Some(tablebase_score(&probe, ply).unwrap_or_else(|| self.draw_value(pos)))
    }

    fn iterate(
        &mut self,
        pos: &Position,
        root_moves: &mut MoveList,
        info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let mut result = SearchResult {
            best: root_moves.iter().next().copied(),
            score: Score::Cp(0),
            pv: Vec::new(),
            depth: 0,
            nodes: 0,
        };
        if root_moves.is_empty() {
            result.score = if pos.is_check() {
                Score::Mate(0)
            } else {
                Score::Cp(0)
            };
            return result;
        }
        let max_depth = self
            .limits
            .depth
            .map_or(MAX_PLY as u32 - 4, |d| d.clamp(1, MAX_PLY as u32 - 4));
        let mut previous = 0;
        let mut last_best = None;
        let mut instability: u64 = 0;
        for depth in 1..=max_depth {
            self.seldepth = 0;
            let mut score = self.aspiration(pos, depth as i32, previous);
            let completed = !self.stopped;
            if !completed {
                if self.pv_len[0] == 0 {
                    break;
                }
                // Stopped after a root move raised alpha: that move is sound.
                score = self.root_score;
            }
            let pv: Vec<Move> = self.pv[0][..self.pv_len[0]]
                .iter()
                .flatten()
                .copied()
                .collect();
            if let Some(&best) = pv.first() {
                let bonus = self.bonus(best);
                result.best = Some(best);
                result.score = Score::from_internal(score - bonus);
                score -= bonus;
                result.pv = pv;
                result.nodes = self.nodes;
                if completed {
                    result.depth = depth;
                }
            }
            if !completed {
                break;
            }
            previous = score + self.bonus(result.best.unwrap_or(root_moves.as_slice()[0]));
            self.can_stop = true;
            info(&Info {
                depth,
                seldepth: self.seldepth as u32,
                score: result.score,
                nodes: self.nodes,
                time_ms: self.clock.elapsed_ms(),
                pv: result.pv.clone(),
            });
            // A mate found within the searched depth cannot get shorter.
            if score.abs() >= MATE_BOUND && (MATE - score.abs()) as u32 <= depth {
                break;
            }
            // Best-move instability (in quarters): halves each iteration, +4 when it changed.
            let changed = depth > 1 && result.best != last_best;
            instability = instability / 2 + if changed { 4 } else { 0 };
            last_best = result.best;
            if let (Some(ms), true) = (self.limits.movetime_ms, self.limits.soft_time) {
                // Out of a clock: another iteration costs a few times this one, so do not start
                // what cannot end and save the time. A fixed time per move is used to the end
                // (a stopped iteration still counts when a root move was fully searched).
                let elapsed = self.clock.elapsed_ms();
                match self.limits.optimum_ms {
                    Some(optimum) if self.features.time_manager => {
                        if soft_limit_reached(elapsed, optimum, instability) {
                            break;
                        }
                    }
                    _ => {
                        if elapsed * 5 >= ms * 3 {
                            break;
                        }
                    }
                }
            }
            if self.stop.load(Ordering::Relaxed) {
                break;
            }
        }
        result.nodes = self.nodes;
        result
    }

    fn aspiration(&mut self, pos: &Position, depth: i32, previous: i32) -> i32 {
        if depth < 5 || previous.abs() >= MATE_BOUND {
            return self.negamax(pos, depth, -INFINITY, INFINITY, 0, false);
        }
        let mut delta = 40;
        let mut alpha = previous - delta;
        let mut beta = previous + delta;
        loop {
            let score = self.negamax(pos, depth, alpha, beta, 0, false);
            if self.stopped {
                return score;
            }
            if score <= alpha {
                alpha = (alpha - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (beta + delta).min(INFINITY);
            } else {
                return score;
            }
            delta *= 2;
            if delta > 600 {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    fn bonus(&self, m: Move) -> i32 {
        self.root_bonus
            .iter()
            .find(|(b, _)| *b == m)
            .map_or(0, |&(_, v)| v)
    }

    #[inline]
    fn check_limits(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if !self.can_stop {
            return false;
        }
        if let Some(n) = self.limits.nodes {
            if self.nodes >= n {
                self.stopped = true;
                return true;
            }
        }
        // The clock every 256 nodes (well under a millisecond, also on a slow machine).
        if self.nodes & 255 == 0 {
            if self.stop.load(Ordering::Relaxed) {
                self.stopped = true;
            } else if let Some(ms) = self.limits.movetime_ms {
                if self.clock.elapsed_ms() >= ms {
                    self.stopped = true;
                }
            }
        }
        self.stopped
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        self.pv[ply][ply] = Some(m);
        let child_len = self.pv_len[ply + 1].max(ply + 1);
        for i in ply + 1..child_len {
            self.pv[ply][i] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len;
    }

    /// The score of `child` for `us`, searched with the window `alpha..beta` seen by `us`: negated
    /// when the turn passes, as is when `us` moves again (sequential placement).
    fn child(
        &mut self,
        us: Color,
        child: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if child.turn() == us {
            self.negamax(child, depth, alpha, beta, ply + 1, true)
        } else {
            -self.negamax(child, depth, -beta, -alpha, ply + 1, true)
        }
    }
}
