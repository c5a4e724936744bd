//===- QuantizeCollectives.cpp - block-quantized gathers and reductions ---===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Marks a partitioned step's parameter gathers (qwZ) and gradient
// reduce-scatters (qgZ) with #zero.quantize; the runtime quantizes what they
// send and dequantizes what arrives. Options are checked before any change.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/IR/ZeroOps.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_QUANTIZECOLLECTIVES
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

namespace {

/// Whether the runtime quantizes values of `collective`'s bucket: floats it
/// has a quantizer for, on more than one rank.
bool carriesFloats(CollectiveOpInterface collective) {
  if (collective.getWorldSize() < 2)
    return false;
  Type element =
      cast<ShapedType>(collective.getBucketTypes().front()).getElementType();
  return element.isF32() || element.isBF16();
}

/// A gather of a parameter's shard: its one input is a param argument of
/// the step (stage 3's gathers before each use), or that argument's shard
/// fetched from its store (zero-offload params=true).
bool gathersParameter(CollectiveOpInterface collective) {
  if (collective.getCollectiveKind() != CollectiveKind::AllGather ||
      collective.getInputs().size() != 1)
    return false;
  Value input = collective.getInputs().front();
  if (auto fetch = input.getDefiningOp<FetchOp>())
    input = fetch.getReference();
  auto arg = dyn_cast<BlockArgument>(input);
  if (!arg)
    return false;
  auto func = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
  if (!func)
    return false;
  auto role = func.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                ZeroDialect::kRoleAttrName);
  return role && role.getValue() == stringifyArgRole(ArgRole::Param);
}

/// A reduce_scatter of gradients (every input made by a zero.grad_of op)
/// that adds them up.
bool reducesGradients(CollectiveOpInterface collective) {
  if (collective.getCollectiveKind() != CollectiveKind::ReduceScatter)
    return false;
  std::optional<ReductionKind> kind = collective.getReduction();
  if (!kind || (*kind != ReductionKind::Avg && *kind != ReductionKind::Sum))
    return false;
  return llvm::all_of(collective.getInputs(), [](Value input) {
    Operation *def = input.getDefiningOp();
    return def && def->hasAttr(ZeroDialect::kGradOfAttrName);
  });
}

struct QuantizeCollectivesPass
    : public zero::impl::QuantizeCollectivesBase<QuantizeCollectivesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto [name, bits] : {std::pair<StringRef, int64_t>{"weights", weights},
                              {"gradients", gradients}})
      if (bits != 0 && bits != 4 && bits != 8) {
        emitError(module.getLoc())
            << "zero-quantize-collectives: " << name
            << " must be 8, 4 or 0 (not quantized) bits, but got " << bits;
        return signalPassFailure();
      }
    if (blockSize <= 0) {
      emitError(module.getLoc())
          << "zero-quantize-collectives: block-size must be a positive "
             "number of elements, but got "
          << static_cast<int64_t>(blockSize);
      return signalPassFailure();
    }
    MLIRContext *ctx = module.getContext();
    module.walk([&](CollectiveOpInterface collective) {
      if (collective.getQuantizeAttr() || !carriesFloats(collective))
        return;
      int64_t bits = 0;
      if (weights && gathersParameter(collective)) {
        bits = weights;
        ++numWeights;
      } else if (gradients && reducesGradients(collective)) {
        bits = gradients;
        ++numGradients;
      }
      if (bits)
        collective->setAttr("quantize",
                            QuantizeAttr::get(ctx, bits, blockSize));
    });
  }
};
} // namespace
