// zero-cost-report on hand-written rank programs whose predicted times follow
// from the calibration below by the formulas of docs/CostModel.md; every
// expected number is computed in the RUN lines from the inputs.
//
// Calibration: G = 1e9 FLOP/s, E = 1e9 B/s, overhead o = 1e-6 s, GEMM
// overhead og = 3e-6 s, every collective alpha = 1e-5 s per ring step,
// beta = 1e8 B/s; scalar ops: math.exp 1e-8 s, arith.divf 2e-9 s.
// Program: x 16x64 @ W 64x32 (f32): 2*16*32*64 = 65536 FLOPs, so the GEMM
// takes og + 65536/G. all_reduce of W (2048 f32) on N = 2: 2(N-1) = 2 ring
// steps, 2*(N-1)*ceil(2048/2)*4 = 8192 bytes: 2*alpha + 8192/beta.
//
// RUN: rm -rf %t && split-file %s %t
// RUN: zero-opt %t/blocking.mlir --zero-cost-report="file=%t/b.json calibration=%t/cal.json" -o /dev/null
// RUN: zero-opt %t/async.mlir --zero-cost-report="file=%t/a.json calibration=%t/cal.json" -o /dev/null
// RUN: zero-opt %t/blocking.mlir --zero-memory-report=file=%t/bm.json -o /dev/null
// RUN: zero-opt %t/loop.mlir --zero-cost-report="file=%t/l.json calibration=%t/cal.json" -o /dev/null
// RUN: zero-opt %t/invariant.mlir --zero-cost-report="file=%t/i.json calibration=%t/cal.json" -o /dev/null
// RUN: zero-opt %t/loop.mlir --zero-cost-report="file=%t/lc.json calibration=%t/cal-cached.json" -o /dev/null
// RUN: zero-opt %t/loop.mlir --zero-cost-report="file=%t/lb.json calibration=%t/cal-cached-small.json" -o /dev/null
//
// Blocking: the all_reduce runs first and compute waits for all of it; then
// the GEMM. Nothing overlaps: step = comm + compute, exposed = comm.
// RUN: python3 -m zero_testing.jsoncheck b=%t/b.json m=%t/bm.json -- \
// RUN:   'close(b["compute"]["gemm"]["flops"], 2*16*32*64)' \
// RUN:   'close(b["compute_s"], 3e-6 + 2*16*32*64/1e9)' \
// RUN:   'b["comm_by_collective"]["all_reduce"]["bytes"] == 2*(2-1)*(2048//2)*4' \
// RUN:   'b["comm_by_collective"]["all_reduce"]["count"] == 1' \
// RUN:   'close(b["comm_s"], 2*1e-5 + 8192/1e8)' \
// RUN:   'close(b["exposed_comm_s"], 2*1e-5 + 8192/1e8)' \
// RUN:   'close(b["step_time_s"], (3e-6 + 65536/1e9) + (2*1e-5 + 8192/1e8))' \
// RUN:   'b["peak_bytes"] == m["per_rank"]["peak_bytes"]' \
// RUN:   'b["stage"] == 0 and b["world_size"] == 2 and b["calibration"]["source"].endswith("cal.json")' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// Async: all_reduce_start sends W in place (no copy on the compute
// timeline), the collective starts at once, the GEMM overlaps it and
// zero.wait blocks only for the rest: exposed = comm - GEMM, and the step
// is the longer of the two.
// RUN: python3 -m zero_testing.jsoncheck a=%t/a.json b=%t/b.json -- \
// RUN:   'close(a["comm_s"], b["comm_s"])' \
// RUN:   'close(a["compute_s"], b["compute_s"])' \
// RUN:   'close(a["exposed_comm_s"], (2*1e-5 + 8192/1e8) - (3e-6 + 65536/1e9))' \
// RUN:   'close(a["step_time_s"], max(2*1e-5 + 8192/1e8, 3e-6 + 65536/1e9))' \
// RUN:   'a["exposed_comm_s"] < b["exposed_comm_s"]' \
// RUN:   'a["step_time_s"] < b["step_time_s"]' \
// RUN:   | FileCheck %s --check-prefix=OK
// OK-NOT: FAILED
// OK: ok:
//
// With async_collective_cpu_s (the comm thread's CPU time per asynchronous
// collective, taken from compute on shared cores) the start costs that
// much more compute; a blocking collective, during which compute waits
// anyway, costs nothing more.
// RUN: zero-opt %t/async.mlir --zero-cost-report="file=%t/ac.json calibration=%t/cal-cpu.json" -o /dev/null
// RUN: zero-opt %t/blocking.mlir --zero-cost-report="file=%t/bc.json calibration=%t/cal-cpu.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck a=%t/a.json ac=%t/ac.json b=%t/b.json bc=%t/bc.json -- \
// RUN:   'close(ac["compute_s"], a["compute_s"] + 5e-6)' \
// RUN:   'close(bc["compute_s"], b["compute_s"])' \
// RUN:   'close(ac["calibration"]["async_collective_cpu_s"], 5e-6)' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// With async_collective_cpu_bytes_per_s the start also costs its ring bytes
// (8192) at that rate: the comm thread's copies and reduction.
// RUN: zero-opt %t/async.mlir --zero-cost-report="file=%t/acb.json calibration=%t/cal-cpu-bytes.json" -o /dev/null
// RUN: zero-opt %t/blocking.mlir --zero-cost-report="file=%t/bcb.json calibration=%t/cal-cpu-bytes.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck a=%t/a.json acb=%t/acb.json b=%t/b.json bcb=%t/bcb.json -- \
// RUN:   'close(acb["compute_s"], a["compute_s"] + 5e-6 + 8192/1e9)' \
// RUN:   'close(bcb["compute_s"], b["compute_s"])' \
// RUN:   'close(acb["calibration"]["async_collective_cpu_bytes_per_s"], 1e9)' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// With gemm_cold_bytes_per_s a GEMM also costs its operands, x (16x64), w
// (64x32) and its init (16x32), 14336 bytes, at that rate: they come from
// beyond the cache. Where they fit in cache_bytes (14336) they cost nothing
// more; one byte less (14335) and they do.
// RUN: zero-opt %t/blocking.mlir --zero-cost-report="file=%t/bg.json calibration=%t/cal-gemm-cold.json" -o /dev/null
// RUN: sed 's/"gemm_cold_bytes_per_s": 1e8/"gemm_cold_bytes_per_s": 1e8, "elementwise_cached_bytes_per_s": 4e9, "cache_bytes": 14336/' %t/cal-gemm-cold.json > %t/cal-gemm-fits.json
// RUN: sed 's/"cache_bytes": 14336/"cache_bytes": 14335/' %t/cal-gemm-fits.json > %t/cal-gemm-spills.json
// RUN: zero-opt %t/blocking.mlir --zero-cost-report="file=%t/bgf.json calibration=%t/cal-gemm-fits.json" -o /dev/null
// RUN: zero-opt %t/blocking.mlir --zero-cost-report="file=%t/bgs.json calibration=%t/cal-gemm-spills.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck b=%t/b.json bg=%t/bg.json bgf=%t/bgf.json bgs=%t/bgs.json -- \
// RUN:   'close(bg["compute_s"], b["compute_s"] + 14336/1e8)' \
// RUN:   'close(bg["compute"]["gemm"]["time_s"], 3e-6 + 2*16*32*64/1e9 + 14336/1e8)' \
// RUN:   'bg["compute"]["gemm"]["cold_bytes"] == 14336 and b["compute"]["gemm"]["cold_bytes"] == 0' \
// RUN:   'close(bg["calibration"]["gemm_cold_bytes_per_s"], 1e8)' \
// RUN:   'close(bgf["compute_s"], b["compute_s"]) and bgf["compute"]["gemm"]["cold_bytes"] == 0' \
// RUN:   'close(bgs["compute_s"], bg["compute_s"])' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// A loop (linalg.generic over 16x32 = 512 iterations) reading x and y and
// writing one init: 3*4 = 12 bytes per iteration; its body evaluates
// math.exp twice and arith.divf once (the mulf has no calibrated cost):
// o + 512*12/E + 512*(2*1e-8 + 2e-9).
// RUN: python3 -m zero_testing.jsoncheck l=%t/l.json -- \
// RUN:   'close(l["compute"]["elementwise"]["bytes"], 512*12)' \
// RUN:   'close(l["compute"]["elementwise"]["scalar_op_evaluations"], 512*3)' \
// RUN:   'close(l["compute"]["elementwise"]["scalar_op_time_s"], 512*(2*1e-8 + 2e-9))' \
// RUN:   'close(l["compute_s"], 1e-6 + 512*12/1e9 + 512*(2*1e-8 + 2e-9))' \
// RUN:   'close(l["calibration"]["scalar_op_s"]["math.exp"], 1e-8)' \
// RUN:   'close(l["calibration"]["gemm_overhead_s"], 3e-6)' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// A causal mask (j > i over 16x16): the lowering splits the loop at the
// diagonal (zero-split-masked-loops), so the 120 iterations above it store
// the constant (4 bytes, no exp) and the 136 on and below it read x, take
// the exp and store (8 bytes, one exp). A masked row maximum's update above
// the diagonal leaves the accumulator as it is: those iterations cost
// nothing, the 136 others read x and update it (8 bytes).
// RUN: zero-opt %t/masked.mlir --zero-cost-report="file=%t/mk.json calibration=%t/cal.json" -o /dev/null
// RUN: zero-opt %t/masked-max.mlir --zero-cost-report="file=%t/mm.json calibration=%t/cal.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck k=%t/mk.json m=%t/mm.json -- \
// RUN:   'close(k["compute"]["elementwise"]["bytes"], 120*4 + 136*8)' \
// RUN:   'close(k["compute"]["elementwise"]["scalar_op_evaluations"], 136)' \
// RUN:   'close(k["compute"]["elementwise"]["scalar_op_time_s"], 136*1e-8)' \
// RUN:   'close(m["compute"]["elementwise"]["bytes"], 16*4 + 136*12)' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// Without a calibration file the defaults of docs/CostModel.md are used.
// Ops whose operands are the same in every iteration (a broadcast scalar
// such as AdamW's step count, constants, values from outside the loop)
// run once, hoisted by LLVM: only the exp of the loop's element is charged,
// 512 evaluations instead of 512*3.
// RUN: python3 -m zero_testing.jsoncheck i=%t/i.json -- \
// RUN:   'close(i["compute"]["elementwise"]["scalar_op_evaluations"], 512)' \
// RUN:   'close(i["compute"]["elementwise"]["scalar_op_time_s"], 512*1e-8)' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// With a cached tier, a loop whose 512*12 bytes fit in cache_bytes moves
// them at the cached bandwidth (4e9 B/s); one that does not, at 1e9.
// RUN: python3 -m zero_testing.jsoncheck lc=%t/lc.json lb=%t/lb.json -- \
// RUN:   'close(lc["compute_s"], 1e-6 + 512*12/4e9 + 512*(2*1e-8 + 2e-9))' \
// RUN:   'close(lb["compute_s"], 1e-6 + 512*12/1e9 + 512*(2*1e-8 + 2e-9))' \
// RUN:   'close(lc["calibration"]["cache_bytes"], 8192) and close(lc["calibration"]["elementwise_cached_bytes_per_s"], 4e9)' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// RUN: zero-opt %t/blocking.mlir --zero-cost-report=file=%t/d.json -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck d=%t/d.json -- \
// RUN:   'd["calibration"]["source"] == "defaults"' \
// RUN:   'close(d["calibration"]["gemm_flops_per_s"], 1e10)' \
// RUN:   'close(d["calibration"]["elementwise_bytes_per_s"], 2e9)' \
// RUN:   'close(d["calibration"]["overhead_s"], 1e-6)' \
// RUN:   'close(d["calibration"]["gemm_overhead_s"], 1e-6) and d["calibration"]["scalar_op_s"] == {}' \
// RUN:   'all(close(c["alpha_s"], 5e-6) and close(c["beta_bytes_per_s"], 1e9) for c in d["calibration"]["collectives"].values())' \
// RUN:   'close(d["step_time_s"], (1e-6 + 65536/1e10) + (2*5e-6 + 8192/1e9))' \
// RUN:   | FileCheck %s --check-prefix=OK

