// RUN: zero-opt %s --zero-lower-to-llvm="use-runtime=false parallel-loops parallel-min-iterations=4096" -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=IR
// RUN: zero-opt %s --zero-lower-to-llvm="use-runtime=false" | FileCheck %s --check-prefix=SERIAL
// RUN: mlir-translate --mlir-to-llvmir %t.mlir | %llvm_opt -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=x86-64-v3 -S | FileCheck %s --check-prefix=VECTOR

// zero-lower-to-llvm{parallel-loops}: the kernel of the big elementwise op
// (0) and that of the row sum (2) fork OpenMP threads over their rows, with
// one induction variable: the columns, and the row sum's reduced dimension,
// stay a serial loop inside. The two fills (1, 3: one contiguous loop), the
// column sum (4: its parallel dimension inside the reduction) and the tiny
// op (5) fork nothing.
// CHECK-LABEL: llvm.func @step(
// CHECK-COUNT-6: llvm.call @step_kernel_
// CHECK-LABEL: llvm.func @step_kernel_0(
// CHECK:      omp.parallel {
// CHECK-NEXT:   omp.wsloop {
// CHECK-NEXT:     omp.loop_nest (%{{[^,]+}}) : i64 = (%{{[^,]+}}) to (%{{[^,]+}}) step (%{{[^,]+}}) {
// CHECK:            llvm.cond_br
// CHECK:            omp.yield
// CHECK-LABEL: llvm.func @step_kernel_1(
// CHECK-NOT:  omp.
// CHECK-LABEL: llvm.func @step_kernel_2(
// CHECK:      omp.parallel {
// CHECK-NEXT:   omp.wsloop {
// CHECK-NEXT:     omp.loop_nest (%{{[^,]+}}) : i64 = (%{{[^,]+}}) to (%{{[^,]+}}) step (%{{[^,]+}}) {
// CHECK:            llvm.fadd
// CHECK:            omp.yield
// CHECK-LABEL: llvm.func @step_kernel_3(
// CHECK-NOT:  omp.
// CHECK-LABEL: llvm.func @step_kernel_4(
// CHECK-NOT:  omp.
// CHECK-LABEL: llvm.func @step_kernel_5(
// CHECK-NOT:  omp.
// CHECK:      llvm.return

// In LLVM IR the two forks call libomp, each on a function of its own that
// takes its static block of rows.
// IR-LABEL: define void @step_kernel_0(
// IR:       call void (ptr, i32, ptr, ...) @__kmpc_fork_call({{.*}}@step_kernel_0..omp_par
// IR:       define internal void @step_kernel_0..omp_par(
// IR:       call void @__kmpc_for_static_init_8u(
// IR-LABEL: define void @step_kernel_1(
// IR-NOT:   call {{.*}}@__kmpc_fork_call(
// IR-LABEL: define void @step_kernel_2(
// IR:       call void (ptr, i32, ptr, ...) @__kmpc_fork_call({{.*}}@step_kernel_2..omp_par
// IR-LABEL: define void @step_kernel_3(
// IR-NOT:   call {{.*}}@__kmpc_fork_call(

// Each thread's block of rows still runs the contiguous loop vectorized
// (what the JIT's LLVM optimizer does for the host; AVX2 here): the
// elementwise square and the row sum in vectors of 8.
// VECTOR-LABEL: define internal void @step_kernel_0..omp_par(
// VECTOR:       fmul reassoc contract <8 x float>
// VECTOR-LABEL: define internal void @step_kernel_2..omp_par(
// VECTOR:       fadd reassoc contract <8 x float>

// Without the option nothing is forked.
// SERIAL-NOT: omp.
func.func @step(%x: tensor<64x256xf32>, %t: tensor<4x8xf32>)
    -> (tensor<64x256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<64x256xf32>
  %re = tensor.empty() : tensor<64xf32>
  %rz = linalg.fill ins(%zero : f32) outs(%re : tensor<64xf32>) -> tensor<64xf32>
  %rows = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                          iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x256xf32>) outs(%rz : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %ce = tensor.empty() : tensor<256xf32>
  %cz = linalg.fill ins(%zero : f32) outs(%ce : tensor<256xf32>) -> tensor<256xf32>
  %cols = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>],
                          iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<64x256xf32>) outs(%cz : tensor<256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  %te = tensor.empty() : tensor<4x8xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<4x8xf32>) outs(%te : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.addf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %y, %rows, %cols, %u : tensor<64x256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<4x8xf32>
}
