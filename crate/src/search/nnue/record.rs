//! Training positions as `datagen` writes them (32 bytes each, layout in `train/README.md`),
//! and a streaming reader for data files of any size.

use super::{for_each_feature, HAND_MAX, MAX_ACTIVE};
use crate::board::{Board, Hand};
use crate::position::Position;
use crate::square::Square;
use crate::types::{Color, Piece, Role};
use std::io::Read;

/// One training position as `datagen` writes it: 32 bytes (layout in `train/README.md`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Record {
    pub board: Board,
    pub hands: [Hand; 2],
    pub turn: Color,
    /// The search's score from White's point of view, centipawns (mates as +-3000).
    pub score: i16,
    /// The game's result for White: 0 loss, 1 draw, 2 win.
    pub result: u8,
}

/// Bytes per [`Record`].
pub const RECORD_SIZE: usize = 32;

/// Why record bytes were refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RecordError {
    /// More than 32 pieces, a role code above 5, a result above 2, or a bad hand count.
    Invalid,
}

const HAND_BITS: [u32; 6] = [1, 1, 2, 2, 2, 4];

fn pack_hand(hand: &Hand) -> u16 {
    let mut v = 0u16;
    let mut shift = 0;
    for role in Role::ALL {
        let max = (1u16 << HAND_BITS[role.index()]) - 1;
        v |= (u16::from(hand.count(role)).min(max)) << shift;
        shift += HAND_BITS[role.index()];
    }
    v
}

fn unpack_hand(v: u16) -> Result<Hand, RecordError> {
    let mut hand = Hand::default();
    let mut shift = 0;
    for role in Role::ALL {
        let bits = HAND_BITS[role.index()];
        let n = (v >> shift) & ((1 << bits) - 1);
        if n > u16::from(HAND_MAX[role.index()]) {
            return Err(RecordError::Invalid);
        }
        for _ in 0..n {
            hand.add(role);
        }
        shift += bits;
    }
    if v >> shift != 0 {
        return Err(RecordError::Invalid);
    }
    Ok(hand)
}

impl Record {
    /// A record of `pos` with White's `score` and `result` (0, 1, 2).
    #[must_use]
    pub fn new(pos: &Position, score: i16, result: u8) -> Record {
        Record {
            board: *pos.board(),
            hands: [*pos.hand(Color::White), *pos.hand(Color::Black)],
            turn: pos.turn(),
            score,
            result,
        }
    }

    /// The 32 bytes: occupancy (u64 LE), one nibble per occupied square in square order (low
    /// nibble first; bit 3 Black, bits 0-2 the role), both hands (u16 LE each), the score (i16
    /// LE), the result, flags (bit 0: Black to move).
    #[must_use]
    pub fn to_bytes(&self) -> [u8; RECORD_SIZE] {
        let mut b = [0u8; RECORD_SIZE];
        let occupied = self.board.occupied();
        let mut bits = 0u64;
        for sq in occupied {
            bits |= 1 << sq.index();
        }
        b[..8].copy_from_slice(&bits.to_le_bytes());
        for (i, (_, piece)) in self.board.pieces().take(MAX_ACTIVE).enumerate() {
            let code = (u8::from(piece.color == Color::Black) << 3) | piece.role.index() as u8;
            b[8 + i / 2] |= code << (4 * (i % 2));
        }
        b[24..26].copy_from_slice(&pack_hand(&self.hands[0]).to_le_bytes());
        b[26..28].copy_from_slice(&pack_hand(&self.hands[1]).to_le_bytes());
        b[28..30].copy_from_slice(&self.score.to_le_bytes());
        b[30] = self.result;
        b[31] = u8::from(self.turn == Color::Black);
        b
    }

