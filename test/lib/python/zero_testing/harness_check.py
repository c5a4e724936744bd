#!/usr/bin/env python3
# Checks the JSON lines of utils/bench/torch_gpt.py (test/bench/harness.test).
#
# usage: python3 -m zero_testing.harness_check RUNS.jsonl ZERO_TRACE_STDOUT
#
# Expectations are derived here, not read back from the harness: the
# parameter count from zero-trace's formula, byte counts from f32 sizes, the
# losses of every mode against the single-process run and against
# zero-trace's own JIT run of the same step (same weights, same batches).
import json
import re
import sys

TOL = 1e-5
runs = [json.loads(l) for l in open(sys.argv[1])]
trace = [float(m) for m in re.findall(r"^step \d+ loss (\S+)$", open(sys.argv[2]).read(), re.M)]
failures = []


def expect(cond, msg):
    if not cond:
        failures.append(msg)


KEYS = {"config", "params", "world_size", "stage", "status", "step_time_median_s", "tokens_per_s",
        "tokens_per_step", "losses", "comm_bytes_per_step", "blas", "per_rank"}
RANK_KEYS = {"rank", "vmhwm_bytes", "param_bytes", "grad_bytes", "opt_state_bytes", "local_losses"}

for r in runs:
    name = f"N={r['world_size']} stage {r['stage']}"
    expect(KEYS <= r.keys(), f"{name}: missing keys {sorted(KEYS - r.keys())}")
    expect(r["status"] == "ok", f"{name}: status {r['status']}")
    V, T, L, C, B = r["vocab"], r["context"], r["layers"], r["d_model"], r["batch"]
    psi = V * C + T * C + L * (12 * C * C + 13 * C) + 2 * C + C * V
    n = r["world_size"]
    expect(r["params"] == psi, f"{name}: params {r['params']}, expected {psi}")
    expect(r["tokens_per_step"] == B * T, f"{name}: tokens/step {r['tokens_per_step']}")
    expect(len(r["per_rank"]) == n, f"{name}: {len(r['per_rank'])} rank records")
    expect(r["step_time_median_s"] > 0 and abs(r["tokens_per_s"] * r["step_time_median_s"] - B * T) < 1e-6 * B * T,
           f"{name}: tokens/s inconsistent with the step time")
    # DDP averages gradients: a ring all_reduce sends 2(N-1)/N of 4*psi bytes;
    # torch's ZeRO-1 adds the broadcast of updated shards, (N-1)/N of 4*psi.
    ring = {"single": 0, "0": 2 * (n - 1) / n, "1": 3 * (n - 1) / n}[r["stage"]]
    expect(r["comm_bytes_per_step"] == int(ring * 4 * psi),
           f"{name}: comm {r['comm_bytes_per_step']}, expected {int(ring * 4 * psi)}")
    states = 0
    for pr in r["per_rank"]:
        expect(RANK_KEYS <= pr.keys(), f"{name}: rank keys {sorted(RANK_KEYS - pr.keys())}")
        expect(pr["param_bytes"] == 4 * psi, f"{name}: rank {pr['rank']} param bytes {pr['param_bytes']}")
        expect(pr["grad_bytes"] == 4 * psi, f"{name}: rank {pr['rank']} grad bytes {pr['grad_bytes']}")
        expect(pr["vmhwm_bytes"] > 4 * psi, f"{name}: VmHWM {pr['vmhwm_bytes']}")
        states += pr["opt_state_bytes"]
        sharded = r["stage"] == "1" and n > 1
        # AdamW keeps m and v (8 bytes per element) plus a 4-byte step per tensor.
        if sharded:
            expect(8 * psi * 0.2 / n < pr["opt_state_bytes"] < 8 * psi * 0.8 + 4096,
                   f"{name}: rank {pr['rank']} holds {pr['opt_state_bytes']} state bytes, not a shard")
        else:
            expect(8 * psi <= pr["opt_state_bytes"] <= 8 * psi + 4 * 64,
                   f"{name}: rank {pr['rank']} state bytes {pr['opt_state_bytes']}")
    if r["stage"] == "1" and n > 1:
        expect(8 * psi <= states <= 8 * psi + 4 * 64, f"{name}: shards sum to {states}, expected ~{8 * psi}")
    if n > 1:
        # The ranks saw different halves of the batch, and the reported loss is their mean.
        a, b = r["per_rank"][0]["local_losses"], r["per_rank"][1]["local_losses"]
        expect(abs(a[0] - b[0]) > 1e-4, f"{name}: ranks saw the same data ({a[0]} vs {b[0]})")
        for i, l in enumerate(r["losses"]):
            m = sum(pr["local_losses"][i] for pr in r["per_rank"]) / n
            expect(abs(l - m) <= 1e-6 * abs(m), f"{name}: step {i + 1} loss {l} is not the ranks' mean {m}")

ref = runs[0]
expect(ref["stage"] == "single", "the first run must be the single-process one")
expect(len(trace) == len(ref["losses"]), f"zero-trace printed {len(trace)} losses, torch {len(ref['losses'])}")
for i, (z, t) in enumerate(zip(trace, ref["losses"])):
    expect(abs(z - t) <= TOL * abs(z), f"step {i + 1}: zero-trace loss {z} vs torch {t}")
for r in runs[1:]:
    for i, (a, b) in enumerate(zip(ref["losses"], r["losses"])):
        expect(abs(a - b) <= TOL * abs(a),
               f"N={r['world_size']} stage {r['stage']} step {i + 1}: loss {b} vs single-process {a}")

for f in failures:
    print("FAILED:", f)
if not failures:
    print(f"torch_gpt harness checks passed: {len(runs)} runs, {len(trace)} steps")
sys.exit(1 if failures else 0)
