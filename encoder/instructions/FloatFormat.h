// The IEEE format of an LLVM floating-point type, shared by Float.cpp and
// FloatIntrinsics.cpp.
#pragma once

#include <llvm/IR/Instruction.h>
#include <llvm/IR/Type.h>

#include "terms/float/FloatBv.h"

namespace swarmbmc::encoder {

/// binary32 for float, binary64 for double; throws UnsupportedConstruct
/// naming `inst` and the type for any other type (long double, half, ...).
terms::FloatFormat format_of(const llvm::Type* type, const llvm::Instruction& inst);

}  // namespace swarmbmc::encoder
