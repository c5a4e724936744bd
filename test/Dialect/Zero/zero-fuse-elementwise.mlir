// RUN: zero-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(zero-fuse-elementwise))" | FileCheck %s

// A chain of a named and a generic elementwise op and a named one becomes
// one generic: the named ops are generalized, each producer fused into its
// consumer, and the intermediate tensors (and their tensor.empty) are gone.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>, %[[Y:.*]]: tensor<8xf32>, %[[Z:.*]]: tensor<8xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic
// CHECK-SAME: ins(%[[X]], %[[Y]], %[[Z]] : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%[[E]] : tensor<8xf32>)
// CHECK: %[[M:.*]] = arith.mulf
// CHECK-NEXT: %[[A:.*]] = arith.addf %[[M]]
// CHECK-NEXT: %[[EXP:.*]] = math.exp %[[A]]
// CHECK-NEXT: linalg.yield %[[EXP]]
// CHECK: return %[[R]]
#id = affine_map<(d0) -> (d0)>
func.func @chain(%x: tensor<8xf32>, %y: tensor<8xf32>, %z: tensor<8xf32>) -> tensor<8xf32> {
  %e0 = tensor.empty() : tensor<8xf32>
  %a = linalg.mul ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %z : tensor<8xf32>, tensor<8xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %c = linalg.exp ins(%b : tensor<8xf32>) outs(%e2 : tensor<8xf32>) -> tensor<8xf32>
  return %c : tensor<8xf32>
}

// -----

// Adam(W) as a framework writes it, one op per formula: m and v are
// results of the step and read by the param's update, so fusing them into
// it keeps them as results: one loop reads p, m, v, g and writes p', m', v'.
// CHECK-LABEL: func.func @adamw
// CHECK-SAME: (%[[P:.*]]: tensor<64xf32>, %[[M:.*]]: tensor<64xf32>, %[[V:.*]]: tensor<64xf32>, %[[G:.*]]: tensor<64xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[U:.*]]:3 = linalg.generic
// CHECK-SAME: iterator_types = ["parallel"]
// CHECK-SAME: ins(
// CHECK-DAG: %[[P]]
// CHECK-DAG: %[[M]]
// CHECK-DAG: %[[V]]
// CHECK-DAG: %[[G]]
// CHECK: math.sqrt
// CHECK: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return
// CHECK-DAG: %[[U]]#0
// CHECK-DAG: %[[U]]#1
// CHECK-DAG: %[[U]]#2
#id = affine_map<(d0) -> (d0)>
func.func @adamw(%p: tensor<64xf32>, %m: tensor<64xf32>, %v: tensor<64xf32>, %g: tensor<64xf32>)
    -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
  %b1 = arith.constant 0.9 : f32
  %c1 = arith.constant 0.1 : f32
  %b2 = arith.constant 0.999 : f32
  %c2 = arith.constant 0.001 : f32
  %eps = arith.constant 1.0e-8 : f32
  %lr = arith.constant 0.01 : f32
  %wd = arith.constant 0.99999 : f32
  %e0 = tensor.empty() : tensor<64xf32>
  %m1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%m, %g : tensor<64xf32>, tensor<64xf32>) outs(%e0 : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.mulf %a, %b1 : f32
    %1 = arith.mulf %b, %c1 : f32
    %2 = arith.addf %0, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<64xf32>
  %e1 = tensor.empty() : tensor<64xf32>
  %v1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%v, %g : tensor<64xf32>, tensor<64xf32>) outs(%e1 : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.mulf %a, %b2 : f32
    %1 = arith.mulf %b, %b : f32
    %2 = arith.mulf %1, %c2 : f32
    %3 = arith.addf %0, %2 : f32
    linalg.yield %3 : f32
  } -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %den = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%v1 : tensor<64xf32>) outs(%e2 : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = math.sqrt %a : f32
    %1 = arith.addf %0, %eps : f32
    linalg.yield %1 : f32
  } -> tensor<64xf32>
  %e3 = tensor.empty() : tensor<64xf32>
  %step = linalg.div ins(%m1, %den : tensor<64xf32>, tensor<64xf32>) outs(%e3 : tensor<64xf32>) -> tensor<64xf32>
  %e4 = tensor.empty() : tensor<64xf32>
  %p1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%p, %step : tensor<64xf32>, tensor<64xf32>) outs(%e4 : tensor<64xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %0 = arith.mulf %a, %wd : f32
    %1 = arith.mulf %s, %lr : f32
    %2 = arith.subf %0, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<64xf32>
  return %p1, %m1, %v1 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
}

