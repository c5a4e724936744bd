// A stage-0 step whose peak is decided by whether the gradient all_reduce
// is in place (test/e2e/report-in-place.test). w and x: 4x4 f32, 64 B each.
#id = affine_map<(i, j) -> (i, j)>
#all = affine_map<(i, j) -> ()>
func.func @train_step(%w: tensor<4x4xf32> {zero.role = "param"}, %x: tensor<4x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4x4xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %e = tensor.empty() : tensor<4x4xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
  } -> tensor<4x4xf32>
  %e1 = tensor.empty() : tensor<4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e1 : tensor<4x4xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.mulf %a, %b : f32
      linalg.yield %m : f32
  } -> tensor<4x4xf32>
  %avg = zero.all_reduce avg %g world_size 2 : tensor<4x4xf32>
  %z = tensor.empty() : tensor<f32>
  %c0 = arith.constant 0.0 : f32
  %f = linalg.fill ins(%c0 : f32) outs(%z : tensor<f32>) -> tensor<f32>
  %l = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%avg, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<f32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %o, %m : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %avg : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %d = arith.subf %a, %b : f32
      linalg.yield %d : f32
  } -> tensor<4x4xf32>
  return %l, %w1 : tensor<f32>, tensor<4x4xf32>
}
