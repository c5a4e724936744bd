// A step small enough to follow its liveness by hand (zero-memory-report.mlir).
// w: 4 x f32 (16 B), x: 2x4 x f32 (32 B); loss = sum(w); g = column sum of x;
// w' = w - g.
#id = affine_map<(i) -> (i)>
func.func @tiny(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
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
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}
