// A hand-written training step in the style of a frontend that prefers named
// linalg ops and reuses one tensor.empty for several outputs.
//
// Model: y_hat = x @ W + b (W: 5x3, b: 3), loss = mean over the batch of
// sum_k (y_hat - y)^2 / 2. Backward: dy = r / batch, gW = transpose(x) @ dy
// (linalg.transpose + linalg.matmul), gb = linalg.reduce of dy over rows.
// Global-norm clipping: the sum of squares of each gradient is a named
// linalg.reduce into a zero-filled scalar; scale = min(1, 1 / (norm + 1e-6)).
// AdamW (beta1 0.9, beta2 0.999, eps 1e-8, weight decay 0.01) with one generic
// per result: m' = b1 m + (1-b1) g ; v' = b2 v + (1-b2) g^2 ;
// p' = p - lr (wd p + m'/(1-b1^t) / (sqrt(v'/(1-b2^t)) + eps)).
// Hypers: the learning rate and the 1-based step t.

#id2 = affine_map<(i, k) -> (i, k)>
#row = affine_map<(i, k) -> (k)>
#id1 = affine_map<(k) -> (k)>
#s2 = affine_map<(i, k) -> ()>
#s1 = affine_map<(k) -> ()>
#s0 = affine_map<() -> ()>

