// Floating-point instructions: float and double arithmetic (frem too),
// comparisons and conversions as IEEE 754 circuits of bit-vector terms
// (terms/FloatBv.h); the intrinsics and library functions are in
// FloatIntrinsics.cpp.
//
// A float or double is carried as its bits everywhere in the encoder
// (loads, stores, phis, selects and bitcasts move them unchanged), so only
// the instructions that compute need a meaning, and this file gives it:
// each builds the FloatBv circuit over the operands' bits. Concrete
// operands fold to constants at construction, so deterministic floating
// point never reaches a solver; symbolic ones are bit-blasted (CaDiCaL) or
// handed to Z3 as ordinary bit-vector terms.
//
// Semantics are those of x86-64 with SSE (C's FLT_EVAL_METHOD 0), which is
// what a replayed native binary computes: x86's NaNs, and rounding by the
// path's rounding mode (PathState::rounding_mode, which fesetround sets;
// nearest-even until then, with exactly the nearest-even circuits).
//
// What is not built stays UNKNOWN naming it (never a wrong verdict):
// other types (long double, __float128, half), vectors of floats, the
// intrinsics and library functions FloatIntrinsics.cpp does not know
// (externals returning floats are unsupported; <math.h> has C models in
// libc/models), and conversions of integers wider than 64 bits. A conversion to an
// integer whose result is undefined (a NaN, an infinity or a value out of
// the target's range: C leaves it undefined, LLVM makes it poison) is the
// [float-conversion] property, and --nan-check / --float-overflow-check
// watch the arithmetic: checks/FloatChecks.cpp.
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

#include "terms/float/FloatBv.h"
#include "FloatFormat.h"
#include "Instructions.h"

