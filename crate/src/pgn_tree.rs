//! PGN as a tree: every game of a file with all its tags (in order), comments (the `[%eval]`,
//! `[%clk]`, `[%csl]`, `[%cal]` commands kept verbatim in their text; `%csl`/`%cal` also read
//! into coloured squares and arrows), NAGs (`$n`, and the glyphs `! ? !! ?? !? ?!` read as
//! NAGs 1–6), nested variations and the result. Every move, in the main line and in each
//! variation, is replayed through the rules under the game's preset (`[Rules]`, or the caller's
//! override), from its `[FEN]` if any, and kept as the engine's own SAN and UCI with the FEN
//! after it.
//!
//! The writer is `pgn_write.rs` ([`crate::pgn_write::write_pgn`]): reading what it writes gives
//! the same trees.
//!
//! ```
//! use sittuyin::{pgn_tree::read_pgn, pgn_write::write_pgn};
//! let games = read_pgn("[White \"Ma Ma\"]\n\n1. K@e2 { [%eval 0.2] } k@d7 $1 (1... k@e7 ?!) *", None).unwrap();
//! assert_eq!(games[0].tags, vec![("White".to_string(), "Ma Ma".to_string())]);
//! assert_eq!(games[0].moves[1].nags, vec![1]);
//! assert_eq!(games[0].moves[1].variations[0][0].nags, vec![6]);
//! assert_eq!(read_pgn(&write_pgn(&games), None).unwrap(), games);
//! ```

use crate::game::{Game, GameError};
use crate::limits;
use crate::position::Position;
use crate::rules::Rules;
use crate::square::Square;
use crate::uci::{quoted, quoted_char, sub};

