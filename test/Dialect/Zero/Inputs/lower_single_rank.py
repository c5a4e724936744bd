#!/usr/bin/env python3
"""Test helper: makes a step partitioned for world size 1 executable upstream.

On one rank every zero op is a reshape or nothing: a shard of a tensor of n
elements is its row-major flattening (ceil(n/1) = n, no padding), all_gather
unflattens, reduce_scatter/partition flatten, all_reduce is the identity and
free does nothing. This script rewrites those ops textually into tensor
reshapes, renames the step to @<name>_rank and adds a wrapper @<name> with the
step's logical signature, so the unchanged single-device driver can call it
and the result can be compared with the traced step's known losses.

Usage: lower_single_rank.py < partitioned.mlir > runnable.mlir
Not a general lowering: zero's runtime lowering does that for any N.
"""

import re
import sys

TENSOR = re.compile(r"tensor<((?:\d+x)*)([a-z0-9]+)>")


def shape_of(t):
    m = TENSOR.fullmatch(t.strip())
    if not m:
        sys.exit(f"lower_single_rank.py: unsupported type {t}")
    dims = [int(d) for d in m.group(1).split("x") if d]
    return dims, m.group(2)


def flatten(res, src, tin, tout):
    dims, _ = shape_of(tin)
    if len(dims) == 1:
        return f"{res} = tensor.cast {src} : {tin} to {tout}"
    if not dims:
        return f"{res} = tensor.expand_shape {src} [] output_shape [1] : {tin} into {tout}"
    group = ", ".join(str(i) for i in range(len(dims)))
    return f"{res} = tensor.collapse_shape {src} [[{group}]] : {tin} into {tout}"


def unflatten(res, src, tin, tout):
    dims, _ = shape_of(tout)
    if len(dims) == 1:
        return f"{res} = tensor.cast {src} : {tin} to {tout}"
    if not dims:
        return f"{res} = tensor.collapse_shape {src} [] : {tin} into {tout}"
    group = ", ".join(str(i) for i in range(len(dims)))
    out = ", ".join(str(d) for d in dims)
    return f"{res} = tensor.expand_shape {src} [[{group}]] output_shape [{out}] : {tin} into {tout}"


def split_top(text):
    """Splits on commas outside <>, (), [], {} and strings."""
    parts, depth, cur, quoted = [], 0, "", False
    for ch in text:
        if ch == '"':
            quoted = not quoted
        if not quoted:
            if ch in "<([{":
                depth += 1
            elif ch in ">)]}":
                depth -= 1
            elif ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
                continue
        cur += ch
    if cur.strip():
        parts.append(cur)
    return parts


def entry(text):
    """'%a: T {attrs}' or 'T {attrs}' -> (type, logical type or None)."""
    text = text.strip()
    if text.startswith("%"):
        text = text.split(":", 1)[1].strip()
    ty = text.split(" {", 1)[0].strip()
    m = re.search(r"#zero\.shard<(tensor<[^>]*>), world_size = 1>", text)
    return ty, (m.group(1) if m else None)


def close_paren(text, start):
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    sys.exit("lower_single_rank.py: unbalanced signature")


def main():
    src = sys.stdin.read()
    rules = [
        (re.compile(r"(%\S+) = zero\.(?:partition|reduce_scatter avg) (%\S+) world_size 1 : (tensor<[^>]*>) -> (tensor<[^>]*>)"),
         lambda m: flatten(m.group(1), m.group(2), m.group(3), m.group(4))),
        (re.compile(r"(%\S+) = zero\.all_gather (%\S+) world_size 1 : (tensor<[^>]*>) -> (tensor<[^>]*>)"),
         lambda m: unflatten(m.group(1), m.group(2), m.group(3), m.group(4))),
        (re.compile(r"(%\S+) = zero\.all_reduce (?:avg|sum) (%\S+) world_size 1 : (tensor<[^>]*>)"),
         lambda m: f"{m.group(1)} = tensor.cast {m.group(2)} : {m.group(3)} to {m.group(3)}"),
    ]
    out = []
    for line in src.splitlines():
        if re.match(r"\s*zero\.free ", line):
            continue
        for pattern, repl in rules:
            line = pattern.sub(repl, line)
        if re.search(r"(= |^\s*)zero\.[a-z_]+ ", line):
            sys.exit(f"lower_single_rank.py: unexpected zero op: {line.strip()}")
        out.append(line)
    text = "\n".join(out)

    m = re.search(r"func\.func @(\w+)\(", text)
    name = m.group(1)
    args_end = close_paren(text, m.end() - 1)
    args = [entry(a) for a in split_top(text[m.end():args_end])]
    rest = text[args_end + 1:]
    r = re.match(r"\s*->\s*\(", rest)
    res_start = args_end + 1 + r.end() - 1
    res_end = close_paren(text, res_start)
    results = [entry(x) for x in split_top(text[res_start + 1:res_end])]
    text = text[:m.start()] + f"func.func @{name}_rank(" + text[m.end():]

    lines = []
    params = ", ".join(f"%a{i}: {lg or ty}" for i, (ty, lg) in enumerate(args))
    rtypes = ", ".join(lg or ty for ty, lg in results)
    lines.append(f"func.func @{name}({params}) -> ({rtypes}) {{")
    call_args = []
    for i, (ty, lg) in enumerate(args):
        if lg:
            lines.append("  " + flatten(f"%s{i}", f"%a{i}", lg, ty))
            call_args.append(f"%s{i}")
        else:
            call_args.append(f"%a{i}")
    lines.append(f"  %r:{len(results)} = func.call @{name}_rank({', '.join(call_args)}) : "
                 f"({', '.join(ty for ty, _ in args)}) -> ({', '.join(ty for ty, _ in results)})")
    rets = []
    for j, (ty, lg) in enumerate(results):
        if lg:
            lines.append("  " + unflatten(f"%o{j}", f"%r#{j}", ty, lg))
            rets.append(f"%o{j}")
        else:
            rets.append(f"%r#{j}")
    lines.append(f"  return {', '.join(rets)} : {rtypes}")
    lines.append("}")
    # Drop the printed `module { ... }` so a driver can be appended after it.
    body = text.splitlines()
    if "module {" in body:
        start = body.index("module {")
        close = len(body) - 1 - body[::-1].index("}")
        body = body[:start] + body[start + 1:close]
    sys.stdout.write("\n".join(body + lines) + "\n")


if __name__ == "__main__":
    main()
