// zero-pipeline runs zero-offload right after zero-partition (and before
// zero-schedule) when offload= names what to move; its options are checked
// before any pass runs.
// RUN: zero-opt %linear_sgd_step --zero-pipeline="stage=3 world-size=2 offload=params offload-store=host offload-chunk-bytes=16" | FileCheck %s --check-prefix=PARAMS
// PARAMS-LABEL: func.func @train_step(
// PARAMS-SAME: !zero.offloaded<tensor<9xf32>, host> {zero.role = "param"
// PARAMS: zero.fetch %{{.*}}[8] : !zero.offloaded<tensor<9xf32>, host> -> tensor<1xf32>
// With the schedule on, it runs after zero-offload: transfers become
// asynchronous like the collectives (zero-schedule-transfers.mlir has the
// placement rules).
// RUN: zero-opt %linear_sgd_step --zero-pipeline="stage=1 world-size=2 offload=optimizer-state schedule=1" | FileCheck %s --check-prefix=SCHED
// SCHED: !zero.offloaded<tensor<9xf32>, file> {zero.role = "opt_state"
// SCHED: zero.fetch_start
// SCHED: zero.reduce_scatter_start
// SCHED: zero.writeback_start
// SCHED: zero.all_gather_start
// RUN: not zero-opt %linear_sgd_step --zero-pipeline="stage=1 world-size=2 offload=yes" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: zero-pipeline: offload must be none, optimizer-state or params, but got 'yes'
// stage=auto with an offload chooses among the offloaded plans
// (zero-pipeline-auto.test has the rules).
// RUN: zero-opt %linear_sgd_step --zero-pipeline="stage=auto world-size=2 offload=optimizer-state" 2>/dev/null | FileCheck %s --check-prefix=AUTO
// AUTO: !zero.offloaded<tensor<{{[0-9]+}}xf32>, file> {zero.role = "opt_state"
// RUN: not zero-opt %linear_sgd_step --zero-pipeline="stage=0 world-size=2 offload=optimizer-state" 2>&1 | FileCheck %s --check-prefix=STAGE0
// STAGE0: error: zero-offload: offload needs a partitioned step at stage >= 1 (it moves shards), but '@train_step' is at stage 0
