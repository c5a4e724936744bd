//===- SplitStepTest.cpp - splitOffKernels, poisonUnusedKernelArguments ---===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/SplitStep.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

using namespace mlir::zero::runner;

namespace {

// A step as zero-outline-kernels leaves it: an optnone body calling a
// kernel, which reads one of its two arguments, and an internal global
// both use.
constexpr const char *kStep = R"(
@scale = internal global float 2.0

define void @kernel(ptr %out, i64 %size) {
  %s = load float, ptr @scale
  store float %s, ptr %out
  ret void
}

define void @body(ptr %p) noinline optnone {
  %s = load float, ptr @scale
  call void @kernel(ptr %p, i64 16)
  call void @kernel(ptr %p, i64 32)
  ret void
}

define void @_mlir_body(ptr %args) {
  call void @body(ptr %args)
  ret void
}
)";

std::unique_ptr<llvm::Module> parse(llvm::LLVMContext &context) {
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> module =
      llvm::parseAssemblyString(kStep, diagnostic, context);
  EXPECT_TRUE(module) << diagnostic.getMessage().str();
  return module;
}

TEST(SplitStep, BodyStaysInPlaceAndTheRestMovesOut) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module = parse(context);
  ASSERT_TRUE(module);
  ASSERT_TRUE(hasOptNoneDefinition(*module));
  llvm::Function *bodyBefore = module->getFunction("body");

  std::unique_ptr<llvm::Module> kernels = splitOffKernels(module);
  ASSERT_TRUE(kernels);
  EXPECT_FALSE(llvm::verifyModule(*module, &llvm::errs()));
  EXPECT_FALSE(llvm::verifyModule(*kernels, &llvm::errs()));

  // The body: the same function object, still defined; the kernel, the
  // wrapper and the global only declared.
  EXPECT_EQ(module->getFunction("body"), bodyBefore);
  EXPECT_FALSE(bodyBefore->isDeclaration());
  EXPECT_TRUE(module->getFunction("kernel")->isDeclaration());
  EXPECT_TRUE(module->getFunction("_mlir_body")->isDeclaration());
  EXPECT_TRUE(module->getNamedGlobal("scale")->isDeclaration());
  EXPECT_FALSE(hasOptNoneDefinition(*kernels));

  // The rest: kernel, wrapper and global defined, the body declared; the
  // global, local before, is external in both so the objects link.
  EXPECT_FALSE(kernels->getFunction("kernel")->isDeclaration());
  EXPECT_FALSE(kernels->getFunction("_mlir_body")->isDeclaration());
  EXPECT_TRUE(kernels->getFunction("body")->isDeclaration());
  llvm::GlobalVariable *scale = kernels->getNamedGlobal("scale");
  ASSERT_TRUE(scale && !scale->isDeclaration());
  EXPECT_TRUE(scale->hasExternalLinkage());
  EXPECT_TRUE(module->getNamedGlobal("scale")->hasExternalLinkage());
}

TEST(SplitStep, UnreadKernelArgumentsBecomePoisonInTheBody) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module = parse(context);
  ASSERT_TRUE(module);
  std::unique_ptr<llvm::Module> kernels = splitOffKernels(module);
  poisonUnusedKernelArguments(*kernels, *module);
  EXPECT_FALSE(llvm::verifyModule(*module, &llvm::errs()));

  llvm::Function *body = module->getFunction("body");
  unsigned calls = 0;
  for (llvm::Instruction &inst : llvm::instructions(*body))
    if (auto *call = llvm::dyn_cast<llvm::CallInst>(&inst)) {
      ++calls;
      // %out is read: kept; %size is not: poison.
      EXPECT_EQ(call->getArgOperand(0), body->getArg(0));
      EXPECT_TRUE(llvm::isa<llvm::PoisonValue>(call->getArgOperand(1)));
    }
  EXPECT_EQ(calls, 2u);
}

} // namespace
