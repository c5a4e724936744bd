// RUN: zero-opt %S/../e2e/Inputs/linear_zero3_n2.mlir --zero-lower-to-llvm | FileCheck %s

// The partitioned step becomes LLVM dialect only: collectives and matmuls are
// runtime calls, allocations go through the generic hooks the runtime's
// accounting allocator implements, and the deallocation pipeline frees them.
// CHECK-DAG: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// CHECK-DAG: llvm.func @zero_rt_step_all_gather(i64, i64, i64, i64, i64, i64, i64)
// CHECK-DAG: llvm.func @zero_rt_step_reduce_scatter(i64, i64, i64, i64, i64, i64, i64, i64)
// CHECK-DAG: llvm.func @zero_rt_step_all_reduce(i64, i64, i64, i64, i64, i64, i64)
// CHECK-DAG: llvm.func @zero_rt_step_gemm_f32(
// CHECK-LABEL: llvm.func @train_step(
// CHECK-COUNT-2: llvm.call @zero_rt_step_all_gather(
// CHECK:     llvm.call @zero_rt_step_gemm_f32(
// CHECK:     llvm.call @zero_rt_step_all_reduce(
// CHECK:     llvm.call @zero_rt_step_gemm_f32(
// CHECK:     llvm.call @zero_rt_step_reduce_scatter(
// CHECK:     llvm.call @zero_rt_step_reduce_scatter(
// CHECK:     llvm.call @_mlir_memref_to_llvm_free(
// CHECK-NOT: zero.{{[a-z_]+}} 
// CHECK-NOT: linalg.
// CHECK-NOT: memref.
// CHECK-NOT: bufferization.
