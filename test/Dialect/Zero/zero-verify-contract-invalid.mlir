// Every diagnostic of the input contract and of gradient finding, one chunk
// each. zero-partition runs the same analysis (see zero-partition-invalid.mlir
// for the diagnostics of the rewrite itself).
// RUN: zero-opt %s -split-input-file -verify-diagnostics --zero-verify-contract

// Already partitioned: the contract applies to the traced step.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{'@step' is already partitioned (zero.stage = 2)}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) attributes {zero.stage = 2 : i64} {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// A declaration has no step to check.
// expected-error @+1 {{training step '@step' has no body}}
func.func private @step(%w: tensor<4xf32> {zero.role = "param"}) -> (tensor<f32> {zero.role = "loss"})

// -----

// Unstructured control flow.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{training step '@step' must have one block (structured control flow inside ops is fine), but has 2}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  cf.br ^bb1
^bb1:
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// An argument without a role.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{argument #1 has no 'zero.role' (expected "param", "opt_state", "batch", "hyper" or "buffer")}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32>)
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// zero.state_of on something else than an opt_state.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{argument #1 has 'zero.state_of' but its role is "batch", not "opt_state"}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch", zero.state_of = 0 : i64})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// A param must be statically shaped.
// expected-error @+1 {{argument #0 (param) must be a statically shaped tensor, but has type 'tensor<?xf32>'}}
func.func @step(%w: tensor<?xf32> {zero.role = "param"}) -> (tensor<f32> {zero.role = "loss"}, tensor<?xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  return %l0, %w : tensor<f32>, tensor<?xf32>
}

// -----

// A param of 2^64 elements: its element count wraps in int64 (the shard
// type would come out empty).
// expected-error @+1 {{argument #0 (param) has type 'tensor<4294967296x4294967296xf32>', whose element count does not fit a 64-bit integer}}
func.func @step(%w: tensor<4294967296x4294967296xf32> {zero.role = "param"}) -> (tensor<f32> {zero.role = "loss"}, tensor<4294967296x4294967296xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  return %l0, %w : tensor<f32>, tensor<4294967296x4294967296xf32>
}

// -----

// An integer param: its gradient could not be averaged (the partition built
// an invalid zero.all_reduce avg on i32).
// expected-error @+1 {{argument #0 (param) must have a floating-point element type, but has type 'tensor<4xi32>'}}
func.func @step(%w: tensor<4xi32> {zero.role = "param"}) -> (tensor<f32> {zero.role = "loss"}, tensor<4xi32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  return %l0, %w : tensor<f32>, tensor<4xi32>
}

// -----

// An opt_state must name its param.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{argument #1 is an opt_state without 'zero.state_of' naming its param argument}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %v: tensor<4xf32> {zero.role = "opt_state"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<4xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %v : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// zero.state_of out of range.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{argument #1 has zero.state_of = 7, but the function has only 3 arguments}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %v: tensor<4xf32> {zero.role = "opt_state", zero.state_of = 7 : i64}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<4xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %v : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// zero.state_of pointing at a non-param.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{argument #1 has zero.state_of = 2, but argument #2 is a "batch", not a "param"}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %v: tensor<4xf32> {zero.role = "opt_state", zero.state_of = 2 : i64}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<4xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %v : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A state has its param's shape (it is sharded with the same ranges).
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{argument #1 (opt_state of argument #0) must have the shape of its param 'tensor<4xf32>', but has type 'tensor<2x2xf32>'}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %v: tensor<2x2xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<2x2xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %v : tensor<f32>, tensor<4xf32>, tensor<2x2xf32>
}

// -----

// A result is the loss/a metric or an update, not both.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{result #1 has both zero.role = "metric" and 'zero.updates'; it is one or the other}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.role = "metric", zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// A result without meaning.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{result #2 has neither 'zero.role' ("loss", "metric") nor 'zero.updates'}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<f32>) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %loss : tensor<f32>, tensor<4xf32>, tensor<f32>
}

// -----

// Two losses.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{results #0 and #2 both have zero.role = "loss"}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<f32> {zero.role = "loss"}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %loss : tensor<f32>, tensor<4xf32>, tensor<f32>
}

// -----

// The loss is a scalar f32 tensor.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{result #0 (loss) must be tensor<f32>, but has type 'tensor<4xf32>'}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<4xf32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %w1, %w1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// No loss.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{no result has zero.role = "loss" (expected one tensor<f32>)}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "metric"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// zero.updates out of range.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{result #1 has zero.updates = 9, but the function has only 2 arguments}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 9 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// Only params and states are updated.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{result #2 updates argument #1, a "batch"; only param, opt_state and buffer arguments are updated}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<2x4xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %x : tensor<f32>, tensor<4xf32>, tensor<2x4xf32>
}

// -----

