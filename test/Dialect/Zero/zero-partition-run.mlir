// Executes the partitioned linear example on one rank for every stage and
// compares the losses of three steps with those of the traced single-device
// step (0.8698828, 0.7380065, 0.5504609 from a float64 NumPy implementation
// of docs/examples/linear_sgd_step.mlir). On one rank each zero op is a reshape or
// nothing; Inputs/lower_single_rank.py rewrites them so that upstream passes
// can run the program, and wraps it in the step's logical signature for the
// unchanged driver. This checks the rewritten updates on flat shards, the
// partition/gather reshapes and the averaged loss; N > 1 runs in the runtime.
//
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=0 world-size=1" | python3 %S/Inputs/lower_single_rank.py > %t.0.mlir
// RUN: cat %t.0.mlir %S/Inputs/linear_sgd_driver.mlir | zero-opt --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=1" | python3 %S/Inputs/lower_single_rank.py > %t.1.mlir
// RUN: cat %t.1.mlir %S/Inputs/linear_sgd_driver.mlir | zero-opt --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=2 world-size=1" | python3 %S/Inputs/lower_single_rank.py > %t.2.mlir
// RUN: cat %t.2.mlir %S/Inputs/linear_sgd_driver.mlir | zero-opt --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=1" | python3 %S/Inputs/lower_single_rank.py > %t.3.mlir
// RUN: cat %t.3.mlir %S/Inputs/linear_sgd_driver.mlir | zero-opt --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s

// CHECK: [0.869883]
// CHECK: [0.738007]
// CHECK: [0.550461]

// Differential check on a 2-layer MLP whose input is scaled by a param vector,
// Adam with global-norm clipping (gen_step.py): the traced step itself,
// lowered the same way, is the reference; every stage on one rank must print
// the same three losses.
// RUN: python3 -m zero_testing.gen_step --dims 6,8,3 --optimizer adam --clip --input-scale > %t.mlp.mlir
// RUN: python3 -m zero_testing.gen_step --dims 6,8,3 --optimizer adam --clip --input-scale --driver-only > %t.main.mlir
// RUN: cat %t.mlp.mlir %t.main.mlir | zero-opt --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --lower-affine --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so | grep -v Unranked > %t.ref.txt
// RUN: FileCheck %s --check-prefix=REF < %t.ref.txt
// REF-COUNT-3: {{^}}[{{[0-9]}}.{{[0-9]+}}]
// RUN: zero-opt %t.mlp.mlir --zero-partition="stage=1 world-size=1" | python3 %S/Inputs/lower_single_rank.py > %t.mlp1.mlir
// RUN: cat %t.mlp1.mlir %t.main.mlir | zero-opt --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --lower-affine --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so | grep -v Unranked > %t.out1.txt
// RUN: diff %t.ref.txt %t.out1.txt
// RUN: zero-opt %t.mlp.mlir --zero-partition="stage=3 world-size=1" | python3 %S/Inputs/lower_single_rank.py > %t.mlp3.mlir
// RUN: cat %t.mlp3.mlir %t.main.mlir | zero-opt --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --lower-affine --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so | grep -v Unranked > %t.out3.txt
// RUN: diff %t.ref.txt %t.out3.txt
