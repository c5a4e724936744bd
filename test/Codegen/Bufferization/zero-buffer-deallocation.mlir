// RUN: zero-opt %s -split-input-file --zero-buffer-deallocation | FileCheck %s

// Straight-line code: each buffer is freed right after its last use (a use
// of a view counts), a buffer the function returns is not freed, and one
// that nothing uses dies where it is made.
// CHECK-LABEL: func.func @straight_line
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[V:.*]] = memref.expand_shape %[[A]]
// CHECK-NEXT:    call @use(%[[A]], %[[B]])
// CHECK-NEXT:    call @other()
// CHECK-NEXT:    call @use2(%[[V]])
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    %[[U:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT:    memref.dealloc %[[U]]
// CHECK-NEXT:    call @other()
// CHECK-NEXT:    return %[[B]]
func.func private @use(memref<4xf32>, memref<4xf32>)
func.func private @use2(memref<2x2xf32>)
func.func private @other()
func.func @straight_line() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %v = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  call @use(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  call @other() : () -> ()
  call @use2(%v) : (memref<2x2xf32>) -> ()
  %unused = memref.alloc() : memref<8xf32>
  call @other() : () -> ()
  return %b : memref<4xf32>
}

// -----

// The caller frees every result, so each must be a buffer of its own: an
// argument and a buffer returned twice are returned as copies.
// CHECK-LABEL: func.func @results_are_owned
// CHECK-SAME:    (%[[X:.*]]: memref<4xf32>)
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[C1:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[X]], %[[C1]]
// CHECK-NEXT:    %[[C2:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[A]], %[[C2]]
// CHECK-NOT:     memref.dealloc
// CHECK:         return %[[C1]], %[[A]], %[[C2]]
func.func @results_are_owned(%x: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %x, %a, %a : memref<4xf32>, memref<4xf32>, memref<4xf32>
}

// -----

// A result that is a view of a buffer hands that buffer to the caller.
// CHECK-LABEL: func.func @view_result
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[V:.*]] = memref.expand_shape %[[A]]
// CHECK-NOT:     memref.dealloc
// CHECK:         return %[[V]]
func.func @view_result() -> memref<2x2xf32> {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  return %v : memref<2x2xf32>
}

// -----

// A buffer whose address is taken lives until the last op that uses
// anything computed from the address (an asynchronous collective's handle
// is waited on later).
// CHECK-LABEL: func.func @derived_values
// CHECK:         %[[A:.*]] = memref.alloc()
// CHECK:         %[[H:.*]] = call @start
// CHECK-NEXT:    call @other()
// CHECK-NEXT:    call @wait(%[[H]])
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    return
func.func private @start(index) -> i64
func.func private @wait(i64)
func.func private @other()
func.func @derived_values() {
  %a = memref.alloc() : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %h = call @start(%p) : (index) -> i64
  call @other() : () -> ()
  call @wait(%h) : (i64) -> ()
  return
}

// -----

// An allocation inside a region is not straight-line code: the module goes
// through upstream's ownership-based deallocation, and the frees still end
// up right after the last use.
// CHECK-LABEL: func.func @control_flow
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         scf.if
// CHECK:           %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK:           call @use(%[[B]])
// CHECK:           memref.dealloc %[[B]]
// CHECK:         }
// CHECK:         call @use(%[[A]])
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    call @other()
// CHECK-NEXT:    return
func.func private @use(memref<4xf32>)
func.func private @other()
func.func @control_flow(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    %b = memref.alloc() : memref<4xf32>
    func.call @use(%b) : (memref<4xf32>) -> ()
  }
  call @use(%a) : (memref<4xf32>) -> ()
  call @other() : () -> ()
  return
}
