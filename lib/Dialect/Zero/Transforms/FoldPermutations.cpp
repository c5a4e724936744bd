//===- FoldPermutations.cpp - permuted copies read in place by contractions ===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A frontend that writes x^T @ dy as a transpose feeding a matmul makes the
// step allocate, fill and read a transposed copy of x; a contraction can
// read x through a permuted indexing map instead (and, in f32, the lowering
// hands it to BLAS through its strides). Folding at the tensor level, in
// zero-pipeline, means the memory report and the runtime both see the
// program without the copy.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_FOLDPERMUTATIONS
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

namespace {

/// A permuting copy: `source` and the map from the copy's indices to the
/// source's.
struct PermutedSource {
  Value source;
  AffineMap map;
};

std::optional<PermutedSource> matchPermutingCopy(Value value) {
  MLIRContext *ctx = value.getContext();
  if (auto transpose = value.getDefiningOp<linalg::TransposeOp>()) {
    if (!transpose.hasPureTensorSemantics())
      return std::nullopt;
    // Result dimension i is input dimension perm[i]: input index j is
    // result index inverse[j].
    SmallVector<int64_t> inverse =
        invertPermutationVector(transpose.getPermutation());
    SmallVector<unsigned> dims(inverse.begin(), inverse.end());
    return PermutedSource{transpose.getInput(),
                          AffineMap::getPermutationMap(dims, ctx)};
  }
  auto generic = value.getDefiningOp<linalg::GenericOp>();
  if (!generic || !generic.hasPureTensorSemantics() ||
      generic.getNumDpsInputs() != 1 || generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return std::nullopt;
  OpOperand *input = generic.getDpsInputOperand(0);
  Block *body = generic.getBody();
  if (body->getOperations().size() != 1 ||
      body->getTerminator()->getOperand(0) !=
          generic.getMatchingBlockArgument(input))
    return std::nullopt;
  AffineMap inMap = generic.getMatchingIndexingMap(input);
  AffineMap outMap = generic.getMatchingIndexingMap(generic.getDpsInitOperand(0));
  if (!inMap.isPermutation() || !outMap.isPermutation() ||
      getElementTypeOrSelf(input->get()) !=
          getElementTypeOrSelf(generic.getResult(0)))
    return std::nullopt;
  // Copy index -> loop point -> source index.
  return PermutedSource{input->get(),
                        inMap.compose(inversePermutation(outMap))};
}

struct FoldPermutationsPass
    : public zero::impl::FoldPermutationsBase<FoldPermutationsPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> contractions;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.hasPureTensorSemantics() &&
          linalg::isaContractionOpInterface(op) &&
          llvm::any_of(op.getDpsInputs(), [](Value v) {
            return matchPermutingCopy(v).has_value();
          }))
        contractions.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    llvm::SetVector<Operation *> copies;
    for (linalg::LinalgOp op : contractions) {
      rewriter.setInsertionPoint(op);
      auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
      if (!generic) {
        SmallVector<NamedAttribute> attrs(op->getDiscardableAttrs());
        FailureOr<linalg::GenericOp> generalized =
            linalg::generalizeNamedOp(rewriter, op);
        if (failed(generalized))
          continue;
        generic = *generalized;
        for (NamedAttribute attr : attrs)
          generic->setAttr(attr.getName(), attr.getValue());
      }
      SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
      for (OpOperand *input : generic.getDpsInputOperands()) {
        std::optional<PermutedSource> permuted =
            matchPermutingCopy(input->get());
        if (!permuted)
          continue;
        copies.insert(input->get().getDefiningOp());
        unsigned index = input->getOperandNumber();
        maps[index] = permuted->map.compose(maps[index]);
        rewriter.modifyOpInPlace(generic,
                                 [&] { input->set(permuted->source); });
      }
      rewriter.modifyOpInPlace(generic, [&] {
        generic.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
      });
    }
    for (Operation *copy : copies)
      if (copy->use_empty())
        rewriter.eraseOp(copy);
  }
};

} // namespace
