//===- RowKernels.cpp - linalg ops that share their rows in one row loop --===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Softmax, LayerNorm and cross-entropy are chains of linalg ops over the
// same rows: a row maximum, a sum of exponentials, a normalization; a mean,
// a variance, a scale. As separate kernels each op streams every row
// through the cache before the next op starts, so a row is read from
// memory once per op. Here such a chain becomes one loop over the rows that
// runs every op on row i before moving to row i + 1: a row is loaded once
// and reused from L1 by the ops after the first. The ops stay linalg ops
// (on one row each), so everything after this pass treats them as before;
// zero-outline-kernels makes the whole row loop one kernel.
//
// The intermediate buffers stay whole (a row loop writes mean[i], the next
// op reads it), so no buffer changes size. What changes is the order of
// allocations and frees in the chain: the row loop needs every buffer the
// chain allocates before it starts and frees what it read only after it
// ends. A chain is fused only when that cannot raise the step's peak.
//
//===----------------------------------------------------------------------===//


#include "zero/Codegen/Bufferization/ViewChain.h"
#include "zero/Codegen/Passes.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Analysis/AliasAnalysis.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_ROWKERNELS
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

namespace {

/// Bytes of a statically shaped buffer, or nullopt.
std::optional<int64_t> getStaticBytes(MemRefType type) {
  if (!type.hasStaticShape() || !type.getElementType().isIntOrFloat())
    return std::nullopt;
  int64_t bits = type.getElementTypeBitWidth();
  return type.getNumElements() * ((bits + 7) / 8);
}

/// How many leading loops of `op` can be row loops: parallel, and every
/// operand either indexes them as its leading dimensions in order (d0, d1,
/// ...) or does not use them at all. 0 where `op` is not a candidate.
unsigned getRowPrefix(linalg::LinalgOp op) {
  if (!isa<linalg::GenericOp, linalg::FillOp>(op) ||
      !op.hasPureBufferSemantics() || op.hasDynamicShape())
    return 0;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  unsigned prefix = 0;
  while (prefix < iterators.size() &&
         iterators[prefix] == utils::IteratorType::parallel)
    ++prefix;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<MemRefType>(operand.get().getType()))
      continue; // fill's scalar
    AffineMap map = op.getMatchingIndexingMap(&operand);
    // The longest run of leading results that are d0, d1, ... in order.
    unsigned leading = 0;
    while (leading < map.getNumResults() && leading < prefix &&
           map.getResult(leading) == getAffineDimExpr(leading, op.getContext()))
      ++leading;
    // Later results must not use a row loop the operand did not index as
    // a leading dimension: an output must be indexed by every row loop.
    unsigned usable = leading;
    for (AffineExpr result : map.getResults().drop_front(leading))
      for (unsigned d = 0; d < usable; ++d)
        if (result.isFunctionOfDim(d)) {
          usable = d;
          break;
        }
    if (op.isDpsInit(&operand)) {
      prefix = std::min(prefix, usable);
      continue;
    }
    // An input that uses some row loops must index all of them up front.
    bool usesRowLoop = false;
    for (unsigned d = 0; d < prefix; ++d)
      usesRowLoop |= map.isFunctionOfDim(d);
    if (usesRowLoop)
      prefix = std::min(prefix, usable);
  }
  return prefix;
}

/// A chain of candidate ops with the allocations and frees between them.
struct Chain {
  SmallVector<linalg::LinalgOp> members;
  SmallVector<Operation *> allocs, frees;
  SmallVector<int64_t> rows; // the shared leading loop sizes
  Operation *first = nullptr; // where the live bytes are read

  bool empty() const { return members.empty(); }
  unsigned numGenerics() const {
    return llvm::count_if(
        members, [](linalg::LinalgOp op) { return isa<linalg::GenericOp>(op); });
  }
  /// Whether some member reduces its rows (a row kernel's reason to be).
  bool hasRowReduction() const {
    return llvm::any_of(members, [](linalg::LinalgOp op) {
      return op.getNumReductionLoops() > 0;
    });
  }
};

/// Live bytes of the step's own allocations just before each op of `block`
/// (memref.alloc adds, memref.dealloc subtracts), and their maximum.
struct LiveBytes {
  DenseMap<Operation *, int64_t> before;
  int64_t peak = 0;
};

