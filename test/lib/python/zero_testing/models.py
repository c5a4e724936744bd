"""zero-trace's models (lib/Trace/GPT.cpp, lib/Trace/MLP.cpp) rebuilt with
torch modules: the same parameter names and [in, out] weight layout
(y = x @ w + b), and by default zero-trace's initial values
(trace_data.initial_values, each param's stream being its argument index in
zero-trace's step: its position in gpt_param_names / mlp_param_names, not
torch's registration order, which puts a module's own parameters before its
children's). A model built from
`params` (zero-trace name -> tensor, e.g. from `zero-trace --json`) starts
from those tensors instead, in their dtype: that is how float64 cross-checks
run.
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from zero_testing.trace_data import initial_values


def gpt_param_names(cfg):
    """zero-trace's GPT parameters in argument order (lib/Trace/GPT.cpp)."""
    block = ["ln1.g", "ln1.b", "attn.w", "attn.b", "proj.w", "proj.b",
             "ln2.g", "ln2.b", "fc.w", "fc.b", "fc2.w", "fc2.b"]
    names = ["wte", "wpe"] + [f"h{l}.{p}" for l in range(cfg["layers"]) for p in block]
    return names + ["lnf.g", "lnf.b"] + ([] if cfg.get("tied", False) else ["lm_head"])


def mlp_param_names(sizes):
    """zero-trace's MLP parameters in argument order (lib/Trace/MLP.cpp)."""
    return [f"l{i}.{p}" for i in range(len(sizes) - 1) for p in ("w", "b")]


class _Init:
    """Initial parameter values by zero-trace name: the given tensors, or
    zero-trace's own (float32) on the stream of the name's argument index
    in `order`; check_order holds the model to asking for each once."""

    def __init__(self, seed, params, order):
        self.seed, self.params, self.order, self.names = seed, params, order, []

    def _value(self, name, shape, recipe):
        self.names.append(name)
        if self.params is not None:
            return self.params[name]
        stream = self.order.index(name)
        return torch.from_numpy(initial_values(recipe, shape, self.seed, stream)).float()

    def normal(self, name, shape, std):
        return self._value(name, shape, ("normal", std))

    def fill(self, name, shape, value):
        return self._value(name, shape, {0: ("zeros", 0.0), 1: ("ones", 0.0)}[value])

    def check_order(self, model):
        """Every zero-trace parameter was asked for once, and is the model's."""
        if sorted(self.names) != sorted(self.order) or sorted(model.trace_parameters()) != sorted(self.order):
            raise AssertionError("zero-trace's parameters %s, initialised %s, the model's %s" % (
                self.order, self.names, list(model.trace_parameters())))


class Affine(nn.Module):
    """y = x @ w + b."""

    def __init__(self, w, b):
        super().__init__()
        self.w = nn.Parameter(w)
        self.b = nn.Parameter(b)

    def forward(self, x):
        y = x @ self.w
        return y + self.b


class LayerNorm(nn.Module):
    def __init__(self, init, prefix, c, eps):
        super().__init__()
        self.g = nn.Parameter(init.fill(prefix + "g", (c,), 1))
        self.b = nn.Parameter(init.fill(prefix + "b", (c,), 0))
        self.eps = eps

    def forward(self, x):
        return F.layer_norm(x, (x.shape[-1],), self.g, self.b, self.eps)


def _affine(init, prefix, n_in, n_out, std=0.02):
    return Affine(init.normal(prefix + "w", (n_in, n_out), std), init.fill(prefix + "b", (n_out,), 0))


class Block(nn.Module):
    """Pre-LN block: x += proj(causal attention(ln1(x))); x += fc2(gelu_tanh(fc(ln2(x))))."""

    def __init__(self, init, l, C, H, eps):
        super().__init__()
        p = f"h{l}."
        self.H = H
        self.ln1 = LayerNorm(init, p + "ln1.", C, eps)
        self.attn = _affine(init, p + "attn.", C, 3 * C)
        self.proj = _affine(init, p + "proj.", C, C)
        self.ln2 = LayerNorm(init, p + "ln2.", C, eps)
        self.fc = _affine(init, p + "fc.", C, 4 * C)
        self.fc2 = _affine(init, p + "fc2.", 4 * C, C)

    def forward(self, x, mask):
        B, T, C = x.shape
        H = self.H
        D = C // H
        q, k, v = self.attn(self.ln1(x)).split(C, dim=-1)
        q, k, v = (t.view(B, T, H, D).transpose(1, 2) for t in (q, k, v))
        # zero-trace multiplies the scores by 1/sqrt(D) (lib/Trace/Ops/Attention.cpp).
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(D))
        att = att.masked_fill(mask, float("-inf")).softmax(dim=-1)
        y = (att @ v).transpose(1, 2).reshape(B, T, C)
        x = x + self.proj(y)
        return x + self.fc2(F.gelu(self.fc(self.ln2(x)), approximate="tanh"))


