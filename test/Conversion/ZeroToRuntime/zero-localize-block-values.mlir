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
