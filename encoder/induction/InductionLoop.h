// InductionLoop: which loop k-induction counts the passes of, and how
// (UnrollOptions::induction, VerifyOptions::induction; KInduction.h).
#pragma once

#include <vector>

namespace llvm {
class BasicBlock;
class Value;
}  // namespace llvm

namespace swarmbmc::encoder {

struct InductionLoop {
  /// The header of a top-level loop of the entry function.
  const llvm::BasicBlock* header = nullptr;
  /// The inductive step: from the header with what the loop may modify
  /// havocked, passes 0..k-1 are assumed to violate nothing (their checks
  /// are constraints, their exits are cut), pass k and what follows its
  /// exit are checked, and pass k+1 is not walked (unroll/Induction.cpp).
  /// The base case (false) only records the loop's unwinding cut apart
  /// (Formula::induction_cuts).
  bool step = false;
  unsigned k = 1;
  std::vector<const llvm::Value*> havoc;      ///< step: stack slots and globals the loop may write
  bool havoc_everything = false;              ///< step: every writable object instead
  std::vector<const llvm::Value*> lifetimes;  ///< step: stack slots whose liveness the loop changes
};

}  // namespace swarmbmc::encoder
