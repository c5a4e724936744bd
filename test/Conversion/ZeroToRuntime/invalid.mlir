// RUN: zero-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-unknown-ops" --convert-zero-to-runtime -verify-diagnostics

func.func @f16_all_reduce(%a: tensor<8xf16>) -> tensor<8xf16> {
  // expected-error @below {{element type 'f16' is not supported by the runtime's collectives (expected f32, f64, i32, i64 or bf16)}}
  %r = zero.all_reduce sum %a world_size 2 : tensor<8xf16>
  return %r : tensor<8xf16>
}

// -----

func.func @wait_without_start(%f: !zero.future<tensor<6xf32>>) -> tensor<6xf32> {
  // expected-error @below {{waits on a future that no zero.*_start in this function produced: its future is block argument #0}}
  %w = zero.wait %f : !zero.future<tensor<6xf32>>
  return %w : tensor<6xf32>
}

// -----

// A bucket: one error for the element type, checked on the first tensor.
func.func @i8_reduce_scatter(%a: tensor<3xi8>, %b: tensor<5xi8>) -> tensor<4xi8> {
  // expected-error @below {{element type 'i8' is not supported by the runtime's collectives (expected f32, f64, i32, i64 or bf16)}}
  %s = zero.reduce_scatter sum %a, %b world_size 2 : tensor<3xi8>, tensor<5xi8> -> tensor<4xi8>
  return %s : tensor<4xi8>
}

// -----

// A transfer moves elements of a runtime dtype only.
func.func @f16_fetch(%m: !zero.offloaded<tensor<8xf16>, file>) -> tensor<4xf16> {
  // expected-error @below {{element type 'f16' is not supported by the runtime's store transfers (expected f32, f64, i32, i64 or bf16)}}
  %c = zero.fetch %m[4] : !zero.offloaded<tensor<8xf16>, file> -> tensor<4xf16>
  return %c : tensor<4xf16>
}

// -----

// A writeback of elements a fetch_start still reads races with it.
func.func @write_under_fetch(%m: !zero.offloaded<tensor<8xf32>, file>, %c: tensor<4xf32>) -> (!zero.offloaded<tensor<8xf32>, file>, tensor<4xf32>) {
  %f = zero.fetch_start %m[2] : !zero.offloaded<tensor<8xf32>, file> -> !zero.future<tensor<4xf32>>
  // expected-error @below {{touches elements [4, 8) of the offloaded tensor that the 'zero.fetch_start' at element 2 still moves until its wait; wait for it first}}
  zero.writeback %c, %m[4] : tensor<4xf32>, !zero.offloaded<tensor<8xf32>, file>
  %w = zero.wait %f : !zero.future<tensor<4xf32>>
  return %m, %w : !zero.offloaded<tensor<8xf32>, file>, tensor<4xf32>
}
