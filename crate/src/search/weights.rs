//! Evaluation weights in use: data written by `tune fit` (texel tuning on positions of
//! this engine's self-play games, see `crate/src/bin/tune.rs`), indexed as
//! `eval::WEIGHT_NAMES`.
//! 69468 positions, lambda 0.5, k 0.7: mean squared error 0.009127 -> 0.008510.

use super::eval::{Weights, WEIGHT_COUNT};

#[rustfmt::skip]
pub const TUNED: Weights = [
    // material_general
    120,
    // material_elephant
    280,
    // material_horse
    320,
    // material_chariot
    845,
    // material_pawn
    80,
    // mobility_general
    3,
    // mobility_elephant
    5,
    // mobility_horse
    2,
    // mobility_chariot
    3,
    // king_attack_general
    5,
    // king_attack_elephant
    5,
    // king_attack_horse
    5,
    // king_attack_chariot
    3,
    // king_attack_pawn
    1,
    // pawn_rank_3
    7,
    // pawn_rank_4
    10,
    // pawn_rank_5
    10,
    // pawn_rank_6
    13,
    // pawn_rank_7
    7,
    // pawn_rank_8
    -39,
    // pawn_endgame_scale
    2,
    // horse_centre
    9,
    // horse_offset
    -7,
    // elephant_centre
    13,
    // elephant_rank
    -2,
    // elephant_offset
    -21,
    // general_centre
    13,
    // general_offset
    -55,
    // chariot_seventh
    -3,
    // promotion_ready_mg
    42,
    // promotion_ready_eg
    48,
    // king_attack_mg_scale
    6,
    // king_attack_mg_cap
    450,
    // king_attack_eg_scale
    0,
    // king_attack_eg_cap
    111,
    // king_rank_1
    -47,
    // king_rank_2
    -25,
    // king_rank_3
    10,
    // king_rank_higher
    118,
    // king_endgame_centre
    -6,
    // king_endgame_offset
    -12,
    // king_shield
    14,
    // placement_popularity
    6,
    // mop_up_base
    200,
    // mop_up_rim
    25,
    // mop_up_kings_close
    10,
    // tempo
    -1,
];

const _: () = assert!(TUNED.len() == WEIGHT_COUNT);
