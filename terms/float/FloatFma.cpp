// Fused multiply-add (see FloatBv.h): x * y + z with one rounding.
//
// The product of the significands is exact in 2p bits; z's significand is
// widened to the same 2p bits, both are normalised (top bit set), and the
// two are added as add_finite adds two operands: the larger one first, the
// smaller one shifted right with the bits it loses collected in a sticky
// bit, three bits below the significands. That is exact enough for one
// correct rounding to p bits: an alignment shift of 2 or more cancels at
// most one leading bit, so the sticky bit stays far below the rounding
// position, and a shift of 0 or 1 loses no bit at all.
#include "FloatBv.h"

namespace swarmbmc::terms {

Term FloatBv::add_normalised(Term big_sign, Term big_exp, Term big_sig, Term small_sign, Term small_exp,
                             Term small_sig) {
  const unsigned n = big_sig->width(), w = n + 4;
  Term big_zero = tm_.mk_eq(big_sig, tm_.mk_bv(0, n)), small_zero = tm_.mk_eq(small_sig, tm_.mk_bv(0, n));
  // Order by magnitude: a zero is the smallest; otherwise the exponent of
  // the (normalised) leading bit decides, then the significand.
  Term small_is_larger = tm_.mk_and(
      tm_.mk_not(small_zero),
      tm_.mk_or(big_zero, tm_.mk_or(tm_.mk_slt(big_exp, small_exp),
                                    tm_.mk_and(tm_.mk_eq(big_exp, small_exp), tm_.mk_ult(big_sig, small_sig)))));
  auto pick = [&](Term if_swapped, Term otherwise) { return tm_.mk_ite(small_is_larger, if_swapped, otherwise); };
  Term a_sign = pick(small_sign, big_sign), a_exp = pick(small_exp, big_exp), a_sig = pick(small_sig, big_sig);
  Term b_sign = pick(big_sign, small_sign), b_exp = pick(big_exp, small_exp), b_sig = pick(big_sig, small_sig);
  Term big = tm_.mk_concat(tm_.mk_concat(tm_.mk_bv(0, 1), a_sig), tm_.mk_bv(0, 3));
  Term small = tm_.mk_concat(tm_.mk_concat(tm_.mk_bv(0, 1), b_sig), tm_.mk_bv(0, 3));
  Term distance = tm_.mk_sub(a_exp, b_exp);
  distance = tm_.mk_ite(tm_.mk_ult(exponent_constant(w), distance), exponent_constant(w), distance);
  // A zero smaller operand has no bits to lose, whatever its exponent.
  small = shift_right_sticky(small, tm_.mk_zext_or_trunc(distance, w));
  Term sum = add_or_subtract(big, small, tm_.mk_xor(a_sign, b_sign));
  Term exact_zero = tm_.mk_eq(sum, tm_.mk_bv(0, w));
  Term sign_bool = tm_.mk_ite(exact_zero, exact_zero_sign(a_sign, b_sign), a_sign);
  return round(sign_bool, tm_.mk_sub(a_exp, exponent_constant(3)), sum);
}

Term FloatBv::fma(Term x, Term y, Term z) {
  const unsigned p = f_.precision(), n = 2 * p;
  Unpacked a = unpack(x), b = unpack(y), c = unpack(z);
  Term product_sign = tm_.mk_xor(a.sign, b.sign);
  Term product = tm_.mk_mul(tm_.mk_zext(a.sig, n), tm_.mk_zext(b.sig, n));
  auto [product_sig, product_exp] = normalise(product, tm_.mk_add(a.exp, b.exp));
  auto [addend_sig, addend_exp] =
      normalise(tm_.mk_concat(c.sig, tm_.mk_bv(0, p)), tm_.mk_sub(c.exp, exponent_constant(p)));
  Term finite = add_normalised(product_sign, product_exp, product_sig, c.sign, addend_exp, addend_sig);
  Term product_inf = tm_.mk_or(is_inf(x), is_inf(y));
  Term nan = tm_.mk_or(tm_.mk_or(is_nan(x), is_nan(y)), is_nan(z));
  Term invalid = tm_.mk_or(tm_.mk_or(tm_.mk_and(is_inf(x), is_zero(y)), tm_.mk_and(is_zero(x), is_inf(y))),
                           tm_.mk_and(tm_.mk_and(product_inf, is_inf(z)), tm_.mk_not(tm_.mk_eq(product_sign, c.sign))));
  Term nan_value = tm_.mk_ite(is_nan(x), quiet(x), tm_.mk_ite(is_nan(y), quiet(y), tm_.mk_ite(is_nan(z), quiet(z), default_nan())));
  Term inf = tm_.mk_concat(tm_.mk_bool_to_bv(product_sign, 1), magnitude(infinity(false)));
  Term value = tm_.mk_ite(product_inf, inf, tm_.mk_ite(is_inf(z), z, finite));
  return native(FloatOpKind::Fma, {x, y, z}, tm_.mk_ite(tm_.mk_or(nan, invalid), nan_value, value));
}

}  // namespace swarmbmc::terms
