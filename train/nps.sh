#!/usr/bin/env bash
# Nodes per CPU-second of the search with and without the network, native and wasm, side by side:
#   bash train/nps.sh NET [ROUNDS] [NODES]
# NET is a network file (the built-in one: crate/nets/gen4-17m-128b4.nnue), or `random` for
# Network::random(1) (the right size, random weights: for speed only). Each round searches the same positions to a fixed node count with the hand-tuned
# evaluation then the network: natively in one process each (`sittuyin uci`, CPU time = user +
# sys from /usr/bin/time, so a busy machine affects both alike), then in the wasm engine
# (dist/pkg/sittuyin_engine_bg.wasm, simd128; train/nps-wasm.mjs, CPU time of the searches
# alone). WASM=0 skips the wasm runs. Needs `cargo build --release` and `npm run build:wasm &&
# npm run build:lib`.
set -euo pipefail
NET=${1:?network file or random}
ROUNDS=${2:-3}
NODES=${3:-400000}
BIN=${BIN:-target/release/sittuyin}
WASM=${WASM:-1}
HERE=$(dirname "$0")
if [[ $NET == random ]]; then
  NET=$(mktemp)
  trap 'rm -f "$NET"' EXIT
  node "$HERE/nps-wasm.mjs" --random 1 "$NET"
fi
FENS=(
  "startpos"
  "fen r1s1k3/1n2f3/p1pp1pp1/4p2p/P3P3/1PP2PPP/3N1S2/R2FK2R[] w - - 0 20"
  "fen 2r1k3/1s3f2/p2pp1p1/2p2p1p/1P2P2P/P1P2PP1/3S4/3RK3[] b - - 0 30"
  "fen 8/3k4/1p1s2p1/p1p2p1p/P2P1P1P/1P4P1/3KS3/8[] w - - 0 50"
)
VARIANTS=(hand nnue)
[[ $WASM == 1 ]] && VARIANTS+=(wasm-hand wasm-nnue)
declare -A NODES_SUM CPU_SUM
for v in "${VARIANTS[@]}"; do NODES_SUM[$v]=0; CPU_SUM[$v]=0; done
for ((r = 0; r < ROUNDS; r++)); do
  for variant in "${VARIANTS[@]}"; do
    if [[ $variant == wasm-* ]]; then
      read -r n cpu < <(node "$HERE/nps-wasm.mjs" "$NET" "$NODES" "${variant#wasm-}" "${FENS[@]}")
      NODES_SUM[$variant]=$((NODES_SUM[$variant] + n))
      CPU_SUM[$variant]=$(awk -v a="${CPU_SUM[$variant]}" -v b="$cpu" 'BEGIN{print a + b}')
      continue
    fi
    # The UCI engine evaluates with its built-in network unless told otherwise.
    opt="setoption name UseNNUE value false"
    [[ $variant == nnue ]] && opt="setoption name EvalFile value $NET"
    for pos in "${FENS[@]}"; do
      out=$( { /usr/bin/time -f "cpu %U %S" "$BIN" uci 2>&1 >/tmp/nps.$$ <<<"$opt
position $pos
go nodes $NODES
isready"; } 2>&1; cat /tmp/nps.$$)
      n=$(grep -o 'nodes [0-9]*' <<<"$out" | tail -1 | cut -d' ' -f2)
      # The last info line is the last finished iteration's; a search stopped by the node limit
      # searched exactly NODES (the wasm engine, which reports its total, confirms it).
      ((n < NODES)) && n=$NODES
      cpu=$(grep -o '^cpu [0-9.]* [0-9.]*' <<<"$out" | awk '{print $2 + $3}')
      NODES_SUM[$variant]=$((NODES_SUM[$variant] + n))
      CPU_SUM[$variant]=$(awk -v a="${CPU_SUM[$variant]}" -v b="$cpu" 'BEGIN{print a + b}')
    done
  done
done
rm -f /tmp/nps.$$
for variant in "${VARIANTS[@]}"; do
  awk -v v=$variant -v n="${NODES_SUM[$variant]}" -v c="${CPU_SUM[$variant]}" \
    'BEGIN{printf "%-10s %d nodes in %.2f CPU s = %.0f nodes per CPU-second\n", v, n, c, n / c}'
done
nps() { awk -v n="${NODES_SUM[$1]}" -v c="${CPU_SUM[$1]}" 'BEGIN{print n / c}'; }
ratio() { awk -v a="$(nps "$1")" -v b="$(nps "$2")" -v t="$3" 'BEGIN{printf "%-28s %.2fx\n", t, a / b}'; }
ratio nnue hand "native: network / hand"
if [[ $WASM == 1 ]]; then
  ratio wasm-nnue wasm-hand "wasm: network / hand"
  ratio wasm-hand hand "hand: wasm / native"
  ratio wasm-nnue nnue "network: wasm / native"
fi
