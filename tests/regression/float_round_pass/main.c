// floor, ceil, trunc, round, rint, nearbyint (llvm.floor ..) of any float
// in range, and the halfway cases where round (ties away) and rint (ties
// to even) differ.
#include <assert.h>
#include <math.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (x > -1e6f && x < 1e6f) {
    float f = floorf(x), c = ceilf(x);
    assert(f <= x && x - f <= 1.0f);
    assert(c >= x && c - f <= 1.0f);
    assert(truncf(x) == (x < 0 ? c : f));
    assert(fabsf(roundf(x) - x) <= 0.5f);
    assert(rintf(x) == nearbyintf(x));
  }
  volatile double h = 2.5;
  assert(round(h) == 3.0 && rint(h) == 2.0 && round(-h) == -3.0);
  assert(signbit(ceil(-0.5 * h / h)));  // ceil(-0.5) is -0
  return 0;
}
