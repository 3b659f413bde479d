use super::*;
use crate::rng::SplitMix64 as Rng;
use std::sync::{Mutex, OnceLock};

/// Tables shared by the tests (generating a four-piece table takes seconds).
fn shared() -> std::sync::MutexGuard<'static, Tablebases> {
    static TABLES: OnceLock<Mutex<Tablebases>> = OnceLock::new();
    TABLES
        .get_or_init(|| Mutex::new(Tablebases::new()))
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, &Rules::CHESSPLAYX).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Whether the side to move mates within `plies` (odd), by brute force over the rules core.
fn mates_within(p: &Position, plies: u32) -> bool {
    p.legal_moves().iter().any(|&m| {
        let next = p.after(m);
        let replies = next.legal_moves();
        if replies.is_empty() {
            return next.is_check();
        }
        plies >= 3
            && replies
                .iter()
                .all(|&r| mates_within(&next.after(r), plies - 2))
    })
}

/// A random legal position of `pieces` (white letters upper case) with `turn` to move.
fn random_position(rng: &mut Rng, pieces: &str, turn: char) -> Position {
    loop {
        let mut board = [None; 64];
        for c in format!("Kk{pieces}").chars() {
            loop {
                let s = rng.below(64) as usize;
                if board[s].is_none() {
                    board[s] = Some(c);
                    break;
                }
            }
        }
        let mut fen = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match board[rank * 8 + file] {
                    Some(c) => {
                        if empty > 0 {
                            fen.push_str(&empty.to_string());
                            empty = 0;
                        }
                        fen.push(c);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                fen.push_str(&empty.to_string());
            }
            if rank > 0 {
                fen.push('/');
            }
        }
        fen.push_str(&format!("[] {turn} - - 0 1"));
        if let Ok(p) = Position::from_fen(&fen, &Rules::CHESSPLAYX) {
            if p.has_legal_moves() {
                return p;
            }
        }
    }
}

/// Raw table distance (no counters) of a position: `Some((plies, win))` or `None` for a draw.
fn raw(tb: &Tablebases, p: &Position) -> Option<(u32, bool)> {
    let (m, pl) = locate(p).unwrap();
    decode(tb.table(&m, p.rules()).unwrap().values[pl.index(m.len())])
}

#[test]
fn chariot_always_mates_within_sixteen_moves() {
    let mut tb = shared();
    let m = Material::parse("KRK").unwrap();
    tb.ensure(&m, &Rules::CHESSPLAYX);
    let s = tb.table(&m, &Rules::CHESSPLAYX).unwrap().stats();
    assert!(s.longest <= 31, "longest {}", s.longest);
    let mut rng = Rng::new(3);
    for _ in 0..300 {
        let p = random_position(&mut rng, "R", 'w');
        // Unless the king takes the chariot or is stalemated, it is mated in time.
        let probe = tb.probe(&p).unwrap();
        assert_eq!(probe.wdl, Wdl::Win, "{}", p.fen());
    }
}

#[test]
fn general_or_horse_alone_never_mates() {
    let mut tb = shared();
    for name in ["KFK", "KNK"] {
        let m = Material::parse(name).unwrap();
        tb.ensure(&m, &Rules::CHESSPLAYX);
        let s = tb.table(&m, &Rules::CHESSPLAYX).unwrap().stats();
        assert_eq!(s.wins, [0, 0], "{name}");
        assert_eq!(s.losses, [0, 0], "{name}");
    }
}

#[test]
fn short_mates_agree_with_brute_force() {
    let mut tb = shared();
    let mut rng = Rng::new(11);
    for pieces in ["R", "S", "SF"] {
        let mut checked = 0;
        while checked < 60 {
            let p = random_position(&mut rng, pieces, 'w');
            tb.ensure_for(&p);
            let table = raw(&tb, &p);
            let brute = mates_within(&p, 3);
            let table_says = matches!(table, Some((d, true)) if d <= 3);
            assert_eq!(table_says, brute, "{} table {:?}", p.fen(), table);
            checked += 1;
        }
    }
}

