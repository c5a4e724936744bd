//===- ZeroOps.td - zero dialect operations ---------------*- tablegen -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_IR_ZEROOPS_TD
#define ZERO_DIALECT_ZERO_IR_ZEROOPS_TD

include "zero/Dialect/Zero/IR/ZeroBase.td"
include "zero/Dialect/Zero/IR/ZeroInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

class Zero_Op<string mnemonic, list<Trait> traits = []>
    : Op<Zero_Dialect, mnemonic, traits>;

// Every collective names the number of ranks it spans. The verifier checks it
// against the bucket/shard shapes and against an enclosing `zero.world_size`.
// With `group_stride` the collective spans a rank group of the job instead of
// all of it (hierarchical partitioning): see the dialect's "Rank groups".
// `kind` is its CollectiveKind case; the op answers CollectiveOpInterface
// from it, from `async` and from its operands and results.
class Zero_CollectiveOp<string mnemonic, string kind, bit async,
                        list<Trait> traits = []>
    : Zero_Op<mnemonic, !listconcat(traits, [
        Zero_CollectiveOpInterface,
        MemoryEffects<[MemRead<Zero_CommResource>, MemWrite<Zero_CommResource>]>])> {
  dag commonArgs = (ins ConfinedAttr<I64Attr, [IntPositive]>:$world_size,
                        OptionalAttr<ConfinedAttr<I64Attr, [IntPositive]>>:$group_stride);
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::zero::CollectiveKind getCollectiveKind() {
      return ::mlir::zero::CollectiveKind::}] # kind # [{;
    }
    bool isAsync() { return }] # !if(async, "true", "false") # [{; }
    std::optional<::mlir::zero::ReductionKind> getReduction() {
      return }] # !if(!eq(kind, "AllGather"), "std::nullopt", "getKind()") # [{;
    }
    ::mlir::TypeRange getDeliveredTypes() {
      return }] # !if(async, "getFuture().getType().getValueTypes()",
                             "getResultTypes()") # [{;
    }
  }] # !if(!eq(kind, "AllReduce"), [{
    /// An all_reduce travels unquantized.
    ::mlir::zero::QuantizeAttr getQuantizeAttr() { return {}; }
  }], "");
}

// A blocking collective: its results are the values it delivers.
class Zero_BlockingCollectiveOp<string mnemonic, string kind,
                                list<Trait> traits = []>
    : Zero_CollectiveOp<mnemonic, kind, /*async=*/0, traits>;

// The asynchronous form of a collective: the same inputs, a future of the
// values in place of the results, received by exactly one `zero.wait`.
// `kindFormat` is the assembly of the reduction kind ahead of the inputs.
class Zero_AsyncCollectiveOp<string mnemonic, string kind, dag inputArgs,
                             string kindFormat = "">
    : Zero_CollectiveOp<mnemonic, kind, /*async=*/1> {
  defvar quantizes = !ne(kind, "AllReduce");
  let arguments = !con(inputArgs, commonArgs,
                       !if(quantizes,
                           (ins OptionalAttr<Zero_QuantizeAttr>:$quantize),
                           (ins)));
  let results = (outs Zero_FutureType:$future);
  let assemblyFormat = kindFormat # !if(!empty(kindFormat), "", " ") #
      "$inputs `world_size` $world_size (`group_stride` $group_stride^)? " #
      !if(quantizes, "(`quantize` $quantize^)? ", "") #
      "attr-dict `:` type($inputs) `->` " #
      "qualified(type($future))";
}

//===----------------------------------------------------------------------===//
// Rank queries
//===----------------------------------------------------------------------===//

def Zero_RankOp : Zero_Op<"rank", [Pure]> {
  let summary = "this rank's index in the group";
  let description = [{
    Returns the index, in `[0, world_size)`, of the rank executing the program.

    ```mlir
    %r = zero.rank
    ```
  }];
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict";
}

