#include "SolverChoice.h"

#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>

namespace swarmbmc::engine {

namespace {

/// Float arithmetic and comparisons (also phis, selects and calls of a
/// floating-point type: FPMathOperator), and conversions to or from float.
bool is_floating_point(const llvm::Instruction& inst) {
  if (llvm::isa<llvm::FPMathOperator>(inst) || llvm::isa<llvm::FCmpInst>(inst)) return true;
  switch (inst.getOpcode()) {
    case llvm::Instruction::FPToSI:
    case llvm::Instruction::FPToUI:
    case llvm::Instruction::SIToFP:
    case llvm::Instruction::UIToFP:
    case llvm::Instruction::FPTrunc:
    case llvm::Instruction::FPExt:
      return true;
    default:
      return false;
  }
}

}  // namespace

bool uses_floating_point(const llvm::Module& module) {
  for (const llvm::Function& function : module)
    for (const llvm::Instruction& inst : llvm::instructions(function))
      if (is_floating_point(inst)) return true;
  return false;
}

std::string default_solver(const llvm::Module& module) {
  return uses_floating_point(module) ? "sat-portfolio" : "cadical";
}

}  // namespace swarmbmc::engine
