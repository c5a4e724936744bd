//===- ZeroInterfaces.td - zero dialect op interfaces ------*- tablegen -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_IR_ZEROINTERFACES_TD
#define ZERO_DIALECT_ZERO_IR_ZEROINTERFACES_TD

include "mlir/IR/OpBase.td"

def Zero_CollectiveOpInterface : OpInterface<"CollectiveOpInterface"> {
  let cppNamespace = "::mlir::zero";
  let description = [{
    A collective of the zero dialect, blocking (`zero.all_gather`,
    `zero.reduce_scatter`, `zero.all_reduce`) or asynchronous (their
    `_start` forms, whose values arrive at a `zero.wait`). The memory model,
    the cost model, the scheduler and the reports ask an op what it is
    through this interface rather than by its name.

    A collective moves a *bucket* (the full tensors) and its *shards*: an
    all_gather's inputs are shards and it delivers the bucket, a
    reduce_scatter's inputs are the bucket and it delivers shards, an
    all_reduce's inputs and values are both the bucket (it has no shards).
  }];
  let methods = [
    InterfaceMethod<"Which collective this is.",
      "::mlir::zero::CollectiveKind", "getCollectiveKind">,
    InterfaceMethod<[{Whether this is a `_start`: its values arrive at the
      `zero.wait` of its future.}],
      "bool", "isAsync">,
    InterfaceMethod<"The number of ranks the collective spans.",
      "int64_t", "getWorldSize">,
    InterfaceMethod<[{The stride of the rank group the collective spans
      (the dialect's "Rank groups"); nullopt: it spans every rank.}],
      "std::optional<uint64_t>", "getGroupStride">,
    InterfaceMethod<[{The block quantization of its floats on the wire
      (`#zero.quantize`); null: they travel as they are.}],
      "::mlir::zero::QuantizeAttr", "getQuantizeAttr">,
    InterfaceMethod<"How ranks' contributions combine; nullopt for all_gather.",
      "std::optional<::mlir::zero::ReductionKind>", "getReduction">,
    InterfaceMethod<[{The tensors handed to the runtime: the bucket of a
      reduction, the shards of an all_gather.}],
      "::mlir::OperandRange", "getInputs">,
    InterfaceMethod<[{The types of the values the collective delivers: its
      results, or those its future carries.}],
      "::mlir::TypeRange", "getDeliveredTypes">,
  ];
  let extraClassDeclaration = [{
    /// The shards: an all_gather's inputs, a reduce_scatter's values; none
    /// for an all_reduce.
    ::mlir::TypeRange getShardTypes();
    /// The full tensors: an all_gather's values, a reduction's inputs.
    ::mlir::TypeRange getBucketTypes();
    /// An all_gather or reduce_scatter of several tensors with one shard
    /// each.
    bool isGroupedBucket();
    /// Whether the runtime packs the inputs into one buffer first: a
    /// reduction of several tensors, or a grouped all_gather.
    bool packsBucket();
    /// Whether each tensor of the bucket has a shard of its own (a bucket
    /// of one, a grouped bucket, or an all_reduce, which has no shards), so
    /// that the collective can join a grouped bucket without changing
    /// which elements a rank owns.
    bool hasShardPerTensor();
    /// The `zero.wait` of a `_start`; null for a blocking collective.
    ::mlir::zero::WaitOp getWait();
  }];
}

def Zero_TransferOpInterface : OpInterface<"TransferOpInterface"> {
  let cppNamespace = "::mlir::zero";
  let description = [{
    A transfer between a store and resident memory (`zero-offload`):
    `zero.fetch` copies a chunk of an offloaded tensor into a new resident
    tensor, `zero.writeback` copies a resident chunk into the store; their
    `_start` forms complete at the `zero.wait` of their future. A chunk is
    `getChunkType()`'s elements of the offloaded tensor's row-major
    flattening, from `getOffset()`. The memory model, the cost model, the
    scheduler and the lowering ask an op what it moves through this
    interface.
  }];
  let methods = [
    InterfaceMethod<"Whether data moves into the store (a writeback).",
      "bool", "isWrite">,
    InterfaceMethod<[{Whether this is a `_start`: it completes at the
      `zero.wait` of its future.}],
      "bool", "isAsync">,
    InterfaceMethod<"The offloaded tensor read or written.",
      "::mlir::TypedValue<::mlir::zero::OffloadedType>", "getReference">,
    InterfaceMethod<"The first element of the chunk in the flattened tensor.",
      "int64_t", "getOffset">,
    InterfaceMethod<"The resident chunk's type (1-D).",
      "::mlir::RankedTensorType", "getChunkType">,
  ];
  let extraClassDeclaration = [{
    /// The store the transfer reads or writes.
    ::mlir::zero::StoreKind getStore() {
      return getReference().getType().getStore();
    }
    /// Bytes the transfer moves.
    int64_t getChunkBytes();
    /// The `zero.wait` of a `_start`; null for a blocking transfer.
    ::mlir::zero::WaitOp getWait();
  }];
}

#endif // ZERO_DIALECT_ZERO_IR_ZEROINTERFACES_TD
