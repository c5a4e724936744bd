#!/usr/bin/env python3
"""Writes a traced training step of an MLP in zero's input contract.

The step follows docs/Design.md §2 (the same conventions as
docs/examples/linear_sgd_step.mlir): linalg on tensors, params first,
then optimizer states, batch and hypers; results: the loss, then the update of
every param and state.

Model: h_{l+1} = relu(h_l @ W_l + b_l), no relu on the last layer; loss =
sum((out - y)^2) / 2 / batch. With --input-scale the input is first scaled by
a parameter vector s (h_0 = X * S), so the backward pass needs dh_0 and every
weight is used again in the backward pass.

Optimizers: sgd (p -= lr g), momentum (v = 0.9 v + g; p -= lr v), adam
(f32 params, m and v states) and adam-mp (bf16 params; fp32 master, m and v as
opt_state; the param is the master rounded to bf16). --clip adds global-norm
clipping (sum of squares of every gradient, sqrt, scale = min(1, c/(norm+eps))).

The IR is for zero-opt (tests, Table I, bench), so shapes can be arbitrarily
large (--dims 50000,100000 is 5e9 parameters). With --driver a @main runs a
few steps from fixed values and prints the losses (small shapes only).

Usage: gen_step.py --dims 8,16,4 --batch 4 --optimizer momentum [--clip]
       [--input-scale] [--no-bias] [--driver [--steps 3]]
"""

import argparse
import sys


class Emitter:
    def __init__(self):
        self.lines = []
        self.count = 0

    def fresh(self, hint="v"):
        self.count += 1
        return f"%{hint}{self.count}"

    def emit(self, line):
        self.lines.append("  " + line)


def ttype(shape, elt):
    return "tensor<" + "x".join(str(d) for d in shape) + ("x" if shape else "") + elt + ">"


def identity_map(rank):
    dims = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({dims}) -> ({dims})>"


def scalar_map(rank):
    dims = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({dims}) -> ()>"


def parallel(rank):
    return "[" + ", ".join(['"parallel"'] * rank) + "]"


