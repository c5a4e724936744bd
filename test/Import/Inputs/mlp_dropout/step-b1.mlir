// zero-import-torch: mlp_dropout.py, micro-batch 1, sgd (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (0, d1)>
#map7 = affine_map<(d0) -> ()>
module {
  func.func @train_step(%arg0: tensor<7x5xf32> {zero.role = "param"}, %arg1: tensor<7xf32> {zero.role = "param"}, %arg2: tensor<6x7xf32> {zero.role = "param"}, %arg3: tensor<6xf32> {zero.role = "param"}, %arg4: tensor<3x6xf32> {zero.role = "param"}, %arg5: tensor<3xf32> {zero.role = "param"}, %arg6: tensor<7x5xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg7: tensor<7xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg8: tensor<6x7xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg9: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg10: tensor<3x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg11: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg12: tensor<1x5xf32> {zero.role = "batch"}, %arg13: tensor<1x3xf32> {zero.role = "batch"}, %arg14: tensor<1xi64> {zero.fill = "global_row", zero.role = "batch"}, %arg15: tensor<f32> {zero.role = "hyper"}, %arg16: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<7x5xf32> {zero.updates = 0 : i64}, tensor<7xf32> {zero.updates = 1 : i64}, tensor<6x7xf32> {zero.updates = 2 : i64}, tensor<6xf32> {zero.updates = 3 : i64}, tensor<3x6xf32> {zero.updates = 4 : i64}, tensor<3xf32> {zero.updates = 5 : i64}, tensor<7x5xf32> {zero.updates = 6 : i64}, tensor<7xf32> {zero.updates = 7 : i64}, tensor<6x7xf32> {zero.updates = 8 : i64}, tensor<6xf32> {zero.updates = 9 : i64}, tensor<3x6xf32> {zero.updates = 10 : i64}, tensor<3xf32> {zero.updates = 11 : i64}) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant 9.000000e-01 : f64
    %cst_3 = arith.constant 0.66666666666666663 : f64
    %cst_4 = arith.constant 0.69999999999999996 : f64
    %cst_5 = arith.constant 5.000000e-01 : f32
    %cst_6 = arith.constant 3.000000e+00 : f32
    %c2_i64 = arith.constant 2 : i64
    %cst_7 = arith.constant dense<8388608> : tensor<i64>
    %cst_8 = arith.constant dense<1> : tensor<i64>
    %cst_9 = arith.constant dense<11744052> : tensor<i64>
    %cst_10 = arith.constant dense<8> : tensor<i64>
    %cst_11 = arith.constant dense<2415085441> : tensor<i64>
    %cst_12 = arith.constant dense<3678237736> : tensor<i64>
    %cst_13 = arith.constant dense<534103459> : tensor<i64>
    %cst_14 = arith.constant dense<1401181199> : tensor<i64>
    %cst_15 = arith.constant dense<1684936478> : tensor<i64>
    %cst_16 = arith.constant dense<3041712726> : tensor<i64>
    %cst_17 = arith.constant dense<2835769497> : tensor<i64>
    %cst_18 = arith.constant dense<387276957> : tensor<i64>
    %cst_19 = arith.constant dense<3986602516> : tensor<i64>
    %cst_20 = arith.constant dense<2027808484> : tensor<i64>
    %cst_21 = arith.constant dense<842468239> : tensor<i64>
    %cst_22 = arith.constant dense<3668340011> : tensor<i64>
    %cst_23 = arith.constant dense<1993301258> : tensor<i64>
    %cst_24 = arith.constant dense<1013904242> : tensor<i64>
    %cst_25 = arith.constant dense<3144134277> : tensor<i64>
    %cst_26 = arith.constant dense<2654435769> : tensor<i64>
    %cst_27 = arith.constant dense<3449720151> : tensor<i64>
    %cst_28 = arith.constant dense<4294967295> : tensor<i64>
    %cst_29 = arith.constant dense<32> : tensor<i64>
    %cst_30 = arith.constant dense<3528531795> : tensor<i64>
    %cst_31 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<5x7xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<7x5xf32>) outs(%0 : tensor<5x7xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<1x7xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x7xf32>) -> tensor<1x7xf32>
    %3 = linalg.matmul ins(%arg12, %transposed : tensor<1x5xf32>, tensor<5x7xf32>) outs(%2 : tensor<1x7xf32>) -> tensor<1x7xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<7xf32>) outs(%1 : tensor<1x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x7xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<1x7xf32>, tensor<1x7xf32>) outs(%1 : tensor<1x7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.addf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<1x7xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<1x7xf32>) outs(%1 : tensor<1x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.cmpf ugt, %in, %cst : f32
      %304 = arith.select %303, %in, %cst : f32
      linalg.yield %304 : f32
    } -> tensor<1x7xf32>
    %7 = tensor.empty() : tensor<7xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<7xi64>) {
    ^bb0(%out: i64):
      %303 = linalg.index 0 : index
      %304 = arith.index_cast %303 : index to i64
      linalg.yield %304 : i64
    } -> tensor<7xi64>
    %expanded = tensor.expand_shape %8 [[0, 1]] output_shape [1, 7] : tensor<7xi64> into tensor<1x7xi64>
    %expanded_32 = tensor.expand_shape %arg14 [[0, 1]] output_shape [1, 1] : tensor<1xi64> into tensor<1x1xi64>
    %9 = tensor.empty() : tensor<i64>
    %10 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%arg16 : tensor<f32>) outs(%9 : tensor<i64>) {
    ^bb0(%in: f32, %out: i64):
      %303 = arith.fptosi %in : f32 to i64
      linalg.yield %303 : i64
    } -> tensor<i64>
    %expanded_33 = tensor.expand_shape %10 [] output_shape [1, 1] : tensor<i64> into tensor<1x1xi64>
    %11 = tensor.empty() : tensor<1x7xi64>
    %12 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %cst_30 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %13 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %14 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %15 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %16 = tensor.empty() : tensor<1x1xi64>
    %17 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %cst_27 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x1xi64>
    %18 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_29 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x1xi64>
    %19 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%18, %cst_28 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x1xi64>
    %20 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_28 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x1xi64>
    %21 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%19, %expanded_32 : tensor<1x1xi64>, tensor<1x1xi64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x1xi64>
    %22 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%21, %cst_31 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x1xi64>
    %23 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_31 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %24 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%23, %cst_31 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %25 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %cst_30 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x1xi64>
    %26 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_29 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x1xi64>
    %27 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_28 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x1xi64>
    %28 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_28 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x1xi64>
    %29 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_27 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %30 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%29, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %31 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %32 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%29, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %33 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%31, %20 : tensor<1x7xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %34 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%33, %cst_26 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %35 = linalg.generic {indexing_maps = [#map5, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%27, %15 : tensor<1x1xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %36 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_25 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %37 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_30 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %38 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%37, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %39 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %40 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%37, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%36, %cst_27 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %42 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%41, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %43 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%42, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %44 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%41, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %45 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%43, %32 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %46 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%45, %cst_24 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%39, %28 : tensor<1x7xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %48 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%47, %cst_23 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %49 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%46, %cst_30 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %50 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%49, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %51 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%50, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %52 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%49, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %53 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%48, %cst_27 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %54 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %55 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%54, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %56 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %57 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55, %44 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %58 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %cst_22 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%51, %40 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %60 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%59, %cst_21 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %61 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%58, %cst_30 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %62 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%61, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %63 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%62, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %64 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%61, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %65 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%60, %cst_27 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %66 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%65, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %67 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%66, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %68 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%65, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%67, %56 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %70 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%69, %cst_20 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%63, %52 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %72 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%71, %cst_19 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %73 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%70, %cst_30 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %74 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%73, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %75 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%74, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %76 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%73, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %77 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%72, %cst_27 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %78 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%77, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %79 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%78, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %80 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%77, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%79, %68 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %82 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%81, %cst_18 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%75, %64 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %84 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%83, %cst_17 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %85 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%82, %cst_30 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %86 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%85, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %87 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%86, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %88 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%85, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %89 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%84, %cst_27 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %90 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%89, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %91 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%90, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %92 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%89, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%91, %80 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %94 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%93, %cst_16 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%87, %76 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %96 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%95, %cst_15 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %97 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%94, %cst_30 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %98 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%97, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %99 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%98, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %100 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%97, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %101 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%96, %cst_27 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %102 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%101, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %103 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%102, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%103, %92 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %105 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%104, %cst_14 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%99, %88 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %107 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%106, %cst_13 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %108 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%105, %cst_30 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %109 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%108, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %110 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%109, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %111 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%107, %cst_27 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %112 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%111, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%110, %100 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %114 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%113, %cst_12 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %115 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%114, %cst_27 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %116 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%115, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %117 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%116, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%117, %112 : tensor<1x7xi64>, tensor<1x7xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %119 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%118, %cst_11 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %120 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%119, %cst_10 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x7xi64>
    %121 = tensor.empty() : tensor<1x7xi1>
    %122 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%120, %cst_9 : tensor<1x7xi64>, tensor<i64>) outs(%121 : tensor<1x7xi1>) {
    ^bb0(%in: i64, %in_42: i64, %out: i1):
      %303 = arith.cmpi slt, %in, %in_42 : i64
      linalg.yield %303 : i1
    } -> tensor<1x7xi1>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%122 : tensor<1x7xi1>) outs(%1 : tensor<1x7xf32>) {
    ^bb0(%in: i1, %out: f32):
      %303 = arith.uitofp %in : i1 to f32
      linalg.yield %303 : f32
    } -> tensor<1x7xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<1x7xf32>) outs(%1 : tensor<1x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.truncf %cst_4 : f64 to f32
      %304 = arith.divf %in, %303 : f32
      linalg.yield %304 : f32
    } -> tensor<1x7xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6, %124 : tensor<1x7xf32>, tensor<1x7xf32>) outs(%1 : tensor<1x7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.mulf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<1x7xf32>
    %126 = tensor.empty() : tensor<7x6xf32>
    %transposed_34 = linalg.transpose ins(%arg2 : tensor<6x7xf32>) outs(%126 : tensor<7x6xf32>) permutation = [1, 0] 
    %127 = tensor.empty() : tensor<1x6xf32>
    %128 = linalg.fill ins(%cst : f32) outs(%127 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %129 = linalg.matmul ins(%125, %transposed_34 : tensor<1x7xf32>, tensor<7x6xf32>) outs(%128 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<6xf32>) outs(%127 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x6xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%129, %130 : tensor<1x6xf32>, tensor<1x6xf32>) outs(%127 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.addf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<1x6xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<1x6xf32>) outs(%127 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.cmpf ugt, %in, %cst : f32
      %304 = arith.select %303, %in, %cst : f32
      linalg.yield %304 : f32
    } -> tensor<1x6xf32>
    %133 = tensor.empty() : tensor<6xi64>
    %134 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%133 : tensor<6xi64>) {
    ^bb0(%out: i64):
      %303 = linalg.index 0 : index
      %304 = arith.index_cast %303 : index to i64
      linalg.yield %304 : i64
    } -> tensor<6xi64>
    %expanded_35 = tensor.expand_shape %134 [[0, 1]] output_shape [1, 6] : tensor<6xi64> into tensor<1x6xi64>
    %135 = tensor.empty() : tensor<1x6xi64>
    %136 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_35, %cst_30 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %137 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%136, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %138 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%137, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %139 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%136, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %140 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%138, %cst_8 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %141 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%140, %cst_31 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %142 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%141, %cst_27 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %143 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%142, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %144 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%143, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %145 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%142, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %146 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%144, %20 : tensor<1x6xi64>, tensor<1x1xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %147 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%146, %cst_26 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %148 = linalg.generic {indexing_maps = [#map5, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%27, %139 : tensor<1x1xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %149 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%148, %cst_25 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %150 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%147, %cst_30 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %151 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%150, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %152 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%151, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %153 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%150, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %154 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%149, %cst_27 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %155 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%154, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %156 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%155, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %157 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%154, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%156, %145 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %159 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%158, %cst_24 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %160 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%152, %28 : tensor<1x6xi64>, tensor<1x1xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %161 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%160, %cst_23 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %162 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%159, %cst_30 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %163 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%162, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %164 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%163, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %165 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%162, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %166 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%161, %cst_27 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %167 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%166, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %168 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%167, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %169 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%166, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%168, %157 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %171 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%170, %cst_22 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%164, %153 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %173 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%172, %cst_21 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %174 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%171, %cst_30 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %175 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%174, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %176 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%175, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %177 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%174, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %178 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%173, %cst_27 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %179 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%178, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %180 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%179, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %181 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%178, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%180, %169 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %183 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%182, %cst_20 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%176, %165 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %185 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%184, %cst_19 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %186 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%183, %cst_30 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %187 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%186, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %188 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%187, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %189 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%186, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %190 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%185, %cst_27 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %191 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%190, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %192 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%191, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %193 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%190, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%192, %181 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %195 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%194, %cst_18 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%188, %177 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %197 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%196, %cst_17 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %198 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%195, %cst_30 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %199 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%198, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %200 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%199, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %201 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%198, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %202 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%197, %cst_27 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %203 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%202, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %204 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%203, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %205 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%202, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %206 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%204, %193 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %207 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%206, %cst_16 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%200, %189 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %209 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%208, %cst_15 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %210 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%207, %cst_30 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %211 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%210, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %212 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%211, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %213 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%210, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %214 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%209, %cst_27 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %215 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%214, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %216 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%215, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%216, %205 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %218 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%217, %cst_14 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%212, %201 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %220 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%219, %cst_13 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %221 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%218, %cst_30 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %222 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%221, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %223 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%222, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %224 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%220, %cst_27 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %225 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%224, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%223, %213 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %227 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%226, %cst_12 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %228 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%227, %cst_27 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.muli %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %229 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%228, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %230 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%229, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.andi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %231 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%230, %225 : tensor<1x6xi64>, tensor<1x6xi64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %232 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%231, %cst_11 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.xori %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %233 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%232, %cst_10 : tensor<1x6xi64>, tensor<i64>) outs(%135 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %303 = arith.shrsi %in, %in_42 : i64
      linalg.yield %303 : i64
    } -> tensor<1x6xi64>
    %234 = tensor.empty() : tensor<1x6xi1>
    %235 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%233, %cst_7 : tensor<1x6xi64>, tensor<i64>) outs(%234 : tensor<1x6xi1>) {
    ^bb0(%in: i64, %in_42: i64, %out: i1):
      %303 = arith.cmpi slt, %in, %in_42 : i64
      linalg.yield %303 : i1
    } -> tensor<1x6xi1>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%235 : tensor<1x6xi1>) outs(%127 : tensor<1x6xf32>) {
    ^bb0(%in: i1, %out: f32):
      %303 = arith.uitofp %in : i1 to f32
      linalg.yield %303 : f32
    } -> tensor<1x6xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%236 : tensor<1x6xf32>) outs(%127 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.divf %in, %cst_5 : f32
      linalg.yield %303 : f32
    } -> tensor<1x6xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%132, %237 : tensor<1x6xf32>, tensor<1x6xf32>) outs(%127 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.mulf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<1x6xf32>
    %239 = tensor.empty() : tensor<6x3xf32>
    %transposed_36 = linalg.transpose ins(%arg4 : tensor<3x6xf32>) outs(%239 : tensor<6x3xf32>) permutation = [1, 0] 
    %240 = tensor.empty() : tensor<1x3xf32>
    %241 = linalg.fill ins(%cst : f32) outs(%240 : tensor<1x3xf32>) -> tensor<1x3xf32>
    %242 = linalg.matmul ins(%238, %transposed_36 : tensor<1x6xf32>, tensor<6x3xf32>) outs(%241 : tensor<1x3xf32>) -> tensor<1x3xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<3xf32>) outs(%240 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x3xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%242, %243 : tensor<1x3xf32>, tensor<1x3xf32>) outs(%240 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.addf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<1x3xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%244, %arg13 : tensor<1x3xf32>, tensor<1x3xf32>) outs(%240 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.subf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<1x3xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%245 : tensor<1x3xf32>) outs(%240 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %303 : f32
    } -> tensor<1x3xf32>
    %247 = tensor.empty() : tensor<f32>
    %248 = linalg.fill ins(%cst : f32) outs(%247 : tensor<f32>) -> tensor<f32>
    %249 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction"]} ins(%246 : tensor<1x3xf32>) outs(%248 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.addf %in, %out : f32
      linalg.yield %303 : f32
    } -> tensor<f32>
    %250 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%249 : tensor<f32>) outs(%247 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.divf %in, %cst_6 : f32
      linalg.yield %303 : f32
    } -> tensor<f32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%245 : tensor<1x3xf32>) outs(%240 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.truncf %cst_3 : f64 to f32
      %304 = arith.mulf %in, %303 : f32
      linalg.yield %304 : f32
    } -> tensor<1x3xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%251, %cst_1 : tensor<1x3xf32>, tensor<f32>) outs(%240 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.mulf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<1x3xf32>
    %253 = linalg.matmul ins(%252, %arg4 : tensor<1x3xf32>, tensor<3x6xf32>) outs(%128 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %254 = tensor.empty() : tensor<3x1xf32>
    %transposed_37 = linalg.transpose ins(%252 : tensor<1x3xf32>) outs(%254 : tensor<3x1xf32>) permutation = [1, 0] 
    %255 = tensor.empty() : tensor<3x6xf32>
    %256 = linalg.fill ins(%cst : f32) outs(%255 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %257 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_37, %238 : tensor<3x1xf32>, tensor<1x6xf32>) outs(%256 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "parallel"]} ins(%252 : tensor<1x3xf32>) outs(%241 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.addf %in, %out : f32
      linalg.yield %303 : f32
    } -> tensor<1x3xf32>
    %collapsed = tensor.collapse_shape %258 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x3xf32> into tensor<3xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%253, %237 : tensor<1x6xf32>, tensor<1x6xf32>) outs(%127 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.mulf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<1x6xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<1x6xf32>) outs(%234 : tensor<1x6xi1>) {
    ^bb0(%in: f32, %out: i1):
      %303 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %303 : i1
    } -> tensor<1x6xi1>
    %261 = linalg.generic {indexing_maps = [#map1, #map4, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%260, %cst_0, %259 : tensor<1x6xi1>, tensor<f32>, tensor<1x6xf32>) outs(%127 : tensor<1x6xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %303 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %303 : f32
    } -> tensor<1x6xf32>
    %262 = linalg.matmul ins(%261, %arg2 : tensor<1x6xf32>, tensor<6x7xf32>) outs(%2 : tensor<1x7xf32>) -> tensor<1x7xf32>
    %263 = tensor.empty() : tensor<6x1xf32>
    %transposed_38 = linalg.transpose ins(%261 : tensor<1x6xf32>) outs(%263 : tensor<6x1xf32>) permutation = [1, 0] 
    %264 = tensor.empty() : tensor<6x7xf32>
    %265 = linalg.fill ins(%cst : f32) outs(%264 : tensor<6x7xf32>) -> tensor<6x7xf32>
    %266 = linalg.matmul {zero.grad_of = 2 : i64} ins(%transposed_38, %125 : tensor<6x1xf32>, tensor<1x7xf32>) outs(%265 : tensor<6x7xf32>) -> tensor<6x7xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "parallel"]} ins(%261 : tensor<1x6xf32>) outs(%128 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.addf %in, %out : f32
      linalg.yield %303 : f32
    } -> tensor<1x6xf32>
    %collapsed_39 = tensor.collapse_shape %267 [[0, 1]] {zero.grad_of = 3 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%262, %124 : tensor<1x7xf32>, tensor<1x7xf32>) outs(%1 : tensor<1x7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.mulf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<1x7xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<1x7xf32>) outs(%121 : tensor<1x7xi1>) {
    ^bb0(%in: f32, %out: i1):
      %303 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %303 : i1
    } -> tensor<1x7xi1>
    %270 = linalg.generic {indexing_maps = [#map1, #map4, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%269, %cst_0, %268 : tensor<1x7xi1>, tensor<f32>, tensor<1x7xf32>) outs(%1 : tensor<1x7xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %303 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %303 : f32
    } -> tensor<1x7xf32>
    %271 = tensor.empty() : tensor<7x1xf32>
    %transposed_40 = linalg.transpose ins(%270 : tensor<1x7xf32>) outs(%271 : tensor<7x1xf32>) permutation = [1, 0] 
    %272 = tensor.empty() : tensor<7x5xf32>
    %273 = linalg.fill ins(%cst : f32) outs(%272 : tensor<7x5xf32>) -> tensor<7x5xf32>
    %274 = linalg.matmul {zero.grad_of = 0 : i64} ins(%transposed_40, %arg12 : tensor<7x1xf32>, tensor<1x5xf32>) outs(%273 : tensor<7x5xf32>) -> tensor<7x5xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "parallel"]} ins(%270 : tensor<1x7xf32>) outs(%2 : tensor<1x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.addf %in, %out : f32
      linalg.yield %303 : f32
    } -> tensor<1x7xf32>
    %collapsed_41 = tensor.collapse_shape %275 [[0, 1]] {zero.grad_of = 1 : i64} : tensor<1x7xf32> into tensor<7xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<7x5xf32>) outs(%272 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.truncf %cst_2 : f64 to f32
      %304 = arith.mulf %in, %303 : f32
      linalg.yield %304 : f32
    } -> tensor<7x5xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%276, %274 : tensor<7x5xf32>, tensor<7x5xf32>) outs(%272 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.addf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<7x5xf32>
    %278 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg15, %277 : tensor<f32>, tensor<7x5xf32>) outs(%272 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.mulf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<7x5xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %278 : tensor<7x5xf32>, tensor<7x5xf32>) outs(%272 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.subf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<7x5xf32>
    %280 = tensor.empty() : tensor<7xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg7 : tensor<7xf32>) outs(%280 : tensor<7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.truncf %cst_2 : f64 to f32
      %304 = arith.mulf %in, %303 : f32
      linalg.yield %304 : f32
    } -> tensor<7xf32>
    %282 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%281, %collapsed_41 : tensor<7xf32>, tensor<7xf32>) outs(%280 : tensor<7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.addf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<7xf32>
    %283 = linalg.generic {indexing_maps = [#map7, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %282 : tensor<f32>, tensor<7xf32>) outs(%280 : tensor<7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.mulf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<7xf32>
    %284 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg1, %283 : tensor<7xf32>, tensor<7xf32>) outs(%280 : tensor<7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.subf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<7xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<6x7xf32>) outs(%264 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.truncf %cst_2 : f64 to f32
      %304 = arith.mulf %in, %303 : f32
      linalg.yield %304 : f32
    } -> tensor<6x7xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%285, %266 : tensor<6x7xf32>, tensor<6x7xf32>) outs(%264 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.addf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<6x7xf32>
    %287 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg15, %286 : tensor<f32>, tensor<6x7xf32>) outs(%264 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.mulf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<6x7xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2, %287 : tensor<6x7xf32>, tensor<6x7xf32>) outs(%264 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.subf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<6x7xf32>
    %289 = tensor.empty() : tensor<6xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg9 : tensor<6xf32>) outs(%289 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.truncf %cst_2 : f64 to f32
      %304 = arith.mulf %in, %303 : f32
      linalg.yield %304 : f32
    } -> tensor<6xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%290, %collapsed_39 : tensor<6xf32>, tensor<6xf32>) outs(%289 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.addf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<6xf32>
    %292 = linalg.generic {indexing_maps = [#map7, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %291 : tensor<f32>, tensor<6xf32>) outs(%289 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.mulf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<6xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %292 : tensor<6xf32>, tensor<6xf32>) outs(%289 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.subf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<6xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<3x6xf32>) outs(%255 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.truncf %cst_2 : f64 to f32
      %304 = arith.mulf %in, %303 : f32
      linalg.yield %304 : f32
    } -> tensor<3x6xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%294, %257 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%255 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.addf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<3x6xf32>
    %296 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg15, %295 : tensor<f32>, tensor<3x6xf32>) outs(%255 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.mulf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<3x6xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %296 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%255 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.subf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<3x6xf32>
    %298 = tensor.empty() : tensor<3xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg11 : tensor<3xf32>) outs(%298 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %303 = arith.truncf %cst_2 : f64 to f32
      %304 = arith.mulf %in, %303 : f32
      linalg.yield %304 : f32
    } -> tensor<3xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%299, %collapsed : tensor<3xf32>, tensor<3xf32>) outs(%298 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.addf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<3xf32>
    %301 = linalg.generic {indexing_maps = [#map7, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %300 : tensor<f32>, tensor<3xf32>) outs(%298 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.mulf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<3xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %301 : tensor<3xf32>, tensor<3xf32>) outs(%298 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %303 = arith.subf %in, %in_42 : f32
      linalg.yield %303 : f32
    } -> tensor<3xf32>
    return %250, %279, %284, %288, %293, %297, %302, %277, %282, %286, %291, %295, %300 : tensor<f32>, tensor<7x5xf32>, tensor<7xf32>, tensor<6x7xf32>, tensor<6xf32>, tensor<3x6xf32>, tensor<3xf32>, tensor<7x5xf32>, tensor<7xf32>, tensor<6x7xf32>, tensor<6xf32>, tensor<3x6xf32>, tensor<3xf32>
  }
}
