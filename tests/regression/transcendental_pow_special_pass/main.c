// pow's exact values at infinite and zero arguments and the sign its
// exponent's parity gives a negative base (C11 Annex F.10.4.4, as glibc):
// the over-approximated model keeps them, so these all hold.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double(), y = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > -1 && x < 1);
  assert(pow(x, INFINITY) == 0);           /* |x| < 1 */
  assert(pow(x, -INFINITY) == INFINITY);
  assert(pow(-1.0, INFINITY) == 1);
  assert(pow(-INFINITY, 3.0) == -INFINITY);
  assert(pow(-INFINITY, -3.0) == 0 && signbit(pow(-INFINITY, -3.0)));
  assert(pow(-0.0, -1.0) == -INFINITY);
  assert(pow(0.0, -2.0) == INFINITY);
  __VERIFIER_assume(y < -1 && y > -1e300);
  assert(pow(y, 2.0) >= 0);                /* even exponent: positive */
  assert(pow(y, 3.0) <= 0);                /* odd exponent: negative */
  assert(isnan(pow(y, 0.5)));              /* a non-integer exponent */
  return 0;
}
