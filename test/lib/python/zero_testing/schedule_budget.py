#!/usr/bin/env python3
"""zero-schedule at a budget taken from a memory report.

  python3 -m zero_testing.schedule_budget INPUT --partition "stage=S world-size=N"
      [--bucket-bytes B] --offset K -o OUT

Partitions INPUT, schedules it with no budget and reads the report's
peak_bytes P of that schedule; then schedules it again with
memory-budget = P + K and writes the IR to OUT and the line
"budget P+K, peak Q" (Q: the report of that schedule) to stdout. lit's shell
has no command substitution, so a test that needs a budget at the edge of
what a schedule costs computes it here.
"""
import argparse
import json
import subprocess
import tempfile


def schedule(args, budget, out, report):
    subprocess.run(["zero-opt", args.input, "--zero-partition=" + args.partition,
                    "--zero-schedule=memory-budget=%d bucket-bytes=%d" % (budget, args.bucket_bytes),
                    "--zero-memory-report=file=" + report, "-o", out], check=True)
    return json.load(open(report))["per_rank"]["peak_bytes"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--partition", required=True)
    ap.add_argument("--bucket-bytes", type=int, default=0)
    ap.add_argument("--offset", type=int, default=0)
    ap.add_argument("-o", dest="out", required=True)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        report = tmp + "/report.json"
        peak = schedule(args, 0, tmp + "/unbounded.mlir", report)
        budget = peak + args.offset
        print("budget %d, peak %d" % (budget, schedule(args, budget, args.out, report)))


if __name__ == "__main__":
    main()
