// A loop the GPU mapping cannot move to the device is an error, not a host
// fallback; options that name no NVIDIA GPU or binary format are refused.
// RUN: zero-opt %s --zero-lower-to-nvvm=format=none -split-input-file -verify-diagnostics
// RUN: not zero-opt %s --zero-lower-to-nvvm=chip=gfx90a 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not zero-opt %s --zero-lower-to-nvvm=format=elf 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not zero-opt %s "--zero-lower-to-nvvm=format=isa toolkit=%t.none" 2>&1 | FileCheck %s --check-prefix=TOOLKIT -DDIR=%t.none

// CHIP: zero-lower-to-nvvm: chip 'gfx90a' is not an NVIDIA GPU architecture (expected sm_<major><minor>, e.g. sm_90)
// FORMAT: zero-lower-to-nvvm: format 'elf' is not one of fatbin, bin, isa, none
// TOOLKIT: zero-lower-to-nvvm: format=isa needs a CUDA toolkit (libdevice, ptxas, fatbinary), but '[[DIR]]' is not a directory; pass toolkit=DIR, or format=none to keep the kernels as NVVM-dialect gpu.modules

func.func @halve_until_small(%x: memref<f32>) {
  %limit = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  // expected-error @below {{zero-lower-to-nvvm: 'scf.while' is left on the host after the GPU mapping (expected every loop of the step inside a gpu.launch)}}
  scf.while : () -> () {
    %v = memref.load %x[] : memref<f32>
    %big = arith.cmpf ogt, %v, %limit : f32
    scf.condition(%big)
  } do {
    %v = memref.load %x[] : memref<f32>
    %h = arith.mulf %v, %half : f32
    memref.store %h, %x[] : memref<f32>
    scf.yield
  }
  return
}
