// One chunk per verifier rule of the zero dialect; each message carries the
// expected and the actual value.
// RUN: zero-opt %s -split-input-file -verify-diagnostics

func.func @empty_bucket() -> tensor<1xf32> {
  // expected-error @+1 {{expects a bucket of at least one tensor}}
  %s = "zero.partition"() <{world_size = 4 : i64}> : () -> tensor<1xf32>
  return %s : tensor<1xf32>
}

// -----

func.func @mixed_bucket_element_types(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{expects one element type per bucket, but bucket tensor #1 has 'f16' and #0 has 'f32'}}
  %s = zero.partition %a, %b world_size 2 : tensor<4xf32>, tensor<4xf16> -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

func.func @shard_element_type(%w: tensor<6x3xf32>) -> tensor<5xbf16> {
  // expected-error @+1 {{expects the shard element type to be 'f32', but got 'bf16'}}
  %s = zero.partition %w world_size 4 : tensor<6x3xf32> -> tensor<5xbf16>
  return %s : tensor<5xbf16>
}

// -----

func.func @partition_shard_size(%w: tensor<6x3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects a shard of ceil(18/4) = 5 elements, but got 4}}
  %s = zero.partition %w world_size 4 : tensor<6x3xf32> -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

func.func @gather_shard_size(%s: tensor<6xf32>) -> tensor<6x3xf32> {
  // expected-error @+1 {{expects a shard of ceil(18/4) = 5 elements, but got 6}}
  %w = zero.all_gather %s world_size 4 : tensor<6xf32> -> tensor<6x3xf32>
  return %w : tensor<6x3xf32>
}

// -----

func.func @bucket_shard_size(%g: tensor<6x3xf32>, %b: tensor<3xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{expects a shard of ceil(21/4) = 6 elements, but got 5}}
  %s = zero.reduce_scatter sum %g, %b world_size 4 : tensor<6x3xf32>, tensor<3xf32> -> tensor<5xf32>
  return %s : tensor<5xf32>
}

// -----

func.func @shard_not_1d(%g: tensor<6x3xf32>) -> tensor<5x1xf32> {
  // expected-error @+1 {{result #0 must be variadic of statically shaped 1-D shard, but got 'tensor<5x1xf32>'}}
  %s = zero.reduce_scatter sum %g world_size 4 : tensor<6x3xf32> -> tensor<5x1xf32>
  return %s : tensor<5x1xf32>
}

// -----