def Zero_WorldSizeOp : Zero_Op<"world_size", [Pure]> {
  let summary = "the number of ranks in the group";
  let description = [{
    Returns the number of ranks the program was launched on.

    ```mlir
    %n = zero.world_size
    ```
  }];
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Sharding without communication
//===----------------------------------------------------------------------===//

def Zero_PartitionOp : Zero_Op<"partition", [Pure]> {
  let summary = "this rank's shard of a replicated bucket, without communication";
  let description = [{
    Every rank holds the same full tensors; each keeps its own slice of their
    flattened concatenation. No data moves between ranks.

    ```mlir
    %s = zero.partition %w world_size 4 : tensor<6x3xf32> -> tensor<5xf32>
    ```

    With `%w` = the 18 elements `w0..w17` on every rank (ceil(18/4) = 5):
    ```
    rank 0: w0  w1  w2  w3  w4
    rank 1: w5  w6  w7  w8  w9
    rank 2: w10 w11 w12 w13 w14
    rank 3: w15 w16 w17 0   0      <- zero padding
    ```
  }];
  let arguments = (ins Variadic<Zero_StaticTensor>:$inputs,
                       ConfinedAttr<I64Attr, [IntPositive]>:$world_size,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntPositive]>>:$group_stride);
  let results = (outs Zero_Shard:$result);
  let assemblyFormat = [{
    $inputs `world_size` $world_size (`group_stride` $group_stride^)? attr-dict `:` type($inputs) `->` type($result)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Blocking collectives
//===----------------------------------------------------------------------===//

def Zero_AllGatherOp : Zero_BlockingCollectiveOp<"all_gather", "AllGather"> {
  let summary = "gather every rank's shard into the full bucket";
  let description = [{
    Each rank contributes its shard; every rank receives the full tensors of the
    bucket, padding dropped. Sends (N-1)/N of the bucket per rank on a ring.

    ```mlir
    %w = zero.all_gather %s world_size 2 : tensor<3xf32> -> tensor<2x3xf32>
    ```
    ```
    before   rank 0: [a b c]          rank 1: [d e f]
    after    rank 0: [[a b c][d e f]] rank 1: [[a b c][d e f]]
    ```

    With one shard per tensor (a *grouped* bucket), each tensor is sharded on
    its own, exactly as a bucket of one, and the group travels as one message:

    ```mlir
    %a, %b = zero.all_gather %sa, %sb world_size 2
        : tensor<2xf32>, tensor<1xf32> -> tensor<4xf32>, tensor<2xf32>
    ```
    ```
    before   rank 0: [a0 a1] [b0]     rank 1: [a2 a3] [b1]
    after    every rank: [a0 a1 a2 a3] [b0 b1]
    ```
  }];
  let arguments = !con((ins Variadic<Zero_Shard>:$inputs), commonArgs,
                       (ins OptionalAttr<Zero_QuantizeAttr>:$quantize));
  let results = (outs Variadic<Zero_StaticTensor>:$results);
  let assemblyFormat = [{
    $inputs `world_size` $world_size (`group_stride` $group_stride^)? (`quantize` $quantize^)? attr-dict `:` type($inputs) `->` type($results)
  }];
  let hasCanonicalizer = 1;
}

def Zero_ReduceScatterOp
    : Zero_BlockingCollectiveOp<"reduce_scatter", "ReduceScatter"> {
  let summary = "reduce the bucket over all ranks; each keeps its own shard";
  let description = [{
    Every rank holds full tensors with its own values; the result on rank `r`
    is shard `r` of their elementwise reduction. Sends (N-1)/N of the bucket
    per rank on a ring: half of what `all_reduce` sends, which is why ZeRO
    reduce-scatters gradients instead of all-reducing them.

    ```mlir
    %g = zero.reduce_scatter avg %full world_size 2 : tensor<4xf32> -> tensor<2xf32>
    ```
    ```
    before   rank 0: [1 2 3 4]   rank 1: [3 4 5 6]
    after    rank 0: [2 3]       rank 1: [4 5]
    ```

    With one shard per tensor (a *grouped* bucket), each tensor is sharded on
    its own, exactly as a bucket of one, and the group travels as one message:

    ```mlir
    %sa, %sb = zero.reduce_scatter sum %a, %b world_size 2
        : tensor<4xf32>, tensor<2xf32> -> tensor<2xf32>, tensor<1xf32>
    ```
    ```
    before   rank 0: [1 2 3 4] [5 6]   rank 1: [1 1 1 1] [1 1]
    after    rank 0: [2 3] [6]         rank 1: [4 5] [7]
    ```
  }];
  let arguments = !con((ins Zero_ReductionKindAttr:$kind,
                            Variadic<Zero_StaticTensor>:$inputs), commonArgs,
                       (ins OptionalAttr<Zero_QuantizeAttr>:$quantize));
  let results = (outs Variadic<Zero_Shard>:$results);
  let assemblyFormat = [{
    custom<ReductionKind>($kind) $inputs `world_size` $world_size (`group_stride` $group_stride^)? (`quantize` $quantize^)? attr-dict `:` type($inputs) `->` type($results)
  }];
  let hasCanonicalizer = 1;
}

def Zero_AllReduceOp : Zero_BlockingCollectiveOp<"all_reduce", "AllReduce",
    [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "reduce every tensor of the bucket over all ranks, everywhere";
  let description = [{
    Every rank receives the elementwise reduction of all ranks' tensors. Sends
    2(N-1)/N of the bucket per rank on a ring.

    ```mlir
    %n = zero.all_reduce sum %partial world_size 2 : tensor<f32>
    ```
    ```
    before   rank 0: 1.5   rank 1: 2.5
    after    rank 0: 4.0   rank 1: 4.0
    ```
  }];
  let arguments = !con((ins Zero_ReductionKindAttr:$kind,
                            Variadic<Zero_StaticTensor>:$inputs), commonArgs);
  let results = (outs Variadic<Zero_StaticTensor>:$results);
  let assemblyFormat = [{
    custom<ReductionKind>($kind) $inputs `world_size` $world_size (`group_stride` $group_stride^)? attr-dict `:` type($inputs)
  }];
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Asynchronous collectives
//===----------------------------------------------------------------------===//

def Zero_AllGatherStartOp
    : Zero_AsyncCollectiveOp<"all_gather_start", "AllGather",
        (ins Variadic<Zero_Shard>:$inputs)> {
  let summary = "launch an all_gather; its values arrive at zero.wait";
  let description = [{
    Same semantics as `zero.all_gather`, split in two so compute can run while
    the collective is in flight. The future must be consumed by exactly one
    `zero.wait`.

    ```mlir
    %f = zero.all_gather_start %s world_size 2 : tensor<3xf32> -> !zero.future<tensor<2x3xf32>>
    // ... compute that does not need %w ...
    %w = zero.wait %f : !zero.future<tensor<2x3xf32>>
    ```
  }];
}

def Zero_ReduceScatterStartOp
    : Zero_AsyncCollectiveOp<"reduce_scatter_start", "ReduceScatter",
        (ins Zero_ReductionKindAttr:$kind,
             Variadic<Zero_StaticTensor>:$inputs),
        "custom<ReductionKind>($kind)"> {
  let summary = "launch a reduce_scatter; its shard arrives at zero.wait";
  let description = [{
    Same semantics as `zero.reduce_scatter`, asynchronous.

    ```mlir
    %f = zero.reduce_scatter_start avg %g world_size 2 : tensor<4xf32> -> !zero.future<tensor<2xf32>>
    %s = zero.wait %f : !zero.future<tensor<2xf32>>
    ```
  }];
}

def Zero_AllReduceStartOp
    : Zero_AsyncCollectiveOp<"all_reduce_start", "AllReduce",
        (ins Zero_ReductionKindAttr:$kind,
             Variadic<Zero_StaticTensor>:$inputs),
        "custom<ReductionKind>($kind)"> {
  let summary = "launch an all_reduce; its values arrive at zero.wait";
  let description = [{
    Same semantics as `zero.all_reduce`, asynchronous.

    ```mlir
    %f = zero.all_reduce_start sum %a, %b world_size 2 : tensor<f32>, tensor<8xf32> -> !zero.future<tensor<f32>, tensor<8xf32>>
    %x, %y = zero.wait %f : !zero.future<tensor<f32>, tensor<8xf32>>
    ```
  }];
}

def Zero_WaitOp : Zero_Op<"wait", [
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    MemoryEffects<[MemRead<Zero_CommResource>, MemWrite<Zero_CommResource>]>]> {
  let summary = "block until an asynchronous collective or transfer completes";
  let description = [{
    Returns the values of the collective or fetch that produced `future`,
    with the types the future carries (none for a writeback).

    ```mlir
    %w = zero.wait %f : !zero.future<tensor<2x3xf32>>
    ```
  }];
  let arguments = (ins Zero_FutureType:$future);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "$future attr-dict `:` qualified(type($future))";
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Transfers between a store and resident memory (zero-offload)
//===----------------------------------------------------------------------===//

// A transfer names the offloaded tensor, the chunk's first element in its
// row-major flattening and (through its types) the chunk's length.
class Zero_TransferOp<string mnemonic, bit write, bit async,
                      list<Trait> traits = []>
    : Zero_Op<mnemonic, !listconcat(traits, [
        Zero_TransferOpInterface,
        MemoryEffects<!if(write, [MemWrite<Zero_StoreResource>],
                                 [MemRead<Zero_StoreResource>])>])> {
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    bool isWrite() { return }] # !if(write, "true", "false") # [{; }
    bool isAsync() { return }] # !if(async, "true", "false") # [{; }
    ::mlir::RankedTensorType getChunkType()}] #
      // Only a fetch_start has no chunk value: its future carries it.
      !if(!and(async, !not(write)), ";",
          " { return getChunk().getType(); }") # [{
  }];
}

