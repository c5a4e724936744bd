#!/usr/bin/env python3
# PyTorch baseline for zero's data-parallel benchmarks (BENCHMARKS.md).
#
# The GPT-2 style decoder of `zero-trace gpt` rebuilt with torch modules:
# same parameter names, order and [in, out] layout, the same initial values
# (SplitMix64 seeded per tensor name, lib/Trace/Data.cpp) and the same
# fixed-seed token stream (t' = (5t + 3) mod V from random starts, batch seed
# seed*1000003+7, +s from step s = 2 on), AdamW on every parameter with the
# same constants. A run therefore starts from exactly the weights and batches
# `zero-trace gpt --run-steps` uses, and the losses of both can be compared.
#
# Modes: --stage single (one process, no process group), 0 (DDP), 1 (DDP +
# torch.distributed.optim.ZeroRedundancyOptimizer), 3 (FSDP), at any world
# size, gloo on 127.0.0.1, one thread per rank, ranks started with
# torch.multiprocessing.
#
# Output: one JSON line per run (stdout, or appended to --out).
#
# usage: torch_gpt.py --config A --world-size 2 --stage 1 [--warmup 5 --steps 20]

import os

# One thread per rank: OpenBLAS (pthread build) and OpenMP read these when
# torch loads them, so they are set before the import.
for _v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_v] = "1"

import argparse
import datetime
import json
import math
import socket
import statistics
import sys
import time

import numpy as np
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
import torch.nn.functional as F

# BENCHMARKS.md's configurations (C is GPT-2 small's shape, untied head), and
# `tiny` for the harness's own tests.
CONFIGS = {
    "tiny": dict(vocab=32, context=8, layers=2, d_model=16, heads=2, batch=4),
    "A": dict(vocab=256, context=32, layers=2, d_model=64, heads=4, batch=8),
    "B": dict(vocab=512, context=128, layers=4, d_model=256, heads=8, batch=8),
    "C": dict(vocab=50304, context=1024, layers=12, d_model=768, heads=12, batch=8),
}

STAGE_NAMES = {"single": "single process", "0": "DDP", "1": "DDP + ZeroRedundancyOptimizer",
               "3": "FSDP (FULL_SHARD)"}

# ---------------------------------------------------------------------------
# zero-trace's deterministic data (lib/Trace/Data.cpp), bit for bit.

_M64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def _fnv1a(name):
    h = 1469598103934665603
    for c in name.encode():
        h = ((h ^ c) * 1099511628211) & _M64
    return h


def _splitmix_draws(seed, n):
    """The first n outputs of zero-trace's Rng(seed), vectorised: the state
    after k draws is state0 + k*gamma, so every draw is independent."""
    state0 = (seed * _GAMMA + 1) & _M64
    k = np.arange(1, n + 1, dtype=np.uint64)
    z = np.uint64(state0) + k * np.uint64(_GAMMA)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def _uniform(draws):
    return ((draws >> np.uint64(11)).astype(np.float64) + 0.5) * (1.0 / 9007199254740992.0)


def init_normal(name, shape, std, seed):
    """initTensor for Init::Normal: Box-Muller on consecutive draw pairs."""
    n = math.prod(shape)
    d = _uniform(_splitmix_draws((seed ^ _fnv1a(name)) & _M64, 2 * n))
    u, v = d[0::2], d[1::2]
    x = std * (np.sqrt(-2.0 * np.log(u)) * np.cos(2.0 * math.pi * v))
    return torch.from_numpy(x.reshape(shape)).float()


class _ScalarRng:
    def __init__(self, seed):
        self.state = (seed * _GAMMA + 1) & _M64

    def next(self):
        self.state = (self.state + _GAMMA) & _M64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
        return z ^ (z >> 31)


def make_batch(batch, context, vocab, seed):
    """makeBatch for gpt: tokens[B,T], targets[B,T] (the next tokens)."""
    rng = _ScalarRng(seed)
    tokens = np.empty((batch, context), dtype=np.int64)
    targets = np.empty((batch, context), dtype=np.int64)
    for i in range(batch):
        tok = rng.next() % vocab
        for j in range(context):
            nxt = (5 * tok + 3) % vocab
            tokens[i, j], targets[i, j] = tok, nxt
            tok = nxt
    return torch.from_numpy(tokens), torch.from_numpy(targets)