func.func @dynamic_bucket(%g: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{operand #0 must be variadic of statically shaped tensor, but got 'tensor<?xf32>'}}
  %r = zero.all_reduce sum %g world_size 2 : tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

func.func @world_size_positive(%l: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{attribute 'world_size' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %r = zero.all_reduce sum %l world_size 0 : tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @world_size_consistency(%l: tensor<f32>) -> tensor<f32> attributes {zero.world_size = 4 : i64} {
  // expected-error @+1 {{spans world_size 2, but the enclosing 'func.func' declares zero.world_size = 4}}
  %r = zero.all_reduce sum %l world_size 2 : tensor<f32>
  return %r : tensor<f32>
}

// -----

// A rank group must tile the job: 2 ranks 3 apart span 6 of 4.
func.func @group_does_not_tile(%l: tensor<f32>) -> tensor<f32> attributes {zero.world_size = 4 : i64} {
  // expected-error @+1 {{spans groups of world_size 2 with stride 3, which need world_size * group_stride = 6 to divide the enclosing 'func.func''s zero.world_size = 4}}
  %r = zero.all_reduce sum %l world_size 2 group_stride 3 : tensor<f32>
  return %r : tensor<f32>
}

// -----

// A partition over a group is checked like a collective.
func.func @partition_group_does_not_tile(%w: tensor<6xf32>) -> tensor<2xf32> attributes {zero.world_size = 6 : i64} {
  // expected-error @+1 {{spans groups of world_size 3 with stride 4, which need world_size * group_stride = 12 to divide}}
  %s = zero.partition %w world_size 3 group_stride 4 : tensor<6xf32> -> tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

func.func @group_stride_positive(%l: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{attribute 'group_stride' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %r = zero.all_reduce sum %l world_size 2 group_stride 0 : tensor<f32>
  return %r : tensor<f32>
}

// -----

// expected-error @+1 {{'zero.ranks_per_node' = 3 must divide zero.world_size = 4 (nodes of equal size)}}
func.func @ranks_per_node_divides(%l: tensor<f32>) -> tensor<f32> attributes {zero.world_size = 4 : i64, zero.ranks_per_node = 3 : i64} {
  return %l : tensor<f32>
}

// -----

// expected-error @+1 {{'zero.ranks_per_node' must be a positive i64, but got 0 : i64}}
func.func @ranks_per_node_positive(%l: tensor<f32>) -> tensor<f32> attributes {zero.ranks_per_node = 0 : i64} {
  return %l : tensor<f32>
}

// -----

module attributes {zero.world_size = 8 : i64} {
  func.func @world_size_consistency_module(%s: tensor<1xf32>) -> tensor<2xf32> {
    // expected-error @+1 {{spans world_size 2, but the enclosing 'builtin.module' declares zero.world_size = 8}}
    %w = zero.all_gather %s world_size 2 : tensor<1xf32> -> tensor<2xf32>
    return %w : tensor<2xf32>
  }
}

// -----

func.func @avg_needs_float(%g: tensor<8xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{reduction 'avg' needs a floating-point element type, but got 'i32'}}
  %s = zero.reduce_scatter avg %g world_size 2 : tensor<8xi32> -> tensor<4xi32>
  return %s : tensor<4xi32>
}

// -----

func.func @avg_needs_float_all_reduce(%g: tensor<8xi32>) -> tensor<8xi32> {
  // expected-error @+1 {{reduction 'avg' needs a floating-point element type, but got 'i32'}}
  %r = zero.all_reduce avg %g world_size 2 : tensor<8xi32>
  return %r : tensor<8xi32>
}

// -----

func.func @unknown_reduction(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expected a reduction kind (sum, avg, max, min, prod), but got 'mean'}}
  %r = zero.all_reduce mean %g world_size 2 : tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

func.func @all_reduce_empty_bucket() {
  // expected-error @+1 {{expects a bucket of at least one tensor}}
  "zero.all_reduce"() <{kind = #zero<reduction sum>, world_size = 2 : i64}> : () -> ()
  return
}

// -----

func.func @all_reduce_result_types(%g: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'zero.all_reduce' op inferred type(s) 'tensor<8xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'zero.all_reduce' op failed to infer returned types}}
  %r = "zero.all_reduce"(%g) <{kind = #zero<reduction sum>, world_size = 2 : i64}> : (tensor<8xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @gather_start_shard_size(%s: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{expects a shard of ceil(6/2) = 3 elements, but got 2}}
  %f = zero.all_gather_start %s world_size 2 : tensor<2xf32> -> !zero.future<tensor<2x3xf32>>
  %w = zero.wait %f : !zero.future<tensor<2x3xf32>>
  return %w : tensor<2x3xf32>
}

// -----

func.func @future_never_waited(%s: tensor<3xf32>) {
  // expected-error @+1 {{future must be consumed by exactly 1 'zero.wait', but it has 0}}
  %f = zero.all_gather_start %s world_size 2 : tensor<3xf32> -> !zero.future<tensor<2x3xf32>>
  return
}

// -----

func.func @future_waited_twice(%s: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{future must be consumed by exactly 1 'zero.wait', but it has 2}}
  %f = zero.all_gather_start %s world_size 2 : tensor<3xf32> -> !zero.future<tensor<2x3xf32>>
  %a = zero.wait %f : !zero.future<tensor<2x3xf32>>
  %b = zero.wait %f : !zero.future<tensor<2x3xf32>>
  return %a : tensor<2x3xf32>
}

// -----

func.func @future_escapes(%l: tensor<f32>) -> !zero.future<tensor<f32>> {
  // expected-error @+1 {{future may only be consumed by 'zero.wait', but it is used by 'func.return'}}
  %f = zero.all_reduce_start sum %l world_size 2 : tensor<f32> -> !zero.future<tensor<f32>>
  return %f : !zero.future<tensor<f32>>
}

// -----

func.func @reduce_scatter_start_one_shard(%g: tensor<4xf32>) {
  // expected-error @+1 {{expects 1 shard (the bucket sharded as one tensor) or 1 shard per tensor (1), but got 2}}
  %f = zero.reduce_scatter_start sum %g world_size 2 : tensor<4xf32> -> !zero.future<tensor<2xf32>, tensor<2xf32>>
  %a:2 = zero.wait %f : !zero.future<tensor<2xf32>, tensor<2xf32>>
  return
}

// -----

func.func @reduce_scatter_start_shard_rank(%g: tensor<4xf32>) {
  // expected-error @+1 {{expects the future to carry statically shaped 1-D shards, but got 'tensor<2x1xf32>'}}
  %f = zero.reduce_scatter_start sum %g world_size 2 : tensor<4xf32> -> !zero.future<tensor<2x1xf32>>
  %a = zero.wait %f : !zero.future<tensor<2x1xf32>>
  return
}

// -----

func.func @reduce_scatter_start_shard_size(%g: tensor<4xf32>) {
  // expected-error @+1 {{expects a shard of ceil(4/2) = 2 elements, but got 3}}
  %f = zero.reduce_scatter_start sum %g world_size 2 : tensor<4xf32> -> !zero.future<tensor<3xf32>>
  %a = zero.wait %f : !zero.future<tensor<3xf32>>
  return
}

// -----

func.func @all_reduce_start_future_types(%l: tensor<f32>) {
  // expected-error @+1 {{expects a future of ('tensor<f32>'), but got '!zero.future<tensor<1xf32>>'}}
  %f = zero.all_reduce_start sum %l world_size 2 : tensor<f32> -> !zero.future<tensor<1xf32>>
  %a = zero.wait %f : !zero.future<tensor<1xf32>>
  return
}

// -----

func.func @wait_result_types(%l: tensor<f32>) {
  %f = zero.all_reduce_start sum %l world_size 2 : tensor<f32> -> !zero.future<tensor<f32>>
  // expected-error @+2 {{'zero.wait' op inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  // expected-error @+1 {{'zero.wait' op failed to infer returned types}}
  %a = "zero.wait"(%f) : (!zero.future<tensor<f32>>) -> tensor<2xf32>
  return
}

// -----

// A future lists types (`!zero.future<>`, a writeback's, is legal and
// round-trips in transfer-ops.mlir).
// expected-error @+1 {{expected non-function type}}
func.func private @malformed_future(!zero.future<tensor<f32>, 3>)

// -----

func.func @use_after_free(%s: tensor<2xf32>) -> tensor<4xf32> {
  %w = zero.all_gather %s world_size 2 : tensor<2xf32> -> tensor<4xf32>
  // expected-error @+1 {{frees a value that is used afterwards by 'func.return'}}
  zero.free %w : tensor<4xf32>
  // expected-note @+1 {{use after free here}}
  return %w : tensor<4xf32>
}

// -----

func.func @use_after_free_nested(%s: tensor<2xf32>, %c: i1) -> tensor<4xf32> {
  %w = zero.all_gather %s world_size 2 : tensor<2xf32> -> tensor<4xf32>
  // expected-error @+1 {{frees a value that is used afterwards by 'scf.yield'}}
  zero.free %w : tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    // expected-note @+1 {{use after free here}}
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %s : tensor<2xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @use_outside_block_of_free(%s: tensor<2xf32>, %c: i1) -> tensor<4xf32> {
  %w = zero.all_gather %s world_size 2 : tensor<2xf32> -> tensor<4xf32>
  scf.if %c {
    // expected-error @+1 {{frees a value that is used afterwards by 'func.return'}}
    zero.free %w : tensor<4xf32>
  }
  // expected-note @+1 {{use after free here}}
  return %w : tensor<4xf32>
}

// -----

func.func @double_free(%s: tensor<2xf32>) {
  %w = zero.all_gather %s world_size 2 : tensor<2xf32> -> tensor<4xf32>
  // expected-error @+1 {{frees a value that is freed again}}
  zero.free %w : tensor<4xf32>
  // expected-note @+1 {{second 'zero.free' here}}
  zero.free %w : tensor<4xf32>
  return
}

// -----

// expected-error @+1 {{world_size must be positive, but got 0}}
func.func private @shard_attr_world_size(tensor<5xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 0>})

// -----

// expected-error @+1 {{argument #0 has type 'tensor<6xf32>', but #zero.shard<tensor<6x3xf32>, world_size = 4> expects 'tensor<5xf32>'}}
func.func private @shard_attr_arg_type(tensor<6xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>})

// -----

// expected-error @+1 {{result #1 has type 'tensor<18xf32>', but #zero.shard<tensor<6x3xf32>, world_size = 2> expects 'tensor<9xf32>'}}
func.func private @shard_attr_result_type() -> (tensor<f32>, tensor<18xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 2>})

// -----

// expected-error @+1 {{'zero.shard' on argument #0 must be a #zero.shard, but got 4 : i64}}
func.func private @shard_attr_kind(tensor<5xf32> {zero.shard = 4 : i64})

// -----

// expected-error @+1 {{'zero.role' on argument #1 must be one of "param", "opt_state", "batch", "hyper", "buffer", but got "weights"}}
func.func private @arg_role(tensor<f32>, tensor<f32> {zero.role = "weights"})

// -----

// expected-error @+1 {{'zero.role' on result #0 must be one of "loss", "metric", but got "param"}}
func.func private @result_role() -> (tensor<f32> {zero.role = "param"})

// -----

// expected-error @+1 {{'zero.state_of' on argument #0 must be an i64 index, but got 0 : i32}}
func.func private @state_of_type(tensor<f32> {zero.role = "opt_state", zero.state_of = 0 : i32})

// -----

// expected-error @+1 {{'zero.init' on argument #0 must be a string recipe, but got 2.000000e-02 : f64}}
func.func private @init_not_string(tensor<4xf32> {zero.role = "param", zero.init = 0.02})

// -----

// expected-error @+1 {{'zero.init' on argument #1: expected 'zeros', 'ones', 'normal(S)' or 'uniform(B)', but got 'gaussian(0.02)'}}
func.func private @init_unknown(tensor<f32>, tensor<4xf32> {zero.role = "param", zero.init = "gaussian(0.02)"})

// -----

// expected-error @+1 {{'zero.micro_batches' on argument #0 must be a positive i64, but got 0 : i64}}
func.func private @micro_batches_zero(tensor<2x4xf32> {zero.role = "batch", zero.micro_batches = 0 : i64})

// -----

// expected-error @+1 {{'zero.micro_batches' = 4 on argument #0 expects a leading dimension of 4 micro-batches and at least one more dimension, but the argument is 'tensor<2x4xf32>'}}
func.func private @micro_batches_dim(tensor<2x4xf32> {zero.role = "batch", zero.micro_batches = 4 : i64})

// -----

// expected-error @+1 {{'zero.init' on argument #0: expected the standard deviation S of 'normal(S)' to be a finite number > 0, but got '-0.02' in 'normal(-0.02)'}}
func.func private @init_negative_std(tensor<4xf32> {zero.role = "param", zero.init = "normal(-0.02)"})

// -----

// expected-error @+1 {{'zero.init' on argument #0: expected the bound B of 'uniform(B)' to end with ')', but got 'uniform(0.5'}}
func.func private @init_unclosed(tensor<4xf32> {zero.role = "param", zero.init = "uniform(0.5"})

// -----

// expected-error @+1 {{'zero.name' on argument #0 must be a non-empty string, but got ""}}
func.func private @name_empty(tensor<4xf32> {zero.role = "param", zero.name = ""})

// -----

// expected-error @+1 {{'zero.name' on argument #0 must be a non-empty string, but got 3 : i64}}
func.func private @name_not_string(tensor<4xf32> {zero.role = "param", zero.name = 3})

// -----

// expected-error @+1 {{'zero.init' is not valid on result #0}}
func.func private @init_on_result() -> (tensor<f32> {zero.init = "zeros"})

// -----

// expected-error @+1 {{'zero.updates' on result #0 must be a non-negative index, but got -1}}
func.func private @updates_negative() -> (tensor<f32> {zero.updates = -1 : i64})

// -----

// expected-error @+1 {{'zero.updates' is not valid on argument #0}}
func.func private @updates_on_argument(tensor<f32> {zero.updates = 0 : i64})

// -----

// expected-error @+1 {{'zero.state_of' is not valid on result #0}}
func.func private @state_of_on_result() -> (tensor<f32> {zero.state_of = 0 : i64})

// -----

func.func @grad_of_negative(%a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'zero.grad_of' on an operation must be a non-negative index, but got -2}}
  %g = arith.addf %a, %a {zero.grad_of = -2 : i64} : tensor<f32>
  return %g : tensor<f32>
}

// -----

func.func @grad_shard_of_not_index(%a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'zero.grad_shard_of' on an operation must be an i64 index, but got "w"}}
  %g = arith.addf %a, %a {zero.grad_shard_of = "w"} : tensor<f32>
  return %g : tensor<f32>
}

