#!/usr/bin/env python3
# Evaluates Python expressions over JSON files, for tests whose expected
# numbers are formulas of their inputs (a calibration file, tensor sizes)
# rather than numbers copied from a tool's output.
#
# usage: python3 -m zero_testing.jsoncheck NAME=FILE... -- EXPR...
#
# Each NAME is bound to its parsed JSON; close(a, b) is a relative 1e-9
# comparison. Prints "ok: EXPR" per expression when all hold; else only the
# first false one, with the values of the names, and exits 1: a test's
# `CHECK: ok:` then fails on it (an "ok" line before a later failure would
# have satisfied FileCheck and left only the exit status to fail the test,
# without saying why).
import json
import math
import sys


def close(a, b, rel=1e-9):
    return math.isclose(a, b, rel_tol=rel, abs_tol=1e-15)


def main(argv):
    if "--" not in argv:
        sys.exit("usage: jsoncheck NAME=FILE... -- EXPR...")
    split = argv.index("--")
    env = {"close": close, "math": math}
    for binding in argv[:split]:
        name, path = binding.split("=", 1)
        with open(path) as f:
            env[name] = json.load(f)
    exprs = argv[split + 1:]
    for expr in exprs:
        if not eval(expr, env):
            print(f"FAILED: {expr}")
            for name, value in env.items():
                if name not in ("close", "math", "__builtins__"):
                    print(f"  {name} = {json.dumps(value, indent=1)}")
            sys.exit(1)
    for expr in exprs:
        print(f"ok: {expr}")


if __name__ == "__main__":
    main(sys.argv[1:])
