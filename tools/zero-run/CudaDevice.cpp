//===- CudaDevice.cpp - zero-run --device=cuda: can this machine run it ---===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// libzero_runtime_cuda links the CUDA driver, so zero-run opens it only when
// asked for a GPU: on a machine without a driver the dlopen fails, and
// zero-run says why before any work. Opened with RTLD_GLOBAL (a permanent
// library), its symbols resolve the JIT-compiled step's calls.
//
//===----------------------------------------------------------------------===//

#include "CudaDevice.h"

#include "zero/runtime/status.h"

#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

Error checkCudaDevice() {
#ifndef ZERO_CUDA_RUNTIME_PATH
  return createStringError(
      "--device=cuda: this zero was built without the CUDA backend (CMake "
      "found no CUDA toolkit and NCCL; see docs/GPU.md)");
#else
  std::string message;
  auto library = sys::DynamicLibrary::getPermanentLibrary(
      ZERO_CUDA_RUNTIME_PATH, &message);
  if (!library.isValid())
    return createStringError("--device=cuda: cannot load the CUDA runtime " +
                             Twine(ZERO_CUDA_RUNTIME_PATH) + ": " + message +
                             " (is the NVIDIA driver installed?)");
  using Probe = zero_rt_status_t (*)(int *);
  auto probe =
      reinterpret_cast<Probe>(library.getAddressOfSymbol("zero_rt_cuda_probe"));
  if (!probe)
    return createStringError("--device=cuda: " +
                             Twine(ZERO_CUDA_RUNTIME_PATH) +
                             " has no zero_rt_cuda_probe");
  int devices = 0;
  if (zero_rt_status_t status = probe(&devices)) {
    std::string text = zero_rt_status_message(status);
    zero_rt_status_free(status);
    return createStringError("--device=cuda: " + text);
  }
  using UseDeviceMemory = zero_rt_status_t (*)();
  auto useDeviceMemory = reinterpret_cast<UseDeviceMemory>(
      library.getAddressOfSymbol("zero_rt_cuda_use_device_memory"));
  if (!useDeviceMemory)
    return createStringError("--device=cuda: " +
                             Twine(ZERO_CUDA_RUNTIME_PATH) +
                             " has no zero_rt_cuda_use_device_memory");
  if (zero_rt_status_t status = useDeviceMemory()) {
    std::string text = zero_rt_status_message(status);
    zero_rt_status_free(status);
    return createStringError("--device=cuda: " + text);
  }
  return Error::success();
#endif
}