namespace swarmbmc::encoder {
namespace {

std::string type_text(const llvm::Type* type) {
  std::string text;
  llvm::raw_string_ostream out(text);
  type->print(out);
  if (type->isX86_FP80Ty()) out << " (long double)";
  if (type->isFP128Ty()) out << " (__float128)";
  return out.str();
}

bool has_float_vector(const llvm::Instruction& inst) {
  auto is_fp_vector = [](const llvm::Type* t) { return t->isVectorTy() && t->isFPOrFPVectorTy(); };
  if (is_fp_vector(inst.getType())) return true;
  for (const llvm::Value* operand : inst.operands())
    if (is_fp_vector(operand->getType())) return true;
  return false;
}

std::optional<terms::FloatPredicate> predicate_of(llvm::CmpInst::Predicate p) {
  using P = terms::FloatPredicate;
  switch (p) {
    case llvm::CmpInst::FCMP_OEQ: return P::Oeq;
    case llvm::CmpInst::FCMP_OGT: return P::Ogt;
    case llvm::CmpInst::FCMP_OGE: return P::Oge;
    case llvm::CmpInst::FCMP_OLT: return P::Olt;
    case llvm::CmpInst::FCMP_OLE: return P::Ole;
    case llvm::CmpInst::FCMP_ONE: return P::One;
    case llvm::CmpInst::FCMP_ORD: return P::Ord;
    case llvm::CmpInst::FCMP_UNO: return P::Uno;
    case llvm::CmpInst::FCMP_UEQ: return P::Ueq;
    case llvm::CmpInst::FCMP_UGT: return P::Ugt;
    case llvm::CmpInst::FCMP_UGE: return P::Uge;
    case llvm::CmpInst::FCMP_ULT: return P::Ult;
    case llvm::CmpInst::FCMP_ULE: return P::Ule;
    case llvm::CmpInst::FCMP_UNE: return P::Une;
    default: return std::nullopt;  // FCMP_FALSE, FCMP_TRUE
  }
}

}  // namespace

terms::FloatFormat format_of(const llvm::Type* type, const llvm::Instruction& inst) {
  if (type->isFloatTy()) return terms::FloatFormat::binary32();
  if (type->isDoubleTy()) return terms::FloatFormat::binary64();
  throw UnsupportedConstruct{std::string("floating-point instruction ") + inst.getOpcodeName() + " on type " +
                             type_text(type)};
}

bool Instructions::execute_float(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  const std::string opcode = inst.getOpcodeName();
  if (has_float_vector(inst)) throw UnsupportedConstruct{"floating-point vector instruction " + opcode};
  auto operand = [&](unsigned i) { return scalar_of(frame, inst.getOperand(i), state); };
  auto set = [&](Term t) {
    frame.values[&inst] = SymValue::scalar(t);
    return true;
  };
  switch (inst.getOpcode()) {
    case llvm::Instruction::FAdd: case llvm::Instruction::FSub: case llvm::Instruction::FMul:
    case llvm::Instruction::FDiv: {
      terms::FloatBv fb(tm_, format_of(inst.getType(), inst), state.rounding_mode);
      Term x = operand(0), y = operand(1);
      const unsigned op = inst.getOpcode();
      const char* symbol = op == llvm::Instruction::FAdd ? "+" : op == llvm::Instruction::FSub ? "-"
                           : op == llvm::Instruction::FMul ? "*" : "/";
      Term result = op == llvm::Instruction::FAdd   ? fb.add(x, y)
                    : op == llvm::Instruction::FSub ? fb.sub(x, y)
                    : op == llvm::Instruction::FMul ? fb.mul(x, y)
                                                    : fb.div(x, y);
      checks_.check_float_operation(inst, symbol, fb, {x, y}, result, state);
      return set(result);
    }
    case llvm::Instruction::FRem:  // exact: no rounding mode
      return float_remainder(frame, inst, state);
    case llvm::Instruction::FNeg:  // flips the sign bit only, NaNs included
      return set(terms::FloatBv(tm_, format_of(inst.getType(), inst)).neg(operand(0)));
    case llvm::Instruction::FCmp: {
      const auto predicate = llvm::cast<llvm::FCmpInst>(inst).getPredicate();
      terms::FloatBv fb(tm_, format_of(inst.getOperand(0)->getType(), inst));
      if (auto p = predicate_of(predicate)) return set(fb.compare(*p, operand(0), operand(1)));
      return set(tm_.mk_bool(predicate == llvm::CmpInst::FCMP_TRUE));
    }
    case llvm::Instruction::SIToFP: case llvm::Instruction::UIToFP: {
      terms::FloatBv fb(tm_, format_of(inst.getType(), inst), state.rounding_mode);
      Term v = operand(0);
      if (v->sort.is_bool()) v = tm_.mk_bool_to_bv(v, 1);
      if (v->width() > 64) throw UnsupportedConstruct{"floating-point instruction " + opcode + " from more than 64 bits"};
      return set(inst.getOpcode() == llvm::Instruction::SIToFP ? fb.from_signed(v) : fb.from_unsigned(v));
    }
    case llvm::Instruction::FPToSI: case llvm::Instruction::FPToUI:
      return float_to_integer(frame, inst, state);
    case llvm::Instruction::FPExt: case llvm::Instruction::FPTrunc: {
      const bool narrows = inst.getOpcode() == llvm::Instruction::FPTrunc;  // fpext is exact
      terms::FloatBv fb(tm_, format_of(inst.getOperand(0)->getType(), inst), narrows ? state.rounding_mode : nullptr);
      terms::FloatBv target(tm_, format_of(inst.getType(), inst));
      Term x = operand(0), result = fb.convert(x, format_of(inst.getType(), inst));
      if (inst.getOpcode() == llvm::Instruction::FPTrunc)
        checks_.check_float_narrowing(inst, fb, x, target, result, state);
      return set(result);
    }
    case llvm::Instruction::Call:
      return float_intrinsic(frame, llvm::cast<llvm::CallBase>(inst), state);
    default:
      break;
  }
  throw UnsupportedConstruct{"floating-point instruction " + opcode};
}

bool Instructions::float_to_integer(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  terms::FloatBv fb(tm_, format_of(inst.getOperand(0)->getType(), inst));
  const unsigned n = inst.getType()->getIntegerBitWidth();
  if (n > 64)
    throw UnsupportedConstruct{std::string("floating-point instruction ") + inst.getOpcodeName() + " to more than 64 bits"};
  Term x = scalar_of(frame, inst.getOperand(0), state);
  const bool is_signed = inst.getOpcode() == llvm::Instruction::FPToSI;
  terms::FloatBv::ToInt result = is_signed ? fb.to_signed(x, n) : fb.to_unsigned(x, n);
  // Undefined results: the [float-conversion] check (checks/FloatChecks.cpp).
  Term value = checks_.checked_float_conversion(inst, result.value, result.undefined, state);
  if (n == 1) value = tm_.mk_eq(tm_.mk_extract(value, 0, 0), tm_.mk_bv(1, 1));
  frame.values[&inst] = SymValue::scalar(value);
  return true;
}

}  // namespace swarmbmc::encoder
