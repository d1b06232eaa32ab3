// FloatBv: IEEE 754 binary floating point built as bit-vector terms.
//
// A float is carried as its bits (a bit-vector of 1 + exponent + fraction
// bits), and every operation here is a circuit of ordinary bit-vector terms
// that computes the IEEE result bit for bit, as CBMC's float_bv does. The
// lead's choice for swarmbmc: both backends (the CaDiCaL bit-blaster and
// Z3) get floating point with no change of their own, and constant folding
// of terms keeps concrete values away from any solver. Z3's native FP
// theory is not used.
//
// The format is a parameter (exponent bits, fraction bits), so the same
// code serves binary32, binary64 and tiny formats that tests check
// exhaustively against an independent reference.
//
// Every arithmetic operation reduces to one rounding step (`round`):
// unpack the operands into sign, exponent and significand, compute the
// exact result (or the exact result with the bits below a guard position
// collapsed into one sticky bit), normalise, and round to nearest, ties to
// even, handling overflow (to infinity) and gradual underflow (to
// subnormals) on the way. Rounding modes other than nearest-even are not
// built.
//
// NaNs follow x86-64 SSE, which is what a replayed binary does: an invalid
// operation (inf - inf, 0 * inf, 0 / 0, inf / inf) gives the "default NaN"
// (sign set, quiet bit set, rest zero: 0xFFC00000 and 0xFFF8000000000000);
// a NaN operand is propagated with its quiet bit set, the first NaN
// operand when both are (the register SSE writes to; which operand that
// is after the compiler commutes `a + b` is not something C fixes, so a
// program can observe the difference only by reading NaN payload bits).
#pragma once

#include <initializer_list>

#include "FloatOp.h"
#include "terms/TermManager.h"

namespace swarmbmc::terms {

/// An IEEE 754 binary format: `exponent_bits` (2..15) and `fraction_bits`
/// (stored significand bits, without the hidden bit; 1..64 + see width()).
struct FloatFormat {
  unsigned exponent_bits = 8;
  unsigned fraction_bits = 23;

  static FloatFormat binary32() { return {8, 23}; }
  static FloatFormat binary64() { return {11, 52}; }
  unsigned width() const { return 1 + exponent_bits + fraction_bits; }
  /// Significand bits including the hidden bit.
  unsigned precision() const { return fraction_bits + 1; }
  int bias() const { return (1 << (exponent_bits - 1)) - 1; }
  bool operator==(const FloatFormat&) const = default;
};

/// IEEE 754 rounding directions, numbered as x86's rounding-control field
/// (MXCSR.RC), which is also glibc's FE_* constant >> 10 on x86-64: the
/// values of the 2-bit rounding-mode terms FloatBv takes.
enum class RoundingMode : unsigned { NearestEven = 0, Downward = 1, Upward = 2, TowardZero = 3 };

/// How round_to_integral rounds: a fixed direction (floor = Downward, ceil =
/// Upward, trunc = TowardZero, roundeven = NearestEven, round =
/// NearestAway), or the FloatBv's rounding mode (rint, nearbyint).
enum class IntegralRounding { NearestEven, Downward, Upward, TowardZero, NearestAway, Current };

/// LLVM's fcmp predicates (without the constant true/false ones).
enum class FloatPredicate { Oeq, Ogt, Oge, Olt, Ole, One, Ord, Uno, Ueq, Ugt, Uge, Ult, Ule, Une };

class FloatBv {
 public:
  /// `rounding_mode`: a 2-bit term (RoundingMode's values) every rounded
  /// operation rounds by; nullptr means nearest-even.
  FloatBv(TermManager& tm, FloatFormat format, Term rounding_mode = nullptr)
      : tm_(tm), f_(format), rm_(rounding_mode) {}

  const FloatFormat& format() const { return f_; }
  Term rounding_mode() const { return rm_; }

  // --- Classification (boolean terms) -----------------------------------------
  Term is_nan(Term x);
  Term is_inf(Term x);
  Term is_zero(Term x);
  Term is_subnormal(Term x);
  Term is_normal(Term x);
  Term sign(Term x);
  /// llvm.is.fpclass: whether x is in one of the classes `test` selects
  /// (bit 0 signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -subnormal,
  /// 5 -0, 6 +0, 7 +subnormal, 8 +normal, 9 +inf).
  Term is_class(Term x, unsigned test);

