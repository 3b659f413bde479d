//! Play: random legal and illegal moves, undo, redo, claims, resignation and drop questions on a
//! game under any preset, with the invariants checked after every step: a refused call changes
//! nothing; undo after play restores the position; redo replays it; the FEN and the PGN read back
//! to the same position; the hash is the recomputed hash; `drop_refusal` is none exactly for
//! legal drops.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sittuyin::{Game, Move, Position, Reason, Role, Rules, Square};

const STARTS: [&str; 6] = [
    sittuyin::START_FEN,
    "r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9",
    "6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40",
    "4k3/8/8/3P4/8/8/R7/4K3[] w - - 0 1",
    "8/8/8/8/kPK5/8/8/8[N] w - - 0 1",
    "k7/p7/PP6/8/8/7s/8/r5FK[] w - - 0 1",
];

fn check_position(pos: &Position) {
    assert_eq!(pos.hash(), pos.compute_hash(), "{}", pos.fen());
    let back = Position::from_fen(&pos.fen(), pos.rules())
        .unwrap_or_else(|e| panic!("{} does not read back: {e}", pos.fen()));
    assert_eq!(back.fen(), pos.fen());
    assert_eq!(back.hash(), pos.hash());
    assert_eq!(back.legal_moves().as_slice(), pos.legal_moves().as_slice());
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let rules = Rules::PRESETS[usize::from(data[0]) % Rules::PRESETS.len()];
    let start = STARTS[usize::from(data[1]) % STARTS.len()];
    let mut game = Game::from_fen(start, rules).expect("start positions are legal");
    let mut bytes = data[2..].iter().copied();
    while let Some(op) = bytes.next() {
        let arg = bytes.next().unwrap_or(0);
        let before = *game.position();
        let fen_before = before.fen();
        let (ply_before, over_before) = (game.ply(), game.outcome());
        match op % 8 {
            // A legal move, then undo and redo.
            0 | 1 => {
                let legal = before.legal_moves();
                if legal.is_empty() {
                    continue;
                }
                let m = legal.as_slice()[usize::from(arg) % legal.len()];
                match game.play_move(m) {
                    Ok(()) => {
                        assert!(over_before.is_none());
                        assert_eq!(game.undo(), Some(m));
                        assert_eq!(*game.position(), before);
                        assert_eq!(game.redo(), Some(m));
                        assert_eq!(*game.position(), before.after(m));
                        check_position(game.position());
                    }
                    Err(e) => {
                        assert!(over_before.is_some(), "{m}: {e}");
                        assert_eq!(game.position().fen(), fen_before);
                    }
                }
            }
            // Move text of the fuzzer's choice.
            2 => {
                let len = usize::from(arg % 12);
                let text: Vec<u8> = bytes.by_ref().take(len).collect();
                let text = String::from_utf8_lossy(&text);
                match game.play(&text) {
                    Ok(m) => {
                        assert!(before.is_legal(m), "{text:?} gave {m}");
                        assert_eq!(before.parse_san(&before.san(m)), Ok(m));
                        assert_eq!(game.ply(), ply_before + 1);
                    }
                    Err(_) => {
                        assert_eq!(game.position().fen(), fen_before, "{text:?}");
                        assert_eq!(game.ply(), ply_before);
                    }
                }
            }
            3 => {
                if let Some(m) = game.undo() {
                    assert_eq!(game.position().after(m), before);
                }
            }
            4 => {
                if let Some(m) = game.redo() {
                    assert_eq!(before.after(m), *game.position());
                }
            }
            // Claims, resignation, agreement: refused ones change nothing.
            5 => {
                let reason = Reason::ALL.get(usize::from(arg) % 12).copied();
                let claimable = game.status().claimable;
                match game.claim_draw(reason) {
                    Ok(r) => {
                        assert!(claimable.contains(&r));
                        assert_eq!(game.outcome().map(|o| o.reason), Some(r));
                        game.undo();
                    }
                    Err(_) => assert_eq!(game.outcome(), over_before),
                }
                let color = sittuyin::Color::ALL[usize::from(arg & 1)];
                if arg & 2 != 0 && game.resign(color).is_ok() {
                    assert_eq!(game.outcome().and_then(|o| o.winner), Some(color.other()));
                    game.undo();
                }
            }
            // Why a drop is refused: none exactly for legal drops.
            6 => {
                let role = Role::ALL[usize::from(arg) % Role::ALL.len()];
                let to = Square::new(bytes.next().unwrap_or(0) & 63);
                let refusal = game.drop_refusal(role, to);
                let legal = game.outcome().is_none()
                    && before.legal_moves().contains(&Move::Drop { role, to });
                assert_eq!(
                    refusal.is_none(),
                    legal,
                    "{role:?}@{to} in {fen_before}: {refusal:?}"
                );
                assert_eq!(game.position().fen(), fen_before);
            }
            // The whole game through its PGN.
            _ => {
                let pgn = game.pgn();
                let back = Game::from_pgn(&pgn, None)
                    .unwrap_or_else(|e| panic!("{pgn:?} does not read back: {e}"));
                assert_eq!(back.position(), game.position(), "{pgn}");
                assert_eq!(back.outcome(), game.outcome(), "{pgn}");
            }
        }
        let status = game.status();
        if status.outcome.is_none() {
            assert!(game.position().has_legal_moves());
        }
    }
});
