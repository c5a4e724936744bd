#!/usr/bin/env python3
"""Checks of zero-run's checkpoints, resume and --memory-limit.

  python3 -m zero_testing.checkpoint_check COMMAND ...

  losses RTOL FULL.json PART.json [PART.json ...]
      the losses of the PART runs (zero-run --metrics), one after the other,
      are those of the FULL run: bit for bit with RTOL 0, else within RTOL
  (LIMIT: a number of bytes, or a file holding one)
  refused REPORT.json LIMIT LOG
      LOG holds zero-run's refusal of a program whose static peak (the
      zero-memory-report's per_rank.peak_bytes) is above LIMIT, with the
      peak and the bytes over
  peak METRICS.json LIMIT
      every rank's measured peak_bytes is at most LIMIT
  index CHECKPOINT_DIR
      print the index's stage, world size, step and data position, and
      check every file's CRC-32 (zlib's) against the index
"""
import json
import os
import re
import sys
import zlib


def losses(rtol, full, parts):
    want = json.load(open(full))["losses"]
    got = [l for p in parts for l in json.load(open(p))["losses"]]
    if len(want) != len(got):
        sys.exit("FAILED: %d losses vs %d" % (len(got), len(want)))
    for i, (a, b) in enumerate(zip(got, want)):
        if (a != b) if rtol == 0 else abs(a - b) > rtol * abs(b):
            sys.exit("FAILED: step %d loss %r vs %r" % (i + 1, a, b))
    print("%d losses %s" % (len(want), "bit-identical" if rtol == 0 else "within %g" % rtol))


def refused(report, limit, log):
    peak = json.load(open(report))["per_rank"]["peak_bytes"]
    text = open(log).read()
    m = re.search(r"needs (\d+) bytes per rank at its static peak, above --memory-limit=(\d+) by (\d+) bytes", text)
    if not m:
        sys.exit("FAILED: no refusal in %s:\n%s" % (log, text))
    needs, lim, over = map(int, m.groups())
    if needs != peak or lim != limit or over != peak - limit:
        sys.exit("FAILED: refusal says %d/%d/%d, report peak %d, limit %d" % (needs, lim, over, peak, limit))
    print("refused: static peak %s the report's, over by peak - limit" % ("is" if needs == peak else "IS NOT"))


def peak(metrics, limit):
    ranks = json.load(open(metrics))["per_rank"]
    worst = max(r["peak_bytes"] for r in ranks)
    if worst > limit:
        sys.exit("FAILED: measured peak %d above %d" % (worst, limit))
    print("measured peak of %d ranks within the limit" % len(ranks))


def index(directory):
    idx = json.load(open(os.path.join(directory, "index.json")))
    for f in idx["files"]:
        data = open(os.path.join(directory, f["file"]), "rb").read()
        if len(data) != f["bytes"] or zlib.crc32(data) != f["crc32"]:
            sys.exit("FAILED: %s does not match the index" % f["file"])
    print("stage %d world_size %d step %d data_position %d files %d tensors %d: checksums ok" % (
        idx["stage"], idx["world_size"], idx["step"], idx["data_position"], len(idx["files"]), len(idx["tensors"])))


def _limit(text):
    """LIMIT as a number, or the number in the file LIMIT."""
    return int(open(text).read()) if os.path.exists(text) else int(text)


def main():
    cmd = sys.argv[1]
    if cmd == "losses":
        losses(float(sys.argv[2]), sys.argv[3], sys.argv[4:])
    elif cmd == "refused":
        refused(sys.argv[2], _limit(sys.argv[3]), sys.argv[4])
    elif cmd == "peak":
        peak(sys.argv[2], _limit(sys.argv[3]))
    elif cmd == "index":
        index(sys.argv[2])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
