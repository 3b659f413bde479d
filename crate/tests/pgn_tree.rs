//! PGN as a tree (issue 18): tags, comments, NAGs and glyphs, variations, several games; the
//! writer's text reads back to the same trees and is stable; errors have codes, never panics.

mod common;

use sittuyin::pgn_tree::{comment_shapes, read_pgn, PgnGame, PgnNode, Shape};
use sittuyin::pgn_write::write_pgn;
use sittuyin::{Game, Rules};
use std::fs;

const CORPUS: [&str; 5] = [
    "commented.pgn",
    "several.pgn",
    "glyphs.pgn",
    "lichess.pgn",
    "pychess.pgn",
];

fn corpus(name: &str) -> String {
    fs::read_to_string(common::data_path(&format!("pgn/{name}"))).unwrap()
}

fn read(name: &str) -> Vec<PgnGame> {
    read_pgn(&corpus(name), None).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn tag<'a>(game: &'a PgnGame, name: &str) -> Option<&'a str> {
    sittuyin::pgn_tree::tag(&game.tags, name)
}

fn sans(line: &[PgnNode]) -> Vec<&str> {
    line.iter().map(|n| n.san.as_str()).collect()
}

#[test]
fn the_corpus_round_trips_read_write_read_and_writes_stably() {
    for name in CORPUS {
        let games = read(name);
        let written = write_pgn(&games);
        let back = read_pgn(&written, None).unwrap_or_else(|e| panic!("{name}: {e}\n{written}"));
        assert_eq!(back, games, "{name}:\n{written}");
        assert_eq!(
            write_pgn(&back),
            written,
            "{name}: the second write differs"
        );
        for line in written.lines() {
            assert!(
                line.chars().count() <= 80 || (line.contains('{') && !line.contains(") ")),
                "{name}: line longer than 80: {line:?}"
            );
        }
    }
}

#[test]
fn tags_are_kept_in_order_and_unescaped() {
    let games = read("commented.pgn");
    assert_eq!(games.len(), 1);
    let names: Vec<&str> = games[0].tags.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        names,
        [
            "Event",
            "Site",
            "Date",
            "Round",
            "White",
            "Black",
            "Result",
            "Variant",
            "Annotator"
        ]
    );
    assert_eq!(tag(&games[0], "White"), Some("Ma Ma"));
    let escaped = read_pgn("[White \"Ma \\\"Ma\\\" \\\\ U\"]\n\n*", None).unwrap();
    assert_eq!(tag(&escaped[0], "White"), Some("Ma \"Ma\" \\ U"));
    assert_eq!(read_pgn(&write_pgn(&escaped), None).unwrap(), escaped);
}

#[test]
fn comments_and_variations_are_placed_on_their_moves() {
    let game = &read("commented.pgn")[0];
    assert!(game.comments[0].starts_with("A placement that keeps"));
    assert!(game.comments[0].contains("early break in\nthe centre."));
    assert_eq!(game.moves.len(), 40);
    assert_eq!(game.moves[0].san, "N@e2");
    assert_eq!(
        game.moves[0].comments,
        ["The horse first: it covers d4 and f4."]
    );
    // 2... S@e7 (2... K@a6 { Too far away. } (2... K@b6 { Also possible. }) 3. K@a1)
    let s_e7 = &game.moves[3];
    assert_eq!(s_e7.san, "S@e7");
    assert_eq!(s_e7.variations.len(), 1);
    let line = &s_e7.variations[0];
    assert_eq!(sans(line), ["K@a6", "K@a1"]);
    assert_eq!(line[0].comments, ["Too far away."]);
    assert_eq!(sans(&line[0].variations[0]), ["K@b6"]);
    assert_eq!(line[0].variations[0][0].comments, ["Also possible."]);
    assert_eq!(line[1].uci, "K@a1");
    // 11. Nxd7 (11. Kf1 { Slower. } 11... Kb6)
    let nxd7 = &game.moves[20];
    assert_eq!((nxd7.san.as_str(), nxd7.uci.as_str()), ("Nxd7", "e5d7"));
    assert_eq!(sans(&nxd7.variations[0]), ["Kf1", "Kb6"]);
    assert_eq!(game.moves[29].san, "Rxg4+");
    assert_eq!(game.result, "*");
    assert_eq!(game.moves.last().unwrap().comments, ["Black is a pawn up."]);
    // Each node's FEN is the position after its move, as the game reaches it.
    let g = Game::from_pgn(&corpus("commented.pgn"), None).unwrap();
    assert_eq!(game.moves.last().unwrap().fen, g.position().fen());
    assert_eq!(g.ply(), 40);
}

