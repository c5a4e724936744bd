//===- InitTest.cpp - initial values and their generator ------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/Init.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace mlir::zero;

namespace {

// SplitMix64's published first output for state 0: the generator is the
// standard one, not a look-alike.
TEST(InitTest, SplitMixIsTheReferenceGenerator) {
  EXPECT_EQ(splitMix64(0), 0xe220a8397b1dcdafull);
}

TEST(InitTest, RecipeTextRoundTrips) {
  double third = 1.0 / std::sqrt(6.0);
  for (InitRecipe r :
       {InitRecipe::zeros(), InitRecipe::ones(), InitRecipe::normal(0.02),
        InitRecipe::normal(third), InitRecipe::uniform(1e-5)}) {
    std::optional<InitRecipe> back = InitRecipe::parse(r.str());
    ASSERT_TRUE(back) << r.str();
    EXPECT_EQ(*back, r) << r.str();
  }
  EXPECT_EQ(InitRecipe::normal(0.02).str(), "normal(0.02)");
  EXPECT_EQ(InitRecipe::normal(third).str(), "normal(0.4082482904638631)");
  EXPECT_EQ(InitRecipe::ones().str(), "ones");
}

TEST(InitTest, MalformedRecipesSayWhatWasExpected) {
  struct Case {
    const char *text, *message;
  } cases[] = {
      {"Zeros", "expected 'zeros', 'ones', 'normal(S)' or 'uniform(B)', but "
                "got 'Zeros'"},
      {"normal()", "expected the standard deviation S of 'normal(S)' to be a "
                   "finite number > 0, but got '' in 'normal()'"},
      {"normal(0)", "expected the standard deviation S of 'normal(S)' to be a "
                    "finite number > 0, but got '0' in 'normal(0)'"},
      {"uniform(1x)", "expected the bound B of 'uniform(B)' to be a finite "
                      "number > 0, but got '1x' in 'uniform(1x)'"},
      {"uniform(inf)", "expected the bound B of 'uniform(B)' to be a finite "
                       "number > 0, but got 'inf' in 'uniform(inf)'"},
      {"normal(0.02", "expected the standard deviation S of 'normal(S)' to "
                      "end with ')', but got 'normal(0.02'"},
  };
  for (const Case &c : cases) {
    std::string error;
    EXPECT_FALSE(InitRecipe::parse(c.text, &error)) << c.text;
    EXPECT_EQ(error, c.message);
  }
}

// An element depends on (seed, stream, index) only: a rank computing a
// shard, or a longer tensor, sees the same values.
TEST(InitTest, ElementsDependOnSeedStreamAndIndexOnly) {
  for (InitRecipe r : {InitRecipe::normal(0.5), InitRecipe::uniform(2.0)}) {
    std::vector<double> a = initialValues(r, 5, 7, 3);
    std::vector<double> b = initialValues(r, 10, 7, 3);
    EXPECT_EQ(a, std::vector<double>(b.begin(), b.begin() + 5));
    EXPECT_NE(a, initialValues(r, 5, 7, 4)); // another argument
    EXPECT_NE(a, initialValues(r, 5, 8, 3)); // another seed
  }
}

TEST(InitTest, RecipesHaveTheirDistributions) {
  const int64_t n = 200000;
  EXPECT_EQ(initialValues(InitRecipe::zeros(), 3, 1, 0),
            std::vector<double>(3, 0.0));
  EXPECT_EQ(initialValues(InitRecipe::ones(), 3, 1, 0),
            std::vector<double>(3, 1.0));
  std::vector<double> x = initialValues(InitRecipe::normal(0.02), n, 1, 0);
  double sum = 0, sq = 0;
  for (double v : x) {
    sum += v;
    sq += v * v;
  }
  double mean = sum / n, std = std::sqrt(sq / n - mean * mean);
  EXPECT_NEAR(mean, 0.0, 4 * 0.02 / std::sqrt(double(n)));
  EXPECT_NEAR(std, 0.02, 0.02 * 0.01);
  std::vector<double> u = initialValues(InitRecipe::uniform(0.5), n, 1, 0);
  double lo = 1, hi = -1;
  sum = 0;
  for (double v : u) {
    lo = std::min(lo, v);
    hi = std::max(hi, v);
    sum += v;
  }
  EXPECT_GE(lo, -0.5);
  EXPECT_LT(hi, 0.5);
  EXPECT_GT(hi - lo, 0.999);
  EXPECT_NEAR(sum / n, 0.0, 4 * 0.5 / std::sqrt(3.0 * n));
}

} // namespace
