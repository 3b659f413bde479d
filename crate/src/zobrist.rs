//! Zobrist keys, generated at compile time from a fixed seed.

use crate::square::Square;
use crate::types::{Color, Role};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// Maximum count of one role in one hand that gets its own key.
pub const HAND_MAX: usize = 16;

struct Keys {
    pieces: [[[u64; 64]; 6]; 2],
    hands: [[[u64; HAND_MAX + 1]; 6]; 2],
    black_to_move: u64,
    /// Pawns that lost the right to promote (`pritchard`).
    spent: [u64; 64],
}

const fn build() -> Keys {
    let mut keys = Keys {
        pieces: [[[0; 64]; 6]; 2],
        hands: [[[0; HAND_MAX + 1]; 6]; 2],
        black_to_move: 0,
        spent: [0; 64],
    };
    let mut state = 0x5173_7475_7969_6e21u64; // "Sittuyin!"
    let mut c = 0;
    while c < 2 {
        let mut r = 0;
        while r < 6 {
            let mut s = 0;
            while s < 64 {
                let (next, key) = splitmix(state);
                state = next;
                keys.pieces[c][r][s] = key;
                s += 1;
            }
            let mut n = 1;
            while n <= HAND_MAX {
                let (next, key) = splitmix(state);
                state = next;
                keys.hands[c][r][n] = key;
                n += 1;
            }
            r += 1;
        }
        c += 1;
    }
    let (mut state, key) = splitmix(state);
    keys.black_to_move = key;
    let mut s = 0;
    while s < 64 {
        let (next, key) = splitmix(state);
        state = next;
        keys.spent[s] = key;
        s += 1;
    }
    keys
}

static KEYS: Keys = build();

#[inline]
#[must_use]
pub fn piece(color: Color, role: Role, sq: Square) -> u64 {
    KEYS.pieces[color.index()][role.index()][sq.index()]
}

/// The key of holding `count` pieces of `role` in hand (0 for none).
#[inline]
#[must_use]
pub fn hand(color: Color, role: Role, count: u8) -> u64 {
    KEYS.hands[color.index()][role.index()][(count as usize).min(HAND_MAX)]
}

#[inline]
#[must_use]
pub fn black_to_move() -> u64 {
    KEYS.black_to_move
}

/// Key of a pawn on `sq` that may no longer promote.
#[inline]
#[must_use]
pub fn spent(sq: Square) -> u64 {
    KEYS.spent[sq.index()]
}
