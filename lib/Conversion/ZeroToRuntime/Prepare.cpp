//===- Prepare.cpp - decisions made before the zero-to-runtime patterns ---===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A conversion pattern sees the original uses of values that earlier
// patterns replaced, so facts that depend on uses (which buffers hold
// gradients, which all_reduce may overwrite its input) are settled here, on
// the bufferized program before any zero op is rewritten.
//
//===----------------------------------------------------------------------===//

#include "MemoryCategories.h"

#include "zero/Conversion/ZeroToRuntime/ZeroToRuntime.h"
#include "zero/Dialect/Zero/Analysis/InPlace.h"
#include "zero/Dialect/Zero/Analysis/MemoryAnalysis.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::zero;

/// Brackets each allocation written by an op marked zero.grad_of (through
/// views too) with the local-gradient category, and each written by an op
/// marked zero.grad_shard_of (gradient accumulation's running shard) with
/// the gradient-shard category, once.
static void tagGradientAllocs(func::FuncOp func, ZeroToRuntimeState &state) {
  StagePolicy policy = StagePolicy::of(func);
  OpBuilder builder(func.getContext());
  func.walk([&](DestinationStyleOpInterface dps) {
    MemoryCategory category;
    if (dps->hasAttr(ZeroDialect::kGradOfAttrName))
      category = getGradientCategory(policy, GradientBuffer::Local);
    else if (dps->hasAttr(ZeroDialect::kGradShardOfAttrName))
      category = getGradientCategory(policy, GradientBuffer::Shard);
    else
      return;
    for (Value init : dps.getDpsInits()) {
      if (!isa<MemRefType>(init.getType()))
        continue;
      memref::AllocOp alloc = getRootAlloc(init);
      if (alloc && state.gradientAllocs.insert(alloc).second)
        bracketAlloc(builder, alloc, category);
    }
  });
}

/// `value` and every value denoting the same storage that the bufferized
/// program derives from it: views, to_tensor / to_buffer bridges, and the
/// results of all_reduces already decided to be in place.
static SmallVector<Value> collectAliases(Value value,
                                         const ZeroToRuntimeState &state) {
  SmallVector<Value> aliases = {value};
  for (size_t i = 0; i < aliases.size(); ++i) {
    Value alias = aliases[i];
    for (Operation *user : alias.getUsers()) {
      auto view = dyn_cast<ViewLikeOpInterface>(user);
      bool derived =
          (view && view.getViewSource() == alias) ||
          isa<bufferization::ToTensorOp, bufferization::ToBufferOp>(user) ||
          state.inPlaceAllReduces.contains(user) ||
          // The wait of an in-place all_reduce_start (whose future is an
          // alias) returns the same storage.
          isa<WaitOp>(user);
      if (!derived)
        continue;
      for (Value result : user->getResults())
        if (!llvm::is_contained(aliases, result))
          aliases.push_back(result);
    }
  }
  return aliases;
}

/// The storage the lowering gives `tensor`, an operand of a zero op.
static ReduceInputStorage getLoweredStorage(Value tensor,
                                            const ZeroToRuntimeState &state) {
  // A bufferized value: a contiguous allocation of the step can be
  // overwritten; an argument, a slice or a strided buffer cannot.
  // A reshape (collapse_shape / expand_shape) of a whole contiguous
  // allocation is that allocation.
  if (auto toTensor = tensor.getDefiningOp<bufferization::ToTensorOp>()) {
    Value buffer = toTensor.getBuffer();
    while (isa_and_nonnull<memref::CollapseShapeOp, memref::ExpandShapeOp>(
        buffer.getDefiningOp()))
      buffer = buffer.getDefiningOp()->getOperand(0);
    auto alloc = buffer.getDefiningOp<memref::AllocOp>();
    if (!alloc || !alloc.getType().getLayout().isIdentity() ||
        !cast<MemRefType>(toTensor.getBuffer().getType())
             .getLayout()
             .isIdentity())
      return {};
    return {alloc, collectAliases(alloc, state)};
  }
  // The result of another zero op, which gets its own buffer when it is a
  // single tensor (a bucket's results are views of one flat buffer) and
  // shares its input's when it is an in-place all_reduce.
  Operation *producer = tensor.getDefiningOp();
  if (!producer || !isa<ZeroDialect>(producer->getDialect()))
    return {};
  if (state.inPlaceAllReduces.contains(producer))
    return getLoweredStorage(producer->getOperand(0), state);
  if (auto wait = dyn_cast<WaitOp>(producer)) {
    Operation *start = wait.getFuture().getDefiningOp();
    if (start && state.inPlaceAllReduces.contains(start))
      return getLoweredStorage(start->getOperand(0), state);
  }
  bool ownBuffer =
      TypeSwitch<Operation *, bool>(producer)
          .Case([](AllGatherOp op) { return op->getNumResults() == 1; })
          .Case([](AllReduceOp op) { return op.getInputs().size() == 1; })
          .Case([](WaitOp op) { return op->getNumResults() == 1; })
          .Case([](ReduceScatterOp op) { return op->getNumResults() == 1; })
          .Case<PartitionOp>([](Operation *) { return true; })
          .Default([](Operation *) { return false; });
  if (!ownBuffer)
    return {};
  return {producer, collectAliases(tensor, state)};
}

