//! Static evaluation for Sittuyin, in centipawns from the side to move's point of view:
//! material (pieces in hand count in full), piece-square terms, mobility, king safety, pawn
//! promotion prospects (the one-General rule), placement patterns, and mating the bare king.

use super::nnue::{Accumulator, Network};
use super::placement;
pub use super::weights::TUNED;
use crate::attacks;
use crate::bitboard::Bitboard;
use crate::position::{promotion_squares, Position};
use crate::square::Square;
use crate::types::{Color, Role};

/// Material by role index (King, General, Elephant, Horse, Chariot, Pawn): the chariot
/// dominates, the general is barely more than a pawn.
pub const VALUES: [i32; 6] = [0, 160, 300, 320, 650, 100];

/// Non-pawn material of both sides at the start (hand-set values), for the game phase.
const PHASE_TOTAL: i32 = 2 * (160 + 2 * 300 + 2 * 320 + 2 * 650);

#[inline]
#[must_use]
pub fn value(role: Role) -> i32 {
    VALUES[role.index()]
}

/// 0 on the rim corners ... 6 on the four centre squares.
#[inline]
const fn centrality(sq: Square) -> i32 {
    let df = (2 * sq.file() as i32 - 7).abs();
    let dr = (2 * sq.rank() as i32 - 7).abs();
    7 - (df + dr) / 2
}

#[inline]
fn distance(a: Square, b: Square) -> i32 {
    let df = (a.file() as i32 - b.file() as i32).abs();
    let dr = (a.rank() as i32 - b.rank() as i32).abs();
    df.max(dr)
}

/// The evaluation's weights, by name: what `tune fit` adjusts. The values in use are data
/// (`weights.rs`, written by `tune fit`); these are the hand-set ones it started from.
pub const WEIGHT_NAMES: [(&str, i32); WEIGHT_COUNT] = [
    ("material_general", 160),
    ("material_elephant", 300),
    ("material_horse", 320),
    ("material_chariot", 650),
    ("material_pawn", 100),
    ("mobility_general", 2),
    ("mobility_elephant", 3),
    ("mobility_horse", 4),
    ("mobility_chariot", 3),
    ("king_attack_general", 2),
    ("king_attack_elephant", 2),
    ("king_attack_horse", 3),
    ("king_attack_chariot", 4),
    ("king_attack_pawn", 1),
    ("pawn_rank_3", 0),
    ("pawn_rank_4", 4),
    ("pawn_rank_5", 10),
    ("pawn_rank_6", 16),
    ("pawn_rank_7", 12),
    // Rank 8 is a dead end: a pawn there never moves again.
    ("pawn_rank_8", -15),
    ("pawn_endgame_scale", 2),
    ("horse_centre", 5),
    ("horse_offset", -12),
    ("elephant_centre", 3),
    ("elephant_rank", 2),
    ("elephant_offset", -10),
    ("general_centre", 3),
    ("general_offset", -6),
    ("chariot_seventh", 12),
    ("promotion_ready_mg", 20),
    ("promotion_ready_eg", 35),
    ("king_attack_mg_scale", 8),
    ("king_attack_mg_cap", 250),
    ("king_attack_eg_scale", 2),
    ("king_attack_eg_cap", 60),
    ("king_rank_1", 10),
    ("king_rank_2", 6),
    ("king_rank_3", -6),
    ("king_rank_higher", -30),
    ("king_endgame_centre", 5),
    ("king_endgame_offset", -12),
    ("king_shield", 5),
    ("placement_popularity", 6),
    ("mop_up_base", 200),
    ("mop_up_rim", 25),
    ("mop_up_kings_close", 10),
    ("tempo", 10),
    ("threat_by_pawn", 40),
    ("threat_hanging", 25),
    ("threat_by_lesser", 20),
];

pub const WEIGHT_COUNT: usize = 50;

/// Evaluation weights, indexed as [`WEIGHT_NAMES`].
pub type Weights = [i32; WEIGHT_COUNT];

