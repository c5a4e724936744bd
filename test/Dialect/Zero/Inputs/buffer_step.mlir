// tiny_sgd_step.mlir with two buffers, as BatchNorm keeps them: a running
// mean of the batch's columns (rm' = 0.9 rm + 0.1 mean(x)) and a step count
// (n' = n + 1). Buffers are read and returned updated, with no gradient.
// w: 4 x f32 (16 B), x: 2x4 x f32 (32 B), rm: 4 x f32 (16 B), n: i64 (8 B).
#id = affine_map<(i) -> (i)>
#rows = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
#scalar = affine_map<() -> ()>
func.func @bn(%w: tensor<4xf32> {zero.role = "param", zero.name = "w"}, %x: tensor<2x4xf32> {zero.role = "batch"},
              %rm: tensor<4xf32> {zero.role = "buffer", zero.name = "bn.running_mean"},
              %n: tensor<i64> {zero.role = "buffer", zero.name = "bn.num_batches_tracked"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64},
        tensor<4xf32> {zero.updates = 2 : i64}, tensor<i64> {zero.updates = 3 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  // rm' = 0.9 rm + sum over the 2 rows of 0.05 x: a reduction, not an
  // elementwise update.
  %er = tensor.empty() : tensor<4xf32>
  %decayed = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%rm : tensor<4xf32>) outs(%er : tensor<4xf32>) {
    ^bb0(%r: f32, %o: f32):
      %k = arith.constant 0.9 : f32
      %m = arith.mulf %r, %k : f32
      linalg.yield %m : f32
  } -> tensor<4xf32>
  %rm1 = linalg.generic {indexing_maps = [#rows, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<2x4xf32>) outs(%decayed : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %k = arith.constant 0.05 : f32
      %m = arith.mulf %v, %k : f32
      %s = arith.addf %acc, %m : f32
      linalg.yield %s : f32
  } -> tensor<4xf32>
  %en = tensor.empty() : tensor<i64>
  %n1 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []}
      ins(%n : tensor<i64>) outs(%en : tensor<i64>) {
    ^bb0(%c: i64, %o: i64):
      %one = arith.constant 1 : i64
      %s = arith.addi %c, %one : i64
      linalg.yield %s : i64
  } -> tensor<i64>
  return %loss, %w1, %rm1, %n1 : tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
}
