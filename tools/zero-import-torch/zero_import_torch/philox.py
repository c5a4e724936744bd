"""The dropout masks of an imported step: Philox-4x32-10 on torch tensors.

A mask element is a pure function of where it is, never of which rank
computes it or of how many there are:

    keep(seed, step, site, row, element) =
        (philox4x32_10(counter = (element, row, step, site),
                       key = (seed mod 2^32, seed div 2^32))[0] >> 8) < Q
    Q = ceil(q * 2^24)   for keep probability q (dropout: q = 1 - p)

`row` is the sample's index in the step's GLOBAL batch, `element` the
element's row-major index within that sample's part of the tensor,
`step` zero-run's 1-based step number and `site` the dropout call's
number in the order the forward pass makes them. With u the top 24
bits over 2^24, keep is exactly `u < q` (u and q compared in float64):
P(keep) = Q / 2^24, within 2^-24 of q.

Philox-4x32-10 is Salmon et al.'s counter-based generator ("Parallel
random numbers: as easy as 1, 2, 3", SC 2011), as Random123 defines it;
test/Import/philox.test checks Random123's known answers. It is written
with int64 tensor ops only (32x32 -> 64-bit products, shifts, masks and
xor), so that make_fx traces it into the step and torch-mlir lowers it to
arith integer ops, and the same function computes the masks of the eager
reference (any PyTorch from 1.13 on). A product of two 32-bit words
exceeds 2^63 and wraps in int64, as it does in both; the masks keep only
the bits below 2^64, so the wrap does not change the result.
"""
import math

import torch

_M0, _M1 = 0xD2511F53, 0xCD9E8D57  # Philox's multipliers
_W0, _W1 = 0x9E3779B9, 0xBB67AE85  # and key increments (Weyl sequence)
_LOW = 0xFFFFFFFF
ROUNDS = 10


def _const(value):
    # A 0-d tensor rather than a Python int: torch-mlir lowers the Tensor
    # forms of the bitwise ops, not all of their Scalar forms.
    return torch.tensor(value, dtype=torch.int64)


def _mulhilo(m, x):
    """(high, low) 32-bit words of m * x for a 32-bit constant m."""
    product = x * _const(m)  # wraps above 2^63: the low 64 bits are exact
    return torch.bitwise_right_shift(product, _const(32)) & _const(_LOW), product & _const(_LOW)


def philox4x32(counter, key, rounds=ROUNDS):
    """Philox-4x32-`rounds` of `counter` (four int64 tensors or ints, each
    in [0, 2^32), broadcast together) under `key` (two ints): four int64
    tensors in [0, 2^32)."""
    c0, c1, c2, c3 = counter
    k0, k1 = key
    for r in range(rounds):
        if r:
            k0, k1 = (k0 + _W0) & _LOW, (k1 + _W1) & _LOW
        hi0, lo0 = _mulhilo(_M0, c0)
        hi1, lo1 = _mulhilo(_M1, c2)
        c0, c1, c2, c3 = hi1 ^ c1 ^ _const(k0), lo1, hi0 ^ c3 ^ _const(k1), lo0
    return c0, c1, c2, c3


def keep_threshold(q):
    """Q: keep iff the top 24 bits are below Q (u < q, see above)."""
    return int(math.ceil(float(q) * (1 << 24)))


def keep_mask(shape, q, rows, step, site, seed):
    """The bool mask of a tensor of `shape` whose leading dimension holds
    rows.numel() samples in order (batch-major: every sample's elements
    are one contiguous block of the flattened tensor). rows: int64 tensor,
    each local sample's row in the global batch; step: int64 scalar tensor
    or int; site, seed: ints."""
    n = rows.numel()
    total = 1
    for d in shape:
        total *= d
    per_row = total // n
    element = torch.arange(per_row, dtype=torch.int64).unsqueeze(0)
    row = rows.reshape(n, 1).to(torch.int64)
    if isinstance(step, torch.Tensor):
        step = step.to(torch.int64).reshape(1, 1)
    seed = int(seed) & 0xFFFFFFFFFFFFFFFF
    site = _const(site)
    word, _, _, _ = philox4x32((element, row, step, site), (seed & _LOW, seed >> 32))
    return (torch.bitwise_right_shift(word, _const(8)) < _const(keep_threshold(q))).reshape(shape)
