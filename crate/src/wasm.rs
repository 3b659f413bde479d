//! WebAssembly bindings: a thin layer over `Game`. No rules here. Errors are thrown as JS
//! `Error`s carrying a stable `code`; the TypeScript wrapper (`www/lib`) turns them into
//! `SittuyinError`. Structured values cross as JS objects: the serde types of `boundary.rs`,
//! written by the one configured serializer [`to_js`] (their TypeScript declarations are
//! generated from the same types).
//!
//! This is the rules core's module (`www/pkg/sittuyin_bg.wasm`): what boards, diagrams and the
//! viewer need. The search and the endgame tables are in `wasm_engine.rs`, compiled only into the
//! engine's module (cargo feature `wasm-engine`; see `lib.rs` and `scripts/build-wasm.sh`).

use crate::boundary;
use crate::errors::ErrorCode;
use crate::game::{Game, GameError, Reason, Status};
use crate::movegen::perft;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;
use crate::setups::TraditionalSetup;
use crate::square::Square;
use crate::types::{Color, Role};
use crate::uci::quoted;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

use crate::limits;

// The declarations tsify-next writes into this module's .d.ts (boundary.rs), and the typed
// returns and parameters below, name the package's unions (generated from boundary.rs, re-exported
// by types.ts); the .d.ts sits in pkg/, beside lib/ (www/ and dist/ alike).
#[wasm_bindgen(typescript_custom_section)]
const TS_IMPORTS: &str = "import type { Color, DropRefusal, GameResult, Phase, PgnTag, Reason, Role, RulesName, SetupName, ShapeColor, SquareName, UciDrop, UciMove, UciPromotion, UciStep } from '../lib/types.js';";

/// The one serializer of every structured value that crosses: a missing value (`None`) is
/// `null`, as the TypeScript types say (an optional field such as `Move.from` is skipped
/// instead), maps become plain objects, and a u64 is a number (counts stay far below 2^53; a
/// larger one is an error, never a BigInt).
const SERIALIZER: serde_wasm_bindgen::Serializer = serde_wasm_bindgen::Serializer::new()
    .serialize_missing_as_null(true)
    .serialize_maps_as_objects(true);

/// `value` as a JS value, through [`SERIALIZER`].
pub(crate) fn to_js<T: serde::Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value.serialize(&SERIALIZER).map_err(|e| {
        error(
            ErrorCode::Internal,
            &format!("a value could not cross to JavaScript: {e}"),
        )
    })
}

pub(crate) fn error(code: ErrorCode, message: &str) -> JsValue {
    let err = js_sys::Error::new(message);
    let _ = js_sys::Reflect::set(
        &err,
        &JsValue::from_str("code"),
        &JsValue::from_str(code.as_str()),
    );
    err.into()
}

pub(crate) fn game_error(e: &GameError) -> JsValue {
    error(e.code(), &e.to_string())
}

/// Refuses a string longer than its limit (`limits.rs`) before anything reads it. FENs and moves
/// are checked where they are read (`fen.rs`, `uci.rs`), with the same limits.
fn check_len(text: &str, what: &str, max: usize) -> Result<(), JsValue> {
    if text.len() > max {
        return Err(error(ErrorCode::Argument, &format!("{what} is too long")));
    }
    Ok(())
}

pub(crate) fn rules_by_name(name: Option<String>) -> Result<&'static Rules, JsValue> {
    match name {
        None => Ok(&Rules::CHESSPLAYX),
        Some(name) => {
            check_len(&name, "rules", limits::NAME)?;
            Rules::by_name(&name).ok_or_else(|| game_error(&GameError::Rules(name)))
        }
    }
}

pub(crate) fn color_by_name(name: &str) -> Result<Color, JsValue> {
    Color::from_name(name).ok_or_else(|| {
        error(
            ErrorCode::Argument,
            &format!(
                "color must be 'white' or 'black', found {}",
                quoted(&name.chars().take(16).collect::<String>())
            ),
        )
    })
}

