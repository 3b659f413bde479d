//! A small NNUE-style evaluation: one hidden layer over sparse features, kept up to date
//! incrementally as the search moves, then a clipped ReLU and one output.
//!
//! Features, per perspective (the side whose view it is; Black's view flips the board top to
//! bottom and swaps the colours): a piece of either colour on a square (2 x 6 roles x 64), and
//! the pieces in hand during placement, one feature per piece held ("at least k of this role":
//! King 1, General 1, Elephant 2, Horse 2, Chariot 2, Pawn 8, so 16 per colour): 800 inputs.
//!
//! The accumulator holds `bias + sum of the active features' weight rows` for both
//! perspectives ([`Accumulator`]); a move changes a few features, so a child's accumulator is
//! its parent's plus and minus those rows ([`Accumulator::update`]). The output takes the side
//! to move's half first: `out = Σ crelu(acc_us) · w_us + Σ crelu(acc_them) · w_them + b`, in
//! integers (weights quantised by [`QA`] and [`QB`]), scaled to centipawns by the file's scale.
//! A network may have several output layers, one per material bucket (the pieces on the board
//! and in hand, 2-32, in equal ranges: [`Network::bucket`]); the accumulator is the same for all.
//!
//! The network is data ([`Network::from_bytes`], format in `train/README.md`), trained by
//! `datagen train` from the positions `datagen` writes ([`Record`]).

use crate::bitboard::Bitboard;
use crate::board::{Board, Hand};
use crate::position::Position;
use crate::rules::Rules;
use crate::search::Rng;
use crate::square::Square;
use crate::types::{Color, Role};

/// Hidden units per perspective.
pub const HIDDEN: usize = 128;
/// Pieces on squares: 2 colours x 6 roles x 64 squares.
const PIECE_FEATURES: usize = 2 * 6 * 64;
/// Hand slots per colour, and the first slot of each role.
const HAND_SLOTS: usize = 16;
const HAND_MAX: [u8; 6] = [1, 1, 2, 2, 2, 8];
const HAND_OFFSET: [usize; 6] = [0, 1, 2, 4, 6, 8];
/// Every input feature.
pub const INPUTS: usize = PIECE_FEATURES + 2 * HAND_SLOTS;
/// Quantisation: the accumulator's activation range (clipped ReLU to `0..=QA`), and the output
/// weights' scale.
pub const QA: i32 = 255;
pub const QB: i32 = 64;
/// The most features a position can have active per perspective (32 pieces, board and hand).
pub const MAX_ACTIVE: usize = 32;
/// The lowest playing level that evaluates with a network when one is loaded: levels 1-3 keep
/// the hand-tuned evaluation (a beginner's opponent should err like a human, not like a
/// network).
pub const MIN_LEVEL: u8 = 4;
/// One output layer (`SNN1`), or several chosen by material (`SNN2`, the bucket count after the
/// scale).
const MAGIC: &[u8; 4] = b"SNN1";
const MAGIC_BUCKETS: &[u8; 4] = b"SNN2";
const HEADER: usize = 16;
/// The most output buckets a file may have.
pub const MAX_BUCKETS: usize = 8;

/// The size in bytes of a network file with `buckets` output layers (1: the `SNN1` format).
#[must_use]
pub const fn file_size(buckets: usize) -> usize {
    let header = if buckets == 1 { HEADER } else { HEADER + 4 };
    header + 2 * (INPUTS * HIDDEN + HIDDEN) + buckets * (2 * 2 * HIDDEN + 4)
}

/// The size in bytes of a network file with one output layer (`SNN1`).
pub const FILE_SIZE: usize = file_size(1);

/// Index of the feature "a `color` `role` on `sq`" seen from `perspective`.
#[inline]
#[must_use]
pub fn piece_feature(perspective: Color, color: Color, role: Role, sq: Square) -> usize {
    let (rel, sq) = if perspective == Color::White {
        (color.index(), sq)
    } else {
        (color.other().index(), sq.flip_vertical())
    };
    (rel * 6 + role.index()) * 64 + sq.index()
}