// -----

func.func @row_kernel_not_a_loop(%a: f32) -> f32 {
  // expected-error @+1 {{'zero.row_kernel' must be a unit attribute on a loop, but got unit on 'arith.addf'}}
  %b = arith.addf %a, %a {zero.row_kernel} : f32
  return %b : f32
}

// -----

func.func @row_kernel_not_unit(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'zero.row_kernel' must be a unit attribute on a loop, but got 1 : i64 on 'scf.for'}}
  scf.for %i = %c0 to %n step %c1 {
  } {zero.row_kernel = 1 : i64}
  return
}

// -----

// expected-error @+1 {{'zero.world_size' must be a positive i64, but got 0 : i64}}
func.func private @world_size_attr() attributes {zero.world_size = 0 : i64}

// -----

// expected-error @+1 {{'zero.stage' must be an i64 ZeRO stage in [0, 3], but got 4 : i64}}
func.func private @stage_attr() attributes {zero.stage = 4 : i64}

// -----

// expected-error @+1 {{'zero.role' is not valid on an operation}}
func.func private @role_on_operation() attributes {zero.role = "param"}

// -----

// expected-error @+1 {{'zero.range' on argument #0 must be array<i64: lo, hi> for [lo, hi), but got 13 : i64}}
func.func private @range_not_array(tensor<2x5xi64> {zero.role = "batch", zero.range = 13})