// A grouped bucket is one message: gathering a (32x32) and b (512) f32,
// sharded on N = 2 ranks, as two all_gathers costs 2 alphas, as one grouped
// all_gather 1 alpha, for the same (N-1)*(512+256)*4 = 3072 bytes. The
// bucket copies its shards into a pack buffer (o + 2*768*4/E) and unpacks
// the N*768 floats it receives (o + 2*2*768*4/E) on the compute timeline.
// RUN: zero-opt %t/separate.mlir --zero-cost-report="file=%t/s.json calibration=%t/cal.json" -o /dev/null
// RUN: zero-opt %t/grouped.mlir --zero-cost-report="file=%t/g.json calibration=%t/cal.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck s=%t/s.json g=%t/g.json -- \
// RUN:   's["comm_by_collective"]["all_gather"]["count"] == 2' \
// RUN:   'g["comm_by_collective"]["all_gather"]["count"] == 1' \
// RUN:   's["comm_by_collective"]["all_gather"]["bytes"] == (2-1)*(512+256)*4' \
// RUN:   'g["comm_by_collective"]["all_gather"]["bytes"] == s["comm_by_collective"]["all_gather"]["bytes"]' \
// RUN:   'close(s["comm_s"], 2*1e-5 + 3072/1e8)' \
// RUN:   'close(g["comm_s"], 1*1e-5 + 3072/1e8)' \
// RUN:   'close(s["compute_s"], 0)' \
// RUN:   'close(g["compute_s"], (1e-6 + 2*768*4/1e9) + (1e-6 + 2*2*768*4/1e9))' \
// RUN:   | FileCheck %s --check-prefix=OK

