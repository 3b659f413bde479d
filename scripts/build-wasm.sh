#!/usr/bin/env bash
# Builds the crate to two WebAssembly modules: cargo (wasm32) -> wasm-bindgen --target web -> wasm-opt.
#   www/pkg/sittuyin.js + sittuyin_bg.wasm                the rules core: Game, formats, set-ups,
#                                                         drop refusals (boards, diagrams, viewers)
#   www/pkg/sittuyin_engine.js + sittuyin_engine_bg.wasm  the engine: all of the core plus the search
#                                                         and endgame tables (cargo feature
#                                                         wasm-engine; loaded by the engine worker)
# Which Rust modules go into which is said once, in crate/src/lib.rs. The engine builds in its own
# target directory so that both builds stay incremental (a feature switch would rebuild the crate).
# The core builds with the cargo profile `wasm-core` (root Cargo.toml: opt-level "z", size first),
# the engine with `release` (opt-level 3, speed first).
# Output: www/pkg/ (git-ignored). Installs the wasm target and the pinned wasm-bindgen CLI if missing.
set -euo pipefail
cd "$(dirname "$0")/.."

WB_VERSION=$(grep -A2 'name = "wasm-bindgen"' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p' | head -1)
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WB_VERSION\$"; then
  echo "installing wasm-bindgen-cli $WB_VERSION" >&2
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --locked
fi

cargo build --profile wasm-core --target wasm32-unknown-unknown -p sittuyin --lib
# The engine's module uses WebAssembly SIMD (simd128) in the evaluation network's kernels only
# (`#[target_feature]` in crate/src/search/nnue.rs; Node >= 16.4 and current browsers have it):
# not for the whole crate, where the compiler vectorised other loops too (about 11 KB gzipped).
cargo build --release --target wasm32-unknown-unknown -p sittuyin --lib --features wasm-engine \
  --target-dir target/wasm-engine
rm -rf www/pkg
wasm-bindgen --target web --out-dir www/pkg --out-name sittuyin \
  target/wasm32-unknown-unknown/wasm-core/sittuyin.wasm
wasm-bindgen --target web --out-dir www/pkg --out-name sittuyin_engine \
  target/wasm-engine/wasm32-unknown-unknown/release/sittuyin.wasm
# wasm-opt: -Oz for the core (size first, as its cargo profile; about 0.6 KB gzipped less than
# -O3), -O3 for the engine (speed first).
for name in sittuyin sittuyin_engine; do
  opt=(-Oz)
  [[ $name == sittuyin_engine ]] && opt=(-O3 --enable-simd)
  npx --no-install wasm-opt "${opt[@]}" --enable-bulk-memory --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-mutable-globals \
    "www/pkg/${name}_bg.wasm" -o "www/pkg/${name}_bg.wasm"
done
ls -l www/pkg/*.wasm >&2
