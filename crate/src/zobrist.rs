//! Zobrist keys: the outputs of SplitMix64 (`rng.rs`) from a fixed seed, in a fixed order.
//!
//! The n-th output of SplitMix64 is `mix(seed + (n + 1) * GAMMA)`, so any key can be computed
//! directly from its index. The native library and the engine's wasm module keep all of them in
//! a table built at compile time (a lookup); the rules core's wasm module computes each key when
//! asked (a few multiplications), which leaves 8 KB of random, incompressible bytes out of the
//! module that every board page loads (`scripts/build-wasm.sh`). Both give the same values.

use crate::square::Square;
use crate::types::{Color, Role};

/// Maximum count of one role in one hand that gets its own key.
pub const HAND_MAX: usize = 16;

const SEED: u64 = 0x5173_7475_7969_6e21; // "Sittuyin!"
/// Keys per colour and role: 64 squares, then hand counts 1..=HAND_MAX.
const PER_ROLE: usize = 64 + HAND_MAX;
const BLACK_TO_MOVE: usize = 2 * 6 * PER_ROLE;
const SPENT: usize = BLACK_TO_MOVE + 1;
const COUNT: usize = SPENT + 64;

/// The `n`-th output (from 0) of SplitMix64 seeded with `SEED`.
#[inline(always)]
const fn nth(n: usize) -> u64 {
    crate::rng::nth(SEED, n as u64)
}

#[cfg(not(all(target_arch = "wasm32", not(feature = "wasm-engine"))))]
static KEYS: [u64; COUNT] = {
    let mut keys = [0; COUNT];
    let mut n = 0;
    while n < COUNT {
        keys[n] = nth(n);
        n += 1;
    }
    keys
};

/// Key number `n` (in the order SplitMix64 drew them).
#[cfg(not(all(target_arch = "wasm32", not(feature = "wasm-engine"))))]
#[inline(always)]
fn key(n: usize) -> u64 {
    KEYS[n]
}

/// Key number `n`, computed (the rules core's wasm module: no table).
#[cfg(all(target_arch = "wasm32", not(feature = "wasm-engine")))]
#[inline(always)]
fn key(n: usize) -> u64 {
    debug_assert!(n < COUNT);
    nth(n)
}

#[inline(always)]
const fn role_base(color: Color, role: Role) -> usize {
    (color.index() * 6 + role.index()) * PER_ROLE
}

#[inline(always)]
#[must_use]
pub fn piece(color: Color, role: Role, sq: Square) -> u64 {
    key(role_base(color, role) + sq.index())
}

/// The key of holding `count` pieces of `role` in hand (0 for none).
#[inline(always)]
#[must_use]
pub fn hand(color: Color, role: Role, count: u8) -> u64 {
    let n = (count as usize).min(HAND_MAX);
    if n == 0 {
        0
    } else {
        key(role_base(color, role) + 64 + n - 1)
    }
}

#[inline(always)]
#[must_use]
pub fn black_to_move() -> u64 {
    key(BLACK_TO_MOVE)
}

/// Key of a pawn on `sq` that may no longer promote.
#[inline(always)]
#[must_use]
pub fn spent(sq: Square) -> u64 {
    key(SPENT + sq.index())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys read from the table this crate shipped before the keys were computed (the hashes,
    /// hence repetition detection and the engine's tables, must not change).
    #[test]
    fn keys_are_the_shipped_ones() {
        let a1 = Square::new(0);
        let e4 = Square::new(28);
        let h8 = Square::new(63);
        assert_eq!(piece(Color::White, Role::King, a1), 0xd639_a6ec_7486_3441);
        assert_eq!(piece(Color::Black, Role::Horse, h8), 0x673c_1b36_2760_efbc);
        assert_eq!(piece(Color::White, Role::Pawn, e4), 0x2b41_6242_ac43_a94e);
        assert_eq!(hand(Color::White, Role::King, 1), 0x0a7f_caa8_3bcb_0f38);
        assert_eq!(hand(Color::Black, Role::Pawn, 16), 0x686b_7420_dfea_8d03);
        assert_eq!(hand(Color::Black, Role::Chariot, 2), 0x9d85_237b_3843_9431);
        assert_eq!(hand(Color::White, Role::Elephant, 0), 0);
        assert_eq!(black_to_move(), 0xf019_e9a9_57dc_e968);
        assert_eq!(spent(a1), 0xde00_29f4_02f8_30c2);
        assert_eq!(spent(h8), 0x050a_a93d_a083_bd6d);
    }

    #[test]
    fn computed_keys_equal_the_table() {
        for n in 0..COUNT {
            assert_eq!(nth(n), key(n), "key {n}");
        }
        assert_eq!(hand(Color::White, Role::King, 0), 0);
        assert_eq!(
            hand(Color::Black, Role::Pawn, 40),
            hand(Color::Black, Role::Pawn, HAND_MAX as u8)
        );
    }
}
