// RUN: zero-opt %s -split-input-file --zero-localize-block-values | FileCheck %s

// In an unoptimized function, a scalar used in another block goes through
// a stack slot: stored right after it is computed, loaded in each other
// block before its first use there; values used only in their own block
// stay as they are.
// CHECK-LABEL: llvm.func @step
// CHECK:         %[[SLOT:.*]] = llvm.alloca %{{.*}} x !llvm.ptr
// CHECK:         %[[P:.*]] = llvm.call @make()
// CHECK-NEXT:    llvm.store %[[P]], %[[SLOT]]
// CHECK-NEXT:    %[[Q:.*]] = llvm.call @make()
// CHECK-NEXT:    llvm.call @use(%[[Q]])
// CHECK-NEXT:    llvm.br ^bb1
// CHECK:       ^bb1:
// CHECK-NEXT:    llvm.call @other()
// CHECK-NEXT:    %[[R:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:    llvm.call @use(%[[R]])
// CHECK-NEXT:    llvm.call @use(%[[R]])
// CHECK-NEXT:    llvm.return
llvm.func @make() -> !llvm.ptr
llvm.func @use(!llvm.ptr)
llvm.func @other()
llvm.func @step() attributes {passthrough = ["noinline", "optnone"]} {
  %p = llvm.call @make() : () -> !llvm.ptr
  %q = llvm.call @make() : () -> !llvm.ptr
  llvm.call @use(%q) : (!llvm.ptr) -> ()
  llvm.br ^bb1
^bb1:
  llvm.call @other() : () -> ()
  llvm.call @use(%p) : (!llvm.ptr) -> ()
  llvm.call @use(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

// A function LLVM optimizes is left alone: mem2reg would undo the slots.
// CHECK-LABEL: llvm.func @optimized
// CHECK-NOT:     llvm.alloca
// CHECK-NOT:     llvm.load
llvm.func @make() -> !llvm.ptr
llvm.func @use(!llvm.ptr)
llvm.func @optimized() {
  %p = llvm.call @make() : () -> !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.call @use(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

// A constant used in another block is computed again there instead of
// going through a slot (a buffer descriptor's sizes and strides are most of
// what crosses blocks in a step's body); one no longer used in its own
// block is removed.
// CHECK-LABEL: llvm.func @constants
// CHECK-NOT:     llvm.alloca
// CHECK:         %[[C4:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT:    llvm.call @use(%[[C4]])
// CHECK-NEXT:    llvm.br ^bb1
// CHECK:       ^bb1:
// CHECK-NEXT:    llvm.call @other()
// CHECK-NEXT:    %[[C4B:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT:    llvm.call @use(%[[C4B]])
// CHECK-NEXT:    %[[C16:.*]] = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT:    llvm.call @use(%[[C16]])
// CHECK-NEXT:    llvm.call @use(%[[C4B]])
// CHECK-NEXT:    %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    llvm.call @usep(%[[NULL]])
// CHECK-NEXT:    llvm.return
// CHECK-NOT:     llvm.mlir.constant
llvm.func @use(i64)
llvm.func @usep(!llvm.ptr)
llvm.func @other()
llvm.func @constants() attributes {passthrough = ["noinline", "optnone"]} {
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %null = llvm.mlir.zero : !llvm.ptr
  llvm.call @use(%c4) : (i64) -> ()
  llvm.br ^bb1
^bb1:
  llvm.call @other() : () -> ()
  llvm.call @use(%c4) : (i64) -> ()
  llvm.call @use(%c16) : (i64) -> ()
  llvm.call @use(%c4) : (i64) -> ()
  llvm.call @usep(%null) : (!llvm.ptr) -> ()
  llvm.return
}
