// A hand-written training step whose contractions are linalg.generic ops
// (no named matmul), with zero-filled accumulators, one tensor.empty shared
// by every output of a shape, and one multi-result generic per optimizer
// update.
//
// Model: h = relu(x @ W1 + b1), out = h @ W2 + b2 (W1: 5x7, b1: 7, W2: 7x3,
// b2: 3), loss = mean over the batch of sum_k (out - y)^2 / 2.
// SGD with momentum 0.9: v' = 0.9 v + g ; p' = p - lr v' (lr: a hyper).

#ik = affine_map<(i, k, j) -> (i, k)>
#kj = affine_map<(i, k, j) -> (k, j)>
#ij = affine_map<(i, k, j) -> (i, j)>
// gW = in^T @ d: loops (k, j, i), reduction over the batch row i.
#t_in = affine_map<(k, j, i) -> (i, k)>
#t_d = affine_map<(k, j, i) -> (i, j)>
#t_out = affine_map<(k, j, i) -> (k, j)>
// dh = d @ W^T: loops (i, k, j), reduction over j.
#b_d = affine_map<(i, k, j) -> (i, j)>
#b_w = affine_map<(i, k, j) -> (k, j)>
#b_out = affine_map<(i, k, j) -> (i, k)>
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
#col = affine_map<(i, j) -> (j)>
#all2 = affine_map<(i, j) -> ()>
#id1 = affine_map<(j) -> (j)>
#all1 = affine_map<(j) -> ()>

