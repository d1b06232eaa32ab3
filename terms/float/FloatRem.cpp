// The exact remainder x - trunc(x / y) * y (see FloatBv.h): LLVM's frem,
// C's fmod.
//
// With both significands normalised to p bits, |x| = mx * 2^ex and
// |y| = my * 2^ey, the remainder is (mx * 2^(ex - ey) mod my) * 2^ey when
// ex >= ey, and x itself when ex < ey (then |x| < |y|). The modular part is
// long division one bit at a time: r = mx mod my, then ex - ey times
// r = 2r mod my (a compare and a subtract, since r < my). The number of
// steps is fixed by the format (the widest exponent difference: 276 for
// binary32, 2097 for binary64), each step guarded by whether it is within
// ex - ey. The result is exact, so rounding only packs it (subnormal
// remainders included).
#include "FloatBv.h"

namespace swarmbmc::terms {

Term FloatBv::rem(Term x, Term y) {
  const unsigned p = f_.precision(), w = p + 1;
  Unpacked a = unpack(x), b = unpack(y);
  auto [mx, ex] = normalise(a.sig, a.exp);
  auto [my, ey] = normalise(b.sig, b.exp);
  Term distance = tm_.mk_sub(ex, ey);
  Term divisor = tm_.mk_zext(my, w);
  Term r = tm_.mk_zext(mx, w);
  r = tm_.mk_ite(tm_.mk_ule(divisor, r), tm_.mk_sub(r, divisor), r);  // mx < 2 my
  // Largest ex - ey: the largest finite exponent minus the normalised
  // exponent of the smallest subnormal.
  const unsigned steps = (1u << f_.exponent_bits) - 3 + f_.fraction_bits;
  for (unsigned i = 1; i <= steps; ++i) {
    Term doubled = tm_.mk_concat(tm_.mk_extract(r, w - 2, 0), tm_.mk_bv(0, 1));
    Term reduced = tm_.mk_ite(tm_.mk_ule(divisor, doubled), tm_.mk_sub(doubled, divisor), doubled);
    r = tm_.mk_ite(tm_.mk_sle(exponent_constant(i), distance), reduced, r);
  }
  Term finite = round(a.sign, ey, r);
  Term keep_x = tm_.mk_or(tm_.mk_or(tm_.mk_slt(ex, ey), is_zero(x)), is_inf(y));
  Term invalid = tm_.mk_or(is_inf(x), is_zero(y));
  Term nan = tm_.mk_or(is_nan(x), is_nan(y));
  return tm_.mk_ite(tm_.mk_or(nan, invalid), nan_result(x, y), tm_.mk_ite(keep_x, x, finite));
}

}  // namespace swarmbmc::terms