fn role_by_name(name: &str) -> Result<Role, JsValue> {
    Role::from_name(name).ok_or_else(|| {
        error(
            ErrorCode::Argument,
            &format!(
                "role must be one of king, general, elephant, horse, chariot, pawn; found {}",
                quoted(&name.chars().take(16).collect::<String>())
            ),
        )
    })
}

fn square_by_name(name: &str) -> Result<Square, JsValue> {
    Square::parse(name).ok_or_else(|| {
        error(
            ErrorCode::Argument,
            &format!(
                "square must be a1..h8, found {}",
                quoted(&name.chars().take(16).collect::<String>())
            ),
        )
    })
}

/// Words joined by spaces (`[T]::join` is a larger routine, linked once per element type).
fn join_words<S: AsRef<str>>(words: &[S]) -> String {
    let mut out = String::new();
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(w.as_ref());
    }
    out
}

/// UCI moves joined by spaces.
fn uci_list(moves: &[Move]) -> String {
    let mut out = String::with_capacity(moves.len() * 6);
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        m.write_uci(&mut out);
    }
    out
}

/// One legal move of `pos` in the compact form of `WasmGame::moves_text`: ` uci san flags`.
fn write_move_text(out: &mut String, pos: &Position, m: Move, legal: &[Move]) {
    out.push(' ');
    m.write_uci(out);
    out.push(' ');
    out.push_str(&pos.san_in(m, legal));
    out.push(' ');
    out.push(char::from(b'0' + m.role().index() as u8));
    out.push(
        m.capture()
            .map_or('-', |c| char::from(b'0' + c.index() as u8)),
    );
    out.push(if pos.after(m).is_check() { '+' } else { '-' });
}

/// The legal move `m` of `pos` alone in that form, after the side to move (`w e2e3 e3 5--`).
fn move_text(pos: &Position, m: Move) -> String {
    let mut out = String::with_capacity(24);
    out.push(if pos.turn() == Color::White { 'w' } else { 'b' });
    write_move_text(&mut out, pos, m, pos.legal_moves().as_slice());
    out
}

#[wasm_bindgen]
pub struct WasmGame {
    pub(crate) game: Game,
    /// Status of the current state, computed once; cleared by every change.
    status: RefCell<Option<Status>>,
    /// The search engine, created on the first `bestMove` (its table outlives one search).
    #[cfg(feature = "wasm-engine")]
    pub(crate) engine: Option<crate::search::Engine>,
    /// Whether this Game's searches evaluate with the module's network (`useNetwork`; default
    /// on, from level 4).
    #[cfg(feature = "wasm-engine")]
    pub(crate) network_on: bool,
}

impl WasmGame {
    fn wrap(game: Game) -> WasmGame {
        WasmGame {
            game,
            status: RefCell::new(None),
            #[cfg(feature = "wasm-engine")]
            engine: None,
            #[cfg(feature = "wasm-engine")]
            network_on: true,
        }
    }

    fn cached_status(&self) -> Status {
        self.status
            .borrow_mut()
            .get_or_insert_with(|| self.game.status())
            .clone()
    }

    fn is_over(&self) -> bool {
        if let Some(status) = self.status.borrow().as_ref() {
            return status.outcome.is_some();
        }
        self.cached_status().outcome.is_some()
    }

    pub(crate) fn changed(&mut self) {
        *self.status.get_mut() = None;
    }
}

#[wasm_bindgen]
impl WasmGame {
    #[wasm_bindgen(constructor)]
    pub fn new(fen: Option<String>, rules: Option<String>) -> Result<WasmGame, JsValue> {
        let rules = rules_by_name(rules)?;
        let game = match fen {
            None => Game::new(rules),
            Some(fen) => {
                check_len(&fen, "FEN", limits::FEN)?;
                Game::from_fen(&fen, rules).map_err(|e| game_error(&e))?
            }
        };
        Ok(WasmGame::wrap(game))
    }

