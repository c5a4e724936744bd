// The lowering of the transfer ops is not written yet: an offloaded step is
// refused once, by name, before anything is rewritten, rather than failing
// to legalize (or running with its state half in memory).
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" --zero-offload --canonicalize > %t.mlir
// RUN: not zero-opt %t.mlir --zero-lower-to-llvm -o /dev/null 2>&1 | FileCheck %s
// CHECK: error: 'zero.fetch' op moves a chunk of an offloaded tensor, which the lowering does not support yet; compile the step without zero-offload
// CHECK-NOT: error
