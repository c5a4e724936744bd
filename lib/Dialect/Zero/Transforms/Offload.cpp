//===- Offload.cpp - optimizer state and param shards in a store ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// ZeRO-Offload keeps the optimizer state (12 of 16 bytes per parameter in
// mixed precision) out of the rank's memory and streams the update over it.
// Here the streaming is visible in the program: the update of each
// parameter is cloned once per chunk, statically unrolled, so that the
// schedule can overlap the chunks' transfers with compute and the memory
// model can count what is resident, as it does for collectives, on
// straight-line code.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/Contract.h"
#include "zero/Dialect/Zero/Analysis/GradientAnalysis.h"
#include "zero/Dialect/Zero/Analysis/TensorBytes.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_OFFLOAD
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

namespace {

bool isShardOf(Value value, int64_t length) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.getRank() == 1 && type.getDimSize(0) == length;
}

/// The elementwise ops connected to `seeds` (update results and offloaded
/// arguments) through values of the shard: their producers and, since a
/// param's update reads its new states, their readers. It stops at
/// anything else (an argument, a gradient shard, a partitioned param, a
/// gather of the new param, scalars).
/// Returns them in program order.
SmallVector<linalg::GenericOp> collectUpdate(ArrayRef<Value> seeds,
                                             int64_t length) {
  SmallVector<linalg::GenericOp> update;
  llvm::SetVector<Operation *> found;
  SmallVector<Value> work(seeds.begin(), seeds.end());
  auto visit = [&](Operation *op) {
    // A gradient (backward's, or gradient accumulation's running shard) is
    // made whole before the update and read by it: a leaf, not chunked, so
    // it stays the gradient buffer the report counts.
    if (!op || found.contains(op) || !isElementwiseUpdateOp(op, {length}) ||
        op->hasAttr(ZeroDialect::kGradOfAttrName) ||
        op->hasAttr(ZeroDialect::kGradShardOfAttrName))
      return;
    found.insert(op);
    llvm::append_range(work, op->getOperands());
    llvm::append_range(work, op->getResults());
  };
  while (!work.empty()) {
    Value value = work.pop_back_val();
    if (!isShardOf(value, length))
      continue;
    visit(value.getDefiningOp());
    for (Operation *user : value.getUsers())
      visit(user);
  }
  for (Operation *op : found)
    update.push_back(cast<linalg::GenericOp>(op));
  llvm::sort(update, [](linalg::GenericOp a, linalg::GenericOp b) {
    return a->isBeforeInBlock(b);
  });
  return update;
}

class OffloadPass : public zero::impl::OffloadBase<OffloadPass> {
public:
  using OffloadBase::OffloadBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::optional<StoreKind> kind = symbolizeStoreKind(store);
    if (!kind) {
      module.emitError() << "zero-offload: store must be 'host' or 'file', "
                            "but got '"
                         << store << "'";
      return signalPassFailure();
    }
    if (chunkBytes <= 0) {
      module.emitError() << "zero-offload: chunk-bytes must be positive, "
                            "but got "
                         << static_cast<int64_t>(chunkBytes);
      return signalPassFailure();
    }
    if (!optimizerState && !params)
      return;
    for (auto func : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (!isTrainingStep(func))
        continue;
      if (failed(offloadStep(func, *kind)))
        return signalPassFailure();
    }
  }

private:
  LogicalResult offloadStep(func::FuncOp func, StoreKind kind);
  LogicalResult chunkUpdate(func::FuncOp func, const StepContract &contract,
                            unsigned param,
                            const llvm::SmallDenseSet<unsigned> &offloaded);
};