class StepBuilder:
    def __init__(self, args):
        self.a = args
        self.e = Emitter()
        self.P = "bf16" if args.optimizer == "adam-mp" else "f32"
        self.consts = {}

    def const(self, value, elt):
        key = (value, elt)
        if key not in self.consts:
            name = self.e.fresh("c")
            self.e.emit(f"{name} = arith.constant {value} : {elt}")
            self.consts[key] = name
        return self.consts[key]

    def empty(self, shape, elt):
        v = self.e.fresh("e")
        self.e.emit(f"{v} = tensor.empty() : {ttype(shape, elt)}")
        return v

    def zeros(self, shape, elt):
        z = self.const("0.0", elt)
        e = self.empty(shape, elt)
        v = self.e.fresh("z")
        t = ttype(shape, elt)
        self.e.emit(f"{v} = linalg.fill ins({z} : {elt}) outs({e} : {t}) -> {t}")
        return v

    def elementwise(self, shape, ins, out_elt, body, hint="t"):
        """ins: list of (value, elt, is_scalar). body: list of lines using
        %a0.. for block args; must define %r."""
        rank = len(shape)
        maps, types, names = [], [], []
        for i, (val, elt, scalar) in enumerate(ins):
            maps.append(scalar_map(rank) if scalar else identity_map(rank))
            types.append(ttype([], elt) if scalar else ttype(shape, elt))
            names.append(val)
        maps.append(identity_map(rank))
        out = self.empty(shape, out_elt)
        res = self.e.fresh(hint)
        t = ttype(shape, out_elt)
        args = ", ".join(f"%a{i}: {elt}" for i, (_, elt, _) in enumerate(ins))
        self.e.emit(
            f"{res} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
            f"iterator_types = {parallel(rank)}}} ins({', '.join(names)} : "
            f"{', '.join(types)}) outs({out} : {t}) {{")
        self.e.emit(f"^bb0({args}, %o: {out_elt}):")
        for line in body:
            self.e.emit("  " + line)
        self.e.emit("  linalg.yield %r : " + out_elt)
        self.e.emit(f"}} -> {t}")
        return res

    def matmul(self, lhs, rhs, m, n, elt, transpose=None, k=None):
        """transpose: None (A@B), 'a' (A^T@B), 'b' (A@B^T)."""
        acc = self.zeros([m, n], elt)
        res = self.e.fresh("mm")
        if transpose is None:
            self.e.emit(
                f"{res} = linalg.matmul ins({lhs}, {rhs} : {ttype([m, k], elt)}, {ttype([k, n], elt)}) "
                f"outs({acc} : {ttype([m, n], elt)}) -> {ttype([m, n], elt)}")
        elif transpose == "a":
            self.e.emit(
                f"{res} = linalg.matmul indexing_maps = [affine_map<(i, j, r) -> (r, i)>, "
                f"affine_map<(i, j, r) -> (r, j)>, affine_map<(i, j, r) -> (i, j)>] "
                f"ins({lhs}, {rhs} : {ttype([k, m], elt)}, {ttype([k, n], elt)}) "
                f"outs({acc} : {ttype([m, n], elt)}) -> {ttype([m, n], elt)}")
        else:
            self.e.emit(
                f"{res} = linalg.matmul indexing_maps = [affine_map<(i, j, r) -> (i, r)>, "
                f"affine_map<(i, j, r) -> (j, r)>, affine_map<(i, j, r) -> (i, j)>] "
                f"ins({lhs}, {rhs} : {ttype([m, k], elt)}, {ttype([n, k], elt)}) "
                f"outs({acc} : {ttype([m, n], elt)}) -> {ttype([m, n], elt)}")
        return res

    def column_sum(self, d, rows, cols, elt, scale_by=None):
        """sum over rows of d (or of d * scale_by elementwise): a vector of cols."""
        acc = self.zeros([cols], elt)
        res = self.e.fresh("cs")
        ins = [d] + ([scale_by] if scale_by else [])
        maps = ["affine_map<(b, i) -> (b, i)>"] * len(ins) + ["affine_map<(b, i) -> (i)>"]
        types = [ttype([rows, cols], elt)] * len(ins)
        self.e.emit(
            f"{res} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
            f"iterator_types = [\"reduction\", \"parallel\"]}} ins({', '.join(ins)} : "
            f"{', '.join(types)}) outs({acc} : {ttype([cols], elt)}) {{")
        if scale_by:
            self.e.emit(f"^bb0(%x: {elt}, %y: {elt}, %acc: {elt}):")
            self.e.emit(f"  %p = arith.mulf %x, %y : {elt}")
            self.e.emit(f"  %s = arith.addf %acc, %p : {elt}")
        else:
            self.e.emit(f"^bb0(%x: {elt}, %acc: {elt}):")
            self.e.emit(f"  %s = arith.addf %acc, %x : {elt}")
        self.e.emit(f"  linalg.yield %s : {elt}")
        self.e.emit(f"}} -> {ttype([cols], elt)}")
        return res

    def sum_squares(self, g, shape, elt):
        """sum(g^2) into a zero-filled tensor<f32>: a global-norm partial."""
        acc = self.zeros([], "f32")
        res = self.e.fresh("sq")
        rank = len(shape)
        red = "[" + ", ".join(['"reduction"'] * rank) + "]"
        self.e.emit(
            f"{res} = linalg.generic {{indexing_maps = [{identity_map(rank)}, {scalar_map(rank)}], "
            f"iterator_types = {red}}} ins({g} : {ttype(shape, elt)}) outs({acc} : tensor<f32>) {{")
        self.e.emit(f"^bb0(%x: {elt}, %acc: f32):")
        if elt != "f32":
            self.e.emit(f"  %w = arith.extf %x : {elt} to f32")
        x = "%w" if elt != "f32" else "%x"
        self.e.emit(f"  %q = arith.mulf {x}, {x} : f32")
        self.e.emit("  %s = arith.addf %acc, %q : f32")
        self.e.emit("  linalg.yield %s : f32")
        self.e.emit("} -> tensor<f32>")
        return res

    def scalar_op(self, ins, body):
        return self.elementwise([], [(v, "f32", False) for v in ins], "f32", body, hint="s")

    def build(self):
        a, P = self.a, self.P
        dims = [int(d) for d in a.dims.split(",")]
        L = len(dims) - 1
        B = a.batch
        # Parameters.
        params = []  # (name, shape)
        if a.input_scale:
            params.append(("S", [dims[0]]))
        for l in range(L):
            params.append((f"W{l}", [dims[l], dims[l + 1]]))
            if not a.no_bias:
                params.append((f"b{l}", [dims[l + 1]]))
        pindex = {name: i for i, (name, _) in enumerate(params)}
        states = []  # (name, shape, elt, param index)
        per_param = {"sgd": [], "momentum": [("v", P)], "adam": [("m", "f32"), ("v", "f32")],
                     "adam-mp": [("master", "f32"), ("m", "f32"), ("v", "f32")]}[a.optimizer]
        for name, shape in params:
            for sname, elt in per_param:
                states.append((f"{sname}_{name}", shape, elt, pindex[name]))
        args = []
        for name, shape in params:
            args.append(f"%{name}: {ttype(shape, P)} {{zero.role = \"param\"}}")
        for sname, shape, elt, pi in states:
            args.append(f"%{sname}: {ttype(shape, elt)} {{zero.role = \"opt_state\", zero.state_of = {pi} : i64}}")
        args.append(f"%X: {ttype([B, dims[0]], P)} {{zero.role = \"batch\"}}")
        args.append(f"%Y: {ttype([B, dims[-1]], P)} {{zero.role = \"batch\"}}")
        args.append("%lr: tensor<f32> {zero.role = \"hyper\"}")
        e = self.e

        # Forward.
        h = "%X"
        if a.input_scale:
            h = self.elementwise_rowscale("%X", "%S", B, dims[0])
        acts = [h]
        for l in range(L):
            z = self.matmul(h, f"%W{l}", B, dims[l + 1], P, k=dims[l])
            relu = l < L - 1
            ins = [(z, P, False)]
            if not a.no_bias:
                z = self.bias_act(z, f"%b{l}", B, dims[l + 1], relu)
            elif relu:
                zero = self.const("0.0", P)
                z = self.elementwise([B, dims[l + 1]], ins, P,
                                     [f"%r = arith.maximumf %a0, {zero} : {P}"], hint="relu")
            h = z
            acts.append(h)
        out = h
        r = self.elementwise([B, dims[-1]], [(out, P, False), ("%Y", P, False)], P,
                             [f"%r = arith.subf %a0, %a1 : {P}"], hint="res")
        # Loss.
        inv = self.const(f"{1.0 / B:e}", "f32")
        half = self.const("5.000000e-01", "f32")
        acc = self.zeros([], "f32")
        loss = e.fresh("loss")
        e.emit(f"{loss} = linalg.generic {{indexing_maps = [{identity_map(2)}, {scalar_map(2)}], "
               f"iterator_types = [\"reduction\", \"reduction\"]}} ins({r} : {ttype([B, dims[-1]], P)}) "
               f"outs({acc} : tensor<f32>) {{")
        e.emit(f"^bb0(%x: {P}, %acc: f32):")
        xv = "%x"
        if P != "f32":
            e.emit(f"  %w = arith.extf %x : {P} to f32")
            xv = "%w"
        e.emit(f"  %q = arith.mulf {xv}, {xv} : f32")
        e.emit(f"  %h = arith.mulf %q, {inv} : f32")
        e.emit(f"  %h2 = arith.mulf %h, {half} : f32")
        e.emit("  %s = arith.addf %acc, %h2 : f32")
        e.emit("  linalg.yield %s : f32")
        e.emit("} -> tensor<f32>")

        # Backward.
        invP = self.const(f"{1.0 / B:e}", P)
        d = self.elementwise([B, dims[-1]], [(r, P, False)], P,
                             [f"%r = arith.mulf %a0, {invP} : {P}"], hint="d")
        grads = {}
        for l in reversed(range(L)):
            grads[f"W{l}"] = self.matmul(acts[l], d, dims[l], dims[l + 1], P, transpose="a", k=B)
            if not a.no_bias:
                grads[f"b{l}"] = self.column_sum(d, B, dims[l + 1], P)
            if l > 0 or a.input_scale:
                dh = self.matmul(d, f"%W{l}", B, dims[l], P, transpose="b", k=dims[l + 1])
                if l > 0:
                    zero = self.const("0.0", P)
                    d = self.elementwise(
                        [B, dims[l]], [(dh, P, False), (acts[l], P, False)], P,
                        [f"%p = arith.cmpf ogt, %a1, {zero} : {P}",
                         f"%r = arith.select %p, %a0, {zero} : {P}"], hint="d")
                else:
                    grads["S"] = self.column_sum(dh, B, dims[0], P, scale_by="%X")

        # Global-norm clipping.
        if a.clip:
            total = None
            for name, shape in params:
                sq = self.sum_squares(grads[name], shape, P)
                if total is None:
                    total = sq
                else:
                    total = self.scalar_op([total, sq], ["%r = arith.addf %a0, %a1 : f32"])
            maxnorm = self.const("1.000000e+00", "f32")
            eps = self.const("9.99999997E-7", "f32")
            one = self.const("1.000000e+00", "f32")
            scale = self.scalar_op([total], [
                "%n = math.sqrt %a0 : f32",
                f"%ne = arith.addf %n, {eps} : f32",
                f"%q = arith.divf {maxnorm}, %ne : f32",
                f"%r = arith.minimumf %q, {one} : f32"])
            for name, shape in params:
                body = [f"%r = arith.mulf %a0, %a1 : {P}"] if P == "f32" else [
                    f"%sc = arith.truncf %a1 : f32 to {P}", f"%r = arith.mulf %a0, %sc : {P}"]
                grads[name] = self.elementwise(shape, [(grads[name], P, False), (scale, "f32", True)],
                                               P, body, hint="clip")

        # Optimizer.
        results = {}  # arg name -> value
        mu = self.const("9.000000e-01", P)
        for name, shape in params:
            g = grads[name]
            if a.optimizer == "sgd":
                results[name] = self.elementwise(
                    shape, [(f"%{name}", P, False), (g, P, False), ("%lr", "f32", True)], P,
                    ["%s = arith.mulf %a1, %a2 : f32", "%r = arith.subf %a0, %s : f32"], hint="p")
            elif a.optimizer == "momentum":
                v1 = self.elementwise(shape, [(f"%v_{name}", P, False), (g, P, False)], P,
                                      [f"%m = arith.mulf %a0, {mu} : {P}",
                                       f"%r = arith.addf %m, %a1 : {P}"], hint="v")
                results[f"v_{name}"] = v1
                results[name] = self.elementwise(
                    shape, [(f"%{name}", P, False), (v1, P, False), ("%lr", "f32", True)], P,
                    ["%s = arith.mulf %a1, %a2 : f32", "%r = arith.subf %a0, %s : f32"], hint="p")
            else:
                b1 = self.const("9.000000e-01", "f32")
                b1c = self.const("1.000000e-01", "f32")
                b2 = self.const("9.990000e-01", "f32")
                b2c = self.const("1.000000e-03", "f32")
                eps = self.const("9.99999993E-9", "f32")
                g32 = g
                if P != "f32":
                    g32 = self.elementwise(shape, [(g, P, False)], "f32",
                                           [f"%r = arith.extf %a0 : {P} to f32"], hint="g32")
                m1 = self.elementwise(shape, [(f"%m_{name}", "f32", False), (g32, "f32", False)], "f32",
                                      [f"%x = arith.mulf %a0, {b1} : f32", f"%y = arith.mulf %a1, {b1c} : f32",
                                       "%r = arith.addf %x, %y : f32"], hint="m")
                v1 = self.elementwise(shape, [(f"%v_{name}", "f32", False), (g32, "f32", False)], "f32",
                                      [f"%x = arith.mulf %a0, {b2} : f32", "%gg = arith.mulf %a1, %a1 : f32",
                                       f"%y = arith.mulf %gg, {b2c} : f32", "%r = arith.addf %x, %y : f32"],
                                      hint="v")
                base = f"%master_{name}" if P != "f32" else f"%{name}"
                new = self.elementwise(
                    shape, [(base, "f32", False), (m1, "f32", False), (v1, "f32", False), ("%lr", "f32", True)],
                    "f32", ["%q = math.sqrt %a2 : f32", f"%den = arith.addf %q, {eps} : f32",
                            "%u = arith.divf %a1, %den : f32", "%s = arith.mulf %u, %a3 : f32",
                            "%r = arith.subf %a0, %s : f32"], hint="w")
                results[f"m_{name}"] = m1
                results[f"v_{name}"] = v1
                if P != "f32":
                    results[f"master_{name}"] = new
                    results[name] = self.elementwise(shape, [(new, "f32", False)], P,
                                                     [f"%r = arith.truncf %a0 : f32 to {P}"], hint="p")
                else:
                    results[name] = new

        # Signature and return.
        res_types, res_vals = ["tensor<f32> {zero.role = \"loss\"}"], [loss]
        plain_types = ["tensor<f32>"]
        for i, (name, shape) in enumerate(params):
            res_types.append(f"{ttype(shape, P)} {{zero.updates = {i} : i64}}")
            plain_types.append(ttype(shape, P))
            res_vals.append(results[name])
        for j, (sname, shape, elt, pi) in enumerate(states):
            res_types.append(f"{ttype(shape, elt)} {{zero.updates = {len(params) + j} : i64}}")
            plain_types.append(ttype(shape, elt))
            res_vals.append(results[sname])
        head = [f"// Generated by test/lib/python/zero_testing/gen_step.py {' '.join(sys.argv[1:])}",
                f"func.func @{a.name}(", "    " + ",\n    ".join(args) + ")",
                "    -> (" + ",\n        ".join(res_types) + ") {"]
        tail = [f"  return {', '.join(res_vals)} : {', '.join(plain_types)}", "}"]
        step = "\n".join(head + self.e.lines + tail) + "\n"
        if not (a.driver or a.driver_only):
            return step
        # Argument types in order: params, states, X, Y, lr.
        arg_types = [ttype(shape, P) for _, shape in params]
        arg_types += [ttype(shape, elt) for _, shape, elt, _ in states]
        arg_types += [ttype([B, dims[0]], P), ttype([B, dims[-1]], P), "tensor<f32>"]
        kinds = ["param"] * len(params) + ["state"] * len(states) + ["x", "y", "lr"]
        main = driver(a.name, arg_types, kinds, plain_types, a.steps)
        return main if a.driver_only else step + main

    def elementwise_rowscale(self, x, s, B, d0):
        P = self.P
        out = self.empty([B, d0], P)
        res = self.e.fresh("xs")
        self.e.emit(
            f"{res} = linalg.generic {{indexing_maps = [affine_map<(b, i) -> (b, i)>, "
            f"affine_map<(b, i) -> (i)>, affine_map<(b, i) -> (b, i)>], iterator_types = "
            f"[\"parallel\", \"parallel\"]}} ins({x}, {s} : {ttype([B, d0], P)}, {ttype([d0], P)}) "
            f"outs({out} : {ttype([B, d0], P)}) {{")
        self.e.emit(f"^bb0(%a: {P}, %b: {P}, %o: {P}):")
        self.e.emit(f"  %r = arith.mulf %a, %b : {P}")
        self.e.emit(f"  linalg.yield %r : {P}")
        self.e.emit(f"}} -> {ttype([B, d0], P)}")
        return res

    def bias_act(self, z, b, B, n, relu):
        P = self.P
        out = self.empty([B, n], P)
        res = self.e.fresh("act")
        self.e.emit(
            f"{res} = linalg.generic {{indexing_maps = [affine_map<(b, i) -> (b, i)>, "
            f"affine_map<(b, i) -> (i)>, affine_map<(b, i) -> (b, i)>], iterator_types = "
            f"[\"parallel\", \"parallel\"]}} ins({z}, {b} : {ttype([B, n], P)}, {ttype([n], P)}) "
            f"outs({out} : {ttype([B, n], P)}) {{")
        self.e.emit(f"^bb0(%a: {P}, %c: {P}, %o: {P}):")
        self.e.emit(f"  %s = arith.addf %a, %c : {P}")
        if relu:
            zero = "%zr"
            self.e.emit(f"  {zero} = arith.constant 0.0 : {P}")
            self.e.emit(f"  %r = arith.maximumf %s, {zero} : {P}")
        else:
            self.e.emit(f"  linalg.yield %s : {P}")
            self.e.emit(f"}} -> {ttype([B, n], P)}")
            return res
        self.e.emit(f"  linalg.yield %r : {P}")
        self.e.emit(f"}} -> {ttype([B, n], P)}")
        return res


