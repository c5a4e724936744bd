#!/usr/bin/env python3
# PyTorch baseline for zero's data-parallel benchmarks (docs/Benchmarks.md).
#
# The GPT-2 style decoder of `zero-trace gpt` (zero_testing.models.GPT: same
# parameter names, order and [in, out] layout, the same initial values) on
# zero-trace's fixed-seed token stream (zero_testing.trace_data), AdamW on
# every parameter with the same constants. A run therefore starts from exactly the weights and batches
# `zero-trace gpt --run-steps` uses, and the losses of both can be compared.
#
# Modes: --stage single (one process, no process group), 0 (DDP), 1 (DDP +
# torch.distributed.optim.ZeroRedundancyOptimizer), 3 (FSDP), at any world
# size, gloo on 127.0.0.1, one thread per rank (--threads T: T), ranks started with
# torch.multiprocessing.
#
# Output: one JSON line per run (stdout, or appended to --out).
#
# usage: torch_gpt.py --config A --world-size 2 --stage 1 [--warmup 5 --steps 20]

import os
import sys


def threads_from_argv(argv):
    """--threads T (default 1), read before argparse: the thread pools
    are sized from the environment when torch loads them."""
    for i, arg in enumerate(argv):
        if arg == "--threads" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--threads="):
            return arg.split("=", 1)[1]
    return "1"


# Threads per rank (one unless --threads): OpenBLAS (pthread build), MKL and
# OpenMP read these when torch loads them, so they are set before the import.
for _v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_v] = threads_from_argv(sys.argv)

import argparse  # noqa: E402
import json  # noqa: E402
import socket  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402

# The shared models and training scaffold (test/lib/python/zero_testing).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "test", "lib", "python"))

import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402
import torch.nn as nn  # noqa: E402

from zero_testing import train  # noqa: E402
from zero_testing.models import GPT, gpt_param_count  # noqa: E402
from zero_testing.trace_data import batch_seed, make_batch  # noqa: E402

# docs/Benchmarks.md's configurations (C is GPT-2 small's shape, untied head; S
# GPT-2 small at 128 tokens), and
# `tiny` for the harness's own tests.
CONFIGS = {
    "tiny": dict(vocab=32, context=8, layers=2, d_model=16, heads=2, batch=4),
    "A": dict(vocab=256, context=32, layers=2, d_model=64, heads=4, batch=8),
    "B": dict(vocab=512, context=128, layers=4, d_model=256, heads=8, batch=8),
    "C": dict(vocab=50304, context=1024, layers=12, d_model=768, heads=12, batch=8),
    # GPT-2 small (124M: GPT2Config's defaults, the head tied to wte) at
    # gpt2_small.sh's 128 tokens per row, two rows per step.
    "S": dict(vocab=50257, context=128, layers=12, d_model=768, heads=12, batch=2, tied=True),
}

STAGE_NAMES = {"single": "single process", "0": "DDP", "1": "DDP + ZeroRedundancyOptimizer",
               "3": "FSDP (FULL_SHARD)"}

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
    torch.set_num_threads(args.threads)
    n = args.world_size
    distributed = args.stage != "single"
    if distributed:
        train.init_process_group(rank, n, port, timeout_s=args.timeout)
    cfg = CONFIGS[args.config]
    rss_base = proc_status_bytes("VmRSS")

    model = GPT(cfg, args.seed)
    numel = sum(p.numel() for p in model.parameters())
    assert numel == gpt_param_count(cfg), (numel, gpt_param_count(cfg))
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
                tokens, targets = (torch.from_numpy(a[lo:hi]) for a in
                                   make_batch(B, cfg["context"], cfg["vocab"], batch_seed(args.seed, s)))
                t0, c0 = time.perf_counter(), time.process_time()
                loss = train.train_step(opt, lambda: net(tokens, targets))
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
    ap.add_argument("--threads", type=int, default=1,
                    help="compute threads per rank (torch.set_num_threads and the BLAS pools)")
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

    queue = torch.multiprocessing.get_context("spawn").SimpleQueue()
    if args.stage == "single":
        worker(0, args, 0, queue)
    elif not train.run_ranks(_rank_main, (args, free_port(), queue), args.world_size, args.timeout):
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
