//! The rule toggles and the named presets (see RULES.md, "Presets").

use std::fmt;

/// In which order the two sides place their pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PlacementOrder {
    /// One drop per turn, White first (Fairy-Stockfish, ChessPlayX).
    Alternating,
    /// White places all pieces, then Black (Myanmar federation book, Pritchard).
    Sequential,
}

/// How a drawing rule ends the game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DrawRule {
    /// The rule does not exist.
    Off,
    /// The player to move may claim the draw.
    Claim,
    /// The game ends by itself.
    Automatic,
}

/// Which positions start a count.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CountingTrigger {
    /// Bare king and no pawn of either colour on the board (Fairy-Stockfish ASEAN counting).
    BareKingNoPawns,
    /// Bare king, whatever pawns the stronger side keeps (Myanmar federation book).
    BareKing,
}

/// How many moves the stronger side has to mate a bare king.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CountingLimits {
    /// Any chariot 16, else any elephant 44, else any horse 64, else no count (Fairy-Stockfish).
    Asean,
    /// Any chariot 16, else elephant and general 44, else horse and general 64, else no count
    /// (the 50-move rule governs): RULES.md's "R 16; S+F 44; N+F 64" read literally.
    Federation,
}

/// Every toggle of the rules. A preset is a named `Rules`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    pub name: &'static str,
    pub placement: PlacementOrder,
    /// Chariots may only be placed on the own back rank.
    pub chariots_back_rank: bool,
    /// The new General may appear on the pawn's own square.
    pub promotion_in_place: bool,
    /// A side's last pawn may promote from any square.
    pub last_pawn_promotes_anywhere: bool,
    pub fifty_moves: DrawRule,
    pub repetition: DrawRule,
    pub promotion_only: DrawRule,
    pub counting_trigger: CountingTrigger,
    pub counting_limits: CountingLimits,
    pub count_expired: DrawRule,
    /// Dead positions (neither side can mate) end the game.
    pub insufficient_material: DrawRule,
    /// Whether the Fairy-Stockfish hidden 50-move counter keeps running during a count
    /// and counts towards the 50-move claim.
    pub fifty_moves_during_count: bool,
}

impl Rules {
    /// The ChessPlayX rules guide, with Fairy-Stockfish behaviour where it is silent.
    pub const CHESSPLAYX: Rules = Rules {
        name: "chessplayx",
        placement: PlacementOrder::Alternating,
        chariots_back_rank: true,
        promotion_in_place: true,
        last_pawn_promotes_anywhere: true,
        fifty_moves: DrawRule::Claim,
        repetition: DrawRule::Claim,
        promotion_only: DrawRule::Claim,
        counting_trigger: CountingTrigger::BareKingNoPawns,
        counting_limits: CountingLimits::Asean,
        count_expired: DrawRule::Automatic,
        insufficient_material: DrawRule::Automatic,
        fifty_moves_during_count: true,
    };

    /// Bit-for-bit Fairy-Stockfish / pychess: no automatic end but mate and stalemate.
    pub const FAIRY: Rules = Rules {
        name: "fairy",
        placement: PlacementOrder::Alternating,
        chariots_back_rank: true,
        promotion_in_place: true,
        last_pawn_promotes_anywhere: true,
        fifty_moves: DrawRule::Claim,
        repetition: DrawRule::Claim,
        promotion_only: DrawRule::Claim,
        counting_trigger: CountingTrigger::BareKingNoPawns,
        counting_limits: CountingLimits::Asean,
        count_expired: DrawRule::Claim,
        insufficient_material: DrawRule::Off,
        fifty_moves_during_count: true,
    };

    /// The Myanmar Chess Federation book (Maung Maung Lwin): sequential placement, no repetition
    /// rule, counting against any bare king, the 50-move rule suspended while a count runs.
    pub const FEDERATION: Rules = Rules {
        name: "federation",
        placement: PlacementOrder::Sequential,
        chariots_back_rank: true,
        promotion_in_place: true,
        last_pawn_promotes_anywhere: true,
        fifty_moves: DrawRule::Claim,
        repetition: DrawRule::Off,
        promotion_only: DrawRule::Claim,
        counting_trigger: CountingTrigger::BareKing,
        counting_limits: CountingLimits::Federation,
        count_expired: DrawRule::Claim,
        insufficient_material: DrawRule::Automatic,
        fifty_moves_during_count: false,
    };

    pub const PRESETS: [&'static Rules; 3] =
        [&Rules::CHESSPLAYX, &Rules::FAIRY, &Rules::FEDERATION];

    /// A preset by name.
    #[must_use]
    pub fn by_name(name: &str) -> Option<&'static Rules> {
        Rules::PRESETS.into_iter().find(|r| r.name == name)
    }

    #[must_use]
    pub fn is_default(&self) -> bool {
        self.name == Rules::CHESSPLAYX.name
    }
}

impl Default for &'static Rules {
    fn default() -> Self {
        &Rules::CHESSPLAYX
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}
