# -*- Python -*-
# lit configuration for zero's regression tests.

import os
import shutil
import socket
import subprocess

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "ZERO"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.zero_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%zero_src_root", config.zero_src_root))
config.substitutions.append(("%zero_obj_root", config.zero_obj_root))
# The example step of docs/Design.md §2, the one copy tests read.
config.substitutions.append(("%linear_sgd_step",
    os.path.join(config.zero_src_root, "docs", "examples", "linear_sgd_step.mlir")))

# zero-run keeps compiled steps in one cache inside the build tree, never the
# user's ~/.cache/zero; tests of the cache itself name their own directory.
config.environment["ZERO_CACHE_DIR"] = os.path.join(
    config.zero_obj_root, "test", "compile-cache")

# The Python test helpers and PyTorch models are one package,
# test/lib/python/zero_testing: tests run `python3 -m zero_testing.<module>`.
config.environment["PYTHONPATH"] = os.pathsep.join(
    [os.path.join(config.zero_src_root, "test", "lib", "python")] +
    ([config.environment["PYTHONPATH"]] if config.environment.get("PYTHONPATH") else []))
# Tests only: lit's own discovery must not take test/lib for a test folder.
config.excludes.append("lib")

# A sanitized build (make check-sanitizers): every report fails its test,
# with a symbolized stack. LLVM's headers poison the free parts of their
# allocators (BumpPtrAllocator) in our instrumented code, while Debian's
# uninstrumented libMLIR allocates from the same slabs without unpoisoning:
# honouring that poisoning reports every such reuse, so it is turned off.
# Leak checking is off: Open MPI's plugins leak at exit and are unloaded by
# then, so their leaks cannot be told apart from ours (docs/Reliability.md).
asan_options = "allow_user_poisoning=0:detect_leaks=0"
if config.zero_sanitizer:
    config.available_features.add("sanitizer")
    config.environment["ASAN_OPTIONS"] = asan_options
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1"
    symbolizer = os.path.join(config.llvm_tools_dir, "llvm-symbolizer")
    config.environment["ASAN_SYMBOLIZER_PATH"] = symbolizer
    config.environment["UBSAN_SYMBOLIZER_PATH"] = symbolizer
# Caps a test's memory at 500 MB. `ulimit -v` cannot be used under ASan,
# whose shadow memory reserves terabytes of address space: there the
# sanitizer's own resident-memory limit does the same job.
config.substitutions.append(("%cap_memory_500mb",
    "export ASAN_OPTIONS=%s:hard_rss_limit_mb=500" % asan_options
    if config.zero_sanitizer else "ulimit -v 500000"))

# A time limit for a test's command: SIGTERM after the given seconds, and
# SIGKILL 10 s later for a command that survives it. Open MPI's mpirun can
# hang after MPI_Abort with every rank already exited (seen in a fresh-clone
# run: four defunct ranks, mpirun in a futex wait, SIGTERM caught and
# nothing done), and `timeout` alone then waits for it forever, stalling the
# whole suite. Such a run ends with status 137 instead of 124.
config.substitutions.append(("%timeout", "timeout -k 10"))

# FileCheck, not, split-file, count come from LLVM 22's tools directory.
llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.zero_tools_dir, append_path=True)

tools = ["zero-opt", "zero-trace", "mlir-opt", "mlir-runner"]
# The mlir-opt plugin, and the compiler that built zero (for the test that
# builds a project against an installed zero).
config.substitutions.append(("%zero_plugin",
                             os.path.join(config.zero_lib_dir, "ZeroPlugin.so")))
config.substitutions.append(("%cxx_compiler", config.cxx_compiler))
# LLVM's own opt (a bare `opt` on PATH may be another LLVM's).
config.substitutions.append(("%llvm_opt", os.path.join(config.llvm_tools_dir, "opt")))
config.substitutions.append(("%cxx_launcher",
                             "-DCMAKE_CXX_COMPILER_LAUNCHER=" + config.cxx_compiler_launcher
                             if config.cxx_compiler_launcher else ""))
