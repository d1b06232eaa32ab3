// sqrt and sqrtf (the C library functions) are exactly rounded square roots.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
int main(void) {
  assert(sqrt(2.0) * sqrt(2.0) != 2.0);      /* 2.0000000000000004 */
  assert(sqrt(4.0) == 2.0 && sqrtf(2.25f) == 1.5f);
  assert(isnan(sqrt(-1.0)) && sqrt(-0.0) == 0.0 && 1.0 / sqrt(-0.0) < 0.0);
  float x = __VERIFIER_nondet_float();
  if (x >= 0.0f && x <= 100.0f) {
    float r = sqrtf(x);
    assert(r >= 0.0f && r <= 10.0f);
  }
  return 0;
}
