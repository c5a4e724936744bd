// zero-import-torch: hf_gpt2.py, micro-batch 2, adamw (torch 2.15.0, torch-mlir); argument names in names.json
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
  func.func @train_step(%arg0: tensor<32x16xf32> {zero.role = "param"}, %arg1: tensor<8x16xf32> {zero.role = "param"}, %arg2: tensor<16xf32> {zero.role = "param"}, %arg3: tensor<16xf32> {zero.role = "param"}, %arg4: tensor<16x48xf32> {zero.role = "param"}, %arg5: tensor<48xf32> {zero.role = "param"}, %arg6: tensor<16x16xf32> {zero.role = "param"}, %arg7: tensor<16xf32> {zero.role = "param"}, %arg8: tensor<16xf32> {zero.role = "param"}, %arg9: tensor<16xf32> {zero.role = "param"}, %arg10: tensor<16x64xf32> {zero.role = "param"}, %arg11: tensor<64xf32> {zero.role = "param"}, %arg12: tensor<64x16xf32> {zero.role = "param"}, %arg13: tensor<16xf32> {zero.role = "param"}, %arg14: tensor<16xf32> {zero.role = "param"}, %arg15: tensor<16xf32> {zero.role = "param"}, %arg16: tensor<16x48xf32> {zero.role = "param"}, %arg17: tensor<48xf32> {zero.role = "param"}, %arg18: tensor<16x16xf32> {zero.role = "param"}, %arg19: tensor<16xf32> {zero.role = "param"}, %arg20: tensor<16xf32> {zero.role = "param"}, %arg21: tensor<16xf32> {zero.role = "param"}, %arg22: tensor<16x64xf32> {zero.role = "param"}, %arg23: tensor<64xf32> {zero.role = "param"}, %arg24: tensor<64x16xf32> {zero.role = "param"}, %arg25: tensor<16xf32> {zero.role = "param"}, %arg26: tensor<16xf32> {zero.role = "param"}, %arg27: tensor<16xf32> {zero.role = "param"}, %arg28: tensor<32x16xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg29: tensor<32x16xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %arg30: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg31: tensor<8x16xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}, %arg32: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg33: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %arg34: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg35: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 3 : i64}, %arg36: tensor<16x48xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg37: tensor<16x48xf32> {zero.role = "opt_state", zero.state_of = 4 : i64}, %arg38: tensor<48xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg39: tensor<48xf32> {zero.role = "opt_state", zero.state_of = 5 : i64}, %arg40: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg41: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 6 : i64}, %arg42: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg43: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %arg44: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg45: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 8 : i64}, %arg46: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg47: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 9 : i64}, %arg48: tensor<16x64xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg49: tensor<16x64xf32> {zero.role = "opt_state", zero.state_of = 10 : i64}, %arg50: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg51: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 11 : i64}, %arg52: tensor<64x16xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg53: tensor<64x16xf32> {zero.role = "opt_state", zero.state_of = 12 : i64}, %arg54: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg55: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 13 : i64}, %arg56: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg57: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 14 : i64}, %arg58: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg59: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 15 : i64}, %arg60: tensor<16x48xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg61: tensor<16x48xf32> {zero.role = "opt_state", zero.state_of = 16 : i64}, %arg62: tensor<48xf32> {zero.role = "opt_state", zero.state_of = 17 : i64}, %arg63: tensor<48xf32> {zero.role = "opt_state", zero.state_of = 17 : i64}, %arg64: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 18 : i64}, %arg65: tensor<16x16xf32> {zero.role = "opt_state", zero.state_of = 18 : i64}, %arg66: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 19 : i64}, %arg67: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 19 : i64}, %arg68: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 20 : i64}, %arg69: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 20 : i64}, %arg70: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 21 : i64}, %arg71: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 21 : i64}, %arg72: tensor<16x64xf32> {zero.role = "opt_state", zero.state_of = 22 : i64}, %arg73: tensor<16x64xf32> {zero.role = "opt_state", zero.state_of = 22 : i64}, %arg74: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 23 : i64}, %arg75: tensor<64xf32> {zero.role = "opt_state", zero.state_of = 23 : i64}, %arg76: tensor<64x16xf32> {zero.role = "opt_state", zero.state_of = 24 : i64}, %arg77: tensor<64x16xf32> {zero.role = "opt_state", zero.state_of = 24 : i64}, %arg78: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 25 : i64}, %arg79: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 25 : i64}, %arg80: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 26 : i64}, %arg81: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 26 : i64}, %arg82: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 27 : i64}, %arg83: tensor<16xf32> {zero.role = "opt_state", zero.state_of = 27 : i64}, %arg84: tensor<2x8xi64> {zero.range = array<i64: 0, 32>, zero.role = "batch"}, %arg85: tensor<2x8xi64> {zero.range = array<i64: 0, 32>, zero.range_ignore = -100 : i64, zero.role = "batch"}, %arg86: tensor<2xi64> {zero.fill = "global_row", zero.role = "batch"}, %arg87: tensor<f32> {zero.role = "hyper"}, %arg88: tensor<f32> {zero.role = "hyper"}) -> (tensor<f32> {zero.role = "loss"}, tensor<32x16xf32> {zero.updates = 0 : i64}, tensor<8x16xf32> {zero.updates = 1 : i64}, tensor<16xf32> {zero.updates = 2 : i64}, tensor<16xf32> {zero.updates = 3 : i64}, tensor<16x48xf32> {zero.updates = 4 : i64}, tensor<48xf32> {zero.updates = 5 : i64}, tensor<16x16xf32> {zero.updates = 6 : i64}, tensor<16xf32> {zero.updates = 7 : i64}, tensor<16xf32> {zero.updates = 8 : i64}, tensor<16xf32> {zero.updates = 9 : i64}, tensor<16x64xf32> {zero.updates = 10 : i64}, tensor<64xf32> {zero.updates = 11 : i64}, tensor<64x16xf32> {zero.updates = 12 : i64}, tensor<16xf32> {zero.updates = 13 : i64}, tensor<16xf32> {zero.updates = 14 : i64}, tensor<16xf32> {zero.updates = 15 : i64}, tensor<16x48xf32> {zero.updates = 16 : i64}, tensor<48xf32> {zero.updates = 17 : i64}, tensor<16x16xf32> {zero.updates = 18 : i64}, tensor<16xf32> {zero.updates = 19 : i64}, tensor<16xf32> {zero.updates = 20 : i64}, tensor<16xf32> {zero.updates = 21 : i64}, tensor<16x64xf32> {zero.updates = 22 : i64}, tensor<64xf32> {zero.updates = 23 : i64}, tensor<64x16xf32> {zero.updates = 24 : i64}, tensor<16xf32> {zero.updates = 25 : i64}, tensor<16xf32> {zero.updates = 26 : i64}, tensor<16xf32> {zero.updates = 27 : i64}, tensor<32x16xf32> {zero.updates = 28 : i64}, tensor<32x16xf32> {zero.updates = 29 : i64}, tensor<8x16xf32> {zero.updates = 30 : i64}, tensor<8x16xf32> {zero.updates = 31 : i64}, tensor<16xf32> {zero.updates = 32 : i64}, tensor<16xf32> {zero.updates = 33 : i64}, tensor<16xf32> {zero.updates = 34 : i64}, tensor<16xf32> {zero.updates = 35 : i64}, tensor<16x48xf32> {zero.updates = 36 : i64}, tensor<16x48xf32> {zero.updates = 37 : i64}, tensor<48xf32> {zero.updates = 38 : i64}, tensor<48xf32> {zero.updates = 39 : i64}, tensor<16x16xf32> {zero.updates = 40 : i64}, tensor<16x16xf32> {zero.updates = 41 : i64}, tensor<16xf32> {zero.updates = 42 : i64}, tensor<16xf32> {zero.updates = 43 : i64}, tensor<16xf32> {zero.updates = 44 : i64}, tensor<16xf32> {zero.updates = 45 : i64}, tensor<16xf32> {zero.updates = 46 : i64}, tensor<16xf32> {zero.updates = 47 : i64}, tensor<16x64xf32> {zero.updates = 48 : i64}, tensor<16x64xf32> {zero.updates = 49 : i64}, tensor<64xf32> {zero.updates = 50 : i64}, tensor<64xf32> {zero.updates = 51 : i64}, tensor<64x16xf32> {zero.updates = 52 : i64}, tensor<64x16xf32> {zero.updates = 53 : i64}, tensor<16xf32> {zero.updates = 54 : i64}, tensor<16xf32> {zero.updates = 55 : i64}, tensor<16xf32> {zero.updates = 56 : i64}, tensor<16xf32> {zero.updates = 57 : i64}, tensor<16xf32> {zero.updates = 58 : i64}, tensor<16xf32> {zero.updates = 59 : i64}, tensor<16x48xf32> {zero.updates = 60 : i64}, tensor<16x48xf32> {zero.updates = 61 : i64}, tensor<48xf32> {zero.updates = 62 : i64}, tensor<48xf32> {zero.updates = 63 : i64}, tensor<16x16xf32> {zero.updates = 64 : i64}, tensor<16x16xf32> {zero.updates = 65 : i64}, tensor<16xf32> {zero.updates = 66 : i64}, tensor<16xf32> {zero.updates = 67 : i64}, tensor<16xf32> {zero.updates = 68 : i64}, tensor<16xf32> {zero.updates = 69 : i64}, tensor<16xf32> {zero.updates = 70 : i64}, tensor<16xf32> {zero.updates = 71 : i64}, tensor<16x64xf32> {zero.updates = 72 : i64}, tensor<16x64xf32> {zero.updates = 73 : i64}, tensor<64xf32> {zero.updates = 74 : i64}, tensor<64xf32> {zero.updates = 75 : i64}, tensor<64x16xf32> {zero.updates = 76 : i64}, tensor<64x16xf32> {zero.updates = 77 : i64}, tensor<16xf32> {zero.updates = 78 : i64}, tensor<16xf32> {zero.updates = 79 : i64}, tensor<16xf32> {zero.updates = 80 : i64}, tensor<16xf32> {zero.updates = 81 : i64}, tensor<16xf32> {zero.updates = 82 : i64}, tensor<16xf32> {zero.updates = 83 : i64}) {
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
    %cst_6 = arith.constant 1.000000e-08 : f64
    %cst_7 = arith.constant dense<9.990000e-01> : tensor<f32>
    %cst_8 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_9 = arith.constant 0.0010000000000000009 : f64
    %cst_10 = arith.constant 0.99899999999999999 : f64
    %cst_11 = arith.constant 0.099999999999999978 : f64
    %cst_12 = arith.constant 1.000000e-02 : f64
    %cst_13 = arith.constant 0.79788456080286541 : f64
    %cst_14 = arith.constant 4.471500e-02 : f64
    %cst_15 = arith.constant 0xFFF0000000000000 : f64
    %cst_16 = arith.constant 0.59460355750136051 : f64
    %cst_17 = arith.constant 1.000000e-05 : f64
    %cst_18 = arith.constant 9.000000e-01 : f64
    %cst_19 = arith.constant 1.600000e+01 : f32
    %cst_20 = arith.constant 5.000000e-01 : f32
    %cst_21 = arith.constant 1.000000e+00 : f32
    %cst_22 = arith.constant 3.000000e+00 : f32
    %c3_i64 = arith.constant 3 : i64
    %c-100_i64 = arith.constant -100 : i64
    %cst_23 = arith.constant dense<6> : tensor<i64>
    %cst_24 = arith.constant dense<5> : tensor<i64>
    %cst_25 = arith.constant dense<4> : tensor<i64>
    %cst_26 = arith.constant dense<3> : tensor<i64>
    %cst_27 = arith.constant dense<2> : tensor<i64>
    %cst_28 = arith.constant dense<1> : tensor<i64>
    %cst_29 = arith.constant dense<15099495> : tensor<i64>
    %cst_30 = arith.constant dense<8> : tensor<i64>
    %cst_31 = arith.constant dense<2415085441> : tensor<i64>
    %cst_32 = arith.constant dense<3678237736> : tensor<i64>
    %cst_33 = arith.constant dense<534103459> : tensor<i64>
    %cst_34 = arith.constant dense<1401181199> : tensor<i64>
    %cst_35 = arith.constant dense<1684936478> : tensor<i64>
    %cst_36 = arith.constant dense<3041712726> : tensor<i64>
    %cst_37 = arith.constant dense<2835769497> : tensor<i64>
    %cst_38 = arith.constant dense<387276957> : tensor<i64>
    %cst_39 = arith.constant dense<3986602516> : tensor<i64>
    %cst_40 = arith.constant dense<2027808484> : tensor<i64>
    %cst_41 = arith.constant dense<842468239> : tensor<i64>
    %cst_42 = arith.constant dense<3668340011> : tensor<i64>
    %cst_43 = arith.constant dense<1993301258> : tensor<i64>
    %cst_44 = arith.constant dense<1013904242> : tensor<i64>
    %cst_45 = arith.constant dense<3144134277> : tensor<i64>
    %cst_46 = arith.constant dense<2654435769> : tensor<i64>
    %cst_47 = arith.constant dense<3449720151> : tensor<i64>
    %cst_48 = arith.constant dense<4294967295> : tensor<i64>
    %cst_49 = arith.constant dense<32> : tensor<i64>
    %cst_50 = arith.constant dense<3528531795> : tensor<i64>
    %cst_51 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1449 = arith.index_cast %in : i64 to index
      %1450 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%1449, %1450] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %1449 = linalg.index 0 : index
      %1450 = arith.index_cast %1449 : index to i64
      linalg.yield %1450 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1449 = arith.index_cast %in : i64 to index
      %1450 = linalg.index 2 : index
      %extracted = tensor.extract %arg1[%1449, %1450] : tensor<8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x16xf32>, tensor<1x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %7 = tensor.empty() : tensor<128xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<128xi64>) {
    ^bb0(%out: i64):
      %1449 = linalg.index 0 : index
      %1450 = arith.index_cast %1449 : index to i64
      linalg.yield %1450 : i64
    } -> tensor<128xi64>
    %expanded_52 = tensor.expand_shape %8 [[0, 1]] output_shape [1, 128] : tensor<128xi64> into tensor<1x128xi64>
    %expanded_53 = tensor.expand_shape %arg86 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %9 = tensor.empty() : tensor<i64>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%arg88 : tensor<f32>) outs(%9 : tensor<i64>) {
    ^bb0(%in: f32, %out: i64):
      %1449 = arith.fptosi %in : f32 to i64
      linalg.yield %1449 : i64
    } -> tensor<i64>
    %expanded_54 = tensor.expand_shape %10 [] output_shape [1, 1] : tensor<i64> into tensor<1x1xi64>
    %11 = tensor.empty() : tensor<1x128xi64>
    %12 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_52, %cst_50 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %13 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %14 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %15 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %16 = tensor.empty() : tensor<1x1xi64>
    %17 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_54, %cst_47 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x1xi64>
    %18 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_49 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x1xi64>
    %19 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%18, %cst_48 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x1xi64>
    %20 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_48 : tensor<1x1xi64>, tensor<i64>) outs(%16 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x1xi64>
    %21 = tensor.empty() : tensor<2x1xi64>
    %22 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%19, %expanded_53 : tensor<1x1xi64>, tensor<2x1xi64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x1xi64>
    %23 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%22, %cst_51 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x1xi64>
    %24 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_51 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %25 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_51 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %26 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%23, %cst_50 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x1xi64>
    %27 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_49 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x1xi64>
    %28 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%27, %cst_48 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x1xi64>
    %29 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_48 : tensor<2x1xi64>, tensor<i64>) outs(%21 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x1xi64>
    %30 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_47 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %31 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %32 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %33 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%30, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %34 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%32, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %35 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_46 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %36 = tensor.empty() : tensor<2x128xi64>
    %37 = linalg.generic {indexing_maps = [#map8, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%28, %15 : tensor<2x1xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %38 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%37, %cst_45 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_50 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %40 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %41 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %42 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %43 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %44 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %45 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%44, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %46 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %47 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %33 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %48 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%47, %cst_44 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %49 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%41, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %50 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%49, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %51 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%48, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %52 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %53 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%52, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %54 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %55 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%50, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %56 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%55, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %57 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%56, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %58 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%55, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %59 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%57, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %60 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%59, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %61 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%53, %42 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %62 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%61, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %63 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%60, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %64 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%63, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %65 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%64, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %66 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%63, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %67 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%62, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %68 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%67, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %69 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%68, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %70 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%67, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %71 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%69, %58 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %72 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%71, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %73 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%65, %54 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %74 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%73, %cst_39 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %75 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%72, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %76 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%75, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %77 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%76, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %78 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%75, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %79 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%74, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %80 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%79, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %81 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%80, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %82 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%79, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %83 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%81, %70 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %84 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%83, %cst_38 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %85 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%77, %66 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %86 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%85, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %87 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%84, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %88 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%87, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %89 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%88, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %90 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%87, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %91 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%86, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %92 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%91, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %93 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%92, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %94 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%91, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %95 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%93, %82 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %96 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%95, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %97 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%89, %78 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %98 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%97, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %99 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%96, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %100 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%99, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %101 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%100, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %102 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%99, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %103 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%98, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %104 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%103, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %105 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%104, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %106 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%105, %94 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %107 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%106, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %108 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%101, %90 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %109 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%108, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %110 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%107, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %111 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%110, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %112 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%111, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %113 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%109, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %114 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%113, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %115 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%112, %102 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %116 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%115, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %117 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%116, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %118 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%117, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %119 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%118, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %120 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%119, %114 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %121 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%120, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %122 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%121, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %123 = tensor.empty() : tensor<2x128xi1>
    %124 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%122, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_202: i64, %out: i1):
      %1449 = arith.cmpi slt, %in, %in_202 : i64
      linalg.yield %1449 : i1
    } -> tensor<2x128xi1>
    %expanded_55 = tensor.expand_shape %124 [[0], [1, 2]] output_shape [2, 8, 16] : tensor<2x128xi1> into tensor<2x8x16xi1>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<2x8x16xi1>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1449 = arith.uitofp %in : i1 to f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.divf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x16xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %126 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %128 = tensor.empty() : tensor<2x8x1xf32>
    %129 = linalg.fill ins(%cst : f32) outs(%128 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %131 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %132 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_17 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.rsqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %137 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %arg3 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
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
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %expanded_56 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded_56[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_57 = tensor.extract_slice %expanded_56[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_58 = tensor.extract_slice %expanded_56[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_59 = tensor.expand_shape %extracted_slice_57 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_60 = tensor.expand_shape %extracted_slice_58 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %146 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed = linalg.transpose ins(%expanded_60 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_61 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %147 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_62 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_16 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x2x8x8xf32>
    %expanded_63 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %148 = tensor.empty() : tensor<8x8xi64>
    %149 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_63 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%148 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.subi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<8x8xi64>
    %150 = tensor.empty() : tensor<8x8xi1>
    %151 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%149 : tensor<8x8xi64>) outs(%150 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1449 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %1449 : i1
    } -> tensor<8x8xi1>
    %152 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%151, %cst_5 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%150 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_202: i1, %out: i1):
      %1449 = arith.andi %in, %in_202 : i1
      linalg.yield %1449 : i1
    } -> tensor<8x8xi1>
    %153 = tensor.empty() : tensor<8x8xf32>
    %154 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%152, %cst_3, %cst_4 : tensor<8x8xi1>, tensor<f32>, tensor<f32>) outs(%153 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_202: f32, %in_203: f32, %out: f32):
      %1449 = arith.select %in, %in_202, %in_203 : f32
      linalg.yield %1449 : f32
    } -> tensor<8x8xf32>
    %transposed_64 = linalg.transpose ins(%expanded_59 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %155 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_16 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_65 = tensor.collapse_shape %147 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_66 = tensor.collapse_shape %155 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %156 = tensor.empty() : tensor<4x8x8xf32>
    %157 = linalg.fill ins(%cst : f32) outs(%156 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %158 = linalg.batch_matmul ins(%collapsed_65, %collapsed_66 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_67 = tensor.expand_shape %158 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %159 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_67, %154 : tensor<2x2x8x8xf32>, tensor<8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %160 = tensor.empty() : tensor<2x2x8xi64>
    %161 = linalg.fill ins(%c0_i64 : i64) outs(%160 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %162 = tensor.empty() : tensor<2x2x8xf32>
    %163 = linalg.fill ins(%cst_0 : f32) outs(%162 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %164:2 = linalg.generic {indexing_maps = [#map12, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%159 : tensor<2x2x8x8xf32>) outs(%163, %161 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_202: i64):
      %1449 = linalg.index 3 : index
      %1450 = arith.index_cast %1449 : index to i64
      %1451 = arith.maximumf %in, %out : f32
      %1452 = arith.cmpf ogt, %in, %out : f32
      %1453 = arith.select %1452, %1450, %out_202 : i64
      linalg.yield %1451, %1453 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_68 = tensor.expand_shape %164#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_68 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %166 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.exp %in : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %167 = tensor.empty() : tensor<2x2x8x1xf32>
    %168 = linalg.fill ins(%cst : f32) outs(%167 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %169 = linalg.generic {indexing_maps = [#map12, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%166 : tensor<2x2x8x8xf32>) outs(%168 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x1xf32>
    %170 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %169 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %171 = tensor.empty() : tensor<2x2x8x8xi1>
    %172 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<2x2x8x8xf32>) outs(%171 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1449 = arith.extf %in : f32 to f64
      %1450 = arith.cmpf oeq, %1449, %cst_15 : f64
      linalg.yield %1450 : i1
    } -> tensor<2x2x8x8xi1>
    %173 = tensor.empty() : tensor<2x2x8x1xi1>
    %174 = linalg.fill ins(%true : i1) outs(%173 : tensor<2x2x8x1xi1>) -> tensor<2x2x8x1xi1>
    %175 = linalg.generic {indexing_maps = [#map12, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%172 : tensor<2x2x8x8xi1>) outs(%174 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1449 = arith.andi %in, %out : i1
      linalg.yield %1449 : i1
    } -> tensor<2x2x8x1xi1>
    %176 = linalg.generic {indexing_maps = [#map15, #map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %cst_2, %170 : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_202: f32, %in_203: f32, %out: f32):
      %1449 = arith.select %in, %in_202, %in_203 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %177 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_28 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %178 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%177, %cst_51 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %179 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%178, %cst_47 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %180 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%179, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %181 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%180, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %182 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%179, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %183 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%181, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %184 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%183, %cst_46 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %185 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%184, %cst_50 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %186 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%185, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %187 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%186, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %188 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%185, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %189 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %182 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %190 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%189, %cst_44 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %191 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%187, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %192 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%191, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %193 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%190, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %194 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%193, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %195 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%194, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %196 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%193, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %197 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%192, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %198 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%197, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %199 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%198, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %200 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%197, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %201 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%199, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %202 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%201, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %203 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%195, %188 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %204 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%203, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %205 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%202, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %206 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%205, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %207 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%206, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %208 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%205, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %209 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%204, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %210 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%209, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %211 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%210, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %212 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%209, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %213 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%211, %200 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %214 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%213, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %215 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%207, %196 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %216 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%215, %cst_39 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %217 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%214, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %218 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%217, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %219 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%218, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %220 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%217, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %221 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%216, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %222 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%221, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %223 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%222, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %224 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%221, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %225 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%223, %212 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %226 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%225, %cst_38 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %227 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%219, %208 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %228 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%227, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %229 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%226, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %230 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%229, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %231 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%230, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %232 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%229, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %233 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%228, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %234 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%233, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %235 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%234, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %236 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%233, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %237 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%235, %224 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %238 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%237, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %239 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%231, %220 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %240 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%239, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %241 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%238, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %242 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%241, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %243 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%242, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %244 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%241, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %245 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%240, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %246 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%245, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %247 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%246, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %248 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%247, %236 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %249 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%248, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %250 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%243, %232 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %251 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%250, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %252 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%249, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %253 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%252, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %254 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%253, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %255 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%251, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %256 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%255, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %257 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%254, %244 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %258 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%257, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %259 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%258, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %260 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%259, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %261 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%260, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %262 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%261, %256 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %263 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%262, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %264 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%263, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %265 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%264, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_202: i64, %out: i1):
      %1449 = arith.cmpi slt, %in, %in_202 : i64
      linalg.yield %1449 : i1
    } -> tensor<2x128xi1>
    %expanded_69 = tensor.expand_shape %265 [[0], [1, 2, 3]] output_shape [2, 2, 8, 8] : tensor<2x128xi1> into tensor<2x2x8x8xi1>
    %266 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x2x8x8xi1>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1449 = arith.uitofp %in : i1 to f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %267 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.divf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x2x8x8xf32>
    %268 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %267 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_70 = tensor.collapse_shape %268 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_71 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %269 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_72 = tensor.expand_shape %269 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %270 = tensor.empty() : tensor<2x8x2x8xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_74 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %271 = tensor.empty() : tensor<16x16xf32>
    %272 = linalg.fill ins(%cst : f32) outs(%271 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %273 = linalg.matmul ins(%collapsed_74, %arg6 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %274 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %275 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%273, %274 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %expanded_75 = tensor.expand_shape %275 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %276 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_27 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %277 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%276, %cst_51 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %278 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%277, %cst_47 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %279 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%278, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %280 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%279, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %281 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%278, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %282 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%280, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %283 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%282, %cst_46 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %284 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%283, %cst_50 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %285 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%284, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %286 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%285, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %287 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%284, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %288 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %281 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %289 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%288, %cst_44 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %290 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%286, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %291 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%290, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %292 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%289, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %293 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%292, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %294 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%293, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %295 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%292, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %296 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%291, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %297 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%296, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %298 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%297, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %299 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%296, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %300 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%298, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %301 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%300, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %302 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%294, %287 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %303 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%302, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %304 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%301, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %305 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%304, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %306 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%305, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %307 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%304, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %308 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%303, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %309 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%308, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %310 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%309, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %311 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%308, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %312 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%310, %299 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %313 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%312, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %314 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%306, %295 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %315 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%314, %cst_39 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %316 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%313, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %317 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%316, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %318 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%317, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %319 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%316, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %320 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%315, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %321 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%320, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %322 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%321, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %323 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%320, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %324 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%322, %311 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %325 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%324, %cst_38 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %326 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%318, %307 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %327 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%326, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %328 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%325, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %329 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%328, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %330 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%329, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %331 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%328, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %332 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%327, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %333 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%332, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %334 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%333, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %335 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%332, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %336 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%334, %323 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %337 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%336, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %338 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%330, %319 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %339 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%338, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %340 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%337, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %341 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%340, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %342 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%341, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %343 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%340, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %344 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%339, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %345 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%344, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %346 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%345, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %347 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%346, %335 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %348 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%347, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %349 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%342, %331 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %350 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%349, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %351 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%348, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %352 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%351, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %353 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%352, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %354 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%350, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %355 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%354, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %356 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%353, %343 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %357 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%356, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %358 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%357, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %359 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%358, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %360 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%359, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %361 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%360, %355 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %362 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%361, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %363 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%362, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %364 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%363, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_202: i64, %out: i1):
      %1449 = arith.cmpi slt, %in, %in_202 : i64
      linalg.yield %1449 : i1
    } -> tensor<2x128xi1>
    %expanded_76 = tensor.expand_shape %364 [[0], [1, 2]] output_shape [2, 8, 16] : tensor<2x128xi1> into tensor<2x8x16xi1>
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<2x8x16xi1>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1449 = arith.uitofp %in : i1 to f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.divf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x16xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %366 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %127 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%368 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %370 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %371 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%372 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_17 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x1xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.rsqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %376 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %arg9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_77 = tensor.collapse_shape %379 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %380 = tensor.empty() : tensor<16x64xf32>
    %381 = linalg.fill ins(%cst : f32) outs(%380 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %382 = linalg.matmul ins(%collapsed_77, %arg10 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %383 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %384 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%382, %383 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %expanded_78 = tensor.expand_shape %384 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %385 = tensor.empty() : tensor<2x8x64xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_14 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x64xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %388 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_13 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x64xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.tanh %in : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %cst_21 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %392 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_79 = tensor.collapse_shape %393 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %394 = linalg.matmul ins(%collapsed_79, %arg12 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %395 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %396 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%394, %395 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %expanded_80 = tensor.expand_shape %396 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %397 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_26 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %398 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%397, %cst_51 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %399 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%398, %cst_47 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %400 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%399, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %401 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%400, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %402 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%399, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %403 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%401, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %404 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%403, %cst_46 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %405 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%404, %cst_50 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %406 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%405, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %407 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%406, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %408 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%405, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %409 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %402 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %410 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%409, %cst_44 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %411 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%407, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %412 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%411, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %413 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%410, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %414 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%413, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %415 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%414, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %416 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%413, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %417 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%412, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %418 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%417, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %419 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%418, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %420 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%417, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %421 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%419, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %422 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%421, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %423 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%415, %408 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %424 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%423, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %425 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%422, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %426 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%425, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %427 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%426, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %428 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%425, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %429 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%424, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %430 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%429, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %431 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%430, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %432 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%429, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %433 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%431, %420 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %434 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%433, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %435 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%427, %416 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %436 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%435, %cst_39 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %437 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%434, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %438 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%437, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %439 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%438, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %440 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%437, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %441 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%436, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %442 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%441, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %443 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%442, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %444 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%441, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %445 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%443, %432 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %446 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%445, %cst_38 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %447 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%439, %428 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %448 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%447, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %449 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%446, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %450 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%449, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %451 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%450, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %452 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%449, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %453 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%448, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %454 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%453, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %455 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%454, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %456 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%453, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %457 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%455, %444 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %458 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%457, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %459 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%451, %440 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %460 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%459, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %461 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%458, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %462 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%461, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %463 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%462, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %464 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%461, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %465 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%460, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %466 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%465, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %467 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%466, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %468 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%467, %456 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %469 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%468, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %470 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%463, %452 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %471 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%470, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %472 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%469, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %473 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%472, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %474 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%473, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %475 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%471, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %476 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%475, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %477 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%474, %464 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %478 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%477, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %479 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%478, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %480 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%479, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %481 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%480, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %482 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%481, %476 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %483 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%482, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %484 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%483, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %485 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%484, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_202: i64, %out: i1):
      %1449 = arith.cmpi slt, %in, %in_202 : i64
      linalg.yield %1449 : i1
    } -> tensor<2x128xi1>
    %expanded_81 = tensor.expand_shape %485 [[0], [1, 2]] output_shape [2, 8, 16] : tensor<2x128xi1> into tensor<2x8x16xi1>
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<2x8x16xi1>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1449 = arith.uitofp %in : i1 to f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.divf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x16xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %487 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %488 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%489 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %491 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492, %492 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%493 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_17 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x1xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.rsqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492, %497 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %arg15 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_82 = tensor.collapse_shape %500 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %501 = linalg.matmul ins(%collapsed_82, %arg16 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%142 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %502 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %503 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%501, %502 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %expanded_83 = tensor.expand_shape %503 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice_84 = tensor.extract_slice %expanded_83[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_85 = tensor.extract_slice %expanded_83[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_86 = tensor.extract_slice %expanded_83[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_87 = tensor.expand_shape %extracted_slice_85 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_88 = tensor.expand_shape %extracted_slice_86 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_90 = tensor.expand_shape %extracted_slice_84 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_91 = linalg.transpose ins(%expanded_90 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %504 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_91 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_16 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_92 = linalg.transpose ins(%expanded_87 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %505 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_92 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_16 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_93 = tensor.collapse_shape %504 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_94 = tensor.collapse_shape %505 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %506 = linalg.batch_matmul ins(%collapsed_93, %collapsed_94 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_95 = tensor.expand_shape %506 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %507 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_95, %154 : tensor<2x2x8x8xf32>, tensor<8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %508:2 = linalg.generic {indexing_maps = [#map12, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%507 : tensor<2x2x8x8xf32>) outs(%163, %161 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_202: i64):
      %1449 = linalg.index 3 : index
      %1450 = arith.index_cast %1449 : index to i64
      %1451 = arith.maximumf %in, %out : f32
      %1452 = arith.cmpf ogt, %in, %out : f32
      %1453 = arith.select %1452, %1450, %out_202 : i64
      linalg.yield %1451, %1453 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_96 = tensor.expand_shape %508#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %509 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %expanded_96 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %510 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.exp %in : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %511 = linalg.generic {indexing_maps = [#map12, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%510 : tensor<2x2x8x8xf32>) outs(%168 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x1xf32>
    %512 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %511 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %513 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507 : tensor<2x2x8x8xf32>) outs(%171 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1449 = arith.extf %in : f32 to f64
      %1450 = arith.cmpf oeq, %1449, %cst_15 : f64
      linalg.yield %1450 : i1
    } -> tensor<2x2x8x8xi1>
    %514 = linalg.generic {indexing_maps = [#map12, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%513 : tensor<2x2x8x8xi1>) outs(%174 : tensor<2x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1449 = arith.andi %in, %out : i1
      linalg.yield %1449 : i1
    } -> tensor<2x2x8x1xi1>
    %515 = linalg.generic {indexing_maps = [#map15, #map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %cst_2, %512 : tensor<2x2x8x1xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_202: f32, %in_203: f32, %out: f32):
      %1449 = arith.select %in, %in_202, %in_203 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %516 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_25 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %517 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%516, %cst_51 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %518 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%517, %cst_47 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %519 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%518, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %520 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%519, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %521 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%518, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %522 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%520, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %523 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%522, %cst_46 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %524 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%523, %cst_50 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %525 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%524, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %526 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%525, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %527 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%524, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %528 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %521 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %529 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%528, %cst_44 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %530 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%526, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %531 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%530, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %532 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%529, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %533 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%532, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %534 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%533, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %535 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%532, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %536 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%531, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %537 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%536, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %538 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%537, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %539 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%536, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %540 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%538, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %541 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%540, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %542 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%534, %527 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %543 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%542, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %544 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%541, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %545 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%544, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %546 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%545, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %547 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%544, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %548 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%543, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %549 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%548, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %550 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%549, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %551 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%548, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %552 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%550, %539 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %553 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%552, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %554 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%546, %535 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %555 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%554, %cst_39 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %556 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%553, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %557 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%556, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %558 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%557, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %559 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%556, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %560 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%555, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %561 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%560, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %562 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%561, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %563 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%560, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %564 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%562, %551 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %565 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%564, %cst_38 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %566 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%558, %547 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %567 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%566, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %568 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%565, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %569 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%568, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %570 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%569, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %571 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%568, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %572 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%567, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %573 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%572, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %574 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%573, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %575 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%572, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %576 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%574, %563 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %577 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%576, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %578 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%570, %559 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %579 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%578, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %580 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%577, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %581 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%580, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %582 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%581, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %583 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%580, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %584 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%579, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %585 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%584, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %586 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%585, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %587 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%586, %575 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %588 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%587, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %589 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%582, %571 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %590 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%589, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %591 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%588, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %592 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%591, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %593 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%592, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %594 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%590, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %595 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%594, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %596 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%593, %583 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %597 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%596, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %598 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%597, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %599 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%598, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %600 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%599, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %601 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%600, %595 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %602 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%601, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %603 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%602, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %604 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%603, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_202: i64, %out: i1):
      %1449 = arith.cmpi slt, %in, %in_202 : i64
      linalg.yield %1449 : i1
    } -> tensor<2x128xi1>
    %expanded_97 = tensor.expand_shape %604 [[0], [1, 2, 3]] output_shape [2, 2, 8, 8] : tensor<2x128xi1> into tensor<2x2x8x8xi1>
    %605 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<2x2x8x8xi1>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1449 = arith.uitofp %in : i1 to f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %606 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.divf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x2x8x8xf32>
    %607 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %606 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_98 = tensor.collapse_shape %607 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_99 = tensor.collapse_shape %transposed_89 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %608 = linalg.batch_matmul ins(%collapsed_98, %collapsed_99 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_100 = tensor.expand_shape %608 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %transposed_101 = linalg.transpose ins(%expanded_100 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_102 = tensor.collapse_shape %transposed_101 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %609 = linalg.matmul ins(%collapsed_102, %arg18 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %610 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %611 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%609, %610 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %expanded_103 = tensor.expand_shape %611 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %612 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_24 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %613 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%612, %cst_51 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %614 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%613, %cst_47 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %615 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%614, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %616 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%615, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %617 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%614, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %618 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%616, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %619 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%618, %cst_46 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %620 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%619, %cst_50 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %621 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%620, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %622 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%621, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %623 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%620, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %624 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %617 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %625 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%624, %cst_44 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %626 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%622, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %627 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%626, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %628 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%625, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %629 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%628, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %630 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%629, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %631 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%628, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %632 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%627, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %633 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%632, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %634 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%633, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %635 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%632, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %636 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%634, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %637 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%636, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %638 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%630, %623 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %639 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%638, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %640 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%637, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %641 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%640, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %642 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%641, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %643 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%640, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %644 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%639, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %645 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%644, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %646 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%645, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %647 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%644, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %648 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%646, %635 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %649 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%648, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %650 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%642, %631 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %651 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%650, %cst_39 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %652 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%649, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %653 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%652, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %654 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%653, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %655 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%652, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %656 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%651, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %657 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%656, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %658 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%657, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %659 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%656, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %660 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%658, %647 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %661 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%660, %cst_38 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %662 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%654, %643 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %663 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%662, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %664 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%661, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %665 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%664, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %666 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%665, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %667 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%664, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %668 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%663, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %669 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%668, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %670 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%669, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %671 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%668, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %672 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%670, %659 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %673 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%672, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %674 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%666, %655 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %675 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%674, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %676 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%673, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %677 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%676, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %678 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%677, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %679 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%676, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %680 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%675, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %681 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%680, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %682 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%681, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %683 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%682, %671 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %684 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%683, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %685 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%678, %667 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %686 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%685, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %687 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%684, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %688 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%687, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %689 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%688, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %690 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%686, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %691 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%690, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %692 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%689, %679 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %693 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%692, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %694 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%693, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %695 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%694, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %696 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%695, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %697 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%696, %691 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %698 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%697, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %699 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%698, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %700 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%699, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_202: i64, %out: i1):
      %1449 = arith.cmpi slt, %in, %in_202 : i64
      linalg.yield %1449 : i1
    } -> tensor<2x128xi1>
    %expanded_104 = tensor.expand_shape %700 [[0], [1, 2]] output_shape [2, 8, 16] : tensor<2x128xi1> into tensor<2x8x16xi1>
    %701 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<2x8x16xi1>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1449 = arith.uitofp %in : i1 to f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.divf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x16xf32>
    %703 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103, %702 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %704 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703, %489 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %705 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%704 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %706 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %707 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704, %706 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %708 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %707 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %709 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%708 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %710 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%709 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %711 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%710 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_17 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x1xf32>
    %712 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%711 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.rsqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %713 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %712 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %714 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %arg20 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %715 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714, %arg21 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_105 = tensor.collapse_shape %715 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %716 = linalg.matmul ins(%collapsed_105, %arg22 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %717 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %718 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%716, %717 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %expanded_106 = tensor.expand_shape %718 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %719 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %720 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %721 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_14 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x64xf32>
    %722 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106, %721 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %723 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_13 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x64xf32>
    %724 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.tanh %in : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %725 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %cst_21 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %726 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719, %725 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_107 = tensor.collapse_shape %726 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %727 = linalg.matmul ins(%collapsed_107, %arg24 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %728 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %729 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%727, %728 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %expanded_108 = tensor.expand_shape %729 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %730 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_23 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %731 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%730, %cst_51 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %732 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%731, %cst_47 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %733 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%732, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %734 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%733, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %735 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%732, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %736 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%734, %20 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %737 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%736, %cst_46 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %738 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%737, %cst_50 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %739 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%738, %cst_49 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %740 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%739, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %741 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%738, %cst_48 : tensor<1x128xi64>, tensor<i64>) outs(%11 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<1x128xi64>
    %742 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%45, %735 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %743 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%742, %cst_44 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %744 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%740, %29 : tensor<1x128xi64>, tensor<2x1xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %745 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%744, %cst_43 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %746 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%743, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %747 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%746, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %748 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%747, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %749 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%746, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %750 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%745, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %751 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%750, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %752 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%751, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %753 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%750, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %754 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%752, %46 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %755 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%754, %cst_42 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %756 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%748, %741 : tensor<2x128xi64>, tensor<1x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %757 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%756, %cst_41 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %758 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%755, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %759 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%758, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %760 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%759, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %761 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%758, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %762 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%757, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %763 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%762, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %764 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%763, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %765 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%762, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %766 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%764, %753 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %767 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%766, %cst_40 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %768 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%760, %749 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %769 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%768, %cst_39 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %770 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%767, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %771 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%770, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %772 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%771, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %773 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%770, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %774 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%769, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %775 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%774, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %776 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%775, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %777 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%774, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %778 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%776, %765 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %779 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%778, %cst_38 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %780 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%772, %761 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %781 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%780, %cst_37 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %782 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%779, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %783 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%782, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %784 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%783, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %785 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%782, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %786 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%781, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %787 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%786, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %788 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%787, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %789 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%786, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %790 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%788, %777 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %791 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%790, %cst_36 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %792 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%784, %773 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %793 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%792, %cst_35 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %794 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%791, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %795 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%794, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %796 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%795, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %797 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%794, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %798 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%793, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %799 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%798, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %800 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%799, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %801 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%800, %789 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %802 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%801, %cst_34 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %803 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%796, %785 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %804 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%803, %cst_33 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %805 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%802, %cst_50 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %806 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%805, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %807 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%806, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %808 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%804, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %809 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%808, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %810 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%807, %797 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %811 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%810, %cst_32 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %812 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%811, %cst_47 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.muli %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %813 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%812, %cst_49 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %814 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%813, %cst_48 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.andi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %815 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%814, %809 : tensor<2x128xi64>, tensor<2x128xi64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %816 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%815, %cst_31 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.xori %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %817 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%816, %cst_30 : tensor<2x128xi64>, tensor<i64>) outs(%36 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %in_202: i64, %out: i64):
      %1449 = arith.shrsi %in, %in_202 : i64
      linalg.yield %1449 : i64
    } -> tensor<2x128xi64>
    %818 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%817, %cst_29 : tensor<2x128xi64>, tensor<i64>) outs(%123 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %in_202: i64, %out: i1):
      %1449 = arith.cmpi slt, %in, %in_202 : i64
      linalg.yield %1449 : i1
    } -> tensor<2x128xi1>
    %expanded_109 = tensor.expand_shape %818 [[0], [1, 2]] output_shape [2, 8, 16] : tensor<2x128xi1> into tensor<2x8x16xi1>
    %819 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<2x8x16xi1>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1449 = arith.uitofp %in : i1 to f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %820 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.divf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x16xf32>
    %821 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_108, %820 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %822 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704, %821 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %823 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%822 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %824 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %825 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%822, %824 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %826 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %825 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %827 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%826 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %828 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%827 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %829 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_17 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x1xf32>
    %830 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%829 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.rsqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %831 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %830 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %832 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%831, %arg26 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %833 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %arg27 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %834 = tensor.empty() : tensor<16x32xf32>
    %transposed_110 = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%834 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_111 = tensor.collapse_shape %833 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %835 = linalg.fill ins(%cst : f32) outs(%834 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %836 = linalg.matmul ins(%collapsed_111, %transposed_110 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%835 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %padded = tensor.pad %arg85 low[0, 0] high[0, 1] {
    ^bb0(%arg89: index, %arg90: index):
      tensor.yield %c-100_i64 : i64
    } : tensor<2x8xi64> to tensor<2x9xi64>
    %extracted_slice_112 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %collapsed_113 = tensor.collapse_shape %extracted_slice_112 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %837 = tensor.empty() : tensor<16xi64>
    %838 = linalg.fill ins(%c0_i64 : i64) outs(%837 : tensor<16xi64>) -> tensor<16xi64>
    %839 = tensor.empty() : tensor<16xf32>
    %840 = linalg.fill ins(%cst_0 : f32) outs(%839 : tensor<16xf32>) -> tensor<16xf32>
    %841:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%836 : tensor<16x32xf32>) outs(%840, %838 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_202: i64):
      %1449 = linalg.index 1 : index
      %1450 = arith.index_cast %1449 : index to i64
      %1451 = arith.maximumf %in, %out : f32
      %1452 = arith.cmpf ogt, %in, %out : f32
      %1453 = arith.select %1452, %1450, %out_202 : i64
      linalg.yield %1451, %1453 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_114 = tensor.expand_shape %841#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %842 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%836, %expanded_114 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x32xf32>
    %843 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%842 : tensor<16x32xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.exp %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16x32xf32>
    %844 = tensor.empty() : tensor<16x1xf32>
    %845 = linalg.fill ins(%cst : f32) outs(%844 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %846 = linalg.generic {indexing_maps = [#map5, #map8], iterator_types = ["parallel", "reduction"]} ins(%843 : tensor<16x32xf32>) outs(%845 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<16x1xf32>
    %847 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%846 : tensor<16x1xf32>) outs(%844 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.log %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16x1xf32>
    %848 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%842, %847 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x32xf32>
    %849 = tensor.empty() : tensor<16xi1>
    %850 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_113 : tensor<16xi64>) outs(%849 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1449 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %1449 : i1
    } -> tensor<16xi1>
    %851 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%850, %collapsed_113, %cst_51 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%837 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_202: i64, %in_203: i64, %out: i64):
      %1449 = arith.select %in, %in_202, %in_203 : i64
      linalg.yield %1449 : i64
    } -> tensor<16xi64>
    %expanded_115 = tensor.expand_shape %851 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %852 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_115 : tensor<16x1xi64>) outs(%845 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1449 = linalg.index 0 : index
      %1450 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %848[%1449, %1450] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_116 = tensor.collapse_shape %852 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %853 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_116 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.negf %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %854 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%850, %853, %cst_3 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_202: f32, %in_203: f32, %out: f32):
      %1449 = arith.select %in, %in_202, %in_203 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %855 = linalg.fill ins(%c0_i64 : i64) outs(%9 : tensor<i64>) -> tensor<i64>
    %856 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%850 : tensor<16xi1>) outs(%855 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %1449 = arith.extui %in : i1 to i64
      %1450 = arith.addi %1449, %out : i64
      linalg.yield %1450 : i64
    } -> tensor<i64>
    %857 = tensor.empty() : tensor<f32>
    %858 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%856 : tensor<i64>) outs(%857 : tensor<f32>) attrs =  {zero.global_mean} {
    ^bb0(%in: i64, %out: f32):
      %1449 = arith.sitofp %in : i64 to f32
      linalg.yield %1449 : f32
    } -> tensor<f32>
    %859 = linalg.fill ins(%cst : f32) outs(%857 : tensor<f32>) -> tensor<f32>
    %860 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%854 : tensor<16xf32>) outs(%859 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<f32>
    %861 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%860, %858 : tensor<f32>, tensor<f32>) outs(%857 : tensor<f32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<f32>
    %expanded_117 = tensor.expand_shape %collapsed_113 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %862 = tensor.empty() : tensor<32xi64>
    %863 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%862 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %1449 = linalg.index 0 : index
      %1450 = arith.index_cast %1449 : index to i64
      linalg.yield %1450 : i64
    } -> tensor<32xi64>
    %864 = tensor.empty() : tensor<16x32xi1>
    %865 = linalg.generic {indexing_maps = [#map8, #map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_117, %863 : tensor<16x1xi64>, tensor<32xi64>) outs(%864 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_202: i64, %out: i1):
      %1449 = arith.cmpi eq, %in, %in_202 : i64
      linalg.yield %1449 : i1
    } -> tensor<16x32xi1>
    %866 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%865 : tensor<16x32xi1>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1449 = arith.uitofp %in : i1 to f32
      linalg.yield %1449 : f32
    } -> tensor<16x32xf32>
    %867 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%850 : tensor<16xi1>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1449 = arith.uitofp %in : i1 to f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %expanded_118 = tensor.expand_shape %867 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %868 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%866 : tensor<16x32xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.negf %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16x32xf32>
    %869 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%868, %expanded_118 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x32xf32>
    %870 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_1, %858 : tensor<f32>, tensor<f32>) outs(%857 : tensor<f32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<f32>
    %871 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%869, %870 : tensor<16x32xf32>, tensor<f32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x32xf32>
    %872 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%848 : tensor<16x32xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.exp %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16x32xf32>
    %873 = linalg.generic {indexing_maps = [#map5, #map8], iterator_types = ["parallel", "reduction"]} ins(%871 : tensor<16x32xf32>) outs(%845 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<16x1xf32>
    %874 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%872, %873 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x32xf32>
    %875 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%871, %874 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x32xf32>
    %876 = tensor.empty() : tensor<32x16xf32>
    %transposed_119 = linalg.transpose ins(%875 : tensor<16x32xf32>) outs(%876 : tensor<32x16xf32>) permutation = [1, 0] 
    %877 = linalg.fill ins(%cst : f32) outs(%876 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %878 = linalg.matmul ins(%transposed_119, %collapsed_111 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%877 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %879 = linalg.matmul ins(%875, %arg0 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_120 = tensor.expand_shape %879 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %880 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120, %arg26 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %881 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %882 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%880 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %883 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880, %831 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %884 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%883 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %885 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%831, %884 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %886 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%881, %882 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %887 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%886, %885 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %888 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %889 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%888, %887 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %890 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120, %831 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %891 = linalg.fill ins(%cst : f32) outs(%839 : tensor<16xf32>) -> tensor<16xf32>
    %892 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%890 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 26 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %893 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_120 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 27 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %894 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%889, %820 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_121 = tensor.collapse_shape %894 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_122 = linalg.transpose ins(%arg24 : tensor<64x16xf32>) outs(%380 : tensor<16x64xf32>) permutation = [1, 0] 
    %895 = linalg.matmul ins(%collapsed_121, %transposed_122 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %896 = tensor.empty() : tensor<64x16xf32>
    %transposed_123 = linalg.transpose ins(%collapsed_107 : tensor<16x64xf32>) outs(%896 : tensor<64x16xf32>) permutation = [1, 0] 
    %897 = linalg.fill ins(%cst : f32) outs(%896 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %898 = linalg.matmul {zero.grad_of = 24 : i64} ins(%transposed_123, %collapsed_121 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%897 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %899 = tensor.empty() : tensor<1x16xf32>
    %900 = linalg.fill ins(%cst : f32) outs(%899 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %901 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_121 : tensor<16x16xf32>) outs(%900 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<1x16xf32>
    %collapsed_124 = tensor.collapse_shape %901 [[0, 1]] {zero.grad_of = 25 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_125 = tensor.expand_shape %895 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %902 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %719 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %903 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %725 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %904 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724, %724 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %905 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_28, %904 : tensor<i64>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %in_202: f32, %out: f32):
      %1449 = arith.sitofp %in : i64 to f32
      %1450 = arith.subf %1449, %in_202 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x64xf32>
    %906 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%902, %905 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %907 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%906 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_13 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x64xf32>
    %908 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%907 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_14 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x64xf32>
    %909 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %910 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%909 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %911 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%908, %910 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %912 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%907, %911 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %913 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%903 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %914 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%912, %913 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_126 = tensor.collapse_shape %914 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_127 = linalg.transpose ins(%arg22 : tensor<16x64xf32>) outs(%896 : tensor<64x16xf32>) permutation = [1, 0] 
    %915 = linalg.matmul ins(%collapsed_126, %transposed_127 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_128 = linalg.transpose ins(%collapsed_105 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %916 = linalg.matmul {zero.grad_of = 22 : i64} ins(%transposed_128, %collapsed_126 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %917 = tensor.empty() : tensor<1x64xf32>
    %918 = linalg.fill ins(%cst : f32) outs(%917 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %919 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_126 : tensor<16x64xf32>) outs(%918 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<1x64xf32>
    %collapsed_129 = tensor.collapse_shape %919 [[0, 1]] {zero.grad_of = 23 : i64} : tensor<1x64xf32> into tensor<64xf32>
    %expanded_130 = tensor.expand_shape %915 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %920 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_130, %arg20 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %921 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%920 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %922 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%920 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %923 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%920, %713 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %924 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%923 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %925 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %924 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %926 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%921, %922 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %927 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%926, %925 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %928 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %929 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%928, %927 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %930 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_130, %713 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %931 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%930 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 20 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %932 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_130 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 21 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %933 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%889, %929 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %934 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%933, %702 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_131 = tensor.collapse_shape %934 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_132 = linalg.transpose ins(%arg18 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %935 = linalg.matmul ins(%collapsed_131, %transposed_132 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_133 = linalg.transpose ins(%collapsed_102 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %936 = linalg.matmul {zero.grad_of = 18 : i64} ins(%transposed_133, %collapsed_131 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %937 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_131 : tensor<16x16xf32>) outs(%900 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<1x16xf32>
    %collapsed_134 = tensor.collapse_shape %937 [[0, 1]] {zero.grad_of = 19 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_135 = tensor.expand_shape %935 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_136 = linalg.transpose ins(%expanded_135 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_137 = tensor.collapse_shape %transposed_136 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_138 = linalg.transpose ins(%collapsed_98 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %938 = linalg.batch_matmul ins(%transposed_138, %collapsed_137 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_139 = linalg.transpose ins(%collapsed_99 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %939 = linalg.batch_matmul ins(%collapsed_137, %transposed_139 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_140 = tensor.expand_shape %938 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_141 = tensor.expand_shape %939 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %940 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141, %606 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %941 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%940, %515 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %942 = linalg.generic {indexing_maps = [#map12, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%941 : tensor<2x2x8x8xf32>) outs(%168 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x1xf32>
    %943 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %942 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %944 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%941, %943 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_142 = tensor.collapse_shape %944 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_143 = linalg.transpose ins(%collapsed_93 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %945 = linalg.batch_matmul ins(%transposed_143, %collapsed_142 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_144 = linalg.transpose ins(%collapsed_94 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %946 = linalg.batch_matmul ins(%collapsed_142, %transposed_144 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_145 = tensor.expand_shape %945 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_146 = tensor.expand_shape %946 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %947 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_145 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_16 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x2x8x8xf32>
    %948 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_146 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_16 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_147 = linalg.transpose ins(%948 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_148 = tensor.collapse_shape %transposed_147 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_149 = linalg.transpose ins(%expanded_140 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_150 = tensor.collapse_shape %transposed_149 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_151 = linalg.transpose ins(%947 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat = tensor.concat dim(2) %collapsed_148, %collapsed_152, %collapsed_150 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_153 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %949 = tensor.empty() : tensor<48x16xf32>
    %transposed_154 = linalg.transpose ins(%arg16 : tensor<16x48xf32>) outs(%949 : tensor<48x16xf32>) permutation = [1, 0] 
    %950 = linalg.matmul ins(%collapsed_153, %transposed_154 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_155 = linalg.transpose ins(%collapsed_82 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %951 = linalg.matmul {zero.grad_of = 16 : i64} ins(%transposed_155, %collapsed_153 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%142 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %952 = tensor.empty() : tensor<1x48xf32>
    %953 = linalg.fill ins(%cst : f32) outs(%952 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %954 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_153 : tensor<16x48xf32>) outs(%953 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<1x48xf32>
    %collapsed_156 = tensor.collapse_shape %954 [[0, 1]] {zero.grad_of = 17 : i64} : tensor<1x48xf32> into tensor<48xf32>
    %expanded_157 = tensor.expand_shape %950 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %955 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_157, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %956 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%955 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %957 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%955 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %958 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%955, %498 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %959 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%958 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %960 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %959 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %961 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%956, %957 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %962 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%961, %960 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %963 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %964 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%963, %962 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %965 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_157, %498 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %966 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%965 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 14 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %967 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_157 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 15 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %968 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%933, %964 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %969 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%968, %487 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_158 = tensor.collapse_shape %969 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_159 = linalg.transpose ins(%arg12 : tensor<64x16xf32>) outs(%380 : tensor<16x64xf32>) permutation = [1, 0] 
    %970 = linalg.matmul ins(%collapsed_158, %transposed_159 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_160 = linalg.transpose ins(%collapsed_79 : tensor<16x64xf32>) outs(%896 : tensor<64x16xf32>) permutation = [1, 0] 
    %971 = linalg.matmul {zero.grad_of = 12 : i64} ins(%transposed_160, %collapsed_158 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%897 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %972 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_158 : tensor<16x16xf32>) outs(%900 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<1x16xf32>
    %collapsed_161 = tensor.collapse_shape %972 [[0, 1]] {zero.grad_of = 13 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_162 = tensor.expand_shape %970 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %973 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %386 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %974 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %392 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %975 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %391 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %976 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_28, %975 : tensor<i64>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: i64, %in_202: f32, %out: f32):
      %1449 = arith.sitofp %in : i64 to f32
      %1450 = arith.subf %1449, %in_202 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x64xf32>
    %977 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%973, %976 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %978 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%977 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_13 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x64xf32>
    %979 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%978 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_14 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x8x64xf32>
    %980 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %981 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%980 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.mulf %in, %cst_22 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %982 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%979, %981 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %983 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%978, %982 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %984 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%974 : tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.mulf %in, %cst_20 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %985 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%983, %984 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%385 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_163 = tensor.collapse_shape %985 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_164 = linalg.transpose ins(%arg10 : tensor<16x64xf32>) outs(%896 : tensor<64x16xf32>) permutation = [1, 0] 
    %986 = linalg.matmul ins(%collapsed_163, %transposed_164 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_165 = linalg.transpose ins(%collapsed_77 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %987 = linalg.matmul {zero.grad_of = 10 : i64} ins(%transposed_165, %collapsed_163 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%381 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %988 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_163 : tensor<16x64xf32>) outs(%918 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<1x64xf32>
    %collapsed_166 = tensor.collapse_shape %988 [[0, 1]] {zero.grad_of = 11 : i64} : tensor<1x64xf32> into tensor<64xf32>
    %expanded_167 = tensor.expand_shape %986 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %989 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %990 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%989 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %991 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%989 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %992 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%989, %377 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %993 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%992 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %994 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %993 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %995 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%990, %991 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %996 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%995, %994 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %997 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %998 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%997, %996 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %999 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167, %377 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %1000 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%999 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 8 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1001 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_167 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 9 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1002 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%968, %998 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %1003 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1002, %366 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_168 = tensor.collapse_shape %1003 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_169 = linalg.transpose ins(%arg6 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %1004 = linalg.matmul ins(%collapsed_168, %transposed_169 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_170 = linalg.transpose ins(%collapsed_74 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %1005 = linalg.matmul {zero.grad_of = 6 : i64} ins(%transposed_170, %collapsed_168 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %1006 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_168 : tensor<16x16xf32>) outs(%900 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<1x16xf32>
    %collapsed_171 = tensor.collapse_shape %1006 [[0, 1]] {zero.grad_of = 7 : i64} : tensor<1x16xf32> into tensor<16xf32>
    %expanded_172 = tensor.expand_shape %1004 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_173 = linalg.transpose ins(%expanded_172 : tensor<2x8x2x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_174 = tensor.collapse_shape %transposed_173 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_175 = linalg.transpose ins(%collapsed_70 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %1007 = linalg.batch_matmul ins(%transposed_175, %collapsed_174 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_176 = linalg.transpose ins(%collapsed_71 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %1008 = linalg.batch_matmul ins(%collapsed_174, %transposed_176 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_177 = tensor.expand_shape %1007 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_178 = tensor.expand_shape %1008 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %1009 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_178, %267 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %1010 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1009, %176 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %1011 = linalg.generic {indexing_maps = [#map12, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1010 : tensor<2x2x8x8xf32>) outs(%168 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x1xf32>
    %1012 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %1011 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %1013 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1010, %1012 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_179 = tensor.collapse_shape %1013 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_180 = linalg.transpose ins(%collapsed_65 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %1014 = linalg.batch_matmul ins(%transposed_180, %collapsed_179 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_181 = linalg.transpose ins(%collapsed_66 : tensor<4x8x8xf32>) outs(%156 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %1015 = linalg.batch_matmul ins(%collapsed_179, %transposed_181 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%157 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_182 = tensor.expand_shape %1014 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_183 = tensor.expand_shape %1015 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %1016 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_182 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_16 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x2x8x8xf32>
    %1017 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_183 : tensor<2x2x8x8xf32>) outs(%146 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_16 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<2x2x8x8xf32>
    %transposed_184 = linalg.transpose ins(%1017 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_185 = tensor.collapse_shape %transposed_184 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_186 = linalg.transpose ins(%expanded_177 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_187 = tensor.collapse_shape %transposed_186 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_188 = linalg.transpose ins(%1016 : tensor<2x2x8x8xf32>) outs(%270 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_189 = tensor.collapse_shape %transposed_188 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat_190 = tensor.concat dim(2) %collapsed_185, %collapsed_189, %collapsed_187 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_191 = tensor.collapse_shape %concat_190 [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %transposed_192 = linalg.transpose ins(%arg4 : tensor<16x48xf32>) outs(%949 : tensor<48x16xf32>) permutation = [1, 0] 
    %1018 = linalg.matmul ins(%collapsed_191, %transposed_192 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%272 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_193 = linalg.transpose ins(%collapsed : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) permutation = [1, 0] 
    %1019 = linalg.matmul {zero.grad_of = 4 : i64} ins(%transposed_193, %collapsed_191 : tensor<16x16xf32>, tensor<16x48xf32>) outs(%142 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %1020 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["reduction", "parallel"]} ins(%collapsed_191 : tensor<16x48xf32>) outs(%953 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<1x48xf32>
    %collapsed_194 = tensor.collapse_shape %1020 [[0, 1]] {zero.grad_of = 5 : i64} : tensor<1x48xf32> into tensor<48xf32>
    %expanded_195 = tensor.expand_shape %1018 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %1021 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_195, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %1022 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.mulf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %1023 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1021 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %1024 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021, %138 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %1025 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1024 : tensor<2x8x16xf32>) outs(%129 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %1026 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %1025 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %1027 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1022, %1023 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %1028 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1027, %1026 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %1029 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8x1xf32>) outs(%128 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.divf %in, %cst_19 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x1xf32>
    %1030 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1029, %1028 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %1031 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_195, %138 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %1032 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%1031 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 2 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1033 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_195 : tensor<2x8x16xf32>) outs(%891 : tensor<16xf32>) attrs =  {zero.grad_of = 3 : i64} {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1034 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1002, %1030 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %1035 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1034, %126 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<2x8x16xf32>
    %1036 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %1037 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%1035 : tensor<2x8x16xf32>) outs(%1036 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.addf %in, %out : f32
      linalg.yield %1449 : f32
    } -> tensor<1x8x16xf32>
    %1038 = linalg.generic {indexing_maps = [#map8, #map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_63, %3 : tensor<8x1xi64>, tensor<8xi64>) outs(%150 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_202: i64, %out: i1):
      %1449 = arith.cmpi eq, %in, %in_202 : i64
      linalg.yield %1449 : i1
    } -> tensor<8x8xi1>
    %1039 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1038 : tensor<8x8xi1>) outs(%153 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1449 = arith.uitofp %in : i1 to f32
      linalg.yield %1449 : f32
    } -> tensor<8x8xf32>
    %collapsed_196 = tensor.collapse_shape %1037 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %transposed_197 = linalg.transpose ins(%1039 : tensor<8x8xf32>) outs(%153 : tensor<8x8xf32>) permutation = [1, 0] 
    %1040 = tensor.empty() : tensor<8x16xf32>
    %1041 = linalg.fill ins(%cst : f32) outs(%1040 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %1042 = linalg.matmul {zero.grad_of = 1 : i64} ins(%transposed_197, %collapsed_196 : tensor<8x8xf32>, tensor<8x16xf32>) outs(%1041 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %collapsed_198 = tensor.collapse_shape %arg84 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_199 = tensor.expand_shape %collapsed_198 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %1043 = linalg.generic {indexing_maps = [#map8, #map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_199, %863 : tensor<16x1xi64>, tensor<32xi64>) outs(%864 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_202: i64, %out: i1):
      %1449 = arith.cmpi eq, %in, %in_202 : i64
      linalg.yield %1449 : i1
    } -> tensor<16x32xi1>
    %1044 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1043 : tensor<16x32xi1>) outs(%834 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %1449 = arith.uitofp %in : i1 to f32
      linalg.yield %1449 : f32
    } -> tensor<16x32xf32>
    %collapsed_200 = tensor.collapse_shape %1035 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_201 = linalg.transpose ins(%1044 : tensor<16x32xf32>) outs(%876 : tensor<32x16xf32>) permutation = [1, 0] 
    %1045 = linalg.matmul ins(%transposed_201, %collapsed_200 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%877 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %1046 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%878, %1045 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) attrs =  {zero.grad_of = 0 : i64} {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<32x16xf32>
    %1047 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%arg87 : tensor<f32>) outs(%857 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_12 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<f32>
    %1048 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_28, %1047 : tensor<i64>, tensor<f32>) outs(%857 : tensor<f32>) {
    ^bb0(%in: i64, %in_202: f32, %out: f32):
      %1449 = arith.sitofp %in : i64 to f32
      %1450 = arith.subf %1449, %in_202 : f32
      linalg.yield %1450 : f32
    } -> tensor<f32>
    %1049 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg0, %1048 : tensor<32x16xf32>, tensor<f32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<32x16xf32>
    %1050 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<32x16xf32>
    %1051 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1046 : tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<32x16xf32>
    %1052 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1050, %1051 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<32x16xf32>
    %1053 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<32x16xf32>
    %1054 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1046 : tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<32x16xf32>
    %1055 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1054, %1046 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<32x16xf32>
    %1056 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1053, %1055 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<32x16xf32>
    %1057 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_8, %arg88 : tensor<f32>, tensor<f32>) outs(%857 : tensor<f32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = math.powf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<f32>
    %1058 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_28, %1057 : tensor<i64>, tensor<f32>) outs(%857 : tensor<f32>) {
    ^bb0(%in: i64, %in_202: f32, %out: f32):
      %1449 = arith.sitofp %in : i64 to f32
      %1450 = arith.subf %1449, %in_202 : f32
      linalg.yield %1450 : f32
    } -> tensor<f32>
    %1059 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_7, %arg88 : tensor<f32>, tensor<f32>) outs(%857 : tensor<f32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = math.powf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<f32>
    %1060 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%cst_28, %1059 : tensor<i64>, tensor<f32>) outs(%857 : tensor<f32>) {
    ^bb0(%in: i64, %in_202: f32, %out: f32):
      %1449 = arith.sitofp %in : i64 to f32
      %1450 = arith.subf %1449, %in_202 : f32
      linalg.yield %1450 : f32
    } -> tensor<f32>
    %1061 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1056 : tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<32x16xf32>
    %1062 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%1060 : tensor<f32>) outs(%857 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<f32>
    %1063 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%1061, %1062 : tensor<32x16xf32>, tensor<f32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<32x16xf32>
    %1064 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1063 : tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<32x16xf32>
    %1065 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = []} ins(%arg87, %1058 : tensor<f32>, tensor<f32>) outs(%857 : tensor<f32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<f32>
    %1066 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1052, %1064 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<32x16xf32>
    %1067 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1065, %1066 : tensor<f32>, tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<32x16xf32>
    %1068 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1049, %1067 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%876 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<32x16xf32>
    %1069 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg1, %1048 : tensor<8x16xf32>, tensor<f32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<8x16xf32>
    %1070 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<8x16xf32>
    %1071 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1042 : tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<8x16xf32>
    %1072 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1070, %1071 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<8x16xf32>
    %1073 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<8x16xf32>
    %1074 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1042 : tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<8x16xf32>
    %1075 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1074, %1042 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<8x16xf32>
    %1076 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1073, %1075 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<8x16xf32>
    %1077 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1076 : tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<8x16xf32>
    %1078 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%1077, %1062 : tensor<8x16xf32>, tensor<f32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<8x16xf32>
    %1079 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1078 : tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<8x16xf32>
    %1080 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1072, %1079 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<8x16xf32>
    %1081 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1065, %1080 : tensor<f32>, tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<8x16xf32>
    %1082 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1069, %1081 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%1040 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<8x16xf32>
    %1083 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg2, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1084 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg32 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1085 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1032 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1086 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1084, %1085 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1087 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg33 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1088 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1032 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1089 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1088, %1032 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1090 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1087, %1089 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1091 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1090 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1092 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1091, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1093 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1092 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1094 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1086, %1093 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1095 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1094 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1096 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1083, %1095 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1097 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg3, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1098 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg34 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1099 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1033 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1100 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1098, %1099 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1102 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1033 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1103 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1102, %1033 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1101, %1103 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1104 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1106 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1105, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1106 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1108 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1100, %1107 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1109 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1108 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1110 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1097, %1109 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1111 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg4, %1048 : tensor<16x48xf32>, tensor<f32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1112 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x48xf32>
    %1113 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1019 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x48xf32>
    %1114 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1112, %1113 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1115 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x48xf32>
    %1116 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1019 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x48xf32>
    %1117 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1116, %1019 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1118 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1115, %1117 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1119 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1118 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1120 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%1119, %1062 : tensor<16x48xf32>, tensor<f32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1121 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1120 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x48xf32>
    %1122 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1114, %1121 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1123 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1065, %1122 : tensor<f32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1124 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1111, %1123 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1125 = tensor.empty() : tensor<48xf32>
    %1126 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg5, %1048 : tensor<48xf32>, tensor<f32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg38 : tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<48xf32>
    %1128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_194 : tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<48xf32>
    %1129 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1127, %1128 : tensor<48xf32>, tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1130 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<48xf32>
    %1131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_194 : tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<48xf32>
    %1132 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1131, %collapsed_194 : tensor<48xf32>, tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1133 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1130, %1132 : tensor<48xf32>, tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1134 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1133 : tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1135 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1134, %1062 : tensor<48xf32>, tensor<f32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1135 : tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<48xf32>
    %1137 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1129, %1136 : tensor<48xf32>, tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1138 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1137 : tensor<f32>, tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1139 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1126, %1138 : tensor<48xf32>, tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1140 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg6, %1048 : tensor<16x16xf32>, tensor<f32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1141 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x16xf32>
    %1142 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1005 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x16xf32>
    %1143 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1141, %1142 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1144 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x16xf32>
    %1145 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1005 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x16xf32>
    %1146 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1145, %1005 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1147 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1144, %1146 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1148 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1147 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1149 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%1148, %1062 : tensor<16x16xf32>, tensor<f32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1150 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1149 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x16xf32>
    %1151 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1143, %1150 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1152 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1065, %1151 : tensor<f32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1153 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1140, %1152 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1154 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg7, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg42 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_171 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1157 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1155, %1156 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_171 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1160 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1159, %collapsed_171 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1161 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1158, %1160 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1161 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1163 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1162, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1164 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1163 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1165 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1157, %1164 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1166 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1165 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1167 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1154, %1166 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1168 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg8, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1169 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg44 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1170 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1000 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1171 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1169, %1170 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1172 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1173 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1000 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1174 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1173, %1000 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1175 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1172, %1174 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1176 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1175 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1177 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1176, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1178 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1177 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1179 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1171, %1178 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1180 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1179 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1181 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1168, %1180 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1182 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg9, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1183 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg46 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1184 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1001 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1185 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1183, %1184 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1001 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1188 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1187, %1001 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1189 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1186, %1188 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1190 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1189 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1191 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1190, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1192 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1191 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1193 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1185, %1192 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1194 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1193 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1195 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1182, %1194 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1196 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg10, %1048 : tensor<16x64xf32>, tensor<f32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1197 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x64xf32>
    %1198 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%987 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x64xf32>
    %1199 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1197, %1198 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1200 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x64xf32>
    %1201 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%987 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x64xf32>
    %1202 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1201, %987 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1203 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1200, %1202 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1204 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1203 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1205 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%1204, %1062 : tensor<16x64xf32>, tensor<f32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1206 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1205 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x64xf32>
    %1207 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1199, %1206 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1208 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1065, %1207 : tensor<f32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1209 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1196, %1208 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1210 = tensor.empty() : tensor<64xf32>
    %1211 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg11, %1048 : tensor<64xf32>, tensor<f32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1212 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg50 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64xf32>
    %1213 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_166 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64xf32>
    %1214 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1212, %1213 : tensor<64xf32>, tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1215 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg51 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64xf32>
    %1216 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_166 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64xf32>
    %1217 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1216, %collapsed_166 : tensor<64xf32>, tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1218 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1215, %1217 : tensor<64xf32>, tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1219 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1218 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1220 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1219, %1062 : tensor<64xf32>, tensor<f32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1221 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1220 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64xf32>
    %1222 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1214, %1221 : tensor<64xf32>, tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1223 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1222 : tensor<f32>, tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1224 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1211, %1223 : tensor<64xf32>, tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1225 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg12, %1048 : tensor<64x16xf32>, tensor<f32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1226 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64x16xf32>
    %1227 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%971 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64x16xf32>
    %1228 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1226, %1227 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1229 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64x16xf32>
    %1230 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%971 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64x16xf32>
    %1231 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1230, %971 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1232 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1229, %1231 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1233 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1232 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1234 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%1233, %1062 : tensor<64x16xf32>, tensor<f32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1235 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1234 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64x16xf32>
    %1236 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1228, %1235 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1237 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1065, %1236 : tensor<f32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1238 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1225, %1237 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1239 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg13, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1240 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg54 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1241 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_161 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1242 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1240, %1241 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg55 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1244 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_161 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1245 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1244, %collapsed_161 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1246 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1243, %1245 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1247 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1246 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1248 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1247, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1249 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1248 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1250 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1242, %1249 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1251 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1250 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1252 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1239, %1251 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1253 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg14, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1254 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg56 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1255 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%966 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1256 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1254, %1255 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1257 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg57 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1258 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%966 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1259 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1258, %966 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1260 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1257, %1259 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1261 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1260 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1262 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1261, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1263 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1262 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1264 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1256, %1263 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1265 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1264 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1266 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1253, %1265 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1267 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg15, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1268 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg58 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1269 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%967 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1270 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1268, %1269 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg59 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1272 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%967 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1273 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1272, %967 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1274 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1271, %1273 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1275 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1274 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1276 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1275, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1277 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1276 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1278 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1270, %1277 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1279 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1278 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1280 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1267, %1279 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1281 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg16, %1048 : tensor<16x48xf32>, tensor<f32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1282 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x48xf32>
    %1283 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%951 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x48xf32>
    %1284 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1282, %1283 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1285 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x48xf32>
    %1286 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%951 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x48xf32>
    %1287 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1286, %951 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1288 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1285, %1287 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1289 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1288 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1290 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%1289, %1062 : tensor<16x48xf32>, tensor<f32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1291 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1290 : tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x48xf32>
    %1292 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1284, %1291 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1293 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1065, %1292 : tensor<f32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1294 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1281, %1293 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%141 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x48xf32>
    %1295 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg17, %1048 : tensor<48xf32>, tensor<f32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1296 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg62 : tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<48xf32>
    %1297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_156 : tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<48xf32>
    %1298 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1296, %1297 : tensor<48xf32>, tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg63 : tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<48xf32>
    %1300 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_156 : tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<48xf32>
    %1301 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1300, %collapsed_156 : tensor<48xf32>, tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1302 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1299, %1301 : tensor<48xf32>, tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1303 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1302 : tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1304 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1303, %1062 : tensor<48xf32>, tensor<f32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1305 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1304 : tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<48xf32>
    %1306 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1298, %1305 : tensor<48xf32>, tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1307 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1306 : tensor<f32>, tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1308 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1295, %1307 : tensor<48xf32>, tensor<48xf32>) outs(%1125 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<48xf32>
    %1309 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg18, %1048 : tensor<16x16xf32>, tensor<f32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1310 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x16xf32>
    %1311 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%936 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x16xf32>
    %1312 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1310, %1311 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1313 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg65 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x16xf32>
    %1314 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%936 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x16xf32>
    %1315 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1314, %936 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1316 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1313, %1315 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1317 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1316 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1318 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%1317, %1062 : tensor<16x16xf32>, tensor<f32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1319 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1318 : tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x16xf32>
    %1320 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1312, %1319 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1321 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1065, %1320 : tensor<f32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1322 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1309, %1321 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%271 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x16xf32>
    %1323 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg19, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1324 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg66 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1325 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_134 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1326 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1324, %1325 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1327 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg67 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1328 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_134 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1329 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1328, %collapsed_134 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1330 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1327, %1329 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1331 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1330 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1332 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1331, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1333 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1332 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1334 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1326, %1333 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1335 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1334 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1336 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1323, %1335 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1337 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg20, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1338 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg68 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1339 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%931 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1340 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1338, %1339 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1341 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg69 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1342 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%931 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1343 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1342, %931 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1344 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1341, %1343 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1345 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1344 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1346 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1345, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1347 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1346 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1348 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1340, %1347 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1349 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1348 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1350 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1337, %1349 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1351 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg21, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1352 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg70 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1353 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%932 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1354 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1352, %1353 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1355 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg71 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1356 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%932 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1357 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1356, %932 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1358 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1355, %1357 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1359 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1358 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1360 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1359, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1361 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1360 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1362 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1354, %1361 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1363 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1362 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1364 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1351, %1363 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1365 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg22, %1048 : tensor<16x64xf32>, tensor<f32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1366 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x64xf32>
    %1367 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%916 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x64xf32>
    %1368 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1366, %1367 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1369 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg73 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x64xf32>
    %1370 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%916 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x64xf32>
    %1371 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1370, %916 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1372 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1369, %1371 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1373 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1372 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1374 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%1373, %1062 : tensor<16x64xf32>, tensor<f32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1375 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1374 : tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16x64xf32>
    %1376 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1368, %1375 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1377 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1065, %1376 : tensor<f32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1378 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1365, %1377 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%380 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16x64xf32>
    %1379 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg23, %1048 : tensor<64xf32>, tensor<f32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1380 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg74 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64xf32>
    %1381 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_129 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64xf32>
    %1382 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1380, %1381 : tensor<64xf32>, tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1383 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg75 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64xf32>
    %1384 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_129 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64xf32>
    %1385 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1384, %collapsed_129 : tensor<64xf32>, tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1386 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1383, %1385 : tensor<64xf32>, tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1387 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1386 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1388 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1387, %1062 : tensor<64xf32>, tensor<f32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1389 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1388 : tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64xf32>
    %1390 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1382, %1389 : tensor<64xf32>, tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1391 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1390 : tensor<f32>, tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1392 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1379, %1391 : tensor<64xf32>, tensor<64xf32>) outs(%1210 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64xf32>
    %1393 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg24, %1048 : tensor<64x16xf32>, tensor<f32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1394 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64x16xf32>
    %1395 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%898 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64x16xf32>
    %1396 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1394, %1395 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1397 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg77 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64x16xf32>
    %1398 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%898 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64x16xf32>
    %1399 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1398, %898 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1400 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1397, %1399 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1401 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1400 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1402 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%1401, %1062 : tensor<64x16xf32>, tensor<f32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1403 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1402 : tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<64x16xf32>
    %1404 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1396, %1403 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1405 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1065, %1404 : tensor<f32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1406 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%1393, %1405 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%896 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<64x16xf32>
    %1407 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg25, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1408 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg78 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1409 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_124 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1410 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1408, %1409 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1411 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg79 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1412 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_124 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1413 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1412, %collapsed_124 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1414 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1411, %1413 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1415 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1414 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1416 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1415, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1417 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1416 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1418 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1410, %1417 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1419 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1418 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1420 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1407, %1419 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1421 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg26, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1422 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg80 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1423 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%892 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1424 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1422, %1423 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1425 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg81 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1426 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%892 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1427 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1426, %892 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1428 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1425, %1427 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1429 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1428 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1430 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1429, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1431 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1430 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1432 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1424, %1431 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1433 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1432 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1434 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1421, %1433 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1435 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%arg27, %1048 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1436 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg82 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_18 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1437 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%893 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_11 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1438 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1436, %1437 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1439 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg83 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_10 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1440 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%893 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_9 : f64 to f32
      %1450 = arith.mulf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1441 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1440, %893 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1442 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1439, %1441 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.addf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1443 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1442 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = math.sqrt %in : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1444 = linalg.generic {indexing_maps = [#map2, #map17, #map2], iterator_types = ["parallel"]} ins(%1443, %1062 : tensor<16xf32>, tensor<f32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1445 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%1444 : tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1449 = arith.truncf %cst_6 : f64 to f32
      %1450 = arith.addf %in, %1449 : f32
      linalg.yield %1450 : f32
    } -> tensor<16xf32>
    %1446 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1438, %1445 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.divf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1447 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%1065, %1446 : tensor<f32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.mulf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    %1448 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%1435, %1447 : tensor<16xf32>, tensor<16xf32>) outs(%839 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %1449 = arith.subf %in, %in_202 : f32
      linalg.yield %1449 : f32
    } -> tensor<16xf32>
    return %861, %1068, %1082, %1096, %1110, %1124, %1139, %1153, %1167, %1181, %1195, %1209, %1224, %1238, %1252, %1266, %1280, %1294, %1308, %1322, %1336, %1350, %1364, %1378, %1392, %1406, %1420, %1434, %1448, %1052, %1056, %1072, %1076, %1086, %1090, %1100, %1104, %1114, %1118, %1129, %1133, %1143, %1147, %1157, %1161, %1171, %1175, %1185, %1189, %1199, %1203, %1214, %1218, %1228, %1232, %1242, %1246, %1256, %1260, %1270, %1274, %1284, %1288, %1298, %1302, %1312, %1316, %1326, %1330, %1340, %1344, %1354, %1358, %1368, %1372, %1382, %1386, %1396, %1400, %1410, %1414, %1424, %1428, %1438, %1442 : tensor<f32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
