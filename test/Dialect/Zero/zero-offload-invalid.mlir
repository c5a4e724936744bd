// zero-offload's preconditions: each fails with a diagnostic naming what it
// expected and what it found.
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=0 world-size=2" --zero-offload 2>&1 | FileCheck %s --check-prefix=STAGE0
// STAGE0: error: zero-offload: offload needs a partitioned step at stage >= 1 (it moves shards), but '@train_step' is at stage 0
// RUN: not zero-opt %linear_sgd_step --zero-offload 2>&1 | FileCheck %s --check-prefix=UNPARTITIONED
// UNPARTITIONED: error: zero-offload: offload needs a partitioned step at stage >= 1 (it moves shards), but '@train_step' is not partitioned (run zero-partition first)
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=2 world-size=2" --zero-offload="params=1" 2>&1 | FileCheck %s --check-prefix=PARAMS
// PARAMS: error: zero-offload: params=true needs stage 3 (parameters rest as shards only there), but '@train_step' is at stage 2
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" --zero-offload="store=disk" 2>&1 | FileCheck %s --check-prefix=STORE
// STORE: error: zero-offload: store must be 'host' or 'file', but got 'disk'
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" --zero-offload="chunk-bytes=0" 2>&1 | FileCheck %s --check-prefix=CHUNK
// CHUNK: error: zero-offload: chunk-bytes must be positive, but got 0
// A step offloaded already is not offloaded again.
// RUN: not zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" --zero-offload --zero-offload 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: zero-offload: argument #2 is offloaded already

// What cannot be chunked is refused, naming the argument and the op, on
// zero-partition's stage-1 output edited by hand (the velocity vW is
// argument #2; %16 is its new value, %23 vb's).
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" -o %t.p1.mlir
// An offloaded argument read outside its update:
// RUN: sed 's/^\(    %16 = linalg.generic.*\)$/    %bad = tensor.extract_slice %arg2[0] [4] [1] : tensor<9xf32> to tensor<4xf32>\n\1/' %t.p1.mlir > %t.read.mlir
// RUN: not zero-opt %t.read.mlir --zero-offload 2>&1 | FileCheck %s --check-prefix=READ
// READ: error: zero-offload: argument #2 (opt_state) must be read only by its update, but 'tensor.extract_slice' reads it
// An optimizer state is never gathered (only a param may be):
// RUN: sed 's/^\(    %16 = linalg.generic.*\)$/    %bad = zero.all_gather %arg2 world_size 2 : tensor<9xf32> -> tensor<6x3xf32>\n\1/' %t.p1.mlir > %t.gather.mlir
// RUN: not zero-opt %t.gather.mlir --zero-offload 2>&1 | FileCheck %s --check-prefix=GATHER
// GATHER: error: zero-offload: argument #2 (opt_state) must be read only by its update, but 'zero.all_gather' reads it
// The new value read whole (vb's gathered instead of b's shard):
// RUN: sed 's/zero.all_gather %25 world_size 2/zero.all_gather %23 world_size 2/' %t.p1.mlir > %t.whole.mlir
// RUN: not zero-opt %t.whole.mlir --zero-offload 2>&1 | FileCheck %s --check-prefix=WHOLE
// WHOLE: error: zero-offload: the new value of argument #3 exists only chunk by chunk, but 'zero.all_gather' reads it whole
// An update that is not computed elementwise from the shard (vW returned
// as it came in):
// RUN: sed 's/return %27, %19, %26, %16, %23/return %27, %19, %26, %arg2, %23/' %t.p1.mlir > %t.same.mlir
// RUN: not zero-opt %t.same.mlir --zero-offload 2>&1 | FileCheck %s --check-prefix=SAME
// SAME: error: zero-offload: the update of argument #2 (opt_state) must be computed elementwise on its shard of 9 elements, but result #3 is not
