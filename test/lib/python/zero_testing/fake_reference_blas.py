#!/usr/bin/env python3
# Runs utils/bench/torch_gpt.py's main() with BLAS detection reporting
# Debian's reference BLAS (as on a machine without libopenblas0-pthread), so
# that test/bench/harness.test can check the refusal without changing the
# machine's BLAS alternative.
#
# usage: python3 -m zero_testing.fake_reference_blas TORCH_GPT_DIR [torch_gpt.py arguments...]
import sys

sys.path.insert(0, sys.argv[1])
import torch_gpt  # noqa: E402

torch_gpt.detect_blas = lambda: {"kind": "reference", "matmul512_gflops": 2.0,
                                 "libraries": ["/usr/lib/x86_64-linux-gnu/blas/libblas.so.3"]}
sys.argv = ["torch_gpt.py"] + sys.argv[2:]
sys.exit(torch_gpt.main())
