//! Evaluation weights in use: data written by `tune fit` (texel tuning on positions of
//! this engine's self-play games, see `crate/src/bin/tune.rs`), indexed as
//! `eval::WEIGHT_NAMES`.
//! Data: `tune selfplay --games 600 --seed 1` and `--games 900 --seed 7`, concatenated.
//! 88411 positions, lambda 0.5, k 0.5: mean squared error 0.005207 -> 0.004775.

use super::eval::{Weights, WEIGHT_COUNT};

#[rustfmt::skip]
pub const TUNED: Weights = [
    // material_general
    150,
    // material_elephant
    280,
    // material_horse
    360,
    // material_chariot
    965,
    // material_pawn
    95,
    // mobility_general
    2,
    // mobility_elephant
    10,
    // mobility_horse
    6,
    // mobility_chariot
    6,
    // king_attack_general
    4,
    // king_attack_elephant
    4,
    // king_attack_horse
    4,
    // king_attack_chariot
    2,
    // king_attack_pawn
    -1,
    // pawn_rank_3
    8,
    // pawn_rank_4
    13,
    // pawn_rank_5
    18,
    // pawn_rank_6
    15,
    // pawn_rank_7
    0,
    // pawn_rank_8
    -56,
    // pawn_endgame_scale
    2,
    // horse_centre
    10,
    // horse_offset
    -8,
    // elephant_centre
    16,
    // elephant_rank
    6,
    // elephant_offset
    -51,
    // general_centre
    11,
    // general_offset
    -38,
    // chariot_seventh
    20,
    // promotion_ready_mg
    100,
    // promotion_ready_eg
    51,
    // king_attack_mg_scale
    11,
    // king_attack_mg_cap
    623,
    // king_attack_eg_scale
    -1,
    // king_attack_eg_cap
    69,
    // king_rank_1
    10,
    // king_rank_2
    6,
    // king_rank_3
    -6,
    // king_rank_higher
    -30,
    // king_endgame_centre
    8,
    // king_endgame_offset
    -12,
    // king_shield
    11,
    // placement_popularity
    6,
    // mop_up_base
    200,
    // mop_up_rim
    25,
    // mop_up_kings_close
    10,
    // tempo
    5,
    // threat_by_pawn
    55,
    // threat_hanging
    39,
    // threat_by_lesser
    33,
];

const _: () = assert!(TUNED.len() == WEIGHT_COUNT);
