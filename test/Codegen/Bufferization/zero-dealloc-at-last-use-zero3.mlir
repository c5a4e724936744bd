// RUN: zero-opt %S/../../e2e/Inputs/linear_zero3_n2.mlir --pass-pipeline="builtin.module(zero-strip-boundary-attrs,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-unknown-ops buffer-alignment=0},convert-zero-to-runtime,canonicalize,buffer-deallocation-pipeline,func.func(zero-dealloc-at-last-use))" | FileCheck %s

// On a ZeRO-3 step (the lowering prefix of zero-lower-to-llvm), buffers are
// freed where the step's zero.free stood, not at the end of the step: the
// gathered weight right after the forward GEMM that reads it, the full
// local gradient right after its reduce_scatter.
// CHECK-LABEL: func.func @train_step
// CHECK:         %[[W:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK:         call @zero_rt_step_all_gather({{.*}}, %c18_i64, %c2_i64, %c0_i64)
// CHECK:         call @zero_rt_step_gemm_f32
// CHECK-NEXT:    memref.dealloc %[[W]] : memref<6x3xf32>
// CHECK:         %[[G:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK:         call @zero_rt_step_gemm_f32
// CHECK:         call @zero_rt_step_reduce_scatter
// CHECK-NEXT:    memref.dealloc %[[G]] : memref<6x3xf32>
// CHECK:         return
