//! Writing PGN trees in the shape `parsePgn` gives (`[{ tags, comments, moves, result, rules,
//! startFen }]`, each move `{ uci or san, startingComments, comments, nags, variations }`; `fen`,
//! `shapes` and any other field are ignored and made again), read into [`PgnGameInput`] by its
//! serde derives. Every move is replayed through the rules, so the text written always reads
//! back: the written text is read again and must give the same trees, else `ERR_PGN`.
//!
//! Native code (the crate's API and tests) uses this. The JavaScript package's `writePgn` is the
//! same writer in TypeScript (`www/lib/pgn.ts`) over the rules core's `Game`, not a wasm export:
//! this one with its reader of JS trees was about 11.5 KB of the core's wasm module gzipped
//! (README "Two wasm modules"). `crate/tests/write_pgn_fixture.rs` writes its output for every
//! PGN fixture and a set of edited trees into `crate/tests/data/written_pgn.json.gz`, and
//! `tests/api/write-pgn-diff.test.mjs` checks that the TypeScript writer gives the same bytes.
//!
//! ```
//! use sittuyin::boundary::{LineInput, PgnGameInput, PgnNodeInput};
//! let game = PgnGameInput {
//!     tags: Some(vec![("Variant".into(), "Sittuyin".into())]),
//!     moves: Some(LineInput(vec![PgnNodeInput {
//!         uci: Some("K@e2".into()),
//!         comments: Some(vec!["[%eval 0.20]".into()]),
//!         nags: Some(vec![2]),
//!         ..PgnNodeInput::default()
//!     }])),
//!     ..PgnGameInput::default()
//! };
//! let text = sittuyin::wasm_review::write_pgn_trees(&[game]).unwrap();
//! assert_eq!(text, "[Variant \"Sittuyin\"]\n\n1. K@e2 $2 { [%eval 0.20] } *\n");
//! ```

use crate::boundary::{PgnGameInput, PgnNodeInput};
use crate::game::{Game, GameError};
use crate::pgn_tree::{comment_shapes, read_pgn, start_game, write_pgn, PgnGame, PgnNode};
use crate::rules::Rules;
use crate::uci::quoted;

fn bad(message: impl std::fmt::Display) -> GameError {
    GameError::Pgn(format!("the tree to write: {message}"))
}

/// Comments as the writer can write them: `{ text }` holds no `}`; a text with a `}` is written
/// as a `;` comment, which must then be one line.
fn comments(value: Option<&Vec<String>>, what: &str) -> Result<Vec<String>, GameError> {
    value
        .map_or(&[][..], Vec::as_slice)
        .iter()
        .map(|s| {
            let s = s.trim();
            if s.contains('}') && s.contains(['\n', '\r']) {
                return Err(bad(format!(
                    "{what}: a comment holding '}}' must be one line"
                )));
            }
            if s.contains('{') && s.contains('}') {
                return Err(bad(format!(
                    "{what}: a comment cannot hold both '{{' and '}}'"
                )));
            }
            Ok(s.to_string())
        })
        .collect()
}

