// Pass statistics of zero-verify-contract and zero-partition on the linear
// example (W: 6x3 and b: 3 with one momentum state each), 2 ranks. The
// expected counts are the ops of zero-partition-stage{0,1,3}.mlir.
//
// -mlir-pass-statistics prints only where LLVM was built with statistics
// (assertions or LLVM_FORCE_ENABLE_STATS); lit.cfg.py probes zero-opt for it.
// REQUIRES: pass-statistics
//
// RUN: zero-opt %linear_sgd_step --zero-verify-contract --zero-verify-contract --zero-partition="stage=0 world-size=2" -mlir-pass-statistics -mlir-pass-statistics-display=pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=S0
// The first run infers both gradients and marks them; the second honours
// those markers.
// S0:      VerifyContract
// S0-NEXT:   (S) 2 gradients-found
// S0-NEXT:   (S) 0 markers-honoured
// S0-NEXT: VerifyContract
// S0-NEXT:   (S) 2 gradients-found
// S0-NEXT:   (S) 2 markers-honoured
// Stage 0: one all_reduce avg per gradient and one for the loss; nothing
// sharded, gathered or freed.
// S0-NEXT: Partition
// S0-NEXT:   (S) 3 all-reduces
// S0-NEXT:   (S) 0 reduce-scatters
// S0-NEXT:   (S) 0 all-gathers
// S0-NEXT:   (S) 0 partitions
// S0-NEXT:   (S) 0 params-sharded
// S0-NEXT:   (S) 0 states-sharded
// S0-NEXT:   (S) 0 frees
//
// Stage 1: a reduce_scatter and a free per gradient, a partition of each
// param for its update and an all_gather of each updated param; the two
// momentum states are shards.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" -mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=S1
// S1:      Partition
// S1-NEXT:   (S) 1 all-reduces
// S1-NEXT:   (S) 2 reduce-scatters
// S1-NEXT:   (S) 2 all-gathers
// S1-NEXT:   (S) 2 partitions
// S1-NEXT:   (S) 0 params-sharded
// S1-NEXT:   (S) 2 states-sharded
// S1-NEXT:   (S) 2 frees
//
// Stage 3: params rest as shards; each is gathered once (the backward pass
// of a linear layer does not read W) and that copy is freed, as is each
// reduced gradient.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=2" -mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=S3
// S3:      Partition
// S3-NEXT:   (S) 1 all-reduces
// S3-NEXT:   (S) 2 reduce-scatters
// S3-NEXT:   (S) 2 all-gathers
// S3-NEXT:   (S) 0 partitions
// S3-NEXT:   (S) 2 params-sharded
// S3-NEXT:   (S) 2 states-sharded
// S3-NEXT:   (S) 4 frees
