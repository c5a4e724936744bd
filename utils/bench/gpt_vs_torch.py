#!/usr/bin/env python3
"""zero-run's compiled GPT step against PyTorch eager, side by side.

  utils/bench/gpt_vs_torch.py [BUILD]        # writes BUILD/bench/gpt_vs_torch.{jsonl,md}

The models of docs/Benchmarks.md (A: V256 ctx32 L2 d64 H4, B: V512 ctx128
L4 d256 H8, global batch 8; S: GPT-2 small, V50257 ctx128 L12 d768 H12 with
the head tied to wte, global batch 2; CONFIGS=S to run it), AdamW, one
compute thread per rank unless THREADS. Each case
is run by zero-run (zero-trace gpt, partitioned by zero-opt --zero-pipeline)
and by utils/bench/torch_gpt.py (the same model, weights and batches) under
two PyTorches: Debian's python3-torch (/usr/bin/python3) and the newest
torch the package index serves, installed by this script into
build-venv/torch-latest (once; a few GB, since PyPI's Linux wheel brings
CUDA libraries it does not use here). Cases:

  N = 1: zero stage 0          vs torch single process
  N = 2: zero stage 0          vs DistributedDataParallel (gloo)
  N = 2: zero stage 3          vs FullyShardedDataParallel (where it runs on CPU)

Runs never overlap; the whole matrix is repeated REPEAT times, interleaved,
and each side's tokens/s is the median over repeats of each run's median
step. Environment: CONFIGS (A B), WORLDS (1 2), REPEAT (3), WARMUP (3),
STEPS (10), THREADS (compute threads per rank, a list: "1 2" runs every
case at each; default 1), PRECISIONS ("fp32 bf16" adds zero-run's bf16
mixed-precision step, timed against zero-run's f32 one: torch_gpt.py is f32
only; default fp32), TORCH_LATEST (the pip requirement, default torch),
SKIP_LATEST=1 (only Debian's torch).
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build"))
BIN = os.path.join(BUILD, "bin")
VENV = os.path.join(ROOT, "build-venv", "torch-latest")
ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
           OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")

# torch_gpt.py's configurations, in zero-trace's flags.
MODELS = {
    "A": dict(vocab=256, context=32, layers=2, d_model=64, heads=4, batch=8),
    "B": dict(vocab=512, context=128, layers=4, d_model=256, heads=8, batch=8),
    # GPT-2 small (124M, tied head) at 128 tokens per row, 2 rows per step.
    "S": dict(vocab=50257, context=128, layers=12, d_model=768, heads=12, batch=2, tied=True),
}
CASES = [(1, "0", "single"), (2, "0", "0"), (2, "3", "3")]


def run(cmd, **kw):
    r = subprocess.run([str(c) for c in cmd], env=ENV, capture_output=True, text=True, **kw)
    if r.returncode:
        sys.exit(f"failed: {' '.join(map(str, cmd))}\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}")
    return r.stdout


def ensure_latest_torch():
    """The venv with the newest torch from the package index (and NumPy,
    which torch_gpt.py's data generator needs)."""
    python = os.path.join(VENV, "bin", "python")
    marker = os.path.join(VENV, ".installed")
    requirement = os.environ.get("TORCH_LATEST", "torch")
    if os.path.exists(marker) and open(marker).read() == requirement:
        return python
    print(f"gpt_vs_torch: installing {requirement} into {VENV} (once)", file=sys.stderr)
    run([sys.executable, "-m", "venv", VENV])
    run([python, "-m", "pip", "install", "-q", "--upgrade", requirement, "numpy"])
    with open(marker, "w") as f:
        f.write(requirement)
    return python


def zero_side(tmp, name, model, world, stage, warmup, steps, threads, precision):
    m = MODELS[model]
    trace = os.path.join(tmp, f"{model}-{world}-{precision}.mlir")
    if not os.path.exists(trace):
        run([f"{BIN}/zero-trace", "gpt", "--layers", m["layers"], "--d-model", m["d_model"],
             "--heads", m["heads"], "--context", m["context"], "--vocab", m["vocab"],
             "--batch", m["batch"] // world, "--optimizer", "adamw", "--precision", precision]
            + (["--tied"] if m.get("tied") else []) + ["-o", trace])
    step = os.path.join(tmp, f"{name}.mlir")
    if not os.path.exists(step):
        run([f"{BIN}/zero-opt", trace, f"--zero-pipeline=stage={stage} world-size={world}",
             "-o", step])
    metrics = os.path.join(tmp, "m.json")
    cmd = [f"{BIN}/zero-run", step, f"--int-range={m['vocab']}", "--hyper=0.001,step",
           f"--steps={warmup + steps}", f"--metrics={metrics}", f"--threads={threads}"]
    if world > 1:
        cmd = ["mpirun", "-np", world, "--oversubscribe"] + cmd
    run(cmd)
    with open(metrics) as f:
        result = json.load(f)
    times = result["step_times_s"][warmup:]
    return {"step_time_median_s": statistics.median(times), "gemm_kernels": result["gemm_kernels"],
            "tokens_per_s": m["batch"] * m["context"] / statistics.median(times)}


def torch_side(python, model, world, stage, warmup, steps, threads):
    out = run([python, os.path.join(ROOT, "utils", "bench", "torch_gpt.py"), "--config", model,
               "--world-size", world, "--stage", stage, "--warmup", warmup, "--steps", steps,
               "--threads", threads],
              timeout=900)
    r = json.loads(out.strip().splitlines()[-1])
    if r["status"] != "ok":
        return {"status": "unsupported", "reason": r["reason"][:200], "torch": r["torch"]}
    return {"status": "ok", "torch": r["torch"], "blas": r["blas"]["kind"],
            "step_time_median_s": r["step_time_median_s"], "tokens_per_s": r["tokens_per_s"]}


def main():
    configs = os.environ.get("CONFIGS", "A B").split()
    worlds = [int(w) for w in os.environ.get("WORLDS", "1 2").split()]
    threads_list = [int(t) for t in os.environ.get("THREADS", "1").split()]
    precisions = os.environ.get("PRECISIONS", "fp32").split()
    repeat = int(os.environ.get("REPEAT", "3"))
    warmup, steps = int(os.environ.get("WARMUP", "3")), int(os.environ.get("STEPS", "10"))
    pythons = {"debian": "/usr/bin/python3"}
    if os.environ.get("SKIP_LATEST") != "1":
        pythons["latest"] = ensure_latest_torch()
    outdir = os.path.join(BUILD, "bench")
    os.makedirs(outdir, exist_ok=True)
    load = os.getloadavg()[0]
    rows = {}
    kernels = set()
    with tempfile.TemporaryDirectory() as tmp:
        for rep in range(repeat):
            for model in configs:
                for world, zstage, tstage in CASES:
                    if world not in worlds:
                        continue
                    for threads in threads_list:
                        for precision in precisions:
                            key = (model, world, zstage, threads, precision)
                            row = rows.setdefault(key, {"zero": [], **{p: [] for p in pythons}})
                            name = f"{model}-{world}-{zstage}-{precision}"
                            z = zero_side(tmp, name, model, world, zstage, warmup, steps,
                                          threads, precision)
                            row["zero"].append(z["tokens_per_s"])
                            kernels.add(z["gemm_kernels"])
                            line = (f"[{rep + 1}/{repeat}] {model} N={world} stage {zstage} "
                                    f"{threads} thread(s) {precision}: zero {z['tokens_per_s']:.0f}")
                            # torch_gpt.py trains in f32 only: a bf16 row is
                            # timed against zero's own f32 row.
                            for label, python in pythons.items() if precision == "fp32" else ():
                                t = torch_side(python, model, world, tstage, warmup, steps, threads)
                                row.setdefault(label + "_version", t["torch"])
                                if t["status"] == "ok":
                                    row[label].append(t["tokens_per_s"])
                                    line += f", torch {t['torch']} {t['tokens_per_s']:.0f}"
                                else:
                                    row[label + "_reason"] = t["reason"]
                                    line += f", torch {t['torch']} unsupported"
                            print(line, file=sys.stderr, flush=True)
    load_end = os.getloadavg()[0]

    baseline = {"single": "single process", "0": "DDP", "3": "FSDP"}
    versions = next(r for k, r in rows.items() if k[4] == "fp32") if "fp32" in precisions else {}
    head = ["model", "N", "zero stage", "threads/rank", "precision", "zero-run tokens/s"]
    for label in pythons:
        head += [f"torch {versions.get(label + '_version', '?')} ({label})", "ratio"]
    head += ["zero bf16 / zero fp32"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    records = []
    for (model, world, zstage, threads, precision), row in rows.items():
        zmed = statistics.median(row["zero"])
        cells = [model, str(world), zstage, str(threads), precision, f"{zmed:.0f}"]
        rec = {"model": model, "world_size": world, "zero_stage": int(zstage),
               "threads_per_rank": threads, "precision": precision,
               "zero_tokens_per_s": row["zero"], "load_avg": [load, load_end]}
        tstage = "single" if world == 1 else zstage
        for label in pythons:
            if row[label]:
                tmed = statistics.median(row[label])
                cells += [f"{tmed:.0f} ({baseline[tstage]})", f"{zmed / tmed:.2f}"]
                rec[f"torch_{label}_tokens_per_s"] = row[label]
                rec[f"ratio_{label}"] = zmed / tmed
            elif precision != "fp32":
                cells += ["-", "-"]
            else:
                cells += [f"unsupported ({baseline[tstage]})", "-"]
                rec[f"torch_{label}_reason"] = row.get(label + "_reason")
            if label + "_version" in row:
                rec[f"torch_{label}_version"] = row[label + "_version"]
        f32 = rows.get((model, world, zstage, threads, "fp32"))
        if precision == "bf16" and f32:
            # Throughput ratio: above 1, the bf16 step is the faster.
            ratio = zmed / statistics.median(f32["zero"])
            cells.append(f"{ratio:.2f}")
            rec["bf16_over_fp32_tokens_per_s"] = ratio
        else:
            cells.append("-")
        lines.append("| " + " | ".join(cells) + " |")
        records.append(rec)
    table = "\n".join(lines)
    # Debian's torch runs the same OpenBLAS, so the same kernels; PyPI's
    # brings its own BLAS.
    note = (f"\nmedians of {repeat} runs x {steps} steps (after {warmup} warm-up), "
            f"threads per rank {' and '.join(map(str, threads_list))}, "
            f"OpenBLAS kernels {', '.join(sorted(kernels))} "
            f"(OPENBLAS_CORETYPE={os.environ.get('OPENBLAS_CORETYPE', 'unset')}), "
            f"load average {load:.1f} at start, {load_end:.1f} at end\n")
    with open(os.path.join(outdir, "gpt_vs_torch.jsonl"), "w") as f:
        for rec in records:
            f.write(json.dumps(rec) + "\n")
    with open(os.path.join(outdir, "gpt_vs_torch.md"), "w") as f:
        f.write(table + note)
    print(table + note)


if __name__ == "__main__":
    main()