/// Replays a line of moves from the game's position, building the nodes; the game is left after
/// the line's last move.
fn line(game: &mut Game, moves: &[PgnNodeInput], depth: usize) -> Result<Vec<PgnNode>, GameError> {
    if depth > crate::pgn_tree::MAX_VARIATION_DEPTH {
        return Err(bad("variations nested too deeply"));
    }
    let mut nodes = Vec::with_capacity(moves.len());
    for (i, m) in moves.iter().enumerate() {
        let mut variations = Vec::new();
        for v in m.variations.iter().flatten() {
            let built = line(game, &v.0, depth + 1)?;
            for _ in 0..built.len() {
                game.undo();
            }
            variations.push(built);
        }
        let pos = *game.position();
        let written = match (m.uci.as_deref(), m.san.as_deref()) {
            (Some(uci), _) => pos.parse_uci(uci).map_err(|e| (uci, e)),
            (None, Some(san)) => pos.parse_san(san).map_err(|e| (san, e)),
            (None, None) => return Err(bad(format!("move {} has neither uci nor san", i + 1))),
        };
        let mv = written.map_err(|(t, e)| bad(format!("move {} {}: {e}", i + 1, quoted(t))))?;
        let comments_after = comments(m.comments.as_ref(), "comments")?;
        let node = PgnNode {
            san: pos.san(mv),
            uci: mv.to_uci(),
            fen: String::new(),
            starting_comments: comments(m.starting_comments.as_ref(), "startingComments")?,
            shapes: comments_after
                .iter()
                .flat_map(|c| comment_shapes(c))
                .collect(),
            comments: comments_after,
            nags: m.nags.clone().unwrap_or_default(),
            variations,
        };
        game.play_move(mv)
            .map_err(|e| bad(format!("move {} {}: {e}", i + 1, quoted(&node.uci))))?;
        nodes.push(PgnNode {
            fen: game.position().fen(),
            ..node
        });
    }
    Ok(nodes)
}

fn tags(value: Option<&Vec<(String, String)>>) -> Result<Vec<(String, String)>, GameError> {
    value
        .map_or(&[][..], Vec::as_slice)
        .iter()
        .map(|(name, value)| {
            if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
                return Err(bad(format!(
                    "the tag name {} is not a PGN symbol",
                    quoted(name)
                )));
            }
            if value.contains(['\n', '\r']) {
                return Err(bad(format!("the tag {name}'s value holds a newline")));
            }
            Ok((name.clone(), value.clone()))
        })
        .collect()
}

fn game_tree(g: &PgnGameInput) -> Result<PgnGame, GameError> {
    let tags = tags(g.tags.as_ref())?;
    let rules = match g.rules.as_deref() {
        Some(name) => Some(Rules::by_name(name).ok_or_else(|| GameError::Rules(name.to_string()))?),
        None => None,
    };
    // The text is read back through its tags: they must name the rules and the start.
    let mut game = start_game(&tags, None)?;
    if let Some(r) = rules {
        if r.name != game.rules().name {
            return Err(bad(format!(
                "rules {}, but the tags say {} (add a [Rules] tag)",
                quoted(r.name),
                quoted(game.rules().name)
            )));
        }
    }
    if let Some(fen) = g.start_fen.as_deref().filter(|f| !f.is_empty()) {
        if fen != game.initial().fen() {
            return Err(bad(
                "the tags do not describe the start position (add [FEN] and [SetUp])",
            ));
        }
    }
    let start_fen = game.initial().fen();
    let moves = line(&mut game, g.moves.as_ref().map_or(&[][..], |l| &l.0), 0)?;
    let result = match g.result.as_deref().unwrap_or("*") {
        r @ ("1-0" | "0-1" | "1/2-1/2" | "*") => r.to_string(),
        other => {
            return Err(bad(format!(
                "the result {} is not 1-0, 0-1, 1/2-1/2 or *",
                quoted(other)
            )))
        }
    };
    let game_comments = comments(g.comments.as_ref(), "comments")?;
    Ok(PgnGame {
        tags,
        shapes: game_comments
            .iter()
            .flat_map(|c| comment_shapes(c))
            .collect(),
        comments: game_comments,
        moves,
        result,
        rules: game.rules().name.to_string(),
        start_fen,
    })
}

/// Writes PGN trees as PGN text, the writer's canonical form. Errors (`ERR_PGN`, `ERR_RULES`,
/// or a FEN code of the tags) say what in the tree is wrong.
pub fn write_pgn_trees(games: &[PgnGameInput]) -> Result<String, GameError> {
    let games = games.iter().map(game_tree).collect::<Result<Vec<_>, _>>()?;
    let written = write_pgn(&games);
    let back = read_pgn(&written, None)?;
    if back != games {
        return Err(bad("the written text does not read back to the same tree"));
    }
    Ok(written)
}
