// zero-memory-report on an offloaded step (zero-offload). The linear
// SGD-momentum example at stage 1 on N = 2: W 6x3 and b 3 (f32) stay whole,
// their velocities are shards of 9 and 2 f32 in the store.
// The paper's counts keep their meaning wherever the bytes live:
//   param_bytes           = (18 + 3) * 4            = 84
//   grad_bytes            = (18 + 3) * 4            = 84   (stage 1: full local gradients)
//   optimizer_state_bytes = (9 + 2) * 4             = 44
//   model_state_bytes     = 84 + 84 + 44            = 212
// and the store holds the velocities:
//   offloaded_bytes.file       = 44, host = 0
//   resident_model_state_bytes = 212 - 44          = 168
// Each velocity element is fetched once and written back once per step:
//   transfer_bytes_per_step.file = {read 44, write 44}
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" --zero-offload="chunk-bytes=16" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=FILE
// FILE:      "optimizer_state_bytes": 44,
// FILE-NEXT: "model_state_bytes": 212,
// FILE:      "offloaded_bytes": {
// FILE-NEXT:   "host": 0,
// FILE-NEXT:   "file": 44
// FILE-NEXT: },
// FILE-NEXT: "resident_model_state_bytes": 168
// FILE:      "transfer_bytes_per_step": {
// FILE-NEXT:   "host": {
// FILE-NEXT:     "read": 0,
// FILE-NEXT:     "write": 0
// FILE-NEXT:   },
// FILE-NEXT:   "file": {
// FILE-NEXT:     "read": 44,
// FILE-NEXT:     "write": 44

// Stage 3 with params in a host store: W, b shards (9 + 2 f32) are fetched
// whole for the forward gather (44 bytes) and in chunks for the update (44),
// and written back once (44); the velocities as above (44 read, 44 written).
//   offloaded_bytes.host = 44 (params) + 44 (velocities) = 88
//   param 44 + grad 44 (stage 3 counts the gradient shard) + state 44 = 132
//   resident_model_state_bytes = 132 - 88 = 44
//   transfer_bytes_per_step.host = {read 44 + 44 + 44 = 132, write 88}
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=2" --zero-offload="params=1 store=host chunk-bytes=16" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=HOST
// HOST:      "model_state_bytes": 132,
// HOST:      "offloaded_bytes": {
// HOST-NEXT:   "host": 88,
// HOST-NEXT:   "file": 0
// HOST-NEXT: },
// HOST-NEXT: "resident_model_state_bytes": 44
// HOST:      "host": {
// HOST-NEXT:   "read": 132,
// HOST-NEXT:   "write": 88

// A step that offloads nothing has no offload fields.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=NONE
// NONE-NOT: offloaded_bytes
// NONE-NOT: transfer_bytes_per_step