// A contraction over permuted operands (attention's "bihd,bjhd->bhij",
// 2*4*3*3*8 = 576 points) is what the lowering sends to the GEMM, so it is
// priced as one: 2*576 FLOPs. A one-hot reduction (10 vocabulary rows x 4
// columns x 6 tokens = 240 points) runs as a scatter over the 6 tokens: 24
// iterations, each reading dx (4 bytes), the token (8) and the accumulator
// (4) and storing it (4).
// RUN: zero-opt %t/strided.mlir --zero-cost-report="file=%t/st.json calibration=%t/cal.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck st=%t/st.json -- \
// RUN:   'st["compute"]["gemm"]["ops"] == 1' \
// RUN:   'close(st["compute"]["gemm"]["flops"], 2*2*4*3*3*8)' \
// RUN:   'st["compute"]["elementwise"]["ops"] == 1' \
// RUN:   'close(st["compute"]["elementwise"]["bytes"], 240/10*(4+8+4+4))' \
// RUN:   'close(st["compute_s"], (3e-6 + 2*576/1e9) + (1e-6 + 24*20/1e9))' \
// RUN:   | FileCheck %s --check-prefix=OK

// A loop whose innermost loop reads an operand with a stride (a 16x32
// transpose: 512 iterations of 4 + 4 bytes) runs at strided_bytes_per_s.
// Permuting outer dimensions (attention heads, [2,4,3,8] -> [2,3,4,8]: 192
// iterations) keeps the last one contiguous, and a column sum written
// with its reduction innermost (out[j] += in[i, j], 512 iterations of 12
// bytes) is ordered by the lowering to walk j innermost: neither is
// strided.
// RUN: zero-opt %t/transpose.mlir --zero-cost-report="file=%t/tr.json calibration=%t/cal-strided.json" -o /dev/null
// RUN: zero-opt %t/transpose.mlir --zero-cost-report="file=%t/tru.json calibration=%t/cal.json" -o /dev/null
// RUN: python3 -m zero_testing.jsoncheck tr=%t/tr.json tru=%t/tru.json -- \
// RUN:   'tr["compute"]["elementwise"]["ops"] == 3' \
// RUN:   'tr["compute"]["elementwise"]["strided_ops"] == 1' \
// RUN:   'close(tr["compute"]["elementwise"]["strided_bytes"], 512*8)' \
// RUN:   'close(tr["compute_s"], 3*1e-6 + 512*8/1e8 + (192*8 + 512*12)/1e9)' \
// RUN:   'close(tr["calibration"]["strided_bytes_per_s"], 1e8)' \
// RUN:   'close(tru["compute_s"], 3*1e-6 + (512*8 + 192*8 + 512*12)/1e9)' \
// RUN:   | FileCheck %s --check-prefix=OK

