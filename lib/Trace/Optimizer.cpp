//===- Optimizer.cpp - SGD with momentum, AdamW, global-norm clipping -----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Optimizer.h"

using namespace mlir;
using namespace mlir::zero::trace;

SmallVector<StateKind>
mlir::zero::trace::optimizerStates(const OptimizerOptions &opt,
                                   Precision precision) {
  SmallVector<StateKind> kinds;
  if (precision == Precision::BF16)
    kinds.push_back(StateKind::Master);
  if (opt.kind == OptimizerKind::AdamW) {
    kinds.push_back(StateKind::FirstMoment);
    kinds.push_back(StateKind::SecondMoment);
  } else if (opt.momentum != 0.0) {
    kinds.push_back(StateKind::Momentum);
  }
  return kinds;
}

SmallVector<std::string>
mlir::zero::trace::optimizerHypers(const OptimizerOptions &opt) {
  if (opt.kind == OptimizerKind::AdamW)
    return {"lr", "step"};
  return {"lr"};
}

/// "abc" for a rank-3 tensor.
static std::string letters(Value v) {
  return std::string("abcdefgh")
      .substr(0, cast<RankedTensorType>(v.getType()).getRank());
}

Value mlir::zero::trace::emitClipScale(TensorBuilder &tb, ArrayRef<Value> grads,
                                       double clipNorm) {
  // Σ‖g_i‖²: one reduction per gradient, summed into one rank-0 tensor.
  Value sumSq = tb.full({}, tb.acc, 0.0);
  for (Value g : grads) {
    std::string l = letters(g);
    Value part = tb.reduce(l + "->", g, 0.0,
                           [](ScalarBuilder &sb, ValueRange a, Value r) {
                             return sb.add(r, sb.mul(a[0], a[0]));
                           });
    sumSq = tb.map(
        {}, ",->", {sumSq, part},
        [](ScalarBuilder &sb, ValueRange a) { return sb.add(a[0], a[1]); },
        tb.acc);
  }
  return tb.map(
      {}, "->", sumSq,
      [clipNorm](ScalarBuilder &sb, ValueRange a) {
        Value norm = sb.sqrt(a[0]);
        Value coef = sb.div(sb.c(clipNorm), sb.add(norm, sb.c(1e-6)));
        return sb.min(coef, sb.c(1.0));
      },
      tb.acc);
}

SmallVector<Value>
mlir::zero::trace::emitUpdate(TensorBuilder &tb, const OptimizerOptions &opt,
                              ArrayRef<StateKind> kinds, Value param,
                              ArrayRef<Value> states, Value grad,
                              ArrayRef<Value> hypers, Value clipScale) {
  std::string l = letters(param);
  SmallVector<Value> ins{param};
  std::string spec = l;
  for (Value s : states) {
    ins.push_back(s);
    spec += "," + l;
  }
  ins.push_back(grad);
  spec += "," + l;
  for (Value h : hypers) {
    ins.push_back(h);
    spec += ",";
  }
  if (clipScale) {
    ins.push_back(clipScale);
    spec += ",";
  }
  spec += "->" + l;
  SmallVector<Value> inits{
      tb.empty(TensorBuilder::shapeOf(param),
               cast<RankedTensorType>(param.getType()).getElementType())};
  for (Value s : states) {
    spec += "," + l;
    inits.push_back(
        tb.empty(TensorBuilder::shapeOf(s),
                 cast<RankedTensorType>(s.getType()).getElementType()));
  }

  size_t ns = states.size();
  bool hasClip = static_cast<bool>(clipScale);
  return tb.generic(
      spec, ins, inits,
      [&, ns, hasClip](ScalarBuilder &sb, ValueRange a, const IndexFn &) {
        Value p = a[0];
        ValueRange st = a.slice(1, ns);
        Value g = a[1 + ns];
        Value lr = a[2 + ns];
        // The f32 master copy, when present, is the value being optimized.
        size_t next = 0;
        Value master;
        if (next < kinds.size() && kinds[next] == StateKind::Master)
          master = st[next++];
        Value w = master ? master : p;
        if (hasClip)
          g = sb.mul(g, a[2 + ns + hypers.size()]);
        SmallVector<Value> newStates;
        if (master)
          newStates.push_back(Value());
        Value wNew;
        if (opt.kind == OptimizerKind::SGD) {
          if (opt.weightDecay != 0.0)
            g = sb.add(g, sb.mul(sb.c(opt.weightDecay), w));
          Value step = g;
          if (next < kinds.size()) {
            step = sb.add(sb.mul(sb.c(opt.momentum), st[next]), g);
            newStates.push_back(step);
          }
          wNew = sb.sub(w, sb.mul(lr, step));
        } else {
          Value t = a[3 + ns];
          Value m = st[next], v = st[next + 1];
          Value one = sb.c(1.0);
          Value b1 = sb.c(opt.beta1), b2 = sb.c(opt.beta2);
          Value decayed =
              sb.sub(w, sb.mul(sb.mul(lr, sb.c(opt.weightDecay)), w));
          Value mNew = sb.add(sb.mul(b1, m), sb.mul(sb.sub(one, b1), g));
          Value vNew =
              sb.add(sb.mul(b2, v), sb.mul(sb.sub(one, b2), sb.mul(g, g)));
          Value bc1 = sb.sub(one, sb.pow(b1, t));
          Value bc2 = sb.sub(one, sb.pow(b2, t));
          Value denom =
              sb.add(sb.div(sb.sqrt(vNew), sb.sqrt(bc2)), sb.c(opt.eps));
          wNew = sb.sub(decayed, sb.mul(sb.div(lr, bc1), sb.div(mNew, denom)));
          newStates.push_back(mNew);
          newStates.push_back(vNew);
        }
        if (master)
          newStates[0] = wNew;
        SmallVector<Value> results{wNew};
        results.append(newStates);
        return results;
      });
}
