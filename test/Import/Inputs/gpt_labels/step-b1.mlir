// zero-import-torch: gpt_labels.py, micro-batch 1, adamw (torch 2.15.0, torch-mlir); argument names in names.json
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
  func.func @train_step(%arg0: tensor<11x6xf32> {zero.role = "param"}, %arg1: tensor<5x6xf32> {zero.role = "param"}, %arg2: tensor<6xf32> {zero.role = "param"}, %arg3: tensor<6xf32> {zero.role = "param"}, %arg4: tensor<18x6xf32> {zero.role = "param"}, %arg5: tensor<18xf32> {zero.role = "param"}, %arg6: tensor<6x6xf32> {zero.role = "param"}, %arg7: tensor<6xf32> {zero.role = "param"}, %arg8: tensor<6xf32> {zero.role = "param"}, %arg9: tensor<6xf32> {zero.role = "param"}, %arg10: tensor<24x6xf32> {zero.role = "param"}, %arg11: tensor<24xf32> {zero.role = "param"}, %arg12: tensor<6x24xf32> {zero.role = "param"}, %arg13: tensor<6xf32> {zero.role = "param"}, %arg14: tensor<6xf32> {zero.role = "param"}, %arg15: tensor<6xf32> {zero.role = "param"}, %arg16: tensor<11x6xf32> {zero.role = "param"}, %arg17: tensor<11x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg18: tensor<11x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg19: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg20: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg21: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg22: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg23: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg24: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg25: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg26: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg27: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg28: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg29: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg30: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg31: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg32: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg33: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg34: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg35: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg36: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg37: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg38: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg39: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg40: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg41: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg42: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg43: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg44: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg45: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg46: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg47: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg48: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg49: tensor<11x6xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg50: tensor<11x6xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg51: tensor<1x5xi64> {zero.range = array<i64: 0, 11>, zero.role = "batch"}, %arg52: tensor<1x5xi64> {zero.range = array<i64: 0, 11>, zero.range_ignore = -100 : i64, zero.role = "batch"}, %arg53: tensor<f32> {zero.role = "hyper"}, %arg54: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<11x6xf32> {zero.updates = 0 : i64}, tensor<5x6xf32> {zero.updates = 1 : i64}, tensor<6xf32> {zero.updates = 2 : i64}, tensor<6xf32> {zero.updates = 3 : i64}, tensor<18x6xf32> {zero.updates = 4 : i64}, tensor<18xf32> {zero.updates = 5 : i64}, tensor<6x6xf32> {zero.updates = 6 : i64}, tensor<6xf32> {zero.updates = 7 : i64}, tensor<6xf32> {zero.updates = 8 : i64}, tensor<6xf32> {zero.updates = 9 : i64}, tensor<24x6xf32> {zero.updates = 10 : i64}, tensor<24xf32> {zero.updates = 11 : i64}, tensor<6x24xf32> {zero.updates = 12 : i64}, tensor<6xf32> {zero.updates = 13 : i64}, tensor<6xf32> {zero.updates = 14 : i64}, tensor<6xf32> {zero.updates = 15 : i64}, tensor<11x6xf32> {zero.updates = 16 : i64}, tensor<11x6xf32> {zero.updates = 17 : i64}, tensor<11x6xf32> {zero.updates = 18 : i64}, tensor<5x6xf32> {zero.updates = 19 : i64}, tensor<5x6xf32> {zero.updates = 20 : i64}, tensor<6xf32> {zero.updates = 21 : i64}, tensor<6xf32> {zero.updates = 22 : i64}, tensor<6xf32> {zero.updates = 23 : i64}, tensor<6xf32> {zero.updates = 24 : i64}, tensor<18x6xf32> {zero.updates = 25 : i64}, tensor<18x6xf32> {zero.updates = 26 : i64}, tensor<18xf32> {zero.updates = 27 : i64}, tensor<18xf32> {zero.updates = 28 : i64}, tensor<6x6xf32> {zero.updates = 29 : i64}, tensor<6x6xf32> {zero.updates = 30 : i64}, tensor<6xf32> {zero.updates = 31 : i64}, tensor<6xf32> {zero.updates = 32 : i64}, tensor<6xf32> {zero.updates = 33 : i64}, tensor<6xf32> {zero.updates = 34 : i64}, tensor<6xf32> {zero.updates = 35 : i64}, tensor<6xf32> {zero.updates = 36 : i64}, tensor<24x6xf32> {zero.updates = 37 : i64}, tensor<24x6xf32> {zero.updates = 38 : i64}, tensor<24xf32> {zero.updates = 39 : i64}, tensor<24xf32> {zero.updates = 40 : i64}, tensor<6x24xf32> {zero.updates = 41 : i64}, tensor<6x24xf32> {zero.updates = 42 : i64}, tensor<6xf32> {zero.updates = 43 : i64}, tensor<6xf32> {zero.updates = 44 : i64}, tensor<6xf32> {zero.updates = 45 : i64}, tensor<6xf32> {zero.updates = 46 : i64}, tensor<6xf32> {zero.updates = 47 : i64}, tensor<6xf32> {zero.updates = 48 : i64}, tensor<11x6xf32> {zero.updates = 49 : i64}, tensor<11x6xf32> {zero.updates = 50 : i64}) {
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
    %0 = tensor.empty() : tensor<1x5x6xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg51 : tensor<1x5xi64>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %493 = arith.index_cast %in : i64 to index
      %494 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%493, %494] : tensor<11x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x5x6xf32>
    %2 = tensor.empty() : tensor<5xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<5xi64>) {
    ^bb0(%out: i64):
      %493 = linalg.index 0 : index
      %494 = arith.index_cast %493 : index to i64
      linalg.yield %494 : i64
    } -> tensor<5xi64>
    %4 = tensor.empty() : tensor<5x6xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<5xi64>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %493 = arith.index_cast %in : i64 to index
      %494 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%493, %494] : tensor<5x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x6xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x5x6xf32>, tensor<5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %7 = tensor.empty() : tensor<1x5x1xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_16 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<1x5x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.rsqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %16 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %arg2 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %arg3 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %20 = tensor.empty() : tensor<6x18xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<18x6xf32>) outs(%20 : tensor<6x18xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %19 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %21 = tensor.empty() : tensor<5x18xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<5x18xf32>) -> tensor<5x18xf32>
    %23 = linalg.matmul ins(%collapsed, %transposed : tensor<5x6xf32>, tensor<6x18xf32>) outs(%22 : tensor<5x18xf32>) -> tensor<5x18xf32>
    %24 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<18xf32>) outs(%21 : tensor<5x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x18xf32>
    %25 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%23, %24 : tensor<5x18xf32>, tensor<5x18xf32>) outs(%21 : tensor<5x18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x18xf32>
    %expanded = tensor.expand_shape %25 [[0, 1], [2]] output_shape [1, 5, 18] : tensor<5x18xf32> into tensor<1x5x18xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, 5, 6] [1, 1, 1] : tensor<1x5x18xf32> to tensor<1x5x6xf32>
    %extracted_slice_23 = tensor.extract_slice %expanded[0, 0, 6] [1, 5, 6] [1, 1, 1] : tensor<1x5x18xf32> to tensor<1x5x6xf32>
    %extracted_slice_24 = tensor.extract_slice %expanded[0, 0, 12] [1, 5, 6] [1, 1, 1] : tensor<1x5x18xf32> to tensor<1x5x6xf32>
    %expanded_25 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<1x5x6xf32> into tensor<1x5x2x3xf32>
    %26 = tensor.empty() : tensor<1x2x5x3xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<1x5x2x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %expanded_27 = tensor.expand_shape %extracted_slice_23 [[0], [1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<1x5x6xf32> into tensor<1x5x2x3xf32>
    %expanded_28 = tensor.expand_shape %extracted_slice_24 [[0], [1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<1x5x6xf32> into tensor<1x5x2x3xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<1x5x2x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %27 = tensor.empty() : tensor<1x2x3x5xf32>
    %transposed_30 = linalg.transpose ins(%expanded_27 : tensor<1x5x2x3xf32>) outs(%27 : tensor<1x2x3x5xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_31 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<1x2x5x3xf32> into tensor<2x5x3xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2], [3]] : tensor<1x2x3x5xf32> into tensor<2x3x5xf32>
    %28 = tensor.empty() : tensor<2x5x5xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %30 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<2x5x3xf32>, tensor<2x3x5xf32>) outs(%29 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %expanded_33 = tensor.expand_shape %30 [[0, 1], [2], [3]] output_shape [1, 2, 5, 5] : tensor<2x5x5xf32> into tensor<1x2x5x5xf32>
    %31 = tensor.empty() : tensor<1x2x5x5xf32>
    %32 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<1x2x5x5xf32>) outs(%31 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_15 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<1x2x5x5xf32>
    %expanded_34 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 5] : tensor<5xi64> into tensor<1x5xi64>
    %expanded_35 = tensor.expand_shape %3 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %33 = tensor.empty() : tensor<5x5xi64>
    %34 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_34, %expanded_35 : tensor<1x5xi64>, tensor<5x1xi64>) outs(%33 : tensor<5x5xi64>) {
    ^bb0(%in: i64, %in_100: i64, %out: i64):
      %493 = arith.subi %in, %in_100 : i64
      linalg.yield %493 : i64
    } -> tensor<5x5xi64>
    %35 = tensor.empty() : tensor<5x5xi1>
    %36 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<5x5xi64>) outs(%35 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %493 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %493 : i1
    } -> tensor<5x5xi1>
    %37 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%36, %cst_4 : tensor<5x5xi1>, tensor<5x5xi1>) outs(%35 : tensor<5x5xi1>) {
    ^bb0(%in: i1, %in_100: i1, %out: i1):
      %493 = arith.andi %in, %in_100 : i1
      linalg.yield %493 : i1
    } -> tensor<5x5xi1>
    %38 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_3, %32 : tensor<5x5xi1>, tensor<f32>, tensor<1x2x5x5xf32>) outs(%31 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: i1, %in_100: f32, %in_101: f32, %out: f32):
      %493 = arith.select %in, %in_100, %in_101 : f32
      linalg.yield %493 : f32
    } -> tensor<1x2x5x5xf32>
    %39 = tensor.empty() : tensor<1x2x5xi64>
    %40 = linalg.fill ins(%c0_i64 : i64) outs(%39 : tensor<1x2x5xi64>) -> tensor<1x2x5xi64>
    %41 = tensor.empty() : tensor<1x2x5xf32>
    %42 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<1x2x5xf32>) -> tensor<1x2x5xf32>
    %43:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<1x2x5x5xf32>) outs(%42, %40 : tensor<1x2x5xf32>, tensor<1x2x5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_100: i64):
      %493 = linalg.index 3 : index
      %494 = arith.index_cast %493 : index to i64
      %495 = arith.maximumf %in, %out : f32
      %496 = arith.cmpf ogt, %in, %out : f32
      %497 = arith.select %496, %494, %out_100 : i64
      linalg.yield %495, %497 : f32, i64
    } -> (tensor<1x2x5xf32>, tensor<1x2x5xi64>)
    %expanded_36 = tensor.expand_shape %43#0 [[0], [1], [2, 3]] output_shape [1, 2, 5, 1] : tensor<1x2x5xf32> into tensor<1x2x5x1xf32>
    %44 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_36 : tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) outs(%31 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x2x5x5xf32>
    %45 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x2x5x5xf32>) outs(%31 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.exp %in : f32
      linalg.yield %493 : f32
    } -> tensor<1x2x5x5xf32>
    %46 = tensor.empty() : tensor<1x2x5x1xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<1x2x5x1xf32>) -> tensor<1x2x5x1xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<1x2x5x5xf32>) outs(%47 : tensor<1x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x2x5x1xf32>
    %49 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) outs(%31 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x2x5x5xf32>
    %collapsed_37 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<1x2x5x5xf32> into tensor<2x5x5xf32>
    %collapsed_38 = tensor.collapse_shape %transposed_29 [[0, 1], [2], [3]] : tensor<1x2x5x3xf32> into tensor<2x5x3xf32>
    %50 = tensor.empty() : tensor<2x5x3xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %52 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<2x5x5xf32>, tensor<2x5x3xf32>) outs(%51 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %expanded_39 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [1, 2, 5, 3] : tensor<2x5x3xf32> into tensor<1x2x5x3xf32>
    %53 = tensor.empty() : tensor<1x5x2x3xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<1x2x5x3xf32>) outs(%53 : tensor<1x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %54 = tensor.empty() : tensor<6x6xf32>
    %transposed_41 = linalg.transpose ins(%arg6 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<5x6xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%4 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %56 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<5x6xf32>, tensor<6x6xf32>) outs(%55 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x6xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%56, %57 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x6xf32>
    %expanded_43 = tensor.expand_shape %58 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_43 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%59 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %61 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %62 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_16 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<1x5x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.rsqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %67 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %arg8 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %arg9 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %71 = tensor.empty() : tensor<6x24xf32>
    %transposed_44 = linalg.transpose ins(%arg10 : tensor<24x6xf32>) outs(%71 : tensor<6x24xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %70 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %72 = tensor.empty() : tensor<5x24xf32>
    %73 = linalg.fill ins(%cst : f32) outs(%72 : tensor<5x24xf32>) -> tensor<5x24xf32>
    %74 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<5x6xf32>, tensor<6x24xf32>) outs(%73 : tensor<5x24xf32>) -> tensor<5x24xf32>
    %75 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<24xf32>) outs(%72 : tensor<5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x24xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<5x24xf32>, tensor<5x24xf32>) outs(%72 : tensor<5x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x24xf32>
    %expanded_46 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [1, 5, 24] : tensor<5x24xf32> into tensor<1x5x24xf32>
    %77 = tensor.empty() : tensor<1x5x24xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_18 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x24xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_14 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<1x5x24xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.erf %in : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x24xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %cst_19 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x24xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %81 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x24xf32>
    %83 = tensor.empty() : tensor<24x6xf32>
    %transposed_47 = linalg.transpose ins(%arg12 : tensor<6x24xf32>) outs(%83 : tensor<24x6xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %82 [[0, 1], [2]] : tensor<1x5x24xf32> into tensor<5x24xf32>
    %84 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<5x24xf32>, tensor<24x6xf32>) outs(%55 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %85 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x6xf32>
    %86 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%84, %85 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x6xf32>
    %expanded_49 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %expanded_49 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %89 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %90 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%91 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_16 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<1x5x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.rsqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %95 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %arg14 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %arg15 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %99 = tensor.empty() : tensor<6x11xf32>
    %transposed_50 = linalg.transpose ins(%arg16 : tensor<11x6xf32>) outs(%99 : tensor<6x11xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %100 = tensor.empty() : tensor<5x11xf32>
    %101 = linalg.fill ins(%cst : f32) outs(%100 : tensor<5x11xf32>) -> tensor<5x11xf32>
    %102 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<5x6xf32>, tensor<6x11xf32>) outs(%101 : tensor<5x11xf32>) -> tensor<5x11xf32>
    %padded = tensor.pad %arg52 low[0, 0] high[0, 1] {
    ^bb0(%arg55: index, %arg56: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<1x5xi64> to tensor<1x6xi64>
    %extracted_slice_52 = tensor.extract_slice %padded[0, 1] [1, 5] [1, 1] : tensor<1x6xi64> to tensor<1x5xi64>
    %collapsed_53 = tensor.collapse_shape %extracted_slice_52 [[0, 1]] : tensor<1x5xi64> into tensor<5xi64>
    %103 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<5xi64>) -> tensor<5xi64>
    %104 = tensor.empty() : tensor<5xf32>
    %105 = linalg.fill ins(%cst_0 : f32) outs(%104 : tensor<5xf32>) -> tensor<5xf32>
    %106:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%102 : tensor<5x11xf32>) outs(%105, %103 : tensor<5xf32>, tensor<5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_100: i64):
      %493 = linalg.index 1 : index
      %494 = arith.index_cast %493 : index to i64
      %495 = arith.maximumf %in, %out : f32
      %496 = arith.cmpf ogt, %in, %out : f32
      %497 = arith.select %496, %494, %out_100 : i64
      linalg.yield %495, %497 : f32, i64
    } -> (tensor<5xf32>, tensor<5xi64>)
    %expanded_54 = tensor.expand_shape %106#0 [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
    %107 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%102, %expanded_54 : tensor<5x11xf32>, tensor<5x1xf32>) outs(%100 : tensor<5x11xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x11xf32>
    %108 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<5x11xf32>) outs(%100 : tensor<5x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.exp %in : f32
      linalg.yield %493 : f32
    } -> tensor<5x11xf32>
    %109 = tensor.empty() : tensor<5x1xf32>
    %110 = linalg.fill ins(%cst : f32) outs(%109 : tensor<5x1xf32>) -> tensor<5x1xf32>
    %111 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%108 : tensor<5x11xf32>) outs(%110 : tensor<5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<5x1xf32>
    %112 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%111 : tensor<5x1xf32>) outs(%109 : tensor<5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.log %in : f32
      linalg.yield %493 : f32
    } -> tensor<5x1xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%107, %112 : tensor<5x11xf32>, tensor<5x1xf32>) outs(%100 : tensor<5x11xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x11xf32>
    %114 = tensor.empty() : tensor<5xi1>
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_53 : tensor<5xi64>) outs(%114 : tensor<5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %493 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %493 : i1
    } -> tensor<5xi1>
    %116 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%115, %collapsed_53, %cst_21 : tensor<5xi1>, tensor<5xi64>, tensor<i64>) outs(%2 : tensor<5xi64>) {
    ^bb0(%in: i1, %in_100: i64, %in_101: i64, %out: i64):
      %493 = arith.select %in, %in_100, %in_101 : i64
      linalg.yield %493 : i64
    } -> tensor<5xi64>
    %expanded_55 = tensor.expand_shape %116 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %117 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_55 : tensor<5x1xi64>) outs(%110 : tensor<5x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %493 = linalg.index 0 : index
      %494 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %113[%493, %494] : tensor<5x11xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x1xf32>
    %collapsed_56 = tensor.collapse_shape %117 [[0, 1]] : tensor<5x1xf32> into tensor<5xf32>
    %118 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_56 : tensor<5xf32>) outs(%104 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.negf %in : f32
      linalg.yield %493 : f32
    } -> tensor<5xf32>
    %119 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%115, %118, %cst_2 : tensor<5xi1>, tensor<5xf32>, tensor<f32>) outs(%104 : tensor<5xf32>) {
    ^bb0(%in: i1, %in_100: f32, %in_101: f32, %out: f32):
      %493 = arith.select %in, %in_100, %in_101 : f32
      linalg.yield %493 : f32
    } -> tensor<5xf32>
    %120 = tensor.empty() : tensor<i64>
    %121 = linalg.fill ins(%c0_i64 : i64) outs(%120 : tensor<i64>) -> tensor<i64>
    %122 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%115 : tensor<5xi1>) outs(%121 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %493 = arith.extui %in : i1 to i64
      %494 = arith.addi %493, %out : i64
      linalg.yield %494 : i64
    } -> tensor<i64>
    %123 = tensor.empty() : tensor<f32>
    %124 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%122 : tensor<i64>) outs(%123 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %493 = arith.sitofp %in : i64 to f32
      linalg.yield %493 : f32
    } -> tensor<f32>
    %125 = linalg.fill ins(%cst : f32) outs(%123 : tensor<f32>) -> tensor<f32>
    %126 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%119 : tensor<5xf32>) outs(%125 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<f32>
    %127 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%126, %124 : tensor<f32>, tensor<f32>) outs(%123 : tensor<f32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<f32>
    %expanded_57 = tensor.expand_shape %collapsed_53 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %128 = tensor.empty() : tensor<11xi64>
    %129 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%128 : tensor<11xi64>) {
    ^bb0(%out: i64):
      %493 = linalg.index 0 : index
      %494 = arith.index_cast %493 : index to i64
      linalg.yield %494 : i64
    } -> tensor<11xi64>
    %130 = tensor.empty() : tensor<5x11xi1>
    %131 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_57, %129 : tensor<5x1xi64>, tensor<11xi64>) outs(%130 : tensor<5x11xi1>) {
    ^bb0(%in: i64, %in_100: i64, %out: i1):
      %493 = arith.cmpi eq, %in, %in_100 : i64
      linalg.yield %493 : i1
    } -> tensor<5x11xi1>
    %132 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<5x11xi1>) outs(%100 : tensor<5x11xf32>) {
    ^bb0(%in: i1, %out: f32):
      %493 = arith.uitofp %in : i1 to f32
      linalg.yield %493 : f32
    } -> tensor<5x11xf32>
    %133 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%115 : tensor<5xi1>) outs(%104 : tensor<5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %493 = arith.uitofp %in : i1 to f32
      linalg.yield %493 : f32
    } -> tensor<5xf32>
    %expanded_58 = tensor.expand_shape %133 [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
    %134 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<5x11xf32>) outs(%100 : tensor<5x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.negf %in : f32
      linalg.yield %493 : f32
    } -> tensor<5x11xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%134, %expanded_58 : tensor<5x11xf32>, tensor<5x1xf32>) outs(%100 : tensor<5x11xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x11xf32>
    %136 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_1, %124 : tensor<f32>, tensor<f32>) outs(%123 : tensor<f32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<f32>
    %137 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%135, %136 : tensor<5x11xf32>, tensor<f32>) outs(%100 : tensor<5x11xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x11xf32>
    %138 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<5x11xf32>) outs(%100 : tensor<5x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.exp %in : f32
      linalg.yield %493 : f32
    } -> tensor<5x11xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%137 : tensor<5x11xf32>) outs(%110 : tensor<5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<5x1xf32>
    %140 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%138, %139 : tensor<5x11xf32>, tensor<5x1xf32>) outs(%100 : tensor<5x11xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x11xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%137, %140 : tensor<5x11xf32>, tensor<5x11xf32>) outs(%100 : tensor<5x11xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x11xf32>
    %142 = tensor.empty() : tensor<11x5xf32>
    %transposed_59 = linalg.transpose ins(%141 : tensor<5x11xf32>) outs(%142 : tensor<11x5xf32>) permutation = [1, 0] 
    %143 = tensor.empty() : tensor<11x6xf32>
    %144 = linalg.fill ins(%cst : f32) outs(%143 : tensor<11x6xf32>) -> tensor<11x6xf32>
    %145 = linalg.matmul {zero.grad_of = 16 : i64} ins(%transposed_59, %collapsed_51 : tensor<11x5xf32>, tensor<5x6xf32>) outs(%144 : tensor<11x6xf32>) -> tensor<11x6xf32>
    %146 = linalg.matmul ins(%141, %arg16 : tensor<5x11xf32>, tensor<11x6xf32>) outs(%55 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %expanded_60 = tensor.expand_shape %146 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %arg14 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %96 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %151 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %149 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %152 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %156 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %154 : tensor<1x5x1xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %96 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %158 = tensor.empty() : tensor<6xf32>
    %159 = linalg.fill ins(%cst : f32) outs(%158 : tensor<6xf32>) -> tensor<6xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%157 : tensor<1x5x6xf32>) outs(%159 : tensor<6xf32>) attrs =  {zero.grad_of = 14 : i64} {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_60 : tensor<1x5x6xf32>) outs(%159 : tensor<6xf32>) attrs =  {zero.grad_of = 15 : i64} {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %collapsed_61 = tensor.collapse_shape %156 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %162 = linalg.matmul ins(%collapsed_61, %arg12 : tensor<5x6xf32>, tensor<6x24xf32>) outs(%73 : tensor<5x24xf32>) -> tensor<5x24xf32>
    %163 = tensor.empty() : tensor<6x5xf32>
    %transposed_62 = linalg.transpose ins(%collapsed_61 : tensor<5x6xf32>) outs(%163 : tensor<6x5xf32>) permutation = [1, 0] 
    %164 = linalg.fill ins(%cst : f32) outs(%71 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %165 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_62, %collapsed_48 : tensor<6x5xf32>, tensor<5x24xf32>) outs(%164 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %166 = tensor.empty() : tensor<1x6xf32>
    %167 = linalg.fill ins(%cst : f32) outs(%166 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_61 : tensor<5x6xf32>) outs(%167 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x6xf32>
    %collapsed_63 = tensor.collapse_shape %168 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_64 = tensor.expand_shape %162 [[0, 1], [2]] output_shape [1, 5, 24] : tensor<5x24xf32> into tensor<1x5x24xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_18 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x24xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %expanded_46 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x24xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_20 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x24xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.exp %in : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x24xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_13 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<1x5x24xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %173 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x24xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %174 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x24xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64, %175 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%77 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x24xf32>
    %collapsed_65 = tensor.collapse_shape %176 [[0, 1], [2]] : tensor<1x5x24xf32> into tensor<5x24xf32>
    %177 = linalg.matmul ins(%collapsed_65, %arg10 : tensor<5x24xf32>, tensor<24x6xf32>) outs(%55 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %178 = tensor.empty() : tensor<24x5xf32>
    %transposed_66 = linalg.transpose ins(%collapsed_65 : tensor<5x24xf32>) outs(%178 : tensor<24x5xf32>) permutation = [1, 0] 
    %179 = linalg.fill ins(%cst : f32) outs(%83 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %180 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_66, %collapsed_45 : tensor<24x5xf32>, tensor<5x6xf32>) outs(%179 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %181 = tensor.empty() : tensor<1x24xf32>
    %182 = linalg.fill ins(%cst : f32) outs(%181 : tensor<1x24xf32>) -> tensor<1x24xf32>
    %183 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_65 : tensor<5x24xf32>) outs(%182 : tensor<1x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x24xf32>
    %collapsed_67 = tensor.collapse_shape %183 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x24xf32> into tensor<24xf32>
    %expanded_68 = tensor.expand_shape %177 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %arg8 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%184 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %68 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%187 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %188 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %186 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %189 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %193 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %191 : tensor<1x5x1xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %68 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%194 : tensor<1x5x6xf32>) outs(%159 : tensor<6xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_68 : tensor<1x5x6xf32>) outs(%159 : tensor<6xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %193 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %collapsed_69 = tensor.collapse_shape %197 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %198 = linalg.matmul ins(%collapsed_69, %arg6 : tensor<5x6xf32>, tensor<6x6xf32>) outs(%55 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %transposed_70 = linalg.transpose ins(%collapsed_69 : tensor<5x6xf32>) outs(%163 : tensor<6x5xf32>) permutation = [1, 0] 
    %199 = linalg.fill ins(%cst : f32) outs(%54 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %200 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_70, %collapsed_42 : tensor<6x5xf32>, tensor<5x6xf32>) outs(%199 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %201 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_69 : tensor<5x6xf32>) outs(%167 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x6xf32>
    %collapsed_71 = tensor.collapse_shape %201 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_72 = tensor.expand_shape %198 [[0, 1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<5x6xf32> into tensor<1x5x2x3xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<1x5x2x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_74 = tensor.collapse_shape %transposed_73 [[0, 1], [2], [3]] : tensor<1x2x5x3xf32> into tensor<2x5x3xf32>
    %transposed_75 = linalg.transpose ins(%collapsed_37 : tensor<2x5x5xf32>) outs(%28 : tensor<2x5x5xf32>) permutation = [0, 2, 1] 
    %202 = linalg.batch_matmul ins(%transposed_75, %collapsed_74 : tensor<2x5x5xf32>, tensor<2x5x3xf32>) outs(%51 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %203 = tensor.empty() : tensor<2x3x5xf32>
    %transposed_76 = linalg.transpose ins(%collapsed_38 : tensor<2x5x3xf32>) outs(%203 : tensor<2x3x5xf32>) permutation = [0, 2, 1] 
    %204 = linalg.batch_matmul ins(%collapsed_74, %transposed_76 : tensor<2x5x3xf32>, tensor<2x3x5xf32>) outs(%29 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %expanded_77 = tensor.expand_shape %202 [[0, 1], [2], [3]] output_shape [1, 2, 5, 3] : tensor<2x5x3xf32> into tensor<1x2x5x3xf32>
    %expanded_78 = tensor.expand_shape %204 [[0, 1], [2], [3]] output_shape [1, 2, 5, 5] : tensor<2x5x5xf32> into tensor<1x2x5x5xf32>
    %205 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_78, %49 : tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%31 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x2x5x5xf32>
    %206 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%205 : tensor<1x2x5x5xf32>) outs(%47 : tensor<1x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x2x5x1xf32>
    %207 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %206 : tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) outs(%31 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x2x5x5xf32>
    %208 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %207 : tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%31 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x2x5x5xf32>
    %209 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %cst_2, %208 : tensor<5x5xi1>, tensor<f32>, tensor<1x2x5x5xf32>) outs(%31 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: i1, %in_100: f32, %in_101: f32, %out: f32):
      %493 = arith.select %in, %in_100, %in_101 : f32
      linalg.yield %493 : f32
    } -> tensor<1x2x5x5xf32>
    %210 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x2x5x5xf32>) outs(%31 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_15 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<1x2x5x5xf32>
    %collapsed_79 = tensor.collapse_shape %210 [[0, 1], [2], [3]] : tensor<1x2x5x5xf32> into tensor<2x5x5xf32>
    %transposed_80 = linalg.transpose ins(%collapsed_31 : tensor<2x5x3xf32>) outs(%203 : tensor<2x3x5xf32>) permutation = [0, 2, 1] 
    %211 = linalg.fill ins(%cst : f32) outs(%203 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %212 = linalg.batch_matmul ins(%transposed_80, %collapsed_79 : tensor<2x3x5xf32>, tensor<2x5x5xf32>) outs(%211 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %transposed_81 = linalg.transpose ins(%collapsed_32 : tensor<2x3x5xf32>) outs(%50 : tensor<2x5x3xf32>) permutation = [0, 2, 1] 
    %213 = linalg.batch_matmul ins(%collapsed_79, %transposed_81 : tensor<2x5x5xf32>, tensor<2x5x3xf32>) outs(%51 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %expanded_82 = tensor.expand_shape %212 [[0, 1], [2], [3]] output_shape [1, 2, 3, 5] : tensor<2x3x5xf32> into tensor<1x2x3x5xf32>
    %expanded_83 = tensor.expand_shape %213 [[0, 1], [2], [3]] output_shape [1, 2, 5, 3] : tensor<2x5x3xf32> into tensor<1x2x5x3xf32>
    %transposed_84 = linalg.transpose ins(%expanded_77 : tensor<1x2x5x3xf32>) outs(%53 : tensor<1x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_85 = tensor.collapse_shape %transposed_84 [[0], [1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<1x5x6xf32>
    %transposed_86 = linalg.transpose ins(%expanded_82 : tensor<1x2x3x5xf32>) outs(%53 : tensor<1x5x2x3xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_87 = tensor.collapse_shape %transposed_86 [[0], [1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<1x5x6xf32>
    %transposed_88 = linalg.transpose ins(%expanded_83 : tensor<1x2x5x3xf32>) outs(%53 : tensor<1x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_89 = tensor.collapse_shape %transposed_88 [[0], [1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<1x5x6xf32>
    %concat = tensor.concat dim(2) %collapsed_89, %collapsed_87, %collapsed_85 : (tensor<1x5x6xf32>, tensor<1x5x6xf32>, tensor<1x5x6xf32>) -> tensor<1x5x18xf32>
    %collapsed_90 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<1x5x18xf32> into tensor<5x18xf32>
    %214 = linalg.matmul ins(%collapsed_90, %arg4 : tensor<5x18xf32>, tensor<18x6xf32>) outs(%55 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %215 = tensor.empty() : tensor<18x5xf32>
    %transposed_91 = linalg.transpose ins(%collapsed_90 : tensor<5x18xf32>) outs(%215 : tensor<18x5xf32>) permutation = [1, 0] 
    %216 = tensor.empty() : tensor<18x6xf32>
    %217 = linalg.fill ins(%cst : f32) outs(%216 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %218 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_91, %collapsed : tensor<18x5xf32>, tensor<5x6xf32>) outs(%217 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %219 = tensor.empty() : tensor<1x18xf32>
    %220 = linalg.fill ins(%cst : f32) outs(%219 : tensor<1x18xf32>) -> tensor<1x18xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_90 : tensor<5x18xf32>) outs(%220 : tensor<1x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x18xf32>
    %collapsed_92 = tensor.collapse_shape %221 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x18xf32> into tensor<18xf32>
    %expanded_93 = tensor.expand_shape %214 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %arg2 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.mulf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%222 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %17 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %226 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %224 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %227 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.divf %in, %cst_17 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x1xf32>
    %231 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %229 : tensor<1x5x1xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %17 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%232 : tensor<1x5x6xf32>) outs(%159 : tensor<6xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_93 : tensor<1x5x6xf32>) outs(%159 : tensor<6xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %231 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %236 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map19], iterator_types = ["reduction", "parallel", "parallel"]} ins(%235 : tensor<1x5x6xf32>) outs(%236 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.addf %in, %out : f32
      linalg.yield %493 : f32
    } -> tensor<1x5x6xf32>
    %collapsed_94 = tensor.collapse_shape %237 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %238 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_35, %3 : tensor<5x1xi64>, tensor<5xi64>) outs(%35 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %in_100: i64, %out: i1):
      %493 = arith.cmpi eq, %in, %in_100 : i64
      linalg.yield %493 : i1
    } -> tensor<5x5xi1>
    %239 = tensor.empty() : tensor<5x5xf32>
    %240 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<5x5xi1>) outs(%239 : tensor<5x5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %493 = arith.uitofp %in : i1 to f32
      linalg.yield %493 : f32
    } -> tensor<5x5xf32>
    %transposed_95 = linalg.transpose ins(%240 : tensor<5x5xf32>) outs(%239 : tensor<5x5xf32>) permutation = [1, 0] 
    %241 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_95, %collapsed_94 : tensor<5x5xf32>, tensor<5x6xf32>) outs(%55 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %collapsed_96 = tensor.collapse_shape %arg51 [[0, 1]] : tensor<1x5xi64> into tensor<5xi64>
    %expanded_97 = tensor.expand_shape %collapsed_96 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %242 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_97, %129 : tensor<5x1xi64>, tensor<11xi64>) outs(%130 : tensor<5x11xi1>) {
    ^bb0(%in: i64, %in_100: i64, %out: i1):
      %493 = arith.cmpi eq, %in, %in_100 : i64
      linalg.yield %493 : i1
    } -> tensor<5x11xi1>
    %243 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%242 : tensor<5x11xi1>) outs(%100 : tensor<5x11xf32>) {
    ^bb0(%in: i1, %out: f32):
      %493 = arith.uitofp %in : i1 to f32
      linalg.yield %493 : f32
    } -> tensor<5x11xf32>
    %collapsed_98 = tensor.collapse_shape %235 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %transposed_99 = linalg.transpose ins(%243 : tensor<5x11xf32>) outs(%142 : tensor<11x5xf32>) permutation = [1, 0] 
    %244 = linalg.matmul {zero.grad_of = 0 : i64} ins(%transposed_99, %collapsed_98 : tensor<11x5xf32>, tensor<5x6xf32>) outs(%144 : tensor<11x6xf32>) -> tensor<11x6xf32>
    %245 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg53 : tensor<f32>) outs(%123 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_12 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<f32>
    %246 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_22, %245 : tensor<i64>, tensor<f32>) outs(%123 : tensor<f32>) {
    ^bb0(%in: i64, %in_100: f32, %out: f32):
      %493 = arith.sitofp %in : i64 to f32
      %494 = arith.subf %493, %in_100 : f32
      linalg.yield %494 : f32
    } -> tensor<f32>
    %247 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %246 : tensor<11x6xf32>, tensor<f32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %248 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<11x6xf32>
    %249 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<11x6xf32>
    %250 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%248, %249 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %251 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<11x6xf32>
    %252 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<11x6xf32>
    %253 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%252, %244 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %254 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%251, %253 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %255 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_7, %arg54 : tensor<f32>, tensor<f32>) outs(%123 : tensor<f32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = math.powf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<f32>
    %256 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_22, %255 : tensor<i64>, tensor<f32>) outs(%123 : tensor<f32>) {
    ^bb0(%in: i64, %in_100: f32, %out: f32):
      %493 = arith.sitofp %in : i64 to f32
      %494 = arith.subf %493, %in_100 : f32
      linalg.yield %494 : f32
    } -> tensor<f32>
    %257 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_6, %arg54 : tensor<f32>, tensor<f32>) outs(%123 : tensor<f32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = math.powf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<f32>
    %258 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_22, %257 : tensor<i64>, tensor<f32>) outs(%123 : tensor<f32>) {
    ^bb0(%in: i64, %in_100: f32, %out: f32):
      %493 = arith.sitofp %in : i64 to f32
      %494 = arith.subf %493, %in_100 : f32
      linalg.yield %494 : f32
    } -> tensor<f32>
    %259 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%254 : tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %260 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%258 : tensor<f32>) outs(%123 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<f32>
    %261 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%259, %260 : tensor<11x6xf32>, tensor<f32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %262 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%261 : tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<11x6xf32>
    %263 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%arg53, %256 : tensor<f32>, tensor<f32>) outs(%123 : tensor<f32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<f32>
    %264 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%250, %262 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %265 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %264 : tensor<f32>, tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %266 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%247, %265 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %267 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %246 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x6xf32>
    %268 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<5x6xf32>
    %269 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%241 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<5x6xf32>
    %270 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%268, %269 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x6xf32>
    %271 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<5x6xf32>
    %272 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%241 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<5x6xf32>
    %273 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%272, %241 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x6xf32>
    %274 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%271, %273 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x6xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%274 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<5x6xf32>
    %276 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %260 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x6xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%276 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<5x6xf32>
    %278 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%270, %277 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x6xf32>
    %279 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %278 : tensor<f32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x6xf32>
    %280 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%267, %279 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<5x6xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg2, %246 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %282 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg21 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %283 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%233 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %284 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%282, %283 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %285 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg22 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %286 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%233 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %287 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%286, %233 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %288 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %287 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %289 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%288 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%289, %260 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%290 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %292 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%284, %291 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %293 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %292 : tensor<f32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %294 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%281, %293 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %295 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg3, %246 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %296 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg23 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%234 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %298 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%296, %297 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg24 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%234 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %301 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%300, %234 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%299, %301 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %303 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%302 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %304 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%303, %260 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %305 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%304 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%298, %305 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %307 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %306 : tensor<f32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%295, %307 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %309 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %246 : tensor<18x6xf32>, tensor<f32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18x6xf32>
    %310 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<18x6xf32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<18x6xf32>
    %311 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%218 : tensor<18x6xf32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<18x6xf32>
    %312 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%310, %311 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18x6xf32>
    %313 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<18x6xf32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<18x6xf32>
    %314 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%218 : tensor<18x6xf32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<18x6xf32>
    %315 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%314, %218 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18x6xf32>
    %316 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%313, %315 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18x6xf32>
    %317 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%316 : tensor<18x6xf32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<18x6xf32>
    %318 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%317, %260 : tensor<18x6xf32>, tensor<f32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18x6xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%318 : tensor<18x6xf32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<18x6xf32>
    %320 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%312, %319 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18x6xf32>
    %321 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %320 : tensor<f32>, tensor<18x6xf32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18x6xf32>
    %322 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%309, %321 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%216 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18x6xf32>
    %323 = tensor.empty() : tensor<18xf32>
    %324 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg5, %246 : tensor<18xf32>, tensor<f32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18xf32>
    %325 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg27 : tensor<18xf32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<18xf32>
    %326 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_92 : tensor<18xf32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<18xf32>
    %327 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%325, %326 : tensor<18xf32>, tensor<18xf32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18xf32>
    %328 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg28 : tensor<18xf32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<18xf32>
    %329 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_92 : tensor<18xf32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<18xf32>
    %330 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%329, %collapsed_92 : tensor<18xf32>, tensor<18xf32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18xf32>
    %331 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%328, %330 : tensor<18xf32>, tensor<18xf32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18xf32>
    %332 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%331 : tensor<18xf32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<18xf32>
    %333 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%332, %260 : tensor<18xf32>, tensor<f32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18xf32>
    %334 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%333 : tensor<18xf32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<18xf32>
    %335 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%327, %334 : tensor<18xf32>, tensor<18xf32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18xf32>
    %336 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %335 : tensor<f32>, tensor<18xf32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18xf32>
    %337 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%324, %336 : tensor<18xf32>, tensor<18xf32>) outs(%323 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<18xf32>
    %338 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %246 : tensor<6x6xf32>, tensor<f32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x6xf32>
    %339 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6x6xf32>
    %340 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%200 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6x6xf32>
    %341 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%339, %340 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x6xf32>
    %342 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6x6xf32>
    %343 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%200 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6x6xf32>
    %344 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%343, %200 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x6xf32>
    %345 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%342, %344 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x6xf32>
    %346 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%345 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<6x6xf32>
    %347 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%346, %260 : tensor<6x6xf32>, tensor<f32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x6xf32>
    %348 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%347 : tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6x6xf32>
    %349 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%341, %348 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x6xf32>
    %350 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %349 : tensor<f32>, tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x6xf32>
    %351 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%338, %350 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%54 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x6xf32>
    %352 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg7, %246 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %353 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg31 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %354 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_71 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %355 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%353, %354 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %356 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg32 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %357 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_71 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %358 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%357, %collapsed_71 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %359 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%356, %358 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %360 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%359 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %361 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%360, %260 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%361 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %363 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%355, %362 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %364 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %363 : tensor<f32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%352, %364 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %366 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg8, %246 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %367 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg33 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %368 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%195 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %369 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%367, %368 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %370 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg34 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %371 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%195 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %372 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%371, %195 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %373 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%370, %372 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %374 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%373 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %375 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%374, %260 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %376 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%375 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %377 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%369, %376 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %378 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %377 : tensor<f32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %379 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%366, %378 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %380 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg9, %246 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %381 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %382 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%196 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %383 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%381, %382 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %384 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg36 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %385 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%196 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %386 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%385, %196 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %387 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%384, %386 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %388 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%387 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %389 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%388, %260 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%389 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %391 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%383, %390 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %392 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %391 : tensor<f32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %393 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%380, %392 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %394 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %246 : tensor<24x6xf32>, tensor<f32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24x6xf32>
    %395 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<24x6xf32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<24x6xf32>
    %396 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<24x6xf32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<24x6xf32>
    %397 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%395, %396 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24x6xf32>
    %398 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<24x6xf32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<24x6xf32>
    %399 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<24x6xf32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<24x6xf32>
    %400 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%399, %180 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24x6xf32>
    %401 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%398, %400 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24x6xf32>
    %402 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%401 : tensor<24x6xf32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<24x6xf32>
    %403 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%402, %260 : tensor<24x6xf32>, tensor<f32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24x6xf32>
    %404 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%403 : tensor<24x6xf32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<24x6xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%397, %404 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24x6xf32>
    %406 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %405 : tensor<f32>, tensor<24x6xf32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24x6xf32>
    %407 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%394, %406 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%83 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24x6xf32>
    %408 = tensor.empty() : tensor<24xf32>
    %409 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg11, %246 : tensor<24xf32>, tensor<f32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24xf32>
    %410 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<24xf32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<24xf32>
    %411 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_67 : tensor<24xf32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<24xf32>
    %412 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%410, %411 : tensor<24xf32>, tensor<24xf32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24xf32>
    %413 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg40 : tensor<24xf32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<24xf32>
    %414 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_67 : tensor<24xf32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<24xf32>
    %415 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%414, %collapsed_67 : tensor<24xf32>, tensor<24xf32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24xf32>
    %416 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%413, %415 : tensor<24xf32>, tensor<24xf32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24xf32>
    %417 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%416 : tensor<24xf32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<24xf32>
    %418 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%417, %260 : tensor<24xf32>, tensor<f32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24xf32>
    %419 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%418 : tensor<24xf32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<24xf32>
    %420 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%412, %419 : tensor<24xf32>, tensor<24xf32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24xf32>
    %421 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %420 : tensor<f32>, tensor<24xf32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24xf32>
    %422 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%409, %421 : tensor<24xf32>, tensor<24xf32>) outs(%408 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<24xf32>
    %423 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %246 : tensor<6x24xf32>, tensor<f32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x24xf32>
    %424 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<6x24xf32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6x24xf32>
    %425 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%165 : tensor<6x24xf32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6x24xf32>
    %426 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%424, %425 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x24xf32>
    %427 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<6x24xf32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6x24xf32>
    %428 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%165 : tensor<6x24xf32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6x24xf32>
    %429 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%428, %165 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x24xf32>
    %430 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%427, %429 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x24xf32>
    %431 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%430 : tensor<6x24xf32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<6x24xf32>
    %432 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%431, %260 : tensor<6x24xf32>, tensor<f32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x24xf32>
    %433 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%432 : tensor<6x24xf32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6x24xf32>
    %434 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%426, %433 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x24xf32>
    %435 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %434 : tensor<f32>, tensor<6x24xf32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x24xf32>
    %436 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%423, %435 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%71 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6x24xf32>
    %437 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg13, %246 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %438 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %439 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_63 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %440 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%438, %439 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %441 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg44 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %442 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_63 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %443 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%442, %collapsed_63 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %444 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%441, %443 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %445 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%444 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %446 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%445, %260 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %447 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%446 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %448 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%440, %447 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %449 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %448 : tensor<f32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %450 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%437, %449 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %451 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg14, %246 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %453 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%160 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%452, %453 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %455 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg46 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %456 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%160 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %457 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%456, %160 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%455, %457 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %459 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%458 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %460 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%459, %260 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %461 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%460 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %462 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%454, %461 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %463 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %462 : tensor<f32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %464 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%451, %463 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %465 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg15, %246 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %466 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %467 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%161 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %468 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%466, %467 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg48 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %470 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%161 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %471 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%470, %161 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %472 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%469, %471 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %473 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%472 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %474 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%473, %260 : tensor<6xf32>, tensor<f32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %475 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%474 : tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<6xf32>
    %476 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%468, %475 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %477 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%263, %476 : tensor<f32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %478 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%465, %477 : tensor<6xf32>, tensor<6xf32>) outs(%158 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<6xf32>
    %479 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16, %246 : tensor<11x6xf32>, tensor<f32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %480 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_11 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<11x6xf32>
    %481 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_10 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<11x6xf32>
    %482 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%480, %481 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %483 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_9 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<11x6xf32>
    %484 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_8 : f64 to f32
      %494 = arith.mulf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<11x6xf32>
    %485 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%484, %145 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %486 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%483, %485 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.addf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %487 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%486 : tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = math.sqrt %in : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %488 = linalg.generic {indexing_maps = [#map4, #map18, #map4], iterator_types = ["parallel", "parallel"]} ins(%487, %260 : tensor<11x6xf32>, tensor<f32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %489 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%488 : tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %493 = arith.truncf %cst_5 : f64 to f32
      %494 = arith.addf %in, %493 : f32
      linalg.yield %494 : f32
    } -> tensor<11x6xf32>
    %490 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%482, %489 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.divf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %491 = linalg.generic {indexing_maps = [#map18, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %490 : tensor<f32>, tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.mulf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    %492 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%479, %491 : tensor<11x6xf32>, tensor<11x6xf32>) outs(%143 : tensor<11x6xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %493 = arith.subf %in, %in_100 : f32
      linalg.yield %493 : f32
    } -> tensor<11x6xf32>
    return %127, %266, %280, %294, %308, %322, %337, %351, %365, %379, %393, %407, %422, %436, %450, %464, %478, %492, %250, %254, %270, %274, %284, %288, %298, %302, %312, %316, %327, %331, %341, %345, %355, %359, %369, %373, %383, %387, %397, %401, %412, %416, %426, %430, %440, %444, %454, %458, %468, %472, %482, %486 : tensor<f32>, tensor<11x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<11x6xf32>, tensor<11x6xf32>, tensor<11x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<11x6xf32>, tensor<11x6xf32>
  }
}
