#!/usr/bin/env bash
# Runs every test suite: Rust (rules core, CLI, search), lints, a short fuzz run per target, the
# wasm package in Node, the consumer test, board unit tests (Vitest) and the app end to end in
# Chromium. Sets up what is missing first, and checks last that the run left the git tree as it
# found it. Ends with one line: `tests: N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT

count_cargo() { # sums "test result: ... N passed; M failed" lines
  local p f
  p=$(grep -E '^test result:' "$1" | sed -E 's/.* ([0-9]+) passed.*/\1/' | awk '{s+=$1} END {print s+0}')
  f=$(grep -E '^test result:' "$1" | sed -E 's/.* ([0-9]+) failed.*/\1/' | awk '{s+=$1} END {print s+0}')
  passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))
}
count_node() { # node --test: "# pass N" / "# fail N"
  local p f
  p=$(grep -E '^# pass ' "$1" | awk '{s+=$3} END {print s+0}')
  f=$(grep -E '^# fail ' "$1" | awk '{s+=$3} END {print s+0}')
  passed=$((passed + p)); failed=$((failed + f))
}
count_vitest() { # " Tests  3 failed | 12 passed (15)"
  local line p f
  line=$(grep -E '^ +Tests +' "$1" | tail -1)
  p=$(echo "$line" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+')
  f=$(echo "$line" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+')
  passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))
}
section_start=$SECONDS
header() { # "== name", after the time the previous section took
  [ -n "${section_name:-}" ] && echo "   ($section_name: $((SECONDS - section_start)) s)"
  section_name=$1; section_start=$SECONDS
  echo "== $1"
}
step() { # a step that is not a test suite: a failure counts as one failed test
  local name=$1; shift
  header "$name"
  if "$@" >"$log/step.txt" 2>&1; then
    tail -3 "$log/step.txt"
  else
    cat "$log/step.txt"
    echo "!! $name failed"
    failed=$((failed + 1))
  fi
}
has_script() { node -e "process.exit(require('./package.json').scripts['$1'] ? 0 : 1)"; }
# What git sees of the tree: tracked files and untracked non-ignored ones, by content (a run that
# rewrites a committed file, or leaves a new unignored one, changes it).
tree_state() {
  git status --porcelain --untracked-files=all
  git diff HEAD --binary | sha256sum
  git ls-files --others --exclude-standard -z | xargs -0 -r sha256sum
}
in_git=0
git rev-parse --is-inside-work-tree >/dev/null 2>&1 && in_git=1
[ "$in_git" -eq 1 ] && tree_before=$(tree_state)

step "set-up" bash scripts/setup.sh --browser

header "cargo test"
cargo test --profile ci --workspace --no-fail-fast 2>&1 | tee "$log/cargo.txt" | grep -E '^(test result|test .* FAILED|failures:)|panicked' || true
count_cargo "$log/cargo.txt"
grep -qE '^test result:' "$log/cargo.txt" || { echo "!! cargo test did not run"; failed=$((failed + 1)); }

step "cargo clippy" cargo clippy --release --workspace --all-targets -- -D warnings
step "cargo fmt" cargo fmt --all -- --check
# Coverage-guided fuzzing, a short run per target (npm run fuzz runs longer): each target is a test.
header "fuzz (${FUZZ_SECONDS:-30} s per target)"
bash scripts/fuzz.sh --ci "${FUZZ_SECONDS:-30}" >"$log/fuzz.txt" 2>"$log/fuzz-setup.txt"
grep -E '^(fuzz |  input:|thread|SUMMARY)' "$log/fuzz.txt" || true
grep -E 'installed in|built in' "$log/fuzz-setup.txt" || true
fuzz_ok=$(grep -cE '^fuzz [a-z_]+: ok' "$log/fuzz.txt")
fuzz_bad=$(grep -cE '^fuzz [a-z_]+: CRASH' "$log/fuzz.txt")
passed=$((passed + fuzz_ok)); failed=$((failed + fuzz_bad))
if [ "$fuzz_ok" -eq 0 ] && [ "$fuzz_bad" -eq 0 ]; then
  tail -20 "$log/fuzz.txt" "$log/fuzz-setup.txt"
  echo "!! fuzz did not run"; failed=$((failed + 1))
fi

step "build (wasm, package, app)" npm run build
step "tsc (package)" npx --no-install tsc --noEmit -p tsconfig.lib.json
[ -f tsconfig.json ] && step "tsc (app)" npx --no-install tsc --noEmit -p tsconfig.json

for suite in tests/api tests/consumer tests/e2e; do
  [ -d "$suite" ] || continue
  header "node --test $suite"
  node --test "$suite/" >"$log/node.txt" 2>&1
  grep -E '^(not ok|# (pass|fail))' "$log/node.txt" || true
  # A failure: each failing test (a subtest is indented) with its error, up to the end of its block.
  grep -qE '^# fail 0' "$log/node.txt" ||
    awk '/^ *not ok/ { p = 1; n = 0 } p { print; n++; if ($0 ~ /^ *\.\.\.$/ || n >= 40) p = 0 }' "$log/node.txt" | head -150
  count_node "$log/node.txt"
done

if [ -d tests/board ]; then
  header "vitest tests/board"
  NO_COLOR=1 FORCE_COLOR=0 npx --no-install vitest run tests/board 2>&1 | sed 's/\x1b\[[0-9;]*m//g' >"$log/vitest.txt"
  grep -E '(Tests|FAIL)' "$log/vitest.txt" || cat "$log/vitest.txt" | tail -30
  count_vitest "$log/vitest.txt"
  grep -qE '^ +Tests +' "$log/vitest.txt" || { echo "!! vitest did not run"; failed=$((failed + 1)); }
fi

# Last: the run left the tree as it found it (CI starts from a clean clone, so: clean).
if [ "$in_git" -eq 1 ]; then
  header "the tree is unchanged (git status --porcelain)"
  if [ "$(tree_state)" = "$tree_before" ]; then
    echo "unchanged"
  else
    git status --porcelain
    echo "!! the test run changed tracked files or left untracked ones (above): commit, ignore or stop writing them"
    failed=$((failed + 1))
  fi
fi

echo "   ($section_name: $((SECONDS - section_start)) s)"
echo "   (all: $SECONDS s)"
echo
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
