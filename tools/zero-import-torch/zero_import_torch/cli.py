"""Command line of zero-import-torch.

  zero-import-torch import MODEL.py --micro-batch B[,B...] --optimizer adamw|sgd
        [--lr LR] [--betas B1,B2] [--eps E] [--weight-decay WD]
        [--momentum M] [--nesterov] [--clip-norm C] [--seed S] [--data-rows D] -o OUT
  zero-import-torch checkpoint --names OUT/names.json --dump DIR -o model.pt
"""
import argparse
import os
import sys

import torch
import torch_mlir  # noqa: F401  (fail here, early, without the environment)

from zero_import_torch import UserError, locations
from zero_import_torch import dropout, lower, outputs, state, trace
from zero_import_torch.optim import Optimizer
from zero_import_torch.userfile import ModelFile


class _Layout:
    pass


def _floats(text, n, flag):
    try:
        values = tuple(float(v) for v in text.split(","))
    except ValueError:
        values = ()
    if len(values) != n:
        raise UserError("%s expects %d comma-separated numbers, but got '%s'" % (flag, n, text))
    return values


def _micro_batches(text):
    try:
        values = [int(v) for v in text.split(",")]
    except ValueError:
        values = []
    if not values or any(v <= 0 for v in values):
        raise UserError("--micro-batch expects positive integers (B or B1,B2,...), but got '%s'"
                        % text)
    return values


def run_import(a):
    model_file = ModelFile(a.model)
    optimizer = Optimizer(a.optimizer, a.lr, momentum=a.momentum, nesterov=a.nesterov,
                          betas=_floats(a.betas, 2, "--betas"), eps=a.eps,
                          weight_decay=a.weight_decay, clip_norm=a.clip_norm)
    micro = _micro_batches(a.micro_batch)
    net = model_file.model(a.seed)  # in the mode model() leaves it: train() or eval()
    params = trace.parameters(net, a.model)
    sites = dropout.find_sites(model_file, net, a.seed)
    if sites is not None:
        optimizer.step_hyper = True  # the masks depend on the step
    steps, table = {}, None
    for b in micro:
        batch = model_file.batch(b)
        traced = trace.trace_step(model_file, net, params, optimizer, batch, sites)
        if sites is not None:
            dropout.check_traced(sites)
        t = outputs.argument_table(params, optimizer, batch, traced.ranges, sites is not None)
        t += state.entries(traced.state, len(t))  # buffers the step updates: last
        for k, v in traced.range_ignores.items():  # a loss's ignore_index
            t[len(params) * (1 + len(optimizer.state_names())) + k]["range_ignore"] = v
        if table is not None and t != table:
            raise UserError("%s: the step's arguments differ between micro-batches %d and %d"
                            % (a.model, micro[0], b))
        table = t
        layout = _Layout()
        layout.params = [(p.name,) for p in params]
        layout.state_names = optimizer.state_names()
        layout.batch = [("batch[%d]" % k, traced.ranges.get(k)) for k in range(len(batch))]
        layout.fill = len(batch) if sites is not None else None  # the global rows' position
        if sites is not None:
            layout.batch.append((dropout.FILL, None))
        layout.hyper_names = optimizer.hyper_names()
        layout.global_means, layout.range_ignores = traced.global_means, traced.range_ignores
        layout.buffers = [s.name for s in traced.state]
        module = lower.finish(lower.import_step(traced, a.model), layout, a.model)
        name = "step-b%d.mlir" % b
        header = ("// zero-import-torch: %s, micro-batch %d, %s (torch %s, torch-mlir); "
                  "argument names in names.json\n" % (_base(a.model), b, optimizer.name,
                                                       torch.__version__.split("+")[0]))
        os.makedirs(a.out, exist_ok=True)
        outputs.write_text(os.path.join(a.out, name), header + str(module))
        steps[str(b)] = name
    outputs.write_init(a.out, params)
    outputs.write_buffer_init(a.out, table, traced.state)
    constants, values = outputs.constant_buffers(net, table)
    outputs.write_constants(a.out, constants, values)
    if a.data_rows:
        outputs.write_data(a.out, table, model_file.batch(a.data_rows))
    names = {
        "model": _base(a.model), "seed": a.seed, "torch": torch.__version__.split("+")[0],
        "optimizer": optimizer.config(), "hyper": optimizer.hyper_flag(),
        "steps": steps, "args": table}
    if sites is not None:  # the masks' generator (dropout.py), for an eager reference
        names["dropout"] = {"generator": "philox4x32-10", "seed": a.seed,
                            "sites": len(sites.shapes), "batch_dims": sites.batch_dims}
    if constants:  # persistent buffers the step only reads, for checkpoint
        names["constants"] = constants
    outputs.write_names(a.out, names)
    print("zero-import-torch: %d parameters (%d elements), %d optimizer states, %d batch "
          "arguments -> %s" % (len(params), sum(p.tensor.numel() for p in params),
                               len(params) * len(optimizer.state_names()),
                               sum(1 for x in table if x["role"] == "batch"),
                               ", ".join(a.out.rstrip("/") + "/" + s for s in steps.values())))


def _base(path):
    return os.path.basename(path)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="zero-import-torch", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    imp = sub.add_parser("import", help="model file -> step, init weights, name map")
    imp.add_argument("model", help="the model file (model(), batch(rows), loss(model, *batch))")
    imp.add_argument("--micro-batch", required=True, help="rows per rank, B or B1,B2,...")
    imp.add_argument("--optimizer", required=True, help="adamw or sgd")
    imp.add_argument("--lr", type=float, default=1e-3)
    imp.add_argument("--betas", default="0.9,0.999", help="AdamW")
    imp.add_argument("--eps", type=float, default=1e-8, help="AdamW")
    imp.add_argument("--weight-decay", type=float, default=None,
                     help="default: torch.optim's (AdamW 0.01, SGD 0)")
    imp.add_argument("--momentum", type=float, default=0.0, help="SGD")
    imp.add_argument("--nesterov", action="store_true", help="SGD")
    imp.add_argument("--clip-norm", type=float, default=0.0,
                     help="global-norm gradient clipping (0: none)")
    imp.add_argument("--seed", type=int, default=0, help="torch.manual_seed before model()")
    imp.add_argument("--data-rows", type=int, default=0,
                     help="also write batch(D) as the dataset data/arg<i>.npy")
    imp.add_argument("-o", dest="out", required=True, help="output directory")
    ck = sub.add_parser("checkpoint", help="zero-run --dump directory -> PyTorch state_dict")
    ck.add_argument("--names", required=True, help="names.json written by import")
    ck.add_argument("--dump", required=True, help="zero-run --dump=DIR")
    ck.add_argument("-o", dest="out", required=True, help="the .pt file to write")
    a = ap.parse_args(argv)
    try:
        if a.command == "import":
            run_import(a)
        else:
            state = outputs.checkpoint(a.names, a.dump, a.out)
            print("zero-import-torch: %d tensors -> %s" % (len(state), a.out))
    except UserError as e:
        print("zero-import-torch: error: %s" % e, file=sys.stderr)
        return 1
    except Exception as e:  # raised in the user's code: name its line, not a traceback
        if a.command != "import" or not locations.raised_by(e, a.model):
            raise
        error = locations.user_failure(e, a.model, "running the model file's code")
        print("zero-import-torch: error: %s" % error, file=sys.stderr)
        return 1
    return 0
