"""What the importer writes, and the way back to PyTorch.

OUT/step-b<B>.mlir    the step for micro-batch B (one per --micro-batch value)
OUT/init/arg<i>.npy   the model's own initial value of param (or buffer) argument i
                      (zero-run --init=OUT/init)
OUT/data/arg<i>.npy   --data-rows D: batch(D)'s tensor for batch argument i
                      (zero-run --data=OUT/data)
OUT/constants/<k>.npy the value model() gave persistent constant buffer k
                      (one the step only reads, in the model's state_dict)
OUT/names.json        the name map: per argument index its role, name
                      (parameter name and tied aliases; "<param>.<state>";
                      "batch[k]"; hyper name), shape, dtype, state_of,
                      range; the optimizer; zero-run's --hyper value;
                      "constants": the persistent constant buffers
`checkpoint` turns zero-run --dump=DIR (arg<i>.npy) back into a PyTorch
state_dict, every alias of a tied parameter included, with the persistent
constant buffers (the step never changes them) from OUT/constants.
"""
import json
import os

import numpy as np
import torch

from zero_import_torch import UserError


def argument_table(params, optimizer, batch, ranges, rows=False):
    """rows: the step takes the global rows of its samples (dropout.py) as
    its last batch argument, which zero-run fills."""
    table, index = [], 0
    for p in params:
        table.append({"index": index, "role": "param", "name": p.name, "aliases": p.aliases,
                      "shape": list(p.tensor.shape), "dtype": "float32"})
        index += 1
    for pi, p in enumerate(params):
        for s in optimizer.state_names():
            table.append({"index": index, "role": "opt_state", "name": "%s.%s" % (p.name, s),
                          "state_of": pi, "shape": list(p.tensor.shape), "dtype": "float32"})
            index += 1
    for k, t in enumerate(batch):
        entry = {"index": index, "role": "batch", "name": "batch[%d]" % k,
                 "shape": list(t.shape[1:]), "dtype": str(t.dtype).replace("torch.", "")}
        if k in ranges:
            entry["range"] = list(ranges[k])
        table.append(entry)
        index += 1
    if rows:
        table.append({"index": index, "role": "batch", "name": "global_row", "shape": [],
                      "dtype": "int64", "fill": "global_row"})
        index += 1
    for h in optimizer.hyper_names():
        table.append({"index": index, "role": "hyper", "name": h})
        index += 1
    return table


def write_text(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def write_npy(path, tensor):
    tmp = path + ".tmp.npy"
    np.save(tmp, tensor.detach().cpu().numpy())
    os.replace(tmp, path)


def write_init(out, params):
    os.makedirs(os.path.join(out, "init"), exist_ok=True)
    for i, p in enumerate(params):
        write_npy(os.path.join(out, "init", "arg%d.npy" % i), p.tensor)


def write_buffer_init(out, table, state):
    """init/arg<i>.npy for each buffer the step updates (state.py): the
    value model() gave it."""
    rows = [a for a in table if a["role"] == "buffer"]
    for arg, s in zip(rows, state):
        write_npy(os.path.join(out, "init", "arg%d.npy" % arg["index"]), s.tensor)


def constant_buffers(net, table):
    """names.json's "constants" rows: the buffers in net's state_dict (the
    persistent ones, as torch.save keeps them) that are not arguments of
    the step, so the step only reads them. A buffer registered under
    several names is one row with aliases. Returns (rows, tensors)."""
    arguments = set()
    for arg in table:
        if arg["role"] in ("param", "buffer"):
            arguments.update([arg["name"]] + arg.get("aliases", []))
    buffers = {id(b) for b in net.buffers()}
    rows, tensors, row_of = [], [], {}
    for name, value in net.state_dict(keep_vars=True).items():
        if name in arguments or not isinstance(value, torch.Tensor) or id(value) not in buffers:
            continue
        if id(value) in row_of:
            rows[row_of[id(value)]]["aliases"].append(name)
            continue
        row_of[id(value)] = len(rows)
        rows.append({"name": name, "aliases": [], "file": "constants/%d.npy" % len(rows),
                     "shape": list(value.shape),
                     "dtype": str(value.dtype).replace("torch.", "")})
        tensors.append(value)
    return rows, tensors


def write_constants(out, rows, tensors):
    """OUT/constants/<k>.npy. numpy has no bfloat16 (nor float8): such a
    buffer is saved widened to float32, exactly, and checkpoint narrows it
    back to its "dtype"."""
    if rows:
        os.makedirs(os.path.join(out, "constants"), exist_ok=True)
    for row, t in zip(rows, tensors):
        t = t.detach()
        if t.dtype.is_floating_point and t.dtype not in (torch.float16, torch.float32,
                                                          torch.float64):
            t = t.float()
        write_npy(os.path.join(out, row["file"]), t)


def write_data(out, table, data):
    os.makedirs(os.path.join(out, "data"), exist_ok=True)
    batch_args = [a for a in table if a["role"] == "batch" and "fill" not in a]
    for arg, t in zip(batch_args, data):
        rng = arg.get("range")
        # A loss's ignore_index (zero.range_ignore) marks rows the loss skips.
        kept = t[t != arg["range_ignore"]] if "range_ignore" in arg else t
        if rng is not None and kept.numel() and not (rng[0] <= int(kept.min()) and
                                                      int(kept.max()) < rng[1]):
            raise UserError("batch(%d)[%s] holds values in [%d, %d], outside its valid range "
                            "[%d, %d)" % (t.shape[0], arg["name"][6:-1], int(kept.min()),
                                          int(kept.max()), rng[0], rng[1]))
        write_npy(os.path.join(out, "data", "arg%d.npy" % arg["index"]), t)


def write_names(out, names):
    write_text(os.path.join(out, "names.json"), json.dumps(names, indent=1) + "\n")


def _kind(arg):
    return "parameter" if arg["role"] == "param" else "buffer"


def checkpoint(names_path, dump_dir, out_path):
    """A state_dict from zero-run's --dump directory."""
    names = json.load(open(names_path))
    state = {}
    for arg in names["args"]:
        # Buffers the step updates are in a state_dict too (load_state_dict
        # with strict=True wants them); a dump holds rank 0's.
        if arg["role"] not in ("param", "buffer"):
            continue
        path = os.path.join(dump_dir, "arg%d.npy" % arg["index"])
        if not os.path.isfile(path):
            raise UserError("%s: missing (%s '%s'); expected zero-run --dump output"
                            % (path, _kind(arg), arg["name"]))
        value = torch.from_numpy(np.load(path))
        if list(value.shape) != arg["shape"]:
            raise UserError("%s: shape %s, but %s '%s' has shape %s"
                            % (path, list(value.shape), _kind(arg), arg["name"], arg["shape"]))
        for name in [arg["name"]] + arg.get("aliases", []):
            state[name] = value
    # Persistent buffers the step only reads: load_state_dict(strict=True)
    # wants them too; their values are the ones model() gave.
    for row in names.get("constants", []):
        path = os.path.join(os.path.dirname(os.path.abspath(names_path)), row["file"])
        if not os.path.isfile(path):
            raise UserError("%s: missing (constant buffer '%s'); expected zero-import-torch "
                            "import's output next to %s" % (path, row["name"], names_path))
        value = torch.from_numpy(np.load(path)).to(getattr(torch, row["dtype"]))
        if list(value.shape) != row["shape"]:
            raise UserError("%s: shape %s, but constant buffer '%s' has shape %s"
                            % (path, list(value.shape), row["name"], row["shape"]))
        for name in [row["name"]] + row["aliases"]:
            state[name] = value
    torch.save(state, out_path)
    return state
