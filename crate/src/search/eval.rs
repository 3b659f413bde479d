//! Static evaluation for Sittuyin, in centipawns from the side to move's point of view:
//! material (pieces in hand count in full), piece-square terms, mobility, king safety, pawn
//! promotion prospects (the one-General rule), placement patterns, and mating the bare king.

use super::placement;
use crate::attacks;
use crate::bitboard::Bitboard;
use crate::position::{promotion_squares, Position};
use crate::square::Square;
use crate::types::{Color, Role};

/// Material by role index (King, General, Elephant, Horse, Chariot, Pawn): the chariot
/// dominates, the general is barely more than a pawn.
pub const VALUES: [i32; 6] = [0, 160, 300, 320, 650, 100];

/// Non-pawn material of both sides at the start, for the game phase.
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

/// Mobility weight per reachable safe square, by role index.
const MOBILITY: [i32; 6] = [0, 2, 3, 4, 3, 0];
/// King-zone attack weight, by role index.
const KING_ATTACK: [i32; 6] = [0, 2, 2, 3, 4, 1];
/// Pawn bonus by relative rank (rank 8 is a dead end: a pawn there never moves again).
const PAWN_RANK: [i32; 8] = [0, 0, 0, 4, 10, 16, 12, -15];

struct Side {
    material: i32,
    /// Material without pawns (board and hand), for the game phase.
    non_pawn: i32,
    mg: i32,
    eg: i32,
}

fn side_terms(pos: &Position, us: Color, enemy_pawn_attacks: Bitboard) -> Side {
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
    };
    for role in Role::ALL {
        side.material += value(role) * i32::from(pos.hand(us).count(role));
    }
    let enemy_king = b.king_of(them);
    let zone = enemy_king.map_or(Bitboard::EMPTY, |k| attacks::king_attacks(k).with(k));
    side.non_pawn = side.material - value(Role::Pawn) * i32::from(pos.hand(us).count(Role::Pawn));
    let mut attack_units = 0;
    let mut attackers = 0;
    let has_general = b.by_piece(us, Role::General).any();
    let safe = !ours & !enemy_pawn_attacks;
    for role in [Role::General, Role::Elephant, Role::Horse, Role::Chariot] {
        for sq in b.by_piece(us, role) {
            side.material += value(role);
            side.non_pawn += value(role);
            let rel = placement::relative(us, sq);
            let att = attacks::attacks(us, role, sq, occupied);
            let mobility = MOBILITY[role.index()] * (att & safe).count() as i32;
            let pst = match role {
                Role::Horse => 5 * centrality(sq) - 12,
                Role::Elephant => 3 * centrality(sq) + 2 * i32::from(rel.rank().min(5)) - 10,
                Role::General => 3 * centrality(sq) - 6,
                _ => {
                    if rel.rank() == 6 {
                        12
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
                attack_units += KING_ATTACK[role.index()] * hits;
            }
            if placement {
                side.mg += 6 * placement::popularity(us, role, sq);
            }
        }
    }
    let promotion = promotion_squares(us);
    for sq in b.by_piece(us, Role::Pawn) {
        side.material += value(Role::Pawn);
        let rel = placement::relative(us, sq);
        let bonus = PAWN_RANK[rel.rank() as usize];
        side.mg += bonus;
        side.eg += 2 * bonus;
        // One General at a time: a pawn ready to promote is worth a General when there is none.
        if !has_general && promotion.contains(sq) {
            side.mg += 20;
            side.eg += 35;
        }
        if (attacks::pawn_attacks(us, sq) & zone).any() {
            attack_units += KING_ATTACK[Role::Pawn.index()];
        }
    }
    if attackers >= 2 {
        side.mg += (attack_units * attack_units / 2).min(250);
        side.eg += (attack_units * attack_units / 8).min(60);
    }
    if let Some(king) = b.king_of(us) {
        let rel = placement::relative(us, king);
        side.mg += match rel.rank() {
            0 => 10,
            1 => 6,
            2 => -6,
            _ => -30,
        };
        side.eg += 5 * centrality(king) - 12;
        // Own pieces around the king shield it.
        let shield = (attacks::king_attacks(king) & ours & !b.by_role(Role::Pawn)).count() as i32;
        side.mg += 5 * shield.min(4);
        if placement {
            side.mg += 6 * placement::popularity(us, Role::King, king);
        }
    }
    side
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
fn mop_up(pos: &Position, strong: Color) -> i32 {
    let b = pos.board();
    match (b.king_of(strong), b.king_of(strong.other())) {
        (Some(k), Some(bare)) => 200 + 25 * (6 - centrality(bare)) + 10 * (7 - distance(k, bare)),
        _ => 0,
    }
}

/// Evaluation from the side to move's point of view.
#[must_use]
pub fn evaluate(pos: &Position) -> i32 {
    let white_pawn_attacks = pawn_attack_set(pos, Color::White);
    let black_pawn_attacks = pawn_attack_set(pos, Color::Black);
    let w = side_terms(pos, Color::White, black_pawn_attacks);
    let bl = side_terms(pos, Color::Black, white_pawn_attacks);
    let phase = (w.non_pawn + bl.non_pawn).clamp(0, PHASE_TOTAL);
    let mg = w.mg - bl.mg;
    let eg = w.eg - bl.eg;
    let mut score =
        w.material - bl.material + (mg * phase + eg * (PHASE_TOTAL - phase)) / PHASE_TOTAL;
    if is_bare_king(pos, Color::Black) && !is_bare_king(pos, Color::White) {
        score += mop_up(pos, Color::White);
    } else if is_bare_king(pos, Color::White) && !is_bare_king(pos, Color::Black) {
        score -= mop_up(pos, Color::Black);
    }
    // A side that can never mate cannot be winning.
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
    score = score * (200 - rule50) / 200;
    let score = if pos.turn() == Color::White {
        score
    } else {
        -score
    };
    score + 10
}
