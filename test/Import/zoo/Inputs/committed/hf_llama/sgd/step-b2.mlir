// zero-import-torch: hf_llama.py, micro-batch 2, sgd (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1) -> ()>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0, d1) -> (d0)>
#map17 = affine_map<(d0) -> ()>
#map18 = affine_map<() -> ()>
#map19 = affine_map<(d0, d1) -> (d1)>
#map20 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map21 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
module {
  func.func @train_step(%arg0: tensor<32x16xf32> {zero.role = "param"}, %arg1: tensor<16x16xf32> {zero.role = "param"}, %arg2: tensor<8x16xf32> {zero.role = "param"}, %arg3: tensor<8x16xf32> {zero.role = "param"}, %arg4: tensor<16x16xf32> {zero.role = "param"}, %arg5: tensor<32x16xf32> {zero.role = "param"}, %arg6: tensor<32x16xf32> {zero.role = "param"}, %arg7: tensor<16x32xf32> {zero.role = "param"}, %arg8: tensor<16xf32> {zero.role = "param"}, %arg9: tensor<16xf32> {zero.role = "param"}, %arg10: tensor<16x16xf32> {zero.role = "param"}, %arg11: tensor<8x16xf32> {zero.role = "param"}, %arg12: tensor<8x16xf32> {zero.role = "param"}, %arg13: tensor<16x16xf32> {zero.role = "param"}, %arg14: tensor<32x16xf32> {zero.role = "param"}, %arg15: tensor<32x16xf32> {zero.role = "param"}, %arg16: tensor<16x32xf32> {zero.role = "param"}, %arg17: tensor<16xf32> {zero.role = "param"}, %arg18: tensor<16xf32> {zero.role = "param"}, %arg19: tensor<16xf32> {zero.role = "param"}, %arg20: tensor<32x16xf32> {zero.role = "param"}, %arg21: tensor<32x16xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg22: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg23: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg24: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg25: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg26: tensor<32x16xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg27: tensor<32x16xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg28: tensor<16x32xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg29: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg30: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg31: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg32: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg33: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg34: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg35: tensor<32x16xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg36: tensor<32x16xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg37: tensor<16x32xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg38: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 17 : i64}, %arg39: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 18 : i64}, %arg40: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 19 : i64}, %arg41: tensor<32x16xf32> {zero.role = "opt_state", zero.state_of = 20 : i64}, %arg42: tensor<2x8xi64> {zero.range = array<i64: 0, 32>, zero.role = "batch"}, %arg43: tensor<2x8xi64> {zero.range = array<i64: 0, 32>, zero.range_ignore = -100 : i64, zero.role = "batch"}, %arg44: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<32x16xf32> {zero.updates = 0 : i64}, tensor<16x16xf32> {zero.updates = 1 : i64}, tensor<8x16xf32> {zero.updates = 2 : i64}, tensor<8x16xf32> {zero.updates = 3 : i64}, tensor<16x16xf32> {zero.updates = 4 : i64}, tensor<32x16xf32> {zero.updates = 5 : i64}, tensor<32x16xf32> {zero.updates = 6 : i64}, tensor<16x32xf32> {zero.updates = 7 : i64}, tensor<16xf32> {zero.updates = 8 : i64}, tensor<16xf32> {zero.updates = 9 : i64}, tensor<16x16xf32> {zero.updates = 10 : i64}, tensor<8x16xf32> {zero.updates = 11 : i64}, tensor<8x16xf32> {zero.updates = 12 : i64}, tensor<16x16xf32> {zero.updates = 13 : i64}, tensor<32x16xf32> {zero.updates = 14 : i64}, tensor<32x16xf32> {zero.updates = 15 : i64}, tensor<16x32xf32> {zero.updates = 16 : i64}, tensor<16xf32> {zero.updates = 17 : i64}, tensor<16xf32> {zero.updates = 18 : i64}, tensor<16xf32> {zero.updates = 19 : i64}, tensor<32x16xf32> {zero.updates = 20 : i64}, tensor<32x16xf32> {zero.updates = 21 : i64}, tensor<16x16xf32> {zero.updates = 22 : i64}, tensor<8x16xf32> {zero.updates = 23 : i64}, tensor<8x16xf32> {zero.updates = 24 : i64}, tensor<16x16xf32> {zero.updates = 25 : i64}, tensor<32x16xf32> {zero.updates = 26 : i64}, tensor<32x16xf32> {zero.updates = 27 : i64}, tensor<16x32xf32> {zero.updates = 28 : i64}, tensor<16xf32> {zero.updates = 29 : i64}, tensor<16xf32> {zero.updates = 30 : i64}, tensor<16x16xf32> {zero.updates = 31 : i64}, tensor<8x16xf32> {zero.updates = 32 : i64}, tensor<8x16xf32> {zero.updates = 33 : i64}, tensor<16x16xf32> {zero.updates = 34 : i64}, tensor<32x16xf32> {zero.updates = 35 : i64}, tensor<32x16xf32> {zero.updates = 36 : i64}, tensor<16x32xf32> {zero.updates = 37 : i64}, tensor<16xf32> {zero.updates = 38 : i64}, tensor<16xf32> {zero.updates = 39 : i64}, tensor<16xf32> {zero.updates = 40 : i64}, tensor<32x16xf32> {zero.updates = 41 : i64}) {
    %c-100_i64 = arith.constant -100 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x4x8x4xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<2x2x8x4xf32>
    %cst_4 = arith.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_5 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_10 = arith.constant 9.000000e-01 : f64
    %cst_11 = arith.constant 0xFFF0000000000000 : f64
    %cst_12 = arith.constant 0.70710678118654757 : f64
    %cst_13 = arith.constant 9.9999999999999995E-7 : f64
    %cst_14 = arith.constant dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>
    %cst_15 = arith.constant 1.600000e+01 : f32
    %cst_16 = arith.constant -5.000000e-01 : f32
    %cst_17 = arith.constant 2.000000e+00 : f32
    %cst_18 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg42 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %465 = arith.index_cast %in : i64 to index
      %466 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%465, %466] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %465 = linalg.index 0 : index
      %466 = arith.index_cast %465 : index to i64
      linalg.yield %466 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %4 = tensor.empty() : tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%4 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %465 = arith.sitofp %in : i64 to f32
      linalg.yield %465 : f32
    } -> tensor<1x8x1xf32>
    %6 = tensor.empty() : tensor<1x8x2xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst_14 : tensor<1x8x1xf32>, tensor<2xf32>) outs(%6 : tensor<1x8x2xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<1x8x2xf32>
    %concat = tensor.concat dim(2) %7, %7 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %8 = tensor.empty() : tensor<1x8x4xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%8 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.cos %in : f32
      linalg.yield %465 : f32
    } -> tensor<1x8x4xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%8 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.sin %in : f32
      linalg.yield %465 : f32
    } -> tensor<1x8x4xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %12 = tensor.empty() : tensor<2x8x1xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.divf %in, %cst_15 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_13 : f64 to f32
      %466 = arith.addf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.rsqrt %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %17 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %19 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %18 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %20 = tensor.empty() : tensor<16x16xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %19 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %22 = linalg.matmul ins(%collapsed, %transposed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_19 = tensor.expand_shape %22 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %23 = tensor.empty() : tensor<2x4x8x4xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x8x4x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %24 = tensor.empty() : tensor<16x8xf32>
    %transposed_21 = linalg.transpose ins(%arg2 : tensor<8x16xf32>) outs(%24 : tensor<16x8xf32>) permutation = [1, 0] 
    %25 = linalg.fill ins(%cst : f32) outs(%24 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %26 = linalg.matmul ins(%collapsed, %transposed_21 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%25 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_22 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %27 = tensor.empty() : tensor<2x2x8x4xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x8x2x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_24 = linalg.transpose ins(%arg3 : tensor<8x16xf32>) outs(%24 : tensor<16x8xf32>) permutation = [1, 0] 
    %28 = linalg.matmul ins(%collapsed, %transposed_24 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%25 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_25 = tensor.expand_shape %28 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x8x2x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %expanded_27 = tensor.expand_shape %9 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %expanded_28 = tensor.expand_shape %10 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %29 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20, %expanded_27 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice = tensor.extract_slice %transposed_20[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_20[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %30 = tensor.empty() : tensor<2x4x8x2xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<2x4x8x2xf32>) outs(%30 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.negf %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_30 = tensor.concat dim(3) %31, %extracted_slice : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_28 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %32 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_23, %expanded_27 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_31 = tensor.extract_slice %transposed_23[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_32 = tensor.extract_slice %transposed_23[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %35 = tensor.empty() : tensor<2x2x8x2xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32 : tensor<2x2x8x2xf32>) outs(%35 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.negf %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x2xf32>
    %concat_33 = tensor.concat dim(3) %36, %extracted_slice_31 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_33, %expanded_28 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %37 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<2x4x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_12 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x4x8x4xf32>
    %expanded_34 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_35 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %40 = tensor.empty() : tensor<8x8xi64>
    %41 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_34, %expanded_35 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%40 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_212: i64, %out: i64):
      %465 = arith.subi %in, %in_212 : i64
      linalg.yield %465 : i64
    } -> tensor<8x8xi64>
    %42 = tensor.empty() : tensor<8x8xi1>
    %43 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<8x8xi64>) outs(%42 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %465 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %465 : i1
    } -> tensor<8x8xi1>
    %44 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_9 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%42 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_212: i1, %out: i1):
      %465 = arith.andi %in, %in_212 : i1
      linalg.yield %465 : i1
    } -> tensor<8x8xi1>
    %45 = tensor.empty() : tensor<8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel"]} ins(%44, %cst_7, %cst_8 : tensor<8x8xi1>, tensor<f32>, tensor<f32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_212: f32, %in_213: f32, %out: f32):
      %465 = arith.select %in, %in_212, %in_213 : f32
      linalg.yield %465 : f32
    } -> tensor<8x8xf32>
    %47 = tensor.empty() : tensor<2x2x2x8x4xf32>
    %48 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x2x8x4xf32>) outs(%47 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %collapsed_36 = tensor.collapse_shape %48 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<2x4x8x4xf32>
    %49 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_26 : tensor<2x2x8x4xf32>) outs(%47 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %50 = tensor.empty() : tensor<2x4x4x8xf32>
    %transposed_37 = linalg.transpose ins(%collapsed_36 : tensor<2x4x8x4xf32>) outs(%50 : tensor<2x4x4x8xf32>) permutation = [0, 1, 3, 2] 
    %51 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_37 : tensor<2x4x4x8xf32>) outs(%50 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_12 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_38 = tensor.collapse_shape %39 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_39 = tensor.collapse_shape %51 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %52 = tensor.empty() : tensor<8x8x8xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %54 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%53 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_40 = tensor.expand_shape %54 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %55 = tensor.empty() : tensor<2x4x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40, %46 : tensor<2x4x8x8xf32>, tensor<8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %57 = tensor.empty() : tensor<2x4x8xi64>
    %58 = linalg.fill ins(%c0_i64 : i64) outs(%57 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %59 = tensor.empty() : tensor<2x4x8xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %61:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x4x8x8xf32>) outs(%60, %58 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_212: i64):
      %465 = linalg.index 3 : index
      %466 = arith.index_cast %465 : index to i64
      %467 = arith.maximumf %in, %out : f32
      %468 = arith.cmpf ogt, %in, %out : f32
      %469 = arith.select %468, %466, %out_212 : i64
      linalg.yield %467, %469 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_41 = tensor.expand_shape %61#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_41 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.exp %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %64 = tensor.empty() : tensor<2x4x8x1xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<2x4x8x8xf32>) outs(%65 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %66 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.divf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %68 = tensor.empty() : tensor<2x4x8x8xi1>
    %69 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<2x4x8x8xf32>) outs(%68 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %465 = arith.extf %in : f32 to f64
      %466 = arith.cmpf oeq, %465, %cst_11 : f64
      linalg.yield %466 : i1
    } -> tensor<2x4x8x8xi1>
    %70 = tensor.empty() : tensor<2x4x8x1xi1>
    %71 = linalg.fill ins(%true : i1) outs(%70 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %72 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<2x4x8x8xi1>) outs(%71 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %465 = arith.andi %in, %out : i1
      linalg.yield %465 : i1
    } -> tensor<2x4x8x1xi1>
    %73 = linalg.generic {indexing_maps = [#map15, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %cst_6, %67 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_212: f32, %in_213: f32, %out: f32):
      %465 = arith.select %in, %in_212, %in_213 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_42 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_43 = tensor.collapse_shape %49 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<8x8x4xf32>
    %74 = tensor.empty() : tensor<8x8x4xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %76 = linalg.batch_matmul ins(%collapsed_42, %collapsed_43 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%75 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_44 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %77 = tensor.empty() : tensor<2x8x4x4xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<2x4x8x4xf32>) outs(%77 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_46 = linalg.transpose ins(%arg4 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %transposed_45 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %78 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_48 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_48 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.divf %in, %cst_15 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_13 : f64 to f32
      %466 = arith.addf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.rsqrt %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %84 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %86 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %85 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %87 = tensor.empty() : tensor<16x32xf32>
    %transposed_49 = linalg.transpose ins(%arg5 : tensor<32x16xf32>) outs(%87 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %89 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_51 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %90 = tensor.empty() : tensor<2x8x32xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.negf %in : f32
      %466 = math.exp %465 : f32
      %467 = arith.addf %466, %cst_1 : f32
      %468 = arith.divf %cst_1, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x8x32xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %91 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %transposed_52 = linalg.transpose ins(%arg6 : tensor<32x16xf32>) outs(%87 : tensor<16x32xf32>) permutation = [1, 0] 
    %93 = linalg.matmul ins(%collapsed_50, %transposed_52 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_53 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %expanded_53 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %95 = tensor.empty() : tensor<32x16xf32>
    %transposed_54 = linalg.transpose ins(%arg7 : tensor<16x32xf32>) outs(%95 : tensor<32x16xf32>) permutation = [1, 0] 
    %collapsed_55 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %96 = linalg.matmul ins(%collapsed_55, %transposed_54 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_56 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %expanded_56 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.divf %in, %cst_15 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_13 : f64 to f32
      %466 = arith.addf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.rsqrt %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %102 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %104 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %103 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %transposed_57 = linalg.transpose ins(%arg10 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_58 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %105 = linalg.matmul ins(%collapsed_58, %transposed_57 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_59 = tensor.expand_shape %105 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x8x4x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_61 = linalg.transpose ins(%arg11 : tensor<8x16xf32>) outs(%24 : tensor<16x8xf32>) permutation = [1, 0] 
    %106 = linalg.matmul ins(%collapsed_58, %transposed_61 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%25 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_62 = tensor.expand_shape %106 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<2x8x2x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_64 = linalg.transpose ins(%arg12 : tensor<8x16xf32>) outs(%24 : tensor<16x8xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_58, %transposed_64 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%25 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %expanded_65 = tensor.expand_shape %107 [[0, 1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<16x8xf32> into tensor<2x8x2x4xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<2x8x2x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) permutation = [0, 2, 1, 3] 
    %108 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_60, %expanded_27 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_67 = tensor.extract_slice %transposed_60[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_68 = tensor.extract_slice %transposed_60[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_68 : tensor<2x4x8x2xf32>) outs(%30 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.negf %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_69 = tensor.concat dim(3) %109, %extracted_slice_67 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %110 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_69, %expanded_28 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %111 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %110 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %112 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63, %expanded_27 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_70 = tensor.extract_slice %transposed_63[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_71 = tensor.extract_slice %transposed_63[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %113 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_71 : tensor<2x2x8x2xf32>) outs(%35 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.negf %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x2xf32>
    %concat_72 = tensor.concat dim(3) %113, %extracted_slice_70 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %114 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_72, %expanded_28 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %115 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<2x4x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_12 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x4x8x4xf32>
    %117 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<2x2x8x4xf32>) outs(%47 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %collapsed_73 = tensor.collapse_shape %117 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<2x4x8x4xf32>
    %118 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_66 : tensor<2x2x8x4xf32>) outs(%47 : tensor<2x2x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x8x4xf32>
    %transposed_74 = linalg.transpose ins(%collapsed_73 : tensor<2x4x8x4xf32>) outs(%50 : tensor<2x4x4x8xf32>) permutation = [0, 1, 3, 2] 
    %119 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_74 : tensor<2x4x4x8xf32>) outs(%50 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_12 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x4x4x8xf32>
    %collapsed_75 = tensor.collapse_shape %116 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %collapsed_76 = tensor.collapse_shape %119 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %120 = linalg.batch_matmul ins(%collapsed_75, %collapsed_76 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%53 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_77 = tensor.expand_shape %120 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_77, %46 : tensor<2x4x8x8xf32>, tensor<8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %122:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<2x4x8x8xf32>) outs(%60, %58 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_212: i64):
      %465 = linalg.index 3 : index
      %466 = arith.index_cast %465 : index to i64
      %467 = arith.maximumf %in, %out : f32
      %468 = arith.cmpf ogt, %in, %out : f32
      %469 = arith.select %468, %466, %out_212 : i64
      linalg.yield %467, %469 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_78 = tensor.expand_shape %122#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_78 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.exp %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<2x4x8x8xf32>) outs(%65 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %125 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.divf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<2x4x8x8xf32>) outs(%68 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %465 = arith.extf %in : f32 to f64
      %466 = arith.cmpf oeq, %465, %cst_11 : f64
      linalg.yield %466 : i1
    } -> tensor<2x4x8x8xi1>
    %128 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%127 : tensor<2x4x8x8xi1>) outs(%71 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %465 = arith.andi %in, %out : i1
      linalg.yield %465 : i1
    } -> tensor<2x4x8x1xi1>
    %129 = linalg.generic {indexing_maps = [#map15, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %cst_6, %126 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_212: f32, %in_213: f32, %out: f32):
      %465 = arith.select %in, %in_212, %in_213 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_79 = tensor.collapse_shape %129 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_80 = tensor.collapse_shape %118 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x4xf32> into tensor<8x8x4xf32>
    %130 = linalg.batch_matmul ins(%collapsed_79, %collapsed_80 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%75 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_81 = tensor.expand_shape %130 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<2x4x8x4xf32>) outs(%77 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %transposed_83 = linalg.transpose ins(%arg13 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_84 = tensor.collapse_shape %transposed_82 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %131 = linalg.matmul ins(%collapsed_84, %transposed_83 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_85 = tensor.expand_shape %131 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %expanded_85 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.divf %in, %cst_15 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_13 : f64 to f32
      %466 = arith.addf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x8x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.rsqrt %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %137 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %138 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %transposed_86 = linalg.transpose ins(%arg14 : tensor<32x16xf32>) outs(%87 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_87 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %140 = linalg.matmul ins(%collapsed_87, %transposed_86 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_88 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88 : tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.negf %in : f32
      %466 = math.exp %465 : f32
      %467 = arith.addf %466, %cst_1 : f32
      %468 = arith.divf %cst_1, %467 : f32
      linalg.yield %468 : f32
    } -> tensor<2x8x32xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %141 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %transposed_89 = linalg.transpose ins(%arg15 : tensor<32x16xf32>) outs(%87 : tensor<16x32xf32>) permutation = [1, 0] 
    %143 = linalg.matmul ins(%collapsed_87, %transposed_89 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_90 = tensor.expand_shape %143 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %expanded_90 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %transposed_91 = linalg.transpose ins(%arg16 : tensor<16x32xf32>) outs(%95 : tensor<32x16xf32>) permutation = [1, 0] 
    %collapsed_92 = tensor.collapse_shape %144 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %145 = linalg.matmul ins(%collapsed_92, %transposed_91 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_93 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %expanded_93 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.divf %in, %cst_15 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_13 : f64 to f32
      %466 = arith.addf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.rsqrt %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %151 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %152 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %transposed_94 = linalg.transpose ins(%arg20 : tensor<32x16xf32>) outs(%87 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_95 = tensor.collapse_shape %153 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %154 = linalg.matmul ins(%collapsed_95, %transposed_94 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %padded = tensor.pad %arg43 low[0, 0] high[0, 1] {
    ^bb0(%arg45: index, %arg46: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_96 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_97 = tensor.collapse_shape %extracted_slice_96 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %155 = tensor.empty() : tensor<16xi64>
    %156 = linalg.fill ins(%c0_i64 : i64) outs(%155 : tensor<16xi64>) -> tensor<16xi64>
    %157 = tensor.empty() : tensor<16xf32>
    %158 = linalg.fill ins(%cst_0 : f32) outs(%157 : tensor<16xf32>) -> tensor<16xf32>
    %159:2 = linalg.generic {indexing_maps = [#map9, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%154 : tensor<16x32xf32>) outs(%158, %156 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_212: i64):
      %465 = linalg.index 1 : index
      %466 = arith.index_cast %465 : index to i64
      %467 = arith.maximumf %in, %out : f32
      %468 = arith.cmpf ogt, %in, %out : f32
      %469 = arith.select %468, %466, %out_212 : i64
      linalg.yield %467, %469 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_98 = tensor.expand_shape %159#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %160 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%154, %expanded_98 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %161 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%160 : tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.exp %in : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %162 = tensor.empty() : tensor<16x1xf32>
    %163 = linalg.fill ins(%cst : f32) outs(%162 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %164 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "reduction"]} ins(%161 : tensor<16x32xf32>) outs(%163 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<16x1xf32>
    %165 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%164 : tensor<16x1xf32>) outs(%162 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.log %in : f32
      linalg.yield %465 : f32
    } -> tensor<16x1xf32>
    %166 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%160, %165 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %167 = tensor.empty() : tensor<16xi1>
    %168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_97 : tensor<16xi64>) outs(%167 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %465 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %465 : i1
    } -> tensor<16xi1>
    %169 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%168, %collapsed_97, %cst_18 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%155 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_212: i64, %in_213: i64, %out: i64):
      %465 = arith.select %in, %in_212, %in_213 : i64
      linalg.yield %465 : i64
    } -> tensor<16xi64>
    %expanded_99 = tensor.expand_shape %169 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %170 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_99 : tensor<16x1xi64>) outs(%163 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %465 = linalg.index 0 : index
      %466 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %166[%465, %466] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_100 = tensor.collapse_shape %170 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_100 : tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.negf %in : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %172 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%168, %171, %cst_7 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_212: f32, %in_213: f32, %out: f32):
      %465 = arith.select %in, %in_212, %in_213 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %173 = tensor.empty() : tensor<i64>
    %174 = linalg.fill ins(%c0_i64 : i64) outs(%173 : tensor<i64>) -> tensor<i64>
    %175 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%168 : tensor<16xi1>) outs(%174 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %465 = arith.extui %in : i1 to i64
      %466 = arith.addi %465, %out : i64
      linalg.yield %466 : i64
    } -> tensor<i64>
    %176 = tensor.empty() : tensor<f32>
    %177 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%175 : tensor<i64>) outs(%176 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %465 = arith.sitofp %in : i64 to f32
      linalg.yield %465 : f32
    } -> tensor<f32>
    %178 = linalg.fill ins(%cst : f32) outs(%176 : tensor<f32>) -> tensor<f32>
    %179 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%172 : tensor<16xf32>) outs(%178 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<f32>
    %180 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%179, %177 : tensor<f32>, tensor<f32>) outs(%176 : tensor<f32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.divf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<f32>
    %expanded_101 = tensor.expand_shape %collapsed_97 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %181 = tensor.empty() : tensor<32xi64>
    %182 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%181 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %465 = linalg.index 0 : index
      %466 = arith.index_cast %465 : index to i64
      linalg.yield %466 : i64
    } -> tensor<32xi64>
    %183 = tensor.empty() : tensor<16x32xi1>
    %184 = linalg.generic {indexing_maps = [#map8, #map19, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_101, %182 : tensor<16x1xi64>, tensor<32xi64>) outs(%183 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_212: i64, %out: i1):
      %465 = arith.cmpi eq, %in, %in_212 : i64
      linalg.yield %465 : i1
    } -> tensor<16x32xi1>
    %185 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%184 : tensor<16x32xi1>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %465 = arith.uitofp %in : i1 to f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%168 : tensor<16xi1>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %465 = arith.uitofp %in : i1 to f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %expanded_102 = tensor.expand_shape %186 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %187 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%185 : tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.negf %in : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %188 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%187, %expanded_102 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %189 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_5, %177 : tensor<f32>, tensor<f32>) outs(%176 : tensor<f32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.divf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<f32>
    %190 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel"]} ins(%188, %189 : tensor<16x32xf32>, tensor<f32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %191 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%166 : tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.exp %in : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %192 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "reduction"]} ins(%190 : tensor<16x32xf32>) outs(%163 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<16x1xf32>
    %193 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%191, %192 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %194 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%190, %193 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %transposed_103 = linalg.transpose ins(%194 : tensor<16x32xf32>) outs(%95 : tensor<32x16xf32>) permutation = [1, 0] 
    %195 = linalg.fill ins(%cst : f32) outs(%95 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %196 = linalg.matmul {zero.grad_of = 20 : i64} ins(%transposed_103, %collapsed_95 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%195 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %197 = linalg.matmul ins(%194, %arg20 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_104 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %arg19 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %152 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %200 = tensor.empty() : tensor<1x1x16xf32>
    %201 = linalg.fill ins(%cst : f32) outs(%200 : tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "reduction", "parallel"]} ins(%199 : tensor<2x8x16xf32>) outs(%201 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_105 = tensor.collapse_shape %202 [[0, 1, 2]] {zero.grad_of = 19 : i64} : tensor<1x1x16xf32> into tensor<16xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %146 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %151 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.mulf %in, %cst_16 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %206 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_106 = tensor.collapse_shape %208 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_106 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.divf %in, %cst_15 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.mulf %in, %cst_17 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %212 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %213 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_107 = tensor.collapse_shape %214 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_108 = linalg.transpose ins(%collapsed_107 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) permutation = [1, 0] 
    %215 = linalg.matmul {zero.grad_of = 16 : i64} ins(%transposed_108, %collapsed_92 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %216 = linalg.matmul ins(%collapsed_107, %arg16 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_109 = tensor.expand_shape %216 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109, %142 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109, %expanded_90 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_110 = tensor.collapse_shape %217 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_111 = linalg.transpose ins(%collapsed_110 : tensor<16x32xf32>) outs(%95 : tensor<32x16xf32>) permutation = [1, 0] 
    %219 = linalg.matmul {zero.grad_of = 15 : i64} ins(%transposed_111, %collapsed_87 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%195 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %220 = linalg.matmul ins(%collapsed_110, %arg15 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_112 = tensor.expand_shape %220 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_4, %141 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %221 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %cst_1 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %141 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %223 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_113 = tensor.collapse_shape %225 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_114 = linalg.transpose ins(%collapsed_113 : tensor<16x32xf32>) outs(%95 : tensor<32x16xf32>) permutation = [1, 0] 
    %226 = linalg.matmul {zero.grad_of = 14 : i64} ins(%transposed_114, %collapsed_87 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%195 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %227 = linalg.matmul ins(%collapsed_113, %arg14 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_115 = tensor.expand_shape %227 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %expanded_115 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %arg18 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %138 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "reduction", "parallel"]} ins(%230 : tensor<2x8x16xf32>) outs(%201 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_116 = tensor.collapse_shape %231 [[0, 1, 2]] {zero.grad_of = 18 : i64} : tensor<1x1x16xf32> into tensor<16xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %132 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %137 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%232 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %233 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.mulf %in, %cst_16 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %236 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_117 = tensor.collapse_shape %238 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_117 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.divf %in, %cst_15 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.mulf %in, %cst_17 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %242 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %243 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_118 = tensor.collapse_shape %244 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_119 = linalg.transpose ins(%collapsed_118 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) permutation = [1, 0] 
    %245 = linalg.matmul {zero.grad_of = 13 : i64} ins(%transposed_119, %collapsed_84 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %246 = linalg.matmul ins(%collapsed_118, %arg13 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_120 = tensor.expand_shape %246 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_121 = linalg.transpose ins(%expanded_120 : tensor<2x8x4x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_122 = tensor.collapse_shape %transposed_121 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_123 = linalg.transpose ins(%collapsed_79 : tensor<8x8x8xf32>) outs(%52 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %247 = linalg.batch_matmul ins(%transposed_123, %collapsed_122 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%75 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %248 = tensor.empty() : tensor<8x4x8xf32>
    %transposed_124 = linalg.transpose ins(%collapsed_80 : tensor<8x8x4xf32>) outs(%248 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %249 = linalg.batch_matmul ins(%collapsed_122, %transposed_124 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%53 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_125 = tensor.expand_shape %249 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %250 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_125, %129 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %251 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%250 : tensor<2x4x8x8xf32>) outs(%65 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x1xf32>
    %252 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %251 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %253 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %252 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_126 = tensor.collapse_shape %253 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_127 = linalg.transpose ins(%collapsed_75 : tensor<8x8x4xf32>) outs(%248 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %254 = linalg.fill ins(%cst : f32) outs(%248 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %255 = linalg.batch_matmul ins(%transposed_127, %collapsed_126 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%254 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_128 = linalg.transpose ins(%collapsed_76 : tensor<8x4x8xf32>) outs(%74 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %256 = linalg.batch_matmul ins(%collapsed_126, %transposed_128 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%75 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_129 = tensor.expand_shape %255 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_130 = tensor.expand_shape %256 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %257 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_129 : tensor<2x4x4x8xf32>) outs(%50 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_12 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x4x4x8xf32>
    %transposed_131 = linalg.transpose ins(%257 : tensor<2x4x4x8xf32>) outs(%23 : tensor<2x4x8x4xf32>) permutation = [0, 1, 3, 2] 
    %expanded_132 = tensor.expand_shape %247 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<8x8x4xf32> into tensor<2x2x2x8x4xf32>
    %258 = tensor.empty() : tensor<2x2x1x8x4xf32>
    %259 = linalg.fill ins(%cst : f32) outs(%258 : tensor<2x2x1x8x4xf32>) -> tensor<2x2x1x8x4xf32>
    %260 = linalg.generic {indexing_maps = [#map12, #map21], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_132 : tensor<2x2x2x8x4xf32>) outs(%259 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_133 = tensor.collapse_shape %260 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %expanded_134 = tensor.expand_shape %transposed_131 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<2x4x8x4xf32> into tensor<2x2x2x8x4xf32>
    %261 = linalg.generic {indexing_maps = [#map12, #map21], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_134 : tensor<2x2x2x8x4xf32>) outs(%259 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_135 = tensor.collapse_shape %261 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %262 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_130 : tensor<2x4x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_12 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x4x8x4xf32>
    %263 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_135, %expanded_28 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_136 = tensor.extract_slice %263[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_137 = tensor.extract_slice %263[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %264 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_136 : tensor<2x2x8x2xf32>) outs(%35 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.negf %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x2xf32>
    %inserted_slice = tensor.insert_slice %264 into %cst_3[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %inserted_slice_138 = tensor.insert_slice %extracted_slice_137 into %cst_3[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %265 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice, %inserted_slice_138 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %266 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_135, %expanded_27 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %267 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %266 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %268 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %expanded_28 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_139 = tensor.extract_slice %268[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_140 = tensor.extract_slice %268[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %269 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139 : tensor<2x4x8x2xf32>) outs(%30 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.negf %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x2xf32>
    %inserted_slice_141 = tensor.insert_slice %269 into %cst_2[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %inserted_slice_142 = tensor.insert_slice %extracted_slice_140 into %cst_2[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %270 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_141, %inserted_slice_142 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %271 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %expanded_27 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %272 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %271 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %273 = tensor.empty() : tensor<2x8x2x4xf32>
    %transposed_143 = linalg.transpose ins(%collapsed_133 : tensor<2x2x8x4xf32>) outs(%273 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_144 = tensor.collapse_shape %transposed_143 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %274 = tensor.empty() : tensor<8x16xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_144 : tensor<16x8xf32>) outs(%274 : tensor<8x16xf32>) permutation = [1, 0] 
    %275 = linalg.fill ins(%cst : f32) outs(%274 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %276 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_145, %collapsed_58 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%275 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %277 = linalg.matmul ins(%collapsed_144, %arg12 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_146 = tensor.expand_shape %277 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_147 = linalg.transpose ins(%267 : tensor<2x2x8x4xf32>) outs(%273 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_148 = tensor.collapse_shape %transposed_147 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_149 = linalg.transpose ins(%collapsed_148 : tensor<16x8xf32>) outs(%274 : tensor<8x16xf32>) permutation = [1, 0] 
    %278 = linalg.matmul {zero.grad_of = 11 : i64} ins(%transposed_149, %collapsed_58 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%275 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %279 = linalg.matmul ins(%collapsed_148, %arg11 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_150 = tensor.expand_shape %279 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_146, %expanded_150 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %transposed_151 = linalg.transpose ins(%272 : tensor<2x4x8x4xf32>) outs(%77 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_153 = linalg.transpose ins(%collapsed_152 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) permutation = [1, 0] 
    %281 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_153, %collapsed_58 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %282 = linalg.matmul ins(%collapsed_152, %arg10 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_154 = tensor.expand_shape %282 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %expanded_154 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %arg17 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %103 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "reduction", "parallel"]} ins(%285 : tensor<2x8x16xf32>) outs(%201 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_155 = tensor.collapse_shape %286 [[0, 1, 2]] {zero.grad_of = 17 : i64} : tensor<1x1x16xf32> into tensor<16xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %97 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %102 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%287 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %288 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.mulf %in, %cst_16 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %291 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_156 = tensor.collapse_shape %293 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_156 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.divf %in, %cst_15 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.mulf %in, %cst_17 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %297 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %298 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_157 = tensor.collapse_shape %299 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_158 = linalg.transpose ins(%collapsed_157 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) permutation = [1, 0] 
    %300 = linalg.matmul {zero.grad_of = 7 : i64} ins(%transposed_158, %collapsed_55 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %301 = linalg.matmul ins(%collapsed_157, %arg7 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_159 = tensor.expand_shape %301 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %92 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %expanded_53 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_160 = tensor.collapse_shape %302 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_161 = linalg.transpose ins(%collapsed_160 : tensor<16x32xf32>) outs(%95 : tensor<32x16xf32>) permutation = [1, 0] 
    %304 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_161, %collapsed_50 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%195 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %305 = linalg.matmul ins(%collapsed_160, %arg6 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_162 = tensor.expand_shape %305 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_4, %91 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %306 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %cst_1 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %91 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %308 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%90 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_163 = tensor.collapse_shape %310 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_164 = linalg.transpose ins(%collapsed_163 : tensor<16x32xf32>) outs(%95 : tensor<32x16xf32>) permutation = [1, 0] 
    %311 = linalg.matmul {zero.grad_of = 5 : i64} ins(%transposed_164, %collapsed_50 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%195 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %312 = linalg.matmul ins(%collapsed_163, %arg5 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_165 = tensor.expand_shape %312 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %expanded_165 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %arg9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %85 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "reduction", "parallel"]} ins(%315 : tensor<2x8x16xf32>) outs(%201 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_166 = tensor.collapse_shape %316 [[0, 1, 2]] {zero.grad_of = 9 : i64} : tensor<1x1x16xf32> into tensor<16xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %79 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %84 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%317 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %318 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.mulf %in, %cst_16 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %321 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_167 = tensor.collapse_shape %323 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_167 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.divf %in, %cst_15 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.mulf %in, %cst_17 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %327 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %328 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_168 = tensor.collapse_shape %329 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_169 = linalg.transpose ins(%collapsed_168 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) permutation = [1, 0] 
    %330 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_169, %collapsed_47 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %331 = linalg.matmul ins(%collapsed_168, %arg4 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_170 = tensor.expand_shape %331 [[0, 1], [2, 3]] output_shape [2, 8, 4, 4] : tensor<16x16xf32> into tensor<2x8x4x4xf32>
    %transposed_171 = linalg.transpose ins(%expanded_170 : tensor<2x8x4x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_172 = tensor.collapse_shape %transposed_171 [[0, 1], [2], [3]] : tensor<2x4x8x4xf32> into tensor<8x8x4xf32>
    %transposed_173 = linalg.transpose ins(%collapsed_42 : tensor<8x8x8xf32>) outs(%52 : tensor<8x8x8xf32>) permutation = [0, 2, 1] 
    %332 = linalg.batch_matmul ins(%transposed_173, %collapsed_172 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%75 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %transposed_174 = linalg.transpose ins(%collapsed_43 : tensor<8x8x4xf32>) outs(%248 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %333 = linalg.batch_matmul ins(%collapsed_172, %transposed_174 : tensor<8x8x4xf32>, tensor<8x4x8xf32>) outs(%53 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_175 = tensor.expand_shape %333 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %334 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_175, %73 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %335 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%334 : tensor<2x4x8x8xf32>) outs(%65 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x1xf32>
    %336 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %335 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %337 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %336 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_176 = tensor.collapse_shape %337 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_177 = linalg.transpose ins(%collapsed_38 : tensor<8x8x4xf32>) outs(%248 : tensor<8x4x8xf32>) permutation = [0, 2, 1] 
    %338 = linalg.batch_matmul ins(%transposed_177, %collapsed_176 : tensor<8x4x8xf32>, tensor<8x8x8xf32>) outs(%254 : tensor<8x4x8xf32>) -> tensor<8x4x8xf32>
    %transposed_178 = linalg.transpose ins(%collapsed_39 : tensor<8x4x8xf32>) outs(%74 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %339 = linalg.batch_matmul ins(%collapsed_176, %transposed_178 : tensor<8x8x8xf32>, tensor<8x8x4xf32>) outs(%75 : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
    %expanded_179 = tensor.expand_shape %338 [[0, 1], [2], [3]] output_shape [2, 4, 4, 8] : tensor<8x4x8xf32> into tensor<2x4x4x8xf32>
    %expanded_180 = tensor.expand_shape %339 [[0, 1], [2], [3]] output_shape [2, 4, 8, 4] : tensor<8x8x4xf32> into tensor<2x4x8x4xf32>
    %340 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_179 : tensor<2x4x4x8xf32>) outs(%50 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_12 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x4x4x8xf32>
    %transposed_181 = linalg.transpose ins(%340 : tensor<2x4x4x8xf32>) outs(%23 : tensor<2x4x8x4xf32>) permutation = [0, 1, 3, 2] 
    %expanded_182 = tensor.expand_shape %332 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<8x8x4xf32> into tensor<2x2x2x8x4xf32>
    %341 = linalg.generic {indexing_maps = [#map12, #map21], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_182 : tensor<2x2x2x8x4xf32>) outs(%259 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_183 = tensor.collapse_shape %341 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %expanded_184 = tensor.expand_shape %transposed_181 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 8, 4] : tensor<2x4x8x4xf32> into tensor<2x2x2x8x4xf32>
    %342 = linalg.generic {indexing_maps = [#map12, #map21], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_184 : tensor<2x2x2x8x4xf32>) outs(%259 : tensor<2x2x1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x1x8x4xf32>
    %collapsed_185 = tensor.collapse_shape %342 [[0], [1, 2], [3], [4]] : tensor<2x2x1x8x4xf32> into tensor<2x2x8x4xf32>
    %343 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_180 : tensor<2x4x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_12 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<2x4x8x4xf32>
    %344 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_185, %expanded_28 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %extracted_slice_186 = tensor.extract_slice %344[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %extracted_slice_187 = tensor.extract_slice %344[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
    %345 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_186 : tensor<2x2x8x2xf32>) outs(%35 : tensor<2x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.negf %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x2xf32>
    %inserted_slice_188 = tensor.insert_slice %345 into %cst_3[0, 0, 0, 2] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %inserted_slice_189 = tensor.insert_slice %extracted_slice_187 into %cst_3[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x4xf32>
    %346 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_188, %inserted_slice_189 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %347 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_185, %expanded_27 : tensor<2x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %348 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %347 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%27 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x2x8x4xf32>
    %349 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_28 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %extracted_slice_190 = tensor.extract_slice %349[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_191 = tensor.extract_slice %349[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x4xf32> to tensor<2x4x8x2xf32>
    %350 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_190 : tensor<2x4x8x2xf32>) outs(%30 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.negf %in : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x2xf32>
    %inserted_slice_192 = tensor.insert_slice %350 into %cst_2[0, 0, 0, 2] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %inserted_slice_193 = tensor.insert_slice %extracted_slice_191 into %cst_2[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x2xf32> into tensor<2x4x8x4xf32>
    %351 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_192, %inserted_slice_193 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %352 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_27 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %353 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %352 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%23 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x4x8x4xf32>
    %transposed_194 = linalg.transpose ins(%collapsed_183 : tensor<2x2x8x4xf32>) outs(%273 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_195 = tensor.collapse_shape %transposed_194 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_196 = linalg.transpose ins(%collapsed_195 : tensor<16x8xf32>) outs(%274 : tensor<8x16xf32>) permutation = [1, 0] 
    %354 = linalg.matmul {zero.grad_of = 3 : i64} ins(%transposed_196, %collapsed : tensor<8x16xf32>, tensor<16x16xf32>) outs(%275 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %355 = linalg.matmul ins(%collapsed_195, %arg3 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_197 = tensor.expand_shape %355 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %transposed_198 = linalg.transpose ins(%348 : tensor<2x2x8x4xf32>) outs(%273 : tensor<2x8x2x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_199 = tensor.collapse_shape %transposed_198 [[0, 1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<16x8xf32>
    %transposed_200 = linalg.transpose ins(%collapsed_199 : tensor<16x8xf32>) outs(%274 : tensor<8x16xf32>) permutation = [1, 0] 
    %356 = linalg.matmul {zero.grad_of = 2 : i64} ins(%transposed_200, %collapsed : tensor<8x16xf32>, tensor<16x16xf32>) outs(%275 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %357 = linalg.matmul ins(%collapsed_199, %arg2 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_201 = tensor.expand_shape %357 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_197, %expanded_201 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %transposed_202 = linalg.transpose ins(%353 : tensor<2x4x8x4xf32>) outs(%77 : tensor<2x8x4x4xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_203 = tensor.collapse_shape %transposed_202 [[0, 1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<16x16xf32>
    %transposed_204 = linalg.transpose ins(%collapsed_203 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) permutation = [1, 0] 
    %359 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_204, %collapsed : tensor<16x16xf32>, tensor<16x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %360 = linalg.matmul ins(%collapsed_203, %arg1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%21 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_205 = tensor.expand_shape %360 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %expanded_205 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %18 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "reduction", "parallel"]} ins(%363 : tensor<2x8x16xf32>) outs(%201 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_206 = tensor.collapse_shape %364 [[0, 1, 2]] {zero.grad_of = 8 : i64} : tensor<1x1x16xf32> into tensor<16xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %1 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %17 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%365 : tensor<2x8x16xf32>) outs(%13 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.addf %in, %out : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %366 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.mulf %in, %cst_16 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %369 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x1xf32>
    %collapsed_207 = tensor.collapse_shape %371 [[0], [1, 2]] : tensor<2x8x1xf32> into tensor<2x8xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_207 : tensor<2x8xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.divf %in, %cst_15 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.mulf %in, %cst_17 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %375 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %376 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_208 = tensor.collapse_shape %arg42 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_209 = tensor.expand_shape %collapsed_208 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %378 = linalg.generic {indexing_maps = [#map8, #map19, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_209, %182 : tensor<16x1xi64>, tensor<32xi64>) outs(%183 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_212: i64, %out: i1):
      %465 = arith.cmpi eq, %in, %in_212 : i64
      linalg.yield %465 : i1
    } -> tensor<16x32xi1>
    %379 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%378 : tensor<16x32xi1>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %465 = arith.uitofp %in : i1 to f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %collapsed_210 = tensor.collapse_shape %377 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_211 = linalg.transpose ins(%379 : tensor<16x32xf32>) outs(%95 : tensor<32x16xf32>) permutation = [1, 0] 
    %380 = linalg.matmul {zero.grad_of = 0 : i64} ins(%transposed_211, %collapsed_210 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%195 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %381 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<32x16xf32>
    %382 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%381, %380 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %383 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %382 : tensor<f32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %384 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg0, %383 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %385 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<16x16xf32>
    %386 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%385, %359 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x16xf32>
    %387 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %386 : tensor<f32>, tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x16xf32>
    %388 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg1, %387 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x16xf32>
    %389 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<8x16xf32>
    %390 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%389, %356 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<8x16xf32>
    %391 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %390 : tensor<f32>, tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<8x16xf32>
    %392 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg2, %391 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<8x16xf32>
    %393 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<8x16xf32>
    %394 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%393, %354 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<8x16xf32>
    %395 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %394 : tensor<f32>, tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<8x16xf32>
    %396 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg3, %395 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<8x16xf32>
    %397 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<16x16xf32>
    %398 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%397, %330 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x16xf32>
    %399 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %398 : tensor<f32>, tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x16xf32>
    %400 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg4, %399 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x16xf32>
    %401 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<32x16xf32>
    %402 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%401, %311 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %403 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %402 : tensor<f32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %404 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg5, %403 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %405 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<32x16xf32>
    %406 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%405, %304 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %407 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %406 : tensor<f32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %408 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg6, %407 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %409 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<16x32xf32>
    %410 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%409, %300 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %411 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %410 : tensor<f32>, tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %412 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg7, %411 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %413 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg29 : tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<16xf32>
    %414 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%413, %collapsed_206 : tensor<16xf32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %415 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg44, %414 : tensor<f32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %416 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %415 : tensor<16xf32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %417 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg30 : tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<16xf32>
    %418 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%417, %collapsed_166 : tensor<16xf32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %419 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg44, %418 : tensor<f32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %420 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %419 : tensor<16xf32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %421 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<16x16xf32>
    %422 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%421, %281 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x16xf32>
    %423 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %422 : tensor<f32>, tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x16xf32>
    %424 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg10, %423 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x16xf32>
    %425 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<8x16xf32>
    %426 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%425, %278 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<8x16xf32>
    %427 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %426 : tensor<f32>, tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<8x16xf32>
    %428 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg11, %427 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<8x16xf32>
    %429 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<8x16xf32>
    %430 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%429, %276 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<8x16xf32>
    %431 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %430 : tensor<f32>, tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<8x16xf32>
    %432 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg12, %431 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%274 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<8x16xf32>
    %433 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<16x16xf32>
    %434 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%433, %245 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x16xf32>
    %435 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %434 : tensor<f32>, tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x16xf32>
    %436 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg13, %435 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x16xf32>
    %437 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<32x16xf32>
    %438 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%437, %226 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %439 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %438 : tensor<f32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %440 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg14, %439 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %441 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<32x16xf32>
    %442 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%441, %219 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %443 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %442 : tensor<f32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %444 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg15, %443 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %445 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<16x32xf32>
    %446 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%445, %215 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %447 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %446 : tensor<f32>, tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %448 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg16, %447 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16x32xf32>
    %449 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg38 : tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<16xf32>
    %450 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%449, %collapsed_155 : tensor<16xf32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %451 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg44, %450 : tensor<f32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg17, %451 : tensor<16xf32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %453 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<16xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%453, %collapsed_116 : tensor<16xf32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %455 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg44, %454 : tensor<f32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %456 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg18, %455 : tensor<16xf32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg40 : tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<16xf32>
    %458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%457, %collapsed_105 : tensor<16xf32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %459 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg44, %458 : tensor<f32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %460 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %459 : tensor<16xf32>, tensor<16xf32>) outs(%157 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<16xf32>
    %461 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %465 = arith.truncf %cst_10 : f64 to f32
      %466 = arith.mulf %in, %465 : f32
      linalg.yield %466 : f32
    } -> tensor<32x16xf32>
    %462 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%461, %196 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.addf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %463 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg44, %462 : tensor<f32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.mulf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    %464 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg20, %463 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%95 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_212: f32, %out: f32):
      %465 = arith.subf %in, %in_212 : f32
      linalg.yield %465 : f32
    } -> tensor<32x16xf32>
    return %180, %384, %388, %392, %396, %400, %404, %408, %412, %416, %420, %424, %428, %432, %436, %440, %444, %448, %452, %456, %460, %464, %382, %386, %390, %394, %398, %402, %406, %410, %414, %418, %422, %426, %430, %434, %438, %442, %446, %450, %454, %458, %462 : tensor<f32>, tensor<32x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.float32: "0x040000000000803F0AD7233C"
    }
  }
#-}
