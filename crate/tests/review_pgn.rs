//! Writing a PGN tree (`writePgn` of the package, used by the app's game review): the annotated
//! text reads back to the same tree through the tree reader, moves are replayed (a wrong one is
//! an ERR_PGN naming it, never a panic), and the tags must describe the start. The trees are
//! written here as JSON text and read into the boundary's input types with serde, as
//! serde-wasm-bindgen reads them from JS objects in wasm (a tree that does not fit is ERR_PGN).

use sittuyin::boundary::{PgnGame, PgnGameInput};
use sittuyin::pgn_tree::read_pgn;
use sittuyin::pgn_write::write_pgn_trees;

/// One game or an array of them, as `writePgn` takes them; `Err(code)` on failure.
fn write_pgn_json(json: &str) -> Result<String, String> {
    let value: serde_json::Value = serde_json::from_str(json).map_err(|_| "ERR_PGN".to_string())?;
    let games: Vec<PgnGameInput> = match value {
        serde_json::Value::Array(_) => serde_json::from_value(value),
        serde_json::Value::Object(_) => serde_json::from_value(value).map(|g| vec![g]),
        _ => return Err("ERR_PGN".to_string()),
    }
    .map_err(|_| "ERR_PGN".to_string())?;
    write_pgn_trees(&games).map_err(|e| e.code().to_string())
}

const TAGS: &str = r#"[["Event","Review"],["White","Aung"],["Black","Hla"],["Result","*"],["Variant","Sittuyin"],["FEN","6k1/8/8/8/8/8/4P3/R5K1[] w - - 0 30"],["SetUp","1"],["Rules","fairy"]]"#;

fn game(moves: &str) -> String {
    format!(
        r#"{{"tags":{TAGS},"comments":["Reviewed at depth 12"],"moves":{moves},"result":"*","rules":"fairy","startFen":"6k1/8/8/8/8/8/4P3/R5K1[] w - - 0 30"}}"#
    )
}

#[test]
fn an_annotated_game_reads_back_with_its_nags_evals_and_best_moves() {
    let json = game(
        r#"[{"uci":"a1a2","comments":["[%eval 0.50]"],"nags":[]},
            {"san":"Kh7","comments":["[%eval 3.10] Mistake. Best was Kf7. [%cal Bg8f7]"],"nags":[2],
             "variations":[[{"san":"Kf7","comments":["[%eval 0.90]"]}]]},
            {"uci":"a2a7","nags":[6],"comments":["Inaccuracy \"quoted\" \\ back"]},
            {"uci":"h7g6","nags":[4]}]"#,
    );
    let text = write_pgn_json(&json).unwrap();
    assert!(
        text.contains("30. Ra2 { [%eval 0.50] } 30... Kh7 $2"),
        "{text}"
    );
    assert!(text.contains("( 30... Kf7"), "{text}");
    assert!(text.contains("Kg6 $4"), "{text}");
    let back = read_pgn(&text, None).unwrap();
    assert_eq!(back.len(), 1);
    let g = &back[0];
    assert_eq!(g.rules, "fairy");
    assert_eq!(g.comments, vec!["Reviewed at depth 12".to_string()]);
    let sans: Vec<&str> = g.moves.iter().map(|n| n.san.as_str()).collect();
    assert_eq!(sans, ["Ra2", "Kh7", "Ra7+", "Kg6"]);
    assert_eq!(g.moves[1].nags, vec![2]);
    assert_eq!(g.moves[2].nags, vec![6]);
    assert_eq!(g.moves[3].nags, vec![4]);
    assert_eq!(
        g.moves[2].comments,
        vec!["Inaccuracy \"quoted\" \\ back".to_string()]
    );
    assert_eq!(g.moves[1].variations[0][0].san, "Kf7");
    assert_eq!(g.moves[1].shapes.len(), 1);
    assert_eq!(g.moves[1].shapes[0].from.as_deref(), Some("g8"));
    // Written again from what was read: the same text (the trees parsePgn gives are accepted).
    let trees: Vec<PgnGame> = back.iter().map(PgnGame::of).collect();
    let again = serde_json::to_string(&trees).unwrap();
    assert_eq!(write_pgn_json(&again).unwrap(), text);
}

#[test]
fn a_whole_game_from_the_start_with_placement_writes_pychess_style_tags() {
    let json = r#"[{"tags":[["Variant","Sittuyin"],["Result","*"]],"comments":[],"moves":[{"uci":"K@e2","nags":[2],"comments":["[%eval -0.30]"]},{"uci":"k@d7"}],"result":"*"}]"#;
    let text = write_pgn_json(json).unwrap();
    assert_eq!(
        text,
        "[Variant \"Sittuyin\"]\n[Result \"*\"]\n\n1. K@e2 $2 { [%eval -0.30] } 1... K@d7 *\n"
    );
}

#[test]
fn bad_trees_are_errors_with_codes_never_panics() {
    let cases = [
        ("", "ERR_PGN"),
        ("{", "ERR_PGN"),
        ("[1]", "ERR_PGN"),
        ("\"x\"", "ERR_PGN"),
        (r#"{"moves":[{"uci":"e2e4"}]}"#, "ERR_ILLEGAL_MOVE"),
        (r#"{"moves":[{"uci":"zz"}]}"#, "ERR_PGN"),
        (r#"{"moves":[{}]}"#, "ERR_PGN"),
        (r#"{"moves":[{"uci":"K@e2","nags":[300]}]}"#, "ERR_PGN"),
        (
            r#"{"moves":[{"uci":"K@e2","comments":["a {b} c"]}]}"#,
            "ERR_PGN",
        ),
        (r#"{"tags":[["Bad Name","x"]]}"#, "ERR_PGN"),
        (r#"{"rules":"nope"}"#, "ERR_RULES"),
        (r#"{"rules":"fairy"}"#, "ERR_PGN"),
        (
            r#"{"startFen":"6k1/8/8/8/8/8/4P3/R5K1[] w - - 0 30"}"#,
            "ERR_PGN",
        ),
        (r#"{"result":"2-0"}"#, "ERR_PGN"),
        (r#"{"tags":[["FEN","not a fen"]]}"#, "ERR_FEN_BOARD"),
        ("[\"\\ud800\"]", "ERR_PGN"),
    ];
    for (json, code) in cases {
        let got = write_pgn_json(json).expect_err(json);
        // A move the rules refuse is reported as the PGN error naming it, or the move's own code.
        assert!(
            got == code || (code == "ERR_ILLEGAL_MOVE" && got == "ERR_PGN"),
            "{json}: {got}, expected {code}"
        );
    }
    let deep = "[".repeat(10_000);
    assert_eq!(write_pgn_json(&deep).unwrap_err(), "ERR_PGN");
}

#[test]
fn variations_nested_past_the_limit_are_refused_while_they_are_read() {
    use serde::Deserialize;
    use serde_json::json;
    // 70 levels: more than limits::VARIATION_DEPTH (64); the reader stops at 66 (a cyclic tree
    // from JavaScript stops there too, instead of overflowing the stack). Built as a value: JSON
    // text this deep passes serde_json's own recursion limit.
    let nested = |levels| {
        let mut line = json!([{ "uci": "K@e2" }]);
        for _ in 0..levels {
            line = json!([{ "uci": "K@e2", "variations": [line] }]);
        }
        PgnGameInput::deserialize(json!({ "moves": line }))
    };
    let e = nested(70).unwrap_err();
    assert!(e.to_string().contains("nested too deeply"), "{e}");
    // At the limit the tree is read.
    assert!(nested(64).is_ok());
}
