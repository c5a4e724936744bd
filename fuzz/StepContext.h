//===- StepContext.h - the MLIR context the fuzz targets share --*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A training step uses only the dialects of zero's input contract plus zero's
// own. The fuzz targets load just those, so mutations land on the code paths
// a step reaches rather than on every upstream dialect, and run without
// threads so that one input is one deterministic execution.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_FUZZ_STEPCONTEXT_H
#define ZERO_FUZZ_STEPCONTEXT_H

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace zero_fuzz {

/// The one context of the process (fuzz targets are single-threaded and run
/// millions of inputs; a context per input would dominate the time).
inline mlir::MLIRContext &stepContext() {
  static mlir::MLIRContext *context = [] {
    mlir::DialectRegistry registry;
    registry.insert<mlir::arith::ArithDialect, mlir::cf::ControlFlowDialect,
                    mlir::func::FuncDialect, mlir::linalg::LinalgDialect,
                    mlir::math::MathDialect, mlir::scf::SCFDialect,
                    mlir::tensor::TensorDialect, mlir::zero::ZeroDialect>();
    auto *ctx = new mlir::MLIRContext(registry,
                                      mlir::MLIRContext::Threading::DISABLED);
    ctx->loadAllAvailableDialects();
    return ctx;
  }();
  return *context;
}

/// Parses `data` as a module (verifying it, as every zero tool does). Bad
/// input is the expected case: its diagnostics are dropped, not printed.
inline mlir::OwningOpRef<mlir::ModuleOp> parseStep(const uint8_t *data,
                                                   size_t size) {
  mlir::MLIRContext &ctx = stepContext();
  mlir::ScopedDiagnosticHandler quiet(
      &ctx, [](mlir::Diagnostic &) { return mlir::success(); });
  mlir::ParserConfig config(&ctx);
  // MLIR's lexer reads past the end of its buffer when a token runs to the
  // end, expecting the nul every file's MemoryBuffer has; parseSourceString
  // does not add one, so libFuzzer's exact-size input was read out of
  // bounds (a report whose frames are all upstream's, and only when the
  // heap byte after the input was not 0). zero's tools parse files, which
  // have the nul; so does this copy.
  std::string text(reinterpret_cast<const char *>(data), size);
  return mlir::parseSourceString<mlir::ModuleOp>(text, config);
}

} // namespace zero_fuzz

#endif // ZERO_FUZZ_STEPCONTEXT_H
