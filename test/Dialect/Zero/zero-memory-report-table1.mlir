// The ZeRO paper's Table I (Rajbhandari et al., SC20): per-device model-state
// memory of mixed-precision Adam (bf16 params and grads, fp32 master, m and v:
// K = 12), reproduced on compile-only graphs from test/lib/python/zero_testing/gen_step.py
// (one bias-free layer of Psi = d0*d1 parameters). Expected bytes come from
// the paper's formulas, computed here by hand:
//   stage 0: 16 Psi   stage 1: 4 Psi + 12 Psi/N   stage 2: 2 Psi + 14 Psi/N
//   stage 3: 16 Psi/N
// The chosen cells divide evenly, so there is no padding. The whole table is
// in docs/Passes.md (utils/bench/zero-table1.py).

// Psi = 7.5e9 = 75000 x 100000.
// RUN: python3 -m zero_testing.gen_step --dims 75000,100000 --batch 1 --optimizer adam-mp --no-bias > %t.7b5.mlir
// N = 1, stage 0: 16 * 7.5e9 = 120 GB.
// RUN: zero-opt %t.7b5.mlir --zero-pipeline="stage=0 world-size=1 report=-" -o /dev/null | FileCheck %s --check-prefix=A
// A: "param_elements": 7500000000,
// A: "model_state_bytes": 120000000000,
// N = 64, stage 1: 4 * 7.5e9 + 12 * 7.5e9 / 64 = 30e9 + 1.40625e9 (paper: 31.4 GB).
// RUN: zero-opt %t.7b5.mlir --zero-pipeline="stage=1 world-size=64 report=-" -o /dev/null | FileCheck %s --check-prefix=B
// B: "param_bytes": 15000000000,
// B-NEXT: "grad_bytes": 15000000000,
// B-NEXT: "optimizer_state_bytes": 1406250000,
// B-NEXT: "model_state_bytes": 31406250000,
// N = 64, stage 2: 2 * 7.5e9 + 14 * 7.5e9 / 64 = 15e9 + 1.640625e9 (paper: 16.6 GB).
// RUN: zero-opt %t.7b5.mlir --zero-pipeline="stage=2 world-size=64 report=-" -o /dev/null | FileCheck %s --check-prefix=C
// C: "model_state_bytes": 16640625000,
// N = 64, stage 3: 16 * 7.5e9 / 64 = 1.875e9 (paper: 1.88 GB).
// RUN: zero-opt %t.7b5.mlir --zero-pipeline="stage=3 world-size=64 report=-" -o /dev/null | FileCheck %s --check-prefix=D
// D: "model_state_bytes": 1875000000,
// N = 4, stage 1: 30e9 + 12 * 7.5e9 / 4 = 52.5e9 (paper: 52.5 GB).
// RUN: zero-opt %t.7b5.mlir --zero-pipeline="stage=1 world-size=4 report=-" -o /dev/null | FileCheck %s --check-prefix=E
// E: "model_state_bytes": 52500000000,

// Psi = 128e9 = 320000 x 400000; N = 1024, stage 1: 4 * 128e9 + 12 * 128e9 /
// 1024 = 512e9 + 1.5e9 (paper: 513 GB).
// RUN: python3 -m zero_testing.gen_step --dims 320000,400000 --batch 1 --optimizer adam-mp --no-bias > %t.128b.mlir
// RUN: zero-opt %t.128b.mlir --zero-pipeline="stage=1 world-size=1024 report=-" -o /dev/null | FileCheck %s --check-prefix=F
// F: "param_elements": 128000000000,
// F: "model_state_bytes": 513500000000,

// Psi = 1e12 = 1e6 x 1e6; N = 1024, stage 3: 16e12 / 1024 = 15.625e9 (paper:
// 15.6 GB); N = 16, stage 2: 2e12 + 14e12 / 16 = 2.875e12 (paper: 2,875 GB).
// RUN: python3 -m zero_testing.gen_step --dims 1000000,1000000 --batch 1 --optimizer adam-mp --no-bias > %t.1t.mlir
// RUN: zero-opt %t.1t.mlir --zero-pipeline="stage=3 world-size=1024 report=-" -o /dev/null | FileCheck %s --check-prefix=G
// G: "model_state_bytes": 15625000000,
// RUN: zero-opt %t.1t.mlir --zero-pipeline="stage=2 world-size=16 report=-" -o /dev/null | FileCheck %s --check-prefix=H
// H: "model_state_bytes": 2875000000000,