def batch_seed(seed, step):
    """zero-trace --run-steps: step 1 uses seed*1000003+7, step s>1 adds s."""
    base = seed * 1000003 + 7
    return base if step == 1 else base + step


# ---------------------------------------------------------------------------
# The model. Weights are [in, out] (x @ w) as in zero-trace; registration
# order is zero-trace's parameter order.


class Affine(nn.Module):
    """y = x @ w + b (b optional)."""

    def __init__(self, w, b=None):
        super().__init__()
        self.w = nn.Parameter(w)
        if b is not None:
            self.b = nn.Parameter(b)
        else:
            self.b = None

    def forward(self, x):
        y = x @ self.w
        return y if self.b is None else y + self.b


class LayerNorm(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.g = nn.Parameter(torch.ones(c))
        self.b = nn.Parameter(torch.zeros(c))

    def forward(self, x):
        return F.layer_norm(x, (x.shape[-1],), self.g, self.b, 1e-5)


class Block(nn.Module):
    def __init__(self, l, C, H, seed):
        super().__init__()
        p = f"h{l}."
        self.H = H
        self.ln1 = LayerNorm(C)
        self.attn = Affine(init_normal(p + "attn.w", (C, 3 * C), 0.02, seed), torch.zeros(3 * C))
        self.proj = Affine(init_normal(p + "proj.w", (C, C), 0.02, seed), torch.zeros(C))
        self.ln2 = LayerNorm(C)
        self.fc = Affine(init_normal(p + "fc.w", (C, 4 * C), 0.02, seed), torch.zeros(4 * C))
        self.fc2 = Affine(init_normal(p + "fc2.w", (4 * C, C), 0.02, seed), torch.zeros(C))

    def forward(self, x, mask):
        B, T, C = x.shape
        H = self.H
        D = C // H
        q, k, v = self.attn(self.ln1(x)).split(C, dim=-1)
        q, k, v = (t.view(B, T, H, D).transpose(1, 2) for t in (q, k, v))
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(D))
        att = att.masked_fill(mask, float("-inf")).softmax(dim=-1)
        y = (att @ v).transpose(1, 2).reshape(B, T, C)
        x = x + self.proj(y)
        return x + self.fc2(F.gelu(self.fc(self.ln2(x)), approximate="tanh"))


class GPT(nn.Module):
    def __init__(self, cfg, seed):
        super().__init__()
        V, T, C = cfg["vocab"], cfg["context"], cfg["d_model"]
        self.wte = nn.Parameter(init_normal("wte", (V, C), 0.02, seed))
        self.wpe = nn.Parameter(init_normal("wpe", (T, C), 0.01, seed))
        self.h = nn.ModuleList(Block(l, C, cfg["heads"], seed) for l in range(cfg["layers"]))
        self.lnf = LayerNorm(C)
        self.lm_head = nn.Parameter(init_normal("lm_head", (C, V), 0.02, seed))
        # A plain attribute, not a buffer: DDP broadcasts buffers and gloo has
        # no bool type; the mask is a constant anyway.
        self.mask = torch.ones(T, T, dtype=torch.bool).triu(1)

    def forward(self, tokens, targets):
        T = tokens.shape[1]
        x = self.wte[tokens] + self.wpe[:T]
        for blk in self.h:
            x = blk(x, self.mask[:T, :T])
        logits = self.lnf(x) @ self.lm_head
        return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))


def trace_name(torch_name):
    """'h.0.attn.w' -> zero-trace's 'h0.attn.w'."""
    if torch_name.startswith("h."):
        _, l, rest = torch_name.split(".", 2)
        return f"h{l}.{rest}"
    return torch_name


def param_count(cfg):
    """zero-trace's formula: V·C + T·C + L·(12C² + 13C) + 2C + C·V (untied)."""
    V, T, L, C = cfg["vocab"], cfg["context"], cfg["layers"], cfg["d_model"]
    return V * C + T * C + L * (12 * C * C + 13 * C) + 2 * C + C * V


