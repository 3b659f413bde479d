//! WebAssembly bindings for clocks: a flag ends the game (`Game::timeout`). A second
//! `#[wasm_bindgen] impl WasmGame` block, kept apart from `wasm.rs`. No rules here.

use crate::wasm::{color_by_name, game_error, WasmGame};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl WasmGame {
    /// `color`'s flag fell: the other side wins, or the game is drawn when that side can never
    /// mate. Returns the winner's colour name, or `undefined` for a draw.
    #[wasm_bindgen(unchecked_return_type = "Color | undefined")]
    pub fn timeout(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: &str,
    ) -> Result<Option<String>, JsValue> {
        let color = color_by_name(color)?;
        let outcome = self.game.timeout(color).map_err(|e| game_error(&e))?;
        self.changed();
        Ok(outcome.winner.map(|c| c.name().to_string()))
    }

    /// Whether `color` would win if its opponent's time ran out now (it can still mate).
    #[wasm_bindgen(js_name = winsOnTime)]
    pub fn wins_on_time(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: &str,
    ) -> Result<bool, JsValue> {
        let color = color_by_name(color)?;
        Ok(self.game.position().wins_on_time(color))
    }
}
