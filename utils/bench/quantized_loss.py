#!/usr/bin/env python3
# Benchmark (not a test): what 8-bit quantized collectives (ZeRO++ qwZ + qgZ,
# zero-quantize-collectives) cost in loss on GPT B over 200 steps, against
# the same program unquantized (docs/Benchmarks.md, "Two-tier network").
#
#   python3 utils/bench/quantized_loss.py [build-dir]        # ~4 min
#
# GPT B (BENCHMARKS.md: 4 layers, d_model 256, 8 heads, context 128, vocab
# 512, global batch 8) with AdamW at lr 1e-3, stage 3 on 4 ranks, trained on
# real text: this repository's docs/*.md as byte tokens (--tokens), so the
# model learns without memorizing a few synthetic rows. Runs
# zero_testing.quantize_check: every 20-step mean of the quantized run's loss
# against the unquantized one's, a second quantized run for determinism,
# measured = report. Sizes via STEPS, CASES (W:G bits, comma separated).
import glob
import os
import struct
import subprocess
import sys
import tempfile

build = sys.argv[1] if len(sys.argv) > 1 else "build"
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
tmp = tempfile.mkdtemp(prefix="zero-quantized-loss-")
text = b"".join(open(p, "rb").read() for p in sorted(glob.glob(os.path.join(root, "docs", "*.md"))))
tokens = os.path.join(tmp, "docs.tokens")
with open(tokens, "wb") as f:
    f.write(struct.pack("<%dH" % len(text), *text))
env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
           OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1",
           PATH=os.path.join(os.path.abspath(build), "bin") + os.pathsep + os.environ["PATH"],
           PYTHONPATH=os.path.join(root, "test", "lib", "python"))
print(f"GPT B, fp32 AdamW lr 1e-3, stage 3 on 4 ranks, {len(text)} byte tokens of docs/*.md")
sys.exit(subprocess.run(
    [sys.executable, "-m", "zero_testing.quantize_check", "--out", os.path.join(tmp, "out"),
     "--steps", os.environ.get("STEPS", "200"), "--mpirun", "mpirun --oversubscribe",
     "--cases", os.environ.get("CASES", "8:8"),
     "--run-args", f"--tokens={tokens} --vocab=512", "--",
     "gpt", "--layers", "4", "--d-model", "256", "--heads", "8", "--context", "128",
     "--vocab", "512", "--batch", "2", "--optimizer", "adamw"], env=env).returncode)
