// NaN compares unordered, signed zeros compare equal but divide apart,
// fabs/copysign/isnan/isinf work on the bits.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  if (x != x) {  /* NaN and only NaN */
    assert(isnan(x));
    assert(!(x < 0.0) && !(x >= 0.0) && !(x == x));
    assert(isnan(x + 1.0) && isnan(x * 0.0));
  } else {
    assert(!isnan(x));
    assert(x < 0.0 || x >= 0.0);
  }
  double inf = 1.0 / 0.0;
  assert(isnan(inf - inf) && isnan(0.0 * inf) && isnan(0.0 / 0.0));
  double nz = -0.0;
  assert(nz == 0.0 && 1.0 / nz < 0.0);
  assert(1.0 / fabs(nz) > 0.0);
  assert(copysign(3.0, nz) == -3.0);
  float f = __VERIFIER_nondet_float();
  if (f > 0.0f) assert(-f < 0.0f && fabsf(f) == f);
  if (isinf(f)) assert(f * 2.0f == f);
  return 0;
}
