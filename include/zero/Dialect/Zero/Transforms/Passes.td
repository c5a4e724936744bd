//===- Passes.td - zero transformation passes --------------*- tablegen -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_TD
#define ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// VerifyContract
//===----------------------------------------------------------------------===//

def VerifyContract : Pass<"zero-verify-contract", "ModuleOp"> {
  let summary = "check a traced training step against zero's input contract";
  let description = [{
    Every `func.func` carrying a `zero.role` or `zero.updates` attribute is a
    traced training step (docs/Design.md §2). This pass checks its roles and results
    and finds the gradient of every parameter:

    - every argument has a `zero.role` (`param`, `opt_state`, `batch`,
      `hyper`); an `opt_state` names its param with `zero.state_of`;
    - exactly one `tensor<f32>` result has `zero.role = "loss"`; every param
      and opt_state argument is updated by exactly one result of its own type;
    - the update of each param (with its states) is a chain of elementwise
      `linalg.generic` ops reading the param, its states, scalars (hypers,
      constants, a clipping factor) and exactly one tensor of the param's
      shape computed elsewhere: the gradient. An op marked
      `zero.grad_of = <param index>` is the gradient, whatever its kind.

    Each violation is an error naming the argument or result index and the
    reason. On success the producer of every gradient is marked with
    `zero.grad_of`, so later passes and users see what was inferred:

    ```mlir
    // before
    %gW = linalg.matmul ... -> tensor<6x3xf32>
    // after
    %gW = linalg.matmul {zero.grad_of = 0 : i64} ... -> tensor<6x3xf32>
    ```

    An integer `batch` argument without `zero.range` that indexes a table
    (followed through reshapes, linalg block arguments and casts to the index
    of a `tensor.extract` or `tensor.insert` into a dimension of static size
    `d`) gets `zero.range = array<i64: 0, d>` (the smallest such `d`), so that
    zero-run checks its data against the table rather than reading outside
    it.

    Functions without zero attributes are left alone.
  }];
  let dependentDialects = ["zero::ZeroDialect"];
  let statistics = [
    Statistic<"numGradients", "gradients-found",
              "params whose gradient was found (inferred or marked)">,
    Statistic<"numMarkersHonoured", "markers-honoured",
              "gradients named by a zero.grad_of marker already in the input">,
  ];
}

//===----------------------------------------------------------------------===//
// FoldPermutations
//===----------------------------------------------------------------------===//

