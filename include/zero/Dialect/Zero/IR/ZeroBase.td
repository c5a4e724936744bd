//===- ZeroBase.td - zero dialect, types, attributes, enums -*- tablegen -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_IR_ZEROBASE_TD
#define ZERO_DIALECT_ZERO_IR_ZEROBASE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Zero_Dialect : Dialect {
  let name = "zero";
  let cppNamespace = "::mlir::zero";
  let summary = "ZeRO data parallelism made explicit: shards and collectives";
  let description = [{
    The `zero` dialect describes one rank of an SPMD data-parallel training
    step. A program in this dialect runs unchanged on every rank of a group of
    `world_size` ranks; collectives are the only way ranks exchange data.

    **Flat, even sharding.** Every collective that shards or gathers works on a
    *bucket*: one or more statically shaped tensors of one element type,
    flattened in row-major order and concatenated into a single flat buffer of
    `n` elements. Rank `r` of `N` owns elements `[r*s, (r+1)*s)` of that buffer,
    where `s = ceil(n/N)`: its *shard* is a 1-D tensor of `s` elements. The last
    ranks' shards are padded with zeros past `n`; padding never reaches a full
    tensor. A bucket of one tensor is the common, unbucketed case.

    **Grouped buckets.** `zero.all_gather` and `zero.reduce_scatter` (and
    their `_start` forms) also take one shard *per tensor*: each tensor of
    the group is sharded on its own, exactly as a bucket of one, so grouping
    never changes which elements a rank owns; the group travels as one
    message (the runtime packs the shards rank-major and unpacks them after
    the collective). A bucket of one tensor is both forms at once.

    **Rank groups.** A collective or `zero.partition` with `group_stride S`
    spans a group of `world_size` ranks of the job rather than all of it
    (hierarchical partitioning, `zero-partition shard-group=G`): rank `r`'s
    group is `{b + k*S : 0 <= k < world_size}` with `b = (r / (world_size*S))
    * (world_size*S) + r mod S`, and `r` acts as rank `(r / S) mod
    world_size` of it: it owns that shard and contributes that slice. Every
    group of the split runs the same collective at once. `world_size 2
    group_stride 1` on 4 ranks is the blocks {0,1} and {2,3}; `world_size 2
    group_stride 2` is {0,2} and {1,3}. `world_size * S` must divide the
    enclosing `zero.world_size`. Without `group_stride` a collective spans
    every rank. On a machine of nodes of `zero.ranks_per_node` consecutive
    ranks, a group lies inside one node when `world_size * S` divides the
    ranks per node; the reports count its bytes as intra-node, all other
    bytes as inter-node.

    **Asynchronous forms.** `zero.all_gather_start`, `zero.reduce_scatter_start`
    and `zero.all_reduce_start` launch the collective and return a
    `!zero.future`; `zero.wait` blocks until it completes and yields the
    values. Compute placed between the two overlaps with communication.

    **Offloaded state.** An argument of type `!zero.offloaded<T, store>`
    refers to a tensor that lives in a store (`host` memory or a `file`)
    rather than in the rank's memory (`zero-offload`). The step moves it in
    chunks: `zero.fetch` copies a chunk into a new resident tensor,
    `zero.writeback` copies one back, and their `_start` forms overlap the
    transfer with compute until a `zero.wait`. Transfers read and write the
    store resource, never the network, so they reorder freely with
    collectives.

    **Lifetimes.** `zero.free` ends the lifetime of a gathered parameter or an
    unreduced gradient: the memory it held is returned as soon as the op runs.

    **Discardable attributes** this dialect understands (verified where they
    appear): on function arguments `zero.role` (`"param"`, `"opt_state"`,
    `"batch"`, `"hyper"`, `"buffer"`), `zero.state_of` (i64), `zero.init` (a string
    recipe), `zero.name` (a non-empty string naming the logical tensor, e.g.
    `"h0.attn.w"`, the key checkpoints and `.safetensors` exports use),
    `zero.fill` (`"global_row"`: a batch argument the driver fills),
    `zero.range` (`array<i64: lo, hi>`: the values [lo, hi) an integer batch
    argument may hold), `zero.range_ignore` (i64: one more value beside a
    `zero.range`, a loss's ignore_index) and
    `zero.shard` (`#zero.shard`); on function results `zero.role` (`"loss"`, `"metric"`),
    `zero.updates` (i64) and `zero.shard`; on any op `zero.grad_of` (i64),
    `zero.global_mean` (unit, on an op whose one result is a 0-d float: under
    data parallelism the value is replaced by its mean over ranks) and
    `zero.world_size` (positive i64, which every collective nested inside must
    match or, with `group_stride`, divide), `zero.ranks_per_node` (positive
    i64 dividing the op's `zero.world_size`: the node size the reports
    count tiers by), `zero.shard_group` (positive i64 below and dividing
    the op's `zero.world_size`: the block of ranks a step with shard groups
    spreads each shard and gradient over) and `zero.stage` (the ZeRO stage, 0 to 3, a program was compiled
    for).

    **Canonicalization** (`-canonicalize`) removes communication only where
    the result is known without it, identically on every rank, so all ranks
    still issue the same remaining collectives in the same order:

    - on one rank (`world_size 1`) a collective is a reshape: `all_reduce` is
      the identity for every reduction, `reduce_scatter` and `partition` are
      the row-major flattening of the bucket (a concatenation for several
      tensors; no padding since ceil(n/1) = n), `all_gather` is the shard
      reshaped back to the bucket's tensors (a grouped bucket: each tensor
      on its own), and a `*_start` with its
      `zero.wait` becomes the blocking form, which then folds;
    - `zero.all_gather` of a `zero.partition` of the same bucket (same
      tensors in the same order, same world size) is the bucket itself,
      unless a tensor of the bucket is freed;
    - a `zero.free` of a value that a fold turns into a view of, or the same
      value as, another one is erased with the fold: the copy it ended no
      longer exists.

    A collective on more than one rank is never merged with another, moved
    or dropped because its result is unused.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let extraClassDeclaration = [{
    /// Names of the discardable attributes owned by this dialect.
    static constexpr ::llvm::StringLiteral kRoleAttrName = "zero.role";
    static constexpr ::llvm::StringLiteral kStateOfAttrName = "zero.state_of";
    /// A parameter's initial value as a plain string recipe (zero/Support/Init.h).
    static constexpr ::llvm::StringLiteral kInitAttrName = "zero.init";
    /// The values an integer batch argument may hold, `array<i64: lo, hi>`
    /// for [lo, hi) (token ids of a vocabulary, class labels).
    static constexpr ::llvm::StringLiteral kRangeAttrName = "zero.range";
    /// With zero.range: one more value the argument may hold outside
    /// [lo, hi), an `i64` (cross-entropy's ignore_index, e.g. -100).
    static constexpr ::llvm::StringLiteral kRangeIgnoreAttrName = "zero.range_ignore";
    /// A batch argument the driver fills instead of data: `"global_row"`,
    /// an integer [rows] tensor holding each local row's index in the
    /// step's global batch (the key of counter-based dropout masks).
    static constexpr ::llvm::StringLiteral kFillAttrName = "zero.fill";
    static constexpr ::llvm::StringLiteral kFillGlobalRow = "global_row";
    /// The stable name of an argument's logical tensor (checkpoints, export).
    static constexpr ::llvm::StringLiteral kNameAttrName = "zero.name";
    static constexpr ::llvm::StringLiteral kUpdatesAttrName = "zero.updates";
    /// On a result of a lowered step (convert-zero-to-runtime): the result
    /// is argument #i's store-backed buffer, handed back as itself, which
    /// zero-buffer-deallocation must not copy.
    static constexpr ::llvm::StringLiteral kStoreResultAttrName = "zero.store_result";
    /// On a batch argument of a step that accumulates gradients: the number
    /// K of micro-batches along its leading dimension.
    static constexpr ::llvm::StringLiteral kMicroBatchesAttrName = "zero.micro_batches";
    static constexpr ::llvm::StringLiteral kGradOfAttrName = "zero.grad_of";
    /// On the op that adds a reduce-scattered contribution into the running
    /// gradient shard of gradient accumulation (stages 2-3): the param
    /// argument index. Its init is that gradient's shard storage.
    static constexpr ::llvm::StringLiteral kGradShardOfAttrName = "zero.grad_shard_of";
    /// A unit attribute on the op producing a per-rank 0-d float (the count
    /// of rows a masked mean divides by): under data parallelism the value
    /// is replaced by its mean over ranks (zero-partition).
    static constexpr ::llvm::StringLiteral kGlobalMeanAttrName = "zero.global_mean";
    static constexpr ::llvm::StringLiteral kShardAttrName = "zero.shard";
    static constexpr ::llvm::StringLiteral kWorldSizeAttrName = "zero.world_size";
    static constexpr ::llvm::StringLiteral kStageAttrName = "zero.stage";
    /// On a partitioned step with shard groups (zero-partition shard-group):
    /// the ranks each shard spans, blocks of consecutive ranks.
    static constexpr ::llvm::StringLiteral kShardGroupAttrName = "zero.shard_group";
    /// On a partitioned step: ranks per node of the machine it was compiled
    /// for, which splits its communication into intra- and inter-node bytes.
    static constexpr ::llvm::StringLiteral kRanksPerNodeAttrName = "zero.ranks_per_node";
    /// A unit attribute on the outer loop of zero-row-kernels' row loop
    /// nest: zero-outline-kernels makes the whole nest one kernel.
    static constexpr ::llvm::StringLiteral kRowKernelAttrName = "zero.row_kernel";
  }];
}

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Zero_ReductionKind : I32EnumAttr<"ReductionKind",
    "how a collective combines the contributions of all ranks", [
  I32EnumAttrCase<"Sum", 0, "sum">,
  // Sum divided by the world size: averages gradients of a batch-mean loss.
  I32EnumAttrCase<"Avg", 1, "avg">,
  I32EnumAttrCase<"Max", 2, "max">,
  I32EnumAttrCase<"Min", 3, "min">,
  I32EnumAttrCase<"Prod", 4, "prod">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::zero";
}

// The values are the runtime's zero_rt_collective_kind_t (static_assert in
// lib/Dialect/Zero/Analysis/CommBytes.cpp): the compiler's ring bytes per
// kind are what the runtime counts per kind.
def Zero_CollectiveKind : I32EnumAttr<"CollectiveKind",
    "which collective an op is, blocking or `_start`", [
  I32EnumAttrCase<"AllGather", 0, "all_gather">,
  I32EnumAttrCase<"ReduceScatter", 1, "reduce_scatter">,
  I32EnumAttrCase<"AllReduce", 2, "all_reduce">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::zero";
}

// Where an offloaded tensor lives between its transfers (zero-offload): plain
// host memory (pinned on the CUDA runtime) or a scratch file of the run.
def Zero_StoreKind : I32EnumAttr<"StoreKind",
    "the store an offloaded tensor lives in", [
  I32EnumAttrCase<"Host", 0, "host">,
  I32EnumAttrCase<"File", 1, "file">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::zero";
}

// The roles of the input contract. In the IR they stay plain strings
// (`zero.role = "param"`), so a traced step parses in upstream mlir-opt
// without the zero dialect; these enums are their one C++ spelling.
def Zero_ArgRole : I32EnumAttr<"ArgRole",
    "the role of a training-step argument (`zero.role` on an argument)", [
  I32EnumAttrCase<"Param", 0, "param">,
  I32EnumAttrCase<"OptState", 1, "opt_state">,
  I32EnumAttrCase<"Batch", 2, "batch">,
  I32EnumAttrCase<"Hyper", 3, "hyper">,
  // State the step reads and returns updated without a gradient (BatchNorm
  // running statistics): whole on every rank at every stage.
  I32EnumAttrCase<"Buffer", 4, "buffer">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::zero";
}

def Zero_ResultRole : I32EnumAttr<"ResultRole",
    "the role of a training-step result (`zero.role` on a result)", [
  I32EnumAttrCase<"Loss", 0, "loss">,
  I32EnumAttrCase<"Metric", 1, "metric">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::zero";
}

def Zero_ReductionKindAttr
    : EnumAttr<Zero_Dialect, Zero_ReductionKind, "reduction"> {
  let assemblyFormat = "$value";
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

def Zero_FutureType : TypeDef<Zero_Dialect, "Future"> {
  let mnemonic = "future";
  let summary = "the pending values of an asynchronous collective or transfer";
  let description = [{
    Produced by a `zero.*_start` op and consumed by exactly one `zero.wait`,
    which returns values of `valueTypes`. The future of a
    `zero.writeback_start` carries no value (`!zero.future<>`): its wait only
    says the chunk is in the store.

    ```mlir
    !zero.future<tensor<6x3xf32>, tensor<3xf32>>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"::mlir::Type", "value types">:$valueTypes);
  // `!zero.future<>` carries nothing, which the declarative format cannot
  // spell for a list parameter.
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}


def Zero_OffloadedType : TypeDef<Zero_Dialect, "Offloaded"> {
  let mnemonic = "offloaded";
  let summary = "a reference to a tensor that lives in a store, not in memory";
  let description = [{
    A step argument offloaded by `zero-offload`: the tensor of `tensorType`
    lives in the run's `store` (`host` memory or a `file`) and stays there
    between steps. It is a reference, not a value: a step reads it only
    through `zero.fetch` (a resident copy of a chunk) and writes it only
    through `zero.writeback`, and returns the argument itself as the
    argument's update (the state lives on in the store, updated in place).

    ```mlir
    !zero.offloaded<tensor<4096xf32>, file>
    ```
  }];
  let parameters = (ins "::mlir::RankedTensorType":$tensorType,
                        EnumParameter<Zero_StoreKind>:$store);
  let assemblyFormat = "`<` $tensorType `,` $store `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Elements of the whole tensor, as its flattened chunks are addressed.
    int64_t getNumElements() const { return getTensorType().getNumElements(); }
  }];
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

def Zero_QuantizeAttr : AttrDef<Zero_Dialect, "Quantize"> {
  let mnemonic = "quantize";
  let summary = "block quantization of a collective's floats on the wire";
  let description = [{
    On a `zero.all_gather` or `zero.reduce_scatter` (and their `_start`
    forms; `zero-quantize-collectives`): the floats travel as `bits`-bit
    integers (8 or 4) with one f32 scale per `block` elements, symmetric
    per block (scale = max|x| / (2^(bits-1) - 1)), and are turned back to
    floats where they arrive. An all_gather quantizes each rank's shard and
    delivers the dequantized values (ZeRO++'s qwZ); a reduce_scatter sends
    each rank's chunk of the bucket quantized by an all-to-all and sums the
    dequantized contributions in f32 (qgZ). Every value moves within half a
    block's scale of its float; a sum within N of them.

    ```mlir
    %w = zero.all_gather %s world_size 4 quantize #zero.quantize<bits = 8, block = 256>
        : tensor<5xf32> -> tensor<6x3xf32>
    ```
  }];
  let parameters = (ins "int64_t":$bits, "int64_t":$block);
  let assemblyFormat = "`<` `bits` `=` $bits `,` `block` `=` $block `>`";
  let genVerifyDecl = 1;
}

def Zero_ShardAttr : AttrDef<Zero_Dialect, "Shard"> {
  let mnemonic = "shard";
  let summary = "maps a shard argument or result back to its logical tensor";
  let description = [{
    Attached as `zero.shard` to a function argument or result that holds this
    rank's shard of a logical tensor, so a runtime or checkpoint can map
    shards back to tensors. The value's type must be the shard type:
    `tensor<ceil(n/world_size) x elt>` for a logical tensor of `n` elements,
    or, after bufferization, a memref of that shape and element type.

    ```mlir
    %w: tensor<5xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>}
    ```
  }];
  let parameters = (ins "::mlir::RankedTensorType":$logicalType,
                        "int64_t":$worldSize);
  let assemblyFormat = "`<` $logicalType `,` `world_size` `=` $worldSize `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The type of this rank's shard of `logicalType`.
    ::mlir::RankedTensorType getShardType() const;
  }];
}

//===----------------------------------------------------------------------===//
// Resources and constraints
//===----------------------------------------------------------------------===//

// The network every rank shares. Collectives read and write it, so they are
// never CSE'd, hoisted, reordered with one another or dropped as dead:
// every rank must issue the same collectives in the same order.
def Zero_CommResource : Resource<"::mlir::zero::CommResource">;

// The stores offloaded tensors live in. Fetches read it and writebacks write
// it, so a fetch is never moved across a writeback of the same program.
def Zero_StoreResource : Resource<"::mlir::zero::StoreResource">;

def Zero_StaticTensor : TensorOf<[AnyType]> {
  let predicate = And<[TensorOf<[AnyType]>.predicate, HasStaticShapePred]>;
  let summary = "statically shaped tensor";
}

def Zero_Shard : 1DTensorOf<[AnyType]> {
  let predicate = And<[1DTensorOf<[AnyType]>.predicate, HasStaticShapePred]>;
  let summary = "statically shaped 1-D shard";
}

#endif // ZERO_DIALECT_ZERO_IR_ZEROBASE_TD
