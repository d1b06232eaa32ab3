// fesetround(FE_DOWNWARD): rounding toward -infinity, and x - x is -0.
#include <assert.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
int main(void) {
  volatile double one = 1.0, tiny = 0x1p-60, big = DBL_MAX;
  assert(fesetround(FE_DOWNWARD) == 0 && fegetround() == FE_DOWNWARD);
  assert(one - tiny < 1.0 && one + tiny == 1.0);
  assert(signbit(one - one));
  assert(big * 2.0 == DBL_MAX && -big * 2.0 == -INFINITY);
  assert(rint(2.5 * one) == 2.0 && rint(-2.5 * one) == -3.0 && nearbyint(0.75 * one) == 0.0);
  return 0;
}
