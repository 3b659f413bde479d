//! SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
//! the crate's one small seedable generator. The Zobrist keys are its outputs from a fixed seed
//! (computed at compile time, or one by one in the rules core's wasm module: [`nth`]), and the
//! endgame trainer draws its positions with it. No clock, no global state: the caller seeds it.

/// The step between states (the odd integer nearest 2^64 / φ).
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The output function: a state mixed into 64 well-distributed bits.
#[inline(always)]
const fn mix(state: u64) -> u64 {
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The `n`-th output (from 0) of the generator seeded with `seed`, computed directly: the state
/// after `n + 1` steps is `seed + (n + 1) * GAMMA`.
#[inline(always)]
#[must_use]
pub const fn nth(seed: u64, n: u64) -> u64 {
    mix(seed.wrapping_add(n.wrapping_add(1).wrapping_mul(GAMMA)))
}

/// The generator: the same seed gives the same sequence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    #[must_use]
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(GAMMA);
        mix(self.0)
    }

    /// A number in `0..n` (0 when `n` is 0), from the high bits (Lemire's multiply-shift).
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 {
            0
        } else {
            (((self.next_u64() >> 32) * u64::from(n)) >> 32) as u32
        }
    }

    /// An index in `0..n` (0 when `n` is 0), to pick from a list.
    pub fn index(&mut self, n: usize) -> usize {
        self.below(u32::try_from(n).unwrap_or(u32::MAX)) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_outputs_from_seed_zero() {
        // The first outputs of the reference implementation (Vigna's splitmix64.c) seeded with 0.
        let mut rng = SplitMix64::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(rng.next_u64(), 0x06C4_5D18_8009_454F);
    }

    #[test]
    fn nth_is_the_sequence() {
        let seed = 0x5173_7475_7969_6e21;
        let mut rng = SplitMix64::new(seed);
        for n in 0..100 {
            assert_eq!(nth(seed, n), rng.next_u64(), "{n}");
        }
    }
}
