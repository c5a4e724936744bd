// zero-import-torch: gpt_dropout.py, micro-batch 1, adamw (torch 2.15.0, torch-mlir); argument names in names.json
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d2)>
#map11 = affine_map<(d0, d1) -> (d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map13 = affine_map<(d0, d1) -> (0, d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map17 = affine_map<(d0) -> ()>
#map18 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
module {
  func.func @train_step(%arg0: tensor<13x6xf32> {zero.role = "param"}, %arg1: tensor<5x6xf32> {zero.role = "param"}, %arg2: tensor<6xf32> {zero.role = "param"}, %arg3: tensor<6xf32> {zero.role = "param"}, %arg4: tensor<18x6xf32> {zero.role = "param"}, %arg5: tensor<18xf32> {zero.role = "param"}, %arg6: tensor<6x6xf32> {zero.role = "param"}, %arg7: tensor<6xf32> {zero.role = "param"}, %arg8: tensor<6xf32> {zero.role = "param"}, %arg9: tensor<6xf32> {zero.role = "param"}, %arg10: tensor<24x6xf32> {zero.role = "param"}, %arg11: tensor<24xf32> {zero.role = "param"}, %arg12: tensor<6x24xf32> {zero.role = "param"}, %arg13: tensor<6xf32> {zero.role = "param"}, %arg14: tensor<6xf32> {zero.role = "param"}, %arg15: tensor<6xf32> {zero.role = "param"}, %arg16: tensor<13x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg17: tensor<13x6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg18: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg19: tensor<5x6xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg20: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg21: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg22: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg23: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg24: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg25: tensor<18x6xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg26: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg27: tensor<18xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg28: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg29: tensor<6x6xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg30: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg31: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg32: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg33: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg34: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg35: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg36: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg37: tensor<24x6xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg38: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg39: tensor<24xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg40: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg41: tensor<6x24xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg42: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg43: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg44: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg45: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg46: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg47: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg48: tensor<1x5xi64> {zero.range = array<i64: 0, 13>, zero.role = "batch"}, %arg49: tensor<1x5xi64> {zero.range = array<i64: 0, 13>, zero.range_ignore = -100 : i64, zero.role = "batch"}, %arg50: tensor<1xi64> {zero.fill = "global_row", zero.role = "batch"}, %arg51: tensor<f32> {zero.role = "hyper"}, %arg52: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<13x6xf32> {zero.updates = 0 : i64}, tensor<5x6xf32> {zero.updates = 1 : i64}, tensor<6xf32> {zero.updates = 2 : i64}, tensor<6xf32> {zero.updates = 3 : i64}, tensor<18x6xf32> {zero.updates = 4 : i64}, tensor<18xf32> {zero.updates = 5 : i64}, tensor<6x6xf32> {zero.updates = 6 : i64}, tensor<6xf32> {zero.updates = 7 : i64}, tensor<6xf32> {zero.updates = 8 : i64}, tensor<6xf32> {zero.updates = 9 : i64}, tensor<24x6xf32> {zero.updates = 10 : i64}, tensor<24xf32> {zero.updates = 11 : i64}, tensor<6x24xf32> {zero.updates = 12 : i64}, tensor<6xf32> {zero.updates = 13 : i64}, tensor<6xf32> {zero.updates = 14 : i64}, tensor<6xf32> {zero.updates = 15 : i64}, tensor<13x6xf32> {zero.updates = 16 : i64}, tensor<13x6xf32> {zero.updates = 17 : i64}, tensor<5x6xf32> {zero.updates = 18 : i64}, tensor<5x6xf32> {zero.updates = 19 : i64}, tensor<6xf32> {zero.updates = 20 : i64}, tensor<6xf32> {zero.updates = 21 : i64}, tensor<6xf32> {zero.updates = 22 : i64}, tensor<6xf32> {zero.updates = 23 : i64}, tensor<18x6xf32> {zero.updates = 24 : i64}, tensor<18x6xf32> {zero.updates = 25 : i64}, tensor<18xf32> {zero.updates = 26 : i64}, tensor<18xf32> {zero.updates = 27 : i64}, tensor<6x6xf32> {zero.updates = 28 : i64}, tensor<6x6xf32> {zero.updates = 29 : i64}, tensor<6xf32> {zero.updates = 30 : i64}, tensor<6xf32> {zero.updates = 31 : i64}, tensor<6xf32> {zero.updates = 32 : i64}, tensor<6xf32> {zero.updates = 33 : i64}, tensor<6xf32> {zero.updates = 34 : i64}, tensor<6xf32> {zero.updates = 35 : i64}, tensor<24x6xf32> {zero.updates = 36 : i64}, tensor<24x6xf32> {zero.updates = 37 : i64}, tensor<24xf32> {zero.updates = 38 : i64}, tensor<24xf32> {zero.updates = 39 : i64}, tensor<6x24xf32> {zero.updates = 40 : i64}, tensor<6x24xf32> {zero.updates = 41 : i64}, tensor<6xf32> {zero.updates = 42 : i64}, tensor<6xf32> {zero.updates = 43 : i64}, tensor<6xf32> {zero.updates = 44 : i64}, tensor<6xf32> {zero.updates = 45 : i64}, tensor<6xf32> {zero.updates = 46 : i64}, tensor<6xf32> {zero.updates = 47 : i64}) {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x2x5x5xf32>
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
    %0 = tensor.empty() : tensor<1x5x6xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48 : tensor<1x5xi64>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %900 = arith.index_cast %in : i64 to index
      %901 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%900, %901] : tensor<13x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x5x6xf32>
    %2 = tensor.empty() : tensor<5xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<5xi64>) {
    ^bb0(%out: i64):
      %900 = linalg.index 0 : index
      %901 = arith.index_cast %900 : index to i64
      linalg.yield %901 : i64
    } -> tensor<5xi64>
    %4 = tensor.empty() : tensor<5x6xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<5xi64>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %900 = arith.index_cast %in : i64 to index
      %901 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%900, %901] : tensor<5x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x6xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x5x6xf32>, tensor<5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %7 = tensor.empty() : tensor<30xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<30xi64>) {
    ^bb0(%out: i64):
      %900 = linalg.index 0 : index
      %901 = arith.index_cast %900 : index to i64
      linalg.yield %901 : i64
    } -> tensor<30xi64>
    %expanded = tensor.expand_shape %8 [[0, 1]] output_shape [1, 30] : tensor<30xi64> into tensor<1x30xi64>
    %expanded_50 = tensor.expand_shape %arg50 [[0, 1]] output_shape [1, 1] : tensor<1xi64> into tensor<1x1xi64>
    %9 = tensor.empty() : tensor<i64>
    %10 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg52 : tensor<f32>) outs(%9 : tensor<i64>) {
    ^bb0(%in: f32, %out: i64):
      %900 = arith.fptosi %in : f32 to i64
      linalg.yield %900 : i64
    } -> tensor<i64>
    %expanded_51 = tensor.expand_shape %10 [] output_shape [1, 1] : tensor<i64> into tensor<1x1xi64>
    %11 = tensor.empty() : tensor<1x30xi64>
    %12 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %13 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %14 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %15 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %16 = tensor.empty() : tensor<1x1xi64>
    %17 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_51, %cst_45 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x1xi64>
    %18 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_47 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x1xi64>
    %19 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%18, %cst_46 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x1xi64>
    %20 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_46 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x1xi64>
    %21 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%19, %expanded_50 : tensor<1x1xi64>, tensor<1x1xi64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x1xi64>
    %22 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%21, %cst_49 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x1xi64>
    %23 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_49 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %24 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%23, %cst_49 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %25 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%22, %cst_48 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x1xi64>
    %26 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_47 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x1xi64>
    %27 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_46 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x1xi64>
    %28 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_46 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x1xi64>
    %29 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %30 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%29, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %31 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %32 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%29, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %33 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %20 : tensor<1x30xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %34 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%33, %cst_44 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %35 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%27, %15 : tensor<1x1xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %36 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_43 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %37 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %38 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%37, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %39 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %40 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%37, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %41 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%36, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %42 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%41, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %43 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%42, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %44 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%41, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %45 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%43, %32 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %46 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%45, %cst_42 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %47 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%39, %28 : tensor<1x30xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %48 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%47, %cst_41 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %49 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%46, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %50 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%49, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %51 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%50, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %52 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%49, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %53 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%48, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %54 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%53, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %55 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%54, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %56 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%53, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %57 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%55, %44 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %58 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%57, %cst_40 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %59 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%51, %40 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %60 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%59, %cst_39 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %61 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%58, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %62 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%61, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %63 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%62, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %64 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%61, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %65 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%60, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %66 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%65, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %67 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%66, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %68 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%65, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %69 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%67, %56 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %70 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%69, %cst_38 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %71 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%63, %52 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %72 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%71, %cst_37 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %73 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%70, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %74 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%73, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %75 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%74, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %76 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%73, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %77 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%72, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %78 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%77, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %79 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%78, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %80 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%77, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %81 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%79, %68 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %82 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%81, %cst_36 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %83 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%75, %64 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %84 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%83, %cst_35 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %85 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%82, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %86 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%85, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %87 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%86, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %88 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%85, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %89 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%84, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %90 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%89, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %91 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%90, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %92 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%89, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %93 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%91, %80 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %94 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%93, %cst_34 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %95 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%87, %76 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %96 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%95, %cst_33 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %97 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%94, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %98 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%97, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %99 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%98, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %100 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%97, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %101 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%96, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %102 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%101, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %103 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%102, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %104 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%103, %92 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %105 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%104, %cst_32 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %106 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%99, %88 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %107 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%106, %cst_31 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %108 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%105, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %109 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%108, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %110 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%109, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %111 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%107, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %112 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%111, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %113 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%110, %100 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %114 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%113, %cst_30 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %115 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%114, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %116 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%115, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %117 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%116, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %118 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%117, %112 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %119 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%118, %cst_29 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %120 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%119, %cst_28 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %121 = tensor.empty() : tensor<1x30xi1>
    %122 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%120, %cst_27 : tensor<1x30xi64>, tensor<i64>) outs(%121 : tensor<1x30xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %900 = arith.cmpi slt, %in, %in_134 : i64
      linalg.yield %900 : i1
    } -> tensor<1x30xi1>
    %expanded_52 = tensor.expand_shape %122 [[0], [1, 2]] output_shape [1, 5, 6] : tensor<1x30xi1> into tensor<1x5x6xi1>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<1x5x6xi1>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: i1, %out: f32):
      %900 = arith.uitofp %in : i1 to f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_19 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %124 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %126 = tensor.empty() : tensor<1x5x1xf32>
    %127 = linalg.fill ins(%cst : f32) outs(%126 : tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<1x5x6xf32>) outs(%127 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_20 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %129 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %130 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<1x5x6xf32>) outs(%127 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_20 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_18 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<1x5x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.rsqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %135 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %arg2 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %arg3 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %139 = tensor.empty() : tensor<6x18xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<18x6xf32>) outs(%139 : tensor<6x18xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %138 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %140 = tensor.empty() : tensor<5x18xf32>
    %141 = linalg.fill ins(%cst : f32) outs(%140 : tensor<5x18xf32>) -> tensor<5x18xf32>
    %142 = linalg.matmul ins(%collapsed, %transposed : tensor<5x6xf32>, tensor<6x18xf32>) outs(%141 : tensor<5x18xf32>) -> tensor<5x18xf32>
    %143 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<18xf32>) outs(%140 : tensor<5x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x18xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%142, %143 : tensor<5x18xf32>, tensor<5x18xf32>) outs(%140 : tensor<5x18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x18xf32>
    %expanded_53 = tensor.expand_shape %144 [[0, 1], [2]] output_shape [1, 5, 18] : tensor<5x18xf32> into tensor<1x5x18xf32>
    %extracted_slice = tensor.extract_slice %expanded_53[0, 0, 0] [1, 5, 6] [1, 1, 1] : tensor<1x5x18xf32> to tensor<1x5x6xf32>
    %extracted_slice_54 = tensor.extract_slice %expanded_53[0, 0, 6] [1, 5, 6] [1, 1, 1] : tensor<1x5x18xf32> to tensor<1x5x6xf32>
    %extracted_slice_55 = tensor.extract_slice %expanded_53[0, 0, 12] [1, 5, 6] [1, 1, 1] : tensor<1x5x18xf32> to tensor<1x5x6xf32>
    %expanded_56 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<1x5x6xf32> into tensor<1x5x2x3xf32>
    %145 = tensor.empty() : tensor<1x2x5x3xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<1x5x2x3xf32>) outs(%145 : tensor<1x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %expanded_58 = tensor.expand_shape %extracted_slice_54 [[0], [1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<1x5x6xf32> into tensor<1x5x2x3xf32>
    %expanded_59 = tensor.expand_shape %extracted_slice_55 [[0], [1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<1x5x6xf32> into tensor<1x5x2x3xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<1x5x2x3xf32>) outs(%145 : tensor<1x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %146 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_57 : tensor<1x2x5x3xf32>) outs(%145 : tensor<1x2x5x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_17 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<1x2x5x3xf32>
    %expanded_61 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 5] : tensor<5xi64> into tensor<1x5xi64>
    %expanded_62 = tensor.expand_shape %3 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %147 = tensor.empty() : tensor<5x5xi64>
    %148 = linalg.generic {indexing_maps = [#map13, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_61, %expanded_62 : tensor<1x5xi64>, tensor<5x1xi64>) outs(%147 : tensor<5x5xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.subi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<5x5xi64>
    %149 = tensor.empty() : tensor<5x5xi1>
    %150 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%148 : tensor<5x5xi64>) outs(%149 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %900 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %900 : i1
    } -> tensor<5x5xi1>
    %151 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%150, %cst_5 : tensor<5x5xi1>, tensor<5x5xi1>) outs(%149 : tensor<5x5xi1>) {
    ^bb0(%in: i1, %in_134: i1, %out: i1):
      %900 = arith.andi %in, %in_134 : i1
      linalg.yield %900 : i1
    } -> tensor<5x5xi1>
    %152 = tensor.empty() : tensor<5x5xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map7, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%151, %cst_3, %cst_4 : tensor<5x5xi1>, tensor<f32>, tensor<f32>) outs(%152 : tensor<5x5xf32>) {
    ^bb0(%in: i1, %in_134: f32, %in_135: f32, %out: f32):
      %900 = arith.select %in, %in_134, %in_135 : f32
      linalg.yield %900 : f32
    } -> tensor<5x5xf32>
    %154 = tensor.empty() : tensor<1x2x3x5xf32>
    %transposed_63 = linalg.transpose ins(%expanded_58 : tensor<1x5x2x3xf32>) outs(%154 : tensor<1x2x3x5xf32>) permutation = [0, 2, 3, 1] 
    %155 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63 : tensor<1x2x3x5xf32>) outs(%154 : tensor<1x2x3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_17 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<1x2x3x5xf32>
    %collapsed_64 = tensor.collapse_shape %146 [[0, 1], [2], [3]] : tensor<1x2x5x3xf32> into tensor<2x5x3xf32>
    %collapsed_65 = tensor.collapse_shape %155 [[0, 1], [2], [3]] : tensor<1x2x3x5xf32> into tensor<2x3x5xf32>
    %156 = tensor.empty() : tensor<2x5x5xf32>
    %157 = linalg.fill ins(%cst : f32) outs(%156 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %158 = linalg.batch_matmul ins(%collapsed_64, %collapsed_65 : tensor<2x5x3xf32>, tensor<2x3x5xf32>) outs(%157 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %expanded_66 = tensor.expand_shape %158 [[0, 1], [2], [3]] output_shape [1, 2, 5, 5] : tensor<2x5x5xf32> into tensor<1x2x5x5xf32>
    %159 = tensor.empty() : tensor<1x2x5x5xf32>
    %160 = linalg.generic {indexing_maps = [#map12, #map14, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66, %153 : tensor<1x2x5x5xf32>, tensor<5x5xf32>) outs(%159 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x5xf32>
    %161 = tensor.empty() : tensor<1x2x5xi64>
    %162 = linalg.fill ins(%c0_i64 : i64) outs(%161 : tensor<1x2x5xi64>) -> tensor<1x2x5xi64>
    %163 = tensor.empty() : tensor<1x2x5xf32>
    %164 = linalg.fill ins(%cst_0 : f32) outs(%163 : tensor<1x2x5xf32>) -> tensor<1x2x5xf32>
    %165:2 = linalg.generic {indexing_maps = [#map12, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%160 : tensor<1x2x5x5xf32>) outs(%164, %162 : tensor<1x2x5xf32>, tensor<1x2x5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_134: i64):
      %900 = linalg.index 3 : index
      %901 = arith.index_cast %900 : index to i64
      %902 = arith.maximumf %in, %out : f32
      %903 = arith.cmpf ogt, %in, %out : f32
      %904 = arith.select %903, %901, %out_134 : i64
      linalg.yield %902, %904 : f32, i64
    } -> (tensor<1x2x5xf32>, tensor<1x2x5xi64>)
    %expanded_67 = tensor.expand_shape %165#0 [[0], [1], [2, 3]] output_shape [1, 2, 5, 1] : tensor<1x2x5xf32> into tensor<1x2x5x1xf32>
    %166 = linalg.generic {indexing_maps = [#map12, #map16, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_67 : tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) outs(%159 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x5xf32>
    %167 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<1x2x5x5xf32>) outs(%159 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.exp %in : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x5xf32>
    %168 = tensor.empty() : tensor<1x2x5x1xf32>
    %169 = linalg.fill ins(%cst : f32) outs(%168 : tensor<1x2x5x1xf32>) -> tensor<1x2x5x1xf32>
    %170 = linalg.generic {indexing_maps = [#map12, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%167 : tensor<1x2x5x5xf32>) outs(%169 : tensor<1x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x1xf32>
    %171 = linalg.generic {indexing_maps = [#map12, #map16, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %170 : tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) outs(%159 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x5xf32>
    %172 = tensor.empty() : tensor<1x2x5x5xi1>
    %173 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<1x2x5x5xf32>) outs(%172 : tensor<1x2x5x5xi1>) {
    ^bb0(%in: f32, %out: i1):
      %900 = arith.extf %in : f32 to f64
      %901 = arith.cmpf oeq, %900, %cst_16 : f64
      linalg.yield %901 : i1
    } -> tensor<1x2x5x5xi1>
    %174 = tensor.empty() : tensor<1x2x5x1xi1>
    %175 = linalg.fill ins(%true : i1) outs(%174 : tensor<1x2x5x1xi1>) -> tensor<1x2x5x1xi1>
    %176 = linalg.generic {indexing_maps = [#map12, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%173 : tensor<1x2x5x5xi1>) outs(%175 : tensor<1x2x5x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %900 = arith.andi %in, %out : i1
      linalg.yield %900 : i1
    } -> tensor<1x2x5x1xi1>
    %177 = linalg.generic {indexing_maps = [#map16, #map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %cst_2, %171 : tensor<1x2x5x1xi1>, tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%159 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: i1, %in_134: f32, %in_135: f32, %out: f32):
      %900 = arith.select %in, %in_134, %in_135 : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x5xf32>
    %178 = tensor.empty() : tensor<50xi64>
    %179 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%178 : tensor<50xi64>) {
    ^bb0(%out: i64):
      %900 = linalg.index 0 : index
      %901 = arith.index_cast %900 : index to i64
      linalg.yield %901 : i64
    } -> tensor<50xi64>
    %expanded_68 = tensor.expand_shape %179 [[0, 1]] output_shape [1, 50] : tensor<50xi64> into tensor<1x50xi64>
    %180 = tensor.empty() : tensor<1x50xi64>
    %181 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_68, %cst_48 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %182 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%181, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %183 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%182, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %184 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%181, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %185 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%183, %cst_26 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %186 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%185, %cst_49 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %187 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%186, %cst_45 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %188 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%187, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %189 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%188, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %190 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%187, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %191 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%189, %20 : tensor<1x50xi64>, tensor<1x1xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %192 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%191, %cst_44 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %193 = linalg.generic {indexing_maps = [#map8, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%27, %184 : tensor<1x1xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %194 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%193, %cst_43 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %195 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%192, %cst_48 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %196 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%195, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %197 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%196, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %198 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%195, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %199 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%194, %cst_45 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %200 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%199, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %201 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%200, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %202 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%199, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %203 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%201, %190 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %204 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%203, %cst_42 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %205 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%197, %28 : tensor<1x50xi64>, tensor<1x1xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %206 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%205, %cst_41 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %207 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%204, %cst_48 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %208 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%207, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %209 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%208, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %210 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%207, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %211 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%206, %cst_45 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %212 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%211, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %213 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%212, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %214 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%211, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %215 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%213, %202 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %216 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%215, %cst_40 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %217 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%209, %198 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %218 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%217, %cst_39 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %219 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%216, %cst_48 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %220 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%219, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %221 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%220, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %222 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%219, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %223 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%218, %cst_45 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %224 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%223, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %225 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%224, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %226 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%223, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %227 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%225, %214 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %228 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%227, %cst_38 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %229 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%221, %210 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %230 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%229, %cst_37 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %231 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%228, %cst_48 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %232 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%231, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %233 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%232, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %234 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%231, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %235 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%230, %cst_45 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %236 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%235, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %237 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%236, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %238 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%235, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %239 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%237, %226 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %240 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%239, %cst_36 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %241 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%233, %222 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %242 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%241, %cst_35 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %243 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%240, %cst_48 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %244 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%243, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %245 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%244, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %246 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%243, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %247 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%242, %cst_45 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %248 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%247, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %249 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%248, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %250 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%247, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %251 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%249, %238 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %252 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%251, %cst_34 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %253 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%245, %234 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %254 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%253, %cst_33 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %255 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%252, %cst_48 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %256 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%255, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %257 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%256, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %258 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%255, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %259 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%254, %cst_45 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %260 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%259, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %261 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%260, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %262 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%261, %250 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %263 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%262, %cst_32 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %264 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%257, %246 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %265 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%264, %cst_31 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %266 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %cst_48 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %267 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%266, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %268 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%267, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %269 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%265, %cst_45 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %270 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%269, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %271 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%268, %258 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %272 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%271, %cst_30 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %273 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%272, %cst_45 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %274 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%273, %cst_47 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %275 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%274, %cst_46 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %276 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %270 : tensor<1x50xi64>, tensor<1x50xi64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %277 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%276, %cst_29 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %278 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%277, %cst_28 : tensor<1x50xi64>, tensor<i64>) outs(%180 : tensor<1x50xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x50xi64>
    %279 = tensor.empty() : tensor<1x50xi1>
    %280 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%278, %cst_27 : tensor<1x50xi64>, tensor<i64>) outs(%279 : tensor<1x50xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %900 = arith.cmpi slt, %in, %in_134 : i64
      linalg.yield %900 : i1
    } -> tensor<1x50xi1>
    %expanded_69 = tensor.expand_shape %280 [[0], [1, 2, 3]] output_shape [1, 2, 5, 5] : tensor<1x50xi1> into tensor<1x2x5x5xi1>
    %281 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<1x2x5x5xi1>) outs(%159 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %900 = arith.uitofp %in : i1 to f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x5xf32>
    %282 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281 : tensor<1x2x5x5xf32>) outs(%159 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_19 : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x5xf32>
    %283 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %282 : tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%159 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x5xf32>
    %collapsed_70 = tensor.collapse_shape %283 [[0, 1], [2], [3]] : tensor<1x2x5x5xf32> into tensor<2x5x5xf32>
    %collapsed_71 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<1x2x5x3xf32> into tensor<2x5x3xf32>
    %284 = tensor.empty() : tensor<2x5x3xf32>
    %285 = linalg.fill ins(%cst : f32) outs(%284 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %286 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<2x5x5xf32>, tensor<2x5x3xf32>) outs(%285 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %expanded_72 = tensor.expand_shape %286 [[0, 1], [2], [3]] output_shape [1, 2, 5, 3] : tensor<2x5x3xf32> into tensor<1x2x5x3xf32>
    %287 = tensor.empty() : tensor<1x5x2x3xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<1x2x5x3xf32>) outs(%287 : tensor<1x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %288 = tensor.empty() : tensor<6x6xf32>
    %transposed_74 = linalg.transpose ins(%arg6 : tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<5x6xf32>
    %289 = linalg.fill ins(%cst : f32) outs(%4 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %290 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<5x6xf32>, tensor<6x6xf32>) outs(%289 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %291 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x6xf32>
    %292 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%290, %291 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x6xf32>
    %expanded_76 = tensor.expand_shape %292 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %293 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_25 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %294 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%293, %cst_49 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %295 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%294, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %296 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%295, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %297 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%296, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %298 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%295, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %299 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%297, %20 : tensor<1x30xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %300 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%299, %cst_44 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %301 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%300, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %302 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%301, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %303 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%302, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %304 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%301, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %305 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%43, %298 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %306 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%305, %cst_42 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %307 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%303, %28 : tensor<1x30xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %308 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%307, %cst_41 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %309 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%306, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %310 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%309, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %311 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%310, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %312 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%309, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %313 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%308, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %314 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%313, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %315 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%314, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %316 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%313, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %317 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%315, %44 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %318 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%317, %cst_40 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %319 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%311, %304 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %320 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%319, %cst_39 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %321 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%318, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %322 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%321, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %323 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%322, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %324 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%321, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %325 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%320, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %326 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%325, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %327 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%326, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %328 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%325, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %329 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%327, %316 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %330 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%329, %cst_38 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %331 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%323, %312 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %332 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%331, %cst_37 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %333 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%330, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %334 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%333, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %335 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%334, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %336 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%333, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %337 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%332, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %338 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%337, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %339 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%338, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %340 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%337, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %341 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%339, %328 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %342 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%341, %cst_36 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %343 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%335, %324 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %344 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%343, %cst_35 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %345 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%342, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %346 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%345, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %347 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%346, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %348 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%345, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %349 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%344, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %350 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%349, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %351 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%350, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %352 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%349, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %353 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%351, %340 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %354 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%353, %cst_34 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %355 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%347, %336 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %356 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%355, %cst_33 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %357 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%354, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %358 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%357, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %359 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%358, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %360 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%357, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %361 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%356, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %362 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%361, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %363 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%362, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %364 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%363, %352 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %365 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%364, %cst_32 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %366 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%359, %348 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %367 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%366, %cst_31 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %368 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%365, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %369 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%368, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %370 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%369, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %371 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%367, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %372 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%371, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %373 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%370, %360 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %374 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%373, %cst_30 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %375 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%374, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %376 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%375, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %377 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%376, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %378 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%377, %372 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %379 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%378, %cst_29 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %380 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%379, %cst_28 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %381 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%380, %cst_27 : tensor<1x30xi64>, tensor<i64>) outs(%121 : tensor<1x30xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %900 = arith.cmpi slt, %in, %in_134 : i64
      linalg.yield %900 : i1
    } -> tensor<1x30xi1>
    %expanded_77 = tensor.expand_shape %381 [[0], [1, 2]] output_shape [1, 5, 6] : tensor<1x30xi1> into tensor<1x5x6xi1>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<1x5x6xi1>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: i1, %out: f32):
      %900 = arith.uitofp %in : i1 to f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_19 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %383 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %384 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%385 : tensor<1x5x6xf32>) outs(%127 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_20 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %387 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %388 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%389 : tensor<1x5x6xf32>) outs(%127 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_20 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_18 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<1x5x1xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.rsqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %393 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394, %arg8 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395, %arg9 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %397 = tensor.empty() : tensor<6x24xf32>
    %transposed_78 = linalg.transpose ins(%arg10 : tensor<24x6xf32>) outs(%397 : tensor<6x24xf32>) permutation = [1, 0] 
    %collapsed_79 = tensor.collapse_shape %396 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %398 = tensor.empty() : tensor<5x24xf32>
    %399 = linalg.fill ins(%cst : f32) outs(%398 : tensor<5x24xf32>) -> tensor<5x24xf32>
    %400 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<5x6xf32>, tensor<6x24xf32>) outs(%399 : tensor<5x24xf32>) -> tensor<5x24xf32>
    %401 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<24xf32>) outs(%398 : tensor<5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x24xf32>
    %402 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%400, %401 : tensor<5x24xf32>, tensor<5x24xf32>) outs(%398 : tensor<5x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x24xf32>
    %expanded_80 = tensor.expand_shape %402 [[0, 1], [2]] output_shape [1, 5, 24] : tensor<5x24xf32> into tensor<1x5x24xf32>
    %403 = tensor.empty() : tensor<1x5x24xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.mulf %in, %cst_21 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x24xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_15 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<1x5x24xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.erf %in : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x24xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406 : tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %cst_22 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x24xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %407 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x24xf32>
    %409 = tensor.empty() : tensor<24x6xf32>
    %transposed_81 = linalg.transpose ins(%arg12 : tensor<6x24xf32>) outs(%409 : tensor<24x6xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %408 [[0, 1], [2]] : tensor<1x5x24xf32> into tensor<5x24xf32>
    %410 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<5x24xf32>, tensor<24x6xf32>) outs(%289 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %411 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x6xf32>
    %412 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%410, %411 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x6xf32>
    %expanded_83 = tensor.expand_shape %412 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %413 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_24 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %414 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%413, %cst_49 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %415 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%414, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %416 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%415, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %417 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%416, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %418 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%415, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %419 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%417, %20 : tensor<1x30xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %420 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%419, %cst_44 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %421 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%420, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %422 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%421, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %423 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%422, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %424 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%421, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %425 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%43, %418 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %426 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%425, %cst_42 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %427 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%423, %28 : tensor<1x30xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %428 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%427, %cst_41 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %429 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%426, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %430 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%429, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %431 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%430, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %432 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%429, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %433 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%428, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %434 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%433, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %435 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%434, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %436 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%433, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %437 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%435, %44 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %438 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%437, %cst_40 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %439 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%431, %424 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %440 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%439, %cst_39 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %441 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%438, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %442 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%441, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %443 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%442, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %444 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%441, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %445 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%440, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %446 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%445, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %447 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%446, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %448 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%445, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %449 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%447, %436 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %450 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%449, %cst_38 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %451 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%443, %432 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %452 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%451, %cst_37 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %453 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%450, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %454 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%453, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %455 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%454, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %456 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%453, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %457 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%452, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %458 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%457, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %459 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%458, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %460 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%457, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %461 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%459, %448 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %462 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%461, %cst_36 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %463 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%455, %444 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %464 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%463, %cst_35 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %465 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%462, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %466 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%465, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %467 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%466, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %468 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%465, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %469 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%464, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %470 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%469, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %471 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%470, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %472 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%469, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %473 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%471, %460 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %474 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%473, %cst_34 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %475 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%467, %456 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %476 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%475, %cst_33 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %477 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%474, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %478 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%477, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %479 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%478, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %480 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%477, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %481 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%476, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %482 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%481, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %483 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%482, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %484 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%483, %472 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %485 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%484, %cst_32 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %486 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%479, %468 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %487 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%486, %cst_31 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %488 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%485, %cst_48 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %489 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%488, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %490 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%489, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %491 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%487, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %492 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%491, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %493 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%490, %480 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %494 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%493, %cst_30 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %495 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%494, %cst_45 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.muli %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %496 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%495, %cst_47 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %497 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%496, %cst_46 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.andi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %498 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%497, %492 : tensor<1x30xi64>, tensor<1x30xi64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %499 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%498, %cst_29 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.xori %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %500 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%499, %cst_28 : tensor<1x30xi64>, tensor<i64>) outs(%11 : tensor<1x30xi64>) {
    ^bb0(%in: i64, %in_134: i64, %out: i64):
      %900 = arith.shrsi %in, %in_134 : i64
      linalg.yield %900 : i64
    } -> tensor<1x30xi64>
    %501 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%500, %cst_27 : tensor<1x30xi64>, tensor<i64>) outs(%121 : tensor<1x30xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %900 = arith.cmpi slt, %in, %in_134 : i64
      linalg.yield %900 : i1
    } -> tensor<1x30xi1>
    %expanded_84 = tensor.expand_shape %501 [[0], [1, 2]] output_shape [1, 5, 6] : tensor<1x30xi1> into tensor<1x5x6xi1>
    %502 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84 : tensor<1x5x6xi1>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: i1, %out: f32):
      %900 = arith.uitofp %in : i1 to f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %503 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_19 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %503 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %504 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%505 : tensor<1x5x6xf32>) outs(%127 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_20 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505, %507 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508, %508 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%509 : tensor<1x5x6xf32>) outs(%127 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_20 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_18 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<1x5x1xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.rsqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508, %513 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %arg14 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515, %arg15 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %517 = tensor.empty() : tensor<6x13xf32>
    %transposed_85 = linalg.transpose ins(%arg0 : tensor<13x6xf32>) outs(%517 : tensor<6x13xf32>) permutation = [1, 0] 
    %collapsed_86 = tensor.collapse_shape %516 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %518 = tensor.empty() : tensor<5x13xf32>
    %519 = linalg.fill ins(%cst : f32) outs(%518 : tensor<5x13xf32>) -> tensor<5x13xf32>
    %520 = linalg.matmul ins(%collapsed_86, %transposed_85 : tensor<5x6xf32>, tensor<6x13xf32>) outs(%519 : tensor<5x13xf32>) -> tensor<5x13xf32>
    %collapsed_87 = tensor.collapse_shape %arg49 [[0, 1]] : tensor<1x5xi64> into tensor<5xi64>
    %521 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<5xi64>) -> tensor<5xi64>
    %522 = tensor.empty() : tensor<5xf32>
    %523 = linalg.fill ins(%cst_0 : f32) outs(%522 : tensor<5xf32>) -> tensor<5xf32>
    %524:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%520 : tensor<5x13xf32>) outs(%523, %521 : tensor<5xf32>, tensor<5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_134: i64):
      %900 = linalg.index 1 : index
      %901 = arith.index_cast %900 : index to i64
      %902 = arith.maximumf %in, %out : f32
      %903 = arith.cmpf ogt, %in, %out : f32
      %904 = arith.select %903, %901, %out_134 : i64
      linalg.yield %902, %904 : f32, i64
    } -> (tensor<5xf32>, tensor<5xi64>)
    %expanded_88 = tensor.expand_shape %524#0 [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
    %525 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%520, %expanded_88 : tensor<5x13xf32>, tensor<5x1xf32>) outs(%518 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x13xf32>
    %526 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%525 : tensor<5x13xf32>) outs(%518 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.exp %in : f32
      linalg.yield %900 : f32
    } -> tensor<5x13xf32>
    %527 = tensor.empty() : tensor<5x1xf32>
    %528 = linalg.fill ins(%cst : f32) outs(%527 : tensor<5x1xf32>) -> tensor<5x1xf32>
    %529 = linalg.generic {indexing_maps = [#map4, #map8], iterator_types = ["parallel", "reduction"]} ins(%526 : tensor<5x13xf32>) outs(%528 : tensor<5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<5x1xf32>
    %530 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%529 : tensor<5x1xf32>) outs(%527 : tensor<5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.log %in : f32
      linalg.yield %900 : f32
    } -> tensor<5x1xf32>
    %531 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%525, %530 : tensor<5x13xf32>, tensor<5x1xf32>) outs(%518 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x13xf32>
    %532 = tensor.empty() : tensor<5xi1>
    %533 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_87 : tensor<5xi64>) outs(%532 : tensor<5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %900 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %900 : i1
    } -> tensor<5xi1>
    %534 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%533, %collapsed_87, %cst_49 : tensor<5xi1>, tensor<5xi64>, tensor<i64>) outs(%2 : tensor<5xi64>) {
    ^bb0(%in: i1, %in_134: i64, %in_135: i64, %out: i64):
      %900 = arith.select %in, %in_134, %in_135 : i64
      linalg.yield %900 : i64
    } -> tensor<5xi64>
    %expanded_89 = tensor.expand_shape %534 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %535 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_89 : tensor<5x1xi64>) outs(%528 : tensor<5x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %900 = linalg.index 0 : index
      %901 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %531[%900, %901] : tensor<5x13xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x1xf32>
    %collapsed_90 = tensor.collapse_shape %535 [[0, 1]] : tensor<5x1xf32> into tensor<5xf32>
    %536 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_90 : tensor<5xf32>) outs(%522 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.negf %in : f32
      linalg.yield %900 : f32
    } -> tensor<5xf32>
    %537 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%533, %536, %cst_3 : tensor<5xi1>, tensor<5xf32>, tensor<f32>) outs(%522 : tensor<5xf32>) {
    ^bb0(%in: i1, %in_134: f32, %in_135: f32, %out: f32):
      %900 = arith.select %in, %in_134, %in_135 : f32
      linalg.yield %900 : f32
    } -> tensor<5xf32>
    %538 = linalg.fill ins(%c0_i64 : i64) outs(%9 : tensor<i64>) -> tensor<i64>
    %539 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%533 : tensor<5xi1>) outs(%538 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %900 = arith.extui %in : i1 to i64
      %901 = arith.addi %900, %out : i64
      linalg.yield %901 : i64
    } -> tensor<i64>
    %540 = tensor.empty() : tensor<f32>
    %541 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%539 : tensor<i64>) outs(%540 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %900 = arith.sitofp %in : i64 to f32
      linalg.yield %900 : f32
    } -> tensor<f32>
    %542 = linalg.fill ins(%cst : f32) outs(%540 : tensor<f32>) -> tensor<f32>
    %543 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%537 : tensor<5xf32>) outs(%542 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<f32>
    %544 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%543, %541 : tensor<f32>, tensor<f32>) outs(%540 : tensor<f32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<f32>
    %expanded_91 = tensor.expand_shape %collapsed_87 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %545 = tensor.empty() : tensor<13xi64>
    %546 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%545 : tensor<13xi64>) {
    ^bb0(%out: i64):
      %900 = linalg.index 0 : index
      %901 = arith.index_cast %900 : index to i64
      linalg.yield %901 : i64
    } -> tensor<13xi64>
    %547 = tensor.empty() : tensor<5x13xi1>
    %548 = linalg.generic {indexing_maps = [#map8, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_91, %546 : tensor<5x1xi64>, tensor<13xi64>) outs(%547 : tensor<5x13xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %900 = arith.cmpi eq, %in, %in_134 : i64
      linalg.yield %900 : i1
    } -> tensor<5x13xi1>
    %549 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%548 : tensor<5x13xi1>) outs(%518 : tensor<5x13xf32>) {
    ^bb0(%in: i1, %out: f32):
      %900 = arith.uitofp %in : i1 to f32
      linalg.yield %900 : f32
    } -> tensor<5x13xf32>
    %550 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%533 : tensor<5xi1>) outs(%522 : tensor<5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %900 = arith.uitofp %in : i1 to f32
      linalg.yield %900 : f32
    } -> tensor<5xf32>
    %expanded_92 = tensor.expand_shape %550 [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
    %551 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%549 : tensor<5x13xf32>) outs(%518 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.negf %in : f32
      linalg.yield %900 : f32
    } -> tensor<5x13xf32>
    %552 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%551, %expanded_92 : tensor<5x13xf32>, tensor<5x1xf32>) outs(%518 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x13xf32>
    %553 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_1, %541 : tensor<f32>, tensor<f32>) outs(%540 : tensor<f32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<f32>
    %554 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%552, %553 : tensor<5x13xf32>, tensor<f32>) outs(%518 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x13xf32>
    %555 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%531 : tensor<5x13xf32>) outs(%518 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.exp %in : f32
      linalg.yield %900 : f32
    } -> tensor<5x13xf32>
    %556 = linalg.generic {indexing_maps = [#map4, #map8], iterator_types = ["parallel", "reduction"]} ins(%554 : tensor<5x13xf32>) outs(%528 : tensor<5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<5x1xf32>
    %557 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%555, %556 : tensor<5x13xf32>, tensor<5x1xf32>) outs(%518 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x13xf32>
    %558 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%554, %557 : tensor<5x13xf32>, tensor<5x13xf32>) outs(%518 : tensor<5x13xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x13xf32>
    %559 = tensor.empty() : tensor<13x5xf32>
    %transposed_93 = linalg.transpose ins(%558 : tensor<5x13xf32>) outs(%559 : tensor<13x5xf32>) permutation = [1, 0] 
    %560 = tensor.empty() : tensor<13x6xf32>
    %561 = linalg.fill ins(%cst : f32) outs(%560 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %562 = linalg.matmul ins(%transposed_93, %collapsed_86 : tensor<13x5xf32>, tensor<5x6xf32>) outs(%561 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %563 = linalg.matmul ins(%558, %arg0 : tensor<5x13xf32>, tensor<13x6xf32>) outs(%289 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %expanded_94 = tensor.expand_shape %563 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %arg14 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %565 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.mulf %in, %cst_20 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%564 : tensor<1x5x6xf32>) outs(%127 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564, %514 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%567 : tensor<1x5x6xf32>) outs(%127 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %568 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%565, %566 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570, %569 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_20 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %573 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572, %571 : tensor<1x5x1xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %514 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %575 = tensor.empty() : tensor<6xf32>
    %576 = linalg.fill ins(%cst : f32) outs(%575 : tensor<6xf32>) -> tensor<6xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%574 : tensor<1x5x6xf32>) outs(%576 : tensor<6xf32>) attrs =  {zero.grad_of = 14 : i64} {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_94 : tensor<1x5x6xf32>) outs(%576 : tensor<6xf32>) attrs =  {zero.grad_of = 15 : i64} {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %503 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %collapsed_95 = tensor.collapse_shape %579 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %580 = linalg.matmul ins(%collapsed_95, %arg12 : tensor<5x6xf32>, tensor<6x24xf32>) outs(%399 : tensor<5x24xf32>) -> tensor<5x24xf32>
    %581 = tensor.empty() : tensor<6x5xf32>
    %transposed_96 = linalg.transpose ins(%collapsed_95 : tensor<5x6xf32>) outs(%581 : tensor<6x5xf32>) permutation = [1, 0] 
    %582 = linalg.fill ins(%cst : f32) outs(%397 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %583 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_96, %collapsed_82 : tensor<6x5xf32>, tensor<5x24xf32>) outs(%582 : tensor<6x24xf32>) -> tensor<6x24xf32>
    %584 = tensor.empty() : tensor<1x6xf32>
    %585 = linalg.fill ins(%cst : f32) outs(%584 : tensor<1x6xf32>) -> tensor<1x6xf32>
    %586 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "parallel"]} ins(%collapsed_95 : tensor<5x6xf32>) outs(%585 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x6xf32>
    %collapsed_97 = tensor.collapse_shape %586 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_98 = tensor.expand_shape %580 [[0, 1], [2]] output_shape [1, 5, 24] : tensor<5x24xf32> into tensor<1x5x24xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407 : tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.mulf %in, %cst_21 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x24xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %expanded_80 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x24xf32>
    %589 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.mulf %in, %cst_23 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x24xf32>
    %590 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.exp %in : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x24xf32>
    %591 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590 : tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_14 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<1x5x24xf32>
    %592 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %591 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x24xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587, %592 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x24xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %593 : tensor<1x5x24xf32>, tensor<1x5x24xf32>) outs(%403 : tensor<1x5x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x24xf32>
    %collapsed_99 = tensor.collapse_shape %594 [[0, 1], [2]] : tensor<1x5x24xf32> into tensor<5x24xf32>
    %595 = linalg.matmul ins(%collapsed_99, %arg10 : tensor<5x24xf32>, tensor<24x6xf32>) outs(%289 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %596 = tensor.empty() : tensor<24x5xf32>
    %transposed_100 = linalg.transpose ins(%collapsed_99 : tensor<5x24xf32>) outs(%596 : tensor<24x5xf32>) permutation = [1, 0] 
    %597 = linalg.fill ins(%cst : f32) outs(%409 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %598 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_100, %collapsed_79 : tensor<24x5xf32>, tensor<5x6xf32>) outs(%597 : tensor<24x6xf32>) -> tensor<24x6xf32>
    %599 = tensor.empty() : tensor<1x24xf32>
    %600 = linalg.fill ins(%cst : f32) outs(%599 : tensor<1x24xf32>) -> tensor<1x24xf32>
    %601 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "parallel"]} ins(%collapsed_99 : tensor<5x24xf32>) outs(%600 : tensor<1x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x24xf32>
    %collapsed_101 = tensor.collapse_shape %601 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x24xf32> into tensor<24xf32>
    %expanded_102 = tensor.expand_shape %595 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %602 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102, %arg8 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %603 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.mulf %in, %cst_20 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%602 : tensor<1x5x6xf32>) outs(%127 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %394 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%605 : tensor<1x5x6xf32>) outs(%127 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394, %606 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603, %604 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %609 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608, %607 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_20 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %611 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%610, %609 : tensor<1x5x1xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %612 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102, %394 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%612 : tensor<1x5x6xf32>) outs(%576 : tensor<6xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_102 : tensor<1x5x6xf32>) outs(%576 : tensor<6xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %611 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %383 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %collapsed_103 = tensor.collapse_shape %616 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %617 = linalg.matmul ins(%collapsed_103, %arg6 : tensor<5x6xf32>, tensor<6x6xf32>) outs(%289 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %transposed_104 = linalg.transpose ins(%collapsed_103 : tensor<5x6xf32>) outs(%581 : tensor<6x5xf32>) permutation = [1, 0] 
    %618 = linalg.fill ins(%cst : f32) outs(%288 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %619 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_104, %collapsed_75 : tensor<6x5xf32>, tensor<5x6xf32>) outs(%618 : tensor<6x6xf32>) -> tensor<6x6xf32>
    %620 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "parallel"]} ins(%collapsed_103 : tensor<5x6xf32>) outs(%585 : tensor<1x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x6xf32>
    %collapsed_105 = tensor.collapse_shape %620 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x6xf32> into tensor<6xf32>
    %expanded_106 = tensor.expand_shape %617 [[0, 1], [2, 3]] output_shape [1, 5, 2, 3] : tensor<5x6xf32> into tensor<1x5x2x3xf32>
    %transposed_107 = linalg.transpose ins(%expanded_106 : tensor<1x5x2x3xf32>) outs(%145 : tensor<1x2x5x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_108 = tensor.collapse_shape %transposed_107 [[0, 1], [2], [3]] : tensor<1x2x5x3xf32> into tensor<2x5x3xf32>
    %transposed_109 = linalg.transpose ins(%collapsed_70 : tensor<2x5x5xf32>) outs(%156 : tensor<2x5x5xf32>) permutation = [0, 2, 1] 
    %621 = linalg.batch_matmul ins(%transposed_109, %collapsed_108 : tensor<2x5x5xf32>, tensor<2x5x3xf32>) outs(%285 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %622 = tensor.empty() : tensor<2x3x5xf32>
    %transposed_110 = linalg.transpose ins(%collapsed_71 : tensor<2x5x3xf32>) outs(%622 : tensor<2x3x5xf32>) permutation = [0, 2, 1] 
    %623 = linalg.batch_matmul ins(%collapsed_108, %transposed_110 : tensor<2x5x3xf32>, tensor<2x3x5xf32>) outs(%157 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %expanded_111 = tensor.expand_shape %621 [[0, 1], [2], [3]] output_shape [1, 2, 5, 3] : tensor<2x5x3xf32> into tensor<1x2x5x3xf32>
    %expanded_112 = tensor.expand_shape %623 [[0, 1], [2], [3]] output_shape [1, 2, 5, 5] : tensor<2x5x5xf32> into tensor<1x2x5x5xf32>
    %624 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112, %282 : tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%159 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x5xf32>
    %625 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %177 : tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%159 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x5xf32>
    %626 = linalg.generic {indexing_maps = [#map12, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%625 : tensor<1x2x5x5xf32>) outs(%169 : tensor<1x2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x1xf32>
    %627 = linalg.generic {indexing_maps = [#map12, #map16, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %626 : tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) outs(%159 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x5xf32>
    %628 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%625, %627 : tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%159 : tensor<1x2x5x5xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x2x5x5xf32>
    %collapsed_113 = tensor.collapse_shape %628 [[0, 1], [2], [3]] : tensor<1x2x5x5xf32> into tensor<2x5x5xf32>
    %transposed_114 = linalg.transpose ins(%collapsed_64 : tensor<2x5x3xf32>) outs(%622 : tensor<2x3x5xf32>) permutation = [0, 2, 1] 
    %629 = linalg.fill ins(%cst : f32) outs(%622 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %630 = linalg.batch_matmul ins(%transposed_114, %collapsed_113 : tensor<2x3x5xf32>, tensor<2x5x5xf32>) outs(%629 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %transposed_115 = linalg.transpose ins(%collapsed_65 : tensor<2x3x5xf32>) outs(%284 : tensor<2x5x3xf32>) permutation = [0, 2, 1] 
    %631 = linalg.batch_matmul ins(%collapsed_113, %transposed_115 : tensor<2x5x5xf32>, tensor<2x5x3xf32>) outs(%285 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %expanded_116 = tensor.expand_shape %630 [[0, 1], [2], [3]] output_shape [1, 2, 3, 5] : tensor<2x3x5xf32> into tensor<1x2x3x5xf32>
    %expanded_117 = tensor.expand_shape %631 [[0, 1], [2], [3]] output_shape [1, 2, 5, 3] : tensor<2x5x3xf32> into tensor<1x2x5x3xf32>
    %632 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_116 : tensor<1x2x3x5xf32>) outs(%154 : tensor<1x2x3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_17 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<1x2x3x5xf32>
    %633 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<1x2x5x3xf32>) outs(%145 : tensor<1x2x5x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_17 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<1x2x5x3xf32>
    %transposed_118 = linalg.transpose ins(%expanded_111 : tensor<1x2x5x3xf32>) outs(%287 : tensor<1x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_119 = tensor.collapse_shape %transposed_118 [[0], [1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<1x5x6xf32>
    %transposed_120 = linalg.transpose ins(%632 : tensor<1x2x3x5xf32>) outs(%287 : tensor<1x5x2x3xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_121 = tensor.collapse_shape %transposed_120 [[0], [1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<1x5x6xf32>
    %transposed_122 = linalg.transpose ins(%633 : tensor<1x2x5x3xf32>) outs(%287 : tensor<1x5x2x3xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_123 = tensor.collapse_shape %transposed_122 [[0], [1], [2, 3]] : tensor<1x5x2x3xf32> into tensor<1x5x6xf32>
    %concat = tensor.concat dim(2) %collapsed_123, %collapsed_121, %collapsed_119 : (tensor<1x5x6xf32>, tensor<1x5x6xf32>, tensor<1x5x6xf32>) -> tensor<1x5x18xf32>
    %collapsed_124 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<1x5x18xf32> into tensor<5x18xf32>
    %634 = linalg.matmul ins(%collapsed_124, %arg4 : tensor<5x18xf32>, tensor<18x6xf32>) outs(%289 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %635 = tensor.empty() : tensor<18x5xf32>
    %transposed_125 = linalg.transpose ins(%collapsed_124 : tensor<5x18xf32>) outs(%635 : tensor<18x5xf32>) permutation = [1, 0] 
    %636 = tensor.empty() : tensor<18x6xf32>
    %637 = linalg.fill ins(%cst : f32) outs(%636 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %638 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_125, %collapsed : tensor<18x5xf32>, tensor<5x6xf32>) outs(%637 : tensor<18x6xf32>) -> tensor<18x6xf32>
    %639 = tensor.empty() : tensor<1x18xf32>
    %640 = linalg.fill ins(%cst : f32) outs(%639 : tensor<1x18xf32>) -> tensor<1x18xf32>
    %641 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "parallel"]} ins(%collapsed_124 : tensor<5x18xf32>) outs(%640 : tensor<1x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x18xf32>
    %collapsed_126 = tensor.collapse_shape %641 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x18xf32> into tensor<18xf32>
    %expanded_127 = tensor.expand_shape %634 [[0, 1], [2]] output_shape [1, 5, 6] : tensor<5x6xf32> into tensor<1x5x6xf32>
    %642 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %arg2 : tensor<1x5x6xf32>, tensor<6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %643 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642 : tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.mulf %in, %cst_20 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %644 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%642 : tensor<1x5x6xf32>) outs(%127 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %645 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642, %136 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%645 : tensor<1x5x6xf32>) outs(%127 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %647 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %646 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %648 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643, %644 : tensor<1x5x6xf32>, tensor<1x5x1xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %649 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648, %647 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %650 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x5x1xf32>) outs(%126 : tensor<1x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.divf %in, %cst_20 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x1xf32>
    %651 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650, %649 : tensor<1x5x1xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %652 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %136 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %653 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%652 : tensor<1x5x6xf32>) outs(%576 : tensor<6xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %654 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_127 : tensor<1x5x6xf32>) outs(%576 : tensor<6xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %655 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %651 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %656 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655, %124 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%0 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %657 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
    %658 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction", "parallel", "parallel"]} ins(%656 : tensor<1x5x6xf32>) outs(%657 : tensor<1x5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.addf %in, %out : f32
      linalg.yield %900 : f32
    } -> tensor<1x5x6xf32>
    %collapsed_128 = tensor.collapse_shape %658 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %659 = linalg.generic {indexing_maps = [#map8, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_62, %3 : tensor<5x1xi64>, tensor<5xi64>) outs(%149 : tensor<5x5xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %900 = arith.cmpi eq, %in, %in_134 : i64
      linalg.yield %900 : i1
    } -> tensor<5x5xi1>
    %660 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%659 : tensor<5x5xi1>) outs(%152 : tensor<5x5xf32>) {
    ^bb0(%in: i1, %out: f32):
      %900 = arith.uitofp %in : i1 to f32
      linalg.yield %900 : f32
    } -> tensor<5x5xf32>
    %transposed_129 = linalg.transpose ins(%660 : tensor<5x5xf32>) outs(%152 : tensor<5x5xf32>) permutation = [1, 0] 
    %661 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_129, %collapsed_128 : tensor<5x5xf32>, tensor<5x6xf32>) outs(%289 : tensor<5x6xf32>) -> tensor<5x6xf32>
    %collapsed_130 = tensor.collapse_shape %arg48 [[0, 1]] : tensor<1x5xi64> into tensor<5xi64>
    %expanded_131 = tensor.expand_shape %collapsed_130 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %662 = linalg.generic {indexing_maps = [#map8, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_131, %546 : tensor<5x1xi64>, tensor<13xi64>) outs(%547 : tensor<5x13xi1>) {
    ^bb0(%in: i64, %in_134: i64, %out: i1):
      %900 = arith.cmpi eq, %in, %in_134 : i64
      linalg.yield %900 : i1
    } -> tensor<5x13xi1>
    %663 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%662 : tensor<5x13xi1>) outs(%518 : tensor<5x13xf32>) {
    ^bb0(%in: i1, %out: f32):
      %900 = arith.uitofp %in : i1 to f32
      linalg.yield %900 : f32
    } -> tensor<5x13xf32>
    %collapsed_132 = tensor.collapse_shape %656 [[0, 1], [2]] : tensor<1x5x6xf32> into tensor<5x6xf32>
    %transposed_133 = linalg.transpose ins(%663 : tensor<5x13xf32>) outs(%559 : tensor<13x5xf32>) permutation = [1, 0] 
    %664 = linalg.matmul ins(%transposed_133, %collapsed_132 : tensor<13x5xf32>, tensor<5x6xf32>) outs(%561 : tensor<13x6xf32>) -> tensor<13x6xf32>
    %665 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%562, %664 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) attrs =  {zero.grad_of = 0 : i64} {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<13x6xf32>
    %666 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg51 : tensor<f32>) outs(%540 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_13 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<f32>
    %667 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_26, %666 : tensor<i64>, tensor<f32>) outs(%540 : tensor<f32>) {
    ^bb0(%in: i64, %in_134: f32, %out: f32):
      %900 = arith.sitofp %in : i64 to f32
      %901 = arith.subf %900, %in_134 : f32
      linalg.yield %901 : f32
    } -> tensor<f32>
    %668 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %667 : tensor<13x6xf32>, tensor<f32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<13x6xf32>
    %669 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<13x6xf32>
    %670 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%665 : tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<13x6xf32>
    %671 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%669, %670 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<13x6xf32>
    %672 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<13x6xf32>
    %673 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%665 : tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<13x6xf32>
    %674 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%673, %665 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<13x6xf32>
    %675 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%672, %674 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<13x6xf32>
    %676 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_8, %arg52 : tensor<f32>, tensor<f32>) outs(%540 : tensor<f32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = math.powf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<f32>
    %677 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_26, %676 : tensor<i64>, tensor<f32>) outs(%540 : tensor<f32>) {
    ^bb0(%in: i64, %in_134: f32, %out: f32):
      %900 = arith.sitofp %in : i64 to f32
      %901 = arith.subf %900, %in_134 : f32
      linalg.yield %901 : f32
    } -> tensor<f32>
    %678 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_7, %arg52 : tensor<f32>, tensor<f32>) outs(%540 : tensor<f32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = math.powf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<f32>
    %679 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_26, %678 : tensor<i64>, tensor<f32>) outs(%540 : tensor<f32>) {
    ^bb0(%in: i64, %in_134: f32, %out: f32):
      %900 = arith.sitofp %in : i64 to f32
      %901 = arith.subf %900, %in_134 : f32
      linalg.yield %901 : f32
    } -> tensor<f32>
    %680 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%675 : tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<13x6xf32>
    %681 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%679 : tensor<f32>) outs(%540 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<f32>
    %682 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%680, %681 : tensor<13x6xf32>, tensor<f32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<13x6xf32>
    %683 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%682 : tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<13x6xf32>
    %684 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%arg51, %677 : tensor<f32>, tensor<f32>) outs(%540 : tensor<f32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<f32>
    %685 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%671, %683 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<13x6xf32>
    %686 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%684, %685 : tensor<f32>, tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<13x6xf32>
    %687 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%668, %686 : tensor<13x6xf32>, tensor<13x6xf32>) outs(%560 : tensor<13x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<13x6xf32>
    %688 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %667 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x6xf32>
    %689 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<5x6xf32>
    %690 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%661 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<5x6xf32>
    %691 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%689, %690 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x6xf32>
    %692 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<5x6xf32>
    %693 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%661 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<5x6xf32>
    %694 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%693, %661 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x6xf32>
    %695 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%692, %694 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x6xf32>
    %696 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%695 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<5x6xf32>
    %697 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%696, %681 : tensor<5x6xf32>, tensor<f32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x6xf32>
    %698 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%697 : tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<5x6xf32>
    %699 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%691, %698 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x6xf32>
    %700 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%684, %699 : tensor<f32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x6xf32>
    %701 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%688, %700 : tensor<5x6xf32>, tensor<5x6xf32>) outs(%4 : tensor<5x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<5x6xf32>
    %702 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg2, %667 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %703 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg20 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %704 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%653 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %705 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%703, %704 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %706 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg21 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %707 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%653 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %708 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%707, %653 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %709 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%706, %708 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %710 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%709 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %711 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%710, %681 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %712 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%711 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %713 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%705, %712 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %714 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %713 : tensor<f32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %715 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%702, %714 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %716 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg3, %667 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %717 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg22 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %718 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%654 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %719 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%717, %718 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %720 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg23 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %721 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%654 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %722 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%721, %654 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %723 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%720, %722 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %724 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%723 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %725 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%724, %681 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %726 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%725 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %727 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%719, %726 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %728 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %727 : tensor<f32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %729 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%716, %728 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %730 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %667 : tensor<18x6xf32>, tensor<f32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18x6xf32>
    %731 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<18x6xf32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<18x6xf32>
    %732 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%638 : tensor<18x6xf32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<18x6xf32>
    %733 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%731, %732 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18x6xf32>
    %734 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<18x6xf32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<18x6xf32>
    %735 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%638 : tensor<18x6xf32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<18x6xf32>
    %736 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%735, %638 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18x6xf32>
    %737 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%734, %736 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18x6xf32>
    %738 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%737 : tensor<18x6xf32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<18x6xf32>
    %739 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%738, %681 : tensor<18x6xf32>, tensor<f32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18x6xf32>
    %740 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%739 : tensor<18x6xf32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<18x6xf32>
    %741 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%733, %740 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18x6xf32>
    %742 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%684, %741 : tensor<f32>, tensor<18x6xf32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18x6xf32>
    %743 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%730, %742 : tensor<18x6xf32>, tensor<18x6xf32>) outs(%636 : tensor<18x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18x6xf32>
    %744 = tensor.empty() : tensor<18xf32>
    %745 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg5, %667 : tensor<18xf32>, tensor<f32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18xf32>
    %746 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg26 : tensor<18xf32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<18xf32>
    %747 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_126 : tensor<18xf32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<18xf32>
    %748 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%746, %747 : tensor<18xf32>, tensor<18xf32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18xf32>
    %749 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg27 : tensor<18xf32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<18xf32>
    %750 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_126 : tensor<18xf32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<18xf32>
    %751 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%750, %collapsed_126 : tensor<18xf32>, tensor<18xf32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18xf32>
    %752 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%749, %751 : tensor<18xf32>, tensor<18xf32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18xf32>
    %753 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%752 : tensor<18xf32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<18xf32>
    %754 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%753, %681 : tensor<18xf32>, tensor<f32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18xf32>
    %755 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%754 : tensor<18xf32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<18xf32>
    %756 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%748, %755 : tensor<18xf32>, tensor<18xf32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18xf32>
    %757 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %756 : tensor<f32>, tensor<18xf32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18xf32>
    %758 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%745, %757 : tensor<18xf32>, tensor<18xf32>) outs(%744 : tensor<18xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<18xf32>
    %759 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %667 : tensor<6x6xf32>, tensor<f32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x6xf32>
    %760 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6x6xf32>
    %761 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%619 : tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6x6xf32>
    %762 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%760, %761 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x6xf32>
    %763 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6x6xf32>
    %764 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%619 : tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6x6xf32>
    %765 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%764, %619 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x6xf32>
    %766 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%763, %765 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x6xf32>
    %767 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%766 : tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<6x6xf32>
    %768 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%767, %681 : tensor<6x6xf32>, tensor<f32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x6xf32>
    %769 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%768 : tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6x6xf32>
    %770 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%762, %769 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x6xf32>
    %771 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%684, %770 : tensor<f32>, tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x6xf32>
    %772 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%759, %771 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%288 : tensor<6x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x6xf32>
    %773 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg7, %667 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %774 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg30 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %775 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_105 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %776 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%774, %775 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %777 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg31 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %778 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_105 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %779 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%778, %collapsed_105 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %780 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%777, %779 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %781 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%780 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %782 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%781, %681 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %783 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%782 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %784 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%776, %783 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %785 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %784 : tensor<f32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %786 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%773, %785 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %787 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg8, %667 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %788 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg32 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %789 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%613 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %790 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%788, %789 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %791 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg33 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %792 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%613 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %793 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%792, %613 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %794 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%791, %793 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %795 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%794 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %796 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%795, %681 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %797 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%796 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %798 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%790, %797 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %799 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %798 : tensor<f32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %800 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%787, %799 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %801 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg9, %667 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %802 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg34 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %803 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%614 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %804 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%802, %803 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %805 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %806 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%614 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %807 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%806, %614 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %808 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%805, %807 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %809 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%808 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %810 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%809, %681 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %811 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%810 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %812 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%804, %811 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %813 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %812 : tensor<f32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %814 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%801, %813 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %815 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %667 : tensor<24x6xf32>, tensor<f32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24x6xf32>
    %816 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<24x6xf32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<24x6xf32>
    %817 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%598 : tensor<24x6xf32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<24x6xf32>
    %818 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%816, %817 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24x6xf32>
    %819 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<24x6xf32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<24x6xf32>
    %820 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%598 : tensor<24x6xf32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<24x6xf32>
    %821 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%820, %598 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24x6xf32>
    %822 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%819, %821 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24x6xf32>
    %823 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%822 : tensor<24x6xf32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<24x6xf32>
    %824 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%823, %681 : tensor<24x6xf32>, tensor<f32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24x6xf32>
    %825 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%824 : tensor<24x6xf32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<24x6xf32>
    %826 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%818, %825 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24x6xf32>
    %827 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%684, %826 : tensor<f32>, tensor<24x6xf32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24x6xf32>
    %828 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%815, %827 : tensor<24x6xf32>, tensor<24x6xf32>) outs(%409 : tensor<24x6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24x6xf32>
    %829 = tensor.empty() : tensor<24xf32>
    %830 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg11, %667 : tensor<24xf32>, tensor<f32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24xf32>
    %831 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg38 : tensor<24xf32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<24xf32>
    %832 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_101 : tensor<24xf32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<24xf32>
    %833 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%831, %832 : tensor<24xf32>, tensor<24xf32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24xf32>
    %834 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<24xf32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<24xf32>
    %835 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_101 : tensor<24xf32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<24xf32>
    %836 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%835, %collapsed_101 : tensor<24xf32>, tensor<24xf32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24xf32>
    %837 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%834, %836 : tensor<24xf32>, tensor<24xf32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24xf32>
    %838 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%837 : tensor<24xf32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<24xf32>
    %839 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%838, %681 : tensor<24xf32>, tensor<f32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24xf32>
    %840 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%839 : tensor<24xf32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<24xf32>
    %841 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%833, %840 : tensor<24xf32>, tensor<24xf32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24xf32>
    %842 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %841 : tensor<f32>, tensor<24xf32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24xf32>
    %843 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%830, %842 : tensor<24xf32>, tensor<24xf32>) outs(%829 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<24xf32>
    %844 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %667 : tensor<6x24xf32>, tensor<f32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x24xf32>
    %845 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<6x24xf32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6x24xf32>
    %846 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%583 : tensor<6x24xf32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6x24xf32>
    %847 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%845, %846 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x24xf32>
    %848 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<6x24xf32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6x24xf32>
    %849 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%583 : tensor<6x24xf32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6x24xf32>
    %850 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%849, %583 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x24xf32>
    %851 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%848, %850 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x24xf32>
    %852 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%851 : tensor<6x24xf32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<6x24xf32>
    %853 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%852, %681 : tensor<6x24xf32>, tensor<f32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x24xf32>
    %854 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%853 : tensor<6x24xf32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6x24xf32>
    %855 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%847, %854 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x24xf32>
    %856 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%684, %855 : tensor<f32>, tensor<6x24xf32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x24xf32>
    %857 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%844, %856 : tensor<6x24xf32>, tensor<6x24xf32>) outs(%397 : tensor<6x24xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6x24xf32>
    %858 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg13, %667 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %859 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg42 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %860 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_97 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %861 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%859, %860 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %862 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %863 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_97 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %864 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%863, %collapsed_97 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %865 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%862, %864 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %866 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%865 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %867 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%866, %681 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %868 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%867 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %869 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%861, %868 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %870 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %869 : tensor<f32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %871 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%858, %870 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %872 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg14, %667 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %873 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg44 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %874 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%577 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %875 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%873, %874 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %876 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %877 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%577 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %878 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%877, %577 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %879 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%876, %878 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %880 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%879 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %881 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%880, %681 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %882 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%881 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %883 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%875, %882 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %884 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %883 : tensor<f32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %885 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%872, %884 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %886 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg15, %667 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %887 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg46 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_12 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %888 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%578 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_11 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %889 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%887, %888 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %890 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_10 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %891 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%578 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_9 : f64 to f32
      %901 = arith.mulf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %892 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%891, %578 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %893 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%890, %892 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.addf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %894 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%893 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = math.sqrt %in : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %895 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%894, %681 : tensor<6xf32>, tensor<f32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %896 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%895 : tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %900 = arith.truncf %cst_6 : f64 to f32
      %901 = arith.addf %in, %900 : f32
      linalg.yield %901 : f32
    } -> tensor<6xf32>
    %897 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%889, %896 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.divf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %898 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%684, %897 : tensor<f32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.mulf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    %899 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%886, %898 : tensor<6xf32>, tensor<6xf32>) outs(%575 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_134: f32, %out: f32):
      %900 = arith.subf %in, %in_134 : f32
      linalg.yield %900 : f32
    } -> tensor<6xf32>
    return %544, %687, %701, %715, %729, %743, %758, %772, %786, %800, %814, %828, %843, %857, %871, %885, %899, %671, %675, %691, %695, %705, %709, %719, %723, %733, %737, %748, %752, %762, %766, %776, %780, %790, %794, %804, %808, %818, %822, %833, %837, %847, %851, %861, %865, %875, %879, %889, %893 : tensor<f32>, tensor<13x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<13x6xf32>, tensor<13x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<18x6xf32>, tensor<18x6xf32>, tensor<18xf32>, tensor<18xf32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<24x6xf32>, tensor<24x6xf32>, tensor<24xf32>, tensor<24xf32>, tensor<6x24xf32>, tensor<6x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
}
