#!/usr/bin/env bash
# Coverage-guided fuzzing (cargo-fuzz / libFuzzer, on the stable toolchain with RUSTC_BOOTSTRAP=1)
# of every parser and of play: fuzz/fuzz_targets/*.rs. Installs cargo-fuzz when missing.
#
#   scripts/fuzz.sh [--ci] [SECONDS] [TARGET...]
#
# SECONDS per target (default 300). Without --ci, new inputs go into the committed corpus
# (fuzz/corpus/<target>; shrink it with `cargo fuzz cmin` before committing). With --ci they go to a
# temporary directory and the committed corpus is only read. Prints one line per target:
# `fuzz <target>: ok, <N> executions, 0 crashes in <S> s` or `fuzz <target>: CRASH ...`; exits
# non-zero when a target crashed or did not run.
set -uo pipefail
cd "$(dirname "$0")/.."

ci=0
if [ "${1:-}" = "--ci" ]; then ci=1; shift; fi
seconds=${1:-300}
[ $# -gt 0 ] && shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(fen moves pgn uci_loop play)

CARGO_FUZZ_VERSION=0.13.2
if ! cargo fuzz --version 2>/dev/null | grep -q "$CARGO_FUZZ_VERSION"; then
  start=$(date +%s)
  echo "installing cargo-fuzz $CARGO_FUZZ_VERSION" >&2
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked >&2 || { echo "fuzz: cargo-fuzz did not install"; exit 1; }
  echo "cargo-fuzz installed in $(( $(date +%s) - start )) s" >&2
fi

export RUSTC_BOOTSTRAP=1
cd fuzz
# The targets are their own workspace with their own lock: a dependency added to crate/Cargo.toml
# leaves fuzz/Cargo.lock behind, and a build would rewrite it (a CI run that changes the tree).
# Refuse instead, saying how to bring it up to date.
if ! stale=$(cargo metadata --format-version 1 --locked 2>&1 >/dev/null); then
  echo "$stale" | tail -3
  echo "fuzz: fuzz/Cargo.lock is out of date with crate/Cargo.toml; update it from the main lock and commit it:"
  echo "  cp Cargo.lock fuzz/Cargo.lock && (cd fuzz && cargo metadata --format-version 1 >/dev/null)"
  exit 1
fi
start=$(date +%s)
cargo fuzz build --sanitizer none >&2 || { echo "fuzz: the targets did not build"; exit 1; }
echo "fuzz targets built in $(( $(date +%s) - start )) s" >&2

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# One target's run; its result line goes to $scratch/<target>.result, 1 in <target>.failed on a crash.
run_target() {
  local target=$1 corpora log started code elapsed runs crashes
  mkdir -p "corpus/$target" "$scratch/$target"
  corpora=("corpus/$target")
  [ "$ci" -eq 1 ] && corpora=("$scratch/$target" "corpus/$target")
  log="$scratch/$target.log"
  started=$(date +%s)
  cargo fuzz run --sanitizer none "$target" "${corpora[@]}" -- \
    -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$scratch/$target-" >"$log" 2>&1
  code=$?
  elapsed=$(( $(date +%s) - started ))
  runs=$(grep -E '^stat::number_of_executed_units:' "$log" | awk '{print $2}' | tail -1)
  crashes=$(ls "$scratch/$target-"* 2>/dev/null | wc -l)
  {
    if [ "$code" -eq 0 ] && [ "$crashes" -eq 0 ] && [ -n "$runs" ]; then
      echo "fuzz $target: ok, $runs executions, 0 crashes in $elapsed s"
    else
      echo 1 >"$scratch/$target.failed"
      echo "fuzz $target: CRASH (exit $code, ${runs:-?} executions, $crashes crash inputs in $elapsed s)"
      grep -E 'panicked|ERROR|SUMMARY' "$log" | head -5
      for f in "$scratch/$target-"*; do
        [ -f "$f" ] || continue
        mkdir -p "artifacts/$target" && cp "$f" "artifacts/$target/"
        echo "  input: fuzz/artifacts/$target/$(basename "$f") ($(head -c 200 "$f" | od -An -c | tr -s ' ' | head -3 | tr -d '\n'))"
      done
    fi
  } >"$scratch/$target.result"
}

# Each target is one libFuzzer process on one core: as many run at once as there are cores
# (FUZZ_JOBS to choose), each for its full SECONDS.
jobs_max=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
for target in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n; done
  run_target "$target" &
done
wait
status=0
for target in "${targets[@]}"; do
  if [ -f "$scratch/$target.result" ]; then cat "$scratch/$target.result"; else echo "fuzz $target: CRASH (no result)"; status=1; fi
  [ -f "$scratch/$target.failed" ] && status=1
done
exit $status