/// Index of the feature "`color` holds at least `k + 1` of `role` in hand" from `perspective`.
#[inline]
#[must_use]
pub fn hand_feature(perspective: Color, color: Color, role: Role, k: u8) -> usize {
    let rel = if perspective == Color::White {
        color.index()
    } else {
        color.other().index()
    };
    PIECE_FEATURES + rel * HAND_SLOTS + HAND_OFFSET[role.index()] + usize::from(k)
}

/// The pieces on the board and in both hands (what chooses a network's output bucket).
#[inline]
#[must_use]
pub fn material(pos: &Position) -> u32 {
    pos.board().occupied().count() + pos.hand(Color::White).total() + pos.hand(Color::Black).total()
}

/// Calls `f` with every active feature of a board and hands seen from `perspective`.
pub fn for_each_feature(
    board: &Board,
    hands: &[Hand; 2],
    perspective: Color,
    mut f: impl FnMut(usize),
) {
    for color in Color::ALL {
        for role in Role::ALL {
            for sq in board.by_piece(color, role) {
                f(piece_feature(perspective, color, role, sq));
            }
            let held = hands[color.index()].count(role).min(HAND_MAX[role.index()]);
            for k in 0..held {
                f(hand_feature(perspective, color, role, k));
            }
        }
    }
}

/// The network built into the engine (`crate/nets/gen4-17m-128b4.nnue`, four material buckets;
/// generation 4: generation 3's 17.1 M positions of the generation-2 net's own search, trained
/// again from generation 3 towards a blend of the search's score and the game's result, λ 0.4;
/// issue 31, `docs/engine-network.md`). The UCI engine and the engine's wasm module
/// evaluate with it by default at levels [`MIN_LEVEL`] and up; a caller's network (`EvalFile`,
/// `loadNetwork`) replaces it.
pub const BUILT_IN: &[u8] = include_bytes!("../../../nets/gen4-17m-128b4.nnue");

/// [`BUILT_IN`] read once (every caller shares it).
///
/// # Panics
/// Never: a test reads the same bytes (`crate/tests/nnue.rs`).
#[must_use]
pub fn built_in() -> std::sync::Arc<Network> {
    static NET: std::sync::OnceLock<std::sync::Arc<Network>> = std::sync::OnceLock::new();
    std::sync::Arc::clone(NET.get_or_init(|| {
        std::sync::Arc::new(Network::from_bytes(BUILT_IN).expect("the built-in network is valid"))
    }))
}

/// A network read from its file: first layer `INPUTS x HIDDEN` (feature-major) and its biases,
/// per output bucket the output weights for the side to move's half then the other's and an
/// output bias, and the scale from the output to centipawns.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Network {
    l1: Vec<i16>,
    l1_bias: Vec<i16>,
    /// `buckets x 2 x HIDDEN`.
    out: Vec<i16>,
    /// One per bucket.
    out_bias: Vec<i32>,
    buckets: usize,
    /// Centipawns per `QA * QB` of output.
    scale: i32,
}

/// Why a network file was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NetworkError {
    /// Not a network file of this engine (wrong magic or shape).
    Format,
    /// The file is shorter or longer than its shape says.
    Size,
}

impl std::fmt::Display for NetworkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            NetworkError::Format => {
                "not a sittuyin network file (magic SNN1 or SNN2, 800 inputs, 128 hidden, 1-8 buckets)"
            }
            NetworkError::Size => "network file has the wrong size",
        })
    }
}

