"""zero's Python test helpers and PyTorch reference models, one package.

Tests reach it through PYTHONPATH (test/lit.cfg.py adds test/lib/python);
the scripts under utils/ add the same directory themselves. Modules:

  npy             .npy reading and writing without NumPy (+ a small CLI)
  trace_data      zero's initial values (zero.init recipes) and zero-trace's
                  batches, mirrored in NumPy
  init_check      zero-run's and the mirror's initial weights vs zero-trace's
  models          zero-trace's GPT and MLP rebuilt with torch modules
  train           the training-loop scaffold shared by the PyTorch runs
  gen_step        MLP training steps as MLIR, for the pass tests and benchmarks
  mlp_step        the e2e tests' hand-partitioned MLP + Adam steps and their
                  float64 reference
  pipeline        the zero-trace -> zero-pipeline -> zero-run e2e check
  gpt_crosscheck  a zero-trace GPT run against the same GPT in torch
  harness_check   expectations for utils/bench/torch_gpt.py's JSON lines
  fake_reference_blas  runs utils/bench/torch_gpt.py as if on reference BLAS

Only models, train and the checks that use them import torch; the others
need nothing beyond the standard library (trace_data and init_check's
mirror check need NumPy).
"""