// -----

// A contraction the lowering sends to BLAS keeps its bare multiply-add body:
// the scale of its operand stays a loop of its own (fused, the product would
// run as a loop nest of 8x16x4 iterations instead of one GEMM call). The
// contraction reads it through a projection, so the broadcast rule refuses.
// CHECK-LABEL: func.func @not_into_contraction
// CHECK: %[[A:.*]] = linalg.generic
// CHECK: arith.mulf %{{.*}}, %cst
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[A]], %arg1 : tensor<8x4xf32>, tensor<4x16xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[O:.*]]: f32):
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]]
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[O]], %[[P]]
// CHECK-NEXT: linalg.yield %[[S]]
#a2 = affine_map<(i, j, k) -> (i, k)>
#b2 = affine_map<(i, j, k) -> (k, j)>
#c2 = affine_map<(i, j, k) -> (i, j)>
#id2 = affine_map<(i, k) -> (i, k)>
func.func @not_into_contraction(%x: tensor<8x4xf32>, %y: tensor<4x16xf32>) -> tensor<8x16xf32> {
  %cst = arith.constant 0.5 : f32
  %e0 = tensor.empty() : tensor<8x4xf32>
  %a = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x4xf32>) outs(%e0 : tensor<8x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %0 = arith.mulf %v, %cst : f32
    linalg.yield %0 : f32
  } -> tensor<8x4xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %c = linalg.generic {indexing_maps = [#a2, #b2, #c2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %y : tensor<8x4xf32>, tensor<4x16xf32>) outs(%acc : tensor<8x16xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %0 = arith.mulf %p, %q : f32
    %1 = arith.addf %o, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<8x16xf32>
  return %c : tensor<8x16xf32>
}

// -----

// An elementwise producer fuses into a reduction: the squares of a
// gradient are summed in the loop that computes them (a clipping norm).
// CHECK-LABEL: func.func @into_reduction
// CHECK-NOT: linalg.generic
// CHECK: %[[S:.*]] = linalg.generic
// CHECK-SAME: iterator_types = ["reduction"]
// CHECK-SAME: ins(%arg0 : tensor<64xf32>)
// CHECK: %[[SQ:.*]] = arith.mulf %[[IN:.*]], %[[IN]]
// CHECK-NEXT: arith.addf %{{.*}}, %[[SQ]]
// CHECK-NOT: linalg.generic
// CHECK: return %[[S]]
#id = affine_map<(d0) -> (d0)>
#sum = affine_map<(d0) -> ()>
func.func @into_reduction(%g: tensor<64xf32>) -> tensor<f32> {
  %e0 = tensor.empty() : tensor<64xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%g : tensor<64xf32>) outs(%e0 : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = arith.mulf %a, %a : f32
    linalg.yield %0 : f32
  } -> tensor<64xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction"]} ins(%sq : tensor<64xf32>) outs(%acc : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = arith.addf %o, %a : f32
    linalg.yield %0 : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

// -----

// The same with a named linalg.reduce, as hand-written clipping norms use:
// it is generalized so the square fuses into it.
// CHECK-LABEL: func.func @into_named_reduce
// CHECK-NOT: linalg.reduce
// CHECK: %[[S:.*]] = linalg.generic
// CHECK-SAME: iterator_types = ["reduction"]
// CHECK-SAME: ins(%arg0 : tensor<64xf32>)
// CHECK: %[[SQ:.*]] = arith.mulf %[[IN:.*]], %[[IN]]
// CHECK-NEXT: arith.addf
// CHECK-NOT: linalg.generic
// CHECK: return %[[S]]
#id = affine_map<(d0) -> (d0)>
func.func @into_named_reduce(%g: tensor<64xf32>) -> tensor<f32> {
  %e0 = tensor.empty() : tensor<64xf32>
  %sq = linalg.mul ins(%g, %g : tensor<64xf32>, tensor<64xf32>) outs(%e0 : tensor<64xf32>) -> tensor<64xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%sq : tensor<64xf32>) outs(%acc : tensor<f32>) dimensions = [0]
    (%a: f32, %o: f32) {
      %0 = arith.addf %a, %o : f32
      linalg.yield %0 : f32
    }
  return %s : tensor<f32>
}

