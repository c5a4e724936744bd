// Diagnostics of zero-memory-report (run by zero-memory-report.mlir).

// A partitioned step must mark its gradients (zero-partition does).
// expected-error @+1 {{param argument #0 has no op marked zero.grad_of = 0; report on a step produced by zero-partition}}
func.func @unmarked(%w: tensor<4xf32> {zero.role = "param"}) -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  return %l0, %w : tensor<f32>, tensor<4xf32>
}

// -----

// Peak memory needs static shapes.
func.func @dynamic(%w: tensor<4xf32> {zero.role = "param"}, %n: index {zero.role = "hyper"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill {zero.grad_of = 0 : i64} ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill {zero.grad_of = 0 : i64} ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{zero-memory-report needs statically shaped tensors, but result #0 has type 'tensor<?xf32>'}}
  %d = tensor.empty(%n) : tensor<?xf32>
  return %l0, %w : tensor<f32>, tensor<4xf32>
}
