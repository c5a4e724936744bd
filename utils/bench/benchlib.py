# What the zero-run benchmarks (cost_model.py, overlap.py) share: the tool
# paths, the environment (mpirun as root, one BLAS/OpenMP thread per rank)
# and how a command is run.
import os
import subprocess
import sys

build = sys.argv[1] if len(sys.argv) > 1 else "build"
bin_ = os.path.join(build, "bin")
env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
           OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1")


def run(*cmd):
    """Runs `cmd`, exits with its output on failure, returns its stdout."""
    r = subprocess.run([str(c) for c in cmd], env=env, capture_output=True, text=True)
    if r.returncode:
        sys.exit(f"failed: {' '.join(map(str, cmd))}\n{r.stdout}\n{r.stderr}")
    return r.stdout


def mpirun(ranks, *args):
    """zero-run on `ranks` ranks."""
    return run("mpirun", "-np", ranks, "--oversubscribe", f"{bin_}/zero-run", *args)
