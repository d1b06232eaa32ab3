// fesetround(FE_UPWARD): sums, products, quotients, square roots and
// conversions round toward +infinity; the mode survives calls and joins.
#include <assert.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
extern int __VERIFIER_nondet_int(void);
static void upward(void) { assert(fesetround(FE_UPWARD) == 0); }
int main(void) {
  volatile double one = 1.0, tiny = 0x1p-60, three = 3.0, big = DBL_MAX;
  volatile long long odd = (1LL << 53) + 1;
  if (__VERIFIER_nondet_int()) upward(); else fesetround(FE_UPWARD);
  assert(fegetround() == FE_UPWARD);
  assert(one + tiny > 1.0 && -one - tiny == -1.0);
  assert(one / three * 3.0 > 1.0 - 0x1p-52);
  assert(big * 2.0 == INFINITY && -big * 2.0 == -DBL_MAX);
  assert((float)(one + 0x1p-40) > 1.0f);
  assert((double)odd == 0x1p53 + 2);
  assert(sqrt(3.0 * one) > 1.7320508075688772);
  return 0;
}