// -----

// expected-error @+1 {{'zero.range' on argument #0 is [13, 13), which is empty; expected lo < hi}}
func.func private @range_empty(tensor<2x5xi64> {zero.role = "batch", zero.range = array<i64: 13, 13>})

// -----

// expected-error @+1 {{'zero.range' on argument #0 needs an integer tensor, but the type is 'tensor<2x5xf32>'}}
func.func private @range_on_floats(tensor<2x5xf32> {zero.role = "batch", zero.range = array<i64: 0, 13>})

// -----

// expected-error @+1 {{'zero.range' is not valid on result #0}}
func.func private @range_on_result() -> (tensor<2xi64> {zero.range = array<i64: 0, 13>})

// -----

// expected-error @+1 {{'zero.fill' on argument #0 must be "global_row", but got "local_row"}}
func.func private @fill_unknown(tensor<4xi64> {zero.role = "batch", zero.fill = "local_row"})

// -----

// expected-error @+1 {{'zero.fill' on argument #0 needs an i64 tensor of one value per row ([rows]), but the type is 'tensor<4x2xi64>'}}
func.func private @fill_not_rows(tensor<4x2xi64> {zero.role = "batch", zero.fill = "global_row"})

// -----

// expected-error @+1 {{'zero.fill' on argument #0 needs an i64 tensor of one value per row ([rows]), but the type is 'tensor<4xi32>'}}
func.func private @fill_i32(tensor<4xi32> {zero.role = "batch", zero.fill = "global_row"})

