#!/usr/bin/env bash
# One command for a machine with an NVIDIA GPU (docs/GPU.md): builds zero with
# the CUDA backend, runs the GPU tests and a short benchmark against PyTorch
# eager on the same GPU, and prints a summary: tests passed, step time vs
# PyTorch, memory by category (measured/report), the NCCL collectives that
# ran. Meant to finish within 8 minutes on one H200 with 16 cores; each phase
# has a time limit and the summary says what did not finish.
#   utils/gpu-check.sh [build-dir]        (default build-gpu; JOBS=N to override)
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build-gpu}
JOBS=${JOBS:-$(nproc)}
LIT=${LIT:-$(command -v lit || echo /usr/lib/llvm-22/bin/lit)}
OUT=$BUILD/gpu-check
START=$(date +%s)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mkdir -p "$OUT"
SUMMARY=()
note() { SUMMARY+=("$1"); echo "== $1"; }
elapsed() { echo $(( $(date +%s) - START )); }

if ! nvidia-smi -L > "$OUT/gpus.txt" 2>&1; then
  note "GPU: none usable (nvidia-smi -L: $(head -1 "$OUT/gpus.txt"))"
  printf '%s\n' "${SUMMARY[@]}"; exit 1
fi
note "GPU: $(head -1 "$OUT/gpus.txt")"

# --- build: only what the GPU checks run ----------------------------------
cmake -G Ninja -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release \
  -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir -DZERO_ENABLE_CUDA=ON \
  > "$OUT/configure.log" 2>&1 || { note "configure FAILED (see $OUT/configure.log)"; printf '%s\n' "${SUMMARY[@]}"; exit 1; }
if ! timeout 300 ninja -C "$BUILD" -j"$JOBS" zero-opt zero-trace zero-run \
    zero_runtime_cuda zero-rt-cuda-test ZeroCudaHostTests ZeroRuntimeTests \
    > "$OUT/build.log" 2>&1; then
  note "build FAILED or over 300 s after $(elapsed) s (see $OUT/build.log)"
  printf '%s\n' "${SUMMARY[@]}"; exit 1
fi
note "build: ok at $(elapsed) s"

# --- tests -----------------------------------------------------------------
timeout 150 "$LIT" -v "$BUILD/test/Runtime/cuda-runtime.test" \
  "$BUILD/test/e2e/gpu-mlp-n1.test" "$BUILD/test/e2e/gpu-gpt-n1.test" \
  "$BUILD/test/e2e/device-cuda-unavailable.test" "$BUILD/test/Pipelines" \
  > "$OUT/lit.log" 2>&1
note "lit (GPU tests and pipeline): $(grep -cE '^PASS:' "$OUT/lit.log") passed, $(grep -cE '^(FAIL|XPASS|UNRESOLVED|TIMEOUT):' "$OUT/lit.log") failed, $(grep -cE '^UNSUPPORTED:' "$OUT/lit.log") unsupported$(grep -qE '^(FAIL|UNRESOLVED|TIMEOUT):' "$OUT/lit.log" && echo " -- $(grep -E '^(FAIL|UNRESOLVED|TIMEOUT):' "$OUT/lit.log" | tr '\n' ' ')")"
timeout 60 "$BUILD/bin/zero-rt-cuda-test" > "$OUT/cuda-test.log" 2>&1
note "zero-rt-cuda-test: $(grep -E '^\[  (PASSED|FAILED)  \]' "$OUT/cuda-test.log" | tr '\n' ' ')$(grep -c '\[  SKIPPED' "$OUT/cuda-test.log") skipped"

# --- benchmark: GPT step, zero-run --device=cuda vs PyTorch eager ----------
L=2 C=256 H=4 T=128 V=512 B=16 STEPS=20
if [ "$(elapsed)" -lt 360 ]; then
  "$BUILD/bin/zero-trace" gpt --layers $L --d-model $C --heads $H --context $T \
    --vocab $V --batch $B --optimizer adamw -o "$OUT/gpt.mlir" 2>/dev/null
  "$BUILD/bin/zero-opt" "$OUT/gpt.mlir" \
    --zero-pipeline="stage=3 world-size=1 report=$OUT/report.json" \
    -o "$OUT/gpt3.mlir" 2> "$OUT/opt.log"
  NCCL_DEBUG=INFO NCCL_DEBUG_SUBSYS=COLL timeout 120 "$BUILD/bin/zero-run" "$OUT/gpt3.mlir" \
    --device=cuda --int-range=$V --hyper=0.003,step --steps=$STEPS \
    --metrics="$OUT/gpu.json" --report="$OUT/report.json" > "$OUT/zero-run.log" 2>&1
  rc=$?
  if [ $rc = 0 ]; then
    zms=$(python3 -c "import json;print('%.3f'%(1e3*json.load(open('$OUT/gpu.json'))['step_time_median_s']))")
    note "zero-run --device=cuda GPT L=$L d=$C h=$H T=$T V=$V batch $B, stage 3, N=1: median step $zms ms"
    note "memory by category, measured (current at rest / peak): $(grep -m1 'rank 0:' "$OUT/zero-run.log" | sed 's/^ *//')"
    note "memory, static report: $(grep -m1 '^report:' "$OUT/zero-run.log")"
    note "NCCL collectives that ran: $(grep -oE '(AllGather|ReduceScatter|AllReduce|Broadcast): opCount' "$OUT/zero-run.log" | cut -d: -f1 | sort | uniq -c | tr '\n' ' ')"
  else
    note "zero-run --device=cuda FAILED (rc $rc): $(grep -m1 -iE 'error' "$OUT/zero-run.log")"
  fi
  tline=$(timeout 120 python3 "$ROOT/utils/bench/torch_eager_cuda.py" $L $C $H $T $V $B $STEPS 2>&1 | tail -1)
  note "PyTorch eager, same GPU, same model: $tline"
  if [ $rc = 0 ] && [[ "$tline" == torch-cuda\ step_ms* ]]; then
    tms=$(echo "$tline" | awk '{print $3}')
    note "step time zero / PyTorch eager: $(python3 -c "print('%.2f' % ($zms / $tms))")"
  fi
else
  note "benchmark skipped: $(elapsed) s used, not enough left of the 8 minutes"
fi

echo
echo "=== gpu-check summary ($(elapsed) s; logs in $OUT) ==="
printf '%s\n' "${SUMMARY[@]}"
