//! Writing PGN trees that come from JavaScript (the app's game review exports its annotated game
//! through here): the tree arrives as JSON in the shape `parsePgnJson` gives
//! (`[{ tags, comments, moves, result, rules, startFen }]`, each move `{ uci or san,
//! startingComments, comments, nags, variations }`; `fen` and `shapes` are ignored and made
//! again). Every move is replayed through the rules, so the text written always reads back: the
//! written text is read again and must give the same trees, else `ERR_PGN`.
//!
//! The logic is plain Rust ([`write_pgn_json`], tested natively); the wasm export `writePgn`
//! is a thin wrapper compiled for wasm32 only.
//!
//! ```
//! let text = sittuyin::wasm_review::write_pgn_json(
//!     r#"[{"tags":[["Variant","Sittuyin"]],"comments":[],"moves":[{"uci":"K@e2","comments":["[%eval 0.20]"],"nags":[2]}],"result":"*","rules":"chessplayx","startFen":""}]"#,
//! ).unwrap();
//! assert_eq!(text, "[Variant \"Sittuyin\"]\n\n1. K@e2 $2 { [%eval 0.20] } *\n");
//! ```

use crate::game::{Game, GameError};
use crate::pgn_tree::{comment_shapes, read_pgn, start_game, write_pgn, PgnGame, PgnNode};
use crate::rules::Rules;

/// Largest JSON accepted (4 MiB: a long annotated game is far smaller).
pub const MAX_JSON_LEN: usize = 4 << 20;
/// Deepest nesting of JSON values (variations nest three levels per PGN level).
const MAX_JSON_DEPTH: usize = 3 * crate::pgn_tree::MAX_VARIATION_DEPTH + 8;

/// A JSON value (numbers kept as their text: only NAGs are read as numbers, and parsing floats
/// would pull the float parser, ~20 KB gzip, into the rules core's wasm).
#[derive(Debug, Clone, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Number(String),
    Str(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

fn bad(message: impl std::fmt::Display) -> GameError {
    GameError::Pgn(format!("the tree to write: {message}"))
}

struct Reader<'a> {
    bytes: &'a [u8],
    text: &'a str,
    pos: usize,
}

