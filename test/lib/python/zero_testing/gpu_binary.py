#!/usr/bin/env python3
"""What the gpu.binary ops of a zero-lower-to-nvvm output embed.

  python3 -m zero_testing.gpu_binary FILE.mlir

For each `gpu.binary` op: its name, its target and, for a fatbin, the kind
and size of every image inside (CUDA's fatbin container: a 16-byte header,
magic 0xBA55ED50, then images with a kind of 1 = PTX, 2 = ELF/SASS), so a
test can check that SASS for the chip and PTX for later GPUs are both there.
"""
import re
import struct
import sys

FATBIN_MAGIC = 0xBA55ED50
KINDS = {1: "ptx", 2: "elf"}


def unescape(text):
    """Bytes of an MLIR string literal's body (\\XX hex escapes)."""
    out = bytearray()
    i = 0
    while i < len(text):
        if text[i] == "\\":
            if text[i + 1] in "\\\"":
                out.append(ord(text[i + 1]))
                i += 2
            elif text[i + 1] == "n":
                out.append(10)
                i += 2
            else:
                out.append(int(text[i + 1:i + 3], 16))
                i += 3
        else:
            out.append(ord(text[i]))
            i += 1
    return bytes(out)


def images(blob):
    """(kind, size) of each image of a fatbin; None if `blob` is not one."""
    if len(blob) < 16:
        return None
    magic, _, header_size, fat_size = struct.unpack_from("<IHHQ", blob, 0)
    if magic != FATBIN_MAGIC:
        return None
    result = []
    offset, end = header_size, header_size + fat_size
    while offset < end:
        kind, _, entry_header, size = struct.unpack_from("<HHIQ", blob, offset)
        result.append((KINDS.get(kind, "kind%d" % kind), size))
        offset += entry_header + size
    return result


BINARY = re.compile(
    r'gpu\.binary @(\w+)\s*\[#gpu\.object<(#nvvm\.target<[^>]*>)[^"]*?'
    r'(?:properties = \{[^}]*\}, )?(?:assembly = )?"((?:[^"\\]|\\.)*)"')


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    text = open(argv[1]).read()
    count = 0
    for match in BINARY.finditer(text):
        count += 1
        name, target, body = match.groups()
        blob = unescape(body)
        found = images(blob)
        if found is None:
            what = "text %d bytes" % len(blob)
        else:
            what = "fatbin " + " ".join("%s:%d" % image for image in found)
        print("%s %s %s" % (name, target, what))
    print("binaries: %d" % count)


if __name__ == "__main__":
    main(sys.argv)
