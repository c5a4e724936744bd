#!/usr/bin/env python3
"""Writes the seed corpora of zero's fuzz targets (fuzz/).

  seed-corpus.py --zero-trace BUILD/bin/zero-trace --out DIR

DIR/mlir: every .mlir file under test/ and docs/examples, split at the
`// -----` markers of -split-input-file and stripped of comments, plus the
steps zero-trace writes (MLP and GPT, each optimizer and precision): the
valid steps that zero-parse-fuzzer and zero-pipeline-fuzzer mutate.
DIR/npy: .npy files of every element type zero-run reads, in format
versions 1.0-3.0, with scalar, vector and matrix shapes.
"""

import argparse
import hashlib
import pathlib
import struct
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]

# zero-trace command lines that cover its models, optimizers and precisions
# while keeping each step small (a fuzz input is parsed once per execution).
TRACE_STEPS = [
    ["mlp", "--sizes", "4,8,3", "--batch", "2", "--optimizer", "sgd"],
    ["mlp", "--sizes", "4,8,3", "--batch", "2", "--optimizer", "sgd",
     "--momentum", "0"],
    ["mlp", "--sizes", "6,16,3", "--batch", "4", "--optimizer", "adamw",
     "--clip-norm", "1"],
    ["gpt", "--layers", "1", "--d-model", "8", "--heads", "2", "--context",
     "4", "--vocab", "16", "--batch", "2", "--optimizer", "adamw"],
    ["gpt", "--layers", "1", "--d-model", "8", "--heads", "2", "--context",
     "4", "--vocab", "16", "--batch", "2", "--optimizer", "adamw",
     "--precision", "bf16"],
]


def write_unique(directory, data):
    name = hashlib.sha1(data).hexdigest()
    (directory / name).write_bytes(data)


def strip_comments(text):
    return "\n".join(line for line in text.splitlines()
                     if not line.lstrip().startswith("//")) + "\n"


def mlir_seeds(out, zero_trace):
    out.mkdir(parents=True, exist_ok=True)
    files = sorted(ROOT.glob("test/**/*.mlir")) + sorted(
        ROOT.glob("docs/examples/*.mlir"))
    count = 0
    for path in files:
        for chunk in path.read_text().split("// -----"):
            chunk = strip_comments(chunk)
            if chunk.strip():
                write_unique(out, chunk.encode())
                count += 1
    for args in TRACE_STEPS:
        step = subprocess.run([zero_trace, *args, "-o", "-"], check=True,
                              capture_output=True).stdout
        write_unique(out, step)
        count += 1
    return count


def npy_bytes(descr, shape, data, major=1):
    dims = ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "")
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, dims)
    length_bytes = 2 if major == 1 else 4
    pad = (64 - (8 + length_bytes + len(header) + 1) % 64) % 64
    header = (header + " " * pad + "\n").encode()
    length = struct.pack("<H" if major == 1 else "<I", len(header))
    return b"\x93NUMPY" + bytes([major, 0]) + length + header + data


def npy_seeds(out):
    out.mkdir(parents=True, exist_ok=True)
    formats = {"<f4": "<%df", "<f8": "<%dd", "<i4": "<%di", "<i8": "<%dq"}
    shapes = [(), (3,), (2, 3), (0,), (1, 2, 2)]
    count = 0
    for descr, fmt in formats.items():
        for shape in shapes:
            n = 1
            for d in shape:
                n *= d
            data = struct.pack(fmt % n, *range(n))
            for major in (1, 2, 3):
                write_unique(out, npy_bytes(descr, shape, data, major))
                count += 1
    return count


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--zero-trace", required=True)
    parser.add_argument("--out", required=True, type=pathlib.Path)
    args = parser.parse_args()
    n_mlir = mlir_seeds(args.out / "mlir", args.zero_trace)
    n_npy = npy_seeds(args.out / "npy")
    print(f"seed corpus: {n_mlir} modules, {n_npy} .npy files in {args.out}")


if __name__ == "__main__":
    sys.exit(main())
