// fesetround(FE_TOWARDZERO): magnitudes round down, overflow stops at DBL_MAX.
#include <assert.h>
#include <fenv.h>
#include <float.h>
int main(void) {
  volatile double one = 1.0, tiny = 0x1p-60, big = DBL_MAX;
  assert(fesetround(FE_TOWARDZERO) == 0 && fegetround() == FE_TOWARDZERO);
  assert(one - tiny < 1.0 && -one + tiny > -1.0 && one + tiny == 1.0);
  assert(big + big == DBL_MAX && -big - big == -DBL_MAX);
  assert((float)(one - tiny) < 1.0f);
  return 0;
}
