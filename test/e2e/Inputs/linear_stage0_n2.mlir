// docs/examples/linear_sgd_step.mlir partitioned by hand for stage 0
// (DDP) on 2 ranks: every rank holds full params and momenta; gradients and
// the loss are all-reduced (avg). Each rank runs a micro-batch of 2 rows
// (1/batch = 0.5); the global batch of 4 rows reproduces the single-process
// step.
//
// Model: y_hat = x @ W + b (W: 6x3, b: 3), loss = mean over the batch of sum_k (y_hat - y)^2 / 2.
// Optimizer: SGD with momentum 0.9 and learning rate 0.1: v' = 0.9 v + g ; p' = p - 0.1 v'.
// Argument order: params, optimizer states, batch. Results: loss, then every param and state.

#id2 = affine_map<(i, k) -> (i, k)>
#row = affine_map<(i, k) -> (k)>
#id1 = affine_map<(k) -> (k)>

func.func @train_step(
    %W: tensor<6x3xf32> {zero.role = "param"},
    %b: tensor<3xf32> {zero.role = "param"},
    %vW: tensor<6x3xf32> {zero.role = "opt_state", zero.state_of = 0 : i64},
    %vb: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 1 : i64},
    %x: tensor<2x6xf32> {zero.role = "batch"},
    %y: tensor<2x3xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"},
        tensor<6x3xf32> {zero.updates = 0 : i64}, tensor<3xf32> {zero.updates = 1 : i64},
        tensor<6x3xf32> {zero.updates = 2 : i64}, tensor<3xf32> {zero.updates = 3 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %zero = arith.constant 0.0 : f32
  %inv_batch = arith.constant 0.5 : f32     // 1 / micro-batch size
  %mu = arith.constant 0.9 : f32
  %lr = arith.constant 0.1 : f32
  %cst_half = arith.constant 0.5 : f32

  // Forward: y_hat = x @ W + b; residual r = y_hat - y.
  %e43 = tensor.empty() : tensor<2x3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e43 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %xw = linalg.matmul ins(%x, %W : tensor<2x6xf32>, tensor<6x3xf32>) outs(%acc : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%xw, %b, %y : tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) outs(%e43 : tensor<2x3xf32>) {
    ^bb0(%p: f32, %bias: f32, %t: f32, %o: f32):
      %s = arith.addf %p, %bias : f32
      %d = arith.subf %s, %t : f32
      linalg.yield %d : f32
  } -> tensor<2x3xf32>

  // Loss = sum(r^2) / 2 / batch.
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %sq = linalg.generic {indexing_maps = [#id2, affine_map<(i, k) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%r : tensor<2x3xf32>) outs(%l0 : tensor<f32>) {
    ^bb0(%v: f32, %a: f32):
      %v2 = arith.mulf %v, %v : f32
      %h = arith.mulf %v2, %inv_batch : f32
      %h2 = arith.mulf %h, %cst_half : f32
      %s = arith.addf %a, %h2 : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %loss = zero.all_reduce avg %sq world_size 2 : tensor<f32>

  // Backward: dy_hat = r / batch; gW = x^T @ dy_hat; gb = sum over the batch of dy_hat.
  %dy = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<2x3xf32>) outs(%e43 : tensor<2x3xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = arith.mulf %v, %inv_batch : f32
      linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %e63 = tensor.empty() : tensor<6x3xf32>
  %gW0 = linalg.fill ins(%zero : f32) outs(%e63 : tensor<6x3xf32>) -> tensor<6x3xf32>
  %gWl = linalg.matmul indexing_maps = [affine_map<(i, j, n) -> (n, i)>, affine_map<(i, j, n) -> (n, j)>, affine_map<(i, j, n) -> (i, j)>]
      ins(%x, %dy : tensor<2x6xf32>, tensor<2x3xf32>) outs(%gW0 : tensor<6x3xf32>) {zero.grad_of = 0 : i64} -> tensor<6x3xf32>
  %gW = zero.all_reduce avg %gWl world_size 2 : tensor<6x3xf32>
  zero.free %gWl : tensor<6x3xf32>
  %e3 = tensor.empty() : tensor<3xf32>
  %gb0 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %gbl = linalg.reduce ins(%dy : tensor<2x3xf32>) outs(%gb0 : tensor<3xf32>) dimensions = [0] {zero.grad_of = 1 : i64}
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %gb = zero.all_reduce avg %gbl world_size 2 : tensor<3xf32>
  zero.free %gbl : tensor<3xf32>

  // Optimizer (elementwise per parameter): v' = mu v + g ; p' = p - lr v'.
  %vW1 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%vW, %gW : tensor<6x3xf32>, tensor<6x3xf32>) outs(%e63 : tensor<6x3xf32>) {
    ^bb0(%v: f32, %g: f32, %o: f32):
      %m = arith.mulf %v, %mu : f32
      %n = arith.addf %m, %g : f32
      linalg.yield %n : f32
  } -> tensor<6x3xf32>
  %W1 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%W, %vW1 : tensor<6x3xf32>, tensor<6x3xf32>) outs(%e63 : tensor<6x3xf32>) {
    ^bb0(%p: f32, %v: f32, %o: f32):
      %s = arith.mulf %v, %lr : f32
      %n = arith.subf %p, %s : f32
      linalg.yield %n : f32
  } -> tensor<6x3xf32>
  %vb1 = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%vb, %gb : tensor<3xf32>, tensor<3xf32>) outs(%e3 : tensor<3xf32>) {
    ^bb0(%v: f32, %g: f32, %o: f32):
      %m = arith.mulf %v, %mu : f32
      %n = arith.addf %m, %g : f32
      linalg.yield %n : f32
  } -> tensor<3xf32>
  %b1 = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%b, %vb1 : tensor<3xf32>, tensor<3xf32>) outs(%e3 : tensor<3xf32>) {
    ^bb0(%p: f32, %v: f32, %o: f32):
      %s = arith.mulf %v, %lr : f32
      %n = arith.subf %p, %s : f32
      linalg.yield %n : f32
  } -> tensor<3xf32>

  return %loss, %W1, %b1, %vW1, %vb1 : tensor<f32>, tensor<6x3xf32>, tensor<3xf32>, tensor<6x3xf32>, tensor<3xf32>
}
