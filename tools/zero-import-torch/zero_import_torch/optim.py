"""The optimizers, written on tensors so that they trace into the step.

Each follows torch.optim's update rule exactly (the tests compare with it):
  adamw: p <- p (1 - lr wd); m <- b1 m + (1 - b1) g; v <- b2 v + (1 - b2) g^2;
         p <- p - lr/(1 - b1^t) * m / (sqrt(v) / sqrt(1 - b2^t) + eps)
  sgd:   g <- g + wd p; buf <- momentum buf + g (dampening 0, buf starts at 0,
         which equals torch's first-step buf = g); p <- p - lr buf
         (nesterov: p <- p - lr (g + momentum buf))
Optional global-norm clipping before either, as clip_grad_norm_:
  g <- g * min(1, max_norm / (||g||_2 + 1e-6)) over all gradients.
Hyper arguments of the step: the learning rate, and for AdamW the 1-based
step number t (zero-run's --hyper=LR,step). SGD takes the step number too
when the model has dropout (its masks depend on the step: dropout.py).
"""
import torch

from zero_import_torch import UserError


class Optimizer:
    def __init__(self, name, lr, momentum=0.0, nesterov=False, betas=(0.9, 0.999), eps=1e-8,
                 weight_decay=None, clip_norm=0.0):
        if name not in ("adamw", "sgd"):
            raise UserError("--optimizer must be adamw or sgd, but got '%s'" % name)
        if not lr > 0:
            raise UserError("--lr must be positive, but got %g" % lr)
        if clip_norm < 0:
            raise UserError("--clip-norm must be >= 0 (0: no clipping), but got %g" % clip_norm)
        if name == "sgd" and nesterov and momentum <= 0:
            raise UserError("--nesterov needs --momentum > 0")
        if weight_decay is None:
            weight_decay = 0.01 if name == "adamw" else 0.0  # torch.optim's defaults
        self.name, self.lr, self.momentum, self.nesterov = name, lr, momentum, nesterov
        self.betas, self.eps, self.weight_decay, self.clip_norm = tuple(betas), eps, weight_decay, clip_norm
        self.step_hyper = name == "adamw"  # set for SGD when dropout needs the step number

    def config(self):
        """What names.json records (and the tests' eager reference reads)."""
        c = {"name": self.name, "lr": self.lr, "weight_decay": self.weight_decay,
             "clip_norm": self.clip_norm}
        if self.name == "adamw":
            c.update(betas=list(self.betas), eps=self.eps)
        else:
            c.update(momentum=self.momentum, nesterov=self.nesterov)
        return c

    def state_names(self):
        """Optimizer states per parameter, in argument order."""
        if self.name == "adamw":
            return ["exp_avg", "exp_avg_sq"]
        return ["momentum_buffer"] if self.momentum > 0 else []

    def hyper_names(self):
        return ["lr", "step"] if self.step_hyper else ["lr"]

    def hyper_flag(self):
        """zero-run's --hyper value."""
        return ",".join(["%r" % self.lr, "step"][:len(self.hyper_names())])

    def hyper_examples(self):
        return [torch.tensor(self.lr, dtype=torch.float32),
                torch.tensor(1.0, dtype=torch.float32)][:len(self.hyper_names())]

    def update(self, params, grads, states, hypers):
        """New params and new states (flattened as state_names() per param)."""
        if self.clip_norm > 0:
            # As clip_grad_norm_: the norm of the per-gradient norms.
            # vector_norm lowers to one reduction per gradient (sum of
            # |g|^2), the form the passes can run on gradient shards.
            norms = torch.stack([torch.linalg.vector_norm(g) for g in grads])
            total = torch.linalg.vector_norm(norms)
            coef = torch.minimum(torch.tensor(self.clip_norm) / (total + 1e-6), torch.ones(()))
            grads = [g * coef for g in grads]
        lr = hypers[0]
        k = len(self.state_names())
        new_params, new_states = [], []
        for i, (p, g) in enumerate(zip(params, grads)):
            s = states[i * k:(i + 1) * k]
            if self.name == "adamw":
                t = hypers[1]
                b1, b2 = self.betas
                m, v = s
                p = p * (1 - lr * self.weight_decay)
                m = b1 * m + (1 - b1) * g
                v = b2 * v + (1 - b2) * g * g
                bc1 = 1 - torch.pow(torch.tensor(b1), t)
                bc2 = 1 - torch.pow(torch.tensor(b2), t)
                denom = torch.sqrt(v) / torch.sqrt(bc2) + self.eps
                p = p - (lr / bc1) * (m / denom)
                new_states += [m, v]
            else:
                if self.weight_decay:
                    g = g + self.weight_decay * p
                if self.momentum > 0:
                    buf = self.momentum * s[0] + g
                    new_states.append(buf)
                    g = g + self.momentum * buf if self.nesterov else buf
                p = p - lr * g
            new_params.append(p)
        return new_params, new_states

