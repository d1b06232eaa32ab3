// Signed overflow and shift checks (CBMC's --signed-overflow-check and
// --shift-check, SV-COMP's no-overflow). LLVM IR has no signed types: clang
// marks C's signed + - * with `nsw` (unsigned arithmetic wraps and has no
// flag), and sdiv/srem are signed by definition. A left shift carries no
// signedness, so shifting a set bit into or past the sign bit, undefined
// only for signed operands, cannot be told from a defined unsigned shift.
// For C inputs it compiles, the frontend asks clang to guard each signed
// left shift with a call to llvm.ubsantrap (kSignedShiftsTrappedAttribute):
// reaching that call is the violation (signed_shift_trap). Elsewhere (.ll
// and .bc inputs, the C library models) a shift that may lose bits cuts its
// path as unsupported (UNKNOWN, never a wrong "true").
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Operator.h>

#include "frontend/IrConventions.h"
#include "ArithmeticChecks.h"

namespace swarmbmc::encoder {
namespace {

bool has_nsw(const llvm::Instruction& inst) {
  const auto* op = llvm::dyn_cast<llvm::OverflowingBinaryOperator>(&inst);
  return op && op->hasNoSignedWrap();
}

}  // namespace

SymValue overflow_intrinsic(TermManager& tm, const std::string& name, Term a, Term b) {
  const unsigned w = a->width();
  Term result, overflow;
  auto sign = [&](Term t) { return tm.mk_eq(tm.mk_extract(t, w - 1, w - 1), tm.mk_bv(1, 1)); };
  if (name.find("uadd") != std::string::npos) {
    result = tm.mk_add(a, b);
    overflow = tm.mk_ult(result, a);
  } else if (name.find("sadd") != std::string::npos) {
    result = tm.mk_add(a, b);
    overflow = tm.mk_and(tm.mk_eq(sign(a), sign(b)), tm.mk_not(tm.mk_eq(sign(result), sign(a))));
  } else if (name.find("usub") != std::string::npos) {
    result = tm.mk_sub(a, b);
    overflow = tm.mk_ult(a, b);
  } else if (name.find("ssub") != std::string::npos) {
    result = tm.mk_sub(a, b);
    overflow = tm.mk_and(tm.mk_not(tm.mk_eq(sign(a), sign(b))), tm.mk_not(tm.mk_eq(sign(result), sign(a))));
  } else if (name.find("umul") != std::string::npos || name.find("smul") != std::string::npos) {
    if (2 * w > terms::kMaxWidth) throw UnsupportedConstruct{"intrinsic '" + name + "' on more than 64 bits"};
    const bool is_signed = name.find("smul") != std::string::npos;
    Term wide = is_signed ? tm.mk_mul(tm.mk_sext(a, 2 * w), tm.mk_sext(b, 2 * w))
                          : tm.mk_mul(tm.mk_zext(a, 2 * w), tm.mk_zext(b, 2 * w));
    result = tm.mk_extract(wide, w - 1, 0);
    Term back = is_signed ? tm.mk_sext(result, 2 * w) : tm.mk_zext(result, 2 * w);
    overflow = tm.mk_not(tm.mk_eq(back, wide));
  } else {
    throw UnsupportedConstruct{"intrinsic '" + name + "'"};
  }
  return SymValue::aggregate({SymValue::scalar(result), SymValue::scalar(overflow)});
}

ArithmeticChecks::ArithmeticChecks(TermManager& tm, Records& records, const CheckSelection& checks)
    : tm_(tm), records_(records), formula_(records.formula()), checks_(checks) {}

void ArithmeticChecks::check_arithmetic(const llvm::Instruction& inst, Term x, Term y, PathState& state) {
  const CheckSelection& checks = checks_;
  if (!checks.signed_overflow && !checks.shift) return;
  const unsigned w = x->width();
  const unsigned opcode = inst.getOpcode();
  const Term min = tm_.mk_bv(terms::u128(1) << (w - 1), w);
  const Term minus_one = tm_.mk_bv(terms::mask(w), w);
  if (checks.signed_overflow && has_nsw(inst)) {
    if (opcode == llvm::Instruction::Mul && 2 * w > terms::kMaxWidth) {
      formula_.unsupported.push_back({"overflow check of a signed multiplication wider than 64 bits at " +
                                          location_of(inst).short_form(), state.guard});
      return;
    }
    const char* name = opcode == llvm::Instruction::Add   ? "llvm.sadd.with.overflow"
                       : opcode == llvm::Instruction::Sub ? "llvm.ssub.with.overflow"
                                                          : "llvm.smul.with.overflow";
    if (opcode == llvm::Instruction::Add || opcode == llvm::Instruction::Sub || opcode == llvm::Instruction::Mul) {
      const SymValue result = overflow_intrinsic(tm_, name, x, y);
      records_.add_check(PropertyKind::SignedOverflow,
                         std::string("arithmetic overflow on signed ") + inst.getOpcodeName(), inst, state.guard,
                         tm_.mk_not(result.elements[1].term));
    }
  }
  if (checks.signed_overflow && (opcode == llvm::Instruction::SDiv || opcode == llvm::Instruction::SRem))
    records_.add_check(
        PropertyKind::SignedOverflow,
        std::string("arithmetic overflow on signed ") + (opcode == llvm::Instruction::SDiv ? "division" : "remainder"),
        inst, state.guard, tm_.mk_not(tm_.mk_and(tm_.mk_eq(x, min), tm_.mk_eq(y, minus_one))));
  const bool is_shift = opcode == llvm::Instruction::Shl || opcode == llvm::Instruction::LShr ||
                        opcode == llvm::Instruction::AShr;
  if (!checks.shift || !is_shift) return;
  // Unsigned comparison: a negative amount is a huge one.
  records_.add_check(PropertyKind::Shift, "shift amount is negative or at least the operand's width", inst, state.guard,
                     tm_.mk_ult(y, tm_.mk_bv(w, w)));
  if (opcode != llvm::Instruction::Shl || !checks.signed_overflow) return;
  if (inst.getFunction()->hasFnAttribute(frontend::kSignedShiftsTrappedAttribute)) return;  // clang guarded it
  const Term shifted = tm_.mk_binary(terms::Op::Shl, x, y);
  // Negative operand, or bits lost or moved into the sign bit (C11 6.5.7).
  const Term loses = tm_.mk_or(tm_.mk_slt(x, tm_.mk_bv(0, w)),
                               tm_.mk_not(tm_.mk_eq(tm_.mk_binary(terms::Op::AShr, shifted, y), x)));
  const Term cut = tm_.mk_and(tm_.mk_and(state.guard, tm_.mk_ult(y, tm_.mk_bv(w, w))), loses);
  if (!cut->is_false())
    formula_.unsupported.push_back({"left shift that overflows if its operand is signed (LLVM IR does not say) at " +
                                        location_of(inst).short_form(), cut});
}

bool ArithmeticChecks::signed_shift_trap(const llvm::CallBase& call, PathState& state) {
  // Only clang's shift-base guards call it in our compilations; in other
  // IR it is some other sanitizer's trap, left to the caller.
  if (!call.getFunction()->hasFnAttribute(frontend::kSignedShiftsTrappedAttribute)) return false;
  records_.add_check(PropertyKind::SignedOverflow, "left shift of a negative value or into or past the sign bit", call,
                     state.guard, tm_.mk_false());
  return true;
}

}  // namespace swarmbmc::encoder
