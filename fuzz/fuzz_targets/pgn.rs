//! PGN text: never a panic. Every accepted text is a list of game trees that write back to a
//! text reading back to the same trees, and that writes again byte for byte; a game read with
//! `Game::from_pgn` writes back to a PGN that reads back to the same game (moves, position,
//! result, tags).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sittuyin::pgn_tree::read_pgn;
use sittuyin::pgn_write::write_pgn;
use sittuyin::Game;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(games) = read_pgn(text, None) {
        let written = write_pgn(&games);
        let back = read_pgn(&written, None)
            .unwrap_or_else(|e| panic!("{written:?} does not read back: {e}"));
        assert_eq!(back, games, "{written}");
        assert_eq!(write_pgn(&back), written);
    }
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
