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
