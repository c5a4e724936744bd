// zero-memory-report. Every expected number is derived in the comments from
// the definitions in docs/Passes.md, not copied from the tool.

// --- Model state and comm of the linear example (W: 6x3 f32, b: 3 f32, one
// momentum state each; Psi = 21 elements, 84 B of params).
// Stage 0, N = 4: params 84, grads 84, states 84 -> 252. Ring all_reduce of
// ceil(n/4) chunks: W 2*3*5*4 = 120, b 2*3*1*4 = 24, loss 2*3*1*4 = 24 -> 168.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=0 world-size=4" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=L0
// L0: "function": "train_step",
// L0-NEXT: "stage": 0,
// L0-NEXT: "world_size": 4,
// L0-NEXT: "param_elements": 21,
// L0-NEXT: "per_rank": {
// L0-NEXT: "param_bytes": 84,
// L0-NEXT: "grad_bytes": 84,
// L0-NEXT: "optimizer_state_bytes": 84,
// L0-NEXT: "model_state_bytes": 252,
// L0: "comm_bytes_per_step": 168,
// L0-NEXT: "comm_bytes_by_collective": {
// L0-NEXT: "all_gather": 0,
// L0-NEXT: "all_reduce": 168,
// L0-NEXT: "reduce_scatter": 0
// Stage 1, N = 4: states become shards of 5 and 1 elements (20 + 4 = 24 B);
// the paper's stage 1 keeps the full gradient: 84 + 84 + 24 = 192.
// Reduce-scatter (W 3*5*4 = 60, b 3*1*4 = 12) + all_gather of the updated
// params (72) + loss (24) = 168: the same bytes as stage 0.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=4" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=L1
// L1: "stage": 1,
// L1: "param_bytes": 84,
// L1-NEXT: "grad_bytes": 84,
// L1-NEXT: "optimizer_state_bytes": 24,
// L1-NEXT: "model_state_bytes": 192,
// L1: "comm_bytes_per_step": 168,
// L1-NEXT: "comm_bytes_by_collective": {
// L1-NEXT: "all_gather": 72,
// L1-NEXT: "all_reduce": 24,
// L1-NEXT: "reduce_scatter": 72
// Stage 2, N = 4: gradient shards too (24 B): 84 + 24 + 24 = 132; comm 168.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=2 world-size=4" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=L2
// L2: "stage": 2,
// L2: "param_bytes": 84,
// L2-NEXT: "grad_bytes": 24,
// L2-NEXT: "optimizer_state_bytes": 24,
// L2-NEXT: "model_state_bytes": 132,
// L2: "comm_bytes_per_step": 168,
// Stage 3, N = 4: 24 + 24 + 24 = 72. A one-layer step reads W and b only in
// the forward pass: one all_gather each, so comm is still 168.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=4" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=L3
// L3: "stage": 3,
// L3: "param_bytes": 24,
// L3-NEXT: "grad_bytes": 24,
// L3-NEXT: "optimizer_state_bytes": 24,
// L3-NEXT: "model_state_bytes": 72,
// L3: "comm_bytes_per_step": 168,
// N = 2: stage 0 sends 2*1*(9 + 2 + 1)*4 = 96 B; stage 2 sends
// 1*(9 + 2)*4 twice plus the loss's 8: 96. On one rank nothing is sent.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=0 world-size=2" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=N2
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=2 world-size=2" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=N2
// N2: "comm_bytes_per_step": 96,
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=1" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=N1
// N1: "world_size": 1,
// N1: "model_state_bytes": 252,
// N1: "comm_bytes_per_step": 0,

// --- peak_bytes on a step small enough to follow by hand
// (Inputs/tiny_sgd_step.mlir; w 16 B, x 32 B, live the whole step: 48 B).
// Traced step: at the update w' = w - g, live are the arguments (48), the
// loss (4, returned), g (16, last used here) and w' (16): 84.
// RUN: zero-opt %S/Inputs/tiny_sgd_step.mlir --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=TINY
// TINY: "stage": 0,
// TINY-NEXT: "world_size": 1,
// TINY: "peak_bytes": 84
// Stage 0, N = 2: g's last use is its all_reduce, which reduces it in place
// (48 + 4 + 16 = 68 there); at the update the average (16) and w' (16) are
// live with the arguments and the loss: 48 + 4 + 16 + 16 = 84.
// RUN: zero-opt %S/Inputs/tiny_sgd_step.mlir --zero-partition="stage=0 world-size=2" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=TINY0
// TINY0: "peak_bytes": 84
// TINY0-NEXT: },
// TINY0-NEXT: "peak_op_index": 8,
// TINY0-NEXT: "peak_op": "linalg.generic",
// Stage 2, N = 2: at the reduce_scatter the full g (16) and its 2-element shard
// (8) are live: 48 + 4 + 16 + 8 = 76; g is freed right after, and no later op
// has more live (update: 48 + 4 + 3 shards of 8 = 76; gather: 48 + 4 + 8 + 16).
// RUN: zero-opt %S/Inputs/tiny_sgd_step.mlir --zero-partition="stage=2 world-size=2" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=TINY2
// TINY2: "peak_bytes": 76
// TINY2-NEXT: },
// TINY2-NEXT: "peak_op_index": 7,
// TINY2-NEXT: "peak_op": "zero.reduce_scatter",

