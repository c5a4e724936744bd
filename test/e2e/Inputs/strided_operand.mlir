// A step whose collective reads a strided view (a slice of a parameter):
// the lowering copies it into a contiguous buffer first, and that copy
// lowers to MLIR's memrefCopy, which zero-run's JIT must resolve.
// loss = sum of W[0:3, 1:3], which for the linear example's W is
// -0.2 + 0.3 + 0.5 - 0.1 + 0.2 + 0.2 = 0.9.
func.func @train_step(%w: tensor<6x3xf32> {zero.role = "param"},
                      %x: tensor<1x3xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<6x3xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 1 : i64} {
  %zero = arith.constant 0.0 : f32
  %v = tensor.extract_slice %w[0, 1] [3, 2] [1, 1] : tensor<6x3xf32> to tensor<3x2xf32>
  %r = zero.all_reduce sum %v world_size 1 : tensor<3x2xf32>
  %e = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %l = linalg.reduce ins(%r : tensor<3x2xf32>) outs(%l0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %l, %w : tensor<f32>, tensor<6x3xf32>
}
