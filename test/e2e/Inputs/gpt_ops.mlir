// Ops a traced GPT step uses besides matmuls: an embedding lookup
// (tensor.extract at an index taken from an i64 token batch), a reshape
// (tensor.collapse_shape) and a transpose feeding a GEMM. With tokens
// (0, 5, 2, 3) the rows of H are rows 0, 5, 2, 3 of the linear example's
// W, and loss = sum of H^T H = sum over rows of (row sum)^2 = 0.48.
func.func @train_step(%emb: tensor<6x3xf32> {zero.role = "param"},
                      %tok: tensor<2x2xi64> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<6x3xf32> {zero.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  // Embedding lookup: h[b, t, d] = emb[tok[b, t], d]
  %e3 = tensor.empty() : tensor<2x2x3xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(b, t, d) -> (b, t)>, affine_map<(b, t, d) -> (b, t, d)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%tok : tensor<2x2xi64>) outs(%e3 : tensor<2x2x3xf32>) {
    ^bb0(%id: i64, %o: f32):
      %i = arith.index_cast %id : i64 to index
      %d = linalg.index 2 : index
      %v = tensor.extract %emb[%i, %d] : tensor<6x3xf32>
      linalg.yield %v : f32
  } -> tensor<2x2x3xf32>
  %flat = tensor.collapse_shape %h [[0, 1], [2]] : tensor<2x2x3xf32> into tensor<4x3xf32>
  %et = tensor.empty() : tensor<3x4xf32>
  %t = linalg.transpose ins(%flat : tensor<4x3xf32>) outs(%et : tensor<3x4xf32>) permutation = [1, 0]
  %e33 = tensor.empty() : tensor<3x3xf32>
  %f33 = linalg.fill ins(%zero : f32) outs(%e33 : tensor<3x3xf32>) -> tensor<3x3xf32>
  %g = linalg.matmul ins(%t, %flat : tensor<3x4xf32>, tensor<4x3xf32>) outs(%f33 : tensor<3x3xf32>) -> tensor<3x3xf32>
  %e = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %l = linalg.reduce ins(%g : tensor<3x3xf32>) outs(%l0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %l, %emb : tensor<f32>, tensor<6x3xf32>
}
