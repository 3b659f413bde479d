#!/usr/bin/env bash
# Nodes per CPU-second of the native search with and without the network, side by side:
#   bash train/nps.sh NET [ROUNDS] [NODES]
# Each round searches the same positions to a fixed node count, hand-tuned evaluation then the
# network, in one process each; the CPU time (user + sys, from /usr/bin/time) is the divisor so
# a busy machine affects both alike.
set -euo pipefail
NET=${1:?network file}
ROUNDS=${2:-3}
NODES=${3:-400000}
BIN=${BIN:-target/release/sittuyin}
FENS=(
  "startpos"
  "fen r1s1k3/1n2f3/p1pp1pp1/4p2p/P3P3/1PP2PPP/3N1S2/R2FK2R[] w - - 0 20"
  "fen 2r1k3/1s3f2/p2pp1p1/2p2p1p/1P2P2P/P1P2PP1/3S4/3RK3[] b - - 0 30"
  "fen 8/3k4/1p1s2p1/p1p2p1p/P2P1P1P/1P4P1/3KS3/8[] w - - 0 50"
)
declare -A NODES_SUM=([hand]=0 [nnue]=0) CPU_SUM=([hand]=0 [nnue]=0)
for ((r = 0; r < ROUNDS; r++)); do
  for variant in hand nnue; do
    opt=""
    [[ $variant == nnue ]] && opt="setoption name EvalFile value $NET"
    for pos in "${FENS[@]}"; do
      out=$( { /usr/bin/time -f "cpu %U %S" "$BIN" uci 2>&1 >/tmp/nps.$$ <<<"$opt
position $pos
go nodes $NODES
isready"; } 2>&1; cat /tmp/nps.$$)
      n=$(grep -o 'nodes [0-9]*' <<<"$out" | tail -1 | cut -d' ' -f2)
      cpu=$(grep -o '^cpu [0-9.]* [0-9.]*' <<<"$out" | awk '{print $2 + $3}')
      NODES_SUM[$variant]=$((NODES_SUM[$variant] + n))
      CPU_SUM[$variant]=$(awk -v a="${CPU_SUM[$variant]}" -v b="$cpu" 'BEGIN{print a + b}')
    done
  done
done
rm -f /tmp/nps.$$
for variant in hand nnue; do
  awk -v v=$variant -v n="${NODES_SUM[$variant]}" -v c="${CPU_SUM[$variant]}" \
    'BEGIN{printf "%s: %d nodes in %.2f CPU s = %.0f nodes per CPU-second\n", v, n, c, n / c}'
done