# ---------------------------------------------------------------------------
# Environment checks.


def detect_blas():
    """Which libblas torch calls, and how fast a 512x512 f32 matmul runs on
    one thread: Debian's torch resolves BLAS through libblas.so.3, which is
    the reference implementation unless OpenBLAS is installed."""
    torch.set_num_threads(1)
    a, b = torch.randn(512, 512), torch.randn(512, 512)
    a @ b
    reps, t0 = 5, time.perf_counter()
    for _ in range(reps):
        a @ b
    gflops = reps * 2 * 512 ** 3 / (time.perf_counter() - t0) / 1e9
    libs = set()
    with open("/proc/self/maps") as f:
        for line in f:
            path = line.split()[-1] if len(line.split()) >= 6 else ""
            base = os.path.basename(path)
            if base.startswith(("libblas", "libopenblas", "libmkl", "libblis")):
                libs.add(os.path.realpath(path))
    if any("openblas" in p for p in libs):
        kind = "openblas"
    elif any("mkl" in p for p in libs):
        kind = "mkl"
    elif any("blis" in p for p in libs):
        kind = "blis"
    elif any("/blas/libblas" in p for p in libs):
        kind = "reference"
    else:
        kind = "unknown"
    return {"kind": kind, "libraries": sorted(libs), "matmul512_gflops": round(gflops, 2)}


def proc_status_bytes(key):
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1]) * 1024
    return -1


def tensor_bytes(tensors):
    """Bytes of distinct tensors (views of one buffer counted once each by
    their own extent; aliases of the same start and size once)."""
    seen, total = set(), 0
    for t in tensors:
        if t is None or not torch.is_tensor(t):
            continue
        key = (t.data_ptr(), t.numel(), t.element_size())
        if key in seen or t.numel() == 0:
            continue
        seen.add(key)
        total += t.numel() * t.element_size()
    return total


def state_tensors(optimizer):
    for st in optimizer.state.values():
        for v in st.values():
            if torch.is_tensor(v):
                yield v


def comm_bytes_per_step(stage, n, numel, elem=4):
    """What each rank sends per step by the ring formulas (bandwidth term of
    a ring collective of `size` bytes): all_reduce 2(N-1)/N·size, reduce_scatter
    and all_gather (N-1)/N·size each; a broadcast from the owners of the
    shards (torch's ZeRO-1 parameter sync) moves all_gather's volume."""
    size = numel * elem
    if n == 1 or stage == "single":
        return 0, "no communication"
    ar = 2 * (n - 1) / n * size
    ag = (n - 1) / n * size
    if stage == "0":
        return int(ar), "all_reduce(grads) = 2(N-1)/N*4*Psi"
    if stage == "1":
        return int(ar + ag), ("all_reduce(grads) + broadcast of updated shards (= all_gather) "
                              "= 3(N-1)/N*4*Psi")
    if stage == "3":
        return int(3 * ag), ("all_gather(params) forward + all_gather(params) backward + "
                             "reduce_scatter(grads) = 3(N-1)/N*4*Psi (padded flat param)")
    raise ValueError(stage)


# ---------------------------------------------------------------------------
# One rank.