def dense(ty, kind, salt):
    """A deterministic constant of type `ty` (no randomness, no NumPy)."""
    shape, elt = [int(d) for d in ty[7:-1].split("x")[:-1]], ty[7:-1].split("x")[-1]
    n = 1
    for d in shape:
        n *= d
    if kind == "state":
        values = ["0.0"] * n
    elif kind == "lr":
        values = ["0.05"]
    else:
        scale = {"param": 0.1, "x": 0.5, "y": 0.3}[kind]
        values = [f"{scale * (((i * 7 + salt * 3) % 11) - 5) / 5:.4f}" for i in range(n)]

    def nest(vals, dims):
        if not dims:
            return vals[0]
        step = len(vals) // dims[0]
        return "[" + ", ".join(nest(vals[i * step:(i + 1) * step], dims[1:]) for i in range(dims[0])) + "]"
    return f"arith.constant dense<{nest(values, shape)}> : {ty}"


def driver(name, arg_types, kinds, result_types, steps):
    """A @main that runs `steps` steps from fixed values and prints each loss."""
    lines = ["func.func private @printMemrefF32(tensor<*xf32>)", "func.func @main() {"]
    cur = []
    for i, (ty, kind) in enumerate(zip(arg_types, kinds)):
        lines.append(f"  %in{i} = {dense(ty, kind, i)}")
        cur.append(f"%in{i}")
    n_updates = len(result_types) - 1
    for s in range(steps):
        lines.append(f"  %r{s}:{len(result_types)} = func.call @{name}({', '.join(cur)}) : "
                     f"({', '.join(arg_types)}) -> ({', '.join(result_types)})")
        lines.append(f"  %u{s} = tensor.cast %r{s}#0 : tensor<f32> to tensor<*xf32>")
        lines.append(f"  func.call @printMemrefF32(%u{s}) : (tensor<*xf32>) -> ()")
        cur = [f"%r{s}#{j + 1}" for j in range(n_updates)] + cur[n_updates:]
    lines += ["  return", "}"]
    return "\n".join(lines) + "\n"


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--dims", default="6,8,3", help="layer widths d0,d1,...,dL")
    p.add_argument("--batch", type=int, default=4)
    p.add_argument("--optimizer", choices=["sgd", "momentum", "adam", "adam-mp"], default="momentum")
    p.add_argument("--clip", action="store_true", help="global-norm gradient clipping")
    p.add_argument("--input-scale", action="store_true", help="scale the input by a param vector")
    p.add_argument("--no-bias", action="store_true")
    p.add_argument("--name", default="train_step")
    p.add_argument("--driver", action="store_true",
                   help="append a @main running --steps steps from fixed values, printing the losses")
    p.add_argument("--driver-only", action="store_true",
                   help="print only that @main (to append to a rewritten step)")
    p.add_argument("--steps", type=int, default=3)
    a = p.parse_args()
    sys.stdout.write(StepBuilder(a).build())


if __name__ == "__main__":
    main()
