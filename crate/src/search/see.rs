//! Static exchange evaluation: the material balance of the capture sequence on one square when
//! both sides recapture with their least valuable attacker and may stop at any time. Chariots
//! behind a capturer join in (the occupancy shrinks as pieces leave the square's lines).

use super::eval::value;
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;
use crate::types::{Color, Role};

/// Capturers from the cheapest up (the king last: it may only take an undefended piece).
const ORDER: [Role; 6] = [
    Role::Pawn,
    Role::General,
    Role::Elephant,
    Role::Horse,
    Role::Chariot,
    Role::King,
];

/// The cheapest piece of `color` among `attackers`.
fn least_valuable(pos: &Position, attackers: Bitboard, color: Color) -> Option<(Square, Role)> {
    let b = pos.board();
    ORDER.into_iter().find_map(|role| {
        (attackers & b.by_piece(color, role))
            .first()
            .map(|sq| (sq, role))
    })
}

/// Gain in centipawns of `m` for the side to move after the exchanges it starts on its target
/// square (0 for a quiet move, the victim's value minus what is lost back for a capture).
/// Promotions and drops count what they capture only.
#[must_use]
pub fn see(pos: &Position, m: Move) -> i32 {
    let (from, to, mover) = match m {
        Move::Normal { from, to, role, .. } => (from, to, role),
        Move::Promotion { capture, .. } => return capture.map_or(0, value),
        Move::Drop { .. } => return 0,
    };
    let mut gains = [0i32; 32];
    gains[0] = m.capture().map_or(0, value);
    let mut occupied = pos.board().occupied().without(from);
    // The piece now standing on the square, which the next capture wins.
    let mut on_square = mover;
    let mut side = pos.turn().other();
    let mut depth = 0;
    loop {
        let attackers = pos.attackers_to(to, side, occupied);
        let Some((sq, role)) = least_valuable(pos, attackers, side) else {
            break;
        };
        // A king may not capture into a square the other side still attacks.
        if role == Role::King && pos.attackers_to(to, side.other(), occupied).any() {
            break;
        }
        depth += 1;
        if depth >= gains.len() {
            break;
        }
        gains[depth] = value(on_square) - gains[depth - 1];
        if on_square == Role::King {
            // The previous capture put a king en prise: it was illegal, and nothing follows.
            gains[depth] = 20_000 - gains[depth - 1];
            break;
        }
        on_square = role;
        occupied = occupied.without(sq);
        side = side.other();
    }
    // Each side may decline to go on: negamax the sequence from the end.
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    fn check(fen: &str, uci: &str, expected: i32) {
        let pos = Position::from_fen(fen, &Rules::CHESSPLAYX).unwrap();
        let m = pos.parse_uci(uci).unwrap();
        assert_eq!(see(&pos, m), expected, "{fen} {uci}");
    }

    #[test]
    fn undefended_piece_is_won_whole() {
        check(
            "4k3/8/8/3n4/8/8/8/3RK3[] w - - 0 1",
            "d1d5",
            value(Role::Horse),
        );
    }

    #[test]
    fn defended_piece_taken_by_a_bigger_one_loses() {
        // Rxd5 exd5... a black elephant on e6 defends d5 diagonally.
        check(
            "4k3/8/4s3/3n4/8/8/8/3RK3[] w - - 0 1",
            "d1d5",
            value(Role::Horse) - value(Role::Chariot),
        );
    }

    #[test]
    fn battery_of_chariots_recaptures() {
        // Rxd5 Rxd5 Rxd5: the second white chariot stands behind the first.
        check(
            "3rk3/8/8/3n4/8/8/3R4/3RK3[] w - - 0 1",
            "d2d5",
            value(Role::Horse),
        );
    }

    #[test]
    fn quiet_move_is_zero() {
        check("4k3/8/8/8/8/8/8/3RK3[] w - - 0 1", "d1d5", 0);
    }

    #[test]
    fn king_recaptures_only_an_undefended_piece() {
        // The black king on e6 defends d5: Rxd5 Kxd5 loses the chariot for a horse.
        check(
            "8/8/4k3/3n4/8/8/8/3RK3[] w - - 0 1",
            "d1d5",
            value(Role::Horse) - value(Role::Chariot),
        );
        // With a white pawn on c4 also on d5, the king may not take back.
        check(
            "8/8/4k3/3n4/2P5/8/8/3RK3[] w - - 0 1",
            "d1d5",
            value(Role::Horse),
        );
    }
}
