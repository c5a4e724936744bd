// RUN: zero-opt %s --zero-lower-to-llvm="use-runtime=false" | FileCheck %s
// RUN: zero-opt %s --zero-lower-to-llvm="use-runtime=false parallel-loops parallel-min-iterations=64" | FileCheck %s --check-prefixes=CHECK,PARALLEL

// A causal mask on an elementwise op: lowered serially, and with its rows on
// OpenMP threads, the column loop is split at the diagonal (the split
// point's clamps are the smax/smin), the mask's compare is gone and the
// exp (its polynomial's one floor) is computed in one piece only: the
// masked half stores the constant.
// CHECK-LABEL: llvm.func @step_kernel_0(
// PARALLEL:      omp.wsloop
// CHECK-NOT:     llvm.icmp "ugt"
// CHECK:         llvm.intr.smax
// CHECK:         llvm.intr.smin
// CHECK-NOT:     llvm.icmp "ugt"
// CHECK:         llvm.intr.floor
// CHECK-NOT:     llvm.intr.floor
// CHECK-NOT:     llvm.icmp "ugt"
// CHECK:         llvm.return
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @step(%s: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<64x64xf32>) outs(%init : tensor<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %e = math.exp %x : f32
    %masked = arith.cmpi ugt, %j, %i : index
    %v = arith.select %masked, %zero, %e : f32
    linalg.yield %v : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
