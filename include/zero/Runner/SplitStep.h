//===- SplitStep.h - a step as body and kernels modules ---------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_SPLITSTEP_H
#define ZERO_RUNNER_SPLITSTEP_H

#include <memory>

namespace llvm {
class Module;
} // namespace llvm

namespace mlir {
namespace zero {
namespace runner {

/// Whether `module` defines a function marked optnone (a step's body, as
/// zero-outline-kernels leaves it).
bool hasOptNoneDefinition(const llvm::Module &module);

/// Splits a step into its body (the functions marked optnone), left in
/// `module`, and every other definition (kernels, packed wrappers,
/// globals), returned in a module of their own; each module declares what
/// the other defines, and local symbols become global so the two objects
/// link. The body stays in place rather than being cloned: on a long step
/// it is most of the module, and cloning it cost as much as translating it.
/// (A module with aliases, which cannot become declarations in place, gets
/// a clone of its body instead.)
std::unique_ptr<llvm::Module>
splitOffKernels(std::unique_ptr<llvm::Module> &module);

/// Replaces by poison, in `body`'s calls to each function `kernels` defines
/// (exactly: its definition is the one linked), the arguments that function
/// does not read, so the code generator sets up nothing for them: a static
/// memref's allocated pointer, offset, sizes and strides, most of a kernel
/// call's arguments. LLVM's dead argument elimination did this when the
/// body and the kernels were optimized as one module.
void poisonUnusedKernelArguments(const llvm::Module &kernels,
                                 llvm::Module &body);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_SPLITSTEP_H
