//===- ParamNames.h - gtest names of parameterized runtime tests -*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TEST_UNIT_RUNTIME_PARAMNAMES_H
#define ZERO_TEST_UNIT_RUNTIME_PARAMNAMES_H

#include <string>

namespace zero::test {

/// A case's readable name (its `name` member) as a gtest name: spaces and
/// dashes become underscores.
struct ParamName {
  template <typename Info> std::string operator()(const Info &info) const {
    std::string name = info.param.name;
    for (char &ch : name)
      if (ch == ' ' || ch == '-')
        ch = '_';
    return name;
  }
};

} // namespace zero::test

#endif // ZERO_TEST_UNIT_RUNTIME_PARAMNAMES_H
