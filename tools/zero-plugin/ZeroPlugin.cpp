//===- ZeroPlugin.cpp - zero as an mlir-opt dialect and pass plugin -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Loaded by an upstream mlir-opt of the same MLIR version with
//   --load-dialect-plugin=ZeroPlugin.so --load-pass-plugin=ZeroPlugin.so
// it adds the zero dialect and zero's passes and pipelines. The plugin
// links the shared libMLIR.so the tool itself uses, so MLIR's registries
// and TypeIDs are the tool's own; it registers only what zero defines.
//
//===----------------------------------------------------------------------===//

#include "zero/InitAllZero.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Zero", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            mlir::zero::registerAllZeroDialects(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Zero", LLVM_VERSION_STRING,
          []() { mlir::zero::registerAllZeroPasses(); }};
}
