// zero-schedule on a two-layer MLP step (Inputs/mlp_sgd_step.mlir: W1 4x6,
// b1 6, W2 6x2, b2 2, SGD), partitioned for 2 ranks.

// --- Stage 3, no budget: every gather is prefetched, in use order, to the
// top of the step (each right after the one before it) and waited just
// before its first use; gradients are reduce-scattered asynchronously right
// after they exist and waited at the update; W2, gathered twice by
// zero-partition (forward and backward), is kept instead: one gather of it,
// and its only free after its backward use.
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule | FileCheck %s --check-prefix=S3
// S3-LABEL: func.func @train_step(
// S3-NEXT: %[[F0:.+]] = zero.all_gather_start %arg0 world_size 2 : tensor<12xf32> -> !zero.future<tensor<4x6xf32>>
// S3-NEXT: %[[F1:.+]] = zero.all_gather_start %arg1 world_size 2
// S3-NEXT: %[[F2:.+]] = zero.all_gather_start %arg2 world_size 2
// S3-NEXT: %[[F3:.+]] = zero.all_gather_start %arg3 world_size 2
// S3: %[[W1:.+]] = zero.wait %[[F0]]
// S3-NEXT: linalg.matmul ins(%arg8, %[[W1]] :
// S3-NEXT: zero.free %[[W1]]
// S3: %[[W2:.+]] = zero.wait %[[F2]]
// S3-NEXT: linalg.matmul ins(%{{.*}}, %[[W2]] :
// S3-NOT: zero.free %[[W2]]
// S3-NOT: zero.all_gather
// S3: linalg.matmul {{.*}}ins(%{{.*}}, %[[W2]] :
// S3-NEXT: zero.free %[[W2]]
// S3: %[[G2:.+]] = linalg.matmul {{.*}}{zero.grad_of = 2 : i64}
// S3-NEXT: %[[R2:.+]] = zero.reduce_scatter_start avg %[[G2]] world_size 2
// S3-NEXT: zero.free %[[G2]]
// S3: zero.wait %[[R2]]
// S3-NOT: zero.all_gather
// S3: return

// --- The update runs in the order the gradients arrive. zero-partition
// writes SGD's updates in parameter order (W1, b1, W2, b2); backward
// reduces W2, b2, W1, b1, and the comm thread completes them in that
// order. So the step waits for W2's gradient first and for W1's (reduced
// late) only after the updates of W2 and b2, not before all of them.
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule | FileCheck %s --check-prefix=TAIL
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=0 world-size=2" --zero-schedule | FileCheck %s --check-prefix=TAIL
// TAIL: %[[G2:.+]] = linalg.matmul {{.*}}{zero.grad_of = 2 : i64}
// TAIL-NEXT: %[[R2:.+]] = zero.{{reduce_scatter|all_reduce}}_start avg %[[G2]]
// TAIL: %[[G3:.+]] = linalg.generic {{.*}}{zero.grad_of = 3 : i64}
// TAIL: %[[R3:.+]] = zero.{{reduce_scatter|all_reduce}}_start avg %[[G3]]
// TAIL: %[[G0:.+]] = linalg.matmul {{.*}}{zero.grad_of = 0 : i64}
// TAIL-NEXT: %[[R0:.+]] = zero.{{reduce_scatter|all_reduce}}_start avg %[[G0]]
// TAIL: %[[G1:.+]] = linalg.generic {{.*}}{zero.grad_of = 1 : i64}
// TAIL: %[[R1:.+]] = zero.{{reduce_scatter|all_reduce}}_start avg %[[G1]]
// TAIL: zero.wait %[[R2]]
// TAIL: zero.wait %[[R3]]
// TAIL: zero.wait %[[R0]]
// TAIL: zero.wait %[[R1]]
// TAIL: return

// One gather fewer per step: shards of 12 + 3 + 6 + 1 floats are gathered
// once each, (2-1)*22*4 = 88 B, and W2's 6-float shard no longer twice
// (+24 B before).
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=COMM0
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=COMM1
// COMM0: "all_gather": 112,
// COMM1: "all_gather": 88,

