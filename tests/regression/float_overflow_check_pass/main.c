// --float-overflow-check: bounded operands do not overflow, and an
// infinity that only propagates (inf + 1) is no violation.
#include <math.h>
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);

int main(void) {
  float a = __VERIFIER_nondet_float();
  double d = __VERIFIER_nondet_double();
  float r = 0.0f;
  if (a > -1e30f && a < 1e30f) r = a * 2.0f + a;
  if (isinf(a)) r = a + 1.0f;
  if (d > -1e38 && d < 1e38) r = r + (float)d;  /* narrowing in range */
  if (a >= 1.0f) r = r + 1.0f / a;
  return r > 1.0f;
}