// -----

// expected-error @+1 {{'zero.fill' on argument #0 needs an i64 tensor of one value per row ([K, rows]), but the type is 'tensor<2x4x3xi64>'}}
func.func private @fill_micro_batches(tensor<2x4x3xi64> {zero.role = "batch", zero.micro_batches = 2 : i64, zero.fill = "global_row"})

// -----

// expected-error @+1 {{'zero.fill' is not valid on result #0}}
func.func private @fill_on_result() -> (tensor<4xi64> {zero.fill = "global_row"})

// -----

// Grouped buckets: one shard per tensor, each checked as a bucket of one.

func.func @grouped_gather_shard_count(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{expects 1 shard (the bucket sharded as one tensor) or 1 shard per tensor (3), but got 2}}
  %x:3 = zero.all_gather %a, %b world_size 4 : tensor<2xf32>, tensor<3xf32> -> tensor<8xf32>, tensor<10xf32>, tensor<1xf32>
  return
}

// -----

func.func @grouped_gather_shard_size(%a: tensor<2xf32>, %b: tensor<2xf32>) {
  // expected-error @+1 {{expects shard #1 of ceil(10/4) = 3 elements, but got 2}}
  %x:2 = zero.all_gather %a, %b world_size 4 : tensor<2xf32>, tensor<2xf32> -> tensor<8xf32>, tensor<10xf32>
  return
}

// -----

func.func @grouped_gather_shard_element_type(%a: tensor<2xf32>, %b: tensor<3xf16>) {
  // expected-error @+1 {{expects shard #1 element type to be 'f32', but got 'f16'}}
  %x:2 = zero.all_gather %a, %b world_size 4 : tensor<2xf32>, tensor<3xf16> -> tensor<8xf32>, tensor<10xf32>
  return
}

// -----

func.func @grouped_gather_mixed_element_types(%a: tensor<2xf32>, %b: tensor<3xf16>) {
  // expected-error @+1 {{expects one element type per bucket, but bucket tensor #1 has 'f16' and #0 has 'f32'}}
  %x:2 = zero.all_gather %a, %b world_size 4 : tensor<2xf32>, tensor<3xf16> -> tensor<8xf32>, tensor<10xf16>
  return
}

