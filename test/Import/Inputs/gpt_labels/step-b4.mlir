// zero-import-torch: gpt_labels.py, micro-batch 4, adamw (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1) -> (0, d1)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0) -> ()>
#map17 = affine_map<() -> ()>
#map18 = affine_map<(d0, d1) -> ()>
#map19 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func @train_step(%arg0: tensor<11x6xf32> {zero.role = "param"}, %arg1: tensor<5x6xf32> {zero.role = "param"}, %arg2: tensor<6xf32> {zero.role = "param"}, %arg3: tensor<6xf32> {zero.role = "param"}, %arg4: tensor<18x6xf32> {zero.role = "param"}, %arg5: tensor<18xf32> {zero.role = "param"}, %arg6: tensor<6x6xf32> {zero.role = "param"}, %arg7: tensor<6xf32> {zero.role = "param"}, %arg8: tensor<6xf32> {zero.role = "param"}, %arg9: tensor<6xf32> {zero.role = "param"}, %arg10: tensor<24x6xf32> {zero.role = "param"}, %arg11: tensor<24xf32> {zero.role = "param"}, %arg12: tensor<6x24xf32> {zero.role = "param"}, %arg13: tensor<6xf32> {zero.role = "param"}, %arg14: tensor<6xf32> {zero.role = "param"}, %arg15: tensor<6xf32> {zero.role = "param"}, %arg16: tensor<11x6xf32> {zero.role = "param"}, %arg17: tensor<11x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg18: tensor<11x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg19: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg20: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg21: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg22: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg23: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg24: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg25: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg26: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg27: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg28: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg29: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg30: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg31: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg32: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg33: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg34: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg35: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg36: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg37: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg38: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg39: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg40: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg41: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg42: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg43: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg44: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg45: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg46: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg47: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg48: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg49: tensor<11x6xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg50: tensor<11x6xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg51: tensor<4x5xi64> {zero.range = array<i64: 0, 11>, zero.role = "batch"}, %arg52: tensor<4x5xi64> {zero.range = array<i64: 0, 11>, zero.range_ignore = -100 : i64, zero.role = "batch"}, %arg53: tensor<f32> {zero.role = "hyper"}, %arg54: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<11x6xf32> {zero.updates = 0 : i64}, tensor<5x6xf32> {zero.updates = 1 : i64}, tensor<6xf32> {zero.updates = 2 : i64}, tensor<6xf32> {zero.updates = 3 : i64}, tensor<18x6xf32> {zero.updates = 4 : i64}, tensor<18xf32> {zero.updates = 5 : i64}, tensor<6x6xf32> {zero.updates = 6 : i64}, tensor<6xf32> {zero.updates = 7 : i64}, tensor<6xf32> {zero.updates = 8 : i64}, tensor<6xf32> {zero.updates = 9 : i64}, tensor<24x6xf32> {zero.updates = 10 : i64}, tensor<24xf32> {zero.updates = 11 : i64}, tensor<6x24xf32> {zero.updates = 12 : i64}, tensor<6xf32> {zero.updates = 13 : i64}, tensor<6xf32> {zero.updates = 14 : i64}, tensor<6xf32> {zero.updates = 15 : i64}, tensor<11x6xf32> {zero.updates = 16 : i64}, tensor<11x6xf32> {zero.updates = 17 : i64}, tensor<11x6xf32> {zero.updates = 18 : i64}, tensor<5x6xf32> {zero.updates = 19 : i64}, tensor<5x6xf32> {zero.updates = 20 : i64}, tensor<6xf32> {zero.updates = 21 : i64}, tensor<6xf32> {zero.updates = 22 : i64}, tensor<6xf32> {zero.updates = 23 : i64}, tensor<6xf32> {zero.updates = 24 : i64}, tensor<18x6xf32> {zero.updates = 25 : i64}, tensor<18x6xf32> {zero.updates = 26 : i64}, tensor<18xf32> {zero.updates = 27 : i64}, tensor<18xf32> {zero.updates = 28 : i64}, tensor<6x6xf32> {zero.updates = 29 : i64}, tensor<6x6xf32> {zero.updates = 30 : i64}, tensor<6xf32> {zero.updates = 31 : i64}, tensor<6xf32> {zero.updates = 32 : i64}, tensor<6xf32> {zero.updates = 33 : i64}, tensor<6xf32> {zero.updates = 34 : i64}, tensor<6xf32> {zero.updates = 35 : i64}, tensor<6xf32> {zero.updates = 36 : i64}, tensor<24x6xf32> {zero.updates = 37 : i64}, tensor<24x6xf32> {zero.updates = 38 : i64}, tensor<24xf32> {zero.updates = 39 : i64}, tensor<24xf32> {zero.updates = 40 : i64}, tensor<6x24xf32> {zero.updates = 41 : i64}, tensor<6x24xf32> {zero.updates = 42 : i64}, tensor<6xf32> {zero.updates = 43 : i64}, tensor<6xf32> {zero.updates = 44 : i64}, tensor<6xf32> {zero.updates = 45 : i64}, tensor<6xf32> {zero.updates = 46 : i64}, tensor<6xf32> {zero.updates = 47 : i64}, tensor<6xf32> {zero.updates = 48 : i64}, tensor<11x6xf32> {zero.updates = 49 : i64}, tensor<11x6xf32> {zero.updates = 50 : i64}) {
    %c-100_i64 = arith.constant -100 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<5x5xi1>
    %cst_5 = arith.constant 1.000000e-03 : f64
    %cst_6 = arith.constant dense<0.949999988> : tensor<f32>
    %cst_7 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_8 = arith.constant 0.050000000000000044 : f64
    %cst_9 = arith.constant 0.94999999999999996 : f64
    %cst_10 = arith.constant 0.099999999999999978 : f64
    %cst_11 = arith.constant 9.000000e-01 : f64
    %cst_12 = arith.constant 1.000000e-01 : f64
    %cst_13 = arith.constant 0.3989422804014327 : f64
    %cst_14 = arith.constant 0.70710678118654757 : f64
    %cst_15 = arith.constant 0.57735026918962584 : f64
    %cst_16 = arith.constant 1.000000e-05 : f64
    %cst_17 = arith.constant 6.000000e+00 : f32
    %cst_18 = arith.constant 5.000000e-01 : f32
    %cst_19 = arith.constant 1.000000e+00 : f32
    %cst_20 = arith.constant -5.000000e-01 : f32
    %cst_21 = arith.constant dense<0> : tensor<i64>
    %cst_22 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<4x5x6xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg51 : tensor<4x5xi64>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %497 = arith.index_cast %in : i64 to index
      %498 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%497, %498] : tensor<11x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x5x6xf32>
    %2 = tensor.empty() : tensor<5xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<5xi64>) {
    ^bb0(%out: i64):
      %497 = linalg.index 0 : index
      %498 = arith.index_cast %497 : index to i64
      linalg.yield %498 : i64
    } -> tensor<5xi64>
    %4 = tensor.empty() : tensor<5x6xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<5xi64>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %497 = arith.index_cast %in : i64 to index
      %498 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%497, %498] : tensor<5x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x6xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<4x5x6xf32>, tensor<5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %7 = tensor.empty() : tensor<4x5x1xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<4x5x1xf32>) -> tensor<4x5x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.divf %in, %cst_17 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.divf %in, %cst_17 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_16 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<4x5x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.rsqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %16 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %arg2 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %arg3 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %20 = tensor.empty() : tensor<6x18xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<18x6xf32>) outs(%20 : tensor<6x18xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %19 [[0, 1], [2]] : tensor<4x5x6xf32> into tensor<20x6xf32>
    %21 = tensor.empty() : tensor<20x18xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<20x18xf32>) -> tensor<20x18xf32>
    %23 = linalg.matmul ins(%collapsed, %transposed : tensor<20x6xf32>, tensor<6x18xf32>) outs(%22 : tensor<20x18xf32>) -> tensor<20x18xf32>
    %24 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<18xf32>) outs(%21 : tensor<20x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<20x18xf32>
    %25 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%23, %24 : tensor<20x18xf32>, tensor<20x18xf32>) outs(%21 : tensor<20x18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<20x18xf32>
    %expanded = tensor.expand_shape %25 [[0, 1], [2]] output_shape [4, 5, 18] : tensor<20x18xf32> into tensor<4x5x18xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [4, 5, 6] [1, 1, 1] : tensor<4x5x18xf32> to tensor<4x5x6xf32>
    %extracted_slice_23 = tensor.extract_slice %expanded[0, 0, 6] [4, 5, 6] [1, 1, 1] : tensor<4x5x18xf32> to tensor<4x5x6xf32>
    %extracted_slice_24 = tensor.extract_slice %expanded[0, 0, 12] [4, 5, 6] [1, 1, 1] : tensor<4x5x18xf32> to tensor<4x5x6xf32>
    %expanded_25 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [4, 5, 2, 3] : tensor<4x5x6xf32> into tensor<4x5x2x3xf32>
    %26 = tensor.empty() : tensor<4x2x5x3xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<4x5x2x3xf32>) outs(%26 : tensor<4x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %expanded_27 = tensor.expand_shape %extracted_slice_23 [[0], [1], [2, 3]] output_shape [4, 5, 2, 3] : tensor<4x5x6xf32> into tensor<4x5x2x3xf32>
    %expanded_28 = tensor.expand_shape %extracted_slice_24 [[0], [1], [2, 3]] output_shape [4, 5, 2, 3] : tensor<4x5x6xf32> into tensor<4x5x2x3xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<4x5x2x3xf32>) outs(%26 : tensor<4x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %27 = tensor.empty() : tensor<4x2x3x5xf32>
    %transposed_30 = linalg.transpose ins(%expanded_27 : tensor<4x5x2x3xf32>) outs(%27 : tensor<4x2x3x5xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_31 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<4x2x5x3xf32> into tensor<8x5x3xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2], [3]] : tensor<4x2x3x5xf32> into tensor<8x3x5xf32>
    %28 = tensor.empty() : tensor<8x5x5xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    %30 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<8x5x3xf32>, tensor<8x3x5xf32>) outs(%29 : tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    %expanded_33 = tensor.expand_shape %30 [[0, 1], [2], [3]] output_shape [4, 2, 5, 5] : tensor<8x5x5xf32> into tensor<4x2x5x5xf32>
    %31 = tensor.empty() : tensor<4x2x5x5xf32>
    %32 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<4x2x5x5xf32>) outs(%31 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_15 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<4x2x5x5xf32>
    %expanded_34 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 5] : tensor<5xi64> into tensor<1x5xi64>
    %expanded_35 = tensor.expand_shape %3 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %33 = tensor.empty() : tensor<5x5xi64>
    %34 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_34, %expanded_35 : tensor<1x5xi64>, tensor<5x1xi64>) outs(%33 : tensor<5x5xi64>) {
    ^bb0(%in: i64, %in_100: i64, %out: i64):
      %497 = arith.subi %in, %in_100 : i64
      linalg.yield %497 : i64
    } -> tensor<5x5xi64>
    %35 = tensor.empty() : tensor<5x5xi1>
    %36 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<5x5xi64>) outs(%35 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %497 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %497 : i1
    } -> tensor<5x5xi1>
    %37 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%36, %cst_4 : tensor<5x5xi1>, tensor<5x5xi1>) outs(%35 : tensor<5x5xi1>) {
    ^bb0(%in: i1, %in_100: i1, %out: i1):
      %497 = arith.andi %in, %in_100 : i1
      linalg.yield %497 : i1
    } -> tensor<5x5xi1>
    %38 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_3, %32 : tensor<5x5xi1>, tensor<f32>, tensor<4x2x5x5xf32>) outs(%31 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: i1, %in_100: f32, %in_101: f32, %out: f32):
      %497 = arith.select %in, %in_100, %in_101 : f32
      linalg.yield %497 : f32
    } -> tensor<4x2x5x5xf32>
    %39 = tensor.empty() : tensor<4x2x5xi64>
    %40 = linalg.fill ins(%c0_i64 : i64) outs(%39 : tensor<4x2x5xi64>) -> tensor<4x2x5xi64>
    %41 = tensor.empty() : tensor<4x2x5xf32>
    %42 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<4x2x5xf32>) -> tensor<4x2x5xf32>
    %43:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<4x2x5x5xf32>) outs(%42, %40 : tensor<4x2x5xf32>, tensor<4x2x5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_100: i64):
      %497 = linalg.index 3 : index
      %498 = arith.index_cast %497 : index to i64
      %499 = arith.maximumf %in, %out : f32
      %500 = arith.cmpf ogt, %in, %out : f32
      %501 = arith.select %500, %498, %out_100 : i64
      linalg.yield %499, %501 : f32, i64
    } -> (tensor<4x2x5xf32>, tensor<4x2x5xi64>)
    %expanded_36 = tensor.expand_shape %43#0 [[0], [1], [2, 3]] output_shape [4, 2, 5, 1] : tensor<4x2x5xf32> into tensor<4x2x5x1xf32>
    %44 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_36 : tensor<4x2x5x5xf32>, tensor<4x2x5x1xf32>) outs(%31 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x2x5x5xf32>
    %45 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<4x2x5x5xf32>) outs(%31 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.exp %in : f32
      linalg.yield %497 : f32
    } -> tensor<4x2x5x5xf32>
    %46 = tensor.empty() : tensor<4x2x5x1xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<4x2x5x1xf32>) -> tensor<4x2x5x1xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<4x2x5x5xf32>) outs(%47 : tensor<4x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x2x5x1xf32>
    %49 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<4x2x5x5xf32>, tensor<4x2x5x1xf32>) outs(%31 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x2x5x5xf32>
    %collapsed_37 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<4x2x5x5xf32> into tensor<8x5x5xf32>
    %collapsed_38 = tensor.collapse_shape %transposed_29 [[0, 1], [2], [3]] : tensor<4x2x5x3xf32> into tensor<8x5x3xf32>
    %50 = tensor.empty() : tensor<8x5x3xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<8x5x3xf32>) -> tensor<8x5x3xf32>
    %52 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<8x5x5xf32>, tensor<8x5x3xf32>) outs(%51 : tensor<8x5x3xf32>) -> tensor<8x5x3xf32>
    %expanded_39 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [4, 2, 5, 3] : tensor<8x5x3xf32> into tensor<4x2x5x3xf32>
    %53 = tensor.empty() : tensor<4x5x2x3xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<4x2x5x3xf32>) outs(%53 : tensor<4x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %54 = tensor.empty() : tensor<6x6xf32>
    %transposed_41 = linalg.transpose ins(%arg6 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2, 3]] : tensor<4x5x2x3xf32> into tensor<20x6xf32>
    %55 = tensor.empty() : tensor<20x6xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %57 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<20x6xf32>, tensor<6x6xf32>) outs(%56 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<6xf32>) outs(%55 : tensor<20x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<20x6xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%57, %58 : tensor<20x6xf32>, tensor<20x6xf32>) outs(%55 : tensor<20x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<20x6xf32>
    %expanded_43 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [4, 5, 6] : tensor<20x6xf32> into tensor<4x5x6xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_43 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.divf %in, %cst_17 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %62 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %63 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%64 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.divf %in, %cst_17 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_16 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<4x5x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.rsqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %68 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %arg8 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %arg9 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %72 = tensor.empty() : tensor<6x24xf32>
    %transposed_44 = linalg.transpose ins(%arg10 : tensor<24x6xf32>) outs(%72 : tensor<6x24xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %71 [[0, 1], [2]] : tensor<4x5x6xf32> into tensor<20x6xf32>
    %73 = tensor.empty() : tensor<20x24xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<20x24xf32>) -> tensor<20x24xf32>
    %75 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<20x6xf32>, tensor<6x24xf32>) outs(%74 : tensor<20x24xf32>) -> tensor<20x24xf32>
    %76 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<24xf32>) outs(%73 : tensor<20x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<20x24xf32>
    %77 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%75, %76 : tensor<20x24xf32>, tensor<20x24xf32>) outs(%73 : tensor<20x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<20x24xf32>
    %expanded_46 = tensor.expand_shape %77 [[0, 1], [2]] output_shape [4, 5, 24] : tensor<20x24xf32> into tensor<4x5x24xf32>
    %78 = tensor.empty() : tensor<4x5x24xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.mulf %in, %cst_18 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x24xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_14 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<4x5x24xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.erf %in : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x24xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %cst_19 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x24xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %82 : tensor<4x5x24xf32>, tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x24xf32>
    %84 = tensor.empty() : tensor<24x6xf32>
    %transposed_47 = linalg.transpose ins(%arg12 : tensor<6x24xf32>) outs(%84 : tensor<24x6xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<4x5x24xf32> into tensor<20x24xf32>
    %85 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<20x24xf32>, tensor<24x6xf32>) outs(%56 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %86 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<6xf32>) outs(%55 : tensor<20x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<20x6xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%85, %86 : tensor<20x6xf32>, tensor<20x6xf32>) outs(%55 : tensor<20x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<20x6xf32>
    %expanded_49 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [4, 5, 6] : tensor<20x6xf32> into tensor<4x5x6xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %expanded_49 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.divf %in, %cst_17 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %90 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %91 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.divf %in, %cst_17 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_16 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<4x5x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.rsqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %96 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %arg14 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %arg15 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %100 = tensor.empty() : tensor<6x11xf32>
    %transposed_50 = linalg.transpose ins(%arg16 : tensor<11x6xf32>) outs(%100 : tensor<6x11xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %99 [[0, 1], [2]] : tensor<4x5x6xf32> into tensor<20x6xf32>
    %101 = tensor.empty() : tensor<20x11xf32>
    %102 = linalg.fill ins(%cst : f32) outs(%101 : tensor<20x11xf32>) -> tensor<20x11xf32>
    %103 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<20x6xf32>, tensor<6x11xf32>) outs(%102 : tensor<20x11xf32>) -> tensor<20x11xf32>
    %padded = tensor.pad %arg52 low[0, 0] high[0, 1] {
    ^bb0(%arg55: index, %arg56: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<4x5xi64> to tensor<4x6xi64>
    %extracted_slice_52 = tensor.extract_slice %padded[0, 1] [4, 5] [1, 1] : tensor<4x6xi64> to tensor<4x5xi64>
    %collapsed_53 = tensor.collapse_shape %extracted_slice_52 [[0, 1]] : tensor<4x5xi64> into tensor<20xi64>
    %104 = tensor.empty() : tensor<20xi64>
    %105 = linalg.fill ins(%c0_i64 : i64) outs(%104 : tensor<20xi64>) -> tensor<20xi64>
    %106 = tensor.empty() : tensor<20xf32>
    %107 = linalg.fill ins(%cst_0 : f32) outs(%106 : tensor<20xf32>) -> tensor<20xf32>
    %108:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%103 : tensor<20x11xf32>) outs(%107, %105 : tensor<20xf32>, tensor<20xi64>) {
    ^bb0(%in: f32, %out: f32, %out_100: i64):
      %497 = linalg.index 1 : index
      %498 = arith.index_cast %497 : index to i64
      %499 = arith.maximumf %in, %out : f32
      %500 = arith.cmpf ogt, %in, %out : f32
      %501 = arith.select %500, %498, %out_100 : i64
      linalg.yield %499, %501 : f32, i64
    } -> (tensor<20xf32>, tensor<20xi64>)
    %expanded_54 = tensor.expand_shape %108#0 [[0, 1]] output_shape [20, 1] : tensor<20xf32> into tensor<20x1xf32>
    %109 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%103, %expanded_54 : tensor<20x11xf32>, tensor<20x1xf32>) outs(%101 : tensor<20x11xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<20x11xf32>
    %110 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<20x11xf32>) outs(%101 : tensor<20x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.exp %in : f32
      linalg.yield %497 : f32
    } -> tensor<20x11xf32>
    %111 = tensor.empty() : tensor<20x1xf32>
    %112 = linalg.fill ins(%cst : f32) outs(%111 : tensor<20x1xf32>) -> tensor<20x1xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%110 : tensor<20x11xf32>) outs(%112 : tensor<20x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<20x1xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<20x1xf32>) outs(%111 : tensor<20x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.log %in : f32
      linalg.yield %497 : f32
    } -> tensor<20x1xf32>
    %115 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%109, %114 : tensor<20x11xf32>, tensor<20x1xf32>) outs(%101 : tensor<20x11xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<20x11xf32>
    %116 = tensor.empty() : tensor<20xi1>
    %117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_53 : tensor<20xi64>) outs(%116 : tensor<20xi1>) {
    ^bb0(%in: i64, %out: i1):
      %497 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %497 : i1
    } -> tensor<20xi1>
    %118 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%117, %collapsed_53, %cst_21 : tensor<20xi1>, tensor<20xi64>, tensor<i64>) outs(%104 : tensor<20xi64>) {
    ^bb0(%in: i1, %in_100: i64, %in_101: i64, %out: i64):
      %497 = arith.select %in, %in_100, %in_101 : i64
      linalg.yield %497 : i64
    } -> tensor<20xi64>
    %expanded_55 = tensor.expand_shape %118 [[0, 1]] output_shape [20, 1] : tensor<20xi64> into tensor<20x1xi64>
    %119 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_55 : tensor<20x1xi64>) outs(%112 : tensor<20x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %497 = linalg.index 0 : index
      %498 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %115[%497, %498] : tensor<20x11xf32>
      linalg.yield %extracted : f32
    } -> tensor<20x1xf32>
    %collapsed_56 = tensor.collapse_shape %119 [[0, 1]] : tensor<20x1xf32> into tensor<20xf32>
    %120 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_56 : tensor<20xf32>) outs(%106 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.negf %in : f32
      linalg.yield %497 : f32
    } -> tensor<20xf32>
    %121 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%117, %120, %cst_2 : tensor<20xi1>, tensor<20xf32>, tensor<f32>) outs(%106 : tensor<20xf32>) {
    ^bb0(%in: i1, %in_100: f32, %in_101: f32, %out: f32):
      %497 = arith.select %in, %in_100, %in_101 : f32
      linalg.yield %497 : f32
    } -> tensor<20xf32>
    %122 = tensor.empty() : tensor<i64>
    %123 = linalg.fill ins(%c0_i64 : i64) outs(%122 : tensor<i64>) -> tensor<i64>
    %124 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%117 : tensor<20xi1>) outs(%123 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %497 = arith.extui %in : i1 to i64
      %498 = arith.addi %497, %out : i64
      linalg.yield %498 : i64
    } -> tensor<i64>
    %125 = tensor.empty() : tensor<f32>
    %126 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%124 : tensor<i64>) outs(%125 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %497 = arith.sitofp %in : i64 to f32
      linalg.yield %497 : f32
    } -> tensor<f32>
    %127 = linalg.fill ins(%cst : f32) outs(%125 : tensor<f32>) -> tensor<f32>
    %128 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%121 : tensor<20xf32>) outs(%127 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<f32>
    %129 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%128, %126 : tensor<f32>, tensor<f32>) outs(%125 : tensor<f32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<f32>
    %expanded_57 = tensor.expand_shape %collapsed_53 [[0, 1]] output_shape [20, 1] : tensor<20xi64> into tensor<20x1xi64>
    %130 = tensor.empty() : tensor<11xi64>
    %131 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%130 : tensor<11xi64>) {
    ^bb0(%out: i64):
      %497 = linalg.index 0 : index
      %498 = arith.index_cast %497 : index to i64
      linalg.yield %498 : i64
    } -> tensor<11xi64>
    %132 = tensor.empty() : tensor<20x11xi1>
    %133 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_57, %131 : tensor<20x1xi64>, tensor<11xi64>) outs(%132 : tensor<20x11xi1>) {
    ^bb0(%in: i64, %in_100: i64, %out: i1):
      %497 = arith.cmpi eq, %in, %in_100 : i64
      linalg.yield %497 : i1
    } -> tensor<20x11xi1>
    %134 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<20x11xi1>) outs(%101 : tensor<20x11xf32>) {
    ^bb0(%in: i1, %out: f32):
      %497 = arith.uitofp %in : i1 to f32
      linalg.yield %497 : f32
    } -> tensor<20x11xf32>
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%117 : tensor<20xi1>) outs(%106 : tensor<20xf32>) {
    ^bb0(%in: i1, %out: f32):
      %497 = arith.uitofp %in : i1 to f32
      linalg.yield %497 : f32
    } -> tensor<20xf32>
    %expanded_58 = tensor.expand_shape %135 [[0, 1]] output_shape [20, 1] : tensor<20xf32> into tensor<20x1xf32>
    %136 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<20x11xf32>) outs(%101 : tensor<20x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.negf %in : f32
      linalg.yield %497 : f32
    } -> tensor<20x11xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%136, %expanded_58 : tensor<20x11xf32>, tensor<20x1xf32>) outs(%101 : tensor<20x11xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<20x11xf32>
    %138 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_1, %126 : tensor<f32>, tensor<f32>) outs(%125 : tensor<f32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<f32>
    %139 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%137, %138 : tensor<20x11xf32>, tensor<f32>) outs(%101 : tensor<20x11xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<20x11xf32>
    %140 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%115 : tensor<20x11xf32>) outs(%101 : tensor<20x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.exp %in : f32
      linalg.yield %497 : f32
    } -> tensor<20x11xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%139 : tensor<20x11xf32>) outs(%112 : tensor<20x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<20x1xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<20x11xf32>, tensor<20x1xf32>) outs(%101 : tensor<20x11xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<20x11xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%139, %142 : tensor<20x11xf32>, tensor<20x11xf32>) outs(%101 : tensor<20x11xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<20x11xf32>
    %144 = tensor.empty() : tensor<11x20xf32>
    %transposed_59 = linalg.transpose ins(%143 : tensor<20x11xf32>) outs(%144 : tensor<11x20xf32>) permutation = [1, 0] 
    %145 = tensor.empty() : tensor<11x6xf32>
    %146 = linalg.fill ins(%cst : f32) outs(%145 : tensor<11x6xf32>) -> tensor<11x6xf32>
    %147 = linalg.matmul {zero.grad_of = 16 : i64} ins(%transposed_59, %collapsed_51 : tensor<11x20xf32>, tensor<20x6xf32>) outs(%146 : tensor<11x6xf32>) -> tensor<11x6xf32>
    %148 = linalg.matmul ins(%143, %arg16 : tensor<20x11xf32>, tensor<11x6xf32>) outs(%56 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %expanded_60 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [4, 5, 6] : tensor<20x6xf32> into tensor<4x5x6xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %arg14 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.mulf %in, %cst_17 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%149 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %97 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %153 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %151 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %154 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.divf %in, %cst_17 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %158 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %156 : tensor<4x5x1xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %97 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %160 = tensor.empty() : tensor<6xf32>
    %161 = linalg.fill ins(%cst : f32) outs(%160 : tensor<6xf32>) -> tensor<6xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%159 : tensor<4x5x6xf32>) outs(%161 : tensor<6xf32>) attrs =  {zero.grad_of = 14 : i64} {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_60 : tensor<4x5x6xf32>) outs(%161 : tensor<6xf32>) attrs =  {zero.grad_of = 15 : i64} {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %collapsed_61 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<4x5x6xf32> into tensor<20x6xf32>
    %164 = linalg.matmul ins(%collapsed_61, %arg12 : tensor<20x6xf32>, tensor<6x24xf32>) outs(%74 : tensor<20x24xf32>) -> tensor<20x24xf32>
    %165 = tensor.empty() : tensor<6x20xf32>
    %transposed_62 = linalg.transpose ins(%collapsed_61 : tensor<20x6xf32>) outs(%165 : tensor<6x20xf32>) permutation = [1, 0] 
    %166 = linalg.fill ins(%cst : f32) outs(%72 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %167 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_62, %collapsed_48 : tensor<6x20xf32>, tensor<20x24xf32>) outs(%166 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %168 = tensor.empty() : tensor<1x6xf32>
    %169 = linalg.fill ins(%cst : f32) outs(%168 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_61 : tensor<20x6xf32>) outs(%169 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<1x6xf32>
    %collapsed_63 = tensor.collapse_shape %170 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_64 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [4, 5, 24] : tensor<20x24xf32> into tensor<4x5x24xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.mulf %in, %cst_18 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x24xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %expanded_46 : tensor<4x5x24xf32>, tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x24xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.mulf %in, %cst_20 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x24xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.exp %in : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x24xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_13 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<4x5x24xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %175 : tensor<4x5x24xf32>, tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x24xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %176 : tensor<4x5x24xf32>, tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x24xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64, %177 : tensor<4x5x24xf32>, tensor<4x5x24xf32>) outs(%78 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x24xf32>
    %collapsed_65 = tensor.collapse_shape %178 [[0, 1], [2]] : tensor<4x5x24xf32> into tensor<20x24xf32>
    %179 = linalg.matmul ins(%collapsed_65, %arg10 : tensor<20x24xf32>, tensor<24x6xf32>) outs(%56 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %180 = tensor.empty() : tensor<24x20xf32>
    %transposed_66 = linalg.transpose ins(%collapsed_65 : tensor<20x24xf32>) outs(%180 : tensor<24x20xf32>) permutation = [1, 0] 
    %181 = linalg.fill ins(%cst : f32) outs(%84 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %182 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_66, %collapsed_45 : tensor<24x20xf32>, tensor<20x6xf32>) outs(%181 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %183 = tensor.empty() : tensor<1x24xf32>
    %184 = linalg.fill ins(%cst : f32) outs(%183 : tensor<1x24xf32>) -> tensor<1x24xf32>
    %185 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_65 : tensor<20x24xf32>) outs(%184 : tensor<1x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<1x24xf32>
    %collapsed_67 = tensor.collapse_shape %185 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x24xf32> into tensor<24xf32>
    %expanded_68 = tensor.expand_shape %179 [[0, 1], [2]] output_shape [4, 5, 6] : tensor<20x6xf32> into tensor<4x5x6xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %arg8 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.mulf %in, %cst_17 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%186 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %69 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%189 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %190 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %188 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %191 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.divf %in, %cst_17 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %195 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %193 : tensor<4x5x1xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %69 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%196 : tensor<4x5x6xf32>) outs(%161 : tensor<6xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_68 : tensor<4x5x6xf32>) outs(%161 : tensor<6xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %195 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %collapsed_69 = tensor.collapse_shape %199 [[0, 1], [2]] : tensor<4x5x6xf32> into tensor<20x6xf32>
    %200 = linalg.matmul ins(%collapsed_69, %arg6 : tensor<20x6xf32>, tensor<6x6xf32>) outs(%56 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %transposed_70 = linalg.transpose ins(%collapsed_69 : tensor<20x6xf32>) outs(%165 : tensor<6x20xf32>) permutation = [1, 0] 
    %201 = linalg.fill ins(%cst : f32) outs(%54 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %202 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_70, %collapsed_42 : tensor<6x20xf32>, tensor<20x6xf32>) outs(%201 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %203 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_69 : tensor<20x6xf32>) outs(%169 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<1x6xf32>
    %collapsed_71 = tensor.collapse_shape %203 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_72 = tensor.expand_shape %200 [[0, 1], [2, 3]] output_shape [4, 5, 2, 3] : tensor<20x6xf32> into tensor<4x5x2x3xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<4x5x2x3xf32>) outs(%26 : tensor<4x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_74 = tensor.collapse_shape %transposed_73 [[0, 1], [2], [3]] : tensor<4x2x5x3xf32> into tensor<8x5x3xf32>
    %transposed_75 = linalg.transpose ins(%collapsed_37 : tensor<8x5x5xf32>) outs(%28 : tensor<8x5x5xf32>) permutation = [0, 2, 1] 
    %204 = linalg.batch_matmul ins(%transposed_75, %collapsed_74 : tensor<8x5x5xf32>, tensor<8x5x3xf32>) outs(%51 : tensor<8x5x3xf32>) -> tensor<8x5x3xf32>
    %205 = tensor.empty() : tensor<8x3x5xf32>
    %transposed_76 = linalg.transpose ins(%collapsed_38 : tensor<8x5x3xf32>) outs(%205 : tensor<8x3x5xf32>) permutation = [0, 2, 1] 
    %206 = linalg.batch_matmul ins(%collapsed_74, %transposed_76 : tensor<8x5x3xf32>, tensor<8x3x5xf32>) outs(%29 : tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    %expanded_77 = tensor.expand_shape %204 [[0, 1], [2], [3]] output_shape [4, 2, 5, 3] : tensor<8x5x3xf32> into tensor<4x2x5x3xf32>
    %expanded_78 = tensor.expand_shape %206 [[0, 1], [2], [3]] output_shape [4, 2, 5, 5] : tensor<8x5x5xf32> into tensor<4x2x5x5xf32>
    %207 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_78, %49 : tensor<4x2x5x5xf32>, tensor<4x2x5x5xf32>) outs(%31 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x2x5x5xf32>
    %208 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%207 : tensor<4x2x5x5xf32>) outs(%47 : tensor<4x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x2x5x1xf32>
    %209 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %208 : tensor<4x2x5x5xf32>, tensor<4x2x5x1xf32>) outs(%31 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x2x5x5xf32>
    %210 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %209 : tensor<4x2x5x5xf32>, tensor<4x2x5x5xf32>) outs(%31 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x2x5x5xf32>
    %211 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_2, %210 : tensor<5x5xi1>, tensor<f32>, tensor<4x2x5x5xf32>) outs(%31 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: i1, %in_100: f32, %in_101: f32, %out: f32):
      %497 = arith.select %in, %in_100, %in_101 : f32
      linalg.yield %497 : f32
    } -> tensor<4x2x5x5xf32>
    %212 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211 : tensor<4x2x5x5xf32>) outs(%31 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_15 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<4x2x5x5xf32>
    %collapsed_79 = tensor.collapse_shape %212 [[0, 1], [2], [3]] : tensor<4x2x5x5xf32> into tensor<8x5x5xf32>
    %transposed_80 = linalg.transpose ins(%collapsed_31 : tensor<8x5x3xf32>) outs(%205 : tensor<8x3x5xf32>) permutation = [0, 2, 1] 
    %213 = linalg.fill ins(%cst : f32) outs(%205 : tensor<8x3x5xf32>) -> tensor<8x3x5xf32>
    %214 = linalg.batch_matmul ins(%transposed_80, %collapsed_79 : tensor<8x3x5xf32>, tensor<8x5x5xf32>) outs(%213 : tensor<8x3x5xf32>) -> tensor<8x3x5xf32>
    %transposed_81 = linalg.transpose ins(%collapsed_32 : tensor<8x3x5xf32>) outs(%50 : tensor<8x5x3xf32>) permutation = [0, 2, 1] 
    %215 = linalg.batch_matmul ins(%collapsed_79, %transposed_81 : tensor<8x5x5xf32>, tensor<8x5x3xf32>) outs(%51 : tensor<8x5x3xf32>) -> tensor<8x5x3xf32>
    %expanded_82 = tensor.expand_shape %214 [[0, 1], [2], [3]] output_shape [4, 2, 3, 5] : tensor<8x3x5xf32> into tensor<4x2x3x5xf32>
    %expanded_83 = tensor.expand_shape %215 [[0, 1], [2], [3]] output_shape [4, 2, 5, 3] : tensor<8x5x3xf32> into tensor<4x2x5x3xf32>
    %transposed_84 = linalg.transpose ins(%expanded_77 : tensor<4x2x5x3xf32>) outs(%53 : tensor<4x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_85 = tensor.collapse_shape %transposed_84 [[0], [1], [2, 3]] : tensor<4x5x2x3xf32> into tensor<4x5x6xf32>
    %transposed_86 = linalg.transpose ins(%expanded_82 : tensor<4x2x3x5xf32>) outs(%53 : tensor<4x5x2x3xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_87 = tensor.collapse_shape %transposed_86 [[0], [1], [2, 3]] : tensor<4x5x2x3xf32> into tensor<4x5x6xf32>
    %transposed_88 = linalg.transpose ins(%expanded_83 : tensor<4x2x5x3xf32>) outs(%53 : tensor<4x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_89 = tensor.collapse_shape %transposed_88 [[0], [1], [2, 3]] : tensor<4x5x2x3xf32> into tensor<4x5x6xf32>
    %concat = tensor.concat dim(2) %collapsed_89, %collapsed_87, %collapsed_85 : (tensor<4x5x6xf32>, tensor<4x5x6xf32>, tensor<4x5x6xf32>) -> tensor<4x5x18xf32>
    %collapsed_90 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<4x5x18xf32> into tensor<20x18xf32>
    %216 = linalg.matmul ins(%collapsed_90, %arg4 : tensor<20x18xf32>, tensor<18x6xf32>) outs(%56 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %217 = tensor.empty() : tensor<18x20xf32>
    %transposed_91 = linalg.transpose ins(%collapsed_90 : tensor<20x18xf32>) outs(%217 : tensor<18x20xf32>) permutation = [1, 0] 
    %218 = tensor.empty() : tensor<18x6xf32>
    %219 = linalg.fill ins(%cst : f32) outs(%218 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %220 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_91, %collapsed : tensor<18x20xf32>, tensor<20x6xf32>) outs(%219 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %221 = tensor.empty() : tensor<1x18xf32>
    %222 = linalg.fill ins(%cst : f32) outs(%221 : tensor<1x18xf32>) -> tensor<1x18xf32>
    %223 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_90 : tensor<20x18xf32>) outs(%222 : tensor<1x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<1x18xf32>
    %collapsed_92 = tensor.collapse_shape %223 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x18xf32> into tensor<18xf32>
    %expanded_93 = tensor.expand_shape %216 [[0, 1], [2]] output_shape [4, 5, 6] : tensor<20x6xf32> into tensor<4x5x6xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %arg2 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.mulf %in, %cst_17 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%224 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %17 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%227 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %228 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %226 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %229 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.divf %in, %cst_17 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x1xf32>
    %233 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %231 : tensor<4x5x1xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %17 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%234 : tensor<4x5x6xf32>) outs(%161 : tensor<6xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_93 : tensor<4x5x6xf32>) outs(%161 : tensor<6xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %233 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<4x5x6xf32>
    %238 = tensor.empty() : tensor<1x5x6xf32>
    %239 = linalg.fill ins(%cst : f32) outs(%238 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map19], iterator_types = ["reduction", "parallel", "parallel"]} ins(%237 : tensor<4x5x6xf32>) outs(%239 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.addf %in, %out : f32
      linalg.yield %497 : f32
    } -> tensor<1x5x6xf32>
    %collapsed_94 = tensor.collapse_shape %240 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %241 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_35, %3 : tensor<5x1xi64>, tensor<5xi64>) outs(%35 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %in_100: i64, %out: i1):
      %497 = arith.cmpi eq, %in, %in_100 : i64
      linalg.yield %497 : i1
    } -> tensor<5x5xi1>
    %242 = tensor.empty() : tensor<5x5xf32>
    %243 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%241 : tensor<5x5xi1>) outs(%242 : tensor<5x5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %497 = arith.uitofp %in : i1 to f32
      linalg.yield %497 : f32
    } -> tensor<5x5xf32>
    %transposed_95 = linalg.transpose ins(%243 : tensor<5x5xf32>) outs(%242 : tensor<5x5xf32>) permutation = [1, 0] 
    %244 = linalg.fill ins(%cst : f32) outs(%4 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %245 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_95, %collapsed_94 : tensor<5x5xf32>, tensor<5x6xf32>) outs(%244 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %collapsed_96 = tensor.collapse_shape %arg51 [[0, 1]] : tensor<4x5xi64> into tensor<20xi64>
    %expanded_97 = tensor.expand_shape %collapsed_96 [[0, 1]] output_shape [20, 1] : tensor<20xi64> into tensor<20x1xi64>
    %246 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_97, %131 : tensor<20x1xi64>, tensor<11xi64>) outs(%132 : tensor<20x11xi1>) {
    ^bb0(%in: i64, %in_100: i64, %out: i1):
      %497 = arith.cmpi eq, %in, %in_100 : i64
      linalg.yield %497 : i1
    } -> tensor<20x11xi1>
    %247 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%246 : tensor<20x11xi1>) outs(%101 : tensor<20x11xf32>) {
    ^bb0(%in: i1, %out: f32):
      %497 = arith.uitofp %in : i1 to f32
      linalg.yield %497 : f32
    } -> tensor<20x11xf32>
    %collapsed_98 = tensor.collapse_shape %237 [[0, 1], [2]] : tensor<4x5x6xf32> into tensor<20x6xf32>
    %transposed_99 = linalg.transpose ins(%247 : tensor<20x11xf32>) outs(%144 : tensor<11x20xf32>) permutation = [1, 0] 
    %248 = linalg.matmul {zero.grad_of = 0 : i64} ins(%transposed_99, %collapsed_98 : tensor<11x20xf32>, tensor<20x6xf32>) outs(%146 : tensor<11x6xf32>) -> tensor<11x6xf32>
    %249 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg53 : tensor<f32>) outs(%125 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_12 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<f32>
    %250 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_22, %249 : tensor<i64>, tensor<f32>) outs(%125 : tensor<f32>) {
    ^bb0(%in: i64, %in_100: f32, %out: f32):
      %497 = arith.sitofp %in : i64 to f32
      %498 = arith.subf %497, %in_100 : f32
      linalg.yield %498 : f32
    } -> tensor<f32>
    %251 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %250 : tensor<11x6xf32>, tensor<f32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %252 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<11x6xf32>
    %253 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%248 : tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<11x6xf32>
    %254 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%252, %253 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %255 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<11x6xf32>
    %256 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%248 : tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<11x6xf32>
    %257 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%256, %248 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %258 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%255, %257 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %259 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_7, %arg54 : tensor<f32>, tensor<f32>) outs(%125 : tensor<f32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = math.powf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<f32>
    %260 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_22, %259 : tensor<i64>, tensor<f32>) outs(%125 : tensor<f32>) {
    ^bb0(%in: i64, %in_100: f32, %out: f32):
      %497 = arith.sitofp %in : i64 to f32
      %498 = arith.subf %497, %in_100 : f32
      linalg.yield %498 : f32
    } -> tensor<f32>
    %261 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_6, %arg54 : tensor<f32>, tensor<f32>) outs(%125 : tensor<f32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = math.powf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<f32>
    %262 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_22, %261 : tensor<i64>, tensor<f32>) outs(%125 : tensor<f32>) {
    ^bb0(%in: i64, %in_100: f32, %out: f32):
      %497 = arith.sitofp %in : i64 to f32
      %498 = arith.subf %497, %in_100 : f32
      linalg.yield %498 : f32
    } -> tensor<f32>
    %263 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%258 : tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %264 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%262 : tensor<f32>) outs(%125 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<f32>
    %265 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %264 : tensor<11x6xf32>, tensor<f32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %266 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%265 : tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<11x6xf32>
    %267 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%arg53, %260 : tensor<f32>, tensor<f32>) outs(%125 : tensor<f32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<f32>
    %268 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%254, %266 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %269 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%267, %268 : tensor<f32>, tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %270 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%251, %269 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %271 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %250 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<5x6xf32>
    %272 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<5x6xf32>
    %273 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%245 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<5x6xf32>
    %274 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%272, %273 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<5x6xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<5x6xf32>
    %276 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%245 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<5x6xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%276, %245 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<5x6xf32>
    %278 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %277 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<5x6xf32>
    %279 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<5x6xf32>
    %280 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%279, %264 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<5x6xf32>
    %281 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%280 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<5x6xf32>
    %282 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%274, %281 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<5x6xf32>
    %283 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%267, %282 : tensor<f32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<5x6xf32>
    %284 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%271, %283 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<5x6xf32>
    %285 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg2, %250 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %286 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg21 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %287 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%235 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %288 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%286, %287 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %289 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg22 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%235 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%290, %235 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %292 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%289, %291 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%292 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %294 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%293, %264 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %295 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%294 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %296 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%288, %295 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %297 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%267, %296 : tensor<f32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %298 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %297 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg3, %250 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg23 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %301 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%236 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%300, %301 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %303 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg24 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %304 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%236 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %305 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%304, %236 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%303, %305 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %307 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%306 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%307, %264 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%308 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %310 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%302, %309 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %311 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%267, %310 : tensor<f32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %312 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%299, %311 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %313 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %250 : tensor<18x6xf32>, tensor<f32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18x6xf32>
    %314 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<18x6xf32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<18x6xf32>
    %315 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<18x6xf32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<18x6xf32>
    %316 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%314, %315 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18x6xf32>
    %317 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<18x6xf32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<18x6xf32>
    %318 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<18x6xf32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<18x6xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%318, %220 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18x6xf32>
    %320 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%317, %319 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18x6xf32>
    %321 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%320 : tensor<18x6xf32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<18x6xf32>
    %322 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%321, %264 : tensor<18x6xf32>, tensor<f32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18x6xf32>
    %323 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%322 : tensor<18x6xf32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<18x6xf32>
    %324 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%316, %323 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18x6xf32>
    %325 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%267, %324 : tensor<f32>, tensor<18x6xf32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18x6xf32>
    %326 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%313, %325 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%218 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18x6xf32>
    %327 = tensor.empty() : tensor<18xf32>
    %328 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg5, %250 : tensor<18xf32>, tensor<f32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18xf32>
    %329 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg27 : tensor<18xf32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<18xf32>
    %330 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_92 : tensor<18xf32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<18xf32>
    %331 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%329, %330 : tensor<18xf32>, tensor<18xf32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18xf32>
    %332 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg28 : tensor<18xf32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<18xf32>
    %333 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_92 : tensor<18xf32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<18xf32>
    %334 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%333, %collapsed_92 : tensor<18xf32>, tensor<18xf32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18xf32>
    %335 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%332, %334 : tensor<18xf32>, tensor<18xf32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18xf32>
    %336 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%335 : tensor<18xf32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<18xf32>
    %337 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%336, %264 : tensor<18xf32>, tensor<f32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18xf32>
    %338 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%337 : tensor<18xf32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<18xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%331, %338 : tensor<18xf32>, tensor<18xf32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18xf32>
    %340 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%267, %339 : tensor<f32>, tensor<18xf32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18xf32>
    %341 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%328, %340 : tensor<18xf32>, tensor<18xf32>) outs(%327 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<18xf32>
    %342 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %250 : tensor<6x6xf32>, tensor<f32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x6xf32>
    %343 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6x6xf32>
    %344 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6x6xf32>
    %345 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%343, %344 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x6xf32>
    %346 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6x6xf32>
    %347 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6x6xf32>
    %348 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%347, %202 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x6xf32>
    %349 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%346, %348 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x6xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%349 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<6x6xf32>
    %351 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%350, %264 : tensor<6x6xf32>, tensor<f32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x6xf32>
    %352 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%351 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6x6xf32>
    %353 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%345, %352 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x6xf32>
    %354 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%267, %353 : tensor<f32>, tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x6xf32>
    %355 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%342, %354 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x6xf32>
    %356 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg7, %250 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %357 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg31 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %358 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_71 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %359 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%357, %358 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %360 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg32 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %361 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_71 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %362 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%361, %collapsed_71 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %363 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%360, %362 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %364 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%363 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%364, %264 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %366 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%365 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%359, %366 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %368 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%267, %367 : tensor<f32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %369 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%356, %368 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %370 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg8, %250 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %371 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg33 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %372 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%197 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %373 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%371, %372 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %374 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg34 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %375 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%197 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %376 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%375, %197 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %377 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%374, %376 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %378 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%377 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %379 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%378, %264 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %380 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%379 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %381 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%373, %380 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %382 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%267, %381 : tensor<f32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %383 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%370, %382 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %384 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg9, %250 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %385 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %386 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%198 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %387 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%385, %386 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %388 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg36 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %389 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%198 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %390 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%389, %198 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %391 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%388, %390 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %392 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%391 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %393 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%392, %264 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %394 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%393 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%387, %394 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %396 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%267, %395 : tensor<f32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %397 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%384, %396 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %398 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %250 : tensor<24x6xf32>, tensor<f32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24x6xf32>
    %399 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<24x6xf32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<24x6xf32>
    %400 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<24x6xf32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<24x6xf32>
    %401 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%399, %400 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24x6xf32>
    %402 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<24x6xf32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<24x6xf32>
    %403 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<24x6xf32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<24x6xf32>
    %404 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%403, %182 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24x6xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%402, %404 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24x6xf32>
    %406 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%405 : tensor<24x6xf32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<24x6xf32>
    %407 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%406, %264 : tensor<24x6xf32>, tensor<f32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24x6xf32>
    %408 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%407 : tensor<24x6xf32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<24x6xf32>
    %409 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%401, %408 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24x6xf32>
    %410 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%267, %409 : tensor<f32>, tensor<24x6xf32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24x6xf32>
    %411 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%398, %410 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%84 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24x6xf32>
    %412 = tensor.empty() : tensor<24xf32>
    %413 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg11, %250 : tensor<24xf32>, tensor<f32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24xf32>
    %414 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<24xf32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<24xf32>
    %415 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_67 : tensor<24xf32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<24xf32>
    %416 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%414, %415 : tensor<24xf32>, tensor<24xf32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24xf32>
    %417 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg40 : tensor<24xf32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<24xf32>
    %418 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_67 : tensor<24xf32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<24xf32>
    %419 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%418, %collapsed_67 : tensor<24xf32>, tensor<24xf32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24xf32>
    %420 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%417, %419 : tensor<24xf32>, tensor<24xf32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24xf32>
    %421 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%420 : tensor<24xf32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<24xf32>
    %422 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%421, %264 : tensor<24xf32>, tensor<f32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24xf32>
    %423 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%422 : tensor<24xf32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<24xf32>
    %424 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%416, %423 : tensor<24xf32>, tensor<24xf32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24xf32>
    %425 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%267, %424 : tensor<f32>, tensor<24xf32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24xf32>
    %426 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%413, %425 : tensor<24xf32>, tensor<24xf32>) outs(%412 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<24xf32>
    %427 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %250 : tensor<6x24xf32>, tensor<f32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x24xf32>
    %428 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<6x24xf32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6x24xf32>
    %429 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%167 : tensor<6x24xf32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6x24xf32>
    %430 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%428, %429 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x24xf32>
    %431 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<6x24xf32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6x24xf32>
    %432 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%167 : tensor<6x24xf32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6x24xf32>
    %433 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%432, %167 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x24xf32>
    %434 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%431, %433 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x24xf32>
    %435 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%434 : tensor<6x24xf32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<6x24xf32>
    %436 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%435, %264 : tensor<6x24xf32>, tensor<f32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x24xf32>
    %437 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%436 : tensor<6x24xf32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6x24xf32>
    %438 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%430, %437 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x24xf32>
    %439 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%267, %438 : tensor<f32>, tensor<6x24xf32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x24xf32>
    %440 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%427, %439 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%72 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6x24xf32>
    %441 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg13, %250 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %442 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %443 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_63 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %444 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%442, %443 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %445 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg44 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %446 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_63 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %447 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %collapsed_63 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %448 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %447 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %449 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%448 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %450 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%449, %264 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %451 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%450 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%444, %451 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %453 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%267, %452 : tensor<f32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%441, %453 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %455 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg14, %250 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %456 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%162 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%456, %457 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %459 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg46 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %460 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%162 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %461 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%460, %162 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %462 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%459, %461 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %463 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%462 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %464 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%463, %264 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %465 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%464 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %466 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%458, %465 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %467 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%267, %466 : tensor<f32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %468 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%455, %467 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg15, %250 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %470 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %471 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%163 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %472 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%470, %471 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %473 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg48 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %474 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%163 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %475 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%474, %163 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %476 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%473, %475 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%476 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %478 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%477, %264 : tensor<6xf32>, tensor<f32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %479 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%478 : tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<6xf32>
    %480 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%472, %479 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %481 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%267, %480 : tensor<f32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %482 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%469, %481 : tensor<6xf32>, tensor<6xf32>) outs(%160 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<6xf32>
    %483 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16, %250 : tensor<11x6xf32>, tensor<f32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %484 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_11 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<11x6xf32>
    %485 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%147 : tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_10 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<11x6xf32>
    %486 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%484, %485 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %487 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_9 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<11x6xf32>
    %488 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%147 : tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_8 : f64 to f32
      %498 = arith.mulf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<11x6xf32>
    %489 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%488, %147 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %490 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%487, %489 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.addf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %491 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%490 : tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = math.sqrt %in : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %492 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%491, %264 : tensor<11x6xf32>, tensor<f32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %493 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%492 : tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %497 = arith.truncf %cst_5 : f64 to f32
      %498 = arith.addf %in, %497 : f32
      linalg.yield %498 : f32
    } -> tensor<11x6xf32>
    %494 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%486, %493 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.divf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %495 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%267, %494 : tensor<f32>, tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.mulf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    %496 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%483, %495 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%145 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %497 = arith.subf %in, %in_100 : f32
      linalg.yield %497 : f32
    } -> tensor<11x6xf32>
    return %129, %270, %284, %298, %312, %326, %341, %355, %369, %383, %397, %411, %426, %440, %454, %468, %482, %496, %254, %258, %274, %278, %288, %292, %302, %306, %316, %320, %331, %335, %345, %349, %359, %363, %373, %377, %387, %391, %401, %405, %416, %420, %430, %434, %444, %448, %458, %462, %472, %476, %486, %490 : tensor<f32>, tensor<11x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<11x6xf32>, tensor<11x6xf32>, tensor<11x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<11x6xf32>, tensor<11x6xf32>
  }
}
