// fmaf(x, x, -(x * x)) is the rounding error of x * x: not 0 for x = 1 + 2^-23.
#include <assert.h>
#include <math.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (x >= 1.0f && x <= 2.0f) {
    float e = fmaf(x, x, -(x * x));
    assert(e == 0.0f);
  }
  return 0;
}
