//===- GlobalMean.cpp - per-rank scalars data parallelism averages --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/GlobalMean.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::zero;

/// The first param or opt_state argument `value` depends on, through
/// operands and the values nested regions capture; none if it has none.
static std::optional<unsigned>
findModelStateDependence(const StepContract &contract, Value value) {
  func::FuncOp func = contract.func;
  Block &body = func.getBody().front();
  SmallVector<Value> worklist = {value};
  DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() != &body)
        continue; // a region's own argument: its captures are walked below
      ArgRole role = contract.roles[arg.getArgNumber()];
      if (role == ArgRole::Param || role == ArgRole::OptState)
        return arg.getArgNumber();
      continue;
    }
    Operation *def = v.getDefiningOp();
    def->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        worklist.push_back(operand);
    });
  }
  return std::nullopt;
}

FailureOr<SmallVector<Value>>
mlir::zero::collectGlobalMeans(const StepContract &contract) {
  func::FuncOp func = contract.func;
  Block &body = func.getBody().front();
  SmallVector<Value> values;
  WalkResult walk = func.walk([&](Operation *op) {
    if (!op->hasAttr(ZeroDialect::kGlobalMeanAttrName))
      return WalkResult::advance();
    if (op->getBlock() != &body) {
      op->emitError() << "is marked 'zero.global_mean', but is nested in a "
                         "region; expected an operation of the step's body, "
                         "where every rank averages it once";
      return WalkResult::interrupt();
    }
    Value value = op->getResult(0); // one result: the dialect verified it
    if (std::optional<unsigned> arg = findModelStateDependence(contract, value)) {
      op->emitError() << "is marked 'zero.global_mean', so its value is "
                         "averaged over ranks by a collective the backward "
                         "pass does not see; expected a value computed from "
                         "batch and hyper arguments only, but it depends on "
                      << stringifyArgRole(contract.roles[*arg])
                      << " argument #" << *arg;
      return WalkResult::interrupt();
    }
    values.push_back(value);
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  return values;
}
