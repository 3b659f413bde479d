//! Transposition table: one entry per slot, replaced by depth and age.

use crate::moves::Move;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    /// The score is at least this (a beta cut-off).
    Lower,
    /// The score is at most this (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub key: u64,
    pub best: Option<Move>,
    pub score: i16,
    pub depth: i8,
    pub bound: Bound,
    generation: u8,
}

const EMPTY: Entry = Entry {
    key: 0,
    best: None,
    score: 0,
    depth: -1,
    bound: Bound::Upper,
    generation: 0,
};

pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of about `megabytes` MB (rounded down to a power of two of entries).
    #[must_use]
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.clamp(1, 4096) << 20;
        let wanted = (bytes / std::mem::size_of::<Entry>()).max(1024);
        let len = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Table {
            entries: vec![EMPTY; len],
            mask: len - 1,
            generation: 0,
        }
    }

    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
        self.generation = 0;
    }

    /// Marks the start of a new search, so older entries are replaced first.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    #[inline]
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.key == key && e.depth >= 0).then_some(e)
    }

    #[inline]
    pub fn store(&mut self, key: u64, best: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let generation = self.generation;
        let slot = &mut self.entries[key as usize & self.mask];
        // The same position keeps its deeper result unless the new one is nearly as deep;
        // another position is replaced when older, shallower, or by an exact score.
        let replace = if slot.key == key {
            depth + 2 >= i32::from(slot.depth)
                || (bound == Bound::Exact && slot.bound != Bound::Exact)
        } else {
            slot.generation != generation || depth >= i32::from(slot.depth) || bound == Bound::Exact
        };
        if !replace {
            return;
        }
        // Keep the old move when the new entry has none (a fail-low).
        let best = if best.is_none() && slot.key == key {
            slot.best
        } else {
            best
        };
        *slot = Entry {
            key,
            best,
            score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            depth: depth.clamp(0, 127) as i8,
            bound,
            generation,
        };
    }
}
