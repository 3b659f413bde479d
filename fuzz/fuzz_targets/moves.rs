//! Move text (SAN, UCI, LAN, anything) against a few positions under every preset: never a
//! panic; a text that is accepted names a legal move whose own SAN and UCI name it again; the
//! SAN value type writes what it reads.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sittuyin::{Position, Rules, San, UciMove};

const FENS: [&str; 8] = [
    sittuyin::START_FEN,
    "r6r/3k4/4pppp/pppp4/4PPPP/PPPP4/4K3/R6R[SSFNNssfnn] w - - 0 4",
    "r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9",
    "1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13",
    "6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40",
    "7k/8/2n1f3/3P4/8/8/8/K7[] w - - 0 1",
    "1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1",
    "4r2k/8/8/8/8/8/8/4K3[NRP] w - - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    if let Ok(san) = text.parse::<San>() {
        let written = san.to_string();
        assert_eq!(written.parse::<San>(), Ok(san), "{text:?} -> {written}");
    }
    if let Ok(uci) = text.parse::<UciMove>() {
        assert_eq!(uci.to_string().parse::<UciMove>(), Ok(uci));
    }
    let rules = Rules::PRESETS[usize::from(pick >> 4) % Rules::PRESETS.len()];
    let Ok(pos) = Position::from_fen(FENS[usize::from(pick & 7)], rules) else {
        return;
    };
    for result in [pos.parse_san(&text), pos.parse_uci(&text)] {
        if let Ok(m) = result {
            assert!(pos.is_legal(m), "{text:?} gave {m}");
            assert_eq!(pos.parse_san(&pos.san(m)), Ok(m));
            assert_eq!(pos.parse_uci(&m.to_uci()), Ok(m));
        }
    }
});
