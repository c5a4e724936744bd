#!/usr/bin/env python3
# Independent cross-check of a zero-trace GPT step against PyTorch.
#
# Reads the JSON of `zero-trace gpt ... --run-steps K --same-batch --json F`
# (initial parameters, the batch, K losses, final parameters), rebuilds the
# same model with torch operations (F.layer_norm, F.gelu(approximate="tanh"),
# masked softmax, F.cross_entropy) and trains it K steps with autograd and
# torch.optim (AdamW / SGD, clip_grad_norm_) in float64 from the same
# weights and batch, then compares losses and final parameters.
#
# usage: torch_gpt_check.py FILE.json LOSS_RTOL PARAM_ATOL [FILE.json ...]
# (one import of torch for several runs; prints one line per passed file)
import json
import math
import sys

import torch
import torch.nn.functional as F


def forward(P, cfg, tokens, targets):
    B, T = tokens.shape
    C, H = cfg["d_model"], cfg["heads"]
    D = C // H
    eps = cfg["ln_eps"]
    x = P["wte"][tokens] + P["wpe"][:T]
    mask = torch.tril(torch.ones(T, T, dtype=torch.bool))
    for l in range(cfg["layers"]):
        p = lambda n: P[f"h{l}.{n}"]
        h = F.layer_norm(x, (C,), p("ln1.g"), p("ln1.b"), eps)
        qkv = h @ p("attn.w") + p("attn.b")
        q, k, v = qkv.split(C, dim=-1)
        q, k, v = (t.view(B, T, H, D).transpose(1, 2) for t in (q, k, v))
        att = (q @ k.transpose(-2, -1)) / math.sqrt(D)
        att = att.masked_fill(~mask, float("-inf")).softmax(dim=-1)
        y = (att @ v).transpose(1, 2).reshape(B, T, C)
        x = x + y @ p("proj.w") + p("proj.b")
        h = F.layer_norm(x, (C,), p("ln2.g"), p("ln2.b"), eps)
        m = F.gelu(h @ p("fc.w") + p("fc.b"), approximate="tanh")
        x = x + m @ p("fc2.w") + p("fc2.b")
    x = F.layer_norm(x, (C,), P["lnf.g"], P["lnf.b"], eps)
    head = P["wte"].t() if cfg["tied"] else P["lm_head"]
    logits = x @ head
    return F.cross_entropy(logits.reshape(B * T, -1), targets.reshape(-1))


def check(path, loss_rtol, param_atol):
    data = json.load(open(path))
    cfg = data["config"]
    assert cfg["model"] == "gpt" and cfg["same_batch"]
    torch.set_default_dtype(torch.float64)
    P = {}
    for p in data["params"]:
        P[p["name"]] = torch.tensor(p["initial"], dtype=torch.float64).reshape(p["shape"]).requires_grad_()
    batch = {b["name"]: torch.tensor([int(v) for v in b["data"]]).reshape(b["shape"])
             for b in data["batch"]}
    params = list(P.values())
    if cfg["optimizer"] == "adamw":
        opt = torch.optim.AdamW(params, lr=cfg["lr"], betas=(cfg["beta1"], cfg["beta2"]),
                                eps=cfg["eps"], weight_decay=cfg["weight_decay"])
    else:
        opt = torch.optim.SGD(params, lr=cfg["lr"], momentum=cfg["momentum"],
                              weight_decay=cfg["weight_decay"])
    losses = []
    for _ in range(cfg["steps"]):
        opt.zero_grad()
        loss = forward(P, cfg, batch["tokens"], batch["targets"])
        loss.backward()
        if cfg["clip_norm"] > 0:
            torch.nn.utils.clip_grad_norm_(params, cfg["clip_norm"])
        opt.step()
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
        sys.exit("usage: torch_gpt_check.py FILE.json LOSS_RTOL PARAM_ATOL [...]")
    failed = False
    for i in range(0, len(args), 3):
        if check(args[i], float(args[i + 1]), float(args[i + 2])):
            print(f"torch cross-check passed: {args[i].rsplit('/', 1)[-1]}")
        else:
            print(f"torch cross-check FAILED: {args[i]}")
            failed = True
    sys.exit(1 if failed else 0)


main()
