"""Independent cross-check of a zero-trace GPT step against PyTorch.

Reads the JSON of `zero-trace gpt ... --run-steps K --same-batch --json F`
(initial parameters, the batch, K losses, final parameters), builds the same
model in torch (zero_testing.models.GPT: F.layer_norm, F.gelu(approximate=
"tanh"), masked softmax, F.cross_entropy) from those weights and trains it K
steps on that batch with autograd and torch.optim (AdamW / SGD,
clip_grad_norm_) in float64, then compares losses and final parameters.

usage: python3 -m zero_testing.gpt_crosscheck FILE.json LOSS_RTOL PARAM_ATOL [FILE.json ...]
(one import of torch for several runs; prints one line per passed file)
"""
import json
import sys

import torch

from zero_testing.models import GPT
from zero_testing.train import train_step


def check(path, loss_rtol, param_atol):
    data = json.load(open(path))
    cfg = dict(data["config"])
    assert cfg["model"] == "gpt" and cfg["same_batch"]
    torch.set_default_dtype(torch.float64)
    initial = {p["name"]: torch.tensor(p["initial"], dtype=torch.float64).reshape(p["shape"])
               for p in data["params"]}
    cfg["vocab"], cfg["context"] = initial["wte"].shape[0], initial["wpe"].shape[0]
    model = GPT(cfg, params=initial)
    P = model.trace_parameters()
    batch = {b["name"]: torch.tensor([int(v) for v in b["data"]]).reshape(b["shape"])
             for b in data["batch"]}
    # zero-trace's parameter order (that of the JSON) for the optimizer and the clip.
    params = [P[p["name"]] for p in data["params"]]
    assert len(params) == len(P), (sorted(P), [p["name"] for p in data["params"]])
    if cfg["optimizer"] == "adamw":
        opt = torch.optim.AdamW(params, lr=cfg["lr"], betas=(cfg["beta1"], cfg["beta2"]),
                                eps=cfg["eps"], weight_decay=cfg["weight_decay"])
    else:
        opt = torch.optim.SGD(params, lr=cfg["lr"], momentum=cfg["momentum"],
                              weight_decay=cfg["weight_decay"])
    losses = []
    for _ in range(cfg["steps"]):
        loss = train_step(opt, lambda: model(batch["tokens"], batch["targets"]),
                          clip_norm=cfg["clip_norm"], clip_params=params)
        losses.append(loss.item())

    ok = True
    max_loss = 0.0
    for i, (ours, ref) in enumerate(zip(data["losses"], losses)):
        err = abs(ours - ref) / abs(ref)
        max_loss = max(max_loss, err)
        if err > loss_rtol:
            print(f"step {i + 1}: loss {ours} vs torch {ref}")
            ok = False
    max_param = 0.0
    for p in data["params"]:
        ref = P[p["name"]].detach().reshape(-1)
        ours = torch.tensor(p["final"], dtype=torch.float64)
        err = (ours - ref).abs().max().item()
        moved = (ref - torch.tensor(p["initial"], dtype=torch.float64)).abs().max().item()
        max_param = max(max_param, err)
        if err > param_atol:
            print(f"{p['name']}: max |ours - torch| = {err} (the update moved it by {moved})")
            ok = False
    print(f"losses {data['losses']} torch {losses}")
    print(f"max relative loss error {max_loss:.3g}, max parameter error {max_param:.3g}")
    return ok


def main():
    args = sys.argv[1:]
    if not args or len(args) % 3:
        sys.exit("usage: gpt_crosscheck.py FILE.json LOSS_RTOL PARAM_ATOL [...]")
    failed = False
    for i in range(0, len(args), 3):
        if check(args[i], float(args[i + 1]), float(args[i + 2])):
            print(f"torch cross-check passed: {args[i].rsplit('/', 1)[-1]}")
        else:
            print(f"torch cross-check FAILED: {args[i]}")
            failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
