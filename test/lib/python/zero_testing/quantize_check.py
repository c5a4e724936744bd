#!/usr/bin/env python3
"""Quantized collectives (zero-quantize-collectives: qwZ, qgZ) trained by zero-run,
against the same program unquantized.

  python3 -m zero_testing.quantize_check --out DIR [--steps K] [--mpirun CMD]
              [--ranks N] [--stage S] [--cases W:G[:schedule],...] [--block B]
              [--ranks-per-node R] [--loss-gap L] [--run-args ARGS]
              -- <zero-trace arguments>

Traces the model once and compiles it at world size N and stage S without
quantization and, per case, with quantize-weights=W quantize-gradients=G
quantize-block=B (0: that side unquantized); with --ranks-per-node R, every
program is compiled for nodes of R ranks, and quantized gradients go in two
hops (inside the node, then across: checked in the IR). Trains each K steps on N ranks
from the same state and data. Checks, one line per case:
  - the loss curve: the mean loss of every window of W steps (--window)
    of the quantized run is within L (relative) of the unquantized run's
    (single steps of a small model's late curve swing by tens of percent
    between neighbours, quantized or not); prints the largest gap;
  - determinism: a second run of the quantized program gives the same losses
    and the same dumped state, byte for byte;
  - measured = report on every rank: comm bytes (the quantized ones), model
    state and peak; and the quantized program sends fewer bytes.
Exit code 1 and a MISMATCH line on any failure.
"""
import argparse
import filecmp
import json
import os
import shlex
import sys

from zero_testing.pipeline import (check_measured, fail, finish, run, run_partitioned,
                                   trace_step)


def compile_step(src, args, out, tag, weights, gradients, schedule):
    step = os.path.join(out, tag + ".mlir")
    report = os.path.join(out, tag + "-report.json")
    options = "stage=%d world-size=%d report=%s" % (args.stage, args.ranks, report)
    if weights or gradients:
        options += " quantize-weights=%d quantize-gradients=%d quantize-block=%d" % (
            weights, gradients, args.block)
    if args.ranks_per_node:
        options += " ranks-per-node=%d" % args.ranks_per_node
    if schedule:
        options += " schedule=true"
    run(["zero-opt", src, "--zero-pipeline=" + options, "-o", step],
        os.path.join(out, tag + "-opt.log"))
    if gradients and args.ranks_per_node and 1 < args.ranks_per_node < args.ranks:
        # The second hop: across nodes, among the ranks with one place in theirs.
        hop = "group_stride %d quantize" % args.ranks_per_node
        with open(step) as f:
            if hop not in f.read():
                fail("%s: no gradient reduce_scatter across nodes ('%s') in %s"
                     % (tag, hop, step))
    return step, report


def train(step, report, out, tag, common, args):
    """(metrics, dump directory) of `step` trained on the ranks of `args`."""
    metrics, _, dump = run_partitioned(step, report, args.ranks, out, tag, common,
                                       args.mpirun)
    return metrics, dump


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--mpirun", default="mpirun")
    parser.add_argument("--ranks", type=int, default=4)
    parser.add_argument("--stage", type=int, default=3)
    parser.add_argument("--cases", default="8:8")
    parser.add_argument("--block", type=int, default=64)
    parser.add_argument("--ranks-per-node", type=int, default=0)
    parser.add_argument("--loss-gap", type=float, default=0.01)
    parser.add_argument("--window", type=int, default=20)
    parser.add_argument("--hyper", default="1e-3,step")
    parser.add_argument("--run-args", default="",
                        help="more zero-run arguments, e.g. --tokens=FILE")
    parser.add_argument("trace", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    src = trace_step(args.trace, args.out)
    common = (["--steps=%d" % args.steps, "--hyper=" + args.hyper, "--jit-opt-level=0"] +
              shlex.split(args.run_args))
    plain = {}
    for case in args.cases.split(","):
        weights, gradients, *flags = case.split(":")
        weights, gradients, schedule = int(weights), int(gradients), "schedule" in flags
        sched = "-sched" if schedule else ""
        if schedule not in plain:
            step, report = compile_step(src, args, args.out, "plain" + sched, 0, 0, schedule)
            plain[schedule] = (train(step, report, args.out, "plain" + sched, common, args)[0],
                               json.load(open(report)))
        base, base_rep = plain[schedule]
        tag = "w%d-g%d%s" % (weights, gradients, sched)
        step, report_path = compile_step(src, args, args.out, tag, weights, gradients, schedule)
        report = json.load(open(report_path))
        first, dump1 = train(step, report_path, args.out, tag, common, args)
        again, dump2 = train(step, report_path, args.out, tag + "-again", common, args)
        w = args.window
        windows = [(sum(first["losses"][i:i + w]), sum(base["losses"][i:i + w]))
                   for i in range(0, args.steps, w)]
        gaps = [abs(q - p) / abs(p) for q, p in windows]
        worst = max(gaps)
        if len(first["losses"]) != args.steps or worst > args.loss_gap:
            fail("%s: mean loss %.3g%% off the unquantized curve over steps %d-%d "
                 "(allowed %.3g%%)" % (tag, 100 * worst, gaps.index(worst) * w + 1,
                                       gaps.index(worst) * w + w, 100 * args.loss_gap))
        names = sorted(os.listdir(dump1))
        match, differ, errors = filecmp.cmpfiles(dump1, dump2, names, shallow=False)
        if first["losses"] != again["losses"] or differ or errors or not match:
            fail("%s: a second run differs: %s" % (tag, differ + errors))
        check_measured(tag, first, report)
        sent, base_sent = report["comm_bytes_per_step"], base_rep["comm_bytes_per_step"]
        if not sent < base_sent:
            fail("%s: %d comm bytes per step, unquantized %d" % (tag, sent, base_sent))
        print("%s: %d steps, largest gap of a %d-step mean loss to the unquantized run "
              "%.3f%% (final loss %.6f vs "
              "%.6f), second run identical (%d dumped files), measured = report on every rank, "
              "comm bytes per step %d (unquantized %d, %.2fx less)"
              % (tag, args.steps, w, 100 * worst, first["losses"][-1], base["losses"][-1],
                 len(match), sent, base_sent, base_sent / sent))
    return finish("all quantized runs within the loss gap and deterministic")


if __name__ == "__main__":
    sys.exit(main())
