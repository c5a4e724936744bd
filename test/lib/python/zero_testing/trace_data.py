"""zero-trace's deterministic data (lib/Trace/Data.cpp), bit for bit.

Initial weights: SplitMix64 seeded per tensor name (FNV-1a of the name xor
the seed), Box-Muller on consecutive draw pairs. Batches: a token stream
t' = (5t + 3) mod V from random starts; `zero-trace --run-steps` seeds step 1
with seed*1000003+7 and adds s from step s = 2 on. Arrays are NumPy
(float64 weights, int64 tokens), so that callers pick the torch dtype.
"""
import math

import numpy as np

_M64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def _fnv1a(name):
    h = 1469598103934665603
    for c in name.encode():
        h = ((h ^ c) * 1099511628211) & _M64
    return h


def _splitmix_draws(seed, n):
    """The first n outputs of zero-trace's Rng(seed), vectorised: the state
    after k draws is state0 + k*gamma, so every draw is independent."""
    state0 = (seed * _GAMMA + 1) & _M64
    k = np.arange(1, n + 1, dtype=np.uint64)
    z = np.uint64(state0) + k * np.uint64(_GAMMA)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def _uniform(draws):
    return ((draws >> np.uint64(11)).astype(np.float64) + 0.5) * (1.0 / 9007199254740992.0)


def init_normal(name, shape, std, seed):
    """initTensor for Init::Normal: float64 array of `shape`."""
    n = math.prod(shape)
    d = _uniform(_splitmix_draws((seed ^ _fnv1a(name)) & _M64, 2 * n))
    u, v = d[0::2], d[1::2]
    x = std * (np.sqrt(-2.0 * np.log(u)) * np.cos(2.0 * math.pi * v))
    return x.reshape(shape)


class _ScalarRng:
    def __init__(self, seed):
        self.state = (seed * _GAMMA + 1) & _M64

    def next(self):
        self.state = (self.state + _GAMMA) & _M64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
        return z ^ (z >> 31)


def make_batch(batch, context, vocab, seed):
    """makeBatch for gpt: int64 arrays tokens[B,T], targets[B,T] (the next tokens)."""
    rng = _ScalarRng(seed)
    tokens = np.empty((batch, context), dtype=np.int64)
    targets = np.empty((batch, context), dtype=np.int64)
    for i in range(batch):
        tok = rng.next() % vocab
        for j in range(context):
            nxt = (5 * tok + 3) % vocab
            tokens[i, j], targets[i, j] = tok, nxt
            tok = nxt
    return tokens, targets


def batch_seed(seed, step):
    """zero-trace --run-steps: step 1 uses seed*1000003+7, step s>1 adds s."""
    base = seed * 1000003 + 7
    return base if step == 1 else base + step
