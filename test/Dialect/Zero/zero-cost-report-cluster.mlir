// zero-cost-report on a cluster description (docs/CostModel.md §6): the GPU's
// matmul rate and memory bandwidth price compute, the two network tiers the
// collectives, and a node's inter-node link is shared by its ranks: a
// collective takes as long as the bytes all of the node's ranks send across
// at once. Every expected number is computed in the RUN lines from the
// inputs.
//
// Cluster: 2 nodes of 4 GPUs; matmul 1e12 FLOP/s, memory 1e11 B/s, kernel
// 1e-5 s; intra-node 1e-6 s, 1e10 B/s; inter-node 1e-5 s, 1e9 B/s.
// Program on 8 ranks, blocking, one after the other:
//  - a 64x64x64 matmul: 1e-5 + 2*64^3/1e12; and attention's scaled
//    product q k^T / 4 as a linalg.generic (2x8x8 outputs over 16): on a
//    GPU a BLAS call too, 1e-5 + 2*2*8*8*16/1e12;
//  - all_gather of a 256-f32 shard over all 8 (a ring through both nodes:
//    each node's link carries one rank's 7*1024 bytes; of its 7 steps one
//    crosses between the nodes, at the inter-node latency, the other 6 at
//    the intra-node one): 1e-5 + 6*1e-6 + 7168/1e9;
//  - all_reduce of 1024 f32 over 2 ranks, one per node (group_stride 4):
//    2*1*512*4 = 4096 bytes per rank, and the node's 4 ranks each send
//    theirs across at once; both steps cross: 2*1e-5 + 4*4096/1e9;
//  - all_reduce of 1024 f32 inside each node (group_stride 1, 4 ranks):
//    2*3*256*4 = 6144 bytes, intra: 6*1e-6 + 6144/1e10;
//  - reduce_scatter of 2048 f32 over all 8, 8-bit quantized (blocks of
//    256): an all-to-all of 7*(4 + 256) = 1820 bytes per rank, of which
//    each of the node's 4 ranks sends 4 of its 7 chunks across:
//    1e-5 + 6*1e-6 + (4*4/7)*1820/1e9, plus its quantize passes on compute
//    (2 * 8192 bytes at 1e11 B/s + 1e-5).
//
// RUN: rm -rf %t && split-file %s %t
// RUN: zero-opt %t/step.mlir --zero-cost-report="file=%t/c.json calibration=%t/cluster.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck c=%t/c.json -- \
// RUN:   'c["compute"]["gemm"]["ops"] == 2' \
// RUN:   'close(c["compute"]["gemm"]["time_s"], 1e-5 + 2*64**3/1e12 + 1e-5 + 2*2*8*8*16/1e12)' \
// RUN:   'close(c["comm_by_collective"]["all_gather"]["time_s"], 1e-5 + 6*1e-6 + 7168/1e9)' \
// RUN:   'close(c["comm_by_collective"]["all_reduce"]["time_s"], (2*1e-5 + 4*4096/1e9) + (6*1e-6 + 6144/1e10))' \
// RUN:   'c["comm_by_collective"]["reduce_scatter"]["bytes"] == 1820' \
// RUN:   'close(c["comm_by_collective"]["reduce_scatter"]["time_s"], 1e-5 + 6*1e-6 + (4*4/7)*1820/1e9)' \
// RUN:   'close(c["comm_by_tier"]["intra_node"]["time_s"], 6*1e-6 + 6144/1e10)' \
// RUN:   'close(c["compute_s"], c["compute"]["gemm"]["time_s"] + 1e-5 + 2*8192/1e11)' \
// RUN:   'close(c["step_time_s"], c["compute_s"] + c["comm_s"])' \
// RUN:   'c["calibration"]["inter_node_link"] == "node"' \
// RUN:   'c["calibration"]["ranks_per_node"] == 4' \
// RUN:   'c["calibration"]["cluster_world_size"] == 8' \
// RUN:   'c["calibration"]["elementwise_bytes_per_s"] == 1e11' \
// RUN:   'c["calibration"]["machine"] == "test cluster"' \
// RUN:   'c["fits_memory"] is True' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// The same rates as a calibration with a link per rank (what zero-run's
// emulated network measures): nothing is shared, each collective's bytes
// at the inter-node rate as they are, every step of a collective between
// nodes at the inter-node latency; and the generic product is a loop,
// as zero's CPU lowering runs it.
// RUN: zero-opt %t/step.mlir --zero-cost-report="file=%t/r.json calibration=%t/per-rank.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck r=%t/r.json c=%t/c.json -- \
// RUN:   'close(r["comm_by_collective"]["all_gather"]["time_s"], 7*1e-5 + 7168/1e9)' \
// RUN:   'close(r["comm_by_collective"]["all_reduce"]["time_s"], (2*1e-5 + 4096/1e9) + (6*1e-6 + 6144/1e10))' \
// RUN:   'close(r["comm_by_collective"]["reduce_scatter"]["time_s"], 7*1e-5 + 1820/1e9)' \
// RUN:   '"fits_memory" not in r' 'r["compute"]["gemm"]["ops"] == 1' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// A GPU of 40000 bytes does not hold the step's static peak.
// RUN: sed -e 's/"memory_bytes": 1e9/"memory_bytes": 40000/' %t/cluster.json > %t/small.json
// RUN: zero-opt %t/step.mlir --zero-cost-report="file=%t/s.json calibration=%t/small.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck s=%t/s.json -- \
// RUN:   's["peak_bytes"] > 40000' 's["fits_memory"] is False' \
// RUN:   | FileCheck %s --check-prefix=OK
// OK-NOT: FAILED
// OK: ok:
//
// The cluster is one machine: a step for more ranks than it has GPUs, or
// compiled for nodes of another size, is refused.
// RUN: sed -e 's/"nodes": 2/"nodes": 1/' %t/cluster.json > %t/one-node.json
// RUN: not zero-opt %t/step.mlir --zero-cost-report="calibration=%t/one-node.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANKS
// RANKS: error: the step is partitioned for 8 ranks, but the cluster '{{.*}}one-node.json' has 4 GPUs
// RUN: sed -e 's/zero.ranks_per_node = 4/zero.ranks_per_node = 2/' %t/step.mlir > %t/pairs.mlir
// RUN: not zero-opt %t/pairs.mlir --zero-cost-report="calibration=%t/cluster.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODES
// NODES: error: the step is compiled for 2 ranks per node (zero.ranks_per_node), but the cluster '{{.*}}cluster.json' has 4 GPUs per node
// zero-schedule refuses it once, before judging any bucket by the model.
// RUN: not zero-opt %t/pairs.mlir --zero-schedule="bucket-bytes=100000 calibration=%t/cluster.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCHED
// SCHED: error: the step is compiled for 2 ranks per node
// SCHED-NOT: error:
//
// Bad descriptions name the key, what was expected and what was found.
// RUN: not zero-opt %t/step.mlir --zero-cost-report="calibration=%t/no-gpus.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOGPUS
// NOGPUS: error: zero-cost-report: calibration '{{.*}}no-gpus.json': missing cluster.gpus_per_node (a whole number > 0)
// RUN: not zero-opt %t/step.mlir --zero-cost-report="calibration=%t/bad-bw.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BW
// BW: error: zero-cost-report: calibration '{{.*}}bad-bw.json': cluster.inter_node.bandwidth_bytes_per_s must be > 0, got -1
// RUN: not zero-opt %t/step.mlir --zero-cost-report="calibration=%t/typo.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TYPO
// TYPO: error: zero-cost-report: calibration '{{.*}}typo.json': unknown key 'cluster.gpu.matmul_flops'; expected one of: matmul_flops_per_s, memory_bytes_per_s, memory_bytes, kernel_overhead_s
// RUN: not zero-opt %t/step.mlir --zero-cost-report="calibration=%t/mixed.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED: error: zero-cost-report: calibration '{{.*}}mixed.json': a cluster description has the one key 'cluster' at the top level; the rates follow from it
// RUN: not zero-opt %t/step.mlir --zero-cost-report="calibration=%t/no-tier.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTIER
// NOTIER: error: zero-cost-report: calibration '{{.*}}no-tier.json': missing cluster.inter_node (an object with bandwidth_bytes_per_s and latency_s)
// RUN: not zero-opt %t/step.mlir --zero-cost-report="calibration=%t/half-gpus.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=HALF
// HALF: error: zero-cost-report: calibration '{{.*}}half-gpus.json': cluster.gpus_per_node must be a whole number, got 2.5
// RUN: not zero-opt %t/step.mlir --zero-cost-report="calibration=%t/huge.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: error: zero-cost-report: calibration '{{.*}}huge.json': cluster.nodes must be below 2^53, got 1000000000000000019884624838656.000000
// RUN: not zero-opt %t/step.mlir --zero-cost-report="calibration=%t/link.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: error: zero-cost-report: calibration '{{.*}}link.json': inter_node_link "node" needs ranks_per_node beside it (the ranks that share a node's link)

