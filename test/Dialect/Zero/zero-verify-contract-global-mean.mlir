// The dependence rules of zero.global_mean, checked by the contract analysis
// that zero-verify-contract and zero-partition share: the marked value must
// not depend on a param or opt_state argument (a collective the backward
// pass does not see must carry no gradient), and must be computed in the
// step's body, not in a nested region. (The attribute's form:
// invalid-global-mean.mlir; the rewrite: zero-partition-global-mean.mlir.)
// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-verify-contract
// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-partition="stage=1 world-size=2"

#id = affine_map<(i) -> (i)>
#toScalar = affine_map<(i) -> ()>
#scalar = affine_map<() -> ()>
#xy = affine_map<(i, j) -> (i, j)>
#y = affine_map<(i, j) -> (j)>
#x = affine_map<(i, j) -> (i)>
func.func @train_step(%w: tensor<3xf32> {zero.role = "param"},
                      %in: tensor<4x3xf32> {zero.role = "batch"},
                      %keep: tensor<4xf32> {zero.role = "batch"},
                      %lr: tensor<f32> {zero.role = "hyper"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<3xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %count = linalg.generic {indexing_maps = [#id, #toScalar], iterator_types = ["reduction"]}
      ins(%keep : tensor<4xf32>) outs(%z0 : tensor<f32>) {
    ^bb0(%k: f32, %acc: f32):
      %s = arith.addf %k, %acc : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %e4 = tensor.empty() : tensor<4xf32>
  %z4 = linalg.fill ins(%c0 : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %rows = linalg.generic {indexing_maps = [#xy, #y, #x], iterator_types = ["parallel", "reduction"]}
      ins(%in, %w : tensor<4x3xf32>, tensor<3xf32>) outs(%z4 : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
  } -> tensor<4xf32>
  // expected-error @+1 {{is marked 'zero.global_mean', so its value is averaged over ranks by a collective the backward pass does not see; expected a value computed from batch and hyper arguments only, but it depends on param argument #0}}
  %sum = linalg.generic {indexing_maps = [#id, #id, #toScalar], iterator_types = ["reduction"]}
      ins(%rows, %keep : tensor<4xf32>, tensor<4xf32>) outs(%z0 : tensor<f32>) attrs = {zero.global_mean} {
    ^bb0(%r: f32, %k: f32, %acc: f32):
      %p = arith.mulf %r, %k : f32
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#scalar, #scalar, #scalar], iterator_types = []}
      ins(%sum, %count : tensor<f32>, tensor<f32>) outs(%e0 : tensor<f32>) {
    ^bb0(%s: f32, %n: f32, %o: f32):
      %d = arith.divf %s, %n : f32
      linalg.yield %d : f32
  } -> tensor<f32>
  %e3 = tensor.empty() : tensor<3xf32>
  %z3 = linalg.fill ins(%c0 : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %gsum = linalg.generic {indexing_maps = [#xy, #x, #y], iterator_types = ["reduction", "parallel"]}
      ins(%in, %keep : tensor<4x3xf32>, tensor<4xf32>) outs(%z3 : tensor<3xf32>) {
    ^bb0(%a: f32, %k: f32, %acc: f32):
      %p = arith.mulf %a, %k : f32
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
  } -> tensor<3xf32>
  %g = linalg.generic {indexing_maps = [#id, #toScalar, #id], iterator_types = ["parallel"]}
      ins(%gsum, %count : tensor<3xf32>, tensor<f32>) outs(%e3 : tensor<3xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%s: f32, %n: f32, %o: f32):
      %d = arith.divf %s, %n : f32
      linalg.yield %d : f32
  } -> tensor<3xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #toScalar, #id], iterator_types = ["parallel"]}
      ins(%w, %g, %lr : tensor<3xf32>, tensor<3xf32>, tensor<f32>) outs(%e3 : tensor<3xf32>) {
    ^bb0(%p: f32, %d: f32, %l: f32, %o: f32):
      %step = arith.mulf %l, %d : f32
      %n = arith.subf %p, %step : f32
      linalg.yield %n : f32
  } -> tensor<3xf32>
  return %loss, %w1 : tensor<f32>, tensor<3xf32>
}

// -----

#id = affine_map<(i) -> (i)>
#toScalar = affine_map<(i) -> ()>
#scalar = affine_map<() -> ()>
#xy = affine_map<(i, j) -> (i, j)>
#y = affine_map<(i, j) -> (j)>
#x = affine_map<(i, j) -> (i)>
func.func @train_step(%w: tensor<3xf32> {zero.role = "param"},
                      %in: tensor<4x3xf32> {zero.role = "batch"},
                      %keep: tensor<4xf32> {zero.role = "batch"},
                      %lr: tensor<f32> {zero.role = "hyper"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<3xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %count = linalg.generic {indexing_maps = [#id, #toScalar], iterator_types = ["reduction"]}
      ins(%keep : tensor<4xf32>) outs(%z0 : tensor<f32>) {
    ^bb0(%k: f32, %acc: f32):
      %s = arith.addf %k, %acc : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %nested = scf.execute_region -> tensor<f32> {
    // expected-error @+1 {{is marked 'zero.global_mean', but is nested in a region; expected an operation of the step's body, where every rank averages it once}}
    %c = arith.addf %count, %count {zero.global_mean} : tensor<f32>
    scf.yield %c : tensor<f32>
  }
  %e4 = tensor.empty() : tensor<4xf32>
  %z4 = linalg.fill ins(%c0 : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %rows = linalg.generic {indexing_maps = [#xy, #y, #x], iterator_types = ["parallel", "reduction"]}
      ins(%in, %w : tensor<4x3xf32>, tensor<3xf32>) outs(%z4 : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
  } -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #toScalar], iterator_types = ["reduction"]}
      ins(%rows, %keep : tensor<4xf32>, tensor<4xf32>) outs(%z0 : tensor<f32>) {
    ^bb0(%r: f32, %k: f32, %acc: f32):
      %p = arith.mulf %r, %k : f32
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#scalar, #scalar, #scalar], iterator_types = []}
      ins(%sum, %count : tensor<f32>, tensor<f32>) outs(%e0 : tensor<f32>) {
    ^bb0(%s: f32, %n: f32, %o: f32):
      %d = arith.divf %s, %n : f32
      linalg.yield %d : f32
  } -> tensor<f32>
  %e3 = tensor.empty() : tensor<3xf32>
  %z3 = linalg.fill ins(%c0 : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %gsum = linalg.generic {indexing_maps = [#xy, #x, #y], iterator_types = ["reduction", "parallel"]}
      ins(%in, %keep : tensor<4x3xf32>, tensor<4xf32>) outs(%z3 : tensor<3xf32>) {
    ^bb0(%a: f32, %k: f32, %acc: f32):
      %p = arith.mulf %a, %k : f32
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
  } -> tensor<3xf32>
  %g = linalg.generic {indexing_maps = [#id, #toScalar, #id], iterator_types = ["parallel"]}
      ins(%gsum, %count : tensor<3xf32>, tensor<f32>) outs(%e3 : tensor<3xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%s: f32, %n: f32, %o: f32):
      %d = arith.divf %s, %n : f32
      linalg.yield %d : f32
  } -> tensor<3xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #toScalar, #id], iterator_types = ["parallel"]}
      ins(%w, %g, %lr : tensor<3xf32>, tensor<3xf32>, tensor<f32>) outs(%e3 : tensor<3xf32>) {
    ^bb0(%p: f32, %d: f32, %l: f32, %o: f32):
      %step = arith.mulf %l, %d : f32
      %n = arith.subf %p, %step : f32
      linalg.yield %n : f32
  } -> tensor<3xf32>
  return %loss, %w1 : tensor<f32>, tensor<3xf32>
}
