// As slice_collapse_copy.mlir, but the slice is t's first two rows:
// contiguous, so the collapse_shape is a view of t and t lives until the
// loss reads it. Used by report-views.test.
#id = affine_map<(i, j) -> (i, j)>
#id1 = affine_map<(i) -> (i)>
#sum = affine_map<(i) -> ()>
func.func @train_step(%w: tensor<4x4xf32> {zero.role = "param"}, %x: tensor<4x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4x4xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 1 : i64} {
  %e = tensor.empty() : tensor<4x4xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
  } -> tensor<4x4xf32>
  %s = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
  %f = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %eg = tensor.empty() : tensor<4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%eg : tensor<4x4xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      linalg.yield %a : f32
  } -> tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %g : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %d = arith.subf %a, %b : f32
      linalg.yield %d : f32
  } -> tensor<4x4xf32>
  %c0 = arith.constant 0.0 : f32
  %el = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%c0 : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %l = linalg.generic {indexing_maps = [#id1, #sum], iterator_types = ["reduction"]}
      ins(%f : tensor<8xf32>) outs(%z : tensor<f32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %o : f32
      linalg.yield %d : f32
  } -> tensor<f32>
  return %l, %w1 : tensor<f32>, tensor<4x4xf32>
}
