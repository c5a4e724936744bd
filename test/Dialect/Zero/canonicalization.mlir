// Canonicalization of the zero ops: on one rank every collective is a reshape
// (or nothing), and all_gather(partition(x)) is x. Everything else stays:
// collectives on N > 1 ranks are never dropped, merged or reordered.
// RUN: zero-opt %s -canonicalize -split-input-file | FileCheck %s

//===----------------------------------------------------------------------===//
// Folds on one rank
//===----------------------------------------------------------------------===//

// all_reduce of one rank's contribution is that contribution, for every
// reduction (avg divides by 1), a bucket included.
// CHECK-LABEL: func.func @all_reduce_one_rank
// CHECK-SAME: (%[[L:.*]]: tensor<f32>, %[[G:.*]]: tensor<2x3xi32>)
// CHECK-NOT: zero.
// CHECK: return %[[L]], %[[L]], %[[L]], %[[G]] :
func.func @all_reduce_one_rank(%l: tensor<f32>, %g: tensor<2x3xi32>)
    -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<2x3xi32>) {
  %a = zero.all_reduce avg %l world_size 1 : tensor<f32>
  %b = zero.all_reduce max %a world_size 1 : tensor<f32>
  %c:2 = zero.all_reduce prod %b, %g world_size 1 : tensor<f32>, tensor<2x3xi32>
  return %a, %b, %c#0, %c#1 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<2x3xi32>
}

// -----

// reduce_scatter and partition of one tensor on one rank: its row-major
// flattening (ceil(n/1) = n elements, no padding). A 1-D tensor is its own
// shard; a 0-d one becomes one element.
// CHECK-LABEL: func.func @flatten_one_rank
// CHECK-SAME: (%[[G:.*]]: tensor<6x3xf32>, %[[B:.*]]: tensor<3xf32>, %[[S:.*]]: tensor<f32>)
// CHECK-NOT: zero.
// CHECK-DAG: %[[GF:.*]] = tensor.collapse_shape %[[G]] {{\[}}[0, 1]] : tensor<6x3xf32> into tensor<18xf32>
// CHECK-DAG: %[[SF:.*]] = tensor.expand_shape %[[S]] [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK-NOT: zero.
// CHECK: return %[[GF]], %[[B]], %[[SF]] :
func.func @flatten_one_rank(%g: tensor<6x3xf32>, %b: tensor<3xf32>, %s: tensor<f32>)
    -> (tensor<18xf32>, tensor<3xf32>, tensor<1xf32>) {
  %0 = zero.reduce_scatter avg %g world_size 1 : tensor<6x3xf32> -> tensor<18xf32>
  %1 = zero.partition %b world_size 1 : tensor<3xf32> -> tensor<3xf32>
  %2 = zero.reduce_scatter sum %s world_size 1 : tensor<f32> -> tensor<1xf32>
  return %0, %1, %2 : tensor<18xf32>, tensor<3xf32>, tensor<1xf32>
}

// -----

// all_gather on one rank: the shard reshaped back to the logical type.
// CHECK-LABEL: func.func @all_gather_one_rank
// CHECK-SAME: (%[[S:.*]]: tensor<18xf32>, %[[T:.*]]: tensor<1xf32>)
// CHECK-NOT: zero.
// CHECK-DAG: %[[W:.*]] = tensor.expand_shape %[[S]] {{\[}}[0, 1]] output_shape [6, 3] : tensor<18xf32> into tensor<6x3xf32>
// CHECK-DAG: %[[X:.*]] = tensor.collapse_shape %[[T]] [] : tensor<1xf32> into tensor<f32>
// CHECK: return %[[W]], %[[X]] :
func.func @all_gather_one_rank(%s: tensor<18xf32>, %t: tensor<1xf32>) -> (tensor<6x3xf32>, tensor<f32>) {
  %w = zero.all_gather %s world_size 1 : tensor<18xf32> -> tensor<6x3xf32>
  %x = zero.all_gather %t world_size 1 : tensor<1xf32> -> tensor<f32>
  return %w, %x : tensor<6x3xf32>, tensor<f32>
}

// -----

