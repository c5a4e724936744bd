// RUN: zero-opt %s -split-input-file --zero-pack-entry-abi="func=step" -verify-diagnostics | FileCheck %s

// Parameter i becomes word i of the first pointer, loaded in each block that
// uses it, before its first use there; fields read back out of the
// descriptor the entry packs take the word directly, and the struct is gone.
// Each returned leaf is stored to its word of the second pointer right
// after the op that computes it (constants at the return).
// CHECK-LABEL: llvm.func @step(
// CHECK-SAME:    %[[ARGS:.*]]: !llvm.ptr, %[[RES:.*]]: !llvm.ptr) {
// CHECK-NOT:     llvm.insertvalue
// CHECK:         llvm.call @other() : () -> ()
// CHECK-NEXT:    %[[S1:.*]] = llvm.getelementptr %[[ARGS]][1] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT:    %[[P1:.*]] = llvm.load %[[S1]] {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:    %[[S2:.*]] = llvm.getelementptr %[[ARGS]][2] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT:    %[[N:.*]] = llvm.load %[[S2]] {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT:    %[[P:.*]] = llvm.call @make(%[[P1]], %[[N]])
// CHECK-NEXT:    %[[R0:.*]] = llvm.getelementptr %[[RES]][0] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT:    llvm.store %[[P]], %[[R0]] {alignment = 8 : i64}
// CHECK:         llvm.br ^bb1
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[T1:.*]] = llvm.getelementptr %[[ARGS]][1] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT:    %[[Q1:.*]] = llvm.load %[[T1]] {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:    llvm.call @use(%[[Q1]])
// CHECK:         %[[R1:.*]] = llvm.getelementptr %[[RES]][1] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT:    llvm.store %{{.*}}, %[[R1]] {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT:    llvm.return
llvm.func @other()
llvm.func @use(!llvm.ptr)
llvm.func @make(!llvm.ptr, i64) -> !llvm.ptr
llvm.func @step(%allocated: !llvm.ptr, %aligned: !llvm.ptr, %size: i64) -> !llvm.struct<(ptr, i64)> {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
  %1 = llvm.insertvalue %allocated, %0[0] : !llvm.struct<(ptr, ptr, i64)>
  %2 = llvm.insertvalue %aligned, %1[1] : !llvm.struct<(ptr, ptr, i64)>
  %3 = llvm.insertvalue %size, %2[2] : !llvm.struct<(ptr, ptr, i64)>
  llvm.call @other() : () -> ()
  %a = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64)>
  %n = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64)>
  %p = llvm.call @make(%a, %n) : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.br ^bb1
^bb1:
  %b = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64)>
  llvm.call @use(%b) : (!llvm.ptr) -> ()
  %c = llvm.mlir.constant(7 : i64) : i64
  %r0 = llvm.mlir.poison : !llvm.struct<(ptr, i64)>
  %r1 = llvm.insertvalue %p, %r0[0] : !llvm.struct<(ptr, i64)>
  %r2 = llvm.insertvalue %c, %r1[1] : !llvm.struct<(ptr, i64)>
  llvm.return %r2 : !llvm.struct<(ptr, i64)>
}

// -----

// expected-error@+1 {{zero-pack-entry-abi: expected a function @step with a body, but the module has none}}
module {
  llvm.func @step(i64)
}

// -----

// expected-error@+1 {{zero-pack-entry-abi: parameter 1 of @step must be a pointer or i64 (a descriptor field), but is 'f32'}}
llvm.func @step(%a: i64, %b: f32) {
  llvm.return
}

// -----

// expected-error@+1 {{zero-pack-entry-abi: the result of @step must be made of pointers and i64 (descriptors), but is 'f32'}}
llvm.func @step() -> f32 {
  %c = llvm.mlir.constant(1.0 : f32) : f32
  llvm.return %c : f32
}
