//! The rule toggles and the named presets (the README's "Rules presets" section is the contract).

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
    /// (the 50-move rule governs): the federation book's "R 16; S+F 44; N+F 64" read literally.
    Federation,
    /// Chariot only: 16 moves, or 21 when the bare king stands on d4, e4, d5 or e5 as the count
    /// starts; no count without a chariot (Pritchard).
    Pritchard,
}

/// Every toggle of the rules. A preset is a named `Rules`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    pub name: &'static str,
    /// One line in English saying what the preset is (user interfaces translate it).
    pub description: &'static str,
    pub placement: PlacementOrder,
    /// Chariots may only be placed on the own back rank.
    pub chariots_back_rank: bool,
    /// A piece may be placed on a square of an own pawn, which goes to the hand (and is placed
    /// again in the region).
    pub drop_on_own_pawn: bool,
    /// A pawn in hand may be placed anywhere in the region, the back rank included (`pritchard`:
    /// a pawn displaced by a drop goes back to any square where pieces may be placed). Else it
    /// keeps off the back rank, as Fairy-Stockfish's pawn drops do.
    pub pawn_drops_on_back_rank: bool,
    /// Black may not place a chariot on the file of its other chariot nor on the White king's file.
    pub black_chariot_files: bool,
    /// The new General may appear on the pawn's own square.
    pub promotion_in_place: bool,
    /// The new General may capture on its diagonal step (never the enemy General).
    pub promotion_captures: bool,
    /// The new General may attack enemy pieces (it may never give check).
    pub promotion_may_attack: bool,
    /// A pawn that leaves a promotion square without promoting loses the right to promote.
    pub promotion_lost_on_leaving: bool,
    /// A move that leaves the opponent stalemated is illegal.
    pub stalemate_illegal: bool,
    /// A General in hand (from a hand-made FEN) blocks promotion like one on the board: a side
    /// promotes only while it has no General at all. Fairy-Stockfish looks at the board only.
    pub general_in_hand_blocks_promotion: bool,
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
    /// Whether a promotion restarts a running count from 0 (Fairy-Stockfish does; reachable only
    /// where pawns may stand beside a bare king: hand-made FENs, or the presets that count with
    /// pawns on the board). Elsewhere a count, once started, runs to its end.
    pub promotion_restarts_count: bool,
}

impl Rules {
    /// The ChessPlayX rules guide, with Fairy-Stockfish behaviour where it is silent.
    pub const CHESSPLAYX: Rules = Rules {
        name: "chessplayx",
        description: "The ChessPlayX rules guide (the default), with Fairy-Stockfish behaviour where it is silent.",
        placement: PlacementOrder::Alternating,
        chariots_back_rank: true,
        drop_on_own_pawn: false,
        pawn_drops_on_back_rank: false,
        black_chariot_files: false,
        promotion_in_place: true,
        promotion_captures: false,
        promotion_may_attack: false,
        promotion_lost_on_leaving: false,
        stalemate_illegal: false,
        general_in_hand_blocks_promotion: true,
        last_pawn_promotes_anywhere: true,
        fifty_moves: DrawRule::Claim,
        repetition: DrawRule::Claim,
        promotion_only: DrawRule::Claim,
        counting_trigger: CountingTrigger::BareKingNoPawns,
        counting_limits: CountingLimits::Asean,
        count_expired: DrawRule::Automatic,
        insufficient_material: DrawRule::Automatic,
        // The guide gives 64 moves to mate with a horse: a 50-move claim may not cut that short.
        fifty_moves_during_count: false,
        promotion_restarts_count: false,
    };

    /// Bit-for-bit Fairy-Stockfish / pychess: no automatic end but mate and stalemate. (The other
    /// presets are written as their differences from `chessplayx`.)
    pub const FAIRY: Rules = Rules {
        name: "fairy",
        description:
            "Fairy-Stockfish / pychess exactly: the same moves, FEN, SAN and claimable draws.",
        count_expired: DrawRule::Claim,
        insufficient_material: DrawRule::Off,
        fifty_moves_during_count: true,
        promotion_restarts_count: true,
        general_in_hand_blocks_promotion: false,
        ..Rules::CHESSPLAYX
    };

    /// The Myanmar Chess Federation book (Maung Maung Lwin): sequential placement, no repetition
    /// rule, counting against any bare king, the 50-move rule suspended while a count runs.
    pub const FEDERATION: Rules = Rules {
        name: "federation",
        description: "The Myanmar Chess Federation book: sequential placement, counting against any bare king.",
        placement: PlacementOrder::Sequential,
        repetition: DrawRule::Off,
        counting_trigger: CountingTrigger::BareKing,
        counting_limits: CountingLimits::Federation,
        count_expired: DrawRule::Claim,
        ..Rules::CHESSPLAYX
    };

    /// The historical rules in Pritchard's *Encyclopedia of Chess Variants*: sequential placement
    /// anywhere in the region (also on an own pawn, which is placed again), Black's chariots off
    /// each other's and the White king's file, promotion by a diagonal step that may capture (not
    /// the General) and attack but not check, lost when the pawn leaves its promotion square, no
    /// last-pawn rule, stalemating illegal, a chariot count of 16 (21 from the centre).
    pub const PRITCHARD: Rules = Rules {
        name: "pritchard",
        description: "The historical rules of Pritchard's Encyclopedia of Chess Variants.",
        placement: PlacementOrder::Sequential,
        chariots_back_rank: false,
        drop_on_own_pawn: true,
        pawn_drops_on_back_rank: true,
        black_chariot_files: true,
        promotion_in_place: false,
        promotion_captures: true,
        promotion_may_attack: true,
        promotion_lost_on_leaving: true,
        stalemate_illegal: true,
        last_pawn_promotes_anywhere: false,
        promotion_only: DrawRule::Off,
        counting_trigger: CountingTrigger::BareKing,
        counting_limits: CountingLimits::Pritchard,
        ..Rules::CHESSPLAYX
    };

    pub const PRESETS: [&'static Rules; 4] = [
        &Rules::CHESSPLAYX,
        &Rules::FAIRY,
        &Rules::FEDERATION,
        &Rules::PRITCHARD,
    ];

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
