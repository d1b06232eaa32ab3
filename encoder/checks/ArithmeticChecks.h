// ArithmeticChecks: the properties an instruction's arithmetic may
// violate, asked by instructions/ as it computes: signed overflow and
// shifts (--signed-overflow-check, --shift-check), a float-to-integer
// conversion C leaves undefined ([float-conversion]), and the NaNs and
// infinities a floating-point operation makes (--nan-check,
// --float-overflow-check).
//
// Why apart from the instructions: each is a property of one operation's
// operands and result, with its own rules for where it is not made (clang's
// trapped shifts, the C library's models) and for what a run that leaves it
// off means, and nothing of the walk; the instructions only say which
// operation gave which terms.
#pragma once

#include <initializer_list>
#include <string>

#include "encoder/formula/Records.h"
#include "encoder/memory/PathState.h"
#include "encoder/memory/SymValue.h"

namespace llvm {
class CallBase;
class Instruction;
}  // namespace llvm

namespace swarmbmc::terms {
class FloatBv;
}  // namespace swarmbmc::terms

namespace swarmbmc::encoder {

/// llvm.{s,u}{add,sub,mul}.with.overflow (`name`) of a and b: {result, overflowed}.
SymValue overflow_intrinsic(TermManager& tm, const std::string& name, Term a, Term b);

class ArithmeticChecks {
 public:
  ArithmeticChecks(TermManager& tm, Records& records, const CheckSelection& checks);

  // --- Integers (Overflow.cpp) ---------------------------------------------------------
  /// --signed-overflow-check / --shift-check on one integer operation.
  void check_arithmetic(const llvm::Instruction& inst, Term x, Term y, PathState& state);
  /// A call to llvm.ubsantrap: in code compiled with signed shifts trapped,
  /// a signed-overflow violation (true: the caller ends the path there).
  bool signed_shift_trap(const llvm::CallBase& call, PathState& state);

  // --- Floating point (FloatChecks.cpp) ------------------------------------------------
  /// --nan-check / --float-overflow-check on one operation ("+", "-", "*",
  /// "/", "sqrt", "fma", "fmod") of `fb`'s format that gave `result`.
  void check_float_operation(const llvm::Instruction& inst, const char* symbol, terms::FloatBv& fb,
                             std::initializer_list<Term> operands, Term result, PathState& state);
  /// --float-overflow-check on fptrunc: x of `source`'s format became `result` of `target`'s.
  void check_float_narrowing(const llvm::Instruction& inst, terms::FloatBv& source, Term x, terms::FloatBv& target,
                             Term result, PathState& state);
  /// fptosi/fptoui's result (`value`, undefined where `undefined`): the
  /// [float-conversion] check, or with it off any value where undefined.
  Term checked_float_conversion(const llvm::Instruction& inst, Term value, Term undefined, PathState& state);

 private:
  TermManager& tm_;
  Records& records_;
  Formula& formula_;  ///< records_'s
  const CheckSelection& checks_;
};

}  // namespace swarmbmc::encoder