def worker(rank, args, port, result_queue):
    torch.set_num_threads(1)
    n = args.world_size
    distributed = args.stage != "single"
    if distributed:
        os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
        os.environ.setdefault("MASTER_PORT", str(port))
        dist.init_process_group("gloo", rank=rank, world_size=n,
                                timeout=datetime.timedelta(seconds=args.timeout))
    cfg = CONFIGS[args.config]
    rss_base = proc_status_bytes("VmRSS")

    model = GPT(cfg, args.seed)
    numel = sum(p.numel() for p in model.parameters())
    assert numel == param_count(cfg), (numel, param_count(cfg))
    adam = dict(lr=args.lr, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.01)
    error = None
    try:
        if args.stage == "single":
            net, opt = model, torch.optim.AdamW(model.parameters(), **adam)
        elif args.stage == "0":
            net = nn.parallel.DistributedDataParallel(model, gradient_as_bucket_view=True)
            opt = torch.optim.AdamW(net.parameters(), **adam)
        elif args.stage == "1":
            from torch.distributed.optim import ZeroRedundancyOptimizer
            net = nn.parallel.DistributedDataParallel(model, gradient_as_bucket_view=True)
            # Bucket views: one broadcast per rank's shard after the step
            # instead of one per parameter (fewer, larger messages).
            opt = ZeroRedundancyOptimizer(net.parameters(), optimizer_class=torch.optim.AdamW,
                                          parameters_as_bucket_view=not args.zero_per_param, **adam)
        elif args.stage == "3":
            from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
            net = FSDP(model)
            opt = torch.optim.AdamW(net.parameters(), **adam)
        else:
            raise ValueError(f"unknown stage {args.stage}")
    except Exception as e:
        # Only FSDP may be missing from the installed torch (1.13 on Python
        # 3.11 cannot import it, and refuses CPU-only execution); it is
        # reported as unsupported with torch's own message. Anything else is a bug.
        if args.stage != "3":
            raise
        error = f"{type(e).__name__}: {e}"

    B = cfg["batch"]
    lo, hi = rank * B // n, (rank + 1) * B // n
    times, cpu_times, losses = [], [], []
    total = args.warmup + args.steps
    if error is None:
        try:
            for s in range(1, total + 1):
                tokens, targets = make_batch(B, cfg["context"], cfg["vocab"], batch_seed(args.seed, s))
                tokens, targets = tokens[lo:hi], targets[lo:hi]
                t0, c0 = time.perf_counter(), time.process_time()
                opt.zero_grad(set_to_none=False)
                loss = net(tokens, targets)
                loss.backward()
                opt.step()
                times.append(time.perf_counter() - t0)
                cpu_times.append(time.process_time() - c0)
                losses.append(loss.item())
        except Exception as e:
            if args.stage != "3":
                raise
            error = f"{type(e).__name__}: {e}"

    local = {"rank": rank, "times": times, "cpu_times": cpu_times, "losses": losses, "error": error,
             "vmhwm_bytes": proc_status_bytes("VmHWM"), "vmrss_after_init_bytes": rss_base}
    if error is None:
        inner = opt.optim if args.stage == "1" else opt
        local.update(param_bytes=tensor_bytes(net.parameters()),
                     grad_bytes=tensor_bytes(p.grad for p in net.parameters()),
                     opt_state_bytes=tensor_bytes(state_tensors(inner)),
                     local_param_numel=sum(p.numel() for p in net.parameters()))
    gathered = [local]
    if distributed:
        gathered = [None] * n
        dist.all_gather_object(gathered, local)
    if rank == 0:
        result_queue.put(summarize(args, cfg, numel, gathered))
    if distributed:
        dist.barrier()  # nobody leaves while a peer may still be sending


