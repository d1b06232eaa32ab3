// The text of C string constants in the IR: the names of log events, choice
// labels and assertion descriptions arrive as pointers to private globals
// with a C-string initialiser.
#pragma once

#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>

#include <string>

namespace swarmbmc::encoder {

/// The text of a constant C string argument, or "" when it is not one.
inline std::string constant_string(const llvm::Value* value) {
  const auto* global = llvm::dyn_cast<llvm::GlobalVariable>(value->stripPointerCasts());
  if (!global || !global->hasInitializer()) return "";
  const auto* data = llvm::dyn_cast<llvm::ConstantDataSequential>(global->getInitializer());
  if (!data || !data->isCString()) return "";
  return data->getAsCString().str();
}

}  // namespace swarmbmc::encoder