    /// Reads a PGN; `index` picks one game of several (without it, a file of several games is
    /// refused with ERR_PGN).
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(
        pgn: &str,
        rules: Option<String>,
        index: Option<u32>,
    ) -> Result<WasmGame, JsValue> {
        check_len(pgn, "PGN", limits::PGN)?;
        let rules = match rules {
            None => None,
            Some(name) => Some(rules_by_name(Some(name))?),
        };
        let game = Game::from_pgn_game(pgn, rules, index.map(|i| i as usize))
            .map_err(|e| game_error(&e))?;
        Ok(WasmGame::wrap(game))
    }

    /// The tags of the PGN the game was read from, in order: `[[name, value], ...]`.
    #[wasm_bindgen(unchecked_return_type = "PgnTag[]")]
    pub fn tags(&self) -> Result<JsValue, JsValue> {
        to_js(self.game.tags())
    }

    pub fn fen(&self) -> String {
        self.game.position().fen()
    }

    /// FEN of the position the game started from (the start position, a set-up or a PGN's FEN).
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.game.initial().fen()
    }

    /// Legal moves as UCI strings joined by spaces.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> String {
        if self.is_over() {
            return String::new();
        }
        uci_list(self.game.position().legal_moves().as_slice())
    }

    /// Legal moves as move objects (none when the game is over).
    #[wasm_bindgen(unchecked_return_type = "Move[]")]
    pub fn moves(&self) -> Result<JsValue, JsValue> {
        if self.is_over() {
            return Ok(js_sys::Array::new().into());
        }
        to_js(&boundary::Move::all(self.game.position()))
    }

    /// The legal moves as compact text, the fast path of `Game.moves()` (www/lib/game.ts
    /// `decodeMoves` builds the same objects as [`Self::moves`]): the side to move (`w`/`b`),
    /// then three words per move: UCI, SAN, and role index, capture index or `-`, `+` when it
    /// gives check (`e4d5 exd5 55+`). Why: the serializer builds each object by about twenty
    /// small calls across the boundary (an object, then every key and string value one by one),
    /// and a legal-move list of 30-90 moves took about a fifth longer that way than one string
    /// that JavaScript splits; `moves()` is called at every render of a board. The objects are
    /// the generated `Move` type either way, and a test compares the two paths.
    #[wasm_bindgen(js_name = movesText)]
    pub fn moves_text(&self) -> String {
        let pos = self.game.position();
        let mut out = String::with_capacity(1024);
        out.push(if pos.turn() == Color::White { 'w' } else { 'b' });
        if self.is_over() {
            return out;
        }
        let legal = pos.legal_moves();
        for &m in legal.iter() {
            write_move_text(&mut out, pos, m, legal.as_slice());
        }
        out
    }

    /// `play`, with the move as `movesText` writes one (`Game.play` decodes it): a played move
    /// is a hot call too (every move of a game, every replay), and the same reason applies.
    #[wasm_bindgen(js_name = playText)]
    pub fn play_text(&mut self, text: &str) -> Result<String, JsValue> {
        check_len(text, "move", limits::MOVE)?;
        let before = *self.game.position();
        let m = self.game.play(text).map_err(|e| game_error(&e))?;
        self.changed();
        Ok(move_text(&before, m))
    }

    /// `undo` as `playText`: the move taken back, or `undefined` at the start.
    #[wasm_bindgen(js_name = undoText)]
    pub fn undo_text(&mut self) -> Option<String> {
        let m = self.game.undo()?;
        self.changed();
        Some(move_text(self.game.position(), m))
    }

    /// `redo` as `playText`: the move replayed, or `undefined` when there is none.
    #[wasm_bindgen(js_name = redoText)]
    pub fn redo_text(&mut self) -> Option<String> {
        let before = *self.game.position();
        let m = self.game.redo()?;
        self.changed();
        Some(move_text(&before, m))
    }

    /// The pieces on the board as compact text, the fast path of `Game.pieces()` (www/lib/game.ts
    /// `decodePieces`; the objects of [`Self::pieces`]): one word per piece, its square, then
    /// its colour (`w`/`b`) and role index (`a1w4`). Why: as for `movesText`, one string for
    /// up to 32 objects built by JavaScript instead of about ten boundary calls per object.
    #[wasm_bindgen(js_name = piecesText)]
    pub fn pieces_text(&self) -> String {
        let mut out = String::with_capacity(160);
        for (sq, p) in self.game.position().board().pieces() {
            if !out.is_empty() {
                out.push(' ');
            }
            let name = sq.to_string();
            out.push_str(&name);
            out.push(if p.color == Color::White { 'w' } else { 'b' });
            out.push(char::from(b'0' + p.role.index() as u8));
        }
        out
    }

    /// Plays a UCI or SAN move; returns the move object.
    #[wasm_bindgen(unchecked_return_type = "Move")]
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsValue> {
        check_len(text, "move", limits::MOVE)?;
        let before = *self.game.position();
        let m = self.game.play(text).map_err(|e| game_error(&e))?;
        self.changed();
        to_js(&boundary::Move::of(&before, m))
    }

    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(&self, text: &str) -> bool {
        text.len() <= limits::MOVE
            && !self.is_over()
            && self.game.position().parse_san(text).is_ok()
    }

    pub fn san(&self, text: &str) -> Result<String, JsValue> {
        check_len(text, "move", limits::MOVE)?;
        let pos = self.game.position();
        let m = pos
            .parse_san(text)
            .map_err(|e| game_error(&GameError::Move(e)))?;
        Ok(pos.san(m))
    }

    /// Takes back a move; returns it, or `undefined` at the start.
    #[wasm_bindgen(unchecked_return_type = "Move | undefined")]
    pub fn undo(&mut self) -> Result<JsValue, JsValue> {
        let Some(m) = self.game.undo() else {
            return Ok(JsValue::UNDEFINED);
        };
        self.changed();
        to_js(&boundary::Move::of(self.game.position(), m))
    }

    /// Replays the last undone move; returns it, or `undefined` when there is none.
    #[wasm_bindgen(unchecked_return_type = "Move | undefined")]
    pub fn redo(&mut self) -> Result<JsValue, JsValue> {
        let before = *self.game.position();
        let Some(m) = self.game.redo() else {
            return Ok(JsValue::UNDEFINED);
        };
        self.changed();
        to_js(&boundary::Move::of(&before, m))
    }

    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.game.can_redo() && !self.is_over()
    }

    /// UCI history joined by spaces, from ply `start` (default 0: all of it).
    pub fn history(&self, start: Option<u32>) -> String {
        let moves = self.game.moves();
        let start = (start.unwrap_or(0) as usize).min(moves.len());
        uci_list(&moves[start..])
    }

    /// The moves played from ply `start` (default 0) with their mover and move number (a move
    /// list extends itself by the new plies only).
    #[wasm_bindgen(unchecked_return_type = "Ply[]")]
    pub fn plies(&self, start: Option<u32>) -> Result<JsValue, JsValue> {
        to_js(&boundary::Ply::list(
            &self.game,
            start.unwrap_or(0) as usize,
        ))
    }

    /// SAN history joined by spaces.
    #[wasm_bindgen(js_name = sanHistory)]
    pub fn san_history(&self) -> String {
        join_words(&self.game.san_history())
    }

    #[wasm_bindgen(unchecked_return_type = "Color")]
    pub fn turn(&self) -> String {
        self.game.position().turn().name().to_string()
    }

    #[wasm_bindgen(unchecked_return_type = "Phase")]
    pub fn phase(&self) -> String {
        boundary::Phase::of(self.game.position()).name().to_string()
    }

    pub fn ply(&self) -> u32 {
        self.game.ply() as u32
    }

    #[wasm_bindgen(unchecked_return_type = "RulesName")]
    pub fn rules(&self) -> String {
        self.game.rules().name.to_string()
    }

    /// The pieces `color` holds in hand, by role.
    #[wasm_bindgen(unchecked_return_type = "Hand")]
    pub fn hand(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: &str,
    ) -> Result<JsValue, JsValue> {
        let color = color_by_name(color)?;
        to_js(&boundary::Hand::of(self.game.position(), color))
    }

    /// The pieces on the board, a1 first.
    #[wasm_bindgen(unchecked_return_type = "Piece[]")]
    pub fn pieces(&self) -> Result<JsValue, JsValue> {
        to_js(&boundary::Piece::all(self.game.position()))
    }

    /// Why the side to move may not place `role` (a role name: 'king', 'chariot', ...) on
    /// `square` ('e2') now: a stable code such as 'chariot-back-rank', or nothing when the drop
    /// is legal.
    #[wasm_bindgen(js_name = dropRefusal, unchecked_return_type = "DropRefusal | undefined")]
    pub fn drop_refusal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Role")] role: &str,
        #[wasm_bindgen(unchecked_param_type = "SquareName")] square: &str,
    ) -> Result<Option<String>, JsValue> {
        let role = role_by_name(role)?;
        let square = square_by_name(square)?;
        Ok(self
            .game
            .drop_refusal(role, square)
            .map(|r| r.code().to_string()))
    }

    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.game.position().is_check()
    }

    /// Result, claimable draws and the running count.
    #[wasm_bindgen(unchecked_return_type = "Status")]
    pub fn status(&self) -> Result<JsValue, JsValue> {
        to_js(&boundary::Status::of(&self.cached_status()))
    }

    #[wasm_bindgen(js_name = claimDraw, unchecked_return_type = "Reason")]
    pub fn claim_draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Reason | undefined")] reason: Option<String>,
    ) -> Result<String, JsValue> {
        let reason = match reason {
            None => None,
            Some(name) => Some(Reason::from_name(&name).ok_or_else(|| {
                error(
                    ErrorCode::Argument,
                    &format!(
                        "unknown reason {}",
                        quoted(&name.chars().take(32).collect::<String>())
                    ),
                )
            })?),
        };
        let r = self.game.claim_draw(reason).map_err(|e| game_error(&e))?;
        self.changed();
        Ok(r.name().to_string())
    }

    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: &str,
    ) -> Result<(), JsValue> {
        let color = color_by_name(color)?;
        self.game.resign(color).map_err(|e| game_error(&e))?;
        self.changed();
        Ok(())
    }

    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsValue> {
        self.game.agree_draw().map_err(|e| game_error(&e))?;
        self.changed();
        Ok(())
    }

    pub fn pgn(&self) -> String {
        self.game.pgn()
    }

    /// The PGN with descriptive tags (empty strings leave a tag as it is).
    #[wasm_bindgen(js_name = pgnWith)]
    pub fn pgn_with(
        &self,
        event: &str,
        site: &str,
        date: &str,
        white: &str,
        black: &str,
    ) -> String {
        self.game.pgn_with(&[
            ("Event", event),
            ("Site", site),
            ("Date", date),
            ("White", white),
            ("Black", black),
        ])
    }

    /// Leaf count at `depth` (1..=8) from the current position.
    pub fn perft(&self, depth: u32) -> Result<f64, JsValue> {
        if !(1..=8).contains(&depth) {
            return Err(error(ErrorCode::Argument, "perft depth must be 1..8"));
        }
        Ok(perft(self.game.position(), depth) as f64)
    }
}

