// RUN: zero-opt %s -split-input-file --convert-zero-to-runtime -verify-diagnostics

// Without bufferization first, a collective's operand is a tensor with no
// buffer behind it: the error names the operand and what it is instead.
func.func @not_bufferized(%s: tensor<9xf32>) -> tensor<6x3xf32> {
  // expected-error @below {{operand #0 is not a bufferized value: expected the result of 'bufferization.to_tensor', found block argument #0; run one-shot-bufferize{allow-unknown-ops} first}}
  %w = zero.all_gather %s world_size 2 : tensor<9xf32> -> tensor<6x3xf32>
  return %w : tensor<6x3xf32>
}

// -----

// Each operand of a bucket is checked; here the second comes from a
// tensor op that was never bufferized.
func.func @bucket_operand_not_bufferized(%a: tensor<3xf32>) -> tensor<3xf32> {
  %b = tensor.empty() : tensor<5xf32>
  %c = bufferization.to_buffer %a : tensor<3xf32> to memref<3xf32>
  %d = bufferization.to_tensor %c : memref<3xf32> to tensor<3xf32>
  // expected-error @below {{operand #1 is not a bufferized value: expected the result of 'bufferization.to_tensor', found a result of 'tensor.empty'}}
  %s:2 = zero.all_reduce sum %d, %b world_size 2 : tensor<3xf32>, tensor<5xf32>
  return %d : tensor<3xf32>
}

// -----

// The chunk a writeback stores must come from a buffer too.
func.func @writeback_not_bufferized(%m: !zero.offloaded<tensor<8xf32>, file>, %c: tensor<4xf32>) -> !zero.offloaded<tensor<8xf32>, file> {
  // expected-error @below {{chunk is not a bufferized value: expected the result of 'bufferization.to_tensor', found block argument #1; run one-shot-bufferize{allow-unknown-ops} first}}
  zero.writeback %c, %m[4] : tensor<4xf32>, !zero.offloaded<tensor<8xf32>, file>
  return %m : !zero.offloaded<tensor<8xf32>, file>
}