// --- The budget's edge, computed from the report: at the peak P of the
// unbounded schedule the schedule is the same (the loss's all_reduce stays
// in flight until the return); at P - 1 the greedy pass, which serves
// collectives in program order, keeps the first layer's gradient (4x6, the
// largest) blocking, and the loss's all_reduce still waits at the return
// (its start no longer stages a copy of the loss); the peak is within
// P - 1.
// RUN: python3 -m zero_testing.schedule_budget %S/Inputs/mlp_sgd_step.mlir --partition "stage=3 world-size=2" --offset 0 -o %t.edge.mlir | FileCheck %s --check-prefix=EDGE0
// RUN: FileCheck %s --check-prefix=AT < %t.edge.mlir
// RUN: python3 -m zero_testing.schedule_budget %S/Inputs/mlp_sgd_step.mlir --partition "stage=3 world-size=2" --offset -1 -o %t.below.mlir | FileCheck %s --check-prefix=EDGE1
// RUN: FileCheck %s --check-prefix=BELOW < %t.below.mlir
// EDGE0: budget [[P:[0-9]+]], peak [[P]]
// EDGE1: budget {{[0-9]+}}, peak {{[0-9]+}}
// AT: %[[L:.+]] = zero.all_reduce_start avg
// AT-NOT: zero.wait %[[L]]
// AT: zero.wait %[[L]]
// AT-NEXT: return
// BELOW: %[[L:.+]] = zero.all_reduce_start avg
// BELOW-NOT: zero.wait %[[L]]
// BELOW: zero.reduce_scatter avg %{{.*}} : tensor<4x6xf32> -> tensor<12xf32>
// BELOW-NOT: zero.wait %[[L]]
// BELOW: zero.wait %[[L]]
// BELOW-NEXT: return

// --- Budget at the minimum (the unscheduled peak, 452 B here, see the
// error test): nothing that costs memory fits. Only gathers that can be
// started with no extra peak move.
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=MIN
// MIN: "peak_bytes": 452
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule="memory-budget=452" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=ATMIN
// ATMIN: "peak_bytes": 452

// --- Must not fire: stages 0-2 have no parameter gathers to prefetch or
// keep: every all_gather (stages 1-2 gather the updated params) starts
// after the update of its param, never from an argument.
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=2 world-size=2" --zero-schedule | FileCheck %s --check-prefix=S2
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=1 world-size=2" --zero-schedule | FileCheck %s --check-prefix=S2
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=0 world-size=2" --zero-schedule | FileCheck %s --check-prefix=S2
// S2-NOT: zero.all_gather_start %arg
// S2-NOT: zero.all_gather %arg
// S2: return

// --- Must not fire: collectives whose result is used at once stay
// blocking (nothing to overlap). Stage 0 on 2 ranks: each gradient's
// all_reduce starts right after it exists (the in-place DDP reduction, now
// in flight during the rest of the backward pass); bucket-bytes=0 makes no
// buckets.
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=0 world-size=2" --zero-schedule | FileCheck %s --check-prefix=S0
// S0-NOT: zero.all_reduce avg %{{[^ ]+}},
// S0-NOT: zero.all_reduce_start avg %{{[^ ]+}},
// S0: %[[G:.+]] = linalg.matmul {{.*}}{zero.grad_of = 2 : i64}
// S0-NEXT: zero.all_reduce_start avg %[[G]] world_size 2 : tensor<6x2xf32>