def Zero_FetchOp : Zero_TransferOp<"fetch", /*write=*/0, /*async=*/0> {
  let summary = "copy a chunk of an offloaded tensor into resident memory";
  let description = [{
    Returns a new resident 1-D tensor holding elements `[offset, offset +
    n)` of the row-major flattening of the offloaded tensor, `n` the
    result's length.

    ```mlir
    %c = zero.fetch %m[1024] : !zero.offloaded<tensor<4096xf32>, file> -> tensor<1024xf32>
    ```
  }];
  let arguments = (ins Zero_OffloadedType:$reference,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$offset);
  let results = (outs Zero_Shard:$chunk);
  let assemblyFormat = [{
    $reference `[` $offset `]` attr-dict `:` qualified(type($reference)) `->` type($chunk)
  }];
}

def Zero_FetchStartOp : Zero_TransferOp<"fetch_start", /*write=*/0, /*async=*/1> {
  let summary = "launch a fetch; the chunk arrives at zero.wait";
  let description = [{
    Same semantics as `zero.fetch`, split in two so compute can run while
    the chunk is read from its store. The future must be consumed by
    exactly one `zero.wait`.

    ```mlir
    %f = zero.fetch_start %m[0] : !zero.offloaded<tensor<4096xf32>, file> -> !zero.future<tensor<1024xf32>>
    %c = zero.wait %f : !zero.future<tensor<1024xf32>>
    ```
  }];
  let arguments = (ins Zero_OffloadedType:$reference,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$offset);
  let results = (outs Zero_FutureType:$future);
  let assemblyFormat = [{
    $reference `[` $offset `]` attr-dict `:` qualified(type($reference)) `->` qualified(type($future))
  }];
}

