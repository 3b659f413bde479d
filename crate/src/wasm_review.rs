//! Writing PGN trees that come from JavaScript (the app's game review exports its annotated game
//! through here): the trees arrive as JS objects in the shape `parsePgn` gives
//! (`[{ tags, comments, moves, result, rules, startFen }]`, each move `{ uci or san,
//! startingComments, comments, nags, variations }`; `fen`, `shapes` and any other field are
//! ignored and made again), read into [`PgnGameInput`] by its serde derives (through the small
//! JS-value Deserializer at the end of this file: not `serde_wasm_bindgen::from_value`, see
//! there). Every move is replayed through the rules, so the text written always reads back: the
//! written text is read again and must give the same trees, else `ERR_PGN`.
//!
//! The logic is plain Rust ([`write_pgn_trees`], tested natively); the wasm export `writePgn`
//! is a thin wrapper compiled for wasm32 only.
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
        let mv = written.map_err(|(t, e)| bad(format!("move {} {t:?}: {e}", i + 1)))?;
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
            .map_err(|e| bad(format!("move {} {:?}: {e}", i + 1, node.uci)))?;
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
                return Err(bad(format!("the tag name {name:?} is not a PGN symbol")));
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
                "rules {:?}, but the tags say {:?} (add a [Rules] tag)",
                r.name,
                game.rules().name
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
                "the result {other:?} is not 1-0, 0-1, 1/2-1/2 or *"
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

#[cfg(target_arch = "wasm32")]
mod bindings {
    use crate::boundary::PgnGameInput;
    use crate::wasm::game_error;
    use serde::de::{self, Deserialize, DeserializeSeed, Expected, MapAccess, SeqAccess};
    use serde::de::{Unexpected, Visitor};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    /// `writePgn(games)`: PGN text of one game tree or an array of them (see
    /// `write_pgn_trees`), read from the JS objects by the serde derives of `PgnGameInput`.
    /// What does not fit the tree's shape is `ERR_PGN`.
    #[wasm_bindgen(js_name = writePgn)]
    pub fn write_pgn_wasm(
        #[wasm_bindgen(unchecked_param_type = "PgnGameInput | PgnGameInput[]")] games: JsValue,
    ) -> Result<String, JsValue> {
        let read = if js_sys::Array::is_array(&games) {
            Vec::<PgnGameInput>::deserialize(Value(games))
        } else if games.is_object() {
            PgnGameInput::deserialize(Value(games)).map(|g| vec![g])
        } else {
            return Err(game_error(&super::bad(
                "expected a game or an array of games",
            )));
        };
        let games = read.map_err(|e| game_error(&super::bad(e.0)))?;
        super::write_pgn_trees(&games).map_err(|e| game_error(&e))
    }

    // The serde Deserializer of a JS value for the derives above. Why not
    // `serde_wasm_bindgen::from_value`, which did this first: its errors describe a mismatched
    // number through serde's `Unexpected::Float`, whose Display is the float formatter of core
    // (Grisu and Dragon, about 8 KB gzipped); nothing else in the rules core formats a float.
    // This one names the kind of value instead ("a number"), and is otherwise the same walk:
    // null and undefined are none, arrays are sequences, other objects maps of their own
    // enumerable keys, and fields a tree does not have are skipped without being read (so a
    // cycle through them costs nothing; LineInput bounds the nesting of the tree itself).

    /// A message: what did not fit.
    #[derive(Debug)]
    pub struct Error(String);