// A bucket on one rank: reduce_scatter concatenates the flattened tensors,
// all_gather cuts them out again in order.
// CHECK-LABEL: func.func @bucket_one_rank
// CHECK-SAME: (%[[A:.*]]: tensor<2x2xf32>, %[[B:.*]]: tensor<3xf32>, %[[S:.*]]: tensor<7xf32>)
// CHECK-NOT: zero.
// CHECK: %[[AF:.*]] = tensor.collapse_shape %[[A]] {{\[}}[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
// CHECK: %[[CAT:.*]] = tensor.concat dim(0) %[[AF]], %[[B]] : (tensor<4xf32>, tensor<3xf32>) -> tensor<7xf32>
// CHECK: %[[S0:.*]] = tensor.extract_slice %[[S]][0] [4] [1] : tensor<7xf32> to tensor<4xf32>
// CHECK: %[[G0:.*]] = tensor.expand_shape %[[S0]] {{\[}}[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
// CHECK: %[[G1:.*]] = tensor.extract_slice %[[S]][4] [3] [1] : tensor<7xf32> to tensor<3xf32>
// CHECK: return %[[CAT]], %[[G0]], %[[G1]] :
func.func @bucket_one_rank(%a: tensor<2x2xf32>, %b: tensor<3xf32>, %s: tensor<7xf32>)
    -> (tensor<7xf32>, tensor<2x2xf32>, tensor<3xf32>) {
  %r = zero.reduce_scatter sum %a, %b world_size 1 : tensor<2x2xf32>, tensor<3xf32> -> tensor<7xf32>
  %g:2 = zero.all_gather %s world_size 1 : tensor<7xf32> -> tensor<2x2xf32>, tensor<3xf32>
  return %r, %g#0, %g#1 : tensor<7xf32>, tensor<2x2xf32>, tensor<3xf32>
}

// -----

// A grouped bucket on one rank: each tensor is its own shard, flattened or
// reshaped back on its own (no concatenation, no slices).
// CHECK-LABEL: func.func @grouped_bucket_one_rank
// CHECK-SAME: (%[[A:.*]]: tensor<2x2xf32>, %[[B:.*]]: tensor<3xf32>, %[[S:.*]]: tensor<4xf32>, %[[T:.*]]: tensor<3xf32>)
// CHECK-NOT: zero.
// CHECK-NOT: tensor.concat
// CHECK-NOT: tensor.extract_slice
// CHECK-DAG: %[[AF:.*]] = tensor.collapse_shape %[[A]] {{\[}}[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
// CHECK-DAG: %[[G0:.*]] = tensor.expand_shape %[[S]] {{\[}}[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
// CHECK: return %[[AF]], %[[B]], %[[G0]], %[[T]] :
func.func @grouped_bucket_one_rank(%a: tensor<2x2xf32>, %b: tensor<3xf32>, %s: tensor<4xf32>, %t: tensor<3xf32>)
    -> (tensor<4xf32>, tensor<3xf32>, tensor<2x2xf32>, tensor<3xf32>) {
  %r:2 = zero.reduce_scatter sum %a, %b world_size 1 : tensor<2x2xf32>, tensor<3xf32> -> tensor<4xf32>, tensor<3xf32>
  %f = zero.all_gather_start %s, %t world_size 1 : tensor<4xf32>, tensor<3xf32> -> !zero.future<tensor<2x2xf32>, tensor<3xf32>>
  %g:2 = zero.wait %f : !zero.future<tensor<2x2xf32>, tensor<3xf32>>
  return %r#0, %r#1, %g#0, %g#1 : tensor<4xf32>, tensor<3xf32>, tensor<2x2xf32>, tensor<3xf32>
}

// -----

// Start and wait on one rank fold to the blocking form, which folds in turn.
// CHECK-LABEL: func.func @async_one_rank
// CHECK-SAME: (%[[S:.*]]: tensor<6xf32>, %[[G:.*]]: tensor<2x3xf32>, %[[L:.*]]: tensor<f32>)
// CHECK-NOT: zero.
// CHECK-DAG: %[[W:.*]] = tensor.expand_shape %[[S]] {{\[}}[0, 1]] output_shape [2, 3]
// CHECK-DAG: %[[R:.*]] = tensor.collapse_shape %[[G]] {{\[}}[0, 1]]
// CHECK-NOT: zero.
// CHECK: return %[[W]], %[[R]], %[[L]] :
func.func @async_one_rank(%s: tensor<6xf32>, %g: tensor<2x3xf32>, %l: tensor<f32>)
    -> (tensor<2x3xf32>, tensor<6xf32>, tensor<f32>) {
  %f0 = zero.all_gather_start %s world_size 1 : tensor<6xf32> -> !zero.future<tensor<2x3xf32>>
  %f1 = zero.reduce_scatter_start avg %g world_size 1 : tensor<2x3xf32> -> !zero.future<tensor<6xf32>>
  %f2 = zero.all_reduce_start sum %l world_size 1 : tensor<f32> -> !zero.future<tensor<f32>>
  %r = zero.wait %f1 : !zero.future<tensor<6xf32>>
  %w = zero.wait %f0 : !zero.future<tensor<2x3xf32>>
  %m = zero.wait %f2 : !zero.future<tensor<f32>>
  return %w, %r, %m : tensor<2x3xf32>, tensor<6xf32>, tensor<f32>
}