#[test]
fn glyphs_and_nags_are_read_as_nags() {
    let game = &read("glyphs.pgn")[0];
    assert_eq!(
        game.comments,
        ["a comment to the end of the line, before the first move"]
    );
    let nags = |i: usize| game.moves[i].nags.clone();
    assert_eq!(game.moves[2].san, "F@e3");
    assert_eq!(nags(2), [5]); // standalone !?
    assert_eq!((game.moves[16].san.as_str(), nags(16)), ("e5", vec![1]));
    assert_eq!((game.moves[17].san.as_str(), nags(17)), ("Ne8", vec![6]));
    assert_eq!(nags(18), [4]); // Kh1 ??
    assert_eq!(nags(19), [14]); // b4 $14
    assert_eq!(nags(20), [3]); // axb4 !!
    assert_eq!(nags(21), [2]); // cxb4 ?
    assert_eq!(game.moves[21].comments, ["Black had better."]);
    assert_eq!(nags(22), [1, 32]);
    assert_eq!(game.moves[25].variations[0][0].nags, [2]);
    // The `%` line is skipped, not read as a tag or a move.
    assert_eq!(game.tags[0].0, "Event");
}

#[test]
fn lichess_style_commands_are_kept_as_text_and_shapes_are_read() {
    let game = &read("lichess.pgn")[0];
    assert_eq!(tag(game, "TimeControl"), Some("300+3"));
    assert_eq!(game.tags.len(), 14);
    assert_eq!(game.comments, ["[%csl Gd4,Re5][%cal Ge2e4,Rb8b1]"]);
    let shape = |from: Option<&str>, to: &str, color| Shape {
        from: from.map(str::to_string),
        to: to.to_string(),
        color,
    };
    assert_eq!(
        game.shapes,
        [
            shape(None, "d4", "green"),
            shape(None, "e5", "red"),
            shape(Some("e2"), "e4", "green"),
            shape(Some("b8"), "b1", "red"),
        ]
    );
    assert_eq!(game.moves[0].comments, ["[%eval 0.21] [%clk 0:05:00]"]);
    assert!(game.moves[0].shapes.is_empty());
    let e5 = &game.moves[16];
    assert_eq!(e5.san, "e5");
    assert_eq!(e5.nags, [1]);
    assert_eq!(e5.comments.len(), 2);
    assert_eq!(
        e5.shapes,
        [
            shape(None, "e5", "green"),
            shape(Some("f6"), "e5", "red"),
            shape(Some("f3"), "e5", "green"),
        ]
    );
    assert_eq!(game.moves[19].nags, [6]);
    assert_eq!(sans(&game.moves[19].variations[0]), ["Nxe5", "fxe5"]);
    assert_eq!(game.moves[20].comments, ["[%eval #-3] [%clk 0:04:10]"]);
    assert_eq!(
        comment_shapes("[%cal Gz9a1,Ya1,Xa1a2,Bh8a1] [%csl ,Rb2,]"),
        [shape(Some("h8"), "a1", "blue"), shape(None, "b2", "red")]
    );
}

