// zero-cost-report on a machine of nodes: a collective's bytes cross the
// intra- or the inter-node link (zero.ranks_per_node), each link has its own
// rates (`collectives_inter_node` in the calibration) and carries its
// collectives one after another, beside the other link. Every expected
// number is computed in the RUN lines from the inputs.
//
// Program (4 ranks, nodes of 2): all_reduce_start of W (2048 f32) inside a
// node (world_size 2 group_stride 1: ranks {0,1}, {2,3}) and of V (1024
// f32) across nodes (world_size 2 group_stride 2: {0,2}, {1,3}), both
// waited at the end. Each is 2(N-1) = 2 ring steps over its 2 ranks:
// W sends 2*1*1024*4 = 8192 bytes, V 2*1*512*4 = 4096 bytes.
// Intra rates alpha 1e-5 s, beta 1e8 B/s; inter 1e-4 s, 1e7 B/s.
//
// RUN: rm -rf %t && split-file %s %t
// RUN: zero-opt %t/tiers.mlir --zero-cost-report="file=%t/t.json calibration=%t/cal.json" -o /dev/null
// RUN: zero-opt %t/tiers.mlir --zero-cost-report="file=%t/f.json calibration=%t/cal-flat.json" -o /dev/null
// RUN: sed -e 's/zero.ranks_per_node = 2 : i64, //' %t/tiers.mlir > %t/one-node.mlir
// RUN: zero-opt %t/one-node.mlir --zero-cost-report="file=%t/o.json calibration=%t/cal.json" -o /dev/null
//
// With nodes: each link takes its own collective, at the same time; the
// step is the slower link.
// RUN: python3 -m zero_testing.jsoncheck t=%t/t.json -- \
// RUN:   't["comm_by_tier"]["intra_node"]["bytes"] == 8192' \
// RUN:   't["comm_by_tier"]["inter_node"]["bytes"] == 4096' \
// RUN:   'close(t["comm_by_tier"]["intra_node"]["time_s"], 2*1e-5 + 8192/1e8)' \
// RUN:   'close(t["comm_by_tier"]["inter_node"]["time_s"], 2*1e-4 + 4096/1e7)' \
// RUN:   'close(t["step_time_s"], max(2*1e-5 + 8192/1e8, 2*1e-4 + 4096/1e7))' \
// RUN:   '"collectives_inter_node" in t["calibration"]' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// A calibration without inter-node rates prices both at the intra rates,
// still on two links.
// RUN: python3 -m zero_testing.jsoncheck f=%t/f.json -- \
// RUN:   'close(f["comm_by_tier"]["inter_node"]["time_s"], 2*1e-5 + 4096/1e8)' \
// RUN:   'close(f["step_time_s"], max(2*1e-5 + 8192/1e8, 2*1e-5 + 4096/1e8))' \
// RUN:   '"collectives_inter_node" not in f["calibration"]' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// Without zero.ranks_per_node the step knows no nodes: one link, the
// intra-node rates, one collective after the other.
// RUN: python3 -m zero_testing.jsoncheck o=%t/o.json -- \
// RUN:   'o["comm_by_tier"]["inter_node"]["count"] == 0' \
// RUN:   'o["comm_by_tier"]["intra_node"]["bytes"] == 8192 + 4096' \
// RUN:   'close(o["step_time_s"], (2*1e-5 + 8192/1e8) + (2*1e-5 + 4096/1e8))' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// Unless the calibration names its nodes (zero-run --calibrate writes
// ranks_per_node): the step without nodes of its own runs on those, and is
// priced as the one that records them.
// RUN: zero-opt %t/one-node.mlir --zero-cost-report="file=%t/n.json calibration=%t/cal-nodes.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck n=%t/n.json t=%t/t.json -- \
// RUN:   'n["comm_by_tier"]["inter_node"]["bytes"] == 4096' \
// RUN:   'close(n["step_time_s"], t["step_time_s"])' \
// RUN:   'n["calibration"]["ranks_per_node"] == 2' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// A quantized all_gather (8 bits, a scale per 64 elements) of a 16-element
// f32 shard on 4 ranks sends 3 * (4*1 + 16) = 60 bytes; the runtime
// quantizes and dequantizes on the compute thread, one elementwise pass over
// the gathered 64 f32 each: 2 * 256 bytes at the default 2e9 B/s plus the
// 1e-6 s overhead. Blocking: step = that compute + the gather.
// RUN: zero-opt %t/quantized.mlir --zero-cost-report="file=%t/q.json calibration=%t/cal-flat.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck q=%t/q.json -- \
// RUN:   'q["comm_by_collective"]["all_gather"]["bytes"] == 3 * (4 * 1 + 16)' \
// RUN:   'close(q["comm_s"], 3 * 1e-5 + 60 / 1e8)' \
// RUN:   'close(q["compute_s"], 1e-6 + 2 * 256 / 2e9)' \
// RUN:   'close(q["step_time_s"], (1e-6 + 2 * 256 / 2e9) + (3 * 1e-5 + 60 / 1e8))' \
// RUN:   | FileCheck %s --check-prefix=OK
// OK-NOT: FAILED
// OK: ok:

//--- cal.json
{
  "collective": {"alpha_s": 1e-5, "beta_bytes_per_s": 1e8},
  "collective_inter_node": {"alpha_s": 1e-4, "beta_bytes_per_s": 1e7}
}

//--- cal-nodes.json
{
  "ranks_per_node": 2,
  "collective": {"alpha_s": 1e-5, "beta_bytes_per_s": 1e8},
  "collective_inter_node": {"alpha_s": 1e-4, "beta_bytes_per_s": 1e7}
}

//--- cal-flat.json
{
  "collective": {"alpha_s": 1e-5, "beta_bytes_per_s": 1e8}
}

//--- tiers.mlir
func.func @train_step(%w: tensor<2048xf32> {zero.role = "param"},
                      %v: tensor<1024xf32> {zero.role = "param"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<2048xf32> {zero.updates = 0 : i64},
        tensor<1024xf32> {zero.updates = 1 : i64})
    attributes {zero.ranks_per_node = 2 : i64, zero.stage = 0 : i64, zero.world_size = 4 : i64} {
  %fw = zero.all_reduce_start avg %w world_size 2 group_stride 1 : tensor<2048xf32> -> !zero.future<tensor<2048xf32>>
  %fv = zero.all_reduce_start avg %v world_size 2 group_stride 2 : tensor<1024xf32> -> !zero.future<tensor<1024xf32>>
  %gw = zero.wait %fw : !zero.future<tensor<2048xf32>>
  %gv = zero.wait %fv : !zero.future<tensor<1024xf32>>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %gw, %gv : tensor<f32>, tensor<2048xf32>, tensor<1024xf32>
}

//--- quantized.mlir
func.func @train_step(%s: tensor<16xf32> {zero.role = "param", zero.shard = #zero.shard<tensor<64xf32>, world_size = 4>})
    -> (tensor<f32> {zero.role = "loss"}, tensor<16xf32> {zero.shard = #zero.shard<tensor<64xf32>, world_size = 4>, zero.updates = 0 : i64})
    attributes {zero.stage = 3 : i64, zero.world_size = 4 : i64} {
  %w = zero.all_gather %s world_size 4 quantize <bits = 8, block = 64> : tensor<16xf32> -> tensor<64xf32>
  zero.free %w : tensor<64xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %s : tensor<f32>, tensor<16xf32>
}
