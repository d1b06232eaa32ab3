// In FE_TOWARDZERO, DBL_MAX + DBL_MAX does not overflow to infinity.
#include <assert.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
int main(void) {
  fesetround(FE_TOWARDZERO);
  volatile double big = DBL_MAX;
  assert(isinf(big + big));
  return 0;
}
