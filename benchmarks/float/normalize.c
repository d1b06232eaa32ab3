/*
 * normalize.c: a 2-D vector (x, y) scaled to unit length (double):
 * each component of x / |v| must stay in [-1, 1].
 * Correct: VERIFIED at --depth 1: components are in [2^-100, 2^100] in
 *          magnitude, so x*x + y*y neither underflows to 0 nor overflows,
 *          and sqrt(x*x) == |x| holds with correct rounding.
 * -DBUG: any finite components: tiny ones underflow, |v| becomes 0 and
 *        0 / 0 is a NaN, outside [-1, 1] ([assertion]).
 */
#include <assert.h>
#include <math.h>

extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

static double component(void) {
  double value = __VERIFIER_nondet_double();
#ifdef BUG
  __VERIFIER_assume(value >= -0x1p100 && value <= 0x1p100);
#else
  __VERIFIER_assume(fabs(value) >= 0x1p-100 && fabs(value) <= 0x1p100);
#endif
  return value;
}

int main(void) {
  double x = component(), y = component();
  double length = sqrt(x * x + y * y);
  double ux = x / length;
  assert(ux >= -1.0 && ux <= 1.0);
  return 0;
}
