#!/usr/bin/env python3
"""Predictions of published ZeRO++ results by zero's cost model, on a
cluster description (docs/CostModel.md §6, docs/Benchmarks.md "Cluster
predictions").

  utils/bench/cluster_predictions.py [BUILD] [--out DIR] [--jobs J] [--reuse]

The published setup (DeepSpeed's ZeRO++ blog, figures eval1-3 in the
DeepSpeed repository's blogs/zeropp/assets/images, and the paper, Wang et
al. 2023): 384 V100s as 24 DGX-2 nodes of 16, an 18B GPT (the ZeRO++
tutorial's 40 layers x 6144, 32 heads, sequence 512), 1K or 2K tokens per
GPU, 1, 2, 4 or 8 InfiniBand links of 100 Gbps per node, TFLOP/s per GPU
for ZeRO-3 ("baseline") and ZeRO++.

zero-trace writes the step shape-only in bf16 (2-byte parameters and
gradients on the wire, as the runs' fp16); zero-opt compiles ZeRO-3 (stage
3) and ZeRO++ (stage 3, secondary-shard=16, 8-bit weights, 4-bit gradients
in two hops) once per batch, each twice: blocking (zero-partition's
program: every collective waited where it is issued, nothing overlapped)
and scheduled (zero-schedule under a 30 GB budget and
utils/bench/clusters/dgx2-v100.json: prefetch, buckets, overlap);
zero-cost-report prices each program with each link count.

One published number fixes the one free rate: the GPU's sustained matmul
rate is set (by bisection) so that blocking ZeRO-3 at 800 Gbps and 2K
tokens predicts its published 47 TFLOP/s. Every other number is a
prediction.
Published TFLOP/s count the forward pass twice (the runs recompute
activations: Megatron's --checkpoint-activations), zero's steps once: a
predicted step's TFLOP/s are 4/3 of its GEMM FLOPs over its time.
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CLUSTER = os.path.join(HERE, "clusters", "dgx2-v100.json")
LINK_BYTES_PER_S = 12.5e9  # one 100 Gbps InfiniBand link
MODEL = ["gpt", "--layers", "40", "--d-model", "6144", "--heads", "32",
         "--context", "512", "--vocab", "50304", "--precision", "bf16",
         "--optimizer", "adamw", "--shape-only"]
SYSTEMS = {
    "ZeRO-3": "",
    "ZeRO++": "secondary-shard=16 quantize-weights=8 quantize-gradients=4",
}
RECOMPUTE = 4.0 / 3.0
# Published TFLOP/s per GPU, 18B: (system, tokens per GPU, links) -> value.
PUBLISHED = {
    ("ZeRO-3", 1024, 1): 14, ("ZeRO++", 1024, 1): 31,   # eval2, IB 1, 1K
    ("ZeRO-3", 2048, 1): 26, ("ZeRO++", 2048, 1): 46,   # eval2, IB 1, 2K
    ("ZeRO-3", 1024, 4): 25, ("ZeRO++", 1024, 4): 35,   # eval1, IB 4, 1K
    ("ZeRO-3", 2048, 4): 40, ("ZeRO++", 2048, 4): 53,   # eval1, IB 4, 2K
    ("ZeRO-3", 2048, 2): 37, ("ZeRO++", 2048, 2): 50,   # eval3, 200 Gbps
    ("ZeRO-3", 2048, 8): 47, ("ZeRO++", 2048, 8): 54,   # eval3, 800 Gbps
}
ANCHOR = ("ZeRO-3", 2048, 8)


def run(cmd, log):
    with open(log, "w") as f:
        if subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT).returncode:
            sys.exit("failed: %s (see %s)" % (" ".join(cmd), log))


SCHEDULES = {
    "blocking": "",
    "scheduled": ("schedule=true memory-budget=30000000000 bucket-bytes=50000000 "
                  "calibration=" + CLUSTER),
}
ANCHOR_SCHEDULE = "blocking"


def compile_program(out, tokens, system, schedule, reuse=False):
    src = os.path.join(out, "gpt18b-b%d.mlir" % (tokens // 512))
    tag = "%s-%dk-%s" % (system.replace("+", "p").lower(), tokens // 1024, schedule)
    step = os.path.join(out, tag + ".mlir")
    options = "stage=3 world-size=384 ranks-per-node=16 %s %s" % (
        SCHEDULES[schedule], SYSTEMS[system])
    if reuse and os.path.exists(step):
        return step
    run(["zero-opt", src, "--zero-pipeline=" + options, "-o", step],
        os.path.join(out, tag + "-opt.log"))
    return step


def predict(out, step, links, matmul):
    """The cost report of `step` with `links` InfiniBand links per node and
    a sustained matmul rate of `matmul` FLOP/s."""
    with open(CLUSTER) as f:
        cluster = json.load(f)
    cluster["cluster"]["inter_node"]["bandwidth_bytes_per_s"] = links * LINK_BYTES_PER_S
    cluster["cluster"]["gpu"]["matmul_flops_per_s"] = matmul
    cal = os.path.join(out, "cluster-%dib.json" % links)
    with open(cal, "w") as f:
        json.dump(cluster, f)
    report = step[:-5] + "-%dib.json" % links
    run(["zero-opt", step, "--zero-cost-report=file=%s calibration=%s" % (report, cal),
         "-o", "/dev/null"], report + ".log")
    with open(report) as f:
        return json.load(f)


def tflops(report):
    """TFLOP/s per GPU as the published runs count them (recomputed forward)."""
    return RECOMPUTE * report["compute"]["gemm"]["flops"] / report["step_time_s"] / 1e12


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("build", nargs="?", default="build",
                        help="build directory whose bin/ has zero-trace and zero-opt")
    parser.add_argument("--out", help="a new or empty directory for the steps and reports "
                        "(default: a fresh temporary one); with --reuse, one an earlier run "
                        "of this script filled")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--reuse", action="store_true",
                        help="keep the programs an earlier run left in OUT (same build)")
    args = parser.parse_args()
    os.environ["PATH"] = (os.path.join(os.path.abspath(args.build), "bin") + os.pathsep +
                          os.environ["PATH"])
    # The script writes many files into OUT: never over what it did not write.
    if args.out is None:
        if args.reuse:
            sys.exit("--reuse needs --out (the directory of the earlier run)")
        args.out = tempfile.mkdtemp(prefix="zero-cluster-predictions-")
    elif os.path.exists(args.out) and os.listdir(args.out) and not args.reuse:
        sys.exit("%s is not empty; give a new or empty directory (or --reuse for one an "
                 "earlier run of this script filled)" % args.out)
    os.makedirs(args.out, exist_ok=True)
    print("steps and reports in %s" % args.out)
    for tokens in (1024, 2048):
        run(["zero-trace"] + MODEL + ["--batch", str(tokens // 512), "-o",
             os.path.join(args.out, "gpt18b-b%d.mlir" % (tokens // 512))],
            os.path.join(args.out, "trace-%d.log" % tokens))
    # The scheduled programs first: they take minutes each (the schedule
    # recomputes the static peak for every move it tries under the budget).
    cases = [(t, s, sch) for sch in ("scheduled", "blocking") for t in (1024, 2048)
             for s in SYSTEMS]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        steps = dict(zip(cases, pool.map(lambda c: compile_program(args.out, *c, args.reuse), cases)))

    # The anchor: the matmul rate at which blocking ZeRO-3, 800 Gbps, 2K
    # predicts its published 47.
    system, tokens, links = ANCHOR
    anchor_step = steps[(tokens, system, ANCHOR_SCHEDULE)]
    low, high = 1e12, 1e15
    for _ in range(40):
        mid = (low * high) ** 0.5
        if tflops(predict(args.out, anchor_step, links, mid)) < PUBLISHED[ANCHOR]:
            low = mid
        else:
            high = mid
    matmul = (low * high) ** 0.5
    print("384 V100 (24 nodes x 16), 18B GPT; sustained matmul rate fitted to %s %s at %d "
          "Gbps, %dK tokens: %.3g FLOP/s" % (ANCHOR_SCHEDULE, system, 100 * links,
                                             tokens // 1024, matmul))
    for schedule in SCHEDULES:
        report(args.out, steps, schedule, matmul)


def report(out, steps, schedule, matmul):
    print()
    print("%s programs" % schedule)
    print("%-7s %-6s %-5s %8s %9s %9s %9s %10s %10s" % (
        "system", "tokens", "Gbps", "step_s", "compute_s", "exposed_s", "inter_GB",
        "TFLOP/s", "published"))
    predicted = {}
    for (tokens, system, sch), step in sorted(steps.items()):
        if sch != schedule:
            continue
        for links in (1, 2, 4, 8):
            r = predict(out, step, links, matmul)
            predicted[(system, tokens, links)] = tflops(r)
            pub = PUBLISHED.get((system, tokens, links))
            print("%-7s %-6d %-5d %8.3f %9.3f %9.3f %9.2f %10.1f %10s" % (
                system, tokens, 100 * links, r["step_time_s"], r["compute_s"],
                r["exposed_comm_s"], r["comm_by_tier"]["inter_node"]["bytes"] / 1e9,
                predicted[(system, tokens, links)], "" if pub is None else pub))
    print("ZeRO++ over ZeRO-3 (TFLOP/s)   predicted  published  off")
    misses = 0
    pairs = [((2048, 2), (2048, 8), "ZeRO++ 200 / ZeRO-3 800 Gbps, 2K")]
    for tokens, links in [(1024, 1), (2048, 1), (2048, 2), (1024, 4), (2048, 4), (2048, 8)]:
        pairs.append(((tokens, links), (tokens, links),
                      "%d Gbps, %dK tokens" % (100 * links, tokens // 1024)))
    for (pt, pl), (zt, zl), name in pairs:
        ours = predicted[("ZeRO++", pt, pl)] / predicted[("ZeRO-3", zt, zl)]
        theirs = PUBLISHED[("ZeRO++", pt, pl)] / PUBLISHED[("ZeRO-3", zt, zl)]
        off = ours / theirs - 1
        misses += abs(off) > 0.2
        print("%-31s %9.2f %10.2f  %+5.0f%%%s" % (name, ours, theirs, 100 * off,
                                                 "" if abs(off) <= 0.2 else "  (beyond 20 %)"))
    print("%d of %d ratios beyond 20 %%" % (misses, len(pairs)))


if __name__ == "__main__":
    main()
