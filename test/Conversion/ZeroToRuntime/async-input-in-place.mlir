// RUN: zero-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-unknown-ops buffer-alignment=0" --convert-zero-to-runtime --canonicalize | FileCheck %s

// An asynchronous collective's start hands the runtime its input's own
// buffer, which the runtime sends from in place until the wait (no staging
// copy, docs/Runtime.md §3). The lowering keeps that buffer unwritten until
// the wait: where an op in between may write it, the start sends from a
// copy instead; and an all_reduce does not overwrite the input of a start
// still in flight (canAllReduceInPlace).

// Nothing writes the shard before the wait: the start gets the shard's own
// address, and nothing is allocated but the result.
// CHECK-LABEL: func.func @sends_in_place(
// CHECK-SAME:      %[[S:.*]]: memref<9xf32>
// CHECK-NOT:     memref.copy
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK-NOT:     memref.alloc
// CHECK:         %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[S]]
// CHECK:         %[[A:.*]] = arith.index_cast %[[P]]
// CHECK:         %[[H:.*]] = call @zero_rt_step_all_gather_start(%{{.*}}, %[[A]],
// CHECK:         call @zero_rt_step_wait(%[[H]])
// CHECK:         return %[[OUT]]
func.func @sends_in_place(%s: tensor<9xf32>) -> tensor<6x3xf32> {
  %f = zero.all_gather_start %s world_size 2 : tensor<9xf32> -> !zero.future<tensor<6x3xf32>>
  %w = zero.wait %f : !zero.future<tensor<6x3xf32>>
  return %w : tensor<6x3xf32>
}

// -----

// Bufferization writes the fill into the gradient's buffer, between the
// reduce_scatter_start and its wait: the start sends from a copy (counted
// as gathered, category 3) taken before the fill.
// CHECK-LABEL: func.func @written_before_wait(
// CHECK:         %[[G:.*]] = memref.alloc() : memref<18xf32>
// CHECK:         linalg.generic {{.*}} outs(%[[G]] : memref<18xf32>)
// CHECK:         call @zero_rt_step_set_alloc_category(%[[C3:.*]])
// CHECK-NEXT:    %[[COPY:.*]] = memref.alloc() : memref<18xf32>
// CHECK:         memref.copy %[[G]], %[[COPY]]
// CHECK:         %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[COPY]]
// CHECK:         %[[A:.*]] = arith.index_cast %[[P]]
// CHECK:         %[[H:.*]] = call @zero_rt_step_reduce_scatter_start(%{{.*}}, %{{.*}}, %[[A]],
// CHECK:         linalg.fill {{.*}} outs(%[[G]] : memref<18xf32>)
// CHECK:         call @zero_rt_step_wait(%[[H]])
func.func @written_before_wait(%x: tensor<18xf32>) -> (tensor<9xf32>, tensor<18xf32>) {
  %e = tensor.empty() : tensor<18xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<18xf32>) outs(%e : tensor<18xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<18xf32>
  %f = zero.reduce_scatter_start sum %g world_size 2 : tensor<18xf32> -> !zero.future<tensor<9xf32>>
  %c = arith.constant 0.0 : f32
  %h = linalg.fill ins(%c : f32) outs(%g : tensor<18xf32>) -> tensor<18xf32>
  %w = zero.wait %f : !zero.future<tensor<9xf32>>
  return %w, %h : tensor<9xf32>, tensor<18xf32>
}

// -----

// The all_reduce would reduce the dying buffer in place, but the
// all_gather_start before it sends from that buffer until its wait, after
// the all_reduce: the all_reduce gets a buffer of its own.
// CHECK-LABEL: func.func @all_reduce_of_in_flight_input(
// CHECK:         %[[G:.*]] = memref.alloc() : memref<18xf32>
// CHECK:         %[[H:.*]] = call @zero_rt_step_all_gather_start(
// CHECK:         %[[R:.*]] = memref.alloc() : memref<18xf32>
// CHECK:         %[[PR:.*]] = memref.extract_aligned_pointer_as_index %[[R]]
// CHECK:         %[[AR:.*]] = arith.index_cast %[[PR]]
// CHECK:         call @zero_rt_step_all_reduce(%{{.*}}, %{{.*}}, %{{.*}}, %[[AR]],
// CHECK:         call @zero_rt_step_wait(%[[H]])
// CHECK:         return %{{.*}}, %[[R]]
func.func @all_reduce_of_in_flight_input(%x: tensor<18xf32>) -> (tensor<6x6xf32>, tensor<18xf32>) {
  %e = tensor.empty() : tensor<18xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<18xf32>) outs(%e : tensor<18xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<18xf32>
  %f = zero.all_gather_start %g world_size 2 : tensor<18xf32> -> !zero.future<tensor<6x6xf32>>
  %r = zero.all_reduce sum %g world_size 2 : tensor<18xf32>
  %w = zero.wait %f : !zero.future<tensor<6x6xf32>>
  return %w, %r : tensor<6x6xf32>, tensor<18xf32>
}
