//===- Contract.cpp - roles of a traced training step ---------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/Contract.h"
#include "zero/Dialect/Zero/Analysis/StagePolicy.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::zero;

SmallVector<unsigned> StepContract::getParams() const {
  SmallVector<unsigned> params;
  for (auto [index, role] : llvm::enumerate(roles))
    if (role == ArgRole::Param)
      params.push_back(index);
  return params;
}

SmallVector<unsigned> StepContract::getStates(unsigned param) const {
  SmallVector<unsigned> states;
  for (auto [index, of] : llvm::enumerate(stateOf))
    if (of && *of == param)
      states.push_back(index);
  return states;
}

bool mlir::zero::isTrainingStep(func::FuncOp func) {
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (func.getArgAttr(i, ZeroDialect::kRoleAttrName))
      return true;
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    if (func.getResultAttr(i, ZeroDialect::kRoleAttrName) ||
        func.getResultAttr(i, ZeroDialect::kUpdatesAttrName))
      return true;
  return false;
}

static bool isStaticTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape();
}

/// True if the element count of the static `type` fits int64: shard types
/// and byte counts are computed from it, and a wrapped product would silently
/// give a wrong (even empty) shard.
static bool hasRepresentableSize(RankedTensorType type) {
  int64_t count = 1;
  for (int64_t dim : type.getShape())
    if (llvm::MulOverflow(count, dim, count))
      return false;
  return true;
}

/// Roles, `zero.state_of` links and argument types.
static LogicalResult analyzeArguments(func::FuncOp func,
                                      StepContract &contract) {
  unsigned numArgs = func.getNumArguments();
  contract.roles.resize(numArgs);
  contract.stateOf.resize(numArgs);
  contract.updatedBy.resize(numArgs);
  contract.offloaded.resize(numArgs);
  for (unsigned i = 0; i < numArgs; ++i) {
    auto role =
        func.getArgAttrOfType<StringAttr>(i, ZeroDialect::kRoleAttrName);
    if (!role)
      return func.emitError() << "argument #" << i
                              << " has no 'zero.role' (expected \"param\", "
                                 "\"opt_state\", \"batch\", \"hyper\" or "
                                 "\"buffer\")";
    // The dialect's attribute verifier already rejected unknown roles.
    contract.roles[i] = *symbolizeArgRole(role.getValue());
    // An offloaded argument is read as the tensor it refers to.
    Type argType = func.getArgumentTypes()[i];
    if (auto offloaded = dyn_cast<OffloadedType>(argType)) {
      if (contract.roles[i] != ArgRole::Param &&
          contract.roles[i] != ArgRole::OptState)
        return func.emitError()
               << "argument #" << i << " (" << role.getValue()
               << ") has type " << argType
               << "; only params and optimizer state are offloaded";
      contract.offloaded[i] = offloaded.getStore();
      argType = offloaded.getTensorType();
    }
    auto stateOf =
        func.getArgAttrOfType<IntegerAttr>(i, ZeroDialect::kStateOfAttrName);
    if (contract.roles[i] != ArgRole::Batch &&
        func.getArgAttr(i, ZeroDialect::kRangeAttrName))
      return func.emitError()
             << "argument #" << i << " has 'zero.range' but its role is \""
             << role.getValue() << "\"; only batch arguments carry a range";
    if (contract.roles[i] != ArgRole::Batch &&
        func.getArgAttr(i, ZeroDialect::kFillAttrName))
      return func.emitError()
             << "argument #" << i << " has 'zero.fill' but its role is \""
             << role.getValue()
             << "\"; only batch arguments are filled by the driver";
    if (contract.roles[i] == ArgRole::Batch) {
      // A micro-batch of no rows has no batch mean: the loss divides by 0
      // and a driver cycling through its dataset divides by 0.
      auto batch = dyn_cast<RankedTensorType>(argType);
      if (batch && batch.getRank() > 0 && batch.getDimSize(0) == 0)
        return func.emitError()
               << "argument #" << i << " (batch) has type " << batch
               << ", a micro-batch of 0 rows; expected at least one row";
    }
    if (contract.roles[i] != ArgRole::OptState) {
      if (stateOf)
        return func.emitError()
               << "argument #" << i << " has 'zero.state_of' but its role is \""
               << role.getValue() << "\", not \"opt_state\"";
      // Params and buffers are state a driver allocates, keeps and saves
      // between steps: their sizes must be known.
      bool isState = contract.roles[i] == ArgRole::Param ||
                     contract.roles[i] == ArgRole::Buffer;
      if (isState && !isStaticTensor(argType))
        return func.emitError()
               << "argument #" << i << " (" << role.getValue()
               << ") must be a statically shaped tensor, but has type "
               << argType;
      if (isState && !hasRepresentableSize(cast<RankedTensorType>(
                         argType)))
        return func.emitError()
               << "argument #" << i << " (" << role.getValue()
               << ") has type " << argType
               << ", whose element count does not fit a 64-bit integer";
      // Data parallelism averages gradients, which the collectives define
      // for floating-point elements only.
      if (contract.roles[i] == ArgRole::Param &&
          !isa<FloatType>(cast<RankedTensorType>(argType)
                              .getElementType()))
        return func.emitError()
               << "argument #" << i
               << " (param) must have a floating-point element type, but has "
                  "type "
               << argType;
      continue;
    }
    if (!stateOf)
      return func.emitError() << "argument #" << i
                              << " is an opt_state without 'zero.state_of' "
                                 "naming its param argument";
    int64_t of = stateOf.getInt();
    if (of >= numArgs)
      return func.emitError()
             << "argument #" << i << " has zero.state_of = " << of
             << ", but the function has only " << numArgs << " arguments";
    contract.stateOf[i] = of;
  }
  // Second sweep: targets' roles are known now.
  for (unsigned i = 0; i < numArgs; ++i) {
    if (!contract.stateOf[i])
      continue;
    unsigned of = *contract.stateOf[i];
    if (contract.roles[of] != ArgRole::Param)
      return func.emitError()
             << "argument #" << i << " has zero.state_of = " << of
             << ", but argument #" << of << " is a \""
             << stringifyArgRole(contract.roles[of]) << "\", not a \"param\"";
    // A state is sharded with its param's ranges, so the shapes must agree
    // (the logical shapes, in a partitioned step).
    RankedTensorType stateType = contract.getLogicalArgType(i);
    RankedTensorType paramType = contract.getLogicalArgType(of);
    if (!stateType || stateType.getShape() != paramType.getShape())
      return func.emitError()
             << "argument #" << i << " (opt_state of argument #" << of
             << ") must have the shape of its param " << paramType
             << ", but has type " << func.getArgumentTypes()[i];
  }
  return success();
}

