#!/usr/bin/env python3
"""Edits a zero-run checkpoint index (docs/Checkpoints.md §2) as a careless
or hostile user would, for the tests of the reader's checks.

  python3 -m zero_testing.index_edit INDEX.json [--seal] 'STATEMENT' ...

Each STATEMENT is Python run with `ix` bound to the parsed index (e.g.
'ix["step"] = 2**63 - 2'); the index is written back. Without --seal its
"index_sha256" is left as it was (the edit must be caught by the checksum);
with --seal it is recomputed as zero writes it: the SHA-256 of the index
without that key, printed as compact JSON with sorted keys, so that the edit
reaches the reader's checks of numbers and layout.
"""
import hashlib
import json
import sys


def canonical_sha256(ix):
    body = {k: v for k, v in ix.items() if k != "index_sha256"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def main():
    args = sys.argv[1:]
    path = args.pop(0)
    seal = "--seal" in args
    statements = [a for a in args if a != "--seal"]
    ix = json.load(open(path))
    for statement in statements:
        exec(statement, {}, {"ix": ix})
    if seal:
        ix["index_sha256"] = canonical_sha256(ix)
    json.dump(ix, open(path, "w"), indent=2)


if __name__ == "__main__":
    main()
