// expm1, log1p, asinh, acosh, atanh (libc/models/transcendental.c): sign
// (or zero: a tiny x may round to ±0 in a directed rounding mode),
// range and exact special values of the over-approximated results.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x < 0.0 && x > -INFINITY);
  assert(expm1(x) >= -1.0 && expm1(x) <= 0.0);
  assert(expm1(-INFINITY) == -1.0 && log1p(-1.0) == -INFINITY && isnan(log1p(-2.0)));
  assert(asinh(x) <= 0.0 && signbit(asinh(-0.0)));
  assert(acosh(1.0) == 0.0 && isnan(acosh(0.5)) && acosh(2.0) > 0.0);
  assert(atanh(-1.0) == -INFINITY && isnan(atanh(1.5)));
  return 0;
}