  // --- Constants ----------------------------------------------------------------
  /// The x86 default NaN: sign set, quiet bit set, rest of the fraction zero.
  Term default_nan();
  Term infinity(bool negative);
  Term zero(bool negative);
  /// `x` with its quiet bit set (a NaN stays a NaN with the same payload).
  Term quiet(Term x);

  // --- Sign operations (exact, NaNs included: they touch the sign bit only) ---
  Term neg(Term x);
  Term abs(Term x);
  /// The magnitude of `x` with the sign of `s`.
  Term copysign(Term x, Term s);

  // --- Arithmetic, rounded by the rounding mode -----------------------------------
  Term add(Term x, Term y);
  Term sub(Term x, Term y);
  Term mul(Term x, Term y);
  Term div(Term x, Term y);
  /// Square root (IEEE: exact rounding; sqrt(-0) = -0, negative -> NaN).
  Term sqrt(Term x);
  /// x * y + z with one rounding (the product exact): llvm.fma, C's fma
  /// (FloatFma.cpp).
  /// A NaN operand propagates (the first, quietened); inf * 0 and
  /// inf - inf give the default NaN.
  Term fma(Term x, Term y, Term z);
  /// The remainder of x / y truncated, exact, with the sign of x: LLVM's
  /// frem, C's fmod (FloatRem.cpp). x infinite or y zero -> default NaN; y infinite -> x.
  Term rem(Term x, Term y);

  // --- Minimum and maximum (FloatMinMax.cpp) ---------------------------------------
  /// llvm.minnum / maxnum: a NaN operand gives the other operand. Where
  /// LLVM allows either (+0 and -0, two NaNs), the answer is x86-64's
  /// lowering of the intrinsic: y < x ? y : x after selecting y for a NaN x.
  Term min_num(Term x, Term y);
  Term max_num(Term x, Term y);
  /// llvm.minimum / maximum (IEEE 754-2019): a NaN operand gives a NaN
  /// (the first NaN operand, quietened), and -0 < +0.
  Term minimum(Term x, Term y);
  Term maximum(Term x, Term y);

  // --- Rounding to an integral value (FloatRound.cpp) --------------------------------
  /// llvm.floor, ceil, trunc, round, roundeven, rint, nearbyint: the
  /// integral value in the format chosen by `how`; the sign is kept (so
  /// ceil(-0.5) = -0), infinities and zeros unchanged, NaN quietened.
  Term round_to_integral(Term x, IntegralRounding how);

  // --- Comparison -----------------------------------------------------------------
  Term compare(FloatPredicate p, Term x, Term y);

  // --- Conversions ------------------------------------------------------------------
  /// The integer `v` (any width 1..64) read as signed / unsigned, rounded.
  Term from_signed(Term v);
  Term from_unsigned(Term v);
  /// Truncation toward zero to a `width`-bit integer (1..64). `undefined`
  /// holds when C and LLVM leave the result undefined (poison): `x` is NaN
  /// or infinite, or its integral part is out of the target's range; the
  /// value is then unspecified (the caller must not rely on it).
  struct ToInt {
    Term value;
    Term undefined;
  };
  ToInt to_signed(Term x, unsigned width);
  ToInt to_unsigned(Term x, unsigned width);
  /// llvm.fptosi.sat / fptoui.sat: truncation toward zero clamped to the
  /// target's range; NaN -> 0 (FloatRound.cpp).
  Term to_integer_saturating(Term x, unsigned width, bool is_signed);
  /// `x` converted to `target` (fpext when wider: exact; fptrunc when
  /// narrower: rounded). A NaN keeps its sign and the top of its payload,
  /// quietened, as x86's cvtss2sd/cvtsd2ss do.
  Term convert(Term x, FloatFormat target);