/// Whether arguments of `role` are state the step returns updated: params
/// and optimizer states, and buffers (state without a gradient, such as
/// BatchNorm running statistics, updated by any function of the step).
static bool isUpdatedRole(ArgRole role) {
  return role == ArgRole::Param || role == ArgRole::OptState ||
         role == ArgRole::Buffer;
}

/// The loss, metrics and `zero.updates` results.
static LogicalResult analyzeResults(func::FuncOp func, StepContract &contract) {
  unsigned numArgs = func.getNumArguments();
  std::optional<unsigned> loss;
  for (unsigned r = 0, e = func.getNumResults(); r < e; ++r) {
    Type type = func.getResultTypes()[r];
    auto role =
        func.getResultAttrOfType<StringAttr>(r, ZeroDialect::kRoleAttrName);
    auto updates =
        func.getResultAttrOfType<IntegerAttr>(r, ZeroDialect::kUpdatesAttrName);
    if (role && updates)
      return func.emitError()
             << "result #" << r << " has both zero.role = \"" << role.getValue()
             << "\" and 'zero.updates'; it is one or the other";
    if (!role && !updates)
      return func.emitError()
             << "result #" << r
             << " has neither 'zero.role' (\"loss\", \"metric\") nor "
                "'zero.updates'";
    if (role) {
      if (*symbolizeResultRole(role.getValue()) != ResultRole::Loss) {
        contract.metricResults.push_back(r);
        continue;
      }
      if (loss)
        return func.emitError() << "results #" << *loss << " and #" << r
                                << " both have zero.role = \"loss\"";
      auto lossType = dyn_cast<RankedTensorType>(type);
      if (!lossType || lossType.getRank() != 0 ||
          !lossType.getElementType().isF32())
        return func.emitError()
               << "result #" << r
               << " (loss) must be tensor<f32>, but has type " << type;
      loss = r;
      continue;
    }
    int64_t target = updates.getInt();
    if (target >= numArgs)
      return func.emitError()
             << "result #" << r << " has zero.updates = " << target
             << ", but the function has only " << numArgs << " arguments";
    ArgRole targetRole = contract.roles[target];
    if (!isUpdatedRole(targetRole))
      return func.emitError()
             << "result #" << r << " updates argument #" << target << ", a \""
             << stringifyArgRole(targetRole)
             << "\"; only param, opt_state and buffer arguments are updated";
    if (contract.updatedBy[target])
      return func.emitError()
             << "results #" << *contract.updatedBy[target] << " and #" << r
             << " both have zero.updates = " << target;
    Type argType = func.getArgumentTypes()[target];
    if (argType != type)
      return func.emitError()
             << "result #" << r << " updates argument #" << target
             << " of type " << argType << ", but has type " << type;
    contract.updatedBy[target] = r;
  }
  if (!loss)
    return func.emitError()
           << "no result has zero.role = \"loss\" (expected one tensor<f32>)";
  contract.lossResult = *loss;
  for (unsigned i = 0; i < numArgs; ++i) {
    ArgRole role = contract.roles[i];
    if (isUpdatedRole(role) && !contract.updatedBy[i])
      return func.emitError()
             << "argument #" << i << " (" << stringifyArgRole(role)
             << ") has no result with zero.updates = " << i;
  }
  return success();
}

