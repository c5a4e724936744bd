// RUN: zero-opt %S/Inputs/mlp2_momentum.mlir --zero-partition="stage=3 world-size=4" --zero-quantize-collectives="weights=8 gradients=4 block-size=64" | FileCheck %s --check-prefix=S3
// RUN: zero-opt %S/Inputs/mlp2_momentum.mlir --zero-partition="stage=2 world-size=4" --zero-quantize-collectives="weights=8 gradients=8" | FileCheck %s --check-prefix=S2
// RUN: zero-opt %S/Inputs/mlp2_momentum.mlir --zero-partition="stage=3 world-size=1" --zero-quantize-collectives="weights=8 gradients=8" | FileCheck %s --check-prefix=ONE
// RUN: zero-opt %S/Inputs/mlp2_momentum.mlir --zero-partition="stage=3 world-size=4" --zero-quantize-collectives="weights=4 block-size=4" --zero-memory-report=file=- -o /dev/null | FileCheck %s --check-prefix=BYTES
// RUN: not zero-opt %S/Inputs/mlp2_momentum.mlir --zero-quantize-collectives="weights=6" 2>&1 | FileCheck %s --check-prefix=BITS
// RUN: not zero-opt %S/Inputs/mlp2_momentum.mlir --zero-quantize-collectives="gradients=8 block-size=0" 2>&1 | FileCheck %s --check-prefix=BLOCK
// RUN: zero-opt %S/Inputs/mlp2_momentum.mlir --zero-partition="stage=3 world-size=4 ranks-per-node=2" --zero-quantize-collectives="gradients=8 block-size=64" | FileCheck %s --check-prefix=NODES
// RUN: zero-opt %S/Inputs/mlp2_momentum.mlir --zero-partition="stage=3 world-size=4 ranks-per-node=2" --zero-quantize-collectives="gradients=8 block-size=64 two-hops=false" | FileCheck %s --check-prefix=ONEHOP
// RUN: zero-opt %S/Inputs/mlp2_momentum.mlir --zero-partition="stage=3 world-size=4 ranks-per-node=4" --zero-quantize-collectives="gradients=8 block-size=64" | FileCheck %s --check-prefix=ONEHOP
// RUN: zero-opt %S/Inputs/mlp2_momentum.mlir --zero-partition="stage=3 world-size=4 ranks-per-node=2" --zero-quantize-collectives="gradients=8 block-size=64" | FileCheck %s --check-prefix=EVERY --implicit-check-not="world_size 4 quantize"
// RUN: zero-opt %s --zero-partition="stage=3 world-size=4 ranks-per-node=2" --zero-quantize-collectives="gradients=8" | FileCheck %s --check-prefix=SCALAR
// RUN: zero-opt %S/Inputs/mlp2_momentum.mlir --zero-pipeline="stage=3 world-size=4 ranks-per-node=2 quantize-gradients=8 quantize-block=64 quantize-two-hops=false" | FileCheck %s --check-prefix=ONEHOP

// Stage 3: every gather of a param's shard (forward and backward) travels
// as 8-bit values, every gradient reduce_scatter as 4-bit; the loss's
// all_reduce stays as it is.
// S3-LABEL: func.func @train_step(
// S3:         zero.all_gather %arg0 world_size 4 quantize <bits = 8, block = 64> : tensor<12xf32> -> tensor<6x8xf32>
// S3:         zero.reduce_scatter avg %{{.*}} world_size 4 quantize <bits = 4, block = 64> : tensor<8x3xf32> -> tensor<6xf32>
// S3:         zero.all_gather %arg2 world_size 4 quantize <bits = 8, block = 64> : tensor<6xf32> -> tensor<8x3xf32>
// S3:         zero.all_reduce avg %{{.*}} world_size 4 : tensor<f32>
// S3-NOT:     quantize

// Stage 2: the gathers of updated params are the next step's params and
// stay exact; the gradients' reduce_scatters are quantized.
// S2:         zero.reduce_scatter avg %{{.*}} world_size 4 quantize <bits = 8, block = 256>
// S2-NOT:     zero.all_gather {{.*}} quantize
// S2:         zero.all_gather %{{.*}} world_size 4 : tensor<12xf32> -> tensor<6x8xf32>

// One rank has no network: nothing is quantized.
// ONE-NOT:    quantize

// The report counts quantized bytes, by hand: 4 bits, a scale per 4
// elements, 4 ranks. A shard of s elements is 4*ceil(s/4) + ceil(s/2)
// bytes: the param shards 12, 2, 6, 1 make 18, 5, 11, 5; the forward
// gathers all four (39) and the backward pass gathers the second layer's
// weight again (11): 3 * 50 = 150. The reduce_scatters are exact:
// 3 * (12+2+6+1) * 4 = 252; the loss 2*3*1*4 = 24.
// BYTES:      "comm_bytes_per_step": 426,
// BYTES-NEXT: "comm_bytes_by_collective": {
// BYTES-NEXT:   "all_gather": 150,
// BYTES-NEXT:   "all_reduce": 24,
// BYTES-NEXT:   "reduce_scatter": 252