//--- cal.json
{
  "gemm_flops_per_s": 1e9,
  "elementwise_bytes_per_s": 1e9,
  "overhead_s": 1e-6,
  "gemm_overhead_s": 3e-6,
  "scalar_op_s": {"math.exp": 1e-8, "arith.divf": 2e-9},
  "collective": {"alpha_s": 1e-5, "beta_bytes_per_s": 1e8}
}

//--- cal-gemm-cold.json
{
  "gemm_flops_per_s": 1e9,
  "elementwise_bytes_per_s": 1e9,
  "overhead_s": 1e-6,
  "gemm_overhead_s": 3e-6,
  "gemm_cold_bytes_per_s": 1e8,
  "collective": {"alpha_s": 1e-5, "beta_bytes_per_s": 1e8}
}

//--- cal-cached.json
{
  "gemm_flops_per_s": 1e9,
  "elementwise_bytes_per_s": 1e9,
  "elementwise_cached_bytes_per_s": 4e9,
  "cache_bytes": 8192,
  "overhead_s": 1e-6,
  "scalar_op_s": {"math.exp": 1e-8, "arith.divf": 2e-9}
}

//--- cal-cached-small.json
{
  "gemm_flops_per_s": 1e9,
  "elementwise_bytes_per_s": 1e9,
  "elementwise_cached_bytes_per_s": 4e9,
  "cache_bytes": 6143,
  "overhead_s": 1e-6,
  "scalar_op_s": {"math.exp": 1e-8, "arith.divf": 2e-9}
}