    /// Reads 32 bytes written by [`Record::to_bytes`].
    ///
    /// # Errors
    /// [`RecordError::Invalid`] for bytes no record writes.
    pub fn from_bytes(b: &[u8; RECORD_SIZE]) -> Result<Record, RecordError> {
        let bits = u64::from_le_bytes(b[..8].try_into().expect("8 bytes"));
        if bits.count_ones() as usize > MAX_ACTIVE || b[30] > 2 || b[31] > 1 {
            return Err(RecordError::Invalid);
        }
        let mut board = Board::empty();
        let mut i = 0;
        let mut rest = bits;
        while rest != 0 {
            let sq = Square::new(rest.trailing_zeros() as u8);
            rest &= rest - 1;
            let code = (b[8 + i / 2] >> (4 * (i % 2))) & 15;
            let role = *Role::ALL
                .get(usize::from(code & 7))
                .ok_or(RecordError::Invalid)?;
            let color = if code & 8 == 0 {
                Color::White
            } else {
                Color::Black
            };
            board.put(sq, Piece { color, role });
            i += 1;
        }
        Ok(Record {
            board,
            hands: [
                unpack_hand(u16::from_le_bytes([b[24], b[25]]))?,
                unpack_hand(u16::from_le_bytes([b[26], b[27]]))?,
            ],
            turn: if b[31] == 1 {
                Color::Black
            } else {
                Color::White
            },
            score: i16::from_le_bytes([b[28], b[29]]),
            result: b[30],
        })
    }

    /// The active features seen from `perspective`.
    #[must_use]
    pub fn features(&self, perspective: Color) -> Vec<usize> {
        let mut v = Vec::with_capacity(MAX_ACTIVE);
        for_each_feature(&self.board, &self.hands, perspective, |f| v.push(f));
        v
    }
}

/// Reads every whole record of a data file's bytes (a trailing partial record, from a run
/// stopped mid-write, is ignored).
///
/// # Errors
/// [`RecordError`] at the first invalid record.
pub fn read_records(bytes: &[u8]) -> Result<Vec<Record>, RecordError> {
    bytes
        .chunks_exact(RECORD_SIZE)
        .map(|c| Record::from_bytes(c.try_into().expect("record size")))
        .collect()
}

/// Reads records one at a time from any reader (a data file of any size, a pipe) through a
/// buffer of `RECORD_SIZE * 4096` bytes; a trailing partial record is ignored, as in
/// [`read_records`]. Yields `Err` for an invalid record or a read error, then stops.
pub struct RecordReader<R: Read> {
    inner: R,
    buf: Vec<u8>,
    /// Bytes of `buf` filled, and the next record's offset in it.
    len: usize,
    at: usize,
    done: bool,
}

impl<R: Read> RecordReader<R> {
    /// Records per buffer fill.
    const CHUNK: usize = 4096;

    pub fn new(inner: R) -> RecordReader<R> {
        RecordReader {
            inner,
            buf: vec![0; RECORD_SIZE * Self::CHUNK],
            len: 0,
            at: 0,
            done: false,
        }
    }

    /// Refills the buffer, keeping a partial record's bytes; false at the end of the input.
    fn fill(&mut self) -> std::io::Result<bool> {
        self.buf.copy_within(self.at..self.len, 0);
        self.len -= self.at;
        self.at = 0;
        while self.len < RECORD_SIZE {
            match self.inner.read(&mut self.buf[self.len..]) {
                Ok(0) => return Ok(false),
                Ok(n) => self.len += n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        Ok(true)
    }
}

/// Why a record could not be read from a stream.
#[derive(Debug)]
pub enum ReadError {
    Io(std::io::Error),
    Record(RecordError),
}

impl<R: Read> Iterator for RecordReader<R> {
    type Item = Result<Record, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        if self.len - self.at < RECORD_SIZE {
            match self.fill() {
                Ok(true) => {}
                Ok(false) => {
                    self.done = true;
                    return None;
                }
                Err(e) => {
                    self.done = true;
                    return Some(Err(ReadError::Io(e)));
                }
            }
        }
        let bytes: &[u8; RECORD_SIZE] = self.buf[self.at..self.at + RECORD_SIZE]
            .try_into()
            .expect("record size");
        self.at += RECORD_SIZE;
        let r = Record::from_bytes(bytes).map_err(ReadError::Record);
        self.done = r.is_err();
        Some(r)
    }
}

/// A 64-bit key of a record's position (board, hands and side to move; not its score nor
/// result), for removing duplicates: FNV-1a over those bytes, then a final mix.
#[must_use]
pub fn position_key(bytes: &[u8; RECORD_SIZE]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes[..28].iter().chain(&bytes[31..]) {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^ (h >> 33)
}
