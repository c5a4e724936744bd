#!/usr/bin/env python3
"""Predictions of published ZeRO++ results by zero's cost model, on a
cluster description (docs/CostModel.md §6, docs/Benchmarks.md "Cluster
predictions").

  utils/bench/cluster_predictions.py [BUILD] [--out DIR] [--jobs J]

The published setup (DeepSpeed's ZeRO++ blog and paper, Wang et al. 2023):
384 V100s as 24 DGX-2 nodes of 16, an 18B GPT (the ZeRO++ tutorial's 40
layers x 6144, 32 heads, sequence 512), 1K or 2K tokens per GPU, 1 to 8
InfiniBand links of 100 Gbps per node. zero-trace writes the step
shape-only in bf16 (2-byte parameters and gradients on the wire, as fp16);
zero-opt compiles ZeRO-3 (stage 3, scheduled) and ZeRO++ (stage 3,
secondary-shard=16, 8-bit weights, 4-bit gradients in two hops, scheduled)
once per batch under utils/bench/clusters/dgx2-v100.json, and
zero-cost-report prices each program with 1, 2, 4 and 8 links. Prints the
predicted step times and the ratios beside the published ones.
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CLUSTER = os.path.join(HERE, "clusters", "dgx2-v100.json")
LINK_BYTES_PER_S = 12.5e9  # one 100 Gbps InfiniBand link
LINKS = [1, 2, 4, 8]
MODEL = ["gpt", "--layers", "40", "--d-model", "6144", "--heads", "32",
         "--context", "512", "--vocab", "50304", "--precision", "bf16",
         "--optimizer", "adamw", "--shape-only"]
SYSTEMS = {
    "ZeRO-3": "",
    "ZeRO++": "secondary-shard=16 quantize-weights=8 quantize-gradients=4",
}
# Published ZeRO++ / ZeRO-3 throughput ratios (DeepSpeed's ZeRO++ blog,
# figures 6-8, several model sizes; the paper's abstract: up to 2.16x at
# 384 GPUs): (links, tokens per GPU) -> (low, high).
PUBLISHED = {
    (1, 1024): (2.0, 2.2), (1, 2048): (2.0, 2.2),
    (4, 1024): (1.28, 1.36), (4, 2048): (1.24, 1.29),
}


def run(cmd, log):
    with open(log, "w") as f:
        if subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT).returncode:
            sys.exit("failed: %s (see %s)" % (" ".join(cmd), log))


def compile_program(out, tokens, system):
    batch = tokens // 512
    src = os.path.join(out, "gpt18b-b%d.mlir" % batch)
    tag = "%s-%dk" % (system.replace("+", "p").lower(), tokens // 1024)
    step = os.path.join(out, tag + ".mlir")
    options = ("stage=3 world-size=384 ranks-per-node=16 schedule=true "
               "memory-budget=30000000000 bucket-bytes=50000000 "
               "calibration=%s %s" % (CLUSTER, SYSTEMS[system]))
    run(["zero-opt", src, "--zero-pipeline=" + options, "-o", step],
        os.path.join(out, tag + "-opt.log"))
    return step


def predict(out, step, links):
    with open(CLUSTER) as f:
        cluster = json.load(f)
    cluster["cluster"]["inter_node"]["bandwidth_bytes_per_s"] = links * LINK_BYTES_PER_S
    cal = os.path.join(out, "cluster-%dib.json" % links)
    with open(cal, "w") as f:
        json.dump(cluster, f)
    report = step[:-5] + "-%dib.json" % links
    run(["zero-opt", step, "--zero-cost-report=file=%s calibration=%s" % (report, cal),
         "-o", "/dev/null"], report + ".log")
    with open(report) as f:
        return json.load(f)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("build", nargs="?", default="build",
                        help="build directory whose bin/ has zero-trace and zero-opt")
    parser.add_argument("--out", default="/tmp/zero-cluster-predictions")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    os.environ["PATH"] = os.path.join(os.path.abspath(args.build), "bin") + os.pathsep + os.environ["PATH"]
    os.makedirs(args.out, exist_ok=True)
    for tokens in (1024, 2048):
        run(["zero-trace"] + MODEL + ["--batch", str(tokens // 512), "-o",
             os.path.join(args.out, "gpt18b-b%d.mlir" % (tokens // 512))],
            os.path.join(args.out, "trace-%d.log" % tokens))
    cases = [(t, s) for t in (1024, 2048) for s in SYSTEMS]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        steps = dict(zip(cases, pool.map(lambda c: compile_program(args.out, *c), cases)))
    times = {}
    print("384 V100 (24 nodes x 16), 18B GPT, predicted by zero-cost-report")
    print("%-7s %-6s %-5s %9s %9s %9s %12s %10s" % ("system", "tokens", "links", "step_s",
          "compute_s", "exposed_s", "inter_GB", "TFLOP/s"))
    for (tokens, system), step in sorted(steps.items()):
        for links in LINKS:
            r = predict(args.out, step, links)
            times[(system, tokens, links)] = r["step_time_s"]
            tflops = r["compute"]["gemm"]["flops"] / r["step_time_s"] / 1e12
            print("%-7s %-6d %-5d %9.3f %9.3f %9.3f %12.2f %10.1f" % (
                system, tokens, links, r["step_time_s"], r["compute_s"],
                r["exposed_comm_s"], r["comm_by_tier"]["inter_node"]["bytes"] / 1e9,
                tflops))
    print()
    print("ZeRO++ over ZeRO-3 (throughput = 1 / step time)")
    print("%-26s %10s %16s %s" % ("case", "predicted", "published", "within 20 %"))
    for (links, tokens), (low, high) in sorted(PUBLISHED.items()):
        ratio = times[("ZeRO-3", tokens, links)] / times[("ZeRO++", tokens, links)]
        within = low / 1.2 <= ratio <= high * 1.2
        print("%-26s %10.2f %16s %s" % ("%d Gbps, %dK tokens/GPU" % (100 * links, tokens // 1024),
                                        ratio, "%.2f-%.2f" % (low, high),
                                        "yes" if within else "NO"))
    for tokens in (1024, 2048):
        ratio = times[("ZeRO-3", tokens, 8)] / times[("ZeRO++", tokens, 2)]
        print("%-26s %10.2f %16s %s" % ("ZeRO++ 200 / ZeRO-3 800 Gbps, %dK" % (tokens // 1024),
                                        ratio, "about 1", "yes" if 1 / 1.2 <= ratio <= 1.2 else "NO"))


if __name__ == "__main__":
    main()
