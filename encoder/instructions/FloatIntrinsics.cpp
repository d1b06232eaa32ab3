// Floating-point intrinsics and C library functions as terms/FloatBv
// circuits, and the rounding mode (fesetround, fegetround).
//
// Intrinsics: llvm.fabs, copysign, is.fpclass, sqrt, fma, fmuladd (unfused,
// as baseline x86-64 computes it: clang only fuses when told to), minnum,
// maxnum, minimum, maximum, floor, ceil, trunc, round, roundeven, rint,
// nearbyint, lrint, llrint, lround, llround, fptosi.sat and fptoui.sat,
// powi with an exponent that is constant on the path.
// Library functions without a C model (clang calls these instead of an
// intrinsic because they may set errno, which is not modelled): sqrt, fabs,
// lrint, llrint, lround, llround and their f variants. fmod is a C model
// (libc/models/math.c); the frem instruction is Float.cpp's.
//
// The rounding mode is path state (PathState::rounding_mode, a 2-bit term
// of terms::RoundingMode): fesetround with a valid mode (FE_TONEAREST 0,
// FE_DOWNWARD 0x400, FE_UPWARD 0x800, FE_TOWARDZERO 0xc00 on x86-64; a
// symbolic argument too) sets it and returns 0, another value returns 1 and
// leaves it; every rounded operation rounds by it.
//
// lrint & co. whose rounded value does not fit the result (or is a NaN or
// an infinity) give any value: C leaves the value unspecified (not the
// behaviour undefined) and LLVM makes it "freeze poison".
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

#include <functional>
#include <optional>

#include "terms/float/FloatBv.h"
#include "FloatFormat.h"
#include "Instructions.h"

