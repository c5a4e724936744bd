// The contract reader (which the passes, the reports and zero-run share)
// takes an offloaded argument as the tensor it refers to, and refuses one
// that is not a shard of a param or optimizer state.
// RUN: zero-opt %s -split-input-file --zero-memory-report -o /dev/null -verify-diagnostics

// A stage 1 step keeps its params whole: a whole tensor is never offloaded.
// expected-error @+1 {{argument #0 (param) is offloaded to the 'file' store but is not a shard; only shards (optimizer state from stage 1, params at stage 3) are offloaded}}
func.func @train_step(%w: !zero.offloaded<tensor<4xf32>, file> {zero.role = "param"},
                      %m: tensor<2xf32> {zero.role = "opt_state", zero.state_of = 0 : i64, zero.shard = #zero.shard<tensor<4xf32>, world_size = 2>},
                      %x: tensor<4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"},
        !zero.offloaded<tensor<4xf32>, file> {zero.updates = 0 : i64},
        tensor<2xf32> {zero.updates = 1 : i64, zero.shard = #zero.shard<tensor<4xf32>, world_size = 2>})
    attributes {zero.stage = 1 : i64, zero.world_size = 2 : i64} {
  %l = tensor.empty() : tensor<f32>
  return %l, %w, %m : tensor<f32>, !zero.offloaded<tensor<4xf32>, file>, tensor<2xf32>
}

// -----

// Only state a driver keeps between steps lives in a store.
// expected-error @+1 {{argument #2 (batch) has type '!zero.offloaded<tensor<4xf32>, host>'; only params and optimizer state are offloaded}}
func.func @train_step(%w: tensor<4xf32> {zero.role = "param"},
                      %m: tensor<2xf32> {zero.role = "opt_state", zero.state_of = 0 : i64, zero.shard = #zero.shard<tensor<4xf32>, world_size = 2>},
                      %x: !zero.offloaded<tensor<4xf32>, host> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"},
        tensor<4xf32> {zero.updates = 0 : i64},
        tensor<2xf32> {zero.updates = 1 : i64, zero.shard = #zero.shard<tensor<4xf32>, world_size = 2>})
    attributes {zero.stage = 1 : i64, zero.world_size = 2 : i64} {
  %l = tensor.empty() : tensor<f32>
  return %l, %w, %m : tensor<f32>, tensor<4xf32>, tensor<2xf32>
}

// -----

// The update of an offloaded argument is the same reference.
// expected-error @+1 {{result #2 updates argument #1 of type '!zero.offloaded<tensor<2xf32>, file>', but has type 'tensor<2xf32>'}}
func.func @train_step(%w: tensor<4xf32> {zero.role = "param"},
                      %m: !zero.offloaded<tensor<2xf32>, file> {zero.role = "opt_state", zero.state_of = 0 : i64, zero.shard = #zero.shard<tensor<4xf32>, world_size = 2>},
                      %x: tensor<4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"},
        tensor<4xf32> {zero.updates = 0 : i64},
        tensor<2xf32> {zero.updates = 1 : i64, zero.shard = #zero.shard<tensor<4xf32>, world_size = 2>})
    attributes {zero.stage = 1 : i64, zero.world_size = 2 : i64} {
  %l = tensor.empty() : tensor<f32>
  %c = tensor.empty() : tensor<2xf32>
  return %l, %w, %c : tensor<f32>, tensor<4xf32>, tensor<2xf32>
}
