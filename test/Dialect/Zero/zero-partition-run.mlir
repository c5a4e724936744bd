// Executes the partitioned linear example on one rank for every stage and
// compares the losses of three steps with those of the traced single-device
// step (0.8698828, 0.7380065, 0.5504609 from a float64 NumPy implementation
// of docs/examples/linear_sgd_step.mlir). zero-logical-entry puts the partitioned
// step behind the traced signature (partition each sharded argument, gather
// each sharded result) so the unchanged driver calls it; on one rank
// -canonicalize turns every zero op into a reshape or nothing, and
// zero-lower-to-llvm{use-runtime=0} compiles the result to plain loops and
// malloc, which upstream mlir-runner runs. This checks the rewritten updates
// on flat shards, the one-rank folds and the averaged loss; N > 1 runs in the
// runtime's end-to-end tests.
//
// The printed module is unwrapped (its `module {` and closing `}` lines
// dropped) so that the driver appended to it lands in the same module.
// DEFINE: %{one-rank} = zero-opt --zero-logical-entry -canonicalize | sed -e '/^module {$/d' -e '/^}$/d'
// DEFINE: %{run} = zero-opt --zero-lower-to-llvm="use-runtime=0" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils
//
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=0 world-size=1" | %{one-rank} > %t.0.mlir
// RUN: FileCheck %s --check-prefix=NOZERO < %t.0.mlir
// RUN: cat %t.0.mlir %S/Inputs/linear_sgd_driver.mlir | %{run} | FileCheck %s
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=1" | %{one-rank} > %t.1.mlir
// RUN: FileCheck %s --check-prefix=NOZERO < %t.1.mlir
// RUN: cat %t.1.mlir %S/Inputs/linear_sgd_driver.mlir | %{run} | FileCheck %s
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=2 world-size=1" | %{one-rank} > %t.2.mlir
// RUN: FileCheck %s --check-prefix=NOZERO < %t.2.mlir
// RUN: cat %t.2.mlir %S/Inputs/linear_sgd_driver.mlir | %{run} | FileCheck %s
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=1" | %{one-rank} > %t.3.mlir
// RUN: FileCheck %s --check-prefix=NOZERO < %t.3.mlir
// RUN: cat %t.3.mlir %S/Inputs/linear_sgd_driver.mlir | %{run} | FileCheck %s

// CHECK: [0.869883]
// CHECK: [0.738007]
// CHECK: [0.550461]

// Canonicalization leaves no zero op (attributes such as zero.role stay).
// NOZERO-NOT: = zero.
// NOZERO-NOT: {{^ *zero\.[a-z_]+ }}

// Differential check on a 2-layer MLP whose input is scaled by a param vector,
// Adam with global-norm clipping (gen_step.py): the traced step itself,
// compiled the same way, is the reference; every stage on one rank must print
// the same three losses.
// RUN: python3 -m zero_testing.gen_step --dims 6,8,3 --optimizer adam --clip --input-scale > %t.mlp.mlir
// RUN: python3 -m zero_testing.gen_step --dims 6,8,3 --optimizer adam --clip --input-scale --driver-only > %t.main.mlir
// RUN: cat %t.mlp.mlir %t.main.mlir | %{run} | grep -v Unranked > %t.ref.txt
// RUN: FileCheck %s --check-prefix=REF < %t.ref.txt
// REF-COUNT-3: {{^}}[{{[0-9]}}.{{[0-9]+}}]
// RUN: zero-opt %t.mlp.mlir --zero-partition="stage=1 world-size=1" | %{one-rank} > %t.mlp1.mlir
// RUN: FileCheck %s --check-prefix=NOZERO < %t.mlp1.mlir
// RUN: cat %t.mlp1.mlir %t.main.mlir | %{run} | grep -v Unranked > %t.out1.txt
// RUN: diff %t.ref.txt %t.out1.txt
// RUN: zero-opt %t.mlp.mlir --zero-partition="stage=3 world-size=1" | %{one-rank} > %t.mlp3.mlir
// RUN: FileCheck %s --check-prefix=NOZERO < %t.mlp3.mlir
// RUN: cat %t.mlp3.mlir %t.main.mlir | %{run} | grep -v Unranked > %t.out3.txt
// RUN: diff %t.ref.txt %t.out3.txt
