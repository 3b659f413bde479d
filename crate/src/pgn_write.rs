//! The crate's PGN writer, one for every PGN it writes: the canonical text of game trees
//! ([`write_pgn`], wrapped at 80 columns; reading it back gives the same trees), of trees given
//! in the shape `parsePgn` gives them ([`write_pgn_trees`]: `[{ tags, comments, moves, result,
//! rules, startFen }]`, each move `{ uci or san, startingComments, comments, nags, variations }`;
//! `fen`, `shapes` and any other field are ignored and made again; every move is replayed through
//! the rules, and the written text is read again and must give the same trees, else `ERR_PGN`),
//! and of a game's record (`Game::pgn`, `pgn.rs`, through [`escape`]).
//!
//! The JavaScript package's `writePgn` is the same writer in TypeScript (`www/lib/pgn.ts`) over
//! the rules core's `Game`, not a wasm export: this one with its reader of JS trees was about
//! 11.5 KB of the core's wasm module gzipped (docs/architecture.md "Two wasm modules"), so each runtime has one
//! writer of trees. `crate/tests/write_pgn_fixture.rs` writes this writer's output for every PGN
//! fixture and a set of edited trees into `crate/tests/data/written_pgn.json.gz`, and
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
//! let text = sittuyin::pgn_write::write_pgn_trees(&[game]).unwrap();
//! assert_eq!(text, "[Variant \"Sittuyin\"]\n\n1. K@e2 $2 { [%eval 0.20] } *\n");
//! ```

use crate::boundary::{PgnGameInput, PgnNodeInput, GAME_RESULTS};
use crate::game::{Game, GameError};
use crate::pgn_tree::{comment_shapes, read_pgn, start_game, PgnGame, PgnNode};
use crate::position::Position;
use crate::rules::Rules;
use crate::uci::quoted;

/// Lines are wrapped before this many characters (a comment is never split).
pub const LINE_WIDTH: usize = 80;

/// A tag value with its backslashes and quotes escaped.
pub(crate) fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Movetext tokens joined with spaces, wrapped before `LINE_WIDTH`; a `;` comment ends its line.
struct Wrapper {
    out: String,
    column: usize,
    /// The last token was a `;` comment: the next one starts a new line.
    break_next: bool,
}

impl Wrapper {
    fn push(&mut self, token: &str) {
        let width = token.split('\n').next().map_or(0, |l| l.chars().count());
        if self.break_next || (self.column > 0 && self.column + 1 + width > LINE_WIDTH) {
            self.out.push('\n');
            self.column = 0;
        } else if self.column > 0 {
            self.out.push(' ');
            self.column += 1;
        }
        self.break_next = false;
        self.out.push_str(token);
        match token.rfind('\n') {
            Some(at) => self.column = token[at + 1..].chars().count(),
            None => self.column += width,
        }
    }

    fn comment(&mut self, text: &str) {
        if text.contains('}') {
            // Read from a `;` comment (which holds no newline): written as one again.
            self.push(&format!("; {text}"));
            self.break_next = true;
        } else if text.is_empty() {
            self.push("{ }");
        } else {
            self.push(&format!("{{ {text} }}"));
        }
    }
}

fn write_line(w: &mut Wrapper, line: &[PgnNode], start: &Position, force_first_number: bool) {
    let mut pos = *start;
    let mut force_number = force_first_number;
    let mut previous: Option<(crate::types::Color, u32)> = None;
    for node in line {
        for c in &node.starting_comments {
            w.comment(c);
            force_number = true;
        }
        let fullmove = pos.fullmove();
        match pos.turn() {
            crate::types::Color::White => w.push(&format!("{fullmove}.")),
            crate::types::Color::Black
                if !force_number && previous == Some((crate::types::Color::White, fullmove)) => {}
            crate::types::Color::Black => w.push(&format!("{fullmove}...")),
        }
        previous = Some((pos.turn(), fullmove));
        force_number = false;
        w.push(&node.san);
        for nag in &node.nags {
            w.push(&format!("${nag}"));
        }
        for c in &node.comments {
            w.comment(c);
            force_number = true;
        }
        for variation in &node.variations {
            w.push("(");
            write_line(w, variation, &pos, true);
            w.push(")");
            force_number = true;
        }
        // The node was replayed when read: its UCI names a legal move here.
        match pos.parse_uci(&node.uci) {
            Ok(m) => pos = pos.after(m),
            Err(_) => match Position::from_fen(&node.fen, pos.rules()) {
                Ok(next) => pos = next,
                Err(_) => return,
            },
        }
    }
}

/// One game as PGN text: its tags in order, a blank line, the movetext wrapped at 80 columns.
#[must_use]
pub fn write_game(game: &PgnGame) -> String {
    let mut out = String::new();
    for (name, value) in &game.tags {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    if !game.tags.is_empty() {
        out.push('\n');
    }
    let mut w = Wrapper {
        out,
        column: 0,
        break_next: false,
    };
    for c in &game.comments {
        w.comment(c);
    }
    let rules = Rules::by_name(&game.rules).unwrap_or(&Rules::CHESSPLAYX);
    let start =
        Position::from_fen(&game.start_fen, rules).unwrap_or_else(|_| Position::start(rules));
    write_line(&mut w, &game.moves, &start, !game.comments.is_empty());
    w.push(&game.result);
    let mut out = w.out;
    out.push('\n');
    out
}

/// Games as PGN text, a blank line between two.
#[must_use]
pub fn write_pgn(games: &[PgnGame]) -> String {
    games.iter().map(write_game).collect::<Vec<_>>().join("\n")
}

// --- Trees given as JS objects (`PgnGameInput`) ---

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
    if depth > crate::limits::VARIATION_DEPTH {
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
        r if GAME_RESULTS.contains(&r) => r.to_string(),
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
