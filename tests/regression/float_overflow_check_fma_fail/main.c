// --float-overflow-check on fma (llvm.fma, one rounding): a * a + 1 with a
// finite a can be an infinity.
#include <math.h>
extern float __VERIFIER_nondet_float(void);

int main(void) {
  float a = __VERIFIER_nondet_float();
  if (isfinite(a)) {
    float r = fmaf(a, a, 1.0f); /* fails for |a| >= 2^64 */
    return r > 2.0f;
  }
  return 0;
}