def FoldPermutations : Pass<"zero-fold-permutations", "func::FuncOp"> {
  let summary = "read a permuted copy's source directly in the contraction that consumes it";
  let description = [{
    A contraction (`linalg.matmul`, `batch_matmul`, `contract` or a
    multiply-add `linalg.generic`: `isaContractionOpInterface`) whose input
    is a permuting copy of a tensor (`linalg.transpose`, or a
    `linalg.generic` that only yields its input through permutation maps)
    reads that tensor directly: the copy's permutation is composed into the
    input's indexing map, and the contraction becomes a `linalg.generic`
    (keeping its attributes, e.g. `zero.grad_of`). The copy, now unused, is
    erased, so its buffer is neither allocated nor counted: runs in
    `zero-pipeline` after `zero-verify-contract`, before anything the
    memory report reads. The lowering then reads the operand through its
    strides (a BLAS GEMM for f32, docs/Passes.md §7b).

    ```mlir
    %xt = linalg.transpose ins(%x : tensor<4x5xf32>) outs(%e : tensor<5x4xf32>) permutation = [1, 0]
    %gW = linalg.matmul ins(%xt, %dy : tensor<5x4xf32>, tensor<4x3xf32>) outs(%z : tensor<5x3xf32>) -> tensor<5x3xf32>
    // becomes
    %gW = linalg.generic {indexing_maps = [(i, j, k) -> (k, i), (i, j, k) -> (k, j), (i, j, k) -> (i, j)], ...}
        ins(%x, %dy : tensor<4x5xf32>, tensor<4x3xf32>) outs(%z : tensor<5x3xf32>) {mulf, addf}
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

//===----------------------------------------------------------------------===//
// Partition
//===----------------------------------------------------------------------===//

def Partition : Pass<"zero-partition", "ModuleOp"> {
  let summary = "rewrite a training step into one rank's program of a ZeRO stage";
  let description = [{
    Runs the contract analysis of `zero-verify-contract` on every training
    step and rewrites it into the SPMD program one of `world-size` ranks runs
    for ZeRO stage `stage`:

    | stage | params at rest | gradient | optimizer state |
    |---|---|---|---|
    | 0 | full | `all_reduce avg` right after its producer | full |
    | 1 | full | `reduce_scatter avg` before its first use, at the update | shard |
    | 2 | full | `reduce_scatter avg` right after its producer, then `free` | shard |
    | 3 | shard | as 2 | shard |

    In stages 1-3 the elementwise update runs on 1-D shards; in stages 1-2 the
    updated parameter is `all_gather`ed back to its full type. In stage 3 each
    parameter is `all_gather`ed before its first forward use and again before
    its first backward use (uses the loss does not depend on), and each
    gathered copy is freed after its last use. Global-norm clipping becomes a
    partial sum over the local gradient shard plus `all_reduce sum`. The loss
    result becomes `all_reduce avg` (the global batch mean).

    Sharding is flat and even (see the dialect): a tensor of n elements becomes
    `tensor<ceil(n/N) x elt>` with `zero.shard = #zero.shard<logical, world_size = N>`
    on the argument and result. The function keeps its name and gets
    `zero.stage` and `zero.world_size`; every gradient producer gets
    `zero.grad_of`.

    ```mlir
    // stage 2, world-size 4, param %W: tensor<6x3xf32>
    %gW = linalg.matmul {zero.grad_of = 0 : i64} ... -> tensor<6x3xf32>
    %gWs = zero.reduce_scatter avg %gW world_size 4 : tensor<6x3xf32> -> tensor<5xf32>
    zero.free %gW : tensor<6x3xf32>
    ```

    **Hierarchical partitioning** (`shard-group=G`, MiCS / PyTorch HSDP):
    the model state is sharded over each block of G consecutive ranks (a
    node, when G is the ranks per node) and replicated over the N/G blocks.
    Shards have `world_size G` (`zero.shard<..., world_size = G>`); a
    gradient is reduce-scattered inside its block and its shard then
    all-reduced across blocks (`world_size N/G group_stride G`), so only
    shards cross nodes; stage-3 gathers, the gathers of updated parameters
    and the global-norm sums stay inside the block. The loss and
    `zero.global_mean` values are still averaged over all N ranks. Memory
    per rank is that of stage `stage` on G ranks; the inter-block traffic is
    2(N/G-1)/(N/G) of the shard per gradient instead of the whole
    gradient's share of a flat ring.

    ```mlir
    // stage 2, world-size 4, shard-group 2
    %gWs = zero.reduce_scatter avg %gW world_size 2 group_stride 1 : tensor<6x3xf32> -> tensor<9xf32>
    %gWr = zero.all_reduce avg %gWs world_size 2 group_stride 2 : tensor<9xf32>
    ```

    **Secondary shards** (`secondary-shard=R`, stage 3, ZeRO++'s hpZ): the
    forward pass gathers each parameter from its shards on all N ranks as
    before, and right after keeps a `zero.partition` of the copy over the
    block of R ranks (its node); the backward pass gathers from that
    secondary shard inside the block. It costs Ψ/R parameter bytes per rank
    between the two uses and moves the backward gathers off the inter-node
    links. Gradients are still reduce-scattered over all N.

    ```mlir
    // stage 3, world-size 4, secondary-shard 2
    %w = zero.all_gather %arg0 world_size 4 : tensor<5xf32> -> tensor<6x3xf32>
    %s = zero.partition %w world_size 2 group_stride 1 : tensor<6x3xf32> -> tensor<9xf32>
    ...
    %w2 = zero.all_gather %s world_size 2 group_stride 1 : tensor<9xf32> -> tensor<6x3xf32>
    ```

    `ranks-per-node=R` records the machine's node size on the step
    (`zero.ranks_per_node`): the memory and cost reports then split
    communication into intra- and inter-node bytes.
  }];
  let options = [
    Option<"stage", "stage", "::mlir::zero::ZeroStage",
           /*default=*/"::mlir::zero::ZeroStage::DataParallel",
           "ZeRO stage: 0 (data parallel), 1 (optimizer states sharded), "
           "2 (+ gradients), 3 (+ parameters)",
           [{::llvm::cl::values(ZERO_STAGE_CL_VALUES)}]>,
    Option<"worldSize", "world-size", "int64_t", /*default=*/"1",
           "number of ranks the program runs on">,
    Option<"shardGroup", "shard-group", "int64_t", /*default=*/"0",
           "shard model state over blocks of this many consecutive ranks and "
           "replicate it across blocks (MiCS/HSDP; stages 1-3; must divide "
           "world-size); 0: over all ranks">,
    Option<"secondaryShard", "secondary-shard", "int64_t", /*default=*/"0",
           "stage 3 (hpZ): the forward gather leaves a secondary shard of "
           "each parameter over blocks of this many consecutive ranks, from "
           "which the backward pass gathers inside the block (must divide "
           "world-size); 0: none">,
    Option<"ranksPerNode", "ranks-per-node", "int64_t", /*default=*/"0",
           "ranks per node of the target machine (must divide world-size), "
           "recorded as zero.ranks_per_node for the reports' per-tier "
           "bytes; 0: not recorded (one tier)">,
  ];
  let dependentDialects = [
    "zero::ZeroDialect", "linalg::LinalgDialect", "tensor::TensorDialect"
  ];
  let statistics = [
    Statistic<"numAllReduces", "all-reduces",
              "zero.all_reduce inserted (stage 0 gradients, losses, norm sums)">,
    Statistic<"numReduceScatters", "reduce-scatters",
              "zero.reduce_scatter inserted (stage 1-3 gradients)">,
    Statistic<"numAllGathers", "all-gathers",
              "zero.all_gather inserted (updated params, stage 3 uses)">,
    Statistic<"numPartitions", "partitions",
              "zero.partition inserted (stage 1-2 params read by their update)">,
    Statistic<"numParamsSharded", "params-sharded",
              "param arguments held as shards (stage 3)">,
    Statistic<"numStatesSharded", "states-sharded",
              "opt_state arguments held as shards (stages 1-3)">,
    Statistic<"numFrees", "frees",
              "zero.free inserted (reduced gradients, stage 3 gathered copies)">,
  ];
}

//===----------------------------------------------------------------------===//
// Offload
//===----------------------------------------------------------------------===//

def Offload : Pass<"zero-offload", "ModuleOp"> {
  let summary = "move optimizer state (and stage-3 parameter shards) to a store, updated in chunks";
  let description = [{
    ZeRO-Offload / ZeRO-Infinity on a partitioned step (stage >= 1, after
    `zero-partition`, before `zero-schedule`). Each selected argument, a
    rank's shard, becomes `!zero.offloaded<T, store>`: it lives in a store
    (`host` memory or a `file`) between steps and the step reads and writes
    it in chunks, so that what is resident of it is a chunk, not the shard.

    - `optimizer-state`: every `opt_state` argument.
    - `params` (stage 3 only): every param shard too; each `zero.all_gather`
      of it gathers a shard `zero.fetch`ed whole just before.

    The elementwise update of each parameter with an offloaded argument
    (every all-parallel `linalg.generic` on the shard's length or on
    scalars reaching its update results) is cloned once per chunk of
    `chunk-bytes` (in the widest element type it reads; the last chunk is
    shorter), unrolled: an offloaded operand is fetched
    (`zero.fetch %m[offset]`), a resident one sliced
    (`tensor.extract_slice`), an offloaded result written back
    (`zero.writeback`), a resident one assembled (`tensor.insert_slice`).
    The update is elementwise, so every value is bit-identical to the
    unchunked update. The step returns an offloaded argument as its own
    update.

    ```mlir
    // stage 1, one state of 10 elements, chunk-bytes 16 (4 f32)
    %m0 = zero.fetch %m[0] : !zero.offloaded<tensor<10xf32>, file> -> tensor<4xf32>
    %g0 = tensor.extract_slice %g[0] [4] [1] : tensor<10xf32> to tensor<4xf32>
    %n0 = linalg.generic ... ins(%m0, %g0 ...) -> tensor<4xf32>
    zero.writeback %n0, %m[0] : tensor<4xf32>, !zero.offloaded<tensor<10xf32>, file>
    ... chunks at 4 and 8 (2 elements) ...
    ```

    Errors (naming the argument, what was expected and what was found): a
    step at stage 0, `params` below stage 3, an offloaded argument read by
    anything but its update (or, for a param, an all_gather), an unknown
    store, a chunk of no bytes.
  }];
  let options = [
    Option<"optimizerState", "optimizer-state", "bool", /*default=*/"true",
           "offload every optimizer-state shard">,
    Option<"params", "params", "bool", /*default=*/"false",
           "offload every parameter shard too (stage 3)">,
    Option<"store", "store", "std::string", /*default=*/"\"file\"",
           "where offloaded tensors live: host or file">,
    Option<"chunkBytes", "chunk-bytes", "int64_t", /*default=*/"4194304",
           "bytes of one chunk of the chunked update">,
  ];
  let dependentDialects = [
    "zero::ZeroDialect", "linalg::LinalgDialect", "tensor::TensorDialect"
  ];
}

//===----------------------------------------------------------------------===//
// Schedule
//===----------------------------------------------------------------------===//

def Schedule : Pass<"zero-schedule", "ModuleOp"> {
  let summary = "overlap, bucket and keep collectives within a per-rank memory budget";
  let description = [{
    Runs on the per-rank program `zero-partition` makes (functions with
    `zero.stage`) and moves communication off the critical path, in four
    greedy steps; each change is kept only if the static peak
    (`peak_bytes` of `zero-memory-report`, which counts the runtime's
    future and pack buffers, and a start's input until its wait) stays
    within `memory-budget`:

    1. every collective becomes `_start` + `zero.wait`: a reduction (and
       the gather of an updated parameter) starts right after its inputs
       exist and is waited as late as the budget allows, at most just
       before the first use of its result;
    2. a stage-3 parameter gather is waited just before its first use and
       started as early as the budget allows (prefetch), never ahead of the
       gather before it, so gathers stay in use order;
    3. a stage-3 parameter gathered for the forward pass is kept until its
       backward use instead of being freed and gathered again, largest
       comm saving per byte first;
    4. adjacent collectives (next to each other in issue order) of one
       family (`all_reduce`, `all_gather`, `reduce_scatter`), reduction,
       world size and element type become one bucket of at most
       `bucket-bytes` bytes of full tensors (0: no buckets): one message
       instead of several. Gathers and reduce-scatters form *grouped*
       buckets, in which each tensor keeps its own shard, so bucketing never
       changes which elements a rank owns; the bucket's pack and unpack
       buffers count against the budget. A bucket is started where its
       last member started and waited where its first member was needed.
       Grouped buckets are formed of stage-3 parameter gathers and stage 2-3
       gradient reduce-scatters only (not of a step's results, nor of stage
       1's gradients, which live until the update).

    Before these, the ops after the step's last reduction (the optimizer
    update) are reordered, stably, by the latest collective each depends
    on, in issue order: the network carries collectives in issue order, so
    the update of a gradient that arrived early no longer waits behind one
    that arrives last.

    With `calibration`, a bucket is formed only where the cost model
    (`--zero-cost-report`) predicts a step no slower with it than without:
    one message saves a latency per tensor but delays its first tensor
    until the last one is ready (reductions) or until all have arrived
    (gathers).

    A collective whose result is used at once (no compute between where it
    could start and where its result is needed) stays blocking. The
    schedule depends only on the program and the options, so every rank
    issues its collectives in the same order. If the program as it is
    already peaks above the budget, the pass fails and names the smallest
    budget that works.

    ```mlir
    // before (stage 3, two layers)
    %w1 = zero.all_gather %s1 world_size 2 : tensor<8xf32> -> tensor<4x4xf32>
    %h1 = linalg.matmul ins(%x, %w1 ...) ...
    zero.free %w1 : tensor<4x4xf32>
    %w2 = zero.all_gather %s2 world_size 2 : tensor<8xf32> -> tensor<4x4xf32>
    %h2 = linalg.matmul ins(%h1, %w2 ...) ...
    // after: the second layer's weights arrive while the first computes
    %f1 = zero.all_gather_start %s1 world_size 2 : tensor<8xf32> -> !zero.future<tensor<4x4xf32>>
    %f2 = zero.all_gather_start %s2 world_size 2 : tensor<8xf32> -> !zero.future<tensor<4x4xf32>>
    %w1 = zero.wait %f1 : !zero.future<tensor<4x4xf32>>
    %h1 = linalg.matmul ins(%x, %w1 ...) ...
    zero.free %w1 : tensor<4x4xf32>
    %w2 = zero.wait %f2 : !zero.future<tensor<4x4xf32>>
    %h2 = linalg.matmul ins(%h1, %w2 ...) ...
    ```
  }];
  let options = [
    Option<"memoryBudget", "memory-budget", "int64_t", /*default=*/"0",
           "bytes one rank may have live at once (0: no limit)">,
    Option<"bucketBytes", "bucket-bytes", "int64_t", /*default=*/"0",
           "largest bucket of adjacent collectives of one family, in bytes "
           "of its full tensors (0: no buckets)">,
    Option<"calibration", "calibration", "std::string", /*default=*/"\"\"",
           "calibration JSON of the cost model (zero-run --calibrate): a "
           "bucket is kept only if the model predicts a step no slower "
           "with it; empty: every bucket that fits is kept">,
  ];
  let dependentDialects = ["zero::ZeroDialect"];
  let statistics = [
    Statistic<"numAsync", "async",
              "collectives made asynchronous (_start + wait)">,
    Statistic<"numPrefetched", "prefetched",
              "parameter gathers started ahead of their use">,
    Statistic<"numBuckets", "buckets",
              "buckets of several collectives formed">,
    Statistic<"numAsyncTransfers", "async-transfers",
              "store transfers made asynchronous (fetch ahead, write behind)">,
    Statistic<"numKept", "kept-params",
              "parameters kept gathered from forward to backward">,
  ];
}

//===----------------------------------------------------------------------===//
// QuantizeCollectives
//===----------------------------------------------------------------------===//

def QuantizeCollectives : Pass<"zero-quantize-collectives", "ModuleOp"> {
  let summary = "send parameter gathers and gradient reduce-scatters block-quantized (ZeRO++ qwZ, qgZ)";
  let description = [{
    On a partitioned step (after `zero-partition`, before or after
    `zero-schedule`), marks collectives with `#zero.quantize<bits = B, block =
    K>`, so their floats travel as B-bit integers with an f32 scale per K
    elements (the dialect's `QuantizeAttr`):

    - `weights=B`: every all_gather (or `_start`) of a parameter's shard,
      stage 3's gathers before each use (qwZ). The shard at rest stays exact;
      only the gathered copy the forward and backward passes read is lossy.
      Gathers of updated parameters (stages 1-2) are not quantized: their
      result is the next step's parameter.
    - `gradients=B`: every reduce_scatter (or `_start`) of gradients
      (`zero.grad_of` producers), stages 1-3 (qgZ): each rank's chunk for
      rank r travels quantized in one all-to-all and rank r sums the N
      dequantized chunks in f32.

    Collectives on one rank, of other element types than f32 and bf16, and
    all_reduces are left as they are. The memory and cost reports count the
    quantized bytes: (N-1) x (4 ceil(s/K) + s·B/8) per rank for a shard of s
    elements.

    On a machine of nodes (the step records `zero.ranks_per_node` R, 1 < R <
    N: `zero-partition ranks-per-node=R`), a quantized gradient
    reduce_scatter over all N ranks goes in two hops, as ZeRO++'s qgZ does
    (`two-hops=true`, the default): over each node's R ranks, then over the
    N/R ranks with the same place in their nodes (`group_stride R`), both
    quantized; only the second crosses nodes, with 1/R of the bytes. The
    gradient's N shards are first reordered (a `linalg.transpose` of
    [N/R][R] to [R][N/R] shards) so that every rank still receives its own
    shard. Only blocking reduce_scatters of one tensor are split (the pass
    runs before `zero-schedule` in `zero-pipeline`); rounding happens twice.

    ```mlir
    // gradients=8, 4 ranks as 2 nodes of 2: shard 3 of a 12-element gradient
    %t = linalg.transpose ins(%g : tensor<2x2x3xf32>) outs(%e : tensor<2x2x3xf32>) permutation = [1, 0, 2]
    %n = zero.reduce_scatter avg %packed world_size 2 group_stride 1 quantize <bits = 8, block = 256> : tensor<12xf32> -> tensor<6xf32>
    %s = zero.reduce_scatter avg %n world_size 2 group_stride 2 quantize <bits = 8, block = 256> : tensor<6xf32> -> tensor<3xf32>
    ```

    ```mlir
    // weights=8 block-size=256, stage 3 on 4 ranks
    %w = zero.all_gather %arg0 world_size 4 quantize <bits = 8, block = 256> : tensor<5xf32> -> tensor<6x3xf32>
    ```
  }];
  let options = [
    Option<"weights", "weights", "int64_t", /*default=*/"0",
           "bits of quantized parameter gathers: 8, 4, or 0 (not quantized)">,
    Option<"gradients", "gradients", "int64_t", /*default=*/"0",
           "bits of quantized gradient reduce-scatters: 8, 4, or 0">,
    Option<"blockSize", "block-size", "int64_t", /*default=*/"256",
           "elements per f32 scale">,
    Option<"twoHops", "two-hops", "bool", /*default=*/"true",
           "on a machine of nodes, quantized gradient reduce-scatters over "
           "all ranks go inside each node first, then across nodes">,
  ];
  let dependentDialects = ["zero::ZeroDialect", "arith::ArithDialect",
                           "linalg::LinalgDialect", "tensor::TensorDialect"];
  let statistics = [
    Statistic<"numWeights", "quantized-gathers",
              "parameter all_gathers quantized">,
    Statistic<"numGradients", "quantized-reduce-scatters",
              "gradient reduce_scatters quantized">,
    Statistic<"numTwoHops", "two-hop-reduce-scatters",
              "gradient reduce_scatters split into an intra- and an "
              "inter-node hop">,
  ];
}

//===----------------------------------------------------------------------===//
// FuseElementwise
//===----------------------------------------------------------------------===//

def FuseElementwise : Pass<"zero-fuse-elementwise", "func::FuncOp"> {
  let summary = "fuse elementwise linalg producers into their consumers without raising the static peak";
  let description = [{
    Runs on the tensors of a step (before bufferization, so
    `zero-memory-report` counts the fused program that the runtime runs) and
    fuses chains of elementwise linalg ops into one `linalg.generic`:

    - named elementwise ops (`linalg.add`, `linalg.exp`, `linalg.transpose`,
      ...; not `linalg.fill`) and `linalg.reduce` become `linalg.generic`
      first;
    - an all-parallel `linalg.generic` producer is fused into each consumer
      `linalg.generic` that reads it as an input, reductions included,
      with upstream's elementwise fusion (`linalg::fuseElementwiseOps`).
      A producer result also used after the consumer becomes one more
      result of the fused op, so an optimizer update whose new moments are
      step results becomes one loop writing param, m and v.

    A fusion is refused, and the IR left as it was, when

    - a zero op (collective, `zero.wait`, `zero.free`, ...) stands between
      producer and consumer: moving compute across it would undo the
      overlap `zero-schedule` chose;
    - the producer's result is a gradient's storage (`zero.grad_of` or
      `zero.grad_shard_of` on it or on a view of it), or the consumer's is
      and the producer's result is used elsewhere: the lowering counts
      every result of the op writing a gradient as gradient;
    - a result of the producer is used before the consumer (the fused op
      stands where the consumer was);
    - the consumer reads the producer through a broadcast (its indexing map
      for it is not a permutation): the producer would be recomputed at
      every point of the larger loop nest;
    - the static peak of the function (`peak_bytes` of
      `zero-memory-report`) would grow: the fused op computes the producer
      at the consumer, so the producer's inputs live longer. The peak never
      grows, so a `memory-budget` `zero-schedule` met still holds.

    ```mlir
    // before
    %a = linalg.generic ... ins(%x, %y) outs(%e0) { mulf } -> tensor<8xf32>
    %b = linalg.generic ... ins(%a, %z) outs(%e1) { addf } -> tensor<8xf32>
    // after
    %b = linalg.generic ... ins(%x, %y, %z) outs(%e1) { mulf, addf } -> tensor<8xf32>
    ```

    Functions whose tensors are not all statically shaped are left alone.
    `zero-pipeline` runs this pass after partition and schedule (`fuse=false`
    skips it).
  }];
  let dependentDialects = ["linalg::LinalgDialect"];
  let statistics = [
    Statistic<"numGeneralized", "generalized",
              "named elementwise ops turned into linalg.generic">,
    Statistic<"numFused", "fused", "producers fused into a consumer">,
    Statistic<"numRefusedPeak", "refused-peak",
              "fusions refused because the static peak would grow">,
    Statistic<"numRefusedZeroOp", "refused-zero-op",
              "fusions refused because a zero op stands between the two">,
  ];
}

//===----------------------------------------------------------------------===//
// LogicalEntry
//===----------------------------------------------------------------------===//

def LogicalEntry : Pass<"zero-logical-entry", "ModuleOp"> {
  let summary = "call a partitioned step with the traced step's full tensors";
  let description = [{
    A partitioned step `@f` takes and returns shards wherever its arguments
    and results carry `zero.shard`. This pass renames it `@f_shards` and adds
    a function `@f` with the traced step's signature (every sharded type
    replaced by its logical type) that partitions each sharded argument,
    calls `@f_shards` and gathers each sharded result:

    ```mlir
    func.func @train_step(%W: tensor<6x3xf32>, %x: tensor<4x6xf32>) -> (tensor<f32>, tensor<6x3xf32>) {
      %0 = zero.partition %W world_size 2 : tensor<6x3xf32> -> tensor<9xf32>
      %1:2 = call @train_step_shards(%0, %x) : (tensor<9xf32>, tensor<4x6xf32>) -> (tensor<f32>, tensor<9xf32>)
      %2 = zero.all_gather %1#1 world_size 2 : tensor<9xf32> -> tensor<6x3xf32>
      return %1#0, %2 : tensor<f32>, tensor<6x3xf32>
    }
    ```

    Every rank must pass the same full tensors (what `zero.partition`
    assumes). A driver written for the traced step thus runs the partitioned
    one unchanged; on one rank, `-canonicalize` then turns every zero op
    into a reshape. Functions without `zero.shard` are left alone.
  }];
  let dependentDialects = ["zero::ZeroDialect", "func::FuncDialect"];
}

//===----------------------------------------------------------------------===//
// MemoryReport
//===----------------------------------------------------------------------===//

def MemoryReport : Pass<"zero-memory-report", "ModuleOp"> {
  let summary = "write per-rank model-state, peak memory and comm bytes as JSON";
  let description = [{
    Reads the training step of the module (partitioned by `zero-partition`, or
    the traced single-device step, reported as stage 0 on 1 rank) and writes

    ```json
    {
      "function": "train_step",
      "stage": 2,
      "world_size": 4,
      "param_elements": 21,
      "per_rank": {
        "param_bytes": 84, "grad_bytes": 24, "optimizer_state_bytes": 24,
        "model_state_bytes": 132, "peak_bytes": 396
      },
      "peak_op_index": 16,
      "peak_op": "zero.reduce_scatter",
      "comm_bytes_per_step": 168,
      "comm_bytes_by_collective": {"all_gather": 72, "all_reduce": 24, "reduce_scatter": 72}
    }
    ```

    `model_state_bytes` counts params, grads and optimizer state the way the
    ZeRO paper does; `peak_bytes` is the static liveness peak of the per-rank
    program's tensors; `comm_bytes_per_step` is what one rank sends with ring
    collectives. docs/Passes.md defines each precisely. The IR is unchanged.
  }];
  let options = [
    Option<"file", "file", "std::string", /*default=*/"\"-\"",
           "where to write the JSON report ('-': stdout)">,
  ];
}

//===----------------------------------------------------------------------===//
// CostReport
//===----------------------------------------------------------------------===//

def CostReport : Pass<"zero-cost-report", "ModuleOp"> {
  let summary = "predict one rank's step time with the cost model, as JSON";
  let description = [{
    Walks the module's training step (one rank's program, partitioned or
    traced) in program order and predicts its step time from calibrated
    rates (docs/CostModel.md): GEMMs (`linalg.matmul`, `batch_matmul`,
    contractions) at `gemm_flops_per_s`, every other compute op at
    `elementwise_bytes_per_s` of the bytes its loops move, each plus
    `overhead_s`; collectives by the alpha-beta model of ring algorithms
    (alpha per ring step + bytes / beta, bytes as zero-memory-report counts
    them) on the one comm timeline. Blocking collectives and `zero.wait`
    hold compute until their collective is done; `_start` overlaps it.

    ```json
    {
      "function": "train_step", "stage": 0, "world_size": 2,
      "step_time_s": 0.0121, "compute_s": 0.0080, "comm_s": 0.0041,
      "exposed_comm_s": 0.0041, "peak_bytes": 3305484,
      "compute": {"gemm": {...}, "elementwise": {...}},
      "comm_by_collective": {"all_reduce": {"count": 30, "bytes": 539648, "time_s": 0.0041}, ...},
      "calibration": {"gemm_flops_per_s": ..., "source": "cal.json", ...}
    }
    ```

    Without `calibration` the documented default rates are used. The IR is
    unchanged.
  }];
  let options = [
    Option<"file", "file", "std::string", /*default=*/"\"-\"",
           "where to write the JSON report ('-': stdout)">,
    Option<"calibration", "calibration", "std::string", /*default=*/"\"\"",
           "calibration JSON (zero-run --calibrate); empty: default rates">,
  ];
}

