//===- GradientAnalysis.cpp - find each parameter's gradient --------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Walks back from the results that update a param and its states through
// elementwise ops. Every tensor of the param's shape the walk reaches that is
// neither the param, one of its states, nor produced by another elementwise
// update op is a gradient candidate; there must be exactly one, or a
// `zero.grad_of` marker must name it. Several markers for one param name the
// contributions (one per micro-batch of a step that accumulates gradients)
// that elementwise additions sum into its gradient.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/GradientAnalysis.h"
#include "zero/Dialect/Zero/Analysis/GlobalMean.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "zero-gradient-analysis"

using namespace mlir;
using namespace mlir::zero;

static bool hasShape(Value value, ArrayRef<int64_t> shape) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.getShape() == shape;
}

/// A scalar an elementwise update may read anywhere: a 0-d tensor or a value
/// that is not a tensor at all.
static bool isScalar(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return !isa<ShapedType>(value.getType()) || (type && type.getRank() == 0);
}

bool mlir::zero::isElementwiseUpdateOp(Operation *op, ArrayRef<int64_t> shape) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumLoops() != shape.size() ||
      generic->getNumResults() == 0)
    return false;
  if (generic.getNumParallelLoops() != generic.getNumLoops())
    return false;
  for (OpOperand &operand : generic->getOpOperands()) {
    AffineMap map = generic.getMatchingIndexingMap(&operand);
    bool fullShape = hasShape(operand.get(), shape) && map.isIdentity();
    bool scalar = isScalar(operand.get()) && map.getNumResults() == 0;
    if (!fullShape && !scalar)
      return false;
  }
  for (Value result : generic->getResults())
    if (!hasShape(result, shape))
      return false;
  // Loop indices differ between a shard and the full tensor.
  return generic.getBody()->getOps<linalg::IndexOp>().empty();
}

bool mlir::zero::isElementwiseSum(Operation *op, ArrayRef<int64_t> shape) {
  if (!isElementwiseUpdateOp(op, shape))
    return false;
  auto generic = cast<linalg::GenericOp>(op);
  if (generic.getNumDpsInputs() != 2 || generic->getNumResults() != 1)
    return false;
  for (Value input : generic.getDpsInputs())
    if (!hasShape(input, shape))
      return false;
  Block *payload = generic.getBody();
  if (payload->getOperations().size() != 2)
    return false;
  auto add = dyn_cast<arith::AddFOp>(payload->front());
  auto yield = dyn_cast<linalg::YieldOp>(payload->getTerminator());
  if (!add || !yield || yield.getValues() != ValueRange{add.getResult()})
    return false;
  auto isInput = [&](Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    return arg && arg.getOwner() == payload && arg.getArgNumber() < 2;
  };
  return isInput(add.getLhs()) && isInput(add.getRhs()) &&
         add.getLhs() != add.getRhs();
}

/// The values an elementwise update op reads: inputs and the inits whose
/// payload argument is used.
static SmallVector<Value> getReadOperands(linalg::GenericOp op) {
  SmallVector<Value> read;
  for (OpOperand &operand : op->getOpOperands())
    if (op.payloadUsesValueFromOperand(&operand))
      read.push_back(operand.get());
  return read;
}

/// The result of `op` of shape `shape` named by a `zero.grad_of` marker.
static FailureOr<Value> getMarkedResult(Operation *op, ArrayRef<int64_t> shape,
                                        unsigned param, Type paramType) {
  SmallVector<Value> matching;
  for (Value result : op->getResults())
    if (hasShape(result, shape))
      matching.push_back(result);
  if (matching.size() == 1)
    return matching.front();
  return op->emitError() << "is marked zero.grad_of = " << param << ", but has "
                         << matching.size()
                         << " results of the shape of the param " << paramType
                         << " (expected exactly 1)";
}

namespace {
/// Finds the gradient and update ops of one param.
class ParamUpdateFinder {
public:
  ParamUpdateFinder(const StepContract &contract, unsigned param,
                    Value markedGradient)
      : contract(contract), func(contract.func), param(param),
        markedGradient(markedGradient) {}

  FailureOr<ParamUpdate> find();

private:
  LogicalResult visit(Value value, unsigned updatedArg);
  LogicalResult diagnoseCandidates();

