// A hand-written training step over sequences, with reshapes
// (tensor.collapse_shape / expand_shape, also of a parameter and of its
// gradient), linalg.transpose, linalg.batch_matmul and named reductions.
//
// Model: 2 sequences of 3 positions with 5 features; out[b,t] = x[b,t] @ W +
// c, W stored flat as 20 elements and viewed as 5x4. The forward pass
// collapses (b, t) into rows for one linalg.matmul; the backward pass takes
// gW per sequence with linalg.batch_matmul and sums the sequences with
// linalg.reduce. Loss = mean over the 2 sequences of sum (out - y)^2 / 2.
// SGD with momentum 0.9 (one generic per result): v' = 0.9 v + g ;
// p' = p - lr v'.

#id3 = affine_map<(b, t, k) -> (b, t, k)>
#bias3 = affine_map<(b, t, k) -> (k)>
#all3 = affine_map<(b, t, k) -> ()>
#id1 = affine_map<(k) -> (k)>
#all1 = affine_map<(k) -> ()>

func.func @train_step(
    %W: tensor<20xf32> {zero.role = "param", zero.init = "normal(0.45)"},
    %c: tensor<4xf32> {zero.role = "param", zero.init = "uniform(0.1)"},
    %vW: tensor<20xf32> {zero.role = "opt_state", zero.state_of = 0 : i64},
    %vc: tensor<4xf32> {zero.role = "opt_state", zero.state_of = 1 : i64},
    %x: tensor<2x3x5xf32> {zero.role = "batch"},
    %y: tensor<2x3x4xf32> {zero.role = "batch"},
    %lr: tensor<f32> {zero.role = "hyper"})
    -> (tensor<f32> {zero.role = "loss"},
        tensor<20xf32> {zero.updates = 0 : i64}, tensor<4xf32> {zero.updates = 1 : i64},
        tensor<20xf32> {zero.updates = 2 : i64}, tensor<4xf32> {zero.updates = 3 : i64}) {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %inv_batch = arith.constant 0.5 : f32
  %mu = arith.constant 0.9 : f32

  // Forward: rows = (b, t).
  %x2 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x5xf32> into tensor<6x5xf32>
  %Wm = tensor.expand_shape %W [[0, 1]] output_shape [5, 4] : tensor<20xf32> into tensor<5x4xf32>
  %e64 = tensor.empty() : tensor<6x4xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e64 : tensor<6x4xf32>) -> tensor<6x4xf32>
  %z = linalg.matmul ins(%x2, %Wm : tensor<6x5xf32>, tensor<5x4xf32>) outs(%z0 : tensor<6x4xf32>) -> tensor<6x4xf32>
  %z3 = tensor.expand_shape %z [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %e234 = tensor.empty() : tensor<2x3x4xf32>
  %r = linalg.generic {indexing_maps = [#id3, #bias3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%z3, %c, %y : tensor<2x3x4xf32>, tensor<4xf32>, tensor<2x3x4xf32>) outs(%e234 : tensor<2x3x4xf32>) {
    ^bb0(%v: f32, %bias: f32, %t: f32, %o: f32):
      %s = arith.addf %v, %bias : f32
      %d = arith.subf %s, %t : f32
      linalg.yield %d : f32
  } -> tensor<2x3x4xf32>
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id3, #all3], iterator_types = ["reduction", "reduction", "reduction"]}
      ins(%r : tensor<2x3x4xf32>) outs(%l0 : tensor<f32>) {
    ^bb0(%v: f32, %a: f32):
      %v2 = arith.mulf %v, %v : f32
      %h1 = arith.mulf %v2, %inv_batch : f32
      %h2 = arith.mulf %h1, %half : f32
      %s = arith.addf %a, %h2 : f32
      linalg.yield %s : f32
  } -> tensor<f32>

  // Backward.
  %dr = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r : tensor<2x3x4xf32>) outs(%e234 : tensor<2x3x4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = arith.mulf %v, %inv_batch : f32
      linalg.yield %s : f32
  } -> tensor<2x3x4xf32>
  %e253 = tensor.empty() : tensor<2x5x3xf32>
  %xt = linalg.transpose ins(%x : tensor<2x3x5xf32>) outs(%e253 : tensor<2x5x3xf32>) permutation = [0, 2, 1]
  %e254 = tensor.empty() : tensor<2x5x4xf32>
  %p0 = linalg.fill ins(%zero : f32) outs(%e254 : tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
  %per_seq = linalg.batch_matmul ins(%xt, %dr : tensor<2x5x3xf32>, tensor<2x3x4xf32>) outs(%p0 : tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
  %e54 = tensor.empty() : tensor<5x4xf32>
  %g0 = linalg.fill ins(%zero : f32) outs(%e54 : tensor<5x4xf32>) -> tensor<5x4xf32>
  %gWm = linalg.reduce ins(%per_seq : tensor<2x5x4xf32>) outs(%g0 : tensor<5x4xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %gW = tensor.collapse_shape %gWm [[0, 1]] : tensor<5x4xf32> into tensor<20xf32>
  %e4 = tensor.empty() : tensor<4xf32>
  %gc0 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %gc = linalg.reduce ins(%dr : tensor<2x3x4xf32>) outs(%gc0 : tensor<4xf32>) dimensions = [0, 1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }

  // Momentum.
  %e20 = tensor.empty() : tensor<20xf32>
  %vW1 = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%vW, %gW : tensor<20xf32>, tensor<20xf32>) outs(%e20 : tensor<20xf32>) {
    ^bb0(%v: f32, %g: f32, %o: f32):
      %m = arith.mulf %v, %mu : f32
      %n = arith.addf %m, %g : f32
      linalg.yield %n : f32
  } -> tensor<20xf32>
  %W1 = linalg.generic {indexing_maps = [#id1, #id1, #all1, #id1], iterator_types = ["parallel"]}
      ins(%W, %vW1, %lr : tensor<20xf32>, tensor<20xf32>, tensor<f32>) outs(%e20 : tensor<20xf32>) {
    ^bb0(%p: f32, %v: f32, %rate: f32, %o: f32):
      %s = arith.mulf %v, %rate : f32
      %n = arith.subf %p, %s : f32
      linalg.yield %n : f32
  } -> tensor<20xf32>
  %vc1 = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%vc, %gc : tensor<4xf32>, tensor<4xf32>) outs(%e4 : tensor<4xf32>) {
    ^bb0(%v: f32, %g: f32, %o: f32):
      %m = arith.mulf %v, %mu : f32
      %n = arith.addf %m, %g : f32
      linalg.yield %n : f32
  } -> tensor<4xf32>
  %c1 = linalg.generic {indexing_maps = [#id1, #id1, #all1, #id1], iterator_types = ["parallel"]}
      ins(%c, %vc1, %lr : tensor<4xf32>, tensor<4xf32>, tensor<f32>) outs(%e4 : tensor<4xf32>) {
    ^bb0(%p: f32, %v: f32, %rate: f32, %o: f32):
      %s = arith.mulf %v, %rate : f32
      %n = arith.subf %p, %s : f32
      linalg.yield %n : f32
  } -> tensor<4xf32>

  return %loss, %W1, %c1, %vW1, %vc1 : tensor<f32>, tensor<20xf32>, tensor<4xf32>, tensor<20xf32>, tensor<4xf32>
}