// -----

// Not fused: %sum frees %a and %b (1 KiB each) where it stands; fused into
// %out it would compute them at %out, so both would live across %big and
// the peak would go from a + b + ... to more (a, b, big and sum's 1 KiB
// each: 3 KiB before, 4 KiB after). The IR stays as it was.
// CHECK-LABEL: func.func @would_raise_peak
// CHECK: %[[SUM:.*]] = linalg.generic
// CHECK-SAME: ins(%[[A:.*]], %[[B:.*]] : tensor<256xf32>, tensor<256xf32>)
// CHECK: %[[BIG:.*]] = linalg.fill
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[SUM]], %[[BIG]] : tensor<256xf32>, tensor<256xf32>)
#id = affine_map<(d0) -> (d0)>
func.func @would_raise_peak(%x: f32) -> tensor<256xf32> {
  %e0 = tensor.empty() : tensor<256xf32>
  %a = linalg.fill ins(%x : f32) outs(%e0 : tensor<256xf32>) -> tensor<256xf32>
  %e1 = tensor.empty() : tensor<256xf32>
  %b = linalg.fill ins(%x : f32) outs(%e1 : tensor<256xf32>) -> tensor<256xf32>
  %e2 = tensor.empty() : tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<256xf32>, tensor<256xf32>) outs(%e2 : tensor<256xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %0 = arith.addf %p, %q : f32
    linalg.yield %0 : f32
  } -> tensor<256xf32>
  %e3 = tensor.empty() : tensor<256xf32>
  %big = linalg.fill ins(%x : f32) outs(%e3 : tensor<256xf32>) -> tensor<256xf32>
  %e4 = tensor.empty() : tensor<256xf32>
  %out = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%sum, %big : tensor<256xf32>, tensor<256xf32>) outs(%e4 : tensor<256xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %0 = arith.mulf %p, %q : f32
    linalg.yield %0 : f32
  } -> tensor<256xf32>
  return %out : tensor<256xf32>
}

// -----

// The same program with a and b arguments of the step (live throughout
// anyway): fusing does not lengthen any lifetime, and %sum's 1 KiB is gone.
// CHECK-LABEL: func.func @same_peak
// CHECK: linalg.fill
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.generic
// CHECK-SAME: ins(%arg0, %arg1, %{{.*}} : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>)
// CHECK-NOT: linalg.generic
#id = affine_map<(d0) -> (d0)>
func.func @same_peak(%a: tensor<256xf32>, %b: tensor<256xf32>, %x: f32) -> tensor<256xf32> {
  %e2 = tensor.empty() : tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<256xf32>, tensor<256xf32>) outs(%e2 : tensor<256xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %0 = arith.addf %p, %q : f32
    linalg.yield %0 : f32
  } -> tensor<256xf32>
  %e3 = tensor.empty() : tensor<256xf32>
  %big = linalg.fill ins(%x : f32) outs(%e3 : tensor<256xf32>) -> tensor<256xf32>
  %e4 = tensor.empty() : tensor<256xf32>
  %out = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%sum, %big : tensor<256xf32>, tensor<256xf32>) outs(%e4 : tensor<256xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %0 = arith.mulf %p, %q : f32
    linalg.yield %0 : f32
  } -> tensor<256xf32>
  return %out : tensor<256xf32>
}

// -----

// Not fused across a collective: the all_reduce between producer and
// consumer stays where zero-schedule put it, with the producer's compute
// before it.
// CHECK-LABEL: func.func @across_collective
// CHECK: %[[A:.*]] = linalg.generic
// CHECK: arith.mulf
// CHECK: zero.all_reduce
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[A]], %{{.*}} : tensor<8xf32>, tensor<8xf32>)
#id = affine_map<(d0) -> (d0)>
func.func @across_collective(%x: tensor<8xf32>, %g: tensor<8xf32>) -> tensor<8xf32> {
  %e0 = tensor.empty() : tensor<8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %0 = arith.mulf %p, %p : f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  %r = zero.all_reduce avg %g world_size 2 : tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %r : tensor<8xf32>, tensor<8xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %0 = arith.addf %p, %q : f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

// Not fused: the producer is a gradient (zero.grad_of); its result is the
// storage the report and the runtime count as the gradient. Its own
// elementwise producer still fuses into it, and the marker stays.
// CHECK-LABEL: func.func @gradient_producer
// CHECK: %[[G:.*]] = linalg.generic
// CHECK-SAME: ins(%arg0 : tensor<8xf32>)
// CHECK-SAME: zero.grad_of = 0 : i64
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[G]] : tensor<8xf32>)
#id = affine_map<(d0) -> (d0)>
func.func @gradient_producer(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e0 = tensor.empty() : tensor<8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %0 = arith.mulf %p, %p : f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e1 : tensor<8xf32>) attrs = {zero.grad_of = 0 : i64} {
  ^bb0(%p: f32, %o: f32):
    %0 = arith.addf %p, %p : f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%g : tensor<8xf32>) outs(%e2 : tensor<8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %0 = arith.negf %p : f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  return %u : tensor<8xf32>
}