// Duplicate zero.updates.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{results #1 and #2 both have zero.updates = 0}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %w1 : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// An update has the type of what it updates.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{result #1 updates argument #0 of type 'tensor<4xf32>', but has type 'tensor<2x4xf32>'}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<2x4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %x : tensor<f32>, tensor<2x4xf32>
}

// -----

// Missing zero.updates.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{argument #0 (param) has no result with zero.updates = 0}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss : tensor<f32>
}

// -----

// The update of a param is not elementwise.
// expected-error @+1 {{the update of argument #0 (param, result #1) is not elementwise: it is produced by 'linalg.reduce'; zero shards updates that are elementwise linalg.generic ops in the param, its states, scalars and its gradient}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  return %loss, %g : tensor<f32>, tensor<4xf32>
}

// -----

// The update reads a batch tensor whole.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{the update of param argument #0 reads argument #2 (batch) as a full tensor; it may read only the param, its opt_state arguments, scalars and one gradient}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"}, %y: tensor<4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g, %y : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %i2: f32, %o: f32):
      %d = arith.subf %i0, %i2 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// The update reads another param's marked gradient.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{the update of param argument #0 reads the gradient of argument #1 (marked by 'linalg.reduce')}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %u: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<4xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0] {zero.grad_of = 1 : i64}
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %u : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A non-elementwise op inside the update (a reversal of the param).
#id = affine_map<(i) -> (i)>
#rev = affine_map<(i) -> (3 - i)>
// expected-error @+1 {{the update of argument #0 is not elementwise: 'linalg.generic' reads argument #0 as a whole tensor}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %r = linalg.generic {indexing_maps = [#rev, #id], iterator_types = ["parallel"]}
      ins(%w : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %o: f32):
      linalg.yield %i0 : f32
  } -> tensor<4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%r, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// A param read as a scalar by another param's update.
#id = affine_map<(i) -> (i)>
#sc = affine_map<(i) -> ()>
// expected-error @+1 {{the update of param argument #0 reads argument #1 (param) as a scalar}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %t: tensor<f32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<f32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #sc, #id], iterator_types = ["parallel"]}
      ins(%w, %g, %t : tensor<4xf32>, tensor<4xf32>, tensor<f32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %i2: f32, %o: f32):
      %d = arith.subf %i0, %i2 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %t : tensor<f32>, tensor<4xf32>, tensor<f32>
}

// -----

// A marker on an op the update does not read.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{the gradient of param argument #0 is marked, but the update does not read it}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %z2 = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-note @+1 {{marked here}}
  %h = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z2 : tensor<4xf32>) dimensions = [0] {zero.grad_of = 0 : i64}
    (%a: f32, %b: f32) { %s = arith.mulf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// No gradient: the update reads only the param and scalars.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{param argument #0 has no gradient: its update reads only the param, its states and scalars}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%w : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %o: f32):
      %d = arith.mulf %i0, %c0 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// Two candidates (a tied weight's gradient summed from two backward results): ambiguous without a marker.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{param argument #0 has 2 gradient candidates (tensors of its shape its elementwise update reads); mark the producer of the gradient with zero.grad_of = 0}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-note @+1 {{candidate produced by 'linalg.reduce'}}
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %z2 = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-note @+1 {{candidate produced by 'linalg.reduce'}}
  %h = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z2 : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.mulf %a, %b : f32  linalg.yield %s : f32 }
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %h : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.addf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %sum : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// A marker naming a non-param.
#id = affine_map<(i) -> (i)>
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{is marked zero.grad_of = 1, but argument #1 is not a param}}
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0] {zero.grad_of = 1 : i64}
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// A marker on an op with no result of the param's shape.
#id = affine_map<(i) -> (i)>
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  // expected-error @+1 {{is marked zero.grad_of = 0, but has 0 results of the shape of the param 'tensor<4xf32>' (expected exactly 1)}}
  %c0 = arith.constant {zero.grad_of = 0 : i64} 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// Two markers for one param.
#id = affine_map<(i) -> (i)>
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-note @+1 {{other marked value here}}
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0] {zero.grad_of = 0 : i64}
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %z2 = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{is one of 2 values marked zero.grad_of = 0, but the markers do not sum into one gradient}}
  %h = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z2 : tensor<4xf32>) dimensions = [0] {zero.grad_of = 0 : i64}
    (%a: f32, %b: f32) { %s = arith.mulf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// One elementwise op in the updates of two params.
#id = affine_map<(i) -> (i)>
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %u: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<4xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  // expected-error @+1 {{is part of the updates of both param arguments #0 and #1}}
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%g : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %o: f32):
      %d = arith.mulf %i0, %c0 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %u1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%u, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %u1 : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// One gradient for two params.