/// Every game of a PGN text as a tree (tags, comments, NAGs, variations, result); `rules`
/// overrides the [Rules] of each game.
#[wasm_bindgen(js_name = parsePgn, unchecked_return_type = "PgnGame[]")]
pub fn parse_pgn(pgn: &str, rules: Option<String>) -> Result<JsValue, JsValue> {
    check_len(pgn, "PGN", limits::PGN)?;
    let rules = match rules {
        None => None,
        Some(name) => Some(rules_by_name(Some(name))?),
    };
    let games = crate::pgn_tree::read_pgn(pgn, rules).map_err(|e| game_error(&e))?;
    let trees: Vec<boundary::PgnGame> = games.iter().map(boundary::PgnGame::of).collect();
    to_js(&trees)
}

/// What a FEN's text holds, without judging the position (the board editor's reader): the
/// pieces, hands and counters; an unreadable text throws its `ERR_FEN_*` code.
#[wasm_bindgen(js_name = readFen, unchecked_return_type = "FenSetup")]
pub fn read_fen(fen: &str) -> Result<JsValue, JsValue> {
    let setup = crate::fen::parse(fen).map_err(|e| error(e.code(), &e.to_string()))?;
    to_js(&boundary::FenSetup::of(&setup))
}

/// Every input limit (`limits.rs`): `{ fen: 256, move: 16, ... }`.
#[wasm_bindgen(unchecked_return_type = "Limits")]
pub fn limits() -> Result<JsValue, JsValue> {
    to_js(&boundary::LIMITS)
}

