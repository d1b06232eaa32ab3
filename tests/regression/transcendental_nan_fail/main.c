// pow of a negative base and a non-integer exponent is NaN: the model
// allows it, so "pow never gives NaN for non-NaN arguments" fails.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double(), y = __VERIFIER_nondet_double();
  __VERIFIER_assume(!isnan(x) && !isnan(y));
  double p = pow(x, y);
  assert(!isnan(p));
  return 0;
}