std::optional<LiveBytes> computeLiveBytes(Block &block) {
  LiveBytes live;
  int64_t current = 0;
  for (Operation &op : block) {
    live.before[&op] = current;
    bool failed = false;
    op.walk([&](Operation *nested) {
      if (auto alloc = dyn_cast<memref::AllocOp>(nested)) {
        std::optional<int64_t> bytes = getStaticBytes(alloc.getType());
        if (!bytes || nested != &op) // allocation inside a region: unknown
          failed = true;
        else
          current += *bytes;
      } else if (auto dealloc = dyn_cast<memref::DeallocOp>(nested)) {
        auto type = cast<MemRefType>(dealloc.getMemref().getType());
        std::optional<int64_t> bytes = getStaticBytes(type);
        if (!bytes || nested != &op)
          failed = true;
        else
          current -= *bytes;
      }
    });
    if (failed)
      return std::nullopt;
    live.peak = std::max(live.peak, current);
  }
  return live;
}

/// Whether running `chain` as one row loop is the same computation: every
/// buffer the chain writes is accessed, by every member, through one value
/// indexed by the row loops, and no member reaches it through another value
/// that may alias it (a view the analysis cannot see through, such as
/// memref.transpose, or a second view of the same buffer). Row i of the loop
/// then touches row i of it only.
bool isRowLocal(const Chain &chain, unsigned numRows, AliasAnalysis &alias) {
  SetVector<Value> written;
  for (linalg::LinalgOp op : chain.members)
    for (OpOperand &init : op.getDpsInitsMutable())
      written.insert(init.get());
  for (linalg::LinalgOp op : chain.members)
    for (OpOperand &operand : op->getOpOperands()) {
      Value value = operand.get();
      if (!isa<MemRefType>(value.getType()))
        continue;
      for (Value target : written) {
        if (value != target) {
          if (!alias.alias(value, target).isNo())
            return false;
          continue;
        }
        AffineMap map = op.getMatchingIndexingMap(&operand);
        if (map.getNumResults() < numRows)
          return false;
        for (unsigned d = 0; d < numRows; ++d)
          if (map.getResult(d) != getAffineDimExpr(d, op.getContext()))
            return false;
      }
    }
  return true;
}

/// Bytes of the buffers the chain reads or writes row by row (each
/// buffer once, whatever views of it the members use): what each op of the
/// chain streams through the cache when it runs on its own.
int64_t getRowBufferBytes(const Chain &chain) {
  DenseSet<Value> roots;
  int64_t bytes = 0;
  for (linalg::LinalgOp op : chain.members)
    for (OpOperand &operand : op->getOpOperands()) {
      auto type = dyn_cast<MemRefType>(operand.get().getType());
      if (!type)
        continue;
      AffineMap map = op.getMatchingIndexingMap(&operand);
      if (map.getNumResults() == 0 || !map.isFunctionOfDim(0))
        continue; // not read by rows: the same for every row
      Value root = zero::getViewChainSource(operand.get());
      if (!roots.insert(root).second)
        continue;
      auto rootType = dyn_cast<MemRefType>(root.getType());
      std::optional<int64_t> size =
          rootType ? getStaticBytes(rootType) : std::nullopt;
      if (!size)
        size = getStaticBytes(type);
      bytes += size.value_or(0);
    }
  return bytes;
}

/// Row i of `buffer` (its leading `ivs.size()` dimensions fixed), or
/// `buffer` itself when `map` does not index the row loops.
Value getRowView(OpBuilder &b, Location loc, Value buffer, AffineMap map,
                 ValueRange ivs) {
  if (map.getNumResults() == 0 || !map.isFunctionOfDim(0))
    return buffer;
  auto type = cast<MemRefType>(buffer.getType());
  SmallVector<OpFoldResult> offsets, sizes, strides;
  for (auto [d, size] : llvm::enumerate(type.getShape())) {
    bool isRow = d < ivs.size();
    offsets.push_back(isRow ? OpFoldResult(ivs[d]) : b.getIndexAttr(0));
    sizes.push_back(b.getIndexAttr(isRow ? 1 : size));
    strides.push_back(b.getIndexAttr(1));
  }
  auto rowType = memref::SubViewOp::inferRankReducedResultType(
      type.getShape().drop_front(ivs.size()), type, offsets, sizes, strides);
  return memref::SubViewOp::create(b, loc, cast<MemRefType>(rowType), buffer,
                                   offsets, sizes, strides);
}

