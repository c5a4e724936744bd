"""zero's initial values (include/zero/Support/Init.h) and zero-trace's
built-in batches (lib/Trace/Data.cpp), mirrored in NumPy.

One generator: uniform u in [0, 1) of counter i on stream s under seed S is
(h >> 11) * 2^-53 with h = m(m(m(S) ^ s) ^ i), m SplitMix64's output
function. Recipes (the `zero.init` argument attribute): zeros, ones,
normal(std) (Box-Muller on the counters 2j, 2j+1), uniform(bound). The
stream of a parameter is its argument index in the step, for zero-trace and
zero-run alike. Batches: a token stream t' = (5t + 3) mod V from starts
floor(u * V) on stream 0; `zero-trace --run-steps` seeds step 1 with
seed*1000003+7 and adds s from step s = 2 on. Arrays are NumPy (float64
values, int64 tokens), so that callers pick the torch dtype.

NumPy's log and cos are not the C library's (they may differ in the last
bits), so normal values agree with zero-trace's to about 1e-14 of the std;
`exact=True` takes log and cos from Python's math module, which is the C
library's, and agrees bit for bit (slow: for tests of small steps).
"""
import math
import re

import numpy as np

_M64 = (1 << 64) - 1
_U = np.uint64


def _mix(z):
    """SplitMix64's output function on a uint64 array (wraps mod 2^64)."""
    z = z + _U(0x9E3779B97F4A7C15)
    z = (z ^ (z >> _U(30))) * _U(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> _U(27))) * _U(0x94D049BB133111EB)
    return z ^ (z >> _U(31))


def uniform01(seed, stream, counters):
    """Uniform in [0, 1) for every counter of the uint64 array `counters`."""
    with np.errstate(over="ignore"):
        base = _mix(np.array([seed & _M64], dtype=np.uint64))[0]
        key = _mix(np.array([base ^ _U(stream & _M64)], dtype=np.uint64))[0]
        h = _mix(key ^ counters.astype(np.uint64))
    return (h >> _U(11)).astype(np.float64) * (1.0 / 9007199254740992.0)


_RECIPE = re.compile(r"^(zeros|ones)$|^(normal|uniform)\((.+)\)$")


def parse_recipe(text):
    """('normal', 0.02) from 'normal(0.02)'; ('zeros', 0.0) from 'zeros'."""
    m = _RECIPE.match(text)
    if not m:
        raise ValueError("expected 'zeros', 'ones', 'normal(S)' or 'uniform(B)', but got %r" % text)
    if m.group(1):
        return m.group(1), 0.0
    return m.group(2), float(m.group(3))


def initial_values(recipe, shape, seed, stream, exact=False):
    """initialValues: float64 array of `shape` for a recipe (text or
    (kind, scale)) on `stream`, the tensor's argument index."""
    kind, scale = parse_recipe(recipe) if isinstance(recipe, str) else recipe
    n = math.prod(shape)
    if kind == "zeros":
        x = np.zeros(n)
    elif kind == "ones":
        x = np.ones(n)
    elif kind == "normal":
        j = np.arange(n, dtype=np.uint64)
        u = uniform01(seed, stream, _U(2) * j)
        v = uniform01(seed, stream, _U(2) * j + _U(1))
        log, cos = (np.vectorize(math.log), np.vectorize(math.cos)) if exact else (np.log, np.cos)
        x = scale * (np.sqrt(-2.0 * log(1.0 - u)) * cos(2.0 * math.pi * v))
    elif kind == "uniform":
        x = (2.0 * uniform01(seed, stream, np.arange(n, dtype=np.uint64)) - 1.0) * scale
    else:
        raise ValueError("unknown recipe kind %r" % kind)
    return x.reshape(shape)


def make_batch(batch, context, vocab, seed):
    """makeBatch for gpt: int64 arrays tokens[B,T], targets[B,T] (the next tokens)."""
    starts = np.minimum(vocab - 1, (uniform01(seed, 0, np.arange(batch, dtype=np.uint64)) * vocab)
                        .astype(np.int64))
    tokens = np.empty((batch, context), dtype=np.int64)
    targets = np.empty((batch, context), dtype=np.int64)
    for i in range(batch):
        tok = int(starts[i])
        for j in range(context):
            nxt = (5 * tok + 3) % vocab
            tokens[i, j], targets[i, j] = tok, nxt
            tok = nxt
    return tokens, targets


def batch_seed(seed, step):
    """zero-trace --run-steps: step 1 uses seed*1000003+7, step s>1 adds s."""
    base = seed * 1000003 + 7
    return base if step == 1 else base + step
