#!/usr/bin/env python3
# Evaluates Python expressions over JSON files, for tests whose expected
# numbers are formulas of their inputs (a calibration file, tensor sizes)
# rather than numbers copied from a tool's output.
#
# usage: python3 -m zero_testing.jsoncheck NAME=FILE... -- EXPR...
#
# Each NAME is bound to its parsed JSON; close(a, b) is a relative 1e-9
# comparison. Prints "ok: EXPR" per expression; on the first false one prints
# the expression with the values of the names and exits 1.
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
    for expr in argv[split + 1:]:
        if not eval(expr, env):
            print(f"FAILED: {expr}")
            for name, value in env.items():
                if name not in ("close", "math", "__builtins__"):
                    print(f"  {name} = {json.dumps(value, indent=1)}")
            sys.exit(1)
        print(f"ok: {expr}")


if __name__ == "__main__":
    main(sys.argv[1:])
