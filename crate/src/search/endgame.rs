//! Endgame knowledge the material count does not have: which pawnless endings a material lead
//! does not win.
//!
//! Once the side ahead has no pawn left, it makes no new material, and a lead of less than
//! about a chariot over pieces does not mate: the endgame tables (`sittuyin tablebase`, under
//! `chessplayx`) win K+R against a lone General or Elephant, but draw K+R against a Horse
//! (89% with the Horse's side to move), K+Elephant or K+Horse against a General (100%), and the
//! games against Fairy-Stockfish Skill 10 drew K+R vs K+S+N, K+R+N vs K+R, K+R vs K+N+F and
//! K+N+F vs K+F by the 50-move rule after the engine had scored them +300 and more (README
//! "Converting won games"). Scored at full value, such an ending looks like a win, so the
//! search trades its last pawns and pieces into it; scaled down, it keeps what can still win.

use crate::position::Position;
use crate::types::{Color, Role};

/// Hand-set material for this judgement (the evaluation's tuned values may move; the
/// thresholds below are set against these).
const fn worth(role: Role) -> i32 {
    match role {
        Role::King => 0,
        Role::General => 160,
        Role::Elephant => 300,
        Role::Horse => 320,
        Role::Chariot => 650,
        Role::Pawn => 100,
    }
}

/// A lead below this, without pawns, does not win against pieces: it keeps K+R vs K+S (350,
/// won by the tables) and K+R vs K+F (490), and scales K+R vs K+N (330, a table draw),
/// K+R+N vs K+R (320), K+R+S vs K+R (300), K+N+F vs K+F (320) and less.
pub const DRAWISH_LEAD: i32 = 340;

/// What is left of a drawish pawnless lead, in sixteenths.
pub const DRAWISH_SCALE: i32 = 4;

/// Material of `color` on the board and in hand, and whether it has a pawn.
fn material(pos: &Position, color: Color) -> (i32, bool) {
    let b = pos.board();
    let mut cp = 0;
    for role in Role::ALL {
        cp += worth(role)
            * (b.by_piece(color, role).count() as i32 + i32::from(pos.hand(color).count(role)));
    }
    let pawns = b.by_piece(color, Role::Pawn).any() || pos.hand(color).count(Role::Pawn) > 0;
    (cp, pawns)
}

/// Whether `pos` is an ending the side ahead by material, `strong`, cannot be expected to
/// win: it has no pawn, the other side still has a piece or pawn (a bare king is the count's
/// and the mop-up's business), and its lead is below [`DRAWISH_LEAD`].
#[must_use]
pub fn drawish_lead(pos: &Position) -> Option<Color> {
    if pos.is_placement() {
        return None;
    }
    let (white, white_pawns) = material(pos, Color::White);
    let (black, black_pawns) = material(pos, Color::Black);
    let (strong, lead, strong_pawns, weak) = if white >= black {
        (Color::White, white - black, white_pawns, black)
    } else {
        (Color::Black, black - white, black_pawns, white)
    };
    (!strong_pawns && weak > 0 && lead < DRAWISH_LEAD).then_some(strong)
}

/// The evaluation `score` (White's point of view) scaled by what the material can win: a
/// drawish pawnless lead keeps [`DRAWISH_SCALE`]/16 of the score of the side ahead.
#[must_use]
pub fn scale(score: i32, pos: &Position) -> i32 {
    match drawish_lead(pos) {
        Some(Color::White) if score > 0 => score * DRAWISH_SCALE / 16,
        Some(Color::Black) if score < 0 => score * DRAWISH_SCALE / 16,
        _ => score,
    }
}
