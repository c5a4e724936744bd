// zero-import-torch: mlp.py, micro-batch 1, sgd (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0) -> ()>
module {
  func.func @train_step(%arg0: tensor<7x5xf32> {zero.role = "param"}, %arg1: tensor<7xf32> {zero.role = "param"}, %arg2: tensor<6x7xf32> {zero.role = "param"}, %arg3: tensor<6xf32> {zero.role = "param"}, %arg4: tensor<3x6xf32> {zero.role = "param"}, %arg5: tensor<3xf32> {zero.role = "param"}, %arg6: tensor<7x5xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg7: tensor<7xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg8: tensor<6x7xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg9: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg10: tensor<3x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg11: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg12: tensor<1x5xf32> {zero.role = "batch"}, %arg13: tensor<1x3xf32> {zero.role = "batch"}, %arg14: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<7x5xf32> {zero.updates = 0 : i64}, tensor<7xf32> {zero.updates = 1 : i64}, tensor<6x7xf32> {zero.updates = 2 : i64}, tensor<6xf32> {zero.updates = 3 : i64}, tensor<3x6xf32> {zero.updates = 4 : i64}, tensor<3xf32> {zero.updates = 5 : i64}, tensor<7x5xf32> {zero.updates = 6 : i64}, tensor<7xf32> {zero.updates = 7 : i64}, tensor<6x7xf32> {zero.updates = 8 : i64}, tensor<6xf32> {zero.updates = 9 : i64}, tensor<3x6xf32> {zero.updates = 10 : i64}, tensor<3xf32> {zero.updates = 11 : i64}) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant 9.000000e-01 : f64
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant dense<5.000000e-01> : tensor<f32>
    %cst_5 = arith.constant 0.66666666666666663 : f64
    %cst_6 = arith.constant 3.000000e+00 : f32
    %cst_7 = arith.constant 2.000000e+00 : f32
    %cst_8 = arith.constant 5.000000e-01 : f32
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
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.addf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<1x7xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<1x7xf32>) outs(%1 : tensor<1x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.cmpf ugt, %in, %cst : f32
      %102 = arith.select %101, %in, %cst : f32
      linalg.yield %102 : f32
    } -> tensor<1x7xf32>
    %7 = tensor.empty() : tensor<7x6xf32>
    %transposed_9 = linalg.transpose ins(%arg2 : tensor<6x7xf32>) outs(%7 : tensor<7x6xf32>) permutation = [1, 0] 
    %8 = tensor.empty() : tensor<1x6xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %10 = linalg.matmul ins(%6, %transposed_9 : tensor<1x7xf32>, tensor<7x6xf32>) outs(%9 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<6xf32>) outs(%8 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x6xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<1x6xf32>, tensor<1x6xf32>) outs(%8 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.addf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<1x6xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<1x6xf32>) outs(%8 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.cmpf ugt, %in, %cst : f32
      %102 = arith.select %101, %in, %cst : f32
      linalg.yield %102 : f32
    } -> tensor<1x6xf32>
    %14 = tensor.empty() : tensor<6x3xf32>
    %transposed_10 = linalg.transpose ins(%arg4 : tensor<3x6xf32>) outs(%14 : tensor<6x3xf32>) permutation = [1, 0] 
    %15 = tensor.empty() : tensor<1x3xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x3xf32>) -> tensor<1x3xf32>
    %17 = linalg.matmul ins(%13, %transposed_10 : tensor<1x6xf32>, tensor<6x3xf32>) outs(%16 : tensor<1x3xf32>) -> tensor<1x3xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<3xf32>) outs(%15 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x3xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %18 : tensor<1x3xf32>, tensor<1x3xf32>) outs(%15 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.addf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<1x3xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%19, %arg13 : tensor<1x3xf32>, tensor<1x3xf32>) outs(%15 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.subf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<1x3xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<1x3xf32>) outs(%15 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %101 : f32
    } -> tensor<1x3xf32>
    %22 = tensor.empty() : tensor<f32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<f32>) -> tensor<f32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction"]} ins(%21 : tensor<1x3xf32>) outs(%23 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.addf %in, %out : f32
      linalg.yield %101 : f32
    } -> tensor<f32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%24 : tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.divf %in, %cst_6 : f32
      linalg.yield %101 : f32
    } -> tensor<f32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<1x3xf32>) outs(%15 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.truncf %cst_5 : f64 to f32
      %102 = arith.mulf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<1x3xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_1 : tensor<1x3xf32>, tensor<f32>) outs(%15 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<1x3xf32>
    %28 = linalg.matmul ins(%27, %arg4 : tensor<1x3xf32>, tensor<3x6xf32>) outs(%9 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %29 = tensor.empty() : tensor<3x1xf32>
    %transposed_11 = linalg.transpose ins(%27 : tensor<1x3xf32>) outs(%29 : tensor<3x1xf32>) permutation = [1, 0] 
    %30 = tensor.empty() : tensor<3x6xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %32 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_11, %13 : tensor<3x1xf32>, tensor<1x6xf32>) outs(%31 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%27 : tensor<1x3xf32>) outs(%16 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.addf %in, %out : f32
      linalg.yield %101 : f32
    } -> tensor<1x3xf32>
    %collapsed = tensor.collapse_shape %33 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x3xf32> into tensor<3xf32>
    %34 = tensor.empty() : tensor<1x6xi1>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<1x6xf32>) outs(%34 : tensor<1x6xi1>) {
    ^bb0(%in: f32, %out: i1):
      %101 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %101 : i1
    } -> tensor<1x6xi1>
    %36 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_0, %28 : tensor<1x6xi1>, tensor<f32>, tensor<1x6xf32>) outs(%8 : tensor<1x6xf32>) {
    ^bb0(%in: i1, %in_21: f32, %in_22: f32, %out: f32):
      %101 = arith.select %in, %in_21, %in_22 : f32
      linalg.yield %101 : f32
    } -> tensor<1x6xf32>
    %37 = linalg.matmul ins(%36, %arg2 : tensor<1x6xf32>, tensor<6x7xf32>) outs(%2 : tensor<1x7xf32>) -> tensor<1x7xf32>
    %38 = tensor.empty() : tensor<6x1xf32>
    %transposed_12 = linalg.transpose ins(%36 : tensor<1x6xf32>) outs(%38 : tensor<6x1xf32>) permutation = [1, 0] 
    %39 = tensor.empty() : tensor<6x7xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<6x7xf32>) -> tensor<6x7xf32>
    %41 = linalg.matmul {zero.grad_of = 2 : i64} ins(%transposed_12, %6 : tensor<6x1xf32>, tensor<1x7xf32>) outs(%40 : tensor<6x7xf32>) -> tensor<6x7xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%36 : tensor<1x6xf32>) outs(%9 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.addf %in, %out : f32
      linalg.yield %101 : f32
    } -> tensor<1x6xf32>
    %collapsed_13 = tensor.collapse_shape %42 [[0, 1]] {zero.grad_of = 3 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %43 = tensor.empty() : tensor<1x7xi1>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<1x7xf32>) outs(%43 : tensor<1x7xi1>) {
    ^bb0(%in: f32, %out: i1):
      %101 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %101 : i1
    } -> tensor<1x7xi1>
    %45 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %cst_0, %37 : tensor<1x7xi1>, tensor<f32>, tensor<1x7xf32>) outs(%1 : tensor<1x7xf32>) {
    ^bb0(%in: i1, %in_21: f32, %in_22: f32, %out: f32):
      %101 = arith.select %in, %in_21, %in_22 : f32
      linalg.yield %101 : f32
    } -> tensor<1x7xf32>
    %46 = tensor.empty() : tensor<7x1xf32>
    %transposed_14 = linalg.transpose ins(%45 : tensor<1x7xf32>) outs(%46 : tensor<7x1xf32>) permutation = [1, 0] 
    %47 = tensor.empty() : tensor<7x5xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<7x5xf32>) -> tensor<7x5xf32>
    %49 = linalg.matmul {zero.grad_of = 0 : i64} ins(%transposed_14, %arg12 : tensor<7x1xf32>, tensor<1x5xf32>) outs(%48 : tensor<7x5xf32>) -> tensor<7x5xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%45 : tensor<1x7xf32>) outs(%2 : tensor<1x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.addf %in, %out : f32
      linalg.yield %101 : f32
    } -> tensor<1x7xf32>
    %collapsed_15 = tensor.collapse_shape %50 [[0, 1]] {zero.grad_of = 1 : i64} : tensor<1x7xf32> into tensor<7xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction"]} ins(%49 : tensor<7x5xf32>) outs(%23 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.absf %in : f32
      %102 = math.powf %101, %cst_7 : f32
      %103 = arith.addf %102, %out : f32
      linalg.yield %103 : f32
    } -> tensor<f32>
    %52 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%51 : tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.powf %in, %cst_8 : f32
      linalg.yield %101 : f32
    } -> tensor<f32>
    %53 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%collapsed_15 : tensor<7xf32>) outs(%23 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.absf %in : f32
      %102 = math.powf %101, %cst_7 : f32
      %103 = arith.addf %102, %out : f32
      linalg.yield %103 : f32
    } -> tensor<f32>
    %54 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%53 : tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.powf %in, %cst_8 : f32
      linalg.yield %101 : f32
    } -> tensor<f32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction"]} ins(%41 : tensor<6x7xf32>) outs(%23 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.absf %in : f32
      %102 = math.powf %101, %cst_7 : f32
      %103 = arith.addf %102, %out : f32
      linalg.yield %103 : f32
    } -> tensor<f32>
    %56 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%55 : tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.powf %in, %cst_8 : f32
      linalg.yield %101 : f32
    } -> tensor<f32>
    %57 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%collapsed_13 : tensor<6xf32>) outs(%23 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.absf %in : f32
      %102 = math.powf %101, %cst_7 : f32
      %103 = arith.addf %102, %out : f32
      linalg.yield %103 : f32
    } -> tensor<f32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%57 : tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.powf %in, %cst_8 : f32
      linalg.yield %101 : f32
    } -> tensor<f32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction"]} ins(%32 : tensor<3x6xf32>) outs(%23 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.absf %in : f32
      %102 = math.powf %101, %cst_7 : f32
      %103 = arith.addf %102, %out : f32
      linalg.yield %103 : f32
    } -> tensor<f32>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%59 : tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.powf %in, %cst_8 : f32
      linalg.yield %101 : f32
    } -> tensor<f32>
    %61 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%collapsed : tensor<3xf32>) outs(%23 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.absf %in : f32
      %102 = math.powf %101, %cst_7 : f32
      %103 = arith.addf %102, %out : f32
      linalg.yield %103 : f32
    } -> tensor<f32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%61 : tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.powf %in, %cst_8 : f32
      linalg.yield %101 : f32
    } -> tensor<f32>
    %expanded = tensor.expand_shape %52 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_16 = tensor.expand_shape %54 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_17 = tensor.expand_shape %56 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_18 = tensor.expand_shape %58 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_19 = tensor.expand_shape %60 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_20 = tensor.expand_shape %62 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %concat = tensor.concat dim(0) %expanded, %expanded_16, %expanded_17, %expanded_18, %expanded_19, %expanded_20 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<6xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%concat : tensor<6xf32>) outs(%23 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.absf %in : f32
      %102 = math.powf %101, %cst_7 : f32
      %103 = arith.addf %102, %out : f32
      linalg.yield %103 : f32
    } -> tensor<f32>
    %64 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%63 : tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.powf %in, %cst_8 : f32
      linalg.yield %101 : f32
    } -> tensor<f32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%64 : tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.truncf %cst_3 : f64 to f32
      %102 = arith.addf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<f32>
    %66 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = []} ins(%cst_4, %65 : tensor<f32>, tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.divf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<f32>
    %67 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = []} ins(%66, %cst_1 : tensor<f32>, tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.cmpf olt, %in, %in_21 : f32
      %102 = arith.select %101, %in, %in_21 : f32
      linalg.yield %102 : f32
    } -> tensor<f32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%49, %67 : tensor<7x5xf32>, tensor<f32>) outs(%47 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<7x5xf32>
    %69 = tensor.empty() : tensor<7xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel"]} ins(%collapsed_15, %67 : tensor<7xf32>, tensor<f32>) outs(%69 : tensor<7xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<7xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%41, %67 : tensor<6x7xf32>, tensor<f32>) outs(%39 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<6x7xf32>
    %72 = tensor.empty() : tensor<6xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel"]} ins(%collapsed_13, %67 : tensor<6xf32>, tensor<f32>) outs(%72 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<6xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%32, %67 : tensor<3x6xf32>, tensor<f32>) outs(%30 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<3x6xf32>
    %75 = tensor.empty() : tensor<3xf32>
    %76 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel"]} ins(%collapsed, %67 : tensor<3xf32>, tensor<f32>) outs(%75 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<3xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<7x5xf32>) outs(%47 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.truncf %cst_2 : f64 to f32
      %102 = arith.mulf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<7x5xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%77, %68 : tensor<7x5xf32>, tensor<7x5xf32>) outs(%47 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.addf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<7x5xf32>
    %79 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg14, %78 : tensor<f32>, tensor<7x5xf32>) outs(%47 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<7x5xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %79 : tensor<7x5xf32>, tensor<7x5xf32>) outs(%47 : tensor<7x5xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.subf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<7x5xf32>
    %81 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg7 : tensor<7xf32>) outs(%69 : tensor<7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.truncf %cst_2 : f64 to f32
      %102 = arith.mulf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<7xf32>
    %82 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%81, %70 : tensor<7xf32>, tensor<7xf32>) outs(%69 : tensor<7xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.addf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<7xf32>
    %83 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel"]} ins(%arg14, %82 : tensor<f32>, tensor<7xf32>) outs(%69 : tensor<7xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<7xf32>
    %84 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg1, %83 : tensor<7xf32>, tensor<7xf32>) outs(%69 : tensor<7xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.subf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<7xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<6x7xf32>) outs(%39 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.truncf %cst_2 : f64 to f32
      %102 = arith.mulf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<6x7xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%85, %71 : tensor<6x7xf32>, tensor<6x7xf32>) outs(%39 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.addf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<6x7xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg14, %86 : tensor<f32>, tensor<6x7xf32>) outs(%39 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<6x7xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2, %87 : tensor<6x7xf32>, tensor<6x7xf32>) outs(%39 : tensor<6x7xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.subf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<6x7xf32>
    %89 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg9 : tensor<6xf32>) outs(%72 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.truncf %cst_2 : f64 to f32
      %102 = arith.mulf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<6xf32>
    %90 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%89, %73 : tensor<6xf32>, tensor<6xf32>) outs(%72 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.addf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<6xf32>
    %91 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel"]} ins(%arg14, %90 : tensor<f32>, tensor<6xf32>) outs(%72 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<6xf32>
    %92 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg3, %91 : tensor<6xf32>, tensor<6xf32>) outs(%72 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.subf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<6xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<3x6xf32>) outs(%30 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.truncf %cst_2 : f64 to f32
      %102 = arith.mulf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<3x6xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%93, %74 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%30 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.addf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<3x6xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg14, %94 : tensor<f32>, tensor<3x6xf32>) outs(%30 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<3x6xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %95 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%30 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.subf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<3x6xf32>
    %97 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg11 : tensor<3xf32>) outs(%75 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.truncf %cst_2 : f64 to f32
      %102 = arith.mulf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<3xf32>
    %98 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%97, %76 : tensor<3xf32>, tensor<3xf32>) outs(%75 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.addf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<3xf32>
    %99 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel"]} ins(%arg14, %98 : tensor<f32>, tensor<3xf32>) outs(%75 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.mulf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<3xf32>
    %100 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg5, %99 : tensor<3xf32>, tensor<3xf32>) outs(%75 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %101 = arith.subf %in, %in_21 : f32
      linalg.yield %101 : f32
    } -> tensor<3xf32>
    return %25, %80, %84, %88, %92, %96, %100, %78, %82, %86, %90, %94, %98 : tensor<f32>, tensor<7x5xf32>, tensor<7xf32>, tensor<6x7xf32>, tensor<6xf32>, tensor<3x6xf32>, tensor<3xf32>, tensor<7x5xf32>, tensor<7xf32>, tensor<6x7xf32>, tensor<6xf32>, tensor<3x6xf32>, tensor<3xf32>
  }
}
