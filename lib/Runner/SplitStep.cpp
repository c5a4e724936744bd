//===- SplitStep.cpp - a step as body and kernels modules ----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/SplitStep.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace mlir::zero;

static bool isOptNoneDefinition(const llvm::GlobalValue *value) {
  auto *f = llvm::dyn_cast<llvm::Function>(value);
  return f && !f->isDeclaration() && f->hasOptNone();
}

bool runner::hasOptNoneDefinition(const llvm::Module &module) {
  return llvm::any_of(module.functions(), [](const llvm::Function &f) {
    return isOptNoneDefinition(&f);
  });
}

std::unique_ptr<llvm::Module>
runner::splitOffKernels(std::unique_ptr<llvm::Module> &module) {
  for (llvm::GlobalValue &value : module->global_values()) {
    if (value.isDeclaration() || !value.hasLocalLinkage())
      continue;
    if (!value.hasName())
      value.setName("zero.anonymous");
    value.setLinkage(llvm::GlobalValue::ExternalLinkage);
    value.setVisibility(llvm::GlobalValue::DefaultVisibility);
    value.setDSOLocal(false);
  }
  llvm::ValueToValueMapTy kernelMap;
  std::unique_ptr<llvm::Module> kernels =
      llvm::CloneModule(*module, kernelMap, [](const llvm::GlobalValue *v) {
        return !isOptNoneDefinition(v);
      });
  if (!module->alias_empty() || !module->ifunc_empty()) {
    llvm::ValueToValueMapTy bodyMap;
    module = llvm::CloneModule(*module, bodyMap, isOptNoneDefinition);
    return kernels;
  }
  // What CloneModule does to a definition it does not clone.
  for (llvm::Function &f : module->functions())
    if (!f.isDeclaration() && !f.hasOptNone())
      f.deleteBody();
  for (llvm::GlobalVariable &g : module->globals()) {
    if (g.isDeclaration())
      continue;
    g.setInitializer(nullptr);
    g.setComdat(nullptr);
    g.setLinkage(llvm::GlobalValue::ExternalLinkage);
  }
  return kernels;
}

void runner::poisonUnusedKernelArguments(const llvm::Module &kernels,
                                         llvm::Module &body) {
  for (const llvm::Function &kernel : kernels.functions()) {
    if (!kernel.hasExactDefinition())
      continue;
    llvm::Function *declared = body.getFunction(kernel.getName());
    if (!declared || declared->getFunctionType() != kernel.getFunctionType())
      continue;
    llvm::SmallVector<unsigned> unused;
    for (const llvm::Argument &arg : kernel.args())
      if (arg.use_empty())
        unused.push_back(arg.getArgNo());
    if (unused.empty())
      continue;
    for (llvm::User *user : declared->users()) {
      auto *call = llvm::dyn_cast<llvm::CallBase>(user);
      if (!call || call->getCalledOperand() != declared)
        continue;
      for (unsigned i : unused)
        call->setArgOperand(
            i, llvm::PoisonValue::get(call->getArgOperand(i)->getType()));
    }
  }
}
