#!/usr/bin/env python3
"""Offloaded steps (zero-offload) trained by zero-run, against the same steps in memory.

  python3 -m zero_testing.offload_check --out DIR [--steps K] [--mpirun CMD]
              [--cases N:STAGE:OFFLOAD:STORE[:schedule],...] [--chunk-bytes B]
              -- <zero-trace arguments>

Traces the model once, then for every case (N ranks, stage, offload =
optimizer-state or params, store = host or file; `schedule`: both
programs with schedule=true, whose offloaded one must have asynchronous
transfers, fetch_start and writeback_start) compiles it with
`zero-opt --zero-pipeline` twice, without and with the offload, and trains
both K steps on N ranks from the same initial state and data. Checks, one
line per case:
  - bit identity: every step's loss and every dumped param and optimizer
    state file of the offloaded run equal the in-memory run's byte for byte
    (the chunked update is elementwise: nothing may be reordered);
  - measured = report on every rank: the store's bytes at rest per kind
    (offloaded_bytes), the resident model state, the bytes read from and
    written to the store (the report's transfer_bytes_per_step x K), model
    state and peak; and the report's offloaded bytes are all the offloaded
    roles' shards (optimizer state; plus the params at `params`);
  - the in-memory run's resident model state exceeds the offloaded run's by
    exactly the offloaded bytes;
  - scratch: after the run, --offload-dir holds nothing (each rank removed
    its zero-offload-* directory), and a file of the user's there is
    untouched.
Then resume across the boundary: the offloaded program's checkpoint after
K/2 steps resumed by the in-memory program (and the other way round) ends
with the dumps of the straight K-step run, since checkpoints hold the
offloaded state like any other.
Exit code 1 and a MISMATCH line on any failure.
"""
import argparse
import filecmp
import json
import os
import shlex
import shutil
import sys

from zero_testing.pipeline import run, trace_step

failures = []


def fail(msg):
    failures.append(msg)
    print("MISMATCH " + msg)


def compile_step(src, n, stage, offload, store, chunk, out, schedule=False):
    """zero-pipeline of `src` (offload "none" for the in-memory program)
    into OUT/<tag>.mlir and its report; returns (step, report)."""
    tag = "n%d-s%d-%s-%s%s" % (n, stage, offload, store, "-sched" if schedule else "")
    step = os.path.join(out, tag + ".mlir")
    report = os.path.join(out, tag + "-report.json")
    options = "stage=%d world-size=%d report=%s" % (stage, n, report)
    if schedule:
        options += " schedule=true"
    if offload != "none":
        options += " offload=%s offload-store=%s offload-chunk-bytes=%d" % (
            offload, store, chunk)
    run(["zero-opt", src, "--zero-pipeline=" + options, "-o", step],
        os.path.join(out, tag + "-opt.log"))
    return step, report


def train(step, report, n, out, tag, common, mpirun, extra=()):
    """Runs `step` on n ranks; returns (metrics, dump directory)."""
    metrics = os.path.join(out, tag + ".json")
    dump = os.path.join(out, tag + "-dump")
    cmd = (["zero-run", step] + common + list(extra) +
           ["--metrics=" + metrics, "--dump=" + dump, "--report=" + report])
    if n > 1:
        cmd = shlex.split(mpirun) + ["-np", str(n)] + cmd
    run(cmd, os.path.join(out, tag + ".log"))
    return json.load(open(metrics)), dump


def same_dumps(a, b):
    names = sorted(os.listdir(a))
    match, mismatch, errors = filecmp.cmpfiles(a, b, names, shallow=False)
    return len(match), mismatch + errors