/// `map` without the row loops: their results dropped, later loops
/// renumbered from 0.
AffineMap dropRowLoops(AffineMap map, unsigned numRows) {
  MLIRContext *ctx = map.getContext();
  unsigned numDims = map.getNumDims() - numRows;
  SmallVector<AffineExpr> dims;
  for (unsigned d = 0; d < map.getNumDims(); ++d)
    dims.push_back(d < numRows ? getAffineConstantExpr(0, ctx)
                               : getAffineDimExpr(d - numRows, ctx));
  SmallVector<AffineExpr> results;
  for (AffineExpr result : map.getResults()) {
    auto dim = dyn_cast<AffineDimExpr>(result);
    if (!dim || dim.getPosition() >= numRows)
      results.push_back(result.replaceDims(dims));
  }
  return AffineMap::get(numDims, map.getNumSymbols(), results, ctx);
}

/// Rewrites `op` at `b`'s insertion point on row `ivs` of its operands.
void emitRowOp(OpBuilder &b, linalg::LinalgOp op, ValueRange ivs) {
  Location loc = op.getLoc();
  unsigned numRows = ivs.size();
  SmallVector<Value> operands;
  for (OpOperand &operand : op->getOpOperands())
    operands.push_back(
        isa<MemRefType>(operand.get().getType())
            ? getRowView(b, loc, operand.get(),
                         op.getMatchingIndexingMap(&operand), ivs)
            : operand.get());
  if (auto fill = dyn_cast<linalg::FillOp>(op.getOperation())) {
    linalg::FillOp::create(b, loc, ValueRange{operands[0]},
                           ValueRange{operands[1]});
    return;
  }
  auto generic = cast<linalg::GenericOp>(op.getOperation());
  auto row = cast<linalg::GenericOp>(b.clone(*generic));
  row->setOperands(operands);
  SmallVector<Attribute> maps;
  for (AffineMap map : generic.getIndexingMapsArray())
    maps.push_back(AffineMapAttr::get(dropRowLoops(map, numRows)));
  row.setIndexingMapsAttr(b.getArrayAttr(maps));
  SmallVector<Attribute> iterators(
      generic.getIteratorTypes().getValue().drop_front(numRows));
  row.setIteratorTypesAttr(b.getArrayAttr(iterators));
  // The body's linalg.index of a row loop is the row loop's index now.
  OpBuilder::InsertionGuard guard(b);
  for (linalg::IndexOp index :
       llvm::to_vector(row.getBody()->getOps<linalg::IndexOp>())) {
    uint64_t dim = index.getDim();
    if (dim < numRows) {
      index.replaceAllUsesWith(ivs[dim]);
      index.erase();
    } else {
      b.setInsertionPoint(index);
      index.replaceAllUsesWith(
          linalg::IndexOp::create(b, index.getLoc(), dim - numRows)
              .getResult());
      index.erase();
    }
  }
}

/// Replaces the members of `chain` with one loop nest over its rows.
void fuse(Chain &chain, unsigned numRows) {
  Operation *anchor = chain.members.front();
  for (Operation *alloc : chain.allocs)
    alloc->moveBefore(anchor);
  OpBuilder b(anchor);
  Location loc = anchor->getLoc();
  // Rows are independent (isRowLocal): an scf.parallel, which
  // zero-parallelize-kernel-loops forks over threads as it does the
  // parallel loops of the ops it replaces; serial lowerings run it as loops.
  Value zeroIndex = arith::ConstantIndexOp::create(b, loc, 0);
  Value oneIndex = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value> lbs(numRows, zeroIndex), steps(numRows, oneIndex), ubs;
  for (int64_t size : chain.rows)
    ubs.push_back(arith::ConstantIndexOp::create(b, loc, size));
  auto outer = scf::ParallelOp::create(b, loc, lbs, ubs, steps);
  SmallVector<Value> ivs(outer.getInductionVars());
  b.setInsertionPoint(outer.getBody()->getTerminator());
  outer->setAttr(zero::ZeroDialect::kRowKernelAttrName, b.getUnitAttr());
  for (linalg::LinalgOp op : chain.members)
    emitRowOp(b, op, ivs);
  Operation *after = outer;
  for (Operation *free : chain.frees) {
    free->moveAfter(after);
    after = free;
  }
  for (linalg::LinalgOp op : chain.members)
    op->erase();
}