// --- Buckets: adjacent all_reduces of gradients (stage 0) up to
// bucket-bytes. W2's 48 B and b2's 8 B make one bucket of 56 B at
// bucket-bytes=56, none at 55; W1 (96 B) never joins.
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=0 world-size=2" --zero-schedule="bucket-bytes=56" | FileCheck %s --check-prefix=B56
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=0 world-size=2" --zero-schedule="bucket-bytes=55" | FileCheck %s --check-prefix=B55
// B56: zero.all_reduce{{(_start)?}} avg %{{[^ ]+}}, %{{[^ ]+}} world_size 2 : tensor<6x2xf32>, tensor<2xf32>
// B56: zero.all_reduce_start avg %{{[^ ,]+}} world_size 2 : tensor<4x6xf32> ->
// B55-NOT: zero.all_reduce{{(_start)?}} avg %{{[^ ]+}}, %

// --- Grouped buckets of gathers and reduce-scatters (stage 3, N = 2). The
// stage-3 gathers of W1 (4x6), b1 (6), W2 (6x2) and b2 (2 floats) are
// 96 + 24 + 48 + 8 = 176 bytes of full tensors: with bucket-bytes 176 all
// four are one grouped all_gather (each keeps its own shard), with 175 the
// last one is left out. The gradients are reduce-scattered in backward
// order W2, b2, W1, b1 (48 + 8 + 96 + 24 bytes): 176 takes all four, 152
// the first three, 151 only the first two (+ W1 would be 152).
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule="bucket-bytes=176" | FileCheck %s --check-prefix=G176
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule="bucket-bytes=175" | FileCheck %s --check-prefix=G175
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule="bucket-bytes=152" | FileCheck %s --check-prefix=R152
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule="bucket-bytes=151" | FileCheck %s --check-prefix=R151
// G176: zero.all_gather_start %arg0, %arg1, %arg2, %arg3 world_size 2 : tensor<12xf32>, tensor<3xf32>, tensor<6xf32>, tensor<1xf32> -> !zero.future<tensor<4x6xf32>, tensor<6xf32>, tensor<6x2xf32>, tensor<2xf32>>
// G176-NOT: zero.all_gather
// G176: %[[G2:.+]] = linalg.matmul {{.*}}{zero.grad_of = 2 : i64}
// G176: %[[G3:.+]] = linalg.generic {{.*}}{zero.grad_of = 3 : i64}
// G176: %[[G0:.+]] = linalg.matmul {{.*}}{zero.grad_of = 0 : i64}
// G176: %[[G1:.+]] = linalg.generic {{.*}}{zero.grad_of = 1 : i64}
// The bucket reads every gradient, so each is freed after it.
// G176: zero.reduce_scatter{{(_start)?}} avg %[[G2]], %[[G3]], %[[G0]], %[[G1]] world_size 2 : tensor<6x2xf32>, tensor<2xf32>, tensor<4x6xf32>, tensor<6xf32> -> {{.*}}tensor<6xf32>, tensor<1xf32>, tensor<12xf32>, tensor<3xf32>
// G176-DAG: zero.free %[[G2]]
// G176-DAG: zero.free %[[G3]]
// G176-DAG: zero.free %[[G0]]
// G176-DAG: zero.free %[[G1]]
// G176-NOT: zero.reduce_scatter
// G175: zero.all_gather_start %arg0, %arg1, %arg2 world_size 2 :
// G175-NEXT: zero.all_gather_start %arg3 world_size 2 :
// G175-NOT: zero.all_gather
// G175: zero.reduce_scatter{{(_start)?}} avg %{{[^ ]+}}, %{{[^ ]+}}, %{{[^ ]+}} world_size 2 : tensor<6x2xf32>, tensor<2xf32>, tensor<4x6xf32> ->
// G175: zero.reduce_scatter{{(_start)?}} avg %{{[^ ,]+}} world_size 2 : tensor<6xf32> ->
// R152: zero.reduce_scatter{{(_start)?}} avg %{{[^ ]+}}, %{{[^ ]+}}, %{{[^ ]+}} world_size 2 : tensor<6x2xf32>, tensor<2xf32>, tensor<4x6xf32> ->
// R152: zero.reduce_scatter{{(_start)?}} avg %{{[^ ,]+}} world_size 2 : tensor<6xf32> ->
// R151: zero.reduce_scatter{{(_start)?}} avg %{{[^ ]+}}, %{{[^ ]+}} world_size 2 : tensor<6x2xf32>, tensor<2xf32> ->
// R151: zero.reduce_scatter{{(_start)?}} avg %{{[^ ]+}}, %{{[^ ]+}} world_size 2 : tensor<4x6xf32>, tensor<6xf32> ->