/// The weights as first set by hand.
#[must_use]
pub const fn default_weights() -> Weights {
    let mut w = [0; WEIGHT_COUNT];
    let mut i = 0;
    while i < WEIGHT_COUNT {
        w[i] = WEIGHT_NAMES[i].1;
        i += 1;
    }
    w
}

const HAND_SET: Weights = default_weights();

const MATERIAL: usize = 0;
const MOBILITY: usize = 5;
const KING_ATTACK: usize = 9;
const PAWN_RANK: usize = 14;
const PAWN_EG: usize = 20;
const HORSE_CENTRE: usize = 21;
const ELEPHANT_CENTRE: usize = 23;
const GENERAL_CENTRE: usize = 26;
const CHARIOT_SEVENTH: usize = 28;
const PROMOTION_READY: usize = 29;
const ATTACK_SCALE: usize = 31;
const KING_RANK: usize = 35;
const KING_EG: usize = 39;
const KING_SHIELD: usize = 41;
const POPULARITY: usize = 42;
const MOP_UP: usize = 43;
const TEMPO: usize = 46;
const THREAT: usize = 47;

/// The king's rank while placing (first, second, third, higher), hand-set: firm enough that
/// the mobility it frees for the other pieces never pulls the king off the back two ranks.
const PLACED_KING_RANK: [i32; 4] = [10, 6, -40, -80];

/// Material of a role under weights `w` (kings 0).
#[inline]
fn material(w: &Weights, role: Role) -> i32 {
    match role {
        Role::King => 0,
        Role::Pawn => w[MATERIAL + 4],
        r => w[MATERIAL + r.index() - 1],
    }
}

/// Mobility and king-attack weights by role index (General, Elephant, Horse, Chariot).
#[inline]
fn per_piece(w: &Weights, base: usize, role: Role) -> i32 {
    w[base + role.index() - 1]
}

struct Side {
    material: i32,
    /// Material without pawns (board and hand), for the game phase.
    non_pawn: i32,
    mg: i32,
    eg: i32,
    /// Squares attacked by any of the side's pieces, and by its pawns or lesser pieces
    /// (General, Elephant, Horse: what a chariot fears).
    attacks: Bitboard,
    minor_attacks: Bitboard,
}