// -----

// Frees of a folded copy go with it: after the fold the gathered weight is a
// view of the shard argument and the shard is a view of the gradient, so
// freeing either would end a lifetime that is not the copy's. The stage-3
// pattern on one rank: gather, use, free; reduce-scatter, free.
// CHECK-LABEL: func.func @frees_of_folded_copies
// CHECK-SAME: (%[[S:.*]]: tensor<6xf32>, %[[X:.*]]: tensor<4x2xf32>)
// CHECK-NOT: zero.
// CHECK: %[[W:.*]] = tensor.expand_shape %[[S]]
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[X]], %[[W]] :
// CHECK: %[[R:.*]] = tensor.collapse_shape %[[Y]]
// CHECK-NOT: zero.
// CHECK: return %[[R]], %[[S]] :
func.func @frees_of_folded_copies(%s: tensor<6xf32>, %x: tensor<4x2xf32>)
    -> (tensor<12xf32>, tensor<6xf32>) {
  %w = zero.all_gather %s world_size 1 : tensor<6xf32> -> tensor<2x3xf32>
  %e = tensor.empty() : tensor<4x3xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x2xf32>, tensor<2x3xf32>) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  zero.free %w : tensor<2x3xf32>
  %r = zero.reduce_scatter avg %y world_size 1 : tensor<4x3xf32> -> tensor<12xf32>
  zero.free %y : tensor<4x3xf32>
  return %r, %s : tensor<12xf32>, tensor<6xf32>
}

// -----

// An all_reduce's input freed while its result lives on: after the fold the
// result is the input, so that free must go (it would precede a use).
// CHECK-LABEL: func.func @free_of_reduced_input
// CHECK: %[[C:.*]] = linalg.copy
// CHECK-NOT: zero.
// CHECK: return %[[C]] :
func.func @free_of_reduced_input(%g: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%g : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = zero.all_reduce sum %c world_size 1 : tensor<4xf32>
  zero.free %c : tensor<4xf32>
  return %r : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// all_gather(partition(x)) -> x
//===----------------------------------------------------------------------===//

// -----

// Any world size: the slices of a replicated bucket gathered over the same
// ranks are the bucket. The copy's free goes with it; the partition, now
// unused and pure, goes too.
// CHECK-LABEL: func.func @gather_of_partition
// CHECK-SAME: (%[[W:.*]]: tensor<6x3xf32>, %[[X:.*]]: tensor<4x6xf32>)
// CHECK-NOT: zero.
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[X]], %[[W]] :
// CHECK-NOT: zero.
// CHECK: return %[[Y]], %[[W]] :
func.func @gather_of_partition(%w: tensor<6x3xf32>, %x: tensor<4x6xf32>)
    -> (tensor<4x3xf32>, tensor<6x3xf32>) {
  %p = zero.partition %w world_size 4 : tensor<6x3xf32> -> tensor<5xf32>
  %g = zero.all_gather %p world_size 4 : tensor<5xf32> -> tensor<6x3xf32>
  %e = tensor.empty() : tensor<4x3xf32>
  %y = linalg.matmul ins(%x, %g : tensor<4x6xf32>, tensor<6x3xf32>) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  zero.free %g : tensor<6x3xf32>
  return %y, %w : tensor<4x3xf32>, tensor<6x3xf32>
}

// -----

// A whole bucket, same tensors in the same order.
// CHECK-LABEL: func.func @gather_of_partition_bucket
// CHECK-SAME: (%[[A:.*]]: tensor<2x2xf32>, %[[B:.*]]: tensor<3xf32>)
// CHECK-NOT: zero.
// CHECK: return %[[A]], %[[B]] :
func.func @gather_of_partition_bucket(%a: tensor<2x2xf32>, %b: tensor<3xf32>)
    -> (tensor<2x2xf32>, tensor<3xf32>) {
  %p = zero.partition %a, %b world_size 2 : tensor<2x2xf32>, tensor<3xf32> -> tensor<4xf32>
  %g:2 = zero.all_gather %p world_size 2 : tensor<4xf32> -> tensor<2x2xf32>, tensor<3xf32>
  return %g#0, %g#1 : tensor<2x2xf32>, tensor<3xf32>
}

