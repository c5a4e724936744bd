//===- Driver.h - a @main that trains with upstream tools only --*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Appends `func.func @main()` to a module holding a built step: the initial
// arguments become dense constants, the step is called `steps` times in a row
// on the same batch (hyper `step` = 1, 2, ...), and every loss is printed with
// MLIR's runner utilities (printMemrefF32/F64). The module then runs under
// upstream mlir-opt + mlir-runner alone.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TRACE_DRIVER_H
#define ZERO_TRACE_DRIVER_H

#include "zero/Trace/Data.h"

namespace mlir {
namespace zero {
namespace trace {

/// `args` holds one host tensor per step argument (Data.h's layout).
LogicalResult buildMain(ModuleOp module, const StepInfo &step,
                        const std::vector<HostTensor> &args, int64_t steps);

} // namespace trace
} // namespace zero
} // namespace mlir

#endif // ZERO_TRACE_DRIVER_H
