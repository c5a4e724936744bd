// RUN: zero-opt %s --zero-lower-to-llvm="row-kernel-min-bytes=33554432" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: zero-opt %s --zero-lower-to-llvm --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: zero-opt %s --zero-lower-to-llvm="row-kernel-min-bytes=-1" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEVER
// RUN: zero-opt %s --zero-lower-to-llvm="use-runtime=false row-kernel-min-bytes=33554432" | FileCheck %s
// RUN: zero-opt %s --zero-lower-to-llvm="use-runtime=false" | FileCheck %s --check-prefix=DEFIR
// RUN: zero-opt %s --zero-lower-to-llvm="use-runtime=false row-kernel-min-bytes=0" | FileCheck %s --check-prefix=ALL
// RUN: zero-opt %s --zero-lower-to-llvm="use-runtime=false parallel-loops row-kernel-min-bytes=0" | FileCheck %s --check-prefix=FORK

// With row-kernel-min-bytes=N >= 0, zero-lower-to-llvm runs
// zero-row-kernels{min-bytes=N} before outlining, by default with 128 MiB:
// one loop over the rows made steps whose softmax buffers add up to 192
// MiB or more 9-18 % faster, and those of 96 MiB or less no faster
// reproducibly (docs/Design.md §9). Negative: never.
// DEFAULT:      zero-strided-copies-to-linalg,
// DEFAULT-NEXT: zero-row-kernels{min-bytes=134217728}
// TEXT:      zero-strided-copies-to-linalg,
// TEXT-NEXT: zero-row-kernels{min-bytes=33554432}
// TEXT-NEXT: ),
// TEXT-NEXT: zero-outline-kernels
// NEVER-NOT: zero-row-kernels

// The same softmax three times, with a 32 MiB threshold: over 4096 x 2048
// (its input and output 32 MiB each) it is one kernel, a loop over the
// rows; over 64 x 128 (64 KiB) five kernels, two fills, the two reductions
// and the normalization. By default (128 MiB) only the softmax over 8192 x
// 4096 (128 MiB each) is one kernel.
// CHECK-LABEL: llvm.func @big(
// CHECK-COUNT-1: llvm.call @big_kernel_
// CHECK-NOT:     llvm.call @big_kernel_
// CHECK-LABEL: llvm.func @small(
// CHECK-COUNT-5: llvm.call @small_kernel_
// DEFIR-LABEL: llvm.func @big(
// DEFIR-COUNT-5: llvm.call @big_kernel_
// DEFIR-LABEL: llvm.func @huge(
// DEFIR-COUNT-1: llvm.call @huge_kernel_
// DEFIR-NOT:     llvm.call @huge_kernel_
// DEFIR-LABEL: llvm.func @small(
// DEFIR-COUNT-5: llvm.call @small_kernel_
// With row-kernel-min-bytes=0 every chain is one loop.
// ALL-LABEL: llvm.func @small(
// ALL-COUNT-1: llvm.call @small_kernel_
// ALL-NOT:     llvm.call @small_kernel_

// The loop over the rows is parallel: with parallel-loops its kernel forks
// over the rows, as the kernels it replaces did.
// FORK-LABEL: llvm.func @big_kernel_0(
// FORK:       omp.parallel
// FORK:       omp.wsloop

#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @big(%x: tensor<4096x2048xf32>) -> tensor<4096x2048xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4096xf32>
  %mf = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<4096xf32>) -> tensor<4096xf32>
  %m = linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4096x2048xf32>) outs(%mf : tensor<4096xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %acc, %in : f32
    linalg.yield %r : f32
  } -> tensor<4096xf32>
  %e1 = tensor.empty() : tensor<4096xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4096xf32>) -> tensor<4096xf32>
  %s = linalg.generic {indexing_maps = [#x, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %m : tensor<4096x2048xf32>, tensor<4096xf32>) outs(%sf : tensor<4096xf32>) {
  ^bb0(%in: f32, %mi: f32, %acc: f32):
    %d = arith.subf %in, %mi : f32
    %ex = math.exp %d : f32
    %r = arith.addf %acc, %ex : f32
    linalg.yield %r : f32
  } -> tensor<4096xf32>
  %e2 = tensor.empty() : tensor<4096x2048xf32>
  %o = linalg.generic {indexing_maps = [#x, #row, #row, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m, %s : tensor<4096x2048xf32>, tensor<4096xf32>, tensor<4096xf32>) outs(%e2 : tensor<4096x2048xf32>) {
  ^bb0(%in: f32, %mi: f32, %si: f32, %out: f32):
    %d = arith.subf %in, %mi : f32
    %ex = math.exp %d : f32
    %p = arith.divf %ex, %si : f32
    linalg.yield %p : f32
  } -> tensor<4096x2048xf32>
  return %o : tensor<4096x2048xf32>
}

func.func @huge(%x: tensor<8192x4096xf32>) -> tensor<8192x4096xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8192xf32>
  %mf = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<8192xf32>) -> tensor<8192xf32>
  %m = linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8192x4096xf32>) outs(%mf : tensor<8192xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %acc, %in : f32
    linalg.yield %r : f32
  } -> tensor<8192xf32>
  %e1 = tensor.empty() : tensor<8192xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8192xf32>) -> tensor<8192xf32>
  %s = linalg.generic {indexing_maps = [#x, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %m : tensor<8192x4096xf32>, tensor<8192xf32>) outs(%sf : tensor<8192xf32>) {
  ^bb0(%in: f32, %mi: f32, %acc: f32):
    %d = arith.subf %in, %mi : f32
    %ex = math.exp %d : f32
    %r = arith.addf %acc, %ex : f32
    linalg.yield %r : f32
  } -> tensor<8192xf32>
  %e2 = tensor.empty() : tensor<8192x4096xf32>
  %o = linalg.generic {indexing_maps = [#x, #row, #row, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m, %s : tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>) outs(%e2 : tensor<8192x4096xf32>) {
  ^bb0(%in: f32, %mi: f32, %si: f32, %out: f32):
    %d = arith.subf %in, %mi : f32
    %ex = math.exp %d : f32
    %p = arith.divf %ex, %si : f32
    linalg.yield %p : f32
  } -> tensor<8192x4096xf32>
  return %o : tensor<8192x4096xf32>
}

func.func @small(%x: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<64xf32>
  %mf = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<64xf32>) -> tensor<64xf32>
  %m = linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x128xf32>) outs(%mf : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %acc, %in : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %e1 = tensor.empty() : tensor<64xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#x, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %m : tensor<64x128xf32>, tensor<64xf32>) outs(%sf : tensor<64xf32>) {
  ^bb0(%in: f32, %mi: f32, %acc: f32):
    %d = arith.subf %in, %mi : f32
    %ex = math.exp %d : f32
    %r = arith.addf %acc, %ex : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64x128xf32>
  %o = linalg.generic {indexing_maps = [#x, #row, #row, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m, %s : tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<64x128xf32>) {
  ^bb0(%in: f32, %mi: f32, %si: f32, %out: f32):
    %d = arith.subf %in, %mi : f32
    %ex = math.exp %d : f32
    %p = arith.divf %ex, %si : f32
    linalg.yield %p : f32
  } -> tensor<64x128xf32>
  return %o : tensor<64x128xf32>
}