func.func @train_step(
    %W: tensor<5x3xf32> {zero.role = "param", zero.init = "normal(0.5)"},
    %b: tensor<3xf32> {zero.role = "param", zero.init = "uniform(0.3)"},
    %mW: tensor<5x3xf32> {zero.role = "opt_state", zero.state_of = 0 : i64},
    %vW: tensor<5x3xf32> {zero.role = "opt_state", zero.state_of = 0 : i64},
    %mb: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 1 : i64},
    %vb: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 1 : i64},
    %x: tensor<4x5xf32> {zero.role = "batch"},
    %y: tensor<4x3xf32> {zero.role = "batch"},
    %lr: tensor<f32> {zero.role = "hyper"},
    %t: tensor<f32> {zero.role = "hyper"})
    -> (tensor<f32> {zero.role = "loss"},
        tensor<5x3xf32> {zero.updates = 0 : i64}, tensor<3xf32> {zero.updates = 1 : i64},
        tensor<5x3xf32> {zero.updates = 2 : i64}, tensor<5x3xf32> {zero.updates = 3 : i64},
        tensor<3xf32> {zero.updates = 4 : i64}, tensor<3xf32> {zero.updates = 5 : i64}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %inv_batch = arith.constant 0.25 : f32
  %b1 = arith.constant 0.9 : f32
  %b2 = arith.constant 0.999 : f32
  %eps = arith.constant 1.0e-8 : f32
  %wd = arith.constant 0.01 : f32
  %clip_eps = arith.constant 1.0e-6 : f32

  // One empty per shape, shared by every output of that shape.
  %e43 = tensor.empty() : tensor<4x3xf32>
  %e53 = tensor.empty() : tensor<5x3xf32>
  %e54 = tensor.empty() : tensor<5x4xf32>
  %e3 = tensor.empty() : tensor<3xf32>
  %e0 = tensor.empty() : tensor<f32>

  // Forward.
  %acc = linalg.fill ins(%zero : f32) outs(%e43 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %xw = linalg.matmul ins(%x, %W : tensor<4x5xf32>, tensor<5x3xf32>) outs(%acc : tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%xw, %b, %y : tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>) outs(%e43 : tensor<4x3xf32>) {
    ^bb0(%p: f32, %bias: f32, %target: f32, %o: f32):
      %s = arith.addf %p, %bias : f32
      %d = arith.subf %s, %target : f32
      linalg.yield %d : f32
  } -> tensor<4x3xf32>
  %l0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id2, #s2], iterator_types = ["reduction", "reduction"]}
      ins(%r : tensor<4x3xf32>) outs(%l0 : tensor<f32>) {
    ^bb0(%v: f32, %a: f32):
      %v2 = arith.mulf %v, %v : f32
      %h = arith.mulf %v2, %inv_batch : f32
      %h2 = arith.mulf %h, %half : f32
      %s = arith.addf %a, %h2 : f32
      linalg.yield %s : f32
  } -> tensor<f32>

  // Backward.
  %dy = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<4x3xf32>) outs(%e43 : tensor<4x3xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = arith.mulf %v, %inv_batch : f32
      linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %xt = linalg.transpose ins(%x : tensor<4x5xf32>) outs(%e54 : tensor<5x4xf32>) permutation = [1, 0]
  %gW0 = linalg.fill ins(%zero : f32) outs(%e53 : tensor<5x3xf32>) -> tensor<5x3xf32>
  %gW = linalg.matmul ins(%xt, %dy : tensor<5x4xf32>, tensor<4x3xf32>) outs(%gW0 : tensor<5x3xf32>) -> tensor<5x3xf32>
  %gb0 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %gb = linalg.reduce ins(%dy : tensor<4x3xf32>) outs(%gb0 : tensor<3xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }

  // Global-norm clipping: named sums of squares.
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %ssW = linalg.reduce ins(%gW : tensor<5x3xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %init: f32) {
      %sq = arith.mulf %in, %in : f32
      %s = arith.addf %sq, %init : f32
      linalg.yield %s : f32
    }
  %z1 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %ssb = linalg.reduce ins(%gb : tensor<3xf32>) outs(%z1 : tensor<f32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %sq = arith.mulf %in, %in : f32
      %s = arith.addf %init, %sq : f32
      linalg.yield %s : f32
    }
  %scale = linalg.generic {indexing_maps = [#s0, #s0, #s0], iterator_types = []}
      ins(%ssW, %ssb : tensor<f32>, tensor<f32>) outs(%e0 : tensor<f32>) {
    ^bb0(%a: f32, %c: f32, %o: f32):
      %sum = arith.addf %a, %c : f32
      %norm = math.sqrt %sum : f32
      %den = arith.addf %norm, %clip_eps : f32
      %q = arith.divf %one, %den : f32
      %m = arith.minimumf %q, %one : f32
      linalg.yield %m : f32
  } -> tensor<f32>

  // AdamW, one generic per updated tensor.
  %mW1 = linalg.generic {indexing_maps = [#id2, #id2, #s2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%mW, %gW, %scale : tensor<5x3xf32>, tensor<5x3xf32>, tensor<f32>) outs(%e53 : tensor<5x3xf32>) {
    ^bb0(%m: f32, %g: f32, %c: f32, %o: f32):
      %gc = arith.mulf %g, %c : f32
      %k = arith.subf %one, %b1 : f32
      %a = arith.mulf %b1, %m : f32
      %d = arith.mulf %k, %gc : f32
      %n = arith.addf %a, %d : f32
      linalg.yield %n : f32
  } -> tensor<5x3xf32>
  %vW1 = linalg.generic {indexing_maps = [#id2, #id2, #s2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%vW, %gW, %scale : tensor<5x3xf32>, tensor<5x3xf32>, tensor<f32>) outs(%e53 : tensor<5x3xf32>) {
    ^bb0(%v: f32, %g: f32, %c: f32, %o: f32):
      %gc = arith.mulf %g, %c : f32
      %g2 = arith.mulf %gc, %gc : f32
      %k = arith.subf %one, %b2 : f32
      %a = arith.mulf %b2, %v : f32
      %d = arith.mulf %k, %g2 : f32
      %n = arith.addf %a, %d : f32
      linalg.yield %n : f32
  } -> tensor<5x3xf32>
  %W1 = linalg.generic {indexing_maps = [#id2, #id2, #id2, #s2, #s2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%W, %mW1, %vW1, %lr, %t : tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<f32>, tensor<f32>) outs(%e53 : tensor<5x3xf32>) {
    ^bb0(%p: f32, %m: f32, %v: f32, %rate: f32, %step: f32, %o: f32):
      %p1 = math.powf %b1, %step : f32
      %c1 = arith.subf %one, %p1 : f32
      %p2 = math.powf %b2, %step : f32
      %c2 = arith.subf %one, %p2 : f32
      %mh = arith.divf %m, %c1 : f32
      %vh = arith.divf %v, %c2 : f32
      %sq = math.sqrt %vh : f32
      %den = arith.addf %sq, %eps : f32
      %u = arith.divf %mh, %den : f32
      %decay = arith.mulf %wd, %p : f32
      %sum = arith.addf %u, %decay : f32
      %step_size = arith.mulf %rate, %sum : f32
      %n = arith.subf %p, %step_size : f32
      linalg.yield %n : f32
  } -> tensor<5x3xf32>
  %mb1 = linalg.generic {indexing_maps = [#id1, #id1, #s1, #id1], iterator_types = ["parallel"]}
      ins(%mb, %gb, %scale : tensor<3xf32>, tensor<3xf32>, tensor<f32>) outs(%e3 : tensor<3xf32>) {
    ^bb0(%m: f32, %g: f32, %c: f32, %o: f32):
      %gc = arith.mulf %g, %c : f32
      %k = arith.subf %one, %b1 : f32
      %a = arith.mulf %b1, %m : f32
      %d = arith.mulf %k, %gc : f32
      %n = arith.addf %a, %d : f32
      linalg.yield %n : f32
  } -> tensor<3xf32>
  %vb1 = linalg.generic {indexing_maps = [#id1, #id1, #s1, #id1], iterator_types = ["parallel"]}
      ins(%vb, %gb, %scale : tensor<3xf32>, tensor<3xf32>, tensor<f32>) outs(%e3 : tensor<3xf32>) {
    ^bb0(%v: f32, %g: f32, %c: f32, %o: f32):
      %gc = arith.mulf %g, %c : f32
      %g2 = arith.mulf %gc, %gc : f32
      %k = arith.subf %one, %b2 : f32
      %a = arith.mulf %b2, %v : f32
      %d = arith.mulf %k, %g2 : f32
      %n = arith.addf %a, %d : f32
      linalg.yield %n : f32
  } -> tensor<3xf32>
  %b1n = linalg.generic {indexing_maps = [#id1, #id1, #id1, #s1, #s1, #id1], iterator_types = ["parallel"]}
      ins(%b, %mb1, %vb1, %lr, %t : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>) outs(%e3 : tensor<3xf32>) {
    ^bb0(%p: f32, %m: f32, %v: f32, %rate: f32, %step: f32, %o: f32):
      %p1 = math.powf %b1, %step : f32
      %c1 = arith.subf %one, %p1 : f32
      %p2 = math.powf %b2, %step : f32
      %c2 = arith.subf %one, %p2 : f32
      %mh = arith.divf %m, %c1 : f32
      %vh = arith.divf %v, %c2 : f32
      %sq = math.sqrt %vh : f32
      %den = arith.addf %sq, %eps : f32
      %u = arith.divf %mh, %den : f32
      %decay = arith.mulf %wd, %p : f32
      %sum = arith.addf %u, %decay : f32
      %step_size = arith.mulf %rate, %sum : f32
      %n = arith.subf %p, %step_size : f32
      linalg.yield %n : f32
  } -> tensor<3xf32>

  return %loss, %W1, %b1n, %mW1, %vW1, %mb1, %vb1
      : tensor<f32>, tensor<5x3xf32>, tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<3xf32>, tensor<3xf32>
}
