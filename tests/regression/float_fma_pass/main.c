// llvm.fma (C's fma, fmaf): one rounding of x * y + z, so fma(a, a, -(a * a))
// is the exact rounding error of a * a, and x * 2 - x is x even where x * 2
// alone overflows.
#include <assert.h>
#include <math.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
  volatile double a = 1.0 + 0x1p-30;
  double p = a * a;
  assert(fma(a, a, -p) == 0x1p-60);
  float x = __VERIFIER_nondet_float();
  if (isfinite(x)) assert(fmaf(x, 2.0f, -x) == x);
  return 0;
}
