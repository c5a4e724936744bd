// RUN: zero-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-unknown-ops buffer-alignment=0" --convert-zero-to-runtime --canonicalize | FileCheck %s

// When a blocking one-tensor all_reduce reduces in place (canAllReduceInPlace,
// the rule zero-memory-report uses too) beyond the plain gradient case of
// convert-zero-to-runtime.mlir.

// The input is another collective's result that dies at the all_reduce: the
// gathered buffer is reduced in place, no second 6x3 buffer.
// CHECK-LABEL: func.func @wait_result_dies(
// CHECK:         %[[FULL:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK-NOT:     memref.alloc
// CHECK:         call @zero_rt_step_wait(
// CHECK:         call @zero_rt_step_all_reduce(
// CHECK:         return %[[FULL]]
func.func @wait_result_dies(%s: tensor<9xf32>) -> tensor<6x3xf32> {
  %f = zero.all_gather_start %s world_size 2 : tensor<9xf32> -> !zero.future<tensor<6x3xf32>>
  %w = zero.wait %f : !zero.future<tensor<6x3xf32>>
  %r = zero.all_reduce sum %w world_size 2 : tensor<6x3xf32>
  zero.free %w : tensor<6x3xf32>
  return %r : tensor<6x3xf32>
}

// -----

// Must not fire: a bucket's results are views of one flat buffer.
// CHECK-LABEL: func.func @bucket_result(
// CHECK:         memref.alloc() : memref<8xf32>
// CHECK:         call @zero_rt_step_all_gather(
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<3xf32>
// CHECK:         call @zero_rt_step_all_reduce(
// CHECK:         return %[[OUT]]
func.func @bucket_result(%s: tensor<4xf32>) -> tensor<3xf32> {
  %a, %b = zero.all_gather %s world_size 2 : tensor<4xf32> -> tensor<3xf32>, tensor<5xf32>
  %r = zero.all_reduce sum %a world_size 2 : tensor<3xf32>
  zero.free %a : tensor<3xf32>
  zero.free %b : tensor<5xf32>
  return %r : tensor<3xf32>
}

// -----

// Must not fire: a view of the gradient taken before the all_reduce is read
// after it, so overwriting the gradient would change what that read sees.
// The report agrees: the view is one of its buffer's values, read after the
// all_reduce.
// CHECK-LABEL: func.func @view_read_after(
// CHECK:         %[[G:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK:         %[[V:.*]] = memref.collapse_shape %[[G]]
// CHECK:         %[[R:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK:         call @zero_rt_step_all_reduce(
// CHECK:         linalg.generic {{.*}} ins(%[[V]] : memref<18xf32>)
// CHECK:         return %[[R]],
func.func @view_read_after(%x: tensor<6x3xf32>) -> (tensor<6x3xf32>, tensor<18xf32>) attributes {zero.stage = 0 : i64} {
  %e = tensor.empty() : tensor<6x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<6x3xf32>) outs(%e : tensor<6x3xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<6x3xf32>
  %v = tensor.collapse_shape %g [[0, 1]] : tensor<6x3xf32> into tensor<18xf32>
  %r = zero.all_reduce avg %g world_size 2 : tensor<6x3xf32>
  %e2 = tensor.empty() : tensor<18xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%v : tensor<18xf32>) outs(%e2 : tensor<18xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.mulf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<18xf32>
  zero.free %g : tensor<6x3xf32>
  return %r, %u : tensor<6x3xf32>, tensor<18xf32>
}

// -----

// Must not fire: the all_reduce runs in a loop on a buffer made outside it.
// CHECK-LABEL: func.func @in_loop(
// CHECK:         scf.for
// CHECK:           memref.alloc() : memref<4xf32>
// CHECK:           call @zero_rt_step_all_reduce(
func.func @in_loop(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    %s = zero.all_reduce sum %g world_size 2 : tensor<4xf32>
    zero.free %s : tensor<4xf32>
  }
  return %g : tensor<4xf32>
}

// -----

// The input is a reshape of a whole gradient allocation that dies at the
// all_reduce (a frontend whose gradient is a collapse_shape of a 2-D
// result): the allocation is reduced in place through the view, no second
// buffer.
// CHECK-LABEL: func.func @reshape_dies(
// CHECK:         %[[G:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK:         %[[V:.*]] = memref.collapse_shape %[[G]]
// CHECK-NOT:     memref.alloc
// CHECK:         call @zero_rt_step_all_reduce(
// CHECK:         return %[[V]]
func.func @reshape_dies(%x: tensor<6x3xf32>) -> tensor<18xf32> attributes {zero.stage = 0 : i64} {
  %e = tensor.empty() : tensor<6x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<6x3xf32>) outs(%e : tensor<6x3xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<6x3xf32>
  %v = tensor.collapse_shape %g [[0, 1]] : tensor<6x3xf32> into tensor<18xf32>
  %r = zero.all_reduce avg %v world_size 2 : tensor<18xf32>
  return %r : tensor<18xf32>
}
