//===- MemoryReport.cpp - per-rank memory and comm report as JSON ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "ReportFile.h"
#include "zero/Dialect/Zero/Analysis/CommBytes.h"
#include "zero/Dialect/Zero/Analysis/Contract.h"
#include "zero/Dialect/Zero/Analysis/GradientAnalysis.h"
#include "zero/Dialect/Zero/Analysis/PeakMemory.h"
#include "zero/Dialect/Zero/Analysis/StagePolicy.h"
#include "zero/Dialect/Zero/Analysis/TensorBytes.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/JSON.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_MEMORYREPORT
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

namespace {
/// The model-state numbers of Design.md §5, in bytes per rank.
struct ModelState {
  int64_t stage = 0;
  int64_t worldSize = 1;
  int64_t paramElements = 0;
  int64_t paramBytes = 0;
  int64_t gradBytes = 0;
  int64_t optimizerStateBytes = 0;
  /// Buffers (state without a gradient): whole on every rank at every stage,
  /// outside the ZeRO paper's model state.
  int64_t bufferBytes = 0;
  /// Model-state bytes each store holds (zero-offload), by StoreKind.
  int64_t offloadedBytes[getMaxEnumValForStoreKind() + 1] = {};
  bool offloads = false;
};

/// Bytes a step moves between each store and resident memory.
struct TransferBytes {
  int64_t read[getMaxEnumValForStoreKind() + 1] = {};
  int64_t written[getMaxEnumValForStoreKind() + 1] = {};
};
} // namespace

static TransferBytes computeTransferBytes(func::FuncOp func) {
  TransferBytes bytes;
  func.walk([&](TransferOpInterface transfer) {
    auto store = static_cast<unsigned>(transfer.getStore());
    (transfer.isWrite() ? bytes.written : bytes.read)[store] +=
        transfer.getChunkBytes();
  });
  return bytes;
}

/// Element type of each param's gradient: from the `zero.grad_of` markers of
/// a partitioned step, or by analysis of a traced one.
static FailureOr<DenseMap<unsigned, Type>>
getGradientElementTypes(const StepContract &contract) {
  func::FuncOp func = contract.func;
  DenseMap<unsigned, Type> types;
  if (!contract.layout.isPartitioned()) {
    FailureOr<TrainingStep> step = analyzeTrainingStep(func);
    if (failed(step))
      return failure();
    for (const ParamUpdate &update : step->updates)
      types[update.param] =
          cast<ShapedType>(update.gradient.getType()).getElementType();
    return types;
  }
  func.walk([&](Operation *op) {
    auto mark = op->getAttrOfType<IntegerAttr>(ZeroDialect::kGradOfAttrName);
    if (!mark || mark.getInt() >= func.getNumArguments())
      return;
    RankedTensorType logical = contract.getLogicalArgType(mark.getInt());
    for (Value result : op->getResults()) {
      auto type = dyn_cast<RankedTensorType>(result.getType());
      if (type && type.getShape() == logical.getShape())
        types[mark.getInt()] = type.getElementType();
    }
  });
  return types;
}

static FailureOr<ModelState> computeModelState(func::FuncOp func) {
  FailureOr<StepContract> contract = readStepContract(func);
  if (failed(contract))
    return failure();
  ModelState state;
  // A traced step is the single-device baseline: stage 0 on one rank.
  StagePolicy policy = StagePolicy::of(func);
  state.stage = policy.getNumber();
  state.worldSize = contract->layout.worldSize;
  FailureOr<DenseMap<unsigned, Type>> gradTypes =
      getGradientElementTypes(*contract);
  if (failed(gradTypes))
    return failure();
  for (auto [i, role] : llvm::enumerate(contract->roles)) {
    Type stored = func.getArgumentTypes()[i];
    // Offloaded state counts as the paper counts it, wherever it lives.
    if (auto offloaded = dyn_cast<OffloadedType>(stored)) {
      stored = offloaded.getTensorType();
      state.offloadedBytes[static_cast<unsigned>(offloaded.getStore())] +=
          getTensorBytes(stored);
      state.offloads = true;
    }
    if (role == ArgRole::OptState) {
      state.optimizerStateBytes += getTensorBytes(stored);
      continue;
    }
    if (role == ArgRole::Buffer) {
      state.bufferBytes += getTensorBytes(stored);
      continue;
    }
    if (role != ArgRole::Param)
      continue;
    RankedTensorType logical = contract->getLogicalArgType(i);
    state.paramElements += logical.getNumElements();
    state.paramBytes += getTensorBytes(stored);
    auto gradType = gradTypes->find(i);
    if (gradType == gradTypes->end())
      return func.emitError()
             << "param argument #" << i
             << " has no op marked zero.grad_of = " << i
             << "; report on a step produced by zero-partition";
    // The ZeRO paper's accounting: the full local gradient, or from the
    // stage that shards gradients on, the rank's partition of it.
    int64_t elements =
        policy.countsGradientShardAsStorage()
            ? getShardNumElements(logical.getNumElements(),
                                  contract->layout.getShardGroup())
            : logical.getNumElements();
    state.gradBytes += elements * getElementBytes(gradType->second);
  }
  return state;
}

