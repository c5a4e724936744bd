// zero-import-torch: cgpt.py, micro-batch 4, adamw (torch 2.15.0, torch-mlir); argument names in names.json
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
  func.func @train_step(%arg0: tensor<11x8xf32> {zero.role = "param"}, %arg1: tensor<4x8xf32> {zero.role = "param"}, %arg2: tensor<8xf32> {zero.role = "param"}, %arg3: tensor<8xf32> {zero.role = "param"}, %arg4: tensor<24x8xf32> {zero.role = "param"}, %arg5: tensor<24xf32> {zero.role = "param"}, %arg6: tensor<8x8xf32> {zero.role = "param"}, %arg7: tensor<8xf32> {zero.role = "param"}, %arg8: tensor<8xf32> {zero.role = "param"}, %arg9: tensor<8xf32> {zero.role = "param"}, %arg10: tensor<32x8xf32> {zero.role = "param"}, %arg11: tensor<32xf32> {zero.role = "param"}, %arg12: tensor<8x32xf32> {zero.role = "param"}, %arg13: tensor<8xf32> {zero.role = "param"}, %arg14: tensor<11x8xf32> {zero.role = "param"}, %arg15: tensor<11xf32> {zero.role = "param"}, %arg16: tensor<11x8xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg17: tensor<11x8xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg18: tensor<4x8xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg19: tensor<4x8xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg20: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg21: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg22: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg23: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg24: tensor<24x8xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg25: tensor<24x8xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg26: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg27: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg28: tensor<8x8xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg29: tensor<8x8xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg30: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg31: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg32: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg33: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg34: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg35: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg36: tensor<32x8xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg37: tensor<32x8xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg38: tensor<32xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg39: tensor<32xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg40: tensor<8x32xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg41: tensor<8x32xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg42: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg43: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg44: tensor<11x8xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg45: tensor<11x8xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg46: tensor<11xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg47: tensor<11xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg48: tensor<4x4xi64> {zero.range = array<i64: 0, 11>, zero.role = "batch"}, %arg49: tensor<4x4xi64> {zero.range = array<i64: 0, 11>, zero.range_ignore = -100 : i64, zero.role = "batch"}, %arg50: tensor<f32> {zero.role = "hyper"}, %arg51: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<11x8xf32> {zero.updates = 0 : i64}, tensor<4x8xf32> {zero.updates = 1 : i64}, tensor<8xf32> {zero.updates = 2 : i64}, tensor<8xf32> {zero.updates = 3 : i64}, tensor<24x8xf32> {zero.updates = 4 : i64}, tensor<24xf32> {zero.updates = 5 : i64}, tensor<8x8xf32> {zero.updates = 6 : i64}, tensor<8xf32> {zero.updates = 7 : i64}, tensor<8xf32> {zero.updates = 8 : i64}, tensor<8xf32> {zero.updates = 9 : i64}, tensor<32x8xf32> {zero.updates = 10 : i64}, tensor<32xf32> {zero.updates = 11 : i64}, tensor<8x32xf32> {zero.updates = 12 : i64}, tensor<8xf32> {zero.updates = 13 : i64}, tensor<11x8xf32> {zero.updates = 14 : i64}, tensor<11xf32> {zero.updates = 15 : i64}, tensor<11x8xf32> {zero.updates = 16 : i64}, tensor<11x8xf32> {zero.updates = 17 : i64}, tensor<4x8xf32> {zero.updates = 18 : i64}, tensor<4x8xf32> {zero.updates = 19 : i64}, tensor<8xf32> {zero.updates = 20 : i64}, tensor<8xf32> {zero.updates = 21 : i64}, tensor<8xf32> {zero.updates = 22 : i64}, tensor<8xf32> {zero.updates = 23 : i64}, tensor<24x8xf32> {zero.updates = 24 : i64}, tensor<24x8xf32> {zero.updates = 25 : i64}, tensor<24xf32> {zero.updates = 26 : i64}, tensor<24xf32> {zero.updates = 27 : i64}, tensor<8x8xf32> {zero.updates = 28 : i64}, tensor<8x8xf32> {zero.updates = 29 : i64}, tensor<8xf32> {zero.updates = 30 : i64}, tensor<8xf32> {zero.updates = 31 : i64}, tensor<8xf32> {zero.updates = 32 : i64}, tensor<8xf32> {zero.updates = 33 : i64}, tensor<8xf32> {zero.updates = 34 : i64}, tensor<8xf32> {zero.updates = 35 : i64}, tensor<32x8xf32> {zero.updates = 36 : i64}, tensor<32x8xf32> {zero.updates = 37 : i64}, tensor<32xf32> {zero.updates = 38 : i64}, tensor<32xf32> {zero.updates = 39 : i64}, tensor<8x32xf32> {zero.updates = 40 : i64}, tensor<8x32xf32> {zero.updates = 41 : i64}, tensor<8xf32> {zero.updates = 42 : i64}, tensor<8xf32> {zero.updates = 43 : i64}, tensor<11x8xf32> {zero.updates = 44 : i64}, tensor<11x8xf32> {zero.updates = 45 : i64}, tensor<11xf32> {zero.updates = 46 : i64}, tensor<11xf32> {zero.updates = 47 : i64}) {
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
    %0 = tensor.empty() : tensor<4x4x8xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48 : tensor<4x4xi64>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %463 = arith.index_cast %in : i64 to index
      %464 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%463, %464] : tensor<11x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x4x8xf32>
    %2 = tensor.empty() : tensor<4x8xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_22 : tensor<4xi64>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %463 = arith.index_cast %in : i64 to index
      %464 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%463, %464] : tensor<4x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<4x4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %5 = tensor.empty() : tensor<4x4x1xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x4x1xf32>) -> tensor<4x4x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<4x4x8xf32>) outs(%6 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<4x4x1xf32>) outs(%5 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.divf %in, %cst_17 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<4x4x8xf32>, tensor<4x4x1xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<4x4x8xf32>) outs(%6 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<4x4x1xf32>) outs(%5 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.divf %in, %cst_17 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<4x4x1xf32>) outs(%5 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_16 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<4x4x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<4x4x1xf32>) outs(%5 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.rsqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %14 : tensor<4x4x8xf32>, tensor<4x4x1xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %arg2 : tensor<4x4x8xf32>, tensor<8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %arg3 : tensor<4x4x8xf32>, tensor<8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %18 = tensor.empty() : tensor<8x24xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<24x8xf32>) outs(%18 : tensor<8x24xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %17 [[0, 1], [2]] : tensor<4x4x8xf32> into tensor<16x8xf32>
    %19 = tensor.empty() : tensor<16x24xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<16x24xf32>) -> tensor<16x24xf32>
    %21 = linalg.matmul ins(%collapsed, %transposed : tensor<16x8xf32>, tensor<8x24xf32>) outs(%20 : tensor<16x24xf32>) -> tensor<16x24xf32>
    %22 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<24xf32>) outs(%19 : tensor<16x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x24xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%21, %22 : tensor<16x24xf32>, tensor<16x24xf32>) outs(%19 : tensor<16x24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<16x24xf32>
    %expanded = tensor.expand_shape %23 [[0, 1], [2]] output_shape [4, 4, 24] : tensor<16x24xf32> into tensor<4x4x24xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [4, 4, 8] [1, 1, 1] : tensor<4x4x24xf32> to tensor<4x4x8xf32>
    %extracted_slice_23 = tensor.extract_slice %expanded[0, 0, 8] [4, 4, 8] [1, 1, 1] : tensor<4x4x24xf32> to tensor<4x4x8xf32>
    %extracted_slice_24 = tensor.extract_slice %expanded[0, 0, 16] [4, 4, 8] [1, 1, 1] : tensor<4x4x24xf32> to tensor<4x4x8xf32>
    %expanded_25 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [4, 4, 2, 4] : tensor<4x4x8xf32> into tensor<4x4x2x4xf32>
    %24 = tensor.empty() : tensor<4x2x4x4xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<4x4x2x4xf32>) outs(%24 : tensor<4x2x4x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_27 = tensor.expand_shape %extracted_slice_23 [[0], [1], [2, 3]] output_shape [4, 4, 2, 4] : tensor<4x4x8xf32> into tensor<4x4x2x4xf32>
    %expanded_28 = tensor.expand_shape %extracted_slice_24 [[0], [1], [2, 3]] output_shape [4, 4, 2, 4] : tensor<4x4x8xf32> into tensor<4x4x2x4xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<4x4x2x4xf32>) outs(%24 : tensor<4x2x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_30 = linalg.transpose ins(%expanded_27 : tensor<4x4x2x4xf32>) outs(%24 : tensor<4x2x4x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_31 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<4x2x4x4xf32> into tensor<8x4x4xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2], [3]] : tensor<4x2x4x4xf32> into tensor<8x4x4xf32>
    %25 = tensor.empty() : tensor<8x4x4xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %27 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%26 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_33 = tensor.expand_shape %27 [[0, 1], [2], [3]] output_shape [4, 2, 4, 4] : tensor<8x4x4xf32> into tensor<4x2x4x4xf32>
    %28 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<4x2x4x4xf32>) outs(%24 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.mulf %in, %cst_18 : f32
      linalg.yield %463 : f32
    } -> tensor<4x2x4x4xf32>
    %29 = tensor.empty() : tensor<1x1x4x4xi1>
    %30 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_15 : tensor<1x1x4x4xf32>) outs(%29 : tensor<1x1x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %463 = arith.cmpf oeq, %in, %cst : f32
      linalg.yield %463 : i1
    } -> tensor<1x1x4x4xi1>
    %31 = linalg.generic {indexing_maps = [#map9, #map10, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %cst_3, %28 : tensor<1x1x4x4xi1>, tensor<f32>, tensor<4x2x4x4xf32>) outs(%24 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: i1, %in_98: f32, %in_99: f32, %out: f32):
      %463 = arith.select %in, %in_98, %in_99 : f32
      linalg.yield %463 : f32
    } -> tensor<4x2x4x4xf32>
    %32 = tensor.empty() : tensor<4x2x4xi64>
    %33 = linalg.fill ins(%c0_i64 : i64) outs(%32 : tensor<4x2x4xi64>) -> tensor<4x2x4xi64>
    %34 = tensor.empty() : tensor<4x2x4xf32>
    %35 = linalg.fill ins(%cst_0 : f32) outs(%34 : tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %36:2 = linalg.generic {indexing_maps = [#map8, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<4x2x4x4xf32>) outs(%35, %33 : tensor<4x2x4xf32>, tensor<4x2x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_98: i64):
      %463 = linalg.index 3 : index
      %464 = arith.index_cast %463 : index to i64
      %465 = arith.maximumf %in, %out : f32
      %466 = arith.cmpf ogt, %in, %out : f32
      %467 = arith.select %466, %464, %out_98 : i64
      linalg.yield %465, %467 : f32, i64
    } -> (tensor<4x2x4xf32>, tensor<4x2x4xi64>)
    %expanded_34 = tensor.expand_shape %36#0 [[0], [1], [2, 3]] output_shape [4, 2, 4, 1] : tensor<4x2x4xf32> into tensor<4x2x4x1xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_34 : tensor<4x2x4x4xf32>, tensor<4x2x4x1xf32>) outs(%24 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x2x4x4xf32>
    %38 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<4x2x4x4xf32>) outs(%24 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.exp %in : f32
      linalg.yield %463 : f32
    } -> tensor<4x2x4x4xf32>
    %39 = tensor.empty() : tensor<4x2x4x1xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<4x2x4x1xf32>) -> tensor<4x2x4x1xf32>
    %41 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<4x2x4x4xf32>) outs(%40 : tensor<4x2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<4x2x4x1xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<4x2x4x4xf32>, tensor<4x2x4x1xf32>) outs(%24 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x2x4x4xf32>
    %collapsed_35 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<4x2x4x4xf32> into tensor<8x4x4xf32>
    %collapsed_36 = tensor.collapse_shape %transposed_29 [[0, 1], [2], [3]] : tensor<4x2x4x4xf32> into tensor<8x4x4xf32>
    %43 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%26 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_37 = tensor.expand_shape %43 [[0, 1], [2], [3]] output_shape [4, 2, 4, 4] : tensor<8x4x4xf32> into tensor<4x2x4x4xf32>
    %44 = tensor.empty() : tensor<4x4x2x4xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<4x2x4x4xf32>) outs(%44 : tensor<4x4x2x4xf32>) permutation = [0, 2, 1, 3] 
    %45 = tensor.empty() : tensor<8x8xf32>
    %transposed_39 = linalg.transpose ins(%arg6 : tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2, 3]] : tensor<4x4x2x4xf32> into tensor<16x8xf32>
    %46 = tensor.empty() : tensor<16x8xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %48 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%47 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %49 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<8xf32>) outs(%46 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x8xf32>
    %50 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%48, %49 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%46 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<16x8xf32>
    %expanded_41 = tensor.expand_shape %50 [[0, 1], [2]] output_shape [4, 4, 8] : tensor<16x8xf32> into tensor<4x4x8xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %expanded_41 : tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%51 : tensor<4x4x8xf32>) outs(%6 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<4x4x1xf32>) outs(%5 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.divf %in, %cst_17 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %53 : tensor<4x4x8xf32>, tensor<4x4x1xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %54 : tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%55 : tensor<4x4x8xf32>) outs(%6 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<4x4x1xf32>) outs(%5 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.divf %in, %cst_17 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<4x4x1xf32>) outs(%5 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_16 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<4x4x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<4x4x1xf32>) outs(%5 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.rsqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %59 : tensor<4x4x8xf32>, tensor<4x4x1xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %arg8 : tensor<4x4x8xf32>, tensor<8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %arg9 : tensor<4x4x8xf32>, tensor<8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %63 = tensor.empty() : tensor<8x32xf32>
    %transposed_42 = linalg.transpose ins(%arg10 : tensor<32x8xf32>) outs(%63 : tensor<8x32xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %62 [[0, 1], [2]] : tensor<4x4x8xf32> into tensor<16x8xf32>
    %64 = tensor.empty() : tensor<16x32xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %66 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%65 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %67 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<32xf32>) outs(%64 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%66, %67 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%64 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<16x32xf32>
    %expanded_44 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [4, 4, 32] : tensor<16x32xf32> into tensor<4x4x32xf32>
    %69 = tensor.empty() : tensor<4x4x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %expanded_44 : tensor<4x4x32xf32>, tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %expanded_44 : tensor<4x4x32xf32>, tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_14 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<4x4x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %72 : tensor<4x4x32xf32>, tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_13 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<4x4x32xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.mulf %in, %cst_18 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.tanh %in : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %cst_19 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %77 : tensor<4x4x32xf32>, tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %79 = tensor.empty() : tensor<32x8xf32>
    %transposed_45 = linalg.transpose ins(%arg12 : tensor<8x32xf32>) outs(%79 : tensor<32x8xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %78 [[0, 1], [2]] : tensor<4x4x32xf32> into tensor<16x32xf32>
    %80 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<16x32xf32>, tensor<32x8xf32>) outs(%47 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %81 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<8xf32>) outs(%46 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x8xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%80, %81 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%46 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<16x8xf32>
    %expanded_47 = tensor.expand_shape %82 [[0, 1], [2]] output_shape [4, 4, 8] : tensor<16x8xf32> into tensor<4x4x8xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %expanded_47 : tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %84 = tensor.empty() : tensor<8x11xf32>
    %transposed_48 = linalg.transpose ins(%arg14 : tensor<11x8xf32>) outs(%84 : tensor<8x11xf32>) permutation = [1, 0] 
    %collapsed_49 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<4x4x8xf32> into tensor<16x8xf32>
    %85 = tensor.empty() : tensor<16x11xf32>
    %86 = linalg.fill ins(%cst : f32) outs(%85 : tensor<16x11xf32>) -> tensor<16x11xf32>
    %87 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<16x8xf32>, tensor<8x11xf32>) outs(%86 : tensor<16x11xf32>) -> tensor<16x11xf32>
    %88 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<11xf32>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x11xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%87, %88 : tensor<16x11xf32>, tensor<16x11xf32>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<16x11xf32>
    %collapsed_50 = tensor.collapse_shape %arg49 [[0, 1]] : tensor<4x4xi64> into tensor<16xi64>
    %90 = tensor.empty() : tensor<16xi64>
    %91 = linalg.fill ins(%c0_i64 : i64) outs(%90 : tensor<16xi64>) -> tensor<16xi64>
    %92 = tensor.empty() : tensor<16xf32>
    %93 = linalg.fill ins(%cst_0 : f32) outs(%92 : tensor<16xf32>) -> tensor<16xf32>
    %94:2 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%89 : tensor<16x11xf32>) outs(%93, %91 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_98: i64):
      %463 = linalg.index 1 : index
      %464 = arith.index_cast %463 : index to i64
      %465 = arith.maximumf %in, %out : f32
      %466 = arith.cmpf ogt, %in, %out : f32
      %467 = arith.select %466, %464, %out_98 : i64
      linalg.yield %465, %467 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_51 = tensor.expand_shape %94#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %95 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%89, %expanded_51 : tensor<16x11xf32>, tensor<16x1xf32>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<16x11xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%95 : tensor<16x11xf32>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.exp %in : f32
      linalg.yield %463 : f32
    } -> tensor<16x11xf32>
    %97 = tensor.empty() : tensor<16x1xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map13], iterator_types = ["parallel", "reduction"]} ins(%96 : tensor<16x11xf32>) outs(%98 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<16x1xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<16x1xf32>) outs(%97 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.log %in : f32
      linalg.yield %463 : f32
    } -> tensor<16x1xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%95, %100 : tensor<16x11xf32>, tensor<16x1xf32>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<16x11xf32>
    %102 = tensor.empty() : tensor<16xi1>
    %103 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_50 : tensor<16xi64>) outs(%102 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %463 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %463 : i1
    } -> tensor<16xi1>
    %104 = linalg.generic {indexing_maps = [#map14, #map14, #map15, #map14], iterator_types = ["parallel"]} ins(%103, %collapsed_50, %cst_20 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%90 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_98: i64, %in_99: i64, %out: i64):
      %463 = arith.select %in, %in_98, %in_99 : i64
      linalg.yield %463 : i64
    } -> tensor<16xi64>
    %expanded_52 = tensor.expand_shape %104 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_52 : tensor<16x1xi64>) outs(%98 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %463 = linalg.index 0 : index
      %464 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %101[%463, %464] : tensor<16x11xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_53 = tensor.collapse_shape %105 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %106 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_53 : tensor<16xf32>) outs(%92 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.negf %in : f32
      linalg.yield %463 : f32
    } -> tensor<16xf32>
    %107 = linalg.generic {indexing_maps = [#map14, #map14, #map15, #map14], iterator_types = ["parallel"]} ins(%103, %106, %cst_2 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%92 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_98: f32, %in_99: f32, %out: f32):
      %463 = arith.select %in, %in_98, %in_99 : f32
      linalg.yield %463 : f32
    } -> tensor<16xf32>
    %108 = tensor.empty() : tensor<i64>
    %109 = linalg.fill ins(%c0_i64 : i64) outs(%108 : tensor<i64>) -> tensor<i64>
    %110 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["reduction"]} ins(%103 : tensor<16xi1>) outs(%109 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %463 = arith.extui %in : i1 to i64
      %464 = arith.addi %463, %out : i64
      linalg.yield %464 : i64
    } -> tensor<i64>
    %111 = tensor.empty() : tensor<f32>
    %112 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%110 : tensor<i64>) outs(%111 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %463 = arith.sitofp %in : i64 to f32
      linalg.yield %463 : f32
    } -> tensor<f32>
    %113 = linalg.fill ins(%cst : f32) outs(%111 : tensor<f32>) -> tensor<f32>
    %114 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["reduction"]} ins(%107 : tensor<16xf32>) outs(%113 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<f32>
    %115 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%114, %112 : tensor<f32>, tensor<f32>) outs(%111 : tensor<f32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<f32>
    %expanded_54 = tensor.expand_shape %collapsed_50 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %116 = tensor.empty() : tensor<11xi64>
    %117 = linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel"]} outs(%116 : tensor<11xi64>) {
    ^bb0(%out: i64):
      %463 = linalg.index 0 : index
      %464 = arith.index_cast %463 : index to i64
      linalg.yield %464 : i64
    } -> tensor<11xi64>
    %118 = tensor.empty() : tensor<16x11xi1>
    %119 = linalg.generic {indexing_maps = [#map13, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_54, %117 : tensor<16x1xi64>, tensor<11xi64>) outs(%118 : tensor<16x11xi1>) {
    ^bb0(%in: i64, %in_98: i64, %out: i1):
      %463 = arith.cmpi eq, %in, %in_98 : i64
      linalg.yield %463 : i1
    } -> tensor<16x11xi1>
    %120 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<16x11xi1>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: i1, %out: f32):
      %463 = arith.uitofp %in : i1 to f32
      linalg.yield %463 : f32
    } -> tensor<16x11xf32>
    %121 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%103 : tensor<16xi1>) outs(%92 : tensor<16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %463 = arith.uitofp %in : i1 to f32
      linalg.yield %463 : f32
    } -> tensor<16xf32>
    %expanded_55 = tensor.expand_shape %121 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %122 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<16x11xf32>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.negf %in : f32
      linalg.yield %463 : f32
    } -> tensor<16x11xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%122, %expanded_55 : tensor<16x11xf32>, tensor<16x1xf32>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<16x11xf32>
    %124 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_1, %112 : tensor<f32>, tensor<f32>) outs(%111 : tensor<f32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<f32>
    %125 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%123, %124 : tensor<16x11xf32>, tensor<f32>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<16x11xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%101 : tensor<16x11xf32>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.exp %in : f32
      linalg.yield %463 : f32
    } -> tensor<16x11xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map13], iterator_types = ["parallel", "reduction"]} ins(%125 : tensor<16x11xf32>) outs(%98 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<16x1xf32>
    %128 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%126, %127 : tensor<16x11xf32>, tensor<16x1xf32>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<16x11xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%125, %128 : tensor<16x11xf32>, tensor<16x11xf32>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<16x11xf32>
    %130 = linalg.matmul ins(%129, %arg14 : tensor<16x11xf32>, tensor<11x8xf32>) outs(%47 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %131 = tensor.empty() : tensor<11x16xf32>
    %transposed_56 = linalg.transpose ins(%129 : tensor<16x11xf32>) outs(%131 : tensor<11x16xf32>) permutation = [1, 0] 
    %132 = tensor.empty() : tensor<11x8xf32>
    %133 = linalg.fill ins(%cst : f32) outs(%132 : tensor<11x8xf32>) -> tensor<11x8xf32>
    %134 = linalg.matmul {zero.grad_of = 14 : i64} ins(%transposed_56, %collapsed_49 : tensor<11x16xf32>, tensor<16x8xf32>) outs(%133 : tensor<11x8xf32>) -> tensor<11x8xf32>
    %135 = tensor.empty() : tensor<1x11xf32>
    %136 = linalg.fill ins(%cst : f32) outs(%135 : tensor<1x11xf32>) -> tensor<1x11xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction", "parallel"]} ins(%129 : tensor<16x11xf32>) outs(%136 : tensor<1x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<1x11xf32>
    %collapsed_57 = tensor.collapse_shape %137 [[0, 1]] {zero.grad_of = 15 : i64} : tensor<1x11xf32> into tensor<11xf32>
    %expanded_58 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [4, 4, 8] : tensor<16x8xf32> into tensor<4x4x8xf32>
    %138 = linalg.matmul ins(%130, %arg12 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%65 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %139 = tensor.empty() : tensor<8x16xf32>
    %transposed_59 = linalg.transpose ins(%130 : tensor<16x8xf32>) outs(%139 : tensor<8x16xf32>) permutation = [1, 0] 
    %140 = linalg.fill ins(%cst : f32) outs(%63 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %141 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_59, %collapsed_46 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%140 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %142 = tensor.empty() : tensor<1x8xf32>
    %143 = linalg.fill ins(%cst : f32) outs(%142 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction", "parallel"]} ins(%130 : tensor<16x8xf32>) outs(%143 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<1x8xf32>
    %collapsed_60 = tensor.collapse_shape %144 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x8xf32> into tensor<8xf32>
    %expanded_61 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [4, 4, 32] : tensor<16x32xf32> into tensor<4x4x32xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.mulf %in, %cst_18 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<4x4x32xf32>, tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %147 = linalg.generic {indexing_maps = [#map19, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %146 : tensor<i64>, tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: i64, %in_98: f32, %out: f32):
      %463 = arith.sitofp %in : i64 to f32
      %464 = arith.subf %463, %in_98 : f32
      linalg.yield %464 : f32
    } -> tensor<4x4x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_12 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<4x4x32xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %cst_19 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_13 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<4x4x32xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %147 : tensor<4x4x32xf32>, tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %150 : tensor<4x4x32xf32>, tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %152 : tensor<4x4x32xf32>, tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %153 : tensor<4x4x32xf32>, tensor<4x4x32xf32>) outs(%69 : tensor<4x4x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x32xf32>
    %collapsed_62 = tensor.collapse_shape %154 [[0, 1], [2]] : tensor<4x4x32xf32> into tensor<16x32xf32>
    %155 = linalg.matmul ins(%collapsed_62, %arg10 : tensor<16x32xf32>, tensor<32x8xf32>) outs(%47 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %156 = tensor.empty() : tensor<32x16xf32>
    %transposed_63 = linalg.transpose ins(%collapsed_62 : tensor<16x32xf32>) outs(%156 : tensor<32x16xf32>) permutation = [1, 0] 
    %157 = linalg.fill ins(%cst : f32) outs(%79 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %158 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_63, %collapsed_43 : tensor<32x16xf32>, tensor<16x8xf32>) outs(%157 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %159 = tensor.empty() : tensor<1x32xf32>
    %160 = linalg.fill ins(%cst : f32) outs(%159 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %161 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_62 : tensor<16x32xf32>) outs(%160 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<1x32xf32>
    %collapsed_64 = tensor.collapse_shape %161 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x32xf32> into tensor<32xf32>
    %expanded_65 = tensor.expand_shape %155 [[0, 1], [2]] output_shape [4, 4, 8] : tensor<16x8xf32> into tensor<4x4x8xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %arg8 : tensor<4x4x8xf32>, tensor<8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.mulf %in, %cst_17 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<4x4x8xf32>) outs(%6 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %60 : tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<4x4x8xf32>) outs(%6 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %166 : tensor<4x4x8xf32>, tensor<4x4x1xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %164 : tensor<4x4x8xf32>, tensor<4x4x1xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %167 : tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<4x4x1xf32>) outs(%5 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.divf %in, %cst_17 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %171 = linalg.generic {indexing_maps = [#map5, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %169 : tensor<4x4x1xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %60 : tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %173 = tensor.empty() : tensor<8xf32>
    %174 = linalg.fill ins(%cst : f32) outs(%173 : tensor<8xf32>) -> tensor<8xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%172 : tensor<4x4x8xf32>) outs(%174 : tensor<8xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_65 : tensor<4x4x8xf32>) outs(%174 : tensor<8xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %171 : tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %collapsed_66 = tensor.collapse_shape %177 [[0, 1], [2]] : tensor<4x4x8xf32> into tensor<16x8xf32>
    %178 = linalg.matmul ins(%collapsed_66, %arg6 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%47 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %transposed_67 = linalg.transpose ins(%collapsed_66 : tensor<16x8xf32>) outs(%139 : tensor<8x16xf32>) permutation = [1, 0] 
    %179 = linalg.fill ins(%cst : f32) outs(%45 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %180 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_67, %collapsed_40 : tensor<8x16xf32>, tensor<16x8xf32>) outs(%179 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_66 : tensor<16x8xf32>) outs(%143 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<1x8xf32>
    %collapsed_68 = tensor.collapse_shape %181 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x8xf32> into tensor<8xf32>
    %expanded_69 = tensor.expand_shape %178 [[0, 1], [2, 3]] output_shape [4, 4, 2, 4] : tensor<16x8xf32> into tensor<4x4x2x4xf32>
    %transposed_70 = linalg.transpose ins(%expanded_69 : tensor<4x4x2x4xf32>) outs(%24 : tensor<4x2x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_71 = tensor.collapse_shape %transposed_70 [[0, 1], [2], [3]] : tensor<4x2x4x4xf32> into tensor<8x4x4xf32>
    %transposed_72 = linalg.transpose ins(%collapsed_35 : tensor<8x4x4xf32>) outs(%25 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %182 = linalg.batch_matmul ins(%transposed_72, %collapsed_71 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%26 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %transposed_73 = linalg.transpose ins(%collapsed_36 : tensor<8x4x4xf32>) outs(%25 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %183 = linalg.batch_matmul ins(%collapsed_71, %transposed_73 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%26 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_74 = tensor.expand_shape %182 [[0, 1], [2], [3]] output_shape [4, 2, 4, 4] : tensor<8x4x4xf32> into tensor<4x2x4x4xf32>
    %expanded_75 = tensor.expand_shape %183 [[0, 1], [2], [3]] output_shape [4, 2, 4, 4] : tensor<8x4x4xf32> into tensor<4x2x4x4xf32>
    %184 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75, %42 : tensor<4x2x4x4xf32>, tensor<4x2x4x4xf32>) outs(%24 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x2x4x4xf32>
    %185 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%184 : tensor<4x2x4x4xf32>) outs(%40 : tensor<4x2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<4x2x4x1xf32>
    %186 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %185 : tensor<4x2x4x4xf32>, tensor<4x2x4x1xf32>) outs(%24 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x2x4x4xf32>
    %187 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %186 : tensor<4x2x4x4xf32>, tensor<4x2x4x4xf32>) outs(%24 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x2x4x4xf32>
    %188 = linalg.generic {indexing_maps = [#map9, #map10, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %cst_2, %187 : tensor<1x1x4x4xi1>, tensor<f32>, tensor<4x2x4x4xf32>) outs(%24 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: i1, %in_98: f32, %in_99: f32, %out: f32):
      %463 = arith.select %in, %in_98, %in_99 : f32
      linalg.yield %463 : f32
    } -> tensor<4x2x4x4xf32>
    %189 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<4x2x4x4xf32>) outs(%24 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.mulf %in, %cst_18 : f32
      linalg.yield %463 : f32
    } -> tensor<4x2x4x4xf32>
    %collapsed_76 = tensor.collapse_shape %189 [[0, 1], [2], [3]] : tensor<4x2x4x4xf32> into tensor<8x4x4xf32>
    %transposed_77 = linalg.transpose ins(%collapsed_31 : tensor<8x4x4xf32>) outs(%25 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %190 = linalg.batch_matmul ins(%transposed_77, %collapsed_76 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%26 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %transposed_78 = linalg.transpose ins(%collapsed_32 : tensor<8x4x4xf32>) outs(%25 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %191 = linalg.batch_matmul ins(%collapsed_76, %transposed_78 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%26 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_79 = tensor.expand_shape %190 [[0, 1], [2], [3]] output_shape [4, 2, 4, 4] : tensor<8x4x4xf32> into tensor<4x2x4x4xf32>
    %expanded_80 = tensor.expand_shape %191 [[0, 1], [2], [3]] output_shape [4, 2, 4, 4] : tensor<8x4x4xf32> into tensor<4x2x4x4xf32>
    %transposed_81 = linalg.transpose ins(%expanded_74 : tensor<4x2x4x4xf32>) outs(%44 : tensor<4x4x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_82 = tensor.collapse_shape %transposed_81 [[0], [1], [2, 3]] : tensor<4x4x2x4xf32> into tensor<4x4x8xf32>
    %transposed_83 = linalg.transpose ins(%expanded_79 : tensor<4x2x4x4xf32>) outs(%44 : tensor<4x4x2x4xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_84 = tensor.collapse_shape %transposed_83 [[0], [1], [2, 3]] : tensor<4x4x2x4xf32> into tensor<4x4x8xf32>
    %transposed_85 = linalg.transpose ins(%expanded_80 : tensor<4x2x4x4xf32>) outs(%44 : tensor<4x4x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_86 = tensor.collapse_shape %transposed_85 [[0], [1], [2, 3]] : tensor<4x4x2x4xf32> into tensor<4x4x8xf32>
    %concat = tensor.concat dim(2) %collapsed_86, %collapsed_84, %collapsed_82 : (tensor<4x4x8xf32>, tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x24xf32>
    %collapsed_87 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<4x4x24xf32> into tensor<16x24xf32>
    %192 = linalg.matmul ins(%collapsed_87, %arg4 : tensor<16x24xf32>, tensor<24x8xf32>) outs(%47 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %193 = tensor.empty() : tensor<24x16xf32>
    %transposed_88 = linalg.transpose ins(%collapsed_87 : tensor<16x24xf32>) outs(%193 : tensor<24x16xf32>) permutation = [1, 0] 
    %194 = tensor.empty() : tensor<24x8xf32>
    %195 = linalg.fill ins(%cst : f32) outs(%194 : tensor<24x8xf32>) -> tensor<24x8xf32>
    %196 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_88, %collapsed : tensor<24x16xf32>, tensor<16x8xf32>) outs(%195 : tensor<24x8xf32>) -> tensor<24x8xf32>
    %197 = tensor.empty() : tensor<1x24xf32>
    %198 = linalg.fill ins(%cst : f32) outs(%197 : tensor<1x24xf32>) -> tensor<1x24xf32>
    %199 = linalg.generic {indexing_maps = [#map3, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_87 : tensor<16x24xf32>) outs(%198 : tensor<1x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<1x24xf32>
    %collapsed_89 = tensor.collapse_shape %199 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x24xf32> into tensor<24xf32>
    %expanded_90 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [4, 4, 8] : tensor<16x8xf32> into tensor<4x4x8xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %arg2 : tensor<4x4x8xf32>, tensor<8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.mulf %in, %cst_17 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%200 : tensor<4x4x8xf32>) outs(%6 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %15 : tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<4x4x8xf32>) outs(%6 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %204 : tensor<4x4x8xf32>, tensor<4x4x1xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %202 : tensor<4x4x8xf32>, tensor<4x4x1xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %205 : tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<4x4x1xf32>) outs(%5 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.divf %in, %cst_17 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x1xf32>
    %209 = linalg.generic {indexing_maps = [#map5, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %207 : tensor<4x4x1xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %15 : tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%210 : tensor<4x4x8xf32>) outs(%174 : tensor<8xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_90 : tensor<4x4x8xf32>) outs(%174 : tensor<8xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %209 : tensor<4x4x8xf32>, tensor<4x4x8xf32>) outs(%0 : tensor<4x4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x4x8xf32>
    %214 = tensor.empty() : tensor<1x4x8xf32>
    %215 = linalg.fill ins(%cst : f32) outs(%214 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "parallel", "parallel"]} ins(%213 : tensor<4x4x8xf32>) outs(%215 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.addf %in, %out : f32
      linalg.yield %463 : f32
    } -> tensor<1x4x8xf32>
    %collapsed_91 = tensor.collapse_shape %216 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
    %expanded_92 = tensor.expand_shape %cst_22 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %217 = tensor.empty() : tensor<4xi64>
    %218 = linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel"]} outs(%217 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %463 = linalg.index 0 : index
      %464 = arith.index_cast %463 : index to i64
      linalg.yield %464 : i64
    } -> tensor<4xi64>
    %219 = tensor.empty() : tensor<4x4xi1>
    %220 = linalg.generic {indexing_maps = [#map13, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_92, %218 : tensor<4x1xi64>, tensor<4xi64>) outs(%219 : tensor<4x4xi1>) {
    ^bb0(%in: i64, %in_98: i64, %out: i1):
      %463 = arith.cmpi eq, %in, %in_98 : i64
      linalg.yield %463 : i1
    } -> tensor<4x4xi1>
    %221 = tensor.empty() : tensor<4x4xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<4x4xi1>) outs(%221 : tensor<4x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %463 = arith.uitofp %in : i1 to f32
      linalg.yield %463 : f32
    } -> tensor<4x4xf32>
    %transposed_93 = linalg.transpose ins(%222 : tensor<4x4xf32>) outs(%221 : tensor<4x4xf32>) permutation = [1, 0] 
    %223 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %224 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_93, %collapsed_91 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%223 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %collapsed_94 = tensor.collapse_shape %arg48 [[0, 1]] : tensor<4x4xi64> into tensor<16xi64>
    %expanded_95 = tensor.expand_shape %collapsed_94 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %225 = linalg.generic {indexing_maps = [#map13, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_95, %117 : tensor<16x1xi64>, tensor<11xi64>) outs(%118 : tensor<16x11xi1>) {
    ^bb0(%in: i64, %in_98: i64, %out: i1):
      %463 = arith.cmpi eq, %in, %in_98 : i64
      linalg.yield %463 : i1
    } -> tensor<16x11xi1>
    %226 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%225 : tensor<16x11xi1>) outs(%85 : tensor<16x11xf32>) {
    ^bb0(%in: i1, %out: f32):
      %463 = arith.uitofp %in : i1 to f32
      linalg.yield %463 : f32
    } -> tensor<16x11xf32>
    %collapsed_96 = tensor.collapse_shape %213 [[0, 1], [2]] : tensor<4x4x8xf32> into tensor<16x8xf32>
    %transposed_97 = linalg.transpose ins(%226 : tensor<16x11xf32>) outs(%131 : tensor<11x16xf32>) permutation = [1, 0] 
    %227 = linalg.matmul {zero.grad_of = 0 : i64} ins(%transposed_97, %collapsed_96 : tensor<11x16xf32>, tensor<16x8xf32>) outs(%133 : tensor<11x8xf32>) -> tensor<11x8xf32>
    %228 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg50 : tensor<f32>) outs(%111 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_11 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<f32>
    %229 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_21, %228 : tensor<i64>, tensor<f32>) outs(%111 : tensor<f32>) {
    ^bb0(%in: i64, %in_98: f32, %out: f32):
      %463 = arith.sitofp %in : i64 to f32
      %464 = arith.subf %463, %in_98 : f32
      linalg.yield %464 : f32
    } -> tensor<f32>
    %230 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg0, %229 : tensor<11x8xf32>, tensor<f32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11x8xf32>
    %232 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%227 : tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11x8xf32>
    %233 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%231, %232 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %234 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11x8xf32>
    %235 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%227 : tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11x8xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%235, %227 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %237 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%234, %236 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %238 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_6, %arg51 : tensor<f32>, tensor<f32>) outs(%111 : tensor<f32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = math.powf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<f32>
    %239 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_21, %238 : tensor<i64>, tensor<f32>) outs(%111 : tensor<f32>) {
    ^bb0(%in: i64, %in_98: f32, %out: f32):
      %463 = arith.sitofp %in : i64 to f32
      %464 = arith.subf %463, %in_98 : f32
      linalg.yield %464 : f32
    } -> tensor<f32>
    %240 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_5, %arg51 : tensor<f32>, tensor<f32>) outs(%111 : tensor<f32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = math.powf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<f32>
    %241 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_21, %240 : tensor<i64>, tensor<f32>) outs(%111 : tensor<f32>) {
    ^bb0(%in: i64, %in_98: f32, %out: f32):
      %463 = arith.sitofp %in : i64 to f32
      %464 = arith.subf %463, %in_98 : f32
      linalg.yield %464 : f32
    } -> tensor<f32>
    %242 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%237 : tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %243 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%241 : tensor<f32>) outs(%111 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<f32>
    %244 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%242, %243 : tensor<11x8xf32>, tensor<f32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11x8xf32>
    %246 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%arg50, %239 : tensor<f32>, tensor<f32>) outs(%111 : tensor<f32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<f32>
    %247 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%233, %245 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %248 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%246, %247 : tensor<f32>, tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %249 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%230, %248 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %250 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1, %229 : tensor<4x8xf32>, tensor<f32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x8xf32>
    %251 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<4x8xf32>
    %252 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%224 : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<4x8xf32>
    %253 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%251, %252 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x8xf32>
    %254 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<4x8xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%224 : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<4x8xf32>
    %256 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%255, %224 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x8xf32>
    %257 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%254, %256 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x8xf32>
    %258 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%257 : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<4x8xf32>
    %259 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%258, %243 : tensor<4x8xf32>, tensor<f32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x8xf32>
    %260 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%259 : tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<4x8xf32>
    %261 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%253, %260 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x8xf32>
    %262 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%246, %261 : tensor<f32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x8xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%250, %262 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<4x8xf32>
    %264 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg2, %229 : tensor<8xf32>, tensor<f32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %265 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg20 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %266 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%211 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %267 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%265, %266 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %268 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg21 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %269 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%211 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %270 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%269, %211 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %271 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%268, %270 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %272 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%271 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %273 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%272, %243 : tensor<8xf32>, tensor<f32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %274 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%273 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %275 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%267, %274 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %276 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%246, %275 : tensor<f32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %277 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%264, %276 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %278 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg3, %229 : tensor<8xf32>, tensor<f32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %279 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg22 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %280 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%212 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %281 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%279, %280 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %282 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg23 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %283 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%212 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %284 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%283, %212 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %285 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%282, %284 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %286 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%285 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %287 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%286, %243 : tensor<8xf32>, tensor<f32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %288 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%287 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %289 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%281, %288 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %290 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%246, %289 : tensor<f32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %291 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%278, %290 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg4, %229 : tensor<24x8xf32>, tensor<f32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24x8xf32>
    %293 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<24x8xf32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<24x8xf32>
    %294 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<24x8xf32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<24x8xf32>
    %295 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%293, %294 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24x8xf32>
    %296 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<24x8xf32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<24x8xf32>
    %297 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<24x8xf32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<24x8xf32>
    %298 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%297, %196 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24x8xf32>
    %299 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%296, %298 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24x8xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%299 : tensor<24x8xf32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<24x8xf32>
    %301 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%300, %243 : tensor<24x8xf32>, tensor<f32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24x8xf32>
    %302 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%301 : tensor<24x8xf32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<24x8xf32>
    %303 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%295, %302 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24x8xf32>
    %304 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%246, %303 : tensor<f32>, tensor<24x8xf32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24x8xf32>
    %305 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%292, %304 : tensor<24x8xf32>, tensor<24x8xf32>) outs(%194 : tensor<24x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24x8xf32>
    %306 = tensor.empty() : tensor<24xf32>
    %307 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg5, %229 : tensor<24xf32>, tensor<f32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24xf32>
    %308 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg26 : tensor<24xf32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<24xf32>
    %309 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_89 : tensor<24xf32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<24xf32>
    %310 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%308, %309 : tensor<24xf32>, tensor<24xf32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24xf32>
    %311 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg27 : tensor<24xf32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<24xf32>
    %312 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_89 : tensor<24xf32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<24xf32>
    %313 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%312, %collapsed_89 : tensor<24xf32>, tensor<24xf32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24xf32>
    %314 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%311, %313 : tensor<24xf32>, tensor<24xf32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24xf32>
    %315 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%314 : tensor<24xf32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<24xf32>
    %316 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%315, %243 : tensor<24xf32>, tensor<f32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24xf32>
    %317 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%316 : tensor<24xf32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<24xf32>
    %318 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%310, %317 : tensor<24xf32>, tensor<24xf32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24xf32>
    %319 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%246, %318 : tensor<f32>, tensor<24xf32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24xf32>
    %320 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%307, %319 : tensor<24xf32>, tensor<24xf32>) outs(%306 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<24xf32>
    %321 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg6, %229 : tensor<8x8xf32>, tensor<f32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x8xf32>
    %322 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8x8xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8x8xf32>
    %324 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%322, %323 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x8xf32>
    %325 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8x8xf32>
    %326 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8x8xf32>
    %327 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%326, %180 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x8xf32>
    %328 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%325, %327 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x8xf32>
    %329 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%328 : tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<8x8xf32>
    %330 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%329, %243 : tensor<8x8xf32>, tensor<f32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x8xf32>
    %331 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%330 : tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8x8xf32>
    %332 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%324, %331 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x8xf32>
    %333 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%246, %332 : tensor<f32>, tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x8xf32>
    %334 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%321, %333 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x8xf32>
    %335 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg7, %229 : tensor<8xf32>, tensor<f32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %336 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg30 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %337 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_68 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %338 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%336, %337 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %339 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg31 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %340 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_68 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %341 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%340, %collapsed_68 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %342 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%339, %341 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %343 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%342 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %344 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%343, %243 : tensor<8xf32>, tensor<f32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %345 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%344 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %346 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%338, %345 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %347 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%246, %346 : tensor<f32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %348 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%335, %347 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %349 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg8, %229 : tensor<8xf32>, tensor<f32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %350 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg32 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %351 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%175 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %352 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%350, %351 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %353 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg33 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %354 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%175 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %355 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%354, %175 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %356 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%353, %355 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %357 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%356 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %358 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%357, %243 : tensor<8xf32>, tensor<f32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %359 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%358 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %360 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%352, %359 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %361 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%246, %360 : tensor<f32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %362 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%349, %361 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %363 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg9, %229 : tensor<8xf32>, tensor<f32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %364 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg34 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %365 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%176 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %366 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%364, %365 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %367 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg35 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %368 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%176 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %369 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%368, %176 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %370 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%367, %369 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %371 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%370 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %372 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%371, %243 : tensor<8xf32>, tensor<f32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %373 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%372 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %374 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%366, %373 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %375 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%246, %374 : tensor<f32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %376 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%363, %375 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %377 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg10, %229 : tensor<32x8xf32>, tensor<f32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32x8xf32>
    %378 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<32x8xf32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<32x8xf32>
    %379 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%158 : tensor<32x8xf32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<32x8xf32>
    %380 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%378, %379 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32x8xf32>
    %381 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<32x8xf32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<32x8xf32>
    %382 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%158 : tensor<32x8xf32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<32x8xf32>
    %383 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%382, %158 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32x8xf32>
    %384 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%381, %383 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32x8xf32>
    %385 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%384 : tensor<32x8xf32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<32x8xf32>
    %386 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%385, %243 : tensor<32x8xf32>, tensor<f32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32x8xf32>
    %387 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%386 : tensor<32x8xf32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<32x8xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%380, %387 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32x8xf32>
    %389 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%246, %388 : tensor<f32>, tensor<32x8xf32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32x8xf32>
    %390 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%377, %389 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%79 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32x8xf32>
    %391 = tensor.empty() : tensor<32xf32>
    %392 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg11, %229 : tensor<32xf32>, tensor<f32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32xf32>
    %393 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg38 : tensor<32xf32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<32xf32>
    %394 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_64 : tensor<32xf32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<32xf32>
    %395 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%393, %394 : tensor<32xf32>, tensor<32xf32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32xf32>
    %396 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg39 : tensor<32xf32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<32xf32>
    %397 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_64 : tensor<32xf32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<32xf32>
    %398 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%397, %collapsed_64 : tensor<32xf32>, tensor<32xf32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32xf32>
    %399 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%396, %398 : tensor<32xf32>, tensor<32xf32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32xf32>
    %400 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%399 : tensor<32xf32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<32xf32>
    %401 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%400, %243 : tensor<32xf32>, tensor<f32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32xf32>
    %402 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%401 : tensor<32xf32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<32xf32>
    %403 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%395, %402 : tensor<32xf32>, tensor<32xf32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32xf32>
    %404 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%246, %403 : tensor<f32>, tensor<32xf32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32xf32>
    %405 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%392, %404 : tensor<32xf32>, tensor<32xf32>) outs(%391 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<32xf32>
    %406 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg12, %229 : tensor<8x32xf32>, tensor<f32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x32xf32>
    %407 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<8x32xf32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8x32xf32>
    %408 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%141 : tensor<8x32xf32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8x32xf32>
    %409 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%407, %408 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x32xf32>
    %410 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<8x32xf32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8x32xf32>
    %411 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%141 : tensor<8x32xf32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8x32xf32>
    %412 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%411, %141 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x32xf32>
    %413 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%410, %412 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x32xf32>
    %414 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%413 : tensor<8x32xf32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<8x32xf32>
    %415 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%414, %243 : tensor<8x32xf32>, tensor<f32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x32xf32>
    %416 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%415 : tensor<8x32xf32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8x32xf32>
    %417 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%409, %416 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x32xf32>
    %418 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%246, %417 : tensor<f32>, tensor<8x32xf32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x32xf32>
    %419 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%406, %418 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%63 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8x32xf32>
    %420 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg13, %229 : tensor<8xf32>, tensor<f32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %421 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg42 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %422 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_60 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %423 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%421, %422 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %424 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg43 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %425 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_60 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %426 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%425, %collapsed_60 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %427 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%424, %426 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %428 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%427 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %429 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%428, %243 : tensor<8xf32>, tensor<f32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %430 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%429 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<8xf32>
    %431 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%423, %430 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %432 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%246, %431 : tensor<f32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %433 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%420, %432 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<8xf32>
    %434 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg14, %229 : tensor<11x8xf32>, tensor<f32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %435 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11x8xf32>
    %436 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11x8xf32>
    %437 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%435, %436 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %438 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg45 : tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11x8xf32>
    %439 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11x8xf32>
    %440 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%439, %134 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %441 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%438, %440 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %442 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%441 : tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %443 = linalg.generic {indexing_maps = [#map3, #map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%442, %243 : tensor<11x8xf32>, tensor<f32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %444 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%443 : tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11x8xf32>
    %445 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%437, %444 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %446 = linalg.generic {indexing_maps = [#map17, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%246, %445 : tensor<f32>, tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %447 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%434, %446 : tensor<11x8xf32>, tensor<11x8xf32>) outs(%132 : tensor<11x8xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11x8xf32>
    %448 = tensor.empty() : tensor<11xf32>
    %449 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%arg15, %229 : tensor<11xf32>, tensor<f32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11xf32>
    %450 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg46 : tensor<11xf32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_10 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11xf32>
    %451 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_57 : tensor<11xf32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_9 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11xf32>
    %452 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%450, %451 : tensor<11xf32>, tensor<11xf32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11xf32>
    %453 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg47 : tensor<11xf32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_8 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11xf32>
    %454 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_57 : tensor<11xf32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_7 : f64 to f32
      %464 = arith.mulf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11xf32>
    %455 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%454, %collapsed_57 : tensor<11xf32>, tensor<11xf32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11xf32>
    %456 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%453, %455 : tensor<11xf32>, tensor<11xf32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.addf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11xf32>
    %457 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%456 : tensor<11xf32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = math.sqrt %in : f32
      linalg.yield %463 : f32
    } -> tensor<11xf32>
    %458 = linalg.generic {indexing_maps = [#map14, #map15, #map14], iterator_types = ["parallel"]} ins(%457, %243 : tensor<11xf32>, tensor<f32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11xf32>
    %459 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%458 : tensor<11xf32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %463 = arith.truncf %cst_4 : f64 to f32
      %464 = arith.addf %in, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<11xf32>
    %460 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%452, %459 : tensor<11xf32>, tensor<11xf32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.divf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11xf32>
    %461 = linalg.generic {indexing_maps = [#map15, #map14, #map14], iterator_types = ["parallel"]} ins(%246, %460 : tensor<f32>, tensor<11xf32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.mulf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11xf32>
    %462 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%449, %461 : tensor<11xf32>, tensor<11xf32>) outs(%448 : tensor<11xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %463 = arith.subf %in, %in_98 : f32
      linalg.yield %463 : f32
    } -> tensor<11xf32>
    return %115, %249, %263, %277, %291, %305, %320, %334, %348, %362, %376, %390, %405, %419, %433, %447, %462, %233, %237, %253, %257, %267, %271, %281, %285, %295, %299, %310, %314, %324, %328, %338, %342, %352, %356, %366, %370, %380, %384, %395, %399, %409, %413, %423, %427, %437, %441, %452, %456 : tensor<f32>, tensor<11x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<24x8xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<11x8xf32>, tensor<11xf32>, tensor<11x8xf32>, tensor<11x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<24x8xf32>, tensor<24x8xf32>, tensor<24xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<11x8xf32>, tensor<11x8xf32>, tensor<11xf32>, tensor<11xf32>
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