    impl std::fmt::Display for Error {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str(&self.0)
        }
    }

    impl std::error::Error for Error {}

    fn kind(u: &Unexpected) -> &'static str {
        match u {
            Unexpected::Bool(_) => "a boolean",
            Unexpected::Unsigned(_) | Unexpected::Signed(_) | Unexpected::Float(_) => "a number",
            Unexpected::Char(_) | Unexpected::Str(_) => "a string",
            Unexpected::Unit | Unexpected::Option => "null",
            Unexpected::Seq => "an array",
            Unexpected::Map => "an object",
            _ => "another value",
        }
    }

    impl de::Error for Error {
        fn custom<T: std::fmt::Display>(msg: T) -> Self {
            Error(msg.to_string())
        }

        fn invalid_type(u: Unexpected, expected: &dyn Expected) -> Self {
            Error(format!("{} where {expected} was expected", kind(&u)))
        }

        fn invalid_value(u: Unexpected, expected: &dyn Expected) -> Self {
            Error(format!("{} that is not {expected}", kind(&u)))
        }
    }

    /// The error for a value of the wrong kind (one function for every visitor).
    fn mismatch(v: &JsValue, expected: &dyn Expected) -> Error {
        let kind = if v.is_null() || v.is_undefined() {
            "null"
        } else if v.as_bool().is_some() {
            "a boolean"
        } else if v.as_f64().is_some() {
            "a number"
        } else if v.is_string() {
            "a string"
        } else if js_sys::Array::is_array(v) {
            "an array"
        } else if v.is_object() {
            "an object"
        } else {
            "another value"
        };
        Error(format!("{kind} where {expected} was expected"))
    }

    struct Value(JsValue);

    /// Integers as integers (NAGs), within the range a double holds exactly.
    const EXACT: f64 = 9_007_199_254_740_991.0;

    impl<'de> de::Deserializer<'de> for Value {
        type Error = Error;

        fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            let v = self.0;
            if v.is_null() || v.is_undefined() {
                return visitor.visit_unit();
            }
            if let Some(b) = v.as_bool() {
                return visitor.visit_bool(b);
            }
            if let Some(n) = v.as_f64() {
                if n == n.trunc() && (0.0..=EXACT).contains(&n) {
                    return visitor.visit_u64(n as u64);
                }
                if n == n.trunc() && (-EXACT..0.0).contains(&n) {
                    return visitor.visit_i64(n as i64);
                }
                return visitor.visit_f64(n);
            }
            if let Some(s) = v.as_string() {
                return visitor.visit_string(s);
            }
            if js_sys::Array::is_array(&v) {
                let items: js_sys::Array = v.unchecked_into();
                let mut seq = Seq { items, next: 0 };
                let value = visitor.visit_seq(&mut seq)?;
                if seq.next < seq.items.length() {
                    return Err(de::Error::invalid_length(
                        seq.items.length() as usize,
                        &"fewer elements",
                    ));
                }
                return Ok(value);
            }
            if v.is_object() {
                let keys = js_sys::Object::keys(v.unchecked_ref::<js_sys::Object>());
                return visitor.visit_map(Map {
                    object: v,
                    keys,
                    next: 0,
                    value: None,
                });
            }
            Err(de::Error::custom("a function or a symbol"))
        }

        // What a tree holds, each read directly (less code per visitor than through
        // deserialize_any): NAGs, strings and keys, arrays and tuples, objects.
        fn deserialize_u8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            match self.0.as_f64() {
                Some(n) if n == n.trunc() && (0.0..=255.0).contains(&n) => {
                    visitor.visit_u8(n as u8)
                }
                Some(_) => Err(Error("a number that is not a NAG (0-255)".into())),
                None => Err(mismatch(&self.0, &visitor)),
            }
        }

        fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            match self.0.as_string() {
                Some(s) => visitor.visit_string(s),
                None => Err(mismatch(&self.0, &visitor)),
            }
        }

        fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            self.deserialize_string(visitor)
        }

        fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            self.deserialize_string(visitor)
        }

        fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            if !js_sys::Array::is_array(&self.0) {
                return Err(mismatch(&self.0, &visitor));
            }
            let items: js_sys::Array = self.0.unchecked_into();
            let mut seq = Seq { items, next: 0 };
            let value = visitor.visit_seq(&mut seq)?;
            if seq.next < seq.items.length() {
                return Err(de::Error::invalid_length(
                    seq.items.length() as usize,
                    &"fewer elements",
                ));
            }
            Ok(value)
        }

        fn deserialize_tuple<V: Visitor<'de>>(
            self,
            _len: usize,
            visitor: V,
        ) -> Result<V::Value, Error> {
            self.deserialize_seq(visitor)
        }

        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _name: &'static str,
            _fields: &'static [&'static str],
            visitor: V,
        ) -> Result<V::Value, Error> {
            if !self.0.is_object() || js_sys::Array::is_array(&self.0) {
                return Err(mismatch(&self.0, &visitor));
            }
            let keys = js_sys::Object::keys(self.0.unchecked_ref::<js_sys::Object>());
            visitor.visit_map(Map {
                object: self.0,
                keys,
                next: 0,
                value: None,
            })
        }

        fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            if self.0.is_null() || self.0.is_undefined() {
                visitor.visit_none()
            } else {
                visitor.visit_some(self)
            }
        }

        fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            visitor.visit_unit()
        }

        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u16 u32 u64 u128 f32 f64 char bytes byte_buf
            unit unit_struct newtype_struct tuple_struct map enum
        }
    }

    struct Seq {
        items: js_sys::Array,
        next: u32,
    }

    impl<'de> SeqAccess<'de> for &mut Seq {
        type Error = Error;

        fn next_element_seed<T: DeserializeSeed<'de>>(
            &mut self,
            seed: T,
        ) -> Result<Option<T::Value>, Error> {
            if self.next >= self.items.length() {
                return Ok(None);
            }
            let item = self.items.get(self.next);
            self.next += 1;
            seed.deserialize(Value(item)).map(Some)
        }

        fn size_hint(&self) -> Option<usize> {
            Some(self.items.length().saturating_sub(self.next) as usize)
        }
    }

    struct Map {
        object: JsValue,
        keys: js_sys::Array,
        next: u32,
        value: Option<JsValue>,
    }

    impl<'de> MapAccess<'de> for Map {
        type Error = Error;

        fn next_key_seed<K: DeserializeSeed<'de>>(
            &mut self,
            seed: K,
        ) -> Result<Option<K::Value>, Error> {
            if self.next >= self.keys.length() {
                return Ok(None);
            }
            let key = self.keys.get(self.next);
            self.next += 1;
            let value = js_sys::Reflect::get(&self.object, &key)
                .map_err(|_| de::Error::custom("a field could not be read"))?;
            self.value = Some(value);
            seed.deserialize(Value(key)).map(Some)
        }

        fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
            seed.deserialize(Value(self.value.take().unwrap_or(JsValue::UNDEFINED)))
        }
    }
}