# In a sanitized build zero's plugin (and the runtime it pulls in) expects the
# sanitizer runtime in the process, but Debian's mlir-opt is not instrumented:
# the plugin tests run mlir-opt with the ASan runtime (which carries UBSan's
# handlers too) preloaded, so the plugin is checked under the sanitizers
# like every other part of zero.
if config.zero_sanitizer:
    asan_runtime = subprocess.run(
        [config.cxx_compiler, "-print-file-name=libclang_rt.asan-x86_64.so"],
        capture_output=True, text=True).stdout.strip()
    tools = [ToolSubst("mlir-opt", command="env", extra_args=[
                 "LD_PRELOAD=" + asan_runtime,
                 os.path.join(config.llvm_tools_dir, "mlir-opt")])
             if t == "mlir-opt" else t for t in tools]
llvm_config.add_tool_substitutions(tools, [config.zero_tools_dir, config.llvm_tools_dir])

# -mlir-pass-statistics prints counts only where LLVM was built with
# statistics (assertions or LLVM_FORCE_ENABLE_STATS); Debian's release build
# is not. Probe zero-opt itself: a pass with statistics shows up by name.
try:
    probe = subprocess.run(
        [os.path.join(config.zero_tools_dir, "zero-opt"), "--zero-verify-contract",
         "-mlir-pass-statistics", "-o", os.devnull],
        input="", capture_output=True, text=True, timeout=30)
    if "gradients-found" in probe.stderr:
        config.available_features.add("pass-statistics")
except (OSError, subprocess.SubprocessError):
    pass

# Tests that need an NVIDIA GPU declare `REQUIRES: gpu`; they are reported as
# unsupported (never as passed) on machines without one.
if shutil.which("nvidia-smi") and os.system("nvidia-smi -L > /dev/null 2>&1") == 0:
    config.available_features.add("gpu")

# A private mount namespace (unshare -rm: as root, or through a user
# namespace) lets a test mount a tiny tmpfs to fill a file system; tests
# that need one declare `REQUIRES: private-mounts`.
try:
    probe = subprocess.run(["unshare", "-rm", "sh", "-c",
                            "mount -t tmpfs -o size=8k tmpfs /mnt"],
                           capture_output=True, timeout=30)
    if probe.returncode == 0:
        config.available_features.add("private-mounts")
except (OSError, subprocess.SubprocessError):
    pass

# zero-run --threads runs generated loops on LLVM's OpenMP runtime when the
# build found it (libomp-22-dev).
if config.zero_openmp_runtime and not config.zero_openmp_runtime.endswith("-NOTFOUND"):
    config.available_features.add("openmp")

# zero's CUDA backend (docs/GPU.md): `cuda-toolkit` when it was built (CMake
# found CUDA and NCCL; tests that make fatbins with ptxas); `cuda-gpu` when,
# in addition, a GPU is usable here. GPU tests `REQUIRES: cuda-gpu` and show
# as UNSUPPORTED elsewhere, never as passed.
if config.zero_cuda_enabled:
    config.available_features.add("cuda-toolkit")
    # The toolkit's libcuda link stub: a process that loads it as the driver
    # sees cuInit fail with CUDA_ERROR_STUB_LIBRARY.
    config.substitutions.append(("%cuda_driver_stub", config.zero_cuda_driver_stub))
    if "gpu" in config.available_features:
        config.available_features.add("cuda-gpu")

# MLIR's runner utilities (printMemref*, memrefCopy) for mlir-runner tests.
llvm_lib_dir = os.path.join(os.path.dirname(config.llvm_tools_dir), "lib")
config.substitutions.append(("%mlir_runner_utils",
    os.path.join(llvm_lib_dir, "libmlir_runner_utils.so")))
config.substitutions.append(("%mlir_c_runner_utils",
    os.path.join(llvm_lib_dir, "libmlir_c_runner_utils.so")))

# Cross-checks against PyTorch run with Debian's python3-torch (for
# /usr/bin/python3); they declare `REQUIRES: torch`.
if os.system("/usr/bin/python3 -c 'import torch' > /dev/null 2>&1") == 0:
    config.available_features.add("torch")
