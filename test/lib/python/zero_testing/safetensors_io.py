#!/usr/bin/env python3
"""A .safetensors reader in pure Python, and the export/import checks.

The format: an 8-byte little-endian header length, a JSON header
{name: {"dtype", "shape", "data_offsets": [begin, end]}, "__metadata__": {...}}
and the raw little-endian data after it. `read` is this module's own reader
(for bit-exact comparisons with --dump); `gpt-loss` reads the file with
PyTorch's `safetensors.torch.load_file` only (build-venv/safetensors).

  python3 -m zero_testing.safetensors_io COMMAND ...

  dump FILE.safetensors STEP.mlir DUMPDIR
      every zero.name'd param and buffer of STEP.mlir is in FILE under its
      name and equals DUMPDIR/arg<i>.npy (zero-run --dump) bit for bit, and
      FILE holds nothing else
  gpt-loss FILE.safetensors STEP.mlir DATADIR LAYERS HEADS METRICS.json RTOL
      builds zero_testing.models.GPT in PyTorch (float64) from the tensors
      safetensors.torch.load_file reads from FILE, computes
      its loss on the first global batch of DATADIR (the rows zero-run's
      step 1 reads) and compares it with the first loss of zero-run's
      METRICS.json (relative RTOL)
  tokens STEP.mlir DIR VOCAB ROWS
      a dataset for the step's two batch arguments (tokens, targets):
      ROWS windows of a fixed token stream, targets shifted by one
"""
import json
import os
import re
import struct
import sys

from zero_testing import npy

_FORMATS = {"F32": ("f", 4), "F64": ("d", 8), "I32": ("i", 4), "I64": ("q", 8)}


def read(path):
    """{name: (dtype, shape, values)} and the metadata."""
    with open(path, "rb") as f:
        data = f.read()
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + n])
    body = data[8 + n:]
    meta = header.pop("__metadata__", {})
    out = {}
    for name, entry in header.items():
        fmt, size = _FORMATS[entry["dtype"]]
        b, e = entry["data_offsets"]
        count = (e - b) // size
        out[name] = (entry["dtype"], entry["shape"], list(struct.unpack("<%d%s" % (count, fmt), body[b:e])))
    return out, meta


def load_torch(path):
    """{name: torch tensor}, read by PyTorch's own `safetensors.torch.load_file`.

    No fallback: this is the check that PyTorch loads the file, so without the
    package it fails (lit's `safetensors` feature keeps the test from running).
    """
    from safetensors.torch import load_file
    print("reader: safetensors.torch.load_file")
    return load_file(path)


def arg_names(step_path):
    """[(index, name, role)] of the step's arguments, from zero.name / zero.role."""
    text = open(step_path).read()
    sig = text[text.index("func.func @"):]
    sig = sig[:sig.index("{\n")]
    out = []
    for m in re.finditer(r'%arg(\d+): tensor<[^>]*> \{([^}]*)\}', sig):
        attrs = dict(re.findall(r'(zero\.\w+) = ("[^"]*"|[^,]+)', m.group(2)))
        out.append((int(m.group(1)), attrs.get("zero.name", '""').strip('"'),
                    attrs.get("zero.role", '""').strip('"')))
    return out


def check_dump(path, step, dump):
    tensors, meta = read(path)
    params = [(i, n) for i, n, r in arg_names(step) if r in ("param", "buffer")]
    bad = 0
    for i, name in params:
        shape, values = npy.read(os.path.join(dump, "arg%d.npy" % i))
        dtype, s, v = tensors.get(name, (None, None, None))
        fmt = _FORMATS[dtype][0] if dtype in _FORMATS else "f"
        if list(shape) != s or struct.pack("<%d%s" % (len(values), fmt), *values) != struct.pack("<%d%s" % (len(v or []), fmt), *(v or [])):
            print("MISMATCH %s (arg%d)" % (name, i))
            bad += 1
    extra = set(tensors) - {n for _, n in params}
    if extra:
        print("EXTRA tensors: %s" % sorted(extra))
        bad += 1
    if bad:
        sys.exit(1)
    print("export: %d params and buffers equal the dump bit for bit (metadata %s)" % (len(params), json.dumps(meta, sort_keys=True)))


def gpt_loss(path, step, data, layers, heads, metrics, rtol):
    import torch
    from zero_testing.models import GPT
    torch.set_default_dtype(torch.float64)
    params = {k: v.to(torch.float64) for k, v in load_torch(path).items()}
    V, C = params["wte"].shape
    T = params["wpe"].shape[0]
    model = GPT({"vocab": V, "context": T, "d_model": C, "layers": layers, "heads": heads}, params=params)
    batch = [i for i, _, r in arg_names(step) if r == "batch"]
    micro = int(re.search(r'%%arg%d: tensor<(\d+)x' % batch[0], open(step).read()).group(1))
    loaded = []
    for i in batch:
        shape, values = npy.read(os.path.join(data, "arg%d.npy" % i))
        loaded.append(torch.tensor(values).reshape(shape)[:micro])
    with torch.no_grad():
        loss = model(loaded[0], loaded[1]).item()
    ours = json.load(open(metrics))["losses"][0]
    err = abs(ours - loss) / abs(loss)
    print("torch loss %.9f, zero-run loss %.9f, relative difference %.2e" % (loss, ours, err))
    if err > rtol:
        sys.exit("FAILED: above %g" % rtol)
    print("torch loss matches")


def tokens(step, out, vocab, rows):
    batch = [i for i, _, r in arg_names(step) if r == "batch"]
    T = int(re.search(r'%%arg%d: tensor<\d+x(\d+)xi64>' % batch[0], open(step).read()).group(1))
    stream = [(7 * k * k + 3 * k + 1) % vocab for k in range(rows + T + 1)]
    os.makedirs(out, exist_ok=True)
    for index, off in zip(batch, (0, 1)):
        vals = [stream[r + off + t] for r in range(rows) for t in range(T)]
        npy.write(os.path.join(out, "arg%d.npy" % index), (rows, T), vals, "<i8")


def main():
    cmd = sys.argv[1]
    if cmd == "tokens":
        tokens(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]))
    elif cmd == "dump":
        check_dump(*sys.argv[2:5])
    elif cmd == "gpt-loss":
        a = sys.argv[2:]
        gpt_loss(a[0], a[1], a[2], int(a[3]), int(a[4]), a[5], float(a[6]))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
