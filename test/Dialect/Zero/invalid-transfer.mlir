// Every invariant of the transfer ops and of the offloaded type has a
// verifier that names what it expected and what it got.
// RUN: zero-opt %s -split-input-file -verify-diagnostics

func.func @chunk_past_end(%m: !zero.offloaded<tensor<10xf32>, file>) -> tensor<4xf32> {
  // expected-error @+1 {{'zero.fetch' op expects the chunk [8, 8 + 4) inside the 10 elements of the offloaded 'tensor<10xf32>'}}
  %c = zero.fetch %m[8] : !zero.offloaded<tensor<10xf32>, file> -> tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

func.func @offset_past_end(%m: !zero.offloaded<tensor<10xf32>, file>, %c: tensor<1xf32>) {
  // expected-error @+1 {{'zero.writeback' op expects the chunk [10, 10 + 1) inside the 10 elements}}
  zero.writeback %c, %m[10] : tensor<1xf32>, !zero.offloaded<tensor<10xf32>, file>
  return
}

// -----

func.func @wrong_element_type(%m: !zero.offloaded<tensor<10xf32>, host>) -> tensor<4xbf16> {
  // expected-error @+1 {{'zero.fetch' op expects a chunk of the offloaded tensor's element type 'f32', but got 'tensor<4xbf16>'}}
  %c = zero.fetch %m[0] : !zero.offloaded<tensor<10xf32>, host> -> tensor<4xbf16>
  return %c : tensor<4xbf16>
}

// -----

func.func @empty_chunk(%m: !zero.offloaded<tensor<10xf32>, host>) -> tensor<0xf32> {
  // expected-error @+1 {{'zero.fetch' op expects a chunk of at least 1 element}}
  %c = zero.fetch %m[0] : !zero.offloaded<tensor<10xf32>, host> -> tensor<0xf32>
  return %c : tensor<0xf32>
}

// -----

func.func @negative_offset(%m: !zero.offloaded<tensor<10xf32>, host>) -> tensor<4xf32> {
  // expected-error @+1 {{'zero.fetch' op attribute 'offset' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %c = "zero.fetch"(%m) {offset = -1 : i64} : (!zero.offloaded<tensor<10xf32>, host>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

func.func @chunk_not_1d(%m: !zero.offloaded<tensor<10xf32>, host>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'zero.fetch' op result #0 must be statically shaped 1-D shard}}
  %c = "zero.fetch"(%m) {offset = 0 : i64} : (!zero.offloaded<tensor<10xf32>, host>) -> tensor<2x2xf32>
  return %c : tensor<2x2xf32>
}

// -----

func.func @fetch_future_of_two(%m: !zero.offloaded<tensor<10xf32>, host>) {
  // expected-error @+1 {{'zero.fetch_start' op expects a future of one chunk, but got '!zero.future<tensor<2xf32>, tensor<2xf32>>'}}
  %f = zero.fetch_start %m[0] : !zero.offloaded<tensor<10xf32>, host> -> !zero.future<tensor<2xf32>, tensor<2xf32>>
  %a, %b = zero.wait %f : !zero.future<tensor<2xf32>, tensor<2xf32>>
  return
}

// -----

func.func @fetch_never_waited(%m: !zero.offloaded<tensor<10xf32>, host>) {
  // expected-error @+1 {{'zero.fetch_start' op future must be consumed by exactly 1 'zero.wait', but it has 0}}
  %f = zero.fetch_start %m[0] : !zero.offloaded<tensor<10xf32>, host> -> !zero.future<tensor<2xf32>>
  return
}

// -----

func.func @writeback_future_with_value(%m: !zero.offloaded<tensor<10xf32>, host>, %c: tensor<2xf32>) {
  // expected-error @+1 {{'zero.writeback_start' op expects a future of no values, but got '!zero.future<tensor<2xf32>>'}}
  %f = zero.writeback_start %c, %m[0] : tensor<2xf32>, !zero.offloaded<tensor<10xf32>, host> -> !zero.future<tensor<2xf32>>
  %x = zero.wait %f : !zero.future<tensor<2xf32>>
  return
}

// -----

// A collective's future carries what it delivers: an empty one is refused.
func.func @collective_future_of_nothing(%s: tensor<3xf32>) {
  // expected-error @+1 {{'zero.all_reduce_start' op expects a future of ('tensor<3xf32>'), but got '!zero.future<>'}}
  %f = zero.all_reduce_start sum %s world_size 2 : tensor<3xf32> -> !zero.future<>
  zero.wait %f : !zero.future<>
  return
}

// -----

// expected-error @+1 {{an offloaded tensor must be statically shaped without an encoding, but got 'tensor<?xf32>'}}
func.func @dynamic_offloaded(%m: !zero.offloaded<tensor<?xf32>, host>) {
  return
}

// -----

// expected-error @+2 {{expected ::mlir::zero::StoreKind to be one of: host, file}}
// expected-error @+1 {{failed to parse Zero_OffloadedType parameter 'store'}}
func.func @unknown_store(%m: !zero.offloaded<tensor<4xf32>, disk>) {
  return
}