fn side_terms(w: &Weights, pos: &Position, us: Color, enemy_pawn_attacks: Bitboard) -> Side {
    let b = pos.board();
    let them = us.other();
    let occupied = b.occupied();
    let ours = b.by_color(us);
    let placement = pos.is_placement();
    let mut side = Side {
        material: 0,
        non_pawn: 0,
        mg: 0,
        eg: 0,
        attacks: Bitboard::EMPTY,
        minor_attacks: Bitboard::EMPTY,
    };
    for role in Role::ALL {
        side.material += material(w, role) * i32::from(pos.hand(us).count(role));
    }
    let enemy_king = b.king_of(them);
    let zone = enemy_king.map_or(Bitboard::EMPTY, |k| attacks::king_attacks(k).with(k));
    side.non_pawn =
        side.material - material(w, Role::Pawn) * i32::from(pos.hand(us).count(Role::Pawn));
    let mut attack_units = 0;
    let mut attackers = 0;
    let has_general = b.by_piece(us, Role::General).any();
    let safe = !ours & !enemy_pawn_attacks;
    for role in [Role::General, Role::Elephant, Role::Horse, Role::Chariot] {
        for sq in b.by_piece(us, role) {
            side.material += material(w, role);
            side.non_pawn += material(w, role);
            let rel = placement::relative(us, sq);
            let att = attacks::attacks(us, role, sq, occupied);
            side.attacks |= att;
            if role != Role::Chariot {
                side.minor_attacks |= att;
            }
            let mobility = per_piece(w, MOBILITY, role) * (att & safe).count() as i32;
            let pst = match role {
                Role::Horse => w[HORSE_CENTRE] * centrality(sq) + w[HORSE_CENTRE + 1],
                Role::Elephant => {
                    w[ELEPHANT_CENTRE] * centrality(sq)
                        + w[ELEPHANT_CENTRE + 1] * i32::from(rel.rank().min(5))
                        + w[ELEPHANT_CENTRE + 2]
                }
                Role::General => w[GENERAL_CENTRE] * centrality(sq) + w[GENERAL_CENTRE + 1],
                _ => {
                    if rel.rank() == 6 {
                        w[CHARIOT_SEVENTH]
                    } else {
                        0
                    }
                }
            };
            side.mg += mobility + pst;
            side.eg += mobility + pst;
            let hits = (att & zone).count() as i32;
            if hits > 0 {
                attackers += 1;
                attack_units += per_piece(w, KING_ATTACK, role) * hits;
            }
            if placement {
                side.mg += w[POPULARITY] * placement::popularity(us, role, sq);
            }
        }
    }
    let promotion = promotion_squares(us);
    for sq in b.by_piece(us, Role::Pawn) {
        side.material += material(w, Role::Pawn);
        let rel = placement::relative(us, sq);
        let rank = rel.rank() as usize;
        let bonus = if rank >= 2 {
            w[PAWN_RANK + rank - 2]
        } else {
            0
        };
        side.mg += bonus;
        side.eg += w[PAWN_EG] * bonus;
        // One General at a time: a pawn ready to promote is worth a General when there is none.
        if !has_general && promotion.contains(sq) {
            side.mg += w[PROMOTION_READY];
            side.eg += w[PROMOTION_READY + 1];
        }
        side.attacks |= attacks::pawn_attacks(us, sq);
        if (attacks::pawn_attacks(us, sq) & zone).any() {
            attack_units += w[KING_ATTACK + 4];
        }
    }
    if attackers >= 2 {
        let square = attack_units * attack_units;
        side.mg += (square * w[ATTACK_SCALE] / 16).min(w[ATTACK_SCALE + 1]);
        side.eg += (square * w[ATTACK_SCALE + 2] / 16).min(w[ATTACK_SCALE + 3]);
    }
    if let Some(king) = b.king_of(us) {
        side.attacks |= attacks::king_attacks(king);
        let rel = placement::relative(us, king);
        // While placing, the king's rank has its own hand-set weights (every traditional set-up
        // keeps it on the back two ranks): self-play has no opponent that punishes a king placed
        // forward, so the tuner only sets the king's rank for play.
        let rank = (rel.rank() as usize).min(3);
        side.mg += if placement {
            PLACED_KING_RANK[rank]
        } else {
            w[KING_RANK + rank]
        };
        side.eg += w[KING_EG] * centrality(king) + w[KING_EG + 1];
        // Own pieces around the king shield it.
        let shield = (attacks::king_attacks(king) & ours & !b.by_role(Role::Pawn)).count() as i32;
        // (While placing, hand-set like the king's rank: a shield tuned on self-play would
        // pull the king forward into the pieces placed around it.)
        side.mg += if placement {
            HAND_SET[KING_SHIELD]
        } else {
            w[KING_SHIELD]
        } * shield.min(4);
        if placement {
            side.mg += w[POPULARITY] * placement::popularity(us, Role::King, king);
        }
    }
    side
}

/// Threats by `us` on `them`'s pieces: pieces (not pawns) attacked by a pawn, chariots attacked
/// by a lesser piece, and pieces attacked and not defended.
fn threats(
    w: &Weights,
    pos: &Position,
    them: Color,
    us: &Side,
    our_pawn_attacks: Bitboard,
    theirs: &Side,
) -> i32 {
    let b = pos.board();
    let pieces = b.by_color(them) & !b.by_role(Role::King);
    let non_pawn = pieces & !b.by_role(Role::Pawn);
    let by_pawn = (non_pawn & our_pawn_attacks).count() as i32;
    let by_lesser =
        (b.by_piece(them, Role::Chariot) & us.minor_attacks & !our_pawn_attacks).count() as i32;
    let hanging = (pieces & us.attacks & !theirs.attacks & !our_pawn_attacks).count() as i32;
    w[THREAT] * by_pawn + w[THREAT + 2] * by_lesser + w[THREAT + 1] * hanging
}

fn pawn_attack_set(pos: &Position, color: Color) -> Bitboard {
    let mut set = Bitboard::EMPTY;
    for sq in pos.board().by_piece(color, Role::Pawn) {
        set |= attacks::pawn_attacks(color, sq);
    }
    set
}

