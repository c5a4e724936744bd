//===- Passes.td - zero conversion passes ------------------*- tablegen -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CONVERSION_PASSES_TD
#define ZERO_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertZeroToRuntime : Pass<"convert-zero-to-runtime", "ModuleOp"> {
  let summary = "lower zero collectives and f32 matmuls to runtime calls";
  let description = [{
    Runs after `one-shot-bufferize{allow-unknown-ops}`, which leaves the
    `zero` ops on tensors bridged to the bufferized program by
    `bufferization.to_tensor` / `to_buffer`. Each op becomes a call into the
    runtime's compiled-code ABI (`runtime/include/zero/runtime/step_abi.h`)
    on raw addresses and element counts:

    ```mlir
    %t = bufferization.to_tensor %m : memref<9xf32> to tensor<9xf32>
    %w = zero.all_gather %t world_size 2 : tensor<9xf32> -> tensor<6x3xf32>
    // becomes
    %buf = memref.alloc() : memref<6x3xf32>      // counted as "gathered"
    func.call @zero_rt_step_all_gather(%dtype, %m_addr, %c9, %buf_addr, %c18)
    %w = bufferization.to_tensor %buf restrict : memref<6x3xf32> to tensor<6x3xf32>
    ```

    `zero.*_start` returns a runtime handle that the matching `zero.wait`
    passes to `zero_rt_step_wait`.

    An offloaded argument (`!zero.offloaded<T, store>`, zero-offload)
    becomes the row-major memref of T that the driver allocated in the
    store, returned as itself (the result is marked `zero.store_result = i`
    so the deallocation does not copy it). `zero.fetch` allocates the chunk
    (counted as params or optimizer state, by the argument's `zero.role`)
    and calls `zero_rt_step_store_read` from the buffer's view at the
    chunk's offset; `zero.writeback` calls `zero_rt_step_store_write`; their
    `_start`s call the `_start` forms and the `zero.wait` of their future
    `zero_rt_step_store_wait`. `zero.free` is erased: the buffer
    deallocation pipeline that follows frees the buffer after its last use,
    which is where the free stands. A gradient that dies at its all_reduce
    is reduced in place (one copy, as DDP keeps).

    Allocations are bracketed by `zero_rt_step_set_alloc_category` so the
    runtime's accounting allocator counts them the ZeRO paper's way
    (`zero.stage` of the function or module, 0 if absent): gathered
    parameters as gathered; at stages 0-1 the outputs of ops marked
    `zero.grad_of` as gradients; at stages 2-3 those as transient and the
    reduce_scatter shards as gradients.

    A bufferized f32 contraction whose operands are, for fixed batch
    indices, 2-D strided views becomes `zero_rt_step_gemm_f32` (OpenBLAS)
    calls: `linalg.matmul` / `linalg.batch_matmul` in any of their indexing
    maps, and `linalg.generic` / `linalg.contract` contractions with one m,
    one n and one k dimension, any batch dimensions and any permutation of
    each operand's dimensions (attention's `bihd,bjhd->bhij`). Each call
    passes the operands' addresses and the strides of their row and column
    dimensions, so no operand is copied into another layout; the last batch
    dimension is the call's batch, any others a loop around the call. A bf16
    step's products (bf16 operands widened by `arith.extf`, accumulated in
    f32, optionally times a constant: attention's folded 1/sqrt(d)) become
    `zero_rt_step_gemm_bf16` calls of the same form plus the scale, which
    the runtime multiplies on f32 blocks converted from bf16. Other element
    types (a bf16 accumulator, mixed operands), other bodies, broadcast
    operands and several m/n/k dimensions stay linalg.

    ```mlir
    linalg.generic {indexing_maps = [(b,h,i,j,d) -> (b,i,h,d),
                                     (b,h,i,j,d) -> (b,j,h,d),
                                     (b,h,i,j,d) -> (b,h,i,j)], ...}
        ins(%q, %k : memref<2x3x4x8xf32>, memref<2x3x4x8xf32>)
        outs(%s : memref<2x4x3x3xf32>)
    // becomes, for each b (addresses offset by b times 96, 96, 36 floats):
    // one call with batch h (strides 8, 8, 9), m = i (strides 32, -, 3),
    // n = j (-, 32, 1), k = d (1, 1, -)
    scf.for %b = %c0 to %c2 step %c1 {
      func.call @zero_rt_step_gemm_f32(%c4, %c0, %c0, %c3, %c3, %c8, ...)
    }
    ```

    A bucket (several tensors in one collective) is packed back to back into
    one staging buffer (counted as gathered/transient) and its results are
    row-major views of one flat result buffer. A grouped bucket (one shard
    per tensor) is one flat collective on a rank-major packing: a
    reduce_scatter packs every rank's part of each tensor, zero padded to its
    shard, rank by rank; an all_gather sends this rank's shards back to back
    and unpacks the rank-major buffer it receives into its results after the
    collective (at the `zero.wait` for a start). Pack and receive buffers are
    counted as gathered/transient, as the memory report counts them.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
  let options = [
    Option<"lowerMatmuls", "lower-matmuls", "bool", /*default=*/"true",
           "turn f32 strided contractions (matmul, batch_matmul, permuted "
           "linalg.generic) into runtime GEMM calls">,
  ];
}

def RetargetRuntimeToCUDA : Pass<"zero-retarget-runtime-to-cuda", "ModuleOp"> {
  let summary = "call the CUDA runtime's step ABI instead of the CPU one";
  let description = [{
    `convert-zero-to-runtime` emits calls to the CPU runtime's step ABI
    (`zero_rt_step_*`, `runtime/include/zero/runtime/step_abi.h`). The CUDA
    runtime implements the same ABI, with the same arguments, under
    `zero_rt_cuda_step_*` (`runtime/include/zero/runtime/cuda.h`):
    GEMMs on cuBLAS, collectives on NCCL. This pass renames every such
    declaration and its calls, so one lowering of the zero ops serves both
    targets.

    ```mlir
    func.call @zero_rt_step_gemm_f32(...)
    // becomes
    func.call @zero_rt_cuda_step_gemm_f32(...)
    ```
  }];
}

#endif // ZERO_CONVERSION_PASSES_TD