//===----------------------------------------------------------------------===//
// Must not fold
//===----------------------------------------------------------------------===//

// -----

// Collectives on two ranks stay, used or not, each one in place: all_reduce,
// reduce_scatter, all_gather and partition (a pure op: kept while used).
// CHECK-LABEL: func.func @two_ranks_stay
// CHECK: %[[A:.*]] = zero.all_reduce sum %{{.*}} world_size 2
// CHECK: zero.all_reduce avg %[[A]] world_size 2
// CHECK: %[[R:.*]] = zero.reduce_scatter avg %{{.*}} world_size 2
// CHECK: %[[G:.*]] = zero.all_gather %[[R]] world_size 2
// CHECK: %[[P:.*]] = zero.partition %{{.*}} world_size 2
// CHECK: return %[[A]], %[[G]], %[[P]] :
func.func @two_ranks_stay(%l: tensor<f32>, %g: tensor<2x3xf32>)
    -> (tensor<f32>, tensor<2x3xf32>, tensor<3xf32>) {
  %a = zero.all_reduce sum %l world_size 2 : tensor<f32>
  %unused = zero.all_reduce avg %a world_size 2 : tensor<f32>
  %r = zero.reduce_scatter avg %g world_size 2 : tensor<2x3xf32> -> tensor<3xf32>
  %w = zero.all_gather %r world_size 2 : tensor<3xf32> -> tensor<2x3xf32>
  %p = zero.partition %g world_size 2 : tensor<2x3xf32> -> tensor<3xf32>
  return %a, %w, %p : tensor<f32>, tensor<2x3xf32>, tensor<3xf32>
}

// -----

// An all_reduce on two ranks whose result is unused is still issued: the
// other rank waits for it.
// CHECK-LABEL: func.func @unused_all_reduce_stays
// CHECK-NEXT: zero.all_reduce max
// CHECK-NEXT: return
func.func @unused_all_reduce_stays(%l: tensor<f32>) {
  %unused = zero.all_reduce max %l world_size 2 : tensor<f32>
  return
}

// -----

// reduce_scatter then all_gather is an all_reduce, not the identity.
// CHECK-LABEL: func.func @gather_of_reduce_scatter
// CHECK: %[[R:.*]] = zero.reduce_scatter sum
// CHECK: %[[G:.*]] = zero.all_gather %[[R]] world_size 2
// CHECK: return %[[G]] :
func.func @gather_of_reduce_scatter(%g: tensor<4xf32>) -> tensor<4xf32> {
  %r = zero.reduce_scatter sum %g world_size 2 : tensor<4xf32> -> tensor<2xf32>
  %w = zero.all_gather %r world_size 2 : tensor<2xf32> -> tensor<4xf32>
  return %w : tensor<4xf32>
}

// -----