/// One game of a PGN file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PgnGame {
    /// Every tag, in the file's order (`("White", "Ma Ma")`), unescaped.
    pub tags: Vec<(String, String)>,
    /// Comments before the first move (the game comment).
    pub comments: Vec<String>,
    /// Shapes of the game comment (`[%csl]`, `[%cal]`): drawn on the start position.
    pub shapes: Vec<Shape>,
    /// The main line.
    pub moves: Vec<PgnNode>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`: the result written after the moves (`*` when none is).
    pub result: String,
    /// The preset the moves were replayed under.
    pub rules: String,
    /// The FEN of the start position.
    pub start_fen: String,
}

/// One move with what the PGN says about it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PgnNode {
    /// SAN as the engine writes it (`K@e2`, `Rab1`, `d5=F`, `Nc6+`).
    pub san: String,
    pub uci: String,
    /// The position after the move.
    pub fen: String,
    /// Comments before the move, at the start of a variation (`( { why } 5. Rd1 ...)`).
    pub starting_comments: Vec<String>,
    /// Comments after the move.
    pub comments: Vec<String>,
    /// NAGs in order (glyphs read as 1–6).
    pub nags: Vec<u8>,
    /// Shapes of the comments after the move, drawn on the position after it.
    pub shapes: Vec<Shape>,
    /// Alternatives to this move: each a line that starts from the position before it.
    pub variations: Vec<Vec<PgnNode>>,
}

/// The colours of `[%csl]`/`[%cal]` shapes by their letter.
pub const SHAPE_COLORS: [(char, &str); 4] =
    [('G', "green"), ('R', "red"), ('Y', "yellow"), ('B', "blue")];

/// A coloured square (`from` none) or arrow from a `[%csl]` or `[%cal]` command.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Shape {
    pub from: Option<String>,
    pub to: String,
    /// `green`, `red`, `yellow` or `blue` (the letters G, R, Y, B).
    pub color: &'static str,
}

/// The NAG of a move-suffix glyph: `!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6.
#[must_use]
pub fn glyph_nag(glyph: &str) -> Option<u8> {
    Some(match glyph {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

/// The coloured squares and arrows of `[%csl ...]` and `[%cal ...]` commands in a comment
/// (`[%csl Gd4,Re5]`, `[%cal Ge2e4,Bb1c3]`); entries that name no square are skipped.
#[must_use]
pub fn comment_shapes(comment: &str) -> Vec<Shape> {
    let mut shapes = Vec::new();
    let mut rest = comment;
    // A byte search for "[%" (a `&str` pattern would link the two-way string searcher into the
    // rules core's wasm module for this one call).
    while let Some(at) = rest.as_bytes().windows(2).position(|w| w == b"[%") {
        rest = sub(rest, at + 2..);
        let Some(end) = rest.find(']') else { break };
        let command = sub(rest, ..end);
        rest = sub(rest, end + 1..);
        let (name, args) = command
            .split_once(char::is_whitespace)
            .unwrap_or((command, ""));
        let arrows = match name {
            "csl" => false,
            "cal" => true,
            _ => continue,
        };
        for entry in args.split(',').map(str::trim) {
            let mut chars = entry.chars();
            let letter = chars.next();
            let Some(&(_, color)) = SHAPE_COLORS.iter().find(|(c, _)| Some(*c) == letter) else {
                continue;
            };
            let squares = chars.as_str();
            let square = |s: &str| Square::parse(s).map(|q| q.to_string());
            let shape = match (arrows, squares.len()) {
                (false, 2) => square(squares).map(|to| Shape {
                    from: None,
                    to,
                    color,
                }),
                (true, 4) if squares.is_char_boundary(2) => {
                    match (square(sub(squares, ..2)), square(sub(squares, 2..))) {
                        (Some(from), Some(to)) => Some(Shape {
                            from: Some(from),
                            to,
                            color,
                        }),
                        _ => None,
                    }
                }
                _ => None,
            };
            shapes.extend(shape);
        }
    }
    shapes
}

fn error(line: usize, message: impl std::fmt::Display) -> GameError {
    GameError::Pgn(format!("line {line}: {message}"))
}

#[derive(Debug)]
enum Token {
    Tag(String, String),
    Comment(String),
    Open,
    Close,
    Nag(u8),
    Result(&'static str),
    Move(String),
}

/// Splits PGN text into tokens: tag pairs, comments (`{ }` and `;` to the end of the line),
/// parentheses, NAGs, results and moves; move numbers and `%` escape lines are skipped.
struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    /// A glyph read as the suffix of a move, handed out as the next token.
    pending: Option<Token>,
    peeked: Option<(Token, usize)>,
}

fn is_symbol_byte(b: u8) -> bool {
    !b.is_ascii_whitespace()
        && !matches!(
            b,
            b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'$' | b'"'
        )
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Lexer<'a> {
        Lexer {
            text,
            pos: 0,
            line: 1,
            pending: None,
            peeked: None,
        }
    }

    fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.bytes()[self.pos - 1] == b'\n'
    }

    /// Skips to the end of the line (the newline is left for the caller).
    fn skip_line(&mut self) {
        while self.pos < self.text.len() && self.bytes()[self.pos] != b'\n' {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Result<Option<&Token>, GameError> {
        if self.peeked.is_none() {
            let line = self.line;
            if let Some(token) = self.read()? {
                self.peeked = Some((token, line));
            }
        }
        Ok(self.peeked.as_ref().map(|(t, _)| t))
    }

    fn next(&mut self) -> Result<Option<Token>, GameError> {
        if let Some((token, _)) = self.peeked.take() {
            return Ok(Some(token));
        }
        self.read()
    }

    fn read(&mut self) -> Result<Option<Token>, GameError> {
        if let Some(token) = self.pending.take() {
            return Ok(Some(token));
        }
        loop {
            // Whitespace and `%` escape lines (a `%` in the first column, outside a comment).
            while self.pos < self.text.len() {
                let b = self.bytes()[self.pos];
                if b == b'%' && self.at_line_start() {
                    self.skip_line();
                } else if b.is_ascii_whitespace() {
                    if b == b'\n' {
                        self.line += 1;
                    }
                    self.pos += 1;
                } else {
                    break;
                }
            }
            if self.pos >= self.text.len() {
                return Ok(None);
            }
            let line = self.line;
            let b = self.bytes()[self.pos];
            match b {
                b'{' => {
                    let start = self.pos + 1;
                    let Some(len) = sub(self.text, start..).find('}') else {
                        return Err(error(line, "a comment '{' is never closed"));
                    };
                    let body = sub(self.text, start..start + len);
                    self.line += body.matches('\n').count();
                    self.pos = start + len + 1;
                    return Ok(Some(Token::Comment(body.trim().to_string())));
                }
                b';' => {
                    let start = self.pos + 1;
                    self.skip_line();
                    return Ok(Some(Token::Comment(
                        sub(self.text, start..self.pos).trim().to_string(),
                    )));
                }
                b'(' => {
                    self.pos += 1;
                    return Ok(Some(Token::Open));
                }
                b')' => {
                    self.pos += 1;
                    return Ok(Some(Token::Close));
                }
                b'[' => return self.tag().map(Some),
                b'$' => {
                    let start = self.pos + 1;
                    let mut end = start;
                    while end < self.text.len() && self.bytes()[end].is_ascii_digit() {
                        end += 1;
                    }
                    self.pos = end;
                    let digits = sub(self.text, start..end);
                    return match digits.parse::<u8>() {
                        Ok(n) if digits.len() <= 3 => Ok(Some(Token::Nag(n))),
                        _ => Err(error(
                            line,
                            format!("bad NAG ${digits} (expected $0 to $255)"),
                        )),
                    };
                }
                b'}' | b']' | b'"' => {
                    return Err(error(line, format!("unexpected '{}'", b as char)));
                }
                _ => {}
            }
            let start = self.pos;
            while self.pos < self.text.len() && is_symbol_byte(self.bytes()[self.pos]) {
                self.pos += 1;
            }
            // A symbol stops at a byte outside ASCII too (a non-ASCII letter is never a move).
            if self.pos == start {
                let c = sub(self.text, start..).chars().next().unwrap_or('?');
                return Err(error(line, format!("unexpected {}", quoted_char(c))));
            }
            let word = sub(self.text, start..self.pos);
            if let Some(token) = self.word(word, line)? {
                return Ok(Some(token));
            }
        }
    }

    /// A move, a result, a glyph, or nothing (a move number).
    fn word(&mut self, word: &str, line: usize) -> Result<Option<Token>, GameError> {
        if let Some(result) = ["1-0", "0-1", "1/2-1/2", "*"]
            .into_iter()
            .find(|r| *r == word)
        {
            return Ok(Some(Token::Result(result)));
        }
        // A move number ("12.", "12...", "12"), maybe glued to the move ("12.K@e2").
        let digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
        let rest = if digits.len() < word.len() {
            if digits.is_empty() {
                return Ok(None);
            }
            match digits.strip_prefix('.') {
                Some(rest) => rest.trim_start_matches('.'),
                None => word,
            }
        } else {
            word.trim_start_matches('.')
        };
        if rest.is_empty() {
            return Ok(None);
        }
        let body = rest.trim_end_matches(['!', '?']);
        let glyph = sub(rest, body.len()..);
        let glyph_token = if glyph.is_empty() {
            None
        } else {
            let nag = glyph_nag(glyph)
                .ok_or_else(|| error(line, format!("unknown glyph {}", quoted(glyph))))?;
            Some(Token::Nag(nag))
        };
        if body.is_empty() {
            return Ok(glyph_token);
        }
        if body.len() > 16 {
            return Err(error(
                line,
                format!("{} is not a move", quoted(&truncate(body))),
            ));
        }
        self.pending = glyph_token;
        Ok(Some(Token::Move(body.to_string())))
    }

    /// `[Name "value"]`, with `\"` and `\\` escapes in the value.
    fn tag(&mut self) -> Result<Token, GameError> {
        let line = self.line;
        let bad = |why: &str| error(line, format!("bad tag: {why}"));
        self.pos += 1;
        self.skip_spaces();
        let start = self.pos;
        while self.pos < self.text.len()
            && (self.bytes()[self.pos].is_ascii_alphanumeric()
                || matches!(
                    self.bytes()[self.pos],
                    b'_' | b'+' | b'#' | b'=' | b':' | b'-'
                ))
        {
            self.pos += 1;
        }
        let name = sub(self.text, start..self.pos).to_string();
        if name.is_empty() || name.len() > 64 {
            return Err(bad("a tag needs a name of letters, digits and _"));
        }
        self.skip_spaces();
        if self.bytes().get(self.pos) != Some(&b'"') {
            return Err(bad(&format!(
                "the value of {name} must be in double quotes"
            )));
        }
        self.pos += 1;
        let mut value = String::new();
        loop {
            let Some(c) = sub(self.text, self.pos..).chars().next() else {
                return Err(bad(&format!("the value of {name} is never closed")));
            };
            self.pos += c.len_utf8();
            match c {
                '"' => break,
                '\\' => match self.bytes().get(self.pos) {
                    Some(&b'"') => {
                        value.push('"');
                        self.pos += 1;
                    }
                    Some(&b'\\') => {
                        value.push('\\');
                        self.pos += 1;
                    }
                    _ => value.push('\\'),
                },
                c if c.is_control() && c != '\t' => {
                    return Err(bad(&format!("the value of {name} runs past its line")));
                }
                c => value.push(c),
            }
        }
        self.skip_spaces();
        if self.bytes().get(self.pos) != Some(&b']') {
            return Err(bad(&format!("expected ']' after the value of {name}")));
        }
        self.pos += 1;
        Ok(Token::Tag(name, value))
    }

    fn skip_spaces(&mut self) {
        while self.pos < self.text.len() && matches!(self.bytes()[self.pos], b' ' | b'\t') {
            self.pos += 1;
        }
    }
}

fn truncate(text: &str) -> String {
    text.chars().take(24).collect()
}

fn node(text: String, starting_comments: Vec<String>) -> PgnNode {
    PgnNode {
        san: text,
        uci: String::new(),
        fen: String::new(),
        starting_comments,
        comments: Vec::new(),
        nags: Vec::new(),
        shapes: Vec::new(),
        variations: Vec::new(),
    }
}

/// How a line of movetext ended.
enum End {
    Close,
    Result(&'static str),
    /// A tag (the next game's) or the end of the text.
    GameOver,
}

/// Reads one line of moves (the main line at depth 0, a variation deeper) with its comments,
/// NAGs and variations; the moves are text here, replayed later.
fn parse_line(
    lex: &mut Lexer,
    depth: usize,
    game_comments: &mut Vec<String>,
) -> Result<(Vec<PgnNode>, End), GameError> {
    let mut line: Vec<PgnNode> = Vec::new();
    let mut starting: Vec<String> = Vec::new();
    loop {
        let at = lex.line;
        if depth == 0 {
            if let Some(Token::Tag(..)) = lex.peek()? {
                return Ok((line, End::GameOver));
            }
        }
        let Some(token) = lex.next()? else {
            if depth > 0 {
                return Err(error(at, "a variation '(' is never closed"));
            }
            return Ok((line, End::GameOver));
        };
        match token {
            Token::Comment(text) => match line.last_mut() {
                Some(last) => last.comments.push(text),
                None if depth == 0 => game_comments.push(text),
                None => starting.push(text),
            },
            Token::Nag(nag) => match line.last_mut() {
                Some(last) => last.nags.push(nag),
                None => return Err(error(at, format!("NAG ${nag} before any move"))),
            },
            Token::Open => {
                if line.is_empty() {
                    return Err(error(at, "a variation '(' before any move"));
                }
                if depth + 1 > limits::VARIATION_DEPTH {
                    return Err(error(
                        at,
                        format!("variations nested deeper than {}", limits::VARIATION_DEPTH),
                    ));
                }
                let (variation, _) = parse_line(lex, depth + 1, game_comments)?;
                if let Some(last) = line.last_mut() {
                    last.variations.push(variation);
                }
            }
            Token::Close => {
                if depth == 0 {
                    return Err(error(at, "')' closes no variation"));
                }
                if line.is_empty() {
                    return Err(error(at, "an empty variation '()'"));
                }
                return Ok((line, End::Close));
            }
            Token::Result(result) => {
                if depth > 0 {
                    return Err(error(at, format!("result {result} inside a variation")));
                }
                return Ok((line, End::Result(result)));
            }
            Token::Tag(name, _) => {
                return Err(error(at, format!("tag {name} inside a variation")));
            }
            Token::Move(text) => line.push(node(text, std::mem::take(&mut starting))),
        }
    }
}

/// A game as read, before its moves are replayed.
struct RawGame {
    tags: Vec<(String, String)>,
    comments: Vec<String>,
    moves: Vec<PgnNode>,
    result: Option<&'static str>,
}

fn parse_games(text: &str) -> Result<Vec<RawGame>, GameError> {
    let mut lex = Lexer::new(text);
    let mut games = Vec::new();
    loop {
        let mut tags = Vec::new();
        while let Some(Token::Tag(..)) = lex.peek()? {
            if let Some(Token::Tag(name, value)) = lex.next()? {
                tags.push((name, value));
            }
        }
        if tags.is_empty() && lex.peek()?.is_none() {
            return Ok(games);
        }
        let mut comments = Vec::new();
        let (moves, end) = parse_line(&mut lex, 0, &mut comments)?;
        let result = match end {
            End::Result(r) => Some(r),
            _ => None,
        };
        games.push(RawGame {
            tags,
            comments,
            moves,
            result,
        });
    }
}

/// The value of the first tag named `name` (any case).
#[must_use]
pub fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

/// The game a PGN game's tags describe, before its moves: `[Variant]` must be Sittuyin,
/// `rules` (else `[Rules]`, else `chessplayx`), from `[FEN]` or the start.
pub(crate) fn start_game(
    tags: &[(String, String)],
    rules: Option<&'static Rules>,
) -> Result<Game, GameError> {
    if let Some(variant) = tag(tags, "Variant") {
        if !variant.eq_ignore_ascii_case("sittuyin") {
            return Err(GameError::Pgn(format!(
                "variant {} is not Sittuyin",
                quoted(&truncate(variant))
            )));
        }
    }
    let rules = match (rules, tag(tags, "Rules")) {
        (Some(r), _) => r,
        (None, Some(name)) => {
            Rules::by_name(name).ok_or_else(|| GameError::Rules(truncate(name)))?
        }
        (None, None) => &Rules::CHESSPLAYX,
    };
    match tag(tags, "FEN") {
        Some(fen) => Game::from_fen(fen, rules),
        None => Ok(Game::from_position(Position::start(rules), false)),
    }
}

/// Replays a line from the game's current position, filling in each node's SAN, UCI and FEN;
/// the game is left after the line's last move.
fn replay_line(game: &mut Game, line: &mut [PgnNode], depth: usize) -> Result<(), GameError> {
    for node in line.iter_mut() {
        for variation in &mut node.variations {
            replay_line(game, variation, depth + 1)?;
            for _ in 0..variation.len() {
                game.undo();
            }
        }
        let pos = *game.position();
        let text = std::mem::take(&mut node.san);
        let place = if depth == 0 { "" } else { " (in a variation)" };
        let fail = |e: &dyn std::fmt::Display| {
            GameError::Pgn(format!(
                "move {} {}{place}: {e}",
                game_ply_label(&pos),
                quoted(&truncate(&text))
            ))
        };
        let m = pos.parse_san(&text).map_err(|e| fail(&e))?;
        node.san = pos.san(m);
        node.uci = m.to_uci();
        game.play_move(m).map_err(|e| fail(&e))?;
        node.fen = game.position().fen();
        node.shapes = node
            .comments
            .iter()
            .flat_map(|c| comment_shapes(c))
            .collect();
    }
    Ok(())
}

fn game_ply_label(pos: &Position) -> String {
    format!(
        "{}{}",
        pos.fullmove(),
        if pos.turn() == crate::types::Color::White {
            "."
        } else {
            "..."
        }
    )
}

/// Replays a raw game: its tree, and the game after its main line.
fn replay(raw: RawGame, rules: Option<&'static Rules>) -> Result<(PgnGame, Game), GameError> {
    let mut game = start_game(&raw.tags, rules)?;
    let mut moves = raw.moves;
    replay_line(&mut game, &mut moves, 0)?;
    game.clear_redo();
    let result = raw.result.unwrap_or("*").to_string();
    let shapes = raw
        .comments
        .iter()
        .flat_map(|c| comment_shapes(c))
        .collect();
    let tree = PgnGame {
        tags: raw.tags,
        comments: raw.comments,
        shapes,
        moves,
        result,
        rules: game.rules().name.to_string(),
        start_fen: game.initial().fen(),
    };
    Ok((tree, game))
}

fn check_len(text: &str) -> Result<(), GameError> {
    if text.len() > limits::PGN {
        return Err(GameError::Pgn("longer than 1 MiB".to_string()));
    }
    Ok(())
}

/// Reads every game of a PGN text. `rules` overrides each game's `[Rules]` tag. An error names
/// the game (`game 2: ...`) and the line or ply.
pub fn read_pgn(text: &str, rules: Option<&'static Rules>) -> Result<Vec<PgnGame>, GameError> {
    Ok(read_games(text, rules)?
        .into_iter()
        .map(|(t, _)| t)
        .collect())
}

/// Each game's tree with the game after its main line.
pub(crate) fn read_games(
    text: &str,
    rules: Option<&'static Rules>,
) -> Result<Vec<(PgnGame, Game)>, GameError> {
    check_len(text)?;
    let raws = parse_games(text)?;
    let several = raws.len() > 1;
    raws.into_iter()
        .enumerate()
        .map(|(i, raw)| {
            replay(raw, rules).map_err(|e| match e {
                GameError::Pgn(why) if several => GameError::Pgn(format!("game {}: {why}", i + 1)),
                other => other,
            })
        })
        .collect()
}
