// Rounding upward, half the smallest subnormal does not vanish.
#include <assert.h>
#include <fenv.h>
#include <math.h>

int main(void) {
  fesetround(FE_UPWARD);
  assert(ldexp(0.5, -1074) == 0.0);
  return 0;
}