#[test]
fn every_decided_position_has_a_move_one_ply_closer() {
    let mut tb = shared();
    let mut rng = Rng::new(5);
    for pieces in ["S", "R", "SF", "Rf"] {
        for turn in ['w', 'b'] {
            for _ in 0..40 {
                let p = random_position(&mut rng, pieces, turn);
                tb.ensure_for(&p);
                let value = raw(&tb, &p);
                let children: Vec<Option<(u32, bool)>> = p
                    .legal_moves()
                    .iter()
                    .map(|&m| {
                        let c = p.after(m);
                        if !m.is_capture() {
                            raw(&tb, &c)
                        } else {
                            // A capture: judged by the rules of its own table; skip.
                            Some((u32::MAX, false))
                        }
                    })
                    .collect();
                let Some((d, win)) = value else {
                    // A draw: no move into a lost position, and some move that is not lost.
                    assert!(
                        !children
                            .iter()
                            .any(|c| matches!(c, Some((d, false)) if *d != u32::MAX)),
                        "{} draw: {children:?}",
                        p.fen()
                    );
                    continue;
                };
                if win {
                    assert!(
                        children.iter().any(|c| *c == Some((d - 1, false)))
                            || children.contains(&Some((u32::MAX, false))),
                        "{} win in {d}: {children:?}",
                        p.fen()
                    );
                } else if d > 0 {
                    for c in children.iter().filter(|c| **c != Some((u32::MAX, false))) {
                        assert!(
                            matches!(c, Some((cd, true)) if *cd < d),
                            "{} loss in {d}: {children:?}",
                            p.fen()
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn count_and_fifty_moves_turn_long_wins_into_draws() {
    let mut tb = shared();
    // Mate in one with the count at its last move, and one ply too late.
    let p = pos("k7/8/1K6/8/8/8/8/7R[] w - 32 31 1");
    tb.ensure_for(&p);
    assert_eq!(tb.probe(&p).unwrap().wdl, Wdl::Win);
    let late = pos("k7/8/1K6/8/8/8/8/7R[] w - 32 33 1");
    let probe = tb.probe(&late).unwrap();
    assert_eq!(probe.wdl, Wdl::Draw);
    assert_eq!(probe.reason, Some(DrawReason::Count));
}

#[test]
fn best_move_mates_with_the_chariot() {
    let mut tb = shared();
    let mut p = pos("8/8/8/4k3/8/8/8/R3K3[] b - 32 0 1");
    tb.ensure_for(&p);
    let mut plies = 0;
    while p.has_legal_moves() {
        let (m, probe) = tb.best_move(&p).unwrap();
        assert_ne!(probe.wdl, Wdl::Draw, "{}", p.fen());
        p.play_unchecked(m);
        plies += 1;
        assert!(plies <= 33);
    }
    assert!(p.is_check());
}

#[test]
fn training_positions_are_won_within_the_count() {
    let mut tb = shared();
    let m = Material::parse("KSK").unwrap();
    tb.ensure(&m, &Rules::CHESSPLAYX);
    for seed in 0..5 {
        let p = tb.training_position(&m, &Rules::CHESSPLAYX, seed).unwrap();
        assert_eq!(p.counting_limit(), 88, "{}", p.fen());
        assert_eq!(tb.probe(&p).unwrap().wdl, Wdl::Win, "{}", p.fen());
    }
}

/// Every legal position of a three-piece table, as a `Position` (White to move and Black).
fn every_position(material: &Material) -> impl Iterator<Item = Position> + '_ {
    (0..material.size()).filter_map(move |i| {
        let p = Placement::from_index(i, material.len());
        let mut board = crate::board::Board::empty();
        board.put(
            p.kings[0],
            crate::types::Piece::new(Color::White, Role::King),
        );
        board.put(
            p.kings[1],
            crate::types::Piece::new(Color::Black, Role::King),
        );
        for (k, &(c, r)) in material.pieces().iter().enumerate() {
            if board.piece_at(p.squares[k]).is_some() {
                return None;
            }
            board.put(p.squares[k], crate::types::Piece::new(c, r));
        }
        if board.occupied().count() as usize != material.len() + 2 {
            return None;
        }
        let setup = crate::setup::Setup {
            board,
            hands: [crate::board::Hand::default(); 2],
            promoted: crate::bitboard::Bitboard::EMPTY,
            turn: p.turn,
            counting_limit: 0,
            halfmove: 0,
            fullmove: 1,
        };
        Position::from_setup(&setup, &Rules::CHESSPLAYX).ok()
    })
}

#[test]
fn three_piece_tables_are_consistent_everywhere() {
    // With every position checked, the values are the game's: mates are the rules core's, a
    // win has a move to a loss one ply shorter, a loss has only moves to wins (shorter), a draw
    // has no move to a loss. (K+S vs K comes out drawn but for a few short mates.)
    let mut tb = shared();
    for name in ["KSK", "KRK"] {
        let m = Material::parse(name).unwrap();
        tb.ensure(&m, &Rules::CHESSPLAYX);
        for p in every_position(&m) {
            let value = raw(&tb, &p);
            let legal = p.legal_moves();
            if legal.is_empty() {
                let expected = p.is_check().then_some((0, false));
                assert_eq!(value, expected, "{}", p.fen());
                continue;
            }
            let children: Vec<Option<(u32, bool)>> = legal
                .iter()
                .filter(|m| !m.is_capture())
                .map(|&m| raw(&tb, &p.after(m)))
                .collect();
            match value {
                Some((d, true)) => assert!(children.contains(&Some((d - 1, false))), "{}", p.fen()),
                Some((d, false)) => assert!(
                    legal.iter().all(|m| !m.is_capture())
                        && children
                            .iter()
                            .all(|c| matches!(c, Some((cd, true)) if *cd < d)),
                    "{}",
                    p.fen()
                ),
                None => assert!(
                    !children.iter().any(|c| matches!(c, Some((_, false)))),
                    "{}",
                    p.fen()
                ),
            }
        }
    }
}

#[test]
fn tables_made_in_slices_equal_tables_made_at_once() {
    // `work` stops at every look at the deadline here: the most slices there can be. A
    // four-piece K+X vs K+Y table (with its captures into bare-king tables) and a bare-king one.
    for ending in ["KFKS", "KNK"] {
        let material = Material::parse(ending).unwrap();
        let rules = &Rules::FAIRY;
        let mut sliced = Tablebases::new();
        sliced.request(&material, rules);
        assert!(sliced.has_work());
        assert!(!sliced.contains(&material, rules));
        let mut calls = 0;
        while !sliced.work(&mut || true) {
            calls += 1;
        }
        assert!(calls > 10, "{ending}: {calls} slices");
        assert!(!sliced.has_work());
        let mut direct = Tablebases::new();
        direct.ensure(&material, rules);
        for m in material.after_captures().into_iter().chain([material]) {
            let (a, b) = (sliced.table(&m, rules), direct.table(&m, rules));
            assert!(
                a.unwrap().values == b.unwrap().values,
                "{ending}: {m} differs"
            );
        }
        // Everything it needed was made too, smallest first.
        assert!(sliced.missing(&material, rules).is_empty());
    }
}
