// RUN: zero-opt %s --allow-unregistered-dialect --zero-buffer-deallocation | FileCheck %s

// An op of a dialect zero does not know is a use like any other (its
// dialect cannot be asked for; the pass must not crash on it).
// CHECK-LABEL: func.func @unregistered_user
// CHECK:         %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    "foo.use"(%[[A]])
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    return
func.func @unregistered_user() {
  %a = memref.alloc() : memref<4xf32>
  "foo.use"(%a) : (memref<4xf32>) -> ()
  return
}