namespace swarmbmc::encoder {
namespace {

using terms::IntegralRounding;

bool starts(const std::string& name, const char* prefix) { return name.rfind(prefix, 0) == 0; }

/// llvm.floor .. llvm.nearbyint: how the intrinsic rounds to an integral value.
std::optional<IntegralRounding> integral_intrinsic(const std::string& name) {
  static const std::pair<const char*, IntegralRounding> table[] = {
      {"llvm.floor.", IntegralRounding::Downward},     {"llvm.ceil.", IntegralRounding::Upward},
      {"llvm.trunc.", IntegralRounding::TowardZero},   {"llvm.round.", IntegralRounding::NearestAway},
      {"llvm.roundeven.", IntegralRounding::NearestEven}, {"llvm.rint.", IntegralRounding::Current},
      {"llvm.nearbyint.", IntegralRounding::Current}};
  for (const auto& [prefix, how] : table)
    if (starts(name, prefix)) return how;
  return std::nullopt;
}

/// lrint, llrint (the current mode) and lround, llround (ties away), as
/// intrinsics (llvm.lrint.i64.f64) or library functions (lrint, lrintf).
std::optional<IntegralRounding> integer_rounding(const std::string& name) {
  std::string base = starts(name, "llvm.") ? name.substr(5, name.find('.', 5) - 5) : name;
  if (!starts(name, "llvm.") && !base.empty() && base.back() == 'f') base.pop_back();
  if (base == "lrint" || base == "llrint") return IntegralRounding::Current;
  if (base == "lround" || base == "llround") return IntegralRounding::NearestAway;
  return std::nullopt;
}

/// Whether a library call `name` has the C prototype the circuit assumes:
/// one float (name ends in f) or double argument, `result` its type or an
/// integer type.
bool unary_library_prototype(const llvm::CallBase& call, const std::string& name, bool integer_result) {
  const bool single = name.back() == 'f';
  if (call.arg_size() != 1) return false;
  const llvm::Type* argument = call.getArgOperand(0)->getType();
  if (!(single ? argument->isFloatTy() : argument->isDoubleTy())) return false;
  return integer_result ? call.getType()->isIntegerTy() : call.getType() == argument;
}

/// llvm.powi(x, n) for a constant n, multiplication by multiplication as
/// x86-64 computes it: the backend expands a constant exponent by binary
/// decomposition (SelectionDAG's ExpandPowI) and libgcc's __powidf2 /
/// __powisf2 (a variable exponent at run time) makes the same products in
/// the same order: r = the first square x^(2^i) whose bit is set, then
/// r * x^(2^j) for every further set bit j, squares x^(2^(j+1)) =
/// x^(2^j) * x^(2^j); a negative n takes 1 / r at the end; n = 0 gives 1.0
/// even for a NaN x. `one` is 1.0 in x's format; `multiplied` checks and
/// returns each rounded step.
Term powi_by_squaring(terms::FloatBv& fb, Term x, Term one, std::int64_t n,
                      const std::function<Term(const char*, Term, Term, Term)>& multiplied) {
  std::uint64_t bits = n < 0 ? 0 - static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(n);
  Term result = nullptr, square = x;
  for (; bits != 0; bits >>= 1) {
    if (bits & 1) result = result ? multiplied("*", result, square, fb.mul(result, square)) : square;
    if (bits > 1) square = multiplied("*", square, square, fb.mul(square, square));
  }
  if (!result) return one;
  return n < 0 ? multiplied("/", one, result, fb.div(one, result)) : result;
}

}  // namespace

bool Instructions::float_intrinsic(Frame& frame, const llvm::CallBase& call, PathState& state) {
  const llvm::Function* callee = call.getCalledFunction();
  if (!callee || !callee->isIntrinsic()) throw UnsupportedConstruct{"floating-point instruction call"};
  const std::string name = callee->getName().str();
  if (integer_rounding(name)) return float_rounded_to_integer(frame, call, *integer_rounding(name), state);
  if (starts(name, "llvm.fptosi.sat.") || starts(name, "llvm.fptoui.sat.")) return float_saturating(frame, call, state);
  if (call.arg_size() == 0 || !call.getArgOperand(0)->getType()->isFloatingPointTy())
    throw UnsupportedConstruct{"floating-point intrinsic '" + name + "'"};
  auto argument = [&](unsigned i) { return scalar_of(frame, call.getArgOperand(i), state); };
  const llvm::Type* operand_type = call.getArgOperand(0)->getType();
  terms::FloatBv fb(tm_, format_of(operand_type, call), state.rounding_mode);
  Term result = nullptr;
  if (starts(name, "llvm.fabs.")) {
    result = fb.abs(argument(0));
  } else if (starts(name, "llvm.copysign.")) {
    result = fb.copysign(argument(0), argument(1));
  } else if (starts(name, "llvm.is.fpclass.")) {  // isnan, isinf, isfinite, isnormal
    const auto* test = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(1));
    if (!test) throw UnsupportedConstruct{"floating-point intrinsic '" + name + "' with a variable class"};
    result = fb.is_class(argument(0), static_cast<unsigned>(test->getZExtValue()));
  } else if (starts(name, "llvm.sqrt.")) {
    result = fb.sqrt(argument(0));
    checks_.check_float_operation(call, "sqrt", fb, {argument(0)}, result, state);
  } else if (starts(name, "llvm.fma.")) {
    result = fb.fma(argument(0), argument(1), argument(2));
    checks_.check_float_operation(call, "fma", fb, {argument(0), argument(1), argument(2)}, result, state);
  } else if (starts(name, "llvm.fmuladd.")) {  // unfused, as baseline x86-64 computes it
    Term product = fb.mul(argument(0), argument(1));
    checks_.check_float_operation(call, "*", fb, {argument(0), argument(1)}, product, state);  // clang's a * b + c
    result = fb.add(product, argument(2));
    checks_.check_float_operation(call, "+", fb, {product, argument(2)}, result, state);
  } else if (std::optional<IntegralRounding> how = integral_intrinsic(name)) {
    result = fb.round_to_integral(argument(0), *how);
  } else if (starts(name, "llvm.minnum.") || starts(name, "llvm.maxnum.")) {
    result = starts(name, "llvm.minnum.") ? fb.min_num(argument(0), argument(1)) : fb.max_num(argument(0), argument(1));
  } else if (starts(name, "llvm.powi.")) {
    Term exponent = argument(1);
    if (exponent->op != terms::Op::BvConst || exponent->width() > 32)
      throw UnsupportedConstruct{"floating-point intrinsic '" + name + "' with a variable exponent"};
    const auto n = static_cast<std::int64_t>(terms::to_signed(exponent->value, exponent->width()));
    const terms::FloatFormat f = fb.format();
    const Term one = tm_.mk_bv(static_cast<terms::u128>(f.bias()) << f.fraction_bits, f.width());
    result = powi_by_squaring(fb, argument(0), one, n, [&](const char* symbol, Term a, Term b, Term product) {
      checks_.check_float_operation(call, symbol, fb, {a, b}, product, state);
      return product;
    });
  } else if (starts(name, "llvm.minimum.") || starts(name, "llvm.maximum.")) {
    result = starts(name, "llvm.minimum.") ? fb.minimum(argument(0), argument(1)) : fb.maximum(argument(0), argument(1));
  } else {
    throw UnsupportedConstruct{"floating-point intrinsic '" + name + "'"};
  }
  frame.values[&call] = SymValue::scalar(result);
  return true;
}

bool Instructions::float_remainder(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  terms::FloatBv fb(tm_, format_of(inst.getType(), inst));
  Term x = scalar_of(frame, inst.getOperand(0), state), y = scalar_of(frame, inst.getOperand(1), state);
  Term result = fb.rem(x, y);
  checks_.check_float_operation(inst, "fmod", fb, {x, y}, result, state);  // a new NaN: fmod(inf, y), fmod(x, 0)
  frame.values[&inst] = SymValue::scalar(result);
  return true;
}

