#!/bin/sh
# zero demo (for `make demo`): train a bundled step on 2 ranks at ZeRO
# stages 0-3 and print the loss summary and a per-rank memory table.
# The step is the MLP + Adam of test/e2e/Inputs/mlp.py, partitioned by that
# script, until zero-trace (GPT) and zero-partition land.
#   tools/zero-run/demo.sh [build-dir]
set -eu
BUILD=${1:-build}
N=${N:-2} STEPS=${STEPS:-50}
IN=${IN:-64} HID=${HID:-256} OUT=${OUT:-64} BATCH=${BATCH:-32}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OPENBLAS_NUM_THREADS=1
echo "MLP $IN-$HID-$OUT + Adam, global batch $BATCH, $N ranks, $STEPS steps, built-in synthetic data"
for STAGE in 0 1 2 3; do
  python3 test/e2e/Inputs/mlp.py mlir $N $STAGE $IN $HID $OUT $BATCH > "$TMP/s$STAGE.mlir"
  mpirun -np $N --oversubscribe "$BUILD/bin/zero-run" "$TMP/s$STAGE.mlir" \
    --hyper=0.01,step --steps=$STEPS --metrics="$TMP/s$STAGE.json" > "$TMP/s$STAGE.log"
done
python3 - "$TMP" <<'PY'
import json, sys
d = sys.argv[1]
runs = [json.load(open("%s/s%d.json" % (d, s))) for s in range(4)]
l = runs[3]["losses"]
print("stage 3 loss: first %.6f, step 10 %.6f, last %.6f (%d steps)" % (l[0], l[min(9, len(l) - 1)], l[-1], len(l)))
same = all(abs(a - b) <= 1e-5 * abs(b) + 1e-7 for r in runs for a, b in zip(r["losses"], runs[0]["losses"]))
print("loss trajectories of stages 0-3 agree within 1e-5: %s" % ("yes" if same else "NO"))
print()
print("per-rank bytes (rank 0)  params   grads*  opt_state  model_state  peak     comm/step")
for s, r in enumerate(runs):
    p = r["per_rank"][0]
    print("stage %d                 %-8d %-7d %-10d %-12d %-8d %d" % (
        s, p["params_bytes"], p["grads_peak_bytes"], p["optimizer_state_bytes"],
        p["model_state_bytes"], p["peak_bytes"], r["comm_bytes_per_step_theory"]))
print("* grads: peak of gradient storage (full gradients at stages 0-1, shards at 2-3)")
PY