LogicalResult mlir::zero::verifyStepsAreTopLevel(ModuleOp module,
                                                 StringRef who) {
  bool anyNested = false;
  module.walk([&](func::FuncOp func) {
    Operation *parent = func->getParentOp();
    if (parent == module || !isTrainingStep(func))
      return;
    func.emitError() << who << ": '@" << func.getSymName()
                     << "' is a training step inside a nested '"
                     << parent->getName()
                     << "'; training steps must be top-level functions of "
                        "the module the pass runs on (run the pass on the "
                        "nested module, e.g. "
                        "--pass-pipeline='builtin.module(builtin.module("
                     << who << "))')";
    anyNested = true;
  });
  return failure(anyNested);
}

FailureOr<func::FuncOp> mlir::zero::getOnlyTrainingStep(ModuleOp module,
                                                        StringRef who) {
  if (failed(verifyStepsAreTopLevel(module, who)))
    return failure();
  SmallVector<func::FuncOp> steps;
  for (auto func : module.getOps<func::FuncOp>())
    if (isTrainingStep(func))
      steps.push_back(func);
  if (steps.size() != 1)
    return emitError(module.getLoc())
           << who << " expects exactly one training step in the module, but "
           << "found " << steps.size();
  return steps.front();
}

/// The nearest integer attribute `name` on `func` or an enclosing op.
static IntegerAttr lookupIntegerAttr(func::FuncOp func, StringRef name) {
  for (Operation *op = func; op; op = op->getParentOp())
    if (auto attr = op->getAttrOfType<IntegerAttr>(name))
      return attr;
  return {};
}

FailureOr<StepLayout> mlir::zero::readStepLayout(func::FuncOp func) {
  StepLayout layout;
  if (IntegerAttr stage = lookupIntegerAttr(func, ZeroDialect::kStageAttrName))
    layout.stage = stage.getInt();
  if (IntegerAttr worldSize =
          lookupIntegerAttr(func, ZeroDialect::kWorldSizeAttrName))
    layout.worldSize = worldSize.getInt();
  if (IntegerAttr group =
          lookupIntegerAttr(func, ZeroDialect::kShardGroupAttrName))
    layout.shardGroup = group.getInt();
  if (layout.worldSize < 1)
    return func.emitError() << "zero.world_size of '@" << func.getSymName()
                            << "' is " << layout.worldSize
                            << "; expected a positive count";
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    layout.argShards.push_back(
        func.getArgAttrOfType<ShardAttr>(i, ZeroDialect::kShardAttrName));
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    layout.resultShards.push_back(
        func.getResultAttrOfType<ShardAttr>(i, ZeroDialect::kShardAttrName));
  return layout;
}

RankedTensorType StepContract::getLogicalArgType(unsigned index) const {
  if (ShardAttr shard = layout.argShards[index])
    return shard.getLogicalType();
  func::FuncOp step = func; // op handles are values; accessors are not const
  Type type = step.getArgumentTypes()[index];
  if (auto offloaded = dyn_cast<OffloadedType>(type))
    return offloaded.getTensorType();
  return dyn_cast<RankedTensorType>(type);
}

RankedTensorType StepContract::getLogicalResultType(unsigned index) const {
  if (ShardAttr shard = layout.resultShards[index])
    return shard.getLogicalType();
  func::FuncOp step = func;
  Type type = step.getResultTypes()[index];
  if (auto offloaded = dyn_cast<OffloadedType>(type))
    return offloaded.getTensorType();
  return dyn_cast<RankedTensorType>(type);
}

