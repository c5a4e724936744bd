// zero-import-torch: cnn.py, micro-batch 4, adamw (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d2, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1) -> (d0)>
#map14 = affine_map<(d0, d1) -> (d0, 0)>
#map15 = affine_map<(d0) -> ()>
#map16 = affine_map<() -> ()>
#map17 = affine_map<(d0, d1) -> ()>
#map18 = affine_map<(d0, d1) -> (0, d1)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d1)>
module {
  func.func @train_step(%arg0: tensor<3x1x3x3xf32> {zero.role = "param"}, %arg1: tensor<3xf32> {zero.role = "param"}, %arg2: tensor<4x3x3x3xf32> {zero.role = "param"}, %arg3: tensor<4xf32> {zero.role = "param"}, %arg4: tensor<8x16xf32> {zero.role = "param"}, %arg5: tensor<8xf32> {zero.role = "param"}, %arg6: tensor<5x8xf32> {zero.role = "param"}, %arg7: tensor<5xf32> {zero.role = "param"}, %arg8: tensor<3x1x3x3xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg9: tensor<3x1x3x3xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg10: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg11: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg12: tensor<4x3x3x3xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg13: tensor<4x3x3x3xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg14: tensor<4xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg15: tensor<4xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg16: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg17: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg18: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg19: tensor<8xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg20: tensor<5x8xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg21: tensor<5x8xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg22: tensor<5xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg23: tensor<5xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg24: tensor<4x1x10x10xf32> {zero.role = "batch"}, %arg25: tensor<4xi64> {zero.range = array<i64: 0, 5>, zero.range_ignore = -100 : i64, zero.role = "batch"}, %arg26: tensor<f32> {zero.role = "hyper"}, %arg27: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<3x1x3x3xf32> {zero.updates = 0 : i64}, tensor<3xf32> {zero.updates = 1 : i64}, tensor<4x3x3x3xf32> {zero.updates = 2 : i64}, tensor<4xf32> {zero.updates = 3 : i64}, tensor<8x16xf32> {zero.updates = 4 : i64}, tensor<8xf32> {zero.updates = 5 : i64}, tensor<5x8xf32> {zero.updates = 6 : i64}, tensor<5xf32> {zero.updates = 7 : i64}, tensor<3x1x3x3xf32> {zero.updates = 8 : i64}, tensor<3x1x3x3xf32> {zero.updates = 9 : i64}, tensor<3xf32> {zero.updates = 10 : i64}, tensor<3xf32> {zero.updates = 11 : i64}, tensor<4x3x3x3xf32> {zero.updates = 12 : i64}, tensor<4x3x3x3xf32> {zero.updates = 13 : i64}, tensor<4xf32> {zero.updates = 14 : i64}, tensor<4xf32> {zero.updates = 15 : i64}, tensor<8x16xf32> {zero.updates = 16 : i64}, tensor<8x16xf32> {zero.updates = 17 : i64}, tensor<8xf32> {zero.updates = 18 : i64}, tensor<8xf32> {zero.updates = 19 : i64}, tensor<5x8xf32> {zero.updates = 20 : i64}, tensor<5x8xf32> {zero.updates = 21 : i64}, tensor<5xf32> {zero.updates = 22 : i64}, tensor<5xf32> {zero.updates = 23 : i64}) {
    %c-100_i64 = arith.constant -100 : i64
    %c8_i64 = arith.constant 8 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-08 : f64
    %cst_4 = arith.constant dense<9.990000e-01> : tensor<f32>
    %cst_5 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_6 = arith.constant 0.0010000000000000009 : f64
    %cst_7 = arith.constant 0.99899999999999999 : f64
    %cst_8 = arith.constant 0.099999999999999978 : f64
    %cst_9 = arith.constant 9.000000e-01 : f64
    %cst_10 = arith.constant 1.000000e-02 : f64
    %cst_11 = arith.constant dense<1.000000e+00> : tensor<2x2xf32>
    %c2 = arith.constant 2 : index
    %cst_12 = arith.constant dense<0> : tensor<i64>
    %cst_13 = arith.constant dense<4> : tensor<i64>
    %cst_14 = arith.constant dense<1> : tensor<i64>
    %cst_15 = arith.constant dense<8> : tensor<i64>
    %cst_16 = arith.constant dense<2> : tensor<i64>
    %0 = tensor.empty() : tensor<4x3x8x8xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<3xf32>) outs(%0 : tensor<4x3x8x8xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg24, %arg0 : tensor<4x1x10x10xf32>, tensor<3x1x3x3xf32>) outs(%broadcasted : tensor<4x3x8x8xf32>) -> tensor<4x3x8x8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<4x3x8x8xf32>) outs(%0 : tensor<4x3x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.cmpf ugt, %in, %cst : f32
      %288 = arith.select %287, %in, %cst : f32
      linalg.yield %288 : f32
    } -> tensor<4x3x8x8xf32>
    %extracted_slice = tensor.extract_slice %2[0, 0, 0, 0] [4, 3, 4, 8] [1, 1, 2, 1] : tensor<4x3x8x8xf32> to tensor<4x3x4x8xf32>
    %extracted_slice_17 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [4, 3, 4, 4] [1, 1, 1, 2] : tensor<4x3x4x8xf32> to tensor<4x3x4x4xf32>
    %extracted_slice_18 = tensor.extract_slice %extracted_slice[0, 0, 0, 1] [4, 3, 4, 4] [1, 1, 1, 2] : tensor<4x3x4x8xf32> to tensor<4x3x4x4xf32>
    %extracted_slice_19 = tensor.extract_slice %2[0, 0, 1, 0] [4, 3, 4, 8] [1, 1, 2, 1] : tensor<4x3x8x8xf32> to tensor<4x3x4x8xf32>
    %extracted_slice_20 = tensor.extract_slice %extracted_slice_19[0, 0, 0, 0] [4, 3, 4, 4] [1, 1, 1, 2] : tensor<4x3x4x8xf32> to tensor<4x3x4x4xf32>
    %extracted_slice_21 = tensor.extract_slice %extracted_slice_19[0, 0, 0, 1] [4, 3, 4, 4] [1, 1, 1, 2] : tensor<4x3x4x8xf32> to tensor<4x3x4x4xf32>
    %expanded = tensor.expand_shape %extracted_slice_17 [[0], [1], [2], [3, 4]] output_shape [4, 3, 4, 4, 1] : tensor<4x3x4x4xf32> into tensor<4x3x4x4x1xf32>
    %expanded_22 = tensor.expand_shape %extracted_slice_18 [[0], [1], [2], [3, 4]] output_shape [4, 3, 4, 4, 1] : tensor<4x3x4x4xf32> into tensor<4x3x4x4x1xf32>
    %expanded_23 = tensor.expand_shape %extracted_slice_20 [[0], [1], [2], [3, 4]] output_shape [4, 3, 4, 4, 1] : tensor<4x3x4x4xf32> into tensor<4x3x4x4x1xf32>
    %expanded_24 = tensor.expand_shape %extracted_slice_21 [[0], [1], [2], [3, 4]] output_shape [4, 3, 4, 4, 1] : tensor<4x3x4x4xf32> into tensor<4x3x4x4x1xf32>
    %concat = tensor.concat dim(4) %expanded, %expanded_22, %expanded_23, %expanded_24 : (tensor<4x3x4x4x1xf32>, tensor<4x3x4x4x1xf32>, tensor<4x3x4x4x1xf32>, tensor<4x3x4x4x1xf32>) -> tensor<4x3x4x4x4xf32>
    %3 = tensor.empty() : tensor<4x3x4x4xi64>
    %4 = linalg.fill ins(%c0_i64 : i64) outs(%3 : tensor<4x3x4x4xi64>) -> tensor<4x3x4x4xi64>
    %5 = tensor.empty() : tensor<4x3x4x4xf32>
    %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<4x3x4x4xf32>) -> tensor<4x3x4x4xf32>
    %7:2 = linalg.generic {indexing_maps = [#map1, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%concat : tensor<4x3x4x4x4xf32>) outs(%6, %4 : tensor<4x3x4x4xf32>, tensor<4x3x4x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_81: i64):
      %287 = linalg.index 4 : index
      %288 = arith.index_cast %287 : index to i64
      %289 = arith.maximumf %in, %out : f32
      %290 = arith.cmpf ogt, %in, %out : f32
      %291 = arith.select %290, %288, %out_81 : i64
      linalg.yield %289, %291 : f32, i64
    } -> (tensor<4x3x4x4xf32>, tensor<4x3x4x4xi64>)
    %expanded_25 = tensor.expand_shape %7#0 [[0], [1], [2], [3, 4]] output_shape [4, 3, 4, 4, 1] : tensor<4x3x4x4xf32> into tensor<4x3x4x4x1xf32>
    %8 = tensor.empty() : tensor<4x3x4x4x4xi1>
    %9 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_25 : tensor<4x3x4x4x4xf32>, tensor<4x3x4x4x1xf32>) outs(%8 : tensor<4x3x4x4x4xi1>) {
    ^bb0(%in: f32, %in_81: f32, %out: i1):
      %287 = arith.cmpf oeq, %in, %in_81 : f32
      linalg.yield %287 : i1
    } -> tensor<4x3x4x4x4xi1>
    %10 = tensor.empty() : tensor<4xi64>
    %11 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%10 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %287 = linalg.index 0 : index
      %288 = arith.index_cast %287 : index to i64
      linalg.yield %288 : i64
    } -> tensor<4xi64>
    %12 = tensor.empty() : tensor<4x3x4x4x4xi64>
    %13 = linalg.generic {indexing_maps = [#map1, #map5, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%9, %11, %cst_13 : tensor<4x3x4x4x4xi1>, tensor<4xi64>, tensor<i64>) outs(%12 : tensor<4x3x4x4x4xi64>) {
    ^bb0(%in: i1, %in_81: i64, %in_82: i64, %out: i64):
      %287 = arith.select %in, %in_81, %in_82 : i64
      linalg.yield %287 : i64
    } -> tensor<4x3x4x4x4xi64>
    %14 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%3 : tensor<4x3x4x4xi64>) -> tensor<4x3x4x4xi64>
    %15:2 = linalg.generic {indexing_maps = [#map1, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<4x3x4x4x4xi64>) outs(%14, %4 : tensor<4x3x4x4xi64>, tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %out: i64, %out_81: i64):
      %287 = linalg.index 4 : index
      %288 = arith.index_cast %287 : index to i64
      %289 = arith.minsi %in, %out : i64
      %290 = arith.cmpi slt, %in, %out : i64
      %291 = arith.select %290, %288, %out_81 : i64
      linalg.yield %289, %291 : i64, i64
    } -> (tensor<4x3x4x4xi64>, tensor<4x3x4x4xi64>)
    %expanded_26 = tensor.expand_shape %11 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %16 = tensor.empty() : tensor<4x1xi64>
    %17 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_26 : tensor<4x1xi64>) outs(%16 : tensor<4x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %287 = arith.muli %in, %c2_i64 : i64
      linalg.yield %287 : i64
    } -> tensor<4x1xi64>
    %18 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15#0, %cst_16 : tensor<4x3x4x4xi64>, tensor<i64>) outs(%3 : tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %in_81: i64, %out: i64):
      %287 = arith.sitofp %in : i64 to f64
      %288 = arith.sitofp %in_81 : i64 to f64
      %289 = arith.divf %287, %288 : f64
      %290 = math.floor %289 : f64
      %291 = arith.fptosi %290 : f64 to i64
      linalg.yield %291 : i64
    } -> tensor<4x3x4x4xi64>
    %19 = linalg.generic {indexing_maps = [#map9, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %18 : tensor<4x1xi64>, tensor<4x3x4x4xi64>) outs(%3 : tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %in_81: i64, %out: i64):
      %287 = arith.addi %in, %in_81 : i64
      linalg.yield %287 : i64
    } -> tensor<4x3x4x4xi64>
    %20 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%11 : tensor<4xi64>) outs(%10 : tensor<4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %287 = arith.muli %in, %c2_i64 : i64
      linalg.yield %287 : i64
    } -> tensor<4xi64>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15#0 : tensor<4x3x4x4xi64>) outs(%3 : tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %287 = arith.remsi %in, %c2_i64 : i64
      %288 = arith.cmpi ne, %287, %c0_i64 : i64
      %289 = arith.cmpi slt, %287, %c0_i64 : i64
      %290 = arith.andi %288, %289 : i1
      %291 = arith.addi %287, %c2_i64 : i64
      %292 = arith.select %290, %291, %287 : i64
      linalg.yield %292 : i64
    } -> tensor<4x3x4x4xi64>
    %22 = linalg.generic {indexing_maps = [#map10, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %21 : tensor<4xi64>, tensor<4x3x4x4xi64>) outs(%3 : tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %in_81: i64, %out: i64):
      %287 = arith.addi %in, %in_81 : i64
      linalg.yield %287 : i64
    } -> tensor<4x3x4x4xi64>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<4x3x4x4xi64>) outs(%3 : tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %287 = arith.muli %in, %c8_i64 : i64
      linalg.yield %287 : i64
    } -> tensor<4x3x4x4xi64>
    %24 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %22 : tensor<4x3x4x4xi64>, tensor<4x3x4x4xi64>) outs(%3 : tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %in_81: i64, %out: i64):
      %287 = arith.addi %in, %in_81 : i64
      linalg.yield %287 : i64
    } -> tensor<4x3x4x4xi64>
    %padded = tensor.pad %7#0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index):
      tensor.yield %cst : f32
    } : tensor<4x3x4x4xf32> to tensor<4x3x6x6xf32>
    %25 = tensor.empty() : tensor<4x4x4x4xf32>
    %broadcasted_27 = linalg.broadcast ins(%arg3 : tensor<4xf32>) outs(%25 : tensor<4x4x4x4xf32>) dimensions = [0, 2, 3] 
    %26 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg2 : tensor<4x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%broadcasted_27 : tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<4x4x4x4xf32>) outs(%25 : tensor<4x4x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.cmpf ugt, %in, %cst : f32
      %288 = arith.select %287, %in, %cst : f32
      linalg.yield %288 : f32
    } -> tensor<4x4x4x4xf32>
    %extracted_slice_28 = tensor.extract_slice %27[0, 0, 0, 0] [4, 4, 2, 4] [1, 1, 2, 1] : tensor<4x4x4x4xf32> to tensor<4x4x2x4xf32>
    %extracted_slice_29 = tensor.extract_slice %extracted_slice_28[0, 0, 0, 0] [4, 4, 2, 2] [1, 1, 1, 2] : tensor<4x4x2x4xf32> to tensor<4x4x2x2xf32>
    %28 = tensor.empty() : tensor<4x4x2x2xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<4x4x2x2xf32>) outs(%28 : tensor<4x4x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst : f32
      linalg.yield %287 : f32
    } -> tensor<4x4x2x2xf32>
    %extracted_slice_30 = tensor.extract_slice %extracted_slice_28[0, 0, 0, 1] [4, 4, 2, 2] [1, 1, 1, 2] : tensor<4x4x2x4xf32> to tensor<4x4x2x2xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %extracted_slice_30 : tensor<4x4x2x2xf32>, tensor<4x4x2x2xf32>) outs(%28 : tensor<4x4x2x2xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x4x2x2xf32>
    %extracted_slice_31 = tensor.extract_slice %27[0, 0, 1, 0] [4, 4, 2, 4] [1, 1, 2, 1] : tensor<4x4x4x4xf32> to tensor<4x4x2x4xf32>
    %extracted_slice_32 = tensor.extract_slice %extracted_slice_31[0, 0, 0, 0] [4, 4, 2, 2] [1, 1, 1, 2] : tensor<4x4x2x4xf32> to tensor<4x4x2x2xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %extracted_slice_32 : tensor<4x4x2x2xf32>, tensor<4x4x2x2xf32>) outs(%28 : tensor<4x4x2x2xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x4x2x2xf32>
    %extracted_slice_33 = tensor.extract_slice %extracted_slice_31[0, 0, 0, 1] [4, 4, 2, 2] [1, 1, 1, 2] : tensor<4x4x2x4xf32> to tensor<4x4x2x2xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %extracted_slice_33 : tensor<4x4x2x2xf32>, tensor<4x4x2x2xf32>) outs(%28 : tensor<4x4x2x2xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x4x2x2xf32>
    %33 = tensor.empty() : tensor<2x2xf32>
    %34 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%cst_11 : tensor<2x2xf32>) outs(%33 : tensor<2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %cst : f32
      linalg.yield %287 : f32
    } -> tensor<2x2xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_11 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%33 : tensor<2x2xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<2x2xf32>
    %36 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_11 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%33 : tensor<2x2xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<2x2xf32>
    %37 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%36, %cst_11 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%33 : tensor<2x2xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<2x2xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %37 : tensor<4x4x2x2xf32>, tensor<2x2xf32>) outs(%28 : tensor<4x4x2x2xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x4x2x2xf32>
    %collapsed = tensor.collapse_shape %38 [[0], [1, 2, 3]] : tensor<4x4x2x2xf32> into tensor<4x16xf32>
    %39 = tensor.empty() : tensor<16x8xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<8x16xf32>) outs(%39 : tensor<16x8xf32>) permutation = [1, 0] 
    %40 = tensor.empty() : tensor<4x8xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %42 = linalg.matmul ins(%collapsed, %transposed : tensor<4x16xf32>, tensor<16x8xf32>) outs(%41 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %43 = linalg.generic {indexing_maps = [#map12, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<8xf32>) outs(%40 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8xf32>
    %44 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%42, %43 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%40 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x8xf32>
    %45 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<4x8xf32>) outs(%40 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.cmpf ugt, %in, %cst : f32
      %288 = arith.select %287, %in, %cst : f32
      linalg.yield %288 : f32
    } -> tensor<4x8xf32>
    %46 = tensor.empty() : tensor<8x5xf32>
    %transposed_34 = linalg.transpose ins(%arg6 : tensor<5x8xf32>) outs(%46 : tensor<8x5xf32>) permutation = [1, 0] 
    %47 = tensor.empty() : tensor<4x5xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<4x5xf32>) -> tensor<4x5xf32>
    %49 = linalg.matmul ins(%45, %transposed_34 : tensor<4x8xf32>, tensor<8x5xf32>) outs(%48 : tensor<4x5xf32>) -> tensor<4x5xf32>
    %50 = linalg.generic {indexing_maps = [#map12, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<5xf32>) outs(%47 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x5xf32>
    %51 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%49, %50 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%47 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x5xf32>
    %52 = linalg.fill ins(%c0_i64 : i64) outs(%10 : tensor<4xi64>) -> tensor<4xi64>
    %53 = tensor.empty() : tensor<4xf32>
    %54 = linalg.fill ins(%cst_0 : f32) outs(%53 : tensor<4xf32>) -> tensor<4xf32>
    %55:2 = linalg.generic {indexing_maps = [#map7, #map13, #map13], iterator_types = ["parallel", "reduction"]} ins(%51 : tensor<4x5xf32>) outs(%54, %52 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_81: i64):
      %287 = linalg.index 1 : index
      %288 = arith.index_cast %287 : index to i64
      %289 = arith.maximumf %in, %out : f32
      %290 = arith.cmpf ogt, %in, %out : f32
      %291 = arith.select %290, %288, %out_81 : i64
      linalg.yield %289, %291 : f32, i64
    } -> (tensor<4xf32>, tensor<4xi64>)
    %expanded_35 = tensor.expand_shape %55#0 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %56 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel"]} ins(%51, %expanded_35 : tensor<4x5xf32>, tensor<4x1xf32>) outs(%47 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.subf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x5xf32>
    %57 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<4x5xf32>) outs(%47 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.exp %in : f32
      linalg.yield %287 : f32
    } -> tensor<4x5xf32>
    %58 = tensor.empty() : tensor<4x1xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<4x1xf32>) -> tensor<4x1xf32>
    %60 = linalg.generic {indexing_maps = [#map7, #map14], iterator_types = ["parallel", "reduction"]} ins(%57 : tensor<4x5xf32>) outs(%59 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %out : f32
      linalg.yield %287 : f32
    } -> tensor<4x1xf32>
    %61 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<4x1xf32>) outs(%58 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.log %in : f32
      linalg.yield %287 : f32
    } -> tensor<4x1xf32>
    %62 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel"]} ins(%56, %61 : tensor<4x5xf32>, tensor<4x1xf32>) outs(%47 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.subf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x5xf32>
    %63 = tensor.empty() : tensor<4xi1>
    %64 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg25 : tensor<4xi64>) outs(%63 : tensor<4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %287 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %287 : i1
    } -> tensor<4xi1>
    %65 = linalg.generic {indexing_maps = [#map4, #map4, #map15, #map4], iterator_types = ["parallel"]} ins(%64, %arg25, %cst_12 : tensor<4xi1>, tensor<4xi64>, tensor<i64>) outs(%10 : tensor<4xi64>) {
    ^bb0(%in: i1, %in_81: i64, %in_82: i64, %out: i64):
      %287 = arith.select %in, %in_81, %in_82 : i64
      linalg.yield %287 : i64
    } -> tensor<4xi64>
    %expanded_36 = tensor.expand_shape %65 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %66 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_36 : tensor<4x1xi64>) outs(%59 : tensor<4x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %287 = linalg.index 0 : index
      %288 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %62[%287, %288] : tensor<4x5xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1xf32>
    %collapsed_37 = tensor.collapse_shape %66 [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed_37 : tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.negf %in : f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map4, #map15, #map4], iterator_types = ["parallel"]} ins(%64, %67, %cst_2 : tensor<4xi1>, tensor<4xf32>, tensor<f32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: i1, %in_81: f32, %in_82: f32, %out: f32):
      %287 = arith.select %in, %in_81, %in_82 : f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %69 = tensor.empty() : tensor<i64>
    %70 = linalg.fill ins(%c0_i64 : i64) outs(%69 : tensor<i64>) -> tensor<i64>
    %71 = linalg.generic {indexing_maps = [#map4, #map15], iterator_types = ["reduction"]} ins(%64 : tensor<4xi1>) outs(%70 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %287 = arith.extui %in : i1 to i64
      %288 = arith.addi %287, %out : i64
      linalg.yield %288 : i64
    } -> tensor<i64>
    %72 = tensor.empty() : tensor<f32>
    %73 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%71 : tensor<i64>) outs(%72 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %287 = arith.sitofp %in : i64 to f32
      linalg.yield %287 : f32
    } -> tensor<f32>
    %74 = linalg.fill ins(%cst : f32) outs(%72 : tensor<f32>) -> tensor<f32>
    %75 = linalg.generic {indexing_maps = [#map4, #map15], iterator_types = ["reduction"]} ins(%68 : tensor<4xf32>) outs(%74 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %out : f32
      linalg.yield %287 : f32
    } -> tensor<f32>
    %76 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%75, %73 : tensor<f32>, tensor<f32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<f32>
    %expanded_38 = tensor.expand_shape %arg25 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %77 = tensor.empty() : tensor<5xi64>
    %78 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%77 : tensor<5xi64>) {
    ^bb0(%out: i64):
      %287 = linalg.index 0 : index
      %288 = arith.index_cast %287 : index to i64
      linalg.yield %288 : i64
    } -> tensor<5xi64>
    %79 = tensor.empty() : tensor<4x5xi1>
    %80 = linalg.generic {indexing_maps = [#map14, #map12, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_38, %78 : tensor<4x1xi64>, tensor<5xi64>) outs(%79 : tensor<4x5xi1>) {
    ^bb0(%in: i64, %in_81: i64, %out: i1):
      %287 = arith.cmpi eq, %in, %in_81 : i64
      linalg.yield %287 : i1
    } -> tensor<4x5xi1>
    %81 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<4x5xi1>) outs(%47 : tensor<4x5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %287 = arith.uitofp %in : i1 to f32
      linalg.yield %287 : f32
    } -> tensor<4x5xf32>
    %82 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%64 : tensor<4xi1>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %287 = arith.uitofp %in : i1 to f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %expanded_39 = tensor.expand_shape %82 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %83 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%81 : tensor<4x5xf32>) outs(%47 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.negf %in : f32
      linalg.yield %287 : f32
    } -> tensor<4x5xf32>
    %84 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel"]} ins(%83, %expanded_39 : tensor<4x5xf32>, tensor<4x1xf32>) outs(%47 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x5xf32>
    %85 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_1, %73 : tensor<f32>, tensor<f32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<f32>
    %86 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%84, %85 : tensor<4x5xf32>, tensor<f32>) outs(%47 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x5xf32>
    %87 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<4x5xf32>) outs(%47 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.exp %in : f32
      linalg.yield %287 : f32
    } -> tensor<4x5xf32>
    %88 = linalg.generic {indexing_maps = [#map7, #map14], iterator_types = ["parallel", "reduction"]} ins(%86 : tensor<4x5xf32>) outs(%59 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %out : f32
      linalg.yield %287 : f32
    } -> tensor<4x1xf32>
    %89 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel"]} ins(%87, %88 : tensor<4x5xf32>, tensor<4x1xf32>) outs(%47 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x5xf32>
    %90 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%86, %89 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%47 : tensor<4x5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.subf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x5xf32>
    %91 = linalg.matmul ins(%90, %arg6 : tensor<4x5xf32>, tensor<5x8xf32>) outs(%41 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %92 = tensor.empty() : tensor<5x4xf32>
    %transposed_40 = linalg.transpose ins(%90 : tensor<4x5xf32>) outs(%92 : tensor<5x4xf32>) permutation = [1, 0] 
    %93 = tensor.empty() : tensor<5x8xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<5x8xf32>) -> tensor<5x8xf32>
    %95 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_40, %45 : tensor<5x4xf32>, tensor<4x8xf32>) outs(%94 : tensor<5x8xf32>) -> tensor<5x8xf32>
    %96 = tensor.empty() : tensor<1x5xf32>
    %97 = linalg.fill ins(%cst : f32) outs(%96 : tensor<1x5xf32>) -> tensor<1x5xf32>
    %98 = linalg.generic {indexing_maps = [#map7, #map18], iterator_types = ["reduction", "parallel"]} ins(%90 : tensor<4x5xf32>) outs(%97 : tensor<1x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %out : f32
      linalg.yield %287 : f32
    } -> tensor<1x5xf32>
    %collapsed_41 = tensor.collapse_shape %98 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x5xf32> into tensor<5xf32>
    %99 = tensor.empty() : tensor<4x8xi1>
    %100 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<4x8xf32>) outs(%99 : tensor<4x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %287 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %287 : i1
    } -> tensor<4x8xi1>
    %101 = linalg.generic {indexing_maps = [#map7, #map17, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%100, %cst_2, %91 : tensor<4x8xi1>, tensor<f32>, tensor<4x8xf32>) outs(%40 : tensor<4x8xf32>) {
    ^bb0(%in: i1, %in_81: f32, %in_82: f32, %out: f32):
      %287 = arith.select %in, %in_81, %in_82 : f32
      linalg.yield %287 : f32
    } -> tensor<4x8xf32>
    %102 = tensor.empty() : tensor<4x16xf32>
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %104 = linalg.matmul ins(%101, %arg4 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%103 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %105 = tensor.empty() : tensor<8x4xf32>
    %transposed_42 = linalg.transpose ins(%101 : tensor<4x8xf32>) outs(%105 : tensor<8x4xf32>) permutation = [1, 0] 
    %106 = tensor.empty() : tensor<8x16xf32>
    %107 = linalg.fill ins(%cst : f32) outs(%106 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %108 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_42, %collapsed : tensor<8x4xf32>, tensor<4x16xf32>) outs(%107 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %109 = tensor.empty() : tensor<1x8xf32>
    %110 = linalg.fill ins(%cst : f32) outs(%109 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %111 = linalg.generic {indexing_maps = [#map7, #map18], iterator_types = ["reduction", "parallel"]} ins(%101 : tensor<4x8xf32>) outs(%110 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %out : f32
      linalg.yield %287 : f32
    } -> tensor<1x8xf32>
    %collapsed_43 = tensor.collapse_shape %111 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x8xf32> into tensor<8xf32>
    %expanded_44 = tensor.expand_shape %104 [[0], [1, 2, 3]] output_shape [4, 4, 2, 2] : tensor<4x16xf32> into tensor<4x4x2x2xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44, %37 : tensor<4x4x2x2xf32>, tensor<2x2xf32>) outs(%28 : tensor<4x4x2x2xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x4x2x2xf32>
    %expanded_45 = tensor.expand_shape %112 [[0], [1], [2], [3, 4, 5]] output_shape [4, 4, 2, 1, 2, 1] : tensor<4x4x2x2xf32> into tensor<4x4x2x1x2x1xf32>
    %padded_46 = tensor.pad %expanded_45 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<4x4x2x1x2x1xf32> to tensor<4x4x2x2x2x2xf32>
    %collapsed_47 = tensor.collapse_shape %padded_46 [[0], [1], [2, 3], [4, 5]] : tensor<4x4x2x2x2x2xf32> into tensor<4x4x4x4xf32>
    %padded_48 = tensor.pad %collapsed_47 low[0, 0, 0, 1] high[0, 0, 0, 0] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index):
      tensor.yield %cst : f32
    } : tensor<4x4x4x4xf32> to tensor<4x4x4x5xf32>
    %extracted_slice_49 = tensor.extract_slice %padded_48[0, 0, 0, 0] [4, 4, 4, 4] [1, 1, 1, 1] : tensor<4x4x4x5xf32> to tensor<4x4x4x4xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_47, %extracted_slice_49 : tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>) outs(%25 : tensor<4x4x4x4xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x4x4x4xf32>
    %padded_50 = tensor.pad %collapsed_47 low[0, 0, 1, 0] high[0, 0, 0, 0] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index):
      tensor.yield %cst : f32
    } : tensor<4x4x4x4xf32> to tensor<4x4x5x4xf32>
    %extracted_slice_51 = tensor.extract_slice %padded_50[0, 0, 0, 0] [4, 4, 4, 4] [1, 1, 1, 1] : tensor<4x4x5x4xf32> to tensor<4x4x4x4xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %extracted_slice_51 : tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>) outs(%25 : tensor<4x4x4x4xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x4x4x4xf32>
    %padded_52 = tensor.pad %collapsed_47 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index):
      tensor.yield %cst : f32
    } : tensor<4x4x4x4xf32> to tensor<4x4x5x5xf32>
    %extracted_slice_53 = tensor.extract_slice %padded_52[0, 0, 0, 0] [4, 4, 4, 5] [1, 1, 1, 1] : tensor<4x4x5x5xf32> to tensor<4x4x4x5xf32>
    %extracted_slice_54 = tensor.extract_slice %extracted_slice_53[0, 0, 0, 0] [4, 4, 4, 4] [1, 1, 1, 1] : tensor<4x4x4x5xf32> to tensor<4x4x4x4xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %extracted_slice_54 : tensor<4x4x4x4xf32>, tensor<4x4x4x4xf32>) outs(%25 : tensor<4x4x4x4xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x4x4x4xf32>
    %116 = tensor.empty() : tensor<4x4x4x4xi1>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<4x4x4x4xf32>) outs(%116 : tensor<4x4x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %287 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %287 : i1
    } -> tensor<4x4x4x4xi1>
    %118 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %cst_2, %115 : tensor<4x4x4x4xi1>, tensor<f32>, tensor<4x4x4x4xf32>) outs(%25 : tensor<4x4x4x4xf32>) {
    ^bb0(%in: i1, %in_81: f32, %in_82: f32, %out: f32):
      %287 = arith.select %in, %in_81, %in_82 : f32
      linalg.yield %287 : f32
    } -> tensor<4x4x4x4xf32>
    %119 = tensor.empty() : tensor<3x4x3x3xf32>
    %120 = linalg.fill ins(%cst : f32) outs(%119 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %121 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%120 : tensor<3x4x3x3xf32>) {
    ^bb0(%out: f32):
      %287 = linalg.index 0 : index
      %288 = linalg.index 1 : index
      %289 = linalg.index 2 : index
      %290 = linalg.index 3 : index
      %291 = arith.subi %c2, %289 : index
      %292 = arith.subi %c2, %290 : index
      %extracted = tensor.extract %arg2[%288, %287, %291, %292] : tensor<4x3x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x4x3x3xf32>
    %122 = tensor.empty() : tensor<4x4x6x6xf32>
    %123 = linalg.fill ins(%cst : f32) outs(%122 : tensor<4x4x6x6xf32>) -> tensor<4x4x6x6xf32>
    %inserted_slice = tensor.insert_slice %118 into %123[0, 0, 1, 1] [4, 4, 4, 4] [1, 1, 1, 1] : tensor<4x4x4x4xf32> into tensor<4x4x6x6xf32>
    %124 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x3x4x4xf32>) -> tensor<4x3x4x4xf32>
    %125 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %121 : tensor<4x4x6x6xf32>, tensor<3x4x3x3xf32>) outs(%124 : tensor<4x3x4x4xf32>) -> tensor<4x3x4x4xf32>
    %126 = tensor.empty() : tensor<3x4x4x4xf32>
    %transposed_55 = linalg.transpose ins(%7#0 : tensor<4x3x4x4xf32>) outs(%126 : tensor<3x4x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_56 = linalg.transpose ins(%118 : tensor<4x4x4x4xf32>) outs(%25 : tensor<4x4x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_57 = tensor.pad %transposed_55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index):
      tensor.yield %cst : f32
    } : tensor<3x4x4x4xf32> to tensor<3x4x6x6xf32>
    %127 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_57, %transposed_56 : tensor<3x4x6x6xf32>, tensor<4x4x4x4xf32>) outs(%120 : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %128 = tensor.empty() : tensor<4x3x3x3xf32>
    %transposed_58 = linalg.transpose ins(%127 : tensor<3x4x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) permutation = [1, 0, 2, 3]  {zero.grad_of = 2 : i64}
    %129 = linalg.fill ins(%cst : f32) outs(%53 : tensor<4xf32>) -> tensor<4xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%118 : tensor<4x4x4x4xf32>) outs(%129 : tensor<4xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %out : f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %cst_15 : tensor<4x3x4x4xi64>, tensor<i64>) outs(%3 : tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %in_81: i64, %out: i64):
      %287 = arith.sitofp %in : i64 to f64
      %288 = arith.sitofp %in_81 : i64 to f64
      %289 = arith.divf %287, %288 : f64
      %290 = math.floor %289 : f64
      %291 = arith.fptosi %290 : f64 to i64
      linalg.yield %291 : i64
    } -> tensor<4x3x4x4xi64>
    %132 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %17 : tensor<4x3x4x4xi64>, tensor<4x1xi64>) outs(%3 : tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %in_81: i64, %out: i64):
      %287 = arith.subi %in, %in_81 : i64
      linalg.yield %287 : i64
    } -> tensor<4x3x4x4xi64>
    %133 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %cst_14 : tensor<4x3x4x4xi64>, tensor<i64>) outs(%3 : tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %in_81: i64, %out: i64):
      %287 = arith.sitofp %in : i64 to f64
      %288 = arith.sitofp %in_81 : i64 to f64
      %289 = arith.divf %287, %288 : f64
      %290 = math.floor %289 : f64
      %291 = arith.fptosi %290 : f64 to i64
      linalg.yield %291 : i64
    } -> tensor<4x3x4x4xi64>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<4x3x4x4xi64>) outs(%3 : tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %287 = arith.remsi %in, %c8_i64 : i64
      %288 = arith.cmpi ne, %287, %c0_i64 : i64
      %289 = arith.cmpi slt, %287, %c0_i64 : i64
      %290 = arith.andi %288, %289 : i1
      %291 = arith.addi %287, %c8_i64 : i64
      %292 = arith.select %290, %291, %287 : i64
      linalg.yield %292 : i64
    } -> tensor<4x3x4x4xi64>
    %135 = linalg.generic {indexing_maps = [#map, #map10, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %20 : tensor<4x3x4x4xi64>, tensor<4xi64>) outs(%3 : tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %in_81: i64, %out: i64):
      %287 = arith.subi %in, %in_81 : i64
      linalg.yield %287 : i64
    } -> tensor<4x3x4x4xi64>
    %136 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %cst_14 : tensor<4x3x4x4xi64>, tensor<i64>) outs(%3 : tensor<4x3x4x4xi64>) {
    ^bb0(%in: i64, %in_81: i64, %out: i64):
      %287 = arith.sitofp %in : i64 to f64
      %288 = arith.sitofp %in_81 : i64 to f64
      %289 = arith.divf %287, %288 : f64
      %290 = math.floor %289 : f64
      %291 = arith.fptosi %290 : f64 to i64
      linalg.yield %291 : i64
    } -> tensor<4x3x4x4xi64>
    %137 = tensor.empty() : tensor<4x3x4x4xi1>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<4x3x4x4xi64>) outs(%137 : tensor<4x3x4x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %287 = arith.cmpi eq, %in, %c0_i64 : i64
      linalg.yield %287 : i1
    } -> tensor<4x3x4x4xi1>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<4x3x4x4xi64>) outs(%137 : tensor<4x3x4x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %287 = arith.cmpi eq, %in, %c0_i64 : i64
      linalg.yield %287 : i1
    } -> tensor<4x3x4x4xi1>
    %140 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %139 : tensor<4x3x4x4xi1>, tensor<4x3x4x4xi1>) outs(%137 : tensor<4x3x4x4xi1>) {
    ^bb0(%in: i1, %in_81: i1, %out: i1):
      %287 = arith.andi %in, %in_81 : i1
      linalg.yield %287 : i1
    } -> tensor<4x3x4x4xi1>
    %141 = linalg.generic {indexing_maps = [#map, #map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %125, %cst_2 : tensor<4x3x4x4xi1>, tensor<4x3x4x4xf32>, tensor<f32>) outs(%5 : tensor<4x3x4x4xf32>) {
    ^bb0(%in: i1, %in_81: f32, %in_82: f32, %out: f32):
      %287 = arith.select %in, %in_81, %in_82 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x4x4xf32>
    %expanded_59 = tensor.expand_shape %141 [[0], [1], [2], [3, 4, 5]] output_shape [4, 3, 4, 1, 4, 1] : tensor<4x3x4x4xf32> into tensor<4x3x4x1x4x1xf32>
    %padded_60 = tensor.pad %expanded_59 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<4x3x4x1x4x1xf32> to tensor<4x3x4x2x4x2xf32>
    %collapsed_61 = tensor.collapse_shape %padded_60 [[0], [1], [2, 3], [4, 5]] : tensor<4x3x4x2x4x2xf32> into tensor<4x3x8x8xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<4x3x4x4xi64>) outs(%137 : tensor<4x3x4x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %287 = arith.cmpi eq, %in, %c1_i64 : i64
      linalg.yield %287 : i1
    } -> tensor<4x3x4x4xi1>
    %143 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %142 : tensor<4x3x4x4xi1>, tensor<4x3x4x4xi1>) outs(%137 : tensor<4x3x4x4xi1>) {
    ^bb0(%in: i1, %in_81: i1, %out: i1):
      %287 = arith.andi %in, %in_81 : i1
      linalg.yield %287 : i1
    } -> tensor<4x3x4x4xi1>
    %144 = linalg.generic {indexing_maps = [#map, #map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %125, %cst_2 : tensor<4x3x4x4xi1>, tensor<4x3x4x4xf32>, tensor<f32>) outs(%5 : tensor<4x3x4x4xf32>) {
    ^bb0(%in: i1, %in_81: f32, %in_82: f32, %out: f32):
      %287 = arith.select %in, %in_81, %in_82 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x4x4xf32>
    %expanded_62 = tensor.expand_shape %144 [[0], [1], [2], [3, 4, 5]] output_shape [4, 3, 4, 1, 4, 1] : tensor<4x3x4x4xf32> into tensor<4x3x4x1x4x1xf32>
    %padded_63 = tensor.pad %expanded_62 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<4x3x4x1x4x1xf32> to tensor<4x3x4x2x4x2xf32>
    %collapsed_64 = tensor.collapse_shape %padded_63 [[0], [1], [2, 3], [4, 5]] : tensor<4x3x4x2x4x2xf32> into tensor<4x3x8x8xf32>
    %padded_65 = tensor.pad %collapsed_64 low[0, 0, 0, 1] high[0, 0, 0, 0] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index):
      tensor.yield %cst : f32
    } : tensor<4x3x8x8xf32> to tensor<4x3x8x9xf32>
    %extracted_slice_66 = tensor.extract_slice %padded_65[0, 0, 0, 0] [4, 3, 8, 8] [1, 1, 1, 1] : tensor<4x3x8x9xf32> to tensor<4x3x8x8xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_61, %extracted_slice_66 : tensor<4x3x8x8xf32>, tensor<4x3x8x8xf32>) outs(%0 : tensor<4x3x8x8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x8x8xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<4x3x4x4xi64>) outs(%137 : tensor<4x3x4x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %287 = arith.cmpi eq, %in, %c1_i64 : i64
      linalg.yield %287 : i1
    } -> tensor<4x3x4x4xi1>
    %147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %139 : tensor<4x3x4x4xi1>, tensor<4x3x4x4xi1>) outs(%137 : tensor<4x3x4x4xi1>) {
    ^bb0(%in: i1, %in_81: i1, %out: i1):
      %287 = arith.andi %in, %in_81 : i1
      linalg.yield %287 : i1
    } -> tensor<4x3x4x4xi1>
    %148 = linalg.generic {indexing_maps = [#map, #map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %125, %cst_2 : tensor<4x3x4x4xi1>, tensor<4x3x4x4xf32>, tensor<f32>) outs(%5 : tensor<4x3x4x4xf32>) {
    ^bb0(%in: i1, %in_81: f32, %in_82: f32, %out: f32):
      %287 = arith.select %in, %in_81, %in_82 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x4x4xf32>
    %expanded_67 = tensor.expand_shape %148 [[0], [1], [2], [3, 4, 5]] output_shape [4, 3, 4, 1, 4, 1] : tensor<4x3x4x4xf32> into tensor<4x3x4x1x4x1xf32>
    %padded_68 = tensor.pad %expanded_67 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<4x3x4x1x4x1xf32> to tensor<4x3x4x2x4x2xf32>
    %collapsed_69 = tensor.collapse_shape %padded_68 [[0], [1], [2, 3], [4, 5]] : tensor<4x3x4x2x4x2xf32> into tensor<4x3x8x8xf32>
    %padded_70 = tensor.pad %collapsed_69 low[0, 0, 1, 0] high[0, 0, 0, 0] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index):
      tensor.yield %cst : f32
    } : tensor<4x3x8x8xf32> to tensor<4x3x9x8xf32>
    %extracted_slice_71 = tensor.extract_slice %padded_70[0, 0, 0, 0] [4, 3, 8, 8] [1, 1, 1, 1] : tensor<4x3x9x8xf32> to tensor<4x3x8x8xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %extracted_slice_71 : tensor<4x3x8x8xf32>, tensor<4x3x8x8xf32>) outs(%0 : tensor<4x3x8x8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x8x8xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %142 : tensor<4x3x4x4xi1>, tensor<4x3x4x4xi1>) outs(%137 : tensor<4x3x4x4xi1>) {
    ^bb0(%in: i1, %in_81: i1, %out: i1):
      %287 = arith.andi %in, %in_81 : i1
      linalg.yield %287 : i1
    } -> tensor<4x3x4x4xi1>
    %151 = linalg.generic {indexing_maps = [#map, #map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %125, %cst_2 : tensor<4x3x4x4xi1>, tensor<4x3x4x4xf32>, tensor<f32>) outs(%5 : tensor<4x3x4x4xf32>) {
    ^bb0(%in: i1, %in_81: f32, %in_82: f32, %out: f32):
      %287 = arith.select %in, %in_81, %in_82 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x4x4xf32>
    %expanded_72 = tensor.expand_shape %151 [[0], [1], [2], [3, 4, 5]] output_shape [4, 3, 4, 1, 4, 1] : tensor<4x3x4x4xf32> into tensor<4x3x4x1x4x1xf32>
    %padded_73 = tensor.pad %expanded_72 low[0, 0, 0, 0, 0, 0] high[0, 0, 0, 1, 0, 1] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<4x3x4x1x4x1xf32> to tensor<4x3x4x2x4x2xf32>
    %collapsed_74 = tensor.collapse_shape %padded_73 [[0], [1], [2, 3], [4, 5]] : tensor<4x3x4x2x4x2xf32> into tensor<4x3x8x8xf32>
    %padded_75 = tensor.pad %collapsed_74 low[0, 0, 1, 1] high[0, 0, 0, 0] {
    ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index):
      tensor.yield %cst : f32
    } : tensor<4x3x8x8xf32> to tensor<4x3x9x9xf32>
    %extracted_slice_76 = tensor.extract_slice %padded_75[0, 0, 0, 0] [4, 3, 8, 9] [1, 1, 1, 1] : tensor<4x3x9x9xf32> to tensor<4x3x8x9xf32>
    %extracted_slice_77 = tensor.extract_slice %extracted_slice_76[0, 0, 0, 0] [4, 3, 8, 8] [1, 1, 1, 1] : tensor<4x3x8x9xf32> to tensor<4x3x8x8xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %extracted_slice_77 : tensor<4x3x8x8xf32>, tensor<4x3x8x8xf32>) outs(%0 : tensor<4x3x8x8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x8x8xf32>
    %153 = tensor.empty() : tensor<4x3x8x8xi1>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<4x3x8x8xf32>) outs(%153 : tensor<4x3x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %287 = arith.cmpf ole, %in, %cst : f32
      linalg.yield %287 : i1
    } -> tensor<4x3x8x8xi1>
    %155 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %cst_2, %152 : tensor<4x3x8x8xi1>, tensor<f32>, tensor<4x3x8x8xf32>) outs(%0 : tensor<4x3x8x8xf32>) {
    ^bb0(%in: i1, %in_81: f32, %in_82: f32, %out: f32):
      %287 = arith.select %in, %in_81, %in_82 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x8x8xf32>
    %156 = tensor.empty() : tensor<1x4x10x10xf32>
    %transposed_78 = linalg.transpose ins(%arg24 : tensor<4x1x10x10xf32>) outs(%156 : tensor<1x4x10x10xf32>) permutation = [1, 0, 2, 3] 
    %157 = tensor.empty() : tensor<3x4x8x8xf32>
    %transposed_79 = linalg.transpose ins(%155 : tensor<4x3x8x8xf32>) outs(%157 : tensor<3x4x8x8xf32>) permutation = [1, 0, 2, 3] 
    %158 = tensor.empty() : tensor<1x3x3x3xf32>
    %159 = linalg.fill ins(%cst : f32) outs(%158 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
    %160 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_78, %transposed_79 : tensor<1x4x10x10xf32>, tensor<3x4x8x8xf32>) outs(%159 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
    %161 = tensor.empty() : tensor<3x1x3x3xf32>
    %transposed_80 = linalg.transpose ins(%160 : tensor<1x3x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) permutation = [1, 0, 2, 3]  {zero.grad_of = 0 : i64}
    %162 = tensor.empty() : tensor<3xf32>
    %163 = linalg.fill ins(%cst : f32) outs(%162 : tensor<3xf32>) -> tensor<3xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%155 : tensor<4x3x8x8xf32>) outs(%163 : tensor<3xf32>) attrs =  {zero.grad_of = 1 : i64} {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.addf %in, %out : f32
      linalg.yield %287 : f32
    } -> tensor<3xf32>
    %165 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg26 : tensor<f32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_10 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<f32>
    %166 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_14, %165 : tensor<i64>, tensor<f32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: i64, %in_81: f32, %out: f32):
      %287 = arith.sitofp %in : i64 to f32
      %288 = arith.subf %287, %in_81 : f32
      linalg.yield %288 : f32
    } -> tensor<f32>
    %167 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %166 : tensor<3x1x3x3xf32>, tensor<f32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3x1x3x3xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8 : tensor<3x1x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_9 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<3x1x3x3xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_80 : tensor<3x1x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_8 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<3x1x3x3xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %169 : tensor<3x1x3x3xf32>, tensor<3x1x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3x1x3x3xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg9 : tensor<3x1x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_7 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<3x1x3x3xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_80 : tensor<3x1x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_6 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<3x1x3x3xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %transposed_80 : tensor<3x1x3x3xf32>, tensor<3x1x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3x1x3x3xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %173 : tensor<3x1x3x3xf32>, tensor<3x1x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3x1x3x3xf32>
    %175 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_5, %arg27 : tensor<f32>, tensor<f32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = math.powf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<f32>
    %176 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_14, %175 : tensor<i64>, tensor<f32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: i64, %in_81: f32, %out: f32):
      %287 = arith.sitofp %in : i64 to f32
      %288 = arith.subf %287, %in_81 : f32
      linalg.yield %288 : f32
    } -> tensor<f32>
    %177 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_4, %arg27 : tensor<f32>, tensor<f32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = math.powf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<f32>
    %178 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_14, %177 : tensor<i64>, tensor<f32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: i64, %in_81: f32, %out: f32):
      %287 = arith.sitofp %in : i64 to f32
      %288 = arith.subf %287, %in_81 : f32
      linalg.yield %288 : f32
    } -> tensor<f32>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<3x1x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.sqrt %in : f32
      linalg.yield %287 : f32
    } -> tensor<3x1x3x3xf32>
    %180 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%178 : tensor<f32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.sqrt %in : f32
      linalg.yield %287 : f32
    } -> tensor<f32>
    %181 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %180 : tensor<3x1x3x3xf32>, tensor<f32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3x1x3x3xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<3x1x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_3 : f64 to f32
      %288 = arith.addf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<3x1x3x3xf32>
    %183 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%arg26, %176 : tensor<f32>, tensor<f32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<f32>
    %184 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %182 : tensor<3x1x3x3xf32>, tensor<3x1x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3x1x3x3xf32>
    %185 = linalg.generic {indexing_maps = [#map8, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %184 : tensor<f32>, tensor<3x1x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3x1x3x3xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %185 : tensor<3x1x3x3xf32>, tensor<3x1x3x3xf32>) outs(%161 : tensor<3x1x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.subf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3x1x3x3xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel"]} ins(%arg1, %166 : tensor<3xf32>, tensor<f32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3xf32>
    %188 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg10 : tensor<3xf32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_9 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<3xf32>
    %189 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%164 : tensor<3xf32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_8 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<3xf32>
    %190 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%188, %189 : tensor<3xf32>, tensor<3xf32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg11 : tensor<3xf32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_7 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<3xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%164 : tensor<3xf32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_6 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<3xf32>
    %193 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%192, %164 : tensor<3xf32>, tensor<3xf32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3xf32>
    %194 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%191, %193 : tensor<3xf32>, tensor<3xf32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%194 : tensor<3xf32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.sqrt %in : f32
      linalg.yield %287 : f32
    } -> tensor<3xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel"]} ins(%195, %180 : tensor<3xf32>, tensor<f32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3xf32>
    %197 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%196 : tensor<3xf32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_3 : f64 to f32
      %288 = arith.addf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<3xf32>
    %198 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%190, %197 : tensor<3xf32>, tensor<3xf32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3xf32>
    %199 = linalg.generic {indexing_maps = [#map15, #map4, #map4], iterator_types = ["parallel"]} ins(%183, %198 : tensor<f32>, tensor<3xf32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3xf32>
    %200 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%187, %199 : tensor<3xf32>, tensor<3xf32>) outs(%162 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.subf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<3xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %166 : tensor<4x3x3x3xf32>, tensor<f32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x3x3xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg12 : tensor<4x3x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_9 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<4x3x3x3xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_58 : tensor<4x3x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_8 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<4x3x3x3xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %203 : tensor<4x3x3x3xf32>, tensor<4x3x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x3x3xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg13 : tensor<4x3x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_7 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<4x3x3x3xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_58 : tensor<4x3x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_6 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<4x3x3x3xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %transposed_58 : tensor<4x3x3x3xf32>, tensor<4x3x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x3x3xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %207 : tensor<4x3x3x3xf32>, tensor<4x3x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x3x3xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208 : tensor<4x3x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.sqrt %in : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x3x3xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %180 : tensor<4x3x3x3xf32>, tensor<f32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x3x3xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210 : tensor<4x3x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_3 : f64 to f32
      %288 = arith.addf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<4x3x3x3xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %211 : tensor<4x3x3x3xf32>, tensor<4x3x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x3x3xf32>
    %213 = linalg.generic {indexing_maps = [#map8, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %212 : tensor<f32>, tensor<4x3x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x3x3xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %213 : tensor<4x3x3x3xf32>, tensor<4x3x3x3xf32>) outs(%128 : tensor<4x3x3x3xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.subf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4x3x3x3xf32>
    %215 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel"]} ins(%arg3, %166 : tensor<4xf32>, tensor<f32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %216 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg14 : tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_9 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<4xf32>
    %217 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%130 : tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_8 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<4xf32>
    %218 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%216, %217 : tensor<4xf32>, tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %219 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg15 : tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_7 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<4xf32>
    %220 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%130 : tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_6 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<4xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%220, %130 : tensor<4xf32>, tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %222 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%219, %221 : tensor<4xf32>, tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %223 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%222 : tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.sqrt %in : f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %224 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel"]} ins(%223, %180 : tensor<4xf32>, tensor<f32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %225 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%224 : tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_3 : f64 to f32
      %288 = arith.addf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<4xf32>
    %226 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%218, %225 : tensor<4xf32>, tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %227 = linalg.generic {indexing_maps = [#map15, #map4, #map4], iterator_types = ["parallel"]} ins(%183, %226 : tensor<f32>, tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %228 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%215, %227 : tensor<4xf32>, tensor<4xf32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.subf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<4xf32>
    %229 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg4, %166 : tensor<8x16xf32>, tensor<f32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %230 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_9 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16xf32>
    %231 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%108 : tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_8 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16xf32>
    %232 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%230, %231 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %233 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_7 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16xf32>
    %234 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%108 : tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_6 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16xf32>
    %235 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%234, %108 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %236 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%233, %235 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %237 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%236 : tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.sqrt %in : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %238 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%237, %180 : tensor<8x16xf32>, tensor<f32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %239 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_3 : f64 to f32
      %288 = arith.addf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8x16xf32>
    %240 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%232, %239 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %241 = linalg.generic {indexing_maps = [#map17, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%183, %240 : tensor<f32>, tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %242 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%229, %241 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%106 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.subf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8x16xf32>
    %243 = tensor.empty() : tensor<8xf32>
    %244 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel"]} ins(%arg5, %166 : tensor<8xf32>, tensor<f32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8xf32>
    %245 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg18 : tensor<8xf32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_9 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8xf32>
    %246 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed_43 : tensor<8xf32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_8 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8xf32>
    %247 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%245, %246 : tensor<8xf32>, tensor<8xf32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8xf32>
    %248 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg19 : tensor<8xf32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_7 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8xf32>
    %249 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed_43 : tensor<8xf32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_6 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8xf32>
    %250 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%249, %collapsed_43 : tensor<8xf32>, tensor<8xf32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8xf32>
    %251 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%248, %250 : tensor<8xf32>, tensor<8xf32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8xf32>
    %252 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%251 : tensor<8xf32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.sqrt %in : f32
      linalg.yield %287 : f32
    } -> tensor<8xf32>
    %253 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel"]} ins(%252, %180 : tensor<8xf32>, tensor<f32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8xf32>
    %254 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%253 : tensor<8xf32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_3 : f64 to f32
      %288 = arith.addf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<8xf32>
    %255 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%247, %254 : tensor<8xf32>, tensor<8xf32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8xf32>
    %256 = linalg.generic {indexing_maps = [#map15, #map4, #map4], iterator_types = ["parallel"]} ins(%183, %255 : tensor<f32>, tensor<8xf32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8xf32>
    %257 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%244, %256 : tensor<8xf32>, tensor<8xf32>) outs(%243 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.subf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<8xf32>
    %258 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg6, %166 : tensor<5x8xf32>, tensor<f32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5x8xf32>
    %259 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<5x8xf32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_9 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<5x8xf32>
    %260 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%95 : tensor<5x8xf32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_8 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<5x8xf32>
    %261 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%259, %260 : tensor<5x8xf32>, tensor<5x8xf32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5x8xf32>
    %262 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<5x8xf32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_7 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<5x8xf32>
    %263 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%95 : tensor<5x8xf32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_6 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<5x8xf32>
    %264 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%263, %95 : tensor<5x8xf32>, tensor<5x8xf32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5x8xf32>
    %265 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%262, %264 : tensor<5x8xf32>, tensor<5x8xf32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5x8xf32>
    %266 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%265 : tensor<5x8xf32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.sqrt %in : f32
      linalg.yield %287 : f32
    } -> tensor<5x8xf32>
    %267 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel"]} ins(%266, %180 : tensor<5x8xf32>, tensor<f32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5x8xf32>
    %268 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%267 : tensor<5x8xf32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_3 : f64 to f32
      %288 = arith.addf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<5x8xf32>
    %269 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%261, %268 : tensor<5x8xf32>, tensor<5x8xf32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5x8xf32>
    %270 = linalg.generic {indexing_maps = [#map17, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%183, %269 : tensor<f32>, tensor<5x8xf32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5x8xf32>
    %271 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%258, %270 : tensor<5x8xf32>, tensor<5x8xf32>) outs(%93 : tensor<5x8xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.subf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5x8xf32>
    %272 = tensor.empty() : tensor<5xf32>
    %273 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel"]} ins(%arg7, %166 : tensor<5xf32>, tensor<f32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5xf32>
    %274 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg22 : tensor<5xf32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_9 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<5xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed_41 : tensor<5xf32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_8 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<5xf32>
    %276 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%274, %275 : tensor<5xf32>, tensor<5xf32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg23 : tensor<5xf32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_7 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<5xf32>
    %278 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed_41 : tensor<5xf32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_6 : f64 to f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<5xf32>
    %279 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%278, %collapsed_41 : tensor<5xf32>, tensor<5xf32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5xf32>
    %280 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%277, %279 : tensor<5xf32>, tensor<5xf32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.addf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5xf32>
    %281 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%280 : tensor<5xf32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = math.sqrt %in : f32
      linalg.yield %287 : f32
    } -> tensor<5xf32>
    %282 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel"]} ins(%281, %180 : tensor<5xf32>, tensor<f32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5xf32>
    %283 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%282 : tensor<5xf32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %287 = arith.truncf %cst_3 : f64 to f32
      %288 = arith.addf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<5xf32>
    %284 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%276, %283 : tensor<5xf32>, tensor<5xf32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.divf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5xf32>
    %285 = linalg.generic {indexing_maps = [#map15, #map4, #map4], iterator_types = ["parallel"]} ins(%183, %284 : tensor<f32>, tensor<5xf32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.mulf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5xf32>
    %286 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%273, %285 : tensor<5xf32>, tensor<5xf32>) outs(%272 : tensor<5xf32>) {
    ^bb0(%in: f32, %in_81: f32, %out: f32):
      %287 = arith.subf %in, %in_81 : f32
      linalg.yield %287 : f32
    } -> tensor<5xf32>
    return %76, %186, %200, %214, %228, %242, %257, %271, %286, %170, %174, %190, %194, %204, %208, %218, %222, %232, %236, %247, %251, %261, %265, %276, %280 : tensor<f32>, tensor<3x1x3x3xf32>, tensor<3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<5xf32>, tensor<3x1x3x3xf32>, tensor<3x1x3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3x3x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5xf32>, tensor<5xf32>
  }
}
