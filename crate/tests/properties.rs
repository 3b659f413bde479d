//! Property tests over seeded random playouts: legality, hashing, round trips, undo.

mod common;

use common::Rng;
use sittuyin::{fen, Game, Move, Position, Rules};

/// Random playouts from the start position and from a few hand-made positions, biased towards
/// captures so that endgames and counts are reached; `games` under each preset.
fn playouts(games: usize, max_plies: usize, mut visit: impl FnMut(&Position, Move)) {
    for rules in Rules::PRESETS {
        playouts_under(rules, games, max_plies, &mut visit);
    }
}

fn playouts_under(
    rules: &'static Rules,
    games: usize,
    max_plies: usize,
    visit: &mut impl FnMut(&Position, Move),
) {
    let starts = [
        sittuyin::START_FEN,
        "r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9",
        "6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40",
        "4k3/8/8/8/8/8/R7/4K3[] b - 32 0 1",
    ];
    let mut rng = Rng(0x5171_7475_7969_6e00);
    for g in 0..games {
        let mut pos = Position::from_fen(starts[g % starts.len()], rules).unwrap();
        for _ in 0..max_plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
            let m = if !captures.is_empty() && rng.below(3) > 0 {
                captures[rng.below(captures.len())]
            } else {
                moves.as_slice()[rng.below(moves.len())]
            };
            visit(&pos, m);
            pos.play_unchecked(m);
        }
    }
}

#[test]
fn legal_moves_never_leave_the_mover_in_check() {
    playouts(30, 200, |pos, _| {
        for &m in pos.legal_moves().iter() {
            let next = pos.after(m);
            assert!(!next.is_king_attacked(pos.turn()), "{m} in {}", pos.fen());
            // `pritchard`: no move leaves the opponent stalemated, unless every move does.
            if pos.rules().stalemate_illegal && next.turn() != pos.turn() {
                let stalemates = |n: &Position| !n.is_check() && !n.has_legal_moves();
                assert!(
                    !stalemates(&next)
                        || pos.legal_moves().iter().all(|&o| {
                            let n = pos.after(o);
                            n.turn() != pos.turn() && stalemates(&n)
                        }),
                    "{m} stalemates in {}",
                    pos.fen()
                );
            }
        }
        // The stalemate rule never takes a side's last move, so "has a legal move" is the same
        // question with or without it, at every depth.
        assert_eq!(pos.has_legal_moves(), !pos.legal_moves().is_empty());
    });
}

#[test]
fn incremental_hash_equals_recomputed_hash() {
    playouts(60, 200, |pos, m| {
        assert_eq!(pos.hash(), pos.compute_hash(), "{}", pos.fen());
        let next = pos.after(m);
        assert_eq!(
            next.hash(),
            next.compute_hash(),
            "after {m} in {}",
            pos.fen()
        );
    });
}

#[test]
fn fen_round_trips() {
    playouts(60, 200, |pos, _| {
        let text = pos.fen();
        let setup = fen::parse(&text).unwrap();
        assert_eq!(fen::write(&setup), text);
        let back = Position::from_fen(&text, pos.rules()).unwrap();
        // (the hash covers board, hands, side to move and pritchard's spent pawns; the hidden
        // 50-move counter of a count is not in the FEN, as in Fairy-Stockfish)
        assert_eq!(back.fen(), text);
        assert_eq!(back.hash(), pos.hash());
        assert_eq!(back.legal_moves().len(), pos.legal_moves().len());
    });
}

#[test]
fn san_and_uci_round_trip() {
    playouts(40, 200, |pos, _| {
        for &m in pos.legal_moves().iter() {
            let san = pos.san(m);
            assert_eq!(
                pos.parse_san(&san).unwrap(),
                m,
                "SAN {san} in {}",
                pos.fen()
            );
            let uci = m.to_uci();
            assert_eq!(
                pos.parse_uci(&uci).unwrap(),
                m,
                "UCI {uci} in {}",
                pos.fen()
            );
            assert_eq!(pos.parse_san(&uci).unwrap(), m);
        }
    });
}

