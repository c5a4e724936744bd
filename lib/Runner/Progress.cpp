//===- Progress.cpp - zero-run's per-step progress output -----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Progress.h"

#include "llvm/Support/Format.h"

using namespace llvm;
using namespace mlir::zero::runner;

void ProgressPrinter::step(int64_t step, double loss, double samplesPerStep,
                           double tokensPerStep, double seconds,
                           std::optional<double> lr) {
  std::string line;
  raw_string_ostream ls(line);
  int64_t done = step - firstStep;
  ls << "step " << step << " loss " << format("%.6f", loss) << " samples/s "
     << format("%.1f", samplesPerStep * done / seconds) << " tokens/s "
     << format("%.1f", tokensPerStep * done / seconds);
  if (lr)
    ls << " lr " << format("%.6g", *lr);
  double eta = seconds / double(done) * double(totalSteps - step);
  ls << " [" << step << "/" << totalSteps << " eta " << format("%.1f", eta)
     << "s]";
  ls.flush();
  if (!inPlace) {
    os << line + "\n";
    os.flush();
    return;
  }
  // Pad over the previous, possibly longer, line.
  size_t width = line.size();
  if (width < lastWidth)
    line.append(lastWidth - width, ' ');
  lastWidth = width;
  os << "\r" + line;
  os.flush();
  open = true;
}

void ProgressPrinter::finish() {
  if (open)
    os << "\n";
  open = false;
  os.flush();
}
