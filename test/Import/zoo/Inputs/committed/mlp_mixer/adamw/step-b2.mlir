// zero-import-torch: mlp_mixer.py, micro-batch 2, adamw (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1) -> (d0, 0)>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0) -> ()>
#map10 = affine_map<() -> ()>
#map11 = affine_map<(d0, d1) -> ()>
#map12 = affine_map<(d0, d1) -> (0, d1)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 + d4)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d1, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d1, d2 + d4)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d0, d4)>
#map18 = affine_map<(d0, d1, d2) -> (d1)>
#map19 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%arg0: tensor<16x48xf32> {zero.role = "param"}, %arg1: tensor<16xf32> {zero.role = "param"}, %arg2: tensor<64x16x1xf32> {zero.role = "param"}, %arg3: tensor<64xf32> {zero.role = "param"}, %arg4: tensor<16x64x1xf32> {zero.role = "param"}, %arg5: tensor<16xf32> {zero.role = "param"}, %arg6: tensor<16xf32> {zero.role = "param"}, %arg7: tensor<16xf32> {zero.role = "param"}, %arg8: tensor<8x16xf32> {zero.role = "param"}, %arg9: tensor<8xf32> {zero.role = "param"}, %arg10: tensor<16x8xf32> {zero.role = "param"}, %arg11: tensor<16xf32> {zero.role = "param"}, %arg12: tensor<16xf32> {zero.role = "param"}, %arg13: tensor<16xf32> {zero.role = "param"}, %arg14: tensor<64x16x1xf32> {zero.role = "param"}, %arg15: tensor<64xf32> {zero.role = "param"}, %arg16: tensor<16x64x1xf32> {zero.role = "param"}, %arg17: tensor<16xf32> {zero.role = "param"}, %arg18: tensor<16xf32> {zero.role = "param"}, %arg19: tensor<16xf32> {zero.role = "param"}, %arg20: tensor<8x16xf32> {zero.role = "param"}, %arg21: tensor<8xf32> {zero.role = "param"}, %arg22: tensor<16x8xf32> {zero.role = "param"}, %arg23: tensor<16xf32> {zero.role = "param"}, %arg24: tensor<16xf32> {zero.role = "param"}, %arg25: tensor<16xf32> {zero.role = "param"}, %arg26: tensor<16xf32> {zero.role = "param"}, %arg27: tensor<16xf32> {zero.role = "param"}, %arg28: tensor<10x16xf32> {zero.role = "param"}, %arg29: tensor<10xf32> {zero.role = "param"}, %arg30: tensor<16x48xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg31: tensor<16x48xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg32: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg33: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg34: tensor<64x16x1xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg35: tensor<64x16x1xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg36: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg37: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg38: tensor<16x64x1xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg39: tensor<16x64x1xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg40: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg41: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg42: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg43: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg44: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg45: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg46: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg47: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg48: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg49: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg50: tensor<16x8xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg51: tensor<16x8xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg52: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg53: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg54: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg55: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg56: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg57: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg58: tensor<64x16x1xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg59: tensor<64x16x1xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg60: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg61: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg62: tensor<16x64x1xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg63: tensor<16x64x1xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg64: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 17 : i64}, %arg65: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 17 : i64}, %arg66: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 18 : i64}, %arg67: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 18 : i64}, %arg68: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 19 : i64}, %arg69: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 19 : i64}, %arg70: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 20 : i64}, %arg71: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 20 : i64}, %arg72: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 21 : i64}, %arg73: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 21 : i64}, %arg74: tensor<16x8xf32> {zero.role = "opt_state", zero.state_of = 22 : i64}, %arg75: tensor<16x8xf32> {zero.role = "opt_state", zero.state_of = 22 : i64}, %arg76: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 23 : i64}, %arg77: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 23 : i64}, %arg78: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 24 : i64}, %arg79: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 24 : i64}, %arg80: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 25 : i64}, %arg81: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 25 : i64}, %arg82: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 26 : i64}, %arg83: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 26 : i64}, %arg84: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 27 : i64}, %arg85: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 27 : i64}, %arg86: tensor<10x16xf32> {zero.role = "opt_state", zero.state_of = 28 : i64}, %arg87: tensor<10x16xf32> {zero.role = "opt_state", zero.state_of = 28 : i64}, %arg88: tensor<10xf32> {zero.role = "opt_state", zero.state_of = 29 : i64}, %arg89: tensor<10xf32> {zero.role = "opt_state", zero.state_of = 29 : i64}, %arg90: tensor<2x3x16x16xf32> {zero.role = "batch"}, %arg91: tensor<2xi64> {zero.range = array<i64: 0, 10>, zero.range_ignore = -100 : i64, zero.role = "batch"}, %arg92: tensor<f32> {zero.role = "hyper"}, %arg93: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<16x48xf32> {zero.updates = 0 : i64}, tensor<16xf32> {zero.updates = 1 : i64}, tensor<64x16x1xf32> {zero.updates = 2 : i64}, tensor<64xf32> {zero.updates = 3 : i64}, tensor<16x64x1xf32> {zero.updates = 4 : i64}, tensor<16xf32> {zero.updates = 5 : i64}, tensor<16xf32> {zero.updates = 6 : i64}, tensor<16xf32> {zero.updates = 7 : i64}, tensor<8x16xf32> {zero.updates = 8 : i64}, tensor<8xf32> {zero.updates = 9 : i64}, tensor<16x8xf32> {zero.updates = 10 : i64}, tensor<16xf32> {zero.updates = 11 : i64}, tensor<16xf32> {zero.updates = 12 : i64}, tensor<16xf32> {zero.updates = 13 : i64}, tensor<64x16x1xf32> {zero.updates = 14 : i64}, tensor<64xf32> {zero.updates = 15 : i64}, tensor<16x64x1xf32> {zero.updates = 16 : i64}, tensor<16xf32> {zero.updates = 17 : i64}, tensor<16xf32> {zero.updates = 18 : i64}, tensor<16xf32> {zero.updates = 19 : i64}, tensor<8x16xf32> {zero.updates = 20 : i64}, tensor<8xf32> {zero.updates = 21 : i64}, tensor<16x8xf32> {zero.updates = 22 : i64}, tensor<16xf32> {zero.updates = 23 : i64}, tensor<16xf32> {zero.updates = 24 : i64}, tensor<16xf32> {zero.updates = 25 : i64}, tensor<16xf32> {zero.updates = 26 : i64}, tensor<16xf32> {zero.updates = 27 : i64}, tensor<10x16xf32> {zero.updates = 28 : i64}, tensor<10xf32> {zero.updates = 29 : i64}, tensor<16x48xf32> {zero.updates = 30 : i64}, tensor<16x48xf32> {zero.updates = 31 : i64}, tensor<16xf32> {zero.updates = 32 : i64}, tensor<16xf32> {zero.updates = 33 : i64}, tensor<64x16x1xf32> {zero.updates = 34 : i64}, tensor<64x16x1xf32> {zero.updates = 35 : i64}, tensor<64xf32> {zero.updates = 36 : i64}, tensor<64xf32> {zero.updates = 37 : i64}, tensor<16x64x1xf32> {zero.updates = 38 : i64}, tensor<16x64x1xf32> {zero.updates = 39 : i64}, tensor<16xf32> {zero.updates = 40 : i64}, tensor<16xf32> {zero.updates = 41 : i64}, tensor<16xf32> {zero.updates = 42 : i64}, tensor<16xf32> {zero.updates = 43 : i64}, tensor<16xf32> {zero.updates = 44 : i64}, tensor<16xf32> {zero.updates = 45 : i64}, tensor<8x16xf32> {zero.updates = 46 : i64}, tensor<8x16xf32> {zero.updates = 47 : i64}, tensor<8xf32> {zero.updates = 48 : i64}, tensor<8xf32> {zero.updates = 49 : i64}, tensor<16x8xf32> {zero.updates = 50 : i64}, tensor<16x8xf32> {zero.updates = 51 : i64}, tensor<16xf32> {zero.updates = 52 : i64}, tensor<16xf32> {zero.updates = 53 : i64}, tensor<16xf32> {zero.updates = 54 : i64}, tensor<16xf32> {zero.updates = 55 : i64}, tensor<16xf32> {zero.updates = 56 : i64}, tensor<16xf32> {zero.updates = 57 : i64}, tensor<64x16x1xf32> {zero.updates = 58 : i64}, tensor<64x16x1xf32> {zero.updates = 59 : i64}, tensor<64xf32> {zero.updates = 60 : i64}, tensor<64xf32> {zero.updates = 61 : i64}, tensor<16x64x1xf32> {zero.updates = 62 : i64}, tensor<16x64x1xf32> {zero.updates = 63 : i64}, tensor<16xf32> {zero.updates = 64 : i64}, tensor<16xf32> {zero.updates = 65 : i64}, tensor<16xf32> {zero.updates = 66 : i64}, tensor<16xf32> {zero.updates = 67 : i64}, tensor<16xf32> {zero.updates = 68 : i64}, tensor<16xf32> {zero.updates = 69 : i64}, tensor<8x16xf32> {zero.updates = 70 : i64}, tensor<8x16xf32> {zero.updates = 71 : i64}, tensor<8xf32> {zero.updates = 72 : i64}, tensor<8xf32> {zero.updates = 73 : i64}, tensor<16x8xf32> {zero.updates = 74 : i64}, tensor<16x8xf32> {zero.updates = 75 : i64}, tensor<16xf32> {zero.updates = 76 : i64}, tensor<16xf32> {zero.updates = 77 : i64}, tensor<16xf32> {zero.updates = 78 : i64}, tensor<16xf32> {zero.updates = 79 : i64}, tensor<16xf32> {zero.updates = 80 : i64}, tensor<16xf32> {zero.updates = 81 : i64}, tensor<16xf32> {zero.updates = 82 : i64}, tensor<16xf32> {zero.updates = 83 : i64}, tensor<16xf32> {zero.updates = 84 : i64}, tensor<16xf32> {zero.updates = 85 : i64}, tensor<10x16xf32> {zero.updates = 86 : i64}, tensor<10x16xf32> {zero.updates = 87 : i64}, tensor<10xf32> {zero.updates = 88 : i64}, tensor<10xf32> {zero.updates = 89 : i64}) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-08 : f64
    %cst_4 = arith.constant dense<9.990000e-01> : tensor<f32>
    %cst_5 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_6 = arith.constant 0.0010000000000000009 : f64
    %cst_7 = arith.constant 0.99899999999999999 : f64
    %cst_8 = arith.constant 0.099999999999999978 : f64
    %cst_9 = arith.constant 9.000000e-01 : f64
    %cst_10 = arith.constant 1.000000e-02 : f64
    %cst_11 = arith.constant 0.3989422804014327 : f64
    %cst_12 = arith.constant 0.70710678118654757 : f64
    %cst_13 = arith.constant 1.000000e-05 : f64
    %cst_14 = arith.constant 1.600000e+01 : f32
    %cst_15 = arith.constant 5.000000e-01 : f32
    %cst_16 = arith.constant 1.000000e+00 : f32
    %cst_17 = arith.constant -5.000000e-01 : f32
    %cst_18 = arith.constant dense<0> : tensor<i64>
    %cst_19 = arith.constant dense<1> : tensor<i64>
    %expanded = tensor.expand_shape %arg90 [[0], [1], [2, 3], [4, 5]] output_shape [2, 3, 4, 4, 4, 4] : tensor<2x3x16x16xf32> into tensor<2x3x4x4x4x4xf32>
    %0 = tensor.empty() : tensor<2x4x4x4x4x3xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<2x3x4x4x4x4xf32>) outs(%0 : tensor<2x4x4x4x4x3xf32>) permutation = [0, 2, 4, 3, 5, 1] 
    %1 = tensor.empty() : tensor<48x16xf32>
    %transposed_20 = linalg.transpose ins(%arg0 : tensor<16x48xf32>) outs(%1 : tensor<48x16xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %transposed [[0, 1, 2], [3, 4, 5]] : tensor<2x4x4x4x4x3xf32> into tensor<32x48xf32>
    %2 = tensor.empty() : tensor<32x16xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<32x48xf32>, tensor<48x16xf32>) outs(%3 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<16xf32>) outs(%2 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %5 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%2 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<32x16xf32>
    %expanded_21 = tensor.expand_shape %6 [[0, 1], [2]] output_shape [2, 16, 16] : tensor<32x16xf32> into tensor<2x16x16xf32>
    %7 = tensor.empty() : tensor<2x16x1xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_21 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %11 = tensor.empty() : tensor<2x16x16xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_21, %10 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %12 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_13 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.rsqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %17 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %arg6 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg7 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %21 = tensor.empty() : tensor<2x64x16xf32>
    %broadcasted = linalg.broadcast ins(%arg3 : tensor<64xf32>) outs(%21 : tensor<2x64x16xf32>) dimensions = [0, 2] 
    %22 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%20, %arg2 : tensor<2x16x16xf32>, tensor<64x16x1xf32>) outs(%broadcasted : tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_15 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_12 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x64x16xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.erf %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %cst_16 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %26 : tensor<2x64x16xf32>, tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %broadcasted_22 = linalg.broadcast ins(%arg5 : tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) dimensions = [0, 2] 
    %28 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%27, %arg4 : tensor<2x64x16xf32>, tensor<16x64x1xf32>) outs(%broadcasted_22 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %expanded_21 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %31 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %31 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %32 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%33 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_13 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x16x1xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.rsqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %37 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %arg12 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %arg13 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %41 = tensor.empty() : tensor<16x8xf32>
    %transposed_23 = linalg.transpose ins(%arg8 : tensor<8x16xf32>) outs(%41 : tensor<16x8xf32>) permutation = [1, 0] 
    %collapsed_24 = tensor.collapse_shape %40 [[0, 1], [2]] : tensor<2x16x16xf32> into tensor<32x16xf32>
    %42 = tensor.empty() : tensor<32x8xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %44 = linalg.matmul ins(%collapsed_24, %transposed_23 : tensor<32x16xf32>, tensor<16x8xf32>) outs(%43 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<8xf32>) outs(%42 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %45 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%42 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<32x8xf32>
    %expanded_25 = tensor.expand_shape %46 [[0, 1], [2]] output_shape [2, 16, 8] : tensor<32x8xf32> into tensor<2x16x8xf32>
    %47 = tensor.empty() : tensor<2x16x8xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_15 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_12 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x16x8xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.erf %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %cst_16 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<2x16x8xf32>, tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %53 = tensor.empty() : tensor<8x16xf32>
    %transposed_26 = linalg.transpose ins(%arg10 : tensor<16x8xf32>) outs(%53 : tensor<8x16xf32>) permutation = [1, 0] 
    %collapsed_27 = tensor.collapse_shape %52 [[0, 1], [2]] : tensor<2x16x8xf32> into tensor<32x8xf32>
    %54 = linalg.matmul ins(%collapsed_27, %transposed_26 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%3 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<16xf32>) outs(%2 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%54, %55 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%2 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<32x16xf32>
    %expanded_28 = tensor.expand_shape %56 [[0, 1], [2]] output_shape [2, 16, 16] : tensor<32x16xf32> into tensor<2x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28, %29 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %59 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %60 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %59 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %60 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%61 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %64 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_13 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x16x1xf32>
    %65 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.rsqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %65 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %arg18 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %arg19 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %broadcasted_29 = linalg.broadcast ins(%arg15 : tensor<64xf32>) outs(%21 : tensor<2x64x16xf32>) dimensions = [0, 2] 
    %69 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%68, %arg14 : tensor<2x16x16xf32>, tensor<64x16x1xf32>) outs(%broadcasted_29 : tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_15 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %71 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_12 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x64x16xf32>
    %72 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.erf %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %cst_16 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %73 : tensor<2x64x16xf32>, tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %broadcasted_30 = linalg.broadcast ins(%arg17 : tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) dimensions = [0, 2] 
    %75 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%74, %arg16 : tensor<2x64x16xf32>, tensor<16x64x1xf32>) outs(%broadcasted_30 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %76 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %57 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %79 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %78 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %79 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_13 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x16x1xf32>
    %84 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.rsqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %84 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %arg24 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %arg25 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %transposed_31 = linalg.transpose ins(%arg20 : tensor<8x16xf32>) outs(%41 : tensor<16x8xf32>) permutation = [1, 0] 
    %collapsed_32 = tensor.collapse_shape %87 [[0, 1], [2]] : tensor<2x16x16xf32> into tensor<32x16xf32>
    %88 = linalg.matmul ins(%collapsed_32, %transposed_31 : tensor<32x16xf32>, tensor<16x8xf32>) outs(%43 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<8xf32>) outs(%42 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%42 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<32x8xf32>
    %expanded_33 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 16, 8] : tensor<32x8xf32> into tensor<2x16x8xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_15 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_12 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x16x8xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.erf %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %94 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %cst_16 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %94 : tensor<2x16x8xf32>, tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %transposed_34 = linalg.transpose ins(%arg22 : tensor<16x8xf32>) outs(%53 : tensor<8x16xf32>) permutation = [1, 0] 
    %collapsed_35 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<2x16x8xf32> into tensor<32x8xf32>
    %96 = linalg.matmul ins(%collapsed_35, %transposed_34 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%3 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<16xf32>) outs(%2 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%96, %97 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%2 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<32x16xf32>
    %expanded_36 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [2, 16, 16] : tensor<32x16xf32> into tensor<2x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %76 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %100 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %102 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %101 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %102 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %104 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_13 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x16x1xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.rsqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %108 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %107 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %109 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %arg26 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %110 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %arg27 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %transposed_37 = linalg.transpose ins(%110 : tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) permutation = [0, 2, 1] 
    %111 = tensor.empty() : tensor<2x16xf32>
    %112 = linalg.fill ins(%cst : f32) outs(%111 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_37 : tensor<2x16x16xf32>) outs(%112 : tensor<2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<2x16xf32>) outs(%111 : tensor<2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16xf32>
    %115 = tensor.empty() : tensor<16x10xf32>
    %transposed_38 = linalg.transpose ins(%arg28 : tensor<10x16xf32>) outs(%115 : tensor<16x10xf32>) permutation = [1, 0] 
    %116 = tensor.empty() : tensor<2x10xf32>
    %117 = linalg.fill ins(%cst : f32) outs(%116 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %118 = linalg.matmul ins(%114, %transposed_38 : tensor<2x16xf32>, tensor<16x10xf32>) outs(%117 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<10xf32>) outs(%116 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x10xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%118, %119 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%116 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x10xf32>
    %121 = tensor.empty() : tensor<2xi64>
    %122 = linalg.fill ins(%c0_i64 : i64) outs(%121 : tensor<2xi64>) -> tensor<2xi64>
    %123 = tensor.empty() : tensor<2xf32>
    %124 = linalg.fill ins(%cst_0 : f32) outs(%123 : tensor<2xf32>) -> tensor<2xf32>
    %125:2 = linalg.generic {indexing_maps = [#map1, #map6, #map6], iterator_types = ["parallel", "reduction"]} ins(%120 : tensor<2x10xf32>) outs(%124, %122 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_66: i64):
      %748 = linalg.index 1 : index
      %749 = arith.index_cast %748 : index to i64
      %750 = arith.maximumf %in, %out : f32
      %751 = arith.cmpf ogt, %in, %out : f32
      %752 = arith.select %751, %749, %out_66 : i64
      linalg.yield %750, %752 : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    %expanded_39 = tensor.expand_shape %125#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%120, %expanded_39 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%116 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x10xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%126 : tensor<2x10xf32>) outs(%116 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.exp %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x10xf32>
    %128 = tensor.empty() : tensor<2x1xf32>
    %129 = linalg.fill ins(%cst : f32) outs(%128 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "reduction"]} ins(%127 : tensor<2x10xf32>) outs(%129 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%130 : tensor<2x1xf32>) outs(%128 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.log %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%126, %131 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%116 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x10xf32>
    %133 = tensor.empty() : tensor<2xi1>
    %134 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg91 : tensor<2xi64>) outs(%133 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %748 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %748 : i1
    } -> tensor<2xi1>
    %135 = linalg.generic {indexing_maps = [#map8, #map8, #map9, #map8], iterator_types = ["parallel"]} ins(%134, %arg91, %cst_18 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%121 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_66: i64, %in_67: i64, %out: i64):
      %748 = arith.select %in, %in_66, %in_67 : i64
      linalg.yield %748 : i64
    } -> tensor<2xi64>
    %expanded_40 = tensor.expand_shape %135 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_40 : tensor<2x1xi64>) outs(%129 : tensor<2x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %748 = linalg.index 0 : index
      %749 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %132[%748, %749] : tensor<2x10xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1xf32>
    %collapsed_41 = tensor.collapse_shape %136 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %137 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_41 : tensor<2xf32>) outs(%123 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.negf %in : f32
      linalg.yield %748 : f32
    } -> tensor<2xf32>
    %138 = linalg.generic {indexing_maps = [#map8, #map8, #map9, #map8], iterator_types = ["parallel"]} ins(%134, %137, %cst_2 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%123 : tensor<2xf32>) {
    ^bb0(%in: i1, %in_66: f32, %in_67: f32, %out: f32):
      %748 = arith.select %in, %in_66, %in_67 : f32
      linalg.yield %748 : f32
    } -> tensor<2xf32>
    %139 = tensor.empty() : tensor<i64>
    %140 = linalg.fill ins(%c0_i64 : i64) outs(%139 : tensor<i64>) -> tensor<i64>
    %141 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%134 : tensor<2xi1>) outs(%140 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %748 = arith.extui %in : i1 to i64
      %749 = arith.addi %748, %out : i64
      linalg.yield %749 : i64
    } -> tensor<i64>
    %142 = tensor.empty() : tensor<f32>
    %143 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%141 : tensor<i64>) outs(%142 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %748 = arith.sitofp %in : i64 to f32
      linalg.yield %748 : f32
    } -> tensor<f32>
    %144 = linalg.fill ins(%cst : f32) outs(%142 : tensor<f32>) -> tensor<f32>
    %145 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%138 : tensor<2xf32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<f32>
    %146 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%145, %143 : tensor<f32>, tensor<f32>) outs(%142 : tensor<f32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<f32>
    %expanded_42 = tensor.expand_shape %arg91 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %147 = tensor.empty() : tensor<10xi64>
    %148 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel"]} outs(%147 : tensor<10xi64>) {
    ^bb0(%out: i64):
      %748 = linalg.index 0 : index
      %749 = arith.index_cast %748 : index to i64
      linalg.yield %749 : i64
    } -> tensor<10xi64>
    %149 = tensor.empty() : tensor<2x10xi1>
    %150 = linalg.generic {indexing_maps = [#map7, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_42, %148 : tensor<2x1xi64>, tensor<10xi64>) outs(%149 : tensor<2x10xi1>) {
    ^bb0(%in: i64, %in_66: i64, %out: i1):
      %748 = arith.cmpi eq, %in, %in_66 : i64
      linalg.yield %748 : i1
    } -> tensor<2x10xi1>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<2x10xi1>) outs(%116 : tensor<2x10xf32>) {
    ^bb0(%in: i1, %out: f32):
      %748 = arith.uitofp %in : i1 to f32
      linalg.yield %748 : f32
    } -> tensor<2x10xf32>
    %152 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%134 : tensor<2xi1>) outs(%123 : tensor<2xf32>) {
    ^bb0(%in: i1, %out: f32):
      %748 = arith.uitofp %in : i1 to f32
      linalg.yield %748 : f32
    } -> tensor<2xf32>
    %expanded_43 = tensor.expand_shape %152 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%151 : tensor<2x10xf32>) outs(%116 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.negf %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x10xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%153, %expanded_43 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%116 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x10xf32>
    %155 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%cst_1, %143 : tensor<f32>, tensor<f32>) outs(%142 : tensor<f32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<f32>
    %156 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%154, %155 : tensor<2x10xf32>, tensor<f32>) outs(%116 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x10xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<2x10xf32>) outs(%116 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.exp %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x10xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "reduction"]} ins(%156 : tensor<2x10xf32>) outs(%129 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%157, %158 : tensor<2x10xf32>, tensor<2x1xf32>) outs(%116 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x10xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%156, %159 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%116 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x10xf32>
    %161 = linalg.matmul ins(%160, %arg28 : tensor<2x10xf32>, tensor<10x16xf32>) outs(%112 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %162 = tensor.empty() : tensor<10x2xf32>
    %transposed_44 = linalg.transpose ins(%160 : tensor<2x10xf32>) outs(%162 : tensor<10x2xf32>) permutation = [1, 0] 
    %163 = tensor.empty() : tensor<10x16xf32>
    %164 = linalg.fill ins(%cst : f32) outs(%163 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %165 = linalg.matmul {zero.grad_of = 28 : i64} ins(%transposed_44, %114 : tensor<10x2xf32>, tensor<2x16xf32>) outs(%164 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %166 = tensor.empty() : tensor<1x10xf32>
    %167 = linalg.fill ins(%cst : f32) outs(%166 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "parallel"]} ins(%160 : tensor<2x10xf32>) outs(%167 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<1x10xf32>
    %collapsed_45 = tensor.collapse_shape %168 [[0, 1]] {zero.grad_of = 29 : i64} : tensor<1x10xf32> into tensor<10xf32>
    %169 = linalg.generic {indexing_maps = [#map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x16xf32>
    %170 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %transposed_46 = linalg.transpose ins(%170 : tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) permutation = [0, 2, 1] 
    %171 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_46, %arg26 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %172 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %173 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%171 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %174 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %108 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %175 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%174 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %176 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %175 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %177 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %173 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %178 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %176 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %179 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %178 : tensor<2x16x1xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %181 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_46, %108 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %182 = tensor.empty() : tensor<16xf32>
    %183 = linalg.fill ins(%cst : f32) outs(%182 : tensor<16xf32>) -> tensor<16xf32>
    %184 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%181 : tensor<2x16x16xf32>) outs(%183 : tensor<16xf32>) attrs =  {zero.grad_of = 26 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %185 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%transposed_46 : tensor<2x16x16xf32>) outs(%183 : tensor<16xf32>) attrs =  {zero.grad_of = 27 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %collapsed_47 = tensor.collapse_shape %180 [[0, 1], [2]] : tensor<2x16x16xf32> into tensor<32x16xf32>
    %186 = linalg.matmul ins(%collapsed_47, %arg22 : tensor<32x16xf32>, tensor<16x8xf32>) outs(%43 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %187 = tensor.empty() : tensor<16x32xf32>
    %transposed_48 = linalg.transpose ins(%collapsed_47 : tensor<32x16xf32>) outs(%187 : tensor<16x32xf32>) permutation = [1, 0] 
    %188 = linalg.fill ins(%cst : f32) outs(%41 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %189 = linalg.matmul {zero.grad_of = 22 : i64} ins(%transposed_48, %collapsed_35 : tensor<16x32xf32>, tensor<32x8xf32>) outs(%188 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %190 = tensor.empty() : tensor<1x16xf32>
    %191 = linalg.fill ins(%cst : f32) outs(%190 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_47 : tensor<32x16xf32>) outs(%191 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<1x16xf32>
    %collapsed_49 = tensor.collapse_shape %192 [[0, 1]] {zero.grad_of = 23 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_50 = tensor.expand_shape %186 [[0, 1], [2]] output_shape [2, 16, 8] : tensor<32x8xf32> into tensor<2x16x8xf32>
    %193 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_15 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %194 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %expanded_33 : tensor<2x16x8xf32>, tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %195 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_17 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %196 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.exp %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %197 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_11 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x16x8xf32>
    %198 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %197 : tensor<2x16x8xf32>, tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %198 : tensor<2x16x8xf32>, tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %200 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %199 : tensor<2x16x8xf32>, tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %collapsed_51 = tensor.collapse_shape %200 [[0, 1], [2]] : tensor<2x16x8xf32> into tensor<32x8xf32>
    %201 = linalg.matmul ins(%collapsed_51, %arg20 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%3 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %202 = tensor.empty() : tensor<8x32xf32>
    %transposed_52 = linalg.transpose ins(%collapsed_51 : tensor<32x8xf32>) outs(%202 : tensor<8x32xf32>) permutation = [1, 0] 
    %203 = linalg.fill ins(%cst : f32) outs(%53 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %204 = linalg.matmul {zero.grad_of = 20 : i64} ins(%transposed_52, %collapsed_32 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%203 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %205 = tensor.empty() : tensor<1x8xf32>
    %206 = linalg.fill ins(%cst : f32) outs(%205 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_51 : tensor<32x8xf32>) outs(%206 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<1x8xf32>
    %collapsed_53 = tensor.collapse_shape %207 [[0, 1]] {zero.grad_of = 21 : i64} : tensor<1x8xf32> into tensor<8xf32>
    %expanded_54 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [2, 16, 16] : tensor<32x16xf32> into tensor<2x16x16xf32>
    %208 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %arg24 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %209 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %210 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%208 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %211 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %85 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %212 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%211 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %213 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %212 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %214 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %210 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %215 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %213 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %216 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %217 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %215 : tensor<2x16x1xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %218 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %85 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %219 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%218 : tensor<2x16x16xf32>) outs(%183 : tensor<16xf32>) attrs =  {zero.grad_of = 24 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %220 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_54 : tensor<2x16x16xf32>) outs(%183 : tensor<16xf32>) attrs =  {zero.grad_of = 25 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %221 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %217 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %222 = linalg.fill ins(%cst : f32) outs(%21 : tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %223 = linalg.generic {indexing_maps = [#map13, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%221, %arg16 : tensor<2x16x16xf32>, tensor<16x64x1xf32>) outs(%222 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      %749 = arith.addf %748, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x64x16xf32>
    %224 = tensor.empty() : tensor<16x64x1xf32>
    %225 = linalg.fill ins(%cst : f32) outs(%224 : tensor<16x64x1xf32>) -> tensor<16x64x1xf32>
    %226 = linalg.generic {indexing_maps = [#map16, #map17, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%74, %221 : tensor<2x64x16xf32>, tensor<2x16x16xf32>) outs(%225 : tensor<16x64x1xf32>) attrs =  {zero.grad_of = 16 : i64} {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      %749 = arith.addf %748, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x64x1xf32>
    %227 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel", "reduction"]} ins(%221 : tensor<2x16x16xf32>) outs(%183 : tensor<16xf32>) attrs =  {zero.grad_of = 17 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %228 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_15 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %229 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %69 : tensor<2x64x16xf32>, tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %230 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_17 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %231 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.exp %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %232 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_11 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x64x16xf32>
    %233 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %232 : tensor<2x64x16xf32>, tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %234 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %233 : tensor<2x64x16xf32>, tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %235 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %234 : tensor<2x64x16xf32>, tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %236 = linalg.fill ins(%cst : f32) outs(%11 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %237 = linalg.generic {indexing_maps = [#map13, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%235, %arg14 : tensor<2x64x16xf32>, tensor<64x16x1xf32>) outs(%236 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      %749 = arith.addf %748, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x16x16xf32>
    %238 = tensor.empty() : tensor<64x16x1xf32>
    %239 = linalg.fill ins(%cst : f32) outs(%238 : tensor<64x16x1xf32>) -> tensor<64x16x1xf32>
    %240 = linalg.generic {indexing_maps = [#map16, #map17, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%68, %235 : tensor<2x16x16xf32>, tensor<2x64x16xf32>) outs(%239 : tensor<64x16x1xf32>) attrs =  {zero.grad_of = 14 : i64} {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      %749 = arith.addf %748, %out : f32
      linalg.yield %749 : f32
    } -> tensor<64x16x1xf32>
    %241 = tensor.empty() : tensor<64xf32>
    %242 = linalg.fill ins(%cst : f32) outs(%241 : tensor<64xf32>) -> tensor<64xf32>
    %243 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel", "reduction"]} ins(%235 : tensor<2x64x16xf32>) outs(%242 : tensor<64xf32>) attrs =  {zero.grad_of = 15 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %244 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %arg18 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %246 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%244 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %247 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %66 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %248 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%247 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %249 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %248 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %250 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %246 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %251 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %249 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %252 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %253 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %251 : tensor<2x16x1xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %254 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %66 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %255 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%254 : tensor<2x16x16xf32>) outs(%183 : tensor<16xf32>) attrs =  {zero.grad_of = 18 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %256 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%237 : tensor<2x16x16xf32>) outs(%183 : tensor<16xf32>) attrs =  {zero.grad_of = 19 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %257 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %253 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %collapsed_55 = tensor.collapse_shape %257 [[0, 1], [2]] : tensor<2x16x16xf32> into tensor<32x16xf32>
    %258 = linalg.matmul ins(%collapsed_55, %arg10 : tensor<32x16xf32>, tensor<16x8xf32>) outs(%43 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %transposed_56 = linalg.transpose ins(%collapsed_55 : tensor<32x16xf32>) outs(%187 : tensor<16x32xf32>) permutation = [1, 0] 
    %259 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_56, %collapsed_27 : tensor<16x32xf32>, tensor<32x8xf32>) outs(%188 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_55 : tensor<32x16xf32>) outs(%191 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<1x16xf32>
    %collapsed_57 = tensor.collapse_shape %260 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_58 = tensor.expand_shape %258 [[0, 1], [2]] output_shape [2, 16, 8] : tensor<32x8xf32> into tensor<2x16x8xf32>
    %261 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_15 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %262 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25, %expanded_25 : tensor<2x16x8xf32>, tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %263 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_17 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %264 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.exp %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %265 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_11 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x16x8xf32>
    %266 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25, %265 : tensor<2x16x8xf32>, tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %267 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %266 : tensor<2x16x8xf32>, tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %268 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %267 : tensor<2x16x8xf32>, tensor<2x16x8xf32>) outs(%47 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x8xf32>
    %collapsed_59 = tensor.collapse_shape %268 [[0, 1], [2]] : tensor<2x16x8xf32> into tensor<32x8xf32>
    %269 = linalg.matmul ins(%collapsed_59, %arg8 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%3 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %transposed_60 = linalg.transpose ins(%collapsed_59 : tensor<32x8xf32>) outs(%202 : tensor<8x32xf32>) permutation = [1, 0] 
    %270 = linalg.matmul {zero.grad_of = 8 : i64} ins(%transposed_60, %collapsed_24 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%203 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_59 : tensor<32x8xf32>) outs(%206 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<1x8xf32>
    %collapsed_61 = tensor.collapse_shape %271 [[0, 1]] {zero.grad_of = 9 : i64} : tensor<1x8xf32> into tensor<8xf32>
    %expanded_62 = tensor.expand_shape %269 [[0, 1], [2]] output_shape [2, 16, 16] : tensor<32x16xf32> into tensor<2x16x16xf32>
    %272 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %arg12 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %273 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %274 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%272 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %275 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %38 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %276 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%275 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %277 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %276 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %274 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %279 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %277 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %280 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %279 : tensor<2x16x1xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %282 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %38 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %283 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%282 : tensor<2x16x16xf32>) outs(%183 : tensor<16xf32>) attrs =  {zero.grad_of = 12 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %284 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_62 : tensor<2x16x16xf32>) outs(%183 : tensor<16xf32>) attrs =  {zero.grad_of = 13 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %285 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %281 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %286 = linalg.generic {indexing_maps = [#map13, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%285, %arg4 : tensor<2x16x16xf32>, tensor<16x64x1xf32>) outs(%222 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      %749 = arith.addf %748, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x64x16xf32>
    %287 = linalg.generic {indexing_maps = [#map16, #map17, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%27, %285 : tensor<2x64x16xf32>, tensor<2x16x16xf32>) outs(%225 : tensor<16x64x1xf32>) attrs =  {zero.grad_of = 4 : i64} {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      %749 = arith.addf %748, %out : f32
      linalg.yield %749 : f32
    } -> tensor<16x64x1xf32>
    %288 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel", "reduction"]} ins(%285 : tensor<2x16x16xf32>) outs(%183 : tensor<16xf32>) attrs =  {zero.grad_of = 5 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %289 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_15 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %22 : tensor<2x64x16xf32>, tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_17 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %292 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.exp %in : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_11 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<2x64x16xf32>
    %294 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %293 : tensor<2x64x16xf32>, tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %295 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %294 : tensor<2x64x16xf32>, tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %296 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %295 : tensor<2x64x16xf32>, tensor<2x64x16xf32>) outs(%21 : tensor<2x64x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x64x16xf32>
    %297 = linalg.generic {indexing_maps = [#map13, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%296, %arg2 : tensor<2x64x16xf32>, tensor<64x16x1xf32>) outs(%236 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      %749 = arith.addf %748, %out : f32
      linalg.yield %749 : f32
    } -> tensor<2x16x16xf32>
    %298 = linalg.generic {indexing_maps = [#map16, #map17, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%20, %296 : tensor<2x16x16xf32>, tensor<2x64x16xf32>) outs(%239 : tensor<64x16x1xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      %749 = arith.addf %748, %out : f32
      linalg.yield %749 : f32
    } -> tensor<64x16x1xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel", "reduction"]} ins(%296 : tensor<2x64x16xf32>) outs(%242 : tensor<64xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %arg6 : tensor<2x16x16xf32>, tensor<16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %301 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.mulf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%300 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %303 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %18 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %304 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%303 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %305 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %304 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %302 : tensor<2x16x16xf32>, tensor<2x16x1xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %307 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %305 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x16x1xf32>) outs(%7 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.divf %in, %cst_14 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x1xf32>
    %309 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %307 : tensor<2x16x1xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %310 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %18 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %311 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%310 : tensor<2x16x16xf32>) outs(%183 : tensor<16xf32>) attrs =  {zero.grad_of = 6 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %312 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "reduction", "parallel"]} ins(%297 : tensor<2x16x16xf32>) outs(%183 : tensor<16xf32>) attrs =  {zero.grad_of = 7 : i64} {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %313 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %309 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%11 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<2x16x16xf32>
    %collapsed_63 = tensor.collapse_shape %313 [[0, 1], [2]] : tensor<2x16x16xf32> into tensor<32x16xf32>
    %transposed_64 = linalg.transpose ins(%collapsed_63 : tensor<32x16xf32>) outs(%187 : tensor<16x32xf32>) permutation = [1, 0] 
    %314 = tensor.empty() : tensor<16x48xf32>
    %315 = linalg.fill ins(%cst : f32) outs(%314 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %316 = linalg.matmul {zero.grad_of = 0 : i64} ins(%transposed_64, %collapsed : tensor<16x32xf32>, tensor<32x48xf32>) outs(%315 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["reduction", "parallel"]} ins(%collapsed_63 : tensor<32x16xf32>) outs(%191 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.addf %in, %out : f32
      linalg.yield %748 : f32
    } -> tensor<1x16xf32>
    %collapsed_65 = tensor.collapse_shape %317 [[0, 1]] {zero.grad_of = 1 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %318 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%arg92 : tensor<f32>) outs(%142 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_10 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<f32>
    %319 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%cst_19, %318 : tensor<i64>, tensor<f32>) outs(%142 : tensor<f32>) {
    ^bb0(%in: i64, %in_66: f32, %out: f32):
      %748 = arith.sitofp %in : i64 to f32
      %749 = arith.subf %748, %in_66 : f32
      linalg.yield %749 : f32
    } -> tensor<f32>
    %320 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %319 : tensor<16x48xf32>, tensor<f32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x48xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<16x48xf32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x48xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%316 : tensor<16x48xf32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x48xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%321, %322 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x48xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<16x48xf32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x48xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%316 : tensor<16x48xf32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x48xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%325, %316 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x48xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%324, %326 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x48xf32>
    %328 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%cst_5, %arg93 : tensor<f32>, tensor<f32>) outs(%142 : tensor<f32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = math.powf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<f32>
    %329 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%cst_19, %328 : tensor<i64>, tensor<f32>) outs(%142 : tensor<f32>) {
    ^bb0(%in: i64, %in_66: f32, %out: f32):
      %748 = arith.sitofp %in : i64 to f32
      %749 = arith.subf %748, %in_66 : f32
      linalg.yield %749 : f32
    } -> tensor<f32>
    %330 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%cst_4, %arg93 : tensor<f32>, tensor<f32>) outs(%142 : tensor<f32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = math.powf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<f32>
    %331 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%cst_19, %330 : tensor<i64>, tensor<f32>) outs(%142 : tensor<f32>) {
    ^bb0(%in: i64, %in_66: f32, %out: f32):
      %748 = arith.sitofp %in : i64 to f32
      %749 = arith.subf %748, %in_66 : f32
      linalg.yield %749 : f32
    } -> tensor<f32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%327 : tensor<16x48xf32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16x48xf32>
    %333 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%331 : tensor<f32>) outs(%142 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<f32>
    %334 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%332, %333 : tensor<16x48xf32>, tensor<f32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x48xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%334 : tensor<16x48xf32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x48xf32>
    %336 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%arg92, %329 : tensor<f32>, tensor<f32>) outs(%142 : tensor<f32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<f32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%323, %335 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x48xf32>
    %338 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%336, %337 : tensor<f32>, tensor<16x48xf32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x48xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%320, %338 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%314 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x48xf32>
    %340 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg1, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %341 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg32 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %342 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_65 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %343 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%341, %342 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %344 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg33 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %345 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_65 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %346 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%345, %collapsed_65 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %347 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%344, %346 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %348 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%347 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %349 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%348, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %350 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%349 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %351 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%343, %350 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %352 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %351 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %353 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%340, %352 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %354 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %319 : tensor<64x16x1xf32>, tensor<f32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %355 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg34 : tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64x16x1xf32>
    %356 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64x16x1xf32>
    %357 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355, %356 : tensor<64x16x1xf32>, tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %358 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35 : tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64x16x1xf32>
    %359 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64x16x1xf32>
    %360 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %298 : tensor<64x16x1xf32>, tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %361 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %360 : tensor<64x16x1xf32>, tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %363 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %333 : tensor<64x16x1xf32>, tensor<f32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %364 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64x16x1xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %364 : tensor<64x16x1xf32>, tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %366 = linalg.generic {indexing_maps = [#map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %365 : tensor<f32>, tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %366 : tensor<64x16x1xf32>, tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %368 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg3, %319 : tensor<64xf32>, tensor<f32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %369 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg36 : tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %370 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%299 : tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %371 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%369, %370 : tensor<64xf32>, tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %372 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg37 : tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %373 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%299 : tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %374 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%373, %299 : tensor<64xf32>, tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %375 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%372, %374 : tensor<64xf32>, tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %376 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%375 : tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %377 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%376, %333 : tensor<64xf32>, tensor<f32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %378 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%377 : tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %379 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%371, %378 : tensor<64xf32>, tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %380 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %379 : tensor<f32>, tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %381 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%368, %380 : tensor<64xf32>, tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %382 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %319 : tensor<16x64x1xf32>, tensor<f32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %383 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg38 : tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x64x1xf32>
    %384 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x64x1xf32>
    %385 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %384 : tensor<16x64x1xf32>, tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %386 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg39 : tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x64x1xf32>
    %387 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x64x1xf32>
    %388 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %287 : tensor<16x64x1xf32>, tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %389 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %388 : tensor<16x64x1xf32>, tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389 : tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %391 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %333 : tensor<16x64x1xf32>, tensor<f32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %392 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391 : tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x64x1xf32>
    %393 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %392 : tensor<16x64x1xf32>, tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %394 = linalg.generic {indexing_maps = [#map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %393 : tensor<f32>, tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %394 : tensor<16x64x1xf32>, tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %396 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg5, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %397 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg40 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %398 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%288 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %399 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%397, %398 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %400 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg41 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %401 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%288 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %402 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%401, %288 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %403 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%400, %402 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %404 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%403 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %405 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%404, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %406 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%405 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %407 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%399, %406 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %408 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %407 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %409 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%396, %408 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %410 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg6, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %411 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg42 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %412 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%311 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %413 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%411, %412 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %414 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg43 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %415 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%311 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %416 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%415, %311 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %417 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%414, %416 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %418 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%417 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %419 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%418, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %420 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%419 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %421 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%413, %420 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %422 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %421 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %423 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%410, %422 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %424 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg7, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %425 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg44 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %426 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%312 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %427 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%425, %426 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %428 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg45 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %429 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%312 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %430 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%429, %312 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %431 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%428, %430 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %432 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%431 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %433 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%432, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %434 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%433 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %435 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%427, %434 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %436 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %435 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %437 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%424, %436 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8, %319 : tensor<8x16xf32>, tensor<f32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8x16xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8x16xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%439, %440 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8x16xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8x16xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%443, %270 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%442, %444 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%445 : tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%446, %333 : tensor<8x16xf32>, tensor<f32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%447 : tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8x16xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%441, %448 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %450 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%336, %449 : tensor<f32>, tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%438, %450 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %452 = tensor.empty() : tensor<8xf32>
    %453 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg9, %319 : tensor<8xf32>, tensor<f32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %454 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg48 : tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8xf32>
    %455 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_61 : tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8xf32>
    %456 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%454, %455 : tensor<8xf32>, tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %457 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg49 : tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8xf32>
    %458 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_61 : tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8xf32>
    %459 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%458, %collapsed_61 : tensor<8xf32>, tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %460 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%457, %459 : tensor<8xf32>, tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %461 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%460 : tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %462 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%461, %333 : tensor<8xf32>, tensor<f32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %463 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%462 : tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8xf32>
    %464 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%456, %463 : tensor<8xf32>, tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %465 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %464 : tensor<f32>, tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %466 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%453, %465 : tensor<8xf32>, tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10, %319 : tensor<16x8xf32>, tensor<f32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x8xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%259 : tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x8xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%468, %469 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg51 : tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x8xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%259 : tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x8xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%472, %259 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%471, %473 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%474 : tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%475, %333 : tensor<16x8xf32>, tensor<f32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%476 : tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x8xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%470, %477 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %479 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%336, %478 : tensor<f32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%467, %479 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %481 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg11, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %482 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg52 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %483 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_57 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %484 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%482, %483 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %485 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg53 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %486 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_57 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %487 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%486, %collapsed_57 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %488 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%485, %487 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %489 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%488 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %490 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%489, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %491 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%490 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %492 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%484, %491 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %493 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %492 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %494 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%481, %493 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %495 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg12, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %496 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg54 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %497 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%283 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %498 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%496, %497 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %499 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg55 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %500 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%283 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %501 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%500, %283 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %502 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%499, %501 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %503 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%502 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %504 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%503, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %505 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%504 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %506 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%498, %505 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %507 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %506 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %508 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%495, %507 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %509 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg13, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %510 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg56 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %511 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%284 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %512 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%510, %511 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %513 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg57 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %514 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%284 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %515 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%514, %284 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %516 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%513, %515 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %517 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%516 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %518 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%517, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %519 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%518 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %520 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%512, %519 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %521 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %520 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %522 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%509, %521 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %523 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %319 : tensor<64x16x1xf32>, tensor<f32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %524 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg58 : tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64x16x1xf32>
    %525 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64x16x1xf32>
    %526 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524, %525 : tensor<64x16x1xf32>, tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %527 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg59 : tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64x16x1xf32>
    %528 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64x16x1xf32>
    %529 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528, %240 : tensor<64x16x1xf32>, tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %530 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %529 : tensor<64x16x1xf32>, tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %531 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530 : tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %532 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %333 : tensor<64x16x1xf32>, tensor<f32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %533 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532 : tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64x16x1xf32>
    %534 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526, %533 : tensor<64x16x1xf32>, tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %535 = linalg.generic {indexing_maps = [#map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %534 : tensor<f32>, tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %536 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523, %535 : tensor<64x16x1xf32>, tensor<64x16x1xf32>) outs(%238 : tensor<64x16x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64x16x1xf32>
    %537 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg15, %319 : tensor<64xf32>, tensor<f32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %538 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg60 : tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %539 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%243 : tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %540 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%538, %539 : tensor<64xf32>, tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %541 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg61 : tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %542 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%243 : tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %543 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%542, %243 : tensor<64xf32>, tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %544 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%541, %543 : tensor<64xf32>, tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %545 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%544 : tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %546 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%545, %333 : tensor<64xf32>, tensor<f32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %547 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%546 : tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<64xf32>
    %548 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%540, %547 : tensor<64xf32>, tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %549 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %548 : tensor<f32>, tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %550 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%537, %549 : tensor<64xf32>, tensor<64xf32>) outs(%241 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<64xf32>
    %551 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16, %319 : tensor<16x64x1xf32>, tensor<f32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %552 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg62 : tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x64x1xf32>
    %553 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x64x1xf32>
    %554 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552, %553 : tensor<16x64x1xf32>, tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %555 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg63 : tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x64x1xf32>
    %556 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x64x1xf32>
    %557 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556, %226 : tensor<16x64x1xf32>, tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %558 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555, %557 : tensor<16x64x1xf32>, tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %559 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558 : tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %560 = linalg.generic {indexing_maps = [#map2, #map19, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559, %333 : tensor<16x64x1xf32>, tensor<f32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %561 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560 : tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x64x1xf32>
    %562 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554, %561 : tensor<16x64x1xf32>, tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %563 = linalg.generic {indexing_maps = [#map19, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %562 : tensor<f32>, tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %564 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551, %563 : tensor<16x64x1xf32>, tensor<16x64x1xf32>) outs(%224 : tensor<16x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x64x1xf32>
    %565 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg17, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %566 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg64 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %567 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%227 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %568 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%566, %567 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %569 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg65 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %570 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%227 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %571 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%570, %227 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %572 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%569, %571 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %573 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%572 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %574 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%573, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %575 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%574 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %576 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%568, %575 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %577 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %576 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %578 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%565, %577 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %579 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg18, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %580 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg66 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %581 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%255 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %582 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%580, %581 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %583 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg67 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %584 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%255 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %585 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%584, %255 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %586 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%583, %585 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %587 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%586 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %588 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%587, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %589 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%588 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %590 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%582, %589 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %591 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %590 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %592 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%579, %591 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %593 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg19, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %594 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg68 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %595 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%256 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %596 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%594, %595 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %597 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg69 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %598 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%256 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %599 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%598, %256 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %600 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%597, %599 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %601 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%600 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %602 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%601, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %603 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%602 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %604 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%596, %603 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %605 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %604 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %606 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%593, %605 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg20, %319 : tensor<8x16xf32>, tensor<f32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8x16xf32>
    %609 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%204 : tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8x16xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%608, %609 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %611 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg71 : tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8x16xf32>
    %612 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%204 : tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8x16xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%612, %204 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%611, %613 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%614 : tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%615, %333 : tensor<8x16xf32>, tensor<f32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%616 : tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8x16xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%610, %617 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %619 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%336, %618 : tensor<f32>, tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%607, %619 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%53 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8x16xf32>
    %621 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg21, %319 : tensor<8xf32>, tensor<f32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %622 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg72 : tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8xf32>
    %623 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_53 : tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8xf32>
    %624 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%622, %623 : tensor<8xf32>, tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %625 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg73 : tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8xf32>
    %626 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_53 : tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8xf32>
    %627 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%626, %collapsed_53 : tensor<8xf32>, tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %628 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%625, %627 : tensor<8xf32>, tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %629 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%628 : tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %630 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%629, %333 : tensor<8xf32>, tensor<f32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %631 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%630 : tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<8xf32>
    %632 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%624, %631 : tensor<8xf32>, tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %633 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %632 : tensor<f32>, tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %634 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%621, %633 : tensor<8xf32>, tensor<8xf32>) outs(%452 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<8xf32>
    %635 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg22, %319 : tensor<16x8xf32>, tensor<f32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x8xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x8xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%636, %637 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %639 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg75 : tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x8xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x8xf32>
    %641 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%640, %189 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %642 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%639, %641 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %643 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%642 : tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %644 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%643, %333 : tensor<16x8xf32>, tensor<f32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %645 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%644 : tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16x8xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%638, %645 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %647 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%336, %646 : tensor<f32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %648 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%635, %647 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16x8xf32>
    %649 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg23, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %650 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg76 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %651 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_49 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %652 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%650, %651 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %653 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg77 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %654 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_49 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %655 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%654, %collapsed_49 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %656 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%653, %655 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %657 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%656 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %658 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%657, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %659 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%658 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %660 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%652, %659 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %661 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %660 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %662 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%649, %661 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %663 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg24, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %664 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg78 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %665 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%219 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %666 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%664, %665 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %667 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg79 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %668 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%219 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %669 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%668, %219 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %670 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%667, %669 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %671 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%670 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %672 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%671, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %673 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%672 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %674 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%666, %673 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %675 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %674 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %676 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%663, %675 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %677 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg25, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %678 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg80 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %679 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%220 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %680 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%678, %679 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %681 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg81 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %682 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%220 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %683 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%682, %220 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %684 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%681, %683 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %685 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%684 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %686 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%685, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %687 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%686 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %688 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%680, %687 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %689 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %688 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %690 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%677, %689 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %691 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg26, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %692 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg82 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %693 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%184 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %694 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%692, %693 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %695 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg83 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %696 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%184 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %697 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%696, %184 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %698 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%695, %697 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %699 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%698 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %700 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%699, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %701 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%700 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %702 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%694, %701 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %703 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %702 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %704 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%691, %703 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %705 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg27, %319 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %706 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg84 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %707 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%185 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %708 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%706, %707 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %709 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg85 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %710 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%185 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %711 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%710, %185 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %712 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%709, %711 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %713 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%712 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %714 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%713, %333 : tensor<16xf32>, tensor<f32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %715 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%714 : tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<16xf32>
    %716 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%708, %715 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %717 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %716 : tensor<f32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %718 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%705, %717 : tensor<16xf32>, tensor<16xf32>) outs(%182 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<16xf32>
    %719 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg28, %319 : tensor<10x16xf32>, tensor<f32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10x16xf32>
    %720 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<10x16xf32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<10x16xf32>
    %721 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%165 : tensor<10x16xf32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<10x16xf32>
    %722 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%720, %721 : tensor<10x16xf32>, tensor<10x16xf32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10x16xf32>
    %723 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg87 : tensor<10x16xf32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<10x16xf32>
    %724 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%165 : tensor<10x16xf32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<10x16xf32>
    %725 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%724, %165 : tensor<10x16xf32>, tensor<10x16xf32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10x16xf32>
    %726 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%723, %725 : tensor<10x16xf32>, tensor<10x16xf32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10x16xf32>
    %727 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%726 : tensor<10x16xf32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<10x16xf32>
    %728 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel"]} ins(%727, %333 : tensor<10x16xf32>, tensor<f32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10x16xf32>
    %729 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%728 : tensor<10x16xf32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<10x16xf32>
    %730 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%722, %729 : tensor<10x16xf32>, tensor<10x16xf32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10x16xf32>
    %731 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%336, %730 : tensor<f32>, tensor<10x16xf32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10x16xf32>
    %732 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%719, %731 : tensor<10x16xf32>, tensor<10x16xf32>) outs(%163 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10x16xf32>
    %733 = tensor.empty() : tensor<10xf32>
    %734 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%arg29, %319 : tensor<10xf32>, tensor<f32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10xf32>
    %735 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg88 : tensor<10xf32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_9 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<10xf32>
    %736 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_45 : tensor<10xf32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_8 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<10xf32>
    %737 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%735, %736 : tensor<10xf32>, tensor<10xf32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10xf32>
    %738 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg89 : tensor<10xf32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_7 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<10xf32>
    %739 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_45 : tensor<10xf32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_6 : f64 to f32
      %749 = arith.mulf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<10xf32>
    %740 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%739, %collapsed_45 : tensor<10xf32>, tensor<10xf32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10xf32>
    %741 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%738, %740 : tensor<10xf32>, tensor<10xf32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.addf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10xf32>
    %742 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%741 : tensor<10xf32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = math.sqrt %in : f32
      linalg.yield %748 : f32
    } -> tensor<10xf32>
    %743 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel"]} ins(%742, %333 : tensor<10xf32>, tensor<f32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10xf32>
    %744 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%743 : tensor<10xf32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %748 = arith.truncf %cst_3 : f64 to f32
      %749 = arith.addf %in, %748 : f32
      linalg.yield %749 : f32
    } -> tensor<10xf32>
    %745 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%737, %744 : tensor<10xf32>, tensor<10xf32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.divf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10xf32>
    %746 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel"]} ins(%336, %745 : tensor<f32>, tensor<10xf32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.mulf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10xf32>
    %747 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%734, %746 : tensor<10xf32>, tensor<10xf32>) outs(%733 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %748 = arith.subf %in, %in_66 : f32
      linalg.yield %748 : f32
    } -> tensor<10xf32>
    return %146, %339, %353, %367, %381, %395, %409, %423, %437, %451, %466, %480, %494, %508, %522, %536, %550, %564, %578, %592, %606, %620, %634, %648, %662, %676, %690, %704, %718, %732, %747, %323, %327, %343, %347, %357, %361, %371, %375, %385, %389, %399, %403, %413, %417, %427, %431, %441, %445, %456, %460, %470, %474, %484, %488, %498, %502, %512, %516, %526, %530, %540, %544, %554, %558, %568, %572, %582, %586, %596, %600, %610, %614, %624, %628, %638, %642, %652, %656, %666, %670, %680, %684, %694, %698, %708, %712, %722, %726, %737, %741 : tensor<f32>, tensor<16x48xf32>, tensor<16xf32>, tensor<64x16x1xf32>, tensor<64xf32>, tensor<16x64x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1xf32>, tensor<64xf32>, tensor<16x64x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<16x48xf32>, tensor<16x48xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1xf32>, tensor<64x16x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1xf32>, tensor<16x64x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16x1xf32>, tensor<64x16x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64x1xf32>, tensor<16x64x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<10xf32>
  }
}
