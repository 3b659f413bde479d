#!/usr/bin/env bash
# The GPU route, in one run on a machine with many cores and a CUDA GPU (PyTorch installed there;
# nothing is built or downloaded): generation-1 data from the x86-64 datagen built here on every
# core, then training on the GPU, the quantised net checked by the crate, all within ten minutes.
#
#   bash train/device-run.sh              # from the repository root
#
# Inputs (environment): DATAGEN (default target/release/datagen, built on this side with
# `cargo build --release --bin datagen`), OUT (default $OUT, else target/nnue/device), GEN_SECONDS
# (300), TRAIN_SECONDS (200), THREADS (all cores), SEED (1001), LABEL ("--nodes 300"; generation 2,
# labelled by the built-in network's search: "--nodes 300 --net built-in"), ARCH (128b4, the shape
# built into the engine),
# DEVICE (cuda when PyTorch sees one, else cpu), PYTHON (python3), TABLES (none, or a directory of
# endgame tables carried along). Outputs under OUT: gen1.bin (the data), gen.log, train.log,
# net.nnue (the quantised net when ARCH is 128 or 128bN), summary.txt.
# The CPU path (DEVICE=cpu, small GEN_SECONDS/TRAIN_SECONDS) is what this repository tests here.
set -euo pipefail
DATAGEN=${DATAGEN:-target/release/datagen}
OUT=${OUT:-target/nnue/device}
GEN_SECONDS=${GEN_SECONDS:-300}
TRAIN_SECONDS=${TRAIN_SECONDS:-200}
THREADS=${THREADS:-$(nproc)}
SEED=${SEED:-1001}
LABEL=${LABEL:---nodes 300}
ARCH=${ARCH:-128b4}
PYTHON=${PYTHON:-python3}
TABLES=${TABLES:-none}
HERE=$(dirname "$0")
[[ -x $DATAGEN ]] || { echo "device-run: no datagen at $DATAGEN (build it here: cargo build --release --bin datagen)" >&2; exit 2; }
DEVICE=${DEVICE:-$("$PYTHON" -c 'import torch; print("cuda" if torch.cuda.is_available() else "cpu")')}
mkdir -p "$OUT"
start=$(date +%s)
echo "device-run: $THREADS threads, $GEN_SECONDS s of data ($LABEL), then $TRAIN_SECONDS s of training on $DEVICE, arch $ARCH" | tee "$OUT/summary.txt"
# shellcheck disable=SC2086
"$DATAGEN" gen --out "$OUT/gen1.bin" --games 100000000 --seconds "$GEN_SECONDS" --threads "$THREADS" \
  $LABEL --seed "$SEED" --tablebases "$TABLES" 2> "$OUT/gen.log"
tail -1 "$OUT/gen.log" | tee -a "$OUT/summary.txt"
"$DATAGEN" stats --data "$OUT/gen1.bin" | tee -a "$OUT/summary.txt"
"$PYTHON" "$HERE/train.py" --data "$OUT/gen1.bin" --out "$OUT/net.nnue" --arch "$ARCH" \
  --device "$DEVICE" --in-memory --threads "$THREADS" --batch 16384 --epochs 40 --patience 4 \
  --max-seconds "$TRAIN_SECONDS" --datagen "$DATAGEN" 2>&1 | tee "$OUT/train.log"
grep -E "^(best validation|wrote|quantised check)" "$OUT/train.log" >> "$OUT/summary.txt" || true
echo "device-run: $(( $(date +%s) - start )) s in all" | tee -a "$OUT/summary.txt"
