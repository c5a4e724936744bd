// zero-import-torch: nanogpt.py, micro-batch 2, adamw (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1) -> (0, d1)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0, d1) -> ()>
#map13 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0) -> ()>
#map17 = affine_map<() -> ()>
#map18 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func @train_step(%arg0: tensor<32x16xf32> {zero.role = "param"}, %arg1: tensor<8x16xf32> {zero.role = "param"}, %arg2: tensor<16xf32> {zero.role = "param"}, %arg3: tensor<16xf32> {zero.role = "param"}, %arg4: tensor<48x16xf32> {zero.role = "param"}, %arg5: tensor<48xf32> {zero.role = "param"}, %arg6: tensor<16x16xf32> {zero.role = "param"}, %arg7: tensor<16xf32> {zero.role = "param"}, %arg8: tensor<16xf32> {zero.role = "param"}, %arg9: tensor<16xf32> {zero.role = "param"}, %arg10: tensor<64x16xf32> {zero.role = "param"}, %arg11: tensor<64xf32> {zero.role = "param"}, %arg12: tensor<16x64xf32> {zero.role = "param"}, %arg13: tensor<16xf32> {zero.role = "param"}, %arg14: tensor<16xf32> {zero.role = "param"}, %arg15: tensor<16xf32> {zero.role = "param"}, %arg16: tensor<48x16xf32> {zero.role = "param"}, %arg17: tensor<48xf32> {zero.role = "param"}, %arg18: tensor<16x16xf32> {zero.role = "param"}, %arg19: tensor<16xf32> {zero.role = "param"}, %arg20: tensor<16xf32> {zero.role = "param"}, %arg21: tensor<16xf32> {zero.role = "param"}, %arg22: tensor<64x16xf32> {zero.role = "param"}, %arg23: tensor<64xf32> {zero.role = "param"}, %arg24: tensor<16x64xf32> {zero.role = "param"}, %arg25: tensor<16xf32> {zero.role = "param"}, %arg26: tensor<16xf32> {zero.role = "param"}, %arg27: tensor<16xf32> {zero.role = "param"}, %arg28: tensor<32x16xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg29: tensor<32x16xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg30: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg31: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg32: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg33: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg34: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg35: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg36: tensor<48x16xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg37: tensor<48x16xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg38: tensor<48xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg39: tensor<48xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg40: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg41: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg42: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg43: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg44: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg45: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg46: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg47: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg48: tensor<64x16xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg49: tensor<64x16xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg50: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg51: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg52: tensor<16x64xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg53: tensor<16x64xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg54: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg55: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg56: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg57: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg58: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg59: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg60: tensor<48x16xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg61: tensor<48x16xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg62: tensor<48xf32> {zero.role = "opt_state", zero.state_of = 17 : i64}, %arg63: tensor<48xf32> {zero.role = "opt_state", zero.state_of = 17 : i64}, %arg64: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 18 : i64}, %arg65: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 18 : i64}, %arg66: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 19 : i64}, %arg67: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 19 : i64}, %arg68: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 20 : i64}, %arg69: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 20 : i64}, %arg70: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 21 : i64}, %arg71: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 21 : i64}, %arg72: tensor<64x16xf32> {zero.role = "opt_state", zero.state_of = 22 : i64}, %arg73: tensor<64x16xf32> {zero.role = "opt_state", zero.state_of = 22 : i64}, %arg74: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 23 : i64}, %arg75: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 23 : i64}, %arg76: tensor<16x64xf32> {zero.role = "opt_state", zero.state_of = 24 : i64}, %arg77: tensor<16x64xf32> {zero.role = "opt_state", zero.state_of = 24 : i64}, %arg78: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 25 : i64}, %arg79: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 25 : i64}, %arg80: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 26 : i64}, %arg81: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 26 : i64}, %arg82: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 27 : i64}, %arg83: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 27 : i64}, %arg84: tensor<2x8xi64> {zero.range = array<i64: 0, 32>, zero.role = "batch"}, %arg85: tensor<2x8xi64> {zero.range = array<i64: 0, 32>, zero.range_ignore = -1 : i64, zero.role = "batch"}, %arg86: tensor<f32> {zero.role = "hyper"}, %arg87: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<32x16xf32> {zero.updates = 0 : i64}, tensor<8x16xf32> {zero.updates = 1 : i64}, tensor<16xf32> {zero.updates = 2 : i64}, tensor<16xf32> {zero.updates = 3 : i64}, tensor<48x16xf32> {zero.updates = 4 : i64}, tensor<48xf32> {zero.updates = 5 : i64}, tensor<16x16xf32> {zero.updates = 6 : i64}, tensor<16xf32> {zero.updates = 7 : i64}, tensor<16xf32> {zero.updates = 8 : i64}, tensor<16xf32> {zero.updates = 9 : i64}, tensor<64x16xf32> {zero.updates = 10 : i64}, tensor<64xf32> {zero.updates = 11 : i64}, tensor<16x64xf32> {zero.updates = 12 : i64}, tensor<16xf32> {zero.updates = 13 : i64}, tensor<16xf32> {zero.updates = 14 : i64}, tensor<16xf32> {zero.updates = 15 : i64}, tensor<48x16xf32> {zero.updates = 16 : i64}, tensor<48xf32> {zero.updates = 17 : i64}, tensor<16x16xf32> {zero.updates = 18 : i64}, tensor<16xf32> {zero.updates = 19 : i64}, tensor<16xf32> {zero.updates = 20 : i64}, tensor<16xf32> {zero.updates = 21 : i64}, tensor<64x16xf32> {zero.updates = 22 : i64}, tensor<64xf32> {zero.updates = 23 : i64}, tensor<16x64xf32> {zero.updates = 24 : i64}, tensor<16xf32> {zero.updates = 25 : i64}, tensor<16xf32> {zero.updates = 26 : i64}, tensor<16xf32> {zero.updates = 27 : i64}, tensor<32x16xf32> {zero.updates = 28 : i64}, tensor<32x16xf32> {zero.updates = 29 : i64}, tensor<8x16xf32> {zero.updates = 30 : i64}, tensor<8x16xf32> {zero.updates = 31 : i64}, tensor<16xf32> {zero.updates = 32 : i64}, tensor<16xf32> {zero.updates = 33 : i64}, tensor<16xf32> {zero.updates = 34 : i64}, tensor<16xf32> {zero.updates = 35 : i64}, tensor<48x16xf32> {zero.updates = 36 : i64}, tensor<48x16xf32> {zero.updates = 37 : i64}, tensor<48xf32> {zero.updates = 38 : i64}, tensor<48xf32> {zero.updates = 39 : i64}, tensor<16x16xf32> {zero.updates = 40 : i64}, tensor<16x16xf32> {zero.updates = 41 : i64}, tensor<16xf32> {zero.updates = 42 : i64}, tensor<16xf32> {zero.updates = 43 : i64}, tensor<16xf32> {zero.updates = 44 : i64}, tensor<16xf32> {zero.updates = 45 : i64}, tensor<16xf32> {zero.updates = 46 : i64}, tensor<16xf32> {zero.updates = 47 : i64}, tensor<64x16xf32> {zero.updates = 48 : i64}, tensor<64x16xf32> {zero.updates = 49 : i64}, tensor<64xf32> {zero.updates = 50 : i64}, tensor<64xf32> {zero.updates = 51 : i64}, tensor<16x64xf32> {zero.updates = 52 : i64}, tensor<16x64xf32> {zero.updates = 53 : i64}, tensor<16xf32> {zero.updates = 54 : i64}, tensor<16xf32> {zero.updates = 55 : i64}, tensor<16xf32> {zero.updates = 56 : i64}, tensor<16xf32> {zero.updates = 57 : i64}, tensor<16xf32> {zero.updates = 58 : i64}, tensor<16xf32> {zero.updates = 59 : i64}, tensor<48x16xf32> {zero.updates = 60 : i64}, tensor<48x16xf32> {zero.updates = 61 : i64}, tensor<48xf32> {zero.updates = 62 : i64}, tensor<48xf32> {zero.updates = 63 : i64}, tensor<16x16xf32> {zero.updates = 64 : i64}, tensor<16x16xf32> {zero.updates = 65 : i64}, tensor<16xf32> {zero.updates = 66 : i64}, tensor<16xf32> {zero.updates = 67 : i64}, tensor<16xf32> {zero.updates = 68 : i64}, tensor<16xf32> {zero.updates = 69 : i64}, tensor<16xf32> {zero.updates = 70 : i64}, tensor<16xf32> {zero.updates = 71 : i64}, tensor<64x16xf32> {zero.updates = 72 : i64}, tensor<64x16xf32> {zero.updates = 73 : i64}, tensor<64xf32> {zero.updates = 74 : i64}, tensor<64xf32> {zero.updates = 75 : i64}, tensor<16x64xf32> {zero.updates = 76 : i64}, tensor<16x64xf32> {zero.updates = 77 : i64}, tensor<16xf32> {zero.updates = 78 : i64}, tensor<16xf32> {zero.updates = 79 : i64}, tensor<16xf32> {zero.updates = 80 : i64}, tensor<16xf32> {zero.updates = 81 : i64}, tensor<16xf32> {zero.updates = 82 : i64}, tensor<16xf32> {zero.updates = 83 : i64}) {
    %c-1_i64 = arith.constant -1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_6 = arith.constant 1.000000e-08 : f64
    %cst_7 = arith.constant dense<9.990000e-01> : tensor<f32>
    %cst_8 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_9 = arith.constant 0.0010000000000000009 : f64
    %cst_10 = arith.constant 0.99899999999999999 : f64
    %cst_11 = arith.constant 0.099999999999999978 : f64
    %cst_12 = arith.constant 9.000000e-01 : f64
    %cst_13 = arith.constant 1.000000e-02 : f64
    %cst_14 = arith.constant 0.3989422804014327 : f64
    %cst_15 = arith.constant 0.70710678118654757 : f64
    %cst_16 = arith.constant 0xFFF0000000000000 : f64
    %cst_17 = arith.constant 0.59460355750136051 : f64
    %cst_18 = arith.constant 1.000000e-05 : f64
    %cst_19 = arith.constant 1.600000e+01 : f32
    %cst_20 = arith.constant 5.000000e-01 : f32
    %cst_21 = arith.constant 1.000000e+00 : f32
    %cst_22 = arith.constant -5.000000e-01 : f32
    %cst_23 = arith.constant dense<0> : tensor<i64>
    %cst_24 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %755 = linalg.index 0 : index
      %756 = arith.index_cast %755 : index to i64
      linalg.yield %756 : i64
    } -> tensor<8xi64>
    %2 = tensor.empty() : tensor<2x8x16xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84 : tensor<2x8xi64>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %755 = arith.index_cast %in : i64 to index
      %756 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%755, %756] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %4 = tensor.empty() : tensor<8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8xi64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %755 = arith.index_cast %in : i64 to index
      %756 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%755, %756] : tensor<8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %5 : tensor<2x8x16xf32>, tensor<8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %7 = tensor.empty() : tensor<2x8x1xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_18 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.rsqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %16 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %arg3 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %20 = tensor.empty() : tensor<16x48xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<48x16xf32>) outs(%20 : tensor<16x48xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %19 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %22 = linalg.matmul ins(%collapsed, %transposed : tensor<16x16xf32>, tensor<16x48xf32>) outs(%21 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %23 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<48xf32>) outs(%20 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%22, %23 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%20 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x48xf32>
    %expanded = tensor.expand_shape %24 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_25 = tensor.extract_slice %expanded[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_26 = tensor.extract_slice %expanded[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_27 = tensor.expand_shape %extracted_slice_25 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_28 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %25 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_30 = tensor.expand_shape %extracted_slice_26 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %26 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_17 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x2x8x8xf32>
    %expanded_32 = tensor.expand_shape %1 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_33 = tensor.expand_shape %1 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %27 = tensor.empty() : tensor<8x8xi64>
    %28 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_32, %expanded_33 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%27 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_164: i64, %out: i64):
      %755 = arith.subi %in, %in_164 : i64
      linalg.yield %755 : i64
    } -> tensor<8x8xi64>
    %29 = tensor.empty() : tensor<8x8xi1>
    %30 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<8x8xi64>) outs(%29 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %755 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %755 : i1
    } -> tensor<8x8xi1>
    %31 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_5 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%29 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_164: i1, %out: i1):
      %755 = arith.andi %in, %in_164 : i1
      linalg.yield %755 : i1
    } -> tensor<8x8xi1>
    %32 = tensor.empty() : tensor<8x8xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map12, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_3, %cst_4 : tensor<8x8xi1>, tensor<f32>, tensor<f32>) outs(%32 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %755 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %755 : f32
    } -> tensor<8x8xf32>
    %transposed_34 = linalg.transpose ins(%expanded_27 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %34 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_34 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_17 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %26 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_36 = tensor.collapse_shape %34 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %35 = tensor.empty() : tensor<4x8x8xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %37 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_37 = tensor.expand_shape %37 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %38 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37, %33 : tensor<2x2x8x8xf32>, tensor<8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %39 = tensor.empty() : tensor<2x2x8xi64>
    %40 = linalg.fill ins(%c0_i64 : i64) outs(%39 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %41 = tensor.empty() : tensor<2x2x8xf32>
    %42 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %43:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<2x2x8x8xf32>) outs(%42, %40 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %755 = linalg.index 3 : index
      %756 = arith.index_cast %755 : index to i64
      %757 = arith.maximumf %in, %out : f32
      %758 = arith.cmpf ogt, %in, %out : f32
      %759 = arith.select %758, %756, %out_164 : i64
      linalg.yield %757, %759 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_38 = tensor.expand_shape %43#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_38 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.exp %in : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %46 = tensor.empty() : tensor<2x2x8x1xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %50 = tensor.empty() : tensor<2x2x8x8xi1>
    %51 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x2x8x8xf32>) outs(%50 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %755 = arith.extf %in : f32 to f64
      %756 = arith.cmpf oeq, %755, %cst_16 : f64
      linalg.yield %756 : i1
    } -> tensor<2x2x8x8xi1>
    %52 = tensor.empty() : tensor<2x2x8x1xi1>
    %53 = linalg.fill ins(%true : i1) outs(%52 : tensor<2x2x8x1xi1>) -> tensor<2x2x8x1xi1>
    %54 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x2x8x8xi1>) outs(%53 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %755 = arith.andi %in, %out : i1
      linalg.yield %755 : i1
    } -> tensor<2x2x8x1xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %cst_2, %49 : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %755 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %transposed_31 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %56 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_41 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %57 = tensor.empty() : tensor<2x8x2x8xf32>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %58 = tensor.empty() : tensor<16x16xf32>
    %transposed_43 = linalg.transpose ins(%arg6 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %transposed_42 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %60 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %expanded_45 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_45 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %64 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %65 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %66 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_18 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.rsqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %71 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %arg9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %75 = tensor.empty() : tensor<16x64xf32>
    %transposed_46 = linalg.transpose ins(%arg10 : tensor<64x16xf32>) outs(%75 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %74 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %77 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %78 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %79 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%77, %78 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %expanded_48 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %80 = tensor.empty() : tensor<2x8x64xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.mulf %in, %cst_20 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_15 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x8x64xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.erf %in : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %84 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %cst_21 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %84 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %86 = tensor.empty() : tensor<64x16xf32>
    %transposed_49 = linalg.transpose ins(%arg12 : tensor<16x64xf32>) outs(%86 : tensor<64x16xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %87 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %88 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %89 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%87, %88 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %expanded_51 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %expanded_51 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%90 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %92 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %94 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %93 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %96 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_18 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.rsqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %98 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %100 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %arg15 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %transposed_52 = linalg.transpose ins(%arg16 : tensor<48x16xf32>) outs(%20 : tensor<16x48xf32>) permutation = [1, 0] 
    %collapsed_53 = tensor.collapse_shape %101 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %102 = linalg.matmul ins(%collapsed_53, %transposed_52 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%21 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %103 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<48xf32>) outs(%20 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %104 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%102, %103 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%20 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x48xf32>
    %expanded_54 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice_55 = tensor.extract_slice %expanded_54[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_56 = tensor.extract_slice %expanded_54[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_57 = tensor.extract_slice %expanded_54[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_58 = tensor.expand_shape %extracted_slice_56 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_59 = tensor.expand_shape %extracted_slice_55 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_61 = tensor.expand_shape %extracted_slice_57 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %105 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_60 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_17 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_63 = linalg.transpose ins(%expanded_58 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %106 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_17 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_64 = tensor.collapse_shape %105 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_65 = tensor.collapse_shape %106 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %107 = linalg.batch_matmul ins(%collapsed_64, %collapsed_65 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_66 = tensor.expand_shape %107 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66, %33 : tensor<2x2x8x8xf32>, tensor<8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %109:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%108 : tensor<2x2x8x8xf32>) outs(%42, %40 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %755 = linalg.index 3 : index
      %756 = arith.index_cast %755 : index to i64
      %757 = arith.maximumf %in, %out : f32
      %758 = arith.cmpf ogt, %in, %out : f32
      %759 = arith.select %758, %756, %out_164 : i64
      linalg.yield %757, %759 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_67 = tensor.expand_shape %109#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_67 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.exp %in : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%111 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %112 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<2x2x8x8xf32>) outs(%50 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %755 = arith.extf %in : f32 to f64
      %756 = arith.cmpf oeq, %755, %cst_16 : f64
      linalg.yield %756 : i1
    } -> tensor<2x2x8x8xi1>
    %115 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%114 : tensor<2x2x8x8xi1>) outs(%53 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %755 = arith.andi %in, %out : i1
      linalg.yield %755 : i1
    } -> tensor<2x2x8x1xi1>
    %116 = linalg.generic {indexing_maps = [#map15, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %cst_2, %113 : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %755 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_68 = tensor.collapse_shape %116 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_69 = tensor.collapse_shape %transposed_62 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %117 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_70 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_72 = linalg.transpose ins(%arg18 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_73 = tensor.collapse_shape %transposed_71 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %118 = linalg.matmul ins(%collapsed_73, %transposed_72 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %119 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %120 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%118, %119 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %expanded_74 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %121 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_74 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %122 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%121 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %123 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %124 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_18 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.rsqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %129 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %131 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %arg20 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %132 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %arg21 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %transposed_75 = linalg.transpose ins(%arg22 : tensor<64x16xf32>) outs(%75 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_76 = tensor.collapse_shape %132 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %133 = linalg.matmul ins(%collapsed_76, %transposed_75 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %134 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%133, %134 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %expanded_77 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.mulf %in, %cst_20 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_15 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x8x64xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.erf %in : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %cst_21 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %139 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %transposed_78 = linalg.transpose ins(%arg24 : tensor<16x64xf32>) outs(%86 : tensor<64x16xf32>) permutation = [1, 0] 
    %collapsed_79 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %141 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %142 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%141, %142 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %expanded_80 = tensor.expand_shape %143 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %expanded_80 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %145 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%144 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %147 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %146 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %148 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %147 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %149 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_18 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.rsqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %152 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %154 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %arg26 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %155 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %arg27 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %156 = tensor.empty() : tensor<16x32xf32>
    %transposed_81 = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%156 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %155 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %157 = linalg.fill ins(%cst : f32) outs(%156 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %158 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%157 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %collapsed_83 = tensor.collapse_shape %arg85 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %159 = tensor.empty() : tensor<16xi64>
    %160 = linalg.fill ins(%c0_i64 : i64) outs(%159 : tensor<16xi64>) -> tensor<16xi64>
    %161 = tensor.empty() : tensor<16xf32>
    %162 = linalg.fill ins(%cst_0 : f32) outs(%161 : tensor<16xf32>) -> tensor<16xf32>
    %163:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%158 : tensor<16x32xf32>) outs(%162, %160 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %755 = linalg.index 1 : index
      %756 = arith.index_cast %755 : index to i64
      %757 = arith.maximumf %in, %out : f32
      %758 = arith.cmpf ogt, %in, %out : f32
      %759 = arith.select %758, %756, %out_164 : i64
      linalg.yield %757, %759 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_84 = tensor.expand_shape %163#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %164 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%158, %expanded_84 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x32xf32>
    %165 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%164 : tensor<16x32xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.exp %in : f32
      linalg.yield %755 : f32
    } -> tensor<16x32xf32>
    %166 = tensor.empty() : tensor<16x1xf32>
    %167 = linalg.fill ins(%cst : f32) outs(%166 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%165 : tensor<16x32xf32>) outs(%167 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<16x1xf32>
    %169 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%168 : tensor<16x1xf32>) outs(%166 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.log %in : f32
      linalg.yield %755 : f32
    } -> tensor<16x1xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%164, %169 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x32xf32>
    %171 = tensor.empty() : tensor<16xi1>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_83 : tensor<16xi64>) outs(%171 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %755 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %755 : i1
    } -> tensor<16xi1>
    %173 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%172, %collapsed_83, %cst_23 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%159 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_164: i64, %in_165: i64, %out: i64):
      %755 = arith.select %in, %in_164, %in_165 : i64
      linalg.yield %755 : i64
    } -> tensor<16xi64>
    %expanded_85 = tensor.expand_shape %173 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %174 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_85 : tensor<16x1xi64>) outs(%167 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %755 = linalg.index 0 : index
      %756 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %170[%755, %756] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_86 = tensor.collapse_shape %174 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_86 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.negf %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%172, %175, %cst_3 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %755 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %177 = tensor.empty() : tensor<i64>
    %178 = linalg.fill ins(%c0_i64 : i64) outs(%177 : tensor<i64>) -> tensor<i64>
    %179 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%172 : tensor<16xi1>) outs(%178 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %755 = arith.extui %in : i1 to i64
      %756 = arith.addi %755, %out : i64
      linalg.yield %756 : i64
    } -> tensor<i64>
    %180 = tensor.empty() : tensor<f32>
    %181 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%179 : tensor<i64>) outs(%180 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %755 = arith.sitofp %in : i64 to f32
      linalg.yield %755 : f32
    } -> tensor<f32>
    %182 = linalg.fill ins(%cst : f32) outs(%180 : tensor<f32>) -> tensor<f32>
    %183 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%176 : tensor<16xf32>) outs(%182 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<f32>
    %184 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%183, %181 : tensor<f32>, tensor<f32>) outs(%180 : tensor<f32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<f32>
    %expanded_87 = tensor.expand_shape %collapsed_83 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %185 = tensor.empty() : tensor<32xi64>
    %186 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%185 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %755 = linalg.index 0 : index
      %756 = arith.index_cast %755 : index to i64
      linalg.yield %756 : i64
    } -> tensor<32xi64>
    %187 = tensor.empty() : tensor<16x32xi1>
    %188 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_87, %186 : tensor<16x1xi64>, tensor<32xi64>) outs(%187 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_164: i64, %out: i1):
      %755 = arith.cmpi eq, %in, %in_164 : i64
      linalg.yield %755 : i1
    } -> tensor<16x32xi1>
    %189 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<16x32xi1>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %755 = arith.uitofp %in : i1 to f32
      linalg.yield %755 : f32
    } -> tensor<16x32xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%172 : tensor<16xi1>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %755 = arith.uitofp %in : i1 to f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %expanded_88 = tensor.expand_shape %190 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<16x32xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.negf %in : f32
      linalg.yield %755 : f32
    } -> tensor<16x32xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%191, %expanded_88 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x32xf32>
    %193 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_1, %181 : tensor<f32>, tensor<f32>) outs(%180 : tensor<f32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<f32>
    %194 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%192, %193 : tensor<16x32xf32>, tensor<f32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x32xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%170 : tensor<16x32xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.exp %in : f32
      linalg.yield %755 : f32
    } -> tensor<16x32xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%194 : tensor<16x32xf32>) outs(%167 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<16x1xf32>
    %197 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%195, %196 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x32xf32>
    %198 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%194, %197 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x32xf32>
    %199 = tensor.empty() : tensor<32x16xf32>
    %transposed_89 = linalg.transpose ins(%198 : tensor<16x32xf32>) outs(%199 : tensor<32x16xf32>) permutation = [1, 0] 
    %200 = linalg.fill ins(%cst : f32) outs(%199 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %201 = linalg.matmul ins(%transposed_89, %collapsed_82 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%200 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %202 = linalg.matmul ins(%198, %arg0 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_90 = tensor.expand_shape %202 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %203 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %arg26 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %204 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.mulf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %205 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %206 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %153 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %207 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%206 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %208 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %207 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %209 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %205 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %210 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %208 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %211 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %212 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %210 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %213 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %153 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %214 = linalg.fill ins(%cst : f32) outs(%161 : tensor<16xf32>) -> tensor<16xf32>
    %215 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%213 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 26 : i64} {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %216 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_90 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 27 : i64} {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %collapsed_91 = tensor.collapse_shape %212 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %217 = linalg.matmul ins(%collapsed_91, %arg24 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_92 = linalg.transpose ins(%collapsed_91 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) permutation = [1, 0] 
    %218 = linalg.matmul {zero.grad_of = 24 : i64} ins(%transposed_92, %collapsed_79 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %219 = tensor.empty() : tensor<1x16xf32>
    %220 = linalg.fill ins(%cst : f32) outs(%219 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_91 : tensor<16x16xf32>) outs(%220 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<1x16xf32>
    %collapsed_93 = tensor.collapse_shape %221 [[0, 1]] {zero.grad_of = 25 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_94 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %222 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.mulf %in, %cst_20 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %223 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %expanded_77 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %224 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.mulf %in, %cst_22 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %225 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.exp %in : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %226 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_14 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x8x64xf32>
    %227 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %226 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %228 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %227 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %229 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %228 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_95 = tensor.collapse_shape %229 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %230 = linalg.matmul ins(%collapsed_95, %arg22 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_96 = linalg.transpose ins(%collapsed_95 : tensor<16x64xf32>) outs(%86 : tensor<64x16xf32>) permutation = [1, 0] 
    %231 = linalg.fill ins(%cst : f32) outs(%86 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %232 = linalg.matmul {zero.grad_of = 22 : i64} ins(%transposed_96, %collapsed_76 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%231 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %233 = tensor.empty() : tensor<1x64xf32>
    %234 = linalg.fill ins(%cst : f32) outs(%233 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %235 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_95 : tensor<16x64xf32>) outs(%234 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<1x64xf32>
    %collapsed_97 = tensor.collapse_shape %235 [[0, 1]] {zero.grad_of = 23 : i64} : tensor<1x64xf32> into tensor<64xf32>
    %expanded_98 = tensor.expand_shape %230 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %236 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %arg20 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %237 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.mulf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %238 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%236 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %239 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %130 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %240 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%239 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %241 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %240 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %242 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %238 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %243 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %241 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %244 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %245 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %243 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %246 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %130 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %247 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%246 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 20 : i64} {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %248 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_98 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 21 : i64} {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %249 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %245 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_99 = tensor.collapse_shape %249 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %250 = linalg.matmul ins(%collapsed_99, %arg18 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_100 = linalg.transpose ins(%collapsed_99 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) permutation = [1, 0] 
    %251 = linalg.matmul {zero.grad_of = 18 : i64} ins(%transposed_100, %collapsed_73 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %252 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_99 : tensor<16x16xf32>) outs(%220 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<1x16xf32>
    %collapsed_101 = tensor.collapse_shape %252 [[0, 1]] {zero.grad_of = 19 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_102 = tensor.expand_shape %250 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_103 = linalg.transpose ins(%expanded_102 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_104 = tensor.collapse_shape %transposed_103 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_105 = linalg.transpose ins(%collapsed_68 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %253 = linalg.batch_matmul ins(%transposed_105, %collapsed_104 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_106 = linalg.transpose ins(%collapsed_69 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %254 = linalg.batch_matmul ins(%collapsed_104, %transposed_106 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_107 = tensor.expand_shape %253 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_108 = tensor.expand_shape %254 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %255 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108, %116 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %256 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%255 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x1xf32>
    %257 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %256 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %258 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %257 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_109 = tensor.collapse_shape %258 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_110 = linalg.transpose ins(%collapsed_64 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %259 = linalg.batch_matmul ins(%transposed_110, %collapsed_109 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_111 = linalg.transpose ins(%collapsed_65 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %260 = linalg.batch_matmul ins(%collapsed_109, %transposed_111 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_112 = tensor.expand_shape %259 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_113 = tensor.expand_shape %260 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %261 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_17 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x2x8x8xf32>
    %262 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_113 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_17 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_114 = linalg.transpose ins(%expanded_107 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_115 = tensor.collapse_shape %transposed_114 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_116 = linalg.transpose ins(%262 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_117 = tensor.collapse_shape %transposed_116 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_118 = linalg.transpose ins(%261 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_119 = tensor.collapse_shape %transposed_118 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat = tensor.concat dim(2) %collapsed_117, %collapsed_119, %collapsed_115 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_120 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %263 = linalg.matmul ins(%collapsed_120, %arg16 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %264 = tensor.empty() : tensor<48x16xf32>
    %transposed_121 = linalg.transpose ins(%collapsed_120 : tensor<16x48xf32>) outs(%264 : tensor<48x16xf32>) permutation = [1, 0] 
    %265 = linalg.fill ins(%cst : f32) outs(%264 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %266 = linalg.matmul {zero.grad_of = 16 : i64} ins(%transposed_121, %collapsed_53 : tensor<48x16xf32>, tensor<16x16xf32>) outs(%265 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %267 = tensor.empty() : tensor<1x48xf32>
    %268 = linalg.fill ins(%cst : f32) outs(%267 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %269 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_120 : tensor<16x48xf32>) outs(%268 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<1x48xf32>
    %collapsed_122 = tensor.collapse_shape %269 [[0, 1]] {zero.grad_of = 17 : i64} : tensor<1x48xf32> into tensor<48xf32>
    %expanded_123 = tensor.expand_shape %263 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %270 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.mulf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %272 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%270 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %273 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %99 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %274 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%273 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %275 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %274 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %276 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %272 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %277 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %275 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %279 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %277 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %280 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %99 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%280 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 14 : i64} {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %282 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_123 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 15 : i64} {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %283 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %279 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_124 = tensor.collapse_shape %283 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %284 = linalg.matmul ins(%collapsed_124, %arg12 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_125 = linalg.transpose ins(%collapsed_124 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) permutation = [1, 0] 
    %285 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_125, %collapsed_50 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %286 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_124 : tensor<16x16xf32>) outs(%220 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<1x16xf32>
    %collapsed_126 = tensor.collapse_shape %286 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_127 = tensor.expand_shape %284 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %287 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.mulf %in, %cst_20 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %288 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %expanded_48 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %289 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.mulf %in, %cst_22 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.exp %in : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_14 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x8x64xf32>
    %292 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %291 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %292 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %294 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %293 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_128 = tensor.collapse_shape %294 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %295 = linalg.matmul ins(%collapsed_128, %arg10 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_129 = linalg.transpose ins(%collapsed_128 : tensor<16x64xf32>) outs(%86 : tensor<64x16xf32>) permutation = [1, 0] 
    %296 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_129, %collapsed_47 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%231 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %297 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_128 : tensor<16x64xf32>) outs(%234 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<1x64xf32>
    %collapsed_130 = tensor.collapse_shape %297 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x64xf32> into tensor<64xf32>
    %expanded_131 = tensor.expand_shape %295 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %298 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_131, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.mulf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%298 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %301 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %72 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%301 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %303 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %302 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %304 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %300 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %305 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %303 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %307 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %305 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_131, %72 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %309 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%308 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %310 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_131 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %307 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_132 = tensor.collapse_shape %311 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %312 = linalg.matmul ins(%collapsed_132, %arg6 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_133 = linalg.transpose ins(%collapsed_132 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) permutation = [1, 0] 
    %313 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_133, %collapsed_44 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %314 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_132 : tensor<16x16xf32>) outs(%220 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<1x16xf32>
    %collapsed_134 = tensor.collapse_shape %314 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_135 = tensor.expand_shape %312 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_136 = linalg.transpose ins(%expanded_135 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_137 = tensor.collapse_shape %transposed_136 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_138 = linalg.transpose ins(%collapsed_39 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %315 = linalg.batch_matmul ins(%transposed_138, %collapsed_137 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_139 = linalg.transpose ins(%collapsed_40 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %316 = linalg.batch_matmul ins(%collapsed_137, %transposed_139 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_140 = tensor.expand_shape %315 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_141 = tensor.expand_shape %316 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %317 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141, %55 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %318 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%317 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x1xf32>
    %319 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %318 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %320 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %319 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_142 = tensor.collapse_shape %320 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_143 = linalg.transpose ins(%collapsed_35 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %321 = linalg.batch_matmul ins(%transposed_143, %collapsed_142 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_144 = linalg.transpose ins(%collapsed_36 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %322 = linalg.batch_matmul ins(%collapsed_142, %transposed_144 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_145 = tensor.expand_shape %321 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_146 = tensor.expand_shape %322 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %323 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_145 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_17 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x2x8x8xf32>
    %324 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_146 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_17 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_147 = linalg.transpose ins(%expanded_140 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_148 = tensor.collapse_shape %transposed_147 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_149 = linalg.transpose ins(%324 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_150 = tensor.collapse_shape %transposed_149 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_151 = linalg.transpose ins(%323 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat_153 = tensor.concat dim(2) %collapsed_150, %collapsed_152, %collapsed_148 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_154 = tensor.collapse_shape %concat_153 [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %325 = linalg.matmul ins(%collapsed_154, %arg4 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_155 = linalg.transpose ins(%collapsed_154 : tensor<16x48xf32>) outs(%264 : tensor<48x16xf32>) permutation = [1, 0] 
    %326 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_155, %collapsed : tensor<48x16xf32>, tensor<16x16xf32>) outs(%265 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %327 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_154 : tensor<16x48xf32>) outs(%268 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<1x48xf32>
    %collapsed_156 = tensor.collapse_shape %327 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x48xf32> into tensor<48xf32>
    %expanded_157 = tensor.expand_shape %325 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %328 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_157, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %329 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.mulf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %330 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%328 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %331 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %17 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %332 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%331 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %333 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %332 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %334 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %330 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %335 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %333 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %336 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.divf %in, %cst_19 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x1xf32>
    %337 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %335 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %338 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_157, %17 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%338 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %340 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_157 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %341 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %337 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<2x8x16xf32>
    %342 = tensor.empty() : tensor<1x8x16xf32>
    %343 = linalg.fill ins(%cst : f32) outs(%342 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %344 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel", "parallel"]} ins(%341 : tensor<2x8x16xf32>) outs(%343 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.addf %in, %out : f32
      linalg.yield %755 : f32
    } -> tensor<1x8x16xf32>
    %collapsed_158 = tensor.collapse_shape %344 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %345 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %1 : tensor<8x1xi64>, tensor<8xi64>) outs(%29 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_164: i64, %out: i1):
      %755 = arith.cmpi eq, %in, %in_164 : i64
      linalg.yield %755 : i1
    } -> tensor<8x8xi1>
    %346 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%345 : tensor<8x8xi1>) outs(%32 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %755 = arith.uitofp %in : i1 to f32
      linalg.yield %755 : f32
    } -> tensor<8x8xf32>
    %transposed_159 = linalg.transpose ins(%346 : tensor<8x8xf32>) outs(%32 : tensor<8x8xf32>) permutation = [1, 0] 
    %347 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %348 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_159, %collapsed_158 : tensor<8x8xf32>, tensor<8x16xf32>) outs(%347 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %collapsed_160 = tensor.collapse_shape %arg84 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_161 = tensor.expand_shape %collapsed_160 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %349 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_161, %186 : tensor<16x1xi64>, tensor<32xi64>) outs(%187 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_164: i64, %out: i1):
      %755 = arith.cmpi eq, %in, %in_164 : i64
      linalg.yield %755 : i1
    } -> tensor<16x32xi1>
    %350 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%349 : tensor<16x32xi1>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %755 = arith.uitofp %in : i1 to f32
      linalg.yield %755 : f32
    } -> tensor<16x32xf32>
    %collapsed_162 = tensor.collapse_shape %341 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_163 = linalg.transpose ins(%350 : tensor<16x32xf32>) outs(%199 : tensor<32x16xf32>) permutation = [1, 0] 
    %351 = linalg.matmul ins(%transposed_163, %collapsed_162 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%200 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %352 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%201, %351 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) attrs =  {zero.grad_of = 0 : i64} {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<32x16xf32>
    %353 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg86 : tensor<f32>) outs(%180 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_13 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<f32>
    %354 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_24, %353 : tensor<i64>, tensor<f32>) outs(%180 : tensor<f32>) {
    ^bb0(%in: i64, %in_164: f32, %out: f32):
      %755 = arith.sitofp %in : i64 to f32
      %756 = arith.subf %755, %in_164 : f32
      linalg.yield %756 : f32
    } -> tensor<f32>
    %355 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %354 : tensor<32x16xf32>, tensor<f32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<32x16xf32>
    %356 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<32x16xf32>
    %357 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%352 : tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<32x16xf32>
    %358 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%356, %357 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<32x16xf32>
    %359 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<32x16xf32>
    %360 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%352 : tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<32x16xf32>
    %361 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%360, %352 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<32x16xf32>
    %362 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%359, %361 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<32x16xf32>
    %363 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_8, %arg87 : tensor<f32>, tensor<f32>) outs(%180 : tensor<f32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = math.powf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<f32>
    %364 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_24, %363 : tensor<i64>, tensor<f32>) outs(%180 : tensor<f32>) {
    ^bb0(%in: i64, %in_164: f32, %out: f32):
      %755 = arith.sitofp %in : i64 to f32
      %756 = arith.subf %755, %in_164 : f32
      linalg.yield %756 : f32
    } -> tensor<f32>
    %365 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_7, %arg87 : tensor<f32>, tensor<f32>) outs(%180 : tensor<f32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = math.powf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<f32>
    %366 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_24, %365 : tensor<i64>, tensor<f32>) outs(%180 : tensor<f32>) {
    ^bb0(%in: i64, %in_164: f32, %out: f32):
      %755 = arith.sitofp %in : i64 to f32
      %756 = arith.subf %755, %in_164 : f32
      linalg.yield %756 : f32
    } -> tensor<f32>
    %367 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%362 : tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<32x16xf32>
    %368 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%366 : tensor<f32>) outs(%180 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<f32>
    %369 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%367, %368 : tensor<32x16xf32>, tensor<f32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<32x16xf32>
    %370 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%369 : tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<32x16xf32>
    %371 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%arg86, %364 : tensor<f32>, tensor<f32>) outs(%180 : tensor<f32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<f32>
    %372 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%358, %370 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<32x16xf32>
    %373 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%371, %372 : tensor<f32>, tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<32x16xf32>
    %374 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%355, %373 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<32x16xf32>
    %375 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %354 : tensor<8x16xf32>, tensor<f32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<8x16xf32>
    %376 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<8x16xf32>
    %377 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%348 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<8x16xf32>
    %378 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%376, %377 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<8x16xf32>
    %379 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<8x16xf32>
    %380 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%348 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<8x16xf32>
    %381 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%380, %348 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<8x16xf32>
    %382 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%379, %381 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<8x16xf32>
    %383 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%382 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<8x16xf32>
    %384 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%383, %368 : tensor<8x16xf32>, tensor<f32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<8x16xf32>
    %385 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%384 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<8x16xf32>
    %386 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%378, %385 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<8x16xf32>
    %387 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%371, %386 : tensor<f32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<8x16xf32>
    %388 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%375, %387 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<8x16xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg2, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %390 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg32 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%339 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%390, %391 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg33 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %394 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%339 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%394, %339 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%393, %395 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%396 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%397, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%398 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %400 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%392, %399 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %401 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %400 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%389, %401 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg3, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg34 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%340 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%404, %405 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg35 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%340 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%408, %340 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%407, %409 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%410 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%411, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %413 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%412 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%406, %413 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %415 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %414 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %416 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%403, %415 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %417 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %354 : tensor<48x16xf32>, tensor<f32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %418 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48x16xf32>
    %419 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%326 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48x16xf32>
    %420 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%418, %419 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %421 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48x16xf32>
    %422 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%326 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48x16xf32>
    %423 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%422, %326 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %424 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%421, %423 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %425 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%424 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %426 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%425, %368 : tensor<48x16xf32>, tensor<f32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %427 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%426 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48x16xf32>
    %428 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%420, %427 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %429 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%371, %428 : tensor<f32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %430 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%417, %429 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %431 = tensor.empty() : tensor<48xf32>
    %432 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg5, %354 : tensor<48xf32>, tensor<f32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %433 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg38 : tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_156 : tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%433, %434 : tensor<48xf32>, tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg39 : tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48xf32>
    %437 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_156 : tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%437, %collapsed_156 : tensor<48xf32>, tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%436, %438 : tensor<48xf32>, tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%439 : tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%440, %368 : tensor<48xf32>, tensor<f32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%441 : tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%435, %442 : tensor<48xf32>, tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %444 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %443 : tensor<f32>, tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%432, %444 : tensor<48xf32>, tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %446 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %354 : tensor<16x16xf32>, tensor<f32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %447 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x16xf32>
    %448 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%313 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x16xf32>
    %449 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%447, %448 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %450 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x16xf32>
    %451 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%313 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x16xf32>
    %452 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%451, %313 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %453 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%450, %452 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %454 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%453 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %455 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%454, %368 : tensor<16x16xf32>, tensor<f32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %456 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%455 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x16xf32>
    %457 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%449, %456 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %458 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%371, %457 : tensor<f32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %459 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%446, %458 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg7, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %461 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg42 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_134 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%461, %462 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg43 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_134 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%465, %collapsed_134 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%464, %466 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %468 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%467 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %469 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%468, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %470 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%469 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %471 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%463, %470 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %472 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %471 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%460, %472 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %474 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg8, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %475 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg44 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%309 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%475, %476 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %478 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg45 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %479 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%309 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %480 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%479, %309 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %481 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%478, %480 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %482 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%481 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %483 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%482, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%483 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%477, %484 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %486 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %485 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %487 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%474, %486 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %488 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg9, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %489 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg46 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %490 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%310 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %491 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%489, %490 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg47 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %493 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%310 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%493, %310 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%492, %494 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %496 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%495 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %497 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%496, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%497 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %499 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%491, %498 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %500 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %499 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %501 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%488, %500 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %502 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %354 : tensor<64x16xf32>, tensor<f32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %503 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64x16xf32>
    %504 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%296 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64x16xf32>
    %505 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%503, %504 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %506 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64x16xf32>
    %507 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%296 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64x16xf32>
    %508 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%507, %296 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %509 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%506, %508 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %510 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%509 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %511 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%510, %368 : tensor<64x16xf32>, tensor<f32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %512 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%511 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64x16xf32>
    %513 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%505, %512 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %514 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%371, %513 : tensor<f32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %515 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%502, %514 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %516 = tensor.empty() : tensor<64xf32>
    %517 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg11, %354 : tensor<64xf32>, tensor<f32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg50 : tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_130 : tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%518, %519 : tensor<64xf32>, tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %521 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg51 : tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_130 : tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%522, %collapsed_130 : tensor<64xf32>, tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %524 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%521, %523 : tensor<64xf32>, tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %525 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%524 : tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %526 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%525, %368 : tensor<64xf32>, tensor<f32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %527 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%526 : tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64xf32>
    %528 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%520, %527 : tensor<64xf32>, tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %529 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %528 : tensor<f32>, tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %530 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%517, %529 : tensor<64xf32>, tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %531 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %354 : tensor<16x64xf32>, tensor<f32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %532 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x64xf32>
    %533 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x64xf32>
    %534 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%532, %533 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %535 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x64xf32>
    %536 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x64xf32>
    %537 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%536, %285 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %538 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%535, %537 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %539 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%538 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %540 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%539, %368 : tensor<16x64xf32>, tensor<f32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %541 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%540 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x64xf32>
    %542 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%534, %541 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %543 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%371, %542 : tensor<f32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %544 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%531, %543 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %545 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg13, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %546 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg54 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %547 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_126 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %548 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%546, %547 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %549 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg55 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %550 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_126 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %551 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%550, %collapsed_126 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %552 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%549, %551 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %553 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%552 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %554 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%553, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %555 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%554 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %556 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%548, %555 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %557 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %556 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %558 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%545, %557 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %559 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg14, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %560 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg56 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %561 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%281 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %562 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%560, %561 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %563 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg57 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %564 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%281 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %565 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%564, %281 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %566 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%563, %565 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %567 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%566 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %568 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%567, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %569 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%568 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %570 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%562, %569 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %571 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %570 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %572 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%559, %571 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %573 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg15, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg58 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %575 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%282 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %576 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%574, %575 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %577 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg59 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %578 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%282 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %579 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%578, %282 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %580 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%577, %579 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %581 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%580 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %582 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%581, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %583 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%582 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %584 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%576, %583 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %585 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %584 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %586 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%573, %585 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %587 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16, %354 : tensor<48x16xf32>, tensor<f32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %588 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48x16xf32>
    %589 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%266 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48x16xf32>
    %590 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%588, %589 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %591 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48x16xf32>
    %592 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%266 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48x16xf32>
    %593 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%592, %266 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %594 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%591, %593 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %595 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%594 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %596 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%595, %368 : tensor<48x16xf32>, tensor<f32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %597 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%596 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48x16xf32>
    %598 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%590, %597 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %599 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%371, %598 : tensor<f32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %600 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%587, %599 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48x16xf32>
    %601 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg17, %354 : tensor<48xf32>, tensor<f32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %602 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg62 : tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48xf32>
    %603 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_122 : tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48xf32>
    %604 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%602, %603 : tensor<48xf32>, tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %605 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg63 : tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48xf32>
    %606 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_122 : tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48xf32>
    %607 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%606, %collapsed_122 : tensor<48xf32>, tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %608 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%605, %607 : tensor<48xf32>, tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %609 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%608 : tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %610 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%609, %368 : tensor<48xf32>, tensor<f32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %611 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%610 : tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<48xf32>
    %612 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%604, %611 : tensor<48xf32>, tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %613 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %612 : tensor<f32>, tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %614 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%601, %613 : tensor<48xf32>, tensor<48xf32>) outs(%431 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<48xf32>
    %615 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18, %354 : tensor<16x16xf32>, tensor<f32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %616 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x16xf32>
    %617 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%251 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x16xf32>
    %618 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%616, %617 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %619 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg65 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x16xf32>
    %620 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%251 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x16xf32>
    %621 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%620, %251 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %622 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%619, %621 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %623 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%622 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %624 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%623, %368 : tensor<16x16xf32>, tensor<f32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %625 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%624 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x16xf32>
    %626 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%618, %625 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %627 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%371, %626 : tensor<f32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %628 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%615, %627 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x16xf32>
    %629 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg19, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %630 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg66 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %631 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_101 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %632 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%630, %631 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %633 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg67 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %634 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_101 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %635 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%634, %collapsed_101 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %636 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%633, %635 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %637 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%636 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %638 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%637, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %639 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%638 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %640 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%632, %639 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %641 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %640 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %642 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%629, %641 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %643 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg20, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %644 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg68 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %645 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%247 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %646 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%644, %645 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %647 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg69 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %648 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%247 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %649 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%648, %247 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %650 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%647, %649 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %651 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%650 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %652 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%651, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %653 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%652 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %654 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%646, %653 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %655 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %654 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %656 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%643, %655 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %657 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg21, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %658 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg70 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %659 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%248 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %660 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%658, %659 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %661 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg71 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %662 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%248 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %663 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%662, %248 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %664 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%661, %663 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %665 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%664 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %666 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%665, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %667 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%666 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %668 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%660, %667 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %669 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %668 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %670 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%657, %669 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %671 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg22, %354 : tensor<64x16xf32>, tensor<f32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %672 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64x16xf32>
    %673 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%232 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64x16xf32>
    %674 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%672, %673 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %675 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg73 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64x16xf32>
    %676 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%232 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64x16xf32>
    %677 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%676, %232 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %678 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%675, %677 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %679 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%678 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %680 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%679, %368 : tensor<64x16xf32>, tensor<f32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %681 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%680 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64x16xf32>
    %682 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%674, %681 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %683 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%371, %682 : tensor<f32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %684 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%671, %683 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64x16xf32>
    %685 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg23, %354 : tensor<64xf32>, tensor<f32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %686 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg74 : tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64xf32>
    %687 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_97 : tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64xf32>
    %688 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%686, %687 : tensor<64xf32>, tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %689 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg75 : tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64xf32>
    %690 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_97 : tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64xf32>
    %691 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%690, %collapsed_97 : tensor<64xf32>, tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %692 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%689, %691 : tensor<64xf32>, tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %693 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%692 : tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %694 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%693, %368 : tensor<64xf32>, tensor<f32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %695 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%694 : tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<64xf32>
    %696 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%688, %695 : tensor<64xf32>, tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %697 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %696 : tensor<f32>, tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %698 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%685, %697 : tensor<64xf32>, tensor<64xf32>) outs(%516 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<64xf32>
    %699 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24, %354 : tensor<16x64xf32>, tensor<f32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %700 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x64xf32>
    %701 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%218 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x64xf32>
    %702 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%700, %701 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %703 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg77 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x64xf32>
    %704 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%218 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x64xf32>
    %705 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%704, %218 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %706 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%703, %705 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %707 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%706 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %708 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%707, %368 : tensor<16x64xf32>, tensor<f32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %709 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%708 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16x64xf32>
    %710 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%702, %709 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %711 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%371, %710 : tensor<f32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %712 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%699, %711 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16x64xf32>
    %713 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg25, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %714 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg78 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %715 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_93 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %716 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%714, %715 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %717 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg79 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %718 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_93 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %719 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%718, %collapsed_93 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %720 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%717, %719 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %721 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%720 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %722 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%721, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %723 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%722 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %724 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%716, %723 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %725 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %724 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %726 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%713, %725 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %727 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg26, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %728 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg80 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %729 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%215 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %730 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%728, %729 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %731 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg81 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %732 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%215 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %733 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%732, %215 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %734 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%731, %733 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %735 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%734 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %736 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%735, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %737 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%736 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %738 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%730, %737 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %739 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %738 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %740 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%727, %739 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %741 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%arg27, %354 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %742 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg82 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_12 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %743 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%216 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_11 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %744 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%742, %743 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %745 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg83 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_10 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %746 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%216 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_9 : f64 to f32
      %756 = arith.mulf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %747 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%746, %216 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %748 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%745, %747 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.addf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %749 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%748 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = math.sqrt %in : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %750 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel"]} ins(%749, %368 : tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %751 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%750 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %755 = arith.truncf %cst_6 : f64 to f32
      %756 = arith.addf %in, %755 : f32
      linalg.yield %756 : f32
    } -> tensor<16xf32>
    %752 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%744, %751 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.divf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %753 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%371, %752 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.mulf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    %754 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%741, %753 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %755 = arith.subf %in, %in_164 : f32
      linalg.yield %755 : f32
    } -> tensor<16xf32>
    return %184, %374, %388, %402, %416, %430, %445, %459, %473, %487, %501, %515, %530, %544, %558, %572, %586, %600, %614, %628, %642, %656, %670, %684, %698, %712, %726, %740, %754, %358, %362, %378, %382, %392, %396, %406, %410, %420, %424, %435, %439, %449, %453, %463, %467, %477, %481, %491, %495, %505, %509, %520, %524, %534, %538, %548, %552, %562, %566, %576, %580, %590, %594, %604, %608, %618, %622, %632, %636, %646, %650, %660, %664, %674, %678, %688, %692, %702, %706, %716, %720, %730, %734, %744, %748 : tensor<f32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