class GPT(nn.Module):
    """`zero-trace gpt`: cfg has vocab, context, layers, d_model, heads and
    optionally tied (LM head = wte^T, default False) and ln_eps (1e-5).
    forward(tokens, targets) returns the mean cross-entropy."""

    def __init__(self, cfg, seed=1, params=None):
        super().__init__()
        init = _Init(seed, params, gpt_param_names(cfg))
        V, T, C = cfg["vocab"], cfg["context"], cfg["d_model"]
        eps = cfg.get("ln_eps", 1e-5)
        self.tied = cfg.get("tied", False)
        self.wte = nn.Parameter(init.normal("wte", (V, C), 0.02))
        self.wpe = nn.Parameter(init.normal("wpe", (T, C), 0.01))
        self.h = nn.ModuleList(Block(init, l, C, cfg["heads"], eps) for l in range(cfg["layers"]))
        self.lnf = LayerNorm(init, "lnf.", C, eps)
        if not self.tied:
            self.lm_head = nn.Parameter(init.normal("lm_head", (C, V), 0.02))
        # A plain attribute, not a buffer: DDP broadcasts buffers and gloo has
        # no bool type; the mask is a constant anyway.
        self.mask = torch.ones(T, T, dtype=torch.bool).triu(1)
        init.check_order(self)

    def forward(self, tokens, targets):
        T = tokens.shape[1]
        x = self.wte[tokens] + self.wpe[:T]
        for blk in self.h:
            x = blk(x, self.mask[:T, :T])
        head = self.wte.t() if self.tied else self.lm_head
        logits = self.lnf(x) @ head
        return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))

    def trace_parameters(self):
        """{zero-trace name: parameter}."""
        return {trace_name(n): p for n, p in self.named_parameters()}


class MLP(nn.Module):
    """`zero-trace mlp --sizes d0,...,dL`: layers l<i>.w [d_i, d_i+1] (normal,
    std 1/sqrt(d_i)) and l<i>.b (zeros), the activation between layers.
    forward(x) returns the last layer's output; the loss is the caller's
    (zero-trace: cross-entropy; the e2e MLP step: squared error)."""

    def __init__(self, sizes, seed=1, params=None, activation="relu"):
        super().__init__()
        init = _Init(seed, params, mlp_param_names(sizes))
        self.layers = nn.ModuleList(
            _affine(init, f"l{i}.", n_in, n_out, 1.0 / math.sqrt(n_in))
            for i, (n_in, n_out) in enumerate(zip(sizes, sizes[1:])))
        self.act = {"relu": F.relu, "gelu": lambda z: F.gelu(z, approximate="tanh")}[activation]
        init.check_order(self)

    def forward(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i + 1 < len(self.layers):
                x = self.act(x)
        return x

    def trace_parameters(self):
        return {trace_name(n): p for n, p in self.named_parameters()}


def trace_name(torch_name):
    """'h.0.attn.w' -> zero-trace's 'h0.attn.w'; 'layers.1.w' -> 'l1.w'."""
    for prefix, short in (("h.", "h"), ("layers.", "l")):
        if torch_name.startswith(prefix):
            _, l, rest = torch_name.split(".", 2)
            return f"{short}{l}.{rest}"
    return torch_name


def gpt_param_count(cfg):
    """zero-trace's formula: V·C + T·C + L·(12C² + 13C) + 2C + C·V (untied)."""
    V, T, L, C = cfg["vocab"], cfg["context"], cfg["layers"], cfg["d_model"]
    return V * C + T * C + L * (12 * C * C + 13 * C) + 2 * C + (0 if cfg.get("tied") else C * V)