 private:
  /// A finite value sign * sig * 2^exp; exp is a signed bit-vector of
  /// exponent_width() bits, sig has precision() bits (not normalised for
  /// subnormals and zero).
  struct Unpacked {
    Term sign, exp, sig;
  };
  Unpacked unpack(Term x);
  /// Width of the internal signed exponents: room for products, quotients
  /// and normalisation shifts of up to 128 bits.
  unsigned exponent_width() const;
  /// `sig` shifted left until its top bit is set, `exp` lowered to match
  /// (unchanged when sig is zero).
  std::pair<Term, Term> normalise(Term sig, Term exp);
  /// Rounds sign * sig * 2^exp to the format. The lowest bit of `sig` may be
  /// a sticky bit: it must lie below the guard position after
  /// normalisation. A zero sig gives a zero of the given sign.
  Term round(Term sign, Term exp, Term sig);
  /// Whether rounding increments a magnitude whose bit at the rounding
  /// position is `lsb`, the next lower one `guard`, and the ones below them
  /// `rest` (booleans), by the rounding mode (FloatRound.cpp).
  Term rounds_up(Term sign, Term lsb, Term guard, Term rest);
  Term rounds_up(IntegralRounding how, Term sign, Term lsb, Term guard, Term rest);
  /// The magnitude bits an overflow rounds to: infinity, or the largest
  /// finite value when the mode rounds toward zero for this sign.
  Term overflow_magnitude(Term sign);
  /// The sign of an exact zero sum of operands with signs a and b: -0 only
  /// for two negative operands, or in round-downward for any sign mix.
  Term exact_zero_sign(Term a, Term b);
  /// True when the mode is absent or the constant nearest-even: then every
  /// circuit is the plain nearest-even one (no mode terms at all).
  bool nearest_only() const;
  Term mode_is(RoundingMode mode);
  /// Rounds sign * (big_sig * 2^big_exp + small_sig * 2^small_exp), the
  /// significands of equal width w normalised (top bit set) or zero.
  Term add_normalised(Term big_sign, Term big_exp, Term big_sig, Term small_sign, Term small_exp, Term small_sig);
  /// `v >> amount` (amount an unsigned term of any width) with the
  /// shifted-out bits ORed into the result's lowest bit.
  Term shift_right_sticky(Term v, Term amount);
  /// big + small, or big - small where `subtract` (a boolean) holds: one adder.
  Term add_or_subtract(Term big, Term small, Term subtract);
  /// The NaN result of a binary operation whose operands include a NaN or
  /// that is invalid: x86 propagation rules.
  Term nan_result(Term x, Term y);
  Term add_finite(Term x, Term y);
  /// floor(na * 2^(p+2) / nb) (p + 3 bits) and whether it is inexact, for
  /// normalised significands na, nb (top bit set), by long division.
  std::pair<Term, Term> divide_significands(Term na, Term nb);
  /// x + y with its special cases; a NaN result propagates x or `nan_y`
  /// (y itself for add, the unnegated subtrahend for sub).
  Term add_circuit(Term x, Term y, Term nan_y);
  /// floor(sqrt(v)) and whether it is inexact, digit by digit (two bits of
  /// v per step, a compare and a subtract each: no multiplier).
  std::pair<Term, Term> integer_sqrt(Term v);
  Term less(Term x, Term y);   ///< ordered x < y, false if either is NaN
  Term equal(Term x, Term y);  ///< ordered x == y
  ToInt to_integer(Term x, unsigned width, bool is_signed);
  Term compare_circuit(FloatPredicate p, Term x, Term y);
  /// `circuit`, wrapped in an Op::FloatOp node naming the operation when the
  /// manager wants native float nodes (TermManager::native_floats; for Z3's
  /// FP theory, FloatNative.cpp); the circuit itself otherwise.
  Term native(FloatOpKind kind, std::initializer_list<Term> operands, Term circuit, unsigned predicate = 0,
              FloatFormat target = {0, 0});
  Term exponent_constant(long v);
  Term magnitude(Term x) { return tm_.mk_extract(x, f_.width() - 2, 0); }
  Term exponent_field(Term x) { return tm_.mk_extract(x, f_.width() - 2, f_.fraction_bits); }
  Term fraction_field(Term x) { return tm_.mk_extract(x, f_.fraction_bits - 1, 0); }

  TermManager& tm_;
  FloatFormat f_;
  Term rm_ = nullptr;  ///< 2-bit rounding mode; nullptr: nearest-even
};

}  // namespace swarmbmc::terms
