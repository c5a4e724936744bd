// Executes loops whose body tests the loop index against a threshold, for
// every compare predicate, both operand orders and thresholds below, inside
// and above the loop's range [2, 9) (and -1, the largest unsigned index),
// before and after zero-split-masked-loops: the pieces must run the same
// iterations in the same order with the same test values. Each loop folds
// (iteration, test) into an order-sensitive checksum, printed once per
// kernel and threshold; the two runs must print the same lines.
// DEFINE: %{run} = mlir-opt --convert-scf-to-cf --convert-vector-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils
//
// RUN: cat %s | %{run} > %t.reference
// RUN: zero-opt %s --zero-split-masked-loops | %{run} > %t.split
// RUN: diff %t.reference %t.split
// RUN: FileCheck %s --check-prefix=LINES < %t.split
// RUN: zero-opt %s --zero-split-masked-loops | FileCheck %s --check-prefix=SPLIT
//
// Twelve kernels times nine thresholds:
// LINES-COUNT-108: {{^-?[0-9]+$}}
// LINES-NOT: {{.}}
//
// Every compare of the index is gone: the split resolved each.
// SPLIT-NOT: arith.cmpi

func.func @k_eq(%t: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3_i64 = arith.constant 3 : i64
  %c100_i64 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  %r = scf.for %j = %c2 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %c = arith.cmpi eq, %j, %t : index
    %flag = arith.extui %c : i1 to i64
    %jj = arith.index_cast %j : index to i64
    %mark = arith.muli %flag, %c100_i64 : i64
    %scaled = arith.muli %acc, %c3_i64 : i64
    %v = arith.addi %scaled, %jj : i64
    %next = arith.addi %v, %mark : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @k_ne(%t: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3_i64 = arith.constant 3 : i64
  %c100_i64 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  %r = scf.for %j = %c2 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %c = arith.cmpi ne, %j, %t : index
    %flag = arith.extui %c : i1 to i64
    %jj = arith.index_cast %j : index to i64
    %mark = arith.muli %flag, %c100_i64 : i64
    %scaled = arith.muli %acc, %c3_i64 : i64
    %v = arith.addi %scaled, %jj : i64
    %next = arith.addi %v, %mark : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @k_slt(%t: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3_i64 = arith.constant 3 : i64
  %c100_i64 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  %r = scf.for %j = %c2 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %c = arith.cmpi slt, %j, %t : index
    %flag = arith.extui %c : i1 to i64
    %jj = arith.index_cast %j : index to i64
    %mark = arith.muli %flag, %c100_i64 : i64
    %scaled = arith.muli %acc, %c3_i64 : i64
    %v = arith.addi %scaled, %jj : i64
    %next = arith.addi %v, %mark : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @k_sle(%t: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3_i64 = arith.constant 3 : i64
  %c100_i64 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  %r = scf.for %j = %c2 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %c = arith.cmpi sle, %j, %t : index
    %flag = arith.extui %c : i1 to i64
    %jj = arith.index_cast %j : index to i64
    %mark = arith.muli %flag, %c100_i64 : i64
    %scaled = arith.muli %acc, %c3_i64 : i64
    %v = arith.addi %scaled, %jj : i64
    %next = arith.addi %v, %mark : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @k_sgt(%t: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3_i64 = arith.constant 3 : i64
  %c100_i64 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  %r = scf.for %j = %c2 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %c = arith.cmpi sgt, %j, %t : index
    %flag = arith.extui %c : i1 to i64
    %jj = arith.index_cast %j : index to i64
    %mark = arith.muli %flag, %c100_i64 : i64
    %scaled = arith.muli %acc, %c3_i64 : i64
    %v = arith.addi %scaled, %jj : i64
    %next = arith.addi %v, %mark : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @k_sge(%t: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3_i64 = arith.constant 3 : i64
  %c100_i64 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  %r = scf.for %j = %c2 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %c = arith.cmpi sge, %j, %t : index
    %flag = arith.extui %c : i1 to i64
    %jj = arith.index_cast %j : index to i64
    %mark = arith.muli %flag, %c100_i64 : i64
    %scaled = arith.muli %acc, %c3_i64 : i64
    %v = arith.addi %scaled, %jj : i64
    %next = arith.addi %v, %mark : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @k_ult(%t: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3_i64 = arith.constant 3 : i64
  %c100_i64 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  %r = scf.for %j = %c2 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %c = arith.cmpi ult, %j, %t : index
    %flag = arith.extui %c : i1 to i64
    %jj = arith.index_cast %j : index to i64
    %mark = arith.muli %flag, %c100_i64 : i64
    %scaled = arith.muli %acc, %c3_i64 : i64
    %v = arith.addi %scaled, %jj : i64
    %next = arith.addi %v, %mark : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @k_ule(%t: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3_i64 = arith.constant 3 : i64
  %c100_i64 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  %r = scf.for %j = %c2 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %c = arith.cmpi ule, %j, %t : index
    %flag = arith.extui %c : i1 to i64
    %jj = arith.index_cast %j : index to i64
    %mark = arith.muli %flag, %c100_i64 : i64
    %scaled = arith.muli %acc, %c3_i64 : i64
    %v = arith.addi %scaled, %jj : i64
    %next = arith.addi %v, %mark : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @k_ugt(%t: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3_i64 = arith.constant 3 : i64
  %c100_i64 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  %r = scf.for %j = %c2 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %c = arith.cmpi ugt, %j, %t : index
    %flag = arith.extui %c : i1 to i64
    %jj = arith.index_cast %j : index to i64
    %mark = arith.muli %flag, %c100_i64 : i64
    %scaled = arith.muli %acc, %c3_i64 : i64
    %v = arith.addi %scaled, %jj : i64
    %next = arith.addi %v, %mark : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @k_uge(%t: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3_i64 = arith.constant 3 : i64
  %c100_i64 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  %r = scf.for %j = %c2 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %c = arith.cmpi uge, %j, %t : index
    %flag = arith.extui %c : i1 to i64
    %jj = arith.index_cast %j : index to i64
    %mark = arith.muli %flag, %c100_i64 : i64
    %scaled = arith.muli %acc, %c3_i64 : i64
    %v = arith.addi %scaled, %jj : i64
    %next = arith.addi %v, %mark : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @k_slt_swapped(%t: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3_i64 = arith.constant 3 : i64
  %c100_i64 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  %r = scf.for %j = %c2 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %c = arith.cmpi slt, %t, %j : index
    %flag = arith.extui %c : i1 to i64
    %jj = arith.index_cast %j : index to i64
    %mark = arith.muli %flag, %c100_i64 : i64
    %scaled = arith.muli %acc, %c3_i64 : i64
    %v = arith.addi %scaled, %jj : i64
    %next = arith.addi %v, %mark : i64
    scf.yield %next : i64
  }
  return %r : i64
}

// A band: two tests of the index, so each piece of the first split is
// split again.
func.func @k_band(%t: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %c3_i64 = arith.constant 3 : i64
  %c10_i64 = arith.constant 10 : i64
  %c100_i64 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  %hi = arith.addi %t, %c3 : index
  %r = scf.for %j = %c2 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %above = arith.cmpi sge, %j, %t : index
    %below = arith.cmpi slt, %j, %hi : index
    %a = arith.extui %above : i1 to i64
    %b = arith.extui %below : i1 to i64
    %ma = arith.muli %a, %c10_i64 : i64
    %mb = arith.muli %b, %c100_i64 : i64
    %jj = arith.index_cast %j : index to i64
    %scaled = arith.muli %acc, %c3_i64 : i64
    %v = arith.addi %scaled, %jj : i64
    %w = arith.addi %v, %ma : i64
    %next = arith.addi %w, %mb : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @all(%t: index) {
  %r0 = func.call @k_eq(%t) : (index) -> i64
  vector.print %r0 : i64
  %r1 = func.call @k_ne(%t) : (index) -> i64
  vector.print %r1 : i64
  %r2 = func.call @k_slt(%t) : (index) -> i64
  vector.print %r2 : i64
  %r3 = func.call @k_sle(%t) : (index) -> i64
  vector.print %r3 : i64
  %r4 = func.call @k_sgt(%t) : (index) -> i64
  vector.print %r4 : i64
  %r5 = func.call @k_sge(%t) : (index) -> i64
  vector.print %r5 : i64
  %r6 = func.call @k_ult(%t) : (index) -> i64
  vector.print %r6 : i64
  %r7 = func.call @k_ule(%t) : (index) -> i64
  vector.print %r7 : i64
  %r8 = func.call @k_ugt(%t) : (index) -> i64
  vector.print %r8 : i64
  %r9 = func.call @k_uge(%t) : (index) -> i64
  vector.print %r9 : i64
  %r10 = func.call @k_slt_swapped(%t) : (index) -> i64
  vector.print %r10 : i64
  %band = func.call @k_band(%t) : (index) -> i64
  vector.print %band : i64
  return
}

func.func @main() {
  %t0 = arith.constant -3 : index
  func.call @all(%t0) : (index) -> ()
  %t1 = arith.constant -1 : index
  func.call @all(%t1) : (index) -> ()
  %t2 = arith.constant 0 : index
  func.call @all(%t2) : (index) -> ()
  %t3 = arith.constant 2 : index
  func.call @all(%t3) : (index) -> ()
  %t4 = arith.constant 5 : index
  func.call @all(%t4) : (index) -> ()
  %t5 = arith.constant 8 : index
  func.call @all(%t5) : (index) -> ()
  %t6 = arith.constant 9 : index
  func.call @all(%t6) : (index) -> ()
  %t7 = arith.constant 12 : index
  func.call @all(%t7) : (index) -> ()
  %t8 = arith.constant 1 : index
  func.call @all(%t8) : (index) -> ()
  return
}