//--- cluster.json
{"cluster": {
  "name": "test cluster", "gpus_per_node": 4, "nodes": 2,
  "gpu": {"matmul_flops_per_s": 1e12, "memory_bytes_per_s": 1e11,
          "memory_bytes": 1e9, "kernel_overhead_s": 1e-5},
  "intra_node": {"bandwidth_bytes_per_s": 1e10, "latency_s": 1e-6},
  "inter_node": {"bandwidth_bytes_per_s": 1e9, "latency_s": 1e-5}}}

//--- per-rank.json
{"gemm_flops_per_s": 1e12, "elementwise_bytes_per_s": 1e11,
 "overhead_s": 1e-5, "gemm_overhead_s": 1e-5, "ranks_per_node": 4,
 "collective": {"alpha_s": 1e-6, "beta_bytes_per_s": 1e10},
 "collective_inter_node": {"alpha_s": 1e-5, "beta_bytes_per_s": 1e9}}

//--- no-gpus.json
{"cluster": {"nodes": 2}}

//--- bad-bw.json
{"cluster": {
  "gpus_per_node": 4,
  "gpu": {"matmul_flops_per_s": 1e12, "memory_bytes_per_s": 1e11},
  "intra_node": {"bandwidth_bytes_per_s": 1e10, "latency_s": 1e-6},
  "inter_node": {"bandwidth_bytes_per_s": -1, "latency_s": 1e-5}}}

