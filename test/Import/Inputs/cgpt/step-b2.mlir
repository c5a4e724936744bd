// zero-import-torch: cgpt.py, micro-batch 2, adamw (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map13 = affine_map<(d0, d1) -> (d0, 0)>
#map14 = affine_map<(d0) -> (d0)>
#map15 = affine_map<(d0) -> ()>
#map16 = affine_map<() -> ()>
#map17 = affine_map<(d0, d1) -> ()>
#map18 = affine_map<(d0, d1) -> (0, d1)>
#map19 = affine_map<(d0, d1, d2) -> ()>
#map20 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func @train_step(%arg0: tensor<11x8xf32> {zero.role = "param"}, %arg1: tensor<4x8xf32> {zero.role = "param"}, %arg2: tensor<8xf32> {zero.role = "param"}, %arg3: tensor<8xf32> {zero.role = "param"}, %arg4: tensor<24x8xf32> {zero.role = "param"}, %arg5: tensor<24xf32> {zero.role = "param"}, %arg6: tensor<8x8xf32> {zero.role = "param"}, %arg7: tensor<8xf32> {zero.role = "param"}, %arg8: tensor<8xf32> {zero.role = "param"}, %arg9: tensor<8xf32> {zero.role = "param"}, %arg10: tensor<32x8xf32> {zero.role = "param"}, %arg11: tensor<32xf32> {zero.role = "param"}, %arg12: tensor<8x32xf32> {zero.role = "param"}, %arg13: tensor<8xf32> {zero.role = "param"}, %arg14: tensor<11x8xf32> {zero.role = "param"}, %arg15: tensor<11xf32> {zero.role = "param"}, %arg16: tensor<11x8xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg17: tensor<11x8xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg18: tensor<4x8xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg19: tensor<4x8xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg20: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg21: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg22: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg23: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg24: tensor<24x8xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg25: tensor<24x8xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg26: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg27: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg28: tensor<8x8xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg29: tensor<8x8xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg30: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg31: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg32: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg33: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg34: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg35: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg36: tensor<32x8xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg37: tensor<32x8xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg38: tensor<32xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg39: tensor<32xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg40: tensor<8x32xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg41: tensor<8x32xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg42: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg43: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg44: tensor<11x8xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg45: tensor<11x8xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg46: tensor<11xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg47: tensor<11xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg48: tensor<2x4xi64> {zero.range = array<i64: 0, 11>, zero.role = "batch"}, %arg49: tensor<2x4xi64> {zero.range = array<i64: 0, 11>, zero.range_ignore = -100 : i64, zero.role = "batch"}, %arg50: tensor<f32> {zero.role = "hyper"}, %arg51: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<11x8xf32> {zero.updates = 0 : i64}, tensor<4x8xf32> {zero.updates = 1 : i64}, tensor<8xf32> {zero.updates = 2 : i64}, tensor<8xf32> {zero.updates = 3 : i64}, tensor<24x8xf32> {zero.updates = 4 : i64}, tensor<24xf32> {zero.updates = 5 : i64}, tensor<8x8xf32> {zero.updates = 6 : i64}, tensor<8xf32> {zero.updates = 7 : i64}, tensor<8xf32> {zero.updates = 8 : i64}, tensor<8xf32> {zero.updates = 9 : i64}, tensor<32x8xf32> {zero.updates = 10 : i64}, tensor<32xf32> {zero.updates = 11 : i64}, tensor<8x32xf32> {zero.updates = 12 : i64}, tensor<8xf32> {zero.updates = 13 : i64}, tensor<11x8xf32> {zero.updates = 14 : i64}, tensor<11xf32> {zero.updates = 15 : i64}, tensor<11x8xf32> {zero.updates = 16 : i64}, tensor<11x8xf32> {zero.updates = 17 : i64}, tensor<4x8xf32> {zero.updates = 18 : i64}, tensor<4x8xf32> {zero.updates = 19 : i64}, tensor<8xf32> {zero.updates = 20 : i64}, tensor<8xf32> {zero.updates = 21 : i64}, tensor<8xf32> {zero.updates = 22 : i64}, tensor<8xf32> {zero.updates = 23 : i64}, tensor<24x8xf32> {zero.updates = 24 : i64}, tensor<24x8xf32> {zero.updates = 25 : i64}, tensor<24xf32> {zero.updates = 26 : i64}, tensor<24xf32> {zero.updates = 27 : i64}, tensor<8x8xf32> {zero.updates = 28 : i64}, tensor<8x8xf32> {zero.updates = 29 : i64}, tensor<8xf32> {zero.updates = 30 : i64}, tensor<8xf32> {zero.updates = 31 : i64}, tensor<8xf32> {zero.updates = 32 : i64}, tensor<8xf32> {zero.updates = 33 : i64}, tensor<8xf32> {zero.updates = 34 : i64}, tensor<8xf32> {zero.updates = 35 : i64}, tensor<32x8xf32> {zero.updates = 36 : i64}, tensor<32x8xf32> {zero.updates = 37 : i64}, tensor<32xf32> {zero.updates = 38 : i64}, tensor<32xf32> {zero.updates = 39 : i64}, tensor<8x32xf32> {zero.updates = 40 : i64}, tensor<8x32xf32> {zero.updates = 41 : i64}, tensor<8xf32> {zero.updates = 42 : i64}, tensor<8xf32> {zero.updates = 43 : i64}, tensor<11x8xf32> {zero.updates = 44 : i64}, tensor<11x8xf32> {zero.updates = 45 : i64}, tensor<11xf32> {zero.updates = 46 : i64}, tensor<11xf32> {zero.updates = 47 : i64}) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant 1.000000e-03 : f64
    %cst_5 = arith.constant dense<0.949999988> : tensor<f32>
    %cst_6 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_7 = arith.constant 0.050000000000000044 : f64
    %cst_8 = arith.constant 0.94999999999999996 : f64
    %cst_9 = arith.constant 0.099999999999999978 : f64
    %cst_10 = arith.constant 9.000000e-01 : f64
    %cst_11 = arith.constant 1.000000e-01 : f64
    %cst_12 = arith.constant 1.341450e-01 : f64
    %cst_13 = arith.constant 0.79788456080286541 : f64
    %cst_14 = arith.constant 4.471500e-02 : f64
    %cst_15 = arith.constant dense_resource<torch_tensor_1_1_4_4_torch.float32> : tensor<1x1x4x4xf32>
    %cst_16 = arith.constant 1.000000e-05 : f64
    %cst_17 = arith.constant 8.000000e+00 : f32
    %cst_18 = arith.constant 5.000000e-01 : f32
    %cst_19 = arith.constant 1.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c-100_i64 = arith.constant -100 : i64
    %cst_20 = arith.constant dense<0> : tensor<i64>
    %cst_21 = arith.constant dense<1> : tensor<i64>
    %cst_22 = arith.constant dense_resource<torch_tensor_4_torch.int64> : tensor<4xi64>
    %0 = tensor.empty() : tensor<2x4x8xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48 : tensor<2x4xi64>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %452 = arith.index_cast %in : i64 to index
      %453 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%452, %453] : tensor<11x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x8xf32>
    %2 = tensor.empty() : tensor<4x8xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_22 : tensor<4xi64>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %452 = arith.index_cast %in : i64 to index
      %453 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%452, %453] : tensor<4x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<2x4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %5 = tensor.empty() : tensor<2x4x1xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<2x4x8xf32>) outs(%6 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x4x1xf32>) outs(%5 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.divf %in, %cst_17 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<2x4x8xf32>) outs(%6 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x4x1xf32>) outs(%5 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.divf %in, %cst_17 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x4x1xf32>) outs(%5 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_16 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<2x4x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x4x1xf32>) outs(%5 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.rsqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %14 : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %arg2 : tensor<2x4x8xf32>, tensor<8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %arg3 : tensor<2x4x8xf32>, tensor<8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %18 = tensor.empty() : tensor<8x24xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<24x8xf32>) outs(%18 : tensor<8x24xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %17 [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<8x24xf32>) -> tensor<8x24xf32>
    %20 = linalg.matmul ins(%collapsed, %transposed : tensor<8x8xf32>, tensor<8x24xf32>) outs(%19 : tensor<8x24xf32>) -> tensor<8x24xf32>
    %21 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<24xf32>) outs(%18 : tensor<8x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x24xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%20, %21 : tensor<8x24xf32>, tensor<8x24xf32>) outs(%18 : tensor<8x24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x24xf32>
    %expanded = tensor.expand_shape %22 [[0, 1], [2]] output_shape [2, 4, 24] : tensor<8x24xf32> into tensor<2x4x24xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 4, 8] [1, 1, 1] : tensor<2x4x24xf32> to tensor<2x4x8xf32>
    %extracted_slice_23 = tensor.extract_slice %expanded[0, 0, 8] [2, 4, 8] [1, 1, 1] : tensor<2x4x24xf32> to tensor<2x4x8xf32>
    %extracted_slice_24 = tensor.extract_slice %expanded[0, 0, 16] [2, 4, 8] [1, 1, 1] : tensor<2x4x24xf32> to tensor<2x4x8xf32>
    %expanded_25 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 4, 2, 4] : tensor<2x4x8xf32> into tensor<2x4x2x4xf32>
    %23 = tensor.empty() : tensor<2x2x4x4xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x4x2x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_27 = tensor.expand_shape %extracted_slice_23 [[0], [1], [2, 3]] output_shape [2, 4, 2, 4] : tensor<2x4x8xf32> into tensor<2x4x2x4xf32>
    %expanded_28 = tensor.expand_shape %extracted_slice_24 [[0], [1], [2, 3]] output_shape [2, 4, 2, 4] : tensor<2x4x8xf32> into tensor<2x4x2x4xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<2x4x2x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_30 = linalg.transpose ins(%expanded_27 : tensor<2x4x2x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_31 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<2x2x4x4xf32> into tensor<4x4x4xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2], [3]] : tensor<2x2x4x4xf32> into tensor<4x4x4xf32>
    %24 = tensor.empty() : tensor<4x4x4xf32>
    %25 = linalg.fill ins(%cst : f32) outs(%24 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %26 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<4x4x4xf32>, tensor<4x4x4xf32>) outs(%25 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %expanded_33 = tensor.expand_shape %26 [[0, 1], [2], [3]] output_shape [2, 2, 4, 4] : tensor<4x4x4xf32> into tensor<2x2x4x4xf32>
    %27 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x2x4x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.mulf %in, %cst_18 : f32
      linalg.yield %452 : f32
    } -> tensor<2x2x4x4xf32>
    %28 = tensor.empty() : tensor<1x1x4x4xi1>
    %29 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_15 : tensor<1x1x4x4xf32>) outs(%28 : tensor<1x1x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %452 = arith.cmpf oeq, %in, %cst : f32
      linalg.yield %452 : i1
    } -> tensor<1x1x4x4xi1>
    %30 = linalg.generic {indexing_maps = [#map9, #map10, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %cst_3, %27 : tensor<1x1x4x4xi1>, tensor<f32>, tensor<2x2x4x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: i1, %in_98: f32, %in_99: f32, %out: f32):
      %452 = arith.select %in, %in_98, %in_99 : f32
      linalg.yield %452 : f32
    } -> tensor<2x2x4x4xf32>
    %31 = tensor.empty() : tensor<2x2x4xi64>
    %32 = linalg.fill ins(%c0_i64 : i64) outs(%31 : tensor<2x2x4xi64>) -> tensor<2x2x4xi64>
    %33 = tensor.empty() : tensor<2x2x4xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
    %35:2 = linalg.generic {indexing_maps = [#map8, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%30 : tensor<2x2x4x4xf32>) outs(%34, %32 : tensor<2x2x4xf32>, tensor<2x2x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_98: i64):
      %452 = linalg.index 3 : index
      %453 = arith.index_cast %452 : index to i64
      %454 = arith.maximumf %in, %out : f32
      %455 = arith.cmpf ogt, %in, %out : f32
      %456 = arith.select %455, %453, %out_98 : i64
      linalg.yield %454, %456 : f32, i64
    } -> (tensor<2x2x4xf32>, tensor<2x2x4xi64>)
    %expanded_34 = tensor.expand_shape %35#0 [[0], [1], [2, 3]] output_shape [2, 2, 4, 1] : tensor<2x2x4xf32> into tensor<2x2x4x1xf32>
    %36 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_34 : tensor<2x2x4x4xf32>, tensor<2x2x4x1xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x2x4x4xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x2x4x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.exp %in : f32
      linalg.yield %452 : f32
    } -> tensor<2x2x4x4xf32>
    %38 = tensor.empty() : tensor<2x2x4x1xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<2x2x4x1xf32>) -> tensor<2x2x4x1xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%37 : tensor<2x2x4x4xf32>) outs(%39 : tensor<2x2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<2x2x4x1xf32>
    %41 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %40 : tensor<2x2x4x4xf32>, tensor<2x2x4x1xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x2x4x4xf32>
    %collapsed_35 = tensor.collapse_shape %41 [[0, 1], [2], [3]] : tensor<2x2x4x4xf32> into tensor<4x4x4xf32>
    %collapsed_36 = tensor.collapse_shape %transposed_29 [[0, 1], [2], [3]] : tensor<2x2x4x4xf32> into tensor<4x4x4xf32>
    %42 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<4x4x4xf32>, tensor<4x4x4xf32>) outs(%25 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %expanded_37 = tensor.expand_shape %42 [[0, 1], [2], [3]] output_shape [2, 2, 4, 4] : tensor<4x4x4xf32> into tensor<2x2x4x4xf32>
    %43 = tensor.empty() : tensor<2x4x2x4xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x2x4x4xf32>) outs(%43 : tensor<2x4x2x4xf32>) permutation = [0, 2, 1, 3] 
    %44 = tensor.empty() : tensor<8x8xf32>
    %transposed_39 = linalg.transpose ins(%arg6 : tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2, 3]] : tensor<2x4x2x4xf32> into tensor<8x8xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %46 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%46, %47 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x8xf32>
    %expanded_41 = tensor.expand_shape %48 [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %expanded_41 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%49 : tensor<2x4x8xf32>) outs(%6 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<2x4x1xf32>) outs(%5 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.divf %in, %cst_17 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %51 : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %52 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%53 : tensor<2x4x8xf32>) outs(%6 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<2x4x1xf32>) outs(%5 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.divf %in, %cst_17 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x4x1xf32>) outs(%5 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_16 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<2x4x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x4x1xf32>) outs(%5 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.rsqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %57 : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %arg8 : tensor<2x4x8xf32>, tensor<8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %arg9 : tensor<2x4x8xf32>, tensor<8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %61 = tensor.empty() : tensor<8x32xf32>
    %transposed_42 = linalg.transpose ins(%arg10 : tensor<32x8xf32>) outs(%61 : tensor<8x32xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %60 [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %63 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<8x8xf32>, tensor<8x32xf32>) outs(%62 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%63, %64 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x32xf32>
    %expanded_44 = tensor.expand_shape %65 [[0, 1], [2]] output_shape [2, 4, 32] : tensor<8x32xf32> into tensor<2x4x32xf32>
    %66 = tensor.empty() : tensor<2x4x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %expanded_44 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %expanded_44 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_14 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<2x4x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %69 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_13 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<2x4x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.mulf %in, %cst_18 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.tanh %in : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %cst_19 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %74 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %76 = tensor.empty() : tensor<32x8xf32>
    %transposed_45 = linalg.transpose ins(%arg12 : tensor<8x32xf32>) outs(%76 : tensor<32x8xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %75 [[0, 1], [2]] : tensor<2x4x32xf32> into tensor<8x32xf32>
    %77 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<8x32xf32>, tensor<32x8xf32>) outs(%45 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %78 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%77, %78 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x8xf32>
    %expanded_47 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %expanded_47 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %81 = tensor.empty() : tensor<8x11xf32>
    %transposed_48 = linalg.transpose ins(%arg14 : tensor<11x8xf32>) outs(%81 : tensor<8x11xf32>) permutation = [1, 0] 
    %collapsed_49 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
    %82 = linalg.fill ins(%cst : f32) outs(%81 : tensor<8x11xf32>) -> tensor<8x11xf32>
    %83 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<8x8xf32>, tensor<8x11xf32>) outs(%82 : tensor<8x11xf32>) -> tensor<8x11xf32>
    %84 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<11xf32>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x11xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%83, %84 : tensor<8x11xf32>, tensor<8x11xf32>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x11xf32>
    %collapsed_50 = tensor.collapse_shape %arg49 [[0, 1]] : tensor<2x4xi64> into tensor<8xi64>
    %86 = tensor.empty() : tensor<8xi64>
    %87 = linalg.fill ins(%c0_i64 : i64) outs(%86 : tensor<8xi64>) -> tensor<8xi64>
    %88 = tensor.empty() : tensor<8xf32>
    %89 = linalg.fill ins(%cst_0 : f32) outs(%88 : tensor<8xf32>) -> tensor<8xf32>
    %90:2 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%85 : tensor<8x11xf32>) outs(%89, %87 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_98: i64):
      %452 = linalg.index 1 : index
      %453 = arith.index_cast %452 : index to i64
      %454 = arith.maximumf %in, %out : f32
      %455 = arith.cmpf ogt, %in, %out : f32
      %456 = arith.select %455, %453, %out_98 : i64
      linalg.yield %454, %456 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_51 = tensor.expand_shape %90#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%85, %expanded_51 : tensor<8x11xf32>, tensor<8x1xf32>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x11xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%91 : tensor<8x11xf32>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.exp %in : f32
      linalg.yield %452 : f32
    } -> tensor<8x11xf32>
    %93 = tensor.empty() : tensor<8x1xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %95 = linalg.generic {indexing_maps = [#map3, #map13], iterator_types = ["parallel", "reduction"]} ins(%92 : tensor<8x11xf32>) outs(%94 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<8x1xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%95 : tensor<8x1xf32>) outs(%93 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.log %in : f32
      linalg.yield %452 : f32
    } -> tensor<8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%91, %96 : tensor<8x11xf32>, tensor<8x1xf32>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x11xf32>
    %98 = tensor.empty() : tensor<8xi1>
    %99 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_50 : tensor<8xi64>) outs(%98 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %452 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %452 : i1
    } -> tensor<8xi1>
    %100 = linalg.generic {indexing_maps = [#map14, #map14, #map15, #map14], iterator_types = ["parallel"]} ins(%99, %collapsed_50, %cst_20 : tensor<8xi1>, tensor<8xi64>, tensor<i64>) outs(%86 : tensor<8xi64>) {
    ^bb0(%in: i1, %in_98: i64, %in_99: i64, %out: i64):
      %452 = arith.select %in, %in_98, %in_99 : i64
      linalg.yield %452 : i64
    } -> tensor<8xi64>
    %expanded_52 = tensor.expand_shape %100 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_52 : tensor<8x1xi64>) outs(%94 : tensor<8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %452 = linalg.index 0 : index
      %453 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %97[%452, %453] : tensor<8x11xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1xf32>
    %collapsed_53 = tensor.collapse_shape %101 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %102 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_53 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.negf %in : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %103 = linalg.generic {indexing_maps = [#map14, #map14, #map15, #map14], iterator_types = ["parallel"]} ins(%99, %102, %cst_2 : tensor<8xi1>, tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_98: f32, %in_99: f32, %out: f32):
      %452 = arith.select %in, %in_98, %in_99 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %104 = tensor.empty() : tensor<i64>
    %105 = linalg.fill ins(%c0_i64 : i64) outs(%104 : tensor<i64>) -> tensor<i64>
    %106 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["reduction"]} ins(%99 : tensor<8xi1>) outs(%105 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %452 = arith.extui %in : i1 to i64
      %453 = arith.addi %452, %out : i64
      linalg.yield %453 : i64
    } -> tensor<i64>
    %107 = tensor.empty() : tensor<f32>
    %108 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%106 : tensor<i64>) outs(%107 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %452 = arith.sitofp %in : i64 to f32
      linalg.yield %452 : f32
    } -> tensor<f32>
    %109 = linalg.fill ins(%cst : f32) outs(%107 : tensor<f32>) -> tensor<f32>
    %110 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["reduction"]} ins(%103 : tensor<8xf32>) outs(%109 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<f32>
    %111 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%110, %108 : tensor<f32>, tensor<f32>) outs(%107 : tensor<f32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<f32>
    %expanded_54 = tensor.expand_shape %collapsed_50 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %112 = tensor.empty() : tensor<11xi64>
    %113 = linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel"]} outs(%112 : tensor<11xi64>) {
    ^bb0(%out: i64):
      %452 = linalg.index 0 : index
      %453 = arith.index_cast %452 : index to i64
      linalg.yield %453 : i64
    } -> tensor<11xi64>
    %114 = tensor.empty() : tensor<8x11xi1>
    %115 = linalg.generic {indexing_maps = [#map13, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_54, %113 : tensor<8x1xi64>, tensor<11xi64>) outs(%114 : tensor<8x11xi1>) {
    ^bb0(%in: i64, %in_98: i64, %out: i1):
      %452 = arith.cmpi eq, %in, %in_98 : i64
      linalg.yield %452 : i1
    } -> tensor<8x11xi1>
    %116 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%115 : tensor<8x11xi1>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: i1, %out: f32):
      %452 = arith.uitofp %in : i1 to f32
      linalg.yield %452 : f32
    } -> tensor<8x11xf32>
    %117 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%99 : tensor<8xi1>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %452 = arith.uitofp %in : i1 to f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %expanded_55 = tensor.expand_shape %117 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%116 : tensor<8x11xf32>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.negf %in : f32
      linalg.yield %452 : f32
    } -> tensor<8x11xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%118, %expanded_55 : tensor<8x11xf32>, tensor<8x1xf32>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x11xf32>
    %120 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_1, %108 : tensor<f32>, tensor<f32>) outs(%107 : tensor<f32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<f32>
    %121 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%119, %120 : tensor<8x11xf32>, tensor<f32>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x11xf32>
    %122 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%97 : tensor<8x11xf32>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.exp %in : f32
      linalg.yield %452 : f32
    } -> tensor<8x11xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map13], iterator_types = ["parallel", "reduction"]} ins(%121 : tensor<8x11xf32>) outs(%94 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%122, %123 : tensor<8x11xf32>, tensor<8x1xf32>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x11xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%121, %124 : tensor<8x11xf32>, tensor<8x11xf32>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x11xf32>
    %126 = linalg.matmul ins(%125, %arg14 : tensor<8x11xf32>, tensor<11x8xf32>) outs(%45 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %127 = tensor.empty() : tensor<11x8xf32>
    %transposed_56 = linalg.transpose ins(%125 : tensor<8x11xf32>) outs(%127 : tensor<11x8xf32>) permutation = [1, 0] 
    %128 = linalg.fill ins(%cst : f32) outs(%127 : tensor<11x8xf32>) -> tensor<11x8xf32>
    %129 = linalg.matmul {zero.grad_of = 14 : i64} ins(%transposed_56, %collapsed_49 : tensor<11x8xf32>, tensor<8x8xf32>) outs(%128 : tensor<11x8xf32>) -> tensor<11x8xf32>
    %130 = tensor.empty() : tensor<1x11xf32>
    %131 = linalg.fill ins(%cst : f32) outs(%130 : tensor<1x11xf32>) -> tensor<1x11xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction", "parallel"]} ins(%125 : tensor<8x11xf32>) outs(%131 : tensor<1x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<1x11xf32>
    %collapsed_57 = tensor.collapse_shape %132 [[0, 1]] {zero.grad_of = 15 : i64} : tensor<1x11xf32> into tensor<11xf32>
    %expanded_58 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
    %133 = linalg.matmul ins(%126, %arg12 : tensor<8x8xf32>, tensor<8x32xf32>) outs(%62 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %transposed_59 = linalg.transpose ins(%126 : tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) permutation = [1, 0] 
    %134 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_59, %collapsed_46 : tensor<8x8xf32>, tensor<8x32xf32>) outs(%62 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %135 = tensor.empty() : tensor<1x8xf32>
    %136 = linalg.fill ins(%cst : f32) outs(%135 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction", "parallel"]} ins(%126 : tensor<8x8xf32>) outs(%136 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<1x8xf32>
    %collapsed_60 = tensor.collapse_shape %137 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x8xf32> into tensor<8xf32>
    %expanded_61 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [2, 4, 32] : tensor<8x32xf32> into tensor<2x4x32xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.mulf %in, %cst_18 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %73 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %140 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %139 : tensor<i64>, tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: i64, %in_98: f32, %out: f32):
      %452 = arith.sitofp %in : i64 to f32
      %453 = arith.subf %452, %in_98 : f32
      linalg.yield %453 : f32
    } -> tensor<2x4x32xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_12 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<2x4x32xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %cst_19 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_13 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<2x4x32xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %140 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %143 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %145 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %146 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%66 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x32xf32>
    %collapsed_62 = tensor.collapse_shape %147 [[0, 1], [2]] : tensor<2x4x32xf32> into tensor<8x32xf32>
    %148 = linalg.matmul ins(%collapsed_62, %arg10 : tensor<8x32xf32>, tensor<32x8xf32>) outs(%45 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %transposed_63 = linalg.transpose ins(%collapsed_62 : tensor<8x32xf32>) outs(%76 : tensor<32x8xf32>) permutation = [1, 0] 
    %149 = linalg.fill ins(%cst : f32) outs(%76 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %150 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_63, %collapsed_43 : tensor<32x8xf32>, tensor<8x8xf32>) outs(%149 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %151 = tensor.empty() : tensor<1x32xf32>
    %152 = linalg.fill ins(%cst : f32) outs(%151 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %153 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_62 : tensor<8x32xf32>) outs(%152 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<1x32xf32>
    %collapsed_64 = tensor.collapse_shape %153 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x32xf32> into tensor<32xf32>
    %expanded_65 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %arg8 : tensor<2x4x8xf32>, tensor<8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.mulf %in, %cst_17 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<2x4x8xf32>) outs(%6 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %58 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<2x4x8xf32>) outs(%6 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %158 : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %156 : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %159 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x4x1xf32>) outs(%5 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.divf %in, %cst_17 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %163 = linalg.generic {indexing_maps = [#map5, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %161 : tensor<2x4x1xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %58 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %165 = linalg.fill ins(%cst : f32) outs(%88 : tensor<8xf32>) -> tensor<8xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%164 : tensor<2x4x8xf32>) outs(%165 : tensor<8xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_65 : tensor<2x4x8xf32>) outs(%165 : tensor<8xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %163 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %collapsed_66 = tensor.collapse_shape %168 [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
    %169 = linalg.matmul ins(%collapsed_66, %arg6 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %transposed_67 = linalg.transpose ins(%collapsed_66 : tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) permutation = [1, 0] 
    %170 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_67, %collapsed_40 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_66 : tensor<8x8xf32>) outs(%136 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<1x8xf32>
    %collapsed_68 = tensor.collapse_shape %171 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x8xf32> into tensor<8xf32>
    %expanded_69 = tensor.expand_shape %169 [[0, 1], [2, 3]] output_shape [2, 4, 2, 4] : tensor<8x8xf32> into tensor<2x4x2x4xf32>
    %transposed_70 = linalg.transpose ins(%expanded_69 : tensor<2x4x2x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_71 = tensor.collapse_shape %transposed_70 [[0, 1], [2], [3]] : tensor<2x2x4x4xf32> into tensor<4x4x4xf32>
    %transposed_72 = linalg.transpose ins(%collapsed_35 : tensor<4x4x4xf32>) outs(%24 : tensor<4x4x4xf32>) permutation = [0, 2, 1] 
    %172 = linalg.batch_matmul ins(%transposed_72, %collapsed_71 : tensor<4x4x4xf32>, tensor<4x4x4xf32>) outs(%25 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %transposed_73 = linalg.transpose ins(%collapsed_36 : tensor<4x4x4xf32>) outs(%24 : tensor<4x4x4xf32>) permutation = [0, 2, 1] 
    %173 = linalg.batch_matmul ins(%collapsed_71, %transposed_73 : tensor<4x4x4xf32>, tensor<4x4x4xf32>) outs(%25 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %expanded_74 = tensor.expand_shape %172 [[0, 1], [2], [3]] output_shape [2, 2, 4, 4] : tensor<4x4x4xf32> into tensor<2x2x4x4xf32>
    %expanded_75 = tensor.expand_shape %173 [[0, 1], [2], [3]] output_shape [2, 2, 4, 4] : tensor<4x4x4xf32> into tensor<2x2x4x4xf32>
    %174 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75, %41 : tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x2x4x4xf32>
    %175 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%174 : tensor<2x2x4x4xf32>) outs(%39 : tensor<2x2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<2x2x4x1xf32>
    %176 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %175 : tensor<2x2x4x4xf32>, tensor<2x2x4x1xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x2x4x4xf32>
    %177 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %176 : tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x2x4x4xf32>
    %178 = linalg.generic {indexing_maps = [#map9, #map10, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %cst_2, %177 : tensor<1x1x4x4xi1>, tensor<f32>, tensor<2x2x4x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: i1, %in_98: f32, %in_99: f32, %out: f32):
      %452 = arith.select %in, %in_98, %in_99 : f32
      linalg.yield %452 : f32
    } -> tensor<2x2x4x4xf32>
    %179 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<2x2x4x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.mulf %in, %cst_18 : f32
      linalg.yield %452 : f32
    } -> tensor<2x2x4x4xf32>
    %collapsed_76 = tensor.collapse_shape %179 [[0, 1], [2], [3]] : tensor<2x2x4x4xf32> into tensor<4x4x4xf32>
    %transposed_77 = linalg.transpose ins(%collapsed_31 : tensor<4x4x4xf32>) outs(%24 : tensor<4x4x4xf32>) permutation = [0, 2, 1] 
    %180 = linalg.batch_matmul ins(%transposed_77, %collapsed_76 : tensor<4x4x4xf32>, tensor<4x4x4xf32>) outs(%25 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %transposed_78 = linalg.transpose ins(%collapsed_32 : tensor<4x4x4xf32>) outs(%24 : tensor<4x4x4xf32>) permutation = [0, 2, 1] 
    %181 = linalg.batch_matmul ins(%collapsed_76, %transposed_78 : tensor<4x4x4xf32>, tensor<4x4x4xf32>) outs(%25 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %expanded_79 = tensor.expand_shape %180 [[0, 1], [2], [3]] output_shape [2, 2, 4, 4] : tensor<4x4x4xf32> into tensor<2x2x4x4xf32>
    %expanded_80 = tensor.expand_shape %181 [[0, 1], [2], [3]] output_shape [2, 2, 4, 4] : tensor<4x4x4xf32> into tensor<2x2x4x4xf32>
    %transposed_81 = linalg.transpose ins(%expanded_74 : tensor<2x2x4x4xf32>) outs(%43 : tensor<2x4x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_82 = tensor.collapse_shape %transposed_81 [[0], [1], [2, 3]] : tensor<2x4x2x4xf32> into tensor<2x4x8xf32>
    %transposed_83 = linalg.transpose ins(%expanded_79 : tensor<2x2x4x4xf32>) outs(%43 : tensor<2x4x2x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_84 = tensor.collapse_shape %transposed_83 [[0], [1], [2, 3]] : tensor<2x4x2x4xf32> into tensor<2x4x8xf32>
    %transposed_85 = linalg.transpose ins(%expanded_80 : tensor<2x2x4x4xf32>) outs(%43 : tensor<2x4x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_86 = tensor.collapse_shape %transposed_85 [[0], [1], [2, 3]] : tensor<2x4x2x4xf32> into tensor<2x4x8xf32>
    %concat = tensor.concat dim(2) %collapsed_86, %collapsed_84, %collapsed_82 : (tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x24xf32>
    %collapsed_87 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x4x24xf32> into tensor<8x24xf32>
    %182 = linalg.matmul ins(%collapsed_87, %arg4 : tensor<8x24xf32>, tensor<24x8xf32>) outs(%45 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %183 = tensor.empty() : tensor<24x8xf32>
    %transposed_88 = linalg.transpose ins(%collapsed_87 : tensor<8x24xf32>) outs(%183 : tensor<24x8xf32>) permutation = [1, 0] 
    %184 = linalg.fill ins(%cst : f32) outs(%183 : tensor<24x8xf32>) -> tensor<24x8xf32>
    %185 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_88, %collapsed : tensor<24x8xf32>, tensor<8x8xf32>) outs(%184 : tensor<24x8xf32>) -> tensor<24x8xf32>
    %186 = tensor.empty() : tensor<1x24xf32>
    %187 = linalg.fill ins(%cst : f32) outs(%186 : tensor<1x24xf32>) -> tensor<1x24xf32>
    %188 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_87 : tensor<8x24xf32>) outs(%187 : tensor<1x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<1x24xf32>
    %collapsed_89 = tensor.collapse_shape %188 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x24xf32> into tensor<24xf32>
    %expanded_90 = tensor.expand_shape %182 [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %arg2 : tensor<2x4x8xf32>, tensor<8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.mulf %in, %cst_17 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%189 : tensor<2x4x8xf32>) outs(%6 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %15 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%192 : tensor<2x4x8xf32>) outs(%6 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %193 : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %191 : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x4x1xf32>) outs(%5 : tensor<2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.divf %in, %cst_17 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x1xf32>
    %198 = linalg.generic {indexing_maps = [#map5, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %196 : tensor<2x4x1xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %15 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%199 : tensor<2x4x8xf32>) outs(%165 : tensor<8xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_90 : tensor<2x4x8xf32>) outs(%165 : tensor<8xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %198 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%0 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<2x4x8xf32>
    %203 = tensor.empty() : tensor<1x4x8xf32>
    %204 = linalg.fill ins(%cst : f32) outs(%203 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "parallel", "parallel"]} ins(%202 : tensor<2x4x8xf32>) outs(%204 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.addf %in, %out : f32
      linalg.yield %452 : f32
    } -> tensor<1x4x8xf32>
    %collapsed_91 = tensor.collapse_shape %205 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
    %expanded_92 = tensor.expand_shape %cst_22 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %206 = tensor.empty() : tensor<4xi64>
    %207 = linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel"]} outs(%206 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %452 = linalg.index 0 : index
      %453 = arith.index_cast %452 : index to i64
      linalg.yield %453 : i64
    } -> tensor<4xi64>
    %208 = tensor.empty() : tensor<4x4xi1>
    %209 = linalg.generic {indexing_maps = [#map13, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_92, %207 : tensor<4x1xi64>, tensor<4xi64>) outs(%208 : tensor<4x4xi1>) {
    ^bb0(%in: i64, %in_98: i64, %out: i1):
      %452 = arith.cmpi eq, %in, %in_98 : i64
      linalg.yield %452 : i1
    } -> tensor<4x4xi1>
    %210 = tensor.empty() : tensor<4x4xf32>
    %211 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%209 : tensor<4x4xi1>) outs(%210 : tensor<4x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %452 = arith.uitofp %in : i1 to f32
      linalg.yield %452 : f32
    } -> tensor<4x4xf32>
    %transposed_93 = linalg.transpose ins(%211 : tensor<4x4xf32>) outs(%210 : tensor<4x4xf32>) permutation = [1, 0] 
    %212 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %213 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_93, %collapsed_91 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%212 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %collapsed_94 = tensor.collapse_shape %arg48 [[0, 1]] : tensor<2x4xi64> into tensor<8xi64>
    %expanded_95 = tensor.expand_shape %collapsed_94 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %214 = linalg.generic {indexing_maps = [#map13, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_95, %113 : tensor<8x1xi64>, tensor<11xi64>) outs(%114 : tensor<8x11xi1>) {
    ^bb0(%in: i64, %in_98: i64, %out: i1):
      %452 = arith.cmpi eq, %in, %in_98 : i64
      linalg.yield %452 : i1
    } -> tensor<8x11xi1>
    %215 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%214 : tensor<8x11xi1>) outs(%81 : tensor<8x11xf32>) {
    ^bb0(%in: i1, %out: f32):
      %452 = arith.uitofp %in : i1 to f32
      linalg.yield %452 : f32
    } -> tensor<8x11xf32>
    %collapsed_96 = tensor.collapse_shape %202 [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
    %transposed_97 = linalg.transpose ins(%215 : tensor<8x11xf32>) outs(%127 : tensor<11x8xf32>) permutation = [1, 0] 
    %216 = linalg.matmul {zero.grad_of = 0 : i64} ins(%transposed_97, %collapsed_96 : tensor<11x8xf32>, tensor<8x8xf32>) outs(%128 : tensor<11x8xf32>) -> tensor<11x8xf32>
    %217 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg50 : tensor<f32>) outs(%107 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_11 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<f32>
    %218 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_21, %217 : tensor<i64>, tensor<f32>) outs(%107 : tensor<f32>) {
    ^bb0(%in: i64, %in_98: f32, %out: f32):
      %452 = arith.sitofp %in : i64 to f32
      %453 = arith.subf %452, %in_98 : f32
      linalg.yield %453 : f32
    } -> tensor<f32>
    %219 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg0, %218 : tensor<11x8xf32>, tensor<f32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %220 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11x8xf32>
    %221 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%216 : tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11x8xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%220, %221 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %223 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11x8xf32>
    %224 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%216 : tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11x8xf32>
    %225 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%224, %216 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %226 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%223, %225 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %227 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_6, %arg51 : tensor<f32>, tensor<f32>) outs(%107 : tensor<f32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = math.powf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<f32>
    %228 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_21, %227 : tensor<i64>, tensor<f32>) outs(%107 : tensor<f32>) {
    ^bb0(%in: i64, %in_98: f32, %out: f32):
      %452 = arith.sitofp %in : i64 to f32
      %453 = arith.subf %452, %in_98 : f32
      linalg.yield %453 : f32
    } -> tensor<f32>
    %229 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_5, %arg51 : tensor<f32>, tensor<f32>) outs(%107 : tensor<f32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = math.powf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<f32>
    %230 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_21, %229 : tensor<i64>, tensor<f32>) outs(%107 : tensor<f32>) {
    ^bb0(%in: i64, %in_98: f32, %out: f32):
      %452 = arith.sitofp %in : i64 to f32
      %453 = arith.subf %452, %in_98 : f32
      linalg.yield %453 : f32
    } -> tensor<f32>
    %231 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%226 : tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %232 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%230 : tensor<f32>) outs(%107 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<f32>
    %233 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%231, %232 : tensor<11x8xf32>, tensor<f32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %234 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%233 : tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11x8xf32>
    %235 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%arg50, %228 : tensor<f32>, tensor<f32>) outs(%107 : tensor<f32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<f32>
    %236 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%222, %234 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %237 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%235, %236 : tensor<f32>, tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %238 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%219, %237 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %239 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1, %218 : tensor<4x8xf32>, tensor<f32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<4x8xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<4x8xf32>
    %241 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<4x8xf32>
    %242 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%240, %241 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<4x8xf32>
    %243 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<4x8xf32>
    %244 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<4x8xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%244, %213 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<4x8xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%243, %245 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<4x8xf32>
    %247 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%246 : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<4x8xf32>
    %248 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%247, %232 : tensor<4x8xf32>, tensor<f32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<4x8xf32>
    %249 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%248 : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<4x8xf32>
    %250 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%242, %249 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<4x8xf32>
    %251 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%235, %250 : tensor<f32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<4x8xf32>
    %252 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%239, %251 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<4x8xf32>
    %253 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg2, %218 : tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %254 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg20 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %255 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%200 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %256 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%254, %255 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %257 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg21 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %258 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%200 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %259 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%258, %200 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %260 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%257, %259 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %261 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%260 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %262 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%261, %232 : tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %263 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%262 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %264 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%256, %263 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %265 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%235, %264 : tensor<f32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %266 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%253, %265 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %267 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg3, %218 : tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %268 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg22 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %269 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%201 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %270 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%268, %269 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %271 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg23 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %272 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%201 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %273 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%272, %201 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %274 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%271, %273 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %275 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%274 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %276 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%275, %232 : tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %277 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%276 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %278 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%270, %277 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %279 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%235, %278 : tensor<f32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %280 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%267, %279 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg4, %218 : tensor<24x8xf32>, tensor<f32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24x8xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<24x8xf32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<24x8xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%185 : tensor<24x8xf32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<24x8xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%282, %283 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24x8xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<24x8xf32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<24x8xf32>
    %286 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%185 : tensor<24x8xf32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<24x8xf32>
    %287 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%286, %185 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24x8xf32>
    %288 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%285, %287 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24x8xf32>
    %289 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%288 : tensor<24x8xf32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<24x8xf32>
    %290 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%289, %232 : tensor<24x8xf32>, tensor<f32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24x8xf32>
    %291 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%290 : tensor<24x8xf32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<24x8xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%284, %291 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24x8xf32>
    %293 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%235, %292 : tensor<f32>, tensor<24x8xf32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24x8xf32>
    %294 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%281, %293 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%183 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24x8xf32>
    %295 = tensor.empty() : tensor<24xf32>
    %296 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg5, %218 : tensor<24xf32>, tensor<f32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24xf32>
    %297 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg26 : tensor<24xf32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<24xf32>
    %298 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_89 : tensor<24xf32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<24xf32>
    %299 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%297, %298 : tensor<24xf32>, tensor<24xf32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24xf32>
    %300 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg27 : tensor<24xf32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<24xf32>
    %301 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_89 : tensor<24xf32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<24xf32>
    %302 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%301, %collapsed_89 : tensor<24xf32>, tensor<24xf32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24xf32>
    %303 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%300, %302 : tensor<24xf32>, tensor<24xf32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24xf32>
    %304 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%303 : tensor<24xf32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<24xf32>
    %305 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%304, %232 : tensor<24xf32>, tensor<f32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24xf32>
    %306 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%305 : tensor<24xf32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<24xf32>
    %307 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%299, %306 : tensor<24xf32>, tensor<24xf32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24xf32>
    %308 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%235, %307 : tensor<f32>, tensor<24xf32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24xf32>
    %309 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%296, %308 : tensor<24xf32>, tensor<24xf32>) outs(%295 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<24xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg6, %218 : tensor<8x8xf32>, tensor<f32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x8xf32>
    %311 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8x8xf32>
    %312 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%170 : tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8x8xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%311, %312 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x8xf32>
    %314 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8x8xf32>
    %315 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%170 : tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8x8xf32>
    %316 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%315, %170 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x8xf32>
    %317 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%314, %316 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x8xf32>
    %318 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%317 : tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<8x8xf32>
    %319 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%318, %232 : tensor<8x8xf32>, tensor<f32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x8xf32>
    %320 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%319 : tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8x8xf32>
    %321 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%313, %320 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x8xf32>
    %322 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%235, %321 : tensor<f32>, tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x8xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%310, %322 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%44 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x8xf32>
    %324 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg7, %218 : tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %325 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg30 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %326 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_68 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %327 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%325, %326 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %328 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg31 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %329 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_68 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %330 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%329, %collapsed_68 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %331 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%328, %330 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %332 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%331 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %333 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%332, %232 : tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %334 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%333 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %335 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%327, %334 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %336 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%235, %335 : tensor<f32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %337 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%324, %336 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %338 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg8, %218 : tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %339 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg32 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %340 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%166 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %341 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%339, %340 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %342 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg33 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %343 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%166 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %344 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%343, %166 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %345 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%342, %344 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %346 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%345 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %347 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%346, %232 : tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %348 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%347 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %349 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%341, %348 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %350 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%235, %349 : tensor<f32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %351 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%338, %350 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %352 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg9, %218 : tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %353 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg34 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %354 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%167 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %355 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%353, %354 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %356 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg35 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %357 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%167 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %358 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%357, %167 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %359 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%356, %358 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %360 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%359 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %361 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%360, %232 : tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %362 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%361 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %363 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%355, %362 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %364 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%235, %363 : tensor<f32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %365 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%352, %364 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %366 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg10, %218 : tensor<32x8xf32>, tensor<f32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32x8xf32>
    %367 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<32x8xf32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<32x8xf32>
    %368 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<32x8xf32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<32x8xf32>
    %369 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%367, %368 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32x8xf32>
    %370 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<32x8xf32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<32x8xf32>
    %371 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<32x8xf32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<32x8xf32>
    %372 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%371, %150 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32x8xf32>
    %373 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%370, %372 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32x8xf32>
    %374 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%373 : tensor<32x8xf32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<32x8xf32>
    %375 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%374, %232 : tensor<32x8xf32>, tensor<f32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32x8xf32>
    %376 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%375 : tensor<32x8xf32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<32x8xf32>
    %377 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%369, %376 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32x8xf32>
    %378 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%235, %377 : tensor<f32>, tensor<32x8xf32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32x8xf32>
    %379 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%366, %378 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%76 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32x8xf32>
    %380 = tensor.empty() : tensor<32xf32>
    %381 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg11, %218 : tensor<32xf32>, tensor<f32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32xf32>
    %382 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg38 : tensor<32xf32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<32xf32>
    %383 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_64 : tensor<32xf32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<32xf32>
    %384 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%382, %383 : tensor<32xf32>, tensor<32xf32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32xf32>
    %385 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg39 : tensor<32xf32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<32xf32>
    %386 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_64 : tensor<32xf32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<32xf32>
    %387 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%386, %collapsed_64 : tensor<32xf32>, tensor<32xf32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32xf32>
    %388 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%385, %387 : tensor<32xf32>, tensor<32xf32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32xf32>
    %389 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%388 : tensor<32xf32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<32xf32>
    %390 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%389, %232 : tensor<32xf32>, tensor<f32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32xf32>
    %391 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%390 : tensor<32xf32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<32xf32>
    %392 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%384, %391 : tensor<32xf32>, tensor<32xf32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32xf32>
    %393 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%235, %392 : tensor<f32>, tensor<32xf32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32xf32>
    %394 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%381, %393 : tensor<32xf32>, tensor<32xf32>) outs(%380 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<32xf32>
    %395 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg12, %218 : tensor<8x32xf32>, tensor<f32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x32xf32>
    %396 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8x32xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8x32xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%396, %397 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x32xf32>
    %399 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8x32xf32>
    %400 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8x32xf32>
    %401 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%400, %134 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x32xf32>
    %402 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%399, %401 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x32xf32>
    %403 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%402 : tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<8x32xf32>
    %404 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%403, %232 : tensor<8x32xf32>, tensor<f32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x32xf32>
    %405 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%404 : tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8x32xf32>
    %406 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%398, %405 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x32xf32>
    %407 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%235, %406 : tensor<f32>, tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x32xf32>
    %408 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%395, %407 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%61 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8x32xf32>
    %409 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg13, %218 : tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %410 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg42 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %411 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_60 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %412 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%410, %411 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %413 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg43 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %414 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_60 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %415 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%414, %collapsed_60 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %416 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%413, %415 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %417 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%416 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %418 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%417, %232 : tensor<8xf32>, tensor<f32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %419 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%418 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<8xf32>
    %420 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%412, %419 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %421 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%235, %420 : tensor<f32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %422 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%409, %421 : tensor<8xf32>, tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<8xf32>
    %423 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg14, %218 : tensor<11x8xf32>, tensor<f32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %424 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11x8xf32>
    %425 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%129 : tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11x8xf32>
    %426 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%424, %425 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %427 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg45 : tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11x8xf32>
    %428 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%129 : tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11x8xf32>
    %429 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%428, %129 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%427, %429 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %431 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%430 : tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %432 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%431, %232 : tensor<11x8xf32>, tensor<f32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %433 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%432 : tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11x8xf32>
    %434 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%426, %433 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %435 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%235, %434 : tensor<f32>, tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %436 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%423, %435 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%127 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11x8xf32>
    %437 = tensor.empty() : tensor<11xf32>
    %438 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg15, %218 : tensor<11xf32>, tensor<f32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11xf32>
    %439 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg46 : tensor<11xf32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_10 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11xf32>
    %440 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_57 : tensor<11xf32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_9 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11xf32>
    %441 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%439, %440 : tensor<11xf32>, tensor<11xf32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11xf32>
    %442 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg47 : tensor<11xf32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_8 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11xf32>
    %443 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_57 : tensor<11xf32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_7 : f64 to f32
      %453 = arith.mulf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11xf32>
    %444 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%443, %collapsed_57 : tensor<11xf32>, tensor<11xf32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11xf32>
    %445 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%442, %444 : tensor<11xf32>, tensor<11xf32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.addf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11xf32>
    %446 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%445 : tensor<11xf32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = math.sqrt %in : f32
      linalg.yield %452 : f32
    } -> tensor<11xf32>
    %447 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%446, %232 : tensor<11xf32>, tensor<f32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11xf32>
    %448 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%447 : tensor<11xf32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %452 = arith.truncf %cst_4 : f64 to f32
      %453 = arith.addf %in, %452 : f32
      linalg.yield %453 : f32
    } -> tensor<11xf32>
    %449 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%441, %448 : tensor<11xf32>, tensor<11xf32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.divf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11xf32>
    %450 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%235, %449 : tensor<f32>, tensor<11xf32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.mulf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11xf32>
    %451 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%438, %450 : tensor<11xf32>, tensor<11xf32>) outs(%437 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %452 = arith.subf %in, %in_98 : f32
      linalg.yield %452 : f32
    } -> tensor<11xf32>
    return %111, %238, %252, %266, %280, %294, %309, %323, %337, %351, %365, %379, %394, %408, %422, %436, %451, %222, %226, %242, %246, %256, %260, %270, %274, %284, %288, %299, %303, %313, %317, %327, %331, %341, %345, %355, %359, %369, %373, %384, %388, %398, %402, %412, %416, %426, %430, %441, %445 : tensor<f32>, tensor<11x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<24x8xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<11x8xf32>, tensor<11xf32>, tensor<11x8xf32>, tensor<11x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<24x8xf32>, tensor<24x8xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<11x8xf32>, tensor<11x8xf32>, tensor<11xf32>, tensor<11xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_1_4_4_torch.float32: "0x040000000000803F0000000000000000000000000000803F0000803F00000000000000000000803F0000803F0000803F000000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.int64: "0x080000000000000000000000010000000000000002000000000000000300000000000000"
    }
  }
#-}
