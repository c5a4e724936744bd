//===- Passes.td - zero conversion passes ------------------*- tablegen -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CONVERSION_PASSES_TD
#define ZERO_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def StripZeroBoundaryAttrs : Pass<"zero-strip-boundary-attrs", "ModuleOp"> {
  let summary = "drop zero.* attributes from function arguments and results";
  let description = [{
    The `zero.role`, `zero.state_of`, `zero.updates` and `zero.shard`
    attributes describe a step's tensors to a driver. The driver reads them
    before lowering; bufferization turns the tensors into memrefs, which the
    dialect's verifier rightly rejects under `zero.shard`. This pass removes
    them so the lowering pipeline can bufferize function boundaries. Function
    attributes (`zero.stage`, `zero.world_size`) and op attributes stay.

    ```mlir
    func.func @f(%w: tensor<9xf32> {zero.role = "param",
                 zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 2>})
    // becomes
    func.func @f(%w: tensor<9xf32>)
    ```
  }];
}

def PrepareBufferization : Pass<"zero-prepare-bufferization", "func::FuncOp"> {
  let summary = "shape a partitioned step so bufferization allocates what zero-memory-report counts";
  let description = [{
    Runs just before one-shot bufferization in `zero-lower-to-llvm`. Values
    are unchanged; two rewrites make the buffers the runtime measures the
    ones `zero-memory-report` predicts, whatever style the frontend wrote
    the step in:

    - **One `tensor.empty` per use, next to its user.** The report counts
      each destination-style result whose init is a `tensor.empty` as a new
      buffer from the op that writes it. A frontend may instead create one
      `tensor.empty` per shape, at the top of the step, and pass it as the
      init of several ops; bufferization would then allocate it up front and
      write several results into that one allocation, so a local gradient's
      allocation is reused by a later op (e.g. the updated param) and
      outlives the collective that consumed the gradient: the all_reduce of
      a dying gradient could not run in place and the runtime would hold two
      gradient buffers.
    - **A gradient's marker reaches its storage.** When the gradient is a
      view (`tensor.collapse_shape`, `expand_shape`, `cast`, `reshape`) of
      another op's result, the `zero.grad_of` marker is copied to that op
      (through any chain of views): bufferization drops the attributes of
      views, and the lowering counts the allocations written by marked ops
      as gradients.

    ```mlir
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %u = linalg.generic ... outs(%e : tensor<4xf32>)
    // becomes
    %e_0 = tensor.empty() : tensor<4xf32>
    %g = linalg.fill ins(%zero : f32) outs(%e_0 : tensor<4xf32>) -> tensor<4xf32>
    %e_1 = tensor.empty() : tensor<4xf32>
    %u = linalg.generic ... outs(%e_1 : tensor<4xf32>)
    ```
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

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
    passes to `zero_rt_step_wait`. `zero.free` is erased: the buffer
    deallocation pipeline that follows frees the buffer after its last use,
    which is where the free stands. A gradient that dies at its all_reduce
    is reduced in place (one copy, as DDP keeps).

    Allocations are bracketed by `zero_rt_step_set_alloc_category` so the
    runtime's accounting allocator counts them the ZeRO paper's way
    (`zero.stage` of the function or module, 0 if absent): gathered
    parameters as gathered; at stages 0-1 the outputs of ops marked
    `zero.grad_of` as gradients; at stages 2-3 those as transient and the
    reduce_scatter shards as gradients.

    Bufferized f32 `linalg.matmul` / `linalg.batch_matmul`, including
    operands transposed through the indexing maps, become
    `zero_rt_step_gemm_f32` (OpenBLAS); other element types stay linalg.

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
  ];
  let options = [
    Option<"lowerMatmuls", "lower-matmuls", "bool", /*default=*/"true",
           "turn f32 linalg.matmul / batch_matmul into runtime GEMM calls">,
  ];
}

def DeallocAtLastUse : Pass<"zero-dealloc-at-last-use", "func::FuncOp"> {
  let summary = "move each buffer's dealloc right after the last use of the buffer";
  let description = [{
    Ownership-based buffer deallocation (`buffer-deallocation-pipeline`)
    frees the buffers of a block at the end of the block. A training step
    is one block, so every activation, gathered parameter and gradient of
    the step would stay allocated until the step returns: ZeRO's frees
    (`zero.free`, the end of a gathered copy's or a local gradient's
    lifetime) would change nothing at run time. This pass moves every
    unconditional `memref.dealloc` of a function's entry block up to just
    after the last op of that block that uses the buffer or anything
    derived from it (views, pointers taken of it, values computed from
    those, such as an asynchronous collective's handle, whose wait is then
    a use). Uses nested in regions count for their ancestor op in the
    block. That is the liveness rule `zero-memory-report` computes
    `peak_bytes` with, so the measured peak describes the same program.

    ```mlir
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%c : f32) outs(%a : memref<4xf32>)
    call @use(%a) : (memref<4xf32>) -> ()
    call @other() : () -> ()
    memref.dealloc %a : memref<4xf32>
    // becomes
    ...
    call @use(%a) : (memref<4xf32>) -> ()
    memref.dealloc %a : memref<4xf32>
    call @other() : () -> ()
    ```

    Functions with more than one block are left alone.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

#endif // ZERO_CONVERSION_PASSES_TD
