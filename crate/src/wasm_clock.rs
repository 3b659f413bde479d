//! WebAssembly bindings for clocks: a flag ends the game (`Game::timeout`). A second
//! `#[wasm_bindgen] impl WasmGame` block, kept apart from `wasm.rs`. No rules here.

use crate::game::GameError;
use crate::types::Color;
use crate::wasm::WasmGame;
use wasm_bindgen::prelude::*;

fn error(code: &str, message: &str) -> JsValue {
    let err = js_sys::Error::new(message);
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &JsValue::from_str(code));
    err.into()
}

fn game_error(e: &GameError) -> JsValue {
    error(e.code(), &e.to_string())
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

#[wasm_bindgen]
impl WasmGame {
    /// `color`'s flag fell: the other side wins, or the game is drawn when that side can never
    /// mate. Returns the winner's colour name, or `undefined` for a draw.
    pub fn timeout(&mut self, color: &str) -> Result<Option<String>, JsValue> {
        let color = color_by_name(color)?;
        let outcome = self.game.timeout(color).map_err(|e| game_error(&e))?;
        self.changed();
        Ok(outcome.winner.map(|c| c.name().to_string()))
    }

    /// Whether `color` would win if its opponent's time ran out now (it can still mate).
    #[wasm_bindgen(js_name = winsOnTime)]
    pub fn wins_on_time(&self, color: &str) -> Result<bool, JsValue> {
        let color = color_by_name(color)?;
        Ok(self.game.position().wins_on_time(color))
    }
}
