// RUN: zero-opt %s -split-input-file --zero-memory-report -o /dev/null | FileCheck %s

// peak_bytes counts a blocking one-tensor zero.all_reduce as in place when
// its input is a buffer of the step (not an argument, not a view) used for
// the last time there (zero.free aside): the runtime's lowering hands MPI
// that buffer as input and output. In every step the param w and the batch
// x (4x4 f32, 64 B each) are live throughout: 128 B; g, its average and w'
// are 64 B each.

// In place: at the all_reduce (op 2) 128 + g = 192; at the update (op 4)
// 128 + avg (g's buffer, read by the returned loss) + w' = 256, the peak.
// (Without the rule the all_reduce would hold g and avg, 256, and be the
// first op at the peak.)
// CHECK: "peak_bytes": 256
// CHECK-NEXT: },
// CHECK-NEXT: "peak_op_index": 4,
// CHECK-NEXT: "peak_op": "linalg.generic",
#id = affine_map<(i, j) -> (i, j)>
func.func @in_place(%w: tensor<4x4xf32> {zero.role = "param"}, %x: tensor<4x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4x4xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %e = tensor.empty() : tensor<4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      linalg.yield %a : f32
  } -> tensor<4x4xf32>
  %avg = zero.all_reduce avg %g world_size 2 : tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %avg : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %d = arith.subf %a, %b : f32
      linalg.yield %d : f32
  } -> tensor<4x4xf32>
  %s = tensor.extract_slice %avg[0, 0] [1, 1] [1, 1] : tensor<4x4xf32> to tensor<1x1xf32>
  %l = tensor.collapse_shape %s [] : tensor<1x1xf32> into tensor<f32>
  return %l, %w1 : tensor<f32>, tensor<4x4xf32>
}

// -----

// Must not fire: g is read again after its all_reduce (by the update), so
// input and result are two buffers: 128 + g + avg = 256 at the all_reduce
// (op 2); at the update g, avg and w' are live: 320.
// CHECK: "peak_bytes": 320
// CHECK-NEXT: },
// CHECK-NEXT: "peak_op_index": 4,
// CHECK-NEXT: "peak_op": "linalg.generic",
#id = affine_map<(i, j) -> (i, j)>
func.func @read_after(%w: tensor<4x4xf32> {zero.role = "param"}, %x: tensor<4x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4x4xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %e = tensor.empty() : tensor<4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      linalg.yield %a : f32
  } -> tensor<4x4xf32>
  %avg = zero.all_reduce avg %g world_size 2 : tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %avg, %g : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %d = arith.subf %a, %b : f32
      %d2 = arith.subf %d, %c : f32
      linalg.yield %d2 : f32
  } -> tensor<4x4xf32>
  %s = tensor.extract_slice %avg[0, 0] [1, 1] [1, 1] : tensor<4x4xf32> to tensor<1x1xf32>
  %l = tensor.collapse_shape %s [] : tensor<1x1xf32> into tensor<f32>
  return %l, %w1 : tensor<f32>, tensor<4x4xf32>
}

// -----

// The input is a reshape of all of g, which is g's storage: reduced in
// place, so the all_reduce (op 3) holds only 128 + g = 192 and the peak is
// at the update (op 6), which holds avg (in g's buffer) and w': 256. Out of
// place the all_reduce would already hold 128 + g + avg = 256 and be the
// first op at the peak.
// CHECK: "peak_bytes": 256
// CHECK-NEXT: },
// CHECK-NEXT: "peak_op_index": 6,
// CHECK-NEXT: "peak_op": "linalg.generic",
#id = affine_map<(i, j) -> (i, j)>
func.func @view(%w: tensor<4x4xf32> {zero.role = "param"}, %x: tensor<4x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4x4xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %e = tensor.empty() : tensor<4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      linalg.yield %a : f32
  } -> tensor<4x4xf32>
  %flat = tensor.collapse_shape %g [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %avgf = zero.all_reduce avg %flat world_size 2 : tensor<16xf32>
  %avg = tensor.expand_shape %avgf [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %avg : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %d = arith.subf %a, %b : f32
      linalg.yield %d : f32
  } -> tensor<4x4xf32>
  %s = tensor.extract_slice %avg[0, 0] [1, 1] [1, 1] : tensor<4x4xf32> to tensor<1x1xf32>
  %l = tensor.collapse_shape %s [] : tensor<1x1xf32> into tensor<f32>
  return %l, %w1 : tensor<f32>, tensor<4x4xf32>
}

// -----

// Must not fire: the input is an argument (the caller's buffer), so the
// result is a new buffer, read by the returned loss: at g's producer (op 2)
// 128 + avg 64 + g 64 = 256. (In place, w's buffer would hold the average
// and the peak would be 192.)
// CHECK: "peak_bytes": 256
// CHECK-NEXT: },
// CHECK-NEXT: "peak_op_index": 2,
// CHECK-NEXT: "peak_op": "linalg.generic",
#id = affine_map<(i, j) -> (i, j)>
func.func @argument(%w: tensor<4x4xf32> {zero.role = "param"}, %x: tensor<4x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4x4xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %avg = zero.all_reduce avg %w world_size 2 : tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      linalg.yield %a : f32
  } -> tensor<4x4xf32>
  %s = tensor.extract_slice %avg[0, 0] [1, 1] [1, 1] : tensor<4x4xf32> to tensor<1x1xf32>
  %l = tensor.collapse_shape %s [] : tensor<1x1xf32> into tensor<f32>
  return %l, %g : tensor<f32>, tensor<4x4xf32>
}