def check_case(src, n, stage, offload, store, schedule, args, common, out):
    tag = "n%d-s%d-%s-%s%s" % (n, stage, offload, store, "-sched" if schedule else "")
    mem_step, mem_report = compile_step(src, n, stage, "none", store, args.chunk_bytes, out,
                                        schedule)
    off_step, off_report = compile_step(src, n, stage, offload, store, args.chunk_bytes, out,
                                        schedule)
    async_transfers = ""
    if schedule:
        text = open(off_step).read()
        starts = text.count("zero.fetch_start"), text.count("zero.writeback_start")
        if min(starts) == 0:
            fail("%s: the scheduled program has %d fetch_start and %d writeback_start"
                 % ((tag,) + starts))
        async_transfers = ", %d fetch_start, %d writeback_start" % starts
    scratch = os.path.join(out, tag + "-scratch")
    os.makedirs(scratch)
    mine = os.path.join(scratch, "users-file")
    with open(mine, "w") as f:
        f.write("not zero's\n")
    mem, mem_dump = train(mem_step, mem_report, n, out, tag + "-memory", common, args.mpirun)
    off, off_dump = train(off_step, off_report, n, out, tag + "-offload",
                          common + ["--offload-dir=" + scratch], args.mpirun)
    report = json.load(open(off_report))
    mem_rep = json.load(open(mem_report))

    if off["losses"] != mem["losses"]:
        fail("%s: losses %s, in memory %s" % (tag, off["losses"], mem["losses"]))
    files, differ = same_dumps(mem_dump, off_dump)
    if differ or files == 0:
        fail("%s: dumps differ from the in-memory run's: %s" % (tag, differ))

    per = report["per_rank"]
    offloaded = per.get("offloaded_bytes", {})
    moved = report.get("transfer_bytes_per_step", {})
    if offloaded.get(store, 0) <= 0:
        fail("%s: the report offloads nothing to %s: %s" % (tag, store, offloaded))
    expected = mem_rep["per_rank"]["optimizer_state_bytes"]
    if offload == "params":
        expected += mem_rep["per_rank"]["param_bytes"]
    if offloaded.get(store) != expected:
        fail("%s: report offloads %s bytes, expected the %s shards' %d"
             % (tag, offloaded.get(store), offload, expected))
    if per["resident_model_state_bytes"] != per["model_state_bytes"] - offloaded[store]:
        fail("%s: resident model state %d != %d - %d" % (
            tag, per["resident_model_state_bytes"], per["model_state_bytes"], offloaded[store]))
    steps = off["steps"]
    for r, rank in enumerate(off["per_rank"]):
        for key in ("model_state_bytes", "peak_bytes", "resident_model_state_bytes"):
            if rank.get(key) != per[key]:
                fail("%s rank %d: measured %s %s, report %s" % (tag, r, key, rank.get(key), per[key]))
        for kind in ("host", "file"):
            want = offloaded.get(kind, 0)
            if rank["offloaded_bytes"][kind] != want:
                fail("%s rank %d: measured %s store %d bytes, report %d"
                     % (tag, r, kind, rank["offloaded_bytes"][kind], want))
            for key, field in (("store_read_bytes", "read"), ("store_written_bytes", "write")):
                want = moved.get(kind, {}).get(field, 0) * steps
                if rank[key][kind] != want:
                    fail("%s rank %d: measured %s %s %d, report %d x %d steps"
                         % (tag, r, kind, field, rank[key][kind], want // max(steps, 1), steps))
    for r, rank in enumerate(mem["per_rank"]):
        resident = rank["params_bytes"] + rank["optimizer_state_bytes"] + rank["grads_peak_bytes"]
        if resident - per["resident_model_state_bytes"] != offloaded[store]:
            fail("%s rank %d: in memory %d resident bytes, offloaded %d + %d"
                 % (tag, r, resident, per["resident_model_state_bytes"], offloaded[store]))
    left = sorted(os.listdir(scratch))
    if left != ["users-file"] or open(mine).read() != "not zero's\n":
        fail("%s: --offload-dir holds %s after the run" % (tag, left))
    print("%s: %d steps, losses and %d dumped files identical to memory, "
          "%s store %d bytes = report, per step read %d written %d = report, "
          "peak %d (in memory %d)%s, scratch removed"
          % (tag, steps, files, store, offloaded[store],
             moved[store]["read"], moved[store]["write"],
             per["peak_bytes"], mem_rep["per_rank"]["peak_bytes"], async_transfers))
    return mem_step, mem_report, off_step, off_report, scratch, mem_dump


def check_resume(n, mem, off, common, args, out):
    """The checkpoint of K/2 steps of one program, resumed by the other."""
    mem_step, mem_report, off_step, off_report, scratch, straight = mem + off
    half = args.steps // 2
    for first, second, tag in ((off_step, mem_step, "offload-then-memory"),
                               (mem_step, off_step, "memory-then-offload")):
        ck = os.path.join(out, tag + "-ck")
        base = common[:]
        base = [a for a in base if not a.startswith("--steps")]
        cmd1 = ["zero-run", first] + base + ["--steps=%d" % half, "--checkpoint-dir=" + ck,
                                             "--offload-dir=" + scratch]
        dump = os.path.join(out, tag + "-dump")
        cmd2 = ["zero-run", second] + base + ["--until-step=%d" % args.steps, "--resume=" + ck,
                                              "--dump=" + dump, "--offload-dir=" + scratch]
        for i, cmd in enumerate((cmd1, cmd2)):
            if n > 1:
                cmd = shlex.split(args.mpirun) + ["-np", str(n)] + cmd
            run(cmd, os.path.join(out, "%s-%d.log" % (tag, i)))
        files, differ = same_dumps(straight, dump)
        if differ or files == 0:
            fail("%s: resumed dumps differ from the straight run: %s" % (tag, differ))
        else:
            print("%s: resumed at step %d, %d dumped files identical to the straight run"
                  % (tag, half, files))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--steps", type=int, default=4)
    parser.add_argument("--mpirun", default="mpirun")
    parser.add_argument("--chunk-bytes", type=int, default=4096)
    parser.add_argument("--cases", default="1:1:optimizer-state:file,2:3:params:file")
    parser.add_argument("--resume-case", type=int, default=0,
                        help="index of the case whose programs also resume across offload")
    parser.add_argument("trace", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    src = trace_step(args.trace, args.out)
    common = ["--steps=%d" % args.steps, "--hyper=1e-2,step", "--jit-opt-level=0"]
    for k, case in enumerate(args.cases.split(",")):
        n, stage, offload, store, *flags = case.split(":")
        n, stage = int(n), int(stage)
        got = check_case(src, n, stage, offload, store, "schedule" in flags, args, common,
                         args.out)
        if k == args.resume_case:
            check_resume(n, got[:2], got[2:], common, args, args.out)
    if failures:
        print("FAILED: %d mismatch(es)" % len(failures))
        return 1
    print("all offloaded runs identical to memory")
    return 0


if __name__ == "__main__":
    sys.exit(main())
