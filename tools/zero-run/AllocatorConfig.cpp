//===- AllocatorConfig.cpp - jemalloc's settings for a training process ---===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A training step frees and allocates the same large buffers every step.
// With jemalloc's default decay, freed pages went back to the kernel and
// were faulted in again on the next step: page faults and unmapping were
// about 5 % of GPT B's step (zero-run 245 -> 223 ms with purging off). So
// zero-run keeps freed pages for reuse, as a training process's memory is
// its steady state anyway; what the accounting allocator counts (requested
// bytes) is unchanged. MALLOC_CONF in the environment still overrides it.
// Read by jemalloc at start-up when zero-run is linked against it
// (cmake/ZeroAllocator.cmake); an unused variable otherwise.
//
//===----------------------------------------------------------------------===//

extern "C" {
__attribute__((visibility("default"), used)) const char *malloc_conf =
    "dirty_decay_ms:-1";
}
