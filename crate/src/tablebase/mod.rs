//! Endgame tables for Sittuyin, computed here by retrograde analysis: every pawnless ending of
//! the two kings and up to two more pieces (K+X vs K, K+X+Y vs K, K+X vs K+Y).
//!
//! A table stores, per position, the plies to the end with best play (mate in bare-king
//! endings; mate or the winning capture in K+X vs K+Y). Whether that wins *here* depends on the
//! counters: a probe compares the distance with what the count and the 50-move rule still allow
//! (mate in 70 moves with 64 to go is a draw). K+X vs K+Y has no count until the capture; the
//! capture then starts one at 0, so those tables are made per rules preset, with each capture
//! valued by the bare-king ending and the count that starts.
//!
//! ```
//! use sittuyin::tablebase::{Tablebases, Wdl};
//! use sittuyin::{Position, Rules};
//! let mut tb = Tablebases::new();
//! let pos = Position::from_fen("8/8/8/4k3/8/8/8/R3K3[] b - 32 0 1", &Rules::CHESSPLAYX).unwrap();
//! tb.ensure_for(&pos);
//! let probe = tb.probe(&pos).unwrap();
//! assert_eq!(probe.wdl, Wdl::Loss);
//! ```

#[cfg(not(target_arch = "wasm32"))]
mod background;
mod generate;
mod index;
#[cfg(not(target_arch = "wasm32"))]
mod storage;

#[cfg(not(target_arch = "wasm32"))]
pub use background::Background;

pub use generate::{decode, DRAW, ILLEGAL, MAX_DISTANCE, STALEMATE};
pub use index::Material;

use crate::moves::Move;
use crate::position::Position;
use crate::rules::{DrawRule, Rules};
use crate::square::Square;
use crate::types::{Color, Role};
use generate::{Child, Context, Generator, Reduced};
use index::Placement;
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

/// Win, draw or loss for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Wdl {
    Win,
    Draw,
    Loss,
}

impl Wdl {
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Wdl::Win => "win",
            Wdl::Draw => "draw",
            Wdl::Loss => "loss",
        }
    }
}

/// Why a position that the table wins is a draw with these counters.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawReason {
    /// The count runs out before the mate.
    Count,
    /// The 50-move rule comes first.
    FiftyMoves,
}

impl DrawReason {
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            DrawReason::Count => "count",
            DrawReason::FiftyMoves => "fifty-moves",
        }
    }
}

/// What the distance counts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Metric {
    /// Plies to mate (bare-king endings).
    Mate,
    /// Plies to mate or to the capture that wins (K+X vs K+Y).
    Conversion,
}

/// A probe's answer for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Probe {
    pub wdl: Wdl,
    /// For a draw that the table would win or lose without the counters: which one stops it.
    pub reason: Option<DrawReason>,
    /// Plies to the end (mate, or the winning capture) for a win or a loss.
    pub plies: Option<u32>,
    pub metric: Metric,
}

/// One generated table.
pub struct Table {
    pub material: Material,
    values: Vec<u8>,
}

impl Table {
    /// Bytes of memory.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.values.len()
    }

    /// The longest win (in plies) and the counts of won, drawn and lost positions with White
    /// to move, then with Black to move.
    #[must_use]
    pub fn stats(&self) -> TableStats {
        let mut s = TableStats::default();
        let half = self.values.len() / 2;
        for (i, &v) in self.values.iter().enumerate() {
            let side = usize::from(i >= half);
            match decode(v) {
                Some((d, true)) => {
                    s.wins[side] += 1;
                    s.longest = s.longest.max(d);
                }
                Some((_, false)) => s.losses[side] += 1,
                None if v != ILLEGAL => s.draws[side] += 1,
                None => {}
            }
        }
        s
    }
}

/// Counts of a table's positions by result and side to move (index 0: White to move).
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct TableStats {
    pub wins: [u64; 2],
    pub draws: [u64; 2],
    pub losses: [u64; 2],
    pub longest: u32,
}