impl Network {
    /// Reads a network file (format in `train/README.md`).
    ///
    /// # Errors
    /// [`NetworkError`] when the bytes are not a network of this shape.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        if bytes.len() < HEADER + 4 || (&bytes[..4] != MAGIC && &bytes[..4] != MAGIC_BUCKETS) {
            return Err(NetworkError::Format);
        }
        let word =
            |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        if word(4) as usize != INPUTS || word(8) as usize != HIDDEN {
            return Err(NetworkError::Format);
        }
        let (buckets, mut at) = if &bytes[..4] == MAGIC {
            (1, HEADER)
        } else {
            (word(HEADER) as usize, HEADER + 4)
        };
        if !(1..=MAX_BUCKETS).contains(&buckets) {
            return Err(NetworkError::Format);
        }
        if bytes.len() != file_size(buckets) {
            return Err(NetworkError::Size);
        }
        let scale = word(12) as i32;
        let mut take = |n: usize| -> Vec<i16> {
            let v = bytes[at..at + 2 * n]
                .chunks_exact(2)
                .map(|c| i16::from_le_bytes([c[0], c[1]]))
                .collect();
            at += 2 * n;
            v
        };
        let l1 = take(INPUTS * HIDDEN);
        let l1_bias = take(HIDDEN);
        let out = take(buckets * 2 * HIDDEN);
        let out_bias = (0..buckets).map(|b| word(at + 4 * b) as i32).collect();
        Ok(Network {
            l1,
            l1_bias,
            out,
            out_bias,
            buckets,
            scale,
        })
    }

    /// The network as its file's bytes.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut v = Vec::with_capacity(file_size(self.buckets));
        v.extend_from_slice(if self.buckets == 1 {
            MAGIC
        } else {
            MAGIC_BUCKETS
        });
        v.extend_from_slice(&(INPUTS as u32).to_le_bytes());
        v.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
        v.extend_from_slice(&self.scale.to_le_bytes());
        if self.buckets != 1 {
            v.extend_from_slice(&(self.buckets as u32).to_le_bytes());
        }
        for x in self.l1.iter().chain(&self.l1_bias).chain(&self.out) {
            v.extend_from_slice(&x.to_le_bytes());
        }
        for b in &self.out_bias {
            v.extend_from_slice(&b.to_le_bytes());
        }
        v
    }

    /// A network from quantised parts (the trainer's output): `l1` is `INPUTS * HIDDEN`
    /// feature-major, `out` is `buckets * 2 * HIDDEN` and `out_bias` has one per bucket
    /// (`buckets` = `out_bias.len()`, 1 to [`MAX_BUCKETS`]).
    ///
    /// # Errors
    /// [`NetworkError::Size`] when a part has the wrong length.
    pub fn from_parts(
        l1: Vec<i16>,
        l1_bias: Vec<i16>,
        out: Vec<i16>,
        out_bias: Vec<i32>,
        scale: i32,
    ) -> Result<Network, NetworkError> {
        let buckets = out_bias.len();
        if l1.len() != INPUTS * HIDDEN
            || l1_bias.len() != HIDDEN
            || !(1..=MAX_BUCKETS).contains(&buckets)
            || out.len() != buckets * 2 * HIDDEN
        {
            return Err(NetworkError::Size);
        }
        Ok(Network {
            l1,
            l1_bias,
            out,
            out_bias,
            buckets,
            scale,
        })
    }

    /// The number of output buckets (1 for an `SNN1` file).
    #[must_use]
    pub fn buckets(&self) -> usize {
        self.buckets
    }

    /// The output bucket of a position with `pieces` pieces on the board and in hand (2-32, in
    /// equal ranges; the trainer's `bucket_of`).
    #[inline]
    #[must_use]
    pub fn bucket(&self, pieces: u32) -> usize {
        (pieces.saturating_sub(2) as usize * self.buckets / 31).min(self.buckets - 1)
    }

    #[inline]
    fn row(&self, feature: usize) -> &[i16; HIDDEN] {
        self.l1[feature * HIDDEN..(feature + 1) * HIDDEN]
            .try_into()
            .expect("row of HIDDEN weights")
    }

    /// The evaluation of `pos` from the side to move's point of view, in centipawns, computed
    /// from scratch (the search keeps an [`Accumulator`] instead).
    #[must_use]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let mut acc = Accumulator::default();
        acc.refresh(self, pos);
        self.output(&acc, pos)
    }

    /// [`Network::evaluate`] of a board, hands (White's, Black's) and side to move, as a
    /// [`Record`] holds them.
    #[must_use]
    pub fn evaluate_board(&self, board: &Board, hands: &[Hand; 2], turn: Color) -> i32 {
        let mut acc = Accumulator::default();
        acc.refresh_board::<Fast>(self, board, hands);
        let pieces = board.occupied().count() + hands[0].total() + hands[1].total();
        self.output_in(&acc, turn, pieces)
    }

    /// The output for `pos` (whose accumulator `acc` is), from the side to move's view, in
    /// centipawns.
    #[inline]
    #[must_use]
    pub fn output(&self, acc: &Accumulator, pos: &Position) -> i32 {
        self.output_in(acc, pos.turn(), material(pos))
    }

    /// The output for `turn` to move with `pieces` pieces on the board and in hand (which
    /// chooses the output bucket), in centipawns.
    #[must_use]
    pub fn output_in(&self, acc: &Accumulator, turn: Color, pieces: u32) -> i32 {
        self.output_with::<Fast>(acc, turn, self.bucket(pieces))
    }

    /// [`Network::output_in`] by the plain-Rust loops whatever the target (the reference the
    /// SIMD build is tested against).
    #[doc(hidden)]
    #[must_use]
    pub fn output_scalar(&self, acc: &Accumulator, turn: Color, pieces: u32) -> i32 {
        self.output_with::<Scalar>(acc, turn, self.bucket(pieces))
    }

    #[inline]
    fn output_with<K: Kernel>(&self, acc: &Accumulator, turn: Color, bucket: usize) -> i32 {
        let us = &acc.v[turn.index()];
        let them = &acc.v[turn.other().index()];
        let out = &self.out[bucket * 2 * HIDDEN..(bucket + 1) * 2 * HIDDEN];
        let (w_us, w_them) = out.split_at(HIDDEN);
        let w_us: &[i16; HIDDEN] = w_us.try_into().expect("HIDDEN output weights");
        let w_them: &[i16; HIDDEN] = w_them.try_into().expect("HIDDEN output weights");
        // Each dot product is at most 128 * 255 * 32768 in size (fits an i32); their sum and the
        // bias may not, so they add up in i64.
        let sum = i64::from(K::dot_crelu(us, w_us))
            + i64::from(K::dot_crelu(them, w_them))
            + i64::from(self.out_bias[bucket]);
        // Rounded towards zero, then kept within i32 (only a freak file gets there).
        (sum * i64::from(self.scale) / i64::from(QA * QB))
            .clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
    }

    /// A network of seeded random weights with the shape and value ranges of a trained one
    /// (first-layer sums cross both ends of the clipped ReLU), for tests and speed
    /// measurements: it plays nonsense.
    #[must_use]
    pub fn random(seed: u64) -> Network {
        let mut rng = Rng::new(seed);
        let mut small = |range: u32| (rng.below(2 * range + 1) as i32 - range as i32) as i16;
        let l1 = (0..INPUTS * HIDDEN).map(|_| small(120)).collect();
        let l1_bias = (0..HIDDEN).map(|_| small(200)).collect();
        let out = (0..2 * HIDDEN).map(|_| small(120)).collect();
        let out_bias = vec![i32::from(small(20_000))];
        Network {
            l1,
            l1_bias,
            out,
            out_bias,
            buckets: 1,
            scale: 100,
        }
    }

    /// [`Network::random`] with `buckets` output layers (the first is `random(seed)`'s; the
    /// others are drawn after it).
    #[must_use]
    pub fn random_bucketed(seed: u64, buckets: usize) -> Network {
        let mut net = Network::random(seed);
        let mut rng = Rng::new(seed ^ 0xb0c4);
        let mut small = |range: u32| (rng.below(2 * range + 1) as i32 - range as i32) as i16;
        for _ in 1..buckets.clamp(1, MAX_BUCKETS) {
            net.out.extend((0..2 * HIDDEN).map(|_| small(120)));
            net.out_bias.push(i32::from(small(20_000)));
        }
        net.buckets = net.out_bias.len();
        net
    }
}

