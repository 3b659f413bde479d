//! WebAssembly exports of the engine's module only (`www/pkg/sittuyin_engine_bg.wasm`, cargo
//! feature `wasm-engine`): the search and the endgame tables. The engine's module also holds
//! everything of `wasm.rs` (the same `WasmGame`, with these methods added), so the engine worker
//! loads this one module alone; pages that only show boards load the rules core without them.

use crate::boundary::{BestMove, SearchInfo, TablebaseProbe, TablebaseStatus};
use crate::errors::ErrorCode;
use crate::search::nnue::{self, Network};
use crate::search::{plan, Clock, Engine, Limits};
use crate::tablebase::{Material, Tablebases};
use crate::wasm::{error, rules_by_name, to_js, WasmGame};
use std::cell::RefCell;
use std::sync::atomic::AtomicBool;
use wasm_bindgen::prelude::*;

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
            ErrorCode::Argument,
            &format!("{what} must be a number from 1 to {max}"),
        )),
    }
}

#[wasm_bindgen]
impl WasmGame {
    /// Searches the current position; returns `{ uci, san, score: { cp } | { mate }, depth, nodes,
    /// pv, pvSan }` (`uci` null when there is no legal move); `on_info` gets a `SearchInfo` after
    /// each iteration. With a `level` (1..=8) the level's limits and randomness apply, seeded by
    /// `seed`.
    #[wasm_bindgen(js_name = bestMove, unchecked_return_type = "BestMove")]
    pub fn best_move(
        &mut self,
        depth: Option<f64>,
        nodes: Option<f64>,
        movetime: Option<f64>,
        level: Option<f64>,
        seed: Option<f64>,
        #[wasm_bindgen(unchecked_param_type = "((info: SearchInfo) => void) | undefined")]
        on_info: Option<js_sys::Function>,
    ) -> Result<JsValue, JsValue> {
        let requested = Limits {
            depth: optional_limit(depth, "depth", 64.0)?.map(|d| d as u32),
            nodes: optional_limit(nodes, "nodes", 1e12)?,
            movetime_ms: optional_limit(movetime, "movetime", 3.6e6)?,
            soft_time: false,
            optimum_ms: None,
        };
        let level = optional_limit(level, "level", 8.0)?.map(|l| l as u8);
        let plan = plan(requested, level);
        let mut limits = plan.limits;
        // Nothing can stop a synchronous search from outside: never search without an end.
        if limits.is_infinite() {
            limits.depth = Some(6);
        }
        let network = self.network_for(level.map(f64::from));
        let engine = self.engine.get_or_insert_with(|| Engine::new(8));
        engine.set_network(network);
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
                if let Ok(info) = to_js(&SearchInfo::of(&pos, info)) {
                    let _ = f.call1(&JsValue::NULL, &info);
                }
            }
        };
        let result = engine.search(&pos, &history, &limits, &clock, &stop, &mut report);
        let tables = std::mem::take(&mut engine.tablebases);
        TABLEBASES.with(|t| *t.borrow_mut() = tables);
        to_js(&BestMove::of(&pos, &result))
    }
}

// --- Endgame tables (the engine's block) ---

thread_local! {
    /// Endgame tables generated in this module instance, shared by every Game.
    static TABLEBASES: RefCell<Tablebases> = RefCell::new(Tablebases::new());
}

#[wasm_bindgen]
impl WasmGame {
    /// The endgame table's verdict on the current position with its counters, or `null` when
    /// the position is not a table ending or its table has not been generated (see
    /// `tablebaseGenerate`).
    #[wasm_bindgen(js_name = tablebaseProbe, unchecked_return_type = "TablebaseProbe | null")]
    pub fn tablebase_probe(&self) -> Result<JsValue, JsValue> {
        let pos = self.game.position();
        let Some(ending) = Tablebases::ending(pos) else {
            return Ok(JsValue::NULL);
        };
        let probe = TABLEBASES.with(|t| {
            let tables = t.borrow();
            let probe = tables.probe(pos)?;
            let best = tables.best_move(pos).map(|(m, _)| m);
            Some(TablebaseProbe::of(pos, &ending, &probe, best))
        });
        to_js(&probe)
    }

    /// `{ ending, generated, bytes }`: the current position's table ending (null when none),
    /// whether its table is ready, and the bytes all tables hold.
    #[wasm_bindgen(js_name = tablebaseStatus, unchecked_return_type = "TablebaseStatus")]
    pub fn tablebase_status(&self) -> Result<JsValue, JsValue> {
        let pos = self.game.position();
        let ending = Tablebases::ending(pos).map(|m| m.to_string());
        let status = TABLEBASES.with(|t| {
            let tables = t.borrow();
            TablebaseStatus {
                ending,
                generated: tables.has_table_for(pos),
                bytes: tables.bytes() as u64,
            }
        });
        to_js(&status)
    }

    /// Generates the table of the current position's ending (and the smaller ones it needs);
    /// returns the status as `tablebaseStatus`. Takes seconds for a four-piece ending.
    #[wasm_bindgen(js_name = tablebaseGenerate, unchecked_return_type = "TablebaseStatus")]
    pub fn tablebase_generate(&self) -> Result<JsValue, JsValue> {
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
        .ok_or_else(|| error(ErrorCode::Argument, &format!("unknown ending {ending:?}")))?;
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
                ErrorCode::Argument,
                &format!("not a bare-king ending {ending:?}"),
            )
        })?;
    TABLEBASES.with(|t| {
        let mut tables = t.borrow_mut();
        tables.ensure(&material, rules);
        tables
            .training_position(&material, rules, seed as u64)
            .map(|p| p.fen())
            .ok_or_else(|| {
                error(
                    ErrorCode::Argument,
                    &format!("{ending} has no won position"),
                )
            })
    })
}