# `safetensors.torch` (PyPI) in build-venv/safetensors over Debian's
# python3-torch (`make check` makes it); the export test that PyTorch loads
# declares `REQUIRES: safetensors` and runs %safetensors_python.
safetensors_python = os.path.join(config.zero_src_root, "build-venv", "safetensors", "bin", "python")
if os.path.exists(safetensors_python) and os.system(
        "'%s' -c 'import torch, safetensors.torch' > /dev/null 2>&1" % safetensors_python) == 0:
    config.available_features.add("safetensors")
config.substitutions.append(("%safetensors_python", safetensors_python))
# zero-import-torch runs in its own environment (`make import-env`: pinned
# torch and torch-mlir in build-venv/torch-import); tests of the importer
# itself declare `REQUIRES: torch-import` and run under `make check-import`.
import_python = os.path.join(config.zero_src_root, "build-venv", "torch-import", "bin", "python")
if os.path.exists(import_python) and os.system(
        "'%s' -c 'import torch_mlir' > /dev/null 2>&1" % import_python) == 0:
    config.available_features.add("torch-import")
config.substitutions.append(("%zero_import_python", import_python))
config.substitutions.append(("%zero_import_torch", "'%s' '%s'" % (import_python, os.path.join(
    config.zero_src_root, "tools", "zero-import-torch", "zero-import-torch"))))
# The NumPy mirror of zero's initial values (zero_testing.trace_data) runs
# with the same interpreter; tests of it declare `REQUIRES: numpy`.
if os.system("/usr/bin/python3 -c 'import numpy' > /dev/null 2>&1") == 0:
    config.available_features.add("numpy")
config.substitutions.append(("%mlir_lib_dir", llvm_lib_dir))
# Upstream passes only, for checking that a traced step needs nothing of zero
# (test/Trace/run-upstream.test): zero-lower-to-llvm{use-runtime=0} without
# zero's own two passes (boundary-attribute stripping and freeing at last
# use), which upstream mlir-opt does not have and a traced step does not need.
config.substitutions.append(("%upstream_lower_to_llvm",
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries=1 "
    "function-boundary-type-conversion=identity-layout-map},"
    "buffer-deallocation-pipeline,convert-bufferization-to-memref,"
    "convert-linalg-to-loops,arith-expand{include-bf16=1},convert-scf-to-cf,"
    "expand-strided-metadata,lower-affine,convert-math-to-libm,"
    "finalize-memref-to-llvm,convert-arith-to-llvm,convert-math-to-llvm,"
    "convert-index-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,"
    "reconcile-unrealized-casts)"))
# Multi-rank tests declare `REQUIRES: mpi` and launch through %mpirun, which
# allows more ranks than cores and running as root (containers, CI).
mpirun = shutil.which("mpirun")
if mpirun:
    config.available_features.add("mpi")
    config.environment["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
    config.environment["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
    # One BLAS thread per rank: ranks already fill the cores.
    config.environment["OPENBLAS_NUM_THREADS"] = "1"
    # Open MPI 4 creates its top session directory (BASE/ompi.NODE.UID) with
    # a check-then-mkdir that fails with "File exists" when two mpiruns start
    # at once, and removes the directory when its last job ends, so lit's
    # two workers can race on it again and again (open-mpi/ompi#8510). The
    # tests use a base of their own whose top directory always exists: its
    # cleanup keeps non-empty files named output-*, and a directory holding
    # one is not removed.
    session_base = os.path.join(config.zero_obj_root, "test", "ompi-session")
    top = os.path.join(session_base, "ompi.%s.%d" % (
        socket.gethostname().split(".")[0], os.getuid()))
    os.makedirs(top, exist_ok=True)
    with open(os.path.join(top, "output-keep"), "w") as keep:
        keep.write("keeps this directory for zero's tests\n")
    config.environment["OMPI_MCA_orte_tmpdir_base"] = session_base
    config.substitutions.append(("%mpirun", mpirun + " --oversubscribe"))
llvm_config.add_tool_substitutions(["zero-rt-comm-test", "zero-rt-comm-bf16-test", "zero-run"], [config.zero_tools_dir])
