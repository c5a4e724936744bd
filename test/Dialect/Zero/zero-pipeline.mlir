// zero-pipeline = zero-verify-contract, zero-partition and, with report=,
// zero-memory-report. Its output is the partitioned step; it re-parses and
// verifies.
// RUN: zero-opt %S/Inputs/mlp2_adam_mp_clip.mlir --zero-pipeline="stage=3 world-size=3" | zero-opt | FileCheck %s
// CHECK-LABEL: func.func @train_step(
// 6x8 = 48 elements on 3 ranks: 16 each; 8 -> 3 (padded); 8x3 = 24 -> 8; 3 -> 1.
// CHECK-SAME: tensor<16xbf16> {zero.role = "param", zero.shard = #zero.shard<tensor<6x8xbf16>, world_size = 3>}
// CHECK-SAME: tensor<3xbf16> {zero.role = "param", zero.shard = #zero.shard<tensor<8xbf16>, world_size = 3>}
// CHECK-SAME: tensor<8xbf16> {zero.role = "param", zero.shard = #zero.shard<tensor<8x3xbf16>, world_size = 3>}
// CHECK-SAME: tensor<1xbf16> {zero.role = "param", zero.shard = #zero.shard<tensor<3xbf16>, world_size = 3>}
// CHECK-SAME: tensor<16xf32> {zero.role = "opt_state", zero.shard = #zero.shard<tensor<6x8xf32>, world_size = 3>, zero.state_of = 0 : i64}
// CHECK-SAME: attributes {zero.stage = 3 : i64, zero.world_size = 3 : i64}

// With a report, the JSON goes to the file and the IR to stdout.
// RUN: zero-opt %linear_sgd_step --zero-pipeline="stage=2 world-size=2 report=%t.json" | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// IR: zero.reduce_scatter
// JSON: "stage": 2,
// JSON-NEXT: "world_size": 2,

// A stage other than 0-3 is rejected while the pipeline options are parsed.
// RUN: not zero-opt %linear_sgd_step --zero-pipeline="stage=5" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: for the --stage option: Cannot find option named '5'!
// BAD-NOT: func.func
// The stage numbers name the enum values when the pipeline is printed.
// RUN: zero-opt %linear_sgd_step --zero-pipeline="stage=3 world-size=2" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT
// PRINT: zero-partition{ranks-per-node=0 secondary-shard=0 shard-group=0 stage=3 world-size=2}
