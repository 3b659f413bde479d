//! Captures only, for the quiescence search: pseudo-legal captures filtered by a king-safety
//! check, much cheaper than the full legal generator. Positions where the shortcut is not
//! exact (in check, pieces in hand under must-drop, a promotion available) use the full one.

use crate::attacks;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::types::Role;

/// Fills `list` with the legal captures, or returns false when the caller must use
/// `generate_legal` and filter instead.
pub fn generate_captures(pos: &Position, list: &mut MoveList) -> bool {
    list.clear();
    let us = pos.turn();
    if !pos.hand(us).is_empty() || pos.promotion_candidates().any() {
        return false;
    }
    let b = pos.board();
    let occupied = b.occupied();
    let theirs = b.by_color(us.other());
    for role in [
        Role::Pawn,
        Role::General,
        Role::Elephant,
        Role::Horse,
        Role::Chariot,
        Role::King,
    ] {
        for from in b.by_piece(us, role) {
            for to in attacks::attacks(us, role, from, occupied) & theirs {
                let m = Move::Normal {
                    role,
                    from,
                    to,
                    capture: b.role_at(to),
                };
                if !pos.after(m).is_king_attacked(us) {
                    list.push(m);
                }
            }
        }
    }
    true
}