/// The network's three inner loops over `HIDDEN` lanes: add a first-layer row to an
/// accumulator, subtract one, and the clipped-ReLU dot product with output weights. Two
/// versions: [`Scalar`] (every target) and `Simd128` (wasm32 built with `simd128`, the engine's
/// module); they give identical results (the accumulator wraps at i16 in both).
trait Kernel {
    fn add(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]);
    fn sub(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]);
    fn dot_crelu(acc: &[i16; HIDDEN], w: &[i16; HIDDEN]) -> i32;
}

/// Plain Rust (the native build, where the compiler vectorises it for the host).
struct Scalar;

impl Kernel for Scalar {
    #[inline]
    fn add(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
        for (a, w) in acc.iter_mut().zip(row) {
            *a = a.wrapping_add(*w);
        }
    }

    #[inline]
    fn sub(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
        for (a, w) in acc.iter_mut().zip(row) {
            *a = a.wrapping_sub(*w);
        }
    }

    #[inline]
    fn dot_crelu(acc: &[i16; HIDDEN], w: &[i16; HIDDEN]) -> i32 {
        let mut sum = 0i32;
        for (a, w) in acc.iter().zip(w) {
            sum += i32::from((*a).clamp(0, QA as i16)) * i32::from(*w);
        }
        sum
    }
}

