//! Legal move generation: must-drop (drops themselves are in `drops.rs`), piece and pawn moves
//! with check evasion and pins, promotions with every restriction of the rules, and the
//! stalemate rule of `pritchard`.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveList};
use crate::position::{promotion_squares, Position};
use crate::square::Square;
use crate::types::{Color, Piece, Role};

impl Position {
    /// All legal moves.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate_legal(&mut list);
        list
    }

    /// Fills `list` with the legal moves.
    pub fn generate_legal(&self, list: &mut MoveList) {
        self.generate_unfiltered(list);
        if self.rules().stalemate_illegal && list.len() > 1 {
            // `pritchard`: a move may not leave the opponent without a move unless it mates,
            // except when every move does (the rule narrows a choice; it never takes away the
            // last move, so it cannot turn a stalemate-escape into a mate). Hence a side has a
            // legal move exactly when it has one before this rule, and the replies below need
            // not apply the rule again: the test is the same at every depth.
            let all = list.clone();
            list.retain(|&m| !self.stalemates(m));
            if list.is_empty() {
                *list = all;
            }
        }
    }

    /// Whether the move leaves the opponent without a move and not in check (a stalemate).
    fn stalemates(&self, m: Move) -> bool {
        let next = self.after(m);
        if next.turn() == self.turn() || next.is_check() {
            return false;
        }
        let mut replies = MoveList::new();
        next.generate_unfiltered(&mut replies);
        replies.is_empty()
    }

    /// Legal moves before the stalemate rule of `pritchard`.
    fn generate_unfiltered(&self, list: &mut MoveList) {
        list.clear();
        let checkers = self.checkers();
        // Must drop: while a drop is legal, no board move is.
        if !self.hand(self.turn()).is_empty() {
            self.generate_drops(list, checkers);
            if list.is_empty() {
                self.generate_board_moves(list, checkers);
                // In sequential placement the enemy king may stand in check from a drop (the
                // placer keeps the turn); a king is never captured.
                list.retain(|m| m.capture() != Some(Role::King));
            }
            return;
        }
        self.generate_board_moves(list, checkers);
    }

    /// Whether the side to move has any legal move.
    #[must_use]
    pub fn has_legal_moves(&self) -> bool {
        // The stalemate rule of `pritchard` never empties a move list (see `generate_legal`).
        let mut list = MoveList::new();
        self.generate_unfiltered(&mut list);
        !list.is_empty()
    }

    /// Our pieces pinned to our king by enemy chariots.
    fn pinned(&self, king: Square) -> Bitboard {
        let us = self.turn();
        let occupied = self.board().occupied();
        let snipers = attacks::chariot_attacks(king, Bitboard::EMPTY)
            & self.board().by_piece(us.other(), Role::Chariot);
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if blockers.any() && !blockers.more_than_one() {
                pinned |= blockers & self.board().by_color(us);
            }
        }
        pinned
    }

    fn push_targets(&self, list: &mut MoveList, role: Role, from: Square, targets: Bitboard) {
        let theirs = self.board().by_color(self.turn().other());
        for to in targets {
            let capture = if theirs.contains(to) {
                self.board().role_at(to)
            } else {
                None
            };
            list.push(Move::Normal {
                role,
                from,
                to,
                capture,
            });
        }
    }

    fn generate_board_moves(&self, list: &mut MoveList, checkers: Bitboard) {
        let us = self.turn();
        let them = us.other();
        let occupied = self.board().occupied();
        let ours = self.board().by_color(us);
        let theirs = self.board().by_color(them);
        let king = self.board().king_of(us);
        if let Some(king) = king {
            let without_king = occupied.without(king);
            let targets = attacks::king_attacks(king) & !ours;
            for to in targets {
                if self.attackers_to(to, them, without_king).is_empty() {
                    self.push_targets(list, Role::King, king, Bitboard::from_square(to));
                }
            }
            if checkers.more_than_one() {
                return;
            }
        }
        let (evasion, pinned) = match king {
            Some(king) => {
                let evasion = match checkers.single() {
                    Some(checker) => checkers | attacks::between(king, checker),
                    None => Bitboard::ALL,
                };
                (evasion, self.pinned(king))
            }
            None => (Bitboard::ALL, Bitboard::EMPTY),
        };
        for role in [Role::General, Role::Elephant, Role::Horse, Role::Chariot] {
            for from in self.board().by_piece(us, role) {
                let mut targets = attacks::attacks(us, role, from, occupied) & !ours & evasion;
                if let (true, Some(king)) = (pinned.contains(from), king) {
                    targets &= attacks::line(king, from);
                }
                self.push_targets(list, role, from, targets);
            }
        }
        let forward: i8 = if us == Color::White { 1 } else { -1 };
        for from in self.board().by_piece(us, Role::Pawn) {
            let mut targets = attacks::pawn_attacks(us, from) & theirs;
            if let Some(push) = from.offset(0, forward) {
                if !occupied.contains(push) {
                    targets = targets.with(push);
                }
            }
            targets &= evasion;
            if let (true, Some(king)) = (pinned.contains(from), king) {
                targets &= attacks::line(king, from);
            }
            self.push_targets(list, Role::Pawn, from, targets);
        }
        self.generate_promotions(list);
    }

    /// Pawns that may promote now: on a promotion square, or the last pawn anywhere.
    #[must_use]
    pub fn promotion_candidates(&self) -> Bitboard {
        let us = self.turn();
        // Only while the side has no General: on the board, nor (but under `fairy`) in hand.
        if self.board().by_piece(us, Role::General).any()
            || (self.rules().general_in_hand_blocks_promotion
                && self.hand(us).count(Role::General) > 0)
        {
            return Bitboard::EMPTY;
        }
        let pawns = self.board().by_piece(us, Role::Pawn) & !self.spent_pawns();
        if self.rules().last_pawn_promotes_anywhere && pawns.any() && !pawns.more_than_one() {
            pawns
        } else {
            pawns & promotion_squares(us)
        }
    }

    fn generate_promotions(&self, list: &mut MoveList) {
        let us = self.turn();
        let them = us.other();
        let occupied = self.board().occupied();
        let theirs = self.board().by_color(them);
        // `pritchard` captures on the step, never the General (nor, of course, the king).
        let victims = if self.rules().promotion_captures {
            theirs & !self.board().by_role(Role::General) & !self.board().by_role(Role::King)
        } else {
            Bitboard::EMPTY
        };
        for from in self.promotion_candidates() {
            // The General appears in place or on a diagonal neighbour, empty unless it may capture.
            let mut destinations = attacks::general_attacks(from) & (!occupied | victims);
            if self.rules().promotion_in_place {
                destinations = destinations.with(from);
            }
            for to in destinations {
                // 3.9 c.4: the new General may not attack any enemy piece (nor the king).
                if !self.rules().promotion_may_attack
                    && (attacks::general_attacks(to) & theirs).any()
                {
                    continue;
                }
                let capture = if theirs.contains(to) {
                    self.board().role_at(to)
                } else {
                    None
                };
                let mut next = *self.board();
                if let Some(victim) = capture {
                    next.remove(to, Piece::new(them, victim));
                }
                next.remove(from, Piece::new(us, Role::Pawn));
                next.put(to, Piece::new(us, Role::General));
                // Our king must be safe, and the promotion may not give check, direct or
                // discovered.
                if next.is_king_attacked(us) || next.is_king_attacked(them) {
                    continue;
                }
                list.push(Move::Promotion { from, to, capture });
            }
        }
    }

    /// Whether `m` is legal here.
    #[must_use]
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// Whether the legal move `m` gives check.
    #[must_use]
    pub fn gives_check(&self, m: Move) -> bool {
        self.after(m).is_check()
    }
}

/// Counts leaf nodes at `depth` (bulk-counting the last ply).
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|&m| perft(&pos.after(m), depth - 1)).sum()
}

/// Perft per root move.
#[must_use]
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|&m| (m, perft(&pos.after(m), depth - 1)))
        .collect()
}
