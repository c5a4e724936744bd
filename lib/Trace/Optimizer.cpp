//===- Optimizer.cpp - SGD with momentum, AdamW, global-norm clipping -----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Optimizer.h"

#include <array>

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

/// SGD on one element: w is the optimized value (the master in bf16), g the
/// (clipped) gradient; returns the new w and the new momentum, if kept.
static std::pair<Value, Value> sgdElement(ScalarBuilder &sb,
                                          const OptimizerOptions &opt, Value w,
                                          Value g, Value momentum, Value lr) {
  if (opt.weightDecay != 0.0)
    g = sb.add(g, sb.mul(sb.c(opt.weightDecay), w));
  Value step = g;
  if (momentum)
    step = sb.add(sb.mul(sb.c(opt.momentum), momentum), g);
  return {sb.sub(w, sb.mul(lr, step)), momentum ? step : Value()};
}

/// AdamW on one element (PyTorch's formulation); t is the step hyper.
/// Returns the new w, m and v.
static std::array<Value, 3> adamwElement(ScalarBuilder &sb,
                                         const OptimizerOptions &opt, Value w,
                                         Value g, Value m, Value v, Value lr,
                                         Value t) {
  Value one = sb.c(1.0);
  Value b1 = sb.c(opt.beta1), b2 = sb.c(opt.beta2);
  Value decayed = sb.sub(w, sb.mul(sb.mul(lr, sb.c(opt.weightDecay)), w));
  Value mNew = sb.add(sb.mul(b1, m), sb.mul(sb.sub(one, b1), g));
  Value vNew = sb.add(sb.mul(b2, v), sb.mul(sb.sub(one, b2), sb.mul(g, g)));
  Value bc1 = sb.sub(one, sb.pow(b1, t));
  Value bc2 = sb.sub(one, sb.pow(b2, t));
  Value denom = sb.add(sb.div(sb.sqrt(vNew), sb.sqrt(bc2)), sb.c(opt.eps));
  Value wNew = sb.sub(decayed, sb.mul(sb.div(lr, bc1), sb.div(mNew, denom)));
  return {wNew, mNew, vNew};
}

SmallVector<Value>
mlir::zero::trace::emitUpdate(TensorBuilder &tb, const OptimizerOptions &opt,
                              ArrayRef<StateKind> kinds, Value param,
                              ArrayRef<Value> states, Value grad,
                              ArrayRef<Value> hypers, Value clipScale) {
  // Operands: param, its states, its gradient, the rank-0 hypers and clip
  // scale; results: the new param and the new states.
  std::string l = letters(param);
  SmallVector<Value> ins{param};
  ins.append(states.begin(), states.end());
  ins.push_back(grad);
  ins.append(hypers.begin(), hypers.end());
  if (clipScale)
    ins.push_back(clipScale);
  std::string spec = l;
  for (size_t i = 1; i < ins.size(); ++i)
    spec += "," + std::string(i <= states.size() + 1 ? l : "");
  spec += "->" + l;
  SmallVector<Value> inits;
  for (Value v : ArrayRef<Value>(ins).take_front(1 + states.size())) {
    auto t = cast<RankedTensorType>(v.getType());
    inits.push_back(tb.empty(t.getShape(), t.getElementType()));
    if (inits.size() > 1)
      spec += "," + l;
  }

  size_t ns = states.size(), nh = hypers.size();
  bool hasClip = static_cast<bool>(clipScale);
  return tb.generic(
      spec, ins, inits, [&](ScalarBuilder &sb, ValueRange a, const IndexFn &) {
        ValueRange st = a.slice(1, ns);
        Value g = a[1 + ns];
        ValueRange h = a.slice(2 + ns, nh);
        if (hasClip)
          g = sb.mul(g, a[2 + ns + nh]);
        // The f32 master copy, when present, is the value being optimized; the
        // param becomes its rounding (done by the generic's result conversion).
        bool hasMaster = !kinds.empty() && kinds.front() == StateKind::Master;
        size_t next = hasMaster ? 1 : 0;
        Value w = hasMaster ? st[0] : a[0];
        SmallVector<Value> newStates;
        Value wNew;
        if (opt.kind == OptimizerKind::SGD) {
          Value momentum = next < ns ? st[next] : Value();
          auto [wn, mom] = sgdElement(sb, opt, w, g, momentum, h[0]);
          wNew = wn;
          if (mom)
            newStates.push_back(mom);
        } else {
          std::array<Value, 3> r =
              adamwElement(sb, opt, w, g, st[next], st[next + 1], h[0], h[1]);
          wNew = r[0];
          newStates.append({r[1], r[2]});
        }
        SmallVector<Value> results{wNew};
        if (hasMaster)
          results.push_back(wNew);
        results.append(newStates);
        return results;
      });
}