// --- Buckets judged by the cost model (calibration=): on a network where
// every message costs a second of latency, all four gathers become one
// bucket; on one with no latency and 1000 B/s, a bucket saves nothing and
// delays its first tensor, so W1's gather (needed first) stays alone.
// RUN: echo '{"collective": {"alpha_s": 1, "beta_bytes_per_s": 1e9}}' > %t.latency.json
// RUN: echo '{"collective": {"alpha_s": 0, "beta_bytes_per_s": 1e3}}' > %t.bandwidth.json
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule="bucket-bytes=176 calibration=%t.latency.json" | FileCheck %s --check-prefix=CLAT
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule="bucket-bytes=176 calibration=%t.bandwidth.json" | FileCheck %s --check-prefix=CBW
// CLAT: zero.all_gather_start %arg0, %arg1, %arg2, %arg3 world_size 2 :
// CBW: zero.all_gather_start %arg0 world_size 2 :
// CBW-NEXT: zero.all_gather_start %arg1,
// RUN: not zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule="calibration=%t.missing.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CMISSING
// CMISSING: error: zero-schedule: calibration '{{.*}}missing.json': cannot open

// --- Buckets within the budget: the four-gather bucket costs its pack,
// staging and receive buffers. At the peak P of the unbounded schedule with
// 176-byte buckets it forms; at P - 1 the last gather stays out of it.
// RUN: python3 -m zero_testing.schedule_budget %S/Inputs/mlp_sgd_step.mlir --partition "stage=3 world-size=2" --bucket-bytes 176 --offset 0 -o %t.bucket-at.mlir | FileCheck %s --check-prefix=EDGE0
// RUN: FileCheck %s --check-prefix=BAT < %t.bucket-at.mlir
// RUN: python3 -m zero_testing.schedule_budget %S/Inputs/mlp_sgd_step.mlir --partition "stage=3 world-size=2" --bucket-bytes 176 --offset -1 -o %t.bucket-below.mlir | FileCheck %s --check-prefix=EDGE1
// RUN: FileCheck %s --check-prefix=BBELOW < %t.bucket-below.mlir
// BAT: zero.all_gather_start %arg0, %arg1, %arg2, %arg3 world_size 2 :
// BBELOW-NOT: zero.all_gather_start %arg0, %arg1, %arg2, %arg3 world_size 2 :
// BBELOW: zero.all_gather_start %arg0, %arg1, %arg2 world_size 2 :
// BBELOW-NEXT: zero.all_gather_start %arg3 world_size 2 :

// --- Not bucketed: stage 2 buckets its gradients, but its gathers of the
// updated parameters are the step's results (each keeps its own buffer);
// stage 1 keeps its full gradients until the update, so its reduce-scatters
// stay apart; bucket-bytes 0 makes no bucket.
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=2 world-size=2" --zero-schedule="bucket-bytes=1000" | FileCheck %s --check-prefix=NB2
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=1 world-size=2" --zero-schedule="bucket-bytes=1000" | FileCheck %s --check-prefix=NB1
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule="bucket-bytes=0" | FileCheck %s --check-prefix=NB1
// NB2: zero.reduce_scatter{{(_start)?}} avg %{{[^ ]+}}, %{{[^ ]+}}, %{{[^ ]+}}, %{{[^ ]+}} world_size 2 :
// NB2-NOT: zero.all_gather{{(_start)?}} %{{[^ ]+}}, %
// NB1-NOT: zero.reduce_scatter{{(_start)?}} avg %{{[^ ]+}}, %
// NB1-NOT: zero.all_gather{{(_start)?}} %{{[^ ]+}}, %