impl Reader<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.bytes.len()
            && matches!(self.bytes[self.pos], b' ' | b'\t' | b'\n' | b'\r')
        {
            self.pos += 1;
        }
    }

    fn expect(&mut self, b: u8) -> Result<(), GameError> {
        self.skip_ws();
        if self.bytes.get(self.pos) == Some(&b) {
            self.pos += 1;
            Ok(())
        } else {
            Err(bad(format!(
                "expected '{}' at byte {}",
                b as char, self.pos
            )))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, GameError> {
        if depth > MAX_JSON_DEPTH {
            return Err(bad("nested too deeply"));
        }
        self.skip_ws();
        let Some(&b) = self.bytes.get(self.pos) else {
            return Err(bad("unexpected end of JSON"));
        };
        match b {
            b'{' => {
                self.pos += 1;
                let mut fields = Vec::new();
                self.skip_ws();
                if self.bytes.get(self.pos) == Some(&b'}') {
                    self.pos += 1;
                    return Ok(Json::Object(fields));
                }
                loop {
                    self.skip_ws();
                    let Json::Str(name) = self.value(depth + 1)? else {
                        return Err(bad(format!("expected a key at byte {}", self.pos)));
                    };
                    self.expect(b':')?;
                    let v = self.value(depth + 1)?;
                    fields.push((name, v));
                    self.skip_ws();
                    match self.bytes.get(self.pos) {
                        Some(b',') => self.pos += 1,
                        Some(b'}') => {
                            self.pos += 1;
                            return Ok(Json::Object(fields));
                        }
                        _ => return Err(bad(format!("expected ',' or '}}' at byte {}", self.pos))),
                    }
                }
            }
            b'[' => {
                self.pos += 1;
                let mut items = Vec::new();
                self.skip_ws();
                if self.bytes.get(self.pos) == Some(&b']') {
                    self.pos += 1;
                    return Ok(Json::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.skip_ws();
                    match self.bytes.get(self.pos) {
                        Some(b',') => self.pos += 1,
                        Some(b']') => {
                            self.pos += 1;
                            return Ok(Json::Array(items));
                        }
                        _ => return Err(bad(format!("expected ',' or ']' at byte {}", self.pos))),
                    }
                }
            }
            b'"' => self.string().map(Json::Str),
            b't' | b'f' | b'n' => {
                for (word, v) in [
                    ("true", Json::Bool(true)),
                    ("false", Json::Bool(false)),
                    ("null", Json::Null),
                ] {
                    if self.text[self.pos..].starts_with(word) {
                        self.pos += word.len();
                        return Ok(v);
                    }
                }
                Err(bad(format!("unexpected text at byte {}", self.pos)))
            }
            _ => {
                let start = self.pos;
                while self.pos < self.bytes.len()
                    && matches!(
                        self.bytes[self.pos],
                        b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9'
                    )
                {
                    self.pos += 1;
                }
                let number = &self.text[start..self.pos];
                let digits = number.strip_prefix('-').unwrap_or(number);
                if digits.is_empty() || !digits.as_bytes()[0].is_ascii_digit() {
                    return Err(bad(format!("unexpected text at byte {start}")));
                }
                Ok(Json::Number(number.to_string()))
            }
        }
    }

    fn hex4(&mut self) -> Result<u32, GameError> {
        let digits = self
            .text
            .get(self.pos..self.pos + 4)
            .ok_or_else(|| bad("a \\u escape is cut short"))?;
        let v = u32::from_str_radix(digits, 16).map_err(|_| bad("a bad \\u escape"))?;
        self.pos += 4;
        Ok(v)
    }

    fn string(&mut self) -> Result<String, GameError> {
        self.pos += 1; // the opening quote
        let mut out = String::new();
        loop {
            let start = self.pos;
            while self.pos < self.bytes.len() && !matches!(self.bytes[self.pos], b'"' | b'\\') {
                if self.bytes[self.pos] < 0x20 {
                    return Err(bad("a control character in a string"));
                }
                self.pos += 1;
            }
            out.push_str(&self.text[start..self.pos]);
            match self.bytes.get(self.pos) {
                None => return Err(bad("a string is never closed")),
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                _ => {}
            }
            self.pos += 1; // the backslash
            let Some(&e) = self.bytes.get(self.pos) else {
                return Err(bad("a string is never closed"));
            };
            self.pos += 1;
            match e {
                b'"' => out.push('"'),
                b'\\' => out.push('\\'),
                b'/' => out.push('/'),
                b'b' => out.push('\u{8}'),
                b'f' => out.push('\u{c}'),
                b'n' => out.push('\n'),
                b'r' => out.push('\r'),
                b't' => out.push('\t'),
                b'u' => {
                    let hi = self.hex4()?;
                    let code = if (0xD800..0xDC00).contains(&hi) {
                        if !self.text[self.pos..].starts_with("\\u") {
                            return Err(bad("a lone surrogate in a \\u escape"));
                        }
                        self.pos += 2;
                        let lo = self.hex4()?;
                        if !(0xDC00..0xE000).contains(&lo) {
                            return Err(bad("a lone surrogate in a \\u escape"));
                        }
                        0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                    } else {
                        hi
                    };
                    out.push(
                        char::from_u32(code)
                            .ok_or_else(|| bad("a lone surrogate in a \\u escape"))?,
                    );
                }
                _ => return Err(bad("a bad escape in a string")),
            }
        }
    }
}

fn parse_json(text: &str) -> Result<Json, GameError> {
    if text.len() > MAX_JSON_LEN {
        return Err(bad("longer than 4 MiB"));
    }
    let mut r = Reader {
        bytes: text.as_bytes(),
        text,
        pos: 0,
    };
    let v = r.value(0)?;
    r.skip_ws();
    if r.pos != text.len() {
        return Err(bad(format!("unexpected text at byte {}", r.pos)));
    }
    Ok(v)
}

fn field<'a>(object: &'a Json, name: &str) -> Option<&'a Json> {
    match object {
        Json::Object(fields) => fields.iter().find(|(k, _)| k == name).map(|(_, v)| v),
        _ => None,
    }
}

