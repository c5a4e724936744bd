// zero-schedule overlaps store transfers (zero-offload): the linear SGD
// step at stage 1 on 2 ranks, velocities offloaded in 16-byte chunks (vW:
// chunks [0,4) [4,8) [8,9); vb: one chunk).
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" --zero-offload="chunk-bytes=16" --zero-schedule | FileCheck %s

// Without a budget: the first fetch starts at the top of the step (it reads
// an argument) and arrives just before the update reads it; each next
// chunk's fetch starts right after the previous chunk arrived (one chunk
// read ahead); each writeback completes just before the next chunk's
// writeback starts (one chunk written behind), the last one before the
// return.
// CHECK-LABEL: func.func @train_step(
// CHECK-SAME:    %[[VW:arg2]]: !zero.offloaded<tensor<9xf32>, file>
// CHECK-SAME:    %[[VB:arg3]]: !zero.offloaded<tensor<2xf32>, file>
// CHECK-NEXT:  %[[F0:.*]] = zero.fetch_start %[[VW]][0] : {{.*}} -> !zero.future<tensor<4xf32>>
// CHECK:       linalg.matmul
// CHECK:       %[[C0:.*]] = zero.wait %[[F0]] : !zero.future<tensor<4xf32>>
// CHECK-NEXT:  %[[F1:.*]] = zero.fetch_start %[[VW]][4]
// CHECK:       linalg.generic {{.*}} ins(%[[C0]],
// CHECK:       %[[W0:.*]] = zero.writeback_start %{{.*}}, %[[VW]][0]
// CHECK:       %[[C1:.*]] = zero.wait %[[F1]] : !zero.future<tensor<4xf32>>
// CHECK-NEXT:  %[[F2:.*]] = zero.fetch_start %[[VW]][8]
// CHECK:       zero.wait %[[W0]] : !zero.future<>
// CHECK-NEXT:  %[[W1:.*]] = zero.writeback_start %{{.*}}, %[[VW]][4]
// CHECK:       zero.wait %[[F2]]
// CHECK-NEXT:  %[[F3:.*]] = zero.fetch_start %[[VB]][0]
// CHECK:       zero.wait %[[W1]] : !zero.future<>
// CHECK-NEXT:  %[[W2:.*]] = zero.writeback_start %{{.*}}, %[[VW]][8]
// CHECK:       zero.wait %[[F3]]
// CHECK:       zero.wait %[[W2]] : !zero.future<>
// CHECK-NEXT:  %[[W3:.*]] = zero.writeback_start %{{.*}}, %[[VB]][0]
// CHECK:       zero.wait %[[W3]] : !zero.future<>
// CHECK-NEXT:  return
// CHECK-NOT:   zero.fetch %
// CHECK-NOT:   zero.writeback %

// Under a budget of the unscheduled program's own peak (384 bytes, from
// zero-memory-report), what would raise the peak stays blocking or closer:
// the first chunk's writeback completes where it stands (its chunk would
// otherwise live on while the next chunk is read), and the next fetch
// starts only after it.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" --zero-offload="chunk-bytes=16" --zero-memory-report=file=- -o /dev/null | FileCheck %s --check-prefix=UNSCHEDULED
// UNSCHEDULED: "peak_bytes": 384,
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" --zero-offload="chunk-bytes=16" --zero-schedule="memory-budget=384" > %t.budget.mlir
// RUN: FileCheck %s --check-prefix=BUDGET < %t.budget.mlir
// RUN: zero-opt %t.budget.mlir --zero-memory-report=file=- -o /dev/null | FileCheck %s --check-prefix=BUDGET-PEAK
// BUDGET: zero.fetch_start %arg2[0]
// BUDGET: zero.writeback %{{.*}}, %arg2[0] :
// BUDGET: zero.fetch_start %arg2[4]
// BUDGET: zero.writeback_start %{{.*}}, %arg2[4]
// BUDGET: zero.writeback_start %{{.*}}, %arg3[0]
// BUDGET-NOT: zero.writeback %
// BUDGET-PEAK: "peak_bytes": 384,

// Stage 3 with params and optimizer state offloaded, under every budget from
// the unscheduled peak up, each tried placement of a start keeps its wait
// after it: every output verifies (a start after its own wait would not).
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=2" --zero-offload="params=1 chunk-bytes=16" > %t.s3.mlir
// RUN: python3 -c "import json, subprocess, sys; peak = json.loads(subprocess.run(['zero-opt', sys.argv[1], '--zero-memory-report=file=-', '-o', '/dev/null'], capture_output=True, text=True, check=True).stdout)['per_rank']['peak_bytes']; [subprocess.run(['zero-opt', sys.argv[1], '--zero-schedule=memory-budget=%%d' %% b, '-o', '/dev/null'], check=True) for b in range(peak, peak + 100, 4)]; print('every budget from', peak, 'verifies')" %t.s3.mlir | FileCheck %s --check-prefix=SWEEP
// SWEEP: every budget from {{[0-9]+}} verifies
