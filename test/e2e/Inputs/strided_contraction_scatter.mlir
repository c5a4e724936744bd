// Attention's contraction over permuted operands and the embedding
// gradient's one-hot reduction, as zero-trace writes them, with P = the
// 4x2 parameter [[1, 2], [3, 4], [5, 6], [7, 8]].
//
// Scores T[b, h, i, j] = sum_d Q[b, i, h, d] Q[b, j, h, d] with Q = P viewed
// as [b=1, i=2, h=2, d=2] (Q[i, h] = row 2i+h of P), weighted by
// W[b, h, i, j] = 1..8: h = 0 gives T = [[5, 17], [17, 61]] (weights 1-4,
// 334), h = 1 gives [[25, 53], [53, 113]] (weights 5-8, 1718): 2052.
//
// Scatter S[v, c] = sum over n with tok[n] = v of X[n, c], X = rows [1, 2],
// [3, 4], ... [11, 12], tok = the batch (1, 4, 0, 4, 8, 2) minus 1 (the
// driver admits no negative id) = (0, 3, -1, 3, 7, 1): -1 and 7 are outside
// the vocabulary of 4 and add nothing; S = [[1, 2], [11, 12], [0, 0], [10, 12]],
// and sum S * P = 1 + 4 + 33 + 48 + 70 + 96 = 252.
//
// loss = 2052 + 252 = 2304.
func.func @train_step(%p: tensor<4x2xf32> {zero.role = "param"},
                      %batch: tensor<6xi64> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4x2xf32> {zero.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %p [[0, 1]] : tensor<4x2xf32> into tensor<8xf32>
  %q = tensor.expand_shape %flat [[0, 1, 2, 3]] output_shape [1, 2, 2, 2] : tensor<8xf32> into tensor<1x2x2x2xf32>
  %e4 = tensor.empty() : tensor<1x2x2x2xf32>
  %t0 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, j, h, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, h, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %q : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%t0 : tensor<1x2x2x2xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %m : f32
      linalg.yield %s : f32
  } -> tensor<1x2x2x2xf32>
  %w = arith.constant dense<[[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]]> : tensor<1x2x2x2xf32>
  %e = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %l1 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>,
                                         affine_map<(b, h, i, j) -> (b, h, i, j)>,
                                         affine_map<(b, h, i, j) -> ()>],
                        iterator_types = ["reduction", "reduction", "reduction", "reduction"]}
      ins(%t, %w : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%l0 : tensor<f32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %m : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %et = tensor.empty() : tensor<6xi64>
  %tok = linalg.generic {indexing_maps = [affine_map<(n) -> (n)>, affine_map<(n) -> (n)>],
                         iterator_types = ["parallel"]}
      ins(%batch : tensor<6xi64>) outs(%et : tensor<6xi64>) {
    ^bb0(%b: i64, %o: i64):
      %one = arith.constant 1 : i64
      %d = arith.subi %b, %one : i64
      linalg.yield %d : i64
  } -> tensor<6xi64>
  %x = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<6x2xf32>
  %e2 = tensor.empty() : tensor<4x2xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(v, c, n) -> (n, c)>,
                                        affine_map<(v, c, n) -> (n)>,
                                        affine_map<(v, c, n) -> (v, c)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %tok : tensor<6x2xf32>, tensor<6xi64>) outs(%s0 : tensor<4x2xf32>) {
    ^bb0(%xv: f32, %tv: i64, %acc: f32):
      %ti = arith.index_cast %tv : i64 to index
      %v = linalg.index 0 : index
      %hit = arith.cmpi eq, %ti, %v : index
      %sum = arith.addf %acc, %xv : f32
      %new = arith.select %hit, %sum, %acc : f32
      linalg.yield %new : f32
  } -> tensor<4x2xf32>
  %l = linalg.generic {indexing_maps = [affine_map<(v, c) -> (v, c)>,
                                        affine_map<(v, c) -> (v, c)>,
                                        affine_map<(v, c) -> ()>],
                       iterator_types = ["reduction", "reduction"]}
      ins(%s, %p : tensor<4x2xf32>, tensor<4x2xf32>) outs(%l1 : tensor<f32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %m = arith.mulf %a, %b : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
  } -> tensor<f32>
  return %l, %p : tensor<f32>, tensor<4x2xf32>
}
