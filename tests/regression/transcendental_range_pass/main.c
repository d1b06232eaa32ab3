// Transcendental functions are over-approximated (libc/models/
// transcendental.c): any value in the function's range, exact at special
// points. What holds of every such value is proven, and the verdict names
// the functions it rests on.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(isfinite(x));
  double s = sin(x);
  assert(s <= 1.0 && s >= -1.0);
  assert(exp(x) >= 0.0);
  assert(cosh(x) >= 1.0);
  assert(atan2(x, 1.0) <= 3.1416);
  assert(sin(0.0) == 0.0 && !signbit(sin(0.0)) && signbit(sin(-0.0)));
  assert(exp(0.0) == 1.0 && exp(-INFINITY) == 0.0 && exp(INFINITY) == INFINITY);
  assert(log(1.0) == 0.0 && log(0.0) == -INFINITY && isnan(log(-1.0)));
  assert(pow(x, 0.0) == 1.0);
  assert(isnan(cos(INFINITY)));
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(isfinite(f));
  assert(sinf(f) <= 1.0f);
  return 0;
}
