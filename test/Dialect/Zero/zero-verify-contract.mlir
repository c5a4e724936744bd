// RUN: zero-opt %s -split-input-file --zero-verify-contract | FileCheck %s
// RUN: zero-opt %linear_sgd_step --zero-verify-contract | FileCheck %s --check-prefix=LINEAR
// RUN: zero-opt %S/Inputs/mlp2_adam_mp_clip.mlir --zero-verify-contract | FileCheck %s --check-prefix=MP

// The example of docs/Design.md §2: gW is a matmul, gb a linalg.reduce; both are found
// through the momentum update (v' = mu v + g; p' = p - lr v') and marked. The
// step is otherwise unchanged.
// LINEAR-LABEL: func.func @train_step(
// LINEAR: linalg.matmul ins(
// LINEAR-NOT: zero.grad_of
// LINEAR: linalg.matmul indexing_maps = {{.*}} {zero.grad_of = 0 : i64}
// LINEAR: linalg.reduce {{.*}} {zero.grad_of = 1 : i64}
// LINEAR-NOT: zero.grad_of
// LINEAR-NOT: zero.{{all_reduce|reduce_scatter|all_gather|partition|free}}
// LINEAR: return

// Mixed-precision Adam with global-norm clipping: the gradient is the bf16
// matmul/column sum, found through the fp32 cast, the clipping scale and the
// Adam moments; the clipping and cast ops are not gradients.
// MP-LABEL: func.func @train_step(
// MP: linalg.matmul {{.*}}{zero.grad_of = 2 : i64}
// MP: linalg.generic {{.*}}attrs = {zero.grad_of = 3 : i64}
// MP: linalg.matmul {{.*}}{zero.grad_of = 0 : i64}
// MP: linalg.generic {{.*}}attrs = {zero.grad_of = 1 : i64}
// MP-NOT: zero.grad_of
// MP: math.sqrt
// MP-NOT: zero.grad_of
// MP: return
// RUN: zero-opt %S/Inputs/mlp2_adam_mp_clip.mlir --zero-verify-contract | grep -c "zero.grad_of" | FileCheck %s --check-prefix=MPCOUNT
// MPCOUNT: {{^}}4{{$}}

// -----

// Must not fire: a function without zero attributes is not a training step.
// CHECK-LABEL: func.func @helper(
// CHECK-NOT: zero.
// CHECK: return
func.func @helper(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// A tied weight whose gradient is the sum of two backward results: the
// frontend's marker on the sum wins; the two partial results stay unmarked.
#id = affine_map<(i) -> (i)>
// CHECK-LABEL: func.func @tied(
// CHECK: linalg.reduce
// CHECK-NOT: zero.grad_of
// CHECK: linalg.reduce
// CHECK-NOT: zero.grad_of
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} attrs = {zero.grad_of = 0 : i64}
// CHECK-NOT: zero.grad_of
// CHECK: return
func.func @tied(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"},
                %lr: tensor<f32> {zero.role = "hyper"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g1 = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %g2 = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.mulf %a, %b : f32  linalg.yield %s : f32 }
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g1, %g2 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
  } -> tensor<4xf32>
  // SGD with the learning rate as a hyper scalar.
  %w1 = linalg.generic {indexing_maps = [#id, #id, affine_map<(i) -> ()>, #id], iterator_types = ["parallel"]}
      ins(%w, %g, %lr : tensor<4xf32>, tensor<4xf32>, tensor<f32>) outs(%e : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32, %r: f32, %o: f32):
      %u = arith.mulf %q, %r : f32
      %d = arith.subf %p, %u : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// An optimizer state the update leaves unchanged is fine; the state's update
// is the argument itself.
#id = affine_map<(i) -> (i)>
// CHECK-LABEL: func.func @frozen_state(
// CHECK: linalg.reduce {{.*}} {zero.grad_of = 0 : i64}
// CHECK: return %{{.*}}, %{{.*}}, %arg1 :
func.func @frozen_state(%w: tensor<4xf32> {zero.role = "param"},
                        %v: tensor<4xf32> {zero.role = "opt_state", zero.state_of = 0 : i64},
                        %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64},
        tensor<4xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %v, %g : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%p: f32, %s: f32, %q: f32, %o: f32):
      %u = arith.mulf %q, %s : f32
      %d = arith.subf %p, %u : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %v : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// An update whose payload reads its `outs` init (here a dead extf of a
// tensor.empty) still has exactly one gradient: an init holds no data.
#id1 = affine_map<(i) -> (i)>
// CHECK-LABEL: func.func @update_reads_init(
// CHECK: linalg.reduce {{.*}} {zero.grad_of = 0 : i64}
// CHECK-NOT: zero.grad_of
// CHECK: return
func.func @update_reads_init(%p: tensor<4xbf16> {zero.role = "param"},
                             %x: tensor<2x4xbf16> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xbf16> {zero.updates = 0 : i64}) {
  %zb = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<4xbf16>
  %g0 = linalg.fill ins(%zb : bf16) outs(%e : tensor<4xbf16>) -> tensor<4xbf16>
  %g = linalg.reduce ins(%x : tensor<2x4xbf16>) outs(%g0 : tensor<4xbf16>) dimensions = [0]
    (%in: bf16, %init: bf16) {
      %s = arith.addf %in, %init : bf16
      linalg.yield %s : bf16
    }
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %u = tensor.empty() : tensor<4xbf16>
  %p1 = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%p, %g : tensor<4xbf16>, tensor<4xbf16>) outs(%u : tensor<4xbf16>) {
    ^bb0(%a: bf16, %b: bf16, %o: bf16):
      %dead = arith.extf %o : bf16 to f32
      %s = arith.subf %a, %b : bf16
      linalg.yield %s : bf16
  } -> tensor<4xbf16>
  return %l, %p1 : tensor<f32>, tensor<4xbf16>
}
