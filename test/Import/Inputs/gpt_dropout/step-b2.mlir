// zero-import-torch: gpt_dropout.py, micro-batch 2, adamw (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1) -> (0, d1)>
#map9 = affine_map<(d0, d1) -> (d0, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map17 = affine_map<(d0) -> ()>
#map18 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func @train_step(%arg0: tensor<13x6xf32> {zero.role = "param"}, %arg1: tensor<5x6xf32> {zero.role = "param"}, %arg2: tensor<6xf32> {zero.role = "param"}, %arg3: tensor<6xf32> {zero.role = "param"}, %arg4: tensor<18x6xf32> {zero.role = "param"}, %arg5: tensor<18xf32> {zero.role = "param"}, %arg6: tensor<6x6xf32> {zero.role = "param"}, %arg7: tensor<6xf32> {zero.role = "param"}, %arg8: tensor<6xf32> {zero.role = "param"}, %arg9: tensor<6xf32> {zero.role = "param"}, %arg10: tensor<24x6xf32> {zero.role = "param"}, %arg11: tensor<24xf32> {zero.role = "param"}, %arg12: tensor<6x24xf32> {zero.role = "param"}, %arg13: tensor<6xf32> {zero.role = "param"}, %arg14: tensor<6xf32> {zero.role = "param"}, %arg15: tensor<6xf32> {zero.role = "param"}, %arg16: tensor<13x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg17: tensor<13x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg18: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg19: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg20: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg21: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg22: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg23: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg24: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg25: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg26: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg27: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg28: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg29: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg30: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg31: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg32: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg33: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg34: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg35: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg36: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg37: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg38: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg39: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg40: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg41: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg42: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg43: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg44: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg45: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg46: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg47: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg48: tensor<2x5xi64> {zero.range = array<i64: 0, 13>, zero.role = "batch"}, %arg49: tensor<2x5xi64> {zero.range = array<i64: 0, 13>, zero.range_ignore = -100 : i64, zero.role = "batch"}, %arg50: tensor<2xi64> {zero.fill = "global_row", zero.role = "batch"}, %arg51: tensor<f32> {zero.role = "hyper"}, %arg52: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<13x6xf32> {zero.updates = 0 : i64}, tensor<5x6xf32> {zero.updates = 1 : i64}, tensor<6xf32> {zero.updates = 2 : i64}, tensor<6xf32> {zero.updates = 3 : i64}, tensor<18x6xf32> {zero.updates = 4 : i64}, tensor<18xf32> {zero.updates = 5 : i64}, tensor<6x6xf32> {zero.updates = 6 : i64}, tensor<6xf32> {zero.updates = 7 : i64}, tensor<6xf32> {zero.updates = 8 : i64}, tensor<6xf32> {zero.updates = 9 : i64}, tensor<24x6xf32> {zero.updates = 10 : i64}, tensor<24xf32> {zero.updates = 11 : i64}, tensor<6x24xf32> {zero.updates = 12 : i64}, tensor<6xf32> {zero.updates = 13 : i64}, tensor<6xf32> {zero.updates = 14 : i64}, tensor<6xf32> {zero.updates = 15 : i64}, tensor<13x6xf32> {zero.updates = 16 : i64}, tensor<13x6xf32> {zero.updates = 17 : i64}, tensor<5x6xf32> {zero.updates = 18 : i64}, tensor<5x6xf32> {zero.updates = 19 : i64}, tensor<6xf32> {zero.updates = 20 : i64}, tensor<6xf32> {zero.updates = 21 : i64}, tensor<6xf32> {zero.updates = 22 : i64}, tensor<6xf32> {zero.updates = 23 : i64}, tensor<18x6xf32> {zero.updates = 24 : i64}, tensor<18x6xf32> {zero.updates = 25 : i64}, tensor<18xf32> {zero.updates = 26 : i64}, tensor<18xf32> {zero.updates = 27 : i64}, tensor<6x6xf32> {zero.updates = 28 : i64}, tensor<6x6xf32> {zero.updates = 29 : i64}, tensor<6xf32> {zero.updates = 30 : i64}, tensor<6xf32> {zero.updates = 31 : i64}, tensor<6xf32> {zero.updates = 32 : i64}, tensor<6xf32> {zero.updates = 33 : i64}, tensor<6xf32> {zero.updates = 34 : i64}, tensor<6xf32> {zero.updates = 35 : i64}, tensor<24x6xf32> {zero.updates = 36 : i64}, tensor<24x6xf32> {zero.updates = 37 : i64}, tensor<24xf32> {zero.updates = 38 : i64}, tensor<24xf32> {zero.updates = 39 : i64}, tensor<6x24xf32> {zero.updates = 40 : i64}, tensor<6x24xf32> {zero.updates = 41 : i64}, tensor<6xf32> {zero.updates = 42 : i64}, tensor<6xf32> {zero.updates = 43 : i64}, tensor<6xf32> {zero.updates = 44 : i64}, tensor<6xf32> {zero.updates = 45 : i64}, tensor<6xf32> {zero.updates = 46 : i64}, tensor<6xf32> {zero.updates = 47 : i64}) {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x2x5x5xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<5x5xi1>
    %cst_6 = arith.constant 1.000000e-03 : f64
    %cst_7 = arith.constant dense<0.949999988> : tensor<f32>
    %cst_8 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_9 = arith.constant 0.050000000000000044 : f64
    %cst_10 = arith.constant 0.94999999999999996 : f64
    %cst_11 = arith.constant 0.099999999999999978 : f64
    %cst_12 = arith.constant 9.000000e-01 : f64
    %cst_13 = arith.constant 1.000000e-01 : f64
    %cst_14 = arith.constant 0.3989422804014327 : f64
    %cst_15 = arith.constant 0.70710678118654757 : f64
    %cst_16 = arith.constant 0xFFF0000000000000 : f64
    %cst_17 = arith.constant 0.75983568565159265 : f64
    %cst_18 = arith.constant 1.000000e-05 : f64
    %cst_19 = arith.constant 7.500000e-01 : f32
    %cst_20 = arith.constant 6.000000e+00 : f32
    %cst_21 = arith.constant 5.000000e-01 : f32
    %cst_22 = arith.constant 1.000000e+00 : f32
    %cst_23 = arith.constant -5.000000e-01 : f32
    %c-100_i64 = arith.constant -100 : i64
    %cst_24 = arith.constant dense<3> : tensor<i64>
    %cst_25 = arith.constant dense<2> : tensor<i64>
    %cst_26 = arith.constant dense<1> : tensor<i64>
    %cst_27 = arith.constant dense<12582912> : tensor<i64>
    %cst_28 = arith.constant dense<8> : tensor<i64>
    %cst_29 = arith.constant dense<2415085441> : tensor<i64>
    %cst_30 = arith.constant dense<3678237736> : tensor<i64>
    %cst_31 = arith.constant dense<534103459> : tensor<i64>
    %cst_32 = arith.constant dense<1401181199> : tensor<i64>
    %cst_33 = arith.constant dense<1684936478> : tensor<i64>
    %cst_34 = arith.constant dense<3041712726> : tensor<i64>
    %cst_35 = arith.constant dense<2835769497> : tensor<i64>
    %cst_36 = arith.constant dense<387276957> : tensor<i64>
    %cst_37 = arith.constant dense<3986602516> : tensor<i64>
    %cst_38 = arith.constant dense<2027808484> : tensor<i64>
    %cst_39 = arith.constant dense<842468239> : tensor<i64>
    %cst_40 = arith.constant dense<3668340011> : tensor<i64>
    %cst_41 = arith.constant dense<1993301258> : tensor<i64>
    %cst_42 = arith.constant dense<1013904242> : tensor<i64>
    %cst_43 = arith.constant dense<3144134277> : tensor<i64>
    %cst_44 = arith.constant dense<2654435769> : tensor<i64>
    %cst_45 = arith.constant dense<3449720151> : tensor<i64>
    %cst_46 = arith.constant dense<4294967295> : tensor<i64>
    %cst_47 = arith.constant dense<32> : tensor<i64>
    %cst_48 = arith.constant dense<3528531795> : tensor<i64>
    %cst_49 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x5x6xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48 : tensor<2x5xi64>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %907 = arith.index_cast %in : i64 to index
      %908 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%907, %908] : tensor<13x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x5x6xf32>
    %2 = tensor.empty() : tensor<5xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<5xi64>) {
    ^bb0(%out: i64):
      %907 = linalg.index 0 : index
      %908 = arith.index_cast %907 : index to i64
      linalg.yield %908 : i64
    } -> tensor<5xi64>
    %4 = tensor.empty() : tensor<5x6xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<5xi64>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %907 = arith.index_cast %in : i64 to index
      %908 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%907, %908] : tensor<5x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x6xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x5x6xf32>, tensor<5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %7 = tensor.empty() : tensor<30xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<30xi64>) {
    ^bb0(%out: i64):
      %907 = linalg.index 0 : index
      %908 = arith.index_cast %907 : index to i64
      linalg.yield %908 : i64
    } -> tensor<30xi64>
    %expanded = tensor.expand_shape %8 [[0, 1]] output_shape [1, 30] : tensor<30xi64> into tensor<1x30xi64>
    %expanded_50 = tensor.expand_shape %arg50 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %9 = tensor.empty() : tensor<i64>
    %10 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg52 : tensor<f32>) outs(%9 : tensor<i64>) {
    ^bb0(%in: f32, %out: i64):
      %907 = arith.fptosi %in : f32 to i64
      linalg.yield %907 : i64
    } -> tensor<i64>
    %expanded_51 = tensor.expand_shape %10 [] output_shape [1, 1] : tensor<i64> into tensor<1x1xi64>
    %11 = tensor.empty() : tensor<1x30xi64>
    %12 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %13 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %14 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %15 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %16 = tensor.empty() : tensor<1x1xi64>
    %17 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_51, %cst_45 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x1xi64>
    %18 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_47 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x1xi64>
    %19 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%18, %cst_46 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x1xi64>
    %20 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_46 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x1xi64>
    %21 = tensor.empty() : tensor<2x1xi64>
    %22 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%19, %expanded_50 : tensor<1x1xi64>, tensor<2x1xi64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x1xi64>
    %23 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%22, %cst_49 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x1xi64>
    %24 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_49 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %25 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_49 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %26 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%23, %cst_48 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x1xi64>
    %27 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_47 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x1xi64>
    %28 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%27, %cst_46 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x1xi64>
    %29 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_46 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x1xi64>
    %30 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %31 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %32 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %33 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %34 = linalg.generic {indexing_maps = [#map4, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%32, %20 : tensor<1x30xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %35 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_44 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %36 = tensor.empty() : tensor<2x30xi64>
    %37 = linalg.generic {indexing_maps = [#map9, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%28, %15 : tensor<2x1xi64>, tensor<1x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %38 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%37, %cst_43 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %39 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %40 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %41 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %42 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %43 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %44 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %45 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%44, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %46 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %47 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%45, %33 : tensor<2x30xi64>, tensor<1x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %48 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%47, %cst_42 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %49 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%41, %29 : tensor<1x30xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %50 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%49, %cst_41 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %51 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%48, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %52 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %53 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%52, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %54 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %55 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%50, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %56 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%55, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %57 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%56, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %58 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%55, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %59 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%57, %46 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %60 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%59, %cst_40 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %61 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%53, %42 : tensor<2x30xi64>, tensor<1x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %62 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%61, %cst_39 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %63 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%60, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %64 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%63, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %65 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%64, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %66 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%63, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %67 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%62, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %68 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%67, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %69 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%68, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %70 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%67, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %71 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%69, %58 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %72 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%71, %cst_38 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %73 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%65, %54 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %74 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%73, %cst_37 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %75 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%72, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %76 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%75, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %77 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%76, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %78 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%75, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %79 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%74, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %80 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%79, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %81 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%80, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %82 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%79, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %83 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%81, %70 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %84 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%83, %cst_36 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %85 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%77, %66 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %86 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%85, %cst_35 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %87 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%84, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %88 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%87, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %89 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%88, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %90 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%87, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %91 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%86, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %92 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%91, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %93 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%92, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %94 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%91, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %95 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%93, %82 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %96 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%95, %cst_34 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %97 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%89, %78 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %98 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%97, %cst_33 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %99 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%96, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %100 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%99, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %101 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%100, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %102 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%99, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %103 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%98, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %104 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%103, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %105 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%104, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %106 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%105, %94 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %107 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%106, %cst_32 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %108 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%101, %90 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %109 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%108, %cst_31 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %110 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%107, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %111 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%110, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %112 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%111, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %113 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%109, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %114 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%113, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %115 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%112, %102 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %116 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%115, %cst_30 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %117 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%116, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %118 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%117, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %119 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%118, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %120 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%119, %114 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %121 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%120, %cst_29 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %122 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%121, %cst_28 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %123 = tensor.empty() : tensor<2x30xi1>
    %124 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%122, %cst_27 : tensor<2x30xi64>, tensor<i64>) outs(%123 : tensor<2x30xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %907 = arith.cmpi slt, %in, %in_134 : i64
      linalg.yield %907 : i1
    } -> tensor<2x30xi1>
    %expanded_52 = tensor.expand_shape %124 [[0], [1, 2]] output_shape [2, 5, 6] : tensor<2x30xi1> into tensor<2x5x6xi1>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x5x6xi1>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: i1, %out: f32):
      %907 = arith.uitofp %in : i1 to f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_19 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %126 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %128 = tensor.empty() : tensor<2x5x1xf32>
    %129 = linalg.fill ins(%cst : f32) outs(%128 : tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<2x5x6xf32>) outs(%129 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_20 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %131 : tensor<2x5x6xf32>, tensor<2x5x1xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %132 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<2x5x6xf32>) outs(%129 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_20 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_18 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<2x5x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.rsqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %137 : tensor<2x5x6xf32>, tensor<2x5x1xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %arg2 : tensor<2x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %arg3 : tensor<2x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %141 = tensor.empty() : tensor<6x18xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<18x6xf32>) outs(%141 : tensor<6x18xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<2x5x6xf32> into tensor<10x6xf32>
    %142 = tensor.empty() : tensor<10x18xf32>
    %143 = linalg.fill ins(%cst : f32) outs(%142 : tensor<10x18xf32>) -> tensor<10x18xf32>
    %144 = linalg.matmul ins(%collapsed, %transposed : tensor<10x6xf32>, tensor<6x18xf32>) outs(%143 : tensor<10x18xf32>) -> tensor<10x18xf32>
    %145 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<18xf32>) outs(%142 : tensor<10x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x18xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<10x18xf32>, tensor<10x18xf32>) outs(%142 : tensor<10x18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<10x18xf32>
    %expanded_53 = tensor.expand_shape %146 [[0, 1], [2]] output_shape [2, 5, 18] : tensor<10x18xf32> into tensor<2x5x18xf32>
    %extracted_slice = tensor.extract_slice %expanded_53[0, 0, 0] [2, 5, 6] [1, 1, 1] : tensor<2x5x18xf32> to tensor<2x5x6xf32>
    %extracted_slice_54 = tensor.extract_slice %expanded_53[0, 0, 6] [2, 5, 6] [1, 1, 1] : tensor<2x5x18xf32> to tensor<2x5x6xf32>
    %extracted_slice_55 = tensor.extract_slice %expanded_53[0, 0, 12] [2, 5, 6] [1, 1, 1] : tensor<2x5x18xf32> to tensor<2x5x6xf32>
    %expanded_56 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 5, 2, 3] : tensor<2x5x6xf32> into tensor<2x5x2x3xf32>
    %147 = tensor.empty() : tensor<2x2x5x3xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<2x5x2x3xf32>) outs(%147 : tensor<2x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %expanded_58 = tensor.expand_shape %extracted_slice_54 [[0], [1], [2, 3]] output_shape [2, 5, 2, 3] : tensor<2x5x6xf32> into tensor<2x5x2x3xf32>
    %expanded_59 = tensor.expand_shape %extracted_slice_55 [[0], [1], [2, 3]] output_shape [2, 5, 2, 3] : tensor<2x5x6xf32> into tensor<2x5x2x3xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x5x2x3xf32>) outs(%147 : tensor<2x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %148 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_57 : tensor<2x2x5x3xf32>) outs(%147 : tensor<2x2x5x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_17 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<2x2x5x3xf32>
    %expanded_61 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 5] : tensor<5xi64> into tensor<1x5xi64>
    %expanded_62 = tensor.expand_shape %3 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %149 = tensor.empty() : tensor<5x5xi64>
    %150 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_61, %expanded_62 : tensor<1x5xi64>, tensor<5x1xi64>) outs(%149 : tensor<5x5xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.subi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<5x5xi64>
    %151 = tensor.empty() : tensor<5x5xi1>
    %152 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<5x5xi64>) outs(%151 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %907 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %907 : i1
    } -> tensor<5x5xi1>
    %153 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%152, %cst_5 : tensor<5x5xi1>, tensor<5x5xi1>) outs(%151 : tensor<5x5xi1>) {
    ^bb0(%in: i1, %in_134: i1, %out: i1):
      %907 = arith.andi %in, %in_134 : i1
      linalg.yield %907 : i1
    } -> tensor<5x5xi1>
    %154 = tensor.empty() : tensor<5x5xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map7, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%153, %cst_3, %cst_4 : tensor<5x5xi1>, tensor<f32>, tensor<f32>) outs(%154 : tensor<5x5xf32>) {
    ^bb0(%in: i1, %in_134: f32, %in_135: f32, %out: f32):
      %907 = arith.select %in, %in_134, %in_135 : f32
      linalg.yield %907 : f32
    } -> tensor<5x5xf32>
    %156 = tensor.empty() : tensor<2x2x3x5xf32>
    %transposed_63 = linalg.transpose ins(%expanded_58 : tensor<2x5x2x3xf32>) outs(%156 : tensor<2x2x3x5xf32>) permutation = [0, 2, 3, 1] 
    %157 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63 : tensor<2x2x3x5xf32>) outs(%156 : tensor<2x2x3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_17 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<2x2x3x5xf32>
    %collapsed_64 = tensor.collapse_shape %148 [[0, 1], [2], [3]] : tensor<2x2x5x3xf32> into tensor<4x5x3xf32>
    %collapsed_65 = tensor.collapse_shape %157 [[0, 1], [2], [3]] : tensor<2x2x3x5xf32> into tensor<4x3x5xf32>
    %158 = tensor.empty() : tensor<4x5x5xf32>
    %159 = linalg.fill ins(%cst : f32) outs(%158 : tensor<4x5x5xf32>) -> tensor<4x5x5xf32>
    %160 = linalg.batch_matmul ins(%collapsed_64, %collapsed_65 : tensor<4x5x3xf32>, tensor<4x3x5xf32>) outs(%159 : tensor<4x5x5xf32>) -> tensor<4x5x5xf32>
    %expanded_66 = tensor.expand_shape %160 [[0, 1], [2], [3]] output_shape [2, 2, 5, 5] : tensor<4x5x5xf32> into tensor<2x2x5x5xf32>
    %161 = tensor.empty() : tensor<2x2x5x5xf32>
    %162 = linalg.generic {indexing_maps = [#map13, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66, %155 : tensor<2x2x5x5xf32>, tensor<5x5xf32>) outs(%161 : tensor<2x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x5xf32>
    %163 = tensor.empty() : tensor<2x2x5xi64>
    %164 = linalg.fill ins(%c0_i64 : i64) outs(%163 : tensor<2x2x5xi64>) -> tensor<2x2x5xi64>
    %165 = tensor.empty() : tensor<2x2x5xf32>
    %166 = linalg.fill ins(%cst_0 : f32) outs(%165 : tensor<2x2x5xf32>) -> tensor<2x2x5xf32>
    %167:2 = linalg.generic {indexing_maps = [#map13, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%162 : tensor<2x2x5x5xf32>) outs(%166, %164 : tensor<2x2x5xf32>, tensor<2x2x5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_134: i64):
      %907 = linalg.index 3 : index
      %908 = arith.index_cast %907 : index to i64
      %909 = arith.maximumf %in, %out : f32
      %910 = arith.cmpf ogt, %in, %out : f32
      %911 = arith.select %910, %908, %out_134 : i64
      linalg.yield %909, %911 : f32, i64
    } -> (tensor<2x2x5xf32>, tensor<2x2x5xi64>)
    %expanded_67 = tensor.expand_shape %167#0 [[0], [1], [2, 3]] output_shape [2, 2, 5, 1] : tensor<2x2x5xf32> into tensor<2x2x5x1xf32>
    %168 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_67 : tensor<2x2x5x5xf32>, tensor<2x2x5x1xf32>) outs(%161 : tensor<2x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x5xf32>
    %169 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<2x2x5x5xf32>) outs(%161 : tensor<2x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.exp %in : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x5xf32>
    %170 = tensor.empty() : tensor<2x2x5x1xf32>
    %171 = linalg.fill ins(%cst : f32) outs(%170 : tensor<2x2x5x1xf32>) -> tensor<2x2x5x1xf32>
    %172 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%169 : tensor<2x2x5x5xf32>) outs(%171 : tensor<2x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x1xf32>
    %173 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %172 : tensor<2x2x5x5xf32>, tensor<2x2x5x1xf32>) outs(%161 : tensor<2x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x5xf32>
    %174 = tensor.empty() : tensor<2x2x5x5xi1>
    %175 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<2x2x5x5xf32>) outs(%174 : tensor<2x2x5x5xi1>) {
    ^bb0(%in: f32, %out: i1):
      %907 = arith.extf %in : f32 to f64
      %908 = arith.cmpf oeq, %907, %cst_16 : f64
      linalg.yield %908 : i1
    } -> tensor<2x2x5x5xi1>
    %176 = tensor.empty() : tensor<2x2x5x1xi1>
    %177 = linalg.fill ins(%true : i1) outs(%176 : tensor<2x2x5x1xi1>) -> tensor<2x2x5x1xi1>
    %178 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%175 : tensor<2x2x5x5xi1>) outs(%177 : tensor<2x2x5x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %907 = arith.andi %in, %out : i1
      linalg.yield %907 : i1
    } -> tensor<2x2x5x1xi1>
    %179 = linalg.generic {indexing_maps = [#map16, #map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %cst_2, %173 : tensor<2x2x5x1xi1>, tensor<2x2x5x5xf32>, tensor<2x2x5x5xf32>) outs(%161 : tensor<2x2x5x5xf32>) {
    ^bb0(%in: i1, %in_134: f32, %in_135: f32, %out: f32):
      %907 = arith.select %in, %in_134, %in_135 : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x5xf32>
    %180 = tensor.empty() : tensor<50xi64>
    %181 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%180 : tensor<50xi64>) {
    ^bb0(%out: i64):
      %907 = linalg.index 0 : index
      %908 = arith.index_cast %907 : index to i64
      linalg.yield %908 : i64
    } -> tensor<50xi64>
    %expanded_68 = tensor.expand_shape %181 [[0, 1]] output_shape [1, 50] : tensor<50xi64> into tensor<1x50xi64>
    %182 = tensor.empty() : tensor<1x50xi64>
    %183 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_68, %cst_48 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %184 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%183, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %185 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%184, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %186 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%183, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %187 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%185, %cst_26 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %188 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%187, %cst_49 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %189 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%188, %cst_45 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %190 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%189, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %191 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%190, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %192 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%189, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %193 = linalg.generic {indexing_maps = [#map4, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%191, %20 : tensor<1x50xi64>, tensor<1x1xi64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %194 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%193, %cst_44 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %195 = tensor.empty() : tensor<2x50xi64>
    %196 = linalg.generic {indexing_maps = [#map9, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%28, %186 : tensor<2x1xi64>, tensor<1x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %197 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%196, %cst_43 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %198 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%194, %cst_48 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %199 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%198, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %200 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%199, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %201 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%198, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%182 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x50xi64>
    %202 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%197, %cst_45 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %203 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%202, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %204 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%203, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %205 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%202, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %206 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%204, %192 : tensor<2x50xi64>, tensor<1x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %207 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%206, %cst_42 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %208 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%200, %29 : tensor<1x50xi64>, tensor<2x1xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %209 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%208, %cst_41 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %210 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%207, %cst_48 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %211 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%210, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %212 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%211, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %213 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%210, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %214 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%209, %cst_45 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %215 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%214, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %216 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%215, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %217 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%214, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %218 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%216, %205 : tensor<2x50xi64>, tensor<2x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %219 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%218, %cst_40 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %220 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%212, %201 : tensor<2x50xi64>, tensor<1x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %221 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%220, %cst_39 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %222 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%219, %cst_48 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %223 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%222, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %224 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%223, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %225 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%222, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %226 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%221, %cst_45 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %227 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%226, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %228 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%227, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %229 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%226, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %230 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%228, %217 : tensor<2x50xi64>, tensor<2x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %231 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%230, %cst_38 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %232 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%224, %213 : tensor<2x50xi64>, tensor<2x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %233 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%232, %cst_37 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %234 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%231, %cst_48 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %235 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%234, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %236 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%235, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %237 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%234, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %238 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%233, %cst_45 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %239 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%238, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %240 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%239, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %241 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%238, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %242 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%240, %229 : tensor<2x50xi64>, tensor<2x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %243 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%242, %cst_36 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %244 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%236, %225 : tensor<2x50xi64>, tensor<2x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %245 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%244, %cst_35 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %246 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%243, %cst_48 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %247 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%246, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %248 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%247, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %249 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%246, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %250 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%245, %cst_45 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %251 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%250, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %252 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%251, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %253 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%250, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %254 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%252, %241 : tensor<2x50xi64>, tensor<2x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %255 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%254, %cst_34 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %256 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%248, %237 : tensor<2x50xi64>, tensor<2x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %257 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%256, %cst_33 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %258 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%255, %cst_48 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %259 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%258, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %260 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%259, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %261 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%258, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %262 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%257, %cst_45 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %263 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%262, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %264 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %265 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%264, %253 : tensor<2x50xi64>, tensor<2x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %266 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%265, %cst_32 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %267 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%260, %249 : tensor<2x50xi64>, tensor<2x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %268 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%267, %cst_31 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %269 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%266, %cst_48 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %270 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%269, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %271 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%270, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %272 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%268, %cst_45 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %273 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%272, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %274 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%271, %261 : tensor<2x50xi64>, tensor<2x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %275 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%274, %cst_30 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %276 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %cst_45 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %277 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%276, %cst_47 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %278 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%277, %cst_46 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %279 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%278, %273 : tensor<2x50xi64>, tensor<2x50xi64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %280 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%279, %cst_29 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %281 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%280, %cst_28 : tensor<2x50xi64>, tensor<i64>) outs(%195 : tensor<2x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x50xi64>
    %282 = tensor.empty() : tensor<2x50xi1>
    %283 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%281, %cst_27 : tensor<2x50xi64>, tensor<i64>) outs(%282 : tensor<2x50xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %907 = arith.cmpi slt, %in, %in_134 : i64
      linalg.yield %907 : i1
    } -> tensor<2x50xi1>
    %expanded_69 = tensor.expand_shape %283 [[0], [1, 2, 3]] output_shape [2, 2, 5, 5] : tensor<2x50xi1> into tensor<2x2x5x5xi1>
    %284 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x2x5x5xi1>) outs(%161 : tensor<2x2x5x5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %907 = arith.uitofp %in : i1 to f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x5xf32>
    %285 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284 : tensor<2x2x5x5xf32>) outs(%161 : tensor<2x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_19 : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x5xf32>
    %286 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %285 : tensor<2x2x5x5xf32>, tensor<2x2x5x5xf32>) outs(%161 : tensor<2x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x5xf32>
    %collapsed_70 = tensor.collapse_shape %286 [[0, 1], [2], [3]] : tensor<2x2x5x5xf32> into tensor<4x5x5xf32>
    %collapsed_71 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<2x2x5x3xf32> into tensor<4x5x3xf32>
    %287 = tensor.empty() : tensor<4x5x3xf32>
    %288 = linalg.fill ins(%cst : f32) outs(%287 : tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
    %289 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<4x5x5xf32>, tensor<4x5x3xf32>) outs(%288 : tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
    %expanded_72 = tensor.expand_shape %289 [[0, 1], [2], [3]] output_shape [2, 2, 5, 3] : tensor<4x5x3xf32> into tensor<2x2x5x3xf32>
    %290 = tensor.empty() : tensor<2x5x2x3xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<2x2x5x3xf32>) outs(%290 : tensor<2x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %291 = tensor.empty() : tensor<6x6xf32>
    %transposed_74 = linalg.transpose ins(%arg6 : tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<2x5x2x3xf32> into tensor<10x6xf32>
    %292 = tensor.empty() : tensor<10x6xf32>
    %293 = linalg.fill ins(%cst : f32) outs(%292 : tensor<10x6xf32>) -> tensor<10x6xf32>
    %294 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<10x6xf32>, tensor<6x6xf32>) outs(%293 : tensor<10x6xf32>) -> tensor<10x6xf32>
    %295 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<6xf32>) outs(%292 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x6xf32>
    %296 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%294, %295 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%292 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<10x6xf32>
    %expanded_76 = tensor.expand_shape %296 [[0, 1], [2]] output_shape [2, 5, 6] : tensor<10x6xf32> into tensor<2x5x6xf32>
    %297 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_25 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %298 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%297, %cst_49 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %299 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%298, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %300 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%299, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %301 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%300, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %302 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%299, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %303 = linalg.generic {indexing_maps = [#map4, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%301, %20 : tensor<1x30xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %304 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%303, %cst_44 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %305 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%304, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %306 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%305, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %307 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%306, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %308 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%305, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %309 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%45, %302 : tensor<2x30xi64>, tensor<1x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %310 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%309, %cst_42 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %311 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%307, %29 : tensor<1x30xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %312 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%311, %cst_41 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %313 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%310, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %314 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%313, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %315 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%314, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %316 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%313, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %317 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%312, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %318 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%317, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %319 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%318, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %320 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%317, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %321 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%319, %46 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %322 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%321, %cst_40 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %323 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%315, %308 : tensor<2x30xi64>, tensor<1x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %324 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%323, %cst_39 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %325 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%322, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %326 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%325, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %327 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%326, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %328 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%325, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %329 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%324, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %330 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%329, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %331 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%330, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %332 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%329, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %333 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%331, %320 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %334 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%333, %cst_38 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %335 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%327, %316 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %336 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%335, %cst_37 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %337 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%334, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %338 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%337, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %339 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%338, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %340 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%337, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %341 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%336, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %342 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%341, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %343 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%342, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %344 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%341, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %345 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%343, %332 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %346 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%345, %cst_36 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %347 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%339, %328 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %348 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%347, %cst_35 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %349 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%346, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %350 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%349, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %351 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%350, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %352 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%349, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %353 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%348, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %354 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%353, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %355 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%354, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %356 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%353, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %357 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%355, %344 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %358 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%357, %cst_34 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %359 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%351, %340 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %360 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%359, %cst_33 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %361 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%358, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %362 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%361, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %363 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%362, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %364 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%361, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %365 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%360, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %366 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%365, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %367 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%366, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %368 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%367, %356 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %369 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%368, %cst_32 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %370 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%363, %352 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %371 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%370, %cst_31 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %372 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%369, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %373 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%372, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %374 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%373, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %375 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%371, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %376 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%375, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %377 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%374, %364 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %378 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%377, %cst_30 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %379 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%378, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %380 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%379, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %381 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%380, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %382 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%381, %376 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %383 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%382, %cst_29 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %384 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%383, %cst_28 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %385 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%384, %cst_27 : tensor<2x30xi64>, tensor<i64>) outs(%123 : tensor<2x30xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %907 = arith.cmpi slt, %in, %in_134 : i64
      linalg.yield %907 : i1
    } -> tensor<2x30xi1>
    %expanded_77 = tensor.expand_shape %385 [[0], [1, 2]] output_shape [2, 5, 6] : tensor<2x30xi1> into tensor<2x5x6xi1>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<2x5x6xi1>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: i1, %out: f32):
      %907 = arith.uitofp %in : i1 to f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_19 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %387 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %388 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%389 : tensor<2x5x6xf32>) outs(%129 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_20 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %391 : tensor<2x5x6xf32>, tensor<2x5x1xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392, %392 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%393 : tensor<2x5x6xf32>) outs(%129 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_20 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_18 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<2x5x1xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.rsqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392, %397 : tensor<2x5x6xf32>, tensor<2x5x1xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %arg8 : tensor<2x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %arg9 : tensor<2x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %401 = tensor.empty() : tensor<6x24xf32>
    %transposed_78 = linalg.transpose ins(%arg10 : tensor<24x6xf32>) outs(%401 : tensor<6x24xf32>) permutation = [1, 0] 
    %collapsed_79 = tensor.collapse_shape %400 [[0, 1], [2]] : tensor<2x5x6xf32> into tensor<10x6xf32>
    %402 = tensor.empty() : tensor<10x24xf32>
    %403 = linalg.fill ins(%cst : f32) outs(%402 : tensor<10x24xf32>) -> tensor<10x24xf32>
    %404 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<10x6xf32>, tensor<6x24xf32>) outs(%403 : tensor<10x24xf32>) -> tensor<10x24xf32>
    %405 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<24xf32>) outs(%402 : tensor<10x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x24xf32>
    %406 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%404, %405 : tensor<10x24xf32>, tensor<10x24xf32>) outs(%402 : tensor<10x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<10x24xf32>
    %expanded_80 = tensor.expand_shape %406 [[0, 1], [2]] output_shape [2, 5, 24] : tensor<10x24xf32> into tensor<2x5x24xf32>
    %407 = tensor.empty() : tensor<2x5x24xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.mulf %in, %cst_21 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x24xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_15 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<2x5x24xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409 : tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.erf %in : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x24xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410 : tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %cst_22 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x24xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %411 : tensor<2x5x24xf32>, tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x24xf32>
    %413 = tensor.empty() : tensor<24x6xf32>
    %transposed_81 = linalg.transpose ins(%arg12 : tensor<6x24xf32>) outs(%413 : tensor<24x6xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %412 [[0, 1], [2]] : tensor<2x5x24xf32> into tensor<10x24xf32>
    %414 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<10x24xf32>, tensor<24x6xf32>) outs(%293 : tensor<10x6xf32>) -> tensor<10x6xf32>
    %415 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<6xf32>) outs(%292 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x6xf32>
    %416 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%414, %415 : tensor<10x6xf32>, tensor<10x6xf32>) outs(%292 : tensor<10x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<10x6xf32>
    %expanded_83 = tensor.expand_shape %416 [[0, 1], [2]] output_shape [2, 5, 6] : tensor<10x6xf32> into tensor<2x5x6xf32>
    %417 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_24 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %418 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%417, %cst_49 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %419 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%418, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %420 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%419, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %421 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%420, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %422 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%419, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %423 = linalg.generic {indexing_maps = [#map4, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%421, %20 : tensor<1x30xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %424 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%423, %cst_44 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %425 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%424, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %426 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%425, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %427 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%426, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %428 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%425, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<1x30xi64>
    %429 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%45, %422 : tensor<2x30xi64>, tensor<1x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %430 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%429, %cst_42 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %431 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%427, %29 : tensor<1x30xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %432 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%431, %cst_41 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %433 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%430, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %434 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%433, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %435 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%434, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %436 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%433, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %437 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%432, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %438 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%437, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %439 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%438, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %440 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%437, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %441 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%439, %46 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %442 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%441, %cst_40 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %443 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%435, %428 : tensor<2x30xi64>, tensor<1x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %444 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%443, %cst_39 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %445 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%442, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %446 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%445, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %447 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%446, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %448 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%445, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %449 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%444, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %450 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%449, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %451 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%450, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %452 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%449, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %453 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%451, %440 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %454 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%453, %cst_38 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %455 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%447, %436 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %456 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%455, %cst_37 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %457 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%454, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %458 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%457, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %459 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%458, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %460 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%457, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %461 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%456, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %462 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%461, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %463 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%462, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %464 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%461, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %465 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%463, %452 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %466 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%465, %cst_36 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %467 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%459, %448 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %468 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%467, %cst_35 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %469 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%466, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %470 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%469, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %471 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%470, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %472 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%469, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %473 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%468, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %474 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%473, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %475 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%474, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %476 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%473, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %477 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%475, %464 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %478 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%477, %cst_34 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %479 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%471, %460 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %480 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%479, %cst_33 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %481 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%478, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %482 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%481, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %483 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%482, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %484 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%481, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %485 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%480, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %486 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%485, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %487 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%486, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %488 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%487, %476 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %489 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%488, %cst_32 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %490 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%483, %472 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %491 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%490, %cst_31 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %492 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%489, %cst_48 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %493 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%492, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %494 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%493, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %495 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%491, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %496 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%495, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %497 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%494, %484 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %498 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%497, %cst_30 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %499 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%498, %cst_45 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.muli %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %500 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%499, %cst_47 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %501 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%500, %cst_46 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.andi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %502 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%501, %496 : tensor<2x30xi64>, tensor<2x30xi64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %503 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%502, %cst_29 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.xori %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %504 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%503, %cst_28 : tensor<2x30xi64>, tensor<i64>) outs(%36 : tensor<2x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %907 = arith.shrsi %in, %in_134 : i64
      linalg.yield %907 : i64
    } -> tensor<2x30xi64>
    %505 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%504, %cst_27 : tensor<2x30xi64>, tensor<i64>) outs(%123 : tensor<2x30xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %907 = arith.cmpi slt, %in, %in_134 : i64
      linalg.yield %907 : i1
    } -> tensor<2x30xi1>
    %expanded_84 = tensor.expand_shape %505 [[0], [1, 2]] output_shape [2, 5, 6] : tensor<2x30xi1> into tensor<2x5x6xi1>
    %506 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84 : tensor<2x5x6xi1>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: i1, %out: f32):
      %907 = arith.uitofp %in : i1 to f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_19 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %507 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %508 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%509 : tensor<2x5x6xf32>) outs(%129 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_20 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509, %511 : tensor<2x5x6xf32>, tensor<2x5x1xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %512 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%513 : tensor<2x5x6xf32>) outs(%129 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_20 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_18 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<2x5x1xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.rsqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %517 : tensor<2x5x6xf32>, tensor<2x5x1xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %arg14 : tensor<2x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %arg15 : tensor<2x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %521 = tensor.empty() : tensor<6x13xf32>
    %transposed_85 = linalg.transpose ins(%arg0 : tensor<13x6xf32>) outs(%521 : tensor<6x13xf32>) permutation = [1, 0] 
    %collapsed_86 = tensor.collapse_shape %520 [[0, 1], [2]] : tensor<2x5x6xf32> into tensor<10x6xf32>
    %522 = tensor.empty() : tensor<10x13xf32>
    %523 = linalg.fill ins(%cst : f32) outs(%522 : tensor<10x13xf32>) -> tensor<10x13xf32>
    %524 = linalg.matmul ins(%collapsed_86, %transposed_85 : tensor<10x6xf32>, tensor<6x13xf32>) outs(%523 : tensor<10x13xf32>) -> tensor<10x13xf32>
    %collapsed_87 = tensor.collapse_shape %arg49 [[0, 1]] : tensor<2x5xi64> into tensor<10xi64>
    %525 = tensor.empty() : tensor<10xi64>
    %526 = linalg.fill ins(%c0_i64 : i64) outs(%525 : tensor<10xi64>) -> tensor<10xi64>
    %527 = tensor.empty() : tensor<10xf32>
    %528 = linalg.fill ins(%cst_0 : f32) outs(%527 : tensor<10xf32>) -> tensor<10xf32>
    %529:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%524 : tensor<10x13xf32>) outs(%528, %526 : tensor<10xf32>, tensor<10xi64>) {
    ^bb0(%in: f32, %out: f32, %out_134: i64):
      %907 = linalg.index 1 : index
      %908 = arith.index_cast %907 : index to i64
      %909 = arith.maximumf %in, %out : f32
      %910 = arith.cmpf ogt, %in, %out : f32
      %911 = arith.select %910, %908, %out_134 : i64
      linalg.yield %909, %911 : f32, i64
    } -> (tensor<10xf32>, tensor<10xi64>)
    %expanded_88 = tensor.expand_shape %529#0 [[0, 1]] output_shape [10, 1] : tensor<10xf32> into tensor<10x1xf32>
    %530 = linalg.generic {indexing_maps = [#map4, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%524, %expanded_88 : tensor<10x13xf32>, tensor<10x1xf32>) outs(%522 : tensor<10x13xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<10x13xf32>
    %531 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%530 : tensor<10x13xf32>) outs(%522 : tensor<10x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.exp %in : f32
      linalg.yield %907 : f32
    } -> tensor<10x13xf32>
    %532 = tensor.empty() : tensor<10x1xf32>
    %533 = linalg.fill ins(%cst : f32) outs(%532 : tensor<10x1xf32>) -> tensor<10x1xf32>
    %534 = linalg.generic {indexing_maps = [#map4, #map9], iterator_types = ["parallel", "reduction"]} ins(%531 : tensor<10x13xf32>) outs(%533 : tensor<10x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<10x1xf32>
    %535 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%534 : tensor<10x1xf32>) outs(%532 : tensor<10x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.log %in : f32
      linalg.yield %907 : f32
    } -> tensor<10x1xf32>
    %536 = linalg.generic {indexing_maps = [#map4, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%530, %535 : tensor<10x13xf32>, tensor<10x1xf32>) outs(%522 : tensor<10x13xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<10x13xf32>
    %537 = tensor.empty() : tensor<10xi1>
    %538 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_87 : tensor<10xi64>) outs(%537 : tensor<10xi1>) {
    ^bb0(%in: i64, %out: i1):
      %907 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %907 : i1
    } -> tensor<10xi1>
    %539 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%538, %collapsed_87, %cst_49 : tensor<10xi1>, tensor<10xi64>, tensor<i64>) outs(%525 : tensor<10xi64>) {
    ^bb0(%in: i1, %in_134: i64, %in_135: i64, %out: i64):
      %907 = arith.select %in, %in_134, %in_135 : i64
      linalg.yield %907 : i64
    } -> tensor<10xi64>
    %expanded_89 = tensor.expand_shape %539 [[0, 1]] output_shape [10, 1] : tensor<10xi64> into tensor<10x1xi64>
    %540 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_89 : tensor<10x1xi64>) outs(%533 : tensor<10x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %907 = linalg.index 0 : index
      %908 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %536[%907, %908] : tensor<10x13xf32>
      linalg.yield %extracted : f32
    } -> tensor<10x1xf32>
    %collapsed_90 = tensor.collapse_shape %540 [[0, 1]] : tensor<10x1xf32> into tensor<10xf32>
    %541 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_90 : tensor<10xf32>) outs(%527 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %542 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%538, %541, %cst_3 : tensor<10xi1>, tensor<10xf32>, tensor<f32>) outs(%527 : tensor<10xf32>) {
    ^bb0(%in: i1, %in_134: f32, %in_135: f32, %out: f32):
      %907 = arith.select %in, %in_134, %in_135 : f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %543 = linalg.fill ins(%c0_i64 : i64) outs(%9 : tensor<i64>) -> tensor<i64>
    %544 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%538 : tensor<10xi1>) outs(%543 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %907 = arith.extui %in : i1 to i64
      %908 = arith.addi %907, %out : i64
      linalg.yield %908 : i64
    } -> tensor<i64>
    %545 = tensor.empty() : tensor<f32>
    %546 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%544 : tensor<i64>) outs(%545 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %547 = linalg.fill ins(%cst : f32) outs(%545 : tensor<f32>) -> tensor<f32>
    %548 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%542 : tensor<10xf32>) outs(%547 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %549 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%548, %546 : tensor<f32>, tensor<f32>) outs(%545 : tensor<f32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %expanded_91 = tensor.expand_shape %collapsed_87 [[0, 1]] output_shape [10, 1] : tensor<10xi64> into tensor<10x1xi64>
    %550 = tensor.empty() : tensor<13xi64>
    %551 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%550 : tensor<13xi64>) {
    ^bb0(%out: i64):
      %907 = linalg.index 0 : index
      %908 = arith.index_cast %907 : index to i64
      linalg.yield %908 : i64
    } -> tensor<13xi64>
    %552 = tensor.empty() : tensor<10x13xi1>
    %553 = linalg.generic {indexing_maps = [#map9, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_91, %551 : tensor<10x1xi64>, tensor<13xi64>) outs(%552 : tensor<10x13xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %907 = arith.cmpi eq, %in, %in_134 : i64
      linalg.yield %907 : i1
    } -> tensor<10x13xi1>
    %554 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%553 : tensor<10x13xi1>) outs(%522 : tensor<10x13xf32>) {
    ^bb0(%in: i1, %out: f32):
      %907 = arith.uitofp %in : i1 to f32
      linalg.yield %907 : f32
    } -> tensor<10x13xf32>
    %555 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%538 : tensor<10xi1>) outs(%527 : tensor<10xf32>) {
    ^bb0(%in: i1, %out: f32):
      %907 = arith.uitofp %in : i1 to f32
      linalg.yield %907 : f32
    } -> tensor<10xf32>
    %expanded_92 = tensor.expand_shape %555 [[0, 1]] output_shape [10, 1] : tensor<10xf32> into tensor<10x1xf32>
    %556 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%554 : tensor<10x13xf32>) outs(%522 : tensor<10x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.negf %in : f32
      linalg.yield %907 : f32
    } -> tensor<10x13xf32>
    %557 = linalg.generic {indexing_maps = [#map4, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%556, %expanded_92 : tensor<10x13xf32>, tensor<10x1xf32>) outs(%522 : tensor<10x13xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<10x13xf32>
    %558 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_1, %546 : tensor<f32>, tensor<f32>) outs(%545 : tensor<f32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %559 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%557, %558 : tensor<10x13xf32>, tensor<f32>) outs(%522 : tensor<10x13xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<10x13xf32>
    %560 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%536 : tensor<10x13xf32>) outs(%522 : tensor<10x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.exp %in : f32
      linalg.yield %907 : f32
    } -> tensor<10x13xf32>
    %561 = linalg.generic {indexing_maps = [#map4, #map9], iterator_types = ["parallel", "reduction"]} ins(%559 : tensor<10x13xf32>) outs(%533 : tensor<10x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<10x1xf32>
    %562 = linalg.generic {indexing_maps = [#map4, #map9, #map4], iterator_types = ["parallel", "parallel"]} ins(%560, %561 : tensor<10x13xf32>, tensor<10x1xf32>) outs(%522 : tensor<10x13xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<10x13xf32>
    %563 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%559, %562 : tensor<10x13xf32>, tensor<10x13xf32>) outs(%522 : tensor<10x13xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<10x13xf32>
    %564 = tensor.empty() : tensor<13x10xf32>
    %transposed_93 = linalg.transpose ins(%563 : tensor<10x13xf32>) outs(%564 : tensor<13x10xf32>) permutation = [1, 0] 
    %565 = tensor.empty() : tensor<13x6xf32>
    %566 = linalg.fill ins(%cst : f32) outs(%565 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %567 = linalg.matmul ins(%transposed_93, %collapsed_86 : tensor<13x10xf32>, tensor<10x6xf32>) outs(%566 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %568 = linalg.matmul ins(%563, %arg0 : tensor<10x13xf32>, tensor<13x6xf32>) outs(%293 : tensor<10x6xf32>) -> tensor<10x6xf32>
    %expanded_94 = tensor.expand_shape %568 [[0, 1], [2]] output_shape [2, 5, 6] : tensor<10x6xf32> into tensor<2x5x6xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %arg14 : tensor<2x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.mulf %in, %cst_20 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%569 : tensor<2x5x6xf32>) outs(%129 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569, %518 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%572 : tensor<2x5x6xf32>) outs(%129 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %573 : tensor<2x5x6xf32>, tensor<2x5x1xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570, %571 : tensor<2x5x6xf32>, tensor<2x5x1xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575, %574 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_20 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %578 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577, %576 : tensor<2x5x1xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %518 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %580 = tensor.empty() : tensor<6xf32>
    %581 = linalg.fill ins(%cst : f32) outs(%580 : tensor<6xf32>) -> tensor<6xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%579 : tensor<2x5x6xf32>) outs(%581 : tensor<6xf32>) attrs =  {zero.grad_of = 14 : i64} {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %583 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_94 : tensor<2x5x6xf32>) outs(%581 : tensor<6xf32>) attrs =  {zero.grad_of = 15 : i64} {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578, %507 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %collapsed_95 = tensor.collapse_shape %584 [[0, 1], [2]] : tensor<2x5x6xf32> into tensor<10x6xf32>
    %585 = linalg.matmul ins(%collapsed_95, %arg12 : tensor<10x6xf32>, tensor<6x24xf32>) outs(%403 : tensor<10x24xf32>) -> tensor<10x24xf32>
    %586 = tensor.empty() : tensor<6x10xf32>
    %transposed_96 = linalg.transpose ins(%collapsed_95 : tensor<10x6xf32>) outs(%586 : tensor<6x10xf32>) permutation = [1, 0] 
    %587 = linalg.fill ins(%cst : f32) outs(%401 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %588 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_96, %collapsed_82 : tensor<6x10xf32>, tensor<10x24xf32>) outs(%587 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %589 = tensor.empty() : tensor<1x6xf32>
    %590 = linalg.fill ins(%cst : f32) outs(%589 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %591 = linalg.generic {indexing_maps = [#map4, #map8], iterator_types = ["reduction", "parallel"]} ins(%collapsed_95 : tensor<10x6xf32>) outs(%590 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x6xf32>
    %collapsed_97 = tensor.collapse_shape %591 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_98 = tensor.expand_shape %585 [[0, 1], [2]] output_shape [2, 5, 24] : tensor<10x24xf32> into tensor<2x5x24xf32>
    %592 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411 : tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.mulf %in, %cst_21 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x24xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %expanded_80 : tensor<2x5x24xf32>, tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x24xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593 : tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.mulf %in, %cst_23 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x24xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.exp %in : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x24xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595 : tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_14 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<2x5x24xf32>
    %597 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %596 : tensor<2x5x24xf32>, tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x24xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592, %597 : tensor<2x5x24xf32>, tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x24xf32>
    %599 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %598 : tensor<2x5x24xf32>, tensor<2x5x24xf32>) outs(%407 : tensor<2x5x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x24xf32>
    %collapsed_99 = tensor.collapse_shape %599 [[0, 1], [2]] : tensor<2x5x24xf32> into tensor<10x24xf32>
    %600 = linalg.matmul ins(%collapsed_99, %arg10 : tensor<10x24xf32>, tensor<24x6xf32>) outs(%293 : tensor<10x6xf32>) -> tensor<10x6xf32>
    %601 = tensor.empty() : tensor<24x10xf32>
    %transposed_100 = linalg.transpose ins(%collapsed_99 : tensor<10x24xf32>) outs(%601 : tensor<24x10xf32>) permutation = [1, 0] 
    %602 = linalg.fill ins(%cst : f32) outs(%413 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %603 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_100, %collapsed_79 : tensor<24x10xf32>, tensor<10x6xf32>) outs(%602 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %604 = tensor.empty() : tensor<1x24xf32>
    %605 = linalg.fill ins(%cst : f32) outs(%604 : tensor<1x24xf32>) -> tensor<1x24xf32>
    %606 = linalg.generic {indexing_maps = [#map4, #map8], iterator_types = ["reduction", "parallel"]} ins(%collapsed_99 : tensor<10x24xf32>) outs(%605 : tensor<1x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x24xf32>
    %collapsed_101 = tensor.collapse_shape %606 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x24xf32> into tensor<24xf32>
    %expanded_102 = tensor.expand_shape %600 [[0, 1], [2]] output_shape [2, 5, 6] : tensor<10x6xf32> into tensor<2x5x6xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102, %arg8 : tensor<2x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607 : tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.mulf %in, %cst_20 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %609 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%607 : tensor<2x5x6xf32>) outs(%129 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %398 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %611 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%610 : tensor<2x5x6xf32>) outs(%129 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %612 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %611 : tensor<2x5x6xf32>, tensor<2x5x1xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608, %609 : tensor<2x5x6xf32>, tensor<2x5x1xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %612 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_20 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %616 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %614 : tensor<2x5x1xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102, %398 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%617 : tensor<2x5x6xf32>) outs(%581 : tensor<6xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_102 : tensor<2x5x6xf32>) outs(%581 : tensor<6xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578, %616 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %621 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620, %387 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %collapsed_103 = tensor.collapse_shape %621 [[0, 1], [2]] : tensor<2x5x6xf32> into tensor<10x6xf32>
    %622 = linalg.matmul ins(%collapsed_103, %arg6 : tensor<10x6xf32>, tensor<6x6xf32>) outs(%293 : tensor<10x6xf32>) -> tensor<10x6xf32>
    %transposed_104 = linalg.transpose ins(%collapsed_103 : tensor<10x6xf32>) outs(%586 : tensor<6x10xf32>) permutation = [1, 0] 
    %623 = linalg.fill ins(%cst : f32) outs(%291 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %624 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_104, %collapsed_75 : tensor<6x10xf32>, tensor<10x6xf32>) outs(%623 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %625 = linalg.generic {indexing_maps = [#map4, #map8], iterator_types = ["reduction", "parallel"]} ins(%collapsed_103 : tensor<10x6xf32>) outs(%590 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x6xf32>
    %collapsed_105 = tensor.collapse_shape %625 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_106 = tensor.expand_shape %622 [[0, 1], [2, 3]] output_shape [2, 5, 2, 3] : tensor<10x6xf32> into tensor<2x5x2x3xf32>
    %transposed_107 = linalg.transpose ins(%expanded_106 : tensor<2x5x2x3xf32>) outs(%147 : tensor<2x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_108 = tensor.collapse_shape %transposed_107 [[0, 1], [2], [3]] : tensor<2x2x5x3xf32> into tensor<4x5x3xf32>
    %transposed_109 = linalg.transpose ins(%collapsed_70 : tensor<4x5x5xf32>) outs(%158 : tensor<4x5x5xf32>) permutation = [0, 2, 1] 
    %626 = linalg.batch_matmul ins(%transposed_109, %collapsed_108 : tensor<4x5x5xf32>, tensor<4x5x3xf32>) outs(%288 : tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
    %627 = tensor.empty() : tensor<4x3x5xf32>
    %transposed_110 = linalg.transpose ins(%collapsed_71 : tensor<4x5x3xf32>) outs(%627 : tensor<4x3x5xf32>) permutation = [0, 2, 1] 
    %628 = linalg.batch_matmul ins(%collapsed_108, %transposed_110 : tensor<4x5x3xf32>, tensor<4x3x5xf32>) outs(%159 : tensor<4x5x5xf32>) -> tensor<4x5x5xf32>
    %expanded_111 = tensor.expand_shape %626 [[0, 1], [2], [3]] output_shape [2, 2, 5, 3] : tensor<4x5x3xf32> into tensor<2x2x5x3xf32>
    %expanded_112 = tensor.expand_shape %628 [[0, 1], [2], [3]] output_shape [2, 2, 5, 5] : tensor<4x5x5xf32> into tensor<2x2x5x5xf32>
    %629 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112, %285 : tensor<2x2x5x5xf32>, tensor<2x2x5x5xf32>) outs(%161 : tensor<2x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x5xf32>
    %630 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%629, %179 : tensor<2x2x5x5xf32>, tensor<2x2x5x5xf32>) outs(%161 : tensor<2x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x5xf32>
    %631 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%630 : tensor<2x2x5x5xf32>) outs(%171 : tensor<2x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x1xf32>
    %632 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %631 : tensor<2x2x5x5xf32>, tensor<2x2x5x1xf32>) outs(%161 : tensor<2x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x5xf32>
    %633 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%630, %632 : tensor<2x2x5x5xf32>, tensor<2x2x5x5xf32>) outs(%161 : tensor<2x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x2x5x5xf32>
    %collapsed_113 = tensor.collapse_shape %633 [[0, 1], [2], [3]] : tensor<2x2x5x5xf32> into tensor<4x5x5xf32>
    %transposed_114 = linalg.transpose ins(%collapsed_64 : tensor<4x5x3xf32>) outs(%627 : tensor<4x3x5xf32>) permutation = [0, 2, 1] 
    %634 = linalg.fill ins(%cst : f32) outs(%627 : tensor<4x3x5xf32>) -> tensor<4x3x5xf32>
    %635 = linalg.batch_matmul ins(%transposed_114, %collapsed_113 : tensor<4x3x5xf32>, tensor<4x5x5xf32>) outs(%634 : tensor<4x3x5xf32>) -> tensor<4x3x5xf32>
    %transposed_115 = linalg.transpose ins(%collapsed_65 : tensor<4x3x5xf32>) outs(%287 : tensor<4x5x3xf32>) permutation = [0, 2, 1] 
    %636 = linalg.batch_matmul ins(%collapsed_113, %transposed_115 : tensor<4x5x5xf32>, tensor<4x5x3xf32>) outs(%288 : tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
    %expanded_116 = tensor.expand_shape %635 [[0, 1], [2], [3]] output_shape [2, 2, 3, 5] : tensor<4x3x5xf32> into tensor<2x2x3x5xf32>
    %expanded_117 = tensor.expand_shape %636 [[0, 1], [2], [3]] output_shape [2, 2, 5, 3] : tensor<4x5x3xf32> into tensor<2x2x5x3xf32>
    %637 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_116 : tensor<2x2x3x5xf32>) outs(%156 : tensor<2x2x3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_17 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<2x2x3x5xf32>
    %638 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<2x2x5x3xf32>) outs(%147 : tensor<2x2x5x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_17 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<2x2x5x3xf32>
    %transposed_118 = linalg.transpose ins(%expanded_111 : tensor<2x2x5x3xf32>) outs(%290 : tensor<2x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_119 = tensor.collapse_shape %transposed_118 [[0], [1], [2, 3]] : tensor<2x5x2x3xf32> into tensor<2x5x6xf32>
    %transposed_120 = linalg.transpose ins(%637 : tensor<2x2x3x5xf32>) outs(%290 : tensor<2x5x2x3xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_121 = tensor.collapse_shape %transposed_120 [[0], [1], [2, 3]] : tensor<2x5x2x3xf32> into tensor<2x5x6xf32>
    %transposed_122 = linalg.transpose ins(%638 : tensor<2x2x5x3xf32>) outs(%290 : tensor<2x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_123 = tensor.collapse_shape %transposed_122 [[0], [1], [2, 3]] : tensor<2x5x2x3xf32> into tensor<2x5x6xf32>
    %concat = tensor.concat dim(2) %collapsed_123, %collapsed_121, %collapsed_119 : (tensor<2x5x6xf32>, tensor<2x5x6xf32>, tensor<2x5x6xf32>) -> tensor<2x5x18xf32>
    %collapsed_124 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x5x18xf32> into tensor<10x18xf32>
    %639 = linalg.matmul ins(%collapsed_124, %arg4 : tensor<10x18xf32>, tensor<18x6xf32>) outs(%293 : tensor<10x6xf32>) -> tensor<10x6xf32>
    %640 = tensor.empty() : tensor<18x10xf32>
    %transposed_125 = linalg.transpose ins(%collapsed_124 : tensor<10x18xf32>) outs(%640 : tensor<18x10xf32>) permutation = [1, 0] 
    %641 = tensor.empty() : tensor<18x6xf32>
    %642 = linalg.fill ins(%cst : f32) outs(%641 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %643 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_125, %collapsed : tensor<18x10xf32>, tensor<10x6xf32>) outs(%642 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %644 = tensor.empty() : tensor<1x18xf32>
    %645 = linalg.fill ins(%cst : f32) outs(%644 : tensor<1x18xf32>) -> tensor<1x18xf32>
    %646 = linalg.generic {indexing_maps = [#map4, #map8], iterator_types = ["reduction", "parallel"]} ins(%collapsed_124 : tensor<10x18xf32>) outs(%645 : tensor<1x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x18xf32>
    %collapsed_126 = tensor.collapse_shape %646 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x18xf32> into tensor<18xf32>
    %expanded_127 = tensor.expand_shape %639 [[0, 1], [2]] output_shape [2, 5, 6] : tensor<10x6xf32> into tensor<2x5x6xf32>
    %647 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %arg2 : tensor<2x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %648 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647 : tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.mulf %in, %cst_20 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %649 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%647 : tensor<2x5x6xf32>) outs(%129 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %650 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647, %138 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %651 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%650 : tensor<2x5x6xf32>) outs(%129 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %652 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %651 : tensor<2x5x6xf32>, tensor<2x5x1xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %653 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648, %649 : tensor<2x5x6xf32>, tensor<2x5x1xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %654 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653, %652 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %655 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x5x1xf32>) outs(%128 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.divf %in, %cst_20 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x1xf32>
    %656 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655, %654 : tensor<2x5x1xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %657 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %138 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %658 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%657 : tensor<2x5x6xf32>) outs(%581 : tensor<6xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %659 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_127 : tensor<2x5x6xf32>) outs(%581 : tensor<6xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %660 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620, %656 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %661 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660, %126 : tensor<2x5x6xf32>, tensor<2x5x6xf32>) outs(%0 : tensor<2x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<2x5x6xf32>
    %662 = tensor.empty() : tensor<1x5x6xf32>
    %663 = linalg.fill ins(%cst : f32) outs(%662 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
    %664 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "parallel", "parallel"]} ins(%661 : tensor<2x5x6xf32>) outs(%663 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.addf %in, %out : f32
      linalg.yield %907 : f32
    } -> tensor<1x5x6xf32>
    %collapsed_128 = tensor.collapse_shape %664 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %665 = linalg.generic {indexing_maps = [#map9, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_62, %3 : tensor<5x1xi64>, tensor<5xi64>) outs(%151 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %907 = arith.cmpi eq, %in, %in_134 : i64
      linalg.yield %907 : i1
    } -> tensor<5x5xi1>
    %666 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%665 : tensor<5x5xi1>) outs(%154 : tensor<5x5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %907 = arith.uitofp %in : i1 to f32
      linalg.yield %907 : f32
    } -> tensor<5x5xf32>
    %transposed_129 = linalg.transpose ins(%666 : tensor<5x5xf32>) outs(%154 : tensor<5x5xf32>) permutation = [1, 0] 
    %667 = linalg.fill ins(%cst : f32) outs(%4 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %668 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_129, %collapsed_128 : tensor<5x5xf32>, tensor<5x6xf32>) outs(%667 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %collapsed_130 = tensor.collapse_shape %arg48 [[0, 1]] : tensor<2x5xi64> into tensor<10xi64>
    %expanded_131 = tensor.expand_shape %collapsed_130 [[0, 1]] output_shape [10, 1] : tensor<10xi64> into tensor<10x1xi64>
    %669 = linalg.generic {indexing_maps = [#map9, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_131, %551 : tensor<10x1xi64>, tensor<13xi64>) outs(%552 : tensor<10x13xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %907 = arith.cmpi eq, %in, %in_134 : i64
      linalg.yield %907 : i1
    } -> tensor<10x13xi1>
    %670 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%669 : tensor<10x13xi1>) outs(%522 : tensor<10x13xf32>) {
    ^bb0(%in: i1, %out: f32):
      %907 = arith.uitofp %in : i1 to f32
      linalg.yield %907 : f32
    } -> tensor<10x13xf32>
    %collapsed_132 = tensor.collapse_shape %661 [[0, 1], [2]] : tensor<2x5x6xf32> into tensor<10x6xf32>
    %transposed_133 = linalg.transpose ins(%670 : tensor<10x13xf32>) outs(%564 : tensor<13x10xf32>) permutation = [1, 0] 
    %671 = linalg.matmul ins(%transposed_133, %collapsed_132 : tensor<13x10xf32>, tensor<10x6xf32>) outs(%566 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %672 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%567, %671 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) attrs =  {zero.grad_of = 0 : i64} {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<13x6xf32>
    %673 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg51 : tensor<f32>) outs(%545 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_13 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<f32>
    %674 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_26, %673 : tensor<i64>, tensor<f32>) outs(%545 : tensor<f32>) {
    ^bb0(%in: i64, %in_134: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_134 : f32
      linalg.yield %908 : f32
    } -> tensor<f32>
    %675 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %674 : tensor<13x6xf32>, tensor<f32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<13x6xf32>
    %676 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<13x6xf32>
    %677 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%672 : tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<13x6xf32>
    %678 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%676, %677 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<13x6xf32>
    %679 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<13x6xf32>
    %680 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%672 : tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<13x6xf32>
    %681 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%680, %672 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<13x6xf32>
    %682 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%679, %681 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<13x6xf32>
    %683 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_8, %arg52 : tensor<f32>, tensor<f32>) outs(%545 : tensor<f32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = math.powf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %684 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_26, %683 : tensor<i64>, tensor<f32>) outs(%545 : tensor<f32>) {
    ^bb0(%in: i64, %in_134: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_134 : f32
      linalg.yield %908 : f32
    } -> tensor<f32>
    %685 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_7, %arg52 : tensor<f32>, tensor<f32>) outs(%545 : tensor<f32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = math.powf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %686 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_26, %685 : tensor<i64>, tensor<f32>) outs(%545 : tensor<f32>) {
    ^bb0(%in: i64, %in_134: f32, %out: f32):
      %907 = arith.sitofp %in : i64 to f32
      %908 = arith.subf %907, %in_134 : f32
      linalg.yield %908 : f32
    } -> tensor<f32>
    %687 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%682 : tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<13x6xf32>
    %688 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%686 : tensor<f32>) outs(%545 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %689 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%687, %688 : tensor<13x6xf32>, tensor<f32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<13x6xf32>
    %690 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%689 : tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<13x6xf32>
    %691 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%arg51, %684 : tensor<f32>, tensor<f32>) outs(%545 : tensor<f32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<f32>
    %692 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%678, %690 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<13x6xf32>
    %693 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%691, %692 : tensor<f32>, tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<13x6xf32>
    %694 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%675, %693 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%565 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<13x6xf32>
    %695 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %674 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<5x6xf32>
    %696 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<5x6xf32>
    %697 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%668 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<5x6xf32>
    %698 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%696, %697 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<5x6xf32>
    %699 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<5x6xf32>
    %700 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%668 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<5x6xf32>
    %701 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%700, %668 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<5x6xf32>
    %702 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%699, %701 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<5x6xf32>
    %703 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%702 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<5x6xf32>
    %704 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%703, %688 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<5x6xf32>
    %705 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%704 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<5x6xf32>
    %706 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%698, %705 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<5x6xf32>
    %707 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%691, %706 : tensor<f32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<5x6xf32>
    %708 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%695, %707 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<5x6xf32>
    %709 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg2, %674 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %710 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg20 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %711 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%658 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %712 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%710, %711 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %713 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg21 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %714 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%658 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %715 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%714, %658 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %716 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%713, %715 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %717 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%716 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %718 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%717, %688 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %719 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%718 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %720 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%712, %719 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %721 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%691, %720 : tensor<f32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %722 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%709, %721 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %723 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg3, %674 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %724 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg22 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %725 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%659 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %726 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%724, %725 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %727 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg23 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %728 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%659 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %729 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%728, %659 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %730 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%727, %729 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %731 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%730 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %732 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%731, %688 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %733 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%732 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %734 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%726, %733 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %735 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%691, %734 : tensor<f32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %736 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%723, %735 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %737 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %674 : tensor<18x6xf32>, tensor<f32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18x6xf32>
    %738 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<18x6xf32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<18x6xf32>
    %739 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%643 : tensor<18x6xf32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<18x6xf32>
    %740 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%738, %739 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18x6xf32>
    %741 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<18x6xf32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<18x6xf32>
    %742 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%643 : tensor<18x6xf32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<18x6xf32>
    %743 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%742, %643 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18x6xf32>
    %744 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%741, %743 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18x6xf32>
    %745 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%744 : tensor<18x6xf32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<18x6xf32>
    %746 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%745, %688 : tensor<18x6xf32>, tensor<f32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18x6xf32>
    %747 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%746 : tensor<18x6xf32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<18x6xf32>
    %748 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%740, %747 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18x6xf32>
    %749 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%691, %748 : tensor<f32>, tensor<18x6xf32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18x6xf32>
    %750 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%737, %749 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%641 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18x6xf32>
    %751 = tensor.empty() : tensor<18xf32>
    %752 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg5, %674 : tensor<18xf32>, tensor<f32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18xf32>
    %753 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg26 : tensor<18xf32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<18xf32>
    %754 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_126 : tensor<18xf32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<18xf32>
    %755 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%753, %754 : tensor<18xf32>, tensor<18xf32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18xf32>
    %756 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg27 : tensor<18xf32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<18xf32>
    %757 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_126 : tensor<18xf32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<18xf32>
    %758 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%757, %collapsed_126 : tensor<18xf32>, tensor<18xf32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18xf32>
    %759 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%756, %758 : tensor<18xf32>, tensor<18xf32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18xf32>
    %760 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%759 : tensor<18xf32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<18xf32>
    %761 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%760, %688 : tensor<18xf32>, tensor<f32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18xf32>
    %762 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%761 : tensor<18xf32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<18xf32>
    %763 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%755, %762 : tensor<18xf32>, tensor<18xf32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18xf32>
    %764 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%691, %763 : tensor<f32>, tensor<18xf32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18xf32>
    %765 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%752, %764 : tensor<18xf32>, tensor<18xf32>) outs(%751 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<18xf32>
    %766 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %674 : tensor<6x6xf32>, tensor<f32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x6xf32>
    %767 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6x6xf32>
    %768 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%624 : tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6x6xf32>
    %769 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%767, %768 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x6xf32>
    %770 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6x6xf32>
    %771 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%624 : tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6x6xf32>
    %772 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%771, %624 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x6xf32>
    %773 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%770, %772 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x6xf32>
    %774 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%773 : tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<6x6xf32>
    %775 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%774, %688 : tensor<6x6xf32>, tensor<f32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x6xf32>
    %776 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%775 : tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6x6xf32>
    %777 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%769, %776 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x6xf32>
    %778 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%691, %777 : tensor<f32>, tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x6xf32>
    %779 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%766, %778 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%291 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x6xf32>
    %780 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg7, %674 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %781 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg30 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %782 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_105 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %783 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%781, %782 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %784 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg31 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %785 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_105 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %786 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%785, %collapsed_105 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %787 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%784, %786 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %788 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%787 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %789 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%788, %688 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %790 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%789 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %791 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%783, %790 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %792 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%691, %791 : tensor<f32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %793 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%780, %792 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %794 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg8, %674 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %795 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg32 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %796 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%618 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %797 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%795, %796 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %798 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg33 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %799 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%618 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %800 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%799, %618 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %801 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%798, %800 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %802 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%801 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %803 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%802, %688 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %804 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%803 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %805 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%797, %804 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %806 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%691, %805 : tensor<f32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %807 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%794, %806 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %808 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg9, %674 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %809 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg34 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %810 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%619 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %811 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%809, %810 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %812 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %813 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%619 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %814 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%813, %619 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %815 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%812, %814 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %816 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%815 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %817 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%816, %688 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %818 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%817 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %819 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%811, %818 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %820 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%691, %819 : tensor<f32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %821 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%808, %820 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %822 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %674 : tensor<24x6xf32>, tensor<f32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24x6xf32>
    %823 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<24x6xf32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<24x6xf32>
    %824 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%603 : tensor<24x6xf32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<24x6xf32>
    %825 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%823, %824 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24x6xf32>
    %826 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<24x6xf32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<24x6xf32>
    %827 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%603 : tensor<24x6xf32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<24x6xf32>
    %828 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%827, %603 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24x6xf32>
    %829 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%826, %828 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24x6xf32>
    %830 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%829 : tensor<24x6xf32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<24x6xf32>
    %831 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%830, %688 : tensor<24x6xf32>, tensor<f32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24x6xf32>
    %832 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%831 : tensor<24x6xf32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<24x6xf32>
    %833 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%825, %832 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24x6xf32>
    %834 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%691, %833 : tensor<f32>, tensor<24x6xf32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24x6xf32>
    %835 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%822, %834 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%413 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24x6xf32>
    %836 = tensor.empty() : tensor<24xf32>
    %837 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg11, %674 : tensor<24xf32>, tensor<f32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24xf32>
    %838 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg38 : tensor<24xf32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<24xf32>
    %839 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_101 : tensor<24xf32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<24xf32>
    %840 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%838, %839 : tensor<24xf32>, tensor<24xf32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24xf32>
    %841 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<24xf32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<24xf32>
    %842 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_101 : tensor<24xf32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<24xf32>
    %843 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%842, %collapsed_101 : tensor<24xf32>, tensor<24xf32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24xf32>
    %844 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%841, %843 : tensor<24xf32>, tensor<24xf32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24xf32>
    %845 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%844 : tensor<24xf32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<24xf32>
    %846 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%845, %688 : tensor<24xf32>, tensor<f32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24xf32>
    %847 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%846 : tensor<24xf32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<24xf32>
    %848 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%840, %847 : tensor<24xf32>, tensor<24xf32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24xf32>
    %849 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%691, %848 : tensor<f32>, tensor<24xf32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24xf32>
    %850 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%837, %849 : tensor<24xf32>, tensor<24xf32>) outs(%836 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<24xf32>
    %851 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %674 : tensor<6x24xf32>, tensor<f32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x24xf32>
    %852 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<6x24xf32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6x24xf32>
    %853 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%588 : tensor<6x24xf32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6x24xf32>
    %854 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%852, %853 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x24xf32>
    %855 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<6x24xf32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6x24xf32>
    %856 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%588 : tensor<6x24xf32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6x24xf32>
    %857 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%856, %588 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x24xf32>
    %858 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%855, %857 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x24xf32>
    %859 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%858 : tensor<6x24xf32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<6x24xf32>
    %860 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%859, %688 : tensor<6x24xf32>, tensor<f32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x24xf32>
    %861 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%860 : tensor<6x24xf32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6x24xf32>
    %862 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%854, %861 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x24xf32>
    %863 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%691, %862 : tensor<f32>, tensor<6x24xf32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x24xf32>
    %864 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%851, %863 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%401 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6x24xf32>
    %865 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg13, %674 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %866 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg42 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %867 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_97 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %868 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%866, %867 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %869 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %870 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_97 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %871 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%870, %collapsed_97 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %872 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%869, %871 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %873 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%872 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %874 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%873, %688 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %875 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%874 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %876 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%868, %875 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %877 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%691, %876 : tensor<f32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %878 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%865, %877 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %879 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg14, %674 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %880 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg44 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %881 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%582 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %882 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%880, %881 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %883 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %884 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%582 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %885 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%884, %582 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %886 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%883, %885 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %887 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%886 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %888 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%887, %688 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %889 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%888 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %890 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%882, %889 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %891 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%691, %890 : tensor<f32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %892 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%879, %891 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %893 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg15, %674 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %894 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg46 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_12 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %895 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%583 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_11 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %896 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%894, %895 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %897 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_10 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %898 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%583 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_9 : f64 to f32
      %908 = arith.mulf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %899 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%898, %583 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %900 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%897, %899 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.addf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %901 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%900 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = math.sqrt %in : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %902 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%901, %688 : tensor<6xf32>, tensor<f32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %903 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%902 : tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %907 = arith.truncf %cst_6 : f64 to f32
      %908 = arith.addf %in, %907 : f32
      linalg.yield %908 : f32
    } -> tensor<6xf32>
    %904 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%896, %903 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.divf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %905 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%691, %904 : tensor<f32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.mulf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    %906 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%893, %905 : tensor<6xf32>, tensor<6xf32>) outs(%580 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %907 = arith.subf %in, %in_134 : f32
      linalg.yield %907 : f32
    } -> tensor<6xf32>
    return %549, %694, %708, %722, %736, %750, %765, %779, %793, %807, %821, %835, %850, %864, %878, %892, %906, %678, %682, %698, %702, %712, %716, %726, %730, %740, %744, %755, %759, %769, %773, %783, %787, %797, %801, %811, %815, %825, %829, %840, %844, %854, %858, %868, %872, %882, %886, %896, %900 : tensor<f32>, tensor<13x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<13x6xf32>, tensor<13x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
}
