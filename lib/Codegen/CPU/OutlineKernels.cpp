//===- OutlineKernels.cpp - one function per bufferized linalg op ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_OUTLINEKERNELS
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

/// Whether `value` is made by a constant op without operands, which a
/// kernel clones instead of taking as an argument (so LLVM sees it).
static bool isClonableConstant(Value value) {
  Operation *def = value.getDefiningOp();
  return def && def->getNumOperands() == 0 && matchPattern(value, m_Constant());
}

/// Whether `func` is one block without nested regions: what is left of a
/// step once its loops are in kernels.
static bool isStraightLineCalls(func::FuncOp func) {
  if (!func.getBody().hasOneBlock())
    return false;
  return llvm::all_of(func.getBody().front(), [](Operation &op) {
    return op.getNumRegions() == 0;
  });
}

/// Asks LLVM to compile `func` without optimization. A step's body is one
/// basic block of thousands of calls; LLVM's instruction scheduler builds
/// a dependence graph per basic block whose cost grows with the square of
/// the block's length, while calls and address arithmetic gain nothing
/// from optimization.
static void markNotOptimized(func::FuncOp func) {
  Builder b(func.getContext());
  SmallVector<Attribute> flags;
  if (auto existing = func->getAttrOfType<ArrayAttr>("passthrough"))
    flags.append(existing.begin(), existing.end());
  for (StringRef flag : {"noinline", "optnone"})
    if (!llvm::is_contained(flags, b.getStringAttr(flag)))
      flags.push_back(b.getStringAttr(flag));
  func->setAttr("passthrough", b.getArrayAttr(flags));
}

/// Splits the one block of `func` into a chain of blocks of at most
/// `maxOps` ops each. Instruction selection also works per basic block and
/// grows faster than linearly with its length; an unoptimized function
/// keeps the blocks apart (no CFG simplification merges them back).
static void splitIntoBlocks(func::FuncOp func, unsigned maxOps) {
  Block *block = &func.getBody().front();
  SmallVector<Operation *> starts;
  unsigned count = 0;
  for (Operation &op : block->without_terminator())
    if (count++ % maxOps == 0 && count > 1)
      starts.push_back(&op);
  // From the back, so every op moves once.
  OpBuilder builder(func.getContext());
  for (Operation *start : llvm::reverse(starts)) {
    Block *tail = block->splitBlock(start);
    builder.setInsertionPointToEnd(block);
    cf::BranchOp::create(builder, start->getLoc(), tail);
  }
}

namespace {

struct OutlineKernelsPass
    : public zero::impl::OutlineKernelsBase<OutlineKernelsPass> {
  using OutlineKernelsBase::OutlineKernelsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    for (func::FuncOp func : funcs) {
      if (func.isExternal())
        continue;
      SmallVector<Operation *> ops;
      for (Block &block : func.getBody())
        for (Operation &op : block)
          if (isKernel(&op))
            ops.push_back(&op);
      for (Operation *op : ops)
        outline(module, symbols, func, op);
      if (isStraightLineCalls(func)) {
        markNotOptimized(func);
        splitIntoBlocks(func, maxBlockOps);
      }
    }
  }

private:
  /// A bufferized linalg op, or a loop over rows of several
  /// (zero-row-kernels).
  static bool isKernel(Operation *op) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      return linalgOp.hasPureBufferSemantics();
    return op->hasAttr(zero::ZeroDialect::kRowKernelAttrName);
  }

  /// Moves `op` into a kernel of `module` (a new one, or an existing one
  /// with the same body) and calls it from where `op` stood.
  void outline(ModuleOp module, SymbolTable &symbols, func::FuncOp parent,
               Operation *op) {
    llvm::SetVector<Value> inputs(op->getOperands().begin(),
                                  op->getOperands().end());
    getUsedValuesDefinedAbove(op->getRegions(), inputs);
    SmallVector<Value> arguments, constants;
    for (Value v : inputs)
      (isClonableConstant(v) ? constants : arguments).push_back(v);

    OpBuilder builder(module.getBodyRegion());
    builder.setInsertionPointToEnd(module.getBody());
    Location loc = op->getLoc();
    auto kernel = func::FuncOp::create(
        builder, loc, "kernel",
        builder.getFunctionType(ValueRange(arguments).getTypes(), {}));
    kernel.setPrivate();
    kernel->setAttr("passthrough",
                    builder.getArrayAttr(builder.getStringAttr("noinline")));
    Block *entry = kernel.addEntryBlock();
    IRMapping mapping;
    mapping.map(arguments, entry->getArguments());
    builder.setInsertionPointToStart(entry);
    for (Value c : constants)
      mapping.map(c, builder.clone(*c.getDefiningOp())->getResult(
                         cast<OpResult>(c).getResultNumber()));
    Operation *body = builder.clone(*op, mapping);
    // zero's markers (e.g. zero.grad_of, naming the parameter) have been
    // read by the lowering by now; left on, they would tell apart kernels of
    // identical layers.
    body->walk([](Operation *nested) {
      for (NamedAttribute attr :
           llvm::to_vector(nested->getDiscardableAttrs()))
        if (attr.getName().strref().starts_with("zero."))
          nested->removeDiscardableAttr(attr.getName());
    });
    func::ReturnOp::create(builder, loc);

    // Kernels with the same text are the same kernel: the body is printed
    // under a placeholder name, so only structure and types decide. In a
    // local scope: numbering the values of the whole module for every
    // kernel would make the pass quadratic.
    std::string key;
    llvm::raw_string_ostream os(key);
    kernel->print(os, OpPrintingFlags().printGenericOpForm().useLocalScope());
    auto [it, isNew] = kernels.try_emplace(key, nullptr);
    if (isNew) {
      std::string name = (parent.getSymName() + "_kernel_" +
                           llvm::Twine(nextIndex[parent.getSymName()]++))
                             .str();
      kernel.setSymName(name);
      symbols.insert(kernel); // renamed if the step already uses the name
      it->second = kernel;
    } else {
      kernel.erase();
    }

    builder.setInsertionPoint(op);
    func::CallOp::create(builder, loc, it->second, arguments);
    op->erase();
  }

  llvm::StringMap<func::FuncOp> kernels;
  llvm::StringMap<unsigned> nextIndex;
};

} // namespace
