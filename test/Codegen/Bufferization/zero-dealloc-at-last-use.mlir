// RUN: zero-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(zero-dealloc-at-last-use))" | FileCheck %s

func.func private @use(memref<4xf32>)
func.func private @other()

// A buffer freed at the end of the block moves up to its last use.
// CHECK-LABEL: func.func @moves_up
// CHECK:         %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    call @use(%[[A]])
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    call @other()
// CHECK-NEXT:    call @other()
// CHECK-NEXT:    return
func.func @moves_up() {
  %a = memref.alloc() : memref<4xf32>
  call @use(%a) : (memref<4xf32>) -> ()
  call @other() : () -> ()
  call @other() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func private @use(memref<4xf32>)
func.func private @use2(memref<2x2xf32>)
func.func private @other()

// A view's use is a use of the buffer; so is a use nested in a region
// (it counts for the op in the block that holds it).
// CHECK-LABEL: func.func @views_and_regions
// CHECK:         %[[A:.*]] = memref.alloc()
// CHECK:         %[[V:.*]] = memref.expand_shape %[[A]]
// CHECK:         call @other()
// CHECK:         call @use2(%[[V]])
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK:         %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    scf.if
// CHECK:           call @use(%[[B]])
// CHECK:         }
// CHECK-NEXT:    memref.dealloc %[[B]]
// CHECK-NEXT:    call @other()
// CHECK-NEXT:    return
func.func @views_and_regions(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  call @other() : () -> ()
  call @use2(%v) : (memref<2x2xf32>) -> ()
  %b = memref.alloc() : memref<4xf32>
  scf.if %c {
    func.call @use(%b) : (memref<4xf32>) -> ()
  }
  call @other() : () -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

// -----

func.func private @start(i64) -> i64
func.func private @wait(i64)
func.func private @other()

// An asynchronous collective writes its output until the wait: the handle
// is computed from the buffer's address, so the wait is a use and the
// buffer is freed after it, never between start and wait.
// CHECK-LABEL: func.func @async_output
// CHECK:         %[[A:.*]] = memref.alloc()
// CHECK:         %[[H:.*]] = call @start(
// CHECK-NEXT:    call @other()
// CHECK-NEXT:    call @wait(%[[H]])
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    call @other()
func.func @async_output() {
  %a = memref.alloc() : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %i = arith.index_cast %p : index to i64
  %h = call @start(%i) : (i64) -> i64
  call @other() : () -> ()
  call @wait(%h) : (i64) -> ()
  call @other() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func private @use(memref<4xf32>)
func.func private @other()

// Must not fire: the dealloc already follows the last use; an unused buffer
// is freed right after its allocation; a function argument's dealloc moves
// after the argument's last use.
// CHECK-LABEL: func.func @in_place
// CHECK:         call @use(%[[ARG:[a-z0-9_]+]])
// CHECK-NEXT:    memref.dealloc %[[ARG]]
// CHECK-NEXT:    %[[U:.*]] = memref.alloc()
// CHECK-NEXT:    memref.dealloc %[[U]]
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    call @use(%[[A]])
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    call @other()
func.func @in_place(%arg: memref<4xf32>) {
  call @use(%arg) : (memref<4xf32>) -> ()
  %u = memref.alloc() : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  call @use(%a) : (memref<4xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  call @other() : () -> ()
  memref.dealloc %u : memref<4xf32>
  memref.dealloc %arg : memref<4xf32>
  return
}

// -----

func.func private @use(memref<4xf32>)
func.func private @other()

// Must not fire: more than one block (the pass handles straight-line steps
// only); a conditional dealloc inside a region is not touched.
// CHECK-LABEL: func.func @multi_block
// CHECK:         call @other()
// CHECK-NEXT:    memref.dealloc
// CHECK-NEXT:    return
func.func @multi_block() {
  %a = memref.alloc() : memref<4xf32>
  call @use(%a) : (memref<4xf32>) -> ()
  cf.br ^bb1
^bb1:
  call @other() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return
}

// CHECK-LABEL: func.func @conditional
// CHECK:         call @other()
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      memref.dealloc
func.func @conditional(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  call @use(%a) : (memref<4xf32>) -> ()
  call @other() : () -> ()
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  return
}