// A partition for 2 ranks gathered over 3 (the shard types happen to agree:
// ceil(4/2) = ceil(4/3) = 2): the slices are not the ones gathered.
// CHECK-LABEL: func.func @gather_of_partition_other_world_size
// CHECK: %[[P:.*]] = zero.partition %{{.*}} world_size 2
// CHECK: %[[G:.*]] = zero.all_gather %[[P]] world_size 3
// CHECK: return %[[G]] :
func.func @gather_of_partition_other_world_size(%x: tensor<4xf32>) -> tensor<4xf32> {
  %p = zero.partition %x world_size 2 : tensor<4xf32> -> tensor<2xf32>
  %g = zero.all_gather %p world_size 3 : tensor<2xf32> -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// -----

// The bucket gathered in another order, or as one tensor: other values.
// CHECK-LABEL: func.func @gather_of_partition_other_bucket
// CHECK: %[[P:.*]] = zero.partition %{{.*}}, %{{.*}} world_size 2
// CHECK: %[[G:.*]]:2 = zero.all_gather %[[P]] world_size 2 : tensor<3xf32> -> tensor<3xf32>, tensor<2xf32>
// CHECK: %[[H:.*]] = zero.all_gather %[[P]] world_size 2 : tensor<3xf32> -> tensor<5xf32>
// CHECK: return %[[G]]#0, %[[G]]#1, %[[H]] :
func.func @gather_of_partition_other_bucket(%a: tensor<2xf32>, %b: tensor<3xf32>)
    -> (tensor<3xf32>, tensor<2xf32>, tensor<5xf32>) {
  %p = zero.partition %a, %b world_size 2 : tensor<2xf32>, tensor<3xf32> -> tensor<3xf32>
  %g:2 = zero.all_gather %p world_size 2 : tensor<3xf32> -> tensor<3xf32>, tensor<2xf32>
  %h = zero.all_gather %p world_size 2 : tensor<3xf32> -> tensor<5xf32>
  return %g#0, %g#1, %h : tensor<3xf32>, tensor<2xf32>, tensor<5xf32>
}

// -----

// A gather of a block argument (a shard at rest) or of a partition of a
// tensor that is freed stays: the gathered value is used after that free.
// CHECK-LABEL: func.func @gather_of_argument_or_freed_partition
// CHECK: %[[A:.*]] = zero.all_gather %{{.*}} world_size 2
// CHECK: %[[X:.*]] = zero.all_gather %{{.*}} world_size 2
// CHECK: %[[P:.*]] = zero.partition %[[X]] world_size 2
// CHECK: zero.free %[[X]]
// CHECK: %[[G:.*]] = zero.all_gather %[[P]] world_size 2
// CHECK: return %[[A]], %[[G]] :
func.func @gather_of_argument_or_freed_partition(%s: tensor<3xf32>, %t: tensor<2xf32>)
    -> (tensor<6xf32>, tensor<4xf32>) {
  %a = zero.all_gather %s world_size 2 : tensor<3xf32> -> tensor<6xf32>
  %x = zero.all_gather %t world_size 2 : tensor<2xf32> -> tensor<4xf32>
  %p = zero.partition %x world_size 2 : tensor<4xf32> -> tensor<2xf32>
  zero.free %x : tensor<4xf32>
  %g = zero.all_gather %p world_size 2 : tensor<2xf32> -> tensor<4xf32>
  return %a, %g : tensor<6xf32>, tensor<4xf32>
}

// -----

// Asynchronous collectives on two ranks keep their start, their wait and
// the compute between them (the overlap is the point).
// CHECK-LABEL: func.func @async_two_ranks_stay
// CHECK: %[[F:.*]] = zero.all_gather_start %{{.*}} world_size 2
// CHECK: %[[H:.*]] = zero.reduce_scatter_start sum %{{.*}} world_size 2
// CHECK: %[[W:.*]] = zero.wait %[[F]]
// CHECK: zero.wait %[[H]]
// CHECK: return %[[W]] :
func.func @async_two_ranks_stay(%s: tensor<3xf32>, %g: tensor<6xf32>) -> tensor<6xf32> {
  %f = zero.all_gather_start %s world_size 2 : tensor<3xf32> -> !zero.future<tensor<6xf32>>
  %h = zero.reduce_scatter_start sum %g world_size 2 : tensor<6xf32> -> !zero.future<tensor<3xf32>>
  %w = zero.wait %f : !zero.future<tensor<6xf32>>
  %unused = zero.wait %h : !zero.future<tensor<3xf32>>
  return %w : tensor<6xf32>
}

// -----

// Two identical gathers of a shard on two ranks are not merged (stage 3
// gathers a weight twice on purpose), and the free between them stays.
// CHECK-LABEL: func.func @identical_gathers_stay
// CHECK: %[[A:.*]] = zero.all_gather
// CHECK: zero.free %[[A]]
// CHECK: %[[B:.*]] = zero.all_gather
// CHECK: return %[[B]] :
func.func @identical_gathers_stay(%s: tensor<2xf32>) -> tensor<4xf32> {
  %a = zero.all_gather %s world_size 2 : tensor<2xf32> -> tensor<4xf32>
  zero.free %a : tensor<4xf32>
  %b = zero.all_gather %s world_size 2 : tensor<2xf32> -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// A free of a value no collective produced stays on one rank too: it ends
// an ordinary tensor's lifetime.
// CHECK-LABEL: func.func @unrelated_free_stays
// CHECK: %[[C:.*]] = linalg.copy
// CHECK: zero.free %[[C]]
func.func @unrelated_free_stays(%g: tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%g : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  zero.free %c : tensor<4xf32>
  return
}
