// The form of zero.global_mean (on an op) and zero.range_ignore (on an
// argument), one chunk per rule; each message carries the expected and the
// actual value. (Dependence rules: zero-verify-contract-global-mean.mlir.)
// RUN: zero-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @global_mean_not_unit(%a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'zero.global_mean' must be a unit attribute, but got 1 : i64}}
  %c = arith.addf %a, %a {zero.global_mean = 1 : i64} : tensor<f32>
  return %c : tensor<f32>
}

// -----

func.func @global_mean_not_scalar(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'zero.global_mean' expects a 0-d float tensor result, but got 'tensor<4xf32>'}}
  %c = arith.addf %a, %a {zero.global_mean} : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

func.func @global_mean_integer(%a: tensor<i64>) -> tensor<i64> {
  // expected-error @+1 {{'zero.global_mean' expects a 0-d float tensor result, but got 'tensor<i64>'}}
  %c = arith.addi %a, %a {zero.global_mean} : tensor<i64>
  return %c : tensor<i64>
}

// -----

func.func @global_mean_two_results(%a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'zero.global_mean' expects an op with one result, but 'test.two' has 2}}
  %c:2 = "test.two"(%a) {zero.global_mean} : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
  return %c#0 : tensor<f32>
}

// -----

// expected-error @+1 {{'zero.range_ignore' on argument #0 must be an i64, but got -100 : i32}}
func.func private @range_ignore_i32(tensor<2x5xi64> {zero.role = "batch", zero.range = array<i64: 0, 13>, zero.range_ignore = -100 : i32})

// -----

// expected-error @+1 {{'zero.range_ignore' on argument #0 extends a 'zero.range', but the argument has none}}
func.func private @range_ignore_alone(tensor<2x5xi64> {zero.role = "batch", zero.range_ignore = -100 : i64})

// -----

// expected-error @+1 {{'zero.range_ignore' is not valid on result #0}}
func.func private @range_ignore_on_result() -> (tensor<i64> {zero.range_ignore = -1 : i64})

// -----

// Accepted: an ignore value beside a range.
func.func private @range_ignore_ok(tensor<2x5xi64> {zero.role = "batch", zero.range = array<i64: 0, 13>, zero.range_ignore = -100 : i64})
