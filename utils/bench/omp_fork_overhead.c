// The cost of a fork/join in LLVM's OpenMP runtime as zero's threaded
// kernels use it (static schedule over rows of 256 contiguous floats, the
// row loop serial and vectorized), and the sizes where 2 threads beat 1,
// for a light (a*1.5+b) and a heavy (degree-9 polynomial, like the tanh/exp
// approximations) elementwise kernel. docs/Runtime.md (Threads) quotes it.
//   clang-22 -O3 -march=native -ffast-math -fopenmp omp_fork_overhead.c \
//     -L/usr/lib/llvm-22/lib -Wl,-rpath,/usr/lib/llvm-22/lib -o omp_fork_overhead
//   KMP_BLOCKTIME=0 ./omp_fork_overhead; KMP_BLOCKTIME=200 ./omp_fork_overhead
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define ROW 256

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static inline float heavy(float x) {
  float p = 0.1f;
  for (int k = 0; k < 9; ++k)
    p = p * x + 0.3f;
  return p;
}

static inline void row(const float *x, float *y, int isHeavy) {
  if (isHeavy)
    for (int i = 0; i < ROW; ++i)
      y[i] = heavy(x[i]);
  else
    for (int i = 0; i < ROW; ++i)
      y[i] = x[i] * 1.5f + y[i];
}

__attribute__((noinline)) static void run(const float *a, float *b, long rows,
                                          int isHeavy, int parallel) {
  if (parallel) {
#pragma omp parallel for schedule(static)
    for (long r = 0; r < rows; ++r)
      row(a + r * ROW, b + r * ROW, isHeavy);
  } else {
    for (long r = 0; r < rows; ++r)
      row(a + r * ROW, b + r * ROW, isHeavy);
  }
}

/// Fastest of 7 rounds, seconds per call.
static double best(const float *a, float *b, long rows, int isHeavy,
                   int parallel, int reps) {
  double fastest = 1e9;
  for (int k = 0; k < 7; ++k) {
    double start = now();
    for (int r = 0; r < reps; ++r)
      run(a, b, rows, isHeavy, parallel);
    double t = (now() - start) / reps;
    if (t < fastest)
      fastest = t;
  }
  return fastest;
}

int main(void) {
  omp_set_num_threads(2);
  float *a = calloc(1 << 20, sizeof(float)), *b = calloc(1 << 20, sizeof(float));
  printf("fork/join of a 2-row loop on 2 threads: %.2f us\n",
         best(a, b, 2, 0, 1, 2000) * 1e6);
  const long sizes[] = {4096, 16384, 32768, 65536, 262144, 1048576};
  for (int isHeavy = 0; isHeavy < 2; ++isHeavy)
    for (int s = 0; s < 6; ++s) {
      long n = sizes[s];
      int reps = (int)(4e7 / n) + 5;
      double one = best(a, b, n / ROW, isHeavy, 0, reps);
      double two = best(a, b, n / ROW, isHeavy, 1, reps);
      printf("%s n=%8ld  1 thread %8.2f us  2 threads %8.2f us  speedup %.2f\n",
             isHeavy ? "heavy" : "light", n, one * 1e6, two * 1e6, one / two);
    }
  return 0;
}