/// Whether the reduce-scattered shard `shard` is read only by the additions
/// into the running gradient shard of gradient accumulation (ops marked
/// `zero.grad_shard_of`), so that its buffer is a receive buffer.
static bool isAddedIntoGradientShard(Value shard,
                                     const ZeroToRuntimeState &state) {
  bool added = false;
  for (Value alias : collectAliases(shard, state)) {
    for (OpOperand &use : alias.getUses()) {
      Operation *user = use.getOwner();
      auto view = dyn_cast<ViewLikeOpInterface>(user);
      if ((view && view.getViewSource() == alias) ||
          isa<bufferization::ToTensorOp, bufferization::ToBufferOp, FreeOp>(
              user))
        continue;
      auto dps = dyn_cast<DestinationStyleOpInterface>(user);
      if (!dps || !dps.isDpsInput(&use) ||
          !user->hasAttr(ZeroDialect::kGradShardOfAttrName))
        return false;
      added = true;
    }
  }
  return added;
}

/// Whether `op` (or an op nested in it) may write any of `aliases`. An op
/// without memory-effect information may write what it is given; a zero op
/// reads its operands and writes its own new results, except an in-place
/// all_reduce, which writes its input.
static bool mayWrite(Operation *op, const DenseSet<Value> &aliases,
                     const ZeroToRuntimeState &state) {
  auto isAlias = [&](Value v) { return aliases.contains(v); };
  if (isa<ZeroDialect>(op->getDialect()))
    return state.inPlaceAllReduces.contains(op) &&
           llvm::any_of(op->getOperands(), isAlias);
  if (isa<bufferization::ToTensorOp, bufferization::ToBufferOp>(op))
    return false;
  if (auto effects = dyn_cast<MemoryEffectOpInterface>(op)) {
    SmallVector<MemoryEffects::EffectInstance> instances;
    effects.getEffects(instances);
    for (const MemoryEffects::EffectInstance &instance : instances)
      if (isa<MemoryEffects::Write>(instance.getEffect()) &&
          (!instance.getValue() || isAlias(instance.getValue())))
        return true;
  } else if (!op->hasTrait<OpTrait::HasRecursiveMemoryEffects>()) {
    return llvm::any_of(op->getOperands(), isAlias);
  }
  for (Region &region : op->getRegions())
    for (Operation &nested : region.getOps())
      if (mayWrite(&nested, aliases, state))
        return true;
  return false;
}

/// Whether the runtime cannot send from `start`'s input in place: the
/// lowering hands it the input's own buffer (one contiguous tensor), and an
/// op between the start and its wait may write that storage (a DPS op
/// bufferization placed in it, a call given it), or the wait is not in the
/// start's block.
static bool needsStagingCopy(Operation *start, Value input,
                             const ZeroToRuntimeState &state) {
  auto toTensor = input.getDefiningOp<bufferization::ToTensorOp>();
  if (!toTensor ||
      !cast<MemRefType>(toTensor.getBuffer().getType()).getLayout().isIdentity())
    return false; // copied into a contiguous buffer anyway
  // An in-place all_reduce_start writes its input by design.
  if (state.inPlaceAllReduces.contains(start))
    return false;
  WaitOp wait = getWaitOf(start);
  if (!wait || wait->getBlock() != start->getBlock())
    return true;
  SmallVector<Value> aliasList =
      collectAliases(getViewChainSource(toTensor.getBuffer()), state);
  DenseSet<Value> aliases(aliasList.begin(), aliasList.end());
  for (Operation *op = start->getNextNode(); op && op != wait.getOperation();
       op = op->getNextNode())
    if (mayWrite(op, aliases, state))
      return true;
  return false;
}

void mlir::zero::prepareZeroToRuntime(func::FuncOp func,
                                      ZeroToRuntimeState &state) {
  tagGradientAllocs(func, state);
  // Program order: an all_reduce of an in-place all_reduce's result sees
  // the first decision.
  func.walk([&](Operation *allReduce) {
    if (!isa<AllReduceOp, AllReduceStartOp>(allReduce) ||
        allReduce->getNumOperands() != 1)
      return;
    ReduceInputStorage storage =
        getLoweredStorage(allReduce->getOperand(0), state);
    if (canAllReduceInPlace(allReduce, storage))
      state.inPlaceAllReduces.insert(allReduce);
  });
  func.walk([&](Operation *op) {
    Value shard;
    if (isa<ReduceScatterOp>(op))
      shard = op->getResult(0);
    else if (isa<ReduceScatterStartOp>(op))
      if (WaitOp wait = getWaitOf(op))
        shard = wait->getResult(0);
    // Also the first hop of a reduce_scatter in two (inside the node, then
    // across: zero-quantize-collectives): its slice is a transient buffer,
    // like a gathered one, and only the second hop's is the shard.
    if (shard && (isAddedIntoGradientShard(shard, state) ||
                  (!shard.use_empty() &&
                   llvm::all_of(shard.getUsers(), [](Operation *user) {
                     return isa<ReduceScatterOp, ReduceScatterStartOp>(user);
                   }))))
      state.receiveReduceScatters.insert(op);
  });
  // A bucket (several operands) is packed into a fresh buffer; a
  // writeback_start's chunk is read in place like a collective's input.
  func.walk([&](Operation *op) {
    if (isAsyncCollective(op) && op->getNumOperands() == 1 &&
        needsStagingCopy(op, op->getOperand(0), state))
      state.stagedStarts.insert(op);
    if (auto writeback = dyn_cast<WritebackStartOp>(op);
        writeback && needsStagingCopy(op, writeback.getChunk(), state))
      state.stagedStarts.insert(op);
  });
  func.walk([&](TransferOpInterface transfer) {
    auto arg = dyn_cast<BlockArgument>(transfer.getReference());
    if (!arg || arg.getOwner() != &func.front())
      return;
    auto role = func.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                  ZeroDialect::kRoleAttrName);
    if (role && symbolizeArgRole(role.getValue()) == ArgRole::Param)
      state.paramTransfers.insert(transfer);
  });
}
