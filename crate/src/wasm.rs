//! WebAssembly bindings: a thin layer over `Game`. No rules here. Errors are thrown as JS
//! `Error`s carrying a stable `code`; the TypeScript wrapper (`www/lib`) turns them into
//! `SittuyinError`. Structured values cross as JSON text (see `json.rs`).

use crate::game::{Game, GameError, Reason, Status};
use crate::json;
use crate::movegen::perft;
use crate::rules::Rules;
use crate::search::{plan, Clock, Engine, Limits};
use crate::setups::TraditionalSetup;
use crate::square::Square;
use crate::tablebase::{Material, Tablebases};
use crate::types::{Color, Role};
use std::cell::RefCell;
use std::sync::atomic::AtomicBool;
use wasm_bindgen::prelude::*;

/// Longest string argument accepted (a PGN may be long; everything else is short).
const MAX_ARG_LEN: usize = 1 << 20;

fn error(code: &str, message: &str) -> JsValue {
    let err = js_sys::Error::new(message);
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &JsValue::from_str(code));
    err.into()
}

fn game_error(e: &GameError) -> JsValue {
    error(e.code(), &e.to_string())
}

fn check_len(text: &str, what: &str) -> Result<(), JsValue> {
    if text.len() > MAX_ARG_LEN {
        return Err(error("ERR_ARGUMENT", &format!("{what} is too long")));
    }
    Ok(())
}

fn rules_by_name(name: Option<String>) -> Result<&'static Rules, JsValue> {
    match name {
        None => Ok(&Rules::CHESSPLAYX),
        Some(name) => {
            check_len(&name, "rules")?;
            Rules::by_name(&name).ok_or_else(|| game_error(&GameError::Rules(name)))
        }
    }
}

fn color_by_name(name: &str) -> Result<Color, JsValue> {
    Color::from_name(name).ok_or_else(|| {
        error(
            "ERR_ARGUMENT",
            &format!(
                "color must be 'white' or 'black', found {:?}",
                name.chars().take(16).collect::<String>()
            ),
        )
    })
}

fn role_by_name(name: &str) -> Result<Role, JsValue> {
    Role::from_name(name).ok_or_else(|| {
        error(
            "ERR_ARGUMENT",
            &format!(
                "role must be one of king, general, elephant, horse, chariot, pawn; found {:?}",
                name.chars().take(16).collect::<String>()
            ),
        )
    })
}

fn square_by_name(name: &str) -> Result<Square, JsValue> {
    Square::parse(name).ok_or_else(|| {
        error(
            "ERR_ARGUMENT",
            &format!(
                "square must be a1..h8, found {:?}",
                name.chars().take(16).collect::<String>()
            ),
        )
    })
}

#[wasm_bindgen]
pub struct WasmGame {
    pub(crate) game: Game,
    /// Status of the current state, computed once; cleared by every change.
    status: RefCell<Option<Status>>,
    /// The search engine, created on the first `bestMove` (its table outlives one search).
    engine: Option<Engine>,
}

/// Wall clock for the search: `Date.now()` (the core itself has no clock).
struct DateClock(f64);

impl Clock for DateClock {
    fn elapsed_ms(&self) -> u64 {
        (js_sys::Date::now() - self.0).max(0.0) as u64
    }
}

fn optional_limit(value: Option<f64>, what: &str, max: f64) -> Result<Option<u64>, JsValue> {
    match value {
        None => Ok(None),
        Some(v) if v.is_finite() && v >= 1.0 && v <= max => Ok(Some(v as u64)),
        Some(_) => Err(error(
            "ERR_ARGUMENT",
            &format!("{what} must be a number from 1 to {max}"),
        )),
    }
}

impl WasmGame {
    fn wrap(game: Game) -> WasmGame {
        WasmGame {
            game,
            status: RefCell::new(None),
            engine: None,
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
                check_len(&fen, "FEN")?;
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
        check_len(pgn, "PGN")?;
        let rules = match rules {
            None => None,
            Some(name) => Some(rules_by_name(Some(name))?),
        };
        let game = Game::from_pgn_game(pgn, rules, index.map(|i| i as usize))
            .map_err(|e| game_error(&e))?;
        Ok(WasmGame::wrap(game))
    }

    /// The tags of the PGN the game was read from, in order: `[[name, value], ...]` as JSON.
    #[wasm_bindgen(js_name = tagsJson)]
    pub fn tags_json(&self) -> String {
        json::tags_json(self.game.tags())
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
        let moves = self.game.position().legal_moves();
        let mut out = String::with_capacity(moves.len() * 6);
        for (i, m) in moves.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            m.write_uci(&mut out);
        }
        out
    }

