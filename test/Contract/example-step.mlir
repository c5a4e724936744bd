// The bundled training step follows the input contract: zero-opt verifies it
// (its zero.* attributes included) and prints it back unchanged, and upstream
// mlir-opt, which knows nothing of zero, parses it too.
// RUN: zero-opt %linear_sgd_step | FileCheck %s
// RUN: mlir-opt %linear_sgd_step | FileCheck %s
// RUN: zero-opt %linear_sgd_step | zero-opt | FileCheck %s

// CHECK-LABEL: func.func @train_step(
// CHECK-SAME: %{{.*}}: tensor<6x3xf32> {zero.role = "param"}
// CHECK-SAME: %{{.*}}: tensor<6x3xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}
// CHECK-SAME: -> (tensor<f32> {zero.role = "loss"}, tensor<6x3xf32> {zero.updates = 0 : i64}
// CHECK: linalg.matmul
// CHECK: return