def Zero_WritebackOp : Zero_TransferOp<"writeback", /*write=*/1, /*async=*/0> {
  let summary = "copy a resident chunk into an offloaded tensor";
  let description = [{
    Writes the 1-D `chunk` over elements `[offset, offset + n)` of the
    row-major flattening of the offloaded tensor, `n` the chunk's length.

    ```mlir
    zero.writeback %c, %m[1024] : tensor<1024xf32>, !zero.offloaded<tensor<4096xf32>, file>
    ```
  }];
  let arguments = (ins Zero_Shard:$chunk, Zero_OffloadedType:$reference,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$offset);
  let assemblyFormat = [{
    $chunk `,` $reference `[` $offset `]` attr-dict `:` type($chunk) `,` qualified(type($reference))
  }];
}

def Zero_WritebackStartOp
    : Zero_TransferOp<"writeback_start", /*write=*/1, /*async=*/1> {
  let summary = "launch a writeback; it is complete at zero.wait";
  let description = [{
    Same semantics as `zero.writeback`, asynchronous: the runtime reads the
    chunk in place until the `zero.wait` of the future (which carries no
    value), so the chunk must be neither written nor freed before it.

    ```mlir
    %f = zero.writeback_start %c, %m[0] : tensor<1024xf32>, !zero.offloaded<tensor<4096xf32>, file> -> !zero.future<>
    zero.wait %f : !zero.future<>
    ```
  }];
  let arguments = (ins Zero_Shard:$chunk, Zero_OffloadedType:$reference,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$offset);
  let results = (outs Zero_FutureType:$future);
  let assemblyFormat = [{
    $chunk `,` $reference `[` $offset `]` attr-dict `:` type($chunk) `,` qualified(type($reference)) `->` qualified(type($future))
  }];
}

//===----------------------------------------------------------------------===//
// Lifetimes
//===----------------------------------------------------------------------===//

def Zero_FreeOp : Zero_Op<"free", [MemoryEffects<[MemFree]>]> {
  let summary = "end the lifetime of a gathered parameter or unreduced gradient";
  let description = [{
    The memory behind `value` is released when this op runs. Nothing may use
    `value` afterwards, and a value is freed at most once.

    ```mlir
    %w = zero.all_gather %s world_size 4 : tensor<5xf32> -> tensor<6x3xf32>
    %y = linalg.matmul ins(%x, %w : ...) outs(...) -> tensor<8x3xf32>
    zero.free %w : tensor<6x3xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
  let hasVerifier = 1;
}

#endif // ZERO_DIALECT_ZERO_IR_ZEROOPS_TD
