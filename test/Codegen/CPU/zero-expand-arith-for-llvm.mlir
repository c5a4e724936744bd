// RUN: zero-opt %s --zero-expand-arith-for-llvm | FileCheck %s
// RUN: zero-opt %s --zero-expand-arith-for-llvm --convert-arith-to-llvm | FileCheck %s --check-prefix=LLVM

// Float minimum and maximum stay for LLVM's intrinsics (which its loop
// vectorizer reduces); everything else arith-expand{include-bf16} expands
// does: bf16 conversions and ceil division.
// CHECK-LABEL: func.func @kept_and_expanded(
// CHECK:         arith.maximumf
// CHECK:         arith.minimumf
// CHECK:         arith.maxnumf
// CHECK-NOT:     arith.extf
// CHECK-NOT:     arith.ceildivsi
// CHECK:         return
// LLVM-LABEL: func.func @kept_and_expanded(
// LLVM:         llvm.intr.maximum
// LLVM:         llvm.intr.minimum
// LLVM:         llvm.intr.maxnum
func.func @kept_and_expanded(%a: f32, %b: f32, %h: bf16, %n: i32, %d: i32) -> (f32, f32, f32, f32, i32) {
  %max = arith.maximumf %a, %b : f32
  %min = arith.minimumf %a, %b : f32
  %maxnum = arith.maxnumf %a, %b : f32
  %wide = arith.extf %h : bf16 to f32
  %q = arith.ceildivsi %n, %d : i32
  return %max, %min, %maxnum, %wide, %q : f32, f32, f32, f32, i32
}