  const StepContract &contract;
  func::FuncOp func;
  unsigned param;
  Value markedGradient;
  ArrayRef<int64_t> shape;
  SmallVector<unsigned> states;
  llvm::SetVector<Operation *> updateOps;
  llvm::SetVector<Value> candidates;
  DenseSet<Value> visited;
};
} // namespace

FailureOr<ParamUpdate> ParamUpdateFinder::find() {
  auto paramType = cast<RankedTensorType>(func.getArgumentTypes()[param]);
  shape = paramType.getShape();
  states = contract.getStates(param);
  auto returnOp = cast<func::ReturnOp>(func.getBody().front().getTerminator());

  SmallVector<unsigned> updated = {param};
  llvm::append_range(updated, states);
  for (unsigned arg : updated) {
    unsigned result = *contract.updatedBy[arg];
    Value value = returnOp.getOperand(result);
    Operation *def = value.getDefiningOp();
    // The updated value itself must come from the elementwise chain (or be the
    // unchanged argument, e.g. a state an optimizer does not touch).
    if (def && !isElementwiseUpdateOp(def, shape) && value != markedGradient)
      return func.emitError()
             << "the update of argument #" << arg << " ("
             << stringifyArgRole(contract.roles[arg]) << ", result #" << result
             << ") is not elementwise: it is produced by '" << def->getName()
             << "'; zero shards updates that are elementwise linalg.generic "
                "ops in the param, its states, scalars and its gradient";
    if (failed(visit(value, arg)))
      return failure();
  }
  if (failed(diagnoseCandidates()))
    return failure();

  ParamUpdate update;
  update.param = param;
  update.states = states;
  update.gradient = candidates.front();
  update.marked = static_cast<bool>(markedGradient);
  update.updateOps = updateOps.takeVector();
  llvm::sort(update.updateOps,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return update;
}

LogicalResult ParamUpdateFinder::visit(Value value, unsigned updatedArg) {
  if (!visited.insert(value).second)
    return success();
  if (value == markedGradient) {
    candidates.insert(value);
    return success();
  }
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    unsigned index = arg.getArgNumber();
    if (index == param || llvm::is_contained(states, index))
      return success();
    // A 0-d param has the shape of every scalar: a 0-d hyper is a scalar.
    if (contract.roles[index] == ArgRole::Hyper && isScalar(value))
      return success();
    return func.emitError()
           << "the update of param argument #" << param << " reads argument #"
           << index << " (" << stringifyArgRole(contract.roles[index])
           << ") as a full tensor; it may read only the param, its opt_state "
              "arguments, scalars and one gradient";
  }
  Operation *def = value.getDefiningOp();
  if (auto mark = def->getAttrOfType<IntegerAttr>(ZeroDialect::kGradOfAttrName);
      mark && mark.getInt() != param)
    return func.emitError()
           << "the update of param argument #" << param
           << " reads the gradient of argument #" << mark.getInt()
           << " (marked by '" << def->getName() << "')";
  // An `outs` init the payload happens to read holds no data: never a gradient.
  if (isa<tensor::EmptyOp>(def))
    return success();
  if (!isElementwiseUpdateOp(def, shape)) {
    // A non-elementwise op reading the param or a state directly is part of
    // the update itself, not of the backward pass.
    for (Value operand : def->getOperands()) {
      auto arg = dyn_cast<BlockArgument>(operand);
      if (arg && arg.getOwner()->getParentOp() == func &&
          (arg.getArgNumber() == param ||
           llvm::is_contained(states, arg.getArgNumber())))
        return func.emitError() << "the update of argument #" << updatedArg
                                << " is not elementwise: '" << def->getName()
                                << "' reads argument #" << arg.getArgNumber()
                                << " as a whole tensor";
    }
    candidates.insert(value);
    return success();
  }
  // Values the walk reaches are read by body ops or returned, so an
  // elementwise producer is itself in the body.
  updateOps.insert(def);
  for (Value operand : getReadOperands(cast<linalg::GenericOp>(def))) {
    if (hasShape(operand, shape)) {
      if (failed(visit(operand, updatedArg)))
        return failure();
      continue;
    }
    // Scalars may come from anywhere (constants, hypers, a clipping factor)
    // except another full tensor's role.
    auto arg = dyn_cast<BlockArgument>(operand);
    if (arg && arg.getOwner()->getParentOp() == func &&
        contract.roles[arg.getArgNumber()] != ArgRole::Hyper &&
        contract.roles[arg.getArgNumber()] != ArgRole::Batch)
      return func.emitError()
             << "the update of param argument #" << param << " reads argument #"
             << arg.getArgNumber() << " ("
             << stringifyArgRole(contract.roles[arg.getArgNumber()])
             << ") as a scalar";
  }
  return success();
}