/// Whether argument `index` of a step partitioned for `policy` rests as a
/// shard: zero-partition shards optimizer states from stage 1 on and params
/// at stage 3, nothing else.
static bool restsAsShard(const StagePolicy &policy, ArgRole role) {
  return (role == ArgRole::OptState && policy.shardsOptimizerStates()) ||
         (role == ArgRole::Param && policy.shardsParameters());
}

/// A partitioned step's `zero.shard` attributes are what a driver builds its
/// buffers from; one that is missing or extra would make it feed a shard as
/// a whole tensor (or the reverse) and train on the wrong values.
static LogicalResult checkShardLayout(func::FuncOp func,
                                      const StepContract &contract) {
  const StepLayout &layout = contract.layout;
  std::optional<StagePolicy> policy;
  if (layout.isPartitioned())
    policy = StagePolicy::of(func);
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
    ArgRole role = contract.roles[i];
    ShardAttr shard = layout.argShards[i];
    // One shard group per step: blocks of G consecutive ranks, G dividing
    // the step's ranks (G = N without hierarchical partitioning).
    if (shard && shard.getWorldSize() != layout.getShardGroup())
      return func.emitError()
             << "argument #" << i << " is a shard over "
             << shard.getWorldSize() << " ranks, but the step runs on "
             << layout.worldSize << " (zero.world_size) with shards over "
             << layout.getShardGroup()
             << (layout.shardGroup ? " (zero.shard_group)" : "")
             << "; every shard spans the step's shard group";
    bool expected = policy && restsAsShard(*policy, role);
    if (bool(shard) != expected)
      return func.emitError()
             << "argument #" << i << " (" << stringifyArgRole(role) << ") "
             << (shard ? "has" : "lacks") << " 'zero.shard', but "
             << (policy ? "a stage " + std::to_string(policy->getNumber()) +
                              " step keeps it " +
                              (expected ? "as a shard" : "whole")
                        : std::string("an unpartitioned step (no "
                                      "zero.stage) has no shards"));
    // A store holds a rank's shard; a whole tensor stays in memory.
    if (contract.offloaded[i] && !shard)
      return func.emitError()
             << "argument #" << i << " (" << stringifyArgRole(role)
             << ") is offloaded to the '"
             << stringifyStoreKind(*contract.offloaded[i])
             << "' store but is not a shard; only shards (optimizer state "
                "from stage 1, params at stage 3) are offloaded";
    if (std::optional<unsigned> result = contract.updatedBy[i])
      if (layout.resultShards[*result] != shard)
        return func.emitError()
               << "result #" << *result << " updates argument #" << i
               << ", but their 'zero.shard' attributes differ";
  }
  for (unsigned r : contract.metricResults)
    if (layout.resultShards[r])
      return func.emitError() << "result #" << r
                              << " (metric) has 'zero.shard'; metrics are "
                                 "whole on every rank";
  if (layout.resultShards[contract.lossResult])
    return func.emitError() << "result #" << contract.lossResult
                            << " (loss) has 'zero.shard'; the loss is whole "
                               "on every rank";
  return success();
}

FailureOr<StepContract> mlir::zero::readStepContract(func::FuncOp func) {
  if (func.isExternal())
    return func.emitError()
           << "training step '@" << func.getSymName() << "' has no body";
  if (!func.getBody().hasOneBlock())
    return func.emitError()
           << "training step '@" << func.getSymName()
           << "' must have one block "
           << "(structured control flow inside ops is fine), but has "
           << func.getBody().getBlocks().size();
  StepContract contract;
  contract.func = func;
  FailureOr<StepLayout> layout = readStepLayout(func);
  if (failed(layout))
    return failure();
  contract.layout = std::move(*layout);
  if (failed(analyzeArguments(func, contract)) ||
      failed(analyzeResults(func, contract)) ||
      failed(checkShardLayout(func, contract)))
    return failure();
  return contract;
}

FailureOr<StepContract> mlir::zero::analyzeContract(func::FuncOp func) {
  if (auto stage =
          func->getAttrOfType<IntegerAttr>(ZeroDialect::kStageAttrName))
    return func.emitError()
           << "'@" << func.getSymName()
           << "' is already partitioned (zero.stage = " << stage.getInt()
           << "); the contract applies to the traced single-device step";
  return readStepContract(func);
}
