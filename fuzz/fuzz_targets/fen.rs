//! FEN text: never a panic; a FEN that is accepted writes back to a FEN that reads back to the
//! same position, and every legal move of it has SAN and UCI that name it again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sittuyin::{fen, Fen, Position, Rules};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let parsed = text.parse::<Fen>();
    assert_eq!(parsed.is_ok(), fen::parse(text).is_ok());
    for rules in Rules::PRESETS {
        let Ok(pos) = Position::from_fen(text, rules) else {
            continue;
        };
        let written = pos.fen();
        let back = Position::from_fen(&written, rules)
            .unwrap_or_else(|e| panic!("{written} does not read back: {e}"));
        assert_eq!(back.fen(), written);
        assert_eq!(back.hash(), pos.hash());
        assert_eq!(pos.hash(), pos.compute_hash());
        let legal = pos.legal_moves();
        assert_eq!(pos.has_legal_moves(), !legal.is_empty());
        for &m in legal.iter() {
            let san = pos.san_in(m, legal.as_slice());
            assert_eq!(pos.parse_san(&san), Ok(m), "{san} in {written}");
            assert_eq!(pos.parse_uci(&m.to_uci()), Ok(m), "{m} in {written}");
            let next = pos.after(m);
            assert_eq!(next.hash(), next.compute_hash(), "{m} in {written}");
            assert!(!next.is_king_attacked(pos.turn()), "{m} in {written}");
        }
        let _ = pos.is_insufficient_material();
        let _ = pos.draws(false);
    }
});
