#!/usr/bin/env bash
# Runs every fuzz target of zero (fuzz/) for SECONDS each and reports, per
# target, the executions, the coverage and the crashes; exits non-zero when a
# crash is zero's (a stack frame in zero's own source), so `make fuzz` fails.
#
#   utils/fuzz/run.sh BUILD SECONDS ZERO_TRACE [TARGET...]
#
# BUILD is a build configured with -DLLVM_USE_SANITIZE_COVERAGE=ON (`make
# fuzz` uses build-fuzz). Each target runs in libFuzzer's fork mode, so a
# crash is recorded and fuzzing goes on for the whole time. The corpus grows
# in BUILD/fuzz/corpus/TARGET across runs; crash inputs land in
# BUILD/fuzz/findings/TARGET with the stack of each beside it (.stack). A
# crash of zero's becomes a lit regression test (docs/Reliability.md).
# ZERO_TRACE writes the traced steps of the seed corpus; TARGETs default to
# all of them.
set -uo pipefail

usage="usage: run.sh BUILD SECONDS ZERO_TRACE [TARGET...]"
build=${1:?$usage}
seconds=${2:?$usage}
zero_trace=${3:?$usage}
shift 3
src=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "$build" && pwd)
work=$build/fuzz
# Stacks name zero's sources as the compiler saw them: BUILD/../lib/... for
# a build inside the source tree.
src_from_build=$(realpath --relative-to="$build" "$src")
symbolizer=/usr/lib/llvm-22/bin/llvm-symbolizer
export ASAN_SYMBOLIZER_PATH=$symbolizer
# The fuzz targets parse and transform in one process for hours: a leak is
# reported by the sanitizer build of the test suite, not here. LLVM's headers
# poison allocator memory that uninstrumented libMLIR then reuses; see
# test/lit.cfg.py.
export ASAN_OPTIONS=detect_leaks=0:allow_user_poisoning=0
export UBSAN_OPTIONS=print_stacktrace=1

python3 "$src/utils/fuzz/seed-corpus.py" --zero-trace "$zero_trace" \
  --out "$work/seeds" || exit 1

# target:seed directory.
targets="zero-parse-fuzzer:mlir zero-pipeline-fuzzer:mlir zero-npy-fuzzer:npy zero-checkpoint-fuzzer:checkpoint zero-cache-entry-fuzzer:cache"
if [ $# -gt 0 ]; then
  chosen=""
  for t in "$@"; do chosen="$chosen $(tr ' ' '\n' <<<"$targets" | grep "^$t:")"; done
  targets=$chosen
fi

# One target: fuzz, then classify its crash inputs; writes its summary line
# to $work/TARGET.summary and the count of zero's crashes to
# $work/TARGET.ours.
fuzz_target() {
  local entry=$1
  local target=${entry%%:*}
  local seeds=$work/seeds/${entry##*:}
  local corpus=$work/corpus/$target
  local findings=$work/findings/$target
  local log=$work/$target.log
  mkdir -p "$corpus" "$findings"
  echo "== $target: ${seconds}s"
  "$build/bin/$target" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 \
    -ignore_ooms=1 -max_total_time="$seconds" -timeout=60 \
    -rss_limit_mb=4096 -dict="$src/fuzz/mlir.dict" \
    -artifact_prefix="$findings/" "$corpus" "$seeds" > "$log" 2>&1
  # The last progress line of fork mode:
  #   #EXECS: cov: C ft: F corp: N exec/s E oom/timeout/crash: O/T/K time: S
  local last execs cov counters
  last=$(grep -E '^#[0-9]+: cov:' "$log" | tail -1)
  execs=$(sed -E 's/^#([0-9]+):.*/\1/' <<<"$last")
  cov=$(sed -E 's/.* cov: ([0-9]+).*/\1/' <<<"$last")
  counters=$(grep -m1 -oE 'Loaded [0-9]+ modules +\([0-9]+ inline 8-bit counters\)' "$log" |
             sed -E 's/.*\(([0-9]+) inline.*/\1/')
  local crashes=0 crashes_ours=0 crashes_flaky=0 input
  for input in "$findings"/crash-* "$findings"/leak-*; do
    [ -e "$input" ] || continue
    case $input in *.stack) continue ;; esac
    crashes=$((crashes + 1))
    [ -e "$input.stack" ] || "$build/bin/$target" "$input" > "$input.stack" 2>&1
    if ! grep -qE "ERROR: |runtime error: |deadly signal" "$input.stack"; then
      crashes_flaky=$((crashes_flaky + 1))
      continue
    fi
    # zero's if any frame is in zero's source outside fuzz/ (the harness).
    if grep -E "^ +#[0-9]+ .* ($src|$build/$src_from_build)/(lib|include|runtime|tools)/" \
         "$input.stack" > /dev/null; then
      crashes_ours=$((crashes_ours + 1))
      echo "   zero's crash: $input (stack: $input.stack)"
    fi
  done
  local line="$target: ${execs:-0} executions, coverage ${cov:-0} of ${counters:-?} edges, $crashes crash inputs ($crashes_ours in zero's code, $crashes_flaky not reproducible alone), $(grep -oE 'oom/timeout/crash: [0-9/]+' <<<"$last")"
  echo "   $line"
  echo "$line" > "$work/$target.summary"
  echo "$crashes_ours" > "$work/$target.ours"
}

# FUZZ_PARALLEL=1 runs the targets at the same time (one core each), so the
# one-hour run takes an hour rather than one per target.
for entry in $targets; do
  if [ "${FUZZ_PARALLEL:-0}" = 1 ]; then
    fuzz_target "$entry" &
  else
    fuzz_target "$entry"
  fi
done
wait

ours=0
summary=()
for entry in $targets; do
  target=${entry%%:*}
  summary+=("$(cat "$work/$target.summary")")
  ours=$((ours + $(cat "$work/$target.ours")))
done

echo "== fuzz summary (${seconds}s per target)"
printf '%s\n' "${summary[@]}"
if [ "$ours" -ne 0 ]; then
  echo "zero: $ours crash inputs in zero's code; see $work/findings"
  exit 1
fi
