#!/usr/bin/env bash
# npm start: set up a fresh machine, build the wasm core, serve the app with Vite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
npm run build:wasm
exec npx vite --host 127.0.0.1