LogicalResult OffloadPass::offloadStep(func::FuncOp func, StoreKind kind) {
  FailureOr<StepContract> contract = readStepContract(func);
  if (failed(contract))
    return failure();
  std::optional<int64_t> stage = contract->layout.stage;
  if (!stage || *stage == 0)
    return func.emitError()
           << "zero-offload: offload needs a partitioned step at stage >= 1 "
              "(it moves shards), but '@"
           << func.getSymName() << "' is "
           << (stage ? "at stage 0" : "not partitioned (run zero-partition "
                                      "first)");
  if (params && *stage != 3)
    return func.emitError()
           << "zero-offload: params=true needs stage 3 (parameters rest as "
              "shards only there), but '@"
           << func.getSymName() << "' is at stage " << *stage;

  llvm::SmallDenseSet<unsigned> offloaded;
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
    ArgRole role = contract->roles[i];
    if (contract->offloaded[i])
      return func.emitError() << "zero-offload: argument #" << i
                              << " is offloaded already";
    if ((role == ArgRole::OptState && optimizerState) ||
        (role == ArgRole::Param && params))
      offloaded.insert(i);
  }
  if (offloaded.empty())
    return success();

  // Params whose update reads or writes an offloaded argument, in order.
  for (unsigned param : contract->getParams()) {
    bool touched = offloaded.contains(param);
    for (unsigned state : contract->getStates(param))
      touched |= offloaded.contains(state);
    if (touched && failed(chunkUpdate(func, *contract, param, offloaded)))
      return failure();
  }

  // A stage-3 gather reads the whole shard, fetched just before it.
  for (unsigned i : offloaded) {
    BlockArgument arg = func.getArgument(i);
    for (OpOperand &use : llvm::make_early_inc_range(arg.getUses())) {
      auto gather = dyn_cast<AllGatherOp>(use.getOwner());
      if (!gather)
        continue;
      OpBuilder builder(gather);
      auto fetch = FetchOp::create(builder, gather.getLoc(), arg.getType(),
                                   arg, builder.getI64IntegerAttr(0));
      // Typed below, with the argument.
      use.set(fetch.getResult());
    }
  }

  // Every use is now a transfer or the return (chunkUpdate refused any
  // other before rewriting), so the argument can become the reference.
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  SmallVector<Type> argTypes(func.getArgumentTypes());
  SmallVector<Type> resultTypes(func.getResultTypes());
  for (unsigned i : offloaded) {
    BlockArgument arg = func.getArgument(i);
    auto type = OffloadedType::get(
        func.getContext(), cast<RankedTensorType>(arg.getType()), kind);
    arg.setType(type);
    argTypes[i] = type;
    unsigned result = *contract->updatedBy[i];
    resultTypes[result] = type;
    ret->setOperand(result, arg);
  }
  func.setType(FunctionType::get(func.getContext(), argTypes, resultTypes));
  return success();
}