// -----

func.func @gather_no_shard() {
  // expected-error @+1 {{expects at least one shard}}
  %x = "zero.all_gather"() <{world_size = 2 : i64}> : () -> tensor<4xf32>
  return
}

// -----

func.func @grouped_reduce_scatter_shard_size(%g: tensor<6x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{expects shard #0 of ceil(18/4) = 5 elements, but got 6}}
  %s:2 = zero.reduce_scatter sum %g, %b world_size 4 : tensor<6x3xf32>, tensor<3xf32> -> tensor<6xf32>, tensor<1xf32>
  return
}

// -----

func.func @grouped_reduce_scatter_shard_count(%g: tensor<6x3xf32>, %b: tensor<3xf32>, %c: tensor<4xf32>) {
  // expected-error @+1 {{expects 1 shard (the bucket sharded as one tensor) or 1 shard per tensor (3), but got 2}}
  %s:2 = zero.reduce_scatter sum %g, %b, %c world_size 4 : tensor<6x3xf32>, tensor<3xf32>, tensor<4xf32> -> tensor<5xf32>, tensor<1xf32>
  return
}

// -----

func.func @reduce_scatter_no_shard(%g: tensor<4xf32>) {
  // expected-error @+1 {{expects at least one shard}}
  "zero.reduce_scatter"(%g) <{kind = #zero<reduction sum>, world_size = 2 : i64}> : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @grouped_reduce_scatter_start_shard_size(%g: tensor<4xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{expects shard #1 of ceil(3/2) = 2 elements, but got 1}}
  %f = zero.reduce_scatter_start sum %g, %b world_size 2 : tensor<4xf32>, tensor<3xf32> -> !zero.future<tensor<2xf32>, tensor<1xf32>>
  %s:2 = zero.wait %f : !zero.future<tensor<2xf32>, tensor<1xf32>>
  return
}

// -----

func.func @grouped_gather_start_shard_size(%a: tensor<2xf32>, %b: tensor<1xf32>) {
  // expected-error @+1 {{expects shard #1 of ceil(3/2) = 2 elements, but got 1}}
  %f = zero.all_gather_start %a, %b world_size 2 : tensor<2xf32>, tensor<1xf32> -> !zero.future<tensor<4xf32>, tensor<3xf32>>
  %x:2 = zero.wait %f : !zero.future<tensor<4xf32>, tensor<3xf32>>
  return
}

// -----

func.func @quantize_integers(%s: tensor<2xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{quantizes f32 or bf16 values, but the bucket holds 'i32'}}
  %w = zero.all_gather %s world_size 2 quantize <bits = 8, block = 4> : tensor<2xi32> -> tensor<4xi32>
  return %w : tensor<4xi32>
}

// -----

func.func @quantize_max(%g: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{quantized reductions are 'sum' or 'avg', but got 'max'}}
  %s = zero.reduce_scatter max %g world_size 2 quantize <bits = 8, block = 4> : tensor<4xf32> -> tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

func.func @quantize_bits(%s: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{quantize bits must be 8 or 4, but got 2}}
  %w = zero.all_gather %s world_size 2 quantize <bits = 2, block = 4> : tensor<2xf32> -> tensor<4xf32>
  return %w : tensor<4xf32>
}

// -----

func.func @quantize_start(%g: tensor<4xbf16>) -> tensor<2xbf16> {
  // expected-error @+1 {{quantized reductions are 'sum' or 'avg', but got 'min'}}
  %f = zero.reduce_scatter_start min %g world_size 2 quantize <bits = 4, block = 2> : tensor<4xbf16> -> !zero.future<tensor<2xbf16>>
  %s = zero.wait %f : !zero.future<tensor<2xbf16>>
  return %s : tensor<2xbf16>
}

// -----

// expected-error @+1 {{'zero.shard_group' must be a positive i64 below and dividing zero.world_size = 4, but got 3 : i64}}
func.func @shard_group_divides(%l: tensor<f32>) -> tensor<f32> attributes {zero.world_size = 4 : i64, zero.shard_group = 3 : i64} {
  return %l : tensor<f32>
}

// -----

func.func @quantize_block_fits_int(%s: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{quantize block must be in [1, 2147483647], but got 4294967296}}
  %w = zero.all_gather %s world_size 2 quantize <bits = 8, block = 4294967296> : tensor<2xf32> -> tensor<4xf32>
  return %w : tensor<4xf32>
}
