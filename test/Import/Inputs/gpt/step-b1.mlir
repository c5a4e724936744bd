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
  func.func @train_step(%arg0: tensor<13x6xf32> {zero.role = "param"}, %arg1: tensor<5x6xf32> {zero.role = "param"}, %arg2: tensor<6xf32> {zero.role = "param"}, %arg3: tensor<6xf32> {zero.role = "param"}, %arg4: tensor<18x6xf32> {zero.role = "param"}, %arg5: tensor<18xf32> {zero.role = "param"}, %arg6: tensor<6x6xf32> {zero.role = "param"}, %arg7: tensor<6xf32> {zero.role = "param"}, %arg8: tensor<6xf32> {zero.role = "param"}, %arg9: tensor<6xf32> {zero.role = "param"}, %arg10: tensor<24x6xf32> {zero.role = "param"}, %arg11: tensor<24xf32> {zero.role = "param"}, %arg12: tensor<6x24xf32> {zero.role = "param"}, %arg13: tensor<6xf32> {zero.role = "param"}, %arg14: tensor<6xf32> {zero.role = "param"}, %arg15: tensor<6xf32> {zero.role = "param"}, %arg16: tensor<13x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg17: tensor<13x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg18: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg19: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg20: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg21: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg22: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg23: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg24: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg25: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg26: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg27: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg28: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg29: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg30: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg31: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg32: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg33: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg34: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg35: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg36: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg37: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg38: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg39: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg40: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg41: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg42: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg43: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg44: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg45: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg46: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg47: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg48: tensor<1x5xi64> {zero.range = array<i64: 0, 13>, zero.role = "batch"}, %arg49: tensor<1x5xi64> {zero.range = array<i64: 0, 13>, zero.range_ignore = -100 : i64, zero.role = "batch"}, %arg50: tensor<f32> {zero.role = "hyper"}, %arg51: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<13x6xf32> {zero.updates = 0 : i64}, tensor<5x6xf32> {zero.updates = 1 : i64}, tensor<6xf32> {zero.updates = 2 : i64}, tensor<6xf32> {zero.updates = 3 : i64}, tensor<18x6xf32> {zero.updates = 4 : i64}, tensor<18xf32> {zero.updates = 5 : i64}, tensor<6x6xf32> {zero.updates = 6 : i64}, tensor<6xf32> {zero.updates = 7 : i64}, tensor<6xf32> {zero.updates = 8 : i64}, tensor<6xf32> {zero.updates = 9 : i64}, tensor<24x6xf32> {zero.updates = 10 : i64}, tensor<24xf32> {zero.updates = 11 : i64}, tensor<6x24xf32> {zero.updates = 12 : i64}, tensor<6xf32> {zero.updates = 13 : i64}, tensor<6xf32> {zero.updates = 14 : i64}, tensor<6xf32> {zero.updates = 15 : i64}, tensor<13x6xf32> {zero.updates = 16 : i64}, tensor<13x6xf32> {zero.updates = 17 : i64}, tensor<5x6xf32> {zero.updates = 18 : i64}, tensor<5x6xf32> {zero.updates = 19 : i64}, tensor<6xf32> {zero.updates = 20 : i64}, tensor<6xf32> {zero.updates = 21 : i64}, tensor<6xf32> {zero.updates = 22 : i64}, tensor<6xf32> {zero.updates = 23 : i64}, tensor<18x6xf32> {zero.updates = 24 : i64}, tensor<18x6xf32> {zero.updates = 25 : i64}, tensor<18xf32> {zero.updates = 26 : i64}, tensor<18xf32> {zero.updates = 27 : i64}, tensor<6x6xf32> {zero.updates = 28 : i64}, tensor<6x6xf32> {zero.updates = 29 : i64}, tensor<6xf32> {zero.updates = 30 : i64}, tensor<6xf32> {zero.updates = 31 : i64}, tensor<6xf32> {zero.updates = 32 : i64}, tensor<6xf32> {zero.updates = 33 : i64}, tensor<6xf32> {zero.updates = 34 : i64}, tensor<6xf32> {zero.updates = 35 : i64}, tensor<24x6xf32> {zero.updates = 36 : i64}, tensor<24x6xf32> {zero.updates = 37 : i64}, tensor<24xf32> {zero.updates = 38 : i64}, tensor<24xf32> {zero.updates = 39 : i64}, tensor<6x24xf32> {zero.updates = 40 : i64}, tensor<6x24xf32> {zero.updates = 41 : i64}, tensor<6xf32> {zero.updates = 42 : i64}, tensor<6xf32> {zero.updates = 43 : i64}, tensor<6xf32> {zero.updates = 44 : i64}, tensor<6xf32> {zero.updates = 45 : i64}, tensor<6xf32> {zero.updates = 46 : i64}, tensor<6xf32> {zero.updates = 47 : i64}) {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x2x5x5xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<5x5xi1>
    %cst_6 = arith.constant 1.000000e-03 : f64
    %cst_7 = arith.constant dense<0.949999988> : tensor<f32>
    %cst_8 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_9 = arith.constant 0.050000000000000044 : f64
    %cst_10 = arith.constant 0.94999999999999996 : f64
    %cst_11 = arith.constant 0.099999999999999978 : f64
    %cst_12 = arith.constant 9.000000e-01 : f64
    %cst_13 = arith.constant 1.000000e-01 : f64
    %cst_14 = arith.constant 0.3989422804014327 : f64
    %cst_15 = arith.constant 0.70710678118654757 : f64
    %cst_16 = arith.constant 0xFFF0000000000000 : f64
    %cst_17 = arith.constant 0.75983568565159265 : f64
    %cst_18 = arith.constant 1.000000e-05 : f64
    %cst_19 = arith.constant 6.000000e+00 : f32
    %cst_20 = arith.constant 5.000000e-01 : f32
    %cst_21 = arith.constant 1.000000e+00 : f32
    %cst_22 = arith.constant -5.000000e-01 : f32
    %cst_23 = arith.constant dense<0> : tensor<i64>
    %cst_24 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<1x5x6xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48 : tensor<1x5xi64>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %488 = arith.index_cast %in : i64 to index
      %489 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%488, %489] : tensor<13x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x5x6xf32>
    %2 = tensor.empty() : tensor<5xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<5xi64>) {
    ^bb0(%out: i64):
      %488 = linalg.index 0 : index
      %489 = arith.index_cast %488 : index to i64
      linalg.yield %489 : i64
    } -> tensor<5xi64>
    %4 = tensor.empty() : tensor<5x6xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<5xi64>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %488 = arith.index_cast %in : i64 to index
      %489 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%488, %489] : tensor<5x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x6xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x5x6xf32>, tensor<5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %7 = tensor.empty() : tensor<1x5x1xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.divf %in, %cst_19 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.divf %in, %cst_19 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_18 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<1x5x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.rsqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %16 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %arg2 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %arg3 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
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
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x18xf32>
    %expanded = tensor.expand_shape %25 [[0, 1], [2]] output_shape [1, 5, 18] : tensor<5x18xf32> into tensor<1x5x18xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, 5, 6] [1, 1, 1] : tensor<1x5x18xf32> to tensor<1x5x6xf32>
    %extracted_slice_25 = tensor.extract_slice %expanded[0, 0, 6] [1, 5, 6] [1, 1, 1] : tensor<1x5x18xf32> to tensor<1x5x6xf32>
    %extracted_slice_26 = tensor.extract_slice %expanded[0, 0, 12] [1, 5, 6] [1, 1, 1] : tensor<1x5x18xf32> to tensor<1x5x6xf32>
    %expanded_27 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<1x5x6xf32> into tensor<1x5x2x3xf32>
    %26 = tensor.empty() : tensor<1x2x5x3xf32>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<1x5x2x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %expanded_29 = tensor.expand_shape %extracted_slice_25 [[0], [1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<1x5x6xf32> into tensor<1x5x2x3xf32>
    %expanded_30 = tensor.expand_shape %extracted_slice_26 [[0], [1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<1x5x6xf32> into tensor<1x5x2x3xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<1x5x2x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %27 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28 : tensor<1x2x5x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_17 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<1x2x5x3xf32>
    %expanded_32 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 5] : tensor<5xi64> into tensor<1x5xi64>
    %expanded_33 = tensor.expand_shape %3 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %28 = tensor.empty() : tensor<5x5xi64>
    %29 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_32, %expanded_33 : tensor<1x5xi64>, tensor<5x1xi64>) outs(%28 : tensor<5x5xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %488 = arith.subi %in, %in_101 : i64
      linalg.yield %488 : i64
    } -> tensor<5x5xi64>
    %30 = tensor.empty() : tensor<5x5xi1>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<5x5xi64>) outs(%30 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %488 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %488 : i1
    } -> tensor<5x5xi1>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_5 : tensor<5x5xi1>, tensor<5x5xi1>) outs(%30 : tensor<5x5xi1>) {
    ^bb0(%in: i1, %in_101: i1, %out: i1):
      %488 = arith.andi %in, %in_101 : i1
      linalg.yield %488 : i1
    } -> tensor<5x5xi1>
    %33 = tensor.empty() : tensor<5x5xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map12, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%32, %cst_3, %cst_4 : tensor<5x5xi1>, tensor<f32>, tensor<f32>) outs(%33 : tensor<5x5xf32>) {
    ^bb0(%in: i1, %in_101: f32, %in_102: f32, %out: f32):
      %488 = arith.select %in, %in_101, %in_102 : f32
      linalg.yield %488 : f32
    } -> tensor<5x5xf32>
    %35 = tensor.empty() : tensor<1x2x3x5xf32>
    %transposed_34 = linalg.transpose ins(%expanded_29 : tensor<1x5x2x3xf32>) outs(%35 : tensor<1x2x3x5xf32>) permutation = [0, 2, 3, 1] 
    %36 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_34 : tensor<1x2x3x5xf32>) outs(%35 : tensor<1x2x3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_17 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<1x2x3x5xf32>
    %collapsed_35 = tensor.collapse_shape %27 [[0, 1], [2], [3]] : tensor<1x2x5x3xf32> into tensor<2x5x3xf32>
    %collapsed_36 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<1x2x3x5xf32> into tensor<2x3x5xf32>
    %37 = tensor.empty() : tensor<2x5x5xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %39 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<2x5x3xf32>, tensor<2x3x5xf32>) outs(%38 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %expanded_37 = tensor.expand_shape %39 [[0, 1], [2], [3]] output_shape [1, 2, 5, 5] : tensor<2x5x5xf32> into tensor<1x2x5x5xf32>
    %40 = tensor.empty() : tensor<1x2x5x5xf32>
    %41 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37, %34 : tensor<1x2x5x5xf32>, tensor<5x5xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x5x5xf32>
    %42 = tensor.empty() : tensor<1x2x5xi64>
    %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<1x2x5xi64>) -> tensor<1x2x5xi64>
    %44 = tensor.empty() : tensor<1x2x5xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<1x2x5xf32>) -> tensor<1x2x5xf32>
    %46:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<1x2x5x5xf32>) outs(%45, %43 : tensor<1x2x5xf32>, tensor<1x2x5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_101: i64):
      %488 = linalg.index 3 : index
      %489 = arith.index_cast %488 : index to i64
      %490 = arith.maximumf %in, %out : f32
      %491 = arith.cmpf ogt, %in, %out : f32
      %492 = arith.select %491, %489, %out_101 : i64
      linalg.yield %490, %492 : f32, i64
    } -> (tensor<1x2x5xf32>, tensor<1x2x5xi64>)
    %expanded_38 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [1, 2, 5, 1] : tensor<1x2x5xf32> into tensor<1x2x5x1xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_38 : tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x5x5xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x2x5x5xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.exp %in : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x5x5xf32>
    %49 = tensor.empty() : tensor<1x2x5x1xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<1x2x5x1xf32>) -> tensor<1x2x5x1xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<1x2x5x5xf32>) outs(%50 : tensor<1x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x5x1xf32>
    %52 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x5x5xf32>
    %53 = tensor.empty() : tensor<1x2x5x5xi1>
    %54 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x2x5x5xf32>) outs(%53 : tensor<1x2x5x5xi1>) {
    ^bb0(%in: f32, %out: i1):
      %488 = arith.extf %in : f32 to f64
      %489 = arith.cmpf oeq, %488, %cst_16 : f64
      linalg.yield %489 : i1
    } -> tensor<1x2x5x5xi1>
    %55 = tensor.empty() : tensor<1x2x5x1xi1>
    %56 = linalg.fill ins(%true : i1) outs(%55 : tensor<1x2x5x1xi1>) -> tensor<1x2x5x1xi1>
    %57 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<1x2x5x5xi1>) outs(%56 : tensor<1x2x5x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %488 = arith.andi %in, %out : i1
      linalg.yield %488 : i1
    } -> tensor<1x2x5x1xi1>
    %58 = linalg.generic {indexing_maps = [#map15, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %cst_2, %52 : tensor<1x2x5x1xi1>, tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: i1, %in_101: f32, %in_102: f32, %out: f32):
      %488 = arith.select %in, %in_101, %in_102 : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x5x5xf32>
    %collapsed_39 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<1x2x5x5xf32> into tensor<2x5x5xf32>
    %collapsed_40 = tensor.collapse_shape %transposed_31 [[0, 1], [2], [3]] : tensor<1x2x5x3xf32> into tensor<2x5x3xf32>
    %59 = tensor.empty() : tensor<2x5x3xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %61 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<2x5x5xf32>, tensor<2x5x3xf32>) outs(%60 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %expanded_41 = tensor.expand_shape %61 [[0, 1], [2], [3]] output_shape [1, 2, 5, 3] : tensor<2x5x3xf32> into tensor<1x2x5x3xf32>
    %62 = tensor.empty() : tensor<1x5x2x3xf32>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<1x2x5x3xf32>) outs(%62 : tensor<1x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %63 = tensor.empty() : tensor<6x6xf32>
    %transposed_43 = linalg.transpose ins(%arg6 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %transposed_42 [[0, 1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<5x6xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%4 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %65 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<5x6xf32>, tensor<6x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %66 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x6xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%65, %66 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %expanded_45 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_45 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.divf %in, %cst_19 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %70 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %71 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.divf %in, %cst_19 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_18 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<1x5x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.rsqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %76 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %arg8 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %arg9 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %80 = tensor.empty() : tensor<6x24xf32>
    %transposed_46 = linalg.transpose ins(%arg10 : tensor<24x6xf32>) outs(%80 : tensor<6x24xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %79 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %81 = tensor.empty() : tensor<5x24xf32>
    %82 = linalg.fill ins(%cst : f32) outs(%81 : tensor<5x24xf32>) -> tensor<5x24xf32>
    %83 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<5x6xf32>, tensor<6x24xf32>) outs(%82 : tensor<5x24xf32>) -> tensor<5x24xf32>
    %84 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<24xf32>) outs(%81 : tensor<5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x24xf32>
    %85 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%83, %84 : tensor<5x24xf32>, tensor<5x24xf32>) outs(%81 : tensor<5x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x24xf32>
    %expanded_48 = tensor.expand_shape %85 [[0, 1], [2]] output_shape [1, 5, 24] : tensor<5x24xf32> into tensor<1x5x24xf32>
    %86 = tensor.empty() : tensor<1x5x24xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.mulf %in, %cst_20 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_15 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<1x5x24xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.erf %in : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %cst_21 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %90 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %92 = tensor.empty() : tensor<24x6xf32>
    %transposed_49 = linalg.transpose ins(%arg12 : tensor<6x24xf32>) outs(%92 : tensor<24x6xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %91 [[0, 1], [2]] : tensor<1x5x24xf32> into tensor<5x24xf32>
    %93 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<5x24xf32>, tensor<24x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %94 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x6xf32>
    %95 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%93, %94 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %expanded_51 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %expanded_51 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.divf %in, %cst_19 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %98 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %99 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.divf %in, %cst_19 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_18 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<1x5x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.rsqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %104 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %arg14 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %arg15 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %108 = tensor.empty() : tensor<6x13xf32>
    %transposed_52 = linalg.transpose ins(%arg0 : tensor<13x6xf32>) outs(%108 : tensor<6x13xf32>) permutation = [1, 0] 
    %collapsed_53 = tensor.collapse_shape %107 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %109 = tensor.empty() : tensor<5x13xf32>
    %110 = linalg.fill ins(%cst : f32) outs(%109 : tensor<5x13xf32>) -> tensor<5x13xf32>
    %111 = linalg.matmul ins(%collapsed_53, %transposed_52 : tensor<5x6xf32>, tensor<6x13xf32>) outs(%110 : tensor<5x13xf32>) -> tensor<5x13xf32>
    %collapsed_54 = tensor.collapse_shape %arg49 [[0, 1]] : tensor<1x5xi64> into tensor<5xi64>
    %112 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<5xi64>) -> tensor<5xi64>
    %113 = tensor.empty() : tensor<5xf32>
    %114 = linalg.fill ins(%cst_0 : f32) outs(%113 : tensor<5xf32>) -> tensor<5xf32>
    %115:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%111 : tensor<5x13xf32>) outs(%114, %112 : tensor<5xf32>, tensor<5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_101: i64):
      %488 = linalg.index 1 : index
      %489 = arith.index_cast %488 : index to i64
      %490 = arith.maximumf %in, %out : f32
      %491 = arith.cmpf ogt, %in, %out : f32
      %492 = arith.select %491, %489, %out_101 : i64
      linalg.yield %490, %492 : f32, i64
    } -> (tensor<5xf32>, tensor<5xi64>)
    %expanded_55 = tensor.expand_shape %115#0 [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
    %116 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%111, %expanded_55 : tensor<5x13xf32>, tensor<5x1xf32>) outs(%109 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x13xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%116 : tensor<5x13xf32>) outs(%109 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.exp %in : f32
      linalg.yield %488 : f32
    } -> tensor<5x13xf32>
    %118 = tensor.empty() : tensor<5x1xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<5x1xf32>) -> tensor<5x1xf32>
    %120 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%117 : tensor<5x13xf32>) outs(%119 : tensor<5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<5x1xf32>
    %121 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<5x1xf32>) outs(%118 : tensor<5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.log %in : f32
      linalg.yield %488 : f32
    } -> tensor<5x1xf32>
    %122 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%116, %121 : tensor<5x13xf32>, tensor<5x1xf32>) outs(%109 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x13xf32>
    %123 = tensor.empty() : tensor<5xi1>
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_54 : tensor<5xi64>) outs(%123 : tensor<5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %488 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %488 : i1
    } -> tensor<5xi1>
    %125 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%124, %collapsed_54, %cst_23 : tensor<5xi1>, tensor<5xi64>, tensor<i64>) outs(%2 : tensor<5xi64>) {
    ^bb0(%in: i1, %in_101: i64, %in_102: i64, %out: i64):
      %488 = arith.select %in, %in_101, %in_102 : i64
      linalg.yield %488 : i64
    } -> tensor<5xi64>
    %expanded_56 = tensor.expand_shape %125 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_56 : tensor<5x1xi64>) outs(%119 : tensor<5x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %488 = linalg.index 0 : index
      %489 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %122[%488, %489] : tensor<5x13xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x1xf32>
    %collapsed_57 = tensor.collapse_shape %126 [[0, 1]] : tensor<5x1xf32> into tensor<5xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_57 : tensor<5xf32>) outs(%113 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.negf %in : f32
      linalg.yield %488 : f32
    } -> tensor<5xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map2, #map16, #map2], iterator_types = ["parallel"]} ins(%124, %127, %cst_3 : tensor<5xi1>, tensor<5xf32>, tensor<f32>) outs(%113 : tensor<5xf32>) {
    ^bb0(%in: i1, %in_101: f32, %in_102: f32, %out: f32):
      %488 = arith.select %in, %in_101, %in_102 : f32
      linalg.yield %488 : f32
    } -> tensor<5xf32>
    %129 = tensor.empty() : tensor<i64>
    %130 = linalg.fill ins(%c0_i64 : i64) outs(%129 : tensor<i64>) -> tensor<i64>
    %131 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%124 : tensor<5xi1>) outs(%130 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %488 = arith.extui %in : i1 to i64
      %489 = arith.addi %488, %out : i64
      linalg.yield %489 : i64
    } -> tensor<i64>
    %132 = tensor.empty() : tensor<f32>
    %133 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%131 : tensor<i64>) outs(%132 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %488 = arith.sitofp %in : i64 to f32
      linalg.yield %488 : f32
    } -> tensor<f32>
    %134 = linalg.fill ins(%cst : f32) outs(%132 : tensor<f32>) -> tensor<f32>
    %135 = linalg.generic {indexing_maps = [#map2, #map16], iterator_types = ["reduction"]} ins(%128 : tensor<5xf32>) outs(%134 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<f32>
    %136 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%135, %133 : tensor<f32>, tensor<f32>) outs(%132 : tensor<f32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<f32>
    %expanded_58 = tensor.expand_shape %collapsed_54 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %137 = tensor.empty() : tensor<13xi64>
    %138 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%137 : tensor<13xi64>) {
    ^bb0(%out: i64):
      %488 = linalg.index 0 : index
      %489 = arith.index_cast %488 : index to i64
      linalg.yield %489 : i64
    } -> tensor<13xi64>
    %139 = tensor.empty() : tensor<5x13xi1>
    %140 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_58, %138 : tensor<5x1xi64>, tensor<13xi64>) outs(%139 : tensor<5x13xi1>) {
    ^bb0(%in: i64, %in_101: i64, %out: i1):
      %488 = arith.cmpi eq, %in, %in_101 : i64
      linalg.yield %488 : i1
    } -> tensor<5x13xi1>
    %141 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%140 : tensor<5x13xi1>) outs(%109 : tensor<5x13xf32>) {
    ^bb0(%in: i1, %out: f32):
      %488 = arith.uitofp %in : i1 to f32
      linalg.yield %488 : f32
    } -> tensor<5x13xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%124 : tensor<5xi1>) outs(%113 : tensor<5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %488 = arith.uitofp %in : i1 to f32
      linalg.yield %488 : f32
    } -> tensor<5xf32>
    %expanded_59 = tensor.expand_shape %142 [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%141 : tensor<5x13xf32>) outs(%109 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.negf %in : f32
      linalg.yield %488 : f32
    } -> tensor<5x13xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%143, %expanded_59 : tensor<5x13xf32>, tensor<5x1xf32>) outs(%109 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x13xf32>
    %145 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_1, %133 : tensor<f32>, tensor<f32>) outs(%132 : tensor<f32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<f32>
    %146 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<5x13xf32>, tensor<f32>) outs(%109 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x13xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%122 : tensor<5x13xf32>) outs(%109 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.exp %in : f32
      linalg.yield %488 : f32
    } -> tensor<5x13xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%146 : tensor<5x13xf32>) outs(%119 : tensor<5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<5x1xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%147, %148 : tensor<5x13xf32>, tensor<5x1xf32>) outs(%109 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x13xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%146, %149 : tensor<5x13xf32>, tensor<5x13xf32>) outs(%109 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x13xf32>
    %151 = tensor.empty() : tensor<13x5xf32>
    %transposed_60 = linalg.transpose ins(%150 : tensor<5x13xf32>) outs(%151 : tensor<13x5xf32>) permutation = [1, 0] 
    %152 = tensor.empty() : tensor<13x6xf32>
    %153 = linalg.fill ins(%cst : f32) outs(%152 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %154 = linalg.matmul ins(%transposed_60, %collapsed_53 : tensor<13x5xf32>, tensor<5x6xf32>) outs(%153 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %155 = linalg.matmul ins(%150, %arg0 : tensor<5x13xf32>, tensor<13x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %expanded_61 = tensor.expand_shape %155 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %arg14 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.mulf %in, %cst_19 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %105 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%159 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %160 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %158 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %161 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.divf %in, %cst_19 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %165 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %163 : tensor<1x5x1xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %105 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %167 = tensor.empty() : tensor<6xf32>
    %168 = linalg.fill ins(%cst : f32) outs(%167 : tensor<6xf32>) -> tensor<6xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%166 : tensor<1x5x6xf32>) outs(%168 : tensor<6xf32>) attrs =  {zero.grad_of = 14 : i64} {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_61 : tensor<1x5x6xf32>) outs(%168 : tensor<6xf32>) attrs =  {zero.grad_of = 15 : i64} {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %collapsed_62 = tensor.collapse_shape %165 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %171 = linalg.matmul ins(%collapsed_62, %arg12 : tensor<5x6xf32>, tensor<6x24xf32>) outs(%82 : tensor<5x24xf32>) -> tensor<5x24xf32>
    %172 = tensor.empty() : tensor<6x5xf32>
    %transposed_63 = linalg.transpose ins(%collapsed_62 : tensor<5x6xf32>) outs(%172 : tensor<6x5xf32>) permutation = [1, 0] 
    %173 = linalg.fill ins(%cst : f32) outs(%80 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %174 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_63, %collapsed_50 : tensor<6x5xf32>, tensor<5x24xf32>) outs(%173 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %175 = tensor.empty() : tensor<1x6xf32>
    %176 = linalg.fill ins(%cst : f32) outs(%175 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %177 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_62 : tensor<5x6xf32>) outs(%176 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x6xf32>
    %collapsed_64 = tensor.collapse_shape %177 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_65 = tensor.expand_shape %171 [[0, 1], [2]] output_shape [1, 5, 24] : tensor<5x24xf32> into tensor<1x5x24xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.mulf %in, %cst_20 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %expanded_48 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.mulf %in, %cst_22 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.exp %in : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_14 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<1x5x24xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %182 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %183 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %184 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%86 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x24xf32>
    %collapsed_66 = tensor.collapse_shape %185 [[0, 1], [2]] : tensor<1x5x24xf32> into tensor<5x24xf32>
    %186 = linalg.matmul ins(%collapsed_66, %arg10 : tensor<5x24xf32>, tensor<24x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %187 = tensor.empty() : tensor<24x5xf32>
    %transposed_67 = linalg.transpose ins(%collapsed_66 : tensor<5x24xf32>) outs(%187 : tensor<24x5xf32>) permutation = [1, 0] 
    %188 = linalg.fill ins(%cst : f32) outs(%92 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %189 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_67, %collapsed_47 : tensor<24x5xf32>, tensor<5x6xf32>) outs(%188 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %190 = tensor.empty() : tensor<1x24xf32>
    %191 = linalg.fill ins(%cst : f32) outs(%190 : tensor<1x24xf32>) -> tensor<1x24xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_66 : tensor<5x24xf32>) outs(%191 : tensor<1x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x24xf32>
    %collapsed_68 = tensor.collapse_shape %192 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x24xf32> into tensor<24xf32>
    %expanded_69 = tensor.expand_shape %186 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %arg8 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.mulf %in, %cst_19 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%193 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %77 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%196 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %197 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %195 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %198 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.divf %in, %cst_19 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %202 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %200 : tensor<1x5x1xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %77 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%203 : tensor<1x5x6xf32>) outs(%168 : tensor<6xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_69 : tensor<1x5x6xf32>) outs(%168 : tensor<6xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %202 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %collapsed_70 = tensor.collapse_shape %206 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %207 = linalg.matmul ins(%collapsed_70, %arg6 : tensor<5x6xf32>, tensor<6x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %transposed_71 = linalg.transpose ins(%collapsed_70 : tensor<5x6xf32>) outs(%172 : tensor<6x5xf32>) permutation = [1, 0] 
    %208 = linalg.fill ins(%cst : f32) outs(%63 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %209 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_71, %collapsed_44 : tensor<6x5xf32>, tensor<5x6xf32>) outs(%208 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_70 : tensor<5x6xf32>) outs(%176 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x6xf32>
    %collapsed_72 = tensor.collapse_shape %210 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_73 = tensor.expand_shape %207 [[0, 1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<5x6xf32> into tensor<1x5x2x3xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<1x5x2x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_75 = tensor.collapse_shape %transposed_74 [[0, 1], [2], [3]] : tensor<1x2x5x3xf32> into tensor<2x5x3xf32>
    %transposed_76 = linalg.transpose ins(%collapsed_39 : tensor<2x5x5xf32>) outs(%37 : tensor<2x5x5xf32>) permutation = [0, 2, 1] 
    %211 = linalg.batch_matmul ins(%transposed_76, %collapsed_75 : tensor<2x5x5xf32>, tensor<2x5x3xf32>) outs(%60 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %212 = tensor.empty() : tensor<2x3x5xf32>
    %transposed_77 = linalg.transpose ins(%collapsed_40 : tensor<2x5x3xf32>) outs(%212 : tensor<2x3x5xf32>) permutation = [0, 2, 1] 
    %213 = linalg.batch_matmul ins(%collapsed_75, %transposed_77 : tensor<2x5x3xf32>, tensor<2x3x5xf32>) outs(%38 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %expanded_78 = tensor.expand_shape %211 [[0, 1], [2], [3]] output_shape [1, 2, 5, 3] : tensor<2x5x3xf32> into tensor<1x2x5x3xf32>
    %expanded_79 = tensor.expand_shape %213 [[0, 1], [2], [3]] output_shape [1, 2, 5, 5] : tensor<2x5x5xf32> into tensor<1x2x5x5xf32>
    %214 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_79, %58 : tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x5x5xf32>
    %215 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%214 : tensor<1x2x5x5xf32>) outs(%50 : tensor<1x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x5x1xf32>
    %216 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %215 : tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x5x5xf32>
    %217 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %216 : tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%40 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x2x5x5xf32>
    %collapsed_80 = tensor.collapse_shape %217 [[0, 1], [2], [3]] : tensor<1x2x5x5xf32> into tensor<2x5x5xf32>
    %transposed_81 = linalg.transpose ins(%collapsed_35 : tensor<2x5x3xf32>) outs(%212 : tensor<2x3x5xf32>) permutation = [0, 2, 1] 
    %218 = linalg.fill ins(%cst : f32) outs(%212 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %219 = linalg.batch_matmul ins(%transposed_81, %collapsed_80 : tensor<2x3x5xf32>, tensor<2x5x5xf32>) outs(%218 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %transposed_82 = linalg.transpose ins(%collapsed_36 : tensor<2x3x5xf32>) outs(%59 : tensor<2x5x3xf32>) permutation = [0, 2, 1] 
    %220 = linalg.batch_matmul ins(%collapsed_80, %transposed_82 : tensor<2x5x5xf32>, tensor<2x5x3xf32>) outs(%60 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %expanded_83 = tensor.expand_shape %219 [[0, 1], [2], [3]] output_shape [1, 2, 3, 5] : tensor<2x3x5xf32> into tensor<1x2x3x5xf32>
    %expanded_84 = tensor.expand_shape %220 [[0, 1], [2], [3]] output_shape [1, 2, 5, 3] : tensor<2x5x3xf32> into tensor<1x2x5x3xf32>
    %221 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<1x2x3x5xf32>) outs(%35 : tensor<1x2x3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_17 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<1x2x3x5xf32>
    %222 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_84 : tensor<1x2x5x3xf32>) outs(%26 : tensor<1x2x5x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_17 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<1x2x5x3xf32>
    %transposed_85 = linalg.transpose ins(%expanded_78 : tensor<1x2x5x3xf32>) outs(%62 : tensor<1x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_86 = tensor.collapse_shape %transposed_85 [[0], [1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<1x5x6xf32>
    %transposed_87 = linalg.transpose ins(%221 : tensor<1x2x3x5xf32>) outs(%62 : tensor<1x5x2x3xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_88 = tensor.collapse_shape %transposed_87 [[0], [1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<1x5x6xf32>
    %transposed_89 = linalg.transpose ins(%222 : tensor<1x2x5x3xf32>) outs(%62 : tensor<1x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_90 = tensor.collapse_shape %transposed_89 [[0], [1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<1x5x6xf32>
    %concat = tensor.concat dim(2) %collapsed_90, %collapsed_88, %collapsed_86 : (tensor<1x5x6xf32>, tensor<1x5x6xf32>, tensor<1x5x6xf32>) -> tensor<1x5x18xf32>
    %collapsed_91 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<1x5x18xf32> into tensor<5x18xf32>
    %223 = linalg.matmul ins(%collapsed_91, %arg4 : tensor<5x18xf32>, tensor<18x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %224 = tensor.empty() : tensor<18x5xf32>
    %transposed_92 = linalg.transpose ins(%collapsed_91 : tensor<5x18xf32>) outs(%224 : tensor<18x5xf32>) permutation = [1, 0] 
    %225 = tensor.empty() : tensor<18x6xf32>
    %226 = linalg.fill ins(%cst : f32) outs(%225 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %227 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_92, %collapsed : tensor<18x5xf32>, tensor<5x6xf32>) outs(%226 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %228 = tensor.empty() : tensor<1x18xf32>
    %229 = linalg.fill ins(%cst : f32) outs(%228 : tensor<1x18xf32>) -> tensor<1x18xf32>
    %230 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "parallel"]} ins(%collapsed_91 : tensor<5x18xf32>) outs(%229 : tensor<1x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x18xf32>
    %collapsed_93 = tensor.collapse_shape %230 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x18xf32> into tensor<18xf32>
    %expanded_94 = tensor.expand_shape %223 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %arg2 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.mulf %in, %cst_19 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%231 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %17 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<1x5x6xf32>) outs(%8 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %235 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %233 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %236 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x5x1xf32>) outs(%7 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.divf %in, %cst_19 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x1xf32>
    %240 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %238 : tensor<1x5x1xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %17 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%241 : tensor<1x5x6xf32>) outs(%168 : tensor<6xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_94 : tensor<1x5x6xf32>) outs(%168 : tensor<6xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %240 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %245 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "parallel", "parallel"]} ins(%244 : tensor<1x5x6xf32>) outs(%245 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.addf %in, %out : f32
      linalg.yield %488 : f32
    } -> tensor<1x5x6xf32>
    %collapsed_95 = tensor.collapse_shape %246 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %247 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %3 : tensor<5x1xi64>, tensor<5xi64>) outs(%30 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %in_101: i64, %out: i1):
      %488 = arith.cmpi eq, %in, %in_101 : i64
      linalg.yield %488 : i1
    } -> tensor<5x5xi1>
    %248 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<5x5xi1>) outs(%33 : tensor<5x5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %488 = arith.uitofp %in : i1 to f32
      linalg.yield %488 : f32
    } -> tensor<5x5xf32>
    %transposed_96 = linalg.transpose ins(%248 : tensor<5x5xf32>) outs(%33 : tensor<5x5xf32>) permutation = [1, 0] 
    %249 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_96, %collapsed_95 : tensor<5x5xf32>, tensor<5x6xf32>) outs(%64 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %collapsed_97 = tensor.collapse_shape %arg48 [[0, 1]] : tensor<1x5xi64> into tensor<5xi64>
    %expanded_98 = tensor.expand_shape %collapsed_97 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %250 = linalg.generic {indexing_maps = [#map11, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_98, %138 : tensor<5x1xi64>, tensor<13xi64>) outs(%139 : tensor<5x13xi1>) {
    ^bb0(%in: i64, %in_101: i64, %out: i1):
      %488 = arith.cmpi eq, %in, %in_101 : i64
      linalg.yield %488 : i1
    } -> tensor<5x13xi1>
    %251 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%250 : tensor<5x13xi1>) outs(%109 : tensor<5x13xf32>) {
    ^bb0(%in: i1, %out: f32):
      %488 = arith.uitofp %in : i1 to f32
      linalg.yield %488 : f32
    } -> tensor<5x13xf32>
    %collapsed_99 = tensor.collapse_shape %244 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %transposed_100 = linalg.transpose ins(%251 : tensor<5x13xf32>) outs(%151 : tensor<13x5xf32>) permutation = [1, 0] 
    %252 = linalg.matmul ins(%transposed_100, %collapsed_99 : tensor<13x5xf32>, tensor<5x6xf32>) outs(%153 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %253 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%154, %252 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) attrs =  {zero.grad_of = 0 : i64} {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %254 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg50 : tensor<f32>) outs(%132 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_13 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<f32>
    %255 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_24, %254 : tensor<i64>, tensor<f32>) outs(%132 : tensor<f32>) {
    ^bb0(%in: i64, %in_101: f32, %out: f32):
      %488 = arith.sitofp %in : i64 to f32
      %489 = arith.subf %488, %in_101 : f32
      linalg.yield %489 : f32
    } -> tensor<f32>
    %256 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %255 : tensor<13x6xf32>, tensor<f32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %257 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<13x6xf32>
    %258 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%253 : tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<13x6xf32>
    %259 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%257, %258 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %260 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<13x6xf32>
    %261 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%253 : tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<13x6xf32>
    %262 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%261, %253 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %263 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%260, %262 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %264 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_8, %arg51 : tensor<f32>, tensor<f32>) outs(%132 : tensor<f32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = math.powf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<f32>
    %265 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_24, %264 : tensor<i64>, tensor<f32>) outs(%132 : tensor<f32>) {
    ^bb0(%in: i64, %in_101: f32, %out: f32):
      %488 = arith.sitofp %in : i64 to f32
      %489 = arith.subf %488, %in_101 : f32
      linalg.yield %489 : f32
    } -> tensor<f32>
    %266 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_7, %arg51 : tensor<f32>, tensor<f32>) outs(%132 : tensor<f32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = math.powf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<f32>
    %267 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%cst_24, %266 : tensor<i64>, tensor<f32>) outs(%132 : tensor<f32>) {
    ^bb0(%in: i64, %in_101: f32, %out: f32):
      %488 = arith.sitofp %in : i64 to f32
      %489 = arith.subf %488, %in_101 : f32
      linalg.yield %489 : f32
    } -> tensor<f32>
    %268 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %269 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%267 : tensor<f32>) outs(%132 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<f32>
    %270 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%268, %269 : tensor<13x6xf32>, tensor<f32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %271 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<13x6xf32>
    %272 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%arg50, %265 : tensor<f32>, tensor<f32>) outs(%132 : tensor<f32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<f32>
    %273 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%259, %271 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %274 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%272, %273 : tensor<f32>, tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%256, %274 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%152 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<13x6xf32>
    %276 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %255 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<5x6xf32>
    %278 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%249 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<5x6xf32>
    %279 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%277, %278 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %280 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<5x6xf32>
    %281 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%249 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<5x6xf32>
    %282 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%281, %249 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %283 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%280, %282 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %284 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%283 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %285 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%284, %269 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %286 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<5x6xf32>
    %287 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%279, %286 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %288 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%272, %287 : tensor<f32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %289 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%276, %288 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<5x6xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg2, %255 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg20 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %292 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%242 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%291, %292 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %294 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg21 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %295 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%242 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %296 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%295, %242 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %297 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%294, %296 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%297 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%298, %269 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%299 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %301 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%293, %300 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %302 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %301 : tensor<f32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %303 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%290, %302 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %304 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg3, %255 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %305 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg22 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%243 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %307 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%305, %306 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg23 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%243 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %310 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%309, %243 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%308, %310 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %312 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%311 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %313 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%312, %269 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %314 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%313 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %315 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%307, %314 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %316 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %315 : tensor<f32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %317 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%304, %316 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %318 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %255 : tensor<18x6xf32>, tensor<f32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<18x6xf32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<18x6xf32>
    %320 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%227 : tensor<18x6xf32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<18x6xf32>
    %321 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%319, %320 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %322 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<18x6xf32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<18x6xf32>
    %323 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%227 : tensor<18x6xf32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<18x6xf32>
    %324 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%323, %227 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %325 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%322, %324 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %326 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%325 : tensor<18x6xf32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %327 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%326, %269 : tensor<18x6xf32>, tensor<f32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %328 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%327 : tensor<18x6xf32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<18x6xf32>
    %329 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%321, %328 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %330 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%272, %329 : tensor<f32>, tensor<18x6xf32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %331 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%318, %330 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%225 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18x6xf32>
    %332 = tensor.empty() : tensor<18xf32>
    %333 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg5, %255 : tensor<18xf32>, tensor<f32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %334 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg26 : tensor<18xf32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<18xf32>
    %335 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_93 : tensor<18xf32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<18xf32>
    %336 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%334, %335 : tensor<18xf32>, tensor<18xf32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %337 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg27 : tensor<18xf32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<18xf32>
    %338 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_93 : tensor<18xf32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<18xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%338, %collapsed_93 : tensor<18xf32>, tensor<18xf32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %340 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%337, %339 : tensor<18xf32>, tensor<18xf32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %341 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%340 : tensor<18xf32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %342 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%341, %269 : tensor<18xf32>, tensor<f32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %343 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%342 : tensor<18xf32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<18xf32>
    %344 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%336, %343 : tensor<18xf32>, tensor<18xf32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %345 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %344 : tensor<f32>, tensor<18xf32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %346 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%333, %345 : tensor<18xf32>, tensor<18xf32>) outs(%332 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<18xf32>
    %347 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %255 : tensor<6x6xf32>, tensor<f32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %348 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6x6xf32>
    %349 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%209 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6x6xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%348, %349 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %351 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6x6xf32>
    %352 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%209 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6x6xf32>
    %353 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%352, %209 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %354 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%351, %353 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %355 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%354 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %356 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%355, %269 : tensor<6x6xf32>, tensor<f32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %357 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%356 : tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6x6xf32>
    %358 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%350, %357 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %359 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%272, %358 : tensor<f32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %360 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%347, %359 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%63 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x6xf32>
    %361 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg7, %255 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %362 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg30 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %363 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_72 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %364 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%362, %363 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg31 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %366 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_72 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%366, %collapsed_72 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %368 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%365, %367 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %369 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%368 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %370 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%369, %269 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %371 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%370 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %372 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%364, %371 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %373 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %372 : tensor<f32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %374 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%361, %373 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %375 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg8, %255 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %376 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg32 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %377 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%204 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %378 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%376, %377 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %379 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg33 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %380 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%204 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %381 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%380, %204 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %382 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%379, %381 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %383 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%382 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %384 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%383, %269 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %385 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%384 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %386 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%378, %385 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %387 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %386 : tensor<f32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %388 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%375, %387 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %389 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg9, %255 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %390 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg34 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %391 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%205 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %392 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%390, %391 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %393 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %394 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%205 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %395 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%394, %205 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %396 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%393, %395 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %397 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%396 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %398 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%397, %269 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%398 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %400 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%392, %399 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %401 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %400 : tensor<f32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %402 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%389, %401 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %403 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %255 : tensor<24x6xf32>, tensor<f32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %404 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<24x6xf32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<24x6xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<24x6xf32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<24x6xf32>
    %406 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%404, %405 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %407 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<24x6xf32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<24x6xf32>
    %408 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<24x6xf32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<24x6xf32>
    %409 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%408, %189 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %410 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%407, %409 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %411 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%410 : tensor<24x6xf32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %412 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%411, %269 : tensor<24x6xf32>, tensor<f32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %413 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%412 : tensor<24x6xf32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<24x6xf32>
    %414 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%406, %413 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %415 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%272, %414 : tensor<f32>, tensor<24x6xf32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %416 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%403, %415 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%92 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24x6xf32>
    %417 = tensor.empty() : tensor<24xf32>
    %418 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg11, %255 : tensor<24xf32>, tensor<f32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %419 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg38 : tensor<24xf32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<24xf32>
    %420 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_68 : tensor<24xf32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<24xf32>
    %421 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%419, %420 : tensor<24xf32>, tensor<24xf32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %422 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<24xf32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<24xf32>
    %423 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_68 : tensor<24xf32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<24xf32>
    %424 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%423, %collapsed_68 : tensor<24xf32>, tensor<24xf32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %425 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%422, %424 : tensor<24xf32>, tensor<24xf32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %426 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%425 : tensor<24xf32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %427 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%426, %269 : tensor<24xf32>, tensor<f32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %428 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%427 : tensor<24xf32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<24xf32>
    %429 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%421, %428 : tensor<24xf32>, tensor<24xf32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %430 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %429 : tensor<f32>, tensor<24xf32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %431 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%418, %430 : tensor<24xf32>, tensor<24xf32>) outs(%417 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<24xf32>
    %432 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %255 : tensor<6x24xf32>, tensor<f32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %433 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6x24xf32>
    %434 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%174 : tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6x24xf32>
    %435 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%433, %434 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %436 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6x24xf32>
    %437 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%174 : tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6x24xf32>
    %438 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%437, %174 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %439 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%436, %438 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %440 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%439 : tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %441 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%440, %269 : tensor<6x24xf32>, tensor<f32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %442 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%441 : tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6x24xf32>
    %443 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%435, %442 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %444 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%272, %443 : tensor<f32>, tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %445 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%432, %444 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%80 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6x24xf32>
    %446 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg13, %255 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %447 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg42 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %448 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_64 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %449 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%447, %448 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %450 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %451 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_64 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%451, %collapsed_64 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %453 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%450, %452 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%453 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %455 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%454, %269 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %456 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%455 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %457 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%449, %456 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %458 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %457 : tensor<f32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %459 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%446, %458 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %460 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg14, %255 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %461 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg44 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %462 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%169 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %463 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%461, %462 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %464 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %465 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%169 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %466 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%465, %169 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %467 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%464, %466 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %468 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%467 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%468, %269 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %470 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%469 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %471 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%463, %470 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %472 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %471 : tensor<f32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %473 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%460, %472 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %474 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%arg15, %255 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %475 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg46 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_12 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %476 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%170 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_11 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %477 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%475, %476 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %478 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_10 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %479 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%170 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_9 : f64 to f32
      %489 = arith.mulf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %480 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%479, %170 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %481 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%478, %480 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.addf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %482 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%481 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = math.sqrt %in : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %483 = linalg.generic {indexing_maps = [#map2, #map16, #map2], iterator_types = ["parallel"]} ins(%482, %269 : tensor<6xf32>, tensor<f32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %484 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%483 : tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %488 = arith.truncf %cst_6 : f64 to f32
      %489 = arith.addf %in, %488 : f32
      linalg.yield %489 : f32
    } -> tensor<6xf32>
    %485 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%477, %484 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.divf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %486 = linalg.generic {indexing_maps = [#map16, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %485 : tensor<f32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.mulf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    %487 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%474, %486 : tensor<6xf32>, tensor<6xf32>) outs(%167 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %488 = arith.subf %in, %in_101 : f32
      linalg.yield %488 : f32
    } -> tensor<6xf32>
    return %136, %275, %289, %303, %317, %331, %346, %360, %374, %388, %402, %416, %431, %445, %459, %473, %487, %259, %263, %279, %283, %293, %297, %307, %311, %321, %325, %336, %340, %350, %354, %364, %368, %378, %382, %392, %396, %406, %410, %421, %425, %435, %439, %449, %453, %463, %467, %477, %481 : tensor<f32>, tensor<13x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<13x6xf32>, tensor<13x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
}