LogicalResult
OffloadPass::chunkUpdate(func::FuncOp func, const StepContract &contract,
                         unsigned param,
                         const llvm::SmallDenseSet<unsigned> &offloaded) {
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  // The shard length: every offloaded argument of this param has it.
  SmallVector<unsigned> args = {param};
  llvm::append_range(args, contract.getStates(param));
  int64_t length = 0;
  for (unsigned a : args)
    if (offloaded.contains(a))
      length = cast<RankedTensorType>(func.getArgument(a).getType())
                   .getDimSize(0);

  SmallVector<Value> seeds;
  for (unsigned a : args) {
    seeds.push_back(ret.getOperand(*contract.updatedBy[a]));
    if (offloaded.contains(a))
      seeds.push_back(func.getArgument(a));
  }
  SmallVector<linalg::GenericOp> update = collectUpdate(seeds, length);
  llvm::SmallPtrSet<Operation *, 16> inUpdate;
  for (linalg::GenericOp op : update)
    inUpdate.insert(op);

  // An offloaded update result must be the op's own: nothing else may read
  // the new state, which exists only chunk by chunk.
  SmallVector<std::pair<Value, unsigned>> writtenBack; // in argument order
  for (unsigned a : args) {
    if (!offloaded.contains(a))
      continue;
    Value root = ret.getOperand(*contract.updatedBy[a]);
    Operation *producer = root.getDefiningOp();
    if (!producer || !inUpdate.contains(producer))
      return func.emitError()
             << "zero-offload: the update of argument #" << a << " ("
             << stringifyArgRole(contract.roles[a])
             << ") must be computed elementwise on its shard of " << length
             << " elements, but result #" << *contract.updatedBy[a]
             << " is not";
    for (OpOperand &use : root.getUses())
      if (use.getOwner() != ret.getOperation() &&
          !inUpdate.contains(use.getOwner()))
        return use.getOwner()->emitError()
               << "zero-offload: the new value of argument #" << a
               << " exists only chunk by chunk, but '"
               << use.getOwner()->getName() << "' reads it whole";
    writtenBack.push_back({root, a});
  }
  // An offloaded argument is read only inside the update (or gathered).
  for (unsigned a : args) {
    if (!offloaded.contains(a))
      continue;
    for (Operation *user : func.getArgument(a).getUsers())
      if (!inUpdate.contains(user) && !isa<func::ReturnOp>(user) &&
          !(isa<AllGatherOp>(user) && contract.roles[a] == ArgRole::Param))
        return user->emitError()
               << "zero-offload: argument #" << a << " ("
               << stringifyArgRole(contract.roles[a])
               << ") must be read only by its update"
               << (contract.roles[a] == ArgRole::Param ? " or a zero.all_gather"
                                                       : "")
               << ", but '" << user->getName() << "' reads it";
  }

  // Values of the update read whole elsewhere are assembled from chunks.
  SmallVector<Value> assembled;
  Operation *last = update.back();
  for (linalg::GenericOp op : update)
    for (Value result : op->getResults()) {
      if (llvm::is_contained(llvm::make_first_range(writtenBack), result))
        continue;
      bool readOutside = llvm::any_of(result.getUsers(), [&](Operation *u) {
        return !inUpdate.contains(u);
      });
      if (!readOutside)
        continue;
      for (Operation *user : result.getUsers())
        if (!inUpdate.contains(user) && user->isBeforeInBlock(last))
          return user->emitError()
                 << "zero-offload: '" << user->getName()
                 << "' reads a value of the update of argument #" << param
                 << " before the update ends";
      assembled.push_back(result);
    }

  // Chunk length in elements of the widest type the update reads.
  int64_t widest = 1;
  for (linalg::GenericOp op : update)
    for (Value v : op->getOperands())
      if (isShardOf(v, length))
        widest = std::max(widest, getElementBytes(getElementTypeOrSelf(v.getType())));
  int64_t chunk = std::max<int64_t>(1, chunkBytes / widest);

  OpBuilder builder(last->getContext());
  builder.setInsertionPointAfter(last);
  Location loc = last->getLoc();
  IRMapping whole; // assembled result -> running insert_slice chain
  for (Value v : assembled)
    whole.map(v, tensor::EmptyOp::create(builder, loc, {length},
                                         getElementTypeOrSelf(v.getType()))
                     .getResult());

  for (int64_t offset = 0; offset < length; offset += chunk) {
    int64_t size = std::min(chunk, length - offset);
    OpFoldResult offsetOf = builder.getIndexAttr(offset);
    OpFoldResult sizeOf = builder.getIndexAttr(size);
    OpFoldResult one = builder.getIndexAttr(1);
    IRMapping mapping;
    auto chunkOf = [&](Value leaf) -> Value {
      if (Value done = mapping.lookupOrNull(leaf))
        return done;
      Type elt = getElementTypeOrSelf(leaf.getType());
      auto chunkType = RankedTensorType::get({size}, elt);
      Value made;
      auto arg = dyn_cast<BlockArgument>(leaf);
      if (arg && arg.getOwner()->getParentOp() == func &&
          offloaded.contains(arg.getArgNumber()))
        made = FetchOp::create(builder, loc, chunkType, leaf,
                               builder.getI64IntegerAttr(offset));
      else if (leaf.getDefiningOp<tensor::EmptyOp>())
        made = tensor::EmptyOp::create(builder, loc, {size}, elt);
      else
        made = tensor::ExtractSliceOp::create(
            builder, loc, chunkType, leaf, ArrayRef<OpFoldResult>{offsetOf},
            ArrayRef<OpFoldResult>{sizeOf}, ArrayRef<OpFoldResult>{one});
      mapping.map(leaf, made);
      return made;
    };
    for (linalg::GenericOp op : update) {
      for (Value operand : op->getOperands())
        if (isShardOf(operand, length) && !mapping.contains(operand))
          chunkOf(operand);
      Operation *clone = builder.clone(*op, mapping);
      for (OpResult result : clone->getResults())
        result.setType(RankedTensorType::get(
            {size}, getElementTypeOrSelf(result.getType())));
    }
    for (auto [root, a] : writtenBack)
      WritebackOp::create(builder, loc, mapping.lookup(root),
                          func.getArgument(a),
                          builder.getI64IntegerAttr(offset));
    for (Value v : assembled)
      whole.map(v, tensor::InsertSliceOp::create(
                       builder, loc, mapping.lookup(v), whole.lookup(v),
                       ArrayRef<OpFoldResult>{offsetOf},
                       ArrayRef<OpFoldResult>{sizeOf},
                       ArrayRef<OpFoldResult>{one})
                       .getResult());
  }
  for (Value v : assembled)
    v.replaceUsesWithIf(whole.lookup(v), [&](OpOperand &use) {
      return !inUpdate.contains(use.getOwner());
    });
  // The return's operands for written-back results are set to the
  // arguments by the caller; until then they still name the whole ops.
  for (auto [root, a] : writtenBack)
    ret->setOperand(*contract.updatedBy[a], func.getArgument(a));
  SmallVector<Operation *> inits;
  for (linalg::GenericOp op : update)
    for (Value init : op.getDpsInits())
      if (auto empty = init.getDefiningOp<tensor::EmptyOp>())
        inits.push_back(empty);
  for (linalg::GenericOp op : llvm::reverse(update))
    op->erase();
  for (Operation *empty : inits)
    if (empty->use_empty())
      empty->erase();
  return success();
}

} // namespace
