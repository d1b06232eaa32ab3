// ldexp rounds a subnormal or overflowing result by the rounding mode
// (libc/models/math.c asks fegetround()), as glibc's multiplication does.
#include <assert.h>
#include <fenv.h>
#include <float.h>
#include <math.h>

int main(void) {
  assert(ldexp(1.5, -1074) == 0x1p-1073);  /* nearest: the tie goes to even */
  assert(fesetround(FE_UPWARD) == 0);
  assert(ldexp(0.5, -1074) == 0x1p-1074 && ldexp(-0.5, -1074) == -0.0);
  assert(ldexp(1.0, 1024) == INFINITY && ldexp(-1.0, 1024) == -DBL_MAX);
  assert(fesetround(FE_DOWNWARD) == 0);
  assert(ldexp(1.5, -1074) == 0x1p-1074 && ldexp(-0.5, -1074) == -0x1p-1074);
  assert(ldexp(1.0, 1024) == DBL_MAX);
  assert(fesetround(FE_TOWARDZERO) == 0);
  assert(ldexp(1.75, -1074) == 0x1p-1074 && ldexp(-1.0, 5000) == -DBL_MAX);
  assert(ldexpf(1.5f, -149) == 0x1p-149f);
  return 0;
}
