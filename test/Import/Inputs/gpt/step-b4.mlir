// zero-import-torch: gpt.py, micro-batch 4, adamw (torch 2.15.0, torch-mlir); argument names in names.json
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
#map12 = affine_map<(d0, d1) -> ()>
#map13 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0) -> ()>
#map17 = affine_map<() -> ()>
#map18 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func @train_step(%arg0: tensor<13x6xf32> {zero.role = "param"}, %arg1: tensor<5x6xf32> {zero.role = "param"}, %arg2: tensor<6xf32> {zero.role = "param"}, %arg3: tensor<6xf32> {zero.role = "param"}, %arg4: tensor<18x6xf32> {zero.role = "param"}, %arg5: tensor<18xf32> {zero.role = "param"}, %arg6: tensor<6x6xf32> {zero.role = "param"}, %arg7: tensor<6xf32> {zero.role = "param"}, %arg8: tensor<6xf32> {zero.role = "param"}, %arg9: tensor<6xf32> {zero.role = "param"}, %arg10: tensor<24x6xf32> {zero.role = "param"}, %arg11: tensor<24xf32> {zero.role = "param"}, %arg12: tensor<6x24xf32> {zero.role = "param"}, %arg13: tensor<6xf32> {zero.role = "param"}, %arg14: tensor<6xf32> {zero.role = "param"}, %arg15: tensor<6xf32> {zero.role = "param"}, %arg16: tensor<13x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg17: tensor<13x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg18: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg19: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg20: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg21: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg22: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg23: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg24: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg25: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg26: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg27: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg28: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg29: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg30: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg31: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg32: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg33: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg34: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg35: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg36: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg37: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg38: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg39: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg40: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg41: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg42: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg43: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg44: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg45: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg46: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg47: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg48: tensor<4x5xi64> {zero.range = array<i64: 0, 13>, zero.role = "batch"}, %arg49: tensor<4x5xi64> {zero.range = array<i64: 0, 13>, zero.role = "batch"}, %arg50: tensor<f32> {zero.role = "hyper"}, %arg51: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<13x6xf32> {zero.updates = 0 : i64}, tensor<5x6xf32> {zero.updates = 1 : i64}, tensor<6xf32> {zero.updates = 2 : i64}, tensor<6xf32> {zero.updates = 3 : i64}, tensor<18x6xf32> {zero.updates = 4 : i64}, tensor<18xf32> {zero.updates = 5 : i64}, tensor<6x6xf32> {zero.updates = 6 : i64}, tensor<6xf32> {zero.updates = 7 : i64}, tensor<6xf32> {zero.updates = 8 : i64}, tensor<6xf32> {zero.updates = 9 : i64}, tensor<24x6xf32> {zero.updates = 10 : i64}, tensor<24xf32> {zero.updates = 11 : i64}, tensor<6x24xf32> {zero.updates = 12 : i64}, tensor<6xf32> {zero.updates = 13 : i64}, tensor<6xf32> {zero.updates = 14 : i64}, tensor<6xf32> {zero.updates = 15 : i64}, tensor<13x6xf32> {zero.updates = 16 : i64}, tensor<13x6xf32> {zero.updates = 17 : i64}, tensor<5x6xf32> {zero.updates = 18 : i64}, tensor<5x6xf32> {zero.updates = 19 : i64}, tensor<6xf32> {zero.updates = 20 : i64}, tensor<6xf32> {zero.updates = 21 : i64}, tensor<6xf32> {zero.updates = 22 : i64}, tensor<6xf32> {zero.updates = 23 : i64}, tensor<18x6xf32> {zero.updates = 24 : i64}, tensor<18x6xf32> {zero.updates = 25 : i64}, tensor<18xf32> {zero.updates = 26 : i64}, tensor<18xf32> {zero.updates = 27 : i64}, tensor<6x6xf32> {zero.updates = 28 : i64}, tensor<6x6xf32> {zero.updates = 29 : i64}, tensor<6xf32> {zero.updates = 30 : i64}, tensor<6xf32> {zero.updates = 31 : i64}, tensor<6xf32> {zero.updates = 32 : i64}, tensor<6xf32> {zero.updates = 33 : i64}, tensor<6xf32> {zero.updates = 34 : i64}, tensor<6xf32> {zero.updates = 35 : i64}, tensor<24x6xf32> {zero.updates = 36 : i64}, tensor<24x6xf32> {zero.updates = 37 : i64}, tensor<24xf32> {zero.updates = 38 : i64}, tensor<24xf32> {zero.updates = 39 : i64}, tensor<6x24xf32> {zero.updates = 40 : i64}, tensor<6x24xf32> {zero.updates = 41 : i64}, tensor<6xf32> {zero.updates = 42 : i64}, tensor<6xf32> {zero.updates = 43 : i64}, tensor<6xf32> {zero.updates = 44 : i64}, tensor<6xf32> {zero.updates = 45 : i64}, tensor<6xf32> {zero.updates = 46 : i64}, tensor<6xf32> {zero.updates = 47 : i64}) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<4x2x5x5xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = arith.constant dense<true> : tensor<5x5xi1>
    %cst_8 = arith.constant 1.000000e-03 : f64
    %cst_9 = arith.constant dense<0.949999988> : tensor<f32>
    %cst_10 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_11 = arith.constant 0.050000000000000044 : f64
    %cst_12 = arith.constant 0.94999999999999996 : f64
    %cst_13 = arith.constant 0.099999999999999978 : f64
    %cst_14 = arith.constant 9.000000e-01 : f64
    %cst_15 = arith.constant 1.000000e-01 : f64
    %cst_16 = arith.constant 0.3989422804014327 : f64
    %cst_17 = arith.constant 0.70710678118654757 : f64
    %cst_18 = arith.constant 0xFFF0000000000000 : f64
    %cst_19 = arith.constant 0.75983568565159265 : f64
    %cst_20 = arith.constant 1.000000e-05 : f64
    %cst_21 = arith.constant 6.000000e+00 : f32
    %cst_22 = arith.constant 1.41421354 : f32
    %cst_23 = arith.constant -5.000000e-01 : f32
    %cst_24 = arith.constant dense<0> : tensor<i64>
    %cst_25 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<4x5x6xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48 : tensor<4x5xi64>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %491 = arith.index_cast %in : i64 to index
      %492 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%491, %492] : tensor<13x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x5x6xf32>
    %2 = tensor.empty() : tensor<5xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<5xi64>) {
    ^bb0(%out: i64):
      %491 = linalg.index 0 : index
      %492 = arith.index_cast %491 : index to i64
      linalg.yield %492 : i64
    } -> tensor<5xi64>
    %4 = tensor.empty() : tensor<5x6xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<5xi64>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %491 = arith.index_cast %in : i64 to index
      %492 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%491, %492] : tensor<5x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x6xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<4x5x6xf32>, tensor<5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %7 = tensor.empty() : tensor<4x5x1xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<4x5x1xf32>) -> tensor<4x5x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.divf %in, %cst_21 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.divf %in, %cst_21 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_20 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<4x5x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.rsqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %16 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %arg2 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %arg3 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
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
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<20x18xf32>
    %expanded = tensor.expand_shape %25 [[0, 1], [2]] output_shape [4, 5, 18] : tensor<20x18xf32> into tensor<4x5x18xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [4, 5, 6] [1, 1, 1] : tensor<4x5x18xf32> to tensor<4x5x6xf32>
    %extracted_slice_26 = tensor.extract_slice %expanded[0, 0, 6] [4, 5, 6] [1, 1, 1] : tensor<4x5x18xf32> to tensor<4x5x6xf32>
    %extracted_slice_27 = tensor.extract_slice %expanded[0, 0, 12] [4, 5, 6] [1, 1, 1] : tensor<4x5x18xf32> to tensor<4x5x6xf32>
    %expanded_28 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [4, 5, 2, 3] : tensor<4x5x6xf32> into tensor<4x5x2x3xf32>
    %26 = tensor.empty() : tensor<4x2x5x3xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<4x5x2x3xf32>) outs(%26 : tensor<4x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %expanded_30 = tensor.expand_shape %extracted_slice_26 [[0], [1], [2, 3]] output_shape [4, 5, 2, 3] : tensor<4x5x6xf32> into tensor<4x5x2x3xf32>
    %expanded_31 = tensor.expand_shape %extracted_slice_27 [[0], [1], [2, 3]] output_shape [4, 5, 2, 3] : tensor<4x5x6xf32> into tensor<4x5x2x3xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<4x5x2x3xf32>) outs(%26 : tensor<4x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %27 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<4x2x5x3xf32>) outs(%26 : tensor<4x2x5x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_19 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<4x2x5x3xf32>
    %expanded_33 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 5] : tensor<5xi64> into tensor<1x5xi64>
    %expanded_34 = tensor.expand_shape %3 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %28 = tensor.empty() : tensor<5x5xi64>
    %29 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %expanded_34 : tensor<1x5xi64>, tensor<5x1xi64>) outs(%28 : tensor<5x5xi64>) {
    ^bb0(%in: i64, %in_102: i64, %out: i64):
      %491 = arith.subi %in, %in_102 : i64
      linalg.yield %491 : i64
    } -> tensor<5x5xi64>
    %30 = tensor.empty() : tensor<5x5xi1>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<5x5xi64>) outs(%30 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %491 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %491 : i1
    } -> tensor<5x5xi1>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_7 : tensor<5x5xi1>, tensor<5x5xi1>) outs(%30 : tensor<5x5xi1>) {
    ^bb0(%in: i1, %in_102: i1, %out: i1):
      %491 = arith.andi %in, %in_102 : i1
      linalg.yield %491 : i1
    } -> tensor<5x5xi1>
    %33 = tensor.empty() : tensor<5x5xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map12, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%32, %cst_5, %cst_6 : tensor<5x5xi1>, tensor<f32>, tensor<f32>) outs(%33 : tensor<5x5xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %491 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %491 : f32
    } -> tensor<5x5xf32>
    %35 = tensor.empty() : tensor<4x2x3x5xf32>
    %transposed_35 = linalg.transpose ins(%expanded_30 : tensor<4x5x2x3xf32>) outs(%35 : tensor<4x2x3x5xf32>) permutation = [0, 2, 3, 1] 
    %36 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_35 : tensor<4x2x3x5xf32>) outs(%35 : tensor<4x2x3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_19 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<4x2x3x5xf32>
    %collapsed_36 = tensor.collapse_shape %27 [[0, 1], [2], [3]] : tensor<4x2x5x3xf32> into tensor<8x5x3xf32>
    %collapsed_37 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<4x2x3x5xf32> into tensor<8x3x5xf32>
    %37 = tensor.empty() : tensor<8x5x5xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    %39 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<8x5x3xf32>, tensor<8x3x5xf32>) outs(%38 : tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    %expanded_38 = tensor.expand_shape %39 [[0, 1], [2], [3]] output_shape [4, 2, 5, 5] : tensor<8x5x5xf32> into tensor<4x2x5x5xf32>
    %40 = tensor.empty() : tensor<4x2x5x5xf32>
    %41 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38, %34 : tensor<4x2x5x5xf32>, tensor<5x5xf32>) outs(%40 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x2x5x5xf32>
    %42 = tensor.empty() : tensor<4x2x5xi64>
    %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<4x2x5xi64>) -> tensor<4x2x5xi64>
    %44 = tensor.empty() : tensor<4x2x5xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<4x2x5xf32>) -> tensor<4x2x5xf32>
    %46:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<4x2x5x5xf32>) outs(%45, %43 : tensor<4x2x5xf32>, tensor<4x2x5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_102: i64):
      %491 = linalg.index 3 : index
      %492 = arith.index_cast %491 : index to i64
      %493 = arith.maximumf %in, %out : f32
      %494 = arith.cmpf ogt, %in, %out : f32
      %495 = arith.select %494, %492, %out_102 : i64
      linalg.yield %493, %495 : f32, i64
    } -> (tensor<4x2x5xf32>, tensor<4x2x5xi64>)
    %expanded_39 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [4, 2, 5, 1] : tensor<4x2x5xf32> into tensor<4x2x5x1xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_39 : tensor<4x2x5x5xf32>, tensor<4x2x5x1xf32>) outs(%40 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x2x5x5xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<4x2x5x5xf32>) outs(%40 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.exp %in : f32
      linalg.yield %491 : f32
    } -> tensor<4x2x5x5xf32>
    %49 = tensor.empty() : tensor<4x2x5x1xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<4x2x5x1xf32>) -> tensor<4x2x5x1xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<4x2x5x5xf32>) outs(%50 : tensor<4x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x2x5x1xf32>
    %52 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<4x2x5x5xf32>, tensor<4x2x5x1xf32>) outs(%40 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x2x5x5xf32>
    %53 = tensor.empty() : tensor<4x2x5x5xi1>
    %54 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<4x2x5x5xf32>) outs(%53 : tensor<4x2x5x5xi1>) {
    ^bb0(%in: f32, %out: i1):
      %491 = arith.extf %in : f32 to f64
      %492 = arith.cmpf oeq, %491, %cst_18 : f64
      linalg.yield %492 : i1
    } -> tensor<4x2x5x5xi1>
    %55 = tensor.empty() : tensor<4x2x5x1xi1>
    %56 = linalg.fill ins(%true : i1) outs(%55 : tensor<4x2x5x1xi1>) -> tensor<4x2x5x1xi1>
    %57 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<4x2x5x5xi1>) outs(%56 : tensor<4x2x5x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %491 = arith.andi %in, %out : i1
      linalg.yield %491 : i1
    } -> tensor<4x2x5x1xi1>
    %58 = linalg.generic {indexing_maps = [#map15, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %cst_4, %52 : tensor<4x2x5x1xi1>, tensor<4x2x5x5xf32>, tensor<4x2x5x5xf32>) outs(%40 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %491 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %491 : f32
    } -> tensor<4x2x5x5xf32>
    %collapsed_40 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<4x2x5x5xf32> into tensor<8x5x5xf32>
    %collapsed_41 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] : tensor<4x2x5x3xf32> into tensor<8x5x3xf32>
    %59 = tensor.empty() : tensor<8x5x3xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<8x5x3xf32>) -> tensor<8x5x3xf32>
    %61 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<8x5x5xf32>, tensor<8x5x3xf32>) outs(%60 : tensor<8x5x3xf32>) -> tensor<8x5x3xf32>
    %expanded_42 = tensor.expand_shape %61 [[0, 1], [2], [3]] output_shape [4, 2, 5, 3] : tensor<8x5x3xf32> into tensor<4x2x5x3xf32>
    %62 = tensor.empty() : tensor<4x5x2x3xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<4x2x5x3xf32>) outs(%62 : tensor<4x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %63 = tensor.empty() : tensor<6x6xf32>
    %transposed_44 = linalg.transpose ins(%arg6 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %transposed_43 [[0, 1], [2, 3]] : tensor<4x5x2x3xf32> into tensor<20x6xf32>
    %64 = tensor.empty() : tensor<20x6xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %66 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<20x6xf32>, tensor<6x6xf32>) outs(%65 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %67 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<6xf32>) outs(%64 : tensor<20x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<20x6xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%66, %67 : tensor<20x6xf32>, tensor<20x6xf32>) outs(%64 : tensor<20x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<20x6xf32>
    %expanded_46 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [4, 5, 6] : tensor<20x6xf32> into tensor<4x5x6xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_46 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.divf %in, %cst_21 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.divf %in, %cst_21 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_20 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<4x5x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.rsqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %77 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %arg8 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %arg9 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %81 = tensor.empty() : tensor<6x24xf32>
    %transposed_47 = linalg.transpose ins(%arg10 : tensor<24x6xf32>) outs(%81 : tensor<6x24xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<4x5x6xf32> into tensor<20x6xf32>
    %82 = tensor.empty() : tensor<20x24xf32>
    %83 = linalg.fill ins(%cst : f32) outs(%82 : tensor<20x24xf32>) -> tensor<20x24xf32>
    %84 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<20x6xf32>, tensor<6x24xf32>) outs(%83 : tensor<20x24xf32>) -> tensor<20x24xf32>
    %85 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<24xf32>) outs(%82 : tensor<20x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<20x24xf32>
    %86 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%84, %85 : tensor<20x24xf32>, tensor<20x24xf32>) outs(%82 : tensor<20x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<20x24xf32>
    %expanded_49 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [4, 5, 24] : tensor<20x24xf32> into tensor<4x5x24xf32>
    %87 = tensor.empty() : tensor<4x5x24xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<4x5x24xf32>) outs(%87 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.divf %in, %cst_22 : f32
      %492 = math.erf %491 : f32
      %493 = arith.addf %492, %cst_1 : f32
      %494 = arith.mulf %493, %cst_2 : f32
      %495 = arith.mulf %in, %494 : f32
      linalg.yield %495 : f32
    } -> tensor<4x5x24xf32>
    %89 = tensor.empty() : tensor<24x6xf32>
    %transposed_50 = linalg.transpose ins(%arg12 : tensor<6x24xf32>) outs(%89 : tensor<24x6xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<4x5x24xf32> into tensor<20x24xf32>
    %90 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<20x24xf32>, tensor<24x6xf32>) outs(%65 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %91 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<6xf32>) outs(%64 : tensor<20x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<20x6xf32>
    %92 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%90, %91 : tensor<20x6xf32>, tensor<20x6xf32>) outs(%64 : tensor<20x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<20x6xf32>
    %expanded_52 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [4, 5, 6] : tensor<20x6xf32> into tensor<4x5x6xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %expanded_52 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.divf %in, %cst_21 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %95 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %96 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.divf %in, %cst_21 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_20 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<4x5x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.rsqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %101 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg14 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %arg15 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %105 = tensor.empty() : tensor<6x13xf32>
    %transposed_53 = linalg.transpose ins(%arg0 : tensor<13x6xf32>) outs(%105 : tensor<6x13xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<4x5x6xf32> into tensor<20x6xf32>
    %106 = tensor.empty() : tensor<20x13xf32>
    %107 = linalg.fill ins(%cst : f32) outs(%106 : tensor<20x13xf32>) -> tensor<20x13xf32>
    %108 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<20x6xf32>, tensor<6x13xf32>) outs(%107 : tensor<20x13xf32>) -> tensor<20x13xf32>
    %collapsed_55 = tensor.collapse_shape %arg49 [[0, 1]] : tensor<4x5xi64> into tensor<20xi64>
    %109 = tensor.empty() : tensor<20xi64>
    %110 = linalg.fill ins(%c0_i64 : i64) outs(%109 : tensor<20xi64>) -> tensor<20xi64>
    %111 = tensor.empty() : tensor<20xf32>
    %112 = linalg.fill ins(%cst_0 : f32) outs(%111 : tensor<20xf32>) -> tensor<20xf32>
    %113:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%108 : tensor<20x13xf32>) outs(%112, %110 : tensor<20xf32>, tensor<20xi64>) {
    ^bb0(%in: f32, %out: f32, %out_102: i64):
      %491 = linalg.index 1 : index
      %492 = arith.index_cast %491 : index to i64
      %493 = arith.maximumf %in, %out : f32
      %494 = arith.cmpf ogt, %in, %out : f32
      %495 = arith.select %494, %492, %out_102 : i64
      linalg.yield %493, %495 : f32, i64
    } -> (tensor<20xf32>, tensor<20xi64>)
    %expanded_56 = tensor.expand_shape %113#0 [[0, 1]] output_shape [20, 1] : tensor<20xf32> into tensor<20x1xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%108, %expanded_56 : tensor<20x13xf32>, tensor<20x1xf32>) outs(%106 : tensor<20x13xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<20x13xf32>
    %115 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%114 : tensor<20x13xf32>) outs(%106 : tensor<20x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.exp %in : f32
      linalg.yield %491 : f32
    } -> tensor<20x13xf32>
    %116 = tensor.empty() : tensor<20x1xf32>
    %117 = linalg.fill ins(%cst : f32) outs(%116 : tensor<20x1xf32>) -> tensor<20x1xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%115 : tensor<20x13xf32>) outs(%117 : tensor<20x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<20x1xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<20x1xf32>) outs(%116 : tensor<20x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.log %in : f32
      linalg.yield %491 : f32
    } -> tensor<20x1xf32>
    %120 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%114, %119 : tensor<20x13xf32>, tensor<20x1xf32>) outs(%106 : tensor<20x13xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<20x13xf32>
    %121 = tensor.empty() : tensor<20xi1>
    %122 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_55 : tensor<20xi64>) outs(%121 : tensor<20xi1>) {
    ^bb0(%in: i64, %out: i1):
      %491 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %491 : i1
    } -> tensor<20xi1>
    %123 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%122, %collapsed_55, %cst_24 : tensor<20xi1>, tensor<20xi64>, tensor<i64>) outs(%109 : tensor<20xi64>) {
    ^bb0(%in: i1, %in_102: i64, %in_103: i64, %out: i64):
      %491 = arith.select %in, %in_102, %in_103 : i64
      linalg.yield %491 : i64
    } -> tensor<20xi64>
    %expanded_57 = tensor.expand_shape %123 [[0, 1]] output_shape [20, 1] : tensor<20xi64> into tensor<20x1xi64>
    %124 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_57 : tensor<20x1xi64>) outs(%117 : tensor<20x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %491 = linalg.index 0 : index
      %492 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %120[%491, %492] : tensor<20x13xf32>
      linalg.yield %extracted : f32
    } -> tensor<20x1xf32>
    %collapsed_58 = tensor.collapse_shape %124 [[0, 1]] : tensor<20x1xf32> into tensor<20xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_58 : tensor<20xf32>) outs(%111 : tensor<20xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.negf %in : f32
      linalg.yield %491 : f32
    } -> tensor<20xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%122, %125, %cst_5 : tensor<20xi1>, tensor<20xf32>, tensor<f32>) outs(%111 : tensor<20xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %491 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %491 : f32
    } -> tensor<20xf32>
    %127 = tensor.empty() : tensor<i64>
    %128 = linalg.fill ins(%c0_i64 : i64) outs(%127 : tensor<i64>) -> tensor<i64>
    %129 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%122 : tensor<20xi1>) outs(%128 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %491 = arith.extui %in : i1 to i64
      %492 = arith.addi %491, %out : i64
      linalg.yield %492 : i64
    } -> tensor<i64>
    %130 = tensor.empty() : tensor<f32>
    %131 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%129 : tensor<i64>) outs(%130 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %491 = arith.sitofp %in : i64 to f32
      linalg.yield %491 : f32
    } -> tensor<f32>
    %132 = linalg.fill ins(%cst : f32) outs(%130 : tensor<f32>) -> tensor<f32>
    %133 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%126 : tensor<20xf32>) outs(%132 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<f32>
    %134 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%133, %131 : tensor<f32>, tensor<f32>) outs(%130 : tensor<f32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<f32>
    %expanded_59 = tensor.expand_shape %collapsed_55 [[0, 1]] output_shape [20, 1] : tensor<20xi64> into tensor<20x1xi64>
    %135 = tensor.empty() : tensor<13xi64>
    %136 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%135 : tensor<13xi64>) {
    ^bb0(%out: i64):
      %491 = linalg.index 0 : index
      %492 = arith.index_cast %491 : index to i64
      linalg.yield %492 : i64
    } -> tensor<13xi64>
    %137 = tensor.empty() : tensor<20x13xi1>
    %138 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_59, %136 : tensor<20x1xi64>, tensor<13xi64>) outs(%137 : tensor<20x13xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      %491 = arith.cmpi eq, %in, %in_102 : i64
      linalg.yield %491 : i1
    } -> tensor<20x13xi1>
    %139 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<20x13xi1>) outs(%106 : tensor<20x13xf32>) {
    ^bb0(%in: i1, %out: f32):
      %491 = arith.uitofp %in : i1 to f32
      linalg.yield %491 : f32
    } -> tensor<20x13xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%122 : tensor<20xi1>) outs(%111 : tensor<20xf32>) {
    ^bb0(%in: i1, %out: f32):
      %491 = arith.uitofp %in : i1 to f32
      linalg.yield %491 : f32
    } -> tensor<20xf32>
    %expanded_60 = tensor.expand_shape %140 [[0, 1]] output_shape [20, 1] : tensor<20xf32> into tensor<20x1xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<20x13xf32>) outs(%106 : tensor<20x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.negf %in : f32
      linalg.yield %491 : f32
    } -> tensor<20x13xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%141, %expanded_60 : tensor<20x13xf32>, tensor<20x1xf32>) outs(%106 : tensor<20x13xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<20x13xf32>
    %143 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_3, %131 : tensor<f32>, tensor<f32>) outs(%130 : tensor<f32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<f32>
    %144 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%142, %143 : tensor<20x13xf32>, tensor<f32>) outs(%106 : tensor<20x13xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<20x13xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<20x13xf32>) outs(%106 : tensor<20x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.exp %in : f32
      linalg.yield %491 : f32
    } -> tensor<20x13xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%144 : tensor<20x13xf32>) outs(%117 : tensor<20x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<20x1xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%145, %146 : tensor<20x13xf32>, tensor<20x1xf32>) outs(%106 : tensor<20x13xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<20x13xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%144, %147 : tensor<20x13xf32>, tensor<20x13xf32>) outs(%106 : tensor<20x13xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<20x13xf32>
    %149 = tensor.empty() : tensor<13x20xf32>
    %transposed_61 = linalg.transpose ins(%148 : tensor<20x13xf32>) outs(%149 : tensor<13x20xf32>) permutation = [1, 0] 
    %150 = tensor.empty() : tensor<13x6xf32>
    %151 = linalg.fill ins(%cst : f32) outs(%150 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %152 = linalg.matmul ins(%transposed_61, %collapsed_54 : tensor<13x20xf32>, tensor<20x6xf32>) outs(%151 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %153 = linalg.matmul ins(%148, %arg0 : tensor<20x13xf32>, tensor<13x6xf32>) outs(%65 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %expanded_62 = tensor.expand_shape %153 [[0, 1], [2]] output_shape [4, 5, 6] : tensor<20x6xf32> into tensor<4x5x6xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %arg14 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.mulf %in, %cst_21 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %102 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %158 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %156 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %159 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.divf %in, %cst_21 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %163 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %161 : tensor<4x5x1xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %102 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %165 = tensor.empty() : tensor<6xf32>
    %166 = linalg.fill ins(%cst : f32) outs(%165 : tensor<6xf32>) -> tensor<6xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%164 : tensor<4x5x6xf32>) outs(%166 : tensor<6xf32>) attrs =  {zero.grad_of = 14 : i64} {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_62 : tensor<4x5x6xf32>) outs(%166 : tensor<6xf32>) attrs =  {zero.grad_of = 15 : i64} {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %collapsed_63 = tensor.collapse_shape %163 [[0, 1], [2]] : tensor<4x5x6xf32> into tensor<20x6xf32>
    %169 = linalg.matmul ins(%collapsed_63, %arg12 : tensor<20x6xf32>, tensor<6x24xf32>) outs(%83 : tensor<20x24xf32>) -> tensor<20x24xf32>
    %170 = tensor.empty() : tensor<6x20xf32>
    %transposed_64 = linalg.transpose ins(%collapsed_63 : tensor<20x6xf32>) outs(%170 : tensor<6x20xf32>) permutation = [1, 0] 
    %171 = linalg.fill ins(%cst : f32) outs(%81 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %172 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_64, %collapsed_51 : tensor<6x20xf32>, tensor<20x24xf32>) outs(%171 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %173 = tensor.empty() : tensor<1x6xf32>
    %174 = linalg.fill ins(%cst : f32) outs(%173 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %175 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_63 : tensor<20x6xf32>) outs(%174 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<1x6xf32>
    %collapsed_65 = tensor.collapse_shape %175 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_66 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [4, 5, 24] : tensor<20x24xf32> into tensor<4x5x24xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<4x5x24xf32>) outs(%87 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_17 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<4x5x24xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<4x5x24xf32>) outs(%87 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.erf %in : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x24xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<4x5x24xf32>) outs(%87 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %cst_1 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x24xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<4x5x24xf32>) outs(%87 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.mulf %in, %cst_2 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x24xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_49 : tensor<4x5x24xf32>, tensor<4x5x24xf32>) outs(%87 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x24xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<4x5x24xf32>) outs(%87 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.mulf %in, %cst_23 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x24xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<4x5x24xf32>) outs(%87 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.exp %in : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x24xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<4x5x24xf32>) outs(%87 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_16 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<4x5x24xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49, %183 : tensor<4x5x24xf32>, tensor<4x5x24xf32>) outs(%87 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x24xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %184 : tensor<4x5x24xf32>, tensor<4x5x24xf32>) outs(%87 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x24xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %185 : tensor<4x5x24xf32>, tensor<4x5x24xf32>) outs(%87 : tensor<4x5x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x24xf32>
    %collapsed_67 = tensor.collapse_shape %186 [[0, 1], [2]] : tensor<4x5x24xf32> into tensor<20x24xf32>
    %187 = linalg.matmul ins(%collapsed_67, %arg10 : tensor<20x24xf32>, tensor<24x6xf32>) outs(%65 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %188 = tensor.empty() : tensor<24x20xf32>
    %transposed_68 = linalg.transpose ins(%collapsed_67 : tensor<20x24xf32>) outs(%188 : tensor<24x20xf32>) permutation = [1, 0] 
    %189 = linalg.fill ins(%cst : f32) outs(%89 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %190 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_68, %collapsed_48 : tensor<24x20xf32>, tensor<20x6xf32>) outs(%189 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %191 = tensor.empty() : tensor<1x24xf32>
    %192 = linalg.fill ins(%cst : f32) outs(%191 : tensor<1x24xf32>) -> tensor<1x24xf32>
    %193 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_67 : tensor<20x24xf32>) outs(%192 : tensor<1x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<1x24xf32>
    %collapsed_69 = tensor.collapse_shape %193 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x24xf32> into tensor<24xf32>
    %expanded_70 = tensor.expand_shape %187 [[0, 1], [2]] output_shape [4, 5, 6] : tensor<20x6xf32> into tensor<4x5x6xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %arg8 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.mulf %in, %cst_21 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%194 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %78 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%197 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %198 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %196 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %199 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.divf %in, %cst_21 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %203 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %201 : tensor<4x5x1xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %78 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%204 : tensor<4x5x6xf32>) outs(%166 : tensor<6xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_70 : tensor<4x5x6xf32>) outs(%166 : tensor<6xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %203 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %collapsed_71 = tensor.collapse_shape %207 [[0, 1], [2]] : tensor<4x5x6xf32> into tensor<20x6xf32>
    %208 = linalg.matmul ins(%collapsed_71, %arg6 : tensor<20x6xf32>, tensor<6x6xf32>) outs(%65 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %transposed_72 = linalg.transpose ins(%collapsed_71 : tensor<20x6xf32>) outs(%170 : tensor<6x20xf32>) permutation = [1, 0] 
    %209 = linalg.fill ins(%cst : f32) outs(%63 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %210 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_72, %collapsed_45 : tensor<6x20xf32>, tensor<20x6xf32>) outs(%209 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %211 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_71 : tensor<20x6xf32>) outs(%174 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<1x6xf32>
    %collapsed_73 = tensor.collapse_shape %211 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_74 = tensor.expand_shape %208 [[0, 1], [2, 3]] output_shape [4, 5, 2, 3] : tensor<20x6xf32> into tensor<4x5x2x3xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<4x5x2x3xf32>) outs(%26 : tensor<4x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_76 = tensor.collapse_shape %transposed_75 [[0, 1], [2], [3]] : tensor<4x2x5x3xf32> into tensor<8x5x3xf32>
    %transposed_77 = linalg.transpose ins(%collapsed_40 : tensor<8x5x5xf32>) outs(%37 : tensor<8x5x5xf32>) permutation = [0, 2, 1] 
    %212 = linalg.batch_matmul ins(%transposed_77, %collapsed_76 : tensor<8x5x5xf32>, tensor<8x5x3xf32>) outs(%60 : tensor<8x5x3xf32>) -> tensor<8x5x3xf32>
    %213 = tensor.empty() : tensor<8x3x5xf32>
    %transposed_78 = linalg.transpose ins(%collapsed_41 : tensor<8x5x3xf32>) outs(%213 : tensor<8x3x5xf32>) permutation = [0, 2, 1] 
    %214 = linalg.batch_matmul ins(%collapsed_76, %transposed_78 : tensor<8x5x3xf32>, tensor<8x3x5xf32>) outs(%38 : tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    %expanded_79 = tensor.expand_shape %212 [[0, 1], [2], [3]] output_shape [4, 2, 5, 3] : tensor<8x5x3xf32> into tensor<4x2x5x3xf32>
    %expanded_80 = tensor.expand_shape %214 [[0, 1], [2], [3]] output_shape [4, 2, 5, 5] : tensor<8x5x5xf32> into tensor<4x2x5x5xf32>
    %215 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_80, %58 : tensor<4x2x5x5xf32>, tensor<4x2x5x5xf32>) outs(%40 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x2x5x5xf32>
    %216 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%215 : tensor<4x2x5x5xf32>) outs(%50 : tensor<4x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x2x5x1xf32>
    %217 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %216 : tensor<4x2x5x5xf32>, tensor<4x2x5x1xf32>) outs(%40 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x2x5x5xf32>
    %218 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %217 : tensor<4x2x5x5xf32>, tensor<4x2x5x5xf32>) outs(%40 : tensor<4x2x5x5xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x2x5x5xf32>
    %collapsed_81 = tensor.collapse_shape %218 [[0, 1], [2], [3]] : tensor<4x2x5x5xf32> into tensor<8x5x5xf32>
    %transposed_82 = linalg.transpose ins(%collapsed_36 : tensor<8x5x3xf32>) outs(%213 : tensor<8x3x5xf32>) permutation = [0, 2, 1] 
    %219 = linalg.fill ins(%cst : f32) outs(%213 : tensor<8x3x5xf32>) -> tensor<8x3x5xf32>
    %220 = linalg.batch_matmul ins(%transposed_82, %collapsed_81 : tensor<8x3x5xf32>, tensor<8x5x5xf32>) outs(%219 : tensor<8x3x5xf32>) -> tensor<8x3x5xf32>
    %transposed_83 = linalg.transpose ins(%collapsed_37 : tensor<8x3x5xf32>) outs(%59 : tensor<8x5x3xf32>) permutation = [0, 2, 1] 
    %221 = linalg.batch_matmul ins(%collapsed_81, %transposed_83 : tensor<8x5x5xf32>, tensor<8x5x3xf32>) outs(%60 : tensor<8x5x3xf32>) -> tensor<8x5x3xf32>
    %expanded_84 = tensor.expand_shape %220 [[0, 1], [2], [3]] output_shape [4, 2, 3, 5] : tensor<8x3x5xf32> into tensor<4x2x3x5xf32>
    %expanded_85 = tensor.expand_shape %221 [[0, 1], [2], [3]] output_shape [4, 2, 5, 3] : tensor<8x5x3xf32> into tensor<4x2x5x3xf32>
    %222 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_84 : tensor<4x2x3x5xf32>) outs(%35 : tensor<4x2x3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_19 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<4x2x3x5xf32>
    %223 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<4x2x5x3xf32>) outs(%26 : tensor<4x2x5x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_19 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<4x2x5x3xf32>
    %transposed_86 = linalg.transpose ins(%expanded_79 : tensor<4x2x5x3xf32>) outs(%62 : tensor<4x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_87 = tensor.collapse_shape %transposed_86 [[0], [1], [2, 3]] : tensor<4x5x2x3xf32> into tensor<4x5x6xf32>
    %transposed_88 = linalg.transpose ins(%222 : tensor<4x2x3x5xf32>) outs(%62 : tensor<4x5x2x3xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_89 = tensor.collapse_shape %transposed_88 [[0], [1], [2, 3]] : tensor<4x5x2x3xf32> into tensor<4x5x6xf32>
    %transposed_90 = linalg.transpose ins(%223 : tensor<4x2x5x3xf32>) outs(%62 : tensor<4x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_91 = tensor.collapse_shape %transposed_90 [[0], [1], [2, 3]] : tensor<4x5x2x3xf32> into tensor<4x5x6xf32>
    %concat = tensor.concat dim(2) %collapsed_91, %collapsed_89, %collapsed_87 : (tensor<4x5x6xf32>, tensor<4x5x6xf32>, tensor<4x5x6xf32>) -> tensor<4x5x18xf32>
    %collapsed_92 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<4x5x18xf32> into tensor<20x18xf32>
    %224 = linalg.matmul ins(%collapsed_92, %arg4 : tensor<20x18xf32>, tensor<18x6xf32>) outs(%65 : tensor<20x6xf32>) -> tensor<20x6xf32>
    %225 = tensor.empty() : tensor<18x20xf32>
    %transposed_93 = linalg.transpose ins(%collapsed_92 : tensor<20x18xf32>) outs(%225 : tensor<18x20xf32>) permutation = [1, 0] 
    %226 = tensor.empty() : tensor<18x6xf32>
    %227 = linalg.fill ins(%cst : f32) outs(%226 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %228 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_93, %collapsed : tensor<18x20xf32>, tensor<20x6xf32>) outs(%227 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %229 = tensor.empty() : tensor<1x18xf32>
    %230 = linalg.fill ins(%cst : f32) outs(%229 : tensor<1x18xf32>) -> tensor<1x18xf32>
    %231 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_92 : tensor<20x18xf32>) outs(%230 : tensor<1x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<1x18xf32>
    %collapsed_94 = tensor.collapse_shape %231 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x18xf32> into tensor<18xf32>
    %expanded_95 = tensor.expand_shape %224 [[0, 1], [2]] output_shape [4, 5, 6] : tensor<20x6xf32> into tensor<4x5x6xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %arg2 : tensor<4x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.mulf %in, %cst_21 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%232 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %17 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%235 : tensor<4x5x6xf32>) outs(%8 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %236 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %234 : tensor<4x5x6xf32>, tensor<4x5x1xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %237 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<4x5x1xf32>) outs(%7 : tensor<4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.divf %in, %cst_21 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x1xf32>
    %241 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %239 : tensor<4x5x1xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %17 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%242 : tensor<4x5x6xf32>) outs(%166 : tensor<6xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_95 : tensor<4x5x6xf32>) outs(%166 : tensor<6xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %241 : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%0 : tensor<4x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<4x5x6xf32>
    %246 = tensor.empty() : tensor<1x5x6xf32>
    %247 = linalg.fill ins(%cst : f32) outs(%246 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "parallel", "parallel"]} ins(%245 : tensor<4x5x6xf32>) outs(%247 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.addf %in, %out : f32
      linalg.yield %491 : f32
    } -> tensor<1x5x6xf32>
    %collapsed_96 = tensor.collapse_shape %248 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %249 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_34, %3 : tensor<5x1xi64>, tensor<5xi64>) outs(%30 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      %491 = arith.cmpi eq, %in, %in_102 : i64
      linalg.yield %491 : i1
    } -> tensor<5x5xi1>
    %250 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%249 : tensor<5x5xi1>) outs(%33 : tensor<5x5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %491 = arith.uitofp %in : i1 to f32
      linalg.yield %491 : f32
    } -> tensor<5x5xf32>
    %transposed_97 = linalg.transpose ins(%250 : tensor<5x5xf32>) outs(%33 : tensor<5x5xf32>) permutation = [1, 0] 
    %251 = linalg.fill ins(%cst : f32) outs(%4 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %252 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_97, %collapsed_96 : tensor<5x5xf32>, tensor<5x6xf32>) outs(%251 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %collapsed_98 = tensor.collapse_shape %arg48 [[0, 1]] : tensor<4x5xi64> into tensor<20xi64>
    %expanded_99 = tensor.expand_shape %collapsed_98 [[0, 1]] output_shape [20, 1] : tensor<20xi64> into tensor<20x1xi64>
    %253 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_99, %136 : tensor<20x1xi64>, tensor<13xi64>) outs(%137 : tensor<20x13xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      %491 = arith.cmpi eq, %in, %in_102 : i64
      linalg.yield %491 : i1
    } -> tensor<20x13xi1>
    %254 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%253 : tensor<20x13xi1>) outs(%106 : tensor<20x13xf32>) {
    ^bb0(%in: i1, %out: f32):
      %491 = arith.uitofp %in : i1 to f32
      linalg.yield %491 : f32
    } -> tensor<20x13xf32>
    %collapsed_100 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<4x5x6xf32> into tensor<20x6xf32>
    %transposed_101 = linalg.transpose ins(%254 : tensor<20x13xf32>) outs(%149 : tensor<13x20xf32>) permutation = [1, 0] 
    %255 = linalg.matmul ins(%transposed_101, %collapsed_100 : tensor<13x20xf32>, tensor<20x6xf32>) outs(%151 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %256 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%152, %255 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) attrs =  {zero.grad_of = 0 : i64} {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<13x6xf32>
    %257 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg50 : tensor<f32>) outs(%130 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_15 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<f32>
    %258 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_25, %257 : tensor<i64>, tensor<f32>) outs(%130 : tensor<f32>) {
    ^bb0(%in: i64, %in_102: f32, %out: f32):
      %491 = arith.sitofp %in : i64 to f32
      %492 = arith.subf %491, %in_102 : f32
      linalg.yield %492 : f32
    } -> tensor<f32>
    %259 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %258 : tensor<13x6xf32>, tensor<f32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<13x6xf32>
    %260 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<13x6xf32>
    %261 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%256 : tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<13x6xf32>
    %262 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%260, %261 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<13x6xf32>
    %263 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<13x6xf32>
    %264 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%256 : tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<13x6xf32>
    %265 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%264, %256 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<13x6xf32>
    %266 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %265 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<13x6xf32>
    %267 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_10, %arg51 : tensor<f32>, tensor<f32>) outs(%130 : tensor<f32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = math.powf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<f32>
    %268 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_25, %267 : tensor<i64>, tensor<f32>) outs(%130 : tensor<f32>) {
    ^bb0(%in: i64, %in_102: f32, %out: f32):
      %491 = arith.sitofp %in : i64 to f32
      %492 = arith.subf %491, %in_102 : f32
      linalg.yield %492 : f32
    } -> tensor<f32>
    %269 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_9, %arg51 : tensor<f32>, tensor<f32>) outs(%130 : tensor<f32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = math.powf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<f32>
    %270 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_25, %269 : tensor<i64>, tensor<f32>) outs(%130 : tensor<f32>) {
    ^bb0(%in: i64, %in_102: f32, %out: f32):
      %491 = arith.sitofp %in : i64 to f32
      %492 = arith.subf %491, %in_102 : f32
      linalg.yield %492 : f32
    } -> tensor<f32>
    %271 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%266 : tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<13x6xf32>
    %272 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%270 : tensor<f32>) outs(%130 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<f32>
    %273 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%271, %272 : tensor<13x6xf32>, tensor<f32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<13x6xf32>
    %274 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%273 : tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<13x6xf32>
    %275 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%arg50, %268 : tensor<f32>, tensor<f32>) outs(%130 : tensor<f32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<f32>
    %276 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%262, %274 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<13x6xf32>
    %277 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %276 : tensor<f32>, tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<13x6xf32>
    %278 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%259, %277 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%150 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<13x6xf32>
    %279 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %258 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<5x6xf32>
    %280 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<5x6xf32>
    %281 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%252 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<5x6xf32>
    %282 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%280, %281 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<5x6xf32>
    %283 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<5x6xf32>
    %284 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%252 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<5x6xf32>
    %285 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%284, %252 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<5x6xf32>
    %286 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%283, %285 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<5x6xf32>
    %287 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%286 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<5x6xf32>
    %288 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%287, %272 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<5x6xf32>
    %289 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%288 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<5x6xf32>
    %290 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%282, %289 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<5x6xf32>
    %291 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %290 : tensor<f32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<5x6xf32>
    %292 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%279, %291 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<5x6xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg2, %258 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %294 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg20 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %295 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%243 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %296 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%294, %295 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg21 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%243 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%298, %243 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%297, %299 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %301 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%300 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%301, %272 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %303 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%302 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %304 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%296, %303 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %305 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %304 : tensor<f32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%293, %305 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %307 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg3, %258 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg22 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%244 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %310 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%308, %309 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %311 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg23 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %312 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%244 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %313 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%312, %244 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %314 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%311, %313 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%314 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %316 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%315, %272 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %317 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%316 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %318 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%310, %317 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %319 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %318 : tensor<f32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %320 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%307, %319 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %321 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %258 : tensor<18x6xf32>, tensor<f32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18x6xf32>
    %322 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<18x6xf32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<18x6xf32>
    %323 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%228 : tensor<18x6xf32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<18x6xf32>
    %324 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%322, %323 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18x6xf32>
    %325 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<18x6xf32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<18x6xf32>
    %326 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%228 : tensor<18x6xf32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<18x6xf32>
    %327 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%326, %228 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18x6xf32>
    %328 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%325, %327 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18x6xf32>
    %329 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%328 : tensor<18x6xf32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<18x6xf32>
    %330 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%329, %272 : tensor<18x6xf32>, tensor<f32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18x6xf32>
    %331 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%330 : tensor<18x6xf32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<18x6xf32>
    %332 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%324, %331 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18x6xf32>
    %333 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %332 : tensor<f32>, tensor<18x6xf32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18x6xf32>
    %334 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%321, %333 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%226 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18x6xf32>
    %335 = tensor.empty() : tensor<18xf32>
    %336 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg5, %258 : tensor<18xf32>, tensor<f32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18xf32>
    %337 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg26 : tensor<18xf32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<18xf32>
    %338 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_94 : tensor<18xf32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<18xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%337, %338 : tensor<18xf32>, tensor<18xf32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18xf32>
    %340 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg27 : tensor<18xf32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<18xf32>
    %341 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_94 : tensor<18xf32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<18xf32>
    %342 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%341, %collapsed_94 : tensor<18xf32>, tensor<18xf32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18xf32>
    %343 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%340, %342 : tensor<18xf32>, tensor<18xf32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18xf32>
    %344 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%343 : tensor<18xf32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<18xf32>
    %345 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%344, %272 : tensor<18xf32>, tensor<f32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18xf32>
    %346 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%345 : tensor<18xf32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<18xf32>
    %347 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%339, %346 : tensor<18xf32>, tensor<18xf32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18xf32>
    %348 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %347 : tensor<f32>, tensor<18xf32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18xf32>
    %349 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%336, %348 : tensor<18xf32>, tensor<18xf32>) outs(%335 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<18xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %258 : tensor<6x6xf32>, tensor<f32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x6xf32>
    %351 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6x6xf32>
    %352 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%210 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6x6xf32>
    %353 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%351, %352 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x6xf32>
    %354 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6x6xf32>
    %355 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%210 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6x6xf32>
    %356 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%355, %210 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x6xf32>
    %357 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%354, %356 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x6xf32>
    %358 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%357 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<6x6xf32>
    %359 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%358, %272 : tensor<6x6xf32>, tensor<f32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x6xf32>
    %360 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%359 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6x6xf32>
    %361 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%353, %360 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x6xf32>
    %362 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %361 : tensor<f32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x6xf32>
    %363 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%350, %362 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x6xf32>
    %364 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg7, %258 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg30 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %366 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_73 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%365, %366 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %368 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg31 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %369 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_73 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %370 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%369, %collapsed_73 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %371 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%368, %370 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %372 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%371 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %373 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%372, %272 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %374 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%373 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %375 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%367, %374 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %376 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %375 : tensor<f32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %377 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%364, %376 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %378 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg8, %258 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %379 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg32 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %380 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%205 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %381 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%379, %380 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %382 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg33 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %383 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%205 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %384 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%383, %205 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %385 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%382, %384 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %386 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%385 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %387 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%386, %272 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %388 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%387 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %389 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%381, %388 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %390 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %389 : tensor<f32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %391 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%378, %390 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %392 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg9, %258 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg34 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %394 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%206 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%393, %394 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %396 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %397 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%206 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %398 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%397, %206 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %399 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%396, %398 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %400 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%399 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %401 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%400, %272 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %402 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%401 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %403 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%395, %402 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %404 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %403 : tensor<f32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %405 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%392, %404 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %406 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %258 : tensor<24x6xf32>, tensor<f32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24x6xf32>
    %407 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<24x6xf32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<24x6xf32>
    %408 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%190 : tensor<24x6xf32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<24x6xf32>
    %409 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%407, %408 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24x6xf32>
    %410 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<24x6xf32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<24x6xf32>
    %411 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%190 : tensor<24x6xf32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<24x6xf32>
    %412 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%411, %190 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24x6xf32>
    %413 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%410, %412 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24x6xf32>
    %414 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%413 : tensor<24x6xf32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<24x6xf32>
    %415 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%414, %272 : tensor<24x6xf32>, tensor<f32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24x6xf32>
    %416 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%415 : tensor<24x6xf32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<24x6xf32>
    %417 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%409, %416 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24x6xf32>
    %418 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %417 : tensor<f32>, tensor<24x6xf32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24x6xf32>
    %419 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%406, %418 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%89 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24x6xf32>
    %420 = tensor.empty() : tensor<24xf32>
    %421 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg11, %258 : tensor<24xf32>, tensor<f32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24xf32>
    %422 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg38 : tensor<24xf32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<24xf32>
    %423 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_69 : tensor<24xf32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<24xf32>
    %424 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%422, %423 : tensor<24xf32>, tensor<24xf32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24xf32>
    %425 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<24xf32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<24xf32>
    %426 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_69 : tensor<24xf32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<24xf32>
    %427 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%426, %collapsed_69 : tensor<24xf32>, tensor<24xf32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24xf32>
    %428 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%425, %427 : tensor<24xf32>, tensor<24xf32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24xf32>
    %429 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%428 : tensor<24xf32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<24xf32>
    %430 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%429, %272 : tensor<24xf32>, tensor<f32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24xf32>
    %431 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%430 : tensor<24xf32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<24xf32>
    %432 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%424, %431 : tensor<24xf32>, tensor<24xf32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24xf32>
    %433 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %432 : tensor<f32>, tensor<24xf32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24xf32>
    %434 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%421, %433 : tensor<24xf32>, tensor<24xf32>) outs(%420 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<24xf32>
    %435 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %258 : tensor<6x24xf32>, tensor<f32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x24xf32>
    %436 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<6x24xf32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6x24xf32>
    %437 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%172 : tensor<6x24xf32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6x24xf32>
    %438 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%436, %437 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x24xf32>
    %439 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<6x24xf32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6x24xf32>
    %440 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%172 : tensor<6x24xf32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6x24xf32>
    %441 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%440, %172 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x24xf32>
    %442 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%439, %441 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x24xf32>
    %443 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%442 : tensor<6x24xf32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<6x24xf32>
    %444 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%443, %272 : tensor<6x24xf32>, tensor<f32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x24xf32>
    %445 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%444 : tensor<6x24xf32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6x24xf32>
    %446 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%438, %445 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x24xf32>
    %447 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %446 : tensor<f32>, tensor<6x24xf32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x24xf32>
    %448 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%435, %447 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%81 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6x24xf32>
    %449 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg13, %258 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %450 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg42 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %451 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_65 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%450, %451 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %453 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_65 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %455 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%454, %collapsed_65 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %456 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%453, %455 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%456 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %458 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%457, %272 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %459 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%458 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %460 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%452, %459 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %461 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %460 : tensor<f32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %462 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%449, %461 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %463 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg14, %258 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %464 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg44 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %465 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%167 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %466 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%464, %465 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %467 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %468 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%167 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%468, %167 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %470 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%467, %469 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %471 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%470 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %472 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%471, %272 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %473 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%472 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %474 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%466, %473 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %475 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %474 : tensor<f32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %476 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%463, %475 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %477 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg15, %258 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %478 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg46 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_14 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %479 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%168 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_13 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %480 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%478, %479 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %481 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_12 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %482 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%168 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_11 : f64 to f32
      %492 = arith.mulf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %483 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%482, %168 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %484 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%481, %483 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.addf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %485 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%484 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = math.sqrt %in : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %486 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%485, %272 : tensor<6xf32>, tensor<f32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %487 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%486 : tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %491 = arith.truncf %cst_8 : f64 to f32
      %492 = arith.addf %in, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<6xf32>
    %488 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%480, %487 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.divf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %489 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%275, %488 : tensor<f32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.mulf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    %490 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%477, %489 : tensor<6xf32>, tensor<6xf32>) outs(%165 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %491 = arith.subf %in, %in_102 : f32
      linalg.yield %491 : f32
    } -> tensor<6xf32>
    return %134, %278, %292, %306, %320, %334, %349, %363, %377, %391, %405, %419, %434, %448, %462, %476, %490, %262, %266, %282, %286, %296, %300, %310, %314, %324, %328, %339, %343, %353, %357, %367, %371, %381, %385, %395, %399, %409, %413, %424, %428, %438, %442, %452, %456, %466, %470, %480, %484 : tensor<f32>, tensor<13x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<13x6xf32>, tensor<13x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
}
