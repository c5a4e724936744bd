#!/usr/bin/env python3
"""Minimal .npy reading/writing for the e2e tests (no NumPy needed).

  python3 -m zero_testing.npy COMMAND ...

  npy.py linear-inputs DIR      write the inputs of the example step
                                docs/examples/linear_sgd_step.mlir:
                                DIR/init/arg0.npy (W),
                                arg1.npy (b), DIR/data/arg4.npy (x),
                                arg5.npy (y)
  npy.py compare A B RTOL ATOL  every arg*.npy in A equals the one in B:
                                |a-b| <= ATOL + RTOL*|b| elementwise
  npy.py print FILE             print shape and values
  npy.py garbage FILE           write a file that is not .npy
  npy.py write FILE DESCR D0,D1.. V0,V1,...
                                write an array (V repeated cyclically to
                                fill the shape; integers for <i4/<i8)
  npy.py header FILE DESCR D,D..  write a .npy header claiming that shape and
                                element type, with no data after it
"""
import glob
import os
import struct
import sys


def write(path, shape, values, descr="<f4"):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else ""))
    pad = (64 - (10 + len(header) + 1) % 64) % 64
    header += " " * pad + "\n"
    fmt = {"<f4": "f", "<f8": "d", "<i4": "i", "<i8": "q"}[descr]
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode("latin1"))
        f.write(struct.pack("<%d%s" % (len(values), fmt), *values))


def read(path):
    with open(path, "rb") as f:
        data = f.read()
    assert data[:6] == b"\x93NUMPY", path
    (hlen,) = struct.unpack("<H", data[8:10])
    header = eval(data[10:10 + hlen].decode("latin1"))
    fmt = {"<f4": "f", "<f8": "d", "<i4": "i", "<i8": "q"}[header["descr"]]
    n = 1
    for d in header["shape"]:
        n *= d
    values = struct.unpack("<%d%s" % (n, fmt), data[10 + hlen:])
    return header["shape"], list(values)


def main():
    cmd = sys.argv[1]
    if cmd == "linear-inputs":
        out = sys.argv[2]
        os.makedirs(os.path.join(out, "init"), exist_ok=True)
        os.makedirs(os.path.join(out, "data"), exist_ok=True)
        W = [0.1, -0.2, 0.3, 0.0, 0.5, -0.1, 0.2, 0.2, 0.2, -0.3, 0.1, 0.0,
             0.4, -0.4, 0.1, 0.05, 0.0, -0.25]
        b = [0.1, 0.0, -0.1]
        x = [1.0, 0.5, -0.5, 0.0, 2.0, 1.0, 0.0, 1.0, 1.0, -1.0, 0.5, 0.0,
             0.3, -0.2, 0.8, 1.0, 0.0, -1.0, 1.5, 0.0, 0.0, 0.5, -0.5, 0.25]
        y = [1.0, 0.0, -1.0, 0.5, 0.5, 0.5, 0.0, 1.0, 0.0, -1.0, 0.0, 2.0]
        write(os.path.join(out, "init", "arg0.npy"), (6, 3), W)
        write(os.path.join(out, "init", "arg1.npy"), (3,), b)
        write(os.path.join(out, "data", "arg4.npy"), (4, 6), x)
        write(os.path.join(out, "data", "arg5.npy"), (4, 3), y)
    elif cmd == "compare":
        a_dir, b_dir, rtol, atol = sys.argv[2], sys.argv[3], float(sys.argv[4]), float(sys.argv[5])
        files = sorted(os.path.basename(p) for p in glob.glob(os.path.join(a_dir, "arg*.npy")))
        if not files:
            print("no arg*.npy in", a_dir)
            sys.exit(1)
        worst = 0.0
        for name in files:
            sa, va = read(os.path.join(a_dir, name))
            sb, vb = read(os.path.join(b_dir, name))
            if sa != sb:
                print("%s: shape %s vs %s" % (name, sa, sb))
                sys.exit(1)
            for i, (p, q) in enumerate(zip(va, vb)):
                if abs(p - q) > atol + rtol * abs(q):
                    print("%s[%d]: %r vs %r" % (name, i, p, q))
                    sys.exit(1)
                worst = max(worst, abs(p - q))
        print("equal: %s (max abs diff %.3g)" % (" ".join(files), worst))
    elif cmd == "print":
        shape, values = read(sys.argv[2])
        print(shape, " ".join("%.6f" % v for v in values))
    elif cmd == "header":
        shape = tuple(int(d) for d in sys.argv[4].split(","))
        write(sys.argv[2], shape, [], descr=sys.argv[3])
    elif cmd == "garbage":
        with open(sys.argv[2], "wb") as f:
            f.write(b"this is not a numpy file\n")
    elif cmd == "write":
        path, descr = sys.argv[2], sys.argv[3]
        shape = tuple(int(d) for d in sys.argv[4].split(","))
        conv = int if descr in ("<i4", "<i8") else float
        pattern = [conv(v) for v in sys.argv[5].split(",")]
        n = 1
        for d in shape:
            n *= d
        write(path, shape, [pattern[i % len(pattern)] for i in range(n)], descr)
    else:
        sys.exit("unknown command " + cmd)


if __name__ == "__main__":
    main()