/// Shows a Rust panic (a bug: never expected) in the console with its message and place, instead
/// of a bare "unreachable" trap. `init()` calls it once the module is loaded.
#[wasm_bindgen(js_name = installPanicHook)]
pub fn install_panic_hook() {
    console_error_panic_hook::set_once();
}

/// Perft on a FEN without building a game (benchmarks).
#[wasm_bindgen(js_name = perftFen)]
pub fn perft_fen(fen: &str, depth: u32, rules: Option<String>) -> Result<f64, JsValue> {
    let game = WasmGame::new(Some(fen.to_string()), rules)?;
    game.perft(depth)
}

/// The start position's FEN, as `Game.fen()` writes it.
#[wasm_bindgen(js_name = startFen)]
pub fn start_fen() -> String {
    crate::fen::START_FEN.to_string()
}

/// The presets: `[{ name, description }]`, the default first.
#[wasm_bindgen(unchecked_return_type = "Preset[]")]
pub fn presets() -> Result<JsValue, JsValue> {
    to_js(&boundary::Preset::all())
}

/// The traditional set-ups: `[{ name, white }]` (White's ranks 4/3/2/1).
#[wasm_bindgen(js_name = traditionalSetups, unchecked_return_type = "TraditionalSetup[]")]
pub fn traditional_setups() -> Result<JsValue, JsValue> {
    to_js(&boundary::TraditionalSetup::all())
}

