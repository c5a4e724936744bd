// RUN: zero-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(zero-prepare-bufferization))" | FileCheck %s

// One empty shared by a gradient's fill and the update: each use gets its
// own tensor.empty right before it, and the shared one is gone.
// CHECK-LABEL: func.func @shared
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    %[[E0:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %[[G:.*]] = linalg.fill {{.*}} outs(%[[E0]] : tensor<4xf32>)
// CHECK-NEXT:    %[[E1:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    linalg.copy ins(%[[G]] : tensor<4xf32>) outs(%[[E1]] : tensor<4xf32>)
// CHECK-NEXT:    %[[E2:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    linalg.copy ins(%{{.*}} : tensor<4xf32>) outs(%[[E2]] : tensor<4xf32>)
// CHECK-NOT:     tensor.empty
func.func @shared(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %g = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c = linalg.copy ins(%g : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = linalg.copy ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %c, %u : tensor<4xf32>, tensor<4xf32>
}

// -----

// A single empty created far from its only user moves next to it (it is
// allocated where it stands).
// CHECK-LABEL: func.func @far
// CHECK:         linalg.copy
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<3xf32>
// CHECK-NEXT:    linalg.copy ins(%{{.*}}) outs(%[[E]] : tensor<3xf32>)
func.func @far(%x: tensor<3xf32>, %y: tensor<2xf32>) -> (tensor<3xf32>, tensor<2xf32>) {
  %e = tensor.empty() : tensor<3xf32>
  %f = tensor.empty() : tensor<2xf32>
  %b = linalg.copy ins(%y : tensor<2xf32>) outs(%f : tensor<2xf32>) -> tensor<2xf32>
  %a = linalg.copy ins(%x : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  return %a, %b : tensor<3xf32>, tensor<2xf32>
}

// -----

// Must not fire: an empty used once right after it is left alone, and a
// dynamic empty keeps its size operand.
// CHECK-LABEL: func.func @untouched
// CHECK-NEXT:    %[[E:.*]] = tensor.empty(%{{.*}}) : tensor<?xf32>
// CHECK-NEXT:    linalg.copy ins(%{{.*}}) outs(%[[E]] : tensor<?xf32>)
// CHECK-NEXT:    return
func.func @untouched(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %a = linalg.copy ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %a : tensor<?xf32>
}