/// WebAssembly SIMD: eight i16 lanes at a time. Only these kernels are compiled with `simd128`
/// (`#[target_feature]`), not the whole engine: built for the whole crate, the compiler
/// vectorised other loops too, about 11 KB gzipped of the engine's module for no measured gain.
#[cfg(all(target_arch = "wasm32", feature = "wasm-engine"))]
struct Simd128;

#[cfg(all(target_arch = "wasm32", feature = "wasm-engine"))]
impl Kernel for Simd128 {
    #[inline]
    fn add(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
        // SAFETY: the engine's module is built for WebAssembly with SIMD (build-wasm.sh runs
        // wasm-opt with --enable-simd; every host it supports has simd128).
        unsafe { simd128::add(acc, row) }
    }

    #[inline]
    fn sub(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
        // SAFETY: as in `add`.
        unsafe { simd128::sub(acc, row) }
    }

    #[inline]
    fn dot_crelu(acc: &[i16; HIDDEN], w: &[i16; HIDDEN]) -> i32 {
        // SAFETY: as in `add`.
        unsafe { simd128::dot_crelu(acc, w) }
    }
}

#[cfg(all(target_arch = "wasm32", feature = "wasm-engine"))]
mod simd128 {
    use super::{HIDDEN, QA};

    #[target_feature(enable = "simd128")]
    pub(super) unsafe fn add(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
        use core::arch::wasm32::{i16x8_add, v128, v128_load, v128_store};
        for i in (0..HIDDEN).step_by(8) {
            // SAFETY: `i + 8 <= HIDDEN` (a multiple of 8), so both 16-byte accesses stay inside
            // the arrays; wasm loads and stores need no alignment.
            unsafe {
                let a = acc.as_mut_ptr().add(i).cast::<v128>();
                let w = v128_load(row.as_ptr().add(i).cast::<v128>());
                v128_store(a, i16x8_add(v128_load(a), w));
            }
        }
    }

    #[target_feature(enable = "simd128")]
    pub(super) unsafe fn sub(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
        use core::arch::wasm32::{i16x8_sub, v128, v128_load, v128_store};
        for i in (0..HIDDEN).step_by(8) {
            // SAFETY: as in `add`.
            unsafe {
                let a = acc.as_mut_ptr().add(i).cast::<v128>();
                let w = v128_load(row.as_ptr().add(i).cast::<v128>());
                v128_store(a, i16x8_sub(v128_load(a), w));
            }
        }
    }