func.func @train_step(
    %W1: tensor<5x7xf32> {zero.role = "param", zero.init = "normal(0.4)"},
    %b1: tensor<7xf32> {zero.role = "param", zero.init = "uniform(0.2)"},
    %W2: tensor<7x3xf32> {zero.role = "param", zero.init = "normal(0.4)"},
    %b2: tensor<3xf32> {zero.role = "param", zero.init = "zeros"},
    %vW1: tensor<5x7xf32> {zero.role = "opt_state", zero.state_of = 0 : i64},
    %vb1: tensor<7xf32> {zero.role = "opt_state", zero.state_of = 1 : i64},
    %vW2: tensor<7x3xf32> {zero.role = "opt_state", zero.state_of = 2 : i64},
    %vb2: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 3 : i64},
    %x: tensor<4x5xf32> {zero.role = "batch"},
    %y: tensor<4x3xf32> {zero.role = "batch"},
    %lr: tensor<f32> {zero.role = "hyper"})
    -> (tensor<f32> {zero.role = "loss"},
        tensor<5x7xf32> {zero.updates = 0 : i64}, tensor<7xf32> {zero.updates = 1 : i64},
        tensor<7x3xf32> {zero.updates = 2 : i64}, tensor<3xf32> {zero.updates = 3 : i64},
        tensor<5x7xf32> {zero.updates = 4 : i64}, tensor<7xf32> {zero.updates = 5 : i64},
        tensor<7x3xf32> {zero.updates = 6 : i64}, tensor<3xf32> {zero.updates = 7 : i64}) {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %inv_batch = arith.constant 0.25 : f32
  %mu = arith.constant 0.9 : f32

  %e47 = tensor.empty() : tensor<4x7xf32>
  %e43 = tensor.empty() : tensor<4x3xf32>
  %e57 = tensor.empty() : tensor<5x7xf32>
  %e73 = tensor.empty() : tensor<7x3xf32>
  %e7 = tensor.empty() : tensor<7xf32>
  %e3 = tensor.empty() : tensor<3xf32>
  %e0 = tensor.empty() : tensor<f32>

  // Forward.
  %a0 = linalg.fill ins(%zero : f32) outs(%e47 : tensor<4x7xf32>) -> tensor<4x7xf32>
  %xw = linalg.generic {indexing_maps = [#ik, #kj, #ij], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x, %W1 : tensor<4x5xf32>, tensor<5x7xf32>) outs(%a0 : tensor<4x7xf32>) {
    ^bb0(%a: f32, %w: f32, %acc: f32):
      %p = arith.mulf %a, %w : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<4x7xf32>
  %h = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%xw, %b1 : tensor<4x7xf32>, tensor<7xf32>) outs(%e47 : tensor<4x7xf32>) {
    ^bb0(%v: f32, %bias: f32, %o: f32):
      %s = arith.addf %v, %bias : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<4x7xf32>
  %o0 = linalg.fill ins(%zero : f32) outs(%e43 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %hw = linalg.generic {indexing_maps = [#ik, #kj, #ij], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%h, %W2 : tensor<4x7xf32>, tensor<7x3xf32>) outs(%o0 : tensor<4x3xf32>) {
    ^bb0(%a: f32, %w: f32, %acc: f32):
      %p = arith.mulf %a, %w : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%hw, %b2, %y : tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>) outs(%e43 : tensor<4x3xf32>) {
    ^bb0(%v: f32, %bias: f32, %t: f32, %o: f32):
      %s = arith.addf %v, %bias : f32
      %d = arith.subf %s, %t : f32
      linalg.yield %d : f32
  } -> tensor<4x3xf32>
  %l0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id2, #all2], iterator_types = ["reduction", "reduction"]}
      ins(%r : tensor<4x3xf32>) outs(%l0 : tensor<f32>) {
    ^bb0(%v: f32, %a: f32):
      %v2 = arith.mulf %v, %v : f32
      %h1 = arith.mulf %v2, %inv_batch : f32
      %h2 = arith.mulf %h1, %half : f32
      %s = arith.addf %a, %h2 : f32
      linalg.yield %s : f32
  } -> tensor<f32>

  // Backward.
  %do = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<4x3xf32>) outs(%e43 : tensor<4x3xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = arith.mulf %v, %inv_batch : f32
      linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %gW2_0 = linalg.fill ins(%zero : f32) outs(%e73 : tensor<7x3xf32>) -> tensor<7x3xf32>
  %gW2 = linalg.generic {indexing_maps = [#t_in, #t_d, #t_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %do : tensor<4x7xf32>, tensor<4x3xf32>) outs(%gW2_0 : tensor<7x3xf32>) {
    ^bb0(%a: f32, %d: f32, %acc: f32):
      %p = arith.mulf %a, %d : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<7x3xf32>
  %gb2_0 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %gb2 = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]}
      ins(%do : tensor<4x3xf32>) outs(%gb2_0 : tensor<3xf32>) {
    ^bb0(%d: f32, %acc: f32):
      %s = arith.addf %acc, %d : f32
      linalg.yield %s : f32
  } -> tensor<3xf32>
  %dh0 = linalg.fill ins(%zero : f32) outs(%e47 : tensor<4x7xf32>) -> tensor<4x7xf32>
  %dhl = linalg.generic {indexing_maps = [#b_d, #b_w, #b_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%do, %W2 : tensor<4x3xf32>, tensor<7x3xf32>) outs(%dh0 : tensor<4x7xf32>) {
    ^bb0(%d: f32, %w: f32, %acc: f32):
      %p = arith.mulf %d, %w : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<4x7xf32>
  %dh = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%dhl, %h : tensor<4x7xf32>, tensor<4x7xf32>) outs(%e47 : tensor<4x7xf32>) {
    ^bb0(%d: f32, %a: f32, %o: f32):
      %pos = arith.cmpf ogt, %a, %zero : f32
      %m = arith.select %pos, %d, %zero : f32
      linalg.yield %m : f32
  } -> tensor<4x7xf32>
  %gW1_0 = linalg.fill ins(%zero : f32) outs(%e57 : tensor<5x7xf32>) -> tensor<5x7xf32>
  %gW1 = linalg.generic {indexing_maps = [#t_in, #t_d, #t_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh : tensor<4x5xf32>, tensor<4x7xf32>) outs(%gW1_0 : tensor<5x7xf32>) {
    ^bb0(%a: f32, %d: f32, %acc: f32):
      %p = arith.mulf %a, %d : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<5x7xf32>
  %gb1_0 = linalg.fill ins(%zero : f32) outs(%e7 : tensor<7xf32>) -> tensor<7xf32>
  %gb1 = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]}
      ins(%dh : tensor<4x7xf32>) outs(%gb1_0 : tensor<7xf32>) {
    ^bb0(%d: f32, %acc: f32):
      %s = arith.addf %acc, %d : f32
      linalg.yield %s : f32
  } -> tensor<7xf32>

  // Momentum: one generic per param yields (p', v').
  %W1n:2 = linalg.generic {indexing_maps = [#id2, #id2, #id2, #all2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%W1, %vW1, %gW1, %lr : tensor<5x7xf32>, tensor<5x7xf32>, tensor<5x7xf32>, tensor<f32>) outs(%e57, %e57 : tensor<5x7xf32>, tensor<5x7xf32>) {
    ^bb0(%p: f32, %v: f32, %g: f32, %rate: f32, %o1: f32, %o2: f32):
      %m = arith.mulf %v, %mu : f32
      %n = arith.addf %m, %g : f32
      %s = arith.mulf %n, %rate : f32
      %q = arith.subf %p, %s : f32
      linalg.yield %q, %n : f32, f32
  } -> (tensor<5x7xf32>, tensor<5x7xf32>)
  %b1n:2 = linalg.generic {indexing_maps = [#id1, #id1, #id1, #all1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%b1, %vb1, %gb1, %lr : tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<f32>) outs(%e7, %e7 : tensor<7xf32>, tensor<7xf32>) {
    ^bb0(%p: f32, %v: f32, %g: f32, %rate: f32, %o1: f32, %o2: f32):
      %m = arith.mulf %v, %mu : f32
      %n = arith.addf %m, %g : f32
      %s = arith.mulf %n, %rate : f32
      %q = arith.subf %p, %s : f32
      linalg.yield %q, %n : f32, f32
  } -> (tensor<7xf32>, tensor<7xf32>)
  %W2n:2 = linalg.generic {indexing_maps = [#id2, #id2, #id2, #all2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%W2, %vW2, %gW2, %lr : tensor<7x3xf32>, tensor<7x3xf32>, tensor<7x3xf32>, tensor<f32>) outs(%e73, %e73 : tensor<7x3xf32>, tensor<7x3xf32>) {
    ^bb0(%p: f32, %v: f32, %g: f32, %rate: f32, %o1: f32, %o2: f32):
      %m = arith.mulf %v, %mu : f32
      %n = arith.addf %m, %g : f32
      %s = arith.mulf %n, %rate : f32
      %q = arith.subf %p, %s : f32
      linalg.yield %q, %n : f32, f32
  } -> (tensor<7x3xf32>, tensor<7x3xf32>)
  %b2n:2 = linalg.generic {indexing_maps = [#id1, #id1, #id1, #all1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%b2, %vb2, %gb2, %lr : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>) outs(%e3, %e3 : tensor<3xf32>, tensor<3xf32>) {
    ^bb0(%p: f32, %v: f32, %g: f32, %rate: f32, %o1: f32, %o2: f32):
      %m = arith.mulf %v, %mu : f32
      %n = arith.addf %m, %g : f32
      %s = arith.mulf %n, %rate : f32
      %q = arith.subf %p, %s : f32
      linalg.yield %q, %n : f32, f32
  } -> (tensor<3xf32>, tensor<3xf32>)

  return %loss, %W1n#0, %b1n#0, %W2n#0, %b2n#0, %W1n#1, %b1n#1, %W2n#1, %b2n#1
      : tensor<f32>, tensor<5x7xf32>, tensor<7xf32>, tensor<7x3xf32>, tensor<3xf32>,
        tensor<5x7xf32>, tensor<7xf32>, tensor<7x3xf32>, tensor<3xf32>
}