fn setup_by_name(name: &str) -> Result<&'static TraditionalSetup, JsValue> {
    TraditionalSetup::by_name(name).ok_or_else(|| {
        error(
            ErrorCode::Argument,
            &format!(
                "unknown set-up {}",
                quoted(&name.chars().take(32).collect::<String>())
            ),
        )
    })
}

/// The drops (UCI, space separated, king first, chariots last) that build set-up `name` for
/// `color`; Black's are White's turned 180 degrees.
#[wasm_bindgen(js_name = setupDrops)]
pub fn setup_drops(
    #[wasm_bindgen(unchecked_param_type = "SetupName")] name: &str,
    #[wasm_bindgen(unchecked_param_type = "Color")] color: &str,
) -> Result<String, JsValue> {
    let setup = setup_by_name(name)?;
    let color = color_by_name(color)?;
    Ok(uci_list(&setup.drops(color)))
}

/// The FEN after White placed set-up `white` and Black set-up `black` from the start, in the
/// rules' placement order. A drop the rules refuse throws `ERR_ILLEGAL_MOVE`, naming the drop
/// and the refusal code.
#[wasm_bindgen(js_name = setupFen)]
pub fn setup_fen(white: &str, black: &str, rules: Option<String>) -> Result<String, JsValue> {
    let (white, black) = (setup_by_name(white)?, setup_by_name(black)?);
    let rules = rules_by_name(rules)?;
    TraditionalSetup::position(white, black, rules)
        .map(|pos| pos.fen())
        .map_err(|(m, refusal)| {
            error(
                ErrorCode::IllegalMove,
                &format!("{m} is refused under {rules}: {refusal}"),
            )
        })
}
