#!/usr/bin/env bash
# `make demo-fits`: ZeRO trains what does not fit. 4 ranks, each with a
# per-rank memory limit L (--memory-limit), and a zero-trace GPT whose stage-0
# model state (params + grads, 8 bytes per parameter with fp32 SGD) is more
# than 3 L:
# stage 0 is refused before it starts; stage 3 trains on zero's own docs
# (bytes), its loss falls, and every rank's measured peak stays under L.
# It then checkpoints, resumes on 2 ranks at stage 2 and exports the model.
# Plain SGD, not AdamW: the optimizer writes new parameters and state next to
# the old ones (the step's arguments live until it returns), so a stage-3
# peak is about twice the rank's model state, and AdamW's 16 bytes per
# parameter at stage 0 are only ~2.65x its stage-3 peak on 4 ranks; SGD's
# are ~3.4x.
# Then offload on ONE rank: the same GPT with bf16 AdamW (16 bytes per
# parameter), stage 3 with parameters and optimizer state in a file store
# (zero-offload), scheduled within a limit L1 of its resident peak (chunks
# read ahead and written behind): the stage-0 model
# state is more than 4 L1; the losses equal the in-memory program's bit for
# bit.
#   utils/demo-fits.sh [build-dir]        (STEPS=30 override)
set -euo pipefail
build=$(cd "${1:-build}" && pwd)
here=$(cd "$(dirname "$0")/.." && pwd)
bin="$build/bin"
N=4 STEPS=${STEPS:-30}
LAYERS=4 DMODEL=256 HEADS=4 CONTEXT=32 VOCAB=256 MICRO=1 LR=${LR:-0.1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OPENBLAS_NUM_THREADS=1
mpirun="mpirun --oversubscribe"

section() { printf '\n== %s\n' "$1"; }

# Windows of zero's own docs (byte-level tokens) for the batch arguments of
# STEP, written as DIR/arg<i>.npy.
write_data() {
python3 - "$1" "$2" "$here" "$CONTEXT" <<'PY'
import os, re, sys
sys.path.insert(0, os.path.join(sys.argv[3], "test", "lib", "python"))
from zero_testing import npy
step, out, T = sys.argv[1], sys.argv[2], int(sys.argv[4])
text = open(os.path.join(sys.argv[3], "docs", "Design.md"), "rb").read()
batch = [int(m.group(1)) for m in re.finditer(r'%arg(\d+): tensor<[0-9x]*xi64> \{[^}]*zero\.role = "batch"', open(step).read())]
rows = [text[i:i + T + 1] for i in range(0, len(text) - T - 1, T // 2)]
os.makedirs(out)
for index, off in zip(batch, (0, 1)):
    vals = [b for r in rows for b in r[off:off + T]]
    npy.write(os.path.join(out, "arg%d.npy" % index), (len(rows), T), vals, "<i8")
print("   data: %d windows of %d bytes of docs/Design.md (byte-level tokens)" % (len(rows), T))
PY
}

section "1. zero-trace: a GPT ($LAYERS layers, d_model $DMODEL) with SGD, micro-batch $MICRO per rank"
"$bin/zero-trace" gpt --layers $LAYERS --d-model $DMODEL --heads $HEADS --context $CONTEXT \
  --vocab $VOCAB --batch $MICRO --optimizer sgd --momentum 0 -o "$tmp/step.mlir" 2>&1 | sed 's/^/   /'
write_data "$tmp/step.mlir" "$tmp/data"

section "2. zero-opt: the step at stage 0 and stage 3 on $N ranks, with their static memory reports"
for S in 0 3; do
  "$bin/zero-opt" "$tmp/step.mlir" --zero-pipeline="stage=$S world-size=$N report=$tmp/r$S.json" -o "$tmp/s$S.mlir"
done
# The limit: the stage-3 static peak rounded up to 64 KiB; the demo needs the
# stage-0 model state to be at least 3 L.
read -r L MS0 < <(python3 - "$tmp" <<'PY'
import json, sys
r0, r3 = (json.load(open("%s/r%d.json" % (sys.argv[1], s))) for s in (0, 3))
L = -(-r3["per_rank"]["peak_bytes"] // 65536) * 65536
print(L, r0["per_rank"]["model_state_bytes"])
PY
)
echo "   --memory-limit L = $L bytes per rank; stage-0 model state $MS0 bytes per rank = $(python3 -c "print('%.2f' % ($MS0 / $L))") L"
[ "$MS0" -ge $((3 * L)) ] || { echo "demo-fits: the stage-0 model state is under 3 L" >&2; exit 1; }

section "3. zero-run stage 0 with --memory-limit=$L: refused before the first step"
if $mpirun -np $N "$bin/zero-run" "$tmp/s0.mlir" --data="$tmp/data" --hyper=$LR --steps=1 \
     --memory-limit=$L > "$tmp/log0" 2>&1; then
  echo "demo-fits: stage 0 was not refused" >&2; exit 1
fi
grep -m1 'rank 0: error' "$tmp/log0" | fold -s -w 100 | sed 's/^/   /'
if grep -q '^step ' "$tmp/log0"; then echo "demo-fits: stage 0 ran a step" >&2; exit 1; fi

section "4. zero-run stage 3 with --memory-limit=$L: trains $STEPS steps, checkpoint at the end"
$mpirun -np $N "$bin/zero-run" "$tmp/s3.mlir" --data="$tmp/data" --hyper=$LR --steps=$STEPS \
  --memory-limit=$L --report="$tmp/r3.json" --metrics="$tmp/m3.json" \
  --checkpoint-dir="$tmp/ck" > "$tmp/log3"
awk '/^step /{ if ($2 == 1 || $2 % 5 == 0) print "   " $1, $2, $3, $4 }' "$tmp/log3"
python3 - "$tmp" "$L" <<'PY'
import json, sys
m = json.load(open("%s/m3.json" % sys.argv[1]))
L = int(sys.argv[2])
l = m["losses"]
peaks = [r["peak_bytes"] for r in m["per_rank"]]
print("   loss: step 1 %.4f -> step %d %.4f (mean of the last 5: %.4f)" % (l[0], len(l), l[-1], sum(l[-5:]) / 5))
print("   measured peak per rank: %s bytes, limit %d" % (" ".join(map(str, peaks)), L))
if max(peaks) > L or not sum(l[-5:]) / 5 < l[0]:
    sys.exit("demo-fits: the peak is over the limit or the loss did not fall")
PY

section "5. Resume the checkpoint on 2 ranks at stage 2, 5 more steps, export the model"
"$bin/zero-opt" "$tmp/step.mlir" --zero-pipeline="stage=2 world-size=2" -o "$tmp/s2n2.mlir" 2>/dev/null || true
# Two ranks with micro-batch 1 see half the global batch; the step is the same model.
$mpirun -np 2 "$bin/zero-run" "$tmp/s2n2.mlir" --data="$tmp/data" --steps=5 --resume="$tmp/ck" \
  --export="$tmp/model.safetensors" > "$tmp/log2"
grep -E '^zero-run: resuming|^step' "$tmp/log2" | sed 's/^/   /'
echo "   $(stat -c %s "$tmp/model.safetensors") bytes in model.safetensors (safetensors.torch.load_file reads it)"

section "6. One rank, offloaded: bf16 AdamW at stage 3, params and optimizer state in a file store"
"$bin/zero-trace" gpt --layers $LAYERS --d-model $DMODEL --heads $HEADS --context $CONTEXT \
  --vocab $VOCAB --batch $MICRO --optimizer adamw --precision bf16 -o "$tmp/adamw.mlir" 2>&1 | sed 's/^/   /'
write_data "$tmp/adamw.mlir" "$tmp/data-adamw"
"$bin/zero-opt" "$tmp/adamw.mlir" --zero-pipeline="stage=0 world-size=1 report=$tmp/o0.json" -o /dev/null
"$bin/zero-opt" "$tmp/adamw.mlir" --zero-pipeline="stage=3 world-size=1 schedule=1" -o "$tmp/mem.mlir"
"$bin/zero-opt" "$tmp/adamw.mlir" --zero-pipeline="stage=3 world-size=1 offload=params offload-chunk-bytes=262144 report=$tmp/off.json" -o /dev/null
read -r L1 OMS0 RES < <(python3 - "$tmp" <<'PY'
import json, sys
r0, off = (json.load(open("%s/%s.json" % (sys.argv[1], n)))["per_rank"] for n in ("o0", "off"))
print(-(-off["peak_bytes"] // 65536) * 65536, r0["model_state_bytes"], off["resident_model_state_bytes"])
PY
)
# Scheduled within L1: the next chunk is read while the current one is
# updated, the last one written behind.
"$bin/zero-opt" "$tmp/adamw.mlir" --zero-pipeline="stage=3 world-size=1 offload=params offload-chunk-bytes=262144 schedule=1 memory-budget=$L1 report=$tmp/off.json" -o "$tmp/off.mlir"
echo "   scheduled: $(grep -c 'zero.fetch_start' "$tmp/off.mlir") fetches read ahead, $(grep -c 'zero.writeback_start' "$tmp/off.mlir") writebacks behind"
echo "   --memory-limit L1 = $L1 bytes; stage-0 model state $OMS0 bytes = $(python3 -c "print('%.2f' % ($OMS0 / $L1))") L1; resident model state offloaded: $RES bytes (the bf16 gradients)"
[ "$OMS0" -ge $((4 * L1)) ] || { echo "demo-fits: the stage-0 model state is under 4 L1" >&2; exit 1; }
mkdir "$tmp/scratch"
OSTEPS=${OFFLOAD_STEPS:-10}
"$bin/zero-run" "$tmp/off.mlir" --data="$tmp/data-adamw" --hyper=1e-3,step --steps=$OSTEPS --memory-limit=$L1 \
  --offload-dir="$tmp/scratch" --report="$tmp/off.json" --metrics="$tmp/moff.json" > "$tmp/logoff"
"$bin/zero-run" "$tmp/mem.mlir" --data="$tmp/data-adamw" --hyper=1e-3,step --steps=$OSTEPS \
  --metrics="$tmp/mmem.json" > "$tmp/logmem"
grep -A2 '^offload store' "$tmp/logoff" | sed 's/^/   /'
python3 - "$tmp" "$L1" <<'PY'
import json, sys
off, mem = (json.load(open("%s/%s.json" % (sys.argv[1], n))) for n in ("moff", "mmem"))
L = int(sys.argv[2])
peak = off["per_rank"][0]["peak_bytes"]
print("   loss: step 1 %.4f -> step %d %.4f; identical bit for bit to the in-memory run: %s"
      % (off["losses"][0], len(off["losses"]), off["losses"][-1], off["losses"] == mem["losses"]))
print("   measured resident peak %d bytes (limit %d; in memory %d); median step %.3f s offloaded, %.3f s in memory"
      % (peak, L, mem["per_rank"][0]["peak_bytes"], off["step_time_median_s"], mem["step_time_median_s"]))
if off["losses"] != mem["losses"] or peak > L:
    sys.exit("demo-fits: the offloaded run differs from memory or is over the limit")
PY
[ -z "$(ls -A "$tmp/scratch")" ] || { echo "demo-fits: the store left files" >&2; exit 1; }
echo "   the store's scratch directory is gone; --offload-dir is as it was"

printf '\nMore: docs/Checkpoints.md (checkpoints, resume, export), docs/Runtime.md (--memory-limit, the offload store).\n'