#[test]
fn legal_moves_are_unique() {
    playouts(40, 200, |pos, _| {
        let mut ucis: Vec<String> = pos.legal_moves().iter().map(|m| m.to_uci()).collect();
        let n = ucis.len();
        ucis.sort();
        ucis.dedup();
        assert_eq!(ucis.len(), n, "{}", pos.fen());
    });
}

#[test]
fn undo_after_play_is_identity() {
    let mut rng = Rng(42);
    for _ in 0..30 {
        let mut game = Game::new(Rules::PRESETS[rng.below(Rules::PRESETS.len())]);
        for _ in 0..120 {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            let m = moves.as_slice()[rng.below(moves.len())];
            let before = *game.position();
            let fen_before = before.fen();
            game.play_move(m).unwrap();
            assert_eq!(game.undo(), Some(m));
            assert_eq!(*game.position(), before);
            assert_eq!(game.position().fen(), fen_before);
            assert_eq!(game.redo(), Some(m));
        }
    }
}

#[test]
fn drop_refusal_is_none_exactly_for_legal_drops() {
    // The start, and hand-made placements: in check, a pawn in hand, pritchard's chariot files,
    // a stalemating drop, a king in hand beside an enemy chariot.
    let starts = [
        sittuyin::START_FEN,
        "4r2k/8/8/8/8/8/8/4K3[NRSF] w - - 0 1",
        "4k3/8/8/8/8/8/8/K7[Pp] w - - 0 1",
        "r7/8/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[kssfrnn] b - - 0 9",
        "8/8/8/8/kPK5/8/8/8[N] w - - 0 1",
        "4k3/8/8/8/8/8/8/r7[KR] w - - 0 1",
    ];
    let mut rng = Rng(0xD209);
    let mut checked = [0usize; 2];
    for rules in Rules::PRESETS {
        for (g, start) in starts.iter().cycle().take(4 * starts.len()).enumerate() {
            let mut pos = Position::from_fen(start, rules).unwrap();
            for _ in 0..(8 + g % 24) {
                let legal = pos.legal_moves();
                for role in sittuyin::Role::ALL {
                    for i in 0..64 {
                        let sq = sittuyin::Square::new(i);
                        let drop = Move::Drop { role, to: sq };
                        let refusal = pos.drop_refusal(role, sq);
                        assert_eq!(
                            refusal.is_none(),
                            legal.contains(&drop),
                            "{drop} refused for {refusal:?} in {} ({rules})",
                            pos.fen()
                        );
                        checked[usize::from(refusal.is_none())] += 1;
                    }
                }
                if legal.is_empty() {
                    break;
                }
                pos.play_unchecked(legal.as_slice()[rng.below(legal.len())]);
            }
        }
    }
    assert!(checked[1] > 1000, "{checked:?}");
}

#[test]
fn san_uci_and_fen_values_round_trip_through_text() {
    use sittuyin::{Fen, San, UciMove};
    playouts(20, 150, |pos, _| {
        let fen: Fen = pos.fen().parse().unwrap();
        assert_eq!(fen.to_string(), pos.fen());
        assert_eq!(Fen::from_position(pos), fen);
        let back = fen.into_position(pos.rules()).unwrap();
        assert_eq!(back.fen(), pos.fen());
        for &m in pos.legal_moves().iter() {
            let san = San::from_move(pos, m);
            let text = san.to_string();
            assert_eq!(text, pos.san_without_suffix(m));
            assert_eq!(text.parse::<San>().unwrap(), san, "{text} in {}", pos.fen());
            assert_eq!(san.to_move(pos).unwrap(), m, "{text} in {}", pos.fen());
            let uci = UciMove::from_move(m);
            assert_eq!(uci.to_string(), m.to_uci());
            assert_eq!(m.to_uci().parse::<UciMove>().unwrap(), uci);
            assert_eq!(uci.to_move(pos).unwrap(), m);
        }
    });
}
