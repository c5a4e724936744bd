#!/usr/bin/env python3
"""Digest of what zero's tests computed, to show a change alters no bits.

A refactoring of the compiler or the runtime must leave every trained value
as it was. After a lit run, the tests' Output folders hold the tensors the
runs dumped (.npy), exported (.safetensors) and checkpointed, and the logs
with the losses they printed. This script hashes those, so that two lit runs
(before and after a change, in two build folders) can be compared:

  utils/output-digest.py write BUILD/test --since STAMP > before.txt
  ... change, rebuild, rerun lit ...
  utils/output-digest.py write BUILD2/test --since STAMP2 > after.txt
  utils/output-digest.py compare before.txt after.txt

`--since` (a file whose modification time marks the start of the lit run)
keeps files an earlier run left behind out of the digest. Paths are relative
to the test folder, so two build folders compare. Timing-dependent files
(profiles, metrics, reports) are not read; of the logs only the lines that
print a loss are.
"""

import argparse
import hashlib
import os
import re
import sys

TENSOR_SUFFIXES = (".npy", ".safetensors", ".bin")
# Only the loss itself: the rest of the line is throughput, which varies.
LOSS_LINE = re.compile(rb"^(?:rank \d+: )?step \d+ loss \S+")


def digest_file(path):
    if path.endswith(TENSOR_SUFFIXES):
        with open(path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    if path.endswith(".log"):
        lines = []
        with open(path, "rb") as f:
            for line in f:
                match = LOSS_LINE.match(line)
                if match:
                    lines.append(match.group(0))
        if not lines:
            return None
        return "loss:" + hashlib.sha256(b"\n".join(lines)).hexdigest()
    return None


def write(args):
    since = os.stat(args.since).st_mtime if args.since else 0.0
    root = os.path.abspath(args.test_dir)
    out = []
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        if "/Output" not in folder.replace(root, ""):
            continue
        for name in sorted(files):
            path = os.path.join(folder, name)
            try:
                # Tests leave FIFOs and other special files behind: opening
                # one would block.
                if not os.path.isfile(path) or os.stat(path).st_mtime < since:
                    continue
                digest = digest_file(path)
            except OSError:
                continue
            if digest:
                out.append("%s %s" % (digest, os.path.relpath(path, root)))
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))
    return 0


def read_digest(path):
    entries = {}
    with open(path) as f:
        for line in f:
            digest, _, name = line.rstrip("\n").partition(" ")
            entries[name] = digest
    return entries


def compare(args):
    before = read_digest(args.before)
    after = read_digest(args.after)
    common = sorted(set(before) & set(after))
    differ = [name for name in common if before[name] != after[name]]
    only_before = sorted(set(before) - set(after))
    only_after = sorted(set(after) - set(before))
    for name in differ:
        print("differs: %s" % name)
    for name in only_before:
        print("only before: %s" % name)
    for name in only_after:
        print("only after: %s" % name)
    print("%d files compared, %d differ, %d only before, %d only after" %
          (len(common), len(differ), len(only_before), len(only_after)))
    return 1 if differ else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    w = sub.add_parser("write", help="digest a lit test folder's outputs")
    w.add_argument("test_dir")
    w.add_argument("--since", help="skip files older than this file")
    c = sub.add_parser("compare", help="compare two digests")
    c.add_argument("before")
    c.add_argument("after")
    args = parser.parse_args()
    return write(args) if args.command == "write" else compare(args)


if __name__ == "__main__":
    sys.exit(main())