//--- typo.json
{"cluster": {"gpus_per_node": 4, "gpu": {"matmul_flops": 1e12}}}

//--- mixed.json
{"cluster": {"gpus_per_node": 4}, "gemm_flops_per_s": 1e12}

//--- no-tier.json
{"cluster": {
  "gpus_per_node": 4,
  "gpu": {"matmul_flops_per_s": 1e12, "memory_bytes_per_s": 1e11},
  "intra_node": {"bandwidth_bytes_per_s": 1e10, "latency_s": 1e-6}}}

//--- half-gpus.json
{"cluster": {"gpus_per_node": 2.5}}

//--- huge.json
{"cluster": {"gpus_per_node": 4, "nodes": 1e30}}

//--- link.json
{"inter_node_link": "node"}

//--- step.mlir
func.func @train_step(%s: tensor<256xf32> {zero.role = "param", zero.shard = #zero.shard<tensor<2048xf32>, world_size = 8>},
                      %a: tensor<64x64xf32>, %b: tensor<64x64xf32>,
                      %v: tensor<1024xf32>, %g: tensor<2048xf32>,
                      %q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>)
    -> (tensor<f32> {zero.role = "loss"}, tensor<256xf32> {zero.shard = #zero.shard<tensor<2048xf32>, world_size = 8>, zero.updates = 0 : i64},
        tensor<64x64xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>,
        tensor<2x8x8xf32>)
    attributes {zero.ranks_per_node = 4 : i64, zero.stage = 3 : i64, zero.world_size = 8 : i64} {
  %e = tensor.empty() : tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %se = tensor.empty() : tensor<2x8x8xf32>
  %scores = linalg.generic {
      indexing_maps = [affine_map<(b, i, j, d) -> (b, i, d)>,
                       affine_map<(b, i, j, d) -> (b, j, d)>,
                       affine_map<(b, i, j, d) -> (b, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%se : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %quarter = arith.constant 0.25 : f32
    %sp = arith.mulf %p, %quarter : f32
    %sum = arith.addf %acc, %sp : f32
    linalg.yield %sum : f32
  } -> tensor<2x8x8xf32>
  %w = zero.all_gather %s world_size 8 : tensor<256xf32> -> tensor<2048xf32>
  zero.free %w : tensor<2048xf32>
  %x = zero.all_reduce avg %v world_size 2 group_stride 4 : tensor<1024xf32>
  %y = zero.all_reduce avg %v world_size 4 group_stride 1 : tensor<1024xf32>
  %r = zero.reduce_scatter avg %g world_size 8 quantize <bits = 8, block = 256> : tensor<2048xf32> -> tensor<256xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %s, %m, %x, %y, %r, %scores : tensor<f32>, tensor<256xf32>, tensor<64x64xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<2x8x8xf32>
}