// BITS: error: zero-quantize-collectives: weights must be 8, 4 or 0 (not quantized) bits, but got 6
// BLOCK: error: zero-quantize-collectives: block-size must be a positive number of elements, but got 0

// 4 ranks as 2 nodes of 2: each gradient reduce_scatter goes inside the node
// first, then across (stride 2), both quantized. The 24 elements of the 8x3
// gradient are 4 shards of 6, reordered from [node][place] to [place][node]
// so that rank 2n + l still ends with shard 2n + l; the 3-element bias is
// padded with zeros to 4 shards of 1 first.
// NODES-LABEL: func.func @train_step(
// NODES:         %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<8x3xf32> into tensor<24xf32>
// NODES-NEXT:    %[[E:.*]] = tensor.expand_shape %[[C]] {{\[\[}}0, 1, 2]] output_shape [2, 2, 6] : tensor<24xf32> into tensor<2x2x6xf32>
// NODES-NEXT:    %[[O:.*]] = tensor.empty() : tensor<2x2x6xf32>
// NODES-NEXT:    %[[T:.*]] = linalg.transpose ins(%[[E]] : tensor<2x2x6xf32>) outs(%[[O]] : tensor<2x2x6xf32>) permutation = [1, 0, 2]
// NODES-NEXT:    zero.free %{{.*}} : tensor<8x3xf32>
// NODES-NEXT:    %[[P:.*]] = tensor.collapse_shape %[[T]] {{\[\[}}0, 1, 2]] : tensor<2x2x6xf32> into tensor<24xf32>
// NODES-NEXT:    %[[N:.*]] = zero.reduce_scatter avg %[[P]] world_size 2 group_stride 1 quantize <bits = 8, block = 64> : tensor<24xf32> -> tensor<12xf32>
// NODES-NEXT:    zero.reduce_scatter avg %[[N]] world_size 2 group_stride 2 quantize <bits = 8, block = 64> : tensor<12xf32> -> tensor<6xf32>
// NODES:         tensor.insert_slice %{{.*}} into %{{.*}}[0] [3] [1] : tensor<3xf32> into tensor<4xf32>
// NODES:         zero.reduce_scatter avg %{{.*}} world_size 2 group_stride 1 quantize <bits = 8, block = 64> : tensor<4xf32> -> tensor<2xf32>
// NODES-NEXT:    zero.reduce_scatter avg %{{.*}} world_size 2 group_stride 2 quantize <bits = 8, block = 64> : tensor<2xf32> -> tensor<1xf32>
// NODES-NOT:     zero.reduce_scatter avg %{{.*}} world_size 4

// two-hops=false (zero-pipeline: quantize-two-hops=false), or one node
// holding every rank: one reduce_scatter over all 4 ranks.
// ONEHOP-LABEL: func.func @train_step(
// ONEHOP-NOT:     linalg.transpose
// ONEHOP:         zero.reduce_scatter avg %{{.*}} world_size 4 quantize <bits = 8, block = 64> : tensor<8x3xf32> -> tensor<6xf32>
// ONEHOP-NOT:     group_stride

// Every gradient goes in two hops: none is left quantized over all 4 ranks
// (the implicit check), and there are four first hops. The gradient is
// freed at its reordered copy, not after both hops.
// EVERY-LABEL: func.func @train_step(
// EVERY:         linalg.transpose
// EVERY-NEXT:    zero.free %{{.*}} : tensor<8x3xf32>
// EVERY-COUNT-4: world_size 2 group_stride 1 quantize
// EVERY-NOT:     world_size 2 group_stride 1 quantize

// A scalar parameter's gradient: expanded to one element, padded to 4
// shards of 1, and split like any other.
// SCALAR-LABEL: func.func @scalar_step(
// SCALAR:         tensor.expand_shape %{{.*}} [] output_shape [1] : tensor<f32> into tensor<1xf32>
// SCALAR:         tensor.insert_slice %{{.*}} into %{{.*}}[0] [1] [1] : tensor<1xf32> into tensor<4xf32>
// SCALAR:         zero.reduce_scatter avg %{{.*}} world_size 2 group_stride 1 quantize <bits = 8, block = 256> : tensor<4xf32> -> tensor<2xf32>
// SCALAR-NEXT:    zero.reduce_scatter avg %{{.*}} world_size 2 group_stride 2 quantize <bits = 8, block = 256> : tensor<2xf32> -> tensor<1xf32>
func.func @scalar_step(%t: tensor<f32> {zero.role = "param"}, %x: tensor<2xf32> {zero.role = "batch"},
                       %lr: tensor<f32> {zero.role = "hyper"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<f32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%t : tensor<f32>) outs(%e0 : tensor<f32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
  } -> tensor<f32>
  %g = linalg.reduce ins(%x : tensor<2xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %t1 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%t, %g, %lr : tensor<f32>, tensor<f32>, tensor<f32>) outs(%e0 : tensor<f32>) {
    ^bb0(%p: f32, %q: f32, %r: f32, %o: f32):
      %u = arith.mulf %q, %r : f32
      %d = arith.subf %p, %u : f32
      linalg.yield %d : f32
  } -> tensor<f32>
  return %loss, %t1 : tensor<f32>, tensor<f32>
}