/// Which rules a table depends on: bare-king tables only on whether stalemating is illegal;
/// K+X vs K+Y on the whole preset (the count and the 50-move rule after the capture).
fn variant(material: &Material, rules: &'static Rules) -> &'static str {
    if !material.is_bare_king() {
        rules.name
    } else if rules.stalemate_illegal {
        "no-stalemate"
    } else {
        "stalemate"
    }
}

/// A table position found from a `Position`: its canonical material and placement.
fn locate(pos: &Position) -> Option<(Material, Placement)> {
    let b = pos.board();
    if !pos.hand(Color::White).is_empty()
        || !pos.hand(Color::Black).is_empty()
        || b.by_role(Role::Pawn).any()
        || b.occupied().count() > 4
    {
        return None;
    }
    let kings = [b.king_of(Color::White)?, b.king_of(Color::Black)?];
    let mut pieces = [(Color::White, Role::General, Square::new(0)); 2];
    let mut n = 0;
    for (sq, p) in b.pieces() {
        if p.role != Role::King {
            pieces[n] = (p.color, p.role, sq);
            n += 1;
        }
    }
    canonical(pos.turn(), kings, &pieces[..n])
}

/// Canonical material and placement of kings and pieces (colours swapped, board flipped top to
/// bottom when Black is the stronger side).
fn canonical(
    turn: Color,
    kings: [Square; 2],
    pieces: &[(Color, Role, Square)],
) -> Option<(Material, Placement)> {
    if pieces.len() > 2 {
        return None;
    }
    let mut roles = [(Color::White, Role::General); 2];
    for (slot, &(c, r, _)) in roles.iter_mut().zip(pieces) {
        *slot = (c, r);
    }
    let (material, swap) = Material::of(&roles[..pieces.len()])?;
    if material.is_empty() {
        return None;
    }
    let flip = |s: Square| if swap { s.flip_vertical() } else { s };
    let color = |c: Color| if swap { c.other() } else { c };
    let mut placement = Placement {
        turn: color(turn),
        kings: if swap {
            [flip(kings[1]), flip(kings[0])]
        } else {
            kings
        },
        squares: [Square::new(0); 2],
    };
    let mut used = [false; 2];
    for (slot, &(c, r)) in material.pieces().iter().enumerate() {
        let found = pieces
            .iter()
            .enumerate()
            .find(|&(i, &(pc, pr, _))| !used[i] && color(pc) == c && pr == r)?;
        used[found.0] = true;
        placement.squares[slot] = flip(found.1 .2);
    }
    Some((material, placement))
}

/// Plies left before the count or the 50-move rule draws, for a side to move at these counters
/// (`u32::MAX` when neither applies). A decided position `d` plies from mate wins when
/// `d <= min(count, fifty)`.
fn budgets(rules: &Rules, counting_limit: u32, counting_ply: u32, rule50: u32) -> (u32, u32) {
    let count = if counting_limit > 0 && rules.count_expired != DrawRule::Off {
        (counting_limit + 1).saturating_sub(counting_ply)
    } else {
        u32::MAX
    };
    let fifty = if rules.fifty_moves != DrawRule::Off
        && (rules.fifty_moves_during_count || counting_limit == 0)
    {
        100u32.saturating_sub(rule50)
    } else {
        u32::MAX
    };
    (count, fifty)
}

/// The count limit, in moves, that starts against a bare king on `king` when the other side
/// has the king and one `role` (read from the rules core).
fn count_limit(rules: &'static Rules, role: Role, king: Square) -> u32 {
    let far = Square::all()
        .filter(|s| {
            (i32::from(s.file()) - i32::from(king.file())).abs() > 1
                || (i32::from(s.rank()) - i32::from(king.rank())).abs() > 1
        })
        .take(2)
        .collect::<Vec<_>>();
    let mut board = [None; 64];
    board[king.index()] = Some('k');
    board[far[0].index()] = Some('K');
    board[far[1].index()] = Some(role.char());
    let mut fen = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
                Some(c) => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen.push_str("[] b - - 0 1");
    Position::from_fen(&fen, rules).map_or(0, |p| p.count_limit(Color::Black))
}

/// The table endings a search from `pos` needs: its own when it is one; with `reachable`, also
/// every ending of up to four pieces that captures can lead to from a pawnless position without
/// hands (of at most six pieces: more would make too many tables to generate at once).
#[must_use]
pub fn reachable_endings(pos: &Position, reachable: bool) -> Vec<Material> {
    let b = pos.board();
    let all = Material::all();
    if !pos.hand(Color::White).is_empty()
        || !pos.hand(Color::Black).is_empty()
        || b.by_role(Role::Pawn).any()
    {
        return Vec::new();
    }
    let pieces: Vec<(Color, Role)> = b
        .pieces()
        .filter(|(_, p)| p.role != Role::King)
        .map(|(_, p)| (p.color, p.role))
        .collect();
    let mut out = Vec::new();
    if let Some((m, _)) = Material::of(&pieces) {
        if all.contains(&m) {
            out.push(m);
        }
    }
    if !reachable || pieces.len() > 4 {
        return out;
    }
    for i in 0..pieces.len() {
        for j in i..pieces.len() {
            let subset: Vec<(Color, Role)> = if i == j {
                vec![pieces[i]]
            } else {
                vec![pieces[i], pieces[j]]
            };
            if let Some((m, _)) = Material::of(&subset) {
                if all.contains(&m) && !out.contains(&m) {
                    out.push(m);
                }
            }
        }
    }
    out
}

/// A table's key: its material and the rules variant it depends on.
pub type TableKey = (Material, &'static str);

/// The tables generated so far, by material and rules variant. Tables are shared (`Arc`), so a
/// copy of the collection for a search or another thread costs no table bytes.
#[derive(Default, Clone)]
pub struct Tablebases {
    tables: HashMap<TableKey, Arc<Table>>,
    /// Tables asked for with [`Tablebases::request`], made by [`Tablebases::work`] in slices,
    /// each after the smaller tables it needs.
    queue: VecDeque<(Material, &'static Rules)>,
    job: Option<(Generator, &'static Rules)>,
    /// Where tables are cached on disk (native only).
    #[cfg(not(target_arch = "wasm32"))]
    dir: Option<std::path::PathBuf>,
}

impl Tablebases {
    #[must_use]
    pub fn new() -> Tablebases {
        Tablebases::default()
    }

    /// Caches tables in `dir`: read from there when present, written there when generated.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn set_dir(&mut self, dir: Option<std::path::PathBuf>) {
        self.dir = dir;
    }

    /// Where tables are cached on disk, if anywhere.
    #[cfg(not(target_arch = "wasm32"))]
    #[must_use]
    pub fn dir(&self) -> Option<&std::path::Path> {
        self.dir.as_deref()
    }

    /// The table of `material` under `rules`, if generated.
    #[must_use]
    pub fn table(&self, material: &Material, rules: &'static Rules) -> Option<&Table> {
        self.tables
            .get(&(*material, variant(material, rules)))
            .map(AsRef::as_ref)
    }

    /// The key of `material`'s table under `rules`.
    #[must_use]
    pub fn key(material: &Material, rules: &'static Rules) -> TableKey {
        (*material, variant(material, rules))
    }

    /// Whether the table of `material` under `rules` is ready.
    #[must_use]
    pub fn contains(&self, material: &Material, rules: &'static Rules) -> bool {
        self.tables.contains_key(&Tablebases::key(material, rules))
    }

    /// Every table held, shared.
    pub fn shared(&self) -> impl Iterator<Item = (TableKey, Arc<Table>)> + '_ {
        self.tables.iter().map(|(k, t)| (*k, Arc::clone(t)))
    }

    /// Adds a table made elsewhere (another thread, or a copy of this collection).
    pub fn insert_shared(&mut self, key: TableKey, table: Arc<Table>) {
        self.tables.entry(key).or_insert(table);
    }

    /// The missing tables `material` needs under `rules`, smallest first, itself last.
    #[must_use]
    pub fn missing(&self, material: &Material, rules: &'static Rules) -> Vec<Material> {
        fn visit(tb: &Tablebases, m: &Material, rules: &'static Rules, out: &mut Vec<Material>) {
            if tb.contains(m, rules) || out.contains(m) {
                return;
            }
            for sub in m.after_captures() {
                visit(tb, &sub, rules, out);
            }
            out.push(*m);
        }
        let mut out = Vec::new();
        visit(self, material, rules, &mut out);
        out
    }

    /// Asks for the table of `material` under `rules` (and the smaller ones it needs) to be
    /// made by later calls of [`Tablebases::work`]. Nothing is generated here.
    pub fn request(&mut self, material: &Material, rules: &'static Rules) {
        for m in self.missing(material, rules) {
            let queued = self
                .queue
                .iter()
                .any(|&(q, r)| Tablebases::key(&q, r) == Tablebases::key(&m, rules))
                || self.job.as_ref().is_some_and(|(g, r)| {
                    Tablebases::key(&g.material(), r) == Tablebases::key(&m, rules)
                });
            if !queued {
                self.queue.push_back((m, rules));
            }
        }
    }

    /// Whether requested tables are still to be made.
    #[must_use]
    pub fn has_work(&self) -> bool {
        self.job.is_some() || !self.queue.is_empty()
    }

    /// Makes requested tables until all are ready (true) or `should_pause` says stop (false);
    /// `should_pause` is asked every few thousand positions, so the caller's deadline is kept
    /// within milliseconds. A later call resumes where this one stopped.
    pub fn work(&mut self, should_pause: &mut dyn FnMut() -> bool) -> bool {
        loop {
            let (mut generator, rules) = match self.job.take() {
                // Made meanwhile by `ensure`: nothing left to do for it.
                Some((g, r)) if self.contains(&g.material(), r) => continue,
                Some(job) => job,
                None => {
                    let Some((m, rules)) = self.queue.pop_front() else {
                        return true;
                    };
                    if self.contains(&m, rules) {
                        continue;
                    }
                    (Generator::new(m), rules)
                }
            };
            let material = generator.material();
            let done = self.with_context(&material, rules, |ctx| generator.run(ctx, should_pause));
            if !done {
                self.job = Some((generator, rules));
                return false;
            }
            self.tables.insert(
                Tablebases::key(&material, rules),
                Arc::new(Table {
                    material,
                    values: generator.finish(),
                }),
            );
            if should_pause() {
                return !self.has_work();
            }
        }
    }

    /// Whether the table for the position's material is ready.
    #[must_use]
    pub fn has_table_for(&self, pos: &Position) -> bool {
        locate(pos).is_some_and(|(m, _)| self.table(&m, pos.rules()).is_some())
    }

    /// The table ending of the position (pawnless, no hands, at most four pieces), if the
    /// tables cover it.
    #[must_use]
    pub fn ending(pos: &Position) -> Option<Material> {
        locate(pos)
            .map(|(m, _)| m)
            .filter(|m| Material::all().contains(m))
    }

    /// Bytes held by all tables.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.tables.values().map(|t| t.bytes()).sum()
    }

    /// Generates (or loads) the table of `material` under `rules` and every smaller table it
    /// needs. Returns whether it was already there.
    pub fn ensure(&mut self, material: &Material, rules: &'static Rules) -> bool {
        let key = (*material, variant(material, rules));
        if self.tables.contains_key(&key) {
            return true;
        }
        for sub in material.after_captures() {
            self.ensure(&sub, rules);
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(values) = self
            .dir
            .as_ref()
            .and_then(|d| storage::load(d, material, key.1))
        {
            self.tables.insert(
                key,
                Arc::new(Table {
                    material: *material,
                    values,
                }),
            );
            return false;
        }
        let values = self.compute(material, rules);
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(dir) = &self.dir {
            // A cache that cannot be written only costs time at the next start.
            let _ = storage::save(dir, material, key.1, &values);
        }
        self.tables.insert(
            key,
            Arc::new(Table {
                material: *material,
                values,
            }),
        );
        false
    }

    /// Ensures the table of the position's material, if it is a table position.
    pub fn ensure_for(&mut self, pos: &Position) -> bool {
        match Tablebases::ending(pos) {
            Some(m) => {
                self.ensure(&m, pos.rules());
                true
            }
            None => false,
        }
    }

    fn compute(&self, material: &Material, rules: &'static Rules) -> Vec<u8> {
        self.with_context(material, rules, |ctx| generate::generate(material, ctx))
    }

    /// Calls `f` with the generator's context for `material` under `rules`: the values of the
    /// positions after captures, read from the smaller tables.
    fn with_context<T>(
        &self,
        material: &Material,
        rules: &'static Rules,
        f: impl FnOnce(&Context) -> T,
    ) -> T {
        let bare = material.is_bare_king();
        // Count limits after a capture in K+X vs K+Y, by remaining role and bare king square.
        let mut limits = [[0u32; 64]; 6];
        if !bare {
            for &(_, role) in material.pieces() {
                for sq in Square::all() {
                    limits[role.index()][sq.index()] = count_limit(rules, role, sq);
                }
            }
        }
        let child = |r: &Reduced| -> Child {
            let Some((m, p)) = canonical(r.turn, r.kings, r.piece.as_slice()) else {
                return Child::Draw;
            };
            let Some(table) = self.table(&m, rules) else {
                return Child::Draw;
            };
            let v = table.values[p.index(m.len())];
            if v == STALEMATE {
                return Child::Stalemate;
            }
            match decode(v) {
                None => Child::Draw,
                Some((d, true)) => Child::Win(d),
                Some((d, false)) if bare => Child::Loss(d),
                Some((d, false)) => {
                    // The capture left a bare king, to move, at count 0 and halfmove 0.
                    let role = m.pieces()[0].1;
                    let limit = limits[role.index()][p.kings[1].index()];
                    let (count, fifty) = budgets(rules, 2 * limit, 0, 0);
                    if d <= count.min(fifty) {
                        Child::Loss(0)
                    } else {
                        Child::Draw
                    }
                }
            }
        };
        f(&Context {
            stalemate_illegal: rules.stalemate_illegal,
            child: &child,
        })
    }

    /// The table's answer for `pos` with its counters, or `None` when the position is not in a
    /// generated table.
    #[must_use]
    pub fn probe(&self, pos: &Position) -> Option<Probe> {
        let (material, placement) = locate(pos)?;
        let table = self.table(&material, pos.rules())?;
        let v = table.values[placement.index(material.len())];
        let bare = material.is_bare_king();
        let metric = if bare {
            Metric::Mate
        } else {
            Metric::Conversion
        };
        let Some((plies, win)) = decode(v) else {
            if v == ILLEGAL {
                return None;
            }
            return Some(Probe {
                wdl: Wdl::Draw,
                reason: None,
                plies: None,
                metric,
            });
        };
        let limit = if bare { pos.counting_limit() } else { 0 };
        let (count, fifty) = budgets(pos.rules(), limit, pos.counting_ply(), pos.rule50());
        if plies <= count.min(fifty) {
            Some(Probe {
                wdl: if win { Wdl::Win } else { Wdl::Loss },
                reason: None,
                plies: Some(plies),
                metric,
            })
        } else {
            Some(Probe {
                wdl: Wdl::Draw,
                reason: Some(if plies > count {
                    DrawReason::Count
                } else {
                    DrawReason::FiftyMoves
                }),
                plies: None,
                metric,
            })
        }
    }

    /// A position of a bare-king `material` for practising the mate: White to move, the count
    /// running since Black's last move, and won for White within it (the table must be ready).
    /// Seeded: the same seed gives the same position.
    #[must_use]
    pub fn training_position(
        &self,
        material: &Material,
        rules: &'static Rules,
        seed: u64,
    ) -> Option<Position> {
        let table = self.table(material, rules)?;
        if !material.is_bare_king() {
            return None;
        }
        let mut rng = crate::rng::SplitMix64::new(seed);
        let mut next = || rng.next_u64();
        let half = material.size() / 2;
        for _ in 0..100_000 {
            let i = (next() % half as u64) as usize;
            let Some((plies, true)) = decode(table.values[i]) else {
                continue;
            };
            let mut p = Placement::from_index(i, material.len());
            if next() % 2 == 1 {
                p = p.mirrored();
            }
            let mut board = crate::board::Board::empty();
            board.put(
                p.kings[0],
                crate::types::Piece::new(Color::White, Role::King),
            );
            board.put(
                p.kings[1],
                crate::types::Piece::new(Color::Black, Role::King),
            );
            for (k, &(c, r)) in material.pieces().iter().enumerate() {
                board.put(p.squares[k], crate::types::Piece::new(c, r));
            }
            let setup = crate::setup::Setup {
                board,
                hands: [crate::board::Hand::default(); 2],
                promoted: crate::bitboard::Bitboard::EMPTY,
                turn: Color::White,
                counting_limit: 0,
                halfmove: 0,
                fullmove: 1,
            };
            let Ok(plain) = Position::from_setup(&setup, rules) else {
                continue;
            };
            let limit = 2 * plain.count_limit(Color::Black);
            let setup = crate::setup::Setup {
                counting_limit: limit,
                halfmove: u32::from(limit > 0),
                ..setup
            };
            let Ok(pos) = Position::from_setup(&setup, rules) else {
                continue;
            };
            // Worth practising: won here, and not a mate in one.
            if plies > 1 && self.probe(&pos).is_some_and(|q| q.wdl == Wdl::Win) {
                return Some(pos);
            }
        }
        None
    }

    /// The result of the position after `m` for the side to move there (a bare king against a
    /// bare king, or a mate, is decided without a table).
    fn probe_child(&self, child: &Position) -> Option<Probe> {
        if child.board().occupied().count() == 2 {
            return Some(Probe {
                wdl: Wdl::Draw,
                reason: None,
                plies: None,
                metric: Metric::Mate,
            });
        }
        self.probe(child)
    }

    /// The table's best move and the position's probe: the fastest win, the slowest loss, or
    /// a move that keeps the draw.
    #[must_use]
    pub fn best_move(&self, pos: &Position) -> Option<(Move, Probe)> {
        let root = self.probe(pos)?;
        let mut best: Option<(Move, (i32, i64))> = None;
        for &m in pos.legal_moves().iter() {
            let child = pos.after(m);
            let Some(c) = self.probe_child(&child) else {
                continue;
            };
            let is_mate = child.is_check() && !child.has_legal_moves();
            // Lower is better: the fastest mate or winning capture, a draw over a loss, the
            // slowest loss.
            let rank = match (root.wdl, c.wdl) {
                (Wdl::Win, Wdl::Loss) => {
                    let kind = if is_mate {
                        0
                    } else if m.is_capture() {
                        1
                    } else {
                        2
                    };
                    (kind, i64::from(c.plies.unwrap_or(0)))
                }
                (Wdl::Win, _) | (Wdl::Draw, Wdl::Win) => (9, 0),
                (Wdl::Draw, Wdl::Draw) => (0, 0),
                (Wdl::Draw, Wdl::Loss) | (Wdl::Loss, Wdl::Draw) => (-1, 0),
                (Wdl::Loss, Wdl::Loss) => (-2, 0),
                (Wdl::Loss, Wdl::Win) => (0, -i64::from(c.plies.unwrap_or(0))),
            };
            if best.is_none_or(|(_, r)| rank < r) {
                best = Some((m, rank));
            }
        }
        best.map(|(m, _)| (m, root))
    }
}

#[cfg(test)]
mod tests;