// -----

// Not fused: the gradient is a view of the producer's result (the marker is
// on the collapse_shape, and the lowering moves it onto the producer and
// counts every result of that op as gradient).
// CHECK-LABEL: func.func @gradient_view
// CHECK: %[[P:.*]] = linalg.generic
// CHECK-SAME: ins(%arg0 : tensor<2x4xf32>)
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[P]] : tensor<2x4xf32>)
// CHECK: tensor.collapse_shape %[[P]] {{.*}}zero.grad_of = 0 : i64
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @gradient_view(%x: tensor<2x4xf32>) -> (tensor<8xf32>, tensor<2x4xf32>) {
  %e0 = tensor.empty() : tensor<2x4xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x4xf32>) outs(%e0 : tensor<2x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = arith.mulf %a, %a : f32
    linalg.yield %0 : f32
  } -> tensor<2x4xf32>
  %e1 = tensor.empty() : tensor<2x4xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<2x4xf32>) outs(%e1 : tensor<2x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = arith.negf %a : f32
    linalg.yield %0 : f32
  } -> tensor<2x4xf32>
  %g = tensor.collapse_shape %p [[0, 1]] {zero.grad_of = 0 : i64} : tensor<2x4xf32> into tensor<8xf32>
  return %g, %c : tensor<8xf32>, tensor<2x4xf32>
}

// -----

// Not fused: the consumer is a gradient and the producer's result is used
// after it, so the fused op would have two results, both counted as
// gradient by the lowering.
// CHECK-LABEL: func.func @gradient_consumer_keeps_results
// CHECK: %[[P:.*]] = linalg.generic
// CHECK: %[[G:.*]] = linalg.generic
// CHECK-SAME: ins(%[[P]] : tensor<8xf32>)
// CHECK-SAME: zero.grad_of = 0 : i64
// CHECK: return %[[G]], %[[P]]
#id = affine_map<(d0) -> (d0)>
func.func @gradient_consumer_keeps_results(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %e0 = tensor.empty() : tensor<8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = arith.mulf %a, %a : f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%p : tensor<8xf32>) outs(%e1 : tensor<8xf32>) attrs = {zero.grad_of = 0 : i64} {
  ^bb0(%a: f32, %o: f32):
    %0 = arith.addf %a, %a : f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  return %g, %p : tensor<8xf32>, tensor<8xf32>
}

// -----

// Not fused: the consumer reads the producer through a broadcast (a 0-d
// clipping scale in a 2-D update), so the fused loop would recompute the
// scale, sqrt and divide included, at every element.
// CHECK-LABEL: func.func @broadcast_producer
// CHECK: %[[S:.*]] = linalg.generic
// CHECK-SAME: iterator_types = []
// CHECK: math.sqrt
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg1, %[[S]] : tensor<4x8xf32>, tensor<f32>)
#s0 = affine_map<() -> ()>
#id = affine_map<(d0, d1) -> (d0, d1)>
#bc = affine_map<(d0, d1) -> ()>
func.func @broadcast_producer(%ss: tensor<f32>, %g: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %one = arith.constant 1.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %scale = linalg.generic {indexing_maps = [#s0, #s0], iterator_types = []} ins(%ss : tensor<f32>) outs(%e0 : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = math.sqrt %a : f32
    %1 = arith.divf %one, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<f32>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %out = linalg.generic {indexing_maps = [#id, #bc, #id], iterator_types = ["parallel", "parallel"]} ins(%g, %scale : tensor<4x8xf32>, tensor<f32>) outs(%e1 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %0 = arith.mulf %a, %c : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  return %out : tensor<4x8xf32>
}