#id = affine_map<(i) -> (i)>
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %u: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<4xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{produces the gradient of both param arguments #0 and #1; mark each gradient with zero.grad_of}}
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %u1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%u, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %u1 : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// One op producing two params' gradients.
#id = affine_map<(i) -> (i)>
#red = affine_map<(b, i) -> (b, i)>
#col = affine_map<(b, i) -> (i)>
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %u: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<4xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{produces the gradients of param arguments #0 and #1; zero.grad_of names one param per op: split the op}}
  %g:2 = linalg.generic {indexing_maps = [#red, #col, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<2x4xf32>) outs(%z, %z : tensor<4xf32>, tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32):
      %s = arith.addf %a, %b : f32
      %m = arith.mulf %a, %c : f32
      linalg.yield %s, %m : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g#0 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %u1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%u, %g#1 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %u1 : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A range on anything but a batch.
// expected-error @+1 {{argument #1 has 'zero.range' but its role is "hyper"; only batch arguments carry a range}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %n: tensor<i64> {zero.role = "hyper", zero.range = array<i64: 0, 8>})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant dense<0.0> : tensor<f32>
  return %c0, %w : tensor<f32>, tensor<4xf32>
}

// -----

// The driver fills batch arguments only: a param is state, not per-step input.
// expected-error @+1 {{argument #1 has 'zero.fill' but its role is "param"; only batch arguments are filled by the driver}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %r: tensor<4xi64> {zero.role = "param", zero.fill = "global_row"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<4xi64> {zero.updates = 1 : i64}) {
  %c0 = arith.constant dense<0.0> : tensor<f32>
  return %c0, %w, %r : tensor<f32>, tensor<4xf32>, tensor<4xi64>
}

// -----

// A micro-batch of no rows has no batch mean.
// expected-error @+1 {{argument #1 (batch) has type 'tensor<0x4xf32>', a micro-batch of 0 rows; expected at least one row}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<0x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant dense<0.0> : tensor<f32>
  return %c0, %w : tensor<f32>, tensor<4xf32>
}

// -----

// A buffer is state the step returns updated: without its update result
// the next step would read a stale value.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{argument #2 (buffer) has no result with zero.updates = 2}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"},
                %rm: tensor<4xf32> {zero.role = "buffer"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// -----

// A buffer gets no gradient: a marker naming one is an error.
#id = affine_map<(i) -> (i)>
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"},
                %rm: tensor<4xf32> {zero.role = "buffer"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64},
        tensor<4xf32> {zero.updates = 2 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  // expected-error @+2 {{is marked zero.grad_of = 2, but argument #2 is not a param; it is a buffer, which gets no gradient}}
  %er = tensor.empty() : tensor<4xf32>
  %rm1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%rm : tensor<4xf32>) outs(%er : tensor<4xf32>) attrs = {zero.grad_of = 2 : i64} {
    ^bb0(%r: f32, %o: f32):
      %k = arith.constant 0.9 : f32
      %m = arith.mulf %r, %k : f32
      linalg.yield %m : f32
  } -> tensor<4xf32>
  return %loss, %w1, %rm1 : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A buffer must be statically shaped: a driver allocates and keeps it.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{argument #2 (buffer) must be a statically shaped tensor, but has type 'tensor<?xf32>'}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"},
                %rm: tensor<?xf32> {zero.role = "buffer"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64},
        tensor<?xf32> {zero.updates = 2 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %rm : tensor<f32>, tensor<4xf32>, tensor<?xf32>
}

// -----

// A buffer is not an optimizer state: it belongs to no param.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{argument #2 has 'zero.state_of' but its role is "buffer", not "opt_state"}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"},
                %rm: tensor<4xf32> {zero.role = "buffer", zero.state_of = 0 : i64})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64},
        tensor<4xf32> {zero.updates = 2 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %er = tensor.empty() : tensor<4xf32>
  %rm1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%rm : tensor<4xf32>) outs(%er : tensor<4xf32>) {
    ^bb0(%r: f32, %o: f32):
      %k = arith.constant 0.9 : f32
      %m = arith.mulf %r, %k : f32
      linalg.yield %m : f32
  } -> tensor<4xf32>
  return %loss, %w1, %rm1 : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A param's update may not read a buffer: the buffer is no state of it, and
// a sharded update cannot read a whole tensor.
#id = affine_map<(i) -> (i)>
// expected-error @+1 {{the update of param argument #0 reads argument #2 (buffer) as a full tensor; it may read only the param, its opt_state arguments, scalars and one gradient}}
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"},
                %rm: tensor<4xf32> {zero.role = "buffer"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64},
        tensor<4xf32> {zero.updates = 2 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g0 = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %rm : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %er = tensor.empty() : tensor<4xf32>
  %rm1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%rm : tensor<4xf32>) outs(%er : tensor<4xf32>) {
    ^bb0(%r: f32, %o: f32):
      %k = arith.constant 0.9 : f32
      %m = arith.mulf %r, %k : f32
      linalg.yield %m : f32
  } -> tensor<4xf32>
  return %loss, %w1, %rm1 : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}
