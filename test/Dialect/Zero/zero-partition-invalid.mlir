// Diagnostics of the stage 1-3 rewrite: a rank holds only shards of the
// gradient, the optimizer state and the updated values, so nothing else may
// read them whole. Contract diagnostics: zero-verify-contract-invalid.mlir.
// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-partition="stage=2 world-size=2"
// The same steps are fine for stage 0, which shards nothing (must not fire).
// RUN: sed -e "s/expected-error/unexpected/" %s | zero-opt -split-input-file --zero-partition="stage=0 world-size=2" | FileCheck %s --check-prefix=STAGE0
// STAGE0-COUNT-5: attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64}
// A step called from its own module.
// RUN: zero-opt %S/Inputs/partition-called-step.mlir -verify-diagnostics --zero-partition="stage=1 world-size=2"
// Bad options.
// `stage` is an enum option: its values are 0, 1, 2 and 3 (listed by
// --help), anything else is rejected while the pipeline is parsed, before the
// input is touched.
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=4 world-size=2" 2>&1 | FileCheck %s --check-prefix=STAGE -DVALUE=4
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=two world-size=2" 2>&1 | FileCheck %s --check-prefix=STAGE -DVALUE=two
// RUN: not zero-opt %linear_sgd_step --pass-pipeline="builtin.module(zero-partition{stage=-1})" 2>&1 | FileCheck %s --check-prefix=STAGE -DVALUE=-1
// STAGE: for the --stage option: Cannot find option named '[[VALUE]]'!
// The message is not followed by a dump of the module.
// STAGE-NOT: see current operation
// STAGE-NOT: func.func
// RUN: zero-opt --help | FileCheck %s --check-prefix=HELP
// HELP-LABEL: --zero-partition
// HELP-NEXT: --ranks-per-node=<long>
// HELP-NEXT: --secondary-shard=<long>
// HELP-NEXT: --shard-group=<long>
// HELP-NEXT: --stage=<value>
// HELP-NEXT: =0 - data parallel
// HELP-NEXT: =1 - P_os: optimizer states sharded
// HELP-NEXT: =2 - P_os+g: optimizer states and gradients sharded
// HELP-NEXT: =3 - P_os+g+p: optimizer states, gradients and parameters sharded
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=0" 2>&1 | FileCheck %s --check-prefix=WORLD
// WORLD: error: zero-partition: world-size must be in [1, 2147483647] (MPI counts ranks in an int), but got 0
// WORLD-NOT: see current operation
// Shard groups are blocks of equal size, of a stage that shards state.
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=4 shard-group=3" 2>&1 | FileCheck %s --check-prefix=GROUP
// GROUP: error: zero-partition: shard-group must divide world-size = 4 (blocks of equal size), but got 3
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=4 shard-group=8" 2>&1 | FileCheck %s --check-prefix=GROUP8
// GROUP8: error: zero-partition: shard-group must divide world-size = 4 (blocks of equal size), but got 8
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=0 world-size=4 shard-group=2" 2>&1 | FileCheck %s --check-prefix=GROUP0
// GROUP0: error: zero-partition: shard-group=2 needs a stage that shards model state (1-3), but stage is 0
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=2 world-size=4 ranks-per-node=3" 2>&1 | FileCheck %s --check-prefix=NODE
// NODE: error: zero-partition: ranks-per-node must divide world-size = 4 (nodes of equal size), but got 3
// RUN: not zero-opt %linear_sgd_step --zero-pipeline="stage=auto world-size=4 shard-group=2" 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: error: zero-pipeline: stage=auto chooses among flat stages only; give a stage (1-3) with shard-group=2
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=2 world-size=4 secondary-shard=2" 2>&1 | FileCheck %s --check-prefix=HPZ2
// HPZ2: error: zero-partition: secondary-shard=2 shards gathered parameters for the backward pass, which only stage 3 gathers, but stage is 2
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=4 secondary-shard=4" 2>&1 | FileCheck %s --check-prefix=HPZ4
// HPZ4: error: zero-partition: secondary-shard must divide world-size = 4 and be smaller (a block inside the world), but got 4
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=4 secondary-shard=2 shard-group=2" 2>&1 | FileCheck %s --check-prefix=HPZG
// HPZG: error: zero-partition: secondary-shard=2 and shard-group=2 both keep gathers inside a block; choose one
// A block straddling two nodes (3 ranks on nodes of 4 of 12) is refused.
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=12 shard-group=3 ranks-per-node=4" 2>&1 | FileCheck %s --check-prefix=STRADDLE
// STRADDLE: error: zero-partition: shard-group=3 must divide ranks-per-node = 4 or be a multiple of it (a block inside one node, or of whole nodes)
// Partitioning twice is refused (the contract is about the traced step).
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" | not zero-opt --zero-partition="stage=1 world-size=2" 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: '@train_step' is already partitioned (zero.stage = 1)

