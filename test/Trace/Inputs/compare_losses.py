#!/usr/bin/env python3
# Compares the losses printed by an mlir-runner @main (printMemrefF32/F64
# blocks, 6 significant digits) with the losses zero-trace --run-steps printed
# from the ExecutionEngine ("step N loss X"). Optionally checks the first loss
# against ln(vocab), the loss of a uniform prediction.
import math
import re
import sys


def runner_losses(path):
    text = open(path).read()
    return [float(v) for v in re.findall(r"data = \s*\[([-+0-9.eE]+)\]", text)]


def jit_losses(path):
    return [float(m) for m in re.findall(r"^step \d+ loss (\S+)$", open(path).read(), re.M)]


def main():
    runner, jit = runner_losses(sys.argv[1]), jit_losses(sys.argv[2])
    rel = float(sys.argv[3])
    if not runner or len(runner) != len(jit):
        sys.exit(f"loss counts differ: runner {len(runner)}, jit {len(jit)}")
    for i, (a, b) in enumerate(zip(runner, jit)):
        if abs(a - b) > rel * max(1.0, abs(b)):
            sys.exit(f"step {i + 1}: runner {a} vs jit {b}")
    if len(sys.argv) > 4:
        vocab = int(sys.argv[4])
        if abs(jit[0] - math.log(vocab)) > 0.05:
            sys.exit(f"first loss {jit[0]} is not near ln({vocab}) = {math.log(vocab)}")
    print(f"{len(jit)} losses agree")


main()
