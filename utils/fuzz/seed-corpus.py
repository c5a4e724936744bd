#!/usr/bin/env python3
"""Writes the seed corpora of zero's fuzz targets (fuzz/).

  seed-corpus.py --zero-trace BUILD/bin/zero-trace --out DIR
                 [--zero-run BUILD/bin/zero-run] [--zero-opt BUILD/bin/zero-opt]

DIR/mlir: every .mlir file under test/ and docs/examples, split at the
`// -----` markers of -split-input-file and stripped of comments, plus the
steps zero-trace writes (MLP and GPT, each optimizer and precision): the
valid steps that zero-parse-fuzzer and zero-pipeline-fuzzer mutate.
DIR/npy: .npy files of every element type zero-run reads, in format
versions 1.0-3.0, with scalar, vector and matrix shapes.
DIR/checkpoint: checkpoints zero-run writes of the step that
zero-checkpoint-fuzzer reads them for (CHECKPOINT_STEP), on one rank after 1
and 2 steps and on 2 ranks at stage 3, each packed as one input: index.json,
then every file it names after a line "\n--- file NAME\n"; their indexes
carry the checksum zero-run writes. DIR/cache: compile-cache entries of the
key zero-cache-entry-fuzzer looks up (CACHE_KEY): a small object, the object
zero-run compiles for CHECKPOINT_STEP re-keyed, and an entry of another key.
zero-run and zero-opt default to those beside --zero-trace.
"""

import argparse
import hashlib
import json
import os
import pathlib
import struct
import subprocess
import sys
import tempfile

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


# The step whose parameters and AdamW state zero-checkpoint-fuzzer's fixed
# signature describes (fuzz/zero-checkpoint-fuzzer): keep the two in step.
CHECKPOINT_STEP = ["mlp", "--sizes", "2,3,2", "--batch", "2", "--optimizer",
                   "adamw"]
FILE_MARKER = b"\n--- file "


def pack_checkpoint(step_dir):
    index = (step_dir / "index.json").read_bytes()
    data = index
    for entry in json.loads(index)["files"]:
        data += FILE_MARKER + entry["file"].encode() + b"\n"
        data += (step_dir / entry["file"]).read_bytes()
    return data


def checkpoint_seeds(out, zero_trace, zero_run, zero_opt):
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        step = tmp / "step.mlir"
        subprocess.run([zero_trace, *CHECKPOINT_STEP, "-o", str(step)],
                       check=True)
        # One rank unpartitioned (one file, whole tensors) after 1 and 2
        # steps; 2 ranks at stage 3 (a file per rank, each tensor in shards).
        sharded = tmp / "s3n2.mlir"
        subprocess.run([zero_opt, str(step),
                        "--zero-pipeline=stage=3 world-size=2",
                        "-o", str(sharded)], check=True)
        env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1",
                   OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
        runs = [([], step, 1), ([], step, 2),
                (["mpirun", "--oversubscribe", "-np", "2"], sharded, 1)]
        for i, (launcher, program, steps) in enumerate(runs):
            ckpt = tmp / ("ckpt%d" % i)
            subprocess.run([*launcher, zero_run, str(program),
                            "--jit-opt-level=0", "--int-range=2",
                            "--hyper=0.01,step", "--steps=%d" % steps,
                            "--checkpoint-dir=%s" % ckpt],
                           check=True, stdout=subprocess.DEVNULL, env=env)
            for step_dir in sorted(ckpt.glob("step-*")):
                write_unique(out, pack_checkpoint(step_dir))
                count += 1
    return count


# The key zero-cache-entry-fuzzer looks up (fuzz/zero-cache-entry-fuzzer).
CACHE_KEY = "5eed" * 16


def cache_entry(key, obj):
    """A compile-cache entry as zero-run writes it (docs/Runtime.md §7)."""
    header = "zero-compiled-step 2 %s %d %s\n" % (
        key, len(obj), hashlib.sha256(obj).hexdigest())
    return header.encode() + obj


def cache_seeds(out, zero_trace, zero_run):
    out.mkdir(parents=True, exist_ok=True)
    objects = [b"\x7fELF a small object"]
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        step = tmp / "step.mlir"
        subprocess.run([zero_trace, *CHECKPOINT_STEP, "-o", str(step)],
                       check=True)
        subprocess.run([zero_run, str(step), "--jit-opt-level=0",
                        "--int-range=2", "--hyper=0.01,step", "--steps=0",
                        "--compile-cache=%s" % (tmp / "cache")],
                       check=True, stdout=subprocess.DEVNULL)
        for entry in sorted((tmp / "cache").glob("*.zobj")):
            objects.append(entry.read_bytes().split(b"\n", 1)[1])
    for obj in objects:
        write_unique(out, cache_entry(CACHE_KEY, obj))
    write_unique(out, cache_entry("0" * 64, objects[0]))
    return len(objects) + 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--zero-trace", required=True)
    parser.add_argument("--zero-run")
    parser.add_argument("--zero-opt")
    parser.add_argument("--out", required=True, type=pathlib.Path)
    args = parser.parse_args()
    tools = os.path.dirname(args.zero_trace)
    zero_run = args.zero_run or os.path.join(tools, "zero-run")
    zero_opt = args.zero_opt or os.path.join(tools, "zero-opt")
    n_mlir = mlir_seeds(args.out / "mlir", args.zero_trace)
    n_npy = npy_seeds(args.out / "npy")
    n_ckpt = checkpoint_seeds(args.out / "checkpoint", args.zero_trace,
                              zero_run, zero_opt)
    n_cache = cache_seeds(args.out / "cache", args.zero_trace, zero_run)
    print(f"seed corpus: {n_mlir} modules, {n_npy} .npy files, "
          f"{n_ckpt} checkpoints, {n_cache} cache entries in {args.out}")


if __name__ == "__main__":
    sys.exit(main())