/// Whether `color` has only its king: no piece on the board besides it, none in hand.
#[must_use]
pub fn is_bare_king(pos: &Position, color: Color) -> bool {
    !pos.board().by_color(color).more_than_one() && pos.hand(color).is_empty()
}

/// Bonus for the side mating a bare king: drive it to the rim and the corner, bring the king.
fn mop_up(w: &Weights, pos: &Position, strong: Color) -> i32 {
    let b = pos.board();
    match (b.king_of(strong), b.king_of(strong.other())) {
        (Some(k), Some(bare)) => {
            w[MOP_UP]
                + w[MOP_UP + 1] * (6 - centrality(bare))
                + w[MOP_UP + 2] * (7 - distance(k, bare))
        }
        _ => 0,
    }
}

/// Evaluation from the side to move's point of view, with the tuned weights.
#[must_use]
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(&TUNED, pos)
}

/// Evaluation from the side to move's point of view under weights `weights` (the tuner's).
#[must_use]
pub fn evaluate_with(weights: &Weights, pos: &Position) -> i32 {
    let white_pawn_attacks = pawn_attack_set(pos, Color::White);
    let black_pawn_attacks = pawn_attack_set(pos, Color::Black);
    let w = side_terms(weights, pos, Color::White, black_pawn_attacks);
    let bl = side_terms(weights, pos, Color::Black, white_pawn_attacks);
    let phase = (w.non_pawn + bl.non_pawn).clamp(0, PHASE_TOTAL);
    // Threats count once the game is played: while placing, guarding a piece that will only be
    // attacked once moves begin would pull the king forward (the search sees the first captures).
    let threat = if pos.is_placement() {
        0
    } else {
        threats(weights, pos, Color::Black, &w, white_pawn_attacks, &bl)
            - threats(weights, pos, Color::White, &bl, black_pawn_attacks, &w)
    };
    let mg = w.mg - bl.mg + threat;
    let eg = w.eg - bl.eg + threat;
    let mut score =
        w.material - bl.material + (mg * phase + eg * (PHASE_TOTAL - phase)) / PHASE_TOTAL;
    if is_bare_king(pos, Color::Black) && !is_bare_king(pos, Color::White) {
        score += mop_up(weights, pos, Color::White);
    } else if is_bare_king(pos, Color::White) && !is_bare_king(pos, Color::Black) {
        score -= mop_up(weights, pos, Color::Black);
    }
    let score = scale_down(score, pos);
    let score = if pos.turn() == Color::White {
        score
    } else {
        -score
    };
    score + weights[TEMPO]
}

/// What every evaluation does last, on White's score: a side that can never mate cannot be
/// winning, and an advantage fades as the 50-move counter runs.
fn scale_down(score: i32, pos: &Position) -> i32 {
    // Pawnless endings a small lead does not win (`endgame.rs`).
    let mut score = super::endgame::scale(score, pos);
    let leader = if score > 0 {
        Color::White
    } else {
        Color::Black
    };
    if score != 0 && pos.has_insufficient_material(leader) {
        score /= 16;
    }
    // Progress: as the 50-move counter runs, an advantage that makes no progress fades, so the
    // search prefers captures and pawn moves to shuffling.
    let rule50 = pos.rule50().min(100) as i32;
    score * (200 - rule50) / 200
}

/// The network's evaluation of `pos` (its accumulator `acc`), from the side to move's point of
/// view, scaled like the hand-tuned one (insufficient material, the 50-move counter). A bare
/// king is left to the hand-tuned evaluation, whose mop-up terms drive it to the corner.
#[must_use]
pub fn evaluate_network(net: &Network, acc: &Accumulator, pos: &Position) -> i32 {
    if is_bare_king(pos, Color::White) || is_bare_king(pos, Color::Black) {
        return evaluate(pos);
    }
    let raw = net.output(acc, pos).clamp(-20_000, 20_000);
    let white = if pos.turn() == Color::White {
        raw
    } else {
        -raw
    };
    let score = scale_down(white, pos);
    if pos.turn() == Color::White {
        score
    } else {
        -score
    }
}