namespace {
struct MemoryReportPass
    : public zero::impl::MemoryReportBase<MemoryReportPass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<func::FuncOp> step =
        getOnlyTrainingStep(getOperation(), "zero-memory-report");
    if (failed(step))
      return signalPassFailure();
    func::FuncOp func = *step;
    // Every number the report prints is part of the sum this bounds.
    if (failed(verifyByteCountsFit(func)))
      return signalPassFailure();
    FailureOr<ModelState> state = computeModelState(func);
    if (failed(state))
      return signalPassFailure();
    FailureOr<PeakMemory> peak = computePeakMemory(func);
    if (failed(peak))
      return signalPassFailure();
    CommBytesByKind comm = computeCommBytes(func);

    int64_t modelState =
        state->paramBytes + state->gradBytes + state->optimizerStateBytes;
    int64_t commTotal = comm.getTotal();
    auto print = [&](llvm::raw_ostream &os) {
      llvm::json::OStream json(os, /*IndentSize=*/2);
      json.object([&] {
        json.attribute("function", func.getSymName());
        json.attribute("stage", state->stage);
        json.attribute("world_size", state->worldSize);
        // Hierarchical partitioning: state sharded over blocks of G ranks.
        if (FailureOr<StepLayout> layout = readStepLayout(func);
            succeeded(layout) && layout->getShardGroup() != state->worldSize)
          json.attribute("shard_group", layout->getShardGroup());
        json.attribute("param_elements", state->paramElements);
        json.attributeObject("per_rank", [&] {
          json.attribute("param_bytes", state->paramBytes);
          json.attribute("grad_bytes", state->gradBytes);
          json.attribute("optimizer_state_bytes", state->optimizerStateBytes);
          json.attribute("model_state_bytes", modelState);
          json.attribute("buffer_bytes", state->bufferBytes);
          json.attribute("peak_bytes", peak->peakBytes);
          if (!state->offloads)
            return;
          int64_t offloaded = 0;
          json.attributeObject("offloaded_bytes", [&] {
            for (unsigned k = 0; k <= getMaxEnumValForStoreKind(); ++k) {
              json.attribute(stringifyStoreKind(static_cast<StoreKind>(k)),
                             state->offloadedBytes[k]);
              offloaded += state->offloadedBytes[k];
            }
          });
          json.attribute("resident_model_state_bytes", modelState - offloaded);
        });
        if (state->offloads) {
          TransferBytes transfers = computeTransferBytes(func);
          json.attributeObject("transfer_bytes_per_step", [&] {
            for (unsigned k = 0; k <= getMaxEnumValForStoreKind(); ++k)
              json.attributeObject(
                  stringifyStoreKind(static_cast<StoreKind>(k)), [&] {
                    json.attribute("read", transfers.read[k]);
                    json.attribute("write", transfers.written[k]);
                  });
          });
        }
        // Where the peak is reached: the op's position in the body and name.
        json.attribute("peak_op_index", peak->peakOp ? peak->peakIndex : -1);
        json.attribute("peak_op", peak->peakOp
                                      ? peak->peakOp->getName().getStringRef()
                                      : StringRef("(arguments)"));
        json.attribute("comm_bytes_per_step", commTotal);
        json.attributeObject("comm_bytes_by_collective", [&] {
          // Keys in alphabetical order.
          for (CollectiveKind kind :
               {CollectiveKind::AllGather, CollectiveKind::AllReduce,
                CollectiveKind::ReduceScatter})
            json.attribute(stringifyCollectiveKind(kind), comm[kind]);
        });
        // Split by the links they cross where the step knows its nodes.
        if (comm.ranksPerNode) {
          json.attribute("ranks_per_node", *comm.ranksPerNode);
          json.attributeObject("comm_bytes_by_tier", [&] {
            for (NetworkTier tier :
                 {NetworkTier::InterNode, NetworkTier::IntraNode})
              json.attribute(stringifyNetworkTier(tier),
                             comm.byTier[static_cast<size_t>(tier)]);
          });
        }
      });
      os << "\n";
    };
    if (failed(
            writeReportFile(func, "zero-memory-report", "file=", file, print)))
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
