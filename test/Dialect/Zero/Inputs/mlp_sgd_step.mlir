// zero-trace mlp --sizes 4,6,2 --optimizer sgd --batch 2: two layers, so the
// backward pass reads W2 again (stage 3 gathers it twice). Input of
// zero-schedule*.mlir.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map9 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map10 = affine_map<(d0, d1) -> (d1, d0)>
#map11 = affine_map<(d0, d1) -> ()>
module {
  func.func @train_step(%arg0: tensor<4x6xf32> {zero.role = "param"}, %arg1: tensor<6xf32> {zero.role = "param"}, %arg2: tensor<6x2xf32> {zero.role = "param"}, %arg3: tensor<2xf32> {zero.role = "param"}, %arg4: tensor<4x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg5: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg6: tensor<6x2xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg7: tensor<2xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg8: tensor<2x4xf32> {zero.role = "batch"}, %arg9: tensor<2xi64> {zero.role = "batch"}, %arg10: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<4x6xf32> {zero.updates = 0 : i64}, tensor<6xf32> {zero.updates = 1 : i64}, tensor<6x2xf32> {zero.updates = 2 : i64}, tensor<2xf32> {zero.updates = 3 : i64}, tensor<4x6xf32> {zero.updates = 4 : i64}, tensor<6xf32> {zero.updates = 5 : i64}, tensor<6x2xf32> {zero.updates = 6 : i64}, tensor<2xf32> {zero.updates = 7 : i64}) {
    %0 = tensor.empty() : tensor<2x6xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %2 = linalg.matmul ins(%arg8, %arg0 : tensor<2x4xf32>, tensor<4x6xf32>) outs(%1 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %3 = tensor.empty() : tensor<2x6xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<2x6xf32>, tensor<6xf32>) outs(%3 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %57 = arith.addf %in, %in_10 : f32
      linalg.yield %57 : f32
    } -> tensor<2x6xf32>
    %5 = tensor.empty() : tensor<2x6xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2x6xf32>) outs(%5 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_10 = arith.constant 0.000000e+00 : f32
      %57 = arith.maximumf %in, %cst_10 : f32
      linalg.yield %57 : f32
    } -> tensor<2x6xf32>
    %7 = tensor.empty() : tensor<2x2xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<2x2xf32>) -> tensor<2x2xf32>
    %9 = linalg.matmul ins(%6, %arg2 : tensor<2x6xf32>, tensor<6x2xf32>) outs(%8 : tensor<2x2xf32>) -> tensor<2x2xf32>
    %10 = tensor.empty() : tensor<2x2xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %arg3 : tensor<2x2xf32>, tensor<2xf32>) outs(%10 : tensor<2x2xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %57 = arith.addf %in, %in_10 : f32
      linalg.yield %57 : f32
    } -> tensor<2x2xf32>
    %12 = tensor.empty() : tensor<2xf32>
    %cst_1 = arith.constant 0xFF800000 : f32
    %13 = linalg.fill ins(%cst_1 : f32) outs(%12 : tensor<2xf32>) -> tensor<2xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%11 : tensor<2x2xf32>) outs(%13 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.maximumf %out, %in : f32
      linalg.yield %57 : f32
    } -> tensor<2xf32>
    %15 = tensor.empty() : tensor<2xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %16 = linalg.fill ins(%cst_2 : f32) outs(%15 : tensor<2xf32>) -> tensor<2xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%11, %14 : tensor<2x2xf32>, tensor<2xf32>) outs(%16 : tensor<2xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %57 = arith.subf %in, %in_10 : f32
      %58 = math.exp %57 : f32
      %59 = arith.addf %out, %58 : f32
      linalg.yield %59 : f32
    } -> tensor<2xf32>
    %18 = tensor.empty() : tensor<2xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%14, %17 : tensor<2xf32>, tensor<2xf32>) outs(%18 : tensor<2xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %57 = math.log %in_10 : f32
      %58 = arith.addf %in, %57 : f32
      linalg.yield %58 : f32
    } -> tensor<2xf32>
    %20 = tensor.empty() : tensor<2xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %21 = linalg.fill ins(%cst_3 : f32) outs(%20 : tensor<2xf32>) -> tensor<2xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%11, %arg9 : tensor<2x2xf32>, tensor<2xi64>) outs(%21 : tensor<2xf32>) {
    ^bb0(%in: f32, %in_10: i64, %out: f32):
      %57 = arith.addf %out, %in : f32
      %58 = linalg.index 1 : index
      %59 = arith.index_cast %in_10 : i64 to index
      %60 = arith.cmpi eq, %59, %58 : index
      %61 = arith.select %60, %57, %out : f32
      linalg.yield %61 : f32
    } -> tensor<2xf32>
    %23 = tensor.empty() : tensor<f32>
    %cst_4 = arith.constant 0.000000e+00 : f32
    %24 = linalg.fill ins(%cst_4 : f32) outs(%23 : tensor<f32>) -> tensor<f32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"]} ins(%19, %22 : tensor<2xf32>, tensor<2xf32>) outs(%24 : tensor<f32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %cst_11 = arith.constant 5.000000e-01 : f32
      %57 = arith.subf %in, %in_10 : f32
      %58 = arith.mulf %57, %cst_11 : f32
      %59 = arith.addf %out, %58 : f32
      linalg.yield %59 : f32
    } -> tensor<f32>
    %26 = tensor.empty() : tensor<2x2xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map2, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %19, %arg9 : tensor<2x2xf32>, tensor<2xf32>, tensor<2xi64>) outs(%26 : tensor<2x2xf32>) {
    ^bb0(%in: f32, %in_10: f32, %in_11: i64, %out: f32):
      %57 = arith.subf %in, %in_10 : f32
      %58 = math.exp %57 : f32
      %cst_12 = arith.constant 1.000000e+00 : f32
      %59 = arith.subf %58, %cst_12 : f32
      %60 = linalg.index 1 : index
      %61 = arith.index_cast %in_11 : i64 to index
      %62 = arith.cmpi eq, %61, %60 : index
      %63 = arith.select %62, %59, %58 : f32
      %cst_13 = arith.constant 5.000000e-01 : f32
      %64 = arith.mulf %63, %cst_13 : f32
      linalg.yield %64 : f32
    } -> tensor<2x2xf32>
    %28 = tensor.empty() : tensor<2x6xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    %29 = linalg.fill ins(%cst_5 : f32) outs(%28 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %30 = linalg.matmul indexing_maps = [#map5, #map6, #map7] ins(%27, %arg2 : tensor<2x2xf32>, tensor<6x2xf32>) outs(%29 : tensor<2x6xf32>) -> tensor<2x6xf32>
    %31 = tensor.empty() : tensor<6x2xf32>
    %cst_6 = arith.constant 0.000000e+00 : f32
    %32 = linalg.fill ins(%cst_6 : f32) outs(%31 : tensor<6x2xf32>) -> tensor<6x2xf32>
    %33 = linalg.matmul indexing_maps = [#map8, #map9, #map7] ins(%6, %27 : tensor<2x6xf32>, tensor<2x2xf32>) outs(%32 : tensor<6x2xf32>) -> tensor<6x2xf32>
    %34 = tensor.empty() : tensor<2xf32>
    %cst_7 = arith.constant 0.000000e+00 : f32
    %35 = linalg.fill ins(%cst_7 : f32) outs(%34 : tensor<2xf32>) -> tensor<2xf32>
    %36 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "reduction"]} ins(%27 : tensor<2x2xf32>) outs(%35 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.addf %out, %in : f32
      linalg.yield %57 : f32
    } -> tensor<2xf32>
    %37 = tensor.empty() : tensor<2x6xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %30 : tensor<2x6xf32>, tensor<2x6xf32>) outs(%37 : tensor<2x6xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %cst_11 = arith.constant 0.000000e+00 : f32
      %cst_12 = arith.constant 0.000000e+00 : f32
      %57 = arith.cmpf ogt, %in, %cst_12 : f32
      %58 = arith.select %57, %in_10, %cst_11 : f32
      linalg.yield %58 : f32
    } -> tensor<2x6xf32>
    %39 = tensor.empty() : tensor<4x6xf32>
    %cst_8 = arith.constant 0.000000e+00 : f32
    %40 = linalg.fill ins(%cst_8 : f32) outs(%39 : tensor<4x6xf32>) -> tensor<4x6xf32>
    %41 = linalg.matmul indexing_maps = [#map8, #map9, #map7] ins(%arg8, %38 : tensor<2x4xf32>, tensor<2x6xf32>) outs(%40 : tensor<4x6xf32>) -> tensor<4x6xf32>
    %42 = tensor.empty() : tensor<6xf32>
    %cst_9 = arith.constant 0.000000e+00 : f32
    %43 = linalg.fill ins(%cst_9 : f32) outs(%42 : tensor<6xf32>) -> tensor<6xf32>
    %44 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "reduction"]} ins(%38 : tensor<2x6xf32>) outs(%43 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.addf %out, %in : f32
      linalg.yield %57 : f32
    } -> tensor<6xf32>
    %45 = tensor.empty() : tensor<4x6xf32>
    %46 = tensor.empty() : tensor<4x6xf32>
    %47:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map11, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg4, %41, %arg10 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<f32>) outs(%45, %46 : tensor<4x6xf32>, tensor<4x6xf32>) {
    ^bb0(%in: f32, %in_10: f32, %in_11: f32, %in_12: f32, %out: f32, %out_13: f32):
      %cst_14 = arith.constant 0.899999976 : f32
      %57 = arith.mulf %cst_14, %in_10 : f32
      %58 = arith.addf %57, %in_11 : f32
      %59 = arith.mulf %in_12, %58 : f32
      %60 = arith.subf %in, %59 : f32
      linalg.yield %60, %58 : f32, f32
    } -> (tensor<4x6xf32>, tensor<4x6xf32>)
    %48 = tensor.empty() : tensor<6xf32>
    %49 = tensor.empty() : tensor<6xf32>
    %50:2 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map4, #map3, #map3], iterator_types = ["parallel"]} ins(%arg1, %arg5, %44, %arg10 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>) outs(%48, %49 : tensor<6xf32>, tensor<6xf32>) {
    ^bb0(%in: f32, %in_10: f32, %in_11: f32, %in_12: f32, %out: f32, %out_13: f32):
      %cst_14 = arith.constant 0.899999976 : f32
      %57 = arith.mulf %cst_14, %in_10 : f32
      %58 = arith.addf %57, %in_11 : f32
      %59 = arith.mulf %in_12, %58 : f32
      %60 = arith.subf %in, %59 : f32
      linalg.yield %60, %58 : f32, f32
    } -> (tensor<6xf32>, tensor<6xf32>)
    %51 = tensor.empty() : tensor<6x2xf32>
    %52 = tensor.empty() : tensor<6x2xf32>
    %53:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map11, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg6, %33, %arg10 : tensor<6x2xf32>, tensor<6x2xf32>, tensor<6x2xf32>, tensor<f32>) outs(%51, %52 : tensor<6x2xf32>, tensor<6x2xf32>) {
    ^bb0(%in: f32, %in_10: f32, %in_11: f32, %in_12: f32, %out: f32, %out_13: f32):
      %cst_14 = arith.constant 0.899999976 : f32
      %57 = arith.mulf %cst_14, %in_10 : f32
      %58 = arith.addf %57, %in_11 : f32
      %59 = arith.mulf %in_12, %58 : f32
      %60 = arith.subf %in, %59 : f32
      linalg.yield %60, %58 : f32, f32
    } -> (tensor<6x2xf32>, tensor<6x2xf32>)
    %54 = tensor.empty() : tensor<2xf32>
    %55 = tensor.empty() : tensor<2xf32>
    %56:2 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map4, #map3, #map3], iterator_types = ["parallel"]} ins(%arg3, %arg7, %36, %arg10 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<f32>) outs(%54, %55 : tensor<2xf32>, tensor<2xf32>) {
    ^bb0(%in: f32, %in_10: f32, %in_11: f32, %in_12: f32, %out: f32, %out_13: f32):
      %cst_14 = arith.constant 0.899999976 : f32
      %57 = arith.mulf %cst_14, %in_10 : f32
      %58 = arith.addf %57, %in_11 : f32
      %59 = arith.mulf %in_12, %58 : f32
      %60 = arith.subf %in, %59 : f32
      linalg.yield %60, %58 : f32, f32
    } -> (tensor<2xf32>, tensor<2xf32>)
    return %25, %47#0, %50#0, %53#0, %56#0, %47#1, %50#1, %53#1, %56#1 : tensor<f32>, tensor<4x6xf32>, tensor<6xf32>, tensor<6x2xf32>, tensor<2xf32>, tensor<4x6xf32>, tensor<6xf32>, tensor<6x2xf32>, tensor<2xf32>
  }
}