#[wasm_bindgen]
impl WasmGame {
    /// Queues the table of the current position's ending (and the smaller ones it needs) for
    /// `tablebaseWork` to make in slices, without making any now; returns the status as
    /// `tablebaseStatus`. The engine worker answers a table probe this way, so a search asked
    /// after it starts at once instead of waiting seconds for the table.
    #[wasm_bindgen(js_name = tablebaseRequest, unchecked_return_type = "TablebaseStatus")]
    pub fn tablebase_request(&self) -> Result<JsValue, JsValue> {
        let pos = self.game.position();
        if let Some(m) = Tablebases::ending(pos) {
            TABLEBASES.with(|t| t.borrow_mut().request(&m, pos.rules()));
        }
        self.tablebase_status()
    }
}

// --- The evaluation network (the engine's block) ---

thread_local! {
    /// The evaluation network of every Game of this module: the built-in one
    /// (`nnue::BUILT_IN`), or the one `loadNetwork` loaded.
    static NETWORK: RefCell<std::sync::Arc<Network>> = RefCell::new(nnue::built_in());
    /// Whether `NETWORK` is the built-in one.
    static BUILT_IN: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// Loads an evaluation network, a file in the SNN1 or SNN2 format of `train/README.md` (205,588
/// bytes with one output layer, up to 209,204 with eight), in place of the built-in one, for
/// the searches of every Game of this module (from level 4, unless a Game says `useNetwork(false)`);
/// an empty array restores the built-in network. Bytes that are no such file throw `ERR_NETWORK`
/// and keep the network loaded before.
#[wasm_bindgen(js_name = loadNetwork)]
pub fn load_network(bytes: &[u8]) -> Result<(), JsValue> {
    let network = if bytes.is_empty() {
        nnue::built_in()
    } else {
        let net =
            Network::from_bytes(bytes).map_err(|e| error(ErrorCode::Network, &e.to_string()))?;
        std::sync::Arc::new(net)
    };
    NETWORK.with(|n| *n.borrow_mut() = network);
    BUILT_IN.with(|b| b.set(bytes.is_empty()));
    Ok(())
}

/// Whether the network in use is one `loadNetwork` loaded (false: the built-in one).
#[wasm_bindgen(js_name = networkLoaded)]
#[must_use]
pub fn network_loaded() -> bool {
    !BUILT_IN.with(std::cell::Cell::get)
}

/// The module's network's evaluation of a FEN from the side to move's view, in centipawns,
/// computed from scratch: for tests against the native build.
#[wasm_bindgen(js_name = networkEvaluate)]
pub fn network_evaluate(fen: &str, rules: Option<String>) -> Result<i32, JsValue> {
    let game = WasmGame::new(Some(fen.to_string()), rules)?;
    Ok(NETWORK.with(|n| n.borrow().evaluate(game.game.position())))
}

/// The bytes of `Network::random(seed)`: a network of the right shape with random weights, for
/// tests and speed measurements (it plays nonsense).
#[wasm_bindgen(js_name = randomNetwork)]
#[must_use]
pub fn random_network(seed: f64) -> Vec<u8> {
    Network::random(seed as u64).to_bytes()
}

/// `nnue::self_test`: this module's evaluation kernels (SIMD when built with `simd128`) against
/// the plain-Rust ones on random lanes and along `games` random games with a random network.
/// Returns the number of positions compared; a difference throws an Error that describes it.
#[wasm_bindgen(js_name = nnueSelfTest)]
pub fn nnue_self_test(seed: f64, games: f64) -> Result<f64, JsValue> {
    nnue::self_test(seed as u64, games.clamp(0.0, 1000.0) as u32)
        .map(f64::from)
        .map_err(|e| JsValue::from_str(&e))
}

/// Whether the evaluation uses SIMD instructions in this module.
#[wasm_bindgen(js_name = nnueSimd)]
#[must_use]
pub fn nnue_simd() -> bool {
    nnue::SIMD
}

#[wasm_bindgen]
impl WasmGame {
    /// Whether this Game's next searches evaluate with the module's network (the built-in one,
    /// or `loadNetwork`'s; on by default) instead of the hand-tuned evaluation. Levels 1-3 keep
    /// the hand-tuned one whatever `on` says (a level of `undefined` is full strength). Returns
    /// whether a search at `level` now uses the network.
    #[wasm_bindgen(js_name = useNetwork)]
    pub fn use_network(&mut self, on: bool, level: Option<f64>) -> bool {
        self.network_on = on;
        self.network_for(level).is_some()
    }
}

impl WasmGame {
    /// The network a search at `level` evaluates with (`None`: the hand-tuned evaluation).
    fn network_for(&self, level: Option<f64>) -> Option<std::sync::Arc<Network>> {
        let wanted = self.network_on && level.is_none_or(|l| l >= f64::from(nnue::MIN_LEVEL));
        wanted.then(|| NETWORK.with(|n| std::sync::Arc::clone(&n.borrow())))
    }
}
