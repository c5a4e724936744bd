#!/usr/bin/env python3
"""Prints the one-line summary of a lit JUnit report: 'LABEL: N passed, N failed, N skipped'
(LABEL: the second argument, default 'check').

Unsupported tests (a GPU test on a machine without one, say) are skipped, never passed.
"""
import sys
import xml.etree.ElementTree as ET


def main(path: str, label: str) -> int:
    passed = failed = skipped = 0
    for case in ET.parse(path).getroot().iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
        elif case.find("skipped") is not None:
            skipped += 1
        else:
            passed += 1
    print(f"{label}: {passed} passed, {failed} failed, {skipped} skipped")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "check"))
