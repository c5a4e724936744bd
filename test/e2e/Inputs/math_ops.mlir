// Every math op a traced step commonly uses (exp, tanh, erf, log, rsqrt,
// absf) lowers and JIT-compiles: erf through libm (convert-math-to-libm),
// the others through LLVM intrinsics. loss = sum over the linear example's W
// of exp(w) + tanh(w) + erf(w) + log(exp(w)) + rsqrt(exp(w)) + |w|.
func.func @train_step(%w: tensor<6x3xf32> {zero.role = "param"},
                      %x: tensor<1x3xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<6x3xf32> {zero.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %l = linalg.reduce ins(%w : tensor<6x3xf32>) outs(%l0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %a = math.exp %in : f32
      %b = math.tanh %in : f32
      %c = math.erf %in : f32
      %d = math.log %a : f32
      %q = math.absf %in : f32
      %r = math.rsqrt %a : f32
      %s1 = arith.addf %a, %b : f32
      %s2 = arith.addf %s1, %c : f32
      %s3 = arith.addf %s2, %d : f32
      %s4 = arith.addf %s3, %r : f32
      %s5 = arith.addf %s4, %q : f32
      %s = arith.addf %s5, %acc : f32
      linalg.yield %s : f32
    }
  return %l, %w : tensor<f32>, tensor<6x3xf32>
}