    /// Legal moves as a JSON array of move objects.
    #[wasm_bindgen(js_name = movesJson)]
    pub fn moves_json(&self) -> String {
        if self.is_over() {
            return "[]".to_string();
        }
        json::moves_json(self.game.position())
    }

    /// Plays a UCI or SAN move; returns the move object as JSON.
    pub fn play(&mut self, text: &str) -> Result<String, JsValue> {
        check_len(text, "move")?;
        let before = *self.game.position();
        let m = self.game.play(text).map_err(|e| game_error(&e))?;
        self.changed();
        Ok(json::move_json(&before, m))
    }

    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(&self, text: &str) -> bool {
        text.len() <= 64 && !self.is_over() && self.game.position().parse_san(text).is_ok()
    }

    pub fn san(&self, text: &str) -> Result<String, JsValue> {
        check_len(text, "move")?;
        let pos = self.game.position();
        let m = pos
            .parse_san(text)
            .map_err(|e| game_error(&GameError::Move(e)))?;
        Ok(pos.san(m))
    }

    /// Takes back a move; returns it as JSON, or nothing at the start.
    pub fn undo(&mut self) -> Option<String> {
        let m = self.game.undo()?;
        self.changed();
        Some(json::move_json(self.game.position(), m))
    }

    pub fn redo(&mut self) -> Option<String> {
        let before = *self.game.position();
        let m = self.game.redo()?;
        self.changed();
        Some(json::move_json(&before, m))
    }

    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.game.can_redo() && !self.is_over()
    }

    /// UCI history joined by spaces, from ply `start` (default 0: all of it).
    pub fn history(&self, start: Option<u32>) -> String {
        let moves = self.game.moves();
        let start = (start.unwrap_or(0) as usize).min(moves.len());
        moves[start..]
            .iter()
            .map(|m| m.to_uci())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The moves played from ply `start` (default 0) with their mover and move number, as JSON
    /// (a move list extends itself by the new plies only).
    pub fn plies(&self, start: Option<u32>) -> String {
        crate::json::plies_json(&self.game, start.unwrap_or(0) as usize)
    }

    /// SAN history joined by spaces.
    #[wasm_bindgen(js_name = sanHistory)]
    pub fn san_history(&self) -> String {
        self.game.san_history().join(" ")
    }

    pub fn turn(&self) -> String {
        self.game.position().turn().name().to_string()
    }

    pub fn phase(&self) -> String {
        if self.game.position().is_placement() {
            "placement".to_string()
        } else {
            "play".to_string()
        }
    }

    pub fn ply(&self) -> u32 {
        self.game.ply() as u32
    }

    pub fn rules(&self) -> String {
        self.game.rules().name.to_string()
    }

    #[wasm_bindgen(js_name = handJson)]
    pub fn hand_json(&self, color: &str) -> Result<String, JsValue> {
        let color = color_by_name(color)?;
        Ok(json::hand_json(self.game.position(), color))
    }

    #[wasm_bindgen(js_name = piecesJson)]
    pub fn pieces_json(&self) -> String {
        json::pieces_json(self.game.position())
    }

    /// Why the side to move may not place `role` (a role name: 'king', 'chariot', ...) on
    /// `square` ('e2') now: a stable code such as 'chariot-back-rank', or nothing when the drop
    /// is legal.
    #[wasm_bindgen(js_name = dropRefusal)]
    pub fn drop_refusal(&self, role: &str, square: &str) -> Result<Option<String>, JsValue> {
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

    #[wasm_bindgen(js_name = statusJson)]
    pub fn status_json(&self) -> String {
        json::status_json(&self.cached_status())
    }

    #[wasm_bindgen(js_name = claimDraw)]
    pub fn claim_draw(&mut self, reason: Option<String>) -> Result<String, JsValue> {
        let reason = match reason {
            None => None,
            Some(name) => Some(Reason::from_name(&name).ok_or_else(|| {
                error(
                    "ERR_ARGUMENT",
                    &format!(
                        "unknown reason {:?}",
                        name.chars().take(32).collect::<String>()
                    ),
                )
            })?),
        };
        let r = self.game.claim_draw(reason).map_err(|e| game_error(&e))?;
        self.changed();
        Ok(r.name().to_string())
    }

    pub fn resign(&mut self, color: &str) -> Result<(), JsValue> {
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

    /// Searches the current position; returns `{ uci, san, score: { cp } | { mate }, depth, nodes,
    /// pv, pvSan }` as JSON (`uci` null when there is no legal move). With a `level` (1..=8) the
    /// level's limits and randomness apply, seeded by `seed`.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(
        &mut self,
        depth: Option<f64>,
        nodes: Option<f64>,
        movetime: Option<f64>,
        level: Option<f64>,
        seed: Option<f64>,
        on_info: Option<js_sys::Function>,
    ) -> Result<String, JsValue> {
        let requested = Limits {
            depth: optional_limit(depth, "depth", 64.0)?.map(|d| d as u32),
            nodes: optional_limit(nodes, "nodes", 1e12)?,
            movetime_ms: optional_limit(movetime, "movetime", 3.6e6)?,
            soft_time: false,
        };
        let level = optional_limit(level, "level", 8.0)?.map(|l| l as u8);
        let plan = plan(requested, level);
        let mut limits = plan.limits;
        // Nothing can stop a synchronous search from outside: never search without an end.
        if limits.is_infinite() {
            limits.depth = Some(6);
        }
        let engine = self.engine.get_or_insert_with(|| Engine::new(8));
        engine.set_randomness(plan.randomness, seed.unwrap_or(0.0) as u64);
        engine.set_use_tablebases(plan.use_tablebase);
        engine.set_use_book(plan.use_book);
        // The tables belong to the module (every Game shares them): lent to the engine for the
        // search. A search with a clock never makes one (that takes seconds): a missing table of
        // the root's ending is queued, for `tablebaseWork` to make in slices while the worker
        // is idle, and this search plays on its evaluation. One limited by depth or nodes
        // alone makes it first, as before, so it plays the same every time.
        engine.tablebases = TABLEBASES.with(RefCell::take);
        if limits.movetime_ms.is_some() {
            engine.request_tablebases(self.game.position(), false);
        } else {
            engine.prepare_tablebases(self.game.position(), false);
        }
        let pos = *self.game.position();
        let history = self.game.history_hashes();
        let clock = DateClock(js_sys::Date::now());
        let stop = AtomicBool::new(false);
        let mut report = |info: &crate::search::Info| {
            if let Some(f) = &on_info {
                // A throwing callback must not abort the search.
                let _ = f.call1(
                    &JsValue::NULL,
                    &JsValue::from_str(&json::search_info_json(&pos, info)),
                );
            }
        };
        let result = engine.search(&pos, &history, &limits, &clock, &stop, &mut report);
        let tables = std::mem::take(&mut engine.tablebases);
        TABLEBASES.with(|t| *t.borrow_mut() = tables);
        Ok(json::best_move_json(&pos, &result))
    }

    /// Leaf count at `depth` (1..=8) from the current position.
    pub fn perft(&self, depth: u32) -> Result<f64, JsValue> {
        if !(1..=8).contains(&depth) {
            return Err(error("ERR_ARGUMENT", "perft depth must be 1..8"));
        }
        Ok(perft(self.game.position(), depth) as f64)
    }
}

// --- Endgame tables (the engine's block) ---

thread_local! {
    /// Endgame tables generated in this module instance, shared by every Game.
    static TABLEBASES: RefCell<Tablebases> = RefCell::new(Tablebases::new());
}

#[wasm_bindgen]
impl WasmGame {
    /// The endgame table's verdict on the current position with its counters, as JSON
    /// (`json::tablebase_probe_json`), or `undefined` when the position is not a table ending
    /// or its table has not been generated (see `tablebaseGenerate`).
    #[wasm_bindgen(js_name = tablebaseProbe)]
    pub fn tablebase_probe(&self) -> Option<String> {
        let pos = self.game.position();
        let ending = Tablebases::ending(pos)?;
        TABLEBASES.with(|t| {
            let tables = t.borrow();
            let probe = tables.probe(pos)?;
            let best = tables.best_move(pos).map(|(m, _)| m);
            Some(json::tablebase_probe_json(pos, &ending, &probe, best))
        })
    }

    /// `{ ending, generated, bytes }` as JSON: the current position's table ending (null when
    /// none), whether its table is ready, and the bytes all tables hold.
    #[wasm_bindgen(js_name = tablebaseStatus)]
    pub fn tablebase_status(&self) -> String {
        let pos = self.game.position();
        let ending = Tablebases::ending(pos);
        TABLEBASES.with(|t| {
            let tables = t.borrow();
            json::tablebase_status_json(ending.as_ref(), tables.has_table_for(pos), tables.bytes())
        })
    }

    /// Generates the table of the current position's ending (and the smaller ones it needs);
    /// returns the status JSON as `tablebaseStatus`. Takes seconds for a four-piece ending.
    #[wasm_bindgen(js_name = tablebaseGenerate)]
    pub fn tablebase_generate(&self) -> String {
        let pos = self.game.position();
        TABLEBASES.with(|t| {
            t.borrow_mut().ensure_for(pos);
        });
        self.tablebase_status()
    }
}

/// Makes endgame tables queued by timed searches for about `ms` milliseconds (at most one
/// second; the deadline is looked at every few thousand positions, so a call overruns it by
/// milliseconds only). Returns whether tables are still queued: the engine worker calls this
/// again from a zero-delay timer while it has nothing else to do, so a request that arrives
/// waits for one slice at most, never for a whole table.
#[wasm_bindgen(js_name = tablebaseWork)]
pub fn tablebase_work(ms: f64) -> bool {
    let budget = if ms.is_finite() {
        ms.clamp(0.0, 1000.0)
    } else {
        0.0
    };
    let deadline = js_sys::Date::now() + budget;
    TABLEBASES.with(|t| {
        let mut tables = t.borrow_mut();
        !tables.work(&mut || js_sys::Date::now() >= deadline)
    })
}

/// Generates the table of an ending named like `KRK`, `KSFK` or `KRKS` under `rules` (default
/// chessplayx), for benchmarks and the endgame trainer; returns its size in bytes.
#[wasm_bindgen(js_name = tablebaseGenerateEnding)]
pub fn tablebase_generate_ending(ending: &str, rules: Option<String>) -> Result<f64, JsValue> {
    let rules = rules_by_name(rules)?;
    let material = Material::parse(ending)
        .filter(|m| Material::all().contains(m))
        .ok_or_else(|| error("ERR_ARGUMENT", &format!("unknown ending {ending:?}")))?;
    Ok(TABLEBASES.with(|t| {
        let mut tables = t.borrow_mut();
        tables.ensure(&material, rules);
        tables
            .table(&material, rules)
            .map_or(0.0, |x| x.bytes() as f64)
    }))
}

/// A FEN for practising the mate of a bare-king `ending` (`KSK`, `KFNK`, ...): White to move,
/// the count running, won for White within it. Generates the table if needed; seeded.
#[wasm_bindgen(js_name = tablebaseTrainingFen)]
pub fn tablebase_training_fen(
    ending: &str,
    seed: f64,
    rules: Option<String>,
) -> Result<String, JsValue> {
    let rules = rules_by_name(rules)?;
    let material = Material::parse(ending)
        .filter(|m| Material::all().contains(m) && m.is_bare_king())
        .ok_or_else(|| {
            error(
                "ERR_ARGUMENT",
                &format!("not a bare-king ending {ending:?}"),
            )
        })?;
    TABLEBASES.with(|t| {
        let mut tables = t.borrow_mut();
        tables.ensure(&material, rules);
        tables
            .training_position(&material, rules, seed as u64)
            .map(|p| p.fen())
            .ok_or_else(|| error("ERR_ARGUMENT", &format!("{ending} has no won position")))
    })
}

/// The stable error codes, space separated (the TypeScript package's ERROR_CODES is this list).
/// Every game of a PGN text as a tree (tags, comments, NAGs, variations, result), as JSON
/// (`json::pgn_games_json`); `rules` overrides each game's [Rules].
#[wasm_bindgen(js_name = parsePgnJson)]
pub fn parse_pgn_json(pgn: &str, rules: Option<String>) -> Result<String, JsValue> {
    check_len(pgn, "PGN")?;
    let rules = match rules {
        None => None,
        Some(name) => Some(rules_by_name(Some(name))?),
    };
    let games = crate::pgn_tree::read_pgn(pgn, rules).map_err(|e| game_error(&e))?;
    Ok(json::pgn_games_json(&games))
}

#[wasm_bindgen(js_name = errorCodes)]
#[must_use]
pub fn error_codes() -> String {
    crate::errors::ERROR_CODES.join(" ")
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

/// The presets as JSON: `[{ name, description }]`, the default first.
#[wasm_bindgen(js_name = presetsJson)]
pub fn presets_json() -> String {
    json::presets_json()
}

/// The traditional set-ups as JSON: `[{ name, white }]` (White's ranks 4/3/2/1).
#[wasm_bindgen(js_name = traditionalSetupsJson)]
pub fn traditional_setups_json() -> String {
    json::setups_json()
}

fn setup_by_name(name: &str) -> Result<&'static TraditionalSetup, JsValue> {
    TraditionalSetup::by_name(name).ok_or_else(|| {
        error(
            "ERR_ARGUMENT",
            &format!(
                "unknown set-up {:?}",
                name.chars().take(32).collect::<String>()
            ),
        )
    })
}

/// The drops (UCI, space separated, king first, chariots last) that build set-up `name` for
/// `color`; Black's are White's turned 180 degrees.
#[wasm_bindgen(js_name = setupDrops)]
pub fn setup_drops(name: &str, color: &str) -> Result<String, JsValue> {
    let setup = setup_by_name(name)?;
    let color = color_by_name(color)?;
    Ok(setup
        .drops(color)
        .iter()
        .map(|m| m.to_uci())
        .collect::<Vec<_>>()
        .join(" "))
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
                "ERR_ILLEGAL_MOVE",
                &format!("{m} is refused under {rules}: {refusal}"),
            )
        })
}
