// Floating-point properties: [float-conversion] (on by default), and
// CBMC's --nan-check and --float-overflow-check (off by default).
//
// [float-conversion]: C leaves a conversion of a floating-point value to an
// integer type undefined when the value, truncated, does not fit (C11
// 6.3.1.4p1; NaNs and infinities never fit); LLVM makes fptosi/fptoui
// poison there. With the check off, the result is any value (poison
// frozen), as an optimiser may make it: not the value x86's cvttsd2si
// happens to give.
//
// --nan-check and --float-overflow-check follow CBMC's goto_check: an
// operation makes a *new* NaN (0/0, inf/inf, 0*inf, inf-inf, and here also
// sqrt of a negative, fma's and frem's invalid cases), or an infinity from
// finite operands (x/0 included, and a double narrowed to a float). A NaN or infinity that only
// propagates is no violation. Inside the C library's models the operations
// are the library's own (log(0) is -inf by definition), so these two
// checks are not made there.
#include <llvm/IR/Instructions.h>

#include "terms/float/FloatBv.h"
#include "frontend/IrConventions.h"
#include "ArithmeticChecks.h"

namespace swarmbmc::encoder {
namespace {

/// CBMC's noun for an operation's overflow ("arithmetic overflow on
/// floating-point addition"); its symbol names its NaN ("NaN on +").
std::string operation_noun(std::string_view symbol) {
  if (symbol == "+") return "addition";
  if (symbol == "-") return "subtraction";
  if (symbol == "*") return "multiplication";
  if (symbol == "/") return "division";
  if (symbol == "fma") return "fused multiply-add";
  return std::string(symbol);
}

bool in_library_model(const llvm::Instruction& inst) {
  return inst.getParent() && inst.getFunction()->hasFnAttribute(frontend::kLibraryModelAttribute);
}

}  // namespace

void ArithmeticChecks::check_float_operation(const llvm::Instruction& inst, const char* symbol, terms::FloatBv& fb,
                                             std::initializer_list<Term> operands, Term result, PathState& state) {
  const CheckSelection& checks = checks_;
  if ((!checks.nan && !checks.float_overflow) || in_library_model(inst)) return;
  if (checks.nan) {
    Term any_nan = tm_.mk_false();
    for (Term x : operands) any_nan = tm_.mk_or(any_nan, fb.is_nan(x));
    records_.add_check(PropertyKind::NaN, std::string("NaN on ") + symbol, inst, state.guard,
                       tm_.mk_or(any_nan, tm_.mk_not(fb.is_nan(result))));
  }
  // sqrt and fmod of finite operands are finite (|fmod(x, y)| <= |x|):
  // no overflow check to ask about (CBMC: "can't overflow").
  const bool can_overflow = std::string_view(symbol) != "sqrt" && std::string_view(symbol) != "fmod";
  if (checks.float_overflow && can_overflow) {
    // A NaN operand gives a NaN, never an infinity: only infinite operands excuse one.
    Term any_inf = tm_.mk_false();
    for (Term x : operands) any_inf = tm_.mk_or(any_inf, fb.is_inf(x));
    records_.add_check(PropertyKind::FloatOverflow, "arithmetic overflow on floating-point " + operation_noun(symbol),
                       inst, state.guard, tm_.mk_or(any_inf, tm_.mk_not(fb.is_inf(result))));
  }
}

void ArithmeticChecks::check_float_narrowing(const llvm::Instruction& inst, terms::FloatBv& source, Term x,
                                             terms::FloatBv& target, Term result, PathState& state) {
  if (!checks_.float_overflow || in_library_model(inst)) return;
  records_.add_check(PropertyKind::FloatOverflow,
                     "arithmetic overflow on floating-point conversion from double to float", inst, state.guard,
                     tm_.mk_or(source.is_inf(x), tm_.mk_not(target.is_inf(result))));
}

Term ArithmeticChecks::checked_float_conversion(const llvm::Instruction& inst, Term value, Term undefined,
                                                PathState& state) {
  if (checks_.float_conversion) {
    const bool is_signed = inst.getOpcode() == llvm::Instruction::FPToSI;
    const std::string type = std::string(is_signed ? "a signed " : "an unsigned ") +
                             std::to_string(inst.getType()->getIntegerBitWidth()) + "-bit integer";
    records_.add_check(
        PropertyKind::FloatConversion,
        "conversion of a floating-point value to " + type + " that cannot represent it (NaN, infinity or out of range)",
        inst, state.guard, tm_.mk_not(undefined));
    return value;  // a path that goes on past a violation only reaches further ones
  }
  if (undefined->is_false()) return value;
  // Poison frozen: any value where the result is undefined.
  const Term any =
      tm_.mk_var(terms::Sort::bv(value->width()), "float-conversion#" + std::to_string(records_.fresh_number()));
  return tm_.mk_ite(undefined, any, value);
}

}  // namespace swarmbmc::encoder
