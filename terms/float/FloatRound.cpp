// Rounding directions and rounding to integral values (see FloatBv.h).
//
// Every rounded result of FloatBv comes out of `round` (FloatBv.cpp), which
// asks `rounds_up` whether to increment the truncated magnitude and
// `overflow_magnitude` what an overflow gives: those two, and the sign of
// an exact zero sum, are all that a rounding direction changes. Without a
// mode term, or with the constant nearest-even, they build exactly the
// nearest-even terms, so programs that never change the mode get the same
// circuits as before modes existed.
//
// Rounding to an integral value keeps the format: it clears the fraction
// bits below the binary point (a shift amount computed from the exponent)
// and adds one unit at the point when the direction says so; the carry of
// that addition moves into the exponent field (1.11 -> 10.0), which is the
// right value. Magnitudes below one round to 0 or 1 with the sign kept.
#include "FloatBv.h"

namespace swarmbmc::terms {

bool FloatBv::nearest_only() const { return !rm_ || (rm_->op == Op::BvConst && rm_->value == 0); }

Term FloatBv::mode_is(RoundingMode mode) { return tm_.mk_eq(rm_, tm_.mk_bv(static_cast<unsigned>(mode), 2)); }

Term FloatBv::rounds_up(Term sign, Term lsb, Term guard, Term rest) {
  Term nearest = tm_.mk_and(guard, tm_.mk_or(rest, lsb));
  if (nearest_only()) return nearest;
  Term inexact = tm_.mk_or(guard, rest);
  Term upward = tm_.mk_and(inexact, tm_.mk_not(sign));  // toward +inf: positive magnitudes grow
  Term downward = tm_.mk_and(inexact, sign);
  return tm_.mk_ite(mode_is(RoundingMode::NearestEven), nearest,
                    tm_.mk_ite(mode_is(RoundingMode::Upward), upward,
                               tm_.mk_ite(mode_is(RoundingMode::Downward), downward, tm_.mk_false())));
}

Term FloatBv::rounds_up(IntegralRounding how, Term sign, Term lsb, Term guard, Term rest) {
  Term inexact = tm_.mk_or(guard, rest);
  switch (how) {
    case IntegralRounding::NearestEven: return tm_.mk_and(guard, tm_.mk_or(rest, lsb));
    case IntegralRounding::Downward: return tm_.mk_and(inexact, sign);
    case IntegralRounding::Upward: return tm_.mk_and(inexact, tm_.mk_not(sign));
    case IntegralRounding::TowardZero: return tm_.mk_false();
    case IntegralRounding::NearestAway: return guard;  // a tie goes away from zero
    case IntegralRounding::Current: return rounds_up(sign, lsb, guard, rest);
  }
  return tm_.mk_false();
}

Term FloatBv::overflow_magnitude(Term sign) {
  const u128 inf_bits = mask(f_.exponent_bits) << f_.fraction_bits;
  Term inf = tm_.mk_bv(inf_bits, f_.width() - 1);
  if (nearest_only()) return inf;
  // Directed rounding toward zero's side of the value stops at the
  // largest finite number: upward for negatives, downward for positives.
  Term to_infinity = tm_.mk_or(mode_is(RoundingMode::NearestEven),
                               tm_.mk_or(tm_.mk_and(mode_is(RoundingMode::Upward), tm_.mk_not(sign)),
                                         tm_.mk_and(mode_is(RoundingMode::Downward), sign)));
  return tm_.mk_ite(to_infinity, inf, tm_.mk_bv(inf_bits - 1, f_.width() - 1));
}

Term FloatBv::exact_zero_sign(Term a, Term b) {
  Term both = tm_.mk_and(a, b);
  if (nearest_only()) return both;
  return tm_.mk_ite(mode_is(RoundingMode::Downward), tm_.mk_or(a, b), both);
}

Term FloatBv::round_to_integral(Term x, IntegralRounding how) {
  const unsigned m = f_.width() - 1, xw = exponent_width();
  const long f = static_cast<long>(f_.fraction_bits);
  Term mag = magnitude(x), sign_bool = sign(x);
  Term zero = tm_.mk_bv(0, m);
  auto nonzero = [&](Term v) { return tm_.mk_not(tm_.mk_eq(v, tm_.mk_bv(0, v->width()))); };
  // Unbiased exponent: the value has f - u fraction bits below the point.
  Term u = tm_.mk_sub(tm_.mk_zext(exponent_field(x), xw), exponent_constant(f_.bias()));
  Term integral_already = tm_.mk_or(tm_.mk_sle(exponent_constant(f), u), is_inf(x));
  Term one = tm_.mk_bv(u128(f_.bias()) << f_.fraction_bits, m);
  Term below_one = tm_.mk_ult(mag, one);
  // 1 <= |x| < 2^f: the unit at the point is bit f - u (1..f).
  Term unit = tm_.mk_binary(Op::Shl, tm_.mk_bv(1, m), tm_.mk_zext_or_trunc(tm_.mk_sub(exponent_constant(f), u), m));
  Term half = tm_.mk_binary(Op::LShr, unit, tm_.mk_bv(1, m));
  Term truncated = tm_.mk_binary(Op::BvAnd, mag, tm_.mk_bvnot(tm_.mk_sub(unit, tm_.mk_bv(1, m))));
  Term lsb = nonzero(tm_.mk_binary(Op::BvAnd, mag, unit));
  Term guard = nonzero(tm_.mk_binary(Op::BvAnd, mag, half));
  Term rest = nonzero(tm_.mk_binary(Op::BvAnd, mag, tm_.mk_sub(half, tm_.mk_bv(1, m))));
  Term up = rounds_up(how, sign_bool, lsb, guard, rest);
  Term middle = tm_.mk_ite(up, tm_.mk_add(truncated, unit), truncated);
  // |x| < 1: the guard bit is the value's 0.5 and 0 counts as even. Magnitudes
  // order as integers; 0.5 is subnormal when the bias is 1 (2-bit exponents).
  const u128 half_bits = f_.bias() >= 2 ? u128(f_.bias() - 1) << f_.fraction_bits : u128(1) << (f_.fraction_bits - 1);
  Term half_encoding = tm_.mk_bv(half_bits, m);
  Term half_or_more = tm_.mk_ule(half_encoding, mag);
  Term rest_small = tm_.mk_ite(half_or_more, tm_.mk_not(tm_.mk_eq(mag, half_encoding)), nonzero(mag));
  Term up_small = rounds_up(how, sign_bool, tm_.mk_false(), half_or_more, rest_small);
  Term small = tm_.mk_ite(up_small, one, zero);
  Term result = tm_.mk_ite(integral_already, mag, tm_.mk_ite(below_one, small, middle));
  return tm_.mk_ite(is_nan(x), quiet(x), tm_.mk_concat(tm_.mk_bool_to_bv(sign_bool, 1), result));
}

Term FloatBv::to_integer_saturating(Term x, unsigned width, bool is_signed) {
  ToInt t = to_integer(x, width, is_signed);
  Term largest = tm_.mk_bv(is_signed ? mask(width - 1) : mask(width), width);
  Term smallest = tm_.mk_bv(is_signed ? u128(1) << (width - 1) : 0, width);
  // Out of range (infinities included): the bound on the value's side.
  Term clamped = tm_.mk_ite(sign(x), smallest, largest);
  return tm_.mk_ite(is_nan(x), tm_.mk_bv(0, width), tm_.mk_ite(t.undefined, clamped, t.value));
}

}  // namespace swarmbmc::terms
