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
  std::string_view bitcode;  ///< LLVM 19 bitcode
};

/// Every model, in a fixed order.
std::vector<Model> models();

}  // namespace swarmbmc::libc