//===----------------------------------------------------------------------===//
// AutoStage
//===----------------------------------------------------------------------===//

def AutoStage : Pass<"zero-auto-stage", "ModuleOp"> {
  let summary = "choose the fastest ZeRO stage whose static peak fits the budget";
  let description = [{
    What `zero-pipeline` runs for `stage=auto`: partitions (and, with
    `schedule`, schedules) a clone of the module for every stage 0-3,
    predicts each candidate's step time and static peak with the cost model
    (`--zero-cost-report`) and keeps the fastest candidate whose peak fits
    `memory-budget` (ties: the smaller peak, then the lower stage),
    printing the table it chose from to stderr. A candidate is scheduled
    only if its unscheduled peak fits, since `zero-schedule` refuses a
    budget below that peak.

    Offload (zero-offload) is a candidate too: when no stage fits in
    memory, or always with `offload=optimizer-state|params` (then only
    offloaded candidates), the stages 1-3 with the optimizer state in
    `offload-store`, and stage 3 with the parameters as well, are predicted
    with the store's rates (`stores` in the calibration) and join the
    table. Fails, naming the smallest peak, when nothing fits.
  }];
  let options = [
    Option<"worldSize", "world-size", "int64_t", /*default=*/"1",
           "number of ranks">,
    Option<"ranksPerNode", "ranks-per-node", "int64_t", /*default=*/"0",
           "ranks per node recorded on every candidate (zero-partition)">,
    Option<"quantizeWeights", "quantize-weights", "int64_t", /*default=*/"0",
           "bits of quantized parameter gathers of the quantized candidates "
           "(0: none)">,
    Option<"quantizeGradients", "quantize-gradients", "int64_t",
           /*default=*/"0",
           "bits of quantized gradient reduce-scatters of the quantized "
           "candidates">,
    Option<"quantizeBlock", "quantize-block", "int64_t", /*default=*/"256",
           "elements per scale of quantized collectives">,
    Option<"quantizeTwoHops", "quantize-two-hops", "bool", /*default=*/"true",
           "quantized gradients inside each node first (zero-quantize-"
           "collectives' two-hops)">,
    Option<"schedule", "schedule", "bool", /*default=*/"false",
           "run zero-schedule after zero-partition">,
    Option<"fuse", "fuse", "bool", /*default=*/"true",
           "run zero-fuse-elementwise after partition (and schedule): "
           "elementwise chains become one linalg.generic where the static "
           "peak does not grow (fuse=false: keep the ops as written)">,
    Option<"memoryBudget", "memory-budget", "int64_t", /*default=*/"0",
           "bytes per rank the static peak must not exceed (0: no budget): "
           "bounds zero-schedule and the choice of stage=auto">,
    Option<"bucketBytes", "bucket-bytes", "int64_t", /*default=*/"0",
           "zero-schedule's largest all_reduce bucket in bytes (0: no "
           "buckets)">,
    Option<"calibration", "calibration", "std::string", /*default=*/"\"\"",
           "calibration JSON of the cost model (zero-run --calibrate) for "
           "stage=auto's choice and zero-schedule's buckets; empty: default "
           "rates, every bucket that fits">,
    Option<"offload", "offload", "std::string", /*default=*/"\"none\"",
           "none: offloaded candidates only when no stage fits in memory; "
           "optimizer-state or params: only candidates with that offload">,
    Option<"offloadStore", "offload-store", "std::string",
           /*default=*/"\"file\"", "the store of offloaded candidates">,
    Option<"offloadChunkBytes", "offload-chunk-bytes", "int64_t",
           /*default=*/"4194304", "zero-offload's chunk-bytes">,
  ];
  let dependentDialects = [
    "zero::ZeroDialect", "linalg::LinalgDialect", "tensor::TensorDialect"
  ];
}

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_TD