#[test]
fn several_games_in_one_file() {
    let games = read("several.pgn");
    assert_eq!(games.len(), 3);
    assert_eq!(
        games.iter().map(|g| g.result.as_str()).collect::<Vec<_>>(),
        ["*", "1/2-1/2", "0-1"]
    );
    assert_eq!(
        games.iter().map(|g| g.rules.as_str()).collect::<Vec<_>>(),
        ["chessplayx", "fairy", "chessplayx"]
    );
    assert_eq!(
        games.iter().map(|g| g.moves.len()).collect::<Vec<_>>(),
        [20, 36, 30]
    );
    // One game each; without a choice the file is refused, never silently cut to its first.
    let text = corpus("several.pgn");
    let err = Game::from_pgn(&text, None).unwrap_err();
    assert_eq!(err.code(), "ERR_PGN");
    assert!(err.to_string().contains("3 games"), "{err}");
    let second = Game::from_pgn_game(&text, None, Some(1)).unwrap();
    assert_eq!(second.rules().name, "fairy");
    assert_eq!(second.ply(), 36);
    assert_eq!(
        second.status().outcome.map(|o| o.result()).unwrap(),
        "1/2-1/2"
    );
    let third = Game::from_pgn_game(&text, None, Some(2)).unwrap();
    assert_eq!(third.status().outcome.map(|o| o.result()).unwrap(), "0-1");
    assert_eq!(
        Game::from_pgn_game(&text, None, Some(3))
            .unwrap_err()
            .code(),
        "ERR_PGN"
    );
    // `rules` overrides each game's [Rules].
    let fairy = read_pgn(&text, Some(&Rules::FAIRY)).unwrap();
    assert!(fairy.iter().all(|g| g.rules == "fairy"));
}

#[test]
fn pychess_exports_read_with_their_fen_drops_and_promotions() {
    let games = read("pychess.pgn");
    assert_eq!(games.len(), 4);
    assert_eq!(games[0].moves.len(), 24);
    assert_eq!(games[0].start_fen, sittuyin::START_FEN);
    // In-place promotion written the UCI way (d5d5f) and the SAN way (d5=F).
    for game in &games[1..3] {
        assert_eq!(game.moves[0].uci, "d5d5f");
        assert_eq!(game.moves[0].san, "d5=F");
        assert_eq!(game.start_fen, "r3k3/8/8/3P4/8/8/8/R3K3[] w - - 0 30");
    }
    assert_eq!(sans(&games[3].moves)[4..], ["K@g3", "K@c7", "N@c2"]);
    assert_eq!(games[3].moves[0].san, "R@h1");
    assert!(
        games[3].moves[6].fen.contains("[SFfrn] b"),
        "{}",
        games[3].moves[6].fen
    );
}

#[test]
fn from_pgn_keeps_the_tags_and_pgn_writes_them_back() {
    let game = Game::from_pgn(&corpus("lichess.pgn"), None).unwrap();
    assert_eq!(game.tags().len(), 14);
    assert_eq!(game.tags()[3], ("White".to_string(), "Myo".to_string()));
    let pgn = game.pgn();
    assert!(pgn.contains("[White \"Myo\"]\n"), "{pgn}");
    assert!(pgn.contains("[Black \"Hla\"]\n"));
    assert!(pgn.contains("[Date \"2026.12.01\"]\n"));
    assert!(pgn.contains("[TimeControl \"300+3\"]\n"));
    assert!(pgn.contains("[WhiteElo \"1500\"]\n"));
    assert!(
        !pgn.contains("Unterminated"),
        "the game's own Termination only"
    );
    // The caller's tags win over the PGN's.
    assert!(game
        .pgn_with(&[("White", "Zaw")])
        .contains("[White \"Zaw\"]"));
    let back = Game::from_pgn(&pgn, None).unwrap();
    assert_eq!(back.pgn(), pgn);
    assert_eq!(back.moves(), game.moves());
}

fn code(text: &str) -> (String, String) {
    match read_pgn(text, None) {
        Ok(games) => panic!("accepted {text:?} as {games:?}"),
        Err(e) => (e.code().to_string(), e.to_string()),
    }
}