struct RowKernels : public zero::impl::RowKernelsBase<RowKernels> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || !func.getBody().hasOneBlock())
      return;
    Block &block = func.getBody().front();
    std::optional<LiveBytes> live = computeLiveBytes(block);
    if (!live)
      return;
    std::vector<Chain> chains = findChains(block);
    AliasAnalysis &alias = getAnalysis<AliasAnalysis>();
    // Chains are disjoint and in program order; each keeps its own
    // allocations and frees, so the live bytes outside it do not change.
    for (Chain &chain : chains) {
      // At least one op keeps a loop of its own inside the row loop (the
      // one LLVM vectorizes): elementwise ops alone share their last
      // dimension as their inner loop.
      unsigned numRows = chain.rows.size();
      if (llvm::all_of(chain.members, [&](linalg::LinalgOp op) {
            return op.getNumLoops() == numRows;
          }))
        chain.rows.pop_back();
      numRows = chain.rows.size();
      if (numRows == 0)
        continue;
      if (chain.numGenerics() < 2 || !chain.hasRowReduction() ||
          !isRowLocal(chain, numRows, alias) ||
          getRowBufferBytes(chain) < minBytes ||
          !keepsPeak(chain, *live))
        continue;
      fuse(chain, numRows);
    }
  }

private:
  /// Whether the live bytes inside the fused chain (everything allocated
  /// from its start on, nothing freed before its end) stay at or below the
  /// step's peak, so the peak (and what the report says of it) is unchanged.
  static bool keepsPeak(const Chain &chain, const LiveBytes &live) {
    int64_t bytes = live.before.lookup(chain.first);
    for (Operation *alloc : chain.allocs)
      bytes += *getStaticBytes(cast<memref::AllocOp>(alloc).getType());
    return bytes <= live.peak;
  }

  /// Maximal runs of candidate ops with equal leading row loops, separated
  /// only by allocations, frees and constants.
  static std::vector<Chain> findChains(Block &block) {
    std::vector<Chain> chains;
    Chain current;
    SmallVector<Operation *> pendingAllocs, pendingFrees;
    auto close = [&]() {
      if (current.members.size() >= 2)
        chains.push_back(current);
      current = Chain();
      pendingAllocs.clear();
      pendingFrees.clear();
    };
    for (Operation &op : block) {
      if (isa<memref::AllocOp>(op)) {
        pendingAllocs.push_back(&op);
        continue;
      }
      if (isa<memref::DeallocOp>(op)) {
        pendingFrees.push_back(&op);
        continue;
      }
      if (isa<arith::ConstantOp>(op))
        continue;
      auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      unsigned prefix = linalgOp ? getRowPrefix(linalgOp) : 0;
      if (prefix == 0) {
        close();
        continue;
      }
      SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
      ArrayRef<int64_t> candidate = ArrayRef(ranges).take_front(prefix);
      if (!current.empty()) {
        // Rows shared with the chain: the common leading loops.
        unsigned shared = 0;
        while (shared < current.rows.size() && shared < candidate.size() &&
               current.rows[shared] == candidate[shared])
          ++shared;
        // A chain's rows only shrink while it has one op: a later op that
        // shares fewer rows would turn the chain's short rows into long
        // ones, and their loops gain nothing from running together.
        if (shared > 0 && (shared == current.rows.size() ||
                           current.members.size() == 1)) {
          current.rows.resize(shared);
          current.members.push_back(linalgOp);
          current.allocs.append(pendingAllocs);
          current.frees.append(pendingFrees);
          pendingAllocs.clear();
          pendingFrees.clear();
          continue;
        }
        close();
      }
      // Allocations right before the first member stay where they are.
      pendingAllocs.clear();
      pendingFrees.clear();
      current.members.push_back(linalgOp);
      current.rows.assign(candidate.begin(), candidate.end());
      current.first = &op;
    }
    close();
    return chains;
  }
};

} // namespace