    #[target_feature(enable = "simd128")]
    pub(super) unsafe fn dot_crelu(acc: &[i16; HIDDEN], w: &[i16; HIDDEN]) -> i32 {
        use core::arch::wasm32::{
            i16x8_max, i16x8_min, i16x8_splat, i32x4_add, i32x4_dot_i16x8, i32x4_extract_lane,
            i32x4_splat, v128, v128_load,
        };
        let (zero, top) = (i16x8_splat(0), i16x8_splat(QA as i16));
        let mut sum = i32x4_splat(0);
        for i in (0..HIDDEN).step_by(8) {
            // SAFETY: as in `add`.
            let (a, w) = unsafe {
                (
                    v128_load(acc.as_ptr().add(i).cast::<v128>()),
                    v128_load(w.as_ptr().add(i).cast::<v128>()),
                )
            };
            // Lanes of 0..=255 times any i16: each pair's sum fits an i32 lane, and so do the
            // 16 pairs a lane adds up.
            let a = i16x8_min(i16x8_max(a, zero), top);
            sum = i32x4_add(sum, i32x4_dot_i16x8(a, w));
        }
        i32x4_extract_lane::<0>(sum)
            + i32x4_extract_lane::<1>(sum)
            + i32x4_extract_lane::<2>(sum)
            + i32x4_extract_lane::<3>(sum)
    }
}

/// The kernel the engine uses on this target.
#[cfg(all(target_arch = "wasm32", feature = "wasm-engine"))]
type Fast = Simd128;
#[cfg(not(all(target_arch = "wasm32", feature = "wasm-engine")))]
type Fast = Scalar;

/// Whether this build evaluates with SIMD instructions (the engine's wasm module does).
pub const SIMD: bool = cfg!(all(target_arch = "wasm32", feature = "wasm-engine"));

/// The first layer's output for both perspectives (index by colour).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Accumulator {
    pub v: [[i16; HIDDEN]; 2],
}

impl Default for Accumulator {
    fn default() -> Self {
        Accumulator {
            v: [[0; HIDDEN]; 2],
        }
    }
}

impl Accumulator {
    /// Recomputes both perspectives from the position's features.
    pub fn refresh(&mut self, net: &Network, pos: &Position) {
        self.refresh_with::<Fast>(net, pos);
    }

    /// [`Accumulator::refresh`] by the plain-Rust loops whatever the target.
    #[doc(hidden)]
    pub fn refresh_scalar(&mut self, net: &Network, pos: &Position) {
        self.refresh_with::<Scalar>(net, pos);
    }

    /// This accumulator (of `parent`) turned into `child`'s: the pieces that left or arrived
    /// on each square and the hand counts that changed, found by comparing the two positions
    /// (a move, a drop, a promotion or a null move alike).
    pub fn update(&mut self, net: &Network, parent: &Position, child: &Position) {
        self.update_with::<Fast>(net, parent, child);
    }

    /// [`Accumulator::update`] by the plain-Rust loops whatever the target.
    #[doc(hidden)]
    pub fn update_scalar(&mut self, net: &Network, parent: &Position, child: &Position) {
        self.update_with::<Scalar>(net, parent, child);
    }

    fn refresh_with<K: Kernel>(&mut self, net: &Network, pos: &Position) {
        let hands = [*pos.hand(Color::White), *pos.hand(Color::Black)];
        self.refresh_board::<K>(net, pos.board(), &hands);
    }

    fn refresh_board<K: Kernel>(&mut self, net: &Network, board: &Board, hands: &[Hand; 2]) {
        for perspective in Color::ALL {
            let acc = &mut self.v[perspective.index()];
            acc.copy_from_slice(&net.l1_bias);
            for_each_feature(board, hands, perspective, |f| {
                K::add(acc, net.row(f));
            });
        }
    }

    #[inline]
    fn update_with<K: Kernel>(&mut self, net: &Network, parent: &Position, child: &Position) {
        let (pb, cb) = (parent.board(), child.board());
        for color in Color::ALL {
            for role in Role::ALL {
                let before = pb.by_piece(color, role);
                let after = cb.by_piece(color, role);
                if before != after {
                    self.apply::<K>(net, color, role, before & !after, after & !before);
                }
                let (h0, h1) = (
                    parent.hand(color).count(role).min(HAND_MAX[role.index()]),
                    child.hand(color).count(role).min(HAND_MAX[role.index()]),
                );
                if h0 != h1 {
                    for perspective in Color::ALL {
                        let acc = &mut self.v[perspective.index()];
                        for k in h1.min(h0)..h1.max(h0) {
                            let row = net.row(hand_feature(perspective, color, role, k));
                            if h1 > h0 {
                                K::add(acc, row);
                            } else {
                                K::sub(acc, row);
                            }
                        }
                    }
                }
            }
        }
    }

