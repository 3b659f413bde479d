//! Evaluation weights in use: data written by `tune fit` (texel tuning on positions of
//! this engine's self-play games, see `crate/src/bin/tune.rs`), indexed as
//! `eval::WEIGHT_NAMES`. Until a tuning run replaces them, the hand-set values.

use super::eval::{default_weights, Weights};

pub const TUNED: Weights = default_weights();
