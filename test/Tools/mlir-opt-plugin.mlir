// Upstream mlir-opt 22, unmodified, runs zero as a plugin: the dialect
// plugin adds the zero dialect (a partitioned step parses and prints back),
// the pass plugin adds zero's passes and pipelines (upstream mlir-opt takes
// plugin passes through --pass-pipeline).
// RUN: mlir-opt --load-dialect-plugin=%zero_plugin --load-pass-plugin=%zero_plugin %S/../Contract/Inputs/linear_adamw_clip_named.mlir --pass-pipeline="builtin.module(zero-pipeline{stage=2 world-size=2})" -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: mlir-opt --load-dialect-plugin=%zero_plugin %t.mlir | FileCheck %s
// Without the plugin the partitioned step is not MLIR upstream knows.
// RUN: not mlir-opt %t.mlir 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// CHECK: attributes {zero.stage = 2 : i64, zero.world_size = 2 : i64}
// CHECK: zero.reduce_scatter avg %{{.*}} world_size 2 : tensor<5x3xf32> -> tensor<8xf32>
// CHECK: zero.all_reduce sum
// NOPLUGIN: attribute created with unregistered dialect