    fn apply<K: Kernel>(
        &mut self,
        net: &Network,
        color: Color,
        role: Role,
        gone: Bitboard,
        came: Bitboard,
    ) {
        for perspective in Color::ALL {
            let acc = &mut self.v[perspective.index()];
            for sq in gone {
                K::sub(acc, net.row(piece_feature(perspective, color, role, sq)));
            }
            for sq in came {
                K::add(acc, net.row(piece_feature(perspective, color, role, sq)));
            }
        }
    }
}

/// Checks this build's kernels against the plain-Rust ones, on a [`Network::random`] of
/// `seed` with four output buckets: the three loops on random lanes over the whole i16 range (wrapping included), then
/// `games` seeded random games under every preset (placement included), each position's
/// accumulator kept incrementally by both and compared with a refresh, and both outputs for
/// either side to move. Returns the number of positions compared, or the first difference.
/// Natively both sides are the same code; the engine's wasm module exports this
/// (`nnueSelfTest`) so that its SIMD build is tested against the scalar one on the same machine.
///
/// # Errors
/// A description of the first difference.
pub fn self_test(seed: u64, games: u32) -> Result<u32, String> {
    let mut rng = Rng::new(seed ^ 0x5eed);
    let mut lanes = || -> [i16; HIDDEN] {
        let mut v = [0i16; HIDDEN];
        for x in &mut v {
            // Half the draws near the clipped ReLU's ends, half anywhere.
            *x = if rng.below(2) == 0 {
                rng.below(300) as i16 - 20
            } else {
                rng.next_u64() as i16
            };
        }
        v
    };
    for round in 0..200 {
        let (acc, row) = (lanes(), lanes());
        let (mut fast, mut scalar) = (acc, acc);
        Fast::add(&mut fast, &row);
        Scalar::add(&mut scalar, &row);
        if fast != scalar {
            return Err(format!("add differs in round {round}"));
        }
        Fast::sub(&mut fast, &row);
        Scalar::sub(&mut scalar, &row);
        if fast != scalar || fast != acc {
            return Err(format!("sub differs in round {round}"));
        }
        if Fast::dot_crelu(&acc, &row) != Scalar::dot_crelu(&acc, &row) {
            return Err(format!("dot_crelu differs in round {round}"));
        }
    }
    let net = Network::random_bucketed(seed, 4);
    let mut compared = 0;
    for g in 0..games {
        let mut pos = Position::start(Rules::PRESETS[g as usize % Rules::PRESETS.len()]);
        let (mut fast, mut scalar) = (Accumulator::default(), Accumulator::default());
        fast.refresh(&net, &pos);
        scalar.refresh_scalar(&net, &pos);
        for ply in 0..160 {
            let mut fresh = Accumulator::default();
            fresh.refresh_scalar(&net, &pos);
            if fast != scalar || fast != fresh {
                return Err(format!(
                    "accumulators differ at ply {ply} of game {g}: {}",
                    pos.fen()
                ));
            }
            for turn in Color::ALL {
                let pieces = material(&pos);
                let (a, b) = (
                    net.output_in(&fast, turn, pieces),
                    net.output_scalar(&scalar, turn, pieces),
                );
                if a != b {
                    return Err(format!("outputs {a} and {b} at {}", pos.fen()));
                }
            }
            compared += 1;
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let parent = pos;
            pos.play_unchecked(moves.as_slice()[rng.index(moves.len())]);
            fast.update(&net, &parent, &pos);
            scalar.update_scalar(&net, &parent, &pos);
        }
    }
    Ok(compared)
}

mod record;
pub use record::{
    position_key, read_records, ReadError, Record, RecordError, RecordReader, RECORD_SIZE,
};
