//===- Passes.td - zero code generation passes -------------*- tablegen -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CODEGEN_PASSES_TD
#define ZERO_CODEGEN_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Bufferization (lib/Codegen/Bufferization): from a step on tensors to
// buffers freed at their last use
//===----------------------------------------------------------------------===//

def StripZeroBoundaryAttrs : Pass<"zero-strip-boundary-attrs", "ModuleOp"> {
  let summary = "drop zero.* attributes from function arguments and results";
  let description = [{
    The `zero.role`, `zero.state_of`, `zero.updates` and `zero.shard`
    attributes describe a step's tensors to a driver. The driver reads them
    before lowering; bufferization turns the tensors into memrefs, which the
    dialect's verifier rightly rejects under `zero.shard`. This pass removes
    them so the lowering pipeline can bufferize function boundaries. Function
    attributes (`zero.stage`, `zero.world_size`) and op attributes stay, and
    so does the `zero.role` of an offloaded argument (`!zero.offloaded`,
    which bufferization leaves alone): convert-zero-to-runtime counts the
    chunks fetched from it as params or optimizer state by that role.

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

def MemRefBoundaries : Pass<"zero-memref-boundaries", "ModuleOp"> {
  let summary = "give the functions no call reaches memref arguments and results before bufferization";
  let description = [{
    Runs just before `one-shot-bufferize{bufferize-function-boundaries}` in
    `zero-lower-to-llvm` and `zero-lower-to-nvvm`. Each function with a
    body that no symbol use in the module names (a step's entry) takes and
    returns row-major memrefs (the identity layout, as
    `function-boundary-type-conversion=identity-layout-map` gives) in place
    of its ranked tensors:

    - an argument becomes `bufferization.to_tensor %arg restrict writable`
      at the top of the body (`restrict`: the body reaches the buffer only
      through it; `writable` unless the argument says
      `bufferization.writable = false`, as upstream's boundary treats a
      function's arguments), so an op may still update an argument's buffer
      in place;
    - a returned tensor becomes `bufferization.to_buffer ... read_only`
      before the return (the return only reads it, as the boundary's
      analysis counts a return), whose buffer is the tensor's own:
      an argument updated in place is handed back as that same buffer, a
      new result as its allocation, and no copy is added.

    The bufferized step is the one upstream's boundary bufferization gives,
    but the boundary analysis has nothing left to pair: it compares every
    returned tensor with every tensor argument (alias and equivalence
    queries for all pairs), quadratic in the length of a step whose
    optimizer returns thousands of updated tensors. Functions that a call
    reaches, and arguments or results that are unranked, carry a tensor
    encoding or a `bufferization.buffer_layout`, are left to upstream's
    boundary bufferization.

    ```mlir
    func.func @step(%w: tensor<4xf32>) -> tensor<4xf32> {
      %n = linalg.generic ... ins(%w : tensor<4xf32>) outs(%e : tensor<4xf32>)
      return %n : tensor<4xf32>
    }
    // becomes
    func.func @step(%arg0: memref<4xf32>) -> memref<4xf32> {
      %w = bufferization.to_tensor %arg0 restrict writable : memref<4xf32> to tensor<4xf32>
      %n = linalg.generic ... ins(%w : tensor<4xf32>) outs(%e : tensor<4xf32>)
      %m = bufferization.to_buffer %n read_only : tensor<4xf32> to memref<4xf32>
      return %m : memref<4xf32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect",
                           "::mlir::memref::MemRefDialect"];
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

def BufferDeallocation : Pass<"zero-buffer-deallocation", "ModuleOp"> {
  let summary = "free every buffer of a bufferized step right after its last use";
  let description = [{
    Places the `memref.dealloc` of every allocation a bufferized step makes,
    by the liveness rule `zero-memory-report` computes `peak_bytes` with: a
    buffer dies after the last op that uses it or anything derived from it
    (views, extracted pointers, handles computed from those). The function's
    memref results are handed to the caller, who frees them; a result that
    is not a buffer of its own (an argument, a global, a buffer already
    returned) is returned as a copy.

    A straight-line module (every function one block, every allocation at
    its top level, every other memref a view) takes one walk, so lowering
    time grows linearly with the length of the step. Any other module runs
    upstream's `buffer-deallocation-pipeline` followed by
    `zero-dealloc-at-last-use`, which give the same placement for
    straight-line code and also handle control flow, at a cost that grows
    with the square of the function's length.

    ```mlir
    func.func @f(%x: memref<4xf32>) -> memref<4xf32> {
      %a = memref.alloc() : memref<4xf32>
      %b = memref.alloc() : memref<4xf32>
      call @use(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
      call @other() : () -> ()
      return %b : memref<4xf32>
    }
    // becomes
      call @use(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
      memref.dealloc %a : memref<4xf32>
      call @other() : () -> ()
      return %b : memref<4xf32>
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

//===----------------------------------------------------------------------===//
// CPU (lib/Codegen/CPU, zero-lower-to-llvm): kernels LLVM vectorizes and
// threads, and a step whose compile time grows linearly with its length
//===----------------------------------------------------------------------===//

def RowKernels : Pass<"zero-row-kernels", "func::FuncOp"> {
  let summary = "run a chain of linalg ops over the same rows as one loop over the rows";
  let description = [{
    Runs on a bufferized step before `zero-outline-kernels`. Softmax,
    LayerNorm and cross-entropy are chains of linalg ops over the same rows
    (row maximum, sum of exponentials, normalization; mean, variance,
    scale). The pass finds maximal runs of `linalg.generic` and
    `linalg.fill` ops, separated only by `memref.alloc`, `memref.dealloc`
    and constants, whose leading loops are parallel with the same sizes,
    and replaces them with one `scf.parallel` over those rows (marked
    `zero.row_kernel`) that runs every op on row i, a rank-reduced
    `memref.subview` of each operand. Each row is then read from memory
    once and reused from the cache by the ops after the first;
    zero-outline-kernels makes the loop one kernel, and with parallel loops
    (`zero-parallelize-kernel-loops`) its rows are split over threads as the
    rows of the ops it replaces were.

    A chain qualifies when it has at least two generics and one of them
    reduces its rows; every operand indexes the row loops as its leading
    dimensions in order, or (inputs only) not at all; every buffer the
    chain writes is accessed, by all members, through one value indexed by
    the row loops, and through no other value that may alias it (upstream
    alias analysis), so row i touches nothing of another row; and the
    buffers it reads and writes row by row add up to at least `min-bytes`
    (`zero-lower-to-llvm{row-kernel-min-bytes}`, 128 MiB by default:
    docs/Design.md §9). The chain's allocations move before the
    loop and its frees after it; the chain is fused only when the bytes
    then live (the live bytes at its start plus everything it allocates) do
    not exceed the function's peak, so the peak, and the memory report,
    are unchanged. Elementwise ops alone keep their last dimension as their
    own loop.

    ```mlir
    linalg.generic {iterator_types = ["parallel", "reduction"]}
        ins(%x : memref<256x64xf32>) outs(%mean : memref<256xf32>) {...}
    %y = memref.alloc() : memref<256x64xf32>
    linalg.generic {iterator_types = ["parallel", "parallel"]}
        ins(%x, %mean : ...) outs(%y : memref<256x64xf32>) {...}
    // becomes
    %y = memref.alloc() : memref<256x64xf32>
    scf.parallel (%i) = (%c0) to (%c256) step (%c1) {
      %xi = memref.subview %x[%i, 0] [1, 64] [1, 1] : ... to memref<64xf32, ...>
      %mi = memref.subview %mean[%i] [1] [1] : ... to memref<f32, ...>
      linalg.generic {iterator_types = ["reduction"]} ins(%xi) outs(%mi) {...}
      ...
      linalg.generic {iterator_types = ["parallel"]} ins(%xi, %mi) outs(%yi) {...}
    } {zero.row_kernel}
    ```
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"0",
           "fuse a chain only when the buffers it reads and writes row by "
           "row add up to at least this many bytes">
  ];
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def StridedCopiesToLinalg
    : Pass<"zero-strided-copies-to-linalg", "func::FuncOp"> {
  let summary = "turn a memref.copy from or to a strided view into linalg.copy";
  let description = [{
    Runs on bufferized code, before `zero-outline-kernels`. A `memref.copy`
    between layouts that are not both contiguous (e.g. the query, key and
    value columns sliced out of one projection) lowers to a call of MLIR's
    generic `memrefCopy`, which moves one element at a time through
    `memcpy`. As `linalg.copy` it becomes a kernel whose loop LLVM
    vectorizes. Copies between contiguous buffers stay (they lower to one
    `memcpy`).

    ```mlir
    memref.copy %v, %b : memref<4x2xf32, strided<[6, 1]>> to memref<4x2xf32>
    // becomes
    linalg.copy ins(%v : memref<4x2xf32, strided<[6, 1]>>) outs(%b : memref<4x2xf32>)
    ```
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect"];
}

def LowerIndexScatter : Pass<"zero-lower-index-scatter", "func::FuncOp"> {
  let summary = "run a bufferized one-hot reduction as a scatter: loops over the indices, not over every index value";
  let description = [{
    Runs on bufferized code, before `zero-outline-kernels`. A
    `linalg.generic` whose output changes only where a parallel loop index
    `v` equals an integer read from an input,

    ```
    out[v, ...] = select(index_cast(idx[...]) == v, update, out[v, ...])
    ```

    (the embedding gradient `dwte[v, c] += dx[b, t, c]` where
    `tok[b, t] == v`), does useful work at one `v` per point of its other
    loops; as the loop nest of its iteration space it costs `V` times that
    (`V·N·C` for the embedding gradient instead of `N·C`). It becomes the
    loops without `v`: the index is read once per point of the loops its map
    uses, `v` is that index, and the payload (its select replaced by the
    update) runs and stores only if `0 <= v < V`. An index outside `[0, V)`
    matches no `v` in the iteration space, so it contributes nothing either
    way. Each output element receives its updates in the order of the
    reduction loops, as before, so results are bit-identical.

    Loop order: reductions outermost (the index is read once per token, the
    innermost loop walks a row), or with `parallel-outer` the other parallel
    dimensions as one `scf.parallel` outermost and the reductions inside
    (for the GPU mapping: threads over the row, no two writing one element).

    ```mlir
    linalg.generic {indexing_maps = [(v, c, n) -> (n, c), (v, c, n) -> (n),
                                     (v, c, n) -> (v, c)],
                    iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%dx, %tok : memref<6x4xf32>, memref<6xi64>)
        outs(%dwte : memref<10x4xf32>) {...select(tok == v, acc + dx, acc)...}
    // becomes
    scf.for %n = %c0 to %c6 step %c1 {
      %t = memref.load %tok[%n]
      %v = arith.index_cast %t : i64 to index
      scf.if (0 <= %v < 10) {
        scf.for %c = %c0 to %c4 step %c1 {
          dwte[%v, %c] = dwte[%v, %c] + dx[%n, %c]
        }
      }
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
  let options = [
    Option<"parallelOuter", "parallel-outer", "bool", /*default=*/"false",
           "put the parallel loops outermost, as one scf.parallel (GPU)">,
  ];
}

def OutlineKernels : Pass<"zero-outline-kernels", "ModuleOp"> {
  let summary = "move each bufferized linalg op of a step into a kernel function";
  let description = [{
    Runs on bufferized code, before linalg becomes loops. Every linalg op at
    the top level of a function body moves into a private function of its
    own (`<function>_kernel_<k>`), called where the op stood; constants the
    op's body reads are cloned into the kernel, every other value it reads
    is passed. Kernels that are the same up to names are emitted once, so a
    model of repeated layers compiles each distinct kernel once.

    Why: a step of n layers is one function of thousands of ops. Lowering
    loops to branches splits the enclosing block at every loop, and LLVM's
    optimizations and code generation work on whole functions; both grow
    faster than linearly with the function's length. With the loops in
    small kernels, the step's own body is calls and allocations, and the
    cost of lowering grows linearly with the number of layers. Kernels are
    marked `noinline` so LLVM does not undo that.

    What remains of a function without loops (one block of calls, views and
    allocations) is marked `optnone`, which it loses nothing by, and split
    into blocks of at most `max-block-ops` ops: LLVM's instruction selection
    and scheduling work per basic block and grow with the square of its
    length.

    ```mlir
    linalg.generic {...} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {...}
    // becomes
    call @step_kernel_0(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
    func.func private @step_kernel_0(%a: memref<4xf32>, %b: memref<4xf32>)
        attributes {passthrough = ["noinline"]} {
      linalg.generic {...} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {...}
      return
    }
    ```
  }];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect",
                           "::mlir::func::FuncDialect"];
  let options = [
    Option<"maxBlockOps", "max-block-ops", "unsigned", /*default=*/"64",
           "ops per basic block of a function left without loops">,
  ];
}

def KernelLoopOrder : Pass<"zero-kernel-loop-order", "func::FuncOp"> {
  let summary = "order a bufferized linalg.generic's loops so the innermost one walks memory contiguously";
  let description = [{
    Runs on kernels, before linalg becomes loops (which nest the loops in
    the order of the iteration space). A reduction over the rows of a
    row-major matrix, `out[j] += in[i, j]` (a bias or LayerNorm-gain
    gradient), iterates `j` outside and `i` inside: every inner step jumps
    a whole row and nothing vectorizes. This pass moves innermost the loop
    that indexes the last, unit-stride dimension of the most elements among
    the op's operands (upstream `linalg::interchangeGenericOp`; the other
    loops keep their order). A linalg op's result does not depend on its
    loop order; with `reassoc` on the reduction (see
    `zero-vectorizable-kernel-math`) neither does the licence to vectorize.

    ```mlir
    linalg.generic {indexing_maps = [(i, j) -> (j, i), (i, j) -> (i)],
                    iterator_types = ["parallel", "reduction"]}
    // becomes
    linalg.generic {indexing_maps = [(j, i) -> (j, i), (j, i) -> (i)],
                    iterator_types = ["reduction", "parallel"]}
    ```
  }];
}

def VectorizableKernelMath
    : Pass<"zero-vectorizable-kernel-math", "func::FuncOp"> {
  let summary = "make a kernel's float math something LLVM's vectorizers widen";
  let description = [{
    Runs on kernels (after `zero-outline-kernels`), before linalg becomes
    loops. Two rewrites let LLVM's loop vectorizer turn a kernel's loops
    into SIMD code:

    - transcendental math ops (`math.exp`, `math.tanh`, `math.log`,
      `math.expm1`, `math.erf`, ...) become MLIR's polynomial
      approximations (upstream `populateMathPolynomialApproximationPatterns`,
      a few ulp from libm), plain arithmetic instead of calls to libm that
      no loop around them can vectorize (GELU's `tanh`, softmax's `exp`);
    - float `arith` ops get the `reassoc` and `contract` fast-math flags,
      so a reduction (a row sum of softmax, LayerNorm or cross-entropy, a
      bias gradient) may be summed in vector lanes and multiply-adds may
      fuse. No `nnan`/`ninf`: masks that rely on infinities stay exact.

    ```mlir
    %t = math.tanh %x : f32
    %s = arith.addf %a, %b : f32
    // becomes
    ... arith.mulf/arith.addf/arith.divf ... (the rational approximation)
    %s = arith.addf %a, %b fastmath<reassoc,contract> : f32
    ```
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::math::MathDialect",
                           "mlir::vector::VectorDialect"];
}

def PromoteKernelAccumulators
    : Pass<"zero-promote-kernel-accumulators", "func::FuncOp"> {
  let summary = "carry a loop's reduction accumulator in a register instead of memory";
  let description = [{
    Runs on kernels after linalg becomes loops. A loop that loads and
    stores the same element of a buffer on every step (`out[i]` of a row
    reduction: softmax's max and sum, LayerNorm's mean, cross-entropy's
    log-sum) loads it once before the loop, carries it as an `iter_args`
    value and stores it once after the loop. LLVM cannot do this itself
    (the kernel's buffers arrive as pointers that might overlap), and
    without it the reduction is a chain of stores and loads that the loop
    vectorizer does not widen.

    A loop qualifies when its constant bounds make it run at least once
    (the load and store then happened in the original too), the buffer and
    the indices are defined outside it, the load sits directly in its body
    before the store, the buffer has no other use in the loop, and every op
    in the loop is a plain `memref.load`/`store` or free of memory effects
    (no call, no copy). Inner loops go first, so an accumulator may move out
    of several loops. A masked update `select(c, acc, acc op x)` of a
    promoted accumulator becomes `acc op select(c, neutral, x)` for `addf`
    (-0.0), `maximumf` (-inf) and `minimumf` (+inf), whose neutral values
    are exact for every accumulator; not for `maxnumf`/`minnumf`, formats
    without infinities or updates with `ninf`.

    Sound for zero's kernels only, each one bufferized linalg op: one-shot
    bufferization never lets a reduction's output share memory with an
    input it reads. The pass does not prove the absence of aliasing (two
    views of one buffer look unrelated to it), so it is not for other IR.

    ```mlir
    scf.for %j = %c0 to %c256 step %c1 {
      %o = memref.load %out[%i] : memref<256xf32>
      %x = memref.load %in[%i, %j] : memref<256x256xf32>
      %m = arith.maximumf %o, %x : f32
      memref.store %m, %out[%i] : memref<256xf32>
    }
    // becomes
    %o0 = memref.load %out[%i] : memref<256xf32>
    %r = scf.for %j = %c0 to %c256 step %c1 iter_args(%o = %o0) -> (f32) {
      %x = memref.load %in[%i, %j] : memref<256x256xf32>
      %m = arith.maximumf %o, %x : f32
      scf.yield %m : f32
    }
    memref.store %r, %out[%i] : memref<256xf32>
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def SplitMaskedLoops : Pass<"zero-split-masked-loops", "func::FuncOp"> {
  let summary = "split a loop where a test of its index changes value";
  let description = [{
    Runs on kernels after linalg becomes loops and their accumulators are
    promoted. A compare of a loop's index against a value defined outside
    the loop (a causal mask's `j > i`, a one-hot's `j == target`) is the
    same on a contiguous range of iterations: the loop becomes two pieces
    (three for `eq`/`ne`) that run one after the other, with the compare
    replaced by its constant value in each and the pieces' `iter_args`
    chained. Selects on the compare then fold, the masked part of a
    reduction adds its neutral value and disappears (`maximumf(acc, -inf)`
    is `acc`), and the rest is arithmetic LLVM vectorizes: without the
    split, InstCombine turns a masked row maximum back into a select of
    the accumulator, which the loop vectorizer cannot reduce.

    The split points are `clamp(t, lb, ub)` and `clamp(t, lb-1, ub-1) + 1`
    computed before the loop, so a threshold outside the loop's range gives
    empty pieces and nothing overflows. Loops qualify with step 1 and
    constant bounds, the lower one non-negative (unsigned compares are then
    signed compares against `minui(t, 2^63-1)`). Each loop is split on at
    most `max-tests` compares, each split copying its body two or three
    times. Afterwards selects, `scf.for` and every op fold (greedy driver
    with their canonicalization patterns), so dead pieces disappear.

    ```mlir
    %m = scf.for %j = %c0 to %c32 step %c1 iter_args(%acc = %init) -> (f32) {
      %x = memref.load %s[%i, %j] : memref<32x32xf32>
      %masked = arith.cmpi ugt, %j, %i : index
      %v = arith.select %masked, %ninf, %x : f32
      %r = arith.maximumf %acc, %v : f32
      scf.yield %r : f32
    }
    // becomes (for j <= i the mask is false; above, the update is acc)
    %split = ... clamp(%i, -1, 31) + 1
    %m = scf.for %j = %c0 to %split step %c1 iter_args(%acc = %init) -> (f32) {
      %x = memref.load %s[%i, %j] : memref<32x32xf32>
      %r = arith.maximumf %acc, %x : f32
      scf.yield %r : f32
    }
    ```
  }];
  let options = [
    Option<"maxTests", "max-tests", "unsigned", /*default=*/"2",
           "compares a loop is split on at most (each copies its body)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def ParallelizeKernelLoops
    : Pass<"zero-parallelize-kernel-loops", "ModuleOp"> {
  let summary = "run the outer parallel loops of big kernels on OpenMP threads";
  let description = [{
    Runs on kernels after `convert-linalg-to-parallel-loops`, which makes
    every parallel iterator of a linalg op an `scf.parallel` dimension and
    every reduction iterator an `scf.for`. For each loop nest:

    - the outermost `scf.parallel` keeps its dimensions parallel, except
      the loop nest's innermost loop: that one walks memory contiguously
      (`zero-kernel-loop-order`) and stays a plain loop that LLVM's loop
      vectorizer widens;
    - a nest of fewer than `min-iterations` innermost iterations (counted
      over static trip counts) runs serially: forking and joining threads
      costs more than such a loop (docs/Runtime.md, Threads);
    - every other `scf.parallel`, nested in another loop (the parallel
      dimension inside a reduction, `out[j] += in[i, j]`), becomes
      `scf.for`: one fork per outer iteration costs more than it gains.

    A reduced dimension is never split across threads, so each output
    element is computed by one thread in the serial order of operations
    and the results do not depend on the thread count. What stays
    parallel becomes `omp.parallel` + `omp.wsloop` (upstream
    `convert-scf-to-openmp`; static schedule: each thread one contiguous
    block of iterations); the thread count is the OpenMP runtime's
    (`omp_set_num_threads`, `OMP_NUM_THREADS`), chosen when the step runs.

    ```mlir
    scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c256) step (%c1, %c1) {...}
    // becomes
    omp.parallel {
      omp.wsloop {
        omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
          scf.for %j = %c0 to %c256 step %c1 {...}
          omp.yield
        }
      }
      omp.terminator
    }
    ```
  }];
  let dependentDialects = ["mlir::LLVM::LLVMDialect",
                           "mlir::memref::MemRefDialect",
                           "mlir::omp::OpenMPDialect",
                           "mlir::scf::SCFDialect"];
  let options = [
    Option<"minIterations", "min-iterations", "int64_t", /*default=*/"32768",
           "innermost iterations a loop nest needs to run on several "
           "threads">,
  ];
}

def ExpandArithForLLVM : Pass<"zero-expand-arith-for-llvm"> {
  let summary = "arith-expand{include-bf16} without expanding float min/max";
  let description = [{
    What upstream `arith-expand{include-bf16}` does before `convert-arith-to-llvm`
    (signed and unsigned ceil/floor division, scaling float conversions and
    bf16 `extf`/`truncf` as integer arithmetic), except that
    `arith.maximumf`, `minimumf`, `maxnumf` and `minnumf` stay: they lower
    to LLVM's `llvm.maximum`/`minimum`/`maxnum`/`minnum` intrinsics, which
    LLVM's loop vectorizer reduces across vector lanes, where the
    compare-and-select form arith-expand writes keeps a row maximum (a
    softmax's) scalar.

    ```mlir
    %m = arith.maximumf %acc, %x : f32   // stays, for llvm.intr.maximum
    %y = arith.extf %b : bf16 to f32     // becomes integer shifts and a bitcast
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect"];
}

def PackEntryAbi : Pass<"zero-pack-entry-abi", "ModuleOp"> {
  let summary = "give a lowered step an entry point of two pointers: argument words in, result words out";
  let description = [{
    Runs last, on LLVM dialect. `convert-func-to-llvm` passes every memref
    argument as its descriptor's fields, so a step of n layers takes
    thousands of scalar parameters, and packs them into descriptor structs
    at the top of its entry block. LLVM lowers all of them in the entry
    block and carries each one to the blocks that use it, and its
    instruction selection grows with the square of that number.

    This pass rewrites the function named by `func` to
    `llvm.func @f(%args: !llvm.ptr, %results: !llvm.ptr)`: parameter i is
    the 64-bit word `args[i]` (every parameter must be a pointer or i64,
    as descriptor fields are), loaded in each block that uses it, just
    before its first use there; the returned struct's fields are stored,
    in order, to the words of `results`. Descriptor fields read back out of
    the structs the entry block packs are forwarded first, so those structs
    disappear. The word layout is the one a driver already builds for
    `ExecutionEngine::invokePacked`: the runner passes its two arrays.
  }];
  let options = [
    Option<"funcName", "func", "std::string", /*default=*/"\"\"",
           "the function to rewrite">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def LocalizeBlockValues : Pass<"zero-localize-block-values", "ModuleOp"> {
  let summary = "in unoptimized LLVM functions, carry values between blocks through stack slots";
  let description = [{
    Runs last, on LLVM dialect, on functions marked `optnone` (what
    `zero-outline-kernels` leaves of a step: calls and allocations in short
    blocks). A buffer's address made early in a step and used late would
    stay in a register (or its spill) across thousands of calls, and LLVM's
    register allocator checks each live range against every call it
    crosses: its cost grows with the square of the step's length. Here each
    scalar that another block uses is stored to a stack slot right after it
    is computed and loaded again in each block that uses it, so no value
    lives longer than a block. A constant (an op without operands or memory
    effects: most of what crosses blocks are buffer descriptors' sizes and
    strides) is computed again in each block that uses it instead.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

//===----------------------------------------------------------------------===//
// GPU (lib/Codegen/GPU, zero-lower-to-nvvm, docs/GPU.md)
//===----------------------------------------------------------------------===//

def PrepareGPUMapping : Pass<"zero-prepare-gpu-mapping", "func::FuncOp"> {
  let summary = "put every loop nest of a bufferized step where the GPU mapping finds it";
  let description = [{
    `gpu-map-parallel-loops` and `convert-parallel-loops-to-gpu` move
    `scf.parallel` nests to the GPU; anything else stays a host loop over
    device memory. Runs twice in `zero-lower-to-nvvm`:

    - before the linalg ops become loops, each `memref.copy` becomes a
      `linalg.copy` (bufferization's copies would otherwise be host calls);
    - after, each top-level `scf.for` nest (a linalg op with only reduction
      dimensions, e.g. a loss summed to a scalar) is wrapped in a one-trip
      `scf.parallel`, so it runs as a one-thread kernel instead of on the host.
      A nest that calls a function (the loop `convert-zero-to-runtime` puts
      around GEMM calls over outer batch dimensions) is host work a kernel
      cannot do: it is unrolled instead, which needs constant bounds (else
      an error naming the loop and its bounds).
  }];
  let options = [
    Option<"wrapSerialLoops", "wrap-serial-loops", "bool", /*default=*/"false",
           "wrap top-level scf.for nests in a one-trip scf.parallel "
           "(else: turn memref.copy into linalg.copy)">,
  ];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def CheckGPUMapping : Pass<"zero-check-gpu-mapping", "func::FuncOp"> {
  let summary = "fail when a loop is left on the host after the GPU mapping";
  let description = [{
    After `convert-parallel-loops-to-gpu`, a loop in a host function
    (`scf.for`, `scf.parallel`, `scf.while`, `affine.for`) would run on the
    CPU over device memory: correct with managed memory, but orders of
    magnitude slower, and a silent fallback. This pass rejects it, naming the
    op, so a step that `zero-lower-to-nvvm` cannot map fails at compile time.
  }];
}

#endif // ZERO_CODEGEN_PASSES_TD
