// The C library models: C files in models/, compiled to LLVM bitcode by
// clang-19 at build time and embedded in the binary. The frontend links the
// ones a program needs into it before preparation (frontend/LinkModels.cpp),
// so a library function is checked by running its model like any other code.
#pragma once

#include <string_view>
#include <vector>

namespace swarmbmc::libc {

struct Model {
  std::string_view name;     ///< e.g. "ctype"
  unsigned pointer_bits;     ///< 64: compiled for x86-64 (LP64), 32: for i386 (ILP32)
  std::string_view bitcode;  ///< LLVM 19 bitcode
};

/// Every model in both data models, in a fixed order.
std::vector<Model> models();

}  // namespace swarmbmc::libc
