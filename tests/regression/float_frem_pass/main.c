// frem (C's fmod compiled with -fno-math-errno): the exact remainder with
// the sign of x; NaN for an infinite x or a zero y; x for an infinite y.
#include <assert.h>
#include <math.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
  volatile double a = 10.5, b = 3.0, zero = 0.0;
  assert(fmod(a, b) == 1.5 && fmod(-a, b) == -1.5 && fmod(a, -b) == 1.5);
  assert(fmod(0x1p1000, 3.0 * b / b) == 1.0);  // 2^1000 = 1 mod 3
  assert(isnan(fmod(a, zero)) && isnan(fmod(INFINITY * a, b)) && fmod(a, INFINITY) == a);
  assert(signbit(fmod(-b, b)));
  float x = __VERIFIER_nondet_float();
  if (x >= 0.0f && x < 100.0f) {
    float r = fmodf(x, 3.0f);
    assert(r >= 0.0f && r < 3.0f);
  }
  return 0;
}