// --- comm_bytes_per_step follows the placement. A 3-layer MLP (64-64-64-64,
// biases, input scaled by a param vector S so every weight is read again by
// the backward pass), SGD with momentum, N = 4: 3 weights of 4096 elements
// (shard 1024), 3 biases and S of 64 (shard 16), f32.
// Stage 0: 2*3*4*(3*1024 + 4*16) + loss 2*3*1*4 = 75264 + 24 = 75288.
// Stages 1, 2: reduce_scatter + all_gather = the same 75288.
// Stage 3: all_gather of each weight twice, of the biases and S once:
// 3*4*(2*3*1024 + 4*16) = 74496; reduce_scatter of everything:
// 3*4*(3*1024 + 4*16) = 37632; + 24 = 112152, i.e. 1.49 x stage 0 (the
// paper's 3 Psi vs 2 Psi, less the bias terms).
// RUN: python3 -m zero_testing.gen_step --dims 64,64,64,64 --batch 8 --optimizer momentum --input-scale > %t.mlp3.mlir
// RUN: zero-opt %t.mlp3.mlir --zero-pipeline="stage=0 world-size=4 report=-" -o /dev/null | FileCheck %s --check-prefix=MLP012
// RUN: zero-opt %t.mlp3.mlir --zero-pipeline="stage=1 world-size=4 report=-" -o /dev/null | FileCheck %s --check-prefix=MLP012
// RUN: zero-opt %t.mlp3.mlir --zero-pipeline="stage=2 world-size=4 report=-" -o /dev/null | FileCheck %s --check-prefix=MLP012
// MLP012: "comm_bytes_per_step": 75288,
// RUN: zero-opt %t.mlp3.mlir --zero-pipeline="stage=3 world-size=4 report=-" -o /dev/null | FileCheck %s --check-prefix=MLP3
// MLP3: "comm_bytes_per_step": 112152,
// MLP3-NEXT: "comm_bytes_by_collective": {
// MLP3-NEXT: "all_gather": 74496,
// MLP3-NEXT: "all_reduce": 24,
// MLP3-NEXT: "reduce_scatter": 37632

// --- Each stage lowers the static peak of a step whose gradients and
// activations dominate (4-layer 64-wide MLP, batch 64, momentum, N = 4):
// stage 1 shards the states, stage 2 frees each full gradient right after
// its reduce_scatter instead of at the update, stage 3 holds params as shards.
// RUN: python3 -m zero_testing.gen_step --dims 64,64,64,64,64 --batch 64 --optimizer momentum > %t.peak.mlir
// RUN: zero-opt %t.peak.mlir --zero-pipeline="stage=0 world-size=4 report=%t.peak0.json" -o /dev/null
// RUN: zero-opt %t.peak.mlir --zero-pipeline="stage=1 world-size=4 report=%t.peak1.json" -o /dev/null
// RUN: zero-opt %t.peak.mlir --zero-pipeline="stage=2 world-size=4 report=%t.peak2.json" -o /dev/null
// RUN: zero-opt %t.peak.mlir --zero-pipeline="stage=3 world-size=4 report=%t.peak3.json" -o /dev/null
// RUN: python3 -c "import json, sys; p = [json.load(open(f))['per_rank']['peak_bytes'] for f in sys.argv[1:]]; assert p[0] > p[1] > p[2] > p[3], p" %t.peak0.json %t.peak1.json %t.peak2.json %t.peak3.json

// --- The report goes to a file when asked, and the IR is unchanged.
// RUN: zero-opt %S/Inputs/tiny_sgd_step.mlir --zero-memory-report="file=%t.json" | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @tiny(
// IR-NOT: zero.grad_of
// RUN: FileCheck %s --check-prefix=FILE < %t.json
// FILE: "function": "tiny",

// --- Errors.
// RUN: not zero-opt %S/Inputs/tiny_sgd_step.mlir --zero-memory-report="file=%t.nonexistent/r.json" 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: error: zero-memory-report cannot write '{{.*}}r.json'
// RUN: cat %S/Inputs/tiny_sgd_step.mlir %linear_sgd_step | not zero-opt --zero-memory-report 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: error: zero-memory-report expects exactly one training step in the module, but found 2
// RUN: not zero-opt %s --zero-memory-report 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: error: zero-memory-report expects exactly one training step in the module, but found 0
// RUN: zero-opt %S/Inputs/zero-memory-report-errors.mlir -split-input-file -verify-diagnostics --zero-memory-report
