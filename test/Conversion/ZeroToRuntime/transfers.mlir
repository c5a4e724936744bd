// RUN: zero-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-unknown-ops buffer-alignment=0" --convert-zero-to-runtime --canonicalize | FileCheck %s

// An offloaded argument becomes its store-backed buffer, returned as itself
// (zero.store_result names the argument). A fetch of 4 f32 (dtype 0) from
// element 2 allocates the chunk as optimizer state (category 2, back to
// activations = 4), then reads from the buffer's address + 2 * 4 bytes; the
// asynchronous writeback passes the chunk's address and the same view, and
// its wait is the store's.
// CHECK-LABEL: func.func @fetch_update(
// CHECK-SAME:      %[[M:[a-z0-9]+]]: memref<6xf32> {zero.role = "opt_state"}
// CHECK-SAME:      -> (memref<6xf32> {zero.store_result = 0 : i64})
// CHECK-DAG:     %[[F32:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : i64
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[B8:.*]] = arith.constant 8 : index
// CHECK:         call @zero_rt_step_set_alloc_category(%[[C2]])
// CHECK-NEXT:    %[[CHUNK:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    call @zero_rt_step_set_alloc_category(%[[C4]])
// CHECK:         %[[VIEW:.*]] = memref.reinterpret_cast %[[M]] to offset: [2], sizes: [4], strides: [1]
// CHECK:         %[[BASE:.*]] = memref.extract_aligned_pointer_as_index %[[VIEW]]
// CHECK:         %[[SRC:.*]] = arith.addi %[[BASE]], %[[B8]]
// CHECK:         %[[SRC64:.*]] = arith.index_cast %[[SRC]]
// CHECK:         %[[DST:.*]] = memref.extract_aligned_pointer_as_index %[[CHUNK]]
// CHECK:         %[[DST64:.*]] = arith.index_cast %[[DST]]
// CHECK:         call @zero_rt_step_store_read(%[[F32]], %[[SRC64]], %[[DST64]], %[[C4]])
// CHECK:         linalg.add ins(%[[CHUNK]], {{.*}}) outs(%[[NEW:.*]] : memref<4xf32>)
// CHECK:         %[[NEWPTR:.*]] = memref.extract_aligned_pointer_as_index %[[NEW]]
// CHECK:         %[[H:.*]] = call @zero_rt_step_store_write_start(%[[F32]], %{{.*}}, %{{.*}}, %[[C4]])
// CHECK-NEXT:    call @zero_rt_step_store_wait(%[[H]])
// CHECK-NOT:     zero.
// CHECK:         return %[[M]] : memref<6xf32>
func.func @fetch_update(%m: !zero.offloaded<tensor<6xf32>, file> {zero.role = "opt_state"}, %g: tensor<6xf32>) -> !zero.offloaded<tensor<6xf32>, file> {
  %c = zero.fetch %m[2] : !zero.offloaded<tensor<6xf32>, file> -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %s = tensor.extract_slice %g[2] [4] [1] : tensor<6xf32> to tensor<4xf32>
  %r = linalg.add ins(%c, %s : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %f = zero.writeback_start %r, %m[2] : tensor<4xf32>, !zero.offloaded<tensor<6xf32>, file> -> !zero.future<>
  zero.wait %f : !zero.future<>
  return %m : !zero.offloaded<tensor<6xf32>, file>
}

// -----

// A parameter shard (stage 3, params offloaded) fetched whole and gathered:
// the chunk counts as params (category 0). The asynchronous fetch's chunk
// arrives at the store's wait, then feeds the gather; a bf16 writeback
// passes dtype 4.
// CHECK-LABEL: func.func @fetch_param(
// CHECK-SAME:      %[[P:[a-z0-9]+]]: memref<9xbf16> {zero.role = "param"}
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[BF16:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : i64
// CHECK:         call @zero_rt_step_set_alloc_category(%[[C0]])
// CHECK-NEXT:    %[[SHARD:.*]] = memref.alloc() : memref<9xbf16>
// CHECK:         %[[H:.*]] = call @zero_rt_step_store_read_start(%[[BF16]], %{{.*}}, %{{.*}}, %[[C9]])
// CHECK-NEXT:    call @zero_rt_step_store_wait(%[[H]])
// CHECK:         call @zero_rt_step_all_gather(%[[BF16]],
// CHECK:         call @zero_rt_step_store_write(%[[BF16]], %{{.*}}, %{{.*}}, %[[C9]])
// CHECK:         return %[[P]], %{{.*}} : memref<9xbf16>, memref<6x3xbf16>
func.func @fetch_param(%p: !zero.offloaded<tensor<9xbf16>, host> {zero.role = "param"}, %u: tensor<9xbf16>) -> (!zero.offloaded<tensor<9xbf16>, host>, tensor<6x3xbf16>) {
  %f = zero.fetch_start %p[0] : !zero.offloaded<tensor<9xbf16>, host> -> !zero.future<tensor<9xbf16>>
  %s = zero.wait %f : !zero.future<tensor<9xbf16>>
  %w = zero.all_gather %s world_size 2 : tensor<9xbf16> -> tensor<6x3xbf16>
  zero.writeback %u, %p[0] : tensor<9xbf16>, !zero.offloaded<tensor<9xbf16>, host>
  return %p, %w : !zero.offloaded<tensor<9xbf16>, host>, tensor<6x3xbf16>
}

// -----

// A writeback_start's chunk is read by the store's I/O thread until the
// wait. Bufferization writes the fill into the chunk's buffer before the
// wait, so the start writes back from a copy (counted as the state it
// writes: optimizer state, category 2) taken before the fill.
// CHECK-LABEL: func.func @chunk_written_before_wait(
// CHECK:         %[[G:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         linalg.generic {{.*}} outs(%[[G]] : memref<4xf32>)
// CHECK:         call @zero_rt_step_set_alloc_category(%[[C2:.*]])
// CHECK-NEXT:    %[[COPY:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         memref.copy %[[G]], %[[COPY]]
// CHECK:         %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[COPY]]
// CHECK:         %[[A:.*]] = arith.index_cast %[[P]]
// CHECK:         %[[H:.*]] = call @zero_rt_step_store_write_start(%{{.*}}, %[[A]],
// CHECK:         linalg.fill {{.*}} outs(%[[G]] : memref<4xf32>)
// CHECK:         call @zero_rt_step_store_wait(%[[H]])
func.func @chunk_written_before_wait(%m: !zero.offloaded<tensor<4xf32>, file> {zero.role = "opt_state"}, %x: tensor<4xf32>) -> (!zero.offloaded<tensor<4xf32>, file>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %f = zero.writeback_start %g, %m[0] : tensor<4xf32>, !zero.offloaded<tensor<4xf32>, file> -> !zero.future<>
  %c = arith.constant 0.0 : f32
  %h = linalg.fill ins(%c : f32) outs(%g : tensor<4xf32>) -> tensor<4xf32>
  zero.wait %f : !zero.future<>
  return %m, %h : !zero.offloaded<tensor<4xf32>, file>, tensor<4xf32>
}
