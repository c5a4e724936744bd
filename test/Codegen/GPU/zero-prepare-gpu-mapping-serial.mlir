// RUN: zero-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(zero-prepare-gpu-mapping{wrap-serial-loops}))' -verify-diagnostics | FileCheck %s

func.func private @gemm(i64)

// A serial loop nest becomes a one-thread kernel (a one-trip scf.parallel);
// a loop around calls (GEMMs over an outer batch dimension) is host work and
// is unrolled, inner loops included, so no loop is left on the host.
// CHECK-LABEL: func.func @serial_and_calls(
// CHECK:         scf.parallel
// CHECK-NEXT:      scf.for
// CHECK:           memref.store
// CHECK-NOT:     scf.for
// CHECK-COUNT-6: call @gemm
// CHECK-NOT:     scf.for
func.func @serial_and_calls(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %f, %m[%i] : memref<4xf32>
  }
  scf.for %b = %c0 to %c2 step %c1 {
    scf.for %h = %c0 to %c3 step %c1 {
      %x = arith.index_cast %h : index to i64
      func.call @gemm(%x) : (i64) -> ()
    }
  }
  return
}

// -----

func.func private @gemm(i64)

// Dynamic bounds cannot be unrolled: refused, naming the bounds.
func.func @dynamic(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{a host loop around runtime calls is unrolled, which needs constant bounds (got}}
  scf.for %b = %c0 to %n step %c1 {
    %x = arith.index_cast %b : index to i64
    func.call @gemm(%x) : (i64) -> ()
  }
  return
}
