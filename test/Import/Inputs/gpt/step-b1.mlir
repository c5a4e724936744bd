// zero-import-torch: gpt.py, micro-batch 1, adamw (torch 2.15.0, torch-mlir); argument names in names.json
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
  func.func @train_step(%arg0: tensor<13x6xf32> {zero.role = "param"}, %arg1: tensor<5x6xf32> {zero.role = "param"}, %arg2: tensor<6xf32> {zero.role = "param"}, %arg3: tensor<6xf32> {zero.role = "param"}, %arg4: tensor<18x6xf32> {zero.role = "param"}, %arg5: tensor<18xf32> {zero.role = "param"}, %arg6: tensor<6x6xf32> {zero.role = "param"}, %arg7: tensor<6xf32> {zero.role = "param"}, %arg8: tensor<6xf32> {zero.role = "param"}, %arg9: tensor<6xf32> {zero.role = "param"}, %arg10: tensor<24x6xf32> {zero.role = "param"}, %arg11: tensor<24xf32> {zero.role = "param"}, %arg12: tensor<6x24xf32> {zero.role = "param"}, %arg13: tensor<6xf32> {zero.role = "param"}, %arg14: tensor<6xf32> {zero.role = "param"}, %arg15: tensor<6xf32> {zero.role = "param"}, %arg16: tensor<13x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg17: tensor<13x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg18: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg19: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg20: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg21: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg22: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg23: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg24: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg25: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg26: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg27: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg28: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg29: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg30: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg31: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg32: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg33: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg34: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg35: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg36: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg37: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg38: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg39: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg40: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg41: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg42: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg43: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg44: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg45: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg46: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg47: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg48: tensor<1x5xi64> {zero.range = array<i64: 0, 13>, zero.role = "batch"}, %arg49: tensor<1x5xi64> {zero.range = array<i64: 0, 13>, zero.role = "batch"}, %arg50: tensor<f32> {zero.role = "hyper"}, %arg51: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<13x6xf32> {zero.updates = 0 : i64}, tensor<5x6xf32> {zero.updates = 1 : i64}, tensor<6xf32> {zero.updates = 2 : i64}, tensor<6xf32> {zero.updates = 3 : i64}, tensor<18x6xf32> {zero.updates = 4 : i64}, tensor<18xf32> {zero.updates = 5 : i64}, tensor<6x6xf32> {zero.updates = 6 : i64}, tensor<6xf32> {zero.updates = 7 : i64}, tensor<6xf32> {zero.updates = 8 : i64}, tensor<6xf32> {zero.updates = 9 : i64}, tensor<24x6xf32> {zero.updates = 10 : i64}, tensor<24xf32> {zero.updates = 11 : i64}, tensor<6x24xf32> {zero.updates = 12 : i64}, tensor<6xf32> {zero.updates = 13 : i64}, tensor<6xf32> {zero.updates = 14 : i64}, tensor<6xf32> {zero.updates = 15 : i64}, tensor<13x6xf32> {zero.updates = 16 : i64}, tensor<13x6xf32> {zero.updates = 17 : i64}, tensor<5x6xf32> {zero.updates = 18 : i64}, tensor<5x6xf32> {zero.updates = 19 : i64}, tensor<6xf32> {zero.updates = 20 : i64}, tensor<6xf32> {zero.updates = 21 : i64}, tensor<6xf32> {zero.updates = 22 : i64}, tensor<6xf32> {zero.updates = 23 : i64}, tensor<18x6xf32> {zero.updates = 24 : i64}, tensor<18x6xf32> {zero.updates = 25 : i64}, tensor<18xf32> {zero.updates = 26 : i64}, tensor<18xf32> {zero.updates = 27 : i64}, tensor<6x6xf32> {zero.updates = 28 : i64}, tensor<6x6xf32> {zero.updates = 29 : i64}, tensor<6xf32> {zero.updates = 30 : i64}, tensor<6xf32> {zero.updates = 31 : i64}, tensor<6xf32> {zero.updates = 32 : i64}, tensor<6xf32> {zero.updates = 33 : i64}, tensor<6xf32> {zero.updates = 34 : i64}, tensor<6xf32> {zero.updates = 35 : i64}, tensor<24x6xf32> {zero.updates = 36 : i64}, tensor<24x6xf32> {zero.updates = 37 : i64}, tensor<24xf32> {zero.updates = 38 : i64}, tensor<24xf32> {zero.updates = 39 : i64}, tensor<6x24xf32> {zero.updates = 40 : i64}, tensor<6x24xf32> {zero.updates = 41 : i64}, tensor<6xf32> {zero.updates = 42 : i64}, tensor<6xf32> {zero.updates = 43 : i64}, tensor<6xf32> {zero.updates = 44 : i64}, tensor<6xf32> {zero.updates = 45 : i64}, tensor<6xf32> {zero.updates = 46 : i64}, tensor<6xf32> {zero.updates = 47 : i64}) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1x2x5x5xf32>
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
    %0 = tensor.empty() : tensor<1x5x6xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48 : tensor<1x5xi64>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %487 = arith.index_cast %in : i64 to index
      %488 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%487, %488] : tensor<13x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x5x6xf32>
    %2 = tensor.empty() : tensor<5xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<5xi64>) {
    ^bb0(%out: i64):
      %487 = linalg.index 0 : index
      %488 = arith.index_cast %487 : index to i64
      linalg.yield %488 : i64
    } -> tensor<5xi64>
    %4 = tensor.empty() : tensor<5x6xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<5xi64>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %487 = arith.index_cast %in : i64 to index
      %488 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%487, %488] : tensor<5x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x6xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x5x6xf32>, tensor<5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %7 = tensor.empty() : tensor<1x5x1xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.divf %in, %cst_21 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.divf %in, %cst_21 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_20 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.rsqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %16 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %arg2 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %arg3 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
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
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x18xf32>
    %expanded = tensor.expand_shape %25 [[0, 1], [2]] output_shape [1, 5, 18] : tensor<5x18xf32> into tensor<1x5x18xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, 5, 6] [1, 1, 1] : tensor<1x5x18xf32> to tensor<1x5x6xf32>
    %extracted_slice_26 = tensor.extract_slice %expanded[0, 0, 6] [1, 5, 6] [1, 1, 1] : tensor<1x5x18xf32> to tensor<1x5x6xf32>
    %extracted_slice_27 = tensor.extract_slice %expanded[0, 0, 12] [1, 5, 6] [1, 1, 1] : tensor<1x5x18xf32> to tensor<1x5x6xf32>
    %expanded_28 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<1x5x6xf32> into tensor<1x5x2x3xf32>
    %26 = tensor.empty() : tensor<1x2x5x3xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<1x5x2x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %expanded_30 = tensor.expand_shape %extracted_slice_26 [[0], [1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<1x5x6xf32> into tensor<1x5x2x3xf32>
    %expanded_31 = tensor.expand_shape %extracted_slice_27 [[0], [1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<1x5x6xf32> into tensor<1x5x2x3xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<1x5x2x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %27 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<1x2x5x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_19 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x5x3xf32>
    %expanded_33 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 5] : tensor<5xi64> into tensor<1x5xi64>
    %expanded_34 = tensor.expand_shape %3 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %28 = tensor.empty() : tensor<5x5xi64>
    %29 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %expanded_34 : tensor<1x5xi64>, tensor<5x1xi64>) outs(%28 : tensor<5x5xi64>) {
    ^bb0(%in: i64, %in_102: i64, %out: i64):
      %487 = arith.subi %in, %in_102 : i64
      linalg.yield %487 : i64
    } -> tensor<5x5xi64>
    %30 = tensor.empty() : tensor<5x5xi1>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<5x5xi64>) outs(%30 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %487 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %487 : i1
    } -> tensor<5x5xi1>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_7 : tensor<5x5xi1>, tensor<5x5xi1>) outs(%30 : tensor<5x5xi1>) {
    ^bb0(%in: i1, %in_102: i1, %out: i1):
      %487 = arith.andi %in, %in_102 : i1
      linalg.yield %487 : i1
    } -> tensor<5x5xi1>
    %33 = tensor.empty() : tensor<5x5xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map12, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%32, %cst_5, %cst_6 : tensor<5x5xi1>, tensor<f32>, tensor<f32>) outs(%33 : tensor<5x5xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %487 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %487 : f32
    } -> tensor<5x5xf32>
    %35 = tensor.empty() : tensor<1x2x3x5xf32>
    %transposed_35 = linalg.transpose ins(%expanded_30 : tensor<1x5x2x3xf32>) outs(%35 : tensor<1x2x3x5xf32>) permutation = [0, 2, 3, 1] 
    %36 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_35 : tensor<1x2x3x5xf32>) outs(%35 : tensor<1x2x3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_19 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x3x5xf32>
    %collapsed_36 = tensor.collapse_shape %27 [[0, 1], [2], [3]] : tensor<1x2x5x3xf32> into tensor<2x5x3xf32>
    %collapsed_37 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<1x2x3x5xf32> into tensor<2x3x5xf32>
    %37 = tensor.empty() : tensor<2x5x5xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %39 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<2x5x3xf32>, tensor<2x3x5xf32>) outs(%38 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %expanded_38 = tensor.expand_shape %39 [[0, 1], [2], [3]] output_shape [1, 2, 5, 5] : tensor<2x5x5xf32> into tensor<1x2x5x5xf32>
    %40 = tensor.empty() : tensor<1x2x5x5xf32>
    %41 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38, %34 : tensor<1x2x5x5xf32>, tensor<5x5xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x2x5x5xf32>
    %42 = tensor.empty() : tensor<1x2x5xi64>
    %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<1x2x5xi64>) -> tensor<1x2x5xi64>
    %44 = tensor.empty() : tensor<1x2x5xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<1x2x5xf32>) -> tensor<1x2x5xf32>
    %46:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<1x2x5x5xf32>) outs(%45, %43 : tensor<1x2x5xf32>, tensor<1x2x5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_102: i64):
      %487 = linalg.index 3 : index
      %488 = arith.index_cast %487 : index to i64
      %489 = arith.maximumf %in, %out : f32
      %490 = arith.cmpf ogt, %in, %out : f32
      %491 = arith.select %490, %488, %out_102 : i64
      linalg.yield %489, %491 : f32, i64
    } -> (tensor<1x2x5xf32>, tensor<1x2x5xi64>)
    %expanded_39 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [1, 2, 5, 1] : tensor<1x2x5xf32> into tensor<1x2x5x1xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_39 : tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x2x5x5xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x2x5x5xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.exp %in : f32
      linalg.yield %487 : f32
    } -> tensor<1x2x5x5xf32>
    %49 = tensor.empty() : tensor<1x2x5x1xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<1x2x5x1xf32>) -> tensor<1x2x5x1xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<1x2x5x5xf32>) outs(%50 : tensor<1x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x2x5x1xf32>
    %52 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x2x5x5xf32>
    %53 = tensor.empty() : tensor<1x2x5x5xi1>
    %54 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x2x5x5xf32>) outs(%53 : tensor<1x2x5x5xi1>) {
    ^bb0(%in: f32, %out: i1):
      %487 = arith.extf %in : f32 to f64
      %488 = arith.cmpf oeq, %487, %cst_18 : f64
      linalg.yield %488 : i1
    } -> tensor<1x2x5x5xi1>
    %55 = tensor.empty() : tensor<1x2x5x1xi1>
    %56 = linalg.fill ins(%true : i1) outs(%55 : tensor<1x2x5x1xi1>) -> tensor<1x2x5x1xi1>
    %57 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<1x2x5x5xi1>) outs(%56 : tensor<1x2x5x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %487 = arith.andi %in, %out : i1
      linalg.yield %487 : i1
    } -> tensor<1x2x5x1xi1>
    %58 = linalg.generic {indexing_maps = [#map15, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %cst_4, %52 : tensor<1x2x5x1xi1>, tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %487 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %487 : f32
    } -> tensor<1x2x5x5xf32>
    %collapsed_40 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<1x2x5x5xf32> into tensor<2x5x5xf32>
    %collapsed_41 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] : tensor<1x2x5x3xf32> into tensor<2x5x3xf32>
    %59 = tensor.empty() : tensor<2x5x3xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %61 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<2x5x5xf32>, tensor<2x5x3xf32>) outs(%60 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %expanded_42 = tensor.expand_shape %61 [[0, 1], [2], [3]] output_shape [1, 2, 5, 3] : tensor<2x5x3xf32> into tensor<1x2x5x3xf32>
    %62 = tensor.empty() : tensor<1x5x2x3xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<1x2x5x3xf32>) outs(%62 : tensor<1x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %63 = tensor.empty() : tensor<6x6xf32>
    %transposed_44 = linalg.transpose ins(%arg6 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %transposed_43 [[0, 1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<5x6xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%4 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %65 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<5x6xf32>, tensor<6x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %66 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x6xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%65, %66 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x6xf32>
    %expanded_46 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_46 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.divf %in, %cst_21 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %70 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %71 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.divf %in, %cst_21 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_20 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.rsqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %76 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %arg8 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %arg9 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %80 = tensor.empty() : tensor<6x24xf32>
    %transposed_47 = linalg.transpose ins(%arg10 : tensor<24x6xf32>) outs(%80 : tensor<6x24xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %79 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %81 = tensor.empty() : tensor<5x24xf32>
    %82 = linalg.fill ins(%cst : f32) outs(%81 : tensor<5x24xf32>) -> tensor<5x24xf32>
    %83 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<5x6xf32>, tensor<6x24xf32>) outs(%82 : tensor<5x24xf32>) -> tensor<5x24xf32>
    %84 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<24xf32>) outs(%81 : tensor<5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x24xf32>
    %85 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%83, %84 : tensor<5x24xf32>, tensor<5x24xf32>) outs(%81 : tensor<5x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x24xf32>
    %expanded_49 = tensor.expand_shape %85 [[0, 1], [2]] output_shape [1, 5, 24] : tensor<5x24xf32> into tensor<1x5x24xf32>
    %86 = tensor.empty() : tensor<1x5x24xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.divf %in, %cst_22 : f32
      %488 = math.erf %487 : f32
      %489 = arith.addf %488, %cst_1 : f32
      %490 = arith.mulf %489, %cst_2 : f32
      %491 = arith.mulf %in, %490 : f32
      linalg.yield %491 : f32
    } -> tensor<1x5x24xf32>
    %88 = tensor.empty() : tensor<24x6xf32>
    %transposed_50 = linalg.transpose ins(%arg12 : tensor<6x24xf32>) outs(%88 : tensor<24x6xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %87 [[0, 1], [2]] : tensor<1x5x24xf32> into tensor<5x24xf32>
    %89 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<5x24xf32>, tensor<24x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %90 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x6xf32>
    %91 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%89, %90 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x6xf32>
    %expanded_52 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %expanded_52 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.divf %in, %cst_21 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %94 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %95 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.divf %in, %cst_21 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_20 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.rsqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %100 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %arg14 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg15 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %104 = tensor.empty() : tensor<6x13xf32>
    %transposed_53 = linalg.transpose ins(%arg0 : tensor<13x6xf32>) outs(%104 : tensor<6x13xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %105 = tensor.empty() : tensor<5x13xf32>
    %106 = linalg.fill ins(%cst : f32) outs(%105 : tensor<5x13xf32>) -> tensor<5x13xf32>
    %107 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<5x6xf32>, tensor<6x13xf32>) outs(%106 : tensor<5x13xf32>) -> tensor<5x13xf32>
    %collapsed_55 = tensor.collapse_shape %arg49 [[0, 1]] : tensor<1x5xi64> into tensor<5xi64>
    %108 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<5xi64>) -> tensor<5xi64>
    %109 = tensor.empty() : tensor<5xf32>
    %110 = linalg.fill ins(%cst_0 : f32) outs(%109 : tensor<5xf32>) -> tensor<5xf32>
    %111:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%107 : tensor<5x13xf32>) outs(%110, %108 : tensor<5xf32>, tensor<5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_102: i64):
      %487 = linalg.index 1 : index
      %488 = arith.index_cast %487 : index to i64
      %489 = arith.maximumf %in, %out : f32
      %490 = arith.cmpf ogt, %in, %out : f32
      %491 = arith.select %490, %488, %out_102 : i64
      linalg.yield %489, %491 : f32, i64
    } -> (tensor<5xf32>, tensor<5xi64>)
    %expanded_56 = tensor.expand_shape %111#0 [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
    %112 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%107, %expanded_56 : tensor<5x13xf32>, tensor<5x1xf32>) outs(%105 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x13xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%112 : tensor<5x13xf32>) outs(%105 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.exp %in : f32
      linalg.yield %487 : f32
    } -> tensor<5x13xf32>
    %114 = tensor.empty() : tensor<5x1xf32>
    %115 = linalg.fill ins(%cst : f32) outs(%114 : tensor<5x1xf32>) -> tensor<5x1xf32>
    %116 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%113 : tensor<5x13xf32>) outs(%115 : tensor<5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<5x1xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%116 : tensor<5x1xf32>) outs(%114 : tensor<5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.log %in : f32
      linalg.yield %487 : f32
    } -> tensor<5x1xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%112, %117 : tensor<5x13xf32>, tensor<5x1xf32>) outs(%105 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x13xf32>
    %119 = tensor.empty() : tensor<5xi1>
    %120 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_55 : tensor<5xi64>) outs(%119 : tensor<5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %487 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %487 : i1
    } -> tensor<5xi1>
    %121 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%120, %collapsed_55, %cst_24 : tensor<5xi1>, tensor<5xi64>, tensor<i64>) outs(%2 : tensor<5xi64>) {
    ^bb0(%in: i1, %in_102: i64, %in_103: i64, %out: i64):
      %487 = arith.select %in, %in_102, %in_103 : i64
      linalg.yield %487 : i64
    } -> tensor<5xi64>
    %expanded_57 = tensor.expand_shape %121 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %122 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_57 : tensor<5x1xi64>) outs(%115 : tensor<5x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %487 = linalg.index 0 : index
      %488 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %118[%487, %488] : tensor<5x13xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x1xf32>
    %collapsed_58 = tensor.collapse_shape %122 [[0, 1]] : tensor<5x1xf32> into tensor<5xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_58 : tensor<5xf32>) outs(%109 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.negf %in : f32
      linalg.yield %487 : f32
    } -> tensor<5xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%120, %123, %cst_5 : tensor<5xi1>, tensor<5xf32>, tensor<f32>) outs(%109 : tensor<5xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %487 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %487 : f32
    } -> tensor<5xf32>
    %125 = tensor.empty() : tensor<i64>
    %126 = linalg.fill ins(%c0_i64 : i64) outs(%125 : tensor<i64>) -> tensor<i64>
    %127 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%120 : tensor<5xi1>) outs(%126 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %487 = arith.extui %in : i1 to i64
      %488 = arith.addi %487, %out : i64
      linalg.yield %488 : i64
    } -> tensor<i64>
    %128 = tensor.empty() : tensor<f32>
    %129 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%127 : tensor<i64>) outs(%128 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %487 = arith.sitofp %in : i64 to f32
      linalg.yield %487 : f32
    } -> tensor<f32>
    %130 = linalg.fill ins(%cst : f32) outs(%128 : tensor<f32>) -> tensor<f32>
    %131 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%124 : tensor<5xf32>) outs(%130 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<f32>
    %132 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%131, %129 : tensor<f32>, tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<f32>
    %expanded_59 = tensor.expand_shape %collapsed_55 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %133 = tensor.empty() : tensor<13xi64>
    %134 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%133 : tensor<13xi64>) {
    ^bb0(%out: i64):
      %487 = linalg.index 0 : index
      %488 = arith.index_cast %487 : index to i64
      linalg.yield %488 : i64
    } -> tensor<13xi64>
    %135 = tensor.empty() : tensor<5x13xi1>
    %136 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_59, %134 : tensor<5x1xi64>, tensor<13xi64>) outs(%135 : tensor<5x13xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      %487 = arith.cmpi eq, %in, %in_102 : i64
      linalg.yield %487 : i1
    } -> tensor<5x13xi1>
    %137 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%136 : tensor<5x13xi1>) outs(%105 : tensor<5x13xf32>) {
    ^bb0(%in: i1, %out: f32):
      %487 = arith.uitofp %in : i1 to f32
      linalg.yield %487 : f32
    } -> tensor<5x13xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%120 : tensor<5xi1>) outs(%109 : tensor<5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %487 = arith.uitofp %in : i1 to f32
      linalg.yield %487 : f32
    } -> tensor<5xf32>
    %expanded_60 = tensor.expand_shape %138 [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<5x13xf32>) outs(%105 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.negf %in : f32
      linalg.yield %487 : f32
    } -> tensor<5x13xf32>
    %140 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%139, %expanded_60 : tensor<5x13xf32>, tensor<5x1xf32>) outs(%105 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x13xf32>
    %141 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_3, %129 : tensor<f32>, tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<f32>
    %142 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<5x13xf32>, tensor<f32>) outs(%105 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x13xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<5x13xf32>) outs(%105 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.exp %in : f32
      linalg.yield %487 : f32
    } -> tensor<5x13xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%142 : tensor<5x13xf32>) outs(%115 : tensor<5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<5x1xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%143, %144 : tensor<5x13xf32>, tensor<5x1xf32>) outs(%105 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x13xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%142, %145 : tensor<5x13xf32>, tensor<5x13xf32>) outs(%105 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x13xf32>
    %147 = tensor.empty() : tensor<13x5xf32>
    %transposed_61 = linalg.transpose ins(%146 : tensor<5x13xf32>) outs(%147 : tensor<13x5xf32>) permutation = [1, 0] 
    %148 = tensor.empty() : tensor<13x6xf32>
    %149 = linalg.fill ins(%cst : f32) outs(%148 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %150 = linalg.matmul ins(%transposed_61, %collapsed_54 : tensor<13x5xf32>, tensor<5x6xf32>) outs(%149 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %151 = linalg.matmul ins(%146, %arg0 : tensor<5x13xf32>, tensor<13x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %expanded_62 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %arg14 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.mulf %in, %cst_21 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %101 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %156 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %154 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %157 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.divf %in, %cst_21 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %159 : tensor<1x5x1xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %101 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %163 = tensor.empty() : tensor<6xf32>
    %164 = linalg.fill ins(%cst : f32) outs(%163 : tensor<6xf32>) -> tensor<6xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%162 : tensor<1x5x6xf32>) outs(%164 : tensor<6xf32>) attrs =  {zero.grad_of = 14 : i64} {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_62 : tensor<1x5x6xf32>) outs(%164 : tensor<6xf32>) attrs =  {zero.grad_of = 15 : i64} {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %collapsed_63 = tensor.collapse_shape %161 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %167 = linalg.matmul ins(%collapsed_63, %arg12 : tensor<5x6xf32>, tensor<6x24xf32>) outs(%82 : tensor<5x24xf32>) -> tensor<5x24xf32>
    %168 = tensor.empty() : tensor<6x5xf32>
    %transposed_64 = linalg.transpose ins(%collapsed_63 : tensor<5x6xf32>) outs(%168 : tensor<6x5xf32>) permutation = [1, 0] 
    %169 = linalg.fill ins(%cst : f32) outs(%80 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %170 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_64, %collapsed_51 : tensor<6x5xf32>, tensor<5x24xf32>) outs(%169 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %171 = tensor.empty() : tensor<1x6xf32>
    %172 = linalg.fill ins(%cst : f32) outs(%171 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %173 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_63 : tensor<5x6xf32>) outs(%172 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x6xf32>
    %collapsed_65 = tensor.collapse_shape %173 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_66 = tensor.expand_shape %167 [[0, 1], [2]] output_shape [1, 5, 24] : tensor<5x24xf32> into tensor<1x5x24xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_17 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.erf %in : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x24xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %cst_1 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x24xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.mulf %in, %cst_2 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x24xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_49 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x24xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.mulf %in, %cst_23 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x24xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.exp %in : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x24xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_16 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49, %181 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x24xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %182 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x24xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %183 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x24xf32>
    %collapsed_67 = tensor.collapse_shape %184 [[0, 1], [2]] : tensor<1x5x24xf32> into tensor<5x24xf32>
    %185 = linalg.matmul ins(%collapsed_67, %arg10 : tensor<5x24xf32>, tensor<24x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %186 = tensor.empty() : tensor<24x5xf32>
    %transposed_68 = linalg.transpose ins(%collapsed_67 : tensor<5x24xf32>) outs(%186 : tensor<24x5xf32>) permutation = [1, 0] 
    %187 = linalg.fill ins(%cst : f32) outs(%88 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %188 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_68, %collapsed_48 : tensor<24x5xf32>, tensor<5x6xf32>) outs(%187 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %189 = tensor.empty() : tensor<1x24xf32>
    %190 = linalg.fill ins(%cst : f32) outs(%189 : tensor<1x24xf32>) -> tensor<1x24xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_67 : tensor<5x24xf32>) outs(%190 : tensor<1x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x24xf32>
    %collapsed_69 = tensor.collapse_shape %191 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x24xf32> into tensor<24xf32>
    %expanded_70 = tensor.expand_shape %185 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %arg8 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.mulf %in, %cst_21 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%192 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %77 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%195 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %196 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %194 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %197 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.divf %in, %cst_21 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %201 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %199 : tensor<1x5x1xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %77 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%202 : tensor<1x5x6xf32>) outs(%164 : tensor<6xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_70 : tensor<1x5x6xf32>) outs(%164 : tensor<6xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %201 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %collapsed_71 = tensor.collapse_shape %205 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %206 = linalg.matmul ins(%collapsed_71, %arg6 : tensor<5x6xf32>, tensor<6x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %transposed_72 = linalg.transpose ins(%collapsed_71 : tensor<5x6xf32>) outs(%168 : tensor<6x5xf32>) permutation = [1, 0] 
    %207 = linalg.fill ins(%cst : f32) outs(%63 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %208 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_72, %collapsed_45 : tensor<6x5xf32>, tensor<5x6xf32>) outs(%207 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %209 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_71 : tensor<5x6xf32>) outs(%172 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x6xf32>
    %collapsed_73 = tensor.collapse_shape %209 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_74 = tensor.expand_shape %206 [[0, 1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<5x6xf32> into tensor<1x5x2x3xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<1x5x2x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_76 = tensor.collapse_shape %transposed_75 [[0, 1], [2], [3]] : tensor<1x2x5x3xf32> into tensor<2x5x3xf32>
    %transposed_77 = linalg.transpose ins(%collapsed_40 : tensor<2x5x5xf32>) outs(%37 : tensor<2x5x5xf32>) permutation = [0, 2, 1] 
    %210 = linalg.batch_matmul ins(%transposed_77, %collapsed_76 : tensor<2x5x5xf32>, tensor<2x5x3xf32>) outs(%60 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %211 = tensor.empty() : tensor<2x3x5xf32>
    %transposed_78 = linalg.transpose ins(%collapsed_41 : tensor<2x5x3xf32>) outs(%211 : tensor<2x3x5xf32>) permutation = [0, 2, 1] 
    %212 = linalg.batch_matmul ins(%collapsed_76, %transposed_78 : tensor<2x5x3xf32>, tensor<2x3x5xf32>) outs(%38 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %expanded_79 = tensor.expand_shape %210 [[0, 1], [2], [3]] output_shape [1, 2, 5, 3] : tensor<2x5x3xf32> into tensor<1x2x5x3xf32>
    %expanded_80 = tensor.expand_shape %212 [[0, 1], [2], [3]] output_shape [1, 2, 5, 5] : tensor<2x5x5xf32> into tensor<1x2x5x5xf32>
    %213 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_80, %58 : tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x2x5x5xf32>
    %214 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%213 : tensor<1x2x5x5xf32>) outs(%50 : tensor<1x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x2x5x1xf32>
    %215 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %214 : tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x2x5x5xf32>
    %216 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %215 : tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x2x5x5xf32>
    %collapsed_81 = tensor.collapse_shape %216 [[0, 1], [2], [3]] : tensor<1x2x5x5xf32> into tensor<2x5x5xf32>
    %transposed_82 = linalg.transpose ins(%collapsed_36 : tensor<2x5x3xf32>) outs(%211 : tensor<2x3x5xf32>) permutation = [0, 2, 1] 
    %217 = linalg.fill ins(%cst : f32) outs(%211 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %218 = linalg.batch_matmul ins(%transposed_82, %collapsed_81 : tensor<2x3x5xf32>, tensor<2x5x5xf32>) outs(%217 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %transposed_83 = linalg.transpose ins(%collapsed_37 : tensor<2x3x5xf32>) outs(%59 : tensor<2x5x3xf32>) permutation = [0, 2, 1] 
    %219 = linalg.batch_matmul ins(%collapsed_81, %transposed_83 : tensor<2x5x5xf32>, tensor<2x5x3xf32>) outs(%60 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %expanded_84 = tensor.expand_shape %218 [[0, 1], [2], [3]] output_shape [1, 2, 3, 5] : tensor<2x3x5xf32> into tensor<1x2x3x5xf32>
    %expanded_85 = tensor.expand_shape %219 [[0, 1], [2], [3]] output_shape [1, 2, 5, 3] : tensor<2x5x3xf32> into tensor<1x2x5x3xf32>
    %220 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_84 : tensor<1x2x3x5xf32>) outs(%35 : tensor<1x2x3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_19 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x3x5xf32>
    %221 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<1x2x5x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_19 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x5x3xf32>
    %transposed_86 = linalg.transpose ins(%expanded_79 : tensor<1x2x5x3xf32>) outs(%62 : tensor<1x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_87 = tensor.collapse_shape %transposed_86 [[0], [1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<1x5x6xf32>
    %transposed_88 = linalg.transpose ins(%220 : tensor<1x2x3x5xf32>) outs(%62 : tensor<1x5x2x3xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_89 = tensor.collapse_shape %transposed_88 [[0], [1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<1x5x6xf32>
    %transposed_90 = linalg.transpose ins(%221 : tensor<1x2x5x3xf32>) outs(%62 : tensor<1x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_91 = tensor.collapse_shape %transposed_90 [[0], [1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<1x5x6xf32>
    %concat = tensor.concat dim(2) %collapsed_91, %collapsed_89, %collapsed_87 : (tensor<1x5x6xf32>, tensor<1x5x6xf32>, tensor<1x5x6xf32>) -> tensor<1x5x18xf32>
    %collapsed_92 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<1x5x18xf32> into tensor<5x18xf32>
    %222 = linalg.matmul ins(%collapsed_92, %arg4 : tensor<5x18xf32>, tensor<18x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %223 = tensor.empty() : tensor<18x5xf32>
    %transposed_93 = linalg.transpose ins(%collapsed_92 : tensor<5x18xf32>) outs(%223 : tensor<18x5xf32>) permutation = [1, 0] 
    %224 = tensor.empty() : tensor<18x6xf32>
    %225 = linalg.fill ins(%cst : f32) outs(%224 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %226 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_93, %collapsed : tensor<18x5xf32>, tensor<5x6xf32>) outs(%225 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %227 = tensor.empty() : tensor<1x18xf32>
    %228 = linalg.fill ins(%cst : f32) outs(%227 : tensor<1x18xf32>) -> tensor<1x18xf32>
    %229 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_92 : tensor<5x18xf32>) outs(%228 : tensor<1x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x18xf32>
    %collapsed_94 = tensor.collapse_shape %229 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x18xf32> into tensor<18xf32>
    %expanded_95 = tensor.expand_shape %222 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %arg2 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.mulf %in, %cst_21 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%230 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %17 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%233 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %234 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %232 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %235 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.divf %in, %cst_21 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x1xf32>
    %239 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %237 : tensor<1x5x1xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %17 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%240 : tensor<1x5x6xf32>) outs(%164 : tensor<6xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_95 : tensor<1x5x6xf32>) outs(%164 : tensor<6xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %239 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %244 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "parallel", "parallel"]} ins(%243 : tensor<1x5x6xf32>) outs(%244 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.addf %in, %out : f32
      linalg.yield %487 : f32
    } -> tensor<1x5x6xf32>
    %collapsed_96 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %246 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_34, %3 : tensor<5x1xi64>, tensor<5xi64>) outs(%30 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      %487 = arith.cmpi eq, %in, %in_102 : i64
      linalg.yield %487 : i1
    } -> tensor<5x5xi1>
    %247 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%246 : tensor<5x5xi1>) outs(%33 : tensor<5x5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %487 = arith.uitofp %in : i1 to f32
      linalg.yield %487 : f32
    } -> tensor<5x5xf32>
    %transposed_97 = linalg.transpose ins(%247 : tensor<5x5xf32>) outs(%33 : tensor<5x5xf32>) permutation = [1, 0] 
    %248 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_97, %collapsed_96 : tensor<5x5xf32>, tensor<5x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %collapsed_98 = tensor.collapse_shape %arg48 [[0, 1]] : tensor<1x5xi64> into tensor<5xi64>
    %expanded_99 = tensor.expand_shape %collapsed_98 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %249 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_99, %134 : tensor<5x1xi64>, tensor<13xi64>) outs(%135 : tensor<5x13xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      %487 = arith.cmpi eq, %in, %in_102 : i64
      linalg.yield %487 : i1
    } -> tensor<5x13xi1>
    %250 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%249 : tensor<5x13xi1>) outs(%105 : tensor<5x13xf32>) {
    ^bb0(%in: i1, %out: f32):
      %487 = arith.uitofp %in : i1 to f32
      linalg.yield %487 : f32
    } -> tensor<5x13xf32>
    %collapsed_100 = tensor.collapse_shape %243 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %transposed_101 = linalg.transpose ins(%250 : tensor<5x13xf32>) outs(%147 : tensor<13x5xf32>) permutation = [1, 0] 
    %251 = linalg.matmul ins(%transposed_101, %collapsed_100 : tensor<13x5xf32>, tensor<5x6xf32>) outs(%149 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %252 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%150, %251 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) attrs =  {zero.grad_of = 0 : i64} {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<13x6xf32>
    %253 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg50 : tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_15 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<f32>
    %254 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_25, %253 : tensor<i64>, tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: i64, %in_102: f32, %out: f32):
      %487 = arith.sitofp %in : i64 to f32
      %488 = arith.subf %487, %in_102 : f32
      linalg.yield %488 : f32
    } -> tensor<f32>
    %255 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %254 : tensor<13x6xf32>, tensor<f32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<13x6xf32>
    %256 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %257 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%252 : tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %258 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%256, %257 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<13x6xf32>
    %259 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %260 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%252 : tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %261 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%260, %252 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<13x6xf32>
    %262 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%259, %261 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<13x6xf32>
    %263 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_10, %arg51 : tensor<f32>, tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = math.powf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<f32>
    %264 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_25, %263 : tensor<i64>, tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: i64, %in_102: f32, %out: f32):
      %487 = arith.sitofp %in : i64 to f32
      %488 = arith.subf %487, %in_102 : f32
      linalg.yield %488 : f32
    } -> tensor<f32>
    %265 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_9, %arg51 : tensor<f32>, tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = math.powf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<f32>
    %266 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_25, %265 : tensor<i64>, tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: i64, %in_102: f32, %out: f32):
      %487 = arith.sitofp %in : i64 to f32
      %488 = arith.subf %487, %in_102 : f32
      linalg.yield %488 : f32
    } -> tensor<f32>
    %267 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%262 : tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<13x6xf32>
    %268 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%266 : tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<f32>
    %269 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%267, %268 : tensor<13x6xf32>, tensor<f32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<13x6xf32>
    %270 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%269 : tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %271 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%arg50, %264 : tensor<f32>, tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<f32>
    %272 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%258, %270 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<13x6xf32>
    %273 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%271, %272 : tensor<f32>, tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<13x6xf32>
    %274 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%255, %273 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%148 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<13x6xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %254 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x6xf32>
    %276 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%248 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %278 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%276, %277 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x6xf32>
    %279 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %280 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%248 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %281 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%280, %248 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x6xf32>
    %282 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%279, %281 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x6xf32>
    %283 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%282 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<5x6xf32>
    %284 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%283, %268 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x6xf32>
    %285 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%284 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %286 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%278, %285 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x6xf32>
    %287 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%271, %286 : tensor<f32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x6xf32>
    %288 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %287 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<5x6xf32>
    %289 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg2, %254 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg20 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%241 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %292 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%290, %291 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg21 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %294 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%241 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %295 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%294, %241 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %296 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%293, %295 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%296 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %298 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%297, %268 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%298 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%292, %299 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %301 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%271, %300 : tensor<f32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%289, %301 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %303 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg3, %254 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %304 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg22 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %305 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%242 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%304, %305 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %307 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg23 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%242 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %309 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%308, %242 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %310 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%307, %309 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %311 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%310 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %312 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%311, %268 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%312 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %314 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%306, %313 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %315 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%271, %314 : tensor<f32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %316 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%303, %315 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %317 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %254 : tensor<18x6xf32>, tensor<f32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18x6xf32>
    %318 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<18x6xf32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%226 : tensor<18x6xf32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %320 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%318, %319 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18x6xf32>
    %321 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<18x6xf32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %322 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%226 : tensor<18x6xf32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %323 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%322, %226 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18x6xf32>
    %324 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%321, %323 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18x6xf32>
    %325 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%324 : tensor<18x6xf32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<18x6xf32>
    %326 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%325, %268 : tensor<18x6xf32>, tensor<f32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18x6xf32>
    %327 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%326 : tensor<18x6xf32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %328 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%320, %327 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18x6xf32>
    %329 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%271, %328 : tensor<f32>, tensor<18x6xf32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18x6xf32>
    %330 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%317, %329 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%224 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18x6xf32>
    %331 = tensor.empty() : tensor<18xf32>
    %332 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg5, %254 : tensor<18xf32>, tensor<f32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18xf32>
    %333 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg26 : tensor<18xf32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %334 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_94 : tensor<18xf32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %335 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%333, %334 : tensor<18xf32>, tensor<18xf32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18xf32>
    %336 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg27 : tensor<18xf32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %337 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_94 : tensor<18xf32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %338 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%337, %collapsed_94 : tensor<18xf32>, tensor<18xf32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%336, %338 : tensor<18xf32>, tensor<18xf32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18xf32>
    %340 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%339 : tensor<18xf32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<18xf32>
    %341 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%340, %268 : tensor<18xf32>, tensor<f32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18xf32>
    %342 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%341 : tensor<18xf32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %343 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%335, %342 : tensor<18xf32>, tensor<18xf32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18xf32>
    %344 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%271, %343 : tensor<f32>, tensor<18xf32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18xf32>
    %345 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%332, %344 : tensor<18xf32>, tensor<18xf32>) outs(%331 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<18xf32>
    %346 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %254 : tensor<6x6xf32>, tensor<f32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x6xf32>
    %347 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %348 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%208 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %349 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%347, %348 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x6xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %351 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%208 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %352 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%351, %208 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x6xf32>
    %353 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%350, %352 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x6xf32>
    %354 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%353 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<6x6xf32>
    %355 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%354, %268 : tensor<6x6xf32>, tensor<f32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x6xf32>
    %356 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%355 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %357 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%349, %356 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x6xf32>
    %358 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%271, %357 : tensor<f32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x6xf32>
    %359 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%346, %358 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x6xf32>
    %360 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg7, %254 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %361 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg30 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_73 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %363 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%361, %362 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %364 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg31 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_73 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %366 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%365, %collapsed_73 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%364, %366 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %368 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%367 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %369 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%368, %268 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %370 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%369 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %371 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%363, %370 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %372 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%271, %371 : tensor<f32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %373 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%360, %372 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %374 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg8, %254 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %375 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg32 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %376 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%203 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %377 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%375, %376 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %378 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg33 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %379 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%203 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %380 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%379, %203 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %381 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%378, %380 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %382 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%381 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %383 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%382, %268 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %384 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%383 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %385 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%377, %384 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %386 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%271, %385 : tensor<f32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %387 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%374, %386 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %388 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg9, %254 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %389 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg34 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%204 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %391 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%389, %390 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %392 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%204 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %394 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%393, %204 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%392, %394 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %396 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%395 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %397 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%396, %268 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %398 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%397 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %399 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%391, %398 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %400 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%271, %399 : tensor<f32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %401 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%388, %400 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %402 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %254 : tensor<24x6xf32>, tensor<f32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24x6xf32>
    %403 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<24x6xf32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %404 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<24x6xf32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%403, %404 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24x6xf32>
    %406 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<24x6xf32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %407 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<24x6xf32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %408 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%407, %188 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24x6xf32>
    %409 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%406, %408 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24x6xf32>
    %410 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%409 : tensor<24x6xf32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<24x6xf32>
    %411 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%410, %268 : tensor<24x6xf32>, tensor<f32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24x6xf32>
    %412 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%411 : tensor<24x6xf32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %413 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%405, %412 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24x6xf32>
    %414 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%271, %413 : tensor<f32>, tensor<24x6xf32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24x6xf32>
    %415 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%402, %414 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%88 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24x6xf32>
    %416 = tensor.empty() : tensor<24xf32>
    %417 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg11, %254 : tensor<24xf32>, tensor<f32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24xf32>
    %418 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg38 : tensor<24xf32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %419 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_69 : tensor<24xf32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %420 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%418, %419 : tensor<24xf32>, tensor<24xf32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24xf32>
    %421 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<24xf32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %422 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_69 : tensor<24xf32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %423 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%422, %collapsed_69 : tensor<24xf32>, tensor<24xf32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24xf32>
    %424 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%421, %423 : tensor<24xf32>, tensor<24xf32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24xf32>
    %425 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%424 : tensor<24xf32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<24xf32>
    %426 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%425, %268 : tensor<24xf32>, tensor<f32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24xf32>
    %427 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%426 : tensor<24xf32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %428 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%420, %427 : tensor<24xf32>, tensor<24xf32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24xf32>
    %429 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%271, %428 : tensor<f32>, tensor<24xf32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24xf32>
    %430 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%417, %429 : tensor<24xf32>, tensor<24xf32>) outs(%416 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<24xf32>
    %431 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %254 : tensor<6x24xf32>, tensor<f32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x24xf32>
    %432 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %433 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%170 : tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %434 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%432, %433 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x24xf32>
    %435 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %436 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%170 : tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %437 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%436, %170 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x24xf32>
    %438 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%435, %437 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x24xf32>
    %439 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%438 : tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<6x24xf32>
    %440 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%439, %268 : tensor<6x24xf32>, tensor<f32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x24xf32>
    %441 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%440 : tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %442 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%434, %441 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x24xf32>
    %443 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%271, %442 : tensor<f32>, tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x24xf32>
    %444 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%431, %443 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6x24xf32>
    %445 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg13, %254 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %446 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg42 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %447 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_65 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %448 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %447 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %449 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %450 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_65 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %451 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%450, %collapsed_65 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%449, %451 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %453 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%452 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%453, %268 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %455 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%454 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %456 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%448, %455 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %457 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%271, %456 : tensor<f32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%445, %457 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %459 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg14, %254 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %460 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg44 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %461 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%165 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %462 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%460, %461 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %463 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %464 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%165 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %465 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%464, %165 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %466 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%463, %465 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %467 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%466 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %468 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%467, %268 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%468 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %470 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%462, %469 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %471 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%271, %470 : tensor<f32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %472 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%459, %471 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %473 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg15, %254 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %474 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg46 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_14 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %475 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%166 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_13 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %476 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%474, %475 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_12 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %478 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%166 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_11 : f64 to f32
      %488 = arith.mulf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %479 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%478, %166 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %480 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%477, %479 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.addf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %481 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%480 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = math.sqrt %in : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %482 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%481, %268 : tensor<6xf32>, tensor<f32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %483 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%482 : tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %487 = arith.truncf %cst_8 : f64 to f32
      %488 = arith.addf %in, %487 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %484 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%476, %483 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.divf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %485 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%271, %484 : tensor<f32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.mulf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    %486 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%473, %485 : tensor<6xf32>, tensor<6xf32>) outs(%163 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %487 = arith.subf %in, %in_102 : f32
      linalg.yield %487 : f32
    } -> tensor<6xf32>
    return %132, %274, %288, %302, %316, %330, %345, %359, %373, %387, %401, %415, %430, %444, %458, %472, %486, %258, %262, %278, %282, %292, %296, %306, %310, %320, %324, %335, %339, %349, %353, %363, %367, %377, %381, %391, %395, %405, %409, %420, %424, %434, %438, %448, %452, %462, %466, %476, %480 : tensor<f32>, tensor<13x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<13x6xf32>, tensor<13x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
}