LogicalResult ParamUpdateFinder::diagnoseCandidates() {
  if (markedGradient && !candidates.contains(markedGradient)) {
    InFlightDiagnostic diag = func.emitError()
                              << "the gradient of param argument #" << param
                              << " is marked, but the update does not read it";
    diag.attachNote(markedGradient.getLoc()) << "marked here";
    return diag;
  }
  if (candidates.size() == 1)
    return success();
  if (candidates.empty())
    return func.emitError()
           << "param argument #" << param
           << " has no gradient: its update reads only the param, its states "
              "and scalars";
  InFlightDiagnostic diag = func.emitError()
                            << "param argument #" << param << " has "
                            << candidates.size()
                            << " gradient candidates (tensors of its shape "
                               "its elementwise update reads); mark the "
                               "producer of the gradient with zero.grad_of = "
                            << param;
  for (Value candidate : candidates)
    diag.attachNote(candidate.getLoc())
        << "candidate produced by '" << candidate.getDefiningOp()->getName()
        << "'";
  return diag;
}

/// The values `zero.grad_of` markers in `func` name, by param index, in
/// block order.
static FailureOr<DenseMap<unsigned, SmallVector<Value>>>
collectMarkedGradients(func::FuncOp func, const StepContract &contract) {
  DenseMap<unsigned, SmallVector<Value>> marked;
  WalkResult walk = func.walk([&](Operation *op) {
    auto mark = op->getAttrOfType<IntegerAttr>(ZeroDialect::kGradOfAttrName);
    if (!mark)
      return WalkResult::advance();
    int64_t index = mark.getInt();
    if (index >= static_cast<int64_t>(func.getNumArguments()) ||
        contract.roles[index] != ArgRole::Param) {
      InFlightDiagnostic diag = op->emitError()
                                << "is marked zero.grad_of = " << index
                                << ", but argument #" << index
                                << " is not a param";
      // A buffer is updated by the step itself: nothing reduces or
      // averages a gradient for it.
      if (index < static_cast<int64_t>(func.getNumArguments()) &&
          contract.roles[index] == ArgRole::Buffer)
        diag << "; it is a buffer, which gets no gradient";
      return WalkResult::interrupt();
    }
    auto paramType = cast<RankedTensorType>(func.getArgumentTypes()[index]);
    FailureOr<Value> result =
        getMarkedResult(op, paramType.getShape(), index, paramType);
    if (failed(result))
      return WalkResult::interrupt();
    marked[index].push_back(*result);
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  return marked;
}

namespace {
/// A gradient summed from marked contributions.
struct ContributionSum {
  Value gradient;
  SmallVector<Value> contributions;
  SmallVector<Operation *> additions;
};
} // namespace

/// The value that elementwise additions sum the marked values of `param`
/// into: every contribution and every partial sum is read once, by the next
/// addition, and exactly one sum is read by anything else. This is the
/// structure an accumulating step has (g = g_1 + ... + g_K), and it is what
/// lets a stage that shards gradients reduce-scatter each contribution where
/// it is produced and sum shards. A marker may also sit on a partial or the
/// final sum (zero-verify-contract marks the gradient it found): the
/// contributions are the marked values no addition produces.
static FailureOr<ContributionSum>
sumContributions(func::FuncOp func, unsigned param, ArrayRef<Value> marked) {
  ArrayRef<int64_t> shape =
      cast<RankedTensorType>(func.getArgumentTypes()[param]).getShape();
  llvm::SetVector<Value> summed(marked.begin(), marked.end());
  SmallVector<Operation *> additions;
  auto additionOf = [&](Value value) -> Operation * {
    if (!value.hasOneUse() || !isElementwiseSum(*value.getUsers().begin(), shape))
      return nullptr;
    return *value.getUsers().begin();
  };
  for (size_t i = 0; i < summed.size(); ++i) {
    Operation *addition = additionOf(summed[i]);
    // Both summands must be part of the sum; the other one joins later.
    if (!addition || llvm::is_contained(additions, addition) ||
        !llvm::all_of(cast<linalg::GenericOp>(addition).getDpsInputs(),
                      [&](Value input) { return summed.contains(input); }))
      continue;
    additions.push_back(addition);
    summed.insert(addition->getResult(0));
  }
  SmallVector<Value> roots, contributions;
  for (Value value : summed) {
    Operation *addition = additionOf(value);
    if (!addition || !llvm::is_contained(additions, addition))
      roots.push_back(value);
    Operation *def = value.getDefiningOp();
    if (!def || !llvm::is_contained(additions, def))
      contributions.push_back(value);
  }
  if (roots.size() != 1 || contributions.size() < 2) {
    Value stray = roots.size() > 1 ? roots[1] : roots.front();
    InFlightDiagnostic diag =
        stray.getDefiningOp()->emitError()
        << "is one of " << marked.size()
        << " values marked zero.grad_of = " << param
        << ", but the markers do not sum into one gradient; several markers "
           "name contributions that elementwise additions (arith.addf of two "
           "tensors of the param's shape, each read once) sum into the "
           "gradient";
    for (Value other : marked)
      if (other != stray)
        diag.attachNote(other.getLoc()) << "other marked value here";
    return diag;
  }
  auto inBlockOrder = [](Operation *a, Operation *b) {
    return a->isBeforeInBlock(b);
  };
  llvm::sort(additions, inBlockOrder);
  llvm::sort(contributions, [&](Value a, Value b) {
    return inBlockOrder(a.getDefiningOp(), b.getDefiningOp());
  });
  return ContributionSum{roots.front(), std::move(contributions),
                         std::move(additions)};
}

FailureOr<TrainingStep> mlir::zero::analyzeTrainingStep(func::FuncOp func) {
  FailureOr<StepContract> contract = analyzeContract(func);
  if (failed(contract))
    return failure();
  TrainingStep step;
  step.contract = *contract;

  // Markers first: a marker always wins over inference.
  FailureOr<DenseMap<unsigned, SmallVector<Value>>> marked =
      collectMarkedGradients(func, step.contract);
  if (failed(marked))
    return failure();

  DenseMap<Operation *, unsigned> owner;
  DenseMap<Value, unsigned> gradientOf;
  for (unsigned param : step.contract.getParams()) {
    SmallVector<Value> markers = marked->lookup(param);
    Value markedGradient = markers.empty() ? Value() : markers.front();
    std::optional<ContributionSum> sum;
    if (markers.size() > 1) {
      FailureOr<ContributionSum> found = sumContributions(func, param, markers);
      if (failed(found))
        return failure();
      sum = std::move(*found);
      markedGradient = sum->gradient;
    }
    ParamUpdateFinder finder(step.contract, param, markedGradient);
    FailureOr<ParamUpdate> update = finder.find();
    if (failed(update))
      return failure();
    if (sum) {
      update->contributions.assign(sum->contributions.begin(),
                                   sum->contributions.end());
      update->accumulationOps.assign(sum->additions.begin(), sum->additions.end());
    }
    // Sharding rewrites each update on its own; shared pieces would be
    // rewritten twice.
    for (Operation *op : update->updateOps) {
      auto [it, inserted] = owner.try_emplace(op, param);
      if (!inserted)
        return op->emitError()
               << "is part of the updates of both param arguments #"
               << it->second << " and #" << param;
    }
    auto [it, inserted] = gradientOf.try_emplace(update->gradient, param);
    if (!inserted)
      return update->gradient.getDefiningOp()->emitError()
             << "produces the gradient of both param arguments #" << it->second
             << " and #" << param << "; mark each gradient with zero.grad_of";
    LLVM_DEBUG(llvm::dbgs()
               << "param #" << param << ": gradient " << update->gradient
               << ", " << update->updateOps.size() << " update ops\n");
    step.updates.push_back(std::move(*update));
  }
  // One op can carry one marker: it cannot produce two params' gradients.
  DenseMap<Operation *, unsigned> producerOf;
  for (const ParamUpdate &update : step.updates) {
    Operation *producer = update.gradient.getDefiningOp();
    auto [it, inserted] = producerOf.try_emplace(producer, update.param);
    if (!inserted)
      return producer->emitError()
             << "produces the gradients of param arguments #" << it->second
             << " and #" << update.param
             << "; zero.grad_of names one param per op: split the op";
  }
  FailureOr<SmallVector<Value>> globalMeans = collectGlobalMeans(step.contract);
  if (failed(globalMeans))
    return failure();
  step.globalMeans = std::move(*globalMeans);
  return step;
}