fn array<'a>(value: Option<&'a Json>, what: &str) -> Result<&'a [Json], GameError> {
    match value {
        None | Some(Json::Null) => Ok(&[]),
        Some(Json::Array(items)) => Ok(items),
        Some(_) => Err(bad(format!("{what} is not an array"))),
    }
}

fn text<'a>(value: Option<&'a Json>, what: &str) -> Result<Option<&'a str>, GameError> {
    match value {
        None | Some(Json::Null) => Ok(None),
        Some(Json::Str(s)) => Ok(Some(s)),
        Some(_) => Err(bad(format!("{what} is not a string"))),
    }
}

/// Comments as the writer can write them: `{ text }` holds no `}`; a text with a `}` is written
/// as a `;` comment, which must then be one line.
fn comments(value: Option<&Json>, what: &str) -> Result<Vec<String>, GameError> {
    array(value, what)?
        .iter()
        .map(|c| {
            let Json::Str(s) = c else {
                return Err(bad(format!("{what} holds a non-string")));
            };
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

fn nags(value: Option<&Json>) -> Result<Vec<u8>, GameError> {
    array(value, "nags")?
        .iter()
        .map(|n| {
            match n {
                Json::Number(v) => v.parse::<u8>().ok(),
                _ => None,
            }
            .ok_or_else(|| bad("a NAG is not a whole number 0-255"))
        })
        .collect()
}

/// Replays a line of JSON moves from the game's position, building the nodes; the game is left
/// after the line's last move.
fn line(game: &mut Game, moves: &[Json], depth: usize) -> Result<Vec<PgnNode>, GameError> {
    if depth > crate::pgn_tree::MAX_VARIATION_DEPTH {
        return Err(bad("variations nested too deeply"));
    }
    let mut nodes = Vec::with_capacity(moves.len());
    for (i, m) in moves.iter().enumerate() {
        if !matches!(m, Json::Object(_)) {
            return Err(bad("a move is not an object"));
        }
        let mut variations = Vec::new();
        for v in array(field(m, "variations"), "variations")? {
            let Json::Array(v) = v else {
                return Err(bad("a variation is not an array"));
            };
            let built = line(game, v, depth + 1)?;
            for _ in 0..built.len() {
                game.undo();
            }
            variations.push(built);
        }
        let pos = *game.position();
        let written = match (text(field(m, "uci"), "uci")?, text(field(m, "san"), "san")?) {
            (Some(uci), _) => pos.parse_uci(uci).map_err(|e| (uci, e)),
            (None, Some(san)) => pos.parse_san(san).map_err(|e| (san, e)),
            (None, None) => return Err(bad(format!("move {} has neither uci nor san", i + 1))),
        };
        let mv = written.map_err(|(t, e)| bad(format!("move {} {t:?}: {e}", i + 1)))?;
        let comments_after = comments(field(m, "comments"), "comments")?;
        let node = PgnNode {
            san: pos.san(mv),
            uci: mv.to_uci(),
            fen: String::new(),
            starting_comments: comments(field(m, "startingComments"), "startingComments")?,
            shapes: comments_after
                .iter()
                .flat_map(|c| comment_shapes(c))
                .collect(),
            comments: comments_after,
            nags: nags(field(m, "nags"))?,
            variations,
        };
        game.play_move(mv)
            .map_err(|e| bad(format!("move {} {:?}: {e}", i + 1, node.uci)))?;
        nodes.push(PgnNode {
            fen: game.position().fen(),
            ..node
        });
    }
    Ok(nodes)
}

fn tags(value: Option<&Json>) -> Result<Vec<(String, String)>, GameError> {
    array(value, "tags")?
        .iter()
        .map(|t| match t {
            Json::Array(pair) => match pair.as_slice() {
                [Json::Str(name), Json::Str(value)] => {
                    if name.is_empty()
                        || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
                    {
                        return Err(bad(format!("the tag name {name:?} is not a PGN symbol")));
                    }
                    if value.contains(['\n', '\r']) {
                        return Err(bad(format!("the tag {name}'s value holds a newline")));
                    }
                    Ok((name.clone(), value.clone()))
                }
                _ => Err(bad("a tag is not [name, value]")),
            },
            _ => Err(bad("a tag is not [name, value]")),
        })
        .collect()
}

fn game_tree(g: &Json) -> Result<PgnGame, GameError> {
    if !matches!(g, Json::Object(_)) {
        return Err(bad("a game is not an object"));
    }
    let tags = tags(field(g, "tags"))?;
    let rules = match text(field(g, "rules"), "rules")? {
        Some(name) => Some(Rules::by_name(name).ok_or_else(|| GameError::Rules(name.to_string()))?),
        None => None,
    };
    // The text is read back through its tags: they must name the rules and the start.
    let mut game = start_game(&tags, None)?;
    if let Some(r) = rules {
        if r.name != game.rules().name {
            return Err(bad(format!(
                "rules {:?}, but the tags say {:?} (add a [Rules] tag)",
                r.name,
                game.rules().name
            )));
        }
    }
    if let Some(fen) = text(field(g, "startFen"), "startFen")?.filter(|f| !f.is_empty()) {
        if fen != game.initial().fen() {
            return Err(bad(
                "the tags do not describe the start position (add [FEN] and [SetUp])",
            ));
        }
    }
    let start_fen = game.initial().fen();
    let moves = line(&mut game, array(field(g, "moves"), "moves")?, 0)?;
    let result = match text(field(g, "result"), "result")?.unwrap_or("*") {
        r @ ("1-0" | "0-1" | "1/2-1/2" | "*") => r.to_string(),
        other => {
            return Err(bad(format!(
                "the result {other:?} is not 1-0, 0-1, 1/2-1/2 or *"
            )))
        }
    };
    let game_comments = comments(field(g, "comments"), "comments")?;
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

/// Writes PGN trees given as JSON (one game object or an array of them) as PGN text, the
/// writer's canonical form. Errors (`ERR_PGN`, `ERR_RULES`, or a FEN code of the tags) say
/// what in the tree is wrong.
pub fn write_pgn_json(json: &str) -> Result<String, GameError> {
    let value = parse_json(json)?;
    let games = match &value {
        Json::Array(items) => items.iter().map(game_tree).collect::<Result<Vec<_>, _>>()?,
        g @ Json::Object(_) => vec![game_tree(g)?],
        _ => return Err(bad("expected a game or an array of games")),
    };
    let written = write_pgn(&games);
    let back = read_pgn(&written, None)?;
    if back != games {
        return Err(bad("the written text does not read back to the same tree"));
    }
    Ok(written)
}

#[cfg(target_arch = "wasm32")]
mod bindings {
    use wasm_bindgen::prelude::*;

    /// `writePgn(treeJson)`: PGN text of the trees (see `write_pgn_json`).
    #[wasm_bindgen(js_name = writePgn)]
    pub fn write_pgn_wasm(json: &str) -> Result<String, JsValue> {
        super::write_pgn_json(json).map_err(|e| {
            let err = js_sys::Error::new(&e.to_string());
            let _ = js_sys::Reflect::set(
                &err,
                &JsValue::from_str("code"),
                &JsValue::from_str(e.code()),
            );
            err.into()
        })
    }
}
