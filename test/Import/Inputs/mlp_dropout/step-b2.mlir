// zero-import-torch: mlp_dropout.py, micro-batch 2, sgd (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1) -> (0, d1)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
#map7 = affine_map<(d0) -> ()>
module {
  func.func @train_step(%arg0: tensor<7x5xf32> {zero.role = "param"}, %arg1: tensor<7xf32> {zero.role = "param"}, %arg2: tensor<6x7xf32> {zero.role = "param"}, %arg3: tensor<6xf32> {zero.role = "param"}, %arg4: tensor<3x6xf32> {zero.role = "param"}, %arg5: tensor<3xf32> {zero.role = "param"}, %arg6: tensor<7x5xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg7: tensor<7xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg8: tensor<6x7xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg9: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg10: tensor<3x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg11: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg12: tensor<2x5xf32> {zero.role = "batch"}, %arg13: tensor<2x3xf32> {zero.role = "batch"}, %arg14: tensor<2xi64> {zero.fill = "global_row", zero.role = "batch"}, %arg15: tensor<f32> {zero.role = "hyper"}, %arg16: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<7x5xf32> {zero.updates = 0 : i64}, tensor<7xf32> {zero.updates = 1 : i64}, tensor<6x7xf32> {zero.updates = 2 : i64}, tensor<6xf32> {zero.updates = 3 : i64}, tensor<3x6xf32> {zero.updates = 4 : i64}, tensor<3xf32> {zero.updates = 5 : i64}, tensor<7x5xf32> {zero.updates = 6 : i64}, tensor<7xf32> {zero.updates = 7 : i64}, tensor<6x7xf32> {zero.updates = 8 : i64}, tensor<6xf32> {zero.updates = 9 : i64}, tensor<3x6xf32> {zero.updates = 10 : i64}, tensor<3xf32> {zero.updates = 11 : i64}) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant 9.000000e-01 : f64
    %cst_3 = arith.constant 0.33333333333333331 : f64
    %cst_4 = arith.constant 0.69999999999999996 : f64
    %cst_5 = arith.constant 5.000000e-01 : f32
    %cst_6 = arith.constant 6.000000e+00 : f32
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
    %1 = tensor.empty() : tensor<2x7xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2x7xf32>) -> tensor<2x7xf32>
    %3 = linalg.matmul ins(%arg12, %transposed : tensor<2x5xf32>, tensor<5x7xf32>) outs(%2 : tensor<2x7xf32>) -> tensor<2x7xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<7xf32>) outs(%1 : tensor<2x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x7xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<2x7xf32>, tensor<2x7xf32>) outs(%1 : tensor<2x7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.addf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<2x7xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<2x7xf32>) outs(%1 : tensor<2x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.cmpf ugt, %in, %cst : f32
      %313 = arith.select %312, %in, %cst : f32
      linalg.yield %313 : f32
    } -> tensor<2x7xf32>
    %7 = tensor.empty() : tensor<7xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<7xi64>) {
    ^bb0(%out: i64):
      %312 = linalg.index 0 : index
      %313 = arith.index_cast %312 : index to i64
      linalg.yield %313 : i64
    } -> tensor<7xi64>
    %expanded = tensor.expand_shape %8 [[0, 1]] output_shape [1, 7] : tensor<7xi64> into tensor<1x7xi64>
    %expanded_32 = tensor.expand_shape %arg14 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %9 = tensor.empty() : tensor<i64>
    %10 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%arg16 : tensor<f32>) outs(%9 : tensor<i64>) {
    ^bb0(%in: f32, %out: i64):
      %312 = arith.fptosi %in : f32 to i64
      linalg.yield %312 : i64
    } -> tensor<i64>
    %expanded_33 = tensor.expand_shape %10 [] output_shape [1, 1] : tensor<i64> into tensor<1x1xi64>
    %11 = tensor.empty() : tensor<1x7xi64>
    %12 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %cst_30 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %13 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %14 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %15 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %16 = tensor.empty() : tensor<1x1xi64>
    %17 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %cst_27 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x1xi64>
    %18 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_29 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x1xi64>
    %19 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%18, %cst_28 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x1xi64>
    %20 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_28 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x1xi64>
    %21 = tensor.empty() : tensor<2x1xi64>
    %22 = linalg.generic {indexing_maps = [#map5, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%19, %expanded_32 : tensor<1x1xi64>, tensor<2x1xi64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x1xi64>
    %23 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %cst_31 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x1xi64>
    %24 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_31 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %25 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_31 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %26 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%23, %cst_30 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x1xi64>
    %27 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_29 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x1xi64>
    %28 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%27, %cst_28 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x1xi64>
    %29 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_28 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x1xi64>
    %30 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_27 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %31 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %32 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %33 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %34 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%32, %20 : tensor<1x7xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %35 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_26 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %36 = tensor.empty() : tensor<2x7xi64>
    %37 = linalg.generic {indexing_maps = [#map6, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%28, %15 : tensor<2x1xi64>, tensor<1x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %38 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%37, %cst_25 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %39 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_30 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %40 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_29 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %42 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_28 : tensor<1x7xi64>, tensor<i64>) outs(%11 : tensor<1x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x7xi64>
    %43 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_27 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %44 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %45 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %46 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%45, %33 : tensor<2x7xi64>, tensor<1x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %48 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%47, %cst_24 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %49 = linalg.generic {indexing_maps = [#map5, #map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%41, %29 : tensor<1x7xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %50 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%49, %cst_23 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %51 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%48, %cst_30 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %52 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %53 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%52, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %54 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %55 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%50, %cst_27 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %56 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%55, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %57 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%56, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %58 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%55, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %46 : tensor<2x7xi64>, tensor<2x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %60 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%59, %cst_22 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %61 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %42 : tensor<2x7xi64>, tensor<1x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %62 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%61, %cst_21 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %63 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%60, %cst_30 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %64 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%63, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %65 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%64, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %66 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%63, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %67 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%62, %cst_27 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %68 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%67, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %69 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%68, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %70 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%67, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%69, %58 : tensor<2x7xi64>, tensor<2x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %72 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%71, %cst_20 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%65, %54 : tensor<2x7xi64>, tensor<2x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %74 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%73, %cst_19 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %75 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%72, %cst_30 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %76 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%75, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %77 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%76, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %78 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%75, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %79 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%74, %cst_27 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %80 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%79, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %81 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%80, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %82 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%79, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%81, %70 : tensor<2x7xi64>, tensor<2x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %84 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%83, %cst_18 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%77, %66 : tensor<2x7xi64>, tensor<2x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %86 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%85, %cst_17 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %87 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%84, %cst_30 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %88 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%87, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %89 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%88, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %90 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%87, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %91 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%86, %cst_27 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %92 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%91, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %93 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%92, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %94 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%91, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%93, %82 : tensor<2x7xi64>, tensor<2x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %96 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%95, %cst_16 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%89, %78 : tensor<2x7xi64>, tensor<2x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %98 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%97, %cst_15 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %99 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%96, %cst_30 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %100 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%99, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %101 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%100, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %102 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%99, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %103 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%98, %cst_27 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %104 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%103, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %105 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%104, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%105, %94 : tensor<2x7xi64>, tensor<2x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %107 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%106, %cst_14 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%101, %90 : tensor<2x7xi64>, tensor<2x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %109 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%108, %cst_13 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %110 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%107, %cst_30 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %111 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%110, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %112 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%111, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %113 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%109, %cst_27 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %114 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%113, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%112, %102 : tensor<2x7xi64>, tensor<2x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %116 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%115, %cst_12 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %117 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%116, %cst_27 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %118 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%117, %cst_29 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %119 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%118, %cst_28 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %120 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%119, %114 : tensor<2x7xi64>, tensor<2x7xi64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %121 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%120, %cst_11 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %122 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%121, %cst_10 : tensor<2x7xi64>, tensor<i64>) outs(%36 : tensor<2x7xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x7xi64>
    %123 = tensor.empty() : tensor<2x7xi1>
    %124 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%122, %cst_9 : tensor<2x7xi64>, tensor<i64>) outs(%123 : tensor<2x7xi1>) {
    ^bb0(%in: i64, %in_42: i64, %out: i1):
      %312 = arith.cmpi slt, %in, %in_42 : i64
      linalg.yield %312 : i1
    } -> tensor<2x7xi1>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%124 : tensor<2x7xi1>) outs(%1 : tensor<2x7xf32>) {
    ^bb0(%in: i1, %out: f32):
      %312 = arith.uitofp %in : i1 to f32
      linalg.yield %312 : f32
    } -> tensor<2x7xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%125 : tensor<2x7xf32>) outs(%1 : tensor<2x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_4 : f64 to f32
      %313 = arith.divf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<2x7xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6, %126 : tensor<2x7xf32>, tensor<2x7xf32>) outs(%1 : tensor<2x7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.mulf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<2x7xf32>
    %128 = tensor.empty() : tensor<7x6xf32>
    %transposed_34 = linalg.transpose ins(%arg2 : tensor<6x7xf32>) outs(%128 : tensor<7x6xf32>) permutation = [1, 0] 
    %129 = tensor.empty() : tensor<2x6xf32>
    %130 = linalg.fill ins(%cst : f32) outs(%129 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %131 = linalg.matmul ins(%127, %transposed_34 : tensor<2x7xf32>, tensor<7x6xf32>) outs(%130 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<6xf32>) outs(%129 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x6xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%131, %132 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%129 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.addf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<2x6xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<2x6xf32>) outs(%129 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.cmpf ugt, %in, %cst : f32
      %313 = arith.select %312, %in, %cst : f32
      linalg.yield %313 : f32
    } -> tensor<2x6xf32>
    %135 = tensor.empty() : tensor<6xi64>
    %136 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%135 : tensor<6xi64>) {
    ^bb0(%out: i64):
      %312 = linalg.index 0 : index
      %313 = arith.index_cast %312 : index to i64
      linalg.yield %313 : i64
    } -> tensor<6xi64>
    %expanded_35 = tensor.expand_shape %136 [[0, 1]] output_shape [1, 6] : tensor<6xi64> into tensor<1x6xi64>
    %137 = tensor.empty() : tensor<1x6xi64>
    %138 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_35, %cst_30 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %139 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%138, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %140 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%139, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %141 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%138, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %142 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%140, %cst_8 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %143 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%142, %cst_31 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %144 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%143, %cst_27 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %145 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%144, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %146 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%145, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %147 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%144, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %148 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%146, %20 : tensor<1x6xi64>, tensor<1x1xi64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %149 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%148, %cst_26 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %150 = tensor.empty() : tensor<2x6xi64>
    %151 = linalg.generic {indexing_maps = [#map6, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%28, %141 : tensor<2x1xi64>, tensor<1x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %152 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%151, %cst_25 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %153 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%149, %cst_30 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %154 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%153, %cst_29 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %155 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%154, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %156 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%153, %cst_28 : tensor<1x6xi64>, tensor<i64>) outs(%137 : tensor<1x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<1x6xi64>
    %157 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%152, %cst_27 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %158 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%157, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %159 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%158, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %160 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%157, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %161 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%159, %147 : tensor<2x6xi64>, tensor<1x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %162 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%161, %cst_24 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %163 = linalg.generic {indexing_maps = [#map5, #map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%155, %29 : tensor<1x6xi64>, tensor<2x1xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %164 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%163, %cst_23 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %165 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%162, %cst_30 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %166 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%165, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %167 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%166, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %168 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%165, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %169 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%164, %cst_27 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %170 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%169, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %171 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%170, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %172 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%169, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %173 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%171, %160 : tensor<2x6xi64>, tensor<2x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %174 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%173, %cst_22 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %175 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%167, %156 : tensor<2x6xi64>, tensor<1x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %176 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%175, %cst_21 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %177 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%174, %cst_30 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %178 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%177, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %179 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%178, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %180 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%177, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %181 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%176, %cst_27 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %182 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%181, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %183 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%182, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %184 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%181, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%183, %172 : tensor<2x6xi64>, tensor<2x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %186 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%185, %cst_20 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%179, %168 : tensor<2x6xi64>, tensor<2x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %188 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%187, %cst_19 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %189 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%186, %cst_30 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %190 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%189, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %191 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%190, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %192 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%189, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %193 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%188, %cst_27 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %194 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%193, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %195 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%194, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %196 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%193, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%195, %184 : tensor<2x6xi64>, tensor<2x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %198 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%197, %cst_18 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%191, %180 : tensor<2x6xi64>, tensor<2x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %200 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%199, %cst_17 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %201 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%198, %cst_30 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %202 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%201, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %203 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%202, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %204 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%201, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %205 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%200, %cst_27 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %206 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%205, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %207 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%206, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %208 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%205, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%207, %196 : tensor<2x6xi64>, tensor<2x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %210 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%209, %cst_16 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%203, %192 : tensor<2x6xi64>, tensor<2x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %212 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%211, %cst_15 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %213 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%210, %cst_30 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %214 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%213, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %215 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%214, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %216 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%213, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %217 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%212, %cst_27 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %218 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%217, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %219 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%218, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%219, %208 : tensor<2x6xi64>, tensor<2x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %221 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%220, %cst_14 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%215, %204 : tensor<2x6xi64>, tensor<2x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %223 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%222, %cst_13 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %224 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%221, %cst_30 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %225 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%224, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %226 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%225, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %227 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%223, %cst_27 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %228 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%227, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%226, %216 : tensor<2x6xi64>, tensor<2x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %230 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%229, %cst_12 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %231 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%230, %cst_27 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.muli %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %232 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%231, %cst_29 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %233 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%232, %cst_28 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.andi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%233, %228 : tensor<2x6xi64>, tensor<2x6xi64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %235 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%234, %cst_11 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.xori %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %236 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%235, %cst_10 : tensor<2x6xi64>, tensor<i64>) outs(%150 : tensor<2x6xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %312 = arith.shrsi %in, %in_42 : i64
      linalg.yield %312 : i64
    } -> tensor<2x6xi64>
    %237 = tensor.empty() : tensor<2x6xi1>
    %238 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%236, %cst_7 : tensor<2x6xi64>, tensor<i64>) outs(%237 : tensor<2x6xi1>) {
    ^bb0(%in: i64, %in_42: i64, %out: i1):
      %312 = arith.cmpi slt, %in, %in_42 : i64
      linalg.yield %312 : i1
    } -> tensor<2x6xi1>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<2x6xi1>) outs(%129 : tensor<2x6xf32>) {
    ^bb0(%in: i1, %out: f32):
      %312 = arith.uitofp %in : i1 to f32
      linalg.yield %312 : f32
    } -> tensor<2x6xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%239 : tensor<2x6xf32>) outs(%129 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_5 : f32
      linalg.yield %312 : f32
    } -> tensor<2x6xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%134, %240 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%129 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.mulf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<2x6xf32>
    %242 = tensor.empty() : tensor<6x3xf32>
    %transposed_36 = linalg.transpose ins(%arg4 : tensor<3x6xf32>) outs(%242 : tensor<6x3xf32>) permutation = [1, 0] 
    %243 = tensor.empty() : tensor<2x3xf32>
    %244 = linalg.fill ins(%cst : f32) outs(%243 : tensor<2x3xf32>) -> tensor<2x3xf32>
    %245 = linalg.matmul ins(%241, %transposed_36 : tensor<2x6xf32>, tensor<6x3xf32>) outs(%244 : tensor<2x3xf32>) -> tensor<2x3xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<3xf32>) outs(%243 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x3xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%245, %246 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%243 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.addf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<2x3xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%247, %arg13 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%243 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.subf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<2x3xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%248 : tensor<2x3xf32>) outs(%243 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<2x3xf32>
    %250 = tensor.empty() : tensor<f32>
    %251 = linalg.fill ins(%cst : f32) outs(%250 : tensor<f32>) -> tensor<f32>
    %252 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction"]} ins(%249 : tensor<2x3xf32>) outs(%251 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<f32>
    %253 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%252 : tensor<f32>) outs(%250 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_6 : f32
      linalg.yield %312 : f32
    } -> tensor<f32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%248 : tensor<2x3xf32>) outs(%243 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_3 : f64 to f32
      %313 = arith.mulf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<2x3xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%254, %cst_1 : tensor<2x3xf32>, tensor<f32>) outs(%243 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.mulf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<2x3xf32>
    %256 = linalg.matmul ins(%255, %arg4 : tensor<2x3xf32>, tensor<3x6xf32>) outs(%130 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %257 = tensor.empty() : tensor<3x2xf32>
    %transposed_37 = linalg.transpose ins(%255 : tensor<2x3xf32>) outs(%257 : tensor<3x2xf32>) permutation = [1, 0] 
    %258 = tensor.empty() : tensor<3x6xf32>
    %259 = linalg.fill ins(%cst : f32) outs(%258 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %260 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_37, %241 : tensor<3x2xf32>, tensor<2x6xf32>) outs(%259 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %261 = tensor.empty() : tensor<1x3xf32>
    %262 = linalg.fill ins(%cst : f32) outs(%261 : tensor<1x3xf32>) -> tensor<1x3xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "parallel"]} ins(%255 : tensor<2x3xf32>) outs(%262 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x3xf32>
    %collapsed = tensor.collapse_shape %263 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x3xf32> into tensor<3xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%256, %240 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%129 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.mulf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<2x6xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<2x6xf32>) outs(%237 : tensor<2x6xi1>) {
    ^bb0(%in: f32, %out: i1):
      %312 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %312 : i1
    } -> tensor<2x6xi1>
    %266 = linalg.generic {indexing_maps = [#map1, #map4, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%265, %cst_0, %264 : tensor<2x6xi1>, tensor<f32>, tensor<2x6xf32>) outs(%129 : tensor<2x6xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %312 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %312 : f32
    } -> tensor<2x6xf32>
    %267 = linalg.matmul ins(%266, %arg2 : tensor<2x6xf32>, tensor<6x7xf32>) outs(%2 : tensor<2x7xf32>) -> tensor<2x7xf32>
    %268 = tensor.empty() : tensor<6x2xf32>
    %transposed_38 = linalg.transpose ins(%266 : tensor<2x6xf32>) outs(%268 : tensor<6x2xf32>) permutation = [1, 0] 
    %269 = tensor.empty() : tensor<6x7xf32>
    %270 = linalg.fill ins(%cst : f32) outs(%269 : tensor<6x7xf32>) -> tensor<6x7xf32>
    %271 = linalg.matmul {zero.grad_of = 2 : i64} ins(%transposed_38, %127 : tensor<6x2xf32>, tensor<2x7xf32>) outs(%270 : tensor<6x7xf32>) -> tensor<6x7xf32>
    %272 = tensor.empty() : tensor<1x6xf32>
    %273 = linalg.fill ins(%cst : f32) outs(%272 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "parallel"]} ins(%266 : tensor<2x6xf32>) outs(%273 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x6xf32>
    %collapsed_39 = tensor.collapse_shape %274 [[0, 1]] {zero.grad_of = 3 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%267, %126 : tensor<2x7xf32>, tensor<2x7xf32>) outs(%1 : tensor<2x7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.mulf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<2x7xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<2x7xf32>) outs(%123 : tensor<2x7xi1>) {
    ^bb0(%in: f32, %out: i1):
      %312 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %312 : i1
    } -> tensor<2x7xi1>
    %277 = linalg.generic {indexing_maps = [#map1, #map4, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%276, %cst_0, %275 : tensor<2x7xi1>, tensor<f32>, tensor<2x7xf32>) outs(%1 : tensor<2x7xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %312 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %312 : f32
    } -> tensor<2x7xf32>
    %278 = tensor.empty() : tensor<7x2xf32>
    %transposed_40 = linalg.transpose ins(%277 : tensor<2x7xf32>) outs(%278 : tensor<7x2xf32>) permutation = [1, 0] 
    %279 = tensor.empty() : tensor<7x5xf32>
    %280 = linalg.fill ins(%cst : f32) outs(%279 : tensor<7x5xf32>) -> tensor<7x5xf32>
    %281 = linalg.matmul {zero.grad_of = 0 : i64} ins(%transposed_40, %arg12 : tensor<7x2xf32>, tensor<2x5xf32>) outs(%280 : tensor<7x5xf32>) -> tensor<7x5xf32>
    %282 = tensor.empty() : tensor<1x7xf32>
    %283 = linalg.fill ins(%cst : f32) outs(%282 : tensor<1x7xf32>) -> tensor<1x7xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction", "parallel"]} ins(%277 : tensor<2x7xf32>) outs(%283 : tensor<1x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x7xf32>
    %collapsed_41 = tensor.collapse_shape %284 [[0, 1]] {zero.grad_of = 1 : i64} : tensor<1x7xf32> into tensor<7xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<7x5xf32>) outs(%279 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_2 : f64 to f32
      %313 = arith.mulf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<7x5xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%285, %281 : tensor<7x5xf32>, tensor<7x5xf32>) outs(%279 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.addf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<7x5xf32>
    %287 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg15, %286 : tensor<f32>, tensor<7x5xf32>) outs(%279 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.mulf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<7x5xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %287 : tensor<7x5xf32>, tensor<7x5xf32>) outs(%279 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.subf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<7x5xf32>
    %289 = tensor.empty() : tensor<7xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg7 : tensor<7xf32>) outs(%289 : tensor<7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_2 : f64 to f32
      %313 = arith.mulf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<7xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%290, %collapsed_41 : tensor<7xf32>, tensor<7xf32>) outs(%289 : tensor<7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.addf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<7xf32>
    %292 = linalg.generic {indexing_maps = [#map7, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %291 : tensor<f32>, tensor<7xf32>) outs(%289 : tensor<7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.mulf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<7xf32>
    %293 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg1, %292 : tensor<7xf32>, tensor<7xf32>) outs(%289 : tensor<7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.subf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<7xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<6x7xf32>) outs(%269 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_2 : f64 to f32
      %313 = arith.mulf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<6x7xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%294, %271 : tensor<6x7xf32>, tensor<6x7xf32>) outs(%269 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.addf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<6x7xf32>
    %296 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg15, %295 : tensor<f32>, tensor<6x7xf32>) outs(%269 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.mulf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<6x7xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2, %296 : tensor<6x7xf32>, tensor<6x7xf32>) outs(%269 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.subf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<6x7xf32>
    %298 = tensor.empty() : tensor<6xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg9 : tensor<6xf32>) outs(%298 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_2 : f64 to f32
      %313 = arith.mulf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<6xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%299, %collapsed_39 : tensor<6xf32>, tensor<6xf32>) outs(%298 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.addf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<6xf32>
    %301 = linalg.generic {indexing_maps = [#map7, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %300 : tensor<f32>, tensor<6xf32>) outs(%298 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.mulf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<6xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %301 : tensor<6xf32>, tensor<6xf32>) outs(%298 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.subf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<6xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<3x6xf32>) outs(%258 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_2 : f64 to f32
      %313 = arith.mulf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<3x6xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%303, %260 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%258 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.addf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<3x6xf32>
    %305 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg15, %304 : tensor<f32>, tensor<3x6xf32>) outs(%258 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.mulf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<3x6xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %305 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%258 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.subf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<3x6xf32>
    %307 = tensor.empty() : tensor<3xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg11 : tensor<3xf32>) outs(%307 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_2 : f64 to f32
      %313 = arith.mulf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<3xf32>
    %309 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%308, %collapsed : tensor<3xf32>, tensor<3xf32>) outs(%307 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.addf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<3xf32>
    %310 = linalg.generic {indexing_maps = [#map7, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %309 : tensor<f32>, tensor<3xf32>) outs(%307 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.mulf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<3xf32>
    %311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %310 : tensor<3xf32>, tensor<3xf32>) outs(%307 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %312 = arith.subf %in, %in_42 : f32
      linalg.yield %312 : f32
    } -> tensor<3xf32>
    return %253, %288, %293, %297, %302, %306, %311, %286, %291, %295, %300, %304, %309 : tensor<f32>, tensor<7x5xf32>, tensor<7xf32>, tensor<6x7xf32>, tensor<6xf32>, tensor<3x6xf32>, tensor<3xf32>, tensor<7x5xf32>, tensor<7xf32>, tensor<6x7xf32>, tensor<6xf32>, tensor<3x6xf32>, tensor<3xf32>
  }
}