#[test]
fn bad_pgns_are_refused_with_a_code() {
    let deep = format!("1. K@e2 {}k@d7{} *", "(1. K@d2 ".repeat(70), ")".repeat(70));
    for (text, want) in [
        ("1. K@e2 { never closed", "never closed"),
        ("1. K@e2 ) *", "closes no variation"),
        ("1. K@e2 (1. K@d2 *", "result"),
        ("1. K@e2 (1. K@d2", "never closed"),
        ("1. K@e2 () *", "empty variation"),
        ("1. K@e2 ({ only a comment }) *", "empty variation"),
        ("$1 1. K@e2 *", "before any move"),
        ("( 1. K@e2 ) *", "before any move"),
        ("1. K@e2 $256 *", "NAG"),
        ("1. K@e2 $ *", "NAG"),
        ("1. K@e2 !!? *", "glyph"),
        ("1. K@e2 (1. K@e5) *", "variation"),
        ("1. K@e2 (1. K@d2 [Event \"x\"]) *", "tag"),
        ("1. K@e2 k@d7 2. Qh5 *", "Qh5"),
        ("[Event \"x\" \n\n*", "bad tag"),
        ("[Event x]\n\n*", "double quotes"),
        ("[Event \"x\nmore\"]\n\n*", "past its line"),
        ("[Variant \"Makruk\"]\n\n*", "Makruk"),
        ("1. K@e2 } *", "unexpected"),
        (&deep, "nested deeper"),
    ] {
        let (code, message) = code(text);
        assert_eq!(code, "ERR_PGN", "{text:?}: {message}");
        assert!(message.contains(want), "{text:?}: {message}");
    }
    assert_eq!(code("[Rules \"nope\"]\n\n*").0, "ERR_RULES");
    assert_eq!(code("[FEN \"nope\"]\n\n*").0, "ERR_FEN_BOARD");
    let (_, message) = code(&format!(
        "{}\n\n[Event \"2\"]\n\n1. K@e9 *",
        corpus("commented.pgn")
    ));
    assert!(message.starts_with("invalid PGN: game 2: "), "{message}");
    let huge = "{ ".to_string() + &"x".repeat(1 << 20) + " } *";
    assert_eq!(code(&huge).0, "ERR_PGN");
}

#[test]
fn empty_and_odd_but_valid_texts() {
    assert!(read_pgn("", None).unwrap().is_empty());
    assert!(read_pgn("  \n% only an escape line\n", None)
        .unwrap()
        .is_empty());
    let games = read_pgn("*", None).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(write_pgn(&games), "*\n");
    // Move numbers glued to moves, a `;` comment holding a '}', CRLF line ends.
    let text = "[White \"A\"]\r\n\r\n1.K@e2 1...k@d7 ; a } b\r\n2.R@a1 {x} 2...r@a8 1-0\r\n";
    let games = read_pgn(text, None).unwrap();
    assert_eq!(sans(&games[0].moves), ["K@e2", "K@d7", "R@a1", "R@a8"]);
    assert_eq!(games[0].moves[1].comments, ["a } b"]);
    assert_eq!(games[0].result, "1-0");
    let written = write_pgn(&games);
    assert_eq!(read_pgn(&written, None).unwrap(), games, "{written}");
    // A `%` in the first column inside a comment is comment text.
    let games = read_pgn("1. K@e2 { a\n% b } *", None).unwrap();
    assert_eq!(games[0].moves[0].comments, ["a\n% b"]);
    assert_eq!(read_pgn(&write_pgn(&games), None).unwrap(), games);
}

#[test]
fn random_games_with_random_annotations_round_trip() {
    let mut rng = common::Rng(0x9e37_79b9_7f4a_7c15);
    for rules in Rules::PRESETS {
        for _ in 0..4 {
            let mut game = Game::new(rules);
            let mut text = String::new();
            for _ in 0..rng.below(120) {
                let moves = game.position().legal_moves();
                if moves.is_empty() || game.outcome().is_some() {
                    break;
                }
                let m = moves.as_slice()[rng.below(moves.len())];
                let pos = *game.position();
                text.push_str(&format!("{} ", pos.san(m)));
                match rng.below(8) {
                    0 => text.push_str(&format!("${} ", rng.below(256))),
                    1 => text.push_str("{ [%eval 0.3] [%csl Gd4] a note } "),
                    2 => {
                        let other = moves.as_slice()[rng.below(moves.len())];
                        text.push_str(&format!("({} ?!) ", pos.san(other)));
                    }
                    3 => text.push_str("!? "),
                    _ => {}
                }
                game.play_move(m).unwrap();
            }
            let pgn = format!("[Rules \"{}\"]\n\n{text}*", rules.name);
            let games = read_pgn(&pgn, None).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
            let written = write_pgn(&games);
            assert_eq!(read_pgn(&written, None).unwrap(), games, "{written}");
            assert_eq!(write_pgn(&read_pgn(&written, None).unwrap()), written);
            assert_eq!(games[0].moves.len(), game.ply());
        }
    }
}
