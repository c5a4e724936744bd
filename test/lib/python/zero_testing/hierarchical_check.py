#!/usr/bin/env python3
"""Hierarchical partitioning (zero-partition shard-group=G, or secondary-shard=G
at stage 3) trained by zero-run, against the flat program of the same stage.

  python3 -m zero_testing.hierarchical_check --out DIR [--steps K] [--mpirun CMD]
              [--cases N:STAGE:G[:schedule][:hpz],...] [--hyper H] [--rtol R]
              [--loss-rtol L] -- <zero-trace arguments>

Traces the model once; for every case compiles it with `zero-opt
--zero-pipeline` at world size N and stage STAGE three times: flat, with
shard-group=G (`hpz`: secondary-shard=G; both with ranks-per-node=G: a node
per block), and flat at world size G (for its report only). Trains the flat
and the hierarchical programs K steps on N ranks from the same state and
data. Checks, one line per case:
  - the same training: every step's loss (within L) and every dumped tensor
    (within R; R = 0 skips them) of the hierarchical run equal the flat
    run's: the gradient is averaged in the block, then across blocks,
    another order of the same sum (bf16 gradients round twice, and AdamW
    turns a reordered near-zero gradient into a whole step: such programs
    are compared by their losses);
  - memory: the report's model state is that of the flat program on G ranks
    (state sharded over the block, not the world; `hpz`: the flat program's
    on N, whose state it shards alike), and on every rank the measured model
    state and peak equal the report;
  - communication: on every rank the measured bytes, in all and per tier,
    equal the report's per step x K; the hierarchical program sends fewer
    inter-node bytes than the flat one (`hpz` scheduled: no more, since the
    flat schedule may keep each forward copy instead);
  - its checkpoint after K/2 steps resumed by the flat program (the
    checkpoint holds each shard once, written by the first block; a
    checkpoint resumes at any world size and stage) ends within the same
    tolerance of the straight hierarchical run.
Exit code 1 and a MISMATCH line on any failure.
"""
import argparse
import json
import os
import shlex
import sys

from zero_testing.pipeline import (check_measured, compare_dumps, fail, finish, run,
                                   run_partitioned, trace_step)


def compile_step(src, n, stage, nodes, out, tag, schedule, layout=""):
    """zero-pipeline of `src` at world size n on nodes of `nodes` ranks, with
    the partitioning `layout` ("shard-group=G", "secondary-shard=G" or flat);
    returns (step, report, report path)."""
    step = os.path.join(out, tag + ".mlir")
    report = os.path.join(out, tag + "-report.json")
    options = "stage=%d world-size=%d ranks-per-node=%d report=%s %s" % (
        stage, n, nodes, report, layout)
    if schedule:
        options += " schedule=true"
    run(["zero-opt", src, "--zero-pipeline=" + options, "-o", step],
        os.path.join(out, tag + "-opt.log"))
    return step, json.load(open(report)), report


def train(step, report, n, out, tag, common, mpirun):
    """(metrics, dump directory) of `step` trained on n ranks."""
    metrics, _, dump = run_partitioned(step, report, n, out, tag, common, mpirun)
    return metrics, dump


def close_losses(a, b, rtol):
    return len(a) == len(b) and all(abs(x - y) <= rtol * abs(y) for x, y in zip(a, b))


