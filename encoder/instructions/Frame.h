// Frame: one inlined activation of a function as its instructions see it:
// the values of its arguments and SSA names, the area its variadic
// arguments are in, and its stack slots, which die when it returns. The
// walk keeps its own state of the activation beside this (its blocks'
// pending states, loop counts, returns: unroll/Unroller.h).
#pragma once

#include <unordered_map>
#include <vector>

#include "encoder/memory/SymValue.h"

namespace llvm {
class Function;
class Value;
}  // namespace llvm

namespace swarmbmc::encoder {

struct Frame {
  const llvm::Function* function = nullptr;
  std::unordered_map<const llvm::Value*, SymValue> values;
  SymValue varargs;              ///< variadic functions: the area va_start points to
  std::vector<unsigned> locals;  ///< objects of its allocas: dead once it returns
};

}  // namespace swarmbmc::encoder
