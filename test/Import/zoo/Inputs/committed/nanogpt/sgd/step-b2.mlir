// zero-import-torch: nanogpt.py, micro-batch 2, sgd (torch 2.15.0, torch-mlir); argument names in names.json
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
  func.func @train_step(%arg0: tensor<32x16xf32> {zero.role = "param"}, %arg1: tensor<8x16xf32> {zero.role = "param"}, %arg2: tensor<16xf32> {zero.role = "param"}, %arg3: tensor<16xf32> {zero.role = "param"}, %arg4: tensor<48x16xf32> {zero.role = "param"}, %arg5: tensor<48xf32> {zero.role = "param"}, %arg6: tensor<16x16xf32> {zero.role = "param"}, %arg7: tensor<16xf32> {zero.role = "param"}, %arg8: tensor<16xf32> {zero.role = "param"}, %arg9: tensor<16xf32> {zero.role = "param"}, %arg10: tensor<64x16xf32> {zero.role = "param"}, %arg11: tensor<64xf32> {zero.role = "param"}, %arg12: tensor<16x64xf32> {zero.role = "param"}, %arg13: tensor<16xf32> {zero.role = "param"}, %arg14: tensor<16xf32> {zero.role = "param"}, %arg15: tensor<16xf32> {zero.role = "param"}, %arg16: tensor<48x16xf32> {zero.role = "param"}, %arg17: tensor<48xf32> {zero.role = "param"}, %arg18: tensor<16x16xf32> {zero.role = "param"}, %arg19: tensor<16xf32> {zero.role = "param"}, %arg20: tensor<16xf32> {zero.role = "param"}, %arg21: tensor<16xf32> {zero.role = "param"}, %arg22: tensor<64x16xf32> {zero.role = "param"}, %arg23: tensor<64xf32> {zero.role = "param"}, %arg24: tensor<16x64xf32> {zero.role = "param"}, %arg25: tensor<16xf32> {zero.role = "param"}, %arg26: tensor<16xf32> {zero.role = "param"}, %arg27: tensor<16xf32> {zero.role = "param"}, %arg28: tensor<32x16xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg29: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg30: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg31: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg32: tensor<48x16xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg33: tensor<48xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg34: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg35: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg36: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg37: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg38: tensor<64x16xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg39: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg40: tensor<16x64xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg41: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg42: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg43: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg44: tensor<48x16xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg45: tensor<48xf32> {zero.role = "opt_state", zero.state_of = 17 : i64}, %arg46: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 18 : i64}, %arg47: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 19 : i64}, %arg48: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 20 : i64}, %arg49: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 21 : i64}, %arg50: tensor<64x16xf32> {zero.role = "opt_state", zero.state_of = 22 : i64}, %arg51: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 23 : i64}, %arg52: tensor<16x64xf32> {zero.role = "opt_state", zero.state_of = 24 : i64}, %arg53: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 25 : i64}, %arg54: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 26 : i64}, %arg55: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 27 : i64}, %arg56: tensor<2x8xi64> {zero.range = array<i64: 0, 32>, zero.role = "batch"}, %arg57: tensor<2x8xi64> {zero.range = array<i64: 0, 32>, zero.range_ignore = -1 : i64, zero.role = "batch"}, %arg58: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<32x16xf32> {zero.updates = 0 : i64}, tensor<8x16xf32> {zero.updates = 1 : i64}, tensor<16xf32> {zero.updates = 2 : i64}, tensor<16xf32> {zero.updates = 3 : i64}, tensor<48x16xf32> {zero.updates = 4 : i64}, tensor<48xf32> {zero.updates = 5 : i64}, tensor<16x16xf32> {zero.updates = 6 : i64}, tensor<16xf32> {zero.updates = 7 : i64}, tensor<16xf32> {zero.updates = 8 : i64}, tensor<16xf32> {zero.updates = 9 : i64}, tensor<64x16xf32> {zero.updates = 10 : i64}, tensor<64xf32> {zero.updates = 11 : i64}, tensor<16x64xf32> {zero.updates = 12 : i64}, tensor<16xf32> {zero.updates = 13 : i64}, tensor<16xf32> {zero.updates = 14 : i64}, tensor<16xf32> {zero.updates = 15 : i64}, tensor<48x16xf32> {zero.updates = 16 : i64}, tensor<48xf32> {zero.updates = 17 : i64}, tensor<16x16xf32> {zero.updates = 18 : i64}, tensor<16xf32> {zero.updates = 19 : i64}, tensor<16xf32> {zero.updates = 20 : i64}, tensor<16xf32> {zero.updates = 21 : i64}, tensor<64x16xf32> {zero.updates = 22 : i64}, tensor<64xf32> {zero.updates = 23 : i64}, tensor<16x64xf32> {zero.updates = 24 : i64}, tensor<16xf32> {zero.updates = 25 : i64}, tensor<16xf32> {zero.updates = 26 : i64}, tensor<16xf32> {zero.updates = 27 : i64}, tensor<32x16xf32> {zero.updates = 28 : i64}, tensor<8x16xf32> {zero.updates = 29 : i64}, tensor<16xf32> {zero.updates = 30 : i64}, tensor<16xf32> {zero.updates = 31 : i64}, tensor<48x16xf32> {zero.updates = 32 : i64}, tensor<48xf32> {zero.updates = 33 : i64}, tensor<16x16xf32> {zero.updates = 34 : i64}, tensor<16xf32> {zero.updates = 35 : i64}, tensor<16xf32> {zero.updates = 36 : i64}, tensor<16xf32> {zero.updates = 37 : i64}, tensor<64x16xf32> {zero.updates = 38 : i64}, tensor<64xf32> {zero.updates = 39 : i64}, tensor<16x64xf32> {zero.updates = 40 : i64}, tensor<16xf32> {zero.updates = 41 : i64}, tensor<16xf32> {zero.updates = 42 : i64}, tensor<16xf32> {zero.updates = 43 : i64}, tensor<48x16xf32> {zero.updates = 44 : i64}, tensor<48xf32> {zero.updates = 45 : i64}, tensor<16x16xf32> {zero.updates = 46 : i64}, tensor<16xf32> {zero.updates = 47 : i64}, tensor<16xf32> {zero.updates = 48 : i64}, tensor<16xf32> {zero.updates = 49 : i64}, tensor<64x16xf32> {zero.updates = 50 : i64}, tensor<64xf32> {zero.updates = 51 : i64}, tensor<16x64xf32> {zero.updates = 52 : i64}, tensor<16xf32> {zero.updates = 53 : i64}, tensor<16xf32> {zero.updates = 54 : i64}, tensor<16xf32> {zero.updates = 55 : i64}) {
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
    %cst_6 = arith.constant 9.000000e-01 : f64
    %cst_7 = arith.constant 0.3989422804014327 : f64
    %cst_8 = arith.constant 0.70710678118654757 : f64
    %cst_9 = arith.constant 0xFFF0000000000000 : f64
    %cst_10 = arith.constant 0.59460355750136051 : f64
    %cst_11 = arith.constant 1.000000e-05 : f64
    %cst_12 = arith.constant 1.600000e+01 : f32
    %cst_13 = arith.constant 5.000000e-01 : f32
    %cst_14 = arith.constant 1.000000e+00 : f32
    %cst_15 = arith.constant -5.000000e-01 : f32
    %cst_16 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %467 = linalg.index 0 : index
      %468 = arith.index_cast %467 : index to i64
      linalg.yield %468 : i64
    } -> tensor<8xi64>
    %2 = tensor.empty() : tensor<2x8x16xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg56 : tensor<2x8xi64>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %467 = arith.index_cast %in : i64 to index
      %468 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%467, %468] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %4 = tensor.empty() : tensor<8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8xi64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %467 = arith.index_cast %in : i64 to index
      %468 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%467, %468] : tensor<8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %5 : tensor<2x8x16xf32>, tensor<8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %7 = tensor.empty() : tensor<2x8x1xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_11 : f64 to f32
      %468 = arith.addf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.rsqrt %in : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %16 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %arg3 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
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
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x48xf32>
    %expanded = tensor.expand_shape %24 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_17 = tensor.extract_slice %expanded[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_18 = tensor.extract_slice %expanded[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_19 = tensor.expand_shape %extracted_slice_17 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_20 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %25 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %extracted_slice_18 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %26 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_10 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x2x8x8xf32>
    %expanded_24 = tensor.expand_shape %1 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_25 = tensor.expand_shape %1 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %27 = tensor.empty() : tensor<8x8xi64>
    %28 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_24, %expanded_25 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%27 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_156: i64, %out: i64):
      %467 = arith.subi %in, %in_156 : i64
      linalg.yield %467 : i64
    } -> tensor<8x8xi64>
    %29 = tensor.empty() : tensor<8x8xi1>
    %30 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<8x8xi64>) outs(%29 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %467 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %467 : i1
    } -> tensor<8x8xi1>
    %31 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_5 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%29 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_156: i1, %out: i1):
      %467 = arith.andi %in, %in_156 : i1
      linalg.yield %467 : i1
    } -> tensor<8x8xi1>
    %32 = tensor.empty() : tensor<8x8xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map12, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_3, %cst_4 : tensor<8x8xi1>, tensor<f32>, tensor<f32>) outs(%32 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_156: f32, %in_157: f32, %out: f32):
      %467 = arith.select %in, %in_156, %in_157 : f32
      linalg.yield %467 : f32
    } -> tensor<8x8xf32>
    %transposed_26 = linalg.transpose ins(%expanded_19 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %34 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_26 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_10 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_27 = tensor.collapse_shape %26 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_28 = tensor.collapse_shape %34 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %35 = tensor.empty() : tensor<4x8x8xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %37 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_29 = tensor.expand_shape %37 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %38 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29, %33 : tensor<2x2x8x8xf32>, tensor<8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %39 = tensor.empty() : tensor<2x2x8xi64>
    %40 = linalg.fill ins(%c0_i64 : i64) outs(%39 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %41 = tensor.empty() : tensor<2x2x8xf32>
    %42 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %43:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<2x2x8x8xf32>) outs(%42, %40 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_156: i64):
      %467 = linalg.index 3 : index
      %468 = arith.index_cast %467 : index to i64
      %469 = arith.maximumf %in, %out : f32
      %470 = arith.cmpf ogt, %in, %out : f32
      %471 = arith.select %470, %468, %out_156 : i64
      linalg.yield %469, %471 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_30 = tensor.expand_shape %43#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_30 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.exp %in : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %46 = tensor.empty() : tensor<2x2x8x1xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.divf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %50 = tensor.empty() : tensor<2x2x8x8xi1>
    %51 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x2x8x8xf32>) outs(%50 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %467 = arith.extf %in : f32 to f64
      %468 = arith.cmpf oeq, %467, %cst_9 : f64
      linalg.yield %468 : i1
    } -> tensor<2x2x8x8xi1>
    %52 = tensor.empty() : tensor<2x2x8x1xi1>
    %53 = linalg.fill ins(%true : i1) outs(%52 : tensor<2x2x8x1xi1>) -> tensor<2x2x8x1xi1>
    %54 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x2x8x8xi1>) outs(%53 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %467 = arith.andi %in, %out : i1
      linalg.yield %467 : i1
    } -> tensor<2x2x8x1xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %cst_2, %49 : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_156: f32, %in_157: f32, %out: f32):
      %467 = arith.select %in, %in_156, %in_157 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_31 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %56 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_33 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %57 = tensor.empty() : tensor<2x8x2x8xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %58 = tensor.empty() : tensor<16x16xf32>
    %transposed_35 = linalg.transpose ins(%arg6 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_36 = tensor.collapse_shape %transposed_34 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %60 = linalg.matmul ins(%collapsed_36, %transposed_35 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x16xf32>
    %expanded_37 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_37 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %64 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %65 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %66 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_11 : f64 to f32
      %468 = arith.addf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.rsqrt %in : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %71 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %arg9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %75 = tensor.empty() : tensor<16x64xf32>
    %transposed_38 = linalg.transpose ins(%arg10 : tensor<64x16xf32>) outs(%75 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %74 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %77 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %78 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %79 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%77, %78 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x64xf32>
    %expanded_40 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %80 = tensor.empty() : tensor<2x8x64xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.mulf %in, %cst_13 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_8 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x8x64xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.erf %in : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %84 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %cst_14 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %84 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %86 = tensor.empty() : tensor<64x16xf32>
    %transposed_41 = linalg.transpose ins(%arg12 : tensor<16x64xf32>) outs(%86 : tensor<64x16xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %87 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %88 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %89 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%87, %88 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x16xf32>
    %expanded_43 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %expanded_43 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%90 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %92 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %94 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %93 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %96 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_11 : f64 to f32
      %468 = arith.addf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.rsqrt %in : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %98 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %100 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %arg15 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %transposed_44 = linalg.transpose ins(%arg16 : tensor<48x16xf32>) outs(%20 : tensor<16x48xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %101 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %102 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%21 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %103 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<48xf32>) outs(%20 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %104 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%102, %103 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%20 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x48xf32>
    %expanded_46 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice_47 = tensor.extract_slice %expanded_46[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_48 = tensor.extract_slice %expanded_46[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_49 = tensor.extract_slice %expanded_46[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_50 = tensor.expand_shape %extracted_slice_48 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_51 = tensor.expand_shape %extracted_slice_47 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_53 = tensor.expand_shape %extracted_slice_49 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %105 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_52 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_10 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_55 = linalg.transpose ins(%expanded_50 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %106 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_55 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_10 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_56 = tensor.collapse_shape %105 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_57 = tensor.collapse_shape %106 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %107 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_58 = tensor.expand_shape %107 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_58, %33 : tensor<2x2x8x8xf32>, tensor<8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %109:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%108 : tensor<2x2x8x8xf32>) outs(%42, %40 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_156: i64):
      %467 = linalg.index 3 : index
      %468 = arith.index_cast %467 : index to i64
      %469 = arith.maximumf %in, %out : f32
      %470 = arith.cmpf ogt, %in, %out : f32
      %471 = arith.select %470, %468, %out_156 : i64
      linalg.yield %469, %471 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_59 = tensor.expand_shape %109#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_59 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.exp %in : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%111 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %112 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.divf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<2x2x8x8xf32>) outs(%50 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %467 = arith.extf %in : f32 to f64
      %468 = arith.cmpf oeq, %467, %cst_9 : f64
      linalg.yield %468 : i1
    } -> tensor<2x2x8x8xi1>
    %115 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%114 : tensor<2x2x8x8xi1>) outs(%53 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %467 = arith.andi %in, %out : i1
      linalg.yield %467 : i1
    } -> tensor<2x2x8x1xi1>
    %116 = linalg.generic {indexing_maps = [#map15, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %cst_2, %113 : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_156: f32, %in_157: f32, %out: f32):
      %467 = arith.select %in, %in_156, %in_157 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_60 = tensor.collapse_shape %116 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_61 = tensor.collapse_shape %transposed_54 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %117 = linalg.batch_matmul ins(%collapsed_60, %collapsed_61 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_62 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_64 = linalg.transpose ins(%arg18 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_65 = tensor.collapse_shape %transposed_63 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %118 = linalg.matmul ins(%collapsed_65, %transposed_64 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %119 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %120 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%118, %119 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x16xf32>
    %expanded_66 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %121 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_66 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %122 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%121 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %123 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %124 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_11 : f64 to f32
      %468 = arith.addf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.rsqrt %in : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %129 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %131 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %arg20 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %132 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %arg21 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %transposed_67 = linalg.transpose ins(%arg22 : tensor<64x16xf32>) outs(%75 : tensor<16x64xf32>) permutation = [1, 0] 
    %collapsed_68 = tensor.collapse_shape %132 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %133 = linalg.matmul ins(%collapsed_68, %transposed_67 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %134 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%133, %134 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x64xf32>
    %expanded_69 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.mulf %in, %cst_13 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_8 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x8x64xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.erf %in : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %cst_14 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %139 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %transposed_70 = linalg.transpose ins(%arg24 : tensor<16x64xf32>) outs(%86 : tensor<64x16xf32>) permutation = [1, 0] 
    %collapsed_71 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %141 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %142 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%141, %142 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x16xf32>
    %expanded_72 = tensor.expand_shape %143 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %expanded_72 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %145 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%144 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %147 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %146 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %148 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %147 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %149 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_11 : f64 to f32
      %468 = arith.addf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.rsqrt %in : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %152 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %154 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %arg26 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %155 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %arg27 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %156 = tensor.empty() : tensor<16x32xf32>
    %transposed_73 = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%156 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_74 = tensor.collapse_shape %155 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %157 = linalg.fill ins(%cst : f32) outs(%156 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %158 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%157 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %collapsed_75 = tensor.collapse_shape %arg57 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %159 = tensor.empty() : tensor<16xi64>
    %160 = linalg.fill ins(%c0_i64 : i64) outs(%159 : tensor<16xi64>) -> tensor<16xi64>
    %161 = tensor.empty() : tensor<16xf32>
    %162 = linalg.fill ins(%cst_0 : f32) outs(%161 : tensor<16xf32>) -> tensor<16xf32>
    %163:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%158 : tensor<16x32xf32>) outs(%162, %160 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_156: i64):
      %467 = linalg.index 1 : index
      %468 = arith.index_cast %467 : index to i64
      %469 = arith.maximumf %in, %out : f32
      %470 = arith.cmpf ogt, %in, %out : f32
      %471 = arith.select %470, %468, %out_156 : i64
      linalg.yield %469, %471 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_76 = tensor.expand_shape %163#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %164 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%158, %expanded_76 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x32xf32>
    %165 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%164 : tensor<16x32xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.exp %in : f32
      linalg.yield %467 : f32
    } -> tensor<16x32xf32>
    %166 = tensor.empty() : tensor<16x1xf32>
    %167 = linalg.fill ins(%cst : f32) outs(%166 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%165 : tensor<16x32xf32>) outs(%167 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<16x1xf32>
    %169 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%168 : tensor<16x1xf32>) outs(%166 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.log %in : f32
      linalg.yield %467 : f32
    } -> tensor<16x1xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%164, %169 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x32xf32>
    %171 = tensor.empty() : tensor<16xi1>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_75 : tensor<16xi64>) outs(%171 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %467 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %467 : i1
    } -> tensor<16xi1>
    %173 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%172, %collapsed_75, %cst_16 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%159 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_156: i64, %in_157: i64, %out: i64):
      %467 = arith.select %in, %in_156, %in_157 : i64
      linalg.yield %467 : i64
    } -> tensor<16xi64>
    %expanded_77 = tensor.expand_shape %173 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %174 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_77 : tensor<16x1xi64>) outs(%167 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %467 = linalg.index 0 : index
      %468 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %170[%467, %468] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_78 = tensor.collapse_shape %174 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_78 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.negf %in : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%172, %175, %cst_3 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_156: f32, %in_157: f32, %out: f32):
      %467 = arith.select %in, %in_156, %in_157 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %177 = tensor.empty() : tensor<i64>
    %178 = linalg.fill ins(%c0_i64 : i64) outs(%177 : tensor<i64>) -> tensor<i64>
    %179 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%172 : tensor<16xi1>) outs(%178 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %467 = arith.extui %in : i1 to i64
      %468 = arith.addi %467, %out : i64
      linalg.yield %468 : i64
    } -> tensor<i64>
    %180 = tensor.empty() : tensor<f32>
    %181 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%179 : tensor<i64>) outs(%180 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %467 = arith.sitofp %in : i64 to f32
      linalg.yield %467 : f32
    } -> tensor<f32>
    %182 = linalg.fill ins(%cst : f32) outs(%180 : tensor<f32>) -> tensor<f32>
    %183 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%176 : tensor<16xf32>) outs(%182 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<f32>
    %184 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%183, %181 : tensor<f32>, tensor<f32>) outs(%180 : tensor<f32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.divf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<f32>
    %expanded_79 = tensor.expand_shape %collapsed_75 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %185 = tensor.empty() : tensor<32xi64>
    %186 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%185 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %467 = linalg.index 0 : index
      %468 = arith.index_cast %467 : index to i64
      linalg.yield %468 : i64
    } -> tensor<32xi64>
    %187 = tensor.empty() : tensor<16x32xi1>
    %188 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_79, %186 : tensor<16x1xi64>, tensor<32xi64>) outs(%187 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_156: i64, %out: i1):
      %467 = arith.cmpi eq, %in, %in_156 : i64
      linalg.yield %467 : i1
    } -> tensor<16x32xi1>
    %189 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<16x32xi1>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %467 = arith.uitofp %in : i1 to f32
      linalg.yield %467 : f32
    } -> tensor<16x32xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%172 : tensor<16xi1>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %467 = arith.uitofp %in : i1 to f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %expanded_80 = tensor.expand_shape %190 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<16x32xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.negf %in : f32
      linalg.yield %467 : f32
    } -> tensor<16x32xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%191, %expanded_80 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x32xf32>
    %193 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_1, %181 : tensor<f32>, tensor<f32>) outs(%180 : tensor<f32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.divf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<f32>
    %194 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%192, %193 : tensor<16x32xf32>, tensor<f32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x32xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%170 : tensor<16x32xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.exp %in : f32
      linalg.yield %467 : f32
    } -> tensor<16x32xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%194 : tensor<16x32xf32>) outs(%167 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<16x1xf32>
    %197 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%195, %196 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x32xf32>
    %198 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%194, %197 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x32xf32>
    %199 = tensor.empty() : tensor<32x16xf32>
    %transposed_81 = linalg.transpose ins(%198 : tensor<16x32xf32>) outs(%199 : tensor<32x16xf32>) permutation = [1, 0] 
    %200 = linalg.fill ins(%cst : f32) outs(%199 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %201 = linalg.matmul ins(%transposed_81, %collapsed_74 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%200 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %202 = linalg.matmul ins(%198, %arg0 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_82 = tensor.expand_shape %202 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %203 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %arg26 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %204 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.mulf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %205 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %206 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %153 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %207 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%206 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %208 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %207 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %209 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %205 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %210 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %208 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %211 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %212 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %210 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %213 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %153 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %214 = linalg.fill ins(%cst : f32) outs(%161 : tensor<16xf32>) -> tensor<16xf32>
    %215 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%213 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 26 : i64} {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %216 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_82 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 27 : i64} {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %collapsed_83 = tensor.collapse_shape %212 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %217 = linalg.matmul ins(%collapsed_83, %arg24 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_84 = linalg.transpose ins(%collapsed_83 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) permutation = [1, 0] 
    %218 = linalg.matmul {zero.grad_of = 24 : i64} ins(%transposed_84, %collapsed_71 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %219 = tensor.empty() : tensor<1x16xf32>
    %220 = linalg.fill ins(%cst : f32) outs(%219 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_83 : tensor<16x16xf32>) outs(%220 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<1x16xf32>
    %collapsed_85 = tensor.collapse_shape %221 [[0, 1]] {zero.grad_of = 25 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_86 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %222 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.mulf %in, %cst_13 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %223 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %expanded_69 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %224 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.mulf %in, %cst_15 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %225 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.exp %in : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %226 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_7 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x8x64xf32>
    %227 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %226 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %228 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %227 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %229 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %228 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_87 = tensor.collapse_shape %229 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %230 = linalg.matmul ins(%collapsed_87, %arg22 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_88 = linalg.transpose ins(%collapsed_87 : tensor<16x64xf32>) outs(%86 : tensor<64x16xf32>) permutation = [1, 0] 
    %231 = linalg.fill ins(%cst : f32) outs(%86 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %232 = linalg.matmul {zero.grad_of = 22 : i64} ins(%transposed_88, %collapsed_68 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%231 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %233 = tensor.empty() : tensor<1x64xf32>
    %234 = linalg.fill ins(%cst : f32) outs(%233 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %235 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_87 : tensor<16x64xf32>) outs(%234 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<1x64xf32>
    %collapsed_89 = tensor.collapse_shape %235 [[0, 1]] {zero.grad_of = 23 : i64} : tensor<1x64xf32> into tensor<64xf32>
    %expanded_90 = tensor.expand_shape %230 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %236 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %arg20 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %237 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.mulf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %238 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%236 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %239 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %130 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %240 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%239 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %241 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %240 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %242 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %238 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %243 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %241 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %244 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %245 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %243 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %246 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %130 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %247 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%246 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 20 : i64} {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %248 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_90 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 21 : i64} {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %249 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %245 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_91 = tensor.collapse_shape %249 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %250 = linalg.matmul ins(%collapsed_91, %arg18 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_92 = linalg.transpose ins(%collapsed_91 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) permutation = [1, 0] 
    %251 = linalg.matmul {zero.grad_of = 18 : i64} ins(%transposed_92, %collapsed_65 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %252 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_91 : tensor<16x16xf32>) outs(%220 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<1x16xf32>
    %collapsed_93 = tensor.collapse_shape %252 [[0, 1]] {zero.grad_of = 19 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_94 = tensor.expand_shape %250 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_95 = linalg.transpose ins(%expanded_94 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_96 = tensor.collapse_shape %transposed_95 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_97 = linalg.transpose ins(%collapsed_60 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %253 = linalg.batch_matmul ins(%transposed_97, %collapsed_96 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_98 = linalg.transpose ins(%collapsed_61 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %254 = linalg.batch_matmul ins(%collapsed_96, %transposed_98 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_99 = tensor.expand_shape %253 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_100 = tensor.expand_shape %254 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %255 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_100, %116 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %256 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%255 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x1xf32>
    %257 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %256 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %258 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %257 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_101 = tensor.collapse_shape %258 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_102 = linalg.transpose ins(%collapsed_56 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %259 = linalg.batch_matmul ins(%transposed_102, %collapsed_101 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_103 = linalg.transpose ins(%collapsed_57 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %260 = linalg.batch_matmul ins(%collapsed_101, %transposed_103 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_104 = tensor.expand_shape %259 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_105 = tensor.expand_shape %260 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %261 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_10 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x2x8x8xf32>
    %262 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_10 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_106 = linalg.transpose ins(%expanded_99 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_107 = tensor.collapse_shape %transposed_106 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_108 = linalg.transpose ins(%262 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_109 = tensor.collapse_shape %transposed_108 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_110 = linalg.transpose ins(%261 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_111 = tensor.collapse_shape %transposed_110 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat = tensor.concat dim(2) %collapsed_109, %collapsed_111, %collapsed_107 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_112 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %263 = linalg.matmul ins(%collapsed_112, %arg16 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %264 = tensor.empty() : tensor<48x16xf32>
    %transposed_113 = linalg.transpose ins(%collapsed_112 : tensor<16x48xf32>) outs(%264 : tensor<48x16xf32>) permutation = [1, 0] 
    %265 = linalg.fill ins(%cst : f32) outs(%264 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %266 = linalg.matmul {zero.grad_of = 16 : i64} ins(%transposed_113, %collapsed_45 : tensor<48x16xf32>, tensor<16x16xf32>) outs(%265 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %267 = tensor.empty() : tensor<1x48xf32>
    %268 = linalg.fill ins(%cst : f32) outs(%267 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %269 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_112 : tensor<16x48xf32>) outs(%268 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<1x48xf32>
    %collapsed_114 = tensor.collapse_shape %269 [[0, 1]] {zero.grad_of = 17 : i64} : tensor<1x48xf32> into tensor<48xf32>
    %expanded_115 = tensor.expand_shape %263 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %270 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.mulf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %272 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%270 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %273 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %99 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %274 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%273 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %275 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %274 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %276 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %272 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %277 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %275 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %279 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %277 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %280 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %99 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%280 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 14 : i64} {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %282 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_115 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 15 : i64} {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %283 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %279 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_116 = tensor.collapse_shape %283 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %284 = linalg.matmul ins(%collapsed_116, %arg12 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_117 = linalg.transpose ins(%collapsed_116 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) permutation = [1, 0] 
    %285 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_117, %collapsed_42 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %286 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_116 : tensor<16x16xf32>) outs(%220 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<1x16xf32>
    %collapsed_118 = tensor.collapse_shape %286 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_119 = tensor.expand_shape %284 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %287 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.mulf %in, %cst_13 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %288 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %expanded_40 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %289 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.mulf %in, %cst_15 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = math.exp %in : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_7 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x8x64xf32>
    %292 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %291 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %292 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %294 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119, %293 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%80 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_120 = tensor.collapse_shape %294 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %295 = linalg.matmul ins(%collapsed_120, %arg10 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_121 = linalg.transpose ins(%collapsed_120 : tensor<16x64xf32>) outs(%86 : tensor<64x16xf32>) permutation = [1, 0] 
    %296 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_121, %collapsed_39 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%231 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %297 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_120 : tensor<16x64xf32>) outs(%234 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<1x64xf32>
    %collapsed_122 = tensor.collapse_shape %297 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x64xf32> into tensor<64xf32>
    %expanded_123 = tensor.expand_shape %295 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %298 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.mulf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%298 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %301 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %72 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%301 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %303 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %302 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %304 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %300 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %305 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %303 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %307 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %305 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %72 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %309 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%308 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %310 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_123 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %307 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_124 = tensor.collapse_shape %311 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %312 = linalg.matmul ins(%collapsed_124, %arg6 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_125 = linalg.transpose ins(%collapsed_124 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) permutation = [1, 0] 
    %313 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_125, %collapsed_36 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %314 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_124 : tensor<16x16xf32>) outs(%220 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<1x16xf32>
    %collapsed_126 = tensor.collapse_shape %314 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_127 = tensor.expand_shape %312 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_128 = linalg.transpose ins(%expanded_127 : tensor<2x8x2x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_129 = tensor.collapse_shape %transposed_128 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_130 = linalg.transpose ins(%collapsed_31 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %315 = linalg.batch_matmul ins(%transposed_130, %collapsed_129 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_32 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %316 = linalg.batch_matmul ins(%collapsed_129, %transposed_131 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_132 = tensor.expand_shape %315 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_133 = tensor.expand_shape %316 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %317 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_133, %55 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %318 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%317 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x1xf32>
    %319 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %318 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %320 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %319 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_134 = tensor.collapse_shape %320 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_135 = linalg.transpose ins(%collapsed_27 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %321 = linalg.batch_matmul ins(%transposed_135, %collapsed_134 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_136 = linalg.transpose ins(%collapsed_28 : tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %322 = linalg.batch_matmul ins(%collapsed_134, %transposed_136 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_137 = tensor.expand_shape %321 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_138 = tensor.expand_shape %322 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %323 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_137 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_10 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x2x8x8xf32>
    %324 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_138 : tensor<2x2x8x8xf32>) outs(%25 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_10 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_139 = linalg.transpose ins(%expanded_132 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_140 = tensor.collapse_shape %transposed_139 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_141 = linalg.transpose ins(%324 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_142 = tensor.collapse_shape %transposed_141 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_143 = linalg.transpose ins(%323 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_144 = tensor.collapse_shape %transposed_143 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat_145 = tensor.concat dim(2) %collapsed_142, %collapsed_144, %collapsed_140 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_146 = tensor.collapse_shape %concat_145 [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %325 = linalg.matmul ins(%collapsed_146, %arg4 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%59 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_147 = linalg.transpose ins(%collapsed_146 : tensor<16x48xf32>) outs(%264 : tensor<48x16xf32>) permutation = [1, 0] 
    %326 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_147, %collapsed : tensor<48x16xf32>, tensor<16x16xf32>) outs(%265 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %327 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_146 : tensor<16x48xf32>) outs(%268 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<1x48xf32>
    %collapsed_148 = tensor.collapse_shape %327 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x48xf32> into tensor<48xf32>
    %expanded_149 = tensor.expand_shape %325 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %328 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_149, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %329 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.mulf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %330 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%328 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %331 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %17 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %332 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%331 : tensor<2x8x16xf32>) outs(%8 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %333 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %332 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %334 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %330 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %335 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %333 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %336 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.divf %in, %cst_12 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x1xf32>
    %337 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %335 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %338 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_149, %17 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%338 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %340 = linalg.generic {indexing_maps = [#map2, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_149 : tensor<2x8x16xf32>) outs(%214 : tensor<16xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %341 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %337 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<2x8x16xf32>
    %342 = tensor.empty() : tensor<1x8x16xf32>
    %343 = linalg.fill ins(%cst : f32) outs(%342 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %344 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction", "parallel", "parallel"]} ins(%341 : tensor<2x8x16xf32>) outs(%343 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.addf %in, %out : f32
      linalg.yield %467 : f32
    } -> tensor<1x8x16xf32>
    %collapsed_150 = tensor.collapse_shape %344 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %345 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_25, %1 : tensor<8x1xi64>, tensor<8xi64>) outs(%29 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_156: i64, %out: i1):
      %467 = arith.cmpi eq, %in, %in_156 : i64
      linalg.yield %467 : i1
    } -> tensor<8x8xi1>
    %346 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%345 : tensor<8x8xi1>) outs(%32 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %467 = arith.uitofp %in : i1 to f32
      linalg.yield %467 : f32
    } -> tensor<8x8xf32>
    %transposed_151 = linalg.transpose ins(%346 : tensor<8x8xf32>) outs(%32 : tensor<8x8xf32>) permutation = [1, 0] 
    %347 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %348 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_151, %collapsed_150 : tensor<8x8xf32>, tensor<8x16xf32>) outs(%347 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %collapsed_152 = tensor.collapse_shape %arg56 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_153 = tensor.expand_shape %collapsed_152 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %349 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_153, %186 : tensor<16x1xi64>, tensor<32xi64>) outs(%187 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_156: i64, %out: i1):
      %467 = arith.cmpi eq, %in, %in_156 : i64
      linalg.yield %467 : i1
    } -> tensor<16x32xi1>
    %350 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%349 : tensor<16x32xi1>) outs(%156 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %467 = arith.uitofp %in : i1 to f32
      linalg.yield %467 : f32
    } -> tensor<16x32xf32>
    %collapsed_154 = tensor.collapse_shape %341 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_155 = linalg.transpose ins(%350 : tensor<16x32xf32>) outs(%199 : tensor<32x16xf32>) permutation = [1, 0] 
    %351 = linalg.matmul ins(%transposed_155, %collapsed_154 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%200 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %352 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%201, %351 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) attrs =  {zero.grad_of = 0 : i64} {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<32x16xf32>
    %353 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<32x16xf32>
    %354 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%353, %352 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<32x16xf32>
    %355 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg58, %354 : tensor<f32>, tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<32x16xf32>
    %356 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %355 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%199 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<32x16xf32>
    %357 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<8x16xf32>
    %358 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%357, %348 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<8x16xf32>
    %359 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg58, %358 : tensor<f32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<8x16xf32>
    %360 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %359 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<8x16xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg30 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%361, %339 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %363 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %362 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg2, %363 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg31 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%365, %340 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %367 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %366 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg3, %367 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %369 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<48x16xf32>
    %370 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%369, %326 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<48x16xf32>
    %371 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg58, %370 : tensor<f32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<48x16xf32>
    %372 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %371 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<48x16xf32>
    %373 = tensor.empty() : tensor<48xf32>
    %374 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg33 : tensor<48xf32>) outs(%373 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<48xf32>
    %375 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%374, %collapsed_148 : tensor<48xf32>, tensor<48xf32>) outs(%373 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<48xf32>
    %376 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %375 : tensor<f32>, tensor<48xf32>) outs(%373 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<48xf32>
    %377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg5, %376 : tensor<48xf32>, tensor<48xf32>) outs(%373 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<48xf32>
    %378 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16x16xf32>
    %379 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%378, %313 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x16xf32>
    %380 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg58, %379 : tensor<f32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x16xf32>
    %381 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %380 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x16xf32>
    %382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg35 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%382, %collapsed_126 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %384 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %383 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg7, %384 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg36 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%386, %309 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %388 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %387 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg8, %388 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %390 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg37 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%390, %310 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %392 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %391 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg9, %392 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %394 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<64x16xf32>
    %395 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%394, %296 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<64x16xf32>
    %396 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg58, %395 : tensor<f32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<64x16xf32>
    %397 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %396 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<64x16xf32>
    %398 = tensor.empty() : tensor<64xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg39 : tensor<64xf32>) outs(%398 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<64xf32>
    %400 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%399, %collapsed_122 : tensor<64xf32>, tensor<64xf32>) outs(%398 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<64xf32>
    %401 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %400 : tensor<f32>, tensor<64xf32>) outs(%398 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<64xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg11, %401 : tensor<64xf32>, tensor<64xf32>) outs(%398 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<64xf32>
    %403 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16x64xf32>
    %404 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%403, %285 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x64xf32>
    %405 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg58, %404 : tensor<f32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x64xf32>
    %406 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %405 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x64xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg41 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%407, %collapsed_118 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %409 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %408 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg13, %409 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg42 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%411, %281 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %413 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %412 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg14, %413 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %415 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg43 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %416 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%415, %282 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %417 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %416 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg15, %417 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %419 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<48x16xf32>
    %420 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%419, %266 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<48x16xf32>
    %421 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg58, %420 : tensor<f32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<48x16xf32>
    %422 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16, %421 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%264 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<48x16xf32>
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg45 : tensor<48xf32>) outs(%373 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<48xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%423, %collapsed_114 : tensor<48xf32>, tensor<48xf32>) outs(%373 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<48xf32>
    %425 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %424 : tensor<f32>, tensor<48xf32>) outs(%373 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<48xf32>
    %426 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg17, %425 : tensor<48xf32>, tensor<48xf32>) outs(%373 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<48xf32>
    %427 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16x16xf32>
    %428 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%427, %251 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x16xf32>
    %429 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg58, %428 : tensor<f32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x16xf32>
    %430 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18, %429 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%58 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x16xf32>
    %431 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg47 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %432 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%431, %collapsed_93 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %433 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %432 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg19, %433 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg48 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %436 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%435, %247 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %437 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %436 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg20, %437 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg49 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%439, %248 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %441 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %440 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg21, %441 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %443 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<64x16xf32>
    %444 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%443, %232 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<64x16xf32>
    %445 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg58, %444 : tensor<f32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<64x16xf32>
    %446 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg22, %445 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%86 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<64x16xf32>
    %447 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg51 : tensor<64xf32>) outs(%398 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<64xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%447, %collapsed_89 : tensor<64xf32>, tensor<64xf32>) outs(%398 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<64xf32>
    %449 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %448 : tensor<f32>, tensor<64xf32>) outs(%398 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<64xf32>
    %450 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg23, %449 : tensor<64xf32>, tensor<64xf32>) outs(%398 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<64xf32>
    %451 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16x64xf32>
    %452 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%451, %218 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x64xf32>
    %453 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg58, %452 : tensor<f32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x64xf32>
    %454 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24, %453 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%75 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16x64xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg53 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%455, %collapsed_85 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %457 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %456 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg25, %457 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %459 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg54 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%459, %215 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %461 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %460 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg26, %461 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg55 : tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %467 = arith.truncf %cst_6 : f64 to f32
      %468 = arith.mulf %in, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<16xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%463, %216 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.addf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %465 = linalg.generic {indexing_maps = [#map16, #map, #map], iterator_types = ["parallel"]} ins(%arg58, %464 : tensor<f32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.mulf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg27, %465 : tensor<16xf32>, tensor<16xf32>) outs(%161 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %467 = arith.subf %in, %in_156 : f32
      linalg.yield %467 : f32
    } -> tensor<16xf32>
    return %184, %356, %360, %364, %368, %372, %377, %381, %385, %389, %393, %397, %402, %406, %410, %414, %418, %422, %426, %430, %434, %438, %442, %446, %450, %454, %458, %462, %466, %354, %358, %362, %366, %370, %375, %379, %383, %387, %391, %395, %400, %404, %408, %412, %416, %420, %424, %428, %432, %436, %440, %444, %448, %452, %456, %460, %464 : tensor<f32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
