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
//!
//! The same holds against a bare king when what is left cannot force mate: pawns promote only
//! while their side has no General, so K+F+P (or K+P+P, whose first pawn becomes the General)
//! against a bare king is K+F against it with a pawn that never promotes: `scripts/kfpk.rs`
//! solves it, 0.02% of the positions won. The endgame tables draw K+F, K+S, K+N and K+N+N
//! against a bare king (and K+N+F in 96% of positions). 11 of 100 games against Fairy-Stockfish
//! at 100 ms were drawn in K+F+P (or K+F+P+P) against a bare king after the engine, scoring it
//! +450..+620 with the mop-up bonus, had traded a Horse or an Elephant that could still mate for
//! the opponent's last piece (docs/engine.md "Converting won games").

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

/// Whether `strong`, facing a bare king, has nothing that forces mate: no Chariot, and
/// neither two Elephants nor an Elephant with a Horse or a General (a pawn counts as the
/// General it can become while its side has none). The pawns, Horses and General that are
/// left may mate a king that walks into it, which the search still finds.
#[must_use]
pub fn cannot_force_mate(pos: &Position, strong: Color) -> bool {
    if pos.is_placement() {
        return false;
    }
    let b = pos.board();
    let count =
        |role| b.by_piece(strong, role).count() as i32 + i32::from(pos.hand(strong).count(role));
    let generals =
        count(Role::General) + i32::from(count(Role::General) == 0 && count(Role::Pawn) > 0);
    let elephants = count(Role::Elephant);
    count(Role::Chariot) == 0
        && (elephants == 0 || (elephants == 1 && count(Role::Horse) == 0 && generals == 0))
}

/// The side that faces a bare king without the material to force mate (see
/// [`cannot_force_mate`]), if any.
#[must_use]
pub fn no_mate_against_bare_king(pos: &Position) -> Option<Color> {
    let bare = |c: Color| !pos.board().by_color(c).more_than_one() && pos.hand(c).is_empty();
    [Color::White, Color::Black]
        .into_iter()
        .find(|&strong| bare(strong.other()) && !bare(strong) && cannot_force_mate(pos, strong))
}

/// What is left of the score of a side that cannot force mate against a bare king, in
/// sixteenths (as little as a dead position keeps: the pawns may still win the odd game).
pub const NO_MATE_SCALE: i32 = 1;

/// The evaluation `score` (White's point of view) scaled by what the material can win: a
/// drawish pawnless lead keeps [`DRAWISH_SCALE`]/16 of the score of the side ahead, material
/// that cannot force mate against a bare king [`NO_MATE_SCALE`]/16.
#[must_use]
pub fn scale(score: i32, pos: &Position) -> i32 {
    let (side, keep) = match no_mate_against_bare_king(pos) {
        Some(strong) => (Some(strong), NO_MATE_SCALE),
        None => (drawish_lead(pos), DRAWISH_SCALE),
    };
    match side {
        Some(Color::White) if score > 0 => score * keep / 16,
        Some(Color::Black) if score < 0 => score * keep / 16,
        _ => score,
    }
}
