// NaN in, NaN out for the over-approximated functions (float and double),
// except pow(x, 0) = pow(1, y) = 1; out-of-domain arguments give NaN.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(isnan(x));
  assert(isnan(sin(x)) && isnan(log(x)) && isnan(tanh(x)) && isnan(pow(x, 2.0)));
  assert(pow(x, 0.0) == 1.0 && pow(1.0, x) == 1.0);
  assert(isnan(asin(2.0)) && isnan(log10(-0.5)) && isnan(acos(-INFINITY)));
  assert(hypot(x, INFINITY) == INFINITY);
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(isnan(f));
  assert(isnan(expf(f)) && isnan(atan2f(1.0f, f)));
  return 0;
}
