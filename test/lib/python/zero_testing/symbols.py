#!/usr/bin/env python3
"""Whether every function an LLVM IR module declares is defined by the given
shared libraries (what a JIT or linker would resolve them against).

  python3 -m zero_testing.symbols MODULE.ll LIB.so...

Prints "defined: NAME ..." (sorted) when all are, else "undefined: NAME ..."
and exits 1. LLVM intrinsics (llvm.*) are skipped.
"""
import re
import subprocess
import sys


def declared(path):
    names = set()
    with open(path) as f:
        for line in f:
            m = re.match(r"declare\b[^@]*@([\w.$]+)\(", line)
            if m and not m.group(1).startswith("llvm."):
                names.add(m.group(1))
    return names


def defined(libs):
    names = set()
    for lib in libs:
        out = subprocess.run(["nm", "-D", "--defined-only", lib], check=True,
                             capture_output=True, text=True).stdout
        for line in out.splitlines():
            parts = line.split()
            if len(parts) >= 3:
                names.add(parts[2].split("@")[0])
    return names


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    wanted = declared(argv[1])
    missing = sorted(wanted - defined(argv[2:]))
    if missing:
        print("undefined: " + " ".join(missing))
        sys.exit(1)
    print("defined: " + " ".join(sorted(wanted)))


if __name__ == "__main__":
    main(sys.argv)
