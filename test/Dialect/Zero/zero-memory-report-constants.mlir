// RUN: zero-opt %s -split-input-file --zero-memory-report -o /dev/null | FileCheck %s

// A tensor constant is no buffer of the step: bufferization makes it a
// read-only global (memref.get_global), which no allocation holds. In every
// step the param w and the batch x (4x4 f32, 64 B each) are live
// throughout: 128 B; g and w' are 64 B each.

// Read only: the constant c (64 B) costs nothing; at the update 128 + g +
// w' = 256. (Counting c as a buffer gave 320: the imported GPT's report was
// 16 B above its measured peak, its scalar constants.)
// CHECK: "peak_bytes": 256
#id = affine_map<(i, j) -> (i, j)>
func.func @read_only(%w: tensor<4x4xf32> {zero.role = "param"}, %x: tensor<4x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4x4xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 1 : i64} {
  %c = arith.constant dense<2.0> : tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
  } -> tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %g, %c : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) {
    ^bb0(%a: f32, %b: f32, %k: f32, %o: f32):
      %m = arith.mulf %b, %k : f32
      %d = arith.subf %a, %m : f32
      linalg.yield %d : f32
  } -> tensor<4x4xf32>
  %s = tensor.extract_slice %x[0, 0] [1, 1] [1, 1] : tensor<4x4xf32> to tensor<1x1xf32>
  %l = tensor.collapse_shape %s [] : tensor<1x1xf32> into tensor<f32>
  return %l, %w1 : tensor<f32>, tensor<4x4xf32>
}

// -----

// Must not alias the global: an op writing into a constant (its init)
// writes into a copy, a new 64 B buffer, so g is counted: 256 at the update
// as above (not 192).
// CHECK: "peak_bytes": 256
#id = affine_map<(i, j) -> (i, j)>
func.func @written(%w: tensor<4x4xf32> {zero.role = "param"}, %x: tensor<4x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4x4xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 1 : i64} {
  %c = arith.constant dense<2.0> : tensor<4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %o : f32
      linalg.yield %m : f32
  } -> tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %g : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %d = arith.subf %a, %b : f32
      linalg.yield %d : f32
  } -> tensor<4x4xf32>
  %s = tensor.extract_slice %x[0, 0] [1, 1] [1, 1] : tensor<4x4xf32> to tensor<1x1xf32>
  %l = tensor.collapse_shape %s [] : tensor<1x1xf32> into tensor<f32>
  return %l, %w1 : tensor<f32>, tensor<4x4xf32>
}
