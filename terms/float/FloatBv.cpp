// IEEE 754 operations as bit-vector circuits (see FloatBv.h for the why).
//
// Layout of every arithmetic operation: the special operands (NaN,
// infinity, invalid combinations) are decided from the bits directly, and
// the finite case computes an exact (or exactly sticky) significand and
// exponent that `round` turns into the format. Keeping one rounding routine
// means overflow, underflow into subnormals and ties-to-even are written
// once, and the exhaustive tests of one operator test it for all.
//
// Internal exponents are signed bit-vectors of exponent_width() bits and
// always denote the weight of a significand's lowest bit, so a finite
// value is (-1)^sign * sig * 2^exp with sig an unsigned integer.
#include "FloatBv.h"

#include <algorithm>
#include <cassert>

namespace swarmbmc::terms {

unsigned FloatBv::exponent_width() const { return std::max(f_.exponent_bits + 6, 12u); }

Term FloatBv::exponent_constant(long v) {
  return tm_.mk_bv(truncate(static_cast<u128>(static_cast<i128>(v)), exponent_width()), exponent_width());
}

// --- Classification -----------------------------------------------------------

Term FloatBv::sign(Term x) { return tm_.mk_eq(tm_.mk_extract(x, f_.width() - 1, f_.width() - 1), tm_.mk_bv(1, 1)); }

Term FloatBv::is_nan(Term x) {
  return tm_.mk_and(tm_.mk_eq(exponent_field(x), tm_.mk_bv(mask(f_.exponent_bits), f_.exponent_bits)),
                    tm_.mk_not(tm_.mk_eq(fraction_field(x), tm_.mk_bv(0, f_.fraction_bits))));
}

Term FloatBv::is_inf(Term x) {
  return tm_.mk_eq(magnitude(x), tm_.mk_bv(mask(f_.exponent_bits) << f_.fraction_bits, f_.width() - 1));
}

Term FloatBv::is_zero(Term x) { return tm_.mk_eq(magnitude(x), tm_.mk_bv(0, f_.width() - 1)); }

Term FloatBv::is_subnormal(Term x) {
  return tm_.mk_and(tm_.mk_eq(exponent_field(x), tm_.mk_bv(0, f_.exponent_bits)), tm_.mk_not(is_zero(x)));
}

Term FloatBv::is_normal(Term x) {
  Term e = exponent_field(x);
  return tm_.mk_and(tm_.mk_not(tm_.mk_eq(e, tm_.mk_bv(0, f_.exponent_bits))),
                    tm_.mk_not(tm_.mk_eq(e, tm_.mk_bv(mask(f_.exponent_bits), f_.exponent_bits))));
}

Term FloatBv::is_class(Term x, unsigned test) {
  Term quiet_bit = tm_.mk_eq(tm_.mk_extract(x, f_.fraction_bits - 1, f_.fraction_bits - 1), tm_.mk_bv(1, 1));
  Term negative = sign(x), positive = tm_.mk_not(sign(x));
  const Term classes[10] = {tm_.mk_and(is_nan(x), tm_.mk_not(quiet_bit)), tm_.mk_and(is_nan(x), quiet_bit),
                            tm_.mk_and(negative, is_inf(x)),         tm_.mk_and(negative, is_normal(x)),
                            tm_.mk_and(negative, is_subnormal(x)),   tm_.mk_and(negative, is_zero(x)),
                            tm_.mk_and(positive, is_zero(x)),        tm_.mk_and(positive, is_subnormal(x)),
                            tm_.mk_and(positive, is_normal(x)),      tm_.mk_and(positive, is_inf(x))};
  Term any = tm_.mk_false();
  for (unsigned i = 0; i < 10; ++i)
    if ((test >> i) & 1) any = tm_.mk_or(any, classes[i]);
  return any;
}

// --- Constants and sign operations ----------------------------------------------

Term FloatBv::default_nan() {
  u128 bits = (mask(f_.exponent_bits + 2) << (f_.fraction_bits - 1));  // sign, exponent, quiet bit
  return tm_.mk_bv(bits, f_.width());
}

Term FloatBv::infinity(bool negative) {
  u128 bits = (mask(f_.exponent_bits) << f_.fraction_bits) | (u128(negative) << (f_.width() - 1));
  return tm_.mk_bv(bits, f_.width());
}

Term FloatBv::zero(bool negative) { return tm_.mk_bv(u128(negative) << (f_.width() - 1), f_.width()); }

Term FloatBv::quiet(Term x) { return tm_.mk_binary(Op::BvOr, x, tm_.mk_bv(u128(1) << (f_.fraction_bits - 1), f_.width())); }

Term FloatBv::neg(Term x) { return tm_.mk_binary(Op::BvXor, x, zero(true)); }

Term FloatBv::abs(Term x) { return tm_.mk_zext(magnitude(x), f_.width()); }

Term FloatBv::copysign(Term x, Term s) {
  return tm_.mk_concat(tm_.mk_extract(s, f_.width() - 1, f_.width() - 1), magnitude(x));
}

Term FloatBv::nan_result(Term x, Term y) {
  return tm_.mk_ite(is_nan(x), quiet(x), tm_.mk_ite(is_nan(y), quiet(y), default_nan()));
}

// --- Unpacking, normalising, rounding (the mode's part: FloatRound.cpp) -----------------------------------------------

FloatBv::Unpacked FloatBv::unpack(Term x) {
  unsigned xw = exponent_width();
  Term field = exponent_field(x);
  Term field_zero = tm_.mk_eq(field, tm_.mk_bv(0, f_.exponent_bits));
  // Subnormals have no hidden bit and the exponent of the smallest normal.
  Term sig = tm_.mk_concat(tm_.mk_bool_to_bv(tm_.mk_not(field_zero), 1), fraction_field(x));
  Term biased = tm_.mk_ite(field_zero, tm_.mk_bv(1, xw), tm_.mk_zext(field, xw));
  Term exp = tm_.mk_sub(biased, exponent_constant(f_.bias() + static_cast<long>(f_.fraction_bits)));
  return {sign(x), exp, sig};
}

std::pair<Term, Term> FloatBv::normalise(Term sig, Term exp) {
  unsigned w = sig->width();
  unsigned k = 1;
  while (k * 2 < w) k *= 2;
  // Greedy leading-zero count: before the step of size k fewer than 2k
  // leading zeros remain, so the steps k, k/2, ..., 1 remove all of them.
  // Step k shifts or not, so the steps' decisions are the count's binary
  // digits: one subtraction from the exponent instead of one per step.
  Term count = nullptr;
  for (; k >= 1 && w > 1; k /= 2) {
    Term top_zero = tm_.mk_eq(tm_.mk_extract(sig, w - 1, w - k), tm_.mk_bv(0, k));
    Term shifted = tm_.mk_concat(tm_.mk_extract(sig, w - 1 - k, 0), tm_.mk_bv(0, k));
    sig = tm_.mk_ite(top_zero, shifted, sig);
    Term digit = tm_.mk_bool_to_bv(top_zero, 1);
    count = count ? tm_.mk_concat(count, digit) : digit;
  }
  if (count) exp = tm_.mk_sub(exp, tm_.mk_zext_or_trunc(count, exponent_width()));
  return {sig, exp};
}

Term FloatBv::shift_right_sticky(Term v, Term amount) {
  const unsigned w = v->width(), n = amount->width();
  unsigned stages = 0;  // 2^stages >= w: the amount's bits that shift inside v
  while ((1u << stages) < w) ++stages;
  stages = std::min(stages, n);
  // A barrel shifter, stage by stage, each stage ORing the bits it drops
  // into `lost` (cheaper than a mask of the bits below `amount`).
  Term shifted = v, lost = tm_.mk_false();
  for (unsigned i = 0; i < stages; ++i) {
    const unsigned s = 1u << i;
    Term bit = tm_.mk_eq(tm_.mk_extract(amount, i, i), tm_.mk_bv(1, 1));
    Term dropped = tm_.mk_not(tm_.mk_eq(tm_.mk_extract(shifted, s - 1, 0), tm_.mk_bv(0, s)));
    lost = tm_.mk_or(lost, tm_.mk_and(bit, dropped));
    shifted = tm_.mk_ite(bit, tm_.mk_zext(tm_.mk_extract(shifted, w - 1, s), w), shifted);
  }
  if (stages < n) {  // amount >= 2^stages >= w: everything is shifted out
    Term beyond = tm_.mk_not(tm_.mk_eq(tm_.mk_extract(amount, n - 1, stages), tm_.mk_bv(0, n - stages)));
    lost = tm_.mk_or(lost, tm_.mk_and(beyond, tm_.mk_not(tm_.mk_eq(v, tm_.mk_bv(0, w)))));
    shifted = tm_.mk_ite(beyond, tm_.mk_bv(0, w), shifted);
  }
  return tm_.mk_binary(Op::BvOr, shifted, tm_.mk_bool_to_bv(lost, w));
}

Term FloatBv::add_or_subtract(Term big, Term small, Term subtract) {
  // big + (small ^ -subtract) + subtract in one adder: the + 1 is the carry
  // out of a low bit appended to both operands (1 + subtract carries
  // exactly when subtract), instead of an adder, a subtractor and a choice.
  const unsigned w = big->width();
  Term flipped = tm_.mk_binary(Op::BvXor, small, tm_.mk_ite(subtract, tm_.mk_bv(mask(w), w), tm_.mk_bv(0, w)));
  Term sum = tm_.mk_add(tm_.mk_concat(big, tm_.mk_bv(1, 1)), tm_.mk_concat(flipped, tm_.mk_bool_to_bv(subtract, 1)));
  return tm_.mk_extract(sum, w, 1);
}

Term FloatBv::round(Term sign_bool, Term exp, Term sig) {
  const unsigned p = f_.precision();
  if (sig->width() < p + 2) {  // room for the guard bit and one sticky bit
    unsigned pad = p + 2 - sig->width();
    sig = tm_.mk_concat(sig, tm_.mk_bv(0, pad));
    exp = tm_.mk_sub(exp, exponent_constant(pad));
  }
  const unsigned w = sig->width();
  Term sig_zero = tm_.mk_eq(sig, tm_.mk_bv(0, w));
  auto [norm, nexp] = normalise(sig, exp);
  // Biased exponent of the leading bit, before rounding.
  Term biased = tm_.mk_add(nexp, exponent_constant(static_cast<long>(w - 1) + f_.bias()));
  Term overflow = tm_.mk_sle(exponent_constant(static_cast<long>(mask(f_.exponent_bits))), biased);
  Term subnormal = tm_.mk_slt(biased, exponent_constant(1));
  // Gradual underflow: shift right by 1 - biased (at most w) so the value
  // has the minimum exponent; the shifted-out bits become sticky.
  // (Positive where subnormal; any amount of w or more shifts everything out.)
  Term distance = tm_.mk_ite(subnormal, tm_.mk_sub(exponent_constant(1), biased), exponent_constant(0));
  Term aligned = shift_right_sticky(norm, distance);
  Term mantissa = tm_.mk_extract(aligned, w - 2, w - p);  // fraction bits (hidden bit dropped)
  Term lsb = tm_.mk_eq(tm_.mk_extract(aligned, w - p, w - p), tm_.mk_bv(1, 1));
  Term guard = tm_.mk_eq(tm_.mk_extract(aligned, w - p - 1, w - p - 1), tm_.mk_bv(1, 1));
  Term rest = tm_.mk_not(tm_.mk_eq(tm_.mk_extract(aligned, w - p - 2, 0), tm_.mk_bv(0, w - p - 1)));
  Term round_up = rounds_up(sign_bool, lsb, guard, rest);
  // Exponent field and fraction side by side: the carry of rounding up
  // moves into the exponent (1.11..1 -> 10.0, largest subnormal -> smallest
  // normal, largest finite -> infinity), which is exactly IEEE's behaviour.
  Term field = tm_.mk_ite(subnormal, tm_.mk_bv(0, f_.exponent_bits), tm_.mk_extract(biased, f_.exponent_bits - 1, 0));
  Term packed = tm_.mk_concat(field, mantissa);
  Term rounded = tm_.mk_add(packed, tm_.mk_bool_to_bv(round_up, f_.width() - 1));
  Term result = tm_.mk_concat(tm_.mk_bool_to_bv(sign_bool, 1), tm_.mk_ite(overflow, overflow_magnitude(sign_bool), rounded));
  return tm_.mk_ite(sig_zero, tm_.mk_concat(tm_.mk_bool_to_bv(sign_bool, 1), tm_.mk_bv(0, f_.width() - 1)), result);
}

// --- Arithmetic ---------------------------------------------------------------------

Term FloatBv::add_finite(Term x, Term y) {
  const unsigned p = f_.precision(), w = p + 4;
  // Larger magnitude first: then its exponent is the larger one and the
  // difference of significands is not negative.
  Term swap = tm_.mk_ult(magnitude(x), magnitude(y));
  Unpacked a = unpack(tm_.mk_ite(swap, y, x)), b = unpack(tm_.mk_ite(swap, x, y));
  // Three bits below the significands: guard, round and a sticky bit that
  // collects what the alignment shifts out. Enough for exact rounding: a
  // shift of 2 or more cancels at most one leading bit.
  Term big = tm_.mk_concat(tm_.mk_concat(tm_.mk_bv(0, 1), a.sig), tm_.mk_bv(0, 3));
  Term small = tm_.mk_concat(tm_.mk_concat(tm_.mk_bv(0, 1), b.sig), tm_.mk_bv(0, 3));
  // a's exponent is not below b's: the difference is the (unsigned) shift.
  small = shift_right_sticky(small, tm_.mk_sub(a.exp, b.exp));
  Term sum = add_or_subtract(big, small, tm_.mk_xor(a.sign, b.sign));
  Term exact_zero = tm_.mk_eq(sum, tm_.mk_bv(0, w));
  Term sign_bool = tm_.mk_ite(exact_zero, exact_zero_sign(a.sign, b.sign), a.sign);
  return round(sign_bool, tm_.mk_sub(a.exp, exponent_constant(3)), sum);
}

Term FloatBv::add_circuit(Term x, Term y, Term nan_y) {
  Term nan = tm_.mk_or(is_nan(x), is_nan(y));
  Term invalid = tm_.mk_and(tm_.mk_and(is_inf(x), is_inf(y)), tm_.mk_not(tm_.mk_eq(sign(x), sign(y))));
  Term finite = add_finite(x, y);
  Term value = tm_.mk_ite(is_inf(x), x, tm_.mk_ite(is_inf(y), y, finite));
  return tm_.mk_ite(tm_.mk_or(nan, invalid), nan_result(x, nan_y), value);
}

Term FloatBv::add(Term x, Term y) { return native(FloatOpKind::Add, {x, y}, add_circuit(x, y, y)); }

Term FloatBv::sub(Term x, Term y) {
  // x - y = x + (-y), except that a NaN y is propagated as it is, not negated.
  return native(FloatOpKind::Sub, {x, y}, add_circuit(x, neg(y), y));
}

Term FloatBv::mul(Term x, Term y) {
  const unsigned p = f_.precision();
  Unpacked a = unpack(x), b = unpack(y);
  Term sign_bool = tm_.mk_xor(a.sign, b.sign);
  // The product of the significands is exact in 2p bits; a zero operand
  // gives a zero significand, which round() turns into a signed zero.
  Term product = tm_.mk_mul(tm_.mk_zext(a.sig, 2 * p), tm_.mk_zext(b.sig, 2 * p));
  Term finite = round(sign_bool, tm_.mk_add(a.exp, b.exp), product);
  Term nan = tm_.mk_or(is_nan(x), is_nan(y));
  Term invalid = tm_.mk_or(tm_.mk_and(is_inf(x), is_zero(y)), tm_.mk_and(is_zero(x), is_inf(y)));
  Term inf = tm_.mk_concat(tm_.mk_bool_to_bv(sign_bool, 1), magnitude(infinity(false)));
  Term value = tm_.mk_ite(tm_.mk_or(is_inf(x), is_inf(y)), inf, finite);
  return native(FloatOpKind::Mul, {x, y}, tm_.mk_ite(tm_.mk_or(nan, invalid), nan_result(x, y), value));
}

std::pair<Term, Term> FloatBv::divide_significands(Term na, Term nb) {
  const unsigned p = f_.precision();
  // Both in [2^(p-1), 2^p), so na / nb < 2: the first quotient bit is
  // na >= nb and every later step doubles a remainder below nb. Each step
  // subtracts in p + 2 bits and reads the borrow (no separate comparison).
  Term divisor = tm_.mk_zext(nb, p + 2);
  Term remainder = tm_.mk_zext(na, p + 2), quotient = nullptr;
  for (unsigned step = 0; step < p + 3; ++step) {
    if (step > 0) remainder = tm_.mk_concat(tm_.mk_extract(remainder, p, 0), tm_.mk_bv(0, 1));
    Term diff = tm_.mk_sub(remainder, divisor);
    Term fits = tm_.mk_eq(tm_.mk_extract(diff, p + 1, p + 1), tm_.mk_bv(0, 1));
    remainder = tm_.mk_ite(fits, diff, remainder);
    Term digit = tm_.mk_bool_to_bv(fits, 1);
    quotient = quotient ? tm_.mk_concat(quotient, digit) : digit;
  }
  return {quotient, tm_.mk_not(tm_.mk_eq(remainder, tm_.mk_bv(0, p + 2)))};
}

Term FloatBv::div(Term x, Term y) {
  const unsigned p = f_.precision();
  Unpacked a = unpack(x), b = unpack(y);
  Term sign_bool = tm_.mk_xor(a.sign, b.sign);
  // Normalised significands in [2^(p-1), 2^p): the quotient of a * 2^(p+2)
  // by b lies in (2^(p+1), 2^(p+3)), p + 2 bits or more: the significand,
  // the guard bit and one more; the remainder adds the sticky bit. (A zero
  // operand's result is chosen below, whatever the quotient.)
  auto [na, ea] = normalise(a.sig, a.exp);
  auto [nb, eb] = normalise(b.sig, b.exp);
  auto [quotient, inexact] = divide_significands(na, nb);
  Term sig = tm_.mk_concat(quotient, tm_.mk_bool_to_bv(inexact, 1));
  Term exp = tm_.mk_sub(tm_.mk_sub(ea, eb), exponent_constant(static_cast<long>(p) + 3));
  Term finite = round(sign_bool, exp, sig);
  Term nan = tm_.mk_or(is_nan(x), is_nan(y));
  Term invalid = tm_.mk_or(tm_.mk_and(is_inf(x), is_inf(y)), tm_.mk_and(is_zero(x), is_zero(y)));
  Term inf = tm_.mk_concat(tm_.mk_bool_to_bv(sign_bool, 1), magnitude(infinity(false)));
  Term zero_result = tm_.mk_concat(tm_.mk_bool_to_bv(sign_bool, 1), tm_.mk_bv(0, f_.width() - 1));
  Term value = tm_.mk_ite(tm_.mk_or(is_inf(x), is_zero(y)), inf,
                          tm_.mk_ite(tm_.mk_or(is_inf(y), is_zero(x)), zero_result, finite));
  return native(FloatOpKind::Div, {x, y}, tm_.mk_ite(tm_.mk_or(nan, invalid), nan_result(x, y), value));
}

std::pair<Term, Term> FloatBv::integer_sqrt(Term v) {
  const unsigned w = v->width();  // even
  Term remainder = tm_.mk_bv(0, w), root = tm_.mk_bv(0, w);
  for (unsigned i = w; i >= 2; i -= 2) {
    // remainder = remainder * 4 + the next two bits; try root * 4 + 1.
    Term pair = tm_.mk_zext(tm_.mk_extract(v, i - 1, i - 2), w);
    remainder = tm_.mk_binary(Op::BvOr, tm_.mk_binary(Op::Shl, remainder, tm_.mk_bv(2, w)), pair);
    Term trial = tm_.mk_binary(Op::BvOr, tm_.mk_binary(Op::Shl, root, tm_.mk_bv(2, w)), tm_.mk_bv(1, w));
    Term fits = tm_.mk_ule(trial, remainder);
    remainder = tm_.mk_ite(fits, tm_.mk_sub(remainder, trial), remainder);
    root = tm_.mk_binary(Op::BvOr, tm_.mk_binary(Op::Shl, root, tm_.mk_bv(1, w)), tm_.mk_bool_to_bv(fits, w));
  }
  return {root, tm_.mk_not(tm_.mk_eq(remainder, tm_.mk_bv(0, w)))};
}

Term FloatBv::sqrt(Term x) {
  const unsigned p = f_.precision();
  Unpacked u = unpack(x);
  auto [sig, exp] = normalise(u.sig, u.exp);
  // An even exponent halves exactly: an odd one moves one bit into sig.
  Term odd = tm_.mk_eq(tm_.mk_extract(exp, 0, 0), tm_.mk_bv(1, 1));
  Term wide = tm_.mk_zext(sig, p + 1);
  wide = tm_.mk_ite(odd, tm_.mk_concat(sig, tm_.mk_bv(0, 1)), wide);
  exp = tm_.mk_ite(odd, tm_.mk_sub(exp, exponent_constant(1)), exp);
  // Scaled by 4^k the root has at least p + 2 bits: significand, guard
  // and one more; the remainder gives the sticky bit.
  const unsigned k = (p + 6) / 2, w = p + 1 + 2 * k + ((p + 1) % 2);
  Term radicand = tm_.mk_zext(tm_.mk_concat(wide, tm_.mk_bv(0, 2 * k)), w);
  auto [root, inexact] = integer_sqrt(radicand);
  Term half = tm_.mk_binary(Op::AShr, exp, exponent_constant(1));
  Term result_exp = tm_.mk_sub(half, exponent_constant(static_cast<long>(k) + 1));
  Term finite = round(tm_.mk_false(), result_exp, tm_.mk_concat(root, tm_.mk_bool_to_bv(inexact, 1)));
  Term value = tm_.mk_ite(tm_.mk_or(is_zero(x), is_inf(x)), x, finite);  // +-0, +inf unchanged
  Term invalid = tm_.mk_and(sign(x), tm_.mk_not(is_zero(x)));           // negative, -inf included
  return native(FloatOpKind::Sqrt, {x}, tm_.mk_ite(is_nan(x), quiet(x), tm_.mk_ite(invalid, default_nan(), value)));
}

// --- Comparison -----------------------------------------------------------------------

Term FloatBv::less(Term x, Term y) {
  Term sx = sign(x), sy = sign(y);
  // Sign and magnitude order: a negative x is below a positive y (unless
  // both are zeros); among negatives the larger magnitude is the smaller.
  Term by_sign = tm_.mk_and(sx, tm_.mk_not(tm_.mk_and(is_zero(x), is_zero(y))));
  Term by_magnitude = tm_.mk_ite(sx, tm_.mk_ult(magnitude(y), magnitude(x)), tm_.mk_ult(magnitude(x), magnitude(y)));
  Term lt = tm_.mk_ite(tm_.mk_eq(sx, sy), by_magnitude, by_sign);
  return tm_.mk_and(lt, tm_.mk_not(tm_.mk_or(is_nan(x), is_nan(y))));
}

Term FloatBv::equal(Term x, Term y) {
  Term same = tm_.mk_or(tm_.mk_eq(x, y), tm_.mk_and(is_zero(x), is_zero(y)));
  return tm_.mk_and(same, tm_.mk_not(tm_.mk_or(is_nan(x), is_nan(y))));
}

Term FloatBv::compare(FloatPredicate p, Term x, Term y) {
  return native(FloatOpKind::Compare, {x, y}, compare_circuit(p, x, y), static_cast<unsigned>(p));
}

Term FloatBv::compare_circuit(FloatPredicate p, Term x, Term y) {
  Term uno = tm_.mk_or(is_nan(x), is_nan(y));
  Term ord = tm_.mk_not(uno);
  switch (p) {
    case FloatPredicate::Oeq: return equal(x, y);
    case FloatPredicate::Ogt: return less(y, x);
    case FloatPredicate::Oge: return tm_.mk_or(less(y, x), equal(x, y));
    case FloatPredicate::Olt: return less(x, y);
    case FloatPredicate::Ole: return tm_.mk_or(less(x, y), equal(x, y));
    case FloatPredicate::One: return tm_.mk_and(ord, tm_.mk_not(equal(x, y)));
    case FloatPredicate::Ord: return ord;
    case FloatPredicate::Uno: return uno;
    case FloatPredicate::Ueq: return tm_.mk_or(uno, equal(x, y));
    case FloatPredicate::Ugt: return tm_.mk_or(uno, less(y, x));
    case FloatPredicate::Uge: return tm_.mk_or(uno, tm_.mk_not(less(x, y)));
    case FloatPredicate::Ult: return tm_.mk_or(uno, less(x, y));
    case FloatPredicate::Ule: return tm_.mk_or(uno, tm_.mk_not(less(y, x)));
    case FloatPredicate::Une: return tm_.mk_not(equal(x, y));
  }
  return tm_.mk_false();
}

// --- Conversions ------------------------------------------------------------------------

Term FloatBv::from_signed(Term v) {
  unsigned n = v->width();
  Term negative = tm_.mk_eq(tm_.mk_extract(v, n - 1, n - 1), tm_.mk_bv(1, 1));
  // The magnitude of the most negative value, read unsigned, is right.
  Term magnitude_bits = tm_.mk_ite(negative, tm_.mk_neg(v), v);
  return native(FloatOpKind::FromSigned, {v}, round(negative, exponent_constant(0), magnitude_bits));
}

Term FloatBv::from_unsigned(Term v) {
  return native(FloatOpKind::FromUnsigned, {v}, round(tm_.mk_false(), exponent_constant(0), v));
}

FloatBv::ToInt FloatBv::to_integer(Term x, unsigned n, bool is_signed) {
  const unsigned p = f_.precision(), k = p + n + 1;
  Unpacked u = unpack(x);
  Term sig = tm_.mk_zext(u.sig, k);
  // Shift left by at most n + 1: further, the value is out of range anyway
  // (the shifted normal significand is already at least 2^(n+1)).
  Term left = tm_.mk_ite(tm_.mk_slt(exponent_constant(n + 1), u.exp), exponent_constant(n + 1), u.exp);
  Term right = tm_.mk_neg(u.exp);
  right = tm_.mk_ite(tm_.mk_slt(exponent_constant(k), right), exponent_constant(k), right);
  Term integral = tm_.mk_ite(tm_.mk_slt(u.exp, exponent_constant(0)),
                             tm_.mk_binary(Op::LShr, sig, tm_.mk_zext_or_trunc(right, k)),
                             tm_.mk_binary(Op::Shl, sig, tm_.mk_zext_or_trunc(left, k)));
  Term out_of_range;
  if (is_signed) {
    Term limit = tm_.mk_ite(u.sign, tm_.mk_bv(u128(1) << (n - 1), k), tm_.mk_bv(mask(n - 1), k));
    out_of_range = tm_.mk_ult(limit, integral);
  } else {  // a negative value whose integral part is 0 (e.g. -0.5) is fine
    out_of_range = tm_.mk_or(tm_.mk_ult(tm_.mk_bv(mask(n), k), integral),
                             tm_.mk_and(u.sign, tm_.mk_not(tm_.mk_eq(integral, tm_.mk_bv(0, k)))));
  }
  Term value = tm_.mk_extract(tm_.mk_ite(u.sign, tm_.mk_neg(integral), integral), n - 1, 0);
  Term undefined = tm_.mk_or(tm_.mk_or(is_nan(x), is_inf(x)), out_of_range);
  return {value, undefined};
}

FloatBv::ToInt FloatBv::to_signed(Term x, unsigned width) { return to_integer(x, width, true); }
FloatBv::ToInt FloatBv::to_unsigned(Term x, unsigned width) { return to_integer(x, width, false); }

Term FloatBv::convert(Term x, FloatFormat target) {
  FloatBv out(tm_, target, rm_);
  Unpacked u = unpack(x);
  // Exponents of either format fit the other's internal width (|exp| of
  // binary64 values is below 1200, internal widths hold +-2048 or more).
  Term exp = u.exp;
  if (out.exponent_width() > exponent_width()) exp = tm_.mk_sext(exp, out.exponent_width());
  else exp = tm_.mk_extract(exp, out.exponent_width() - 1, 0);
  Term finite = out.round(u.sign, exp, u.sig);
  // NaN: sign kept, payload aligned at the top of the fraction, quiet bit set.
  Term fraction = fraction_field(x);
  if (target.fraction_bits > f_.fraction_bits)
    fraction = tm_.mk_concat(fraction, tm_.mk_bv(0, target.fraction_bits - f_.fraction_bits));
  else
    fraction = tm_.mk_extract(fraction, f_.fraction_bits - 1, f_.fraction_bits - target.fraction_bits);
  Term nan = out.quiet(tm_.mk_concat(tm_.mk_concat(tm_.mk_extract(x, f_.width() - 1, f_.width() - 1),
                                                   tm_.mk_bv(mask(target.exponent_bits), target.exponent_bits)),
                                     fraction));
  Term inf = tm_.mk_ite(u.sign, out.infinity(true), out.infinity(false));
  return native(FloatOpKind::Convert, {x}, tm_.mk_ite(is_nan(x), nan, tm_.mk_ite(is_inf(x), inf, finite)), 0, target);
}

}  // namespace swarmbmc::terms
