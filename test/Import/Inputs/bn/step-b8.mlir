// zero-import-torch: bn.py, micro-batch 8, sgd (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<(d0, d1) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map11 = affine_map<(d0) -> ()>
module {
  func.func @train_step(%arg0: tensor<3x2x3x3xf32> {zero.role = "param"}, %arg1: tensor<3xf32> {zero.role = "param"}, %arg2: tensor<3xf32> {zero.role = "param"}, %arg3: tensor<3xf32> {zero.role = "param"}, %arg4: tensor<6x48xf32> {zero.role = "param"}, %arg5: tensor<6xf32> {zero.role = "param"}, %arg6: tensor<6xf32> {zero.role = "param"}, %arg7: tensor<6xf32> {zero.role = "param"}, %arg8: tensor<3x6xf32> {zero.role = "param"}, %arg9: tensor<3xf32> {zero.role = "param"}, %arg10: tensor<3x2x3x3xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg11: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg12: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg13: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg14: tensor<6x48xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg15: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg16: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg17: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg18: tensor<3x6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg19: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg20: tensor<8x2x4x4xf32> {zero.role = "batch"}, %arg21: tensor<8x3xf32> {zero.role = "batch"}, %arg22: tensor<f32> {zero.role = "hyper"}, %arg23: tensor<3xf32> {zero.role = "buffer"}, %arg24: tensor<3xf32> {zero.role = "buffer"}, %arg25: tensor<i64> {zero.role = "buffer"}, %arg26: tensor<6xf32> {zero.role = "buffer"}, %arg27: tensor<6xf32> {zero.role = "buffer"}, %arg28: tensor<i64> {zero.role = "buffer"}) -> (tensor<f32> {zero.role = "loss"}, tensor<3x2x3x3xf32> {zero.updates = 0 : i64}, tensor<3xf32> {zero.updates = 1 : i64}, tensor<3xf32> {zero.updates = 2 : i64}, tensor<3xf32> {zero.updates = 3 : i64}, tensor<6x48xf32> {zero.updates = 4 : i64}, tensor<6xf32> {zero.updates = 5 : i64}, tensor<6xf32> {zero.updates = 6 : i64}, tensor<6xf32> {zero.updates = 7 : i64}, tensor<3x6xf32> {zero.updates = 8 : i64}, tensor<3xf32> {zero.updates = 9 : i64}, tensor<3x2x3x3xf32> {zero.updates = 10 : i64}, tensor<3xf32> {zero.updates = 11 : i64}, tensor<3xf32> {zero.updates = 12 : i64}, tensor<3xf32> {zero.updates = 13 : i64}, tensor<6x48xf32> {zero.updates = 14 : i64}, tensor<6xf32> {zero.updates = 15 : i64}, tensor<6xf32> {zero.updates = 16 : i64}, tensor<6xf32> {zero.updates = 17 : i64}, tensor<3x6xf32> {zero.updates = 18 : i64}, tensor<3xf32> {zero.updates = 19 : i64}, tensor<3xf32> {zero.updates = 23 : i64}, tensor<3xf32> {zero.updates = 24 : i64}, tensor<i64> {zero.updates = 25 : i64}, tensor<6xf32> {zero.updates = 26 : i64}, tensor<6xf32> {zero.updates = 27 : i64}, tensor<i64> {zero.updates = 28 : i64}) {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant 0.083333333333333329 : f64
    %cst_3 = arith.constant 1.1428571428571428 : f64
    %cst_4 = arith.constant 1.0078740157480315 : f64
    %cst_5 = arith.constant 9.000000e-01 : f64
    %cst_6 = arith.constant 1.000000e-01 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %cst_8 = arith.constant 1.280000e+02 : f32
    %cst_9 = arith.constant 8.000000e+00 : f32
    %cst_10 = arith.constant 2.400000e+01 : f32
    %cst_11 = arith.constant 1.250000e-01 : f32
    %cst_12 = arith.constant 7.812500e-03 : f32
    %padded = tensor.pad %arg20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg29: index, %arg30: index, %arg31: index, %arg32: index):
      tensor.yield %cst : f32
    } : tensor<8x2x4x4xf32> to tensor<8x2x6x6xf32>
    %0 = tensor.empty() : tensor<8x3x4x4xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<3xf32>) outs(%0 : tensor<8x3x4x4xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<8x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%broadcasted : tensor<8x3x4x4xf32>) -> tensor<8x3x4x4xf32>
    %2 = tensor.empty() : tensor<i64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg25 : tensor<i64>) outs(%2 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %168 = arith.addi %in, %c1_i64 : i64
      linalg.yield %168 : i64
    } -> tensor<i64>
    %4 = tensor.empty() : tensor<1x3x1x1xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1 : tensor<8x3x4x4xf32>) outs(%5 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x3x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x3x1x1xf32>) outs(%4 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_8 : f32
      linalg.yield %168 : f32
    } -> tensor<1x3x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %7 : tensor<8x3x4x4xf32>, tensor<1x3x1x1xf32>) outs(%0 : tensor<8x3x4x4xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3x4x4xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<8x3x4x4xf32>, tensor<8x3x4x4xf32>) outs(%0 : tensor<8x3x4x4xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3x4x4xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%9 : tensor<8x3x4x4xf32>) outs(%5 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x3x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x3x1x1xf32>) outs(%4 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_8 : f32
      linalg.yield %168 : f32
    } -> tensor<1x3x1x1xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x3x1x1xf32>) outs(%4 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_7 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x3x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x3x1x1xf32>) outs(%4 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x3x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %13 : tensor<8x3x4x4xf32>, tensor<1x3x1x1xf32>) outs(%0 : tensor<8x3x4x4xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3x4x4xf32>
    %collapsed = tensor.collapse_shape %7 [[0, 1, 2, 3]] : tensor<1x3x1x1xf32> into tensor<3xf32>
    %collapsed_13 = tensor.collapse_shape %13 [[0, 1, 2, 3]] : tensor<1x3x1x1xf32> into tensor<3xf32>
    %15 = tensor.empty() : tensor<3xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_6 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<3xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg23 : tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<3xf32>
    %18 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%16, %17 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %collapsed_14 = tensor.collapse_shape %11 [[0, 1, 2, 3]] : tensor<1x3x1x1xf32> into tensor<3xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_14 : tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_4 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<3xf32>
    %20 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%19 : tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_6 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<3xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg24 : tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<3xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%20, %21 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %expanded = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [3, 1, 1] : tensor<3xf32> into tensor<3x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded : tensor<8x3x4x4xf32>, tensor<3x1x1xf32>) outs(%0 : tensor<8x3x4x4xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3x4x4xf32>
    %expanded_15 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [3, 1, 1] : tensor<3xf32> into tensor<3x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_15 : tensor<8x3x4x4xf32>, tensor<3x1x1xf32>) outs(%0 : tensor<8x3x4x4xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3x4x4xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<8x3x4x4xf32>) outs(%0 : tensor<8x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.cmpf ugt, %in, %cst : f32
      %169 = arith.select %168, %in, %cst : f32
      linalg.yield %169 : f32
    } -> tensor<8x3x4x4xf32>
    %collapsed_16 = tensor.collapse_shape %25 [[0], [1, 2, 3]] : tensor<8x3x4x4xf32> into tensor<8x48xf32>
    %26 = tensor.empty() : tensor<48x6xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<6x48xf32>) outs(%26 : tensor<48x6xf32>) permutation = [1, 0] 
    %27 = tensor.empty() : tensor<8x6xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %29 = linalg.matmul ins(%collapsed_16, %transposed : tensor<8x48xf32>, tensor<48x6xf32>) outs(%28 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x6xf32>
    %31 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%29, %30 : tensor<8x6xf32>, tensor<8x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x6xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg28 : tensor<i64>) outs(%2 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %168 = arith.addi %in, %c1_i64 : i64
      linalg.yield %168 : i64
    } -> tensor<i64>
    %33 = tensor.empty() : tensor<1x6xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %35 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "parallel"]} ins(%31 : tensor<8x6xf32>) outs(%34 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x6xf32>
    %36 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x6xf32>) outs(%33 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_9 : f32
      linalg.yield %168 : f32
    } -> tensor<1x6xf32>
    %37 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%31, %36 : tensor<8x6xf32>, tensor<1x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x6xf32>
    %38 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%37, %37 : tensor<8x6xf32>, tensor<8x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x6xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "parallel"]} ins(%38 : tensor<8x6xf32>) outs(%34 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x6xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<1x6xf32>) outs(%33 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_9 : f32
      linalg.yield %168 : f32
    } -> tensor<1x6xf32>
    %41 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<1x6xf32>) outs(%33 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_7 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x6xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<1x6xf32>) outs(%33 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x6xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%37, %42 : tensor<8x6xf32>, tensor<1x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x6xf32>
    %collapsed_17 = tensor.collapse_shape %36 [[0, 1]] : tensor<1x6xf32> into tensor<6xf32>
    %collapsed_18 = tensor.collapse_shape %42 [[0, 1]] : tensor<1x6xf32> into tensor<6xf32>
    %44 = tensor.empty() : tensor<6xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_17 : tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_6 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<6xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg26 : tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<6xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%45, %46 : tensor<6xf32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %collapsed_19 = tensor.collapse_shape %40 [[0, 1]] : tensor<1x6xf32> into tensor<6xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_19 : tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_3 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<6xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%48 : tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_6 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<6xf32>
    %50 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg27 : tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<6xf32>
    %51 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%49, %50 : tensor<6xf32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %52 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%43, %arg6 : tensor<8x6xf32>, tensor<6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x6xf32>
    %53 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%52, %arg7 : tensor<8x6xf32>, tensor<6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x6xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<8x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.cmpf ugt, %in, %cst : f32
      %169 = arith.select %168, %in, %cst : f32
      linalg.yield %169 : f32
    } -> tensor<8x6xf32>
    %55 = tensor.empty() : tensor<6x3xf32>
    %transposed_20 = linalg.transpose ins(%arg8 : tensor<3x6xf32>) outs(%55 : tensor<6x3xf32>) permutation = [1, 0] 
    %56 = tensor.empty() : tensor<8x3xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<8x3xf32>) -> tensor<8x3xf32>
    %58 = linalg.matmul ins(%54, %transposed_20 : tensor<8x6xf32>, tensor<6x3xf32>) outs(%57 : tensor<8x3xf32>) -> tensor<8x3xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<3xf32>) outs(%56 : tensor<8x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x3xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%58, %59 : tensor<8x3xf32>, tensor<8x3xf32>) outs(%56 : tensor<8x3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%60, %arg21 : tensor<8x3xf32>, tensor<8x3xf32>) outs(%56 : tensor<8x3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<8x3xf32>) outs(%56 : tensor<8x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %168 : f32
    } -> tensor<8x3xf32>
    %63 = tensor.empty() : tensor<f32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<f32>) -> tensor<f32>
    %65 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["reduction", "reduction"]} ins(%62 : tensor<8x3xf32>) outs(%64 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<f32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%65 : tensor<f32>) outs(%63 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_10 : f32
      linalg.yield %168 : f32
    } -> tensor<f32>
    %67 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<8x3xf32>) outs(%56 : tensor<8x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_2 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<8x3xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%67, %cst_1 : tensor<8x3xf32>, tensor<f32>) outs(%56 : tensor<8x3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3xf32>
    %69 = linalg.matmul ins(%68, %arg8 : tensor<8x3xf32>, tensor<3x6xf32>) outs(%28 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %70 = tensor.empty() : tensor<3x8xf32>
    %transposed_21 = linalg.transpose ins(%68 : tensor<8x3xf32>) outs(%70 : tensor<3x8xf32>) permutation = [1, 0] 
    %71 = tensor.empty() : tensor<3x6xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %73 = linalg.matmul {zero.grad_of = 8 : i64} ins(%transposed_21, %54 : tensor<3x8xf32>, tensor<8x6xf32>) outs(%72 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %74 = tensor.empty() : tensor<1x3xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<1x3xf32>) -> tensor<1x3xf32>
    %76 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "parallel"]} ins(%68 : tensor<8x3xf32>) outs(%75 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x3xf32>
    %collapsed_22 = tensor.collapse_shape %76 [[0, 1]] {zero.grad_of = 9 : i64} : tensor<1x3xf32> into tensor<3xf32>
    %77 = tensor.empty() : tensor<8x6xi1>
    %78 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<8x6xf32>) outs(%77 : tensor<8x6xi1>) {
    ^bb0(%in: f32, %out: i1):
      %168 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %168 : i1
    } -> tensor<8x6xi1>
    %79 = linalg.generic {indexing_maps = [#map6, #map8, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%78, %cst_0, %69 : tensor<8x6xi1>, tensor<f32>, tensor<8x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %168 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %168 : f32
    } -> tensor<8x6xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%44 : tensor<6xf32>) -> tensor<6xf32>
    %81 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["reduction", "parallel"]} ins(%79 : tensor<8x6xf32>) outs(%80 : tensor<6xf32>) attrs =  {zero.grad_of = 7 : i64} {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %82 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["reduction", "parallel"]} ins(%79 : tensor<8x6xf32>) outs(%80 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %83 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%79, %37 : tensor<8x6xf32>, tensor<8x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x6xf32>
    %84 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["reduction", "parallel"]} ins(%83 : tensor<8x6xf32>) outs(%80 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%82 : tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.mulf %in, %cst_11 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %expanded_23 = tensor.expand_shape %85 [[0, 1]] output_shape [1, 6] : tensor<6xf32> into tensor<1x6xf32>
    %86 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%84 : tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.mulf %in, %cst_11 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_18, %collapsed_18 : tensor<6xf32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%86, %87 : tensor<6xf32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %expanded_24 = tensor.expand_shape %88 [[0, 1]] output_shape [1, 6] : tensor<6xf32> into tensor<1x6xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_18, %arg6 : tensor<6xf32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %expanded_25 = tensor.expand_shape %89 [[0, 1]] output_shape [1, 6] : tensor<6xf32> into tensor<1x6xf32>
    %90 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%37, %expanded_24 : tensor<8x6xf32>, tensor<1x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x6xf32>
    %91 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%79, %90 : tensor<8x6xf32>, tensor<8x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x6xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%91, %expanded_23 : tensor<8x6xf32>, tensor<1x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x6xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%92, %expanded_25 : tensor<8x6xf32>, tensor<1x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x6xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%84, %collapsed_18 : tensor<6xf32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) attrs =  {zero.grad_of = 6 : i64} {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %95 = tensor.empty() : tensor<8x48xf32>
    %96 = linalg.fill ins(%cst : f32) outs(%95 : tensor<8x48xf32>) -> tensor<8x48xf32>
    %97 = linalg.matmul ins(%93, %arg4 : tensor<8x6xf32>, tensor<6x48xf32>) outs(%96 : tensor<8x48xf32>) -> tensor<8x48xf32>
    %98 = tensor.empty() : tensor<6x8xf32>
    %transposed_26 = linalg.transpose ins(%93 : tensor<8x6xf32>) outs(%98 : tensor<6x8xf32>) permutation = [1, 0] 
    %99 = tensor.empty() : tensor<6x48xf32>
    %100 = linalg.fill ins(%cst : f32) outs(%99 : tensor<6x48xf32>) -> tensor<6x48xf32>
    %101 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_26, %collapsed_16 : tensor<6x8xf32>, tensor<8x48xf32>) outs(%100 : tensor<6x48xf32>) -> tensor<6x48xf32>
    %102 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "parallel"]} ins(%93 : tensor<8x6xf32>) outs(%34 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x6xf32>
    %collapsed_27 = tensor.collapse_shape %102 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_28 = tensor.expand_shape %97 [[0], [1, 2, 3]] output_shape [8, 3, 4, 4] : tensor<8x48xf32> into tensor<8x3x4x4xf32>
    %103 = tensor.empty() : tensor<8x3x4x4xi1>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<8x3x4x4xf32>) outs(%103 : tensor<8x3x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %168 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %168 : i1
    } -> tensor<8x3x4x4xi1>
    %105 = linalg.generic {indexing_maps = [#map1, #map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %cst_0, %expanded_28 : tensor<8x3x4x4xi1>, tensor<f32>, tensor<8x3x4x4xf32>) outs(%0 : tensor<8x3x4x4xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %168 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3x4x4xf32>
    %106 = linalg.fill ins(%cst : f32) outs(%15 : tensor<3xf32>) -> tensor<3xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%105 : tensor<8x3x4x4xf32>) outs(%106 : tensor<3xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%105 : tensor<8x3x4x4xf32>) outs(%106 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %8 : tensor<8x3x4x4xf32>, tensor<8x3x4x4xf32>) outs(%0 : tensor<8x3x4x4xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3x4x4xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%109 : tensor<8x3x4x4xf32>) outs(%106 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%108 : tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.mulf %in, %cst_12 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %expanded_29 = tensor.expand_shape %111 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%110 : tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.mulf %in, %cst_12 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_13, %collapsed_13 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%112, %113 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %expanded_30 = tensor.expand_shape %114 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_13, %arg2 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %expanded_31 = tensor.expand_shape %115 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_30 : tensor<8x3x4x4xf32>, tensor<1x3x1x1xf32>) outs(%0 : tensor<8x3x4x4xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3x4x4xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %116 : tensor<8x3x4x4xf32>, tensor<8x3x4x4xf32>) outs(%0 : tensor<8x3x4x4xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3x4x4xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_29 : tensor<8x3x4x4xf32>, tensor<1x3x1x1xf32>) outs(%0 : tensor<8x3x4x4xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3x4x4xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_31 : tensor<8x3x4x4xf32>, tensor<1x3x1x1xf32>) outs(%0 : tensor<8x3x4x4xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<8x3x4x4xf32>
    %120 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%110, %collapsed_13 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %121 = tensor.empty() : tensor<2x8x4x4xf32>
    %transposed_32 = linalg.transpose ins(%arg20 : tensor<8x2x4x4xf32>) outs(%121 : tensor<2x8x4x4xf32>) permutation = [1, 0, 2, 3] 
    %122 = tensor.empty() : tensor<3x8x4x4xf32>
    %transposed_33 = linalg.transpose ins(%119 : tensor<8x3x4x4xf32>) outs(%122 : tensor<3x8x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_34 = tensor.pad %transposed_32 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg29: index, %arg30: index, %arg31: index, %arg32: index):
      tensor.yield %cst : f32
    } : tensor<2x8x4x4xf32> to tensor<2x8x6x6xf32>
    %123 = tensor.empty() : tensor<2x3x3x3xf32>
    %124 = linalg.fill ins(%cst : f32) outs(%123 : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
    %125 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_34, %transposed_33 : tensor<2x8x6x6xf32>, tensor<3x8x4x4xf32>) outs(%124 : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
    %126 = tensor.empty() : tensor<3x2x3x3xf32>
    %transposed_35 = linalg.transpose ins(%125 : tensor<2x3x3x3xf32>) outs(%126 : tensor<3x2x3x3xf32>) permutation = [1, 0, 2, 3]  {zero.grad_of = 0 : i64}
    %127 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%119 : tensor<8x3x4x4xf32>) outs(%106 : tensor<3xf32>) attrs =  {zero.grad_of = 1 : i64} {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg10 : tensor<3x2x3x3xf32>) outs(%126 : tensor<3x2x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<3x2x3x3xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %transposed_35 : tensor<3x2x3x3xf32>, tensor<3x2x3x3xf32>) outs(%126 : tensor<3x2x3x3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3x2x3x3xf32>
    %130 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg22, %129 : tensor<f32>, tensor<3x2x3x3xf32>) outs(%126 : tensor<3x2x3x3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3x2x3x3xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %130 : tensor<3x2x3x3xf32>, tensor<3x2x3x3xf32>) outs(%126 : tensor<3x2x3x3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3x2x3x3xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg11 : tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<3xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%132, %127 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %134 = linalg.generic {indexing_maps = [#map11, #map3, #map3], iterator_types = ["parallel"]} ins(%arg22, %133 : tensor<f32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %135 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg1, %134 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg12 : tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<3xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%136, %120 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %138 = linalg.generic {indexing_maps = [#map11, #map3, #map3], iterator_types = ["parallel"]} ins(%arg22, %137 : tensor<f32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %139 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg2, %138 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg13 : tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<3xf32>
    %141 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%140, %107 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %142 = linalg.generic {indexing_maps = [#map11, #map3, #map3], iterator_types = ["parallel"]} ins(%arg22, %141 : tensor<f32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %143 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg3, %142 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %144 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<6x48xf32>) outs(%99 : tensor<6x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<6x48xf32>
    %145 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%144, %101 : tensor<6x48xf32>, tensor<6x48xf32>) outs(%99 : tensor<6x48xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6x48xf32>
    %146 = linalg.generic {indexing_maps = [#map8, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg22, %145 : tensor<f32>, tensor<6x48xf32>) outs(%99 : tensor<6x48xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6x48xf32>
    %147 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg4, %146 : tensor<6x48xf32>, tensor<6x48xf32>) outs(%99 : tensor<6x48xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6x48xf32>
    %148 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg15 : tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<6xf32>
    %149 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%148, %collapsed_27 : tensor<6xf32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %150 = linalg.generic {indexing_maps = [#map11, #map3, #map3], iterator_types = ["parallel"]} ins(%arg22, %149 : tensor<f32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %151 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg5, %150 : tensor<6xf32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %152 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg16 : tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<6xf32>
    %153 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%152, %94 : tensor<6xf32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %154 = linalg.generic {indexing_maps = [#map11, #map3, #map3], iterator_types = ["parallel"]} ins(%arg22, %153 : tensor<f32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg6, %154 : tensor<6xf32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %156 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg17 : tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<6xf32>
    %157 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%156, %81 : tensor<6xf32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %158 = linalg.generic {indexing_maps = [#map11, #map3, #map3], iterator_types = ["parallel"]} ins(%arg22, %157 : tensor<f32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %159 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg7, %158 : tensor<6xf32>, tensor<6xf32>) outs(%44 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<6xf32>
    %160 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<3x6xf32>) outs(%71 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<3x6xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%160, %73 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%71 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3x6xf32>
    %162 = linalg.generic {indexing_maps = [#map8, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg22, %161 : tensor<f32>, tensor<3x6xf32>) outs(%71 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3x6xf32>
    %163 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg8, %162 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%71 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3x6xf32>
    %164 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg19 : tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_5 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<3xf32>
    %165 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%164, %collapsed_22 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.addf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %166 = linalg.generic {indexing_maps = [#map11, #map3, #map3], iterator_types = ["parallel"]} ins(%arg22, %165 : tensor<f32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.mulf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg9, %166 : tensor<3xf32>, tensor<3xf32>) outs(%15 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %168 = arith.subf %in, %in_36 : f32
      linalg.yield %168 : f32
    } -> tensor<3xf32>
    return %66, %131, %135, %139, %143, %147, %151, %155, %159, %163, %167, %129, %133, %137, %141, %145, %149, %153, %157, %161, %165, %18, %22, %3, %47, %51, %32 : tensor<f32>, tensor<3x2x3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<6x48xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<3x6xf32>, tensor<3xf32>, tensor<3x2x3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<6x48xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<3x6xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i64>, tensor<6xf32>, tensor<6xf32>, tensor<i64>
  }
}
