// The cost model prices store transfers (zero-offload): the linear SGD step
// at stage 1 on 2 ranks, velocities offloaded to the file store in 16-byte
// chunks: 4 fetches (vW [0,4) [4,8) [8,9), vb [0,2)) read 16+16+4+8 = 44
// bytes, 4 writebacks write 44. With a file store of latency 1 ms (0.5 ms
// for an asynchronous transfer), reads at 1e6 B/s and writes at 5e5 B/s:
//   blocking:  transfer_s = 8 x 0.001  + 44 / 1e6 + 44 / 5e5 = 0.008132 s,
//   scheduled: transfer_s = 8 x 0.0005 + 44 / 1e6 + 44 / 5e5 = 0.004132 s.
// RUN: rm -rf %t && mkdir -p %t
// RUN: echo '{"stores": {"file": {"latency_s": 0.001, "async_latency_s": 0.0005, "read_bytes_per_s": 1e6, "write_bytes_per_s": 5e5}}}' > %t/cal.json
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" --zero-offload="chunk-bytes=16" > %t/offloaded.mlir
// RUN: zero-opt %t/offloaded.mlir --zero-cost-report="calibration=%t/cal.json file=%t/blocking.json" -o /dev/null
// RUN: zero-opt %t/offloaded.mlir --zero-schedule --zero-cost-report="calibration=%t/cal.json file=%t/scheduled.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck b=%t/blocking.json c=%t/cal.json -- "close(b['transfer_s'], 8 * c['stores']['file']['latency_s'] + 44 / c['stores']['file']['read_bytes_per_s'] + 44 / c['stores']['file']['write_bytes_per_s'])" "close(b['exposed_transfer_s'], b['transfer_s'])" "b['transfers_by_store']['file'] == {'count': 8, 'read_bytes': 44, 'write_bytes': 44, 'time_s': b['transfer_s']}" "b['transfers_by_store']['host']['count'] == 0" | FileCheck %s
// Scheduled (every transfer asynchronous here), they run on the store's
// timeline while compute goes on: less of them is exposed, and the step is
// no slower.
// RUN: python3 -m zero_testing.jsoncheck b=%t/blocking.json s=%t/scheduled.json c=%t/cal.json -- "close(s['transfer_s'], 8 * c['stores']['file']['async_latency_s'] + 44 / c['stores']['file']['read_bytes_per_s'] + 44 / c['stores']['file']['write_bytes_per_s'])" "s['exposed_transfer_s'] < b['exposed_transfer_s']" "s['step_time_s'] <= b['step_time_s']" | FileCheck %s --check-prefix=SCHED
// CHECK-COUNT-4: ok:
// SCHED-COUNT-3: ok:
