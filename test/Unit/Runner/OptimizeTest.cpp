//===- OptimizeTest.cpp - makeStepOptimizer -------------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Optimize.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

using namespace mlir::zero::runner;

namespace {

// Two functions alike but for optnone: each a block that branches to the
// next, which SimplifyCFG merges, and an add of two constants.
constexpr const char *kModule = R"(
define i32 @kernel(i32 %x) {
entry:
  %c = add i32 1, 2
  br label %next
next:
  %r = add i32 %c, %x
  ret i32 %r
}

define i32 @body(i32 %x) noinline optnone {
entry:
  %c = add i32 1, 2
  br label %next
next:
  %r = add i32 %c, %x
  ret i32 %r
}
)";

TEST(StepOptimizer, OptimizesOthersAndLeavesOptNoneFunctionsAlone) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> module =
      llvm::parseAssemblyString(kModule, diagnostic, context);
  ASSERT_TRUE(module) << diagnostic.getMessage().str();

  llvm::Error error = makeStepOptimizer(2, /*targetMachine=*/nullptr)(
      module.get());
  ASSERT_FALSE(error) << llvm::toString(std::move(error));

  llvm::Function *kernel = module->getFunction("kernel");
  ASSERT_TRUE(kernel);
  EXPECT_EQ(kernel->size(), 1u);
  EXPECT_EQ(kernel->getInstructionCount(), 2u); // add %x, 3; ret

  // The blocks SimplifyCFG would have merged are still there. (Module
  // passes, IPSCCP among them, still see the whole module: the constant
  // add may be folded.)
  llvm::Function *body = module->getFunction("body");
  ASSERT_TRUE(body);
  EXPECT_EQ(body->size(), 2u);
}

TEST(StepOptimizer, RejectsALevelAbove3) {
  llvm::LLVMContext context;
  llvm::Module module("m", context);
  llvm::Error error = makeStepOptimizer(4, nullptr)(&module);
  ASSERT_TRUE(bool(error));
  EXPECT_EQ(llvm::toString(std::move(error)),
            "LLVM optimization level 4 is not 0 to 3");
}

} // namespace
