// zero-import-torch: swiglu.py, micro-batch 2, adamw (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> ()>
#map4 = affine_map<() -> ()>
#map5 = affine_map<(d0, d1) -> (0, d1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0) -> ()>
module {
  func.func @train_step(%arg0: tensor<6xf32> {zero.role = "param"}, %arg1: tensor<6xf32> {zero.role = "param"}, %arg2: tensor<10x6xf32> {zero.role = "param"}, %arg3: tensor<6x10xf32> {zero.role = "param"}, %arg4: tensor<10x6xf32> {zero.role = "param"}, %arg5: tensor<10x6xf32> {zero.role = "param"}, %arg6: tensor<6x10xf32> {zero.role = "param"}, %arg7: tensor<10x6xf32> {zero.role = "param"}, %arg8: tensor<3x6xf32> {zero.role = "param"}, %arg9: tensor<3xf32> {zero.role = "param"}, %arg10: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg11: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg12: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg13: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg14: tensor<10x6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg15: tensor<10x6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg16: tensor<6x10xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg17: tensor<6x10xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg18: tensor<10x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg19: tensor<10x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg20: tensor<10x6xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg21: tensor<10x6xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg22: tensor<6x10xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg23: tensor<6x10xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg24: tensor<10x6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg25: tensor<10x6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg26: tensor<3x6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg27: tensor<3x6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg28: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg29: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg30: tensor<2x6xf32> {zero.role = "batch"}, %arg31: tensor<2x3xf32> {zero.role = "batch"}, %arg32: tensor<f32> {zero.role = "hyper"}, %arg33: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<6xf32> {zero.updates = 0 : i64}, tensor<6xf32> {zero.updates = 1 : i64}, tensor<10x6xf32> {zero.updates = 2 : i64}, tensor<6x10xf32> {zero.updates = 3 : i64}, tensor<10x6xf32> {zero.updates = 4 : i64}, tensor<10x6xf32> {zero.updates = 5 : i64}, tensor<6x10xf32> {zero.updates = 6 : i64}, tensor<10x6xf32> {zero.updates = 7 : i64}, tensor<3x6xf32> {zero.updates = 8 : i64}, tensor<3xf32> {zero.updates = 9 : i64}, tensor<6xf32> {zero.updates = 10 : i64}, tensor<6xf32> {zero.updates = 11 : i64}, tensor<6xf32> {zero.updates = 12 : i64}, tensor<6xf32> {zero.updates = 13 : i64}, tensor<10x6xf32> {zero.updates = 14 : i64}, tensor<10x6xf32> {zero.updates = 15 : i64}, tensor<6x10xf32> {zero.updates = 16 : i64}, tensor<6x10xf32> {zero.updates = 17 : i64}, tensor<10x6xf32> {zero.updates = 18 : i64}, tensor<10x6xf32> {zero.updates = 19 : i64}, tensor<10x6xf32> {zero.updates = 20 : i64}, tensor<10x6xf32> {zero.updates = 21 : i64}, tensor<6x10xf32> {zero.updates = 22 : i64}, tensor<6x10xf32> {zero.updates = 23 : i64}, tensor<10x6xf32> {zero.updates = 24 : i64}, tensor<10x6xf32> {zero.updates = 25 : i64}, tensor<3x6xf32> {zero.updates = 26 : i64}, tensor<3x6xf32> {zero.updates = 27 : i64}, tensor<3xf32> {zero.updates = 28 : i64}, tensor<3xf32> {zero.updates = 29 : i64}) {
    %c3_i64 = arith.constant 3 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<2x10xf32>
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<2x6xf32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant 1.000000e-08 : f64
    %cst_5 = arith.constant dense<9.990000e-01> : tensor<f32>
    %cst_6 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_7 = arith.constant 0.0010000000000000009 : f64
    %cst_8 = arith.constant 0.99899999999999999 : f64
    %cst_9 = arith.constant 0.099999999999999978 : f64
    %cst_10 = arith.constant 9.000000e-01 : f64
    %cst_11 = arith.constant 1.000000e-02 : f64
    %cst_12 = arith.constant 0.33333333333333331 : f64
    %cst_13 = arith.constant 9.9999999999999995E-7 : f64
    %cst_14 = arith.constant 6.000000e+00 : f32
    %cst_15 = arith.constant 2.000000e+01 : f32
    %cst_16 = arith.constant -5.000000e-01 : f32
    %cst_17 = arith.constant 2.000000e+00 : f32
    %cst_18 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<2x6xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %2 = tensor.empty() : tensor<2x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<2x6xf32>) outs(%3 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.addf %in, %out : f32
      linalg.yield %275 : f32
    } -> tensor<2x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2x1xf32>) outs(%2 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.divf %in, %cst_14 : f32
      linalg.yield %275 : f32
    } -> tensor<2x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<2x1xf32>) outs(%2 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_13 : f64 to f32
      %276 = arith.addf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<2x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<2x1xf32>) outs(%2 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.rsqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<2x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30, %7 : tensor<2x6xf32>, tensor<2x1xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %arg0 : tensor<2x6xf32>, tensor<6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %10 = tensor.empty() : tensor<6x10xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<10x6xf32>) outs(%10 : tensor<6x10xf32>) permutation = [1, 0] 
    %11 = tensor.empty() : tensor<2x10xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %13 = linalg.matmul ins(%9, %transposed : tensor<2x6xf32>, tensor<6x10xf32>) outs(%12 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.negf %in : f32
      %276 = math.exp %275 : f32
      %277 = arith.addf %276, %cst_0 : f32
      %278 = arith.divf %cst_0, %277 : f32
      linalg.yield %278 : f32
    } -> tensor<2x10xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %14 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %transposed_19 = linalg.transpose ins(%arg4 : tensor<10x6xf32>) outs(%10 : tensor<6x10xf32>) permutation = [1, 0] 
    %16 = linalg.matmul ins(%9, %transposed_19 : tensor<2x6xf32>, tensor<6x10xf32>) outs(%12 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%15, %16 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %18 = tensor.empty() : tensor<10x6xf32>
    %transposed_20 = linalg.transpose ins(%arg3 : tensor<6x10xf32>) outs(%18 : tensor<10x6xf32>) permutation = [1, 0] 
    %19 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %20 = linalg.matmul ins(%17, %transposed_20 : tensor<2x10xf32>, tensor<10x6xf32>) outs(%19 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30, %20 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%22 : tensor<2x6xf32>) outs(%3 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.addf %in, %out : f32
      linalg.yield %275 : f32
    } -> tensor<2x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<2x1xf32>) outs(%2 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.divf %in, %cst_14 : f32
      linalg.yield %275 : f32
    } -> tensor<2x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<2x1xf32>) outs(%2 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_13 : f64 to f32
      %276 = arith.addf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<2x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<2x1xf32>) outs(%2 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.rsqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<2x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %26 : tensor<2x6xf32>, tensor<2x1xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %arg1 : tensor<2x6xf32>, tensor<6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %transposed_21 = linalg.transpose ins(%arg5 : tensor<10x6xf32>) outs(%10 : tensor<6x10xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%28, %transposed_21 : tensor<2x6xf32>, tensor<6x10xf32>) outs(%12 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.negf %in : f32
      %276 = math.exp %275 : f32
      %277 = arith.addf %276, %cst_0 : f32
      %278 = arith.divf %cst_0, %277 : f32
      linalg.yield %278 : f32
    } -> tensor<2x10xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%29, %30 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %transposed_22 = linalg.transpose ins(%arg7 : tensor<10x6xf32>) outs(%10 : tensor<6x10xf32>) permutation = [1, 0] 
    %32 = linalg.matmul ins(%28, %transposed_22 : tensor<2x6xf32>, tensor<6x10xf32>) outs(%12 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%31, %32 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %transposed_23 = linalg.transpose ins(%arg6 : tensor<6x10xf32>) outs(%18 : tensor<10x6xf32>) permutation = [1, 0] 
    %34 = linalg.matmul ins(%33, %transposed_23 : tensor<2x10xf32>, tensor<10x6xf32>) outs(%19 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %34 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.exp %in : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.log1p %in : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %38 = tensor.empty() : tensor<2x6xi1>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<2x6xf32>) outs(%38 : tensor<2x6xi1>) {
    ^bb0(%in: f32, %out: i1):
      %275 = arith.cmpf ogt, %in, %cst_15 : f32
      linalg.yield %275 : i1
    } -> tensor<2x6xi1>
    %40 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%39, %35, %37 : tensor<2x6xi1>, tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: i1, %in_35: f32, %in_36: f32, %out: f32):
      %275 = arith.select %in, %in_35, %in_36 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.tanh %in : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%35, %41 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %43 = tensor.empty() : tensor<6x3xf32>
    %transposed_24 = linalg.transpose ins(%arg8 : tensor<3x6xf32>) outs(%43 : tensor<6x3xf32>) permutation = [1, 0] 
    %44 = tensor.empty() : tensor<2x3xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<2x3xf32>) -> tensor<2x3xf32>
    %46 = linalg.matmul ins(%42, %transposed_24 : tensor<2x6xf32>, tensor<6x3xf32>) outs(%45 : tensor<2x3xf32>) -> tensor<2x3xf32>
    %47 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<3xf32>) outs(%44 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x3xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%46, %47 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%44 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x3xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%48, %arg31 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%44 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x3xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<2x3xf32>) outs(%44 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %275 : f32
    } -> tensor<2x3xf32>
    %51 = tensor.empty() : tensor<f32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<f32>) -> tensor<f32>
    %53 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "reduction"]} ins(%50 : tensor<2x3xf32>) outs(%52 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.addf %in, %out : f32
      linalg.yield %275 : f32
    } -> tensor<f32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%53 : tensor<f32>) outs(%51 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.divf %in, %cst_14 : f32
      linalg.yield %275 : f32
    } -> tensor<f32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<2x3xf32>) outs(%44 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_12 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<2x3xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%55, %cst_3 : tensor<2x3xf32>, tensor<f32>) outs(%44 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x3xf32>
    %57 = linalg.matmul ins(%56, %arg8 : tensor<2x3xf32>, tensor<3x6xf32>) outs(%19 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %58 = tensor.empty() : tensor<3x2xf32>
    %transposed_25 = linalg.transpose ins(%56 : tensor<2x3xf32>) outs(%58 : tensor<3x2xf32>) permutation = [1, 0] 
    %59 = tensor.empty() : tensor<3x6xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %61 = linalg.matmul {zero.grad_of = 8 : i64} ins(%transposed_25, %42 : tensor<3x2xf32>, tensor<2x6xf32>) outs(%60 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %62 = tensor.empty() : tensor<1x3xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<1x3xf32>) -> tensor<1x3xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "parallel"]} ins(%56 : tensor<2x3xf32>) outs(%63 : tensor<1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.addf %in, %out : f32
      linalg.yield %275 : f32
    } -> tensor<1x3xf32>
    %collapsed = tensor.collapse_shape %64 [[0, 1]] {zero.grad_of = 9 : i64} : tensor<1x3xf32> into tensor<3xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.negf %in : f32
      %276 = math.exp %275 : f32
      %277 = arith.addf %276, %cst_0 : f32
      %278 = arith.divf %cst_0, %277 : f32
      linalg.yield %278 : f32
    } -> tensor<2x6xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.tanh %in : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%66, %66 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %67 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%35, %65 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%69, %68 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%66, %70 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%57, %71 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %73 = tensor.empty() : tensor<6x2xf32>
    %transposed_26 = linalg.transpose ins(%72 : tensor<2x6xf32>) outs(%73 : tensor<6x2xf32>) permutation = [1, 0] 
    %74 = linalg.fill ins(%cst : f32) outs(%10 : tensor<6x10xf32>) -> tensor<6x10xf32>
    %75 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_26, %33 : tensor<6x2xf32>, tensor<2x10xf32>) outs(%74 : tensor<6x10xf32>) -> tensor<6x10xf32>
    %76 = linalg.matmul ins(%72, %arg6 : tensor<2x6xf32>, tensor<6x10xf32>) outs(%12 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%76, %31 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%76, %32 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %79 = tensor.empty() : tensor<10x2xf32>
    %transposed_27 = linalg.transpose ins(%77 : tensor<2x10xf32>) outs(%79 : tensor<10x2xf32>) permutation = [1, 0] 
    %80 = linalg.fill ins(%cst : f32) outs(%18 : tensor<10x6xf32>) -> tensor<10x6xf32>
    %81 = linalg.matmul {zero.grad_of = 7 : i64} ins(%transposed_27, %28 : tensor<10x2xf32>, tensor<2x6xf32>) outs(%80 : tensor<10x6xf32>) -> tensor<10x6xf32>
    %82 = linalg.matmul ins(%77, %arg7 : tensor<2x10xf32>, tensor<10x6xf32>) outs(%19 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_1, %30 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%29, %83 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%84 : tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.addf %in, %cst_0 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%78, %30 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%86, %85 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %transposed_28 = linalg.transpose ins(%87 : tensor<2x10xf32>) outs(%79 : tensor<10x2xf32>) permutation = [1, 0] 
    %88 = linalg.matmul {zero.grad_of = 5 : i64} ins(%transposed_28, %28 : tensor<10x2xf32>, tensor<2x6xf32>) outs(%80 : tensor<10x6xf32>) -> tensor<10x6xf32>
    %89 = linalg.matmul ins(%87, %arg5 : tensor<2x10xf32>, tensor<10x6xf32>) outs(%19 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%82, %89 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%90, %27 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%90, %arg1 : tensor<2x6xf32>, tensor<6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %93 = tensor.empty() : tensor<1x6xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "parallel"]} ins(%91 : tensor<2x6xf32>) outs(%94 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.addf %in, %out : f32
      linalg.yield %275 : f32
    } -> tensor<1x6xf32>
    %collapsed_29 = tensor.collapse_shape %95 [[0, 1]] {zero.grad_of = 1 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%92, %21 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%92, %26 : tensor<2x6xf32>, tensor<2x1xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%96 : tensor<2x6xf32>) outs(%3 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.addf %in, %out : f32
      linalg.yield %275 : f32
    } -> tensor<2x1xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%72, %97 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<2x1xf32>) outs(%2 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %275 : f32
    } -> tensor<2x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%98 : tensor<2x1xf32>) outs(%2 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.mulf %in, %cst_16 : f32
      linalg.yield %275 : f32
    } -> tensor<2x1xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%101, %100 : tensor<2x1xf32>, tensor<2x1xf32>) outs(%2 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x1xf32>
    %collapsed_30 = tensor.collapse_shape %102 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %103 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_30 : tensor<2xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x6xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%103 : tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.divf %in, %cst_14 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%105 : tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.mulf %in, %cst_17 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%104, %106 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%99, %107 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %transposed_31 = linalg.transpose ins(%108 : tensor<2x6xf32>) outs(%73 : tensor<6x2xf32>) permutation = [1, 0] 
    %109 = linalg.matmul {zero.grad_of = 3 : i64} ins(%transposed_31, %17 : tensor<6x2xf32>, tensor<2x10xf32>) outs(%74 : tensor<6x10xf32>) -> tensor<6x10xf32>
    %110 = linalg.matmul ins(%108, %arg3 : tensor<2x6xf32>, tensor<6x10xf32>) outs(%12 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%110, %15 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%110, %16 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %transposed_32 = linalg.transpose ins(%111 : tensor<2x10xf32>) outs(%79 : tensor<10x2xf32>) permutation = [1, 0] 
    %113 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_32, %9 : tensor<10x2xf32>, tensor<2x6xf32>) outs(%80 : tensor<10x6xf32>) -> tensor<10x6xf32>
    %114 = linalg.matmul ins(%111, %arg4 : tensor<2x10xf32>, tensor<10x6xf32>) outs(%19 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_1, %14 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %115 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%116 : tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.addf %in, %cst_0 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%112, %14 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%118, %117 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%11 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x10xf32>
    %transposed_33 = linalg.transpose ins(%119 : tensor<2x10xf32>) outs(%79 : tensor<10x2xf32>) permutation = [1, 0] 
    %120 = linalg.matmul {zero.grad_of = 2 : i64} ins(%transposed_33, %9 : tensor<10x2xf32>, tensor<2x6xf32>) outs(%80 : tensor<10x6xf32>) -> tensor<10x6xf32>
    %121 = linalg.matmul ins(%119, %arg2 : tensor<2x10xf32>, tensor<10x6xf32>) outs(%19 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%114, %121 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%122, %8 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%0 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<2x6xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "parallel"]} ins(%123 : tensor<2x6xf32>) outs(%94 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.addf %in, %out : f32
      linalg.yield %275 : f32
    } -> tensor<1x6xf32>
    %collapsed_34 = tensor.collapse_shape %124 [[0, 1]] {zero.grad_of = 0 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %125 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%arg32 : tensor<f32>) outs(%51 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_11 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<f32>
    %126 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_18, %125 : tensor<i64>, tensor<f32>) outs(%51 : tensor<f32>) {
    ^bb0(%in: i64, %in_35: f32, %out: f32):
      %275 = arith.sitofp %in : i64 to f32
      %276 = arith.subf %275, %in_35 : f32
      linalg.yield %276 : f32
    } -> tensor<f32>
    %127 = tensor.empty() : tensor<6xf32>
    %128 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%arg0, %126 : tensor<6xf32>, tensor<f32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %129 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg10 : tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_10 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6xf32>
    %130 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_34 : tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_9 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6xf32>
    %131 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%129, %130 : tensor<6xf32>, tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %132 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg11 : tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_8 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6xf32>
    %133 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_34 : tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_7 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6xf32>
    %134 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%133, %collapsed_34 : tensor<6xf32>, tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %135 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%132, %134 : tensor<6xf32>, tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %136 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_6, %arg33 : tensor<f32>, tensor<f32>) outs(%51 : tensor<f32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = math.powf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<f32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_18, %136 : tensor<i64>, tensor<f32>) outs(%51 : tensor<f32>) {
    ^bb0(%in: i64, %in_35: f32, %out: f32):
      %275 = arith.sitofp %in : i64 to f32
      %276 = arith.subf %275, %in_35 : f32
      linalg.yield %276 : f32
    } -> tensor<f32>
    %138 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_5, %arg33 : tensor<f32>, tensor<f32>) outs(%51 : tensor<f32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = math.powf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<f32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_18, %138 : tensor<i64>, tensor<f32>) outs(%51 : tensor<f32>) {
    ^bb0(%in: i64, %in_35: f32, %out: f32):
      %275 = arith.sitofp %in : i64 to f32
      %276 = arith.subf %275, %in_35 : f32
      linalg.yield %276 : f32
    } -> tensor<f32>
    %140 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%135 : tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.sqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%139 : tensor<f32>) outs(%51 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.sqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<f32>
    %142 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%140, %141 : tensor<6xf32>, tensor<f32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %143 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%142 : tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_4 : f64 to f32
      %276 = arith.addf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%arg32, %137 : tensor<f32>, tensor<f32>) outs(%51 : tensor<f32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<f32>
    %145 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%131, %143 : tensor<6xf32>, tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %146 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel"]} ins(%144, %145 : tensor<f32>, tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %147 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%128, %146 : tensor<6xf32>, tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %148 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%arg1, %126 : tensor<6xf32>, tensor<f32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %149 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg12 : tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_10 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6xf32>
    %150 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_29 : tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_9 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6xf32>
    %151 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%149, %150 : tensor<6xf32>, tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %152 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg13 : tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_8 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6xf32>
    %153 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%collapsed_29 : tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_7 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6xf32>
    %154 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%153, %collapsed_29 : tensor<6xf32>, tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %155 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%152, %154 : tensor<6xf32>, tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %156 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%155 : tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.sqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %157 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%156, %141 : tensor<6xf32>, tensor<f32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %158 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%157 : tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_4 : f64 to f32
      %276 = arith.addf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6xf32>
    %159 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%151, %158 : tensor<6xf32>, tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %160 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel"]} ins(%144, %159 : tensor<f32>, tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %161 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%148, %160 : tensor<6xf32>, tensor<6xf32>) outs(%127 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %126 : tensor<10x6xf32>, tensor<f32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_10 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_9 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%163, %164 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_8 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_7 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%167, %120 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%166, %168 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%169 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.sqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%170, %141 : tensor<10x6xf32>, tensor<f32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%171 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_4 : f64 to f32
      %276 = arith.addf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%165, %172 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%144, %173 : tensor<f32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%162, %174 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3, %126 : tensor<6x10xf32>, tensor<f32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_10 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6x10xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_9 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6x10xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%177, %178 : tensor<6x10xf32>, tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_8 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6x10xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_7 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6x10xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%181, %109 : tensor<6x10xf32>, tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%180, %182 : tensor<6x10xf32>, tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%183 : tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.sqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%184, %141 : tensor<6x10xf32>, tensor<f32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%185 : tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_4 : f64 to f32
      %276 = arith.addf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6x10xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%179, %186 : tensor<6x10xf32>, tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %188 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%144, %187 : tensor<f32>, tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%176, %188 : tensor<6x10xf32>, tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %126 : tensor<10x6xf32>, tensor<f32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_10 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_9 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%191, %192 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_8 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_7 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%195, %113 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%194, %196 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%197 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.sqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%198, %141 : tensor<10x6xf32>, tensor<f32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%199 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_4 : f64 to f32
      %276 = arith.addf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%193, %200 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%144, %201 : tensor<f32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%190, %202 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5, %126 : tensor<10x6xf32>, tensor<f32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_10 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_9 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%205, %206 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_8 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_7 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%209, %88 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%208, %210 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%211 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.sqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%212, %141 : tensor<10x6xf32>, tensor<f32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_4 : f64 to f32
      %276 = arith.addf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%207, %214 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %216 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%144, %215 : tensor<f32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%204, %216 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %126 : tensor<6x10xf32>, tensor<f32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_10 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6x10xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%75 : tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_9 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6x10xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%219, %220 : tensor<6x10xf32>, tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_8 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6x10xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%75 : tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_7 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6x10xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%223, %75 : tensor<6x10xf32>, tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%222, %224 : tensor<6x10xf32>, tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%225 : tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.sqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%226, %141 : tensor<6x10xf32>, tensor<f32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%227 : tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_4 : f64 to f32
      %276 = arith.addf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<6x10xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%221, %228 : tensor<6x10xf32>, tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %230 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%144, %229 : tensor<f32>, tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%218, %230 : tensor<6x10xf32>, tensor<6x10xf32>) outs(%10 : tensor<6x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<6x10xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7, %126 : tensor<10x6xf32>, tensor<f32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_10 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%81 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_9 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%233, %234 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_8 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%81 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_7 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%237, %81 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%236, %238 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%239 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.sqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%240, %141 : tensor<10x6xf32>, tensor<f32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%241 : tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_4 : f64 to f32
      %276 = arith.addf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<10x6xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%235, %242 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %244 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%144, %243 : tensor<f32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%232, %244 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%18 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<10x6xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %126 : tensor<3x6xf32>, tensor<f32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3x6xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<3x6xf32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_10 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<3x6xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<3x6xf32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_9 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<3x6xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%247, %248 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3x6xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<3x6xf32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_8 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<3x6xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<3x6xf32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_7 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<3x6xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%251, %61 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3x6xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%250, %252 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3x6xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%253 : tensor<3x6xf32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.sqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<3x6xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%254, %141 : tensor<3x6xf32>, tensor<f32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3x6xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%255 : tensor<3x6xf32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_4 : f64 to f32
      %276 = arith.addf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<3x6xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%249, %256 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3x6xf32>
    %258 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%144, %257 : tensor<f32>, tensor<3x6xf32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3x6xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%246, %258 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%59 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3x6xf32>
    %260 = tensor.empty() : tensor<3xf32>
    %261 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%arg9, %126 : tensor<3xf32>, tensor<f32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3xf32>
    %262 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg28 : tensor<3xf32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_10 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<3xf32>
    %263 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%collapsed : tensor<3xf32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_9 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<3xf32>
    %264 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%262, %263 : tensor<3xf32>, tensor<3xf32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3xf32>
    %265 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg29 : tensor<3xf32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_8 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<3xf32>
    %266 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%collapsed : tensor<3xf32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_7 : f64 to f32
      %276 = arith.mulf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<3xf32>
    %267 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%266, %collapsed : tensor<3xf32>, tensor<3xf32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3xf32>
    %268 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%265, %267 : tensor<3xf32>, tensor<3xf32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.addf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3xf32>
    %269 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%268 : tensor<3xf32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = math.sqrt %in : f32
      linalg.yield %275 : f32
    } -> tensor<3xf32>
    %270 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel"]} ins(%269, %141 : tensor<3xf32>, tensor<f32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3xf32>
    %271 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%270 : tensor<3xf32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %275 = arith.truncf %cst_4 : f64 to f32
      %276 = arith.addf %in, %275 : f32
      linalg.yield %276 : f32
    } -> tensor<3xf32>
    %272 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%264, %271 : tensor<3xf32>, tensor<3xf32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.divf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3xf32>
    %273 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel"]} ins(%144, %272 : tensor<f32>, tensor<3xf32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.mulf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3xf32>
    %274 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel"]} ins(%261, %273 : tensor<3xf32>, tensor<3xf32>) outs(%260 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %275 = arith.subf %in, %in_35 : f32
      linalg.yield %275 : f32
    } -> tensor<3xf32>
    return %54, %147, %161, %175, %189, %203, %217, %231, %245, %259, %274, %131, %135, %151, %155, %165, %169, %179, %183, %193, %197, %207, %211, %221, %225, %235, %239, %249, %253, %264, %268 : tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<10x6xf32>, tensor<6x10xf32>, tensor<10x6xf32>, tensor<10x6xf32>, tensor<6x10xf32>, tensor<10x6xf32>, tensor<3x6xf32>, tensor<3xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<10x6xf32>, tensor<10x6xf32>, tensor<6x10xf32>, tensor<6x10xf32>, tensor<10x6xf32>, tensor<10x6xf32>, tensor<10x6xf32>, tensor<10x6xf32>, tensor<6x10xf32>, tensor<6x10xf32>, tensor<10x6xf32>, tensor<10x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3xf32>, tensor<3xf32>
  }
}
