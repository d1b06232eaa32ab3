// LoopVariables: the integer variables the entry function's loops carry
// from pass to pass, with the C variables their debug records name, so a
// correctness witness can state k-induction's invariants (texts over phi
// names, "x <= 100") in C only where that is exact (report/witness/CorrectnessWitness.cpp).
#pragma once

#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace swarmbmc::encoder {

/// An integer variable a loop of the entry function carries from pass to
/// pass (a phi of the loop's header), as the program's debug info names it:
/// what a correctness witness needs to state k-induction's invariants over
/// it in C (report/witness/CorrectnessWitness.cpp).
struct LoopVariable {
  unsigned loop_line = 0, loop_column = 0;  ///< where its loop starts (as encoder::VerifyResult::induction_loop)
  std::string ir_name;      ///< as invariants name it: the phi's name up to its first '.' ("x" for "x.0")
  unsigned ir_bits = 0;     ///< the phi's width
  std::string source_name;  ///< the C variable the phi's debug record names; empty when none or several
  unsigned source_bits = 0;     ///< its C type's width; 0 when that is no plain integer type (enum, _Bool, ...)
  bool source_signed = false;   ///< its C type's signedness
  unsigned source_line = 0;     ///< where it is declared
  bool name_unique = false;     ///< no other variable of the function has this name (no shadowing)
};

/// One entry per integer phi of every loop header of `entry` in `module`
/// (none when it has no body).
std::vector<LoopVariable> loop_variables(const llvm::Module& module, const std::string& entry);

}  // namespace swarmbmc::encoder
