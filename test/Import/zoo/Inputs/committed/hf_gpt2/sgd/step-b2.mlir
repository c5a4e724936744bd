// zero-import-torch: hf_gpt2.py, micro-batch 2, sgd (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<() -> ()>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> ()>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d2)>
#map11 = affine_map<(d0, d1) -> (d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0, d1) -> (d0)>
#map17 = affine_map<(d0) -> ()>
#map18 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%arg0: tensor<32x16xf32> {zero.role = "param"}, %arg1: tensor<8x16xf32> {zero.role = "param"}, %arg2: tensor<16xf32> {zero.role = "param"}, %arg3: tensor<16xf32> {zero.role = "param"}, %arg4: tensor<16x48xf32> {zero.role = "param"}, %arg5: tensor<48xf32> {zero.role = "param"}, %arg6: tensor<16x16xf32> {zero.role = "param"}, %arg7: tensor<16xf32> {zero.role = "param"}, %arg8: tensor<16xf32> {zero.role = "param"}, %arg9: tensor<16xf32> {zero.role = "param"}, %arg10: tensor<16x64xf32> {zero.role = "param"}, %arg11: tensor<64xf32> {zero.role = "param"}, %arg12: tensor<64x16xf32> {zero.role = "param"}, %arg13: tensor<16xf32> {zero.role = "param"}, %arg14: tensor<16xf32> {zero.role = "param"}, %arg15: tensor<16xf32> {zero.role = "param"}, %arg16: tensor<16x48xf32> {zero.role = "param"}, %arg17: tensor<48xf32> {zero.role = "param"}, %arg18: tensor<16x16xf32> {zero.role = "param"}, %arg19: tensor<16xf32> {zero.role = "param"}, %arg20: tensor<16xf32> {zero.role = "param"}, %arg21: tensor<16xf32> {zero.role = "param"}, %arg22: tensor<16x64xf32> {zero.role = "param"}, %arg23: tensor<64xf32> {zero.role = "param"}, %arg24: tensor<64x16xf32> {zero.role = "param"}, %arg25: tensor<16xf32> {zero.role = "param"}, %arg26: tensor<16xf32> {zero.role = "param"}, %arg27: tensor<16xf32> {zero.role = "param"}, %arg28: tensor<32x16xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg29: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg30: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg31: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg32: tensor<16x48xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg33: tensor<48xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg34: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg35: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg36: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg37: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg38: tensor<16x64xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg39: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg40: tensor<64x16xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg41: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg42: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg43: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg44: tensor<16x48xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg45: tensor<48xf32> {zero.role = "opt_state", zero.state_of = 17 : i64}, %arg46: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 18 : i64}, %arg47: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 19 : i64}, %arg48: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 20 : i64}, %arg49: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 21 : i64}, %arg50: tensor<16x64xf32> {zero.role = "opt_state", zero.state_of = 22 : i64}, %arg51: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 23 : i64}, %arg52: tensor<64x16xf32> {zero.role = "opt_state", zero.state_of = 24 : i64}, %arg53: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 25 : i64}, %arg54: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 26 : i64}, %arg55: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 27 : i64}, %arg56: tensor<2x8xi64> {zero.range = array<i64: 0, 32>, zero.role = "batch"}, %arg57: tensor<2x8xi64> {zero.range = array<i64: 0, 32>, zero.range_ignore = -100 : i64, zero.role = "batch"}, %arg58: tensor<2xi64> {zero.fill = "global_row", zero.role = "batch"}, %arg59: tensor<f32> {zero.role = "hyper"}, %arg60: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<32x16xf32> {zero.updates = 0 : i64}, tensor<8x16xf32> {zero.updates = 1 : i64}, tensor<16xf32> {zero.updates = 2 : i64}, tensor<16xf32> {zero.updates = 3 : i64}, tensor<16x48xf32> {zero.updates = 4 : i64}, tensor<48xf32> {zero.updates = 5 : i64}, tensor<16x16xf32> {zero.updates = 6 : i64}, tensor<16xf32> {zero.updates = 7 : i64}, tensor<16xf32> {zero.updates = 8 : i64}, tensor<16xf32> {zero.updates = 9 : i64}, tensor<16x64xf32> {zero.updates = 10 : i64}, tensor<64xf32> {zero.updates = 11 : i64}, tensor<64x16xf32> {zero.updates = 12 : i64}, tensor<16xf32> {zero.updates = 13 : i64}, tensor<16xf32> {zero.updates = 14 : i64}, tensor<16xf32> {zero.updates = 15 : i64}, tensor<16x48xf32> {zero.updates = 16 : i64}, tensor<48xf32> {zero.updates = 17 : i64}, tensor<16x16xf32> {zero.updates = 18 : i64}, tensor<16xf32> {zero.updates = 19 : i64}, tensor<16xf32> {zero.updates = 20 : i64}, tensor<16xf32> {zero.updates = 21 : i64}, tensor<16x64xf32> {zero.updates = 22 : i64}, tensor<64xf32> {zero.updates = 23 : i64}, tensor<64x16xf32> {zero.updates = 24 : i64}, tensor<16xf32> {zero.updates = 25 : i64}, tensor<16xf32> {zero.updates = 26 : i64}, tensor<16xf32> {zero.updates = 27 : i64}, tensor<32x16xf32> {zero.updates = 28 : i64}, tensor<8x16xf32> {zero.updates = 29 : i64}, tensor<16xf32> {zero.updates = 30 : i64}, tensor<16xf32> {zero.updates = 31 : i64}, tensor<16x48xf32> {zero.updates = 32 : i64}, tensor<48xf32> {zero.updates = 33 : i64}, tensor<16x16xf32> {zero.updates = 34 : i64}, tensor<16xf32> {zero.updates = 35 : i64}, tensor<16xf32> {zero.updates = 36 : i64}, tensor<16xf32> {zero.updates = 37 : i64}, tensor<16x64xf32> {zero.updates = 38 : i64}, tensor<64xf32> {zero.updates = 39 : i64}, tensor<64x16xf32> {zero.updates = 40 : i64}, tensor<16xf32> {zero.updates = 41 : i64}, tensor<16xf32> {zero.updates = 42 : i64}, tensor<16xf32> {zero.updates = 43 : i64}, tensor<16x48xf32> {zero.updates = 44 : i64}, tensor<48xf32> {zero.updates = 45 : i64}, tensor<16x16xf32> {zero.updates = 46 : i64}, tensor<16xf32> {zero.updates = 47 : i64}, tensor<16xf32> {zero.updates = 48 : i64}, tensor<16xf32> {zero.updates = 49 : i64}, tensor<16x64xf32> {zero.updates = 50 : i64}, tensor<64xf32> {zero.updates = 51 : i64}, tensor<64x16xf32> {zero.updates = 52 : i64}, tensor<16xf32> {zero.updates = 53 : i64}, tensor<16xf32> {zero.updates = 54 : i64}, tensor<16xf32> {zero.updates = 55 : i64}) {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant 4.471500e-02 : f64
    %cst_8 = arith.constant 0xFFF0000000000000 : f64
    %cst_9 = arith.constant 0.59460355750136051 : f64
    %cst_10 = arith.constant 1.000000e-05 : f64
    %cst_11 = arith.constant 9.000000e-01 : f64
    %cst_12 = arith.constant 1.600000e+01 : f32
    %cst_13 = arith.constant 5.000000e-01 : f32
    %cst_14 = arith.constant 1.000000e+00 : f32
    %cst_15 = arith.constant 3.000000e+00 : f32
    %c3_i64 = arith.constant 3 : i64
    %c-100_i64 = arith.constant -100 : i64
    %cst_16 = arith.constant dense<6> : tensor<i64>
    %cst_17 = arith.constant dense<5> : tensor<i64>
    %cst_18 = arith.constant dense<4> : tensor<i64>
    %cst_19 = arith.constant dense<3> : tensor<i64>
    %cst_20 = arith.constant dense<2> : tensor<i64>
    %cst_21 = arith.constant dense<1> : tensor<i64>
    %cst_22 = arith.constant dense<15099495> : tensor<i64>
    %cst_23 = arith.constant dense<8> : tensor<i64>
    %cst_24 = arith.constant dense<2415085441> : tensor<i64>
    %cst_25 = arith.constant dense<3678237736> : tensor<i64>
    %cst_26 = arith.constant dense<534103459> : tensor<i64>
    %cst_27 = arith.constant dense<1401181199> : tensor<i64>
    %cst_28 = arith.constant dense<1684936478> : tensor<i64>
    %cst_29 = arith.constant dense<3041712726> : tensor<i64>
    %cst_30 = arith.constant dense<2835769497> : tensor<i64>
    %cst_31 = arith.constant dense<387276957> : tensor<i64>
    %cst_32 = arith.constant dense<3986602516> : tensor<i64>
    %cst_33 = arith.constant dense<2027808484> : tensor<i64>
    %cst_34 = arith.constant dense<842468239> : tensor<i64>
    %cst_35 = arith.constant dense<3668340011> : tensor<i64>
    %cst_36 = arith.constant dense<1993301258> : tensor<i64>
    %cst_37 = arith.constant dense<1013904242> : tensor<i64>
    %cst_38 = arith.constant dense<3144134277> : tensor<i64>
    %cst_39 = arith.constant dense<2654435769> : tensor<i64>
    %cst_40 = arith.constant dense<3449720151> : tensor<i64>
    %cst_41 = arith.constant dense<4294967295> : tensor<i64>
    %cst_42 = arith.constant dense<32> : tensor<i64>
    %cst_43 = arith.constant dense<3528531795> : tensor<i64>
    %cst_44 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg56 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1161 = arith.index_cast %in : i64 to index
      %1162 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%1161, %1162] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %1161 = linalg.index 0 : index
      %1162 = arith.index_cast %1161 : index to i64
      linalg.yield %1162 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1161 = arith.index_cast %in : i64 to index
      %1162 = linalg.index 2 : index
      %extracted = tensor.extract %arg1[%1161, %1162] : tensor<8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x16xf32>, tensor<1x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %7 = tensor.empty() : tensor<128xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<128xi64>) {
    ^bb0(%out: i64):
      %1161 = linalg.index 0 : index
      %1162 = arith.index_cast %1161 : index to i64
      linalg.yield %1162 : i64
    } -> tensor<128xi64>
    %expanded_45 = tensor.expand_shape %8 [[0, 1]] output_shape [1, 128] : tensor<128xi64> into tensor<1x128xi64>
    %expanded_46 = tensor.expand_shape %arg58 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %9 = tensor.empty() : tensor<i64>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%arg60 : tensor<f32>) outs(%9 : tensor<i64>) {
    ^bb0(%in: f32, %out: i64):
      %1161 = arith.fptosi %in : f32 to i64
      linalg.yield %1161 : i64
    } -> tensor<i64>
    %expanded_47 = tensor.expand_shape %10 [] output_shape [1, 1] : tensor<i64> into tensor<1x1xi64>
    %11 = tensor.empty() : tensor<1x128xi64>
    %12 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_45, %cst_43 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %13 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %14 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %15 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %16 = tensor.empty() : tensor<1x1xi64>
    %17 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_47, %cst_40 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x1xi64>
    %18 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_42 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x1xi64>
    %19 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%18, %cst_41 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x1xi64>
    %20 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_41 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x1xi64>
    %21 = tensor.empty() : tensor<2x1xi64>
    %22 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%19, %expanded_46 : tensor<1x1xi64>, tensor<2x1xi64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x1xi64>
    %23 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%22, %cst_44 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x1xi64>
    %24 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_44 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %25 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_44 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %26 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%23, %cst_43 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x1xi64>
    %27 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_42 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x1xi64>
    %28 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%27, %cst_41 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x1xi64>
    %29 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_41 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x1xi64>
    %30 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_40 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %31 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %32 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %33 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %34 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%32, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %35 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_39 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %36 = tensor.empty() : tensor<2x128xi64>
    %37 = linalg.generic {indexing_maps = [#map8, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%28, %15 : tensor<2x1xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %38 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%37, %cst_38 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_43 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %40 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %41 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %42 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %43 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %44 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %45 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%44, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %46 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %47 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %33 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %48 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%47, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %49 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%41, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %50 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%49, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %51 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%48, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %52 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %53 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%52, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %54 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %55 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%50, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %56 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%55, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %57 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%56, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %58 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%55, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %59 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%57, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %60 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%59, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %61 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%53, %42 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %62 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%61, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %63 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%60, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %64 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%63, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %65 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%64, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %66 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%63, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %67 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%62, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %68 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%67, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %69 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%68, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %70 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%67, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %71 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%69, %58 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %72 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%71, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %73 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%65, %54 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %74 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%73, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %75 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%72, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %76 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%75, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %77 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%76, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %78 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%75, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %79 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%74, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %80 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%79, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %81 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%80, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %82 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%79, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %83 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%81, %70 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %84 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%83, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %85 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%77, %66 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %86 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%85, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %87 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%84, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %88 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%87, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %89 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%88, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %90 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%87, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %91 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%86, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %92 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%91, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %93 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%92, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %94 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%91, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %95 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%93, %82 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %96 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%95, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %97 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%89, %78 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %98 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%97, %cst_28 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %99 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%96, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %100 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%99, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %101 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%100, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %102 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%99, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %103 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%98, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %104 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%103, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %105 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%104, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %106 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%105, %94 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %107 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%106, %cst_27 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %108 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%101, %90 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %109 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%108, %cst_26 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %110 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%107, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %111 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%110, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %112 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%111, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %113 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%109, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %114 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%113, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %115 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%112, %102 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %116 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%115, %cst_25 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %117 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%116, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %118 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%117, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %119 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%118, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %120 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%119, %114 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %121 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%120, %cst_24 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %122 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%121, %cst_23 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %123 = tensor.empty() : tensor<2x128xi1>
    %124 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%122, %cst_22 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_195: i64, %out: i1):
      %1161 = arith.cmpi slt, %in, %in_195 : i64
      linalg.yield %1161 : i1
    } -> tensor<2x128xi1>
    %expanded_48 = tensor.expand_shape %124 [[0], [1, 2]] output_shape [2, 8, 16] : tensor<2x128xi1> into tensor<2x8x16xi1>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x8x16xi1>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1161 = arith.uitofp %in : i1 to f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.divf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x16xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %126 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %128 = tensor.empty() : tensor<2x8x1xf32>
    %129 = linalg.fill ins(%cst : f32) outs(%128 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %131 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %132 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_10 : f64 to f32
      %1162 = arith.addf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.rsqrt %in : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %137 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %arg3 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %collapsed = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %141 = tensor.empty() : tensor<16x48xf32>
    %142 = linalg.fill ins(%cst : f32) outs(%141 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %143 = linalg.matmul ins(%collapsed, %arg4 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%142 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %144 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %145 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%143, %144 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x48xf32>
    %expanded_49 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded_49[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_50 = tensor.extract_slice %expanded_49[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_51 = tensor.extract_slice %expanded_49[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_52 = tensor.expand_shape %extracted_slice_50 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_53 = tensor.expand_shape %extracted_slice_51 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %146 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed = linalg.transpose ins(%expanded_53 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_54 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %147 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_55 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_9 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x2x8x8xf32>
    %expanded_56 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %148 = tensor.empty() : tensor<8x8xi64>
    %149 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_56 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%148 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.subi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<8x8xi64>
    %150 = tensor.empty() : tensor<8x8xi1>
    %151 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%149 : tensor<8x8xi64>) outs(%150 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1161 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %1161 : i1
    } -> tensor<8x8xi1>
    %152 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%151, %cst_5 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%150 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_195: i1, %out: i1):
      %1161 = arith.andi %in, %in_195 : i1
      linalg.yield %1161 : i1
    } -> tensor<8x8xi1>
    %153 = tensor.empty() : tensor<8x8xf32>
    %154 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%152, %cst_3, %cst_4 : tensor<8x8xi1>, tensor<f32>, tensor<f32>) outs(%153 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_195: f32, %in_196: f32, %out: f32):
      %1161 = arith.select %in, %in_195, %in_196 : f32
      linalg.yield %1161 : f32
    } -> tensor<8x8xf32>
    %transposed_57 = linalg.transpose ins(%expanded_52 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %155 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_57 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_9 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_58 = tensor.collapse_shape %147 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_59 = tensor.collapse_shape %155 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %156 = tensor.empty() : tensor<4x8x8xf32>
    %157 = linalg.fill ins(%cst : f32) outs(%156 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %158 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_60 = tensor.expand_shape %158 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %159 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_60, %154 : tensor<2x2x8x8xf32>, tensor<8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %160 = tensor.empty() : tensor<2x2x8xi64>
    %161 = linalg.fill ins(%c0_i64 : i64) outs(%160 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %162 = tensor.empty() : tensor<2x2x8xf32>
    %163 = linalg.fill ins(%cst_0 : f32) outs(%162 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %164:2 = linalg.generic {indexing_maps = [#map12, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%159 : tensor<2x2x8x8xf32>) outs(%163, %161 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_195: i64):
      %1161 = linalg.index 3 : index
      %1162 = arith.index_cast %1161 : index to i64
      %1163 = arith.maximumf %in, %out : f32
      %1164 = arith.cmpf ogt, %in, %out : f32
      %1165 = arith.select %1164, %1162, %out_195 : i64
      linalg.yield %1163, %1165 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_61 = tensor.expand_shape %164#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_61 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %166 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.exp %in : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %167 = tensor.empty() : tensor<2x2x8x1xf32>
    %168 = linalg.fill ins(%cst : f32) outs(%167 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %169 = linalg.generic {indexing_maps = [#map12, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%166 : tensor<2x2x8x8xf32>) outs(%168 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x1xf32>
    %170 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %169 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.divf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %171 = tensor.empty() : tensor<2x2x8x8xi1>
    %172 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<2x2x8x8xf32>) outs(%171 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1161 = arith.extf %in : f32 to f64
      %1162 = arith.cmpf oeq, %1161, %cst_8 : f64
      linalg.yield %1162 : i1
    } -> tensor<2x2x8x8xi1>
    %173 = tensor.empty() : tensor<2x2x8x1xi1>
    %174 = linalg.fill ins(%true : i1) outs(%173 : tensor<2x2x8x1xi1>) -> tensor<2x2x8x1xi1>
    %175 = linalg.generic {indexing_maps = [#map12, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%172 : tensor<2x2x8x8xi1>) outs(%174 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1161 = arith.andi %in, %out : i1
      linalg.yield %1161 : i1
    } -> tensor<2x2x8x1xi1>
    %176 = linalg.generic {indexing_maps = [#map15, #map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %cst_2, %170 : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_195: f32, %in_196: f32, %out: f32):
      %1161 = arith.select %in, %in_195, %in_196 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %177 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_21 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %178 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%177, %cst_44 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %179 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%178, %cst_40 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %180 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%179, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %181 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%180, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %182 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%179, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %183 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%181, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %184 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%183, %cst_39 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %185 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%184, %cst_43 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %186 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%185, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %187 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%186, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %188 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%185, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %189 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %182 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %190 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%189, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %191 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%187, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %192 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%191, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %193 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%190, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %194 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%193, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %195 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%194, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %196 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%193, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %197 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%192, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %198 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%197, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %199 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%198, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %200 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%197, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %201 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%199, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %202 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%201, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %203 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%195, %188 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %204 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%203, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %205 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%202, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %206 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%205, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %207 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%206, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %208 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%205, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %209 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%204, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %210 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%209, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %211 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%210, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %212 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%209, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %213 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%211, %200 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %214 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%213, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %215 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%207, %196 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %216 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%215, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %217 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%214, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %218 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%217, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %219 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%218, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %220 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%217, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %221 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%216, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %222 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%221, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %223 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%222, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %224 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%221, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %225 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%223, %212 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %226 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%225, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %227 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%219, %208 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %228 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%227, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %229 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%226, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %230 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%229, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %231 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%230, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %232 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%229, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %233 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%228, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %234 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%233, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %235 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%234, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %236 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%233, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %237 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%235, %224 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %238 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%237, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %239 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%231, %220 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %240 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%239, %cst_28 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %241 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%238, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %242 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%241, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %243 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%242, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %244 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%241, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %245 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%240, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %246 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%245, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %247 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%246, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %248 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%247, %236 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %249 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%248, %cst_27 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %250 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%243, %232 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %251 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%250, %cst_26 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %252 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%249, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %253 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%252, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %254 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%253, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %255 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%251, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %256 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%255, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %257 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%254, %244 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %258 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%257, %cst_25 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %259 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%258, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %260 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%259, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %261 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%260, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %262 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%261, %256 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %263 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%262, %cst_24 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %264 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%263, %cst_23 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %265 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%264, %cst_22 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_195: i64, %out: i1):
      %1161 = arith.cmpi slt, %in, %in_195 : i64
      linalg.yield %1161 : i1
    } -> tensor<2x128xi1>
    %expanded_62 = tensor.expand_shape %265 [[0], [1, 2, 3]] output_shape [2, 2, 8, 8] : tensor<2x128xi1> into tensor<2x2x8x8xi1>
    %266 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<2x2x8x8xi1>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1161 = arith.uitofp %in : i1 to f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %267 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.divf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x2x8x8xf32>
    %268 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %267 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_63 = tensor.collapse_shape %268 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_64 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %269 = linalg.batch_matmul ins(%collapsed_63, %collapsed_64 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_65 = tensor.expand_shape %269 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %270 = tensor.empty() : tensor<2x8x2x8xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_67 = tensor.collapse_shape %transposed_66 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %271 = tensor.empty() : tensor<16x16xf32>
    %272 = linalg.fill ins(%cst : f32) outs(%271 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %273 = linalg.matmul ins(%collapsed_67, %arg6 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %274 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %275 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%273, %274 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x16xf32>
    %expanded_68 = tensor.expand_shape %275 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %276 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_20 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %277 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%276, %cst_44 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %278 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%277, %cst_40 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %279 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%278, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %280 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%279, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %281 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%278, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %282 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%280, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %283 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%282, %cst_39 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %284 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%283, %cst_43 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %285 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%284, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %286 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%285, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %287 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%284, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %288 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %281 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %289 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%288, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %290 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%286, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %291 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%290, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %292 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%289, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %293 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%292, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %294 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%293, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %295 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%292, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %296 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%291, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %297 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%296, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %298 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%297, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %299 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%296, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %300 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%298, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %301 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%300, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %302 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%294, %287 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %303 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%302, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %304 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%301, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %305 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%304, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %306 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%305, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %307 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%304, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %308 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%303, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %309 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%308, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %310 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%309, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %311 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%308, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %312 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%310, %299 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %313 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%312, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %314 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%306, %295 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %315 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%314, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %316 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%313, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %317 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%316, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %318 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%317, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %319 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%316, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %320 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%315, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %321 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%320, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %322 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%321, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %323 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%320, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %324 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%322, %311 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %325 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%324, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %326 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%318, %307 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %327 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%326, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %328 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%325, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %329 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%328, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %330 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%329, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %331 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%328, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %332 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%327, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %333 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%332, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %334 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%333, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %335 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%332, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %336 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%334, %323 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %337 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%336, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %338 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%330, %319 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %339 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%338, %cst_28 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %340 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%337, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %341 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%340, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %342 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%341, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %343 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%340, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %344 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%339, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %345 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%344, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %346 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%345, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %347 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%346, %335 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %348 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%347, %cst_27 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %349 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%342, %331 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %350 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%349, %cst_26 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %351 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%348, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %352 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%351, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %353 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%352, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %354 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%350, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %355 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%354, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %356 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%353, %343 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %357 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%356, %cst_25 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %358 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%357, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %359 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%358, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %360 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%359, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %361 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%360, %355 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %362 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%361, %cst_24 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %363 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%362, %cst_23 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %364 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%363, %cst_22 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_195: i64, %out: i1):
      %1161 = arith.cmpi slt, %in, %in_195 : i64
      linalg.yield %1161 : i1
    } -> tensor<2x128xi1>
    %expanded_69 = tensor.expand_shape %364 [[0], [1, 2]] output_shape [2, 8, 16] : tensor<2x128xi1> into tensor<2x8x16xi1>
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x8x16xi1>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1161 = arith.uitofp %in : i1 to f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.divf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x16xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %366 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %127 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%368 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %370 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %371 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%372 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_10 : f64 to f32
      %1162 = arith.addf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x1xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.rsqrt %in : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %376 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %arg9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_70 = tensor.collapse_shape %379 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %380 = tensor.empty() : tensor<16x64xf32>
    %381 = linalg.fill ins(%cst : f32) outs(%380 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %382 = linalg.matmul ins(%collapsed_70, %arg10 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %383 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %384 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%382, %383 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x64xf32>
    %expanded_71 = tensor.expand_shape %384 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %385 = tensor.empty() : tensor<2x8x64xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_7 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x64xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71, %388 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_6 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x64xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.tanh %in : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %cst_14 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %392 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_72 = tensor.collapse_shape %393 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %394 = linalg.matmul ins(%collapsed_72, %arg12 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %395 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %396 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%394, %395 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x16xf32>
    %expanded_73 = tensor.expand_shape %396 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %397 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_19 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %398 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%397, %cst_44 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %399 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%398, %cst_40 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %400 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%399, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %401 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%400, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %402 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%399, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %403 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%401, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %404 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%403, %cst_39 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %405 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%404, %cst_43 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %406 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%405, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %407 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%406, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %408 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%405, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %409 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %402 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %410 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%409, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %411 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%407, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %412 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%411, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %413 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%410, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %414 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%413, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %415 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%414, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %416 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%413, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %417 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%412, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %418 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%417, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %419 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%418, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %420 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%417, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %421 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%419, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %422 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%421, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %423 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%415, %408 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %424 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%423, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %425 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%422, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %426 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%425, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %427 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%426, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %428 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%425, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %429 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%424, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %430 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%429, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %431 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%430, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %432 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%429, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %433 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%431, %420 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %434 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%433, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %435 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%427, %416 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %436 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%435, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %437 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%434, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %438 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%437, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %439 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%438, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %440 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%437, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %441 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%436, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %442 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%441, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %443 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%442, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %444 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%441, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %445 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%443, %432 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %446 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%445, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %447 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%439, %428 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %448 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%447, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %449 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%446, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %450 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%449, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %451 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%450, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %452 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%449, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %453 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%448, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %454 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%453, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %455 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%454, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %456 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%453, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %457 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%455, %444 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %458 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%457, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %459 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%451, %440 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %460 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%459, %cst_28 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %461 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%458, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %462 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%461, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %463 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%462, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %464 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%461, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %465 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%460, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %466 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%465, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %467 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%466, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %468 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%467, %456 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %469 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%468, %cst_27 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %470 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%463, %452 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %471 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%470, %cst_26 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %472 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%469, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %473 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%472, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %474 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%473, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %475 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%471, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %476 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%475, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %477 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%474, %464 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %478 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%477, %cst_25 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %479 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%478, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %480 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%479, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %481 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%480, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %482 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%481, %476 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %483 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%482, %cst_24 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %484 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%483, %cst_23 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %485 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%484, %cst_22 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_195: i64, %out: i1):
      %1161 = arith.cmpi slt, %in, %in_195 : i64
      linalg.yield %1161 : i1
    } -> tensor<2x128xi1>
    %expanded_74 = tensor.expand_shape %485 [[0], [1, 2]] output_shape [2, 8, 16] : tensor<2x128xi1> into tensor<2x8x16xi1>
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<2x8x16xi1>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1161 = arith.uitofp %in : i1 to f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.divf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x16xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %487 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %488 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%489 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %491 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492, %492 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%493 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_10 : f64 to f32
      %1162 = arith.addf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x1xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.rsqrt %in : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492, %497 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %arg15 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_75 = tensor.collapse_shape %500 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %501 = linalg.matmul ins(%collapsed_75, %arg16 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%142 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %502 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %503 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%501, %502 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x48xf32>
    %expanded_76 = tensor.expand_shape %503 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice_77 = tensor.extract_slice %expanded_76[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_78 = tensor.extract_slice %expanded_76[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_79 = tensor.extract_slice %expanded_76[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_80 = tensor.expand_shape %extracted_slice_78 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_81 = tensor.expand_shape %extracted_slice_79 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_83 = tensor.expand_shape %extracted_slice_77 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_84 = linalg.transpose ins(%expanded_83 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %504 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_84 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_9 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_85 = linalg.transpose ins(%expanded_80 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %505 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_85 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_9 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_86 = tensor.collapse_shape %504 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_87 = tensor.collapse_shape %505 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %506 = linalg.batch_matmul ins(%collapsed_86, %collapsed_87 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_88 = tensor.expand_shape %506 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %507 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_88, %154 : tensor<2x2x8x8xf32>, tensor<8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %508:2 = linalg.generic {indexing_maps = [#map12, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%507 : tensor<2x2x8x8xf32>) outs(%163, %161 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_195: i64):
      %1161 = linalg.index 3 : index
      %1162 = arith.index_cast %1161 : index to i64
      %1163 = arith.maximumf %in, %out : f32
      %1164 = arith.cmpf ogt, %in, %out : f32
      %1165 = arith.select %1164, %1162, %out_195 : i64
      linalg.yield %1163, %1165 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_89 = tensor.expand_shape %508#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %509 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %expanded_89 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %510 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.exp %in : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %511 = linalg.generic {indexing_maps = [#map12, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%510 : tensor<2x2x8x8xf32>) outs(%168 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x1xf32>
    %512 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %511 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.divf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %513 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507 : tensor<2x2x8x8xf32>) outs(%171 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1161 = arith.extf %in : f32 to f64
      %1162 = arith.cmpf oeq, %1161, %cst_8 : f64
      linalg.yield %1162 : i1
    } -> tensor<2x2x8x8xi1>
    %514 = linalg.generic {indexing_maps = [#map12, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%513 : tensor<2x2x8x8xi1>) outs(%174 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1161 = arith.andi %in, %out : i1
      linalg.yield %1161 : i1
    } -> tensor<2x2x8x1xi1>
    %515 = linalg.generic {indexing_maps = [#map15, #map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %cst_2, %512 : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_195: f32, %in_196: f32, %out: f32):
      %1161 = arith.select %in, %in_195, %in_196 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %516 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_18 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %517 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%516, %cst_44 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %518 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%517, %cst_40 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %519 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%518, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %520 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%519, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %521 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%518, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %522 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%520, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %523 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%522, %cst_39 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %524 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%523, %cst_43 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %525 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%524, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %526 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%525, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %527 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%524, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %528 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %521 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %529 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%528, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %530 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%526, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %531 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%530, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %532 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%529, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %533 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%532, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %534 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%533, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %535 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%532, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %536 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%531, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %537 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%536, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %538 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%537, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %539 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%536, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %540 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%538, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %541 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%540, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %542 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%534, %527 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %543 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%542, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %544 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%541, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %545 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%544, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %546 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%545, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %547 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%544, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %548 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%543, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %549 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%548, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %550 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%549, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %551 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%548, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %552 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%550, %539 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %553 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%552, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %554 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%546, %535 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %555 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%554, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %556 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%553, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %557 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%556, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %558 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%557, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %559 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%556, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %560 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%555, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %561 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%560, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %562 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%561, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %563 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%560, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %564 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%562, %551 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %565 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%564, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %566 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%558, %547 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %567 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%566, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %568 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%565, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %569 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%568, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %570 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%569, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %571 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%568, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %572 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%567, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %573 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%572, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %574 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%573, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %575 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%572, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %576 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%574, %563 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %577 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%576, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %578 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%570, %559 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %579 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%578, %cst_28 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %580 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%577, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %581 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%580, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %582 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%581, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %583 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%580, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %584 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%579, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %585 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%584, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %586 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%585, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %587 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%586, %575 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %588 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%587, %cst_27 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %589 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%582, %571 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %590 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%589, %cst_26 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %591 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%588, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %592 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%591, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %593 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%592, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %594 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%590, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %595 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%594, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %596 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%593, %583 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %597 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%596, %cst_25 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %598 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%597, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %599 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%598, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %600 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%599, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %601 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%600, %595 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %602 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%601, %cst_24 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %603 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%602, %cst_23 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %604 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%603, %cst_22 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_195: i64, %out: i1):
      %1161 = arith.cmpi slt, %in, %in_195 : i64
      linalg.yield %1161 : i1
    } -> tensor<2x128xi1>
    %expanded_90 = tensor.expand_shape %604 [[0], [1, 2, 3]] output_shape [2, 2, 8, 8] : tensor<2x128xi1> into tensor<2x2x8x8xi1>
    %605 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_90 : tensor<2x2x8x8xi1>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1161 = arith.uitofp %in : i1 to f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %606 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.divf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x2x8x8xf32>
    %607 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %606 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_91 = tensor.collapse_shape %607 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_92 = tensor.collapse_shape %transposed_82 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %608 = linalg.batch_matmul ins(%collapsed_91, %collapsed_92 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_93 = tensor.expand_shape %608 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_95 = tensor.collapse_shape %transposed_94 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %609 = linalg.matmul ins(%collapsed_95, %arg18 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %610 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %611 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%609, %610 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x16xf32>
    %expanded_96 = tensor.expand_shape %611 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %612 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_17 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %613 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%612, %cst_44 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %614 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%613, %cst_40 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %615 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%614, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %616 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%615, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %617 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%614, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %618 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%616, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %619 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%618, %cst_39 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %620 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%619, %cst_43 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %621 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%620, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %622 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%621, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %623 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%620, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %624 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %617 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %625 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%624, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %626 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%622, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %627 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%626, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %628 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%625, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %629 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%628, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %630 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%629, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %631 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%628, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %632 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%627, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %633 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%632, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %634 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%633, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %635 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%632, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %636 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%634, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %637 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%636, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %638 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%630, %623 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %639 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%638, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %640 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%637, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %641 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%640, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %642 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%641, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %643 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%640, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %644 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%639, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %645 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%644, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %646 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%645, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %647 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%644, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %648 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%646, %635 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %649 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%648, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %650 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%642, %631 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %651 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%650, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %652 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%649, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %653 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%652, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %654 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%653, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %655 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%652, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %656 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%651, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %657 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%656, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %658 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%657, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %659 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%656, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %660 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%658, %647 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %661 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%660, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %662 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%654, %643 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %663 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%662, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %664 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%661, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %665 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%664, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %666 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%665, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %667 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%664, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %668 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%663, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %669 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%668, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %670 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%669, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %671 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%668, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %672 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%670, %659 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %673 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%672, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %674 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%666, %655 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %675 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%674, %cst_28 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %676 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%673, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %677 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%676, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %678 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%677, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %679 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%676, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %680 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%675, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %681 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%680, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %682 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%681, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %683 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%682, %671 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %684 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%683, %cst_27 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %685 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%678, %667 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %686 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%685, %cst_26 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %687 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%684, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %688 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%687, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %689 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%688, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %690 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%686, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %691 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%690, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %692 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%689, %679 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %693 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%692, %cst_25 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %694 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%693, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %695 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%694, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %696 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%695, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %697 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%696, %691 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %698 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%697, %cst_24 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %699 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%698, %cst_23 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %700 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%699, %cst_22 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_195: i64, %out: i1):
      %1161 = arith.cmpi slt, %in, %in_195 : i64
      linalg.yield %1161 : i1
    } -> tensor<2x128xi1>
    %expanded_97 = tensor.expand_shape %700 [[0], [1, 2]] output_shape [2, 8, 16] : tensor<2x128xi1> into tensor<2x8x16xi1>
    %701 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<2x8x16xi1>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1161 = arith.uitofp %in : i1 to f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.divf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x16xf32>
    %703 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %702 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %704 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703, %489 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %705 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%704 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %706 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %707 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704, %706 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %708 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %707 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %709 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%708 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %710 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%709 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %711 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%710 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_10 : f64 to f32
      %1162 = arith.addf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x1xf32>
    %712 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%711 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.rsqrt %in : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %713 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %712 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %714 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %arg20 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %715 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714, %arg21 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_98 = tensor.collapse_shape %715 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %716 = linalg.matmul ins(%collapsed_98, %arg22 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %717 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %718 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%716, %717 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x64xf32>
    %expanded_99 = tensor.expand_shape %718 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %719 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %720 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %721 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_7 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x64xf32>
    %722 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99, %721 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %723 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_6 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x64xf32>
    %724 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.tanh %in : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %725 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %cst_14 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %726 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719, %725 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_100 = tensor.collapse_shape %726 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %727 = linalg.matmul ins(%collapsed_100, %arg24 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %728 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %729 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%727, %728 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x16xf32>
    %expanded_101 = tensor.expand_shape %729 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %730 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_16 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %731 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%730, %cst_44 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %732 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%731, %cst_40 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %733 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%732, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %734 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%733, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %735 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%732, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %736 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%734, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %737 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%736, %cst_39 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %738 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%737, %cst_43 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %739 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%738, %cst_42 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %740 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%739, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %741 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%738, %cst_41 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<1x128xi64>
    %742 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %735 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %743 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%742, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %744 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%740, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %745 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%744, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %746 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%743, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %747 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%746, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %748 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%747, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %749 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%746, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %750 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%745, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %751 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%750, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %752 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%751, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %753 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%750, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %754 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%752, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %755 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%754, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %756 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%748, %741 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %757 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%756, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %758 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%755, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %759 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%758, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %760 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%759, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %761 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%758, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %762 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%757, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %763 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%762, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %764 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%763, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %765 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%762, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %766 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%764, %753 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %767 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%766, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %768 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%760, %749 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %769 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%768, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %770 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%767, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %771 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%770, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %772 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%771, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %773 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%770, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %774 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%769, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %775 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%774, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %776 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%775, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %777 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%774, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %778 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%776, %765 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %779 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%778, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %780 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%772, %761 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %781 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%780, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %782 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%779, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %783 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%782, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %784 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%783, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %785 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%782, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %786 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%781, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %787 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%786, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %788 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%787, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %789 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%786, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %790 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%788, %777 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %791 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%790, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %792 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%784, %773 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %793 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%792, %cst_28 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %794 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%791, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %795 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%794, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %796 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%795, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %797 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%794, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %798 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%793, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %799 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%798, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %800 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%799, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %801 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%800, %789 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %802 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%801, %cst_27 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %803 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%796, %785 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %804 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%803, %cst_26 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %805 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%802, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %806 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%805, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %807 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%806, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %808 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%804, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %809 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%808, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %810 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%807, %797 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %811 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%810, %cst_25 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %812 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%811, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.muli %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %813 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%812, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %814 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%813, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.andi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %815 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%814, %809 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %816 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%815, %cst_24 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.xori %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %817 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%816, %cst_23 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_195: i64, %out: i64):
      %1161 = arith.shrsi %in, %in_195 : i64
      linalg.yield %1161 : i64
    } -> tensor<2x128xi64>
    %818 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%817, %cst_22 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_195: i64, %out: i1):
      %1161 = arith.cmpi slt, %in, %in_195 : i64
      linalg.yield %1161 : i1
    } -> tensor<2x128xi1>
    %expanded_102 = tensor.expand_shape %818 [[0], [1, 2]] output_shape [2, 8, 16] : tensor<2x128xi1> into tensor<2x8x16xi1>
    %819 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<2x8x16xi1>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1161 = arith.uitofp %in : i1 to f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %820 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.divf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x16xf32>
    %821 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101, %820 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %822 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704, %821 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %823 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%822 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %824 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %825 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%822, %824 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %826 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %825 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %827 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%826 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %828 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%827 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %829 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_10 : f64 to f32
      %1162 = arith.addf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x1xf32>
    %830 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%829 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.rsqrt %in : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %831 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %830 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %832 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%831, %arg26 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %833 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %arg27 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %834 = tensor.empty() : tensor<16x32xf32>
    %transposed_103 = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%834 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_104 = tensor.collapse_shape %833 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %835 = linalg.fill ins(%cst : f32) outs(%834 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %836 = linalg.matmul ins(%collapsed_104, %transposed_103 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%835 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %padded = tensor.pad %arg57 low[0, 0] high[0, 1] {
    ^bb0(%arg61: index, %arg62: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_105 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_106 = tensor.collapse_shape %extracted_slice_105 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %837 = tensor.empty() : tensor<16xi64>
    %838 = linalg.fill ins(%c0_i64 : i64) outs(%837 : tensor<16xi64>) -> tensor<16xi64>
    %839 = tensor.empty() : tensor<16xf32>
    %840 = linalg.fill ins(%cst_0 : f32) outs(%839 : tensor<16xf32>) -> tensor<16xf32>
    %841:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%836 : tensor<16x32xf32>) outs(%840, %838 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_195: i64):
      %1161 = linalg.index 1 : index
      %1162 = arith.index_cast %1161 : index to i64
      %1163 = arith.maximumf %in, %out : f32
      %1164 = arith.cmpf ogt, %in, %out : f32
      %1165 = arith.select %1164, %1162, %out_195 : i64
      linalg.yield %1163, %1165 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_107 = tensor.expand_shape %841#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %842 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%836, %expanded_107 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x32xf32>
    %843 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%842 : tensor<16x32xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.exp %in : f32
      linalg.yield %1161 : f32
    } -> tensor<16x32xf32>
    %844 = tensor.empty() : tensor<16x1xf32>
    %845 = linalg.fill ins(%cst : f32) outs(%844 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %846 = linalg.generic {indexing_maps = [#map5, #map8], iterator_types = ["parallel", "reduction"]} ins(%843 : tensor<16x32xf32>) outs(%845 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<16x1xf32>
    %847 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%846 : tensor<16x1xf32>) outs(%844 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.log %in : f32
      linalg.yield %1161 : f32
    } -> tensor<16x1xf32>
    %848 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%842, %847 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x32xf32>
    %849 = tensor.empty() : tensor<16xi1>
    %850 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_106 : tensor<16xi64>) outs(%849 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1161 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1161 : i1
    } -> tensor<16xi1>
    %851 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%850, %collapsed_106, %cst_44 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%837 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_195: i64, %in_196: i64, %out: i64):
      %1161 = arith.select %in, %in_195, %in_196 : i64
      linalg.yield %1161 : i64
    } -> tensor<16xi64>
    %expanded_108 = tensor.expand_shape %851 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %852 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_108 : tensor<16x1xi64>) outs(%845 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1161 = linalg.index 0 : index
      %1162 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %848[%1161, %1162] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_109 = tensor.collapse_shape %852 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %853 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_109 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.negf %in : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %854 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%850, %853, %cst_3 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_195: f32, %in_196: f32, %out: f32):
      %1161 = arith.select %in, %in_195, %in_196 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %855 = linalg.fill ins(%c0_i64 : i64) outs(%9 : tensor<i64>) -> tensor<i64>
    %856 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%850 : tensor<16xi1>) outs(%855 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %1161 = arith.extui %in : i1 to i64
      %1162 = arith.addi %1161, %out : i64
      linalg.yield %1162 : i64
    } -> tensor<i64>
    %857 = tensor.empty() : tensor<f32>
    %858 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%856 : tensor<i64>) outs(%857 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %1161 = arith.sitofp %in : i64 to f32
      linalg.yield %1161 : f32
    } -> tensor<f32>
    %859 = linalg.fill ins(%cst : f32) outs(%857 : tensor<f32>) -> tensor<f32>
    %860 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%854 : tensor<16xf32>) outs(%859 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<f32>
    %861 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%860, %858 : tensor<f32>, tensor<f32>) outs(%857 : tensor<f32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.divf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<f32>
    %expanded_110 = tensor.expand_shape %collapsed_106 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %862 = tensor.empty() : tensor<32xi64>
    %863 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%862 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %1161 = linalg.index 0 : index
      %1162 = arith.index_cast %1161 : index to i64
      linalg.yield %1162 : i64
    } -> tensor<32xi64>
    %864 = tensor.empty() : tensor<16x32xi1>
    %865 = linalg.generic {indexing_maps = [#map8, #map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_110, %863 : tensor<16x1xi64>, tensor<32xi64>) outs(%864 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_195: i64, %out: i1):
      %1161 = arith.cmpi eq, %in, %in_195 : i64
      linalg.yield %1161 : i1
    } -> tensor<16x32xi1>
    %866 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%865 : tensor<16x32xi1>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1161 = arith.uitofp %in : i1 to f32
      linalg.yield %1161 : f32
    } -> tensor<16x32xf32>
    %867 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%850 : tensor<16xi1>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1161 = arith.uitofp %in : i1 to f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %expanded_111 = tensor.expand_shape %867 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %868 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%866 : tensor<16x32xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.negf %in : f32
      linalg.yield %1161 : f32
    } -> tensor<16x32xf32>
    %869 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%868, %expanded_111 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x32xf32>
    %870 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_1, %858 : tensor<f32>, tensor<f32>) outs(%857 : tensor<f32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.divf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<f32>
    %871 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%869, %870 : tensor<16x32xf32>, tensor<f32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x32xf32>
    %872 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%848 : tensor<16x32xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.exp %in : f32
      linalg.yield %1161 : f32
    } -> tensor<16x32xf32>
    %873 = linalg.generic {indexing_maps = [#map5, #map8], iterator_types = ["parallel", "reduction"]} ins(%871 : tensor<16x32xf32>) outs(%845 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<16x1xf32>
    %874 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%872, %873 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x32xf32>
    %875 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%871, %874 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x32xf32>
    %876 = tensor.empty() : tensor<32x16xf32>
    %transposed_112 = linalg.transpose ins(%875 : tensor<16x32xf32>) outs(%876 : tensor<32x16xf32>) permutation = [1, 0] 
    %877 = linalg.fill ins(%cst : f32) outs(%876 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %878 = linalg.matmul ins(%transposed_112, %collapsed_104 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%877 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %879 = linalg.matmul ins(%875, %arg0 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_113 = tensor.expand_shape %879 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %880 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_113, %arg26 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %881 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %882 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%880 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %883 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880, %831 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %884 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%883 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %885 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%831, %884 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %886 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%881, %882 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %887 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%886, %885 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %888 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %889 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%888, %887 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %890 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_113, %831 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %891 = linalg.fill ins(%cst : f32) outs(%839 : tensor<16xf32>) -> tensor<16xf32>
    %892 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%890 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 26 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %893 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_113 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 27 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %894 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%889, %820 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_114 = tensor.collapse_shape %894 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_115 = linalg.transpose ins(%arg24 : tensor<64x16xf32>) outs(%380 : tensor<16x64xf32>) permutation = [1, 0] 
    %895 = linalg.matmul ins(%collapsed_114, %transposed_115 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %896 = tensor.empty() : tensor<64x16xf32>
    %transposed_116 = linalg.transpose ins(%collapsed_100 : tensor<16x64xf32>) outs(%896 : tensor<64x16xf32>) permutation = [1, 0] 
    %897 = linalg.fill ins(%cst : f32) outs(%896 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %898 = linalg.matmul {zero.grad_of = 24 : i64} ins(%transposed_116, %collapsed_114 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%897 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %899 = tensor.empty() : tensor<1x16xf32>
    %900 = linalg.fill ins(%cst : f32) outs(%899 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %901 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_114 : tensor<16x16xf32>) outs(%900 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<1x16xf32>
    %collapsed_117 = tensor.collapse_shape %901 [[0, 1]] {zero.grad_of = 25 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_118 = tensor.expand_shape %895 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %902 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %719 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %903 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %725 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %904 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724, %724 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %905 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %904 : tensor<i64>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %in_195: f32, %out: f32):
      %1161 = arith.sitofp %in : i64 to f32
      %1162 = arith.subf %1161, %in_195 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x64xf32>
    %906 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%902, %905 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %907 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%906 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_6 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x64xf32>
    %908 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%907 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_7 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x64xf32>
    %909 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %910 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%909 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.mulf %in, %cst_15 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %911 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%908, %910 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %912 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%907, %911 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %913 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%903 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %914 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%912, %913 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_119 = tensor.collapse_shape %914 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_120 = linalg.transpose ins(%arg22 : tensor<16x64xf32>) outs(%896 : tensor<64x16xf32>) permutation = [1, 0] 
    %915 = linalg.matmul ins(%collapsed_119, %transposed_120 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_121 = linalg.transpose ins(%collapsed_98 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %916 = linalg.matmul {zero.grad_of = 22 : i64} ins(%transposed_121, %collapsed_119 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %917 = tensor.empty() : tensor<1x64xf32>
    %918 = linalg.fill ins(%cst : f32) outs(%917 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %919 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_119 : tensor<16x64xf32>) outs(%918 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<1x64xf32>
    %collapsed_122 = tensor.collapse_shape %919 [[0, 1]] {zero.grad_of = 23 : i64} : tensor<1x64xf32> into tensor<64xf32>
    %expanded_123 = tensor.expand_shape %915 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %920 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %arg20 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %921 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%920 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %922 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%920 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %923 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%920, %713 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %924 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%923 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %925 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %924 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %926 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%921, %922 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %927 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%926, %925 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %928 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %929 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%928, %927 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %930 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %713 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %931 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%930 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 20 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %932 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_123 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 21 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %933 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%889, %929 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %934 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%933, %702 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_124 = tensor.collapse_shape %934 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_125 = linalg.transpose ins(%arg18 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %935 = linalg.matmul ins(%collapsed_124, %transposed_125 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_126 = linalg.transpose ins(%collapsed_95 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %936 = linalg.matmul {zero.grad_of = 18 : i64} ins(%transposed_126, %collapsed_124 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %937 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_124 : tensor<16x16xf32>) outs(%900 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<1x16xf32>
    %collapsed_127 = tensor.collapse_shape %937 [[0, 1]] {zero.grad_of = 19 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_128 = tensor.expand_shape %935 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_129 = linalg.transpose ins(%expanded_128 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_130 = tensor.collapse_shape %transposed_129 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_91 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %938 = linalg.batch_matmul ins(%transposed_131, %collapsed_130 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_132 = linalg.transpose ins(%collapsed_92 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %939 = linalg.batch_matmul ins(%collapsed_130, %transposed_132 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_133 = tensor.expand_shape %938 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_134 = tensor.expand_shape %939 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %940 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_134, %606 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %941 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%940, %515 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %942 = linalg.generic {indexing_maps = [#map12, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%941 : tensor<2x2x8x8xf32>) outs(%168 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x1xf32>
    %943 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %942 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %944 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%941, %943 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_135 = tensor.collapse_shape %944 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_136 = linalg.transpose ins(%collapsed_86 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %945 = linalg.batch_matmul ins(%transposed_136, %collapsed_135 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_137 = linalg.transpose ins(%collapsed_87 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %946 = linalg.batch_matmul ins(%collapsed_135, %transposed_137 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_138 = tensor.expand_shape %945 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_139 = tensor.expand_shape %946 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %947 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_138 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_9 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x2x8x8xf32>
    %948 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_139 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_9 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_140 = linalg.transpose ins(%948 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_141 = tensor.collapse_shape %transposed_140 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_142 = linalg.transpose ins(%expanded_133 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_143 = tensor.collapse_shape %transposed_142 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_144 = linalg.transpose ins(%947 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_145 = tensor.collapse_shape %transposed_144 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat = tensor.concat dim(2) %collapsed_141, %collapsed_145, %collapsed_143 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_146 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %949 = tensor.empty() : tensor<48x16xf32>
    %transposed_147 = linalg.transpose ins(%arg16 : tensor<16x48xf32>) outs(%949 : tensor<48x16xf32>) permutation = [1, 0] 
    %950 = linalg.matmul ins(%collapsed_146, %transposed_147 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_148 = linalg.transpose ins(%collapsed_75 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %951 = linalg.matmul {zero.grad_of = 16 : i64} ins(%transposed_148, %collapsed_146 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%142 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %952 = tensor.empty() : tensor<1x48xf32>
    %953 = linalg.fill ins(%cst : f32) outs(%952 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %954 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_146 : tensor<16x48xf32>) outs(%953 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<1x48xf32>
    %collapsed_149 = tensor.collapse_shape %954 [[0, 1]] {zero.grad_of = 17 : i64} : tensor<1x48xf32> into tensor<48xf32>
    %expanded_150 = tensor.expand_shape %950 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %955 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %956 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%955 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %957 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%955 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %958 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%955, %498 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %959 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%958 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %960 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %959 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %961 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%956, %957 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %962 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%961, %960 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %963 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %964 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%963, %962 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %965 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150, %498 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %966 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%965 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 14 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %967 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_150 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 15 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %968 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%933, %964 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %969 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%968, %487 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_151 = tensor.collapse_shape %969 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_152 = linalg.transpose ins(%arg12 : tensor<64x16xf32>) outs(%380 : tensor<16x64xf32>) permutation = [1, 0] 
    %970 = linalg.matmul ins(%collapsed_151, %transposed_152 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_153 = linalg.transpose ins(%collapsed_72 : tensor<16x64xf32>) outs(%896 : tensor<64x16xf32>) permutation = [1, 0] 
    %971 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_153, %collapsed_151 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%897 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %972 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_151 : tensor<16x16xf32>) outs(%900 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<1x16xf32>
    %collapsed_154 = tensor.collapse_shape %972 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_155 = tensor.expand_shape %970 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %973 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %386 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %974 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %392 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %975 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %391 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %976 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %975 : tensor<i64>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %in_195: f32, %out: f32):
      %1161 = arith.sitofp %in : i64 to f32
      %1162 = arith.subf %1161, %in_195 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x64xf32>
    %977 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%973, %976 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %978 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%977 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_6 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x64xf32>
    %979 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%978 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_7 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x8x64xf32>
    %980 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %981 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%980 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.mulf %in, %cst_15 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %982 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%979, %981 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %983 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%978, %982 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %984 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%974 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.mulf %in, %cst_13 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %985 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%983, %984 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_156 = tensor.collapse_shape %985 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_157 = linalg.transpose ins(%arg10 : tensor<16x64xf32>) outs(%896 : tensor<64x16xf32>) permutation = [1, 0] 
    %986 = linalg.matmul ins(%collapsed_156, %transposed_157 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_158 = linalg.transpose ins(%collapsed_70 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %987 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_158, %collapsed_156 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %988 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_156 : tensor<16x64xf32>) outs(%918 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<1x64xf32>
    %collapsed_159 = tensor.collapse_shape %988 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x64xf32> into tensor<64xf32>
    %expanded_160 = tensor.expand_shape %986 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %989 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %990 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%989 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %991 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%989 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %992 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%989, %377 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %993 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%992 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %994 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %993 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %995 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%990, %991 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %996 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%995, %994 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %997 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %998 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%997, %996 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %999 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %377 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %1000 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%999 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1001 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_160 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1002 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%968, %998 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %1003 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1002, %366 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_161 = tensor.collapse_shape %1003 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_162 = linalg.transpose ins(%arg6 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %1004 = linalg.matmul ins(%collapsed_161, %transposed_162 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_163 = linalg.transpose ins(%collapsed_67 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %1005 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_163, %collapsed_161 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %1006 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_161 : tensor<16x16xf32>) outs(%900 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<1x16xf32>
    %collapsed_164 = tensor.collapse_shape %1006 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_165 = tensor.expand_shape %1004 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_166 = linalg.transpose ins(%expanded_165 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_167 = tensor.collapse_shape %transposed_166 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_168 = linalg.transpose ins(%collapsed_63 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %1007 = linalg.batch_matmul ins(%transposed_168, %collapsed_167 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_169 = linalg.transpose ins(%collapsed_64 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %1008 = linalg.batch_matmul ins(%collapsed_167, %transposed_169 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_170 = tensor.expand_shape %1007 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_171 = tensor.expand_shape %1008 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %1009 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_171, %267 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %1010 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1009, %176 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %1011 = linalg.generic {indexing_maps = [#map12, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1010 : tensor<2x2x8x8xf32>) outs(%168 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x1xf32>
    %1012 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %1011 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %1013 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1010, %1012 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_172 = tensor.collapse_shape %1013 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_173 = linalg.transpose ins(%collapsed_58 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %1014 = linalg.batch_matmul ins(%transposed_173, %collapsed_172 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_174 = linalg.transpose ins(%collapsed_59 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %1015 = linalg.batch_matmul ins(%collapsed_172, %transposed_174 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_175 = tensor.expand_shape %1014 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_176 = tensor.expand_shape %1015 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %1016 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_175 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_9 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x2x8x8xf32>
    %1017 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_176 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_9 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_177 = linalg.transpose ins(%1017 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_178 = tensor.collapse_shape %transposed_177 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_179 = linalg.transpose ins(%expanded_170 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_180 = tensor.collapse_shape %transposed_179 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_181 = linalg.transpose ins(%1016 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_182 = tensor.collapse_shape %transposed_181 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat_183 = tensor.concat dim(2) %collapsed_178, %collapsed_182, %collapsed_180 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_184 = tensor.collapse_shape %concat_183 [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %transposed_185 = linalg.transpose ins(%arg4 : tensor<16x48xf32>) outs(%949 : tensor<48x16xf32>) permutation = [1, 0] 
    %1018 = linalg.matmul ins(%collapsed_184, %transposed_185 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_186 = linalg.transpose ins(%collapsed : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %1019 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_186, %collapsed_184 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%142 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %1020 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_184 : tensor<16x48xf32>) outs(%953 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<1x48xf32>
    %collapsed_187 = tensor.collapse_shape %1020 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x48xf32> into tensor<48xf32>
    %expanded_188 = tensor.expand_shape %1018 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %1021 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_188, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %1022 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %1023 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1021 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %1024 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021, %138 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %1025 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1024 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %1026 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %1025 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %1027 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1022, %1023 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %1028 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1027, %1026 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %1029 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.divf %in, %cst_12 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x1xf32>
    %1030 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1029, %1028 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %1031 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_188, %138 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %1032 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1031 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1033 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_188 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1034 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1002, %1030 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %1035 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1034, %126 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<2x8x16xf32>
    %1036 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %1037 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%1035 : tensor<2x8x16xf32>) outs(%1036 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.addf %in, %out : f32
      linalg.yield %1161 : f32
    } -> tensor<1x8x16xf32>
    %1038 = linalg.generic {indexing_maps = [#map8, #map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_56, %3 : tensor<8x1xi64>, tensor<8xi64>) outs(%150 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_195: i64, %out: i1):
      %1161 = arith.cmpi eq, %in, %in_195 : i64
      linalg.yield %1161 : i1
    } -> tensor<8x8xi1>
    %1039 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1038 : tensor<8x8xi1>) outs(%153 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1161 = arith.uitofp %in : i1 to f32
      linalg.yield %1161 : f32
    } -> tensor<8x8xf32>
    %collapsed_189 = tensor.collapse_shape %1037 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %transposed_190 = linalg.transpose ins(%1039 : tensor<8x8xf32>) outs(%153 : tensor<8x8xf32>) permutation = [1, 0] 
    %1040 = tensor.empty() : tensor<8x16xf32>
    %1041 = linalg.fill ins(%cst : f32) outs(%1040 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %1042 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_190, %collapsed_189 : tensor<8x8xf32>, tensor<8x16xf32>) outs(%1041 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %collapsed_191 = tensor.collapse_shape %arg56 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_192 = tensor.expand_shape %collapsed_191 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %1043 = linalg.generic {indexing_maps = [#map8, #map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_192, %863 : tensor<16x1xi64>, tensor<32xi64>) outs(%864 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_195: i64, %out: i1):
      %1161 = arith.cmpi eq, %in, %in_195 : i64
      linalg.yield %1161 : i1
    } -> tensor<16x32xi1>
    %1044 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1043 : tensor<16x32xi1>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1161 = arith.uitofp %in : i1 to f32
      linalg.yield %1161 : f32
    } -> tensor<16x32xf32>
    %collapsed_193 = tensor.collapse_shape %1035 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_194 = linalg.transpose ins(%1044 : tensor<16x32xf32>) outs(%876 : tensor<32x16xf32>) permutation = [1, 0] 
    %1045 = linalg.matmul ins(%transposed_194, %collapsed_193 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%877 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %1046 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%878, %1045 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) attrs =  {zero.grad_of = 0 : i64} {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<32x16xf32>
    %1047 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<32x16xf32>
    %1048 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1047, %1046 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<32x16xf32>
    %1049 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg59, %1048 : tensor<f32>, tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<32x16xf32>
    %1050 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg0, %1049 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<32x16xf32>
    %1051 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<8x16xf32>
    %1052 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1051, %1042 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<8x16xf32>
    %1053 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg59, %1052 : tensor<f32>, tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<8x16xf32>
    %1054 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg1, %1053 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<8x16xf32>
    %1055 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg30 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1056 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1055, %1032 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1057 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1056 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1058 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %1057 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1059 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg31 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1060 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1059, %1033 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1061 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1060 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1062 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %1061 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1063 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16x48xf32>
    %1064 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1063, %1019 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x48xf32>
    %1065 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg59, %1064 : tensor<f32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x48xf32>
    %1066 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg4, %1065 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x48xf32>
    %1067 = tensor.empty() : tensor<48xf32>
    %1068 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg33 : tensor<48xf32>) outs(%1067 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<48xf32>
    %1069 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1068, %collapsed_187 : tensor<48xf32>, tensor<48xf32>) outs(%1067 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<48xf32>
    %1070 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1069 : tensor<f32>, tensor<48xf32>) outs(%1067 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<48xf32>
    %1071 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %1070 : tensor<48xf32>, tensor<48xf32>) outs(%1067 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<48xf32>
    %1072 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16x16xf32>
    %1073 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1072, %1005 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x16xf32>
    %1074 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg59, %1073 : tensor<f32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x16xf32>
    %1075 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg6, %1074 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x16xf32>
    %1076 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1077 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1076, %collapsed_164 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1078 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1077 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1079 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %1078 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1080 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg36 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1081 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1080, %1000 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1082 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1081 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1083 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %1082 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1084 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg37 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1085 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1084, %1001 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1086 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1085 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1087 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %1086 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1088 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16x64xf32>
    %1089 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1088, %987 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x64xf32>
    %1090 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg59, %1089 : tensor<f32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x64xf32>
    %1091 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg10, %1090 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x64xf32>
    %1092 = tensor.empty() : tensor<64xf32>
    %1093 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<64xf32>) outs(%1092 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<64xf32>
    %1094 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1093, %collapsed_159 : tensor<64xf32>, tensor<64xf32>) outs(%1092 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<64xf32>
    %1095 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1094 : tensor<f32>, tensor<64xf32>) outs(%1092 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<64xf32>
    %1096 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg11, %1095 : tensor<64xf32>, tensor<64xf32>) outs(%1092 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<64xf32>
    %1097 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<64x16xf32>
    %1098 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1097, %971 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<64x16xf32>
    %1099 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg59, %1098 : tensor<f32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<64x16xf32>
    %1100 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg12, %1099 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<64x16xf32>
    %1101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg41 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1102 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1101, %collapsed_154 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1103 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1102 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg13, %1103 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg42 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1106 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1105, %966 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1107 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1106 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1108 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg14, %1107 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1109 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1110 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1109, %967 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1111 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1110 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1112 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %1111 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1113 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16x48xf32>
    %1114 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1113, %951 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x48xf32>
    %1115 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg59, %1114 : tensor<f32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x48xf32>
    %1116 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg16, %1115 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x48xf32>
    %1117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<48xf32>) outs(%1067 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<48xf32>
    %1118 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1117, %collapsed_149 : tensor<48xf32>, tensor<48xf32>) outs(%1067 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<48xf32>
    %1119 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1118 : tensor<f32>, tensor<48xf32>) outs(%1067 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<48xf32>
    %1120 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg17, %1119 : tensor<48xf32>, tensor<48xf32>) outs(%1067 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<48xf32>
    %1121 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16x16xf32>
    %1122 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1121, %936 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x16xf32>
    %1123 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg59, %1122 : tensor<f32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x16xf32>
    %1124 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg18, %1123 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x16xf32>
    %1125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1126 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1125, %collapsed_127 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1127 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1126 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1128 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %1127 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg48 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1130 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1129, %931 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1131 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1130 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1132 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg20, %1131 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1133 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg49 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1134 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1133, %932 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1135 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1134 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1136 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %1135 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1137 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16x64xf32>
    %1138 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1137, %916 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x64xf32>
    %1139 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg59, %1138 : tensor<f32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x64xf32>
    %1140 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg22, %1139 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16x64xf32>
    %1141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg51 : tensor<64xf32>) outs(%1092 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<64xf32>
    %1142 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1141, %collapsed_122 : tensor<64xf32>, tensor<64xf32>) outs(%1092 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<64xf32>
    %1143 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1142 : tensor<f32>, tensor<64xf32>) outs(%1092 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<64xf32>
    %1144 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg23, %1143 : tensor<64xf32>, tensor<64xf32>) outs(%1092 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<64xf32>
    %1145 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<64x16xf32>
    %1146 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1145, %898 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<64x16xf32>
    %1147 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg59, %1146 : tensor<f32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<64x16xf32>
    %1148 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg24, %1147 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<64x16xf32>
    %1149 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg53 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1150 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1149, %collapsed_117 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1151 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1150 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1152 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg25, %1151 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg54 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1154 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1153, %892 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1155 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1154 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1156 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg26, %1155 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg55 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1161 = arith.truncf %cst_11 : f64 to f32
      %1162 = arith.mulf %in, %1161 : f32
      linalg.yield %1162 : f32
    } -> tensor<16xf32>
    %1158 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1157, %893 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.addf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1159 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg59, %1158 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.mulf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    %1160 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg27, %1159 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_195: f32, %out: f32):
      %1161 = arith.subf %in, %in_195 : f32
      linalg.yield %1161 : f32
    } -> tensor<16xf32>
    return %861, %1050, %1054, %1058, %1062, %1066, %1071, %1075, %1079, %1083, %1087, %1091, %1096, %1100, %1104, %1108, %1112, %1116, %1120, %1124, %1128, %1132, %1136, %1140, %1144, %1148, %1152, %1156, %1160, %1048, %1052, %1056, %1060, %1064, %1069, %1073, %1077, %1081, %1085, %1089, %1094, %1098, %1102, %1106, %1110, %1114, %1118, %1122, %1126, %1130, %1134, %1138, %1142, %1146, %1150, %1154, %1158 : tensor<f32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
