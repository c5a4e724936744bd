"""Source lines for what the user's code did not write itself.

make_fx records a node's Python stack, so an op of the forward pass names
the user's line, but the backward pass runs inside the autograd engine: its
ops had "(no source location)", and a refusal of one of them (a backward
that lowers to an op the step cannot hold) could not say where to look.
As AOTAutograd does, every autograd node of the loss gets hooks that mark
the ops it runs with its sequence number (node meta "seq_nr", recorded while
fx's node metadata is preserved); the forward op that created that node has
the same number. `fill` then gives each backward op its forward op's stack.

user_failure turns an exception raised by the user's code (while the
importer runs the loss once, or traces it) into an error naming the user's
line.
"""
import contextlib
import os
import traceback

import torch
import torch.fx.traceback as fx_traceback

from zero_import_torch import UserError


@contextlib.contextmanager
def recording():
    """Around make_fx: node metadata carries the autograd sequence numbers."""
    with fx_traceback.preserve_node_meta():
        yield


def hook(loss):
    """Marks the backward ops of every autograd node of loss's graph."""
    if not isinstance(loss, torch.Tensor) or loss.grad_fn is None:
        return loss
    seen, todo = set(), [loss.grad_fn]
    while todo:
        node = todo.pop()
        if node is None or node in seen:
            continue
        seen.add(node)
        todo.extend(fn for fn, _ in node.next_functions)
        seq = node._sequence_nr()
        node.register_prehook(lambda grads, seq=seq: fx_traceback.set_grad_fn_seq_nr(seq))
        node.register_hook(lambda grads_in, grads_out: fx_traceback.reset_grad_fn_seq_nr())
    return loss


def fill(graph):
    """Each op without a stack gets the stack of the forward op whose
    gradient it computes."""
    forward = {}
    for node in graph.nodes:
        seq = node.meta.get("seq_nr")
        if node.meta.get("stack_trace") and seq is not None and seq not in forward:
            forward[seq] = node.meta["stack_trace"]
    for node in graph.nodes:
        seq = node.meta.get("seq_nr")
        if node.op == "call_function" and not node.meta.get("stack_trace") and seq in forward:
            node.meta["stack_trace"] = forward[seq]


def source_line(frames, model_path):
    """The user's line among Python frames (traceback.FrameSummary): the
    innermost one outside PyTorch and the importer, with the model file's
    own line when that is another (a library's model called from it)."""
    def outside(f):
        return ("/torch/" not in f.filename and "/functorch/" not in f.filename
                and "zero_import_torch" not in f.filename)
    own = [f for f in frames if outside(f)]
    if not own:
        return "(no source location)"
    inner = own[-1]
    text = "%s:%d (in %s)" % (inner.filename, inner.lineno, inner.name)
    model = os.path.realpath(model_path)
    mine = [f for f in own if os.path.realpath(f.filename) == model]
    if mine and mine[-1] is not inner:
        text += ", called from %s:%d (in %s)" % (mine[-1].filename, mine[-1].lineno, mine[-1].name)
    return text


def user_failure(e, model_path, doing):
    """A UserError for exception e raised by the user's code while `doing`."""
    frames = traceback.extract_tb(e.__traceback__)
    message = str(e).strip().splitlines()[0] if str(e).strip() else ""
    return UserError("%s: %s failed at %s: %s: %s" % (
        model_path, doing, source_line(frames, model_path), type(e).__name__, message))


def raised_by(e, model_path):
    """Whether exception e passed through the model file's code."""
    model = os.path.realpath(model_path)
    return any(os.path.realpath(f.filename) == model
               for f in traceback.extract_tb(e.__traceback__))
