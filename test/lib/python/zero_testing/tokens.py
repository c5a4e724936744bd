#!/usr/bin/env python3
"""Token files for zero-run --tokens (docs/Runtime.md), and the same data as
.npy datasets, from the documented layout:

  python3 -m zero_testing.tokens write FILE COUNT VOCAB [SEED]
      COUNT random uint16 ids below VOCAB, little endian, no header
  python3 -m zero_testing.tokens npy FILE CONTEXT DIR INPUTS_ARG TARGETS_ARG
      DIR/arg<INPUTS_ARG>.npy and DIR/arg<TARGETS_ARG>.npy (int64, D x T):
      row j = tokens [j*T, j*T+T), targets shifted by one, D = (n-1)//T
"""
import os
import random
import struct
import sys

from zero_testing import npy


def main():
    cmd = sys.argv[1]
    if cmd == "write":
        path, count, vocab = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
        rng = random.Random(int(sys.argv[5]) if len(sys.argv) > 5 else 1)
        with open(path, "wb") as f:
            f.write(struct.pack("<%dH" % count, *[rng.randrange(vocab) for _ in range(count)]))
    elif cmd == "npy":
        path, t, out = sys.argv[2], int(sys.argv[3]), sys.argv[4]
        data = open(path, "rb").read()
        ids = struct.unpack("<%dH" % (len(data) // 2), data)
        rows = (len(ids) - 1) // t
        inputs = [ids[j * t + i] for j in range(rows) for i in range(t)]
        targets = [ids[j * t + i + 1] for j in range(rows) for i in range(t)]
        os.makedirs(out, exist_ok=True)
        npy.write(os.path.join(out, "arg%s.npy" % sys.argv[5]), (rows, t), inputs, "<i8")
        npy.write(os.path.join(out, "arg%s.npy" % sys.argv[6]), (rows, t), targets, "<i8")
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
