#!/usr/bin/env bash
# One-time set-up on a fresh machine; every step is skipped when already done.
# Installs: the wasm32 target and pinned wasm-bindgen CLI (via build-wasm.sh), npm packages,
# and Debian's Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x node_modules/.bin/vite ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
  else
    sudo apt-get update -q && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
  fi
fi
