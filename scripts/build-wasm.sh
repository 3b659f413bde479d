#!/usr/bin/env bash
# Builds the rules core to WebAssembly: cargo (wasm32) -> wasm-bindgen --target web -> wasm-opt.
# Output: www/pkg/ (git-ignored). Installs the wasm target and the pinned wasm-bindgen CLI if missing.
set -euo pipefail
cd "$(dirname "$0")/.."

WB_VERSION=$(grep -A2 'name = "wasm-bindgen"' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p' | head -1)
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WB_VERSION\$"; then
  echo "installing wasm-bindgen-cli $WB_VERSION" >&2
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --locked
fi

cargo build --release --target wasm32-unknown-unknown -p sittuyin --lib
rm -rf www/pkg
wasm-bindgen --target web --out-dir www/pkg --out-name sittuyin \
  target/wasm32-unknown-unknown/release/sittuyin.wasm
npx --no-install wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals \
  www/pkg/sittuyin_bg.wasm -o www/pkg/sittuyin_bg.wasm
ls -l www/pkg/sittuyin_bg.wasm >&2