#id = affine_map<(i) -> (i)>
#all = affine_map<(i) -> ()>
// A reduction of the gradient whose payload does not map 0 to 0 (sum of
// exp(g)) would count the padding: it cannot become a partial sum.
func.func @exp_sum(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<f32> {zero.role = "metric"}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  // expected-error @+1 {{reads the whole gradient of param argument #0, but ZeRO stage 2 keeps only a shard of it; only its elementwise update and sum reductions (linalg.generic or linalg.reduce) into a zero-filled scalar whose payload maps 0 to 0 (global-norm clipping) can run on shards}}
  %m = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]}
      ins(%g : tensor<4xf32>) outs(%l0 : tensor<f32>) {
    ^bb0(%a: f32, %acc: f32):
      %x2 = math.exp %a : f32
      %s = arith.addf %acc, %x2 : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %m : tensor<f32>, tensor<4xf32>, tensor<f32>
}

// -----

#id2 = affine_map<(i, j) -> (i, j)>
// A named linalg.reduce of the gradient over only some of its dimensions
// (a per-row norm) needs whole rows, which a flat shard does not hold.
func.func @named_row_sums(%w: tensor<2x3xf32> {zero.role = "param"}, %x: tensor<4x2x3xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<2x3xf32> {zero.updates = 0 : i64}, tensor<2xf32> {zero.role = "metric"}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<2x3xf32>) outs(%l0 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<2x3xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %g = linalg.reduce ins(%x : tensor<4x2x3xf32>) outs(%z : tensor<2x3xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e2 = tensor.empty() : tensor<2xf32>
  %z2 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  // expected-error @+1 {{reads the whole gradient of param argument #0, but ZeRO stage 2 keeps only a shard of it}}
  %rows = linalg.reduce ins(%g : tensor<2x3xf32>) outs(%z2 : tensor<2xf32>) dimensions = [1]
    (%a: f32, %b: f32) { %sq = arith.mulf %a, %a : f32  %s = arith.addf %sq, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%w, %g : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<2x3xf32>
  return %loss, %w1, %rows : tensor<f32>, tensor<2x3xf32>, tensor<2xf32>
}

// -----

#id = affine_map<(i) -> (i)>
// A named linalg.reduce whose payload does not map 0 to 0 (sum of g + 1)
// would count the padding, as a generic would.
func.func @named_shifted_sum(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<f32> {zero.role = "metric"}) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  // expected-error @+1 {{reads the whole gradient of param argument #0, but ZeRO stage 2 keeps only a shard of it}}
  %m = linalg.reduce ins(%g : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %p = arith.addf %a, %c1 : f32  %s = arith.addf %p, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %m : tensor<f32>, tensor<4xf32>, tensor<f32>
}

// -----

#id = affine_map<(i) -> (i)>
#all = affine_map<(i) -> ()>
// sum(g^-1): a negative power does not map 0 to 0 either (a positive one
// does: zero-partition-norm.mlir).
func.func @negative_power(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<f32> {zero.role = "metric"}) {
  %c0 = arith.constant 0.0 : f32
  %minus1 = arith.constant -1.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  // expected-error @+1 {{reads the whole gradient of param argument #0, but ZeRO stage 2 keeps only a shard of it; only its elementwise update and sum reductions (linalg.generic or linalg.reduce) into a zero-filled scalar whose payload maps 0 to 0 (global-norm clipping) can run on shards}}
  %m = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]}
      ins(%g : tensor<4xf32>) outs(%l0 : tensor<f32>) {
    ^bb0(%a: f32, %acc: f32):
      %x2 = math.powf %a, %minus1 : f32
      %s = arith.addf %acc, %x2 : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %m : tensor<f32>, tensor<4xf32>, tensor<f32>
}

// -----

#id = affine_map<(i) -> (i)>
// A metric of the updated parameter: stage 2 computes the update as a shard.
func.func @update_metric(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<f32> {zero.role = "metric"}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  // expected-error @+1 {{reads a value of the update of param argument #0, which ZeRO stage 2 computes only as a shard}}
  %m = linalg.reduce ins(%w1 : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  return %loss, %w1, %m : tensor<f32>, tensor<4xf32>, tensor<f32>
}

// -----

#id = affine_map<(i) -> (i)>
// An optimizer state read by the forward pass.
func.func @state_in_forward(%w: tensor<4xf32> {zero.role = "param"},
                            %v: tensor<4xf32> {zero.role = "opt_state", zero.state_of = 0 : i64},
                            %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<4xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  // expected-error @+1 {{reads opt_state argument #1 outside the update of its param, but ZeRO stage 2 keeps only a shard of it}}
  %loss = linalg.reduce ins(%v : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %v1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%v, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.addf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %v1 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %v1 : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}
