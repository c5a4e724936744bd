//===- Pipelines.h - zero's lowering pipeline -------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_PIPELINES_PIPELINES_H
#define ZERO_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
namespace zero {

/// `zero-lower-to-llvm{row-kernel-min-bytes}`'s default: 128 MiB. One loop
/// over the rows of a chain of row ops made softmax's kernels about 30 %
/// cheaper where its buffers outgrow the last-level cache; side by side on
/// a quiet machine, steps whose chains add up to 192 MiB or more ran 9-18 %
/// faster, those of 96 MiB or less no faster reproducibly, and GPT B (12
/// MiB) 2-6 % slower (docs/Design.md §9, docs/Benchmarks.md "Row kernels").
constexpr int64_t kDefaultRowKernelMinBytes = int64_t(128) << 20;

/// Options of `zero-lower-to-llvm`.
struct LowerToLLVMOptions : public PassPipelineOptions<LowerToLLVMOptions> {
  PassOptions::Option<bool> useRuntime{
      *this, "use-runtime",
      llvm::cl::desc("lower zero ops and f32 matmuls to calls into zero's "
                     "runtime and allocate through its accounting allocator; "
                     "off: plain malloc/free and loops, for steps without "
                     "zero ops run outside the runtime"),
      llvm::cl::init(true)};
  PassOptions::Option<std::string> packedEntry{
      *this, "packed-entry",
      llvm::cl::desc("give this function an entry of two pointers, argument "
                     "words in and result words out (zero-pack-entry-abi), "
                     "so that its compile time does not grow with the square "
                     "of its number of arguments; empty: none"),
      llvm::cl::init("")};
  PassOptions::Option<bool> parallelLoops{
      *this, "parallel-loops",
      llvm::cl::desc("run the outer parallel loops of kernels big enough on "
                     "OpenMP threads (zero-parallelize-kernel-loops); the "
                     "process must load LLVM's OpenMP runtime, libomp, whose "
                     "thread count applies when the step runs"),
      llvm::cl::init(false)};
  PassOptions::Option<int64_t> parallelMinIterations{
      *this, "parallel-min-iterations",
      llvm::cl::desc("with parallel-loops: innermost iterations a kernel's "
                     "loop nest needs to run on several threads"),
      llvm::cl::init(32768)};
  PassOptions::Option<int64_t> rowKernelMinBytes{
      *this, "row-kernel-min-bytes",
      llvm::cl::desc("run chains of row ops (softmax, LayerNorm, "
                     "cross-entropy) whose buffers add up to at least this "
                     "many bytes as one loop over their rows "
                     "(zero-row-kernels{min-bytes}); negative: never "
                     "(default: 128 MiB)"),
      llvm::cl::init(kDefaultRowKernelMinBytes)};
};

/// Appends `zero-lower-to-llvm` to `pm` (anchored on builtin.module; its
/// textual form: `zero-opt --zero-lower-to-llvm --dump-pass-pipeline`): a step
/// on tensors, partitioned or not, becomes LLVM dialect.
LogicalResult buildLowerToLLVMPipeline(OpPassManager &pm,
                                       const LowerToLLVMOptions &options,
                                       llvm::raw_ostream &errorStream);

/// Registers `zero-lower-to-llvm` with the global registry.
void registerLowerToLLVMPipeline();

/// Options of `zero-lower-to-nvvm` (docs/GPU.md).
struct LowerToNVVMOptions : public PassPipelineOptions<LowerToNVVMOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("the GPU architecture the kernels are compiled for, "
                     "sm_<major><minor>; the binary keeps PTX, which the "
                     "driver compiles for newer GPUs"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<std::string> features{
      *this, "features",
      llvm::cl::desc("PTX features; sm_90 needs PTX 8.0 or newer (MLIR's "
                     "default PTX version is older)"),
      llvm::cl::init("+ptx80")};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("what gpu-module-to-binary embeds: fatbin (SASS for "
                     "`chip` and PTX; calls the toolkit's ptxas and "
                     "fatbinary), bin (SASS only), isa (PTX text, libdevice "
                     "linked), or none: no binary, the kernels stay "
                     "NVVM-dialect gpu.modules (needs no CUDA toolkit)"),
      llvm::cl::init("fatbin")};
  PassOptions::Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("CUDA toolkit whose libdevice, ptxas and fatbinary "
                     "build the binary (empty: the one zero was configured "
                     "with, else /usr/local/cuda)"),
      llvm::cl::init("")};
};

/// Appends `zero-lower-to-nvvm` to `pm`: a step on tensors, partitioned or
/// not, becomes LLVM dialect host code that launches NVVM kernels embedded
/// as a gpu.binary, calls cuBLAS for f32 (batched) matmuls and the CUDA
/// runtime for collectives. Fails, writing to `errorStream`, on options
/// that name no NVIDIA GPU or binary format.
LogicalResult buildLowerToNVVMPipeline(OpPassManager &pm,
                                       const LowerToNVVMOptions &options,
                                       llvm::raw_ostream &errorStream);

/// Registers `zero-lower-to-nvvm` with the global registry.
void registerLowerToNVVMPipeline();

} // namespace zero
} // namespace mlir

#endif // ZERO_PIPELINES_PIPELINES_H