def check_case(src, n, stage, group, schedule, hpz, args, common, out):
    tag = "n%d-s%d-%s%d%s" % (n, stage, "hpz" if hpz else "g", group,
                              "-sched" if schedule else "")
    flat_step, flat_rep, flat_rep_path = compile_step(src, n, stage, group, out,
                                                      tag + "-flat", schedule)
    layout = "%s=%d" % ("secondary-shard" if hpz else "shard-group", group)
    hier_step, hier_rep, hier_rep_path = compile_step(src, n, stage, group, out, tag + "-hier",
                                                      schedule, layout)
    _, small_rep, _ = compile_step(src, group, stage, group, out, tag + "-flat-g", schedule)
    text = open(hier_step).read()
    if hpz:
        # The primary shards span every rank; secondary ones the block.
        small_rep = flat_rep
        if text.count("zero.partition") == 0 or "group_stride 1" not in text:
            fail("%s: the program keeps no secondary shards" % tag)
    elif hier_rep.get("shard_group") != group:
        fail("%s: report's shard_group %s, expected %d" % (tag, hier_rep.get("shard_group"), group))
    elif "group_stride %d" % group not in text or "group_stride 1" not in text:
        fail("%s: the program has no collectives across blocks and inside them" % tag)

    flat, flat_dump = train(flat_step, flat_rep_path, n, out, tag + "-flat", common, args.mpirun)
    hier, hier_dump = train(hier_step, hier_rep_path, n, out, tag + "-hier", common, args.mpirun)
    steps = hier["steps"]
    if not close_losses(hier["losses"], flat["losses"], args.loss_rtol):
        fail("%s: losses %s, flat %s" % (tag, hier["losses"], flat["losses"]))
    gap = max(abs(a - b) / abs(b) for a, b in zip(hier["losses"], flat["losses"]))
    worst = compare_dumps(hier_dump, flat_dump, rtol=args.rtol) if args.rtol > 0 else 0
    if worst > 1:
        fail("%s: dumps differ from the flat run's by %.3g x tolerance" % (tag, worst))

    want = small_rep["per_rank"]["model_state_bytes"]
    if hier_rep["per_rank"]["model_state_bytes"] != want:
        fail("%s: model state %d, flat on %d ranks %d"
             % (tag, hier_rep["per_rank"]["model_state_bytes"], group, want))
    check_measured(tag, hier, hier_rep)
    check_measured(tag + "-flat", flat, flat_rep)
    inter = hier_rep["comm_bytes_by_tier"]["inter_node"]
    flat_inter = flat_rep["comm_bytes_by_tier"]["inter_node"]
    # A scheduled flat program may keep each forward copy for the backward
    # pass (no budget here), which removes the gathers hpZ moves inside
    # the node: there it can only match.
    if not (inter <= flat_inter if hpz and schedule else inter < flat_inter):
        fail("%s: %d inter-node bytes per step, flat %d" % (tag, inter, flat_inter))
    print("%s: %d steps, losses of the flat run (largest relative gap %.2g)%s, "
          "model state %d = flat on %d ranks (flat on %d: %d), measured = report on every "
          "rank, inter-node bytes per step %d (flat %d), intra-node %d"
          % (tag, steps, gap,
             " and its dumps (worst %.3g of tolerance)" % worst if args.rtol > 0 else "",
             want, n if hpz else group, n, flat_rep["per_rank"]["model_state_bytes"],
             inter, flat_inter, hier_rep["comm_bytes_by_tier"]["intra_node"]))
    return hier_step, hier_dump


def check_resume(n, stage, hier_step, straight, src, common, args, out):
    """The hierarchical checkpoint after K/2 steps, resumed by the flat
    program of the same stage and world size (the same global batch)."""
    half = args.steps // 2
    flat_step = os.path.join(out, "resume-flat.mlir")
    run(["zero-opt", src, "--zero-pipeline=stage=%d world-size=%d" % (stage, n),
         "-o", flat_step], os.path.join(out, "resume-flat-opt.log"))
    ck = os.path.join(out, "resume-ck")
    base = [a for a in common if not a.startswith("--steps")]
    dump = os.path.join(out, "resume-dump")
    cmds = [(n, ["zero-run", hier_step] + base + ["--steps=%d" % half, "--checkpoint-dir=" + ck]),
            (n, ["zero-run", flat_step] + base + ["--until-step=%d" % args.steps,
                                                      "--resume=" + ck, "--dump=" + dump])]
    for i, (ranks, cmd) in enumerate(cmds):
        if ranks > 1:
            cmd = shlex.split(args.mpirun) + ["-np", str(ranks)] + cmd
        run(cmd, os.path.join(out, "resume-%d.log" % i))
    worst = compare_dumps(dump, straight, rtol=args.rtol) if args.rtol > 0 else 0
    if worst > 1:
        fail("resume: dumps differ from the straight run by %.3g x tolerance" % worst)
    else:
        print("resume: hierarchical checkpoint at step %d continued by the flat program, "
              "dumps within %.3g of tolerance of the straight run" % (half, worst))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--steps", type=int, default=4)
    parser.add_argument("--mpirun", default="mpirun")
    parser.add_argument("--cases", default="4:3:2")
    parser.add_argument("--resume-case", type=int, default=0,
                        help="index of the case whose checkpoint is resumed (-1: none)")
    parser.add_argument("--hyper", default="1e-2,step")
    parser.add_argument("--rtol", type=float, default=1e-5)
    parser.add_argument("--loss-rtol", type=float, default=1e-5)
    parser.add_argument("trace", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    src = trace_step(args.trace, args.out)
    common = ["--steps=%d" % args.steps, "--hyper=" + args.hyper, "--jit-opt-level=0"]
    for k, case in enumerate(args.cases.split(",")):
        n, stage, group, *flags = case.split(":")
        n, stage, group = int(n), int(stage), int(group)
        hier_step, hier_dump = check_case(src, n, stage, group, "schedule" in flags,
                                          "hpz" in flags, args, common, args.out)
        if k == args.resume_case:
            check_resume(n, stage, hier_step, hier_dump, src, common, args, args.out)
    return finish("all hierarchical runs train as the flat ones")


if __name__ == "__main__":
    sys.exit(main())
