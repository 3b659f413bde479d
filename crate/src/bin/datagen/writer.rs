//! The writer of `datagen gen`: takes finished games from the playing threads, writes them in
//! game-number order (so the file does not depend on the thread count or timing), drops
//! positions already written (dedup by [`position_key`]) and keeps the drawn games' share of
//! the positions under a cap.

use crate::play::GameData;
use sittuyin::search::nnue::{position_key, RecordReader, RECORD_SIZE};
use std::collections::{BTreeMap, HashSet};
use std::fs::File;
use std::io::{BufReader, Write};

pub struct Writer {
    file: File,
    /// Games that finished before an earlier-numbered one, by number.
    pending: BTreeMap<u64, GameData>,
    next: u64,
    seen: HashSet<u64>,
    /// Largest share of the written positions that may come from drawn games.
    draw_cap: f64,
    pub games: u64,
    pub written: u64,
    pub drawn_written: u64,
    pub duplicates: u64,
    /// Drawn games whose positions were left out by the cap.
    pub capped_games: u64,
    /// Games by White's result (0 Black won, 1 drawn, 2 White won) and by how they ended.
    pub results: [u64; 3],
    pub ends: Vec<(&'static str, u64)>,
}

impl Writer {
    /// A writer appending to `file`, whose records (read from `existing`) count as seen.
    pub fn new(file: File, existing: Option<File>, first: u64, draw_cap: f64) -> Writer {
        let mut seen = HashSet::new();
        if let Some(f) = existing {
            let mut bytes = [0u8; RECORD_SIZE];
            for r in RecordReader::new(BufReader::new(f)).flatten() {
                bytes.copy_from_slice(&r.to_bytes());
                seen.insert(position_key(&bytes));
            }
        }
        Writer {
            file,
            pending: BTreeMap::new(),
            next: first,
            seen,
            draw_cap,
            games: 0,
            written: 0,
            drawn_written: 0,
            duplicates: 0,
            capped_games: 0,
            results: [0; 3],
            ends: Vec::new(),
        }
    }

    /// Positions already in the file when the writer started (after dedup of the file itself).
    pub fn known(&self) -> usize {
        self.seen.len()
    }

    /// Takes game `g`; writes it and every game after it that is waiting.
    pub fn take(&mut self, g: u64, data: GameData) -> std::io::Result<()> {
        self.pending.insert(g, data);
        while let Some(data) = self.pending.remove(&self.next) {
            self.next += 1;
            self.write(&data)?;
        }
        Ok(())
    }

    fn write(&mut self, data: &GameData) -> std::io::Result<()> {
        self.games += 1;
        self.results[usize::from(data.result)] += 1;
        match self.ends.iter_mut().find(|(h, _)| *h == data.how) {
            Some((_, n)) => *n += 1,
            None => self.ends.push((data.how, 1)),
        }
        let fresh: Vec<&[u8; RECORD_SIZE]> = data
            .records
            .iter()
            .filter(|r| self.seen.insert(position_key(r)))
            .collect();
        self.duplicates += (data.records.len() - fresh.len()) as u64;
        let n = fresh.len() as u64;
        if data.result == 1 {
            // Within the cap once this game is in, or not at all (its positions stay "seen").
            if (self.drawn_written + n) as f64 > self.draw_cap * (self.written + n) as f64 {
                self.capped_games += 1;
                return Ok(());
            }
            self.drawn_written += n;
        }
        let bytes: Vec<u8> = fresh.iter().flat_map(|r| r.iter().copied()).collect();
        self.file.write_all(&bytes)?;
        self.written += n;
        Ok(())
    }
}