bool Instructions::float_rounded_to_integer(Frame& frame, const llvm::CallBase& call, terms::IntegralRounding how,
                                            PathState& state) {
  const unsigned n = call.getType()->getIntegerBitWidth();
  if (n > 64) throw UnsupportedConstruct{"floating-point rounding to an integer of more than 64 bits"};
  terms::FloatBv fb(tm_, format_of(call.getArgOperand(0)->getType(), call), state.rounding_mode);
  Term integral = fb.round_to_integral(scalar_of(frame, call.getArgOperand(0), state), how);
  terms::FloatBv::ToInt converted = fb.to_signed(integral, n);  // exact: the value is integral
  Term value = converted.value;
  if (!converted.undefined->is_false()) {  // unspecified, not undefined: any value
    Term any = tm_.mk_var(terms::Sort::bv(n), "lrint#" + std::to_string(records_.fresh_number()));
    value = tm_.mk_ite(converted.undefined, any, value);
  }
  frame.values[&call] = SymValue::scalar(value);
  return true;
}

bool Instructions::float_saturating(Frame& frame, const llvm::CallBase& call, PathState& state) {
  const llvm::Type* type = call.getType();
  if (!type->isIntegerTy() || type->getIntegerBitWidth() > 64)
    throw UnsupportedConstruct{"saturating floating-point conversion to " +
                               std::to_string(type->isIntegerTy() ? type->getIntegerBitWidth() : 0) + " bits"};
  const unsigned n = type->getIntegerBitWidth();
  terms::FloatBv fb(tm_, format_of(call.getArgOperand(0)->getType(), call));
  const bool is_signed = starts(call.getCalledFunction()->getName().str(), "llvm.fptosi.sat.");
  Term value = fb.to_integer_saturating(scalar_of(frame, call.getArgOperand(0), state), n, is_signed);
  if (n == 1) value = tm_.mk_eq(value, tm_.mk_bv(1, 1));
  frame.values[&call] = SymValue::scalar(value);
  return true;
}

bool Instructions::float_environment_call(Frame& frame, const llvm::CallBase& call, const std::string& name,
                                          PathState& state) {
  const Term current = state.rounding_mode ? state.rounding_mode : tm_.mk_bv(0, 2);
  if (name == "fegetround" && call.arg_size() == 0 && call.getType()->isIntegerTy(32)) {
    // The mode's x86-64 constant: its two bits at bits 10 and 11.
    frame.values[&call] = SymValue::scalar(tm_.mk_concat(tm_.mk_concat(tm_.mk_bv(0, 20), current), tm_.mk_bv(0, 10)));
    return true;
  }
  if (name != "fesetround" || call.arg_size() != 1 || !call.getType()->isIntegerTy(32) ||
      !call.getArgOperand(0)->getType()->isIntegerTy(32))
    return false;
  Term requested = scalar_of(frame, call.getArgOperand(0), state);
  Term valid = tm_.mk_eq(tm_.mk_binary(terms::Op::BvAnd, requested, tm_.mk_bv(0xfffff3ffu, 32)),
                         tm_.mk_bv(0, 32));
  Term mode = tm_.mk_ite(valid, tm_.mk_extract(requested, 11, 10), current);
  // A constant nearest-even mode is kept as "no mode": the plain circuits.
  state.rounding_mode = mode->op == terms::Op::BvConst && mode->value == 0 ? nullptr : mode;
  frame.values[&call] = SymValue::scalar(tm_.mk_ite(valid, tm_.mk_bv(0, 32), tm_.mk_bv(1, 32)));
  return true;
}

bool Instructions::float_library_call(Frame& frame, const llvm::CallBase& call, const std::string& name,
                                      PathState& state) {
  // The C library's exact functions, when no C model defines them. errno
  // (EDOM for sqrt of a negative) is not modelled: __errno_location is an
  // external whose object is unknown anyway.
  if (name == "fesetround" || name == "fegetround") return float_environment_call(frame, call, name, state);
  if (std::optional<IntegralRounding> how = integer_rounding(name)) {
    if (!unary_library_prototype(call, name, true)) return false;
    return float_rounded_to_integer(frame, call, *how, state);
  }
  const bool is_sqrt = name == "sqrt" || name == "sqrtf", is_fabs = name == "fabs" || name == "fabsf";
  if ((!is_sqrt && !is_fabs) || !unary_library_prototype(call, name, false)) return false;
  terms::FloatBv fb(tm_, format_of(call.getType(), call), state.rounding_mode);
  Term x = scalar_of(frame, call.getArgOperand(0), state);
  const Term result = is_sqrt ? fb.sqrt(x) : fb.abs(x);
  if (is_sqrt) checks_.check_float_operation(call, "sqrt", fb, {x}, result, state);
  frame.values[&call] = SymValue::scalar(result);
  return true;
}

}  // namespace swarmbmc::encoder
