//! PGN text: never a panic; a PGN that is read writes back to a PGN that reads back to the same
//! game (moves, position, result).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sittuyin::Game;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(game) = Game::from_pgn(text, None) else {
        return;
    };
    let written = game.pgn();
    let back = Game::from_pgn(&written, None)
        .unwrap_or_else(|e| panic!("{written:?} does not read back: {e}"));
    assert_eq!(back.moves(), game.moves(), "{written}");
    assert_eq!(back.position(), game.position(), "{written}");
    assert_eq!(back.outcome(), game.outcome(), "{written}");
    assert_eq!(back.rules(), game.rules());
    assert_eq!(back.pgn(), written);
});
