#!/usr/bin/env python3
"""Checks of the importer's dropout generator (zero_import_torch/philox.py),
on any PyTorch from 1.13 on (it needs no torch-mlir):

  /usr/bin/python3 -m zero_testing.philox_check

- Random123's known answers for Philox-4x32-10 (kat_vectors);
- the int64 tensor implementation against an independent one in NumPy's
  uint64 arithmetic (no wrap-around) on 100000 random counters and keys;
- the keep rate of keep_mask within 5 binomial standard deviations of
  Q / 2^24 for q = 0.9, 0.5, 0.1 on 2^20 elements;
- masks of different steps, sites, seeds and rows uncorrelated
  (|correlation| < 5 / sqrt(n));
- a rank's masks are the global batch's rows: keep_mask for rows [2, 3] is
  rows 2-3 of keep_mask for rows [0, 4), whatever the leading dimension's
  multiple (samples of k entries each).
Prints one line per check and exits 1 on a failure.
"""
import math
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..",
                                "tools", "zero-import-torch"))
from zero_import_torch.philox import keep_mask, keep_threshold, philox4x32  # noqa: E402

# Random123-1.14 kat_vectors: counter (4 words), key (2 words) -> output.
KAT = [
    ((0, 0, 0, 0), (0, 0), (0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8)),
    ((0xffffffff,) * 4, (0xffffffff,) * 2, (0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd)),
    ((0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344), (0xa4093822, 0x299f31d0),
     (0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1)),
]

failures = []


def check(ok, line):
    print(("" if ok else "MISMATCH ") + line, flush=True)
    if not ok:
        failures.append(line)


def philox_numpy(c, k):
    """Philox-4x32-10 from Salmon et al. in uint64 arithmetic: every product
    of two 32-bit words fits, nothing wraps."""
    mask = np.uint64(0xFFFFFFFF)
    c = [x.astype(np.uint64) for x in c]
    k = [x.astype(np.uint64) for x in k]
    for r in range(10):
        if r:
            k = [(k[0] + np.uint64(0x9E3779B9)) & mask, (k[1] + np.uint64(0xBB67AE85)) & mask]
        p0 = np.uint64(0xD2511F53) * c[0]
        p1 = np.uint64(0xCD9E8D57) * c[2]
        c = [(p1 >> np.uint64(32)) ^ c[1] ^ k[0], p1 & mask,
             (p0 >> np.uint64(32)) ^ c[3] ^ k[1], p0 & mask]
    return c


def corr(a, b):
    a, b = a.double().flatten(), b.double().flatten()
    a, b = a - a.mean(), b - b.mean()
    return float((a * b).sum() / (a.norm() * b.norm()))


def main():
    for counter, key, want in KAT:
        got = philox4x32(tuple(torch.tensor([x], dtype=torch.int64) for x in counter), key)
        got = tuple(int(g) for g in got)
        check(got == want, "known answer %s %s: %s" % (
            " ".join("%08x" % x for x in counter), " ".join("%08x" % x for x in key),
            " ".join("%08x" % x for x in got)))

    rng = np.random.default_rng(7)
    n = 100000
    words = rng.integers(0, 1 << 32, size=(6, n), dtype=np.uint64)
    same = True  # the tensor version takes its key as ints: 20 calls, one key each
    for j in range(20):
        sl = slice(j * (n // 20), (j + 1) * (n // 20))
        key = (int(words[4][sl][0]), int(words[5][sl][0]))
        ref_j = philox_numpy([w[sl] for w in words[:4]],
                             [np.full(n // 20, key[0], np.uint64), np.full(n // 20, key[1], np.uint64)])
        got = philox4x32(tuple(torch.from_numpy(w[sl].astype(np.int64)) for w in words[:4]), key)
        same &= all(np.array_equal(g.numpy().astype(np.uint64), r) for g, r in zip(got, ref_j))
    check(same, "int64 tensors = NumPy uint64 on %d random counters, 20 keys" % n)

    elements = 1 << 20
    rows = torch.arange(256)
    for q in (0.9, 0.5, 0.1):
        m = keep_mask((256, elements // 256), q, rows, 5, 0, 1234)
        p = keep_threshold(q) / float(1 << 24)
        rate = float(m.double().mean())
        sigma = math.sqrt(p * (1 - p) / elements)
        check(abs(rate - p) < 5 * sigma, "keep rate q=%g: %.5f (expected %.5f, %.1f sigma)"
              % (q, rate, p, abs(rate - p) / sigma))

    shape, base = (64, 4096), dict(q=0.5, rows=torch.arange(64), step=3, site=1, seed=42)
    a = keep_mask(shape, **base)
    bound = 5 / math.sqrt(a.numel())
    for name, change in (("step", dict(step=4)), ("site", dict(site=2)), ("seed", dict(seed=43)),
                         ("rows", dict(rows=torch.arange(64, 128)))):
        b = keep_mask(shape, **dict(base, **change))
        c = corr(a, b)
        check(abs(c) < bound, "masks of another %s: correlation %.4f (|c| < %.4f)" % (name, c, bound))
    c = corr(a[:, :-1], a[:, 1:])
    check(abs(c) < bound, "neighbouring elements: correlation %.4f (|c| < %.4f)" % (c, bound))

    ok = True
    for k in (1, 3):  # a sample's entries: k consecutive ones along the batch dimension
        whole = keep_mask((4 * k, 5, 7), 0.7, torch.arange(4), 9, 2, 0)
        part = keep_mask((2 * k, 5, 7), 0.7, torch.tensor([2, 3]), 9, 2, 0)
        ok &= torch.equal(whole[2 * k:], part)
    check(ok, "rows 2-3 of the global batch: the same mask on a rank of 2 rows as in the batch of 4")

    if failures:
        sys.exit(1)
    print("philox: all checks passed")


if __name__ == "__main__":
    main()