def summarize(args, cfg, numel, ranks):
    n = args.world_size
    tokens = cfg["batch"] * cfg["context"]
    out = {"harness": "torch_gpt", "config": args.config, **cfg, "params": numel,
           "world_size": n, "stage": args.stage, "mode": STAGE_NAMES[args.stage],
           "backend": "gloo" if args.stage != "single" else None,
           "torch": torch.__version__, "threads_per_rank": torch.get_num_threads(),
           "blas": args.blas, "warmup": args.warmup, "steps": args.steps,
           "tokens_per_step": tokens}
    errors = [r["error"] for r in ranks if r["error"]]
    if errors:
        out.update(status="unsupported", reason=errors[0])
        return out
    w = args.warmup
    # A step ends when the slowest rank ends it.
    step_times = [max(r["times"][i] for r in ranks) for i in range(w, w + args.steps)]
    med = statistics.median(step_times)
    # CPU seconds of the busiest rank (all its threads, gloo's included): less
    # sensitive than wall time to other processes sharing the cores.
    cpu_med = statistics.median(max(r["cpu_times"][i] for r in ranks)
                                for i in range(w, w + args.steps))
    losses = [sum(r["losses"][i] for r in ranks) / n for i in range(w + args.steps)]
    comm, formula = comm_bytes_per_step(args.stage, n, ranks[0]["local_param_numel"] * n
                                        if args.stage == "3" else numel)
    out.update(status="ok", step_time_median_s=med, step_time_min_s=min(step_times),
               cpu_time_median_s=cpu_med,
               tokens_per_s=tokens / med, losses=losses,
               comm_bytes_per_step=comm, comm_formula=formula,
               per_rank=[{k: r[k] for k in ("rank", "vmhwm_bytes", "vmrss_after_init_bytes",
                                             "param_bytes", "grad_bytes", "opt_state_bytes")}
                         for r in ranks])
    # Each rank's loss on its own shard of the batch (they differ; their mean
    # is the global loss above).
    for pr, r in zip(out["per_rank"], ranks):
        pr["local_losses"] = r["losses"]
    return out


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", choices=sorted(CONFIGS), default="A")
    ap.add_argument("--world-size", type=int, default=1)
    ap.add_argument("--stage", choices=["single", "0", "1", "3"], default="0")
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--zero-per-param", action="store_true",
                    help="stage 1: broadcast updated parameters one by one "
                         "(ZeroRedundancyOptimizer's default) instead of per-rank buckets")
    ap.add_argument("--timeout", type=int, default=600,
                    help="seconds before a hung run is killed (and gloo's collective timeout)")
    ap.add_argument("--out", help="append the JSON line to this file (default: stdout)")
    ap.add_argument("--allow-reference-blas", action="store_true",
                    help="report numbers even when torch runs on the reference BLAS")
    args = ap.parse_args()
    if args.world_size < 1:
        ap.error(f"--world-size must be at least 1, got {args.world_size}")
    if args.stage == "single" and args.world_size != 1:
        ap.error(f"--stage single runs one process, got --world-size {args.world_size}")
    if CONFIGS[args.config]["batch"] % args.world_size:
        ap.error(f"--world-size must divide config {args.config}'s global batch of "
                 f"{CONFIGS[args.config]['batch']} sequences, got {args.world_size}")
    if args.steps < 1 or args.warmup < 0:
        ap.error(f"--steps must be >= 1 and --warmup >= 0, got {args.steps} and {args.warmup}")

    args.blas = detect_blas()
    print(f"torch_gpt: torch {torch.__version__}, BLAS {args.blas['kind']} "
          f"({', '.join(args.blas['libraries']) or 'no libblas mapped'}), "
          f"512x512 f32 matmul {args.blas['matmul512_gflops']} GFLOP/s on 1 thread",
          file=sys.stderr)
    if args.blas["kind"] == "reference" and not args.allow_reference_blas:
        print("torch_gpt: error: torch uses the reference BLAS (about 25x slower on matmuls); "
              "install libopenblas0-pthread (apt-get install -y libopenblas0-pthread) or pass "
              "--allow-reference-blas", file=sys.stderr)
        return 2

    ctx = mp.get_context("spawn")
    queue = ctx.SimpleQueue()
    # Ranks are started here with torch.multiprocessing: Debian's torchrun
    # (torch 1.13 on Python 3.11) fails before starting any worker
    # (AttributeError in torch/distributed/elastic/multiprocessing/api.py).
    if args.stage == "single":
        worker(0, args, 0, queue)
    else:
        ranks = mp.spawn(_rank_main, args=(args, free_port(), queue), nprocs=args.world_size,
                         join=False)
        deadline = time.monotonic() + args.timeout
        while not ranks.join(timeout=1.0):
            if time.monotonic() > deadline:
                for p in ranks.processes:
                    p.kill()
                print(f"torch_gpt: error: ranks still running after --timeout {args.timeout} s; "
                      "killed", file=sys.stderr)
                return 1
    emit(args, queue.get())
    return 0


def emit(args, result):
    line = json.dumps(result)
    if args.out:
        with open(args.out, "a") as f:
            f.write(line + "\n")
    else:
        print(line)
    if result["status"] != "ok":
        print(f"torch_gpt: stage {args.stage} unsupported here: {result['reason']}", file=sys.stderr)


def _exit_now():
    """Leaves without interpreter finalisation: torch 1.13 tears gloo's
    threads down there and aborts ('terminate called without an active
    exception') once a process group has existed."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


def _rank_main(rank, args, port, queue):
    worker(rank, args, port, queue)
    _exit_now()


if __name__ == "__main__":
    sys.exit(main())
