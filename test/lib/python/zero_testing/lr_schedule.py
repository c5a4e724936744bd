#!/usr/bin/env python3
"""Reference of zero-run's --lr-schedule (docs/Runtime.md), written from the
formula, not from the C++:

  python3 -m zero_testing.lr_schedule check METRICS.json PEAK WARMUP COSINE MIN

compares the metrics' per-step "lrs" with lr(t), t = 1..steps:
  t <= W: P*t/W;  W < t <= T: M + (P-M)*(1+cos(pi*(t-W)/(T-W)))/2;  t > T: M
(no decay when T <= W). Prints one line; exit code 1 on a difference.
"""
import json
import math
import sys


def lr(t, peak, warmup, cosine, lo):
    if warmup > 0 and t <= warmup:
        return peak * t / warmup
    if cosine <= warmup:
        return peak
    if t > cosine:
        return lo
    return lo + (peak - lo) * 0.5 * (1 + math.cos(math.pi * (t - warmup) / (cosine - warmup)))


def main():
    if len(sys.argv) != 7 or sys.argv[1] != "check":
        sys.exit(__doc__)
    m = json.load(open(sys.argv[2]))
    peak, warmup, cosine, lo = float(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), float(sys.argv[6])
    got = m.get("lrs", [])
    want = [lr(t, peak, warmup, cosine, lo) for t in range(1, m["steps"] + 1)]
    if len(got) != len(want) or any(abs(a - b) > 1e-12 * max(1.0, abs(b)) for a, b in zip(got, want)):
        print("MISMATCH lrs %s, reference %s" % (got, want))
        sys.exit(1)
    print("lrs match the reference formula: %d steps, from %.6g to %.6g" % (len(got), want[0], want[-1]))


if __name__ == "__main__":
    main()
