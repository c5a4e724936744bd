// A regression step whose targets are the rows' places in the global batch:
// loss = mean_i (x_i . w - g_i)^2 / 2, g_i the zero.fill = "global_row"
// argument (the driver fills it; no data). Micro-batch B, 1/B = INV:
// global-row.test writes the step for B = 4, 2, 1 with sed. A driver that
// filled the rank's own row numbers (0..B-1 on every rank) would train on
// other targets at N = 2 and 4 than at N = 1.
#xi = affine_map<(i, k) -> (i, k)>
#k = affine_map<(i, k) -> (k)>
#i = affine_map<(i, k) -> (i)>
#v = affine_map<(i) -> (i)>
#s = affine_map<(i) -> ()>

func.func @train_step(
    %w: tensor<3xf32> {zero.role = "param", zero.name = "w"},
    %x: tensor<@B@x3xf32> {zero.role = "batch"},
    %rows: tensor<@B@xi64> {zero.role = "batch", zero.fill = "global_row"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<3xf32> {zero.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %inv = arith.constant @INV@ : f32
  %lr = arith.constant 0.05 : f32
  %eb = tensor.empty() : tensor<@B@xf32>
  %yb0 = linalg.fill ins(%zero : f32) outs(%eb : tensor<@B@xf32>) -> tensor<@B@xf32>
  %y = linalg.generic {indexing_maps = [#xi, #k, #i], iterator_types = ["parallel", "reduction"]}
      ins(%x, %w : tensor<@B@x3xf32>, tensor<3xf32>) outs(%yb0 : tensor<@B@xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<@B@xf32>
  // r_i = (y_i - g_i) / B: the loss gradient with respect to y_i.
  %r = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}
      ins(%y, %rows : tensor<@B@xf32>, tensor<@B@xi64>) outs(%eb : tensor<@B@xf32>) {
    ^bb0(%a: f32, %g: i64, %o: f32):
      %gf = arith.sitofp %g : i64 to f32
      %d = arith.subf %a, %gf : f32
      %q = arith.mulf %d, %inv : f32
      linalg.yield %q : f32
  } -> tensor<@B@xf32>
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#v, #v, #s], iterator_types = ["reduction"]}
      ins(%y, %rows : tensor<@B@xf32>, tensor<@B@xi64>) outs(%l0 : tensor<f32>) {
    ^bb0(%a: f32, %g: i64, %acc: f32):
      %gf = arith.sitofp %g : i64 to f32
      %d = arith.subf %a, %gf : f32
      %d2 = arith.mulf %d, %d : f32
      %h = arith.mulf %d2, %inv : f32
      %half = arith.constant 0.5 : f32
      %h2 = arith.mulf %h, %half : f32
      %s = arith.addf %acc, %h2 : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %e3 = tensor.empty() : tensor<3xf32>
  %g0 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %gw = linalg.generic {indexing_maps = [#xi, #i, #k], iterator_types = ["reduction", "parallel"]}
      ins(%x, %r : tensor<@B@x3xf32>, tensor<@B@xf32>) outs(%g0 : tensor<3xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<3xf32>
  %w1 = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}
      ins(%w, %gw : tensor<3xf32>, tensor<3xf32>) outs(%e3 : tensor<3xf32>) {
    ^bb0(%p: f32, %g: f32, %o: f32):
      %u = arith.mulf %g, %lr : f32
      %n = arith.subf %p, %u : f32
      linalg.yield %n : f32
  } -> tensor<3xf32>
  return %loss, %w1 : tensor<f32>, tensor<3xf32>
}
