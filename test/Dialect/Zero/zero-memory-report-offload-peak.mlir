// RUN: zero-opt %s -split-input-file --zero-memory-report -o /dev/null | FileCheck %s

// peak_bytes of offloaded steps (zero-offload): an offloaded argument lives
// in its store and is no resident buffer; each fetched chunk is a resident
// buffer from its fetch (or fetch_start) to its last use, and a
// writeback_start's chunk stays live until its wait.
//
// One param w (8 f32, 32 B) at stage 1 on N = 2, its momentum shard m
// (4 f32, 16 B) in a file store, updated in two chunks of 2 f32 (8 B); the
// batch x (8 f32, 32 B). Ops: the gradient g (32 B), the param update w1
// written in place into g (its init, dying there), then per chunk a fetch
// c_k (8 B), its update n_k (8 B, a new buffer: its init is an empty) and
// its writeback.

// Blocking transfers. Resident throughout: w + x = 64 (m is not counted:
// 80 would count it); g = w1 lives from op #1 on: 96. Chunk 0: c0 + n0 at
// the update n0 (op #5: empty, g, w1, fetch, empty, n0) = 96 + 16 = 112;
// c0 died there, n0 dies at its writeback, so chunk 1 peaks at 112 too.
// CHECK-LABEL: "function": "step"
// CHECK:       "optimizer_state_bytes": 16,
// CHECK:       "peak_bytes": 112,
// CHECK:       "offloaded_bytes": {
// CHECK-NEXT:    "host": 0,
// CHECK-NEXT:    "file": 16
// CHECK-NEXT:  },
// CHECK-NEXT:  "resident_model_state_bytes": 64
// CHECK:       "file": {
// CHECK-NEXT:    "read": 16,
// CHECK-NEXT:    "write": 16
// CHECK:       "peak_op_index": 5,
// CHECK-NEXT:  "peak_op": "linalg.generic",
#id = affine_map<(i) -> (i)>
#shard = #zero.shard<tensor<8xf32>, world_size = 2>
func.func @step(%w: tensor<8xf32> {zero.role = "param"},
                %m: !zero.offloaded<tensor<4xf32>, file> {zero.role = "opt_state", zero.shard = #shard, zero.state_of = 0 : i64},
                %x: tensor<8xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<8xf32> {zero.updates = 0 : i64},
        !zero.offloaded<tensor<4xf32>, file> {zero.shard = #shard, zero.updates = 1 : i64})
    attributes {zero.stage = 1 : i64, zero.world_size = 2 : i64} {
  %e = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      %s = arith.mulf %a, %a : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%w : tensor<8xf32>) outs(%g : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32):
      %d = arith.subf %a, %b : f32
      linalg.yield %d : f32
  } -> tensor<8xf32>
  %c0 = zero.fetch %m[0] : !zero.offloaded<tensor<4xf32>, file> -> tensor<2xf32>
  %e0 = tensor.empty() : tensor<2xf32>
  %n0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%c0 : tensor<2xf32>) outs(%e0 : tensor<2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<2xf32>
  zero.writeback %n0, %m[0] : tensor<2xf32>, !zero.offloaded<tensor<4xf32>, file>
  %c1 = zero.fetch %m[2] : !zero.offloaded<tensor<4xf32>, file> -> tensor<2xf32>
  %e1 = tensor.empty() : tensor<2xf32>
  %n1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%c1 : tensor<2xf32>) outs(%e1 : tensor<2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<2xf32>
  zero.writeback %n1, %m[2] : tensor<2xf32>, !zero.offloaded<tensor<4xf32>, file>
  %sl = tensor.extract_slice %x[0] [1] [1] : tensor<8xf32> to tensor<1xf32>
  %l = tensor.collapse_shape %sl [] : tensor<1xf32> into tensor<f32>
  return %l, %w1, %m : tensor<f32>, tensor<8xf32>, !zero.offloaded<tensor<4xf32>, file>
}

// -----

// Both chunks prefetched (fetch_start) before the gradient, each waited for
// where the blocking fetch was: a chunk is live from its start (the store
// read may write it any time until the wait), so both 8 B chunks are live
// during g and w1 (64 + 32 + 16 = 112), and at the update n0 (op #7: two
// starts, empty, g, w1, wait, empty, n0) c0, c1 and n0 are live:
// 96 + 24 = 120. The transfer bytes are those of the blocking step.
// CHECK-LABEL: "function": "prefetch"
// CHECK:       "peak_bytes": 120,
// CHECK:       "file": {
// CHECK-NEXT:    "read": 16,
// CHECK-NEXT:    "write": 16
// CHECK:       "peak_op_index": 7,
#id = affine_map<(i) -> (i)>
#shard = #zero.shard<tensor<8xf32>, world_size = 2>
func.func @prefetch(%w: tensor<8xf32> {zero.role = "param"},
                %m: !zero.offloaded<tensor<4xf32>, file> {zero.role = "opt_state", zero.shard = #shard, zero.state_of = 0 : i64},
                %x: tensor<8xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<8xf32> {zero.updates = 0 : i64},
        !zero.offloaded<tensor<4xf32>, file> {zero.shard = #shard, zero.updates = 1 : i64})
    attributes {zero.stage = 1 : i64, zero.world_size = 2 : i64} {
  %f0 = zero.fetch_start %m[0] : !zero.offloaded<tensor<4xf32>, file> -> !zero.future<tensor<2xf32>>
  %f1 = zero.fetch_start %m[2] : !zero.offloaded<tensor<4xf32>, file> -> !zero.future<tensor<2xf32>>
  %e = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      %s = arith.mulf %a, %a : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%w : tensor<8xf32>) outs(%g : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32):
      %d = arith.subf %a, %b : f32
      linalg.yield %d : f32
  } -> tensor<8xf32>
  %c0 = zero.wait %f0 : !zero.future<tensor<2xf32>>
  %e0 = tensor.empty() : tensor<2xf32>
  %n0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%c0 : tensor<2xf32>) outs(%e0 : tensor<2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<2xf32>
  zero.writeback %n0, %m[0] : tensor<2xf32>, !zero.offloaded<tensor<4xf32>, file>
  %c1 = zero.wait %f1 : !zero.future<tensor<2xf32>>
  %e1 = tensor.empty() : tensor<2xf32>
  %n1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%c1 : tensor<2xf32>) outs(%e1 : tensor<2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<2xf32>
  zero.writeback %n1, %m[2] : tensor<2xf32>, !zero.offloaded<tensor<4xf32>, file>
  %sl = tensor.extract_slice %x[0] [1] [1] : tensor<8xf32> to tensor<1xf32>
  %l = tensor.collapse_shape %sl [] : tensor<1xf32> into tensor<f32>
  return %l, %w1, %m : tensor<f32>, tensor<8xf32>, !zero.offloaded<tensor<4xf32>, file>
}

// -----

// The first writeback started and waited for only at the end: the runtime
// reads n0 in place until the wait, so n0 is live during chunk 1; at the
// update n1 (op #9) n0 + c1 + n1 are live: 96 + 24 = 120 (112 when n0 died
// at a blocking writeback, as in @step).
// CHECK-LABEL: "function": "late_wait"
// CHECK:       "peak_bytes": 120,
// CHECK:       "file": {
// CHECK-NEXT:    "read": 16,
// CHECK-NEXT:    "write": 16
// CHECK:       "peak_op_index": 9,
#id = affine_map<(i) -> (i)>
#shard = #zero.shard<tensor<8xf32>, world_size = 2>
func.func @late_wait(%w: tensor<8xf32> {zero.role = "param"},
                %m: !zero.offloaded<tensor<4xf32>, file> {zero.role = "opt_state", zero.shard = #shard, zero.state_of = 0 : i64},
                %x: tensor<8xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<8xf32> {zero.updates = 0 : i64},
        !zero.offloaded<tensor<4xf32>, file> {zero.shard = #shard, zero.updates = 1 : i64})
    attributes {zero.stage = 1 : i64, zero.world_size = 2 : i64} {
  %e = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      %s = arith.mulf %a, %a : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%w : tensor<8xf32>) outs(%g : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32):
      %d = arith.subf %a, %b : f32
      linalg.yield %d : f32
  } -> tensor<8xf32>
  %c0 = zero.fetch %m[0] : !zero.offloaded<tensor<4xf32>, file> -> tensor<2xf32>
  %e0 = tensor.empty() : tensor<2xf32>
  %n0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%c0 : tensor<2xf32>) outs(%e0 : tensor<2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<2xf32>
  %wb0 = zero.writeback_start %n0, %m[0] : tensor<2xf32>, !zero.offloaded<tensor<4xf32>, file> -> !zero.future<>
  %c1 = zero.fetch %m[2] : !zero.offloaded<tensor<4xf32>, file> -> tensor<2xf32>
  %e1 = tensor.empty() : tensor<2xf32>
  %n1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%c1 : tensor<2xf32>) outs(%e1 : tensor<2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<2xf32>
  zero.writeback %n1, %m[2] : tensor<2xf32>, !zero.offloaded<tensor<4xf32>, file>
  zero.wait %wb0 : !zero.future<>
  %sl = tensor.extract_slice %x[0] [1] [1] : tensor<8xf32> to tensor<1xf32>
  %l = tensor.collapse_shape %sl [] : tensor<1xf32> into tensor<f32>
  return %l, %w1, %m : tensor<f32>, tensor<8xf32>, !zero.offloaded<tensor<4xf32>, file>
}
