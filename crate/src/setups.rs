//! The traditional set-ups: patterns players like to deploy in (a community list, source
//! unverified; the README's "Rules presets" section). Each is White's half as a FEN board
//! fragment, ranks 4/3/2/1 with the fixed pawns; Black uses the same pattern turned 180°
//! (`Square::rotate`, the one place that turn is written).

use crate::drops::DropRefusal;
use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::{PlacementOrder, Rules};
use crate::square::Square;
use crate::types::{Color, Role};

/// A named set-up: White's ranks 4/3/2/1, pawns included.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TraditionalSetup {
    pub name: &'static str,
    pub white: &'static str,
}

/// The community set-ups. The published two-sided set-up ISP-01 (Chesmayne) is nBattery for
/// White and nSandwich turned for Black, so it adds nothing new.
pub const TRADITIONAL_SETUPS: [TraditionalSetup; 8] = [
    TraditionalSetup::new("kHide", "4PPPP/PPPPFN2/1SKSN3/5RR1"),
    TraditionalSetup::new("nConnected", "4PPPP/PPPPFSN1/3SNK2/1RR5"),
    TraditionalSetup::new("nSide", "4PPPP/PPPPFS2/2SNNK2/1R1R4"),
    TraditionalSetup::new("nCross", "4PPPP/PPPPFNS1/3SN1K1/2R2R2"),
    TraditionalSetup::new("nSandwich", "4PPPP/PPPPFS2/2NSNK2/1R1R4"),
    TraditionalSetup::new("nBattery", "4PPPP/PPPPFNS1/3S1NK1/2R1R3"),
    TraditionalSetup::new("eSide", "4PPPP/PPPPFSS1/3N1NK1/3R1R2"),
    TraditionalSetup::new("gInside", "4PPPP/PPPPNF2/1S2NS2/2RR1K2"),
];

impl TraditionalSetup {
    const fn new(name: &'static str, white: &'static str) -> TraditionalSetup {
        TraditionalSetup { name, white }
    }

    /// A set-up by name.
    #[must_use]
    pub fn by_name(name: &str) -> Option<&'static TraditionalSetup> {
        TRADITIONAL_SETUPS.iter().find(|s| s.name == name)
    }

    /// White's pieces (pawns included) by square, read from the pattern at compile time or run
    /// time alike.
    #[must_use]
    pub const fn white_board(&self) -> [Option<Role>; 64] {
        let mut board = [None; 64];
        let text = self.white.as_bytes();
        let mut rank = 3usize;
        let mut file = 0usize;
        let mut i = 0;
        while i < text.len() {
            let c = text[i];
            if c == b'/' {
                rank = rank.saturating_sub(1);
                file = 0;
            } else if c.is_ascii_digit() {
                file += (c - b'0') as usize;
            } else {
                if file < 8 {
                    board[rank * 8 + file] = Role::from_char(c as char);
                }
                file += 1;
            }
            i += 1;
        }
        board
    }

    /// The drops that build the set-up for `color` (Black's turned 180°): the king first, the
    /// chariots last (`Role::ALL` order), each role in the pattern's reading order.
    #[must_use]
    pub fn drops(&self, color: Color) -> Vec<Move> {
        let board = self.white_board();
        let mut drops = Vec::with_capacity(8);
        for role in Role::ALL {
            if role == Role::Pawn {
                continue;
            }
            for rank in (0..4u8).rev() {
                for file in 0..8u8 {
                    let sq = Square::from_coords(file, rank);
                    if board[sq.index()] == Some(role) {
                        let to = match color {
                            Color::White => sq,
                            Color::Black => sq.rotate(),
                        };
                        drops.push(Move::Drop { role, to });
                    }
                }
            }
        }
        drops
    }

    /// The position after White placed `white` and Black placed `black` from the start, in
    /// the order the rules place (alternating or sequential), or the first drop the rules refuse
    /// (e.g. `pritchard`'s chariot files).
    pub fn position(
        white: &TraditionalSetup,
        black: &TraditionalSetup,
        rules: &'static Rules,
    ) -> Result<Position, (Move, DropRefusal)> {
        let (w, b) = (white.drops(Color::White), black.drops(Color::Black));
        let order: Vec<Move> = match rules.placement {
            PlacementOrder::Alternating => w.iter().zip(&b).flat_map(|(x, y)| [*x, *y]).collect(),
            PlacementOrder::Sequential => w.iter().chain(&b).copied().collect(),
        };
        let mut game = Game::new(rules);
        for m in order {
            if let Move::Drop { role, to } = m {
                if let Some(refusal) = game.drop_refusal(role, to) {
                    return Err((m, refusal));
                }
            }
            game.play_move(m).map_err(|_| (m, DropRefusal::GameOver))?;
        }
        Ok(*game.position())
    }
}