//--- cal-cpu.json
{
  "gemm_flops_per_s": 1e9,
  "elementwise_bytes_per_s": 1e9,
  "overhead_s": 1e-6,
  "gemm_overhead_s": 3e-6,
  "async_collective_cpu_s": 5e-6,
  "scalar_op_s": {"math.exp": 1e-8, "arith.divf": 2e-9},
  "collective": {"alpha_s": 1e-5, "beta_bytes_per_s": 1e8}
}

//--- cal-cpu-bytes.json
{
  "gemm_flops_per_s": 1e9,
  "elementwise_bytes_per_s": 1e9,
  "overhead_s": 1e-6,
  "gemm_overhead_s": 3e-6,
  "async_collective_cpu_s": 5e-6,
  "async_collective_cpu_bytes_per_s": 1e9,
  "scalar_op_s": {"math.exp": 1e-8, "arith.divf": 2e-9},
  "collective": {"alpha_s": 1e-5, "beta_bytes_per_s": 1e8}
}

//--- cal-strided.json
{
  "elementwise_bytes_per_s": 1e9,
  "strided_bytes_per_s": 1e8,
  "overhead_s": 1e-6
}

//--- transpose.mlir
func.func @train_step(%c: tensor<16x32xf32> {zero.role = "param"},
                      %x: tensor<32x16xf32> {zero.role = "batch"},
                      %h: tensor<2x4x3x8xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<16x32xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 1 : i64} {
  %e = tensor.empty() : tensor<16x32xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x16xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<16x32xf32>
  %eh = tensor.empty() : tensor<2x3x4x8xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(b, t, h, d) -> (b, h, t, d)>, affine_map<(b, t, h, d) -> (b, t, h, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%h : tensor<2x4x3x8xf32>) outs(%eh : tensor<2x3x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x3x4x8xf32>
  %z = tensor.empty() : tensor<32xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(j, i) -> (i, j)>, affine_map<(j, i) -> (j)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<16x32xf32>) outs(%z : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %o, %a : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %t : tensor<f32>, tensor<16x32xf32>
}

//--- blocking.mlir
func.func @train_step(%w: tensor<64x32xf32> {zero.role = "param"},
                      %x: tensor<16x64xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<64x32xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %g = zero.all_reduce avg %w world_size 2 {zero.grad_of = 0 : i64} : tensor<64x32xf32>
  %e = tensor.empty() : tensor<16x32xf32>
  %y = linalg.matmul ins(%x, %w : tensor<16x64xf32>, tensor<64x32xf32>) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %g : tensor<f32>, tensor<64x32xf32>
}

//--- async.mlir
func.func @train_step(%w: tensor<64x32xf32> {zero.role = "param"},
                      %x: tensor<16x64xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<64x32xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %f = zero.all_reduce_start avg %w world_size 2 : tensor<64x32xf32> -> !zero.future<tensor<64x32xf32>>
  %e = tensor.empty() : tensor<16x32xf32>
  %y = linalg.matmul ins(%x, %w : tensor<16x64xf32>, tensor<64x32xf32>) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %g = zero.wait %f : !zero.future<tensor<64x32xf32>>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %g : tensor<f32>, tensor<64x32xf32>
}

//--- loop.mlir
func.func @train_step(%x: tensor<16x32xf32> {zero.role = "param"},
                      %y: tensor<16x32xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<16x32xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 1 : i64} {
  %e = tensor.empty() : tensor<16x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = math.exp %a : f32
    %q = math.exp %b : f32
    %m = arith.mulf %p, %q : f32
    %d = arith.divf %m, %b : f32
    linalg.yield %d : f32
  } -> tensor<16x32xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %r : tensor<f32>, tensor<16x32xf32>
}

