#!/usr/bin/env python3
"""The way back for a zoo model: zero-import-torch's checkpoint of a trained
run loads into the model file's own model() with load_state_dict(strict=True)
(every key the module expects, no other), and every parameter then holds the
trained values zero-run dumped, bit for bit. Runs in the importer's
environment.

  build-venv/torch-import/bin/python -m zero_testing.zoo_loadback \
      --model MODEL.py --names DIR/names.json --dump RUN --checkpoint model.pt
"""
import argparse
import importlib.util
import json
import os
import sys

import numpy as np
import torch


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--names", required=True)
    ap.add_argument("--dump", required=True)
    ap.add_argument("--checkpoint", required=True)
    a = ap.parse_args()
    spec = importlib.util.spec_from_file_location("zoo_model", a.model)
    user = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(user)
    net = user.model()
    state = torch.load(a.checkpoint)
    net.load_state_dict(state, strict=True)
    params = dict(net.named_parameters(remove_duplicate=False))
    names = json.load(open(a.names))
    checked = 0
    for arg in names["args"]:
        if arg["role"] != "param":
            continue
        want = np.load(os.path.join(a.dump, "arg%d.npy" % arg["index"]))
        for name in [arg["name"]] + arg.get("aliases", []):
            got = params[name].detach().numpy()
            if got.shape != want.shape or not np.array_equal(got, want):
                sys.exit("MISMATCH %s after load_state_dict differs from the dump's arg%d"
                         % (name, arg["index"]))
            checked += 1
    print("load_state_dict(strict=True): %d keys; %d parameters equal the trained dump"
          % (len(state), checked))


if __name__ == "__main__":
    main()
