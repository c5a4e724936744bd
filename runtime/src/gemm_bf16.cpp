//===- gemm_bf16.cpp - zero runtime: bf16 GEMM through f32 blocks ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Debian's OpenBLAS is built without its bf16 kernels (no sbgemm), and a
// bf16 step's GEMMs as generated loops ran ~50x slower than the f32 step's.
// Converting bf16 to f32 is exact and costs one pass over a block, while
// the block's product costs 2 * its other dimension flops per element, so
// the blocks are converted on the fly and multiplied by sgemm: a k-block of
// A once per (k, m) block, a block of B once per (k, m, n) block.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/gemm.h"

#include "internal.h"
#include "progress.h"

#include <cblas.h>
#include <algorithm>
#include <climits>
#include <cstring>
#include <optional>
#include <vector>

namespace {

// Blocks large enough for sgemm to run near its peak and for a step's
// weights (B, k x n) to be converted once per use: m is its tokens, mostly
// within one block. A's and B's blocks take 1.5 MiB of f32 scratch per
// thread.
constexpr int64_t kBlockM = 1024, kBlockN = 512, kBlockK = 256;

float widen(uint16_t bits) {
  uint32_t wide = uint32_t(bits) << 16;
  float value;
  std::memcpy(&value, &wide, sizeof value);
  return value;
}

/// A strided matrix: element (i, j) at data[i * rowStride + j * colStride].
template <typename T> struct View {
  T *data;
  int64_t rowStride, colStride;
  T *at(int64_t i, int64_t j) const {
    return data + i * rowStride + j * colStride;
  }
};

/// A dense f32 block, row- or column-major, with its leading dimension.
struct Panel {
  const float *data;
  bool rowMajor; // else column-major
  int64_t ld;
};

/// Converts the rows x cols block of `view` at (r0, c0) into `out`, read
/// along whichever dimension the view has contiguous so the loop streams.
Panel convert(View<const uint16_t> view, int64_t r0, int64_t c0, int64_t rows,
              int64_t cols, float *out) {
  bool columnsContiguous = view.rowStride == 1 && view.colStride != 1;
  if (columnsContiguous) {
    for (int64_t j = 0; j < cols; ++j) {
      const uint16_t *src = view.at(r0, c0 + j);
      for (int64_t i = 0; i < rows; ++i)
        out[j * rows + i] = widen(src[i]);
    }
    return {out, false, rows};
  }
  for (int64_t i = 0; i < rows; ++i) {
    const uint16_t *src = view.at(r0 + i, c0);
    float *dst = out + i * cols;
    if (view.colStride == 1)
      for (int64_t j = 0; j < cols; ++j)
        dst[j] = widen(src[j]);
    else
      for (int64_t j = 0; j < cols; ++j)
        dst[j] = widen(src[j * view.colStride]);
  }
  return {out, true, cols};
}

/// C (mc x nc, a strided block) += alpha * A B with dense panels A (mc x kc)
/// and B (kc x nc). C with unit column stride is row-major to BLAS, with
/// unit row stride column-major (a dimension of size 1 has any stride);
/// otherwise it goes through `scratch`, grown here to mc x nc.
void multiply(int64_t mc, int64_t nc, int64_t kc, float alpha, Panel a,
              Panel b, View<float> c, std::vector<float> &scratch) {
  auto flag = [](const Panel &p, bool rowMajorCall) {
    return p.rowMajor == rowMajorCall ? CblasNoTrans : CblasTrans;
  };
  // A leading dimension BLAS takes: at least the rows' length, in int.
  auto leading = [](int64_t stride, int64_t extent, int64_t length) {
    if (extent == 1)
      return std::optional<int64_t>(std::max<int64_t>(length, 1));
    if (stride >= std::max<int64_t>(length, 1) && stride <= INT_MAX)
      return std::optional<int64_t>(stride);
    return std::optional<int64_t>();
  };
  zero::rt::progressCommunication();
  std::optional<int64_t> ldc;
  if ((c.colStride == 1 || nc == 1) &&
      (ldc = leading(c.rowStride, mc, nc))) {
    cblas_sgemm(CblasRowMajor, flag(a, true), flag(b, true), (int)mc, (int)nc,
                (int)kc, alpha, a.data, (int)a.ld, b.data, (int)b.ld, 1.0f,
                c.data, (int)*ldc);
    return;
  }
  if ((c.rowStride == 1 || mc == 1) &&
      (ldc = leading(c.colStride, nc, mc))) {
    cblas_sgemm(CblasColMajor, flag(a, false), flag(b, false), (int)mc,
                (int)nc, (int)kc, alpha, a.data, (int)a.ld, b.data, (int)b.ld,
                1.0f, c.data, (int)*ldc);
    return;
  }
  if (scratch.size() < size_t(mc * nc))
    scratch.resize(size_t(mc * nc));
  for (int64_t i = 0; i < mc; ++i)
    for (int64_t j = 0; j < nc; ++j)
      scratch[i * nc + j] = *c.at(i, j);
  cblas_sgemm(CblasRowMajor, flag(a, true), flag(b, true), (int)mc, (int)nc,
              (int)kc, alpha, a.data, (int)a.ld, b.data, (int)b.ld, 1.0f,
              scratch.data(), (int)nc);
  for (int64_t i = 0; i < mc; ++i)
    for (int64_t j = 0; j < nc; ++j)
      *c.at(i, j) = scratch[i * nc + j];
}

} // namespace

extern "C" zero_rt_status_t
zero_rt_gemm_bf16(int64_t m, int64_t n, int64_t k, float alpha,
                  const uint16_t *a, int64_t a_row_stride,
                  int64_t a_col_stride, const uint16_t *b,
                  int64_t b_row_stride, int64_t b_col_stride, float *c,
                  int64_t c_row_stride, int64_t c_col_stride) {
  ZERO_RT_REQUIRE(m >= 0 && n >= 0 && k >= 0,
                  "GEMM sizes m=%lld n=%lld k=%lld must not be negative",
                  (long long)m, (long long)n, (long long)k);
  if (m == 0 || n == 0 || k == 0)
    return ZERO_RT_OK;
  thread_local std::vector<float> scratch(
      size_t(kBlockM * kBlockK + kBlockK * kBlockN));
  // C's block, for a C BLAS cannot take as it is (never in zero's steps).
  thread_local std::vector<float> cScratch;
  float *aBlock = scratch.data();
  float *bBlock = aBlock + kBlockM * kBlockK;
  View<const uint16_t> av{a, a_row_stride, a_col_stride};
  View<const uint16_t> bv{b, b_row_stride, b_col_stride};
  for (int64_t k0 = 0; k0 < k; k0 += kBlockK) {
    int64_t kc = std::min(kBlockK, k - k0);
    for (int64_t m0 = 0; m0 < m; m0 += kBlockM) {
      int64_t mc = std::min(kBlockM, m - m0);
      Panel aPanel = convert(av, m0, k0, mc, kc, aBlock);
      for (int64_t n0 = 0; n0 < n; n0 += kBlockN) {
        int64_t nc = std::min(kBlockN, n - n0);
        Panel bPanel = convert(bv, k0, n0, kc, nc, bBlock);
        View<float> cv{c + m0 * c_row_stride + n0 * c_col_stride,
                       c_row_stride, c_col_stride};
        multiply(mc, nc, kc, alpha, aPanel, bPanel, cv, cScratch);
      }
    }
  }
  return ZERO_RT_OK;
}