//--- masked.mlir
func.func @train_step(%x: tensor<16x16xf32> {zero.role = "param"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<16x16xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 1 : i64} {
  %e = tensor.empty() : tensor<16x16xf32>
  %zero = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = math.exp %a : f32
    %masked = arith.cmpi ugt, %j, %i : index
    %v = arith.select %masked, %zero, %p : f32
    linalg.yield %v : f32
  } -> tensor<16x16xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %r : tensor<f32>, tensor<16x16xf32>
}

//--- masked-max.mlir
func.func @train_step(%x: tensor<16x16xf32> {zero.role = "param"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<16x16xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 1 : i64} {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<16xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x16xf32>) outs(%init : tensor<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %mx = arith.maximumf %acc, %a : f32
    %masked = arith.cmpi ugt, %j, %i : index
    %v = arith.select %masked, %acc, %mx : f32
    linalg.yield %v : f32
  } -> tensor<16xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %x : tensor<f32>, tensor<16x16xf32>
}

//--- invariant.mlir
func.func @train_step(%x: tensor<16x32xf32> {zero.role = "param"},
                      %s: tensor<f32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<16x32xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 1 : i64} {
  %e = tensor.empty() : tensor<16x32xf32>
  %two = arith.constant 2.0 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<16x32xf32>, tensor<f32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%a: f32, %step: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %p = math.exp %step : f32
    %q = arith.divf %p, %two : f32
    %h = arith.divf %half, %q : f32
    %v = math.exp %a : f32
    %m = arith.mulf %h, %v : f32
    linalg.yield %m : f32
  } -> tensor<16x32xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %r : tensor<f32>, tensor<16x32xf32>
}

//--- separate.mlir
func.func @train_step(%sa: tensor<512xf32> {zero.role = "batch"},
                      %sb: tensor<256xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %a = zero.all_gather %sa world_size 2 : tensor<512xf32> -> tensor<32x32xf32>
  %b = zero.all_gather %sb world_size 2 : tensor<256xf32> -> tensor<512xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l : tensor<f32>
}

//--- grouped.mlir
func.func @train_step(%sa: tensor<512xf32> {zero.role = "batch"},
                      %sb: tensor<256xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %a, %b = zero.all_gather %sa, %sb world_size 2 : tensor<512xf32>, tensor<256xf32> -> tensor<32x32xf32>, tensor<512xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l : tensor<f32>
}

//--- strided.mlir
func.func @train_step(%q: tensor<2x3x4x8xf32> {zero.role = "param"},
                      %dx: tensor<6x4xf32> {zero.role = "batch"},
                      %tok: tensor<6xi64> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<2x3x4x8xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 1 : i64} {
  %es = tensor.empty() : tensor<2x4x3x3xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, j, h, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, h, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %q : tensor<2x3x4x8xf32>, tensor<2x3x4x8xf32>) outs(%es : tensor<2x4x3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %a = arith.addf %acc, %p : f32
    linalg.yield %a : f32
  } -> tensor<2x4x3x3xf32>
  %eg = tensor.empty() : tensor<10x4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(v, c, n) -> (n, c)>,
                                        affine_map<(v, c, n) -> (n)>,
                                        affine_map<(v, c, n) -> (v, c)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dx, %tok : tensor<6x4xf32>, tensor<6xi64>) outs(%eg : tensor<10x4xf32>) {
  ^bb0(%x: f32, %t: i64, %acc: f32):
    %ti = arith.index_cast %t : i64 to index
    %v = linalg.index 0 : index
    %hit = arith.cmpi eq, %ti, %v : index
    %sum = arith.addf %acc, %x : f32
    %new = arith.select %hit, %sum, %acc : f32
    linalg.yield %new : f32
  } -> tensor<10x4xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %q : tensor<f32>, tensor<2x3x4x8xf32>
}
